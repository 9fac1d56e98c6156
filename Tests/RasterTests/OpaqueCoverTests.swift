import Foundation
@testable import LayoutCore
@testable import Raster
import Testing

/// Where a frame's commands paint opaque pixels over everything under them, and the rectangles left
/// around such a cover.
@Suite struct OpaqueCoverTests {
    let card: DisplayItem = .shape(.roundedRectangle(cornerRadius: 20), frame: CGRect(x: 100, y: 50, width: 200, height: 100),
                                   fill: .linearGradient(colors: [.white, .blue], start: .top, end: .bottom), stroke: nil)

    /// A circular corner of radius 20 is left 6 points in (0.3 r), and a pixel more at each edge.
    @Test func anOpaqueRoundedCardCoversItsInsideBetweenItsCorners() {
        #expect(OpaqueCover.interior(of: [card][...], scale: 1) == CGRect(x: 107, y: 57, width: 186, height: 86))
        #expect(OpaqueCover.interior(of: [card][...], scale: 2) == CGRect(x: 213, y: 113, width: 374, height: 174))
        // Moved by a translation, cut by a rectangular clip.
        let moved: [DisplayItem] = [.beginTransform(CGAffineTransform(translationX: 10, y: 5)),
                                    .beginClip(.rectangle, frame: CGRect(x: 0, y: 0, width: 200, height: 400)), card, .endClip, .endTransform]
        #expect(OpaqueCover.interior(of: moved[...], scale: 1) == CGRect(x: 117, y: 62, width: 92, height: 86))
        // The largest of two covers.
        let small: DisplayItem = .shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 20, height: 20), fill: .color(.red), stroke: nil)
        #expect(OpaqueCover.interior(of: [small, card][...], scale: 1) == CGRect(x: 107, y: 57, width: 186, height: 86))
        #expect(OpaqueCover.interior(of: [small][...], scale: 1) == CGRect(x: 1, y: 1, width: 18, height: 18))
    }

    /// What does not paint every pixel opaque, or where that cannot be bounded simply, covers nothing.
    @Test func translucentGroupedTurnedOrUnboundedShapesCoverNothing() {
        let translucent: DisplayItem = .shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 90, height: 90),
                                              fill: .color(.red.opacity(0.99)), stroke: nil)
        let material: DisplayItem = .shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 90, height: 90),
                                           fill: .material(MaterialPaint(radius: 4, tint: .white, opacity: 1)), stroke: nil)
        let turned = CGAffineTransform(rotationAngle: 0.1), scaled = CGAffineTransform(scaleX: 1.5, y: 1)
        for items: [DisplayItem] in [
            [translucent], [material],
            [.beginOpacity(0.5), card, .endOpacity],
            [.beginShadow(color: .black, radius: 4, offset: .zero, bounds: .zero), card, .endShadow],
            [.beginBlur(radius: 2, opaque: true, bounds: .zero), card, .endBlur],
            [.beginTransform(turned), card, .endTransform], [.beginTransform(scaled), card, .endTransform],
            [.beginClip(.custom(AnyShapeOutline(Circle())), frame: CGRect(x: 0, y: 0, width: 400, height: 400)), card, .endClip],
            [.shape(.custom(AnyShapeOutline(Circle())), frame: CGRect(x: 0, y: 0, width: 90, height: 90), fill: .color(.red), stroke: nil)],
            [.shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 1.5, height: 90), fill: .color(.red), stroke: nil)],
        ] {
            #expect(OpaqueCover.interior(of: items[...], scale: 1) == nil, "\(items)")
        }
        // After the group ends, a card covers again.
        #expect(OpaqueCover.interior(of: [.beginOpacity(0.5), .endOpacity, card][...], scale: 1) != nil)
    }

    /// A rectangle without a hole is up to four disjoint rectangles that, with the hole, make it up.
    @Test func aRectangleWithoutAHoleIsFourBands() {
        let scene = CGRect(x: 0, y: 0, width: 100, height: 80)
        #expect(scene.parts(outside: CGRect(x: 10, y: 20, width: 30, height: 40)) == [
            CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 60, width: 100, height: 20),
            CGRect(x: 0, y: 20, width: 10, height: 40), CGRect(x: 40, y: 20, width: 60, height: 40),
        ])
        #expect(scene.parts(outside: nil) == [scene])
        #expect(scene.parts(outside: CGRect(x: 200, y: 0, width: 10, height: 10)) == [scene])
        #expect(scene.parts(outside: CGRect(x: -10, y: -10, width: 200, height: 200)) == [])
        #expect(scene.parts(outside: CGRect(x: 0, y: 0, width: 100, height: 30)) == [CGRect(x: 0, y: 30, width: 100, height: 50)])
    }
}
