import Foundation
import SubscanCore

/// What the detector needs to know besides the transactions.
public struct DetectorOptions: Sendable {
    /// "Today" for status, next dates and risk.
    public var asOf: LocalDate
    /// Also report recurring inflows (salary, rent received): off by default, they are not subscriptions.
    public var includeIncome = false
    /// When the user last confirmed using a subscription, by id (feeds the medium-risk rule).
    public var confirmedOn: [String: LocalDate] = [:]
    /// Subscriptions the user marked cancelled, by id, with the day.
    public var killedOn: [String: LocalDate] = [:]
    /// Usage tags by id: `often`, `sometimes`, `rarely` (rarely → high risk).
    public var usage: [String: UsageLevel] = [:]
    /// People sharing a subscription's cost, by id.
    public var members: [String: Int] = [:]
    /// Group names by subscription id.
    public var groups: [String: String] = [:]
    /// Kinds the user set (`subscan kind`), by subscription id: they replace `KindClassifier`'s.
    public var kinds: [String: StreamKind] = [:]
    /// Subscriptions entered by hand: merged with detected ones of the same service and currency
    /// (never counted twice), listed on their own otherwise. Their `id` is ignored (assigned here).
    public var manual: [Subscription] = []

    public init(asOf: LocalDate) { self.asOf = asOf }
}

/// Finds recurring charges in transactions and names them.
///
/// Pipeline (`detect`, one file per stage in `Stages/`): key each descriptor (`MerchantNormalizer`)
/// and name it from the catalog (once per key) → group outflows by (merchant, currency, account) →
/// find streams in each group (the whole group if its cadence and amounts hold together, else amount
/// bands, with consecutive bands joined as price steps) and infer the cycle from the intervals →
/// join renamed billers → manual entries → ids → the user's decisions → duplicates → risk.
///
/// - Complexity: O(n log n) in the transactions (one sort per group); catalog matching is
///   O(distinct merchant keys).
public struct Detector: Sendable {
    public let catalog: Catalog
    public let options: DetectorOptions

    public init(catalog: Catalog, options: DetectorOptions) {
        self.catalog = catalog
        self.options = options
    }

    /// The brand of a descriptor whose key gave `keyBrand`. When the key names no brand the whole
    /// line is tried: CJK descriptors have no word boundaries, and a payee's legal name is often
    /// followed by the service in the purpose (`MEDIAHUIS NV … MEDEDELING : DS DIGITAAL ABONNEMENT`).
    static func brand(keyBrand: Brand?, description: String, catalog: Catalog) -> Brand? {
        keyBrand ?? catalog.match(descriptor: description)?.brand
    }

    struct GroupKey: Hashable {
        var merchant: Int  // index into `named`
        var currency: Int  // index into the currencies seen
        var account: Int  // index into `accounts`
        var inflow: Bool
    }

    struct Named: Sendable {
        var key: String
        var brand: Brand?
    }

    /// The pipeline; each stage is in `Stages/`, in this order.
    public func detect(_ transactions: [Transaction]) -> [Subscription] { detect(TransactionTable(transactions)) }

    /// The pipeline over transactions stored as columns (what a report loads from the store).
    public func detect(_ transactions: TransactionTable) -> [Subscription] {
        var phases = PhaseTimer(enabled: ProcessInfo.processInfo.environment["SUBSCAN_DETECT_TIMINGS"] != nil)
        defer { phases.report() }
        let chunks = merchantKeys(transactions)  // 1. a key per descriptor
        phases.mark("keys")
        let names = nameMerchants(chunks, transactions)  // 2. a name per key, from the catalog
        phases.mark("catalog")
        let groups = group(transactions, names)  // 3. by merchant, currency, account, direction
        phases.mark("group")
        var found = streams(transactions, groups, names.named)  // 4. streams per group, as subscriptions
        phases.mark("streams")
        mergeRenamedStreams(&found, home: groups.home, accountIndex: groups.accountIndex)  // 5. renamed billers
        mergeManual(&found)  // 6. manual entries
        phases.mark("merge")
        assignIDs(&found)  // 7. stable ids
        applyDecisions(&found)  // 8. kinds and the user's decisions
        namePayees(&found)  // 8b. a person paid, named with the purpose (`Miete – Petra Schneider`)
        phases.mark("ids")
        flagDuplicates(&found)  // 9. the same service twice
        assessRisk(&found)  // 10. what deserves a second look
        phases.mark("risk")
        return found.sorted {
            ($0.status == .ended ? 1 : 0, $0.cycle, $0.merchant, $0.id) < ($1.status == .ended ? 1 : 0, $1.cycle, $1.merchant, $1.id)
        }
    }
}

/// `SUBSCAN_DETECT_TIMINGS=1`: how long each stage took, on stderr.
struct PhaseTimer {
    let enabled: Bool
    private let clock = ContinuousClock()
    private var marks: [(String, ContinuousClock.Instant)] = []

    init(enabled: Bool) {
        self.enabled = enabled
        marks = [("start", clock.now)]
    }

    mutating func mark(_ name: String) { if enabled { marks.append((name, clock.now)) } }

    func report() {
        guard enabled else { return }
        let parts = zip(marks, marks.dropFirst()).map {
            "\($1.0) \(($1.1 - $0.1).components.attoseconds / 1_000_000_000_000_000 + ($1.1 - $0.1).components.seconds * 1000) ms"
        }
        FileHandleWriter.stderr("detect phases: " + parts.joined(separator: ", ") + "\n")
    }
}

extension UInt64 {
    var asInt64: Int64 { Int64(clamping: self) }
}
