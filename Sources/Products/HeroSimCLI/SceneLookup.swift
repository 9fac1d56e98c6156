import HeroScenes

extension BuiltInScene {
    /// The scene called `name`, or an error listing the scenes.
    static func resolve(_ name: String) throws -> BuiltInScene {
        guard let scene = BuiltInScene.named(name) else {
            throw UserFacingError(message: "no scene '\(name)'; scenes: \(BuiltInScene.all.map(\.name).joined(separator: ", "))")
        }
        return scene
    }
}
