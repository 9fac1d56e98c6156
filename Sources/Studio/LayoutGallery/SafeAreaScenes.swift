import LayoutCore

/// A style background that fills the top unsafe area but not the bottom one (seed 000, "SafeAreaView").
struct TopSafeAreaBackground: View {
    static var scene: GalleryScene { GalleryScene(name: "safe-area-top", caption: "background(.indigo, ignoresSafeAreaEdges: [.top]) reaches the top edge only",
                                    host: GalleryScene.phoneHost, view: TopSafeAreaBackground()) }
    var body: some View {
        VStack {
            Text("Hello World").foregroundColor(.white).id("text")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(.indigo, ignoresSafeAreaEdges: [.top])
        .id("content")
    }
}

/// A bottom bar added with safeAreaInset whose background fills the bottom unsafe area (seed 000).
struct BottomBar: View {
    static var scene: GalleryScene { GalleryScene(name: "bottom-bar", caption: "safeAreaInset(edge: .bottom) bar; its background fills the bottom unsafe area",
                                    host: GalleryScene.phoneHost, view: BottomBar()) }
    var body: some View {
        Color.white.id("main")
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Text("Bottom Bar")
                    .font(.title3)
                    .foregroundColor(.indigo)
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: 40)
                    .id("label-frame")
                    .padding()
                    .background(.green.opacity(0.6))
                    .id("bar")
            }
            .id("inset")
    }
}

/// A ZStack is the union of its children: a 50-wide and a 50-high colour (seed 002).
struct ZStackUnion: View {
    static var scene: GalleryScene { GalleryScene(name: "zstack-union", caption: "ZStack { 50-wide yellow; 50-high orange } is the union of both",
                                    host: LayoutHost(size: CGSize(width: 300, height: 300)), view: ZStackUnion()) }
    var body: some View {
        ZStack {
            Color.yellow.frame(width: 50).id("tall")
            Color.orange.frame(height: 50).id("wide")
        }
        .border(Color.red)
        .id("stack")
        .padding()
    }
}
