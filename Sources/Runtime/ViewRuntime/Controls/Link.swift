import Foundation
import LayoutCore

/// Opens a URL, as SwiftUI's `OpenURLAction` (`@Environment(\.openURL)`). HeroSim opens nothing: the
/// default action prints `HeroSim: open URL` to standard output; set your own with
/// `.environment(\.openURL, OpenURLAction { url in ... })` to see or handle it.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable, Equatable {
        let name: String
        /// The handler opened the URL.
        public static let handled = Result(name: "handled")
        /// The handler did nothing with it.
        public static let discarded = Result(name: "discarded")
        /// The handler asks the system to open it (HeroSim prints it).
        public static let systemAction = Result(name: "systemAction")
    }

    private let handler: (URL) -> Result

    /// An action that hands URLs to `handler`.
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    /// Opens `url`: runs the handler; when it asks for the system's action, prints the URL.
    public func callAsFunction(_ url: URL) {
        if handler(url) == .systemAction { print("HeroSim: open \(url.absoluteString)") }
    }
}

extension EnvironmentValues {
    private enum OpenURLKey: EnvironmentKey {
        static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
    }

    /// The action links use to open their URL (prints it, unless set).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A control that opens a URL, as SwiftUI's `Link`: drawn as a button (the label in the tint); a tap
/// calls the environment's `openURL` with the destination.
public struct Link<Label: View>: View, BuiltInView {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A button that opens the destination.
    public var body: some View {
        let (openURL, destination) = (self.openURL, self.destination)
        Button { openURL(destination) } label: { label }
    }
}

extension Link where Label == Text {
    /// A link titled `title` to `destination`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(String(title)) }
    }
}
