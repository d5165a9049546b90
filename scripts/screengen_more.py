"""Tuning layouts 'card-app-credits', 'p2p-feed', 'ledger-app' and 'fx-card-app' for scripts/screengen.py.

screengen.py calls register(screengen_module) before it computes TUNING_LAYOUTS, so these are tuning
layouts (pages may be studied). The layouts use screengen's helpers through the module handed to
register() (Page, Canvas, money, make_txns, txn_fits, status_bar, logo_icon, end_with_tab_bar, ...)
and draw only from the page's own rng, so adding them changes no other layout's pages.

- card-app-credits: a US credit-card issuer's app (Amex, Capital One, Chase style). A card with
  "Current balance" and "Available credit" (not transactions), an optional "Pending" section, then
  "Posted" / "Recent transactions". Charges UNSIGNED ($15.49), credits (payments, refunds,
  statement credits) with a minus (-$500.00), sometimes green. Truth: charges negative, credits
  positive (money in from the cardholder's side, as card-statement treats CR lines).
- p2p-feed: a person-to-person payment feed (Venmo, Cash App style): "You paid Sarah M" /
  "Sarah M paid you" (or just the name), a note line ("pizza night"), a relative ("2d", "3h") or
  absolute ("Nov 24") day, amounts with a space after the sign: "- $25.00", "+ $40.00".
  Truth description: the row's main (bold) line exactly as drawn.
- ledger-app: a bank account view with a compact table (phone or desktop browser): Date |
  Description | Amount | Balance (or Debit | Credit | Balance), upper-case bank descriptions
  (POS PURCHASE NETFLIX.COM, ACH DEBIT VERIZON WIRELESS, DIRECT DEP PAYROLL ACME, CHECK 1042),
  debits as (15.49), 15.49 DR or -15.49, a running balance on every row and Beginning / Ending
  balance lines (not transactions). Truth description: the description cell.
- fx-card-app: a multi-currency neobank (Revolut, Wise style), GBP or EUR: day headers (Today,
  Yesterday, Monday, 24 November, 24 November 2026), a logo, the merchant, a grey time or status,
  the amount with U+2212 (−£9.42) or +£100.00, and on some rows a smaller grey original-currency
  amount under it (−€10.99) that is neither a transaction nor a balance.
"""
import datetime as dt

DAY = dt.timedelta(days=1)
MINUS = "\u2212"
DOT = "\u00b7"
BUL = "\u2022"

g = None  # the screengen module, set by register()


def _mon_day(d, year=False):
    """'Nov 24' (or 'Nov 24, 2026')."""
    return f"{g.EN_MON[d.month - 1]} {d.day}" + (f", {d.year}" if year else "")


_has_minus = {}


def _font_has(c, ch, size, weight):
    """Whether the page's text font draws ch (a missing glyph draws as the .notdef box)."""
    key = (c.tf, weight, ch)
    if key not in _has_minus:
        f = c.font(size, weight)
        _has_minus[key] = f.getmask(ch).getbbox() != f.getmask("\U0010fffd").getbbox() or \
            bytes(f.getmask(ch)) != bytes(f.getmask("\U0010fffd"))
    return _has_minus[key]


def _minus_text(c, x, y, s, size, fill, weight="regular", anchor="ls"):
    """c.text, but a leading U+2212 the page's font lacks (Noto Sans here) is drawn in DejaVu Sans,
    as a phone falls back to another font for a missing glyph. Returns the drawn width."""
    if not s.startswith(MINUS) or _font_has(c, MINUS, size, weight):
        c.text(x, y, s, size, fill, weight, anchor)
        return c.width(s, size, weight)
    fb = g.load_font("DejaVu Sans", "bold" if weight in ("semibold", "bold") else "regular", size * c.dn)
    wm = fb.getlength(MINUS) / c.dn
    rest = s[1:]
    w = wm + c.width(rest, size, weight)
    x0 = x - w if anchor[0] == "r" else x - w / 2 if anchor[0] == "m" else x
    c.dr.text((x0 * c.dn, y * c.dn), MINUS, font=fb, fill=fill, anchor="ls")
    c.text(x0 + wm, y, rest, size, fill, weight, "ls")
    return w


def _parts_width(c, parts, size):
    return sum(c.width(s, size, w) for s, w in parts)


def _draw_parts(c, x, y, parts, size, fill):
    """Text in several weights on one baseline ("You" bold, " paid " regular, "Sarah M" bold)."""
    for s, w in parts:
        c.text(x, y, s, size, fill, w)
        x += c.width(s, size, w)
    return x


# ---------------------------------------------------------------------------------------------
# card-app-credits

# display name -> how card issuers print the merchant: (upper-case descriptor, cleaned name)
CARD_NAMES = {
    "Netflix": ("NETFLIX.COM", "Netflix"),
    "Spotify": ("SPOTIFY USA", "Spotify USA"),
    "iCloud+": ("APPLE.COM/BILL", "Apple.com/bill"),
    "Disney+": ("DISNEY PLUS", "Disney Plus"),
    "Hulu": ("HULU 877-8244858 CA", "Hulu"),
    "YouTube Premium": ("GOOGLE *YOUTUBEPREMIUM", "Google YouTube Premium"),
    "Amazon Prime": ("AMAZON PRIME MEMBERSHIP", "Amazon Prime"),
    "Adobe Creative Cloud": ("ADOBE *CREATIVE CLOUD", "Adobe"),
    "Planet Fitness": ("PLANET FITNESS", "Planet Fitness"),
    "Audible": ("AUDIBLE*LX0K22PB3", "Audible"),
    "ChatGPT Plus": ("OPENAI *CHATGPT SUBSCR", "OpenAI ChatGPT"),
    "Verizon Wireless": ("VERIZON WIRELESS", "Verizon Wireless"),
    "Xfinity": ("COMCAST CABLE COMM", "Comcast Xfinity"),
    "NYTimes": ("NYTIMES*NYTIMES DIGITAL", "New York Times"),
    "Dropbox": ("DROPBOX*7HNQ3RZ8VBLQ", "Dropbox"),
    "HelloFresh": ("HELLOFRESH 646-846-3663", "HelloFresh"),
    "Starbucks": ("STARBUCKS STORE 10447", "Starbucks"),
    "Whole Foods Market": ("WHOLEFDS MKT 10234", "Whole Foods Market"),
    "Uber": ("UBER TRIP", "Uber Trip"),
    "Lyft": ("LYFT *RIDE SUN 4PM", "Lyft"),
    "DoorDash": ("DOORDASH*CHIPOTLE", "DoorDash"),
    "Amazon": ("AMAZON MKTPLACE PMTS", "Amazon.com"),
    "Home Depot": ("THE HOME DEPOT #0611", "The Home Depot"),
    "Blue Bottle Coffee": ("SQ *BLUE BOTTLE COFFEE", "Blue Bottle Coffee"),
    "Delta Air Lines": ("DELTA AIR LINES", "Delta Air Lines"),
}
CARD_PAYMENTS = [("PAYMENT - THANK YOU", "Payment - Thank You"),
                 ("MOBILE PAYMENT - THANK YOU", "Mobile Payment - Thank You"),
                 ("AUTOPAY PAYMENT - THANK YOU", "AutoPay Payment - Thank You"),
                 ("ONLINE PAYMENT - THANK YOU", "Online Payment - Thank You")]
CARD_REFUNDS = [("AMAZON.COM REFUND", "Amazon.com Refund"), ("AMAZON MKTPLACE REFUND", "Amazon Mktplace Refund"),
                ("TARGET RETURN", "Target Return"), ("DELTA AIR LINES REFUND", "Delta Air Lines Refund")]
CARD_CREDITS = [("STATEMENT CREDIT", "Statement Credit"), ("DIGITAL ENTERTAINMENT CREDIT", "Entertainment Credit"),
                ("UBER CASH CREDIT", "Uber Cash Credit"), ("CASH BACK REWARD", "Cash Back Reward")]

CARD_SHORT = {"Payment": ("PAYMENT", "Payment"), "Refund": ("REFUND", "Refund"), "Credit": ("CREDIT", "Credit")}


def layout_card_app_credits(p):
    """A US credit-card issuer's app (American Express, Capital One, Chase style): a card with
    "Current balance" and "Available credit" (plus a due date and a minimum payment: no
    transactions), an optional "Pending" section, then "Posted" / "Recent transactions". Rows: the
    merchant in bold (issuer descriptors such as NETFLIX.COM, AMAZON MKTPLACE PMTS, SPOTIFY USA, or
    cleaned names such as Uber Trip, mixed per page), a grey line with the day (Nov 24, Nov 24, 2026
    or 11/24/26) and sometimes the category, the amount right. Charges are printed unsigned
    ($15.49); payments, refunds and statement credits with a minus (-$500.00), green on some pages.
    Truth: charges negative, credits positive."""
    rng = p.rng
    th = p.th
    p.currency, p.lang = "USD", "eng"
    W = p.phone_width()
    c = p.canvas(W, 2800, th["bg"])
    fs = rng.choice([15, 16, 16, 17])
    name_w = rng.choice(["bold", "semibold"])
    names = rng.choice(["upper", "upper", "clean", "mixed"])
    date_fmt = rng.choice(["mon", "mon", "mon_year", "mdy"])
    show_cat = rng.random() < 0.5
    green = rng.random() < 0.5
    logos = rng.random() < 0.4

    def amt(m):
        return ("-" if m > 0 else "") + g.money(abs(m), "$", sign="none")

    def pick(pair):
        if names == "upper" or (names == "mixed" and rng.random() < 0.5):
            return pair[0]
        return pair[1]

    def desc(m):
        pair = CARD_NAMES.get(m[1], (m[2], m[1]))
        return pick(pair)

    x_name = 16 + (52 if logos else 0)
    fits0 = g.txn_fits(c, 0, fs, name_w, amt, fs, "semibold", W - 16, gap=16 + x_name)

    def fits(name, minor):
        return "OAKWOOD" not in name.upper() and fits0(name, minor)

    y = g.status_bar(c, th, rng)
    # title bar
    c.text(W / 2, y + 28, rng.choice(["Account", "Card", "Home"]), 17, th["text"], "semibold", "ms")
    y += 46
    # the card: balances that are no transactions
    brand, col = rng.choice([("Platinum Card", (120, 124, 132)), ("Gold Card", (176, 142, 72)),
                             ("Quicksilver", (44, 52, 64)), ("Venture Rewards", (22, 44, 86)),
                             ("Blue Cash Preferred", (24, 92, 168)), ("SavorOne", (112, 38, 42)),
                             ("Freedom Unlimited", (18, 60, 120))])
    white, pale = (255, 255, 255), (222, 226, 234)
    last4 = rng.randint(1000, 9999)
    limit = rng.choice([500000, 750000, 1000000, 1500000, 2500000])
    bal = rng.randint(8000, limit // 2)
    c.rect(16, y, W - 16, y + 178, fill=col, radius=16)
    c.text(32, y + 32, brand, 15, white, "semibold")
    c.text(W - 32, y + 32, f"{BUL * 4} {last4}", 14, pale, "regular", "rs")
    c.text(32, y + 70, "Current balance", 13, pale)
    c.text(32, y + 108, g.money(bal, "$", sign="none"), 32, white, "bold")
    c.hline(32, W - 32, y + 128, (255, 255, 255))
    c.text(32, y + 156, "Available credit", 13, pale)
    c.text(W - 32, y + 156, g.money(limit - bal, "$", sign="none"), 15, white, "semibold", "rs")
    y += 178
    if rng.random() < 0.7:
        due = p.as_of + DAY * rng.randint(5, 25)
        c.text(20, y + 30, f"Payment due {_mon_day(due)}", 14, th["text"], "medium")
        c.text(20, y + 50, f"Minimum payment {g.money(rng.choice([2500, 3500, 4000, 4900]), '$', sign='none')}",
               13, th["sub"])
        bw = c.width("Pay", 15, "semibold") + 40
        c.rect(W - 16 - bw, y + 16, W - 16, y + 52, fill=th["accent"], radius=18)
        c.text(W - 16 - bw / 2, y + 39, "Pay", 15, white, "semibold", "ms")
        y += 66
    else:
        y += 12
    # transactions: charges from make_txns, then payments / refunds / statement credits
    n = rng.randint(5, 11)
    txns = g.make_txns(rng, "us", p.as_of, n, fits=fits, income_rate=0.0, big_rate=0.05, desc=desc)
    lo, hi = txns[-1].date, txns[0].date
    kinds = []
    if rng.random() < 0.75:
        kinds.append(("Payment", CARD_PAYMENTS))
    if rng.random() < 0.5:
        kinds.append(("Refund", CARD_REFUNDS))
    if rng.random() < 0.3 or not kinds:
        kinds.append(("Credit", CARD_CREDITS))
    credits = []
    for cat, pool in kinds:
        if cat == "Payment":
            minor = rng.randint(2500, 250000)
            if rng.random() < 0.5:
                minor = minor // 100 * 100
        elif cat == "Refund":
            minor = rng.randint(1299, 8999)
        else:
            minor = rng.choice([500, 1000, 1500, 2000, rng.randint(1000, 6000)])
        labels = [pick(x) for x in rng.sample(pool, len(pool))] + [pick(CARD_SHORT[cat])]
        labels = [x for x in labels if fits0(x, minor)]
        if not labels:
            continue
        label = labels[0]
        d = lo + DAY * rng.randint(0, (hi - lo).days)
        credits.append(g.Txn(date=d, minor=minor, name=label, raw=label, cat=cat, kind="income", time="12:00"))
    rows = sorted(txns + credits, key=lambda t: t.date, reverse=True)
    # pending: the newest charges of the last three days, when the page has a Pending section
    pending = []
    if rng.random() < 0.5:
        k = rng.randint(1, 3)
        for t in rows:
            if len(pending) < k and t.minor < 0 and g.rel_day(t.date, p.as_of) <= 3:
                pending.append(t)
            else:
                break
    posted = rows[len(pending):]
    head_style = rng.choice(["title", "caps"])

    def header(text, right=None):
        nonlocal y
        if head_style == "title":
            c.text(20, y + 28, text, 18, th["text"], "bold")
        else:
            c.text(20, y + 28, text.upper(), 12, th["sub"], "semibold")
        if right:
            c.text(W - 20, y + 28, right, 14, th["accent"], "regular", "rs")
        y += 40

    rh = rng.choice([64, 68, 72])

    def row(t, first):
        nonlocal y
        top = y
        if not first:
            c.hline(x_name, W, top, th["line"])
        if logos:
            g.logo_icon(c, 16 + 20, top + rh / 2, 20, t.name, shape=rng.choice(["circle", "square"]))
        base = top + rh / 2 - 3
        c.text(x_name, base, t.name, fs, th["text"], name_w)
        if date_fmt == "mon":
            ds = _mon_day(t.date)
        elif date_fmt == "mon_year":
            ds = _mon_day(t.date, year=True)
        else:
            ds = f"{t.date.month:02d}/{t.date.day:02d}/{t.date.year % 100:02d}"
        if show_cat and rng.random() < 0.7:
            ds += f" {DOT} {t.cat}"
        c.text(x_name, base + 20, ds, fs - 3, th["sub"])
        colr = th["green"] if t.minor > 0 and green else th["text"]
        c.text(W - 16, base, amt(t.minor), fs, colr, "semibold", "rs")
        p.add(t)
        y += rh

    if pending:
        header("Pending")
        for i, t in enumerate(pending):
            row(t, i == 0)
        y += 14
    header(rng.choice(["Posted", "Posted transactions", "Recent transactions", "Recent activity"]),
           rng.choice([None, "See all", "View all"]))
    for i, t in enumerate(posted):
        row(t, i == 0)
    return g.end_with_tab_bar(c, th, rng, y, W, ["Home", "Card", "Rewards", "Account"], active=rng.choice([0, 1]))


# ---------------------------------------------------------------------------------------------
# p2p-feed

P2P_PEOPLE = ["Sarah M", "Jake Thompson", "Priya K", "Mom", "Daniel Ortiz", "Emily Chen", "Chris P", "Alex Rivera",
              "Megan O'Brien", "Tyler B", "Jordan Lee", "Nina Patel", "Marcus W", "Hannah Kim", "Luis Garcia",
              "Olivia S", "Ben Carter", "Grace L"]
P2P_BUSINESSES = [("Con Edison", ["Electric bill", "ConEd November"]), ("Joe's Pizza", ["pizza", "lunch"]),
                  ("Corner Deli", ["sandwiches", "coffee"]), ("Brooklyn Yoga Club", ["class pack", "monthly"]),
                  ("Spotless Cleaners", ["dry cleaning"]), ("Green Leaf Salads", ["lunch"])]
P2P_NOTES = [("pizza night", 1200, 4500), ("rent share", 60000, 125000), ("Electric bill", 3500, 14000),
             ("groceries", 1800, 9500), ("Uber home", 900, 3200), ("concert tickets", 4500, 16000),
             ("dinner", 1800, 7500), ("utilities", 4000, 12000), ("coffee", 400, 1200), ("birthday gift", 2000, 6000),
             ("gas money", 1500, 4500), ("brunch", 1800, 5500), ("drinks", 1500, 6000), ("movie tickets", 1200, 3600),
             ("Costco run", 3000, 14000), ("parking", 800, 3000), ("cleaning supplies", 1000, 3500),
             ("wifi", 2500, 4500), ("thanks!", 1000, 5000), ("tacos", 900, 3000)]
P2P_MONTHLY = [("rent share", 70000, 120000), ("Spotify family", 299, 299), ("Netflix share", 775, 775),
               ("wifi", 3000, 3000), ("phone plan", 3500, 3500)]


def _p2p_amount(rng, lo, hi):
    if lo == hi:
        return lo
    v = rng.randint(lo, hi)
    r = rng.random()
    if r < 0.45 or hi >= 50000:
        v = v // 100 * 100          # whole dollars, as friends send them
    elif r < 0.6:
        v = v // 500 * 500
    return max(100, v)


def layout_p2p_feed(p):
    """A person-to-person payment feed (Venmo "Mine" / Cash App "Activity" style). Venmo-like pages
    draw the story line "You paid Sarah M" / "Sarah M paid you" / "You charged Priya K" /
    "Jake Thompson charged you" (names bold, verbs regular), the note under it ("pizza night",
    "rent share", "Electric bill") and a grey day, either under the names or under the amount;
    Cash App-like pages draw just the counterparty's name with the note under it and the day under
    the amount. Days are relative for the last week ("3h" today, "2d" two days before the as-of
    date) on some pages, otherwise absolute ("Nov 24"; ", 2025" for another year). Amounts carry a
    space between sign and symbol: "- $25.00" (out, black or grey) and "+ $40.00" (in, green). Some
    pages have a monthly repeat (rent share, Spotify family) with the same person. Truth
    description: the row's main line as drawn ("You paid Sarah M" or "Sarah M")."""
    rng, th = p.rng, p.th
    p.currency, p.lang = "USD", "eng"
    W = p.phone_width()
    c = p.canvas(W, 2800, th["bg"])
    style = rng.choice(["venmo", "venmo", "cash"])
    date_pos = "right" if style == "cash" else rng.choice(["under", "right"])
    rel = rng.random() < 0.6
    out_col = rng.choice([th["text"], th["sub"]])
    fs = rng.choice([15, 16])

    def amt(m):
        return ("- " if m < 0 else "+ ") + "$" + g.fmt_num(m)

    # the rows: (date, minor, counterparty, verb, note)
    n = rng.randint(6, 14)
    span = rng.randint(10, 50)
    start = p.as_of - DAY * rng.choice([0, 0, 0, 1, 2])
    items = []
    used_people = set()
    if span >= 33 and rng.random() < 0.55:
        note, lo, hi = rng.choice(P2P_MONTHLY)
        who = rng.choice(P2P_PEOPLE)
        used_people.add(who)
        minor = _p2p_amount(rng, lo, hi) * rng.choice([-1, -1, 1])
        d1 = start - DAY * rng.randint(0, span - 31)
        d0 = d1.replace(day=1) - DAY
        d0 = d0.replace(day=min(d1.day, d0.day))     # the same day a month before
        for d in (d1, d0):
            items.append([d, minor, who, "paid", note, False])
    people = [x for x in P2P_PEOPLE if x not in used_people]
    rng.shuffle(people)
    while len(items) < n:
        d = start - DAY * rng.randint(0, span)
        if rng.random() < 0.18:
            who, notes = rng.choice(P2P_BUSINESSES)
            note = rng.choice(notes)
            minor = -_p2p_amount(rng, 500, 14000 if note == "Electric bill" else 4500)
            items.append([d, minor, who, "paid", note, True])
            continue
        who = people[len(items) % len(people)] if rng.random() < 0.7 else rng.choice(P2P_PEOPLE)
        note, lo, hi = rng.choice(P2P_NOTES)
        sign = -1 if rng.random() < 0.62 else 1
        verb = "charged" if rng.random() < 0.18 else "paid"
        items.append([d, sign * _p2p_amount(rng, lo, hi), who, verb, note, False])
    items.sort(key=lambda it: it[0], reverse=True)

    def main_parts(it):
        _, minor, who, verb, _, biz = it
        if style == "cash":
            return [(who, "semibold")]
        if (minor < 0) == (verb == "paid"):   # you paid X / you charged X (money in)
            return [("You", "semibold"), (f" {verb} ", "regular"), (who, "semibold")]
        return [(who, "semibold"), (f" {verb} ", "regular"), ("you", "semibold")]

    # keep the main line inside the row: shorten long names to "First L"
    x_text = 16 + 44 + 12
    room = W - 16 - x_text - 14
    for it in items:
        while _parts_width(c, main_parts(it), fs) + c.width(amt(it[1]), fs, "semibold") > room:
            parts = it[2].split()
            if len(parts) > 1 and len(parts[-1]) > 1:
                it[2] = " ".join(parts[:-1] + [parts[-1][0]])
            elif len(parts) > 1:
                it[2] = parts[0]
            else:
                break
    # relative days as the app computes them from "now" (the as-of date)
    hours = sorted(rng.sample(range(1, 7), 4))
    today_i = 0

    def when(d):
        nonlocal today_i
        r = g.rel_day(d, p.as_of)
        if rel and r == 0:
            today_i += 1
            return f"{hours[min(today_i - 1, 3)]}h"
        if rel and r < 7:
            return f"{r}d"
        return _mon_day(d, year=d.year != p.as_of.year)

    y = g.status_bar(c, th, rng)
    c.text(20, y + 36, rng.choice(["Activity", "Transactions", "Your activity"]), 24, th["text"], "bold")
    y += 52
    # a balance card: no transaction
    c.rect(16, y, W - 16, y + 84, fill=th["bg2"] if p.theme != "dark" else th["card"], radius=14)
    c.text(32, y + 30, rng.choice(["Balance", "Cash balance", "Wallet balance"]), 13, th["sub"])
    c.text(32, y + 64, g.money(rng.randint(0, 90000), "$", sign="none"), 26, th["text"], "bold")
    bw = c.width("Transfer", 14, "semibold") + 28
    c.rect(W - 32 - bw, y + 26, W - 32, y + 58, outline=th["accent"], width=1.5, radius=16)
    c.text(W - 32 - bw / 2, y + 47, "Transfer", 14, th["accent"], "semibold", "ms")
    y += 100
    if style == "venmo":
        tabs = rng.choice([["All", "Sent", "Received"], ["Friends", "Mine"], ["All", "Payments", "Requests"]])
        x = 20
        for i, tab in enumerate(tabs):
            wt = c.width(tab, 14, "semibold")
            c.text(x, y + 22, tab, 14, th["text"] if i == 0 else th["sub"], "semibold")
            if i == 0:
                c.rect(x, y + 30, x + wt, y + 32.5, fill=th["accent"])
            x += wt + 28
        c.hline(0, W, y + 32.5, th["line"])
        y += 40
    else:
        y += 4
    for i, it in enumerate(items):
        d, minor, who, verb, note, biz = it
        top = y
        rh = 82 if date_pos == "under" else 68
        if i:
            c.hline(x_text, W, top, th["line"])
        g.logo_icon(c, 16 + 22, top + (30 if date_pos == "under" else rh / 2), 22, who,
                    shape="square" if biz and rng.random() < 0.5 else "circle")
        parts = main_parts(it)
        base = top + 26
        _draw_parts(c, x_text, base, parts, fs, th["text"])
        col = th["green"] if minor > 0 else out_col
        c.text(W - 16, base, amt(minor), fs, col, "semibold", "rs")
        day = when(d)
        if date_pos == "under":
            c.text(x_text, base + 19, day, 12, th["sub"])
            c.text(x_text, base + 40, note, fs - 1, th["text"])
        else:
            c.text(x_text, base + 20, note, 13 if style == "cash" else fs - 2, th["sub"] if style == "cash"
                   else th["text"])
            c.text(W - 16, base + 20, day, 12, th["sub"], "regular", "rs")
        p.add(g.Txn(date=d, minor=minor, name=who, raw=who, cat="Transfers", kind="p2p", time="12:00"),
              desc="".join(s for s, _ in parts))
        y += rh
    if style == "cash":
        labels, active = ["Money", "Card", "Pay", "Activity"], 3
    else:
        labels, active = ["Home", "Pay/Request", "Cards", "Me"], 3
    return g.end_with_tab_bar(c, th, rng, y, W, labels, active)


# ---------------------------------------------------------------------------------------------
# ledger-app

# display name -> a short name as US banks print it after POS PURCHASE / ACH DEBIT
LEDGER_US = {
    "Netflix": "NETFLIX.COM", "Spotify": "SPOTIFY USA", "iCloud+": "APPLE.COM/BILL", "Disney+": "DISNEY PLUS",
    "Hulu": "HULU", "YouTube Premium": "GOOGLE YOUTUBE", "Amazon Prime": "AMAZON PRIME", "Adobe Creative Cloud":
    "ADOBE CREATIVE", "Planet Fitness": "PLANET FITNESS", "Audible": "AUDIBLE", "ChatGPT Plus": "OPENAI CHATGPT",
    "Verizon Wireless": "VERIZON WIRELESS", "Xfinity": "COMCAST CABLE", "NYTimes": "NYTIMES DIGITAL",
    "Dropbox": "DROPBOX", "HelloFresh": "HELLOFRESH", "Starbucks": "STARBUCKS", "Whole Foods Market": "WHOLEFDS MKT",
    "Trader Joe's": "TRADER JOE S", "Target": "TARGET", "Shell": "SHELL OIL", "Uber": "UBER TRIP", "Lyft": "LYFT RIDE",
    "DoorDash": "DOORDASH", "Chipotle": "CHIPOTLE", "CVS Pharmacy": "CVS PHARMACY", "Costco": "COSTCO WHSE",
    "Walgreens": "WALGREENS", "Amazon": "AMZN MKTP US", "Safeway": "SAFEWAY", "Home Depot": "HOME DEPOT",
    "Blue Bottle Coffee": "BLUE BOTTLE", "Delta Air Lines": "DELTA AIR", "Apple Store": "APPLE STORE",
}
LEDGER_ACH = {"Verizon Wireless", "Xfinity", "Planet Fitness", "Rent - Oakwood Apts"}
LEDGER_INCOME_US = [("DIRECT DEP PAYROLL ACME", 185000, 245000), ("DIRECT DEP ACME CORP", 185000, 245000),
                    ("ZELLE FROM SARAH MILLER", 2500, 18000), ("ONLINE TRANSFER FROM SAV", 10000, 50000),
                    ("VENMO CASHOUT", 2000, 24000), ("INTEREST PAID", 87, 642), ("POS RETURN AMAZON", 1299, 6499),
                    ("MOBILE DEPOSIT", 5000, 60000)]
LEDGER_INCOME_UK = [("BGC ACME LTD SALARY", 185000, 245000), ("FPI J SMITH", 2000, 15000),
                    ("TFR FROM SAVINGS", 10000, 40000), ("INTEREST (GROSS)", 92, 560), ("ASOS.COM REFUND", 1800, 7200)]


def _ledger_txns(rng, loc, as_of, n, fits):
    """n bank-ledger transactions (oldest first) with upper-case descriptions."""
    start = as_of - DAY * rng.choice([0, 0, 1, 2, 3])
    span = rng.randint(max(8, n), 30)
    offsets = sorted((rng.randint(0, span) for _ in range(n)), reverse=True)
    merchants = g.MERCHANTS[loc]
    check_no = rng.randint(1001, 1480)
    force_income = rng.randrange(n)
    used = set()
    out = []
    for i, off in enumerate(offsets):
        d = start - DAY * off
        for attempt in range(40):
            r = rng.random()
            if i == force_income and attempt < 20:
                r = 0.0
            if r < 0.12:
                desc, lo, hi = rng.choice(LEDGER_INCOME_US if loc == "us" else LEDGER_INCOME_UK)
                if desc in used and not desc.startswith("ZELLE"):
                    continue
                minor = g._price(rng, lo / 100, hi / 100)
            elif r < 0.20:
                if loc == "us":
                    desc = f"CHECK {check_no}"
                else:
                    desc = f"CHEQUE {100000 + check_no}"
                minor = -g._price(rng, 25.0, 950.0)
            elif r < 0.26:
                desc = "ATM WITHDRAWAL" if loc == "us" else "CASH WITHDRAWAL"
                minor = -rng.choice([2000, 4000, 6000, 10000, 20000])
            elif r < 0.29:
                desc = "MONTHLY SERVICE FEE" if loc == "us" else "MONTHLY ACCOUNT FEE"
                if desc in used:
                    continue
                minor = -rng.choice([1200, 1500])
            else:
                kind = "sub" if r < 0.62 else "big" if r < 0.66 else "spend"
                m = rng.choice([x for x in merchants if x[0] == kind or (kind == "sub" and x[0] == "weekly")])
                if m[0] != "spend" and m[1] in used:
                    continue
                if loc == "us":
                    short = LEDGER_US.get(m[1], m[2] if len(m[2]) <= 16 else m[1].upper())
                    if m[1] == "Rent - Oakwood Apts":
                        short = "OAKWOOD APTS"
                    if m[1] in LEDGER_ACH:
                        desc = rng.choice(["ACH DEBIT ", "ACH PMT "]) + short
                    else:
                        desc = rng.choice(["POS PURCHASE ", "POS PURCHASE ", "DEBIT CARD ", "RECURRING PMT "
                                           if m[0] == "sub" else "POS PURCHASE "]) + short
                else:
                    if m[3] == "Bills" and m[0] != "big":
                        desc = "DD " + m[2]
                    elif m[1] == "Rent":
                        desc = "SO " + m[2].replace("STO ", "")
                    else:
                        desc = rng.choice(["POS ", "CARD PMT ", ""]) + m[2]
                desc = desc.upper()
                minor = -g._price(rng, m[4], m[5])
                used.add(m[1])
            if fits(desc, minor):
                break
        else:
            desc = "ATM WITHDRAWAL" if loc == "us" else "CASH WITHDRAWAL"
            minor = -rng.choice([2000, 4000, 6000])
        used.add(desc)
        if desc.startswith(("CHECK", "CHEQUE")):
            check_no += rng.randint(1, 3)
        out.append(g.Txn(date=d, minor=minor, name=desc, raw=desc, cat="", kind="ledger", time="12:00"))
    # the balance after each row, oldest first
    outflow = sum(-t.minor for t in out if t.minor < 0)
    opening = max(rng.randint(40000, 900000), outflow + rng.randint(5000, 150000))
    bal = opening
    for t in out:
        bal += t.minor
        t.balance = bal
    return out, opening


def layout_ledger_app(p):
    """A bank account view with a compact ledger table, as US / UK banks show checking accounts in
    their apps and on narrow desktop browsers (Chase, Wells Fargo, a credit union's online banking):
    a header row Date | Description | Amount | Balance (or Debit | Credit | Balance on desktop
    pages), dates 11/24 (US) or 24 Nov (UK), upper-case bank descriptions (POS PURCHASE NETFLIX.COM,
    ACH DEBIT VERIZON WIRELESS, DIRECT DEP PAYROLL ACME, CHECK 1042, DD OCTOPUS ENERGY), debits as
    (15.49), 15.49 DR / 2,450.00 CR, or -15.49, a running balance on every row, a Beginning balance
    row and an Ending balance line (oldest first; newest-first pages put the ending line on top), and
    available / current balances above the table: none of them transactions. Truth description: the
    description cell."""
    rng, th = p.rng, p.th
    loc = rng.choice(["us", "us", "us", "uk"])
    p.currency, p.lang = g.LOCALES[loc]["currency"], "eng"
    sym = g.LOCALES[loc]["sym"]
    desktop = rng.random() < 0.3
    W = rng.choice([900, 1024, 1180]) if desktop else p.phone_width()
    c = p.canvas(W, 3000, th["bg"])
    fmt = rng.choice(["paren", "drcr", "minus", "cols", "cols"] if desktop else ["paren", "drcr", "minus"])
    newest_first = rng.random() < 0.3
    credit_green = rng.random() < 0.35
    fs = (rng.choice([13, 14]) if desktop else rng.choice([12, 12.5, 13])) * (0.92 if W <= 375 else 1)
    mx = 32 if desktop else 12

    def dstr(d):
        return f"{d.month:02d}/{d.day:02d}" if loc == "us" else f"{d.day:02d} {g.EN_MON[d.month - 1]}"

    def amt(m):
        v = g.fmt_num(m)
        if fmt == "paren":
            return f"({v})" if m < 0 else v
        if fmt == "drcr":
            return v + (" DR" if m < 0 else " CR")
        if fmt == "minus":
            return ("-" + v) if m < 0 else v
        return v

    upper_heads = rng.random() < 0.4
    if fmt == "cols":
        money_heads = list(rng.choice([("Debit", "Credit"), ("Withdrawals", "Deposits"), ("Money out", "Money in")]
                                      if desktop else [("Debit", "Credit")]))
    else:
        money_heads = ["Amount"]
    head_fs = fs - (1 if upper_heads else 0)

    def head(lab):
        return lab.upper() if upper_heads else lab

    # columns (right edges for the amounts)
    date_w = c.width("28 Nov" if loc == "uk" else "12/28", fs)
    bal_w = max(c.width("99,999.99", fs), c.width(head("Balance"), head_fs, "semibold"))
    amt_w = max([c.width(amt(-999999), fs), c.width(amt(999999), fs)] +
                [c.width(head(h), head_fs, "semibold") for h in money_heads])
    gap = 24 if desktop else 10
    x_date = mx + (16 if desktop else 0)
    x_desc = x_date + date_w + gap + (20 if desktop else 0)
    r_bal = W - mx - (16 if desktop else 0)
    if fmt == "cols":
        r_credit = r_bal - bal_w - gap
        r_debit = r_credit - amt_w - gap
        r_amt = r_debit
    else:
        r_amt = r_bal - bal_w - gap
        r_debit = r_credit = r_amt
    desc_room = r_amt - amt_w - gap - x_desc
    fits = lambda name, minor: c.width(name, fs) <= desc_room  # noqa: E731
    n = rng.randint(6, 14)
    txns, opening = _ledger_txns(rng, loc, p.as_of, n, fits)
    closing = txns[-1].balance
    begin_d = txns[0].date - DAY * rng.randint(0, 3)
    end_d = max(txns[-1].date, p.as_of - DAY * rng.randint(0, 1))
    acct = rng.choice(["Everyday Checking", "Total Checking", "Premier Checking", "Current Account",
                       "Free Checking"] if loc == "us" else ["Current Account", "Classic Account", "Club Lloyds"])
    last4 = rng.randint(1000, 9999)
    y = 0
    if desktop:
        if loc == "us":
            brand = rng.choice([("Northbridge Bank", (0, 58, 112)), ("First Harbor", (20, 90, 60)),
                                ("Crestline Credit Union", (40, 40, 90)), ("Union Federal", (110, 20, 40))])
            nav = ["Accounts", "Transfers", "Bill Pay", "Statements"]
        else:
            brand = rng.choice([("Crestline Bank", (40, 40, 90)), ("Albion Building Society", (0, 90, 80)),
                                ("Northgate Bank", (0, 58, 112))])
            nav = ["Accounts", "Payments", "Transfers", "Statements"]
        c.rect(0, 0, W, 60, fill=brand[1])
        c.text(mx, 38, brand[0], 20, (255, 255, 255), "bold")
        x = mx + c.width(brand[0], 20, "bold") + 48
        for item in nav:
            if x + c.width(item, 14, "medium") > W - 120:
                break
            c.text(x, 37, item, 14, (220, 230, 240), "medium")
            x += c.width(item, 14, "medium") + 28
        c.text(W - mx, 37, "Sign off", 14, (220, 230, 240), "regular", "rs")
        y = 60 + 28
        c.text(mx, y + 22, f"{acct} (...{last4})", 22, th["text"], "bold")
        y += 40
    else:
        y = g.status_bar(c, th, rng)
        c.chevron(18, y + 22, 14, th["accent"])
        c.text(W / 2, y + 28, rng.choice(["Account activity", "Activity", acct]), 17, th["text"], "semibold", "ms")
        y += 46
        c.text(mx + 4, y + 20, f"{acct} {BUL * 2}{last4}", 14, th["sub"])
        y += 28
    # balances above the table: no transactions
    items = [("Available balance", closing - rng.choice([0, 0, rng.randint(100, 9000)])), ("Current balance", closing)]
    colw = (W - 2 * mx) / 2
    for i, (lab, v) in enumerate(items):
        x = mx + 4 + i * colw
        c.text(x, y + 18, lab, 12.5, th["sub"])
        c.text(x, y + 46, g.money(v, sym, sign="neg"), 22 if i == 0 else 18, th["text"], "bold" if i == 0 else "medium")
    y += 62
    if rng.random() < 0.6:
        period = f"{g.EN_MON[begin_d.month - 1]} {begin_d.day} \u2013 {g.EN_MON[end_d.month - 1]} {end_d.day}"
        c.text(mx + 4, y + 16, f"Showing {period}", 12.5, th["sub"])
        y += 26
    y += 6
    # the table
    band = th["bg2"] if p.theme != "dark" else th["card"]
    hh = fs * 2.3
    c.rect(mx, y, W - mx, y + hh, fill=band)
    heads = [("Date", x_date, "ls"), ("Description", x_desc, "ls")]
    if fmt == "cols":
        heads += [(money_heads[0], r_debit, "rs"), (money_heads[1], r_credit, "rs")]
    else:
        heads += [(money_heads[0], r_amt, "rs")]
    heads += [("Balance", r_bal, "rs")]
    for lab, x, a in heads:
        c.text(x, y + hh / 2 + fs * 0.36, head(lab), head_fs, th["sub"], "semibold", a)
    y += hh
    rh = fs * rng.choice([2.5, 2.7, 3.0])
    zebra = rng.random() < 0.4
    kw_begin = rng.choice(["Beginning balance", "BEGINNING BALANCE", "Opening balance", "BALANCE FORWARD"])
    kw_end = rng.choice(["Ending balance", "ENDING BALANCE", "Closing balance"])
    k = 0

    def line(d, desc, minor, bal, bold=False, txn=None):
        nonlocal y, k
        if zebra and k % 2:
            c.rect(mx, y, W - mx, y + rh, fill=band)
        k += 1
        base = y + rh / 2 + fs * 0.36
        w = "semibold" if bold else "regular"
        c.text(x_date, base, dstr(d), fs, th["text"], w)
        c.text(x_desc, base, desc, fs, th["text"], w)
        if minor is not None:
            colr = th["green"] if minor > 0 and credit_green else th["text"]
            r = r_amt if fmt != "cols" else (r_debit if minor < 0 else r_credit)
            c.text(r, base, amt(minor), fs, colr, "regular", "rs")
        c.text(r_bal, base, g.fmt_num(bal) if bal >= 0 else "-" + g.fmt_num(bal), fs, th["text"], w, "rs")
        c.hline(mx, W - mx, y + rh - 0.5, th["line"])
        if txn is not None:
            p.add(txn)
        y += rh

    if newest_first:
        line(end_d, kw_end, None, closing, bold=True)
        for t in reversed(txns):
            line(t.date, t.name, t.minor, t.balance, txn=t)
        line(begin_d, kw_begin, None, opening)
    else:
        line(begin_d, kw_begin, None, opening)
        for t in txns:
            line(t.date, t.name, t.minor, t.balance, txn=t)
        line(end_d, kw_end, None, closing, bold=True)
    y += 18
    c.text(mx + 4, y + 12, "Pending transactions are not included in the balance.", 11.5, th["sub"])
    y += 24
    if desktop:
        c.crop(max(y + 40, 700))
        return c.img
    return g.end_with_tab_bar(c, th, rng, y, W, ["Accounts", "Pay & Transfer", "Deposit", "Menu"], active=0)


# ---------------------------------------------------------------------------------------------
# fx-card-app

FX_RATES = {("GBP", "€"): (1.13, 1.19), ("GBP", "$"): (1.24, 1.34), ("EUR", "$"): (1.04, 1.12),
            ("EUR", "£"): (0.83, 0.88)}


def layout_fx_card_app(p):
    """A multi-currency neobank (Revolut, Wise, Monzo abroad), main currency GBP or EUR: a balance
    header with other currencies' balances in chips (no transactions), day headers (Today,
    Yesterday, then "Monday, 24 November", "24 November" or "24 November 2026"), rows with a round
    logo, the merchant, a grey line with the time (14:32) or a status (Pending, Card payment,
    Received), the amount right with the true minus sign U+2212 (−£9.42) for charges and +£100.00
    for income, and on some card rows a second, smaller grey amount under it in the currency the
    merchant charged (−€10.99, −$12.00): it is neither a transaction nor a balance. Revolut-like
    pages group a day in a rounded card; Wise-like pages are a plain list. Truth: one row with the
    main amount in the main currency."""
    rng = p.rng
    loc = rng.choice(["uk", "uk", "eu"])
    p.currency, p.lang = g.LOCALES[loc]["currency"], "eng"
    sym = g.LOCALES[loc]["sym"]
    cards = rng.random() < 0.55
    if cards:
        if p.theme == "dark":
            th = dict(p.th, bg=(14, 15, 17), card=(25, 27, 31), line=(40, 42, 46))
        else:
            th = dict(p.th, bg=(242, 243, 247), card=(255, 255, 255))
    else:
        th = p.th
    W = p.phone_width()
    c = p.canvas(W, 2800, th["bg"])
    head_style = rng.choice(["weekday", "dm", "dmy"])
    day_totals = cards and rng.random() < 0.4   # the day's spending right of its header: no transaction
    fs = rng.choice([15, 16, 16])

    def amt(m, s=sym):
        return (MINUS if m < 0 else "+") + s + g.fmt_num(m)

    inset = 12 if cards else 0
    x_logo = inset + 16 + 20
    x_name = inset + 16 + 52
    r_amt = W - inset - 16
    fits = g.txn_fits(c, 0, fs, "medium", amt, fs, "medium", r_amt, gap=16 + x_name)
    n = rng.randint(6, 14)
    txns = g.make_txns(rng, loc, p.as_of, n, fits=fits)
    foreign = [s for (cur, s) in FX_RATES if cur == p.currency]
    # paid abroad or to a foreign merchant: shops, travel, streaming and software; not bills or rent
    eligible = [i for i, t in enumerate(txns) if t.minor < 0 and (
        t.kind == "spend" or (t.kind == "big" and t.cat == "Travel") or
        (t.kind == "sub" and t.cat in ("Entertainment", "Software", "Shopping")))]
    fx = {}
    if eligible:
        pick = {rng.choice(eligible)} if rng.random() < 0.9 else set()
        for i in eligible:
            if i in pick or rng.random() < 0.2:
                s = rng.choice(foreign)
                rate = rng.uniform(*FX_RATES[(p.currency, s)])
                fx[i] = amt(-int(round(-txns[i].minor * rate)), s)
    y = g.status_bar(c, th, rng)
    g.logo_icon(c, 32, y + 26, 16, "me", label=rng.choice(["JS", "EC", "AM", "LK"]), size=12)
    g.search_bar(c, p.th, y + 8, "Search", 58, W - 16, 36)   # the page theme's own search field colours
    y += 58
    # the balance and other pockets: no transactions
    c.text(W / 2, y + 30, f"Personal {DOT} {p.currency}", 14, th["sub"], "regular", "ms")
    c.text(W / 2, y + 76, g.money(txns[0].balance, sym, sign="none"), 38, th["text"], "bold", "ms")
    y += 96
    if rng.random() < 0.5:
        chips = [f"{s}{g.fmt_num(rng.randint(0, 60000))}" for s in foreign]
        widths = [c.width(t, 13, "medium") + 26 for t in chips]
        x = (W - sum(widths) - 10 * (len(chips) - 1)) / 2
        for t, wc in zip(chips, widths):
            c.rect(x, y, x + wc, y + 28, fill=th["card"] if cards else th["bg2"], radius=14)
            c.text(x + wc / 2, y + 19, t, 13, th["text"], "medium", "ms")
            x += wc + 10
        y += 44
    else:
        y += 8
    if not cards:
        c.text(16, y + 24, "Transactions", 18, th["text"], "bold")
        c.text(W - 16, y + 24, "See all", 14, th["accent"], "medium", "rs")
        y += 40
    days = []
    for i, t in enumerate(txns):
        if not days or days[-1][0] != t.date:
            days.append((t.date, []))
        days[-1][1].append((i, t))
    rh = 68
    for d, ts in days:
        r = g.rel_day(d, p.as_of)
        if r == 0:
            head = "Today"
        elif r == 1:
            head = "Yesterday"
        elif head_style == "weekday":
            head = f"{g.EN_DAYS[d.weekday()]}, {d.day} {g.EN_MONTHS[d.month - 1]}"
        elif head_style == "dm":
            head = f"{d.day} {g.EN_MONTHS[d.month - 1]}"
        else:
            head = f"{d.day} {g.EN_MONTHS[d.month - 1]} {d.year}"
        if head_style != "dmy" and r > 1 and d.year != p.as_of.year:
            head += f" {d.year}"
        if cards:
            c.rect(inset, y, W - inset, y + 40 + rh * len(ts), fill=th["card"], radius=16)
            c.text(inset + 16, y + 26, head, 14, th["sub"], "semibold")
            if day_totals:
                spent = -sum(t.minor for _, t in ts if t.minor < 0)
                if spent:
                    _minus_text(c, r_amt, y + 26, g.money(-spent, sym, sign="neg", minus=MINUS), 14, th["sub"],
                                "regular", "rs")
            y += 40
        else:
            y += 8
            c.text(16, y + 22, head, 14, th["sub"], "semibold")
            y += 34
        for j, (i, t) in enumerate(ts):
            mid = y + rh / 2
            if j and not cards:
                c.hline(x_name, W, y, th["line"])
            g.logo_icon(c, x_logo, mid, 20, t.name)
            c.text(x_name, mid - 3, t.name, fs, th["text"], "medium")
            if r == 0 and j == 0 and t.minor < 0 and rng.random() < 0.4:
                sub = "Pending"
            elif rng.random() < 0.65:
                sub = t.time
            elif t.minor > 0:
                sub = rng.choice(["Received", "Money added", f"{t.time} {DOT} Received"])
            else:
                sub = rng.choice(["Card payment", f"{t.time} {DOT} Card payment"])
            c.text(x_name, mid + 16, sub, 13, th["sub"])
            col = th["green"] if t.minor > 0 else th["text"]
            if i in fx:
                _minus_text(c, r_amt, mid - 3, amt(t.minor), fs, col, "medium", "rs")
                _minus_text(c, r_amt, mid + 16, fx[i], 13, th["sub"], "regular", "rs")
            else:
                _minus_text(c, r_amt, mid + 5, amt(t.minor), fs, col, "medium", "rs")
            p.add(t)
            y += rh
        y += 14 if cards else 4
    return g.end_with_tab_bar(c, th, rng, y, W, ["Home", "Cards", "Payments", "Hub"], active=0)


def register(module):
    """Keeps screengen (module) for the helpers and returns the layout entries."""
    global g
    g = module
    return {
        "card-app-credits": (layout_card_app_credits, "app", "latin"),
        "p2p-feed": (layout_p2p_feed, "app", "latin"),
        "ledger-app": (layout_ledger_app, "app", "latin"),
        "fx-card-app": (layout_fx_card_app, "app", "latin"),
    }
