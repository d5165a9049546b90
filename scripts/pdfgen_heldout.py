"""Held-out statement styles of scripts/pdfgen.py.

Whoever tunes the PDF statement reader must not read this file, nor open the statements it draws
(those marked "heldout" in their JSON): they exist only to be scored, never to be studied.
Imported by pdfgen.py, which calls register(module) with itself for the shared helpers.
"""


def register(pg):
    D, DAY, A4, LETTER = pg.D, pg.DAY, pg.A4, pg.LETTER
    Row, us, es, grp = pg.Row, pg.us, pg.es, pg.grp

    # -- Spanish credit card -------------------------------------------------------------------

    class EsCard(pg.Style):
        name = "es-card"
        lang = "spa"
        loc = "es"
        currency = "EUR"
        account = "card"
        pagesize = A4
        fonts = ["Noto Serif", "Lato", "DejaVu Sans Condensed", "Liberation Sans"]

        def period(self, rng, k):
            day = rng.choice([25, 26, 27, 28])
            if k == 1:
                end = D(rng.choice([2024, 2025]) + 1, 1, day)
            else:
                end = D(rng.choice([2024, 2025]), rng.randint(2, 12), day)
            return pg.add_months(end, -1) + DAY, end

        def variants(self, rng, spec):
            spec.v = {"bank": rng.choice(["Banco Meseta", "Caja Levante", "Banco Ibérico del Sur"]),
                      "card": rnd4(rng), "limit": rng.choice([1500, 3000, 6000]) * 100,
                      "mode": rng.choice(["Pago total a fin de mes", "Pago aplazado: cuota fija 150,00 €"])}
            for t in spec.txns:
                if t.kind == "payment":
                    t.m = ("payment", "ABONO LIQUIDACION ANTERIOR", "", 0, 0, "fp")

        def comercio(self, t):
            a = t.a + (t.ref if t.a.endswith("*") else "")
            if t.kind == "refund":
                return f"DEVOLUCION {a}"
            if t.m[5] == "dd" and t.kind == "sub":
                return f"{a.upper()} RECIBO"
            return a.upper() if t.kind != "payment" else a

        def draw(self, p, s):
            v = s.v
            L, R = 46, p.W - 46
            nm, st, city = s.person
            dm = lambda d: f"{d.day:02d} {pg.ES_MON[d.month - 1]}"
            lg = lambda d: f"{d.day} de {pg.ES_MONTHS[d.month - 1]} de {d.year}"
            green = (0.0, 0.38, 0.25)
            compras = -sum(t.minor for t in s.txns if t.minor < 0)
            abonos = sum(t.minor for t in s.txns if t.minor > 0)
            cx = {"f": L + 2, "c": L + 54, "l": L + 300, "i": R - 4}

            def footer(p):
                p.text(L, p.H - 30, f"{v['bank']} - Tarjeta Visa Clásica ****{v['card']}", 6.5, gray=0.4)
                p.text(R, p.H - 30, p.page_label("Hoja {n}/{m}"), 7.5, align="r")
            p.footer = footer

            def cont_top():
                p.text(L, 46, "Detalle de movimientos de su tarjeta (cont.)", 10, True, rgb=green)
                p.line(L, 54, R, 54, 0.8, rgb=green)
                return 74

            p.text(L, 54, v["bank"], 19, True, rgb=green)
            p.text(R, 44, "Liquidación de tarjeta de crédito", 10.5, True, align="r")
            p.text(R, 57, f"Fecha de emisión: {s.end.day:02d}/{s.end.month:02d}/{s.end.year}", 8, align="r")
            p.text(L, 96, nm, 9.5)
            p.text(L, 108, st, 9.5)
            p.text(L, 120, city, 9.5)
            p.text(L, 188, f"Periodo de liquidación: del {lg(s.start)} al {lg(s.end)}", 8.5, True)
            p.text(L, 200, f"Modalidad de pago: {v['mode']}", 8)
            bx = 320
            p.rect(bx, 80, R - bx, 88, fill=(0.93, 0.97, 0.95))
            p.text(bx + 8, 94, "Resumen de su tarjeta", 9, True, rgb=green)
            for i, (k, val) in enumerate((("Saldo anterior", es(-s.opening)), ("Compras y cargos", es(compras)),
                                          ("Abonos", es(-abonos)), ("Saldo a pagar", es(-s.closing)),
                                          ("Límite de crédito", es(v["limit"])))):
                p.text(bx + 8, 108 + i * 11.5, k, 8, bold=i == 3)
                p.text(R - 8, 108 + i * 11.5, f"{val} €", 8, bold=i == 3, align="r")
            y = 214

            def head(y):
                p.rect(L, y, R - L, 15, fill=green)
                for k, lab, al in (("f", "Fecha", "l"), ("c", "Comercio / Concepto", "l"),
                                   ("l", "Localidad", "l"), ("i", "Importe EUR", "r")):
                    p.text(cx[k], y + 10.5, lab, 7.8, True, gray=1, align=al)
                return y + 26

            rows = []
            for t in s.txns:
                c = self.comercio(t)
                loc = "" if t.kind == "payment" else t.b.upper()
                amt = es(-t.minor, sign=False) + ("-" if t.minor > 0 else "")

                def draw(y, t=t, c=c, loc=loc, amt=amt):
                    p.text(cx["f"], y, dm(t.date), 8)
                    p.text(cx["c"], y, c, 8)
                    p.text(cx["l"], y, loc, 8)
                    p.text(cx["i"], y, amt, 8, align="r")
                    p.record(t, [c], amt)
                rows.append(Row(12.5, draw, True))

            def tot(y):
                p.line(L, y - 5, R, y - 5, 0.5)
                p.text(cx["c"], y + 6, "TOTAL MOVIMIENTOS DEL PERIODO", 8, True)
                p.text(cx["i"], y + 6, es(compras - abonos, sign=False), 8, True, align="r")
            rows.append(Row(20, tot))

            def brk_bottom(y):
                p.text(cx["i"], y + 6, "Continúa en la hoja siguiente", 7.5, gray=0.35, align="r")

            y = p.table(rows, y, head, p.H - 52, cont_top, brk_bottom)
            if y + 40 < p.H - 52:
                p.paragraph(L, y + 14, "TAE aplicable a pago aplazado: 22,42 %. Los importes en divisa se convierten "
                            "al tipo de cambio de la fecha de liquidación con una comisión del 3 %.",
                            R - L, 6.8, gray=0.35)
            p.legal_pages(s.legal_pages, cont_top)

    # -- GB ledger: type codes, Paid in before Withdrawn ---------------------------------------

    TYPES = {"sub": "DD", "weekly": "POS", "spend": "POS", "big": "POS", "salary": "BAC", "in": "OTR",
             "refund": "POS", "out": "SO", "atm": "C/L", "interest": "INT"}

    class GbLedger(pg.Style):
        name = "gb-ledger"
        loc = "uk"
        currency = "GBP"
        pagesize = A4
        fonts = ["Liberation Mono", "Lato", "Courier", "Noto Sans"]

        def variants(self, rng, spec):
            spec.v = {"bank": rng.choice(["CAMBRIAN BANK", "PENNINE BUILDING SOCIETY", "WESSEX BANK"]),
                      "stmt": rng.randint(20, 140), "sort": f"{rng.randint(10, 99)}-{rng.randint(10, 99)}-"
                                                         f"{rng.randint(10, 99)}", "acct": pg.rnd_digits(rng, 8)}

        def code(self, t):
            if t.kind == "sub" and t.m[5] == "card":
                return "POS"
            return TYPES.get(t.kind, "OTR")

        def desc(self, t):
            a = t.a + (t.ref if t.a.endswith("*") else "")
            if t.kind in ("in", "out"):
                return f"{a} {t.b}".strip()
            if t.kind == "salary":
                return a
            if t.m[5] == "dd":
                return f"{a}"
            if t.kind == "refund":
                return f"{a} REFUND"
            return f"{a} {t.b}".strip() if t.kind != "atm" else a

        def draw(self, p, s):
            v = s.v
            L, R = 38, p.W - 38
            nm, st, town, pc = s.person
            dt_ = lambda d: f"{d.day:02d} {pg.EN_MON[d.month - 1].upper()} {d.year}"
            bal = lambda b: f"{us(abs(b))} {'CR' if b >= 0 else 'OD'}"
            cx = {"d": L, "t": L + 70, "desc": L + 100, "in": R - 170, "out": R - 95, "b": R}
            dw = cx["in"] - 58 - cx["desc"]

            def footer(p):
                p.text(L, p.H - 28, f"{v['bank']} | Sort Code {v['sort']} | Account {v['acct']} | "
                       f"Statement No. {v['stmt']}", 6.5, gray=0.35)
                p.text(R, p.H - 28, p.page_label("Sheet {n}"), 7, align="r")
            p.footer = footer

            def cont_top():
                p.text(L, 42, v["bank"], 11, True)
                p.text(R, 42, f"{nm} - STATEMENT {v['stmt']}", 7.5, align="r")
                return 62

            p.text(L, 48, v["bank"], 17, True)
            p.text(L, 62, "CURRENT ACCOUNT STATEMENT", 9)
            p.text(R, 48, f"STATEMENT NUMBER {v['stmt']}", 8, True, align="r")
            p.text(R, 60, f"FROM {dt_(s.start)} TO {dt_(s.end)}", 8, align="r")
            for i, ln in enumerate((nm, st, town, pc)):
                p.text(L + 20, 110 + i * 11, ln, 9)
            p.rect(330, 96, R - 330, 52, stroke=0.2, lw=0.8)
            p.text(338, 110, f"SORT CODE    {v['sort']}", 8)
            p.text(338, 122, f"ACCOUNT NO   {v['acct']}", 8)
            p.text(338, 134, "BIC CAMBGB2L  IBAN GB29 CAMB " + v["sort"].replace("-", "") + " " + v["acct"], 6.8)
            y = 176

            def head(y):
                p.line(L, y, R, y, 0.8)
                for k, lab, al in (("d", "DATE", "l"), ("t", "TYPE", "l"), ("desc", "DESCRIPTION", "l"),
                                   ("in", "PAID IN", "r"), ("out", "WITHDRAWN", "r"), ("b", "BALANCE", "r")):
                    p.text(cx[k], y + 11, lab, 7.5, True, align=al)
                p.line(L, y + 15, R, y + 15, 0.8)
                return y + 26

            state = {"bal": s.opening, "bf": set()}
            rows = []

            def fwd(label):
                def draw(y):
                    p.text(cx["desc"], y, label, 7.6)
                    p.text(cx["b"], y, bal(state["bal"]), 7.6, align="r")
                return draw
            rows.append(Row(12, fwd("BALANCE FROM PREVIOUS STATEMENT")))
            for t in s.txns:
                lines = p.wrap(self.desc(t), dw, 7.6)
                amt = us(t.minor)

                def draw(y, t=t, lines=lines, amt=amt):
                    p.text(cx["d"], y, dt_(t.date), 7.6)
                    p.text(cx["t"], y, self.code(t), 7.6)
                    for j, ln in enumerate(lines):
                        p.text(cx["desc"], y + j * 9.2, ln, 7.6)
                    p.text(cx["in"] if t.minor > 0 else cx["out"], y, amt, 7.6, align="r")
                    p.text(cx["b"], y, bal(t.balance), 7.6, align="r")
                    state["bal"] = t.balance
                    p.record(t, lines, amt)
                rows.append(Row(12 + 9.2 * (len(lines) - 1), draw, True))
            rows.append(Row(14, fwd("BALANCE TO NEXT STATEMENT")))

            def brk_bottom(y):
                p.text(cx["desc"], y + 2, "BALANCE CARRIED FORWARD", 7.6)
                p.text(cx["b"], y + 2, bal(state["bal"]), 7.6, align="r")

            def head_cont(y):
                y = head(y)
                if p.page > 1 and p.page not in state["bf"]:
                    state["bf"].add(p.page)
                    fwd("BALANCE BROUGHT FORWARD")(y)
                    y += 12
                return y

            y = p.table(rows, y, head_cont, p.H - 50, cont_top, brk_bottom)
            if y + 40 < p.H - 50:
                p.text(L, y + 14, "TYPE CODES: BAC BANK GIRO CREDIT  C/L CASH  DD DIRECT DEBIT  INT INTEREST  "
                       "OTR OTHER  POS POINT OF SALE  SO STANDING ORDER", 6.2, gray=0.35)
            p.legal_pages(s.legal_pages, cont_top)

    # -- US ledger: date group headers, parentheses for debits ---------------------------------

    class UsLedger(pg.Style):
        name = "us-ledger"
        pagesize = LETTER
        fonts = ["Lato", "Noto Serif", "Liberation Serif", "DejaVu Sans Condensed"]
        n_range = (20, 48)

        def period(self, rng, k):
            start = D(rng.choice([2024, 2025]), rng.randint(1, 12), rng.choice([1, 3, 9]))
            return start, pg.add_months(start, 1) - DAY

        def variants(self, rng, spec):
            spec.v = {"bank": rng.choice(["Lakeshore Credit Union", "Prairie Federal Savings", "Redwood CU"]),
                      "acct": "*" + pg.rnd_digits(rng, 4), "member": pg.rnd_digits(rng, 7)}

        def desc(self, t):
            a = t.a + (t.ref if t.a.endswith("*") else "")
            if t.kind in ("spend", "big", "weekly") or (t.kind == "sub" and t.m[5] == "card"):
                return [f"Debit Card Purchase - {a}", t.b]
            if t.kind == "sub":
                return [f"ACH Debit - {a}", t.b]
            if t.kind == "refund":
                return [f"Debit Card Credit - {a}", t.b]
            if t.kind == "salary":
                return [f"Direct Deposit - {a}"]
            if t.kind == "atm":
                return [f"ATM Withdrawal - {t.b}"]
            if t.kind == "interest":
                return ["Dividend Earned"]
            if t.kind == "in":
                return [f"Deposit - {a}"]
            return [f"Withdrawal - {a}"]

        def draw(self, p, s):
            v = s.v
            L, R = 50, p.W - 50
            nm, st, city = s.person
            long_d = lambda d: f"{['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][d.weekday()]}, " \
                               f"{pg.EN_MONTHS[d.month - 1]} {d.day}, {d.year}"
            money = lambda m: f"({us(m)})" if m < 0 else us(m)
            blue = (0.1, 0.3, 0.5)
            cx = {"desc": L + 14, "a": R - 90, "b": R}
            dw = cx["a"] - 60 - cx["desc"]

            def footer(p):
                p.text(p.W / 2, p.H - 30, p.page_label("{n} of {m}"), 7.5, align="c")
                p.text(L, p.H - 30, "Federally insured by NCUA", 6.5, gray=0.4)
            p.footer = footer

            def cont_top():
                p.text(L, 44, f"{v['bank']}  -  Member #{v['member']}", 9, True, rgb=blue)
                return 66

            p.text(L, 54, v["bank"], 18, True, rgb=blue)
            p.text(R, 44, "Member Statement", 10, True, align="r")
            p.text(R, 56, f"{pg.EN_MON[s.start.month - 1]} {s.start.day}, {s.start.year} through "
                          f"{pg.EN_MON[s.end.month - 1]} {s.end.day}, {s.end.year}", 8, align="r")
            p.text(R, 68, f"Member #{v['member']}", 8, align="r")
            for i, ln in enumerate((nm.title(), st.title(), city)):
                p.text(L, 104 + i * 12, ln, 9.5)
            y = 160
            p.text(L, y, f"Share Draft Checking {v['acct']}", 11, True, rgb=blue)
            y += 6
            p.line(L, y, R, y, 0.8, rgb=blue)
            y += 14
            ins = sum(t.minor for t in s.txns if t.minor > 0)
            outs = -sum(t.minor for t in s.txns if t.minor < 0)
            for k, val in (("Previous Balance", us(s.opening)), ("Deposits & Credits", us(ins)),
                           ("Withdrawals & Debits", f"({us(outs)})"), ("New Balance", us(s.closing))):
                p.text(L + 14, y, k, 8.5)
                p.text(L + 300, y, val, 8.5, align="r")
                y += 12
            y += 16

            def head(y):
                p.text(cx["desc"], y + 10, "Transaction", 8, True, rgb=blue)
                p.text(cx["a"], y + 10, "Amount", 8, True, rgb=blue, align="r")
                p.text(cx["b"], y + 10, "Balance", 8, True, rgb=blue, align="r")
                p.line(L, y + 14, R, y + 14, 0.5, rgb=blue)
                return y + 26

            rows = []
            txns = s.txns
            for i, t in enumerate(txns):
                if i == 0 or txns[i - 1].date != t.date:
                    def dh(y, d=t.date):
                        p.text(L, y + 2, long_d(d), 8.5, True)
                    rows.append(Row(14, dh))
                lines = [w for ln in self.desc(t) for w in p.wrap(ln, dw, 8)]
                amt = money(t.minor)
                last = i + 1 == len(txns) or txns[i + 1].date != t.date

                def draw(y, t=t, lines=lines, amt=amt):
                    for j, ln in enumerate(lines):
                        p.text(cx["desc"], y + j * 9.5, ln, 8, gray=0 if j == 0 else 0.3)
                    p.text(cx["a"], y, amt, 8, align="r")
                    p.record(t, lines, amt)
                rows.append(Row(12.5 + 9.5 * (len(lines) - 1), draw, True))
                if last:
                    def db(y, b=t.balance):
                        p.text(cx["desc"], y, "Daily Ending Balance", 7.5, gray=0.35)
                        p.text(cx["b"], y, us(b), 7.5, gray=0.35, align="r")
                    rows.append(Row(15, db))

            def brk_bottom(y):
                p.text(p.W / 2, y + 6, "- Continued -", 7.5, gray=0.3, align="c")

            y = p.table(rows, y, head, p.H - 54, cont_top, brk_bottom)
            if y + 30 < p.H - 54:
                p.text(L, y + 12, f"Dividends year to date: $ {us(sum(t.minor for t in txns if t.kind == 'interest'))}",
                       7.5, gray=0.35)
            p.legal_pages(s.legal_pages, cont_top)

    # -- Chinese ledger: landscape, yyyymmdd, 支出/收入, 摘要 after the amounts --------------------

    class CnLedger(pg.Style):
        name = "cn-ledger"
        lang = "chi_sim"
        loc = "zh"
        currency = "CNY"
        pagesize = (A4[1], A4[0])
        fonts = ["WenQuanYi Micro Hei", "AR PL UMing", "WenQuanYi Zen Hei"]

        def variants(self, rng, spec):
            spec.v = {"bank": rng.choice(["东海商业银行", "长江实业银行", "华夏东方银行"]),
                      "acct": "6217" + pg.rnd_digits(rng, 15),
                      "times": times(rng, spec.txns),
                      "cp": {id(t): "62" + pg.rnd_digits(rng, 14) for t in spec.txns}}

        def draw(self, p, s):
            v = s.v
            L, R = 30, p.W - 30
            nm, addr = s.person
            ymd = lambda d: d.strftime("%Y%m%d")
            cx = {"n": L + 2, "d": L + 26, "t": L + 78, "cur": L + 124, "out": L + 230, "in": L + 300,
                  "b": L + 376, "z": L + 388, "c": L + 520}

            def footer(p):
                p.text(R, p.H - 24, p.page_label("{n}/{m}"), 8, align="r")
            p.footer = footer

            def top():
                p.text(p.W / 2, 38, f"{v['bank']}活期账户交易明细", 14, True, align="c")
                p.text(L, 60, f"客户名称：{nm}", 8.5)
                p.text(L + 180, 60, f"卡号/账号：{v['acct']}", 8.5)
                p.text(L + 420, 60, f"起始日期：{ymd(s.start)}", 8.5)
                p.text(L + 560, 60, f"截止日期：{ymd(s.end)}", 8.5)
                return 74

            def head(y):
                p.line(L, y, R, y, 0.8)
                for k, lab, al in (("n", "序号", "l"), ("d", "交易日期", "l"), ("t", "交易时间", "l"),
                                   ("cur", "币别", "l"), ("out", "支出", "r"), ("in", "收入", "r"),
                                   ("b", "余额", "r"), ("z", "摘要", "l"), ("c", "对方账号与户名", "l")):
                    p.text(cx[k], y + 11, lab, 8, True, align=al)
                p.line(L, y + 15, R, y + 15, 0.5)
                return y + 26

            rows = []
            for i, t in enumerate(s.txns):
                z = t.a
                assert p.width(z, 7.6) < cx["c"] - cx["z"] - 4, z
                cp = [v["cp"][id(t)], t.b] if t.b and t.kind in ("salary", "in", "out") else [t.b or ""]
                amt = grp(t.minor)

                def draw(y, i=i, t=t, z=z, cp=cp, amt=amt):
                    p.text(cx["n"], y, str(i + 1), 7.6)
                    p.text(cx["d"], y, ymd(t.date), 7.6)
                    p.text(cx["t"], y, v["times"][id(t)], 7.6)
                    p.text(cx["cur"], y, "人民币", 7.6)
                    p.text(cx["out"] if t.minor < 0 else cx["in"], y, amt, 7.6, align="r")
                    p.text(cx["b"], y, grp(t.balance), 7.6, align="r")
                    p.text(cx["z"], y, z, 7.6)
                    for j, ln in enumerate(cp):
                        p.text(cx["c"], y + j * 9, ln, 7.2)
                    p.record(t, [z], amt)
                rows.append(Row(9 * len(cp) + 4, draw, True))

            def brk_bottom(y):
                p.text(p.W / 2, y + 6, "（下页续）", 7.5, gray=0.3, align="c")

            y = p.table(rows, top() + 4, head, p.H - 40, top, brk_bottom)
            p.text(L, min(y + 14, p.H - 44), f"本页打印笔数：共 {len(s.txns)} 笔    期末余额：{grp(s.closing)}", 8)

    def times(rng, txns):
        """hh:mm:ss per transaction, increasing within a day."""
        out, day = {}, {}
        for t in txns:
            day.setdefault(t.date, []).append(t)
        for d, ts in day.items():
            secs = sorted(rng.randint(6 * 3600, 23 * 3600) for _ in ts)
            for t, x in zip(ts, secs):
                out[id(t)] = f"{x // 3600:02d}:{x // 60 % 60:02d}:{x % 60:02d}"
        return out

    def rnd4(rng):
        return pg.rnd_digits(rng, 4)

    return [EsCard(), GbLedger(), UsLedger(), CnLedger()]
