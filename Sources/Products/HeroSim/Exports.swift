// `import HeroSim` gives a SwiftUI developer everything at once: the views and modifiers (LayoutCore),
// curves and springs (Motion), state, transactions and gestures (ViewRuntime), the headless host
// (Headless), the SwiftUI app entry point (`App`, `WindowGroup`) and Foundation.
@_exported import Headless
@_exported import LayoutCore
@_exported import Motion
@_exported import ViewRuntime
@_exported import Foundation   // as `import SwiftUI` does: UUID, Date, URL, Data, ...
@_exported import Observation  // as `import SwiftUI` does: @Observable, @ObservationIgnored
