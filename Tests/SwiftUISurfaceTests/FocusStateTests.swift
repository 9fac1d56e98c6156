import HeroSim
import HeroSimTesting
import Testing

// `@FocusState` as a sign-up form writes it: two fields tied to one optional focus value, a button that
// moves the focus, and a plain field beside them that is not tied.

private enum Field: Hashable { case name, email }

private struct SignUp: View {
    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var note = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focus, equals: .name)
            TextField("Email", text: $email).focused($focus, equals: .email)
            TextField("Note", text: $note)
            Button("Next") { focus = .email }
            Button("Done") { focus = nil }
            Text("focus \(focus.map { "\($0)" } ?? "none")")
            Text("typed \(name)|\(email)|\(note)")
        }
    }
}

private struct Search: View {
    @FocusState private var isFocused: Bool
    @State private var query = ""

    var body: some View {
        VStack {
            TextField("Search", text: $query).focused($isFocused)
            Button("Find") { isFocused = true }
            Text(isFocused ? "editing" : "idle")
        }
    }
}

private struct Amount: View {
    @State private var amount = ""
    var body: some View {
        TextField("Amount", text: $amount).keyboardType(.decimalPad)
    }
}

@MainActor
@Suite struct FocusStateTests {
    @Test func aKeyboardTypeTakesWhatTheHostsKeyboardTypes() throws {
        // As a hardware keyboard on iOS: the on-screen keyboard asked for does not filter typed text.
        let host = HeadlessHost(Amount(), size: CGSize(width: 390, height: 200))
        #expect(host.tap(at: try host.centre(ofText: "Amount")))
        #expect(host.type("12.5 kg"))
        #expect(host.texts == ["12.5 kg"])
    }

    @Test func settingTheStateMovesTheFocusAndTypingFollows() throws {
        let host = HeadlessHost(SignUp(), size: CGSize(width: 390, height: 500))
        #expect(host.texts.contains("focus none"))
        #expect(!host.type("x"), "no field has the focus yet")
        #expect(host.tap(at: try host.centre(ofText: "Next")))
        #expect(host.texts.contains("focus email"))
        #expect(host.type("a@b"))
        #expect(host.texts.contains("typed |a@b|"))
        // A tap on the name field moves the state and the typing there.
        #expect(host.tap(at: try host.centre(ofText: "Name")))
        #expect(host.texts.contains("focus name"))
        #expect(host.type("Ann"))
        #expect(host.texts.contains("typed Ann|a@b|"))
        // Return ends the editing and resets the state.
        #expect(host.key(.return))
        #expect(host.texts.contains("focus none"))
        #expect(!host.type("y"))
    }

    @Test func aFieldNotTiedTakesTheFocusFromTheState() throws {
        let host = HeadlessHost(SignUp(), size: CGSize(width: 390, height: 500))
        #expect(host.tap(at: try host.centre(ofText: "Next")))
        #expect(host.texts.contains("focus email"))
        #expect(host.tap(at: try host.centre(ofText: "Note")))
        #expect(host.texts.contains("focus none"))
        #expect(host.type("hi"))
        #expect(host.texts.contains("typed ||hi"))
        // Setting the state takes the focus back from the plain field.
        #expect(host.tap(at: try host.centre(ofText: "Next")))
        #expect(host.type("!"))
        #expect(host.texts.contains("typed |!|hi"))
        #expect(host.tap(at: try host.centre(ofText: "Done")))
        #expect(host.texts.contains("focus none"))
        #expect(!host.type("z"))
    }

    @Test func aBooleanStateFocusesItsField() throws {
        let host = HeadlessHost(Search(), size: CGSize(width: 390, height: 300))
        #expect(host.texts.contains("idle"))
        #expect(host.tap(at: try host.centre(ofText: "Find")))
        #expect(host.texts.contains("editing"))
        #expect(host.type("hero"))
        #expect(host.texts.contains("hero"))
        #expect(host.key(.return))
        #expect(host.texts.contains("idle"))
    }
}
