import HeroSim
import HeroSimTesting
import Testing

// iOS 18's `.onGeometryChange(for:of:action:)` (back to iOS 16), as hero code uses it to learn where a view is.

/// What the actions were called with, in order.
private final class GeometryLog {
    var widths: [CGFloat] = []
    var frames: [(old: CGRect, new: CGRect)] = []
}

private struct Measured: View {
    let log: GeometryLog
    @State private var isWide = false

    var body: some View {
        VStack {
            Color.blue
                .frame(width: isWide ? 300 : 100, height: 50)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { log.widths.append($0) }
                .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { old, new in log.frames.append((old, new)) }
                .onTapGesture { withAnimation(.linear(duration: 1)) { isWide.toggle() } }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

@Suite struct GeometryChangeTests {
    @Test func theActionRunsWhenTheViewAppearsAndWhenItsLaidOutGeometryChanges() {
        let log = GeometryLog()
        let host = HeadlessHost(Measured(log: log), size: CGSize(width: 400, height: 400))
        let narrow = CGRect(x: 150, y: 175, width: 100, height: 50)
        let wide = CGRect(x: 50, y: 175, width: 300, height: 50)
        #expect(log.widths == [100])
        #expect(log.frames.map(\.old) == [narrow] && log.frames.map(\.new) == [narrow])
        // An animated change: the action hears the laid-out value at once, not each frame of the animation.
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        host.advance(to: 0.5)
        #expect(log.widths == [100, 300])
        #expect(log.frames.map(\.old) == [narrow, narrow] && log.frames.map(\.new) == [narrow, wide])
        // A resize that leaves the width alone moves the frame only.
        host.resize(to: CGSize(width: 600, height: 400))
        #expect(log.widths == [100, 300])
        #expect(log.frames.last?.new == CGRect(x: 150, y: 175, width: 300, height: 50))
    }
}
