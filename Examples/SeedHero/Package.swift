// swift-tools-version:6.0
// A user's own SwiftUI hero transition on HeroSim: the seed article's ContentView with only the import
// changed, run in a window (`swift run SeedHero`) and tested headless (`swift test`).
import PackageDescription

let package = Package(
    name: "SeedHero",
    dependencies: [
        // HeroSim by path (this repository); from another repository, use its URL and a version.
        .package(name: "HeroSim", path: "../.."),
    ],
    targets: [
        .target(name: "SeedHeroViews", dependencies: [.product(name: "HeroSim", package: "HeroSim")]),
        .executableTarget(name: "SeedHero", dependencies: ["SeedHeroViews", .product(name: "HeroSim", package: "HeroSim")]),
        .testTarget(name: "SeedHeroViewsTests", dependencies: [
            "SeedHeroViews",
            .product(name: "HeroSim", package: "HeroSim"),
            // assertFrames: golden frames for your own transitions.
            .product(name: "HeroSimTesting", package: "HeroSim"),
        ]),   // the goldens live in Tests/Goldens, outside the target: nothing to exclude
    ],
    swiftLanguageModes: [.v6]
)
