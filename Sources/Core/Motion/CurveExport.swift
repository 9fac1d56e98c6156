import Foundation

/// A framework whose animation code `AnimationSpec.export(to:)` writes.
package enum ExportTarget: String, CaseIterable, Sendable {
    /// SwiftUI's `Animation`.
    case swiftui
    /// CSS transitions and animations.
    case css
    /// Jetpack Compose's `AnimationSpec`.
    case compose
    /// Flutter's `Curve` and physics simulations.
    case flutter
}

/// A curve written for another framework: the code, and how far its motion is from HeroSim's.
package struct CurveExport: Hashable, Sendable {
    /// The framework.
    package var target: ExportTarget
    /// Code to paste, one or more lines.
    package var code: String
    /// The largest difference in progress (0 to 1 is the whole distance) between HeroSim's curve and the
    /// exported one at any time of the animation (`MaximumDifference`: never below the true maximum by more
    /// than `MaximumDifference.tolerance`).
    package var maximumError: Double
    /// What the export changes, when it is not exact ("fitted cubic Bézier", ...), or nil.
    package var note: String?
}

/// The motion an exported spelling produces, as a function of normalised time, used to measure its error.
struct ExportedMotion {
    let code: String
    let progress: (Double) -> Double
    let note: String?
    /// Where `progress` is not smooth (the stops of straight segments, the jumps of steps).
    var breakpoints: [Double] = []
}

extension AnimationSpec {
    /// The closest equivalent of this curve in `target`'s own API, with its largest error.
    package func export(to target: ExportTarget) -> CurveExport {
        let duration = self.duration
        let ours: (Double) -> Double = { self.value(at: $0 * duration) }
        let motion: ExportedMotion
        switch target {
        case .swiftui: motion = swiftUIExport(duration: duration)
        case .css: motion = cssExport(duration: duration)
        case .compose: motion = composeExport(duration: duration)
        case .flutter: motion = flutterExport(duration: duration)
        }
        let error = CurveFitting.maximumError(ours, motion.progress, breakpoints: breakpoints + motion.breakpoints)
        return CurveExport(target: target, code: motion.code, maximumError: error, note: motion.note)
    }

    /// The progress function of this spec over normalised time.
    var normalisedProgress: (Double) -> Double {
        let duration = self.duration
        return { self.value(at: $0 * duration) }
    }

    /// A fitted Bézier, as an exported motion written by `spell`.
    func fittedBezier(_ spell: (CubicBezier) -> String, note: String) -> ExportedMotion {
        let bezier = CurveFitting.bezier(fitting: normalisedProgress)
        return ExportedMotion(code: spell(bezier), progress: bezier.value(at:), note: note)
    }

    /// A fitted Bézier written by `spell` when it is within 0.002 of the curve (one line, and usually closer
    /// than stops), else `otherwise`.
    func bezierIfClose(_ spell: (CubicBezier) -> String, framework: String, otherwise: () -> ExportedMotion) -> ExportedMotion {
        let fitted = fittedBezier(spell, note: "fitted cubic Bézier: \(framework) has no \(curveName)")
        return CurveFitting.maximumError(normalisedProgress, fitted.progress, breakpoints: breakpoints) <= 0.002 ? fitted : otherwise()
    }

    /// Sampled stops, as an exported motion written by `spell`.
    func sampledStops(_ spell: ([(output: Double, input: Double)]) -> String, note: String) -> ExportedMotion {
        let stops = CurveFitting.stops(fitting: normalisedProgress, breakpoints: breakpoints)
        let curve = PiecewiseLinear(stops: stops.map { ($0.output, $0.input) })
        return ExportedMotion(code: spell(stops), progress: curve.value(at:), note: note, breakpoints: stops.map(\.input))
    }
}

extension Double {
    /// Milliseconds, rounded to whole ones.
    var milliseconds: Int { Int((self * 1000).rounded()) }
}
