/// Why a view's content is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content shown as placeholders while it loads: each line of text becomes a rounded bar.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content hidden while the device is locked.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
    private enum RedactionReasonsKey: EnvironmentKey {
        static let defaultValue: RedactionReasons = []
    }

    /// Why the views here are redacted (`.redacted(reason:)`); empty when they are not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Redacts this view's content for `reason`: with `.placeholder`, each line of its text is drawn as a
    /// rounded bar of the text's colour at 16% (as skeleton screens look while content loads).
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Shows this view's content as it is, inside a redacted view.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}
