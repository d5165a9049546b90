"""Tuning family `eu2` for `scripts/eval-detect --family eu2`: Switzerland (CHF), Luxembourg (EUR)
and French-speaking Belgium (EUR), written in the CSV layouts of banks of those countries: the
German and French booking-text shapes the `eu` family (NL, BE in Dutch, AT) does not have.

A TUNING family like scripts/evaldata_eu.py, whose design it follows and whose pieces it imports
(it never reads or imports the held-out family; Germany and France are not among its countries).
Python 3 standard library only; same seed -> byte-identical files. It is a family of its own,
not more personas of `eu`, so that `eu`'s personas, files and dry-run stay exactly as they were.

Reused from scripts/evaldata.py (through evaldata_eu): the data model, the truth rules, `Plan` /
`Builder`, `plans_with_noise`, `build_streams`, the hard negatives (`Builder.negatives`, fed with
the `NEG` tables below, registered into evaldata's NEG/CITIES under this family's own keys) and
`split_exports`. Reused from scripts/evaldata_eu.py: the descriptor templates (`dd`, `card`, `so`,
`paypal`), the international digital brands in EUR (`_digital_common`), `Row`/`Account`, IBAN and
SEPA creditor-id helpers, KBC's layout (the French CBC export is KBC's in French), and eu's
generation and writing, parametrised with this family's tables: `compose` (with `POOLS` and
`odds`), `start_persona` (random stream +43), `bank_turn`, `book` (the rows, with this family's
`link`), `sepa_mandate`, `card_time`, `write_persona` / `write_all` / `overlap_rows` (with
`RENDER`).

1. Countries, languages and services. Personas are CH, LU or BE-FR (4/3/3 in every ten). A
   persona's bank fixes its language: a Swiss persona banking with UBS in French lives in
   Romandie (Lausanne, Genève, Fribourg, Neuchâtel) and pays Romande Energie or SIG, one with a
   German layout lives in Zürich/Bern/Basel/Luzern and pays EWZ or BKW. Swiss services: Swisscom,
   Sunrise (renamed from Sunrise UPC GmbH mid-history), Salt, Wingo (billed by Swisscom), Serafe,
   CSS / Helsana / Swica / Sanitas premiums (monthly, large), the electricity utilities, SBB GA
   and Halbtax (catalog `sbb`), Blick+, Tages-Anzeiger or Le Temps, Teleclub, blue+, Zattoo,
   Fitnesspark / Migros Fitness, Mobiliar, rent by Dauerauftrag / ordre permanent, a quarterly
   mortgage interest, a leasing, HelloFresh, a cleaner paid by TWINT every two weeks, plus the
   international digital brands at Swiss prices. Payment kinds: LSV+ / CH-DD direct debits (LSV-ID
   or RS-PID of the biller), eBill payments approved in e-banking (payee, address, a QR reference
   new every month), e-banking orders, Daueraufträge / ordres permanents, debit-card and TWINT
   payments. Luxembourg: POST Luxembourg (telecom), Tango, Orange Luxembourg, Enovos, CMCM,
   Foyer, Luxemburger Wort (no LuxTram: public transport is free), Basic-Fit, SEPA direct debits
   in French and German. French-speaking Belgium: Proximus, VOO, Orange Belgium, ENGIE
   (Electrabel), Luminus, SWDE / Vivaqua water, Mutualité chrétienne (catalog
   `christelijke-mutualiteit`) / Solidaris / Partenamut, Ethias, Le Soir, Basic-Fit (RTBF Auvio
   is free and left out). Hard negatives per language: Migros / Coop (Cumulus, Supercard) /
   Denner groceries, SBB tickets (same payee as the GA), TWINT payments to friends, Postomat /
   Bancomat cash, Galaxus orders; Cactus / Delhaize / Colruyt etc. for LU and BE.
   catalogId: catalog.json's id where the brand is there; a slug for well-known brands it lacks
   (`MISSING_FROM_CATALOG`; Sanitas is `sanitas-ch`: the catalog's `sanitas` is the Spanish
   insurer); null for local businesses, landlords, people, authorities and lenders.

2. Export formats (one writer per bank layout; shapes from shared/formats/ubs-ch, the public
   importer fixtures of Swiss and Belgian banks and public knowledge; rows invented):
   - ubs-ch: UBS "Liste des mouvements", French, as the real sample in shared/formats/ubs-ch
     (`Produit;Monn.;Description;Date de valeur;Description 1;Description 2;Description 3;
     N° de transaction;Débit;Crédit;Solde`, apostrophe thousands).
   - ubs-ch-de: the same UBS layout in German (`Produkt;Whrg.;Beschreibung;Valuta;Beschreibung 1..3;
     Transaktions-Nr.;Belastung;Gutschrift;Saldo`).
   - postfinance-ch: PostFinance e-finance CSV (preamble, `Buchungsdatum;Avisierungstext;Gutschrift
     in CHF;Lastschrift in CHF;Valuta;Saldo in CHF`, negative Lastschrift, a balance on a day's
     last row, disclaimer footer, latin-1); texts `KAUF/DIENSTLEISTUNG VOM … KARTEN NR. XXXX…`,
     `AUFTRAG CH-DD-BASISLASTSCHRIFT …`, `LASTSCHRIFT DAUERAUFTRAG: …`, `TWINT …`.
   - zkb-ch (a cantonal bank): Zürcher Kantonalbank (all cells quoted, `Datum;Buchungstext;
     Zahlungszweck;ZKB-Referenz;Referenznummer;Belastung CHF;Gutschrift CHF;Valuta;Saldo CHF`);
     texts `Einkauf ZKB Maestro Karte Nr. …`, `Belastung eBill: …`, `LSV: …`,
     `Belastung Dauerauftrag: …`, `Belastung TWINT: …`.
   - raiffeisen-ch: Raiffeisen Schweiz (`IBAN;Booked At;Text;Details;Credit/Debit Amount;Balance;
     Valuta Date`, timestamps `YYYY-MM-DD 00:00:00.0`).
   - bcee-lu, bgl-lu, post-lu: Spuerkeess, BGL BNP Paribas and POST Luxembourg. No sample of these
     exports was at hand: their columns are modelled on the banks' French web-banking screens, so
     whether subscan reads them says little about the real files.
   - cbc-be: CBC Banque (KBC's bank in Wallonia), KBC's layout in French (`Numéro de compte;Nom de
     la rubrique;…;Description;…;Communication libre`), texts `DOMICILIATION EUROPEENNE  dd-mm
     CREANCIER : … REF. CREANCIER : … REFERENCE MANDAT: … COMMUNICATION : …`, `PAIEMENT PAR
     BANCONTACT … AVEC CARTE DE DEBIT CBC …`, `ORDRE PERMANENT … VIREMENT VERS …`.
   - bnp-fortis-be: BNP Paribas Fortis French CSV (`Nº de séquence;Date d'exécution;Date valeur;
     Montant;…;Détails;Statut;Motif du refus`), `PAIEMENT AVEC LA CARTE DE DEBIT NUMERO …`,
     `DOMICILIATION EUROPEENNE DE … NUMERO DE MANDAT : …`.
   - belfius-be: Belfius French CSV (criteria preamble, `Compte;Date de comptabilisation;…;
     Transaction;Date valeur;Montant;Devise;BIC;Code pays;Communications`).
   `BANKS` (the layouts personas bank with) holds only the layouts subscan reads: on 2026-12-03
   `subscan extract` (fresh --db, one full export of each, `generate_all_layouts`) read every row,
   date, amount and currency of ubs-ch, postfinance-ch, zkb-ch, bcee-lu, bgl-lu, post-lu, cbc-be,
   bnp-fortis-be and belfius-be (bgl-lu's descriptions are the operation kind only: kept, they are
   what subscan makes of such a file). PostFinance and ZKB were dropped at first (their `Lastschrift
   in CHF` / `Belastung CHF` titles were not known: read in USD or losing every credit) and taken in
   once subscan read them; UBS French first read the product column `Compte personnel UBS` as every
   row's description. Still dropped (`DROPPED` says why): ubs-ch-de and raiffeisen-ch. Their writers
   stay in `ALL_BANKS` / `RENDER`; move a bank into `BANKS` when subscan reads it.

Each transaction's `desc` (truth.json, pNN-labels.csv) is the row's text as the bank prints it
(UBS: `Description 1 | Description 2 | Description 3`; the other layouts their booking text,
or counterparty | communication where a layout has both). Amounts in truth are signed as subscan
reads them. truth.json names each persona's bank, language and IBAN.

Simplifications: Swiss health premiums and the Serafe fee are modelled with evaldata's price
steps (a step at any charge, not on 1 January); SBB GA monthly is the GA "Monatsabo"; Swiss tax
instalments are left out; KBC's Dutch CBC twin and BNP Paribas Fortis' Dutch export belong to
`eu`'s shapes and are not generated here.
"""
from __future__ import annotations

import calendar
import datetime as dt
import os
import random
import sys
from dataclasses import dataclass

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import evaldata as ed  # noqa: E402
import evaldata_eu as eu  # noqa: E402
from evaldata import Service, _svc  # noqa: E402
from evaldata_eu import card, dd, local, paypal, so  # noqa: E402

LABEL = ("eu2 (CH in CHF, LU and BE-FR in EUR; exports in the UBS (French), Spuerkeess, BGL, POST "
         "Luxembourg, CBC, BNP Paribas Fortis and Belfius layouts; a tuning family)")
LOCALES = {"CH": "CHF", "LU": "EUR", "BE-FR": "EUR"}
LOCALE_PATTERN = ("CH", "LU", "BE-FR", "CH", "BE-FR", "LU", "CH", "LU", "CH", "BE-FR")
# Every layout this module writes, per country, with the persona language it implies.
ALL_BANKS = {"CH": ("ubs-ch", "ubs-ch-de", "postfinance-ch", "zkb-ch", "raiffeisen-ch"),
             "LU": ("bcee-lu", "bgl-lu", "post-lu"),
             "BE-FR": ("cbc-be", "bnp-fortis-be", "belfius-be")}
BANK_LANG = {"ubs-ch": "fr", "ubs-ch-de": "de", "postfinance-ch": "de", "zkb-ch": "de", "raiffeisen-ch": "de",
             "bcee-lu": "fr", "bgl-lu": "fr", "post-lu": "fr", "cbc-be": "fr", "bnp-fortis-be": "fr",
             "belfius-be": "fr"}
# The layouts personas bank with: those subscan reads (see the docstring); the others are dropped.
BANKS = {"CH": ("ubs-ch", "postfinance-ch", "zkb-ch"), "LU": ("bcee-lu", "bgl-lu", "post-lu"),
         "BE-FR": ("cbc-be", "bnp-fortis-be", "belfius-be")}
DROPPED = {"ubs-ch-de": "read as a card export (header not recognised): every Gutschrift (money in) lost, "
                        "descriptions from Beschreibung 3 (card number, town and time)",
           "raiffeisen-ch": "amounts read as USD (no currency column)"}
# Brands that get a catalogId although Sources/SubscanDetect/Resources/catalog.json has no entry.
MISSING_FROM_CATALOG = ("wingo", "css", "swica", "sanitas-ch", "ewz", "bkw", "romande-energie", "sig",
                        "blick", "tages-anzeiger", "le-temps", "teleclub", "blue-plus", "fitnesspark",
                        "migros-fitness", "mobiliar", "post-luxembourg", "tango", "orange-luxembourg",
                        "enovos", "cmcm", "foyer", "luxemburger-wort", "partenamut", "ethias", "le-soir")


# ----------------------------------------------------------------------------------------------
# Descriptor templates (evaldata_eu's "KIND|PAYEE|PURPOSE|k=v;k=v", two more kinds):
#   EBILL  a Swiss eBill approved in e-banking (payee, invoice text; a QR reference per charge)
#   TWINT  a TWINT payment (payee = the merchant or person)
# Options: addr= the payee's street, postcode and town; cc=CH makes a DD a Swiss LSV+ / CH-DD
# debit (LSV-ID / RS-PID instead of a SEPA creditor id). Tokens as evaldata_eu's, plus
# [[mon_ch]] (Swiss German month), [[dmy]] (dd.mm.yyyy) and [[period_ch]] (01.11.-30.11.2026).

def chdd(payee: str, purpose: str, org: str | None = None, addr: str = "") -> str:
    return f"DD|{payee}|{purpose}|org={org or payee};cc=CH" + (f";addr={addr}" if addr else "")


def ebill(payee: str, purpose: str, org: str | None = None, addr: str = "") -> str:
    return f"EBILL|{payee}|{purpose}|org={org or payee};cc=CH" + (f";addr={addr}" if addr else "")


def order(payee: str, purpose: str, addr: str = "") -> str:
    """A one-off e-banking order (a QR-bill paid by hand every month)."""
    return f"TRF|{payee}|{purpose}|" + (f"addr={addr}" if addr else "")


def twint(payee: str, city: str = "") -> str:
    return f"TWINT|{payee}||" + (f"city={city}" if city else "")


def sepa(payee: str, purpose: str, org: str | None = None, cc: str = "LU", bank: str = "", addr: str = "") -> str:
    s = dd(payee, purpose, org=org, cc=cc, bank=bank)
    return s + (f";addr={addr}" if addr else "")


# ----------------------------------------------------------------------------------------------
# Services

def _ch_digital(lang: str) -> list[Service]:
    """International brands at Swiss prices, as a Swiss debit card shows them."""
    fr = lang == "fr"
    return [
        _svc("Netflix", "netflix", "streaming", "digital",
             [("monthly", "13.90", "12.90"), ("monthly", "20.90", "18.90"), ("monthly", "26.90", "24.90")],
             [card("NETFLIX.COM", "Amsterdam", "NLD"), card("PAYPAL *NETFLIX", "4029357733", "LUX")], weight=3),
        _svc("Spotify", "spotify", "music", "digital",
             [("monthly", "13.95", "12.95"), ("monthly", "17.95"), ("monthly", "22.95", "19.95")],
             [card("Spotify P{hex}", "Stockholm", "SWE"), card("SPOTIFY", "Stockholm", "SWE")], weight=3),
        _svc("Apple iCloud+", "apple-icloud", "cloud", "digital",
             [("monthly", "1.00"), ("monthly", "3.00"), ("monthly", "10.00")],
             [card("APPLE.COM/BILL", "Cork", "IRL"), card("APPLE.COM/BILL ITUNES.COM", "Cork", "IRL")], weight=3),
        _svc("Disney+", "disney-plus", "streaming", "digital",
             [("monthly", "15.90", "13.90"), ("monthly", "9.90"), ("yearly", "159.00", "139.00")],
             [card("DisneyPLUS", "Amsterdam", "NLD"), card("DISNEY PLUS {ref}", "London", "GBR")], weight=2),
        _svc("YouTube Premium", "youtube-premium", "streaming", "digital",
             [("monthly", "17.90", "15.90"), ("monthly", "33.90", "23.90")],
             [card("GOOGLE *YouTubePremium", "g.co/helppay#", "IRL")], weight=2),
        _svc("Microsoft 365", "microsoft-365", "software", "digital",
             [("yearly", "119.00", "99.00"), ("monthly", "11.90")],
             [card("Microsoft*Microsoft 365 P", "msbill.info", "IRL"), card("MSFT * E0{ref}{ref}", "msbill.info", "IRL")]),
        _svc("Google One", "google-one", "cloud", "digital", [("monthly", "2.00"), ("monthly", "10.00"),
                                                              ("yearly", "20.00")],
             [card("GOOGLE *Google One", "g.co/helppay#", "IRL")]),
        _svc("ChatGPT Plus", "chatgpt-plus", "software", "digital", [("monthly", "16.90")],
             [card("OPENAI *CHATGPT SUBSCR", "San Francisco", "USA", fx="USD 20.00")], fx=True, weight=2),
        _svc("Zattoo", "zattoo", "streaming", "digital", [("monthly", "13.99", "11.99"), ("yearly", "139.00")],
             [card("ZATTOO AG", "Zuerich", "CHE"), card("Zattoo Ultimate", "zattoo.com", "CHE")]),
        _svc("blue+", "blue-plus", "streaming", "digital", [("monthly", "29.90"), ("monthly", "14.90")],
             [card("SWISSCOM BLUE+", "Bern", "CHE"), twint("Swisscom blue", "Bern")]),
        _svc("Blick+", "blick", "news", "news", [("monthly", "9.90", "8.90"), ("yearly", "99.00")],
             [card("RINGIER AG BLICK+", "Zuerich", "CHE"), twint("Blick+ Ringier", "Zuerich")]),
        _svc("Teleclub", "teleclub", "streaming", "digital", [("monthly", "44.90", "39.90")],
             [chdd("Teleclub AG", t(fr, "Abo Teleclub Premium [[mon_ch]]", "Abonnement Teleclub [[mon_fr]]"),
                   addr="Stuhlmacherstrasse 6, 8604 Volketswil"),
              ebill("Teleclub AG", t(fr, "Rechnung {ref}{ref}", "Facture {ref}{ref}"),
                    addr="Stuhlmacherstrasse 6, 8604 Volketswil")]),
    ]


def t(fr: bool, de_text: str, fr_text: str) -> str:
    return fr_text if fr else de_text


SWISSCOM_ADDR = "Alte Tiefenaustrasse 6, 3048 Worblaufen"


def _ch_pool(lang: str) -> list[Service]:
    fr = lang == "fr"
    mon = "[[mon_fr]]" if fr else "[[mon_ch]]"
    inv = "Facture" if fr else "Rechnung"
    return _ch_digital(lang) + [
        _svc("Swisscom", "swisscom", "telecom", "telecom", [("monthly", "79.00", "75.00"), ("monthly", "55.00")],
             [ebill("Swisscom (Schweiz) AG", f"{inv} {{ref}}{{ref}} [[cust]]", addr=SWISSCOM_ADDR),
              chdd("Swisscom (Schweiz) AG", f"{inv} {mon} [[cust]]", addr=SWISSCOM_ADDR)], shift=True, var=0.03),
        _svc("Sunrise", "sunrise-ch", "telecom", "telecom", [("monthly", "65.00", "59.00")],
             [ebill("Sunrise UPC GmbH", f"{inv} {{ref}}{{ref}} [[cust]]", org="Sunrise",
                    addr="Thurgauerstrasse 101B, 8152 Glattpark (Opfikon)"),
              ebill("Sunrise GmbH", f"{inv} {{ref}}{{ref}} [[cust]]", org="Sunrise",
                    addr="Thurgauerstrasse 101B, 8152 Glattpark (Opfikon)")], shift=True, rename=True),
        _svc("Salt", "salt-ch", "telecom", "telecom", [("monthly", "39.95", "34.95")],
             [ebill("Salt Mobile SA", f"{inv} {{ref}}{{ref}}", addr="Rue du Caudray 4, 1020 Renens"),
              chdd("Salt Mobile SA", f"{inv} {mon} [[cust]]", addr="Rue du Caudray 4, 1020 Renens")], shift=True),
        _svc("Wingo", "wingo", "telecom", "telecom", [("monthly", "29.95"), ("monthly", "19.95")],
             [ebill("Swisscom (Schweiz) AG", f"Wingo {inv} {{ref}}{{ref}}", org="Swisscom Wingo", addr=SWISSCOM_ADDR),
              card("WINGO", "Bern", "CHE")], shift=True),
        _svc("Serafe", "serafe", "utility", "tv", [("yearly", "335.00", "365.00"), ("quarterly", "83.75")],
             [ebill("Serafe AG", t(fr, "Haushaltabgabe Radio/TV [[yyyy]] Kundennr. [[cust]]",
                                   "Redevance radio-TV [[yyyy]] no client [[cust]]"),
                    addr="Postfach, 8010 Zuerich"),
              order("Serafe AG", t(fr, "Rechnung [[yyyy]] [[cust]]", "Facture [[yyyy]] [[cust]]"),
                    addr="Postfach, 8010 Zuerich")], shift=True),
        _svc("CSS", "css", "insurance", "health", [("monthly", "421.60", "398.30")],
             [chdd("CSS Kranken-Versicherung AG", t(fr, "Praemie {mon} Vers.-Nr. [[cust]]".replace("{mon}", mon),
                                                    f"Prime {mon} no assure [[cust]]"),
                   addr="Tribschenstrasse 21, 6005 Luzern"),
              ebill("CSS Kranken-Versicherung AG", t(fr, f"Praemienrechnung {mon}", f"Facture de primes {mon}"),
                    addr="Tribschenstrasse 21, 6005 Luzern")], shift=True),
        _svc("Helsana", "helsana", "insurance", "health", [("monthly", "455.30", "431.80")],
             [ebill("Helsana Versicherungen AG", t(fr, f"Praemie {mon} Kundennummer [[cust]]",
                                                   f"Prime {mon} client [[cust]]"),
                    addr="Zuerichstrasse 130, 8600 Duebendorf"),
              chdd("Helsana Versicherungen AG", t(fr, f"Praemie {mon}", f"Prime {mon}"),
                   addr="Zuerichstrasse 130, 8600 Duebendorf")], shift=True),
        _svc("Swica", "swica", "insurance", "health", [("monthly", "398.70", "377.20")],
             [ebill("SWICA Krankenversicherung AG", t(fr, f"Praemie {mon} [[cust]]", f"Prime {mon} [[cust]]"),
                    addr="Roemerstrasse 38, 8401 Winterthur"),
              order("SWICA Krankenversicherung AG", t(fr, f"Praemie {mon}", f"Prime {mon}"),
                    addr="Roemerstrasse 38, 8401 Winterthur")], shift=True),
        _svc("Sanitas", "sanitas-ch", "insurance", "health", [("monthly", "389.45", "366.10")],
             [chdd("Sanitas Grundversicherungen AG", t(fr, f"Praemie {mon} Vertrag [[cust]]",
                                                      f"Prime {mon} contrat [[cust]]"),
                   addr="Jaegergasse 3, 8004 Zuerich")], shift=True),
        _svc("Die Mobiliar", "mobiliar", "insurance", "insurance", [("yearly", "486.30", "471.90"),
                                                                    ("semiannual", "243.15")],
             [ebill("Schweizerische Mobiliar Versicherungsgesellschaft AG",
                    t(fr, "Police [[cust]] Praemie [[yyyy]]", "Police [[cust]] prime [[yyyy]]"),
                    org="Mobiliar", addr="Bundesgasse 35, 3001 Bern")], shift=True),
        _svc("SBB Halbtax", "sbb", "transport", "transport", [("yearly", "190.00", "185.00")],
             [card("SBB CFF FFS", "Bern", "CHE"), twint("SBB CFF FFS", "Bern")]),
        _svc("SBB GA", "sbb", "transport", "transport", [("monthly", "340.00", "333.00"), ("yearly", "3995.00", "3860.00")],
             [ebill("SBB AG", t(fr, "GA Monatsabo [[cust]] {mon}".replace("{mon}", mon), f"AG mensuel [[cust]] {mon}"),
                    org="SBB", addr="Hilfikerstrasse 1, 3000 Bern 65"),
              card("SBB CFF FFS", "Bern", "CHE")], shift=True),
        _svc("Fitnesspark", "fitnesspark", "gym", "gym", [("monthly", "89.00", "84.00")],
             [chdd("Fitnesspark AG", t(fr, "Mitgliederbeitrag {mon} [[cust]]".replace("{mon}", mon),
                                       f"Cotisation {mon} [[cust]]"), addr="Zuercherstrasse 55, 8004 Zuerich")]),
        _svc("Migros Fitness", "migros-fitness", "gym", "gym", [("monthly", "79.00")],
             [chdd("Migros Fitness AG", t(fr, f"Abo {mon} [[cust]]", f"Abonnement {mon} [[cust]]"),
                   addr="Limmatstrasse 152, 8005 Zuerich")]),
        _svc("HelloFresh", "hellofresh", "food-box", "weekly", [("weekly", "79.90", "74.90")],
             [card("HelloFresh Schweiz", "Zuerich", "CHE"), twint("HelloFresh", "Zuerich")]),
        _svc("Rent - Livit", None, "housing", "housing", [("monthly", "2140.00", "2080.00")],
             [so("Livit AG Real Estate Management", t(fr, "Miete {mon} Whg. 3.5 Zi.".replace("{mon}", mon),
                                                       f"Loyer {mon} app. 3.5 pces")),
              so("LIVIT AG", t(fr, "Mietzins Objekt [[cust]]", "Loyer objet [[cust]]"))], shift=True, anchor=1),
        _svc("Loyer - Perrin", None, "housing", "housing", [("monthly", "1680.00", "1620.00")],
             [so("Perrin Claudine", t(fr, "Miete [[mm]].[[yyyy]]", "Loyer [[mm]].[[yyyy]]")),
              so("C. PERRIN", t(fr, "Miete", "Loyer appartement"))], shift=True, anchor=1),
        _svc("Banque Cantonale Vaudoise (mortgage)" if fr else "Zuger Kantonalbank (mortgage)", None, "housing",
             "housing", [("quarterly", "1845.00")],
             [chdd("Banque Cantonale Vaudoise" if fr else "Zuger Kantonalbank",
                   t(fr, "Hypothekarzins [[q]]. Quartal [[yyyy]] Nr. [[cust]]",
                     "Interets hypothecaires [[q]]e trim. [[yyyy]] no [[cust]]"), org="Hypothek")], shift=True),
        _svc("STWEG Sonnenhof (community)", None, "housing", "community", [("quarterly", "960.00")],
             [order("STWEG Residenz Sonnenhof", t(fr, "Akonto Nebenkosten [[q]]/[[yyyy]]",
                                                  "Acompte charges [[q]]/[[yyyy]]"))], shift=True),
        _svc("Cembra Leasing (loan)", None, "loan", "loan", [("monthly", "389.55")],
             [chdd("Cembra Money Bank AG", t(fr, "Leasingrate {mon} Vertrag [[cust]]".replace("{mon}", mon),
                                             f"Mensualite leasing {mon} contrat [[cust]]"), org="Cembra")],
             shift=True),
        _svc("Ana Silva (cleaning)", None, "home-service", "biweekly", [("biweekly", "120.00")],
             [twint("Ana Silva"), so("Ana Silva", t(fr, "Reinigung", "Menage"))]),
    ] + ([
        _svc("Romande Energie", "romande-energie", "utility", "electric", [("quarterly", "186.00", "171.00")],
             [ebill("Romande Energie SA", "Acompte electricite [[q]]/[[yyyy]] [[cust]]",
                    addr="Rue de Lausanne 53, 1110 Morges")], shift=True, var=0.08),
        _svc("SIG", "sig", "utility", "electric", [("monthly", "98.00", "91.00")],
             [ebill("Services Industriels de Geneve", "Acompte [[mon_fr]] [[cust]]", org="SIG",
                    addr="Chemin du Chateau-Bloch 2, 1219 Le Lignon")], shift=True),
        _svc("Le Temps", "le-temps", "news", "news", [("monthly", "29.00", "25.00"), ("yearly", "299.00")],
             [ebill("Le Temps SA", "Abonnement numerique [[cust]]", addr="Avenue du Bouchet 2, 1209 Geneve")],
             shift=True),
    ] if fr else [
        _svc("EWZ", "ewz", "utility", "electric", [("quarterly", "174.00", "162.00")],
             [ebill("ewz Elektrizitaetswerk der Stadt Zuerich", "Akontorechnung [[q]]/[[yyyy]] [[cust]]",
                    org="ewz", addr="Tramstrasse 35, 8050 Zuerich")], shift=True, var=0.08),
        _svc("BKW", "bkw", "utility", "electric", [("monthly", "92.00", "86.00")],
             [ebill("BKW Energie AG", "Teilrechnung [[mon_ch]] [[cust]]", addr="Viktoriaplatz 2, 3013 Bern")],
             shift=True),
        _svc("Tages-Anzeiger", "tages-anzeiger", "news", "news", [("monthly", "29.00", "25.00"), ("yearly", "319.00")],
             [ebill("Tamedia Abo-Service", "Abo Tages-Anzeiger Digital [[cust]]", org="Tamedia",
                    addr="Werdstrasse 21, 8004 Zuerich")], shift=True),
    ])


def _lu_pool() -> list[Service]:
    return eu._digital_common("fr", "LU") + [
        _svc("Amazon Prime", "amazon-prime", "membership", "digital", [("monthly", "6.99"), ("yearly", "69.90")],
             [card("AMAZON PRIME*{amz}", "amazon.fr/prm", "LUX"), card("Amazon.fr Prime*{amz}", "amazon.fr", "LUX")],
             weight=2),
        _svc("ChatGPT Plus", "chatgpt-plus", "software", "digital", [("monthly", "18.50")],
             [card("OPENAI *CHATGPT SUBSCR", "San Francisco", "USA", fx="USD 20.00")], fx=True),
        _svc("Luxemburger Wort", "luxemburger-wort", "news", "news", [("monthly", "29.90", "27.90")],
             [sepa("Mediahuis Luxembourg S.A.", "Abonnement Luxemburger Wort [[mon_de]] Abo-Nr. [[cust]]",
                   org="Mediahuis Luxembourg")], shift=True),
        _svc("POST Luxembourg", "post-luxembourg", "telecom", "telecom", [("monthly", "55.00", "50.00"),
                                                                          ("monthly", "25.00")],
             [sepa("POST Luxembourg", "Facture {ref}{ref} client [[cust]]", org="POST Telecom"),
              sepa("POST Telecom S.A.", "Facture POST {ref}{ref}", org="POST Telecom")], shift=True),
        _svc("Tango", "tango", "telecom", "telecom", [("monthly", "35.00", "30.00")],
             [sepa("Tango SA", "Facture Tango {ref}{ref} client [[cust]]", org="Tango")], shift=True, var=0.04),
        _svc("Orange Luxembourg", "orange-luxembourg", "telecom", "telecom", [("monthly", "39.00", "35.00")],
             [sepa("Orange Communications Luxembourg SA", "Facture {ref}{ref}", org="Orange Luxembourg")],
             shift=True),
        _svc("Enovos", "enovos", "utility", "electric", [("monthly", "118.00", "104.00")],
             [sepa("Enovos Luxembourg S.A.", "Acompte electricite/gaz [[mon_fr]] contrat [[cust]]", org="Enovos")],
             shift=True),
        _svc("Ville de Luxembourg (water)", None, "utility", "water", [("quarterly", "96.00")],
             [sepa("Ville de Luxembourg", "Service des eaux [[q]]/[[yyyy]] [[cust]]", org="VDL eaux")],
             shift=True, var=0.1),
        _svc("CMCM", "cmcm", "insurance", "health", [("yearly", "114.00", "108.00"), ("quarterly", "28.50")],
             [sepa("Caisse Medico-Complementaire Mutualiste", "Cotisation [[yyyy]] membre [[cust]]", org="CMCM")],
             shift=True),
        _svc("Foyer", "foyer", "insurance", "insurance", [("monthly", "64.20", "61.80"), ("yearly", "745.00")],
             [sepa("Foyer Assurances SA", "Contrat [[cust]] prime [[mon_fr]]", org="Foyer"),
              sepa("FOYER ASSURANCES", "Prime auto contrat [[cust]]", org="Foyer")], shift=True),
        _svc("Loyer - M. Schmit", None, "housing", "housing", [("monthly", "1950.00", "1900.00")],
             [so("Schmit Jean", "Loyer [[mon_fr]]"), so("SCHMIT J.", "Miete [[mm]]/[[yyyy]]")], shift=True, anchor=1),
        _svc("BCEE (mortgage)", None, "housing", "housing", [("monthly", "1685.40")],
             [sepa("BCEE Spuerkeess", "Remboursement pret logement [[cust]] echeance [[mm]]/[[yyyy]]",
                   org="BCEE pret")], shift=True),
        _svc("Residence Les Tilleuls (community)", None, "housing", "community", [("quarterly", "540.00")],
             [so("Residence Les Tilleuls", "Avance charges [[q]]e trimestre [[yyyy]]")], shift=True),
        _svc("Cofidis (loan)", None, "loan", "loan", [("monthly", "212.35")],
             [sepa("Cofidis", "Mensualite credit [[cust]] [[mm]]/[[yyyy]]", org="Cofidis", cc="BE", bank="BBRU")],
             shift=True),
        _svc("Basic-Fit", "basic-fit", "gym", "gym", [("monthly", "29.99", "24.99")],
             [sepa("Basic-Fit Luxembourg Sarl", "Cotisation [[cust]] {ref}", org="Basic-Fit LU")]),
        _svc("HelloFresh", "hellofresh", "food-box", "weekly", [("weekly", "64.99", "59.99")],
             [sepa("HelloFresh Benelux B.V.", "HelloFresh box semaine [[week]] {ref}", org="HelloFresh Benelux",
                   cc="NL", bank="ABNA")]),
        _svc("Maria Costa (cleaning)", None, "home-service", "biweekly", [("biweekly", "90.00")],
             [so("Costa Maria", "Menage"), so("COSTA MARIA", "nettoyage [[ddmmyyyy]]")]),
    ]


def _be_fr_pool() -> list[Service]:
    return eu._digital_common("fr", "BE") + [
        _svc("Amazon Prime", "amazon-prime", "membership", "digital", [("monthly", "6.99"), ("yearly", "69.90")],
             [card("AMAZON PRIME*{amz}", "amazon.fr/prm", "LUX"), card("Amazon Prime BE*{amz}", "amzn.eu", "LUX")],
             weight=2),
        _svc("ChatGPT Plus", "chatgpt-plus", "software", "digital", [("monthly", "18.50")],
             [card("OPENAI *CHATGPT SUBSCR", "San Francisco", "USA", fx="USD 20,00")], fx=True),
        _svc("Le Soir", "le-soir", "news", "news", [("monthly", "22.99", "19.99")],
             [sepa("Rossel & Cie SA", "Abonnement Le Soir+ [[cust]] [[mon_fr]]", org="Rossel", cc="BE", bank="GKCC")],
             shift=True),
        _svc("Proximus", "proximus", "telecom", "telecom", [("monthly", "79.99", "74.99"), ("monthly", "25.00")],
             [sepa("PROXIMUS SA", "Facture {ref}{ref} client [[cust]]", org="Proximus", cc="BE", bank="BBRU")],
             shift=True),
        _svc("VOO", "voo", "telecom", "telecom", [("monthly", "64.90", "59.90")],
             [sepa("VOO SA", "Facture VOO {ref}{ref} client [[cust]]", org="VOO", cc="BE", bank="GKCC")], shift=True),
        _svc("Orange Belgium", "orange-belgium", "telecom", "telecom", [("monthly", "35.00", "32.00")],
             [sepa("Orange Belgium SA", "Facture {ref}{ref} client [[cust]]", org="Orange Belgium", cc="BE",
                   bank="BBRU")], shift=True, var=0.04),
        _svc("ENGIE", "engie", "utility", "electric", [("monthly", "145.00", "128.00")],
             [sepa("ENGIE Electrabel", "Facture d'acompte {ref}{ref} client [[cust]]", org="Electrabel", cc="BE",
                   bank="BBRU")], shift=True),
        _svc("Luminus", "luminus", "utility", "electric", [("monthly", "132.00", "121.00")],
             [sepa("Luminus SA", "Luminus acompte [[cust]] [[mon_fr]]", org="Luminus", cc="BE", bank="GEBA")],
             shift=True),
        _svc("Societe Wallonne des Eaux", None, "utility", "water", [("quarterly", "96.00"), ("monthly", "37.12")],
             [sepa("S.W.D.E. Societe Wallonne des Eaux", "CL{ref}{ref}CC[[cust]]", org="SWDE", cc="BE",
                   bank="GKCC")], shift=True),
        _svc("Vivaqua", None, "utility", "water", [("quarterly", "88.00")],
             [sepa("VIVAQUA", "Facture d'acompte {ref}{ref} [[cust]]", org="Vivaqua", cc="BE", bank="GKCC")],
             shift=True),
        _svc("Mutualité chrétienne", "christelijke-mutualiteit", "insurance", "health",
             [("quarterly", "34.20"), ("yearly", "136.80", "128.40")],
             [sepa("Mutualite chretienne", "Cotisation assurance complementaire [[q]]e trimestre [[yyyy]] [[cust]]",
                   org="MC", cc="BE", bank="BBRU")], shift=True),
        _svc("Solidaris", "solidaris", "insurance", "health", [("yearly", "118.00", "109.00")],
             [sepa("Mutualite Solidaris", "Cotisation assurance complementaire [[yyyy]] [[cust]]", org="Solidaris",
                   cc="BE", bank="BBRU")], shift=True),
        _svc("Partenamut", "partenamut", "insurance", "health", [("quarterly", "39.60"), ("yearly", "158.40")],
             [sepa("Partenamut", "Cotisation [[yyyy]] affilie [[cust]]", org="Partenamut", cc="BE", bank="GEBA")],
             shift=True),
        _svc("Ethias", "ethias", "insurance", "insurance", [("yearly", "398.40", "377.10"), ("monthly", "34.60")],
             [sepa("ETHIAS SA", "Police [[cust]] prime [[mon_fr]]", org="Ethias", cc="BE", bank="GKCC")],
             shift=True),
        _svc("Loyer - Dupont", None, "housing", "housing", [("monthly", "875.00", "845.00")],
             [so("DUPONT - LAMBERT", "loyer [[mon_fr]]"), so("Dupont Michel", "loyer [[mm]]/[[yyyy]]")],
             shift=True, anchor=1),
        _svc("CBC (mortgage)", None, "housing", "housing", [("monthly", "942.18")],
             [sepa("CBC BANQUE SA", "REMBOURSEMENT CREDIT LOGEMENT [[cust]]", org="CBC credit", cc="BE",
                   bank="CREG")], shift=True),
        _svc("ACP Residence Les Platanes (community)", None, "housing", "community", [("quarterly", "420.00")],
             [so("ACP RES. LES PLATANES", "provision charges [[q]]e trimestre [[yyyy]]")], shift=True),
        _svc("Alpha Credit (loan)", None, "loan", "loan", [("monthly", "275.34")],
             [sepa("ALPHA CREDIT", "VOTRE MENSUALITE[[cust]]", org="Alpha Credit", cc="BE", bank="GEBA")],
             shift=True),
        _svc("Basic-Fit", "basic-fit", "gym", "gym", [("monthly", "29.99", "24.99")],
             [sepa("Basic-Fit Belgium BV", "Cotisation [[cust]] {ref}", org="Basic-Fit Belgium", cc="BE",
                   bank="BBRU")]),
        _svc("Olympia Fitness", None, "gym", "gym", [("monthly", "39.00")],
             [sepa("Olympia Fitness SRL", "Abonnement [[mon_fr]] membre [[cust]]", org="Olympia", cc="BE",
                   bank="CREG")], anchor=1),
        _svc("HelloFresh", "hellofresh", "food-box", "weekly", [("weekly", "64.99", "59.99")],
             [sepa("HelloFresh Belgium NV", "HelloFresh box semaine [[week]] {ref}", org="HelloFresh BE", cc="BE",
                   bank="BBRU")]),
        _svc("Nadia Benali (cleaning)", None, "home-service", "biweekly", [("biweekly", "66.00")],
             [so("Benali Nadia", "menage"), so("BENALI NADIA", "menage [[ddmmyyyy]]")]),
    ]


POOLS: dict[str, list[Service]] = {"CH-de": _ch_pool("de"), "CH-fr": _ch_pool("fr"), "LU": _lu_pool(),
                                   "BE-FR": _be_fr_pool()}

CITIES = {
    "CH-de": [("Zuerich", "CH"), ("Bern", "CH"), ("Basel", "CH"), ("Luzern", "CH"), ("Winterthur", "CH")],
    "CH-fr": [("Lausanne", "CH"), ("Geneve", "CH"), ("Fribourg", "CH"), ("Neuchatel", "CH"), ("Sion", "CH")],
    "LU": [("Luxembourg", "LU"), ("Esch-sur-Alzette", "LU"), ("Differdange", "LU"), ("Dudelange", "LU"),
           ("Ettelbruck", "LU")],
    "BE-FR": [("Namur", "BE"), ("Liege", "BE"), ("Charleroi", "BE"), ("Mons", "BE"), ("Bruxelles", "BE")],
}


def _neg_ch(lang: str) -> dict:
    fr = lang == "fr"
    return {
        "coffee": local("Starbucks", "Spruengli", "Cafe de la Gare", "Caffe Spettacolo")
        if not fr else local("Starbucks", "Boreal Coffee", "Cafe du Marche", "Blackbird Coffee"),
        "coffee_menu": ["4.20", "4.80", "5.20", "5.60", "6.10", "6.50", "7.20"],
        "grocery": local("MIGROS M {store}", "Coop-{store}", "Denner {store}", "Lidl Schweiz {store}")
        + [twint("Migros Cumulus {store}"), card("Coop Supercard {store}", "{city}")],
        "grocery_amt": (30, 180),
        "ride": [card("SBB CFF FFS", "Bern", "CHE"), twint("SBB Mobile"), card("Uber *Trip", "help.uber.com", "NLD"),
                 card("ZVV Ticket" if not fr else "TL Lausanne", "{city}", "CHE")],
        "ride_amt": (3, 60),
        "shop_kind": "shopping",
        "shop": [card("Digitec Galaxus AG", "Zuerich", "CHE"), twint("Galaxus"), card("Zalando", "Berlin", "DEU"),
                 card("BRACK.CH", "Willisau", "CHE")],
        "shop_amt": (15, 250),
        "refund": "INC|Digitec Galaxus AG|Rueckerstattung {ref}|",
        "restaurant": local("Tibits", "Hiltl", "Restaurant Sternen", "Holy Cow", "Pizzeria Molino")
        + [twint("Just Eat CH"), card("Uber *Eats", "help.uber.com", "NLD")],
        "restaurant_amt": (18, 120),
        "fuel": local("Migrol {store}", "AVIA", "Socar {store}"),
        "fuel_amt": (50, 110),
        "atm": ["ATM|Bancomat {city}||", "ATM|Postomat {city}||"], "atm_rate": 0.6,
        "atm_amt": [50, 100, 200, 300],
        "employers": [f"INC|Acme Schweiz AG|{t(fr, 'Lohn [[mon_ch]]', 'Salaire [[mon_fr]]')}|",
                      f"INC|{t(fr, 'Kanton Zuerich', 'Etat de Vaud')}|{t(fr, 'Lohn [[mm]]/[[yyyy]]', 'Salaire [[mm]]/[[yyyy]]')}|",
                      f"INC|Globex SA|{t(fr, 'Salaer [[mon_ch]] {ref}', 'Salaire [[mon_fr]] {ref}')}|"],
        "salary_amt": (5200, 9800), "payday": [25, 24, 26],
        "interest": "INT|Zins|Habenzins|",
        "friends": ["Luca Meier", "Sarah Keller", "Nicolas Favre", "Lea Brunner", "Marc Rochat"],
        "transfer": "TWINT|{name}||",
        "transfer_amt": ["10.00", "20.00", "25.00", "30.00", "50.00", "15.00"],
        "parking": [twint("ParkingPay"), card("Parkhaus Urania" if not fr else "Parking du Centre", "{city}"),
                    card("EasyPark CH", "Zuerich", "CHE")],
        "parking_amt": ["3.00", "4.50", "8.00"],
        "app": [card("APPLE.COM/BILL", "Cork", "IRL"), card("Google Play {ref}", "g.co/helppay#", "IRL")],
        "app_amt": ["1.00", "2.00", "3.00", "5.00", "10.00"],
        "haircut": card("Coiffeur Haarwerk" if not fr else "Salon Coiff'Style", "{city}"),
        "haircut_amt": ["45.00", "55.00", "68.00"],
        "misc": local("Manor", "Jumbo {store}", "IKEA", "Ochsner Sport", "Apotheke {store}", "Interdiscount")
        + [twint("Kino Pathe")],
        "misc_amt": (5, 220),
    }


NEG: dict[str, dict] = {
    "CH-de": _neg_ch("de"),
    "CH-fr": _neg_ch("fr"),
    "LU": {
        "coffee": local("Starbucks", "Fischer", "Oberweis", "Cafe Konrad"),
        "coffee_menu": ["2.90", "3.30", "3.70", "4.10", "4.60", "5.20"],
        "grocery": local("Cactus {store}", "Delhaize {store}", "Auchan Kirchberg", "Aldi {store}"),
        "grocery_amt": (25, 160),
        "ride": [card("Uber *Trip", "help.uber.com", "NLD"), card("Webtaxi", "Luxembourg", "LUX"),
                 card("CFL Gare", "{city}")],
        "ride_amt": (5, 45),
        "shop_kind": "amazon",
        "shop": [card("AMZN Mktp DE*{amz}", "amazon.de", "LUX"), card("Amazon.fr*{amz}", "amazon.fr", "LUX")],
        "shop_amt": (8, 160),
        "refund": "INC|AMAZON EU S.A R.L.|Remboursement {amz}|",
        "restaurant": local("Brasserie Guillaume", "Vapiano", "Um Dierfgen", "Pizzeria Bacano", "Chiggeri"),
        "restaurant_amt": (12, 90),
        "fuel": local("Aral {store}", "Shell {store}", "Q8"),
        "fuel_amt": (40, 90),
        "atm": ["ATM|Bancomat {city}||"], "atm_rate": 0.5,
        "atm_amt": [20, 50, 100, 150],
        "employers": ["INC|Acme Luxembourg S.A.|Salaire [[mon_fr]]|", "INC|Etat du Grand-Duche|Traitement [[mm]]/[[yyyy]]|",
                      "INC|Globex Sarl|Gehalt [[mon_de]] {ref}|"],
        "salary_amt": (3600, 7200), "payday": [28, 27, 30],
        "interest": "INT|Interets|Interets crediteurs|",
        "friends": ["Paul Weber", "Anne Hoffmann", "Marc Wagner", "Sophie Muller", "Tom Schmit"],
        "transfer": "TRF|{name}|Digicash {ref}|",
        "transfer_amt": ["10.00", "15.00", "20.00", "25.00", "50.00"],
        "parking": [card("Parking Knuedler", "Luxembourg", "LUX"), card("Indigo", "{city}")],
        "parking_amt": ["2.40", "3.60", "5.00"],
        "app": [card("APPLE.COM/BILL", "Cork", "IRL"), card("Google Play {ref}", "g.co/helppay#", "IRL")],
        "app_amt": ["0.99", "1.99", "2.99", "4.99", "9.99"],
        "haircut": card("Coiffure Jacques", "{city}"), "haircut_amt": ["32.00", "38.00", "45.00"],
        "misc": local("Pall Center", "Hela", "Ikea", "Hornbach", "Pharmacie {store}", "Kinepolis"),
        "misc_amt": (4, 180),
    },
    "BE-FR": {
        "coffee": local("Exki", "Panos", "Starbucks", "Cafe Le Temps"),
        "coffee_menu": ["2.60", "3.10", "3.50", "3.90", "4.30", "4.80"],
        "grocery": local("Delhaize", "Colruyt", "Carrefour Market", "Intermarche", "Aldi {store}"),
        "grocery_amt": (25, 150),
        "ride": [card("Uber *Trip", "help.uber.com", "NLD"), card("SNCB/NMBS", "{city}"), card("TEC", "{city}")],
        "ride_amt": (3, 30),
        "shop_kind": "shopping",
        "shop": [card("bol.com", "Utrecht", "NLD"), card("Zalando SE", "Berlin", "DEU"), card("Vanden Borre", "{city}")],
        "shop_amt": (8, 180),
        "refund": "INC|bol.com b.v.|Remboursement {ref}|",
        "restaurant": local("Quick", "Pizza Hut", "Brasserie du Marche", "Friterie Chez Marcel", "Le Pain Quotidien")
        + [card("Deliveroo", "London", "GBR")],
        "restaurant_amt": (10, 80),
        "fuel": local("Q8", "TotalEnergies {store}", "Esso {store}"),
        "fuel_amt": (35, 90),
        "atm": ["ATM|Bancontact {city}||"], "atm_rate": 0.5,
        "atm_amt": [20, 40, 50, 100],
        "employers": ["INC|Acme Belgium SA|SALAIRE [[mon_fr]] {ref}|", "INC|SPW Wallonie|Traitement [[mon_fr]]|",
                      "INC|Globex SRL|Salaire [[mm]]/[[yyyy]]|"],
        "salary_amt": (2300, 4500), "payday": [28, 31, 1],
        "interest": "INT|CBC|Interets compte epargne|",
        "friends": ["Julie Lambert", "Thomas Dubois", "Sarah Martin", "Nicolas Leclercq", "Emma Laurent"],
        "transfer": "TRF|{name}|remboursement {ref}|",
        "transfer_amt": ["10.00", "15.00", "20.00", "25.00", "50.00"],
        "parking": [card("Interparking", "{city}"), card("4411 parking", "Bruxelles", "BEL")],
        "parking_amt": ["2.50", "4.00", "6.20"],
        "app": [card("APPLE.COM/BILL", "Cork", "IRL"), card("Google Play {ref}", "g.co/helppay#", "IRL")],
        "app_amt": ["0.99", "1.99", "2.99", "4.99", "9.99"],
        "haircut": card("Coiffure Elodie", "{city}"), "haircut_amt": ["26.00", "30.00", "35.00"],
        "misc": local("Kruidvat", "Hema", "Brico", "Fnac", "Pharmacie {store}", "Kinepolis"),
        "misc_amt": (3, 160),
    },
}

# This family's keys become known to evaldata's Builder (its negatives read NEG, its contexts
# CITIES); only keys evaldata and evaldata_eu never use are added.
for _key in NEG:
    assert _key not in ed.LOCALES and _key not in eu.LOCALES
    ed.NEG.setdefault(_key, NEG[_key])
    ed.CITIES.setdefault(_key, CITIES[_key])


# ----------------------------------------------------------------------------------------------
# Persona composition

def odds(key: str) -> tuple:
    """`evaldata_eu.compose`'s groups and chances for this family (no tax group; TV more often;
    health 0.9 in CH: Swiss basic health insurance is compulsory)."""
    return (("housing", 0.8), ("loan", 0.25), ("electric", 0.75), ("water", 0.45), ("telecom", 0.85),
            ("telecom", 1.0, 0.3), ("health", 0.9 if key.startswith("CH") else 0.5), ("insurance", 0.45),
            ("tv", 0.8), ("community", 0.25), ("gym", 0.45), ("transport", 0.35), ("news", 0.3), ("weekly", 0.3),
            ("biweekly", 0.3), ("membership", 0.3))


def compose(rng: random.Random, key: str, history_months: int) -> list[ed.Plan]:
    return eu.compose(rng, key, history_months, POOLS, odds(key))


def choose_bank(seed: int, index: int, locale: str, table: dict | None = None) -> str:
    """The personas of a country take its banks (`BANKS`) in turn, the turn shifted by the seed."""
    return eu.bank_turn(seed, index, locale, (table or BANKS)[locale], LOCALE_PATTERN)


def make_persona(seed: int, index: int, banks: dict | None = None) -> ed.Persona:
    locale = LOCALE_PATTERN[index % len(LOCALE_PATTERN)]
    bank = choose_bank(seed, index, locale, banks)
    lang = BANK_LANG[bank]
    key = f"CH-{lang}" if locale == "CH" else locale
    p, b = eu.start_persona(seed, index, 43, key, LOCALES[locale], compose)   # not eu's stream (+29)
    p.locale = locale
    p.bank, p.lang = bank, lang  # type: ignore[attr-defined]
    realise(p, seed, b.ctx["city"])
    return p


def generate(seed: int, count: int) -> list[ed.Persona]:
    return eu.generate(seed, count, make_persona)


def generate_all_layouts(seed: int, count: int) -> list[ed.Persona]:
    """Personas that take every written layout in turn, dropped ones too (for checking readers)."""
    return eu.generate(seed, count, lambda seed, i: make_persona(seed, i, ALL_BANKS))


# ----------------------------------------------------------------------------------------------
# Rows

@dataclass
class Row(eu.Row):
    qr: str = ""          # Swiss QR reference of an eBill / order (new every charge)
    addr: str = ""        # the counterparty's street, postcode and town
    city: str = ""        # the persona's town (ATM, TWINT)


MONTHS_CH = ("Januar", "Februar", "Maerz", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember")
BICS = dict(eu.BICS, UBSW="UBSWCHZH80A", POFI="POFICHBEXXX", ZKBK="ZKBKCHZZ80A", RAIF="RAIFCH22XXX",
            BCVL="BCVLCH2LXXX", CRES="CRESCHZZ80A", BCEE="BCEELULL", BGLL="BGLLLULL", CCPL="CCPLLULL",
            BILL="BILLLULL", CELL="CELLLULL", CREG="CREGBEBB", PPLX="PPLXLUL2")
CH_IID = {"UBSW": "00230", "POFI": "09000", "ZKBK": "00700", "RAIF": "80808", "BCVL": "00767", "CRES": "04835"}
LU_IID = {"BCEE": "001", "BILL": "002", "BGLL": "003", "CCPL": "111", "CELL": "014", "PPLX": "751"}
BE_IID = {"GEBA": "001", "BBRU": "310", "KRED": "735", "GKCC": "068", "CREG": "732"}
OWN_BANK = {"ubs-ch": ("CH", "UBSW"), "ubs-ch-de": ("CH", "UBSW"), "postfinance-ch": ("CH", "POFI"),
            "zkb-ch": ("CH", "ZKBK"), "raiffeisen-ch": ("CH", "RAIF"), "bcee-lu": ("LU", "BCEE"),
            "bgl-lu": ("LU", "BGLL"), "post-lu": ("LU", "CCPL"), "cbc-be": ("BE", "CREG"),
            "bnp-fortis-be": ("BE", "GEBA"), "belfius-be": ("BE", "GKCC")}
PEOPLE_BANKS = {"CH": ("UBSW", "POFI", "ZKBK", "RAIF"), "LU": ("BCEE", "BGLL", "CCPL"), "BE": ("CREG", "GEBA", "GKCC")}


def bban(cc: str, bank: str, key: str) -> str:
    if cc == "CH":
        return CH_IID.get(bank, "00230") + eu._digits(key, 12)
    if cc == "LU":
        return LU_IID.get(bank, "001") + eu._digits(key, 13)
    if cc == "BE":
        body = BE_IID.get(bank, "363") + eu._digits(key, 7)
        return f"{body}{int(body) % 97 or 97:02d}"
    return eu.bban_for(cc, bank, key)


def qr_reference(rng: random.Random) -> str:
    """A 27-digit Swiss QR reference (26 digits + the recursive mod-10 check digit), grouped."""
    digits = "".join(str(rng.randint(0, 9)) for _ in range(26))
    table = (0, 9, 4, 6, 8, 2, 7, 1, 3, 5)
    carry = 0
    for ch in digits:
        carry = table[(carry + int(ch)) % 10]
    ref = digits + str((10 - carry) % 10)
    return " ".join([ref[:2]] + [ref[i:i + 5] for i in range(2, 27, 5)])


def _tokens(text: str, d: dt.date, st: dict[str, str]) -> str:
    if "[[" not in text:
        return text
    last = calendar.monthrange(d.year, d.month)[1]
    rep = {"[[cust]]": st["cust"], "[[mon_ch]]": f"{MONTHS_CH[d.month - 1]} {d.year}",
           "[[mon_de]]": f"{eu.MONTHS_DE[d.month - 1].replace('Jänner', 'Januar')} {d.year}",
           "[[mon_fr]]": f"{eu.MONTHS_FR[d.month - 1]} {d.year}", "[[mm]]": f"{d.month:02d}", "[[yyyy]]": str(d.year),
           "[[q]]": str((d.month - 1) // 3 + 1), "[[week]]": str(d.isocalendar()[1]),
           "[[ddmmyyyy]]": d.strftime("%d-%m-%Y"), "[[dmy]]": d.strftime("%d.%m.%Y"),
           "[[period_ch]]": f"01.{d.month:02d}.-{last:02d}.{d.month:02d}.{d.year}"}
    for k, v in rep.items():
        text = text.replace(k, v)
    return text


FIRST = {"CH-de": ["Lukas", "Anna", "Reto", "Nina", "Simon"], "CH-fr": ["Julien", "Camille", "Yann", "Chloe", "Luc"],
         "LU": ["Marc", "Claire", "Paul", "Lynn", "Tom"], "BE-FR": ["Sebastien", "Julie", "Maxime", "Laura", "Kevin"]}
LAST = {"CH-de": ["Mueller", "Meier", "Schmid", "Keller", "Huber"], "CH-fr": ["Favre", "Rochat", "Blanc", "Perret"],
        "LU": ["Schmit", "Weber", "Hoffmann", "Wagner", "Muller"], "BE-FR": ["Dubois", "Lambert", "Martin", "Leclercq"]}
TOWNS = {"CH-de": ["8004 Zuerich", "3011 Bern", "4051 Basel", "6003 Luzern"],
         "CH-fr": ["1003 Lausanne", "1204 Geneve", "1700 Fribourg", "2000 Neuchatel"],
         "LU": ["L-1724 Luxembourg", "L-4011 Esch-sur-Alzette", "L-3510 Dudelange"],
         "BE-FR": ["5000 Namur", "4000 Liege", "6000 Charleroi", "7000 Mons"]}
STREETS = {"CH-de": ["Bahnhofstrasse", "Seestrasse", "Dorfstrasse", "Hauptstrasse"],
           "CH-fr": ["Rue de Bourg", "Avenue de la Gare", "Chemin des Vignes", "Rue du Lac"],
           "LU": ["Rue de la Gare", "Avenue de la Liberte", "Route d'Arlon", "Grand-Rue"],
           "BE-FR": ["Rue de Fer", "Avenue de la Gare", "Chaussee de Louvain", "Rue des Carmes"]}


KINDS = ("DD", "EBILL", "CARD", "TWINT", "SO", "TRF", "IDEAL", "INC", "ATM", "INT")


def realise(p: ed.Persona, seed: int, town: str) -> None:
    """Turns every packed descriptor into a bank row and sets each transaction's desc."""
    rng = random.Random(f"eu2-rows:{seed}:{p.index}")
    bank, lang = p.bank, p.lang  # type: ignore[attr-defined]
    key = f"CH-{lang}" if p.locale == "CH" else p.locale
    home = "CH" if p.locale == "CH" else "BE" if p.locale == "BE-FR" else "LU"
    cc_own, bk_own = OWN_BANK[bank]
    first, last = rng.choice(FIRST[key]), rng.choice(LAST[key])
    iban = eu.iban_of(cc_own, bban(cc_own, bk_own, f"own {seed} {p.index}"))
    number = f"0{rng.randint(200, 999)} {rng.randint(10**7, 10**8 - 1)}.{rng.randint(1, 9):02d}{rng.choice('ABCDEFGHKLMNPRTUVWXYZ')}"
    acc = eu.Account(bank, iban, f"{first} {last}", number,
                     f"{rng.randint(4000, 5399)} {rng.randint(10, 99)}XX XXXX {rng.randint(1000, 9999)}",
                     rng.randint(150000, 900000) if p.currency == "CHF" else rng.randint(40000, 300000), 0)

    def link(row: Row, st: dict[str, str], org: str, cc: str) -> None:
        kind, payee, opts = row.kind, row.payee, row.opts
        if kind in ("DD", "EBILL", "SO", "TRF", "IDEAL", "INC"):
            if kind in ("SO", "TRF", "INC") and "bank" not in opts:
                cc = home
                bk = PEOPLE_BANKS[cc][eu._h(payee) % len(PEOPLE_BANKS[cc])]
            else:
                bk = opts.get("bank") or PEOPLE_BANKS.get(cc, ("ABNA",))[eu._h(org) % len(PEOPLE_BANKS.get(cc, ("ABNA",)))]
            row.iban = eu.iban_of(cc, bban(cc, bk, org))
            row.bic = BICS.get(bk, bk + cc + "2X")
            row.addr = opts.get("addr") or (
                f"{STREETS[key][eu._h(org) % 4]} {eu._h(org) % 90 + 1}, {TOWNS[key][eu._h(org + 'z') % len(TOWNS[key])]}")
        if kind == "DD":
            if cc == "CH":   # LSV+ id (5 characters) and the CH-DD RS-PID of the biller
                row.cid = "".join(ch for ch in org.upper() if ch.isalpha())[:3].ljust(3, "X") + eu._digits(org, 1) + "W"
                row.mandate = "41101000000" + eu._digits("rspid " + org, 6)
            else:
                eu.sepa_mandate(row, rng, st, org, cc)
            row.e2e = eu._e2e(rng, org, row.date)
        elif kind in ("EBILL", "TRF") and p.locale == "CH":
            row.qr = qr_reference(rng)
        elif kind in ("CARD", "ATM", "TWINT"):
            eu.card_time(row, rng)

    eu.book(p, acc, rng, RENDER[bank], KINDS, lambda rng: {"cust": str(rng.randint(10**7, 10**9))}, _tokens, home,
            link, Row, city=town)


# ----------------------------------------------------------------------------------------------
# Bank layouts

def money_ch(minor: int, sign: str = "") -> str:
    """Swiss: apostrophe thousands, dot decimals (1234567 -> 12'345.67)."""
    s = f"{abs(minor) // 100:,}".replace(",", "'") + f".{abs(minor) % 100:02d}"
    return ("-" + s) if sign == "-" and minor < 0 else s


def money_min(minor: int) -> str:
    """A dot-decimal number without trailing zeros, as PostFinance, Raiffeisen and BNP Paribas
    Fortis print them (-720.1, 50, -33.6)."""
    s = ed.fmt_minor(minor)
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def online(row: Row) -> bool:
    city = row.opts.get("city", "")
    return "." in city or "/" in city or "#" in city or any(ch.isdigit() for ch in city)


def where(row: Row) -> str:
    return " ".join(x for x in (row.payee, row.opts.get("city", "")) if x)


def card4(acc: eu.Account) -> str:
    return acc.card[-4:]


def clean(text: str, *bad: str) -> str:
    for b in bad or (";",):
        text = text.replace(b, " ")
    return text


class UbsCh(eu.Layout):
    """UBS "Liste des mouvements" in French, the columns of the real sample in shared/formats/ubs-ch:
    semicolons, UTF-8, value date DD.MM.YYYY, Débit / Crédit unsigned with apostrophe thousands, the
    balance; the booking is Description 1 (its kind), 2 and 3 (counterparty, address, message)."""
    id = "ubs-ch"
    newest_first = True
    HEADER = ("Produit;Monn.;Description;Date de valeur;Description 1;Description 2;Description 3;N° de transaction;"
              "Débit;Crédit;Solde")
    PRODUCT = "Compte personnel UBS"
    FR = True

    def parts(self, acc, r: Row) -> tuple[str, str, str]:
        fr = self.FR
        up = r.payee.upper()
        if r.kind == "DD":
            return ("Prélèvement LSV" if fr else "LSV-Belastung", up,
                    f"{r.addr}, {r.purpose}, LSV-ID {r.cid}")
        if r.kind == "EBILL":
            return ("Paiement eBill" if fr else "eBill-Zahlung", r.payee,
                    f"{r.addr}, {r.purpose}, {'Référence' if fr else 'Referenz'} {r.qr}")
        if r.kind == "TRF":
            return ("Ordre e-banking" if fr else "E-Banking-Auftrag", r.purpose.upper()[:35],
                    f"{r.payee}, {r.addr}, {'E-Banking CHF intérieur' if fr else 'E-Banking CHF Inland'}"
                    + (f", {r.qr}" if r.qr else ""))
        if r.kind == "SO":
            return ("Ordre permanent" if fr else "Dauerauftrag", r.purpose.upper()[:35],
                    f"{r.payee}, {r.addr}, {eu.spaced(r.iban)}")
        if r.kind == "CARD":
            fx = f", {r.opts['fx']} cours 0.{880 + abs(r.minor) % 97}" if r.opts.get("fx") else ""
            return ("Achat carte de débit" if fr else "Zahlung Debitkarte", where(r),
                    f"{'Carte n°' if fr else 'Karten-Nr.'} {acc.card[:4]} {card4(acc)}, "
                    f"{r.tx_date.strftime('%d.%m.%Y')} {r.time}{fx}")
        if r.kind == "TWINT":
            return ("Paiement TWINT" if fr else "TWINT-Zahlung", f"TWINT *{r.payee}",
                    f"{r.opts.get('city') or r.city}, {r.tx_date.strftime('%d.%m.%Y')} {r.time}")
        if r.kind == "INC":
            return ("Virement" if fr else "Gutschrift", up, f"{r.addr}, {r.purpose}")
        if r.kind == "ATM":
            return ("Retrait Bancomat" if fr else "Bezug Bancomat", f"UBS {r.city}",
                    f"{'Carte n°' if fr else 'Karten-Nr.'} {card4(acc)}, {r.tx_date.strftime('%d.%m.%Y')} {r.time}")
        return ("Intérêts créditeurs" if fr else "Habenzins", "", "")

    def desc(self, acc, r):
        return " | ".join(clean(x) for x in self.parts(acc, r) if x)

    def lines(self, acc, rows):
        out = [self.HEADER]
        for r in rows:
            d1, d2, d3 = (clean(x) for x in self.parts(acc, r))
            val = r.date.strftime("%d.%m.%Y")   # the only date of the layout: the booking's value date
            ref = f"{r.counter * 37 % 10**7:07d}{r.bank_ref[:2]}{r.bank_ref[2:9]}"
            out.append(";".join([acc.number, "CHF", self.PRODUCT, val, d1, d2, d3, ref,
                                 money_ch(r.minor) if r.minor < 0 else "", money_ch(r.minor) if r.minor > 0 else "",
                                 money_ch(r.balance_before + r.minor, "-")]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-ubs-mouvements_{f.first.strftime('%Y%m%d')}-{f.last.strftime('%Y%m%d')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line.split(";")[3], "%d.%m.%Y").date()
        except (ValueError, IndexError):
            return None


class UbsChDe(UbsCh):
    """The same UBS layout in German (Produkt;Whrg.;Beschreibung;Valuta;Beschreibung 1..3;…)."""
    id = "ubs-ch-de"
    HEADER = ("Produkt;Whrg.;Beschreibung;Valuta;Beschreibung 1;Beschreibung 2;Beschreibung 3;Transaktions-Nr.;"
              "Belastung;Gutschrift;Saldo")
    PRODUCT = "Privatkonto UBS"
    FR = False

    def file_name(self, p, f, k):
        return f"{p.id}-ubs-umsaetze_{f.first.strftime('%Y%m%d')}-{f.last.strftime('%Y%m%d')}.csv"


class PostFinanceCh(eu.Layout):
    """PostFinance e-finance: a preamble, `Buchungsdatum;Avisierungstext;Gutschrift in CHF;
    Lastschrift in CHF;Valuta;Saldo in CHF`, DD.MM.YYYY, debits negative, numbers without trailing
    zeros, the balance on a day's last row, a disclaimer after the rows, latin-1."""
    id = "postfinance-ch"
    encoding = "latin-1"
    newest_first = True

    def text(self, acc, r: Row) -> str:
        up = r.payee.upper()
        if r.kind == "CARD":
            what = "KAUF/ONLINE-SHOPPING" if online(r) else "KAUF/DIENSTLEISTUNG"
            pay = "APPLE PAY " if eu._h(acc.iban + r.payee) % 3 == 0 and not online(r) else ""
            fx = f" {r.opts['fx']} UMRECHNUNGSKURS 0.{880 + abs(r.minor) % 97}" if r.opts.get("fx") else ""
            return (f"{pay}{what} VOM {r.tx_date.strftime('%d.%m.%Y')} KARTEN NR. XXXX{card4(acc)} "
                    f"{where(r).upper()}{fx}")
        if r.kind == "TWINT":
            return f"TWINT KAUF/DIENSTLEISTUNG VOM {r.tx_date.strftime('%d.%m.%Y')} {up}"
        if r.kind == "DD":
            return (f"AUFTRAG CH-DD-BASISLASTSCHRIFT ID-NR. DES ZAHLUNGSEMPFÄNGERS: {r.mandate} REFERENZ-NR: {r.e2e} "
                    f"ZAHLUNGSEMPFÄNGER: {up} MITTEILUNGEN: {r.purpose.upper()} TRANSAKTIONS-ID: {r.bank_ref[:3]}-"
                    f"{r.counter}")
        if r.kind == "EBILL":
            return f"E-FINANCE EBILL {up} {r.addr.upper()} MITTEILUNGEN: {r.purpose.upper()} REFERENZ: {r.qr}"
        if r.kind == "TRF":
            return (f"ÜBERWEISUNG {r.iban} {up} {r.addr.upper()} MITTEILUNGEN: {r.purpose.upper()}"
                    + (f" REFERENZ: {r.qr}" if r.qr else ""))
        if r.kind == "SO":
            return f"LASTSCHRIFT DAUERAUFTRAG: {r.bank_ref[:8]} {r.iban} {up} SENDER REFERENZ: {r.purpose.upper()}"
        if r.kind == "INC":
            return f"GIRO AUS KONTO {r.iban} ABSENDER: {up} {r.addr.upper()} MITTEILUNGEN: {r.purpose.upper()}"
        if r.kind == "ATM":
            return f"BARGELDBEZUG VOM {r.tx_date.strftime('%d.%m.%Y')} KARTEN NR. XXXX{card4(acc)} POSTOMAT {r.city.upper()}"
        return "ZINSABSCHLUSS"

    def desc(self, acc, r):
        return clean(self.text(acc, r), '"', ";")

    def lines(self, acc, rows):
        first = min(r.date for r in rows).strftime("%d.%m.%Y")
        last_d = max(r.date for r in rows).strftime("%d.%m.%Y")
        out = [f"Datum von:;{first}", f"Datum bis:;{last_d}", "Buchungsart:;Alle Buchungen", f"Konto:;{acc.iban}",
               "Währung:;CHF",
               "Buchungsdatum;Avisierungstext;Gutschrift in CHF;Lastschrift in CHF;Valuta;Saldo in CHF"]
        last_of_day: dict[dt.date, int] = {}
        for o in acc.rows:
            last_of_day[o.date] = max(last_of_day.get(o.date, 0), o.counter)
        for r in rows:
            # The balance stands on the day's last booking (the account's, not the file's).
            day_end = last_of_day[r.date] == r.counter
            val = (r.tx_date or r.date).strftime("%d.%m.%Y")
            out.append(f'{r.date.strftime("%d.%m.%Y")};"{self.desc(acc, r)}";'
                       f'{money_min(r.minor) if r.minor > 0 else ""};{money_min(r.minor) if r.minor < 0 else ""};{val};'
                       + (money_min(r.balance_before + r.minor) if day_end else ""))
        out += ["", "Disclaimer:", "Dies ist kein durch PostFinance AG erstelltes Dokument. PostFinance AG ist nicht "
                "verantwortlich für den Inhalt."]
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-export_transactions_{f.first.strftime('%Y%m%d')}_{f.last.strftime('%Y%m%d')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line[:10], "%d.%m.%Y").date() if line[2:3] == "." and ";\"" in line else None
        except ValueError:
            return None


class ZkbCh(eu.Layout):
    """Zürcher Kantonalbank: every cell quoted, `Datum;Buchungstext;Zahlungszweck;ZKB-Referenz;
    Referenznummer;Belastung CHF;Gutschrift CHF;Valuta;Saldo CHF`, unsigned amounts."""
    id = "zkb-ch"
    newest_first = True

    def text(self, acc, r: Row) -> str:
        if r.kind == "CARD":
            return f"Einkauf ZKB Maestro Karte Nr. {acc.card[-4:]}{acc.card[:4]}, {where(r)}"
        if r.kind == "TWINT":
            return f"Belastung TWINT: {r.payee.upper()} {(r.opts.get('city') or r.city).upper()}"
        if r.kind == "DD":
            return f"LSV: {r.payee}, {r.addr}"
        if r.kind == "EBILL":
            return f"Belastung eBill: {r.payee}, {r.addr}"
        if r.kind == "TRF":
            return f"Belastung eBanking: {r.payee}, {r.addr}"
        if r.kind == "SO":
            return f"Belastung Dauerauftrag: {r.payee}, {r.addr}"
        if r.kind == "INC":
            return f"Gutschrift Auftraggeber: {r.payee}, {r.addr}"
        if r.kind == "ATM":
            return f"Bezug Bancomat {r.city} ZKB Maestro Karte Nr. {acc.card[-4:]}{acc.card[:4]}"
        return "Habenzins"

    def desc(self, acc, r):
        purpose = r.purpose if r.kind in ("DD", "EBILL", "TRF", "SO", "INC") else ""
        return " | ".join(x for x in (self.text(acc, r), purpose) if x)

    def lines(self, acc, rows):
        out = [eu._q(["Datum", "Buchungstext", "Zahlungszweck", "ZKB-Referenz", "Referenznummer", "Belastung CHF",
                      "Gutschrift CHF", "Valuta", "Saldo CHF"], ";")]
        for r in rows:
            purpose = r.purpose if r.kind in ("DD", "EBILL", "TRF", "SO", "INC") else ""
            out.append(eu._q([r.date.strftime("%d.%m.%Y"), self.text(acc, r), purpose, f"{r.bank_ref}-4",
                              r.qr.replace(" ", ""), ed.fmt_minor(-r.minor) if r.minor < 0 else "",
                              ed.fmt_minor(r.minor) if r.minor > 0 else "", (r.tx_date or r.date).strftime("%d.%m.%Y"),
                              ed.fmt_minor(r.balance_before + r.minor)], ";"))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-Kontoauszug_ZKB_{f.last.strftime('%Y%m%d')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line[1:11], "%d.%m.%Y").date()
        except ValueError:
            return None


class RaiffeisenCh(eu.Layout):
    """Raiffeisen Schweiz: `IBAN;Booked At;Text;Details;Credit/Debit Amount;Balance;Valuta Date`,
    timestamps `YYYY-MM-DD 00:00:00.0`, signed numbers without trailing zeros, oldest first."""
    id = "raiffeisen-ch"
    newest_first = False

    def parts(self, acc, r: Row) -> tuple[str, str]:
        amt = f"CHF {ed.fmt_minor(abs(r.minor))} -"
        if r.kind == "CARD":
            return (f"Einkauf {where(r)} {r.tx_date.strftime('%d.%m.%Y')}, {r.time}, Debit Mastercard-Nr. "
                    f"{acc.card[:4]}88xxxxxx{card4(acc)}", "")
        if r.kind == "TWINT":
            return f"TWINT {r.payee} {r.opts.get('city') or r.city} {r.tx_date.strftime('%d.%m.%Y')}", ""
        if r.kind == "EBILL":
            return f"E-Banking Auftrag (eBill) {r.payee}", f"{r.addr} CH Mitteilung: {r.purpose} {amt}"
        if r.kind == "TRF":
            return f"E-Banking Auftrag {r.payee}", f"{r.addr} CH Mitteilung: {r.purpose} {r.qr} {amt}"
        if r.kind == "DD":
            return f"Lastschrift (LSV+) {r.payee}", f"{r.addr} CH Mitteilung: {r.purpose} {amt}"
        if r.kind == "SO":
            return f"Dauerauftrag {r.payee}", f"{r.addr} CH Mitteilung: {r.purpose} {amt}"
        if r.kind == "INC":
            return f"Gutschrift {r.payee}", f"{r.addr} CH Mitteilung: {r.purpose} CHF {ed.fmt_minor(r.minor)} -"
        if r.kind == "ATM":
            return f"Bargeldbezug Bancomat {r.city} {r.tx_date.strftime('%d.%m.%Y')}, {r.time}", ""
        return "Zinsgutschrift", ""

    def desc(self, acc, r):
        return " | ".join(clean(x) for x in self.parts(acc, r) if x)

    def lines(self, acc, rows):
        out = ["IBAN;Booked At;Text;Details;Credit/Debit Amount;Balance;Valuta Date"]
        for r in rows:
            a, b = (clean(x) for x in self.parts(acc, r))
            out.append(";".join([acc.iban, r.date.strftime("%Y-%m-%d 00:00:00.0"), a, b, money_min(r.minor),
                                 money_min(r.balance_before + r.minor),
                                 (r.tx_date or r.date).strftime("%Y-%m-%d 00:00:00.0")]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-Raiffeisen_{p.account.iban}_{f.last.strftime('%Y%m%d')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line.split(";")[1][:10], "%Y-%m-%d").date()
        except (ValueError, IndexError):
            return None


LU_CC = {"LUX": "LU", "BEL": "BE", "NLD": "NL", "IRL": "IE", "GBR": "GB", "SWE": "SE", "USA": "US", "DEU": "DE",
         "CHE": "CH", "FRA": "FR", "EST": "EE"}


class BceeLu(eu.Layout):
    """Spuerkeess (BCEE), modelled: `Date opération;Date valeur;Libellé;Montant;Devise;Communication`,
    DD/MM/YYYY, signed decimal-comma amounts, newest first."""
    id = "bcee-lu"
    newest_first = True

    def text(self, acc, r: Row) -> str:
        up = r.payee.upper()
        if r.kind == "DD":
            return f"DOMICILIATION SEPA {up} MANDAT {r.mandate} ID CREANCIER {r.cid}"
        if r.kind == "CARD":
            cc = LU_CC.get(r.opts.get("cc", "LUX"), "LU")
            fx = f" {r.opts['fx']}" if r.opts.get("fx") else ""
            return f"PAIEMENT PAR CARTE V PAY {r.tx_date.strftime('%d/%m')} {r.time} {where(r).upper()} {cc}{fx}"
        if r.kind == "SO":
            return f"VIREMENT PERMANENT EN FAVEUR DE {up} {r.iban}"
        if r.kind == "TRF":
            return f"VIREMENT SEPA EN FAVEUR DE {up} {r.iban}"
        if r.kind == "INC":
            return f"VIREMENT SEPA DE {up} {r.iban}"
        if r.kind == "ATM":
            return f"RETRAIT BANCOMAT {r.tx_date.strftime('%d/%m')} {r.time} {r.city.upper()}"
        return "INTERETS CREDITEURS"

    def comm(self, r: Row) -> str:
        return r.purpose if r.kind in ("DD", "SO", "TRF", "INC") else ""

    def desc(self, acc, r):
        return clean(" | ".join(x for x in (self.text(acc, r), self.comm(r)) if x))

    def lines(self, acc, rows):
        out = ["Date opération;Date valeur;Libellé;Montant;Devise;Communication"]
        for r in rows:
            out.append(";".join([r.date.strftime("%d/%m/%Y"), (r.tx_date or r.date).strftime("%d/%m/%Y"),
                                 clean(self.text(acc, r)), eu.money_comma(r.minor, sign="-"), "EUR",
                                 clean(self.comm(r))]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-SNet_export_{f.first.strftime('%Y%m%d')}_{f.last.strftime('%Y%m%d')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line[:10], "%d/%m/%Y").date()
        except ValueError:
            return None


class BglLu(eu.Layout):
    """BGL BNP Paribas, modelled: `Date de l'opération;Libellé de l'opération;Détail de l'opération;
    Montant;Devise`, DD/MM/YYYY, signed decimal-comma amounts; the operation's kind as libellé, the
    counterparty and references as détail."""
    id = "bgl-lu"
    newest_first = True
    KINDS = {"DD": "Domiciliation SEPA", "CARD": "Paiement par carte", "SO": "Virement permanent",
             "TRF": "Virement SEPA", "INC": "Virement SEPA reçu", "ATM": "Retrait d'espèces", "INT": "Intérêts"}

    def detail(self, acc, r: Row) -> str:
        if r.kind == "DD":
            return f"{r.payee} {r.purpose} Mandat {r.mandate} Créancier {r.cid} Réf. {r.e2e}"
        if r.kind == "CARD":
            fx = f" {r.opts['fx']}" if r.opts.get("fx") else ""
            return (f"{where(r)} {r.tx_date.strftime('%d.%m.%Y')} {r.time} carte {acc.card[:4]} XXXX "
                    f"{card4(acc)}{fx}")
        if r.kind in ("SO", "TRF"):
            return f"{r.payee} {r.iban} {r.purpose}"
        if r.kind == "INC":
            return f"{r.payee} {r.iban} {r.purpose}"
        if r.kind == "ATM":
            return f"{r.city} {r.tx_date.strftime('%d.%m.%Y')} {r.time}"
        return r.purpose

    def desc(self, acc, r):
        return clean(f"{self.KINDS[r.kind]} | {self.detail(acc, r)}")

    def lines(self, acc, rows):
        out = ["Date de l'opération;Libellé de l'opération;Détail de l'opération;Montant;Devise"]
        for r in rows:
            out.append(";".join([r.date.strftime("%d/%m/%Y"), self.KINDS[r.kind], clean(self.detail(acc, r)),
                                 eu.money_comma(r.minor, ".", "-"), "EUR"]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-BGL_operations_{f.last.strftime('%Y%m%d')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line[:10], "%d/%m/%Y").date()
        except ValueError:
            return None


class PostLu(eu.Layout):
    """POST Luxembourg (CCP), modelled: `Date;Libellé;Débit;Crédit;Solde`, DD.MM.YYYY, unsigned
    decimal-comma amounts; French operation words, German or French purposes as the creditor
    wrote them ("Domiciliation SEPA - MEDIAHUIS … - Abonnement Luxemburger Wort Mai 2026")."""
    id = "post-lu"
    newest_first = True

    def text(self, acc, r: Row) -> str:
        up = r.payee.upper()
        if r.kind == "DD":
            return f"Domiciliation SEPA - {up} - {r.purpose} - Mandat {r.mandate}"
        if r.kind == "CARD":
            fx = f" {r.opts['fx']}" if r.opts.get("fx") else ""
            return f"Paiement par carte - {where(r).upper()} - {r.tx_date.strftime('%d.%m.%Y')} {r.time}{fx}"
        if r.kind == "SO":
            return f"Virement permanent - {up} - {r.purpose}"
        if r.kind == "TRF":
            return f"Virement - {up} - {r.purpose}"
        if r.kind == "INC":
            return f"Virement reçu - {up} - {r.purpose}"
        if r.kind == "ATM":
            return f"Retrait Bancomat - {r.city.upper()} - {r.tx_date.strftime('%d.%m.%Y')} {r.time}"
        return "Intérêts créditeurs"

    def desc(self, acc, r):
        return clean(self.text(acc, r))

    def lines(self, acc, rows):
        out = ["Date;Libellé;Débit;Crédit;Solde"]
        for r in rows:
            out.append(";".join([r.date.strftime("%d.%m.%Y"), self.desc(acc, r),
                                 eu.money_comma(r.minor, ".") if r.minor < 0 else "",
                                 eu.money_comma(r.minor, ".") if r.minor > 0 else "",
                                 eu.money_comma(r.balance_before + r.minor, ".", "-")]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-CCP_mouvements_{f.first.strftime('%Y%m%d')}_{f.last.strftime('%Y%m%d')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line[:10], "%d.%m.%Y").date()
        except ValueError:
            return None


class CbcBE(eu.KbcBE):
    """CBC Banque: KBC's layout (evaldata_eu.KbcBE) in French: the composed description
    (`DOMICILIATION EUROPEENNE             dd-mm CREANCIER       : …`, `PAIEMENT PAR BANCONTACT …`),
    the counterparty's name left empty on direct debits, as in CBC's exports."""
    id = "cbc-be"
    newest_first = True
    HEADER = ("Numéro de compte;Nom de la rubrique;Nom;Devise;Numéro de l'extrait;Date;Description;Valeur;Montant;"
              "Solde;crédit;débit;numéro de compte contrepartie;BIC contrepartie;Nom contrepartie;"
              "Adresse contrepartie;communication structurée;Communication libre")

    def omschrijving(self, acc, row: Row) -> str:
        dm = row.date.strftime("%d-%m")
        up = row.payee.upper()
        if row.kind == "DD":
            return (f"{'DOMICILIATION EUROPEENNE':<37}{dm} CREANCIER       : {up} REF. CREANCIER  : {row.e2e} "
                    f"REFERENCE MANDAT: {row.mandate} COMMUNICATION   : {row.purpose.upper()}")
        if row.kind in ("CARD", "ATM"):
            via = "PAIEMENT PAR BANCONTACT" if row.opts.get("cc", "BEL") == "BEL" and not online(row) \
                else "PAIEMENT DEBIT MASTERCARD"
            if row.kind == "ATM":
                via = "RETRAIT D'ARGENT BANCONTACT"
            fx = f" {row.opts['fx']}" if row.opts.get("fx") else ""
            place = row.payee.upper() if row.kind == "CARD" else "DISTRIBUTEUR"
            city = (row.opts.get("city") or "").upper() if row.kind == "CARD" else row.city.upper()
            cc = LU_CC.get(row.opts.get("cc", "BEL"), "BE")
            return (f"{via:<37}{dm} {row.tx_date.strftime('%d-%m-%Y')} A {row.time.replace(':', '.')} HEURES "
                    f"{place} {cc}{eu._digits(city, 4)} {city}{fx} AVEC CARTE DE DEBIT CBC {acc.card} "
                    f"TITULAIRE: {acc.holder.upper()}")
        if row.kind == "SO":
            return (f"{'ORDRE PERMANENT':<37}{dm} VIREMENT VERS {eu.spaced(row.iban)} BANQUIER BENEFICIAIRE: "
                    f"{row.bic} {up} {row.purpose.upper()}")
        if row.kind in ("TRF", "IDEAL"):
            return (f"{'VIREMENT EUROPEEN VERS':<37}{dm} {eu.spaced(row.iban)} BANQUIER BENEFICIAIRE: {row.bic} "
                    f"{up} {row.purpose.upper()} PAR CBC MOBILE")
        if row.kind == "INC":
            return (f"{'VIREMENT EUROPEEN DE':<37}{dm} {eu.spaced(row.iban)} BANQUIER DONNEUR D'ORDRE: {row.bic} "
                    f"{up} {row.purpose.upper()}")
        return f"{row.purpose.upper()} {dm}"

    def lines(self, acc, rows):
        out = super().lines(acc, rows)
        out2 = [out[0]]
        for r, line in zip(rows, out[1:]):
            if r.kind == "DD":   # CBC leaves the counterparty's name of a direct debit empty
                cells = line.split(";")
                cells[14] = " " * 71
                line = ";".join(cells)
            out2.append(line)
        return out2

    def file_name(self, p, f, k):
        return f"{p.id}-export_{p.account.iban}_{f.last.strftime('%Y%m%d')}_{1300 + k * 11:04d}.csv"


class BnpFortisBe(eu.Layout):
    """BNP Paribas Fortis, French CSV: `Nº de séquence;Date d'exécution;Date valeur;Montant;Devise du
    compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;
    Détails;Statut;Motif du refus`, DD/MM/YYYY, dot decimals without trailing zeros."""
    id = "bnp-fortis-be"
    newest_first = True
    TYPES = {"DD": "Domiciliation", "CARD": "Paiement par carte", "SO": "Ordre permanent", "TRF": "Virement en euros",
             "INC": "Virement en euros", "ATM": "Retrait d'espèces", "INT": "Intérêts"}

    def details(self, acc, r: Row) -> str:
        tail = f" REFERENCE BANQUE : {r.date.strftime('%y%m%d')}{r.counter:010d} DATE VALEUR : {r.date.strftime('%d/%m/%Y')}"
        up = r.payee.upper()
        num = f"{acc.card[:4]} {acc.card[5:7]}XX XXXX {card4(acc)}"
        if r.kind == "DD":
            return (f"DOMICILIATION EUROPEENNE DE {up} NUMERO DE MANDAT : {r.mandate} REFERENCE : {r.e2e} "
                    f"COMMUNICATION : {r.purpose.upper()}{tail}")
        if r.kind == "CARD":
            via = "BANCONTACT" if r.opts.get("cc", "BEL") == "BEL" and not online(r) else "VISA DEBIT"
            if eu._h(acc.iban + r.payee) % 3 == 0:
                via += " - Apple Pay" if via == "VISA DEBIT" else " - SANS CONTACT"
            fx = f" {r.opts['fx']}" if r.opts.get("fx") else ""
            return (f"PAIEMENT AVEC LA CARTE DE DEBIT NUMERO {num} {where(r).upper()} "
                    f"{r.tx_date.strftime('%d/%m/%Y')} {via}{fx}{tail}")
        if r.kind == "SO":
            return (f"ORDRE PERMANENT AU COMPTE {eu.spaced(r.iban)} BIC {r.bic} {up} COMMUNICATION : "
                    f"{r.purpose.upper()}{tail}")
        if r.kind == "TRF":
            return (f"VIREMENT EN EUROS AU COMPTE {eu.spaced(r.iban)} BIC {r.bic} VIA MOBILE BANKING {up} "
                    f"COMMUNICATION : {r.purpose.upper()}{tail}")
        if r.kind == "INC":
            return f"VIREMENT EN EUROS DU COMPTE {r.iban} BIC {r.bic} {up} COMMUNICATION : {r.purpose.upper()}{tail}"
        if r.kind == "ATM":
            return (f"RETRAIT D'ARGENT AVEC LA CARTE DE DEBIT NUMERO {num} {r.city.upper()} "
                    f"{r.tx_date.strftime('%d/%m/%Y')} BANCONTACT{tail}")
        return f"INTERETS{tail}"

    def desc(self, acc, r):
        return clean(self.details(acc, r))

    def lines(self, acc, rows):
        out = ["Nº de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;"
               "Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus"]
        for r in rows:
            cp = r.kind in ("DD", "SO", "TRF", "INC")
            out.append(";".join([f"{r.date.year}-{r.counter % 100000:05d}", r.date.strftime("%d/%m/%Y"),
                                 (r.tx_date or r.date).strftime("%d/%m/%Y"), money_min(r.minor), "EUR", acc.iban,
                                 self.TYPES[r.kind], r.iban if cp else "", clean(r.payee) if cp else "",
                                 clean(r.purpose) if cp else "", self.desc(acc, r), "Accepté", ""]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-CSV_{f.first.strftime('%Y-%m-%d')}_{f.last.strftime('%Y-%m-%d')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line.split(";")[1], "%d/%m/%Y").date()
        except (ValueError, IndexError):
            return None


class BelfiusBe(eu.Layout):
    """Belfius, French CSV: the search criteria as a preamble, then `Compte;Date de comptabilisation;
    Numéro d'extrait;Numéro de transaction;Compte contrepartie;Nom contrepartie contient;Rue et
    numéro;Code postal et localité;Transaction;Date valeur;Montant;Devise;BIC;Code pays;
    Communications`, DD/MM/YYYY, decimal commas, latin-1."""
    id = "belfius-be"
    encoding = "latin-1"
    newest_first = True

    def text(self, acc, r: Row) -> str:
        tail = f" REF. : {r.bank_ref[:13]} VAL. {(r.tx_date or r.date).strftime('%d-%m')}"
        up = r.payee.upper()
        if r.kind == "DD":
            return (f"DOMICILIATION EUROPEENNE {up} REF. CREANCIER : {r.cid} MANDAT : {r.mandate} "
                    f"COMMUNICATION : {r.purpose.upper()}{tail}")
        if r.kind == "CARD":
            what = "ACHAT BANCONTACT CONTACTLESS" if r.opts.get("cc", "BEL") == "BEL" and not online(r) \
                else "ACHAT DEBIT MASTERCARD"
            fx = f" {r.opts['fx']}" if r.opts.get("fx") else ""
            return (f"{what} {r.tx_date.strftime('%d/%m/%Y')} {r.time} {where(r).upper()} "
                    f"{acc.card[:4]} XXXX XXXX {card4(acc)}{fx}{tail}")
        if r.kind == "SO":
            return f"ORDRE PERMANENT VERS {eu.spaced(r.iban)} {up}   {r.purpose}{tail}"
        if r.kind == "TRF":
            return f"VIREMENT BELFIUS MOBILE VERS   {eu.spaced(r.iban)} {up}   {r.purpose}{tail}"
        if r.kind == "INC":
            return f"VIREMENT DE {eu.spaced(r.iban)} {up}   {r.purpose}{tail}"
        if r.kind == "ATM":
            return f"RETRAIT BANCONTACT {r.tx_date.strftime('%d/%m/%Y')} {r.time} {r.city.upper()}{tail}"
        return f"INTERETS{tail}"

    def desc(self, acc, r):
        return clean(self.text(acc, r))

    def lines(self, acc, rows):
        first = min(r.date for r in rows).strftime("%d/%m/%Y")
        out = [f"Date de comptabilisation à partir de;{first}",
               f"Date de comptabilisation jusqu'au;{max(r.date for r in rows).strftime('%d/%m/%Y')}",
               "Montant à partir de;", "Montant jusqu'à;", "Numéro d'extrait à partir de;",
               "Numéro d'extrait jusqu'au;", "Communication;", "Nom contrepartie contient;", "Compte contrepartie;",
               f"Dernier solde;{eu.money_comma(acc.opening + sum(x.minor for x in acc.rows), '.', '-')} EUR", ";",
               "Compte;Date de comptabilisation;Numéro d'extrait;Numéro de transaction;Compte contrepartie;"
               "Nom contrepartie contient;Rue et numéro;Code postal et localité;Transaction;Date valeur;Montant;Devise;"
               "BIC;Code pays;Communications"]
        for r in rows:
            cp = r.kind in ("DD", "SO", "TRF", "INC")
            street, _, town = r.addr.partition(", ")
            out.append(";".join([eu.spaced(acc.iban), r.date.strftime("%d/%m/%Y"),
                                 f"{r.date.month:05d}", f"{r.counter % 10000:04d}",
                                 eu.spaced(r.iban) if cp else "", clean(r.payee) if cp else clean(r.payee.upper()),
                                 clean(street) if cp else "", clean(town) if cp else "", self.desc(acc, r),
                                 (r.tx_date or r.date).strftime("%d/%m/%Y"), eu.money_comma(r.minor, sign="-"), "EUR",
                                 r.bic if cp else "", "BE", clean(r.purpose) if cp else ""]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-BE_Belfius_{f.last.strftime('%Y%m%d')}_{k}.csv"

    def date_of(self, line):
        if not line.startswith("BE"):   # the criteria lines above the header carry dates too
            return None
        try:
            return dt.datetime.strptime(line.split(";")[1], "%d/%m/%Y").date()
        except (ValueError, IndexError):
            return None


RENDER: dict[str, eu.Layout] = {c.id: c() for c in (UbsCh, UbsChDe, PostFinanceCh, ZkbCh, RaiffeisenCh, BceeLu,
                                                      BglLu, PostLu, CbcBE, BnpFortisBe, BelfiusBe)}


# ----------------------------------------------------------------------------------------------
# Writing

def write_persona(p: ed.Persona, folder: str) -> list[str]:
    return eu.write_persona(p, folder, RENDER)


def persona_truth(p: ed.Persona) -> dict[str, str]:
    """What truth.json adds to a persona of this family: its bank, language and IBAN."""
    return {"bank": p.account.bank, "language": p.lang, "iban": p.account.iban}  # type: ignore[attr-defined]


def write_all(personas: list[ed.Persona], folder: str, seed: int) -> dict[str, list[str]]:
    """Exports (bank layouts), labels and truth.json into folder; returns persona id -> export paths."""
    return eu.write_all(personas, folder, seed, "eu2", RENDER, persona_truth)


def overlap_rows(p: ed.Persona, folder: str) -> list[list[str]]:
    """For the self-test: each export's raw lines dated inside the overlap of the two exports."""
    return eu.overlap_rows(p, folder, RENDER)
