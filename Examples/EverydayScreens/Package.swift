// swift-tools-version:6.0
// Everyday SwiftUI screens, written as an iOS developer writes them (a photo grid, a settings form, a tab
// indicator, a mini player, an article), on HeroSim: `swift run EverydayScreensApp` shows them in a window,
// `swift test` checks their behaviour and their frames.
import PackageDescription

let package = Package(
    name: "EverydayScreens",
    dependencies: [
        .package(name: "HeroSim", path: "../.."),
    ],
    targets: [
        .target(name: "EverydayScreens", dependencies: [.product(name: "HeroSim", package: "HeroSim")]),
        .executableTarget(name: "EverydayScreensApp", dependencies: ["EverydayScreens", .product(name: "HeroSim", package: "HeroSim")]),
        .testTarget(name: "EverydayScreensTests", dependencies: [
            "EverydayScreens",
            .product(name: "HeroSim", package: "HeroSim"),
            .product(name: "HeroSimTesting", package: "HeroSim"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
