import Desktop
import Foundation
import Headless
import LayoutCore
import StudioCore
import ViewRuntime

/// The onion skin of the last transition that has ended and its overlay's drawing commands: the skin is
/// made once per transition, the overlay laid out once per skin and scene size.
struct OnionSkinCache {
    private var skin: (animation: RecordedAnimation, skin: OnionSkin)?
    private var overlay = LastLayout<OverlayKey>()

    private struct OverlayKey: Equatable {
        var animation: RecordedAnimation
        var host: LayoutHost
    }

    /// The onion skin of the last transition of `graph` that has ended, nil before one has.
    mutating func skin(in graph: ViewGraph) -> (animation: RecordedAnimation, skin: OnionSkin)? {
        guard let last = graph.recordedAnimations.last(where: { $0.end <= graph.time }) else { return nil }
        if let skin, skin.animation == last { return skin }
        skin = (last, OnionSkin(of: last, in: graph))
        return skin
    }

    /// The drawing commands of the onion skin over a scene of `host`, laid out by `engine`; nil before a
    /// transition has ended.
    mutating func overlay(in graph: ViewGraph, host: LayoutHost, engine: LayoutEngine) -> DisplayList? {
        guard let (animation, skin) = skin(in: graph) else { return nil }
        return overlay.list(for: OverlayKey(animation: animation, host: host)) {
            engine.layout(OnionSkinOverlay(skin: skin), in: host).displayList()
        }
    }
}
