// SwiftUI's data flow beyond @State and @Binding, not in HeroSim yet. Declared unavailable so that code
// using them says it is HeroSim's gap (see NotYetViews.swift).

/// SwiftUI's `@FocusState`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have @FocusState yet (HeroSim's documentation: What works as in SwiftUI)")
@propertyWrapper
public struct FocusState<Value: Hashable> {
    /// Focus state for a Boolean.
    public init() where Value == Bool { fatalError() }
    /// Focus state for an optional value (nil: nothing focused).
    public init<T: Hashable>() where Value == T? { fatalError() }
    /// The focused value.
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    /// The binding `.focused(_:)` takes (`$isFocused`).
    public var projectedValue: Binding { fatalError() }
    /// SwiftUI's `FocusState.Binding`.
    public struct Binding {
        /// The focused value.
        public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    }
}

