/// One movement of money read from a statement or export.
///
/// `amount` is negative for money leaving the account, whatever convention the source used.
public struct Transaction: Sendable, Equatable {
    public enum Status: String, Sendable, Equatable {
        /// An ordinary posted transaction.
        case posted
        /// A charge the source marks as fully refunded: kept for the record, not a real cost.
        case refunded
    }

    // Stored in this order so the small fields share one word (112 bytes). Reports load stored
    // transactions as a `TransactionTable`, columns, not as an array of these.
    public var date: LocalDate
    public var amount: Money
    public var status: Status
    /// For a row read from a picture: its sign, column, colour or running balance disagreed, so its
    /// direction is a best reading the user should check.
    public var signUncertain = false
    /// `confidence`, or -1 for none.
    private var confidenceCode: Int16 = -1
    public var description: String
    /// A counterparty a statement prints in a column of its own (`对方户名`, `Payee`): who was paid,
    /// or who paid in. Not part of `description`, which is the description cell as printed; empty
    /// when there is none. The store keeps both in one text, `fullDescription`.
    public var counterparty = ""
    /// Identifiers an export prints in columns of their own, in the tagged form banks print them
    /// inside descriptions: `MREF: 692-M189751513 CRED: DE42ZZZ06820196671` (Sparkasse's
    /// `Mandatsreferenz` and `Glaeubiger ID` columns). Who collects, and under which contract:
    /// detection reads them after the description; a row's fingerprint does not, so a row stored
    /// before they were read is recognised again. Empty when there are none.
    public var references = ""
    /// Which account or export layout it came from (a profile id such as `chase-credit`, or a user label).
    public var account: String
    /// Where in the source it was read.
    public var source: SourceLocation

    /// The description with the counterparty after it: what the store keeps and detection reads
    /// (where a bank's summary is generic, `消费`, `代扣`, the counterparty names the merchant).
    public var fullDescription: String { counterparty.isEmpty ? description : description + " " + counterparty }

    /// `fullDescription`, then the references (`MREF: … CRED: …`) when there are any: what the
    /// store keeps and detection reads. The fingerprint covers `fullDescription` only.
    public var storedDescription: String { references.isEmpty ? fullDescription : fullDescription + " " + references }

    /// For a row read from a picture: how sure recognition was of its date, amount and name (the
    /// lowest word confidence, 0–100). Nil for rows read from text.
    public var confidence: Int? {
        get { confidenceCode < 0 ? nil : Int(confidenceCode) }
        set { confidenceCode = newValue.map { Int16(clamping: max(0, $0)) } ?? -1 }
    }

    public init(
        date: LocalDate, amount: Money, description: String, status: Status = .posted, account: String,
        source: SourceLocation
    ) {
        self.date = date
        self.amount = amount
        self.description = description
        self.status = status
        self.account = account
        self.source = source
    }
}

/// A place in an input file: its name and the 1-based line where a record starts.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}
