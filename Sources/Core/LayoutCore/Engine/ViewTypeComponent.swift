import Foundation

/// The names of view types without their generic arguments, worked out once per type: the runtime's
/// reflection is slow, and traces name the same types every frame.
final class ViewTypeNames: @unchecked Sendable {
    static let shared = ViewTypeNames()
    private let lock = NSLock()
    private var names: [ObjectIdentifier: String] = [:]

    func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let name = names[key] { return name }
        let full = String(describing: type)
        let name = full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
        names[key] = name
        return name
    }
}

/// A view's type as a component of a `ViewPath`: equal for the same type, and described by the type's
/// name without its generic arguments (`ModifiedContent`, `CardView`), the same in every run.
package struct ViewTypeComponent: Hashable, CustomStringConvertible {
    /// The type.
    let type: Any.Type

    package init(_ type: Any.Type) { self.type = type }

    package static func == (lhs: ViewTypeComponent, rhs: ViewTypeComponent) -> Bool { lhs.type == rhs.type }

    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }

    package var description: String { ViewTypeNames.shared.name(of: type) }

    /// Whether the type is a view the user wrote (a custom `View` with a body of its own), not one of the
    /// library's primitives or built-in views.
    package var isUserView: Bool { !(type is any PrimitiveView.Type) && !(type is any BuiltInView.Type) }
}
