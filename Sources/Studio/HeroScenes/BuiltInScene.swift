import Foundation
import StudioFiles
import LayoutCore
import ViewRuntime

/// A scene HeroSim can run by name: a view written on the public API, its window size and a scripted
/// scenario that shows it off (used by `herosim render --scene` and the headless fallback).
public struct BuiltInScene: Sendable {
    /// The name on the command line.
    public let name: String
    /// One line saying what it shows.
    public let caption: String
    /// The window size it is designed for; nil: the config's window size.
    public let size: CGSize?
    /// The scenario that plays it (YAML, as `herosim render --scenario` reads).
    public let scenario: String
    /// Makes the scene's root view for a config (grid sizes and curves of the icon grid).
    public let makeView: @Sendable (HeroConfig) -> AnyView

    /// The window size for `config`.
    public func size(for config: HeroConfig) -> CGSize { size ?? config.windowSize }

    /// Every built-in scene, in the order `herosim demo --list-scenes` prints them.
    public static let all: [BuiltInScene] = [
        BuiltInScene(
            name: "icon-grid",
            caption: "The demo: sixteen cards; click one to fly it full-screen, click again to fly it back (the default scene)",
            size: nil,
            scenario: Scenario.builtIn["open-close"]!,
            makeView: { AnyView(IconGrid(config: $0)) }),
        BuiltInScene(
            name: "icon-grid-48",
            caption: "The demo with 48 cards (its sixteen three times; the grid runs off the bottom): what `make bench` measures at scale",
            size: nil,
            scenario: Scenario.builtIn["open-close"]!,
            makeView: { AnyView(IconGrid(items: (0..<48).map { HeroItem.catalogue[$0 % HeroItem.catalogue.count] }, config: $0)) }),
        BuiltInScene(
            name: "seed-hero",
            caption: "Seed 001's hero: a grid of symbols; tap one to fly it over the grid, tap it again to fly it back",
            size: CGSize(width: 390, height: 844),
            scenario: """
            # Tap "trash", let it fly over the grid, tap it again to fly it back.
            size: 390x844
            steps:
              - wait: 0.2s
              - tap: {id: trash}
              - wait: 1.2s
              - tap: {id: trash}
              - wait: 1.2s
            """,
            makeView: { _ in AnyView(ContentView()) }),
        BuiltInScene(
            name: "card-list",
            caption: "A scrolling list of cards (ScrollView, LazyVStack); the wheel or a drag scrolls it, a click flies a card to its detail and back",
            size: CGSize(width: 390, height: 700),
            scenario: """
            # Scroll the list, open "Oslo", fly it back.
            size: 390x700
            steps:
              - wait: 0.2s
              - scroll: {x: 195, y: 400, by: {x: 0, y: 240}}
              - wait: 0.3s
              - tap: {id: Oslo}
              - wait: 1s
              - tap: {x: 195, y: 350}
              - wait: 1s
            """,
            makeView: { _ in AnyView(CardList()) }),
        BuiltInScene(
            name: "navigation",
            caption: "A navigation stack: tap a mailbox to push it, the back button pops; Edit opens a sheet to drag down",
            size: CGSize(width: 390, height: 844),
            scenario: """
            # Push "Inbox", pop it with the back button, open the sheet and drag it away.
            size: 390x844
            steps:
              - wait: 0.2s
              - tap: {id: Inbox}
              - wait: 0.6s
              - tap: {id: navigation-back-button}
              - wait: 0.6s
              - tap: {id: edit}
              - wait: 0.8s
              - drag: {from: {x: 195, y: 500}, by: {x: 0, y: 300}, duration: 0.3s}
              - wait: 0.8s
            """,
            makeView: { _ in AnyView(NavigationDemo()) }),
        BuiltInScene(
            name: "zoom",
            caption: "iOS 18's zoom transition: click a photo to zoom it into its page; Back, a drag down, a swipe from the left edge or Ctrl + wheel zooms it back",
            size: CGSize(width: 390, height: 844),
            scenario: """
            # Zoom "leaf" into its page and back with the back button, then zoom "flame" and drag it down.
            size: 390x844
            steps:
              - wait: 0.2s
              - tap: {id: leaf.fill}
              - wait: 1s
              - tap: {id: navigation-back-button}
              - wait: 1s
              - tap: {id: flame.fill}
              - wait: 1s
              - drag: {from: {x: 195, y: 500}, by: {x: 0, y: 200}, duration: 0.25s}
              - wait: 1s
            """,
            makeView: { _ in AnyView(ZoomDemo()) }),
    ]

    /// The scene called `name`, or nil.
    public static func named(_ name: String) -> BuiltInScene? { all.first { $0.name == name } }
}
