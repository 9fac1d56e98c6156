import HeroSim

enum S001_1 {
// ---- snippet 001_1 verbatim ----
// Source: 001_60d551cab411518b.txt, lines 26-40
struct ContentView: View {
    @State private var isDownloading = false

    var body: some View {
        if isDownloading {
            ProgressView()
        } else {
            DownloadButton("Download") {
                isDownloading = true
                // start download here
                isDownloading = false
            }
        }
    }
}
// ---- end snippet ----
}
