import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// Shadows, foreground colours (text, shape fills and strokes), gradient colours and font sizes animate
/// with the transaction, as SwiftUI interpolates them.
@Suite struct StyleAnimationTests {
    /// A card whose styles all change on a tap of the corner swatch, inside `withAnimation(.linear(duration: 1))`.
    struct Card: View {
        @State var on = false
        var body: some View {
            ZStack {
                VStack {
                    Text("Hero").font(.system(size: on ? 30 : 10)).foregroundColor(on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                    Circle().stroke(on ? Color(red: 0, green: 1, blue: 0) : Color(red: 0, green: 0, blue: 0), lineWidth: on ? 6 : 2)
                        .frame(width: 40, height: 40)
                    Rectangle().fill(LinearGradient(colors: on ? [.white, .black] : [.black, .white], startPoint: .top, endPoint: .bottom))
                        .frame(width: 40, height: 40)
                        .shadow(color: on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 0), radius: on ? 20 : 0, x: on ? 10 : 0, y: on ? -10 : 0)
                }
                Color.red.frame(width: 10, height: 10).onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }.position(x: 5, y: 5)
            }
        }
    }

    func halfWay() -> [DisplayItem] {
        let g = graph(Card())
        g.tap(at: CGPoint(x: 5, y: 5))
        g.advance(to: 0.5)
        return g.displayList.items
    }

    @Test func textColourAndFontSizeAreHalfWay() throws {
        let texts: [(Font, Paint)] = halfWay().compactMap { if case .text(_, let font, let paint, _, _) = $0 { (font, paint) } else { nil } }
        let text = try #require(texts.first)
        #expect(text.0.size == 20)
        #expect(text.1 == .color(Color(red: 0.5, green: 0, blue: 0.5)))
    }

    @Test func aStrokesColourAndWidthAreHalfWay() throws {
        let strokes: [ShapeStroke] = halfWay().compactMap { if case .shape(.circle, _, _, let stroke?) = $0 { stroke } else { nil } }
        let stroke = try #require(strokes.first)
        #expect(stroke.paint == .color(Color(red: 0, green: 0.5, blue: 0)))
        #expect(stroke.lineWidth == 4)
    }

    @Test func aGradientsColoursAreHalfWay() throws {
        let fills: [Paint] = halfWay().compactMap { if case .shape(.rectangle, let frame, let fill?, nil) = $0, frame.width == 40 { fill } else { nil } }
        let fill = try #require(fills.first)
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
        #expect(fill == .linearGradient(colors: [grey, grey], start: .top, end: .bottom))
    }

    @Test func aShadowsRadiusOffsetAndColourAreHalfWay() throws {
        let shadows: [(Color, CGFloat, CGSize)] = halfWay().compactMap { if case .beginShadow(let color, let radius, let offset, _) = $0 { (color, radius, offset) } else { nil } }
        let shadow = try #require(shadows.first)
        #expect(shadow.0 == Color(red: 0.5, green: 0, blue: 0))
        #expect(shadow.1 == 10)
        #expect(shadow.2 == CGSize(width: 5, height: -5))
    }

    /// One shape's fill that is a colour or a gradient.
    struct ColourOrGradient: ShapeStyle {
        let gradient: Bool
        var paint: Paint { gradient ? .linearGradient(colors: [.white, .black], start: .top, end: .bottom) : .color(.black) }
    }

    @Test func aColourBecomingAGradientChangesAtOnce() {
        struct Swap: View {
            @State var on = false
            var body: some View {
                Rectangle().fill(ColourOrGradient(gradient: on)).frame(width: 40, height: 40)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
            }
        }
        let g = graph(Swap())
        g.tap(at: CGPoint(x: 200, y: 200))
        g.advance(to: 0.5)
        let fills: [Paint] = g.displayList.items.compactMap { if case .shape(_, let frame, let fill?, _) = $0, frame.width == 40 { fill } else { nil } }
        #expect(fills == [ColourOrGradient(gradient: true).paint])
    }
}
