import CSQLiteRows
import Foundation
import SubscanCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Importing a file: one SQL transaction per file, rows added in batches, the file's record.

/// What a stored file was, as `files.kind` records it. The codes never change; a code this build
/// does not know reads as an export.
public struct StoredFileKind: StableCode {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A bank export of any format (CSV, OFX, QIF, CAMT, MT940, Norma 43).
    public static let export: StoredFileKind = "csv"
    public static let screenshot: StoredFileKind = "image"
    public static let pdf: StoredFileKind = "pdf"
    public static let textStatement: StoredFileKind = "text"

    /// Read from a picture or a statement's text rather than exported: its rows may copy an export's.
    public var isStatement: Bool { self == .screenshot || self == .pdf || self == .textStatement }
}

extension Store {
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
        /// How much of the description the fingerprint covers: not the references after it.
        var fingerprintedLength: Int
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
        // a counterparty is kept after the description, and the references after both (outside the fingerprint)
        var description = t.fullDescription
        description.withUTF8 { text.append(contentsOf: $0) }
        let fingerprinted = text.count - start - 3
        if !t.references.isEmpty {
            text.append(32)
            var references = t.references
            references.withUTF8 { text.append(contentsOf: $0) }
        }
        rows.append(
            Row(
                day: Int64(t.date.dayNumber), minorUnits: t.amount.minorUnits, status: StatusCode.encode(t.status),
                line: Int64(t.source.line), fingerprint: fingerprint, textStart: start, descriptionLength: text.count - start - 3,
                fingerprintedLength: fingerprinted))
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
        /// The description's UTF-8, its counterparty included, not its references: what the fingerprint covers.
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
                    description: UnsafeBufferPointer(rebasing: bytes[row.textStart + 3..<row.textStart + 3 + row.fingerprintedLength]))
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
