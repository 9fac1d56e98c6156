// `import HeroSim` gives a SwiftUI developer everything at once: the views and modifiers (LayoutCore),
// curves and springs (Motion), state, transactions and gestures (ViewRuntime), the headless host
// (Headless) and the SwiftUI app entry point (`App`, `WindowGroup`).
@_exported import Headless
@_exported import LayoutCore
@_exported import Motion
@_exported import ViewRuntime
