import Dispatch
import Foundation

/// Encodes and writes PNG frames on every core while the caller draws the next frame. The caller draws
/// into an image from `image(width:height:)` and hands it to `write(_:to:repeatsPrevious:)`; each file gets
/// the bytes `RasterImage.writePNG` would write, atomically unless told otherwise. A frame that repeats the
/// one before is not encoded again. At most two frames per core wait in memory at once.
public final class PNGWriterPool: @unchecked Sendable {
    private let queue = DispatchQueue(label: "herosim.png-writer", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var firstError: Error?
    private var spareImages: [RasterImage] = []
    private var spareEncoders: [PNGEncoder] = []
    private var previous: EncodedFrame?

    private let atomically: Bool

    /// Creates a pool with one writer per core (or `workers`). Each file is written atomically unless
    /// `atomically` is false, for files in a folder that is itself put in place atomically.
    public init(workers: Int = ProcessInfo.processInfo.activeProcessorCount, atomically: Bool = true) {
        slots = DispatchSemaphore(value: max(1, workers) * 2)
        self.atomically = atomically
    }

    deinit { group.wait() }

    /// An image of `width` × `height` pixels to draw the next frame into (its old pixels are undefined);
    /// waits while too many frames are queued.
    public func image(width: Int, height: Int) -> RasterImage {
        slots.wait()
        lock.lock()
        defer { lock.unlock() }
        spareImages.removeAll { $0.width != width || $0.height != height }
        return spareImages.popLast() ?? RasterImage(width: width, height: height, inHugePages: true)
    }

    /// Queues `image`, which came from `image(width:height:)`, to be written to `path` as PNG. The pool
    /// owns the image from now on. When `repeatsPrevious` says the image has exactly the pixels of the one
    /// written just before it, that one's PNG bytes are written again instead of encoding it anew.
    public func write(_ image: RasterImage, to path: String, repeatsPrevious: Bool = false) {
        if repeatsPrevious, let previous, previous.width == image.width, previous.height == image.height {
            recycle(image)
            previous.whenEncoded { [self] bytes in
                queue.async(group: group) { [self] in
                    guard let bytes else { return } // the frame it repeats failed and reported why
                    report { try RasterImage.write(bytes, to: path, atomically: atomically) }
                }
            }
            return
        }
        image.flush()
        let job = Job(image: image)
        let encoded = EncodedFrame(width: image.width, height: image.height)
        previous = encoded
        queue.async(group: group) { [self] in
            let encoder = takeEncoder()
            let bytes = encoder.encode(pixels: job.image.pixels, width: job.image.width, height: job.image.height, stride: job.image.stride)
            lock.lock()
            spareEncoders.append(encoder)
            lock.unlock()
            recycle(job.image)
            let written = report { try RasterImage.write(bytes, to: path, atomically: atomically) }
            encoded.fulfil(written ? bytes : nil)
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

    /// Gives `image` back for a later frame and frees its slot.
    private func recycle(_ image: RasterImage) {
        lock.lock()
        spareImages.append(image)
        lock.unlock()
        slots.signal()
    }

    /// Runs `write`, keeping its error if it is the first; returns whether it succeeded.
    @discardableResult
    private func report(_ write: () throws -> Void) -> Bool {
        do {
            try write()
            return true
        } catch {
            lock.lock()
            if firstError == nil { firstError = error }
            lock.unlock()
            return false
        }
    }
}

/// The PNG bytes of one queued frame, once encoded, and what waits for them.
private final class EncodedFrame: @unchecked Sendable {
    let width: Int
    let height: Int
    private let lock = NSLock()
    private var bytes: [UInt8]?
    private var isDone = false
    private var waiting: [@Sendable ([UInt8]?) -> Void] = []

    init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
    }

    /// Runs `use` with the bytes (nil when the frame could not be written) now if they are ready, else
    /// when they are.
    func whenEncoded(_ use: @escaping @Sendable ([UInt8]?) -> Void) {
        lock.lock()
        guard isDone else {
            waiting.append(use)
            lock.unlock()
            return
        }
        let bytes = self.bytes
        lock.unlock()
        use(bytes)
    }

    /// Hands out the bytes to everything waiting for them.
    func fulfil(_ bytes: [UInt8]?) {
        lock.lock()
        (self.bytes, isDone) = (bytes, true)
        let waiting = self.waiting
        self.waiting = []
        lock.unlock()
        for use in waiting { use(bytes) }
    }
}
