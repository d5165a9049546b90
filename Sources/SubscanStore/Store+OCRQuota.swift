import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The outcome of asking to recognise one page.
public enum OCRReservation: Sendable, Equatable {
    /// The page is reserved for this process and counts against the limit; complete or release it.
    case reserved
    /// These bytes were recognised before: here is the stored result, nothing is charged.
    case recognised(lines: String)
    /// The period's pages are used up.
    case overQuota(used: Int, limit: Int)
    /// Another running subscan process is recognising the same image right now.
    case busy
}

/// OCR metering: `ocrUsageCount` pages per calendar month against a limit, reserved atomically.
///
/// A reservation is a row written inside `BEGIN IMMEDIATE`, so two processes cannot both see room
/// for the last page. Reservations of processes that died (SIGKILL mid-page) are released by the
/// next reservation: their pid no longer runs, or they are more than an hour old.
extension Store {
    /// Reservations older than this are abandoned whatever their pid says (pids are reused).
    static let staleReservationSeconds: Int64 = 3600

    /// Pages counted in `period` (`YYYY-MM`): recognised ones plus those being recognised.
    public func ocrUsageCount(period: String) throws -> Int {
        let stmt = try db.prepare("SELECT count(*) FROM ocr_pages WHERE period = ?")
        stmt.bind(1, period)
        _ = try stmt.step()
        return Int(stmt.int64(0))
    }

    /// Reserves page `page` of the image whose bytes hash to `sha256`, unless it was recognised
    /// before, another process holds it, or `period` has used `limit` pages.
    public func reserveOCRPage(sha256: String, page: Int, period: String, limit: Int) throws -> OCRReservation {
        try db.execute("BEGIN IMMEDIATE")
        do {
            let now = Int64(Date().timeIntervalSince1970)
            let me = Int64(getpid())
            // Abandoned reservations first.
            let pending = try db.prepare("SELECT sha256, page, owner_pid, reserved_at FROM ocr_pages WHERE state = 0")
            var abandoned: [(String, Int64)] = []
            while try pending.step() {
                let pid = pending.int64(2)
                let age = now - pending.int64(3)
                let alive = pid == me || kill(pid_t(pid), 0) == 0 || errno == EPERM
                if !alive || age > Store.staleReservationSeconds { abandoned.append((pending.string(0), pending.int64(1))) }
            }
            for (sha, p) in abandoned { try releaseOCRPage(sha256: sha, page: Int(p)) }

            let existing = try db.prepare("SELECT state, owner_pid, lines FROM ocr_pages WHERE sha256 = ? AND page = ?")
            existing.bind(1, sha256)
            existing.bind(2, Int64(page))
            if try existing.step() {
                let outcome: OCRReservation =
                    existing.int64(0) == 1
                    ? .recognised(lines: existing.optionalString(2) ?? "[]") : (existing.int64(1) == me ? .reserved : .busy)
                try db.execute("COMMIT")
                return outcome
            }
            let used = try ocrUsageCount(period: period)
            if used >= limit {
                try db.execute("COMMIT")
                return .overQuota(used: used, limit: limit)
            }
            let insert = try db.prepare(
                "INSERT INTO ocr_pages(sha256, page, period, state, owner_pid, reserved_at) VALUES (?, ?, ?, 0, ?, ?)")
            insert.bind(1, sha256)
            insert.bind(2, Int64(page))
            insert.bind(3, period)
            insert.bind(4, me)
            insert.bind(5, now)
            _ = try insert.step()
            try db.execute("COMMIT")
            return .reserved
        } catch {
            try? db.execute("ROLLBACK")
            throw error
        }
    }

    /// Marks a reserved page recognised (charged) and keeps its text for later runs.
    public func completeOCRPage(sha256: String, page: Int, lines: String) throws {
        let stmt = try db.prepare("UPDATE ocr_pages SET state = 1, owner_pid = NULL, lines = ? WHERE sha256 = ? AND page = ?")
        stmt.bind(1, lines)
        stmt.bind(2, sha256)
        stmt.bind(3, Int64(page))
        _ = try stmt.step()
    }

    /// Gives a reservation back: the page failed or held nothing to charge for.
    public func releaseOCRPage(sha256: String, page: Int) throws {
        let stmt = try db.prepare("DELETE FROM ocr_pages WHERE sha256 = ? AND page = ? AND state = 0")
        stmt.bind(1, sha256)
        stmt.bind(2, Int64(page))
        _ = try stmt.step()
    }
}
