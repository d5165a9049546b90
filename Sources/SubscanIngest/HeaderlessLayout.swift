import SubscanCore

/// Reads the layout of an export that has no header row from its first rows.
///
/// Each column is classified over up to 30 rows: a date column (nearly every cell reads as a
/// date), amount columns (cells with a decimal mark or a sign that read as amounts; long digit
/// runs such as IDs do not count), a currency column (ISO codes), text columns. Then:
/// the first date column is the date; two neighbouring amount columns where each row fills one
/// are debit and credit (TD Canada, POSB); otherwise the amount column with the most negative
/// values is the signed amount (ASN lists a balance before it); the text column with spaces and
/// the longest cells is the description (account numbers are skipped), and a text column left of it
/// with varying names is the payee, put before it (`ColumnMapping.inferredPayee`).
///
///     05/01/2023,DOLLARAMA # 845   _M,1.96,,13.04   → date 0, description 1, debit 2 / credit 3
enum HeaderlessLayout {
    static let sampleRows = 30

    static func infer(_ records: [CSVRecord]) -> ColumnMapping? {
        let rows = records.prefix(sampleRows).map { $0.fields.map(cleanCell) }
        guard rows.count >= 1, let width = rows.map(\.count).max(), width >= 3 else { return nil }

        func cells(_ c: Int) -> [String] { rows.compactMap { c < $0.count ? $0[c] : nil } }
        func nonEmpty(_ c: Int) -> [String] { cells(c).filter { !$0.isEmpty } }

        var dateColumns: [Int] = []
        var amountColumns: [Int] = []
        var currencyColumn: Int? = nil
        var textColumns: [(column: Int, score: Double)] = []
        for c in 0..<width {
            let values = nonEmpty(c)
            guard !values.isEmpty else { continue }
            let share = { (test: (String) -> Bool) -> Double in Double(values.filter(test).count) / Double(values.count) }
            if share({ DateParser.read($0) != .notADate && DateParser.read($0) != .impossible }) >= 0.9 {
                dateColumns.append(c)
            } else if share(looksLikeAmount) >= 0.9 {
                amountColumns.append(c)
            } else if share({ Currency(code: $0) != nil }) >= 0.9 {
                if currencyColumn == nil { currencyColumn = c }
            } else if share({ $0.contains(where: \.isLetter) }) >= 0.5 {
                let spaced = share { $0.contains(" ") }
                let length = Double(values.reduce(0) { $0 + $1.count }) / Double(values.count)
                if spaced >= 0.3 { textColumns.append((c, length)) }  // an IBAN or a card holder code has no spaces
            }
        }
        guard let date = dateColumns.first, !amountColumns.isEmpty, !textColumns.isEmpty else { return nil }
        // longest text first; a row whose longest cell is empty falls back to the next
        let descriptions = textColumns.sorted { ($0.score, -$0.column) > ($1.score, -$1.column) }.map(\.column)

        var amount: AmountColumns? = nil
        // debit/credit: two neighbouring amount columns, each row filling exactly one of them
        for (a, b) in zip(amountColumns, amountColumns.dropFirst()) where b == a + 1 {
            let exclusive = rows.allSatisfy { row in
                let x = a < row.count && !row[a].isEmpty
                let y = b < row.count && !row[b].isEmpty
                return x != y
            }
            if exclusive {
                amount = .debitCredit(debit: a, credit: b)
                break
            }
        }
        if amount == nil {
            let negatives = amountColumns.map { c in (c, nonEmpty(c).filter { $0.hasPrefix("-") || $0.hasPrefix("−") }.count) }
            let best = negatives.max { ($0.1, -$0.0) < ($1.1, -$1.0) }!
            amount = .signed(best.0)
        }
        var mapping = ColumnMapping(
            profileID: "headerless", profileName: "no header (layout read from the rows)", date: date, description: descriptions,
            amount: amount!)
        mapping.currencyColumn = currencyColumn
        mapping.sign = .auto
        // The payee: the first text column between the date and the purpose that fills half the rows
        // or more with names that vary: one name throughout is the card holder's, a few repeated
        // ones are kinds of booking (`Paiement par carte`, `Domiciliation`), and a text column
        // before the date is a booking kind too (Raiffeisen's `SEPA Lastschrift`).
        mapping.inferredPayee = textColumns.map(\.column).filter { c in
            let names = nonEmpty(c)
            let distinct = Set(names).count
            return c > date && c < descriptions[0] && names.count * 2 >= rows.count && distinct >= 2 && distinct * 4 > names.count
        }.min()
        return mapping
    }

    /// `1.96`, `-33,87`, `+1,23`, `-$7.00`, `1,234.56`: a number with a decimal mark or a sign.
    /// Plain digit runs (`51392971`, `2754`) are identifiers, not amounts.
    static func looksLikeAmount(_ cell: String) -> Bool {
        guard cell.contains(where: \.isNumber), cell.count <= 24 else { return false }
        let marked = cell.contains(".") || cell.contains(",") || cell.hasPrefix("-") || cell.hasPrefix("+") || cell.hasPrefix("−")
        return marked && (try? AmountParser.parse(cell)) != nil
    }
}
