import Foundation

/// The assets HeroSim ships as SwiftPM resources of this target: the icons that `Image(systemName:)`
/// draws. SwiftPM copies them beside every program and test bundle built with HeroSim, whether HeroSim
/// is this package, a path dependency, a URL dependency or a registry one.
public enum HeroSimAssets {
    /// The resource bundle's folder name ends with this (`HeroSim_HeroSimAssets.resources` on Linux).
    package static let bundleSuffix = "_HeroSimAssets.resources"

    /// The folder holding the bundled `NAME.svg` icons, or nil when neither the resource bundle nor this
    /// package's sources can be found.
    ///
    /// Looks, in order, beside the running program (where SwiftPM and `make install` put the bundle; the
    /// program's path is resolved through symbolic links), and in this package's own `Assets/Icons`
    /// (a checkout or a dependency's sources that the program was built from). Unlike `Bundle.module`,
    /// it never stops the program when the bundle is missing.
    public static var iconsDirectory: String? {
        let candidates = programFolders().flatMap { folder in
            resourceBundles(in: folder).map { "\($0)/Icons" }
        } + [sourceIconsDirectory]
        return candidates.first { isDirectory($0) }
    }

    /// `Assets/Icons` in the sources this file was compiled from.
    package static var sourceIconsDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Icons").path
    }

    /// The folders the running program may keep its resource bundles in: the main bundle's folder and the
    /// folder of the executable with its symbolic links resolved.
    static func programFolders() -> [String] {
        var folders = [Bundle.main.bundleURL.path]
        if let executable = Bundle.main.executableURL {
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent().path)
        }
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }
    }

    /// The HeroSim asset bundles in `folder`, by name.
    static func resourceBundles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(bundleSuffix) }.sorted().map { "\(folder)/\($0)" }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
