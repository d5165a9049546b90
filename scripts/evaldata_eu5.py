"""Tuning family `eu5` for `scripts/eval-detect --family eu5`: Germany (DE) and France (FR), EUR,
centred on what a household pays by SEPA direct debit and standing order (rent, utilities,
telecoms), printed in export layouts that the families eu .. eu4 do not use.

A TUNING family like scripts/evaldata_eu.py .. evaldata_eu4.py, whose design it follows and whose
pieces it imports (it never reads or imports the held-out family). Python 3 standard library only;
same seed -> byte-identical files. A family of its own, so that the other families keep their
personas, files and dry-runs exactly as they were.

Reused from scripts/evaldata.py: the data model, the truth rules, `Plan` / `Builder` (every
stream's schedule and noise), `build_streams`, the hard negatives and `split_exports`. From
scripts/evaldata_eu.py: the descriptor templates (`dd`, `card`, `so`, `paypal`), the German
digital brands (`_digital_common`), `compose`, `book` (rows, balances, processor-prefix and
rotating-ref), `sepa_mandate`, `card_time`, IBAN helpers, `write_persona` / `write_all`. From
scripts/evaldata_eu3.py: `Row`, `de_dd` / `fr_dd` / `trf`, the French digital brands, the DE and
FR hard-negative tables (registered again under this family's keys `eu5-DE` / `eu5-FR`), creditor
ids. From scripts/evaldata_eu4.py: `Layout`, `build_move` (a tenant moving house), the settlement
texts, the token filler (`_tokens`, extended here), money helpers and `topic`.

1. Countries and services. Personas are DE or FR (5/5 in every ten), 14-26 months each. The weight
   is on housing, utilities and telecoms paid by direct debit or standing order, almost all of
   them moved to the next business day when due on a weekend or holiday-free weekend (feature
   `weekend-shift`); a few digital brands, insurers and clubs as in eu4.
   - Rent by standing order, the landlord printed as banks print people and firms: `Dr. Sabine
     Kowalski` / `KOWALSKI, SABINE DR.` / `Kowalski Sabine Dr.`, `Prof. Dr. Thomas Schulze` /
     `SCHULZE THOMAS PROF. DR.`, `Hausverwaltung Peters & Sohn GmbH` / `HV Peters u. Sohn GmbH`,
     `Grundstücksgemeinschaft Wenzel GbR`, `Wohnungsbaugenossenschaft Lipsia eG` (Nutzungsgebühr,
     also by direct debit), degewo, HOWOGE, ABG Frankfurt Holding, `Mme Nathalie Roux` / `ROUX
     NATHALIE` / `MME ROUX N.`, `M. OU MME LAMBERT JEAN-PIERRE`, `SCI DU PARC`, `CABINET DURAND
     GESTION`, Foncia, Nexity Lamy, `OPAC DU RHONE`, `OFFICE PUBLIC DE L HABITAT DE MONTREUIL`;
     purposes `Miete Juni 2026 Whg. 4 links`, `Mietzahlung 06/26`, `Kaltmiete + NK-Vorauszahlung`,
     `Miete Stellplatz 12`, `Nutzungsgebühr Mitgl.-Nr. 4411`, `Dauerauftrag Miete`, `LOYER JUIN
     2026 APPT 12`, `VIR PERM LOYER + CHARGES`, `Quittance juin`, `loyer parking`, a bare reference
     or nothing at all; payee names as a holder types them into a standing order (`Fr. Kowalski`,
     `Vermieter Schulze`, `LOYER ROUX`, `Kowalski c/o HV Peters`), `Eigentümergemeinschaft
     Nowak/Lehmann` / `ETG Nowak Lehmann`, `MR LAMBERT JEAN PIERRE ET MME`. A tenant moves house in
     some long histories (eu4's `moved-house`).
   - Utilities by direct debit: Stadtwerke Karlsruhe, SWM Versorgungs GmbH, E.ON, Vattenfall, EnBW,
     LichtBlick, Stadtwerke Münster, MVV Energie, swb, Octopus Energy Germany; Berliner
     Wasserbetriebe, BSR, Rundfunkbeitrag (`Abschlagszahlung`, `Abschlag Strom/Gas`,
     `Vertragskonto-Nr.`, `Kundennr.`, `Zählernr.`, `Verbrauchsstelle`, `Folgelastschrift`); EDF
     clients particuliers, ENGIE, Veolia Eau, Suez Eau France, Eaux de Marseille, Sorégies,
     ekWateur, Octopus Energy France, TotalEnergies (`ECHEANCE`, `MENSUALISATION`, `FACTURE`, `REF
     CLIENT`, `PDL`). Gas as a second stream of the same Stadtwerke sometimes. A payee with its
     address (`Stadtwerke Karlsruhe GmbH Daxlander Str. 72 76185 Karlsruhe`, `Telekom Deutschland
     GmbH, Landgrabenweg 151, 53227 Bonn`).
   - Telecoms: `Telefónica Germany GmbH & Co. OHG` (O2), Vodafone GmbH (and Unitymedia renamed to
     Vodafone), 1&1 Telecom / 1&1 Versatel, Deutsche Telekom AG / Telekom Deutschland GmbH,
     congstar GmbH, mobilcom-debitel renamed to freenet DLS; Bouygues Telecom, SFR, RED by SFR,
     Free Mobile, Freebox (FREE TELECOM), ORANGE SA / Orange, Sosh (mostly billed by ORANGE SA),
     SOCIETE FRANCAISE DU RADIOTELEPHONE (SFR).
   catalogId: catalog.json's id where the brand is there (check-catalog --probe for the spellings
   used); null for landlords, people, Stadtwerke and the utilities the catalog lacks.

2. Export formats: header shapes of scripts/probe-payee-columns written as whole exports with
   their bank's details (no sample of these files was at hand; details as remembered from the
   banks' downloads and public importers, not copied from real files). `BANKS` holds the layouts
   personas bank with, `DROPPED` the written ones subscan does not read.
   - DE: dkb-2023 (all quoted, UTF-8 BOM, DD.MM.YY, Status/Umsatztyp, payer and payee columns,
     amounts without trailing zeros, Gläubiger-ID / Mandatsreferenz / Kundenreferenz),
     hypovereinsbank (latin-1, unquoted, the name cut over `Empfaenger 1` / `Empfaenger 2` at 27
     characters, EREF+/MREF+/CRED+/SVWZ+ run together in the Verwendungszweck), volksbank-old
     (VR-NetWorld style: preamble, all quoted, the Vorgang/Verwendungszweck over several lines
     inside its quotes, unsigned amount with S/H, Anfangssaldo/Endsaldo rows, CRLF), 1822direkt
     (Soll/Haben, Buchungsschlüssel, `End-to-End-Ref.: … Mandatsref: … Gläubiger-ID: …`),
     moneymoney (all quoted, categories `Wohnen\\Miete`), targobank (upper-case Buchungstext, `/
     MANDAT …`), c24 (Transaktionstyp, Karteneinsatz, Beschreibung, categories), starmoney
     (`EREF+ … MREF+ … CRED+ … SVWZ+ …` spaced), bunq (comma, ISO dates, point decimals, the
     counterparty IBAN under `Counterparty`, the name under `Name`, no currency column).
   - FR: lcl (unquoted, `Date;Montant;Type;Libellé;Bénéficiaire;Référence`, amounts without
     trailing zeros, libellé cut at 32), hsbc-fr (`Tiers` column; a standing order's libellé
     without the payee), shine (neobank, libellé = the creditor's label, point decimals),
     qonto-fr (settlement date with time, `Exécuté`), wise (comma, DD-MM-YYYY, `Direct debit
     payment to …`, `Sent money to …`).

What the first subscan build to read them (8d30dfb, 2026-12-04) made of them, seed 1, and what
changed since (each with a test in CSVImporterTests):
- volksbank-old and 1822direkt: every debit read as money in (their unsigned amounts beside `S` / `H`
  in a `Soll/Haben` or an untitled column) — now the direction column;
- bunq: amounts read as USD (no currency column) — now the currency of the IBANs' country, with a warning;
- LCL, HSBC, Shine and Qonto: the counterparty column alone (the Libellé / Référence, with the
  purpose, `SFR` or `Sosh`, not read) — now `name · label`;
- HypoVereinsbank: the name's first 27 characters only (`Empfaenger 1`) — now joined to `Empfaenger 2`;
- C24: the `Beschreibung` sentence (`Lastschrift von PayPal Europe …`) — now the payee, and behind a
  payment intermediary the Verwendungszweck;
- Wise's card rows: the English sentence (`Card transaction of 12.99 EUR issued by …`) — now the merchant.
The layouts were written before those changes and are unchanged by them (`DROPPED` is empty).

Each transaction's `desc` (truth.json, pNN-labels.csv) is the row's text as the bank prints it
(name | purpose | other text columns). Amounts in truth are signed as subscan reads them.
truth.json names each persona's bank, language and IBAN. The self-test's overlap check compares
whole records (`records`: CSV records, a quoted multi-line Verwendungszweck included).
"""
from __future__ import annotations

import csv
import datetime as dt
import io
import os
import random
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import evaldata as ed  # noqa: E402
import evaldata_eu as eu  # noqa: E402
import evaldata_eu3 as eu3  # noqa: E402
import evaldata_eu4 as eu4  # noqa: E402
from evaldata import Plan, Service, _svc  # noqa: E402
from evaldata_eu import dd, so  # noqa: E402
from evaldata_eu3 import Row, cc2, de_dd, flat, fr_dd, fx, place, term, trf  # noqa: E402

LABEL = ("eu5 (DE, FR in EUR, rent, utilities and telecoms by direct debit and standing order; exports in "
         "the DKB 2023, HypoVereinsbank, Volksbank (VR-NetWorld), 1822direkt, MoneyMoney, Targobank, C24, StarMoney, bunq, "
         "LCL, HSBC France, Shine, Qonto and "
         "Wise layouts; a tuning family)")
LOCALES = {"DE": "EUR", "FR": "EUR"}
LOCALE_PATTERN = ("DE", "FR", "FR", "DE", "DE", "FR", "DE", "FR", "FR", "DE")
KEYS = {"DE": "eu5-DE", "FR": "eu5-FR"}
ALL_BANKS = {"DE": ("dkb-2023", "hypovereinsbank", "volksbank-old", "1822direkt", "moneymoney", "targobank", "c24",
                    "starmoney", "bunq"),
             "FR": ("lcl", "hsbc-fr", "shine", "qonto-fr", "wise")}
BANK_LANG = {b: ("fr" if c == "FR" else "de") for c, banks in ALL_BANKS.items() for b in banks}
DROPPED: dict[str, str] = {}
BANKS = {c: tuple(b for b in banks if b not in DROPPED) for c, banks in ALL_BANKS.items()}
MISSING_FROM_CATALOG: tuple[str, ...] = ()


# ----------------------------------------------------------------------------------------------
# Services. Tokens: eu4's ([[cust]] [[vk]] [[obj]] [[loan]] [[plate]] [[mon_de]] [[MON_DE]]
# [[mon_fr]] [[MON_FR]] [[mm]] [[yyyy]] [[yy]] [[q]] [[week]] [[dmy]] [[mmyy]] [[ddmmyy]]) and
# this family's: [[monat]] `Juni 2026` with umlauts (`März 2026`), [[mois]] `juin`, [[MOIS]]
# `JUIN`, [[zaehler]] a meter number, [[pdl]] a French 14-digit delivery point, [[mitgl]] a
# 4-digit member number, [[tel]] a German mobile number, [[ligne]] a French one.

def _de_pool() -> list[Service]:
    return eu._digital_common("de", "DE") + [
        # electricity and gas
        _svc("Stadtwerke Karlsruhe (electricity)", None, "utility", "electric",
             [("monthly", "88.00", "79.00"), ("monthly", "64.00")],
             [de_dd("Stadtwerke Karlsruhe GmbH", "Abschlagszahlung Strom Vertragskonto-Nr. [[vk]] Faelligkeit [[dmy]]",
                    org="SW Karlsruhe", bank="SPK"),
              de_dd("STADTWERKE KARLSRUHE GMBH", "Abschlag [[mm]]/[[yyyy]] Verbrauchsstelle Kaiserallee [[obj]] "
                    "Zaehlernr. [[zaehler]]", org="SW Karlsruhe", bank="SPK"),
              de_dd("Stadtwerke Karlsruhe GmbH Daxlander Str. 72 76185 Karlsruhe", "Abschlag Strom [[monat]] "
                    "Kundennr. [[cust]]", org="SW Karlsruhe", bank="SPK")], shift=True, weight=2),
        _svc("Stadtwerke München", "swm", "utility", "electric", [("monthly", "94.00", "87.00")],
             [de_dd("SWM Versorgungs GmbH", "Abschlag [[monat]] Kundennr. [[cust]] Zählernr. [[zaehler]]",
                    org="SWM", bank="BYLA"),
              de_dd("SWM Versorgungs GmbH", "Folgelastschrift Abschlag Strom VK [[vk]]", org="SWM", bank="BYLA")],
             shift=True),
        _svc("E.ON", "eon", "utility", "electric", [("monthly", "83.00", "76.00"), ("monthly", "121.00")],
             [de_dd("E.ON Energie Deutschland GmbH", "Abschlagszahlung Strom Vertragskonto-Nr. [[vk]] [[mm]]/[[yyyy]] "
                    "Folgelastschrift", org="EON", bank="DEUT"),
              de_dd("E.ON Energie Deutschland", "Abschlag Strom/Gas [[monat]] VK-Nr. [[vk]]", org="EON",
                    bank="DEUT")], shift=True, weight=2),
        _svc("Vattenfall", "vattenfall", "utility", "electric", [("monthly", "71.00", "66.00")],
             [de_dd("Vattenfall Europe Sales GmbH", "Ihr Abschlag Strom [[monat]] Vertragskonto [[vk]]",
                    org="Vattenfall", bank="HYVE"),
              de_dd("VATTENFALL EUROPE SALES GMBH", "ABSCHLAG [[MON_DE]] KDNR [[cust]] LASTSCHRIFT", org="Vattenfall",
                    bank="HYVE")], shift=True),
        _svc("EnBW", "enbw", "utility", "electric", [("monthly", "97.00", "89.00")],
             [de_dd("EnBW Energie Baden-Württemberg AG", "Abschlag Strom Kundennr. [[cust]] Verbrauchsstelle "
                    "Hauptstr. [[obj]]", org="EnBW", bank="COBA")], shift=True),
        _svc("LichtBlick", "lichtblick", "utility", "electric", [("monthly", "69.00", "62.00")],
             [de_dd("LichtBlick SE", "Ökostrom Abschlagszahlung [[mm]].[[yy]] Vertrag [[cust]]", org="LichtBlick",
                    bank="DEUT")], shift=True),
        _svc("Stadtwerke Münster (electricity)", None, "utility", "electric", [("monthly", "74.00", "68.00")],
             [de_dd("Stadtwerke Münster GmbH", "Abschlag Strom [[monat]] Vertragskonto [[vk]] Zähler [[zaehler]]",
                    org="SW Muenster", bank="WELA")], shift=True),
        _svc("MVV Energie (electricity)", None, "utility", "electric", [("monthly", "82.00")],
             [de_dd("MVV Energie AG", "Abschlag Energie [[mm]]/[[yyyy]] Kd-Nr [[cust]] Vertragskonto-Nr. [[vk]]",
                    org="MVV", bank="SOLA")], shift=True),
        _svc("swb (electricity)", None, "utility", "electric", [("monthly", "77.00", "72.00")],
             [de_dd("swb Vertrieb Bremen GmbH", "swb Abschlagsbetrag [[mm]]/[[yyyy]] Vertragskonto [[vk]]",
                    org="swb", bank="NOLA")], shift=True),
        _svc("Octopus Energy", "octopus-energy", "utility", "electric", [("monthly", "68.00", "74.00")],
             [de_dd("Octopus Energy Germany GmbH", "Abschlag [[monat]] Konto A-{hex}", org="Octopus DE",
                    bank="DEUT")], shift=True),
        # water, waste, broadcasting fee
        _svc("Berliner Wasserbetriebe (water)", None, "utility", "water", [("quarterly", "102.00", "94.00")],
             [de_dd("Berliner Wasserbetriebe", "Abschlagsforderung Wasser/Abwasser Kundenkonto [[cust]] "
                    "Verbrauchsstelle Grundstueck [[obj]]", org="BWB", bank="COBA")], shift=True, var=0.06),
        _svc("BSR (waste)", None, "utility", "waste", [("quarterly", "52.40", "49.80")],
             [de_dd("BSR Berliner Stadtreinigungsbetriebe AöR", "Entgelt Müllabfuhr [[q]]. Quartal [[yyyy]] "
                    "Kundennr. [[cust]]", org="BSR", bank="COBA")], shift=True),
        _svc("Rundfunkbeitrag", "rundfunkbeitrag", "utility", "tv", [("quarterly", "55.08")],
             [de_dd("ARD ZDF Deutschlandradio Beitragsservice", "Rundfunkbeitrag [[mm]].[[yyyy]] Beitragsnr. [[cust]] "
                    "Folgelastschrift", org="Beitragsservice", bank="COBA")], shift=True),
        # telecoms
        _svc("O2", "o2", "telecom", "telecom", [("monthly", "29.99", "24.99"), ("monthly", "19.99")],
             [de_dd("Telefónica Germany GmbH & Co. OHG", "Mobilfunkrechnung [[mm]]/[[yyyy]] Kundenkonto [[cust]] "
                    "Rg-Nr. {ref}{ref}", org="Telefonica Germany", bank="HYVE"),
              de_dd("TELEFONICA GERMANY GMBH + CO. OHG", "O2 RECHNUNG VOM [[dmy]] KUNDENKONTO [[cust]]",
                    org="Telefonica Germany", bank="HYVE")], shift=True, var=0.03, weight=2),
        _svc("Vodafone", "vodafone", "telecom", "telecom", [("monthly", "44.99", "39.99"), ("monthly", "24.99")],
             [de_dd("Vodafone GmbH", "Rechnung [[mm]]/[[yyyy]] Kundenkonto [[cust]]", org="Vodafone GmbH",
                    bank="DEUT"),
              de_dd("Vodafone GmbH", "Ihre Vodafone Rechnung Kd.Nr. [[cust]] Rg.Nr. {ref}{ref}", org="Vodafone GmbH",
                    bank="DEUT")], shift=True, weight=2),
        _svc("Vodafone", "vodafone", "telecom", "telecom", [("monthly", "34.99", "29.99")],
             [de_dd("Unitymedia BW GmbH", "Kundennummer [[cust]] Rechnung [[mm]]/[[yyyy]] Kabel Internet",
                    org="Unitymedia", bank="DEUT"),
              de_dd("Vodafone BW GmbH", "Kundennummer [[cust]] Rechnung [[mm]]/[[yyyy]] Kabel Internet",
                    org="Unitymedia", bank="DEUT")], shift=True, rename=True),
        _svc("1&1", "1und1", "telecom", "telecom", [("monthly", "39.99", "29.99")],
             [de_dd("1&1 Telecom GmbH", "Rechnung [[monat]] Vertragsnr. [[cust]] DSL", org="1und1 Telecom",
                    bank="COBA"),
              de_dd("1&1 Versatel Deutschland GmbH", "Rg. {ref}{ref} Kd. [[cust]]", org="1und1 Telecom",
                    bank="COBA")], shift=True),
        _svc("Telekom", "telekom-deutschland", "telecom", "telecom", [("monthly", "49.95", "44.95"),
                                                                      ("monthly", "34.95")],
             [de_dd("Deutsche Telekom AG", "Mobilfunk Rechnung [[mm]]/[[yy]] Kundennummer [[cust]]",
                    org="Telekom Deutschland", bank="DEUT"),
              de_dd("Telekom Deutschland GmbH", "MagentaZuhause M Rechnung [[monat]] Buchungskonto [[cust]]",
                    org="Telekom Deutschland", bank="DEUT"),
              de_dd("Telekom Deutschland GmbH, Landgrabenweg 151, 53227 Bonn", "Festnetz/Internet Rechnung "
                    "[[mm]]/[[yyyy]] Buchungskonto [[cust]]", org="Telekom Deutschland", bank="DEUT")],
             shift=True, var=0.02),
        _svc("congstar", "congstar", "telecom", "telecom", [("monthly", "15.00", "12.00")],
             [de_dd("congstar GmbH", "congstar Rechnung [[mm]]/[[yyyy]] Rufnummer [[tel]]", org="congstar",
                    bank="DEUT")], shift=True),
        _svc("freenet", "freenet", "telecom", "telecom", [("monthly", "19.99", "17.99")],
             [de_dd("mobilcom-debitel GmbH", "Mobilfunkrechnung [[mm]]/[[yyyy]] Kd-Nr. [[cust]]", org="freenet DLS",
                    bank="NOLA"),
              de_dd("freenet DLS GmbH", "freenet Mobilfunk Rechnung [[mm]]/[[yyyy]] Kd-Nr. [[cust]]",
                    org="freenet DLS", bank="NOLA")], shift=True, rename=True),
        # housing: rent by standing order, cooperatives and municipal landlords, Hausgeld, home loans
        _svc("Miete - Kowalski", None, "housing", "housing", [("monthly", "850.00", "810.00"), ("monthly", "1140.00")],
             [so("Dr. Sabine Kowalski", "Miete [[monat]] Whg. 4 links"),
              so("KOWALSKI, SABINE DR.", "Mietzahlung [[mmyy]]"), so("Kowalski Sabine Dr.", ""),
              so("Dr. S. Kowalski", "Dauerauftrag Miete"), so("Fr. Kowalski", "Miete"),
              so("Kowalski c/o HV Peters", "Miete [[mm]]/[[yyyy]] Whg. 4")], shift=True, anchor=1, weight=2),
        _svc("Miete - Schulze", None, "housing", "housing", [("monthly", "720.00", "690.00")],
             [so("Prof. Dr. Thomas Schulze", "Kaltmiete + NK-Vorauszahlung [[mm]]/[[yyyy]]"),
              so("SCHULZE THOMAS PROF. DR.", "MIETE [[MON_DE]]"), so("Schulze, Thomas Prof. Dr.", "{ref}"),
              so("Vermieter Schulze", "Miete [[monat]]")],
             shift=True, anchor=3, weight=2),
        _svc("Miete - Peters (Hausverwaltung)", None, "housing", "housing", [("monthly", "965.00", "925.00")],
             [so("Hausverwaltung Peters & Sohn GmbH", "Kaltmiete + NK-Vorauszahlung Obj. [[obj]] [[mm]]/[[yyyy]]"),
              so("HV Peters u. Sohn GmbH", "Miete Whg [[obj]] Mieternr. [[cust]]")], shift=True, anchor=1),
        _svc("Miete - Wenzel", None, "housing", "housing", [("monthly", "780.00", "745.00")],
             [so("Grundstücksgemeinschaft Wenzel GbR", "Miete [[mm]].[[yyyy]] 2.OG rechts"),
              so("Grundstuecksgem. Wenzel", "MIETE")], shift=True, anchor=30),
        _svc("Miete - Nowak", None, "housing", "housing", [("monthly", "640.00", "615.00")],
             [so("Eigentümergemeinschaft Nowak/Lehmann", "Miete EG rechts"),
              so("ETG Nowak Lehmann", "Miete [[mm]]/[[yy]]")], shift=True, anchor=1),
        _svc("Miete - Lipsia (Genossenschaft)", None, "housing", "housing", [("monthly", "548.60", "531.20")],
             [de_dd("Wohnungsbaugenossenschaft Lipsia eG", "Nutzungsgebühr Mitgl.-Nr. [[mitgl]] [[monat]]",
                    org="WG Lipsia", bank="SPK"),
              so("Wohnungsbaugenossenschaft Lipsia eG", "Nutzungsgebühr Mitgl.-Nr. [[mitgl]]")],
             shift=True, anchor=1),
        _svc("Miete - degewo", None, "housing", "housing", [("monthly", "689.14", "667.55")],
             [de_dd("degewo AG", "Miete [[mm]]/[[yyyy]] Mieternummer [[cust]]/[[obj]]", org="degewo", bank="DEUT")],
             shift=True, anchor=1),
        _svc("Miete - HOWOGE", None, "housing", "housing", [("monthly", "712.30")],
             [de_dd("HOWOGE Wohnungsbaugesellschaft mbH", "Mietkonto [[cust]] Sollstellung [[monat]]",
                    org="HOWOGE", bank="BEVO")], shift=True, anchor=3),
        _svc("Miete - ABG Frankfurt", None, "housing", "housing", [("monthly", "823.45", "801.10")],
             [de_dd("ABG FRANKFURT HOLDING GmbH", "Miete [[mm]]/[[yyyy]] VE [[obj]] Mieter [[cust]]",
                    org="ABG", bank="HELA")], shift=True, anchor=1),
        _svc("Miete - Brenner (garage)", None, "housing", "garage", [("monthly", "70.00", "65.00")],
             [so("Brenner, Uwe", "Miete Stellplatz 12"), so("Uwe Brenner", "TG-Stellplatz [[mm]]/[[yy]]")],
             shift=True, anchor=1),
        _svc("WEG Schillerstrasse (community)", None, "housing", "community", [("monthly", "295.00", "270.00")],
             [so("WEG Schillerstr. 7 c/o Immobilien Haas", "Hausgeld Whg. [[obj]] [[monat]]")], shift=True, anchor=1),
        _svc("ING (mortgage)", None, "housing", "housing", [("monthly", "1176.40")],
             [de_dd("ING-DiBa AG", "Baufinanzierung [[loan]] Rate [[mm]]/[[yyyy]]", org="ING Baufi", bank="INGD")],
             shift=True, anchor=30),
        _svc("Wüstenrot (mortgage)", None, "housing", "housing", [("monthly", "390.00")],
             [de_dd("Wüstenrot Bausparkasse AG", "Bausparvertrag [[cust]] Tilgungsbeitrag", org="Wuestenrot",
                    bank="SOLA")], shift=True),
        # insurers, clubs, boxes, home help
        _svc("AXA", "axa", "insurance", "insurance", [("monthly", "42.60", "39.80"), ("yearly", "489.00")],
             [de_dd("AXA Versicherung AG", "Kfz-Versicherung [[plate]] Vers.-Nr. [[cust]] Beitrag [[mm]]/[[yyyy]]",
                    org="AXA DE", bank="COBA")], shift=True),
        _svc("Haftpflichtkasse (insurance)", None, "insurance", "insurance", [("yearly", "64.90", "59.90"),
                                                                              ("semiannual", "33.50")],
             [de_dd("Haftpflichtkasse VVaG", "Privathaftpflicht Vers.-Nr. [[cust]] Beitrag [[yyyy]]",
                    org="Haftpflichtkasse", bank="HELA")], shift=True),
        _svc("Hallesche (health)", None, "insurance", "health", [("monthly", "27.40", "24.90")],
             [de_dd("Hallesche Krankenversicherung a.G.", "Beitrag [[mm]]/[[yyyy]] VN [[cust]] Zahnzusatz",
                    org="Hallesche", bank="SOLA")], shift=True),
        _svc("Turnerschaft Muenster (club)", None, "membership", "association", [("quarterly", "42.00")],
             [de_dd("Turnerschaft Muenster 1862 e.V.", "Mitgliedsbeitrag [[q]]/[[yyyy]] Mitgl.-Nr. [[mitgl]]",
                    org="TS Muenster", bank="WELA")], shift=True),
        _svc("clever fit (gym)", None, "gym", "gym", [("monthly", "24.90", "19.90")],
             [de_dd("clever fit Karlsruhe GmbH", "Mitgliedsbeitrag [[monat]] Mitgl. [[mitgl]]",
                    org="clever fit KA", bank="SPK")]),
        _svc("Kasper (Reinigung)", None, "home-service", "biweekly", [("biweekly", "75.00")],
             [so("Kasper, Jolanta", "Reinigung"), trf("Jolanta Kasper", "Putzen [[dmy]]")]),
        _svc("Ökokiste Kraichgau (weekly box)", None, "food-box", "weekly", [("weekly", "26.40")],
             [de_dd("Ökokiste Kraichgau GmbH", "Kiste KW [[week]] Kd [[cust]]", org="Oekokiste", bank="GENO")]),
    ]


def _fr_pool() -> list[Service]:
    return eu3._fr_digital() + [
        # electricity, gas, water
        _svc("EDF", "edf-fr", "utility", "electric", [("monthly", "84.00", "76.00"), ("monthly", "58.00")],
             [fr_dd("EDF clients particuliers", "ECHEANCE [[MOIS]] [[yyyy]] REF CLIENT [[cust]]", org="EDF",
                    bank="BDFE"),
              fr_dd("EDF SA", "MENSUALISATION [[mm]]/[[yyyy]] CONTRAT [[cust]] PDL [[pdl]]", org="EDF", bank="BDFE")],
             shift=True, weight=2),
        _svc("ENGIE", "engie", "utility", "electric", [("monthly", "79.00", "71.00")],
             [fr_dd("ENGIE", "ENGIE ECHEANCE [[mm]]/[[yyyy]] REF CLIENT [[cust]] PDL [[pdl]]", org="ENGIE",
                    bank="BNPA")], shift=True, weight=2),
        _svc("TotalEnergies", "totalenergies-power", "utility", "electric", [("monthly", "73.00", "67.00")],
             [fr_dd("TOTALENERGIES ELECTRICITE ET GAZ FRANCE", "MENSUALISATION [[MON_FR]] CONTRAT [[cust]]",
                    org="TotalEnergies EGF", bank="BNPA")], shift=True),
        _svc("Octopus Energy", "octopus-energy", "utility", "electric", [("monthly", "66.00", "61.00")],
             [fr_dd("OCTOPUS ENERGY FRANCE", "Echeance mensuelle [[mm]]/[[yyyy]] compte A-{hex}", org="Octopus FR",
                    bank="SOGE")], shift=True),
        _svc("Sorégies (electricity)", None, "utility", "electric", [("monthly", "61.00")],
             [fr_dd("SORÉGIES", "Sorégies échéance [[mon_fr]] contrat [[cust]]", org="Soregies SAEML",
                    bank="AGRI")], shift=True),
        _svc("ekWateur (electricity)", None, "utility", "electric", [("monthly", "70.00", "64.00")],
             [fr_dd("EKWATEUR SAS", "Facture ekWateur n {ref}{ref} Contrat [[cust]]", org="ekWateur SAS",
                    bank="BNPA")], var=0.12),
        _svc("Veolia Eau", "veolia-eau", "utility", "water", [("monthly", "31.00", "28.00")],
             [fr_dd("VEOLIA EAU - COMPAGNIE GENERALE DES EAUX", "FACTURE [[cust]] MENSUALISATION [[MOIS]]",
                    org="Veolia CGE", bank="SOGE")], shift=True),
        _svc("Suez Eau France (water)", None, "utility", "water", [("monthly", "26.00", "24.00"),
                                                                  ("quarterly", "78.00")],
             [fr_dd("SUEZ EAU FRANCE", "MENSUALISATION EAU [[mm]]/[[yyyy]] REF CLIENT [[cust]]", org="Suez Eau",
                    bank="CMCI")], shift=True, var=0.05),
        _svc("Eaux de Marseille (water)", None, "utility", "water", [("monthly", "29.00")],
             [fr_dd("EAUX DE MARSEILLE METROPOLE", "ECHEANCE EAU [[MOIS]] [[yyyy]] ABONNE [[cust]]",
                    org="Eaux de Marseille", bank="CEPA")], shift=True),
        # telecoms
        _svc("Bouygues Telecom", "bouygues-telecom", "telecom", "telecom", [("monthly", "24.99", "19.99"),
                                                                           ("monthly", "42.99")],
             [fr_dd("BOUYGUES TELECOM", "FACTURE MOBILE [[mm]]/[[yyyy]] LIGNE [[ligne]]", org="Bouygues Telecom",
                    bank="BNPA"),
              fr_dd("Bouygues Telecom SA", "Facture Bbox [[mois]] [[yyyy]] Compte client [[cust]]",
                    org="Bouygues Telecom", bank="BNPA")], shift=True, var=0.03, weight=2),
        _svc("SFR", "sfr", "telecom", "telecom", [("monthly", "38.00", "33.00")],
             [fr_dd("SFR", "FACTURE SFR [[MON_FR]] REF [[cust]]", org="SFR", bank="SOGE"),
              fr_dd("SFR FIXE ET MOBILE", "SFR BOX [[mmyy]] {ref}{ref}", org="SFR", bank="SOGE"),
              fr_dd("SOCIETE FRANCAISE DU RADIOTELEPHONE", "SFR FACTURE [[mm]]/[[yyyy]] COMPTE [[cust]]", org="SFR",
                    bank="SOGE")], shift=True),
        _svc("RED by SFR", "sfr", "telecom", "telecom", [("monthly", "12.99", "10.99")],
             [fr_dd("RED BY SFR", "ABONNEMENT RED [[mm]]/[[yyyy]] [[ligne]]", org="SFR RED", bank="SOGE")],
             shift=True),
        _svc("Free Mobile", "free-fr", "telecom", "telecom", [("monthly", "19.99", "15.99"), ("monthly", "2.00")],
             [fr_dd("FREE MOBILE", "Free Mobile Forfait [[mois]] [[yyyy]] Ligne [[ligne]]", org="Free Mobile",
                    bank="CCBP")], shift=True, weight=2),
        _svc("Freebox", "free-fr", "telecom", "telecom", [("monthly", "39.99", "29.99")],
             [fr_dd("FREE TELECOM", "Abonnement Freebox [[mm]]/[[yyyy]] Ref {ref}", org="Free Telecom",
                    bank="CCBP")], shift=True),
        _svc("Orange", "orange", "telecom", "telecom", [("monthly", "46.99", "42.99"), ("monthly", "26.99")],
             [fr_dd("ORANGE SA", "FACTURE INTERNET [[MOIS]] [[yyyy]] CONTRAT [[cust]]", org="Orange SA",
                    bank="BNPA"),
              fr_dd("Orange", "Facture mobile [[mm]]/[[yy]] N client [[cust]]", org="Orange SA", bank="BNPA")],
             shift=True),
        _svc("Sosh", "sosh", "telecom", "telecom", [("monthly", "15.99", "12.99")],
             [fr_dd("ORANGE SA", "Facture Sosh [[mm]]/[[yyyy]] {ref}{ref}", org="Orange Sosh", bank="BNPA"),
              fr_dd("SOSH", "FORFAIT SOSH [[MON_FR]] LIGNE [[ligne]]", org="Orange Sosh", bank="BNPA")], shift=True),
        # housing
        _svc("Loyer - Roux", None, "housing", "housing", [("monthly", "820.00", "790.00"), ("monthly", "1080.00")],
             [so("Mme Nathalie Roux", "LOYER [[MON_FR]] APPT 12"), so("ROUX NATHALIE", "Quittance [[mois]]"),
              so("MME ROUX N.", ""), so("Roux Nathalie", "VIR PERM LOYER + CHARGES"),
              so("LOYER ROUX", "VIR PERM LOYER")],
             shift=True, anchor=1, weight=2),
        _svc("Loyer - Lambert", None, "housing", "housing", [("monthly", "745.00", "720.00")],
             [so("M. OU MME LAMBERT JEAN-PIERRE", "VIR PERM LOYER + CHARGES"), so("LAMBERT JP", "loyer [[mois]]"),
              so("Jean-Pierre Lambert", "Loyer appartement 3e etage"),
              so("MR LAMBERT JEAN PIERRE ET MME", "LOYER [[MON_FR]]")], shift=True, anchor=5, weight=2),
        _svc("Loyer - Parc (SCI)", None, "housing", "housing", [("monthly", "960.00", "935.00")],
             [so("SCI DU PARC", "LOYER + CHARGES [[mm]]/[[yyyy]]"), so("SCI DU PARC", "{ref}")],
             shift=True, anchor=1),
        _svc("Loyer - Durand (Cabinet)", None, "housing", "housing", [("monthly", "870.00", "845.00")],
             [fr_dd("CABINET DURAND GESTION", "AVIS ECHEANCE [[MON_FR]] LOCATAIRE [[cust]]", org="Cabinet Durand",
                    bank="CMCI"),
              so("Cabinet Durand Gestion", "Loyer [[mon_fr]] lot [[obj]]")], shift=True, anchor=5),
        _svc("Loyer - Foncia", None, "housing", "housing", [("monthly", "910.00", "884.00")],
             [fr_dd("FONCIA LYON", "LOYER [[mm]]/[[yyyy]] REF [[cust]]", org="Foncia Lyon", bank="CCBP")],
             shift=True, anchor=5),
        _svc("Loyer - Nexity", None, "housing", "housing", [("monthly", "1015.00", "990.00")],
             [fr_dd("NEXITY LAMY", "QUITTANCE [[MON_FR]] BAIL [[cust]]", org="Nexity Lamy", bank="SOGE")],
             shift=True, anchor=3),
        _svc("Loyer - OPAC du Rhone", None, "housing", "housing", [("monthly", "498.70", "486.20")],
             [fr_dd("OPAC DU RHONE", "LOYER [[MON_FR]] N LOCATAIRE [[cust]]", org="OPAC Rhone", bank="CEPA")],
             shift=True, anchor=5),
        _svc("Loyer - Montreuil (OPH)", None, "housing", "housing", [("monthly", "532.40")],
             [fr_dd("OFFICE PUBLIC DE L HABITAT DE MONTREUIL", "ECHEANCE LOYER [[mm]]/[[yyyy]] [[cust]]",
                    org="OPH Montreuil", bank="BDFE"),
              fr_dd("OPH DE MONTREUIL", "ECHEANCE LOYER [[mm]]/[[yyyy]] [[cust]]", org="OPH Montreuil",
                    bank="BDFE")], shift=True, anchor=5, rename=True),
        _svc("Loyer - Petitjean (parking)", None, "housing", "garage", [("monthly", "75.00", "70.00")],
             [so("PETITJEAN MARC", "loyer parking"), so("M PETITJEAN", "PARKING [[mm]]/[[yy]]")],
             shift=True, anchor=1),
        _svc("Citya (community)", None, "housing", "community", [("quarterly", "540.00", "515.00")],
             [fr_dd("CITYA IMMOBILIER", "APPEL DE CHARGES [[q]]T [[yyyy]] COPROPRIETE [[cust]]", org="Citya",
                    bank="CEPA")], shift=True),
        _svc("CIC (mortgage)", None, "housing", "housing", [("monthly", "1032.18")],
             [fr_dd("CIC", "ECHEANCE PRET [[loan]] [[mm]]/[[yyyy]]", org="CIC pret", bank="CMCI")],
             shift=True, anchor=5),
        _svc("BNP Paribas (mortgage)", None, "housing", "housing", [("monthly", "1268.40")],
             [fr_dd("BNP PARIBAS", "REMBOURSEMENT PRET IMMO [[loan]] ECH [[mmyy]]", org="BNP pret", bank="BNPA")],
             shift=True, anchor=10),
        # insurers, clubs, home help
        _svc("MAIF", "maif", "insurance", "insurance", [("monthly", "48.30", "45.10")],
             [fr_dd("MAIF", "COTISATION MAIF [[mm]]/[[yyyy]] SOCIETAIRE [[cust]]", org="MAIF", bank="CCBP")],
             shift=True),
        _svc("Matmut", "matmut", "insurance", "insurance", [("monthly", "36.80"), ("yearly", "441.60")],
             [fr_dd("MATMUT", "ECHEANCE [[MON_FR]] CONTRAT HABITATION [[cust]]", org="Matmut", bank="SOGE")],
             shift=True),
        _svc("Harmonie Mutuelle", "harmonie-mutuelle", "insurance", "health", [("monthly", "58.40", "54.90")],
             [fr_dd("HARMONIE MUTUELLE", "COTISATION SANTE [[mm]]/[[yyyy]] ADHERENT [[cust]]", org="Harmonie",
                    bank="CEPA")], shift=True),
        _svc("Judo Club Rennes (club)", None, "membership", "association", [("yearly", "210.00", "195.00")],
             [fr_dd("JUDO CLUB RENNAIS", "COTISATION [[yyyy]] LICENCIE [[mitgl]]", org="JC Rennes", bank="AGRI")],
             shift=True),
        _svc("Basic-Fit", "basic-fit", "gym", "gym", [("monthly", "29.99", "24.99")],
             [fr_dd("BASIC FIT FRANCE", "ABONNEMENT [[MOIS]] MEMBRE [[mitgl]]", org="Basic-Fit FR", bank="BNPA")]),
        _svc("Moreau (menage)", None, "home-service", "biweekly", [("biweekly", "70.00")],
             [so("MME MOREAU SYLVIE", "MENAGE"), trf("SYLVIE MOREAU", "MENAGE [[dmy]]")]),
        _svc("Ferme de la Prevalaye (weekly box)", None, "food-box", "weekly", [("weekly", "21.00")],
             [so("FERME DE LA PREVALAYE", "PANIER [[week]]")]),
    ]


POOLS: dict[str, list[Service]] = {"eu5-DE": _de_pool(), "eu5-FR": _fr_pool()}


def _gas(base: str, payee: str, org: str, bank: str, purpose: str, offer: tuple) -> Service:
    return _svc(f"{base} (gas)", None, "utility", "gas", [offer], [dd(payee, purpose, org=org, cc="DE", bank=bank)],
                shift=True)


SIBLINGS: dict[str, dict[str, Service]] = {
    "eu5-DE": {
        "Stadtwerke Karlsruhe (electricity)": _gas("Stadtwerke Karlsruhe", "Stadtwerke Karlsruhe GmbH", "SW Karlsruhe",
                                                   "SPK", "Abschlagszahlung Erdgas Vertragskonto-Nr. [[vk]] "
                                                   "Faelligkeit [[dmy]]", ("monthly", "109.00", "96.00")),
        "Stadtwerke Münster (electricity)": _gas("Stadtwerke Münster", "Stadtwerke Münster GmbH", "SW Muenster",
                                                 "WELA", "Abschlag Gas [[monat]] Vertragskonto [[vk]]",
                                                 ("monthly", "92.00")),
    },
    "eu5-FR": {},
}
RENTS = {k: [s for s in pool if s.group == "housing" and s.merchant.split(" - ")[0] in ("Miete", "Loyer")]
         for k, pool in POOLS.items()}
CITIES = {
    "eu5-DE": [("Karlsruhe", "DE"), ("Muenster", "DE"), ("Berlin", "DE"), ("Leipzig", "DE"), ("Freiburg", "DE"),
               ("Kassel", "DE")],
    "eu5-FR": [("Marseille", "FR"), ("Montreuil", "FR"), ("Lyon", "FR"), ("Rennes", "FR"), ("Toulouse", "FR"),
               ("Poitiers", "FR")],
}
NEG: dict[str, dict] = {"eu5-DE": eu3.NEG["eu3-DE"], "eu5-FR": eu3.NEG["eu3-FR"]}
for _key in NEG:
    assert _key not in ed.LOCALES and _key not in eu.LOCALES
    ed.NEG.setdefault(_key, NEG[_key])
    ed.CITIES.setdefault(_key, CITIES[_key])


# ----------------------------------------------------------------------------------------------
# Persona composition

def odds(key: str) -> tuple:
    """`evaldata_eu.compose`'s groups and chances: housing, utilities and telecoms nearly always,
    a second telecom often; insurers, clubs and the rest as in eu4 or less."""
    c = key.split("-")[1]
    return (("housing", 0.95), ("garage", 0.18), ("electric", 0.95), ("water", 0.5), ("waste", 0.35),
            ("telecom", 0.95), ("telecom", 1.0, 0.6), ("health", 0.35), ("insurance", 0.45), ("insurance", 1.0, 0.2),
            ("tv", 0.85 if c == "DE" else 0.0), ("community", 0.25), ("association", 0.25), ("gym", 0.25),
            ("weekly", 0.2), ("biweekly", 0.2))


# eu4's composition and settlements (`eu4.family_compose`, `eu4.family_settlements`) with this
# family's pools, odds and rents: a move in fewer long rent histories, no district heating.
MOVE_ODDS = 0.35
SETTLED_UTILITIES = ("electric", "gas", "water")


def compose(rng: random.Random, key: str, history_months: int) -> list[Plan]:
    return eu4.family_compose(sys.modules[__name__], rng, key, history_months)


def settlements(p: ed.Persona, rng: random.Random, plans: dict[str, Plan], country: str) -> None:
    eu4.family_settlements(sys.modules[__name__], p, rng, plans, country)


def start_persona(seed: int, index: int, key: str, currency: str) -> tuple[ed.Persona, ed.Builder]:
    """Persona `index` as eu4 makes one (`eu4.family_start`: random stream +83; eu: +29, eu2: +43,
    eu3: +57, eu4: +71), with this family's services and settlements."""
    return eu4.family_start(sys.modules[__name__], 83, seed, index, key, currency)


def make_persona(seed: int, index: int, banks: dict | None = None) -> ed.Persona:
    return eu4.family_persona(sys.modules[__name__], seed, index, banks)


def generate(seed: int, count: int) -> list[ed.Persona]:
    return eu.generate(seed, count, make_persona)


def generate_all_layouts(seed: int, count: int) -> list[ed.Persona]:
    """Personas that take every written layout in turn, dropped ones too (for checking readers)."""
    return eu.generate(seed, count, lambda seed, i: make_persona(seed, i, ALL_BANKS))


# ----------------------------------------------------------------------------------------------
# Rows

MONATE = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
          "Dezember")
BLZ = dict(eu4.BLZ, VBKR=("66391600", "GENODE61WIE"), HELB=("50050201", "HELADEF1822"),
           CMCD=("30020900", "CMCIDEDDXXX"), C24B=("50024024", "DEFFDEFFXXX"), INGD=("50010517", "INGDDEFFXXX"))
FR_BANKS = dict(eu4.FR_BANKS, CCFR=("30056", "CCFRFRPPXXX"), SHNE=("16798", "SHNEFRP1XXX"),
                QNTO=("16958", "QNTOFRP1XXX"))
OWN_BANK = {"dkb-2023": ("DE", "DKB"), "hypovereinsbank": ("DE", "HYVE"), "volksbank-old": ("DE", "VBKR"),
            "1822direkt": ("DE", "HELB"), "moneymoney": ("DE", "COBA"), "targobank": ("DE", "CMCD"),
            "c24": ("DE", "C24B"), "starmoney": ("DE", "SPK"), "bunq": ("NL", "BUNQ"), "lcl": ("FR", "CRLY"),
            "hsbc-fr": ("FR", "CCFR"), "shine": ("FR", "SHNE"), "qonto-fr": ("FR", "QNTO"), "wise": ("BE", "TRWI")}
PEOPLE_BANKS = {"DE": ("SPK", "DEUT", "COBA", "PBNK", "VBMH", "INGD"), "FR": ("BNPA", "SOGE", "AGRI", "PSST", "CEPA")}
FIRST = {"DE": ["Lena", "Jonas", "Miriam", "Felix", "Hannah", "Emre", "Paul"],
         "FR": ["Louise", "Hugo", "Manon", "Antoine", "Chloe", "Karim"]}
LAST = {"DE": ["Hartmann", "Krueger", "Wolf", "Neumann", "Zimmermann", "Demir"],
        "FR": ["Bonnet", "Mercier", "Faure", "Chevalier", "Blanc", "Haddad"]}
PLATE = {"Karlsruhe": "KA", "Muenster": "MS", "Berlin": "B", "Leipzig": "L", "Freiburg": "FR", "Kassel": "KS"}
KINDS = ("DD", "CARD", "SO", "TRF", "INC", "ATM", "INT")


def bban(cc: str, bank: str, key: str) -> str:
    if cc == "DE":
        return BLZ.get(bank, BLZ["DEUT"])[0] + eu._digits(key, 10)
    if cc == "FR":
        return (FR_BANKS.get(bank, FR_BANKS["BNPA"])[0] + eu._digits("g" + key, 5) + eu._digits(key, 11)
                + eu._digits("k" + key, 2))
    if cc == "NL":
        return bank + eu._digits(key, 10)
    if cc == "BE":
        body = "967" + eu._digits(key, 7)
        return f"{body}{int(body) % 97 or 97:02d}"
    return eu.bban_for(cc, bank, key)


def bic(cc: str, bank: str) -> str:
    if cc == "DE":
        return BLZ.get(bank, BLZ["DEUT"])[1]
    if cc == "FR":
        return FR_BANKS.get(bank, FR_BANKS["BNPA"])[1]
    return {"BUNQ": "BUNQNL2AXXX", "TRWI": "TRWIBEB1XXX"}.get(bank) or eu.BICS.get(bank, bank + cc + "2X")


def _tokens(text: str, d: dt.date, st: dict[str, str]) -> str:
    if "[[" not in text:
        return text
    rep = {"[[monat]]": f"{MONATE[d.month - 1]} {d.year}", "[[mois]]": eu.MONTHS_FR[d.month - 1],
           "[[MOIS]]": eu3.MONTHS_FR[d.month - 1], "[[zaehler]]": st["zaehler"], "[[pdl]]": st["pdl"],
           "[[mitgl]]": st["mitgl"], "[[tel]]": st["tel"], "[[ligne]]": st["ligne"]}
    for k, v in rep.items():
        text = text.replace(k, v)
    return eu4._tokens(text, d, st)


def account_number(cc: str, iban: str) -> str:
    return {"DE": iban[-10:].lstrip("0"), "FR": iban[14:25], "NL": iban[-10:], "BE": iban[-12:]}[cc]


def stream_refs(rng: random.Random, home: str, town: str) -> dict[str, str]:
    """eu4's references, and a utility's meter and delivery point, a club's member number, a
    landline and a French line number."""
    if home == "FR":
        plate = f"{eu._alnum(rng, 2, 'ABCDEFGHJKLMNPRSTVWXYZ')}-{rng.randint(100, 999)}-" \
                f"{eu._alnum(rng, 2, 'ABCDEFGHJKLMNPRSTVWXYZ')}"
    else:
        plate = f"{PLATE.get(town, 'B')}-{eu._alnum(rng, 2, 'ABCDEFGHKLMNPRSTUVWXYZ')} {rng.randint(10, 9999)}"
    return {"cust": str(rng.randint(10**7, 10**10)), "vk": f"{rng.choice('234')}{rng.randint(10**10, 10**11 - 1)}",
            "obj": f"{rng.randint(1, 96):02d}", "loan": str(rng.randint(10**9, 10**10 - 1)), "plate": plate,
            "zaehler": f"{rng.choice(('1ESY', '1EMH', '1APA', '7ELS'))}{rng.randint(10**9, 10**10 - 1)}",
            "pdl": str(rng.randint(10**13, 10**14 - 1)), "mitgl": str(rng.randint(1000, 9999)),
            "tel": f"01{rng.choice('567')}{rng.randint(0, 9)} {rng.randint(10**6, 10**7 - 1)}",
            "ligne": f"0{rng.choice('67')} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} "
                     f"{rng.randint(10, 99)}"}


def iban_bic(cc: str, bk: str, org: str) -> tuple[str, str]:
    """This family's banks in Germany and France; eu's elsewhere."""
    if cc in ("DE", "FR"):
        return eu.iban_of(cc, bban(cc, bk, org)), bic(cc, bk)
    return eu.iban_of(cc, eu.bban_for(cc, bk, org)), eu.BICS.get(bk, bk + cc + "2X")


BOOKED_ON_USE: tuple[str, ...] = ()


def realise(p: ed.Persona, seed: int, town: str) -> None:
    """Turns every packed descriptor into a bank row (`eu4.family_realise`, random stream `eu5-rows`)."""
    eu4.family_realise(sys.modules[__name__], "eu5", p, seed, town)


# ----------------------------------------------------------------------------------------------
# Layouts: a CSV writer with the bank's separator, quoting, dates and money

def de_money(minor: int, thousands: str = ".") -> str:
    return eu.money_comma(minor, thousands, "-")


def point(minor: int, sign: str = "-") -> str:
    s = f"{abs(minor) // 100}.{abs(minor) % 100:02d}"
    return ("-" + s) if minor < 0 and sign == "-" else s


def short_comma(minor: int, thousands: str = "") -> str:
    """Amounts without trailing zeros of the cents (-84, -25,9, 1.234,56)."""
    s = eu.money_comma(minor, thousands, "-")
    if s.endswith(",00"):
        return s[:-3]
    return s[:-1] if s.endswith("0") else s


def val(r: Row) -> dt.date:
    return r.tx_date or r.date


def one_line(text: str) -> str:
    return " ".join(text.split())


class Csv(eu4.Layout):
    """A CSV export: `header` (a shape of scripts/probe-payee-columns), `sep`, quoting `quote`
    (`none`: no quotes, the separator taken out of texts; `all`; `auto`: where needed), the booking
    date in column `date_col` as `date_fmt`; a preamble and a footer where the bank writes them.
    `records` parses the lines back as CSV (quoted line breaks included) for the overlap check."""
    sep = ";"
    quote = "all"
    header: tuple[str, ...] = ()
    date_col = 0
    date_fmt = "%d.%m.%Y"
    skip = ()          # cells of rows that are not bookings (balances)
    newest_first = True

    def safe(self, text: str) -> str:
        """Text the file's encoding can hold (latin-1 / cp1252: œ, €, ’ folded)."""
        if self.encoding.startswith("utf"):
            return text
        try:
            text.encode(self.encoding)
            return text
        except UnicodeEncodeError:
            return "".join(c if self._ok(c) else unicodedata.normalize("NFKD", c).encode("ascii", "ignore").decode()
                           for c in text.replace("œ", "oe").replace("€", "EUR"))

    def _ok(self, c: str) -> bool:
        try:
            c.encode(self.encoding)
            return True
        except UnicodeEncodeError:
            return False

    def cell(self, text: str) -> str:
        text = self.safe(text)
        if self.quote == "none":
            return flat(one_line(text), self.sep, '"')
        if self.quote == "all" or any(ch in text for ch in (self.sep, '"', "\n")):
            return '"' + text.replace('"', '""') + '"'
        return text

    def fmt(self, cells) -> str:
        return self.sep.join(self.cell(c) for c in cells)

    def name(self, acc, r: Row) -> str:
        return "" if r.kind in ("ATM", "INT") else r.payee

    def purpose(self, acc, r: Row) -> str:
        return r.purpose

    def texts(self, acc, r: Row) -> list[str]:
        """The row's texts as printed, for truth's desc."""
        return [self.name(acc, r), self.purpose(acc, r)]

    def desc(self, acc, r):
        return " | ".join(one_line(self.safe(t)) for t in self.texts(acc, r) if t and t.strip())

    def cells(self, acc, r: Row) -> list[str]:
        raise NotImplementedError

    def preamble(self, acc, rows) -> list[str]:
        return []

    def footer(self, acc, rows) -> list[str]:
        return []

    def lines(self, acc, rows):
        return self.preamble(acc, rows) + [self.fmt(self.header)] + [self.fmt(self.cells(acc, r)) for r in rows] \
            + self.footer(acc, rows)

    @staticmethod
    def end_balance(rows) -> int:
        return min(rows, key=lambda r: r.counter).balance_before + sum(r.minor for r in rows)

    def records(self, lines):
        text = self.newline.join(lines)
        reader = csv.reader(io.StringIO(text, newline=""), delimiter=self.sep,
                            quoting=csv.QUOTE_NONE if self.quote == "none" else csv.QUOTE_MINIMAL)
        out = []
        for row in reader:
            if len(row) <= self.date_col or any(c in self.skip for c in row):
                continue
            try:
                d = dt.datetime.strptime(row[self.date_col].strip(), self.date_fmt).date()
            except ValueError:
                continue
            out.append((d, "\x1f".join(row)))
        return out


class DeCsv(Csv):
    WORDS = {"DD": "Lastschrift", "CARD": "Kartenzahlung", "SO": "Dauerauftrag", "TRF": "Überweisung",
             "INC": "Gutschrift", "ATM": "Bargeldauszahlung", "INT": "Abschluss"}

    def name(self, acc, r):
        if r.kind == "ATM":
            return f"GA {r.city}"
        return "" if r.kind == "INT" else r.payee

    def purpose(self, acc, r):
        if r.kind == "CARD":
            return f"{term(r)} {r.tx_date.strftime('%d.%m.%Y')} {r.time} Debitkarte {acc.card[-4:]}{fx(r)}"
        if r.kind == "ATM":
            return f"{r.tx_date.strftime('%d.%m.%Y')} {r.time} Debitkarte {acc.card[-4:]}"
        if r.kind == "INT":
            return f"Rechnungsabschluss {r.date.strftime('%d.%m.%Y')}"
        return r.purpose

    def d(self, x: dt.date) -> str:
        return x.strftime(self.date_fmt)


CATS_DE = {"housing": ("Wohnen", "Miete"), "loan": ("Finanzen", "Kredit"), "water": ("Wohnen", "Nebenkosten"),
           "energy": ("Wohnen", "Energie"), "tax": ("Steuern & Abgaben", "Gebühren"),
           "telecom": ("Kommunikation", "Telefon & Internet"), "insurance": ("Versicherungen", "Beiträge"),
           "shopping": ("Einkaufen", "Online-Shopping"), "income": ("Einnahmen", "Gehalt"),
           "cash": ("Bargeld", "Geldautomat"), "interest": ("Finanzen", "Kontoführung"),
           "card": ("Lebenshaltung", "Lebensmittel"), "transfer": ("Sonstiges", "Überweisungen"),
           "other": ("Sonstiges", "")}


class Dkb2023(DeCsv):
    """DKB since 2023: `"Girokonto";"<IBAN>"`, a blank line, `"Kontostand vom …:";"… €"`, a blank
    line, the header; every cell quoted, UTF-8 with BOM, DD.MM.YY, `Gebucht`, payer and payee in
    their own columns (the holder on the other side), `Ausgang`/`Eingang`, amounts without trailing
    zeros, Gläubiger-ID, Mandatsreferenz and the end-to-end reference as Kundenreferenz."""
    id = "dkb-2023"
    encoding = "utf-8-sig"
    date_fmt = "%d.%m.%y"
    header = ("Buchungsdatum", "Wertstellung", "Status", "Zahlungspflichtige*r", "Zahlungsempfänger*in",
              "Verwendungszweck", "Umsatztyp", "IBAN", "Betrag (€)", "Gläubiger-ID", "Mandatsreferenz",
              "Kundenreferenz")

    def name(self, acc, r):
        if r.kind == "ATM":
            return "Bargeldauszahlung"
        if r.kind == "INT":
            return "DKB AG"
        return r.payee

    def purpose(self, acc, r):
        if r.kind == "CARD":
            return f"{r.tx_date.isoformat()} Debitk.{eu._digits(acc.iban, 2)} VISA Debit{fx(r)}"
        if r.kind == "ATM":
            return f"{r.tx_date.isoformat()} Debitk.{eu._digits(acc.iban, 2)} {r.city}"
        return super().purpose(acc, r)

    def preamble(self, acc, rows):
        last = max(r.date for r in rows)
        return [self.fmt(["Girokonto", eu.spaced(acc.iban)]), '""',
                self.fmt([f"Kontostand vom {last.strftime('%d.%m.%Y')}:", f"{de_money(self.end_balance(rows))} €"]),
                '""']

    def cells(self, acc, r):
        out_ = r.minor < 0
        other = self.name(acc, r)
        payer, payee = (acc.holder, other) if out_ else (other, acc.holder)
        return [self.d(r.date), self.d(val(r)), "Gebucht", payer, payee, self.purpose(acc, r),
                "Ausgang" if out_ else "Eingang", r.iban, short_comma(r.minor, "."), r.cid, r.mandate,
                r.e2e if r.kind in ("DD", "INC") else ""]

    def file_name(self, p, f, k):
        return f"{p.id}-{f.first.strftime('%d-%m-%Y')}_{f.last.strftime('%d-%m-%Y')}_Umsatzliste_Girokonto_" \
               f"{p.account.iban}.csv"


class HypoVereinsbank(DeCsv):
    """HypoVereinsbank: `Kontonummer;Buchungsdatum;Valuta;Empfaenger 1;Empfaenger 2;Verwendungszweck;
    Betrag;Waehrung`, no quotes, latin-1, DD.MM.YYYY, signed decimal comma; the counterparty's name
    cut at 27 characters over `Empfaenger 1` and `Empfaenger 2`, the Verwendungszweck opens with the
    booking kind and runs the SEPA tags together (`EREF+…MREF+…CRED+…SVWZ+…`)."""
    id = "hypovereinsbank"
    encoding = "latin-1"
    quote = "none"
    date_col = 1
    header = ("Kontonummer", "Buchungsdatum", "Valuta", "Empfaenger 1", "Empfaenger 2", "Verwendungszweck",
              "Betrag", "Waehrung")
    BOOK = {"DD": "SEPA-BASISLASTSCHRIFT", "SO": "SEPA-DAUERAUFTRAG", "TRF": "SEPA-UEBERWEISUNG",
            "INC": "SEPA-GUTSCHRIFT", "CARD": "KARTENZAHLUNG", "ATM": "AUSZAHLUNG GA", "INT": "ABSCHLUSS"}

    def name(self, acc, r):
        return "" if r.kind in ("ATM", "INT") else r.payee

    def purpose(self, acc, r):
        if r.kind in ("DD", "SO", "TRF", "INC"):
            return f"{self.BOOK[r.kind]} {eu3.sepa_tags(r)}"
        return f"{self.BOOK[r.kind]} {super().purpose(acc, r)}"

    def texts(self, acc, r):
        n = self.safe(self.name(acc, r))
        return [n[:27], n[27:54], self.purpose(acc, r)]

    def cells(self, acc, r):
        n1, n2, purpose = self.texts(acc, r)
        return [acc.number, self.d(r.date), self.d(val(r)), n1, n2, purpose, de_money(r.minor, ""), "EUR"]

    def desc(self, acc, r):
        n1, n2, purpose = (one_line(self.safe(t)) for t in self.texts(acc, r))
        return " | ".join(x for x in (n1 + n2, purpose) if x)

    def file_name(self, p, f, k):
        return f"{p.id}-Umsaetze_{p.account.number}_{f.last.strftime('%d.%m.%Y')}.csv"


class VolksbankOld(DeCsv):
    """Volksbank / Raiffeisenbank online banking before the 2020 change: a preamble (`Umsatzanzeige`,
    BLZ, Konto, Zeitraum, sort order), every cell quoted, latin-1, CRLF; the holder in
    `Auftraggeber/Zahlungsempfänger`, the counterparty in `Empfänger/Zahlungspflichtiger`; the
    `Vorgang/Verwendungszweck` over several lines inside its quotes (the booking kind, the purpose
    in 27-character lines, then `EREF: …`, `MREF: …`, `CRED: …`); the amount unsigned with `S`/`H`
    in the unnamed last column; `Anfangssaldo` / `Endsaldo` rows after the bookings."""
    id = "volksbank-old"
    encoding = "latin-1"
    newline = "\r\n"
    skip = ("Anfangssaldo", "Endsaldo")
    header = ("Buchungstag", "Valuta", "Auftraggeber/Zahlungsempfänger", "Empfänger/Zahlungspflichtiger", "Konto-Nr.",
              "IBAN", "BLZ", "BIC", "Vorgang/Verwendungszweck", "Kundenreferenz", "Währung", "Umsatz", " ")
    BOOK = {"DD": "Basislastschrift", "SO": "Dauerauftrag", "TRF": "Überweisung", "INC": "Gutschrift",
            "CARD": "Kartenzahlung girocard", "ATM": "Auszahlung GA", "INT": "Abschluss"}

    def name(self, acc, r):
        return "" if r.kind in ("ATM", "INT") else r.payee

    def vorgang(self, acc, r) -> list[str]:
        text = self.safe(super().purpose(acc, r))
        parts = [self.BOOK[r.kind]] + [text[i:i + 27] for i in range(0, len(text), 27)]
        if r.kind == "DD":
            parts += [f"EREF: {r.e2e}", f"MREF: {r.mandate}", f"CRED: {r.cid}"]
        elif r.kind in ("SO", "TRF"):
            parts += ["EREF: NOTPROVIDED"]
        return parts

    def texts(self, acc, r):
        return [self.name(acc, r), " ".join(self.vorgang(acc, r))]

    def cells(self, acc, r):
        return [self.d(r.date), self.d(val(r)), acc.holder, self.name(acc, r), "", r.iban, "", r.bic,
                "\n".join(self.vorgang(acc, r)), "", "EUR", de_money(abs(r.minor)), "S" if r.minor < 0 else "H"]

    def preamble(self, acc, rows):
        first, last = min(r.date for r in rows), max(r.date for r in rows)
        return [self.fmt(["Volksbank Kraichgau eG"]), "", self.fmt(["Umsatzanzeige"]), "",
                self.fmt(["BLZ:", BLZ["VBKR"][0]]) + ";;" + self.fmt(["Datum:", self.d(last)]),
                self.fmt(["Konto:", acc.number]) + ";;" + self.fmt(["Uhrzeit:", "18:04:31"]),
                self.fmt(["Abfrage von:", acc.holder]) + ";;" + self.fmt(["Kontoinhaber:", acc.holder]), "",
                self.fmt(["Zeitraum:"]) + ";;" + self.fmt(["von:", self.d(first), "bis:", self.d(last)]),
                self.fmt(["Betrag in EUR:"]) + ";;" + self.fmt(["von:", " ", "bis:", " "]),
                self.fmt(["Sortiert nach:", "Buchungstag", "absteigend"]), ""]

    def footer(self, acc, rows):
        first, last = min(r.date for r in rows), max(r.date for r in rows)
        start = min(rows, key=lambda r: r.counter).balance_before
        end = self.end_balance(rows)
        blank = [""] * 8
        return ["", self.fmt([self.d(first)] + blank + ["Anfangssaldo", "EUR", de_money(abs(start)),
                                                      "S" if start < 0 else "H"]),
                self.fmt([self.d(last)] + blank + ["Endsaldo", "EUR", de_money(abs(end)), "S" if end < 0 else "H"])]

    def file_name(self, p, f, k):
        return f"{p.id}-Umsaetze_{p.account.number}_{f.last.strftime('%Y.%m.%d')}.csv"


class Direkt1822(DeCsv):
    """1822direkt (Frankfurter Sparkasse): account number first, `Soll/Haben` with an unsigned amount,
    the Buchungsschlüssel (GVC) and Buchungsart, the counterparty's name and IBAN, the purpose with
    the Sparkasse's appendix `End-to-End-Ref.: … Mandatsref: … Gläubiger-ID: …`; quoted where
    needed, cp1252, DD.MM.YYYY."""
    id = "1822direkt"
    encoding = "cp1252"
    quote = "auto"
    date_col = 1
    header = ("Kontonummer", "Buchungstag", "Wertstellung", "Soll/Haben", "Buchungsschlüssel", "Buchungsart",
              "Empfänger/Auftraggeber Name", "Empfänger/Auftraggeber IBAN", "Verwendungszweck", "Betrag", "Währung")
    GVC = {"DD": ("105", "Lastschrift (Einzugsermächtigung)"), "SO": ("117", "Dauerauftrag"),
           "TRF": ("116", "Überweisung"), "INC": ("166", "Gutschrift Überweisung"), "CARD": ("106", "Kartenzahlung"),
           "ATM": ("083", "Auszahlung Geldautomat"), "INT": ("805", "Abschluss")}

    def purpose(self, acc, r):
        if r.kind == "DD":
            return f"{r.purpose} End-to-End-Ref.: {r.e2e} Mandatsref: {r.mandate} Gläubiger-ID: {r.cid}"
        if r.kind in ("SO", "TRF"):
            return f"{r.purpose} End-to-End-Ref.: nicht angegeben".lstrip()
        if r.kind == "INC":
            return f"{r.purpose} End-to-End-Ref.: {r.e2e}"
        return super().purpose(acc, r)

    def cells(self, acc, r):
        key, art = self.GVC[r.kind]
        return [acc.number, self.d(r.date), self.d(val(r)), "S" if r.minor < 0 else "H", key, art, self.name(acc, r),
                r.iban, self.purpose(acc, r), de_money(abs(r.minor)), "EUR"]

    def file_name(self, p, f, k):
        return f"{p.id}-umsaetze-{p.account.number}-{f.last.strftime('%Y%m%d')}.csv"


class MoneyMoney(DeCsv):
    """MoneyMoney (macOS app) CSV export of a German account: `Datum;Wertstellung;Kategorie;Name;
    Verwendungszweck;Konto;Bank;Betrag;Währung`, every cell quoted, UTF-8, oldest first, categories
    as `Wohnen\\Miete`, the counterparty's IBAN and BIC under Konto / Bank, the purpose cleaned of
    SEPA tags."""
    id = "moneymoney"
    newest_first = False
    header = ("Datum", "Wertstellung", "Kategorie", "Name", "Verwendungszweck", "Konto", "Bank", "Betrag", "Währung")

    def name(self, acc, r):
        return "" if r.kind == "INT" else "Bargeldauszahlung" if r.kind == "ATM" else r.payee

    def purpose(self, acc, r):
        if r.kind == "CARD":
            return f"{place(r)} {r.tx_date.strftime('%d.%m.%Y')}{fx(r)}".strip()
        return super().purpose(acc, r)

    def cells(self, acc, r):
        cat, sub = CATS_DE[eu4.topic(r)]
        return [self.d(r.date), self.d(val(r)), f"{cat}\\{sub}" if sub else cat, self.name(acc, r),
                self.purpose(acc, r), r.iban, r.bic, de_money(r.minor), "EUR"]

    def file_name(self, p, f, k):
        return f"{p.id}-Girokonto-{f.first.isoformat()}-{f.last.isoformat()}.csv"


class Targobank(DeCsv):
    """Targobank: `Buchungsdatum;Wertstellung;Buchungstext;Auftraggeber / Empfänger;Verwendungszweck;
    Betrag`, no quotes, cp1252, upper-case booking texts, the mandate after a slash in the purpose."""
    id = "targobank"
    encoding = "cp1252"
    quote = "none"
    header = ("Buchungsdatum", "Wertstellung", "Buchungstext", "Auftraggeber / Empfänger", "Verwendungszweck",
              "Betrag")
    BOOK = {"DD": "LASTSCHRIFT", "SO": "DAUERAUFTRAG", "TRF": "UEBERWEISUNG", "INC": "GUTSCHRIFT",
            "CARD": "KARTENZAHLUNG", "ATM": "BARGELDAUSZAHLUNG", "INT": "ABSCHLUSS"}

    def purpose(self, acc, r):
        if r.kind == "DD":
            return f"{r.purpose} / MANDAT {r.mandate}"
        return super().purpose(acc, r)

    def texts(self, acc, r):
        return [self.name(acc, r), self.purpose(acc, r)]

    def cells(self, acc, r):
        return [self.d(r.date), self.d(val(r)), self.BOOK[r.kind], self.name(acc, r), self.purpose(acc, r),
                de_money(r.minor)]

    def file_name(self, p, f, k):
        return f"{p.id}-Kontoumsaetze_{p.account.number}_{f.last.strftime('%Y%m%d')}.csv"


class C24(DeCsv):
    """C24 Bank: `Transaktionstyp;Buchungsdatum;Karteneinsatz;Betrag;Zahlungsempfänger;IBAN;BIC;
    Verwendungszweck;Beschreibung;Kategorie;Unterkategorie`, every cell quoted, UTF-8, the card
    flag `Ja`/`Nein`, a Beschreibung the app writes (`Lastschrift von …`)."""
    id = "c24"
    date_col = 1
    header = ("Transaktionstyp", "Buchungsdatum", "Karteneinsatz", "Betrag", "Zahlungsempfänger", "IBAN", "BIC",
              "Verwendungszweck", "Beschreibung", "Kategorie", "Unterkategorie")
    TYPES = {"DD": "Lastschrift", "SO": "Dauerauftrag", "TRF": "Überweisung", "INC": "Gutschrift",
             "CARD": "Kartenzahlung", "ATM": "Bargeldabhebung", "INT": "Abschluss"}

    def name(self, acc, r):
        return "" if r.kind == "INT" else "Geldautomat" if r.kind == "ATM" else r.payee

    def purpose(self, acc, r):
        if r.kind == "CARD":
            return f"{place(r)} {cc2(r)}{fx(r)}".strip()
        return super().purpose(acc, r)

    def beschreibung(self, r):
        return {"DD": f"Lastschrift von {r.payee}", "SO": f"Dauerauftrag an {r.payee}",
                "TRF": f"Überweisung an {r.payee}",
                "INC": f"Gutschrift von {r.payee}", "CARD": f"Kartenzahlung bei {r.payee}",
                "ATM": "Bargeldabhebung", "INT": "Kontoabschluss"}[r.kind]

    def texts(self, acc, r):
        return [self.name(acc, r), self.purpose(acc, r), self.beschreibung(r)]

    def cells(self, acc, r):
        cat, sub = CATS_DE[eu4.topic(r)]
        return [self.TYPES[r.kind], self.d(r.date), "Ja" if r.kind in ("CARD", "ATM") else "Nein", de_money(r.minor),
                self.name(acc, r), r.iban, r.bic, self.purpose(acc, r), self.beschreibung(r), cat, sub]

    def file_name(self, p, f, k):
        return f"{p.id}-C24_Umsaetze_{f.last.strftime('%Y-%m-%d')}.csv"


class StarMoney(DeCsv):
    """StarMoney export: `Buchungsdatum;Wertstellungsdatum;Name Empfänger/Auftraggeber;Kontonummer/IBAN;
    Verwendungszweck;Betrag;Währung`, every cell quoted, cp1252, the SEPA tags spaced (`EREF+ …
    MREF+ … CRED+ … SVWZ+ …`), oldest first."""
    id = "starmoney"
    encoding = "cp1252"
    newest_first = False
    header = ("Buchungsdatum", "Wertstellungsdatum", "Name Empfänger/Auftraggeber", "Kontonummer/IBAN",
              "Verwendungszweck", "Betrag", "Währung")

    def purpose(self, acc, r):
        if r.kind == "DD":
            return f"EREF+ {r.e2e} MREF+ {r.mandate} CRED+ {r.cid} SVWZ+ {r.purpose}"
        if r.kind in ("SO", "TRF"):
            return f"EREF+ NOTPROVIDED SVWZ+ {r.purpose}"
        if r.kind == "INC":
            return f"EREF+ {r.e2e} SVWZ+ {r.purpose}"
        return super().purpose(acc, r)

    def cells(self, acc, r):
        return [self.d(r.date), self.d(val(r)), self.name(acc, r), r.iban, self.purpose(acc, r), de_money(r.minor),
                "EUR"]

    def file_name(self, p, f, k):
        return f"{p.id}-StarMoney_Export_{f.last.strftime('%Y%m%d')}.csv"


class Bunq(DeCsv):
    """bunq: `"Date","Interest Date","Amount","Account","Counterparty","Name","Description"`, comma,
    every cell quoted, ISO dates, point decimals, the holder's IBAN under Account, the
    counterparty's IBAN under Counterparty and its name under Name."""
    id = "bunq"
    sep = ","
    date_fmt = "%Y-%m-%d"
    header = ("Date", "Interest Date", "Amount", "Account", "Counterparty", "Name", "Description")

    def name(self, acc, r):
        return "" if r.kind == "INT" else "ATM" if r.kind == "ATM" else r.payee

    def purpose(self, acc, r):
        if r.kind == "CARD":
            return f"{r.payee} {place(r)} {cc2(r)}{fx(r)}".strip()
        if r.kind == "ATM":
            return f"Geldautomat {r.city}"
        if r.kind == "INT":
            return "bunq Zinsen"
        return r.purpose

    def cells(self, acc, r):
        return [r.date.isoformat(), val(r).isoformat(), point(r.minor), acc.iban, r.iban, self.name(acc, r),
                self.purpose(acc, r)]

    def file_name(self, p, f, k):
        return f"{p.id}-bunq-statement-{f.first.isoformat()}-{f.last.isoformat()}.csv"


# French layouts

class FrCsv(Csv):
    date_fmt = "%d/%m/%Y"
    encoding = "cp1252"

    def name(self, acc, r):
        return "" if r.kind in ("ATM", "INT") else r.payee

    def d(self, x: dt.date) -> str:
        return x.strftime(self.date_fmt)

    def label(self, acc, r, width: int = 0) -> str:
        """The bank's libellé: `PRLV SEPA <CREANCIER>`, `VIR PERM <BENEFICIAIRE>`, `CB <COMMERCE> <ddmmyy>`."""
        up = r.payee.upper()
        text = {"DD": f"PRLV SEPA {up}", "SO": f"VIR PERM {up}", "TRF": f"VIR SEPA {up}", "INC": f"VIR SEPA RECU {up}",
                "CARD": f"CB {up} {r.tx_date.strftime('%d%m%y') if r.tx_date else ''}",
                "ATM": f"RETRAIT DAB {r.city.upper()} {r.tx_date.strftime('%d/%m') if r.tx_date else ''}",
                "INT": "INTERETS CREDITEURS"}[r.kind].strip()
        return text[:width] if width else text


class Lcl(FrCsv):
    """LCL: `Date;Montant;Type;Libellé;Bénéficiaire;Référence`, no quotes, cp1252, DD/MM/YYYY,
    signed decimal comma without trailing zeros (`-25,9`), the libellé cut at 32 characters, the
    creditor's text (and RUM) under Référence."""
    id = "lcl"
    quote = "none"
    header = ("Date", "Montant", "Type", "Libellé", "Bénéficiaire", "Référence")
    TYPES = {"DD": "Prélèvement", "SO": "Virement permanent", "TRF": "Virement", "INC": "Virement", "CARD": "Carte",
             "ATM": "Retrait", "INT": "Intérêts"}

    def reference(self, r):
        if r.kind == "DD":
            return f"{r.purpose} RUM {r.mandate}"
        return r.purpose if r.kind in ("SO", "TRF", "INC") else ""

    def texts(self, acc, r):
        return [self.name(acc, r), self.label(acc, r, 32), self.reference(r)]

    def cells(self, acc, r):
        return [self.d(r.date), short_comma(r.minor), self.TYPES[r.kind], self.label(acc, r, 32), self.name(acc, r),
                self.reference(r)]

    def file_name(self, p, f, k):
        return f"{p.id}-{p.account.number}_{f.first.strftime('%d%m%Y')}_{f.last.strftime('%d%m%Y')}.csv"


class HsbcFR(FrCsv):
    """HSBC France (CCF since 2024): `Date opération;Libellé;Tiers;Débit;Crédit`, no quotes, cp1252,
    unsigned decimal comma with space thousands; the libellé `PRLV SEPA <CREANCIER> : <texte> RUM
    …`; a standing order's libellé `VIR PERMANENT <motif>` names the payee only under Tiers."""
    id = "hsbc-fr"
    quote = "none"
    header = ("Date opération", "Libellé", "Tiers", "Débit", "Crédit")

    def libelle(self, acc, r):
        if r.kind == "DD":
            return f"PRLV SEPA {r.payee.upper()} : {r.purpose.upper()} RUM {r.mandate}"
        if r.kind == "SO":
            return f"VIR PERMANENT {r.purpose.upper()}".strip()
        if r.kind == "TRF":
            return f"VIR SEPA EMIS {r.purpose.upper()}".strip()
        if r.kind == "INC":
            return f"VIR SEPA RECU DE {r.payee.upper()} {r.purpose.upper()}".strip()
        if r.kind == "CARD":
            return f"PAIEMENT CB {r.tx_date.strftime('%d%m')} {r.payee.upper()} {place(r).upper()}{fx(r)}"
        return self.label(acc, r)

    def texts(self, acc, r):
        return [self.name(acc, r), self.libelle(acc, r)]

    def cells(self, acc, r):
        amount = eu.money_comma(abs(r.minor), " ")
        return [self.d(r.date), self.libelle(acc, r), self.name(acc, r), amount if r.minor < 0 else "",
                amount if r.minor > 0 else ""]

    def file_name(self, p, f, k):
        return f"{p.id}-releve_{p.account.number}_{f.last.strftime('%Y%m%d')}.csv"


class Shine(FrCsv):
    """Shine (neobank): `Date;Libellé;Contrepartie;Catégorie;Débit;Crédit`, quoted where needed,
    UTF-8, DD/MM/YYYY, unsigned point decimals; the libellé is the creditor's own label (a direct
    debit's text, a transfer's motif), the counterparty in its own column."""
    id = "shine"
    encoding = "utf-8"
    quote = "auto"
    header = ("Date", "Libellé", "Contrepartie", "Catégorie", "Débit", "Crédit")
    CATS = {"housing": "Logement", "loan": "Emprunt", "water": "Eau", "energy": "Énergie", "tax": "Impôts & taxes",
            "telecom": "Télécom", "insurance": "Assurance", "shopping": "Achats", "income": "Revenus",
            "cash": "Retraits", "interest": "Frais bancaires", "card": "Vie quotidienne", "transfer": "Virements",
            "other": "Autre"}

    def libelle(self, acc, r):
        if r.kind in ("DD", "SO", "TRF", "INC"):
            return r.purpose or {"SO": "Virement programmé", "TRF": "Virement", "INC": "Virement reçu",
                                 "DD": "Prélèvement"}[r.kind]
        return self.label(acc, r)

    def texts(self, acc, r):
        return [self.name(acc, r), self.libelle(acc, r)]

    def cells(self, acc, r):
        return [self.d(r.date), self.libelle(acc, r), self.name(acc, r), self.CATS[eu4.topic(r)],
                point(r.minor, "") if r.minor < 0 else "", point(r.minor, "") if r.minor > 0 else ""]

    def file_name(self, p, f, k):
        return f"{p.id}-shine-transactions-{f.last.isoformat()}.csv"


class QontoFR(FrCsv):
    """Qonto in French: `Date de règlement;Nom de la contrepartie;Référence;Montant;Devise;Statut`,
    quoted where needed, UTF-8, the settlement date with its time (DD-MM-YYYY HH:MM:SS), signed
    decimal comma, `Exécuté`."""
    id = "qonto-fr"
    encoding = "utf-8"
    quote = "auto"
    date_fmt = "%d-%m-%Y %H:%M:%S"
    header = ("Date de règlement", "Nom de la contrepartie", "Référence", "Montant", "Devise", "Statut")

    def name(self, acc, r):
        return {"ATM": "Retrait DAB", "INT": "Qonto"}.get(r.kind, r.payee)

    def purpose(self, acc, r):
        if r.kind == "CARD":
            return f"{place(r)}{fx(r)}"
        if r.kind == "ATM":
            return r.city
        if r.kind == "INT":
            return "Intérêts"
        return r.purpose

    def stamp(self, r) -> str:
        h = eu._h(r.bank_ref)
        t = r.time + f":{h % 60:02d}" if r.time else f"{h % 6 + 5:02d}:{h // 6 % 60:02d}:{h // 360 % 60:02d}"
        return f"{r.date.strftime('%d-%m-%Y')} {t}"

    def cells(self, acc, r):
        return [self.stamp(r), self.name(acc, r), self.purpose(acc, r), de_money(r.minor, ""), "EUR", "Exécuté"]

    def file_name(self, p, f, k):
        return f"{p.id}-qonto-transactions-{f.first.isoformat()}-{f.last.isoformat()}.csv"


class Wise(FrCsv):
    """Wise EUR account statement (CSV): `Date,Amount,Currency,Description,Payee Name,Payment Reference`,
    comma, quoted where needed, UTF-8, DD-MM-YYYY, point decimals, English descriptions (`Direct
    debit payment to …`, `Sent money to …`, `Card transaction of … issued by …`)."""
    id = "wise"
    encoding = "utf-8"
    sep = ","
    quote = "auto"
    date_fmt = "%d-%m-%Y"
    header = ("Date", "Amount", "Currency", "Description", "Payee Name", "Payment Reference")

    def description(self, r):
        return {"DD": f"Direct debit payment to {r.payee}", "SO": f"Sent money to {r.payee}",
                "TRF": f"Sent money to {r.payee}", "INC": f"Received money from {r.payee} with reference {r.purpose}",
                "CARD": f"Card transaction of {point(-r.minor)} EUR issued by {r.payee} {place(r).upper()}",
                "ATM": f"Cash withdrawal of {point(-r.minor)} EUR at {r.city.upper()}",
                "INT": "Interest earned"}[r.kind].strip()

    def name(self, acc, r):
        return r.payee if r.kind in ("DD", "SO", "TRF") else ""

    def reference(self, r):
        return r.purpose if r.kind in ("DD", "SO", "TRF") else ""

    def texts(self, acc, r):
        return [self.description(r), self.reference(r)]

    def cells(self, acc, r):
        return [self.d(r.date), point(r.minor), "EUR", self.description(r), self.name(acc, r), self.reference(r)]

    def file_name(self, p, f, k):
        return f"{p.id}-statement_{eu._digits(p.account.iban, 8)}_EUR_{f.first.isoformat()}_{f.last.isoformat()}.csv"


RENDER: dict[str, eu.Layout] = {c.id: c() for c in (Dkb2023, HypoVereinsbank, VolksbankOld, Direkt1822, MoneyMoney,
                                                     Targobank, C24, StarMoney, Bunq, Lcl, HsbcFR, Shine, QontoFR,
                                                     Wise)}


# ----------------------------------------------------------------------------------------------
# Writing

def persona_truth(p: ed.Persona) -> dict[str, str]:
    """What truth.json adds to a persona of this family: its bank, language and IBAN."""
    return {"bank": p.account.bank, "language": p.lang, "iban": p.account.iban}  # type: ignore[attr-defined]


def write_persona(p: ed.Persona, folder: str) -> list[str]:
    return eu.write_persona(p, folder, RENDER)


def write_all(personas: list[ed.Persona], folder: str, seed: int) -> dict[str, list[str]]:
    """Exports (bank layouts), labels and truth.json into folder; returns persona id -> export paths."""
    return eu.write_all(personas, folder, seed, "eu5", RENDER, persona_truth)


def overlap_rows(p: ed.Persona, folder: str) -> list[list[str]]:
    """For the self-test: each export's records (`Csv.records`) dated inside the overlap."""
    return eu4.overlap_rows(p, folder, RENDER)
