import Foundation
import LayoutCore

/// Where a view is with respect to the visible region of the scroll view it is in, as SwiftUI's
/// `ScrollTransitionPhase` (iOS 17).
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Outside, or short of the threshold, at the top or leading edge.
    case topLeading
    /// Inside the visible region: the view's steady look.
    case identity
    /// Outside, or short of the threshold, at the bottom or trailing edge.
    case bottomTrailing

    /// Whether this is the `identity` phase.
    public var isIdentity: Bool { self == .identity }

    /// A number to multiply effects by: -1 at the top or leading edge, 0 inside, 1 at the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a scroll transition follows its view through the scroll view, as SwiftUI's
/// `ScrollTransitionConfiguration`: interpolated as the view scrolls (`.interactive`, the default), animated
/// when it crosses the threshold (`.animated`), or not at all (`.identity`).
public struct ScrollTransitionConfiguration: Sendable {
    enum Timing: Sendable {
        case interactive(UnitCurve)
        case animated(Animation)
        case identity
    }
    var timing: Timing
    var visibleThreshold = Threshold.visible

    /// Interpolates the effect as the view scrolls in and out, eased in and out.
    public static let interactive = ScrollTransitionConfiguration(timing: .interactive(.easeInOut))
    /// Interpolates the effect as the view scrolls in and out, paced by `timingCurve`: 0 where the view is
    /// just hidden, 1 where it reaches the threshold.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(timing: .interactive(timingCurve))
    }
    /// Changes phase when the view crosses the threshold, animating with `.default`.
    public static let animated = ScrollTransitionConfiguration(timing: .animated(.default))
    /// Changes phase when the view crosses the threshold, animating with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(timing: .animated(animation))
    }
    /// Leaves the view as it is.
    public static let identity = ScrollTransitionConfiguration(timing: .identity)

    /// This configuration with the view counted as shown from `threshold` on.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var configured = self
        configured.visibleThreshold = threshold
        return configured
    }

    /// This configuration animating its phase changes with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var configured = self
        configured.timing = .animated(animation)
        return configured
    }

    /// How far into the visible region a view must be to count as shown.
    public struct Threshold: Sendable {
        /// The progress (0: just hidden, 1: at the threshold) of a view spanning `view` along the axis in a
        /// visible region spanning `region`.
        let progress: @Sendable (_ view: ClosedRange<Double>, _ region: ClosedRange<Double>) -> Double

        /// Shown once all of it is visible (or it fills the visible region).
        public static let visible = Threshold.visible(1)
        /// Shown as soon as any of it is visible.
        public static let hidden = Threshold.visible(0)
        /// Shown only when centred in the visible region; the progress grows as its centre nears the region's.
        public static var centered: Threshold {
            Threshold { view, region in
                let distance = abs((view.lowerBound + view.upperBound) / 2 - (region.lowerBound + region.upperBound) / 2)
                let reach = (view.upperBound - view.lowerBound + region.upperBound - region.lowerBound) / 2
                return reach > 0 ? max(0, 1 - distance / reach) : 1
            }
        }
        /// Shown once `amount` of it (0...1, held to that range) is visible.
        public static func visible(_ amount: Double) -> Threshold {
            let amount = min(1, max(0, amount))
            return Threshold { view, region in
                let length = view.upperBound - view.lowerBound
                let overlap = min(view.upperBound, region.upperBound) - max(view.lowerBound, region.lowerBound)
                let visible = length > 0 ? max(0, overlap) / min(length, region.upperBound - region.lowerBound) : 1
                guard amount > 0 else { return visible > 0 ? 1 : 0 }
                return min(1, visible / amount)
            }
        }
        /// This threshold met `distance` points closer to the region's centre (farther for a negative distance).
        public func inset(by distance: Double) -> Threshold {
            let progress = self.progress
            return Threshold { view, region in
                let middle = (region.lowerBound + region.upperBound) / 2
                let lower = min(middle, region.lowerBound + distance), upper = max(middle, region.upperBound - distance)
                return progress(view, lower...upper)
            }
        }
        /// This threshold `amount` of the way to `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let mine = progress, theirs = other.progress
            return Threshold { view, region in mine(view, region) + (theirs(view, region) - mine(view, region)) * amount }
        }
    }
}

extension View {
    /// Changes how this view is drawn as it scrolls into and out of the visible region of its scroll view,
    /// as SwiftUI's `scrollTransition(_:axis:transition:)` (iOS 17): `transition` is given an
    /// `EmptyVisualEffect` and the view's phase, and returns the effects for that phase. `axis` is the scroll
    /// view's axis unless given. Layout is unchanged.
    public func scrollTransition<Effect: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                                       transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Effect)
        -> ModifiedContent<Self, _VisualEffectModifier> {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// The same, with one configuration for the top or leading edge and another for the bottom or trailing one.
    public func scrollTransition<Effect: VisualEffect>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                                       axis: Axis? = nil, transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Effect)
        -> ModifiedContent<Self, _VisualEffectModifier> {
        let animation: Animation? = {
            if case .animated(let animation) = topLeading.timing { return animation }
            if case .animated(let animation) = bottomTrailing.timing { return animation }
            return nil
        }()
        return modifier(_VisualEffectModifier(animation: animation) { geometry in
            ScrollTransitionPlacement(geometry: geometry, axis: axis)
                .layers(topLeading: topLeading, bottomTrailing: bottomTrailing) { transition(EmptyVisualEffect(), $0)._layers }
        })
    }
}

/// Where a scroll-transitioned view is along its scroll view's axis, and the effects that follow from it.
struct ScrollTransitionPlacement {
    let geometry: VisualEffectGeometry
    let axis: Axis?

    /// The effects for the view's place: the identity phase's inside the region, else the edge phase's,
    /// interpolated from the identity's by the progress (interactive) or at once (animated).
    func layers(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                effects: (ScrollTransitionPhase) -> _VisualEffectLayers) -> _VisualEffectLayers {
        let shown = effects(.identity)
        guard let region = geometry.scrollViewport else { return shown }
        let vertical = axis.map { $0 == .vertical } ?? !region.axes.contains(.horizontal)
        let frame = geometry.proxy.frame(in: .global)
        let view = vertical ? Double(frame.minY)...Double(frame.maxY) : Double(frame.minX)...Double(frame.maxX)
        let visible = vertical ? Double(region.frame.minY)...Double(region.frame.maxY) : Double(region.frame.minX)...Double(region.frame.maxX)
        let leading = view.lowerBound + view.upperBound < visible.lowerBound + visible.upperBound
        let configuration = leading ? topLeading : bottomTrailing
        let progress = configuration.visibleThreshold.progress(view, visible)
        let phase: ScrollTransitionPhase = leading ? .topLeading : .bottomTrailing
        switch configuration.timing {
        case .identity:
            return shown
        case .animated:
            return progress >= 1 ? shown : effects(phase)
        case .interactive(let curve):
            guard progress < 1 else { return shown }
            return shown.interpolated(to: effects(phase), amount: 1 - curve.value(at: progress))
        }
    }
}
