import Foundation
import LayoutCore

/// HeroSim's map from SF Symbol names to the glyphs it draws for them: icons of Bootstrap Icons (MIT
/// licence), which the Debian package `bootstrap-icons` installs as 16 × 16 SVGs drawn in `currentColor`.
///
/// The table is ours (`SymbolTable+Names1.swift` and `+Names2.swift`, written by `scripts/symbol-table.py`):
/// each SF name maps to the Bootstrap icon that draws the same idea, a `.fill` name to the `-fill` icon where
/// Bootstrap has one. The shapes are Bootstrap's, not Apple's.
public enum SymbolTable {
    /// Every SF Symbol name HeroSim draws, and the Bootstrap Icons file (without `.svg`) it draws for it.
    public static let names: [String: String] = namesPart1.merging(namesPart2) { first, _ in first }

    /// The folder of Bootstrap Icons' SVGs: `$HEROSIM_SYMBOLS` when set, else where the Debian package
    /// installs them.
    public static func defaultDirectory() -> String {
        ProcessInfo.processInfo.environment["HEROSIM_SYMBOLS"] ?? "/usr/share/bootstrap-icons/svg"
    }

    /// The SF name drawn for `name` with `variants`: the name with the variants where HeroSim has that
    /// symbol (`heart` with `.fill` is `heart.fill`), else with only the fill where it has that, else `name`.
    public static func resolvedName(_ name: String, variants: SymbolVariants) -> String {
        guard variants != .none else { return name }
        let full = variants.applied(to: name)
        if names[full] != nil { return full }
        if variants.contains(.fill) {
            let filled = SymbolVariants.fill.applied(to: name)
            if names[filled] != nil { return filled }
        }
        return name
    }

    /// The Bootstrap Icons file drawn for `glyph` (its name with its variants), or nil when HeroSim has none.
    package static func iconName(for glyph: SymbolGlyph) -> String? {
        names[resolvedName(glyph.name, variants: glyph.variants)]
    }
}
