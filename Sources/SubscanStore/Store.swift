import CSQLiteRows
import Foundation
import SubscanCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// subscan's SQLite database: the files ingested and the transactions read from them.
///
/// What a stored file was, as `files.kind` records it. The codes never change; a code this build
/// does not know reads as an export.
public struct StoredFileKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// A bank export of any format (CSV, OFX, QIF, CAMT, MT940, Norma 43).
    public static let export: StoredFileKind = "csv"
    public static let screenshot: StoredFileKind = "image"
    public static let pdf: StoredFileKind = "pdf"
    public static let textStatement: StoredFileKind = "text"

    /// Read from a picture or a statement's text rather than exported: its rows may copy an export's.
    public var isStatement: Bool { self == .screenshot || self == .pdf || self == .textStatement }
}

/// One store per process; WAL mode so a reader never blocks an importer, a busy timeout so two
/// importers wait for each other instead of failing, and the file created 0600 in a 0700 folder.
public final class Store {
    let db: SQLiteConnection
    public let path: String

    /// `$XDG_DATA_HOME/subscan/subscan.sqlite`, else `~/.local/share/subscan/subscan.sqlite`.
    public static func defaultPath(environment: [String: String]) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return xdg + "/subscan/subscan.sqlite"
        }
        let home = environment["HOME"] ?? "."
        return home + "/.local/share/subscan/subscan.sqlite"
    }

    /// Opens (creating if needed) the store at `path` and brings its schema up to date.
    public init(path: String) throws {
        self.path = path
        try Store.prepareFile(path)
        db = try SQLiteConnection(path: path)
        // 16 KiB pages (set before the first table exists; a no-op afterwards) cut per-row B-tree work.
        try db.execute("PRAGMA page_size=16384")
        // Switching a new database to WAL needs a moment of exclusive access, and SQLite does not
        // call the busy handler for it: two subscan processes opening a brand-new store at once
        // (a watcher and an import) made the second fail with "database is locked". Retry instead.
        let deadline = Date().addingTimeInterval(60)
        while true {
            do {
                try db.execute("PRAGMA journal_mode=WAL")
                break
            } catch let error as StoreError where error.kind == .busy && Date() < deadline {
                usleep(20_000)
            }
        }
        try db.execute("PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON; PRAGMA cache_size=-16384;")
        try migrate()
    }

    /// Creates missing parent folders (0700) and the database file itself (0600) before SQLite opens it,
    /// so the data is never readable by others, not even for a moment.
    static func prepareFile(_ path: String) throws {
        let dir = (path as NSString).deletingLastPathComponent
        if !dir.isEmpty && !FileManager.default.fileExists(atPath: dir) {
            do {
                try FileManager.default.createDirectory(
                    atPath: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw StoreError(.permission, "cannot create the folder \(dir): \(error.localizedDescription)")
            }
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd >= 0 {
            close(fd)
        } else if errno != EEXIST {
            throw StoreError(.permission, "cannot create the database \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// The schema version this build writes.
    public static var schemaVersion: Int { Migrations.steps.count }

    func migrate() throws {
        let known = Migrations.steps.count
        let current = Int(try db.scalarInt("PRAGMA user_version") ?? 0)
        if current > known {
            throw StoreError(
                .schemaTooNew,
                "the database \(path) has schema version \(current), newer than this subscan knows (\(known)): update subscan")
        }
        guard current < known else { return }
        try db.execute("BEGIN IMMEDIATE")
        do {
            // Another process may have migrated while this one waited for the lock.
            let version = Int(try db.scalarInt("PRAGMA user_version") ?? 0)
            for index in version..<known {
                let step = Migrations.steps[index]
                try db.execute(step.sql)
                let record = try db.prepare("INSERT INTO schema_migrations(version, name, applied_at) VALUES (?, ?, datetime('now'))")
                record.bind(1, Int64(index + 1))
                record.bind(2, step.name)
                try record.step()
                try db.execute("PRAGMA user_version = \(index + 1)")
            }
            try db.execute("COMMIT")
        } catch {
            try? db.execute("ROLLBACK")
            throw error
        }
    }

    /// Names of the migration steps this database has run, in order.
    public func appliedMigrations() throws -> [String] {
        let stmt = try db.prepare("SELECT name FROM schema_migrations ORDER BY version")
        var names: [String] = []
        while try stmt.step() { names.append(stmt.string(0)) }
        return names
    }

    /// Starts ingesting one file: everything it adds is one SQL transaction, committed by
    /// `FileImport.commit` and undone by `rollback` (or if the process dies first).
    public func beginFile(name: String, kind: StoredFileKind) throws -> FileImport {
        try db.execute("BEGIN IMMEDIATE")
        do {
            let stmt = try db.prepare(
                "INSERT INTO files(sha256, name, kind, imported_at) VALUES ('', ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ','now'))")
            stmt.bind(1, name)
            stmt.bind(2, kind.rawValue)
            try stmt.step()
            return try FileImport(store: self, fileID: db.lastInsertRowID)
        } catch {
            try? db.execute("ROLLBACK")
            throw error
        }
    }

    /// How many transactions the store holds.
    public func transactionCount() throws -> Int {
        Int(try db.scalarInt("SELECT count(*) FROM transactions") ?? 0)
    }

    /// Every stored transaction, by date (in the table's own order: no sort), without fingerprints,
    /// and for each whether it was read from a statement (a screenshot or a text statement) rather
    /// than an export: what reports need.
    public func transactionsWithOrigin() throws -> (transactions: [Transaction], fromStatement: [Bool]) {
        var list: [Transaction] = []
        var flags: [Bool] = []
        try eachTransaction(withFingerprints: false) { t, _, fromStatement in
            list.append(t)
            flags.append(fromStatement)
        }
        return (list, flags)
    }

    /// Every stored transaction, by date, with its fingerprint.
    public func allTransactions() throws -> [StoredTransaction] {
        var list: [StoredTransaction] = []
        try eachTransaction(withFingerprints: true) { t, fp, _ in list.append(StoredTransaction(transaction: t, fingerprint: fp)) }
        return list
    }

    /// - Complexity: O(n); account, file and currency names are read once each, not per row.
    func eachTransaction(withFingerprints: Bool, _ body: (Transaction, Fingerprint, Bool) -> Void) throws {
        var accounts: [Int64: String] = [:]
        let a = try db.prepare("SELECT id, name FROM accounts")
        while try a.step() { accounts[a.int64(0)] = a.string(1) }
        var files: [Int64: (name: String, statement: Bool)] = [:]
        let f = try db.prepare("SELECT id, name, kind FROM files")
        while try f.step() { files[f.int64(0)] = (f.string(1), StoredFileKind(rawValue: f.string(2)).isStatement) }
        var currencies: [String: Currency] = [:]

        let stmt = try db.prepare(
            """
            SELECT day, amount_minor, currency, description, status, account_id, file_id, line, fingerprint
            FROM transactions ORDER BY day, fingerprint
            """)
        while try stmt.step() {
            let code = stmt.string(2)
            let currency: Currency
            if let known = currencies[code] {
                currency = known
            } else {
                currency = Currency(code: code) ?? .usd
                currencies[code] = currency
            }
            let file = files[stmt.int64(6)]
            let t = Transaction(
                date: LocalDate(dayNumber: Int(stmt.int64(0))), amount: Money(minorUnits: stmt.int64(1), currency: currency),
                description: stmt.text(3), status: StatusCode.decode(stmt.int64(4)), account: accounts[stmt.int64(5)] ?? "",
                source: SourceLocation(file: file?.name ?? "", line: Int(stmt.int64(7))))
            body(t, withFingerprints ? Fingerprint(bytes: stmt.blob(8)) : Fingerprint(high: 0, low: 0), file?.statement ?? false)
        }
    }

    /// The id of an account name, created on first use.
    func accountID(_ name: String) throws -> Int64 {
        let insert = try db.prepare("INSERT INTO accounts(name) VALUES (?) ON CONFLICT(name) DO NOTHING")
        insert.bind(1, name)
        try insert.step()
        let select = try db.prepare("SELECT id FROM accounts WHERE name = ?")
        select.bind(1, name)
        guard try select.step() else { throw StoreError(.sqlite, "account \(name) vanished") }
        return select.int64(0)
    }

    /// Earlier successful imports of the same bytes.
    public func imports(ofSHA256 sha: String) throws -> [FileRecord] {
        let stmt = try db.prepare(
            "SELECT name, imported_at, rows_added FROM files WHERE sha256 = ? ORDER BY id")
        stmt.bind(1, sha)
        var records: [FileRecord] = []
        while try stmt.step() {
            records.append(FileRecord(name: stmt.string(0), importedAt: stmt.string(1), rowsAdded: Int(stmt.int64(2))))
        }
        return records
    }

    /// `PRAGMA integrity_check`: "ok" for a healthy database.
    public func integrityCheck() throws -> String {
        let stmt = try db.prepare("PRAGMA integrity_check")
        return try stmt.step() ? stmt.string(0) : "no answer"
    }
}

/// What the user decided about one subscription.
public struct SubscriptionState: Sendable, Equatable {
    public var id: String
    public var killedOn: LocalDate?
    public var confirmedOn: LocalDate?
    /// `often`, `sometimes`, `rarely` (stable codes), or nil.
    public var usage: UsageLevel?
    public var members: Int
    /// The group it belongs to, if any.
    public var group: String?
    /// The kind the user set (`subscan kind`); nil lets the classifier decide.
    public var kind: StreamKind?

    public init(
        id: String, killedOn: LocalDate? = nil, confirmedOn: LocalDate? = nil, usage: UsageLevel? = nil, members: Int = 1,
        group: String? = nil, kind: StreamKind? = nil
    ) {
        self.id = id
        self.killedOn = killedOn
        self.confirmedOn = confirmedOn
        self.usage = usage
        self.members = members
        self.group = group
        self.kind = kind
    }
}

/// A subscription entered by hand.
public struct ManualSubscription: Sendable, Equatable {
    public var id: String
    public var name: String
    public var catalogID: String?
    public var amount: Money
    public var cycle: BillingCycle
    public var nextDate: LocalDate
    public var trialEnds: LocalDate?
    public var cancelURL: String?
    public var category: String?
    public var created: LocalDate

    public init(
        id: String, name: String, catalogID: String?, amount: Money, cycle: BillingCycle, nextDate: LocalDate,
        trialEnds: LocalDate?, cancelURL: String?, category: String?, created: LocalDate
    ) {
        self.id = id
        self.name = name
        self.catalogID = catalogID
        self.amount = amount
        self.cycle = cycle
        self.nextDate = nextDate
        self.trialEnds = trialEnds
        self.cancelURL = cancelURL
        self.category = category
        self.created = created
    }
}

/// A cap on what several subscriptions of one currency and cycle cost together.
public struct SubscriptionGroup: Sendable, Equatable {
    public var name: String
    public var cap: Money
    public var cycle: BillingCycle?

    public init(name: String, cap: Money, cycle: BillingCycle?) {
        self.name = name
        self.cap = cap
        self.cycle = cycle
    }
}

extension Store {
    public func manualSubscriptions() throws -> [ManualSubscription] {
        let stmt = try db.prepare(
            "SELECT id, name, catalog_id, currency, amount_minor, cycle, next_day, trial_end_day, cancel_url, category, created_day FROM manual_subscriptions ORDER BY id"
        )
        var list: [ManualSubscription] = []
        while try stmt.step() {
            guard let currency = Currency(code: stmt.string(3)) else { continue }
            list.append(
                ManualSubscription(
                    id: stmt.string(0), name: stmt.string(1), catalogID: stmt.optionalString(2),
                    amount: Money(minorUnits: stmt.int64(4), currency: currency), cycle: BillingCycle(code: stmt.string(5)),
                    nextDate: LocalDate(dayNumber: Int(stmt.int64(6))),
                    trialEnds: stmt.optionalInt(7).map { LocalDate(dayNumber: Int($0)) },
                    cancelURL: stmt.optionalString(8), category: stmt.optionalString(9), created: LocalDate(dayNumber: Int(stmt.int64(10))))
            )
        }
        return list
    }

    public func save(_ m: ManualSubscription) throws {
        let stmt = try db.prepare(
            """
            INSERT INTO manual_subscriptions(id, name, catalog_id, currency, amount_minor, cycle, next_day, trial_end_day, cancel_url, category, created_day)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET name = excluded.name, catalog_id = excluded.catalog_id, currency = excluded.currency,
                amount_minor = excluded.amount_minor, cycle = excluded.cycle, next_day = excluded.next_day,
                trial_end_day = excluded.trial_end_day, cancel_url = excluded.cancel_url, category = excluded.category
            """)
        stmt.bind(1, m.id)
        stmt.bind(2, m.name)
        stmt.bind(3, m.catalogID)
        stmt.bind(4, m.amount.currency.code)
        stmt.bind(5, m.amount.minorUnits)
        stmt.bind(6, m.cycle.code)
        stmt.bind(7, Int64(m.nextDate.dayNumber))
        stmt.bind(8, m.trialEnds.map { Int64($0.dayNumber) })
        stmt.bind(9, m.cancelURL)
        stmt.bind(10, m.category)
        stmt.bind(11, Int64(m.created.dayNumber))
        try stmt.step()
    }

    public func groups() throws -> [SubscriptionGroup] {
        let stmt = try db.prepare("SELECT name, cap_minor, currency, cycle FROM subscription_groups ORDER BY name")
        var list: [SubscriptionGroup] = []
        while try stmt.step() {
            guard let currency = Currency(code: stmt.string(2)) else { continue }
            list.append(
                SubscriptionGroup(
                    name: stmt.string(0), cap: Money(minorUnits: stmt.int64(1), currency: currency),
                    cycle: stmt.optionalString(3).map(BillingCycle.init(code:))))
        }
        return list
    }

    public func save(_ g: SubscriptionGroup) throws {
        let stmt = try db.prepare(
            """
            INSERT INTO subscription_groups(name, cap_minor, currency, cycle) VALUES (?, ?, ?, ?)
            ON CONFLICT(name) DO UPDATE SET cap_minor = excluded.cap_minor, currency = excluded.currency, cycle = excluded.cycle
            """)
        stmt.bind(1, g.name)
        stmt.bind(2, g.cap.minorUnits)
        stmt.bind(3, g.cap.currency.code)
        stmt.bind(4, g.cycle?.code)
        try stmt.step()
    }
}

extension Store {
    /// Every subscription's recorded state, by id.
    public func subscriptionStates() throws -> [String: SubscriptionState] {
        let stmt = try db.prepare("SELECT id, killed_on, confirmed_on, usage, members, group_name, kind FROM subscription_state")
        var states: [String: SubscriptionState] = [:]
        while try stmt.step() {
            let id = stmt.string(0)
            states[id] = SubscriptionState(
                id: id, killedOn: stmt.optionalInt(1).map { LocalDate(dayNumber: Int($0)) },
                confirmedOn: stmt.optionalInt(2).map { LocalDate(dayNumber: Int($0)) },
                usage: stmt.optionalString(3).flatMap(UsageLevel.init(code:)),
                members: max(1, Int(stmt.int64(4))), group: stmt.optionalString(5),
                kind: stmt.optionalString(6).flatMap(StreamKind.init(code:)))  // an unknown code: the classifier decides
        }
        return states
    }

    /// Records a subscription's state (insert or replace), in one transaction.
    public func save(_ state: SubscriptionState) throws {
        let stmt = try db.prepare(
            """
            INSERT INTO subscription_state(id, killed_on, confirmed_on, usage, members, group_name, kind, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ','now'))
            ON CONFLICT(id) DO UPDATE SET killed_on = excluded.killed_on, confirmed_on = excluded.confirmed_on,
                usage = excluded.usage, members = excluded.members, group_name = excluded.group_name,
                kind = excluded.kind, updated_at = excluded.updated_at
            """)
        stmt.bind(1, state.id)
        stmt.bind(2, state.killedOn.map { Int64($0.dayNumber) })
        stmt.bind(3, state.confirmedOn.map { Int64($0.dayNumber) })
        stmt.bind(4, state.usage?.rawValue)
        stmt.bind(5, Int64(state.members))
        stmt.bind(6, state.group)
        stmt.bind(7, state.kind?.rawValue)
        try stmt.step()
    }
}

/// A transaction as stored, with its identity.
public struct StoredTransaction: Sendable, Equatable {
    public var transaction: Transaction
    public var fingerprint: Fingerprint
}

/// Transactions on their way into the store, packed: fixed-size fields in one array and text in
/// another, so a batch of thousands of rows is a handful of allocations, and handing it from the
/// reading thread to the storing one costs no per-row reference counting.
public struct RowBatch: Sendable {
    struct Row {
        var day: Int64
        var minorUnits: Int64
        var status: Int64
        var line: Int64
        var fingerprint: Fingerprint
        /// Where this row's text starts in `text`: the 3-letter currency code, then the description.
        var textStart: Int
        var descriptionLength: Int
    }

    var rows: [Row] = []
    var text: [UInt8] = []

    public init(capacity: Int = 0) {
        rows.reserveCapacity(capacity)
        text.reserveCapacity(capacity * 32)
    }

    public var count: Int { rows.count }
    public var isEmpty: Bool { rows.isEmpty }

    /// Appends `t`; without a fingerprint, `assignFingerprints` must give it one before the batch is stored.
    public mutating func append(_ t: Transaction, fingerprint: Fingerprint = Fingerprint(high: 0, low: 0)) {
        let start = text.count
        text.append(contentsOf: t.amount.currency.code.utf8)  // always 3 ASCII letters (ISO 4217)
        var description = t.description
        description.withUTF8 { text.append(contentsOf: $0) }
        rows.append(
            Row(
                day: Int64(t.date.dayNumber), minorUnits: t.amount.minorUnits, status: StatusCode.encode(t.status),
                line: Int64(t.source.line), fingerprint: fingerprint, textStart: start, descriptionLength: text.count - start - 3))
    }

    public mutating func removeAll() {
        rows.removeAll(keepingCapacity: true)
        text.removeAll(keepingCapacity: true)
    }

    /// One packed row's fields, its text seen in place.
    public struct RowView {
        public let day: Int
        public let minorUnits: Int64
        /// The 3 ASCII letters of the ISO 4217 code.
        public let currencyCode: UnsafeBufferPointer<UInt8>
        /// The description's UTF-8.
        public let description: UnsafeBufferPointer<UInt8>
    }

    /// Sets every row's fingerprint to `compute(row)`, in order (on the storing thread, so that
    /// hashing does not burden the reading one).
    public mutating func assignFingerprints(_ compute: (RowView) throws -> Fingerprint) rethrows {
        let text = self.text
        try text.withUnsafeBufferPointer { bytes in
            for i in rows.indices {
                let row = rows[i]
                let view = RowView(
                    day: Int(row.day), minorUnits: row.minorUnits,
                    currencyCode: UnsafeBufferPointer(rebasing: bytes[row.textStart..<row.textStart + 3]),
                    description: UnsafeBufferPointer(rebasing: bytes[row.textStart + 3..<row.textStart + 3 + row.descriptionLength]))
                rows[i].fingerprint = try compute(view)
            }
        }
    }
}

/// One earlier import of a file.
public struct FileRecord: Sendable, Equatable {
    public var name: String
    public var importedAt: String
    public var rowsAdded: Int
}

/// What one file added to the store.
public struct FileImportResult: Sendable, Equatable {
    public var added: Int
    public var alreadyStored: Int
    /// Earlier imports of the same bytes (empty for a new file).
    public var previousImports: [FileRecord]
}

/// Stable integer codes for `Transaction.Status` in the store. Never renumber; unknown codes read as posted.
enum StatusCode {
    static func encode(_ status: Transaction.Status) -> Int64 {
        switch status {
        case .posted: return 0
        case .refunded: return 1
        }
    }

    static func decode(_ code: Int64) -> Transaction.Status {
        switch code {
        case 1: return .refunded
        default: return .posted
        }
    }
}

/// One file's ingestion, inside one SQL transaction.
public final class FileImport {
    let store: Store
    let fileID: Int64
    private let insert: SQLiteStatement
    private var added = 0
    private var duplicates = 0
    private var finished = false
    private var accounts: [String: Int64] = [:]
    private var boundAccount: String? = nil
    /// Scratch space reused by every batch: the rows in key order and their C views.
    private var sorted: [RowBatch.Row] = []
    private var cRows: [subscan_row] = []
    private var keys: [UInt64] = []

    init(store: Store, fileID: Int64) throws {
        self.store = store
        self.fileID = fileID
        insert = try store.db.prepare(
            """
            INSERT INTO transactions(day, fingerprint, account_id, amount_minor, currency, description, status, file_id, line)
            SELECT day, fingerprint, ?2, amount_minor, currency, description, status, ?3, line FROM subscan_rows(?1)
            WHERE true ON CONFLICT(day, fingerprint) DO NOTHING
            """)
        insert.bind(3, fileID)
    }

    deinit {
        if !finished { try? store.db.execute("ROLLBACK") }
    }

    /// Stores `t` unless a transaction with the same fingerprint is already stored; true when added.
    @discardableResult
    public func add(_ t: Transaction, fingerprint: Fingerprint) throws -> Bool {
        var batch = RowBatch(capacity: 1)
        batch.append(t, fingerprint: fingerprint)
        return try add(batch, account: t.account) == 1
    }

    /// Stores the rows of `batch` (all of `account`) whose fingerprints are not stored yet, in one
    /// statement; returns how many were added.
    ///
    /// The rows go in in key order (day, fingerprint): the B-tree cursor then moves forward through
    /// neighbouring pages instead of seeking from the root for every row.
    ///
    /// - Complexity: O(k log k + k log n) for k rows into a store of n.
    @discardableResult
    public func add(_ batch: RowBatch, account: String) throws -> Int {
        guard !batch.isEmpty else { return 0 }
        if account != boundAccount {  // one account per file, usually: bind it once
            let id: Int64
            if let known = accounts[account] {
                id = known
            } else {
                id = try store.accountID(account)
                accounts[account] = id
            }
            insert.bind(2, id)
            boundAccount = account
        }
        sorted.removeAll(keepingCapacity: true)
        sorted.append(contentsOf: batch.rows)
        sorted.sort { a, b in
            if a.day != b.day { return a.day < b.day }
            if a.fingerprint.high != b.fingerprint.high { return a.fingerprint.high < b.fingerprint.high }
            return a.fingerprint.low < b.fingerprint.low
        }
        keys.removeAll(keepingCapacity: true)
        for row in sorted {
            keys.append(row.fingerprint.high.bigEndian)
            keys.append(row.fingerprint.low.bigEndian)
        }
        let inserted = try batch.text.withUnsafeBufferPointer { text in
            try keys.withUnsafeBufferPointer { keyWords in
                let textBase = UnsafeRawPointer(text.baseAddress!).assumingMemoryBound(to: CChar.self)
                let keyBase = UnsafeRawPointer(keyWords.baseAddress!)
                cRows.removeAll(keepingCapacity: true)
                for (i, row) in sorted.enumerated() {
                    cRows.append(
                        subscan_row(
                            day: row.day, amount_minor: row.minorUnits, status: row.status, line: row.line,
                            fingerprint: keyBase + 16 * i, currency: textBase + row.textStart,
                            description: textBase + row.textStart + 3, description_length: Int32(clamping: row.descriptionLength)))
                }
                return try cRows.withUnsafeBufferPointer { rows in
                    var view = subscan_row_batch(rows: rows.baseAddress, count: Int64(rows.count))
                    return try insert.stepBindingRows(1, &view)
                }
            }
        }
        added += inserted
        duplicates += batch.count - inserted
        return inserted
    }

    /// Records the file's hash and counts and commits everything it added.
    public func commit(sha256: String, profile: String?, byteCount: Int64, rowsRead: Int) throws -> FileImportResult {
        let previous = try store.imports(ofSHA256: sha256)
        let stmt = try store.db.prepare(
            "UPDATE files SET sha256 = ?, profile = ?, byte_count = ?, rows_read = ?, rows_added = ? WHERE id = ?")
        stmt.bind(1, sha256)
        stmt.bind(2, profile)
        stmt.bind(3, byteCount)
        stmt.bind(4, Int64(rowsRead))
        stmt.bind(5, Int64(added))
        stmt.bind(6, fileID)
        try stmt.step()
        try store.db.execute("COMMIT")
        finished = true
        return FileImportResult(added: added, alreadyStored: duplicates, previousImports: previous)
    }

    /// Undoes everything this file added.
    public func rollback() {
        guard !finished else { return }
        finished = true
        try? store.db.execute("ROLLBACK")
    }
}
