import HeroSim

/// A photo in the grid.
public struct Photo: Identifiable, Hashable, Sendable {
    public let id: Int
    public let symbol: String
    public let color: Color

    /// Twenty-four photos of a trip.
    public static let library: [Photo] = {
        let symbols = ["sun.max.fill", "leaf.fill", "cloud.fill", "moon.stars.fill", "flame.fill", "drop.fill",
                       "snowflake", "bolt.fill", "star.fill", "heart.fill", "camera.fill", "airplane"]
        let colors: [Color] = [.orange, .green, .blue, .indigo, .red, .teal, .cyan, .yellow, .purple, .pink, .gray, .mint]
        return (0..<24).map { Photo(id: $0, symbol: symbols[$0 % symbols.count], color: colors[$0 % colors.count]) }
    }()
}

/// A grid of photos under a large title; a tap grows a photo to fill the screen, a tap on it puts it back.
public struct PhotoGridScreen: View {
    @State private var selected: Photo?
    @Namespace private var zoom

    public init() {}

    public var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
                    ForEach(Photo.library) { photo in
                        tile(photo)
                            .matchedGeometryEffect(id: photo.id, in: zoom, isSource: selected != photo)
                            .opacity(selected == photo ? 0 : 1)
                            .aspectRatio(1, contentMode: .fit)
                            .onTapGesture {
                                withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) { selected = photo }
                            }
                    }
                }
            }
            .navigationTitle("Photos")
        }
        .overlay {
            if let photo = selected {
                tile(photo)
                    .matchedGeometryEffect(id: photo.id, in: zoom)
                    .ignoresSafeArea()
                    .onTapGesture {
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.9)) { selected = nil }
                    }
                    .transition(.identity)
            }
        }
    }

    private func tile(_ photo: Photo) -> some View {
        Rectangle()
            .fill(photo.color.gradient)
            .overlay {
                Image(systemName: photo.symbol)
                    .font(.system(size: 32))
                    .foregroundStyle(.white)
            }
    }
}

#Preview {
    PhotoGridScreen()
}
