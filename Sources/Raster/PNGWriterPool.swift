import Dispatch
import Foundation

/// Encodes and writes PNG frames on every core while the caller draws the next frame. The caller draws
/// into an image from `image(width:height:)` and hands it to `write(_:to:)`; each file gets the bytes
/// `RasterImage.writePNG` would write, atomically. At most two frames per core wait in memory at once.
public final class PNGWriterPool: @unchecked Sendable {
    private let queue = DispatchQueue(label: "herosim.png-writer", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var firstError: Error?
    private var spareImages: [RasterImage] = []
    private var spareEncoders: [PNGEncoder] = []

    /// Creates a pool with one writer per core (or `workers`).
    public init(workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        slots = DispatchSemaphore(value: max(1, workers) * 2)
    }

    deinit { group.wait() }

    /// An image of `width` × `height` pixels to draw the next frame into (its old pixels are undefined);
    /// waits while too many frames are queued.
    public func image(width: Int, height: Int) -> RasterImage {
        slots.wait()
        lock.lock()
        defer { lock.unlock() }
        spareImages.removeAll { $0.width != width || $0.height != height }
        return spareImages.popLast() ?? RasterImage(width: width, height: height)
    }

    /// Queues `image`, which came from `image(width:height:)`, to be written to `path` as PNG. The pool
    /// owns the image from now on.
    public func write(_ image: RasterImage, to path: String) {
        image.flush()
        let job = Job(image: image)
        queue.async(group: group) { [self] in
            let encoder = takeEncoder()
            do {
                let bytes = encoder.encode(pixels: job.image.pixels, width: job.image.width, height: job.image.height, stride: job.image.stride)
                try RasterImage.write(bytes, to: path)
            } catch {
                lock.lock()
                if firstError == nil { firstError = error }
                lock.unlock()
            }
            lock.lock()
            spareImages.append(job.image)
            spareEncoders.append(encoder)
            lock.unlock()
            slots.signal()
        }
    }

    /// Waits until every queued frame is written; throws the first write error.
    public func finish() throws {
        group.wait()
        lock.lock()
        defer { lock.unlock() }
        if let error = firstError { throw error }
    }

    /// An image handed to one writer.
    private struct Job: @unchecked Sendable {
        let image: RasterImage
    }

    private func takeEncoder() -> PNGEncoder {
        lock.lock()
        defer { lock.unlock() }
        return spareEncoders.popLast() ?? PNGEncoder()
    }
}
