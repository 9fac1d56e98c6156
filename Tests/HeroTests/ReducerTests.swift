import Hero
import Motion
import Testing

/// The overlay state machine: open, close, reverse mid-flight, ignored actions, focus.
@Suite struct ReducerTests {
    let config = HeroConfig() // easeInOut 0.35 s both ways

    @Test func openFliesToTheOverlayAndLandsAfterTheDuration() {
        let state = HeroState().reduce(.open(2), at: 1.0, config: config)
        #expect(state.phaseName(at: 1.0) == "presenting")
        #expect(state.hero(at: 1.0)! == (2, 0))
        // easeInOut is symmetric: half time, half way (1e-12: 1.175 − 1 is not exactly 0.175 in binary).
        #expect(abs(state.hero(at: 1.175)!.progress - 0.5) < 1e-12)
        #expect(state.phaseName(at: 1.35) == "presented")
        #expect(state.settled(at: 1.35).phase == .presented(2))
    }

    @Test func closeFliesBackWithTheDismissCurve() {
        var custom = config
        custom.dismiss = AnimationSpec(curve: .linear, duration: 0.5)
        let open = HeroState().reduce(.open(0), at: 0, config: custom)
        let closing = open.reduce(.close, at: 1, config: custom)
        #expect(closing.phaseName(at: 1) == "dismissing")
        #expect(closing.hero(at: 1.25)!.progress == 0.5)
        #expect(closing.settled(at: 1.5).phase == .idle)
    }

    @Test func reversingMidFlightRetracesTheCurveWithoutAJump() {
        let open = HeroState().reduce(.open(1), at: 0, config: config)
        let before = open.hero(at: 0.1)!.progress
        let reversed = open.reduce(.reverse, at: 0.1, config: config)
        #expect(reversed.hero(at: 0.1)!.progress == before)
        #expect(reversed.phaseName(at: 0.1) == "dismissing")
        // It takes as long to go back as it took to get there, along the same values.
        #expect(abs(reversed.hero(at: 0.15)!.progress - open.hero(at: 0.05)!.progress) < 1e-12)
        #expect(reversed.settled(at: 0.2).phase == .idle)
        // Reversing again heads back to the overlay from the same place.
        let again = reversed.reduce(.reverse, at: 0.15, config: config)
        #expect(again.hero(at: 0.15)!.progress == reversed.hero(at: 0.15)!.progress)
        #expect(again.phaseName(at: 0.15) == "presenting")
    }

    @Test func closeDuringAnOpeningFlightReversesIt() {
        let open = HeroState().reduce(.open(1), at: 0, config: config)
        let closed = open.reduce(.close, at: 0.2, config: config)
        #expect(closed.phaseName(at: 0.2) == "dismissing")
        #expect(closed.hero(at: 0.2)!.progress == open.hero(at: 0.2)!.progress)
    }

    @Test func actionsThatDoNotApplyAreIgnored() {
        let presented = HeroState().reduce(.open(1), at: 0, config: config).settled(at: 1)
        #expect(presented.reduce(.open(5), at: 1, config: config) == presented)
        let dismissing = presented.reduce(.close, at: 1, config: config)
        #expect(dismissing.reduce(.close, at: 1.1, config: config) == dismissing)
        #expect(HeroState().reduce(.close, at: 0, config: config) == HeroState())
        #expect(HeroState().reduce(.reverse, at: 0, config: config) == HeroState())
        #expect(HeroState().reduce(.openFocused, at: 0, config: config) == HeroState())
    }

    @Test func focusAppearsOnFirstMoveThenMovesWithinTheGrid() {
        var state = HeroState()
        let move = { (dx: Int, dy: Int) in HeroAction.moveFocus(dx: dx, dy: dy, columns: 7, count: 16) }
        state = state.reduce(move(1, 0), at: 0, config: config)
        #expect(state.focus == 0)
        state = state.reduce(move(-1, 0), at: 0, config: config)
        #expect(state.focus == 0) // no wrap to the previous row
        state = state.reduce(move(0, 1), at: 0, config: config)
        #expect(state.focus == 7)
        state = state.reduce(move(0, 1), at: 0, config: config)
        #expect(state.focus == 14)
        state = state.reduce(move(0, 1), at: 0, config: config)
        #expect(state.focus == 14) // 21 is past the last item
        state = state.reduce(move(1, 0), at: 0, config: config)
        #expect(state.focus == 15)
        state = state.reduce(.openFocused, at: 2, config: config)
        #expect(state.hero(at: 2)! == (15, 0))
    }
}
