import Foundation
import SubscanCore
import SubscanIngest
import SubscanStore

#if canImport(Glibc)
    import Glibc
#endif

/// Imports one export with reading and storing on two threads.
///
/// A reader thread parses, converts and packs rows into batches (and hashes the file's bytes);
/// the calling thread fingerprints each batch and inserts it with one statement. A bounded queue
/// keeps at most a few batches in flight, so memory stays flat. Whichever side fails first stops
/// the other, and the caller rolls the file's SQL transaction back.
///
/// On 2 cores the two sides cost about the same (2.0–2.2 s of CPU each per million rows, see
/// scripts/bench-import and SUBSCAN_PIPELINE_TIMINGS=1), which is why fingerprinting sits on the
/// storing side.
enum ExportPipeline {
    static let batchSize = 2048
    static let queueDepth = 4

    /// Rows of one account: the account travels once per batch, not once per row.
    struct Batch: Sendable {
        var account: String
        var rows: RowBatch
    }

    /// Imports with a one-day ordinal table (flat memory); if the file's days are not grouped,
    /// starts the file's SQL transaction over and imports it keeping every day.
    static func run(path: String, options: ImportOptions, store: Store, name: String) throws -> (ImportReport, FileImport) {
        let session = try store.beginFile(name: name, kind: .export)
        do {
            return (try run(path: path, options: options, session: session, oneDayAtATime: true), session)
        } catch is FingerprintBuilder.DaysNotContiguous {
            session.rollback()
        } catch {
            session.rollback()
            throw error
        }
        let again = try store.beginFile(name: name, kind: .export)
        do {
            return (try run(path: path, options: options, session: again, oneDayAtATime: false), again)
        } catch {
            again.rollback()
            throw error
        }
    }

    static func run(path: String, options: ImportOptions, session: FileImport, oneDayAtATime: Bool) throws -> ImportReport {
        let queue = BatchQueue<Batch>(capacity: queueDepth)
        let outcome = ReaderOutcome()
        // The reader hashes the file's bytes and packs the rows; this thread fingerprints and inserts.
        let readerOptions = options
        let reader = Thread {
            defer { outcome.readerCPU = threadCPUSeconds() }
            var batch = Batch(account: "", rows: RowBatch(capacity: batchSize))
            do {
                let report = try CSVImporter.read(path: path, options: readerOptions) { t in
                    if t.account != batch.account {
                        if !batch.rows.isEmpty {
                            guard queue.put([batch]) else { throw CancellationError() }
                            batch.rows.removeAll()
                        }
                        batch.account = t.account
                    }
                    batch.rows.append(t)
                    if batch.rows.count == batchSize {
                        guard queue.put([batch]) else { throw CancellationError() }
                        batch.rows.removeAll()
                    }
                }
                if !batch.rows.isEmpty { _ = queue.put([batch]) }
                outcome.set(.success(report))
            } catch {
                outcome.set(.failure(error))
            }
            queue.close()
        }
        reader.stackSize = 8 << 20
        reader.start()

        var storeError: Error? = nil
        var fingerprints = FingerprintBuilder(oneDayAtATime: oneDayAtATime)
        while let taken = queue.take() {
            do {
                for var batch in taken {
                    try batch.rows.assignFingerprints { row in
                        try fingerprints.fingerprint(
                            account: batch.account, day: row.day, minorUnits: row.minorUnits, currencyCode: row.currencyCode,
                            description: row.description)
                    }
                    try session.add(batch.rows, account: batch.account)
                }
            } catch {
                storeError = error
                queue.cancel()
                break
            }
        }
        let result = outcome.wait()
        if ProcessInfo.processInfo.environment["SUBSCAN_PIPELINE_TIMINGS"] != nil {
            FileHandle.standardError.write(
                Data(String(format: "pipeline: reader %.2f s CPU, store %.2f s CPU\n", outcome.readerCPU, threadCPUSeconds()).utf8))
        }
        if let storeError { throw storeError }
        return try result.get()
    }
}

/// CPU time this thread has used, in seconds.
func threadCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The reader thread's result, handed to the caller once it is done.
final class ReaderOutcome: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Result<ImportReport, Error>?
    var readerCPU: Double = 0

    func set(_ result: Result<ImportReport, Error>) {
        condition.lock()
        value = result
        condition.broadcast()
        condition.unlock()
    }

    func wait() -> Result<ImportReport, Error> {
        condition.lock()
        defer { condition.unlock() }
        while value == nil { condition.wait() }
        return value!
    }
}

/// A bounded FIFO of batches between one producer and one consumer.
final class BatchQueue<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var batches: [[T]] = []
    private var closed = false
    private var cancelled = false
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// Waits for room; false when the consumer has cancelled.
    func put(_ batch: [T]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= capacity && !cancelled { condition.wait() }
        if cancelled { return false }
        batches.append(batch)
        condition.broadcast()
        return true
    }

    /// The next batch, or nil once the producer has closed and everything was taken.
    func take() -> [T]? {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty && !closed { condition.wait() }
        if batches.isEmpty { return nil }
        let batch = batches.removeFirst()
        condition.broadcast()
        return batch
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    func cancel() {
        condition.lock()
        cancelled = true
        batches.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}
