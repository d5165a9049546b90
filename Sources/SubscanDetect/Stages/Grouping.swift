import SubscanCore

// Stage 3 of `Detector.detect`: transactions grouped by merchant, currency, account and direction.
extension Detector {
    /// The groups of stage 3, and what stage 4 needs to know of the accounts.
    struct Groups {
        var keys: [GroupKey]
        /// Per group, its transactions' indexes (not copies), refunded ones apart.
        var members: [[Int]]
        var refunds: [Int: [Transaction]]
        /// An account's home currency: the one most of its transactions are in (ties: by code).
        var home: [Int: Currency]
        var accountIndex: [String: Int]
    }

    /// Stage 3: transaction indexes grouped by merchant, currency, account and direction. Accounts
    /// and currencies become small integers packed into one Int key.
    func group(_ transactions: [Transaction], _ names: MerchantNames) -> Groups {
        var accounts: [String] = []
        var currencies: [Currency] = []
        var groupOfCode: [Int: Int] = [:]
        var groupOfKey: [GroupKey: Int] = [:]
        var groupKeys: [GroupKey] = []
        var groupMembers: [[Int]] = []
        var refundsByGroup: [Int: [Transaction]] = [:]
        var currencyCounts: [[Int]] = []  // [account][currency] → transactions
        var lastAccount = -1
        var lastCurrency = -1
        transactions.withUnsafeBufferPointer { tx in
            for i in 0..<tx.count {
                if lastAccount < 0 || accounts[lastAccount] != tx[i].account {
                    let name = tx[i].account
                    lastAccount =
                        accounts.firstIndex(of: name)
                        ?? {
                            accounts.append(name)
                            currencyCounts.append(Array(repeating: 0, count: currencies.count))
                            return accounts.count - 1
                        }()
                }
                if lastCurrency < 0 || currencies[lastCurrency] != tx[i].amount.currency {
                    let currency = tx[i].amount.currency
                    lastCurrency =
                        currencies.firstIndex(of: currency)
                        ?? {
                            currencies.append(currency)
                            for a in currencyCounts.indices { currencyCounts[a].append(0) }
                            return currencies.count - 1
                        }()
                }
                currencyCounts[lastAccount][lastCurrency] += 1
                let k = Int(names.keyOf[i])
                if k < 0 { continue }
                let merchant = names.keyToNamed[k]
                let inflow = tx[i].amount.minorUnits > 0
                let key = GroupKey(merchant: merchant, currency: lastCurrency, account: lastAccount, inflow: inflow)
                // one Int key while accounts and currencies fit their bit fields (always, in practice)
                let code =
                    lastAccount < 4096 && lastCurrency < 1024
                    ? ((merchant << 12 | lastAccount) << 10 | lastCurrency) << 1 | (inflow ? 1 : 0) : -1
                let group: Int
                if let g = code >= 0 ? groupOfCode[code] : groupOfKey[key] {
                    group = g
                } else {
                    group = groupKeys.count
                    if code >= 0 { groupOfCode[code] = group } else { groupOfKey[key] = group }
                    groupKeys.append(key)
                    groupMembers.append([])
                }
                if tx[i].status == .refunded {
                    refundsByGroup[group, default: []].append(tx[i])
                } else {
                    groupMembers[group].append(i)
                }
            }
        }
        // An account's home currency is the one most of its transactions are in (ties: by code).
        var homes: [Int: Currency] = [:]
        for (a, counts) in currencyCounts.enumerated() {
            let best = counts.indices.max { (counts[$0], currencies[$1].code) < (counts[$1], currencies[$0].code) }
            if let best { homes[a] = currencies[best] }
        }
        var accountIndex: [String: Int] = [:]
        for (a, name) in accounts.enumerated() { accountIndex[name] = a }
        return Groups(keys: groupKeys, members: groupMembers, refunds: refundsByGroup, home: homes, accountIndex: accountIndex)
    }
}
