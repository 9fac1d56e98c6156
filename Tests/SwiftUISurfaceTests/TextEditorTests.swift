import HeroSim
import HeroSimTesting
import Testing

// `TextEditor` as a notes screen writes it: a tap focuses it, typed text and return (a new line) and
// backspace edit it, and the text wraps to its width from its top-leading corner.

private struct Notes: View {
    @State private var notes = ""
    var body: some View {
        VStack(spacing: 0) {
            TextEditor(text: $notes).frame(width: 200, height: 300).id("editor")
            Text("lines \(notes.split(separator: "\n", omittingEmptySubsequences: false).map { "[\($0)]" }.joined())")
        }
    }
}

@MainActor
@Suite struct TextEditorTests {
    @Test func typingReturnAndBackspaceEditTheLines() throws {
        let host = HeadlessHost(Notes(), size: CGSize(width: 390, height: 400))
        let editor = try #require(host.layout.frame(of: "editor"))
        #expect(editor.size == CGSize(width: 200, height: 300), "it takes the space offered")
        #expect(!host.type("x"), "not focused yet")
        #expect(host.tap(at: CGPoint(x: editor.midX, y: editor.maxY - 10)), "anywhere in it")
        #expect(host.type("Buy milk"))
        #expect(host.key(.return))
        #expect(host.type("Call Ann"))
        #expect(host.key(.delete))
        #expect(host.texts.contains("lines [Buy milk][Call An]"))
        // A long line wraps inside the 200-point editor (5 + 5 points of padding).
        #expect(host.type(" about the trip to the coast next weekend"))
        // The longer text under the editor wraps too, so the column (and the editor) moved: read it again.
        let moved = try #require(host.layout.frame(of: "editor"))
        let lines = host.layout.displayList().items.compactMap { item -> CGRect? in
            if case .text(_, _, _, let frame, _) = item, moved.contains(CGPoint(x: frame.midX, y: frame.midY)) { return frame }
            return nil
        }
        let first = try #require(lines.first, "the editor's text")
        #expect(first.minX == moved.minX + 5)
        #expect(first.minY == moved.minY + 8, "first line \(first) in the editor \(editor): \(lines)")
        #expect(Set(lines.map(\.minY)).count >= 4, "Buy milk, then the second line wrapped: \(lines)")
        #expect(lines.allSatisfy { $0.minX >= moved.minX + 5 && $0.maxX <= moved.maxX - 5 + 0.5 })
    }
}
