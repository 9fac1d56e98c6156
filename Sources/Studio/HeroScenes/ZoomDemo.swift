import LayoutCore
import ViewRuntime

// The zoom scene: iOS 18's zoom transition as Apple's documentation writes it. A grid of photos, each a
// `NavigationLink(value:)` marked `matchedTransitionSource`, whose page zooms out of it; the back button, a
// drag down, a swipe from the leading edge or a pinch zooms the page back into its photo.

/// One photo of the zoom scene: a colour and a symbol.
struct ZoomPhoto: Identifiable, Hashable {
    let id: Int
    let symbol: String
    let color: Color

    /// Twelve photos.
    static let all: [ZoomPhoto] = {
        let symbols = ["sun.max.fill", "leaf.fill", "cloud.fill", "moon.stars.fill", "flame.fill", "drop.fill",
                       "snowflake", "bolt.fill", "star.fill", "heart.fill", "camera.fill", "airplane"]
        let colors: [Color] = [.orange, .green, .blue, .indigo, .red, .teal, .cyan, .yellow, .purple, .pink, .gray, .mint]
        return symbols.indices.map { ZoomPhoto(id: $0, symbol: symbols[$0], color: colors[$0]) }
    }()
}

/// The grid of photos, the root of the stack.
struct ZoomDemo: View {
    @Namespace private var namespace

    var body: some View {
        NavigationStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 110), spacing: 8)], spacing: 8) {
                ForEach(ZoomPhoto.all) { photo in
                    NavigationLink(value: photo) {
                        ZoomPhotoTile(photo: photo)
                            .frame(height: 110)
                            .matchedTransitionSource(id: photo.id, in: namespace) { source in
                                source.clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                            }
                    }
                    .id(photo.symbol)
                }
            }
            .padding(.horizontal, 16)
            .frame(maxHeight: .infinity, alignment: .top)
            .navigationTitle("Photos")
            .navigationDestination(for: ZoomPhoto.self) { photo in
                ZoomPhotoPage(photo: photo)
                    .navigationTransition(.zoom(sourceID: photo.id, in: namespace))
            }
        }
    }
}

/// A photo: its colour, its symbol in white.
private struct ZoomPhotoTile: View {
    let photo: ZoomPhoto

    var body: some View {
        Rectangle()
            .fill(photo.color)
            .overlay {
                Image(systemName: photo.symbol)
                    .font(.system(size: 34))
                    .foregroundStyle(.white)
            }
    }
}

/// A photo's page: the photo large, its caption under it.
private struct ZoomPhotoPage: View {
    let photo: ZoomPhoto

    var body: some View {
        VStack(spacing: 12) {
            ZoomPhotoTile(photo: photo)
                .frame(height: 360)
                .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            Text("Photo \(photo.id + 1)")
                .font(.system(size: 22, weight: .semibold))
            Text("Drag down, swipe from the left edge or pinch to zoom back")
                .font(.system(size: 15))
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding(16)
        .navigationTitle("Photo \(photo.id + 1)")
        .navigationBarTitleDisplayMode(.inline)
    }
}
