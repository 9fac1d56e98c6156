import Foundation
import LayoutCore

/// A value kept in `UserDefaults` (a property-list file under `~/.config` on Linux) that views read and
/// write, as SwiftUI's `@AppStorage`: every view reading the key is read again when any of them sets it,
/// and the value outlives the process.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, StorageBacked {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults
    private let decode: (Any) -> Value?
    private let encode: (Value) -> Any?

    private init(key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.decode = decode
        self.encode = encode
    }

    /// The value in the store under `key`, or `wrappedValue` where there is none. Setting it writes the store's
    /// file at once: Foundation on Linux keeps a set only in memory until `synchronize()`, and an app quits
    /// without calling it, trusting `@AppStorage` to keep the value as on Apple's systems.
    public var wrappedValue: Value {
        get { store.object(forKey: key).flatMap(decode) ?? defaultValue }
        nonmutating set {
            AppStorageKeys.publisher(for: key, in: store).send()
            if let encoded = encode(newValue) { store.set(encoded, forKey: key) } else { store.removeObject(forKey: key) }
            store.synchronize()
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    package func connect(to store: StateStore, key slot: SlotKey, environment: EnvironmentValues) {
        store.observe(AppStorageKeys.publisher(for: key, in: self.store))
    }

    /// The same input when it names the same key (a view reads the value from the store as it is built).
    package func isSameInput(as other: Any) -> Bool { (other as? Self)?.key == key }
}

extension AppStorage {
    /// A Boolean under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Bool }, encode: { $0 })
    }
    /// An integer under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? NSNumber)?.intValue }, encode: { $0 })
    }
    /// A number under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? NSNumber)?.doubleValue }, encode: { $0 })
    }
    /// A string under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? String }, encode: { $0 })
    }
    /// A URL under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0.absoluteString })
    }
    /// Bytes under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Data }, encode: { $0 })
    }
    /// A value stored as its integer raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? NSNumber).flatMap { Value(rawValue: $0.intValue) } },
                  encode: { $0.rawValue })
    }
    /// A value stored as its string raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) },
                  encode: { $0.rawValue })
    }
    /// An optional string under `key` (nil when there is none).
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? String }, encode: { $0 })
    }
    /// An optional integer under `key` (nil when there is none).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, decode: { ($0 as? NSNumber)?.intValue }, encode: { $0 })
    }
}

/// One publisher per stored key, so every view reading a key is told when any view sets it. Keyed by the
/// key alone: `UserDefaults(suiteName:)` makes a new object per call, so views of one suite hold different
/// objects (a key set in one suite reads the views of that key in other suites again too, harmlessly).
enum AppStorageKeys {
    private static let registry = Registry()

    /// The publisher of `key` (in any store).
    static func publisher(for key: String, in store: UserDefaults) -> ObservableObjectPublisher {
        registry.publisher(for: key)
    }

    private final class Registry: @unchecked Sendable {
        private var publishers: [String: ObservableObjectPublisher] = [:]
        private let lock = NSLock()

        func publisher(for name: String) -> ObservableObjectPublisher {
            lock.withLock {
                if let publisher = publishers[name] { return publisher }
                let publisher = ObservableObjectPublisher()
                publishers[name] = publisher
                return publisher
            }
        }
    }
}
