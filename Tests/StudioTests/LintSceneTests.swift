import Foundation
@testable import Headless
@testable import Studio
import StudioFiles
import LayoutCore
import Testing
import ViewRuntime

/// A rounded square that grows when tapped (linear, 0.5 s); space squares its corners, animated or not.
private struct RadiusView: View {
    let animatesCorners: Bool
    @State private var big = false
    @State private var square = false
    var body: some View {
        RoundedRectangle(cornerRadius: square ? 0 : 20).fill(Color.blue)
            .frame(width: big ? 200 : 100, height: big ? 200 : 100)
            .onTapGesture { withAnimation(.linear(duration: 0.5)) { big.toggle() } }
            .onKeyPress(.space) {
                if animatesCorners { withAnimation(.linear(duration: 0.5)) { square.toggle() } } else { square.toggle() }
                return .handled
            }
    }
}

/// A square sliding right (linear, 1 s) inside a clipped 120-point box at the window's top left; space
/// widens the box to 300 points at once.
private struct ClipView: View {
    @State private var right = false
    @State private var wide = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.blue.frame(width: 100, height: 100).offset(x: right ? 150 : 0)
        }
        .frame(width: wide ? 300 : 120, height: 120, alignment: .topLeading)
        .clipped()
        .contentShape(Rectangle())
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onTapGesture { withAnimation(.linear(duration: 1)) { right.toggle() } }
        .onKeyPress(.space) { wide.toggle(); return .handled }
    }
}

/// A square that grows to 200 × 200 (linear, 0.5 s) in width on a tap and in height on space, each in its
/// own transaction, or both at once on return.
private struct AspectView: View {
    @State private var wide = false
    @State private var tall = false
    var body: some View {
        Color.green.frame(width: wide ? 200 : 100, height: tall ? 200 : 100)
            .onTapGesture { withAnimation(.linear(duration: 0.5)) { wide.toggle() } }
            .onKeyPress(.space) { withAnimation(.linear(duration: 0.5)) { tall.toggle() }; return .handled }
            .onKeyPress(.return) { withAnimation(.linear(duration: 0.5)) { wide.toggle(); tall.toggle() }; return .handled }
    }
}

/// A red square sliding right (linear, 1 s) under a blue one; space brings red to the front at once.
private struct ZOrderView: View {
    @Namespace private var space
    @State private var moved = false
    @State private var front = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.red.frame(width: 60, height: 60).matchedGeometryEffect(id: "red", in: space)
                .offset(x: moved ? 120 : 0).zIndex(front ? 2 : 0)
            Color.blue.frame(width: 60, height: 60).matchedGeometryEffect(id: "blue", in: space)
                .offset(x: 60).zIndex(1)
        }
        .frame(width: 300, height: 100, alignment: .topLeading)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
        .onKeyPress(.space) { front.toggle(); return .handled }
    }
}

/// A half-transparent blue chip that opens into an orange card (matched geometry, linear 0.3 s); the card
/// leaves with `removal` when it closes, flying back under the chip.
private struct HandOffView: View {
    let removal: AnyTransition
    @Namespace private var space
    @State private var open = false
    var body: some View {
        ZStack {
            if open {
                Color.orange.matchedGeometryEffect(id: "card", in: space).frame(width: 200, height: 200).transition(removal)
            } else {
                Color.blue.opacity(0.5).matchedGeometryEffect(id: "card", in: space).frame(width: 80, height: 80)
            }
        }
        .frame(width: 300, height: 300)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 0.3)) { open.toggle() } }
    }
}

/// Each geometry lint on a small scene that breaks it and on the same scene done right.
@Suite struct LintSceneTests {
    func lint<V: View>(_ view: V, _ steps: String, size: CGSize = CGSize(width: 320, height: 200)) throws -> [String] {
        let host = HeadlessHost(view, size: size)
        let scenario = try Scenario.parse("steps:\n" + steps, file: "test", name: "test")
        return try MotionLint.run(scenario, on: host, fps: 60).findings.map(\.description)
    }

    @Test func aCornerRadiusChangedWithoutAnimationMidFlightSnaps() throws {
        let steps = "  - tap: {x: 160, y: 100}\n  - wait: 0.2s\n  - key: space\n  - wait: 0.5s\n"
        #expect(try lint(RadiusView(animatesCorners: false), steps)
                == ["frame 12 (0.200 s) radius-snap [RadiusView]: corner radius went from 20.0 to 0.0 in one frame; at most 4 (lint.maximumRadiusStep)"])
        #expect(try lint(RadiusView(animatesCorners: true), steps) == [])
    }

    @Test func aClipThatJumpsWhileItCutsAMovingViewSnaps() throws {
        let steps = "  - tap: {x: 60, y: 60}\n  - wait: 0.3s\n"
        #expect(try lint(ClipView(), steps + "  - key: space\n  - wait: 0.3s\n")
                == ["frame 18 (0.300 s) clip-snap [ClipView/ZStack]: its clip moved 180.0 points in one frame; at most 94.3 (lint.maximumJump)"])
        #expect(try lint(ClipView(), steps + "  - wait: 0.3s\n") == [])
    }

    @Test func aFlightThatGrowsWidthAndHeightApartDriftsFromItsAspectRatio() throws {
        #expect(try lint(AspectView(), "  - tap: {x: 160, y: 100}\n  - wait: 0.1s\n  - key: space\n  - wait: 0.7s\n", size: CGSize(width: 300, height: 300))
                == ["frame 1 (0.017 s) aspect-drift [AspectView]: its aspect ratio is 1.033 mid-flight; its flight starts and ends at 1.000 (lint.aspectRatioDrift 0.02)"])
        #expect(try lint(AspectView(), "  - key: return\n  - wait: 0.7s\n", size: CGSize(width: 300, height: 300)) == [])
    }

    @Test func aViewBroughtToTheFrontWhileItMovesOverAnotherSwapsZOrder() throws {
        let steps = "  - tap: {x: 250, y: 50}\n  - wait: 0.3s\n"
        #expect(try lint(ZOrderView(), steps + "  - key: space\n  - wait: 0.3s\n")
                == ["frame 18 (0.300 s) z-order [red, blue]: 'red' is now drawn over 'blue' where they overlap; the frame before it was under it"])
        #expect(try lint(ZOrderView(), steps + "  - wait: 0.3s\n") == [])
    }

    @Test func aLeavingCardStillOpaqueAtTheEndOfItsFlightPopsAtTheHandOff() throws {
        let steps = "  - tap: {x: 150, y: 150}\n  - wait: 0.5s\n  - tap: {x: 150, y: 150}\n  - wait: 0.5s\n"
        let findings = try lint(HandOffView(removal: .identity), steps, size: CGSize(width: 300, height: 300))
        #expect(findings == ["frame 48 (0.800 s) hand-off [card]: the last instant of the transition (0.800 s), its leaving views still drawn, differs from the settled scene by up to 127 levels in 6400 pixels (lint.handOffTolerance 2)"])
        #expect(try lint(HandOffView(removal: .opacity), steps, size: CGSize(width: 300, height: 300)) == [])
    }
}
