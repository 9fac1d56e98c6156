import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// `Animatable`: custom `Shape`s and `GeometryEffect`s whose `animatableData` (a number, an
/// `AnimatablePair`) animates with the transaction, drawn at each frame's value.
@Suite struct AnimatableDataTests {
    /// A bar from the leading edge to `fraction` of the width, along the top.
    struct Progress: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: 10))
        }
    }

    /// A point inside the frame at (x, y) fractions of its size, as a pair.
    struct Dot: Shape {
        var x: CGFloat
        var y: CGFloat
        var animatableData: AnimatablePair<CGFloat, CGFloat> {
            get { AnimatablePair(x, y) }
            set { (x, y) = (newValue.first, newValue.second) }
        }
        func path(in rect: CGRect) -> Path {
            Path(ellipseIn: CGRect(x: rect.minX + rect.width * x - 2, y: rect.minY + rect.height * y - 2, width: 4, height: 4))
        }
    }

    /// Slants its content by `amount` (x moves by amount × y).
    struct Skew: GeometryEffect {
        var amount: CGFloat
        var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
        }
    }

    /// Everything above in a 100 × 100 frame centred in the host (150…250), changed by a tap of the corner.
    struct Scene: View {
        @State var on = false
        var body: some View {
            ZStack {
                Progress(fraction: on ? 1 : 0).fill(Color.blue).frame(width: 100, height: 100)
                Dot(x: on ? 1 : 0, y: on ? 0.5 : 0).frame(width: 100, height: 100)
                Color.green.frame(width: 100, height: 100).modifier(Skew(amount: on ? 1 : 0))
                Color.red.frame(width: 10, height: 10).onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }.position(x: 5, y: 5)
            }
        }
    }

    func halfWay() -> [DisplayItem] {
        let g = graph(Scene())
        g.tap(at: CGPoint(x: 5, y: 5))
        g.advance(to: 0.5)
        return g.displayList.items
    }

    /// The paths drawn, in order.
    func paths(_ items: [DisplayItem]) -> [Path] {
        items.compactMap { if case .shape(.path(let path), _, _, _) = $0 { path } else { nil } }
    }

    @Test func aCustomShapesAnimatableDataIsHalfWay() throws {
        let drawn = paths(halfWay())
        try #require(drawn.count == 2)
        #expect(drawn[0] == Path(CGRect(x: 150, y: 150, width: 50, height: 10)))
    }

    @Test func anAnimatablePairAnimatesBothHalves() throws {
        let drawn = paths(halfWay())
        try #require(drawn.count == 2)
        #expect(drawn[1] == Path(ellipseIn: CGRect(x: 150 + 50 - 2, y: 150 + 25 - 2, width: 4, height: 4)))
    }

    @Test func aGeometryEffectIsAskedAgainAtEachFramesValue() throws {
        let transforms: [CGAffineTransform] = halfWay().compactMap { if case .beginTransform(let t) = $0 { t } else { nil } }
        // Skew 0.5 about the view's origin (150, 150): x' = x + 0.5 (y − 150).
        #expect(transforms == [CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: -75, ty: 0)])
    }

    @Test func atRestTheShapesAreAtTheirValues() {
        let g = graph(Scene())
        g.tap(at: CGPoint(x: 5, y: 5))
        g.advance(to: 1)
        #expect(paths(g.displayList.items).first == Path(CGRect(x: 150, y: 150, width: 100, height: 10)))
        #expect(!g.isAnimating)
    }

    /// A shape without `animatableData` (it is `EmptyAnimatableData`) still draws, and changes at once.
    struct Triangle: Shape {
        var flipped = false
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: flipped ? rect.maxY : rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: flipped ? rect.minY : rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: flipped ? rect.minY : rect.maxY))
                p.closeSubpath()
            }
        }
    }

    @Test func aShapeWithoutAnimatableDataChangesAtOnce() {
        struct Flip: View {
            @State var on = false
            var body: some View {
                Triangle(flipped: on).frame(width: 100, height: 100).clipShape(Triangle(flipped: !on))
                    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
            }
        }
        let g = graph(Flip())
        g.tap(at: CGPoint(x: 200, y: 240))
        g.advance(to: 0.5)
        let expected = Triangle(flipped: true).path(in: CGRect(x: 150, y: 150, width: 100, height: 100))
        #expect(paths(g.displayList.items) == [expected])
        #expect(g.displayList.items.contains(.beginClip(.path(Triangle(flipped: false).path(in: CGRect(x: 150, y: 150, width: 100, height: 100))),
                                                        frame: CGRect(x: 150, y: 150, width: 100, height: 100))))
    }

    @Test func pathsBuildAsSwiftUIsDo() {
        var p = Path()
        p.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // A quarter arc, clockwise on screen from (20, 10) to (10, 20): one cubic curve.
        #expect(p.elements.count == 2)
        if case .curve(let end, _, _) = p.elements[1] {
            #expect(abs(end.x - 10) < 1e-12 && abs(end.y - 20) < 1e-12)
        } else {
            Issue.record("not a curve: \(p.elements[1])")
        }
        #expect(Path(CGRect(x: 0, y: 0, width: 4, height: 2)).boundingRect == CGRect(x: 0, y: 0, width: 4, height: 2))
    }
}
