import Desktop
import Foundation
import Headless
import LayoutCore
import Raster
import ViewRuntime

/// A content of an app's window, as SwiftUI's `Scene`.
public protocol Scene {}

/// What `App.main()` needs of a scene: the root view and the window's title.
protocol WindowContent {
    var rootView: AnyView { get }
    var title: String? { get }
}

/// A window showing `content`, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene, WindowContent {
    let content: Content
    let title: String?

    /// A window showing the view `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    /// A window titled `title` showing the view `content` builds.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
    }

    var rootView: AnyView { AnyView(content) }
}

/// Builds an app's scene, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}

/// An app, as SwiftUI's `App`: mark it `@main` and its window opens when the program starts.
///
/// ```swift
/// @main struct SeedApp: App { var body: some Scene { WindowGroup { ContentView() } } }
/// ```
/// Options on the command line: `--size WxH` (default 390x844), `--scale N` (pixels per point), `--exit-after SECONDS`,
/// `--stats`, `--inspect`, and
/// `--frames DIR`, where the first frame is written when there is no display. Started by `herosim preview`, the
/// program shows its previews instead (`#Preview`).
@MainActor
public protocol App {
    /// The type of the app's scene.
    associatedtype Body: Scene
    /// The app's scene.
    @SceneBuilder var body: Body { get }
    /// Creates the app.
    init()
}

extension App {
    /// Opens the app's window, or renders its first frame headless where there is no display.
    @MainActor
    public static func main() {
        ViewWindow.makeDisplayThreadAhead()
        IconLibrary.startLoadingRenderer()
        // `herosim preview` runs this program to show its previews instead of its window.
        if PreviewHost.runIfRequested() { return }
        let app = Self()
        guard let content = app.body as? any WindowContent else {
            FileHandle.standardError.write(Data("error: HeroSim runs apps whose body is a WindowGroup\n".utf8))
            exit(1)
        }
        do {
            try AppLauncher(arguments: Array(CommandLine.arguments.dropFirst())).launch(content.rootView, title: content.title)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }
}
