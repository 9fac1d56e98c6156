import LayoutCore

/// A ZStack and an overlay of the same two rectangles look alike (seed 000, "SameView").
struct StackedRectangles: View {
    static var scene: GalleryScene { GalleryScene(name: "stacked-rectangles", caption: "ZStack { blue; yellow } and blue.overlay(yellow) look the same",
                                    host: LayoutHost(size: CGSize(width: 400, height: 520)), view: StackedRectangles()) }
    var yellow: some View { Rectangle().foregroundStyle(.yellow.gradient).frame(width: 120, height: 120) }
    var body: some View {
        VStack {
            ZStack {
                SeedShapes.blueRectangle("zstack-blue")
                yellow.id("zstack-yellow")
            }
            .id("zstack")
            SeedShapes.blueRectangle("overlay-blue")
                .overlay(yellow.id("overlay-yellow"))
                .id("overlay")
        }
    }
}

/// Circles centred on two corners of a rectangle, with overlays (seed 000, "Demo1View").
struct CornerCircles: View {
    static var scene: GalleryScene { GalleryScene(name: "corner-circles", caption: "overlay(alignment:) with alignment guides and with an offset puts circles on two corners",
                                    host: LayoutHost(size: CGSize(width: 400, height: 400)), view: CornerCircles()) }
    var body: some View {
        SeedShapes.blueRectangle("rectangle")
            .overlay(alignment: .topTrailing) { SeedShapes.topTrailingCircle("guided") }
            .overlay(alignment: .bottomLeading) {
                SeedShapes.yellowCircle("offset-inner").offset(x: -30, y: 30).id("offset-outer")
            }
    }
}

/// The required size of a ZStack grows with an aligned-out circle; an overlay's does not (seed 000).
struct RequiredSize: View {
    static var scene: GalleryScene { GalleryScene(name: "required-size", caption: "Beside another rectangle: overlay keeps 200×200, ZStack grows to 230×230",
                                    host: LayoutHost(size: CGSize(width: 600, height: 600)), view: RequiredSize()) }
    var redRectangle: some View { Rectangle().foregroundStyle(.red.gradient).frame(width: 200, height: 200) }
    var body: some View {
        VStack(spacing: 40) {
            HStack(alignment: .bottom, spacing: 0) {
                SeedShapes.blueRectangle("overlay-blue")
                    .overlay(alignment: .topTrailing) { SeedShapes.topTrailingCircle("overlay-circle") }
                    .border(.red, width: 2)
                    .id("overlay")
                redRectangle.id("overlay-red")
            }
            .id("overlay-row")
            HStack(alignment: .bottom, spacing: 0) {
                ZStack(alignment: .topTrailing) {
                    SeedShapes.blueRectangle("zstack-blue")
                    SeedShapes.topTrailingCircle("zstack-circle")
                }
                .border(.red, width: 2)
                .id("zstack")
                redRectangle.id("zstack-red")
            }
            .id("zstack-row")
        }
    }
}

/// Two nested ZStacks keep circles on two corners inside the required size (seed 000).
struct NestedZStacks: View {
    static var scene: GalleryScene { GalleryScene(name: "nested-zstacks", caption: "Nested ZStacks count both corner circles in the required size (260×260)",
                                    host: LayoutHost(size: CGSize(width: 400, height: 400)), view: NestedZStacks()) }
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            ZStack(alignment: .topTrailing) {
                SeedShapes.blueRectangle("rectangle")
                SeedShapes.topTrailingCircle("top-circle")
            }
            .id("inner")
            SeedShapes.bottomLeadingCircle("bottom-circle")
        }
        .border(.red, width: 2)
        .id("outer")
    }
}

/// A GeometryReader in a background reads the primary view's size without changing the layout (seed 000).
struct GeometryBackground: View {
    static var scene: GalleryScene { GalleryScene(name: "geometry-background", caption: "GeometryReader in a background reads the rectangle's size",
                                    host: LayoutHost(size: CGSize(width: 400, height: 400)), view: GeometryBackground()) }
    var body: some View {
        SeedShapes.blueRectangle("rectangle")
            .background(
                GeometryReader { proxy in
                    Color.clear
                        .overlay(alignment: .bottom) {
                            Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height))")
                                .font(.system(size: 15, weight: .semibold))
                                .offset(y: 26)
                                .id("size-label")
                        }
                        .id("reader-content")
                }
                .id("reader")
            )
            .id("composite")
    }
}

/// Two overlays on one rectangle: the type nests each modifier around all before it (seed 000).
struct ThreeCircles: View {
    static var scene: GalleryScene { GalleryScene(name: "three-circles", caption: String(describing: type(of: ThreeCircles.view)),
                                    host: LayoutHost(size: CGSize(width: 400, height: 400)), view: ThreeCircles()) }
    static var view: some View {
        Rectangle().foregroundStyle(.blue)
            .frame(width: 200, height: 200)
            .overlay(Circle().foregroundStyle(.yellow).frame(width: 60, height: 60))
            .overlay(Circle().foregroundStyle(.red).frame(width: 40, height: 40))
    }
    var body: some View { ThreeCircles.view.id("composite") }
}

/// Overlays and backgrounds stack in declaration order around the main view: C, D, Root, A, B (seed 000).
struct RenderOrder: View {
    static var scene: GalleryScene { GalleryScene(name: "render-order", caption: "Root.overlay(A).background(D).overlay(B).background(C) draws C, D, Root, A, B",
                                    host: LayoutHost(size: CGSize(width: 400, height: 400)), view: RenderOrder()) }
    func tile(_ name: String, _ color: Color, dx: CGFloat, dy: CGFloat) -> some View {
        color.frame(width: 90, height: 90)
            .overlay(alignment: .topLeading) { Text(name).font(.system(size: 16, weight: .bold)).foregroundColor(.white).padding(6) }
            .offset(x: dx, y: dy)
            .id(name)
    }
    var body: some View {
        Color.gray.frame(width: 120, height: 120)
            .overlay(alignment: .topLeading) { Text("Root").font(.system(size: 16, weight: .bold)).foregroundColor(.white).padding(6) }
            .id("Root")
            .overlay(tile("A", .red, dx: 40, dy: 40))
            .background(tile("D", .green, dx: -40, dy: -40))
            .overlay(tile("B", .blue, dx: 70, dy: 70))
            .background(tile("C", .orange, dx: -70, dy: -70))
    }
}
