/// Finds the preview a user named on the command line.
enum PreviewSelection {
    /// What a program with no previews says when asked to show one.
    static let noPreviews = LaunchError(message: "this program has no previews: write #Preview { YourView() } in one of its files")

    /// The index of the preview `query` names: its name, its number in the list (from 1), or `File.swift:LINE`.
    static func index(of query: String, in previews: [Preview]) throws -> Int {
        if let exact = previews.firstIndex(where: { $0.name == query }) { return exact }
        if let number = Int(query), previews.indices.contains(number - 1) { return number - 1 }
        if let located = previews.firstIndex(where: { "\($0.fileID):\($0.line)".hasSuffix(query) && query.contains(":") }) { return located }
        let lowered = query.lowercased()
        let near = previews.indices.filter { previews[$0].name.lowercased().contains(lowered) }
        if near.count == 1 { return near[0] }
        let names = previews.enumerated().map { "\($0.offset + 1). \($0.element.name)" }.joined(separator: ", ")
        guard !previews.isEmpty else { throw noPreviews }
        throw LaunchError(message: "no preview named '\(query)'; the previews are: \(names)")
    }
}
