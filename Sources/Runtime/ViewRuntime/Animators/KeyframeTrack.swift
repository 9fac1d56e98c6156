import LayoutCore

/// A set of keyframe tracks over a value, as SwiftUI's `Keyframes`.
public protocol Keyframes<Value> {
    /// The value the tracks animate.
    associatedtype Value
    /// HeroSim: the tracks, each animating one property of the value independently.
    var _tracks: [_AnyKeyframeTrack<Value>] { get }
}

/// One track with its property's type hidden: how long it lasts and what it does to the value at a time.
public struct _AnyKeyframeTrack<Root> {
    let duration: (Root) -> Double
    let apply: (inout Root, _ start: Root, _ time: Double) -> Void
}

/// Keyframes for one property of a value (or for the whole value), as SwiftUI's `KeyframeTrack`.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    private let keyPath: WritableKeyPath<Root, Value>
    private let content: Content

    /// Keyframes for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \.self
        self.content = content()
    }

    /// HeroSim: this track.
    public var _tracks: [_AnyKeyframeTrack<Root>] {
        let keyPath = keyPath, keyframes = content._keyframes
        return [AnyKeyframeTrack(duration: { KeyframeSegments(from: $0[keyPath: keyPath], keyframes: keyframes).duration },
                                 apply: { root, start, time in
                                     let segments = KeyframeSegments(from: start[keyPath: keyPath], keyframes: keyframes)
                                     root[keyPath: keyPath].animatableData = segments.value(at: time)
                                 })]
    }
}

/// Tracks listed one after another (what `KeyframesBuilder` makes). Keyframes written without a
/// `KeyframeTrack` make one track over the whole value, in the order written.
public struct _KeyframeTrackList<Value>: Keyframes {
    let tracks: [AnyKeyframeTrack<Value>]
    /// The keyframes written without a track, and how to make their track.
    let bare: BareKeyframes<Value>?

    /// HeroSim: the tracks.
    public var _tracks: [_AnyKeyframeTrack<Value>] { tracks + (bare.map { [$0.track()] } ?? []) }

    /// These tracks followed by `other`'s (the bare keyframes of both joined in one track).
    func appending(_ other: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> {
        let joined: BareKeyframes<Value>? = switch (bare, other.bare) {
        case (let a?, let b?): a.appending(b)
        case (let a, let b): a ?? b
        }
        return KeyframeTrackList(tracks: tracks + other.tracks, bare: joined)
    }
}

/// Keyframes for a whole value written without a `KeyframeTrack`.
struct BareKeyframes<Value> {
    let track: () -> AnyKeyframeTrack<Value>
    let appending: (BareKeyframes<Value>) -> BareKeyframes<Value>
    let keyframes: [Any]
}

extension BareKeyframes where Value: Animatable {
    init(_ keyframes: [Keyframe<Value>]) {
        self.keyframes = keyframes
        track = { KeyframeTrack { KeyframeList(_keyframes: keyframes) }._tracks[0] }
        appending = { other in BareKeyframes(keyframes + other.keyframes.compactMap { $0 as? Keyframe<Value> }) }
    }
}

/// Builds a value's keyframes from its tracks, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// One track (or set of tracks).
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTrackList<Value> where K.Value == Value {
        KeyframeTrackList(tracks: keyframes._tracks, bare: nil)
    }
    /// Keyframes for the whole value, written without a `KeyframeTrack`.
    public static func buildExpression<K: KeyframeTrackContent>(_ content: K) -> _KeyframeTrackList<Value> where K.Value == Value, Value: Animatable {
        KeyframeTrackList(tracks: [], bare: BareKeyframes(content._keyframes))
    }
    /// Tracks side by side (each runs from the start).
    public static func buildBlock(_ parts: _KeyframeTrackList<Value>...) -> _KeyframeTrackList<Value> {
        parts.reduce(KeyframeTrackList(tracks: [], bare: nil)) { $0.appending($1) }
    }
    /// An `if` without `else`.
    public static func buildOptional(_ part: _KeyframeTrackList<Value>?) -> _KeyframeTrackList<Value> { part ?? _KeyframeTrackList(tracks: [], bare: nil) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: _KeyframeTrackList<Value>) -> _KeyframeTrackList<Value> { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: _KeyframeTrackList<Value>) -> _KeyframeTrackList<Value> { second }
}

/// A value's keyframes over time, as SwiftUI's `KeyframeTimeline`: the value at any time, worked out
/// from the time alone.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [AnyKeyframeTrack<Value>]

    /// The timeline of `content`'s tracks, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content()._tracks
    }

    /// The timeline of `keyframes`, starting from `initialValue`.
    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = keyframes._tracks
    }

    /// How long the longest track lasts, in seconds.
    public var duration: Double { tracks.map { $0.duration(initialValue) }.max() ?? 0 }

    /// The value `time` seconds after the start (each track at its last keyframe once it has ended).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, initialValue, time) }
        return value
    }
}

/// The name HeroSim's own code uses for `_AnyKeyframeTrack`.
package typealias AnyKeyframeTrack = _AnyKeyframeTrack

/// The name HeroSim's own code uses for `_KeyframeTrackList`.
package typealias KeyframeTrackList = _KeyframeTrackList
