import Foundation
import SubscanCore
import SubscanIngest

/// A recognised page as the layout engine reads it: words with boxes, confidences and ink.
public struct LayoutPage: Sendable, Equatable, Codable {
    public var words: [OCRWord]
    /// The words are the page's own text (a PDF's text layer), not a recognition: nothing in them
    /// is misread, so no name is respelt (`百度网盘` stays as printed). Nil: recognised.
    public var exact: Bool?

    public init(words: [OCRWord], exact: Bool? = nil) {
        self.words = words
        self.exact = exact
    }
}

/// Reads transactions from the geometry of recognised pages: cells, then rows, then meaning.
///
/// `PageLayout` turns words into lines of cells, `RowAssembler` turns lines into rows anchored by
/// their amounts; this parser gives each row a date, a description and a signed amount:
///
/// - **Date**: a date cell on the row's line (a left date column, `03/10` before a description),
///   else a date line attached to the row (`Oct 3 · Pending`, `10月3日 14:22`, a stacked `MAR` /
///   `18`), else the group header above. Years as for text statements (period, else reference).
/// - **Description**: the text cells of the row's line, minus avatar initials, labels, times and
///   statuses; a wrapped line under it in the same type continues it. Paler or smaller lines
///   (categories, times, a running balance) are not part of it. A row whose amount stands alone
///   (centred on a two-line row) takes the strongest text line attached to it.
/// - **Sign**, strongest evidence first: an explicit sign (`-`, `+`, `CR`, parentheses); the column
///   (Debit / Credit); a running balance that moved by the amount; green ink (money in); the
///   page's convention (unsigned amounts are charges unless the page prints minus signs on its
///   charges). When two of them disagree, the stronger wins, the row is listed in
///   `StatementParse.signUncertain` and a warning names it: never flipped silently.
///
///     Mar 18   Netflix            -$15.49
///              Entertainment · 09:44
///     → 2026-03-18, -15.49 USD, "Netflix"
///
/// - Complexity: O(n log n) in the number of words.
public enum LayoutStatementParser {
    /// `names`: known names that descriptions are spelt against (`NameLexicon`; the CLI passes the
    /// catalog's Chinese names).
    public static func parse(pages: [LayoutPage], options: StatementOptions, names: NameLexicon = NameLexicon(names: []))
        throws(IngestError) -> StatementParse
    {
        var result = StatementParse()
        // Per table piece (a page, or each of its side-by-side panels): its page, its rows (without
        // a type-code column), each row's date as found, its page's text.
        var assembled: [(page: Int, rows: [LayoutRow], dates: [RowDate], text: String, sections: [Section])] = []
        var openings: [Int: [(top: Int, balance: ParsedAmount, date: StatementTextParser.DateToken?)]] = [:]  // by piece
        var closings: [ParsedAmount] = []  // the document's closing balances
        var hasHan = false
        var pageLines: [[LayoutLine]] = []
        var numericDates: [(Int, Int)] = []
        var amountless: [LayoutLine] = []  // rows whose amount a scan lost altogether (`RowAssembler.amountless`)
        var header: TableHeader? = nil  // the table header in force where the page before ended
        var panelHeaders: [TableHeader] = []  // each panel's, when the page before had panels
        // The day header in force at the foot of the page before, in a table that dates its rows by
        // day headers: the date of this page's first rows, printed before the break.
        var footGroup: StatementTextParser.DateToken? = nil
        for (index, page) in pages.enumerated() {
            let lines = PageLayout.lines(from: page.words)
            let text = lines.map(\.text).joined(separator: "\n")
            if TextClass.containsHan(text) { hasHan = true }
            pageLines.append(lines)
            // Each table side by side on the page is read on its own (`Panels`); the page's own
            // flow, the first piece, carries its header to the next page.
            var shown: [LayoutRow] = []
            let pieces = Panels.pieces(of: lines)
            // A page that goes on with one of the panels of the page before, under no titles of its
            // own (the withdrawals outlast the deposits): its rows are read under that panel's header.
            if pieces.count == 1, panelHeaders.count > 1 {
                header = Panels.continued(panelHeaders, on: lines) ?? header
            }
            panelHeaders = []
            for (p, piece) in pieces.enumerated() {
                let found = RowAssembler.assemble(piece, carried: p == 0 ? header : nil)
                if p == 0 { header = found.lastHeader }
                if pieces.count > 1, let last = found.lastHeader { panelHeaders.append(last) }
                shown += found.rows
                if result.period == nil { result.period = found.period }
                result.skippedAmountLines += found.skippedMoneyLines
                openings[assembled.count] = found.openingBalances
                closings += found.closingBalances
                var rows = withoutCodeColumn(found.rows)
                // (the page before's last row's name, wrapped over the break: its lines leave this
                // page's first row)
                if p == 0, !rows.isEmpty, let before = assembled.firstIndex(where: { $0.page == index - 1 }),
                    let last = assembled[before].rows.indices.last
                {
                    let taken = runOn(&assembled[before].rows[last], with: found.runOverLines)
                    rows[0].attached.removeAll { line in taken.contains(line.top) }
                }
                amountless += found.amountlessRows
                var dates = todayByTime(rows, rows.map(rowDate))
                if p == 0 {
                    // (rows over the page's first date of its own, with no day header of theirs)
                    if let footGroup {
                        for k in dates.indices {
                            guard dates[k].token == nil, rows[k].groupDate == nil else { break }
                            dates[k] = (footGroup, true)
                        }
                    }
                    footGroup = dates.contains { $0.fromGroup && $0.token != nil } ? found.footGroupDate : nil
                    // (the date of the page before's last row, printed under it, run over the break)
                    if let date = found.runOverDate, let before = assembled.firstIndex(where: { $0.page == index - 1 }),
                        assembled[before].dates.last?.token == nil, !assembled[before].dates.isEmpty
                    {
                        assembled[before].dates[assembled[before].dates.count - 1] = (date, false)
                    }
                }
                // (a row's name printed under its date and money, `POS PURCHASE PLANET FITNESS CLUB
                // FEES`, is no section title, whatever its words; nor a wrapped name's last line in
                // the table's description column, `POS PURCHASE PLANET FITNESS CLUB` over `FEES`)
                let names = Set(
                    found.rows.flatMap { row in
                        row.attached.filter { line in
                            line.top > row.anchor.top
                                && (!row.anchor.cells.contains(where: \.isText)
                                    || line.starts(in: row.descriptionColumn))
                        }.map(\.top)
                    })
                assembled.append((index, rows, dates, text, Section.headers(in: piece.filter { !names.contains($0.top) })))
                for date in dates {
                    if case .numeric(let a, let b, _)? = date.token { numericDates.append((a, b)) }
                }
            }
            showLayout(lines: lines, rows: shown, page: index, file: options.file)
        }
        // Whether a column under an unread title is the counterparty's, where a counterparty's
        // column starts, and whether a column that names the place of each booking is a name
        // column, are decided over the whole document.
        var documentRows = assembled.flatMap(\.rows)
        RowAssembler.readUnreadTitles(&documentRows)
        RowAssembler.alignCounterpartyColumns(&documentRows)
        RowAssembler.dropPlaceColumns(&documentRows)
        var offset = 0
        for i in assembled.indices {
            let end = offset + assembled[i].rows.count
            assembled[i].rows = Array(documentRows[offset..<end])
            offset = end
        }
        // Symbols and names anywhere on the pages (a balance above a table names the table's).
        let (currency, currencyWarning) = StatementCurrency.decide(
            StatementCurrency.evidence(pages: pages, lines: pageLines), options: options, hasHan: hasHan)
        if let currencyWarning { result.warnings.append(currencyWarning) }
        let dayFirst = StatementTextParser.decideDayFirst(numericDates, currency: currency)
        let resolver = StatementTextParser.YearResolver(period: result.period, reference: options.referenceDate)
        for line in amountless {
            guard let cell = line.cells.first, let token = RowAssembler.dateToken(cell),
                let date = resolver.resolve(token, dayFirst: dayFirst)
            else { continue }
            let name = line.cells.first { $0.isText && $0.text.filter(\.isLetter).count >= 2 }?.text ?? ""
            result.skippedAmountLines += 1
            result.warnings.append("a row of \(date.iso) (\(name)): no amount could be read in its amount column; left out, check it")
        }

        // The convention comes from the rows that will be transactions: a summary box above a
        // card statement's table ("Purchases +$2,101.77") says nothing about how rows are signed.
        // A page with a few rows only (the last page of a PDF statement) follows the whole document.
        let datedRows = assembled.map { page in zip(page.rows, page.dates).filter { $0.1.token != nil }.map(\.0) }
        let documentConvention = SignConvention(datedRows.flatMap { $0 }, pageText: assembled.map(\.text).joined(separator: "\n"))
        // Rows that will be transactions, with their money before the balance pass (over the whole
        // document: the row that ends a page takes its movement from the one that opens the next).
        // `section`: the bottom of the section header above the row on its page, if any; `piece`:
        // the table piece it was read in (`assembled`).
        var kept:
            [(
                row: LayoutRow, date: LocalDate, description: String, counterparty: String, money: Money,
                decision: SignConvention.Decision, page: Int, section: Int?, piece: Int
            )] = []
        // A date printed once a day carries on over a page break: a page's first rows without a
        // date of their own are the day's that ended the page before (each page's own flow, its
        // first piece, carries to the next page's).
        var pageCarry: (token: StatementTextParser.DateToken, group: StatementTextParser.DateToken?)? = nil
        for (piece, (pageIndex, rows, dates, text, sections)) in assembled.enumerated() {
            var convention = SignConvention(datedRows[piece], pageText: text)
            if convention.minus + convention.plus + convention.unsigned < 5 { convention = documentConvention }
            convention.heed(sections, rows: datedRows[piece])
            if convention.cardStyle {
                result.warnings.append(
                    "page \(pageIndex + 1) reads as a card statement (charges printed unsigned): amounts with a minus are read as payments and credits"
                )
            }
            // (every page gives at least one piece; its first is the page's own flow)
            let pageFlow = piece == 0 || assembled[piece - 1].page != pageIndex
            var carried = pageFlow ? pageCarry : nil
            defer { if pageFlow { pageCarry = carried } }
            let column = dateColumn(rows)
            let fill = ColumnFill(rows, exact: pages[pageIndex].exact == true)
            var above = Int.min  // the top of the row before, on this piece
            for (var row, found) in zip(rows, dates) {
                let rowResolver =
                    row.period.map { StatementTextParser.YearResolver(period: $0, reference: options.referenceDate) } ?? resolver
                // A date column prints a day's date on its first row only: the rows under it carry
                // it until a new date or a new day header.
                var token = found.token
                // Only rows whose line starts with their name: a row with something unread in the
                // date column is skipped rather than given its neighbour's date.
                // Under a table header, the name is where the Description column starts: a row
                // with an unread date left of it (`os/o7   o8/a9   DELTA AIR`) does not start with it.
                let nameLeft = row.descriptionColumn?.lowerBound ?? descriptionLeft(row)
                // Nor a row with something that is not a date in the page's date column, on its
                // line or the lines attached to it (`鸣 -3` for `05-09`, over or beside its name).
                // (A table that prints the money first has its sequence, time and currency columns
                // before the name: only the date column speaks there.)
                // (A column between the date's and the name's, `人民币  钞`, is neither: a row that
                // leaves the date column empty carries the date above.)
                // (A row's sequence number left of the date column, `2    ZELLE FROM …`, comes
                // before either.)
                // (A scan's speck, a cell of marks alone, `:` before the name, is neither.)
                let own = row.anchor.cells.filter { !$0.isMarks }
                // (a cell standing mostly in the page's date column, or one that opens there with a
                // date's first figures and runs on past it, `2024/10/巧”08:16:33`: a day read as a Han
                // glyph and glued to the time; tuning seed 20 cn-bank-03, Noto Sans CJK SC, had been
                // given the date above)
                let inDateColumn = { (c: LayoutCell) in
                    column.map {
                        min(c.right, $0.upperBound) - max(c.left, $0.lowerBound) > (c.right - c.left) / 2
                            || c.isText && c.left >= $0.lowerBound - c.height && c.left < $0.upperBound && opensWithDate(c.text)
                    } ?? false
                }
                let startsWithName =
                    (isMoneyFirst(row)
                        || withoutSequenceNumber(own, before: column).first.map { first in
                            // (or whose first word a speck glued a quote to, `‘POS DISNEY PLUS`)
                            first.left >= nameLeft || first.starts(at: nameLeft, tolerance: 0)
                                || column.map { first.left > $0.upperBound } ?? false
                        } ?? false)
                    && !(own + row.attached.flatMap(\.cells)).contains { c in
                        !c.isDate && c.kind != .time && !c.isMarks && inDateColumn(c)
                    }
                // A date on the balance brought forward over the row (`17 Feb 25  BALANCE BROUGHT
                // FORWARD  1,850.00`) is the day's date, as a day's first row's is.
                if let date = openings[piece]?.last(where: { $0.top < row.anchor.top && $0.top > above })?.date {
                    carried = (date, row.groupDate)
                }
                above = row.anchor.top
                if found.fromGroup, startsWithName, let carried, carried.group == row.groupDate { token = carried.token }
                // Only a date in the row's own line or left column carries: a date printed under
                // a row's name (`2月13日 17:13`) is that row's alone, and a row whose date line
                // could not be read (`半这18:11`) is skipped rather than given it.
                if !found.fromGroup, let own = found.token {
                    carried = datedInColumn(row) ? (own, row.groupDate) : nil
                }
                // Something unread in the date column on the row's line (`4tb.-Mar`): what stands
                // there has a figure, as a misread date keeps some (a summary box's `BRISTOL` is no
                // date); `unread` when the row is under a table header too.
                let inColumnAt =
                    row.amount.money == nil
                    ? nil
                    : row.anchor.cells.firstIndex(where: { c in
                        c.isText && c.right < row.amount.left && c.text.contains(where: \.isNumber) && inDateColumn(c)
                    })
                let inColumn = inColumnAt.map { row.anchor.cells[$0] }
                let unread = row.descriptionColumn == nil ? nil : inColumn
                // A day glued to its month name there, its `O` read as a zero or a speck read
                // between (`120ct`, `050Oct`, `24QOct`; Roboto, tuning seed 20 world-ledger-05), or
                // a full date after debris (`12王二2024-07-23`): the date. Only in the date column:
                // elsewhere `200CT` is a pack's count.
                // (under a header or none: a garbled header, `beis  WEESi Bi we`, names no column)
                if token == nil, let inColumnAt, let inColumn,
                    let mended = LayoutCell.dayGluedToMonth(inColumn.text) ?? LayoutCell.fullDateAfterDebris(inColumn.text)
                {
                    token = mended
                    // (the cell is the row's date, not the first words of its name)
                    row.anchor.cells[inColumnAt].kind = .date(mended)
                }
                guard let token, let date = rowResolver.resolve(token, dayFirst: dayFirst) else {
                    result.skippedAmountLines += 1
                    // The row is left out, never given a neighbour's date, and said.
                    if let unread {
                        let name = rowDescription(row, fills: fill.fills).description
                        result.warnings.append(
                            "a row of \(row.amount.text)\(name.isEmpty ? "" : " (\(name))"): its date could not be read (`\(unread.text)`); left out, check it"
                        )
                    }
                    continue
                }
                let (description, counterparty) = rowDescription(row, fills: fill.fills)
                // A balance card: an amount alone on its line right under a balance label
                // (`Available balance   Current balance` over `$4,660.27   $4,660.27`), dated only by
                // the period printed under it (`Showing Dec 14 – Jan 6`). No transaction; nor is an
                // amount alone whose only name is a summary's words (`$1,587.80` over `Payment due Jan
                // 27`, its `Current balance` label lost on a red card).
                if !row.anchor.cells.contains(where: \.isText),
                    RowAssembler.isSummaryLine(description)
                        || row.attached.last(where: { $0.bottom <= row.anchor.top + row.anchor.height / 2 }).map({
                            RowAssembler.isSummaryLine($0.text)
                        }) ?? false
                {
                    result.skippedAmountLines += 1
                    continue
                }
                guard !description.isEmpty, var parsed = row.amount.money else {
                    result.skippedAmountLines += 1
                    if row.amount.money == nil, !description.isEmpty {
                        result.warnings.append(
                            "a row of \(date.iso) (\(description)): its amount could not be read (`\(row.amount.text)`); left out, check it"
                        )
                    }
                    continue
                }
                guard let rowCurrency = StatementCurrency.rowCurrency(parsed.currency, cellText: row.amount.text, statement: currency)
                else {
                    throw IngestError(
                        .invalidAmount, file: options.file, line: pageIndex + 1,
                        "the amounts name no currency; pass --currency (e.g. --currency USD) or set defaultCurrency in the config")
                }
                let section = Section.over(row, in: sections)
                var decision = convention.decide(row, parsed: parsed, section: section?.incoming)
                // A glyph where the sign stands, unread (`0$59.99`): a charge, unless green; flagged.
                if row.amount.hasUnreadMark, row.role == .amount {
                    let green = convention.colourMeansDirection && row.amount.ink?.isGreen == true
                    decision = SignConvention.Decision(
                        outgoing: !green, uncertain: true, explicit: false, reason: "an unreadable mark stands where its sign is")
                }
                // A Type column's word (`DR`, `CR`) beside an unsigned amount says the direction.
                if !parsed.explicitDirection, parsed.mantissa >= 0, row.role == .amount,
                    let out = row.anchor.cells.indices.lazy.compactMap({ typeWord(at: $0, in: row.anchor.cells) }).first
                {
                    decision = SignConvention.Decision(outgoing: out, uncertain: false, explicit: true, reason: "")
                }
                if decision.outgoing != (parsed.mantissa < 0) { parsed = parsed.negated }
                guard let money = try? parsed.money(in: rowCurrency), money.minorUnits != 0 else {
                    result.skippedAmountLines += 1
                    continue
                }
                kept.append((row, date, description, counterparty, money, decision, pageIndex, section?.bottom, piece))
            }
        }
        // A row whose only money stands in the running balance's column, its amount read as debris
        // (`55:93;` beside `2,065.85`), has no amount: it is left out with a warning, never stored
        // as a charge of its balance.
        for index in Self.balanceOnlyRows(kept.map { ($0.row, $0.piece) }).reversed() {
            let k = kept.remove(at: index)
            result.skippedAmountLines += 1
            result.warnings.append(
                "a row of \(k.date.iso) (\(k.description)): only its balance \(k.row.amount.text) could be read, not its amount; left out, check it"
            )
        }
        // A running balance settles what a page left open, and contradicts a wrong guess.
        let balances: [Int64?] = kept.map { k in
            guard let cell = k.row.balance ?? attachedBalance(k.row), let b = cell.money else { return nil }
            return try? b.money(in: b.currency ?? k.money.currency).minorUnits
        }
        var moved = BalanceOrder.movements(balances: balances, magnitudes: kept.map { abs($0.money.minorUnits) })
        // A piece's end row has no row beside it on one side, but the opening balance may be printed
        // there: over the table, before its first row, when it runs oldest first (`Opening balance
        // 1,831.61`, then `HELLOFRESH UK 44,99 1,786.62`, its minus lost); under it, after its last
        // row, when it runs newest first (`TRANSFER FROM J SMITH  103.07  6,293.55` over `Opening
        // balance  6,190.48`, a deposit that had been read as a charge). That settles the row.
        for piece in Set(kept.map(\.piece)) {
            let rows = kept.indices.filter { kept[$0].piece == piece }
            for oldestFirst in [true, false] {
                guard let end = oldestFirst ? rows.first : rows.last, moved[end] == nil, let balance = balances[end] else { continue }
                let top = kept[end].row.anchor.top
                let printed = oldestFirst ? openings[piece]?.last { $0.top < top } : openings[piece]?.first { $0.top > top }
                guard let opening = printed,
                    let before = try? opening.balance.money(in: opening.balance.currency ?? kept[end].money.currency).minorUnits
                else { continue }
                // the row beside it moved from its balance, as a list in that order does
                let beside = oldestFirst ? rows.dropFirst().first : rows.dropLast().last
                let ordered = beside.map { n in balances[n].map { moved[n] == $0 - balance } ?? false } ?? oldestFirst
                let delta = balance - before
                if abs(delta) == abs(kept[end].money.minorUnits), ordered { moved[end] = delta }
            }
        }
        // Each section in its own order (a card statement lists payments, then purchases).
        var disordered = Set<Int>()
        var start = 0
        while start < kept.count {
            var end = start
            while end + 1 < kept.count && kept[end + 1].section == kept[start].section && kept[end + 1].piece == kept[start].piece {
                end += 1
            }
            disordered.formUnion(outOfOrder(kept[start...end].map(\.date)).map { $0 + start })
            start = end + 1
        }
        // A scan's figure misread in a full date's year (`3025-08-14` between `2025-08-12` and
        // `2025-08-15`, the statement's period August 2025): where its month and day, placed in the
        // statement's period, stand in the list's order, the period's year is the row's, said.
        var yearRead: [Int: LocalDate] = [:]
        if let period = result.period {
            for i in disordered.sorted() where i > 0 && i + 1 < kept.count && pages[kept[i].page].exact != true {
                let read = kept[i].date
                let (before, after) = (kept[i - 1].date, kept[i + 1].date)
                guard !period.contains(read), read.year != before.year, read.year != after.year,
                    let placed = resolver.resolve(.monthDay(month: read.month, day: read.day), dayFirst: dayFirst), period.contains(placed),
                    min(before, after) <= placed, placed <= max(before, after)
                else { continue }
                kept[i].date = placed
                yearRead[i] = read
                disordered.remove(i)
            }
        }
        // When the running balance contradicts the money columns on most rows it settles (three or
        // more, four in five), the columns were read wrong (a two-line header whose second title
        // spans the first column's amounts): every row follows the balance, with one warning.
        let settled = kept.indices.filter { moved[$0] != nil }
        let contradicted = settled.filter { moved[$0] != kept[$0].money.minorUnits }
        let columnsWrong = contradicted.count >= 3 && contradicted.count * 5 >= settled.count * 4
        if columnsWrong {
            result.warnings.append(
                "the running balance contradicts the money columns on \(contradicted.count) of \(settled.count) rows: their signs follow the balance, check them"
            )
        }
        // Where the running balance moved by other than a row's amount, the amount was misread or
        // a row next to it was not read: said, never mended (the list's own figures disagree).
        let unexplained =
            columnsWrong
            ? [:]
            : Dictionary(
                uniqueKeysWithValues: BalanceOrder.unexplained(balances: balances, magnitudes: kept.map { abs($0.money.minorUnits) }) { i in
                    // (the same table piece with no opening balance between the two, a second
                    // account's table; or the table run on at the head of the next page)
                    let piece = kept[i].piece
                    if piece == kept[i - 1].piece {
                        let span = kept[i - 1].row.anchor.top..<kept[i].row.anchor.top
                        return !(openings[piece] ?? []).contains { span.contains($0.top) }
                    }
                    return kept[i].page != kept[i - 1].page && assembled[piece - 1].page != assembled[piece].page
                }.map { ($0.row, $0.moved) })
        let byColumn = Self.columnDirections(kept.indices.map { (kept[$0].row.amount, kept[$0].decision.guessed, moved[$0]) })
        let listed = Self.checkListRows(kept.map { ($0.row, $0.date, $0.description, $0.money.minorUnits) })
        result.skippedAmountLines += listed.count
        var unsigned: [Bool] = []  // per transaction: its amount printed (read) with no sign of its own, nothing else deciding it
        for (index, var k) in kept.enumerated() where !listed.contains(index) {
            var uncertain = k.decision.uncertain
            var reason = k.decision.reason
            if let delta = moved[index] {
                // (on a scan, a sign OCR read the other way, `+22.88` for `-22.88` between balances
                // 22.88 apart going down: the balance is followed, and the row still flagged)
                let scannedSign = k.decision.explicit && !columnsWrong && delta == -k.money.minorUnits && pages[k.page].exact != true
                if delta != k.money.minorUnits && (!k.decision.explicit || columnsWrong || scannedSign) {
                    k.money.minorUnits = delta
                }
                uncertain = delta != k.money.minorUnits || scannedSign
                if scannedSign {
                    reason = "its sign as read and the running balance disagree; the balance is followed"
                } else if uncertain && !k.decision.uncertain {
                    reason = "its sign and the running balance disagree"
                }
            } else if columnsWrong && k.decision.explicit {
                uncertain = true  // the columns' word is all there is, and it was wrong elsewhere
            } else if k.decision.guessed, let incoming = byColumn[index], incoming != (k.money.minorUnits > 0) {
                // Under no title its balance cannot settle, in a column whose other rows the
                // balance shows going the other way: its column's direction, flagged.
                k.money.minorUnits.negate()
                uncertain = true
                reason =
                    "its running balance does not settle it; read by its column, whose rows the balance shows as \(incoming ? "money in" : "charges")"
            } else if k.decision.guessed, balances[index] != nil,
                [index - 1, index + 1].allSatisfy({ kept.indices.contains($0) && kept[$0].piece == k.piece && balances[$0] != nil })
            {
                // Its balance is printed, and so are both its neighbours', yet in neither order of
                // the list does the balance move by its amount (a row next to it missed or
                // misread): the only thing that could tell its direction does not, and a deposit
                // read as a charge must not pass unflagged. (A list's end row has no row before it
                // in one order: nothing is said of it.)
                uncertain = true
                reason = "its running balance does not follow from the row next to it"
            }
            let line = result.transactions.count + 1
            if uncertain {
                result.signUncertain.append(result.transactions.count)
                result.warnings.append(
                    "row \(line) (\(k.description)): its sign is uncertain (\(reason)); read as \(k.money.minorUnits < 0 ? "a charge" : "money in"), check it"
                )
            }
            // An amount the running balance shows misread: a sign read as a figure (`7141.04` for
            // `-141.04`, a serif face's short minus: the figures after the first are what the
            // balance moved by), or, with no sign of its own, money in where the balance went down
            // by figures one place from it (`81.94` for `-81.99`: the minus and a figure lost).
            let misread = unexplained[index].flatMap { moved -> String? in
                let sameSign = (moved < 0) == (k.money.minorUnits < 0)
                if (!k.decision.explicit || sameSign) && BalanceOrder.signReadAsFigure(read: k.money.minorUnits, moved: moved) {
                    return "a sign read as a figure"
                }
                return !k.decision.explicit && BalanceOrder.signAndFigureLost(read: k.money.minorUnits, moved: moved)
                    ? "its sign and a figure misread" : nil
            }
            if let moved = unexplained[index], let misread {
                result.warnings.append(
                    "row \(line) (\(k.description)): its amount read as \(k.row.amount.text) is taken as \(Money(minorUnits: moved, currency: k.money.currency).decimalString), what its running balance moved by (\(misread)); check it"
                )
                k.money.minorUnits = moved
            } else if let moved = unexplained[index] {
                result.warnings.append(
                    "row \(line) (\(k.description)): its running balance moved by \(Money(minorUnits: moved, currency: k.money.currency).decimalString), not by its amount \(Money(minorUnits: abs(k.money.minorUnits), currency: k.money.currency).decimalString): the amount is misread or a row next to it was not read; check it"
                )
                if !uncertain && !k.decision.explicit && (moved < 0) != (k.money.minorUnits < 0) {
                    // its direction, too, is the balance's word against no sign of its own
                    uncertain = true
                    result.signUncertain.append(result.transactions.count)
                }
            }
            let exact = pages[k.page].exact == true
            var transaction = Transaction(
                date: k.date, amount: k.money, description: exact ? k.description : names.correct(k.description) ?? k.description,
                account: options.account,
                source: SourceLocation(file: options.file, line: line))
            transaction.counterparty = exact || k.counterparty.isEmpty ? k.counterparty : names.correct(k.counterparty) ?? k.counterparty
            transaction.confidence = Int(rowConfidence(k.row).rounded())
            if let read = yearRead[index] {
                result.warnings.append(
                    "row \(line) (\(k.description)): its date was read \(read.iso), out of the statement's period and of the list's order; its day is \(k.date.iso) in the period; check it"
                )
            }
            if disordered.contains(index) {
                // Kept as read (never re-dated by a guess), but doubtful: `SEP 2` read as `SEP 20`.
                transaction.confidence = min(transaction.confidence ?? 0, 30)
                result.warnings.append(
                    "row \(line) (\(k.description)): its date \(k.date.iso) is out of the list's order (between \(kept[index - 1].date.iso) and \(kept[index + 1].date.iso)); check it"
                )
            }
            transaction.signUncertain = uncertain
            result.transactions.append(transaction)
            unsigned.append(!k.decision.explicit && k.row.amount.money.map { !$0.explicitDirection && $0.mantissa >= 0 } == true)
        }
        if balances.allSatisfy({ $0 == nil }) {
            let opening = openings.values.flatMap { $0.map(\.balance) }
            if let i = Self.turnedBySums(result.transactions, unsigned: unsigned, opening: opening, closing: closings) {
                // (`14.12` read without the minus its neighbours print: the one row whose sign,
                // turned, makes the statement's own sums agree)
                result.transactions[i].amount.minorUnits.negate()
                result.transactions[i].signUncertain = true
                if !result.signUncertain.contains(i) { result.signUncertain.append(i) }
                let t = result.transactions[i]
                result.warnings.append(
                    "row \(i + 1) (\(t.description)): its amount has no sign of its own and is read as \(t.amount.minorUnits < 0 ? "a charge" : "money in"): only so do the rows add up to what the statement's balances moved by; check it"
                )
            } else if let warning = Self.unreconciled(result.transactions, opening: opening, closing: closings) {
                result.warnings.append(warning)
            }
        }
        return result
    }

    /// The rows against the statement's own balances, on a statement whose rows print no running
    /// balance (which would check each row): with one opening and one closing balance printed (`Old
    /// balance 4186,43+`, `New balance 5623,60+`), the rows add up to what the balance moved by (an
    /// account), or to its opposite (a card's balance owed). When they add up to neither, an amount
    /// was misread (`93,99-` for `53,99-` in a light face) or a row missed: said, never mended. Nil
    /// when they add up, or when there is not one opening and one closing balance in the rows'
    /// currency.
    static func unreconciled(_ transactions: [Transaction], opening: [ParsedAmount], closing: [ParsedAmount]) -> String? {
        guard let sums = statementSums(transactions, opening: opening, closing: closing), sums.sum != sums.moved, sums.sum != -sums.moved
        else { return nil }
        return
            "the rows add up to \(Money(minorUnits: sums.sum, currency: sums.from.currency).decimalString), but the statement's balance went from \(sums.from.decimalString) to \(sums.to.decimalString): an amount is misread or a row is missing; check them"
    }

    /// What the rows add up to and what the statement's one opening and one closing balance (in
    /// the rows' one currency) moved by; nil for anything else.
    static func statementSums(_ transactions: [Transaction], opening: [ParsedAmount], closing: [ParsedAmount]) -> (
        sum: Int64, moved: Int64, from: Money, to: Money
    )? {
        guard opening.count == 1, closing.count == 1, let currency = transactions.first?.amount.currency,
            transactions.allSatisfy({ $0.amount.currency == currency }),
            let from = try? opening[0].money(in: opening[0].currency ?? currency), from.currency == currency,
            let to = try? closing[0].money(in: closing[0].currency ?? currency), to.currency == currency
        else { return nil }
        var sum: Int64 = 0
        for t in transactions {
            let (next, overflow) = sum.addingReportingOverflow(t.amount.minorUnits)
            if overflow { return nil }
            sum = next
        }
        let (moved, overflow) = to.minorUnits.subtractingReportingOverflow(from.minorUnits)
        // (either turned must stay an Int64)
        return overflow || moved == .min || sum == .min ? nil : (sum, moved, from, to)
    }

    /// On a statement whose rows print no running balance, the one row read with no sign of its
    /// own (`unsigned`: `14.12` among charges printed `-24.38`, its minus lost) which, turned, makes
    /// the rows add up to what the statement's balances moved by (an account) or its opposite (a
    /// card), where they did not: its sign is the statement's. Nil when no row, or more than one,
    /// would (a recurring amount read unsigned twice), or the rows add up already.
    ///
    ///     amounts [-24.38, 14.12, -78.00], unsigned [false, true, false], 3727.24 → 3610.74 → 1
    static func turnedBySums(_ transactions: [Transaction], unsigned: [Bool], opening: [ParsedAmount], closing: [ParsedAmount]) -> Int? {
        guard unsigned.count == transactions.count, let sums = statementSums(transactions, opening: opening, closing: closing),
            sums.sum != sums.moved, sums.sum != -sums.moved
        else { return nil }
        // turning a row of amount a takes 2a off the sum
        let turned = transactions.indices.filter { i in
            let (twice, over) = transactions[i].amount.minorUnits.multipliedReportingOverflow(by: 2)
            let (after, under) = sums.sum.subtractingReportingOverflow(twice)
            return unsigned[i] && !over && !under && (after == sums.moved || after == -sums.moved)
        }
        return turned.count == 1 ? turned[0] : nil
    }

    /// Rows of a list of the checks cleared, which repeats checks the account's table holds
    /// (`Check 1194 … 66.26-` in the table; `1194  09/25  66.26    1196  10/15  73.99` under CHECKS
    /// CLEARED): a row named only by a number (a `*` marks a break in the sequence) whose line holds
    /// two dates and two amounts (the list printed in column pairs), or whose date and amount are
    /// those of a row that names that number (in its name or its check-number column).
    static func checkListRows(_ rows: [(row: LayoutRow, date: LocalDate, description: String, minor: Int64)]) -> Set<Int> {
        var found = Set<Int>()
        for (i, r) in rows.enumerated() {
            // (the row's name: its own check number, and on a list of three column groups the
            // numbers of the groups after it, `1352 1354*`)
            // A list's own row (its header named the check's number, `Check 1200`) is one check; it
            // goes only when the table holds it too.
            let listed = r.row.names?.checkNumbers == true
            let numbers = (listed ? String(r.description.dropFirst("Check ".count)) : r.description).split(separator: " ").map {
                $0.filter { $0 != "*" }
            }
            guard let number = numbers.first, numbers.count <= 3,
                numbers.allSatisfy({ (3...6).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } })
            else { continue }
            let cells = r.row.anchor.cells
            if !listed, cells.filter(\.isDate).count >= 2 && cells.filter({ $0.money != nil }).count >= 2 {
                found.insert(i)
                continue
            }
            // (that number in its name, or in a check-number column of its own: `12/28  1093  CHECK`)
            // (or, beside a list's row, a table's row named `CHECK` alone)
            let repeated = rows.indices.contains { j in
                j != i && rows[j].date == r.date && abs(rows[j].minor) == abs(r.minor) && rows[j].row.names?.checkNumbers != true
                    && (rows[j].description.split(separator: " ").contains { $0 == number }
                        || rows[j].row.anchor.cells.contains { $0.text.filter { $0 != "*" } == number }
                        || listed && rows[j].description.lowercased() == "check")
            }
            if repeated { found.insert(i) }
        }
        return found
    }

    /// A cell that states a row's direction on its own (a Type column): `DR`, `CREDIT`, `借`, `支出`, `ABONO`.
    /// True for money out.
    static func directionWord(_ text: String) -> Bool? {
        switch StatementTextParser.trimming(text.uppercased(), ["."]) {
        case "DR", "DEBIT", "借", "CARGO", "DEBE", "支出", "支", "出": return true
        case "CR", "CREDIT", "贷", "ABONO", "HABER", "收入", "收", "入": return false
        default: return nil
        }
    }

    /// The direction a Type column's cell states (`directionWord`) among a row's cells; nil for a
    /// word of letters set a word's space before more of them: the first word of a name a scan cut
    /// into words (`DEBIT` `CARD` `PURCHASE …` in Courier, each its own cell: the name had lost
    /// `DEBIT` and, starting right of where its wrapped line starts, that line too).
    static func typeWord(at index: Int, in cells: [LayoutCell]) -> Bool? {
        let cell = cells[index]
        guard cell.isText, let out = directionWord(cell.text) else { return nil }
        if cell.text.allSatisfy(\.isASCII), index + 1 < cells.count, cells[index + 1].isText,
            cells[index + 1].text.first?.isLetter == true, cells[index + 1].left - cell.right <= cell.height * 3 / 2
        {
            return nil
        }
        return out
    }

    /// For people looking into a page: `SUBSCAN_LAYOUT_JSON=PATH` writes its cells and rows for
    /// scripts/layout-picture, `SUBSCAN_OCR_DEBUG=rows` prints them (the user's own data, on their
    /// terminal).
    static func showLayout(lines: [LayoutLine], rows: [LayoutRow], page: Int, file: String) {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SUBSCAN_LAYOUT_JSON"] {
            // For scripts/layout-picture: the page's cells and rows as JSON (the user's own data).
            writeLayoutJSON(lines: lines, rows: rows, to: path + (page == 0 ? "" : ".\(page + 1)"))
        }
        if environment["SUBSCAN_OCR_DEBUG"] == "rows" {
            // The user's own data, on their terminal: how the page was cut into rows.
            var dump = "layout \(file) page \(page + 1): \(lines.count) lines, \(rows.count) rows\n"
            for line in lines {
                let cells = line.cells.map { c in
                    "[\(c.text)|\(c.kind == .text ? "t" : c.money != nil ? "$" : c.kind == .time ? "h" : "d") x\(c.left) c\(c.contrast) h\(c.height)\(c.ink?.isGreen == true ? " green" : "")]"
                }
                dump += "  \(line.top)-\(line.bottom) \(cells.joined(separator: " "))\n"
            }
            for row in rows {
                dump +=
                    "  row \(row.anchor.top): \(row.amount.text) role \(row.role) attached \(row.attached.map(\.text)) group \(String(describing: row.groupDate))"
                    + (row.descriptionColumn.map {
                        " name columns \($0)\(row.counterpartyLeft.map { " counterparty from \($0)" } ?? "") \(row.apartColumns)"
                            + (row.names?.checkNumbers == true ? " (check numbers)" : "")
                    } ?? "")
                    + "\n"
            }
            FileHandle.standardError.write(Data(dump.utf8))
        }
    }

    /// Writes `{"cells":[{kind,text,box}],"rows":[{amount:box,lines:[box]}]}` in the recognised
    /// image's pixels (scaled and bordered as Tesseract saw it).
    static func writeLayoutJSON(lines: [LayoutLine], rows: [LayoutRow], to path: String) {
        func box(_ l: Int, _ t: Int, _ r: Int, _ b: Int) -> [Int] { [l, t, r, b] }
        var cells: [[String: Any]] = []
        for line in lines {
            for c in line.cells {
                let kind = c.money != nil ? "money" : c.kind == .time ? "time" : c.isText ? "text" : "date"
                cells.append(["kind": kind, "text": c.text, "box": box(c.left, c.top, c.right, c.bottom)])
            }
        }
        let rowList: [[String: Any]] = rows.map { row in
            let all = [row.anchor] + row.attached
            return [
                "amount": box(row.amount.left, row.amount.top, row.amount.right, row.amount.bottom),
                "box": box(all.map(\.left).min()!, all.map(\.top).min()!, all.map(\.right).max()!, all.map(\.bottom).max()!),
            ]
        }
        if let data = try? JSONSerialization.data(withJSONObject: ["cells": cells, "rows": rowList], options: [.sortedKeys]) {
            _ = FileManager.default.createFile(atPath: path, contents: data)  // a debugging aid: nothing to report
        }
    }

    /// The page's text lines (for messages and for the text parser).
    public static func lines(of page: LayoutPage) -> [OCRLine] { LineBuilder.lines(from: page.words) }

    /// The lowest confidence among the cells that gave the row its amount, date and name.
    static func rowConfidence(_ row: LayoutRow) -> Float {
        var c = row.amount.confidence
        for cell in row.anchor.cells where cell.kind != .time && !isAvatar(cell, in: row.anchor) {
            c = min(c, cell.confidence)
        }
        return max(0, min(100, c))
    }

    // MARK: - Dates

    /// A row's date token and whether it came from a group header.
    typealias RowDate = (token: StatementTextParser.DateToken?, fromGroup: Bool)

    /// The row's date token and whether it came from a group header.
    /// The rows whose date breaks the page's order, newest or oldest first, between two neighbours
    /// that keep it: a misread day (`SEP 2` read as `SEP 20`, then placed a year back). The order
    /// is the page's when at least three steps between neighbouring rows follow it and at most
    /// a third as many go against it.
    static func outOfOrder(_ dates: [LocalDate]) -> Set<Int> {
        guard dates.count >= 4 else { return [] }
        var down = 0
        var up = 0
        for i in 1..<dates.count {
            if dates[i] < dates[i - 1] { down += 1 } else if dates[i] > dates[i - 1] { up += 1 }
        }
        let newestFirst: Bool
        if down >= 3 && up * 3 <= down {
            newestFirst = true
        } else if up >= 3 && down * 3 <= up {
            newestFirst = false
        } else {
            return []
        }
        var found = Set<Int>()
        for i in 1..<(dates.count - 1) {
            let (before, date, after) = (dates[i - 1], dates[i], dates[i + 1])
            if newestFirst {
                if before >= after && (date > before || date < after) { found.insert(i) }
            } else if before <= after && (date < before || date > after) {
                found.insert(i)
            }
        }
        return found
    }

    /// A line's cells without the row's sequence number (`12`, up to four digits) that opens it left
    /// of the date column.
    static func withoutSequenceNumber(_ cells: [LayoutCell], before column: ClosedRange<Int>?) -> ArraySlice<LayoutCell> {
        guard let first = cells.first, cells.count > 1, RowAssembler.isSequenceNumber(first),
            column.map({ first.right < $0.lowerBound }) ?? false
        else { return cells[...] }
        return cells.dropFirst()
    }

    /// Whether `text` opens as a numeric date does, four figures or fewer and a separator
    /// (`2024/10/`, `03-`, `15.`), whatever follows.
    static func opensWithDate(_ text: String) -> Bool {
        let figures = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...4).contains(figures.count), let mark = text.dropFirst(figures.count).first else { return false }
        return "/-.".contains(mark)
    }

    /// For rows whose sign nothing on the page gave (`guessed`: unsigned, under no money title;
    /// a scan garbled `Money out (£)  Money in (£)` past reading), the direction of the column each
    /// row's amount stands in, by index, where the running balance settled (`moved`) rows there
    /// one way only and rows of another column, right-aligned apart from it, the other way: three
    /// or more of those, one or more of these. Only rows the balance did not settle are given one.
    /// (Tuning seed 22 uk-current-02, Roboto Light: a salary, a refund and interest beside misread
    /// balances had been read as charges.)
    static func columnDirections(_ rows: [(amount: LayoutCell, guessed: Bool, moved: Int64?)]) -> [Int: Bool] {
        let settled = rows.filter { $0.guessed && ($0.moved ?? 0) != 0 }
        var result: [Int: Bool] = [:]
        for (i, row) in rows.enumerated() where row.guessed && row.moved == nil {
            let h = row.amount.height
            let same = settled.filter { abs($0.amount.right - row.amount.right) <= h }
            let apart = settled.filter { abs($0.amount.right - row.amount.right) > 3 * h }
            let goesIn = { (r: (amount: LayoutCell, guessed: Bool, moved: Int64?)) in (r.moved ?? 0) > 0 }
            guard let incoming = same.first.map(goesIn), same.allSatisfy({ goesIn($0) == incoming }),
                apart.count >= 3, apart.allSatisfy({ goesIn($0) != incoming })
            else { continue }
            result[i] = incoming
        }
        return result
    }

    /// Where the rows' own date cells stand (the median left and right edges), when at least
    /// three rows print one on their line left of the amount.
    static func dateColumn(_ rows: [LayoutRow]) -> ClosedRange<Int>? {
        let cells = rows.compactMap { row in row.anchor.cells.first { $0.isDate && $0.right < row.amount.left } }
        guard cells.count >= 3, let left = cells.map(\.left).median, let right = cells.map(\.right).median else { return nil }
        return left <= right ? left...right : nil
    }

    /// The row's date is a cell of its own line, left of the amount, or stacked in a left column.
    static func datedInColumn(_ row: LayoutRow) -> Bool {
        row.anchor.cells.contains { $0.isDate && $0.left < row.amount.left } || stackedDate(row) != nil
    }

    static func rowDate(_ row: LayoutRow) -> RowDate {
        // A date cell on the row's line: under the header's transaction-date title when a posting
        // date's comes first (`Post Date  Tran Date`), else the left-most (a transaction date
        // before a posting date).
        if let at = row.transactionDateAt {
            let dates = row.anchor.cells.filter { $0.isDate && $0.left < row.amount.left }
            if dates.count >= 2, let cell = dates.min(by: { abs(($0.left + $0.right) / 2 - at) < abs(($1.left + $1.right) / 2 - at) }),
                case .date(let token) = cell.kind
            {
                return (token, false)
            }
        }
        for cell in row.anchor.cells where cell.left < row.amount.left {
            if case .date(let token) = cell.kind { return (token, false) }
        }
        // A text cell that starts with a date ("Oct 3 · Pending", "10月3日 14:22"); under the row,
        // after up to three characters of icon debris ("国史 ”4月23 日11:44").
        for (n, line) in ([row.anchor] + row.attached).enumerated() {
            for cell in line.cells {
                if case .date(let token) = cell.kind { return (token, false) }
                guard cell.isText else { continue }
                if let token = leadingDateWithNoise(cell.text) {
                    // a weekday alone (`Tuesday`) dates a row only on a line of its own under it:
                    // on the row's line it is the first word of a name (`Sunday Riley`)
                    if case .weekday = token, n == 0 || line.cells.count > 1 { continue }
                    return (token, false)
                }
                // A grey line under the name that gives a category, then the day: `交通出行 | 07-22 15:17`,
                // `Groceries · Oct 3`.
                if n > 0, let bar = cell.text.lastIndex(where: { "|｜·•".contains($0) }) {
                    let after = String(cell.text[cell.text.index(after: bar)...])
                    if let token = leadingDateWithNoise(after) {
                        if case .weekday = token { continue }
                        return (token, false)
                    }
                    if let token = dayGluedToTime(after, alone: true) { return (token, false) }
                }
                // The day and the time under the name with their dash and space lost (`081815:51`)
                if n > 0, let token = dayGluedToTime(cell.text, alone: false) { return (token, false) }
                // Or the kind of payment, then the day, their dot lost or read as a colon:
                // `Automatic Payment Sep 28`, `Payment: Aug 18`.
                // Only a line of its own under an app's row: in a table, or beside other cells
                // (`Card Balance   Payment Due Oct 28`), a date at the end of words is something else.
                if n > 0, line.cells.count == 1, row.descriptionColumn == nil, let token = trailingDate(cell.text) {
                    return (token, false)
                }
                // Behind debris only a date that cannot be a stray number: a full date, a Chinese one,
                // or a day with its time (`行O7-28 20:50`, the end of a category before it).
                if n > 0,
                    let start = cell.text.indices.first(where: { i in
                        let c = cell.text[i]
                        if c.isNumber { return true }
                        let next = cell.text.index(after: i)
                        return (c == "O" || c == "o") && next < cell.text.endIndex && cell.text[next].isNumber
                    }),
                    cell.text.distance(from: cell.text.startIndex, to: start) <= 3
                {
                    if let token = leadingDateWithNoise(String(cell.text[start...])) {
                        if case .full = token { return (token, false) }
                        if cell.text.contains("月") { return (token, false) }
                    }
                    if start > cell.text.startIndex, let token = dayGluedToTime(String(cell.text[start...]), alone: false) {
                        return (token, false)
                    }
                }
                // A month whose figure was misread (`]月31日 08:55` for `1月31日` in a bill
                // under `2026年1月`): the month header above the row says which month, the day is read.
                if n > 0, let token = monthFromHeader(cell.text, period: row.period) { return (token, false) }
            }
        }
        if let stacked = stackedDate(row) { return (stacked.token, false) }
        return (row.groupDate, true)
    }

    /// A day (`MM-DD`) and a clock time under an app's row, as a small dark copy reads them with the
    /// dash or the space lost: `081815:51`, `08.2019:45`, `0813 0812`, `O7-28 21:17` (an O for the
    /// zero). The month and the day must make a date and the time a time; `alone`: after a
    /// category's bar (`餐饮美食 | 0813`, the time read as another cell) four digits alone are taken too.
    /// Returned as a numeric date, so the page's own order of month and day decides.
    static func dayGluedToTime(_ raw: String, alone: Bool) -> StatementTextParser.DateToken? {
        var text = Substring(raw).drop { $0 == " " }
        if let first = text.first, first == "O" || first == "o", let next = text.dropFirst().first, next.isASCII, next.isNumber {
            text = "0" + text.dropFirst()
        }
        // the two digits at `i` of `c` as a number
        func pair(_ c: [Character], _ i: Int) -> Int? {
            guard i + 1 < c.count, c[i].isASCII, c[i].isNumber, c[i + 1].isASCII, c[i + 1].isNumber else { return nil }
            return Int(String(c[i...(i + 1)]))
        }
        func isTime(_ c: [Character], hour: Int, minute: Int) -> Bool {
            (pair(c, hour).map { $0 <= 23 } ?? false) && (pair(c, minute).map { $0 <= 59 } ?? false)
        }
        func day(_ c: [Character], month: Int, day: Int) -> StatementTextParser.DateToken? {
            guard let m = pair(c, month), let d = pair(c, day), (1...12).contains(m), (1...31).contains(d) else { return nil }
            return .numeric(m, d, year: nil)
        }
        var words = text.split(separator: " ")
        guard let first = words.first else { return nil }
        // after a category's bar, the bar read twice (`|10803 07:15`): a `1` before the day's four digits
        if alone, words.count == 2, first.count == 5, first.hasPrefix("1"), first.allSatisfy({ $0.isASCII && $0.isNumber }) {
            words[0] = first.dropFirst()
        }
        let chars = Array(words[0])
        // `081815:51`: four digits of the day, the hour, a colon, the minutes
        if chars.count == 9, chars[6] == ":", isTime(chars, hour: 4, minute: 7) { return day(chars, month: 0, day: 2) }
        // `08.2019:45`, `08-2019:45`: the day's own mark kept, the space before the hour lost
        if chars.count == 10, ".-/".contains(chars[2]), chars[7] == ":", isTime(chars, hour: 5, minute: 8) {
            return day(chars, month: 0, day: 3)
        }
        // `0813 0812`, `0813 08:12`, `07-28 21:17` after an O: the day's four digits (or with their dash), then a time
        let dayAt = chars.count == 4 ? 2 : chars.count == 5 && "-/.".contains(chars[2]) ? 3 : nil
        guard let dayAt else { return nil }
        if words.count >= 2 {
            let t = Array(words[1])
            let timed =
                t.count == 4 && isTime(t, hour: 0, minute: 2) || t.count == 5 && ":.".contains(t[2]) && isTime(t, hour: 0, minute: 3)
            guard timed, words.count == 2 else { return nil }
            return day(chars, month: 0, day: dayAt)
        }
        return alone && chars.count == 4 ? day(chars, month: 0, day: dayAt) : nil
    }

    /// `?月DD日` (one or two glyphs a `1` is misread as, then 月, a day, 日 or 号) under the header
    /// of a month written with ones (1, 10, 11, 12): the header's month and the day read (`]月31日`,
    /// `1]月27日` under `2026年1月`). Nil without a header of one month, or when the day is not in it.
    static func monthFromHeader(_ text: String, period: ClosedRange<LocalDate>?) -> StatementTextParser.DateToken? {
        guard let period, period.lowerBound.year == period.upperBound.year, period.lowerBound.month == period.upperBound.month,
            let mark = text.firstIndex(of: "月")
        else { return nil }
        let glyphs = text[..<mark]
        // (only the glyphs a `1` is misread as, and a month written with ones: a `2` or a `5` lost
        // is not taken from a header, which may be the wrong one when the right one went unread)
        let month = String(period.lowerBound.month)
        guard (1...2).contains(glyphs.count), glyphs.allSatisfy({ "]|[lIi!J1".contains($0) }), glyphs.contains(where: { $0 != "1" }),
            month.contains("1"), glyphs.filter({ $0 == "1" }).count < month.count || month == "1" && glyphs.count == 2
        else { return nil }
        let rest = text[text.index(after: mark)...].drop { $0 == " " }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count), let day = Int(digits),
            let after = rest.dropFirst(digits.count).first, after == "日" || after == "号",
            LocalDate(year: period.lowerBound.year, month: period.lowerBound.month, day: day) != nil
        else { return nil }
        return .monthDay(month: period.lowerBound.month, day: day)
    }

    /// A word of a counterparty's cell without the account number in it: nil for the number alone,
    /// the name for `number/name`, for a Chinese name with the number glued after it, and for one
    /// with the number glued before it (`6217807241960531哔哩哔哩`, a scan's lost slash).
    static func withoutAccountNumber(_ word: Substring) -> String? {
        let text = String(word)
        if isAccountNumber(text) { return nil }
        if let slash = text.firstIndex(of: "/"), isAccountNumber(String(text[..<slash])) {
            let name = text[text.index(after: slash)...]
            return name.isEmpty ? nil : String(name)
        }
        // (an account's characters: digits and mask stars)
        let figure = { (c: Character) in c == "*" || c.isASCII && c.isNumber }
        let leading = text.prefix(while: figure)
        let after = text.dropFirst(leading.count)
        if let first = after.first, TextClass.isHan(first.unicodeScalars.first!), isAccountNumber(String(leading)) {
            return String(after)
        }
        let digits = text.reversed().prefix(while: figure)
        let name = text.dropLast(digits.count)
        if let last = name.last, TextClass.containsHan(String(last)), isAccountNumber(String(digits.reversed())) {
            return String(name)
        }
        return text
    }

    /// An account or card number, masked or not (`9681******6143`, `6222021234567890123`): ten or
    /// more digits and mask stars, at least four digits, nothing else.
    static func isAccountNumber(_ text: String) -> Bool {
        if text.count >= 10 && text.allSatisfy({ $0 == "*" || $0.isASCII && $0.isNumber }) && text.filter(\.isNumber).count >= 4 {
            return true
        }
        // As a scan reads a masked one: its asterisks as `w`, `v`, `e`, `x` or quotes
        // (`0980*wwwwwww3851`, `4389wewewwes2396、`, `9752*######2878`), a character of debris before
        // it (`到24wewewe6118`).
        var core = Substring(text)
        while let last = core.last, "、，,.。".contains(last) { core = core.dropLast() }
        if let first = core.first, !first.isASCII { core = core.dropFirst() }
        let mask = Set("*#wvexsWVXS\"'`·")
        let digits = core.filter { $0.isASCII && $0.isNumber }.count
        let masked = core.filter { mask.contains($0) }.count
        return core.count >= 10 && digits >= 6 && masked >= 3 && digits + masked == core.count
            && core.first!.isNumber && core.last!.isNumber
    }

    /// Rows dated by a clock time alone, above every dated row, on a page that dates its other rows
    /// relatively (`Yesterday`, `Tuesday`) and has no day headers: today's rows, as wallet and
    /// messaging apps print them (a time for today, then Yesterday, a weekday, a date).
    static func todayByTime(_ rows: [LayoutRow], _ dates: [RowDate]) -> [RowDate] {
        guard rows.allSatisfy({ $0.groupDate == nil }),
            let firstDated = dates.firstIndex(where: { $0.token != nil && !$0.fromGroup }),
            dates.contains(where: { d in
                switch d.token {
                case .relative(let days)?: return days < 0
                case .weekday?: return true
                default: return false
                }
            })
        else { return dates }
        var out = dates
        for i in 0..<firstDated where dates[i].token == nil {
            let timed = ([rows[i].anchor] + rows[i].attached).contains { line in line.cells.contains { $0.kind == .time } }
            if timed { out[i] = (.relative(days: 0), false) }
        }
        return out
    }

    /// A date stacked in a left column: the row's first cell (`5`, `MAR`) and the cell under or
    /// over it in the same column (`Apr`, `18`). Returns the date and the row's cell it used.
    static func stackedDate(_ row: LayoutRow) -> (token: StatementTextParser.DateToken, cell: Int)? {
        guard row.anchor.cells.count >= 2, let first = row.anchor.cells.first, first.isText, first.text.count <= 5 else {
            return stackedDateBeside(row)
        }
        let others = row.attached.sorted { abs($0.top - row.anchor.top) < abs($1.top - row.anchor.top) }
        for line in others {
            guard
                let partner = line.cells.first(where: {
                    let centre = ($0.left + $0.right) / 2
                    return centre >= first.left - first.height && centre <= first.right + first.height
                }), partner.text.count <= 5
            else { continue }
            let (upper, lower) = line.top < row.anchor.top ? (partner, first) : (first, partner)
            for text in ["\(upper.text) \(lower.text)", "\(lower.text) \(upper.text)"] {
                if let token = StatementTextParser.groupHeader(text) { return (token, 0) }
            }
        }
        return nil
    }

    /// A stacked date wholly left of the row's line, on two lines of their own attached to it: the
    /// day large over the month (`4` over `Nov   Debit card *5718`), both left of the name. The
    /// cell index returned is -1: no cell of the row's line is part of it.
    static func stackedDateBeside(_ row: LayoutRow) -> (token: StatementTextParser.DateToken, cell: Int)? {
        guard let name = row.anchor.cells.first, name.isText else { return nil }
        let lefts = row.attached.compactMap { line -> LayoutCell? in
            guard let c = line.cells.first, c.isText, c.text.count <= 5, c.right < name.left else { return nil }
            return c
        }
        for (i, a) in lefts.enumerated() {
            for b in lefts[(i + 1)...] {
                let (ca, cb) = ((a.left + a.right) / 2, (b.left + b.right) / 2)
                guard abs(ca - cb) <= max(a.height, b.height) else { continue }
                let (upper, lower) = a.top < b.top ? (a, b) : (b, a)
                for text in ["\(upper.text) \(lower.text)", "\(lower.text) \(upper.text)"] {
                    if let token = StatementTextParser.groupHeader(text) { return (token, -1) }
                }
            }
        }
        return nil
    }

    /// A date at the start of a cell followed only by a time, a status or separators.
    /// A date that ends a line of words (`Automatic Payment Sep 28`, `Payment: Aug 18, 2025`,
    /// `Purchase -May 4`): its last one to three words and nothing else, after at least one word
    /// with a letter.
    static func trailingDate(_ text: String) -> StatementTextParser.DateToken? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == ":" })
        guard words.count >= 2 else { return nil }
        for count in stride(from: min(3, words.count - 1), through: 1, by: -1) {
            let head = words.dropLast(count)
            guard head.contains(where: { $0.contains(where: \.isLetter) }) else { continue }
            // the dot before the day read as a dash or a guillemet glued to it (`Automatic Payment
            // -May 4`, `Purchase «Sep 16` on a dark 1x page)
            let tail = words.suffix(count).joined(separator: " ").drop { "-–—·•|«»‹›".contains($0) }
            let (token, rest) = StatementTextParser.leadingDate(String(tail))
            guard let token, rest.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            switch token {
            case .full, .monthDay, .numeric: return token
            case .relative, .weekday: continue
            }
        }
        return nil
    }

    /// Labels a Chinese bank app prints before a row's day.
    static let dateLabels = ["交易日期", "记账日期", "入账日期", "交易时间", "交易日", "记账日", "入账日", "消费日", "交易", "记账"]

    /// The last digits of the card a row was paid with, as apps print them beside its day:
    /// `尾号5179`, `(5179)`, `••5179`; after `尾号` a digit or the label's first character may be
    /// misread (`尾号43录`, `屁号4347`).
    static func isCardTail(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        if (5...6).contains(scalars.count), scalars[1] == "号", TextClass.isHan(scalars[0]) {
            let tail = scalars[2...]
            let digits = tail.filter { ("0"..."9").contains($0) }.count
            if digits == 4 && tail.count == 4
                || digits >= 2 && word.hasPrefix("尾号") && tail.allSatisfy({ $0.isASCII || TextClass.isHan($0) })
            {
                return true
            }
        }
        var core = Substring(word)
        for prefix in ["尾号", "卡尾号", "(", "（", "••••", "••", "··", "**", "*"] where core.hasPrefix(prefix) {
            core = core.dropFirst(prefix.count)
            break
        }
        if let last = core.last, last == ")" || last == "）" { core = core.dropLast() }
        return core.count == 4 && core.allSatisfy { $0.isASCII && $0.isNumber } && core.count < word.count
    }

    static func leadingDateWithNoise(_ text: String) -> StatementTextParser.DateToken? {
        // A Chinese card app labels the day (`交易日 12-18`, `记账日12-19`).
        var text = Substring(text)
        if let label = dateLabels.first(where: { text.hasPrefix($0) }) {
            text = text.dropFirst(label.count).drop { $0 == " " || $0 == ":" || $0 == "：" }
            // After the label, four digits are the day with its hyphen lost in a small or blurred
            // copy (`交易日0423` for `交易日 04-23`), when they make a month and a day.
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            let day = digits.prefix(2) + "-" + digits.suffix(2)
            if digits.count == 4, LayoutCell.isNumericMonthDay(String(day)) { text = Substring(day + text.dropFirst(4)) }
        }
        let (token, rest) = StatementTextParser.leadingDate(String(text))
        guard let token else { return nil }
        let words = rest.split(whereSeparator: { $0.isWhitespace || "·•|,-–.".contains($0) }).map(String.init)
        let noise = words.allSatisfy { w in
            LayoutCell.isTime(w) || StatementTextParser.isNoise(w) || ["am", "pm", "pending", "pendiente"].contains(w.lowercased())
                || isCardTail(w)
        }
        // "10月3日 14:22" and "Oct 3 · Pending" are dates; "03/10 NETFLIX" is a date cell glued to a
        // description, split by `PageLayout` already, so text after the date means it is not one.
        return noise || words.count <= 2 && words.allSatisfy({ StatementTextParser.isNoise($0) || LayoutCell.isTime($0) }) ? token : nil
    }

    // MARK: - Descriptions

    /// A column of short capital codes before the names (a UK statement's `DD`, `DEB`, `FPI`, `SO`)
    /// is not part of the names. Found when most rows have such a cell, at the same place, followed
    /// by another text cell; those cells are dropped from the rows' lines.
    static func withoutCodeColumn(_ rows: [LayoutRow]) -> [LayoutRow] {
        guard rows.count >= 3 else { return rows }
        let h = rows[0].amount.height
        /// The row's code cell: its first text cell (a speck's cell of marks passed over) with text
        /// after it, two to four capitals and no month; once the column is found (`at`), a code a
        /// scan read in lower case (`so` for `SO`) where the codes stand is one too.
        func codeCell(_ row: LayoutRow, at column: Int? = nil) -> Int? {
            let cells = row.anchor.cells
            guard
                let i = cells.indices.first(where: {
                    cells[$0].isText && $0 + 1 < cells.count && cells[$0 + 1].isText && !cells[$0].isMarks
                }),
                case let t = cells[i].text, (2...4).contains(t.count), DateParser.monthNames[t.lowercased()] == nil
            else { return nil }
            guard let column else { return t.allSatisfy({ $0.isUppercase && $0.isASCII }) ? i : nil }
            return abs(cells[i].left - column) <= 2 * h && t.allSatisfy({ $0.isASCII && $0.isLetter }) ? i : nil
        }
        let found = rows.compactMap { row in codeCell(row).map { row.anchor.cells[$0].left } }
        guard found.count * 10 >= rows.count * 6, let first = found.first else { return rows }
        guard found.allSatisfy({ abs($0 - first) <= 2 * h }) else { return rows }
        return rows.map { row in
            guard let i = codeCell(row) ?? codeCell(row, at: first) else { return row }
            var copy = row
            copy.anchor.cells.remove(at: i)
            return copy
        }
    }

    /// Sets under `row` (a page's last) those of `lines` (`AssembledPage.runOverLines` of the next
    /// page) that start where one of its name cells does (within a line's height: the same column;
    /// not a speck between them and the next row, `二`), as its own lines. Returns the tops they had.
    static func runOn(_ row: inout LayoutRow, with lines: [LayoutLine]) -> Set<Int> {
        let names = row.anchor.cells.filter(\.isText)
        let going = lines.filter { line in names.contains { abs($0.left - line.left) <= max(line.height, $0.height) } }
        var bottom = ([row.anchor] + row.attached).map(\.bottom).max() ?? row.anchor.bottom
        for line in going {
            let moved = line.moved(down: bottom + line.height / 3 - line.top)
            row.attached.append(moved)
            bottom = moved.bottom
        }
        return Set(going.map(\.top))
    }

    /// Whether the row's table prints its description column right of the money.
    static func isMoneyFirst(_ row: LayoutRow) -> Bool {
        guard let column = row.descriptionColumn else { return false }
        return column.lowerBound >= row.amount.right
    }

    /// Where the description column starts: the left of the first text cell on the row's line that
    /// is not a date.
    static func descriptionLeft(_ row: LayoutRow) -> Int {
        let skip = stackedDate(row)?.cell
        return row.anchor.cells.enumerated().first { $0.offset != skip && $0.element.isText && !isAvatar($0.element, in: row.anchor) }?
            .element.left ?? row.amount.left
    }

    /// Avatar initials: one to three capitals in a cell of their own at the start of the line,
    /// or letters on a coloured badge (a background unlike the page's).
    static func isAvatar(_ cell: LayoutCell, in line: LayoutLine) -> Bool {
        guard cell.left == line.left, line.cells.count >= 2, line.cells[1].isText || line.cells.count >= 3 else { return false }
        let letters = cell.text.filter { !$0.isWhitespace }
        if letters.count <= 3 && letters.allSatisfy({ $0.isUppercase || !$0.isLetter && !$0.isNumber }) { return true }
        // a disc read with its letters as one word, as tall as the two lines beside it (`cco` for
        // `CC` on a dark page, 78 px beside a 37 px name)
        if letters.count <= 3, letters.allSatisfy(\.isLetter), line.cells[1].isText, cell.height * 10 >= line.cells[1].height * 17 {
            return true
        }
        return letters.count <= 2 && !letters.contains(where: \.isNumber)
    }

    /// Avatar initials at the start of the amount's line whose name is on a line of its own
    /// (`UB` beside `-€13.43`, `Uber` above them): the first letters of that name, or of its words,
    /// the name's words taken across cells (`Pret` `A Manger` for `PA`: a wide space split it).
    /// The disc's edge read as a bar or a dot around them (`| BB.`) is not part of them.
    static func isInitials(_ cell: LayoutCell, ofNameIn row: LayoutRow) -> Bool {
        let noise: Set<Character> = ["|", ".", ",", ":", ";", "'", " "]
        let letters = cell.text.filter { !noise.contains($0) }
        // one case throughout (`cc` for `CC` at a small size)
        guard cell.text.allSatisfy({ $0.isLetter || noise.contains($0) }),
            letters.allSatisfy(\.isUppercase) || letters.allSatisfy(\.isLowercase)
        else { return false }
        let t = letters.uppercased()
        guard (1...3).contains(t.count), cell.left == row.anchor.left else { return false }
        return row.attached.contains { line in
            let name = line.cells.filter(\.isText).map(\.text).joined(separator: " ")
            guard name.count > t.count else { return false }
            return name.uppercased().hasPrefix(t) || initials(name.split(separator: " "), count: t.count) == t
        }
    }

    /// The text a person reads as the row's name: its description, and the counterparty printed in
    /// a column of its own (`对方户名`; empty when there is none). `fills`: whether a cell's line
    /// reaches as far right as its column's text goes on the page (a line wrapped because it was full).
    static func rowDescription(_ row: LayoutRow, fills: (LayoutCell) -> Bool) -> (description: String, counterparty: String) {
        if let names = row.names, names.checkNumbers { return (checkName(row, in: names.span), "") }
        // A cell run across the summary and counterparty columns, or on into the next column, is two.
        let row = cutAtNameColumns(row)
        // Apps draw avatars; a statement table does not: a short word in its description column
        // (`代扣`, `消费` on a row whose date is printed once a day) is the name's.
        func isAvatar(_ cell: LayoutCell, in line: LayoutLine) -> Bool {
            Self.isAvatar(cell, in: line) && !(row.descriptionColumn?.contains(cell.left) ?? false)
        }
        var parts: [String] = []
        var nameLefts: [Int] = []  // where the name's cells start (a summary and a counterparty column)
        var lastCells: [LayoutCell] = []  // each part's last cell (its wrapped lines' last)
        var main: LayoutCell? = nil
        let skip = stackedDate(row)?.cell
        // Text left of the row's date, when there is text right of it too, is a sidebar or a menu
        // beside the table (`Documents   26 Feb 2026   Uber`), not the name. (Not text under the
        // table's description title: a summary left of the date, `网上支付  人民币  20250112`, is the
        // name whatever a scan's speck beside the date was read as, `全`.)
        let cells = row.anchor.cells
        var start = 0
        if let date = cells.firstIndex(where: \.isDate), date > 0,
            cells[(date + 1)...].contains(where: { $0.isText && $0.right <= row.amount.left }),
            !cells[..<date].contains(where: { $0.isText && row.descriptionColumn?.contains($0.left) == true })
        {
            start = date + 1
        }
        // A table that prints the money first (`日期  金额  余额  交易摘要  对方户名`, Chinese banks' own
        // exports) has its description column right of the amount.
        let moneyFirst = isMoneyFirst(row)
        // (A name that runs on past where the money starts is the name's when the money stands on a
        // line of its own under it: `ACME PAYROLL DES:PAYMENT ID:7967519 … PPD` over `1,542.74`.)
        for (index, cell) in cells.enumerated()
        where index >= start && cell.isText
            && (moneyFirst || cell.right <= row.amount.left + row.amount.height || row.inApartColumn(lettersLeft(cell))
                || cell.left < row.amount.left && cell.bottom <= row.amount.top)
        {
            if index == skip || isAvatar(cell, in: row.anchor) || isInitials(cell, ofNameIn: row) || typeWord(at: index, in: cells) != nil {
                continue
            }
            // In a table's description column, the cell is the description: `CARD PAYMENT` over
            // `Zalando SE Berlin` is how a bank names the booking, not an app's grey label; and so is
            // a wrapped name's last line (`TRANSFER FROM A/C 20-45-77 43871265` over `SAVINGS`).
            let inColumn = row.descriptionColumn?.contains(cell.left) ?? false
            if isSecondaryText(cell.text) && !(inColumn && cell.text.contains(where: \.isLetter)) {
                // a category word between two words of the name is one of them (`TFL  TRAVEL  CH`)
                let next = index + 1 < cells.count ? cells[index + 1] : nil
                let inside =
                    !parts.isEmpty && StatementTextParser.subLineLabels.contains(cell.text.lowercased())
                    && next.map { $0.isText && !isSecondaryText($0.text) && $0.right <= row.amount.left } ?? false
                if !inside { continue }
            }
            // (The column ends halfway to the next title, for text set under that title in any
            // alignment; a name's word set a little apart past there, before the next title, goes on
            // with it: a scan reads `WWW.DOORDASH.  CA` as two cells.)
            // (A cell is placed by where its letters start: a quote speck before them may stand left
            // of their column, `”水电燃气-燃气费` left of its memo column's, `”快捷支付` inside the
            // summary's column before the channel's.)
            let lettersAt = lettersLeft(cell)
            // (Not past where the next column's text starts: `end`, and each set-apart column's.)
            let runsOn =
                lastCells.last.map { last in
                    cell.left > last.right && cell.left - last.right <= last.height * 2 && cell.top < last.bottom && last.top < cell.bottom
                        && !(row.names?.apartEnds ?? []).contains { $0 > last.left && $0 <= lettersAt }
                } ?? false
                && lettersAt < row.nameEnd ?? Int.max
            // (A cell of words set across the column's left edge, on a line with nothing else in the
            // column, is the name run on from the column before: `CASH WITHDRAWAL CASH LNK 0412` from
            // a Type column, set in a wide face. A figure is not: a scanned row's serial number, its
            // box widened by a speck, beside a summary OCR lost.)
            let crosses = { (column: ClosedRange<Int>) in
                cell.left < column.lowerBound && cell.right >= column.lowerBound + cell.height
                    && cell.text.contains(where: \.isLetter)
                    && !cells.contains { $0.isText && column.contains($0.left) && $0.right <= row.amount.left }
            }
            if let column = row.descriptionColumn, !column.contains(lettersAt) && !row.inApartColumn(lettersAt) && !runsOn,
                !crosses(column)
            {
                continue
            }
            parts.append(cell.text)
            nameLefts.append(lettersAt)
            lastCells.append(cell)
            if main == nil { main = cell }
        }
        // A row set over several lines (its money on the last) has its lines' cells in reading
        // order: under a summary and a counterparty column, the summary's come first.
        if let cut = row.counterpartyLeft, parts.count > 2 {
            let order = parts.indices.filter { nameLefts[$0] < cut } + parts.indices.filter { nameLefts[$0] >= cut }
            parts = order.map { parts[$0] }
            nameLefts = order.map { nameLefts[$0] }
            lastCells = order.map { lastCells[$0] }
        }
        // Name columns set apart (before or after the summary's) come after the summary, left to right,
        // and before a counterparty column beside the summary: the merchant or memo says what the
        // booking was, the counterparty's legal name who was paid (`退货 支付宝-退款 支付宝（中国）…`).
        if !row.apartColumns.isEmpty, parts.count > 1 {
            let apart = parts.indices.filter { row.inApartColumn(nameLefts[$0]) }
            let own = parts.indices.filter { !row.inApartColumn(nameLefts[$0]) }
            let cut = row.counterpartyLeft ?? Int.max
            let order = own.filter { nameLefts[$0] < cut } + apart + own.filter { nameLefts[$0] >= cut }
            parts = order.map { parts[$0] }
            nameLefts = order.map { nameLefts[$0] }
            lastCells = order.map { lastCells[$0] }
        }
        if parts.isEmpty {
            // The amount stands alone: the strongest text line attached is the name.
            // Every name cell of that line: a Chinese name can be cut in two at a dropped hyphen.
            let candidates = row.attached.compactMap { line -> [LayoutCell]? in
                let cells = line.cells.filter {
                    $0.isText && !isSecondaryText($0.text) && !isAvatar($0, in: line) && leadingDateWithNoise($0.text) == nil
                }
                return cells.isEmpty ? nil : cells
            }
            // (In a table's description column, the first line under the money: its name, printed
            // there over the lines that go on with it.)
            let listed = row.descriptionColumn.flatMap { column in
                candidates.first { $0[0].top > row.anchor.top && column.contains($0[0].left) }
            }
            guard
                let best = listed
                    ?? candidates.max(by: { $0[0].contrast * 100 + $0[0].height < $1[0].contrast * 100 + $1[0].height })
            else {
                return ("", "")
            }
            let strong = best.filter { $0.contrast * 10 >= best[0].contrast * 8 }
            parts.append(contentsOf: strong.map(\.text))
            lastCells.append(contentsOf: strong)
            main = best[0]
        }
        // A wrapped name continues on the next line in the same type, starting where it starts.
        if let main {
            var previousBottom = main.bottom
            // The name's type: its boldest cell (`Rent` beside `Oakwood Apts` can be measured faint).
            let nameContrast = max(main.contrast, lastCells.map(\.contrast).max() ?? 0)
            for attached in row.attached where attached.top >= main.bottom - main.height / 2 {
                // (a scan's speck in the page's margin, ending before the row starts, read as a word
                // before a wrapped line: `Boe` at 27 px before `RENT FLAT 2`, the row's dates at 193)
                var line = attached
                let margin = attached.cells.prefix { $0.right < row.anchor.left }.count
                if margin > 0, margin < attached.cells.count { line.cells.removeFirst(margin) }
                // (a line of the description column may open with a date, words after it: `11/01/25
                // through 11/30/25` under `Annual Percentage Yield Earned 0.10% from`)
                let datedWords =
                    line.cells.count > 1 && line.cells.first.map { $0.isDate && row.descriptionColumn?.contains($0.left) == true } == true
                    && line.cells.dropFirst().allSatisfy(\.isText) && leadingDateWithNoise(line.text) == nil
                guard let first = line.cells.first(where: { !isAvatar($0, in: line) }), first.isText || datedWords,
                    line.cells.count == 1 || line.cells.allSatisfy({ $0.isText }) || datedWords
                else { break }
                // A scan's speck between the name and its wrapped line (`Lo.`, 10 px tall in 24 px
                // type, under the name's end) is passed over, not taken for the end of the name.
                if line.cells.allSatisfy({ $0.height * 2 < main.height && $0.text.count <= 3 }) { continue }
                // (nor one short of the name's type, away from where the name starts: `o`, 14 px
                // tall in 24 px type, 760 px right of it, over `Debit Mastercard 6150 …`)
                if line.cells.allSatisfy({ c in
                    c.height * 10 < main.height * 7 && c.text.count <= 3 && c.left - main.left > main.height * 4
                }) {
                    continue
                }
                // Each of its cells starts where a cell of the name starts (the summary's or the
                // counterparty's column wraps: `杭州网易云音乐科技有` over `限公司`).
                let tolerance = max(main.height, 6)
                let underColumns =
                    nameLefts.count > 1 && line.cells.allSatisfy { c in nameLefts.contains { abs(c.left - $0) <= tolerance } }
                // (from where its letters start: a speck read as a mark before them widens its box,
                // or the name's: `"DIRECT DEBIT EE LIMITED` over `REF Q20841977`)
                // In a statement table's description column any type goes: a bank prints a foreign
                // purchase's amount and rate under it in grey (`EUR 30.13 @ 1.1514`), part of the entry.
                let inTable = row.descriptionColumn?.contains(first.left) ?? false
                // (there, a wrapped line of figures a speck glued a mark before, `“1412658033` under
                // `UPI/…/WEB ID:` with its box 54 px further left: its figures may start anywhere in
                // the word's first half, as a marked word's letters may)
                let aligned =
                    first.starts(at: main.left, tolerance: tolerance, figures: inTable) || main.starts(at: first.left, tolerance: tolerance)
                    || underColumns
                let sameType =
                    inTable
                    || first.contrast * 10 >= nameContrast * 8 && first.height * 10 >= main.height * 8
                        && first.height * 10 <= main.height * 12
                let close = line.top - previousBottom < main.height
                // (a label's word in a table's description column is the name's last word wrapped:
                // `PLANET FITNESS CLUB` over `FEES`)
                let label =
                    inTable
                    && StatementTextParser.subLineLabels.contains(first.text.lowercased().split(separator: " ").joined(separator: " "))
                guard aligned, sameType, close,
                    datedWords || (!isSecondaryText(first.text) || label) && leadingDateWithNoise(first.text) == nil
                else {
                    break
                }
                if let ink = first.ink, let mainInk = main.ink, ink.isGreen != mainInk.isGreen { break }
                // (a wrapped name a scan cut in two where its hyphen was lost, `财付 通` `滴滴出 行` under
                // `快捷支付`: the second half, in the description's column before the counterparty's, goes on too)
                let halves =
                    inTable && !underColumns
                    ? line.cells.drop { isAvatar($0, in: line) }.dropFirst().filter { c in
                        c.isText && row.descriptionColumn?.contains(c.left) == true && !row.inApartColumn(c.left)
                            && row.counterpartyLeft.map { c.left < $0 } ?? true
                    } : []
                for cell in underColumns ? line.cells : [first] + halves {
                    // Under a summary and a counterparty column, each column's text goes on in its own
                    // column: the wrapped summary before the counterparty beside it. Otherwise (cells a
                    // wide gap split, `AMAZON MKTPLACE` `PMTS`) the lines are read in order.
                    // (the last of that column's parts: a first line a scan cut in two, `国` `网上海市电力公`,
                    // goes on after its second, not after the one whose start is nearest, `国司网…`)
                    let nearest = nameLefts.indices.min { abs(nameLefts[$0] - cell.left) < abs(nameLefts[$1] - cell.left) } ?? 0
                    let column =
                        row.counterpartyLeft == nil && row.apartColumns.isEmpty
                        ? parts.count - 1
                        : nameLefts.indices.last { sameNameColumn(nameLefts[$0], nameLefts[nearest], in: row) } ?? nearest
                    // (without the quote a speck was read as before a wrapped line, `“1412658033`)
                    let quoted = cell.text.prefix(while: LayoutCell.quotes.contains).count
                    let text = quoted > 0 && quoted < cell.text.count ? String(cell.text.dropFirst(quoted)) : cell.text
                    // Chinese wraps mid-word (`深圳市腾讯计算机系统有限公` over `司`): no space between the
                    // halves. A line that stops short of where its column's text reaches was broken
                    // at a space or ends a field of its own (`快捷支付` over `京东支付-京东PLUS会员`,
                    // `转账存入 手机银行转入` over `李明`): a space.
                    if parts.indices.contains(column), let end = parts[column].last, let start = text.first,
                        TextClass.containsHan(String(end)),
                        TextClass.containsHan(String(start)),
                        !lastCells.indices.contains(column) || fills(lastCells[column])
                    {
                        parts[column] += text
                    } else if parts.indices.contains(column) {
                        parts[column] += " " + text
                    } else {
                        parts.append(text)
                        lastCells.append(cell)
                    }
                    if lastCells.indices.contains(column) { lastCells[column] = cell }
                }
                previousBottom = line.bottom
            }
        }
        // A date column's time read into the name's cell (`07:04 ”快捷支付`, from `2024-08-23 07:04`).
        if let first = parts.first, let space = first.firstIndex(of: " "), LayoutCell.isTime(String(first[..<space])) {
            parts[0] = String(first[space...])
        }
        // An app's avatar initials read into the name's cell (`TR Trainline`, `PA Pret A Manger`);
        // a table draws no avatars.
        if row.descriptionColumn == nil, let first = parts.first, let rest = withoutInitials(first) { parts[0] = rest }
        // A counterparty's account over its name (`对方账号与户名`: `9681******6143` over
        // `中国移动通信集团上海有限公司`), before it (`6217…9217/哔哩哔哩`) or after it (`对方信息`:
        // `哔哩哔哩 6217…9217`, set so close the two read as one word) says who was paid no better
        // than the name: left out.
        if row.counterpartyLeft != nil || !row.apartColumns.isEmpty {
            parts = parts.map { $0.split(separator: " ").compactMap(withoutAccountNumber).joined(separator: " ") }
        }
        // The counterparty's column, beside the summary or set apart: the row's counterparty (a memo
        // column set apart further right is not). A row with nothing in its description column is
        // named by it.
        let party = parts.indices.map { i in
            guard i < nameLefts.count else { return false }
            let x = nameLefts[i]
            return row.inApartColumn(x) ? row.partyColumns.contains { $0.contains(x) } : row.counterpartyLeft.map { x >= $0 } ?? false
        }
        let clean = { (texts: [String]) in
            joiningSplitHan(
                withoutStrayQuotes(
                    withoutDebrisBeforeHan(StatementTextParser.cleanDescription(texts.filter { !$0.isEmpty }.joined(separator: " ")))))
        }
        let description = clean(parts.indices.filter { !party[$0] }.map { parts[$0] })
        let counterparty = clean(parts.indices.filter { party[$0] }.map { parts[$0] })
        return description.isEmpty ? (counterparty, "") : (description, counterparty)
    }

    /// A row of a list of checks paid: `Check` and the number on its line under the number's title
    /// (`4105 *`: the mark of a gap in the sequence is no part of it); empty when there is none
    /// (the list's total, a line run across it).
    static func checkName(_ row: LayoutRow, in column: ClosedRange<Int>) -> String {
        let number = row.anchor.cells.lazy.filter { $0.isText && column.contains($0.left) }.map {
            $0.text.filter { !"*^".contains($0) }.trimmingCharacters(in: .whitespaces)
        }.first { !$0.isEmpty && $0.count <= 10 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        return number.map { "Check " + $0 } ?? ""
    }

    /// An avatar disc read as one or two Latin characters and a symbol glued to a Chinese name
    /// (`a>滴滴出行`): the debris is dropped. A Latin name before Chinese (`QQ音乐`) has no symbol.
    /// So is a speck read as a point or comma before it (`.支付宝-国网电费`): no Chinese name opens
    /// with one.
    static func withoutDebrisBeforeHan(_ text: String) -> String {
        if let first = text.first, ".,·、，。".contains(first), let next = text.dropFirst().first, TextClass.containsHan(String(next)) {
            return String(text.dropFirst())
        }
        let head = text.prefix { $0.isASCII && $0 != " " }
        guard (2...3).contains(head.count), let next = text.dropFirst(head.count).first, TextClass.containsHan(String(next)),
            head.contains(where: { "<>»«}{[]|\\/~^".contains($0) }), head.filter(\.isLetter).count <= 1
        else { return text }
        return String(text.dropFirst(head.count))
    }

    /// A quote mark glued before a Chinese word with no mark after it to close it (`转账支出 “手机银行转账`,
    /// `”支付宝-淘宝`: a scan's speck or a character's edge read as a mark), or before a Latin one
    /// after the first (`SEPA DIRECT DEBIT “Allianz Versicherungs-AG`: a wrapped line's speck), is
    /// dropped; a quoted name (`“双11”会员`) keeps its marks.
    static func withoutStrayQuotes(_ text: String) -> String {
        let marks = LayoutCell.quotes
        guard text.contains(where: marks.contains) else { return text }
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        return words.indices.map { i in
            let word = words[i]
            guard word.count >= 2, let mark = word.first, marks.contains(mark), let next = word.dropFirst().first,
                TextClass.containsHan(String(next)) || next.isLetter && i > 0,
                !words[i...].joined(separator: " ").dropFirst().contains(where: marks.contains)
            else { return String(word) }
            return String(word.dropFirst())
        }.joined(separator: " ")
    }

    /// Chinese words a reading split at single characters (`中 国 石化` for `中国石化`, `京 东商城`):
    /// a run of words of Chinese characters, half of them single characters or more, is one word;
    /// in another run a single character joins the word after it (or before it, at the run's end).
    /// Words of two characters or more stay apart (`美团 美团外卖神券会员月卡`).
    static func joiningSplitHan(_ text: String) -> String {
        guard TextClass.containsHan(text) else { return text }
        let han = { (w: Substring) in !w.isEmpty && w.unicodeScalars.allSatisfy(TextClass.isHan) }
        var out: [String] = []
        var run: [String] = []
        func flush() {
            defer { run = [] }
            let singles = run.filter { $0.count == 1 }.count
            if singles == 0 || run.count == 1 {
                out += run
            } else if singles * 2 >= run.count {
                out.append(run.joined())
            } else {
                var merged: [String] = []
                var carry = ""
                for word in run {
                    if word.count == 1 {
                        carry += word
                    } else {
                        merged.append(carry + word)
                        carry = ""
                    }
                }
                if !carry.isEmpty { merged[merged.count - 1] += carry }
                out += merged
            }
        }
        for word in text.split(separator: " ") {
            if han(word) {
                run.append(String(word))
            } else {
                flush()
                out.append(String(word))
            }
        }
        flush()
        return out.joined(separator: " ")
    }

    /// The first letters of the first `count` words, in capitals (`PA` for `Pret A Manger`, 2).
    static func initials(_ words: some Sequence<Substring>, count: Int) -> String {
        String(words.prefix(count).compactMap(\.first)).uppercased()
    }

    /// `Trainline` for `TR Trainline`, `Pret A Manger` for `PA Pret A Manger`: a first word of two or
    /// three capitals that starts the next word or spells the initials of the words after it; nil
    /// when there is none (`BT Broadband`, `EE LIMITED`).
    static func withoutInitials(_ text: String) -> String? {
        let words = text.split(separator: " ")
        guard words.count >= 2, let first = words.first, (2...3).contains(first.count),
            first.allSatisfy({ $0.isUppercase && $0.isLetter })
        else { return nil }
        let rest = words.dropFirst()
        let next = String(rest.first!)
        guard
            next.count > first.count && next.uppercased().hasPrefix(first) && next != next.uppercased()
                || initials(rest, count: first.count) == first,
            rest.count >= first.count || next.count > first.count
        else { return nil }
        return rest.joined(separator: " ")
    }

    /// Whether two name cells starting at `a` and `b` stand in one name column of the row: the
    /// same column set apart, or both in the description's column on the same side of its
    /// counterparty's start.
    static func sameNameColumn(_ a: Int, _ b: Int, in row: LayoutRow) -> Bool {
        let apart = { (x: Int) in row.apartColumns.firstIndex { $0.contains(x) } }
        if apart(a) != nil || apart(b) != nil { return apart(a) == apart(b) }
        let party = { (x: Int) in row.counterpartyLeft.map { x >= $0 } ?? false }
        return party(a) == party(b)
    }

    /// The row with its cells cut where the counterparty column and the column after the name's
    /// start: a cell run across them (set close in a wide font, or a full name against the next
    /// column's text) is two.
    static func cutAtNameColumns(_ row: LayoutRow) -> LayoutRow {
        var row = row
        // (and where each name column set apart starts: a balance set one space before a
        // counterparty, `28,668.05 APPLE.COM/BILL`, is two cells)
        // (and where the description's own column starts after a name column set apart before it: a
        // counterparty that fills its column runs on into the summary's, `…上海石油分公 消费`)
        // (only where that column ends before the description's starts: a cut inside it would split
        // the counterparty)
        let own = row.descriptionColumn.flatMap { column in
            row.apartColumns.contains { $0.lowerBound < column.lowerBound && $0.upperBound <= column.lowerBound }
                ? column.lowerBound : nil
        }
        for cut in [row.counterpartyLeft, row.nameEnd, own].compactMap({ $0 }) + row.apartColumns.map(\.lowerBound) {
            row.anchor = splitAt(cut, row.anchor)
            row.attached = row.attached.map { splitAt(cut, $0) }
        }
        return row
    }

    /// Where a word's letters start: after the quote marks a scan glued before them (`”快捷`, a
    /// speck read as a quote, its box 22 px left of the channel column's text beside a Kai face's
    /// summary), each mark given its share of the box. (Not after a dash: `-燃气` is a name's
    /// hyphen and its second part, read as one word.)
    static func lettersLeft(_ word: OCRWord) -> Int {
        let marks = word.text.prefix(while: LayoutCell.quotes.contains).count, count = word.text.count
        return marks > 0 && marks < count ? word.left + word.width * marks / count : word.left
    }

    /// Where a cell's letters start (its first word's, `lettersLeft`).
    static func lettersLeft(_ cell: LayoutCell) -> Int { cell.words.first.map(lettersLeft) ?? cell.left }

    /// The line with each text cell that spans `x` cut in two there (its words left and right of it,
    /// by where their letters start).
    static func splitAt(_ x: Int, _ line: LayoutLine) -> LayoutLine {
        var cells: [LayoutCell] = []
        for var cell in line.cells {
            if cell.isText, let i = cell.words.firstIndex(where: { $0.left < x && $0.right > x }),
                let halves = splitWordAtSpace(cell.words[i], near: x)
            {
                cell = LayoutCell(words: Array(cell.words[..<i]) + [halves.0, halves.1] + Array(cell.words[(i + 1)...]))
            }
            let left = cell.words.filter { lettersLeft($0) < x }
            guard cell.isText, !left.isEmpty, left.count < cell.words.count else {
                cells.append(cell)
                continue
            }
            cells.append(LayoutCell(words: left))
            cells.append(LayoutCell(words: cell.words.filter { lettersLeft($0) >= x }))
        }
        var split = line
        split.cells = cells
        return split
    }

    /// A text layer's word that holds a printed space (Chinese beside Chinese, one space apart, is
    /// kept one word: `快捷支付 财付通`) across a column's edge at `x`: the second line of a narrow
    /// summary and of the counterparty beside it (`中国石化加油站 石油分公司`). Cut at the space whose
    /// place, reckoned from the word's box by characters, is within a character of `x`; each half
    /// gets its share of the box. Nil when no space stands there.
    static func splitWordAtSpace(_ word: OCRWord, near x: Int) -> (OCRWord, OCRWord)? {
        let chars = Array(word.text)
        guard chars.count >= 3, word.width > 0 else { return nil }
        let step = Double(word.width) / Double(chars.count)
        let at = { (i: Int) in Double(word.left) + step * (Double(i) + 0.5) }
        guard let space = chars.indices.filter({ chars[$0] == " " }).min(by: { abs(at($0) - Double(x)) < abs(at($1) - Double(x)) }),
            abs(at(space) - Double(x)) <= step * 1.5, space > 0, space < chars.count - 1
        else { return nil }
        var first = word, second = word
        first.text = String(chars[..<space])
        first.right = Int(at(space) - step / 2)
        second.text = String(chars[(space + 1)...])
        second.left = max(Int(at(space) + step / 2), x)
        return (first, second)
    }

    /// Labels, statuses, times and dates: secondary text that is never a name.
    static func isSecondaryText(_ text: String) -> Bool { secondaryTexts(text, secondaryText) }

    private static let secondaryTexts = TextMemo<Bool>()

    private static func secondaryText(_ text: String) -> Bool {
        let t = String(StatementTextParser.trimmedSpaces(text))
        if t.isEmpty || StatementTextParser.isNoise(t) || LayoutCell.isTime(t) { return true }
        if StatementTextParser.groupHeader(t) != nil { return true }
        return !t.contains(where: { $0.isLetter || $0.isNumber })
    }

    /// A running balance printed under the row's amount.
    static func attachedBalance(_ row: LayoutRow) -> LayoutCell? {
        for line in row.attached where line.top > row.anchor.top {
            if let cell = line.cells.last(where: { $0.money != nil }), abs(cell.right - row.amount.right) <= max(row.amount.height, 8) {
                return cell
            }
        }
        return nil
    }
}

/// How far right the text of each column of a page's rows reaches: a wrapped line that stops well
/// short of it was not broken because it was full.
///
///     `湖南快乐阳光互动娱乐传媒有限` over `公司`   reaches the column's edge: one word, `…有限公司`
///     `快捷支付` over `京东支付-京东PLUS会员`    stops short: `快捷支付 京东支付-京东PLUS会员`
struct ColumnFill {
    /// The page's text cells (lefts and rights), cut at the name columns as descriptions are.
    private let cells: [(left: Int, right: Int)]
    /// How many word heights short of the edge a line still counts as full: about a character on a
    /// text layer, two and a half on a recognised page (a character dropped or merged by OCR).
    private let slack: Int

    init(_ rows: [LayoutRow], exact: Bool = true) {
        slack = exact ? 5 : 10  // quarters of a word height
        cells = rows.map(LayoutStatementParser.cutAtNameColumns).flatMap { [$0.anchor] + $0.attached }.flatMap(\.cells).filter(\.isText)
            .map { ($0.left, $0.right) }
    }

    /// Whether `cell` reaches within about a character of the farthest right edge of the text cells
    /// that start where it starts.
    func fills(_ cell: LayoutCell) -> Bool {
        let tolerance = max(cell.height, 6)
        var edge = cell.right
        for c in cells where abs(c.left - cell.left) <= tolerance { edge = max(edge, c.right) }
        return cell.right + cell.height * slack / 4 >= edge
    }
}

/// A section header of a statement table that says which way its rows' money goes: card
/// statements list `PAYMENTS AND OTHER CREDITS` then `PURCHASE`, bank statements `Deposits and
/// additions` then `Withdrawals`. A person reads `45.18` under the first as a credit even when the
/// minus in front of it is too faint to see (a messenger copy lost it on a tuning page).
struct Section {
    var bottom: Int
    var incoming: Bool
    /// Its title is one only a bank account prints (`Withdrawals and Debits`, `Deposits`, `Checks
    /// paid`), never a card's.
    var account = false

    static let credits: Set<String> = [
        "payments and other credits", "payments and credits", "payments, credits", "payments & credits", "credits",
        "other credits", "refunds", "deposits", "deposits and additions", "deposits and other credits", "money in",
        "pagos y abonos", "abonos", "ingresos",
    ]
    static let debits: Set<String> = [
        "purchase", "purchases", "purchases and adjustments", "purchases and other charges", "fees charged", "interest charged",
        "withdrawals", "withdrawals and debits", "other withdrawals", "electronic withdrawals", "checks paid", "money out",
        "compras", "cargos",
    ]

    /// The last of a page's sections (`headers`) whose title ends above the middle of the row's line.
    static func over(_ row: LayoutRow, in sections: [Section]) -> Section? {
        sections.last { $0.bottom <= row.anchor.top + row.anchor.height / 2 }
    }

    /// Lines of one text cell that name a section, top to bottom.
    static func headers(in lines: [LayoutLine]) -> [Section] {
        lines.compactMap { line in
            // (debris of a scan beside the title, `PURCHASES  aie`, does not make it a row)
            guard let title = line.cells.first, title.isText,
                line.cells.dropFirst().allSatisfy({ $0.isText && $0.text.count <= 3 && !$0.text.contains(where: \.isNumber) })
            else { return nil }
            var t = title.text.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: " :"))
            for suffix in ["(continued)", "continued", "(cont.)", "- continued"] where t.hasSuffix(suffix) {
                t = String(t.dropLast(suffix.count)).trimmingCharacters(in: CharacterSet(charactersIn: " :-"))
            }
            let account = isAccountTitle(t)
            if credits.contains(t) { return Section(bottom: line.bottom, incoming: true, account: account) }
            if debits.contains(t) { return Section(bottom: line.bottom, incoming: false, account: account) }
            return titled(t).map { Section(bottom: line.bottom, incoming: $0, account: account) }
        }
    }

    /// A section title only a bank account prints: its words name withdrawals, deposits, additions
    /// or subtractions (or checks paid, money in or out); a card statement's are purchases,
    /// payments, credits, fees and interest.
    static func isAccountTitle(_ t: String) -> Bool {
        let words = Set(t.split(whereSeparator: { !$0.isLetter }).map(String.init))
        return !words.isDisjoint(with: accountTitleWords) || ["checks paid", "money in", "money out"].contains(t)
    }

    static let accountTitleWords: Set<String> = [
        "withdrawals", "deposits", "additions", "subtractions", "retiros", "depósitos", "ingresos",
    ]

    /// A short title without figures whose words say one direction (`ATM & Debit Card Withdrawals`,
    /// `Deposits and other additions`, `Withdrawals and other subtractions`): true for money in.
    static func titled(_ t: String) -> Bool? {
        guard !t.contains(where: \.isNumber) else { return nil }
        let words = t.split(whereSeparator: { !$0.isLetter }).map(String.init)
        guard (1...7).contains(words.count) else { return nil }
        let out = words.contains { titleOutWords.contains($0) }
        let inward = words.contains { titleInWords.contains($0) }
        return out == inward ? nil : inward
    }

    static let titleOutWords: Set<String> = [
        "withdrawals", "debits", "subtractions", "purchases", "charges", "fees", "cargos", "compras", "retiros",
    ]
    static let titleInWords: Set<String> = ["deposits", "additions", "credits", "refunds", "abonos", "ingresos", "depósitos"]
}

/// How a page prints the direction of money, and the evidence for one row.
struct SignConvention {
    /// Some transaction amounts carry a minus.
    var minus = 0
    /// Some carry a plus (or CR).
    var plus = 0
    var unsigned = 0
    /// Of `minus`, those said by a word (`12,99 DR`), not a minus.
    var debitMarks = 0
    /// The page marks money in with a word too (`5236,92 CR`, a balance's or a row's).
    var creditMarks = false
    /// A card statement: charges printed unsigned, payments and credits with a minus (most rows
    /// unsigned, a few with a minus, none with a plus, and card words on the page or a clear majority).
    var cardStyle = false
    /// Green means money in on Western apps; Chinese apps print income in red or orange, so there
    /// colour says nothing.
    var colourMeansDirection = true

    static let cardWords = [
        "payments and other credits", "payments, credits", "purchases", "new balance", "minimum payment", "credit limit",
        "payment due", "statement balance", "cash advances", "card ending", "credit card",
        // a Chinese card bill's summary: amount due, minimum payment, due date, credit card
        "本期应还", "最低还款", "到期还款日", "信用卡",
    ]

    init(_ rows: [LayoutRow], pageText: String = "") {
        var greenMinus = 0
        var greenUnsigned = 0
        for row in rows where row.role == .amount {
            guard let m = row.amount.money else { continue }
            if m.mantissa < 0 {
                minus += 1
                if m.explicitDirection { debitMarks += 1 }
                if row.amount.ink?.isGreen == true { greenMinus += 1 }
            } else if m.explicitDirection {
                plus += 1
            } else {
                unsigned += 1
                if row.amount.ink?.isGreen == true { greenUnsigned += 1 }
            }
        }
        colourMeansDirection = !TextClass.containsHan(pageText)
        creditMarks = debitMarks > 0 && Self.marksCredits(pageText)
        if minus > 0 && plus == 0 && unsigned > minus {
            let text = pageText.lowercased()
            // every minus amount in green and no other: the minus marks money in (`-$834.00` for a
            // payment to the card, its charges printed unsigned in black)
            let greenCredits = colourMeansDirection && greenMinus == minus && greenUnsigned == 0
            cardStyle = unsigned >= 3 * minus || greenCredits || Self.cardWords.contains { text.contains($0) }
        }
    }

    /// A card statement prints its credits with a minus. A page whose rows under a money-in title
    /// (`DEPOSITS AND ADDITIONS`) print no minus, two or more of them unsigned, says the direction by
    /// its titles and is no card statement, whatever a minus elsewhere says: a speck before an amount
    /// under `ATM & DEBIT CARD WITHDRAWALS`, read as a minus among 44 unsigned amounts, had made every
    /// deposit above it a charge.
    ///
    /// Nor is a page with a section only a bank account titles so (`Withdrawals and Debits`): a
    /// speck after an amount there, read as a trailing minus among 27 unsigned withdrawals, had
    /// made that charge a card's credit, money in.
    mutating func heed(_ sections: [Section], rows: [LayoutRow]) {
        guard cardStyle, !sections.isEmpty else { return }
        if sections.contains(where: \.account) {
            cardStyle = false
            return
        }
        var unsignedIn = 0
        for row in rows where row.role == .amount && Section.over(row, in: sections)?.incoming == true {
            guard let m = row.amount.money else { continue }
            if m.mantissa < 0 { return }
            if !m.explicitDirection { unsignedIn += 1 }
        }
        if unsignedIn >= 2 { cardStyle = false }
    }

    /// Whether `text` holds a figure marked `CR` (`5236,92 CR`, `1,204.75Cr`).
    static func marksCredits(_ text: String) -> Bool {
        let chars = Array(text)
        var i = 0
        while i + 1 < chars.count {
            if "Cc".contains(chars[i]), "Rr".contains(chars[i + 1]), i + 2 == chars.count || !chars[i + 2].isLetter {
                var j = i - 1
                if j >= 0, chars[j] == " " { j -= 1 }
                if j >= 0, chars[j].isASCII, chars[j].isNumber { return true }
            }
            i += 1
        }
        return false
    }

    struct Decision {
        var outgoing: Bool
        var uncertain: Bool
        /// An explicit sign decided it (a running balance may not overrule it).
        var explicit: Bool
        var reason: String
        /// Nothing on the page said it: an unsigned amount on a page that prints no signs, read as
        /// a charge until its running balance says otherwise.
        var guessed = false
    }

    /// The direction of one row's money; `section`: whether the section the row is listed under
    /// is money in (`Section`), when it has one.
    func decide(_ row: LayoutRow, parsed: ParsedAmount, section: Bool? = nil) -> SignConvention.Decision {
        let green = colourMeansDirection && row.amount.ink?.isGreen == true
        let red = colourMeansDirection && row.amount.ink?.isRed == true
        if parsed.explicitDirection || parsed.mantissa < 0 {
            // On a card statement a minus marks a payment or credit to the card. That meaning is the
            // page's convention, not the mark's: a running balance that moves by the amount the other
            // way overrules it (a scan's speck read as a minus on a ledger that prints every amount
            // unsigned, its direction in the balance).
            let byConvention = cardStyle && !parsed.explicitDirection && row.role == .amount
            let out = byConvention ? false : parsed.mantissa < 0
            if row.role == .debit && !out || row.role == .credit && out {
                return Decision(outgoing: out, uncertain: true, explicit: true, reason: "its sign and its column disagree")
            }
            if let section, section == out {
                return Decision(outgoing: out, uncertain: true, explicit: true, reason: "its sign and its section disagree")
            }
            if out && green || !out && red {
                return Decision(outgoing: out, uncertain: true, explicit: true, reason: "its sign and its colour disagree")
            }
            return Decision(outgoing: out, uncertain: false, explicit: !byConvention, reason: "")
        }
        switch row.role {
        case .debit:
            return Decision(outgoing: true, uncertain: green, explicit: true, reason: "a debit printed in green")
        case .credit:
            return Decision(outgoing: false, uncertain: red, explicit: true, reason: "a credit printed in red")
        default: break
        }
        // Unsigned under a title of credits, on a card statement that prints its credits with a
        // minus: the page's own convention says a charge (the title of the section below, e.g.
        // `PURCHASES`, was missed on a scan), and the row is flagged.
        if let section, section, cardStyle, row.role == .amount {
            return Decision(
                outgoing: true, uncertain: true, explicit: true,
                reason: "its section says money in, but the page prints its credits with a minus")
        }
        if let section {
            let uncertain = section && red || !section && green
            return Decision(outgoing: !section, uncertain: uncertain, explicit: true, reason: "its section and its colour disagree")
        }
        if green { return Decision(outgoing: false, uncertain: false, explicit: false, reason: "") }
        if red { return Decision(outgoing: true, uncertain: false, explicit: false, reason: "") }
        // Unsigned on a page that signs its charges: money in (statement style), unless the page
        // also signs its money in, in which case the sign was probably lost.
        if cardStyle { return Decision(outgoing: true, uncertain: false, explicit: false, reason: "") }
        if minus > 0 && plus == 0 {
            // A page that marks its charges `DR` and money in `CR` (a balance's `5236,92 CR`):
            // unsigned there, the mark was lost (`30,13` among `… DR` on a Noto Serif scan had been
            // stored as money in). A charge, flagged, unless the running balance says otherwise.
            // (A page that marks only its charges, `83.15 Dr` and `452.87`, prints its money in
            // unsigned: money in, as on a page of minus signs.)
            if debitMarks * 2 > minus && creditMarks {
                return Decision(
                    outgoing: true, uncertain: true, explicit: false, reason: "printed without the DR or CR its neighbours carry")
            }
            return Decision(outgoing: false, uncertain: false, explicit: false, reason: "")
        }
        if minus > 0 && plus > 0 {
            return Decision(outgoing: true, uncertain: true, explicit: false, reason: "printed without the sign its neighbours carry")
        }
        return Decision(outgoing: true, uncertain: false, explicit: false, reason: "", guessed: true)
    }
}

extension LayoutStatementParser {
    /// Indices of `rows` whose amount cell stands in their table piece's balance column: three or
    /// more rows there carry both an amount and a balance, every such amount ends three heights or
    /// more left of the balances, and this row, with no balance of its own, has its one amount
    /// ending where the balances do.
    static func balanceOnlyRows(_ rows: [(row: LayoutRow, piece: Int)]) -> [Int] {
        var out: [Int] = []
        for piece in Set(rows.map(\.piece)) {
            let mine = rows.indices.filter { rows[$0].piece == piece }
            let paired = mine.compactMap { i in rows[i].row.balance.map { (amount: rows[i].row.amount, balance: $0) } }
            guard paired.count >= 3, let column = paired.map(\.balance.right).median,
                let h = paired.map(\.balance.height).median,
                paired.allSatisfy({ column - $0.amount.right >= h * 3 })
            else { continue }
            out += mine.filter { i in rows[i].row.balance == nil && abs(rows[i].row.amount.right - column) <= h }
        }
        return out.sorted()
    }
}

/// Which way a list with a running balance runs, and what each row's balance says it moved.
enum BalanceOrder {
    /// For each row, the signed movement its running balance shows (nil where no neighbour tells):
    /// oldest first, a row moved the balance from the row above; newest first, from the row below.
    /// The order is the one under which more rows' movements equal their amounts.
    ///
    ///     balances [1234.56, 1247.55], magnitudes [12.99, 1500.00] → newest first → [-12.99, nil]
    static func movements(balances: [Int64?], magnitudes: [Int64]) -> [Int64?] {
        let n = balances.count
        var oldestFirst = [Int64?](repeating: nil, count: n)
        var newestFirst = [Int64?](repeating: nil, count: n)
        var oldestHits = 0
        var newestHits = 0
        for i in 0..<n {
            if i > 0, let b = balances[i], let a = balances[i - 1], abs(b - a) == magnitudes[i] {
                oldestFirst[i] = b - a
                oldestHits += 1
            }
            if i + 1 < n, let b = balances[i], let a = balances[i + 1], abs(b - a) == magnitudes[i] {
                newestFirst[i] = b - a
                newestHits += 1
            }
        }
        // Rows between two balances with none read between them (a balance misread, or printed
        // once a day): their movements add up to the difference, which settles their signs when
        // only one choice of signs does.
        var previous: Int? = nil
        for i in 0..<n where balances[i] != nil {
            defer { previous = i }
            guard let j = previous, i - j >= 2, let b = balances[i], let a = balances[j] else { continue }
            if let moves = signs(magnitudes[(j + 1)...i], adding: b - a) {
                for (r, move) in zip((j + 1)...i, moves) where oldestFirst[r] == nil {
                    oldestFirst[r] = move
                    oldestHits += 1
                }
            }
            if let moves = signs(magnitudes[j..<i], adding: a - b) {
                for (r, move) in zip(j..<i, moves) where newestFirst[r] == nil {
                    newestFirst[r] = move
                    newestHits += 1
                }
            }
        }
        if oldestHits == 0 && newestHits == 0 { return oldestFirst }
        return oldestHits >= newestHits ? oldestFirst : newestFirst
    }

    /// Rows whose running balance moved by other than their amount, where the list's balances
    /// otherwise follow its amounts: each row's index and what its balance moved by. Between two
    /// rows whose balances are both printed, the later of them in the list's order (oldest first
    /// or newest first, whichever more pairs agree with) should have moved it by its own amount;
    /// when it did not, its amount was misread or a row between them was not read. Nothing when
    /// fewer than three pairs, or fewer than two in three, agree in either order (a column that is
    /// no running balance). `continues(i)`: row `i` is in the list row `i - 1` is in.
    ///
    ///     balances [100.00, 90.00, 80.00, 70.00, 20.00], magnitudes [5.00, 10.00, 10.00, 10.00, 5.00]
    ///     → [(4, -50.00)]
    static func unexplained(balances: [Int64?], magnitudes: [Int64], continues: (Int) -> Bool = { _ in true }) -> [(row: Int, moved: Int64)]
    {
        var oldest: [(row: Int, moved: Int64)] = [], newest: [(row: Int, moved: Int64)] = []
        var pairs = 0
        for i in balances.indices.dropFirst() where continues(i) {
            guard let b = balances[i], let a = balances[i - 1] else { continue }
            pairs += 1
            if abs(b - a) != magnitudes[i] { oldest.append((i, b - a)) }
            if abs(a - b) != magnitudes[i - 1] { newest.append((i - 1, a - b)) }
        }
        let misses = min(oldest.count, newest.count)
        guard pairs - misses >= 3, (pairs - misses) * 3 >= pairs * 2 else { return [] }
        let isOldest = oldest.count <= newest.count
        var found = isOldest ? oldest : newest
        // Two rows in a row that disagree, whose amounts take the balance from the one before them
        // to the one after: the balance between them was misread, not they (`1,203.74` read for
        // `5,109.82`).
        var k = 0
        while k + 1 < found.count {
            let r = found[k].row
            let (before, after) = isOldest ? (r - 1, r + 1) : (r + 2, r)
            if found[k + 1].row == r + 1, balances.indices.contains(before), balances.indices.contains(after),
                let b = balances[after], let a = balances[before], signs(magnitudes[r...(r + 1)], adding: b - a) != nil
            {
                found.removeSubrange(k...(k + 1))
            } else {
                k += 1
            }
        }
        return found
    }

    /// Whether an amount read as `read` is one whose balance `moved` by its figures after the first,
    /// that first figure standing where the sign is (`7141.04`, `4141.04` for `-141.04`).
    ///
    ///     signReadAsFigure(read: 714104, moved: -14104) → true
    static func signReadAsFigure(read: Int64, moved: Int64) -> Bool {
        guard moved != 0 else { return false }
        let figures = String(read.magnitude), rest = String(moved.magnitude)
        return figures.count == rest.count + 1 && figures.hasSuffix(rest) && "714".contains(figures.first!)
    }

    /// Whether an amount read as `read` is one whose balance `moved` the other way by figures that
    /// differ from its own in one place (a minus and a figure lost: `81.94` for `-81.99`). Three
    /// figures or more; a figure lost or gained is not this.
    ///
    ///     signAndFigureLost(read: 8194, moved: -8199) → true
    static func signAndFigureLost(read: Int64, moved: Int64) -> Bool {
        guard read != 0, moved != 0, (read < 0) != (moved < 0) else { return false }
        let figures = Array(String(read.magnitude)), others = Array(String(moved.magnitude))
        return figures.count >= 3 && figures.count == others.count && zip(figures, others).filter { $0 != $1 }.count == 1
    }

    /// The one choice of signs (up to four rows) under which `magnitudes` add up to `total`; nil
    /// when none or several do.
    ///
    ///     signs([25971, 20499], adding: -5472) → [-25971, 20499]
    static func signs(_ magnitudes: ArraySlice<Int64>, adding total: Int64) -> [Int64]? {
        guard (1...4).contains(magnitudes.count) else { return nil }
        var found: [Int64]? = nil
        for mask in 0..<(1 << magnitudes.count) {
            let moves = magnitudes.enumerated().map { bit, m in mask >> bit & 1 == 1 ? m : -m }
            guard moves.reduce(0, +) == total else { continue }
            if found != nil { return nil }
            found = moves
        }
        return found
    }
}
