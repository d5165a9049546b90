"""Labelled synthetic bank histories for `scripts/eval-detect`.

Python 3 standard library only. Everything is drawn from `random.Random` instances seeded from
the run seed and the persona number, so the same seed always gives byte-identical exports.

A persona is one bank account: a locale (US/USD, UK/GBP, ES/EUR, ZH/CNY), an "as of" date
(2026-11-15 plus a per-persona offset of up to ±30 days), 14-26 months of history that end on
that date, and every transaction of that history. Each transaction knows its owner:

    s:<stream id>          a charge of a true recurring stream (see `Stream`)
    n:<kind>:<group>       a hard negative: coffee, groceries, ride, amazon, shopping, restaurant,
                           fuel, atm, income, transfer, parking, app-store, haircut, misc

The exports are CSV in the generic layout (`Date,Description,Amount,Currency`, ISO dates,
negative amounts for money out, `.` decimals). Some personas get two overlapping exports of the
account; rows in the overlap are byte-identical in both files, as a bank would export them.

Truth decisions (documented here because the scorer depends on them):

* Rent, mortgage and loan payments ARE true recurring streams (no catalogId). They are fixed,
  scheduled outflows a subscription tracker should list; a detector may report them. Recurring
  INFLOWS (salary, interest) are NOT: they are hard negatives of kind `income`.
* catalogId is set only for the well-known brands listed in `CATALOG_IDS`; every other service
  (local gyms, utilities, the landlord, 中国移动 ...) has catalogId null. Non-catalog services use
  made-up local names where possible, so a larger catalog does not collide with them.
* Every active or ended truth stream has at least `MIN_CHARGES[cycle]` regular charges in the
  history (trial and duplicate charges not counted). Streams that started too recently to reach
  that are labelled status `early`: the scorer neither rewards nor penalises reporting them.
* `ended` means the last charge is at least three cycles (+3 days) before the as-of date.
  `active` streams are charged up to the as-of date (the last charge is within one cycle).
* `amount` is the size of the LAST charge (positive decimal string); `nextDate` is the next
  scheduled date after the last charge (nominal schedule: month-end clamping and, for billers
  that move weekend charges to Monday, that shift; per-charge jitter is not predictable and is
  not applied).
"""
from __future__ import annotations

import calendar
import csv
import datetime as dt
import json
import math
import os
import random
import re
from dataclasses import dataclass, field
from decimal import Decimal

AS_OF_BASE = dt.date(2026, 11, 15)
CYCLES = ("weekly", "biweekly", "monthly", "quarterly", "semiannual", "yearly")
CYCLE_MONTHS = {"monthly": 1, "quarterly": 3, "semiannual": 6, "yearly": 12}
CYCLE_WEEKS = {"weekly": 1, "biweekly": 2}
CYCLE_DAYS = {"weekly": 7, "biweekly": 14, "monthly": 30.44, "quarterly": 91.31,
              "semiannual": 182.62, "yearly": 365.25}
# Minimum regular charges of an active/ended truth stream (fewer: the stream is `early`).
MIN_CHARGES = {"weekly": 6, "biweekly": 5, "monthly": 4, "quarterly": 4, "semiannual": 3, "yearly": 2}
CATALOG_IDS = ("netflix", "spotify", "apple-icloud", "disney-plus", "youtube-premium", "amazon-prime",
               "chatgpt-plus", "adobe-creative-cloud", "microsoft-365", "dropbox", "google-one", "nyt",
               "iqiyi", "tencent-video", "netease-cloud-music", "qq-music", "bilibili", "movistar",
               "vodafone", "filmin", "dazn", "planet-fitness", "basic-fit")
LOCALES = {"US": "USD", "UK": "GBP", "ES": "EUR", "ZH": "CNY"}
# Locale of persona i: 3 US, 3 UK, 2 ES, 2 ZH in every ten.
LOCALE_PATTERN = ("US", "UK", "ES", "ZH", "US", "UK", "US", "ES", "ZH", "UK")
# Descriptor beginnings that name a payment processor or wallet rather than the merchant.
PROCESSOR_PREFIXES = ("PAYPAL *", "PP*", "SQ *", "GOOGLE *", "APPLE.COM/BILL", "APL*", "AMZN DIGITAL",
                      "支付宝-", "微信支付-", "财付通-")


# ----------------------------------------------------------------------------------------------
# Money and calendar helpers

def to_minor(text: str) -> int:
    """'15.49' -> 1549 (exact)."""
    return int((Decimal(text) * 100).to_integral_value())


def fmt_minor(minor: int) -> str:
    """1549 -> '15.49', -1549 -> '-15.49'."""
    sign = "-" if minor < 0 else ""
    m = abs(minor)
    return f"{sign}{m // 100}.{m % 100:02d}"


def clamp_date(year: int, month: int, day: int) -> dt.date:
    """Day `day` of the month, or its last day when the month is shorter (31 -> Feb 28)."""
    return dt.date(year, month, min(day, calendar.monthrange(year, month)[1]))


def add_months(d: dt.date, n: int, day: int | None = None) -> dt.date:
    mi = d.year * 12 + d.month - 1 + n
    return clamp_date(mi // 12, mi % 12 + 1, day or d.day)


def next_business_day(d: dt.date) -> dt.date:
    """Saturday/Sunday -> Monday (public holidays are not modelled)."""
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def prev_business_day(d: dt.date) -> dt.date:
    while d.weekday() >= 5:
        d -= dt.timedelta(days=1)
    return d


def rand_date(rng: random.Random, lo: dt.date, hi: dt.date) -> dt.date:
    return lo + dt.timedelta(days=rng.randint(0, max(0, (hi - lo).days)))


def vary(rng: random.Random, minor: int, frac: float) -> int:
    """`minor` times a uniform factor in [1 - frac, 1 + frac], to the cent."""
    return max(1, round(minor * (1 + rng.uniform(-frac, frac))))


def rand_amount(rng: random.Random, lo: float, hi: float, skew: bool = True) -> int:
    """A shop amount between lo and hi (log-uniform when skew: small baskets are more common)."""
    if skew:
        v = math.exp(rng.uniform(math.log(lo), math.log(hi)))
    else:
        v = rng.uniform(lo, hi)
    return max(1, round(v * 100))


def norm_desc(text: str) -> str:
    """Upper-case, whitespace collapsed: how the scorer compares descriptions."""
    return " ".join(text.split()).upper()


def schedule(cycle: str, anchor: dt.date, anchor_day: int, lo: dt.date, hi: dt.date) -> list[dt.date]:
    """Nominal dates of a cycle in [lo, hi]. Month-based cycles keep `anchor_day` and clamp it to
    short months (31 -> Feb 28 -> Mar 31); week-based cycles step 7 or 14 days from `anchor`."""
    out: list[dt.date] = []
    if cycle in CYCLE_WEEKS:
        step = 7 * CYCLE_WEEKS[cycle]
        k = -((anchor - lo).days // step)  # first k with anchor + k*step >= lo
        d = anchor + dt.timedelta(days=k * step)
        while d < lo:
            d += dt.timedelta(days=step)
        while d <= hi:
            out.append(d)
            d += dt.timedelta(days=step)
        return out
    n = CYCLE_MONTHS[cycle]
    base = anchor.year * 12 + anchor.month - 1
    k = (lo.year * 12 + lo.month - 1 - base) // n - 1
    while True:
        mi = base + k * n
        d = clamp_date(mi // 12, mi % 12 + 1, anchor_day)
        if d > hi:
            return out
        if d >= lo:
            out.append(d)
        k += 1


# ----------------------------------------------------------------------------------------------
# Data model

@dataclass
class Txn:
    date: dt.date
    minor: int          # signed: negative = money out
    desc: str
    owner: str          # "s:<stream id>" or "n:<kind>:<group>"
    seq: int = 0        # generation order, a stable tie-break inside a day


@dataclass
class Stream:
    """One true recurring stream (a truth row)."""
    id: str
    merchant: str
    catalog_id: str | None
    currency: str
    cycle: str
    kind: str                      # streaming, music, cloud, software, news, gym, telecom, utility, ...
    status: str                    # active | ended | early
    amount_minor: int = 0          # size of the last charge
    next_date: dt.date | None = None
    features: list[str] = field(default_factory=list)
    txns: list[int] = field(default_factory=list)   # indices into Persona.txns
    regular: int = 0               # regular charges (no trial, no duplicate)

    def truth(self, persona: "Persona", with_charges: bool = True) -> dict:
        d = {"id": self.id, "merchant": self.merchant, "catalogId": self.catalog_id,
             "currency": self.currency, "cycle": self.cycle, "amount": fmt_minor(self.amount_minor),
             "nextDate": self.next_date.isoformat() if self.next_date else None,
             "status": self.status, "kind": self.kind, "features": self.features}
        if with_charges:
            d["charges"] = [{"date": persona.txns[i].date.isoformat(), "amount": fmt_minor(persona.txns[i].minor),
                             "description": persona.txns[i].desc} for i in self.txns]
        return d


@dataclass
class ExportFile:
    name: str
    first: dt.date
    last: dt.date


@dataclass
class Persona:
    id: str
    index: int
    locale: str
    currency: str
    as_of: dt.date
    start: dt.date
    months: int
    newest_first: bool
    files: list[ExportFile] = field(default_factory=list)
    txns: list[Txn] = field(default_factory=list)
    streams: list[Stream] = field(default_factory=list)
    neg_groups: dict[str, str] = field(default_factory=dict)   # group id -> a label for reports

    def stream(self, sid: str) -> Stream:
        return next(s for s in self.streams if s.id == sid)

    def overlap(self) -> tuple[dt.date, dt.date] | None:
        if len(self.files) < 2:
            return None
        return self.files[1].first, self.files[0].last


# ----------------------------------------------------------------------------------------------
# Service catalogue (the true streams a persona may have)

@dataclass(frozen=True)
class Offer:
    cycle: str
    price: str
    old: str | None = None    # price before a price increase, when the offer can have one


@dataclass(frozen=True)
class Service:
    merchant: str
    catalog_id: str | None
    kind: str
    group: str                 # selection bucket: digital, housing, loan, electric, water, telecom, ...
    offers: tuple[Offer, ...]
    descs: tuple[str, ...]     # descriptor templates, the first is the most common
    shift: bool = False        # weekend charges move to the next business day
    var: float = 0.0           # per-charge amount noise (utilities ±15 %)
    fx: bool = False           # foreign-currency card charge (±3 %)
    anchor: int | None = None  # fixed day of month (rent on the 1st)
    weight: float = 1.0
    rename: bool = False       # renamed mid-history: descs[0] up to a cut, descs[1] after (a payee ID stays)


def _svc(merchant, catalog, kind, group, offers, descs, **kw) -> Service:
    return Service(merchant, catalog, kind, group, tuple(Offer(*o) for o in offers), tuple(descs), **kw)


POOLS: dict[str, list[Service]] = {
    "US": [
        _svc("Netflix", "netflix", "streaming", "digital",
             [("monthly", "6.99"), ("monthly", "17.99", "15.49"), ("monthly", "24.99", "22.99")],
             ["NETFLIX.COM 866-579-7172 CA", "NETFLIX.COM 866-579-7172 REF {ref}", "PAYPAL *NETFLIX {pp}",
              "Netflix.com Los Gatos CA"], weight=3),
        _svc("Spotify", "spotify", "music", "digital",
             [("monthly", "11.99", "10.99"), ("monthly", "19.99", "16.99")],
             ["Spotify USA {hex}", "PP*SPOTIFY {pp}", "SPOTIFY P{hex} NEW YORK NY"], weight=3),
        _svc("Apple iCloud+", "apple-icloud", "cloud", "digital",
             [("monthly", "0.99"), ("monthly", "2.99"), ("monthly", "9.99")],
             ["APPLE.COM/BILL 866-712-7753 CA", "APPLE.COM/BILL ITUNES.COM", "APL*ITUNES.COM/BILL 866-712-7753"],
             weight=3),
        _svc("Disney+", "disney-plus", "streaming", "digital",
             [("monthly", "9.99", "7.99"), ("monthly", "15.99", "13.99"), ("yearly", "139.99")],
             ["DISNEY PLUS 888-905-7888 CA", "DisneyPLUS Burbank CA {ref}", "PAYPAL *DISNEYPLUS {pp}"], weight=2),
        _svc("YouTube Premium", "youtube-premium", "streaming", "digital",
             [("monthly", "13.99", "11.99"), ("monthly", "22.99")],
             ["GOOGLE *YouTube Premium g.co/helppay#", "GOOGLE *YouTubePremium {ref}", "Google YouTube {hex}"],
             weight=2),
        _svc("Amazon Prime", "amazon-prime", "membership", "digital",
             [("monthly", "14.99"), ("yearly", "139.00", "119.00")],
             ["Amazon Prime*{amz} Amzn.com/bill WA", "AMZN Digital*{amz} Prime", "AMAZON PRIME*{amz}"], weight=2),
        _svc("ChatGPT Plus", "chatgpt-plus", "software", "digital", [("monthly", "20.00")],
             ["OPENAI *CHATGPT SUBSCR OPENAI.COM CA", "OPENAI *CHATGPT SUBSCR {ref}", "PAYPAL *OPENAI {pp}"],
             weight=2),
        _svc("Adobe Creative Cloud", "adobe-creative-cloud", "software", "digital",
             [("monthly", "59.99", "54.99"), ("monthly", "19.99"), ("yearly", "659.88")],
             ["ADOBE *CREATIVE CLOUD 800-833-6687 CA", "ADOBE *ADOBE 408-536-6000 CA", "PAYPAL *ADOBE SYSTEMS {pp}"]),
        _svc("Microsoft 365", "microsoft-365", "software", "digital",
             [("monthly", "9.99"), ("yearly", "99.99"), ("yearly", "69.99")],
             ["MICROSOFT*MICROSOFT 365 P MSBILL.INFO WA", "MSFT * E0400{ref}", "Microsoft*Store {hex}"]),
        _svc("Dropbox", "dropbox", "cloud", "digital", [("monthly", "11.99"), ("yearly", "119.88")],
             ["DROPBOX*{amz} DROPBOX.COM CA", "DROPBOX*{amz} SAN FRANCISCO CA"]),
        _svc("Google One", "google-one", "cloud", "digital",
             [("monthly", "1.99"), ("monthly", "2.99"), ("monthly", "9.99"), ("yearly", "19.99")],
             ["GOOGLE *Google One g.co/helppay#", "GOOGLE *Google Storage {ref}", "Google One {hex}"]),
        _svc("The New York Times", "nyt", "news", "news", [("monthly", "25.00", "17.00")],
             ["NYTIMES*NYTimes Digital NEW YORK NY", "NYT*NYTIMES.COM 800-698-4637", "PAYPAL *NYTIMES {pp}"]),
        _svc("Riverside Gazette", None, "news", "news", [("monthly", "12.00")],
             ["RIVERSIDE GAZETTE SUBSCR {ref}", "SQ *RIVERSIDE GAZETTE"]),
        _svc("Planet Fitness", "planet-fitness", "gym", "gym", [("monthly", "15.00", "10.00")],
             ["PLANET FITNESS #{store} {city} {st}", "PF CLUB FEES #{store} {ref}"], anchor=17),
        _svc("Iron Temple Gym", None, "gym", "gym", [("monthly", "45.00")],
             ["IRON TEMPLE GYM {city} {st}", "SQ *IRON TEMPLE GYM"], anchor=1),
        _svc("Planet Fitness", "planet-fitness", "gym", "gym-annual", [("yearly", "49.00")],
             ["PLANET FITNESS ANNUAL FEE #{store}"]),
        _svc("Rent - Oakwood Property Mgmt", None, "housing", "housing", [("monthly", "1850.00", "1725.00")],
             ["OAKWOOD PROPERTY MGMT ACH DEBIT {ref}", "ZELLE TO OAKWOOD PROPERTY MGMT CONF# {ref}"],
             shift=True, anchor=1),
        _svc("Summit Home Loans (mortgage)", None, "housing", "housing", [("monthly", "2140.37")],
             ["SUMMIT HOME LOANS MTG PMT {ref}", "SUMMIT HOME LOANS ONLINE PMT"], shift=True, anchor=1),
        _svc("Lakeside CU auto loan", None, "loan", "loan", [("monthly", "389.12"), ("biweekly", "179.60")],
             ["LAKESIDE CU LOAN PMT {ref}", "LAKESIDE CREDIT UNION AUTO LOAN"], shift=True),
        _svc("Crestline Energy", None, "utility", "electric", [("monthly", "88.00")],
             ["ORIG CO NAME:SUMMIT POWER CO ORIG ID:9876543210 DESC DATE:{ref} CO ENTRY DESCR:UTIL PYMT SEC:PPD",
              "ORIG CO NAME:CRESTLINE ENERGY ORIG ID:9876543210 DESC DATE:{ref} CO ENTRY DESCR:ONLINE PMT SEC:WEB"],
             shift=True, var=0.15, rename=True),
        _svc("Hudson Valley Electric", None, "utility", "electric", [("monthly", "112.00")],
             ["HUDSON VALLEY ELEC PAYMENT {ref}", "HVE AUTOPAY {ref}"], shift=True, var=0.15),
        _svc("Lakeside Water Utility", None, "utility", "water", [("quarterly", "86.00")],
             ["LAKESIDE WATER UTIL {ref}", "LAKESIDE WATER WEB PMT"], shift=True, var=0.15),
        _svc("Brightline Wireless", None, "telecom", "telecom", [("monthly", "65.00", "60.00")],
             ["BRIGHTLINE WIRELESS AUTOPAY {ref}", "BRIGHTLINE WRLS {city} {st}"], shift=True),
        _svc("Beacon Fiber Internet", None, "telecom", "telecom", [("monthly", "70.00")],
             ["BEACON FIBER INTERNET {ref}", "BEACON FIBER AUTOPAY"], shift=True),
        _svc("Lakeside Mutual Auto Insurance", None, "insurance", "insurance",
             [("semiannual", "612.40"), ("monthly", "112.35")],
             ["LAKESIDE MUTUAL INS PREM {ref}", "LAKESIDE MUTUAL AUTO"], shift=True),
        _svc("Pawsure Pet Insurance", None, "insurance", "insurance", [("monthly", "38.50")],
             ["PAWSURE PET INS {ref}", "PAWSURE INSURANCE"], shift=True),
        _svc("Paws & Go Dog Walking", None, "home-service", "weekly", [("weekly", "75.00")],
             ["SQ *PAWS AND GO {city} {st}", "SQ *PAWS AND GO DOG WALK"]),
        _svc("Harvest Box CSA", None, "food-box", "weekly", [("weekly", "32.00")],
             ["HARVEST BOX CSA {ref}", "SQ *HARVEST BOX CSA"]),
        _svc("Sparkle Home Cleaning", None, "home-service", "biweekly", [("biweekly", "120.00")],
             ["SQ *SPARKLE HOME CLEANING", "SPARKLE HOME CLEANING {city} {st}"]),
        _svc("Warehouse Club membership", None, "membership", "membership", [("yearly", "65.00", "60.00")],
             ["WAREHOUSE CLUB MEMBERSHIP #{store}", "WHSE CLUB MBRSHP {city} {st}"]),
        _svc("Uber One", None, "membership", "uber-one", [("monthly", "9.99")],
             ["UBER *ONE MEMBERSHIP", "UBER *ONE help.uber.com"]),
    ],
    "UK": [
        _svc("Netflix", "netflix", "streaming", "digital",
             [("monthly", "5.99", "4.99"), ("monthly", "12.99", "10.99"), ("monthly", "18.99", "17.99")],
             ["NETFLIX.COM AMSTERDAM NLD", "NETFLIX.COM 866-579-7172 REF {ref}", "PAYPAL *NETFLIX {pp}"], weight=3),
        _svc("Spotify", "spotify", "music", "digital",
             [("monthly", "11.99", "10.99"), ("monthly", "19.99", "17.99")],
             ["Spotify P{hex} LONDON", "PP*SPOTIFY {pp}", "SPOTIFY UK {hex}"], weight=3),
        _svc("Apple iCloud+", "apple-icloud", "cloud", "digital",
             [("monthly", "0.99"), ("monthly", "2.99"), ("monthly", "8.99")],
             ["APPLE.COM/BILL HOLLYHILL", "APPLE.COM/BILL ITUNES.COM IRL", "APL*ITUNES.COM/BILL CORK"], weight=3),
        _svc("Disney+", "disney-plus", "streaming", "digital",
             [("monthly", "4.99"), ("monthly", "8.99", "7.99"), ("yearly", "89.90")],
             ["DISNEY PLUS LONDON GBR", "DisneyPLUS {ref}", "PAYPAL *DISNEYPLUS {pp}"], weight=2),
        _svc("YouTube Premium", "youtube-premium", "streaming", "digital", [("monthly", "12.99", "11.99")],
             ["GOOGLE *YouTube Premium g.co/helppay#", "GOOGLE *YouTubePremium LONDON"], weight=2),
        _svc("Amazon Prime", "amazon-prime", "membership", "digital", [("monthly", "8.99"), ("yearly", "95.00")],
             ["Amazon Prime*{amz} amazon.co.uk", "AMZN Digital*{amz} Prime", "AMAZON PRIME*{amz} LONDON"], weight=2),
        _svc("ChatGPT Plus", "chatgpt-plus", "software", "digital", [("monthly", "16.20")],
             ["OPENAI *CHATGPT SUBSCR SAN FRANCISCO USD 20.00", "OPENAI *CHATGPT SUBSCR OPENAI.COM"], fx=True,
             weight=2),
        _svc("Microsoft 365", "microsoft-365", "software", "digital", [("monthly", "7.99"), ("yearly", "79.99")],
             ["MICROSOFT*MICROSOFT 365 F MSBILL.INFO", "MSFT * E0400{ref}"]),
        _svc("Dropbox", "dropbox", "cloud", "digital", [("monthly", "9.99"), ("yearly", "95.88")],
             ["DROPBOX*{amz} DUBLIN", "DROPBOX*{amz} DROPBOX.COM"]),
        _svc("Google One", "google-one", "cloud", "digital",
             [("monthly", "1.59"), ("monthly", "7.99"), ("yearly", "15.99")],
             ["GOOGLE *Google One g.co/helppay#", "GOOGLE *Google Storage {ref}"]),
        _svc("DAZN", "dazn", "streaming", "digital", [("monthly", "9.99"), ("monthly", "24.99", "19.99")],
             ["DAZN LIMITED LONDON", "DAZN SUBSCRIPTION {ref}", "PAYPAL *DAZN {pp}"]),
        _svc("Adobe Creative Cloud", "adobe-creative-cloud", "software", "digital",
             [("monthly", "19.97"), ("monthly", "56.98", "51.98")],
             ["ADOBE *CREATIVE CLOUD DUBLIN", "PAYPAL *ADOBE SYSTEMS {pp}"]),
        _svc("Vodafone", "vodafone", "telecom", "telecom", [("monthly", "28.00", "26.50")],
             ["VODAFONE LTD DD {ref}", "VODAFONE UK {ref}"], shift=True),
        _svc("Fibrelink Broadband", None, "telecom", "telecom", [("monthly", "32.00", "29.99")],
             ["FIBRELINK BROADBAND DD {ref}", "FIBRELINK LTD"], shift=True),
        _svc("TV Licence", None, "utility", "tv", [("monthly", "14.54", "14.21")],
             ["TV LICENCE MBP {ref}", "TV LICENSING DD"], shift=True),
        _svc("Castle Fitness", None, "gym", "gym", [("monthly", "32.99")],
             ["CASTLE FITNESS {city}", "CASTLE FITNESS LTD DD"], anchor=1),
        _svc("Rent - M. Hollis", None, "housing", "housing", [("monthly", "1150.00", "1095.00")],
             ["STANDING ORDER M HOLLIS RENT", "SO M HOLLIS FLAT 3 RENT"], shift=True, anchor=1),
        _svc("Hearthstone BS mortgage", None, "housing", "housing", [("monthly", "987.20")],
             ["HEARTHSTONE BS MORTGAGE DD {ref}", "HEARTHSTONE B/S"], shift=True),
        _svc("Northbridge Energy", None, "utility", "electric", [("monthly", "96.00")],
             ["NORTHBRIDGE ENERGY DD {ref}", "NORTHBRIDGE ENERGY LTD"], shift=True, var=0.15),
        _svc("Severnvale Water", None, "utility", "water", [("monthly", "38.00"), ("quarterly", "112.00")],
             ["SEVERNVALE WATER DD {ref}", "SEVERNVALE WATER PLC"], shift=True, var=0.15),
        _svc("Harbour Car Insurance", None, "insurance", "insurance", [("monthly", "64.18"), ("yearly", "598.00", "541.00")],
             ["HARBOUR INSURANCE DD {ref}", "HARBOUR INS SVCS"], shift=True),
        _svc("Greenacre Veg Box", None, "food-box", "weekly", [("weekly", "24.50")],
             ["GREENACRE VEG BOX {ref}", "SQ *GREENACRE VEG BOX"]),
        _svc("Tidy Home Cleaners", None, "home-service", "biweekly", [("biweekly", "60.00")],
             ["TIDY HOME CLEANERS", "SQ *TIDY HOME CLEANERS {city}"]),
        _svc("Uber One", None, "membership", "uber-one", [("monthly", "5.99")],
             ["UBER *ONE MEMBERSHIP", "UBER *ONE help.uber.com"]),
        _svc("Easyloan car finance", None, "loan", "loan", [("monthly", "245.60")],
             ["EASYLOAN CAR FINANCE DD {ref}", "EASYLOAN FINANCE"], shift=True),
    ],
    "ES": [
        _svc("Netflix", "netflix", "streaming", "digital",
             [("monthly", "6.99", "5.49"), ("monthly", "13.99", "12.99"), ("monthly", "19.99", "17.99")],
             ["NETFLIX.COM AMSTERDAM", "NETFLIX.COM {ref}", "PAYPAL *NETFLIX {pp}"], weight=3),
        _svc("Spotify", "spotify", "music", "digital",
             [("monthly", "11.99", "10.99"), ("monthly", "17.99", "15.99")],
             ["Spotify P{hex} Stockholm", "PP*SPOTIFY {pp}", "SPOTIFY AB {hex}"], weight=3),
        _svc("Apple iCloud+", "apple-icloud", "cloud", "digital",
             [("monthly", "0.99"), ("monthly", "2.99"), ("monthly", "9.99")],
             ["APPLE.COM/BILL CORK", "APPLE.COM/BILL ITUNES.COM"], weight=2),
        _svc("Disney+", "disney-plus", "streaming", "digital", [("monthly", "9.99", "8.99"), ("yearly", "89.90")],
             ["DISNEY PLUS {ref}", "DisneyPLUS MADRID", "PAYPAL *DISNEYPLUS {pp}"], weight=2),
        _svc("YouTube Premium", "youtube-premium", "streaming", "digital", [("monthly", "13.99", "11.99")],
             ["GOOGLE *YouTube Premium g.co/helppay#", "GOOGLE *YouTubePremium {ref}"]),
        _svc("Amazon Prime", "amazon-prime", "membership", "digital", [("monthly", "4.99"), ("yearly", "49.90")],
             ["AMAZON PRIME*{amz} AMAZON.ES", "AMZN Digital*{amz} Prime", "Amazon Prime ES*{amz}"], weight=2),
        _svc("ChatGPT Plus", "chatgpt-plus", "software", "digital", [("monthly", "18.90")],
             ["OPENAI *CHATGPT SUBSCR SAN FRANCISCO USD 20.00", "OPENAI *CHATGPT SUBSCR"], fx=True),
        _svc("Filmin", "filmin", "streaming", "digital", [("monthly", "7.99"), ("yearly", "76.99")],
             ["FILMIN {ref}", "PAYPAL *FILMIN {pp}", "FILMIN.ES BARCELONA"], weight=2),
        _svc("DAZN", "dazn", "streaming", "digital", [("monthly", "29.99", "24.99")],
             ["DAZN LIMITED {ref}", "DAZN SUSCRIPCION", "PAYPAL *DAZN {pp}"]),
        _svc("Microsoft 365", "microsoft-365", "software", "digital", [("monthly", "10.00"), ("yearly", "99.00")],
             ["MICROSOFT*MICROSOFT 365 MSBILL.INFO", "MSFT * E0400{ref}"]),
        _svc("Google One", "google-one", "cloud", "digital", [("monthly", "1.99"), ("yearly", "19.99")],
             ["GOOGLE *Google One g.co/helppay#", "GOOGLE *Google Storage {ref}"]),
        _svc("Movistar", "movistar", "telecom", "telecom", [("monthly", "65.90", "62.90")],
             ["MOVISTAR RECIBO {ref}", "TELEFONICA DE ESPANA SAU {ref}", "RECIBO MOVISTAR FUSION"], shift=True),
        _svc("Vodafone", "vodafone", "telecom", "telecom", [("monthly", "45.00", "42.00")],
             ["VODAFONE ESPANA SAU RECIBO {ref}", "VODAFONE ONO {ref}"], shift=True),
        _svc("Basic-Fit", "basic-fit", "gym", "gym", [("monthly", "24.99", "19.99")],
             ["BASIC-FIT SPAIN SA {ref}", "BASIC FIT {city}"]),
        _svc("Gimnasio Olimpo", None, "gym", "gym", [("monthly", "39.90")],
             ["GIMNASIO OLIMPO {city}", "RECIBO GIMNASIO OLIMPO SL"], anchor=1),
        _svc("Alquiler piso - Carmen Ruiz", None, "housing", "housing", [("monthly", "850.00", "800.00")],
             ["TRANSFERENCIA A CARMEN RUIZ ALQUILER", "TRANSF. PERIODICA ALQUILER C RUIZ"], shift=True, anchor=1),
        _svc("Hipoteca", None, "housing", "housing", [("monthly", "612.45")],
             ["PRESTAMO HIPOTECARIO {ref}", "CUOTA PRESTAMO HIPOTECARIO"], shift=True),
        _svc("Nexa Energia", None, "utility", "electric", [("monthly", "68.00")],
             ["ADEUDO SEPA NATURLUZ ENERGIA SL ID ACREEDOR ES21000B98765432 REF MANDATO {ref}",
              "ADEUDO SEPA NEXA ENERGIA COMERCIALIZADORA ID ACREEDOR ES21000B98765432 REF MANDATO {ref}"],
             shift=True, var=0.15, rename=True),
        _svc("Seguros Alba", None, "insurance", "insurance", [("monthly", "41.20")],
             ["RECIBO SEPA SEGUROS ALBA SA ACREEDOR ES55000A46123456 MANDATO {ref}",
              "RECIBO SEPA ALBAVIDA SEGUROS Y REASEGUROS ACREEDOR ES55000A46123456 MANDATO {ref}"],
             shift=True, rename=True),
        _svc("Electra Levante", None, "utility", "electric", [("monthly", "74.00")],
             ["RECIBO ELECTRA LEVANTE SL {ref}", "ELECTRA LEVANTE ENERGIA"], shift=True, var=0.15),
        _svc("Aguas del Turia", None, "utility", "water", [("quarterly", "58.00")],
             ["RECIBO AGUAS DEL TURIA {ref}", "AGUAS DEL TURIA SA"], shift=True, var=0.15),
        _svc("Seguros Horizonte", None, "insurance", "insurance", [("yearly", "285.40"), ("semiannual", "142.70", "131.20")],
             ["SEGUROS HORIZONTE POLIZA {ref}", "RECIBO SEGUROS HORIZONTE"], shift=True),
        _svc("Comunidad de Propietarios", None, "housing", "community", [("quarterly", "180.00"), ("monthly", "60.00")],
             ["COMUNIDAD PROP C/ MAYOR 12", "RECIBO COMUNIDAD PROPIETARIOS {ref}"], shift=True),
        _svc("La Huerta en Casa", None, "food-box", "weekly", [("weekly", "29.90")],
             ["LA HUERTA EN CASA {ref}", "LAHUERTAENCASA.ES"]),
        _svc("Limpiezas Sol", None, "home-service", "biweekly", [("biweekly", "80.00")],
             ["LIMPIEZAS SOL SL", "TRANSFERENCIA LIMPIEZAS SOL"]),
        _svc("Academia Babel", None, "education", "education", [("monthly", "85.00")],
             ["ACADEMIA IDIOMAS BABEL {ref}", "RECIBO ACADEMIA BABEL"], shift=True, anchor=5),
    ],
    "ZH": [
        _svc("爱奇艺", "iqiyi", "streaming", "digital", [("monthly", "25.00", "19.80"), ("yearly", "248.00")],
             ["支付宝-爱奇艺VIP会员自动续费", "爱奇艺 连续包月 {ref}", "微信支付-爱奇艺"], weight=3),
        _svc("腾讯视频", "tencent-video", "streaming", "digital", [("monthly", "30.00", "25.00"), ("yearly", "258.00")],
             ["微信支付-腾讯视频VIP", "财付通-腾讯视频 {ref}", "腾讯视频VIP会员 自动续费"], weight=3),
        _svc("网易云音乐", "netease-cloud-music", "music", "digital", [("monthly", "15.00"), ("yearly", "158.00")],
             ["支付宝-网易云音乐黑胶VIP", "网易云音乐 连续包月 {ref}"], weight=2),
        _svc("QQ音乐", "qq-music", "music", "digital", [("monthly", "15.00"), ("yearly", "150.00")],
             ["财付通-QQ音乐", "微信支付-QQ音乐绿钻", "QQ音乐 豪华绿钻 {ref}"], weight=2),
        _svc("哔哩哔哩大会员", "bilibili", "streaming", "digital", [("monthly", "15.00"), ("yearly", "148.00", "128.00")],
             ["支付宝-哔哩哔哩大会员", "bilibili 大会员 自动续费 {ref}", "微信支付-哔哩哔哩"], weight=2),
        _svc("Apple iCloud+", "apple-icloud", "cloud", "digital",
             [("monthly", "6.00"), ("monthly", "21.00"), ("monthly", "68.00")],
             ["APPLE.COM/BILL", "支付宝-Apple iCloud+", "APPLE.COM/BILL 北京"], weight=2),
        _svc("中国移动", None, "telecom", "telecom", [("monthly", "128.00", "98.00"), ("monthly", "58.00")],
             ["中国移动 话费自动缴费", "支付宝-中国移动 话费 {ref}"]),
        _svc("城市光网宽带", None, "telecom", "broadband", [("semiannual", "600.00")],
             ["宽带续费-城市光网 {ref}", "支付宝-城市光网宽带"]),
        _svc("房租-王建国", None, "housing", "housing", [("monthly", "4500.00", "4200.00")],
             ["转账-王建国 房租", "手机银行转账 王建国 房租"], anchor=5),
        _svc("招商银行房贷", None, "housing", "housing", [("monthly", "6832.17")],
             ["招商银行 房贷还款", "个人住房贷款还款 {ref}"], anchor=20),
        _svc("国网电费", None, "utility", "electric", [("monthly", "180.00")],
             ["支付宝-国网电力 电费", "国网电费自动缴费 {ref}"], var=0.15),
        _svc("城投水务", None, "utility", "water", [("quarterly", "96.00")],
             ["城投水务 水费 {ref}", "支付宝-城投水务"], var=0.15),
        _svc("绿城物业", None, "housing", "community", [("quarterly", "1260.00")],
             ["物业管理费-绿城物业 {ref}", "微信支付-绿城物业"]),
        _svc("乐动健身", None, "gym", "gym", [("monthly", "199.00")],
             ["乐动健身 月卡 {city}", "微信支付-乐动健身"], anchor=1),
        _svc("安心车险", None, "insurance", "insurance", [("yearly", "4860.00", "4520.00")],
             ["安心车险 保费 {ref}", "支付宝-安心财产保险"]),
        _svc("花语坊鲜花订阅", None, "food-box", "weekly", [("weekly", "39.90")],
             ["微信支付-花语坊鲜花订阅", "花语坊 每周鲜花 {ref}"]),
        _svc("阿姨到家保洁", None, "home-service", "biweekly", [("biweekly", "150.00")],
             ["微信支付-阿姨到家家政", "阿姨到家 保洁服务 {ref}"]),
    ],
}

CITIES = {
    "US": [("SEATTLE", "WA"), ("AUSTIN", "TX"), ("DENVER", "CO"), ("CHICAGO", "IL"), ("BROOKLYN", "NY"),
           ("PORTLAND", "OR")],
    "UK": [("LONDON", "GB"), ("MANCHESTER", "GB"), ("LEEDS", "GB"), ("BRISTOL", "GB")],
    "ES": [("MADRID", "ES"), ("VALENCIA", "ES"), ("SEVILLA", "ES"), ("BARCELONA", "ES")],
    "ZH": [("上海", "CN"), ("北京", "CN"), ("杭州", "CN"), ("深圳", "CN")],
}


def fill(template: str, rng: random.Random, ctx: dict[str, str]) -> str:
    """Fills a descriptor template. Fixed fields come from ctx ({store} {city} {st}); the others
    are new for every charge ({ref} digits, {hex}, {amz} order code, {pp} PayPal id)."""
    def one(m: re.Match) -> str:
        k = m.group(1)
        if k in ctx:
            return ctx[k]
        if k == "ref":
            return str(rng.randint(10000, 999999))
        if k == "hex":
            return "".join(rng.choice("0123456789ABCDEF") for _ in range(10))
        if k == "amz":
            return "".join(rng.choice("0123456789ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(9))
        if k == "pp":
            return str(rng.randint(10**9, 10**10 - 1))
        raise KeyError(k)
    return re.sub(r"\{(\w+)\}", one, template)


# ----------------------------------------------------------------------------------------------
# True streams

@dataclass
class Plan:
    """What to generate for one stream (chosen by `compose`, realised by `build_stream`)."""
    svc: Service
    offer: Offer
    lifecycle: str = "full"        # full | mid | ended | early | trial
    step: bool = False             # price increase from offer.old to offer.price
    jitter: int = 0                # ± days per charge
    missed: bool = False
    doubled: bool = False
    desc_change: bool = False
    anchor_day: int | None = None  # monthly anchor override (29/30/31 tests)
    two_plans: bool = False


class Builder:
    """Accumulates one persona's transactions."""

    def __init__(self, persona: Persona, rng: random.Random):
        self.p = persona
        self.rng = rng
        city, st = rng.choice(CITIES[persona.locale])
        self.ctx = {"city": city, "st": st, "store": f"{rng.randint(100, 9999):04d}"}

    def add(self, date: dt.date, minor: int, desc: str, owner: str) -> int:
        self.p.txns.append(Txn(date, minor, desc, owner, len(self.p.txns)))
        return len(self.p.txns) - 1

    # -- true streams ---------------------------------------------------------------------------

    def build_stream(self, plan: Plan, sid: str) -> Stream | None:
        """Realises a plan; None when the dates cannot give the evidence the lifecycle needs."""
        rng, p = self.rng, self.p
        svc, offer = plan.svc, plan.offer
        cyc = offer.cycle
        H0, A = p.start, p.as_of
        clen = CYCLE_DAYS[cyc]
        # Anchor: month-based cycles keep a day of month, week-based ones a first date.
        if cyc in CYCLE_WEEKS:
            anchor = H0 + dt.timedelta(days=rng.randint(0, 7 * CYCLE_WEEKS[cyc] - 1))
            anchor_day = anchor.day
        else:
            if cyc in ("yearly", "semiannual"):
                # first charge early enough for MIN_CHARGES inside the history
                anchor = rand_date(rng, H0 + dt.timedelta(days=2), add_months(A, -12) - dt.timedelta(days=5))
            else:
                anchor = rand_date(rng, H0, H0 + dt.timedelta(days=int(clen)))
            anchor_day = plan.anchor_day or svc.anchor or anchor.day
        slots = schedule(cyc, anchor, anchor_day, H0 - dt.timedelta(days=400), A + dt.timedelta(days=800))
        hist = [i for i, s in enumerate(slots) if H0 <= s <= A]
        if not hist:
            return None
        need = MIN_CHARGES[cyc]
        first, last = hist[0], hist[-1]
        lc = plan.lifecycle
        if lc in ("mid", "trial"):
            room = last - first + 1 - (need + 2)
            if room < 1:
                return None
            first += rng.randint(1, room)
        elif lc == "ended":
            ok = [i for i in hist if slots[i] + dt.timedelta(days=int(3 * clen) + 3) <= A]
            if not ok or ok[-1] - first + 1 < need + 1:
                return None
            last = rng.randint(first + need, ok[-1])
        elif lc == "early":
            first = last - rng.randint(0, 1)
        indices = list(range(first, last + 1))
        missed = set()
        if plan.missed and len(indices) >= need + 4:
            missed.add(rng.choice(indices[2:-2]))
        step_at = None
        if plan.step and offer.old and len(indices) >= 4:
            step_at = indices[rng.randint(len(indices) // 4 + 1, max(len(indices) // 4 + 1, len(indices) * 3 // 4))]
        elif plan.step and offer.old and cyc in ("yearly", "semiannual") and len(indices) >= 2:
            step_at = indices[-1]   # a long cycle's price rise: the newest charge is the first at the new price
        doubled_at = None
        if plan.doubled and len(indices) >= 5:
            doubled_at = rng.choice(indices[1:-2])
        # Descriptors: a main template, sometimes a second one from some charge on.
        main = 0 if rng.random() < 0.6 else rng.randrange(len(svc.descs))
        change_at = None
        if plan.desc_change and len(svc.descs) > 1 and len(indices) >= 4:
            change_at = rng.choice(indices[1:-1])
            other = rng.choice([k for k in range(len(svc.descs)) if k != main])
        if svc.rename and len(indices) >= 6:   # the biller's new name, from a cut in the middle on
            main, other = 0, 1
            change_at = indices[rng.randint(len(indices) // 3, len(indices) * 2 // 3)]
        ctx = dict(self.ctx, store=f"{rng.randint(100, 9999):04d}")
        price_new, price_old = to_minor(offer.price), to_minor(offer.old or offer.price)
        stream = Stream(sid, svc.merchant, svc.catalog_id, p.currency, cyc, svc.kind,
                        "early" if lc == "early" else "ended" if lc == "ended" else "active")
        owner = "s:" + sid
        charges: list[tuple[dt.date, int, str]] = []
        last_slot = None
        regular = 0
        tpl = svc.descs[main]
        for i in indices:
            if i == change_at:
                tpl = svc.descs[other]
            if i in missed:
                continue
            d = next_business_day(slots[i]) if svc.shift else slots[i]
            if plan.jitter:
                d += dt.timedelta(days=rng.randint(-plan.jitter, plan.jitter))
            if d > A or d < H0:
                continue
            base = price_old if (step_at is not None and i < step_at) else price_new
            amt = vary(rng, base, svc.var) if svc.var else vary(rng, base, 0.03) if svc.fx else base
            charges.append((d, amt, fill(tpl, rng, ctx)))
            regular += 1
            last_slot = i
            if i == doubled_at:
                d2 = min(A, d + dt.timedelta(days=rng.randint(0, 2)))
                charges.append((d2, amt, fill(tpl, rng, ctx)))
        if last_slot is None:
            return None
        if lc != "early" and regular < need:
            return None
        if lc == "early" and regular >= need:
            return None
        trial = None
        if lc == "trial":
            days = rng.choice((7, 14, 30))
            td = charges[0][0] - dt.timedelta(days=days)
            if td < H0:
                return None
            trial = (td, rng.choice((0, 100)), fill(svc.descs[main], rng, ctx))
            charges.insert(0, trial)
        # Commit.
        for d, amt, desc in charges:
            stream.txns.append(self.add(d, -amt, desc, owner))
        stream.regular = regular
        stream.amount_minor = charges[-1][1]
        nxt = slots[last_slot + 1]
        stream.next_date = next_business_day(nxt) if svc.shift else nxt
        f = stream.features
        if cyc == "monthly" and anchor_day >= 29:
            f.append(f"anchor-{anchor_day}")
        if svc.shift:
            f.append("weekend-shift")
        if plan.jitter:
            f.append("jitter")
        if missed:
            f.append("missed")
        if doubled_at is not None:
            f.append("doubled")
        if step_at is not None:
            f.append("price-step")
        if svc.var:
            f.append("variable")
        if svc.fx:
            f.append("fx")
        if trial:
            f.append("trial")
        if lc == "mid":
            f.append("mid-start")
        if lc == "ended":
            f.append("ended")
        if change_at is not None:
            f.append("renamed" if svc.rename else "descriptor-change")
        if plan.two_plans:
            f.append("two-plans")
        if any(norm_desc(c[2]).startswith(pre.upper()) for c in charges for pre in PROCESSOR_PREFIXES):
            f.append("processor-prefix")
        return stream

    # -- hard negatives -------------------------------------------------------------------------

    def negatives(self) -> None:
        """Every kind of not-a-subscription traffic; see `NEG` for names and amounts."""
        rng, p = self.rng, self.p
        neg = NEG[p.locale]
        days = [p.start + dt.timedelta(days=k) for k in range((p.as_of - p.start).days + 1)]
        gid = [0]

        def group(kind: str, label: str) -> str:
            gid[0] += 1
            g = f"{kind}:{gid[0]}"
            p.neg_groups[g] = label
            return "n:" + g

        def money(x) -> int:
            return to_minor(x) if isinstance(x, str) else round(x * 100)

        # Coffee: one shop, a visit every 1-4 days; the usual order repeats the exact amount.
        if rng.random() < 0.75:
            shop = fill(rng.choice(neg["coffee"]), rng, dict(self.ctx, store=f"{rng.randint(1000, 99999)}"))
            owner = group("coffee", shop)
            menu = [money(x) for x in neg["coffee_menu"]]
            usual = rng.choice(menu)
            d = p.start + dt.timedelta(days=rng.randint(0, 3))
            while d <= p.as_of:
                amt = usual if rng.random() < 0.55 else rng.choice(menu) + (rng.choice(menu) if rng.random() < 0.2 else 0)
                self.add(d, -amt, shop, owner)
                d += dt.timedelta(days=rng.randint(1, 4))
        # Groceries: one supermarket, weekly on the same weekday (±1), a skipped week now and then,
        # small top-up shops in between.
        if rng.random() < 0.95:
            shop = fill(rng.choice(neg["grocery"]), rng, dict(self.ctx, store=f"{rng.randint(100, 9999)}"))
            owner = group("groceries", shop)
            lo, hi = neg["grocery_amt"]
            d = p.start + dt.timedelta(days=rng.randint(0, 6))
            while d <= p.as_of:
                if rng.random() < 0.9:
                    dd = min(p.as_of, d + dt.timedelta(days=rng.choice((0, 0, 0, 0, -1, 1))))
                    self.add(max(p.start, dd), -rand_amount(rng, lo, hi), shop, owner)
                if rng.random() < 0.3:
                    dd = min(p.as_of, d + dt.timedelta(days=rng.randint(2, 5)))
                    self.add(dd, -rand_amount(rng, lo * 0.1, lo * 0.6), shop, owner)
                d += dt.timedelta(days=7)
        # Ride-hailing, irregular.
        if rng.random() < 0.55:
            owner = group("ride", neg["ride"][0])
            lo, hi = neg["ride_amt"]
            for d in days:
                if rng.random() < 0.12:
                    self.add(d, -rand_amount(rng, lo, hi), fill(rng.choice(neg["ride"]), rng, self.ctx), owner)
        # Online shopping (Amazon marketplace / JD / Taobao), Kindle-style digital purchases, refunds.
        if rng.random() < 0.65:
            kind = neg["shop_kind"]
            owner = group(kind, neg["shop"][0])
            lo, hi = neg["shop_amt"]
            for d in days:
                if rng.random() < 0.08:
                    amt = rand_amount(rng, lo, hi)
                    self.add(d, -amt, fill(rng.choice(neg["shop"]), rng, self.ctx), owner)
                    if rng.random() < 0.05:
                        rd = min(p.as_of, d + dt.timedelta(days=rng.randint(5, 20)))
                        self.add(rd, amt, fill(neg["refund"], rng, self.ctx), owner)
                if neg.get("digital") and rng.random() < 0.02:
                    self.add(d, -money(rng.choice(neg["digital_amt"])), fill(neg["digital"], rng, self.ctx), owner)
        # Restaurants: a pool with a favourite.
        if rng.random() < 0.9:
            owner = group("restaurant", "restaurants")
            places = rng.sample(neg["restaurant"], min(6, len(neg["restaurant"])))
            lo, hi = neg["restaurant_amt"]
            rate = neg.get("restaurant_rate", 0.15)
            for d in days:
                if rng.random() < rate:
                    place = places[0] if rng.random() < 0.4 else rng.choice(places)
                    self.add(d, -rand_amount(rng, lo, hi), fill(place, rng, self.ctx), owner)
        # Fuel: one station every 6-14 days.
        if rng.random() < 0.5:
            st = fill(rng.choice(neg["fuel"]), rng, dict(self.ctx, store=f"{rng.randint(10000000, 99999999)}"))
            owner = group("fuel", st)
            lo, hi = neg["fuel_amt"]
            d = p.start + dt.timedelta(days=rng.randint(0, 10))
            while d <= p.as_of:
                self.add(d, -rand_amount(rng, lo, hi, skew=False), st, owner)
                d += dt.timedelta(days=rng.randint(6, 14))
        # ATM: round amounts, irregular, sometimes right after payday.
        if rng.random() < neg.get("atm_rate", 0.6):
            owner = group("atm", "ATM")
            d = p.start + dt.timedelta(days=rng.randint(0, 20))
            while d <= p.as_of:
                self.add(d, -money(rng.choice(neg["atm_amt"])), fill(rng.choice(neg["atm"]), rng, self.ctx), owner)
                d += dt.timedelta(days=rng.randint(4, 30))
        # Income: salary on a schedule (recurring, but an INFLOW), a raise once; interest.
        self.salary(group("income", "salary"))
        if rng.random() < 0.35 and neg.get("interest"):
            owner = group("income", "interest")
            for d in schedule("monthly", p.start, rng.choice((1, 28, 31)), p.start, p.as_of):
                self.add(d, rand_amount(rng, 0.05, 9.0), neg["interest"], owner)
        # Transfers to friends, irregular, round-ish amounts.
        if rng.random() < 0.6:
            friends = rng.sample(neg["friends"], 2)
            owner = group("transfer", "friends")
            d = p.start + dt.timedelta(days=rng.randint(0, 30))
            while d <= p.as_of:
                amt = money(rng.choice(neg["transfer_amt"])) if rng.random() < 0.7 else rand_amount(rng, 5, 60)
                self.add(d, -amt, neg["transfer"].format(name=rng.choice(friends), ref=rng.randint(100000, 999999)),
                         owner)
                d += dt.timedelta(days=rng.randint(3, 45))
        # Parking near work: the same small amount on many weekdays.
        if rng.random() < 0.25:
            lot = fill(rng.choice(neg["parking"]), rng, self.ctx)
            owner = group("parking", lot)
            amts = [money(x) for x in neg["parking_amt"]]
            for d in days:
                if d.weekday() < 5 and rng.random() < 0.35:
                    self.add(d, -(amts[0] if rng.random() < 0.8 else rng.choice(amts)), lot, owner)
        # App store purchases: the same descriptor as an iCloud subscription, irregular.
        if rng.random() < 0.4:
            owner = group("app-store", neg["app"][0])
            for d in days:
                if rng.random() < 0.03:
                    self.add(d, -money(rng.choice(neg["app_amt"])), fill(rng.choice(neg["app"]), rng, self.ctx),
                             owner)
        # Haircut every 4-7 weeks, usually the same price: regular-ish, fixed amount, not a subscription.
        if rng.random() < 0.3:
            shop = fill(neg["haircut"], rng, self.ctx)
            owner = group("haircut", shop)
            price = money(rng.choice(neg["haircut_amt"]))
            d = p.start + dt.timedelta(days=rng.randint(0, 30))
            while d <= p.as_of:
                self.add(d, -(price if rng.random() < 0.7 else price + money(rng.choice(("3.00", "5.00")))), shop, owner)
                d += dt.timedelta(days=rng.randint(28, 49))
        # One-off shops.
        owner = group("misc", "one-off shops")
        lo, hi = neg["misc_amt"]
        for d in days:
            if rng.random() < 0.1:
                self.add(d, -rand_amount(rng, lo, hi), fill(rng.choice(neg["misc"]), rng, self.ctx), owner)

    def salary(self, owner: str) -> None:
        rng, p = self.rng, self.p
        neg = NEG[p.locale]
        employer = rng.choice(neg["employers"])
        lo, hi = neg["salary_amt"]
        pay = rand_amount(rng, lo, hi, skew=False)
        raise_on = rand_date(rng, p.start + dt.timedelta(days=90), p.as_of)
        if p.locale == "US" and rng.random() < 0.6:
            # bi-weekly Friday payroll
            anchor = p.start + dt.timedelta(days=(4 - p.start.weekday()) % 7)
            dates = schedule("biweekly", anchor, anchor.day, p.start, p.as_of)
            pay //= 2
        else:
            day = rng.choice(neg["payday"])
            dates = [prev_business_day(d) for d in schedule("monthly", p.start, day, p.start, p.as_of)]
        for d in dates:
            if d < p.start:
                continue
            amt = pay if d < raise_on else round(pay * 1.04)
            self.add(d, amt, employer.format(ref=rng.randint(100000, 999999)), owner)


# Hard-negative names and amounts per locale.
NEG: dict[str, dict] = {
    "US": {
        "coffee": ["STARBUCKS STORE #{store} {city} {st}", "SQ *BLUE BOTTLE COFFEE {city} {st}",
                   "DUNKIN #{store} {city} {st}", "SQ *CORNER GROUNDS CAFE"],
        "coffee_menu": ["3.40", "3.95", "4.25", "4.85", "5.45", "5.95", "6.90"],
        "grocery": ["KROGER #{store} {city} {st}", "TRADER JOE'S #{store} {city} {st}", "SAFEWAY #{store}",
                    "WHOLEFDS MKT {store}"],
        "grocery_amt": (45, 180),
        "ride": ["UBER *TRIP HELP.UBER.COM", "UBER *TRIP {hex}", "LYFT *RIDE {ref}"],
        "ride_amt": (8, 42),
        "shop_kind": "amazon",
        "shop": ["AMZN MKTP US*{amz}", "Amazon.com*{amz}", "AMZN Mktp US*{amz} Amzn.com/bill WA"],
        "shop_amt": (6, 160),
        "refund": "AMZN MKTP US REFUND*{amz}",
        "digital": "AMZN Digital*{amz} 888-802-3080 WA", "digital_amt": ["0.99", "2.99", "4.99", "9.99", "12.99"],
        "restaurant": ["CHIPOTLE {store}", "SQ *TACO LOCO {city}", "OLIVE GARDEN #{store}", "PANERA BREAD #{store}",
                       "SHAKE SHACK {city}", "TST* THE BRICK OVEN", "DOORDASH*THAI BASIL", "SWEETGREEN {city}"],
        "restaurant_amt": (12, 95),
        "fuel": ["SHELL OIL {store} {city} {st}", "CHEVRON {store}", "EXXONMOBIL {store}"],
        "fuel_amt": (28, 72),
        "atm": ["ATM WITHDRAWAL {ref} {city} {st}", "NON-CHASE ATM WITHDRAW {ref}", "ATM CASH {city}"],
        "atm_amt": [20, 40, 60, 80, 100, 200],
        "employers": ["ACME CORP PAYROLL PPD ID: {ref}", "GLOBEX INC DIR DEP {ref}", "INITECH PAYROLL"],
        "salary_amt": (3800, 8200), "payday": [15, 31, 1],
        "interest": "INTEREST PAYMENT",
        "friends": ["ALEX KIM", "JORDAN LEE", "SAM PATEL", "TAYLOR REED", "CHRIS NGUYEN"],
        "transfer": "ZELLE TO {name} CONF# {ref}",
        "transfer_amt": ["20.00", "25.00", "40.00", "50.00", "60.00", "100.00", "35.50"],
        "parking": ["PARKMOBILE {ref}", "CITY OF {city} PARKING", "SP+ PARKING {store}"],
        "parking_amt": ["6.00", "3.00", "9.00"],
        "app": ["APPLE.COM/BILL 866-712-7753 CA", "GOOGLE *Google Play {ref}"],
        "app_amt": ["0.99", "1.99", "2.99", "4.99", "9.99", "0.99", "2.99"],
        "haircut": "SQ *FADE ROOM BARBERS {city}", "haircut_amt": ["28.00", "32.00", "35.00"],
        "misc": ["CVS/PHARMACY #{ref}", "TARGET {ref}", "HOME DEPOT #{store}", "BEST BUY {store}", "AMC {city} #{store}",
                 "WALGREENS #{ref}", "OLD NAVY {city}", "REI #{store}"],
        "misc_amt": (4, 250),
    },
    "UK": {
        "coffee": ["PRET A MANGER {city}", "COSTA COFFEE {store}", "CAFFE NERO {store} {city}", "SQ *FLAT WHITE BAR"],
        "coffee_menu": ["2.90", "3.20", "3.45", "3.85", "4.10", "4.60", "5.20"],
        "grocery": ["TESCO STORES {store}", "SAINSBURYS S/MKTS {city}", "WAITROSE {store}", "ALDI {store} {city}"],
        "grocery_amt": (30, 140),
        "ride": ["UBER *TRIP HELP.UBER.COM", "UBER *TRIP {hex}", "BOLT.EU/O/{ref}"],
        "ride_amt": (6, 35),
        "shop_kind": "amazon",
        "shop": ["AMZNMKTPLACE AMAZON.CO.UK", "AMAZON.CO.UK*{amz}", "AMZ*Mktp UK {amz}"],
        "shop_amt": (5, 120),
        "refund": "AMAZON.CO.UK REFUND {amz}",
        "digital": "AMZN Digital*{amz} LUXEMBOURG", "digital_amt": ["0.99", "1.99", "4.99", "8.99"],
        "restaurant": ["NANDOS {city}", "WAGAMAMA {store}", "DISHOOM {city}", "PIZZA EXPRESS {store}",
                       "THE RED LION {city}", "DELIVEROO {ref}", "JUST EAT.CO.UK LTD"],
        "restaurant_amt": (10, 80),
        "fuel": ["SHELL {city} {store}", "BP {store}", "ESSO {city}"],
        "fuel_amt": (35, 85),
        "atm": ["CASH {city} {ref}", "LINK ATM {city}", "CASH WITHDRAWAL {ref}"],
        "atm_amt": [10, 20, 30, 50, 100],
        "employers": ["BACS CREDIT ACME LTD SALARY", "GLOBEX UK LTD SALARY {ref}", "NHS PAYROLL"],
        "salary_amt": (1900, 4200), "payday": [25, 28, 31],
        "interest": "INTEREST PAID",
        "friends": ["J SMITH", "A PATEL", "L JONES", "R TAYLOR", "M BROWN"],
        "transfer": "FASTER PAYMENT TO {name} REF {ref}",
        "transfer_amt": ["10.00", "20.00", "25.00", "50.00", "15.00", "30.00"],
        "parking": ["RINGGO PARKING", "NCP LTD {city}", "PAYBYPHONE {ref}"],
        "parking_amt": ["4.50", "2.20", "6.80"],
        "app": ["APPLE.COM/BILL HOLLYHILL", "GOOGLE *Google Play {ref}"],
        "app_amt": ["0.99", "1.99", "2.99", "4.99", "9.99", "0.99"],
        "haircut": "TURKISH BARBERS {city}", "haircut_amt": ["18.00", "22.00", "25.00"],
        "misc": ["BOOTS {store}", "PRIMARK {city}", "ARGOS LTD {ref}", "SCREWFIX {city}", "WHSMITH {store}",
                 "ODEON {city}", "SUPERDRUG {store}"],
        "misc_amt": (3, 200),
    },
    "ES": {
        "coffee": ["CAFETERIA LA ESQUINA {city}", "CAFE EL RINCON {city}", "BAR CASA PACO", "CAFETERIA SOL Y SOMBRA"],
        "coffee_menu": ["1.50", "1.80", "2.20", "2.60", "3.10", "3.90", "4.20"],
        "grocery": ["MERCADONA {city}", "CARREFOUR MARKET {store}", "LIDL {city}", "DIA {store} {city}"],
        "grocery_amt": (25, 130),
        "ride": ["CABIFY {ref}", "UBER *TRIP HELP.UBER.COM", "FREENOW {ref}"],
        "ride_amt": (6, 30),
        "shop_kind": "amazon",
        "shop": ["AMAZON.ES COMPRA*{amz}", "AMZN Mktp ES*{amz}", "AMAZON* {amz}"],
        "shop_amt": (5, 120),
        "refund": "AMAZON.ES DEVOLUCION {amz}",
        "digital": "AMZN Digital*{amz} LUXEMBURGO", "digital_amt": ["0.99", "2.99", "5.99"],
        "restaurant": ["REST. CASA LUCIO", "TELEPIZZA {store}", "GLOVO {ref}", "JUST EAT SPAIN", "VIPS {city}",
                       "TABERNA EL SUR", "100 MONTADITOS {store}"],
        "restaurant_amt": (9, 70),
        "fuel": ["REPSOL E.S. {store}", "CEPSA {city}", "GALP {store}"],
        "fuel_amt": (35, 80),
        "atm": ["REINTEGRO CAJERO {ref}", "CAJERO {city} {ref}"],
        "atm_amt": [20, 50, 100, 150, 200],
        "employers": ["NOMINA ACME IBERIA SL", "TRANSFERENCIA NOMINA GLOBEX SA", "ABONO NOMINA {ref}"],
        "salary_amt": (1400, 3200), "payday": [31, 28, 1],
        "interest": "LIQUIDACION INTERESES",
        "friends": ["LAURA GARCIA", "PABLO MARTIN", "LUCIA LOPEZ", "JAVIER SANZ", "MARTA DIAZ"],
        "transfer": "BIZUM ENVIADO A {name} {ref}",
        "transfer_amt": ["10.00", "15.00", "20.00", "25.00", "50.00", "12.50"],
        "parking": ["EMPARK {city}", "TELPARK {ref}", "SABA APARCAMIENTOS {city}"],
        "parking_amt": ["3.50", "1.80", "5.20"],
        "app": ["APPLE.COM/BILL CORK", "GOOGLE *Google Play {ref}"],
        "app_amt": ["0.99", "1.99", "2.99", "4.99", "0.99"],
        "haircut": "PELUQUERIA ESTILO {city}", "haircut_amt": ["15.00", "18.00", "22.00"],
        "misc": ["FARMACIA {city} {store}", "ZARA {city}", "EL CORTE INGLES {store}", "LEROY MERLIN {city}",
                 "FNAC {city}", "DECATHLON {store}", "PRIMOR {city}"],
        "misc_amt": (3, 180),
    },
    "ZH": {
        "coffee": ["瑞幸咖啡 {city}{store}店", "星巴克 {city}", "微信支付-Manner Coffee", "支付宝-瑞幸咖啡"],
        "coffee_menu": ["9.90", "13.90", "15.00", "19.90", "28.00", "32.00", "38.00"],
        "grocery": ["盒马鲜生 {city}{store}店", "永辉超市 {store}", "支付宝-盒马", "山姆会员商店 {city}"],
        "grocery_amt": (80, 520),
        "ride": ["滴滴出行", "支付宝-滴滴出行 {ref}", "微信支付-滴滴出行"],
        "ride_amt": (12, 85),
        "shop_kind": "shopping",
        "shop": ["京东商城 订单{ref}", "淘宝-天猫 {ref}", "拼多多 {ref}"],
        "shop_amt": (15, 900),
        "refund": "京东商城 退款 {ref}",
        "restaurant": ["美团外卖-{ref}", "饿了么-{ref}", "海底捞 {city}", "微信支付-老娘舅", "西贝莜面村 {city}",
                       "支付宝-肯德基"],
        "restaurant_amt": (18, 160), "restaurant_rate": 0.3,
        "fuel": ["中国石化加油站 {store}", "中国石油 {city}"],
        "fuel_amt": (200, 450),
        "atm": ["ATM取款 {city}{ref}"], "atm_rate": 0.2,
        "atm_amt": [100, 200, 500, 1000],
        "employers": ["代发工资-上海某某科技有限公司", "工资 {ref}", "代发薪-杭州某某网络"],
        "salary_amt": (9000, 28000), "payday": [10, 15, 5],
        "interest": "利息存入",
        "friends": ["张伟", "李娜", "王芳", "刘洋", "陈静"],
        "transfer": "微信转账-{name}",
        "transfer_amt": ["100.00", "200.00", "50.00", "500.00", "88.00", "66.00"],
        "parking": ["停车缴费-{city}", "支付宝-ETCP停车", "微信支付-捷停车"],
        "parking_amt": ["10.00", "5.00", "15.00"],
        "app": ["APPLE.COM/BILL", "支付宝-App Store & Apple Music"],
        "app_amt": ["6.00", "12.00", "18.00", "30.00", "6.00"],
        "haircut": "美发-{city}造型", "haircut_amt": ["68.00", "88.00", "128.00"],
        "misc": ["屈臣氏 {store}", "优衣库 {city}", "宜家家居 {city}", "万达影城 {store}", "大药房 {store}",
                 "支付宝-名创优品"],
        "misc_amt": (10, 800),
    },
}


# ----------------------------------------------------------------------------------------------
# Persona composition

def weighted_sample(rng: random.Random, items: list[Service], k: int) -> list[Service]:
    items = list(items)
    out: list[Service] = []
    while items and len(out) < k:
        s = rng.choices(items, weights=[x.weight for x in items])[0]
        out.append(s)
        items.remove(s)
    return out


def compose(rng: random.Random, locale: str, history_months: int) -> list[Plan]:
    """Chooses the true streams of a persona and the noise each one gets."""
    pool = POOLS[locale]
    by_group: dict[str, list[Service]] = {}
    for s in pool:
        by_group.setdefault(s.group, []).append(s)
    chosen: list[Service] = []

    def maybe(group: str, prob: float) -> Service | None:
        if group in by_group and rng.random() < prob:
            s = rng.choice(by_group[group])
            chosen.append(s)
            return s
        return None

    maybe("housing", 0.8)
    maybe("loan", 0.25)
    maybe("electric", 0.75)
    maybe("water", 0.45)
    maybe("telecom", 0.85)
    if rng.random() < 0.25:
        maybe("telecom", 1.0)
    maybe("insurance", 0.5)
    maybe("tv", 0.5)
    maybe("community", 0.4)
    maybe("broadband", 0.4)
    maybe("education", 0.2)
    gym = maybe("gym", 0.45)
    if gym and gym.catalog_id == "planet-fitness" and rng.random() < 0.7:
        chosen.append(by_group["gym-annual"][0])
    maybe("news", 0.2)
    maybe("weekly", 0.3)
    maybe("biweekly", 0.3)
    maybe("membership", 0.15)
    maybe("uber-one", 0.15)
    digital = weighted_sample(rng, by_group["digital"], rng.randint(2, 7))
    chosen += digital
    chosen = list(dict.fromkeys(chosen))   # a service once (two plans are added below)
    return plans_with_noise(rng, chosen, by_group, history_months)


def plans_with_noise(rng: random.Random, chosen: list[Service], by_group: dict[str, list[Service]],
                     history_months: int) -> list[Plan]:
    """An offer for each chosen service, a second plan of one of them, the noise each stream gets
    (ended, trial, mid-history start, price step, jitter, missed or doubled charges, a descriptor
    change, a month-end anchor), and maybe one brand-new (`early`) digital subscription."""
    plans = [Plan(s, rng.choice(s.offers)) for s in chosen]
    # Two plans of one service at different prices (two accounts, two family members).
    if rng.random() < 0.25:
        cands = [pl for pl in plans if len({o.price for o in pl.svc.offers if o.cycle == "monthly"}) >= 2
                 and pl.offer.cycle == "monthly"]
        if cands:
            pl = rng.choice(cands)
            other = rng.choice([o for o in pl.svc.offers if o.cycle == "monthly" and o.price != pl.offer.price])
            pl.two_plans = True
            plans.append(Plan(pl.svc, other, two_plans=True))
    # Noise per stream.
    for pl in plans:
        cyc = pl.offer.cycle
        r = rng.random()
        can_end = cyc in ("weekly", "biweekly", "monthly") or (cyc == "quarterly" and history_months >= 20)
        if can_end and r < 0.14 and pl.svc.group not in ("housing",):
            pl.lifecycle = "ended"
        elif pl.svc.group == "digital" and cyc == "monthly" and r < 0.26:
            pl.lifecycle = "trial"
        elif r < 0.38:
            pl.lifecycle = "mid"
        pl.step = bool(pl.offer.old) and rng.random() < 0.5
        if not pl.svc.shift and rng.random() < 0.35:
            pl.jitter = 1 if cyc in CYCLE_WEEKS else rng.randint(1, 3)
        pl.missed = cyc in ("weekly", "biweekly", "monthly") and rng.random() < 0.1
        pl.doubled = cyc == "monthly" and rng.random() < 0.05
        pl.desc_change = rng.random() < 0.12
        if cyc == "monthly" and pl.svc.anchor is None and rng.random() < 0.12:
            pl.anchor_day = rng.choice((29, 30, 31))
    # A brand-new subscription that has not yet shown enough charges (truth status `early`).
    if rng.random() < 0.3:
        taken = {pl.svc.merchant for pl in plans}
        fresh = [s for s in by_group["digital"] if s.merchant not in taken]
        if fresh:
            s = rng.choice(fresh)
            monthly = [o for o in s.offers if o.cycle == "monthly"]
            if monthly:
                plans.append(Plan(s, rng.choice(monthly), lifecycle="early"))
    return plans


def make_persona(seed: int, index: int) -> Persona:
    """Persona `index` of run `seed`; independent of the other personas."""
    rng = random.Random(seed * 1_000_003 + index * 7919 + 17)
    locale = LOCALE_PATTERN[index % len(LOCALE_PATTERN)]
    as_of = AS_OF_BASE + dt.timedelta(days=rng.randint(-30, 30))
    months = rng.randint(14, 26)
    start = add_months(as_of, -months) + dt.timedelta(days=1)
    p = Persona(f"p{index + 1:02d}", index, locale, LOCALES[locale], as_of, start, months,
                newest_first=rng.random() < 0.5)
    b = Builder(p, rng)
    build_streams(p, b, compose(rng, locale, months))
    b.negatives()
    split_exports(p, rng)
    return p


def build_streams(p: Persona, b: "Builder", plans: list[Plan]) -> list[tuple[Stream, Plan]]:
    """Builds each plan's stream into `p` (ids `pNN-s1`, …), falling back to a plainer life when
    the history cannot hold it; returns each stream with its plan."""
    built: list[tuple[Stream, Plan]] = []
    for plan in plans:
        for attempt in range(12):
            s = b.build_stream(plan, f"{p.id}-s{len(built) + 1}")
            if s:
                p.streams.append(s)
                built.append((s, plan))
                break
            # Fall back to a plainer life: keep the service, drop what could not fit.
            if attempt >= 3:
                plan.lifecycle = "early" if plan.lifecycle == "early" else "full"
                plan.missed = False
            if attempt >= 6:
                plan.jitter = 0
    return built


def split_exports(p: Persona, rng: random.Random) -> None:
    """Exports: one file, or two overlapping ones (months 1..k and k-overlap..end)."""
    start, as_of, months = p.start, p.as_of, p.months
    if months >= 16 and rng.random() < 0.3:
        cut_a = add_months(start, rng.randint(10, months - 4))
        cut_b = add_months(cut_a, -rng.randint(2, 5)) + dt.timedelta(days=1)
        p.files = [ExportFile(f"{p.id}-export-1.csv", start, cut_a), ExportFile(f"{p.id}-export-2.csv", cut_b, as_of)]
        lo, hi = cut_b, cut_a
        for s in p.streams:
            if any(lo <= p.txns[i].date <= hi for i in s.txns):
                s.features.append("overlap")
    else:
        p.files = [ExportFile(f"{p.id}-export.csv", start, as_of)]


def generate(seed: int, count: int) -> list[Persona]:
    return [make_persona(seed, i) for i in range(count)]


# ----------------------------------------------------------------------------------------------
# Writing

def rows_of(p: Persona, f: ExportFile) -> list[Txn]:
    rows = sorted((t for t in p.txns if f.first <= t.date <= f.last), key=lambda t: (t.date, t.seq))
    return rows[::-1] if p.newest_first else rows


def write_persona(p: Persona, folder: str) -> list[str]:
    """Writes the persona's export(s); returns their paths."""
    paths = []
    for f in p.files:
        path = os.path.join(folder, f.name)
        with open(path, "w", newline="", encoding="utf-8") as out:
            w = csv.writer(out, lineterminator="\n")
            w.writerow(["Date", "Description", "Amount", "Currency"])
            for t in rows_of(p, f):
                w.writerow([t.date.isoformat(), t.desc, fmt_minor(t.minor), p.currency])
        paths.append(path)
    return paths


def write_labels(p: Persona, folder: str) -> str:
    """Every generated transaction with its owner (for debugging a detector by hand)."""
    path = os.path.join(folder, f"{p.id}-labels.csv")
    with open(path, "w", newline="", encoding="utf-8") as out:
        w = csv.writer(out, lineterminator="\n")
        w.writerow(["Date", "Description", "Amount", "Currency", "Owner"])
        for t in sorted(p.txns, key=lambda t: (t.date, t.seq)):
            w.writerow([t.date.isoformat(), t.desc, fmt_minor(t.minor), p.currency, t.owner])
    return path


def truth_json(personas: list[Persona], seed: int) -> dict:
    out = {"seed": seed, "personas": []}
    for p in personas:
        kinds: dict[str, int] = {}
        for t in p.txns:
            if t.owner.startswith("n:"):
                k = t.owner.split(":")[1]
                kinds[k] = kinds.get(k, 0) + 1
        out["personas"].append({
            "id": p.id, "locale": p.locale, "currency": p.currency, "asOf": p.as_of.isoformat(),
            "historyStart": p.start.isoformat(), "months": p.months,
            "files": [{"name": f.name, "from": f.first.isoformat(), "to": f.last.isoformat()} for f in p.files],
            "transactions": len(p.txns), "negatives": kinds,
            "streams": [s.truth(p) for s in p.streams]})
    return out


def write_all(personas: list[Persona], folder: str, seed: int) -> dict[str, list[str]]:
    """Exports, labels and truth.json into folder; returns persona id -> export paths."""
    os.makedirs(folder, exist_ok=True)
    files = {}
    for p in personas:
        files[p.id] = write_persona(p, folder)
        write_labels(p, folder)
    with open(os.path.join(folder, "truth.json"), "w", encoding="utf-8") as out:
        json.dump(truth_json(personas, seed), out, ensure_ascii=False, indent=1)
    return files
