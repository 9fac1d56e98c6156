import Foundation
import LayoutCore

/// Combine's `Publisher`, as far as SwiftUI's `onReceive(_:perform:)` needs it (HeroSim has no Combine): a
/// source of values over time. `Timer.publish(every:on:in:)` is the one HeroSim has.
public protocol Publisher {
    /// The values it sends.
    associatedtype Output
    /// The error it fails with (`Never` for the ones `onReceive` takes).
    associatedtype Failure: Error
    /// Sends its values to `receive`, on the view graph's clock when a view graph's task calls it, until the
    /// calling task is cancelled.
    func _send(to receive: @escaping (Output) -> Void) async
}

extension Timer {
    /// Combine's timer publisher: the date every `interval` seconds once connected.
    public final class TimerPublisher: Publisher, Sendable {
        /// The date of each firing.
        public typealias Output = Date
        /// A timer does not fail.
        public typealias Failure = Never
        /// The seconds between firings.
        public let interval: TimeInterval

        init(interval: TimeInterval) { self.interval = interval }

        /// The timer, connected as soon as a view subscribes (HeroSim's timers always are).
        public func autoconnect() -> TimerPublisher { self }

        /// Fires every `interval` seconds of the calling task's clock, with the date then.
        public func _send(to receive: @escaping (Date) -> Void) async {
            let step = interval > 0 && interval.isFinite ? interval : 1
            let start = Date()
            var fired = 0.0
            while !Task.isCancelled {
                do { try await Task.sleep(nanoseconds: UInt64(step * 1e9)) } catch { return }
                fired += step
                receive(start.addingTimeInterval(fired))
            }
        }
    }

    /// A publisher that sends the date every `interval` seconds, as Combine's `Timer.publish` (the run loop
    /// and mode change nothing in HeroSim: views receive on the view graph's clock).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while this view is shown, as SwiftUI's
    /// `onReceive(_:perform:)`.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        task { await publisher._send(to: action) }
    }
}
