import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// A defaults suite of its own per test run, so runs do not see each other's stored values.
private let initialStateSuite = "herosim-initial-state-test-\(ProcessInfo.processInfo.processIdentifier)"

/// Every way of declaring a property wrapper's initial value gives exactly that value on the first frame,
/// optional or not, with or without a type annotation.
@Suite struct InitialStateTests {
    /// Shows an optional number as the width of a view with `.id(name)` (0 for `nil`).
    struct Bar: View {
        let name: String
        let value: Double?
        var body: some View { Color.red.frame(width: value ?? 0, height: 4).id(name) }
    }

    /// A child that reads its parent's optional state through `@Binding`.
    struct BoundBar: View {
        @Binding var value: Int?
        var body: some View { Bar(name: "bound", value: value.map(Double.init)) }
    }

    struct Declarations: View {
        @State private var optionalInt: Int? = 3
        @State private var optionalString: String? = "xyz"
        @State private var inferred = 4
        @State private var annotated: Int = 5
        @State private var implicitNil: Int?
        @State private var explicitNil: Double? = nil
        @State private var inferredOptional = Optional(7)
        @State private var optionalArray: [Int]? = [1, 2]
        @State private var viaInitialValue: Int?
        @State private var nested: Int?? = .some(nil)

        init() { _viaInitialValue = State(initialValue: 9) }

        var body: some View {
            VStack(spacing: 0) {
                Bar(name: "optionalInt", value: optionalInt.map(Double.init))
                Bar(name: "optionalString", value: optionalString.map { Double($0.count) })
                Bar(name: "inferred", value: Double(inferred))
                Bar(name: "annotated", value: Double(annotated))
                Bar(name: "implicitNil", value: implicitNil == nil ? 11 : 0)
                Bar(name: "explicitNil", value: explicitNil == nil ? 12 : 0)
                Bar(name: "inferredOptional", value: inferredOptional.map(Double.init))
                Bar(name: "optionalArray", value: optionalArray.map { Double($0.reduce(0, +)) })
                Bar(name: "viaInitialValue", value: viaInitialValue.map(Double.init))
                Bar(name: "nested", value: nested.map { $0 == nil ? 13 : 0 })
                BoundBar(value: $optionalInt)
                Color.blue.frame(width: 10, height: 10).id("clear").onTapGesture { optionalInt = nil }
            }
        }
    }

    @Test func everyDeclarationStartsAtItsInitialValue() {
        let g = graph(Declarations())
        let expected: [String: CGFloat] = [
            "optionalInt": 3, "optionalString": 3, "inferred": 4, "annotated": 5, "implicitNil": 11,
            "explicitNil": 12, "inferredOptional": 7, "optionalArray": 3, "viaInitialValue": 9, "nested": 13,
            "bound": 3,
        ]
        for (name, width) in expected {
            #expect(g.frame(name)?.width == width, "\(name)")
        }
    }

    /// `@GestureState` with an optional value and the optional `@AppStorage` forms SwiftUI has
    /// (`init(_:store:) where Value == String?` and `where Value == Int?`: nil when the store has nothing).
    struct OtherWrappers: View {
        @GestureState private var optionalScale: CGFloat? = 3
        @GestureState private var annotatedNil: CGFloat? = nil
        @AppStorage("initialName", store: UserDefaults(suiteName: initialStateSuite)) private var name: String?
        @AppStorage("initialCount", store: UserDefaults(suiteName: initialStateSuite)) private var count: Int?

        var body: some View {
            VStack(spacing: 0) {
                Bar(name: "gestureOptional", value: optionalScale.map(Double.init))
                Bar(name: "gestureNil", value: annotatedNil == nil ? 14 : 0)
                Bar(name: "storedName", value: name.map { Double($0.count) } ?? 15)
                Bar(name: "storedCount", value: count.map(Double.init) ?? 16)
                Color.blue.frame(width: 10, height: 10).id("press")
                    .gesture(DragGesture(minimumDistance: 0).updating($optionalScale) { _, state, _ in state = 8 })
            }
        }
    }

    @Test func optionalGestureStateAndAppStorageStartAtTheirInitialValues() {
        let defaults = UserDefaults(suiteName: initialStateSuite)
        defaults?.removePersistentDomain(forName: initialStateSuite)
        let g = graph(OtherWrappers())
        #expect(g.frame("gestureOptional")?.width == 3)
        #expect(g.frame("gestureNil")?.width == 14)
        #expect(g.frame("storedName")?.width == 15)     // nil: nothing stored under the key
        #expect(g.frame("storedCount")?.width == 16)
        // The gesture state follows its gesture and goes back to exactly 3 when it ends.
        let press = g.frame("press")!
        g.pointerDown(at: CGPoint(x: press.midX, y: press.midY))
        g.pointerMoved(to: CGPoint(x: press.midX + 1, y: press.midY), time: 0.1)
        #expect(g.frame("gestureOptional")?.width == 8)
        g.pointerUp(time: 0.2)
        #expect(g.frame("gestureOptional")?.width == 3)
        // With values stored, the optional forms start at them.
        defaults?.set("abcd", forKey: "initialName")
        defaults?.set(6, forKey: "initialCount")
        let relaunched = graph(OtherWrappers())
        #expect(relaunched.frame("storedName")?.width == 4)
        #expect(relaunched.frame("storedCount")?.width == 6)
        defaults?.removePersistentDomain(forName: initialStateSuite)
    }

    @Test func anOptionalStateSetToNilStaysNil() {
        let g = graph(Declarations())
        g.tap(id: "clear")
        #expect(g.frame("optionalInt")?.width == 0)
        #expect(g.frame("bound")?.width == 0)
        g.advance(to: 1)
        #expect(g.frame("optionalInt")?.width == 0)
    }
}
