import LayoutCore

extension View {
    /// Runs `action` with this view's combined value for `key` when the view appears and whenever the value
    /// changes after an update, as SwiftUI's `.onPreferenceChange(_:perform:)`: values set inside geometry
    /// readers count, as laid out.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
        -> ModifiedContent<Self, _RuntimeMarkerModifier> where K.Value: Equatable {
        let marker = GeometryChangeMarker(reading: { placed in PreferenceValues.value(K.self, in: placed) ?? K.defaultValue },
                                          action: { _, new in action(new) })
        return modifier(_RuntimeMarkerModifier(marker: marker))
    }
}
