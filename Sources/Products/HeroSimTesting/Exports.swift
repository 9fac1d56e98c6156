// The types `GoldenFrames.check` takes and throws, so that a user's tests can name them with
// `import HeroSimTesting`.
@_exported import struct StudioFiles.ConfigError
@_exported import struct StudioFiles.Scenario
@_exported import enum StudioFiles.ScenarioInput
// HeadlessHost (a view run with time as an input), its pixels and its trace: what tests drive and read.
@_exported import Headless
