import Foundation
import Headless
@testable import LayoutCore
@testable import Raster
import TestSupport
import Testing

/// Painting only where a frame changed gives exactly the pixels of painting it whole, and presenting only
/// the rectangles it names shows every pixel that changed.
@Suite struct LayeredFramePainterTests {
    /// A small deterministic generator (SplitMix64), so every failing scene can be named by its seed.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func double(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        mutating func chance(_ p: Double) -> Bool { double(0...1) < p }
    }

    /// One thing on the scene: its drawing commands are made from these values each frame.
    struct Card {
        var kind: Int
        var frame: CGRect
        var color: Color
        var alpha: Double
        var angle: Double
        var label: Int

        func items(icons: [String]) -> [DisplayItem] {
            let fill = Paint.color(color)
            let shape: DisplayItem = .shape(.roundedRectangle(cornerRadius: 6), frame: frame, fill: fill, stroke: nil)
            switch kind {
            case 0: return [shape]
            case 1: return [.shape(.circle, frame: frame, fill: .linearGradient(colors: [color, .white], start: .top, end: .bottom),
                                   stroke: ShapeStroke(paint: .color(.black), style: StrokeStyle(lineWidth: 2), isInset: false))]
            case 2: return [.text("Card \(label)", font: .system(size: 13), paint: fill, frame: frame, baseline: frame.minY + 12)]
            case 3: return [.image(icons[label % icons.count], frame: frame)]
            case 4: return [.beginOpacity(alpha), shape, .image(icons[label % icons.count], frame: frame.insetBy(dx: 4, dy: 4)), .endOpacity]
            case 5:
                let t = CGAffineTransform(translationX: frame.midX, y: frame.midY).rotated(by: angle).translatedBy(x: -frame.midX, y: -frame.midY)
                return [.beginTransform(t), shape, .endTransform]
            case 6: return [.beginClip(.capsule, frame: frame.insetBy(dx: 3, dy: 3)), shape,
                            .shape(.rectangle, frame: frame.offsetBy(dx: 8, dy: 8), fill: .color(.black), stroke: nil), .endClip]
            case 7: return [.beginShadow(color: .black.opacity(0.4), radius: 4, offset: CGSize(width: 2, height: 3), bounds: frame),
                            shape, .endShadow]
            case 8: return [.beginBlur(radius: 3, opaque: false, bounds: frame), shape, .endBlur]
            default: return [.shape(.roundedRectangle(cornerRadius: 8), frame: frame,
                                    fill: .material(MaterialPaint(radius: 6, tint: Color(white: 0.97, opacity: 0.5), opacity: 1)), stroke: nil)]
            }
        }
    }

    /// A window of random cards, an optional full-window backdrop, an overlay and a dock, changed a little
    /// each frame.
    struct Scene {
        var cards: [Card] = []
        var backdrop: Double?
        var overlay: CGRect?
        var dockCounter = 0
        let window: CGSize
        let sceneSize: CGSize
        let scale: CGFloat
        let icons = ["bell", "bolt", "camera", "cloud", "missing-icon"]

        init(random: inout Random) {
            scale = random.chance(0.3) ? 2 : 1
            window = CGSize(width: 240, height: 180)
            sceneSize = random.chance(0.5) ? window : CGSize(width: 240, height: 130)
            for _ in 0..<random.int(3...10) { cards.append(newCard(&random)) }
        }

        func newCard(_ random: inout Random) -> Card {
            Card(kind: random.int(0...9),
                 frame: CGRect(x: random.double(-20...220).rounded(), y: random.double(-20...150).rounded(),
                               width: random.double(8...90).rounded(), height: random.double(8...70).rounded()),
                 color: Color(red: random.double(0...1), green: random.double(0...1), blue: random.double(0...1),
                              opacity: random.chance(0.2) ? 0 : random.chance(0.5) ? 1 : random.double(0.2...1)),
                 alpha: random.double(0.1...0.9), angle: random.double(-0.5...0.5), label: random.int(0...99))
        }

        mutating func change(_ random: inout Random) {
            for _ in 0..<random.int(1...3) {
                let index = random.int(0...max(0, cards.count - 1))
                switch random.int(0...8) {
                case 0 where !cards.isEmpty: cards[index].frame.origin.x += random.double(-30...30).rounded()
                case 1 where !cards.isEmpty: cards[index].frame.size.width = random.double(8...90).rounded(); cards[index].angle += 0.1
                case 2 where !cards.isEmpty: cards[index].color = Color(red: random.double(0...1), green: 0.5, blue: 0.2)
                case 3 where !cards.isEmpty: cards.remove(at: index)
                case 4: cards.insert(newCard(&random), at: random.int(0...cards.count))
                case 5 where cards.count > 1: cards.swapAt(index, random.int(0...cards.count - 1))
                case 6: backdrop = random.chance(0.3) ? nil : random.double(0.05...0.6)
                case 7: overlay = random.chance(0.3) ? nil : CGRect(x: random.double(0...200).rounded(), y: 4, width: 30, height: 12)
                default: dockCounter += 1; if !cards.isEmpty { cards[index].alpha = random.double(0.1...0.9) }
                }
            }
        }

        var frame: LayeredFrame {
            var scene = DisplayList()
            scene.items = [.shape(.rectangle, frame: CGRect(origin: .zero, size: sceneSize), fill: .color(Color(white: 0.95)), stroke: nil)]
            let top = cards.count / 2
            for (index, card) in cards.enumerated() {
                if index == top, let backdrop {
                    scene.items.append(.shape(.rectangle, frame: CGRect(origin: .zero, size: sceneSize), fill: .color(.black.opacity(backdrop)), stroke: nil))
                }
                scene.items += card.items(icons: icons)
            }
            var overlays: [DisplayList] = []
            if let overlay {
                var list = DisplayList()
                list.items = [.shape(.capsule, frame: overlay, fill: .color(.red.opacity(0.7)), stroke: nil)]
                overlays.append(list)
            }
            var dock: (list: DisplayList, host: LayoutHost)?
            if sceneSize != window {
                var list = DisplayList()
                let panel = CGRect(x: 0, y: 0, width: window.width, height: window.height - sceneSize.height)
                list.items = [.shape(.rectangle, frame: panel, fill: .color(Color(white: 0.2)), stroke: nil),
                              .text("frame \(dockCounter)", font: .system(size: 11), paint: .color(.white),
                                    frame: CGRect(x: 8, y: 8, width: 100, height: 14), baseline: 19),
                              .shape(.capsule, frame: CGRect(x: 120 + CGFloat(dockCounter % 5) * 10, y: 10, width: 40, height: 10),
                                     fill: .color(.yellow), stroke: nil)]
                dock = (list, LayoutHost(size: panel.size, scale: scale))
            }
            return LayeredFrame(scene: scene, sceneHost: LayoutHost(size: sceneSize, scale: scale), overlays: overlays, dock: dock,
                                windowHost: LayoutHost(size: window, scale: scale))
        }
    }

    func image(for scene: Scene) -> RasterImage {
        RasterImage(width: Int(scene.window.width * scene.scale), height: Int(scene.window.height * scene.scale))
    }

    /// The first pixel at which `a` and `b` differ outside `rects`, or inside everything when `rects` is nil.
    func firstDifference(_ a: RasterImage, _ b: RasterImage, outside rects: [CGRect] = []) -> (x: Int, y: Int)? {
        for y in 0..<a.height where memcmp(a.pixels + y * a.stride, b.pixels + y * b.stride, a.width * 4) != 0 {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                let point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if !rects.contains(where: { $0.contains(point) }) { return (x, y) }
            }
        }
        return nil
    }

    /// Over random scenes and random changes, painting only the damage gives every frame byte for byte as
    /// painting it whole, and every pixel that changed lies in the rectangles returned for presenting.
    @Test func damagedFramesArePixelIdenticalToFullRedraws() {
        let kit = RenderingKit(iconDirectory: TestSupport.iconDirectory)
        var partialFrames = 0, frames = 0
        for seed in 0..<24 {
            partialFrames += paintFrames(seed: seed, kit: kit)
            frames += 14
        }
        // Many frames were painted in part (else this test would prove nothing): the exact count of this
        // generator's scenes.
        #expect(partialFrames == 214, "\(partialFrames) of \(frames)")
    }

    /// Paints 14 frames of the random scene of `seed` both ways and compares them; returns how many were
    /// painted in part.
    func paintFrames(seed: Int, kit: RenderingKit) -> Int {
        var random = Random(state: UInt64(seed) &* 7919 &+ 17)
        var scene = Scene(random: &random)
        let painter = LayeredFramePainter(renderer: kit.renderer)
        let incremental = image(for: scene)
        var previousWhole: RasterImage?
        var partialFrames = 0
        for step in 0..<14 {
            let frame = scene.frame
            let rects = painter.paint(frame, into: incremental)
            let whole = image(for: scene)
            LayeredFramePainter(renderer: kit.renderer).paint(frame, into: whole)
            let wrong = firstDifference(incremental, whole)
            #expect(wrong == nil, "seed \(seed), frame \(step): pixel \(String(describing: wrong)) differs from painting the frame whole")
            if let previousWhole {
                let unseen = firstDifference(previousWhole, whole, outside: rects)
                #expect(unseen == nil, "seed \(seed), frame \(step): pixel \(String(describing: unseen)) changed outside \(rects)")
            }
            let area = rects.reduce(0) { $0 + $1.width * $1.height }
            if area < CGFloat(incremental.width * incremental.height) { partialFrames += 1 }
            previousWhole = whole
            scene.change(&random)
        }
        return partialFrames
    }

    /// A card that moves damages the rows where it was and where it is, a pixel of antialiasing and a pixel of
    /// rounding beyond them, and nothing else is presented.
    @Test func aMovedCardDamagesWhereItWasAndWhereItIs() {
        let kit = RenderingKit(iconDirectory: TestSupport.iconDirectory)
        let painter = LayeredFramePainter(renderer: kit.renderer)
        let image = RasterImage(width: 200, height: 100)
        func frame(cardAt x: CGFloat, y: CGFloat = 10) -> LayeredFrame {
            var list = DisplayList()
            list.items = [.shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 200, height: 100), fill: .color(.white), stroke: nil),
                          .shape(.rectangle, frame: CGRect(x: x, y: y, width: 20, height: 20), fill: .color(.blue), stroke: nil)]
            let host = LayoutHost(size: CGSize(width: 200, height: 100))
            return LayeredFrame(scene: list, sceneHost: host, windowHost: host)
        }
        #expect(painter.paint(frame(cardAt: 10), into: image) == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(painter.paint(frame(cardAt: 10), into: image) == [])
        // The rows of both (y 9 to 31, a pixel of antialiasing and one of rounding around), across the width.
        #expect(painter.paint(frame(cardAt: 50), into: image) == [CGRect(x: 0, y: 8, width: 200, height: 24)])
        #expect(painter.paint(frame(cardAt: 50, y: 60), into: image)
                == [CGRect(x: 0, y: 8, width: 200, height: 24), CGRect(x: 0, y: 58, width: 200, height: 24)])
        // A new buffer, or one the caller says was lost, is painted whole.
        #expect(painter.paint(frame(cardAt: 50), into: image, redrawAll: true) == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(painter.paint(frame(cardAt: 50), into: RasterImage(width: 200, height: 100)) == [CGRect(x: 0, y: 0, width: 200, height: 100)])
    }

    /// A fully transparent fill (`Color.clear` under a tap area) draws nothing, so its coming and going
    /// damages nothing; a material over a change is drawn again whole, as it blurs what changed.
    @Test func clearFillsDamageNothingAndMaterialsOverAChangeAreRedrawn() {
        let background: DisplayItem = .shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 200, height: 100), fill: .color(.white), stroke: nil)
        let clear: DisplayItem = .shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 200, height: 100), fill: .color(.clear), stroke: nil)
        #expect(FrameDamage.pixels(from: [background], to: [background, clear], scale: 1, width: 200, height: 100) == [])
        let dot: DisplayItem = .shape(.rectangle, frame: CGRect(x: 100, y: 40, width: 4, height: 4), fill: .color(.red), stroke: nil)
        let glass: DisplayItem = .shape(.rectangle, frame: CGRect(x: 90, y: 30, width: 40, height: 30),
                                        fill: .material(MaterialPaint(radius: 4, tint: .white.opacity(0.5), opacity: 1)), stroke: nil)
        // The dot alone: its rows and two around. Under the glass: every row the glass reads (its frame, 30 to
        // 60, and its blur's reach, 1.5 × 4 + 2 points, plus the two around).
        #expect(FrameDamage.pixels(from: [background], to: [background, dot], scale: 1, width: 200, height: 100)
                == [CGRect(x: 0, y: 38, width: 200, height: 8)])
        #expect(FrameDamage.pixels(from: [background, glass], to: [background, dot, glass], scale: 1, width: 200, height: 100)
                == [CGRect(x: 0, y: 20, width: 200, height: 50)])
    }

    @Test func changedUnitsAreTheOnesTheDiffDoesNotMatch() {
        func dot(_ x: CGFloat) -> DisplayItem { .shape(.rectangle, frame: CGRect(x: x, y: 0, width: 4, height: 4), fill: .color(.red), stroke: nil) }
        let background = dot(0), tail = dot(300), a = dot(10), b = dot(20), c = dot(30), d = dot(40)
        // Every unit between the shared ends changed (a flight's frame): all removed, all inserted.
        let all = FrameDamage.changedUnits([background, a, b, tail], [background, c, d, tail])
        #expect(all.old == [1..<2, 2..<3] && all.new == [1..<2, 2..<3])
        // b stays, one place earlier: only a goes and only c comes.
        let moved = FrameDamage.changedUnits([background, a, b, tail], [background, b, c, tail])
        #expect(moved.old == [1..<2] && moved.new == [2..<3])
        // The shared end starts outside every group: the group that ends both lists is shared whole, and one
        // whose beginning differs is not.
        let grouped = FrameDamage.changedUnits([background, a, .beginOpacity(0.5), b, .endOpacity],
                                               [background, c, .beginOpacity(0.5), b, .endOpacity])
        #expect(grouped.old == [1..<2] && grouped.new == [1..<2])
        let inside = FrameDamage.changedUnits([background, .beginOpacity(0.5), a, b, .endOpacity],
                                              [background, .beginOpacity(0.4), a, b, .endOpacity])
        #expect(inside.old == [1..<5] && inside.new == [1..<5])
        #expect(FrameDamage.sharedSuffix([background, .beginOpacity(0.5), a, b, .endOpacity],
                                         [background, .beginOpacity(0.4), a, b, .endOpacity], after: 1) == 0)
    }
}
