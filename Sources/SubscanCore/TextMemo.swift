import Synchronization

/// The answers of a test that depends on a text alone, remembered by that text. The layout engine
/// asks the same questions of the same texts many times over (every run of words of a line is tried
/// as a date, an amount, a title; a row's description is checked by several stages), and titles,
/// dates and names repeat from page to page. Bounded: everything is forgotten at `limit` texts.
/// Safe to share between threads.
package final class TextMemo<Value: Sendable>: Sendable {
    private let answers = Mutex<[String: Value]>([:])
    private let limit: Int

    package init(limit: Int = 20_000) { self.limit = limit }

    /// `answer(text)`, computed once per text until the memo is full.
    package func callAsFunction(_ text: String, _ answer: (String) -> Value) -> Value {
        if let known = answers.withLock({ $0[text] }) { return known }
        let value = answer(text)
        answers.withLock { memo in
            if memo.count >= limit { memo.removeAll(keepingCapacity: true) }
            memo[text] = value
        }
        return value
    }
}
