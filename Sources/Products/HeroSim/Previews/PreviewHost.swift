import Desktop
import Foundation
import Headless
import LayoutCore
import Raster
import StudioCore
import StudioSettings
import ViewRuntime

/// Runs the previews of this program as `herosim preview` asks (`PreviewRequest`): lists them, renders them
/// headless, or shows one, or a picker of all of them, in a window.
@MainActor
struct PreviewHost {
    let request: PreviewRequest
    let previews: [Preview]
    let kit = RenderingKit()

    /// Runs the request `herosim preview` left in the environment, if any, and says whether there was one.
    /// `App.main()` asks this first, so any HeroSim app can show its previews.
    static func runIfRequested() -> Bool {
        do {
            guard let request = try PreviewRequest.fromEnvironment() else { return false }
            try PreviewHost(request: request, previews: Preview.all).run()
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
        return true
    }

    /// Under `--watch`: the files shared with `herosim preview`.
    private let link: PreviewWatchLink?

    init(request: PreviewRequest, previews: [Preview]) {
        self.request = request
        self.previews = previews
        link = request.watchFolder.map(PreviewWatchLink.init(folder:))
    }

    func run() throws {
        switch request.action {
        case .list: print(PreviewList.text(previews, engine: kit.engine), terminator: "")
        case .render(let folder): try render(into: folder)
        case .show(let query):
            // After a reload, the preview the last run showed (nil: the picker), where its window was.
            if let kept = link?.restored() {
                guard let name = kept.preview, let index = previews.firstIndex(where: { $0.name == name }) else { return try pick() }
                return try show(index, restoring: kept.window)
            }
            if let query { return try show(PreviewSelection.index(of: query, in: previews)) }
            switch previews.count {
            case 0: throw PreviewSelection.noPreviews
            case 1: try show(0)
            default: try pick()
            }
        }
    }

    /// Shows the picker until a preview is chosen, then that preview; closing a preview goes back to the picker.
    private func pick() throws {
        while true {
            let choice = PickerChoice()
            let picker = PreviewPicker(previews: previews, sizes: previews.map { $0.size(engine: kit.engine) }, choice: choice)
            var launcher = launcher(size: PreviewPicker.windowSize)
            launcher.closesWhen = { [link] in choice.index != nil || link?.reloadRequested == true }
            try launcher.launch(AnyView(picker), title: "Previews")
            if let link, link.reloadRequested { return try link.keep(preview: nil, window: nil) }
            guard let index = choice.index else { return }
            try show(index)
            if link?.reloadRequested == true { return }
        }
    }

    /// Opens preview `index` in a window of the size its traits ask for, or as `session` left it.
    private func show(_ index: Int, restoring session: WindowSession? = nil) throws {
        let preview = previews[index]
        var launcher = launcher(size: preview.size(engine: kit.engine))
        launcher.restore = session
        if let link {
            launcher.closesWhen = { link.reloadRequested }
        }
        let window = try launcher.launch(preview.makeView(), title: "Preview: \(preview.name)")
        if let link, link.reloadRequested { try link.keep(preview: preview.name, window: window) }
    }

    private func launcher(size: CGSize) -> AppLauncher {
        var launcher = AppLauncher(size: size)
        launcher.inspect = request.inspect
        launcher.exitAfter = request.exitAfter
        launcher.frames = request.frames
        launcher.colorScheme = request.dark ? .dark : .light
        launcher.scale = request.scale
        if let link {
            launcher.reload = { _ in link.poll() }
            launcher.onFirstFrame = { link.markReady() }
        }
        return launcher
    }

    /// Writes every preview's first frame (or, with a scenario, its frames and trace) into `folder`, all at once.
    private func render(into folder: String) throws {
        let scenario = try request.scenario.map(PreviewRequest.readScenario)
        let files = PreviewList.fileNames(previews)
        let output = try OutputFolder.begin(folder, what: "previews", isOurs: { name in
            name == PreviewList.indexFile || files.contains(name) || files.contains(name + ".png")
        })
        try output.write { staging in
            for (preview, file) in zip(previews, files) {
                let host = HeadlessHost(preview.makeView(), size: preview.size(engine: kit.engine), scale: request.scale ?? 1,
                                        colorScheme: request.dark ? .dark : .light, rendering: kit)
                if let scenario {
                    let frames = "\(staging)/\(file.dropLast(4))"
                    try SceneRecorder().record(scenario, on: host, fps: request.fps ?? scenario.fps ?? 60, into: frames)
                } else {
                    try host.render().writePNG(to: "\(staging)/\(file)")
                }
            }
            try PreviewList.index(previews, files: files).write(toFile: "\(staging)/\(PreviewList.indexFile)", atomically: false, encoding: .utf8)
        }
        print("Rendered \(previews.count) preview\(previews.count == 1 ? "" : "s") into \(folder)/ (\(PreviewList.indexFile) lists them)")
    }
}

/// The preview the picker's user chose, read by the window to close the picker.
@MainActor
final class PickerChoice {
    var index: Int?
}
