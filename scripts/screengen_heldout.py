"""Held-out layouts of scripts/screengen.py.

Whoever tunes the OCR layout engine must not read this file, nor look at the pages it draws: they
exist only to be scored (scripts/bench-ocr prints their figures, never their rows). Imported by
screengen.py, which calls register(module) with itself for the shared drawing helpers.
"""


def register(sg):
    DAY = sg.DAY

    def layout_zh(p):
        rng, th = p.rng, p.th
        p.currency, p.lang = "CNY", "chi_sim"
        W = p.phone_width()
        dark = p.theme == "dark"
        bg = (245, 245, 245) if not dark else (16, 16, 18)
        card = (255, 255, 255) if not dark else (30, 30, 32)
        blue = (22, 119, 255)
        c = p.canvas(W, 2800, bg)
        y = sg.status_bar(c, th, rng)
        c.rect(0, 0, W, y + 46, fill=card)
        sg.status_bar(c, th, rng)
        c.chevron(18, y + 22, 14, th["text"])
        c.text(W / 2, y + 28, "账单", 17, th["text"], "bold", "ms")
        c.circle(W - 28, y + 21, 7, outline=th["text"], width=1.6)
        y += 46
        # tabs
        c.rect(0, y, W, y + 42, fill=card)
        x = 16
        for i, tab in enumerate(["全部", "支出", "转账", "退款", "订单"]):
            c.text(x, y + 27, tab, 15, blue if i == 0 else th["text"], "bold" if i == 0 else "regular")
            if i == 0:
                c.rect(x + 4, y + 36, x + c.width(tab, 15, "bold") - 4, y + 39, fill=blue, radius=1.5)
            x += c.width(tab, 15) + 26
        y += 50
        cats = {"餐饮美食": ("餐", (255, 138, 0)), "日用百货": ("购", (255, 80, 80)), "交通出行": ("行", (0, 170, 120)),
                "文化休闲": ("娱", (140, 90, 230)), "充值缴费": ("缴", (22, 119, 255)), "转账红包": ("转", (242, 96, 58)),
                "生活服务": ("生", (0, 150, 200)), "收入": ("收", (230, 170, 0)), "退款": ("退", (120, 120, 120))}
        n = rng.randint(8, 16)
        sign_amt = lambda m: sg.zh_amount(m, grp=False)
        fits = sg.txn_fits(c, 0, 16, "regular", lambda m: sg.zh_amount(m, grp=False), 17, "medium", W - 28,
                           gap=16 + 70)
        txns = sg.make_txns(rng, "zh", p.as_of, n, fits=fits)
        time_style = rng.choice(["rel", "mmdd", "cn"])
        inc_col = (255, 102, 0) if rng.random() < 0.5 else th["text"]
        for (yr, mo), ts in sg.month_sections(txns):
            head = "本月" if (yr, mo) == (p.as_of.year, p.as_of.month) and rng.random() < 0.5 else (
                f"{mo}月" if yr == p.as_of.year else f"{yr}年{mo}月")
            c.text(16, y + 26, head, 17, th["text"], "bold")
            c.chevron(16 + c.width(head, 17, "bold") + 12, y + 19, 8, th["text"], "down", 1.5)
            out_t = -sum(t.minor for t in ts if t.minor < 0) + rng.randint(0, 120000)
            in_t = sum(t.minor for t in ts if t.minor > 0) + rng.choice([0, rng.randint(100, 90000)])
            c.text(16, y + 50, f"支出￥{sg.fmt_num(out_t)}  收入￥{sg.fmt_num(in_t)}", 12, th["sub"])
            c.text(W - 16, y + 26, "收支分析", 13, blue, "regular", "rs")
            y += 64
            rh = 76
            c.rect(12, y, W - 12, y + rh * len(ts), fill=card, radius=12)
            for i, t in enumerate(ts):
                mid = y + rh / 2
                glyph, col = cats.get(t.cat, ("其", (150, 150, 150)))
                c.circle(12 + 32, mid, 19, fill=col)
                c.text(12 + 32, mid + 6, glyph, 16, (255, 255, 255), "bold", "ms")
                x = 12 + 64
                c.text(x, mid - 5, t.name, 16, th["text"])
                r = (p.as_of - t.date).days
                if time_style == "rel" and r <= 1:
                    when = ("今天 " if r == 0 else "昨天 ") + t.time
                elif time_style == "cn":
                    when = f"{t.date.month:02d}月{t.date.day:02d}日 {t.time}"
                else:
                    when = f"{t.date.month:02d}-{t.date.day:02d} {t.time}"
                c.text(x, mid + 17, when, 12, th["sub"], num=True)
                if rng.random() < 0.4:
                    c.text(x + c.width(when, 12, num=True) + 10, mid + 17, t.cat, 12, th["sub"])
                c.text(W - 28, mid + 3, sign_amt(t.minor), 17, inc_col if t.minor > 0 else th["text"], "medium",
                       "rs", num=True)
                if i < len(ts) - 1:
                    c.hline(x, W - 12, y + rh - 0.5, th["line"])
                p.add(t)
                y += rh
            y += 12
        y += 24
        c.extend(max(y, W * rng.uniform(1.9, 2.17)), bg)
        return c.img

    def layout_es(p):
        rng = p.rng
        p.currency, p.lang = "EUR", "spa"
        W = rng.choice([1280, 1366, 1440, 1536, 1600])
        c = p.canvas(W, 2000, (244, 245, 247))
        brand = rng.choice([("Banco Meridiano", (0, 70, 140)), ("Caja Levante", (0, 120, 100)),
                            ("Banco Ibérico", (180, 20, 30))])
        y = 0
        c.rect(0, 0, W, 72, fill=(255, 255, 255))
        c.circle(44, 36, 16, fill=brand[1])
        c.text(70, 44, brand[0], 22, brand[1], "bold")
        x = 360
        for item in ["Posición global", "Cuentas", "Tarjetas", "Transferencias", "Bizum"]:
            c.text(x, 42, item, 14, (50, 50, 50), "medium" if item == "Cuentas" else "regular")
            x += c.width(item, 14, "medium") + 30
        c.text(W - 32, 42, "Cerrar sesión", 13, (90, 90, 90), "regular", "rs")
        c.hline(0, W, 72, (220, 222, 226), 1)
        y = 104
        x0, x1 = 48, W - 48
        c.text(x0, y, "Movimientos de la cuenta", 24, (20, 20, 20), "bold")
        iban = f"ES{rng.randint(10, 99)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} " \
               f"{rng.randint(10, 99)} {rng.randint(100000, 999999)}{rng.randint(1000, 9999)}"
        c.text(x0, y + 26, f"Cuenta Corriente \u00b7 {iban}", 13, (100, 100, 100))
        n = rng.randint(8, 16)
        two_dates = rng.random() < 0.5
        desc_x = x0 + 24 + (240 if two_dates else 130)
        desc_room = x1 - 320 - desc_x - 24
        fits = lambda name, minor: c.width(name, 14) <= desc_room
        txns = sg.make_txns(rng, "es", p.as_of, n, fits=fits,
                            desc=lambda m: m[2] if rng.random() < 0.5 else m[1])
        c.text(x1, y - 6, "Saldo disponible", 13, (100, 100, 100), "regular", "rs")
        c.text(x1, y + 26, sg.es_money(txns[0].balance, sign="neg"), 26, (20, 20, 20), "bold", "rs")
        y += 60
        # filter box with dates (not transactions)
        since = txns[-1].date - DAY * rng.randint(0, 5)
        c.rect(x0, y, x1, y + 56, fill=(255, 255, 255), outline=(224, 226, 230), radius=6)
        c.text(x0 + 20, y + 34, f"Desde  {since.day:02d}/{since.month:02d}/{since.year}", 13, (60, 60, 60))
        c.text(x0 + 220, y + 34, f"Hasta  {p.as_of.day:02d}/{p.as_of.month:02d}/{p.as_of.year}", 13, (60, 60, 60))
        c.rect(x1 - 150, y + 12, x1 - 20, y + 44, fill=brand[1], radius=4)
        c.text(x1 - 85, y + 33, "Buscar", 13, (255, 255, 255), "medium", "ms")
        y += 76
        c.rect(x0, y, x1, y + 44 * (n + 1) + 2, fill=(255, 255, 255), outline=(224, 226, 230))
        cols = [("Fecha", x0 + 24, "ls")]
        if two_dates:
            cols = [("F. operación", x0 + 24, "ls"), ("F. valor", x0 + 134, "ls")]
        cols += [("Concepto", desc_x, "ls"), ("Importe", x1 - 190, "rs"), ("Saldo", x1 - 24, "rs")]
        c.rect(x0 + 1, y + 1, x1 - 1, y + 44, fill=(236, 239, 243))
        for lab, x, a in cols:
            c.text(x, y + 28, lab, 13, (50, 50, 50), "bold", a)
        y += 44
        zebra = rng.random() < 0.5
        with_eur = rng.random() < 0.3
        for i, t in enumerate(txns):
            if zebra and i % 2:
                c.rect(x0 + 1, y, x1 - 1, y + 44, fill=(249, 250, 251))
            c.hline(x0, x1, y, (232, 234, 238))
            ds = f"{t.date.day:02d}/{t.date.month:02d}/{t.date.year}"
            c.text(x0 + 24, y + 28, ds, 14, (40, 40, 40))
            if two_dates:
                v = t.date + DAY * rng.choice([0, 0, 1, 2])
                c.text(x0 + 134, y + 28, f"{v.day:02d}/{v.month:02d}/{v.year}", 14, (110, 110, 110))
            c.text(desc_x, y + 28, t.name, 14, (30, 30, 30))
            a = sg.es_money(t.minor, sign="neg", sym=False) + (" EUR" if with_eur else "")
            c.text(x1 - 190, y + 28, a, 14, (30, 30, 30) if t.minor < 0 else (20, 130, 60), "medium", "rs")
            c.text(x1 - 24, y + 28, sg.es_money(t.balance, sign="neg", sym=False) + (" EUR" if with_eur else ""),
                   14, (60, 60, 60), "regular", "rs")
            p.add(t)
            y += 44
        y += 30
        c.text(x0, y, f"Mostrando {n} de {n + rng.randint(10, 90)} movimientos", 13, (100, 100, 100))
        c.text(x1, y, "Descargar Excel   Descargar PDF", 13, brand[1], "medium", "rs")
        c.crop(max(y + 50, 760))
        return c.img

    def layout_en(p):
        rng, th = p.rng, p.th
        p.currency, p.lang = "USD", "eng"
        W = p.phone_width()
        c = p.canvas(W, 2800, th["bg"])
        y = sg.status_bar(c, th, rng)
        c.text(16, y + 40, rng.choice(["Activity", "Recent activity", "Checking"]), 28, th["text"], "bold")
        y += 58
        n = rng.randint(8, 16)
        minus = "-"
        amt = lambda m: sg.money(m, "$", sign="always", minus=minus)
        icons = rng.random() < 0.6
        left = 16 + (52 if icons else 0)
        fits = sg.txn_fits(c, 0, 16, "medium", lambda m: sg.money(m, "$"), 16, "semibold", W - 16, gap=14 + left)
        txns = sg.make_txns(rng, "us", p.as_of, n, fits=fits)
        c.text(16, y + 10, "Available balance", 13, th["sub"])
        c.text(16, y + 42, sg.money(txns[0].balance, "$", sign="neg"), 30, th["text"], "bold")
        c.text(W - 16, y + 10, "Present balance", 13, th["sub"], "regular", "rs")
        c.text(W - 16, y + 36, sg.money(txns[0].balance + rng.randint(-9000, 9000), "$", sign="neg"), 17,
               th["text"], "medium", "rs")
        y += 62
        if rng.random() < 0.5:
            y += sg.search_bar(c, th, y, "Search activity") + 10
        n_pending = rng.choice([0, 1, 2, 3])
        sub_extra = rng.choice(["", "card", "cat"])
        card = rng.randint(1000, 9999)
        for i, t in enumerate(txns):
            pending = i < n_pending and (p.as_of - t.date).days <= 3
            rh = 68
            mid = y + rh / 2
            if icons:
                sg.logo_icon(c, 16 + 20, mid, 20, t.name)
            c.text(left, mid - 3, t.name, 16, th["text"], "medium")
            when = f"{sg.EN_MON[t.date.month - 1]} {t.date.day}"
            if t.date.year != p.as_of.year:
                when += f", {t.date.year}"
            if pending:
                when += " \u00b7 Pending"
            elif sub_extra == "card" and t.minor < 0:
                when += f" \u00b7 Card \u2022\u2022{card}"
            elif sub_extra == "cat":
                when += f" \u00b7 {t.cat}"
            c.text(left, mid + 16, when, 13, th["sub"])
            col = th["green"] if t.minor > 0 else th["text"]
            c.text(W - 16, mid + 5, amt(t.minor), 16, col, "semibold", "rs")
            c.hline(left, W, y + rh - 0.5, th["line"])
            p.add(t)
            y += rh
        y += 20
        dh = max(y + 82, W * rng.uniform(1.9, 2.17))
        c.extend(dh, th["bg"])
        sg.tab_bar(c, th, ["Accounts", "Pay & Transfer", "Deposit", "Explore"], dh - 82)
        return c.img

    return {
        "heldout-zh": (layout_zh, "app", "cjk"),
        "heldout-es": (layout_es, "desktop", "latin"),
        "heldout-en": (layout_en, "app", "latin"),
    }
