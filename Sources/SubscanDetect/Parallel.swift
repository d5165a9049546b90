import Dispatch
import Foundation

/// Splits independent work over the machine's cores (2 here): contiguous chunks, results in order.
enum Parallel {
    static var workers: Int { max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) }

    /// `(0..<count).map(body)`, computed on several threads; below `minimum` items, on this one.
    static func map<T: Sendable>(_ count: Int, minimum: Int = 20_000, _ body: @Sendable (Int) -> T) -> [T] {
        let workers = count >= minimum ? Parallel.workers : 1
        if workers == 1 { return (0..<count).map(body) }
        let results = Chunks<T>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            let lo = count * w / workers
            let hi = count * (w + 1) / workers
            var part: [T] = []
            part.reserveCapacity(hi - lo)
            for i in lo..<hi { part.append(body(i)) }
            results.set(w, part)
        }
        return results.joined()
    }

    /// `body` run once per contiguous chunk of `0..<count`, one chunk per core; results in chunk order.
    static func chunks<T: Sendable>(_ count: Int, minimum: Int = 20_000, _ body: @Sendable (Range<Int>) -> T) -> [T] {
        let workers = count >= minimum ? Parallel.workers : 1
        if workers == 1 { return [body(0..<count)] }
        let results = Chunks<T>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            results.set(w, [body((count * w / workers)..<(count * (w + 1) / workers))])
        }
        return results.joined()
    }

    /// Results of each chunk, filled from several threads.
    final class Chunks<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [[T]]

        init(count: Int) { parts = Array(repeating: [], count: count) }

        func set(_ index: Int, _ part: [T]) {
            lock.lock()
            parts[index] = part
            lock.unlock()
        }

        func joined() -> [T] { parts.flatMap { $0 } }
    }
}
