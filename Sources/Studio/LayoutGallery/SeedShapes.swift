import LayoutCore

/// The seeds' building blocks: a 200×200 blue rectangle and circles centred on a corner.
enum SeedShapes {
    /// A 200×200 rectangle with a blue gradient.
    static func blueRectangle(_ id: String) -> some View {
        Rectangle().foregroundStyle(.blue.gradient).frame(width: 200, height: 200).id(id)
    }

    /// A 60×60 yellow circle.
    static func yellowCircle(_ id: String) -> some View {
        Circle().foregroundStyle(.yellow.gradient).frame(width: 60, height: 60).id(id)
    }

    /// A yellow circle whose centre sits on the top-trailing corner of whatever it is aligned with.
    static func topTrailingCircle(_ id: String) -> some View {
        yellowCircle(id)
            .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
            .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
    }

    /// A yellow circle whose centre sits on the bottom-leading corner of whatever it is aligned with.
    static func bottomLeadingCircle(_ id: String) -> some View {
        yellowCircle(id)
            .alignmentGuide(.bottom) { $0[.bottom] - $0.height / 2 }
            .alignmentGuide(.leading) { $0[.leading] + $0.width / 2 }
    }
}
