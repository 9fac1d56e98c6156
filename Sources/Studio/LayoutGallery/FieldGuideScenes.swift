import LayoutCore
import ViewRuntime

/// A small red count badge.
struct Badge: View {
    var body: some View {
        Text("3").font(.system(size: 12, weight: .bold)).foregroundStyle(.white)
            .frame(width: 22, height: 22)
            .background(Circle().fill(.red))
    }
}

/// The cart label on a blue rounded rectangle.
struct CartLabel: View {
    var body: some View {
        Text("Cart")
            .foregroundStyle(.white)
            .padding(.vertical, 16)
            .padding(.horizontal, 36)
            .background { RoundedRectangle(cornerRadius: 8).fill(.blue.gradient) }
    }
}

/// A badge on the cart button: with an overlay the buttons stay aligned, with a ZStack the badged one grows (seed 002).
struct CartBadge: View {
    static var scene: GalleryScene { GalleryScene(name: "cart-badge", caption: "Badge via overlay (top row) keeps the button's size; via ZStack (bottom row) it grows",
                                    host: LayoutHost(size: CGSize(width: 500, height: 300)), view: CartBadge()) }
    var body: some View {
        VStack(spacing: 48) {
            HStack {
                CartLabel()
                    .overlay(alignment: .topTrailing) {
                        Badge()
                            .alignmentGuide(.top) { dim in dim.height / 2 }
                            .alignmentGuide(.trailing) { dim in dim.width / 2 }
                            .id("overlay-badge")
                    }
                    .id("overlay-button")
                CartLabel().id("overlay-plain")
            }
            .id("overlay-row")
            HStack {
                ZStack(alignment: .topTrailing) {
                    CartLabel().id("zstack-label")
                    Badge()
                        .alignmentGuide(.top) { dim in dim.height / 2 }
                        .alignmentGuide(.trailing) { dim in dim.width / 2 }
                        .id("zstack-badge")
                }
                .id("zstack-button")
                CartLabel().id("zstack-plain")
            }
            .id("zstack-row")
        }
    }
}

/// A highlight behind "Two": as an overlay it follows the text (padding −8); in a ZStack it takes all the space (seed 002).
struct TextHighlight: View {
    static var scene: GalleryScene { GalleryScene(name: "highlight", caption: "Highlight as overlay with padding(-8) (top) vs in a ZStack, which grows to fill the row (bottom)",
                                    host: LayoutHost(size: CGSize(width: 400, height: 240)), view: TextHighlight()) }
    var highlight: some View { RoundedRectangle(cornerRadius: 8).fill(Color.purple).opacity(0.5) }
    var body: some View {
        VStack(spacing: 40) {
            HStack {
                Text("One").id("overlay-one")
                Text("Two")
                    .overlay { highlight.padding(-8).id("overlay-highlight") }
                    .id("overlay-two")
                Text("Three").id("overlay-three")
            }
            .id("overlay-row")
            HStack {
                Text("One").id("zstack-one")
                ZStack {
                    highlight.padding(-8).id("zstack-highlight")
                    Text("Two").id("zstack-two")
                }
                .id("zstack")
                Text("Three").id("zstack-three")
            }
            .id("zstack-row")
        }
    }
}

/// An icon on a gradient circle with its own shadow and a badge at bottom-trailing with another (seed 003).
struct GradientIcon: View {
    static var scene: GalleryScene { GalleryScene(name: "gradient-icon", caption: "Icon on a gradient circle (background), badge at bottomTrailing (overlay), one shadow per layer",
                                    host: LayoutHost(size: CGSize(width: 300, height: 300)), view: GradientIcon()) }
    static let purple = Color(#colorLiteral(red: 0.5568627715, green: 0.3529411852, blue: 0.9686274529, alpha: 1))
    static let violet = Color(#colorLiteral(red: 0.3647058904, green: 0.06666667014, blue: 0.9686274529, alpha: 1))
    static let glow = Color(#colorLiteral(red: 0.3647058904, green: 0.06666667014, blue: 0.9686274529, alpha: 0.5))
    var body: some View {
        Image(systemName: "heart.fill")
            .font(.system(size: 40))
            .foregroundColor(Color.white)
            .id("icon")
            .background(
                Circle()
                    .fill(LinearGradient(gradient: Gradient(colors: [GradientIcon.purple, GradientIcon.violet]),
                                         startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 100, height: 100)
                    .shadow(color: GradientIcon.glow, radius: 10, x: 0.0, y: 10)
                    .id("circle")
                    .overlay(
                        Circle()
                            .fill(Color.blue)
                            .frame(width: 35, height: 35)
                            .overlay(Text("5").font(.headline).foregroundColor(.white).id("count"))
                            .shadow(color: GradientIcon.glow, radius: 10, x: 5, y: 5)
                            .id("badge"),
                        alignment: .bottomTrailing)
            )
            .id("composite")
    }
}

/// A button that shows a progress view in an overlay while it works, keeping its identity (seed 001).
struct DownloadButton: View {
    var isDownloading: Bool
    var body: some View {
        Text("Download")
            .font(.system(size: 16, weight: .semibold))
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(Capsule().fill(isDownloading ? Color.gray : Color.blue))
            .disabled(isDownloading)
            .overlay {
                if isDownloading {
                    ProgressView().id("progress")
                }
            }
    }
}

/// The download button idle and downloading, side by side.
struct DownloadButtonScene: View {
    static var scene: GalleryScene { GalleryScene(name: "download-button", caption: "overlay { if isDownloading { ProgressView() } } keeps the button in place (idle, downloading)",
                                    host: LayoutHost(size: CGSize(width: 400, height: 200)), view: DownloadButtonScene()) }
    var body: some View {
        HStack(spacing: 32) {
            DownloadButton(isDownloading: false).id("idle")
            DownloadButton(isDownloading: true).id("downloading")
        }
    }
}
