import Desktop
import Foundation
import LayoutCore

/// What docks under the scene: the panel when the inspector is shown, else the badge's strip while time is
/// not normal, else nothing. Laid out in the whole window, it sits at the bottom, below the scene.
struct InspectorDock: View {
    let panel: InspectorPanel?
    let badge: String?
    let width: CGFloat

    /// The height the dock adds under the scene.
    static func height(panel: InspectorPanelLayout?, badge: String?) -> CGFloat {
        panel?.height ?? (badge == nil ? 0 : InspectorBadgeStrip.height)
    }

    var body: some View {
        Group {
            if let panel {
                panel
            } else if let badge {
                InspectorBadgeStrip(text: badge, width: width)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
}
