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

    /// How many transactions the store holds.
    public func transactionCount() throws -> Int {
        Int(try db.scalarInt("SELECT count(*) FROM transactions") ?? 0)
    }

    /// Every stored transaction, by date (in the table's own order: no sort), as columns without
    /// fingerprints, and for each whether it was read from a statement (a screenshot or a text
    /// statement) rather than an export: what reports need, in about a third of the memory of
    /// `[Transaction]`.
    ///
    /// The read uses a small page cache: it passes over every page once, and a cache the size of
    /// the import's would only hold pages that are never read again.
    public func transactionTable() throws -> (table: TransactionTable, fromStatement: [Bool]) {
        let read = try readTransactions(withFingerprints: false)
        return (read.table, read.fromStatement)
    }

    /// Every stored transaction, by date, with its fingerprint.
    public func allTransactions() throws -> [StoredTransaction] {
        let read = try readTransactions(withFingerprints: true)
        return zip(read.table.indices, read.fingerprints).map { StoredTransaction(transaction: read.table[$0], fingerprint: $1) }
    }

    /// The one pass over the transactions table that both readers above make.
    private func readTransactions(withFingerprints: Bool) throws -> (
        table: TransactionTable, fromStatement: [Bool], fingerprints: [Fingerprint]
    ) {
        var table = TransactionTable()
        var accounts: [Int64: Int] = [:]
        let a = try db.prepare("SELECT id, name FROM accounts")
        while try a.step() { accounts[a.int64(0)] = table.accountNumber(a.string(1)) }
        var files: [Int64: (number: Int, statement: Bool)] = [:]
        let f = try db.prepare("SELECT id, name, kind FROM files")
        while try f.step() {
            files[f.int64(0)] = (table.fileNumber(f.string(1)), StoredFileKind(rawValue: f.string(2)).isStatement)
        }
        let unknownAccount = table.accountNumber("")
        let unknownFile = table.fileNumber("")

        try db.execute("PRAGMA cache_size=-2048")
        defer { try? db.execute("PRAGMA cache_size=-16384") }
        let count = try transactionCount()
        table.reserveCapacity(count, descriptionBytes: count * 32)
        var fromStatement: [Bool] = []
        fromStatement.reserveCapacity(count)
        var fingerprints: [Fingerprint] = []
        if withFingerprints { fingerprints.reserveCapacity(count) }

        // (a column is decoded only when read: the report's pass never reads the fingerprint)
        let stmt = try db.prepare(
            """
            SELECT day, amount_minor, currency, description, status, account_id, file_id, line, fingerprint
            FROM transactions ORDER BY day, fingerprint
            """)
        // The previous row's currency code, its three bytes packed (0: none yet, or not three bytes).
        var lastCode: UInt32 = 0
        var currency = -1
        var lastAccount: (id: Int64, number: Int) = (-1, unknownAccount)
        var lastFile: (id: Int64, number: Int, statement: Bool) = (-1, unknownFile, false)
        while try stmt.step() {
            let code = stmt.withTextBytes(2) { b in b.count == 3 ? UInt32(b[0]) << 16 | UInt32(b[1]) << 8 | UInt32(b[2]) : 0 }
            if code == 0 || code != lastCode {
                currency = table.currencyNumber(Currency(code: stmt.string(2)) ?? .usd)
                lastCode = code
            }
            let accountID = stmt.int64(5)
            if lastAccount.id != accountID { lastAccount = (accountID, accounts[accountID] ?? unknownAccount) }
            let fileID = stmt.int64(6)
            if lastFile.id != fileID {
                let file = files[fileID]
                lastFile = (fileID, file?.number ?? unknownFile, file?.statement ?? false)
            }
            let day = LocalDate(dayNumber: Int(stmt.int64(0)))
            let minor = stmt.int64(1)
            let status = StatusCode.decode(stmt.int64(4))
            let line = Int(stmt.int64(7))
            stmt.withTextBytes(3) { description in
                table.append(
                    date: day, minorUnits: minor, currency: currency, description: description, status: status,
                    account: lastAccount.number, file: lastFile.number, line: line)
            }
            fromStatement.append(lastFile.statement)
            if withFingerprints { fingerprints.append(Fingerprint(bytes: stmt.blob(8))) }
        }
        return (table, fromStatement, fingerprints)
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

    /// `PRAGMA integrity_check`: "ok" for a healthy database.
    public func integrityCheck() throws -> String {
        let stmt = try db.prepare("PRAGMA integrity_check")
        return try stmt.step() ? stmt.string(0) : "no answer"
    }
}
