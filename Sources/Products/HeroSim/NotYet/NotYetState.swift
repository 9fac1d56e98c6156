// SwiftUI's data flow beyond @State and @Binding, not in HeroSim yet. Declared unavailable so that code
// using them says it is HeroSim's gap (see NotYetViews.swift).

/// SwiftUI's `ObservableObject`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have ObservableObject yet; keep the model in @State (README: SwiftUI coverage)")
public protocol ObservableObject: AnyObject {}

/// SwiftUI's `@Published`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have @Published yet (README: SwiftUI coverage)")
@propertyWrapper
public struct Published<Value> {
    /// A published value.
    public init(wrappedValue: Value) { fatalError() }
    /// The value.
    public var wrappedValue: Value { get { fatalError() } set { fatalError() } }
}

/// SwiftUI's `@StateObject`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have @StateObject yet; keep the model in @State (README: SwiftUI coverage)")
@propertyWrapper
public struct StateObject<ObjectType: AnyObject> {
    /// An object the view owns.
    public init(wrappedValue: @autoclosure @escaping () -> ObjectType) { fatalError() }
    /// The object.
    public var wrappedValue: ObjectType { fatalError() }
}

/// SwiftUI's `@ObservedObject`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have @ObservedObject yet (README: SwiftUI coverage)")
@propertyWrapper
public struct ObservedObject<ObjectType: AnyObject> {
    /// An object the view observes.
    public init(wrappedValue: ObjectType) { fatalError() }
    /// The object.
    public var wrappedValue: ObjectType { fatalError() }
}

/// SwiftUI's `@EnvironmentObject`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have @EnvironmentObject yet (README: SwiftUI coverage)")
@propertyWrapper
public struct EnvironmentObject<ObjectType: AnyObject> {
    /// An object from the environment.
    public init() { fatalError() }
    /// The object.
    public var wrappedValue: ObjectType { fatalError() }
}

/// SwiftUI's `@Environment`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have @Environment yet (README: SwiftUI coverage)")
@propertyWrapper
public struct Environment<Value> {
    /// A value of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    /// An observable object of the environment.
    public init(_ type: Value.Type) { fatalError() }
    /// The value.
    public var wrappedValue: Value { fatalError() }
}

/// SwiftUI's `EnvironmentValues`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have @Environment yet (README: SwiftUI coverage)")
public struct EnvironmentValues {
    /// Dismisses the presentation.
    public var dismiss: DismissAction { fatalError() }
    /// Light or dark.
    public var colorScheme: ColorScheme { fatalError() }
}

/// SwiftUI's `DismissAction`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have @Environment(\\.dismiss) yet (README: SwiftUI coverage)")
public struct DismissAction {
    /// Dismisses.
    public func callAsFunction() { fatalError() }
}

/// SwiftUI's `ColorScheme`: not in HeroSim yet (it draws light mode only).
@available(*, unavailable, message: "HeroSim has no dark mode yet (README: SwiftUI coverage)")
public enum ColorScheme {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}

/// SwiftUI's `@FocusState`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have @FocusState yet (README: SwiftUI coverage)")
@propertyWrapper
public struct FocusState<Value: Hashable> {
    /// Focus state for a Boolean.
    public init() where Value == Bool { fatalError() }
    /// The focused value.
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
}

/// SwiftUI's `@AppStorage`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have @AppStorage yet (README: SwiftUI coverage)")
@propertyWrapper
public struct AppStorage<Value> {
    /// A stored user default.
    public init(wrappedValue: Value, _ key: String) { fatalError() }
    /// The value.
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
}

/// SwiftUI's `@GestureState`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have @GestureState yet (README: SwiftUI coverage)")
@propertyWrapper
public struct GestureState<Value> {
    /// Gesture state starting at `wrappedValue`.
    public init(wrappedValue: Value) { fatalError() }
    /// The value.
    public var wrappedValue: Value { fatalError() }
}
