import Foundation
import LayoutCore

extension EnvironmentValues {
    private enum CalendarKey: EnvironmentKey {
        static var defaultValue: Calendar { Calendar(identifier: .gregorian) }
    }

    private enum TimeZoneKey: EnvironmentKey {
        static var defaultValue: TimeZone { TimeZone.current }
    }

    private enum LocaleKey: EnvironmentKey {
        static var defaultValue: Locale { Locale.current }
    }

    /// The calendar dates are shown in (Gregorian unless set; its time zone is `timeZone`).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in (the system's unless set).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The locale dates and times are written in (the system's unless set).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// `calendar` in `timeZone`, the one the date controls compute with.
    var zonedCalendar: Calendar {
        var calendar = self.calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }
}
