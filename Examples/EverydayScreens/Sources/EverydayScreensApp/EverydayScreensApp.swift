import EverydayScreens
import HeroSim

/// Every screen in a tab of its own.
@main
struct EverydayScreensApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                PhotoGridScreen().tabItem { Label("Photos", systemImage: "photo.on.rectangle") }
                PhotoAlbumScreen().tabItem { Label("Album", systemImage: "photo.stack") }
                SettingsScreen().tabItem { Label("Settings", systemImage: "gearshape") }
                TabIndicatorScreen().tabItem { Label("Inbox", systemImage: "tray") }
                MiniPlayerScreen().tabItem { Label("Music", systemImage: "music.note") }
                ArticleScreen().tabItem { Label("Read", systemImage: "book") }
            }
        }
    }
}
