import Foundation
import LayoutCore

/// The red bar at the bottom of the scene that shows the problem a window's reload hook reported (a
/// config file's error, say) until a later reload is applied.
struct ProblemBar: View {
    let message: String
    var body: some View {
        Text(message)
            .font(.system(size: 14, weight: .semibold))
            .foregroundColor(.white)
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(hex: 0xC62828, opacity: 0.94))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
}

extension ProblemBar {
    /// A bar's message in a host: equal ones draw the same commands.
    struct Placed: Equatable {
        var message: String
        var host: LayoutHost
    }
}
