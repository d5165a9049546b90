import Foundation
import SubscanCore
import Testing

@testable import SubscanIngest

/// Every synthetic fixture against its expected transactions, and every real sample against its count.
@Suite("Bank export fixtures")
struct FixtureTests {
    static let synthetic: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".csv") }.sorted()
    }()

    static let real: [String] = {
        let root = fixtures.appendingPathComponent("real")
        let walker = FileManager.default.enumerator(atPath: root.path)
        var found: [String] = []
        while let item = walker?.nextObject() as? String {
            if item.hasSuffix(".expected-count") { found.append(String(item.dropLast(".expected-count".count))) }
        }
        return found.sorted()
    }()

    @Test("the fixture set is all there")
    func fixtureSetIsComplete() {
        #expect(FixtureTests.synthetic.count >= 22)
        #expect(FixtureTests.real.count >= 43)
    }

    @Test("each named profile's sample reads exactly as expected", arguments: synthetic)
    func profileSampleReadsAsExpected(_ name: String) throws {
        let path = fixtures.appendingPathComponent(name).path
        let expectedURL = fixtures.appendingPathComponent(String(name.dropLast(4)) + ".expected.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: expectedURL)) as! [String: Any]
        let expected = json["transactions"] as! [[String: String]]
        let (_, rows) = try extract(path)
        #expect(rows.count == expected.count, "\(name)")
        for (row, want) in zip(rows, expected) {
            #expect(row.date.iso == want["date"], "\(name):\(row.source.line)")
            #expect(row.amount.decimalString == want["amount"], "\(name):\(row.source.line)")
            #expect(row.amount.currency.code == want["currency"], "\(name):\(row.source.line)")
            #expect(row.description == want["description"], "\(name):\(row.source.line)")
            #expect(row.status.rawValue == (want["status"] ?? "posted"), "\(name):\(row.source.line)")
        }
    }

    @Test("each real export yields its number of transactions", arguments: real)
    func realExportYieldsItsCount(_ relative: String) throws {
        let path = fixtures.appendingPathComponent("real/" + relative).path
        let count = Int(
            try String(contentsOfFile: path + ".expected-count", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
        let (report, rows) = try extract(path)
        #expect(rows.count == count, "\(relative)")
        // every other row accounted for, with its reason
        var skipped: [SkipReason: Int] = [:]
        if let text = try? String(contentsOfFile: path + ".expected-skipped", encoding: .utf8) {
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: " ")
                if parts.count == 2, let reason = SkipReason(rawValue: String(parts[0])), let n = Int(parts[1]) { skipped[reason] = n }
            }
        }
        #expect(report.skipped == skipped, "\(relative)")
        #expect(report.skippedRows == skipped.values.reduce(0, +), "\(relative)")
    }

    @Test("real exports are recognised as their bank's profile")
    func realExportsPickTheirProfile() throws {
        let expected: [(String, String)] = [
            ("chase-credit/chase.csv", "chase-credit"), ("chase-checking/chase_checking.csv", "chase-checking"),
            ("bank-of-america/bofa_bank_anon.csv", "bofa-checking"), ("bank-of-america-credit/bofa_cc_anon.csv", "bofa-credit"),
            ("amex/amex_cc_anon.csv", "amex"), ("capital-one/capitalone.csv", "capital-one"),
            ("barclays-uk/barclays.csv", "barclays"), ("monzo/monzo.csv", "monzo"), ("revolut/2022-january.csv", "revolut"),
            ("n26/n26-fr.csv", "n26"), ("n26/20171001-20171106.csv", "n26"), ("ing-de/test_with_saldo_1.csv", "ing-de"),
            ("alipay/example-alipay-records.csv", "alipay"), ("alipay-2021/example-alipay-records.csv", "alipay"),
            ("wechat-pay/example-wechat-records.csv", "wechat-pay"),
            ("icbc-debit/example-icbc-debit-v1-records.csv", "icbc-debit"), ("icbc-debit/example-icbc-debit-v2-records.csv", "icbc-debit"),
            ("icbc-credit/example-icbc-credit-records.csv", "icbc-credit"),
            ("bocom-credit/example-bocom_credit-records.csv", "bocom-credit"),
        ]
        for (file, profile) in expected {
            let (report, _) = try extract(fixtures.appendingPathComponent("real/" + file).path)
            #expect(report.profileID == profile, "\(file)")
        }
    }

    @Test("ICBC: the posted amount (记账金额) is read, not the transaction amount printed as '-'; both layouts are one account")
    func icbcPostedAmounts() throws {
        let (report, rows) = try extract(fixtures.appendingPathComponent("real/icbc-debit/example-icbc-debit-v1-records.csv").path)
        #expect(report.profileID == "icbc-debit")
        #expect(
            rows.first.map { "\($0.date.iso) \($0.amount.decimalString) \($0.amount.currency.code) \($0.description)" }
                == "2023-05-02 -13.40 CNY 广东三元麦当劳食品有")
        // Salary in, a repayment out; the masked balance ("xx,yyyy.zz") and the 人民币合计 footer are not rows.
        #expect(rows.contains { $0.description == "ABC公司" && $0.amount.minorUnits == 123_456 })
        #expect(rows.contains { $0.description == "广东XX分行银行卡中心" && $0.amount.minorUnits == -123_456 })
        let (_, v2) = try extract(fixtures.appendingPathComponent("real/icbc-debit/example-icbc-debit-v2-records.csv").path)
        #expect(v2.map(\.amount) == rows.map(\.amount) && v2.map(\.description) == rows.map(\.description))
    }

    @Test("Bank of Communications credit card: the description's first word gives the direction; the posted CNY amount is read")
    func bocomDirections() throws {
        let (_, rows) = try extract(fixtures.appendingPathComponent("real/bocom-credit/example-bocom_credit-records.csv").path)
        let summary = rows.map { "\($0.amount.decimalString) \($0.amount.currency.code) \($0.description)" }
        #expect(summary.contains("123.18 CNY 退货 支付宝-滴滴顺风车"))  // a refund comes in
        #expect(summary.contains("13.50 CNY 信用卡还款 跨行自助转账还款-哈哈 1234 跨行自助还款"))  // "CNY13.50": no space
        #expect(summary.contains("-2.99 CNY 消费 美团"))
        #expect(summary.contains("-49.85 CNY 消费 Suica Charge"))  // JPY 1000.00 spent, CNY 49.85 posted
        #expect(rows.filter { $0.amount.isNegative }.count == 4)
    }

    @Test("the Bank of America summary preamble and opening balance are not transactions")
    func bankOfAmericaPreambleIsSkipped() throws {
        let (report, rows) = try extract(fixtures.appendingPathComponent("real/bank-of-america/bofa_bank_anon.csv").path)
        #expect(report.headerLine == 7)
        #expect(!rows.contains { $0.description.hasPrefix("Beginning balance") })
    }

    @Test("Alipay GB18030 text decodes to the right Chinese")
    func alipayDecodes() throws {
        let (report, rows) = try extract(fixtures.appendingPathComponent("alipay.csv").path)
        #expect(report.encoding == .gb18030)
        #expect(rows.contains { $0.description.contains("爱奇艺") })
        #expect(rows.allSatisfy { $0.amount.currency == .cny })
    }

    @Test("ING Germany reads Latin-1, decimal commas and the Währung after Betrag")
    func ingGermany() throws {
        let (report, rows) = try extract(fixtures.appendingPathComponent("real/ing-de/test_with_saldo_1.csv").path)
        #expect(report.encoding == .windows1252)
        #expect(rows[0].amount.decimalString == "-5.50")
        #expect(rows[0].amount.currency == .eur)
        #expect(rows[0].date.iso == "2018-12-28")
        #expect(rows.contains { $0.description.contains("Überweisung") || $0.description.contains("Peter Petersen") })
    }
}
