import Foundation
import LayoutCore
import Motion
import ViewRuntime
import Yams

extension HeroConfig {
    /// The commented default config, also shipped as `Assets/herosim.yaml`.
    public static let defaultFileText = """
    # HeroSim configuration. Every key is optional; the values below are the defaults.
    # Run `herosim demo --config FILE` to use your own copy; the demo reloads it when it changes.

    window:
      width: 1280          # points
      height: 800

    grid:
      minimumCellWidth: 150   # columns adapt: as many as fit at this width or more
      spacing: 16

    overlay:
      margin: 40              # space between the full-screen card and the window edge
      backdropOpacity: 0.45   # how dark the backdrop gets when a card is presented

    transitions:
      # A curve in CSS or Swift spelling with an optional duration (350ms, 0.35s: with its unit), or a spring:
      #   ease-in-out 350ms · cubic-bezier(.2, .8, .2, 1) 0.4s · steps(4, jump-end) 0.3s
      #   linear(0, 0.25 75%, 1) · easeOutBounce 0.6s · snappy · bouncy
      #   "spring(response: 0.5, dampingFraction: 0.8)" · "spring(duration: 0.5, bounce: 0.3)"
      #   SwiftUI as written in Swift: ".easeInOut(duration: 0.3)" · .snappy · ".spring(duration: 0.5, bounce: 0.3)"
      # Quote a value that contains ': '. `herosim curve --list` lists every curve.
      present: easeInOut 350ms
      dismiss: easeInOut 350ms
      interruption: retrace   # a tap mid-flight: retrace, retarget (keep velocity), restart (from rest), additive (SwiftUI)
      path: straight          # how a flying card travels: straight, or arc (Flutter's MaterialRectArcTween)

    # Scenes (`herosim demo --scene NAME`, `herosim render --scene NAME`): replace the animations a
    # scene's code asks for, without recompiling. `all` replaces every animation; a SwiftUI name
    # (default, linear, easeIn, easeOut, easeInOut, timingCurve, spring, interpolatingSpring, smooth,
    # snappy, bouncy) replaces the animations made with it, and wins over `all`. For example:
    # animations:
    #   default: "spring(duration: 0.8, bounce: 0.2)"
    #   easeInOut: ease-in-out 600ms

    lint:                     # what `herosim lint` lets through
      maximumJump: 0.25       # a flying view's largest move between frames, as a fraction of the window's diagonal
      geometryTolerance: 0.5  # points between a flight's ends and where its source is and the view comes to rest
      maximumRadiusStep: 4    # points a visible corner radius (or clip radius) may change between frames
      aspectRatioDrift: 0.02  # how far a flight's aspect ratio may stray when it starts and ends with the same one
      handOffTolerance: 2     # per-channel levels (0-255) between a transition's last instant and the settled scene

    # inspector:
    #   speed: 0.5            # one more speed for S in the window, besides 100, 25 and 10 %

    """

    /// Parses a config file's text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(ConfigError) -> HeroConfig {
        let reader = YAMLReader(file: file)
        var config = HeroConfig()
        for (section, node) in try reader.mapping(try reader.root(text), key: nil, allowed: ["window", "grid", "overlay", "transitions", "animations", "lint", "inspector"]) {
            switch section {
            case "lint":
                let keys = ["maximumJump", "geometryTolerance", "maximumRadiusStep", "aspectRatioDrift", "handOffTolerance"]
                for (key, value) in try reader.mapping(node, key: section, allowed: keys) {
                    switch key {
                    case "maximumJump": config.lint.maximumJump = try reader.number(value, key: "lint.\(key)", in: 0.001...1)
                    case "geometryTolerance": config.lint.geometryTolerance = try reader.number(value, key: "lint.\(key)", in: 0...100)
                    case "maximumRadiusStep": config.lint.maximumRadiusStep = try reader.number(value, key: "lint.\(key)", in: 0...1000)
                    case "aspectRatioDrift": config.lint.aspectRatioDrift = try reader.number(value, key: "lint.\(key)", in: 0...1)
                    default:
                        let levels = try reader.number(value, key: "lint.\(key)", in: 0...255)
                        guard levels == levels.rounded() else {
                            throw ConfigError(file: reader.file, line: value.mark?.line, key: "lint.\(key)", message: "expected a whole number of levels from 0 to 255, got \(levels.formatted())")
                        }
                        config.lint.handOffTolerance = Int(levels)
                    }
                }
            case "window":
                for (key, value) in try reader.mapping(node, key: section, allowed: ["width", "height"]) {
                    let n = try reader.number(value, key: "window.\(key)", in: 160...LayoutLimits.sideLength.upperBound)
                    if key == "width" { config.windowSize.width = n } else { config.windowSize.height = n }
                }
            case "grid":
                for (key, value) in try reader.mapping(node, key: section, allowed: ["minimumCellWidth", "spacing"]) {
                    if key == "minimumCellWidth" {
                        config.minimumCellWidth = try reader.number(value, key: "grid.\(key)", in: 24...2048)
                    } else {
                        config.gridSpacing = try reader.number(value, key: "grid.\(key)", in: 0...256)
                    }
                }
            case "overlay":
                for (key, value) in try reader.mapping(node, key: section, allowed: ["margin", "backdropOpacity"]) {
                    if key == "margin" {
                        config.overlayMargin = try reader.number(value, key: "overlay.\(key)", in: 0...1024)
                    } else {
                        config.backdropOpacity = try reader.number(value, key: "overlay.\(key)", in: 0...1)
                    }
                }
            case "animations":
                for (key, value) in try reader.mapping(node, key: section, allowed: ["all"] + Animation.names) {
                    let spec = try curve(value, key: "animations.\(key)", reader: reader)
                    if key == "all" { config.animations.all = spec } else { config.animations.byName[key] = spec }
                }
            case "inspector":
                for (_, value) in try reader.mapping(node, key: section, allowed: ["speed"]) {
                    config.inspectorSpeed = try reader.number(value, key: "inspector.speed", in: 0.01...4)
                }
            default:
                for (key, value) in try reader.mapping(node, key: section, allowed: ["present", "dismiss", "interruption", "path"]) {
                    switch key {
                    case "interruption": config.interruption = try choice(value, key: "transitions.\(key)", reader: reader)
                    case "path": config.path = try choice(value, key: "transitions.\(key)", reader: reader)
                    default:
                        let spec = try curve(value, key: "transitions.\(key)", reader: reader)
                        if key == "present" { config.present = spec } else { config.dismiss = spec }
                    }
                }
            }
        }
        return config
    }

    /// One of the values of `Choice`, by name; an error lists them.
    private static func choice<Choice: RawRepresentable & CaseIterable>(_ node: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> Choice
    where Choice.RawValue == String {
        let text = try reader.string(node, key: key)
        guard let value = Choice(rawValue: text) else {
            throw ConfigError(file: reader.file, line: node.mark?.line, key: key,
                              message: "expected one of \(Choice.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'")
        }
        return value
    }

    /// Reads and parses the config file at `path`.
    public static func load(path: String) throws(ConfigError) -> HeroConfig {
        try parse(try TextFile.read(path, what: "config"), file: path)
    }

    private static func curve(_ node: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> AnimationSpec {
        let text = try reader.string(node, key: key)
        do {
            return try AnimationSpec.parse(text)
        } catch {
            throw ConfigError(file: reader.file, line: node.mark?.line, key: key, message: "'\(text)': \(error)")
        }
    }
}
