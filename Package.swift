// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "HeroSim",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "herosim", targets: ["HeroSimCLI"]),
        // What users import: views, state, animation, matched geometry, App, HeadlessHost.
        .library(name: "HeroSim", targets: ["HeroSim"]),
        // What tests import beside it: assertFrames, golden frames and snapshot strategies.
        .library(name: "HeroSimTesting", targets: ["HeroSimTesting"]),
    ],
    dependencies: [
        // Command-line parsing with generated help and clear usage errors.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // YAML with comments and source marks (line/column per node) for config and scenario files.
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // `make docs`: the DocC catalogs of HeroSim and HeroSimTesting, built with Swift's own documentation
        // compiler (`swift package generate-documentation`).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Property-based tests in Swift Testing, with shrinking: random curves and input sequences.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Snapshot testing as the Swift ecosystem does it: HeroSimTesting adds strategies for a running view.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `#Preview`: the macro that registers a preview is a compiler plug-in built on swift-syntax.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    // Sources/ is grouped by layer: Core (LayoutCore, Motion: pure Swift), Runtime (ViewRuntime), Rasterizer
    // (Raster), Hosts (Headless, Desktop), Studio (the tools, config and scenario files, the gallery and the
    // built-in scenes), Products (what users import and the `herosim` command) and Shims (C libraries).
    targets: [
        // SDL2's headers from libsdl2-dev; the library itself is loaded with dlopen on first use (sdl_loader.c).
        .target(name: "CSDL2", path: "Sources/Shims/CSDL2",
                linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("X11"), .linkedLibrary("Xext")]),
        .systemLibrary(name: "CCairo", path: "Sources/Shims/CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .target(name: "CRsvg", path: "Sources/Shims/CRsvg", linkerSettings: [.linkedLibrary("dl")]),
        // libdeflate: DEFLATE and CRC-32 for the PNG writer, about 25 % faster than zlib at level 1 with
        // smaller files (measured on a 1280×800 frame: 5.3 ms and 76 KB against libpng's 7.0 ms and 88 KB).
        .systemLibrary(name: "CDeflate", path: "Sources/Shims/CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .target(name: "LayoutCore", path: "Sources/Core/LayoutCore"),
        .target(name: "Motion", path: "Sources/Core/Motion"),
        .target(name: "ViewRuntime", dependencies: ["LayoutCore", "Motion"], path: "Sources/Runtime/ViewRuntime"),
        // The lint thresholds as a plain value: the window's inspector takes them without the YAML reader.
        .target(name: "StudioSettings", path: "Sources/Studio/StudioSettings"),
        .target(name: "StudioFiles", dependencies: ["LayoutCore", "Motion", "ViewRuntime", "StudioSettings", .product(name: "Yams", package: "Yams")],
                path: "Sources/Studio/StudioFiles"),
        // The per-pixel loops (blending, blurs, PNG scanlines), optimised in every configuration: a debug build of
        // an app draws as fast as a release one.
        .target(name: "CPixelOps", path: "Sources/Shims/CPixelOps",
                cSettings: [.unsafeFlags(["-O2"], .when(configuration: .debug))]),
        // The icons, as resources: SwiftPM copies them beside every program and test built with HeroSim.
        .target(name: "HeroSimAssets", path: "Assets", exclude: ["herosim.yaml"], resources: [.copy("Icons")]),
        .target(name: "Raster", dependencies: ["LayoutCore", "CCairo", "CRsvg", "CDeflate", "CPixelOps", "HeroSimAssets"], path: "Sources/Rasterizer/Raster"),
        // The headless host: a view run with time as an input, its pixels and its trace.
        .target(name: "Headless", dependencies: ["LayoutCore", "Raster", "ViewRuntime"], path: "Sources/Hosts/Headless"),
        // The studio's core, with no file reader: the motion lints, the inspector's lint, matched
        // groups' states, the onion skin and output folders. The window and `import HeroSim` use it; it does
        // not link Yams or the gallery.
        .target(name: "StudioCore", dependencies: ["Headless", "Raster", "ViewRuntime", "LayoutCore", "Motion", "StudioSettings"], path: "Sources/Studio/StudioCore"),
        // The studio: scene recording, the interruption fuzzer, policy comparison, flight progress, the
        // gallery renderer (and, re-exported, its core). Used by the CLI and HeroSimTesting; not part of
        // `import HeroSim`.
        .target(name: "Studio", dependencies: ["StudioCore", "Headless", "StudioFiles", "LayoutCore", "Motion", "Raster", "LayoutGallery", "CCairo"],
                path: "Sources/Studio/Studio"),
        .target(name: "HeroScenes", dependencies: ["LayoutCore", "ViewRuntime", "StudioFiles"], path: "Sources/Studio/HeroScenes"),
        .target(name: "LayoutGallery", dependencies: ["LayoutCore", "ViewRuntime"], path: "Sources/Studio/LayoutGallery"),
        .target(name: "Desktop", dependencies: ["StudioSettings", "Raster", "Headless", "ViewRuntime", "LayoutCore", "CSDL2"],
                path: "Sources/Hosts/Desktop"),
        // The window's inspector: its keys, timeline, panel, badge and onion skin, plugged into a window as a
        // `WindowInspector`.
        .target(name: "Inspector", dependencies: ["Desktop", "StudioCore", "StudioSettings", "Headless", "ViewRuntime", "LayoutCore", "Motion"],
                path: "Sources/Studio/Inspector"),
        // `#Preview` and `@Previewable`: compiler plug-ins that turn a preview into a registered type.
        .macro(name: "HeroSimMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ], path: "Sources/Products/HeroSimMacros"),
        // Finds the types of a running program that conform to a protocol, as Swift's runtime records them.
        .target(name: "CSwiftMetadata", path: "Sources/Shims/CSwiftMetadata"),
        .target(name: "HeroSim", dependencies: ["LayoutCore", "Motion", "ViewRuntime", "Headless", "StudioCore", "StudioSettings", "Raster",
                                         "Desktop", "Inspector", "HeroSimMacros", "CSwiftMetadata"],
                path: "Sources/Products/HeroSim"),
        .target(name: "HeroSimTesting", dependencies: ["Headless", "Studio", "StudioFiles", "Raster",
                                                     .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                path: "Sources/Products/HeroSimTesting"),
        .executableTarget(name: "HeroSimCLI", dependencies: [
            "StudioFiles", "Motion", "Raster", "Headless", "Studio", "Desktop", "Inspector", "LayoutGallery", "HeroScenes", "ViewRuntime", "LayoutCore",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], path: "Sources/Products/HeroSimCLI"),
        // Fuzzing (`make fuzz`): the checks, and one libFuzzer executable per parser.
        .target(name: "FuzzChecks", dependencies: ["StudioFiles", "Motion", "LayoutCore", "ViewRuntime"], path: "Fuzz/FuzzChecks"),
        .executableTarget(name: "fuzz-curve", dependencies: ["FuzzChecks"], path: "Fuzz/fuzz-curve"),
        .executableTarget(name: "fuzz-config", dependencies: ["FuzzChecks"], path: "Fuzz/fuzz-config"),
        .executableTarget(name: "fuzz-scenario", dependencies: ["FuzzChecks"], path: "Fuzz/fuzz-scenario"),
        .executableTarget(name: "fuzz-runtime", dependencies: ["FuzzChecks"], path: "Fuzz/fuzz-runtime"),
        .executableTarget(name: "layout-benchmark", dependencies: ["LayoutCore"], path: "Benchmarks/LayoutBenchmark"),
        .executableTarget(name: "runtime-benchmark", dependencies: ["Headless", "HeroScenes", "ViewRuntime", "LayoutCore"],
                          path: "Benchmarks/RuntimeBenchmark"),
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore"]),
        .testTarget(name: "LayoutGalleryTests", dependencies: ["LayoutGallery", "LayoutCore"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "StudioFilesTests", dependencies: ["StudioFiles", "ViewRuntime", "FuzzChecks"]),
        .testTarget(name: "SeedSnippetTests", dependencies: ["HeroSim"]),
        // `#Preview` as a user writes it: the previews a program finds. What the macro expands to is checked through
        // the compiler by Tests/EndToEnd/macro-test.py: a test target that depends on a `.macro` target directly
        // makes SwiftPM build every test, and all it imports, a second time for the host.
        .testTarget(name: "PreviewTests", dependencies: ["HeroSim", "HeroSimTesting"]),
        // SwiftUI spellings as a user's package writes them against the HeroSim product.
        .testTarget(name: "SwiftUISurfaceTests", dependencies: ["HeroSim", "HeroSimTesting"], exclude: ["Goldens"]),
        .testTarget(name: "RuntimeTests", dependencies: ["ViewRuntime", "FuzzChecks", "Headless", "Studio", "StudioFiles", "HeroScenes", "LayoutCore", "Motion",
                                                      .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "RasterTests", dependencies: ["StudioFiles", "Raster", "Headless", "HeroScenes", "TestSupport"],
                    resources: [.copy("Goldens")]),
        .testTarget(name: "HeadlessTests", dependencies: ["Headless", "HeroSimAssets", "LayoutCore", "Raster", "ViewRuntime", "TestSupport"]),
        .testTarget(name: "StudioTests", dependencies: ["Studio", "StudioCore", "Headless", "StudioFiles", "Raster", "HeroScenes", "ViewRuntime", "LayoutCore", "Motion",
                                                     "TestSupport"]),
        .testTarget(name: "StudioCoreTests", dependencies: ["StudioCore", "Headless", "Raster", "TestSupport"]),
        .testTarget(name: "HeroSimTestingTests", dependencies: ["HeroSimTesting", "Headless", "StudioFiles", "Raster", "HeroScenes", "TestSupport"],
                    exclude: ["__Snapshots__"]),
        // Paths and helpers the rendering, host and studio tests share.
        .target(name: "TestSupport", dependencies: ["Headless", "Studio", "StudioFiles", "Raster", "HeroScenes"], path: "Tests/TestSupport"),
        // The window's parts without a window: SDL events to commands, pacing, the reload hook, the inspector,
        // and its panel laid out with the real text metrics.
        .testTarget(name: "DesktopTests", dependencies: ["Desktop", "Inspector", "Headless", "Studio", "Raster", "HeroScenes", "StudioFiles", "ViewRuntime", "LayoutCore",
                                                      "CSDL2"]),
    ],
    swiftLanguageModes: [.v6]
)
