import HeroSim

/// An album as iOS 18's Photos shows it: a grid of photos, each zooming into its own page and back
/// (`navigationTransition(.zoom)` on the page, `matchedTransitionSource` on its tile). The back button, a drag
/// down, a swipe from the leading edge or a pinch on the page zooms it back into its tile.
public struct PhotoAlbumScreen: View {
    @Namespace private var namespace

    public init() {}

    public var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
                    ForEach(Photo.library) { photo in
                        NavigationLink(value: photo) {
                            PhotoTile(photo: photo)
                                .aspectRatio(1, contentMode: .fit)
                                .matchedTransitionSource(id: photo.id, in: namespace) { source in
                                    source.clipShape(RoundedRectangle(cornerRadius: 8))
                                }
                        }
                    }
                }
            }
            .navigationTitle("Album")
            .navigationDestination(for: Photo.self) { photo in
                PhotoPage(photo: photo)
                    .navigationTransition(.zoom(sourceID: photo.id, in: namespace))
            }
        }
    }
}

/// A photo: its colour, with its symbol in white.
struct PhotoTile: View {
    let photo: Photo

    var body: some View {
        Rectangle()
            .fill(photo.color.gradient)
            .overlay {
                Image(systemName: photo.symbol)
                    .font(.system(size: 32))
                    .foregroundStyle(.white)
            }
    }
}

/// One photo's page: the photo, its title, its caption beside a like button whose count rolls to the new
/// number, and a carousel of the photos taken with it (three to the width, coming to rest with a photo at the
/// leading edge, the photos shrinking and fading as they scroll out at either end).
struct PhotoPage: View {
    let photo: Photo
    @State private var likes: Int

    init(photo: Photo) {
        self.photo = photo
        _likes = State(initialValue: 9 + photo.id * 3)
    }

    /// The six photos after this one in the library.
    private var sameDay: [Photo] {
        (1...6).map { Photo.library[(photo.id + $0) % Photo.library.count] }
    }

    var body: some View {
        VStack(spacing: 12) {
            PhotoTile(photo: photo)
                .aspectRatio(1, contentMode: .fit)
                .clipShape(RoundedRectangle(cornerRadius: 16))
            Text("Photo \(photo.id + 1)")
                .font(.title2)
            HStack {
                Text("Taken on the trip")
                    .foregroundStyle(.secondary)
                Spacer()
                Button {
                    withAnimation(.snappy) { likes += 1 }
                } label: {
                    HStack(spacing: 4) {
                        Image(systemName: "heart.fill")
                            .foregroundStyle(.pink)
                        Text("\(likes)")
                            .monospacedDigit()
                            .contentTransition(.numericText(value: Double(likes)))
                    }
                }
                .id("like")
            }
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(sameDay) { other in
                        PhotoTile(photo: other)
                            .containerRelativeFrame(.horizontal, count: 3, spacing: 8)
                            .frame(height: 90)
                            .clipShape(RoundedRectangle(cornerRadius: 8))
                            .scrollTransition { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.85)
                                    .opacity(phase.isIdentity ? 1 : 0.6)
                            }
                            .id("same-day-\(other.id)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            Spacer()
        }
        .padding()
        .navigationTitle("Photo \(photo.id + 1)")
        .navigationBarTitleDisplayMode(.inline)
    }
}
