import Testing

@testable import SubscanIngest

@Suite("CSV tokenizer")
struct CSVTokenizerTests {
    func tokenize(_ text: String, delimiter: UInt8 = 44, chunk: Int = .max) throws -> [CSVRecord] {
        var tokenizer = CSVTokenizer(delimiter: delimiter)
        var records: [CSVRecord] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunk)
            try bytes[start..<end].withUnsafeBufferPointer { buf in try tokenizer.feed(buf) { records.append($0) } }
            start = end
        }
        try tokenizer.finish { records.append($0) }
        return records
    }

    static let tricky = "a,\"b,c\",d\r\n\"multi\nline\",\"say \"\"hi\"\"\",x\r\n\r\nlast,\"123.45\"\t,end"

    @Test("quotes, doubled quotes, quoted newlines, CRLF and text after a closing quote")
    func quotingRules() throws {
        let records = try tokenize(CSVTokenizerTests.tricky)
        #expect(records.map(\.fields) == [["a", "b,c", "d"], ["multi\nline", "say \"hi\"", "x"], ["last", "123.45\t", "end"]])
        #expect(records.map(\.line) == [1, 2, 5])
    }

    @Test("every chunk size gives the same records", arguments: [1, 2, 3, 5, 7, 16, 64])
    func chunkBoundariesDoNotMatter(_ chunk: Int) throws {
        #expect(try tokenize(CSVTokenizerTests.tricky, chunk: chunk) == tokenize(CSVTokenizerTests.tricky))
    }

    @Test("old Mac CR-only line endings")
    func carriageReturnOnly() throws {
        let records = try tokenize("Type,Trans Date\rSale,01/02/13\rSale,01/03/13")
        #expect(records.count == 3)
        #expect(records[2].line == 3)
    }

    @Test("an unterminated quote is an error naming the line it opened on")
    func unterminatedQuote() {
        #expect(throws: CSVError.self) { try tokenize("a,b\n1,\"open\n2,3\n") }
        do {
            _ = try tokenize("a,b\n1,\"open\n2,3\n")
        } catch let e as CSVError {
            #expect(e.line == 2)
        } catch {}
    }

    @Test("a quote inside an unquoted cell is literal")
    func strayQuote() throws {
        #expect(try tokenize("12\" pizza,4.00").first?.fields == ["12\" pizza", "4.00"])
    }

    @Test("blank lines and all-empty filler rows are skipped")
    func blankLines() throws {
        #expect(try tokenize("\n\na,b\n,,\n\n1,2\n").map(\.fields) == [["a", "b"], ["1", "2"]])
    }

    @Test("a field longer than the limit stops the read")
    func fieldLimit() {
        var limits = CSVLimits()
        limits.maxFieldBytes = 100
        var tokenizer = CSVTokenizer(delimiter: 44, limits: limits)
        let bytes = Array(("\"" + String(repeating: "x", count: 500)).utf8)
        #expect(throws: CSVError.self) {
            try bytes.withUnsafeBufferPointer { buf in try tokenizer.feed(buf) { _ in } }
        }
    }

    @Test("the delimiter is the one most rows agree on, despite a preamble")
    func delimiterSniffing() {
        let ing =
            "Umsatzanzeige;Datei erstellt am: 28.12.2018\n;Letztes Update: aktuell\n\nIBAN;DE12\n\nBuchung;Valuta;Auftraggeber;Betrag;Währung\n28.12.2018;28.12.2018;A, B und C;-5,50;EUR\n27.12.2018;27.12.2018;X;-2,90;EUR\n"
        #expect(DialectSniffer.delimiter(for: Array(ing.utf8)) == 59)
        #expect(DialectSniffer.delimiter(for: Array("a\tb\tc\n1\t2,5\t3\n4\t5\t6\n".utf8)) == 9)
        #expect(DialectSniffer.delimiter(for: Array("a|b|c\n1|2|3\n".utf8)) == 124)
        #expect(DialectSniffer.delimiter(for: Array("Date,Description,Amount\n01/02/2026,\"A; B\",-1.00\n".utf8)) == 44)
    }
}
