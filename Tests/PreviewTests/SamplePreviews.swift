import HeroSim

// Previews as a user writes them: found by `Preview.all` in PreviewDiscoveryTests. The line numbers matter.

private struct Badge: View {
    let count: Int
    var body: some View {
        Text("\(count)").frame(width: 40, height: 24).background(Capsule().fill(.red))
    }
}

#Preview {
    Badge(count: 1)
}

#Preview("Many", traits: .sizeThatFitsLayout) {
    Badge(count: 99)
}

#Preview(traits: .fixedLayout(width: 200, height: 120), .landscapeLeft) {
    Color.blue
}

#Preview("Landscape", traits: .landscapeRight) {
    @Previewable @State var count = 3
    Badge(count: count)
        .onTapGesture { count += 1 }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge(count: 7)
    }
}

struct Chip_Previews: PreviewProvider {
    static var previews: some View {
        Color.red.frame(width: 30, height: 20)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Red chip")
    }
}
