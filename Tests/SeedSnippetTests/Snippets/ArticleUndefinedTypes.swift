import HeroSim

// Types the articles use but never define (minimal definitions a test would need).

/// 001_1 / 001_2: `DownloadButton("Download") { ... }` and `DownloadButton() { ... }`.
struct DownloadButton: View {
    let title: String
    let action: () -> Void
    init(_ title: String = "Download", action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }
    var body: some View {
        Text(title).foregroundStyle(.white).padding().background(Color.blue).onTapGesture(perform: action)
    }
}

/// 002_3: the field guide's badge (a small red circle with a count).
struct Badge: View {
    var body: some View {
        Circle().fill(Color.red).frame(width: 20, height: 20).overlay { Text("3").font(.caption).foregroundColor(.white) }
    }
}

/// 002_3: the second cart button next to the first.
struct CartButton: View {
    var body: some View {
        Text("Cart").foregroundStyle(.white).padding(.vertical, 16).padding(.horizontal, 36)
            .background { RoundedRectangle(cornerRadius: 8).fill(.blue.gradient) }
    }
}

/// 000_13 / 004_9: `RootView().overlay(A()).background(D()).overlay(B()).background(C())`.
struct RootView: View { var body: some View { Rectangle().fill(Color.gray).frame(width: 100, height: 100) } }
struct A: View { var body: some View { Color.red.frame(width: 40, height: 40) } }
struct B: View { var body: some View { Color.green.frame(width: 30, height: 30) } }
struct C: View { var body: some View { Color.blue.frame(width: 140, height: 140) } }
struct D: View { var body: some View { Color.yellow.frame(width: 120, height: 120) } }
