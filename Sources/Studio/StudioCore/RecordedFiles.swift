import Foundation

/// The names of what a recording writes into its folder: `frame-00000.png`, ... and `trace.json`.
public enum RecordedFiles {
    /// The file name of frame `index`: `frame-00000.png`, ...
    public static func fileName(frame index: Int) -> String { String(format: "frame-%05d.png", index) }

    /// Whether `name` is one a recording writes (`frame-NNNNN.png` or `trace.json`): a folder holding only
    /// these may be replaced by the next recording.
    public static func isRecordedFile(_ name: String) -> Bool {
        if name == "trace.json" { return true }
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        return name.dropFirst(6).dropLast(4).allSatisfy(\.isNumber)
    }
}
