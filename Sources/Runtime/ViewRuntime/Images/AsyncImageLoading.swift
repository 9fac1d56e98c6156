import Foundation

/// How `AsyncImage` turns a URL into a decoded image file: the host that draws installs the loader
/// (reading file URLs, downloading http and https ones, decoding with the renderer), so the runtime itself
/// reads no file.
package enum AsyncImageLoading {
    /// Loads the image at a URL and returns the path of the decoded file, or throws why it cannot.
    package typealias Loader = @Sendable (URL) async throws -> String

    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        var loader: Loader?
    }

    private static let box = Box()

    /// The loader the hosts installed, if any.
    package static var loader: Loader? {
        get { box.lock.withLock { box.loader } }
        set { box.lock.withLock { box.loader = newValue } }
    }
}

/// Why an `AsyncImage` did not load.
struct AsyncImageError: Error, CustomStringConvertible {
    let description: String
}
