import Desktop
import Foundation
import LayoutCore

/// What docks under the scene, laid out as little as possible: the panel's layout once per window width;
/// the panel's still layer again only when the transitions, the lint, the axis or the size changed; its live
/// layer (and the badge's strip) when what it shows did.
struct InspectorDockCache {
    /// The panel's layout for the last width asked for.
    private var panelLayout: InspectorPanelLayout?
    /// The still layer last laid out, and the live layer (or the strip).
    private var still = LastLayout<StillKey>()
    private var dock = LastLayout<DockKey>()

    /// What the panel's still layer showed: equal keys draw the same commands.
    private struct StillKey: Equatable {
        var panel: InspectorPanel.StillKey
        var size: CGSize
    }

    /// What the dock under the scene showed: equal keys draw the same commands.
    private struct DockKey: Equatable {
        var model: InspectorModel?
        var badge: String?
        var layout: InspectorPanelLayout?
        var size: CGSize
    }

    /// The panel's layout in a window `width` wide, its texts measured by `measurer`.
    mutating func panelLayout(width: CGFloat, measurer: any ContentMeasurer) -> InspectorPanelLayout {
        if let panelLayout, panelLayout.width == width { return panelLayout }
        let layout = InspectorPanelLayout(width: width, measurer: measurer)
        panelLayout = layout
        return layout
    }

    /// The drawing commands of the dock in a host of the dock's size: the panel showing `model` (nil when
    /// the panel is hidden), or the strip of `badge`; nil when neither shows.
    mutating func list(model: InspectorModel?, badge: String?, in host: LayoutHost, engine: LayoutEngine) -> DisplayList? {
        guard model != nil || badge != nil else { return nil }
        let measurer = engine.measurer
        let layout = model == nil ? nil : panelLayout(width: host.size.width, measurer: measurer)
        let key = DockKey(model: model, badge: badge, layout: layout, size: host.size)
        let live = dock.list(for: key) {
            let panel = model.flatMap { model in layout.map { InspectorPanel(model: model, layout: $0, measurer: measurer, layer: .live) } }
            return engine.layout(InspectorDock(panel: panel, badge: badge, width: host.size.width), in: host).displayList()
        }
        guard let model, let layout else { return live }
        var list = still.list(for: StillKey(panel: InspectorPanel.StillKey(model, layout: layout), size: host.size)) {
            let panel = InspectorPanel(model: model, layout: layout, measurer: measurer, layer: .still)
            return engine.layout(InspectorDock(panel: panel, badge: badge, width: host.size.width), in: host).displayList()
        }
        list.items += live.items
        list.drawOrder += live.drawOrder
        return list
    }
}
