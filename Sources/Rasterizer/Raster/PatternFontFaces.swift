import CCairo
import Foundation

/// Cairo font faces chosen by fontconfig family and style, made once each and kept for the process.
///
/// Cairo's toy API (`cairo_select_font_face`) can only ask for normal or bold, and asks fontconfig for
/// *medium* when it says normal: with a family that has a Medium face, as Inter has, "normal" draws
/// Medium. A pattern naming the style ("Regular", "Semi Bold Italic", ...) and its weight and slant
/// resolves to exactly that face.
final class PatternFontFaces: @unchecked Sendable {
    /// The process's faces.
    static let shared = PatternFontFaces()

    /// One face: a fontconfig family, a style name, and the fontconfig weight and slant that go with it
    /// (a fallback should the style's name differ in another version of the font).
    struct Key: Hashable {
        let family: String
        let style: String
        let weight: Int32
        let italic: Bool
    }

    private let lock = NSLock()
    private var faces: [Key: OpaquePointer] = [:]

    /// The cairo face for `key` (owned by this cache; do not destroy it). Warns once, naming the Debian
    /// package, when fontconfig has no face of that family and another family will draw instead.
    func face(_ key: Key, package: String) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[key] { return face }
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = key.family.withCString { FcPatternAddString(pattern, "family", UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        _ = key.style.withCString { FcPatternAddString(pattern, "style", UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        _ = FcPatternAddInteger(pattern, "weight", key.weight)
        _ = FcPatternAddInteger(pattern, "slant", key.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        if !Self.isInstalled(key.family) {
            RenderWarnings.shared.report("font \(key.family) not found (is the \(package) package installed?); text draws with fontconfig's fallback and measures differently")
        }
        guard let face = cairo_ft_font_face_create_for_pattern(pattern) else { return nil }
        faces[key] = face
        return face
    }

    /// Whether fontconfig lists a face whose family names include `family`.
    static func isInstalled(_ family: String) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { FcPatternAddString(pattern, "family", UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, "family")
        guard let list = FcFontList(nil, pattern, objects) else { return false }
        defer { FcFontSetDestroy(list) }
        return list.pointee.nfont > 0
    }
}
