import Foundation
import Synchronization
import Testing

@testable import SubscanStore

@Suite("OCR quota")
struct OCRQuotaTests {
    @Test("pages are reserved up to the limit; the next is refused with the count")
    func reservesUpToTheLimit() throws {
        let store = try Store(path: freshStorePath())
        for page in 0..<3 {
            #expect(try store.reserveOCRPage(sha256: "a", page: page, period: "2026-11", limit: 3) == .reserved)
        }
        #expect(try store.reserveOCRPage(sha256: "b", page: 0, period: "2026-11", limit: 3) == .overQuota(used: 3, limit: 3))
        #expect(try store.ocrUsageCount(period: "2026-11") == 3)
        // Another month has its own allowance.
        #expect(try store.reserveOCRPage(sha256: "b", page: 0, period: "2026-12", limit: 3) == .reserved)
        #expect(try store.ocrUsageCount(period: "2026-12") == 1)
    }

    @Test("a released page is not charged; a completed page is kept and never charged again")
    func releaseAndReuse() throws {
        let path = freshStorePath()
        let store = try Store(path: path)
        #expect(try store.reserveOCRPage(sha256: "x", page: 0, period: "2026-11", limit: 1) == .reserved)
        try store.releaseOCRPage(sha256: "x", page: 0)
        #expect(try store.ocrUsageCount(period: "2026-11") == 0)
        #expect(try store.reserveOCRPage(sha256: "x", page: 0, period: "2026-11", limit: 1) == .reserved)
        try store.completeOCRPage(sha256: "x", page: 0, lines: "[{\"text\":\"hi\"}]")
        // Same bytes again, even from another process and with the quota used up: the stored text, no charge.
        let again = try Store(path: path)
        #expect(try again.reserveOCRPage(sha256: "x", page: 0, period: "2026-11", limit: 1) == .recognised(lines: "[{\"text\":\"hi\"}]"))
        #expect(try again.ocrUsageCount(period: "2026-11") == 1)
        #expect(try again.reserveOCRPage(sha256: "y", page: 0, period: "2026-11", limit: 1) == .overQuota(used: 1, limit: 1))
    }

    @Test("a reservation left by a process that died is freed by the next reservation")
    func deadOwnersAreFreed() throws {
        let store = try Store(path: freshStorePath())
        // A pid that cannot be running: above the kernel's pid_max.
        try store.db.execute(
            "INSERT INTO ocr_pages(sha256, page, period, state, owner_pid, reserved_at) VALUES ('dead', 0, '2026-11', 0, 99999999, strftime('%s','now'))"
        )
        // An old reservation of a live pid (pid reuse) expires after an hour.
        try store.db.execute(
            "INSERT INTO ocr_pages(sha256, page, period, state, owner_pid, reserved_at) VALUES ('old', 0, '2026-11', 0, 1, strftime('%s','now') - 7200)"
        )
        #expect(try store.ocrUsageCount(period: "2026-11") == 2)
        #expect(try store.reserveOCRPage(sha256: "new", page: 0, period: "2026-11", limit: 1) == .reserved)
        #expect(try store.ocrUsageCount(period: "2026-11") == 1)
    }

    @Test("a page reserved by another live process is busy, not charged twice")
    func liveOwnerIsBusy() throws {
        let store = try Store(path: freshStorePath())
        try store.db.execute(
            "INSERT INTO ocr_pages(sha256, page, period, state, owner_pid, reserved_at) VALUES ('live', 0, '2026-11', 0, 1, strftime('%s','now'))"
        )
        #expect(try store.reserveOCRPage(sha256: "live", page: 0, period: "2026-11", limit: 5) == .busy)
        #expect(try store.ocrUsageCount(period: "2026-11") == 1)
    }
}

@Suite("opening a new store")
struct ConcurrentOpenTests {
    @Test("eight connections opening one brand-new store at once all succeed (WAL switch retried)")
    func concurrentFirstOpen() throws {
        for _ in 0..<20 {
            let path = freshStorePath()
            let failures = Mutex(0)
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                do { _ = try Store(path: path) } catch { failures.withLock { $0 += 1 } }
            }
            #expect(failures.withLock { $0 } == 0)
            #expect(try Store(path: path).appliedMigrations().count == Store.schemaVersion)
        }
    }
}
