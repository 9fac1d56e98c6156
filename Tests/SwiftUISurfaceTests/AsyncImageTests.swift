import Foundation
import HeroSim
import HeroSimTesting
import Testing

// `AsyncImage` as a gallery writes it: from a file URL and from a local HTTP server, in its three forms,
// with a placeholder until it loads and a failure phase for a missing or corrupt file. The PNG it loads
// is drawn by HeroSim itself: 40 × 20 pixels of #FF3B30 (red) over #007AFF (blue) halves.

private struct Gallery: View {
    let url: URL?
    var body: some View {
        VStack(spacing: 0) {
            AsyncImage(url: url).frame(width: 100, height: 60)
            AsyncImage(url: url, scale: 2)
            AsyncImage(url: url) { image in
                image.resizable()
            } placeholder: {
                Text("loading")
            }
            .frame(width: 80, height: 40)
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty: Text("empty")
                case .success: Text("loaded")
                case .failure(let error): Text("failed: \(error)")
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Halves: View {
    var body: some View {
        HStack(spacing: 0) { Color(hex: 0xFF3B30); Color(hex: 0x007AFF) }
    }
}

@MainActor
private func writeHalvesPNG(in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent("halves.png")
    try HeadlessHost(Halves(), size: CGSize(width: 40, height: 20)).render().writePNG(to: url)
    return url
}

@MainActor
private func images(in host: HeadlessHost) -> [CGRect] {
    host.layout.displayList().items.compactMap { item -> CGRect? in
        if case .image(_, let frame) = item { return frame }
        return nil
    }
}

/// Advances the host a frame at a time until `condition` holds (a download runs on its own thread), or
/// records what it last saw after 20 seconds.
@MainActor
private func waitUntil(_ host: HeadlessHost, _ what: String, _ condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(20)
    while !condition() {
        guard Date() < deadline else {
            Issue.record("waited 20 s for \(what); last saw \(host.texts) and images \(images(in: host))")
            return
        }
        host.advance(by: 1.0 / 60)
        usleep(2_000)
    }
}

@MainActor
@Suite struct AsyncImageTests {
    private let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("herosim-async-image-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    @Test func aFileURLLoadsInEachForm() throws {
        let url = try writeHalvesPNG(in: folder)
        let host = HeadlessHost(Gallery(url: url), size: CGSize(width: 200, height: 300))
        waitUntil(host, "the loads") { host.texts.contains("loaded") && images(in: host).count == 3 }
        // The plain form at its size in a 100 × 60 frame (centred), at scale 2 half as large, and the
        // resizable one filling its 80 × 40 frame, each centred in the 100-pt column.
        #expect(images(in: host) == [CGRect(x: 30, y: 20, width: 40, height: 20), CGRect(x: 40, y: 60, width: 20, height: 10),
                                     CGRect(x: 10, y: 70, width: 80, height: 40)])
        let frame = host.render()
        #expect(frame.pixel(x: 35, y: 30) == 0xFFFF_3B30, "the red half")
        #expect(frame.pixel(x: 65, y: 30) == 0xFF00_7AFF, "the blue half")
        #expect(frame.pixel(x: 30, y: 90) == 0xFFFF_3B30, "scaled up, red on the left")
        #expect(frame.pixel(x: 70, y: 90) == 0xFF00_7AFF, "and blue on the right")
    }

    @Test func placeholdersShowUntilTheImageLoads() {
        let host = HeadlessHost(Gallery(url: nil), size: CGSize(width: 200, height: 300))
        host.advance(by: 1)
        #expect(host.texts == ["loading", "empty"])
        #expect(images(in: host).isEmpty)
        // The plain form's grey placeholder fills its frame.
        #expect(host.render().pixel(x: 50, y: 30) != 0xFFFF_FFFF)
    }

    @Test func aMissingOrCorruptFileFailsWithWhy() throws {
        let missing = folder.appendingPathComponent("none.png")
        let host = HeadlessHost(Gallery(url: missing), size: CGSize(width: 1400, height: 300))
        waitUntil(host, "the failure") { host.texts.contains { $0.hasPrefix("failed") } }
        #expect(host.texts.contains("failed: cannot decode the image at \(missing.path): no readable file there"))
        let corrupt = folder.appendingPathComponent("corrupt.png")
        try Data("not a picture".utf8).write(to: corrupt)
        let second = HeadlessHost(Gallery(url: corrupt), size: CGSize(width: 1400, height: 300))
        waitUntil(second, "the failure") { second.texts.contains { $0.hasPrefix("failed") } }
        let message = second.texts.first { $0.hasPrefix("failed") } ?? ""
        #expect(message.hasPrefix("failed: cannot decode the image at \(corrupt.path): "), "\(message)")
        #expect(second.texts.contains("loading"))
    }

    @Test func anHTTPURLDownloadsFromALocalServer() throws {
        _ = try writeHalvesPNG(in: folder)
        let server = try LocalHTTPServer(serving: folder)
        defer { server.stop() }
        let host = HeadlessHost(Gallery(url: URL(string: "http://127.0.0.1:\(server.port)/halves.png")), size: CGSize(width: 200, height: 300))
        // Each of the four views downloads on its own: wait for all three images and the phase's text.
        waitUntil(host, "the downloads") { host.texts.contains("loaded") && images(in: host).count == 3 }
        #expect(images(in: host).first == CGRect(x: 30, y: 20, width: 40, height: 20))
        #expect(host.render().pixel(x: 65, y: 30) == 0xFF00_7AFF)
        let missing = HeadlessHost(Gallery(url: URL(string: "http://127.0.0.1:\(server.port)/none.png")), size: CGSize(width: 1400, height: 300))
        waitUntil(missing, "the failure") { missing.texts.contains { $0.hasPrefix("failed") } }
        #expect(missing.texts.contains("failed: http://127.0.0.1:\(server.port)/none.png answered HTTP 404"))
    }
}

/// Python's `http.server` serving a folder on a free port of 127.0.0.1, for as long as the test runs.
private final class LocalHTTPServer {
    private let process = Process()
    let port: Int

    init(serving folder: URL) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // It prints "Serving HTTP on 127.0.0.1 port N (...)" once it listens.
        var seen = ""
        let deadline = Date().addingTimeInterval(20)
        while !seen.contains(") ..."), Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = seen.range(of: "port "), let port = Int(seen[range.upperBound...].prefix { $0.isNumber }) else {
            kill(process.processIdentifier, SIGKILL)
            throw LoadFailure(description: "python3 -m http.server did not say its port; it printed: \(seen)")
        }
        self.port = port
    }

    /// Kills the server (SIGKILL: a test runner's threads may block the SIGTERM that `terminate()` sends).
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    struct LoadFailure: Error, CustomStringConvertible { let description: String }
}
