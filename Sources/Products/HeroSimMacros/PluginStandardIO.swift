#if HEROSIM_TOOLCHAIN_SYNTAX
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import Foundation

/// The compiler's side of a macro plug-in's standard input and output: each message is a little-endian 64-bit
/// byte count followed by that many bytes of JSON. Standard output is kept for messages only; anything else
/// the plug-in prints goes to standard error.
struct PluginStandardIO: MessageConnection {
    /// A plug-in failure the compiler shows as the expansion's error.
    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    private let input: Int32
    private let output: Int32

    /// Takes over standard input and output for messages, and sends the process's own standard output to
    /// standard error.
    init() throws {
        input = dup(STDIN_FILENO)
        output = dup(STDOUT_FILENO)
        guard input >= 0, output >= 0 else { throw Failure(message: "cannot take the plug-in's standard input and output") }
        _ = dup2(STDERR_FILENO, STDOUT_FILENO)
        _ = dup2(open("/dev/null", O_RDONLY), STDIN_FILENO)
    }

    /// Sends `message` as one framed JSON message.
    func sendMessage<Message: Encodable>(_ message: Message) throws {
        let payload = try JSONEncoder().encode(message)
        var header = UInt64(payload.count).littleEndian
        try withUnsafeBytes(of: &header) { try write($0) }
        try payload.withUnsafeBytes { try write($0) }
    }

    /// The next message, or nil when the compiler has closed the connection.
    func waitForNextMessage<Message: Decodable>(_ type: Message.Type) throws -> Message? {
        guard let header = try read(count: 8) else { return nil }
        let size = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard size > 0 else { return nil }
        guard size < UInt64(Int32.max), let payload = try read(count: Int(size)) else {
            throw Failure(message: "the compiler's message ended early")
        }
        return try JSONDecoder().decode(Message.self, from: payload)
    }

    private func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(output, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw Failure(message: "cannot write to the compiler (errno \(errno))") }
            offset += written
        }
    }

    /// Exactly `count` bytes; nil at the end of input before the first byte.
    private func read(count: Int) throws -> Data? {
        var data = Data(count: count)
        var offset = 0
        while offset < count {
            let got = data.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress! + offset, count - offset) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw Failure(message: "cannot read from the compiler (errno \(errno))") }
            if got == 0 {
                if offset == 0 { return nil }
                throw Failure(message: "the compiler's message ended early")
            }
            offset += got
        }
        return data
    }
}
#endif
