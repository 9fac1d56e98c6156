import Foundation
import Headless
import Studio
import StudioFiles
import LayoutCore
import PropertyBased
import HeroScenes
import Testing
import ViewRuntime

/// The icon grid under random sequences of taps, keys, resizes and waits: whatever the user does, the
/// geometry stays finite, no card is visible twice, and once everything settles each card rests in its
/// cell or in the overlay.
@Suite struct IconGridPropertyTests {
    /// One thing a user does.
    enum Action: CustomStringConvertible {
        case tapCell(Int), tapPoint(Double, Double), key(Int), resize(Double, Double), wait(Double)

        var description: String {
            switch self {
            case .tapCell(let i): return "tap cell \(i)"
            case .tapPoint(let x, let y): return "tap (\(x), \(y))"
            case .key(let k): return "key \(IconGridPropertyTests.keys[k])"
            case .resize(let w, let h): return "resize \(w)x\(h)"
            case .wait(let s): return "wait \(s)s"
            }
        }
    }

    static let keys: [KeyEquivalent] = [.escape, .return, .space, .leftArrow, .rightArrow, .upArrow, .downArrow]

    static let action = Gen.oneOf(
        Gen.int(in: 0...15).map { Action.tapCell($0) },
        zip(Gen.double(in: 0...1), Gen.double(in: 0...1)).map { Action.tapPoint($0.0, $0.1) },
        Gen.int(in: 0...6).map { Action.key($0) },
        zip(Gen.double(in: 320...1600), Gen.double(in: 240...1000)).map { Action.resize($0.0.rounded(), $0.1.rounded()) },
        Gen.double(in: 0...0.6).map { Action.wait($0) }
    )

    func perform(_ action: Action, on host: HeadlessHost) {
        switch action {
        case .tapCell(let i):
            if let cell = host.layout.frame(of: IconGrid.cellID(i)) { _ = host.tap(at: CGPoint(x: cell.midX, y: cell.midY)) }
        case .tapPoint(let x, let y): _ = host.tap(at: CGPoint(x: x * host.size.width, y: y * host.size.height))
        case .key(let k): _ = host.key(Self.keys[k])
        case .resize(let w, let h): host.resize(to: CGSize(width: w, height: h))
        case .wait(let s): host.advance(by: s)
        }
    }

    /// What must hold after every action.
    func checkInvariants(_ host: HeadlessHost, after actions: [Action]) {
        for element in host.matchedGeometry {
            let f = element.frame
            #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, "\(element) after \(actions)")
            #expect(element.opacity >= 0 && element.opacity <= 1, "\(element) after \(actions)")
        }
        let visible = Dictionary(grouping: host.matchedGeometry.filter { $0.opacity > 0 }, by: \.id)
        for (id, elements) in visible {
            #expect(elements.count == 1, "card \(id) drawn \(elements.count) times after \(actions)")
        }
    }

    @Test func anySequenceOfInputsKeepsTheGridConsistentAndSettles() async {
        await propertyCheck(count: 60, input: Self.action.array(of: 1...25)) { actions in
            let host = HeadlessHost(IconGrid(config: HeroConfig()), size: CGSize(width: 1280, height: 800))
            for (index, action) in actions.enumerated() {
                perform(action, on: host)
                checkInvariants(host, after: Array(actions[...index]))
            }
            host.advance(by: 2)
            #expect(!host.isAnimating, "still animating 2 s after \(actions)")
            checkInvariants(host, after: actions)
            // At rest a card is in its cell, or open in the overlay above its emptied cell.
            let overlay = CGRect(origin: .zero, size: host.size).insetBy(dx: 40, dy: 40)
            for (id, elements) in Dictionary(grouping: host.matchedGeometry, by: \.id) {
                let shown = elements.filter { $0.opacity > 0 }.map(\.frame)
                guard let index = id.base as? Int, let cell = host.layout.frame(of: IconGrid.cellID(index)) else { continue }
                #expect(shown == [cell] || shown == [overlay], "card \(id) rests at \(shown) after \(actions)")
            }
        }
    }
}
