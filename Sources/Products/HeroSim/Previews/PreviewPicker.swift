import LayoutCore
import ViewRuntime

/// The window `herosim preview` opens for a package with several previews: every preview live, scaled down in
/// a grid with its name and place; a click opens it.
struct PreviewPicker: View {
    /// The picker window's size in points.
    static let windowSize = CGSize(width: 760, height: 820)
    /// How wide each thumbnail is drawn, in points.
    static let thumbnailWidth: CGFloat = 160

    let previews: [Preview]
    let sizes: [CGSize]
    let choice: PickerChoice
    private let views: [AnyView]

    @MainActor
    init(previews: [Preview], sizes: [CGSize], choice: PickerChoice) {
        self.previews = previews
        self.sizes = sizes
        self.choice = choice
        views = previews.map { $0.makeView() }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Previews").font(.largeTitle.bold())
                Text("Click a preview to open it; close its window to come back here.")
                    .foregroundStyle(.secondary)
                LazyVGrid(columns: [GridItem(.adaptive(minimum: PreviewPicker.thumbnailWidth), spacing: 20, alignment: .top)],
                          alignment: .leading, spacing: 24) {
                    ForEach(previews.indices, id: \.self) { index in
                        thumbnail(index)
                    }
                }
            }
            .padding(24)
        }
        .background(Color(.systemGroupedBackground))
    }

    private func thumbnail(_ index: Int) -> some View {
        let size = sizes[index]
        let scale = min(PreviewPicker.thumbnailWidth / size.width, PreviewPicker.thumbnailWidth * 1.6 / size.height)
        return VStack(alignment: .leading, spacing: 6) {
            views[index]
                .frame(width: size.width, height: size.height)
                .scaleEffect(scale, anchor: .topLeading)
                .frame(width: size.width * scale, height: size.height * scale, alignment: .topLeading)
                .background(Color(.systemBackground))
                .clipShape(RoundedRectangle(cornerRadius: 8))
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color(.separator)))
                .allowsHitTesting(false)
            Text(previews[index].name).font(.subheadline.weight(.semibold)).lineLimit(1)
            Text(PreviewList.shortLocation(previews[index])).font(.caption).foregroundStyle(.secondary).lineLimit(1)
        }
        .frame(width: PreviewPicker.thumbnailWidth, alignment: .leading)
        .contentShape(Rectangle())
        .onTapGesture { [choice] in
            MainActor.assumeIsolated { choice.index = index }
        }
        .id("preview-\(index + 1)")
    }
}
