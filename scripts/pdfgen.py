#!/usr/bin/env python3
"""Synthetic monthly bank and card PDF statements with ground truth, for scoring the PDF reader.

Usage:
    scripts/pdfgen.py OUTDIR [--seed N] [--per-style K] [--only tuning|heldout|all] [--scanned-share F]
                                   # the corpus: K statements per style (default 3), F of them scanned (0.3)
    scripts/pdfgen.py OUTDIR --only tuning --face FACE [--seed N] ...
                                   # the tuning corpus with every statement of FACE's script drawn in
                                   # FACE (Latin or Chinese; a face no style draws, such as Inter, whose
                                   # figures are proportional, is a new kind; a held-out face is refused)
    scripts/pdfgen.py --list       # the styles and fonts, and which split each is in
    scripts/pdfgen.py --year OUTDIR [--seed N]
                                   # 12 consecutive monthly statements of one US credit card (style
                                   # us-card), card-export.csv (an overlapping CSV export of the same
                                   # card) and year.json (every distinct transaction once)
    scripts/pdfgen.py --fixtures OUTDIR
                                   # the tiny PDFs of Fixtures/pdf/ for the unit tests

Needs reportlab (pip install reportlab), fontTools (pip install fonttools: a TrueType copy of Noto
Sans CJK, see cjk_truetype) and Pillow, Poppler's pdftoppm/pdftotext (poppler-utils, for scanned
statements and the self-check) and Debian's fonts-roboto fonts-lato fonts-noto-core fonts-noto-cjk
fonts-dejavu-core fonts-dejavu-extra fonts-liberation2 fonts-wqy-microhei fonts-wqy-zenhei fonts-arphic-uming
fonts-arphic-ukai. Output is deterministic for a seed (same reportlab, Pillow, Poppler and fonts).

Each statement is NAME.pdf plus NAME.json:

    {"name", "lang" (eng | spa | chi_sim), "asOf" (YYYY-MM-DD: the statement / closing date),
     "style", "font", "split" ("tuning" | "heldout"), "currency" (ISO code),
     "scanned" (true: an image-only PDF, no text layer at all), "pages", "pdf": "NAME.pdf",
     "period": [first day, last day] (YYYY-MM-DD, as printed on the statement),
     "transactions": [{"date", "amount", "currency", "description"[, "counterparty"]}, ...]}

`amount` is negative for money out of the account holder's pocket, a plain decimal string with two
decimals ("-12.99", "1850.00"). On credit-card statements purchases are printed positive and
payments/refunds negative (or in a Credit column, or with a trailing minus); in the truth a
purchase is always negative and a payment or refund positive. Bank accounts print money out signed,
in its own column (Money out, Withdrawals, 借方发生额 = debit = money out, 贷方发生额 = money in),
unsigned with the direction only in a Type column (DR/CR, DEBIT/CREDIT), or with a suffix
("12,99-", "250,00+", "12,99 DR", "250,00 CR").
`date` is the transaction date: when a style prints two dates (transaction and posting date,
fecha operación and fecha valor, booking date and value date, 交易日 and 记账日) it is the first,
leftmost date column. Years missing from printed dates (MM/DD, "03 Mar", "15/03", "15 mar")
follow from the statement period printed in the header, which may run over a December -> January
turn.
`description` is the text of the description cell exactly as printed (Description, Concepto,
交易摘要, ...), its lines joined by one space when it wraps or has a second line (merchant on
line 1, location or reference on line 2). Separate columns (reference numbers, check numbers,
对方户名 / counterparty, 凭证号, LOCALIDAD, card numbers, foreign-currency amounts, type codes such
as DR/CR) are not part of it. A Chinese bank's merchant or memo column (交易场所, 附言, 商户名称,
备注) is: its text follows the summary's, joined by one space.
`counterparty` (tuning styles, where a counterparty column is printed: 对方户名, 对方信息, the name
part of 对方账号与户名) is that column's text, a wrapped Chinese name joined without a space;
scripts/bench-pdf counts it apart from the description.
`currency` is the statement's currency (amounts in other columns, e.g. 交易地金额, are ignored).
`transactions` lists real transactions only, in statement order (the order printed, page by
page, section by section; some statements print the newest first); balances, opening/closing
balance lines, brought/carried forward, "suma y sigue" / "suma anterior" and 承前页 / 过次页 lines,
subtotals, TOTAL lines, page totals (本页合计), summary boxes, fee and interest summaries, headers
and footers are drawn but never listed.

Tuning styles (each class's docstring has the details):
    us-card      US credit card, Trans/Post Date, MM/DD, payments negative, purchases positive
    us-checking  US checking, M/D, 2-line descriptions, Deposits / Withdrawals / daily balance
    uk-current   UK current account, '03 Mar' once per day, Money out / Money in, brought forward
    uk-card      UK credit card, dd/mm/yy, Debit / Credit columns, per-card subtotals, FX lines
    es-bank      Spanish current account, Fecha operación / valor, signed '-12,99', suma y sigue
    cn-debit     Chinese debit card, 2025-03-05, signed 交易金额 or 支出 / 收入, 对方户名
    cn-credit    Chinese credit card, MM/DD 交易日 / 记账日, purchases positive, 交易地金额
    bank-ledger  US ledger: Date | Description | Type (DR/CR) | Amount | Balance, unsigned amounts,
                 '15 Mar 2025' / 'Mar 5, 2025', USD only as an ISO code, some newest first
    eu-current   English EUR statement of a German-style bank: Booking date | Value date |
                 multi-line Description | Amount with '-' / '+' / DR / CR suffix, '1.234,56' /
                 '1 234,56' / '1,234.56', ISO or dotted dates, no euro sign, no balance column
    cn-journal   Chinese 对账单, landscape, ruled grid, fixed rows per page: 记账日期 | [凭证号] |
                 摘要 | [对方户名] | 借方发生额 | 贷方发生额 | 余额, '2025年03月15日' / '20250315',
                 本页合计, 过次页 / 承前页, 本期合计
    es-tarjeta   Spanish credit card: FECHA ('15/03', '15 mar') | ESTABLECIMIENTO | LOCALIDAD |
                 IMPORTE EUR, year from 'Periodo de liquidación', purchases positive, Suma y sigue,
                 TOTAL
    cn-bank      Chinese big-bank account-history printouts in ICBC / CCB / BOC / CMB-like table shapes
                 (scripts/pdfgen_more.py): landscape, 7-8 pt, wrapping 对方户名 / 附言 cells, signed amounts,
                 the date first or fifth ('20250305'), 本页小计 / 合计, '第 N 页 共 M 页'
    us-credit-union  US credit union: SHARE SAVINGS / SHARE DRAFT / MONEY MARKET sub-account tables,
                 Withdrawals / Deposits or '45.00-', Dividend rows, checks and CHECKS CLEARED, Trace# lines

--year writes card-YYYY-MM.pdf/.json (12 consecutive statements of one us-card account: monthly
Netflix with a price rise, Spotify, iCloud, ChatGPT, a weekly HelloFresh, a yearly Amazon Prime,
an autopay of the previous balance, random purchases and refunds), card-export.csv ("Date,
Description,Amount": ISO transaction dates, negative for charges, descriptions identical to the
PDFs'; it covers the last 4 statements' periods plus the month after, newest first) and
year.json (the schema above plus "statements", "csv", "csvPeriod"; its transactions are every
distinct transaction of the PDFs and the CSV, once each: the statements' in their printed
order, then the later month's). A transaction belongs to the statement whose period holds its posting date.

Scanned statements: the same pages rendered by pdftoppm (grayscale, 200-300 dpi), rotated by up to
1.5 degrees, with paper tint and noise, JPEG quality 60-85, wrapped in a PDF that has no text layer.

The split: the styles in scripts/pdfgen_heldout.py and the fonts in HELDOUT_FONTS appear only in
statements marked "heldout". A statement is "heldout" when its style or its font is held out.
Whoever tunes the PDF reader studies "tuning" statements only; held-out ones are for a score,
never for reading (and pdfgen_heldout.py is not to be read by them either).
"""

import argparse
import csv
import datetime as dt
import io
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zlib

try:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas as rl_canvas
    from reportlab.lib import pdfencrypt
except ImportError:  # pragma: no cover
    sys.exit("pdfgen: needs reportlab (python3 -m pip install reportlab)")
try:
    from PIL import Image, ImageChops, ImageFilter
except ImportError:  # pragma: no cover
    sys.exit("pdfgen: needs Pillow (python3 -m pip install Pillow)")

D = dt.date
DAY = dt.timedelta(days=1)
LETTER = (612.0, 792.0)
A4 = (595.28, 841.89)

# ---------------------------------------------------------------------------------------------
# Fonts

_T = "/usr/share/fonts/truetype/"
_ROBOTO = _T + "roboto/unhinted/RobotoTTF/Roboto-"
# family -> (regular, bold); each (file, ttc index), or a base-14 name (not embedded)
FONT_FILES = {
    "Helvetica": ("Helvetica", "Helvetica-Bold"),
    "Times": ("Times-Roman", "Times-Bold"),
    "Courier": ("Courier", "Courier-Bold"),
    "Liberation Sans": ((_T + "liberation2/LiberationSans-Regular.ttf", 0),
                        (_T + "liberation2/LiberationSans-Bold.ttf", 0)),
    "Liberation Serif": ((_T + "liberation2/LiberationSerif-Regular.ttf", 0),
                         (_T + "liberation2/LiberationSerif-Bold.ttf", 0)),
    "Liberation Mono": ((_T + "liberation2/LiberationMono-Regular.ttf", 0),
                        (_T + "liberation2/LiberationMono-Bold.ttf", 0)),
    "Roboto": ((_ROBOTO + "Regular.ttf", 0), (_ROBOTO + "Bold.ttf", 0)),
    "Noto Sans": ((_T + "noto/NotoSans-Regular.ttf", 0), (_T + "noto/NotoSans-Bold.ttf", 0)),
    "Noto Serif": ((_T + "noto/NotoSerif-Regular.ttf", 0), (_T + "noto/NotoSerif-Bold.ttf", 0)),
    "DejaVu Sans": ((_T + "dejavu/DejaVuSans.ttf", 0), (_T + "dejavu/DejaVuSans-Bold.ttf", 0)),
    "DejaVu Sans Condensed": ((_T + "dejavu/DejaVuSansCondensed.ttf", 0),
                              (_T + "dejavu/DejaVuSansCondensed-Bold.ttf", 0)),
    "DejaVu Serif": ((_T + "dejavu/DejaVuSerif.ttf", 0), (_T + "dejavu/DejaVuSerif-Bold.ttf", 0)),
    "Lato": ((_T + "lato/Lato-Regular.ttf", 0), (_T + "lato/Lato-Bold.ttf", 0)),
    # faces no style draws, for probes that try a ledger in other widths (`probe-world-scans --face`)
    "Noto Sans Display": ((_T + "noto/NotoSansDisplay-Regular.ttf", 0), (_T + "noto/NotoSansDisplay-Bold.ttf", 0)),
    "Roboto Condensed": ((_T + "roboto/unhinted/RobotoCondensed-Regular.ttf", 0),
                         (_T + "roboto/unhinted/RobotoCondensed-Bold.ttf", 0)),
    "DejaVu Sans Mono": ((_T + "dejavu/DejaVuSansMono.ttf", 0), (_T + "dejavu/DejaVuSansMono-Bold.ttf", 0)),
    "DejaVu Serif Condensed": ((_T + "dejavu/DejaVuSerifCondensed.ttf", 0),
                               (_T + "dejavu/DejaVuSerifCondensed-Bold.ttf", 0)),
    # proportional figures (a `1` two thirds as wide as a `0`): the only face here whose amounts'
    # digits do not stand in fixed cells; PostScript outlines, embedded as a TrueType copy (otf_truetype)
    "Inter": (("otf:/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
              ("otf:/usr/share/fonts/opentype/inter/Inter-Bold.otf", 0)),
    # humanist sans faces no style draws, for `--face` (session 49; fonts-open-sans, fonts-cabin)
    "Open Sans": ((_T + "open-sans/OpenSans-Regular.ttf", 0), (_T + "open-sans/OpenSans-Bold.ttf", 0)),
    "Cabin": (("otf:/usr/share/fonts/opentype/cabin/Cabin-Regular.otf", 0),
              ("otf:/usr/share/fonts/opentype/cabin/Cabin-Bold.otf", 0)),
    # light faces, for the faded scans of tuning statements (their bold is the family's regular)
    "Roboto Light": ((_ROBOTO + "Light.ttf", 0), (_ROBOTO + "Regular.ttf", 0)),
    "DejaVu Sans ExtraLight": ((_T + "dejavu/DejaVuSans-ExtraLight.ttf", 0), (_T + "dejavu/DejaVuSans.ttf", 0)),
    "WenQuanYi Zen Hei": ((_T + "wqy/wqy-zenhei.ttc", 0), None),
    "AR PL UMing": ((_T + "arphic/uming.ttc", 0), None),
    "WenQuanYi Micro Hei": ((_T + "wqy/wqy-microhei.ttc", 0), None),
    "AR PL UKai": ((_T + "arphic/ukai.ttc", 0), None),
    # Noto Sans CJK ships with PostScript (CFF) outlines, which reportlab cannot embed: a TrueType
    # copy of its Simplified Chinese face (GB 2312 and ASCII only) is made once, see cjk_truetype()
    "Noto Sans CJK SC": (("cjk:Noto Sans CJK SC", 0), None),
    # faces no style draws, for `--face` (a Song face as Chinese banks print; a monospaced one
    # whose figures stand in fixed cells, as a printout's)
    "Noto Serif CJK SC": (("cjk:Noto Serif CJK SC", 0), None),
    "Noto Sans Mono CJK SC": (("cjk:Noto Sans Mono CJK SC", 0), None),
    # a modern Kai face with its own bold, for `--face` (session 49, fonts-lxgw-wenkai; AR PL
    # SungtiL GB was tried too: it has no `¥`)
    "LXGW WenKai": ((_T + "lxgw-wenkai/LXGWWenKai-Regular.ttf", 0), (_T + "lxgw-wenkai/LXGWWenKai-Bold.ttf", 0)),
    "Noto Sans CJK SC Light": (("cjk:Noto Sans CJK SC Light", 0), None),
}
CJK_FONTS = {"WenQuanYi Zen Hei", "AR PL UMing", "WenQuanYi Micro Hei", "AR PL UKai", "Noto Sans CJK SC", "Noto Serif CJK SC",
             "Noto Sans Mono CJK SC", "LXGW WenKai",
             "Noto Sans CJK SC Light"}
HELDOUT_FONTS = {"Lato", "WenQuanYi Micro Hei"}
HELDOUT_LATIN, HELDOUT_CJK = "Lato", "WenQuanYi Micro Hei"
LIGHT_FONTS = ["Roboto Light", "DejaVu Sans ExtraLight"]

_registered = {}
_NOTO_CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
# family -> (the collection that holds it, its cached TrueType copy)
_CJK_FACES = {
    "Noto Sans CJK SC": (_NOTO_CJK, "NotoSansCJKsc-Regular-gb2312.ttf"),
    "Noto Serif CJK SC": ("/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc", "NotoSerifCJKsc-Regular-gb2312.ttf"),
    "Noto Sans Mono CJK SC": (_NOTO_CJK, "NotoSansMonoCJKsc-Regular-gb2312.ttf"),
    # a light weight (fonts-noto-cjk-extra): thin strokes, as a faint printout's
    "Noto Sans CJK SC Light": ("/usr/share/fonts/opentype/noto/NotoSansCJK-Light.ttc", "NotoSansCJKsc-Light-gb2312.ttf"),
}


def cache_file(name):
    """Where a font's TrueType copy is kept: ~/.cache/subscan/NAME (under XDG_CACHE_HOME if set)."""
    return os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "subscan", name)


def cjk_truetype(family="Noto Sans CJK SC"):
    """Path of a TrueType copy of a Noto CJK family's Simplified Chinese face (`_CJK_FACES`), made on
    first use from fonts-noto-cjk with fontTools (python3 -m pip install fonttools): the GB 2312
    characters, ASCII, Latin-1 and full-width forms, cubic outlines turned quadratic. Cached under
    ~/.cache/subscan."""
    collection, name = _CJK_FACES[family]
    out = cache_file(name)
    if os.path.exists(out):
        return out
    try:
        from fontTools.ttLib import TTFont as FTFont
    except ImportError:
        sys.exit("pdfgen: needs fontTools for the Noto CJK fonts (python3 -m pip install fonttools)")
    if not os.path.exists(collection):
        sys.exit(f"pdfgen: font file {collection} is missing (apt-get install fonts-noto-cjk)")
    chars = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100)) | set(range(0x3000, 0x3040))
    chars |= set(range(0xFF00, 0xFF5F)) | {0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x20AC}
    for hi in range(0xB0, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                chars.add(ord(bytes([hi, lo]).decode("gb2312")))
            except UnicodeDecodeError:
                pass
    font = None
    for number in range(10):   # the collection's faces: JP, KR, SC, TC, HK; find SC by name
        face = FTFont(collection, fontNumber=number)
        if face["name"].getDebugName(1) == family:
            font = face
            break
    if font is None:
        sys.exit(f"pdfgen: no {family} face in {collection}")
    return truetype_copy(font, chars, out)


def otf_truetype(path):
    """Path of a TrueType copy of the OpenType (PostScript outlines) face at `path`: ASCII,
    Latin-1 and the punctuation statements print. Cached under ~/.cache/subscan."""
    out = cache_file(os.path.splitext(os.path.basename(path))[0] + "-latin.ttf")
    if os.path.exists(out):
        return out
    try:
        from fontTools.ttLib import TTFont as FTFont
    except ImportError:
        sys.exit(f"pdfgen: needs fontTools for {path} (python3 -m pip install fonttools)")
    if not os.path.exists(path):
        sys.exit(f"pdfgen: font file {path} is missing (apt-get install fonts-inter)")
    chars = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100))
    chars |= {0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x20AC, 0x2212}
    return truetype_copy(FTFont(path), chars, out)


def truetype_copy(font, chars, out):
    """Save `font` (a fontTools font with CFF outlines) at `out` as TrueType, subset to `chars`,
    cubic outlines turned quadratic; returns `out`."""
    from fontTools import subset
    from fontTools.pens.cu2quPen import Cu2QuPen
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools.ttLib import newTable
    options = subset.Options()
    options.layout_features, options.name_IDs, options.hinting = [], ["*"], False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=chars)
    subsetter.subset(font)
    order, glyphs = font.getGlyphOrder(), {}
    source = font.getGlyphSet()
    for name in order:
        pen = TTGlyphPen(source)
        source[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
        glyphs[name] = pen.glyph()
    glyf = newTable("glyf")
    glyf.glyphOrder, glyf.glyphs = order, glyphs
    font["glyf"], font["loca"] = glyf, newTable("loca")
    for table in ("CFF ", "VORG"):
        if table in font:
            del font[table]
    maxp = newTable("maxp")
    maxp.tableVersion, maxp.numGlyphs, maxp.maxZones = 0x00010000, len(glyphs), 1
    for field in ("maxPoints", "maxContours", "maxCompositePoints", "maxCompositeContours", "maxTwilightPoints",
                  "maxStorage", "maxFunctionDefs", "maxInstructionDefs", "maxStackElements",
                  "maxSizeOfInstructions", "maxComponentElements", "maxComponentDepth"):
        setattr(maxp, field, 0)
    font["maxp"] = maxp
    font["head"].glyphDataFormat = 0
    post = font["post"]
    post.formatType, post.extraNames, post.mapping, post.glyphOrder = 2.0, [], {}, None
    font.sfntVersion = "\x00\x01\x00\x00"
    os.makedirs(os.path.dirname(out), exist_ok=True)
    font.save(out + ".part")
    os.replace(out + ".part", out)
    return out


def font_names(family):
    """(regular, bold) reportlab font names for a family, registering TrueType files once."""
    if family in _registered:
        return _registered[family]
    reg, bold = FONT_FILES[family]
    if reg[0].startswith("cjk:"):
        reg = (cjk_truetype(reg[0][4:]), 0)
    reg, bold = [(otf_truetype(f[0][4:]), f[1]) if isinstance(f, tuple) and f[0].startswith("otf:") else f
                 for f in (reg, bold)]
    for spec in (reg, bold):
        if isinstance(spec, tuple) and not os.path.exists(spec[0]):
            sys.exit(f"pdfgen: font file {spec[0]} is missing (apt-get install fonts-roboto fonts-lato "
                     "fonts-noto-core fonts-dejavu-core fonts-dejavu-extra fonts-liberation2 fonts-wqy-microhei fonts-wqy-zenhei "
                     "fonts-arphic-uming fonts-arphic-ukai; for --face also fonts-open-sans fonts-cabin fonts-lxgw-wenkai "
                     "fonts-noto-cjk-extra)")
    names = []
    for i, spec in enumerate((reg, bold if bold else reg)):
        if isinstance(spec, str):
            names.append(spec)
            continue
        name = family.replace(" ", "") + ("-Bold" if i and bold else "")
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, spec[0], subfontIndex=spec[1]))
        names.append(name)
    _registered[family] = tuple(names)
    return _registered[family]


# ---------------------------------------------------------------------------------------------
# Numbers and dates

EN_MONTHS = "January February March April May June July August September October November December".split()
EN_MON = [m[:3] for m in EN_MONTHS]
ES_MONTHS = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
ES_MON = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"]


def grp(minor, dec=".", sep=","):
    """Absolute value with thousands separators: 123456 -> '1,234.56'."""
    v = abs(minor)
    s = str(v // 100)
    parts = []
    while len(s) > 3:
        parts.insert(0, s[-3:])
        s = s[:-3]
    parts.insert(0, s)
    return sep.join(parts) + dec + f"{v % 100:02d}"


def us(minor, sign=False):
    return ("-" if sign and minor < 0 else "") + grp(minor)


def es(minor, sign=True):
    return ("-" if sign and minor < 0 else "") + grp(minor, ",", ".")


def truth_amount(minor):
    return ("-" if minor < 0 else "") + f"{abs(minor) // 100}.{abs(minor) % 100:02d}"


def add_months(d, n, day=None):
    m = d.month - 1 + n
    y, m = d.year + m // 12, m % 12 + 1
    day = day or d.day
    for dd in (day, 30, 29, 28):
        try:
            return D(y, m, dd)
        except ValueError:
            continue


def dates_in(start, end):
    d = start
    while d <= end:
        yield d
        d += DAY


def rnd_digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def rnd_alnum(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(n))


# ---------------------------------------------------------------------------------------------
# Merchants. (kind, descriptor, second part, low, high, via)
# kind: sub (monthly), weekly, spend, big (rare large spend), salary, in (transfer/other income),
#       refund, out (transfer out), atm, payment (card payment), interest
# second part: location / phone for cards, counterparty for Chinese banks, reference hint
# via: card | dd (direct debit / recibo) | fp (transfer) | so (standing order)

MERCHANTS = {
    "us": [
        ("sub", "NETFLIX.COM", "LOS GATOS CA", 15.49, 15.49, "card"),
        ("sub", "SPOTIFY USA", "877-7781161 NY", 11.99, 11.99, "card"),
        ("sub", "APPLE.COM/BILL", "866-712-7753 CA", 2.99, 2.99, "card"),
        ("sub", "AMAZON PRIME*2K4LM09Q2", "AMZN.COM/BILL WA", 14.99, 14.99, "card"),
        ("sub", "HULU 877-8244858", "HULU.COM CA", 17.99, 17.99, "card"),
        ("sub", "DISNEY PLUS", "888-905-7888 CA", 13.99, 13.99, "card"),
        ("sub", "GOOGLE *YOUTUBEPREMIUM", "G.CO/HELPPAY# CA", 13.99, 13.99, "card"),
        ("sub", "ADOBE *CREATIVE CLOUD", "408-536-6000 CA", 59.99, 59.99, "card"),
        ("sub", "OPENAI *CHATGPT SUBSCR", "OPENAI.COM CA", 20.00, 20.00, "card"),
        ("sub", "AUDIBLE*LX0K22PB3", "AMZN.COM/BILL NJ", 14.95, 14.95, "card"),
        ("sub", "NYTIMES*NYTIMES DIGITAL", "800-698-4637 NY", 4.00, 4.00, "card"),
        ("sub", "DROPBOX*7HNQ3RZ8VBLQ", "DROPBOX.COM CA", 11.99, 11.99, "card"),
        ("sub", "PLANET FITNESS CLUB FEES", "844-880-7180 NH", 24.99, 24.99, "card"),
        ("sub", "VZWRLSS*APOCC VISB", "800-922-0204 FL", 85.00, 85.00, "dd"),
        ("sub", "COMCAST CABLE COMM", "800-266-2278 PA", 79.99, 79.99, "dd"),
        ("sub", "GEICO AUTO", "800-841-3000 DC", 112.40, 112.40, "dd"),
        ("weekly", "HELLOFRESH", "646-846-3663 NY", 71.94, 71.94, "card"),
        ("spend", "STARBUCKS STORE 10447", "SEATTLE WA", 3.99, 9.85, "card"),
        ("spend", "WHOLEFDS MKT 10234", "AUSTIN TX", 18.20, 142.75, "card"),
        ("spend", "TRADER JOE S #552", "PORTLAND OR", 12.40, 96.30, "card"),
        ("spend", "TARGET 00028142", "DENVER CO", 8.99, 134.60, "card"),
        ("spend", "SHELL OIL 57444231604", "HOUSTON TX", 28.10, 66.45, "card"),
        ("spend", "CHEVRON 0204571", "SAN JOSE CA", 31.20, 72.80, "card"),
        ("spend", "UBER *TRIP", "HELP.UBER.COM CA", 7.85, 38.40, "card"),
        ("spend", "LYFT *RIDE", "LYFT.COM CA", 9.12, 31.77, "card"),
        ("spend", "DOORDASH*CHIPOTLE", "WWW.DOORDASH. CA", 14.50, 48.90, "card"),
        ("spend", "CVS/PHARMACY #04512", "BOSTON MA", 5.49, 42.18, "card"),
        ("spend", "COSTCO WHSE #0117", "SEATTLE WA", 64.12, 312.55, "card"),
        ("spend", "AMZN MKTP US*", "AMZN.COM/BILL WA", 9.99, 86.47, "card"),
        ("spend", "SQ *BLUE BOTTLE COFFEE", "OAKLAND CA", 4.50, 12.75, "card"),
        ("spend", "THE HOME DEPOT #0611", "ATLANTA GA", 12.97, 219.40, "card"),
        ("spend", "SAFEWAY #1711", "SEATTLE WA", 11.75, 88.02, "card"),
        ("spend", "TST* SHAKE SHACK", "NEW YORK NY", 11.80, 46.25, "card"),
        ("spend", "WALGREENS #7714", "CHICAGO IL", 4.29, 27.60, "card"),
        ("big", "DELTA AIR 0062371448", "DELTA.COM GA", 289.20, 1188.40, "card"),
        ("big", "MARRIOTT COPLEY PLACE", "BOSTON MA", 312.00, 894.00, "card"),
        ("big", "APPLE STORE #R102", "SAN FRANCISCO CA", 1099.00, 1299.00, "card"),
        ("salary", "ACME CORP PAYROLL", "PPD ID: 9111111101", 1850.00, 2450.00, "fp"),
        ("in", "ZELLE PAYMENT FROM SARAH MILLER", "CONF#", 25.00, 180.00, "fp"),
        ("in", "ONLINE TRANSFER FROM SAV ...4471", "REF #IB", 100.00, 500.00, "fp"),
        ("in", "VENMO CASHOUT", "PPD ID: 5264681992", 20.00, 240.00, "fp"),
        ("refund", "AMZN MKTP US*", "AMZN.COM/BILL WA", 12.99, 64.99, "card"),
        ("refund", "TARGET 00028142", "DENVER CO", 9.99, 54.00, "card"),
        ("out", "ONLINE PMT OAKWOOD APTS", "WEB ID: 1412658033", 1450.00, 2450.00, "so"),
        ("out", "ZELLE PAYMENT TO MIKE ROSS", "CONF#", 20.00, 150.00, "fp"),
        ("atm", "ATM WITHDRAWAL 004817", "1401 PINE ST SEATTLE WA", 40.00, 200.00, "card"),
        ("payment", "AUTOPAY PAYMENT - THANK YOU", "", 0, 0, "fp"),
        ("payment", "PAYMENT THANK YOU-MOBILE", "", 0, 0, "fp"),
        ("payment", "ONLINE PAYMENT, THANK YOU", "", 0, 0, "fp"),
        ("interest", "INTEREST PAYMENT", "", 0.21, 3.40, "fp"),
    ],
    "uk": [
        ("sub", "NETFLIX.COM", "AMSTERDAM", 10.99, 10.99, "card"),
        ("sub", "SPOTIFY P2A3C9D1E7", "STOCKHOLM", 11.99, 11.99, "card"),
        ("sub", "APPLE.COM/BILL", "HOLLYHILL", 2.99, 2.99, "card"),
        ("sub", "AMAZON PRIME*1M2AB3CD4", "AMAZON.CO.UK", 8.99, 8.99, "card"),
        ("sub", "DISNEY PLUS", "LONDON", 7.99, 7.99, "card"),
        ("sub", "NOW TV DIGITAL", "LONDON", 9.99, 9.99, "card"),
        ("sub", "DELIVEROO PLUS", "LONDON", 3.49, 3.49, "card"),
        ("sub", "SKY DIGITAL", "REF 62947190392", 33.00, 33.00, "dd"),
        ("sub", "BT GROUP PLC", "REF BT0R4K7P", 39.99, 39.99, "dd"),
        ("sub", "EE LIMITED", "REF Q20841977", 24.00, 24.00, "dd"),
        ("sub", "PUREGYM LTD", "REF PG-4410938", 24.99, 24.99, "dd"),
        ("sub", "LB CAMDEN COUNCIL TAX", "REF 50417728", 148.00, 148.00, "dd"),
        ("sub", "OCTOPUS ENERGY", "REF A-2F4C81D0", 96.00, 96.00, "dd"),
        ("sub", "THAMES WATER", "REF 9120047731", 41.50, 41.50, "dd"),
        ("sub", "TV LICENCE MBP", "REF 2261948813", 14.12, 14.12, "dd"),
        ("weekly", "HELLOFRESH UK", "LONDON", 44.99, 44.99, "card"),
        ("spend", "TESCO STORES 3297", "LONDON", 4.50, 86.20, "card"),
        ("spend", "SAINSBURYS S/MKTS", "CAMDEN", 6.75, 72.48, "card"),
        ("spend", "PRET A MANGER", "LONDON", 3.99, 11.40, "card"),
        ("spend", "TFL TRAVEL CH", "TFL.GOV.UK/CP", 2.80, 14.90, "card"),
        ("spend", "COSTA COFFEE 43011", "LONDON", 3.10, 8.95, "card"),
        ("spend", "BOOTS 1182", "LONDON", 4.99, 31.50, "card"),
        ("spend", "UBER *TRIP", "HELP.UBER.COM", 7.20, 29.85, "card"),
        ("spend", "JUST EAT.CO.UK", "LONDON", 14.30, 38.75, "card"),
        ("spend", "AMAZON.CO.UK*2X4RT", "AMAZON.CO.UK", 6.99, 64.99, "card"),
        ("spend", "M&S SIMPLY FOOD", "EUSTON", 5.40, 48.60, "card"),
        ("spend", "TRAINLINE.COM", "LONDON", 18.40, 96.50, "card"),
        ("spend", "SHELL NORTHWAY", "HENDON", 38.00, 71.20, "card"),
        ("big", "BRITISH AIRWAYS 1252", "LONDON", 248.30, 1064.00, "card"),
        ("big", "CURRYS 0447", "LONDON", 449.00, 1399.00, "card"),
        ("salary", "ACME LTD SALARY", "BGC", 1850.00, 2950.00, "fp"),
        ("in", "J SMITH", "DINNER", 20.00, 150.00, "fp"),
        ("in", "FROM A/C 20-45-77 43871265", "SAVINGS", 100.00, 400.00, "fp"),
        ("refund", "ASOS.COM", "LONDON", 18.00, 72.00, "card"),
        ("out", "L HARRIS", "RENT FLAT 2", 1150.00, 1950.00, "so"),
        ("out", "E WILSON", "CONCERT TICKETS", 20.00, 120.00, "fp"),
        ("atm", "LNK NATWEST CAMDEN", "", 20.00, 100.00, "card"),
        ("payment", "PAYMENT RECEIVED - THANK YOU", "", 0, 0, "fp"),
        ("payment", "DIRECT DEBIT PAYMENT - THANK YOU", "", 0, 0, "fp"),
        ("interest", "INTEREST (GROSS)", "", 0.32, 4.60, "fp"),
    ],
    "es": [
        ("sub", "NETFLIX.COM", "Amsterdam", 12.99, 12.99, "card"),
        ("sub", "SPOTIFY", "Stockholm", 10.99, 10.99, "card"),
        ("sub", "APPLE.COM/BILL", "Cork", 2.99, 2.99, "card"),
        ("sub", "AMAZON PRIME*2K4LM09Q2", "amazon.es", 4.99, 4.99, "card"),
        ("sub", "DISNEY PLUS", "Madrid", 8.99, 8.99, "card"),
        ("sub", "HBO MAX", "Madrid", 9.99, 9.99, "card"),
        ("sub", "DAZN", "Londres", 29.99, 29.99, "card"),
        ("sub", "Movistar", "Telefonica de Espana SAU", 56.00, 56.00, "dd"),
        ("sub", "Vodafone España", "Vodafone Espana SAU", 35.90, 35.90, "dd"),
        ("sub", "Iberdrola", "Iberdrola Clientes SAU", 64.32, 64.32, "dd"),
        ("sub", "Endesa Energía", "Endesa Energia SAU", 48.75, 48.75, "dd"),
        ("sub", "Basic-Fit", "Basic Fit Spain SL", 24.99, 24.99, "dd"),
        ("sub", "Mapfre Seguros", "Mapfre España SA", 38.40, 38.40, "dd"),
        ("sub", "Sanitas", "Sanitas SA de Seguros", 52.10, 52.10, "dd"),
        ("sub", "Comunidad de Propietarios", "CP Calle Mayor 12", 45.00, 45.00, "dd"),
        ("weekly", "HELLOFRESH ESPANA", "Madrid", 49.99, 49.99, "card"),
        ("spend", "MERCADONA", "Valencia", 8.45, 96.30, "card"),
        ("spend", "CARREFOUR EXPRESS", "Madrid", 4.20, 58.14, "card"),
        ("spend", "LIDL SUPERMERCADOS", "Valencia", 6.30, 61.75, "card"),
        ("spend", "EL CORTE INGLES", "Madrid", 19.90, 149.00, "card"),
        ("spend", "REPSOL E.S. 4412", "Getafe", 35.00, 70.00, "card"),
        ("spend", "RENFE VIAJEROS", "Madrid", 12.85, 89.40, "card"),
        ("spend", "GLOVO APP", "Barcelona", 11.90, 36.50, "card"),
        ("spend", "ZARA ESPANA", "Valencia", 15.95, 89.85, "card"),
        ("spend", "FARMACIA PEREZ", "Valencia", 3.99, 28.60, "card"),
        ("spend", "CAFETERIA LA PLAZA", "Valencia", 3.40, 24.80, "card"),
        ("spend", "CABIFY", "Madrid", 8.75, 27.30, "card"),
        ("spend", "AMAZON.ES COMPRA", "amazon.es", 9.99, 74.95, "card"),
        ("big", "IBERIA LAE", "Madrid", 186.40, 1240.00, "card"),
        ("big", "MEDIA MARKT", "Valencia", 349.00, 999.00, "card"),
        ("salary", "ACME SOLUCIONES SL", "Nómina", 1650.00, 2450.00, "fp"),
        ("in", "María García Pérez", "Bizum", 10.00, 60.00, "fp"),
        ("in", "Juan López Martín", "Transferencia", 50.00, 400.00, "fp"),
        ("refund", "AMAZON.ES", "amazon.es", 12.99, 49.99, "card"),
        ("out", "Inmobiliaria Sol SL", "Alquiler", 850.00, 1450.00, "so"),
        ("out", "Lucía Fernández Gómez", "Bizum", 8.00, 45.00, "fp"),
        ("atm", "Cajero 0182-4521", "", 20.00, 200.00, "card"),
        ("payment", "Pago recibo tarjeta", "", 0, 0, "fp"),
        ("interest", "Liquidación intereses", "", 0.05, 1.20, "fp"),
    ],
    "zh": [
        ("sub", "支付宝-网易云音乐", "杭州网易云音乐科技有限公司", 18.00, 18.00, "card"),
        ("sub", "支付宝-爱奇艺VIP会员", "北京爱奇艺科技有限公司", 25.00, 25.00, "card"),
        ("sub", "财付通-腾讯视频VIP", "深圳市腾讯计算机系统有限公司", 30.00, 30.00, "card"),
        ("sub", "支付宝-哔哩哔哩大会员", "上海宽娱数码科技有限公司", 25.00, 25.00, "card"),
        ("sub", "支付宝-百度网盘会员", "北京百度网讯科技有限公司", 30.00, 30.00, "card"),
        ("sub", "财付通-QQ音乐绿钻", "腾讯音乐娱乐科技（深圳）有限公司", 15.00, 15.00, "card"),
        ("sub", "支付宝-芒果TV会员", "湖南快乐阳光互动娱乐传媒有限公司", 22.00, 22.00, "card"),
        ("sub", "APPLE.COM/BILL", "Apple Services", 6.00, 6.00, "card"),
        ("sub", "中国移动话费自动缴费", "中国移动通信集团上海有限公司", 88.00, 88.00, "dd"),
        ("sub", "京东支付-京东PLUS会员", "北京京东世纪贸易有限公司", 15.00, 15.00, "card"),
        ("sub", "财付通-喜马拉雅会员", "上海喜马拉雅科技有限公司", 25.00, 25.00, "card"),
        ("weekly", "财付通-叮咚买菜", "上海壹佰米网络科技有限公司", 68.50, 68.50, "card"),
        ("spend", "财付通-美团外卖", "北京三快在线科技有限公司", 18.60, 65.30, "card"),
        ("spend", "支付宝-饿了么", "上海拉扎斯信息科技有限公司", 16.80, 58.20, "card"),
        ("spend", "财付通-滴滴出行", "北京小桔科技有限公司", 12.40, 86.50, "card"),
        ("spend", "支付宝-淘宝", "浙江天猫网络有限公司", 19.90, 299.00, "card"),
        ("spend", "财付通-拼多多", "上海寻梦信息技术有限公司", 9.90, 128.60, "card"),
        ("spend", "支付宝-盒马鲜生", "上海盒马网络科技有限公司", 36.70, 188.40, "card"),
        ("spend", "财付通-瑞幸咖啡", "瑞幸咖啡（中国）有限公司", 9.90, 32.00, "card"),
        ("spend", "银联消费-沃尔玛", "沃尔玛（中国）投资有限公司", 45.20, 236.80, "card"),
        ("spend", "中国石化加油站", "中国石化销售股份有限公司上海石油分公司", 200.00, 350.00, "card"),
        ("spend", "支付宝-国网电费", "国网上海市电力公司", 86.40, 264.30, "card"),
        ("spend", "财付通-全家便利店", "上海福满家便利有限公司", 6.50, 34.80, "card"),
        ("big", "支付宝-携程旅行", "上海携程商务有限公司", 680.00, 2860.00, "card"),
        ("big", "京东支付-京东商城", "北京京东世纪贸易有限公司", 1299.00, 4999.00, "card"),
        ("salary", "代发工资", "上海艾克米科技有限公司", 8500.00, 18600.00, "fp"),
        ("in", "跨行转入", "王芳", 100.00, 800.00, "fp"),
        ("in", "手机银行转入", "李明", 200.00, 1500.00, "fp"),
        ("refund", "支付宝-退款", "支付宝（中国）网络技术有限公司", 39.00, 259.00, "card"),
        ("out", "手机银行转账", "张伟", 2450.00, 4800.00, "so"),
        ("out", "微信转账", "刘洋", 50.00, 500.00, "fp"),
        ("atm", "ATM取款", "", 200.00, 1000.00, "card"),
        ("payment", "掌上生活还款", "", 0, 0, "fp"),
        ("payment", "自动还款", "", 0, 0, "fp"),
        ("interest", "结息", "", 0.40, 6.80, "fp"),
    ],
}


class Txn:
    """One transaction. `date` is the truth (transaction) date, `post` the posting / value date,
    `minor` the truth amount in minor units (negative: money out)."""
    __slots__ = ("date", "post", "minor", "kind", "m", "ref", "extra", "balance", "seq")

    def __init__(self, date, post, minor, kind, m, ref="", extra=None):
        self.date, self.post, self.minor, self.kind, self.m, self.ref = date, post, minor, kind, m, ref
        self.extra = extra or {}
        self.balance = 0
        self.seq = 0

    @property
    def a(self):
        return self.m[1]

    @property
    def b(self):
        return self.m[2]


def price(rng, lo, hi):
    if lo == hi:
        return int(round(lo * 100))
    v = rng.uniform(lo, hi)
    r = rng.random()
    if r < 0.15:
        v = int(v) + 0.99
    elif r < 0.25 and hi > 20:
        v = float(round(v))
    return max(int(round(lo * 100)), int(round(v * 100)))


class Profile:
    """What stays the same from one statement of an account to the next: its subscriptions with
    their days of the month, its weekly merchant and weekday, its salary."""

    def __init__(self, rng, loc, account, n_subs=None):
        self.loc, self.account = loc, account
        ms = MERCHANTS[loc]
        subs = [m for m in ms if m[0] == "sub" and (account == "current" or m[5] == "card")]
        self.subs = [(m, rng.randint(1, 28), price(rng, m[3], m[4]))
                     for m in rng.sample(subs, min(len(subs), n_subs or rng.randint(3, 7)))]
        weekly = [m for m in ms if m[0] == "weekly"]
        self.weekly = (weekly[0], rng.randrange(7)) if weekly and rng.random() < 0.5 else None
        sal = [m for m in ms if m[0] == "salary"]
        self.salary = (sal[0], rng.choice([25, 28, 1, 15]), price(rng, sal[0][3], sal[0][4])) if sal else None
        self.biweekly = loc == "us" and rng.random() < 0.5
        self.yearly = []   # (merchant, date, minor)
        self.card_lag = account == "card"


def gen_txns(rng, prof, start, end, n_target, payment_minor=None, extra_subs=()):
    """Transactions posted between start and end (inclusive). Cards: the transaction date may be
    a few days before the posting date (and so before `start`)."""
    ms = MERCHANTS[prof.loc]
    by = lambda k: [m for m in ms if m[0] == k]
    out = []

    lags = [0, 1, 1, 1, 2, 2, 3]

    def lag(d, m, kind):
        if not prof.card_lag:
            return 0
        if kind in ("sub", "weekly", "salary"):
            # the same for the same charge whichever statement's window looks at it, so that
            # consecutive statements neither lose nor repeat a charge near their boundary
            return lags[zlib.crc32(f"{d}{m[1]}".encode()) % len(lags)]
        return rng.choice(lags)

    def add(d, kind, m, minor, post=None):
        post = post or d + DAY * lag(d, m, kind)
        if not (start <= post <= end) or d > end:
            return None
        t = Txn(d, post, minor, kind, m)
        out.append(t)
        return t

    for d in dates_in(start - DAY * 3, end):
        for m, dom, minor in list(prof.subs) + list(extra_subs):
            if d.day == dom:
                add(d, "sub", m, -minor)
        for m, yd, minor in prof.yearly:
            if d == yd:
                add(d, "sub", m, -minor)
        if prof.weekly and d.weekday() == prof.weekly[1]:
            m = prof.weekly[0]
            add(d, "weekly", m, -price(rng, m[3], m[4]))
        if prof.account == "current" and prof.salary:
            m, dom, minor = prof.salary
            if (prof.biweekly and d.weekday() == 4 and (d.toordinal() // 7) % 2 == 0) or \
                    (not prof.biweekly and d.day == dom):
                add(d, "salary", m, minor if not prof.biweekly else minor // 2)
    if prof.account == "current":
        for k, lo, hi in (("in", 0, 2), ("out", 0, 2), ("atm", 0, 2), ("refund", 0, 1)):
            pool = [m for m in by(k) if m[5] != "so"]
            for _ in range(rng.randint(lo, hi) if pool else 0):
                m = rng.choice(pool)
                minor = price(rng, m[3], m[4])
                if k == "atm":
                    unit = 10000 if prof.loc == "zh" else 2000
                    minor = max(unit, minor // unit * unit)
                add(start + DAY * rng.randint(0, (end - start).days), k, m,
                    minor * (1 if k in ("in", "refund") else -1))
        rent = [m for m in by("out") if m[5] == "so"]
        if rent:
            add(D(start.year, start.month, 1) if start.day == 1 else start + DAY * rng.randint(0, 5),
                "out", rent[0], -(price(rng, rent[0][3], rent[0][4]) // 5000 * 5000))
        if by("interest") and rng.random() < 0.4:
            m = by("interest")[0]
            add(end, "interest", m, price(rng, m[3], m[4]), post=end)
    else:
        for _ in range(rng.randint(0, 2)):
            m = rng.choice(by("refund"))
            add(start + DAY * rng.randint(0, (end - start).days), "refund", m, price(rng, m[3], m[4]))
        pays = by("payment")
        if pays:
            pm = rng.choice(pays)
            d = start + DAY * rng.randint(3, max(3, min(24, (end - start).days)))
            add(d, "payment", pm, payment_minor or price(rng, 250, 2400), post=d)
    if rng.random() < 0.3:
        m = rng.choice(by("big"))
        add(start + DAY * rng.randint(0, (end - start).days), "big", m, -price(rng, m[3], m[4]))
    spends = by("spend")
    guard = 0
    while len(out) < n_target and guard < 400:
        guard += 1
        m = rng.choice(spends)
        add(start - DAY * 2 + DAY * rng.randint(0, (end - start).days + 2), "spend", m, -price(rng, m[3], m[4]))
    # per-transaction references, distinct (date, amount, merchant)
    seen = set()
    uniq = []
    for t in out:
        key = (t.date, t.minor, t.m[1])
        if key in seen:
            continue
        seen.add(key)
        t.ref = rnd_alnum(rng, 9)
        t.extra["digits"] = rnd_digits(rng, 10)
        uniq.append(t)
    uniq.sort(key=lambda t: (t.date, t.post, rng.random()))
    return uniq


def assign_balances(txns, opening):
    bal = opening
    for t in txns:
        bal += t.minor
        t.balance = bal
    return bal


def safe_opening(rng, txns, lo=300_00, hi=4500_00):
    run, worst = 0, 0
    for t in txns:
        run += t.minor
        worst = min(worst, run)
    return -worst + rng.randint(lo, hi)


# ---------------------------------------------------------------------------------------------
# People

PEOPLE = {
    "us": [("JOHN A SMITH", "1428 ELM ST APT 4B", "SEATTLE WA 98109-4412"),
           ("MARIA L GARCIA", "2210 OAK RIDGE DR", "AUSTIN TX 78704-2231"),
           ("DAVID CHEN", "77 MASSACHUSETTS AVE APT 12", "CAMBRIDGE MA 02139-4307"),
           ("EMILY R JOHNSON", "350 PARK PL", "BROOKLYN NY 11238-1190"),
           ("MICHAEL T BROWN", "4019 N WILLIAMS AVE", "PORTLAND OR 97227-1056")],
    "uk": [("MR JAMES SMITH", "FLAT 2, 14 ELM GROVE", "LONDON", "NW1 8TQ"),
           ("MS OLIVIA JONES", "27 VICTORIA ROAD", "MANCHESTER", "M14 5RF"),
           ("MRS AMELIA PATEL", "3 CHURCH LANE", "LEEDS", "LS6 2BN"),
           ("MR OLIVER TAYLOR", "118 HIGH STREET", "BRISTOL", "BS8 1QW")],
    "es": [("MARÍA GARCÍA LÓPEZ", "C/ Mayor 12, 3º B", "28013 Madrid"),
           ("JAVIER MARTÍNEZ RUIZ", "Avda. del Puerto 45, 2º", "46023 Valencia"),
           ("LUCÍA FERNÁNDEZ GÓMEZ", "C/ Sierpes 8, 1º A", "41004 Sevilla"),
           ("CARLOS SÁNCHEZ MORENO", "Passeig de Gràcia 71, 4º 2ª", "08008 Barcelona")],
    "zh": [("张伟", "上海市浦东新区世纪大道100号"), ("王芳", "北京市朝阳区建国路88号"),
           ("李娜", "广州市天河区天河路385号"), ("刘洋", "杭州市西湖区文三路259号")],
}

LEGAL = {
    "uk": [
        "Your statement. Please check your statement carefully and tell us straight away if you see a "
        "transaction you do not recognise. If you pay only the minimum payment each month it will take "
        "you longer and cost you more to clear your balance. Interest is charged on purchases from the "
        "date they are added to your account unless you pay your balance in full by the payment date.",
        "How we allocate your payments. We use your payments to pay off balances with higher interest "
        "rates before balances with lower interest rates. The minimum payment is allocated to the "
        "balances with the lowest interest rates first. Where balances have the same interest rate, "
        "payments are allocated to the oldest transactions first.",
        "Non-sterling transactions. Transactions in a foreign currency are converted into sterling at the "
        "Visa or Mastercard payment scheme exchange rate on the day they are processed, and a "
        "non-sterling transaction fee of 2.99% of the value of the transaction is added.",
        "Making a complaint. If you are unhappy with our service, please contact us and we will do our "
        "best to resolve the matter. If you are still not satisfied you may be able to refer your "
        "complaint to the Financial Ombudsman Service, Exchange Tower, London E14 9SR.",
        "Protecting you against fraud. We will never ask you to disclose your full PIN or password, or to "
        "move money to a safe account. If you think someone knows your security details, call us at "
        "once on the number on the back of your card.",
        "Your rights under section 75 of the Consumer Credit Act 1974 may allow you to claim against us as "
        "well as the retailer for purchases between 100 and 30,000 pounds that were not supplied or were "
        "misrepresented. Cash withdrawals and balance transfers are not covered.",
    ],
    "es": [
        "Información al cliente. Compruebe los movimientos de este extracto y comunique a su oficina "
        "cualquier discrepancia en el plazo de quince días desde su recepción. Transcurrido dicho plazo "
        "sin reclamación, se entenderá conforme con los apuntes reflejados.",
        "Servicio de Atención al Cliente. Puede presentar sus quejas y reclamaciones por escrito en "
        "cualquier oficina o en la dirección de correo indicada en nuestra web. Si no obtiene respuesta "
        "satisfactoria podrá acudir al Departamento de Conducta de Mercado y Reclamaciones del Banco de España.",
        "Protección de datos. Sus datos personales se tratan conforme al Reglamento (UE) 2016/679 con la "
        "finalidad de gestionar la relación contractual. Puede ejercer sus derechos de acceso, "
        "rectificación, supresión y oposición dirigiéndose a nuestro Delegado de Protección de Datos.",
    ],
    "zh": [
        "重要提示：请您认真核对本对账单所列交易，如有疑问请于收到对账单之日起三十日内与本行联系，逾期未提出异议的，视为您已确认。",
        "为保障您的资金安全，请妥善保管您的卡片、密码及短信验证码，切勿向任何人透露。本行工作人员不会以任何理由向您索取密码。",
        "本行将依法保护您的个人信息。如需了解更多服务信息，请登录本行官方网站或拨打客服热线。",
    ],
    "us": [
        "BILLING RIGHTS SUMMARY. What To Do If You Think You Find A Mistake On Your Statement: if you "
        "think there is an error on your statement, write to us at the address on the front of this "
        "statement as soon as possible. In your letter, give us the following information: account "
        "information, your name and account number; dollar amount, the dollar amount of the suspected "
        "error; description of problem, if you think there is an error on your bill, describe what you "
        "believe is wrong and why you believe it is a mistake.",
        "You must contact us within 60 days after the error appeared on your statement. You must notify "
        "us of any potential errors in writing. You may call us, but if you do we are not required to "
        "investigate any potential errors and you may have to pay the amount in question.",
        "While we investigate whether or not there has been an error, the following are true: we cannot "
        "try to collect the amount in question, or report you as delinquent on that amount. The charge "
        "in question may remain on your statement, and we may continue to charge you interest on that "
        "amount. But, if we determine that we made a mistake, you will not have to pay the amount in "
        "question or any interest or other fees related to that amount.",
        "Your Rights If You Are Dissatisfied With Your Credit Card Purchases. If you are dissatisfied "
        "with the goods or services that you have purchased with your credit card, and you have tried in "
        "good faith to correct the problem with the merchant, you may have the right not to pay the "
        "remaining amount due on the purchase. To use this right, all of the following must be true: "
        "the purchase must have been made in your home state or within 100 miles of your current "
        "mailing address, and the purchase price must have been more than $50.",
        "How We Calculate Your Balance: we use a method called average daily balance (including new "
        "purchases). To get the average daily balance we take the beginning balance of your account "
        "each day, add any new purchases, and subtract any unpaid interest or other finance charges "
        "and any payments or credits. This gives us the daily balance. Then we add up all the daily "
        "balances for the billing cycle and divide the total by the number of days in the billing cycle.",
        "Payments: your payment must be received by 5:00 p.m. local time on the payment due date to "
        "be credited as of that day. Payments received after that time will be credited the next "
        "business day. Allow at least five business days for delivery of payments by mail.",
    ],
}


# ---------------------------------------------------------------------------------------------
# Drawing


class Spec:
    """Everything decided before drawing: the statement is drawn from it twice (to learn the
    page count, then with 'Page N of M'), so drawing must not draw random numbers."""

    def __init__(self, **kw):
        self.scanned = False
        self.long = False
        self.max_rows = None       # force page breaks after this many transactions (fixtures)
        self.encrypt = None
        self.legal_pages = 0
        self.legal = "us"          # which LEGAL text the small-print pages use
        self.v = {}                # style variants
        for k, v in kw.items():
            setattr(self, k, v)


class Row:
    __slots__ = ("h", "draw", "txn")

    def __init__(self, h, draw, txn=False):
        self.h, self.draw, self.txn = h, draw, txn


class Pdf:
    """A reportlab canvas with top-down coordinates, fonts of one family, and the bookkeeping
    of what was printed for each transaction."""

    def __init__(self, spec, pagesize, total=None):
        self.spec = spec
        self.buf = io.BytesIO()
        enc = None
        if spec.encrypt:
            enc = pdfencrypt.StandardEncryption(spec.encrypt, canPrint=1, canCopy=1, strength=128)
        self.c = rl_canvas.Canvas(self.buf, pagesize=pagesize, invariant=1, pageCompression=1, encrypt=enc)
        self.c.setTitle(spec.title if hasattr(spec, "title") else spec.name)
        self.c.setAuthor("")
        self.c.setCreator("")
        self.W, self.H = pagesize
        self.reg, self.bold = font_names(spec.font)
        self.fake_bold = FONT_FILES[spec.font][1] is None
        self.page = 1
        self.total = total
        self.footer = None
        self.records = []

    # text
    def tracking(self, s, size):
        """The letter-spacing (points) of a string: `spec.v['tracking']` ems for text holding Chinese,
        as some banks' statement renderers set every character of it apart; 0 otherwise."""
        em = self.spec.v.get("tracking", 0) if hasattr(self.spec, "v") else 0
        return em * size if em and any(ord(ch) > 0x2E80 for ch in s) else 0

    def width(self, s, size, bold=False):
        return pdfmetrics.stringWidth(s, self.bold if bold else self.reg, size) + self.tracking(s, size) * len(s)

    def text(self, x, y, s, size=8, bold=False, align="l", gray=0.0, rgb=None):
        c = self.c
        if not s:
            return
        c.setFont(self.bold if bold else self.reg, size)
        if rgb:
            c.setFillColorRGB(*rgb)
        else:
            c.setFillGray(gray)
        yy = self.H - y
        track = self.tracking(s, size)
        fake = bold and self.fake_bold
        if track or fake:     # a text object: letter-spacing, or a regular face stroked to look bold
            t = c.beginText()
            if fake:
                t.setTextRenderMode(2)
                c.setLineWidth(size * 0.03)
                c.setStrokeGray(gray) if not rgb else c.setStrokeColorRGB(*rgb)
            t.setFont(self.bold if bold else self.reg, size)   # (a fake-bold face's bold name is its regular one)
            if track:
                t.setCharSpace(track)
            w = self.width(s, size, bold)
            t.setTextOrigin(x if align == "l" else x - w if align == "r" else x - w / 2, yy)
            t.textOut(s)
            if track:
                t.setCharSpace(0)   # the text state outlives the text object: later strings are set tight
            t.setTextRenderMode(0)
            c.drawText(t)
            return
        if align == "l":
            c.drawString(x, yy, s)
        elif align == "r":
            c.drawRightString(x, yy, s)
        else:
            c.drawCentredString(x, yy, s)

    def wrap(self, s, width, size, bold=False):
        """Word wrap at spaces; CJK text (no spaces) by characters."""
        if self.width(s, size, bold) <= width:
            return [s]
        lines, cur = [], ""
        cjk = " " not in s
        for tok in (list(s) if cjk else s.split(" ")):
            t = tok if not cur else cur + ("" if cjk else " ") + tok
            if self.width(t, size, bold) <= width or not cur:
                cur = t
            else:
                lines.append(cur)
                cur = tok
        lines.append(cur)
        return lines

    def paragraph(self, x, y, s, width, size, leading=None, gray=0.0):
        leading = leading or size * 1.3
        for line in self.wrap(s, width, size):
            self.text(x, y, line, size, gray=gray)
            y += leading
        return y

    # shapes
    def line(self, x1, y1, x2, y2, w=0.5, gray=0.0, rgb=None, dash=None):
        c = self.c
        c.setLineWidth(w)
        c.setStrokeColorRGB(*rgb) if rgb else c.setStrokeGray(gray)
        c.setDash(*dash) if dash else c.setDash()
        c.line(x1, self.H - y1, x2, self.H - y2)
        c.setDash()

    def rect(self, x, y, w, h, fill=None, stroke=None, lw=0.5, radius=0):
        c = self.c
        if fill is not None:
            c.setFillColorRGB(*fill) if isinstance(fill, tuple) else c.setFillGray(fill)
        if stroke is not None:
            c.setStrokeColorRGB(*stroke) if isinstance(stroke, tuple) else c.setStrokeGray(stroke)
            c.setLineWidth(lw)
        if radius:
            c.roundRect(x, self.H - y - h, w, h, radius, stroke=stroke is not None, fill=fill is not None)
        else:
            c.rect(x, self.H - y - h, w, h, stroke=stroke is not None, fill=fill is not None)

    # pages
    def page_label(self, fmt):
        return fmt.format(n=self.page, m=self.total or 9)

    def new_page(self):
        if self.footer:
            self.footer(self)
        self.c.showPage()
        self.page += 1

    def finish(self):
        if self.footer:
            self.footer(self)
        self.c.showPage()
        self.c.save()
        return self.buf.getvalue()

    def record(self, t, lines, amount, description=None, counterparty=None):
        """A transaction as printed: its lines and its amount as drawn; `description` when the lines
        are not the description joined with spaces (a Chinese name wrapped mid-word, a counterparty's
        column drawn beside it); `counterparty`: the text of a counterparty column (对方户名), if any."""
        self.records.append({"txn": t, "lines": list(lines), "amount": amount, "page": self.page,
                             "description": description or " ".join(lines), "counterparty": counterparty})

    def table(self, rows, y, head, bottom, page_top, brk_bottom=None, brk_top=None):
        """Draw rows from y, breaking pages when a row does not fit above `bottom`:
        brk_bottom(y) (e.g. 'continued on next page'), new page, page_top() -> y,
        brk_top(y) -> y (e.g. 'brought forward'), head(y) -> y (repeated column header)."""
        y = head(y)
        n = 0
        mr = self.spec.max_rows
        for r in rows:
            if y + r.h > bottom or (mr and r.txn and n >= mr):
                if brk_bottom:
                    brk_bottom(y)
                self.new_page()
                y = page_top()
                if brk_top:
                    y = brk_top(y)
                if not getattr(self.spec, "head_once", False):   # some banks print the column titles once
                    y = head(y)
                n = 0
            r.draw(y)
            y += r.h
            n += r.txn
        return y

    def legal_pages(self, n, top, size=7.2):
        """n extra pages of small print (terms, billing rights), no paragraph twice on a page."""
        paras = LEGAL[self.spec.legal]
        i = 0
        for _ in range(n):
            self.new_page()
            y = top()
            for _ in range(len(paras)):
                if y > self.H - 150:
                    break
                y = self.paragraph(42, y, paras[i % len(paras)], self.W - 84, size, gray=0.15) + 8
                i += 1


def render(style, spec):
    """Draw twice (page count, then 'Page N of M'); returns (pdf bytes, pages, records)."""
    size = getattr(spec, "pagesize", None) or style.pagesize   # a style may turn one statement landscape
    p = Pdf(spec, size)
    style.draw(p, spec)
    p.finish()
    total = p.page
    p = Pdf(spec, size, total)
    style.draw(p, spec)
    data = p.finish()
    assert p.page == total, (spec.name, p.page, total)
    return data, total, p.records


# ---------------------------------------------------------------------------------------------
# Styles


class Style:
    name = ""
    lang = "eng"
    currency = "USD"
    loc = "us"
    account = "current"
    pagesize = LETTER
    fonts = ["Helvetica"]
    split = "tuning"
    n_range = (15, 45)

    def period(self, rng, k):
        """(start, end) of statement k."""
        y = rng.choice([2024, 2025])
        m = rng.randint(1, 12)
        start = D(y, m, 1)
        return start, add_months(start, 1) - DAY

    def variants(self, rng, spec):
        pass

    def make(self, rng, k, long=False, period=None, prof=None, payment=None, n=None):
        start, end = period or self.period(rng, k)
        prof = prof or Profile(rng, self.loc, self.account)
        n = n or (rng.randint(52, 60) if long else rng.randint(*self.n_range))
        prev = price(rng, 200, 2400)   # card: the previous statement's balance, paid in full or in part
        if self.account == "card" and payment is None:
            payment = prev if rng.random() < 0.5 else max(2500, int(prev * rng.uniform(0.2, 0.9)) // 100 * 100)
        txns = gen_txns(rng, prof, start, end, n, payment_minor=payment)
        spec = Spec(name=f"{self.name}-{k + 1:02d}", style=self.name, start=start, end=end, txns=txns,
                    person=rng.choice(PEOPLE[self.loc]), long=long, seed_digits=rnd_digits(rng, 16),
                    acct_digits=rnd_digits(rng, 10), last4=rnd_digits(rng, 4))
        # a card's balance is what is owed: negative in truth terms
        spec.opening = safe_opening(rng, txns) if self.account == "current" else -prev
        spec.closing = assign_balances(txns, spec.opening)
        spec.legal_pages = 2 if long else 0
        spec.legal = {"uk": "uk", "es": "es", "zh": "zh"}.get(self.loc, "us")
        self.variants(rng, spec)
        return spec

    def order(self, spec):
        return spec.txns


def pay_minor(t):
    return -t.minor   # card statements print purchases positive


# -- US credit card -------------------------------------------------------------------------------


class UsCard(Style):
    """US credit card: Trans Date | Post Date | [Reference Number] | Description | Amount,
    MM/DD dates, Payments and Other Credits (negative) before Purchases (positive)."""
    name = "us-card"
    account = "card"
    fonts = ["Helvetica", "Liberation Sans", "Roboto", "Noto Sans", "DejaVu Sans"]

    def period(self, rng, k):
        close = rng.choice([3, 7, 14, 19, 22, 27])
        if k == 0:    # December -> January turn
            y = rng.choice([2024, 2025])
            end = D(y + 1, 1, close)
        else:
            end = D(rng.choice([2024, 2025]), rng.randint(2, 12), close)
        return add_months(end, -1) + DAY, end

    def variants(self, rng, spec):
        spec.v = {"ref": rng.random() < 0.4, "hdr": rng.choice(["period", "openclose"]),
                  "bank": rng.choice(["MERIDIAN BANK", "NORTHSTAR CARD SERVICES", "HARBOR TRUST CARD"]),
                  "product": rng.choice(["Visa Signature", "Platinum Rewards Mastercard", "Cash Back Visa"]),
                  "limit": rng.choice([5000, 8000, 12500, 15000, 25000]) * 100,
                  "refs": {id(t): rnd_digits(rng, 4) + rnd_alnum(rng, 13) for t in spec.txns},
                  "apr": rng.choice(["21.49", "24.99", "27.24", "19.74"])}

    def sections(self, spec):
        credits = [t for t in spec.txns if t.minor > 0]
        debits = [t for t in spec.txns if t.minor <= 0]
        return [("PAYMENTS AND OTHER CREDITS", credits), ("PURCHASES", debits)]

    def desc(self, t):
        if t.kind == "payment":
            return t.a
        a = t.a + (t.ref if t.a.endswith("*") else "")
        return f"{a} {t.b}".strip()

    def draw(self, p, s):
        v = s.v
        L, R = 36, p.W - 36
        name, street, city = s.person
        due = s.end + DAY * 25
        purchases = -sum(t.minor for t in s.txns if t.minor < 0)
        pays = sum(t.minor for t in s.txns if t.kind == "payment")
        credits = sum(t.minor for t in s.txns if t.minor > 0 and t.kind != "payment")
        prev, new = -s.opening, -s.closing
        acct = f"XXXX XXXX XXXX {s.last4}"
        close_s = s.end.strftime("%m/%d/%y")

        def footer(p):
            p.line(L, p.H - 40, R, p.H - 40, 0.4, 0.5)
            p.text(L, p.H - 28, f"{name}", 6.5, gray=0.35)
            p.text(p.W / 2, p.H - 28, f"Statement Date: {close_s}", 6.5, gray=0.35, align="c")
            p.text(R, p.H - 28, p.page_label("Page {n} of {m}"), 6.5, gray=0.35, align="r")
        p.footer = footer

        def cont_top():
            p.text(L, 40, v["bank"], 11, True)
            p.text(R, 40, f"{name}   Account Number: {acct}", 7, align="r")
            p.line(L, 48, R, 48, 1)
            return 68

        # page 1
        p.text(L, 44, v["bank"], 16, True, rgb=(0.05, 0.2, 0.45))
        p.text(L, 58, f"{v['product']}\u00ae", 9, gray=0.3)
        if v["hdr"] == "period":
            per = f"Statement Period: {s.start:%m/%d/%Y} - {s.end:%m/%d/%Y}"
        else:
            per = f"Opening/Closing Date {s.start:%m/%d/%y} - {s.end:%m/%d/%y}"
        p.text(R, 44, per, 8.5, True, align="r")
        p.text(R, 56, f"Account Number: {acct}", 8, align="r")
        p.text(L, 110, name, 9)
        p.text(L, 121, street, 9)
        p.text(L, 132, city, 9)
        # summary box
        bx, by, bw = 318, 76, R - 318
        p.rect(bx, by, bw, 14, fill=(0.05, 0.2, 0.45))
        p.text(bx + 6, by + 10, "ACCOUNT SUMMARY", 8, True, gray=1)
        lines = [("Previous Balance", f"${us(prev)}"), ("Payment, Credits", f"-${us(pays + credits)}"),
                 ("Purchases", f"+${us(purchases)}"), ("Cash Advances", "$0.00"),
                 ("Balance Transfers", "$0.00"), ("Fees Charged", "$0.00"), ("Interest Charged", "$0.00"),
                 ("New Balance", f"${us(new)}" if new >= 0 else f"-${us(new)}"),
                 ("Opening/Closing Date", f"{s.start:%m/%d/%y} - {s.end:%m/%d/%y}"),
                 ("Credit Access Line", f"${us(v['limit'])}"),
                 ("Available Credit", f"${us(max(0, v['limit'] - max(new, 0)))}")]
        yy = by + 26
        for i, (k, val) in enumerate(lines):
            p.text(bx + 6, yy, k, 7.5, bold=k == "New Balance")
            p.text(R - 6, yy, val, 7.5, bold=k == "New Balance", align="r")
            yy += 10.5
        p.rect(bx, by, bw, yy - by, stroke=0.3, lw=0.6)
        p.rect(L, 150, 250, 56, stroke=0.3, lw=0.6)
        p.text(L + 6, 162, "PAYMENT INFORMATION", 8, True)
        p.text(L + 6, 175, "New Balance", 7.5)
        p.text(L + 244, 175, f"${us(max(new, 0))}", 7.5, align="r")
        p.text(L + 6, 186, "Payment Due Date", 7.5)
        p.text(L + 244, 186, due.strftime("%m/%d/%y"), 7.5, align="r")
        p.text(L + 6, 197, "Minimum Payment Due", 7.5)
        p.text(L + 244, 197, f"${us(min(max(new, 0), max(3500, max(new, 0) // 100 * 2)))}", 7.5, align="r")
        y = max(yy, 214) + 16
        p.rect(L, y, R - L, 15, fill=(0.05, 0.2, 0.45))
        p.text(L + 6, y + 11, "ACCOUNT ACTIVITY", 9, True, gray=1)
        y += 24

        xs = {"t": L + 2, "p": L + 48, "r": L + 96, "d": L + (206 if v["ref"] else 96), "a": R - 2}
        dw = xs["a"] - 70 - xs["d"]

        def head(y):
            p.text(xs["t"], y + 8, "Trans", 7, True)
            p.text(xs["t"], y + 16, "Date", 7, True)
            p.text(xs["p"], y + 8, "Post", 7, True)
            p.text(xs["p"], y + 16, "Date", 7, True)
            if v["ref"]:
                p.text(xs["r"], y + 16, "Reference Number", 7, True)
            p.text(xs["d"], y + 16, "Description", 7, True)
            p.text(xs["a"], y + 16, "Amount", 7, True, align="r")
            p.line(L, y + 20, R, y + 20, 0.6)
            return y + 31

        rows = []
        for title, txns in self.sections(s):
            if not txns:
                continue

            def sec(y, title=title):
                p.text(L + 2, y, title, 8, True)
            rows.append(Row(14, sec))
            for t in txns:
                desc = self.desc(t)
                lines = p.wrap(desc, dw, 7.5)
                amt = us(pay_minor(t), sign=True)

                def draw(y, t=t, lines=lines, amt=amt):
                    p.text(xs["t"], y, f"{t.date:%m/%d}", 7.5)
                    p.text(xs["p"], y, f"{t.post:%m/%d}", 7.5)
                    if v["ref"]:
                        p.text(xs["r"], y, v["refs"][id(t)], 7.5)
                    for i, ln in enumerate(lines):
                        p.text(xs["d"], y + i * 9.5, ln, 7.5)
                    p.text(xs["a"], y, amt, 7.5, align="r")
                    p.record(t, lines, amt)
                rows.append(Row(11.5 + 9.5 * (len(lines) - 1), draw, True))
            tot = sum(pay_minor(t) for t in txns)

            def total(y, title=title, tot=tot):
                p.line(xs["a"] - 60, y - 7, xs["a"], y - 7, 0.4)
                label = "TOTAL PAYMENTS AND OTHER CREDITS FOR THIS PERIOD" if title.startswith("PAY") \
                    else "TOTAL PURCHASES FOR THIS PERIOD"
                p.text(xs["d"], y + 1, label, 7.5, True)
                p.text(xs["a"], y + 1, f"{'-' if tot < 0 else ''}${us(tot)}", 7.5, True, align="r")
            rows.append(Row(18, total))

        def fees(y):
            p.text(L + 2, y, "FEES CHARGED", 8, True)
            p.text(xs["d"], y + 13, "TOTAL FEES FOR THIS PERIOD", 7.5, True)
            p.text(xs["a"], y + 13, "$0.00", 7.5, True, align="r")
            p.text(L + 2, y + 30, "INTEREST CHARGED", 8, True)
            p.text(xs["d"], y + 43, "TOTAL INTEREST FOR THIS PERIOD", 7.5, True)
            p.text(xs["a"], y + 43, "$0.00", 7.5, True, align="r")
        rows.append(Row(54, fees))

        def brk_bottom(y):
            p.text(R, y + 6, "Continued on next page", 7, gray=0.3, align="r")

        def brk_top(y):
            p.text(L + 2, y, "ACCOUNT ACTIVITY (CONTINUED)", 9, True)
            return y + 10

        y = p.table(rows, y, head, p.H - 64, cont_top, brk_bottom, brk_top)
        # year-to-date and interest calculation
        if y + 120 > p.H - 64:
            p.new_page()
            y = cont_top()
        y += 6
        p.rect(L, y, R - L, 13, fill=0.85)
        p.text(L + 6, y + 9.5, f"{s.end.year} Totals Year-to-Date", 8, True)
        p.text(L + 10, y + 24, f"Total fees charged in {s.end.year}", 7.5)
        p.text(L + 250, y + 24, "$0.00", 7.5, align="r")
        p.text(L + 10, y + 35, f"Total interest charged in {s.end.year}", 7.5)
        p.text(L + 250, y + 35, "$0.00", 7.5, align="r")
        y += 48
        p.rect(L, y, R - L, 13, fill=0.85)
        p.text(L + 6, y + 9.5, "INTEREST CHARGE CALCULATION", 8, True)
        p.text(L + 10, y + 24, "Balance Type", 7, True)
        p.text(L + 150, y + 24, "Annual Percentage Rate (APR)", 7, True)
        p.text(L + 420, y + 24, "Balance Subject To Interest Rate", 7, True, align="r")
        p.text(R - 6, y + 24, "Interest Charges", 7, True, align="r")
        for i, (k, apr) in enumerate((("Purchases", v["apr"]), ("Cash Advances", "29.99"),
                                       ("Balance Transfers", v["apr"]))):
            yy = y + 36 + i * 10
            p.text(L + 10, yy, k, 7)
            p.text(L + 150, yy, f"{apr}%(v)(d)", 7)
            p.text(L + 420, yy, "$0.00", 7, align="r")
            p.text(R - 6, yy, "$0.00", 7, align="r")
        p.legal_pages(s.legal_pages, cont_top)


# -- US checking with multi-line descriptions -------------------------------------------------


class UsChecking(Style):
    """US checking account: Date | Check Number | Description (2 lines) | Deposits/Additions |
    Withdrawals/Subtractions | Ending daily balance; M/D dates; 2-3 pages with repeated headers."""
    name = "us-checking"
    fonts = ["Helvetica", "Liberation Sans", "Roboto", "DejaVu Sans"]
    n_range = (32, 50)

    def period(self, rng, k):
        d = rng.choice([1, 1, 6, 12, 18])
        y = rng.choice([2024, 2025])
        m = rng.randint(1, 12)
        start = D(y, m, d)
        return start, add_months(start, 1) - DAY

    def variants(self, rng, spec):
        spec.v = {"bank": rng.choice(["Harbor Trust", "Cascade National Bank", "Pinecrest Bank"]),
                  "acct": rnd_digits(rng, 10), "card": rnd_digits(rng, 4),
                  "refs": {id(t): "S" + rnd_digits(rng, 15) for t in spec.txns}}
        checks = [t for t in spec.txns if t.kind == "spend"][:rng.choice([0, 0, 1, 2])]
        for i, t in enumerate(checks):
            t.extra["check"] = str(1040 + rng.randint(0, 30) + i)

    def lines(self, t, v):
        if "check" in t.extra:
            return ["CHECK"]
        card = v["card"]
        if t.kind in ("sub", "weekly") and t.m[5] == "card":
            return [f"RECURRING PAYMENT {t.a}", f"{t.b} {v['refs'][id(t)]} CARD {card}"]
        if t.kind in ("sub",):
            return [f"{t.a} AUTOPAY", f"{t.b} WEB ID: {t.extra['digits']}"]
        if t.kind in ("spend", "big", "weekly"):
            a = t.a + (t.ref if t.a.endswith("*") else "")
            return [f"PURCHASE {a}", f"{t.b} {v['refs'][id(t)]} CARD {card}"]
        if t.kind == "refund":
            a = t.a + (t.ref if t.a.endswith("*") else "")
            return [f"PURCHASE RETURN {a}", f"{t.b} CARD {card}"]
        if t.kind == "atm":
            return [f"{t.a}", f"{t.b} CARD {card}"]
        if t.kind == "salary":
            return [f"{t.a} {t.b}", f"REF {t.extra['digits']} {self.holder}"]
        if t.m[2] in ("CONF#", "REF #IB"):
            return [t.a, f"{t.m[2]} {t.ref}"]
        if t.kind == "interest":
            return [t.a]
        return [t.a, t.b]

    def draw(self, p, s):
        v = s.v
        L, R = 40, p.W - 40
        name, street, city = s.person
        self.holder = name
        md = lambda d: f"{d.month}/{d.day}"
        period = f"{EN_MONTHS[s.start.month - 1]} {s.start.day}, {s.start.year} - " \
                 f"{EN_MONTHS[s.end.month - 1]} {s.end.day}, {s.end.year}"
        deposits = sum(t.minor for t in s.txns if t.minor > 0)
        withdrawals = -sum(t.minor for t in s.txns if t.minor < 0)

        def footer(p):
            p.text(L, p.H - 30, "Sheet Seq = 0048213", 6, gray=0.4)
            p.text(R, p.H - 30, p.page_label("Page {n} of {m}"), 7.5, align="r")

        def cont_top():
            p.text(L, 44, "Everyday Checking", 10, True)
            p.text(R, 44, f"{period}   Account number: {v['acct']}", 7.5, align="r")
            p.line(L, 52, R, 52, 0.8)
            return 72
        p.footer = footer

        p.text(L, 46, v["bank"], 18, True, rgb=(0.55, 0.08, 0.1))
        p.text(L, 66, "Everyday Checking", 12, True)
        p.text(L, 80, period, 8.5)
        p.text(R, 46, f"Account number: {v['acct']}", 8.5, align="r")
        p.text(R, 58, name, 8, align="r")
        p.text(L, 118, name, 9)
        p.text(L, 129, street, 9)
        p.text(L, 140, city, 9)
        bx = 330
        p.rect(bx, 96, R - bx, 64, fill=0.94)
        p.text(bx + 8, 108, "Questions?", 9, True)
        p.text(bx + 8, 120, "Available by phone 24 hours a day, 7 days a week:", 7)
        p.text(bx + 8, 130, "1-800-869-3557  (1-800-TO-WELLS)", 7, True)
        p.text(bx + 8, 140, "Online: www.example-bank.com", 7)
        p.text(bx + 8, 150, "Write: P.O. Box 6995, Portland, OR 97228-6995", 7)
        y = 180
        p.text(L, y, "Activity summary", 10, True)
        y += 6
        p.line(L, y, R, y, 0.6)
        summ = [(f"Beginning balance on {md(s.start)}", f"${us(s.opening)}"),
                ("Deposits/Additions", us(deposits)), ("Withdrawals/Subtractions", f"- {us(withdrawals)}"),
                (f"Ending balance on {md(s.end)}", f"${us(s.closing)}")]
        for i, (k, val) in enumerate(summ):
            y += 12
            p.text(L, y, k, 8, bold=i == 3)
            p.text(L + 260, y, val, 8, bold=i == 3, align="r")
        p.text(bx, y - 36, f"Account number: {v['acct']}", 8)
        p.text(bx, y - 24, name, 8)
        p.text(bx, y - 12, "Washington account terms and conditions apply", 7, gray=0.3)
        p.text(bx, y, "For Direct Deposit use Routing Number (RTN): 125008547", 7, gray=0.3)
        y += 28
        p.text(L, y, "Transaction history", 11, True)
        y += 8
        cx = {"d": L, "n": L + 36, "desc": L + 88, "add": R - 165, "sub": R - 85, "bal": R}
        dw = cx["add"] - 60 - cx["desc"]

        def head(y):
            p.line(L, y, R, y, 0.8)
            p.text(cx["d"], y + 20, "Date", 7, True)
            p.text(cx["n"], y + 11, "Check", 7, True)
            p.text(cx["n"], y + 20, "Number", 7, True)
            p.text(cx["desc"], y + 20, "Description", 7, True)
            p.text(cx["add"], y + 11, "Deposits/", 7, True, align="r")
            p.text(cx["add"], y + 20, "Additions", 7, True, align="r")
            p.text(cx["sub"], y + 11, "Withdrawals/", 7, True, align="r")
            p.text(cx["sub"], y + 20, "Subtractions", 7, True, align="r")
            p.text(cx["bal"], y + 11, "Ending daily", 7, True, align="r")
            p.text(cx["bal"], y + 20, "balance", 7, True, align="r")
            p.line(L, y + 25, R, y + 25, 0.4)
            return y + 36

        rows = []
        txns = s.txns
        for i, t in enumerate(txns):
            raw = self.lines(t, v)
            lines = []
            for ln in raw:
                lines += p.wrap(ln, dw, 7.5)
            amt = us(t.minor)
            last_of_day = i + 1 == len(txns) or txns[i + 1].date != t.date

            def draw(y, t=t, lines=lines, amt=amt, last=last_of_day):
                p.text(cx["d"], y, md(t.date), 7.5)
                if "check" in t.extra:
                    p.text(cx["n"], y, t.extra["check"], 7.5)
                for j, ln in enumerate(lines):
                    p.text(cx["desc"], y + j * 9, ln, 7.5)
                p.text(cx["add"] if t.minor > 0 else cx["sub"], y, amt, 7.5, align="r")
                if last:
                    p.text(cx["bal"], y, us(t.balance, sign=True), 7.5, align="r")
                p.line(L, y + 9 * len(lines) - 4, R, y + 9 * len(lines) - 4, 0.2, 0.7, dash=(1, 2))
                p.record(t, lines, amt)
            rows.append(Row(9 * len(lines) + 4, draw, True))

        def ending(y):
            p.line(L, y - 4, R, y - 4, 0.6)
            p.text(cx["desc"], y + 6, f"Ending balance on {md(s.end)}", 7.5, True)
            p.text(cx["bal"], y + 6, us(s.closing, sign=True), 7.5, True, align="r")
            p.text(cx["desc"], y + 18, "Totals", 7.5, True)
            p.text(cx["add"], y + 18, f"${us(deposits)}", 7.5, True, align="r")
            p.text(cx["sub"], y + 18, f"${us(withdrawals)}", 7.5, True, align="r")
        rows.append(Row(30, ending))

        def brk_bottom(y):
            p.text(cx["desc"], y + 8, "(continued on next page)", 7.5, gray=0.25)

        def brk_top(y):
            p.text(L, y, "Transaction history (continued)", 11, True)
            return y + 8

        y = p.table(rows, y, head, p.H - 58, cont_top, brk_bottom, brk_top)
        if y + 110 > p.H - 58:
            p.new_page()
            y = cont_top()
        y += 10
        p.paragraph(L, y, "The Ending Daily Balance does not reflect any pending withdrawals or holds on "
                    "deposited funds that may have been outstanding on your account when your transactions "
                    "posted.", R - L, 6.5, gray=0.3)
        y += 26
        p.text(L, y, "Monthly service fee summary", 10, True)
        p.line(L, y + 5, R, y + 5, 0.6)
        p.text(L, y + 18, f"Fee period {s.start:%m/%d/%Y} - {s.end:%m/%d/%Y}", 7.5)
        p.text(R - 120, y + 18, "Standard monthly service fee $10.00", 7.5, align="r")
        p.text(R, y + 18, "You paid $0.00", 7.5, align="r")
        p.text(L, y + 30, "Minimum daily balance", 7.5)
        p.text(R - 120, y + 30, "$500.00", 7.5, align="r")
        p.text(L, y + 40, "Total amount of qualifying direct deposits", 7.5)
        p.text(R - 120, y + 40, "$500.00", 7.5, align="r")
        p.legal_pages(s.legal_pages, cont_top)


# -- UK current account ---------------------------------------------------------------------------


class UkCurrent(Style):
    """UK current account: Date | Description | Money out | Money in | Balance, dates '03 Mar'
    (printed once per day), balance brought / carried forward lines."""
    name = "uk-current"
    loc = "uk"
    currency = "GBP"
    pagesize = A4
    fonts = ["Liberation Sans", "DejaVu Sans", "Noto Sans", "Helvetica", "Roboto"]

    def period(self, rng, k):
        d = rng.choice([1, 4, 11, 17, 23])
        start = D(rng.choice([2024, 2025]), rng.randint(1, 12), d)
        return start, add_months(start, 1) - DAY

    def variants(self, rng, spec):
        spec.v = {"bank": rng.choice(["Albion Bank", "Kingsgate Bank", "Thames & Mercia Bank"]),
                  "sort": f"{rng.randint(10, 99)}-{rng.randint(10, 99)}-{rng.randint(10, 99)}",
                  "acct": rnd_digits(rng, 8), "once": rng.random() < 0.6, "daily_bal": rng.random() < 0.5}

    def desc(self, t):
        a, b, via = t.m[1], t.m[2], t.m[5]
        if t.kind == "salary":
            return f"BANK GIRO CREDIT REF {a}"
        if t.kind == "in":
            return f"FASTER PAYMENT RECEIVED FROM {a} REF {b}" if b else f"FASTER PAYMENT FROM {a}"
        if t.kind == "out":
            return f"STANDING ORDER TO {a} REF {b}" if via == "so" else f"FASTER PAYMENT TO {a} REF {b}"
        if t.kind == "atm":
            return f"CASH WITHDRAWAL {a}"
        if t.kind == "refund":
            return f"CARD REFUND FROM {a}"
        if t.kind == "interest":
            return a
        if via == "dd":
            return f"DIRECT DEBIT {a} {b}"
        return f"CARD PAYMENT TO {a}"

    def draw(self, p, s):
        v = s.v
        L, R = 42, p.W - 42
        nm, st, town, pc = s.person
        per = f"{s.start.day} {EN_MONTHS[s.start.month - 1]} {s.start.year} to " \
              f"{s.end.day} {EN_MONTHS[s.end.month - 1]} {s.end.year}"
        m_in = sum(t.minor for t in s.txns if t.minor > 0)
        m_out = -sum(t.minor for t in s.txns if t.minor < 0)
        teal = (0.0, 0.42, 0.42)

        def footer(p):
            p.line(L, p.H - 52, R, p.H - 52, 0.4, 0.6)
            p.paragraph(L, p.H - 42, f"{v['bank']} plc. Registered in England and Wales no. 2065. Authorised by "
                        "the Prudential Regulation Authority and regulated by the Financial Conduct Authority and "
                        "the Prudential Regulation Authority. Eligible deposits are protected by the FSCS.",
                        R - L - 70, 5.5, gray=0.35)
            p.text(R, p.H - 42, p.page_label("Page {n} of {m}"), 7, align="r")

        def cont_top():
            p.text(L, 46, v["bank"], 13, True, rgb=teal)
            p.text(R, 40, f"Sort code {v['sort']}   Account number {v['acct']}", 7.5, align="r")
            p.text(R, 50, f"Statement period {per}", 7.5, align="r")
            p.line(L, 58, R, 58, 1.2, rgb=teal)
            return 80
        p.footer = footer

        p.text(L, 52, v["bank"], 20, True, rgb=teal)
        p.text(R, 40, "Your Classic Account statement", 11, True, align="r")
        p.text(R, 53, per, 8.5, align="r")
        p.line(L, 64, R, 64, 1.5, rgb=teal)
        for i, ln in enumerate((nm, st, town, pc)):
            p.text(L, 110 + i * 11, ln, 9)
        bx = 320
        p.rect(bx, 84, R - bx, 104, fill=(0.92, 0.96, 0.96))
        p.text(bx + 8, 98, "Your account summary", 9.5, True)
        rows_ = [("Sort code", v["sort"]), ("Account number", v["acct"]),
                 (f"Balance on {s.start.day} {EN_MONTHS[s.start.month - 1]}", f"£{us(s.opening, True)}"),
                 ("Money in", f"£{us(m_in)}"), ("Money out", f"£{us(m_out)}"),
                 (f"Balance on {s.end.day} {EN_MONTHS[s.end.month - 1]}", f"£{us(s.closing, True)}")]
        for i, (k, val) in enumerate(rows_):
            p.text(bx + 8, 114 + i * 12, k, 8, bold=i == 5)
            p.text(R - 8, 114 + i * 12, val, 8, bold=i == 5, align="r")
        p.text(L, 176, "Your deposit is eligible for protection by the Financial Services Compensation Scheme.",
               6.5, gray=0.35)
        y = 210
        p.text(L, y, "Your transactions", 12, True, rgb=teal)
        y += 8
        cx = {"d": L + 2, "desc": L + 50, "out": R - 150, "in": R - 80, "bal": R - 2}
        dw = cx["out"] - 52 - cx["desc"]

        def head(y):
            p.rect(L, y, R - L, 16, fill=(0.0, 0.42, 0.42))
            for k, lab, al in (("d", "Date", "l"), ("desc", "Description", "l"), ("out", "Money out (£)", "r"),
                               ("in", "Money in (£)", "r"), ("bal", "Balance (£)", "r")):
                p.text(cx[k] + (0 if al == "l" else -2), y + 11, lab, 7.5, True, gray=1, align=al)
            return y + 27

        def fwd(label, bal):
            def draw(y):
                p.text(cx["desc"], y, label, 7.8, True)
                p.text(cx["bal"] - 2, y, us(bal, True), 7.8, True, align="r")
            return draw

        state = {"bal": s.opening, "bf": set()}
        rows = [Row(14, fwd("BALANCE BROUGHT FORWARD", s.opening))]
        txns = s.txns
        prev_date = None
        for i, t in enumerate(txns):
            lines = p.wrap(self.desc(t), dw, 7.8)
            amt = us(t.minor)
            show_date = not v["once"] or t.date != prev_date
            prev_date = t.date
            last = i + 1 == len(txns) or txns[i + 1].date != t.date
            show_bal = last or not v["daily_bal"]

            def draw(y, t=t, lines=lines, amt=amt, sd=show_date, sb=show_bal):
                first_on_page = p.page in state["bf"] and state.get("rows", {}).get(p.page, 0) == 0
                state.setdefault("rows", {})[p.page] = state.get("rows", {}).get(p.page, 0) + 1
                if sd or first_on_page:
                    p.text(cx["d"], y, f"{t.date.day:02d} {EN_MON[t.date.month - 1]}", 7.8)
                for j, ln in enumerate(lines):
                    p.text(cx["desc"], y + j * 9.5, ln, 7.8)
                p.text((cx["out"] if t.minor < 0 else cx["in"]) - 2, y, amt, 7.8, align="r")
                if sb:
                    p.text(cx["bal"] - 2, y, us(t.balance, True), 7.8, align="r")
                state["bal"] = t.balance
                p.record(t, lines, amt)
            rows.append(Row(13 + 9.5 * (len(lines) - 1), draw, True))
        rows.append(Row(16, fwd("BALANCE CARRIED FORWARD", s.closing)))

        def brk_bottom(y):
            fwd("BALANCE CARRIED FORWARD", state["bal"])(y + 2)

        def head_cont(y):
            y = head(y)
            if p.page > 1 and p.page not in state["bf"]:
                state["bf"].add(p.page)
                fwd("BALANCE BROUGHT FORWARD", state["bal"])(y)
                y += 14
            return y

        p.table(rows, y, head_cont, p.H - 70, cont_top, brk_bottom)


# -- Spanish bank ----------------------------------------------------------------------------------


class EsBank(Style):
    """Spanish current account: Fecha operación | Fecha valor | Concepto | Importe | Saldo,
    dd/mm/yyyy, signed amounts '-12,99', 'Suma y sigue' at page breaks."""
    name = "es-bank"
    lang = "spa"
    loc = "es"
    currency = "EUR"
    pagesize = A4
    fonts = ["Roboto", "Noto Sans", "DejaVu Sans", "Helvetica", "Liberation Sans"]

    def period(self, rng, k):
        start = D(rng.choice([2024, 2025]), rng.randint(1, 12), 1)
        return start, add_months(start, 1) - DAY

    def variants(self, rng, spec):
        spec.v = {"bank": rng.choice(["Banco Meseta", "Caja Levante", "Banco Ibérico del Sur"]),
                  "iban": f"ES{rng.randint(10, 99)} {rnd_digits(rng, 4)} {rnd_digits(rng, 4)} "
                          f"{rnd_digits(rng, 4)} {rnd_digits(rng, 4)} {rnd_digits(rng, 4)}",
                  "card": "4940XXXXXXXX" + rnd_digits(rng, 4), "two": rng.random() < 0.6}
        for t in spec.txns:
            t.post = t.date + DAY * rng.choice([0, 0, 0, 1, 2]) if t.m[5] == "card" else t.date

    def desc(self, t, v):
        """Concepto lines: one line, or (variant "two") the details on a second line."""
        one = self.desc1(t, v)
        if not v["two"]:
            return [one]
        for sep, lab in ((" Nº Recibo ", "Nº Recibo"), (", tarjeta ", "Tarjeta"), (" Concepto ", "Concepto")):
            if sep in one:
                a, b = one.split(sep)
                return [a, lab + " " + b]
        return [one]

    def desc1(self, t, v):
        a, b, via = t.m[1], t.m[2], t.m[5]
        if t.kind == "salary":
            return f"Nómina {a}"
        if t.kind == "in":
            return f"Bizum de {a}" if b == "Bizum" else f"Transferencia recibida de {a}"
        if t.kind == "out":
            return f"Bizum a {a}" if b == "Bizum" else f"Transferencia a {a} Concepto {b}"
        if t.kind == "atm":
            return f"Retirada de efectivo {a}"
        if t.kind == "refund":
            return f"Devolución compra {a}"
        if t.kind == "interest":
            return a
        if via == "dd":
            return f"Recibo {a} Nº Recibo {t.extra['digits'][:4]} {t.extra['digits'][4:]}"
        a = a + (t.ref if a.endswith("*") else "")
        return f"Compra en {a}, {b}, tarjeta {v['card']}"

    def draw(self, p, s):
        v = s.v
        L, R = 40, p.W - 40
        nm, st, city = s.person
        red = (0.75, 0.1, 0.12)
        dmy = lambda d: d.strftime("%d/%m/%Y")
        ing = sum(t.minor for t in s.txns if t.minor > 0)
        gas = -sum(t.minor for t in s.txns if t.minor < 0)

        def footer(p):
            p.line(L, p.H - 48, R, p.H - 48, 0.4, 0.6)
            p.text(L, p.H - 38, f"{v['bank']}, S.A. Inscrita en el Registro Mercantil de Madrid, Tomo 1.245, "
                   "Folio 112, Hoja M-4.501. CIF A-28000000.", 5.8, gray=0.4)
            p.text(R, p.H - 26, p.page_label("Página {n} de {m}"), 7.5, align="r")
        p.footer = footer

        def cont_top():
            p.text(L, 44, v["bank"], 13, True, rgb=red)
            p.text(R, 40, f"Extracto de movimientos  ·  {dmy(s.start)} - {dmy(s.end)}", 7.5, align="r")
            p.text(R, 50, f"IBAN {v['iban']}", 7.5, align="r")
            p.line(L, 58, R, 58, 1, rgb=red)
            return 78
        p.footer = footer

        p.text(L, 50, v["bank"], 20, True, rgb=red)
        p.text(R, 42, "Extracto de cuenta", 12, True, align="r")
        p.text(R, 55, f"Periodo: {dmy(s.start)} - {dmy(s.end)}", 8.5, align="r")
        p.line(L, 64, R, 64, 1.5, rgb=red)
        p.text(L, 90, "Titular", 7, gray=0.4)
        p.text(L, 101, nm, 8.5, True)
        p.text(L, 116, "IBAN", 7, gray=0.4)
        p.text(L, 127, v["iban"], 8.5)
        p.text(L, 142, "Moneda: EUR   ·   Cuenta Online Sin Comisiones", 7.5, gray=0.3)
        p.text(330, 100, nm, 9)
        p.text(330, 111, st, 9)
        p.text(330, 122, city, 9)
        y = 165
        p.rect(L, y, R - L, 44, fill=(0.97, 0.93, 0.93))
        cols = [("Saldo anterior", es(s.opening)), ("Total ingresos", es(ing)), ("Total gastos", es(-gas)),
                (f"Saldo a {dmy(s.end)}", es(s.closing))]
        cw = (R - L) / 4
        for i, (k, val) in enumerate(cols):
            p.text(L + 10 + i * cw, y + 15, k, 7.5, gray=0.35)
            p.text(L + 10 + i * cw, y + 32, f"{val} €", 10, True)
        y += 70
        p.text(L, y, "Movimientos", 12, True)
        y += 8
        cx = {"fo": L + 2, "fv": L + 62, "c": L + 122, "imp": R - 72, "sal": R - 2}
        dw = cx["imp"] - 60 - cx["c"]

        def head(y):
            p.line(L, y, R, y, 0.8, rgb=red)
            p.text(cx["fo"], y + 10, "Fecha", 7, True)
            p.text(cx["fo"], y + 18, "operación", 7, True)
            p.text(cx["fv"], y + 10, "Fecha", 7, True)
            p.text(cx["fv"], y + 18, "valor", 7, True)
            p.text(cx["c"], y + 18, "Concepto", 7, True)
            p.text(cx["imp"], y + 18, "Importe (€)", 7, True, align="r")
            p.text(cx["sal"], y + 18, "Saldo (€)", 7, True, align="r")
            p.line(L, y + 23, R, y + 23, 0.5)
            return y + 34

        state = {"bal": s.opening}
        rows = []
        for i, t in enumerate(s.txns):
            lines = [w for ln in self.desc(t, v) for w in p.wrap(ln, dw, 7.6)]
            amt = es(t.minor)

            def draw(y, t=t, lines=lines, amt=amt):
                p.text(cx["fo"], y, dmy(t.date), 7.6)
                p.text(cx["fv"], y, dmy(t.post), 7.6)
                for j, ln in enumerate(lines):
                    p.text(cx["c"], y + j * 9.4, ln, 7.6)
                p.text(cx["imp"], y, amt, 7.6, align="r")
                p.text(cx["sal"], y, es(t.balance), 7.6, align="r")
                state["bal"] = t.balance
                p.record(t, lines, amt)
            rows.append(Row(12.5 + 9.4 * (len(lines) - 1), draw, True))

        def final(y):
            p.line(L, y - 5, R, y - 5, 0.5)
            p.text(cx["c"], y + 6, "SALDO FINAL", 7.6, True)
            p.text(cx["sal"], y + 6, es(s.closing), 7.6, True, align="r")
        rows.append(Row(20, final))

        def brk_bottom(y):
            p.line(L, y - 4, R, y - 4, 0.5)
            p.text(cx["c"], y + 6, "SUMA Y SIGUE", 7.6, True)
            p.text(cx["sal"], y + 6, es(state["bal"]), 7.6, True, align="r")

        def head_cont(y):
            y = head(y)
            if p.page > 1 and not state.get(("sa", p.page)):
                state[("sa", p.page)] = True
                p.text(cx["c"], y, "SUMA ANTERIOR", 7.6, True)
                p.text(cx["sal"], y, es(state["bal"]), 7.6, True, align="r")
                y += 13
            return y

        y = p.table(rows, y, head_cont, p.H - 62, cont_top, brk_bottom)
        if y + 60 < p.H - 62:
            p.paragraph(L, y + 14, "Le informamos de que los movimientos con fecha valor posterior a la fecha del "
                        "extracto se liquidarán en el próximo periodo. Para cualquier consulta puede dirigirse a "
                        "su oficina o al Servicio de Atención al Cliente, 900 100 200.", R - L, 6.5, gray=0.35)
        p.legal_pages(s.legal_pages, cont_top)


# -- Chinese debit card -----------------------------------------------------------------------------


def cny(minor, sign=True, plus=False):
    return ("-" if sign and minor < 0 else "+" if plus and minor > 0 else "") + grp(minor)


class CnDebit(Style):
    """Chinese debit card account statement: 序号 | 交易日期 | 交易摘要 | 对方户名 | 交易金额 | 账户余额
    (signed amounts) or ... | 支出 | 收入 | 账户余额; 2025-03-05 dates."""
    name = "cn-debit"
    lang = "chi_sim"
    loc = "zh"
    currency = "CNY"
    pagesize = A4
    fonts = ["WenQuanYi Zen Hei", "AR PL UMing", "Noto Sans CJK SC"]

    def variants(self, rng, spec):
        spec.v = {"bank": rng.choice(["东海商业银行", "长江实业银行", "华夏东方银行"]),
                  "acct": "6222 " + " ".join(rnd_digits(rng, 4) for _ in range(3)) + " " + rnd_digits(rng, 3),
                  "cols": rng.choice(["signed", "split"]), "plus": rng.random() < 0.4,
                  "chan": {id(t): rng.choice(["快捷支付", "网上银行", "手机银行", "POS", "柜面"]) for t in spec.txns},
                  "printed": f"{(spec.end + DAY * rng.randint(1, 9)):%Y-%m-%d} {rng.randint(8, 18):02d}:"
                             f"{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"}

    def draw(self, p, s):
        v = s.v
        L, R = 36, p.W - 36
        nm, addr = s.person
        ymd = lambda d: d.strftime("%Y-%m-%d")
        split = v["cols"] == "split"
        if split:
            cx = {"n": L + 2, "d": L + 26, "z": L + 92, "c": L + 212, "out": R - 148, "in": R - 80, "b": R - 2}
        else:
            cx = {"n": L + 2, "d": L + 26, "z": L + 92, "c": L + 222, "a": R - 90, "b": R - 2}
        zw = cx["c"] - cx["z"] - 6
        cw = (cx["out"] - 62 if split else cx["a"] - 66) - cx["c"]

        def footer(p):
            p.text(L, p.H - 30, f"打印时间：{v['printed']}", 7, gray=0.35)
            p.text(p.W / 2, p.H - 30, p.page_label("第 {n} 页 共 {m} 页"), 7.5, align="c")
            p.text(R, p.H - 30, "本明细仅供参考", 7, gray=0.35, align="r")
        p.footer = footer

        def title():
            p.text(p.W / 2, 44, f"{v['bank']}个人账户交易明细", 15, True, align="c")
            p.text(L, 70, f"户名：{nm}", 8.5)
            p.text(L + 150, 70, f"账号：{v['acct']}", 8.5)
            p.text(R, 70, "币种：人民币", 8.5, align="r")
            p.text(L, 84, f"起止日期：{ymd(s.start)} 至 {ymd(s.end)}", 8.5)
            p.text(R, 84, "钞汇标志：钞", 8.5, align="r")
            return 100

        def head(y):
            p.rect(L, y, R - L, 16, fill=0.88)
            labs = [("n", "序号", "l"), ("d", "交易日期", "l"), ("z", "交易摘要", "l"), ("c", "对方户名", "l")]
            labs += [("out", "支出", "r"), ("in", "收入", "r")] if split else [("a", "交易金额", "r")]
            labs += [("b", "账户余额", "r")]
            for k, lab, al in labs:
                p.text(cx[k], y + 11.5, lab, 8, True, align=al)
            return y + 27

        p.footer = footer
        y = title()
        if not getattr(s, "compact", False):
            p.text(L, y + 4, f"地址：{addr}", 7.5, gray=0.3)
        p.text(R, y + 4, f"上期余额：{grp(s.opening)}", 8, align="r")
        y += 16
        rows = []
        for i, t in enumerate(s.txns):
            z = t.a
            assert p.width(z, 7.8) <= zw, z
            cp = p.wrap(t.b, cw, 7.3) if t.b else [""]
            amt = cny(t.minor, plus=v["plus"]) if not split else grp(t.minor)

            def draw(y, i=i, t=t, z=z, cp=cp, amt=amt):
                p.text(cx["n"], y, str(i + 1), 7.8)
                p.text(cx["d"], y, ymd(t.date), 7.8)
                p.text(cx["z"], y, z, 7.8)
                for j, ln in enumerate(cp):
                    p.text(cx["c"], y + j * 9.5, ln, 7.3)
                if split:
                    p.text(cx["out"] if t.minor < 0 else cx["in"], y, amt, 7.8, align="r")
                else:
                    p.text(cx["a"], y, amt, 7.8, align="r")
                p.text(cx["b"], y, grp(t.balance), 7.8, align="r")
                p.line(L, y + 9.5 * len(cp) - 3.5, R, y + 9.5 * len(cp) - 3.5, 0.2, 0.75)
                # the counterparty is a column of its own, not part of the description (a wrapped
                # Chinese name has no space)
                p.record(t, [z] + [c for c in cp if c], amt, description=z, counterparty="".join(cp) if t.b else None)
            rows.append(Row(9.5 * len(cp) + 4.5, draw, True))
        n_out = sum(1 for t in s.txns if t.minor < 0)
        n_in = len(s.txns) - n_out

        def totals(y):
            p.text(L, y + 8, f"支出合计：{n_out} 笔  {grp(sum(t.minor for t in s.txns if t.minor < 0))}", 8, True)
            p.text(L + 200, y + 8, f"收入合计：{n_in} 笔  {grp(sum(t.minor for t in s.txns if t.minor > 0))}",
                   8, True)
            p.text(R, y + 8, f"本期余额：{grp(s.closing)}", 8, True, align="r")
        rows.append(Row(20, totals))

        def brk_bottom(y):
            p.text(R, y + 6, "（续下页）", 7.5, gray=0.3, align="r")

        y = p.table(rows, y, head, p.H - 52, lambda: title() + 8, brk_bottom)
        if not getattr(s, "compact", False):
            p.text(L, min(y + 20, p.H - 60), "温馨提示：本明细不作为账户余额证明。如有疑问请拨打客服热线 95599。", 7,
                   gray=0.35)


class CnCredit(Style):
    """Chinese credit card: 交易日 | 记账日 | 交易摘要 | 人民币金额 | 卡号末四位 | 交易地金额, MM/DD
    dates; purchases positive, repayments and refunds negative."""
    name = "cn-credit"
    lang = "chi_sim"
    loc = "zh"
    currency = "CNY"
    account = "card"
    pagesize = A4
    fonts = ["WenQuanYi Zen Hei", "AR PL UMing", "Noto Sans CJK SC"]

    def period(self, rng, k):
        bill = rng.choice([5, 8, 12, 18, 25])
        if k == 1:
            end = D(rng.choice([2024, 2025]) + 1, 1, bill)
        else:
            end = D(rng.choice([2024, 2025]), rng.randint(2, 12), bill)
        return add_months(end, -1) + DAY, end

    def variants(self, rng, spec):
        spec.v = {"bank": rng.choice(["东海商业银行", "长江实业银行", "华夏东方银行"]),
                  "limit": rng.choice([20000, 30000, 50000, 80000]) * 100,
                  "cards": [rnd_digits(rng, 4), rnd_digits(rng, 4)]}
        for t in spec.txns:
            t.extra["card"] = spec.v["cards"][0 if rng.random() < 0.8 else 1]
        spends = [t for t in spec.txns if t.kind == "spend"]
        if spends and rng.random() < 0.5:
            t = rng.choice(spends)
            usd = rng.randint(999, 8999)
            t.m = ("spend", rng.choice(["AMAZON.COM", "STEAMGAMES.COM", "AIRBNB * HMQ2K4"]), "", 0, 0, "card")
            t.minor = -int(round(usd * rng.uniform(7.05, 7.32)))
            t.extra["fx"] = f"{grp(usd)}(US)"
            spec.closing = assign_balances(spec.txns, spec.opening)

    def draw(self, p, s):
        v = s.v
        L, R = 36, p.W - 36
        nm, addr = s.person
        md = lambda d: d.strftime("%m/%d")
        new = -s.closing
        prev = -s.opening
        repaid = sum(t.minor for t in s.txns if t.kind == "payment")
        cx = {"t": L + 4, "p": L + 52, "z": L + 104, "a": L + 360, "c": L + 420, "f": R - 4}

        def footer(p):
            p.text(p.W / 2, p.H - 28, p.page_label("第{n}页/共{m}页"), 7.5, align="c")
        p.footer = footer

        def cont_top():
            p.text(L, 44, f"{v['bank']}信用卡对账单", 12, True)
            p.text(R, 44, f"账单周期 {s.start:%Y/%m/%d}-{s.end:%Y/%m/%d}", 8, align="r")
            p.line(L, 52, R, 52, 0.8)
            return 70

        p.rect(0, 0, p.W, 62, fill=(0.72, 0.08, 0.12))
        p.text(L, 38, f"{v['bank']}信用卡", 18, True, gray=1)
        p.text(R, 38, "个人消费卡账户对账单", 11, gray=1, align="r")
        p.text(L, 86, f"尊敬的{nm}先生/女士，您好！", 9)
        p.text(L, 100, "感谢您使用本行信用卡，以下是您本期的账户信息。", 8.5, gray=0.3)
        y = 116
        boxes = [("账单日", f"{s.end.year}年{s.end.month:02d}月{s.end.day:02d}日"),
                 ("到期还款日", f"{(s.end + DAY * 20):%Y年%m月%d日}"),
                 ("本期应还金额", f"¥{grp(max(new, 0))}"), ("最低还款额", f"¥{grp(max(new, 0) // 10)}"),
                 ("信用额度", f"¥{grp(v['limit'])}")]
        bw = (R - L) / 5
        for i, (k, val) in enumerate(boxes):
            p.rect(L + i * bw, y, bw - 4, 38, fill=0.95)
            p.text(L + i * bw + 6, y + 13, k, 7.5, gray=0.35)
            p.text(L + i * bw + 6, y + 29, val, 9, True)
        y += 56
        p.text(L, y, f"账单周期 {s.start:%Y/%m/%d}-{s.end:%Y/%m/%d}", 9, True)
        y += 8
        summ = [("上期账单金额", grp(prev)), ("上期还款金额", grp(repaid)),
                ("本期账单金额", grp(new)), ("本期调整金额", "0.00"), ("循环利息", "0.00")]
        for i, (k, val) in enumerate(summ):
            p.text(L + 4 + i * bw, y + 12, k, 7.5, gray=0.35)
            p.text(L + 4 + i * bw, y + 25, val, 8.5)
        p.line(L, y + 32, R, y + 32, 0.4)
        y += 48
        p.text(L, y, "交易明细", 11, True)
        y += 6

        def head(y):
            p.line(L, y, R, y, 0.8)
            for k, lab, al in (("t", "交易日", "l"), ("p", "记账日", "l"), ("z", "交易摘要", "l"),
                               ("a", "人民币金额", "r"), ("c", "卡号末四位", "c"), ("f", "交易地金额", "r")):
                p.text(cx[k], y + 12, lab, 8, True, align=al)
            p.line(L, y + 17, R, y + 17, 0.4)
            return y + 29

        rows = []
        for t in s.txns:
            z = t.a if t.kind != "refund" else f"{t.a}"
            amt = cny(-t.minor)
            fx = t.extra.get("fx") or f"{grp(t.minor)}(CN)"

            def draw(y, t=t, z=z, amt=amt, fx=fx):
                p.text(cx["t"], y, md(t.date), 7.8)
                p.text(cx["p"], y, md(t.post), 7.8)
                p.text(cx["z"], y, z, 7.8)
                p.text(cx["a"], y, amt, 7.8, align="r")
                p.text(cx["c"], y, t.extra["card"], 7.8, align="c")
                p.text(cx["f"], y, fx, 7.8, align="r")
                p.record(t, [z], amt)
            rows.append(Row(13, draw, True))

        def end(y):
            p.line(L, y - 4, R, y - 4, 0.4)
            p.text(cx["z"], y + 7, "本期账单金额合计", 8, True)
            p.text(cx["a"], y + 7, grp(new), 8, True, align="r")
        rows.append(Row(20, end))

        def brk_bottom(y):
            p.text(cx["z"], y + 6, "（接下页）", 7.5, gray=0.3)

        y = p.table(rows, y, head, p.H - 50, cont_top, brk_bottom)
        p.text(L, min(y + 20, p.H - 58), "温馨提示：请于到期还款日前还款，以免产生利息及违约金。客服热线 400-820-5555。", 7,
               gray=0.35)


# -- UK credit card: Debit / Credit columns, per-card section subtotals ----------------------------


FOREIGN = [("CARREFOUR CITY", "PARIS FR"), ("FNAC RIVOLI", "PARIS FR"), ("AMAZON.DE MKTPL", "LUXEMBOURG LU"),
           ("ALBERT HEIJN 1411", "AMSTERDAM NL"), ("MERCADONA", "MALAGA ES"), ("BOLT.EU/O/2311", "TALLINN EE")]


class UkCard(Style):
    """UK credit card: Date | Transaction details | Debit | Credit, dd/mm/yy dates, one section
    per card (main and additional cardholder) with a subtotal, payments in their own section;
    foreign purchases carry a second line with the exchange details."""
    name = "uk-card"
    loc = "uk"
    currency = "GBP"
    account = "card"
    pagesize = A4
    fonts = ["Liberation Serif", "Noto Serif", "Times", "DejaVu Serif"]

    def period(self, rng, k):
        day = rng.choice([3, 9, 16, 21, 26])
        end = D(rng.choice([2024, 2025]), rng.randint(1, 12), day)
        return add_months(end, -1) + DAY, end

    def variants(self, rng, spec):
        spec.v = {"bank": rng.choice(["Albion Card", "Kingsgate Credit Card", "Mercia Card Services"]),
                  "cards": [rnd_digits(rng, 4), rnd_digits(rng, 4)],
                  "second": rng.choice(["MRS SARAH SMITH", "MR TOM JONES", "MS EMMA PATEL"]),
                  "limit": rng.choice([3000, 4500, 6000, 8500]) * 100}
        for t in spec.txns:
            t.extra["card"] = 0 if t.kind == "payment" or rng.random() < 0.7 else 1
            if t.kind == "spend" and rng.random() < 0.08:
                rate = rng.uniform(1.12, 1.21)
                t.extra["fx"] = f"EUR {grp(int(-t.minor * rate))} @ {rate:.4f}"
                t.m = ("spend",) + rng.choice(FOREIGN) + t.m[3:]

    def desc_lines(self, t):
        if t.kind == "payment":
            return [t.a]
        if t.kind == "refund":
            return [f"{t.a} {t.b} REFUND"]
        a = t.a + (t.ref if t.a.endswith("*") else "")
        first = f"{a} {t.b}"
        if "fx" in t.extra:
            return [first, t.extra["fx"]]
        return [first]

    def draw(self, p, s):
        v = s.v
        L, R = 44, p.W - 44
        nm, st, town, pc = s.person
        dmy = lambda d: d.strftime("%d/%m/%y")
        navy = (0.1, 0.15, 0.35)
        new = -s.closing
        cx = {"d": L + 2, "desc": L + 58, "deb": R - 80, "cr": R - 2}
        dw = cx["deb"] - 70 - cx["desc"]

        def footer(p):
            p.line(L, p.H - 44, R, p.H - 44, 0.4)
            p.text(L, p.H - 32, f"{v['bank']} is a trading name of Kingsgate Bank plc. Registered office: 1 "
                   "Churchill Place, London E14 5HP.", 5.8, gray=0.35)
            p.text(R, p.H - 32, p.page_label("Page {n} of {m}"), 7.5, align="r")
        p.footer = footer

        def cont_top():
            p.text(L, 44, v["bank"], 13, True, rgb=navy)
            p.text(R, 44, f"{nm}  ·  Card number ending {v['cards'][0]}", 7.5, align="r")
            p.line(L, 52, R, 52, 1, rgb=navy)
            return 74

        p.text(L, 52, v["bank"], 20, True, rgb=navy)
        p.text(R, 40, "Your statement", 12, True, align="r")
        p.text(R, 53, f"Statement date {s.end.day} {EN_MONTHS[s.end.month - 1]} {s.end.year}", 8.5, align="r")
        p.text(R, 64, f"Statement period {dmy(s.start)} - {dmy(s.end)}", 8.5, align="r")
        for i, ln in enumerate((nm, st, town, pc)):
            p.text(L, 104 + i * 11, ln, 9.5)
        bx = 300
        p.rect(bx, 88, R - bx, 110, stroke=navy, lw=0.8)
        p.text(bx + 8, 102, "Account summary", 9.5, True, rgb=navy)
        purchases = -sum(t.minor for t in s.txns if t.minor < 0)
        credits = sum(t.minor for t in s.txns if t.minor > 0)
        for i, (k, val) in enumerate((("Previous balance", f"£{us(-s.opening)}"),
                                      ("Payments and credits", f"£{us(credits)}"),
                                      ("New spending", f"£{us(purchases)}"), ("Interest and charges", "£0.00"),
                                      ("New balance", f"£{us(new, True)}"),
                                      ("Credit limit", f"£{us(v['limit'])}"),
                                      ("Minimum payment", f"£{us(max(500, new // 100 * 3))}"))):
            p.text(bx + 8, 116 + i * 11, k, 8, bold=k == "New balance")
            p.text(R - 8, 116 + i * 11, val, 8, bold=k == "New balance", align="r")
        y = 222
        p.text(L, y, "Your transactions", 12, True, rgb=navy)
        y += 6

        def head(y):
            p.line(L, y, R, y, 0.8, rgb=navy)
            p.text(cx["d"], y + 12, "Date", 8, True)
            p.text(cx["desc"], y + 12, "Transaction details", 8, True)
            p.text(cx["deb"], y + 12, "Debit (£)", 8, True, align="r")
            p.text(cx["cr"], y + 12, "Credit (£)", 8, True, align="r")
            p.line(L, y + 17, R, y + 17, 0.4)
            return y + 29

        rows = []
        pays = [t for t in s.txns if t.kind == "payment"]
        groups = [("Payments", pays, None)]
        for ci, holder in enumerate((nm, v["second"])):
            txns = [t for t in s.txns if t.kind != "payment" and t.extra["card"] == ci]
            groups.append((f"{holder}  -  card ending {v['cards'][ci]}" + ("  (additional card)" if ci else ""),
                           txns, v["cards"][ci]))
        for title, txns, card in groups:
            if not txns:
                continue

            def sec(y, title=title):
                p.rect(L, y - 8, R - L, 12, fill=0.92)
                p.text(L + 4, y, title, 8, True)
            rows.append(Row(16, sec))
            for t in txns:
                lines = self.desc_lines(t)
                lines = [w for ln in lines for w in p.wrap(ln, dw, 8)]
                amt = us(t.minor)

                def draw(y, t=t, lines=lines, amt=amt):
                    p.text(cx["d"], y, dmy(t.date), 8)
                    for j, ln in enumerate(lines):
                        p.text(cx["desc"], y + j * 9.6, ln, 8, gray=0.0 if j == 0 else 0.25)
                    p.text(cx["deb"] if t.minor < 0 else cx["cr"], y, amt, 8, align="r")
                    p.record(t, lines, amt)
                rows.append(Row(13 + 9.6 * (len(lines) - 1), draw, True))
            deb = -sum(t.minor for t in txns if t.minor < 0)
            cre = sum(t.minor for t in txns if t.minor > 0)

            def sub(y, card=card, deb=deb, cre=cre):
                p.line(cx["deb"] - 50, y - 7, R, y - 7, 0.4)
                p.text(cx["desc"], y + 2, f"Subtotal for card ending {card}" if card else "Total payments", 8, True)
                if deb:
                    p.text(cx["deb"], y + 2, us(deb), 8, True, align="r")
                if cre:
                    p.text(cx["cr"], y + 2, us(cre), 8, True, align="r")
            rows.append(Row(20, sub))

        def brk_bottom(y):
            p.text(cx["desc"], y + 6, "Continued overleaf", 7.5, gray=0.3)

        def brk_top(y):
            p.text(L, y, "Your transactions (continued)", 10, True, rgb=navy)
            return y + 8

        y = p.table(rows, y, head, p.H - 60, cont_top, brk_bottom, brk_top)
        if y + 70 > p.H - 60:
            p.new_page()
            y = cont_top()
        y += 12
        p.text(L, y, "Interest rates", 9, True, rgb=navy)
        for i, (k, r) in enumerate((("Purchases", "24.9% p.a."), ("Balance transfers", "24.9% p.a."),
                                    ("Cash", "29.9% p.a."))):
            p.text(L, y + 13 + i * 10, k, 7.5)
            p.text(L + 200, y + 13 + i * 10, r, 7.5)
        p.text(L, y + 50, "Estimated interest next month if you pay the minimum: £0.00", 7.5, gray=0.3)
        p.legal_pages(s.legal_pages, cont_top)


# -- New tuning styles: a US ledger with a DR/CR type column, an English EUR statement of a
# German-style bank with suffixed amounts, a Spanish card statement, a Chinese 借方/贷方 ledger ----

MERCHANTS["de"] = [
    ("sub", "NETFLIX.COM", "Amsterdam", 13.99, 13.99, "card"),
    ("sub", "Spotify AB", "Stockholm", 10.99, 10.99, "card"),
    ("sub", "APPLE.COM/BILL", "Cork", 2.99, 2.99, "card"),
    ("sub", "Amazon Prime*2K4LM09Q2", "Luxembourg", 8.99, 8.99, "card"),
    ("sub", "Disney Plus", "Amsterdam", 9.99, 9.99, "card"),
    ("sub", "DAZN Limited", "London", 44.99, 44.99, "card"),
    ("sub", "Deutsche Telekom AG", "Festnetz/Internet", 39.95, 39.95, "dd"),
    ("sub", "Vodafone GmbH", "Mobilfunk", 29.99, 29.99, "dd"),
    ("sub", "Stadtwerke München GmbH", "Abschlag Strom", 92.00, 92.00, "dd"),
    ("sub", "Allianz Versicherungs-AG", "Kfz-Versicherung", 61.37, 61.37, "dd"),
    ("sub", "Rundfunk ARD ZDF DRadio", "Rundfunkbeitrag", 18.36, 18.36, "dd"),
    ("sub", "McFit GmbH", "Mitgliedsbeitrag", 24.90, 24.90, "dd"),
    ("sub", "Urban Sports GmbH", "Membership", 59.00, 59.00, "dd"),
    ("weekly", "HelloFresh Deutschland", "Berlin", 59.99, 59.99, "card"),
    ("spend", "REWE Markt GmbH", "München", 6.45, 94.30, "card"),
    ("spend", "EDEKA Center", "Hamburg", 4.80, 71.25, "card"),
    ("spend", "LIDL DIENSTLEISTUNG", "Köln", 5.30, 58.90, "card"),
    ("spend", "ALDI SÜD", "München", 7.15, 62.40, "card"),
    ("spend", "dm-drogerie markt", "Berlin", 3.95, 38.60, "card"),
    ("spend", "ROSSMANN 2214", "Hannover", 2.99, 29.70, "card"),
    ("spend", "DB Vertrieb GmbH", "Frankfurt", 19.90, 139.80, "card"),
    ("spend", "MVG Automaten", "München", 3.70, 58.00, "card"),
    ("spend", "Shell Deutschland", "Stuttgart", 42.10, 88.60, "card"),
    ("spend", "ARAL Station 2890", "Düsseldorf", 38.75, 81.20, "card"),
    ("spend", "Lieferando.de", "Berlin", 16.40, 47.90, "card"),
    ("spend", "IKEA Deutschland", "Berlin", 9.99, 249.00, "card"),
    ("spend", "Zalando SE", "Berlin", 24.95, 129.90, "card"),
    ("spend", "Bäckerei Müller", "München", 2.40, 11.80, "card"),
    ("spend", "AMAZON EU SARL*", "Luxembourg", 8.99, 89.99, "card"),
    ("big", "Deutsche Lufthansa AG", "Frankfurt", 189.00, 1240.00, "card"),
    ("big", "MediaMarkt 1120", "München", 299.00, 1199.00, "card"),
    ("salary", "Acme Software GmbH", "Salary", 2450.00, 4200.00, "fp"),
    ("in", "Anna Schneider", "Dinner share", 15.00, 120.00, "fp"),
    ("in", "PayPal Europe S.a.r.l.", "Payout", 20.00, 300.00, "fp"),
    ("refund", "Zalando SE", "Berlin", 24.95, 89.90, "card"),
    ("out", "Hausverwaltung Berger GmbH", "Rent flat 3rd floor", 850.00, 1650.00, "so"),
    ("out", "Lukas Weber", "Concert tickets", 20.00, 140.00, "fp"),
    ("atm", "Sparkasse Marienplatz", "", 20.00, 300.00, "card"),
    ("payment", "Credit card settlement", "", 0, 0, "fp"),
    ("interest", "Credit interest", "", 0.05, 2.40, "fp"),
]
LEGAL["de"] = [
    "Objections to this statement. Please check the entries in this statement of account. Objections "
    "because of incorrect or incomplete entries must be raised no later than six weeks after receipt of the "
    "statement; failure to raise an objection in time counts as approval. Credits entered before receipt of "
    "funds are subject to their actual receipt.",
    "Deposit protection. Your deposits are protected by the statutory deposit guarantee scheme and by the "
    "institutional protection scheme of the cooperative banks. Further information is available in the "
    "depositor information sheet, which we will provide once a year and on request.",
    "Interest and charges. Debit interest on arranged overdrafts is charged quarterly. Value dates are used "
    "to calculate interest. Charges for account management are shown on the statement of charges.",
]
PEOPLE["de"] = [("Herr Thomas Müller", "Lindwurmstraße 88", "80337 München"),
                ("Frau Julia Schneider", "Bergmannstraße 12", "10961 Berlin"),
                ("Herr Jan Becker", "Eppendorfer Weg 201", "20253 Hamburg"),
                ("Frau Sophie Wagner", "Zülpicher Straße 40", "50674 Köln")]


class BankLedger(Style):
    """US bank account ledger: Date | Description | Type | Amount | Balance; unsigned amounts
    with the direction only in the Type column (DR/CR, DEBIT/CREDIT or Debit/Credit), dates
    '15 Mar 2025' or 'Mar 5, 2025' with the year on every row, the currency only as an ISO code
    ('Amount (USD)' or 'Currency: USD', never a $ sign); monospaced, condensed or serif fonts;
    some statements list the newest transaction first."""
    name = "bank-ledger"
    fonts = ["Courier", "Liberation Mono", "DejaVu Sans Condensed", "Liberation Serif"]
    n_range = (22, 52)

    def period(self, rng, k):
        y = rng.choice([2024, 2025])
        if k == 1:   # December -> January turn
            start = D(y, 12, rng.choice([6, 11, 16, 21]))
        else:
            start = D(y, rng.randint(1, 12), rng.choice([1, 6, 11, 16, 21]))
        return start, add_months(start, 1) - DAY

    def variants(self, rng, spec):
        spec.v = {"bank": rng.choice(["LAKESHORE FEDERAL CREDIT UNION", "GRANITE STATE SAVINGS BANK",
                                      "PRAIRIE MUTUAL BANK"]),
                  "acct": rnd_digits(rng, 12), "datef": rng.choice(["dmy", "mdy"]),
                  "type": rng.choice([("DR", "CR"), ("DEBIT", "CREDIT"), ("Debit", "Credit")]),
                  "cur": rng.choice(["header", "line"]), "newest": rng.random() < 0.35,
                  "zebra": rng.random() < 0.5}

    def fd(self, d, v):
        if v["datef"] == "dmy":
            return f"{d.day:02d} {EN_MON[d.month - 1]} {d.year}"
        return f"{EN_MON[d.month - 1]} {d.day}, {d.year}"

    def desc(self, t):
        a, b, via = t.a, t.b, t.m[5]
        a_ = a + (t.ref if a.endswith("*") else "")
        if t.kind == "salary":
            return f"ACH DEPOSIT {a} {b}"
        if t.kind == "interest":
            return "INTEREST CREDIT"
        if t.kind in ("in", "out"):
            if b == "CONF#":
                return f"{a} CONF# {t.ref}"
            if b == "REF #IB":
                return f"{a} REF #IB{t.ref}"
            return f"{a} {b}"
        if t.kind == "atm":
            return f"{a} {b}"
        if t.kind == "refund":
            return f"POS RETURN {a_} {b}"
        if via == "dd":
            return f"ACH DEBIT {a} {t.extra['digits']}"
        if t.kind == "sub":
            return f"RECURRING CARD PURCHASE {a_} {b}"
        return f"POS PURCHASE {a_} {b}"

    def order(self, spec):
        return list(reversed(spec.txns)) if spec.v["newest"] else spec.txns

    def draw(self, p, s):
        v = s.v
        L, R = 40, p.W - 40
        name, street, city = s.person
        fd = lambda d: self.fd(d, v)
        dr, cr = v["type"]
        cur_h = " (USD)" if v["cur"] == "header" else ""
        debits = [t for t in s.txns if t.minor < 0]
        credits = [t for t in s.txns if t.minor > 0]
        acct = f"{v['acct'][:4]}-{v['acct'][4:8]}-{v['acct'][8:]}"

        def footer(p):
            p.line(L, p.H - 42, R, p.H - 42, 0.4)
            p.text(L, p.H - 30, f"{v['bank']}  *  Account {acct}", 6.5, gray=0.3)
            p.text(R, p.H - 30, p.page_label("Page {n} of {m}"), 7, align="r")
        p.footer = footer

        def cont_top():
            p.text(L, 42, v["bank"], 10, True)
            p.text(R, 42, f"Account {acct}   {fd(s.start)} - {fd(s.end)}", 7.5, align="r")
            p.line(L, 49, R, 49, 0.8)
            return 68

        p.text(L, 46, v["bank"], 14, True)
        p.text(L, 58, "Federally insured by NCUA" if "CREDIT UNION" in v["bank"] else "Member FDIC", 7,
               gray=0.35)
        p.text(R, 42, "STATEMENT OF ACCOUNT", 11, True, align="r")
        p.text(R, 55, f"Statement Period: {fd(s.start)} through {fd(s.end)}", 8, align="r")
        p.text(R, 66, f"Account Number: {acct}", 8, align="r")
        if v["cur"] == "line":
            p.text(R, 77, "Currency: USD", 8, align="r")
        for i, ln in enumerate((name, street, city)):
            p.text(L, 104 + i * 11, ln, 9)
        bx, by = 330, 100
        p.rect(bx, by, R - bx, 66, stroke=0.2, lw=0.7)
        p.text(bx + 6, by + 12, "ACCOUNT SUMMARY" + cur_h, 8, True)
        summ = [("Opening Balance", us(s.opening, True)),
                (f"Total Debits ({len(debits)})", us(-sum(t.minor for t in debits))),
                (f"Total Credits ({len(credits)})", us(sum(t.minor for t in credits))),
                ("Closing Balance", us(s.closing, True))]
        for i, (k, val) in enumerate(summ):
            p.text(bx + 6, by + 25 + i * 11, k, 7.5, bold=i == 3)
            p.text(R - 6, by + 25 + i * 11, val, 7.5, bold=i == 3, align="r")
        y = 190
        p.text(L, y, "ACCOUNT ACTIVITY", 10, True)
        y += 6
        cx = {"d": L + 2, "desc": L + 72, "type": R - 196, "amt": R - 98, "bal": R - 2}
        dw = cx["type"] - 8 - cx["desc"]
        fs = 7.5

        def head(y):
            p.line(L, y, R, y, 0.8)
            p.text(cx["d"], y + 11, "Date", fs, True)
            p.text(cx["desc"], y + 11, "Description", fs, True)
            p.text(cx["type"], y + 11, "Type", fs, True)
            p.text(cx["amt"], y + 11, "Amount" + cur_h, fs, True, align="r")
            p.text(cx["bal"], y + 11, "Balance" + cur_h, fs, True, align="r")
            p.line(L, y + 15, R, y + 15, 0.4)
            return y + 26

        def bal_row(label, d, bal):
            def draw(y):
                p.text(cx["d"], y, fd(d), fs)
                p.text(cx["desc"], y, label, fs, True)
                p.text(cx["bal"], y, us(bal, True), fs, True, align="r")
            return Row(12, draw)

        newest = v["newest"]
        rows = [bal_row("CLOSING BALANCE", s.end, s.closing) if newest
                else bal_row("OPENING BALANCE", s.start, s.opening)]
        for i, t in enumerate(self.order(s)):
            lines = p.wrap(self.desc(t), dw, fs)
            amt = us(t.minor)
            h = 11 + 9 * (len(lines) - 1)

            def draw(y, i=i, t=t, lines=lines, amt=amt, h=h):
                if v["zebra"] and i % 2 == 0:
                    p.rect(L, y - 8, R - L, h, fill=0.93)
                p.text(cx["d"], y, fd(t.date), fs)
                for j, ln in enumerate(lines):
                    p.text(cx["desc"], y + j * 9, ln, fs)
                p.text(cx["type"], y, dr if t.minor < 0 else cr, fs)
                p.text(cx["amt"], y, amt, fs, align="r")
                p.text(cx["bal"], y, us(t.balance, True), fs, align="r")
                p.record(t, lines, amt)
            rows.append(Row(h, draw, True))
        rows.append(bal_row("OPENING BALANCE", s.start, s.opening) if newest
                    else bal_row("CLOSING BALANCE", s.end, s.closing))

        def brk_bottom(y):
            p.text(R, y + 6, "Continued on next page", 7, gray=0.3, align="r")

        def brk_top(y):
            p.text(L, y, "ACCOUNT ACTIVITY (continued)", 9, True)
            return y + 6

        y = p.table(rows, y, head, p.H - 60, cont_top, brk_bottom, brk_top)
        if y + 40 > p.H - 60:
            p.new_page()
            y = cont_top()
        p.paragraph(L, y + 12, "All amounts are in US dollars (USD). Transactions are listed "
                    + ("newest first" if newest else "in the order they were posted")
                    + ". Please examine this statement promptly and report any discrepancy within 60 days.",
                    R - L, 6.8, gray=0.3)
        p.legal_pages(s.legal_pages, cont_top)


def sfx(minor, dec, sep, mode):
    """An unsigned amount with the direction as a suffix: '12,99-', '250,00+', '12,99 DR'."""
    s = grp(minor, dec, sep)
    if mode == "drcr":
        return s + (" DR" if minor < 0 else " CR")
    if mode == "plusminus":
        return s + ("-" if minor < 0 else "+")
    return s + ("-" if minor < 0 else "")


class EuCurrent(Style):
    """English-language EUR statement of a German-style bank: Booking date | Value date |
    Description (booking text, counterparty, reference lines) | Amount EUR, no running balance,
    ISO '2025-03-15' or dotted '15.03.2025' dates, unsigned amounts with a trailing minus
    ('12,99-', credits bare or '250,00+') or a DR/CR suffix, thousands separated by dots or
    spaces ('1.234,56', '1 234,56', some '1,234.56'), 'EUR' and never a euro sign; old / new
    balance and carried / brought forward lines."""
    name = "eu-current"
    loc = "de"
    currency = "EUR"
    pagesize = A4
    fonts = ["DejaVu Sans Condensed", "Noto Serif", "Liberation Sans", "Roboto"]
    n_range = (18, 42)

    def period(self, rng, k):
        start = D(rng.choice([2024, 2025]), rng.randint(1, 12), 1)
        return start, add_months(start, 1) - DAY

    def make(self, rng, k, **kw):
        spec = super().make(rng, k, **kw)
        spec.v["suffix"] = ("minus", "drcr", "plusminus")[k % 3]
        return spec

    def variants(self, rng, spec):
        dec, sep = rng.choice([(",", "."), (",", "."), (",", " "), (",", " "), (".", ",")])
        bank, bic = rng.choice([("Nordhafen Bank AG", "NORHDEHHXXX"), ("Isartal Sparkasse", "ISARDEM1XXX"),
                                ("Moselland Volksbank eG", "MOSLDED1TRI")])
        spec.v = {"bank": bank, "bic": bic,
                  "iban": "DE" + rnd_digits(rng, 2) + " " + " ".join(rnd_digits(rng, 4) for _ in range(4))
                          + " " + rnd_digits(rng, 2),
                  "card": "Debit Mastercard " + rnd_digits(rng, 4) + " XXXX XXXX " + rnd_digits(rng, 4),
                  "datef": rng.choice(["iso", "dot"]), "dec": dec, "sep": sep,
                  "compact": rng.random() < 0.4,
                  "amt_h": rng.choice(["Amount EUR", "Amount (EUR)", "Amount in EUR"])}
        spec.legal = "de"
        for t in spec.txns:
            if t.m[5] == "card" and t.kind != "atm":   # value date = the day the card was used
                t.post = t.date - DAY * rng.choice([0, 0, 1, 1, 2, 3])
            else:
                t.post = t.date

    def fd(self, d, v):
        return d.isoformat() if v["datef"] == "iso" else d.strftime("%d.%m.%Y")

    def lines(self, t, v):
        a, b, via = t.a, t.b, t.m[5]
        dg = t.extra["digits"]
        if t.kind == "salary":
            out = ["SEPA CREDIT TRANSFER", a, f"{b} {t.date.month:02d}/{t.date.year} EREF {t.ref}"]
        elif t.kind == "in":
            out = ["SEPA CREDIT TRANSFER", a, b]
        elif t.kind == "out":
            out = ["STANDING ORDER" if via == "so" else "SEPA CREDIT TRANSFER", a, b]
        elif t.kind == "atm":
            out = ["CASH WITHDRAWAL", f"{a} {v['card'].split()[-1]}"]
        elif t.kind == "interest":
            out = ["CREDIT INTEREST", f"{a} {t.date.year}"]
        elif t.kind == "refund":
            out = ["CARD REFUND", f"{a} {b}"]
        elif via == "dd":
            out = ["SEPA DIRECT DEBIT", a, f"{b} EREF {t.ref}", f"MREF M{dg[:7]} CRED DE{dg[7:9]}ZZZ{dg[:8]}"]
        else:
            aa = a + (t.ref if a.endswith("*") else "")
            out = ["CARD PAYMENT", f"{aa} {b}", f"{v['card']} {t.post:%d.%m.%Y}"]
        if v["compact"] and len(out) > 1:
            out = [out[0] + " " + out[1]] + out[2:]
        return out

    def draw(self, p, s):
        v = s.v
        L, R = 56, p.W - 40
        nm, st, city = s.person
        fd = lambda d: self.fd(d, v)
        amt_f = lambda m: sfx(m, v["dec"], v["sep"], v["suffix"])
        bal_f = lambda m: sfx(m, v["dec"], v["sep"], "drcr" if v["suffix"] == "drcr" else "plusminus")
        dk = sum(t.minor for t in s.txns if t.minor < 0)
        ck = sum(t.minor for t in s.txns if t.minor > 0)
        blue = (0.0, 0.25, 0.5)

        def footer(p):
            p.line(L, p.H - 46, R, p.H - 46, 0.3, 0.5)
            p.text(L, p.H - 36, f"{v['bank']} · IBAN {v['iban']} · BIC {v['bic']}", 6, gray=0.35)
            p.text(R, p.H - 36, p.page_label("Sheet {n}/{m}"), 7, align="r")
        p.footer = footer

        def cont_top():
            p.text(L, 42, v["bank"], 11, True, rgb=blue)
            p.text(R, 42, f"Statement {s.end.month}/{s.end.year}  ·  IBAN {v['iban']}", 7.5, align="r")
            p.line(L, 50, R, 50, 0.8, rgb=blue)
            return 70

        p.text(L, 48, v["bank"], 18, True, rgb=blue)
        p.text(L, 96, f"{v['bank']} · Postfach 1120 · 80001", 5.8, gray=0.4)
        for i, ln in enumerate((nm, st, city)):
            p.text(L, 110 + i * 11, ln, 9.5)
        bx = 330
        info = [("Account statement", f"{s.end.month}/{s.end.year}"), ("Period", f"{fd(s.start)} - {fd(s.end)}"),
                ("IBAN", v["iban"]), ("BIC", v["bic"]), ("Account currency", "EUR"),
                ("Account type", "Current account (Girokonto)")]
        for i, (k, val) in enumerate(info):
            p.text(bx, 96 + i * 11, k, 7.5, gray=0.35)
            p.text(bx + 76, 96 + i * 11, val, 7.5, bold=i == 0)
        y = 190
        p.text(L, y, "Account statement", 13, True)
        y += 10
        cx = {"b": L, "v": L + 60, "d": L + 122, "a": R}
        dw = R - 98 - cx["d"]
        fs = 7.8

        def head(y):
            p.rect(L - 2, y, R - L + 4, 15, fill=(0.88, 0.92, 0.97))
            p.text(cx["b"], y + 10.5, "Booking date", fs, True)
            p.text(cx["v"], y + 10.5, "Value date", fs, True)
            p.text(cx["d"], y + 10.5, "Description", fs, True)
            p.text(cx["a"], y + 10.5, v["amt_h"], fs, True, align="r")
            return y + 26

        def bal_line(label, bal):
            def draw(y):
                p.text(cx["d"], y, label, fs, True)
                p.text(cx["a"], y, bal_f(bal), fs, True, align="r")
            return draw

        state = {"bal": s.opening, "bf": set()}
        rows = [Row(15, bal_line(f"Old balance as of {fd(s.start - DAY)}", s.opening))]
        for t in s.txns:
            lines = [w for ln in self.lines(t, v) for w in p.wrap(ln, dw, fs)]
            amt = amt_f(t.minor)
            h = 12.5 + 9.3 * (len(lines) - 1) + 2

            def draw(y, t=t, lines=lines, amt=amt, h=h):
                p.text(cx["b"], y, fd(t.date), fs)
                p.text(cx["v"], y, fd(t.post), fs)
                for j, ln in enumerate(lines):
                    p.text(cx["d"], y + j * 9.3, ln, fs, bold=j == 0 and not v["compact"])
                p.text(cx["a"], y, amt, fs, align="r")
                p.line(cx["d"], y + h - 10, R, y + h - 10, 0.2, 0.75)
                state["bal"] = t.balance
                p.record(t, lines, amt)
            rows.append(Row(h, draw, True))

        def new_bal(y):
            p.line(L, y - 6, R, y - 6, 0.6)
            bal_line(f"New balance as of {fd(s.end)}", s.closing)(y + 4)
            p.text(cx["d"], y + 18, "Total debits", fs)
            p.text(cx["a"], y + 18, amt_f(dk), fs, align="r")
            p.text(cx["d"], y + 29, "Total credits", fs)
            p.text(cx["a"], y + 29, amt_f(ck), fs, align="r")
        rows.append(Row(40, new_bal))

        def brk_bottom(y):
            bal_line(f"Balance carried forward to sheet {p.page + 1}", state["bal"])(y + 4)

        def head_cont(y):
            y = head(y)
            if p.page > 1 and p.page not in state["bf"]:
                state["bf"].add(p.page)
                bal_line(f"Balance brought forward from sheet {p.page - 1}", state["bal"])(y)
                y += 15
            return y

        y = p.table(rows, y, head_cont, p.H - 74, cont_top, brk_bottom)
        if y + 36 > p.H - 50:
            p.new_page()
            y = cont_top()
        p.paragraph(L, y + 10, "Please check the entries in this statement. Objections must be raised within six "
                    "weeks of receipt; failure to object in time counts as approval. Value dates determine interest. "
                    "Credit balances are covered by the statutory deposit guarantee scheme up to EUR "
                    + grp(10000000, v["dec"], v["sep"])[:-3] + " per customer.", R - L, 6.5, gray=0.35)
        p.legal_pages(s.legal_pages, cont_top)


class EsTarjeta(Style):
    """Spanish credit card statement: FECHA | ESTABLECIMIENTO / CONCEPTO | LOCALIDAD |
    IMPORTE EUR; dates '15/03' or '15 mar' without a year (it follows from 'Periodo de
    liquidación: 16/02/2025 - 15/03/2025', some over a December -> January turn); purchases
    printed positive, payments and returns negative; 'Suma y sigue' / 'Suma anterior' at page
    breaks and a TOTAL line."""
    name = "es-tarjeta"
    lang = "spa"
    loc = "es"
    currency = "EUR"
    account = "card"
    pagesize = A4
    fonts = ["Noto Serif", "Liberation Sans", "DejaVu Sans Condensed", "Helvetica", "Roboto"]
    n_range = (16, 34)

    def period(self, rng, k):
        day = rng.choice([15, 15, 5, 10, 20, 25])
        if k % 3 in (0, 1):   # December -> January turn
            end = D(rng.choice([2024, 2025]) + 1, 1, day)
        else:
            end = D(rng.choice([2024, 2025]), rng.randint(2, 12), day)
        return add_months(end, -1) + DAY, end

    def make(self, rng, k, long=False, period=None, prof=None, payment=None, n=None):
        if n is None and not long and k % 3 >= 1:   # long enough for 'Suma y sigue'
            n = rng.randint(56, 66)
        return super().make(rng, k, long=long, period=period, prof=prof, payment=payment, n=n)

    def variants(self, rng, spec):
        spec.v = {"bank": rng.choice(["Banca Cantábrica", "Caixa Mediterrània", "Banco del Duero"]),
                  "product": rng.choice(["Tarjeta VISA Clásica", "Mastercard Oro", "VISA Platinum"]),
                  "card": rng.choice(["4940", "5402", "4599"]) + " **** **** " + rnd_digits(rng, 4),
                  "datef": rng.choice(["slash", "mon"]),
                  "label": rng.choice(["ESTABLECIMIENTO", "CONCEPTO", "ESTABLECIMIENTO / CONCEPTO"]),
                  "imp": rng.choice(["IMPORTE EUR", "IMPORTE (EUR)"]),
                  "top": rng.choice(["SUMA ANTERIOR", "SUMA Y SIGUE"]),
                  "limit": rng.choice([3000, 4000, 6000, 9000]) * 100,
                  "pago": rng.choice(["Fin de mes", "Pago aplazado"]), "cuota": rng.choice([60, 90, 150]) * 100}

    def fd(self, d, v):
        return f"{d.day:02d}/{d.month:02d}" if v["datef"] == "slash" else f"{d.day:02d} {ES_MON[d.month - 1]}"

    def desc(self, t):
        if t.kind == "payment":
            return "ABONO PAGO RECIBO TARJETA"
        a = t.a + (t.ref if t.a.endswith("*") else "")
        return f"DEVOLUCION {a}" if t.kind == "refund" else a

    def draw(self, p, s):
        v = s.v
        L, R = 40, p.W - 40
        nm, st, city = s.person
        dmy = lambda d: d.strftime("%d/%m/%Y")
        green = (0.0, 0.35, 0.25)
        new = -s.closing
        compras = -sum(t.minor for t in s.txns if t.minor < 0)
        abonos = sum(t.minor for t in s.txns if t.minor > 0)
        cargo = new if v["pago"] == "Fin de mes" else min(max(new, 0), v["cuota"])

        def footer(p):
            p.line(L, p.H - 46, R, p.H - 46, 0.4, 0.5)
            p.text(L, p.H - 36, f"{v['bank']}, S.A. Domicilio social: Paseo de Pereda 9, Santander. "
                   "Inscrito en el Registro Mercantil.", 5.8, gray=0.4)
            p.text(R, p.H - 26, p.page_label("Hoja {n} / {m}"), 7.5, align="r")
        p.footer = footer

        def cont_top():
            p.text(L, 44, v["bank"], 12, True, rgb=green)
            p.text(R, 40, f"{v['product']}  {v['card']}", 7.5, align="r")
            p.text(R, 50, f"Periodo de liquidación: {dmy(s.start)} - {dmy(s.end)}", 7.5, align="r")
            p.line(L, 57, R, 57, 1, rgb=green)
            return 78

        p.rect(L, 30, R - L, 36, fill=green)
        p.text(L + 10, 54, v["bank"], 17, True, gray=1)
        p.text(R - 10, 46, "EXTRACTO DE TARJETA", 10, True, gray=1, align="r")
        p.text(R - 10, 58, v["product"], 8, gray=1, align="r")
        for i, ln in enumerate((nm, st, city)):
            p.text(330, 96 + i * 11, ln, 9)
        p.text(L, 90, "Titular", 7, gray=0.4)
        p.text(L, 100, nm, 8.5, True)
        p.text(L, 114, "Número de tarjeta", 7, gray=0.4)
        p.text(L, 124, v["card"], 8.5)
        p.text(L, 140, f"Periodo de liquidación: {dmy(s.start)} - {dmy(s.end)}", 8.5, True)
        y = 160
        p.rect(L, y, R - L, 62, fill=(0.93, 0.96, 0.94))
        cols = [("Saldo anterior", es(-s.opening)), ("Pagos y abonos", es(-abonos)),
                ("Compras y disposiciones", es(compras)), ("Saldo pendiente", es(new))]
        cw = (R - L) / 4
        for i, (k, val) in enumerate(cols):
            p.text(L + 8 + i * cw, y + 14, k, 7, gray=0.35)
            p.text(L + 8 + i * cw, y + 28, f"{val} €", 9.5, True)
        p.text(L + 8, y + 46, f"Forma de pago: {v['pago']}", 7.5)
        p.text(L + 8 + cw, y + 46, f"Importe a cargar en cuenta: {es(cargo)} €", 7.5)
        p.text(L + 8 + 2.4 * cw, y + 46, f"Fecha de cargo: {dmy(s.end + DAY * 5)}", 7.5)
        p.text(L + 8, y + 56, f"Límite de crédito: {es(v['limit'])} €   Disponible: "
               f"{es(max(0, v['limit'] - max(new, 0)))} €", 7, gray=0.35)
        y += 84
        p.text(L, y, "DETALLE DE MOVIMIENTOS", 10, True, rgb=green)
        y += 6
        cx = {"f": L + 4, "d": L + 54, "l": R - 200, "i": R - 4}
        dw = cx["l"] - 8 - cx["d"]
        fs = 7.8

        def head(y):
            p.line(L, y, R, y, 0.8, rgb=green)
            p.text(cx["f"], y + 11, "FECHA", fs, True)
            p.text(cx["d"], y + 11, v["label"], fs, True)
            p.text(cx["l"], y + 11, "LOCALIDAD", fs, True)
            p.text(cx["i"], y + 11, v["imp"], fs, True, align="r")
            p.line(L, y + 15, R, y + 15, 0.4)
            return y + 26

        state = {"sum": 0, "top": set()}
        rows = []
        for t in s.txns:
            lines = p.wrap(self.desc(t), dw, fs)
            amt = es(pay_minor(t))
            loc = t.b.upper() if t.kind != "payment" else ""

            def draw(y, t=t, lines=lines, amt=amt, loc=loc):
                p.text(cx["f"], y, self.fd(t.date, v), fs)
                for j, ln in enumerate(lines):
                    p.text(cx["d"], y + j * 9.3, ln, fs)
                p.text(cx["l"], y, loc, fs)
                p.text(cx["i"], y, amt, fs, align="r")
                state["sum"] += pay_minor(t)
                p.record(t, lines, amt)
            rows.append(Row(12 + 9.3 * (len(lines) - 1), draw, True))

        def total(y):
            p.line(cx["l"], y - 6, R, y - 6, 0.5)
            p.text(cx["l"], y + 4, "TOTAL", fs, True)
            p.text(cx["i"], y + 4, es(state["sum"]), fs, True, align="r")
        rows.append(Row(22, total))

        def brk_bottom(y):
            p.line(cx["l"], y - 6, R, y - 6, 0.5)
            p.text(cx["l"], y + 4, "Suma y sigue", fs, True)
            p.text(cx["i"], y + 4, es(state["sum"]), fs, True, align="r")

        def head_cont(y):
            y = head(y)
            if p.page > 1 and p.page not in state["top"]:
                state["top"].add(p.page)
                p.text(cx["l"], y, v["top"].capitalize(), fs, True)
                p.text(cx["i"], y, es(state["sum"]), fs, True, align="r")
                y += 14
            return y

        y = p.table(rows, y, head_cont, p.H - 78, cont_top, brk_bottom)
        if y + 40 > p.H - 60:
            p.new_page()
            y = cont_top()
        p.paragraph(L, y + 12, "Tipo de interés nominal anual (TIN) 18,00 %. TAE 19,56 %. Los importes negativos "
                    "corresponden a pagos, devoluciones y abonos. Las operaciones realizadas con posterioridad a la "
                    "fecha de liquidación figurarán en el próximo extracto.", R - L, 6.5, gray=0.35)
        p.legal_pages(s.legal_pages, cont_top)


class CnJournal(Style):
    """Chinese account ledger (对账单), landscape A4, ruled grid, a fixed number of rows per page:
    记账日期 | [凭证号] | 摘要 | [对方户名] | 借方发生额 (money out) | 贷方发生额 (money in) | 余额;
    dates '2025年03月15日' or '20250315', amounts without ¥ (with or without thousands
    separators); 期初余额, 本页合计, 过次页 / 承前页 (cumulative) and 本期合计 / 期末余额 lines."""
    name = "cn-journal"
    lang = "chi_sim"
    loc = "zh"
    currency = "CNY"
    pagesize = (A4[1], A4[0])
    fonts = ["AR PL UMing", "WenQuanYi Zen Hei", "Noto Sans CJK SC"]
    n_range = (20, 48)

    def period(self, rng, k):
        start = D(rng.choice([2024, 2025]), rng.randint(1, 12), 1)
        return start, add_months(start, 1) - DAY

    def variants(self, rng, spec):
        spec.v = {"bank": rng.choice(["江南农村商业银行", "北方振兴银行", "西部发展银行"]),
                  "acct": rnd_digits(rng, 19), "datef": rng.choice(["cn", "compact"]),
                  "sep": rng.choice([",", ""]), "voucher": rng.random() < 0.5, "cp": rng.random() < 0.6,
                  "vno": {id(t): rnd_digits(rng, 8) for t in spec.txns},
                  "printed": spec.end + DAY * rng.randint(1, 6)}
        spec.max_rows = rng.choice([15, 18, 20, 24])

    def fd(self, d, v):
        return f"{d.year}年{d.month:02d}月{d.day:02d}日" if v["datef"] == "cn" else d.strftime("%Y%m%d")

    def draw(self, p, s):
        v = s.v
        L, R = 40, p.W - 40
        nm, addr = s.person
        fd = lambda d: self.fd(d, v)
        num = lambda m: grp(m, ".", v["sep"])
        fs, rh = 8, 15
        # column left edges; amounts right-aligned in their cells
        edges = [("d", 92)] + ([("vch", 66)] if v["voucher"] else []) + [("z", 176)] + \
                ([("cp", 190)] if v["cp"] else [])
        amt_w = (R - L - sum(w for _, w in edges)) / 3
        x = L
        cols = {}
        for k, w in edges + [("dr", amt_w), ("cr", amt_w), ("bal", amt_w)]:
            cols[k] = (x, x + w)
            x += w
        xl = lambda k: cols[k][0] + 4
        xr = lambda k: cols[k][1] - 4
        zw = cols["z"][1] - cols["z"][0] - 8

        def footer(p):
            p.text(L, p.H - 24, f"打印日期：{v['printed']:%Y-%m-%d}", 7, gray=0.35)
            p.text(p.W / 2, p.H - 24, p.page_label("页码：{n}/{m}"), 7.5, align="c")
            p.text(R, p.H - 24, "本对账单加盖业务章后有效", 7, gray=0.35, align="r")
        p.footer = footer

        def title():
            p.text(p.W / 2, 40, f"{v['bank']}客户对账单", 15, True, align="c")
            p.text(p.W / 2, 54, "（活期存款分户账）", 8.5, align="c")
            p.text(L, 74, f"户名：{nm}", 8.5)
            p.text(L + 170, 74, f"账号：{v['acct']}", 8.5)
            p.text(L + 420, 74, "币种：人民币", 8.5)
            p.text(R, 74, "单位：元", 8.5, align="r")
            p.text(L, 88, f"起止日期：{fd(s.start)} 至 {fd(s.end)}", 8.5)
            return 98

        def grid(y, bold_top=False):
            """Cell borders of a row whose baseline is y."""
            top, bot = y - rh + 4, y + 4
            p.line(L, bot, R, bot, 0.3)
            if bold_top:
                p.line(L, top, R, top, 0.8)
            for k, (a, b) in cols.items():
                p.line(a, top, a, bot, 0.3)
            p.line(R, top, R, bot, 0.3)

        labels = {"d": "记账日期", "vch": "凭证号", "z": "摘要", "cp": "对方户名", "dr": "借方发生额",
                  "cr": "贷方发生额", "bal": "余额"}

        def head(y):
            y += rh
            p.rect(L, y - rh + 4, R - L, rh, fill=0.9)
            grid(y, True)
            for k in cols:
                p.text((cols[k][0] + cols[k][1]) / 2, y, labels[k], fs, True, align="c")
            return y + rh

        def line(y, label, dr=None, cr=None, bal=None, date=None):
            grid(y)
            if date:
                p.text(xl("d"), y, fd(date), fs)
            p.text(xl("z"), y, label, fs, True)
            for k, val in (("dr", dr), ("cr", cr), ("bal", bal)):
                if val is not None:
                    p.text(xr(k), y, num(val), fs, align="r")

        st = {"pd": 0, "pc": 0, "cd": 0, "cc": 0, "bal": s.opening, "carried": set()}
        rows = [Row(rh, lambda y: line(y, "期初余额", bal=s.opening, date=s.start))]
        for t in s.txns:
            z = t.a
            assert p.width(z, fs) <= zw, z
            amt = num(t.minor)

            def draw(y, t=t, z=z, amt=amt):
                grid(y)
                p.text(xl("d"), y, fd(t.date), fs)
                if "vch" in cols:
                    p.text(xl("vch"), y, v["vno"][id(t)], fs)
                p.text(xl("z"), y, z, fs)
                if "cp" in cols and t.b:
                    cs = fs
                    while p.width(t.b, cs) > cols["cp"][1] - cols["cp"][0] - 8:
                        cs -= 0.25
                    p.text(xl("cp"), y, t.b, cs)
                p.text(xr("dr" if t.minor < 0 else "cr"), y, amt, fs, align="r")
                p.text(xr("bal"), y, num(t.balance), fs, align="r")
                if t.minor < 0:
                    st["pd"] -= t.minor
                    st["cd"] -= t.minor
                else:
                    st["pc"] += t.minor
                    st["cc"] += t.minor
                st["bal"] = t.balance
                p.record(t, [z] + ([t.b] if "cp" in cols and t.b else []), amt, description=z,
                         counterparty=t.b if "cp" in cols and t.b else None)
            rows.append(Row(rh, draw, True))

        def final(y):
            line(y, "本页合计", st["pd"], st["pc"])
            line(y + rh, "本期合计", st["cd"], st["cc"])
            line(y + 2 * rh, "期末余额", bal=s.closing, date=s.end)
        rows.append(Row(3 * rh, final))

        def brk_bottom(y):
            line(y, "本页合计", st["pd"], st["pc"])
            line(y + rh, "过次页", st["cd"], st["cc"], st["bal"])

        def head_cont(y):
            y = head(y)
            if p.page > 1 and p.page not in st["carried"]:
                st["carried"].add(p.page)
                st["pd"] = st["pc"] = 0
                line(y, "承前页", st["cd"], st["cc"], st["bal"])
                y += rh
            return y

        y = p.table(rows, title() + 4, head_cont, p.H - 40 - 2 * rh, lambda: title() + 4, brk_bottom)
        p.text(L, min(y + 10, p.H - 38), "注：借方发生额为账户支出，贷方发生额为账户收入。如有疑问请于收到本对账单之日起十五日内"
               "与开户网点联系。", 7, gray=0.35)


TUNING_STYLES = [UsCard(), UsChecking(), UkCurrent(), UkCard(), EsBank(), CnDebit(), CnCredit(),
                 BankLedger(), EuCurrent(), CnJournal(), EsTarjeta()]

try:
    import pdfgen_heldout
except ImportError:  # run from elsewhere
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import pdfgen_heldout
HELDOUT_STYLES = pdfgen_heldout.register(sys.modules[__name__])
import pdfgen_world  # noqa: E402  (table-driven tuning style; after pdfgen_heldout put scripts/ on the path)
TUNING_STYLES += pdfgen_world.register(sys.modules[__name__])
import pdfgen_more  # noqa: E402  (cn-bank, us-credit-union)
TUNING_STYLES += pdfgen_more.register(sys.modules[__name__])
for _s in HELDOUT_STYLES:
    _s.split = "heldout"
STYLES = TUNING_STYLES + HELDOUT_STYLES


# ---------------------------------------------------------------------------------------------
# Scanning, truth, checks


def rasterize(pdf_bytes, dpi, gray=True):
    with tempfile.TemporaryDirectory() as td:
        src = os.path.join(td, "in.pdf")
        with open(src, "wb") as f:
            f.write(pdf_bytes)
        subprocess.run(["pdftoppm", "-r", str(dpi), "-gray" if gray else "-png", src, os.path.join(td, "p")],
                       check=True)
        files = sorted((f for f in os.listdir(td) if f.startswith("p")),
                       key=lambda f: int(f.split("-")[-1].split(".")[0]))
        return [Image.open(os.path.join(td, f)).convert("L") for f in files]


def noise_layer(rng, size):
    return Image.frombytes("L", size, rng.randbytes(size[0] * size[1]))


def scan_page(img, rng, light=False, faded=None):
    """A flatbed scan: paper tint, slight rotation, blur, noise, speckles. faded=(ink, paper): a
    worn print on dark paper, black drawn as grey `ink` and white as `paper`."""
    tint = rng.randint(232, 248)
    if faded:
        ink, tint = faded
        img = img.point(lambda v: int(ink + (tint - ink) * v / 255))
    else:
        img = img.point(lambda v: int(v * tint / 255))
    angle = rng.uniform(0.3, 1.5) * rng.choice([-1, 1]) * (0.6 if light else 1)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=tint)
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.7)))
    if not light:
        amp = rng.randint(6, 11)
        n = noise_layer(rng, img.size).point(lambda x: 128 + (x - 128) * amp // 128)
        img = ImageChops.add(img, n, 1.0, -128)
        # a few dust specks
        px = img.load()
        for _ in range(rng.randint(40, 160)):
            x, y = rng.randrange(img.width), rng.randrange(img.height)
            for dx in range(rng.randint(1, 3)):
                for dy in range(rng.randint(1, 3)):
                    if x + dx < img.width and y + dy < img.height:
                        px[x + dx, y + dy] = rng.randint(40, 120)
    else:
        n = noise_layer(rng, img.size).point(lambda x: 128 + (x - 128) * 3 // 128)
        img = ImageChops.add(img, n, 1.0, -128)
    return img


def image_pdf(jpegs, pagesize):
    """An image-only PDF: one grayscale JPEG per page, no fonts, no text."""
    objs = []
    W, H = pagesize
    kids = []
    n = len(jpegs)
    # object numbers: 1 catalog, 2 pages, then per page: page, image, content
    for i, (data, (w, h)) in enumerate(jpegs):
        pg, im, ct = 3 + 3 * i, 4 + 3 * i, 5 + 3 * i
        kids.append(f"{pg} 0 R")
        content = f"q {W:.2f} 0 0 {H:.2f} 0 0 cm /Im0 Do Q".encode()
        objs.append((pg, f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {W:.2f} {H:.2f}] "
                         f"/Resources << /XObject << /Im0 {im} 0 R >> >> /Contents {ct} 0 R >>".encode()))
        objs.append((im, f"<< /Type /XObject /Subtype /Image /Width {w} /Height {h} /ColorSpace /DeviceGray "
                         f"/BitsPerComponent 8 /Filter /DCTDecode /Length {len(data)} >>\nstream\n".encode()
                     + data + b"\nendstream"))
        objs.append((ct, f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"\nendstream"))
    objs.append((2, f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {n} >>".encode()))
    objs.append((1, b"<< /Type /Catalog /Pages 2 0 R >>"))
    return write_pdf(dict(objs))


def scanned_pdf(pdf_bytes, rng, pagesize, dpi=None, quality=None, light=False, faded=None):
    dpi = dpi or rng.choice([200, 200, 240, 300])
    quality = quality or rng.randint(60, 85)
    jpegs = []
    for img in rasterize(pdf_bytes, dpi):
        img = scan_page(img, rng, light, faded)
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=quality, optimize=True)
        jpegs.append((buf.getvalue(), img.size))
    return image_pdf(jpegs, pagesize), dpi, quality


def truth(style, spec, records, pages, font, split):
    # a style may choose the language and currency per statement (pdfgen_world)
    lang, currency = getattr(spec, "lang", style.lang), getattr(spec, "currency", style.currency)
    txns = []
    for r in records:
        t = r["txn"]
        txns.append({"date": t.date.isoformat(), "amount": truth_amount(t.minor), "currency": currency,
                     "description": r["description"]})
        if r.get("counterparty"):
            txns[-1]["counterparty"] = r["counterparty"]
    return {"name": spec.name, "lang": lang, "asOf": spec.end.isoformat(), "style": style.name,
            "font": font, "split": split, "styleSplit": style.split, "currency": currency, "scanned": spec.scanned,
            "faded": bool(getattr(spec, "faded", None)),
            "pages": pages, "pdf": spec.name + ".pdf", "period": [spec.start.isoformat(), spec.end.isoformat()],
            "transactions": txns}


def pdftotext(path_or_bytes, layout=True, password=None):
    args = ["pdftotext"] + (["-layout"] if layout else []) + (["-upw", password] if password else [])
    if isinstance(path_or_bytes, bytes):
        r = subprocess.run(args + ["-", "-"], input=path_or_bytes, capture_output=True)
    else:
        r = subprocess.run(args + [path_or_bytes, "-"], capture_output=True)
    return r.stdout.decode("utf-8", "replace")


def check_text(pdf_bytes, records, name, scanned=False, password=None, tracked=False):
    """Every printed description line and amount must come out of pdftotext -layout exactly;
    a scanned PDF must have no text at all."""
    text = pdftotext(pdf_bytes, password=password)
    if scanned:
        if text.strip():
            raise SystemExit(f"pdfgen: {name}: scanned PDF has a text layer")
        return
    missing = []
    # Letter-spaced Chinese comes out of pdftotext with a space at every gap: compared without spaces.
    bare = re.sub(r"\s+", "", text) if tracked else ""
    for r in records:
        for frag in r["lines"] + [r["amount"]]:
            if frag not in text and not (tracked and re.sub(r"\s+", "", frag) in bare):
                missing.append(frag)
    if missing:
        raise SystemExit(f"pdfgen: {name}: not extractable by pdftotext: {missing[:5]}")
    if len(records) != len(set(id(r["txn"]) for r in records)):
        raise SystemExit(f"pdfgen: {name}: a transaction was drawn twice")


def font_for(style, spec, rng, k, heldout_font):
    fonts = getattr(spec, "fonts", style.fonts)
    if heldout_font:
        return HELDOUT_CJK if getattr(spec, "lang", style.lang) == "chi_sim" else HELDOUT_LATIN
    return fonts[k % len(fonts)] if k < len(fonts) else rng.choice(fonts)


def build_statement(style, seed, k, long=False, scanned=False, heldout_font=False, face=None):
    rng = random.Random(f"pdfgen:{seed}:{style.name}:{k}")
    spec = style.make(rng, k, long=long)
    # A tuning statement may print its column titles on the first page only (the tables of later
    # pages run on under the page heading); drawn from a stream of its own, so every other choice
    # stays as it was, and never for the held-out split.
    spec.head_once = (style.split == "tuning" and not heldout_font
                      and random.Random(f"pdfgen:{seed}:head-once:{style.name}:{k}").random() < 0.3)
    font = font_for(style, spec, rng, k, heldout_font)
    # --face: every statement of the face's script drawn in it (a tuning statement; the face never
    # a held-out one), its other choices as they were
    forced = face is not None and (face in CJK_FONTS) == (getattr(spec, "lang", style.lang) == "chi_sim")
    if forced:
        assert style.split == "tuning" and not heldout_font and face not in HELDOUT_FONTS
        font = face
    # A faded scan (tuning only, a stream of its own): a worn print on darker paper, grey ink, and
    # for Latin statements often a light face; the levelling of scanned pages must hold on it.
    fr = random.Random(f"pdfgen:{seed}:faded:{style.name}:{k}")
    faded = None
    if scanned and style.split == "tuning" and not heldout_font and fr.random() < 0.3:
        faded = (fr.randint(50, 100), fr.randint(196, 226))
        if font not in CJK_FONTS and fr.random() < 0.6 and not forced:
            font = fr.choice(LIGHT_FONTS)
    spec.font = font
    split = "heldout" if style.split == "heldout" or font in HELDOUT_FONTS else "tuning"
    data, pages, records = render(style, spec)
    assert len(records) == len(spec.txns), (spec.name, len(records), len(spec.txns))
    check_text(data, records, spec.name, tracked=bool(spec.v.get("tracking")))
    if scanned:
        spec.scanned = True
        data, dpi, q = scanned_pdf(data, rng, getattr(spec, "pagesize", None) or style.pagesize, faded=faded)
        check_text(data, records, spec.name, scanned=True)
        spec.faded = faded
    return spec, data, truth(style, spec, records, pages, font, split)


def write(outdir, spec_name, data, meta):
    with open(os.path.join(outdir, spec_name + ".pdf"), "wb") as f:
        f.write(data)
    with open(os.path.join(outdir, spec_name + ".json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=False, indent=1)
        f.write("\n")


def plan(seed, per_style, scanned_share):
    """[(style, k, long, scanned, heldout_font)] for the corpus, independent of --only."""
    out = []
    for si, st in enumerate(STYLES):
        n = per_style * getattr(st, "weight", 1)   # a family of many banks draws more statements
        us_ = [random.Random(f"pdfgen:{seed}:scan:{st.name}:{k}").random() for k in range(n)]
        n_scan = int(n * scanned_share + random.Random(f"pdfgen:{seed}:round:{st.name}").random())
        longs = {k for k in range(n) if (st.name, k) in (("us-checking", 0), ("uk-card", 2))}
        order = sorted((k for k in range(n) if k not in longs), key=lambda k: us_[k])
        scans = set(order[:n_scan])
        hfs = {k for k in range(n) if st.split == "tuning" and (si + k) % 6 == 5}
        # every tuning style is also scanned at least once in its own fonts: a bank whose paper
        # statements are read by OCR is a kind of its own, not left to the luck of the draw (the
        # statements drawn in held-out fonts, and so the held-out split, stay as they were)
        if st.split == "tuning" and scanned_share > 0 and not (scans - hfs):
            scans |= set([k for k in order if k not in hfs][:1])
        for k in range(n):
            out.append((st, k, k in longs, k in scans, k in hfs))
    return out


def corpus(outdir, seed, per_style, only, scanned_share, face=None):
    if face is not None and (only != "tuning" or face in HELDOUT_FONTS or face not in FONT_FILES):
        sys.exit(f"pdfgen: --face takes a face of the table that is not held out ({', '.join(sorted(HELDOUT_FONTS))}), "
                 "with --only tuning")
    os.makedirs(outdir, exist_ok=True)
    t0 = time.time()
    stats = {}
    for st, k, long, scanned, hf in plan(seed, per_style, scanned_share):
        split = "heldout" if st.split == "heldout" or hf else "tuning"
        if only != "all" and split != only:
            continue
        spec, data, meta = build_statement(st, seed, k, long, scanned, hf, face)
        write(outdir, spec.name, data, meta)
        s = stats.setdefault(split, [0, 0, 0, 0, 0])
        s[0] += 1
        s[1] += meta["pages"]
        s[2] += len(meta["transactions"])
        s[3] += scanned
        s[4] += len(data)
    for split, (n, pg, tx, sc, size) in sorted(stats.items()):
        print(f"{split}: {n} statements ({sc} scanned), {pg} pages, {tx} transactions, {size / 1e6:.1f} MB")
    print(f"{time.time() - t0:.1f} s")


# ---------------------------------------------------------------------------------------------
# --year: 12 monthly statements of one card, plus an overlapping CSV export


def year_mode(outdir, seed):
    os.makedirs(outdir, exist_ok=True)
    st = UsCard()
    rng = random.Random(f"pdfgen:{seed}:year")
    ms = {m[1]: m for m in MERCHANTS["us"]}
    prof = Profile(rng, "us", "card", n_subs=0)
    close = rng.choice([7, 14, 19])
    start_month = rng.randint(1, 12)
    first_end = D(2024, start_month, close)
    ends = [add_months(first_end, i, close) for i in range(13)]
    starts = [add_months(e, -1, close) + DAY for e in ends]
    netflix = ms["NETFLIX.COM"]
    prof.subs = [(ms["SPOTIFY USA"], rng.randint(2, 27), 1199), (ms["APPLE.COM/BILL"], rng.randint(2, 27), 299),
                 (ms["OPENAI *CHATGPT SUBSCR"], rng.randint(2, 27), 2000)]
    nf_day = rng.randint(2, 27)
    prof.weekly = (ms["HELLOFRESH"], rng.randrange(7))
    yearly_m = ("sub", "AMAZON PRIME*2K4LM09Q2", "AMZN.COM/BILL WA", 139.00, 139.00, "card")
    prof.yearly = [(yearly_m, starts[rng.randint(2, 8)] + DAY * rng.randint(0, 20), 13900)]
    price_up = rng.randint(4, 8)   # Netflix raises its price in this statement
    person = rng.choice(PEOPLE["us"])
    last4, acct = rnd_digits(rng, 4), rnd_digits(rng, 10)
    font = rng.choice(st.fonts)
    all_txns = []
    names, metas = [], []
    balance = -price(rng, 300, 900)
    n_pages = 0
    for i in range(13):
        nf = (netflix, nf_day, 1549 if i < price_up else 1799)
        payment = -balance if balance < 0 else None
        txns = gen_txns(rng, prof, starts[i], ends[i], rng.randint(22, 34), payment_minor=payment,
                        extra_subs=[nf])
        for t in txns:
            if t.kind == "payment":
                t.m = ("payment", "AUTOPAY PAYMENT - THANK YOU", "", 0, 0, "fp")
        spec = Spec(name=f"card-{ends[i]:%Y-%m}", style=st.name, start=starts[i], end=ends[i], txns=txns,
                    person=person, long=False, seed_digits="", acct_digits=acct, last4=last4)
        spec.opening = balance
        spec.closing = balance = assign_balances(txns, balance)
        st.variants(rng, spec)
        spec.v["ref"] = False
        spec.v["hdr"] = "period"
        spec.v["bank"], spec.v["product"], spec.v["limit"] = "MERIDIAN BANK", "Cash Back Visa", 1500000
        spec.font = font
        if i < 12:
            data, pages, records = render(st, spec)
            check_text(data, records, spec.name, tracked=bool(spec.v.get("tracking")))
            meta = truth(st, spec, records, pages, font, "tuning")
            write(outdir, spec.name, data, meta)
            names.append(spec.name)
            metas.append(meta)
            n_pages += pages
            all_txns += [(r["txn"], " ".join(r["lines"])) for r in records]
        else:
            all_txns += [(t, st.desc(t)) for t in txns]
    # the CSV export: statements 9-12 and the month after
    lo, hi = starts[8], ends[12]
    rows = [(t, d) for t, d in all_txns if lo <= t.post <= hi]
    with open(os.path.join(outdir, "card-export.csv"), "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["Date", "Description", "Amount"])
        for t, d in sorted(rows, key=lambda x: (x[0].date, x[0].post), reverse=True):
            w.writerow([t.date.isoformat(), d, truth_amount(t.minor)])
    union = [{"date": t.date.isoformat(), "amount": truth_amount(t.minor), "currency": "USD", "description": d}
             for t, d in all_txns]
    meta = {"name": "year", "lang": "eng", "asOf": ends[12].isoformat(), "style": st.name, "font": font,
            "split": "tuning", "currency": "USD", "scanned": False, "pages": n_pages, "pdf": None,
            "period": [starts[0].isoformat(), ends[12].isoformat()], "statements": [n + ".pdf" for n in names],
            "csv": "card-export.csv", "csvPeriod": [lo.isoformat(), hi.isoformat()], "transactions": union}
    with open(os.path.join(outdir, "year.json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{len(names)} statements ({n_pages} pages), card-export.csv ({len(rows)} rows), "
          f"year.json ({len(union)} transactions)")


# ---------------------------------------------------------------------------------------------
# --fixtures: tiny PDFs for the unit tests


def fixtures(outdir):
    os.makedirs(outdir, exist_ok=True)
    made = []

    def save(name, data, meta=None):
        with open(os.path.join(outdir, name + ".pdf"), "wb") as f:
            f.write(data)
        if meta:
            meta["name"], meta["pdf"] = name, name + ".pdf"
            with open(os.path.join(outdir, name + ".json"), "w", encoding="utf-8") as f:
                json.dump(meta, f, ensure_ascii=False, indent=1)
                f.write("\n")
        made.append((name + ".pdf", len(data)))

    def small(style, seed, n, period, font, max_rows=None, name=None, **kw):
        rng = random.Random(f"pdfgen:fixture:{seed}")
        prof = Profile(rng, style.loc, style.account, n_subs=3)
        spec = style.make(rng, 0, period=period, prof=prof, n=n)
        spec.txns = spec.txns[:n]
        spec.closing = assign_balances(spec.txns, spec.opening)
        spec.font = font
        spec.max_rows = max_rows
        spec.name = name or spec.name
        for k, v in kw.items():
            setattr(spec, k, v)
        data, pages, records = render(style, spec)
        check_text(data, records, spec.name, password=spec.encrypt)
        return spec, data, truth(style, spec, records, pages, font, "tuning"), pages

    # English: US card, 2 pages (forced break), Dec -> Jan
    en = UsCard()
    spec, data, meta, pages = small(en, "en", 12, (D(2025, 12, 15), D(2026, 1, 14)), "Helvetica", max_rows=7)
    assert pages == 2 and any(t["date"].startswith("2025-12") for t in meta["transactions"]) \
        and any(t["date"].startswith("2026-01") for t in meta["transactions"]), meta
    save("statement-en", data, meta)
    # scanned: page 1 of a short US card statement, 150 dpi
    spec, data, meta, pages = small(en, "scan", 8, (D(2025, 4, 8), D(2025, 5, 7)), "Helvetica")
    assert pages == 1
    rng = random.Random("pdfgen:fixture:scan2")
    sdata, _, _ = scanned_pdf(data, rng, en.pagesize, dpi=150, quality=50, light=True)
    assert len(sdata) < 120_000, len(sdata)
    check_text(sdata, [], "scanned-en", scanned=True)
    meta["scanned"] = True
    save("scanned-en", sdata, meta)
    # Spanish, 1 page
    esb = EsBank()
    spec, data, meta, pages = small(esb, "es", 10, (D(2025, 3, 1), D(2025, 3, 31)), "Helvetica")
    assert pages == 1
    save("statement-es", data, meta)
    # encrypted: the same statement, user password "secret"
    spec2, edata, _, _ = small(esb, "es", 10, (D(2025, 3, 1), D(2025, 3, 31)), "Helvetica", encrypt="secret")
    assert not pdftotext(edata).strip()
    assert pdftotext(edata, password="secret").strip()
    save("encrypted", edata)
    # Chinese, 1 page, embedded subset
    cn = CnDebit()
    spec, data, meta, pages = small(cn, "zh", 8, (D(2025, 3, 1), D(2025, 3, 31)), "WenQuanYi Zen Hei",
                                    compact=True)
    assert pages == 1
    save("statement-zh", data, meta)
    # a letter: a date and an amount in prose, no table
    save("letter", letter_pdf())
    # damaged: a valid PDF cut in the middle of its objects
    good = UsCard()
    _, gdata, _, _ = small(good, "dmg", 6, (D(2025, 6, 10), D(2025, 7, 9)), "Helvetica")
    cut = gdata[:int(len(gdata) * 0.45)]
    r = subprocess.run(["pdfinfo", "-"], input=cut, capture_output=True)
    assert r.returncode != 0, "damaged.pdf still opens"
    save("damaged", cut)
    # 60 tiny pages
    save("many-pages", many_pages(60))
    with open(os.path.join(outdir, "README.md"), "w") as f:
        f.write(FIXTURES_README)
    for name, size in made:
        print(f"{name:22s} {size:7d} bytes")


FIXTURES_README = """# PDF fixtures

Generated by `scripts/pdfgen.py --fixtures OUTDIR` (deterministic; regenerate rather than edit).
Each `NAME.json` is the ground truth of `NAME.pdf`, in the schema described at the top of
scripts/pdfgen.py (transaction dates, amounts negative for money out, descriptions as printed).

- `statement-en.pdf`: US credit card, 2 pages, statement period 12/15/2025 - 01/14/2026 (MM/DD
  dates across the year turn), Trans Date / Post Date columns, payments printed negative and
  purchases positive, repeated table header, "Continued on next page", "Page N of M" footers.
  Base-14 Helvetica (not embedded).
- `statement-es.pdf`: Spanish current account, 1 page, Fecha operación / Fecha valor / Concepto /
  Importe / Saldo, signed amounts `-12,99`, running balance. Helvetica.
- `statement-zh.pdf`: Chinese debit card statement, 1 page, embedded subset of WenQuanYi Zen Hei.
- `scanned-en.pdf` (+ `.json`): a 1-page US card statement as an image-only PDF (150 dpi grayscale
  JPEG, slightly rotated); `pdftotext` extracts nothing from it.
- `encrypted.pdf`: `statement-es.pdf` encrypted with the user password `secret` (its truth is
  `statement-es.json`).
- `letter.pdf`: a one-page letter mentioning a date and an amount in prose, no statement table
  (expect no transactions).
- `damaged.pdf`: a valid statement PDF truncated in the middle of its objects; it cannot be opened.
- `many-pages.pdf`: 60 pages, each with only the text "Page N" (for a --max-pages limit).
"""


def letter_pdf():
    buf = io.BytesIO()
    c = rl_canvas.Canvas(buf, pagesize=LETTER, invariant=1, pageCompression=1)
    c.setTitle("letter")
    c.setFont("Helvetica-Bold", 14)
    c.drawString(72, 720, "Meridian Bank")
    c.setFont("Helvetica", 10)
    y = 680
    for ln in ["March 3, 2025", "", "Ms. Emily R Johnson", "350 Park Pl", "Brooklyn NY 11238", "",
               "Dear Ms. Johnson,", "",
               "Thank you for opening a Cash Back Visa account with us. Your card ending in 4412 will arrive",
               "within 7 to 10 business days. Your credit line is $5,000.00 and your first statement will be",
               "issued on April 14, 2025. An annual fee of $95.00 will be waived for the first year.", "",
               "If you have questions, please call us at 1-800-555-0199.", "", "Sincerely,", "",
               "Card Member Services"]:
        c.drawString(72, y, ln)
        y -= 14
    c.showPage()
    c.save()
    return buf.getvalue()


def many_pages(n):
    """n small pages sharing one Helvetica font object, each showing "Page N" (written by hand:
    reportlab's per-page overhead would triple the size)."""
    objs = {1: b"<< /Type /Catalog /Pages 2 0 R >>",
            3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"}
    kids = []
    for i in range(1, n + 1):
        pg, ct = 2 + 2 * i, 3 + 2 * i
        content = f"BT /F1 12 Tf 20 50 Td (Page {i}) Tj ET".encode()
        objs[pg] = (f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Resources << /Font << /F1 3 0 R >> >> "
                    f"/Contents {ct} 0 R >>").encode()
        objs[ct] = f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"\nendstream"
        kids.append(f"{pg} 0 R")
    objs[2] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {n} >>".encode()
    return write_pdf(objs)


def write_pdf(objs):
    """A PDF file from {object number: body}, object 1 the catalog."""
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = {}
    for num in sorted(objs):
        offsets[num] = len(out)
        out += f"{num} 0 obj\n".encode() + objs[num] + b"\nendobj\n"
    xref = len(out)
    total = max(offsets) + 1
    out += f"xref\n0 {total}\n0000000000 65535 f \n".encode()
    for i in range(1, total):
        out += f"{offsets[i]:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {total} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


# ---------------------------------------------------------------------------------------------


def main(argv=None):
    ap = argparse.ArgumentParser(description="Synthetic bank and card PDF statements with ground truth.")
    ap.add_argument("outdir", nargs="?")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--per-style", type=int, default=3)
    ap.add_argument("--only", choices=["tuning", "heldout", "all"], default="all")
    ap.add_argument("--scanned-share", type=float, default=0.3)
    ap.add_argument("--face", help="draw every tuning statement of the face's script in this face (with --only tuning)")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--year", metavar="OUTDIR")
    ap.add_argument("--fixtures", metavar="OUTDIR")
    a = ap.parse_args(argv)
    for tool in ("pdftoppm", "pdftotext"):
        if not shutil.which(tool):
            sys.exit(f"pdfgen: needs {tool} (apt-get install poppler-utils)")
    if a.list:
        for st in STYLES:
            print(f"{st.name:16s} {st.split:8s} {st.lang:8s} {st.currency}")
        print("fonts: " + ", ".join(sorted(FONT_FILES)) + "; held out: " + ", ".join(sorted(HELDOUT_FONTS)))
        return
    if a.year:
        return year_mode(a.year, a.seed)
    if a.fixtures:
        return fixtures(a.fixtures)
    if not a.outdir:
        ap.error("OUTDIR is required")
    corpus(a.outdir, a.seed, a.per_style, a.only, a.scanned_share, a.face)


if __name__ == "__main__":
    main()
