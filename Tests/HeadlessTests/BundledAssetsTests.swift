import Foundation
import Headless
import Studio
import HeroSimAssets
import LayoutCore
import Raster
import TestSupport
import Testing

/// HeroSim's icons are SwiftPM resources: every program and test built with HeroSim finds them beside
/// itself, with no environment variable; a symbol HeroSim has no icon for is a warning of the host.
@Suite struct BundledAssetsTests {
    @Test func theIconsAreFoundInTheResourceBundleBesideTheTestProgram() throws {
        let icons = try #require(HeroSimAssets.iconsDirectory)
        #expect(icons.hasSuffix("_HeroSimAssets.resources/Icons"))
        #expect(URL(fileURLWithPath: icons).deletingLastPathComponent().deletingLastPathComponent().path
                == Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path)
        let shipped = try FileManager.default.contentsOfDirectory(atPath: icons).filter { $0.hasSuffix(".svg") }.sorted()
        let sources = try FileManager.default.contentsOfDirectory(atPath: TestSupport.iconDirectory).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(shipped == sources)
        #expect(shipped.count == 16)
    }

    @Test func aHostWithoutHEROSIM_ASSETSDrawsTheRealIcon() throws {
        try #require(ProcessInfo.processInfo.environment["HEROSIM_ASSETS"] == nil)
        let heart = Image("heart").resizable().frame(width: 64, height: 64) // a demo icon, by its asset name
        let size = CGSize(width: 64, height: 64)
        let host = HeadlessHost(heart, size: size)
        let reference = HeadlessHost(heart, size: size, scale: 1, colorScheme: .light, rendering: RenderingKit(iconDirectory: TestSupport.iconDirectory)).render()
        #expect(host.render().pngData() == reference.pngData())
        #expect(host.warnings.isEmpty)
        #expect(reference.pixel(x: 32, y: 32) & 0xFFFFFF != 0xFFFFFF) // the heart is drawn over the white window
    }

    @Test func aSymbolWithNoIconIsAWarningOfTheHost() {
        let host = HeadlessHost(Image(systemName: "no.such.symbol"), size: CGSize(width: 100, height: 100))
        _ = host.render()
        #expect(host.warnings.count == 1)
        #expect(host.warnings.first == "SF Symbol 'no.such.symbol' is not in HeroSim's symbol table (README: SF Symbols); showing a placeholder")
        _ = host.render()
        host.advance(by: 1)
        #expect(host.warnings.count == 1)
    }
}
