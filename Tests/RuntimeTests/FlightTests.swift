import Foundation
import LayoutCore
import Motion
import Testing
@testable import ViewRuntime

/// Two flying cards side by side, each in its own namespace, each flying in a linear second.
private struct TwoFlyingCards: View {
    var body: some View {
        HStack(spacing: 0) {
            FlyingCard(animation: .linear(duration: 1)).frame(width: 200)
            FlyingCard(animation: .linear(duration: 1)).frame(width: 200)
        }
    }
}

/// A lone matched-geometry tile that slides 300 points right in a linear second on a tap.
private struct LoneSlide: View {
    @Namespace private var space
    @State private var moved = false
    var body: some View {
        Color.blue.matchedGeometryEffect(id: "tile", in: space).frame(width: 100, height: 100).offset(x: moved ? 300 : 0)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
    }
}

/// The flight as a value: a present, a dismiss, a flight turned around twice, two groups at once; the same
/// flights on the traced views and at a replayed moment.
@Suite struct FlightTests {
    static let cellPath = "FlyingCard/ModifiedContent/content/ZStack/TupleView/1/ModifiedContent/content/ModifiedContent/content/ModifiedContent/content/ModifiedContent"
    static let cardPath = "FlyingCard/ModifiedContent/Optional/ModifiedContent/content/ModifiedContent/content/ModifiedContent"
    static let cell = CGRect(x: 20, y: 20, width: 40, height: 40)
    static let linear = AnimationSpec.curve(.linear, duration: 1)

    /// A flight of FlyingCard's card.
    func card(_ phase: Flight.Phase, from: Flight.End, to: Flight.End, animation: AnimationSpec = linear, start: Double, end: Double,
              progress: Double) -> Flight {
        Flight(id: "card", namespace: "namespace FlyingCard#1", phase: phase, from: from, to: to, spec: animation, start: start, end: end,
               progress: progress)
    }

    @Test func aPresentFliesTheInsertedCardFromItsCellUntilItLands() {
        let g = graph(FlyingCard(animation: .linear(duration: 1)))
        #expect(g.flights.isEmpty)
        g.tap(at: CGPoint(x: 40, y: 40))
        let cell = Flight.End(path: Self.cellPath, frame: Self.cell)
        #expect(g.flights == [card(.presenting, from: cell, to: Flight.End(path: Self.cardPath, frame: Self.cell), start: 0, end: 1, progress: 0)])
        g.advance(to: 0.25)
        let flight = card(.presenting, from: cell, to: Flight.End(path: Self.cardPath, frame: CGRect(x: 15, y: 15, width: 130, height: 130)),
                          start: 0, end: 1, progress: 0.25)
        #expect(g.flights == [flight])
        #expect(flight.flying == flight.to)
        #expect(flight.description == "card presenting 25 % linear 1s")
        // Landed: two views of the group at rest are presented, not flying.
        g.advance(to: 1)
        #expect(g.flights.isEmpty)
        #expect(g.matchedGeometry.count == 2)
    }

    @Test func aDismissFliesTheRemovedCardBackToTheSource() {
        let g = graph(FlyingCard(animation: .linear(duration: 1)))
        g.tap(at: CGPoint(x: 40, y: 40))
        g.advance(to: 1)
        #expect(g.tap(at: CGPoint(x: 200, y: 200)))
        g.advance(to: 1.25)
        let flight = card(.dismissing, from: Flight.End(path: Self.cardPath, frame: CGRect(x: 5, y: 5, width: 310, height: 310), isRemoved: true),
                          to: Flight.End(path: Self.cellPath, frame: Self.cell), start: 1, end: 2, progress: 0.25)
        #expect(g.flights == [flight])
        #expect(flight.flying == flight.from)
        g.advance(to: 2)
        #expect(g.flights.isEmpty)
    }

    @Test func anInterruptedFlightTurnsAroundAndBackWithItsPhase() {
        let g = graph(FlyingCard(animation: .linear(duration: 1)))
        g.tap(at: CGPoint(x: 40, y: 40))
        g.advance(to: 0.5)
        // Sent back half-way: it retraces the half second it flew.
        #expect(g.tap(at: CGPoint(x: 100, y: 100)))
        g.advance(to: 0.75)
        let cell = Flight.End(path: Self.cellPath, frame: Self.cell)
        #expect(g.flights == [card(.dismissing, from: Flight.End(path: Self.cardPath, frame: CGRect(x: 15, y: 15, width: 130, height: 130), isRemoved: true),
                                   to: cell, start: 0.5, end: 1, progress: 0.5)])
        // Opened again from a quarter of the way: the three quarters left take three quarters of a second.
        #expect(g.tap(at: CGPoint(x: 40, y: 40)))
        g.advance(to: 1.125)
        #expect(g.flights == [card(.presenting, from: cell, to: Flight.End(path: Self.cardPath, frame: CGRect(x: 7.5, y: 7.5, width: 265, height: 265)),
                                   start: 0.75, end: 1.5, progress: 0.5)])
        g.advance(to: 1.5)
        #expect(g.flights.isEmpty)
    }

    @Test func twoGroupsFlyAtOnceInDrawOrder() {
        let g = graph(TwoFlyingCards())
        g.tap(at: CGPoint(x: 40, y: 40))
        g.advance(to: 0.5)
        g.tap(at: CGPoint(x: 240, y: 40))
        g.advance(to: 0.75)
        func flight(_ side: Int, to frame: CGRect, from cell: CGRect, start: Double, progress: Double) -> Flight {
            let prefix = "TwoFlyingCards/HStack/TupleView/\(side)/ModifiedContent/content/"
            return Flight(id: "card", namespace: "namespace " + prefix + "FlyingCard#1", phase: .presenting, from: Flight.End(path: prefix + Self.cellPath, frame: cell),
                          to: Flight.End(path: prefix + Self.cardPath, frame: frame), spec: Self.linear, start: start, end: start + 1, progress: progress)
        }
        #expect(g.flights == [flight(0, to: CGRect(x: 5, y: 5, width: 160, height: 310), from: Self.cell, start: 0, progress: 0.75),
                              flight(1, to: CGRect(x: 215, y: 15, width: 80, height: 130), from: CGRect(x: 220, y: 20, width: 40, height: 40),
                                     start: 0.5, progress: 0.25)])
        g.advance(to: 1.25)
        #expect(g.flights.map(\.progress) == [0.75])
    }

    @Test func aLoneViewThatMovesIsNoFlight() {
        let g = graph(LoneSlide())
        #expect(g.tap(at: CGPoint(x: 50, y: 50)))
        g.advance(to: 0.5)
        #expect(g.isAnimating)
        #expect(g.flights.isEmpty)
    }

    @Test func theFlyingTracedViewCarriesItsFlightAndAReplayedMomentFliesAsItDid() {
        let g = graph(FlyingCard(animation: .linear(duration: 1)))
        g.keepsReplayHistory = true
        g.tap(at: CGPoint(x: 40, y: 40))
        g.advance(to: 0.25)
        let then = g.flights
        #expect(then.count == 1)
        let traced = g.moment.tracedViews
        #expect(traced.compactMap(\.flight) == then)
        #expect(traced.first { $0.flight != nil }?.path == Self.cardPath)
        g.advance(to: 0.5)
        #expect(g.tap(at: CGPoint(x: 100, y: 100)))
        g.advance(to: 2)
        #expect(g.flights.isEmpty)
        #expect(g.flights(replaying: 0.25) == then)
        #expect(g.moment(replaying: 0.25).tracedViews.compactMap(\.flight) == then)
        #expect(g.flights(replaying: 0.75).map(\.phase) == [.dismissing])
        #expect(g.flights(replaying: 5).isEmpty)
    }

    @Test func theFlightTableStartsDivertsAndLandsEachGroupsFlight() {
        let g = graph(TwoFlyingCards())
        func decisions() -> [String: FlightDecision] {
            Dictionary(uniqueKeysWithValues: g.flightDecisions.map { ("\($0.key.namespace)".contains("TupleView/0") ? "left" : "right", $0.value) })
        }
        #expect(decisions().isEmpty)
        g.tap(at: CGPoint(x: 40, y: 40))
        #expect(decisions() == ["left": .start])
        g.advance(to: 0.5)
        // The right card opens while the left one flies: one start, the left flight untouched.
        g.tap(at: CGPoint(x: 240, y: 40))
        #expect(decisions() == ["right": .start])
        // The left card sent back half-way diverts its flight.
        g.advance(to: 0.75)
        #expect(g.tap(at: CGPoint(x: 100, y: 100)))
        #expect(decisions() == ["left": .divert])
        #expect(g.flights.map(\.phase) == [.dismissing, .presenting])
        // Each lands when its flying view arrives: the right one at 1.5, the left one retracing its 0.75 s at 1.5 too.
        g.advance(to: 1.4)
        #expect(decisions() == ["left": .divert])
        g.advance(to: 1.5)
        #expect(decisions() == ["left": .land, "right": .land])
        #expect(g.flights.isEmpty)
    }
}
