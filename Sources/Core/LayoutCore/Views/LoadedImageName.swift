import Foundation

/// How an image decoded from a file (an `AsyncImage`'s) is named in the layout tree: its path and its scale
/// (pixels per point), kept apart from the asset names `Image(_:)` takes, which never hold a `/`.
package enum LoadedImageName {
    private static let prefix = "loaded-image@"

    /// The name of the image decoded from `path` at `scale` pixels per point.
    package static func make(path: String, scale: CGFloat) -> String { "\(prefix)\(scale):\(path)" }

    /// The path and scale `name` stands for, or nil when it is an asset's name.
    package static func parse(_ name: String) -> (path: String, scale: CGFloat)? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard let colon = rest.firstIndex(of: ":"), let scale = Double(rest[..<colon]), scale > 0, scale.isFinite else { return nil }
        return (String(rest[rest.index(after: colon)...]), CGFloat(scale))
    }
}

extension Image {
    /// The image decoded from the file at `path`, `scale` pixels to a point (what `AsyncImage` shows).
    package init(loadedFrom path: String, scale: CGFloat) {
        self.init(LoadedImageName.make(path: path, scale: scale))
    }
}
