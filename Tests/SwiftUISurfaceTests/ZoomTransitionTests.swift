import Foundation
import HeroSim
import HeroSimTesting
import Testing

// iOS 18's zoom transition written as Apple's documentation shows it: a grid of photos, each a
// `NavigationLink(value:)` marked `matchedTransitionSource(id:in:)`, and a destination that zooms out of it.

private struct PhotoGrid: View {
    @Namespace private var namespace
    static let colors: [Color] = [.red, .green, .blue, .orange]

    var body: some View {
        NavigationStack {
            VStack(spacing: 10) {
                HStack(spacing: 10) { cell(0); cell(1) }
                HStack(spacing: 10) { cell(2); cell(3) }
                Spacer()
            }
            .padding(20)
            .navigationTitle("Photos")
            .navigationDestination(for: Int.self) { index in
                PhotoDetail(index: index)
                    .navigationTransition(.zoom(sourceID: index, in: namespace))
            }
        }
    }

    private func cell(_ index: Int) -> some View {
        NavigationLink(value: index) {
            Self.colors[index]
                .frame(height: 120)
                .matchedTransitionSource(id: index, in: namespace) { source in
                    source.clipShape(RoundedRectangle(cornerRadius: 12)).background(.white)
                }
        }
    }
}

private struct PhotoDetail: View {
    let index: Int
    var body: some View {
        VStack {
            PhotoGrid.colors[index].frame(height: 300)
            Text("Photo \(index)")
            Spacer()
        }
        .navigationTitle("Photo \(index)")
    }
}

/// A photo whose zoom has no source: nothing in the grid is marked with its id.
private struct SourcelessZoom: View {
    @Namespace private var namespace
    @State private var isShown = false

    var body: some View {
        Color.gray
            .onTapGesture { isShown = true }
            .fullScreenCover(isPresented: $isShown) {
                Color.purple.navigationTransition(.zoom(sourceID: "nowhere", in: namespace))
            }
    }
}

/// A photo that opens as a full-screen cover zooming out of its thumbnail.
private struct CoverFromThumbnail: View {
    @Namespace private var namespace
    @State private var isShown = false

    var body: some View {
        VStack {
            Color.teal.frame(width: 100, height: 100)
                .matchedTransitionSource(id: "thumbnail", in: namespace)
                .onTapGesture { isShown = true }
            Spacer()
        }
        .fullScreenCover(isPresented: $isShown) {
            Color.teal
                .onTapGesture { isShown = false }
                .navigationTransition(.zoom(sourceID: "thumbnail", in: namespace))
        }
    }
}

/// A long list of photos and a button that opens the last one, far below the window.
private struct LongAlbum: View {
    @Namespace private var namespace
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                VStack(spacing: 10) {
                    Button("Open the last") { path = [29] }.id("open")
                    ForEach(0..<30, id: \.self) { index in
                        Color.blue.frame(height: 120)
                            .matchedTransitionSource(id: index, in: namespace)
                    }
                }
            }
            .navigationDestination(for: Int.self) { index in
                Color.orange.navigationTransition(.zoom(sourceID: index, in: namespace))
            }
        }
    }
}

/// The source in a child view of its own, and the page in a sheet whose content is a child view whose body is
/// a bare `if`.
private struct SheetFromChild: View {
    @Namespace private var namespace
    @State private var isShown = false

    var body: some View {
        VStack {
            Thumbnail(namespace: namespace) { isShown = true }
            Spacer()
        }
        .sheet(isPresented: $isShown) {
            SheetPage(isShown: isShown, namespace: namespace)
        }
    }
}

private struct Thumbnail: View {
    let namespace: Namespace.ID
    let open: () -> Void
    var body: some View {
        Color.pink.frame(width: 100, height: 100)
            .matchedTransitionSource(id: "pink", in: namespace)
            .onTapGesture(perform: open)
    }
}

private struct SheetPage: View {
    let isShown: Bool
    let namespace: Namespace.ID
    var body: some View {
        if isShown {
            Color.pink.navigationTransition(.zoom(sourceID: "pink", in: namespace))
        }
    }
}

/// Whether two rectangles agree to a billionth of a point (the spring's value is worked out two ways).
private func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
}

@Suite struct ZoomTransitionTests {
    static let window = CGRect(x: 0, y: 0, width: 400, height: 800)
    /// The second cell of the grid: 20-pt padding, 10-pt spacing, under the 96-pt large title bar.
    static let cell = CGRect(x: 205, y: 116, width: 175, height: 120)
    /// How far the zoom's spring (0.5 s, no bounce) has come at `time` after it started.
    static func zoomProgress(_ time: Double) -> Double { Spring(duration: 0.5, bounce: 0).value(at: time) }

    /// The zoom's group as the tools read it: each drawn view of id `id`, with its frame and opacity.
    func drawn(_ host: HeadlessHost, id: String) -> [(frame: CGRect, opacity: Double, isRemoved: Bool)] {
        host.matchedGeometry.filter { "\($0.id.base)" == id }.map { ($0.frame, $0.opacity, $0.isRemoved) }
    }

    @Test func aPushZoomsOutOfTheTappedCellAndTheBackButtonZoomsItBack() {
        let host = HeadlessHost(PhotoGrid(), size: Self.window.size)
        #expect(drawn(host, id: "1").map(\.frame) == [Self.cell])
        #expect(host.tap(at: CGPoint(x: 300, y: 200)))
        // The destination starts exactly on the cell, which is hidden from now on.
        let start = drawn(host, id: "1")
        #expect(start.map(\.frame) == [Self.cell, Self.cell])
        #expect(start.map(\.opacity) == [0, 1])
        let flight = host.flights.first
        #expect(host.flights.count == 1)
        #expect(flight?.id == "1")
        #expect(flight?.phase == .presenting)
        // Its two ends as drawn: the hidden cell, and the page on top of it.
        #expect(flight?.from.frame == Self.cell)
        #expect(flight?.to.frame == Self.cell)
        #expect(flight?.from.path != flight?.to.path)
        for time in [0.05, 0.1, 0.25] {
            host.advance(to: time)
            #expect(close(drawn(host, id: "1").last?.frame, lerp(Self.cell, Self.window, Self.zoomProgress(time))), "at \(time) s")
            #expect(drawn(host, id: "1").first?.opacity == 0)
        }
        // Up: the destination covers the window, the cell stays hidden, nothing flies.
        host.advance(to: 2)
        #expect(drawn(host, id: "1").map(\.frame) == [Self.cell, Self.window])
        #expect(drawn(host, id: "1").map(\.opacity) == [0, 1])
        #expect(host.flights.isEmpty)
        // The back button: the page zooms back into its cell, which shows again once it has landed.
        #expect(host.tap(at: CGPoint(x: 30, y: 22)))
        #expect(host.flights.map(\.phase) == [.dismissing])
        #expect(host.flights.first?.to.frame == Self.cell)
        #expect(host.flights.first?.from.isRemoved == true)
        host.advance(to: 2.1)
        let back = drawn(host, id: "1")
        #expect(close(back.last?.frame, lerp(Self.window, Self.cell, Self.zoomProgress(0.1))))
        #expect(back.map(\.isRemoved) == [false, true])
        #expect(back.first?.opacity == 0)
        host.advance(to: 4)
        #expect(drawn(host, id: "1").map(\.frame) == [Self.cell])
        #expect(drawn(host, id: "1").map(\.opacity) == [1])
        #expect(host.flights.isEmpty)
    }

    @Test func theOtherCellsAndTheGridStayPutWhileAZoomRuns() {
        let host = HeadlessHost(PhotoGrid(), size: Self.window.size)
        let before = host.matchedGeometry.filter { "\($0.id.base)" != "1" }.map(\.frame)
        #expect(host.tap(at: CGPoint(x: 300, y: 200)))
        host.advance(to: 0.2)
        // No push parallax under a zoom: the grid does not move a third of the way out.
        #expect(host.matchedGeometry.filter { "\($0.id.base)" != "1" }.map(\.frame) == before)
    }

    @Test func aFullScreenCoverZoomsOutOfItsSourceAndBack() {
        let host = HeadlessHost(CoverFromThumbnail(), size: Self.window.size)
        let thumbnail = CGRect(x: 150, y: 0, width: 100, height: 100)
        #expect(drawn(host, id: "thumbnail").map(\.frame) == [thumbnail])
        #expect(host.tap(at: CGPoint(x: 200, y: 50)))
        #expect(drawn(host, id: "thumbnail").map(\.frame) == [thumbnail, thumbnail])
        host.advance(to: 0.1)
        #expect(close(drawn(host, id: "thumbnail").last?.frame, lerp(thumbnail, Self.window, Self.zoomProgress(0.1))))
        host.advance(to: 2)
        #expect(drawn(host, id: "thumbnail").map(\.frame) == [thumbnail, Self.window])
        #expect(host.tap(at: CGPoint(x: 200, y: 400)))
        host.advance(to: 2.1)
        #expect(close(drawn(host, id: "thumbnail").last?.frame, lerp(Self.window, thumbnail, Self.zoomProgress(0.1))))
        host.advance(to: 4)
        #expect(drawn(host, id: "thumbnail").map(\.frame) == [thumbnail])
        #expect(drawn(host, id: "thumbnail").map(\.opacity) == [1])
    }

    @Test func aSheetWhosePageIsABareIfZoomsOutOfASourceInAChildView() {
        let host = HeadlessHost(SheetFromChild(), size: Self.window.size)
        let thumbnail = CGRect(x: 150, y: 0, width: 100, height: 100)
        #expect(host.tap(at: CGPoint(x: 200, y: 50)))
        // The sheet's card starts on the thumbnail, which hides; the flight is named by the source's id.
        #expect(drawn(host, id: "pink").map(\.frame) == [thumbnail, thumbnail])
        #expect(drawn(host, id: "pink").first?.opacity == 0)
        #expect(host.flights.map(\.id) == ["pink"])
        host.advance(to: 2)
        let card = drawn(host, id: "pink").last?.frame
        #expect(card.map { $0.width == 400 && $0.maxY == 800 } == true)
    }

    @Test func aZoomWithNoSourceFadesAndScalesInstead() {
        let host = HeadlessHost(SourcelessZoom(), size: Self.window.size)
        #expect(host.tap(at: CGPoint(x: 200, y: 400)))
        // Half size about the centre, transparent, growing and fading in; no flight.
        #expect(drawn(host, id: "nowhere").map(\.frame) == [CGRect(x: 100, y: 200, width: 200, height: 400)])
        #expect(drawn(host, id: "nowhere").map(\.opacity) == [0])
        #expect(host.flights.isEmpty)
        host.advance(to: 2)
        #expect(drawn(host, id: "nowhere").map(\.frame) == [Self.window])
        #expect(drawn(host, id: "nowhere").map(\.opacity) == [1])
    }

    /// The zoom a tenth of a second in: the page scaled to cover its frame, its corners on their way from the
    /// cell's 12 points to none, the grid behind dimmed by a third of the zoom's 20 %, the cell hidden; and the
    /// way back at the same point. Re-record with `HEROSIM_RECORD_GOLDENS=1`, and look at them.
    @Test func zoomFramesMatchTheirGoldens() throws {
        let host = HeadlessHost(PhotoGrid(), size: Self.window.size)
        #expect(host.tap(at: CGPoint(x: 300, y: 200)))
        host.advance(to: 0.1)
        try expectGolden(host.render(), "zoom-push-0.10s")
        host.advance(to: 2)
        #expect(host.tap(at: CGPoint(x: 30, y: 22)))
        host.advance(to: 2.1)
        try expectGolden(host.render(), "zoom-back-0.10s")
    }

    /// The zoom starts as the cell and lands as the cell: the source is drawn over it, fading out as it grows
    /// and back in as it lands, so the first and the last frames of a round trip are the grid's own.
    @Test func theZoomLeavesAndLandsOnTheCellsOwnPixels() {
        let host = HeadlessHost(PhotoGrid(), size: Self.window.size)
        let grid = host.render()
        #expect(host.tap(at: CGPoint(x: 300, y: 200)))
        let first = host.render()
        #expect(worstChannelDifference(grid, first) <= 2)
        host.advance(to: 0.1)
        #expect(worstChannelDifference(grid, host.render()) > 100)
        host.advance(to: 2)
        #expect(host.tap(at: CGPoint(x: 30, y: 22)))
        host.advance(to: 3.5)
        #expect(!host.flights.isEmpty || host.matchedGeometry.count == 4)
        host.advance(to: 5)
        #expect(worstChannelDifference(grid, host.render()) == 0)
    }

    @Test func aSourceOffScreenFadesAndScalesInsteadOfFlying() {
        let host = HeadlessHost(LongAlbum(), size: Self.window.size)
        let button = host.layout.frame(of: "open")
        #expect(button != nil)
        #expect(host.tap(at: CGPoint(x: button?.midX ?? 0, y: button?.midY ?? 0)))
        // The last photo's cell is 3,000 points down: no flight, the page grows from half size and fades in.
        #expect(host.flights.isEmpty)
        #expect(drawn(host, id: "29").last?.frame == CGRect(x: 100, y: 200, width: 200, height: 400))
        #expect(drawn(host, id: "29").last?.opacity == 0)
        host.advance(to: 2)
        #expect(drawn(host, id: "29").last?.frame == Self.window)
        #expect(host.tap(at: CGPoint(x: 30, y: 22)))
        #expect(host.flights.isEmpty)
        host.advance(to: 2.2)
        #expect(drawn(host, id: "29").last?.isRemoved == true)
        #expect((drawn(host, id: "29").last?.opacity ?? 1) < 1)
        host.advance(to: 5)
        #expect(drawn(host, id: "29").count == 1)
    }

    @Test func theTraceNamesTheZoomByItsSourceID() {
        let host = HeadlessHost(PhotoGrid(), size: Self.window.size)
        #expect(host.tap(at: CGPoint(x: 100, y: 300)))
        host.advance(to: 0.1)
        let flights = host.trace().flights ?? []
        #expect(flights.map(\.id) == ["2"])
        #expect(flights.map(\.phase) == [.presenting])
    }

    // MARK: - Interactive dismissal

    /// The grid with the second photo open: pushed, zoomed and landed by 2 s.
    func openPhoto() -> HeadlessHost {
        let host = HeadlessHost(PhotoGrid(), size: Self.window.size)
        #expect(host.tap(at: CGPoint(x: 300, y: 200)))
        host.advance(to: 2)
        return host
    }

    @Test func aDragDownShrinksThePageUnderTheFingerAndLettingGoFastZoomsItBackAtThatSpeed() {
        let host = openPhoto()
        host.pointerDown(at: CGPoint(x: 200, y: 400))
        host.advance(to: 2.1)
        host.pointerMoved(to: CGPoint(x: 200, y: 480))
        // 80 points down: 95 % of its size about where the finger went down, moved by the finger, and drawn
        // there: left of it, the grid shows, dimmed (the page was white there).
        #expect(drawn(host, id: "1").map(\.frame) == [Self.cell, CGRect(x: 10, y: 100, width: 380, height: 760)])
        let beside = host.render().pixel(x: 5, y: 400)
        #expect((beside >> 16) & 0xFF < 250, "the pixel beside the dragged page is \(String(beside, radix: 16))")
        host.advance(to: 2.2)
        host.pointerMoved(to: CGPoint(x: 200, y: 560))
        let released = CGRect(x: 20, y: 200, width: 360, height: 720)
        #expect(drawn(host, id: "1").last?.frame == released)
        // Let go at 800 points a second, down: the page zooms back into its cell from where the finger left it,
        // its spring starting at the finger's speed along the way (a fraction of the way per second).
        host.pointerUp()
        #expect(host.flights.map(\.phase) == [.dismissing])
        let way = CGSize(width: Self.cell.midX - released.midX, height: Self.cell.midY - released.midY)
        let initialVelocity = 800 * way.height / (way.width * way.width + way.height * way.height)
        #expect(initialVelocity < 0)
        for time in [2.25, 2.3, 2.5] {
            host.advance(to: time)
            let progress = Spring(duration: 0.5, bounce: 0).value(at: time - 2.2, initialVelocity: initialVelocity)
            #expect(close(drawn(host, id: "1").last?.frame, lerp(released, Self.cell, progress)), "at \(time) s")
            #expect(drawn(host, id: "1").first?.opacity == 0)
        }
        host.advance(to: 5)
        #expect(drawn(host, id: "1").map(\.frame) == [Self.cell])
        #expect(drawn(host, id: "1").map(\.opacity) == [1])
    }

    @Test func aShortSlowDragSpringsThePageBack() {
        let host = openPhoto()
        host.pointerDown(at: CGPoint(x: 200, y: 400))
        host.advance(to: 2.1)
        host.pointerMoved(to: CGPoint(x: 200, y: 430))
        let posed = CGRect(x: 3.75, y: 37.5, width: 392.5, height: 785)
        #expect(drawn(host, id: "1").last?.frame == posed)
        // The finger rests, then lifts: no velocity, 30 points predicted, short of the 120 that dismiss.
        host.advance(to: 2.6)
        host.pointerUp()
        #expect(host.flights.isEmpty)
        host.advance(to: 2.7)
        #expect(close(drawn(host, id: "1").last?.frame, lerp(posed, Self.window, Self.zoomProgress(0.1))))
        host.advance(to: 4)
        #expect(drawn(host, id: "1").map(\.frame) == [Self.cell, Self.window])
        #expect(drawn(host, id: "1").map(\.opacity) == [0, 1])
    }

    @Test func aSwipeFromTheLeadingEdgeShrinksThePageAndDismissesIt() {
        let host = openPhoto()
        host.pointerDown(at: CGPoint(x: 5, y: 400))
        host.advance(to: 2.1)
        host.pointerMoved(to: CGPoint(x: 105, y: 400))
        host.advance(to: 2.2)
        host.pointerMoved(to: CGPoint(x: 205, y: 400))
        // 200 points right from the edge: 75 % of its size about the finger's start, moved by the finger.
        #expect(drawn(host, id: "1").last?.frame == CGRect(x: 201.25, y: 100, width: 300, height: 600))
        host.pointerUp()
        #expect(host.flights.map(\.phase) == [.dismissing])
        host.advance(to: 5)
        #expect(drawn(host, id: "1").map(\.frame) == [Self.cell])
    }

    @Test func aPinchShrinksThePageAboutItsCentreAndDismissesIt() {
        let host = openPhoto()
        host.pinchBegan(at: CGPoint(x: 200, y: 400))
        host.advance(to: 2.1)
        host.pinchChanged(scale: 0.7)
        #expect(drawn(host, id: "1").last?.frame == CGRect(x: 60, y: 120, width: 280, height: 560))
        host.pinchEnded()
        #expect(host.flights.map(\.phase) == [.dismissing])
        host.advance(to: 5)
        #expect(drawn(host, id: "1").map(\.frame) == [Self.cell])
        #expect(drawn(host, id: "1").map(\.opacity) == [1])
    }
}
