import LayoutCore

extension View {
    /// Runs `action` when this view appears: after the update that first lays it out, before that
    /// update's first frame is drawn, as SwiftUI's `.onAppear`. State it changes is drawn in that frame.
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: LifecycleMarker(onAppear: action)))
    }

    /// Runs `action` when this view leaves the tree: after the update that removes it (a removal
    /// transition may still be drawing it), as SwiftUI's `.onDisappear`.
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: LifecycleMarker(onDisappear: action)))
    }

    /// Runs `action` with the old and the new value after an update in which `value` changed (and, with
    /// `initial`, when the view appears, with the value as both), as SwiftUI's `.onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void)
        -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: ChangeMarker(value: value, initial: initial, action: action)))
    }

    /// Runs `action` after an update in which `value` changed (and, with `initial`, when the view
    /// appears), as SwiftUI's `.onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value after an update in which `value` changed, as SwiftUI's
    /// `.onChange(of:perform:)` (deprecated in iOS 17, still common).
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        onChange(of: value, initial: false) { _, new in action(new) }
    }

    /// Runs `action` with the value `transform` reads from this view's geometry when the view appears and
    /// whenever that value changes after an update, as SwiftUI's `.onGeometryChange(for:of:action:)`: the
    /// frame, size and safe-area insets as laid out (not as an animation draws them).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        onGeometryChange(for: type, of: transform) { _, new in action(new) }
    }

    /// Runs `action` with the value before and after, as SwiftUI's `.onGeometryChange(for:of:action:)` with
    /// two values; when the view appears both are the first value.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: GeometryChangeMarker(transform: transform, action: action)))
    }
}
