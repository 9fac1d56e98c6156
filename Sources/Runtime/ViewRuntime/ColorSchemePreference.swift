import LayoutCore

/// `.preferredColorScheme(_:)`'s mark in the tree: the scheme the view asks its window for.
struct ColorSchemePreference: NodeMarker {
    let scheme: ColorScheme?

    /// The same preference keeps the last build's node.
    func handOver(to kept: any NodeMarker) -> Bool { (kept as? ColorSchemePreference)?.scheme == scheme }

    /// The scheme preferred by the first `.preferredColorScheme` on the root's chain of single-child views
    /// (where an app sets it: on its root view), or nil. The walk stops at the first view with several
    /// children, so it costs a few steps whatever the size of the tree; deeper preferences only set their
    /// own subtree's scheme.
    static func preferred(in root: Node) -> ColorScheme? {
        var node = root
        for _ in 0..<64 {
            if case .marker(let marker) = node.kind, let preference = marker as? ColorSchemePreference, let scheme = preference.scheme {
                return scheme
            }
            guard node.children.count == 1 else { return nil }
            node = node.children[0]
        }
        return nil
    }
}

extension View {
    /// Asks for `colorScheme` (nil: the system's) for this view and the window it is in, as SwiftUI's
    /// `preferredColorScheme(_:)`: the view and everything inside it resolve colours in that scheme, and
    /// on the root view it also turns the window's background black (dark) or white (light).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(value: colorScheme) { environment, scheme in
            if let scheme { environment.values.colorScheme = scheme }
        })
        .modifier(_RuntimeMarkerModifier(marker: ColorSchemePreference(scheme: colorScheme)))
    }
}
