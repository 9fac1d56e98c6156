import LayoutCore

extension EnvironmentValues {
    private enum SubmitKey: EnvironmentKey {
        static var defaultValue: (() -> Void)? { nil }
    }

    /// What the text fields here run when return ends their editing (`.onSubmit`).
    var submitAction: (() -> Void)? {
        get { self[SubmitKey.self] }
        set { self[SubmitKey.self] = newValue }
    }
}

/// How a keyboard capitalizes typed text, as SwiftUI's `TextInputAutocapitalization`. HeroSim types what
/// the host sends, so every value leaves text as typed.
public struct TextInputAutocapitalization: Sendable {
    private let name: String
    /// No capitalization.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

extension View {
    /// Runs `action` when return ends the editing of a text field inside this view, as SwiftUI's
    /// `onSubmit(of:_:)` for text; an `onSubmit` around it runs too, inner first.
    public func onSubmit(_ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitAction) { outer in
            let previous = outer
            outer = {
                action()
                previous?()
            }
        }
    }

    /// Accepted for source compatibility: HeroSim's keyboard input is never corrected.
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }

    /// Accepted for source compatibility: HeroSim types text as the host sends it.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
}
