import CSQLite
import CSQLiteRows
import SubscanCore

/// The one place subscan calls SQLite's C API.
///
/// A thin connection and statement pair: prepare, bind, step, read columns, with every error
/// turned into a `StoreError` that names the SQL (never the bound values).
final class SQLiteConnection {
    let handle: OpaquePointer

    /// Set once, before any connection: no memory statistics (each allocation would take a global
    /// mutex for them; nothing in subscan reads them).
    private static let configured: Bool = subscan_sqlite_disable_memstatus() == SQLITE_OK

    init(path: String, busyTimeoutMilliseconds: Int32 = 600_000) throws {
        _ = SQLiteConnection.configured
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let rc = sqlite3_open_v2(path, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            if let db { sqlite3_close_v2(db) }
            throw StoreError(.open, code: rc, "cannot open the database \(path): \(message)")
        }
        handle = db
        sqlite3_busy_timeout(db, busyTimeoutMilliseconds)
        sqlite3_extended_result_codes(db, 1)
        subscan_rows_register(db)  // the batch insert's table-valued function (CSQLiteRows)
    }

    deinit { sqlite3_close_v2(handle) }

    func error(_ rc: Int32, while sql: String) -> StoreError {
        let message = String(cString: sqlite3_errmsg(handle))
        let primary = rc & 0xFF
        let kind: StoreError.Kind = (primary == SQLITE_BUSY || primary == SQLITE_LOCKED) ? .busy : .sqlite
        let shortSQL = sql.count > 80 ? String(sql.prefix(77)) + "…" : sql
        return StoreError(kind, code: rc, "SQLite error \(rc): \(message) - while executing \"\(shortSQL)\"")
    }

    /// Runs one or more statements that return no rows.
    func execute(_ sql: String) throws {
        var errmsg: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &errmsg)
        if let errmsg { sqlite3_free(errmsg) }
        guard rc == SQLITE_OK else { throw error(rc, while: sql) }
    }

    func prepare(_ sql: String) throws -> SQLiteStatement {
        var stmt: OpaquePointer?
        let rc = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &stmt, nil)
        guard rc == SQLITE_OK, let stmt else { throw error(rc, while: sql) }
        return SQLiteStatement(connection: self, handle: stmt, sql: sql)
    }

    var changes: Int { Int(sqlite3_changes(handle)) }
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// A single integer from a query such as `PRAGMA user_version`.
    func scalarInt(_ sql: String) throws -> Int64? {
        let stmt = try prepare(sql)
        return try stmt.step() ? stmt.int64(0) : nil
    }
}

final class SQLiteStatement {
    unowned let connection: SQLiteConnection
    let handle: OpaquePointer
    let sql: String

    init(connection: SQLiteConnection, handle: OpaquePointer, sql: String) {
        self.connection = connection
        self.handle = handle
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    func bind(_ index: Int32, _ value: Int64) {
        sqlite3_bind_int64(handle, index, value)
    }

    func bind(_ index: Int32, _ value: String) {
        sqlite3_bind_text(handle, index, value, -1, subscan_sqlite_transient())
    }

    func bind(_ index: Int32, _ value: String?) {
        if let value { bind(index, value) } else { sqlite3_bind_null(handle, index) }
    }

    /// Binds a batch of rows to parameter `index` for `subscan_rows(?)`, runs the statement to the
    /// end and returns how many rows it changed. The batch is read during the call only.
    func stepBindingRows(_ index: Int32, _ batch: UnsafePointer<subscan_row_batch>) throws -> Int {
        subscan_rows_bind(handle, index, batch)
        defer {
            sqlite3_bind_null(handle, index)  // the pointer dies with the caller's buffers
            sqlite3_reset(handle)
        }
        try step()
        return Int(sqlite3_changes(connection.handle))
    }

    /// Advances; true when a row is available, false when done.
    @discardableResult
    func step() throws -> Bool {
        let rc = sqlite3_step(handle)
        if rc == SQLITE_ROW { return true }
        if rc == SQLITE_DONE { return false }
        let err = connection.error(rc, while: sql)
        sqlite3_reset(handle)
        throw err
    }

    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    func string(_ column: Int32) -> String {
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        return String(cString: text)
    }

    /// A text column's bytes, without making a String (valid only inside `body`).
    func withTextBytes<R>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count > 0, let p = sqlite3_column_text(handle, column) else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return body(UnsafeBufferPointer(start: p, count: count))
    }

    func bind(_ index: Int32, _ value: Int64?) {
        if let value { bind(index, value) } else { sqlite3_bind_null(handle, index) }
    }

    func optionalInt(_ column: Int32) -> Int64? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : int64(column)
    }

    func optionalString(_ column: Int32) -> String? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : string(column)
    }

    func blob(_ column: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count > 0, let p = sqlite3_column_blob(handle, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: p, count: count))
    }
}
