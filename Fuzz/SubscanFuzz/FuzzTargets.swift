// libFuzzer entry point for subscan's parsers. Built only by scripts/fuzz (SUBSCAN_FUZZ=1 adds this
// target to the package; `--sanitize=fuzzer` links libFuzzer, which provides `main`).
//
// SUBSCAN_FUZZ_TARGET picks what the bytes go to: csv, statement, money, date, layout, mapping,
// config, image, pdf. Each target checks invariants as well as crashes: a parse that succeeds must give a
// well-formed result (see the preconditions).
import Foundation
import SubscanApp
import SubscanCore
import SubscanIngest
import SubscanOCR

@testable import SubscanIngest
@testable import SubscanOCR

let target = ProcessInfo.processInfo.environment["SUBSCAN_FUZZ_TARGET"] ?? "csv"
let scratch: String = {
    let dir = (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp") + "/subscan-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir + "/subscan", withIntermediateDirectories: true)
    return dir
}()

func writeScratch(_ bytes: UnsafeRawBufferPointer, name: String) -> String {
    let path = scratch + "/" + name
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    if let base = bytes.baseAddress, bytes.count > 0 { _ = write(fd, base, bytes.count) }
    close(fd)
    return path
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    switch target {
    case "csv":
        // Bytes in, any encoding: every transaction read has a valid date, a currency, a non-empty source.
        let path = writeScratch(bytes, name: "input.csv")
        var options = ImportOptions()
        options.currency = .usd
        _ = try? CSVImporter.read(path: path, options: options) { t in
            precondition(t.source.line >= 1)
            precondition(LocalDate(iso: t.date.iso) == t.date)
        }
    case "statement":
        let text = String(decoding: bytes, as: UTF8.self)
        let options = StatementOptions(file: "f.txt", referenceDate: LocalDate(iso: "2026-11-29")!, currency: .usd)
        if let parsed = try? StatementTextParser.parse(text: text, options: options) {
            for t in parsed.transactions {
                precondition(t.amount.minorUnits != 0 && !t.description.isEmpty)
                precondition(LocalDate(iso: t.date.iso) == t.date)
            }
        }
    case "money":
        let text = String(decoding: bytes, as: UTF8.self)
        if let parsed = try? AmountParser.parse(text), let money = try? parsed.money(in: parsed.currency ?? .usd) {
            // What is printed reads back as the same amount.
            let again = try! AmountParser.parse(money.decimalString, decimalMark: .dot)
            precondition(try! again.money(in: money.currency) == money, "\(text) → \(money.decimalString)")
        }
    case "date":
        let text = String(decoding: bytes, as: UTF8.self)
        switch DateParser.read(text) {
        case .exact(let d): precondition(LocalDate(iso: d.iso) == d)
        case .numeric(let a, let b):
            for d in [a, b].compactMap({ $0 }) { precondition(LocalDate(iso: d.iso) == d) }
        case .impossible, .notADate: break
        }
        _ = StatementTextParser.leadingDate(text)
        _ = StatementTextParser.periodIn(text)
    case "layout":
        // Word boxes in, as recognition would hand them over: every 8 bytes make a word (a text from
        // a vocabulary of what statement pages hold, a box, a confidence, an ink). Every transaction
        // the layout engine reads has a valid date, a non-zero amount and a name; flagged rows exist.
        let vocabulary = [
            "Netflix", "-$15.49", "+£100.00", "£4.50", "-12,99 €", "1.234,56 €", "Oct 3", "Today", "Hoy", "10月3日", "14:22",
            "2026年10月", "支出", "¥488.90", "Date", "Description", "Debit", "Credit", "Balance", "11.08", "FEB", "9", "DD", "12.00 CR",
            "(1,234.50)", "-", "Total", "Saldo", "余额", "Entertainment", "爱奇艺VIP会员", "03/10/2026", "2027.01", "",
            // panels, names over their rows, a counterparty's account beside its name, payment apps' titles
            "Amount", "Deposits", "Withdrawals", "REF 3886893203", "POS PURCHASE", "对方户名", "摘要", "6217778932879217/哔哩哔哩",
            "哔哩哔哩6217778932879217", "收/支/其他", "交易对方", "商品说明",
        ]
        // (a word's height byte also says which of four pages it is on: what carries from one page
        // to the next, a header, a panel, a day's date, a table's habit, is fuzzed too)
        var words: [[OCRWord]] = [[], [], [], []]
        var i = 0
        while i + 8 <= bytes.count {
            let b = Array(bytes[i..<(i + 8)])
            let left = Int(b[1]) * 8
            let top = Int(b[2]) * 16
            let width = Int(b[3]) + 1
            let height = Int(b[4] % 64) + 1
            let ink = InkColor(red: b[5], green: b[6], blue: b[7], background: b[0], luminance: b[5] / 2)
            words[Int(b[4]) / 64].append(
                OCRWord(
                    text: vocabulary[Int(b[0]) % vocabulary.count], left: left, top: top, right: left + width, bottom: top + height,
                    confidence: Float(b[7] % 101), ink: ink))
            i += 8
        }
        while words.count > 1 && words.last!.isEmpty { words.removeLast() }
        let options = StatementOptions(file: "f.png", referenceDate: LocalDate(iso: "2026-11-29")!, currency: .usd)
        if let parsed = try? LayoutStatementParser.parse(pages: words.map { LayoutPage(words: $0) }, options: options) {
            for t in parsed.transactions {
                precondition(t.amount.minorUnits != 0 && !t.description.isEmpty)
                precondition(LocalDate(iso: t.date.iso) == t.date)
            }
            precondition(parsed.signUncertain.allSatisfy { $0 < parsed.transactions.count })
        }
    case "mapping":
        let path = writeScratch(bytes, name: "mapping.json")
        _ = try? MappingFile.load(path: path)
    case "config":
        _ = writeScratch(bytes, name: "subscan/config.json")
        _ = try? Config.load(environment: ["XDG_CONFIG_HOME": scratch])
    case "image":
        // The container checks and the header read that run before any pixel is decoded.
        let array = Array(bytes)
        if let format = ImageFormat(magic: Array(array.prefix(16))) { _ = ImageFormat.truncation(of: array, format: format) }
        let path = writeScratch(bytes, name: "image.bin")
        _ = try? OCRService().inspect(path: path, file: "image.bin")
    case "pdf":
        // A PDF through Poppler: opened (or refused), each of its first pages read from its text layer
        // into the layout engine, or rendered small as a scan would be. Transactions read are well formed.
        guard let pdf = try? PDFStatement(bytes: Data(bytes), password: nil, file: "f.pdf") else { break }
        var pages: [LayoutPage] = []
        for index in 0..<min(pdf.pageCount, 4) {
            switch pdf.page(index) {
            case .text(let words):
                for w in words { precondition(w.left <= w.right && w.top <= w.bottom && !w.text.isEmpty) }
                pages.append(LayoutPage(words: words))
            case .scanned: try? pdf.renderGray(page: index, dpi: 20, maxPixels: 200_000, to: scratch + "/page.pgm")
            case .blank: break
            }
        }
        let options = StatementOptions(file: "f.pdf", referenceDate: LocalDate(iso: "2026-11-29")!, currency: .usd)
        if let parsed = try? LayoutStatementParser.parse(pages: pages, options: options) {
            for t in parsed.transactions {
                precondition(t.amount.minorUnits != 0 && !t.description.isEmpty)
                precondition(LocalDate(iso: t.date.iso) == t.date)
            }
        }
    default:
        fatalError("unknown SUBSCAN_FUZZ_TARGET \(target)")
    }
    return 0
}
