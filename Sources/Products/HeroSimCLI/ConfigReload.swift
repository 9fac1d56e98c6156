import Desktop
import Foundation
import StudioFiles
import LayoutCore
import ViewRuntime

/// The demo's config live reload, as the window's reload hook: a changed file's animations configure the
/// graph, the scene is made again from it and the inspector takes its settings; an invalid file is
/// reported on the terminal and in the window's red bar, and the last good config stays.
@MainActor
final class ConfigReload {
    private var watcher: ConfigWatcher
    private let makeRoot: @MainActor (HeroConfig) -> AnyView

    /// Watches the config at `path`; `makeRoot` makes the scene's view for a reloaded config.
    init(path: String, makeRoot: @escaping @MainActor (HeroConfig) -> AnyView) {
        watcher = ConfigWatcher(path: path)
        self.makeRoot = makeRoot
    }

    /// Applies the config to `graph` when the file changed since the last call; nil when it did not.
    func reload(_ graph: ViewGraph) -> WindowReload? {
        guard let result = watcher.poll() else { return nil }
        defer { fflush(nil) }
        switch result {
        case .success(let config):
            config.configure(graph)
            graph.replaceRoot(makeRoot(config))
            print("Reloaded \(watcher.path); new curves apply to the next transition.")
            return .applied(inspectorSpeed: config.inspectorSpeed, lint: config.lint)
        case .failure(let error):
            let message = "\(error) (keeping the last good config)"
            FileHandle.standardError.write(Data("error: \(message)\n".utf8))
            return .failed(message: message)
        }
    }
}
