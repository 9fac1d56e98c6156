import LayoutCore

/// One icon in the grid: the asset it shows, its title and its card tint.
public struct HeroItem: Hashable, Sendable {
    /// The icon's asset name (an SVG in `Assets/Icons`).
    public var icon: String
    /// The title shown under the icon.
    public var title: String
    /// The card's tint.
    public var tint: Color

    /// Creates an item.
    public init(icon: String, title: String, tint: Color) {
        self.icon = icon
        self.title = title
        self.tint = tint
    }

    /// The sixteen icons drawn for HeroSim, each on a pale card of its own hue.
    public static let catalogue: [HeroItem] = [
        HeroItem(icon: "pencil", title: "Pencil", tint: Color(hex: 0xFFE8CC)),
        HeroItem(icon: "trash", title: "Trash", tint: Color(hex: 0xDCEBFF)),
        HeroItem(icon: "lock-doc", title: "Locked Document", tint: Color(hex: 0xE3E6FF)),
        HeroItem(icon: "person", title: "Person", tint: Color(hex: 0xD5F5F0)),
        HeroItem(icon: "runner", title: "Runner", tint: Color(hex: 0xFFDCDC)),
        HeroItem(icon: "heart", title: "Heart", tint: Color(hex: 0xFFE0E6)),
        HeroItem(icon: "star", title: "Star", tint: Color(hex: 0xFFF3C4)),
        HeroItem(icon: "bell", title: "Bell", tint: Color(hex: 0xFFE9D1)),
        HeroItem(icon: "camera", title: "Camera", tint: Color(hex: 0xDDE7EE)),
        HeroItem(icon: "cloud", title: "Cloud", tint: Color(hex: 0xDDF1FF)),
        HeroItem(icon: "gear", title: "Gear", tint: Color(hex: 0xE6E8EC)),
        HeroItem(icon: "house", title: "House", tint: Color(hex: 0xFCE6DA)),
        HeroItem(icon: "envelope", title: "Envelope", tint: Color(hex: 0xDFE9FF)),
        HeroItem(icon: "music", title: "Music", tint: Color(hex: 0xF2E1FA)),
        HeroItem(icon: "leaf", title: "Leaf", tint: Color(hex: 0xDDF5DD)),
        HeroItem(icon: "bolt", title: "Bolt", tint: Color(hex: 0xFFF5CC)),
    ]
}
