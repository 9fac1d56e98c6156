// SwiftUI's data flow beyond @State and @Binding, not in HeroSim yet. Declared unavailable so that code
// using them says it is HeroSim's gap (see NotYetViews.swift).

/// SwiftUI's `@FocusState`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have @FocusState yet (README: SwiftUI coverage)")
@propertyWrapper
public struct FocusState<Value: Hashable> {
    /// Focus state for a Boolean.
    public init() where Value == Bool { fatalError() }
    /// The focused value.
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
}

