#!/usr/bin/env python3
"""Synthetic banking screenshots with ground truth, for scoring the OCR importer (scripts/bench-ocr).

Usage:
    scripts/screengen.py OUTDIR [--seed N] [--pages-per-layout K]   # the corpus (default K=6)
    scripts/screengen.py OUTDIR --only tuning       # only the pages that may be studied
    scripts/screengen.py --sample DIR [--seed N]    # 1 small page (1x, PNG <= 120 KB) per tuning layout
    scripts/screengen.py --list                     # the layouts and fonts, and which split they are in

Needs Pillow (pip install Pillow) and Debian's fonts-roboto fonts-inter fonts-lato fonts-noto-core
fonts-noto-cjk fonts-wqy-microhei fonts-wqy-zenhei fonts-dejavu-core fonts-liberation2. Output is deterministic for a
seed (same Pillow, same fonts).

Each page is PAGE.png or PAGE.jpg plus PAGE.json:

    {"name", "lang" (eng | spa | chi_sim), "asOf" (YYYY-MM-DD: the screenshot's "today"),
     "layout", "font", "theme" (light | dark | paper), "density" (1, 2, 3; photos: 0),
     "split" ("tuning" | "heldout"), "currency", "degraded" (messenger copy / photo), "image",
     "transactions": [{"date", "amount", "currency", "description"}, ...]}

`amount` is negative for money out, a plain decimal string with the currency's two decimals.
`description` is the merchant text exactly as drawn on the row's main line. `transactions` lists
real transactions only, in screen order; balances, totals, month summaries, statement
opening/closing lines and pending-amount captions are drawn but never listed.

Four more tuning layouts (card-app-credits, p2p-feed, ledger-app, fx-card-app) live in
scripts/screengen_more.py and are registered before TUNING_LAYOUTS is taken.

The split: the layouts in scripts/screengen_heldout.py and the fonts in HELDOUT_FONTS appear only
in pages marked "heldout". A page is "heldout" when its layout or its font is held out. Whoever
tunes the OCR engine studies "tuning" pages only; held-out pages are for a score, never for
reading. (The tuning layouts sometimes get a held-out font: those pages are held out too.)
"""

import argparse
import datetime as dt
import io
import json
import math
import os
import random
import sys
import zlib

try:
    from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont
except ImportError:  # pragma: no cover
    sys.exit("screengen: needs Pillow (pip install Pillow)")

D = dt.date
DAY = dt.timedelta(days=1)

# ---------------------------------------------------------------------------------------------
# Fonts

_ROBOTO = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-"
_INTER = "/usr/share/fonts/opentype/inter/Inter-"
_LATO = "/usr/share/fonts/truetype/lato/Lato-"
_NOTO = "/usr/share/fonts/truetype/noto/"
_DEJAVU = "/usr/share/fonts/truetype/dejavu/"
_LIB = "/usr/share/fonts/truetype/liberation2/"
_CJK = "/usr/share/fonts/opentype/noto/"
_WQY = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
_WQY_ZEN = "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"

# family -> weight -> (file, ttc index). Missing weights fall back to the nearest one.
FAMILIES = {
    "Roboto": {"regular": (_ROBOTO + "Regular.ttf", 0), "medium": (_ROBOTO + "Medium.ttf", 0),
               "bold": (_ROBOTO + "Bold.ttf", 0)},
    "Inter": {"regular": (_INTER + "Regular.otf", 0), "medium": (_INTER + "Medium.otf", 0),
              "semibold": (_INTER + "SemiBold.otf", 0), "bold": (_INTER + "Bold.otf", 0)},
    "Lato": {"regular": (_LATO + "Regular.ttf", 0), "medium": (_LATO + "Medium.ttf", 0),
             "semibold": (_LATO + "Semibold.ttf", 0), "bold": (_LATO + "Bold.ttf", 0)},
    "Noto Sans": {"regular": (_NOTO + "NotoSans-Regular.ttf", 0), "bold": (_NOTO + "NotoSans-Bold.ttf", 0)},
    "Noto Serif": {"regular": (_NOTO + "NotoSerif-Regular.ttf", 0), "bold": (_NOTO + "NotoSerif-Bold.ttf", 0)},
    "DejaVu Sans": {"regular": (_DEJAVU + "DejaVuSans.ttf", 0), "bold": (_DEJAVU + "DejaVuSans-Bold.ttf", 0)},
    "DejaVu Serif": {"regular": (_DEJAVU + "DejaVuSerif.ttf", 0), "bold": (_DEJAVU + "DejaVuSerif-Bold.ttf", 0)},
    "Liberation Sans": {"regular": (_LIB + "LiberationSans-Regular.ttf", 0),
                        "bold": (_LIB + "LiberationSans-Bold.ttf", 0)},
    "Liberation Serif": {"regular": (_LIB + "LiberationSerif-Regular.ttf", 0),
                         "bold": (_LIB + "LiberationSerif-Bold.ttf", 0)},
    "Liberation Mono": {"regular": (_LIB + "LiberationMono-Regular.ttf", 0),
                        "bold": (_LIB + "LiberationMono-Bold.ttf", 0)},
    "Noto Sans CJK SC": {"regular": (_CJK + "NotoSansCJK-Regular.ttc", 2),
                         "bold": (_CJK + "NotoSansCJK-Bold.ttc", 2)},
    "Noto Serif CJK SC": {"regular": (_CJK + "NotoSerifCJK-Regular.ttc", 2),
                          "bold": (_CJK + "NotoSerifCJK-Bold.ttc", 2)},
    "WenQuanYi Micro Hei": {"regular": (_WQY, 0)},
    "WenQuanYi Zen Hei": {"regular": (_WQY_ZEN, 0)},
}
SYMBOL_FONT = (_DEJAVU + "DejaVuSans.ttf", 0)

# A page's font: "text" family, optionally another family for digits/amounts (as Android and iOS
# draw Latin digits of Chinese UIs in the system Latin font).
LATIN_UI = ["Roboto", "Inter", "Noto Sans", "DejaVu Sans", "Liberation Sans", "Lato"]
LATIN_PRINT = ["Liberation Serif", "Noto Serif", "DejaVu Serif", "Liberation Mono", "Liberation Sans", "Noto Sans",
               "Lato"]
CJK_UI = ["Noto Sans CJK SC", "Noto Sans CJK SC + Roboto", "Noto Sans CJK SC + Inter", "WenQuanYi Micro Hei",
          "WenQuanYi Micro Hei + Roboto"]
HELDOUT_FONTS = {"Lato", "WenQuanYi Micro Hei"}
# Tuning fonts added later, used only in the tuning layouts' font rotation: the held-out layouts
# draw from the pools above as before, so their pages stay as they were. (A second Chinese face:
# until it came, every tuning Chinese page was in Noto Sans CJK.)
TUNING_ONLY = {"cjk": ["WenQuanYi Zen Hei", "WenQuanYi Zen Hei + Roboto"]}

_font_cache = {}
_WEIGHT_ORDER = ["regular", "medium", "semibold", "bold"]


def load_font(family, weight, px):
    key = (family, weight, px)
    f = _font_cache.get(key)
    if f is None:
        weights = FAMILIES[family]
        if weight not in weights:
            i = _WEIGHT_ORDER.index(weight)
            order = sorted(weights, key=lambda w: (abs(_WEIGHT_ORDER.index(w) - i), -_WEIGHT_ORDER.index(w)))
            weight = order[0]
        path, index = weights[weight]
        f = ImageFont.truetype(path, max(4, int(round(px))), index=index)
        _font_cache[key] = f
    return f


def font_families(spec):
    """'Noto Sans CJK SC + Roboto' -> ('Noto Sans CJK SC', 'Roboto')"""
    parts = [p.strip() for p in spec.split("+")]
    return parts[0], (parts[1] if len(parts) > 1 else parts[0])


def is_heldout_font(spec):
    return any(p in HELDOUT_FONTS for p in font_families(spec))


# ---------------------------------------------------------------------------------------------
# Locales, merchants, amounts, dates

LOCALES = {
    "us": {"lang": "eng", "currency": "USD", "sym": "$"},
    "uk": {"lang": "eng", "currency": "GBP", "sym": "£"},
    "eu": {"lang": "eng", "currency": "EUR", "sym": "€"},
    "es": {"lang": "spa", "currency": "EUR", "sym": "€"},
    "zh": {"lang": "chi_sim", "currency": "CNY", "sym": "¥"},
}

# kind, display name, statement descriptor, category, low, high (major units; low == high: fixed price)
# kinds: sub (subscription), weekly (repeats every 7 days on a page), spend, big (rare large spend),
# income
MERCHANTS = {
    "us": [
        ("sub", "Netflix", "NETFLIX.COM 866-579-7172 CA", "Entertainment", 15.49, 15.49),
        ("sub", "Spotify", "Spotify USA", "Entertainment", 11.99, 11.99),
        ("sub", "iCloud+", "APPLE.COM/BILL 866-712-7753", "Bills", 2.99, 2.99),
        ("sub", "Disney+", "DISNEY PLUS 888-905-7888 CA", "Entertainment", 13.99, 13.99),
        ("sub", "Hulu", "HULU 877-8244858 CA", "Entertainment", 17.99, 17.99),
        ("sub", "YouTube Premium", "GOOGLE *YouTubePremium", "Entertainment", 13.99, 13.99),
        ("sub", "Amazon Prime", "Amazon Prime*2K4LM09Q2", "Shopping", 14.99, 14.99),
        ("sub", "Adobe Creative Cloud", "ADOBE *CREATIVE CLOUD", "Software", 59.99, 59.99),
        ("sub", "Planet Fitness", "PLANET FITNESS CLUB FEES", "Health", 24.99, 24.99),
        ("sub", "Audible", "Audible*LX0K22PB3", "Entertainment", 14.95, 14.95),
        ("sub", "ChatGPT Plus", "OPENAI *CHATGPT SUBSCR", "Software", 20.00, 20.00),
        ("sub", "Verizon Wireless", "VZWRLSS*APOCC VISB", "Bills", 85.00, 85.00),
        ("sub", "Xfinity", "COMCAST CABLE COMM", "Bills", 79.99, 79.99),
        ("sub", "NYTimes", "NYTIMES*NYTIMES DIGITAL", "Entertainment", 4.00, 4.00),
        ("sub", "Dropbox", "DROPBOX*7HNQ3RZ8VBLQ", "Software", 11.99, 11.99),
        ("weekly", "HelloFresh", "HELLOFRESH 646-846-3663", "Groceries", 71.94, 71.94),
        ("spend", "Starbucks", "STARBUCKS STORE 10447", "Eating out", 3.99, 9.85),
        ("spend", "Whole Foods Market", "WHOLEFDS MKT 10234", "Groceries", 18.20, 142.75),
        ("spend", "Trader Joe's", "TRADER JOE S #552", "Groceries", 12.40, 96.30),
        ("spend", "Target", "TARGET 00028142", "Shopping", 8.99, 134.60),
        ("spend", "Shell", "SHELL OIL 57444231604", "Transport", 28.10, 66.45),
        ("spend", "Uber", "UBER *TRIP HELP.UBER.COM", "Transport", 7.85, 38.40),
        ("spend", "Lyft", "LYFT *RIDE SUN 4PM", "Transport", 9.12, 31.77),
        ("spend", "DoorDash", "DOORDASH*CHIPOTLE", "Eating out", 14.50, 48.90),
        ("spend", "Chipotle", "CHIPOTLE 2291", "Eating out", 10.45, 24.80),
        ("spend", "CVS Pharmacy", "CVS/PHARMACY #04512", "Health", 5.49, 42.18),
        ("spend", "Costco", "COSTCO WHSE #0117", "Groceries", 64.12, 312.55),
        ("spend", "Walgreens", "WALGREENS #7714", "Health", 4.29, 27.60),
        ("spend", "Amazon", "AMZN Mktp US*RT4KD1QW2", "Shopping", 9.99, 86.47),
        ("spend", "Safeway", "SAFEWAY #1711", "Groceries", 11.75, 88.02),
        ("spend", "Home Depot", "THE HOME DEPOT #0611", "Shopping", 12.97, 219.40),
        ("spend", "Blue Bottle Coffee", "SQ *BLUE BOTTLE COFFEE", "Eating out", 4.50, 12.75),
        ("big", "Rent - Oakwood Apts", "ONLINE PMT OAKWOOD APTS", "Bills", 1450.00, 2450.00),
        ("big", "Delta Air Lines", "DELTA AIR 0062371448", "Travel", 289.20, 1188.40),
        ("big", "Apple Store", "APPLE STORE #R102", "Shopping", 1099.00, 1299.00),
        ("income", "Payroll Deposit", "ACME CORP PAYROLL PPD", "Income", 1850.00, 2450.00),
        ("income", "Zelle from Sarah M", "ZELLE FROM SARAH MILLER", "Transfers", 25.00, 180.00),
        ("income", "Refund - Amazon", "AMZN MKTP US REFUND", "Shopping", 12.99, 64.99),
        ("income", "Transfer from Savings", "ONLINE TRANSFER FROM SAV 4471", "Transfers", 100.00, 500.00),
        ("income", "Venmo Cashout", "VENMO CASHOUT PPD", "Transfers", 20.00, 240.00),
        ("income", "Interest Payment", "INTEREST PAYMENT", "Income", 0.87, 6.42),
    ],
    "uk": [
        ("sub", "Netflix", "NETFLIX.COM", "Entertainment", 10.99, 10.99),
        ("sub", "Spotify", "SPOTIFY P2A3C9D1E7", "Entertainment", 11.99, 11.99),
        ("sub", "Apple iCloud", "APPLE.COM/BILL", "Bills", 2.99, 2.99),
        ("sub", "Disney+", "DISNEY PLUS", "Entertainment", 7.99, 7.99),
        ("sub", "Amazon Prime", "AMAZON PRIME*1M2AB", "Shopping", 8.99, 8.99),
        ("sub", "Now TV", "NOW TV DIGITAL", "Entertainment", 9.99, 9.99),
        ("sub", "Sky Digital", "SKY DIGITAL", "Bills", 33.00, 33.00),
        ("sub", "BT Broadband", "BT GROUP PLC", "Bills", 39.99, 39.99),
        ("sub", "EE Limited", "EE LIMITED", "Bills", 24.00, 24.00),
        ("sub", "PureGym", "PUREGYM LTD", "Health", 24.99, 24.99),
        ("sub", "Deliveroo Plus", "DELIVEROO PLUS", "Eating out", 3.49, 3.49),
        ("sub", "The Guardian", "GUARDIAN NEWS & MEDIA", "Entertainment", 12.00, 12.00),
        ("sub", "Council Tax", "LB CAMDEN COUNCIL TAX", "Bills", 148.00, 148.00),
        ("sub", "Octopus Energy", "OCTOPUS ENERGY", "Bills", 96.00, 96.00),
        ("weekly", "HelloFresh", "HELLOFRESH UK", "Groceries", 44.99, 44.99),
        ("spend", "Tesco", "TESCO STORES 3297", "Groceries", 4.50, 86.20),
        ("spend", "Sainsbury's", "SAINSBURYS S/MKTS", "Groceries", 6.75, 72.48),
        ("spend", "Pret A Manger", "PRET A MANGER", "Eating out", 3.99, 11.40),
        ("spend", "TfL Travel", "TFL TRAVEL CH", "Transport", 2.80, 14.90),
        ("spend", "Costa Coffee", "COSTA COFFEE 43011", "Eating out", 3.10, 8.95),
        ("spend", "Greggs", "GREGGS PLC", "Eating out", 3.25, 7.80),
        ("spend", "Boots", "BOOTS 1182", "Health", 4.99, 31.50),
        ("spend", "Uber", "UBER *TRIP", "Transport", 7.20, 29.85),
        ("spend", "Just Eat", "JUST EAT.CO.UK", "Eating out", 14.30, 38.75),
        ("spend", "Wetherspoons", "J D WETHERSPOON", "Eating out", 8.60, 42.10),
        ("spend", "Amazon", "AMAZON.CO.UK*2X4RT", "Shopping", 6.99, 64.99),
        ("spend", "Marks & Spencer", "M&S SIMPLY FOOD", "Groceries", 5.40, 48.60),
        ("spend", "Trainline", "TRAINLINE.COM", "Transport", 18.40, 96.50),
        ("big", "Rent", "STO RENT FLAT 2", "Bills", 1150.00, 1950.00),
        ("big", "British Airways", "BRITISH AIRWAYS 1252", "Travel", 248.30, 1064.00),
        ("big", "Currys", "CURRYS 0447", "Shopping", 1049.00, 1399.00),
        ("income", "Salary", "ACME LTD SALARY", "Income", 1850.00, 2450.00),
        ("income", "Refund from ASOS", "ASOS.COM REFUND", "Shopping", 18.00, 72.00),
        ("income", "James Smith", "FPI J SMITH", "Transfers", 20.00, 150.00),
        ("income", "Transfer from Savings", "FROM A/C 20-45-77 SAVINGS", "Transfers", 100.00, 400.00),
        ("income", "Interest", "INTEREST (GROSS)", "Income", 0.92, 5.60),
    ],
    "es": [
        ("sub", "Netflix", "NETFLIX.COM", "Ocio", 12.99, 12.99),
        ("sub", "Spotify", "SPOTIFY STOCKHOLM", "Ocio", 10.99, 10.99),
        ("sub", "Movistar", "MOVISTAR FIBRA+MOVIL", "Recibos", 56.00, 56.00),
        ("sub", "Vodafone España", "VODAFONE ESPANA SAU", "Recibos", 35.90, 35.90),
        ("sub", "Orange", "ORANGE ESPAGNE SAU", "Recibos", 29.95, 29.95),
        ("sub", "Amazon Prime", "AMAZON PRIME ES", "Compras", 4.99, 4.99),
        ("sub", "Disney+", "DISNEY PLUS", "Ocio", 8.99, 8.99),
        ("sub", "HBO Max", "HBO MAX", "Ocio", 9.99, 9.99),
        ("sub", "iCloud", "APPLE.COM/BILL", "Recibos", 2.99, 2.99),
        ("sub", "Basic-Fit", "BASIC FIT SPAIN", "Salud", 24.99, 24.99),
        ("sub", "Iberdrola", "IBERDROLA CLIENTES", "Recibos", 64.32, 64.32),
        ("sub", "DAZN", "DAZN LIMITED", "Ocio", 29.99, 29.99),
        ("weekly", "HelloFresh", "HELLOFRESH ESPANA", "Alimentación", 49.99, 49.99),
        ("spend", "Mercadona", "MERCADONA VALENCIA", "Alimentación", 8.45, 96.30),
        ("spend", "Carrefour", "CARREFOUR EXPRESS", "Alimentación", 4.20, 58.14),
        ("spend", "Lidl", "LIDL SUPERMERCADOS", "Alimentación", 6.30, 61.75),
        ("spend", "El Corte Inglés", "EL CORTE INGLES", "Compras", 19.90, 149.00),
        ("spend", "Repsol", "REPSOL E.S. 4412", "Transporte", 35.00, 70.00),
        ("spend", "Renfe", "RENFE VIAJEROS", "Transporte", 12.85, 89.40),
        ("spend", "Glovo", "GLOVO APP", "Restaurantes", 11.90, 36.50),
        ("spend", "Zara", "ZARA ESPANA", "Compras", 15.95, 89.85),
        ("spend", "Farmacia Ldo. Pérez", "FARMACIA PEREZ", "Salud", 3.99, 28.60),
        ("spend", "Cafetería La Plaza", "CAFETERIA LA PLAZA", "Restaurantes", 3.40, 24.80),
        ("spend", "Cabify", "CABIFY", "Transporte", 8.75, 27.30),
        ("spend", "Amazon", "AMAZON.ES COMPRA", "Compras", 9.99, 74.95),
        ("big", "Alquiler vivienda", "TRANSF ALQUILER", "Recibos", 850.00, 1450.00),
        ("big", "Iberia", "IBERIA LAE", "Viajes", 186.40, 1240.00),
        ("income", "Nómina ACME SL", "NOMINA ACME SL", "Nómina", 1650.00, 2450.00),
        ("income", "Bizum de María", "BIZUM DE MARIA GARCIA", "Transferencias", 10.00, 60.00),
        ("income", "Devolución Amazon", "DEVOLUCION AMAZON", "Compras", 12.99, 49.99),
        ("income", "Transferencia recibida", "TRANSFERENCIA DE J. LOPEZ", "Transferencias", 50.00, 400.00),
    ],
    "zh": [
        ("sub", "爱奇艺VIP会员", "支付宝-爱奇艺", "文化休闲", 25.00, 25.00),
        ("sub", "腾讯视频VIP会员", "财付通-腾讯视频", "文化休闲", 30.00, 30.00),
        ("sub", "优酷VIP会员", "支付宝-优酷", "文化休闲", 25.00, 25.00),
        ("sub", "QQ音乐绿钻", "财付通-QQ音乐", "文化休闲", 15.00, 15.00),
        ("sub", "网易云音乐黑胶VIP", "支付宝-网易云音乐", "文化休闲", 18.00, 18.00),
        ("sub", "哔哩哔哩大会员", "支付宝-哔哩哔哩", "文化休闲", 25.00, 25.00),
        ("sub", "百度网盘超级会员", "支付宝-百度网盘", "生活服务", 30.00, 30.00),
        ("sub", "京东PLUS会员", "京东支付-京东PLUS", "日用百货", 99.00, 99.00),
        ("sub", "芒果TV会员", "支付宝-芒果TV", "文化休闲", 22.00, 22.00),
        ("sub", "iCloud云存储", "Apple.com/bill", "生活服务", 6.00, 6.00),
        ("sub", "中国移动话费", "中国移动自动缴费", "充值缴费", 58.00, 128.00),
        ("sub", "中国联通话费", "联通话费代扣", "充值缴费", 99.00, 99.00),
        ("weekly", "叮咚买菜", "财付通-叮咚买菜", "日用百货", 68.50, 68.50),
        ("spend", "瑞幸咖啡", "财付通-瑞幸咖啡", "餐饮美食", 9.90, 32.00),
        ("spend", "星巴克", "支付宝-星巴克", "餐饮美食", 28.00, 76.00),
        ("spend", "美团外卖", "财付通-美团外卖", "餐饮美食", 18.60, 65.30),
        ("spend", "饿了么", "支付宝-饿了么", "餐饮美食", 16.80, 58.20),
        ("spend", "滴滴出行", "财付通-滴滴出行", "交通出行", 12.40, 86.50),
        ("spend", "拼多多", "财付通-拼多多", "日用百货", 9.90, 128.60),
        ("spend", "淘宝", "支付宝-淘宝", "日用百货", 19.90, 299.00),
        ("spend", "盒马鲜生", "支付宝-盒马", "日用百货", 36.70, 188.40),
        ("spend", "全家便利店", "财付通-全家", "餐饮美食", 6.50, 34.80),
        ("spend", "肯德基", "支付宝-肯德基", "餐饮美食", 24.50, 69.00),
        ("spend", "中国石化", "中国石化加油站", "交通出行", 200.00, 350.00),
        ("spend", "地铁出行", "财付通-地铁出行", "交通出行", 3.00, 8.00),
        ("spend", "国家电网电费", "国网电费代扣", "充值缴费", 86.40, 264.30),
        ("spend", "沃尔玛", "银联-沃尔玛", "日用百货", 45.20, 236.80),
        ("big", "房租", "转账-房东李", "生活服务", 2450.00, 4800.00),
        ("big", "携程旅行", "支付宝-携程", "交通出行", 680.00, 2860.00),
        ("income", "工资", "代发工资", "收入", 8500.00, 18600.00),
        ("income", "转账-来自王芳", "跨行转入-王芳", "转账红包", 100.00, 800.00),
        ("income", "微信红包-来自李明", "财付通-红包", "转账红包", 8.88, 200.00),
        ("income", "退款-京东", "京东支付-退款", "退款", 39.00, 259.00),
        ("income", "余额宝收益", "余额宝-收益发放", "收入", 0.86, 12.45),
    ],
}
MERCHANTS["eu"] = [m for m in MERCHANTS["uk"] if m[1] not in (
    "Council Tax", "TfL Travel", "Greggs", "Sky Digital", "BT Broadband", "Wetherspoons")] + [
    ("sub", "Vodafone", "VODAFONE GMBH", "Bills", 29.99, 29.99),
    ("spend", "Lidl", "LIDL DIENSTL", "Groceries", 6.30, 61.75),
    ("spend", "Bolt", "BOLT.EU/O/2311", "Transport", 6.20, 24.40),
]

EN_MONTHS = "January February March April May June July August September October November December".split()
EN_MON = [m[:3] for m in EN_MONTHS]
EN_DAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
ES_MONTHS = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
ES_MON = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"]
ES_DAYS = "lunes martes miércoles jueves viernes sábado domingo".split()
ZH_WEEK = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
ZH_WEEK2 = ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"]


def group_digits(s, sep):
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


def fmt_num(minor, dec=".", grp=","):
    """Absolute value: 123456 -> '1,234.56'."""
    v = abs(minor)
    return group_digits(str(v // 100), grp) + dec + f"{v % 100:02d}"


def money(minor, sym="", dec=".", grp=",", pos="pre", sign="always", minus="-", space=False):
    """Format a signed amount the way an app draws it.
    sign: always (- and +), neg (- only), plus (+ only: charges unsigned), none."""
    body = fmt_num(minor, dec, grp)
    if sym:
        body = (sym + (" " if space else "") + body) if pos == "pre" else (body + " " + sym)
    s = ""
    if minor < 0 and sign in ("always", "neg"):
        s = minus
    elif minor > 0 and sign in ("always", "plus"):
        s = "+"
    return s + body


def es_money(minor, sign="always", sym=True, minus="-"):
    return money(minor, "€" if sym else "", ",", ".", "post", sign, minus)


def truth_amount(minor):
    return ("-" if minor < 0 else "") + f"{abs(minor) // 100}.{abs(minor) % 100:02d}"


# ---------------------------------------------------------------------------------------------
# Transactions


class Txn:
    __slots__ = ("date", "minor", "name", "raw", "cat", "kind", "time", "balance", "pending", "extra")

    def __init__(self, **kw):
        self.extra = {}
        self.pending = False
        self.balance = 0
        for k, v in kw.items():
            setattr(self, k, v)


def _price(rng, lo, hi):
    if lo == hi:
        return int(round(lo * 100))
    v = rng.uniform(lo, hi)
    r = rng.random()
    if r < 0.15:
        v = math.floor(v) + 0.99
    elif r < 0.25 and hi > 20:
        v = float(round(v))
    return max(int(round(lo * 100)), int(round(v * 100)))


def make_txns(rng, loc, as_of, n, fits=None, start=None, span=None, income_rate=0.14, big_rate=0.07,
              desc=lambda m: m[1], ascending=False):
    """n transactions, newest first (or oldest first with ascending), dated on or before `start`
    (default: as_of or a day or two before). `fits(name, minor)` rejects names that do not fit."""
    merchants = MERCHANTS[loc]
    start = start or as_of - DAY * rng.choice([0, 0, 0, 0, 1, 1, 2, 3])
    span = span if span is not None else rng.randint(max(3, n // 2), n * 2 + 6)
    days = sorted((rng.randint(0, span) for _ in range(n - 1)))
    days = [0] + days
    used = set()
    out = []
    weekly_done = False
    force_income = rng.randrange(n) if income_rate > 0 and rng.random() < 0.8 else -1
    i = 0
    while len(out) < n:
        d = start - DAY * days[min(i, len(days) - 1)]
        i += 1
        for attempt in range(40):
            r = rng.random()
            kind = "income" if r < income_rate else "big" if r < income_rate + big_rate else \
                "sub" if r < 0.55 else "spend"
            if len(out) == force_income and attempt < 20:
                kind = "income"
            if kind == "sub" and not weekly_done and rng.random() < 0.25:
                kind = "weekly"
            pool = [m for m in merchants if m[0] == kind]
            m = rng.choice(pool)
            if m[0] in ("sub", "big", "weekly", "income") and m[1] in used:
                continue
            minor = _price(rng, m[4], m[5]) * (1 if kind == "income" else -1)
            name = desc(m)
            if fits and not fits(name, minor):
                continue
            break
        used.add(m[1])
        t = Txn(date=d, minor=minor, name=name, raw=m[2], cat=m[3], kind=m[0])
        out.append(t)
        if m[0] == "weekly":
            weekly_done = True
            for k in (1, 2):
                wd = d - DAY * 7 * k
                if wd >= start - DAY * span and len(out) + 1 < n:
                    out.append(Txn(date=wd, minor=minor, name=name, raw=m[2], cat=m[3], kind=m[0]))
    out = out[:n]
    out.sort(key=lambda t: t.date, reverse=True)
    # times, newest first within a day
    by_day = {}
    for t in out:
        by_day.setdefault(t.date, []).append(t)
    for d, ts in by_day.items():
        mins = sorted((rng.randint(6 * 60, 23 * 60 + 50) for _ in ts), reverse=True)
        for t, m in zip(ts, mins):
            t.time = f"{m // 60:02d}:{m % 60:02d}"
    # a running balance: balance after each transaction (newest first)
    outflow = sum(-t.minor for t in out if t.minor < 0)
    bal = max(rng.randint(40000, 900000), outflow + rng.randint(5000, 150000))
    for t in out:
        t.balance = bal
        bal -= t.minor
    if ascending:
        out.reverse()
    return out


def pick_as_of(rng):
    """Mostly autumn 2026; sometimes early January so that year-less dates cross into last year."""
    if rng.random() < 0.15:
        return D(rng.choice([2026, 2027]), 1, rng.randint(2, 9))
    return D(2026, 1, 1) + DAY * rng.randint(40, 360)


def rel_day(d, as_of):
    return (as_of - d).days


# ---------------------------------------------------------------------------------------------
# Drawing


THEMES = {
    "light": {"bg": (255, 255, 255), "bg2": (242, 242, 247), "text": (17, 17, 20), "sub": (128, 128, 134),
              "line": (226, 226, 232), "green": (22, 150, 80), "red": (214, 48, 49), "card": (255, 255, 255),
              "accent": (0, 112, 230)},
    "dark": {"bg": (0, 0, 0), "bg2": (28, 28, 30), "text": (240, 240, 245), "sub": (142, 142, 147),
             "line": (44, 44, 48), "green": (48, 209, 88), "red": (255, 99, 92), "card": (28, 28, 30),
             "accent": (64, 156, 255)},
}


class Canvas:
    """Draws in CSS pixels on an image scaled by `density`."""

    def __init__(self, w, h, density, bg, text_family, num_family=None):
        self.w, self.h, self.dn = w, h, density
        self.img = Image.new("RGB", (int(round(w * density)), int(round(h * density))), bg)
        self.dr = ImageDraw.Draw(self.img)
        self.tf = text_family
        self.nf = num_family or text_family

    def font(self, size, weight="regular", num=False):
        return load_font(self.nf if num else self.tf, weight, size * self.dn)

    def runs(self, s, num):
        """With a separate digit family: ASCII runs in it, the rest (CJK) in the text family."""
        if not num or self.nf == self.tf:
            return [(s, num)]
        out = []
        for ch in s:
            a = ch.isascii()
            if out and out[-1][1] == a:
                out[-1] = (out[-1][0] + ch, a)
            else:
                out.append((ch, a))
        return out

    def width(self, s, size, weight="regular", num=False):
        return sum(self.font(size, weight, n).getlength(r) for r, n in self.runs(s, num)) / self.dn

    def text(self, x, y, s, size, fill, weight="regular", anchor="ls", num=False):
        """Baseline-anchored text at (x, y) css px; anchor 'ls' left, 'rs' right, 'ms' centre."""
        runs = self.runs(s, num)
        if len(runs) == 1:
            self.dr.text((x * self.dn, y * self.dn), s, font=self.font(size, weight, num), fill=fill, anchor=anchor)
            return
        w = self.width(s, size, weight, num)
        x = x - w if anchor[0] == "r" else x - w / 2 if anchor[0] == "m" else x
        for r, n in runs:
            f = self.font(size, weight, n)
            self.dr.text((x * self.dn, y * self.dn), r, font=f, fill=fill, anchor="l" + anchor[1])
            x += f.getlength(r) / self.dn

    def symbol(self, x, y, s, size, fill, anchor="ls"):
        f = ImageFont.truetype(SYMBOL_FONT[0], max(4, int(size * self.dn)))
        self.dr.text((x * self.dn, y * self.dn), s, font=f, fill=fill, anchor=anchor)

    def rect(self, x0, y0, x1, y1, fill=None, outline=None, width=1, radius=0):
        box = [x0 * self.dn, y0 * self.dn, x1 * self.dn - 1, y1 * self.dn - 1]
        w = max(1, int(round(width * self.dn)))
        if radius:
            self.dr.rounded_rectangle(box, radius * self.dn, fill=fill, outline=outline, width=w)
        else:
            self.dr.rectangle(box, fill=fill, outline=outline, width=w)

    def hline(self, x0, x1, y, fill, width=0.5):
        w = max(1, int(round(width * self.dn)))
        self.dr.rectangle([x0 * self.dn, y * self.dn, x1 * self.dn - 1, y * self.dn + w - 1], fill=fill)

    def vline(self, x, y0, y1, fill, width=0.5):
        w = max(1, int(round(width * self.dn)))
        self.dr.rectangle([x * self.dn, y0 * self.dn, x * self.dn + w - 1, y1 * self.dn - 1], fill=fill)

    def circle(self, cx, cy, r, fill=None, outline=None, width=1):
        self.dr.ellipse([(cx - r) * self.dn, (cy - r) * self.dn, (cx + r) * self.dn, (cy + r) * self.dn],
                        fill=fill, outline=outline, width=max(1, int(width * self.dn)))

    def polygon(self, pts, fill):
        self.dr.polygon([(x * self.dn, y * self.dn) for x, y in pts], fill=fill)

    def chevron(self, x, y, size, fill, direction="left", width=2):
        s = size / 2
        if direction == "left":
            pts = [(x + s, y - s), (x, y), (x + s, y + s)]
        elif direction == "right":
            pts = [(x - s, y - s), (x, y), (x - s, y + s)]
        else:  # down
            pts = [(x - s, y - s / 2), (x, y + s / 2), (x + s, y - s / 2)]
        self.dr.line([(a * self.dn, b * self.dn) for a, b in pts], fill=fill, width=max(1, int(width * self.dn)),
                     joint="curve")

    def crop(self, h):
        self.img = self.img.crop((0, 0, self.img.width, int(round(h * self.dn))))
        self.dr = ImageDraw.Draw(self.img)
        self.h = h

    def extend(self, h, bg):
        """Grow or shrink the canvas to h css px (new area filled with bg)."""
        new = Image.new("RGB", (self.img.width, int(round(h * self.dn))), bg)
        new.paste(self.img.crop((0, 0, self.img.width, min(self.img.height, new.height))), (0, 0))
        self.img = new
        self.dr = ImageDraw.Draw(self.img)
        self.h = h


AVATAR_COLOURS = [(229, 57, 53), (30, 136, 229), (67, 160, 71), (251, 140, 0), (142, 36, 170), (0, 137, 123),
                  (94, 53, 177), (216, 27, 96), (109, 76, 65), (3, 155, 229), (124, 179, 66), (255, 179, 0)]


def colour_for(name):
    return AVATAR_COLOURS[zlib.crc32(name.encode("utf-8")) % len(AVATAR_COLOURS)]


def initials(name):
    words = [w for w in name.replace("-", " ").replace("*", " ").split() if w[0].isalnum()]
    if not words:
        return name[:1].upper()
    if len(words) == 1:
        return words[0][:2].upper() if words[0][:2].isascii() else words[0][:1]
    return (words[0][0] + words[1][0]).upper()


def status_bar(c, th, rng, style=None, y=0):
    """A phone status bar (iOS or Android); returns its height."""
    style = style or rng.choice(["ios", "android"])
    h = 47 if style == "ios" else 30
    hh, mm = rng.randint(7, 23), rng.randint(0, 59)
    t = f"{hh}:{mm:02d}" if style == "ios" else f"{hh:02d}:{mm:02d}"
    col = th["text"]
    base = y + (31 if style == "ios" else 21)
    if style == "ios":
        c.text(52, base, t, 16, col, "semibold", "ms")
    else:
        c.text(16, base, t, 13, col, "medium")
    x = c.w - (16 if style == "android" else 22)
    # battery
    c.rect(x - 24, base - 11, x - 2, base, outline=col, width=1, radius=3)
    c.rect(x - 22, base - 9, x - 22 + 18 * rng.uniform(0.3, 1.0), base - 2, fill=col, radius=1.5)
    if style == "android":
        c.text(x - 28, base, f"{rng.randint(12, 99)}%", 12, col, "regular", "rs")
        x -= 26
    # wifi: three arcs
    cx = x - 38
    for r in (9, 6, 3):
        c.dr.pieslice([(cx - r) * c.dn, (base - 2 - r) * c.dn, (cx + r) * c.dn, (base - 2 + r) * c.dn], 225, 315,
                      fill=col)
        if r > 3:
            rr = r - 1.4
            c.dr.pieslice([(cx - rr) * c.dn, (base - 2 - rr) * c.dn, (cx + rr) * c.dn, (base - 2 + rr) * c.dn],
                          225, 315, fill=c.img.getpixel((1, 1)))
    # signal bars
    sx = cx - 30
    for i in range(4):
        c.rect(sx + i * 4.5, base - 3 - i * 2.5, sx + i * 4.5 + 3, base, fill=col, radius=0.8)
    return h


def tab_bar(c, th, labels, y, active=0, home_indicator=True):
    """A bottom tab bar with icons and labels starting at y; returns its height."""
    h = 56 + (26 if home_indicator else 0)
    c.rect(0, y, c.w, y + h, fill=th["card"] if th["bg"] != (255, 255, 255) else (249, 249, 249))
    c.hline(0, c.w, y, th["line"])
    n = len(labels)
    for i, lab in enumerate(labels):
        cx = c.w * (i + 0.5) / n
        col = th["accent"] if i == active else th["sub"]
        if i % 3 == 0:
            c.rect(cx - 10, y + 9, cx + 10, y + 27, outline=col, width=1.6, radius=4)
        elif i % 3 == 1:
            c.circle(cx, y + 18, 9.5, outline=col, width=1.6)
        else:
            c.polygon([(cx - 10, y + 27), (cx, y + 9), (cx + 10, y + 27)], col)
        c.text(cx, y + 43, lab, 10.5, col, "medium", "ms")
    if home_indicator:
        c.rect(c.w / 2 - 67, y + h - 13, c.w / 2 + 67, y + h - 8, fill=th["text"], radius=3)
    return h


def search_bar(c, th, y, text, x0=16, x1=None, h=36):
    x1 = x1 or c.w - 16
    c.rect(x0, y, x1, y + h, fill=th["bg2"] if th["bg"] == (255, 255, 255) else (44, 44, 48), radius=10)
    c.circle(x0 + 18, y + h / 2 - 1, 5.5, outline=th["sub"], width=1.5)
    c.dr.line([((x0 + 22) * c.dn, (y + h / 2 + 3) * c.dn), ((x0 + 26) * c.dn, (y + h / 2 + 7) * c.dn)],
              fill=th["sub"], width=max(1, int(1.5 * c.dn)))
    c.text(x0 + 34, y + h / 2 + 5.5, text, 15, th["sub"])
    return h


def logo_icon(c, cx, cy, r, name, shape="circle", text_fill=(255, 255, 255), label=None, size=None):
    col = colour_for(name)
    if shape == "circle":
        c.circle(cx, cy, r, fill=col)
    else:
        c.rect(cx - r, cy - r, cx + r, cy + r, fill=col, radius=r * 0.28)
    lab = label if label is not None else initials(name)
    if lab:
        c.text(cx, cy + (size or r * 0.78) * 0.36, lab, size or r * 0.78, text_fill, "bold", "ms")


# ---------------------------------------------------------------------------------------------
# Degradation and photography


def messenger_copy(img, rng):
    """Downscale to 50-70% and recompress as JPEG quality 35-60, as a chat app forwards it."""
    f = rng.uniform(0.5, 0.7)
    img = img.resize((max(1, int(img.width * f)), max(1, int(img.height * f))), Image.BILINEAR)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=rng.randint(35, 60))
    return Image.open(io.BytesIO(buf.getvalue())).convert("RGB"), buf.getvalue()


def noise_layer(rng, size, scale=1):
    w, h = max(1, size[0] // scale), max(1, size[1] // scale)
    n = Image.frombytes("L", (w, h), rng.randbytes(w * h))
    if scale > 1:
        n = n.resize(size, Image.BILINEAR)
    return n


def photograph(page, rng, max_side=2200, light=False):
    """A phone photo of a printed page: on a desk, rotated 0.5-2 degrees, uneven light, blur, noise,
    JPEG. light=True (unit-test samples): rotation, lighting and blur only, no noise, no JPEG."""
    w, h = page.size
    angle = rng.uniform(0.5, 1.0 if light else 2.0) * rng.choice([-1, 1])
    margin = int(w * rng.uniform(0.04, 0.09))
    v = rng.randint(50, 120)
    desk = rng.choice([(v + 35, v + 18, v), (v, v, v + 4), (v + 10, v + 8, v + 6)])
    bg = Image.new("RGB", (w + 2 * margin, h + 2 * margin), desk)
    # shadow, then the page
    shadow = Image.new("L", bg.size, 0)
    ImageDraw.Draw(shadow).rectangle([margin + 6, margin + 8, margin + w + 6, margin + h + 8], fill=110)
    shadow = shadow.filter(ImageFilter.GaussianBlur(12))
    bg.paste((20, 15, 10), (0, 0), shadow)
    bg.paste(page, (margin, margin))
    bg = bg.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=desk)
    # crop in a little so that the desk is seen on some sides only
    cx0 = int(margin * rng.uniform(0.2, 0.9))
    cy0 = int(margin * rng.uniform(0.2, 0.9))
    bg = bg.crop((cx0, cy0, bg.width - int(margin * rng.uniform(0.2, 0.9)), bg.height - int(margin * rng.uniform(0.2, 0.9))))
    # uneven lighting: a smooth gradient multiplied in
    gw, gh = 3, 4
    g = Image.new("L", (gw, gh))
    base = rng.randint(200, 245)
    tilt = rng.uniform(-12, 12)
    g.putdata([max(120, min(255, int(base + rng.randint(-22, 12) + (x - y) * tilt)))
               for y in range(gh) for x in range(gw)])
    g = g.resize(bg.size, Image.BICUBIC).filter(ImageFilter.GaussianBlur(30))
    warm = rng.randint(0, 14)
    light = Image.merge("RGB", [g, g.point(lambda v: max(0, v - warm // 2)), g.point(lambda v: max(0, v - warm))])
    bg = ImageChops.multiply(bg, light)
    bg = bg.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.3) * (0.6 if light else 1)))
    if light:
        scale = min(1.0, max_side / max(bg.size))
        return bg.resize((int(bg.width * scale), int(bg.height * scale)), Image.LANCZOS) if scale < 1 else bg, None
    n = noise_layer(rng, bg.size).point(lambda v: 128 + (v - 128) // 9)
    bg = ImageChops.add(bg, Image.merge("RGB", [n, n, n]), 1.0, -128)
    scale = min(1.0, max_side / max(bg.size))
    if scale < 1:
        bg = bg.resize((int(bg.width * scale), int(bg.height * scale)), Image.LANCZOS)
    buf = io.BytesIO()
    bg.save(buf, "JPEG", quality=rng.randint(55, 82))
    return Image.open(io.BytesIO(buf.getvalue())).convert("RGB"), buf.getvalue()


# ---------------------------------------------------------------------------------------------
# Page context handed to layouts


class Page:
    def __init__(self, rng, layout, font, theme, density, sample=False):
        self.rng = rng
        self.layout = layout
        self.font = font
        self.tf, self.nf = font_families(font)
        self.theme = theme
        self.th = THEMES.get(theme, THEMES["light"])
        self.density = density
        self.sample = sample
        self.as_of = pick_as_of(rng)
        self.rows = []          # (Txn, description as drawn)
        self.currency = None
        self.lang = None
        self.photo = False      # set by layouts that are photographs

    def phone_width(self):
        return self.rng.choice([360, 375, 390, 393, 412, 414, 428, 430])

    def canvas(self, w, h, bg):
        return Canvas(w, h, self.density, bg, self.tf, self.nf)

    def add(self, t, desc=None):
        self.rows.append((t, desc if desc is not None else t.name))

    def truth(self):
        return [{"date": t.date.isoformat(), "amount": truth_amount(t.minor), "currency": self.currency,
                 "description": d} for t, d in self.rows]


def txn_fits(c, max_w, size, weight="regular", amount_of=None, amount_size=None, amount_weight="regular",
             right_edge=None, gap=12, num=False):
    """A fits(name, minor) predicate: the name in `size` fits before the amount (or within max_w)."""
    def fits(name, minor):
        room = max_w
        if amount_of is not None:
            room = right_edge - c.width(amount_of(minor), amount_size, amount_weight, num) - gap
        return c.width(name, size, weight) <= room
    return fits


# ---------------------------------------------------------------------------------------------
# Tuning layouts


def layout_left_date(p):
    """US/UK app list with a left date column; merchant + grey category/time line; amount right."""
    rng, th = p.rng, p.th
    loc = rng.choice(["us", "us", "uk"])
    p.currency, p.lang = LOCALES[loc]["currency"], "eng"
    sym = LOCALES[loc]["sym"]
    W = p.phone_width()
    c = p.canvas(W, 2600, th["bg"])
    date_style = rng.choice(["stack", "stack", "mmdd", "daymon"] if loc == "us" else ["stack", "daymon"])
    date_every = rng.random() < 0.6
    sub_kind = rng.choice(["cat", "time", "card"])
    sign = rng.choice(["always", "always", "plus"])
    minus = "\u2212" if rng.random() < 0.12 else "-"
    amt = lambda m: money(m, sym, sign=sign, minus=minus)
    y = status_bar(c, th, rng)
    c.chevron(18, y + 22, 14, th["accent"])
    c.text(W / 2, y + 28, rng.choice(["Activity", "Transactions", "Account activity"]), 17, th["text"], "semibold", "ms")
    y += 48
    if rng.random() < 0.6:
        y += search_bar(c, th, y + 4, rng.choice(["Search", "Search transactions"])) + 14
    if rng.random() < 0.5:
        x = 16
        for i, chip in enumerate(["All", "Money in", "Money out"]):
            wch = c.width(chip, 14, "medium") + 28
            c.rect(x, y, x + wch, y + 30, fill=th["text"] if i == 0 else None, outline=th["line"], radius=15)
            c.text(x + wch / 2, y + 20, chip, 14, th["bg"] if i == 0 else th["text"], "medium", "ms")
            x += wch + 8
        y += 42
    dcol = 52 if date_style != "mmdd" else 56
    n = rng.randint(8, 16)
    fits = txn_fits(c, 0, 16, "medium", amt, 16, "semibold", W - 16, gap=14 + 16 + dcol)
    txns = make_txns(rng, loc, p.as_of, n, fits=fits)
    row_h = rng.choice([64, 68, 72])
    card = rng.randint(1000, 9999)
    prev = None
    for t in txns:
        c.hline(16 + dcol, W, y, th["line"])
        mid = y + row_h / 2
        if date_every or t.date != prev:
            if date_style == "stack":
                c.text(16 + dcol / 2 - 6, mid - 4, EN_MON[t.date.month - 1].upper(), 11, th["sub"], "medium", "ms")
                c.text(16 + dcol / 2 - 6, mid + 15, str(t.date.day), 20, th["text"], "bold", "ms")
            elif date_style == "daymon":
                c.text(16 + dcol / 2 - 6, mid - 1, str(t.date.day), 20, th["text"], "bold", "ms")
                c.text(16 + dcol / 2 - 6, mid + 15, EN_MON[t.date.month - 1], 12, th["sub"], "regular", "ms")
            else:
                c.text(16, mid + 5, f"{t.date.month:02d}-{t.date.day:02d}", 14, th["sub"], "regular")
        prev = t.date
        x = 16 + dcol + 8
        c.text(x, mid - 3, t.name, 16, th["text"], "medium")
        sub = {"cat": t.cat, "time": t.time, "card": f"Debit card \u2022\u2022{card}" if t.minor < 0 else "Deposit"}[sub_kind]
        c.text(x, mid + 16, sub, 13, th["sub"])
        col = th["green"] if t.minor > 0 else th["text"]
        c.text(W - 16, mid + 2, amt(t.minor), 16, col, "semibold", "rs")
        p.add(t)
        y += row_h
    c.hline(16 + dcol, W, y, th["line"])
    y += 20
    dh = max(y + 82, W * rng.uniform(1.9, 2.17))
    c.extend(dh, th["bg"])
    tab_bar(c, th, ["Home", "Activity", "Pay", "Cards", "More"][: rng.choice([4, 5])], dh - 82, active=1)
    return c.img


def layout_avatar_feed(p):
    """Monzo-like feed: avatar circles with initials, unsigned charges, +£ income in green,
    day headers Today / Yesterday / Monday 3 November (sometimes with the day's spend on the right)."""
    rng, th = p.rng, p.th
    loc = rng.choice(["uk", "uk", "uk", "us"])
    p.currency, p.lang = LOCALES[loc]["currency"], "eng"
    sym = LOCALES[loc]["sym"]
    W = p.phone_width()
    c = p.canvas(W, 2800, th["bg"] if p.theme == "dark" else th["bg2"])
    bgc = th["bg"] if p.theme == "dark" else th["bg2"]
    amt = lambda m: money(m, sym, sign="plus")
    day_total = rng.random() < 0.5
    full_header = rng.choice(["full", "full", "short"])
    y = status_bar(c, th, rng)
    # balance header
    c.text(W / 2, y + 34, rng.choice(["Current Account", "Personal Account", "Main"]), 14, th["sub"], "medium", "ms")
    bal_minor = rng.randint(12000, 560000)
    c.text(W / 2, y + 78, money(bal_minor, sym, sign="none"), 38, th["text"], "bold", "ms")
    if rng.random() < 0.6:
        c.text(W / 2, y + 104, f"{money(rng.randint(500, 9000), sym, sign='none')} spent today", 13, th["sub"],
               "regular", "ms")
    y += 124
    n = rng.randint(8, 16)
    fits = txn_fits(c, 0, 16, "medium", amt, 16, "medium", W - 32, gap=16 + 56)
    txns = make_txns(rng, loc, p.as_of, n, fits=fits)
    days = []
    for t in txns:
        if not days or days[-1][0] != t.date:
            days.append((t.date, []))
        days[-1][1].append(t)
    for d, ts in days:
        r = rel_day(d, p.as_of)
        if r == 0:
            head = "Today"
        elif r == 1:
            head = "Yesterday"
        elif full_header == "full":
            head = f"{EN_DAYS[d.weekday()]} {d.day} {EN_MONTHS[d.month - 1]}"
        else:
            head = f"{EN_DAYS[d.weekday()][:3]} {d.day} {EN_MON[d.month - 1]}"
        if d.year != p.as_of.year:
            head += f" {d.year}"
        y += 16
        c.text(20, y + 14, head, 14, th["sub"], "semibold")
        if day_total:
            spent = -sum(t.minor for t in ts if t.minor < 0)
            if spent:
                c.text(W - 20, y + 14, money(spent, sym, sign="none"), 14, th["sub"], "regular", "rs")
        y += 24
        card_top = y
        rh = 66
        c.rect(12, y, W - 12, y + rh * len(ts), fill=th["card"], radius=12)
        for i, t in enumerate(ts):
            mid = y + rh / 2
            logo_icon(c, 12 + 30, mid, 20, t.name)
            c.text(12 + 62, mid - 2, t.name, 16, th["text"], "medium")
            sub = t.cat if rng.random() < 0.7 else ("Pending" if i == 0 and rel_day(d, p.as_of) == 0 else t.cat)
            c.text(12 + 62, mid + 17, sub, 13, th["sub"])
            c.text(W - 32, mid + 6, amt(t.minor), 16, th["green"] if t.minor > 0 else th["text"], "medium", "rs")
            if i:
                c.hline(12 + 62, W - 12, y, th["line"])
            p.add(t)
            y += rh
        del card_top
    y += 24
    dh = max(y + 82, W * rng.uniform(1.9, 2.17))
    c.extend(dh, bgc)
    tab_bar(c, th, ["Home", "Payments", "Savings", "Help"], dh - 82, active=0)
    return c.img


def layout_web_table(p):
    """Desktop web banking: Date | Description | Debit | Credit | Balance, unsigned, running balance."""
    rng = p.rng
    loc = rng.choice(["us", "uk"])
    p.currency, p.lang = LOCALES[loc]["currency"], "eng"
    sym = LOCALES[loc]["sym"]
    W = rng.choice([1280, 1366, 1440, 1536, 1600])
    c = p.canvas(W, 2000, (246, 247, 249))
    brand = rng.choice([("Northbridge Bank", (0, 58, 112)), ("First Harbor", (20, 90, 60)),
                        ("Union Federal", (110, 20, 40)), ("Crestline Bank", (40, 40, 90))])
    y = 0
    if rng.random() < 0.6:  # browser chrome
        c.rect(0, 0, W, 76, fill=(222, 225, 230))
        c.rect(90, 8, 330, 38, fill=(246, 247, 249), radius=8)
        c.text(110, 28, f"{brand[0]} | Accounts", 12, (60, 60, 60))
        for i, col in enumerate([(255, 95, 87), (254, 188, 46), (40, 200, 64)]):
            c.circle(20 + i * 20, 22, 6, fill=col)
        c.rect(90, 44, W - 120, 70, fill=(255, 255, 255), radius=13)
        c.text(110, 62, "https://online." + brand[0].split()[0].lower() + ".com/accounts/checking/activity", 13,
               (70, 70, 70))
        y = 76
    c.rect(0, y, W, y + 64, fill=brand[1])
    c.text(32, y + 40, brand[0], 22, (255, 255, 255), "bold")
    nav = ["Accounts", "Payments", "Transfers", "Cards", "Statements"]
    x = 300
    for item in nav:
        c.text(x, y + 39, item, 14, (220, 230, 240), "medium")
        x += c.width(item, 14, "medium") + 32
    c.text(W - 32, y + 39, "Log out", 14, (220, 230, 240), "regular", "rs")
    y += 64
    side = rng.random() < 0.5
    x0 = 32
    if side:
        c.rect(0, y, 220, 2000, fill=(255, 255, 255))
        for i, item in enumerate(["Overview", "Checking \u2022\u2022" + str(rng.randint(1000, 9999)),
                                  "Savings", "Credit card", "Documents", "Settings"]):
            if i == 1:
                c.rect(0, y + 20 + i * 44, 220, y + 20 + i * 44 + 40, fill=(234, 240, 248))
            c.text(28, y + 46 + i * 44, item, 14, (40, 40, 40), "medium" if i == 1 else "regular")
        x0 = 252
    x1 = W - 32
    y += 32
    acct = rng.choice(["Everyday Checking", "Current Account", "Premier Checking"])
    c.text(x0, y + 24, acct, 24, (20, 20, 20), "bold")
    c.text(x0, y + 50, f"Account ending {rng.randint(1000, 9999)}", 13, (110, 110, 110))
    n = rng.randint(8, 16)
    amt_w = 130
    cols = rng.choice([["Date", "Description", "Debit", "Credit", "Balance"],
                       ["Date", "Description", "Money out", "Money in", "Balance"],
                       ["Date", "Description", "Withdrawals", "Deposits", "Balance"]])
    if loc == "uk" and rng.random() < 0.5:
        cols = ["Date", "Type", "Description", "Paid out", "Paid in", "Balance"]
    date_fmt = rng.choice(["dmy_text", "numeric"])
    desc_x = x0 + 130 + (60 if "Type" in cols else 0)
    desc_room = x1 - 3 * amt_w - desc_x - 20
    fits = lambda name, minor: c.width(name, 14) <= desc_room
    txns = make_txns(rng, loc, p.as_of, n, fits=fits, desc=lambda m: m[2] if rng.random() < 0.6 else m[1])
    # summary boxes (not transactions)
    avail = txns[0].balance
    c.text(x1, y + 20, "Available balance", 13, (110, 110, 110), "regular", "rs")
    c.text(x1, y + 50, money(avail, sym, sign="neg"), 26, (20, 20, 20), "bold", "rs")
    y += 80
    c.rect(x0, y, x1, y + 48 + 44 * (n + 1), fill=(255, 255, 255), outline=(225, 228, 232), radius=6)
    c.text(x0 + 20, y + 30, "Recent transactions", 17, (20, 20, 20), "semibold")
    c.text(x1 - 20, y + 30, f"Showing 1\u2013{n} of {n + rng.randint(20, 140)}", 13, (110, 110, 110), "regular", "rs")
    y += 48
    hdr_bg = rng.choice([(240, 242, 245), brand[1]])
    hdr_fg = (60, 60, 60) if hdr_bg == (240, 242, 245) else (255, 255, 255)
    c.rect(x0, y, x1, y + 40, fill=hdr_bg)
    xs = {"Date": x0 + 20, "Description": desc_x}
    if "Type" in cols:
        xs["Type"] = x0 + 130
    amount_cols = [col for col in cols if col not in xs]
    for i, col in enumerate(amount_cols):
        xs[col] = x1 - 20 - (len(amount_cols) - 1 - i) * amt_w
    for col in cols:
        anchor = "rs" if col in amount_cols else "ls"
        c.text(xs[col], y + 26, col, 13, hdr_fg, "bold", anchor)
    y += 40
    zebra = rng.random() < 0.6
    for i, t in enumerate(txns):
        if zebra and i % 2:
            c.rect(x0 + 1, y, x1 - 1, y + 44, fill=(248, 249, 251))
        c.hline(x0, x1, y + 44, (235, 237, 240))
        if date_fmt == "dmy_text":
            ds = f"{t.date.day:02d} {EN_MON[t.date.month - 1]} {t.date.year}"
        elif loc == "us":
            ds = f"{t.date.month:02d}/{t.date.day:02d}/{t.date.year}"
        else:
            ds = f"{t.date.day:02d}/{t.date.month:02d}/{t.date.year}"
        c.text(xs["Date"], y + 28, ds, 14, (40, 40, 40))
        if "Type" in xs:
            typ = "DEB" if t.kind in ("spend", "big") else "DD" if t.minor < 0 else "FPI" if t.kind == "income" else "CR"
            c.text(xs["Type"], y + 28, typ, 14, (90, 90, 90))
        c.text(xs["Description"], y + 28, t.name, 14, (30, 30, 30))
        out_col, in_col = amount_cols[0], amount_cols[1]
        c.text(xs[out_col if t.minor < 0 else in_col], y + 28, fmt_num(t.minor), 14,
               (30, 30, 30) if t.minor < 0 else (20, 120, 60))
        c.text(xs["Balance"], y + 28, fmt_num(t.balance), 14, (30, 30, 30), "regular", "rs")
        p.add(t)
        y += 44
    y += 60
    c.text(x0, y, "Transactions may take up to 2 business days to appear.", 12, (120, 120, 120))
    c.crop(max(y + 40, 760))
    return c.img


def zh_amount(minor, sign=True, sym=False, grp=True):
    s = fmt_num(minor, ".", "," if grp else "")
    if sym:
        s = "¥" + s
    if sign:
        s = ("-" if minor < 0 else "+") + s
    return s


def month_sections(txns):
    out = []
    for t in txns:
        k = (t.date.year, t.date.month)
        if not out or out[-1][0] != k:
            out.append((k, []))
        out[-1][1].append(t)
    return out


def cn_bill_top(p, bg):
    """A Chinese payment app's bill page: the canvas, the status bar, a back chevron and the 账单
    title. Returns (canvas, width, y of the title bar)."""
    p.currency, p.lang = "CNY", "chi_sim"
    W = p.phone_width()
    c = p.canvas(W, 2800, bg)
    y = status_bar(c, p.th, p.rng)
    c.chevron(18, y + 22, 14, p.th["text"])
    c.text(W / 2, y + 28, "账单", 17, p.th["text"], "bold", "ms")
    return c, W, y


def layout_wechat_bill(p):
    """WeChat Pay bill: month header 2026年10月 with 支出/收入 summary, rows with icon, merchant,
    sub-line 10月3日 14:22, amount -25.00 right (income +200.00)."""
    rng, th = p.rng, p.th
    dark = p.theme == "dark"
    band = (30, 30, 30) if dark else (237, 237, 237)
    bg = (17, 17, 17) if dark else (255, 255, 255)
    c, W, y = cn_bill_top(p, bg)
    c.text(W - 16, y + 28, "\u00b7\u00b7\u00b7", 20, th["text"], "bold", "rs")
    y += 46
    # filter bar
    c.rect(0, y, W, y + 44, fill=band if not dark else (25, 25, 25))
    c.rect(14, y + 8, 110, y + 36, fill=bg, radius=4)
    c.text(24, y + 28, "全部账单", 14, th["text"])
    c.chevron(98, y + 22, 8, th["text"], "down", 1.3)
    c.text(W - 16, y + 28, "统计", 14, (87, 107, 149) if not dark else (125, 144, 169), "regular", "rs")
    y += 44
    n = rng.randint(8, 16)
    fits = txn_fits(c, 0, 16, "regular", lambda m: zh_amount(m, grp=False), 17, "bold", W - 16, gap=16 + 64)
    txns = make_txns(rng, "zh", p.as_of, n, fits=fits)
    inc_col = (250, 157, 59) if rng.random() < 0.5 else th["text"]
    for (yr, mo), ts in month_sections(txns):
        c.rect(0, y, W, y + 70, fill=band)
        c.text(16, y + 30, f"{yr}年{mo}月", 17, th["text"], "bold")
        c.chevron(16 + c.width(f"{yr}年{mo}月", 17, "bold") + 12, y + 22, 8, th["text"], "down", 1.5)
        out_t = -sum(t.minor for t in ts if t.minor < 0) + rng.randint(0, 90000)
        in_t = sum(t.minor for t in ts if t.minor > 0) + rng.choice([0, 0, rng.randint(100, 60000)])
        c.text(16, y + 56, f"支出 ¥{fmt_num(out_t)}   收入 ¥{fmt_num(in_t)}", 13, th["sub"])
        y += 70
        for i, t in enumerate(ts):
            rh = 72
            mid = y + rh / 2
            logo_icon(c, 16 + 20, mid, 20, t.name, shape="circle" if rng.random() < 0.5 else "square",
                      label=t.name[0] if not t.name[0].isascii() else t.name[:1].upper(), size=17)
            c.text(16 + 54, mid - 4, t.name, 16, th["text"])
            c.text(16 + 54, mid + 18, f"{t.date.month}月{t.date.day}日 {t.time}", 13, th["sub"], num=True)
            c.text(W - 16, mid + 2, zh_amount(t.minor, grp=False), 17, inc_col if t.minor > 0 else th["text"],
                   "bold", "rs", num=True)
            if i < len(ts) - 1:
                c.hline(16 + 54, W, y + rh - 0.5, th["line"])
            p.add(t)
            y += rh
    y += 30
    c.extend(max(y, W * rng.uniform(1.9, 2.17)), bg)
    return c.img


def layout_es_app_balance(p):
    """Spanish bank app: day headers (Hoy, Ayer, 3 de octubre / LUNES, 3 NOV), amount -12,99 € with
    the running balance under it in grey."""
    rng, th = p.rng, p.th
    p.currency, p.lang = "EUR", "spa"
    W = p.phone_width()
    bg = th["bg"] if p.theme == "dark" else (255, 255, 255)
    c = p.canvas(W, 2800, bg)
    head_style = rng.choice(["long", "weekday", "upper"])
    band = rng.random() < 0.5
    y = status_bar(c, th, rng)
    brand_col = rng.choice([(0, 68, 129), (236, 0, 0), (0, 120, 120), (7, 33, 70)])
    c.chevron(18, y + 22, 14, th["text"])
    c.text(W / 2, y + 28, "Movimientos", 17, th["text"], "semibold", "ms")
    y += 46
    c.rect(12, y, W - 12, y + 96, fill=brand_col, radius=14)
    c.text(28, y + 28, rng.choice(["Cuenta Online", "Cuenta Nómina", "Cuenta Corriente"]) +
           f"  \u00b7\u00b7{rng.randint(1000, 9999)}", 14, (230, 236, 245))
    n = rng.randint(8, 16)
    amt_of = lambda m: es_money(m)
    fits = txn_fits(c, 0, 16, "medium", amt_of, 16, "semibold", W - 16, gap=16 + 20)
    txns = make_txns(rng, "es", p.as_of, n, fits=fits)
    c.text(28, y + 52, "Saldo disponible", 12, (200, 212, 230))
    c.text(28, y + 82, es_money(txns[0].balance, sign="neg"), 26, (255, 255, 255), "bold")
    y += 112
    if rng.random() < 0.5:
        y += search_bar(c, th, y, "Buscar movimientos") + 10
    prev = None
    for t in txns:
        if t.date != prev:
            r = rel_day(t.date, p.as_of)
            d = t.date
            if r == 0:
                head = "Hoy"
            elif r == 1:
                head = "Ayer"
            elif head_style == "long":
                head = f"{d.day} de {ES_MONTHS[d.month - 1]}" + (f" de {d.year}" if d.year != p.as_of.year else "")
            else:
                head = f"{ES_DAYS[d.weekday()]}, {d.day} {ES_MON[d.month - 1]}" + (
                    f" {d.year}" if d.year != p.as_of.year else "")
            if head_style == "upper":
                head = head.upper()
            if band:
                c.rect(0, y, W, y + 34, fill=th["bg2"])
            c.text(16, y + 23, head, 13 if head_style == "upper" else 14, th["sub"] if band else th["text"],
                   "semibold")
            y += 34
            prev = t.date
        rh = 64
        mid = y + rh / 2
        c.text(16, mid - 3, t.name, 16, th["text"], "medium")
        concept = ("Bizum" if "Bizum" in t.name else "Transferencia" if t.minor > 0 else
                   "Recibo domiciliado" if t.kind in ("sub", "weekly") else "Compra con tarjeta")
        c.text(16, mid + 16, concept, 13, th["sub"])
        c.text(W - 16, mid - 3, es_money(t.minor), 16, th["green"] if t.minor > 0 else th["text"], "semibold", "rs")
        c.text(W - 16, mid + 16, es_money(t.balance, sign="neg"), 13, th["sub"], "regular", "rs")
        c.hline(16, W, y + rh - 0.5, th["line"])
        p.add(t)
        y += rh
    y += 20
    dh = max(y + 82, W * rng.uniform(1.9, 2.17))
    c.extend(dh, bg)
    tab_bar(c, th, ["Inicio", "Cuentas", "Bizum", "Tarjetas", "Más"], dh - 82, active=1)
    return c.img


def layout_printed_statement(p):
    """A phone photo of a printed bank statement (paper, table, statement period with the year)."""
    rng = p.rng
    p.photo = True
    loc = rng.choice(["us", "uk"])
    p.currency, p.lang = LOCALES[loc]["currency"], "eng"
    sym = LOCALES[loc]["sym"]
    # statement for the month before as_of
    end = p.as_of.replace(day=1) - DAY
    begin = end.replace(day=1)
    p.as_of = end + DAY * rng.randint(2, 12)
    ink = (rng.randint(15, 40),) * 3
    paper = (rng.randint(238, 250), rng.randint(234, 246), rng.randint(220, 236))
    W = 1650 if not p.sample else 820
    dn = W / 820
    c = Canvas(820, 1200, dn, paper, p.tf, p.nf)
    bank = rng.choice(["NORTHBRIDGE BANK", "First Harbor Bank", "UNION FEDERAL SAVINGS", "Crestline Bank plc"])
    c.text(60, 80, bank, 24, ink, "bold")
    c.text(60, 102, "PO Box 1420 \u00b7 Customer Service 1-800-555-0199" if loc == "us" else
           "Customer Services 0345 600 0000 \u00b7 www.crestline.co.uk", 10, ink)
    c.text(760, 80, "Statement of Account", 16, ink, "bold", "rs")
    c.text(60, 150, rng.choice(["MR JOHN SMITH", "MS EMMA CLARKE", "JANE D MILLER"]), 11, ink)
    c.text(60, 166, rng.choice(["12 HIGH STREET", "4471 OAK AVE APT 2", "27 PARK ROAD"]), 11, ink)
    c.text(60, 182, rng.choice(["SPRINGFIELD IL 62704", "LEEDS LS1 4AB", "ASHFORD TN24 8HQ"]), 11, ink)
    if rng.random() < 0.5:
        period = f"Statement period: {begin.day} {EN_MONTHS[begin.month - 1]} {begin.year} to " \
                 f"{end.day} {EN_MONTHS[end.month - 1]} {end.year}"
    else:
        period = f"Statement Period {EN_MONTHS[begin.month - 1]} {begin.day}, {begin.year} - " \
                 f"{EN_MONTHS[end.month - 1]} {end.day}, {end.year}"
    c.text(760, 150, f"Account number {rng.randint(10000000, 99999999)}", 11, ink, "regular", "rs")
    c.text(760, 166, f"Sort code {rng.randint(10, 99)}-{rng.randint(10, 99)}-{rng.randint(10, 99)}"
           if loc == "uk" else f"Routing {rng.randint(100000000, 999999999)}", 11, ink, "regular", "rs")
    c.text(60, 230, period, 12, ink, "bold")
    n = rng.randint(8, 16)
    split_cols = rng.random() < 0.6
    desc_room = (420 if split_cols else 500) - 130
    size = 11
    fits = lambda name, minor: c.width(name, size) <= desc_room
    start = end - DAY * rng.randint(0, 3)
    txns = make_txns(rng, loc, p.as_of, n, fits=fits, start=start, span=(start - begin).days - 1,
                     desc=lambda m: m[2], ascending=True)
    opening = txns[0].balance - txns[0].minor
    closing = txns[-1].balance
    # summary
    y = 262
    c.rect(60, y, 760, y + 60, outline=ink, width=1)
    items = [("Opening balance", opening), ("Money in", sum(t.minor for t in txns if t.minor > 0)),
             ("Money out", -sum(t.minor for t in txns if t.minor < 0)), ("Closing balance", closing)]
    for i, (lab, v) in enumerate(items):
        x = 60 + 175 * i + 12
        c.text(x, y + 22, lab, 10, ink)
        c.text(x, y + 44, money(v, sym, sign="neg"), 13, ink, "bold")
    y += 90
    if split_cols:
        cols = [("Date", 60, "ls"), ("Description", 130, "ls"), ("Withdrawals", 540, "rs"),
                ("Deposits", 650, "rs"), ("Balance", 760, "rs")]
    else:
        cols = [("Date", 60, "ls"), ("Description", 130, "ls"), ("Amount", 640, "rs"), ("Balance", 760, "rs")]
    for name, x, a in cols:
        c.text(x, y, name, 11, ink, "bold", a)
    c.hline(60, 760, y + 6, ink, 1)
    y += 26
    date_fmt = rng.choice(["dmon", "mmdd"]) if loc == "us" else "dmon"

    def dstr(d):
        return f"{d.day:02d} {EN_MON[d.month - 1]}" if date_fmt == "dmon" else f"{d.month:02d}/{d.day:02d}"
    c.text(60, y, dstr(begin), size, ink)
    c.text(130, y, rng.choice(["Opening balance", "BALANCE BROUGHT FORWARD"]), size, ink)
    c.text(760, y, fmt_num(opening), size, ink, "regular", "rs")
    y += 22
    for t in txns:
        c.text(60, y, dstr(t.date), size, ink)
        c.text(130, y, t.name, size, ink)
        if split_cols:
            c.text(540 if t.minor < 0 else 650, y, fmt_num(t.minor), size, ink, "regular", "rs")
        else:
            c.text(640, y, money(t.minor, sign="neg"), size, ink, "regular", "rs")
        c.text(760, y, fmt_num(t.balance), size, ink, "regular", "rs")
        p.add(t)
        y += 22
    c.hline(60, 760, y - 12, ink, 0.7)
    c.text(60, y + 6, dstr(end), size, ink)
    c.text(130, y + 6, rng.choice(["Closing balance", "BALANCE CARRIED FORWARD"]), size, ink, "bold")
    c.text(760, y + 6, fmt_num(closing), size, ink, "bold", "rs")
    y += 60
    c.text(60, y, "Please check this statement carefully and report any discrepancy promptly.", 9, ink)
    c.text(760, y + 40, "Page 1 of 2", 9, ink, "regular", "rs")
    c.crop(max(y + 80, 1000))
    img, _ = photograph(c.img, rng, max_side=1000 if p.sample else 2200, light=p.sample)
    return img


def layout_card_statement(p):
    """Credit card statement (PDF viewer): Trans Date / Post Date / Description / Amount; charges
    unsigned; payments and credits as -500.00 or 500.00 CR."""
    rng = p.rng
    p.currency, p.lang = "USD", "eng"
    cr_style = rng.choice(["minus", "CR"])
    W = rng.choice([1100, 1280, 1366])
    c = p.canvas(W, 2000, (82, 86, 89))
    pw = 816
    px0 = (W - pw) / 2
    close = p.as_of - DAY * rng.randint(2, 12)
    open_ = close - DAY * 30
    n = rng.randint(8, 16)
    desc_room = 430
    fits = lambda name, minor: c.width(name, 12) <= desc_room
    txns = make_txns(rng, "us", p.as_of, n, fits=fits, start=close - DAY * rng.randint(0, 2), span=28,
                     desc=lambda m: m[2], income_rate=0.0, ascending=True)
    pay_src = rng.choice(["Payment Thank You-Mobile", "AUTOPAY PAYMENT - THANK YOU", "ONLINE PAYMENT THANK YOU"])
    pay = Txn(date=open_ + DAY * rng.randint(3, 20), minor=rng.randint(20000, 180000), name=pay_src, raw=pay_src,
              cat="Payment", kind="income")
    refund = None
    if rng.random() < 0.5:
        refund = Txn(date=open_ + DAY * rng.randint(5, 25), minor=rng.randint(1299, 8999),
                     name=rng.choice(["AMAZON.COM REFUND", "TARGET RETURN 00028142", "DELTA AIR REFUND"]),
                     raw="", cat="Refund", kind="income")
    credits = [pay] + ([refund] if refund else [])
    credits.sort(key=lambda t: t.date)
    txns = txns[len(credits):]  # 8-16 rows in all
    tool_h = 40
    c.rect(0, 0, W, tool_h, fill=(50, 54, 57))
    c.text(16, 26, f"statement_{close.strftime('%Y%m%d')}.pdf", 13, (230, 230, 230))
    c.text(W - 16, 26, "1 / 3", 13, (230, 230, 230), "regular", "rs")
    y = tool_h + 24
    c.rect(px0, y, px0 + pw, 2000, fill=(255, 255, 255))
    x0, x1 = px0 + 48, px0 + pw - 48
    y += 56
    c.text(x0, y, rng.choice(["Sapphire Rewards Card", "Freedom Visa Signature", "Platinum Cash Rewards"]), 20,
           (0, 50, 110), "bold")
    y += 22
    c.text(x0, y, f"Opening/Closing Date {open_.month:02d}/{open_.day:02d}/{open_.year % 100:02d} - "
           f"{close.month:02d}/{close.day:02d}/{close.year % 100:02d}", 11, (40, 40, 40))
    c.text(x1, y, f"Account Number: XXXX XXXX XXXX {rng.randint(1000, 9999)}", 11, (40, 40, 40), "regular", "rs")
    y += 24
    purchases = -sum(t.minor for t in txns)
    prev_bal = rng.randint(30000, 250000)
    new_bal = prev_bal - sum(t.minor for t in credits) + purchases
    due = close + DAY * 25
    c.rect(x0, y, x1, y + 120, outline=(0, 50, 110), width=1)
    c.text(x0 + 12, y + 22, "ACCOUNT SUMMARY", 12, (0, 50, 110), "bold")
    summary = [("Previous Balance", money(prev_bal, "$", sign="none")),
               ("Payment, Credits", money(-sum(t.minor for t in credits), "$", sign="always")),
               ("Purchases", money(purchases, "$", sign="always")),
               ("New Balance", money(new_bal, "$", sign="none"))]
    for i, (lab, v) in enumerate(summary):
        c.text(x0 + 12, y + 44 + 18 * i, lab, 11, (30, 30, 30), "bold" if lab == "New Balance" else "regular")
        c.text(x0 + 330, y + 44 + 18 * i, v, 11, (30, 30, 30), "bold" if lab == "New Balance" else "regular", "rs")
    c.text(x0 + 380, y + 44, f"Payment Due Date: {due.month:02d}/{due.day:02d}/{due.year % 100:02d}", 11, (30, 30, 30))
    c.text(x0 + 380, y + 62, f"Minimum Payment Due: {money(max(4000, new_bal // 40), '$', sign='none')}", 11,
           (30, 30, 30))
    y += 150
    c.rect(x0, y, x1, y + 26, fill=(0, 50, 110))
    c.text(x0 + 10, y + 18, "ACCOUNT ACTIVITY", 12, (255, 255, 255), "bold")
    y += 44
    cols = [("Trans Date", x0), ("Post Date", x0 + 80), ("Description", x0 + 160), ("Amount", x1)]
    for lab, x in cols:
        c.text(x, y, lab, 11, (30, 30, 30), "bold", "rs" if lab == "Amount" else "ls")
    c.hline(x0, x1, y + 6, (30, 30, 30), 1)
    y += 28

    def row(t, label):
        nonlocal y
        post = t.date + DAY * rng.choice([0, 1, 1, 2])
        c.text(x0, y, f"{t.date.month:02d}/{t.date.day:02d}", 12, (30, 30, 30))
        c.text(x0 + 80, y, f"{post.month:02d}/{post.day:02d}", 12, (30, 30, 30))
        c.text(x0 + 160, y, t.name, 12, (30, 30, 30))
        if t.minor > 0:
            s = ("-" + fmt_num(t.minor)) if cr_style == "minus" else (fmt_num(t.minor) + " CR")
        else:
            s = fmt_num(t.minor)
        c.text(x1, y, s, 12, (30, 30, 30), "regular", "rs")
        p.add(t)
        y += 21
    c.text(x0, y, "PAYMENTS AND OTHER CREDITS", 11, (30, 30, 30), "bold")
    y += 22
    for t in credits:
        row(t, None)
    y += 8
    c.text(x0, y, "PURCHASE", 11, (30, 30, 30), "bold")
    y += 22
    for t in txns:
        row(t, None)
    y += 12
    c.text(x0, y, f"Total fees charged in {close.year}", 11, (30, 30, 30))
    c.text(x1, y, "$0.00", 11, (30, 30, 30), "regular", "rs")
    y += 18
    c.text(x0, y, f"Total interest charged in {close.year}", 11, (30, 30, 30))
    c.text(x1, y, money(rng.randint(0, 9000), "$", sign="none"), 11, (30, 30, 30), "regular", "rs")
    y += 60
    c.crop(max(y, 900))
    # screen order for the truth: rows were added in drawing order already
    return c.img


def layout_neobank_dark(p):
    """Revolut/N26-style list, dark by default: balance card, group headers, signed amounts,
    category line under the merchant, sometimes a foreign-currency amount under the amount."""
    rng = p.rng
    loc = rng.choice(["uk", "eu"])
    p.currency, p.lang = LOCALES[loc]["currency"], "eng"
    sym = LOCALES[loc]["sym"]
    if p.theme == "dark":
        th = dict(THEMES["dark"], bg=(14, 15, 17), card=(25, 27, 31), line=(40, 42, 46))
    else:
        th = dict(THEMES["light"], bg=(242, 243, 247), card=(255, 255, 255))
    W = p.phone_width()
    c = p.canvas(W, 2800, th["bg"])
    minus = "\u2212" if rng.random() < 0.15 else "-"
    amt = lambda m: money(m, sym, sign="always", minus=minus)
    y = status_bar(c, th, rng)
    c.circle(32, y + 26, 16, fill=colour_for("me"))
    c.text(32, y + 31, rng.choice(["JS", "EC", "AM", "LK"]), 12, (255, 255, 255), "bold", "ms")
    search_bar(c, th, y + 8, "Search", 58, W - 60, 36)
    y += 58
    n = rng.randint(8, 16)
    fits = txn_fits(c, 0, 16, "medium", amt, 16, "medium", W - 30, gap=14 + 56)
    txns = make_txns(rng, loc, p.as_of, n, fits=fits)
    c.text(W / 2, y + 30, f"Personal \u00b7 {p.currency}", 14, th["sub"], "regular", "ms")
    big = money(txns[0].balance, sym, sign="none")
    c.text(W / 2, y + 76, big, 40, th["text"], "bold", "ms")
    y += 100
    c.rect(W / 2 - 50, y, W / 2 + 50, y + 32, fill=th["card"], radius=16)
    c.text(W / 2, y + 21, "Accounts", 14, th["text"], "medium", "ms")
    y += 52
    for i, lab in enumerate(["Add money", "Move", "Details", "More"]):
        cx = W * (i + 0.5) / 4
        c.circle(cx, y + 22, 22, fill=th["card"])
        c.text(cx, y + 29, "+" if i == 0 else "\u2022", 20, th["text"], "bold", "ms")
        c.text(cx, y + 64, lab, 12, th["text"], "medium", "ms")
    y += 88
    headers = rng.choice(["short", "long"])
    days = []
    for t in txns:
        if not days or days[-1][0] != t.date:
            days.append((t.date, []))
        days[-1][1].append(t)
    rh = 68
    for d, ts in days:
        r = rel_day(d, p.as_of)
        head = "Today" if r == 0 else "Yesterday" if r == 1 else (
            f"{EN_DAYS[d.weekday()][:3]}, {d.day} {EN_MON[d.month - 1]}" if headers == "short"
            else f"{d.day} {EN_MONTHS[d.month - 1]}")
        if d.year != p.as_of.year and r > 1:
            head += f" {d.year}"
        c.rect(12, y, W - 12, y + 40 + rh * len(ts), fill=th["card"], radius=16)
        c.text(28, y + 26, head, 14, th["sub"], "semibold")
        y += 40
        for t in ts:
            mid = y + rh / 2
            logo_icon(c, 28 + 20, mid, 20, t.name)
            c.text(28 + 52, mid - 3, t.name, 16, th["text"], "medium")
            sub = f"{t.time} \u00b7 {t.cat}" if rng.random() < 0.5 else t.cat
            if t.kind == "income" and t.cat == "Transfers":
                sub = "Transfer"
            c.text(28 + 52, mid + 16, sub, 13, th["sub"])
            fx = t.minor < 0 and t.kind in ("sub", "spend") and rng.random() < 0.12
            col = th["green"] if t.minor > 0 else th["text"]
            c.text(W - 30, mid + (-3 if fx else 5), amt(t.minor), 16, col, "medium", "rs")
            if fx:
                c.text(W - 30, mid + 16, money(int(t.minor * rng.uniform(1.08, 1.3)), "$", sign="always",
                                               minus=minus), 13, th["sub"], "regular", "rs")
            p.add(t)
            y += rh
        y += 14
    y += 10
    dh = max(y + 82, W * rng.uniform(1.9, 2.17))
    c.extend(dh, th["bg"])
    tab_bar(c, th, ["Home", "Invest", "Payments", "Crypto", "Lifestyle"][: rng.choice([4, 5])], dh - 82)
    return c.img


def layout_cn_bank_app(p):
    """Chinese bank app (招商/工商 style) 收支明细: 10-03 date column, 财付通-美团外卖 descriptions,
    balance sub-line, amount -¥128.60 (income in orange/red)."""
    rng, th = p.rng, p.th
    p.currency, p.lang = "CNY", "chi_sim"
    W = p.phone_width()
    dark = p.theme == "dark"
    bg = th["bg2"] if not dark else (18, 18, 20)
    card = (255, 255, 255) if not dark else (32, 32, 35)
    c = p.canvas(W, 2800, bg)
    brand = rng.choice([((200, 22, 30), "招商银行"), ((196, 0, 0), "工商银行"), ((0, 90, 170), "建设银行")])
    y = status_bar(c, th, rng)
    c.chevron(18, y + 22, 14, th["text"])
    c.text(W / 2, y + 28, rng.choice(["收支明细", "账户明细", "交易明细"]), 17, th["text"], "bold", "ms")
    y += 46
    c.rect(0, y, W, y + 54, fill=card)
    c.text(16, y + 24, f"{brand[1]} 一卡通", 14, th["text"], "medium")
    c.text(16, y + 44, f"尾号{rng.randint(1000, 9999)}", 12, th["sub"], num=True)
    c.text(W - 16, y + 34, "筛选", 14, th["sub"], "regular", "rs")
    y += 62
    date_style = rng.choice(["mmdd", "mmdd_week"])
    sub_style = rng.choice(["balance", "channel"])
    amt_sym = rng.random() < 0.7
    amt = lambda m: zh_amount(m, sym=amt_sym)
    n = rng.randint(8, 16)
    fits = txn_fits(c, 0, 15, "regular", amt, 16, "bold", W - 16, gap=16 + 64)
    txns = make_txns(rng, "zh", p.as_of, n, fits=fits, desc=lambda m: m[2])
    inc_col = rng.choice([(236, 106, 0), (214, 48, 49)])
    month_cn = rng.random() < 0.5
    for (yr, mo), ts in month_sections(txns):
        c.text(16, y + 24, f"{yr}年{mo:02d}月" if month_cn else f"{yr}.{mo:02d}", 15, th["text"], "bold", num=True)
        out_t = -sum(t.minor for t in ts if t.minor < 0)
        in_t = sum(t.minor for t in ts if t.minor > 0)
        c.text(W - 16, y + 24, f"支出 ¥{fmt_num(out_t)}  收入 ¥{fmt_num(in_t)}", 12, th["sub"], "regular", "rs")
        y += 38
        c.rect(0, y, W, y + 74 * len(ts), fill=card)
        for i, t in enumerate(ts):
            rh = 74
            mid = y + rh / 2
            c.text(16 + 22, mid + (-2 if date_style == "mmdd_week" else 6), f"{t.date.month:02d}-{t.date.day:02d}",
                   15, th["text"], "medium", "ms", num=True)
            if date_style == "mmdd_week":
                c.text(16 + 22, mid + 17, ZH_WEEK[t.date.weekday()], 12, th["sub"], "regular", "ms")
            x = 16 + 62
            c.text(x, mid - 4, t.name, 15, th["text"])
            sub = f"余额 {fmt_num(t.balance)}" if sub_style == "balance" else rng.choice(
                ["快捷支付", "银联消费", "网联支付", "转账"]) if t.minor < 0 else "转入"
            c.text(x, mid + 17, sub, 12, th["sub"], num=sub_style == "balance")
            c.text(W - 16, mid + 4, amt(t.minor), 16, inc_col if t.minor > 0 else th["text"], "bold", "rs", num=True)
            if i < len(ts) - 1:
                c.hline(x, W, y + rh - 0.5, th["line"])
            p.add(t)
            y += rh
        y += 10
    y += 20
    c.text(W / 2, y, "仅显示近一年的交易明细", 12, th["sub"], "regular", "ms")
    y += 30
    c.extend(max(y, W * rng.uniform(1.9, 2.17)), bg)
    return c.img


# ---------------------------------------------------------------------------------------------
# Registry

# name -> (function, kind: app | desktop | photo, script: latin | cjk)
def end_with_tab_bar(c, th, rng, y, W, labels, active):
    """The page's end: a phone screen's height at least (1.9-2.17 times its width), a tab bar at the bottom."""
    y += 24
    dh = max(y + 82, W * rng.uniform(1.9, 2.17))
    c.extend(dh, th["bg"])
    tab_bar(c, th, labels, dh - 82, active=active)
    return c.img


def layout_wallet_card(p):
    """Card-in-a-wallet app (Apple Card style): a balance card on top, then "Latest Transactions":
    a rounded logo, the merchant, a grey line with the city or "Apple Pay", and a grey relative date
    under it: a time for today ("9:41 AM"), "Yesterday", a weekday name for the last week
    ("Tuesday"), then M/D/YY. Charges are unsigned, credits and refunds "+$"; some rows carry a
    small cash-back badge ("2%") under the amount, which is no amount."""
    rng, th = p.rng, p.th
    loc = "us"
    p.currency, p.lang = LOCALES[loc]["currency"], "eng"
    sym = LOCALES[loc]["sym"]
    W = p.phone_width()
    c = p.canvas(W, 2800, th["bg"])
    amt = lambda m: money(m, sym, sign="plus")
    y = status_bar(c, th, rng)
    # the card and its balance: figures that are no transactions
    c.rect(16, y + 12, W - 16, y + 12 + 190, fill=th["card"] if p.theme == "dark" else th["bg2"], radius=16)
    c.text(32, y + 48, rng.choice(["Card Balance", "Balance"]), 14, th["sub"], "medium")
    bal = rng.randint(2000, 450000)
    c.text(32, y + 86, money(bal, sym, sign="none"), 30, th["text"], "bold")
    c.text(32, y + 112, f"{money(rng.randint(100000, 900000), sym, sign='none')} Available", 13, th["sub"])
    if rng.random() < 0.6:
        c.text(W - 32, y + 48, "Payment Due " + rng.choice(EN_MON) + f" {rng.randint(1, 28)}", 13, th["sub"], "regular", "rs")
    y += 222
    c.text(20, y + 22, rng.choice(["Latest Transactions", "Recent Activity"]), 20, th["text"], "bold")
    y += 40
    n = rng.randint(7, 13)
    fits = txn_fits(c, 0, 16, "semibold", amt, 16, "semibold", W - 32, gap=16 + 56)
    txns = make_txns(rng, loc, p.as_of, n, fits=fits, span=rng.randint(6, 30))
    rh = 74
    c.rect(12, y, W - 12, y + rh * len(txns), fill=th["card"], radius=12)
    cities = ["Cupertino, CA", "San Francisco, CA", "Austin, TX", "Brooklyn, NY", "Seattle, WA", "Chicago, IL"]
    for i, t in enumerate(txns):
        top = y
        logo_icon(c, 12 + 30, top + rh / 2, 20, t.name, shape=rng.choice(["circle", "square"]))
        c.text(12 + 62, top + 24, t.name, 16, th["text"], "semibold")
        second = "Apple Pay" if rng.random() < 0.35 else rng.choice(cities) if t.minor < 0 else \
            rng.choice(["Payment", "Refund", "Credit"])
        c.text(12 + 62, top + 44, second, 13, th["sub"])
        r = rel_day(t.date, p.as_of)
        if r == 0:
            hm = t.time or "09:41"
            h, m = int(hm[:2]), int(hm[3:])
            when = f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"
        elif r == 1:
            when = "Yesterday"
        elif r < 7:
            when = EN_DAYS[t.date.weekday()]
        else:
            when = f"{t.date.month}/{t.date.day}/{t.date.year % 100:02d}"
        c.text(12 + 62, top + 62, when, 13, th["sub"])
        c.text(W - 28, top + 26, amt(t.minor), 16, th["green"] if t.minor > 0 and rng.random() < 0.5 else th["text"],
               "semibold", "rs")
        if t.minor < 0 and rng.random() < 0.4:
            c.text(W - 28, top + 46, rng.choice(["1%", "2%", "3%"]), 12, th["sub"], "regular", "rs")
        if i:
            c.hline(12 + 62, W - 12, top, th["line"])
        p.add(t)
        y += rh
    return end_with_tab_bar(c, th, rng, y, W, ["Wallet", "Activity", "Cash", "Help"], active=1)


def layout_alipay_bill(p):
    """Alipay bill (账单): a month header with 支出/收入 totals and a 收支分析 link, rows with an icon,
    the merchant, a grey line with the category and the day (今天 / 昨天 / 10-03, with a time),
    the amount right with no currency sign (-28.00; income +200.00), and some rows with a status
    under the amount (交易关闭, 退款成功) or a grey balance-paid note."""
    rng, th = p.rng, p.th
    dark = p.theme == "dark"
    band = (32, 32, 32) if dark else (245, 245, 245)
    bg = (20, 20, 20) if dark else (255, 255, 255)
    c, W, y = cn_bill_top(p, bg)
    y += 46
    # search and filters
    search_bar(c, th, y + 6, "搜索交易记录", x0=14, x1=W - 14)
    y += 50
    for k, label in enumerate(["全部", "支出", "转账", "退款"]):
        c.text(20 + k * 66, y + 22, label, 14, th["accent"] if k == 0 else th["sub"])
    y += 36
    n = rng.randint(8, 15)
    fits = txn_fits(c, 0, 16, "regular", lambda m: zh_amount(m, grp=False), 17, "medium", W - 16, gap=16 + 64)
    txns = make_txns(rng, "zh", p.as_of, n, fits=fits)
    for (yr, mo), ts in month_sections(txns):
        c.rect(0, y, W, y + 64, fill=band)
        head = f"{mo}月" if yr == p.as_of.year else f"{yr}年{mo}月"
        c.text(16, y + 28, head, 17, th["text"], "bold")
        out_t = -sum(t.minor for t in ts if t.minor < 0) + rng.randint(0, 90000)
        in_t = sum(t.minor for t in ts if t.minor > 0) + rng.choice([0, 0, rng.randint(100, 60000)])
        c.text(16, y + 52, f"支出¥{fmt_num(out_t)}  收入¥{fmt_num(in_t)}", 12, th["sub"])
        c.text(W - 16, y + 28, "收支分析", 13, th["accent"], "regular", "rs")
        y += 64
        for i, t in enumerate(ts):
            rh = 76
            mid = y + rh / 2
            logo_icon(c, 16 + 20, mid, 20, t.name, shape="circle", label=t.name[0] if not t.name[0].isascii() else
                      t.name[:1].upper(), size=17)
            c.text(16 + 54, mid - 6, t.name, 16, th["text"])
            r = rel_day(t.date, p.as_of)
            day = "今天" if r == 0 else "昨天" if r == 1 else f"{t.date.month:02d}-{t.date.day:02d}"
            c.text(16 + 54, mid + 16, f"{t.cat} | {day} {t.time}" if rng.random() < 0.6 else f"{day} {t.time}", 12,
                   th["sub"], num=True)
            c.text(W - 16, mid - 4, zh_amount(t.minor, grp=False), 17,
                   (250, 100, 50) if t.minor > 0 and rng.random() < 0.5 else th["text"], "medium", "rs", num=True)
            if rng.random() < 0.15:
                c.text(W - 16, mid + 16, rng.choice(["交易成功", "余额宝支付", "花呗支付"]), 12, th["sub"], "regular", "rs")
            if i < len(ts) - 1:
                c.hline(16 + 54, W, y + rh - 0.5, th["line"])
            p.add(t)
            y += rh
    y += 30
    c.extend(max(y, W * rng.uniform(1.9, 2.17)), bg)
    return c.img


def layout_paypal_activity(p):
    """A payment-service activity list (PayPal style): the merchant, a grey line with the kind of
    payment and the day ("Automatic Payment · Mar 18", "Money received · Feb 2", "Refund · Jan 30"),
    the amount right with its currency code ("-$11.99 USD", "+$25.00 USD"), a "Pending" tag on some
    rows, and a balance card with the currency's total at the top."""
    rng, th = p.rng, p.th
    loc = rng.choice(["us", "us", "uk"])
    p.currency, p.lang = LOCALES[loc]["currency"], "eng"
    sym = LOCALES[loc]["sym"]
    code = p.currency
    W = p.phone_width()
    c = p.canvas(W, 2800, th["bg"])
    amt = lambda m: money(m, sym, sign="always") + f" {code}"
    y = status_bar(c, th, rng)
    c.text(20, y + 34, "Wallet" if rng.random() < 0.5 else "Home", 24, th["text"], "bold")
    y += 52
    c.rect(16, y, W - 16, y + 110, fill=th["bg2"], radius=14)
    c.text(32, y + 34, f"{code} balance", 14, th["sub"])
    c.text(32, y + 78, money(rng.randint(0, 250000), sym, sign="none"), 30, th["text"], "bold")
    y += 140
    c.text(20, y + 20, "Recent activity", 18, th["text"], "bold")
    c.text(W - 20, y + 20, "Show all", 14, th["accent"], "regular", "rs")
    y += 36
    n = rng.randint(7, 13)
    fits = txn_fits(c, 0, 16, "semibold", amt, 15, "semibold", W - 20, gap=16 + 60)
    txns = make_txns(rng, loc, p.as_of, n, fits=fits, span=rng.randint(20, 120))
    rh = 72
    for i, t in enumerate(txns):
        top = y
        logo_icon(c, 16 + 22, top + rh / 2, 22, t.name, shape="circle")
        c.text(16 + 58, top + 28, t.name, 16, th["text"], "semibold")
        if t.minor > 0:
            kind = "Refund" if t.kind != "income" else rng.choice(["Money received", "Transfer received"])
        else:
            kind = "Automatic Payment" if t.kind in ("sub", "weekly") else rng.choice(["Payment", "Purchase"])
        day = f"{EN_MON[t.date.month - 1]} {t.date.day}"
        if t.date.year != p.as_of.year:
            day += f", {t.date.year}"
        line = f"{kind} \u00b7 {day}"
        if i == 0 and rng.random() < 0.4:
            line = f"Pending \u00b7 {day}"
        c.text(16 + 58, top + 50, line, 13, th["sub"])
        c.text(W - 20, top + 28, amt(t.minor), 15, th["green"] if t.minor > 0 else th["text"], "semibold", "rs")
        if i:
            c.hline(16 + 58, W, top, th["line"])
        p.add(t)
        y += rh
    return end_with_tab_bar(c, th, rng, y, W, ["Home", "Pay", "Wallet", "Activity"], active=3)


def layout_cn_card_bill(p):
    """A Chinese bank's credit-card bill in its app (信用卡账单): a summary card (本期应还, 最低还款,
    账单日) that is no transaction, then rows with the merchant, a grey line 交易日 10-03 · 尾号1234,
    and the amount right as a card prints it: charges unsigned (¥128.60), repayments and refunds
    with a minus (-¥500.00) or 存入."""
    rng, th = p.rng, p.th
    p.currency, p.lang = "CNY", "chi_sim"
    W = p.phone_width()
    dark = p.theme == "dark"
    bg = (22, 22, 22) if dark else (255, 255, 255)
    c = p.canvas(W, 2800, bg)
    y = status_bar(c, th, rng)
    c.chevron(18, y + 22, 14, th["text"])
    c.text(W / 2, y + 28, rng.choice(["信用卡账单", "账单明细"]), 17, th["text"], "bold", "ms")
    y += 50
    c.rect(14, y, W - 14, y + 150, fill=(196, 40, 40) if not dark else (120, 30, 30), radius=12)
    white = (255, 255, 255)
    c.text(30, y + 32, f"{p.as_of.month}月账单  本期应还(元)", 13, white)
    due = rng.randint(50000, 1500000)
    c.text(30, y + 78, fmt_num(due), 30, white, "bold", num=True)
    c.text(30, y + 110, f"最低还款 {fmt_num(due // 10)}", 12, white, num=True)
    c.text(W - 30, y + 110, f"到期还款日 {p.as_of.month:02d}-{rng.randint(1, 28):02d}", 12, white, "regular", "rs", num=True)
    y += 170
    c.text(16, y + 20, "交易明细", 16, th["text"], "bold")
    y += 34
    n = rng.randint(8, 14)
    amt = lambda m: ("-" if m > 0 else "") + "¥" + fmt_num(abs(m))
    fits = txn_fits(c, 0, 16, "regular", amt, 16, "medium", W - 16, gap=16 + 30)
    txns = make_txns(rng, "zh", p.as_of, n, fits=fits)
    tail = f"{rng.randint(1000, 9999)}"
    for i, t in enumerate(txns):
        rh = 70
        c.text(16, y + 28, t.name, 16, th["text"])
        sep = rng.choice([" · ", "  ", " | "])
        c.text(16, y + 52, f"交易日 {t.date.month:02d}-{t.date.day:02d}{sep}尾号{tail}", 12, th["sub"], num=True)
        c.text(W - 16, y + 30, amt(t.minor), 16, (40, 160, 90) if t.minor > 0 else th["text"], "medium", "rs", num=True)
        if i < len(txns) - 1:
            c.hline(16, W, y + rh - 0.5, th["line"])
        p.add(t)
        y += rh
    y += 30
    c.extend(max(y, W * rng.uniform(1.9, 2.17)), bg)
    return c.img


LAYOUTS = {
    "left-date": (layout_left_date, "app", "latin"),
    "avatar-feed": (layout_avatar_feed, "app", "latin"),
    "web-table": (layout_web_table, "desktop", "latin"),
    "wechat-bill": (layout_wechat_bill, "app", "cjk"),
    "es-app-balance": (layout_es_app_balance, "app", "latin"),
    "printed-statement": (layout_printed_statement, "photo", "print"),
    "card-statement": (layout_card_statement, "desktop", "print"),
    "neobank-dark": (layout_neobank_dark, "app", "latin"),
    "cn-bank-app": (layout_cn_bank_app, "app", "cjk"),
    "wallet-card": (layout_wallet_card, "app", "latin"),
    "alipay-bill": (layout_alipay_bill, "app", "cjk"),
    "paypal-activity": (layout_paypal_activity, "app", "latin"),
    "cn-card-bill": (layout_cn_card_bill, "app", "cjk"),
}
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import screengen_more  # noqa: E402  (tuning layouts card-app-credits, p2p-feed, ledger-app, fx-card-app)

LAYOUTS.update(screengen_more.register(sys.modules[__name__]))
TUNING_LAYOUTS = list(LAYOUTS)

import screengen_heldout  # noqa: E402  (held-out layouts: do not read when tuning the engine)

HELDOUT_LAYOUTS = screengen_heldout.register(sys.modules[__name__])
LAYOUTS.update(HELDOUT_LAYOUTS)


def font_pool(script):
    return {"latin": LATIN_UI, "print": LATIN_PRINT, "cjk": CJK_UI}[script]


def render_page(layout, index, seed, k, sample=False):
    fn, kind, script = LAYOUTS[layout]
    rng = random.Random(f"screengen:{seed}:{layout}:{index}")
    pool = font_pool(script)
    held_layout = layout in HELDOUT_LAYOUTS
    tuning_fonts = [f for f in pool if not is_heldout_font(f)] + TUNING_ONLY.get(script, [])
    held_fonts = [f for f in pool if is_heldout_font(f)]
    if sample:
        font = rng.choice(tuning_fonts)
    elif held_layout:
        font = rng.choice(pool)
    elif k >= 3 and index == k - 1 and held_fonts:
        font = rng.choice(held_fonts)   # the last page of each tuning layout uses a held-out font
    else:  # rotate through the tuning fonts from a per-layout start, so each layout sees several
        offset = random.Random(f"screengen:{seed}:{layout}").randrange(len(tuning_fonts))
        font = tuning_fonts[(index + offset) % len(tuning_fonts)]
    if kind == "photo":
        theme, density = "paper", 0
    elif kind == "desktop":
        theme = "light"
        density = 1 if sample else rng.choice([1, 1, 2])
    else:
        theme = "dark" if (layout == "neobank-dark" and rng.random() < 0.75) or (
            layout != "neobank-dark" and rng.random() < 0.3) else "light"
        density = 1 if sample else rng.choice([1, 2, 2, 3, 3, 3])
    page = Page(rng, layout, font, theme, density, sample)
    img = fn(page)
    data = None
    degraded = page.photo and not sample
    if not sample and not page.photo and density >= 2 and rng.random() < 0.25:
        img, data = messenger_copy(img, rng)
        degraded = True
    if page.photo and not sample:
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=95)  # already JPEG-degraded inside photograph(); keep it close
        data = buf.getvalue()
    split = "heldout" if held_layout or is_heldout_font(font) else "tuning"
    name = f"{layout}-{index + 1:02d}"
    meta = {"name": name, "lang": page.lang, "asOf": page.as_of.isoformat(), "layout": layout, "font": font,
            "theme": theme, "density": density, "split": split, "currency": page.currency, "degraded": degraded,
            "image": name + (".jpg" if data else ".png"), "transactions": page.truth()}
    return img, data, meta


def save_page(outdir, img, data, meta, max_png=None):
    path = os.path.join(outdir, meta["image"])
    if data:
        with open(path, "wb") as f:
            f.write(data)
    else:
        img.save(path, "PNG", optimize=max_png is not None)
        if max_png:
            colours = 256
            while os.path.getsize(path) > max_png and colours >= 16:
                img.quantize(colors=colours, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(
                    path, "PNG", optimize=True)
                colours //= 2
            scale = 0.9
            while os.path.getsize(path) > max_png and scale > 0.5:
                small = img.resize((int(img.width * scale), int(img.height * scale)), Image.LANCZOS)
                small.quantize(colors=32, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(
                    path, "PNG", optimize=True)
                scale -= 0.1
    with open(os.path.join(outdir, meta["name"] + ".json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=False, indent=1)
        f.write("\n")


def _job(args):
    layout, i, seed, k, outdir, only = args
    img, data, meta = render_page(layout, i, seed, k)
    if only != "all" and meta["split"] != only:
        return None
    save_page(outdir, img, data, meta)
    return meta["name"], meta["split"]


def main(argv=None):
    ap = argparse.ArgumentParser(description="Synthetic banking screenshots with ground truth.")
    ap.add_argument("outdir", nargs="?")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pages-per-layout", type=int, default=6)
    ap.add_argument("--sample", metavar="DIR", help="1 small page per tuning layout (unit-test fixtures)")
    ap.add_argument("--layouts", help="comma-separated subset of layouts")
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--only", choices=["tuning", "heldout", "all"], default="all",
                    help="write only the pages of this split (--only tuning never writes a held-out page)")
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args(argv)
    if a.list:
        for name in LAYOUTS:
            print(f"{name:20} {'heldout' if name in HELDOUT_LAYOUTS else 'tuning'}")
        print("held-out fonts:", ", ".join(sorted(HELDOUT_FONTS)))
        return
    if a.sample:
        os.makedirs(a.sample, exist_ok=True)
        for layout in TUNING_LAYOUTS:
            img, data, meta = render_page(layout, 0, a.seed, 1, sample=True)
            meta["name"] = f"sample-{layout}"
            meta["image"] = meta["name"] + ".png"
            save_page(a.sample, img, None, meta, max_png=120 * 1024)
        return
    if not a.outdir:
        ap.error("OUTDIR or --sample DIR is required")
    os.makedirs(a.outdir, exist_ok=True)
    layouts = a.layouts.split(",") if a.layouts else list(LAYOUTS)
    for name in layouts:
        if name not in LAYOUTS:
            ap.error(f"unknown layout {name}")
    if a.only == "tuning":
        layouts = [name for name in layouts if name not in HELDOUT_LAYOUTS]
    jobs = [(name, i, a.seed, a.pages_per_layout, a.outdir, a.only) for name in layouts
            for i in range(a.pages_per_layout)]
    if a.jobs > 1:
        import multiprocessing
        with multiprocessing.Pool(a.jobs) as pool:
            results = pool.map(_job, jobs, chunksize=1)
    else:
        results = [_job(j) for j in jobs]
    results = [r for r in results if r]
    tuning = sum(1 for _, s in results if s == "tuning")
    print(f"screengen: {len(results)} pages in {a.outdir} ({tuning} tuning, {len(results) - tuning} heldout)",
          file=sys.stderr)


if __name__ == "__main__":
    main()
