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


def negate(amount):
    return amount[1:] if amount.startswith("-") else "-" + amount


def score(read, truth):
    """Counts for one page, and the unmatched rows (for --details)."""
    remaining = list(truth)
    unmatched_read = []
    matched = exact = 0
    for t in read:
        cands = [r for r in remaining if (r["date"], r["amount"], r["currency"]) == (t["date"], t["amount"], t["currency"])]
        best = min(cands, key=lambda r: edit_distance(r["description"], t["description"])) if cands else None
        ok, d = close_enough(best["description"], t["description"]) if best else (False, 0)
        if not ok:
            unmatched_read.append(t)
            continue
        matched += 1
        exact += d == 0
        remaining.remove(best)
    sign = charge_income = 0
    pool = list(remaining)
    for t in unmatched_read:
        for r in pool:
            if (r["date"], r["currency"]) == (t["date"], t["currency"]) and r["amount"] == negate(t["amount"]) \
                    and close_enough(r["description"], t["description"])[0]:
                sign += 1
                pool.remove(r)
                break
    pool = [r for r in remaining if r["amount"].startswith("-")]
    for t in unmatched_read:
        if t["amount"].startswith("-"):
            continue
        for r in pool:
            if (r["date"], r["currency"], r["amount"]) == (t["date"], t["currency"], "-" + t["amount"]):
                charge_income += 1
                pool.remove(r)
                break
    # Rows read that miss a truth row by one field only: what kind of error a split makes, as a count.
    near = {"description": 0, "date": 0, "currency": 0}
    pool = list(remaining)
    for t in unmatched_read:
        for r in pool:
            same = {k: r[k] == t[k] for k in ("date", "amount", "currency")}
            close = close_enough(r["description"], t["description"])[0]
            if not same["amount"]:
                continue
            kind = ("description" if same["date"] and same["currency"] and not close else
                    "date" if close and same["currency"] and not same["date"] else
                    "currency" if close and same["date"] and not same["currency"] else None)
            if kind:
                near[kind] += 1
                pool.remove(r)
                break
    # A wrong direction whatever the description (the sign count above needs the description right too).
    any_sign = 0
    pool = list(remaining)
    for t in unmatched_read:
        for r in pool:
            if (r["date"], r["currency"]) == (t["date"], t["currency"]) and r["amount"] == negate(t["amount"]):
                any_sign += 1
                pool.remove(r)
                break
    near["sign, any description"] = any_sign
    return {"matched": matched, "exact": exact, "read": len(read), "truth": len(truth), "sign": sign,
            "chargeIncome": charge_income, "near": near}, remaining, unmatched_read


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
            "failures": sum(1 for c in counts if c.get("failed")),
            "offBy": {k: sum(c.get("near", {}).get(k, 0) for c in counts)
                      for k in ("description", "date", "currency", "sign, any description")}}
