import Foundation
import HeroSim
import HeroSimTesting
import Testing

/// SwiftUI's material shape styles (`.regularMaterial`, ...) are there wherever a `ShapeStyle` is expected.
@Suite struct MaterialTests {
    struct Card: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 10).background(.regularMaterial)
                Rectangle().fill(.ultraThinMaterial).frame(width: 40, height: 10)
                Rectangle().fill(.thinMaterial).frame(width: 40, height: 10)
                Rectangle().fill(.thickMaterial).frame(width: 40, height: 10)
                Rectangle().fill(.ultraThickMaterial).frame(width: 40, height: 10)
                Rectangle().fill(.bar).frame(width: 40, height: 10)
            }
        }
    }

    @Test func eachMaterialIsTheNamedOne() {
        #expect(Material.ultraThinMaterial == Material.ultraThin)
        #expect(Material.thinMaterial == Material.thin)
        #expect(Material.regularMaterial == Material.regular)
        #expect(Material.thickMaterial == Material.thick)
        #expect(Material.ultraThickMaterial == Material.ultraThick)
    }

    @Test func thickerMaterialsCoverMoreOfTheWhiteWindowWithTheirGrey() {
        let host = HeadlessHost(Card(), size: CGSize(width: 40, height: 60))
        let image = host.render()
        #expect(image.pixel(x: 20, y: 5) == 0xFFFF3B30) // system red, over its regular-material background
        // Rows: ultra-thin, thin, thick, ultra-thick: the frosted grey (0.97 white) is more opaque each time.
        let reds = [15, 25, 35, 45].map { (image.pixel(x: 20, y: $0) >> 16) & 0xFF }
        // 255 × (1 − opacity) + 0.97 × 255 × opacity, for opacities 0.4, 0.55, 0.86, 0.94.
        #expect(reds == [252, 251, 248, 248])
        #expect(host.warnings.isEmpty)
    }
}
