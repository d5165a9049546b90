/// A calendar date without time or zone (proleptic Gregorian), as statements print them.
///
/// Stored as year, month, day; converts to a day number for arithmetic. Month arithmetic clamps
/// to the month's last day (Jan 31 + 1 month = Feb 28/29).
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// nil for an impossible date such as 2026-02-30.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= LocalDate.daysIn(month: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
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

    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    public init(dayNumber z0: Int) {
        let z = z0 + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

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

    public static func < (a: LocalDate, b: LocalDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
}
