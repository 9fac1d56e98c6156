import Foundation
import LayoutCore

/// The drawing commands of the view last laid out for a key. A view laid out for an equal key draws the
/// same commands, so it is laid out only when its key changes: a frame spends no layout on the panel or
/// an overlay that shows what it showed before.
package struct LastLayout<Key: Equatable> {
    private var last: (key: Key, list: DisplayList)?

    /// Nothing laid out yet.
    package init() {}

    /// The commands for `key`: the last ones when the key is the same, else what `layout` makes.
    package mutating func list(for key: Key, layout: () -> DisplayList) -> DisplayList {
        if let last, last.key == key { return last.list }
        let list = layout()
        last = (key, list)
        return list
    }
}
