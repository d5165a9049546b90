import SubscanCore

/// Reconciles rows read from screenshots and text statements with rows from bank exports, before
/// detection.
///
/// A screenshot of a card's transactions and that card's CSV export list the same charges, under
/// other descriptions (`Netflix` in the app, `NETFLIX.COM 866-579-7172` in the export) and, unless
/// the user passed `--account`, under another account (`screenshots` or `statement`, not
/// `chase-credit`). Fingerprints cannot tell that they are one charge; counted twice, the charge
/// would double a subscription's cost or show the subscription twice. So, before detection:
///
/// 1. **Copies are left out.** A statement row is a copy of an export row when both have the same
///    currency and amount, dates at most `maxDayGap` days apart (the app shows the day of purchase,
///    an export may show the day it posted), the same merchant (the same catalog brand; else the
///    same merchant key, or one key the leading words of the other), and accounts that agree. A statement row under an unnamed account (`unnamedAccounts`) agrees
///    with any export account; under a name the user gave, only with that account. Each export row
///    absorbs at most one statement row, the closest in date, so two genuine identical charges in a
///    screenshot against one in the export leave one.
/// 2. **The rest join their export's account.** A remaining statement row under an unnamed account
///    moves to the export account that has charges from the same merchant of the same amount and
///    currency, when exactly one account has them. Screenshots newer than the last export then
///    continue its stream instead of starting a second one. The merchant's other statement rows
///    (at an older price no export row shows) follow them to that account.
///
/// Statement rows are matched only against exports, never against each other: two overlapping
/// screenshots are deduplicated by fingerprint when they are stored.
///
/// - Complexity: O(n) over all rows to index the export rows whose amount some statement row has,
///   then O(s · c + p log p) for s statement rows, c candidates of each amount and p candidate
///   pairs. Nothing runs without statement rows.
public enum StatementReconciler {
    /// The accounts subscan gives screenshots and text statements when the user names none.
    public static let unnamedAccounts: Set<String> = ["screenshots", "statement"]
    /// Days between a charge in a statement and the same charge in an export, at most.
    public static let maxDayGap = 3

    public struct Result: Sendable {
        /// The transactions to detect from, in their original order, copies left out.
        public var transactions: [Transaction]
        /// Statement rows left out as copies of export rows.
        public var copies: Int
        /// Statement rows moved to an export's account.
        public var joined: Int
    }

    /// `fromStatement[i]` says whether `transactions[i]` was read from a screenshot or a text
    /// statement rather than an export.
    ///
    /// The array is taken over (`consuming`): given up by the caller, it is edited in place, with no
    /// copy of a million transactions.
    public static func reconcile(_ transactions: consuming [Transaction], fromStatement: [Bool], catalog: Catalog) -> Result {
        var rows = transactions
        precondition(fromStatement.count == rows.count, "one flag per transaction")
        let statementRows = fromStatement.indices.filter { fromStatement[$0] }
        guard !statementRows.isEmpty, statementRows.count < rows.count else {
            return Result(transactions: rows, copies: 0, joined: 0)
        }

        struct AmountKey: Hashable {
            var currency: Currency
            var minorUnits: Int64
        }
        func amountKey(_ t: Transaction) -> AmountKey { AmountKey(currency: t.amount.currency, minorUnits: t.amount.minorUnits) }

        // Export rows whose amount some statement row has, by amount. The scan over every row tests
        // an integer first: hashing the currency's code for each of a million rows costs more.
        let wanted = Set(statementRows.map { amountKey(rows[$0]) })
        let wantedMinor = Set(wanted.map(\.minorUnits))
        var candidates: [AmountKey: [Int]] = [:]
        rows.withUnsafeBufferPointer { all in  // field reads without retaining each row's strings
            for i in all.indices where !fromStatement[i] && wantedMinor.contains(all[i].amount.minorUnits) {
                let key = amountKey(all[i])
                if wanted.contains(key) { candidates[key, default: []].append(i) }
            }
        }
        if candidates.isEmpty { return Result(transactions: rows, copies: 0, joined: 0) }

        var merchants: [String: Merchant] = [:]
        func merchant(_ description: String) -> Merchant {
            if let known = merchants[description] { return known }
            let key = MerchantNormalizer.key(description)
            let brand = Detector.brand(keyBrand: catalog.match(descriptor: key)?.brand, description: description, catalog: catalog)
            let found = Merchant(brand: brand?.id, key: key)
            merchants[description] = found
            return found
        }

        // Every (statement row, export row) pair that could be one charge, then the closest pairs
        // first, each row used once.
        var pairs: [(gap: Int, statement: Int, export: Int)] = []
        var exportAccounts: [Int: Set<String>] = [:]  // per statement row: accounts with its merchant and amount
        for s in statementRows {
            let row = rows[s]
            guard let sameAmount = candidates[amountKey(row)] else { continue }
            let unnamed = unnamedAccounts.contains(row.account)
            let who = merchant(row.description)
            for e in sameAmount where merchant(rows[e].description).isSame(as: who) {
                let export = rows[e]
                exportAccounts[s, default: []].insert(export.account)
                guard unnamed || export.account == row.account else { continue }
                let gap = abs(export.date.dayNumber - row.date.dayNumber)
                if gap <= maxDayGap { pairs.append((gap, s, e)) }
            }
        }
        pairs.sort { ($0.gap, $0.statement, $0.export) < ($1.gap, $1.statement, $1.export) }
        var absorbed = Set<Int>()
        var drop = [Bool](repeating: false, count: rows.count)
        var copies = 0
        for pair in pairs where !drop[pair.statement] && !absorbed.contains(pair.export) {
            absorbed.insert(pair.export)
            drop[pair.statement] = true
            copies += 1
        }
        var joined = 0
        // Where each merchant's statement rows went; nil: to two accounts.
        var merchantAccount: [String: String?] = [:]
        for s in statementRows where !drop[s] && unnamedAccounts.contains(rows[s].account) {
            if let accounts = exportAccounts[s], accounts.count == 1 {
                rows[s].account = accounts.first!
                joined += 1
                let who = merchant(rows[s].description)
                let id = who.brand ?? who.key
                if let before = merchantAccount[id], before != rows[s].account {
                    merchantAccount[id] = .some(nil)
                } else {
                    merchantAccount[id] = rows[s].account
                }
            }
        }
        // A price change: the merchant's rows at the old price (no export row has that amount) go
        // where its rows at the new price went, so the stream stays one.
        for s in statementRows where !drop[s] && unnamedAccounts.contains(rows[s].account) {
            let who = merchant(rows[s].description)
            if case .some(.some(let account)) = merchantAccount[who.brand ?? who.key] {
                rows[s].account = account
                joined += 1
            }
        }
        if copies > 0 {  // compact in place, keeping the order
            var kept = 0
            for i in rows.indices where !drop[i] {
                if kept != i { rows.swapAt(kept, i) }
                kept += 1
            }
            rows.removeLast(rows.count - kept)
        }
        return Result(transactions: rows, copies: copies, joined: joined)
    }

    /// Who a row paid: the catalog brand, when the catalog knows it, and the merchant key.
    struct Merchant {
        var brand: String?
        var key: String

        /// Two brands must be the same brand. Otherwise the keys must be equal, or one must be the
        /// other's leading words (at least 4 bytes): an app shows `Starbucks` where the export
        /// says `STARBUCKS STORE 1234` (key `STARBUCKS STORE`).
        func isSame(as other: Merchant) -> Bool {
            if let a = brand, let b = other.brand { return a == b }
            return key == other.key || Merchant.leads(key, other.key) || Merchant.leads(other.key, key)
        }

        static func leads(_ short: String, _ long: String) -> Bool {
            short.utf8.count >= 4 && long.utf8.count > short.utf8.count && long.hasPrefix(short + " ")
        }
    }
}
