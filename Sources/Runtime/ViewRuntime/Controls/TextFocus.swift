import LayoutCore
import Observation

/// Which text field has the keyboard's focus, one per graph (kept by its `StateStore`). Fields read it in
/// their bodies (tracked by Observation), so focusing one builds the one that had focus and the new one.
final class TextFocus: Observable {
    private let registrar = ObservationRegistrar()
    private var path: ViewPath?
    /// The focus state holding the focus now, and how to reset it (a field tied to `.focused(...)` has it).
    private var bound: (owner: ObjectIdentifier, reset: () -> Void)?

    /// The focused field's identity, tracked.
    var focused: ViewPath? {
        get {
            registrar.access(self, keyPath: \.focused)
            return path
        }
        set {
            if newValue != nil { resetBound() }
            guard newValue != path else { return }
            registrar.withMutation(of: self, keyPath: \.focused) { path = newValue }
        }
    }

    /// A focus state (`owner`) takes the focus: the field focused without one loses it, and another
    /// focus state holding it is reset.
    func focusBound(owner: ObjectIdentifier, reset: @escaping () -> Void) {
        if let bound, bound.owner != owner { resetBound() }
        focused = nil
        bound = (owner, reset)
    }

    /// Resets the focus state holding the focus, if any.
    private func resetBound() {
        let previous = bound
        bound = nil
        previous?.reset()
    }
}

/// A text field's access to its graph's `TextFocus` and to its own identity, as a dynamic property the
/// runtime connects.
struct TextFocusAccess: DynamicProperty, StorageBacked {
    private let box = TextFocusBox()

    /// Whether this field has the focus (tracked).
    var isFocused: Bool {
        guard let focus = box.focus, let path = box.path else { return false }
        return focus.focused == path
    }

    /// Gives this field the focus, or takes it away.
    func setFocused(_ focused: Bool) {
        guard let focus = box.focus, let path = box.path else { return }
        if focused { focus.focused = path } else if focus.focused == path { focus.focused = nil }
    }

    func connect(to store: StateStore, key: SlotKey, environment: EnvironmentValues) {
        box.focus = store.textFocus
        box.path = key.path
    }

    func isSameInput(as other: Any) -> Bool { true }
}

/// Where a `TextFocusAccess` keeps what it was connected to.
final class TextFocusBox {
    var focus: TextFocus?
    var path: ViewPath?
}

/// The focused text field's way in for typed text: only a focused field carries one.
struct TextInputMarker: NodeMarker {
    let insert: (String) -> Void
}

extension ViewGraph {
    /// Types `text` into the focused text field (a tap on a field focuses it): its characters are added
    /// at the end of the field's text (line breaks and other control characters are dropped). Returns
    /// whether a field took the text. Backspace is the key `.delete`, return (which ends the editing) `.return`.
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard let field = focusedTextInput else { return false }
        let typed = text.filter { !$0.isNewline && !($0.asciiValue.map { $0 < 32 || $0 == 127 } ?? false) }
        if !typed.isEmpty { field.insert(typed) }
        flushStateChanges()
        return true
    }

    /// Whether a text field has the focus: typed text goes to it (a window then sends letters there
    /// instead of using them as its own keys).
    public var isEditingText: Bool { focusedTextInput != nil }

    /// The focused text field's input, if a field drawn and enabled has the focus.
    private var focusedTextInput: TextInputMarker? {
        var found: TextInputMarker?
        TreeWalk.visit(presentedRoot) { placed, context in
            guard !context.inDepartingView, !context.disabled, case .marker(let marker) = placed.node.kind,
                  let input = marker as? TextInputMarker else { return }
            found = input
        }
        return found
    }
}
