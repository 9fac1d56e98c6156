// The config's `lint:` section is a `LintThresholds`, a plain value kept apart from the YAML reader so that
// the window's inspector can take it without linking Yams.
@_exported import StudioSettings
