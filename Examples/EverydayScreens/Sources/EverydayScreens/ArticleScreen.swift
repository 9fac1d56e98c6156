import HeroSim

/// An article: a header picture, a title, a summary cut to three lines that "Read more" opens.
public struct ArticleScreen: View {
    @State private var expanded = false

    public init() {}

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                RoundedRectangle(cornerRadius: 20, style: .continuous)
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(height: 220)
                    .overlay { Image(systemName: "map.fill").font(.system(size: 72)).foregroundStyle(.white) }
                Text("Walking the Old Roads")
                    .font(.largeTitle)
                    .fontWeight(.bold)
                Text("""
                    Three weeks on foot from the coast to the mountains, on paths older than the towns they join. \
                    Every evening a different village, every morning the same question: how far today? The roads \
                    were rarely marked and never straight, and the best of them were the ones we found by mistake.
                    """)
                    .lineLimit(expanded ? nil : 3)
                    .foregroundStyle(.secondary)
                    .id("summary")
                Button(expanded ? "Show less" : "Read more") {
                    withAnimation(.easeInOut(duration: 0.3)) { expanded.toggle() }
                }
                .id("more")
            }
            .padding()
        }
        .background(Color(.secondarySystemBackground))
    }
}

struct ArticleScreen_Previews: PreviewProvider {
    static var previews: some View {
        ArticleScreen()
    }
}
