/// Reads small numbers from a fuzzer's bytes, one byte each; past the end every read gives 0, so any input
/// decodes to something.
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// A number in `0..<count` (0 past the end).
    mutating func next(_ count: Int) -> Int {
        guard count > 1, position < bytes.count else {
            position += 1
            return 0
        }
        defer { position += 1 }
        return Int(bytes[position]) % count
    }

    /// Whether the next byte says yes.
    mutating func flag() -> Bool { next(2) == 1 }
}
