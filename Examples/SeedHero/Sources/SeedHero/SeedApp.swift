import HeroSim
import SeedHeroViews

/// The SwiftUI entry point, unchanged: `swift run SeedHero` opens the window (390×844 by default;
/// `--size WxH`, `--exit-after SECONDS`, `--stats`). With no display it writes the first frame to ./frames.
@main
struct SeedApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
