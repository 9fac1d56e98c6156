import LayoutCore

/// Tells the views observing an object that it is about to change, as Combine's
/// `ObservableObjectPublisher` does for SwiftUI (HeroSim needs no Combine): `@Published` properties call
/// `send()` before each change, and a model can call it itself.
public final class ObservableObjectPublisher {
    /// The view graphs' stores that have views observing the object, held weakly.
    private var listeners: [ObjectIdentifier: WeakListener] = [:]

    /// A publisher nobody listens to yet.
    public init() {}

    /// Tells every view observing the object that it is about to change.
    public func send() {
        let id = ObjectIdentifier(self)
        for (key, listener) in listeners {
            if let store = listener.store { store.objectWillChange(id) } else { listeners[key] = nil }
        }
    }

    /// Lets `store`'s views observe the object.
    func addListener(_ store: StateStore) {
        listeners[ObjectIdentifier(store)] = WeakListener(store: store)
    }

    private struct WeakListener {
        weak var store: StateStore?
    }
}

/// A class whose changes views observe, as SwiftUI's `ObservableObject`: mark its properties
/// `@Published` and hold it in a view with `@StateObject`, `@ObservedObject` or `@EnvironmentObject`.
public protocol ObservableObject: AnyObject {
    /// Sends before the object changes. Given by default: the publisher its `@Published` properties share.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher the object's `@Published` properties share (made on first use).
    public var objectWillChange: ObservableObjectPublisher {
        var boxes: [any PublisherHolding] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let published = child.value as? any PublishedProperty { boxes.append(published.holder) }
            }
            mirror = current.superclassMirror
        }
        if let shared = boxes.lazy.compactMap(\.publisher).first { return shared }
        let publisher = ObservableObjectPublisher()
        for box in boxes { box.publisher = publisher }
        return publisher
    }
}

/// Something that keeps the publisher of the object it belongs to (a `@Published` property's storage).
protocol PublisherHolding: AnyObject {
    var publisher: ObservableObjectPublisher? { get set }
}

/// Where a `@Published` property keeps its value, and the publisher of its object.
final class PublishedStorage<Value>: PublisherHolding {
    var value: Value
    var publisher: ObservableObjectPublisher?
    init(_ value: Value) { self.value = value }
}

/// A property of an `ObservableObject` whose changes views observe, as SwiftUI's `@Published`: setting
/// it sends the object's `objectWillChange` first.
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }

    /// A published property starting at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// `@Published` works on properties of classes only.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() } // swiftlint:disable:this unused_setter_value
    }

    /// The value of the property of `object`, which sends `objectWillChange` before it is set.
    public static subscript<Object: ObservableObject>(_enclosingInstance object: Object,
                                                       wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
                                                       storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            (storage.publisher ?? object.objectWillChange).send()
            storage.value = newValue
        }
    }
}

/// A `@Published` property, found among an object's stored properties.
protocol PublishedProperty {
    /// Where it keeps its object's publisher.
    var holder: any PublisherHolding { get }
}

extension Published: PublishedProperty {
    var holder: any PublisherHolding { storage }
}
