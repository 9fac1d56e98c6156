import HeroSim

/// A music app's mini player over a list of songs; a tap opens the full player, whose artwork grows from
/// the mini player's.
public struct MiniPlayerScreen: View {
    @State private var expanded = false
    @State private var playing = false
    @State private var progress = 0.3
    @Namespace private var player

    public init() {}

    public var body: some View {
        ZStack(alignment: .bottom) {
            List(1...20, id: \.self) { track in
                Label("Track \(track)", systemImage: "music.note")
            }
            .listStyle(.plain)
            .safeAreaInset(edge: .bottom) { Color.clear.frame(height: 64) }

            if expanded {
                fullPlayer
            } else {
                miniPlayer
            }
        }
    }

    private var artwork: some View {
        RoundedRectangle(cornerRadius: expanded ? 24 : 8, style: .continuous)
            .fill(Color.pink.gradient)
            .overlay { Image(systemName: "music.note").font(.system(size: expanded ? 96 : 20)).foregroundStyle(.white) }
            .matchedGeometryEffect(id: "artwork", in: player)
    }

    private var miniPlayer: some View {
        HStack(spacing: 12) {
            artwork.frame(width: 44, height: 44)
            Text("Evening Drive").font(.headline)
            Spacer()
            Button { playing.toggle() } label: {
                Image(systemName: playing ? "pause.fill" : "play.fill").font(.title2)
            }
            .buttonStyle(.plain)
            .id("mini-play")
        }
        .padding(10)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .padding(.horizontal, 8)
        .id("mini-player")
        .onTapGesture { withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) { expanded = true } }
    }

    private var fullPlayer: some View {
        VStack(spacing: 24) {
            Capsule().fill(Color.secondary).frame(width: 36, height: 5)
                .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.9)) { expanded = false } }
                .id("grabber")
            artwork.frame(width: 300, height: 300)
            VStack(spacing: 4) {
                Text("Evening Drive").font(.title2).fontWeight(.bold)
                Text("The Long Roads").foregroundStyle(.secondary)
            }
            Slider(value: $progress)
            HStack(spacing: 48) {
                Image(systemName: "backward.fill")
                Button { playing.toggle() } label: {
                    Image(systemName: playing ? "pause.circle.fill" : "play.circle.fill").font(.system(size: 64))
                }
                .buttonStyle(.plain)
                Image(systemName: "forward.fill")
            }
            .font(.title)
            Spacer()
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
        .transition(.move(edge: .bottom))
    }
}

#Preview("Mini player, landscape", traits: .landscapeLeft) {
    MiniPlayerScreen()
}
