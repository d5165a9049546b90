import Foundation
import SubscanCore
import SubscanIngest
import SubscanStore

/// Imports one file with reading and storing on two threads.
///
/// A reader thread parses and converts rows in batches (and hashes the file's bytes); the
/// calling thread fingerprints and inserts them. A bounded queue keeps at most a few batches in flight, so memory stays flat. Whichever
/// side fails first stops the other, and the caller rolls the file's SQL transaction back.
///
/// On 2 cores this roughly overlaps parsing with SQLite's B-tree work (see scripts/bench-import).
enum ImportPipeline {
    static let batchSize = 2048
    static let queueDepth = 4

    typealias Row = Transaction

    /// Imports with a one-day ordinal table (flat memory); if the file's days are not grouped,
    /// starts the file's SQL transaction over and imports it keeping every day.
    static func run(path: String, options: ImportOptions, store: Store, name: String) throws -> (ImportReport, FileImport) {
        let session = try store.beginFile(name: name, kind: "csv")
        do {
            return (try run(path: path, options: options, session: session, oneDayAtATime: true), session)
        } catch is FingerprintBuilder.DaysNotContiguous {
            session.rollback()
        } catch {
            session.rollback()
            throw error
        }
        let again = try store.beginFile(name: name, kind: "csv")
        do {
            return (try run(path: path, options: options, session: again, oneDayAtATime: false), again)
        } catch {
            again.rollback()
            throw error
        }
    }

    static func run(path: String, options: ImportOptions, session: FileImport, oneDayAtATime: Bool) throws -> ImportReport {
        let queue = BatchQueue<Row>(capacity: queueDepth)
        let outcome = ReaderOutcome()
        // The reader hashes the file's bytes as it reads them; this thread fingerprints the rows,
        // which balances the two threads' work (SQLite's inserts are the heavier half).
        let readerOptions = options
        var fingerprints = FingerprintBuilder(oneDayAtATime: oneDayAtATime)
        let reader = Thread {
            var batch: [Row] = []
            batch.reserveCapacity(batchSize)
            do {
                let report = try CSVImporter.read(path: path, options: readerOptions) { t in
                    batch.append(t)
                    if batch.count == batchSize {
                        guard queue.put(batch) else { throw CancellationError() }
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                if !batch.isEmpty { _ = queue.put(batch) }
                outcome.set(.success(report))
            } catch {
                outcome.set(.failure(error))
            }
            queue.close()
        }
        reader.stackSize = 8 << 20
        reader.start()

        var storeError: Error? = nil
        while let batch = queue.take() {
            do {
                for t in batch { try session.add(t, fingerprint: fingerprints.fingerprint(for: t)) }
            } catch {
                storeError = error
                queue.cancel()
                break
            }
        }
        let result = outcome.wait()
        if let storeError { throw storeError }
        return try result.get()
    }
}

/// The reader thread's result, handed to the caller once it is done.
final class ReaderOutcome: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Result<ImportReport, Error>?

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
