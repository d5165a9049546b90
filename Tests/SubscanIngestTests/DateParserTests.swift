import SubscanCore
import Testing

@testable import SubscanIngest

@Suite("Date parsing")
struct DateParserTests {
    static let exact: [(String, String)] = [
        ("2026-10-03", "2026-10-03"), ("2026/10/03", "2026-10-03"), ("2026.10.03.", "2026-10-03"),
        ("20261003", "2026-10-03"), ("2026:10:03", "2026-10-03"), ("2026-10-03 12:45:27", "2026-10-03"),
        ("2026-10-03T12:45:27Z", "2026-10-03"), ("2018-02-26 17:43:35 +0000", "2018-02-26"),
        ("3 Oct 2026", "2026-10-03"), ("03-Oct-2026", "2026-10-03"), ("Oct 3, 2026", "2026-10-03"),
        ("10 Feb 18", "2018-02-10"), ("3 oct. 2026", "2026-10-03"), ("3. Okt. 2026", "2026-10-03"),
        ("3 de octubre de 2026", "2026-10-03"), ("2026年10月3日", "2026-10-03"), ("1 févr. 2026", "2026-02-01"),
        ("2022-01-02 2:16:54", "2022-01-02"), ("2019-09-26 12:45:27\t", "2019-09-26"),
    ]

    @Test("unambiguous forms", arguments: exact.indices)
    func unambiguousForms(_ i: Int) {
        let (text, iso) = DateParserTests.exact[i]
        #expect(DateParser.read(text) == .exact(LocalDate(iso: iso)!), "\(text)")
    }

    @Test("day-first and month-first readings of numeric dates")
    func numericReadings() {
        let r = DateParser.read("03/10/2026")
        #expect(r.date(order: .dayMonth)?.iso == "2026-10-03")
        #expect(r.date(order: .monthDay)?.iso == "2026-03-10")
        #expect(DateParser.read("13/10/2026").date(order: .monthDay) == nil)
        #expect(DateParser.read("1/2/26").date(order: .monthDay)?.iso == "2026-01-02")
        #expect(DateParser.read("28.12.2018").date(order: .dayMonth)?.iso == "2018-12-28")
        #expect(DateParser.read("28-12-2018").date(order: .dayMonth)?.iso == "2018-12-28")
    }

    @Test("impossible dates are told apart from text that is not a date")
    func impossibleVersusNotADate() {
        #expect(DateParser.read("2026-02-30") == .impossible)
        #expect(DateParser.read("14/31/2026") == .impossible)
        #expect(DateParser.read("31 Feb 2026") == .impossible)
        for text in ["", "Total", "Pending", "合计", "Beginning balance", "12:45:27", "Posted Transactions", "1234"] {
            #expect(DateParser.read(text) == .notADate, "\(text)")
        }
    }

    @Test("the order comes from any row that settles it")
    func orderEvidence() {
        var evidence = DateOrderEvidence()
        evidence.observe(DateParser.read("03/04/2026"))
        #expect(evidence.decided == nil)
        evidence.observe(DateParser.read("04/25/2026"))
        #expect(evidence.decided == .monthDay)
    }
}
