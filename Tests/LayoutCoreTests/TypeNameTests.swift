import LayoutCore
import Testing

/// Modified views have SwiftUI's type structure: each modifier wraps everything declared before it.
@Suite struct TypeNameTests {
    @Test func twoOverlaysPrintAsTheSeedShows() {
        let view = Rectangle().foregroundStyle(.blue)
            .frame(width: 200, height: 200)
            .overlay(Circle().foregroundStyle(.yellow).frame(width: 60, height: 60))
            .overlay(Circle().foregroundStyle(.red).frame(width: 40, height: 40))
        let circle = "ModifiedContent<ModifiedContent<Circle, _ForegroundStyleModifier<Color>>, _FrameLayout>"
        let expected = "ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<Rectangle, _ForegroundStyleModifier<Color>>, _FrameLayout>, "
            + "_OverlayModifier<\(circle)>>, _OverlayModifier<\(circle)>>"
        #expect(String(describing: type(of: view)) == expected)
    }
}
