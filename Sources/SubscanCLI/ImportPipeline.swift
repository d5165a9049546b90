import Foundation
import SubscanCore
import SubscanIngest
import SubscanStore

/// Imports one file with reading and storing on two threads.
///
/// A reader thread parses, converts and fingerprints rows in batches; the calling thread inserts
/// them. A bounded queue keeps at most a few batches in flight, so memory stays flat. Whichever
/// side fails first stops the other, and the caller rolls the file's SQL transaction back.
///
/// On 2 cores this roughly overlaps parsing with SQLite's B-tree work (see scripts/bench-import).
enum ImportPipeline {
    static let batchSize = 2048
    static let queueDepth = 4

    struct Row: Sendable {
        var transaction: Transaction
        var fingerprint: [UInt8]
    }

    static func run(path: String, options: ImportOptions, session: FileImport) throws -> ImportReport {
        let queue = BatchQueue<Row>(capacity: queueDepth)
        let outcome = ReaderOutcome()
        // The file's bytes are hashed on this thread, which has spare time between batches.
        let chunks = ChunkInbox()
        var observed = options
        observed.byteObserver = { chunks.put($0) }
        let readerOptions = observed
        var hasher = SHA256()
        let reader = Thread {
            var batch: [Row] = []
            batch.reserveCapacity(batchSize)
            var fingerprints = FingerprintBuilder()
            do {
                let report = try CSVImporter.read(path: path, options: readerOptions) { t in
                    batch.append(Row(transaction: t, fingerprint: fingerprints.fingerprint(for: t)))
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
                for row in batch { try session.add(row.transaction, fingerprint: row.fingerprint) }
            } catch {
                storeError = error
                queue.cancel()
                break
            }
            for chunk in chunks.takeAll() { hasher.update(chunk) }
        }
        let result = outcome.wait()
        if let storeError { throw storeError }
        var report = try result.get()
        for chunk in chunks.takeAll() { hasher.update(chunk) }
        report.sha256 = hasher.finalize()
        return report
    }
}

/// Chunks of a file's bytes on their way from the reader to the hashing thread.
final class ChunkInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [[UInt8]] = []

    func put(_ chunk: [UInt8]) {
        lock.lock()
        chunks.append(chunk)
        lock.unlock()
    }

    func takeAll() -> [[UInt8]] {
        lock.lock()
        defer { lock.unlock() }
        let taken = chunks
        chunks.removeAll()
        return taken
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
