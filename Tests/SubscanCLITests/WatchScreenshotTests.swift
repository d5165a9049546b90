import Foundation
import SubscanApp
import SubscanStore
import Testing

@testable import SubscanCLI

/// The environment of a run with its own home and config folder (the OCR limit lives there).
func homeEnvironment(_ home: URL, _ extra: [String: String] = [:]) -> [String: String] {
    ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "PATH": "/usr/bin:/bin"]
        .merging(extra) { _, new in new }
}

/// Runs the real binary with its own config folder; returns the status and standard error.
func runWithHome(_ args: [String], home: URL) throws -> (Int32, String) {
    try runBinary(args, environment: homeEnvironment(home))
}

func waitFor(_ seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(100_000)
    }
    return condition()
}

@Suite("watch: screenshots, quota, and a changing folder", .serialized)
struct WatchScreenshotTests {
    @Test(
        "screenshots are read and filed; a corrupt one fails with its reason; over the quota one waits in the folder until the limit is raised"
    )
    func screenshotsAndQuota() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let home = tempDir()
        let dir = tempDir()
        let drop = dir.appendingPathComponent("drop")
        try FileManager.default.createDirectory(at: drop, withIntermediateDirectories: true)
        let db = dir.appendingPathComponent("s.sqlite").path
        #expect(try runWithHome(["quota", "--limit", "1", "--db", db], home: home).0 == 0)
        _ = try variant("en-light-grouped", 1, in: drop)
        _ = try variant("en-light-small", 2, in: drop)
        try Data(contentsOf: statements.appendingPathComponent("es-statement.png")).prefix(4000).write(
            to: drop.appendingPathComponent("cut.png"))
        // First in the batch: a picture without text takes the only page of quota, then gives it back
        // when recognition finds nothing, so the screenshot after it still gets read in this run.
        try FileManager.default.copyItem(
            at: statements.appendingPathComponent("no-text.png"), to: drop.appendingPathComponent("a-blank.png"))
        let args = ["watch", drop.path, "--once", "--settle", "0", "--db", db, "--as-of", "2026-10-29"]
        let (status, log) = try runWithHome(args, home: home)
        #expect(status == ExitCode.partial, "\(log)")  // the corrupt image failed
        let fm = FileManager.default
        #expect(log.contains("en-light-grouped-1.png: 14 transactions, 14 new (screenshot, eng, 1 OCR page)"), "\(log)")
        #expect(fm.fileExists(atPath: drop.appendingPathComponent("processed/2026-10/en-light-grouped-1.png").path))
        let reason = try String(contentsOf: drop.appendingPathComponent("failed/cut.png.error.txt"), encoding: .utf8)
        #expect(reason.contains("the PNG is truncated"))
        #expect(
            try String(contentsOf: drop.appendingPathComponent("failed/a-blank.png.error.txt"), encoding: .utf8).contains(
                "no text was found"))
        // Over the quota: not failed, still in the folder, one line saying why and until when.
        #expect(fm.fileExists(atPath: drop.appendingPathComponent("en-light-small-2.png").path))
        #expect(!fm.fileExists(atPath: drop.appendingPathComponent("failed/en-light-small-2.png").path))
        #expect(log.contains("1 screenshot left in the folder (en-light-small-2.png): over the OCR quota: 1 of 1 pages used in"), "\(log)")
        // Raise the limit: the next run takes it.
        #expect(try runWithHome(["quota", "--limit", "5", "--db", db], home: home).0 == 0)
        let (again, log2) = try runWithHome(args, home: home)
        #expect(again == 0, "\(log2)")
        #expect(fm.fileExists(atPath: drop.appendingPathComponent("processed/2026-10/en-light-small-2.png").path))
        // The same screenshot dropped again is recognised: no OCR page, nothing new.
        _ = try variant("en-light-grouped", 1, in: drop)
        let (_, log3) = try runWithHome(args, home: home)
        #expect(
            log3.contains(
                "en-light-grouped-1.png: 14 transactions, 0 new (screenshot read before: no OCR page used) (this file was imported before)"),
            "\(log3)")
        #expect(try Store(path: db).ocrUsageCount(period: OCRQuota.period(of: AppEnvironment([:]).today())) == 2)
    }

    @Test("a screenshot left waiting for quota is taken by the watcher once the month turns")
    func quotaResetsAtTheNextMonth() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let home = tempDir()
        let dir = tempDir()
        let drop = dir.appendingPathComponent("drop")
        let fm = FileManager.default
        try fm.createDirectory(at: drop, withIntermediateDirectories: true)
        let db = dir.appendingPathComponent("s.sqlite").path
        #expect(try runWithHome(["quota", "--limit", "1", "--db", db], home: home).0 == 0)
        _ = try variant("en-light-small", 1, in: drop)
        _ = try variant("en-light-small", 2, in: drop)
        func watch(today: String) throws -> (Int32, String) {
            try runBinary(
                ["watch", drop.path, "--once", "--settle", "0", "--db", db, "--as-of", "2026-09-15"],
                environment: homeEnvironment(home, ["SUBSCAN_TODAY": today]))
        }
        let (_, november) = try watch(today: "2026-11-30")
        #expect(november.contains("1 screenshot left in the folder (en-light-small-2.png)"), "\(november)")
        #expect(november.contains("waiting until 2026-12-01"))
        #expect(fm.fileExists(atPath: drop.appendingPathComponent("en-light-small-2.png").path))
        let (status, december) = try watch(today: "2026-12-01")
        #expect(status == 0, "\(december)")
        #expect(december.contains("en-light-small-2.png: 8 transactions"), "\(december)")
        let store = try Store(path: db)
        #expect(try store.ocrUsageCount(period: "2026-11") == 1)
        #expect(try store.ocrUsageCount(period: "2026-12") == 1)
    }

    @Test("a live watcher survives its folder being deleted and recreated, and a file vanishing before it settles")
    func folderComesAndGoes() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let dir = tempDir()
        let drop = dir.appendingPathComponent("drop")
        let fm = FileManager.default
        try fm.createDirectory(at: drop, withIntermediateDirectories: true)
        let db = dir.appendingPathComponent("s.sqlite").path
        let p = try spawn(["watch", drop.path, "--settle", "0.5", "--db", db, "--as-of", "2026-06-20"])
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        usleep(300_000)
        // A download that is removed before it settles is simply forgotten.
        _ = writeExport([("GONE", 100, "USD", 3, 1...3)], in: drop, name: "gone.csv")
        usleep(100_000)
        try fm.removeItem(at: drop.appendingPathComponent("gone.csv"))
        // The folder disappears and comes back.
        try fm.removeItem(at: drop)
        usleep(700_000)
        try fm.createDirectory(at: drop, withIntermediateDirectories: true)
        usleep(700_000)
        _ = writeExport([("NETFLIX.COM", 1549, "USD", 3, 1...6)], in: drop, name: "after.csv")
        #expect(waitFor(90) { fm.fileExists(atPath: drop.appendingPathComponent("processed/2026-06/after.csv").path) })
        #expect(p.isRunning)
        #expect(try Store(path: db).transactionCount() == 6)
        kill(p.processIdentifier, SIGTERM)
        #expect(waitFor(5) { !p.isRunning })
    }

    @Test("a download written as NAME.part is left alone, then taken once renamed into place; a screenshot renamed in too")
    func partialDownloadRenamed() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let dir = tempDir()
        let home = tempDir()
        let drop = dir.appendingPathComponent("drop")
        let fm = FileManager.default
        try fm.createDirectory(at: drop, withIntermediateDirectories: true)
        let db = dir.appendingPathComponent("s.sqlite").path
        let p = try spawn(
            ["watch", drop.path, "--settle", "0.3", "--db", db, "--as-of", "2026-10-29"], environment: homeEnvironment(home))
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        usleep(300_000)
        // A browser download in progress: written in pieces under .part for longer than the settle delay.
        let part = drop.appendingPathComponent("export.csv.part").path
        _ = fm.createFile(atPath: part, contents: Data("Date,Description,Amount,Currency\n".utf8))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: part))
        try handle.seekToEnd()
        for m in 1...6 {
            usleep(150_000)
            try handle.write(contentsOf: Data("2026-0\(m)-03,NETFLIX.COM,-15.49,USD\n".utf8))
        }
        try handle.close()
        usleep(500_000)
        #expect(fm.fileExists(atPath: part), "a .part file is never taken")
        #expect(try Store(path: db).transactionCount() == 0)
        #expect(rename(part, drop.appendingPathComponent("export.csv").path) == 0)
        // A screenshot saved elsewhere and moved in (IN_MOVED_TO).
        let staged = try variant("en-light-small", 9, in: dir)
        #expect(rename(staged, drop.appendingPathComponent("shot.png").path) == 0)
        #expect(
            waitFor(30) {
                fm.fileExists(atPath: drop.appendingPathComponent("processed/2026-10/export.csv").path)
                    && fm.fileExists(atPath: drop.appendingPathComponent("processed/2026-10/shot.png").path)
            })
        #expect(try Store(path: db).transactionCount() == 6 + 8)
        kill(p.processIdentifier, SIGTERM)
        #expect(waitFor(5) { !p.isRunning })
    }

    @Test("a manual import into the same store while the watcher works is safe: every row once, no lock error")
    func manualImportDuringWatch() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let dir = tempDir()
        let drop = dir.appendingPathComponent("drop")
        let manual = dir.appendingPathComponent("manual")
        let fm = FileManager.default
        try fm.createDirectory(at: drop, withIntermediateDirectories: true)
        try fm.createDirectory(at: manual, withIntermediateDirectories: true)
        let db = dir.appendingPathComponent("s.sqlite").path
        _ = try exportFiles(in: drop, count: 20, rows: 2000)
        let manualFiles = try exportFiles(in: manual, count: 5, rows: 2000, offset: 50)
        let p = try spawn(["watch", drop.path, "--settle", "0", "--db", db, "--as-of", "2026-06-20"])
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        usleep(200_000)
        let (status, log) = try runBinary(["import"] + manualFiles + ["--db", db])
        #expect(status == 0, "\(log)")
        #expect(!log.contains("locked"))
        #expect(
            waitFor(120) {
                ((try? fm.contentsOfDirectory(atPath: drop.appendingPathComponent("processed/2026-06").path)) ?? []).filter {
                    $0.hasSuffix(".csv")
                }.count == 20
            })
        kill(p.processIdentifier, SIGTERM)
        #expect(waitFor(10) { !p.isRunning })
        let all = try Store(path: db).allTransactions()
        #expect(all.count == 25 * 2000)
        #expect(Set(all.map(\.fingerprint)).count == all.count)
    }
}
