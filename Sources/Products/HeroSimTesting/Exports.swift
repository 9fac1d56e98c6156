// The types `GoldenFrames.check` takes and throws, so that a user's tests can name them with
// `import HeroSimTesting`.
@_exported import struct Hero.ConfigError
@_exported import struct Hero.Scenario
@_exported import enum Hero.ScenarioInput
