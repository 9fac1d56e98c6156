/// What `#Preview` declares for each preview: where it was written and how to make it. A program finds every
/// type conforming to it at run time (`Preview.all`); you do not conform to it yourself.
public protocol PreviewRegistry {
    /// The file the preview was written in, as `#fileID` spells it (`Module/File.swift`).
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The preview: its name, traits and view.
    @MainActor static func makePreview() -> Preview
}
