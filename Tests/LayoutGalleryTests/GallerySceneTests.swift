import Foundation
import LayoutGallery
import LayoutCore
import Testing

/// Every seed scene's frames, with the deterministic measurer (text is 0.6 em per character, 1.2 em tall).
/// Values come from the seeds where they give them, otherwise from the layout rules as noted.
@Suite struct GallerySceneTests {
    let engine = LayoutEngine()

    func layout(_ name: String) throws -> LayoutResult {
        let scene = try #require(GalleryScene.named(name))
        return engine.layout(scene.view, in: scene.host)
    }

    func expectFrame(_ result: LayoutResult, _ id: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        guard let f = result.frame(of: id) else {
            Issue.record("no view with id \(id)", sourceLocation: sourceLocation)
            return
        }
        let close = abs(f.minX - x) < 1e-9 && abs(f.minY - y) < 1e-9 && abs(f.width - w) < 1e-9 && abs(f.height - h) < 1e-9
        #expect(close, "\(id): \(f) ≠ (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
    }

    /// Frames of shapes filled with `paint`, in drawing order.
    func drawn(_ result: LayoutResult, _ paint: Paint) -> [CGRect] {
        result.displayList().items.compactMap { item in
            if case .shape(_, let frame, let fill, _) = item, fill == paint { return frame }
            return nil
        }
    }

    @Test func everySceneIsListedOnceAndLaysOutWithoutWarnings() throws {
        let names = GalleryScene.all.map(\.name)
        #expect(names.count == 14)
        #expect(Set(names).count == names.count)
        for scene in GalleryScene.all {
            #expect(engine.layout(scene.view, in: scene.host).warnings.isEmpty, "\(scene.name)")
        }
    }

    @Test func stackedRectangles() throws {
        // VStack: 200 + 8 + 200 = 408 tall, centred in 400×520.
        let r = try layout("stacked-rectangles")
        expectFrame(r, "zstack", 100, 56, 200, 200)
        expectFrame(r, "zstack-yellow", 140, 96, 120, 120)
        expectFrame(r, "overlay", 100, 264, 200, 200)
        expectFrame(r, "overlay-yellow", 140, 304, 120, 120)
    }

    @Test func cornerCircles() throws {
        let r = try layout("corner-circles")
        expectFrame(r, "rectangle", 100, 100, 200, 200)
        expectFrame(r, "guided", 270, 70, 60, 60)
        // The offset moves the drawing only: the outer frame sits in the corner, the inner one 30 out.
        expectFrame(r, "offset-outer", 100, 240, 60, 60)
        expectFrame(r, "offset-inner", 70, 270, 60, 60)
    }

    @Test func requiredSizeOverlayVersusZStack() throws {
        // Rows of 400×200 and 430×230, 40 apart: 470 tall, 430 wide, centred in 600×600 at (85, 65).
        let r = try layout("required-size")
        expectFrame(r, "overlay-row", 100, 65, 400, 200)
        expectFrame(r, "overlay", 100, 65, 200, 200)
        expectFrame(r, "overlay-red", 300, 65, 200, 200)
        expectFrame(r, "overlay-circle", 270, 35, 60, 60)
        expectFrame(r, "zstack-row", 85, 305, 430, 230)
        expectFrame(r, "zstack", 85, 305, 230, 230)
        expectFrame(r, "zstack-blue", 85, 335, 200, 200)
        expectFrame(r, "zstack-circle", 255, 305, 60, 60)
        expectFrame(r, "zstack-red", 315, 335, 200, 200)
    }

    @Test func nestedZStacksCountBothCircles() throws {
        // Inner 230×230; the bottom-leading circle adds 30 on the left and bottom: 260×260.
        let r = try layout("nested-zstacks")
        expectFrame(r, "outer", 70, 70, 260, 260)
        expectFrame(r, "inner", 100, 70, 230, 230)
        expectFrame(r, "rectangle", 100, 100, 200, 200)
        expectFrame(r, "top-circle", 270, 70, 60, 60)
        expectFrame(r, "bottom-circle", 70, 270, 60, 60)
    }

    @Test func geometryReaderInABackgroundReadsTheSize() throws {
        let r = try layout("geometry-background")
        expectFrame(r, "composite", 100, 100, 200, 200)
        expectFrame(r, "reader", 100, 100, 200, 200)
        // "200 × 200" at 15 pt: 9 × 9 = 81 wide, 18 tall, bottom-centred (the offset moves drawing only).
        expectFrame(r, "size-label", 159.5, 282, 81, 18)
        let texts = r.displayList().items.compactMap { item -> String? in
            if case .text(let string, _, _, _, _) = item { return string }
            return nil
        }
        #expect(texts == ["200 × 200"])
    }

    @Test func threeCirclesTypeAndCentres() throws {
        let scene = try #require(GalleryScene.named("three-circles"))
        let circle = "ModifiedContent<ModifiedContent<Circle, _ForegroundStyleModifier<Color>>, _FrameLayout>"
        #expect(scene.caption == "ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<Rectangle, _ForegroundStyleModifier<Color>>, _FrameLayout>, _OverlayModifier<\(circle)>>, _OverlayModifier<\(circle)>>")
        let r = try layout("three-circles")
        expectFrame(r, "composite", 100, 100, 200, 200)
        #expect(drawn(r, Color.yellow.paint) == [CGRect(x: 170, y: 170, width: 60, height: 60)])
        #expect(drawn(r, Color.red.paint) == [CGRect(x: 180, y: 180, width: 40, height: 40)])
    }

    @Test func renderOrderIsCDRootAB() throws {
        let r = try layout("render-order")
        #expect(r.drawOrder == ["C", "D", "Root", "A", "B"].map(AnyHashable.init))
        expectFrame(r, "Root", 140, 140, 120, 120)
        expectFrame(r, "A", 155, 155, 90, 90) // centred on Root; its offset moves only the drawing
    }

    @Test func styleBackgroundFillsOnlyTheTopUnsafeArea() throws {
        // 390×844 with 47 points unsafe at the top and 34 at the bottom.
        let r = try layout("safe-area-top")
        expectFrame(r, "content", 0, 47, 390, 763)
        #expect(drawn(r, Color.indigo.paint) == [CGRect(x: 0, y: 0, width: 390, height: 810)])
    }

    @Test func bottomBarFillsTheBottomUnsafeArea() throws {
        // The bar's label frame is proposed 358 × 731 and caps its height at 40; padded: 390 × 72.
        let r = try layout("bottom-bar")
        expectFrame(r, "inset", 0, 47, 390, 763)
        expectFrame(r, "bar", 0, 738, 390, 72)
        expectFrame(r, "label-frame", 16, 754, 358, 40)
        expectFrame(r, "main", 0, 47, 390, 691)
        #expect(drawn(r, Color.green.opacity(0.6).paint) == [CGRect(x: 0, y: 738, width: 390, height: 106)])
    }

    @Test func zstackUnionOfAWideAndATallColour() throws {
        let r = try layout("zstack-union")
        expectFrame(r, "stack", 16, 16, 268, 268)
        expectFrame(r, "tall", 125, 16, 50, 268)
        expectFrame(r, "wide", 16, 125, 268, 50)
    }

    @Test func cartBadgeOverlayKeepsTheButtonSize() throws {
        // "Cart" at 17 pt is 40.8 × 20.4; padded 36 and 16: 112.8 × 52.4. The badge is 22 × 22, centred on
        // the top-trailing corner by its guides. Rows: 233.6 × 52.4 and (123.8 + 8 + 112.8) × 63.4.
        let r = try layout("cart-badge")
        expectFrame(r, "overlay-button", 133.2, 68.1, 112.8, 52.4)
        expectFrame(r, "overlay-plain", 254, 68.1, 112.8, 52.4)
        expectFrame(r, "overlay-badge", 235, 57.1, 22, 22)
        expectFrame(r, "zstack-button", 127.7, 168.5, 123.8, 63.4)
        expectFrame(r, "zstack-label", 127.7, 179.5, 112.8, 52.4)
        expectFrame(r, "zstack-badge", 229.5, 168.5, 22, 22)
        expectFrame(r, "zstack-plain", 259.5, 174, 112.8, 52.4)
    }

    @Test func highlightOverlayFollowsTheTextAndZStackFillsTheRow() throws {
        // Overlay: the padded highlight reports the text's size (drawn 8 larger each way).
        let r = try layout("highlight")
        expectFrame(r, "overlay-two", 174.5, 0, 30.6, 20.4)
        expectFrame(r, "overlay-highlight", 174.5, 0, 30.6, 20.4)
        let purple = Color.purple.paint
        let highlights = r.displayList().items.compactMap { item -> CGRect? in
            if case .shape(_, let frame, let fill, _) = item, fill == purple.fading(by: 0.5) { return frame }
            return nil
        }
        #expect(highlights.count == 2)
        #expect(highlights.first.map { abs($0.minX - 166.5) < 1e-9 && abs($0.width - 46.6) < 1e-9 && $0.minY == -8 } == true)
        // ZStack: the texts take their widths first; the ZStack gets the remaining 400 − 16 − 30.6 − 51.
        expectFrame(r, "zstack", 38.6, 60.4, 302.4, 179.6)
        expectFrame(r, "zstack-two", 174.5, 140, 30.6, 20.4)
        expectFrame(r, "zstack-three", 349, 140, 51, 20.4)
    }

    @Test func gradientIconLayers() throws {
        // The 40 pt symbol (`heart.fill`) is 40 × 40; the 100 × 100 circle is centred behind it; the badge
        // sits at the circle's bottom-trailing corner.
        let r = try layout("gradient-icon")
        expectFrame(r, "composite", 130, 130, 40, 40)
        expectFrame(r, "circle", 100, 100, 100, 100)
        expectFrame(r, "badge", 165, 165, 35, 35)
        expectFrame(r, "count", 177.4, 172.3, 10.2, 20.4)
        let shadows = r.displayList().items.filter { if case .beginShadow = $0 { return true } else { return false } }
        #expect(shadows.count == 2)
    }

    @Test func downloadButtonKeepsItsPlaceWithAProgressOverlay() throws {
        let r = try layout("download-button")
        expectFrame(r, "idle", 59.2, 78.4, 124.8, 43.2)
        expectFrame(r, "downloading", 216, 78.4, 124.8, 43.2)
        expectFrame(r, "progress", 268.4, 90, 20, 20)
    }
}
