import Foundation

/// The program `herosim preview` builds for a package whose previews live in libraries, as Xcode builds a preview
/// host: a package of its own, inside the package's build folder, whose `@main` is a HeroSim `App` linking every
/// library product (so the previews in them are found when it runs).
struct PreviewHostPackage {
    /// The host package's folder.
    let folder: String
    /// Its executable product.
    static let product = "HeroSimPreviewHost"

    /// Writes the host package for the libraries `libraries` (product name and its Swift modules) of the package
    /// at `packageFolder`, into `buildFolder/herosim-preview-host`; files that already say the same are left
    /// alone, so an unchanged host builds incrementally.
    init(packageFolder: String, buildFolder: String, libraries: [(product: String, modules: [String])]) throws {
        folder = buildFolder + "/herosim-preview-host"
        let identity = URL(fileURLWithPath: packageFolder).lastPathComponent
        let products = libraries.map { "            .product(name: \(Self.literal($0.product)), package: \(Self.literal(identity))),\n" }.joined()
        let manifest = """
            // swift-tools-version:6.0
            // Made by `herosim preview`: the program that shows the previews of the libraries of \(identity).
            import PackageDescription

            let package = Package(
                name: "HeroSimPreviewHost",
                dependencies: [.package(path: \(Self.literal(packageFolder)))],
                targets: [
                    .executableTarget(name: "HeroSimPreviewHost", dependencies: [
            \(products)        ], path: "Sources"),
                ],
                swiftLanguageModes: [.v6]
            )

            """
        let modules = Set(libraries.flatMap(\.modules)).sorted()
        let program = """
            // Made by `herosim preview`: links \(modules.joined(separator: ", ")), whose previews it shows.
            import HeroSim
            \(modules.map { "import \($0)" }.joined(separator: "\n"))

            @main
            struct HeroSimPreviewHost: App {
                var body: some Scene {
                    WindowGroup {
                        Text("The preview host of \(identity): run herosim preview to see its previews.")
                    }
                }
            }

            """
        try Self.write(manifest, to: folder + "/Package.swift")
        try Self.write(program, to: folder + "/Sources/PreviewHost.swift")
    }

    /// `text` as a Swift string literal.
    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func write(_ text: String, to path: String) throws {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: path) == data { return }
        do {
            try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
                                                    withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw UserFacingError(message: "cannot write the preview host \(path): \(error.localizedDescription)")
        }
    }
}
