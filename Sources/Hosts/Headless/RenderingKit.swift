import LayoutCore
import Raster
import ViewRuntime

/// The product's real rendering stack: icons from `Assets/Icons`, cairo text metrics, the layout engine
/// and the cairo renderer, wired together once (and `AsyncImage`'s loader installed).
package final class RenderingKit {
    /// The icon library.
    package let icons: IconLibrary
    /// The layout engine, measuring with cairo and the icon library.
    public let engine: LayoutEngine
    /// The renderer.
    package let renderer: CairoRenderer

    /// Creates the kit over an icon folder (by default the one `IconLibrary.defaultDirectory()` finds).
    public init(iconDirectory: String = IconLibrary.defaultDirectory()) {
        icons = IconLibrary(directory: iconDirectory)
        engine = LayoutEngine(measurer: CairoMeasurer(icons: icons))
        renderer = CairoRenderer(icons: icons)
        ImageURLLoader.install()
    }
}
