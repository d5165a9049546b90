/// Tables printed side by side: a statement that lists its deposits and its withdrawals as two
/// panels across the page, each with its own title and columns.
///
///     Deposits and Credits                  Withdrawals and Debits
///     Date   Description        Amount      Date   Description        Amount
///     03/03  ACME PAYROLL     2,500.00      03/01  NETFLIX.COM         15.49
///                                           03/02  SPOTIFY USA         11.99
///
/// Read as one table, each line would be one row holding two transactions. The header line says
/// where the panels meet: its titles run twice (or more), each run with a date, a description and a
/// money column. From the title line right above it down to the first line that runs across a
/// meeting point (a page footer, the next full-width section), every line is cut there, and each
/// panel is read as a table of its own, under its own title (`Section` then gives its direction).
///
/// - Complexity: O(n) in the number of words.
enum Panels {
    /// The page's lines as the tables to read one after another: the page without its panels'
    /// right-hand parts first (the left panel stays in place, among the lines above and below it),
    /// then each further panel. A page without panels is one piece, as it was.
    static func pieces(of lines: [LayoutLine]) -> [[LayoutLine]] {
        guard let (h, gaps) = lines.indices.lazy.compactMap({ i in gaps(lines[i]).map { (i, $0) } }).first else { return [lines] }
        let cuts = gaps.map(cut)
        func straddles(_ line: LayoutLine) -> Bool {
            line.cells.contains { cell in cell.words.contains { w in gaps.contains { !rightOf(w, $0) && w.right > cut($0) } } }
        }
        // The panels' titles: the line right above the header, when no word of it runs across.
        var first = h
        if h > 0, !straddles(lines[h - 1]), lines[h - 1].cells.allSatisfy({ $0.money == nil }),
            lines[h].top - lines[h - 1].bottom < 3 * max(1, lines[h].height)
        {
            first = h - 1
        }
        // (nor past the next table's titles: a list of checks paid, three to a line, comes between
        // sections of rows whose names and money stand clear of its meeting points)
        func opensAnotherTable(_ line: LayoutLine) -> Bool {
            line.cells.allSatisfy({ $0.money == nil }) && RowAssembler.isTableHeader(line) && Self.cuts(line) != cuts
        }
        var last = h
        while last + 1 < lines.count, !straddles(lines[last + 1]), !opensAnotherTable(lines[last + 1]) { last += 1 }
        var panels = [[LayoutLine]](repeating: [], count: cuts.count + 1)
        panels[0] = Array(lines[..<first])
        for line in lines[first...last] {
            for (k, part) in parts(of: line, at: gaps).enumerated() where !part.cells.isEmpty { panels[k].append(part) }
        }
        panels[0] += lines[(last + 1)...]
        return panels.filter { !$0.isEmpty }
    }

    /// Of the panels' headers of the page before, the one a page without titles goes on under: the
    /// one whose columns hold most of the page's money (nil when none holds any).
    static func continued(_ headers: [TableHeader], on lines: [LayoutLine]) -> TableHeader? {
        let money = lines.flatMap { $0.cells.filter { $0.money != nil } }
        func span(_ h: TableHeader) -> ClosedRange<Int>? {
            let lefts = h.roles.map(\.left) + (h.descriptionColumn.map { [$0.lowerBound] } ?? [])
            let rights = h.roles.map(\.right) + (h.descriptionColumn.map { [$0.upperBound] } ?? [])
            guard let low = lefts.min(), let high = rights.max(), low <= high else { return nil }
            return low...high
        }
        let held = headers.map { h in span(h).map { s in money.filter { s.contains(($0.left + $0.right) / 2) }.count } ?? 0 }
        guard let best = held.indices.max(by: { held[$0] < held[$1] }), held[best] > 0 else { return nil }
        return headers[best]
    }

    /// Where a header line's panels are cut apart (`cut` of each of its `gaps`), when its titles repeat.
    static func cuts(_ line: LayoutLine) -> [Int]? { gaps(line)?.map(cut) }

    /// Where a panel is cut from the next: halfway across the gap between them (a right-aligned
    /// amount ends at its title's right).
    static func cut(_ gap: ClosedRange<Int>) -> Int { (gap.lowerBound + gap.upperBound) / 2 }

    /// The gaps between the runs of a header line's titles (from the right of a run's last title
    /// to the left of the next run's first), when its titles repeat: the first title comes again
    /// (a date's, `Date`, `Fecha`, `日期`), and every run between two of them names a description
    /// and a money column.
    static func gaps(_ line: LayoutLine) -> [ClosedRange<Int>]? {
        guard line.cells.count >= 4, line.cells.allSatisfy({ $0.isText }) else { return nil }
        let keys = line.cells.map { RowAssembler.headerKey($0.text) }
        guard
            RowAssembler.headerVocabulary.contains(keys[0]) || RowAssembler.transactionDateTitles.contains(keys[0])
                || RowAssembler.postingDateTitles.contains(keys[0]) || RowAssembler.checkNumberTitles.contains(keys[0])
        else { return nil }
        let starts = keys.indices.filter { keys[$0] == keys[0] }
        guard starts.count >= 2 else { return nil }
        for (from, to) in zip(starts, starts.dropFirst() + [keys.count]) {
            let run = from..<to
            // (a list of checks names no description: its number stands for one)
            guard
                run.contains(where: {
                    RowAssembler.descriptionWords.contains(keys[$0]) || RowAssembler.checkNumberTitles.contains(keys[$0])
                }),
                run.contains(where: { RowAssembler.cellRole(line.cells[$0].text) != nil })
            else { return nil }
        }
        return starts.dropFirst().map { line.cells[$0 - 1].right...max(line.cells[$0 - 1].right, line.cells[$0].left) }
    }

    /// Whether a word stands in the panel right of `gap`: its letters start past the cut; or a
    /// scan's speck in the gap, read as a mark before the word (`“02/16`: a dot 75 px left of the
    /// right panel's dates, its box starting inside the gap), widened its box across the cut while
    /// the word runs on well into that panel. (Read as across the cut, the line had ended the
    /// panels, and every row under it was read under the left panel's titles, as deposits.)
    static func rightOf(_ w: OCRWord, _ gap: ClosedRange<Int>) -> Bool {
        if letterLeft(w) >= cut(gap) { return true }
        return LayoutCell.leadingMarks(w.text) > 0 && w.left > gap.lowerBound && w.right > gap.upperBound + w.height
    }

    /// Where a word's letters or figures start: a scan's speck read as a mark before them (`"08/19`,
    /// its box 20 px left of the right panel's dates, across the meeting point) widens the box by
    /// about a character each.
    static func letterLeft(_ w: OCRWord) -> Int {
        let marks = LayoutCell.leadingMarks(w.text)
        let count = w.text.count
        guard marks > 0, marks < count else { return w.left }
        return w.left + w.width * marks / count
    }

    /// The line cut at each of `gaps` (left to right): one line per panel, some of them empty.
    static func parts(of line: LayoutLine, at gaps: [ClosedRange<Int>]) -> [LayoutLine] {
        var cells = [[LayoutCell]](repeating: [], count: gaps.count + 1)
        for cell in line.cells {
            let panels = cell.words.map { word in gaps.filter { rightOf(word, $0) }.count }
            // (a cell all in one panel stays as it is; one with words either side of a cut is two)
            if let only = panels.first, panels.allSatisfy({ $0 == only }) {
                cells[only].append(cell)
                continue
            }
            for k in Set(panels).sorted() {
                cells[k].append(LayoutCell(words: zip(cell.words, panels).filter { $0.1 == k }.map(\.0)))
            }
        }
        return cells.map { cells in
            var part = line
            part.cells = cells
            return part
        }
    }
}
