import ArgumentParser
import Foundation
import Motion
import Raster
import Studio

/// `herosim curve`: evaluates, lists and plots timing curves and springs.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Evaluate, list or plot an easing curve or spring.",
        discussion: """
        SPEC is one curve in CSS or Swift spelling with an optional duration (with its unit: 350ms or 0.35s), \
        for example 'ease-in-out 350ms', 'cubic-bezier(.2, .8, .2, 1) 0.4s', 'steps(4, jump-end) 0.3s', \
        'linear(0, 0.25 75%, 1)', 'easeOutBounce 0.6s', 'spring(response: 0.5, dampingFraction: 0.8)', \
        'spring(duration: 0.5, bounce: 0.3)', 'spring(mass: 1, stiffness: 170, damping: 15)', 'snappy'. \
        SwiftUI's animations also read as written in Swift: '.easeInOut(duration: 0.3)', \
        'Animation.spring(response: 0.5, dampingFraction: 0.8)', '.snappy', '.easeIn.speed(2)'.

        --at takes times in seconds for springs and for curves given a duration, else normalised progress.

        --export writes the closest equivalent in SwiftUI, CSS, Jetpack Compose or Flutter (or all four), \
        with the largest difference in progress from HeroSim's curve at any time (rounded up to 4 decimals): \
        exact where the framework has the same curve, else a fitted cubic Bézier or sampled straight segments.
        """)

    @Argument(help: "The curve, e.g. 'ease-in-out 350ms'.")
    var spec: String?

    @Option(name: .long, parsing: .unconditional, help: "Comma-separated points to evaluate, e.g. 0.1,0.25,0.5 or -0.5 (before the start).")
    var at: String?

    @Flag(name: .long, help: "Print JSON objects with time, value and velocity.")
    var json = false

    @Flag(name: .long, help: "List every named curve and function form.")
    var list = false

    @Option(name: .long, help: "Draw the curve and its velocity into this PNG.")
    var plot: String?

    @Option(name: .long, help: "Write the curve for another framework: swiftui, css, compose, flutter or all.")
    var export: String?

    /// Checks the arguments while parsing, so that a problem is reported with this command's usage.
    func validate() throws {
        if !list, spec == nil { throw ValidationError("give a curve, e.g. herosim curve 'ease-in-out 350ms' --at 0.5, or --list") }
        _ = try points()
        _ = try exportTargets()
    }

    /// The frameworks `--export` names, if given.
    func exportTargets() throws -> [ExportTarget]? {
        guard let export else { return nil }
        if export == "all" { return ExportTarget.allCases }
        return try export.split(separator: ",").map { name in
            guard let target = ExportTarget(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw ValidationError("--export expects swiftui, css, compose, flutter or all, got '\(name)'")
            }
            return target
        }
    }

    /// The values of `--at`, if given.
    func points() throws -> [Double]? {
        guard let at else { return nil }
        var points: [Double] = []
        for part in at.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Double(part.trimmingCharacters(in: .whitespaces)), value.isFinite else {
                throw ValidationError("--at expects comma-separated numbers, got '\(part)'")
            }
            points.append(value)
        }
        return points
    }

    func run() throws {
        Interruption.prepare(writing: [plot])
        if list {
            AnimationSpec.namedCurves.forEach { print($0) }
            AnimationSpec.curveFunctions.forEach { print($0) }
            return
        }
        guard let spec else { return }
        let parsed: (spec: AnimationSpec, hasDuration: Bool)
        do { parsed = try AnimationSpec.parseDetailed(spec) } catch {
            throw UserFacingError(message: "'\(spec)': \(error)")
        }
        let curve = parsed.spec
        let inSeconds = parsed.hasDuration
        func evaluate(_ x: Double) -> (value: Double, velocity: Double) {
            if inSeconds { return (curve.value(at: x), curve.velocity(at: x)) }
            guard case .curve(let timing, _) = curve else { return (curve.value(at: x), curve.velocity(at: x)) }
            return (timing.value(at: x), timing.slope(at: x))
        }
        if let points = try points() {
            for x in points {
                let (value, velocity) = evaluate(x)
                if json {
                    print("{\"\(inSeconds ? "time" : "progress")\": \(x), \"value\": \(value), \"velocity\": \(velocity)}")
                } else {
                    print(value)
                }
            }
        }
        if let plot {
            let end = inSeconds ? curve.duration : 1
            let samples = (0...600).map { i -> (x: Double, value: Double, velocity: Double) in
                let x = end * Double(i) / 600
                let (value, velocity) = evaluate(x)
                return (x, value, velocity)
            }
            let image = CurvePlot(title: curve.description, xLabel: inSeconds ? "time (s)" : "progress", samples: samples).render()
            try image.writePNG(to: plot)
            print("Wrote \(plot)")
        }
        if let targets = try exportTargets() {
            for (index, target) in targets.enumerated() {
                let exported = curve.export(to: target)
                // Rounded up, so that the printed error is never below the true one.
                let exactness = exported.note == nil && exported.maximumError < 1e-9 ? "exact"
                    : "max error \(String(format: "%.4f", (exported.maximumError * 10_000).rounded(.up) / 10_000))"
                if index > 0 { print() }
                print("\(target.title) (\(exactness)\(exported.note.map { "; \($0)" } ?? "")):")
                print(exported.code)
            }
        }
        if at == nil && plot == nil && export == nil { print(curve.description) }
    }
}

extension ExportTarget {
    /// The framework's name as people write it.
    var title: String {
        switch self {
        case .swiftui: return "SwiftUI"
        case .css: return "CSS"
        case .compose: return "Jetpack Compose"
        case .flutter: return "Flutter"
        }
    }
}
