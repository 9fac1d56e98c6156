import LayoutCore

extension DisplayItem {
    /// How the command changes the group depth: 1 when it begins a group, clip, layer or transform, -1 when it
    /// ends one, 0 for a drawing command.
    var groupDepthChange: Int {
        switch self {
        case .beginOpacity, .beginClip, .beginShadow, .beginTransform, .beginBlur, .beginLayer: 1
        case .endOpacity, .endClip, .endShadow, .endTransform, .endBlur, .endLayer: -1
        default: 0
        }
    }
}

extension Array where Element == DisplayItem {
    /// The index of the item that ends the group, clip, layer or transform begun at `start` (the end of the
    /// array when none does).
    func endOfGroup(startingAt start: Int) -> Int {
        var depth = 0
        for index in start..<count {
            depth += self[index].groupDepthChange
            if depth == 0 { return index }
        }
        return count
    }
}
