import Foundation
import Headless
import LayoutCore
import Raster
import TestSupport
import Testing
import ViewRuntime

/// The controls' pixels, drawn by the real renderer: colours at named points, and one golden screen of
/// every control (`Tests/RasterTests/Goldens/controls.png`, looked at when recorded; re-record with
/// `HEROSIM_RECORD_GOLDENS=1`).
@Suite struct ControlPixelTests {
    /// The pixel at `point` (points at 1×) as 0xAARRGGBB.
    func pixel(_ image: RasterImage, _ point: CGPoint) -> UInt32 {
        image.flush()
        return image.pixel(x: Int(point.x), y: Int(point.y))
    }

    /// Each channel of `a` and `b` within `tolerance`.
    func close(_ a: UInt32, _ b: UInt32, tolerance: Int = 1) -> Bool {
        (0..<4).allSatisfy { channel in
            let shift = UInt32(channel * 8)
            let left = Int((a >> shift) & 0xFF), right = Int((b >> shift) & 0xFF)
            return abs(left - right) <= tolerance
        }
    }

    @Test func aBorderedProminentButtonIsFilledWithSystemBlue() throws {
        let host = HeadlessHost(Button("Open") {}.buttonStyle(.borderedProminent).id("b"), size: CGSize(width: 200, height: 100))
        let frame = try #require(host.layout.frame(of: "b"))
        let image = host.render()
        // Inside the 12 pt padding, half-way down (away from the 6 pt corners): the fill.
        #expect(pixel(image, CGPoint(x: frame.minX + 4, y: frame.midY)) == 0xFF00_7AFF)
        // Just outside the button: the window's white.
        #expect(pixel(image, CGPoint(x: frame.minX - 2, y: frame.midY)) == 0xFFFF_FFFF)
    }

    @Test func aPressedDefaultButtonIsDimmedTo20Percent() throws {
        let host = HeadlessHost(Button {} label: { Rectangle().frame(width: 100, height: 40) }, size: CGSize(width: 200, height: 100))
        let centre = CGPoint(x: 100, y: 50)
        #expect(pixel(host.render(), centre) == 0xFF00_7AFF)        // the label in the tint
        host.pointerDown(at: centre)
        // 20% of (0, 122, 255) over white: (204, 228.4, 255); cairo's 8-bit blending may round by 1.
        let pressed = pixel(host.render(), centre)
        #expect(close(pressed, 0xFFCC_E4FF), "\(String(pressed, radix: 16))")
        host.pointerUp()
        #expect(pixel(host.render(), centre) == 0xFF00_7AFF)
    }

    @Test func aToggleThatIsOnIsGreenWithAWhiteKnobAtTheTrailingEnd() throws {
        let host = HeadlessHost(Toggle("Wi-Fi", isOn: .constant(true)).padding(.horizontal, 20), size: CGSize(width: 300, height: 60))
        // The switch: x 229…280, y 14.5…45.5; the knob 27 pt at its trailing end, x 251…278.
        let image = host.render()
        #expect(pixel(image, CGPoint(x: 240, y: 30)) == 0xFF34_C759)
        #expect(pixel(image, CGPoint(x: 264, y: 30)) == 0xFFFF_FFFF)
    }

    /// Every control on an iPhone-sized screen.
    struct AllControls: View {
        @State private var name = "Ada"
        @State private var empty = ""
        @State private var flavor = 1
        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                HStack(spacing: 12) {
                    Button("Default") {}
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                }
                HStack(spacing: 12) {
                    Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                    Button("Disabled") {}.disabled(true)
                    Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.orange)
                }
                HStack(spacing: 24) {
                    Label { Text("Favourites") } icon: { Circle().fill(Color.red).frame(width: 18, height: 18) }
                    Label("Starred", systemImage: "star.fill")
                }
                Divider()
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
                Slider(value: .constant(0.4))
                Stepper("Count: 3", onIncrement: {}, onDecrement: {})
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag(0)
                    Text("Chocolate").tag(1)
                    Text("Mint").tag(2)
                }
                .pickerStyle(.segmented)
                HStack(spacing: 16) {
                    ProgressView()
                    ProgressView(value: 0.6)
                }
                HStack(spacing: 16) {
                    Link("Website", destination: URL(string: "https://example.com")!)
                    Menu("Actions") { Button("Copy") {} }
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag(0)
                        Text("Chocolate").tag(1)
                    }
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
                TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                TextField("Email", text: $empty).textFieldStyle(.roundedBorder)
                SecureField("Password", text: $name).textFieldStyle(.roundedBorder)
            }
            .padding(20)
        }
    }

    @Test func everyControlMatchesTheGolden() throws {
        let host = HeadlessHost(AllControls(), size: CGSize(width: 390, height: 700))
        let directory = try TestSupport.temporaryDirectory("controls")
        let actualPath = "\(directory)/controls.png"
        try host.render().writePNG(to: actualPath)
        let goldenPath = TestSupport.packageRoot.appendingPathComponent("Tests/RasterTests/Goldens/controls.png").path
        if ProcessInfo.processInfo.environment["HEROSIM_RECORD_GOLDENS"] == "1" {
            try? FileManager.default.removeItem(atPath: goldenPath)
            try FileManager.default.copyItem(atPath: actualPath, toPath: goldenPath)
        }
        let difference = ImageComparison.compare(try RasterImage.readPNG(at: goldenPath), try RasterImage.readPNG(at: actualPath))
        #expect(difference.maximumChannelDelta <= 2, "golden mismatch: \(difference.differingPixels) pixels; actual \(actualPath)")
    }
}
