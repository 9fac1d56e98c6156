import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Raster
import ViewRuntime

/// What `AsyncImage` loads with in HeroSim's hosts: a file URL's file, or an http(s) URL's body saved to
/// a cache folder (written whole, then moved into place), decoded by `LoadedImages`.
enum ImageURLLoader {
    /// Installs the loader (once per process; installing again changes nothing).
    static func install() {
        if AsyncImageLoading.loader == nil { AsyncImageLoading.loader = { try await load($0) } }
    }

    /// The bytes a download may have.
    static let downloadLimit = 32 << 20

    /// Loads and decodes the image at `url`, returning its file's path.
    static func load(_ url: URL) async throws -> String {
        let path: String
        switch url.scheme?.lowercased() {
        case "file":
            path = url.path
        case "http", "https":
            path = try await download(url)
        default:
            throw LoadError(description: "AsyncImage loads file, http and https URLs, not \(url.absoluteString)")
        }
        do {
            _ = try LoadedImages.shared.load(path)
        } catch let error as LoadedImages.DecodingError {
            throw LoadError(description: url.isFileURL ? error.description : "cannot decode the image from \(url.absoluteString): \(error.reason)")
        }
        return path
    }

    /// Downloads `url` into the cache folder and returns the file's path.
    private static func download(_ url: URL) async throws -> String {
        let (data, response) = try await fetch(url)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw LoadError(description: "\(url.absoluteString) answered HTTP \(http.statusCode)")
        }
        guard data.count <= downloadLimit else {
            throw LoadError(description: "\(url.absoluteString) is \(data.count) bytes, over the \(downloadLimit >> 20) MiB limit for an image")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("herosim-async-images", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(String(fnv1a(url.absoluteString), radix: 16))
        try data.write(to: file, options: .atomic)
        LoadedImages.shared.forget(file.path)
        return file.path
    }

    /// The session downloads run on: its callbacks on a queue of its own, never the main thread's (which a
    /// window's loop or a test may be holding).
    private static let session = URLSession(configuration: .ephemeral, delegate: nil, delegateQueue: {
        let queue = OperationQueue()
        queue.name = "HeroSim AsyncImage downloads"
        return queue
    }())

    /// The body and response of a GET of `url`.
    private static func fetch(_ url: URL) async throws -> (Data, URLResponse) {
        try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: url) { data, response, error in
                if let data, let response { continuation.resume(returning: (data, response)) } else {
                    continuation.resume(throwing: error ?? LoadError(description: "\(url.absoluteString) sent no response"))
                }
            }.resume()
        }
    }

    /// A stable 64-bit hash of `string` (FNV-1a), naming its download.
    private static func fnv1a(_ string: String) -> UInt64 {
        string.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// Why an image did not load.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }
}
