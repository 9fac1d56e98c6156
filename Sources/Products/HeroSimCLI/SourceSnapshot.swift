import Foundation

/// The Swift files of a package with their modification times and sizes: two snapshots differ when a file was
/// saved, added or removed. Build folders and hidden folders are left out.
struct SourceSnapshot: Equatable {
    private(set) var files: [String: [Double]] = [:]

    /// The snapshot of the package in `folder`.
    init(folder: String) {
        let manager = FileManager.default
        guard let walker = manager.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey],
                                              options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name == ".build" || name.hasPrefix(".build") || name == "Goldens" {
                walker.skipDescendants()
                continue
            }
            guard name.hasSuffix(".swift"),
                  let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey]) else { continue }
            files[url.path] = [values.contentModificationDate?.timeIntervalSince1970 ?? 0, Double(values.fileSize ?? 0)]
        }
    }

    /// The files that differ from `other` (changed, added or removed), sorted.
    func changes(since other: SourceSnapshot) -> [String] {
        Set(files.keys).union(other.files.keys).filter { files[$0] != other.files[$0] }.sorted()
    }
}
