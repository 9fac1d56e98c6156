import Foundation
import HeroSim
import HeroSimTesting
import Testing

// `DatePicker` as a booking form writes it, in UTC and en_US: the compact capsules and the calendar card
// they open, the graphical month with its arrows and a range, and the time's wheels. The selection starts
// at 1,795,000,000 s after 1970: Wednesday 18 November 2026, 11:06:40 UTC.

private let start = Date(timeIntervalSince1970: 1_795_000_000)
private let utc = TimeZone(identifier: "UTC")!

private struct Booking: View {
    let style: Int
    @State private var day = start
    var body: some View {
        VStack {
            switch style {
            case 0: DatePicker("Departure", selection: $day)
            case 1: DatePicker("Day", selection: $day, in: ...start.addingTimeInterval(10 * 86_400), displayedComponents: .date)
                .datePickerStyle(.graphical)
            default: DatePicker("Time", selection: $day, displayedComponents: .hourAndMinute).datePickerStyle(.wheel)
            }
            Text("chosen \(Int(day.timeIntervalSince1970))")
        }
        .padding()
        .environment(\.timeZone, utc)
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}

private struct Anniversary: View {
    // 31 January 2027, noon UTC.
    @State private var day = Date(timeIntervalSince1970: 1_801_396_800)
    var body: some View {
        VStack {
            DatePicker("Day", selection: $day, displayedComponents: .date).datePickerStyle(.wheel)
            Text("chosen \(Int(day.timeIntervalSince1970))")
        }
        .environment(\.timeZone, utc)
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}

@MainActor
@Suite struct DatePickerTests {
    @Test func aWheelChoosesWhereItRestsNotEachRowItPasses() throws {
        let host = HeadlessHost(Anniversary(), size: CGSize(width: 390, height: 400))
        let january = try host.centre(ofText: "January")
        #expect(host.texts.contains("2027") && host.texts.contains("31"))
        // Two rows up on the month wheel, past February (28 days), held before lifting: 31 March, not the 28th.
        host.turnWheel(at: CGPoint(x: january.x, y: january.y + 10), upBy: 2)
        #expect(host.texts.contains("chosen \(1_801_396_800 + 59 * 86_400)"), "\(host.texts.suffix(1))")
        // The year wheel's rows stayed put: still 2027 in the middle.
        let year = try host.centre(ofText: "2027").y
        let march = try host.centre(ofText: "March").y, thirtyFirst = try host.centre(ofText: "31").y
        #expect(abs(year - january.y) < 1e-9, "2027 at \(year), the middle at \(january.y); March at \(march), 31 at \(thirtyFirst)")
    }

    @Test func theCompactCapsulesOpenTheCalendarOnACard() throws {
        let host = HeadlessHost(Booking(style: 0), size: CGSize(width: 390, height: 844))
        #expect(host.texts.contains("Nov 18, 2026"))
        #expect(host.texts.contains("11:06\u{202F}AM") || host.texts.contains("11:06 AM"), "\(host.texts)")
        #expect(host.tap(at: try host.centre(ofText: "Nov 18, 2026")))
        host.advance(by: 1)
        #expect(host.texts.contains("November 2026"))
        #expect(host.tap(at: try host.centre(ofText: "25")))
        host.advance(by: 0.1)
        #expect(host.texts.contains("chosen \(1_795_000_000 + 7 * 86_400)"), "the time of day kept")
        #expect(host.texts.contains("Nov 25, 2026"))
        // A tap outside the card closes it.
        #expect(host.tap(at: CGPoint(x: 20, y: 820)))
        host.advance(by: 1)
        #expect(!host.texts.contains("November 2026"))
    }

    @Test func theGraphicalMonthPagesAndKeepsToItsRange() throws {
        let host = HeadlessHost(Booking(style: 1), size: CGSize(width: 390, height: 844))
        #expect(host.texts.contains("November 2026"))
        #expect(Array(host.texts.drop { $0 != "SUN" }.prefix(7)) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        // 28 November is past the range's end (the 28th at 11:06:40): it cannot be chosen; the 27th can.
        #expect(host.tap(at: try host.centre(ofText: "29")))
        #expect(host.texts.contains("chosen 1795000000"))
        #expect(host.tap(at: try host.centre(ofText: "27")))
        #expect(host.texts.contains("chosen \(1_795_000_000 + 9 * 86_400)"))
        // The left arrow shows October; a day there is chosen and the month stays.
        let arrows = host.layout.displayList().items.compactMap { item -> CGRect? in
            if case .symbol(let glyph, let frame) = item, glyph.name == "chevron.left" { return frame }
            return nil
        }
        let left = try #require(arrows.first, "no left arrow")
        #expect(host.tap(at: CGPoint(x: left.midX, y: left.midY)))
        #expect(host.texts.contains("October 2026"))
        #expect(host.tap(at: try host.centre(ofText: "1")))
        #expect(host.texts.contains("October 2026"))
        #expect(host.texts.contains("chosen \(1_795_000_000 - 48 * 86_400)"))
    }

    @Test func theTimeWheelsComeToRestOnTheirValue() throws {
        let host = HeadlessHost(Booking(style: 2), size: CGSize(width: 390, height: 844))
        // The middle rows: 11, 06, AM.
        let minute = try host.centre(ofText: "06")
        let hour = try host.centre(ofText: "11", first: true)
        #expect(minute.y == hour.y)
        // Two rows (64 pt) up on the minute wheel, held still before lifting: it rests on 08.
        host.turnWheel(at: CGPoint(x: minute.x, y: minute.y + 10), upBy: 2)
        #expect(host.texts.contains("chosen \(1_795_000_000 + 120)"), "\(host.texts.suffix(1))")
        let rested = try host.centre(ofText: "08").y
        #expect(abs(rested - minute.y) < 1e-9, "08 at \(rested), the middle row at \(minute.y)")
        // A flick goes on and slows down as a scroll view's does, resting on a row: 64 pt in a tenth of a
        // second lands further on, still on a whole minute.
        host.drag(from: CGPoint(x: minute.x, y: minute.y + 10), to: CGPoint(x: minute.x, y: minute.y + 10 - 64), duration: 0.1)
        host.advance(by: 3)
        let chosen = try #require(host.texts.last.flatMap { Int($0.dropFirst("chosen ".count)) })
        #expect(chosen > 1_795_000_000 + 4 * 60 && (chosen - 1_795_000_000) % 60 == 0, "\(chosen)")
    }
}
