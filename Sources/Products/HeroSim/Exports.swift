// `import HeroSim` gives a SwiftUI developer everything at once: the views and modifiers (LayoutCore),
// curves and springs (Motion), state, transactions and gestures (ViewRuntime), the SwiftUI app entry point
// (`App`, `WindowGroup`) and Foundation. The headless host is HeroSimTesting's.
@_exported import LayoutCore
@_exported import Motion
@_exported import ViewRuntime
@_exported import Foundation   // as `import SwiftUI` does: UUID, Date, URL, Data, ...
@_exported import Observation  // as `import SwiftUI` does: @Observable, @ObservationIgnored
