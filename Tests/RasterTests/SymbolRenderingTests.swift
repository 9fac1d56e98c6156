import Foundation
import LayoutCore
import Raster
import TestSupport
import Testing

/// SF Symbols drawn: the glyph is a mask filled with the foreground style, sized by the font, and a name
/// HeroSim has no glyph for draws the placeholder with one warning.
@Suite struct SymbolRenderingTests {
    final class Warnings: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
    }

    let warnings = Warnings()
    let icons: IconLibrary
    let engine: LayoutEngine
    let renderer: CairoRenderer

    init() {
        let warnings = warnings
        icons = IconLibrary(directory: TestSupport.iconDirectory, warn: { warnings.append($0) })
        engine = LayoutEngine(measurer: CairoMeasurer(icons: icons))
        renderer = CairoRenderer(icons: icons)
    }

    func render<V: View>(_ view: V, size: CGSize = CGSize(width: 100, height: 100)) -> RasterImage {
        let host = LayoutHost(size: size)
        return renderer.render(engine.layout(view, in: host).displayList(), host: host)
    }

    /// The premultiplied ARGB pixel a solid `color` fill draws.
    func solid(_ color: Color) -> UInt32 { render(color, size: CGSize(width: 2, height: 2)).pixel(x: 1, y: 1) }

    @Test func aRedHeartIsRedAtItsCentreAndTransparentAtTheCorners() {
        let image = render(Image(systemName: "heart.fill").foregroundStyle(.red).font(.system(size: 40)))
        // 40 × 40 at (30, 30): the heart fills its middle; the frame's corners lie outside its lobes.
        #expect(image.pixel(x: 50, y: 50) == solid(.red))
        #expect(image.pixel(x: 50, y: 62) == solid(.red))
        #expect(image.pixel(x: 31, y: 31) == 0)
        #expect(image.pixel(x: 68, y: 68) == 0)
        #expect(image.pixel(x: 0, y: 0) == 0)
        #expect(image.pixel(x: 50, y: 25) == 0) // above the frame
        #expect(warnings.all == [])
    }

    @Test func theForegroundStyleTintsTheGlyphAndPrimaryIsTheDefault() {
        let heart = Image(systemName: "heart.fill").font(.system(size: 40))
        #expect(render(heart.foregroundStyle(.blue)).pixel(x: 50, y: 50) == solid(.blue))
        #expect(render(heart.foregroundColor(.green)).pixel(x: 50, y: 50) == solid(.green))
        #expect(render(heart).pixel(x: 50, y: 50) == solid(.primary))
        #expect(solid(.primary) == 0xFF00_0000)
        // A gradient fills the glyph across its frame: red at the top, blue at the bottom.
        let gradient = render(heart.foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        let top = gradient.pixel(x: 40, y: 36), bottom = gradient.pixel(x: 50, y: 62)
        // The frame is y 30...70: row 36's centre is 16 % of the way from red (FF3B30) to blue (007AFF), row 62's 81 %.
        #expect(top >> 24 == 0xFF && bottom >> 24 == 0xFF)
        #expect(abs(Int((top >> 16) & 0xFF) - 214) <= 4 && abs(Int(top & 0xFF) - 82) <= 4)
        #expect(abs(Int((bottom >> 16) & 0xFF) - 48) <= 4 && abs(Int(bottom & 0xFF) - 216) <= 4)
    }

    @Test func symbolVariantFillDrawsTheFilledGlyph() {
        let outline = render(Image(systemName: "heart").font(.system(size: 40)).foregroundStyle(.red))
        let filled = render(Image(systemName: "heart").symbolVariant(.fill).font(.system(size: 40)).foregroundStyle(.red))
        #expect(outline.pixel(x: 50, y: 50) == 0) // the outline heart is empty inside
        #expect(filled.pixel(x: 50, y: 50) == solid(.red))
        #expect(filled.pngData() == render(Image(systemName: "heart.fill").font(.system(size: 40)).foregroundStyle(.red)).pngData())
    }

    @Test func theImageScaleAndTheFontSizeTheGlyph() {
        // A filled square (`square.fill`) covers its frame but for Bootstrap's rounded corners.
        func coveredRows(_ view: some View) -> Int {
            let image = render(view)
            return (0..<100).filter { image.pixel(x: 50, y: $0) >> 24 == 0xFF }.count
        }
        let square = Image(systemName: "square.fill")
        #expect(coveredRows(square) == 17)                           // .body: 17 pt
        #expect(coveredRows(square.imageScale(.large)) == 22)        // 17 × 1.3 = 22.1
        #expect(coveredRows(square.imageScale(.small)) == 14)        // 17 × 0.8 = 13.6
        #expect(coveredRows(square.font(.largeTitle)) == 34)
        #expect(coveredRows(square.resizable().frame(width: 80, height: 80)) == 80)
    }

    @Test func anUnknownNameDrawsThePlaceholderAndWarnsOnce() {
        let view = VStack { Image(systemName: "no.such.symbol"); Image(systemName: "no.such.symbol").font(.title) }
        let image = render(view)
        _ = render(view)
        #expect(warnings.all == ["SF Symbol 'no.such.symbol' is not in HeroSim's symbol table (README: SF Symbols); showing a placeholder"])
        #expect(icons.warnings == warnings.all)
        #expect(image.pixel(x: 50, y: 30) >> 24 != 0) // the placeholder's square and cross
    }

    @Test func theSeedHerosNamesDrawTheDemosColourfulIcons() {
        let seed = render(Image(systemName: "trash").resizable().frame(width: 64, height: 64))
        let asset = render(Image("trash").resizable().frame(width: 64, height: 64))
        #expect(seed.pngData() == asset.pngData())
        #expect(seed.pixel(x: 50, y: 50) >> 24 == 0xFF)
    }

    /// A sheet of 40 symbols at three sizes and in four colours, compared with its golden
    /// (`HEROSIM_RECORD_GOLDENS=1` records it; the sheet is also written to /tmp for a look).
    @Test func aSheetOfSymbolsMatchesItsGolden() throws {
        let names = ["heart.fill", "star.fill", "xmark", "xmark.circle.fill", "play.fill", "pause.fill", "chevron.right",
                     "chevron.left", "magnifyingglass", "gearshape", "person.crop.circle", "square.and.arrow.up", "trash.fill",
                     "plus", "minus", "checkmark", "checkmark.circle.fill", "bell", "house.fill", "photo", "camera",
                     "music.note", "bookmark", "ellipsis", "arrow.left", "cart", "envelope", "calendar", "clock",
                     "location", "map", "paperplane", "lock", "info.circle", "exclamationmark.triangle", "sun.max",
                     "moon", "cloud", "bolt.fill", "no.such.symbol"]
        let colours: [Color] = [.primary, .red, .blue, .green]
        let sheet = VStack(spacing: 6) {
            ForEach(0..<4) { row in
                HStack(spacing: 6) {
                    ForEach(0..<10) { column in Image(systemName: names[row * 10 + column]) }
                }
                .foregroundStyle(colours[row])
            }
            HStack(spacing: 8) {
                ForEach(0..<5) { i in Image(systemName: names[i]).imageScale(.small) }
                ForEach(0..<5) { i in Image(systemName: names[i]).imageScale(.large).font(.title) }
            }
            .foregroundStyle(Color.orange)
            HStack(spacing: 8) {
                Image(systemName: "heart").symbolVariant(.fill)
                Image(systemName: "xmark").symbolVariant(.circle.fill)
                Image(systemName: "bell").symbolVariant(.slash)
                Image(systemName: "star.fill").resizable().frame(width: 48, height: 48)
                Image(systemName: "heart.fill").opacity(0.4)
            }
            .font(.largeTitle).foregroundStyle(.pink)
        }
        let image = render(sheet, size: CGSize(width: 360, height: 240))
        try image.writePNG(to: "/tmp/herosim-symbol-sheet.png")
        let goldenPath = TestSupport.packageRoot.appendingPathComponent("Tests/RasterTests/Goldens/symbol-sheet.png").path
        if ProcessInfo.processInfo.environment["HEROSIM_RECORD_GOLDENS"] == "1" { try image.writePNG(to: goldenPath) }
        let difference = ImageComparison.compare(try RasterImage.readPNG(at: goldenPath), image)
        #expect(difference.maximumChannelDelta <= 2, "symbol sheet differs from its golden: see /tmp/herosim-symbol-sheet.png")
    }
}
