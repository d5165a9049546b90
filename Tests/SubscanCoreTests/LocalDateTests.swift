import Testing

@testable import SubscanCore

@Suite("LocalDate")
struct LocalDateTests {
    @Test("impossible dates do not exist")
    func impossibleDates() {
        #expect(LocalDate(year: 2026, month: 2, day: 30) == nil)
        #expect(LocalDate(year: 2026, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2028, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 1900, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2000, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2026, month: 13, day: 1) == nil)
        #expect(LocalDate(year: 2026, month: 4, day: 31) == nil)
        #expect(LocalDate(iso: "2026-02-30") == nil)
        #expect(LocalDate(iso: "2026-10-03")?.iso == "2026-10-03")
    }

    @Test("day numbers round-trip over four centuries")
    func dayNumberRoundTrip() {
        var date = LocalDate(year: 1900, month: 1, day: 1)!
        let start = date.dayNumber
        for offset in 0..<(366 * 400) where offset % 3 == 0 {
            date = LocalDate(dayNumber: start + offset)
            #expect(date.dayNumber == start + offset)
        }
        #expect(LocalDate(year: 1970, month: 1, day: 1)!.dayNumber == 0)
        #expect(LocalDate(year: 2026, month: 11, day: 29)!.weekday == 7)  // a Sunday
    }

    @Test("a monthly charge on the 31st clamps to February and returns to the 31st")
    func monthlyChargeOnThe31stClampsToFebruary() {
        let jan31 = LocalDate(year: 2026, month: 1, day: 31)!
        #expect(jan31.adding(months: 1).iso == "2026-02-28")
        #expect(jan31.adding(months: 1).adding(months: 1, anchorDay: 31).iso == "2026-03-31")
        #expect(LocalDate(year: 2028, month: 1, day: 31)!.adding(months: 1).iso == "2028-02-29")
        #expect(jan31.adding(months: 12).iso == "2027-01-31")
        #expect(jan31.adding(months: -2).iso == "2025-11-30")
        for day in 28...31 {
            for month in 1...12 {
                guard let d = LocalDate(year: 2026, month: month, day: day) else { continue }
                let next = d.adding(months: 1, anchorDay: day)
                #expect(next.day == min(day, LocalDate.daysIn(month: next.month, year: next.year)))
            }
        }
    }
}
