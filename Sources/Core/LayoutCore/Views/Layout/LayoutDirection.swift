import Foundation

/// The direction a layout runs in: HeroSim lays out left to right.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}
