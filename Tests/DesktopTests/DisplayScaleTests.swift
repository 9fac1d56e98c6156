@testable import Desktop
import Foundation
import Testing

/// A window opened without `--scale` takes the desktop's scale: `GDK_SCALE` first, else `Xft.dpi` ÷ 96,
/// rounded to a quarter, in 1...4, and lowered until the window fits on the screen.
@Suite struct DisplayScaleTests {
    /// A resource database as `xrdb -query` prints it on a GNOME desktop set to 200 %.
    let gnome200 = "Xcursor.size:\t48\nXcursor.theme:\tAdwaita\nXft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n"

    @Test func readsXftDPIFromTheResourceDatabase() {
        #expect(DisplayScale.xftDPI(in: gnome200) == 192)
        #expect(DisplayScale.xftDPI(in: "  Xft.dpi :  144\n") == 144)
        #expect(DisplayScale.xftDPI(in: "Xcursor.size:\t48\n") == nil)
        #expect(DisplayScale.xftDPI(in: "Xft.dpi:\tlarge\n") == nil)
        #expect(DisplayScale.xftDPI(in: "Xft.dpi:\t-96\n") == nil)
        #expect(DisplayScale.xftDPI(in: "") == nil)
    }

    @Test func theDPIGivesTheScaleInQuarters() {
        let scales = [96.0, 120, 144, 168, 192, 288, 480, 72, 100].map {
            DisplayScale.wanted(environment: [:], resources: "Xft.dpi: \($0)")?.scale
        }
        #expect(scales == [1, 1.25, 1.5, 1.75, 2, 3, 4, 1, 1])
        #expect(DisplayScale.wanted(environment: [:], resources: gnome200)?.source == .xftDPI(192))
        #expect(DisplayScale.wanted(environment: [:], resources: "Xcursor.size: 48") == nil)
        #expect(DisplayScale.wanted(environment: [:], resources: nil) == nil)
    }

    @Test func gdkScaleWinsOverTheDesktopDPI() {
        let wanted = DisplayScale.wanted(environment: ["GDK_SCALE": "3"], resources: gnome200)
        #expect(wanted?.scale == 3 && wanted?.source == .gdkScale("3"))
        #expect(DisplayScale.wanted(environment: ["GDK_SCALE": "9"], resources: nil)?.scale == 4)
        // A GDK_SCALE that is not a positive number is ignored, as GTK ignores it.
        #expect(DisplayScale.wanted(environment: ["GDK_SCALE": "two"], resources: gnome200)?.scale == 2)
        #expect(DisplayScale.wanted(environment: ["GDK_SCALE": "0"], resources: nil) == nil)
    }

    @Test func theScaleIsLoweredUntilTheWindowFits() {
        let window = CGSize(width: 1280, height: 800)
        #expect(DisplayScale.fitted(2, size: window, screen: CGSize(width: 3840, height: 2160)) == 2)
        #expect(DisplayScale.fitted(2, size: window, screen: CGSize(width: 1920, height: 1200)) == 1.5)
        #expect(DisplayScale.fitted(2, size: window, screen: CGSize(width: 1920, height: 1080)) == 1.25)
        #expect(DisplayScale.fitted(3, size: window, screen: CGSize(width: 1280, height: 800)) == 1)
        #expect(DisplayScale.fitted(2, size: window, screen: CGSize(width: 800, height: 600)) == 1)
    }

    @Test func noDisplayMeansNoDesktopScale() {
        #expect(DisplayScale.desktop(fitting: CGSize(width: 100, height: 100), environment: ["GDK_SCALE": "2"]) == nil)
        var options = ViewWindowOptions(title: "t", size: CGSize(width: 100, height: 100))
        options.adoptDesktopScale(environment: ["GDK_SCALE": "2"])
        #expect(options.scale == 1 && options.scaleSource == nil)
    }

    @Test func aWaylandDesktopScaleComesFromGDKScale() {
        let environment = ["WAYLAND_DISPLAY": "wayland-0", "GDK_SCALE": "2"]
        var options = ViewWindowOptions(title: "t", size: CGSize(width: 100, height: 100))
        options.adoptDesktopScale(environment: environment)
        #expect(options.scale == 2 && options.scaleSource == .gdkScale("2"))
    }
}
