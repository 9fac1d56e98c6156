import HeroSim
import HeroSimTesting
import Testing

// Issue 41: a conditional wherever SwiftUI lets one stand, written as hero code writes it. In each scene a red
// 60 × 60 source at the top leading corner is tapped; inside `withAnimation(.linear(duration: 1))` that shows a
// blue 200 × 120 view with the source's id at the place under test, which flies out of the source while the
// source stays (two sources with one id on screen: the inserted one flies from the one already there). Tapped
// again, the blue view flies back into the source as it leaves.

/// Where the conditional stands.
enum ConditionalPlace: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case childBody, computedProperty, viewBuilderFunction, overlay, background, safeAreaInset, group, ifLet, switchCase,
         optionalView, forEachRow, navigationStackRoot, scrollView, lazyStack, list, sheet, fullScreenCover, navigationDestination

    var testDescription: String { rawValue }
}

/// The blue view that appears, matched to the source.
private struct Hero: View {
    let namespace: Namespace.ID
    var body: some View {
        Color.blue.frame(width: 200, height: 120).matchedGeometryEffect(id: "hero", in: namespace)
    }
}

/// A child whose whole body is a bare `if`, reading a binding.
private struct BareIfChild: View {
    @Binding var shown: Bool
    let namespace: Namespace.ID
    var body: some View {
        if shown { Hero(namespace: namespace) }
    }
}

private struct ConditionalScene: View {
    let place: ConditionalPlace
    @Namespace private var namespace
    @State private var shown = false
    @State private var selection: Int?
    @State private var rows = [0, 1, 2]

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Color.red.frame(width: 60, height: 60)
                .matchedGeometryEffect(id: "hero", in: namespace)
                .onTapGesture {
                    withAnimation(.linear(duration: 1)) {
                        shown.toggle()
                        selection = shown ? 1 : nil
                    }
                }
            placed
            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    /// The conditional at the place under test.
    @ViewBuilder private var placed: some View {
        switch place {
        case .childBody: BareIfChild(shown: $shown, namespace: namespace)
        case .computedProperty: computedHero
        case .viewBuilderFunction: hero(if: shown)
        case .overlay: Color.clear.frame(width: 300, height: 200).overlay(alignment: .topLeading) { if shown { Hero(namespace: namespace) } }
        case .background: Color.clear.frame(width: 300, height: 200).background(alignment: .topLeading) { if shown { Hero(namespace: namespace) } }
        case .safeAreaInset:
            Color.clear.frame(width: 300, height: 200).safeAreaInset(edge: .top) { if shown { Hero(namespace: namespace) } }
        case .group: Group { if shown { Hero(namespace: namespace) } }
        case .ifLet:
            if let selection { Hero(namespace: namespace).opacity(selection == 1 ? 1 : 0.5) }
        case .switchCase:
            switch selection {
            case .some: Hero(namespace: namespace)
            case .none: EmptyView()
            }
        case .optionalView: shown ? Hero(namespace: namespace) : nil
        case .forEachRow:
            VStack(alignment: .leading) {
                ForEach(rows, id: \.self) { row in
                    if row == selection { Hero(namespace: namespace) } else { Color.gray.frame(width: 40, height: 10) }
                }
            }
        case .navigationStackRoot: NavigationStack { if shown { Hero(namespace: namespace) } }.frame(height: 300)
        case .scrollView: ScrollView { if shown { Hero(namespace: namespace) } }.frame(height: 300)
        case .lazyStack: LazyVStack(alignment: .leading) { if shown { Hero(namespace: namespace) } }
        case .list: List { if shown { Hero(namespace: namespace) } }.frame(height: 300)
        case .sheet:
            Color.clear.frame(width: 10, height: 10).sheet(isPresented: .constant(true)) { PresentedContent() }
        case .fullScreenCover:
            Color.clear.frame(width: 10, height: 10).fullScreenCover(isPresented: .constant(true)) { PresentedContent() }
        case .navigationDestination:
            NavigationStack {
                Color.clear.navigationDestination(isPresented: .constant(true)) { PresentedContent() }
            }
            .frame(height: 500)
        }
    }

    @ViewBuilder private var computedHero: some View {
        if shown { Hero(namespace: namespace) }
    }

    @ViewBuilder private func hero(if visible: Bool) -> some View {
        if visible { Hero(namespace: namespace) }
    }
}

/// A sheet's, a cover's or a pushed screen's content, with its own state and namespace (a presentation is a
/// hierarchy of its own): tapping its red source flies a blue view out of it.
private struct PresentedContent: View {
    @Namespace private var namespace
    @State private var shown = false
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Color.red.frame(width: 60, height: 60)
                .matchedGeometryEffect(id: "hero", in: namespace)
                .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown { Hero(namespace: namespace) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@Suite struct ConditionalPlacesTests {
    /// The frames of the views in `source`'s group other than `source`, as drawn now.
    func others(_ host: HeadlessHost, _ source: MatchedGeometryElement) -> [CGRect] {
        group(host, source).filter { $0 != source.frame }
    }

    /// The frames of the views in `source`'s group that are not leaving, as drawn now.
    func group(_ host: HeadlessHost, _ source: MatchedGeometryElement) -> [CGRect] {
        host.matchedGeometry.filter { $0.id == source.id && $0.namespace == source.namespace && !$0.isRemoved }.map(\.frame)
    }

    @Test(arguments: ConditionalPlace.allCases)
    func aConditionalShowsItsViewFlyingOutOfTheSource(_ place: ConditionalPlace) throws {
        let host = HeadlessHost(ConditionalScene(place: place), size: CGSize(width: 400, height: 800))
        // The source on top (a sheet's own, when a sheet is up).
        let element = try #require(host.matchedGeometry.last { $0.id == AnyHashable("hero") })
        let source = element.frame
        #expect(group(host, element) == [source])
        #expect(source.size == CGSize(width: 60, height: 60))
        #expect(host.tap(at: CGPoint(x: source.midX, y: source.midY)))
        // The tap's frame: the new view is where the source is.
        #expect(group(host, element) == [source, source])
        host.advance(to: 0.5)
        let middle = others(host, element)
        host.advance(to: 1)
        let end = try #require(others(host, element).first, "nothing shown at \(place)")
        #expect(end.size == CGSize(width: 200, height: 120))
        // Linear: half-way between the source and where the view is laid out.
        #expect(middle == [lerp(source, end, 0.5)])
        #expect(!host.isAnimating)
        // Tapped again, the view leaves: it flies back into the source, drawn until its removal ends.
        #expect(host.tap(at: CGPoint(x: source.midX, y: source.midY)))
        host.advance(to: 1.5)
        #expect(leaving(host, element) == [lerp(end, source, 0.5)])
        host.advance(to: 2)
        #expect(group(host, element) == [source])
        #expect(leaving(host, element) == [])
        #expect(!host.isAnimating)
    }

    /// The frames of the views of `source`'s group on their way out, as drawn now.
    func leaving(_ host: HeadlessHost, _ source: MatchedGeometryElement) -> [CGRect] {
        host.matchedGeometry.filter { $0.id == source.id && $0.namespace == source.namespace && $0.isRemoved }.map(\.frame)
    }
}
