import Foundation
import SubscanCore
import SubscanDetect
import SubscanIngest
import SubscanOCR

/// A recognised page as kept in the OCR cache: words with boxes and ink for the layout engine, or,
/// from stores written before it, the page's text lines.
enum RecognizedContent {
    case layout(LayoutPage)
    case lines([OCRLine])

    /// Reads a cached page: `{"words":[…]}` (layout) or `[…]` (lines, older stores).
    init(cached json: String) {
        let data = Data(json.utf8)
        if let page = try? JSONDecoder().decode(LayoutPage.self, from: data) {
            self = .layout(page)
        } else {
            self = .lines((try? JSONDecoder().decode([OCRLine].self, from: data)) ?? [])
        }
    }

    var json: String {
        let data: Data?
        switch self {
        case .layout(let page): data = try? JSONEncoder().encode(page)
        case .lines(let lines): data = try? JSONEncoder().encode(lines)
        }
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// The catalog's Chinese names, which screenshot descriptions are spelt against (`NameLexicon`).
    static let chineseNames = NameLexicon(names: Catalog.shared.brands.lazy.flatMap { [$0.name] + $0.aliases + $0.patterns })

    /// Transactions from a file's pages: the layout engine, or the text parser for cached lines.
    static func parse(_ pages: [RecognizedContent], options: StatementOptions) throws(IngestError) -> StatementParse {
        var layouts: [LayoutPage] = []
        for page in pages {
            guard case .layout(let layout) = page else { break }
            layouts.append(layout)
        }
        if layouts.count == pages.count { return try LayoutStatementParser.parse(pages: layouts, options: options, names: chineseNames) }
        var lines: [StatementLine] = []
        for (index, page) in pages.enumerated() {
            let pageLines: [OCRLine]
            switch page {
            case .lines(let l): pageLines = l
            case .layout(let layout): pageLines = LayoutStatementParser.lines(of: layout)
            }
            for l in pageLines {
                lines.append(
                    StatementLine(
                        text: l.text, number: lines.count + 1, left: l.left, top: l.top + index * 1_000_000,
                        bottom: l.bottom + index * 1_000_000))
            }
        }
        return try StatementTextParser.parse(lines: lines, options: options)
    }

    static func lineCount(_ pages: [RecognizedContent]) -> Int {
        pages.reduce(0) { n, page in
            switch page {
            case .lines(let l): return n + l.count
            case .layout(let layout): return n + LayoutStatementParser.lines(of: layout).count
            }
        }
    }
}
