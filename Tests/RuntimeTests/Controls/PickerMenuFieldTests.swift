import Foundation
import LayoutCore
import Testing
@testable import ViewRuntime

/// `Picker` (segmented and menu), `Menu`, `Link` and `TextField`/`SecureField` with typed text, in a
/// 400 × 400 host.
@Suite struct PickerMenuFieldTests {
    enum Flavor: String, CaseIterable, Hashable { case vanilla, chocolate, mint }

    /// A segmented picker; the selection shows as a bar 10 pt wide per option index (+10).
    struct Segments: View {
        var implicitTags = false
        @State private var flavor = Flavor.vanilla
        var body: some View {
            VStack {
                Group {
                    if implicitTags {
                        Picker("Flavor", selection: $flavor) {
                            ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
                        }
                    } else {
                        Picker("Flavor", selection: $flavor) {
                            Text("Vanilla").tag(Flavor.vanilla)
                            Text("Chocolate").tag(Flavor.chocolate)
                            Text("Mint").tag(Flavor.mint)
                        }
                    }
                }
                .pickerStyle(.segmented)
                .frame(width: 300)
                .id("picker")
                Color.blue.frame(width: CGFloat(Flavor.allCases.firstIndex(of: flavor)! * 10 + 10), height: 10).id("flavor")
            }
        }
    }

    @Test func aSegmentedPickerIs32TallAndATapOnASegmentSelectsIt() {
        let g = graph(Segments())
        let picker = g.frame("picker")!
        // 32 tall, an 8 pt gap and the 10 pt bar, centred: (400 − 50) / 2.
        #expect(picker == CGRect(x: 50, y: 175, width: 300, height: 32))
        // The thumb: 2 pt inside the first of three 100 pt segments.
        #expect(g.shapeFrames(.roundedRectangle(cornerRadius: 7), filledWith: .white) == [CGRect(x: 52, y: 177, width: 96, height: 28)])
        #expect(g.shapeFrames(.roundedRectangle(cornerRadius: 9), filledWith: ControlColors.fill) == [picker])
        g.tap(at: CGPoint(x: 300, y: picker.midY))      // the third segment
        #expect(g.frame("flavor")?.width == 30)
        #expect(g.shapeFrames(.roundedRectangle(cornerRadius: 7), filledWith: .white).first?.minX == 52)   // it slides from there...
        g.advance(to: 0.125)
        #expect(g.shapeFrames(.roundedRectangle(cornerRadius: 7), filledWith: .white).first?.minX == 152)  // ... half-way at half time
        g.advance(to: 0.25)
        #expect(g.shapeFrames(.roundedRectangle(cornerRadius: 7), filledWith: .white).first?.minX == 252)
        // The selected label is semibold, the others regular, all 13 pt.
        var fonts: [String: Font] = [:]
        for case .text(let string, let font, _, _, _) in g.displayList.items { fonts[string] = font }
        #expect(fonts["Mint"] == .system(size: 13, weight: .semibold))
        #expect(fonts["Vanilla"] == .system(size: 13))
    }

    @Test func aForEachsIDsAreItsOptionsTags() {
        let g = graph(Segments(implicitTags: true))
        g.tap(at: CGPoint(x: 200, y: g.frame("picker")!.midY))   // the middle segment
        #expect(g.frame("flavor")?.width == 20)
    }

    /// A menu picker; the selection shows as above.
    struct MenuChoice: View {
        @State private var flavor = Flavor.vanilla
        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Mint").tag(Flavor.mint)
                }
                .id("picker")
                Color.blue.frame(width: CGFloat(Flavor.allCases.firstIndex(of: flavor)! * 10 + 10), height: 10).id("flavor")
            }
        }
    }

    @Test func aMenuPickerShowsTheSelectionInTheTintAndItsOptionsWhenTapped() {
        let g = graph(MenuChoice())
        #expect(g.textPaint("Vanilla") == .color(Color(hex: 0x007AFF)))
        #expect(g.textFrame("Mint") == nil)
        g.tap(id: "picker")
        // The open list: one row per option, below the picker, in the label colour.
        let mint = g.textFrame("Mint")!
        #expect(mint.minY > g.frame("picker")!.maxY)
        #expect(g.textPaint("Chocolate") == .color(.primary))
        g.tap(at: CGPoint(x: mint.midX, y: mint.midY))
        #expect(g.frame("flavor")?.width == 30)
        #expect(g.textFrame("Chocolate") == nil)      // the list closed
        #expect(g.textPaint("Mint") == .color(Color(hex: 0x007AFF)))
    }

    @Test func inAFormRowAMenuPickerShowsItsTitleAndItsValueInGreyAndOpensAbove() {
        struct Settings: View {
            @State private var sort = 0
            var body: some View {
                Form {
                    Picker("Sort", selection: $sort) {
                        Text("Name").tag(0)
                        Text("Date").tag(1)
                    }
                    .id("picker")
                }
            }
        }
        let g = graph(Settings())
        let row = g.frame("picker")!
        #expect(g.textFrame("Sort")?.minX == row.minX)
        #expect(g.textFrame("Name")?.maxX ?? 0 > row.midX)
        #expect(g.textPaint("Name") == .color(.secondary))
        let value = g.textFrame("Name")!
        g.tap(at: CGPoint(x: value.midX, y: value.midY))
        let list = g.shapeFrames(.roundedRectangle(cornerRadius: 13), filledWith: .white).last!
        #expect(list.maxY == value.minY - (row.height - value.height) / 2 - 6)   // 6 pt above the picker's label
        #expect(list.maxX == row.maxX)                                          // trailing edges aligned
        let date = g.textFrame("Date")!
        g.tap(at: CGPoint(x: date.midX, y: date.midY))
        #expect(g.textFrame("Date") != nil && g.textFrame("Name") == nil)       // Date chosen, the list closed
    }

    @Test func aMenuRunsTheChosenItemsActionAndCloses() {
        let log = ControlLog()
        let g = graph(VStack {
            Menu("Actions") {
                Button("Copy") { log.note("copy") }
                Button("Delete", role: .destructive) { log.note("delete") }
            }
            .id("menu")
        })
        #expect(g.textFrame("Copy") == nil)
        g.tap(id: "menu")
        let list = g.shapeFrames(.roundedRectangle(cornerRadius: 13), filledWith: .white)
        #expect(list.count == 1)
        #expect(list.first?.width == 250)
        #expect(list.first?.minY == g.frame("menu")!.maxY + 6)
        #expect(list.first?.height == 88)              // two 44 pt rows
        #expect(g.textPaint("Delete") == .color(.red))
        let delete = g.textFrame("Delete")!
        g.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        #expect(log.events == ["delete"])
        #expect(g.textFrame("Copy") == nil)
    }

    @Test func aLinkOpensItsDestinationThroughTheEnvironmentsOpenURL() {
        let log = ControlLog()
        let g = graph(Link("HeroSim", destination: URL(string: "https://example.com/hero")!)
            .environment(\.openURL, OpenURLAction { url in log.note(url.absoluteString); return .handled })
            .id("link"))
        #expect(g.textPaint("HeroSim") == .color(Color(hex: 0x007AFF)))
        g.tap(id: "link")
        #expect(log.events == ["https://example.com/hero"])
    }

    /// A name field; the text shows as a bar 10 pt per character (+10).
    struct NameForm: View {
        var secure = false
        @State private var name = ""
        var body: some View {
            VStack {
                Group {
                    if secure { SecureField("Password", text: $name) } else { TextField("Name", text: $name) }
                }
                .textFieldStyle(.roundedBorder)
                .id("field")
                Color.green.frame(width: CGFloat(name.count * 10 + 10), height: 10).id("name")
                Text(name.isEmpty ? "-" : name)
            }
        }
    }

    @Test func aTappedFieldTakesTypedTextAndBackspace() {
        let g = graph(NameForm())
        // The placeholder in grey; rounded border: 7 pt around a 20.4 pt line, as wide as offered.
        #expect(g.textPaint("Name") == .color(ControlColors.placeholder))
        #expect(g.frame("field")?.size == CGSize(width: 400, height: 34.4))
        #expect(g.type("x") == false)                   // nothing has the focus yet
        g.tap(id: "field")
        #expect(g.isEditingText)
        #expect(g.type("Ada"))
        #expect(g.frame("name")?.width == 40)
        #expect(g.textPaint("Ada") == .color(.primary))
        g.type(" L\n")                                  // the line break is dropped
        #expect(g.frame("name")?.width == 60)
        #expect(g.key(.delete))
        #expect(g.key(.delete))
        #expect(g.frame("name")?.width == 40)
        // The caret: 2 pt in the tint at the end of the text.
        let text = g.textFrame("Ada")!
        #expect(g.shapeFrames(.rectangle, filledWith: Color(hex: 0x007AFF)) == [CGRect(x: text.maxX - 1, y: text.minY, width: 2, height: text.height)])
        g.key(.return)                                  // ends the editing
        #expect(!g.isEditingText)
        #expect(g.type("x") == false)
        #expect(g.frame("name")?.width == 40)
    }

    @Test func returnRunsOnSubmitInnerFirst() {
        let log = ControlLog()
        let g = graph(TextField("Search", text: .constant("hero"))
            .autocorrectionDisabled()
            .textInputAutocapitalization(.never)
            .onSubmit { log.note("inner") }
            .onSubmit { log.note("outer") }
            .id("field"))
        g.key(.return)                                  // not focused: nothing
        #expect(log.events == [])
        g.tap(id: "field")
        g.key(.return)
        #expect(log.events == ["inner", "outer"])
        #expect(!g.isEditingText)
    }

    @Test func thePickersOlderSpellingTakesALabelView() {
        struct Old: View {
            @State private var choice = 0
            var body: some View {
                VStack {
                    Picker(selection: $choice, label: Text("Choice")) {
                        Text("A").tag(0)
                        Text("B").tag(1)
                    }
                    .pickerStyle(.segmented)
                    .frame(width: 200)
                    .id("picker")
                    Color.blue.frame(width: CGFloat(choice * 10 + 10), height: 10).id("choice")
                }
            }
        }
        let g = graph(Old())
        let picker = g.frame("picker")!
        g.tap(at: CGPoint(x: picker.maxX - 10, y: picker.midY))
        #expect(g.frame("choice")?.width == 20)
    }

    @Test func aSecureFieldShowsDots() {
        let g = graph(NameForm(secure: true))
        g.tap(id: "field")
        g.type("abc")
        #expect(g.textFrame("\u{2022}\u{2022}\u{2022}") != nil)
        #expect(g.textFrame("abc")?.minY ?? 0 > g.frame("field")!.maxY)   // only the plain Text below shows it
    }
}
