import Foundation
import HeroSim
import HeroSimTesting
import Testing

/// Goldens of the looks: continuous against circular corners, the materials over a colourful backdrop, and a
/// dark-mode screen. Re-record with `HEROSIM_RECORD_GOLDENS=1` after a wanted change, and look at them.
@Suite struct LooksGoldenTests {
    /// Renders `view` and compares it with the golden `name`.png.
    func check<V: View>(_ view: V, size: CGSize, colorScheme: ColorScheme = .light, _ name: String) throws {
        try expectGolden(HeadlessHost(view, size: size, scale: 2, colorScheme: colorScheme).render(), name)
    }

    struct Corners: View {
        var body: some View {
            VStack(spacing: 16) {
                ForEach([12.0, 28.0, 44.0], id: \.self) { radius in
                    HStack(spacing: 16) {
                        RoundedRectangle(cornerRadius: radius).fill(Color.blue).frame(width: 150, height: 110)
                        RoundedRectangle(cornerRadius: radius, style: .continuous).fill(Color.blue).frame(width: 150, height: 110)
                        ZStack {
                            RoundedRectangle(cornerRadius: radius).stroke(Color.red, lineWidth: 1)
                            RoundedRectangle(cornerRadius: radius, style: .continuous).stroke(Color.black, lineWidth: 1)
                        }
                        .frame(width: 150, height: 110)
                    }
                }
                HStack(spacing: 16) {
                    UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 40).fill(Color.orange).frame(width: 150, height: 90)
                    Color.green.frame(width: 150, height: 90).clipShape(.rect(cornerRadius: 24))
                    Color.purple.frame(width: 150, height: 60).clipShape(.capsule)
                }
            }
        }
    }

    struct Materials: View {
        var body: some View {
            ZStack {
                HStack(spacing: 0) {
                    ForEach([Color.red, .orange, .yellow, .green, .blue, .purple], id: \.self) { $0 }
                }
                Circle().fill(Color.black).frame(width: 120, height: 120).offset(x: -100, y: -60)
                VStack(spacing: 10) {
                    Text("ultraThin").frame(width: 300, height: 40).background(.ultraThinMaterial)
                    Text("thin").frame(width: 300, height: 40).background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    Text("regular").frame(width: 300, height: 40).background(.regularMaterial, in: .capsule)
                    Text("thick").frame(width: 300, height: 40).background(.thickMaterial, in: .rect(cornerRadius: 12))
                    Rectangle().fill(.ultraThickMaterial).frame(width: 300, height: 40).overlay { Text("ultraThick") }
                    Text("bar").frame(width: 300, height: 40).background(.bar)
                }
            }
        }
    }

    struct Settings: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Settings").font(.system(size: 30, weight: .bold))
                VStack(alignment: .leading, spacing: 0) {
                    row("Wi-Fi", "Home", .systemBlue)
                    Rectangle().fill(Color(.separator)).frame(height: 0.5).padding(.leading, 52)
                    row("Bluetooth", "On", .systemBlue)
                    Rectangle().fill(Color(.separator)).frame(height: 0.5).padding(.leading, 52)
                    row("Battery", "82 %", .systemGreen)
                }
                .background(Color(.secondarySystemGroupedBackground), in: .rect(cornerRadius: 10))
                Text("Tertiary and quaternary levels").font(.system(size: 13)).foregroundStyle(.tertiary)
                HStack(spacing: 8) {
                    ForEach([UIColor.systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6], id: \.self) {
                        Circle().fill(Color($0)).frame(width: 28, height: 28)
                    }
                }
                Text("On a material").padding(12).background(.regularMaterial, in: .rect(cornerRadius: 12))
                    .padding(10).background(Color(.systemIndigo), in: .rect(cornerRadius: 16))
            }
            .padding(16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(Color(.systemGroupedBackground))
        }

        func row(_ title: String, _ value: String, _ tint: UIColor) -> some View {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 7, style: .continuous).fill(Color(tint)).frame(width: 28, height: 28)
                Text(title).foregroundStyle(Color(.label))
                Spacer()
                Text(value).foregroundStyle(.secondary)
            }
            .padding(.horizontal, 12)
            .frame(height: 44)
        }
    }

    @Test func continuousCorners() throws { try check(Corners(), size: CGSize(width: 520, height: 500), "looks-continuous-corners") }

    @Test func materials() throws { try check(Materials(), size: CGSize(width: 360, height: 360), "looks-materials") }

    @Test func darkModeSettings() throws {
        try check(Settings(), size: CGSize(width: 340, height: 420), colorScheme: .dark, "looks-dark-mode")
        try check(Settings(), size: CGSize(width: 340, height: 420), "looks-light-mode")
    }
}
