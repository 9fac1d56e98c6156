import LayoutCore

/// A container that plays keyframes over a value and builds its content with the value at each frame,
/// as SwiftUI's `KeyframeAnimator`.
///
/// The value at a frame is the keyframes' value at that frame's time, worked out from the time alone
/// (`KeyframeTimeline`); the content is built again for every frame while the keyframes run, because the
/// body reads the graph's `FrameClock` (through `GraphTime`), which the graph moves before each frame.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    private let initialValue: Value
    private let trigger: PhaseTrigger?
    private let repeating: Bool
    private let content: (Value) -> Content
    private let keyframes: (Value) -> KeyframePath
    /// The run under way: when it started and from which value; nil before the first.
    @State private var run: KeyframeRun<Value>?
    /// The value last shown, where a new run starts.
    @State private var shown = KeyframeShown<Value>()
    /// The graph's time, read by the body while keyframes run.
    private let graphTime = GraphTime()
    private var clock: FrameClock? { graphTime.clock }

    /// Plays the keyframes from the value shown each time `trigger` changes; shows `initialValue` until
    /// the first change and the keyframes' last value after each run.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = PhaseTrigger(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops the keyframes from `initialValue`, from when the view appears, while `repeating`; when not,
    /// shows the value at the start of the keyframes.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// The content built with the value at the graph's time.
    public var body: some View {
        let value = currentValue
        shown.value = value
        return content(value)
            .onAppear { if trigger == nil, repeating { start(from: initialValue) } }
            .onChange(of: trigger) { start(from: shown.value ?? initialValue) }
            .onChange(of: repeating) { if trigger == nil { repeating ? start(from: initialValue) : (run = nil) } }
    }

    /// The keyframes' value now (reading the clock, so the body is read again at the next frame while they run).
    private var currentValue: Value {
        guard let run, let clock else {
            // Not started (or not repeating): SwiftUI shows the value at the start of the keyframes.
            return trigger == nil ? KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue)).value(time: 0) : initialValue
        }
        let timeline = KeyframeTimeline(initialValue: run.from, keyframes: keyframes(run.from))
        let duration = timeline.duration
        let now = clock.time(requestingFramesUntil: repeating && duration > 0 ? .infinity : run.start + duration)
        let elapsed = now - run.start
        guard repeating, duration > 0 else { return timeline.value(time: elapsed) }
        return timeline.value(time: elapsed.truncatingRemainder(dividingBy: duration))
    }

    private func start(from value: Value) {
        guard let clock else { return }
        run = KeyframeRun(start: clock.now, from: value)
    }
}

/// When a `KeyframeAnimator`'s run started and from which value.
struct KeyframeRun<Value> {
    let start: Double
    let from: Value
}

/// The value a `KeyframeAnimator` showed last (a box its body writes, so a change of it builds nothing).
final class KeyframeShown<Value> {
    var value: Value?
}

extension View {
    /// Plays keyframes over a value each time `trigger` changes and builds `content` with this view and
    /// the value at each frame, as SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
    public func keyframeAnimator<Value, Modified: View, KeyframePath: Keyframes>(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Self, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) -> KeyframeAnimator<Value, KeyframePath, Modified>
        where KeyframePath.Value == Value {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { [self] in content(self, $0) }, keyframes: keyframes)
    }

    /// Plays keyframes over a value from when this view appears (over and over when `repeating`), as
    /// SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
    public func keyframeAnimator<Value, Modified: View, KeyframePath: Keyframes>(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Self, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) -> KeyframeAnimator<Value, KeyframePath, Modified>
        where KeyframePath.Value == Value {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { [self] in content(self, $0) }, keyframes: keyframes)
    }
}
