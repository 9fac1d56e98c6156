@testable import Desktop
import LayoutCore
import Testing

/// A view is laid out again only when its key changes.
@Suite struct LastLayoutTests {
    @Test func equalKeysReuseTheCommands() {
        var cache = LastLayout<Int>()
        var layouts = 0
        func list(_ key: Int) -> DisplayList {
            cache.list(for: key) {
                layouts += 1
                return DisplayList()
            }
        }
        _ = list(1)
        _ = list(1)
        #expect(layouts == 1)
        _ = list(2)
        _ = list(1)
        #expect(layouts == 3)
    }
}
