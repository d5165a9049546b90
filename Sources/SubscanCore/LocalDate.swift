/// A calendar date without time or zone (proleptic Gregorian), as statements print them.
///
/// Stored in 8 bytes: the day number (for arithmetic and order) and year, month, day (for
/// printing and month arithmetic), so a million transactions' dates take 8 MB and comparing two
/// costs one integer compare. Month arithmetic clamps to the month's last day
/// (Jan 31 + 1 month = Feb 28/29).
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    private let days: Int32
    private let y: Int16
    private let m: UInt8
    private let d: UInt8

    public var year: Int { Int(y) }
    public var month: Int { Int(m) }
    public var day: Int { Int(d) }
    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int { Int(days) }

    /// nil for an impossible date such as 2026-02-30.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= LocalDate.daysIn(month: month, year: year)
        else { return nil }
        self.y = Int16(year)
        self.m = UInt8(month)
        self.d = UInt8(day)
        self.days = Int32(LocalDate.daysFromCivil(year: year, month: month, day: day))
    }

    /// Parses `YYYY-MM-DD` exactly.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Howard Hinnant's days_from_civil.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    /// The date `z0` days after 1970-01-01, within years 1–9999 (day numbers outside are clamped to them).
    public init(dayNumber z0: Int) {
        let clamped = min(max(z0, LocalDate.firstDayNumber), LocalDate.lastDayNumber)
        let z = clamped + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.y = Int16(yoe + era * 400 + (m <= 2 ? 1 : 0))
        self.m = UInt8(m)
        self.d = UInt8(d)
        self.days = Int32(clamped)
    }

    /// 0001-01-01 and 9999-12-31 as day numbers.
    static let firstDayNumber = daysFromCivil(year: 1, month: 1, day: 1)
    static let lastDayNumber = daysFromCivil(year: 9999, month: 12, day: 31)

    public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

    /// The date `months` later on `anchorDay` (default: this date's day), clamped to the month's end:
    /// 2026-01-31 + 1 → 2026-02-28; with anchor 31, 2026-02-28 + 1 → 2026-03-31.
    public func adding(months: Int, anchorDay: Int? = nil) -> LocalDate {
        let total = year * 12 + (month - 1) + months
        let y = total / 12
        let m = total % 12 + 1
        let d = min(anchorDay ?? day, LocalDate.daysIn(month: m, year: y))
        return LocalDate(year: y, month: m, day: d)!
    }

    /// Monday = 1 … Sunday = 7.
    public var weekday: Int {
        let w = (dayNumber % 7 + 7 + 3) % 7  // 1970-01-01 was a Thursday
        return w + 1
    }

    /// `YYYY-MM-DD`.
    public var iso: String {
        String(unsafeUninitializedCapacity: 10) { b in
            let y = year
            b[0] = UInt8(48 + y / 1000 % 10)
            b[1] = UInt8(48 + y / 100 % 10)
            b[2] = UInt8(48 + y / 10 % 10)
            b[3] = UInt8(48 + y % 10)
            b[4] = 45
            b[5] = UInt8(48 + month / 10)
            b[6] = UInt8(48 + month % 10)
            b[7] = 45
            b[8] = UInt8(48 + day / 10)
            b[9] = UInt8(48 + day % 10)
            return 10
        }
    }

    public var description: String { iso }

    public static func < (a: LocalDate, b: LocalDate) -> Bool { a.days < b.days }
    public static func == (a: LocalDate, b: LocalDate) -> Bool { a.days == b.days }
    public func hash(into hasher: inout Hasher) { hasher.combine(days) }
}
