import SubscanCore

// Stage 3 of `Detector.detect`: transactions grouped by merchant, currency, account and direction.
extension Detector {
    /// The groups of stage 3, and what stage 4 needs to know of the accounts.
    struct Groups {
        var keys: [GroupKey]
        /// Per group, its transactions' indexes (not copies), refunded ones apart.
        var members: [[Int32]]
        var refunds: [Int: [Transaction]]
        /// An account's home currency: the one most of its transactions are in (ties: by code).
        var home: [Int: Currency]
        var accountIndex: [String: Int]
    }

    /// Stage 3: transaction indexes grouped by merchant, currency, account and direction. The
    /// table's account and currency numbers are packed with the merchant into one Int key.
    func group(_ transactions: TransactionTable, _ names: MerchantNames) -> Groups {
        let accounts = transactions.accounts
        let currencies = transactions.currencies
        var groupOfKey: [GroupKey: Int] = [:]
        var groupKeys: [GroupKey] = []
        var groupMembers: [[Int32]] = []
        var refundsByGroup: [Int: [Transaction]] = [:]
        var currencyCounts = [Int](repeating: 0, count: accounts.count * currencies.count)  // [account * currencies + currency]
        // Groups are numbered in a flat table indexed by merchant, account, currency and direction
        // while it stays small (always, in practice: a million rows of 20,000 merchants in one account
        // and currency make 40,000 slots); a dictionary otherwise. A million hashed lookups were the
        // bulk of this stage.
        let slotCount = names.named.count.multipliedReportingOverflow(by: accounts.count * currencies.count * 2)
        var groupOfSlot = [Int32](
            repeating: -1, count: !slotCount.overflow && slotCount.partialValue <= 1 << 24 ? slotCount.partialValue : 0)
        currencyCounts.withUnsafeMutableBufferPointer { currencyCounts in
            groupOfSlot.withUnsafeMutableBufferPointer { groupOfSlot in
                for i in transactions.indices {
                    let account = transactions.accountNumber(i)
                    let currency = transactions.currencyNumber(i)
                    currencyCounts[account * currencies.count + currency] += 1
                    let k = Int(names.keyOf[i])
                    if k < 0 { continue }
                    let merchant = names.keyToNamed[k]
                    let inflow = transactions.minorUnits(i) > 0
                    let key = GroupKey(merchant: merchant, currency: currency, account: account, inflow: inflow)
                    let slot =
                        groupOfSlot.isEmpty
                        ? -1 : ((merchant * accounts.count + account) * currencies.count + currency) * 2 + (inflow ? 1 : 0)
                    let group: Int
                    if let known = slot >= 0 ? (groupOfSlot[slot] >= 0 ? Int(groupOfSlot[slot]) : nil) : groupOfKey[key] {
                        group = known
                    } else {
                        group = groupKeys.count
                        if slot >= 0 { groupOfSlot[slot] = Int32(group) } else { groupOfKey[key] = group }
                        groupKeys.append(key)
                        groupMembers.append([])
                    }
                    if transactions.isRefunded(i) {
                        refundsByGroup[group, default: []].append(transactions[i])
                    } else {
                        groupMembers[group].append(Int32(i))
                    }
                }
            }
        }
        // An account's home currency is the one most of its transactions are in (ties: by code).
        var homes: [Int: Currency] = [:]
        for a in accounts.indices {
            let base = a * currencies.count
            let best = currencies.indices.max {
                (currencyCounts[base + $0], currencies[$1].code) < (currencyCounts[base + $1], currencies[$0].code)
            }
            if let best { homes[a] = currencies[best] }
        }
        var accountIndex: [String: Int] = [:]
        for (a, name) in accounts.enumerated() { accountIndex[name] = a }
        return Groups(keys: groupKeys, members: groupMembers, refunds: refundsByGroup, home: homes, accountIndex: accountIndex)
    }
}
