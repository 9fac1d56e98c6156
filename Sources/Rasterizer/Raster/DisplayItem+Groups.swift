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
