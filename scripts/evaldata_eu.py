"""Tuning family `eu` for `scripts/eval-detect --family eu`: Netherlands, Belgium and Austria (EUR),
written in the CSV layouts of real banks of those countries.

This is a TUNING family, like scripts/evaldata.py: it may be studied row by row, printed, debugged
against and tuned on (the blind family is the held-out one, which this module neither reads nor
imports). Python 3 standard library only; same seed -> byte-identical files.

What it reuses from scripts/evaldata.py (imported, not copied): the data model (Persona, Stream,
Txn, ExportFile), the truth rules (MIN_CHARGES, statuses, next dates, see evaldata's docstring),
`Plan`/`Builder` (every stream's schedule, noise and evidence), `plans_with_noise`,
`build_streams`, the hard negatives (`Builder.negatives`, fed with the NL/BE/AT tables `NEG`
below, which are registered into evaldata's NEG/CITIES under the new locale keys only), and
`split_exports` (one export or two overlapping ones). Truth is therefore the same as in the
tuning family; what differs is:

1. Countries and services. Personas are NL, BE or AT (4/3/3 in every ten), paying what people
   there pay: international brands (Netflix, Spotify, Disney+, YouTube Premium, iCloud+, Amazon
   Prime, Microsoft 365, Google One, ChatGPT Plus, Audible, Adobe, Dropbox, DAZN ...) and local
   ones (NL: Videoland, NLZIET, NPO Plus, KPN, Ziggo, Vodafone, Odido (renamed from T-Mobile),
   Vattenfall, Eneco, Essent, Zilveren Kruis/CZ/VGZ, waterboard and municipal taxes, MRB,
   Basic-Fit, NS Flex, ANWB, NRC, de Volkskrant, Storytel, HelloFresh; BE: Proximus, Telenet,
   Orange, VOO, Streamz, GoPlay, ENGIE, Luminus, the mutualiteit, De Standaard; AT: A1, Magenta,
   Drei, Wien Energie, ORF-Beitrag (renamed from GIS), Der Standard, McFit, Wiener Linien
   Jahreskarte, UNIQA, Wiener Städtische, ÖAMTC), plus rent to a person or a housing
   association, a mortgage, a loan, a local gym, a cleaner, a weekly vegetable box.
   Descriptors are structured as the banks carry them: a payee (legal entity: "Netflix
   International B.V.", "Vodafone Libertel B.V.", "T-Mobile Austria GmbH" for Magenta ...) and
   a purpose (Omschrijving / Mededeling / Verwendungszweck), SEPA direct debits with creditor ID
   (Incassant ID), mandate (Machtiging ID / Mandatsreferenz / Mandaatreferte) and a per-charge
   end-to-end reference (Kenmerk), card payments with terminal text, PayPal Europe S.a.r.l. et
   Cie S.C.A as payee with the merchant only in the purpose, Adyen ("Spotify by Adyen") and
   Mollie ("Stichting Mollie Payments") collections, Apple/Google billing.
   catalogId: the id of Sources/SubscanDetect/Resources/catalog.json where the brand is there;
   a slug for well-known brands the catalog lacks (`MISSING_FROM_CATALOG`); null for local
   businesses, landlords, people, authorities and lenders (their label's first distinctive word
   is the name a person recognises).

2. Export formats. Each persona banks with one real bank of its country and its exports are
   written in that bank's CSV layout (shapes from the samples in shared/formats and
   Fixtures/csv/real, rows invented): ING NL (`Naam / Omschrijving`, `Af Bij`, `Mededelingen`;
   the comma layout or the semicolon one with `Saldo na mutatie`), Knab (preamble line,
   `CreditDebet` C/D, `Tegenrekeninghouder`, `Omschrijving`, `Machtigingsnummer`, `Incassant ID`),
   ASN (no header, signed dot amounts, quoted-in-apostrophes description), KBC BE (`Omschrijving`
   as the bank composes it, `Naam tegenpartij`, `Vrije mededeling`, debet/credit columns,
   latin-1, space padding), easybank AT (no header, fixed-width booking text with BG/FE/OG/VD/MC
   codes, explicit +/- signs, latin-1, CRLF), ING AT (`Text`, `Soll`/`Haben`, latin-1) and
   Raiffeisen AT (ELBA: no header, quoted booking text, trailing empty fields). Sign conventions,
   decimal commas, date forms, ordering (newest first or oldest first) and encodings follow the
   bank. Rows in the overlap of two exports are byte-identical (running balances and statement
   numbers are computed over the whole account).

Each generated transaction's `desc` (truth.json, pNN-labels.csv) is the row's text as the bank
prints it: payee and purpose joined with " | " where the layout has both (ING NL, Knab, ASN), the
bank's composed booking text otherwise (KBC, easybank, ING AT, Raiffeisen). It is not what subscan
makes of the row, so the scorer's description tie-break rarely applies (few date + amount pairs
repeat). Amounts in truth are the signed amounts subscan reads (money out negative), so the
scorer's date + amount lookup works across all layouts. truth.json also names each persona's
bank and IBAN.

Simplifications: Basic-Fit bills every four weeks in NL/BE, modelled monthly (no truth cycle for
it); municipal and waterboard taxes paid in 8-10 monthly instalments are modelled as one yearly
charge; ING NL's English-language export (`Name / Description`, `Debit/credit`, `Notifications`)
is not generated because subscan does not read it yet.
"""
from __future__ import annotations

import calendar
import datetime as dt
import hashlib
import json
import os
import random
import sys
from dataclasses import dataclass, field

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import evaldata as ed  # noqa: E402
from evaldata import Plan, Service, _svc  # noqa: E402

LABEL = ("eu (NL, BE, AT in EUR; exports in the ING NL, Knab, ASN, KBC, easybank, ING AT and Raiffeisen AT "
         "layouts; a tuning family)")
LOCALES = {"NL": "EUR", "BE": "EUR", "AT": "EUR"}
# Locale of persona i: 4 NL, 3 BE, 3 AT in every ten.
LOCALE_PATTERN = ("NL", "BE", "AT", "NL", "AT", "BE", "NL", "AT", "NL", "BE")
# The banks of each country and how often a persona of that country banks there.
BANKS = {"NL": (("ing-nl", 0.5), ("knab-nl", 0.25), ("asn-nl", 0.25)),
         "BE": (("kbc-be", 1.0),),
         "AT": (("easybank-at", 0.25), ("ing-at", 0.25), ("raiffeisen-at", 0.25))}
# Brands that get a catalogId although Sources/SubscanDetect/Resources/catalog.json has no entry.
MISSING_FROM_CATALOG = ("nlziet", "essent", "zilveren-kruis", "cz", "vgz", "nrc", "volkskrant", "streamz",
                        "goplay", "luminus", "christelijke-mutualiteit", "solidaris", "de-standaard", "drei",
                        "wien-energie", "der-standard", "wiener-linien", "wiener-staedtische", "oeamtc")
# Payees that collect for someone else (the merchant is in the purpose, or in the payee's suffix).
INTERMEDIARIES = ("PAYPAL", "STICHTING MOLLIE", "MOLLIE", "ADYEN", "STRIPE", "APPLE.COM/BILL", "GOOGLE *",
                  "GOOGLE PAYMENT", " BY ADYEN")


# ----------------------------------------------------------------------------------------------
# Descriptor templates
#
# A template is "KIND|PAYEE|PURPOSE|k=v;k=v" (evaldata's `fill` fills {ref} {hex} {amz} {pp}
# {city} {store} per charge; this module fills [[tokens]] from the charge date and the stream):
#   DD     SEPA direct debit (creditor, remittance info; opts org= the creditor whose creditor ID
#          and IBAN it is, cc= its country, bank= its bank code, other= an ultimate creditor)
#   CARD   card payment at a terminal or online (payee = terminal text; opts city=, cc=, fx=)
#   SO     standing order (periodieke overboeking / Dauerauftrag / doorlopende opdracht)
#   TRF    one-off transfer            IDEAL  online payment (iDEAL / eps / Bancontact online)
#   INC    money in (salary, refund)   ATM    cash withdrawal
# Tokens: [[cust]] customer/contract/policy number of the stream, [[plate]] a licence plate,
# [[mon_nl]] [[mon_de]] [[mon_fr]] month and year, [[mm]] [[yyyy]] [[q]] [[week]] [[ddmmyyyy]],
# [[period_nl]] "01-11-2026 t/m 30-11-2026".

def dd(payee: str, purpose: str, org: str | None = None, cc: str = "", bank: str = "", other: str = "") -> str:
    opts = [f"org={org or payee}"]
    if cc:
        opts.append(f"cc={cc}")
    if bank:
        opts.append(f"bank={bank}")
    if other:
        opts.append(f"other={other}")
    return f"DD|{payee}|{purpose}|{';'.join(opts)}"


def card(payee: str, city: str = "", cc: str = "", fx: str = "") -> str:
    opts = []
    if city:
        opts.append(f"city={city}")
    if cc:
        opts.append(f"cc={cc}")
    if fx:
        opts.append(f"fx={fx}")
    return f"CARD|{payee}||{';'.join(opts)}"


def local(*names: str) -> list[str]:
    """Card payments at shops of the persona's town."""
    return [card(n, "{city}") for n in names]


def so(payee: str, purpose: str) -> str:
    return f"SO|{payee}|{purpose}|"


def paypal(merchant: str, lang: str) -> str:
    """PayPal's SEPA direct debit: PayPal Europe is the creditor, the merchant is in the purpose."""
    if lang == "de":
        purpose = f"PP.{{store}}.PP . {merchant}, Ihr Einkauf bei {merchant}"
    elif lang == "fr":
        purpose = f"{{pp}} PAYPAL . {merchant}, Votre achat chez {merchant}"
    else:
        purpose = f"{{pp}}/PAYPAL . {merchant}, Uw aankoop bij {merchant}"
    return dd("PayPal Europe S.a.r.l. et Cie S.C.A", purpose, org="PayPal Europe", cc="LU", bank="PPLX")


def mollie(merchant: str, what: str) -> str:
    return dd("Stichting Mollie Payments", f"tr_{{hex}} {merchant} {what}", org="Stichting Mollie Payments",
              bank="ABNA")


# ----------------------------------------------------------------------------------------------
# Services

def _digital_common(lang: str, cc: str) -> list[Service]:
    """International brands, with the descriptors a Dutch, Belgian or Austrian account shows."""
    nl = lang == "nl"
    return [
        _svc("Netflix", "netflix", "streaming", "digital",
             [("monthly", "8.99", "7.99"), ("monthly", "13.99", "12.99"), ("monthly", "19.99", "17.99")],
             [dd("Netflix International B.V.", "Netflix {ref}{ref}" if nl else "Netflix Abo {ref}", org="Netflix",
                 cc="NL", bank="ABNA"),
              card("NETFLIX.COM", "Amsterdam", "NLD"), paypal("Netflix International B.V.", lang)], weight=3),
        _svc("Spotify", "spotify", "music", "digital",
             [("monthly", "11.99", "10.99"), ("monthly", "16.99", "14.99"), ("monthly", "19.99", "17.99")],
             [dd("Spotify by Adyen", f"Spotify{cc} P{{hex}}", org="Adyen Spotify", cc="NL", bank="ABNA",
                 other=f"Spotify{cc}"),
              card("Spotify P{hex}", "Stockholm", "SWE"), paypal("Spotify AB", lang)], weight=3),
        _svc("Apple iCloud+", "apple-icloud", "cloud", "digital",
             [("monthly", "0.99"), ("monthly", "2.99"), ("monthly", "9.99")],
             [card("APPLE.COM/BILL", "Cork", "IRL"), card("APPLE.COM/BILL ITUNES.COM", "Cork", "IRL")], weight=3),
        _svc("Disney+", "disney-plus", "streaming", "digital",
             [("monthly", "10.99", "9.99"), ("monthly", "5.99"), ("yearly", "109.90", "99.90")],
             [card("DisneyPLUS", "Amsterdam", "NLD"), card("DISNEY PLUS {ref}", "London", "GBR"),
              paypal("The Walt Disney Company (Benelux) B.V." if lang != "de" else "Disney Plus", lang)], weight=2),
        _svc("YouTube Premium", "youtube-premium", "streaming", "digital",
             [("monthly", "12.99", "11.99"), ("monthly", "25.99", "17.99")],
             [card("Google YouTubePremium", "g.co/helppay#", "IRL"),
              card("GOOGLE *YouTube Premium", "g.co/helppay#", "IRL")], weight=2),
        _svc("Microsoft 365", "microsoft-365", "software", "digital",
             [("monthly", "10.00"), ("yearly", "99.00"), ("yearly", "129.00", "99.00")],
             [card("Microsoft*Microsoft 365 P", "msbill.info", "IRL"), card("MSFT * E0{ref}{ref}", "msbill.info", "IRL"),
              paypal("Microsoft Ireland Operations Ltd", lang)]),
        _svc("Google One", "google-one", "cloud", "digital",
             [("monthly", "1.99"), ("monthly", "2.99"), ("monthly", "9.99"), ("yearly", "19.99")],
             [card("GOOGLE *Google One", "g.co/helppay#", "IRL"), card("Google One {hex}", "g.co/helppay#", "IRL")]),
        _svc("Dropbox", "dropbox", "cloud", "digital", [("monthly", "11.99"), ("yearly", "119.88")],
             [card("DROPBOX*{amz}", "Dublin", "IRL"), card("Dropbox {amz}", "dropbox.com", "IRL")]),
        _svc("Adobe Creative Cloud", "adobe-creative-cloud", "software", "digital",
             [("monthly", "11.99"), ("monthly", "66.45", "61.95"), ("yearly", "143.88")],
             [card("ADOBE *ADOBE", "Dublin", "IRL"), paypal("Adobe Systems Software Ireland Ltd", lang)]),
    ]


POOLS: dict[str, list[Service]] = {
    "NL": _digital_common("nl", "NL") + [
        _svc("Amazon Prime", "amazon-prime", "membership", "digital", [("monthly", "4.99", "3.99"), ("yearly", "49.90")],
             [card("AMAZON PRIME*{amz}", "amzn.nl/prm", "LUX"), card("Amazon.nl Prime {amz}", "amazon.nl", "LUX")],
             weight=2),
        _svc("ChatGPT Plus", "chatgpt-plus", "software", "digital", [("monthly", "23.00")],
             [card("OpenAI *ChatGPT Subscr", "San Francisco", "USA"), card("OPENAI *CHATGPT SUBSCR", "openai.com", "USA")],
             weight=2),
        _svc("Videoland", "videoland", "streaming", "digital",
             [("monthly", "5.99", "4.99"), ("monthly", "9.99", "8.99"), ("monthly", "14.99", "12.99")],
             [dd("RTL Nederland Interactief B.V.", "Videoland abonnement [[cust]] {ref}", org="RTL Nederland"),
              dd("Videoland by Adyen", "Videoland {hex}", org="Adyen Videoland", bank="ABNA", other="Videoland")],
             weight=2),
        _svc("NLZIET", "nlziet", "streaming", "digital", [("monthly", "8.95", "7.95"), ("monthly", "12.95")],
             [dd("NLZIET Cooperatief U.A.", "NLZIET abonnement [[mon_nl]]", org="NLZIET"),
              mollie("NLZIET", "abonnement [[mon_nl]]")]),
        _svc("NPO Plus", "npo-plus", "streaming", "digital", [("monthly", "2.99"), ("yearly", "29.95")],
             [dd("NPO", "NPO Plus abonnement {ref}", org="NPO"), mollie("NPO Plus", "abonnement")]),
        _svc("Audible", "audible", "books", "digital", [("monthly", "9.95")],
             [card("Audible Ltd*{amz}", "adbl.co/pymt", "GBR"), card("AUDIBLE*{amz}", "amzn.nl", "LUX")]),
        _svc("Storytel", "storytel", "books", "digital", [("monthly", "14.99", "13.99"), ("monthly", "9.99")],
             [dd("Storytel B.V.", "Storytel abonnement {ref}", org="Storytel"), paypal("Storytel B.V.", "nl")]),
        _svc("NRC", "nrc", "news", "news", [("monthly", "24.50", "22.50")],
             [dd("NRC Media B.V.", "NRC abonnement [[cust]] periode [[period_nl]]", org="NRC")], shift=True),
        _svc("de Volkskrant", "volkskrant", "news", "news", [("monthly", "29.50", "27.00"), ("quarterly", "79.50")],
             [dd("DPG Media B.V.", "ABONNR [[cust]] DE VOLKSKRANT VANAF [[ddmmyyyy]] INCL 9 PCT BTW", org="DPG Media"),
              dd("DE VOLKSKRANT B V", "ABONNR [[cust]] DE VOLKSKRANT VANAF [[ddmmyyyy]]", org="DPG Media")], shift=True),
        _svc("KPN", "kpn", "telecom", "telecom", [("monthly", "52.00", "49.50"), ("monthly", "39.00")],
             [dd("KPN B.V.", "Factuurnummer {ref}{ref} Klantnummer [[cust]]", org="KPN")], shift=True),
        _svc("Ziggo", "ziggo", "telecom", "telecom", [("monthly", "61.50", "58.25")],
             [dd("Ziggo Services B.V.", "Ziggo factuur {ref}{ref} klantnummer [[cust]]", org="Ziggo")], shift=True),
        _svc("Vodafone", "vodafone", "telecom", "telecom", [("monthly", "27.50", "25.00")],
             [dd("Vodafone Libertel B.V.", "Vodafone factuur {ref} klantnr [[cust]]", org="Vodafone Libertel")],
             shift=True, var=0.04),
        _svc("Odido", "odido", "telecom", "telecom", [("monthly", "24.00", "21.50")],
             [dd("T-Mobile Netherlands B.V.", "T-Mobile factuur {ref}{ref} klantnr [[cust]]", org="T-Mobile NL"),
              dd("Odido Netherlands B.V.", "Odido factuur {ref}{ref} klantnr [[cust]]", org="T-Mobile NL")],
             shift=True, rename=True),
        _svc("Vattenfall", "vattenfall", "utility", "electric", [("monthly", "134.00", "118.00")],
             [dd("Vattenfall Klantenservice N.V.", "Termijnbedrag [[mon_nl]] Klantnummer [[cust]]", org="Vattenfall")],
             shift=True),
        _svc("Eneco", "eneco", "utility", "electric", [("monthly", "142.00", "127.00")],
             [dd("Eneco Consumenten B.V.", "Voorschot [[mon_nl]] klantnr [[cust]]", org="Eneco")], shift=True),
        _svc("Essent", "essent", "utility", "electric", [("monthly", "119.00", "108.00")],
             [dd("Essent Retail Energie B.V.", "Termijnbedrag Essent [[mm]]-[[yyyy]] [[cust]]", org="Essent")],
             shift=True),
        _svc("Vitens water", None, "utility", "water", [("monthly", "21.40"), ("quarterly", "64.20")],
             [dd("Vitens N.V.", "Voorschot drinkwater [[mon_nl]] Klantnummer [[cust]]", org="Vitens")], shift=True),
        _svc("Evides water", None, "utility", "water", [("monthly", "19.80")],
             [dd("Evides N.V.", "Termijn water [[mm]]-[[yyyy]] [[cust]]", org="Evides")], shift=True),
        _svc("Zilveren Kruis", "zilveren-kruis", "insurance", "health", [("monthly", "158.45", "149.20")],
             [dd("Zilveren Kruis Zorgverzekeringen N.V.", "Premie [[mon_nl]] Relatienummer [[cust]]",
                 org="Zilveren Kruis")], shift=True),
        _svc("CZ", "cz", "insurance", "health", [("monthly", "154.10", "146.30")],
             [dd("CZ Zorgverzekeringen", "Premie zorgverzekering [[mm]]-[[yyyy]] Relatienr [[cust]]", org="CZ")],
             shift=True),
        _svc("VGZ", "vgz", "insurance", "health", [("monthly", "151.95", "143.50")],
             [dd("VGZ Zorgverzekeraar N.V.", "Premie [[mon_nl]] Relatienummer [[cust]]", org="VGZ")], shift=True),
        _svc("Polderzeker inboedelverzekering", None, "insurance", "insurance",
             [("monthly", "18.65"), ("yearly", "214.20", "199.80"), ("semiannual", "109.80")],
             [dd("Polderzeker Verzekeringen N.V.", "Polis [[cust]] premie [[mon_nl]]", org="Polderzeker")], shift=True),
        _svc("Gemeente belastingen", None, "utility", "tax", [("yearly", "412.60", "398.20")],
             [dd("Gemeente {city}", "Aanslag gemeentelijke belastingen [[yyyy]] aanslagnr {ref}{ref}",
                 org="Gemeente {city}", bank="BNGH")], shift=True),
        _svc("GBLT waterschapsbelasting", None, "utility", "tax", [("yearly", "324.85", "311.40")],
             [dd("GBLT", "GBLT aanslag waterschapsbelasting [[yyyy]] Betaalkenmerk {ref}{ref}", org="GBLT",
                 bank="DEUT")], shift=True),
        _svc("Belastingdienst motorrijtuigenbelasting", None, "utility", "tax",
             [("quarterly", "142.00"), ("monthly", "47.33")],
             [dd("BELASTINGDIENST", "[[plate]] [[period_nl]] MEER INFO WWW.BELASTINGDIENST.NL", org="Belastingdienst")],
             shift=True),
        _svc("Rent - M. Jansen", None, "housing", "housing", [("monthly", "1250.00", "1195.00")],
             [so("M. Jansen", "Huur [[mon_nl]] Kerkstraat 12"), so("M JANSEN", "huur woning Kerkstraat 12")],
             shift=True, anchor=1),
        _svc("Rent - Ymere", None, "housing", "housing", [("monthly", "842.35", "815.10")],
             [dd("Stichting Ymere", "Huur [[mon_nl]] contractnr [[cust]]", org="Ymere")], shift=True, anchor=1),
        _svc("Obvion (mortgage)", None, "housing", "housing", [("monthly", "1104.62")],
             [dd("Obvion N.V.", "Hypotheek [[cust]] termijn [[mm]]-[[yyyy]]", org="Obvion")], shift=True, anchor=1),
        _svc("VvE Parkzicht (community)", None, "housing", "community", [("monthly", "145.00")],
             [dd("VvE Parkzicht", "Servicekosten [[mon_nl]] appartement 14", org="VvE Parkzicht")], shift=True),
        _svc("Freo (loan)", None, "loan", "loan", [("monthly", "212.40")],
             [dd("Freo", "Aflossing lening [[cust]] [[mm]]-[[yyyy]]", org="Freo")], shift=True),
        _svc("Basic-Fit", "basic-fit", "gym", "gym", [("monthly", "29.99", "24.99")],
             [dd("Basic-Fit Nederland B.V.", "Lidmaatschap [[cust]] {ref}", org="Basic-Fit")]),
        _svc("Bosrand Sportcentrum", None, "gym", "gym", [("monthly", "39.50")],
             [dd("Sportcentrum Bosrand B.V.", "Contributie [[mon_nl]] lidnr [[cust]]", org="Bosrand"),
              mollie("Sportcentrum Bosrand", "contributie [[mon_nl]]")], anchor=1),
        _svc("ANWB Wegenwacht", "anwb", "membership", "membership", [("yearly", "112.00", "104.50"), ("monthly", "9.95")],
             [dd("ANWB B.V.", "Contributie ANWB Wegenwacht [[yyyy]] Lidnr [[cust]]", org="ANWB")], shift=True),
        _svc("NS Flex", "ns", "transport", "transport", [("monthly", "32.00")],
             [dd("NS Reizigers B.V.", "NS Flex [[mon_nl]] klantnr [[cust]]", org="NS Reizigers")], var=0.2),
        _svc("HelloFresh", "hellofresh", "food-box", "weekly", [("weekly", "61.99", "57.99")],
             [dd("HelloFresh Benelux B.V.", "HelloFresh box week [[week]] {ref}", org="HelloFresh Benelux"),
              mollie("HelloFresh", "box week [[week]]")]),
        _svc("Akkerkist groentetas", None, "food-box", "weekly", [("weekly", "24.50")],
             [dd("Akkerkist B.V.", "Groentetas week [[week]] klant [[cust]]", org="Akkerkist")]),
        _svc("Bakker schoonmaak", None, "home-service", "biweekly", [("biweekly", "70.00")],
             [so("S. Bakker", "Schoonmaak"), so("S Bakker", "schoonmaak [[ddmmyyyy]]")]),
    ],
    "BE": _digital_common("nl", "BE") + [
        _svc("Amazon Prime", "amazon-prime", "membership", "digital", [("monthly", "6.99"), ("yearly", "69.90")],
             [card("AMAZON PRIME*{amz}", "amazon.fr/prm", "LUX"), card("Amazon Prime BE*{amz}", "amzn.eu", "LUX")],
             weight=2),
        _svc("ChatGPT Plus", "chatgpt-plus", "software", "digital", [("monthly", "18.50")],
             [card("OPENAI *CHATGPT SUBSCR", "San Francisco", "USA", fx="USD 20,00")], fx=True),
        _svc("Streamz", "streamz", "streaming", "digital", [("monthly", "12.95", "11.95"), ("monthly", "6.95")],
             [dd("Streamz BV", "Streamz abonnement {ref}{ref}", org="Streamz", cc="BE", bank="GEBA"),
              card("STREAMZ.BE", "Vilvoorde", "BEL")], weight=2),
        _svc("GoPlay", "goplay", "streaming", "digital", [("monthly", "4.99")],
             [card("GOPLAY.BE", "Vilvoorde", "BEL"), card("DPG Media GoPlay", "Antwerpen", "BEL")]),
        _svc("Audible", "audible", "books", "digital", [("monthly", "9.95")],
             [card("Audible Ltd*{amz}", "adbl.co/pymt", "GBR")]),
        _svc("De Standaard", "de-standaard", "news", "news", [("monthly", "24.99", "22.99")],
             [dd("Mediahuis NV", "DS Digitaal abonnement [[cust]] [[mon_nl]]", org="Mediahuis", cc="BE",
                 bank="GEBA")], shift=True),
        _svc("Proximus", "proximus", "telecom", "telecom", [("monthly", "79.99", "74.99"), ("monthly", "25.00")],
             [dd("PROXIMUS NV", "Factuur {ref}{ref} klantnummer [[cust]]", org="Proximus", cc="BE", bank="BBRU")],
             shift=True),
        _svc("Telenet", "telenet", "telecom", "telecom", [("monthly", "89.95", "84.95"), ("monthly", "30.00")],
             [dd("Telenet BV", "Factuur {ref}{ref} [[cust]]", org="Telenet", cc="BE", bank="KRED")], shift=True),
        _svc("Orange Belgium", "orange-belgium", "telecom", "telecom", [("monthly", "35.00", "32.00")],
             [dd("Orange Belgium SA", "Facture {ref}{ref} client [[cust]]", org="Orange Belgium", cc="BE",
                 bank="BBRU")], shift=True, var=0.04),
        _svc("VOO", "voo", "telecom", "telecom", [("monthly", "64.90", "59.90")],
             [dd("VOO SA", "Facture VOO {ref}{ref} client [[cust]]", org="VOO", cc="BE", bank="GKCC")], shift=True),
        _svc("ENGIE", "engie", "utility", "electric", [("monthly", "145.00", "128.00")],
             [dd("ENGIE Electrabel", "Voorschotfactuur {ref}{ref} klantnummer [[cust]]", org="Electrabel", cc="BE",
                 bank="BBRU")], shift=True),
        _svc("Luminus", "luminus", "utility", "electric", [("monthly", "132.00", "121.00")],
             [dd("Luminus NV", "Voorschot elektriciteit en gas [[mon_nl]] [[cust]]", org="Luminus", cc="BE",
                 bank="GEBA")], shift=True),
        _svc("De Watergroep", None, "utility", "water", [("quarterly", "78.00"), ("monthly", "26.00")],
             [dd("De Watergroep", "Voorschotfactuur water {ref}{ref} klant [[cust]]", org="De Watergroep", cc="BE",
                 bank="GKCC")], shift=True),
        _svc("Christelijke Mutualiteit", "christelijke-mutualiteit", "insurance", "health",
             [("quarterly", "34.20"), ("yearly", "136.80", "128.40")],
             [dd("Christelijke Mutualiteit", "Bijdrage aanvullende verzekering [[q]]e kwartaal [[yyyy]] lidnr [[cust]]",
                 org="CM", cc="BE", bank="BBRU")], shift=True),
        _svc("Solidaris", "solidaris", "insurance", "health", [("yearly", "118.00", "109.00")],
             [dd("Mutualite Solidaris", "Cotisation assurance complementaire [[yyyy]] [[cust]]", org="Solidaris",
                 cc="BE", bank="BBRU")], shift=True),
        _svc("AXA", "axa", "insurance", "insurance",
             [("yearly", "412.35", "389.10"), ("monthly", "36.40"), ("semiannual", "206.20")],
             [dd("AXA Belgium", "Polis [[cust]] premie [[mon_nl]]", org="AXA Belgium", cc="BE", bank="BBRU")],
             shift=True),
        _svc("Rent - Peeters", None, "housing", "housing", [("monthly", "895.00", "860.00")],
             [so("PEETERS - JANSSENS", "huur appartement [[mon_nl]]"), so("Peeters Marc", "huur [[mm]]/[[yyyy]]")],
             shift=True, anchor=1),
        _svc("Woningkrediet (mortgage)", None, "housing", "housing", [("monthly", "968.44")],
             [dd("KBC Bank", "TERUGBETALING WONINGKREDIET REFERENTIE [[cust]]", org="KBC woonkrediet", cc="BE",
                 bank="KRED")], shift=True),
        _svc("VME Residentie Zonneweelde (community)", None, "housing", "community", [("quarterly", "450.00")],
             [so("VME Residentie Zonneweelde", "voorschot werkingskosten [[q]]e kwartaal [[yyyy]]")], shift=True),
        _svc("Alpha Credit (loan)", None, "loan", "loan", [("monthly", "184.90")],
             [dd("ALPHA CREDIT", "[[cust]] AFLOSSING [[mm]]/[[yyyy]]", org="Alpha Credit", cc="BE", bank="GEBA")],
             shift=True),
        _svc("Basic-Fit", "basic-fit", "gym", "gym", [("monthly", "29.99", "24.99")],
             [dd("Basic-Fit Belgium BV", "Lidmaatschap [[cust]] {ref}", org="Basic-Fit Belgium", cc="BE",
                 bank="BBRU")]),
        _svc("Olympos Fitness", None, "gym", "gym", [("monthly", "42.00")],
             [dd("Olympos Fitness BV", "Lidgeld [[mon_nl]] lid [[cust]]", org="Olympos", cc="BE", bank="KRED")],
             anchor=1),
        _svc("HelloFresh", "hellofresh", "food-box", "weekly", [("weekly", "64.99", "59.99")],
             [dd("HelloFresh Belgium NV", "HelloFresh box week [[week]] {ref}", org="HelloFresh BE", cc="BE",
                 bank="BBRU")]),
        _svc("Veldvers groentepakket", None, "food-box", "weekly", [("weekly", "22.00")],
             [dd("Veldvers BV", "Groentepakket week [[week]] klant [[cust]]", org="Veldvers", cc="BE", bank="GKCC")]),
        _svc("Janssens poetsdienst", None, "home-service", "biweekly", [("biweekly", "62.00")],
             [so("Janssens An", "poetsen"), so("JANSSENS AN", "poetsdienst [[ddmmyyyy]]")]),
    ],
    "AT": _digital_common("de", "AT") + [
        _svc("Amazon Prime", "amazon-prime", "membership", "digital", [("monthly", "8.99"), ("yearly", "89.90")],
             [card("AMAZON PRIME*{amz}", "amazon.de/prm", "LUX"),
              dd("AMAZON EU S.A R.L., NIEDERLASSUNG DEUTSCHLAND", "{amz} Amazon Prime amazon.de/prm", org="Amazon EU",
                 cc="DE", bank="DEUT")], weight=2),
        _svc("ChatGPT Plus", "chatgpt-plus", "software", "digital", [("monthly", "18.50")],
             [card("OPENAI *CHATGPT SUBSCR", "San Francisco", "USA", fx="USD 20,00")], fx=True, weight=2),
        _svc("Audible", "audible", "books", "digital", [("monthly", "9.95")],
             [dd("Audible GmbH", "Audible Abo {ref}{ref}", org="Audible GmbH", cc="DE", bank="DEUT"),
              card("Audible GmbH*{amz}", "audible.de", "DEU")]),
        _svc("DAZN", "dazn", "streaming", "digital", [("monthly", "34.99", "29.99")],
             [card("DAZN Limited", "London", "GBR"), paypal("DAZN Limited", "de")]),
        _svc("Der Standard", "der-standard", "news", "news", [("monthly", "15.90", "13.90")],
             [dd("STANDARD Verlagsgesellschaft m.b.H.", "derStandard Abo [[cust]] [[mon_de]]", org="Der Standard",
                 cc="AT", bank="BKAU")], shift=True),
        _svc("A1", "a1-telekom-austria", "telecom", "telecom", [("monthly", "39.90", "34.90"), ("monthly", "24.90")],
             [dd("A1 Telekom Austria AG", "Rechnung {ref}{ref} Kundennr. [[cust]]", org="A1", cc="AT", bank="BKAU")],
             shift=True),
        _svc("Magenta", "magenta-telekom", "telecom", "telecom", [("monthly", "35.00", "30.00")],
             [dd("T-Mobile Austria GmbH", "Magenta Rechnung {ref}{ref} KdNr [[cust]]", org="T-Mobile Austria",
                 cc="AT", bank="BKAU")], shift=True, var=0.04),
        _svc("Drei", "drei", "telecom", "telecom", [("monthly", "25.00", "22.00")],
             [dd("Hutchison Drei Austria GmbH", "Drei Rechnung {ref}{ref} Kundennummer [[cust]]", org="Drei",
                 cc="AT", bank="RZBA")], shift=True),
        _svc("Wien Energie", "wien-energie", "utility", "electric", [("monthly", "98.00", "86.00")],
             [dd("Wien Energie GmbH", "Teilbetrag [[mon_de]] Vertragskonto [[cust]]", org="Wien Energie", cc="AT",
                 bank="BKAU")], shift=True),
        _svc("Alpenstrom Energie", None, "utility", "electric", [("monthly", "74.00"), ("quarterly", "219.00")],
             [dd("Alpenstrom Energie GmbH", "Teilzahlung Strom [[mm]]/[[yyyy]] Kd.Nr. [[cust]]", org="Alpenstrom",
                 cc="AT", bank="RZBA")], shift=True, var=0.1),
        _svc("ORF-Beitrag", "orf-beitrag", "utility", "tv", [("monthly", "18.59")],
             [dd("GIS Gebuehren Info Service GmbH", "GIS Teilnehmernr [[cust]] [[mon_de]]", org="ORF Beitrag", cc="AT",
                 bank="BKAU"),
              dd("ORF-Beitrags Service GmbH", "ORF-Beitrag Beitragsnr [[cust]] [[mon_de]]", org="ORF Beitrag", cc="AT",
                 bank="BKAU")], shift=True, rename=True),
        _svc("UNIQA", "uniqa", "insurance", "insurance",
             [("monthly", "48.20", "45.10"), ("quarterly", "142.60"), ("semiannual", "281.40", "268.20")],
             [dd("UNIQA Österreich Versicherungen AG", "Polizze [[cust]] Prämie [[mon_de]]", org="UNIQA", cc="AT",
                 bank="BKAU")], shift=True),
        _svc("Wiener Städtische", "wiener-staedtische", "insurance", "insurance",
             [("monthly", "36.80"), ("yearly", "418.00", "395.00"), ("semiannual", "211.50")],
             [dd("WIENER STÄDTISCHE Versicherung AG Vienna Insurance Group", "Pol.Nr. [[cust]] Prämie [[mm]]/[[yyyy]]",
                 org="Wiener Staedtische", cc="AT", bank="GIBA")], shift=True),
        _svc("Wiener Linien Jahreskarte", "wiener-linien", "transport", "transport",
             [("yearly", "467.00", "365.00"), ("monthly", "40.00", "33.00")],
             [dd("WIENER LINIEN GmbH & Co KG", "Jahreskarte [[cust]] Abbuchung [[mon_de]]", org="Wiener Linien",
                 cc="AT", bank="BKAU")], shift=True),
        _svc("ÖAMTC", "oeamtc", "membership", "membership", [("yearly", "94.00", "88.00")],
             [dd("ÖAMTC", "Mitgliedsbeitrag [[yyyy]] Mitgl.Nr. [[cust]]", org="OEAMTC", cc="AT", bank="BKAU")],
             shift=True),
        _svc("Miete - Huber", None, "housing", "housing", [("monthly", "980.00", "940.00")],
             [so("Mag. Eva Huber", "Miete Top 7 [[mon_de]]"), so("Eva Huber", "Miete [[mm]]/[[yyyy]] Top 7")],
             shift=True, anchor=1),
        _svc("Miete - Sozialbau", None, "housing", "housing", [("monthly", "712.48", "688.30")],
             [dd("Sozialbau AG", "Miete [[mon_de]] Vertrag [[cust]]", org="Sozialbau", cc="AT", bank="BKAU")],
             shift=True, anchor=1),
        _svc("Bausparkasse Wüstenrot (mortgage)", None, "housing", "housing", [("monthly", "845.20")],
             [dd("Bausparkasse Wüstenrot AG", "Darlehen [[cust]] Rate [[mm]]/[[yyyy]]", org="Wuestenrot", cc="AT",
                 bank="BKAU")], shift=True),
        _svc("Santander Consumer Bank (loan)", None, "loan", "loan", [("monthly", "167.35")],
             [dd("Santander Consumer Bank GmbH", "Kredit [[cust]] Rate [[mm]]/[[yyyy]]", org="Santander AT", cc="AT",
                 bank="BKAU")], shift=True),
        _svc("McFit", "mcfit", "gym", "gym", [("monthly", "29.90", "24.90")],
             [dd("RSG Group Österreich GmbH", "McFit Mitgliedsbeitrag [[cust]] [[mon_de]]", org="RSG Group", cc="AT",
                 bank="BKAU"),
              dd("McFit GmbH", "Mitgliedsbeitrag [[cust]]", org="RSG Group", cc="AT", bank="BKAU")]),
        _svc("Gipfelfit Studio", None, "gym", "gym", [("monthly", "44.00")],
             [dd("Gipfelfit Studio GmbH", "Mitgliedsbeitrag [[mon_de]] Mitglied [[cust]]", org="Gipfelfit", cc="AT",
                 bank="RZBA")], anchor=1),
        _svc("HelloFresh", "hellofresh", "food-box", "weekly", [("weekly", "59.99", "54.99")],
             [dd("HelloFresh Austria GmbH", "HelloFresh Box KW [[week]] {ref}", org="HelloFresh AT", cc="AT",
                 bank="BKAU")]),
        _svc("Hofkiste Gemüsekistl", None, "food-box", "weekly", [("weekly", "23.90")],
             [dd("Hofkiste e.U.", "Gemüsekistl KW [[week]] Kd [[cust]]", org="Hofkiste", cc="AT", bank="RZBA")]),
        _svc("Novak Reinigung", None, "home-service", "biweekly", [("biweekly", "75.00")],
             [so("Jana Novak", "Reinigung"), so("NOVAK JANA", "Reinigung [[ddmmyyyy]]")]),
    ],
}

CITIES = {
    "NL": [("Amsterdam", "NL"), ("Utrecht", "NL"), ("Rotterdam", "NL"), ("Den Haag", "NL"), ("Eindhoven", "NL"),
           ("Groningen", "NL")],
    "BE": [("Gent", "BE"), ("Antwerpen", "BE"), ("Leuven", "BE"), ("Brugge", "BE"), ("Hasselt", "BE")],
    "AT": [("Wien", "AT"), ("Graz", "AT"), ("Linz", "AT"), ("Salzburg", "AT"), ("Innsbruck", "AT")],
}

# Hard negatives (see evaldata.NEG for the keys); templates as above.
NEG: dict[str, dict] = {
    "NL": {
        "coffee": local("Coffee Company", "Starbucks CS", "Bagels & Beans {store}", "Koffiebar De Zwaan"),
        "coffee_menu": ["2.80", "3.20", "3.60", "3.95", "4.40", "4.90", "5.50"],
        "grocery": local("Albert Heijn {store}", "Jumbo", "Lidl {store}", "PLUS"),
        "grocery_amt": (25, 140),
        "ride": [card("Uber *Trip", "help.uber.com", "NLD"), card("Bolt.eu/O/{ref}", "Tallinn", "EST"),
                 card("NS Reizigers", "{city}")],
        "ride_amt": (5, 35),
        "shop_kind": "shopping",
        "shop": ["IDEAL|bol.com b.v.|{ref}{ref} bol.com bestelling|", "IDEAL|Zalando SE|Zalando bestelling {ref}|",
                 "IDEAL|Coolblue B.V.|Bestelling {ref}{ref}|"],
        "shop_amt": (8, 180),
        "refund": "INC|bol.com b.v.|Terugbetaling bestelling {ref}|",
        "digital": card("Amazon Digital*{amz}", "amzn.nl", "LUX"), "digital_amt": ["0.99", "2.99", "5.99"],
        "restaurant": local("Vapiano", "Cafe De Kroon", "Wok To Walk {store}", "Restaurant Het Pakhuis", "Febo")
        + ["IDEAL|Thuisbezorgd.nl|Bestelling {ref}{ref}|"],
        "restaurant_amt": (10, 75),
        "fuel": local("Shell {store}", "Tango", "TinQ {store}"),
        "fuel_amt": (35, 85),
        "atm": ["ATM|Geldautomaat {city}||"], "atm_rate": 0.4,
        "atm_amt": [20, 50, 70, 100],
        "employers": ["INC|Acme Nederland B.V.|Salaris [[mon_nl]] personeelsnr {ref}|",
                      "INC|Gemeente Utrecht|Salaris [[mon_nl]]|", "INC|Globex Benelux B.V.|Loon periode [[mm]]-[[yyyy]]|"],
        "salary_amt": (2200, 4800), "payday": [25, 24, 23, 28],
        "friends": ["J. de Vries", "S. Jansen", "L. Bakker", "M. Visser", "T. de Boer"],
        "transfer": "IDEAL|AAB INZ TIKKIE|Tikkie ID 00000{ref} etentje Van {name}|",
        "transfer_amt": ["10.00", "12.50", "15.00", "20.00", "25.00", "7.50"],
        "parking": [card("Q-Park", "{city}"), card("EasyPark NL", "Amsterdam", "NLD"),
                    "IDEAL|Yellowbrick|Parkeren {ref}{ref}|"],
        "parking_amt": ["3.50", "2.10", "6.40"],
        "app": [card("APPLE.COM/BILL", "Cork", "IRL"), card("Google Play {ref}", "g.co/helppay#", "IRL")],
        "app_amt": ["0.99", "1.99", "2.99", "4.99", "9.99", "0.99"],
        "haircut": card("Kapsalon Knipwerk", "{city}"), "haircut_amt": ["24.00", "28.50", "32.00"],
        "misc": local("HEMA", "Kruidvat {store}", "Action {store}", "Gamma", "Etos {store}", "Pathe", "IKEA"),
        "misc_amt": (3, 150),
    },
    "BE": {
        "coffee": local("Panos", "Exki", "Starbucks", "Koffiebar Het Molenhuis"),
        "coffee_menu": ["2.60", "3.10", "3.50", "3.90", "4.30", "4.80", "5.40"],
        "grocery": local("Colruyt", "Delhaize", "Carrefour Market", "Aldi {store}"),
        "grocery_amt": (25, 150),
        "ride": [card("Uber *Trip", "help.uber.com", "NLD"), card("De Lijn", "{city}"),
                 card("Bolt.eu/O/{ref}", "Tallinn", "EST")],
        "ride_amt": (3, 30),
        "shop_kind": "shopping",
        "shop": [card("bol.com", "Utrecht", "NLD"), card("Coolblue Belgie", "Antwerpen", "BEL"),
                 card("Zalando SE", "Berlin", "DEU")],
        "shop_amt": (8, 180),
        "refund": "INC|bol.com b.v.|Terugbetaling {ref}|",
        "restaurant": local("Quick", "Pizza Hut", "Brasserie De Markt", "Frituur Tartaar", "Le Pain Quotidien")
        + [card("Takeaway.com", "Amsterdam", "NLD")],
        "restaurant_amt": (10, 80),
        "fuel": local("Q8", "TotalEnergies {store}", "Lukoil"),
        "fuel_amt": (35, 90),
        "atm": ["ATM|KBC-automaat {city}||"], "atm_rate": 0.5,
        "atm_amt": [20, 40, 50, 100, 150],
        "employers": ["INC|Acme Belgium NV|LOON [[mon_nl]] {ref}|", "INC|Vlaamse Overheid|Wedde [[mon_nl]]|",
                      "INC|Globex BV|Salaris [[mm]]/[[yyyy]]|"],
        "salary_amt": (2300, 4500), "payday": [28, 31, 1],
        "interest": "INT|KBC Bank|Interesten spaarrekening|",
        "friends": ["Jan Peeters", "Els Maes", "Tom Claes", "Sofie Wouters", "Pieter Goossens"],
        "transfer": "TRF|{name}|terugbetaling {ref}|",
        "transfer_amt": ["10.00", "15.00", "20.00", "25.00", "50.00", "12.50"],
        "parking": [card("Interparking", "{city}"), card("4411 parking", "Brussel", "BEL"), card("Indigo", "{city}")],
        "parking_amt": ["2.50", "4.00", "6.20"],
        "app": [card("APPLE.COM/BILL", "Cork", "IRL"), card("Google Play {ref}", "g.co/helppay#", "IRL")],
        "app_amt": ["0.99", "1.99", "2.99", "4.99", "9.99"],
        "haircut": card("Kapsalon Luc", "{city}"), "haircut_amt": ["26.00", "30.00", "35.00"],
        "misc": local("Kruidvat", "Hema", "Brico", "Fnac", "Apotheek", "Kinepolis"),
        "misc_amt": (3, 160),
    },
    "AT": {
        "coffee": local("Aida", "Starbucks", "Coffeeshop Company {store}", "Cafe Hawelka"),
        "coffee_menu": ["2.90", "3.40", "3.80", "4.20", "4.60", "5.10", "5.70"],
        "grocery": local("BILLA DANKT {store}", "SPAR DANKT {store}", "HOFER DANKT {store}", "LIDL DANKT {store}"),
        "grocery_amt": (20, 130),
        "ride": [card("Uber *Trip", "help.uber.com", "NLD"), card("Bolt.eu/O/{ref}", "Tallinn", "EST"),
                 card("Taxi 40100", "{city}")],
        "ride_amt": (8, 40),
        "shop_kind": "amazon",
        "shop": [card("AMZN Mktp DE*{amz}", "amazon.de", "LUX"), card("Amazon.de*{amz}", "amazon.de", "LUX")],
        "shop_amt": (6, 150),
        "refund": "INC|AMAZON EU S.A R.L.|Erstattung {amz}|",
        "digital": card("AMZN Digital*{amz}", "amazon.de", "LUX"), "digital_amt": ["0.99", "2.99", "6.99"],
        "restaurant": local("Wiener Wirtshaus", "Vapiano", "Figlmueller", "Gasthaus Zur Post", "Dean & David {store}")
        + [card("Mjam {ref}", "Wien", "AUT")],
        "restaurant_amt": (10, 80),
        "fuel": local("OMV {store}", "BP {store}", "JET"),
        "fuel_amt": (35, 85),
        "atm": ["ATM|Bankomat {city}||"], "atm_rate": 0.7,
        "atm_amt": [50, 100, 150, 200],
        "employers": ["INC|Acme Austria GmbH|Gehalt [[mon_de]]|", "INC|Magistrat der Stadt Wien|Bezug [[mm]]/[[yyyy]]|",
                      "INC|Globex GmbH|Lohn/Gehalt [[mon_de]] {ref}|"],
        "salary_amt": (2100, 4200), "payday": [28, 31, 1],
        "interest": "INT|Habenzinsen|Habenzinsen|",
        "friends": ["Lukas Gruber", "Anna Bauer", "Stefan Wagner", "Julia Pichler", "Markus Steiner"],
        "transfer": "TRF|{name}|Danke {ref}|",
        "transfer_amt": ["10.00", "20.00", "25.00", "50.00", "15.00", "30.00"],
        "parking": [card("WIPARK", "{city}"), card("Handyparken {ref}", "Wien", "AUT"), card("APCOA", "{city}")],
        "parking_amt": ["2.20", "4.40", "6.00"],
        "app": [card("APPLE.COM/BILL", "Cork", "IRL"), card("Google Play {ref}", "g.co/helppay#", "IRL")],
        "app_amt": ["0.99", "1.99", "2.99", "4.99", "9.99"],
        "haircut": card("Friseur Klipp", "{city}"), "haircut_amt": ["22.00", "26.00", "31.00"],
        "misc": local("dm drogerie markt {store}", "Mueller", "Interspar", "Thalia", "MediaMarkt", "Libro {store}"),
        "misc_amt": (3, 170),
    },
}

# The new locales become known to evaldata's Builder (its negatives read NEG, its contexts CITIES).
# Only keys evaldata itself never uses are added: the tuning family is unchanged.
for _loc in LOCALES:
    assert _loc not in ed.LOCALES
    ed.NEG.setdefault(_loc, NEG[_loc])
    ed.CITIES.setdefault(_loc, CITIES[_loc])


# ----------------------------------------------------------------------------------------------
# Persona composition

def odds(locale: str) -> tuple[tuple[str, float] | tuple[str, float, float], ...]:
    """The groups `compose` draws a service from, in order, with the chance of each; a third number
    is a chance drawn first that gates the draw (a second telecom contract)."""
    return (("housing", 0.8), ("loan", 0.25), ("electric", 0.75), ("water", 0.45), ("telecom", 0.85),
            ("telecom", 1.0, 0.3), ("health", 0.75 if locale == "NL" else 0.5), ("insurance", 0.45), ("tax", 0.5),
            ("tv", 0.6), ("community", 0.3), ("gym", 0.45), ("transport", 0.3), ("news", 0.3), ("weekly", 0.3),
            ("biweekly", 0.3), ("membership", 0.3))


def compose(rng: random.Random, locale: str, history_months: int,
            pools: dict[str, list[Service]] | None = None, table: tuple | None = None) -> list[Plan]:
    """The true streams of a persona (evaldata.compose with this family's groups): one service of
    each group of `table` (default `odds(locale)`) by its chance, from `pools[locale]` (default
    `POOLS`), then 2-7 digital ones, then evaldata's noise. evaldata_eu2 passes its own pools and
    odds."""
    by_group: dict[str, list[Service]] = {}
    for s in (pools or POOLS)[locale]:
        by_group.setdefault(s.group, []).append(s)
    chosen: list[Service] = []
    for group, prob, *gate in table or odds(locale):
        if gate and not rng.random() < gate[0]:
            continue
        if group in by_group and rng.random() < prob:
            chosen.append(rng.choice(by_group[group]))
    chosen += ed.weighted_sample(rng, by_group["digital"], rng.randint(2, 7))
    chosen = list(dict.fromkeys(chosen))
    return ed.plans_with_noise(rng, chosen, by_group, history_months)


def start_persona(seed: int, index: int, salt: int, key: str, currency: str,
                  compose_streams=compose) -> tuple[ed.Persona, ed.Builder]:
    """Persona `index` of run `seed` as evaldata generates it, from the random stream `salt` (29
    here, evaldata_eu2 has its own), under the locale key `key` (its pools, CITIES and NEG): its
    streams (`compose_streams`), hard negatives and export split; the rows are the family's."""
    rng = random.Random(seed * 1_000_003 + index * 7919 + salt)
    as_of = ed.AS_OF_BASE + dt.timedelta(days=rng.randint(-30, 30))
    months = rng.randint(14, 26)
    start = ed.add_months(as_of, -months) + dt.timedelta(days=1)
    p = ed.Persona(f"p{index + 1:02d}", index, key, currency, as_of, start, months, newest_first=False)
    b = ed.Builder(p, rng)   # reads CITIES[key]; negatives read NEG[key]
    ed.build_streams(p, b, compose_streams(rng, key, months))
    b.negatives()
    ed.split_exports(p, rng)
    return p, b


def make_persona(seed: int, index: int) -> ed.Persona:
    """Persona `index` of run `seed`: evaldata's generation, then this family's bank and rows."""
    locale = LOCALE_PATTERN[index % len(LOCALE_PATTERN)]
    p, _ = start_persona(seed, index, 29, locale, LOCALES[locale])
    realise(p, seed)
    return p


def generate(seed: int, count: int, make=None) -> list[ed.Persona]:
    """Personas 0..count-1 of run `seed`, each made by `make` (default `make_persona`)."""
    return [(make or make_persona)(seed, i) for i in range(count)]


# ----------------------------------------------------------------------------------------------
# Rows: each transaction as the bank carries it

@dataclass
class Row:
    kind: str            # DD CARD SO TRF IDEAL INC ATM INT
    payee: str
    purpose: str
    opts: dict[str, str]
    date: dt.date
    minor: int
    time: str = ""       # HH:MM of a card payment
    tx_date: dt.date | None = None   # card: the day the card was used (booked on `date`)
    iban: str = ""       # counterparty IBAN
    bic: str = ""
    cid: str = ""        # SEPA creditor ID
    mandate: str = ""
    e2e: str = ""        # per-charge end-to-end reference (Kenmerk)
    bank_ref: str = ""   # the bank's own per-row reference
    balance_before: int = 0
    counter: int = 0     # the account's booking number (easybank, ASN)


@dataclass
class Account:
    bank: str
    iban: str
    holder: str
    number: str          # a local account number (ING AT Kontonummer)
    card: str            # masked card number
    opening: int
    variant: int         # a layout variant of the bank (ING NL: 0 comma, 1 semicolon)
    rows: list[Row] = field(default_factory=list)


MONTHS_NL = ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
             "november", "december")
MONTHS_DE = ("Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember")
MONTHS_FR = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre")
BICS = {"ABNA": "ABNANL2A", "INGB": "INGBNL2A", "RABO": "RABONL2U", "DEUT": "DEUTNL2A", "BNGH": "BNGHNL2G",
        "KNAB": "KNABNL2H", "ASNB": "ASNBNL21", "PPLX": "PPLXLUL2", "GEBA": "GEBABEBB", "BBRU": "BBRUBEBB",
        "KRED": "KREDBEBB", "GKCC": "GKCCBEBB", "BKAU": "BKAUATWW", "RZBA": "RZBAATWW", "GIBA": "GIBAATWW",
        "EASY": "EASYATW1", "INGA": "INGBATWW", "RLNW": "RLNWATWW"}


def _h(text: str) -> int:
    return int(hashlib.sha256(text.encode("utf-8")).hexdigest(), 16)


def _digits(text: str, n: int) -> str:
    return str(_h(text) % 10 ** n).zfill(n)


def _mod97(s: str) -> int:
    return int("".join(str(int(ch, 36)) for ch in s)) % 97


def iban_of(cc: str, bban: str) -> str:
    return f"{cc}{98 - _mod97(bban + cc + '00'):02d}{bban}"


def bban_for(cc: str, bank: str, key: str) -> str:
    """A well-formed BBAN of a bank (the account part drawn from `key`)."""
    if cc == "NL":
        return bank + _digits(key, 10)
    if cc == "BE":
        code = {"GEBA": "001", "BBRU": "310", "KRED": "735", "GKCC": "068"}.get(bank, "363")
        body = code + _digits(key, 7)
        chk = int(body) % 97 or 97
        return f"{body}{chk:02d}"
    if cc == "AT":
        blz = {"BKAU": "12000", "RZBA": "31000", "GIBA": "20111", "EASY": "14200", "INGA": "19650",
               "RLNW": "32000"}.get(bank, "20111")
        return blz + _digits(key, 11)
    if cc == "LU":
        return "751" + _digits(key, 12) + "E"
    if cc == "DE":
        return "30070010" + _digits(key, 10)
    return bank + _digits(key, 14)


def creditor_id(cc: str, org: str) -> str:
    """A SEPA creditor identifier: CC + check digits + ZZZ + national id (check over id + CC00)."""
    national = {"NL": _digits(org, 8) + "0000", "BE": "0" + _digits(org, 9), "AT": _digits(org, 11),
                "LU": "0000000000000000" + _digits(org, 3), "DE": "0" + _digits(org, 10)}.get(cc, _digits(org, 11))
    return f"{cc}{98 - _mod97(national + cc + '00'):02d}ZZZ{national}"


def _split(desc: str) -> tuple[str, str, str, dict[str, str]]:
    kind, payee, purpose, opts = (desc.split("|") + ["", "", ""])[:4]
    return kind, payee, purpose, dict(kv.split("=", 1) for kv in opts.split(";") if "=" in kv)


def _tokens(text: str, d: dt.date, stream: dict[str, str]) -> str:
    if "[[" not in text:
        return text
    last = calendar.monthrange(d.year, d.month)[1]
    rep = {"[[cust]]": stream["cust"], "[[plate]]": stream["plate"],
           "[[mon_nl]]": f"{MONTHS_NL[d.month - 1]} {d.year}", "[[mon_de]]": f"{MONTHS_DE[d.month - 1]} {d.year}",
           "[[mon_fr]]": f"{MONTHS_FR[d.month - 1]} {d.year}", "[[mm]]": f"{d.month:02d}", "[[yyyy]]": str(d.year),
           "[[q]]": str((d.month - 1) // 3 + 1), "[[week]]": str(d.isocalendar()[1]),
           "[[ddmmyyyy]]": d.strftime("%d-%m-%Y"),
           "[[period_nl]]": f"01-{d.month:02d}-{d.year} t/m {last:02d}-{d.month:02d}-{d.year}"}
    for k, v in rep.items():
        text = text.replace(k, v)
    return text


def _alnum(rng: random.Random, n: int, alphabet: str = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _mandate(rng: random.Random, org: str) -> str:
    style = _h("mandate " + org) % 4
    if style == 0:
        return _alnum(rng, 13)
    if style == 1:
        return f"{rng.randint(0, 999):03d}-M{rng.randint(10**8, 10**9 - 1)}"
    if style == 2:
        return str(rng.randint(10**7, 10**10))
    return f"{org[:3].upper().replace(' ', 'X')}{rng.randint(10**6, 10**8)}"


def _e2e(rng: random.Random, org: str, d: dt.date) -> str:
    style = _h("e2e " + org) % 4
    if style == 0:
        return str(rng.randint(10**15, 10**16 - 1))
    if style == 1:
        return "K2B" + _alnum(rng, 18)
    if style == 2:
        return _alnum(rng, 18, "0123456789ABCDEF")
    return d.strftime("%Y%m%d") + str(rng.randint(10**7, 10**8 - 1))


def bank_turn(seed: int, index: int, locale: str, turn, pattern=LOCALE_PATTERN) -> str:
    """The bank of persona `index`: the personas of a country (`pattern`) take the banks of `turn`
    in turn, the turn shifted by the seed, so every layout is in every run."""
    k = sum(1 for i in range(index) if pattern[i % len(pattern)] == locale)
    return turn[(k + seed) % len(turn)]


def choose_bank(seed: int, p: ed.Persona) -> str:
    """The persona's bank: its country's banks (`BANKS`) in turn, each as often as its share."""
    return bank_turn(seed, p.index, p.locale, [bank for bank, share in BANKS[p.locale] for _ in range(round(share * 4))])


FIRST = {"NL": ["Daan", "Sanne", "Lars", "Eva", "Thijs", "Femke"], "BE": ["Jan", "Lien", "Wout", "Ine", "Bram"],
         "AT": ["Lukas", "Katharina", "Florian", "Lena", "Matthias"]}
LAST = {"NL": ["de Groot", "Mulder", "Smit", "Meijer", "van Dijk"], "BE": ["Peeters", "Maes", "Willems", "Claes"],
        "AT": ["Gruber", "Huber", "Wagner", "Pichler", "Moser"]}
OWN_BANK = {"ing-nl": ("NL", "INGB"), "knab-nl": ("NL", "KNAB"), "asn-nl": ("NL", "ASNB"), "kbc-be": ("BE", "KRED"),
            "easybank-at": ("AT", "EASY"), "ing-at": ("AT", "INGA"), "raiffeisen-at": ("AT", "RLNW")}
KINDS = ("DD", "CARD", "SO", "TRF", "IDEAL", "INC", "ATM", "INT")


def realise(p: ed.Persona, seed: int) -> None:
    """Turns every packed descriptor into a bank row (IBANs, creditor IDs, mandates, Kenmerk,
    card times, balances) and sets each transaction's desc to the row's payee | purpose."""
    rng = random.Random(f"eu-rows:{seed}:{p.index}")
    bank = choose_bank(seed, p)
    own_bank = OWN_BANK[bank]
    first, last = rng.choice(FIRST[p.locale]), rng.choice(LAST[p.locale])
    acc = Account(bank, iban_of(own_bank[0], bban_for(own_bank[0], own_bank[1], f"own {seed} {p.index}")),
                  f"{first} {last}", f"{rng.randint(10**7, 10**8 - 1)}{rng.randint(1, 9):03d}",
                  f"{rng.randint(4000, 5399)} {rng.randint(10, 99)}XX XXXX {rng.randint(1000, 9999)}",
                  rng.randint(40000, 300000), rng.randint(0, 1))

    def new_stream(rng: random.Random) -> dict[str, str]:
        return {"cust": str(rng.randint(10**7, 10**9)),
                "plate": f"{_alnum(rng, 2)}-{rng.randint(100, 999)}-{_alnum(rng, 1)}"}

    def link(row: Row, st: dict[str, str], org: str, cc: str) -> None:
        if row.kind in ("DD", "SO", "TRF", "IDEAL", "INC"):
            bk = row.opts.get("bank") or {"NL": "RABO", "BE": "GEBA", "AT": "BKAU"}.get(cc, "ABNA")
            if row.kind in ("SO", "TRF"):   # a person's or an association's own account, at a bank of the country
                bk = ("INGB", "RABO", "ABNA")[_h(row.payee) % 3] if p.locale == "NL" else \
                    ("KRED", "GEBA", "BBRU")[_h(row.payee) % 3] if p.locale == "BE" else \
                    ("BKAU", "RZBA", "GIBA")[_h(row.payee) % 3]
                cc = p.locale
            row.iban = iban_of(cc, bban_for(cc, bk, org))
            row.bic = BICS.get(bk, bk + cc + "2X")
        if row.kind == "DD":
            sepa_mandate(row, rng, st, org, cc)
            row.e2e = _e2e(rng, org, row.date)
        elif row.kind == "IDEAL":
            row.e2e = (f"{row.date.strftime('%d-%m-%Y')} {rng.randint(7, 22):02d}:{rng.randint(0, 59):02d} "
                       f"{rng.randint(10**15, 10**16 - 1)}")
        elif row.kind in ("CARD", "ATM"):
            card_time(row, rng)

    book(p, acc, rng, RENDER[bank], KINDS, new_stream, _tokens, p.locale, link)


def sepa_mandate(row: Row, rng: random.Random, st: dict[str, str], org: str, cc: str) -> None:
    """A SEPA direct debit's creditor ID and mandate (the stream's, made at its first charge)."""
    row.cid = creditor_id(cc, org)
    key = "mandate " + org
    if key not in st:
        st[key] = _mandate(rng, org)
    row.mandate = st[key]


def card_time(row: Row, rng: random.Random) -> None:
    """A card (or wallet) payment's day of use (0-2 days before booking) and time; cash: the day."""
    row.tx_date = row.date - dt.timedelta(days=rng.choice((0, 0, 1, 1, 2)) if row.kind != "ATM" else 0)
    row.time = f"{rng.randint(7, 22):02d}:{rng.randint(0, 59):02d}"


def book(p: ed.Persona, acc: Account, rng: random.Random, layout: Layout, kinds, new_stream, tokens,
         home_cc: str, link, row_type=None, **row_extra) -> None:
    """The rows of `p` in `acc`, oldest first (balances, booking numbers, the bank's references):
    each transaction's packed descriptor split (`kinds` are the valid ones), the stream's tokens
    filled (`new_stream(rng)` makes a stream's numbers at its first charge, `tokens` fills them),
    then the family's `link(row, stream, org, cc)` adds the counterparty's account, creditor ID,
    mandate, references and times (cc: the descriptor's, else `home_cc`). Then the desc of each
    transaction becomes the row as `layout` prints it, and the streams get this family's features.
    `row_type` (default `Row`) and `row_extra` are for a family's own row fields."""
    p.newest_first = layout.newest_first
    streams: dict[str, dict[str, str]] = {}
    order = sorted(range(len(p.txns)), key=lambda i: (p.txns[i].date, p.txns[i].seq))
    rows: list[Row | None] = [None] * len(p.txns)
    balance = acc.opening
    for n, i in enumerate(order):
        t = p.txns[i]
        kind, payee, purpose, opts = _split(t.desc)
        if kind not in kinds:
            raise ValueError(f"{p.id}: unknown descriptor kind in {t.desc!r}")
        st = streams.get(t.owner)
        if st is None:
            st = streams[t.owner] = new_stream(rng)
        purpose = tokens(purpose, t.date, st)
        payee = tokens(payee, t.date, st)
        row = (row_type or Row)(kind, payee, purpose, opts, t.date, t.minor, bank_ref=_alnum(rng, 16),
                                counter=100000 + n, balance_before=balance, **row_extra)
        balance += t.minor
        link(row, st, opts.get("org", payee), opts.get("cc") or home_cc)
        rows[i] = row
    for g, label in p.neg_groups.items():   # report labels: the payee, not the packed template
        if "|" in label:
            p.neg_groups[g] = label.split("|")[1] or label.split("|")[0]
    acc.rows = rows  # type: ignore[assignment]
    p.account = acc  # type: ignore[attr-defined]
    for i, t in enumerate(p.txns):
        t.desc = layout.desc(acc, rows[i])
    # Features this family adds: a payment processor or wallet in front of the merchant, and a
    # reference that changes with every charge.
    # (Rotating: the payee or the creditor's own purpose text (or a Swiss QR reference, eu2) differs
    # on most charges, an invoice number, a period or an order code; the bank's Kenmerk and card
    # times are not counted.)
    for s in p.streams:
        texts = [(rows[i].payee, rows[i].purpose, getattr(rows[i], "qr", "")) for i in s.txns]
        if any(is_intermediary(rows[i].payee) for i in s.txns):
            s.features.append("processor-prefix")
        if len(texts) >= 3 and len(set(texts)) >= 0.8 * len(texts):
            s.features.append("rotating-ref")


def is_intermediary(payee: str) -> bool:
    up = payee.upper()
    return any(up.startswith(x) if not x.startswith(" ") else x in up for x in INTERMEDIARIES)


# ----------------------------------------------------------------------------------------------
# Bank layouts

def money_comma(minor: int, thousands: str = "", sign: str = "") -> str:
    """1234567 -> '12345,67' ('12.345,67' with thousands='.'); sign '+' writes +/- always,
    '-' writes a minus on negatives, '' writes the magnitude."""
    m = abs(minor)
    units = str(m // 100)
    if thousands:
        units = f"{int(units):,}".replace(",", thousands)
    s = f"{units},{m % 100:02d}"
    if sign == "+":
        return ("-" if minor < 0 else "+") + s
    if sign == "-" and minor < 0:
        return "-" + s
    return s


ISO2 = {"AUT": "AT", "DEU": "DE", "NLD": "NL", "IRL": "IE", "LUX": "LU", "GBR": "GB", "SWE": "SE", "USA": "US",
        "EST": "EE", "BEL": "BE"}


def spaced(iban: str) -> str:
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def nl_card_name(row: Row) -> str:
    """The terminal text a Dutch bank shows for a card payment (merchant and place, cut at 24)."""
    city = row.opts.get("city", "")
    name = row.payee if not city or "." in city or "/" in city or "#" in city else f"{row.payee} {city}"
    return name[:24].rstrip()


class Layout:
    id = ""
    encoding = "utf-8"
    newline = "\n"
    newest_first = False   # the bank lists newest first (else oldest first)

    def desc(self, acc: Account, row: Row) -> str:   # payee | purpose as printed
        raise NotImplementedError

    def lines(self, acc: Account, rows: list[Row]) -> list[str]:
        raise NotImplementedError

    def file_name(self, p: ed.Persona, f: ed.ExportFile, k: int) -> str:
        raise NotImplementedError

    def date_of(self, line: str) -> dt.date | None:
        raise NotImplementedError


def _q(cells: list[str], sep: str) -> str:
    return sep.join('"' + c.replace('"', '""') + '"' for c in cells)


class IngNL(Layout):
    """ING Netherlands: quoted cells, YYYYMMDD, unsigned decimal-comma amount with Af/Bij; the
    counterparty in `Naam / Omschrijving`, the SEPA details in `Mededelingen`. Variant 0 is the
    comma layout; variant 1 the semicolon one with `Saldo na mutatie` and `Tag`."""
    id = "ing-nl"
    newest_first = True
    CODES = {"DD": ("IC", "Incasso"), "CARD": ("BA", "Betaalautomaat"), "SO": ("PO", "Periodieke overschrijving"),
             "TRF": ("GT", "Online bankieren"), "IDEAL": ("ID", "iDEAL"), "INC": ("OV", "Overschrijving"),
             "ATM": ("GM", "Geldautomaat"), "INT": ("DV", "Diversen")}

    def name(self, row: Row) -> str:
        if row.kind == "CARD":
            return nl_card_name(row)
        if row.kind == "ATM":
            return f"ING>{row.payee.replace('Geldautomaat ', '')}"[:24]
        return row.payee

    def mededelingen(self, acc: Account, row: Row) -> str:
        val = f"Valutadatum: {row.date.strftime('%d-%m-%Y')}"
        if row.kind == "DD":
            other = f" Overige partij: {row.opts['other']}" if row.opts.get("other") else ""
            return (f"Naam: {row.payee} Omschrijving: {row.purpose} IBAN: {row.iban} Kenmerk: {row.e2e} "
                    f"Machtiging ID: {row.mandate} Incassant ID: {row.cid} Doorlopende incasso{other} {val}")
        if row.kind in ("CARD", "ATM"):
            fx = f" {row.opts['fx']} Koers: 1,0{abs(row.minor) % 97:02d}" if row.opts.get("fx") else ""
            pay = " Apple Pay" if _h(acc.iban + row.payee) % 3 == 0 else ""
            return (f"Pasvolgnr: 0{10 + _h(acc.iban) % 9} {row.tx_date.strftime('%d-%m-%Y')} {row.time} "
                    f"Transactie: {row.bank_ref[:8]} Term: {row.bank_ref[8:14]}{pay}{fx} {val}")
        if row.kind == "IDEAL":
            return f"Naam: {row.payee} Omschrijving: {row.purpose} IBAN: {row.iban} Kenmerk: {row.e2e} {val}"
        if row.kind == "INT":
            return f"{row.purpose} {val}"
        return f"Naam: {row.payee} Omschrijving: {row.purpose} IBAN: {row.iban} {val}"

    def desc(self, acc: Account, row: Row) -> str:
        return f"{self.name(row)} | {self.mededelingen(acc, row)}"

    def header(self, variant: int) -> str:
        cols = ["Datum", "Naam / Omschrijving", "Rekening", "Tegenrekening", "Code", "Af Bij", "Bedrag (EUR)",
                "Mutatiesoort" if variant else "MutatieSoort", "Mededelingen"]
        return _q(cols + ["Saldo na mutatie", "Tag"], ";") if variant else _q(cols, ",")

    def lines(self, acc: Account, rows: list[Row]) -> list[str]:
        out = [self.header(acc.variant)]
        for r in rows:
            code, kind = self.CODES[r.kind]
            cells = [r.date.strftime("%Y%m%d"), self.name(r), acc.iban, r.iban, code, "Af" if r.minor < 0 else "Bij",
                     money_comma(r.minor), kind, self.mededelingen(acc, r)]
            if acc.variant:
                out.append(_q(cells + [money_comma(r.balance_before + r.minor, sign="-"), ""], ";"))
            else:
                out.append(_q(cells, ","))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-{p.account.iban}_{f.first.strftime('%d-%m-%Y')}_{f.last.strftime('%d-%m-%Y')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line[1:9], "%Y%m%d").date()
        except ValueError:
            return None


class KnabNL(Layout):
    """Knab: a `KNAB EXPORT` line, an unquoted header, quoted cells, every line ending in `;`;
    DD-MM-YYYY, CreditDebet C/D, unsigned decimal-comma amounts (whole euros without decimals)."""
    id = "knab-nl"
    newest_first = True
    HEADER = ["Rekeningnummer", "Transactiedatum", "Valutacode", "CreditDebet", "Bedrag", "Tegenrekeningnummer",
              "Tegenrekeninghouder", "Valutadatum", "Betaalwijze", "Omschrijving", "Type betaling", "Machtigingsnummer",
              "Incassant ID", "Adres", "Referentie", "Boekdatum"]
    WAYS = {"DD": "Incasso", "CARD": "Betaalautomaat", "SO": "Periodieke overboeking", "TRF": "Overboeking",
            "IDEAL": "iDEAL", "INC": "Ontvangen betaling", "ATM": "Geldautomaat", "INT": "Rente"}

    def holder(self, row: Row) -> str:
        if row.kind == "CARD":
            return nl_card_name(row)
        if row.kind == "ATM":
            return row.payee
        return row.payee

    def omschrijving(self, row: Row) -> str:
        if row.kind == "CARD":
            fx = f" {row.opts['fx']}" if row.opts.get("fx") else ""
            return f"Betaalpas {row.tx_date.strftime('%d-%m-%Y')} {row.time}{fx}"
        if row.kind == "ATM":
            return f"Geldopname {row.tx_date.strftime('%d-%m-%Y')} {row.time}"
        return row.purpose

    def desc(self, acc, row):
        return f"{self.holder(row)} | {self.omschrijving(row)}"

    def amount(self, minor: int) -> str:
        return str(abs(minor) // 100) if minor % 100 == 0 else money_comma(minor)

    def lines(self, acc, rows):
        out = ["KNAB EXPORT" + ";" * 16, ";".join(self.HEADER) + ";"]
        for r in rows:
            d = r.date.strftime("%d-%m-%Y")
            book = (r.date + dt.timedelta(days=1 if r.kind == "CARD" and r.date.weekday() < 4 else 0)).strftime("%d-%m-%Y")
            cells = [acc.iban, d, "EUR", "D" if r.minor < 0 else "C", self.amount(r.minor), r.iban, self.holder(r), d,
                     self.WAYS[r.kind], self.omschrijving(r), "Doorlopende incasso" if r.kind == "DD" else "",
                     r.mandate, r.cid, "", r.bank_ref, book]
            out.append(_q(cells, ";") + ";")
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-Knab_transactieoverzicht_{f.first.strftime('%Y%m%d')}_{f.last.strftime('%Y%m%d')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line.split(";")[1].strip('"'), "%d-%m-%Y").date()
        except (ValueError, IndexError):
            return None


class AsnNL(Layout):
    """ASN Bank: no header, comma-separated, DD-MM-YYYY, the balance before the booking then the
    signed dot-decimal amount, global codes (EIC, BEA, OVS, IDB, GEA), the description in apostrophes."""
    id = "asn-nl"
    CODES = {"DD": ("9714", "EIC"), "CARD": ("5811", "BEA"), "SO": ("8810", "OVS"), "TRF": ("8809", "OVS"),
             "IDEAL": ("9856", "IDB"), "INC": ("8809", "OVS"), "ATM": ("5820", "GEA"), "INT": ("7256", "RNT")}

    @staticmethod
    def clean(text: str) -> str:
        return text.replace(",", " ").replace("'", " ")

    def omschrijving(self, acc, row: Row) -> str:
        if row.kind == "DD":
            return f"{row.e2e} {row.purpose} {row.mandate}"
        if row.kind == "CARD":
            city = row.opts.get("city", "")
            pay = " Apple Pay" if _h(acc.iban + row.payee) % 3 == 0 else ""
            fx = f" {row.opts['fx']}" if row.opts.get("fx") else ""
            return (f"{row.payee} >{city.upper()} {row.tx_date.strftime('%d.%m.%Y')} {row.time.replace(':', 'U')} "
                    f"KV00{_h(acc.iban) % 9 + 1} {row.bank_ref[:6]}{pay}{fx}")
        if row.kind == "ATM":
            return f"{row.payee} {row.tx_date.strftime('%d.%m.%Y')} {row.time.replace(':', 'U')} KV00{_h(acc.iban) % 9 + 1}"
        if row.kind == "IDEAL":
            return f"{row.e2e.split()[-1]} {row.purpose}"
        return row.purpose

    def desc(self, acc, row):
        name = "" if row.kind in ("ATM", "INT") else self.clean(row.payee)
        return f"{name} | '{self.clean(self.omschrijving(acc, row))}'"

    def lines(self, acc, rows):
        out = []
        for r in rows:
            d = r.date.strftime("%d-%m-%Y")
            internal, code = self.CODES[r.kind]
            name = "" if r.kind in ("ATM", "INT") else self.clean(r.payee)
            place = self.clean(r.opts.get("city", "")) if r.kind == "CARD" and "." not in r.opts.get("city", "") else ""
            text = self.clean(self.omschrijving(acc, r))
            cells = [d, acc.iban, r.iban, name, "", "", place, "EUR", ed.fmt_minor(r.balance_before), "EUR",
                     ed.fmt_minor(r.minor), d, d, internal, code, str(r.counter * 7 % 10**8).zfill(8), "",
                     f"'{text}'" if text else "", str(r.date.timetuple().tm_yday // 7 + 1)]
            out.append(",".join(cells))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-transactie-historie_{p.account.iban}_{f.last.strftime('%Y%m%d')}{120000 + k:06d}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line[:10], "%d-%m-%Y").date()
        except ValueError:
            return None


class KbcBE(Layout):
    """KBC Belgium: semicolons, latin-1, DD/MM/YYYY, space-padded cells; `Omschrijving` is the line
    the bank composes (EUROPESE DOMICILIERING SCHULDEISER : … / BETALING VIA BANCONTACT …),
    `Naam tegenpartij` and `Vrije mededeling` the counterparty and message; signed `Bedrag` plus
    separate credit / debet columns."""
    id = "kbc-be"
    newest_first = True
    encoding = "latin-1"
    HEADER = ("Rekeningnummer;Rubrieknaam;Naam;Munt;Afschriftnummer;Datum;Omschrijving;Valuta;Bedrag;Saldo;credit;"
              "debet;rekeningnummer tegenpartij;BIC tegenpartij;Naam tegenpartij;Adres tegenpartij;"
              "gestructureerde mededeling;Vrije mededeling")

    @staticmethod
    def clean(text: str) -> str:
        return text.replace(";", " ")

    def omschrijving(self, acc, row: Row) -> str:
        dm = row.date.strftime("%d-%m")
        if row.kind == "DD":
            if row.opts.get("org") == "KBC woonkrediet":
                return f"TERUGBETALING {dm} {row.purpose.replace('TERUGBETALING ', '')}"
            return (f"EUROPESE DOMICILIERING SCHULDEISER     : {row.payee.upper()} REF. SCHULDEISER: {row.e2e} "
                    f"MANDAATREFERTE  : {row.mandate} MEDEDELING      : {row.purpose}")
        if row.kind == "CARD":
            via = "BANCONTACT" if row.opts.get("cc", "BEL") == "BEL" else "DEBIT MASTERCARD"
            pay = "APPLE PAY" if _h(acc.iban + row.payee) % 3 == 0 else "KBC-DEBETKAART"
            city = row.opts.get("city", "")
            fx = f" {row.opts['fx']}" if row.opts.get("fx") else ""
            return (f"BETALING VIA {via} {row.tx_date.strftime('%d-%m-%Y')} OM {row.time.replace(':', '.')} UUR "
                    f"{' '.join(x for x in (row.payee.upper(), city.upper()) if x)}{fx} MET {pay} {acc.card} "
                    f"KAARTHOUDER: {acc.holder.upper()}")
        if row.kind == "ATM":
            return (f"GELDOPNEMING AAN KBC-AUTOMAAT {row.tx_date.strftime('%d-%m-%Y')} OM {row.time.replace(':', '.')} "
                    f"UUR {row.payee.replace('KBC-automaat ', '').upper()} MET KBC-DEBETKAART {acc.card}")
        if row.kind == "SO":
            return (f"DOORLOPENDE BETALINGSOPDRACHT {dm} NAAR {spaced(row.iban)} {row.payee.upper()} {row.bic} "
                    f"MEDEDELING : {row.purpose}")
        if row.kind in ("TRF", "IDEAL"):
            return f"EUROPESE OVERSCHRIJVING {dm} NAAR {spaced(row.iban)} {row.payee.upper()} MEDEDELING : {row.purpose}"
        if row.kind == "INC":
            return f"OVERSCHRIJVING VAN {spaced(row.iban)} {row.payee.upper()} {row.bic} MEDEDELING : {row.purpose}"
        return f"{row.purpose.upper()} {dm}"

    def desc(self, acc, row):
        return self.clean(self.omschrijving(acc, row))

    def lines(self, acc, rows):
        out = [self.HEADER]
        for r in rows:
            d = r.date.strftime("%d/%m/%Y")
            n = f"0{r.date.year}{(r.date.timetuple().tm_yday - 1) // 14 + 1:03d}"   # a statement every two weeks
            amount = money_comma(r.minor, sign="-")
            counterpart = r.kind in ("DD", "SO", "TRF", "IDEAL", "INC")
            cells = [acc.iban, " " * 50, acc.holder.upper(), "EUR", f"{n:>10}", d, self.clean(self.omschrijving(acc, r)),
                     d, amount, money_comma(r.balance_before + r.minor, sign="-"),
                     amount if r.minor >= 0 else " " * 14, amount if r.minor < 0 else " " * 14,
                     f"{r.iban if counterpart else '':<34}", f"{r.bic if counterpart else '':<11}",
                     f"{self.clean(r.payee) if counterpart else '':<71}", " " * 71,
                     " " * 35, f"{self.clean(r.purpose) if counterpart else '':<140}"]
            out.append(";".join(cells))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-export_{p.account.iban}_{f.last.strftime('%Y%m%d')}_{1400 + k * 7:04d}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line.split(";")[5], "%d/%m/%Y").date()
        except (ValueError, IndexError):
            return None


class EasybankAT(Layout):
    """easybank: no header, semicolons, latin-1, CRLF; IBAN;booking text;Buchungsdatum;
    Valutadatum;+/-amount;EUR. The booking text is the purpose padded to 45 characters, a booking
    code and number (OG/ direct debit, FE/ transfer, VD/ card and credits, MC/ ATM, BG/ bank) and
    the counterparty's BIC, IBAN and name."""
    id = "easybank-at"
    encoding = "latin-1"
    newline = "\r\n"
    CODES = {"DD": "OG", "SO": "FE", "TRF": "FE", "IDEAL": "FE", "INC": "VD", "CARD": "VD", "ATM": "MC", "INT": "BG"}

    def text(self, acc, row: Row) -> str:
        code = f"{self.CODES[row.kind]}/{row.counter % 10**9:09d}"
        if row.kind == "DD":
            return f"{row.purpose[:44]:<45}{code} {row.bic} {row.iban} {row.payee}"
        if row.kind in ("SO", "TRF", "IDEAL", "INC"):
            lead = row.purpose if row.kind != "INC" else f"Gutschrift {row.purpose}"
            return f"{lead[:44]:<45}{code} {row.bic} {row.iban} {row.payee}"
        if row.kind == "CARD":
            cc = ISO2.get(row.opts.get("cc", "AUT"), "AT")
            when = f"{row.tx_date.strftime('%d.%m.%y')} {row.time.replace(':', '.')}"
            lead = f"{cc} {money_comma(row.minor):>8} DEBIT   POS {when}K1"
            return f"{lead[:44]:<45}{code} {row.payee} {row.opts.get('city', '')}".rstrip()
        if row.kind == "ATM":
            lead = f"Auszahlung Maestro {row.tx_date.strftime('%d.%m')}"
            when = f"{row.tx_date.strftime('%d.%m')}.UM {row.time.replace(':', '.')}"
            return f"{lead:<45}{code} AUTOMAT {row.bank_ref[:8]} K1 {when}"
        return f"{row.purpose:<45}{code}"

    def desc(self, acc, row):
        return self.text(acc, row)

    def lines(self, acc, rows):
        out = []
        for r in rows:
            d = r.date.strftime("%d.%m.%Y")
            val = (r.tx_date or r.date).strftime("%d.%m.%Y")
            out.append(";".join([acc.iban, self.text(acc, r) + "   ", d, val, money_comma(r.minor, ".", "+"), "EUR"]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-EASYBANK_Umsatzliste_{f.first.strftime('%Y%m%d')}_{f.last.strftime('%Y%m%d')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line.split(";")[2], "%d.%m.%Y").date()
        except (ValueError, IndexError):
            return None


class IngAT(Layout):
    """ING Austria (ING-DiBa): `Kontonummer;Text;Datum;Währung;Soll;Haben`, latin-1, DD.MM.YYYY,
    unsigned amounts in separate Soll (out) and Haben (in) columns with thousands dots."""
    id = "ing-at"
    newest_first = True
    encoding = "latin-1"

    def text(self, acc, row: Row) -> str:
        if row.kind == "DD":
            return f"Lastschrift: {row.payee} {row.purpose} Mandatsreferenz: {row.mandate} Creditor ID: {row.cid}"
        if row.kind == "CARD":
            fx = f" {row.opts['fx']}" if row.opts.get("fx") else ""
            where = " ".join(x for x in (row.payee, row.opts.get("city", "")) if x)
            return f"Kartenzahlung {where} {row.tx_date.strftime('%d.%m.')} {row.time}{fx}"
        if row.kind == "SO":
            return f"Dauerauftrag: {row.payee} {row.purpose}"
        if row.kind in ("TRF", "IDEAL"):
            return f"Überweisung: {row.payee} {row.purpose}"
        if row.kind == "INC":
            return f"Eingang: {row.payee} {row.purpose}"
        if row.kind == "ATM":
            return f"Auszahlung - {row.payee} {row.tx_date.strftime('%d.%m.')} {row.time}"
        return row.purpose

    def desc(self, acc, row):
        return self.text(acc, row).replace(";", " ")

    def lines(self, acc, rows):
        out = ["Kontonummer;Text;Datum;Währung;Soll;Haben"]
        for r in rows:
            soll = money_comma(r.minor, ".") if r.minor < 0 else "0,00"
            haben = money_comma(r.minor, ".") if r.minor > 0 else "0,00"
            if r.minor == 0:
                soll = "0,00"
            out.append(";".join([acc.number, self.desc(acc, r), r.date.strftime("%d.%m.%Y"), "EUR", soll, haben]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-ING_Umsaetze_{acc_no(p)}_{f.last.strftime('%Y%m%d')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line.split(";")[2], "%d.%m.%Y").date()
        except (ValueError, IndexError):
            return None


def acc_no(p: ed.Persona) -> str:
    return p.account.number


class RaiffeisenAT(Layout):
    """Raiffeisen (ELBA): no header, `Buchungsdatum;"Buchungstext";Valutadatum;Betrag;EUR;;`,
    UTF-8, signed decimal-comma amounts. A direct debit is the creditor's name and address padded
    to 42 characters and its purpose; card payments `POS <amount> AT K1 dd.mm. hh:mm MERCHANT`."""
    id = "raiffeisen-at"

    def text(self, acc, row: Row) -> str:
        if row.kind == "DD":
            return (f"{row.payee:<41} {row.purpose} Mandat: {row.mandate} Zahlungsreferenz: {row.e2e} "
                    f"Empfänger-Kennung: {row.cid}")
        if row.kind == "CARD":
            online = "." in row.opts.get("city", "") or row.opts.get("cc", "AUT") != "AUT"
            kind = "E-COMM" if online else "POS"
            cc = ISO2.get(row.opts.get("cc", "AUT"), "AT")
            fx = f" {row.opts['fx']}" if row.opts.get("fx") else ""
            return (f"{kind:<6}{money_comma(row.minor):>12} {cc}  K1   {row.tx_date.strftime('%d.%m.')} {row.time} "
                    f"{row.payee} {row.opts.get('city', '')}{fx}").rstrip()
        if row.kind == "ATM":
            return f"BANKOMAT  {row.bank_ref[:8]} K1   {row.tx_date.strftime('%d.%m.')} {row.time}"
        if row.kind == "SO":
            return f"Dauerauftrag {row.payee} {row.purpose}"
        if row.kind in ("TRF", "IDEAL"):
            return f"INTERNET-Überweisung {row.payee} {row.purpose}"
        if row.kind == "INC":
            return f"{row.payee} {row.purpose}"
        return f"0,0125 % p.a. {row.purpose}"

    def desc(self, acc, row):
        return self.text(acc, row).replace('"', "")

    def lines(self, acc, rows):
        out = []
        for r in rows:
            d = r.date.strftime("%d.%m.%Y")
            val = (r.tx_date or r.date).strftime("%d.%m.%Y")
            out.append(f'{d};"{self.desc(acc, r)}";{val};{money_comma(r.minor, ".", "-")};EUR;;')
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-Umsaetze_{p.account.iban}_{f.first.strftime('%d.%m.%Y')}-{f.last.strftime('%d.%m.%Y')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line[:10], "%d.%m.%Y").date()
        except ValueError:
            return None


RENDER: dict[str, Layout] = {c.id: c() for c in (IngNL, KnabNL, AsnNL, KbcBE, EasybankAT, IngAT, RaiffeisenAT)}


# ----------------------------------------------------------------------------------------------
# Writing

def write_persona(p: ed.Persona, folder: str, render: dict[str, Layout] | None = None) -> list[str]:
    """Writes the persona's export(s) in its bank's layout (of `render`, default `RENDER`);
    returns their paths."""
    acc: Account = p.account  # type: ignore[attr-defined]
    layout = (render or RENDER)[acc.bank]
    index = {id(t): i for i, t in enumerate(p.txns)}
    paths = []
    for k, f in enumerate(p.files):
        f.name = layout.file_name(p, f, k)
        rows = [acc.rows[index[id(t)]] for t in ed.rows_of(p, f)]
        path = os.path.join(folder, f.name)
        with open(path, "w", encoding=layout.encoding, newline="") as out:
            out.write("".join(line + layout.newline for line in layout.lines(acc, rows)))
        paths.append(path)
    return paths


def persona_truth(p: ed.Persona) -> dict[str, str]:
    """What truth.json adds to a persona of this family: its bank and IBAN."""
    return {"bank": p.account.bank, "iban": p.account.iban}  # type: ignore[attr-defined]


def write_all(personas: list[ed.Persona], folder: str, seed: int, family: str = "eu",
              render: dict[str, Layout] | None = None, extra=persona_truth) -> dict[str, list[str]]:
    """Exports (bank layouts of `render`, default `RENDER`), labels and truth.json (`family`, and
    `extra(p)` added to each persona) into folder; returns persona id -> export paths."""
    os.makedirs(folder, exist_ok=True)
    files = {}
    for p in personas:
        files[p.id] = write_persona(p, folder, render)
        ed.write_labels(p, folder)
    truth = ed.truth_json(personas, seed)
    truth["family"] = family
    for p, tp in zip(personas, truth["personas"]):
        tp.update(extra(p))
    with open(os.path.join(folder, "truth.json"), "w", encoding="utf-8") as out:
        json.dump(truth, out, ensure_ascii=False, indent=1)
    return files


def overlap_rows(p: ed.Persona, folder: str, render: dict[str, Layout] | None = None) -> list[list[str]]:
    """For the self-test: each export's raw lines dated inside the overlap of the two exports."""
    layout = (render or RENDER)[p.account.bank]  # type: ignore[attr-defined]
    lo, hi = p.overlap()
    out = []
    for f in p.files:
        with open(os.path.join(folder, f.name), encoding=layout.encoding, newline="") as fh:
            lines = fh.read().split(layout.newline)
        out.append(sorted(l for l in lines if (d := layout.date_of(l)) is not None and lo <= d <= hi))
    return out
