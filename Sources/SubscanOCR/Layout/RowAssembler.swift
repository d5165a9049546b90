import Foundation
import SubscanCore
import SubscanIngest

/// What a column of money means, from the table header above it.
enum ColumnRole: Equatable {
    /// A signed amount (or a list without a header).
    case amount
    /// Money out, printed unsigned (Debit, Withdrawals, Paid out, Cargo, 支出).
    case debit
    /// Money in, printed unsigned (Credit, Deposits, Paid in, Abono, 收入).
    case credit
    /// A running balance: never a transaction.
    case balance
    /// The amount in the currency where the card was used (`交易地金额`, `Original amount`), beside
    /// the amount booked in the account's: never the row's amount.
    case foreign

    /// A column of the rows' own amounts: signed, or one direction's.
    var holdsRowAmounts: Bool { self == .amount || self == .debit || self == .credit }
}

/// One transaction's cells, gathered around the amount that anchors it.
struct LayoutRow {
    /// The line holding the amount.
    var anchor: LayoutLine
    var amount: LayoutCell
    var role: ColumnRole
    /// The running balance printed on the row or under its amount, if any.
    var balance: LayoutCell?
    /// Lines above and below that belong to the row (a merchant above a centred amount, a category,
    /// time or date line under it, a wrapped description), top to bottom.
    var attached: [LayoutLine]
    /// The date from the nearest group header above ("Today", "Oct 3"), if any.
    var groupDate: StatementTextParser.DateToken?
    /// The table's name columns, from the header over the row (nil when no header names a
    /// description column): text outside them (a Type column, a sidebar) is not the name.
    var names: NameColumns? = nil
    /// The period of the nearest period header above the row (`2025年12月` over December's rows).
    var period: ClosedRange<LocalDate>? = nil
    /// Where the header's transaction-date title stands, when a posting date's is printed before
    /// it (`Post Date  Tran Date`): the row's date is the one under it.
    var transactionDateAt: Int? = nil

    /// Whether `x` falls in one of the name columns set apart.
    func inApartColumn(_ x: Int) -> Bool { apartColumns.contains { $0.contains(x) } }

    var descriptionColumn: ClosedRange<Int>? { names.map(\.span) }
    var counterpartyLeft: Int? {
        get { names.flatMap(\.counterpartyLeft) }
        set { names?.counterpartyLeft = newValue }
    }
    var apartColumns: [ClosedRange<Int>] {
        get { names.map(\.apart) ?? [] }
        set { names?.apart = newValue }
    }
    var partyColumns: [ClosedRange<Int>] { names.map(\.parties) ?? [] }
    var placeColumns: [ClosedRange<Int>] {
        get { names.map(\.places) ?? [] }
        set { names?.places = newValue }
    }
    var nameEnd: Int? { names.flatMap(\.end) }
}

/// Where a table header puts the name columns of its rows.
struct NameColumns {
    /// The description column: from its title to the start of the next title on the right (less a
    /// small gap), widened left by a word height.
    var span: ClosedRange<Int>
    /// Where a counterparty column inside it starts (`交易摘要  对方户名`): its text is the row's
    /// counterparty, and a cell run across the two is cut there.
    var counterpartyLeft: Int? = nil
    /// Name columns set apart from the description column (a counterparty after the money, a
    /// merchant or memo column): a merchant's or memo's text follows the description's.
    var apart: [ClosedRange<Int>] = []
    /// Those of `apart` that hold a counterparty (`对方户名` after the balance): the row's
    /// counterparty, not its description.
    var parties: [ClosedRange<Int>] = []
    /// Those of `apart` titled as a place (`交易地点`, `地区`): a memo column in some banks'
    /// printouts, a city in others (`RowAssembler.dropPlaceColumns`).
    var places: [ClosedRange<Int>] = []
    /// Where the column after the name's starts, when the header names one: a name run on into it
    /// (`湖南快乐阳光互动娱乐传媒有限公 9196********7260`, the account set close after a full column)
    /// is cut there.
    var end: Int? = nil
    /// Where the column after each of `apart` starts, when the header names one (`对方账号` after
    /// `对方户名`): a counterparty run on into it (`中国石化销售股份有限公司上海石油分` then a scan's
    /// misread `4069#闪冰半半冰#8029`, set close) is no longer the name there.
    var apartEnds: [Int] = []
    /// The column is a check's number (a list of checks paid, which prints no description): a row
    /// is named `Check` and its number.
    var checkNumbers = false
    /// A Chinese title OCR could not read right after the description's (`大` `为` for a scan's
    /// `对方户名`): its column, a counterparty's if the rows say so (`RowAssembler.readUnreadTitles`).
    var unreadTitle: UnreadTitle? = nil

    /// Where an unread title stands: its column starts half a word height left of it (`left`) and
    /// ends halfway to the next title (`high`), where the next column starts (`end`).
    struct UnreadTitle {
        var left: Int
        var high: Int
        var end: Int?
    }

    /// How many name columns: the description's, a counterparty's inside it, and those set apart.
    var count: Int { 1 + (counterpartyLeft == nil ? 0 : 1) + apart.count }

    /// The same columns `dx` further right.
    func shifted(by dx: Int) -> NameColumns {
        let move = { (r: ClosedRange<Int>) in (r.lowerBound + dx)...(r.upperBound + dx) }
        return NameColumns(
            span: move(span), counterpartyLeft: counterpartyLeft.map { $0 + dx }, apart: apart.map(move), parties: parties.map(move),
            places: places.map(move), end: end.map { $0 + dx }, apartEnds: apartEnds.map { $0 + dx }, checkNumbers: checkNumbers,
            unreadTitle: unreadTitle.map { UnreadTitle(left: $0.left + dx, high: $0.high + dx, end: $0.end.map { $0 + dx }) })
    }
}

/// A table header of a page: its line, the money columns it names, and its name columns.
struct TableHeader {
    var index: Int
    var roles: [(left: Int, right: Int, role: ColumnRole)]
    var names: NameColumns? = nil
    var transactionDateAt: Int? = nil
    /// The table prints each row's name on the lines over its date and money (found on its first
    /// row, carried on to the next pages with the header).
    var namesAbove = false
    /// The table prints each row's date alone on the line under its name and money (found on its
    /// first row, carried on to the next pages with the header).
    var datesUnder = false

    var descriptionColumn: ClosedRange<Int>? { names.map(\.span) }
}

/// What the assembler found on a page: rows, and the page-level facts that decide years.
struct AssembledPage {
    var rows: [LayoutRow] = []
    var period: ClosedRange<LocalDate>?
    /// Lines that held money but were not transactions (balances, totals, summaries).
    var skippedMoneyLines = 0
    /// Opening balances printed as a line of their own (`01 Sep  Opening balance  1,831.61`): the
    /// balance before the first row under them, by the line's top.
    /// Balances brought forward in the table (`Opening balance  1,831.61`), and the date a line
    /// opens with (`17 Feb 25  BALANCE BROUGHT FORWARD  1,850.00`).
    var openingBalances: [(top: Int, balance: ParsedAmount, date: StatementTextParser.DateToken?)] = []
    /// Closing balances printed as a line of their own (`New balance as of 31.01.2025  5623,60+`).
    var closingBalances: [ParsedAmount] = []
    /// The table header in force at the page's foot: its own last one, else the one it was given.
    var lastHeader: TableHeader?
    /// A date alone over the page's first row, in a table that prints each row's date under it:
    /// the date of the row that ended the page before, run over the page break.
    var runOverDate: StatementTextParser.DateToken?
    /// The day header in force at the page's foot (its rows may go on at the next page's top, or
    /// all stand there: a header alone at the foot).
    var footGroupDate: StatementTextParser.DateToken?
    /// Lines over the page's first row (attached to it) that may go on the name of the row that
    /// ended the page before (`北京三快在线科技` at the foot, `有限公司` under the next page's
    /// titles): in a table that prints no name over its rows, text alone in a name column, set close
    /// over a first row that opens with its date and has a name of its own (`runsOver`).
    var runOverLines: [LayoutLine] = []
    /// Rows of the table whose amount the scan lost altogether (`amountless`): left out, and said.
    var amountlessRows: [LayoutLine] = []
}

/// Rows from lines: amounts anchor rows; every other line attaches to the nearest row, or is a
/// header.
///
/// 1. A table header (`Date  Description  Debit  Credit  Balance`) gives each money column a role
///    by horizontal overlap; a running-balance column never anchors a row.
/// 2. A money cell right under another one in the same right-aligned column, in a smaller or paler
///    type, is that row's running balance (Spanish apps print it under each amount), not a row.
/// 3. Summary lines (`Total`, `Saldo disponible`, `支出 ¥488.90 收入 ¥200.00`) and period lines
///    (`Statement period: …`, `2026年10月`) are headers.
/// 4. Every other line goes to the row whose block it is nearest to, by the vertical gap: a
///    category or date line just under a row is that row's; a day header just above a row starts
///    a group for it and the rows that follow.
///
/// - Complexity: O(n) in the number of lines, after sorting.
enum RowAssembler {
    /// `carried`: the header in force at the foot of the page before (a statement that prints its
    /// column titles on the first page only runs its table on under the next pages' headings); it
    /// holds for the lines above the page's own first header.
    static func assemble(_ lines: [LayoutLine], carried: TableHeader? = nil) -> AssembledPage {
        var page = AssembledPage()
        page.lastHeader = carried
        guard !lines.isEmpty else { return page }
        let typical = typicalHeight(lines)

        // 1. Header roles: every table header of the page, each for the lines under it down to the
        // next (a statement of several accounts prints a table for each, its columns its own).
        var headers: [TableHeader] = []
        if var carried {
            carried.index = -1
            headers.append(carried)
        }
        for (i, line) in lines.enumerated() where line.cells.allSatisfy({ $0.money == nil }) {
            if StatementTextParser.columnHeader(line.text.replacingOccurrences(of: "   ", with: " ")) != nil || isTableHeader(line),
                !isSummaryLabels(line)
            {
                var found = headerRoles(line)
                // A header set on two lines (`Deposits/` over `Additions`, `Ending daily` over
                // `balance`, `交易详情` over `Details`): the words of the line right above it name columns too.
                // (Or a line's space above it when three titles or more of each start at one place:
                // Chinese titles over their English ones, `摘要` over `Summary`, set as lines of text are.)
                let above =
                    i > 0 && lines[i - 1].cells.allSatisfy({ $0.money == nil })
                        && (line.top - lines[i - 1].bottom < typical / 2
                            || line.top - lines[i - 1].bottom < typical && titlesAligned(lines[i - 1], over: line, within: typical))
                    ? lines[i - 1] : nil
                if let above { found += headerRoles(above) }
                found += unreadBalanceTitle(line, roles: found)
                if found.isEmpty { found = untitledAmount(line, lines: lines[(i + 1)...]) }
                if !found.isEmpty {
                    var header = TableHeader(index: i, roles: found)
                    // (a section's title set close over the header, `Detalle de movimientos`, is one
                    // cell: no line of titles)
                    let titlesAbove = above.flatMap { $0.cells.count >= 2 ? descriptionSpan($0) : nil }
                    let own = bilingualSpan(descriptionSpan(line), titlesAbove) ?? checkNumberSpan(line)
                    // (the table's header repeated on a later page: whichever reading found more name
                    // columns, its own or the page before's)
                    let repeated = carried.flatMap { repeatedNames(of: $0, roles: found, tolerance: typical) }
                    header.names = repeated.map { r in own.map { r.count > $0.count ? r : $0 } ?? r } ?? own
                    header.transactionDateAt = transactionDateTitle(line)
                    headers.append(header)
                }
            }
        }

        // A running balance or a money column whose title the scan lost, found from the rows under the header.
        for k in headers.indices where headers[k].index >= 0 {
            let end = headers.dropFirst(k + 1).first?.index ?? lines.count
            headers[k].roles += impliedBalance(headers[k].roles, lines: lines[(headers[k].index + 1)..<end])
            headers[k].roles += impliedAmount(headers[k].roles, lines: lines[(headers[k].index + 1)..<end])
            headers[k].roles += impliedOtherDirection(headers[k].roles, lines: lines[(headers[k].index + 1)..<end])
        }

        // Classify every line.
        enum LineKind {
            case anchor(cell: Int, role: ColumnRole, balance: Int?)
            /// A day header with the day's total beside it (`Friday 26 June   £33.00`).
            case dateHeader(StatementTextParser.DateToken)
            case header
            case skip
            case other
        }
        var kinds: [LineKind] = []
        var lastAnchor: (line: Int, cell: Int)? = nil
        var balances: [LayoutCell] = []  // running balances printed under amounts
        var periods: [Int: ClosedRange<LocalDate>] = [:]
        // The header over line `i`, if any (the nearest above it).
        let headerAbove = { (i: Int) -> TableHeader? in headers.last { $0.index < i } }
        for (i, line) in lines.enumerated() {
            let text = line.text.replacingOccurrences(of: "   ", with: " ")
            if headers.contains(where: { $0.index == i }) {
                kinds.append(.header)
                continue
            }
            let header = headerAbove(i)
            let roles = header?.roles ?? []
            let moneyCells = line.cells.indices.filter { line.cells[$0].money != nil }
            if moneyCells.isEmpty {
                // Under a table header, a line opening with two dates days apart is a row's first line
                // (booking and value dates over a wrapped description), not a statement period.
                // Nor is a line of words in the description column that ends with a period (a
                // dividend's `Annual Percentage Yield Earned 0.25% from 09/16/24 through 10/15/24`),
                // or that is its wrapped line, opening with the first date where names start
                // (`11/01/25 through 11/30/25` under `… 0.10% from`).
                let described =
                    header?.descriptionColumn.map { column in
                        line.cells.first.map { column.contains($0.left) && ($0.text.first?.isLetter == true || $0.isDate) } ?? false
                    } ?? false
                if let p = StatementTextParser.periodIn(text), !described,
                    !(header != nil && opensWithDate(line)
                        && p.upperBound.dayNumber - p.lowerBound.dayNumber < 20)
                {
                    if page.period == nil { page.period = p }
                    periods[i] = p
                    kinds.append(.header)
                } else if line.cells.first?.isDate == true, let unread = unreadAmount(line, roles: roles) {
                    // A row opening with its date whose amount the scan left unreadable, in a table
                    // with no balance beside it (`26.11.2024  24.11.2024  CARD PAYMENT Lieferando.de
                    // Berlin  A4100DR`): not a line of a row next to it; a row the parser leaves
                    // out, saying so.
                    kinds.append(.anchor(cell: unread, role: roleFor(line.cells[unread], roles: roles), balance: nil))
                    lastAnchor = (i, unread)
                } else {
                    kinds.append(.other)
                }
                continue
            }
            // A Type cell (`支出`, `DR`) says the direction on a dated line, and on a line with a name
            // of its own (a row under a date printed once a day: `转账支出 手机银行转账 … 支出 3,800.00`);
            // it is no summary word there. (A month's `支出 ¥3,836.91 收入 ¥0.00` has no other words.)
            let dated = line.cells.contains(where: \.isDate)
            let named = line.cells.contains {
                $0.isText && LayoutStatementParser.directionWord($0.text) == nil && $0.text.contains(where: \.isLetter)
            }
            let words = line.cells.filter { $0.isText && !((dated || named) && LayoutStatementParser.directionWord($0.text) != nil) }
            let description = words.map(\.text).joined(separator: " ")
            // A date and money with no name: a day header with the day's total, unless a name sits
            // right above it (a date column beside a two-line row: `财付通-红包` over `11-08  +¥192.00`).
            // (Not a line of labels, one over each of its cells: an account summary's `账单日  到期还款日
            // 本期应还金额  最低还款额  信用额度` over `2024年05月25日  2024年06月14日  ¥3,661.73  ¥366.17
            // ¥30,000.00`, set close on a scan.)
            let nameAbove =
                i > 0 && lines[i - 1].cells.allSatisfy { $0.money == nil && $0.kind != .time }
                && lines[i - 1].cells.contains(where: \.isText)
                && line.top - lines[i - 1].bottom < typical / 2
                && !Self.labelsOver(line, lines[i - 1], tolerance: typical)
            // Nor when the table prints each row's name on the line under its date and money
            // (`03/05   -12.99   1,234.56` over `NETFLIX.COM`, in the Description column).
            let nameBelow =
                header?.descriptionColumn.map { column in
                    guard i + 1 < lines.count, let first = lines[i + 1].cells.first else { return false }
                    return first.isText && column.contains(first.left) && lines[i + 1].top - line.bottom < typical
                        && lines[i + 1].cells.allSatisfy { $0.money == nil && !$0.isDate && $0.kind != .time }
                } ?? false
            // The figures of a summary box under its labels (`账单日  到期还款日  本期应还金额  最低还款额
            // 信用额度` over `2026年01月12日  2026年02月0:日  ¥3,178.99  ¥317.89  ¥30,000.00`, its due date
            // misread as words): no row, whatever its cells read as (the credit limit had been stored
            // as a charge).
            if moneyCells.count >= 2, i > 0, !headers.contains(where: { $0.index == i - 1 }),
                lines[i - 1].cells.allSatisfy({ $0.money == nil }), isSummaryLabels(lines[i - 1]),
                labelsOver(line, lines[i - 1], tolerance: typical)
            {
                page.skippedMoneyLines += 1
                kinds.append(.skip)
                continue
            }
            if description.isEmpty, !nameAbove, !nameBelow, let token = line.cells.lazy.compactMap(Self.dateToken).first {
                page.skippedMoneyLines += 1
                kinds.append(.dateHeader(token))
                continue
            }
            // A month header with the month's totals (`2026年10月   支出 ¥3,836.91 收入 ¥0.00`).
            if let first = line.cells.first(where: { $0.isText }), let period = StatementTextParser.periodIn(first.text) {
                if page.period == nil { page.period = period }
                periods[i] = period
                // (the opening balance may stand beside the period in a label of its own: `起止日期:
                // 2025-03-16 2025-04-15   期初余额:  18,564.79`)
                if moneyCells.count == 1, let money = line.cells[moneyCells[0]].money,
                    line.cells.contains(where: {
                        $0.isText && StatementTextParser.isOpeningBalance($0.text) && StatementTextParser.periodIn($0.text) == nil
                    })
                {
                    page.openingBalances.append((line.top, money, nil))
                }
                page.skippedMoneyLines += 1
                kinds.append(.header)
                continue
            }
            // (A line opening with words holds its period whole even where a scan lost the dash
            // between the dates and one of them stands as a cell of its own: `Fee period 05/06/2024`
            // `06/05/2024`.)
            // (A cell outside the table's name columns, on a row with a name of its own in them, is
            // no summary's label: an Alipay bill's payment method `余额`, paid from the balance.)
            // (asked only of a line with such a label: most have none)
            let labels = words.filter { isSummaryLine($0.text) }
            let labelled =
                !labels.isEmpty
                && {
                    guard let names = header?.names else { return true }
                    let inNames = { (c: LayoutCell) in names.span.contains(c.left) || names.apart.contains { $0.contains(c.left) } }
                    return labels.contains(where: inNames) || !words.contains { inNames($0) && !isSummaryLine($0.text) }
                }()
            if isSummaryLine(description) || labelled
                || isStatementSummary(description) || holdsPeriod(description)
                || line.cells.first.map({ $0.isText && !isSequenceNumber($0) }) == true && holdsPeriod(text)
            {
                if moneyCells.count == 1, let money = line.cells[moneyCells[0]].money, StatementTextParser.isOpeningBalance(description) {
                    page.openingBalances.append((line.top, money, line.cells.first.flatMap(Self.dateToken)))
                } else if moneyCells.count == 1, let money = line.cells[moneyCells[0]].money,
                    StatementTextParser.isClosingBalance(description)
                {
                    page.closingBalances.append(money)
                }
                page.skippedMoneyLines += 1
                kinds.append(.skip)
                continue
            }
            // Money cells with their roles.
            var transactional: [(cell: Int, role: ColumnRole)] = []
            var balance: Int? = nil
            var foreign = false
            for c in moneyCells {
                let role = roles.isEmpty ? .amount : roleFor(line.cells[c], roles: roles)
                if role == .balance {
                    balance = c
                } else if role == .foreign {
                    foreign = true
                } else {
                    transactional.append((c, role))
                }
            }
            guard let chosen = transactional.last else {
                // A row of its own whose amount the scan left unreadable (`18  转账支取  人民币  20250118
                // -222182  36,922.18`): not a line of the row above, which would take its date. A
                // row, which the parser leaves out, saying so.
                if balance != nil, let unread = unreadAmount(line, roles: roles) {
                    kinds.append(.anchor(cell: unread, role: roleFor(line.cells[unread], roles: roles), balance: balance))
                    lastAnchor = (i, unread)
                    continue
                }
                // Nor one with nothing at all in its amount column (`2025-03-10  网上支付  网易云音乐
                // 28,367.87`), or nothing but the amount where the card was used: no row's line; a
                // row the parser leaves out, saying so.
                if balance != nil || foreign, amountless(line, roles: roles) {
                    page.amountlessRows.append(line)
                    kinds.append(.skip)
                    continue
                }
                kinds.append(.other)  // a balance alone: a line of the row above
                continue
            }
            // A paler or smaller amount under the previous row's amount, in the same column, with
            // nothing of its own to describe it: that row's running balance. (Not when the line has
            // a balance of its own in the table's balance column: `14 Apr  BOOTS 1182  18.41
            // 3,488.41` under a `2.99` whose box the scan stretched to 41 px.)
            // (Not when a dated line stands between: a new row's first line, its money on the next,
            // `26 Oct 2025  TRANSFER FROM A/C 20-45-77 43871265` over `SAVINGS  143.55`.)
            // (Nor when the line opens with a date of its own and names something: a row of a
            // tight table, 22 px under the row above, whose name a faded scan's grain made read
            // paler than the name above it.)
            if balance == nil, let last = lastAnchor, i - last.line <= 2,
                !lines[(last.line + 1)..<i].contains(where: { $0.cells.contains(where: \.isDate) }),
                !(line.cells.first?.isDate == true
                    && line.cells.dropFirst().contains { $0.isText && $0.text.count > 3 && !isBalanceWord($0.text) }),
                isSecondaryMoney(line, cell: chosen.cell, under: lines[last.line].cells[last.cell]),
                !hasOwnDescription(line, comparedTo: lines[last.line])
            {
                kinds.append(.other)
                balances.append(line.cells[chosen.cell])
                continue
            }
            if transactional.count >= 2 && headers.isEmpty {
                // Two unlabelled amounts: the right one is a running balance when the page says so
                // (decided below for the whole page); keep the pair for now.
                kinds.append(.anchor(cell: transactional[transactional.count - 2].cell, role: .amount, balance: chosen.cell))
            } else {
                kinds.append(.anchor(cell: chosen.cell, role: chosen.role, balance: balance))
            }
            lastAnchor = (i, chosen.cell)
        }

        // Two unlabelled amounts on most rows: the right one is a running balance. On only a few
        // rows, they are two transactions' worth of noise: take the right one as the amount.
        let anchors = kinds.compactMap { k -> (Int, Int?)? in
            if case .anchor(let c, _, let b) = k { return (c, b) }
            return nil
        }
        let paired = anchors.filter { $0.1 != nil }.count
        if headers.isEmpty && paired > 0 && paired * 2 < anchors.count {
            // Which of the two: the one in the column where the single amounts sit (a running balance
            // printed on some rows only, the day's last), else the right one.
            let singles = kinds.indices.compactMap { i -> Int? in
                if case .anchor(let c, _, nil) = kinds[i] { return lines[i].cells[c].right }
                return nil
            }
            let column = singles.median
            for i in kinds.indices {
                guard case .anchor(let c, let role, let b?) = kinds[i] else { continue }
                if let column, abs(lines[i].cells[c].right - column) < abs(lines[i].cells[b].right - column) {
                    kinds[i] = .anchor(cell: c, role: role, balance: b)
                } else {
                    kinds[i] = .anchor(cell: b, role: role, balance: nil)
                }
            }
        }

        // Amounts sit in a right-aligned column. Money far left of that column, paler or smaller
        // than the column's amounts, is a secondary line's figure (a running balance printed under
        // the name, `余额 4,349.52`, whose label recognition misread as `余显`), not a row.
        let anchored = kinds.indices.compactMap { i -> (line: Int, cell: LayoutCell)? in
            if case .anchor(let c, _, _) = kinds[i] { return (i, lines[i].cells[c]) }
            return nil
        }
        if anchored.count >= 3, let column = anchored.map(\.cell.right).median {
            let aligned = anchored.filter { abs($0.cell.right - column) <= typical * 2 }
            if aligned.count * 2 > anchored.count, let contrast = aligned.map(\.cell.contrast).median,
                let height = aligned.map(\.cell.height).median
            {
                for (i, cell) in anchored where column - cell.right > typical * 3 {
                    if cell.contrast * 10 < contrast * 7 || cell.height * 10 < height * 8 {
                        kinds[i] = .other
                        page.skippedMoneyLines += 1
                    }
                }
            }
        }

        // A page that prints a grey running balance under its amounts: money in that grey and
        // size, under a row whose own amount was not read (`+255/10 €`), is that row's balance,
        // not a row of its own (it was once read as an 8,542.59 charge).
        let amounts = anchored.filter { a in
            if case .anchor = kinds[a.line] { return true }
            return false
        }
        if balances.count >= 3, let contrast = balances.map(\.contrast).median, let height = balances.map(\.height).median,
            let dark = amounts.map(\.cell.contrast).median, contrast * 10 < dark * 7
        {
            for (i, cell) in amounts {
                let grey = cell.ink.map { !$0.isGreen && !$0.isRed } ?? false
                // With no name of its own in the page's dark type beside it.
                let named = lines[i].cells.contains { $0.isText && $0.contrast * 10 >= dark * 8 }
                // (up to half again as tall: a balance run into the amount above it reads taller, `15,55 €`
                // out of `7.715,55 €` under a lost `-12,99 €` at 38 px among 29 px balances)
                if grey, !named, abs(cell.contrast - contrast) * 10 <= contrast * 2, cell.height * 10 <= height * 15 {
                    kinds[i] = .other
                    page.skippedMoneyLines += 1
                }
            }
        }

        // 4. Attach the other lines.
        var rows: [LayoutRow] = []
        var pendingAbove: [LayoutLine] = []  // lines waiting for the row below
        var groupDate: StatementTextParser.DateToken? = nil
        var currentPeriod: ClosedRange<LocalDate>? = nil
        var blockBottom = Int.min  // bottom of the current row with what is attached so far
        // The table prints each row's name on the lines above its date and money (cells aligned to
        // their bottom): its first row took the name lines under the header. A line between two
        // rows is then the next row's, however evenly the lines are spaced.
        var namesAbove = carried?.namesAbove ?? false
        var underHeader = false  // no row yet under the header line just read
        // Each row's date alone on the line under it (`NETFLIX.COM  -15.49  1,234.56` over
        // `03/05/2025`): seen on the table's first row, which has no date over it (a table that
        // heads its days with their dates starts with one), and its date line hugging it.
        var datesUnder = carried?.datesUnder ?? false
        var openedTable = false  // the last row is the first under the table's header, on its first page
        // (found on a table's first page only: under a header repeated on the next page, a line
        // above the first row is the last row's, run over the page break)
        let firstPage = carried == nil
        // A line set as close over the next as a wrapped cell's lines are (within two line heights):
        // a page's running head over a table run on without titles (`FIRST BANK  Account …  Page 2`)
        // stands further off, and is no part of the row under it.
        let closeOver = { (upper: LayoutLine, lower: LayoutLine) in lower.top - upper.bottom <= typical * 2 }
        let anchorTops: [(index: Int, top: Int)] = kinds.indices.compactMap { i in
            if case .anchor = kinds[i] { return (i, lines[i].top) }
            return nil
        }
        var nextAnchorCursor = 0
        for (i, line) in lines.enumerated() {
            while nextAnchorCursor < anchorTops.count && anchorTops[nextAnchorCursor].index <= i { nextAnchorCursor += 1 }
            if let p = periods[i] { currentPeriod = p }
            switch kinds[i] {
            case .header, .skip:
                pendingAbove = []
                // (a header repeated on a table's next page keeps what its first page showed)
                if case .header = kinds[i] { (namesAbove, underHeader) = (carried?.namesAbove ?? false, true) }
                if case .header = kinds[i], rows.isEmpty == false { blockBottom = Int.min }
            case .dateHeader(let token):
                groupDate = token
                pendingAbove = []
                blockBottom = Int.min
            case .anchor(let c, let role, let b):
                let header = headerAbove(i)
                var row = LayoutRow(
                    anchor: line, amount: line.cells[c], role: role, balance: b.map { line.cells[$0] }, attached: [], groupDate: groupDate)
                if let header { row.names = header.names }
                row.transactionDateAt = header?.transactionDateAt
                // A table row printed over several lines with its money on the last one (banks that
                // align amounts to the bottom of a wrapped description): the waiting lines from the
                // one that opens with a date, or all of them when each has text in its description
                // column (a date printed once a day; a currency column left of the summary, `人民币  钞`),
                // are its first lines, set close over each other and the row (`closeOver`).
                // (a date alone on its line is no row's first line: it heads the day's rows, below)
                if let column = row.descriptionColumn, !line.cells.contains(where: \.isDate),
                    let first = pendingAbove.firstIndex(where: { opensWithDate($0, orTime: true) && dateOnly($0) == nil })
                        ?? (pendingAbove.allSatisfy { $0.cells.contains { $0.isText && column.contains($0.left) } } ? 0 : nil),
                    first < pendingAbove.count,
                    zip(pendingAbove[first...], pendingAbove[(first + 1)...] + [line]).allSatisfy(closeOver),
                    pendingAbove[first...].allSatisfy({ $0.cells.allSatisfy { $0.money == nil } })
                {
                    let head = pendingAbove[first...]
                    row.anchor = LayoutLine(cells: head.flatMap(\.cells) + line.cells, top: head[first].top, bottom: line.bottom)
                    pendingAbove.removeSubrange(first...)
                }
                // Name lines over a row that opens with its date (the table's first row under its
                // header, then every row of that table): the row's first lines.
                if let column = row.descriptionColumn, opensWithDate(line), !pendingAbove.isEmpty,
                    namesAbove || underHeader && firstPage,
                    pendingAbove.allSatisfy({ p in
                        // (a name starts in the description column: a section's title, `SHARE DRAFT
                        // CHECKING … (continued)`, starts left of it; a summary's words are no name)
                        p.cells.allSatisfy { $0.money == nil && !$0.isDate }
                            && p.starts(in: column, text: true)
                            && !isSummaryLine(p.text)
                    })
                {
                    namesAbove = true
                    // (after the date: text before a row's date is no part of its name)
                    var cells = line.cells
                    let at = (cells.firstIndex(where: \.isDate) ?? -1) + 1
                    cells.insert(contentsOf: pendingAbove.flatMap(\.cells), at: at)
                    row.anchor = LayoutLine(cells: cells, top: pendingAbove[0].top, bottom: line.bottom)
                    pendingAbove = []
                }
                // Lines waiting above: a merchant name over a centred amount, a stacked date (over a
                // table's row, only lines set close over it: `closeOver`).
                for (p, below) in zip(pendingAbove, pendingAbove.dropFirst() + [line]) {
                    if case .date(let token) = dateOnly(p), datesUnder, rows.isEmpty, carried?.datesUnder == true {
                        page.runOverDate = token
                    } else if case .date(let token) = dateOnly(p) {
                        groupDate = token
                        row.groupDate = token
                    } else if row.descriptionColumn == nil || closeOver(p, below) {
                        // (or the last row's name run over the page break: the parser decides, `runOn`)
                        if rows.isEmpty, !firstPage, !namesAbove, runsOver(p, above: row) { page.runOverLines.append(p) }
                        row.attached.append(p)
                    }
                }
                pendingAbove = []
                row.period = currentPeriod
                rows.append(row)
                openedTable = underHeader && firstPage && row.groupDate == nil && !hasOwnDate(row)
                underHeader = false
                blockBottom = line.bottom
            case .other:
                let nextTop = nextAnchorCursor < anchorTops.count ? anchorTops[nextAnchorCursor].top : nil
                let gapAbove = rows.isEmpty || blockBottom == Int.min ? Int.max : line.top - blockBottom
                let gapBelow = nextTop.map { $0 - line.bottom } ?? Int.max
                if gapAbove == Int.max && gapBelow == Int.max { continue }
                let far = typical * 3
                let column = headerAbove(i)?.descriptionColumn  // the table's description column
                // Under a table header, a line opening with a date and a name starts the next row
                // (its money is on a later line) when the row above has a date of its own; not a
                // date set where the names start, a name's line going on (`11/01/25 through 11/30/25`
                // under `Annual Percentage Yield Earned 0.10% from`).
                let opensRow =
                    column != nil && opensWithDate(line) && !line.starts(in: column)
                    && line.cells.contains(where: \.isText) && !rows.isEmpty && hasOwnDate(rows[rows.count - 1]) && gapBelow <= far
                // A table row whose name is printed under its date and money (no text of its own)
                // takes the lines of its description column under it, however close the next row
                // is (on a scan, a line box's descenders can make the next row look nearer).
                let underNameless =
                    !rows.isEmpty && !rows[rows.count - 1].anchor.cells.contains(where: \.isText) && gapAbove <= typical
                    && line.starts(in: column)
                // (it breaks a tie only: a line clearly nearer the row above, half as far again from
                // the row below, is that row's; measured top to top, as a scan's line boxes are of
                // uneven heights, or bottom to bottom, as a speck over a word raises its box's top:
                // `SAFEWAY #1711` boxed 9 px taller than its neighbours, seed 12 us-register-05)
                let nextBottom = nextAnchorCursor < anchorTops.count ? lines[anchorTops[nextAnchorCursor].index].bottom : nil
                let nextRowsName =
                    namesAbove && gapBelow <= far && !underNameless && !rows.isEmpty
                    && ((nextTop ?? Int.max) - line.top <= (line.top - rows[rows.count - 1].amount.top) * 3 / 2
                        || (nextBottom ?? Int.max) - line.bottom <= (line.bottom - rows[rows.count - 1].amount.bottom) * 3 / 2)
                    && column.map { column in line.cells.contains { $0.isText && column.contains($0.left) } } ?? false
                // Between two rows that each open with their date, in a table that prints no name over
                // its rows: a line of text in the description column, within ¾ of a line's height
                // under the row above, is that row's name going on, however near the next row looks
                // (on a scan, `Home Banking Transfer` stood 14 px under its row and 8 px over the
                // next); a section's title (`PURCHASES`) is not.
                let wrapsAbove =
                    !namesAbove && gapAbove <= typical * 3 / 4 && !rows.isEmpty && hasOwnDate(rows[rows.count - 1])
                    && Section.headers(in: [line]).isEmpty
                    && nextTop != nil && opensWithDate(lines[anchorTops[nextAnchorCursor].index])
                    && dateOnly(line) == nil && !opensWithDate(line)
                    && line.starts(in: column, text: true)
                // A row whose money is on its last line, set further right than its first (HSBC's
                // `)))  PRET A MANGER` over `READING GB  80.77`): a line of the description column
                // with no money, hugging the next row's line that starts right of it, heads that row,
                // however near the row above is.
                let headsNextRow =
                    column.map { column in
                        // (its first cell: text of the column, or the day's date before it, `02 Mar 25  ATM  CASH LNK`)
                        let dated = line.cells.first?.isDate == true
                        guard let first = line.cells.first(where: \.isText), column.contains(first.left), gapBelow <= typical,
                            line.cells.allSatisfy({ $0.money == nil }), line.cells.filter(\.isDate).count == (dated ? 1 : 0),
                            nextAnchorCursor < anchorTops.count, case let next = lines[anchorTops[nextAnchorCursor].index],
                            let start = next.cells.first, !next.cells.contains(where: \.isDate), start.isText
                        else { return false }
                        // (from the line's start: a dated line's code may be lost, `04 Mar 25  TFL TRAVEL CH`)
                        return start.left - (dated ? line.left : first.left) > typical * 2 && !isSummaryLine(line.text)
                            && Section.headers(in: [line]).isEmpty
                    } ?? false
                // A row named only by a reference (`REF F23V4FP2Q` beside its money: a statement
                // that sets a wrapped row's money on its last line, the day's date printed once): the
                // line of the description column right over it, with neither date nor money, is that
                // row's name (`SPEI ENVIADO Lucía Fernández Gómez`), not the row above's going on.
                let headsReference =
                    column.map { column in
                        guard nextAnchorCursor < anchorTops.count, gapBelow <= typical, line.starts(in: column, text: true),
                            line.cells.allSatisfy({ $0.money == nil && !$0.isDate })
                        else { return false }
                        let next = lines[anchorTops[nextAnchorCursor].index]
                        guard !next.cells.contains(where: \.isDate), let name = next.cells.first(where: \.isText),
                            column.contains(name.left)
                        else { return false }
                        return isReferenceOnly(name.text)
                    } ?? false
                // Under the page's last row, past a blank line's worth of space, a line that starts
                // left of the description column and holds neither date nor money is a note under
                // the table (`以上金额单位：人民币元`), not the row's name going on: standing in the date
                // column, it had made the row's carried date look unread, and the row was lost.
                let noteUnder =
                    nextTop == nil && gapAbove > typical && dateOnly(line) == nil
                    && line.cells.allSatisfy({ $0.money == nil && !$0.isDate })
                    && column.map { column in line.cells.first.map { $0.left < column.lowerBound } ?? false } ?? false
                // A balance's line whose figure a scan garbled past money (`Closing balance`
                // `-€5,072.22 CR`, a speck before it) is no name going on: it had joined the last
                // row's name (`REFUND ASOS.COM Closing balance`).
                let balanceLine =
                    line.cells.count >= 2 && line.cells.contains { $0.isText && $0.text.contains(where: \.isNumber) }
                    && line.cells.first.map { first in
                        first.isText
                            && (StatementTextParser.isClosingBalance(first.text) || StatementTextParser.isOpeningBalance(first.text))
                            && StatementTextParser.isSummary(first.text)
                    } ?? false
                let toAbove =
                    (gapAbove <= gapBelow || underNameless || wrapsAbove) && gapAbove <= far && !opensRow && !nextRowsName && !headsNextRow
                    && !noteUnder && !headsReference && !balanceLine
                if toAbove {
                    var row = rows[rows.count - 1]
                    // A date alone is the row's own date line only when it hugs the row (clearly
                    // nearer to it than to the next row, and within a line's height of it) and the
                    // row has no date yet; otherwise it is a day header for the rows below (`AYER`
                    // over a row whose amount was not read, so the next anchor is two rows down).
                    // (nor, in a table that prints each row's date under it, a date as near to the row
                    // above as to the row below: it is the row's own)
                    let ownDate =
                        (datesUnder || openedTable) && !hasOwnDate(row) && row.groupDate == nil && gapAbove <= typical
                        && gapAbove <= gapBelow
                    let alone = dateOnly(line)
                    if alone != nil, ownDate { datesUnder = true }
                    // (nor a date under the page's last row when that row is dated by the day
                    // header over it: the next day's header, its rows on the next page)
                    if case .date(let token) = alone, !ownDate,
                        hasOwnDate(row) || gapAbove * 2 > gapBelow || gapAbove > typical || nextTop == nil && row.groupDate != nil
                    {
                        groupDate = token
                        pendingAbove = []
                        blockBottom = Int.min
                        continue
                    }
                    row.attached.append(line)
                    rows[rows.count - 1] = row
                    blockBottom = max(blockBottom, line.bottom)
                } else if gapBelow <= far {
                    pendingAbove.append(line)
                } else if case .date(let token) = dateOnly(line) {
                    groupDate = token  // a header with room around it
                    pendingAbove = []
                }
            }
        }
        page.rows = rows
        page.lastHeader = headers.last
        page.lastHeader?.namesAbove = namesAbove
        page.lastHeader?.datesUnder = datesUnder
        page.footGroupDate = groupDate
        return page
    }

    /// A name that is only a reference (`REF F23V4FP2Q`, `Ref: 62947190392`, `Referencia 0042`): the
    /// label and one code, the line a wrapped name ends with, never a transaction's first line.
    static func isReferenceOnly(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard words.count == 2 else { return false }
        let label = words[0].lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ":.#"))
        return ["ref", "reference", "referencia", "réf", "référence"].contains(label)
    }

    /// Titles of a column that says where a booking was made.
    static let placeTitles: Set<String> = ["交易地点", "地点", "地区", "交易地区"]

    /// Columns titled as a place whose every cell in the document is a place name (two to four
    /// Chinese characters and nothing else: `上海`, `杭州市`; a scan's single character aside), three
    /// or more, say where, not what:
    /// they are no name columns, as a Spanish card's `LOCALIDAD` is not. Under the same title a
    /// bank's memo (`支付宝-盒马鲜生`, `工资`) stays part of the description. Decided over the whole
    /// document (`rows`: every table piece's), as its last page may hold one row.
    static func dropPlaceColumns(_ rows: inout [LayoutRow]) {
        let cells = rows.flatMap { row in
            ([row.anchor] + row.attached).flatMap(\.cells).filter { cell in
                cell.isText && row.placeColumns.contains { $0.contains(cell.left) }
            }
        }
        let place = { (text: String) in (2...4).contains(text.count) && text.unicodeScalars.allSatisfy(TextClass.isHan) }
        // (a scan's one character there, `和` for a city it lost, one cell in ten at most, says nothing)
        let read = cells.filter { $0.text.count >= 2 }
        guard read.count >= 3, (cells.count - read.count) * 10 <= cells.count, read.allSatisfy({ place($0.text) }) else { return }
        for i in rows.indices {
            let places = rows[i].placeColumns
            rows[i].apartColumns.removeAll { places.contains($0) }
            rows[i].placeColumns = []
        }
    }

    /// A column under a Chinese title OCR could not read, right after the description's (`大` `为`
    /// for a scan's `对方户名`), is the counterparty's when the rows hold Chinese names there: three
    /// or more, three in four of the text under it (not a figure's column, an account's), and one
    /// in four of them different (not a channel's, `当道` for `渠道` over `网上银行` on every row). Its
    /// text was left out otherwise, and a generic summary (`消费`, `代扣`) named the row alone.
    /// Decided over the whole document (`rows`: every table piece's), pages with the title at one
    /// place together.
    static func readUnreadTitles(_ rows: inout [LayoutRow]) {
        let titled = Dictionary(grouping: rows.indices.filter { rows[$0].names?.unreadTitle != nil }) { rows[$0].names!.unreadTitle!.left }
        for left in titled.keys.sorted() {
            let members = titled[left]!
            guard let title = rows[members[0]].names?.unreadTitle else { continue }
            let cells = members.flatMap { i in
                let from = rows[i].names!.span.upperBound + 1
                return rows[i].anchor.cells.filter { $0.isText && $0.left >= from && $0.left <= title.high }
            }
            let names = cells.filter { c in TextClass.containsHan(c.text) && c.text.filter(\.isNumber).count * 2 < c.text.count }
            // (many names, as payees are: a channel's column repeats two or three, `网上银行`, `手机银行`)
            let distinct = Set(names.map { $0.text.filter { $0 != " " } }).count
            guard names.count >= 3, names.count * 4 >= cells.count * 3, distinct >= 3, distinct * 4 >= names.count,
                let first = names.map(\.left).min()
            else { continue }
            for i in members {
                guard var columns = rows[i].names else { continue }
                columns.counterpartyLeft = max(columns.span.upperBound + 1, min(title.left, first))
                columns.span = columns.span.lowerBound...max(columns.span.upperBound, title.high)
                columns.end = title.end
                columns.unreadTitle = nil
                rows[i].names = columns
            }
        }
    }

    /// A counterparty's title centred over its column (a ruled grid's `对方户名` over names that
    /// start at the cell's left edge) stands right of where the column's text starts, so a short
    /// name (`张伟`) starts before the title and reads as the summary's. Where the rows' second
    /// cells in the description column start at one x (within half a line's height) left of the
    /// title, on three rows or more and on most of the rows that have one, the column starts
    /// there. A summary read as two words (`财付通 瑞幸咖啡`) has its second start anywhere; a
    /// summary cell of two parts set at fixed places (`快捷支付    支付宝-淘宝`) has the counterparty's
    /// text after it, under the title, on most rows: the title is where its column is.
    /// Decided over the whole document (`rows`: every table piece's), pages with the title at one
    /// place together: a last page may hold two rows.
    static func alignCounterpartyColumns(_ rows: inout [LayoutRow]) {
        for cut in Set(rows.compactMap(\.counterpartyLeft)).sorted() {
            let members = rows.indices.filter { rows[$0].counterpartyLeft == cut }
            var seconds: [LayoutCell] = []
            var firstRights: [Int] = []
            var placed = 0  // rows with text under the title already
            for i in members {
                guard let column = rows[i].descriptionColumn else { continue }
                let names = rows[i].anchor.cells.filter { $0.isText && column.contains($0.left) }
                guard names.count >= 2 else { continue }
                seconds.append(names[1])
                firstRights.append(names[0].right)
                if names.contains(where: { $0.left >= cut }) { placed += 1 }
            }
            let early = seconds.filter { $0.left < cut }.map(\.left).sorted()
            guard early.count >= 3, early.count * 2 > seconds.count, placed * 4 <= seconds.count else { continue }
            let median = early[early.count / 2]
            let tolerance = max(4, seconds.map(\.height).max()! / 2)
            let aligned = early.filter { abs($0 - median) <= tolerance }
            guard aligned.count * 2 > seconds.count, aligned.count >= 3,
                let start = aligned.min(), firstRights.allSatisfy({ $0 < start })
            else { continue }
            let left = start - tolerance / 2
            for i in members { rows[i].counterpartyLeft = left }
        }
    }

    /// Whether `line`, waiting over `row` (a continuation page's first row), may be the last row's
    /// name run over the page break: text only, no date or money, starting in one of the row's
    /// name columns; not a section's title, a summary or a balance (an opening balance whose figure
    /// a scan lost, `Balance brought forward from sheet 1`); and `row` opens with its date and has
    /// text of its own in its name columns (so the line is not its name printed over it).
    static func runsOver(_ line: LayoutLine, above row: LayoutRow) -> Bool {
        guard let column = row.descriptionColumn, let first = line.cells.first else { return false }
        return opensWithDate(row.anchor) && row.anchor.cells.contains { $0.isText && column.contains($0.left) }
            && line.starts(in: column, text: true) && line.cells.allSatisfy { $0.isText && $0.money == nil }
            && !isSummaryLine(line.text) && Section.headers(in: [line]).isEmpty
            && !StatementTextParser.isOpeningBalance(line.text) && !isBalanceWord(first.text)
    }

    /// A table line that opens with a date, or with a sequence number and a date (`12  2025-01-15`).
    /// `orTime`: a time in the date's place opens it too (a date printed once a day, its time on each row).
    static func opensWithDate(_ line: LayoutLine, orTime: Bool = false) -> Bool {
        guard var first = line.cells.first else { return false }
        if isSequenceNumber(first), line.cells.count > 1 { first = line.cells[1] }
        return first.isDate || orTime && first.kind == .time
    }

    /// A row's number in a sequence column (`12`: up to four digits, a text cell).
    static func isSequenceNumber(_ cell: LayoutCell) -> Bool {
        cell.isText && cell.text.count <= 4 && cell.text.allSatisfy(\.isNumber)
    }

    static func dateToken(_ cell: LayoutCell) -> StatementTextParser.DateToken? {
        if case .date(let token) = cell.kind { return token }
        return nil
    }

    /// The median line height.
    static func typicalHeight(_ lines: [LayoutLine]) -> Int {
        let heights = lines.map(\.height).sorted()
        return max(1, heights[heights.count / 2])
    }

    /// The line is a date and nothing else (a day header, or a date line under a row).
    static func dateOnly(_ line: LayoutLine) -> CellKind? {
        let cells = line.cells.filter { $0.kind != .time }
        if cells.count == 1, case .date = cells[0].kind { return cells[0].kind }
        if let token = StatementTextParser.groupHeader(line.text.replacingOccurrences(of: "   ", with: " ")) { return .date(token) }
        return nil
    }

    static func hasOwnDate(_ row: LayoutRow) -> Bool {
        (row.anchor.cells + row.attached.flatMap(\.cells)).contains {
            if case .date = $0.kind { return true }
            return false
        }
    }

    /// A line with text in the main type of the row above (not paler, not smaller; not a label,
    /// time or date): it describes itself, so its money is its own.
    static func hasOwnDescription(_ line: LayoutLine, comparedTo above: LayoutLine) -> Bool {
        let main = above.cells.filter { $0.isText }
        // The name's type size from its words (lower median): one word box stretched over the
        // day number under it (`Costa` 51 px high among 28 px words) must not make it look large.
        // Nor every word of it (`Costa Coffee` both 51 px over `27`): the amount's type is the
        // name's size at most.
        let heights = main.flatMap(\.words).map(\.height).sorted()
        let amountHeight = above.cells.filter { $0.money != nil }.map(\.height).min() ?? Int.max
        let height = heights.isEmpty ? 0 : min(heights[(heights.count - 1) / 2], amountHeight)
        // Its type's contrast from the cells of that size: a box a scan stretched half as tall
        // again (`MADRID` 41 px among 25 px words) takes in dark specks and reads darker.
        let sized = main.filter { $0.height * 10 <= height * 13 }
        let typed = sized.isEmpty ? main : sized
        // (the median of its words': a speck glued to a word, `‘POS DISNEY PLUS`, read darker than
        // the type, 145 among 100–110, and made the next row's name look pale beside it)
        let inks = typed.flatMap(\.words).compactMap { $0.ink?.contrast }.sorted()
        let contrast = inks.isEmpty ? typed.map(\.contrast).max() ?? 0 : inks[inks.count / 2]
        return line.cells.contains {
            // (a Chinese name may be two characters: `工资`, `房租`)
            $0.isText && !StatementTextParser.isNoise($0.text)
                && ($0.text.count > 3 || $0.text.count >= 2 && TextClass.containsHan($0.text))
                && !isBalanceWord($0.text)
                && $0.contrast * 10 >= contrast * 8 && $0.height * 10 >= height * 7
        }
    }

    static func isBalanceWord(_ text: String) -> Bool {
        let t = text.lowercased()
        if t.hasPrefix("余额") {
            // Not `余额宝收益` (the earnings of Alipay's fund): a name that starts with the word.
            guard let next = t.unicodeScalars.dropFirst(2).first else { return true }
            return !TextClass.isCJK(next)
        }
        return ["saldo", "balance", "bal."].contains { t.hasPrefix($0) }
    }

    /// Under `above` in the same right-aligned column, less than three of its heights below it, and
    /// paler, smaller or right against it. (Farther down it is the next row's amount: `$17.99`
    /// four heights under `-$1,647.00` on a dark card app, the row's date line between them
    /// misread, and a hair paler and smaller than it.)
    static func isSecondaryMoney(_ line: LayoutLine, cell: Int, under above: LayoutCell) -> Bool {
        let c = line.cells[cell]
        // Right edges within a word height, or two when the balance lacks the amount's currency
        // sign (`4.904,60` under `-65,64 €`).
        let symbols = "€$£¥"
        let tolerance = above.text.contains(where: symbols.contains) && !c.text.contains(where: symbols.contains) ? 2 : 1
        guard abs(c.right - above.right) <= max(above.height, 8) * tolerance, c.top >= above.bottom - above.height / 2,
            c.top - above.bottom < above.height * 3
        else { return false }
        // A green amount under a black one is money in, drawn in the app's credit colour, not a balance
        // printed paler (`-¥9,838.99` in green under `¥68.50`, its name misread small).
        let credit = c.ink?.isGreen == true && above.ink?.isGreen != true
        let paler = c.contrast * 10 < above.contrast * 8 && !credit
        let smaller = c.height * 10 < above.height * 9
        // Right under it, closer than a line (a green amount is itself pale: its balance may not be paler).
        let hugging = c.top - above.bottom < above.height
        return paler || smaller || hugging
    }

    /// Balance, total and summary lines that hold money but are not transactions.
    static func isSummaryLine(_ description: String) -> Bool { summaryLines(description, summaryLine) }

    private static let summaryLines = TextMemo<Bool>()

    private static func summaryLine(_ description: String) -> Bool {
        let d = String(StatementTextParser.trimmedSpaces(description))
        if StatementTextParser.isSummary(d) { return true }
        // "周五 ”余额 2": a balance line behind a weekday and icon debris.
        let core = d.split(separator: " ").filter { !StatementTextParser.weekdayWords.contains($0.lowercased()) }.joined()
            .filter { $0.isLetter && !$0.isASCII }
        if ["余额", "可用余额", "账户余额", "当前余额"].contains(core) { return true }
        let lower = d.lowercased()
        let phrases = [
            "available", "disponible", "spent this", "spent in", "gastado", "gastos del mes", "ingresos del mes", "this month",
            "este mes", "statement balance", "minimum payment", "payment due", "pago mínimo", "credit limit",
        ]
        let words = d.split(separator: " ")
        // a year-to-date figure of a summary box (`Dividends Paid YTD`, `Interest paid year-to-date`)
        if words.count <= 6,
            words.last?.lowercased() == "ytd" || TextClass.contains(lower, "year-to-date") || TextClass.contains(lower, "year to date")
        {
            return true
        }
        return words.count <= 5 && phrases.contains { lower.hasPrefix($0) || lower.hasSuffix($0) }
    }

    /// Lines of a statement table that carry money but are not transactions, however long:
    /// `TOTAL PURCHASES FOR THIS PERIOD`, `Subtotal for card ending 0187`, `Totals`,
    /// `Ending balance on 10/17`, `Balance brought forward`, `SUMA Y SIGUE`. A shop whose name
    /// starts with "Total" (`Total Wine & More`) is not one: after "total" comes a word of accounts.
    static func isStatementSummary(_ description: String) -> Bool {
        let d = String(StatementTextParser.trimmedSpaces(description.lowercased()))
        // (and the speck a scan leaves after a word: `Total.`)
        let words = d.split(separator: " ").map { String(StatementTextParser.trimming($0, [":", "."])) }
        guard let first = words.first else { return false }
        // `本期账单金额合计`, `本页小计`: a Chinese line that ends in a total word, or whose first word
        // does (a scan's speck read as characters after it, `本期账单金额合计 汪汪`).
        if TextClass.containsHan(d), ["合计", "小计", "总计"].contains(where: { d.hasSuffix($0) || first.hasSuffix($0) }) { return true }
        // A page's carried line (`过次页`, `承前页`, `转下页`, `接上页`), also with its first character
        // lost to a scan (`次页`: the carried totals had been stored as a row), as its first word
        // (`次页 9537272`, a garbled total after it; tuning seed 21 cn-journal-01, AR PL UMing).
        if first.count <= 4, TextClass.containsHan(first), ["次页", "前页", "上页", "下页"].contains(where: { first.hasSuffix($0) }) {
            return true
        }
        if ["total", "totals", "subtotal", "sub-total", "subtotals", "totales", "subtotales"].contains(first) {
            // Any word of accounts after it: `Total ATM & Debit Card Withdrawals`, `Total deposits and other additions`.
            return words.count == 1 || words.dropFirst().contains { summaryFollowers.contains($0) }
        }
        // A total of a span of rows, named by the span (`Daily total`, `Page total`, `Grand totals`):
        // short, ending in the total word.
        if (2...3).contains(words.count), ["total", "totals", "subtotal", "subtotals"].contains(words[words.count - 1]),
            words.allSatisfy({ $0.allSatisfy(\.isLetter) })
        {
            return true
        }
        return statementSummaryPrefixes.contains { d.hasPrefix($0) }
    }

    static let summaryFollowers: Set<String> = [
        "for", "of", "purchases", "payments", "credits", "fees", "interest", "charges", "amount", "deposits", "withdrawals", "debits",
        "this", "new", "cash", "balance", "card", "spent", "paid", "money", "transactions", "del", "de", "movimientos", "cargos",
        "abonos", "período", "periodo", "additions", "subtractions", "checks",
    ]

    static let statementSummaryPrefixes = [
        "balance brought forward", "balance carried forward", "brought forward", "carried forward", "balance forward",
        "ending balance", "closing balance", "opening balance", "beginning balance", "previous balance", "new balance",
        "old balance", "balance as of", "balance on ", "alter kontostand", "neuer kontostand", "期初余额", "期末余额",
        "suma y sigue", "suma anterior", "saldo anterior", "saldo inicial", "saldo final", "本页合计", "本期合计", "承前页", "过次页",
    ]

    /// A date range of three weeks or more in the text of a line with money (`Fee period 07/06/2024 -
    /// 08/05/2024 ... $10.00`): a summary of the period, not a transaction. (A row's operation and
    /// value dates are days apart, and in cells of their own.)
    static func holdsPeriod(_ text: String) -> Bool {
        guard let p = StatementTextParser.periodIn(text) else { return false }
        return p.upperBound.dayNumber - p.lowerBound.dayNumber >= 20
    }

    /// A header cell or word as a column name: lower-cased, without the unit in brackets
    /// (`Money out (£)`, `Importe (EUR)`) and the punctuation around it (`Deposits/`, `Date:`).
    static func headerKey(_ text: String) -> String {
        // (`帐` is the older form of `账` some banks still print: `帐号`, `对方帐号`)
        var t = text.lowercased()
        if TextClass.contains(t, "帐") { t = t.replacingOccurrences(of: "帐", with: "账") }
        if t.hasSuffix(")"), let open = t.lastIndex(of: "(") { t = String(t[..<open]) }
        // (and the quote glyphs a scan leaves beside a word, `“用途`)
        t = String(StatementTextParser.trimming(t, headerKeyMarks))
        // `Payments/Credits`, `Retiros/Cargos`: the first name speaks for the column.
        if headerWords[t] == nil, let slash = t.firstIndex(of: "/"), headerWords[String(t[..<slash])] != nil { t = String(t[..<slash]) }
        return t
    }

    /// The punctuation `headerKey` takes from around a title.
    static let headerKeyMarks: Set<Character> = [".", ":", "/", "(", ")", " ", "\"", "'", "‘", "’", "“", "”", "`", "-", "_", "—", "–"]

    static let headerWords: [String: ColumnRole] = [
        "amount": .amount, "importe": .amount, "金额": .amount, "monto": .amount, "交易金额": .amount, "cantidad": .amount,
        "debit": .debit, "debits": .debit, "withdrawal": .debit, "withdrawals": .debit, "cargo": .debit, "cargos": .debit,
        "支出": .debit, "charges": .debit, "out": .debit, "debe": .debit,
        "credit": .credit, "credits": .credit, "deposit": .credit, "deposits": .credit, "abono": .credit, "abonos": .credit,
        "收入": .credit, "in": .credit, "haber": .credit, "ingresos": .credit, "additions": .credit, "subtractions": .debit,
        "借方": .debit, "借方发生额": .debit, "借方金额": .debit, "支出金额": .debit, "支取": .debit, "retiros": .debit,
        "贷方": .credit, "贷方发生额": .credit, "贷方金额": .credit, "收入金额": .credit, "存入": .credit, "depósitos": .credit,
        "depositos": .credit, "payments": .credit, "withdrawal amt": .debit, "deposit amt": .credit, "dr": .debit, "cr": .credit,
        "ingreso": .credit, "gasto": .debit, "gastos": .debit, "retirada": .debit, "retiradas": .debit,
        "balance": .balance, "saldo": .balance, "余额": .balance, "账户余额": .balance,
    ]

    static let headerVocabulary: Set<String> = [
        "date", "type", "description", "details", "amount", "balance", "debit", "credit", "paid out", "paid in", "money out",
        "money in", "withdrawals", "deposits", "trans date", "post date", "posting date", "transaction date", "reference",
        "category", "payee", "merchant", "fecha", "concepto", "importe", "saldo", "cargo", "abono", "movimiento", "日期", "摘要",
        "金额", "余额", "交易日期", "记账日期", "交易说明", "收入", "支出", "transaction", "memo", "fecha valor", "descripción",
        "additions", "subtractions", "number", "check", "check number", "交易摘要", "对方户名", "序号", "账户余额", "交易金额",
        "value date", "fecha operación", "fecha operacion", "借方", "贷方", "交易时间", "收/支", "收支", "交易对方", "借方发生额", "贷方发生额", "记账日期", "交易日",
        "记账日", "retiros", "depósitos", "type", "establecimiento", "localidad", "debit amount", "credit amount",
        // the other columns of Chinese banks' exports: currency, cash or remittance, time, channel,
        // place, the counterparty's account, voucher and sequence numbers
        "币种", "币别", "货币", "钞汇", "钞/汇", "记账时间", "渠道", "交易渠道", "交易场所", "交易地点", "地区", "对方账号", "对方卡号/账号",
        "对方账户", "对方开户行", "凭证号", "流水号", "日志号", "交易类型", "交易名称", "网点名称", "本次余额", "联机余额", "起息日", "对手信息",
        "交易行", "交易方式", "借贷状态", "交易用途", "方向", "借贷方向", "借贷标志",
        // and of payment apps' statements (their order and merchant numbers, how it was paid)
        "收/支/其他", "交易单号", "商户单号", "交易订单号", "商家订单号", "收/付款方式", "支付方式", "交易状态", "交易分类",
    ]

    /// A table's header row: no money, at least three cells, most of them column names.
    static func isTableHeader(_ line: LayoutLine) -> Bool {
        let (titles, known) = headerTitles(line)
        return titles >= 3 && known >= 3 && known * 3 >= titles * 2
    }

    /// How many titles a line holds, and how many of them are known column names.
    static func headerTitles(_ line: LayoutLine) -> (titles: Int, known: Int) {
        // The titles: the cells, and on a scan the titles a quote glyph joined into one cell
        // (`发生额”对方户名`); a Chinese title without the spaces OCR put between its characters.
        let titles = line.cells.flatMap { cell in
            cell.text.split(whereSeparator: LayoutCell.quotes.contains).map { part in
                TextClass.containsHan(String(part)) ? part.filter { $0 != " " } : String(part)
            }
        }.filter { !$0.isEmpty }
        guard titles.count >= 3 else { return (titles.count, 0) }
        let known = titles.filter(isKnownTitle)
        return (titles.count, known.count)
    }

    /// A known column title, or one of whose words is a title word (`Txn Date`, `Withdrawal Amt.`,
    /// `Transaction particulars`, `Closing balance`).
    static func isKnownTitle(_ title: String) -> Bool {
        let key = headerKey(title)
        return headerVocabulary.contains(key) || headerWords[key] != nil || descriptionWords.contains(key) || cellRole(title) != nil
            || counterpartyWords.contains(key) || memoWords.contains(key) || postingDateTitles.contains(key)
            || transactionDateTitles.contains(key) || checkNumberTitles.contains(key)
            // (words cut at spaces, slashes and points too: `Chq./Ref.No.` holds `ref`)
            || title.split(whereSeparator: { $0 == " " || $0 == "/" || $0 == "." }).contains {
                headerKeywords.contains(headerKey(String($0)))
            }
            || key.count >= 3 && key.hasSuffix("户名")  // a counterparty's, its first character misread (`史方户名`)
            || knownHanTail(key)
    }

    /// A Chinese title with a stray character read before it (`人入账日期` for `入账日期`, a scan's
    /// speck): its last three characters or more are a known title.
    static func knownHanTail(_ key: String) -> Bool {
        guard key.count >= 4, TextClass.containsHan(key) else { return false }
        return (3..<key.count).contains { n in
            let tail = String(key.suffix(n))
            return headerVocabulary.contains(tail) || descriptionWords.contains(tail) || postingDateTitles.contains(tail)
                || transactionDateTitles.contains(tail)
        }
    }

    /// A date column's title (`Date`, `Posting date`, `Fecha`, `日期`).
    static func isDateTitle(_ key: String) -> Bool {
        key == "date" || key == "fecha" || key.hasSuffix("日期") || key.hasSuffix("日") || transactionDateTitles.contains(key)
            || postingDateTitles.contains(key)
    }

    /// Titles of the date a card was used, as statements print them beside a posting date.
    static let transactionDateTitles: Set<String> = [
        "tran date", "trans date", "trans. date", "transaction date", "txn date", "purchase date", "date of transaction",
        "fecha operación", "fecha operacion", "fecha de operación", "交易日", "交易日期",
    ]
    /// Titles of a check's number, over a list of checks paid printed two or three to a line
    /// (`Number  Date  Amount  Number  Date  Amount`, `Date  Check #  Amount  Date  Check #  Amount`).
    static let checkNumberTitles: Set<String> = ["number", "check", "check #", "check no", "check number", "cheque no", "chq no"]
    /// Titles of the date a bank booked a transaction.
    static let postingDateTitles: Set<String> = [
        "post date", "posting date", "posted", "posted date", "date posted", "fecha valor", "fecha contable", "记账日", "记账日期",
        "入账日", "入账日期",
    ]

    /// The middle of a header's transaction-date title when a posting date's title stands left of
    /// it (`Post Date  Tran Date`, `记账日 交易日`); nil otherwise (the left-most date is the
    /// transaction's, as most statements print it).
    static func transactionDateTitle(_ line: LayoutLine) -> Int? {
        // the titles: each cell, or each pair of its words (`Post Date Tran Date` read as one cell)
        var titles: [(text: String, left: Int, right: Int)] = []
        for cell in line.cells {
            let words = cell.words
            var k = 0
            while k < words.count {
                if k + 1 < words.count {
                    let pair = headerKey(words[k].text + " " + words[k + 1].text)
                    if transactionDateTitles.contains(pair) || postingDateTitles.contains(pair) {
                        titles.append((pair, words[k].left, words[k + 1].right))
                        k += 2
                        continue
                    }
                }
                titles.append((headerKey(words[k].text), words[k].left, words[k].right))
                k += 1
            }
            if words.count > 1 { titles.append((headerKey(cell.text), cell.left, cell.right)) }
        }
        guard let posting = titles.first(where: { postingDateTitles.contains($0.text) }),
            let transaction = titles.first(where: { transactionDateTitles.contains($0.text) }), posting.right < transaction.left
        else { return nil }
        return (transaction.left + transaction.right) / 2
    }

    /// Whether `above` is a line of labels over `line`'s values: three cells or more each, every
    /// one of `line`'s starting where one of `above`'s does (within `tolerance`).
    static func labelsOver(_ line: LayoutLine, _ above: LayoutLine, tolerance: Int) -> Bool {
        line.cells.count >= 3 && above.cells.count >= 3 && cellsStarting(line, near: above, within: tolerance) == line.cells.count
    }

    /// How many of `a`'s cells start within `within` of where one of `b`'s does (where its letters
    /// start: a scan's quote speck before a label, `“到期还款日`, widens its box leftwards).
    static func cellsStarting(_ a: LayoutLine, near b: LayoutLine, within: Int) -> Int {
        a.cells.filter { c in b.cells.contains { $0.starts(at: c.left, tolerance: within) || c.starts(at: $0.left, tolerance: within) } }
            .count
    }

    /// The labels of a summary box over its figures (`Saldo anterior  Total ingresos  Total gastos`,
    /// `Opening balance  Total debits`): they name money too, but no column of rows.
    static func isSummaryLabels(_ line: LayoutLine) -> Bool {
        line.cells.contains { cell in
            let lower = cell.text.lowercased()
            return lower.split(whereSeparator: { !$0.isLetter }).contains { summaryLabelWords.contains(String($0)) }
                || ["合计", "期初", "上期", "本期"].contains { TextClass.contains(lower, $0) }
        }
    }

    static let summaryLabelWords: Set<String> = [
        "total", "totals", "totales", "anterior", "previous", "opening", "brought", "forward", "beginning",
    ]

    /// Words that make a header cell whatever surrounds them, in the statements of many banks.
    static let headerKeywords: Set<String> = [
        "date", "dt", "description", "details", "particulars", "narrative", "narration", "amount", "amt", "balance", "debit",
        "debits", "credit", "credits", "withdrawal", "withdrawals", "deposit", "deposits", "reference", "ref", "payee", "memo",
        "merchant", "fecha", "concepto", "importe", "saldo", "cargo", "cargos", "abono", "abonos", "movimiento", "descripción",
        "establecimiento", "comercio", "operación", "operacion", "valor", "remarks", "chq", "cheque", "日期", "时间", "摘要", "金额", "余额", "对方",
        "对方户名", "交易对方", "交易类型", "收入",
        "支出",
    ]

    static let descriptionWords: Set<String> = [
        "description", "details", "transaction", "payee", "merchant", "narrative", "concepto", "descripción", "descripcion",
        "detalle", "摘要", "交易摘要", "交易说明", "交易描述", "商户", "对方", "memo", "particulars", "narration", "comercio",
        "establecimiento", "movimiento", "商户名称", "用途", "附言", "交易详情", "备注", "remarks", "purpose",
        // (`Summary`: the English title Chinese banks print under `摘要`)
        "summary",
        // the other titles Chinese banks give their summary column (a Type column of 借/贷 marks
        // under `交易类型` gives no name: direction words are left out of names)
        "业务摘要", "摘要说明", "交易类型", "业务类型", "交易名称", "交易内容", "业务说明", "交易用途",
    ]

    /// Titles of a Chinese bank's merchant or memo column, read after the summary as part of the
    /// name when set apart from it (`摘要` holding `消费`, `交易场所` holding `财付通-美团外卖`).
    static let memoWords: Set<String> = [
        "交易场所", "交易地点", "附言", "交易附言", "商户名称", "备注", "用途", "交易备注", "商户", "商品说明", "商品名称",
    ]

    /// Whether `title` names a merchant or memo column, alone or beside another (`交易地点/附言`).
    static func isMemoTitle(_ title: String) -> Bool {
        memoWords.contains(title) || title.contains("/") && title.split(separator: "/").contains { memoWords.contains(String($0)) }
    }

    /// Titles of a counterparty column: its text is the row's counterparty, read beside its description.
    static let counterpartyWords: Set<String> = [
        "对方户名", "对方名称", "对方账户名", "对方账户名称", "交易对方", "对手信息", "counterparty", "payee", "beneficiary",
        "交易对手", "收/付款人", "收款人", "付款人", "收款方", "付款方", "收款人名称", "付款人名称", "对方单位",
    ]

    /// The counterparty titles as a title read a word at a time is keyed (`headerKey` takes the
    /// slash off `/付款人`): `收付款人` for `收/付款人`.
    static let slashlessCounterpartyWords = Set(
        counterpartyWords.filter { $0.contains("/") }.map { $0.replacingOccurrences(of: "/", with: "") })

    /// The span of the description column: from its header word to the start of the next header
    /// word on the right (less a small gap), widened left by a word height; where a counterparty
    /// column inside it starts; and the spans of name columns set apart from it (`摘要  金额  余额
    /// 对方户名`, `摘要  交易场所  金额`, as Chinese banks print them), read after it left to right.
    static func descriptionSpan(_ line: LayoutLine) -> NameColumns? {
        var words = line.cells.flatMap(\.words).flatMap(splitAtQuotes).flatMap(splitGluedTitles).sorted { $0.left < $1.left }
        // `Transaction` opens `Transaction date` as well as `Transaction details`: it is the
        // description's title only when what follows it, set tight, is one too (or nothing).
        func isTitle(_ i: Int) -> Bool {
            let text = headerKey(words[i].text)
            guard descriptionWords.contains(text) else { return false }
            guard text == "transaction", i + 1 < words.count, words[i + 1].left - words[i].right < words[i].height else { return true }
            return descriptionWords.contains(words[i + 1].text.lowercased())
        }
        // A summary's title comes before a counterparty's (`对方` read apart from `户名`).
        func summaryTitle(_ t: String) -> Bool { descriptionWords.contains(t) && !t.hasPrefix("对方") }
        // A Chinese title read as one word per character (`用` `途`) is one word here: its words up
        // to a character's height apart (a scan read `交易详情` as `交易` `详情`, 23 px apart in 31 px
        // type), since the whole must be a known title. The other titles below, some matched by a
        // part (`…/附言`), join words up to three quarters of one apart: a text layer's `联机余额
        // 交易地点/附言`, one word cut at its space, is two titles.
        // The leftmost such title, one word or several (a scan's `附` `言` left of `商户名称`, read
        // whole: the summary is `附言`, the merchant's column set apart after it).
        var k: Int? = nil
        for summary in [true, false] where k == nil {
            let title = summary ? summaryTitle : descriptionWords.contains
            for i in words.indices {
                if summary && isTitle(i) && summaryTitle(headerKey(words[i].text)) {
                    k = i
                    break
                }
                guard TextClass.containsHan(words[i].text) else { continue }
                if let end = tightTitle(words, from: i, within: words[i].height, matches: title), end > i {
                    var joined = words[i]
                    joined.text = words[i...end].map(\.text).joined()
                    joined.right = words[end].right
                    words.replaceSubrange(i...end, with: [joined])
                    k = i
                    break
                }
            }
        }
        if k == nil { k = words.indices.first(where: isTitle) }
        // With no summary column (a payment app's `收/支  交易对方  商品说明  收/付款方式  金额`), the
        // counterparty's is the name's: the columns around it (how it was paid) are not.
        if k == nil { k = words.indices.first { counterpartyWords.contains(headerKey(words[$0].text)) } }
        // A Chinese summary title with one character misread on a scan (`交易搞要` for `交易摘要`, read
        // `交易` `搞` `要`): four characters or more, set tight, one from a description title as long,
        // and no title of its own; asked last, when no title read whole names a column of names
        // (a counterparty's `对方户名` beside `交易类别`, a category's title one from `交易类型`, stays the
        // name). (Without it a card bill's names ran on over the card-number column, `… 8090`.)
        let misread = { (key: String) in
            key.count >= 4 && headerWords[key] == nil && !headerVocabulary.contains(key)
                && descriptionWords.contains { $0.count == key.count && !$0.hasPrefix("对方") && editDistance($0, key) == 1 }
        }
        for i in words.indices where k == nil && TextClass.containsHan(words[i].text) {
            guard let end = tightTitle(words, from: i, within: words[i].height, matches: misread) else { continue }
            var joined = words[i]
            joined.text = words[i...end].map(\.text).joined()
            joined.right = words[i...end].map(\.right).max() ?? words[end].right
            words.replaceSubrange(i...end, with: [joined])
            k = i
            break  // (the words changed under the loop's indices)
        }
        guard let k else { return nil }
        var word = words[k]
        // A title of two joined by a slash or an ampersand (`Payee / Memo`, `Details & Reference`)
        // is one column: in a wide face the second title stood apart enough to end the first.
        var joinedEnd = k
        while joinedEnd + 1 < words.count {
            let here = words[joinedEnd].text, there = words[joinedEnd + 1].text
            let gap = words[joinedEnd + 1].left - words[joinedEnd].right
            guard gap < word.height else { break }
            if here.hasSuffix("/") || there.hasPrefix("/") && there.count > 1 {
                joinedEnd += 1
            } else if (there == "/" || there == "&") && joinedEnd + 2 < words.count
                && words[joinedEnd + 2].left - words[joinedEnd + 1].right < word.height
            {
                joinedEnd += 2
            } else {
                break
            }
        }
        if joinedEnd > k { word.right = words[joinedEnd].right }
        var next = words[(joinedEnd + 1)...].firstIndex { $0.left > word.right + word.height }
        // A counterparty column right after it (`交易摘要  对方户名`, `Details  Payee`) is part of the
        // description: where the summary is generic (`消费`, `代扣`), the counterparty names the merchant.
        var lastTitle = word
        var last = joinedEnd  // the index of lastTitle's last word
        var counterpartyLeft: Int? = nil
        // `户名` ends every Chinese variant, even with its first character misread (`允方户名`). The
        // counterparty's account, card or bank (`对方账号`, `对方卡号/账号`, `对方账户`, `对方开户行`) is
        // another column, not part of the name.
        // (titles come keyed, `headerKey`: `帐` written `账`)
        func counterparty(_ t: String) -> Bool {
            // (not a merchant's `商户名称` read a character at a time, `商户` `名` `称`: `商户名` ends so too)
            if counterpartyWords.contains(t) || slashlessCounterpartyWords.contains(t)
                || (t.hasSuffix("户名") && t.count >= 3 && !t.hasPrefix("商户"))
            {
                return true
            }
            // (`开户` alone too: a scan's `对方开户` `行` must not stop one word short at a counterparty)
            let numberOrBank = ["账号", "卡号", "开户", "行名", "银行"].contains { t.contains($0) } || t.hasSuffix("账户")
            return t.hasPrefix("对方") && t.count >= 4 && !numberOrBank  // (`对方` alone opens `对方卡号` too)
        }
        // (its title may be set as close as a word's space after the summary's, `交易详情对方户名`)
        let after = joinedEnd + 1 < words.count && !counterparty(headerKey(word.text)) ? joinedEnd + 1 : next
        if let n = after, let end = tightTitle(words, from: n, within: word.height * 3 / 4, matches: counterparty) {
            lastTitle = words[end]
            last = end
            counterpartyLeft = words[n].left
            next = words[(end + 1)...].firstIndex { $0.left > words[end].right + word.height }
        }
        // A title after it that is none known, in Chinese (`大` `为`: a scan's `对方户名` in a
        // brush face), is a column the rows may show to be the counterparty's.
        var unread: NameColumns.UnreadTitle? = nil
        if counterpartyLeft == nil, let n = next, let end = tightTitle(words, from: n, within: word.height * 3 / 4, matches: { _ in true })
        {
            let title = words[n...end].map(\.text).joined()
            if TextClass.containsHan(title), !isKnownTitle(title), !words[n...end].contains(where: { isKnownTitle($0.text) }) {
                let following = words[(end + 1)...].first { $0.left > words[end].right + word.height }
                unread = NameColumns.UnreadTitle(
                    left: words[n].left - word.height / 2,
                    high: following.map { min($0.left - word.height / 2, (words[end].right + $0.left) / 2) } ?? Int.max / 2,
                    end: following.map { $0.left - word.height / 2 })
            }
        }
        let nextLeft = next.map { words[$0].left } ?? Int.max / 2
        // The column's title starts at the first of the words set close before it (`交易` `摘要`, read
        // as two words; `Transaction` `Details`).
        // Across a conjunction set tight (`Payment type and details`, `Type & description`) the
        // title is one phrase: it starts at the phrase's first word, short of a date's title.
        // (A phrase's words may stand a little wider apart, up to a height and a quarter: a
        // monospaced face's spaces, `Payment  type  and  details` on a scan.)
        var first = k
        var phrase = false
        while first > 0 {
            let before = headerKey(words[first - 1].text)
            let joins = titleConjunctions.contains(before)
            guard words[first].left - words[first - 1].right < (joins || phrase ? word.height * 5 / 4 : word.height * 3 / 4) else { break }
            // (not over a Chinese title of a column of its own, read as one word or several set
            // tight: `钞` `汇` `”摘要` is the cash-or-remittance column's title, then the summary's;
            // the summary's names had each started with that column's `钞`)
            let ownTitle = (max(0, first - 4)..<first).contains { start in
                tightTitle(words, from: start, within: word.height * 3 / 4, matches: { TextClass.containsHan($0) && isKnownTitle($0) })
                    == first - 1
            }
            if !joins, ownTitle, descriptionWords.contains(headerKey(word.text)) { break }
            if joins {
                phrase = true
            } else if !(word.left - words[first - 1].right < word.height * 2 || phrase && !isDateTitle(before)) {
                break
            }
            first -= 1
        }
        // Titles sit over their columns in any alignment (`摘要` centred over names that start
        // further left, `对方户名` over a counterparty that starts under its first character): the
        // column starts after the previous title and ends halfway to the next one.
        // (Not into a name column before it, `对方户名  摘要`: a counterparty fills its column up to the
        // summary's title, and the summary's text starts under it.)
        // (a title read as one word or as several set tight, `对方` `户名`, ends at word first - 1)
        let nameTitle = { (t: String) in counterparty(t) || TextClass.containsHan(t) && (summaryTitle(t) || isMemoTitle(t)) }
        let afterNameColumn =
            first > 0
            && (max(0, first - 7)..<first).contains { start in
                tightTitle(words, from: start, within: word.height * 3 / 4, matches: nameTitle) == first - 1
            }
        var low = words[first].left - word.height
        if first > 0, !afterNameColumn { low = min(low, words[first - 1].right + word.height / 2) }
        let high = nextLeft == Int.max / 2 ? nextLeft : min(nextLeft - word.height / 2, (lastTitle.right + nextLeft) / 2)
        // Name columns elsewhere on the line, with other columns between (the money): a counterparty
        // (`对方户名` after the balance), a Chinese bank's merchant or memo column (`交易场所`, `附言`).
        var apart: [ClosedRange<Int>] = [], parties: [ClosedRange<Int>] = [], places: [ClosedRange<Int>] = [], apartEnds: [Int] = []
        let other = { (t: String) in
            (counterpartyLeft == nil && counterparty(t)) || TextClass.containsHan(t) && (summaryTitle(t) || isMemoTitle(t))
        }
        var j = 0
        while j < words.count {
            guard j < first || j > last, let found = tightTitle(words, from: j, within: word.height * 3 / 4, matches: other) else {
                j += 1
                continue
            }
            var (start, end) = acrossSlash(words, from: j, to: found, height: word.height, description: first...last)
            start = letterSpacedStart(words, title: start...end, height: word.height, description: first...last)
            // A counterparty's title that lost its first characters on a scan (`方账号与户名`,
            // `账号与户名`) starts that many characters right of its column's text: the column starts
            // as much further left. Its titles open with `对方`.
            let title = (start...end).map { headerKey(words[$0].text) }.joined()
            let truncated = title.hasSuffix("户名") && !title.hasPrefix("对方") && !counterpartyWords.contains(title)
            let lost = truncated ? (title.hasPrefix("方") ? 1 : 2) : 0
            var from = words[start].left - word.height * (1 + lost)
            // (up to a quarter of a height after the title before it: a memo whose first word a scan's
            // quote speck widened, `”杭州市…` 12 px after `余额` in 29 px type, starts in its column)
            if start > 0 { from = max(from, words[start - 1].right + word.height / 4) }
            // (the next title; or a Chinese title of its own set tight after a Chinese one, `交易地点`
            // `渠道` in a wide face, or glued to it, `交易地点渠道`: `splitGluedTitles`)
            let after = words[(end + 1)...].first { w in
                w.left > words[end].right + word.height
                    || w.left >= words[end].right && TextClass.containsHan(words[end].text) && TextClass.containsHan(w.text)
                        && isKnownTitle(w.text)
            }
            let to = after.map { min($0.left - word.height / 2, (words[end].right + $0.left) / 2) } ?? Int.max / 2
            if let after { apartEnds.append(after.left - word.height / 2) }
            apart.append(from...max(from, to))
            if counterparty(title) { parties.append(from...max(from, to)) }
            if placeTitles.contains(title) { places.append(from...max(from, to)) }
            j = end + 1
        }
        // the counterparty column starts a little left of its title (titles stand over their text);
        // the next column's text starts under its title
        let end = nextLeft == Int.max / 2 ? nil : nextLeft - word.height / 2
        return NameColumns(
            span: low...max(low, high), counterpartyLeft: counterpartyLeft.map { $0 - word.height / 2 }, apart: apart, parties: parties,
            places: places, end: end, apartEnds: apartEnds, unreadTitle: unread)
    }

    /// A list of checks paid (`Number  Date  Amount`, `Date  Check #  Amount`): no title names a
    /// description, and the check's number stands for it. Its column runs from its title, widened
    /// left by a word height, to halfway to the next title.
    /// (Only a list's whole header: a number's, a date's and a money title, and nothing else but a
    /// second date's; `Number` under `Check` is the second line of another table's titles.)
    static func checkNumberSpan(_ line: LayoutLine) -> NameColumns? {
        let cells = line.cells
        let keys = cells.map { headerKey($0.text) }
        let isDate = { (key: String) in key == "date" || key.hasSuffix(" date") || key.hasPrefix("date ") }
        guard cells.count <= 4, let k = keys.firstIndex(where: checkNumberTitles.contains), keys.contains(where: isDate),
            cells.contains(where: { cellRole($0.text) != nil }),
            keys.indices.allSatisfy({ $0 == k || isDate(keys[$0]) || cellRole(cells[$0].text) != nil })
        else { return nil }
        let low = max(cells[k].left - cells[k].height, k > 0 ? cells[k - 1].right + cells[k].height / 2 : Int.min)
        let high = k + 1 < cells.count ? (cells[k].right + cells[k + 1].left) / 2 : Int.max / 2
        return NameColumns(
            span: low...max(low, high), end: k + 1 < cells.count ? cells[k + 1].left - cells[k].height / 2 : nil, checkNumbers: true)
    }

    /// The name columns of a header repeated on a later page, where the scan may have misread its
    /// titles (`搞要` for `摘要`, `对方户` for `对方户名`): the header carried from the page before,
    /// when this one has the same money columns (as many, in the same roles, each within
    /// `tolerance` of its place there once the page's shift is taken out), shifted as they are.
    static func repeatedNames(of carried: TableHeader, roles: [(left: Int, right: Int, role: ColumnRole)], tolerance: Int)
        -> NameColumns?
    {
        guard let names = carried.names, !roles.isEmpty, roles.count == carried.roles.count else { return nil }
        let shift = roles[0].left - carried.roles[0].left
        let same = zip(roles, carried.roles).allSatisfy { own, before in
            own.role == before.role && abs(own.left - shift - before.left) <= tolerance
                && abs(own.right - shift - before.right) <= tolerance
        }
        return same ? names.shifted(by: shift) : nil
    }

    /// Where a name column's title (words `title`) starts when it is set letter-spaced and was found
    /// by its tail: `交 易 附 言` in a Kai face whose boxes are narrower than its characters was read
    /// `交易` `附` `言`, `交易` 28 px short of `附` in 32 px type, and `附言` alone is a title too. The
    /// Han words set up to a character's height before it (three at most) start the title when,
    /// with them, it is one known title whole (`交易附言`); never the `description` title's words,
    /// and never across a slash (`联机余额` before `交易地点/附言` names another column).
    static func letterSpacedStart(_ words: [OCRWord], title: ClosedRange<Int>, height: Int, description: ClosedRange<Int>) -> Int {
        var key = title.map { headerKey(words[$0].text) }.joined()
        var start = title.lowerBound
        var b = title.lowerBound
        while b - 1 >= 0, title.lowerBound - (b - 1) <= 3, !description.contains(b - 1), TextClass.containsHan(words[b - 1].text),
            words[b].left - words[b - 1].right <= height
        {
            b -= 1
            key = headerKey(words[b].text) + key
            if memoWords.contains(key) || counterpartyWords.contains(key) || descriptionWords.contains(key) { start = b }
        }
        return start
    }

    /// A title run (words `from`...`to`) widened across a slash it was read apart at: two titles of
    /// one column joined by a slash (`交易地点/` `附言`) are one column; and read apart before its
    /// slash (`地` `点` `/附言`), the column starts at the first part when that is a title of its own
    /// (`交易地点`), its words up to two heights apart (a face whose boxes are narrower than its
    /// characters left `交易` 48 px short of `地`), never among the `description` title's words.
    static func acrossSlash(
        _ words: [OCRWord], from j: Int, to found: Int, height: Int, description: ClosedRange<Int>
    ) -> (start: Int, end: Int) {
        let slashBetween = { (a: Int) in
            words[a + 1].left - words[a].right < height && (words[a].text.hasSuffix("/") || words[a + 1].text.hasPrefix("/"))
        }
        var end = found
        while end + 1 < words.count, slashBetween(end) { end += 1 }
        var start = j
        if j > 0, slashBetween(j - 1) {
            var key = ""
            for b in stride(from: j - 1, through: max(0, j - 4), by: -1) {
                if description.contains(b) || b < j - 1 && words[b + 1].left - words[b].right > height * 2 { break }
                key = headerKey(words[b].text) + key
                if memoWords.contains(key) || placeTitles.contains(key) { start = b }
            }
        }
        return (start, end)
    }

    /// Whether two lines of titles are one header's: three cells or more of each start within
    /// `within` of a cell of the other, and so do most of the shorter line's.
    static func titlesAligned(_ upper: LayoutLine, over lower: LayoutLine, within: Int) -> Bool {
        let (up, down) = (cellsStarting(upper, near: lower, within: within), cellsStarting(lower, near: upper, within: within))
        return min(up, down) >= 3 && min(up, down) * 2 > min(upper.cells.count, lower.cells.count)
    }

    /// The name columns of a header set on two lines, from each line's reading (`own`: the header
    /// line's, `above`: the line over it). Titles printed twice (a bilingual header: `交易详情 对方户名`
    /// over `Details Counterparty`, the English set closer): the description column is where both
    /// put it, and the name columns apart and the counterparty come from the line that finds them.
    /// Spans that do not meet (`Transaction` over `Date` is no description) leave the header line's;
    /// a title only one line names (`用途` over `Purpose`) is taken from that line; of two lines that
    /// disagree on a counterparty column, the one that found it speaks; where the column after the
    /// name's starts is the nearer of the two.
    static func bilingualSpan(_ own: NameColumns?, _ above: NameColumns?) -> NameColumns? {
        guard let own, let above else { return own ?? above }
        // One line found a counterparty title and the other did not: they read different titles as
        // the description's (a scan's misread `搞要` leaves `对方户名` as the only name title).
        if (own.counterpartyLeft == nil) != (above.counterpartyLeft == nil) { return own.counterpartyLeft != nil ? own : above }
        // One line found a counterparty set apart and the other did not (a scan's `对方户` for
        // `对方户名`, `Counterparty` read under it): that line's columns, and the other's columns set
        // apart that none of them covers (`交易场所` over `Merchant`, a memo only its Chinese title
        // names). (Without them, a merchant's name had been lost from every row.)
        if own.parties.isEmpty != above.parties.isEmpty {
            var names = own.parties.isEmpty ? above : own
            let other = own.parties.isEmpty ? own : above
            for column in other.apart where !names.span.overlaps(column) && !names.apart.contains(where: { $0.overlaps(column) }) {
                names.apart.append(column)
                if other.places.contains(column) { names.places.append(column) }
            }
            names.apartEnds += other.apartEnds.filter { !names.apartEnds.contains($0) }
            return names
        }
        let low = max(own.span.lowerBound, above.span.lowerBound), high = min(own.span.upperBound, above.span.upperBound)
        guard low < high else { return own }
        var names = own.apart.count >= above.apart.count ? own : above
        names.span = low...high
        names.counterpartyLeft = [own.counterpartyLeft, above.counterpartyLeft].compactMap { $0 }.max()
        names.end = [own.end, above.end].compactMap { $0 }.min()
        return names
    }

    /// A scanned header word with a quote glyph inside (`发生额”对方户名`: a shaded header's edge
    /// read between two titles set close) is two words, and so is a text layer's word of two
    /// Chinese titles one space apart (`账户余额 交易地点/附言`, kept as one word as Chinese words
    /// are); each part's box is its share of the word's, by characters.
    static func splitAtQuotes(_ word: OCRWord) -> [OCRWord] {
        let characters = Array(word.text)
        let han = { (c: Character) in TextClass.containsHan(String(c)) }
        func cut(_ i: Int) -> Bool {
            LayoutCell.quotes.contains(characters[i])
                || characters[i] == " " && i > 0 && i + 1 < characters.count && han(characters[i - 1]) && han(characters[i + 1])
        }
        guard characters.count > 2, (1..<(characters.count - 1)).contains(where: cut) else { return [word] }
        var parts: [OCRWord] = []
        var start = 0
        for i in characters.indices where cut(i) || i == characters.count - 1 {
            let end = cut(i) ? i : i + 1
            if end > start {
                var part = word
                part.text = String(characters[start..<end])
                part.left = word.left + word.width * start / characters.count
                part.right = word.left + word.width * end / characters.count
                parts.append(part)
            }
            start = i + 1
        }
        return parts.isEmpty ? [word] : parts
    }

    /// A Chinese header word that is no title but two known ones set with no space between
    /// (`交易地点渠道`: a narrow place column's title and the channel's after it, in a face as wide as
    /// WenQuanYi Zen Hei) is two words, each part's box its share of the word's, by characters.
    /// (Read as one unknown title, its columns' place and channel had joined every row's name.)
    static func splitGluedTitles(_ word: OCRWord) -> [OCRWord] {
        let characters = Array(word.text)
        guard characters.count >= 4, characters.allSatisfy({ TextClass.containsHan(String($0)) }), !isKnownTitle(word.text)
        else { return [word] }
        let cuts = (2...(characters.count - 2)).filter { i in
            isKnownTitle(String(characters[..<i])) && isKnownTitle(String(characters[i...]))
        }
        guard cuts.count == 1, let i = cuts.first else { return [word] }
        var head = word, tail = word
        head.text = String(characters[..<i])
        head.right = word.left + word.width * i / characters.count
        tail.text = String(characters[i...])
        tail.left = head.right
        return [head, tail]
    }

    /// The title that starts at word `i`, joined from up to seven words set tight together, each
    /// at most `within` after the one before (OCR reads `对方户名` as `对方` `户名`, a faint `用途` one
    /// word per character): the index of its last word when the joined, lower-cased text
    /// `matches`. The longest such title wins: `对方` opens `对方卡号/账号` too.
    static func tightTitle(_ words: [OCRWord], from i: Int, within: Int, matches: (String) -> Bool) -> Int? {
        // (up to seven words: a scan reads a Chinese title a character or two at a time, `方` `账号`
        // `与` `户` `名`)
        var titles = [headerKey(words[i].text)]
        while titles.count < 7, i + titles.count < words.count {
            let end = i + titles.count
            guard words[end].left - words[end - 1].right <= within else { break }
            titles.append(titles[titles.count - 1] + headerKey(words[end].text))
        }
        // a longer run that matches nothing (the next title set tight) leaves the shorter match
        guard let longest = titles.indices.last(where: { matches(titles[$0]) }) else { return nil }
        return i + longest
    }

    /// Each money column's header and where it sits.
    ///
    /// A header cell is read as a whole (`Payments - out`, `Withdrawal Amt.`, `£Out`, `存入金额`);
    /// a cell holding several titles set close together (`Debit Credit Balance`) word by word.
    /// `Payments` is money out beside a money-in column (`Payments` `Receipts`, a bank ledger) and
    /// money in otherwise (`Payments and credits`, a card statement).
    static func headerRoles(_ line: LayoutLine) -> [(left: Int, right: Int, role: ColumnRole)] {
        var roles: [(left: Int, right: Int, role: ColumnRole, payments: Bool)] = []
        for cell in line.cells {
            let byWord = wordRoles(cell.words)
            // Two titles set close into one cell (`Amount (INR) Closing Balance (INR)`): split where
            // the balance's title starts, so the amounts are not read as the balance.
            if byWord.count >= 2, let balance = byWord.last, balance.role == .balance,
                byWord.dropLast().contains(where: { $0.role != .balance }),
                var start = cell.words.firstIndex(where: { $0.left == balance.left }), start > 0
            {
                if ["closing", "running", "available", "ledger", "book", "current"].contains(headerKey(cell.words[start - 1].text)) {
                    start -= 1
                }
                let before = cell.words[..<start]
                if let last = before.last, let role = cellRole(before.map(\.text).joined(separator: " ")) {
                    roles.append((cell.left, last.right, role.role, role.payments))
                    roles.append((cell.words[start].left, cell.right, .balance, false))
                    continue
                }
            }
            if let pair = moneyInAndOut(cell) {
                roles += pair
                continue
            }
            if Set(byWord.map(\.role).filter { $0 != .amount }).count < 2, let role = cellRole(cell.text) {
                roles.append((cell.left, cell.right, role.role, role.payments))
            } else {
                roles += byWord.map { ($0.left, $0.right, $0.role, false) }
            }
        }
        // A header word split by OCR ("Ba Lance") counts as the cell it makes.
        for cell in line.cells where cell.words.count > 1 {
            let joined = cell.text.lowercased().filter { !$0.isWhitespace }
            if let role = headerWords[joined], role == .balance || role == .amount, !roles.contains(where: { $0.left == cell.left }) {
                roles.append((cell.left, cell.right, role, false))
            }
        }
        // A direction word set apart from the rest of its title by a monospaced face's word space,
        // as wide on a scan as a column gap (`Payments` `out`, `Payments` `in`, 56 px apart on a
        // 28 px line): one title over both cells. (Read apart, the second `Payments` took a wide
        // deposit under it for money out.)
        for (k, cell) in line.cells.enumerated() where k > 0 && cell.words.count == 1 && ["in", "out"].contains(headerKey(cell.text)) {
            let before = line.cells[k - 1]
            guard cell.left - before.right <= before.height * 3, before.isText,
                let joined = cellRole(before.text + " " + cell.text), joined.role == .debit || joined.role == .credit
            else { continue }
            roles.removeAll { $0.left >= before.left && $0.right <= cell.right }
            roles.append((before.left, cell.right, joined.role, false))
        }
        // A title a scan cut short (`Money` for `Money In (£)`) beside its pair (`Money Out (£)`):
        // the pair's first word alone names the other direction.
        for cell in line.cells where !roles.contains(where: { $0.left == cell.left }) && cell.words.count == 1 {
            let word = headerKey(cell.text)
            let pairs = roles.filter { r in
                (r.role == .debit || r.role == .credit)
                    && line.cells.first(where: { $0.left == r.left }).map { c in
                        c.words.count >= 2 && headerKey(c.words[0].text) == word
                    } ?? false
            }
            guard word.count >= 3, pairs.count == 1, roles.filter({ $0.role == .debit || $0.role == .credit }).count == 1 else { continue }
            roles.append((cell.left, cell.right, pairs[0].role == .debit ? .credit : .debit, false))
        }
        let moneyIn = roles.contains { $0.role == .credit && !$0.payments }
        return roles.map { ($0.left, $0.right, $0.payments && moneyIn ? .debit : $0.role) }
    }

    /// Words that join a title's words into one phrase (`Payment type and details`, `Type &
    /// description`, `Fecha y hora`).
    static let titleConjunctions: Set<String> = ["and", "&", "y", "und", "et"]

    /// A money-in and a money-out title set so close in a wide face that they make one cell
    /// (`Paid In(£) Withdrawn(£)`): split at the widest gap between its words, when that gap is
    /// clearly the widest and the words on each side name one direction each, the two different.
    /// Read whole, the cell names one direction, and every deposit under it was read as a charge.
    ///
    /// Two titles printed over each other (`Withdrawal Amt. (Rs.)` and `Deposit Amt. (Rs.)` in a
    /// text layer, `Deposit` starting left of where `(Rs.)` ends: a template too narrow for its
    /// face) split where the one word starts left of the word before it ends: no title's words
    /// overlap. Read whole, every charge under it had been money in.
    static func moneyInAndOut(_ cell: LayoutCell) -> [(left: Int, right: Int, role: ColumnRole, payments: Bool)]? {
        let words = cell.words
        guard words.count >= 2 else { return nil }
        let gaps = zip(words, words.dropFirst()).map { $1.left - $0.right }
        let overlaps = gaps.indices.filter { gaps[$0] < 0 }
        var splits = overlaps.count == 1 ? overlaps : []
        if let widest = gaps.indices.max(by: { gaps[$0] < gaps[$1] }),
            gaps.indices.allSatisfy({ $0 == widest || gaps[$0] * 3 < gaps[widest] * 2 })
        {
            splits.append(widest)
        }
        let joins = titleConjunctions.union(["or", "/", "-", "o"])
        for split in splits {
            let left = words[...split]
            let right = words[(split + 1)...]
            guard let first = left.first, let last = left.last, let next = right.first, let end = right.last,
                !joins.contains(headerKey(last.text)), !joins.contains(headerKey(next.text)),
                let a = cellRole(left.map(\.text).joined(separator: " ")),
                let b = cellRole(right.map(\.text).joined(separator: " ")),
                Set([a.role, b.role]) == [.debit, .credit]
            else { continue }
            return [(first.left, last.right, a.role, a.payments), (next.left, end.right, b.role, b.payments)]
        }
        return nil
    }

    /// A money-out and a money-in column with a title nobody can read right of both, the line's
    /// last (`支出  收入  账户疼阁` for `账户余额` in a scan): a statement prints its running balance
    /// there. Without this its money is read as the rows' amounts.
    static func unreadBalanceTitle(_ line: LayoutLine, roles: [(left: Int, right: Int, role: ColumnRole)])
        -> [(left: Int, right: Int, role: ColumnRole)]
    {
        let kinds = Set(roles.map(\.role))
        // One signed amount column and, right after its title, a short Chinese title nobody knows
        // (`联机` for `联机余额`, its last characters lost on a scan): the running balance, which a
        // Chinese account history prints beside the amount.
        if roles.filter(\.role.holdsRowAmounts).count == 1, let amount = roles.first(where: { $0.role == .amount }),
            !kinds.contains(.balance),
            let next = line.cells.first(where: { $0.left > amount.right }), next.isText, next.text.count <= 6,
            TextClass.containsHan(next.text), cellRole(next.text) == nil
        {
            let key = headerKey(next.text)
            if headerWords[key] == nil, !headerVocabulary.contains(key), !descriptionWords.contains(key), !isMemoTitle(key),
                !counterpartyWords.contains(key), !key.hasPrefix("对方"), !key.hasSuffix("户名"), !knownHanTail(key)
            {
                return [(next.left, next.right, .balance)]
            }
        }
        guard kinds.contains(.debit), kinds.contains(.credit), !kinds.contains(.balance), let last = line.cells.last,
            let rightmost = roles.map(\.right).max(), last.left > rightmost, last.isText, last.text.count <= 12,
            last.text.contains(where: \.isLetter), cellRole(last.text) == nil
        else { return [] }
        let key = headerKey(last.text)
        guard headerWords[key] == nil, !headerVocabulary.contains(key), !descriptionWords.contains(key),
            !key.hasSuffix("户名"), !key.hasPrefix("对方")
        else { return [] }
        return [(last.left, last.right, .balance)]
    }

    /// A table header with no money title (`序号  交易日期  交易摘要  对方户名  交易4`: `交易金额` read
    /// `交易4` and `账户余额` lost on a scan) whose one title nobody knows stands over a column of
    /// money, lined up on its right edge, on most lines with money under it (three or more): the
    /// rows' amount column, signed (`impliedBalance` then finds the balance beside it). Without
    /// it the header named no column, and every row's counterparty joined its summary (tuning
    /// seed 22 cn-debit-02, AR PL UMing).
    static func untitledAmount(_ line: LayoutLine, lines: ArraySlice<LayoutLine>) -> [(left: Int, right: Int, role: ColumnRole)] {
        let unknown = line.cells.filter { $0.isText && !isKnownTitle($0.text) }
        guard unknown.count == 1, let title = unknown.first else { return [] }
        let money = lines.map { $0.cells.filter { $0.money != nil } }.filter { !$0.isEmpty }
        let under = money.compactMap { $0.first { min(title.right, $0.right) > max(title.left, $0.left) } }
        guard under.count >= 3, under.count * 2 > money.count, let aligned = linedUp(under), let left = aligned.map(\.left).min(),
            let right = aligned.map(\.right).max()
        else { return [] }
        return [(min(left, title.left), max(right, title.right), .amount)]
    }

    /// A header with one money title, the amount's (`交易金额`) or one direction's (`支出`, the
    /// scan having lost `收入` and `账户余额` after it), over rows that print a second amount right
    /// of it: when most money lines do, that second column is the running balance whose title the
    /// scan lost (`联机余额` read as nothing). Its money is never a row's amount, even on a row whose
    /// own amount was unreadable. (Rows of the other direction print their money under no title
    /// and are not counted; `impliedOtherDirection` finds their column once the balance is known.)
    static func impliedBalance(_ roles: [(left: Int, right: Int, role: ColumnRole)], lines: ArraySlice<LayoutLine>)
        -> [(left: Int, right: Int, role: ColumnRole)]
    {
        guard roles.count == 1, let title = roles.first, [.amount, .debit, .credit].contains(title.role),
            let apart = moneyBeside(title, right: true, lines: lines), let left = apart.map(\.left).min(),
            let right = apart.map(\.right).max()
        else { return [] }
        return [(left, right, .balance)]
    }

    /// A header with one direction's title (`Paid In(£)`) and the balance's, over rows that print
    /// money in a column under no title, lined up on its right edge (`Withdrawn(£)` lost on a scan):
    /// that column is the other direction. Without it those rows' only money was their balance, and
    /// they were left out without a word. Nil unless three or more lines, and a twentieth of the
    /// lines with money, print one (a month of card payments and three deposits: 4 of 42).
    static func impliedOtherDirection(_ roles: [(left: Int, right: Int, role: ColumnRole)], lines: ArraySlice<LayoutLine>)
        -> [(left: Int, right: Int, role: ColumnRole)]
    {
        let directions = roles.filter { $0.role == .debit || $0.role == .credit }
        guard directions.count == 1, let title = directions.first, let balance = roles.first(where: { $0.role == .balance }),
            !roles.contains(where: { $0.role == .amount })
        else { return [] }
        var untitled: [LayoutCell] = []
        var moneyLines = 0
        for line in lines {
            let money = line.cells.filter { $0.money != nil }
            if money.isEmpty { continue }
            moneyLines += 1
            // (one a line, set between the titles' columns or beyond the title, never past the balance)
            let apart = money.filter { cell in
                !roles.contains { min($0.right, cell.right) > max($0.left, cell.left) }
                    && (cell.right < balance.left) == (title.right < balance.left)
            }
            if apart.count == 1 { untitled.append(apart[0]) }
        }
        guard untitled.count >= 3, untitled.count * 20 >= moneyLines, let aligned = linedUp(untitled),
            let left = aligned.map(\.left).min(), let right = aligned.map(\.right).max()
        else { return [] }
        return [(left, right, title.role == .debit ? .credit : .debit)]
    }

    /// The cells whose right edges stand within a word's height of their median, when three in
    /// four or more do (a column of amounts, right-aligned); nil otherwise.
    static func linedUp(_ cells: [LayoutCell]) -> [LayoutCell]? {
        guard let median = cells.map(\.right).median, let height = cells.map(\.height).median else { return nil }
        let aligned = cells.filter { abs($0.right - median) <= height }
        return aligned.count * 4 >= cells.count * 3 ? aligned : nil
    }

    /// The money cells that stand beside a lone money title's column, on its `right` or its left,
    /// on lines whose money is two cells, one of them under the title: nil unless three or more
    /// lines, and most of the lines with money, print one.
    static func moneyBeside(_ title: (left: Int, right: Int, role: ColumnRole), right: Bool, lines: ArraySlice<LayoutLine>)
        -> [LayoutCell]?
    {
        let under = { (cell: LayoutCell) in min(title.right, cell.right) > max(title.left, cell.left) }
        var apart: [LayoutCell] = []
        var moneyLines = 0
        for line in lines {
            let money = line.cells.filter { $0.money != nil }
            if money.isEmpty { continue }
            moneyLines += 1
            if money.count == 2, money.filter(under).count == 1, let other = money.first(where: { !under($0) }),
                right ? other.left > title.right : other.right < title.left
            {
                apart.append(other)
            }
        }
        return apart.count >= 3 && apart.count * 2 > moneyLines ? apart : nil
    }

    /// A header whose one money title is the running balance's (`账户余额`, read `隆户余额`), over rows
    /// that print a second amount left of it: when most money lines do, and those amounts line up
    /// on their right edges, that column is the rows' amount, its title garbled on a scan (`发生额`
    /// read `发生阁`). Without it every row's only money is its balance, and no row is read.
    static func impliedAmount(_ roles: [(left: Int, right: Int, role: ColumnRole)], lines: ArraySlice<LayoutLine>)
        -> [(left: Int, right: Int, role: ColumnRole)]
    {
        guard roles.count == 1, let title = roles.first, title.role == .balance,
            let apart = moneyBeside(title, right: false, lines: lines), let left = apart.map(\.left).min(),
            let right = apart.map(\.right).max()
        else { return [] }
        // (right-aligned, as a column of amounts is)
        guard linedUp(apart) != nil else { return [] }
        return [(left, right, .amount)]
    }

    /// The cell of a line under a table header that holds figures but no amount (`-222182`, a
    /// point read as a 1; `999Dr_`, its point lost, with its direction word; `7`, what a scan left
    /// of `-44.76`) under a money title other than the balance's, on a line with a date and a name
    /// of its own: the amount of a row that could not be read. On a line with no date (a row under
    /// its day's first), only figures, three or more, that end in an amount's cents (`§9.99`, its 5
    /// read as a section sign). On a dated line, also figures, three or more, with one letter a
    /// faint face's figure or mark is read as (`T1357` for `73.57`, `A4100DR` for `41,00 DR`), or a
    /// figure or more with one or two Han glyphs, the Chinese model's reading of figures (`了1`). Nil
    /// on any other line.
    static func unreadAmount(_ line: LayoutLine, roles: [(left: Int, right: Int, role: ColumnRole)]) -> Int? {
        guard line.cells.contains(where: { $0.isText && $0.text.contains(where: \.isLetter) && !isBalanceWord($0.text) })
        else { return nil }
        let dated = line.cells.contains(where: \.isDate)
        return line.cells.indices.first { c in
            let cell = line.cells[c]
            let digits = TextClass.asciiDigits(cell.text).count
            let letters = withoutDirectionWord(cell.text).filter(\.isLetter)
            guard cell.isText, digits >= (dated ? 1 : 3),
                letters.isEmpty || dated && digits >= 3 && letters.count == 1 && "TOolISBZgA".contains(letters)
                    || dated && letters.count <= 2 && cell.text.count <= 6 && letters.unicodeScalars.allSatisfy(TextClass.isHan),
                dated || LayoutCell.showsCents(cell.text)
            else { return false }
            return underMoneyTitle(cell, roles: roles)
        }
    }

    /// Whether `cell` overlaps a money column of the row's amount (not the balance's, nor the
    /// amount where the card was used).
    static func underMoneyTitle(_ cell: LayoutCell, roles: [(left: Int, right: Int, role: ColumnRole)]) -> Bool {
        roles.contains { $0.role.holdsRowAmounts && min($0.right, cell.right) > max($0.left, cell.left) }
    }

    /// A line under a table header with money columns that opens with its date, names something
    /// (two letters or more, no balance's word) and holds no figure at all under a money title other
    /// than the balance's: a row whose amount a scan lost. (Its balance is known to the caller.)
    static func amountless(_ line: LayoutLine, roles: [(left: Int, right: Int, role: ColumnRole)]) -> Bool {
        guard line.cells.first?.isDate == true, roles.contains(where: \.role.holdsRowAmounts),
            line.cells.contains(where: { c in
                c.isText && c.text.filter(\.isLetter).count >= 2 && !isBalanceWord(c.text) && !StatementTextParser.isNoise(c.text)
            })
        else { return false }
        return !line.cells.contains { c in
            c.text.contains(where: \.isNumber) && !c.isDate && c.money == nil && underMoneyTitle(c, roles: roles)
        }
    }

    /// `text` without a direction word that ends it (`999Dr_` → `999`; `Dr`, `Cr`, or either read as
    /// `Or`, and the marks after it).
    static func withoutDirectionWord(_ text: String) -> Substring {
        let core = Substring(text).reversed().drop { !$0.isLetter && !$0.isNumber }.reversed()
        guard core.count > 2, ["DR", "CR", "OR"].contains(String(core.suffix(2)).uppercased()) else { return Substring(text) }
        return Substring(String(core.dropLast(2)))
    }

    /// Word by word: each title word and where it sits.
    static func wordRoles(_ words: [OCRWord]) -> [(left: Int, right: Int, role: ColumnRole)] {
        var roles: [(left: Int, right: Int, role: ColumnRole)] = []
        for (k, word) in words.enumerated() {
            let w = headerKey(word.text)
            guard var role = headerWords[w] ?? gluedTitle(w) else { continue }
            // "In"/"Out" only count after "Paid" or "Money".
            if w == "in" || w == "out" {
                let before = k > 0 ? words[k - 1].text.lowercased() : ""
                guard before == "paid" || before == "money" else { continue }
                role = w == "in" ? .credit : .debit
            }
            let left = (w == "in" || w == "out") && k > 0 ? words[k - 1].left : word.left
            roles.append((left, word.right, role))
        }
        return roles
    }

    /// A money-out or money-in title a scan glued to the rest of the next title, whose first
    /// letters it took (`Debitsposits` for `Debits` `Deposits`, tuning bench-pdf --seed 10
    /// world-ledger-03: the cell was read as one credit column, and every charge as money in): the
    /// role of the longest such title it starts with (five letters or more), when what follows is
    /// the end of a title word, three letters or more (`posits`; not `Creditors`).
    static func gluedTitle(_ w: String) -> ColumnRole? {
        guard w.count >= 8, w.allSatisfy(\.isLetter) else { return nil }
        let titles = debitTitleWords.map { ($0, ColumnRole.debit) } + creditTitleWords.map { ($0, ColumnRole.credit) }
        let found = titles.filter { t, _ in t.count >= 5 && w.hasPrefix(t) && w.count >= t.count + 3 }.max { $0.0.count < $1.0.count }
        guard let (title, role) = found else { return nil }
        let rest = w.dropFirst(title.count)
        return titles.contains(where: { $0.0.hasSuffix(rest) }) || headerWords.keys.contains(where: { $0.hasSuffix(rest) }) ? role : nil
    }

    /// What a whole header cell names, if it names a money column; `payments`: the cell is
    /// `Payments` alone (its direction depends on the other columns).
    static func cellRole(_ text: String) -> (role: ColumnRole, payments: Bool)? {
        var lower = text.lowercased()
        // (a unit after the title, `Money out (AUD)`, says nothing of the column's direction)
        if lower.hasSuffix(")"), let open = lower.lastIndex(of: "("), lower[..<open].contains(where: \.isLetter) {
            lower = String(lower[..<open])
        }
        if ["balance", "saldo", "余额", "結餘"].contains(where: { TextClass.contains(lower, $0) }) { return (.balance, false) }
        if TextClass.containsHan(lower) {
            // (a scan's space inside a Chinese title, `转 出金额(CNY)`, is no part of it)
            let lower = lower.filter { $0 != " " }
            // A Type column's title (`借贷标志`, `收支类型`, `借贷状态`) names the marks in it, not money.
            if ["标志", "方向", "类型", "日期", "摘要", "状态"].contains(where: { TextClass.contains(lower, $0) }) { return nil }
            if ["交易地金额", "原币金额", "外币金额", "交易地币种金额"].contains(where: { TextClass.contains(lower, $0) }) { return (.foreign, false) }
            let out = ["借", "支出", "支取", "转出", "付出", "取款"].contains(where: { TextClass.contains(lower, $0) })
            let inward = ["贷", "存入", "收入", "转入", "存款"].contains(where: { TextClass.contains(lower, $0) })
            // (a title naming both, `收入/支出金额`, is one signed column)
            if out != inward { return (out ? .debit : .credit, false) }
            if out || TextClass.contains(lower, "金额") || TextClass.contains(lower, "发生额") || lower.hasSuffix("交易额") {
                return (.amount, false)
            }
            return nil
        }
        // (a scan's `0` for an `o` inside a title's word, `£0ut`, `Am0unt`, is the letter)
        var letters = lower
        if lower.utf8.contains(UInt8(ascii: "0")) {
            let chars = Array(lower)
            letters = String(
                chars.indices.map { i in
                    chars[i] == "0" && (i > 0 && chars[i - 1].isLetter || i + 1 < chars.count && chars[i + 1].isLetter) ? "o" : chars[i]
                })
        }
        let words = letters.split(whereSeparator: { !$0.isLetter }).map(String.init)
        // A date or description title (`Payment type and details`, `Value date`) is no money column.
        if words.contains(where: { nonMoneyTitleWords.contains($0) }) { return nil }
        // `Original amount`, `Foreign currency amount`, `Importe en divisa`
        if words.contains(where: { ["original", "foreign", "divisa", "divisas"].contains($0) }),
            words.contains(where: { ["amount", "amt", "importe", "currency"].contains($0) })
        {
            return (.foreign, false)
        }
        // `Paid out` / `Paid in`, `Money out` / `Money in`: the last word says it (and its space
        // lost on a scan, `Paidout`).
        if words.count == 1, ["paidout", "moneyout"].contains(words[0]) { return (.debit, false) }
        if words.count == 1, ["paidin", "moneyin"].contains(words[0]) { return (.credit, false) }
        if words.last == "out" { return (.debit, false) }
        if words.last == "in", words.count <= 3 { return (.credit, false) }
        // (`£In` with a speck read into it on a scan, `£iIn`: a currency sign and one short word;
        // the sign read as an `f` before a capital, `fIn`, `fOut`, in a serif face)
        let sign = text.first.map { "£$€".contains($0) } ?? false
        let poundAsF = text.hasPrefix("f") && text.dropFirst().first?.isUppercase == true
        if sign || poundAsF, words.count == 1, words[0].count <= 4 {
            if words[0].hasSuffix("out") { return (.debit, false) }
            if words[0].hasSuffix("in") { return (.credit, false) }
        }
        let out = words.contains { debitTitleWords.contains($0) }
        let inward = words.contains { creditTitleWords.contains($0) }
        if out != inward { return (out ? .debit : .credit, false) }
        if words.contains("payments") || words.contains("payment") {
            return words.contains("credits") || words.contains("credit") ? (.credit, false) : (.credit, true)
        }
        if words.contains(where: { ["amount", "amt", "importe", "monto", "cantidad"].contains($0) }) { return (.amount, false) }
        return nil
    }

    /// Words of a date or description title: such a cell names no money column.
    static let nonMoneyTitleWords: Set<String> = [
        "date", "details", "description", "type", "particulars", "narration", "narrative", "memo", "fecha", "concepto",
    ]
    /// Words of a money-out column's title (`out` only as its last word, above).
    static let debitTitleWords: Set<String> = [
        "withdrawal", "withdrawals", "withdrawn", "debit", "debits", "dr", "subtractions", "charges", "spent", "cargo", "cargos",
        "retiros", "retirada", "retiradas", "gasto", "gastos", "debe", "outgoings",
    ]
    /// Words of a money-in column's title (`in` only as its last word, above).
    static let creditTitleWords: Set<String> = [
        "deposit", "deposits", "credit", "credits", "cr", "receipts", "lodgements", "lodgments", "lodged", "additions", "abono",
        "abonos", "depósitos", "depositos", "ingreso", "ingresos", "haber", "incomings", "received",
    ]

    /// The role of the header whose span overlaps the cell most, else the nearest.
    static func roleFor(_ cell: LayoutCell, roles: [(left: Int, right: Int, role: ColumnRole)]) -> ColumnRole {
        var best: (score: Int, role: ColumnRole)? = nil
        for r in roles {
            let overlap = min(r.right, cell.right) - max(r.left, cell.left)
            let score = -overlap  // overlapping: more is better; apart: the gap
            if best == nil || score < best!.score { best = (score, r.role) }
        }
        return best?.role ?? .amount
    }
}
