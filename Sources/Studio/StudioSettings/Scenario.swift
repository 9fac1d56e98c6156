import Foundation

/// A scripted run: inputs at given times, then frames sampled at a fixed rate.
public struct Scenario: Hashable, Sendable, Codable {
    /// One timed input.
    public struct Step: Hashable, Sendable, Codable {
        /// When the input happens, in seconds from the start.
        public var time: Double
        /// What happens.
        public var input: ScenarioInput
        /// Creates a step.
        public init(time: Double, input: ScenarioInput) {
            self.time = time
            self.input = input
        }
    }

    /// The scenario's name.
    public var name: String
    /// The inputs, in time order.
    public var steps: [Step]
    /// How long the run lasts, in seconds.
    public var duration: Double
    /// The window size, if the scenario sets one.
    public var size: CGSize?
    /// Frames per second, if the scenario sets it.
    public var fps: Double?

    /// A scenario named `name` of `steps` lasting `duration` seconds, with the window size and frame rate it sets.
    public init(name: String, steps: [Step], duration: Double, size: CGSize?, fps: Double?) {
        self.name = name
        self.steps = steps
        self.duration = duration
        self.size = size
        self.fps = fps
    }
}

/// The keys a scenario can press (the keys the window hosts deliver).
public enum ScenarioKey: String, Hashable, Sendable, CaseIterable, Codable {
    /// Escape.
    case escape
    /// Return.
    case `return`
    /// The space bar.
    case space
    /// The arrow keys.
    case left, right, up, down
}

/// A scripted input, with icons named by index.
public enum ScenarioInput: Hashable, Sendable, Codable {
    /// Tap the centre of icon N's cell.
    case tapIcon(Int)
    /// Tap a point.
    case tapPoint(CGPoint)
    /// Tap the centre of the view drawn with this matched-geometry id or `.id` (compared as text).
    case tapID(String)
    /// Press a key.
    case key(ScenarioKey)
    /// Resize the window.
    case resize(CGSize)
    /// Drag from a point or a view's centre to a point or by an offset, over `duration` seconds
    /// (`HeadlessHost.drag(from:to:duration:)`).
    case drag(from: ScenarioTarget, to: ScenarioDragEnd, duration: Double)
    /// Press a point or a view's centre for `duration` seconds (`HeadlessHost.press(at:duration:)`).
    case press(ScenarioTarget, duration: Double)
    /// Pinch centred on a point or a view's centre from scale 1 to `scale` over `duration` seconds
    /// (`HeadlessHost.pinch(at:scale:duration:)`).
    case pinch(ScenarioTarget, scale: Double, duration: Double)
    /// Scroll the innermost scroll view under a point or a view's centre by an offset in points (positive:
    /// down and right), at once, as a mouse wheel does (`HeadlessHost.scroll(by:at:)`).
    case scroll(ScenarioTarget, by: CGSize)
}

/// Where a scripted drag, press or pinch starts: a point, or the centre of a view where it is drawn then.
public enum ScenarioTarget: Hashable, Sendable, Codable {
    /// A point of the window.
    case point(CGPoint)
    /// The centre of the view drawn with this matched-geometry id or `.id` (compared as text).
    case id(String)
}

/// Where a scripted drag ends: a point of the window, or an offset from where it started.
public enum ScenarioDragEnd: Hashable, Sendable, Codable {
    /// A point of the window.
    case point(CGPoint)
    /// This far from where the drag started.
    case offset(CGSize)
}
