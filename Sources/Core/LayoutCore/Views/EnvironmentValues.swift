/// A key for a value of the environment, as SwiftUI's `EnvironmentKey`: declare one, then a property of
/// `EnvironmentValues` that reads and writes `self[MyKey.self]`.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors, as SwiftUI's `EnvironmentValues`: read with
/// `@Environment(\.name)`, set for a subtree with `.environment(\.name, value)`.
public struct EnvironmentValues {
    /// The values set so far, by key type (and observable objects, by their type).
    package private(set) var storage: [ObjectIdentifier: Any] = [:]

    /// The environment where nothing is set: every key has its default value.
    public init() {}

    /// The value of `key`: the nearest ancestor's, else the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrap before the cast: a missing value cast to an optional `Key.Value` would read as a present `nil`.
            if let stored = storage[ObjectIdentifier(key)], let value = stored as? Key.Value { return value }
            return Key.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `type` an ancestor put in the environment, if any.
    package func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        storage[ObjectIdentifier(ObjectKey<Object>.self)] as? Object
    }

    /// Puts `object` in the environment under its type (nil takes it out).
    package mutating func setObject<Object: AnyObject>(_ object: Object?, as type: Object.Type) {
        storage[ObjectIdentifier(ObjectKey<Object>.self)] = object
    }

    /// Where an object of type `Object` is kept.
    private enum ObjectKey<Object> {}
}

/// Light or dark appearance, as SwiftUI's `ColorScheme`: semantic colours (`Color(.label)`), hierarchical
/// styles and materials resolve by it; set it for a subtree with `.environment(\.colorScheme, .dark)` or
/// `.preferredColorScheme(.dark)`, for the window with the host's `colorScheme` (light by default).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}

extension EnvironmentValues {
    private enum ColorSchemeKey: EnvironmentKey {
        static let defaultValue = ColorScheme.light
    }

    /// Light or dark: `.light` unless an ancestor set it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension EnvironmentValues {
    private enum TintKey: EnvironmentKey {
        static let defaultValue: Color? = nil
    }

    /// The tint `.tint(_:)` set for controls (buttons, toggles, sliders, progress bars), or nil for the
    /// accent colour (system blue, #007AFF).
    package var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Tints the controls inside this view (a button's label, a toggle's track, a slider's fill), as
    /// SwiftUI's `tint(_:)`; nil keeps the accent colour.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Color?>> {
        environment(\.tint, tint)
    }

    /// Sets the environment value at `keyPath` to `value` for this view and the views inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Value>> {
        modifier(_EnvironmentKeyWritingModifier(value: value) { environment, value in environment.values[keyPath: keyPath] = value })
    }

    /// Changes the environment values for this view and the views inside it with `transform`.
    public func transformEnvironment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Value?>> {
        modifier(_EnvironmentKeyWritingModifier(value: nil) { environment, _ in transform(&environment.values[keyPath: keyPath]) })
    }
}
