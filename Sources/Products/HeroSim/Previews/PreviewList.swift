import Foundation
import LayoutCore

/// How previews are listed: on the terminal (`--list`) and as the files of a render.
enum PreviewList {
    /// The file of a render that says which preview each image shows.
    static let indexFile = "index.txt"

    /// One line per preview: its number, name, `File.swift:LINE` and size in points.
    @MainActor
    static func text(_ previews: [Preview], engine: LayoutEngine) -> String {
        guard !previews.isEmpty else { return "No previews: write #Preview { YourView() } in one of the package's files.\n" }
        let nameWidth = previews.map(\.name.count).max() ?? 0
        let placeWidth = previews.map { location($0).count }.max() ?? 0
        let numberWidth = "\(previews.count).".count
        return previews.enumerated().map { index, preview in
            let size = preview.size(engine: engine)
            let number = "\(index + 1).".padding(toLength: numberWidth, withPad: " ", startingAt: 0)
            let name = preview.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            let place = location(preview).padding(toLength: placeWidth, withPad: " ", startingAt: 0)
            return "\(number) \(name)  \(place)  \(Int(size.width))x\(Int(size.height))\n"
        }.joined()
    }

    /// Where a preview was written: `Module/File.swift:LINE`, or the module of a `PreviewProvider`.
    static func location(_ preview: Preview) -> String {
        preview.line > 0 ? "\(preview.fileID):\(preview.line)" : preview.fileID
    }

    /// Where a preview was written, without its module: `File.swift:LINE`, or the module of a `PreviewProvider`.
    static func shortLocation(_ preview: Preview) -> String {
        guard preview.line > 0 else { return preview.fileID }
        return "\(preview.fileID.split(separator: "/").last.map(String.init) ?? preview.fileID):\(preview.line)"
    }

    /// A PNG file name for each preview, from its name (`Open card` → `open-card.png`), numbered when two agree.
    static func fileNames(_ previews: [Preview]) -> [String] {
        var used: [String: Int] = [:]
        return previews.map { preview in
            var slug = ""
            for character in preview.name.folding(options: .diacriticInsensitive, locale: nil).lowercased() {
                if character.isLetter || character.isNumber, character.isASCII { slug.append(character) } else if !slug.hasSuffix("-") { slug.append("-") }
            }
            slug = String(slug.drop { $0 == "-" })
            while slug.hasSuffix("-") { slug.removeLast() }
            if slug.isEmpty { slug = "preview" }
            used[slug, default: 0] += 1
            return used[slug]! > 1 ? "\(slug)-\(used[slug]!).png" : "\(slug).png"
        }
    }

    /// The render's index: each file with the preview's name and where it was written.
    static func index(_ previews: [Preview], files: [String]) -> String {
        zip(previews, files).map { "\($0.1)\t\($0.0.name)\t\(location($0.0))\n" }.joined()
    }
}
