"""Tuning style 'world-ledger' for scripts/pdfgen.py: one table-driven bank-account ledger drawn as
banks of seven countries print it (Australia, India, Canada, Ireland, New Zealand, Mexico, China),
each statement choosing at random among the conventions real ledgers use:

- money columns: a Debit / Credit pair, one signed Amount, one Amount with a Dr / Cr suffix, debits in
  parentheses, or one unsigned Amount whose direction only the running balance shows;
- the balance: none, plain, or with a CR / DR suffix (an overdraft prints DR);
- the currency: a symbol on every amount, a code or symbol in the column titles, one line naming it, or
  nowhere but the country's own account identifiers (BSB, IFSC, transit number, IBAN, CLABE);
- dates of the region's shapes (numeric day-first or month-first, with and without the year), printed
  on every row or once per day; a value-date and a reference column; newest first or oldest first;
  descriptions on one or two lines, the amount on the first line or the last; a totals line;
- Chinese ledgers in the column orders of the banks' own exports: the money first and the summary and
  counterparty after the balance (招商, 中国, 农业银行), with a sequence number and a time column; the
  summary before the money and the counterparty after it (工商, 邮储, 交通银行); a summary holding the
  kind of booking only (`消费`) beside a merchant or memo column (`交易场所`, `附言`, `商户名称`).
  These three are drawn from their own random stream, so the statements drawn before them stay as
  they were.

It registers into pdfgen like pdfgen_heldout does, so that pdfgen.py stays one style per class and this
family stays one table. Nothing here is taken from the held-out styles.
"""
import datetime as dt

DAY = dt.timedelta(days=1)

# Indian digit grouping: 1,23,456.78
def grp_in(minor):
    v = abs(minor)
    s = str(v // 100)
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts + [tail]) + f".{v % 100:02d}"


REGIONS = {
    "au": dict(cur="AUD", lang="eng", loc="uk", sym="$", named="Australian dollars",
               banks=["Southern Cross Bank", "Wattle Mutual Bank", "Coral Coast Credit Union"],
               ident=lambda r, d: f"BSB {d(3)}-{d(3)}   Account number {d(4)} {d(4)}",
               dates=["d Mon yyyy", "dd/mm/yyyy", "dd Mon"],
               date=["Date", "Transaction date"], desc=["Transaction details", "Description", "Transaction", "Narrative", "Payment details"],
               drcr=[("Debit", "Credit"), ("Withdrawals", "Deposits"), ("Money out", "Money in"), ("Payments", "Receipts"), ("Debits", "Credits")],
               amt=["Amount", "Transaction amount"], bal=["Balance"], ref=["Reference", "Receipt no."],
               value=["Effective date", "Value date"],
               opening=["Opening balance", "Balance brought forward"], closing=["Closing balance"],
               totals="Totals", cont="Continued on next page"),
    "in": dict(cur="INR", lang="eng", loc="us", sym="Rs.", named="Indian Rupees",
               banks=["Deccan Cooperative Bank", "Indus Valley Bank", "Malabar Federal Bank"],
               ident=lambda r, d: f"IFSC: INVB0{d(6)}   A/C No: {d(14)}",
               dates=["dd/mm/yy", "dd-mm-yyyy", "dd Mon yyyy"],
               date=["Date", "Txn Date", "Tran Date"], desc=["Narration", "Particulars", "Description", "Remarks", "Transaction Remarks"],
               drcr=[("Withdrawal Amt.", "Deposit Amt."), ("Withdrawals", "Deposits"), ("Debit", "Credit"), ("Dr Amount", "Cr Amount")],
               amt=["Amount"], bal=["Closing Balance", "Balance"], ref=["Chq./Ref.No.", "Cheque No."],
               value=["Value Dt", "Value Date"],
               opening=["Opening Balance", "B/F"], closing=["Closing Balance"],
               totals="Total", cont="Contd..."),
    "ca": dict(cur="CAD", lang="eng", loc="us", sym="$", named="Canadian dollars",
               banks=["Laurentian Shore Bank", "Prairie Trust Company", "Fundy Credit Union"],
               ident=lambda r, d: f"Transit {d(5)}   Institution 0{d(2)}   Account {d(7)}",
               dates=["mm/dd/yyyy", "Mon dd", "yyyy-mm-dd"],
               date=["Date"], desc=["Description", "Transaction", "Transaction details", "Payee / Memo"],
               drcr=[("Withdrawals", "Deposits"), ("Cheques & Debits", "Deposits & Credits"), ("Debits", "Credits")],
               amt=["Amount"], bal=["Balance"], ref=["Reference"], value=["Posted"],
               opening=["Opening balance", "Balance forward"], closing=["Closing balance"],
               totals="Totals", cont="Continued"),
    "ie": dict(cur="EUR", lang="eng", loc="uk", sym="€", named="euro",
               banks=["Liffey Bank", "Shannon Credit Union", "Atlantic Permanent"],
               ident=lambda r, d: f"IBAN IE{d(2)} LIFB {d(4)} {d(4)} {d(4)} {d(2)}   BIC LIFBIE2D",
               dates=["dd Mon yyyy", "dd/mm/yyyy", "dd.mm.yyyy"],
               date=["Date", "Posting date"], desc=["Details", "Description", "Transaction details", "Narrative"],
               drcr=[("Debit", "Credit"), ("Payments - out", "Payments - in"), ("Withdrawn", "Lodged"), ("Paid out", "Paid in")],
               amt=["Amount"], bal=["Balance"], ref=["Reference"], value=["Value date"],
               opening=["Balance forward", "Opening balance"], closing=["Closing balance"],
               totals="Totals", cont="Continued overleaf"),
    "nz": dict(cur="NZD", lang="eng", loc="uk", sym="$", named="New Zealand dollars",
               banks=["Kauri Bank", "Tasman Building Society"],
               ident=lambda r, d: f"Account {d(2)}-{d(4)}-{d(7)}-{d(2)}",
               dates=["dd Mon yyyy", "dd/mm/yy", "dd Mon"],
               date=["Date"], desc=["Transaction", "Particulars", "Details", "Payee"],
               drcr=[("Withdrawals", "Deposits"), ("Debit", "Credit"), ("Payments", "Deposits"), ("Money out", "Money in")],
               amt=["Amount"], bal=["Balance"],
               ref=["Reference", "Code"], value=["Processed"],
               opening=["Opening balance"], closing=["Closing balance"], totals="Totals",
               cont="Continued on next page"),
    "mx": dict(cur="MXN", lang="spa", loc="es", sym="$", named="Pesos mexicanos",
               banks=["Banco del Bajío Norte", "Banca Sierra Madre"],
               ident=lambda r, d: f"CLABE {d(3)} {d(3)} {d(11)} {d(1)}   No. de cuenta {d(10)}",
               dates=["dd/mm/yyyy", "dd-MES-yy", "dd/MES"],
               date=["Fecha", "Fecha oper."], desc=["Descripción", "Concepto", "Detalle", "Concepto / Referencia"],
               drcr=[("Cargos", "Abonos"), ("Retiros", "Depósitos")],
               amt=["Importe"], bal=["Saldo"],
               ref=["Referencia", "Folio"], value=["Fecha liq."],
               opening=["Saldo anterior", "Saldo inicial"], closing=["Saldo final"], totals="Totales",
               cont="Continúa en la siguiente página"),
    "zh": dict(cur="CNY", lang="chi_sim", loc="zh", sym="¥", named="人民币",
               banks=["东海商业银行", "长江农村商业银行", "华北城市银行"],
               ident=lambda r, d: f"账号：6217 {d(4)} {d(4)} {d(4)} {d(3)}",
               dates=["yyyy-mm-dd", "yyyy/mm/dd", "yyyymmdd", "yyyy.mm.dd", "yyyy-mm-dd hh:mm"],
               date=["交易日期", "记账日期"], desc=["摘要", "交易摘要", "交易说明", "用途", "附言", "交易详情"],
               drcr=[("支出", "存入"), ("借方金额", "贷方金额"), ("支出金额", "存入金额"), ("转出金额", "转入金额"), ("借方发生额", "贷方发生额")],
               amt=["交易金额", "发生额"], bal=["余额", "账户余额"],
               ref=["流水号", "凭证号"], value=["起息日"],
               opening=["上期余额", "期初余额"], closing=["本期余额", "期末余额"], totals="合计",
               cont="接下页"),
}
# The English a bilingual Chinese header prints under each title.
ENGLISH_TITLES = {
    "交易日期": "Date", "记账日期": "Posting Date", "摘要": "Description", "交易摘要": "Description", "交易说明": "Remarks",
    "用途": "Purpose", "附言": "Remarks", "交易详情": "Details", "支出": "Debit", "存入": "Credit", "借方金额": "Debit",
    "贷方金额": "Credit", "支出金额": "Debit", "存入金额": "Credit", "转出金额": "Out", "转入金额": "In", "借方发生额": "Debit",
    "贷方发生额": "Credit", "交易金额": "Amount", "发生额": "Amount", "余额": "Balance", "账户余额": "Balance",
    "流水号": "Serial No.", "凭证号": "Voucher No.", "起息日": "Value Date", "对方户名": "Counterparty",
    "对方账号": "Account No.", "对方卡号/账号": "Card/Account", "对方账户": "Account No.", "渠道": "Channel",
    "交易渠道": "Channel", "交易地点": "Place", "地区": "Region", "币种": "Currency", "钞汇": "Cash/Remit",
    "借贷标志": "Dr/Cr", "收/支": "In/Out", "序号": "No.", "序 号": "No.", "交易时间": "Time", "记账时间": "Time",
    "时间": "Time", "交易场所": "Merchant", "商户名称": "Merchant", "备注": "Notes", "交易附言": "Remarks",
}


ES_MES = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]
WORDS = {  # per-language words of the frame
    "eng": dict(title="Statement of account", period="Statement period {a} to {b}", activity="Account activity",
                summary="Account summary", tdebits="Total debits", tcredits="Total credits",
                line="All amounts are in {named} ({cur}).", curline="Currency: {cur}", page="Page {n} of {m}"),
    "spa": dict(title="Estado de cuenta", period="Periodo del {a} al {b}", activity="Detalle de movimientos",
                summary="Resumen", tdebits="Total cargos", tcredits="Total abonos",
                line="Importes en {named} ({cur}).", curline="Moneda: {cur}", page="Página {n} de {m}"),
    "chi_sim": dict(title="账户对账单", period="对账期间：{a} 至 {b}", activity="交易明细", summary="账户概要",
                    tdebits="支出合计", tcredits="存入合计", line="以上金额单位：{named}元", curline="币种：{named}",
                    page="第{n}页 共{m}页"),
}


def register(m):
    """Builds the style on pdfgen's classes (module m) and returns [WorldLedger()]."""

    class WorldLedger(m.Style):
        name = "world-ledger"
        pagesize = m.A4
        # wide, serif and monospaced type too: a face's widths move where its words and titles fall
        fonts = ["Helvetica", "Liberation Sans", "DejaVu Sans", "Noto Serif", "Roboto", "Times",
                 "Liberation Mono", "DejaVu Sans Condensed", "Noto Sans", "Liberation Serif", "Courier", "DejaVu Serif"]
        # (Noto Sans CJK's narrow space: a printed space between Chinese words is easily lost)
        cjk_fonts = ["AR PL UMing", "WenQuanYi Zen Hei", "AR PL UKai", "Noto Sans CJK SC"]
        n_range = (18, 44)
        weight = 6   # seven countries: six times the statements of a one-bank style

        def make(self, rng, k, long=False, period=None, prof=None, payment=None, n=None):
            # every region once, then at random (Chinese ledgers twice as often: the most varied tables)
            region = list(REGIONS)[k % len(REGIONS)] if k < len(REGIONS) else rng.choice(list(REGIONS) + ["zh"])
            R = REGIONS[region]
            # the base class reads these from the style: set them for this statement
            self.loc, self.lang, self.currency, self.region = R["loc"], R["lang"], R["cur"], region
            spec = m.Style.make(self, rng, k, long=long, period=period, prof=prof, payment=payment, n=n)
            spec.lang, spec.currency = R["lang"], R["cur"]
            spec.fonts = self.cjk_fonts if R["lang"] == "chi_sim" else self.fonts
            return spec

        def period(self, rng, k):
            y = rng.choice([2024, 2025])
            start = m.D(y, rng.randint(1, 12), rng.choice([1, 1, 5, 10, 16, 21, 26]))
            return start, m.add_months(start, 1) - DAY

        def variants(self, rng, spec):
            spec.region = self.region
            R = REGIONS[spec.region]
            mode = rng.choice(["pair", "pair", "signed", "drcr", "paren", "unsigned", "cronly", "dronly"])
            if R["lang"] == "chi_sim" and mode in ("drcr", "paren", "cronly", "dronly"):
                mode = rng.choice(["pair", "signed", "unsigned", "flag"])
            bal = "plain" if mode == "unsigned" else rng.choice(["plain", "plain", "crdr", "none"])
            if R["lang"] == "chi_sim" and bal == "crdr":
                bal = "plain"
            cur = rng.choice(["cells", "header", "line", "none"])
            pick = lambda key: rng.choice(R[key])
            dr, cr = pick("drcr")
            spec.v = {
                "bank": pick("banks"), "ident": R["ident"](rng, lambda n: m.rnd_digits(rng, n)),
                "mode": mode, "bal": bal, "cur": cur, "hcur": rng.choice(["code", "sym"]),
                "datef": pick("dates"), "once": rng.random() < 0.3, "value": rng.random() < 0.35,
                "ref": rng.random() < 0.35, "newest": rng.random() < 0.25, "last": rng.random() < 0.2,
                "totals": rng.random() < 0.5, "plus": rng.random() < 0.3, "drcr": rng.choice(
                    [(" Dr", " Cr"), (" DR", " CR"), (" D", " C")]),
                "shade": rng.choice([None, 0.9, (0.85, 0.9, 0.97)]), "fs": rng.choice([7.2, 7.6, 8.0]),
                "heads": {k_: pick(k_) for k_ in ("date", "desc", "amt", "bal", "ref", "value", "opening", "closing")},
                "refs": {id(t): m.rnd_digits(rng, rng.choice([6, 8, 12])) for t in spec.txns},
                "times": {id(t): (rng.randint(0, 23), rng.randint(0, 59)) for t in spec.txns},
                "party": R["lang"] == "chi_sim" and rng.random() < 0.5,
                # columns Chinese banks print beside the name that are not part of it: the
                # counterparty's account, the channel, the place, the currency and cash/remittance
                "extras": [x for x in ("acct", "chan", "place", "curcols") if R["lang"] == "chi_sim" and rng.random() < 0.35],
                "extraHeads": {"acct": rng.choice(["对方账号", "对方卡号/账号", "对方账户"]), "chan": rng.choice(["渠道", "交易渠道"]),
                               "place": rng.choice(["交易地点", "地区"])},
                "accts": {id(t): (m.rnd_digits(rng, 4) + ("*" * 8 if rng.random() < 0.5 else m.rnd_digits(rng, 8))
                                  + m.rnd_digits(rng, 4)) for t in spec.txns},
                "chans": {id(t): rng.choice(["网上银行", "手机银行", "POS", "柜面", "快捷支付", "ATM"]) for t in spec.txns},
                "places": {id(t): rng.choice(["上海", "北京", "杭州", "深圳", "广州"]) for t in spec.txns},
                "flag": rng.choice([("借", "贷"), ("支出", "收入"), ("出", "入")]),
                "lag": {id(t): rng.choice([0, 0, 1, 2]) for t in spec.txns},
            }
            # Column orders of Chinese banks' own exports, drawn apart (the statements drawn before they
            # were added stay as they were). 招商, 中国, 农业银行 style: the money first, the summary and
            # the counterparty after the balance, a sequence number and a time column. 工商, 邮储,
            # 交通银行 style: the summary before the money, the counterparty after it. And a summary
            # column holding the kind of booking only (`消费`), the merchant in a column of its own
            # (`交易场所`, `附言`, `商户名称`) beside it or after the money.
            xr = m.random.Random(f"world-layout:{spec.name}")
            zh = R["lang"] == "chi_sim"
            spec.v.update({
                "moneyfirst": zh and xr.random() < 0.3, "seq": xr.random() < 0.4, "clock": xr.random() < 0.4,
                "seqHead": xr.choice(["序号", "序 号", "No."]), "clockHead": xr.choice(["交易时间", "记账时间", "时间"]),
                "secs": {id(t): xr.randint(0, 59) for t in spec.txns},
                "memo": zh and xr.random() < 0.3, "memoRight": xr.random() < 0.5,
                "memoHead": xr.choice(["交易场所", "附言", "商户名称", "备注", "交易附言"]),
            })
            spec.v["partyright"] = zh and not spec.v["moneyfirst"] and xr.random() < 0.3
            # Chinese banks often title each column twice, the English under the Chinese (`交易日期`
            # over `Date`); drawn from a stream of its own (statements drawn before stay as they were)
            spec.v["bilingual"] = zh and m.random.Random(f"world-bilingual:{spec.name}").random() < 0.35
            # Some banks' statement renderers set the characters of Chinese text apart (letter-spacing
            # of a tenth to two fifths of an em; Poppler then puts a space at every gap); a stream of
            # its own again.
            tr = m.random.Random(f"world-tracking:{spec.name}")
            spec.v["tracking"] = tr.choice([0.12, 0.2, 0.3, 0.4]) if zh and tr.random() < 0.3 else 0
            # An empty counterparty or account cell printed as a placeholder (`—`, `--`, `-`, `/`, `无`)
            # rather than left blank, as many Chinese banks' exports do; a stream of its own again.
            br = m.random.Random(f"world-blank:{spec.name}:{spec.txns[0].date}:{spec.txns[0].minor}")
            spec.v["blank"] = br.choice(["—", "--", "-", "/", "——", "无"]) if zh and br.random() < 0.5 else ""
            if spec.v["partyright"] or spec.v["memo"] and spec.v["memoRight"]:
                spec.v["party"] = spec.v["party"] or spec.v["partyright"]
                spec.pagesize = (m.A4[1], m.A4[0])
            if spec.v["moneyfirst"]:   # such exports name the counterparty in a column after the summary
                spec.v["party"] = spec.v["party"] or xr.random() < 0.5
                spec.v["extras"] = [x for x in spec.v["extras"] if x != "place"]
            if spec.v["datef"].endswith("hh:mm"):
                spec.v["clock"] = False
            if spec.v["moneyfirst"]:   # printed landscape, as such exports are, with one extra column at most
                spec.pagesize = (m.A4[1], m.A4[0])
                spec.v["value"] = False
                spec.v["extras"] = spec.v["extras"][:1]
            spec.v["heads"].update(dr=dr, cr=cr)
            # the page is A4: room for the summary leaves one or two of the extra columns
            room = 2 - spec.v["party"] - spec.v["value"] - spec.v["ref"] - (spec.v["mode"] == "flag")
            spec.v["extras"] = spec.v["extras"][:max(0, room)] if room < 2 else spec.v["extras"][:2]
            if spec.v["value"]:
                spec.v["once"] = False    # a value date on every row goes with a booking date on every row
            if spec.v["datef"] in ("dd Mon", "Mon dd", "dd/MES"):
                spec.v["value"] = False   # a value date without the year beside one with it: not drawn

        # -- text of amounts, dates, descriptions

        def num(self, s, minor):
            return grp_in(minor) if s.region == "in" else m.grp(minor)

        def sym(self, s):
            """The currency printed on each amount, if the statement prints it there."""
            if s.v["cur"] != "cells":
                return ""
            sym = REGIONS[s.region]["sym"]
            return "Rs. " if sym == "Rs." else sym

        def money(self, s, minor, col=False):
            """An amount as printed in its column. col: a Debit / Credit column (unsigned)."""
            v = s.v
            n = self.num(s, minor)
            sym = self.sym(s)
            if col:
                return sym + n
            mode = v["mode"]
            if mode == "signed":
                return ("-" if minor < 0 else "+" if v["plus"] else "") + sym + n
            if mode == "drcr":
                return sym + n + (v["drcr"][0] if minor < 0 else v["drcr"][1])
            if mode == "paren":
                return f"({sym}{n})" if minor < 0 else sym + n
            if mode == "cronly":   # only money in is marked
                return sym + n + (v["drcr"][1] if minor > 0 else "")
            if mode == "dronly":   # only money out is marked
                return sym + n + (v["drcr"][0] if minor < 0 else "")
            return sym + n   # unsigned, or flag (the direction in its own column)

        def balance(self, s, minor):
            v = s.v
            sym = self.sym(s)
            n = self.num(s, minor)
            if v["bal"] == "crdr":
                return sym + n + (" CR" if minor >= 0 else " DR")
            return ("-" if minor < 0 else "") + sym + n

        def fd(self, s, d):
            f = s.v["datef"]
            mon = m.EN_MON[d.month - 1]
            return {"d Mon yyyy": f"{d.day} {mon} {d.year}", "dd Mon yyyy": f"{d.day:02d} {mon} {d.year}",
                    "dd/mm/yyyy": d.strftime("%d/%m/%Y"), "dd/mm/yy": d.strftime("%d/%m/%y"),
                    "dd-mm-yyyy": d.strftime("%d-%m-%Y"), "dd.mm.yyyy": d.strftime("%d.%m.%Y"),
                    "mm/dd/yyyy": d.strftime("%m/%d/%Y"), "yyyy-mm-dd": d.isoformat(),
                    "yyyy/mm/dd": d.strftime("%Y/%m/%d"), "yyyymmdd": d.strftime("%Y%m%d"),
                    "yyyy.mm.dd": d.strftime("%Y.%m.%d"), "yyyy-mm-dd hh:mm": d.isoformat(),
                    "dd Mon": f"{d.day:02d} {mon}", "Mon dd": f"{mon} {d.day:02d}",
                    "dd-MES-yy": f"{d.day:02d}-{ES_MES[d.month - 1]}-{d.year % 100:02d}",
                    "dd/MES": f"{d.day:02d}/{ES_MES[d.month - 1]}"}[f]

        def full(self, s, d):
            """A date in the frame (period, summary): always with its year."""
            if s.region == "zh":
                return f"{d.year}年{d.month}月{d.day}日"
            if s.region == "mx":
                return f"{d.day:02d}/{d.month:02d}/{d.year}"
            if s.region == "ca":
                return f"{m.EN_MONTHS[d.month - 1]} {d.day}, {d.year}"
            return f"{d.day} {m.EN_MONTHS[d.month - 1]} {d.year}"

        def desc(self, s, t):
            a, b, via, reg = t.a, t.b, t.m[5], s.region
            a_ = a + (t.ref if a.endswith("*") else "")
            k = t.kind
            if reg == "zh":
                word = {"salary": "代发工资", "in": "转账存入", "out": "转账支出", "atm": "ATM取款", "refund": "退货",
                        "interest": "利息", "payment": "还款"}.get(k, "代扣" if via == "dd" else "快捷支付")
                if s.v["memo"]:   # the merchant has a column of its own
                    return [word] + ([b] if b and k in ("in", "out", "salary") and not s.v["party"] else [])
                if s.v["party"]:   # the counterparty has a column of its own
                    return [f"{word} {a}"]
                return [f"{word} {a}"] + ([b] if b and k in ("in", "out", "salary") else [])
            if reg == "mx":
                word = {"salary": "DEPOSITO NOMINA", "in": "SPEI RECIBIDO", "out": "SPEI ENVIADO",
                        "atm": "RETIRO CAJERO", "refund": "DEVOLUCION", "interest": "INTERESES"}.get(
                    k, "PAGO DOMICILIADO" if via == "dd" else "COMPRA TDD")
                return [f"{word} {a_}"] + ([f"REF {t.ref}"] if k in ("in", "out") else [])
            if reg == "in":
                if k in ("in", "salary"):
                    return [f"NEFT CR-{t.extra['digits'][:4]}-{a}", f"REF {t.ref}"]
                if k == "out":
                    return [f"UPI/{t.extra['digits']}/{a}/{b}".rstrip("/")]
                if k == "atm":
                    return [f"ATW-{t.extra['digits'][:6]}-{a}"]
                if k == "interest":
                    return ["CREDIT INTEREST CAPITALISED"]
                if via == "dd":
                    return [f"ACH D- {a}-{t.ref}"]
                return [f"POS {t.extra['digits'][:6]}XXXXXX{t.extra['digits'][6:10]} {a_}"]
            word = {"salary": "SALARY", "in": "TRANSFER FROM", "out": "TRANSFER TO", "atm": "ATM WITHDRAWAL",
                    "refund": "REFUND", "interest": ""}.get(k, "DIRECT DEBIT" if via == "dd" else
                                                            "VISA PURCHASE" if reg in ("au", "nz") else
                                                            "POS PURCHASE" if reg == "ca" else "POS")
            first = f"{word} {a_}".strip()
            if k in ("in", "out") and b:
                return [first, b]
            if via == "dd" and b:
                return [first, b]
            return [first]

        def order(self, s):
            return list(reversed(s.txns)) if s.v["newest"] else s.txns

        # -- drawing

        def draw(self, p, s):
            v, R = s.v, REGIONS[s.region]
            W = WORDS[R["lang"]]
            L, Rt = 40, p.W - 40
            fs = v["fs"]
            zh = R["lang"] == "chi_sim"
            name = s.person[0]
            addr = s.person[1:]
            hsuf = ""
            if v["cur"] == "header":
                hsuf = f" ({R['cur']})" if v["hcur"] == "code" or zh else f" ({R['sym']})"
            heads = v["heads"]

            def footer(p):
                p.line(L, p.H - 40, Rt, p.H - 40, 0.4, 0.5)
                p.text(L, p.H - 30, f"{v['bank']}  {v['ident']}", 6.2, gray=0.35)
                p.text(Rt, p.H - 30, p.page_label(W["page"]), 7, align="r")
            p.footer = footer

            per = W["period"].format(a=self.full(s, s.start), b=self.full(s, s.end))

            def cont_top():
                p.text(L, 44, v["bank"], 10.5, True)
                p.text(Rt, 44, per, 7.5, align="r")
                p.line(L, 50, Rt, 50, 0.6)
                return 70

            p.text(L, 50, v["bank"], 16, True)
            p.text(Rt, 44, W["title"], 11, True, align="r")
            p.text(Rt, 57, per, 8, align="r")
            p.text(Rt, 68, v["ident"], 7.5, align="r")
            y0 = 79
            if v["cur"] == "line":
                p.text(Rt, y0, W["curline"].format(cur=R["cur"], named=R["named"]), 7.5, align="r")
            for i, ln in enumerate((name,) + tuple(addr)):
                p.text(L, 100 + i * 11, ln, 8.5)
            debits = -sum(t.minor for t in s.txns if t.minor < 0)
            credits = sum(t.minor for t in s.txns if t.minor > 0)
            bx = 330
            p.rect(bx, 92, Rt - bx, 62, stroke=0.3, lw=0.6)
            p.text(bx + 6, 104, W["summary"] + hsuf, 8, True)
            for i, (k_, val) in enumerate(((heads["opening"], self.balance(s, s.opening)),
                                           (W["tdebits"], self.money(s, debits, True)),
                                           (W["tcredits"], self.money(s, credits, True)),
                                           (heads["closing"], self.balance(s, s.closing)))):
                p.text(bx + 6, 116 + i * 10, k_, 7.2)
                p.text(Rt - 6, 116 + i * 10, val, 7.2, align="r")
            y = 176
            p.text(L, y, W["activity"], 10, True)
            y += 6

            # date columns as wide as their widest date or title, plus a gap
            widest = max(p.width(self.fd(s, m.D(2025, 12, 28)), fs), p.width(self.fd(s, m.D(2025, 9, 30)), fs))
            if v["datef"].endswith("hh:mm"):
                widest += p.width(" 23:59", fs)
            # The columns, placed; a layout that leaves the description under 40 pt (the counterparty
            # or an extra column drawn over it: no bank prints that) is placed again without its
            # extra columns, the place, channel and account first, then the reference.
            for _ in range(6):
                ex = v["extras"]
                x = Rt - 2
                cx = {}
                if v["moneyfirst"]:
                    # left to right: sequence, date, time, currency, money, flag, balance, then the summary;
                    # from the right edge: reference, channel, counterparty account, counterparty name
                    x = L + 2
                    if v["seq"]:
                        cx["seq"] = x
                        x += max(p.width(v["seqHead"], fs, True), p.width("999", fs)) + 12
                    cx["d"] = cx["value"] = x
                    x += max(widest, p.width(heads["date"], fs, True)) + 12
                    if v["clock"]:
                        cx["clock"] = x
                        x += max(p.width("23:59:59", fs), p.width(v["clockHead"], fs, True)) + 12
                    if "curcols" in ex:
                        cx["cur"], cx["cash"] = x, x + 30
                        x += 58
                    if v["mode"] == "pair":
                        cx["dr"], cx["cr"] = x + 62, x + 134
                        x += 146
                    else:
                        cx["amt"] = x + 70
                        x += 82
                    if v["mode"] == "flag":
                        cx["flag"] = x
                        x += 42
                    if v["bal"] != "none":
                        cx["bal"] = x + 70
                        x += 80
                    cx["desc"] = x + 14
                    xr = Rt - 2
                    for key, w in (("ref", 64), ("chan", 46), ("acct", 86), ("party", 124), ("memo", 118)):
                        if (key == "ref" and v["ref"]) or (key == "party" and v["party"]) or (key == "memo" and v["memo"]) or key in ex:
                            cx[key] = xr - w + 6
                            xr -= w
                    dw = xr - 10 - cx["desc"]
                # otherwise, right to left: balance, money, reference; left to right: date, value, description
                if not v["moneyfirst"]:
                    if v["partyright"]:   # the counterparty's name, and its account, right of the balance
                        if "acct" in ex:
                            cx["acct"] = x - 82
                            x -= 92
                        cx["party"] = x - 118
                        x -= 132
                    if v["memo"] and v["memoRight"]:
                        cx["memo"] = x - 112
                        x -= 126
                    if v["bal"] != "none":
                        cx["bal"] = x
                        x -= 82
                    if v["mode"] == "pair":
                        cx["cr"] = x
                        cx["dr"] = x - 72
                        x -= 144
                    else:
                        cx["amt"] = x
                        x -= 86
                    if v["mode"] == "flag":
                        cx["flag"] = x - 34
                        x -= 42
                    if v["ref"]:
                        cx["ref"] = x - 56
                        x -= 64
                    if "chan" in ex:
                        cx["chan"] = x - 40
                        x -= 46
                    if "place" in ex:
                        cx["place"] = x - 34
                        x -= 40
                    if "acct" in ex and not v["partyright"]:
                        cx["acct"] = x - 82
                        x -= 86
                    if v["party"] and not v["partyright"]:
                        cx["party"] = x - 118
                        x -= 124
                    if v["memo"] and not v["memoRight"]:
                        cx["memo"] = x - 112
                        x -= 118
                    cx["d"] = L + 2
                    cx["value"] = cx["d"] + max(widest, p.width(heads["date"], fs, True)) + 10
                    cx["desc"] = cx["value"] + max(widest, p.width(heads["value"], fs, True)) + 10 if v["value"] else cx["value"]
                    if "curcols" in ex:   # 币种 and 钞汇 between the dates and the summary
                        cx["cur"] = cx["desc"]
                        cx["cash"] = cx["cur"] + 30
                        cx["desc"] = cx["cash"] + (26 if not v["memo"] else 34)
                    dw = x - 10 - cx["desc"]
                    if dw < 70 and v["memo"] and not v["memoRight"]:
                        # no bank squeezes its summary into a sliver beside a merchant column: that
                        # column is left out (its text would wrap a character a line)
                        del cx["memo"]
                        v["memo"] = False
                        dw += 118
                if dw >= 40:
                    break
                drop = next((k_ for k_ in ("place", "chan", "acct") if k_ in v["extras"]), None)
                if drop:
                    v["extras"].remove(drop)
                elif v["ref"]:
                    v["ref"] = False
                else:
                    break

            def head(y):
                two = v.get("bilingual", False)
                tall = 23 if two else 15
                if v["shade"] is not None:
                    p.rect(L, y, Rt - L, tall, fill=v["shade"])
                else:
                    p.line(L, y, Rt, y, 0.8)
                ty = y + 10.5

                def title(x, ty, text, size, bold, align=None):
                    """A column title; in a bilingual header, its English under it in smaller type."""
                    kw = {"align": align} if align else {}
                    if not two:
                        p.text(x, ty, text, size, bold, **kw)
                        return
                    p.text(x, ty - 2.5, text, size, bold, **kw)
                    english = ENGLISH_TITLES.get(text.replace(hsuf, "") if hsuf else text)
                    if english:
                        p.text(x, ty + 5.5, english + (hsuf if hsuf and text.endswith(hsuf) else ""), size - 1.4, False, **kw)
                title(cx["d"], ty, heads["date"], fs, True)
                for key, name in (("seq", v["seqHead"]), ("clock", v["clockHead"])):
                    if key in cx:
                        title(cx[key], ty, name, fs, True)
                if v["value"]:
                    title(cx["value"], ty, heads["value"], fs, True)
                title(cx["desc"], ty, heads["desc"], fs, True)
                if v["ref"]:
                    title(cx["ref"], ty, heads["ref"], fs, True)
                if v["party"]:
                    title(cx["party"], ty, "对方户名", fs, True)
                if "memo" in cx:
                    title(cx["memo"], ty, v["memoHead"], fs, True)
                for key, name in (("acct", v["extraHeads"]["acct"]), ("chan", v["extraHeads"]["chan"]),
                                   ("place", v["extraHeads"]["place"]), ("cur", "币种"), ("cash", "钞汇")):
                    if key in cx:
                        title(cx[key], ty, name, fs, True)
                if v["mode"] == "flag":
                    title(cx["flag"], ty, "借贷标志" if v["flag"][0] == "借" else "收/支", fs, True)
                for key in ("dr", "cr", "amt", "bal"):
                    if key in cx:
                        title(cx[key], ty, heads[key] + hsuf, fs, True, "r")
                p.line(L, y + tall, Rt, y + tall, 0.4)
                return y + tall + 11

            def bal_row(label, bal):
                def draw(y):
                    p.text(cx["desc"], y, label, fs, True)
                    if "bal" in cx:
                        p.text(cx["bal"], y, self.balance(s, bal), fs, True, align="r")
                return m.Row(12, draw)

            st = {"prev": None, "page": 0}
            rows = []
            if "bal" in cx:
                rows.append(bal_row(heads["closing"] if v["newest"] else heads["opening"],
                                    s.closing if v["newest"] else s.opening))
            for t in self.order(s):
                lines = []
                for part in self.desc(s, t):
                    lines += p.wrap(part, dw, fs)
                if v["mode"] == "pair":
                    amt = self.money(s, t.minor, True)
                else:
                    amt = self.money(s, t.minor)
                party = p.wrap(t.b, 114, fs)[:2] if v["party"] and t.b else []
                memo = p.wrap(t.a, 106, fs)[:2] if v["memo"] else []
                h = 11 + 9 * (max(len(lines), len(party), len(memo)) - 1)

                def draw(y, t=t, lines=lines, amt=amt, party=party, memo=memo):
                    ay = y + 9 * (len(lines) - 1) if v["last"] else y
                    new_page = st["page"] != p.page
                    st["page"] = p.page
                    if not v["once"] or t.date != st["prev"] or new_page:
                        hh, mm = v["times"][id(t)]
                        clock = f" {hh:02d}:{mm:02d}" if v["datef"].endswith("hh:mm") else ""
                        p.text(cx["d"], y, self.fd(s, t.date) + clock, fs)
                    st["prev"] = t.date
                    st["n"] = st.get("n", 0) + 1
                    if "seq" in cx:
                        p.text(cx["seq"], y, str(st["n"]), fs)
                    if "clock" in cx:
                        hh, mm = v["times"][id(t)]
                        p.text(cx["clock"], y, f"{hh:02d}:{mm:02d}:{v['secs'][id(t)]:02d}", fs)
                    if v["value"]:
                        p.text(cx["value"], y, self.fd(s, t.date + DAY * v["lag"][id(t)]), fs)
                    for j, ln in enumerate(lines):
                        p.text(cx["desc"], y + j * 9, ln, fs)
                    if v["ref"]:
                        p.text(cx["ref"], y, v["refs"][id(t)], fs)
                    for j, ln in enumerate(party):
                        p.text(cx["party"], y + j * 9, ln, fs)
                    for j, ln in enumerate(memo):
                        p.text(cx["memo"], y + j * 9, ln, fs)
                    # a card purchase has no counterparty account: where the statement prints a
                    # placeholder, that cell holds it (no text of the row)
                    no_acct = not t.b or v["blank"] and t.m[5] == "card"
                    if "acct" in cx and not no_acct:
                        p.text(cx["acct"], y, v["accts"][id(t)], fs)
                    for key, empty in (("party", not t.b), ("acct", no_acct)):
                        if v["blank"] and key in cx and empty:
                            p.text(cx[key], y, v["blank"], fs)
                    for key, text in (("chan", v["chans"][id(t)]), ("place", v["places"][id(t)]), ("cur", "人民币"), ("cash", "钞")):
                        if key in cx:
                            p.text(cx[key], y, text, fs)
                    if v["mode"] == "flag":
                        p.text(cx["flag"], y, v["flag"][0] if t.minor < 0 else v["flag"][1], fs)
                    col = "amt" if "amt" in cx else ("dr" if t.minor < 0 else "cr")
                    p.text(cx[col], ay, amt, fs, align="r")
                    if "bal" in cx:
                        p.text(cx["bal"], ay, self.balance(s, t.balance), fs,
                               align="r")
                    # the description and the memo; the counterparty is a field of its own (a wrapped
                    # Chinese name has no space)
                    p.record(t, lines + memo + party, amt, description=" ".join(lines + (["".join(memo)] if memo else [])),
                             counterparty="".join(party) if party else None)
                rows.append(m.Row(h, draw, True))
            if "bal" in cx:
                rows.append(bal_row(heads["opening"] if v["newest"] else heads["closing"],
                                    s.opening if v["newest"] else s.closing))
            if v["totals"]:
                def totals(y):
                    p.line(L, y - 8, Rt, y - 8, 0.4)
                    p.text(cx["desc"], y, R["totals"], fs, True)
                    if "dr" in cx:
                        p.text(cx["dr"], y, self.money(s, debits, True), fs, True, align="r")
                        p.text(cx["cr"], y, self.money(s, credits, True), fs, True, align="r")
                    else:
                        p.text(cx["amt"], y, self.money(s, credits - debits, True) if credits >= debits
                               else self.money(s, credits - debits), fs, True, align="r")
                rows.append(m.Row(14, totals))

            def brk_bottom(y):
                p.text(Rt, y + 4, R["cont"], 6.8, gray=0.35, align="r")

            y = p.table(rows, y, head, p.H - 56, cont_top, brk_bottom)
            if v["cur"] == "line" or v["cur"] == "none":
                if y + 30 > p.H - 56:
                    p.new_page()
                    y = cont_top()
                note = W["line"].format(named=R["named"], cur=R["cur"]) if v["cur"] == "line" else ""
                if note:
                    p.text(L, y + 12, note, 6.8, gray=0.3)

    class UsSections(m.Style):
        """US checking statement in sections, as the largest US banks print it: one table per kind of
        money (deposits; card withdrawals; electronic withdrawals; or BoA-style 'Withdrawals and other
        subtractions'), each 'Date | Description | Amount' with MM/DD dates, its own total line, and a
        'Daily ending balance' table of date and balance pairs in three columns that holds no
        transaction. Chase style prints every amount unsigned (the section gives the direction, the
        first amount of a section with '$'); BoA style prints withdrawals with a minus."""
        name = "us-sections"
        pagesize = m.LETTER
        fonts = ["Helvetica", "Liberation Sans", "DejaVu Sans", "Roboto", "Times", "Noto Sans"]
        n_range = (22, 48)
        weight = 2

        def period(self, rng, k):
            y = rng.choice([2024, 2025])
            start = m.D(y, 12, rng.choice([3, 12])) if k == 1 else m.D(y, rng.randint(1, 12), rng.choice([1, 5, 12, 20]))
            return start, m.add_months(start, 1) - DAY

        def variants(self, rng, spec):
            spec.v = {"look": rng.choice(["chase", "boa"]), "bank": rng.choice(["HUDSON RIVER BANK", "Cascade National Bank",
                                                                           "MIDLAND TRUST BANK"]),
                      "acct": m.rnd_digits(rng, 12), "card": m.rnd_digits(rng, 4), "ids": {id(t): m.rnd_digits(rng, 10)
                                                                                           for t in spec.txns},
                      "daily": rng.random() < 0.85, "dollar_first": rng.random() < 0.6}

        def long_date(self, d):
            return f"{m.EN_MONTHS[d.month - 1]} {d.day}, {d.year}"

        def desc(self, s, t):
            v, a, b, via, k = s.v, t.a, t.b, t.m[5], t.kind
            a_ = a + (t.ref if a.endswith("*") else "")
            pid = v["ids"][id(t)]
            if v["look"] == "chase":
                if k == "salary":
                    return [f"{a} Payroll PPD ID: {pid}"]
                if k in ("in", "refund", "interest"):
                    return [f"Online Transfer From {a} {b}".strip()] if k == "in" else [f"{a} {b}".strip()]
                if k == "out":
                    return [f"Online Transfer To {a} {b}".strip()]
                if k == "atm":
                    return [f"Non-Chase ATM Withdraw {t.date.month:02d}/{t.date.day:02d} {a}".strip()]
                if via == "dd":
                    return [f"{a} Autopay PPD ID: {pid}"]
                return [f"Card Purchase {t.date.month:02d}/{t.date.day:02d} {a_} {b} Card {v['card']}"]
            if k == "salary":
                return [f"{a} DES:PAYROLL ID:{pid}", f"INDN:{s.person[0]} CO ID:{pid[:9]} PPD"]
            if k in ("in", "out"):
                return [f"Online Banking transfer {'from' if k == 'in' else 'to'} {a} Confirmation# {pid}"]
            if k == "atm":
                return [f"BKOFAMERICA ATM {t.date.month:02d}/{t.date.day:02d} WITHDRWL {a}".strip()]
            if via == "dd":
                return [f"{a} DES:AUTOPAY ID:{pid}", f"INDN:{s.person[0]} CO ID:{pid[:9]} PPD"]
            return [f"CHECKCARD {t.date.month:02d}{t.date.day:02d} {a_} {b}".strip()]

        def sections(self, s):
            t_in = [t for t in s.txns if t.minor > 0]
            if s.v["look"] == "boa":
                return [("Deposits and other additions", t_in),
                        ("Withdrawals and other subtractions", [t for t in s.txns if t.minor < 0])]
            card = [t for t in s.txns if t.minor < 0 and (t.m[5] == "card" or t.kind == "atm")]
            other = [t for t in s.txns if t.minor < 0 and t not in card]
            return [("DEPOSITS AND ADDITIONS", t_in), ("ATM & DEBIT CARD WITHDRAWALS", card),
                    ("ELECTRONIC WITHDRAWALS", other)]

        def draw(self, p, s):
            v = s.v
            L, R = 40, p.W - 40
            boa = v["look"] == "boa"
            per = f"{self.long_date(s.start)} {'to' if boa else 'through'} {self.long_date(s.end)}"
            acct = v["acct"] if boa else "000000" + v["acct"]

            def footer(p):
                p.text(L, p.H - 30, f"{v['bank']}  Member FDIC", 6.5, gray=0.35)
                p.text(R, p.H - 30, p.page_label("Page {n} of {m}"), 7, align="r")
            p.footer = footer

            def cont_top():
                p.text(L, 44, v["bank"], 10, True)
                p.text(R, 44, per, 7.5, align="r")
                p.text(R, 54, f"Account Number: {acct}", 7.5, align="r")
                return 74

            p.text(L, 50, v["bank"], 16, True)
            p.text(R, 44, per, 8.5, align="r")
            p.text(R, 56, f"Account Number: {acct}", 8.5, align="r")
            for i, ln in enumerate(s.person):
                p.text(L, 96 + i * 11, ln, 9)
            secs = self.sections(s)
            y = 150
            p.text(L, y, "Account summary" if boa else "CHECKING SUMMARY", 10, True)
            y += 14
            money = lambda minor, sign=False: ("-" if sign and minor < 0 else "") + "$" + m.grp(minor)
            summ = [(f"Beginning balance on {self.long_date(s.start)}" if boa else "Beginning Balance", money(s.opening, True))]
            for title, ts in secs:
                tot = sum(t.minor for t in ts)
                summ.append((title[0] + title[1:].lower() if boa else title.title(),
                             (("-" if tot < 0 else "") + m.grp(tot)) if boa else f"{len(ts)}   {m.grp(tot)}"))
            summ.append((f"Ending balance on {self.long_date(s.end)}" if boa else "Ending Balance", money(s.closing, True)))
            for k_, val in summ:
                p.text(L + 4, y, k_, 8)
                p.text(L + 330, y, val, 8, align="r")
                y += 11
            y += 14
            fs = 7.8
            for title, ts in secs:
                if not ts:
                    continue

                def head(y, title=title):
                    p.text(L, y, title, 9.5, True)
                    p.line(L, y + 4, R, y + 4, 0.8)
                    y += 16
                    p.text(L + 2, y, "Date" if boa else "DATE", fs, True)
                    p.text(L + 50, y, "Description" if boa else "DESCRIPTION", fs, True)
                    p.text(R - 2, y, "Amount" if boa else "AMOUNT", fs, True, align="r")
                    p.line(L, y + 4, R, y + 4, 0.3)
                    return y + 15

                rows = []
                for i, t in enumerate(ts):
                    lines = []
                    for part in self.desc(s, t):
                        lines += p.wrap(part, R - 120 - (L + 50), fs)
                    if boa:
                        amt = ("-" if t.minor < 0 else "") + m.grp(t.minor)
                    else:
                        amt = ("$" if i == 0 and v["dollar_first"] else "") + m.grp(t.minor)

                    def draw(y, t=t, lines=lines, amt=amt):
                        p.text(L + 2, y, f"{t.date.month:02d}/{t.date.day:02d}", fs)
                        for j, ln in enumerate(lines):
                            p.text(L + 50, y + j * 9, ln, fs)
                        p.text(R - 2, y, amt, fs, align="r")
                        p.record(t, lines, amt)
                    rows.append(m.Row(12 + 9 * (len(lines) - 1), draw, True))
                tot = sum(t.minor for t in ts)

                def total(y, title=title, tot=tot):
                    p.line(L, y - 8, R, y - 8, 0.3)
                    p.text(L + 2, y, f"Total {title[0].lower() + title[1:] if boa else title.title()}", fs, True)
                    p.text(R - 2, y, ("-" if tot < 0 and boa else "") + "$" + m.grp(tot), fs, True, align="r")
                rows.append(m.Row(20, total))
                y = p.table(rows, y, head, p.H - 60, cont_top)
                y += 10
            if v["daily"]:
                days = []
                for t in s.txns:
                    if days and days[-1][0] == t.date:
                        days[-1] = (t.date, t.balance)
                    else:
                        days.append((t.date, t.balance))
                per_col = (len(days) + 2) // 3
                title = "Daily ledger balances" if boa else "DAILY ENDING BALANCE"

                def dhead(y):
                    p.text(L, y, title, 9.5, True)
                    p.line(L, y + 4, R, y + 4, 0.8)
                    y += 16
                    for c in range(3):
                        x0 = L + 2 + c * 180
                        p.text(x0, y, "Date" if boa else "DATE", fs, True)
                        p.text(x0 + 130, y, "Balance ($)" if boa else "AMOUNT", fs, True, align="r")
                    return y + 14
                rows = []
                for r in range(per_col):
                    cells = [days[c * per_col + r] for c in range(3) if c * per_col + r < len(days)]

                    def draw(y, cells=cells):
                        for c, (d, bal) in enumerate(cells):
                            x0 = L + 2 + c * 180
                            p.text(x0, y, f"{d.month:02d}/{d.day:02d}", fs)
                            p.text(x0 + 130, y, ("-" if bal < 0 else "") + ("" if boa else "$") + m.grp(bal), fs,
                                   align="r")
                    rows.append(m.Row(11, draw))
                p.table(rows, y, dhead, p.H - 60, cont_top)

    return [WorldLedger(), UsSections()]
