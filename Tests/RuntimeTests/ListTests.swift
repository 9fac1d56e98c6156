import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

/// List, Section and Form: row metrics, section cards, styles and laziness, with exact frames.
@Suite struct ListTests {
    /// Three rows in a section with a 16-point header, then two rows of their own, in a 390 × 600 window.
    struct Settings: View {
        var style: ListStyleKind = .insetGrouped
        var body: some View {
            List {
                Section {
                    ForEach(0..<3, id: \.self) { Color.blue.frame(width: 100, height: 20).id($0) }
                } header: {
                    Color.gray.frame(width: 30, height: 16).id("header")
                }
                Color.red.frame(width: 50, height: 60).id("tall")
                Color.red.frame(width: 50, height: 20).id("last")
            }
            .id("list")
            .listStyle(style == .plain ? AnyListStyle(PlainListStyle()) : AnyListStyle(InsetGroupedListStyle()))
        }
    }

    @Test func insetGroupedRowsAreCardsSixteenInWithContentTwentyInAndFortyFourHigh() {
        let h = HeadlessHost(Settings(), size: CGSize(width: 390, height: 600))
        #expect(h.layout.frame(of: "list") == CGRect(x: 0, y: 0, width: 390, height: 600))
        // Header: 17 above, 6 below, 36 in; then the section's rows, 44 each.
        #expect(h.layout.frame(of: "header") == CGRect(x: 36, y: 17, width: 30, height: 16))
        let first = h.layout.frame(of: 0)!
        #expect(first == CGRect(x: 36, y: 17 + 16 + 6 + 12, width: 100, height: 20))
        let second = h.layout.frame(of: 1)!
        let third = h.layout.frame(of: 2)!
        #expect(second.minY - first.minY == 44 && third.minY - second.minY == 44)
        // Rows of their own make the next group, 35 below the section; a 60-point row is 72 tall.
        let tall = h.layout.frame(of: "tall")!
        #expect(tall.minY - third.maxY == CGFloat(12 + 35 + 6))
        #expect(h.layout.frame(of: "last")!.minY - tall.maxY == CGFloat(6 + 12))
    }

    @Test func plainRowsGoEdgeToEdge() {
        let h = HeadlessHost(Settings(style: .plain), size: CGSize(width: 390, height: 600))
        #expect(h.layout.frame(of: 0)!.minX == 20)
        let tall = h.layout.frame(of: "tall")!
        #expect(tall.minY - h.layout.frame(of: 2)!.maxY == CGFloat(12 + 6))
    }

    @Test func aLongListBuildsOnlyTheRowsItShows() {
        struct Long: View {
            let counter: BuildCounter
            var body: some View {
                List(0..<100_000, id: \.self) { index in
                    Color.blue.frame(height: 20).id(index).onAppear { counter.built.insert(index) }
                }
                .listStyle(.plain)
            }
        }
        let counter = BuildCounter()
        let h = HeadlessHost(Long(counter: counter), size: CGSize(width: 390, height: 600))
        // 44-point rows: 600 shows 14 of them, and the first 16 are built.
        #expect(counter.built == Set(0..<16))
        #expect(h.layout.frame(of: 3) == CGRect(x: 20, y: 44 * 3 + 12, width: 350, height: 20))
        h.scroll(by: CGSize(width: 0, height: 44 * 1_000), at: CGPoint(x: 200, y: 300))
        #expect(h.layout.frame(of: 1_000) == CGRect(x: 20, y: 12, width: 350, height: 20))
    }

    @Test func aFormLooksInsetGroupedWhateverTheListStyle() {
        struct Settings: View {
            var body: some View {
                Form { Color.blue.frame(width: 10, height: 10).id("row") }.listStyle(.plain)
            }
        }
        let h = HeadlessHost(Settings(), size: CGSize(width: 390, height: 600))
        #expect(h.layout.frame(of: "row") == CGRect(x: 36, y: 35 + 17, width: 10, height: 10))
        let image = h.render()
        // Grey behind the card, white in it.
        #expect(image.pixel(x: 8, y: 300) == image.pixel(x: 8, y: 590))
        #expect(image.pixel(x: 8, y: 300) != image.pixel(x: 100, y: 60))
    }

    @Test func aSectionOutsideAListStacksItsParts() {
        struct Stacked: View {
            var body: some View {
                VStack(spacing: 0) {
                    Section {
                        Color.red.frame(width: 10, height: 10).id("row")
                    } header: {
                        Color.blue.frame(width: 10, height: 30).id("header")
                    }
                }
            }
        }
        let h = HeadlessHost(Stacked(), size: CGSize(width: 100, height: 100))
        #expect(h.layout.frame(of: "header") == CGRect(x: 45, y: 30, width: 10, height: 30))
        #expect(h.layout.frame(of: "row") == CGRect(x: 45, y: 60, width: 10, height: 10))
    }
}

/// Any list style, for a test that picks one at run time.
struct AnyListStyle: ListStyle {
    let kind: ListStyleKind
    init<S: ListStyle>(_ style: S) { kind = style.kind }
}
