import LayoutCore

extension View {
    /// A count shown with this view, as SwiftUI's `badge(_:)`: on a tab's view, a red badge on its tab bar
    /// item; on a list row, in grey at the row's trailing edge. Zero shows nothing.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(label: count == 0 ? nil : Text("\(count)")))
    }

    /// A label shown with this view (nil shows nothing), as SwiftUI's `badge(_:)`.
    public func badge(_ label: Text?) -> some View { modifier(BadgeModifier(label: label)) }

    /// A string shown with this view (nil shows nothing), as SwiftUI's `badge(_:)`.
    public func badge<S: StringProtocol>(_ label: S?) -> some View { modifier(BadgeModifier(label: label.map { Text(String($0)) })) }
}

/// The badge of a tab, found by the tab view with the tab's other markers.
struct BadgeMarker: NodeMarker {
    let label: Text?
}

/// `badge(_:)`: in a list, the row with the label trailing in the secondary colour; elsewhere the view,
/// marked for its tab bar item.
struct BadgeModifier: ViewModifier {
    let label: Text?
    @Environment(\.isInList) private var isInList

    func body(content: Content) -> some View {
        if isInList, let label {
            HStack {
                content
                Spacer()
                label.foregroundStyle(.secondary)
            }
        } else {
            content.modifier(_RuntimeMarkerModifier(marker: BadgeMarker(label: label)))
        }
    }
}

/// UIKit's tab bar badge: white 13-point text on a red capsule at least 18 points across, its centre 14
/// points right of the icon's centre, at the icon's top.
struct TabBadge: View, BuiltInView {
    let label: Text

    var body: some View {
        label
            .font(.system(size: 13))
            .foregroundStyle(Color.white)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color(hex: 0xFF3B30)))
            .offset(x: 14, y: -4)
    }
}
