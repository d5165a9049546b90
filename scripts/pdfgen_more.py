"""Tuning styles 'cn-bank' and 'us-credit-union' for scripts/pdfgen.py, registered like pdfgen_world
(and 'us-community', 'cn-bank-more', 'us-register': see their docstrings).

cn-bank: account-history printouts of the big Chinese banks, one of four table shapes per statement,
each modelled on public descriptions of how such a bank prints it (the banks' names are invented):

- ICBC-like 借记卡账户历史明细: 交易日期 | 帐号 | 储种 | 序号 | 币种 | 钞汇 | 摘要 | 地区 | 收入/支出金额
  (signed '+8,500.00' / '-18.00') | 余额 | 对方户名 | 对方帐号 | 渠道; landscape;
- CCB-like 活期账户交易明细: 序号 | 摘要 | 币别 | 钞汇 | 交易日期 ('20250305', the date not first) |
  交易金额 (signed) | 账户余额 | 交易地点/附言 | 对方账号与户名 (the account on the cell's first line,
  the name under it); landscape;
- BOC-like 交易流水明细: 记账日期 | 记账时间 | 币别 | 金额 | 余额 | 交易名称 | 渠道 | 网点名称 | 附言 |
  对方账户名 | 对方卡号/账号 | 对方开户行 (the money before the names); landscape;
- CMB-like 账户交易流水: 记账日期 | 货币 | 交易金额 | 联机余额 | 交易摘要 | 对方信息 (merchant and
  company in one wrapping cell); portrait or landscape.

Small CJK type (7-8 pt), cells that wrap inside their column (a long 对方户名 / 附言 on two or three
lines), a header block (户名, 账号, 起止日期, 币种) repeated in short on later pages, the column header on
every page, footers '第 N 页 共 M 页', sometimes 本页支出小计 / 本页收入小计 at each page's foot and a
支出合计 / 收入合计 block at the end (none of them transactions), some printouts newest first. The
description is the summary column, then the memo column (附言 / 交易地点) when there is one, joined by
one space; the counterparty (对方户名, or the name part of 对方账号与户名 / 对方信息) is the truth's
`counterparty`; the counterparty's account, bank, the channel, the branch, the region, 储种, 币种 and
钞汇 are in neither.

us-credit-union: a US credit union / community bank statement holding several sub-accounts (SHARE
SAVINGS, SHARE DRAFT CHECKING, sometimes MONEY MARKET), each its own table 'Date | Transaction
Description | Withdrawals | Deposits | Balance' (either money order) or 'Date | Transaction
Description | Amount | Balance' with a trailing minus ('45.00-'), optionally a 'Check #' column;
Beginning / Ending Balance rows, Dividend rows (some with an 'Annual Percentage Yield Earned ... from
.. through ..' second line), checks ('Check 1043', or 'CHECK' with the number in its own column) and
a CHECKS CLEARED table of check number / date / amount in 2-3 column pairs, ACH DEBIT / POS PURCHASE /
DEBIT CARD PURCHASE XXXX1234 descriptions with a second line (Trace#, merchant city), transfers
between the sub-accounts (printed in both), MM/DD dates with the year from the statement period
(including a December -> January period), a summary-of-accounts table and a year-to-date box.
"""
import datetime as dt
import zlib

DAY = dt.timedelta(days=1)

CN_LAYOUTS = ["icbc", "ccb", "boc", "cmb"]
# extra monthly debits of a Chinese household: utilities (their amounts change every month)
CN_UTIL = [("sub", "水电燃气-燃气费", "上海燃气有限公司", 40.00, 160.00, "dd"),
           ("sub", "水电燃气-水费", "上海城投水务（集团）有限公司", 30.00, 95.00, "dd"),
           ("sub", "水电燃气-电费", "国网上海市电力公司", 80.00, 320.00, "dd")]
CN_LANDLORDS = ["陈建国", "周丽华", "赵志强", "孙秀英", "吴海燕"]
CN_BANKS = {"icbc": ["东岳工商银行", "南海工商银行"], "ccb": ["远山建设银行", "北川建设银行"],
            "boc": ["北辰中华银行", "西京中华银行"], "cmb": ["海港招商银行", "滨江招商银行"],
            "abc": ["青禾农业银行", "东原农业银行"], "bocom": ["临江交通银行", "北岸交通银行"],
            "psbc": ["山城邮政储蓄银行", "南湖邮政储蓄银行"]}
# cn-bank-more: the shapes whose summary stands after the money or the counterparty
CN_LAYOUTS_MORE = ["abc", "bocom", "psbc"]
# Titles Chinese banks print for the same column (交易流水 printouts and exports of several banks).
CN_TITLE_SYNONYMS = {
    "z": ["摘要", "交易摘要", "业务摘要", "摘要说明", "交易说明", "业务类型", "交易类型"],
    "cp": ["对方户名", "对方名称", "交易对手", "对方账户名称", "收/付款人", "对手户名", "交易对方"],
    "memo": ["附言", "交易附言", "用途", "备注", "交易备注", "交易地点"],
    "bal": ["余额", "账户余额", "本次余额", "联机余额", "可用余额"],
    "date": ["交易日期", "记账日期", "入账日期"],
    "amt": ["交易金额", "发生额", "金额", "交易额"],
}

CN_TITLES = {"icbc": ["借记卡账户历史明细清单", "个人账户历史明细"], "ccb": ["活期账户交易明细", "个人活期账户交易明细"],
             "boc": ["交易流水明细清单", "个人账户交易流水明细"], "cmb": ["账户交易流水", "个人账户交易流水"],
             "abc": ["个人活期账户明细", "借记卡交易明细"], "bocom": ["账户交易明细清单", "个人账户交易明细"],
             "psbc": ["个人账户交易明细", "活期账户交易明细"]}
CN_CP_BANKS = ["财付通支付科技有限公司", "支付宝（中国）网络技术有限公司", "招商银行股份有限公司上海分行",
               "中国建设银行股份有限公司北京市分行", "上海浦东发展银行股份有限公司", "网银在线（北京）科技有限公司"]


def third_party(a):
    return a.startswith(("财付通", "支付宝", "京东支付"))


def register(m):
    """Builds the styles on pdfgen's classes (module m) and returns them."""

    # -----------------------------------------------------------------------------------------
    class CnBank(m.Style):
        """Chinese big-bank account-history printouts in four banks' table shapes (ICBC, CCB, BOC and
        CMB-like; see the module docstring): landscape A4 for the wide tables, 7-8 pt CJK type, wrapping
        name cells, the date column first or fifth, signed amounts with or without thousands
        separators, 本页小计 / 合计 lines that are not transactions, '第 N 页 共 M 页'."""
        name = "cn-bank"
        lang = "chi_sim"
        loc = "zh"
        currency = "CNY"
        pagesize = (m.A4[1], m.A4[0])
        fonts = ["WenQuanYi Zen Hei", "AR PL UMing", "Noto Sans CJK SC", "AR PL UKai"]
        n_range = (24, 50)
        weight = 2   # four banks' shapes
        drawn = CN_LAYOUTS

        def period(self, rng, k):
            y = rng.choice([2024, 2025])
            start = m.D(y, rng.randint(1, 12), rng.choice([1, 1, 1, 5, 11, 16, 21]))
            months = rng.choice([1, 1, 1, 2])
            return start, m.add_months(start, months) - DAY

        def make(self, rng, k, long=False, period=None, prof=None, payment=None, n=None):
            drawn = self.drawn
            layout = drawn[k % len(drawn)] if k < len(drawn) else rng.choice(drawn)
            start, end = period or self.period(rng, k)
            prof = prof or m.Profile(rng, "zh", "current")
            utils = rng.sample(CN_UTIL, rng.randint(0, 2))
            extra = [(u, rng.randint(3, 26), m.price(rng, u[3], u[4])) for u in utils]
            n = n or rng.randint(*self.n_range) * ((end - start).days // 28)
            txns = m.gen_txns(rng, prof, start, end, n, extra_subs=extra)
            landlord = rng.choice(CN_LANDLORDS)
            for t in txns:
                if t.m in utils:   # a utility bill: a new amount every month
                    t.minor = -m.price(rng, t.m[3], t.m[4])
                if t.kind == "out" and t.m[5] == "so":   # the rent, to the landlord
                    t.m = (t.m[0], t.m[1], landlord) + tuple(t.m[3:])
                    t.extra["rent"] = True
            spec = m.Spec(name=f"{self.name}-{k + 1:02d}", style=self.name, start=start, end=end, txns=txns,
                          person=rng.choice(m.PEOPLE["zh"]), long=long, seed_digits=m.rnd_digits(rng, 16),
                          acct_digits=m.rnd_digits(rng, 10), last4=m.rnd_digits(rng, 4))
            spec.opening = m.safe_opening(rng, txns, 2000_00, 30000_00)
            spec.closing = m.assign_balances(txns, spec.opening)
            spec.legal = "zh"
            spec.layout = layout
            if layout == "cmb" and rng.random() < 0.5:
                spec.pagesize = m.A4
            self.variants(rng, spec)
            return spec

        def variants(self, rng, spec):
            lay = spec.layout
            tx = spec.txns
            card = "6222" + m.rnd_digits(rng, 15) if lay == "icbc" else "6217" + m.rnd_digits(rng, 15) \
                if lay == "ccb" else "6216" + m.rnd_digits(rng, 15) if lay == "boc" else "6214" + m.rnd_digits(rng, 12)
            spec.v = {
                "bank": rng.choice(CN_BANKS[lay]), "title": rng.choice(CN_TITLES[lay]), "card": card,
                "fs": rng.choice([7.0, 7.0, 7.5, 8.0]), "sep": rng.choice([",", ","] + ([""] if lay == "ccb" else [])),
                "plus": lay == "icbc" or rng.random() < 0.2,
                "newest": lay in ("icbc", "cmb") and rng.random() < 0.35,
                "grid": rng.random() < 0.5, "shade": rng.choice([0.85, 0.9, (0.86, 0.9, 0.97)]),
                "pagesub": rng.random() < 0.45, "total": rng.random() < 0.6,
                "footer": rng.choice(["第 {n} 页 共 {m} 页", "第{n}页/共{m}页", "共 {m} 页 第 {n} 页"]),
                "to": rng.choice(["至", "—", "~"]),
                "datef": {"icbc": rng.choice(["%Y-%m-%d", "%Y-%m-%d", "%Y/%m/%d"]), "ccb": "%Y%m%d",
                          "boc": rng.choice(["%Y-%m-%d", "%Y/%m/%d"]), "cmb": "%Y-%m-%d", "abc": "%Y-%m-%d",
                          "bocom": "%Y-%m-%d", "psbc": "%Y%m%d"}[lay],
                "region": rng.choice(["code", "name"]),
                "printed": f"{(spec.end + DAY * rng.randint(1, 9)):%Y-%m-%d} {rng.randint(8, 18):02d}:"
                           f"{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}",
                "cpacct": {id(t): (m.rnd_digits(rng, 4) + ("*" * rng.choice([6, 8]) if rng.random() < 0.6 else
                                                             m.rnd_digits(rng, 8)) + m.rnd_digits(rng, 4)) for t in tx},
                "cpbank": {id(t): rng.choice(CN_CP_BANKS) for t in tx},
                "chan": {id(t): rng.choice(["网上银行", "手机银行", "POS", "快捷支付", "银联无卡"]) for t in tx},
                "time": {id(t): f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}" for t in tx},
                "branch": {id(t): rng.choice(["", "", "上海市分行营业部", "浦东新区支行", "北京市朝阳支行"]) for t in tx},
                "regcode": rng.choice(["1001", "0200", "4301", "3602"]),
                "regname": rng.choice(["上海", "北京", "杭州", "深圳"]),
                "atmplace": rng.choice(["上海市浦东新区世纪大道ATM", "北京市朝阳区建国路自助银行", "杭州市西湖区文三路ATM"]),
            }
            if lay in ("ccb", "boc", "icbc") and rng.random() < 0.3:
                spec.max_rows = rng.choice([16, 20, 24])
            # Banks title the same columns many ways (drawn last: the draws above stay as they were):
            # half the statements keep the layout's own titles, the others take a synonym each.
            spec.v["titles"] = {} if rng.random() < 0.5 else {k: rng.choice(opts) for k, opts in CN_TITLE_SYNONYMS.items()}

        # -- what each column prints ------------------------------------------------------------

        def word(self, s, t):
            """The bank's summary (摘要 / 交易名称 / 交易摘要) of a transaction."""
            lay, k, a, via = s.layout, t.kind, t.a, t.m[5]
            tp = third_party(a)
            tab = {
                "icbc": {"salary": "代发工资", "in": "跨行汇款", "out": "转账", "atm": "取款", "refund": "退款",
                         "interest": "结息"},
                "ccb": {"salary": "代发工资", "in": "转账存入", "out": "转账支取", "atm": "ATM取款", "refund": "退货",
                        "interest": "利息存入"},
                "boc": {"salary": "代发工资", "in": "转账汇入", "out": "转账汇出", "atm": "ATM取款", "refund": "退款",
                        "interest": "利息"},
                "cmb": {"salary": "代发工资", "in": "汇入汇款", "out": "转账汇款", "atm": "ATM取款", "refund": "退款",
                        "interest": "账户结息"},
                "abc": {"salary": "代发工资", "in": "转账", "out": "转账", "atm": "取款", "refund": "退货",
                        "interest": "结息"},
                "bocom": {"salary": "代发工资", "in": "转入", "out": "转出", "atm": "ATM取款", "refund": "退款",
                          "interest": "结息"},
                "psbc": {"salary": "代发工资", "in": "转账存入", "out": "转账支取", "atm": "取款", "refund": "退款",
                         "interest": "利息"},
            }[lay]
            if k in tab:
                return tab[k]
            if via == "dd":
                return {"icbc": "代扣", "ccb": "代扣", "boc": "自动扣款", "cmb": "自动扣款", "abc": "代扣", "bocom": "代扣",
                        "psbc": "代收"}[lay]
            if tp:
                return {"icbc": "快捷支付", "ccb": "网上支付", "boc": "网上快捷支付", "cmb": "快捷支付", "abc": "快捷支付",
                        "bocom": "网上支付", "psbc": "快捷支付"}[lay]
            return {"icbc": "消费", "ccb": "消费", "boc": "银联消费", "cmb": "银联在线支付", "abc": "消费", "bocom": "消费",
                    "psbc": "消费"}[lay]

        def memo(self, s, t):
            """附言 / 交易地点 (CCB, BOC)."""
            k = t.kind
            if k == "salary":
                return "工资"
            if t.extra.get("rent"):
                return "房租"
            if k == "atm":
                return s.v["atmplace"] if s.layout == "ccb" else ""
            if k in ("in", "out", "interest"):
                return ""
            return t.a

        def party(self, s, t):
            """The counterparty's name."""
            k = t.kind
            if k in ("atm", "interest") or not t.b:
                return ""
            if s.layout == "icbc" and k not in ("in", "out", "salary") and t.m[5] != "dd":
                return t.a   # ICBC names the payment channel and merchant: 财付通-美团外卖
            return t.b

        def columns(self, s):
            """[(key, title, relative width, align)], the titles renamed by `titles` (a column whose
            title names two things, 收入/支出金额, 交易地点/附言, 对方账号与户名, keeps it)."""
            names = s.v.get("titles", {})
            return [(k, names.get(k, t) if "/" not in t and "与" not in t else t, w, a) for k, t, w, a in self.layouts(s)]

        def layouts(self, s):
            return {
                "icbc": [("date", "交易日期", 50, "l"), ("acct", "帐号", 84, "l"), ("kind", "储种", 22, "l"),
                         ("seq", "序号", 24, "l"), ("cur", "币种", 28, "l"), ("cash", "钞汇", 20, "l"),
                         ("z", "摘要", 40, "l"), ("reg", "地区", 26, "l"), ("amt", "收入/支出金额", 62, "r"),
                         ("bal", "余额", 62, "r"), ("cp", "对方户名", 62, "l"), ("cpa", "对方帐号", 82, "l"),
                         ("chan", "渠道", 40, "l")],
                "ccb": [("seq", "序号", 24, "l"), ("z", "摘要", 46, "l"), ("cur", "币别", 30, "l"),
                        ("cash", "钞汇", 20, "l"), ("date", "交易日期", 46, "l"), ("amt", "交易金额", 60, "r"),
                        ("bal", "账户余额", 62, "r"), ("memo", "交易地点/附言", 112, "l"),
                        ("cp", "对方账号与户名", 128, "l")],
                "boc": [("date", "记账日期", 50, "l"), ("time", "记账时间", 40, "l"), ("cur", "币别", 28, "l"),
                        ("amt", "金额", 58, "r"), ("bal", "余额", 60, "r"), ("z", "交易名称", 56, "l"),
                        ("chan", "渠道", 38, "l"), ("branch", "网点名称", 62, "l"), ("memo", "附言", 88, "l"),
                        ("cp", "对方账户名", 84, "l"), ("cpa", "对方卡号/账号", 80, "l"), ("cpb", "对方开户行", 84, "l")],
                "cmb": [("date", "记账日期", 56, "l"), ("cur", "货币", 34, "l"), ("amt", "交易金额", 66, "r"),
                        ("bal", "联机余额", 66, "r"), ("z", "交易摘要", 68, "l"), ("cp", "对方信息", 200, "l")],
                # the summary last, after the counterparty and the bank that served it
                "abc": [("date", "交易日期", 50, "l"), ("time", "交易时间", 44, "l"), ("amt", "交易金额", 62, "r"),
                        ("bal", "本次余额", 62, "r"), ("cp", "对方户名", 96, "l"), ("cpa", "对方账号", 84, "l"),
                        ("cpb", "交易行", 84, "l"), ("chan", "交易渠道", 44, "l"), ("z", "交易用途", 56, "l")],
                # a debit/credit mark beside unsigned money; the summary last
                "bocom": [("date", "交易日期", 50, "l"), ("time", "交易时间", 44, "l"), ("chan", "交易方式", 48, "l"),
                          ("dir", "借贷状态", 34, "l"), ("amt", "交易金额", 60, "r"), ("bal", "余额", 60, "r"),
                          ("cpa", "对方账号", 84, "l"), ("cp", "对方户名", 96, "l"), ("z", "摘要", 56, "l")],
                # the summary before the money, the counterparty's account before its name
                "psbc": [("date", "交易日期", 50, "l"), ("chan", "交易渠道", 44, "l"), ("z", "摘要", 56, "l"),
                         ("amt", "交易金额", 62, "r"), ("bal", "账户余额", 62, "r"), ("cpa", "对方账号", 84, "l"),
                         ("cp", "对方户名", 110, "l")],
            }[s.layout]

        def money(self, s, minor, plus=None):
            v = s.v
            if s.layout == "bocom":   # the 借贷状态 column says the direction
                return m.grp(minor, ".", v["sep"])
            plus = v["plus"] if plus is None else plus
            return ("-" if minor < 0 else "+" if plus and minor > 0 else "") + m.grp(minor, ".", v["sep"])

        def order(self, spec):
            return list(reversed(spec.txns)) if spec.v["newest"] else spec.txns

        def draw(self, p, s):
            v, lay = s.v, s.layout
            L, R = 28, p.W - 28
            fs = v["fs"]
            lead = fs * 1.32
            pad = 3
            nm, addr = s.person
            fd = lambda d: d.strftime(v["datef"])
            cols = self.columns(s)
            scale = (R - L) / sum(w for _, _, w, _ in cols)
            cx, x = {}, L
            for key, title, w, al in cols:
                cx[key] = (x, x + w * scale, al, title)
                x += w * scale
            inner = lambda key: cx[key][1] - cx[key][0] - 2 * pad

            def cell(key, y, lines, size=fs, bold=False):
                a, b, al, _ = cx[key]
                for j, ln in enumerate(lines):
                    p.text(a + pad if al == "l" else b - pad, y + j * lead, ln, size, bold, align=al)

            def footer(p):
                p.text(L, p.H - 22, f"打印时间：{v['printed']}", 6.5, gray=0.35)
                p.text(p.W / 2, p.H - 22, p.page_label(v["footer"]), 7.5, align="c")
                p.text(R, p.H - 22, "本清单仅供参考，不作为收付款凭证", 6.5, gray=0.35, align="r")
            p.footer = footer

            acct = v["card"]
            per = f"{s.start:%Y-%m-%d} {v['to']} {s.end:%Y-%m-%d}" if lay != "ccb" else \
                f"{s.start:%Y%m%d} {v['to']} {s.end:%Y%m%d}"

            def top():
                if p.page == 1:
                    p.text(p.W / 2, 38, v["bank"] + v["title"], 14, True, align="c")
                    p.text(L, 60, f"户名：{nm}", 8.5)
                    p.text(L + 150, 60, f"账号：{acct}", 8.5)
                    p.text(L + 360, 60, "币种：人民币", 8.5)
                    p.text(R, 60, "钞汇标志：钞", 8.5, align="r")
                    p.text(L, 74, f"起止日期：{per}", 8.5)
                    if lay in ("icbc", "boc"):
                        p.text(L + 360, 74, f"开户网点：{v['bank']}{'上海市分行' if 'icbc' == lay else '营业部'}", 8.5)
                    p.text(R, 74, f"期初余额：{m.grp(s.opening)}", 8.5, align="r")
                    return 86
                p.text(L, 30, f"{v['bank']}{v['title']}（续）", 9, True)
                p.text(R, 30, f"户名：{nm}  账号：{acct}", 7.5, align="r")
                return 40

            def head(y):
                tl = {k: p.wrap(cx[k][3], inner(k), fs, True) for k in cx}
                n = max(len(x_) for x_ in tl.values())
                h = n * lead + 6
                p.rect(L, y, R - L, h, fill=v["shade"])
                for k in cx:
                    cell(k, y + lead + 1 + (n - len(tl[k])) * lead, tl[k], fs, True)
                if v["grid"]:
                    p.line(L, y, R, y, 0.6)
                    for k in cx:
                        p.line(cx[k][0], y, cx[k][0], y + h, 0.3)
                    p.line(R, y, R, y + h, 0.3)
                p.line(L, y + h, R, y + h, 0.6)
                return y + h + lead

            st = {"po": 0, "pi": 0, "no": 0, "ni": 0, "page": 1}

            def sumrow(y, label, amount, bold=True):
                first = cols[0][0]
                p.text(cx[first][0] + pad, y, label, fs, bold)
                cell("amt", y, [self.money(s, amount, plus=v["plus"])], fs, bold)

            rows = []
            for i, t in enumerate(self.order(s)):
                word = self.word(s, t)
                memo = self.memo(s, t) if "memo" in cx else ""
                party = self.party(s, t)
                amt = self.money(s, t.minor)
                c = {}
                c["date"] = [fd(t.date)]
                c["z"] = p.wrap(word, inner("z"), fs)
                if "memo" in cx:
                    c["memo"] = p.wrap(memo, inner("memo"), fs) if memo else []
                if lay == "ccb":
                    c["cp"] = ([v["cpacct"][id(t)]] + p.wrap(party, inner("cp"), fs)) if party else []
                    name_lines = c["cp"][1:]
                elif lay == "cmb":
                    parts = [x_ for x_ in ([t.a] if t.kind not in ("in", "out", "salary", "atm", "interest")
                                           and t.m[5] != "dd" else []) + [party] if x_]
                    if t.kind == "atm":
                        parts = [v["atmplace"]]
                    c["cp"] = [ln for part in parts for ln in p.wrap(part, inner("cp"), fs)]
                    party = " ".join(parts)
                    name_lines = c["cp"]
                else:
                    c["cp"] = p.wrap(party, inner("cp"), fs) if party else []
                    name_lines = c["cp"]
                if "cpa" in cx:
                    c["cpa"] = [v["cpacct"][id(t)]] if party and t.kind not in ("interest",) else []
                if "cpb" in cx:
                    c["cpb"] = p.wrap(v["cpbank"][id(t)], inner("cpb"), fs) if party and t.kind in (
                        "in", "out", "salary") else []
                    if lay == "abc":   # the branch that booked it
                        c["cpb"] = p.wrap(v["bank"] + "营业部", inner("cpb"), fs)
                c["acct"] = [acct]
                c["kind"] = ["活期"]
                c["cur"] = ["人民币"]
                c["cash"] = ["钞"]
                c["reg"] = [v["regcode"] if v["region"] == "code" else v["regname"]]
                c["chan"] = ["ATM" if t.kind == "atm" else "批量" if t.kind in ("salary", "interest") else
                             v["chan"][id(t)] if t.m[5] != "dd" else "代收付"]
                c["time"] = [v["time"][id(t)]]
                c["branch"] = p.wrap(v["branch"][id(t)], inner("branch"), fs) if "branch" in cx and \
                    v["branch"][id(t)] and t.kind in ("in", "out", "atm", "salary") else []
                c["amt"] = [amt]
                c["dir"] = ["借" if t.minor < 0 else "贷"]
                c["bal"] = [m.grp(t.balance, ".", v["sep"])]
                nlines = max(len(c.get(k, [])) for k in cx)
                h = nlines * lead + 3
                # the description: the summary, then the memo column; the counterparty's name is a
                # field of its own
                desc = " ".join([word] + ([memo] if "memo" in cx and memo else []))
                cpty = party if "cp" in cx and party else None
                rec_lines = c["z"] + c.get("memo", []) + name_lines

                def draw(y, i=i, t=t, c=c, h=h, amt=amt, desc=desc, cpty=cpty, rec_lines=rec_lines):
                    if st["page"] != p.page:
                        st["page"] = p.page
                        st["po"] = st["pi"] = 0
                    c = dict(c, seq=[str(i + 1)])
                    for k in cx:
                        cell(k, y, c.get(k, []))
                    if v["grid"]:
                        for k in cx:
                            p.line(cx[k][0], y - lead + 2, cx[k][0], y - lead + 2 + h, 0.3)
                        p.line(R, y - lead + 2, R, y - lead + 2 + h, 0.3)
                        p.line(L, y - lead + 2 + h, R, y - lead + 2 + h, 0.3)
                    else:
                        p.line(L, y - lead + 2 + h, R, y - lead + 2 + h, 0.2, 0.7)
                    if t.minor < 0:
                        st["po"] += t.minor
                        st["no"] += 1
                    else:
                        st["pi"] += t.minor
                        st["ni"] += 1
                    p.record(t, rec_lines, amt, description=desc, counterparty=cpty)
                rows.append(m.Row(h, draw, True))

            def page_sub(y):
                if st["page"] != p.page:   # a page with no transaction on it
                    st["page"] = p.page
                    st["po"] = st["pi"] = 0
                y += 2
                sumrow(y, "本页支出小计", st["po"])
                sumrow(y + lead + 2, "本页收入小计", st["pi"])

            if v["pagesub"]:
                rows.append(m.Row(2 * lead + 6, lambda y: page_sub(y)))
            if v["total"]:
                def totals(y):
                    y += 4
                    p.line(L, y - lead, R, y - lead, 0.6)
                    outs = sum(t.minor for t in s.txns if t.minor < 0)
                    ins = sum(t.minor for t in s.txns if t.minor > 0)
                    n_out = sum(1 for t in s.txns if t.minor < 0)
                    sumrow(y, f"支出合计：{n_out}笔", outs)
                    sumrow(y + lead + 2, f"收入合计：{len(s.txns) - n_out}笔", ins)
                    p.text(R - pad, y + 2 * lead + 6, f"期末余额：{m.grp(s.closing, '.', v['sep'])}", fs, True,
                           align="r")
                rows.append(m.Row(3 * lead + 14, totals))

            def brk_bottom(y):
                if v["pagesub"]:
                    page_sub(y)
                else:
                    p.text(R, y + 4, "（接下页）", 7, gray=0.35, align="r")

            bottom = p.H - 34 - (2 * lead + 8 if v["pagesub"] else 10)
            y = p.table(rows, top(), head, bottom, top, brk_bottom)
            p.text(L, min(y + 8, p.H - 30), "温馨提示：本明细所列金额单位为人民币元，正数为收入，负数为支出。", 6.5, gray=0.35)

    class CnBankMore(CnBank):
        """Three more Chinese big-bank printouts, the same households and conventions as cn-bank (the
        description is the summary, the counterparty a field of its own), in shapes that print the summary after
        the money and the counterparty: ABC-like 交易日期 | 交易时间 | 交易金额 | 本次余额 | 对方户名 |
        对方账号 | 交易行 | 交易渠道 | 交易用途; BOCOM-like ... | 借贷状态 (借 / 贷) | 交易金额 (unsigned) |
        余额 | 对方账号 | 对方户名 | 摘要; PSBC-like 交易日期 | 交易渠道 | 摘要 | 交易金额 | 账户余额 |
        对方账号 | 对方户名."""
        name = "cn-bank-more"
        weight = 2
        drawn = CN_LAYOUTS_MORE

    # -----------------------------------------------------------------------------------------
    class UsCreditUnion(m.Style):
        """US credit union / community bank statement with several sub-accounts (SHARE SAVINGS, SHARE
        DRAFT CHECKING, sometimes MONEY MARKET), each a table of its own with Beginning / Ending
        Balance rows; Withdrawals / Deposits columns or one Amount with a trailing minus ('45.00-');
        Dividend rows; checks (in the description or a Check # column) and a CHECKS CLEARED table of
        number / date / amount pairs; two-line descriptions (Trace#, merchant city); MM/DD dates with
        the year from the period (December -> January included); summary-of-accounts and YTD boxes."""
        name = "us-credit-union"
        pagesize = m.LETTER
        fonts = ["Helvetica", "Liberation Sans", "Times", "DejaVu Sans", "Courier", "Roboto",
                 "Liberation Serif", "Noto Sans"]
        n_range = (22, 44)
        weight = 2

        def period(self, rng, k):
            y = rng.choice([2024, 2025])
            if k == 1:   # December -> January
                start = m.D(y, 12, rng.choice([6, 11, 16, 21]))
            else:
                start = m.D(y, rng.randint(1, 12), rng.choice([1, 1, 1, 6, 16]))
            return start, m.add_months(start, 1) - DAY

        def make(self, rng, k, long=False, period=None, prof=None, payment=None, n=None):
            start, end = period or self.period(rng, k)
            prof = prof or m.Profile(rng, "us", "current")
            n = n or rng.randint(*self.n_range)
            txns = m.gen_txns(rng, prof, start, end, n)
            mk = lambda kind, a, b="": (kind, a, b, 0, 0, "fp")

            def new(d, minor, kind, mm):
                t = m.Txn(d, d, minor, kind, mm)
                t.ref = m.rnd_alnum(rng, 9)
                t.extra["digits"] = m.rnd_digits(rng, 10)
                return t

            draft = [t for t in txns if t.kind != "interest"]
            sav = []
            # dividends: the savings share every month, the money market when there is one
            div_s = next((t for t in txns if t.kind == "interest"), None)
            if div_s is None:
                div_s = new(end, m.price(rng, 0.05, 2.40), "interest", mk("interest", "Dividend"))
            div_s.extra["dividend"] = "sav"
            tday = rng.randint(1, 28)
            tdate = next((d for d in m.dates_in(start, end) if d.day == tday), start)
            tamt = rng.choice([25, 50, 100, 150, 200]) * 100
            t_out = new(tdate, -tamt, "out", mk("out", "TRANSFER TO SHARE SAVINGS"))
            t_out.extra["xfer"] = "SAVINGS"
            t_in = new(tdate, tamt, "in", mk("in", "TRANSFER FROM SHARE DRAFT"))
            t_in.extra["xfer"] = "DRAFT"
            draft.append(t_out)
            sav = [t_in]
            if rng.random() < 0.3:   # a withdrawal from savings into checking
                d2 = start + DAY * rng.randint(0, (end - start).days)
                amt2 = rng.choice([100, 200, 300, 500]) * 100
                a = new(d2, -amt2, "out", mk("out", "TRANSFER TO SHARE DRAFT"))
                a.extra["xfer"] = "DRAFT"
                b = new(d2, amt2, "in", mk("in", "TRANSFER FROM SHARE SAVINGS"))
                b.extra["xfer"] = "SAVINGS"
                sav.append(a)
                draft.append(b)
            sav.append(div_s)
            mm = []
            if rng.random() < 0.6:
                if rng.random() < 0.5:
                    d3 = start + DAY * rng.randint(0, (end - start).days)
                    amt3 = rng.choice([250, 500, 1000]) * 100
                    a = new(d3, -amt3, "out", mk("out", "TRANSFER TO MONEY MARKET"))
                    a.extra["xfer"] = "MM"
                    b = new(d3, amt3, "in", mk("in", "TRANSFER FROM SHARE DRAFT"))
                    b.extra["xfer"] = "DRAFT"
                    draft.append(a)
                    mm.append(b)
                dm = new(end, m.price(rng, 1.10, 24.00), "interest", mk("interest", "Dividend"))
                dm.extra["dividend"] = "mm"
                mm.append(dm)
            key = lambda t: (t.date, t.kind == "interest")
            draft.sort(key=key)
            sav.sort(key=key)
            mm.sort(key=key)
            # checks: a few purchases, sometimes the rent
            nchk = rng.choice([0, 1, 2, 2, 3])
            pool = [t for t in draft if t.kind in ("spend", "big")]
            rent = [t for t in draft if t.kind == "out" and t.m[5] == "so"]
            chosen = (rent[:1] if rent and rng.random() < 0.4 else []) + rng.sample(pool, min(len(pool), nchk))
            num = rng.randint(1021, 1480)
            for i, t in enumerate(sorted(chosen, key=lambda t: t.date)):
                num += 1 + (1 if i and rng.random() < 0.3 else 0)   # now and then a break in the sequence
                t.extra["check"] = str(num)
            people = m.PEOPLE["us"]
            spec = m.Spec(name=f"{self.name}-{k + 1:02d}", style=self.name, start=start, end=end,
                          txns=sav + draft + mm, person=rng.choice(people), long=long,
                          seed_digits=m.rnd_digits(rng, 16), acct_digits=m.rnd_digits(rng, 10),
                          last4=m.rnd_digits(rng, 4))
            secs = []
            for sid, title, ts, lo, hi in (("00", "SHARE SAVINGS", sav, 300_00, 9000_00),
                                           ("10", "SHARE DRAFT CHECKING", draft, 300_00, 3000_00),
                                           ("20", "MONEY MARKET", mm, 2000_00, 25000_00)):
                if title == "MONEY MARKET" and not ts:
                    continue
                op = m.safe_opening(rng, ts, lo, hi)
                cl = m.assign_balances(ts, op)
                secs.append({"id": sid, "title": title, "txns": ts, "open": op, "close": cl})
            spec.sections = secs
            spec.opening = sum(x["open"] for x in secs)
            spec.closing = sum(x["close"] for x in secs)
            spec.legal = "us"
            self.variants(rng, spec)
            return spec

        def variants(self, rng, spec):
            tx = spec.txns
            spec.v = {
                "cu": rng.choice(["LAKE COUNTRY FEDERAL CREDIT UNION", "Tri-Valley Teachers Credit Union",
                                  "FIRST COMMUNITY CREDIT UNION", "Riverbend Community Bank"]),
                "money": rng.choice(["wd", "wd", "dw", "signed"]), "chkcol": rng.random() < 0.35,
                "member": m.rnd_digits(rng, rng.choice([6, 7, 8])), "card": m.rnd_digits(rng, 4),
                "per": rng.choice(["long", "short", "thru"]), "apy": rng.random() < 0.5,
                "apyrate": rng.choice(["0.05", "0.10", "0.25", "0.50"]), "mmrate": rng.choice(["1.25", "2.00", "3.05"]),
                "traces": {id(t): m.rnd_digits(rng, 15) for t in tx},
                "achword": {t.a: rng.choice(["ACH DEBIT", "DEBIT CARD PURCHASE"]) for t in tx},
                "spendword": rng.choice(["POS PURCHASE", "DEBIT CARD PURCHASE"]),
                "line2": rng.choice(["trace", "city", "mixed"]), "ytd": rng.choice(["top", "bottom"]),
                "clearcols": rng.choice([2, 3]), "fs": rng.choice([7.2, 7.6, 8.0]),
                "dec": m.rnd_digits(rng, 2),
            }

        def desc(self, s, t):
            """Description lines (before wrapping)."""
            v = s.v
            a, b, via, k = t.a, t.b, t.m[5], t.kind
            a_ = a + (t.ref if a.endswith("*") else "")
            trace = f"Trace# {v['traces'][id(t)]}"
            card = f"XXXX{v['card']}"
            if "check" in t.extra:
                return ["CHECK"] if v["chkcol"] else [f"Check {t.extra['check']}"]
            if t.extra.get("dividend"):
                rate = v["apyrate"] if t.extra["dividend"] == "sav" else v["mmrate"]
                if v["apy"]:
                    per = f"{s.start:%m/%d/%y} through {s.end:%m/%d/%y}"
                    return ["Deposit Dividend", f"Annual Percentage Yield Earned {rate}% from {per}"]
                return [f"Dividend {rate}%"] if v["line2"] == "trace" else ["Dividend"]
            if "xfer" in t.extra:
                x = t.extra["xfer"]
                return [f"{t.a} {dict(SAVINGS='00', DRAFT='10', MM='20')[x]}", "Home Banking Transfer"]
            if k == "salary":
                return [f"ACH CREDIT {a}", trace if v["line2"] != "city" else b]
            if k == "interest":
                return ["Dividend"]
            if k in ("in", "out"):
                if b == "CONF#":
                    return [a, f"CONF# {t.ref}"]
                if b == "REF #IB":
                    return [a, f"REF #IB{t.ref}"]
                return [a, b] if b else [a]
            if k == "atm":
                return [a, b]
            if k == "refund":
                return [f"POS RETURN {a_}", b]
            if via == "dd":
                return [f"ACH DEBIT {a}", trace]
            if k in ("sub", "weekly"):
                word = v["achword"][a]
                if word == "ACH DEBIT":
                    return [f"ACH DEBIT {a_}", trace if v["line2"] != "city" else b]
                return [f"DEBIT CARD PURCHASE {card} {a_}", b if v["line2"] != "trace" else trace]
            word = v["spendword"]
            if word == "DEBIT CARD PURCHASE":
                return [f"DEBIT CARD PURCHASE {card} {a_}", b]
            return [f"POS PURCHASE {a_}", b]

        def amt(self, s, minor):
            if s.v["money"] == "signed":
                return m.grp(minor) + ("-" if minor < 0 else "")
            return m.grp(minor)

        def draw(self, p, s):
            v = s.v
            L, R = 36, p.W - 36
            fs = v["fs"]
            name, street, city = s.person
            if v["per"] == "long":
                per = f"{m.EN_MONTHS[s.start.month - 1]} {s.start.day}, {s.start.year} - " \
                      f"{m.EN_MONTHS[s.end.month - 1]} {s.end.day}, {s.end.year}"
            elif v["per"] == "short":
                per = f"{s.start:%m/%d/%Y} - {s.end:%m/%d/%Y}"
            else:
                per = f"{s.start:%m/%d/%y} thru {s.end:%m/%d/%y}"
            md = lambda d: f"{d.month:02d}/{d.day:02d}"
            bank = v["cu"]
            cu = "CREDIT UNION" in bank.upper()

            def footer(p):
                p.line(L, p.H - 40, R, p.H - 40, 0.4, 0.5)
                p.text(L, p.H - 30, ("Federally insured by NCUA" if cu else "Member FDIC") + "   Equal Housing Lender",
                       6.5, gray=0.35)
                p.text(R, p.H - 30, p.page_label("Page {n} of {m}"), 7.5, align="r")
            p.footer = footer

            def cont_top():
                p.text(L, 40, bank, 10, True)
                p.text(R, 36, f"Member Number: {v['member']}", 7.5, align="r")
                p.text(R, 46, f"Statement Period: {per}", 7.5, align="r")
                p.line(L, 52, R, 52, 0.8)
                return 70

            # page 1 frame
            p.text(L, 44, bank, 15, True, rgb=(0.1, 0.25, 0.15))
            p.text(L, 56, "PO Box 4410  Springfield, IL 62708   (800) 555-0143   www.example-cu.org", 7, gray=0.3)
            p.text(R, 40, "STATEMENT OF ACCOUNTS", 10, True, align="r")
            p.text(R, 52, f"Statement Period: {per}", 8, align="r")
            p.text(R, 63, f"Member Number: {v['member']}", 8, align="r")
            for i, ln in enumerate((name, street, city)):
                p.text(L + 10, 100 + i * 11, ln, 9)

            secs = s.sections
            bx = 330
            y = 96

            def ytd_box(y):
                divs = sum(t.minor for x in secs for t in x["txns"] if t.extra.get("dividend"))
                ytd = divs * (s.end.month if s.end.month > 1 else 1) + int(v["dec"])
                p.rect(bx, y, R - bx, 54, stroke=0.3, lw=0.6)
                p.text(bx + 6, y + 11, f"YEAR-TO-DATE SUMMARY {s.end.year}", 8, True)
                p.text(bx + 6, y + 23, "Dividends Paid YTD", 7.5)
                p.text(R - 6, y + 23, f"${m.grp(ytd)}", 7.5, align="r")
                p.text(bx + 6, y + 33, "Total Overdraft Fees  This Period / YTD", 7.5)
                p.text(R - 6, y + 33, "$0.00 / $0.00", 7.5, align="r")
                p.text(bx + 6, y + 43, "Total Returned Item Fees  This Period / YTD", 7.5)
                p.text(R - 6, y + 43, "$0.00 / $0.00", 7.5, align="r")
                return y + 62

            if v["ytd"] == "top":
                ytd_box(y)
            y = 150
            p.text(L, y, "SUMMARY OF ACCOUNTS", 9.5, True)
            y += 6
            p.line(L, y, R, y, 0.8)
            sx = [L + 2, L + 150, R - 270, R - 180, R - 90, R - 2]
            y += 11
            for i, h in enumerate(["Account", "ID", "Beginning Balance", "Deposits", "Withdrawals", "Ending Balance"]):
                p.text(sx[i], y, h, 7.2, True, align="l" if i < 2 else "r")
            y += 4
            p.line(L, y, R, y, 0.3)
            for x in secs:
                y += 11
                dep = sum(t.minor for t in x["txns"] if t.minor > 0)
                wd = -sum(t.minor for t in x["txns"] if t.minor < 0)
                for i, val in enumerate([x["title"], x["id"], m.us(x["open"], True), m.grp(dep), m.grp(wd),
                                         m.us(x["close"], True)]):
                    p.text(sx[i], y, val, 7.5, align="l" if i < 2 else "r")
            y += 5
            p.line(L, y, R, y, 0.3)
            y += 11
            p.text(sx[0], y, "Total", 7.5, True)
            p.text(sx[2], y, m.us(s.opening, True), 7.5, True, align="r")
            p.text(sx[5], y, m.us(s.closing, True), 7.5, True, align="r")
            y += 22

            money = v["money"]
            chk = v["chkcol"]
            cx = {"d": L + 2}
            cx["chk"] = L + 40
            cx["desc"] = L + (82 if chk else 42)
            if money == "signed":
                cx["amt"], cx["bal"] = R - 92, R - 2
            else:
                first, second = (("wd", "dep") if money == "wd" else ("dep", "wd"))
                cx[first], cx[second], cx["bal"] = R - 168, R - 92, R - 2
            dw = (cx["amt"] if money == "signed" else min(cx["wd"], cx["dep"])) - 66 - cx["desc"]
            lead = fs * 1.25

            for x in secs:
                title = f"{x['title']}   ID {x['id']}   Account {v['member']}-{x['id']}"

                def sec_title(y, title=title, cont=False):
                    p.rect(L, y - 10, R - L, 14, fill=0.88)
                    p.text(L + 4, y, title + ("  (continued)" if cont else ""), 8.5, True)
                    return y + 14

                def head(y):
                    p.text(cx["d"], y, "Date", fs, True)
                    if chk:
                        p.text(cx["chk"], y, "Check #", fs, True)
                    p.text(cx["desc"], y, "Transaction Description", fs, True)
                    if money == "signed":
                        p.text(cx["amt"], y, "Amount", fs, True, align="r")
                    else:
                        p.text(cx["wd"], y, "Withdrawals", fs, True, align="r")
                        p.text(cx["dep"], y, "Deposits", fs, True, align="r")
                    p.text(cx["bal"], y, "Balance", fs, True, align="r")
                    p.line(L, y + 3, R, y + 3, 0.5)
                    return y + 13

                def bal_row(label, d, bal):
                    def draw(y):
                        p.text(cx["d"], y, md(d), fs)
                        p.text(cx["desc"], y, label, fs, True)
                        p.text(cx["bal"], y, m.grp(bal) + ("-" if bal < 0 and money == "signed" else ""), fs,
                               align="r")
                    return m.Row(lead + 2, draw)

                rows = [bal_row("Beginning Balance", s.start, x["open"])]
                for t in x["txns"]:
                    lines = []
                    for part in self.desc(s, t):
                        if part:
                            lines += p.wrap(part, dw, fs)
                    amt = self.amt(s, t.minor)

                    def draw(y, t=t, lines=lines, amt=amt):
                        p.text(cx["d"], y, md(t.date), fs)
                        if chk and "check" in t.extra:
                            p.text(cx["chk"], y, t.extra["check"], fs)
                        for j, ln in enumerate(lines):
                            p.text(cx["desc"], y + j * lead, ln, fs)
                        col = "amt" if money == "signed" else ("wd" if t.minor < 0 else "dep")
                        p.text(cx[col], y, amt, fs, align="r")
                        p.text(cx["bal"], y, m.grp(t.balance) + ("-" if t.balance < 0 and money == "signed" else ""),
                               fs, align="r")
                        p.record(t, lines, amt)
                    rows.append(m.Row(lead * len(lines) + 2.5, draw, True))
                rows.append(bal_row("Ending Balance", s.end, x["close"]))
                dep = [t.minor for t in x["txns"] if t.minor > 0]
                wd = [-t.minor for t in x["txns"] if t.minor < 0]

                def totals(y, dep=dep, wd=wd):
                    p.line(L, y - lead + 1, R, y - lead + 1, 0.3)
                    p.text(cx["desc"], y + 2, f"Total Deposits: {len(dep)} for ${m.grp(sum(dep))}     "
                                              f"Total Withdrawals: {len(wd)} for ${m.grp(sum(wd))}", fs - 0.4, gray=0.2)
                rows.append(m.Row(lead + 8, totals))

                if y + 70 > p.H - 56:
                    p.new_page()
                    y = cont_top()
                y = sec_title(y) + 4
                y = p.table(rows, y, head, p.H - 56, cont_top,
                            lambda y: p.text(R, y + 2, "Continued on next page", 6.8, gray=0.35, align="r"),
                            lambda y, sec_title=sec_title: sec_title(y, cont=True) + 4)
                checks = [t for t in x["txns"] if "check" in t.extra]
                if checks:
                    ncol = v["clearcols"]
                    per_col = (len(checks) + ncol - 1) // ncol
                    colw = (R - L) / ncol
                    if y + 30 + per_col * 11 > p.H - 56:
                        p.new_page()
                        y = cont_top()
                    y += 6
                    p.rect(L, y - 10, R - L, 14, fill=0.88)
                    p.text(L + 4, y, "CHECKS CLEARED", 8.5, True)
                    y += 14
                    for c in range(ncol):
                        x0 = L + 4 + c * colw
                        p.text(x0, y, "Check #", fs, True)
                        p.text(x0 + 50, y, "Date", fs, True)
                        p.text(x0 + colw - 14, y, "Amount", fs, True, align="r")
                    p.line(L, y + 3, R, y + 3, 0.4)
                    y += 13
                    nums = [int(t.extra["check"]) for t in checks]
                    for r in range(per_col):
                        for c in range(ncol):
                            j = c * per_col + r
                            if j >= len(checks):
                                continue
                            t = checks[j]
                            x0 = L + 4 + c * colw
                            brk = "*" if j and nums[j] != nums[j - 1] + 1 else ""
                            p.text(x0, y, t.extra["check"] + brk, fs)
                            p.text(x0 + 50, y, md(t.date), fs)
                            p.text(x0 + colw - 14, y, m.grp(t.minor), fs, align="r")
                        y += 11
                    p.text(L + 4, y + 2, f"Total Checks Cleared: {len(checks)} for ${m.grp(-sum(t.minor for t in checks))}"
                           "     * Indicates a break in check sequence", fs - 0.4, gray=0.25)
                    y += 12
                y += 14
            if v["ytd"] == "bottom":
                if y + 70 > p.H - 56:
                    p.new_page()
                    y = cont_top()
                ytd_box(y)
                y += 66
            if y + 30 < p.H - 56:
                p.paragraph(L, y + 6, "Please examine this statement upon receipt and report any differences within "
                            "60 days. Dividends are paid on the average daily balance of each share account.",
                            R - L, 6.5, gray=0.3)

    # -----------------------------------------------------------------------------------------
    class UsCommunity(m.Style):
        """US community-bank checking statements in three table shapes, each written from how small
        US banks' statements commonly print them (the banks are invented):

        - panels: deposits and withdrawals as two tables side by side ('Deposits and Credits' |
          'Withdrawals and Debits', or 'Deposits & Other Credits' | 'Checks & Other Debits'), each
          'Date | Description | Amount' with unsigned amounts, a description wrapping inside its panel;
        - below: 'Date | Description | Amount | Balance' with the date, the signed amount and the
          balance on a row's first line and its description on the lines under them;
        - signcol: 'Date | Description | Amount | Balance' with a withdrawal's minus set in a sign
          column of its own right of the amount (`1,947.55  -`), deposits unsigned.

        MM/DD or MM/DD/YY dates with the year from the statement period, a Beginning / Ending balance
        box that is no transaction, 'Page N of M' footers."""
        name = "us-community"
        pagesize = m.LETTER
        fonts = ["Helvetica", "Liberation Sans", "Times", "DejaVu Sans", "Roboto", "Noto Sans"]
        n_range = (24, 46)
        weight = 2

        def period(self, rng, k):
            y = rng.choice([2024, 2025])
            start = m.D(y, 12, 8) if k == 1 else m.D(y, rng.randint(1, 12), rng.choice([1, 1, 4, 15]))
            return start, m.add_months(start, 1) - DAY

        def variants(self, rng, spec):
            spec.v = {"look": ["panels", "below", "signcol"][spec_index(spec) % 3],
                      "bank": rng.choice(["PRAIRIE STATE BANK", "Lakeshore Community Bank", "Blue Ridge Savings Bank"]),
                      "acct": m.rnd_digits(rng, 10), "card": m.rnd_digits(rng, 4), "yy": rng.random() < 0.4,
                      "titles": rng.choice([("Deposits and Credits", "Withdrawals and Debits"),
                                            ("Deposits & Other Credits", "Checks & Other Debits")])}

        def desc(self, s, t):
            card = s.v["card"]
            a = t.a + (t.ref if t.a.endswith("*") else "")
            if t.kind in ("sub", "weekly") and t.m[5] == "dd":
                return [f"ACH DEBIT {t.a}", f"WEB ID {t.extra['digits']}"]
            if t.kind in ("sub", "weekly", "spend", "big"):
                return [f"POS PURCHASE {a}", f"{t.b} CARD {card}"]
            if t.kind == "refund":
                return [f"POS RETURN {a}", f"{t.b}"]
            if t.kind == "atm":
                return [f"ATM WITHDRAWAL {t.a}".strip()]
            if t.kind == "salary":
                return [f"ACH CREDIT {t.a} PAYROLL"]
            if t.kind == "interest":
                return ["INTEREST PAID"]
            return [f"{t.a} {t.b}".strip()]

        def letterhead(self, p, s, L, R):
            """The page furniture: the footer, the first page's head and the later pages' (returned with
            the date format)."""
            v = s.v
            per = f"{s.start.month:02d}/{s.start.day:02d}/{s.start.year} - {s.end.month:02d}/{s.end.day:02d}/{s.end.year}"
            date = lambda d: f"{d.month:02d}/{d.day:02d}" + (f"/{d.year % 100:02d}" if v["yy"] else "")

            def footer(p):
                p.text(L, p.H - 30, f"{v['bank']}  Member FDIC  Equal Housing Lender", 6.5, gray=0.35)
                p.text(R, p.H - 30, p.page_label("Page {n} of {m}"), 7, align="r")
            p.footer = footer

            def cont_top():
                p.text(L, 44, v["bank"], 10, True)
                p.text(R, 44, f"Account {v['acct']}   Statement Period {per}", 7.5, align="r")
                return 70

            p.text(L, 50, v["bank"], 15, True)
            p.text(R, 44, f"Statement Period {per}", 8.5, align="r")
            p.text(R, 56, f"Account Number {v['acct']}", 8.5, align="r")
            for i, ln in enumerate(s.person):
                p.text(L, 96 + i * 11, ln, 9)
            return date, cont_top

        def draw(self, p, s):
            v = s.v
            L, R = 40, p.W - 40
            fs = 7.8
            date, cont_top = self.letterhead(p, s, L, R)
            y = 150
            p.text(L, y, "ACCOUNT SUMMARY", 10, True)
            y += 14
            dep = [t for t in s.txns if t.minor > 0]
            wd = [t for t in s.txns if t.minor < 0]
            for k_, val in [("Beginning Balance", s.opening), (f"{len(dep)} Deposits and Credits", sum(t.minor for t in dep)),
                            (f"{len(wd)} Withdrawals and Debits", sum(t.minor for t in wd)), ("Ending Balance", s.closing)]:
                p.text(L + 4, y, k_, 8)
                p.text(L + 300, y, ("-" if val < 0 else "") + "$" + m.grp(val), 8, align="r")
                y += 11
            y += 16
            if v["look"] == "panels":
                self.panels(p, s, y, L, R, fs, date, cont_top, dep, wd)
                return

            def head(y):
                p.text(L, y, "TRANSACTION DETAIL", 9.5, True)
                p.line(L, y + 4, R, y + 4, 0.8)
                y += 16
                p.text(L + 2, y, "Date", fs, True)
                p.text(L + 62, y, "Description", fs, True)
                p.text(R - 110, y, "Amount", fs, True, align="r")
                p.text(R - 2, y, "Balance", fs, True, align="r")
                p.line(L, y + 4, R, y + 4, 0.3)
                return y + 15

            rows = []
            for t in s.txns:
                lines = []
                for part in self.desc(s, t):
                    lines += p.wrap(part, R - 190 - (L + 62), fs)
                if v["look"] == "below":
                    amt = ("-" if t.minor < 0 else "") + m.grp(t.minor)

                    def draw(y, t=t, lines=lines, amt=amt):
                        p.text(L + 2, y, date(t.date), fs)
                        p.text(R - 110, y, amt, fs, align="r")
                        p.text(R - 2, y, m.grp(t.balance), fs, align="r")
                        for j, ln in enumerate(lines):
                            p.text(L + 62, y + 9 * (j + 1), ln, fs)
                        p.record(t, lines, amt)
                    rows.append(m.Row(12 + 9 * len(lines), draw, True))
                else:
                    amt = m.grp(t.minor)

                    def draw(y, t=t, lines=lines, amt=amt):
                        p.text(L + 2, y, date(t.date), fs)
                        for j, ln in enumerate(lines):
                            p.text(L + 62, y + 9 * j, ln, fs)
                        p.text(R - 110, y, amt, fs, align="r")
                        if t.minor < 0:
                            p.text(R - 104, y, "-", fs)
                        p.text(R - 2, y, m.grp(t.balance), fs, align="r")
                        p.record(t, lines, amt)
                    rows.append(m.Row(12 + 9 * (len(lines) - 1), draw, True))
            p.table(rows, y, head, p.H - 60, cont_top)

        def panels(self, p, s, y, L, R, fs, date, cont_top, dep, wd):
            mid = (L + R) / 2
            cols = [(L, mid - 8), (mid + 8, R)]
            titles = s.v["titles"]

            def head(y):
                for (x0, x1), title in zip(cols, titles):
                    p.text(x0, y, title, 9, True)
                    p.line(x0, y + 4, x1, y + 4, 0.8)
                y += 15
                for x0, x1 in cols:
                    p.text(x0 + 2, y, "Date", fs, True)
                    p.text(x0 + 44, y, "Description", fs, True)
                    p.text(x1 - 2, y, "Amount", fs, True, align="r")
                return y + 13

            def cell(t, x0, x1):
                lines = []
                for part in self.desc(s, t)[:1]:
                    lines += p.wrap(part, x1 - 58 - (x0 + 44), fs)
                return lines

            rows = []
            for i in range(max(len(dep), len(wd))):
                pair = [(t, cell(t, *c), c) for t, c in ((dep[i] if i < len(dep) else None, cols[0]),
                                                          (wd[i] if i < len(wd) else None, cols[1])) if t]
                height = max(len(lines) for _, lines, _ in pair)

                def draw(y, pair=pair):
                    for t, lines, (x0, x1) in pair:
                        p.text(x0 + 2, y, date(t.date), fs)
                        for j, ln in enumerate(lines):
                            p.text(x0 + 44, y + 9 * j, ln, fs)
                        amt = m.grp(t.minor)
                        p.text(x1 - 2, y, amt, fs, align="r")
                        p.record(t, lines, amt)
                rows.append(m.Row(12 + 9 * (height - 1), draw, True))
            p.table(rows, y, head, p.H - 60, cont_top)

    def spec_index(spec):
        return int(spec.name.rsplit("-", 1)[1]) - 1

    # -----------------------------------------------------------------------------------------
    class UsRegister(UsCommunity):
        """US bank statements whose rows are set over several lines in two more ways (probed first in
        scripts/probe-us-ledgers, written from how US banks' statements commonly look):
        - above: 'Date | Description | Withdrawals | Deposits | Balance' with each row's cells aligned
          to its foot: the merchant's lines first, then the date, the kind of payment, the money and
          the balance on its last line, every line the same distance apart;
        - dayonce: 'Date | Description | Amount | Balance', the date printed on a day's first row only
          (the day's other rows leave it blank, over page breaks too), signed amounts.

        Drawn from random streams of their own (a new style name): no other statement changes."""
        name = "us-register"
        weight = 2
        n_range = (34, 60)   # long enough to run over a page break

        def variants(self, rng, spec):
            spec.v = {"look": ["above", "dayonce"][spec_index(spec) % 2],
                      "bank": rng.choice(["Harbor Point Bank", "CENTRAL VALLEY BANK", "Keystone Savings Bank"]),
                      "acct": m.rnd_digits(rng, 10), "card": m.rnd_digits(rng, 4), "yy": rng.random() < 0.4,
                      "lead": rng.choice([9, 10, 11])}

        def kind_word(self, t):
            return {"salary": "ACH CREDIT", "interest": "INTEREST", "atm": "ATM", "refund": "POS RETURN"}.get(
                t.kind, "ACH DEBIT" if t.m[5] == "dd" else "POS PURCHASE")

        def draw(self, p, s):
            v = s.v
            L, R = 40, p.W - 40
            fs, lead = 7.8, v["lead"]
            date, cont_top = self.letterhead(p, s, L, R)
            y = 150
            p.text(L, y, f"Beginning Balance  ${m.grp(s.opening)}", 8.5)
            p.text(L + 250, y, f"Ending Balance  ${m.grp(s.closing)}", 8.5)
            y += 26
            above = v["look"] == "above"
            titles = (["Date", "Description", "Withdrawals", "Deposits", "Balance"] if above
                      else ["Date", "Description", "Amount", "Balance"])
            xs = [L + 2, L + 62, R - 150, R - 80, R - 2] if above else [L + 2, L + 62, R - 90, R - 2]

            def head(y):
                p.text(L, y, "ACCOUNT ACTIVITY", 9.5, True)
                p.line(L, y + 4, R, y + 4, 0.8)
                y += 16
                for k_, (x, title) in enumerate(zip(xs, titles)):
                    p.text(x, y, title, fs, True, align="l" if k_ < 2 else "r")
                p.line(L, y + 4, R, y + 4, 0.3)
                return y + lead + 4

            rows = []
            last_day = None
            for t in s.txns:
                name = t.a + (t.ref if t.a.endswith("*") else "")
                if above:
                    names = [ln for ln in p.wrap(name, xs[2] - 70 - xs[1], fs) if ln]
                    word = self.kind_word(t)
                    amt = m.grp(t.minor)

                    def draw(y, t=t, names=names, word=word, amt=amt):
                        for j, ln in enumerate(names):
                            p.text(xs[1], y + lead * j, ln, fs)
                        yl = y + lead * len(names)
                        p.text(xs[0], yl, date(t.date), fs)
                        p.text(xs[1], yl, word, fs)
                        p.text(xs[2] if t.minor < 0 else xs[3], yl, amt, fs, align="r")
                        p.text(xs[4], yl, m.grp(t.balance), fs, align="r")
                        p.record(t, names + [word], amt)
                    rows.append(m.Row(lead * (len(names) + 1), draw, True))
                else:
                    lines = p.wrap(f"{self.kind_word(t)} {name}", xs[2] - 70 - xs[1], fs)
                    amt = ("-" if t.minor < 0 else "") + m.grp(t.minor)
                    shown = date(t.date) if t.date != last_day else ""
                    last_day = t.date

                    def draw(y, t=t, lines=lines, amt=amt, shown=shown):
                        p.text(xs[0], y, shown, fs)
                        for j, ln in enumerate(lines):
                            p.text(xs[1], y + lead * j, ln, fs)
                        p.text(xs[2], y, amt, fs, align="r")
                        p.text(xs[3], y, m.grp(t.balance), fs, align="r")
                        p.record(t, lines, amt)
                    rows.append(m.Row(lead * len(lines) + 2, draw, True))
            p.table(rows, y, head, p.H - 60, cont_top)

    return [CnBank(), UsCreditUnion(), UsCommunity(), CnBankMore(), UsRegister()]
