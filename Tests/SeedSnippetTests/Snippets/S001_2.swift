import HeroSim

enum S001_2 {
// ---- snippet 001_2 verbatim ----
// Source: 001_60d551cab411518b.txt, lines 58-74
struct ContentView: View {
    @State private var isDownloading = false

    var body: some View {
        DownloadButton() {
            isDownloading = true
            // start download here
            isDownloading = false
        }
        .disabled(isDownloading)
        .overlay {
            if isDownloading {
                ProgressView()
            }
        }
    }
}
// ---- end snippet ----
}
