"""Scoring of extracted transactions against ground truth, shared by scripts/bench-ocr (screenshots)
and scripts/bench-pdf (PDF statements). The matching rule is in bench-ocr's docstring."""


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def close_enough(truth_desc, read_desc):
    d = edit_distance(truth_desc, read_desc)
    return d * 5 <= max(5, len(truth_desc)), d


# How a description read wrong differs from the printed one, as a kind: a count per kind says what
# sort of rule is missing without showing any row (held-out statements are scored this way only).
DESCRIPTION_KINDS = ("more text", "less text", "other order", "other spacing", "other")


def description_kind(truth_desc, read_desc):
    squeeze = lambda s: "".join(s.split())
    t, r = squeeze(truth_desc), squeeze(read_desc)
    if t == r:
        return "other spacing"
    if t in r:
        return "more text"
    if r in t:
        return "less text"
    if sorted(t) == sorted(r):
        return "other order"
    return "other"


def negate(amount):
    return amount[1:] if amount.startswith("-") else "-" + amount


def score(read, truth):
    """Counts for one page, and the unmatched rows (for --details)."""
    remaining = list(truth)
    unmatched_read = []
    matched = exact = 0
    parties = parties_right = 0  # matched rows whose truth names a counterparty (a column of its own)
    for t in read:
        cands = [r for r in remaining if (r["date"], r["amount"], r["currency"]) == (t["date"], t["amount"], t["currency"])]
        best = min(cands, key=lambda r: edit_distance(r["description"], t["description"])) if cands else None
        ok, d = close_enough(best["description"], t["description"]) if best else (False, 0)
        if not ok:
            unmatched_read.append(t)
            continue
        matched += 1
        exact += d == 0
        if best.get("counterparty"):
            parties += 1
            parties_right += t.get("counterparty", "") == best["counterparty"]
        remaining.remove(best)

    def paired(rows, pool, same):
        """How many of `rows` pair with a row of `pool` (each pool row used once) under `same`."""
        pool, n = list(pool), 0
        for t in rows:
            r = next((r for r in pool if same(t, r)), None)
            if r is not None:
                n += 1
                pool.remove(r)
        return n

    def flipped(t, r):
        return (r["date"], r["currency"]) == (t["date"], t["currency"]) and r["amount"] == negate(t["amount"])

    sign = paired(unmatched_read, remaining, lambda t, r: flipped(t, r) and close_enough(r["description"], t["description"])[0])
    charge_income = paired([t for t in unmatched_read if not t["amount"].startswith("-")],
                           [r for r in remaining if r["amount"].startswith("-")], flipped)

    # Rows read that miss a truth row by one field only: what kind of error a split makes, as a count.
    def off_by(t, r):
        if r["amount"] != t["amount"]:
            return None
        same = {k: r[k] == t[k] for k in ("date", "currency")}
        close = close_enough(r["description"], t["description"])[0]
        return ("description" if same["date"] and same["currency"] and not close else
                "date" if close and same["currency"] and not same["date"] else
                "currency" if close and same["date"] and not same["currency"] else None)

    near = {"description": 0, "date": 0, "currency": 0}
    desc_kinds = dict.fromkeys(DESCRIPTION_KINDS, 0)
    pool = list(remaining)
    for t in unmatched_read:
        r, kind = next(((r, k) for r in pool for k in [off_by(t, r)] if k), (None, None))
        if kind:
            near[kind] += 1
            pool.remove(r)
            if kind == "description":
                desc_kinds[description_kind(r["description"], t["description"])] += 1
    # A wrong direction whatever the description (the sign count above needs the description right too).
    near["sign, any description"] = paired(unmatched_read, remaining, flipped)
    return {"matched": matched, "exact": exact, "parties": parties, "partiesRight": parties_right, "read": len(read), "truth": len(truth), "sign": sign,
            "chargeIncome": charge_income, "near": near, "descriptionKinds": desc_kinds,
            # the printed rows left unmatched, by direction (a count: which side of a ledger is lost)
            "missedOut": sum(1 for r in remaining if r["amount"].startswith("-")),
            "missedIn": sum(1 for r in remaining if not r["amount"].startswith("-")),
            # and by where they stand in the printed order: the statement's first half or its second
            "missedLate": sum(1 for r in remaining if next(i for i, x in enumerate(truth) if x is r) * 2 >= len(truth))
            }, remaining, unmatched_read


def figures(counts):
    tp = sum(c["matched"] for c in counts)
    rd = sum(c["read"] for c in counts)
    tr = sum(c["truth"] for c in counts)
    p = tp / rd if rd else 0.0
    r = tp / tr if tr else 0.0
    f1 = 2 * p * r / (p + r) if p + r else 0.0
    return {"pages": len(counts), "truth": tr, "read": rd, "matched": tp, "precision": round(p, 4),
            "recall": round(r, 4), "f1": round(f1, 4), "signErrors": sum(c["sign"] for c in counts),
            "chargesReadAsIncome": sum(c["chargeIncome"] for c in counts),
            "exactDescriptionRate": round(sum(c["exact"] for c in counts) / tp, 4) if tp else 0.0,
            # matched rows whose truth has a counterparty, and of those the ones read with it exactly
            "counterparties": sum(c.get("parties", 0) for c in counts),
            "counterpartiesRight": sum(c.get("partiesRight", 0) for c in counts),
            "failures": sum(1 for c in counts if c.get("failed")),
            "offBy": {k: sum(c.get("near", {}).get(k, 0) for c in counts)
                      for k in ("description", "date", "currency", "sign, any description")},
            "missed": {"out": sum(c.get("missedOut", 0) for c in counts), "in": sum(c.get("missedIn", 0) for c in counts),
                       "late": sum(c.get("missedLate", 0) for c in counts)},
            "descriptionKinds": {k: sum(c.get("descriptionKinds", {}).get(k, 0) for c in counts) for k in DESCRIPTION_KINDS}}
