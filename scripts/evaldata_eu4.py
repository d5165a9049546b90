"""Tuning family `eu4` for `scripts/eval-detect --family eu4`: Germany (DE), Austria (AT) and France
(FR), EUR, centred on the services the catalog does not know, written in bank layouts that the
families eu, eu2 and eu3 do not use.

A TUNING family like scripts/evaldata_eu.py, evaldata_eu2.py and evaldata_eu3.py, whose design it
follows and whose pieces it imports (it never reads or imports the held-out family). Python 3
standard library only; same seed -> byte-identical files. A family of its own, so that the other
families keep their personas, files and dry-runs exactly as they were.

Reused from scripts/evaldata.py: the data model, the truth rules, `Plan` / `Builder` (every
stream's schedule and noise), `build_streams`, the hard negatives (`Builder.negatives`), and
`split_exports`. From scripts/evaldata_eu.py: the descriptor templates (`dd`, `card`, `so`,
`paypal`, `local`), `_digital_common` (German and Austrian personas), `compose` (with this family's
`POOLS` and `odds`), `book` (rows, balances, the features processor-prefix and rotating-ref),
`sepa_mandate`, `card_time`, IBAN / creditor-id helpers, `Layout`, `write_persona` / `write_all`
and the AT hard-negative table. From scripts/evaldata_eu3.py: `Row`, `de_dd` / `fr_dd` / `trf`,
the French digital brands, the DE and FR hard-negative tables (registered again under this family's
keys `eu4-DE` / `eu4-FR` / `eu4-AT`), money and text helpers.

1. Countries and services. Personas are DE, FR or AT (4/4/2 in every ten), 14-26 months each. The
   weight is on what the catalog lacks; a few catalogued brands stay for realism and as traps.
   - Utilities under many naming shapes. DE: Stadtwerke Bielefeld, enercity, Mainova, RheinEnergie,
     N-ERGIE, EWE, Stadtwerke Tuebingen, Gemeindewerke Hassloch (Abschlag Strom, Vertragskonto in
     several forms), SachsenEnergie (renamed from DREWAG mid-history), ostrom, Polarstern, Tibber
     (variable), Yello; gas from the same Stadtwerke as a second stream (same creditor, other
     amount and mandate); water (Hamburger Wasserwerke, Gelsenwasser, a Wasserzweckverband), waste
     and municipal fees (Stadtreinigung Hamburg, Stadtkasse, Landkreis), district heating
     (Fernwaerme Ulm, Stadtwerke Flensburg). AT: EVN, Linz AG (the payee says LINZ STROM GAS
     WAERME), Salzburg AG, KELAG, TIWAG, illwerke vkw, Energie AG Oberoesterreich, Wien Energie,
     Wiener Wasser, Gemeindeabgaben, Fernwaerme Steyr, Energie Graz. FR: Enercoop, ekWateur, Mint
     Energie, Gaz de Bordeaux, ES Energies Strasbourg, Soregies, GEG (the payee is GAZ ELECTRICITE
     DE GRENOBLE), SICAE, TotalEnergies (renamed from Direct Energie), Eau de Paris, SAUR, Eau du
     Grand Lyon (VEOLIA EAU DU GRAND LYON renamed to the public regie), Eaux de Grenoble Alpes,
     DGFIP taxe fonciere, the periscolaire regie of a city.
   - Telecoms not in the catalog: NetCologne, M-net, EWE TEL, Deutsche Glasfaser, htp; spusu (the
     payee is Mass Response Service GmbH), HoT, LIWEST, kabelplus; Coriolis, Syma, Cdiscount
     Mobile (Cdiscount card purchases are hard negatives), Auchan Telecom, Videofutur. Catalogued
     ones: klarmobil, ALDI TALK (only in the purpose), blau, PYUR (renamed from Tele Columbus),
     A1, Magenta (renamed from UPC Austria), Lebara, Prixtel, La Poste Mobile, NRJ Mobile.
   - Housing: rent to private landlords printed in the ways banks print a person (`Hoffmann,
     Klaus-Dieter`, `K.-D. Hoffmann`, `HOFFMANN KLAUS DIETER`, `Eheleute Brandt`, `Brandt GbR`,
     `M. LEFEBVRE PHILIPPE`, `M OU MME LEFEBVRE`, `DI Johann Gruber` ...), property managers
     (Kaiser, renamed mid-history; Steiner Immobilientreuhand; Square Habitat), cooperatives
     (Freie Scholle eG Nutzungsgebuehr, BWSG Nutzungsentgelt), social landlords (SAGA, GEWOBAG,
     LEG, Wiener Wohnen, Heimat Oesterreich, Paris Habitat, Immobiliere 3F, Lyon Metropole
     Habitat), a SCI, a garage, WEG Hausgeld / EG Betriebskosten / syndic appels de fonds (Lorenz,
     Pichler, Loiselet et Daigremont, Matera), home loans at savings and cooperative banks and
     building societies (Sparkasse, Volksbank, Bausparkasse Schwaebisch Hall, LBS, BHW, Erste
     Bank, Raiffeisen Bausparkasse, s Bausparkasse, Caisse d'Epargne, Banque Populaire, LCL,
     Credit Agricole), consumer and car loans. A tenant moves house in nearly half of the rent
     histories of 18 months or more: the old rent ends (status ended) and a new landlord's starts
     within -75..+40 days of its last charge (feature `moved-house` on both streams).
   - Insurers (WGV, VHV, Gothaer, LVM, Provinzial, HanseMerkur, Barmenia, Donau, GRAWE, Merkur,
     MAAF, MMA, Pacifica, Alan, April, Malakoff Humanis; catalogued R+V, SIGNAL IDUNA, Generali,
     UNIQA, GMF), associations and donations (Alpenverein sections, TSV, ADFC (named only in the
     purpose), NABU, Aerzte ohne Grenzen, Naturfreunde, SK Rapid, Restaurants du Coeur, Croix-Rouge,
     a tennis club), local gyms, a music school, childcare, a cleaner, weekly boxes, local papers,
     KlimaTicket and TCL (the payee names neither), the Rundfunkbeitrag and the ORF-Beitrag, and
     1-4 of the international digital brands (evaldata_eu draws 2-7; this family keeps fewer).
   - Hard negatives: evaldata's kinds with the eu3 (DE, FR) and eu (AT) tables, plus this
     family's `settlement`: a utility's yearly Nachzahlung / Guthaben / regularisation by the same
     creditor, and a landlord's Nebenkostennachzahlung / regularisation de charges.
   catalogId: catalog.json's id where the brand is there; null for everything local (utilities,
   landlords, people, authorities, lenders, associations, the brands the catalog lacks).

2. Export formats (one writer per layout; shapes from shared/formats where a sample exists, rows
   invented). `BANKS` holds the layouts personas bank with, `DROPPED` the written ones subscan
   does not read (none at the time of writing).
   - outbank-de: Outbank app export of a German account (shared/formats/outbank/outbank.csv):
     `#;Account;Date;Value Date;Amount;Currency;Name;Number;Bank;Reason;...` (25 columns), M/D/YY,
     decimal comma, quoted texts, Posting Key / Posting Text, SEPA reference, mandate, creditor.
   - mt940-de: MT940 `.sta` download (shared/formats/mt940/data.sta, German `?NN` subfields; the
     DK variant: GVC, ?00 Buchungstext, ?20-?29 EREF+ / MREF+ / CRED+ / SVWZ+ in 27-character
     subfields, ?30 BIC, ?31 IBAN, ?32/?33 name), one statement per month, CRLF, ASCII.
   - camt053-de / camt053-at: ISO 20022 camt.053.001.02 (shared/formats/camt/camt052.xml, a
     German savings bank's report: same entry shape, ZKA proprietary codes, Dbtr/Cdtr names,
     Ustrd); the Austrian one without the German codes.
   - oberbank-at (shared/formats/oberbank-at/oberbank.csv): `Buchungsdatum;Wertstellung;Betrag;
     Währung;Auftraggebername;...;Text;Verwendungszweck`, latin-1; on money out the party columns
     are empty and `Text` is `<purpose>, <payee>, <address line 1>, <address line 2>`.
   - livebank-at (shared/formats/livebank-at/livebank.csv): `Kontonummer;Auszugsnummer;
     Buchungsdatum;Valutadatum;Umsatzzeit;Zahlungsreferenz;Waehrung;Betrag;Buchungstext;Umsatztext`,
     ISO dates, DB2 timestamps, latin-1, CRLF; the Umsatztext spills over extra cells (payee,
     purpose, REF).
   No sample of the following was at hand; their columns follow public importer projects'
   fixtures and parsers of the banks' CSV downloads:
   - postbank-de: Postbank / Deutsche Bank platform since 2023 (preamble, `Buchungstag;Wert;
     Umsatzart;Begünstigter / Auftraggeber;Verwendungszweck;IBAN / Kontonummer;BIC;Kundenreferenz;
     Mandatsreferenz;Gläubiger ID;Fremde Gebühren;Betrag;...;Soll;Haben;Währung`, D.M.YYYY, amounts
     without trailing zeros, UTF-8 with BOM, `Kontostand` footer).
   - deutsche-bank-de: Deutsche Bank before 2024 (same columns with `IBAN` and `Mandatsreferenz `,
     Betrag empty, Soll/Haben, DD.MM.YYYY, latin-1, a card row's payee empty).
   - vr-bank-de: Volksbanken Raiffeisenbanken (Atruvia, `Bezeichnung Auftragskonto;IBAN
     Auftragskonto;...;Name Zahlungsbeteiligter;...;Buchungstext;Verwendungszweck;Betrag;Waehrung;
     Saldo nach Buchung;Bemerkung;Kategorie;Steuerrelevant;Glaeubiger ID;Mandatsreferenz`, UTF-8 with
     BOM, `EREF: … MREF: … CRED: …` in the Verwendungszweck).
   - bnp-paribas-fr (account line, `Date operation;Categorie operation;Sous Categorie operation;
     Libelle operation;Montant operation`, DD-MM-YYYY, `PRLV SEPA … ECH/… ID EMETTEUR/… MDT/… REF/…
     LIB/…`, cp1252), caisse-epargne-fr (`Date de comptabilisation;Libelle simplifie;Libelle
     operation;Reference;Informations complementaires;Type operation;Categorie;Sous categorie;Debit;
     Credit;Date operation;Date de valeur;Pointage operation`, latin-1, CRLF), cic-fr (Crédit
     Mutuel / CIC, `Date;Date de valeur;Débit;Crédit;Libellé;Solde`, libellés in mixed case,
     latin-1), fortuneo-fr (`Date opération;Date valeur;libellé;Débit;Crédit;`, cp1252, the libellé
     names the payee only).

What subscan makes of them (build y3, 2026-12-04, `subscan extract` of every layout against the
truth, seeds 1-3): every row, date, amount and currency read. Descriptions: livebank's is the
Buchungstext alone (`Datenträger-Umsatz`, `Dauerauftrag`: every direct debit reads alike), Outbank's
the Name alone (its `Reason` is not read, so a PayPal row is `PayPal Europe …` only), Oberbank's
money out is its Text (purpose first, then payee), MT940's is the ?32 name and ?20-?29 with the
EREF+/MREF+/CRED+ tags, BNP's the whole libellé.

Each transaction's `desc` (truth.json, pNN-labels.csv) is the row's text as the bank prints it
(payee | purpose where a layout has both). Amounts in truth are signed as subscan reads them.
truth.json names each persona's bank, language and IBAN. The self-test's overlap check compares
whole records (an MT940 :61: with its :86:, a CAMT <Ntry>), `records` below.

Simplifications: utilities' Abschlag / acompte / échéance are monthly (quarterly for water and
municipal fees) with evaldata's price step, the yearly settlement is a one-off hard negative;
Bauspar and mortgage repayments are labelled `(mortgage)`; the Austrian ORF-Beitrag is monthly.
"""
from __future__ import annotations

import datetime as dt
import os
import random
import sys
import unicodedata
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import evaldata as ed  # noqa: E402
import evaldata_eu as eu  # noqa: E402
import evaldata_eu3 as eu3  # noqa: E402
from evaldata import Plan, Service, _svc  # noqa: E402
from evaldata_eu import dd, so  # noqa: E402
from evaldata_eu3 import Row, cc2, de_dd, flat, fr_dd, fx, place, term, trf  # noqa: E402

LABEL = ("eu4 (DE, AT, FR in EUR, services outside the catalog; exports in the Postbank, Deutsche Bank, VR-Bank, "
         "Outbank, MT940, CAMT.053, Oberbank, livebank, BNP Paribas, Caisse d'Epargne, CIC and Fortuneo layouts; "
         "a tuning family)")
LOCALES = {"DE": "EUR", "AT": "EUR", "FR": "EUR"}
LOCALE_PATTERN = ("DE", "FR", "AT", "DE", "FR", "DE", "AT", "FR", "DE", "FR")
KEYS = {"DE": "eu4-DE", "AT": "eu4-AT", "FR": "eu4-FR"}
ALL_BANKS = {"DE": ("postbank-de", "deutsche-bank-de", "vr-bank-de", "outbank-de", "mt940-de", "camt053-de"),
             "AT": ("oberbank-at", "livebank-at", "camt053-at"),
             "FR": ("bnp-paribas-fr", "caisse-epargne-fr", "cic-fr", "fortuneo-fr")}
BANK_LANG = {b: ("fr" if c == "FR" else "de") for c, banks in ALL_BANKS.items() for b in banks}
BANKS = dict(ALL_BANKS)
DROPPED: dict[str, str] = {}
MISSING_FROM_CATALOG: tuple[str, ...] = ()


def at_dd(payee: str, purpose: str, org: str | None = None, bank: str = "", other: str = "") -> str:
    return dd(payee, purpose, org=org, cc="AT", bank=bank, other=other)


# ----------------------------------------------------------------------------------------------
# Services. Tokens (filled per charge from the stream's numbers and the charge date): [[cust]]
# customer / contract / member number, [[vk]] a 12-digit Vertragskonto, [[obj]] a flat or lot,
# [[loan]] a loan account, [[plate]]; [[mon_de]] Maerz 2026, [[MON_DE]] MAERZ 2026, [[mon_at]]
# Jänner 2026, [[mon_fr]] février 2026, [[MON_FR]] FEVRIER 2026, [[mm]] [[yyyy]] [[yy]] [[q]]
# [[week]], [[dmy]] 03.02.2026, [[mmyy]] 02/26, [[ddmmyy]] 030226.

def _de_pool() -> list[Service]:
    return eu._digital_common("de", "DE") + [
        # electricity (Stadtwerke and regional suppliers), gas siblings in SIBLINGS
        _svc("Stadtwerke Bielefeld (electricity)", None, "utility", "electric", [("monthly", "92.00", "84.00"),
                                                                                 ("monthly", "61.00")],
             [de_dd("Stadtwerke Bielefeld GmbH", "Abschlag Strom [[mm]]/[[yyyy]] Vertragskonto [[vk]]",
                    org="SW Bielefeld", bank="SPK"),
              de_dd("STADTWERKE BIELEFELD GMBH", "VK [[vk]] ABSCHLAG STROM [[MON_DE]]", org="SW Bielefeld",
                    bank="SPK")], shift=True, weight=2),
        _svc("enercity (electricity)", None, "utility", "electric", [("monthly", "87.00", "79.00")],
             [de_dd("enercity AG", "Abschlag [[mon_de]] Vertragskonto [[vk]] Strom", org="enercity", bank="NOLA"),
              de_dd("enercity AG", "Kundennr. [[cust]] Abschlagsbetrag faellig [[dmy]]", org="enercity",
                    bank="NOLA")], shift=True),
        _svc("Mainova (electricity)", None, "utility", "electric", [("monthly", "96.00", "88.00")],
             [de_dd("Mainova AG", "Mainova Abschlag VK [[vk]] [[mm]].[[yyyy]]", org="Mainova", bank="HELA")],
             shift=True),
        _svc("RheinEnergie (electricity)", None, "utility", "electric", [("monthly", "74.00", "69.00")],
             [de_dd("RheinEnergie AG", "RheinEnergie Abschlagszahlung [[mon_de]] Vertragskonto [[vk]]",
                    org="RheinEnergie", bank="COBA")], shift=True),
        _svc("N-ERGIE (electricity)", None, "utility", "electric", [("monthly", "81.00")],
             [de_dd("N-ERGIE Aktiengesellschaft", "ABSCHLAG STROM VERTRAGSKONTO [[vk]] [[mm]]/[[yyyy]]",
                    org="N-ERGIE", bank="BYLA")], shift=True),
        _svc("SachsenEnergie (electricity)", None, "utility", "electric", [("monthly", "78.00", "71.00")],
             [de_dd("DREWAG - Stadtwerke Dresden GmbH", "DREWAG Abschlag [[mm]]/[[yyyy]] Vertragskonto [[vk]]",
                    org="DREWAG", bank="HELA"),
              de_dd("SachsenEnergie AG", "Abschlag [[mm]]/[[yyyy]] Vertragskonto [[vk]]", org="DREWAG", bank="HELA")],
             shift=True, rename=True),
        _svc("EWE (electricity)", None, "utility", "electric", [("monthly", "69.00", "64.00")],
             [de_dd("EWE VERTRIEB GmbH", "Abschlagsforderung [[MON_DE]] Vertragskonto [[vk]]", org="EWE",
                    bank="NOLA")], shift=True),
        _svc("Stadtwerke Tuebingen (electricity)", None, "utility", "electric", [("monthly", "58.00", "54.00")],
             [de_dd("Stadtwerke Tuebingen GmbH", "swt Strom Abschlag [[mm]]/[[yy]] Kd-Nr. [[cust]]", org="swt",
                    bank="SOLA"),
              de_dd("STADTWERKE TUEBINGEN", "ABSCHLAG [[mm]]/[[yyyy]] KUNDE [[cust]]", org="swt", bank="SOLA")],
             shift=True),
        _svc("Gemeindewerke Hassloch (electricity)", None, "utility", "electric", [("monthly", "66.00")],
             [de_dd("Gemeindewerke Hassloch GmbH", "Abschlag [[mon_de]] Zaehler [[cust]] Strom", org="GW Hassloch",
                    bank="SPK")], shift=True),
        _svc("ostrom (electricity)", None, "utility", "electric", [("monthly", "71.00", "65.00")],
             [de_dd("ostrom GmbH", "ostrom Abschlag [[mm]]-[[yyyy]] {hex}", org="ostrom", bank="DEUT")]),
        _svc("Polarstern (electricity)", None, "utility", "electric", [("monthly", "63.00")],
             [de_dd("Polarstern GmbH", "Polarstern Oekostrom Abschlag [[mon_de]] Kundennr [[cust]]",
                    org="Polarstern", bank="GENO")], shift=True),
        _svc("Tibber (electricity)", None, "utility", "electric", [("monthly", "64.00")],
             [de_dd("Tibber Deutschland GmbH", "Tibber Stromrechnung [[mm]]/[[yyyy]] {ref}", org="Tibber",
                    bank="DEUT")], var=0.22),
        _svc("Yello", "yello", "utility", "electric", [("monthly", "76.00", "70.00")],
             [de_dd("Yello Strom GmbH", "Abschlag [[mm]].[[yyyy]] Vertragskonto [[vk]]", org="Yello", bank="COBA")],
             shift=True),
        # water, waste and municipal fees, district heating
        _svc("Hamburger Wasserwerke (water)", None, "utility", "water", [("quarterly", "96.00")],
             [de_dd("HAMBURGER WASSERWERKE GMBH", "Abschlag Wasser [[q]]. Quartal [[yyyy]] Kd [[cust]]",
                    org="Hamburg Wasser", bank="HASP"),
              de_dd("Hamburger Wasserwerke GmbH", "Trinkwasser/Siel Abschlag [[q]]/[[yyyy]] Verbrauchsstelle [[cust]]",
                    org="Hamburg Wasser", bank="HASP")], shift=True, var=0.08),
        _svc("Gelsenwasser (water)", None, "utility", "water", [("monthly", "34.00", "31.00")],
             [de_dd("GELSENWASSER AG", "Wasser Abschlag [[mm]]/[[yyyy]] Verbrauchsstelle [[cust]]",
                    org="Gelsenwasser", bank="WELA")], shift=True),
        _svc("Wasserzweckverband Malchin (water)", None, "utility", "water", [("quarterly", "71.40")],
             [de_dd("Wasserzweckverband Malchin Stavenhagen", "Trink- u. Abwasser Abschlag [[q]]/[[yyyy]] Kd-Nr. [[cust]]",
                    org="WZV Malchin", bank="SPK")], shift=True, var=0.1),
        _svc("Stadtreinigung Hamburg (waste)", None, "utility", "waste", [("quarterly", "47.50", "44.20")],
             [de_dd("Stadtreinigung Hamburg AoeR", "Abfallgebuehren [[q]]. Qu. [[yyyy]] Kassenzeichen [[cust]]",
                    org="SRH", bank="HASP")], shift=True),
        _svc("Stadtkasse Bielefeld (municipal fees)", None, "utility", "waste", [("quarterly", "184.32")],
             [de_dd("STADTKASSE BIELEFELD", "Kassenzeichen [[cust]] Grundbesitzabgaben [[q]]/[[yyyy]]",
                    org="Stadtkasse Bielefeld", bank="SPK")], shift=True),
        _svc("Landkreis Goettingen (waste)", None, "utility", "waste", [("quarterly", "58.75"), ("semiannual", "117.50")],
             [de_dd("Landkreis Goettingen", "Abfallgebuehr [[yyyy]] Kassenz. [[cust]] Rate [[q]]",
                    org="LK Goettingen", bank="SPK")], shift=True),
        _svc("Fernwaerme Ulm (heating)", None, "utility", "heating", [("monthly", "78.00", "71.00")],
             [de_dd("Fernwaerme Ulm GmbH", "FUG Abschlag Fernwaerme [[mm]]/[[yyyy]] Vertrag [[cust]]",
                    org="FUG", bank="SOLA")], shift=True),
        _svc("Stadtwerke Flensburg (heating)", None, "utility", "heating", [("monthly", "92.00")],
             [de_dd("Stadtwerke Flensburg GmbH", "Fernwaerme Abschlag [[mon_de]] Kundennummer [[cust]]",
                    org="SW Flensburg", bank="NOLA")], shift=True),
        # telecoms
        _svc("NetCologne (internet)", None, "telecom", "telecom", [("monthly", "39.99", "34.99")],
             [de_dd("NetCologne GmbH", "Kd-Nr. [[cust]] Rg-Nr. {ref}{ref} [[mm]]/[[yyyy]]", org="NetCologne",
                    bank="COBA")], shift=True),
        _svc("M-net (internet)", None, "telecom", "telecom", [("monthly", "44.90", "39.90")],
             [de_dd("M-net Telekommunikations GmbH", "M-net Rechnung {ref}{ref} Kundennummer [[cust]]",
                    org="M-net", bank="BYLA")], shift=True, var=0.02),
        _svc("EWE TEL (internet)", None, "telecom", "telecom", [("monthly", "34.95")],
             [de_dd("EWE TEL GmbH", "RECHNUNG [[MON_DE]] KUNDENNR [[cust]]", org="EWE TEL", bank="NOLA")], shift=True),
        _svc("Deutsche Glasfaser (internet)", None, "telecom", "telecom", [("monthly", "49.99", "44.99")],
             [de_dd("Deutsche Glasfaser Wholesale GmbH", "Deutsche Glasfaser Kundennr. [[cust]] Rechnung [[mm]]/[[yyyy]]",
                    org="Deutsche Glasfaser", bank="DEUT")], shift=True),
        _svc("htp (internet)", None, "telecom", "telecom", [("monthly", "37.50")],
             [de_dd("htp GmbH", "htp Rechnungsnr. {ref}{ref} Kunde [[cust]]", org="htp", bank="NOLA")], shift=True),
        _svc("klarmobil", "freenet", "telecom", "telecom", [("monthly", "9.99"), ("monthly", "14.99", "12.99")],
             [de_dd("klarmobil GmbH", "Rechnung [[mm]]/[[yyyy]] Kundennr. [[cust]]", org="klarmobil", bank="DEUT")],
             shift=True),
        _svc("ALDI TALK", "aldi-talk", "telecom", "telecom", [("monthly", "12.99", "9.99")],
             [de_dd("Telefonica Germany GmbH & Co. OHG", "ALDI TALK Komfort-Aufladung [[cust]] {ref}",
                    org="Telefonica Germany", bank="HYVE")]),
        _svc("blau", "blau", "telecom", "telecom", [("monthly", "9.99")],
             [de_dd("Telefonica Germany GmbH & Co. OHG", "blau Rechnung [[mm]].[[yyyy]] Kd-Nr. [[cust]]",
                    org="Telefonica Germany", bank="HYVE")], shift=True),
        _svc("PYUR", "pyur", "telecom", "telecom", [("monthly", "29.99", "24.99")],
             [de_dd("Tele Columbus AG", "Kundennummer [[cust]] Rechnung [[mm]]/[[yyyy]]", org="Tele Columbus",
                    bank="DEUT"),
              de_dd("PYUR Tele Columbus GmbH", "PYUR Kundennummer [[cust]] Rechnung [[mm]]/[[yyyy]]",
                    org="Tele Columbus", bank="DEUT")], shift=True, rename=True),
        _svc("Lebara", "lebara", "telecom", "telecom", [("monthly", "7.99")],
             [de_dd("Lebara Germany Limited", "Lebara Paket [[mon_de]] {ref}", org="Lebara", bank="DEUT")]),
        # housing: rent to people, managers, cooperatives, social landlords; mortgages
        _svc("Miete - Hoffmann", None, "housing", "housing", [("monthly", "780.00", "740.00"), ("monthly", "1020.00")],
             [so("Hoffmann, Klaus-Dieter", "Miete [[mon_de]] Whg. EG links"),
              so("Klaus-Dieter Hoffmann", "Miete + NK [[mm]]/[[yyyy]]"), so("K.-D. Hoffmann", "MIETE"),
              so("HOFFMANN KLAUS DIETER", "Mietzahlung Goethestr. 12")], shift=True, anchor=1, weight=2),
        _svc("Miete - Yilmaz", None, "housing", "housing", [("monthly", "690.00", "655.00")],
             [so("Yilmaz, Ayse", "Kaltmiete+BK [[mon_de]]"), so("Ayse Yilmaz", "Miete Wohnung 3. OG"),
              so("A. Yilmaz", "Miete [[mm]].[[yyyy]]")], shift=True, anchor=1, weight=2),
        _svc("Miete - Brandt", None, "housing", "housing", [("monthly", "865.00", "820.00")],
             [so("Eheleute Brandt", "Miete Dachgeschoss [[mon_de]]"), so("Brandt GbR", "Miete DG rechts [[mm]]/[[yyyy]]"),
              so("Inge u. Werner Brandt", "Miete")], shift=True, anchor=3),
        _svc("Miete - Kaiser Hausverwaltung", None, "housing", "housing", [("monthly", "945.00", "910.00")],
             [so("Hausverwaltung Kaiser GmbH", "Miete [[mm]]/[[yyyy]] Objekt [[obj]] Mieter-Nr. [[cust]]"),
              so("Kaiser Immobilienverwaltung GmbH", "Miete [[mm]]/[[yyyy]] Objekt [[obj]] Mieter-Nr. [[cust]]")],
             shift=True, anchor=1, rename=True),
        _svc("Miete - Freie Scholle", None, "housing", "housing", [("monthly", "612.40", "597.10")],
             [de_dd("Baugenossenschaft Freie Scholle eG", "Nutzungsgebuehr [[mon_de]] Mitglieds-Nr. [[cust]] WE [[obj]]",
                    org="Freie Scholle", bank="SPK")], shift=True, anchor=1),
        _svc("Miete - SAGA", None, "housing", "housing", [("monthly", "698.35", "676.80")],
             [de_dd("SAGA Unternehmensgruppe", "Miete [[mm]]/[[yyyy]] ME [[obj]]-[[cust]]", org="SAGA", bank="HASP")],
             shift=True, anchor=1),
        _svc("Miete - GEWOBAG", None, "housing", "housing", [("monthly", "734.12", "712.40")],
             [de_dd("GEWOBAG Wohnungsbau-Aktiengesellschaft Berlin", "Mietkonto [[cust]] Miete [[mon_de]]",
                    org="GEWOBAG", bank="DEUT")], shift=True, anchor=1),
        _svc("Miete - LEG", None, "housing", "housing", [("monthly", "587.90", "566.30")],
             [de_dd("LEG Wohnen NRW GmbH", "Miete [[mm]].[[yyyy]] VE [[obj]] Mieternr. [[cust]]", org="LEG",
                    bank="HELA")], shift=True, anchor=3),
        _svc("Sparkasse Hannover (mortgage)", None, "housing", "housing", [("monthly", "1184.20")],
             [de_dd("Sparkasse Hannover", "Darlehen [[loan]] Zins/Tilgung [[mm]]/[[yyyy]]", org="Spk Hannover",
                    bank="SPK")], shift=True, anchor=30),
        _svc("Volksbank Mittelhessen (mortgage)", None, "housing", "housing", [("monthly", "1342.77")],
             [de_dd("Volksbank Mittelhessen eG", "Annuitaetendarlehen [[loan]] Rate [[mon_de]]", org="VB Mittelhessen",
                    bank="VBMH")], shift=True, anchor=1),
        _svc("Bausparkasse Schwaebisch Hall (mortgage)", None, "housing", "housing", [("monthly", "412.00")],
             [de_dd("Bausparkasse Schwaebisch Hall AG", "BSV [[cust]] Zins- u. Tilgungsbeitrag [[mm]]/[[yyyy]]",
                    org="BSH", bank="GENO")], shift=True),
        _svc("LBS (mortgage)", None, "housing", "housing", [("monthly", "386.50")],
             [de_dd("LBS Westdeutsche Landesbausparkasse", "Bausparvertrag [[cust]] Darlehensrate [[mm]].[[yyyy]]",
                    org="LBS West", bank="WELA")], shift=True),
        _svc("BHW Bausparkasse (mortgage)", None, "housing", "housing", [("monthly", "455.00")],
             [de_dd("BHW Bausparkasse AG", "Vertrag [[cust]] Tilgungsrate", org="BHW", bank="PBNK")], shift=True),
        _svc("Miete - Becker (garage)", None, "housing", "garage", [("monthly", "65.00", "60.00")],
             [so("Becker, Jonas", "Stellplatzmiete TG Nr. 14"), so("Jonas Becker", "Garage [[mm]]/[[yyyy]]")],
             shift=True, anchor=1),
        _svc("WEG Am Stadtpark (community)", None, "housing", "community", [("monthly", "310.00", "285.00")],
             [so("WEG Am Stadtpark 4", "Hausgeld [[mon_de]] WE [[obj]]"),
              so("WEG AM STADTPARK 4", "HAUSGELD [[mm]]/[[yyyy]]")],
             shift=True, anchor=1),
        _svc("Lorenz Hausverwaltung (community)", None, "housing", "community", [("monthly", "268.00", "244.00")],
             [de_dd("Lorenz & Partner Hausverwaltung GmbH", "WEG Lindenallee 8 Hausgeld WE [[obj]] [[mm]]/[[yyyy]]",
                    org="Lorenz HV", bank="COBA")], shift=True, anchor=1),
        # loans
        _svc("Creditplus Bank (loan)", None, "loan", "loan", [("monthly", "231.40")],
             [de_dd("Creditplus Bank AG", "Ratenkredit [[loan]] Rate [[mm]]/[[yyyy]]", org="Creditplus", bank="SOLA")],
             shift=True),
        _svc("Mercedes-Benz Bank (loan)", None, "loan", "loan", [("monthly", "389.00")],
             [de_dd("Mercedes-Benz Bank AG", "Finanzierung Vertrag [[cust]] [[plate]] Rate [[mon_de]]",
                    org="MB Bank", bank="SOLA")], shift=True),
        _svc("SWK Bank (loan)", None, "loan", "loan", [("monthly", "164.28")],
             [de_dd("SWK Bank", "Kredit-Nr. [[loan]] Rate", org="SWK Bank", bank="GENO")], shift=True),
        # insurance, health
        _svc("WGV (insurance)", None, "insurance", "insurance", [("yearly", "312.40", "289.10")],
             [de_dd("WGV-Versicherung AG", "Kfz-Vers. [[plate]] Vertrag [[cust]] Beitrag [[yyyy]]", org="WGV",
                    bank="SOLA")], shift=True),
        _svc("VHV (insurance)", None, "insurance", "insurance", [("monthly", "6.90"), ("yearly", "79.00")],
             [de_dd("VHV Allgemeine Versicherung AG", "VS-Nr. [[cust]] Privathaftpflicht Beitrag [[mm]]/[[yyyy]]",
                    org="VHV", bank="NOLA")], shift=True),
        _svc("Gothaer (insurance)", None, "insurance", "insurance", [("quarterly", "31.20"), ("semiannual", "62.40")],
             [de_dd("Gothaer Allgemeine Versicherung AG", "Hausratversicherung [[cust]] Beitrag [[q]]. Quartal",
                    org="Gothaer", bank="COBA")], shift=True),
        _svc("LVM (insurance)", None, "insurance", "insurance", [("monthly", "38.70", "35.90")],
             [de_dd("LVM Landwirtschaftlicher Versicherungsverein Muenster a.G.",
                    "LVM Beitrag Vertrag [[cust]] [[mm]].[[yyyy]]",
                    org="LVM", bank="WELA")], shift=True),
        _svc("Provinzial (insurance)", None, "insurance", "insurance", [("yearly", "486.00", "452.00"),
                                                                           ("semiannual", "243.00", "226.00")],
             [de_dd("Provinzial Versicherung AG", "Wohngebaeudeversicherung [[cust]] Jahresbeitrag [[yyyy]]",
                    org="Provinzial", bank="WELA")], shift=True),
        _svc("R+V", "r-und-v", "insurance", "insurance", [("monthly", "14.60")],
             [de_dd("R+V Allgemeine Versicherung AG", "Unfallversicherung [[cust]] Beitrag [[mm]]/[[yyyy]]",
                    org="R+V", bank="GENO")], shift=True),
        _svc("HanseMerkur (health)", None, "insurance", "health", [("monthly", "24.60", "21.90")],
             [de_dd("HanseMerkur Krankenversicherung AG", "Zahnzusatz Beitrag [[mon_de]] Vers.-Nr. [[cust]]",
                    org="HanseMerkur", bank="HASP")], shift=True),
        _svc("Barmenia (health)", None, "insurance", "health", [("monthly", "19.80")],
             [de_dd("Barmenia Krankenversicherung AG", "Beitrag [[mm]]/[[yyyy]] VN [[cust]]", org="Barmenia",
                    bank="WELA")], shift=True),
        _svc("SIGNAL IDUNA", "signal-iduna", "insurance", "health", [("monthly", "32.45")],
             [de_dd("SIGNAL IDUNA Krankenversicherung a.G.", "Beitrag [[mon_de]] Vertr. [[cust]]", org="SIGNAL IDUNA",
                    bank="DEUT")], shift=True),
        _svc("Rundfunkbeitrag", "rundfunkbeitrag", "utility", "tv", [("quarterly", "55.08")],
             [de_dd("Rundfunk ARD, ZDF, DRadio", "Beitragsnummer [[cust]] [[q]]. Quartal [[yyyy]]",
                    org="Beitragsservice", bank="COBA")], shift=True),
        # associations, donations, lessons, gyms, childcare, home help, boxes, papers, transport
        _svc("Alpenverein Sektion Muenchen (club)", None, "membership", "association", [("yearly", "98.00", "92.00")],
             [de_dd("Deutscher Alpenverein Sektion Muenchen e.V.", "Jahresbeitrag [[yyyy]] Mitglied [[cust]]",
                    org="DAV Muenchen", bank="BYLA")], shift=True),
        _svc("TSV Eintracht (club)", None, "membership", "association", [("quarterly", "45.00")],
             [de_dd("TSV Eintracht 1888 e.V.", "Beitrag [[q]]/[[yyyy]] Mitgl.-Nr. [[cust]] Abt. Fussball",
                    org="TSV Eintracht", bank="SPK")], shift=True),
        _svc("ADFC (club)", None, "membership", "association", [("yearly", "56.00")],
             [de_dd("Allgemeiner Deutscher Fahrrad-Club e.V.", "ADFC Beitrag [[yyyy]] Mitglied [[cust]]", org="ADFC",
                    bank="SPK")], shift=True),
        _svc("NABU (club)", None, "membership", "association", [("yearly", "48.00")],
             [de_dd("NABU e.V.", "Mitgliedsbeitrag [[yyyy]] Mitgliedsnr. [[cust]]", org="NABU", bank="GENO")],
             shift=True),
        _svc("Aerzte ohne Grenzen (donation)", None, "membership", "association", [("monthly", "15.00", "10.00")],
             [de_dd("Aerzte ohne Grenzen e.V.", "Spende [[mon_de]] Foerder-Nr. [[cust]] DANKE", org="MSF DE",
                    bank="BYLA")]),
        _svc("Musik- und Kunstschule Bielefeld (lessons)", None, "education", "childcare", [("monthly", "62.00", "58.00")],
             [de_dd("Musik- und Kunstschule Bielefeld", "Unterrichtsgebuehr [[mon_de]] Schueler [[cust]]",
                    org="MuKu Bielefeld", bank="SPK")], shift=True),
        _svc("Elterninitiative Pusteblume (childcare)", None, "childcare", "childcare", [("monthly", "248.00", "231.00")],
             [de_dd("Elterninitiative Pusteblume e.V.", "Betreuungsbeitrag [[mon_de]] Kind [[cust]]",
                    org="Pusteblume", bank="SPK")], shift=True),
        _svc("Sportpark Nord (gym)", None, "gym", "gym", [("monthly", "39.90", "34.90")],
             [de_dd("Sportpark Nord GmbH", "Mitgliedsbeitrag [[mon_de]] Mitglied [[cust]]", org="Sportpark Nord",
                    bank="SPK")], anchor=1),
        _svc("Kieser Training (gym)", None, "gym", "gym", [("monthly", "49.00")],
             [de_dd("Kieser Training AG", "Kieser Mitgliedschaft [[cust]] [[mm]]/[[yyyy]]", org="Kieser",
                    bank="COBA")]),
        _svc("Nowak (Reinigung)", None, "home-service", "biweekly", [("biweekly", "70.00")],
             [trf("Nowak, Agnieszka", "Reinigung [[dmy]]"), trf("Agnieszka Nowak", "Putzen")]),
        _svc("Gut Wulfsdorf Gemuesekiste (weekly box)", None, "food-box", "weekly", [("weekly", "27.50")],
             [de_dd("Gut Wulfsdorf Hofgemeinschaft GbR", "Gemuesekiste KW [[week]] Kd [[cust]]", org="Gut Wulfsdorf",
                    bank="HASP")]),
        _svc("Neue Westfaelische (newspaper)", None, "news", "news", [("monthly", "42.90", "39.90")],
             [de_dd("Zeitungsverlag Neue Westfaelische GmbH & Co. KG", "NW Abo [[cust]] [[mon_de]]", org="NW",
                    bank="SPK")], shift=True),
        _svc("Hamburger Abendblatt (newspaper)", None, "news", "news", [("monthly", "9.99")],
             [de_dd("FUNKE Medien Hamburg GmbH", "Abendblatt Digital Abo [[cust]]", org="FUNKE", bank="HASP")]),
        _svc("Deutschlandticket", "deutschlandticket", "transport", "transport", [("monthly", "58.00", "49.00")],
             [de_dd("uestra Hannoversche Verkehrsbetriebe AG", "Deutschlandticket [[mon_de]] Abo [[cust]]",
                    org="uestra", bank="NOLA")]),
        _svc("ADAC", "adac", "membership", "membership", [("yearly", "94.00", "84.00")],
             [de_dd("ADAC e.V.", "Mitgliedsbeitrag [[yyyy]] Mitgl.-Nr. [[cust]]", org="ADAC", bank="BYLA")],
             shift=True),
    ]


def _at_pool() -> list[Service]:
    return eu._digital_common("de", "AT") + [
        _svc("EVN (electricity)", None, "utility", "electric", [("monthly", "84.00", "76.00")],
             [at_dd("EVN Energievertrieb GmbH & Co KG", "Teilbetrag [[mm]]/[[yyyy]] Vertragskonto [[vk]]", org="EVN",
                    bank="RZBA")], shift=True),
        _svc("Linz AG (electricity)", None, "utility", "electric", [("monthly", "72.00", "66.00")],
             [at_dd("LINZ STROM GAS WAERME GmbH", "Teilbetrag Strom [[mon_at]] Kundennr. [[cust]]", org="Linz AG",
                    bank="BKAU")], shift=True, weight=2),
        _svc("Salzburg AG (electricity)", None, "utility", "electric", [("monthly", "79.00")],
             [at_dd("Salzburg AG fuer Energie, Verkehr und Telekommunikation",
                    "Teilzahlung [[mon_at]] Vertragskonto [[vk]]",
                    org="Salzburg AG", bank="RZBA")], shift=True),
        _svc("KELAG (electricity)", None, "utility", "electric", [("monthly", "68.00", "63.00")],
             [at_dd("KELAG-Kaerntner Elektrizitaets-Aktiengesellschaft", "Kelag Teilbetrag [[mm]]/[[yyyy]] Kd [[cust]]",
                    org="KELAG", bank="BKAU")], shift=True),
        _svc("TIWAG (electricity)", None, "utility", "electric", [("monthly", "61.00")],
             [at_dd("TIWAG-Tiroler Wasserkraft AG", "Strom Teilbetrag [[mon_at]] Anlage [[cust]]", org="TIWAG",
                    bank="RZBA")], shift=True),
        _svc("illwerke vkw (electricity)", None, "utility", "electric", [("monthly", "57.00")],
             [at_dd("illwerke vkw AG", "Teilzahlung [[mm]].[[yyyy]] Kundennummer [[cust]]", org="illwerke vkw",
                    bank="RZBA")], shift=True),
        _svc("Energie AG Oberoesterreich (electricity)", None, "utility", "electric", [("monthly", "74.00", "69.00")],
             [at_dd("Energie AG Oberoesterreich Vertrieb GmbH", "Teilbetragsvorschreibung [[mm]]/[[yyyy]] VK [[vk]]",
                    org="Energie AG OOe", bank="OBKL")], shift=True),
        _svc("Wien Energie", "wien-energie", "utility", "electric", [("monthly", "92.00", "81.00")],
             [at_dd("Wien Energie GmbH", "Teilbetrag Strom+Gas [[mon_at]] VK [[vk]]", org="Wien Energie",
                    bank="BKAU")], shift=True),
        _svc("Wiener Wasser (water)", None, "utility", "water", [("quarterly", "88.00")],
             [at_dd("Stadt Wien - Wiener Wasser", "MA 31 Wassergebuehr [[q]]/[[yyyy]] Kd [[cust]]", org="MA 31",
                    bank="BKAU")], shift=True, var=0.1),
        _svc("Perchtoldsdorf Gemeindeabgaben (municipal fees)", None, "utility", "waste", [("quarterly", "142.30")],
             [at_dd("Marktgemeinde Perchtoldsdorf", "Abgaben [[q]]. Quartal [[yyyy]] Wasser Kanal Muell Abg.Nr. [[cust]]",
                    org="MG Perchtoldsdorf", bank="GIBA")], shift=True, var=0.05),
        _svc("Stadt Graz (municipal fees)", None, "utility", "waste", [("quarterly", "96.40")],
             [at_dd("Stadt Graz - Abgabenbehoerde", "Kanal- u. Muellgebuehr [[q]]/[[yyyy]] Abgabenkonto [[cust]]",
                    org="Stadt Graz", bank="GIBA")], shift=True),
        _svc("Fernwaerme Steyr (heating)", None, "utility", "heating", [("monthly", "83.00", "77.00")],
             [at_dd("Fernwaerme Steyr GmbH", "Teilbetrag Fernwaerme [[mon_at]] Anlage [[cust]]", org="FW Steyr",
                    bank="OBKL")], shift=True),
        _svc("Energie Graz (heating)", None, "utility", "heating", [("monthly", "71.00")],
             [at_dd("Energie Graz GmbH & Co KG", "Fernwaerme Teilzahlung [[mm]]/[[yyyy]] Kd [[cust]]",
                    org="Energie Graz", bank="GIBA")], shift=True),
        _svc("spusu (mobile)", None, "telecom", "telecom", [("monthly", "9.90"), ("monthly", "15.90", "13.90")],
             [at_dd("Mass Response Service GmbH", "spusu Rechnung [[mm]]/[[yyyy]] Kundennr. [[cust]]", org="spusu",
                    bank="GIBA")], shift=True),
        _svc("HoT (mobile)", None, "telecom", "telecom", [("monthly", "9.90")],
             [at_dd("HoT Telekom und Service GmbH", "HoT Rechnung {ref}{ref} KdNr [[cust]]", org="HoT", bank="BKAU")],
             shift=True),
        _svc("LIWEST (internet)", None, "telecom", "telecom", [("monthly", "39.90", "35.90")],
             [at_dd("LIWEST Kabelmedien GmbH", "Rechnung [[mm]]/[[yyyy]] Kundennr. [[cust]]", org="LIWEST",
                    bank="OBKL")], shift=True),
        _svc("kabelplus (internet)", None, "telecom", "telecom", [("monthly", "34.90")],
             [at_dd("kabelplus GmbH", "kabelplus Internet [[mon_at]] Kd [[cust]]", org="kabelplus", bank="RZBA")],
             shift=True),
        _svc("A1", "a1-telekom-austria", "telecom", "telecom", [("monthly", "34.90", "29.90")],
             [at_dd("A1 Telekom Austria AG", "A1 Rechnung {ref}{ref} Kundennr [[cust]]", org="A1", bank="BKAU")],
             shift=True, var=0.03),
        _svc("Magenta", "magenta-telekom", "telecom", "telecom", [("monthly", "40.00", "35.00")],
             [at_dd("UPC Austria Services GmbH", "UPC Rechnung [[mm]]/[[yyyy]] Kd [[cust]]", org="UPC", bank="BKAU"),
              at_dd("T-Mobile Austria GmbH", "Magenta Rechnung [[mm]]/[[yyyy]] Kd [[cust]]", org="UPC", bank="BKAU")],
             shift=True, rename=True),
        _svc("ORF-Beitrag", "orf-beitrag", "utility", "tv", [("monthly", "15.30")],
             [at_dd("ORF-Beitrags Service GmbH", "ORF-Beitrag Teilnehmernr [[cust]] [[mm]]/[[yyyy]]", org="OBS",
                    bank="BKAU")], shift=True),
        _svc("Miete - Gruber", None, "housing", "housing", [("monthly", "860.00", "825.00")],
             [so("Gruber Johann", "Miete Top 12 [[mon_at]]"),
              so("Johann u. Maria Gruber", "Miete [[mm]]/[[yyyy]] inkl. BK"),
              so("DI Johann Gruber", "Mietzins Top 12")], shift=True, anchor=1, weight=2),
        _svc("Miete - Wiener Wohnen", None, "housing", "housing", [("monthly", "512.80", "498.20")],
             [at_dd("Wiener Wohnen", "Miete [[mon_at]] Vertragsnummer [[cust]]", org="Wiener Wohnen", bank="BKAU")],
             shift=True, anchor=1),
        _svc("Miete - Heimat Oesterreich", None, "housing", "housing", [("monthly", "641.25", "622.90")],
             [at_dd("HEIMAT OESTERREICH gemeinnuetzige Wohnungs- und Siedlungsgesellschaft mbH",
                    "Mietvorschreibung [[mm]]/[[yyyy]] Obj [[obj]] Bestandnehmer [[cust]]", org="Heimat OE",
                    bank="RZBA")], shift=True, anchor=1),
        _svc("Miete - BWSG", None, "housing", "housing", [("monthly", "574.60")],
             [at_dd("BWSG Gemeinnuetzige Allgemeine Bau-, Wohn- und Siedlungsgenossenschaft",
                    "Nutzungsentgelt [[mon_at]] Whg [[obj]]", org="BWSG", bank="BKAU")], shift=True, anchor=3),
        _svc("Miete - Steiner Immobilientreuhand", None, "housing", "housing", [("monthly", "1090.00", "1045.00")],
             [so("Steiner Immobilientreuhand GmbH", "Miete Top [[obj]] [[mm]]/[[yyyy]]"),
              so("STEINER IMMOBILIENTREUHAND", "MIETE TOP [[obj]]")], shift=True, anchor=1),
        _svc("Raiffeisen Bausparkasse (mortgage)", None, "housing", "housing", [("monthly", "520.00")],
             [at_dd("Raiffeisen Bausparkasse GmbH", "Bauspardarlehen [[cust]] Rate [[mm]]/[[yyyy]]", org="RBSK",
                    bank="RZBA")], shift=True),
        _svc("Erste Bank (mortgage)", None, "housing", "housing", [("monthly", "1118.45")],
             [at_dd("Erste Bank der oesterreichischen Sparkassen AG", "Wohnkredit [[loan]] Rate [[mon_at]]",
                    org="Erste Wohnkredit", bank="GIBA")], shift=True, anchor=1),
        _svc("s Bausparkasse (mortgage)", None, "housing", "housing", [("monthly", "398.00")],
             [at_dd("s Bausparkasse", "Darlehen [[cust]] Pauschalrate", org="s Bausparkasse", bank="GIBA")],
             shift=True),
        _svc("Pichler Hausverwaltung (community)", None, "housing", "community", [("monthly", "245.00", "228.00")],
             [so("Hausverwaltung Pichler GmbH", "EG Hauptstrasse 12 Top 5 BK+RL [[mm]]/[[yyyy]]")], shift=True, anchor=1),
        _svc("BAWAG (loan)", None, "loan", "loan", [("monthly", "212.90")],
             [at_dd("BAWAG P.S.K.", "Kredit [[loan]] Rate [[mm]]/[[yyyy]]", org="BAWAG Kredit", bank="BAWA")],
             shift=True),
        _svc("Porsche Bank (loan)", None, "loan", "loan", [("monthly", "329.00")],
             [at_dd("Porsche Bank AG", "Leasing Vertrag [[cust]] Rate [[mon_at]]", org="Porsche Bank", bank="BKAU")],
             shift=True),
        _svc("Generali", "generali", "insurance", "insurance", [("monthly", "27.80"), ("quarterly", "83.40")],
             [at_dd("Generali Versicherung AG", "Polizze [[cust]] Praemie [[mm]]/[[yyyy]]", org="Generali AT",
                    bank="BKAU")], shift=True),
        _svc("Donau Versicherung (insurance)", None, "insurance", "insurance", [("quarterly", "46.20"),
                                                                                ("semiannual", "92.40")],
             [at_dd("DONAU Versicherung AG Vienna Insurance Group",
                    "Haushaltsversicherung Pol.Nr. [[cust]] [[q]]. Quartal",
                    org="Donau", bank="GIBA")], shift=True),
        _svc("Grazer Wechselseitige (insurance)", None, "insurance", "insurance", [("monthly", "52.30", "48.90")],
             [at_dd("GRAWE Grazer Wechselseitige Versicherung AG", "Kfz-Haftpflicht [[plate]] Praemie [[mon_at]]",
                    org="GRAWE", bank="GIBA")], shift=True),
        _svc("Merkur Versicherung (health)", None, "insurance", "health", [("monthly", "58.40", "54.10")],
             [at_dd("Merkur Versicherung AG", "Zusatzversicherung Pol. [[cust]] [[mm]]/[[yyyy]]", org="Merkur",
                    bank="GIBA")], shift=True),
        _svc("UNIQA", "uniqa", "insurance", "insurance", [("semiannual", "186.40")],
             [at_dd("UNIQA Oesterreich Versicherungen AG", "Polizze [[cust]] Praemie [[mon_at]]", org="UNIQA",
                    bank="BKAU")], shift=True),
        _svc("Alpenverein Edelweiss (club)", None, "membership", "association", [("yearly", "72.00", "68.00")],
             [at_dd("Oesterreichischer Alpenverein Sektion Edelweiss", "Mitgliedsbeitrag [[yyyy]] Mitgl.Nr. [[cust]]",
                    org="OeAV Edelweiss", bank="BKAU")], shift=True),
        _svc("Naturfreunde (club)", None, "membership", "association", [("yearly", "54.00")],
             [at_dd("Naturfreunde Oesterreich", "Mitgliedsbeitrag [[yyyy]]", org="Naturfreunde", bank="BAWA")],
             shift=True),
        _svc("SK Rapid (club)", None, "membership", "association", [("yearly", "85.00")],
             [at_dd("SK Rapid GmbH", "Rapid Mitgliedschaft [[yyyy]] Nr [[cust]]", org="SK Rapid", bank="BKAU")],
             shift=True),
        _svc("Injoy Linz (gym)", None, "gym", "gym", [("monthly", "54.90", "49.90")],
             [at_dd("INJOY Linz Fitness GmbH", "Mitgliedsbeitrag [[mon_at]] Mitglied [[cust]]", org="Injoy Linz",
                    bank="OBKL")], anchor=1),
        _svc("KlimaTicket (transport)", None, "transport", "transport", [("monthly", "95.50", "91.60")],
             [at_dd("One Mobility Ticketing GmbH", "KlimaTicket Oe Classic Monatsrate [[mon_at]] {ref}",
                    org="One Mobility", bank="BKAU")]),
        _svc("Kovac (Reinigung)", None, "home-service", "biweekly", [("biweekly", "80.00")],
             [so("Kovac Milena", "Reinigung"), trf("Milena Kovac", "Putzen [[dmy]]")]),
        _svc("Adamah Biokistl (weekly box)", None, "food-box", "weekly", [("weekly", "24.90")],
             [at_dd("ADAMAH BioHof GmbH", "Biokistl KW [[week]] Kd [[cust]]", org="Adamah", bank="RZBA")]),
        _svc("Kindergruppe Sonnenblume (childcare)", None, "childcare", "childcare", [("monthly", "315.00")],
             [at_dd("Kindergruppe Sonnenblume Verein", "Elternbeitrag [[mon_at]] Kind [[cust]]", org="KG Sonnenblume",
                    bank="GIBA")], shift=True),
    ]


def _fr_pool() -> list[Service]:
    return eu3._fr_digital() + [
        _svc("Enercoop (electricity)", None, "utility", "electric", [("monthly", "67.00", "61.00")],
             [fr_dd("ENERCOOP", "ENERCOOP ECHEANCE [[mm]]/[[yyyy]] REF [[cust]]", org="Enercoop", bank="CCBP")],
             shift=True),
        _svc("ekWateur (electricity)", None, "utility", "electric", [("monthly", "72.00")],
             [fr_dd("EKWATEUR", "Mensualite ekWateur [[MON_FR]] contrat [[cust]]", org="ekWateur", bank="BNPA")],
             shift=True),
        _svc("Mint Energie (electricity)", None, "utility", "electric", [("monthly", "58.00", "54.00")],
             [fr_dd("MINT ENERGIE", "MINT ENERGIE ECHEANCE [[mmyy]] {ref}", org="Mint Energie", bank="SOGE")],
             shift=True),
        _svc("Gaz de Bordeaux (gas)", None, "utility", "electric", [("monthly", "64.00", "57.00")],
             [fr_dd("GAZ DE BORDEAUX", "ECHEANCIER GAZ [[mm]]/[[yyyy]] PDL [[cust]]", org="Gaz de Bordeaux",
                    bank="CMCI")], shift=True),
        _svc("ES Energies Strasbourg (electricity)", None, "utility", "electric", [("monthly", "69.00")],
             [fr_dd("ES ENERGIES STRASBOURG", "ES ECHEANCE [[mm]]/[[yyyy]] CONTRAT [[cust]]", org="ES Energies",
                    bank="CMCI")], shift=True),
        _svc("Soregies (electricity)", None, "utility", "electric", [("monthly", "62.00")],
             [fr_dd("SOREGIES", "SOREGIES MENSUALISATION [[MON_FR]] CLIENT [[cust]]", org="Soregies", bank="AGRI")],
             shift=True),
        _svc("GEG (electricity)", None, "utility", "electric", [("monthly", "66.00", "60.00")],
             [fr_dd("GAZ ELECTRICITE DE GRENOBLE", "GEG ECHEANCE [[mmyy]] REF [[cust]]", org="GEG", bank="CEPA")],
             shift=True),
        _svc("SICAE de la Somme (electricity)", None, "utility", "electric", [("monthly", "59.00")],
             [fr_dd("SICAE DE LA SOMME ET DU CAMBRAISIS", "ACOMPTE ELECTRICITE [[mm]]/[[yyyy]] [[cust]]", org="SICAE",
                    bank="AGRI")], shift=True),
        _svc("TotalEnergies", "totalenergies-power", "utility", "electric", [("monthly", "77.00", "71.00")],
             [fr_dd("DIRECT ENERGIE", "Direct Energie echeance [[mmyy]] [[cust]]", org="Direct Energie", bank="BNPA"),
              fr_dd("TotalEnergies Electricite et Gaz France", "Echeance [[mmyy]] [[cust]]", org="Direct Energie",
                    bank="BNPA")], shift=True, rename=True),
        _svc("Eau de Paris (water)", None, "utility", "water", [("monthly", "24.00", "22.00")],
             [fr_dd("EAU DE PARIS", "EAU DE PARIS MENSUALISATION [[mm]]/[[yyyy]] ABONNE [[cust]]", org="Eau de Paris",
                    bank="CEPA")], shift=True),
        _svc("SAUR (water)", None, "utility", "water", [("quarterly", "68.00")],
             [fr_dd("SAUR", "SAUR FACTURE EAU [[mmyy]] REF CLIENT [[cust]]", org="SAUR", bank="SOGE")], shift=True,
             var=0.1),
        _svc("Eau du Grand Lyon (water)", None, "utility", "water", [("monthly", "27.00")],
             [fr_dd("VEOLIA EAU DU GRAND LYON", "MENSUALISATION EAU [[mm]]/[[yyyy]] [[cust]]", org="Eau Grand Lyon",
                    bank="SOGE"),
              fr_dd("REGIE EAU DU GRAND LYON", "MENSUALISATION EAU [[mm]]/[[yyyy]] [[cust]]", org="Eau Grand Lyon",
                    bank="SOGE")], shift=True, rename=True),
        _svc("Eaux de Grenoble Alpes (water)", None, "utility", "water", [("monthly", "21.00")],
             [fr_dd("REGIE EAUX GRENOBLE ALPES", "EGA PRELEVEMENT MENSUEL [[MON_FR]] ABONNE [[cust]]", org="EGA",
                    bank="CEPA")], shift=True),
        _svc("DGFIP taxe fonciere (tax)", None, "utility", "waste", [("monthly", "86.00", "81.00")],
             [fr_dd("DGFIP IMPOT", "TAXE FONCIERE [[yyyy]] MENSUALISATION [[cust]]", org="DGFIP", bank="BDFE")],
             shift=True, anchor=15),
        _svc("Coriolis Telecom (mobile)", None, "telecom", "telecom", [("monthly", "14.99", "12.99")],
             [fr_dd("CORIOLIS TELECOM", "CORIOLIS FACTURE [[mmyy]] LIGNE [[cust]]", org="Coriolis", bank="CMCI")],
             shift=True),
        _svc("Syma Mobile (mobile)", None, "telecom", "telecom", [("monthly", "9.99")],
             [fr_dd("SYMA MOBILE", "SYMA FORFAIT [[MON_FR]] {ref}", org="Syma", bank="BNPA")], shift=True),
        _svc("Cdiscount Mobile (mobile)", None, "telecom", "telecom", [("monthly", "10.99", "8.99")],
             [fr_dd("CDISCOUNT MOBILE", "CDISCOUNT MOBILE FORFAIT [[mm]]/[[yyyy]] [[cust]]", org="Cdiscount Mobile",
                    bank="BNPA")], shift=True),
        _svc("Auchan Telecom (mobile)", None, "telecom", "telecom", [("monthly", "12.99")],
             [fr_dd("AUCHAN TELECOM", "FORFAIT AUCHAN TELECOM [[mmyy]] N [[cust]]", org="Auchan Telecom",
                    bank="CCBP")], shift=True),
        _svc("Videofutur (internet)", None, "telecom", "telecom", [("monthly", "34.99", "29.99")],
             [fr_dd("VIDEOFUTUR", "LA FIBRE VIDEOFUTUR ABONNEMENT [[mm]]/[[yyyy]] [[cust]]", org="Videofutur",
                    bank="SOGE")], shift=True),
        _svc("Prixtel", "prixtel", "telecom", "telecom", [("monthly", "11.99", "9.99")],
             [fr_dd("PRIXTEL", "PRIXTEL FACTURE [[mmyy]] {ref}{ref}", org="Prixtel", bank="CCBP")], shift=True,
             var=0.05),
        _svc("La Poste Mobile", "la-poste-mobile", "telecom", "telecom", [("monthly", "15.99")],
             [fr_dd("LA POSTE TELECOM", "LA POSTE MOBILE FACTURE [[mm]]/[[yyyy]] [[cust]]", org="La Poste Telecom",
                    bank="PSST")], shift=True),
        _svc("NRJ Mobile", "nrj-mobile", "telecom", "telecom", [("monthly", "12.99")],
             [fr_dd("EURO-INFORMATION TELECOM", "NRJ MOBILE FACTURE [[mmyy]] [[cust]]", org="EI Telecom",
                    bank="CMCI")], shift=True),
        _svc("Loyer - Lefebvre", None, "housing", "housing", [("monthly", "840.00", "805.00"), ("monthly", "1150.00")],
             [so("M. LEFEBVRE PHILIPPE", "LOYER [[MON_FR]]"), so("LEFEBVRE PHILIPPE", "LOYER + CHARGES APPT 12"),
              so("Philippe Lefebvre", "Loyer [[mon_fr]]"), so("M OU MME LEFEBVRE", "LOYER [[mm]]/[[yyyy]]")],
             shift=True, anchor=5, weight=2),
        _svc("Loyer - Rousseau", None, "housing", "housing", [("monthly", "690.00", "672.00")],
             [so("MME ROUSSEAU CATHERINE", "LOYER ET CHARGES [[MON_FR]]"), so("C. ROUSSEAU", "LOYER STUDIO"),
              so("ROUSSEAU C", "LOYER [[mmyy]]")], shift=True, anchor=1, weight=2),
        _svc("Loyer - SCI Les Glycines", None, "housing", "housing", [("monthly", "980.00", "955.00")],
             [so("SCI LES GLYCINES", "LOYER [[mm]] [[yyyy]] LOT [[obj]]")], shift=True, anchor=1),
        _svc("Loyer - Paris Habitat", None, "housing", "housing", [("monthly", "523.18", "509.44")],
             [fr_dd("PARIS HABITAT OPH", "LOYER [[mm]]/[[yyyy]] CONTRAT [[cust]]", org="Paris Habitat", bank="CEPA")],
             shift=True, anchor=5),
        _svc("Loyer - Immobiliere 3F", None, "housing", "housing", [("monthly", "611.72", "596.05")],
             [fr_dd("IMMOBILIERE 3F", "AVIS D'ECHEANCE [[MON_FR]] REF LOCATAIRE [[cust]]", org="I3F", bank="CEPA")],
             shift=True, anchor=5),
        _svc("Loyer - Lyon Metropole Habitat", None, "housing", "housing", [("monthly", "487.30")],
             [fr_dd("LYON METROPOLE HABITAT", "LMH LOYER [[mmyy]] [[cust]]", org="LMH", bank="CEPA")],
             shift=True, anchor=5),
        _svc("Loyer - Square Habitat", None, "housing", "housing", [("monthly", "905.00", "880.00")],
             [fr_dd("SQUARE HABITAT GESTION", "QUITTANCE [[MON_FR]] LOT [[obj]]", org="Square Habitat", bank="AGRI")],
             shift=True, anchor=3),
        _svc("Caisse d'Epargne (mortgage)", None, "housing", "housing", [("monthly", "1096.34")],
             [fr_dd("CAISSE D'EPARGNE ILE DE FRANCE", "ECHEANCE PRET [[loan]] [[mm]]/[[yyyy]]", org="CEIDF pret",
                    bank="CEPA")], shift=True, anchor=10),
        _svc("Banque Populaire (mortgage)", None, "housing", "housing", [("monthly", "874.12")],
             [fr_dd("BANQUE POPULAIRE GRAND OUEST", "ECH PRET IMMO [[loan]]", org="BPGO pret", bank="CCBP")],
             shift=True, anchor=5),
        _svc("LCL (mortgage)", None, "housing", "housing", [("monthly", "1215.60")],
             [fr_dd("LCL", "ECHEANCE PRET HABITAT N [[loan]]", org="LCL pret", bank="CRLY")], shift=True, anchor=7),
        _svc("Credit Agricole (mortgage)", None, "housing", "housing", [("monthly", "958.21")],
             [fr_dd("CREDIT AGRICOLE CENTRE EST", "REMBOURSEMENT PRET [[loan]] ECH [[mmyy]]", org="CA pret",
                    bank="AGRI")], shift=True, anchor=10),
        _svc("Loiselet Daigremont (community)", None, "housing", "community", [("quarterly", "585.00", "552.00")],
             [fr_dd("LOISELET ET DAIGREMONT", "APPEL DE FONDS [[q]]T[[yyyy]] COPRO [[cust]]", org="Loiselet",
                    bank="SOGE")], shift=True),
        _svc("Matera (community)", None, "housing", "community", [("quarterly", "430.00")],
             [fr_dd("MATERA", "APPEL DE FONDS TRIMESTRIEL [[q]]/[[yyyy]] LOT [[obj]]", org="Matera", bank="BNPA")],
             shift=True),
        _svc("Cetelem (loan)", None, "loan", "loan", [("monthly", "198.74")],
             [fr_dd("BNP PARIBAS PERSONAL FINANCE", "CETELEM ECHEANCE [[mmyy]] CREDIT [[loan]]", org="Cetelem",
                    bank="BNPA")], shift=True),
        _svc("Oney (loan)", None, "loan", "loan", [("monthly", "96.30")],
             [fr_dd("ONEY BANK", "ONEY ECHEANCE [[mm]]/[[yyyy]] DOSSIER [[loan]]", org="Oney", bank="CMCI")], shift=True),
        _svc("Younited (loan)", None, "loan", "loan", [("monthly", "254.11")],
             [fr_dd("YOUNITED", "YOUNITED CREDIT ECHEANCE [[mm]]/[[yyyy]]", org="Younited", bank="BNPA")], shift=True),
        _svc("MAAF (insurance)", None, "insurance", "insurance", [("monthly", "46.12", "43.80"),
                                                                      ("semiannual", "276.72", "262.80")],
             [fr_dd("MAAF ASSURANCES", "COTISATION AUTO [[MON_FR]] CONTRAT [[cust]]", org="MAAF", bank="CCBP")],
             shift=True),
        _svc("MMA (insurance)", None, "insurance", "insurance", [("monthly", "29.40")],
             [fr_dd("MMA IARD", "MMA ECHEANCE [[mmyy]] CONTRAT [[cust]]", org="MMA", bank="CMCI")], shift=True),
        _svc("Pacifica (insurance)", None, "insurance", "insurance", [("monthly", "17.85"), ("yearly", "214.20")],
             [fr_dd("PACIFICA", "ASSURANCE HABITATION [[cust]] [[MON_FR]]", org="Pacifica", bank="AGRI")], shift=True),
        _svc("GMF", "gmf", "insurance", "insurance", [("monthly", "38.20", "35.60")],
             [fr_dd("GMF ASSURANCES", "GMF COTISATION [[mm]]/[[yyyy]] SOCIETAIRE [[cust]]", org="GMF", bank="CCBP")],
             shift=True),
        _svc("Alan (health)", None, "insurance", "health", [("monthly", "61.50", "57.00")],
             [fr_dd("ALAN SA", "ALAN COTISATION [[MON_FR]] {ref}", org="Alan", bank="BNPA")]),
        _svc("April (health)", None, "insurance", "health", [("monthly", "48.90")],
             [fr_dd("APRIL SANTE PREVOYANCE", "COTISATION [[mm]]/[[yyyy]] ADHERENT [[cust]]", org="April",
                    bank="CMCI")], shift=True),
        _svc("Malakoff Humanis (health)", None, "insurance", "health", [("monthly", "52.30", "49.70")],
             [fr_dd("MALAKOFF HUMANIS", "COTISATION SANTE [[MON_FR]] [[cust]]", org="Malakoff", bank="SOGE")],
             shift=True),
        _svc("Restaurants du Coeur (donation)", None, "membership", "association", [("monthly", "20.00", "15.00")],
             [fr_dd("LES RESTAURANTS DU COEUR", "DON MENSUEL [[MON_FR]] DONATEUR [[cust]]", org="Restos", bank="CMCI")]),
        _svc("Croix-Rouge (donation)", None, "membership", "association", [("monthly", "12.00")],
             [fr_dd("CROIX ROUGE FRANCAISE", "DON REGULIER [[mm]]/[[yyyy]] REF [[cust]]", org="CRF", bank="SOGE")]),
        _svc("Tennis Club Villeurbanne (club)", None, "membership", "association", [("yearly", "180.00", "165.00")],
             [fr_dd("TENNIS CLUB VILLEURBANNE", "COTISATION [[yyyy]] ADHERENT [[cust]]", org="TCV", bank="CEPA")],
             shift=True),
        _svc("Keepcool (gym)", None, "gym", "gym", [("monthly", "29.90", "24.90")],
             [fr_dd("KEEPCOOL", "ABONNEMENT KEEPCOOL [[mm]]/[[yyyy]] {ref}", org="Keepcool", bank="CEPA")]),
        _svc("Fitness Park (gym)", None, "gym", "gym", [("monthly", "34.99")],
             [fr_dd("FITNESS PARK", "PRELEVEMENT ABONNEMENT [[MON_FR]] MEMBRE [[cust]]", org="Fitness Park",
                    bank="BNPA")]),
        _svc("TCL (transport)", None, "transport", "transport", [("monthly", "68.00", "65.00")],
             [fr_dd("SYTRAL MOBILITES", "ABONNEMENT TCL [[MON_FR]] [[cust]]", org="SYTRAL", bank="CEPA")], shift=True),
        _svc("Navigo", "navigo", "transport", "transport", [("monthly", "88.80", "86.40")],
             [fr_dd("COMUTITRES", "NAVIGO MOIS [[MON_FR]] [[cust]]", org="Comutitres", bank="BNPA")], shift=True),
        _svc("Ville de Nantes periscolaire (childcare)", None, "childcare", "childcare", [("monthly", "86.00")],
             [fr_dd("REGIE PERISCOLAIRE VILLE DE NANTES", "FACTURE PERISCOLAIRE [[MON_FR]] FAMILLE [[cust]]",
                    org="Nantes periscolaire", bank="BDFE")], shift=True, var=0.2),
        _svc("Da Silva (menage)", None, "home-service", "biweekly", [("biweekly", "66.00")],
             [so("MME DA SILVA MARIA", "MENAGE"), trf("MARIA DA SILVA", "MENAGE [[dmy]]")]),
        _svc("AMAP des Lilas (weekly box)", None, "food-box", "weekly", [("weekly", "18.00")],
             [so("AMAP DES LILAS", "PANIER SEMAINE [[week]]")]),
    ]


POOLS: dict[str, list[Service]] = {"eu4-DE": _de_pool(), "eu4-AT": _at_pool(), "eu4-FR": _fr_pool()}
_BY_NAME = {k: {s.merchant: s for s in pool} for k, pool in POOLS.items()}


def _gas(base: str, payee: str, org: str, bank: str, purpose: str, offer: tuple, cc: str = "DE") -> Service:
    return _svc(f"{base} (gas)", None, "utility", "gas", [offer],
                [dd(payee, purpose, org=org, cc=cc, bank=bank)], shift=True)


# Gas from the supplier of the electricity: a second stream of the same creditor (its own mandate and
# amount), added to about half of the personas who have the electricity.
SIBLINGS: dict[str, dict[str, Service]] = {
    "eu4-DE": {
        "Stadtwerke Bielefeld (electricity)": _gas("Stadtwerke Bielefeld", "Stadtwerke Bielefeld GmbH", "SW Bielefeld",
                                                   "SPK", "Abschlag Erdgas [[mm]]/[[yyyy]] Vertragskonto [[vk]]",
                                                   ("monthly", "118.00", "97.00")),
        "enercity (electricity)": _gas("enercity", "enercity AG", "enercity", "NOLA",
                                       "Abschlag [[mon_de]] Vertragskonto [[vk]] Erdgas", ("monthly", "104.00")),
        "Mainova (electricity)": _gas("Mainova", "Mainova AG", "Mainova", "HELA",
                                      "Mainova Abschlag Gas VK [[vk]] [[mm]].[[yyyy]]",
                                      ("monthly", "89.00", "82.00")),
        "Stadtwerke Tuebingen (electricity)": _gas("Stadtwerke Tuebingen", "Stadtwerke Tuebingen GmbH", "swt", "SOLA",
                                                   "swt Gas Abschlag [[mm]]/[[yy]] Kd-Nr. [[cust]]", ("monthly", "76.00")),
    },
    "eu4-AT": {
        "Linz AG (electricity)": _gas("Linz AG", "LINZ STROM GAS WAERME GmbH", "Linz AG", "BKAU",
                                      "Teilbetrag Gas [[mon_at]] Kundennr. [[cust]]", ("monthly", "88.00", "79.00"), "AT"),
    },
    "eu4-FR": {},
}
# Landlords a tenant may move to (the old rent ends, a new one starts): the rents of each country.
RENTS = {k: [s for s in pool if s.group == "housing" and s.merchant.split(" - ")[0] in ("Miete", "Loyer")]
         for k, pool in POOLS.items()}

CITIES = {
    "eu4-DE": [("Bielefeld", "DE"), ("Hannover", "DE"), ("Dresden", "DE"), ("Nuernberg", "DE"), ("Bochum", "DE"),
               ("Ulm", "DE")],
    "eu4-AT": [("Wien", "AT"), ("Graz", "AT"), ("Linz", "AT"), ("Salzburg", "AT"), ("Innsbruck", "AT")],
    "eu4-FR": [("Nantes", "FR"), ("Grenoble", "FR"), ("Lyon", "FR"), ("Bordeaux", "FR"), ("Strasbourg", "FR"),
               ("Lille", "FR")],
}
# Hard negatives: the tables of eu3 (DE, FR) and eu (AT), under this family's keys.
NEG: dict[str, dict] = {"eu4-DE": eu3.NEG["eu3-DE"], "eu4-AT": eu.NEG["AT"], "eu4-FR": eu3.NEG["eu3-FR"]}
for _key in NEG:
    assert _key not in ed.LOCALES and _key not in eu.LOCALES
    ed.NEG.setdefault(_key, NEG[_key])
    ed.CITIES.setdefault(_key, CITIES[_key])


# ----------------------------------------------------------------------------------------------
# Persona composition

def odds(key: str) -> tuple:
    """`evaldata_eu.compose`'s groups and chances for this family: utilities, telecoms, housing,
    insurers and associations first; a second telecom and a second insurer sometimes."""
    c = key.split("-")[1]
    return (("housing", 0.85), ("garage", 0.12), ("loan", 0.25), ("electric", 0.9), ("water", 0.45),
            ("waste", 0.4), ("heating", 0.2), ("telecom", 0.9), ("telecom", 1.0, 0.4),
            ("health", 0.6 if c == "FR" else 0.3), ("insurance", 0.6), ("insurance", 1.0, 0.35),
            ("tv", 0.85 if c != "FR" else 0.0), ("community", 0.2), ("association", 0.45), ("gym", 0.3),
            ("transport", 0.3), ("news", 0.2), ("weekly", 0.2), ("biweekly", 0.2), ("membership", 0.2),
            ("childcare", 0.15))


def compose(rng: random.Random, key: str, history_months: int) -> list[Plan]:
    return family_compose(sys.modules[__name__], rng, key, history_months)


# Of the rent histories of 18 months or more, the share in which the tenant moves house.
MOVE_ODDS = 0.45


def family_compose(fam, rng: random.Random, key: str, history_months: int) -> list[Plan]:
    """evaldata_eu's compose with family module `fam`'s pools and odds, then a gas stream beside
    some electricity streams (`fam.SIBLINGS`), then (in `fam.MOVE_ODDS` of the long rent
    histories) a move: the rent plan ends and another landlord's rent is added, both marked `move`
    for `family_start`. Shared by eu4 and eu5."""
    plans = eu.compose(rng, key, history_months, fam.POOLS, fam.odds(key))
    # Fewer international digital brands than evaldata_eu gives (2-7): 1-4, the brand-new one kept.
    digital = [pl for pl in plans if pl.svc.group == "digital" and pl.lifecycle != "early"]
    keep = {id(pl) for pl in digital[:rng.randint(1, 4)]}
    plans = [pl for pl in plans if pl.svc.group != "digital" or pl.lifecycle == "early" or id(pl) in keep
             or (pl.two_plans and any(id(o) in keep for o in digital if o.svc is pl.svc))]
    for pl in list(plans):
        sib = fam.SIBLINGS[key].get(pl.svc.merchant)
        if sib and rng.random() < 0.5:
            plans.append(Plan(sib, sib.offers[0], step=bool(sib.offers[0].old) and rng.random() < 0.5))
    rents = [pl for pl in plans if pl.svc in fam.RENTS[key] and pl.offer.cycle == "monthly" and not pl.two_plans]
    if rents and history_months >= 18 and rng.random() < fam.MOVE_ODDS:
        old = rents[0]
        old.lifecycle, old.step, old.move = "ended", False, "old"  # type: ignore[attr-defined]
        svc = rng.choice([s for s in fam.RENTS[key] if s is not old.svc])
        new = Plan(svc, rng.choice(svc.offers), lifecycle="mid")
        new.move = "new"  # type: ignore[attr-defined]
        plans.append(new)
    return plans


def build_move(p: ed.Persona, b: ed.Builder, rng: random.Random, old: Plan, new: Plan) -> None:
    """The old rent (ended), then the new landlord's (from mid-history), its first charge within
    -75..+40 days of the old one's last: retried (its transactions taken back) until it fits."""
    s_old = None
    for attempt in range(24):
        if attempt == 12:   # the history cannot hold an ending: the old rent runs on, no move
            old.lifecycle = "full"
        s_old = b.build_stream(old, f"{p.id}-s{len(p.streams) + 1}")
        if s_old:
            break
    if s_old is None:
        return
    p.streams.append(s_old)
    if s_old.status != "ended":
        return
    last = max(p.txns[i].date for i in s_old.txns)
    for attempt in range(40):
        n = len(p.txns)
        s = b.build_stream(new, f"{p.id}-s{len(p.streams) + 1}")
        if s is None:
            continue
        first = min(p.txns[i].date for i in s.txns)
        if last - dt.timedelta(days=75) <= first <= last + dt.timedelta(days=40) or attempt == 39:
            p.streams.append(s)
            s_old.features.append("moved-house")
            s.features.append("moved-house")
            return
        del p.txns[n:]


SETTLE = {"DE": ("Jahresabrechnung [[yyyy]] Nachzahlung", "Guthaben Jahresabrechnung [[yyyy]]",
                 "Nebenkostennachzahlung [[yyyy]]"),
          "AT": ("Jahresabrechnung [[yyyy]] Nachzahlung", "Guthaben aus Jahresabrechnung [[yyyy]]",
                 "Betriebskostennachzahlung [[yyyy]]"),
          "FR": ("FACTURE DE REGULARISATION [[yyyy]]", "REMBOURSEMENT TROP PERCU [[yyyy]]",
                 "REGULARISATION DE CHARGES [[yyyy]]")}


def settlements(p: ed.Persona, rng: random.Random, plans: dict[str, Plan], country: str) -> None:
    family_settlements(sys.modules[__name__], p, rng, plans, country)


# The utility groups whose streams may have a yearly settlement.
SETTLED_UTILITIES = ("electric", "gas", "water", "heating")


def family_settlements(fam, p: ed.Persona, rng: random.Random, plans: dict[str, Plan], country: str) -> None:
    """Hard negatives of kind `settlement` for family module `fam`: a utility's yearly settlement
    (`fam.SETTLED_UTILITIES`; money owed, by the same creditor, or a credit back) and a landlord's
    service-charge settlement (`fam.RENTS`), one-off each. Shared by eu4 and eu5."""
    k = 900
    for s in list(p.streams):
        pl = plans.get(s.id)
        if pl is None or s.status == "early" or len(s.txns) < 8:
            continue
        util = pl.svc.group in fam.SETTLED_UTILITIES
        rent = pl.svc in fam.RENTS[p.locale]
        if not (util or rent) or rng.random() > 0.5:
            continue
        kind, payee, _, opts = eu._split(pl.svc.descs[0])
        dates = sorted(p.txns[i].date for i in s.txns)
        day = dates[min(len(dates) - 1, rng.randint(4, 11))] + dt.timedelta(days=rng.randint(9, 24))
        if day > p.as_of:
            continue
        owed, back, charges = SETTLE[country]
        credit = util and rng.random() < 0.4
        purpose = charges if rent else back if credit else owed
        if credit:
            kind = "INC"
        elif rent:
            kind = "TRF" if kind == "SO" else kind
        opt = ";".join(f"{a}={v}" for a, v in opts.items())
        desc = f"{kind}|{payee}|{purpose}|{opt}"
        k += 1
        g = f"settlement:{k}"
        p.neg_groups[g] = payee
        amount = rng.randint(2500, 38000) if not rent else rng.randint(4000, 42000)
        p.txns.append(ed.Txn(day, amount if credit else -amount, desc, "n:" + g, len(p.txns)))


def start_persona(seed: int, index: int, key: str, currency: str) -> tuple[ed.Persona, ed.Builder]:
    """Persona `index` as evaldata_eu.start_persona makes it (random stream +71; eu: +29, eu2: +43,
    eu3: +57), with this family's move between landlords and its settlement negatives."""
    return family_start(sys.modules[__name__], 71, seed, index, key, currency)


def family_start(fam, offset: int, seed: int, index: int, key: str, currency: str) -> tuple[ed.Persona, ed.Builder]:
    """A persona of family module `fam` (its `compose` and `settlements`) on random stream +`offset`:
    the streams, a move between landlords when two plans move, the negatives, the exports' split.
    Shared by eu4 and eu5."""
    rng = random.Random(seed * 1_000_003 + index * 7919 + offset)
    as_of = ed.AS_OF_BASE + dt.timedelta(days=rng.randint(-30, 30))
    months = rng.randint(14, 26)
    start = ed.add_months(as_of, -months) + dt.timedelta(days=1)
    p = ed.Persona(f"p{index + 1:02d}", index, key, currency, as_of, start, months, newest_first=False)
    b = ed.Builder(p, rng)
    plans = fam.compose(rng, key, months)
    moving = [pl for pl in plans if getattr(pl, "move", None)]
    built = ed.build_streams(p, b, [pl for pl in plans if not getattr(pl, "move", None)])
    if len(moving) == 2:
        build_move(p, b, rng, *moving)
    plan_of = {s.id: pl for s, pl in built}
    for s in p.streams:
        if s.id not in plan_of:
            plan_of[s.id] = next(pl for pl in moving if pl.svc.merchant == s.merchant)
    b.negatives()
    fam.settlements(p, rng, plan_of, key.split("-")[1])
    ed.split_exports(p, rng)
    return p, b


def family_persona(fam, seed: int, index: int, banks: dict | None = None) -> ed.Persona:
    """Persona `index` of family module `fam` (its `LOCALE_PATTERN`, `BANKS`, `KEYS`, `LOCALES`,
    `BANK_LANG`, `start_persona` and `realise`), banking with the layout its turn gives it."""
    locale = fam.LOCALE_PATTERN[index % len(fam.LOCALE_PATTERN)]
    bank = eu.bank_turn(seed, index, locale, (banks or fam.BANKS)[locale], fam.LOCALE_PATTERN)
    p, b = fam.start_persona(seed, index, fam.KEYS[locale], fam.LOCALES[locale])
    town = b.ctx["city"]
    p.locale = locale
    p.bank, p.lang = bank, fam.BANK_LANG[bank]  # type: ignore[attr-defined]
    fam.realise(p, seed, town)
    return p


def make_persona(seed: int, index: int, banks: dict | None = None) -> ed.Persona:
    return family_persona(sys.modules[__name__], seed, index, banks)


def generate(seed: int, count: int) -> list[ed.Persona]:
    return eu.generate(seed, count, make_persona)


def generate_all_layouts(seed: int, count: int) -> list[ed.Persona]:
    """Personas that take every written layout in turn, dropped ones too (for checking readers)."""
    return eu.generate(seed, count, lambda seed, i: make_persona(seed, i, ALL_BANKS))


# ----------------------------------------------------------------------------------------------
# Rows

BLZ = dict(eu3.BLZ, VBMH=("51390000", "VBMHDE5FXXX"), BEVO=("10090000", "BEVODEBBXXX"), HASP=("20050550", "HASPDEHHXXX"),
           NOLA=("25050000", "NOLADE2HXXX"), HELA=("50050000", "HELADEFFXXX"), GENO=("50060400", "GENODEFFXXX"),
           SOLA=("60050101", "SOLADESTXXX"), WELA=("30050000", "WELADEDDXXX"))
AT_BANKS = {"BKAU": ("12000", "BKAUATWWXXX"), "RZBA": ("31000", "RZBAATWWXXX"), "GIBA": ("20111", "GIBAATWWXXX"),
            "OBKL": ("15000", "OBKLAT2LXXX"), "VBOE": ("43000", "VBOEATWWXXX"), "BAWA": ("14000", "BAWAATWWXXX")}
FR_BANKS = dict(eu3.FR_BANKS, CEPA=("17515", "CEPAFRPP751"), FTNO=("14690", "FTNOFRP1XXX"), CRLY=("30002", "CRLYFRPPXXX"),
                BDFE=("30001", "BDFEFRPPCCT"))
OWN_BANK = {"postbank-de": ("DE", "PBNK"), "deutsche-bank-de": ("DE", "DEUT"), "vr-bank-de": ("DE", "VBMH"),
            "outbank-de": ("DE", "COBA"), "mt940-de": ("DE", "BEVO"), "camt053-de": ("DE", "HASP"),
            "oberbank-at": ("AT", "OBKL"), "livebank-at": ("AT", "VBOE"), "camt053-at": ("AT", "GIBA"),
            "bnp-paribas-fr": ("FR", "BNPA"), "caisse-epargne-fr": ("FR", "CEPA"), "cic-fr": ("FR", "CMCI"),
            "fortuneo-fr": ("FR", "FTNO")}
BANK_NAMES = {"PBNK": "Postbank", "DEUT": "Deutsche Bank", "VBMH": "Volksbank Mittelhessen eG", "COBA": "Commerzbank",
              "BEVO": "Berliner Volksbank eG", "HASP": "Hamburger Sparkasse", "OBKL": "Oberbank AG",
              "VBOE": "livebank", "GIBA": "Erste Bank der oesterreichischen Sparkassen AG", "BNPA": "BNP Paribas",
              "CEPA": "Caisse d'Epargne", "CMCI": "CIC", "FTNO": "Fortuneo"}
PEOPLE_BANKS = {"DE": ("SPK", "DEUT", "COBA", "PBNK", "VBMH"), "AT": ("BKAU", "RZBA", "GIBA", "OBKL"),
                "FR": ("BNPA", "SOGE", "AGRI", "PSST", "CEPA")}
FIRST = {"DE": ["Lukas", "Julia", "Jan", "Sarah", "Tobias", "Katrin", "Mehmet"],
         "AT": ["Florian", "Katharina", "Stefan", "Lena", "Dominik"],
         "FR": ["Julien", "Camille", "Thomas", "Claire", "Nicolas", "Ines"]}
LAST = {"DE": ["Mueller", "Schmidt", "Fischer", "Weber", "Becker", "Kaya"],
        "AT": ["Gruber", "Huber", "Wagner", "Pichler", "Steiner"],
        "FR": ["Martin", "Bernard", "Roux", "Girard", "Fontaine"]}
PLATE = {"Bielefeld": "BI", "Hannover": "H", "Dresden": "DD", "Nuernberg": "N", "Bochum": "BO", "Ulm": "UL",
         "Wien": "W", "Graz": "G", "Linz": "L", "Salzburg": "S", "Innsbruck": "I"}
KINDS = ("DD", "CARD", "SO", "TRF", "INC", "ATM", "INT")


def bban(cc: str, bank: str, key: str) -> str:
    if cc == "DE":
        return BLZ.get(bank, BLZ["DEUT"])[0] + eu._digits(key, 10)
    if cc == "AT":
        return AT_BANKS.get(bank, AT_BANKS["GIBA"])[0] + eu._digits(key, 11)
    if cc == "FR":
        return (FR_BANKS.get(bank, FR_BANKS["BNPA"])[0] + eu._digits("g" + key, 5) + eu._digits(key, 11)
                + eu._digits("k" + key, 2))
    return eu.bban_for(cc, bank, key)


def bic(cc: str, bank: str) -> str:
    table = {"DE": {k: v[1] for k, v in BLZ.items()}, "AT": {k: v[1] for k, v in AT_BANKS.items()},
             "FR": {k: v[1] for k, v in FR_BANKS.items()}}.get(cc)
    if table is not None:
        return table.get(bank) or next(iter(table.values()))
    return eu.BICS.get(bank, bank + cc + "2X")


def _tokens(text: str, d: dt.date, st: dict[str, str]) -> str:
    if "[[" not in text:
        return text
    rep = {"[[cust]]": st["cust"], "[[vk]]": st["vk"], "[[obj]]": st["obj"], "[[loan]]": st["loan"],
           "[[plate]]": st["plate"], "[[mon_de]]": f"{eu3.MONTHS_DE[d.month - 1]} {d.year}",
           "[[MON_DE]]": f"{eu3.MONTHS_DE[d.month - 1].upper()} {d.year}",
           "[[mon_at]]": f"{eu.MONTHS_DE[d.month - 1]} {d.year}", "[[mon_fr]]": f"{eu.MONTHS_FR[d.month - 1]} {d.year}",
           "[[MON_FR]]": f"{eu3.MONTHS_FR[d.month - 1]} {d.year}", "[[mm]]": f"{d.month:02d}", "[[yyyy]]": str(d.year),
           "[[yy]]": f"{d.year % 100:02d}", "[[q]]": str((d.month - 1) // 3 + 1), "[[week]]": str(d.isocalendar()[1]),
           "[[dmy]]": d.strftime("%d.%m.%Y"), "[[mmyy]]": d.strftime("%m/%y"), "[[ddmmyy]]": d.strftime("%d%m%y")}
    for k, v in rep.items():
        text = text.replace(k, v)
    return text


def account_number(cc: str, iban: str) -> str:
    """The German Kontonummer (10 digits, leading zeros dropped), the Austrian one (11 digits, zeros
    dropped), the French numéro de compte (11 digits of the RIB, zeros kept)."""
    return {"DE": iban[-10:].lstrip("0"), "AT": iban[-11:].lstrip("0"), "FR": iban[14:25]}[cc]


def stream_refs(rng: random.Random, home: str, town: str) -> dict[str, str]:
    """A stream's own references: customer, contract, object and loan numbers, a number plate."""
    if home == "FR":
        plate = f"{eu._alnum(rng, 2, 'ABCDEFGHJKLMNPRSTVWXYZ')}-{rng.randint(100, 999)}-" \
                f"{eu._alnum(rng, 2, 'ABCDEFGHJKLMNPRSTVWXYZ')}"
    elif home == "AT":
        plate = f"{PLATE.get(town, 'W')}-{rng.randint(100, 99999)}{eu._alnum(rng, 1, 'ABCDEFGHKLMNPRSTUVWXYZ')}"
    else:
        plate = f"{PLATE.get(town, 'B')}-{eu._alnum(rng, 2, 'ABCDEFGHKLMNPRSTUVWXYZ')} {rng.randint(10, 9999)}"
    return {"cust": str(rng.randint(10**7, 10**10)), "vk": f"{rng.choice('234')}{rng.randint(10**10, 10**11 - 1)}",
            "obj": f"{rng.randint(1, 96):02d}", "loan": str(rng.randint(10**9, 10**10 - 1)), "plate": plate}


def iban_bic(cc: str, bk: str, org: str) -> tuple[str, str]:
    return eu.iban_of(cc, bban(cc, bk, org)), bic(cc, bk)


# Banks whose card rows are booked on the day of use (see CaisseEpargneFR).
BOOKED_ON_USE = ("caisse-epargne-fr",)


def family_realise(m, tag: str, p: ed.Persona, seed: int, town: str) -> None:
    """Turns every packed descriptor into a bank row and sets each transaction's desc, for family
    module `m` (eu4, eu5): its banks (`OWN_BANK`, `PEOPLE_BANKS`, `bban`, `iban_bic`), names
    (`FIRST`, `LAST`), `account_number`, `stream_refs`, `BOOKED_ON_USE`, `RENDER`, `KINDS`,
    `_tokens` and `Row`; `tag` names its random stream."""
    rng = random.Random(f"{tag}-rows:{seed}:{p.index}")
    bank = p.bank  # type: ignore[attr-defined]
    home = p.locale
    cc_own, bk_own = m.OWN_BANK[bank]
    first, last = rng.choice(m.FIRST[home]), rng.choice(m.LAST[home])
    iban = eu.iban_of(cc_own, m.bban(cc_own, bk_own, f"own {seed} {p.index}"))
    acc = eu.Account(bank, iban, f"{first} {last}", m.account_number(cc_own, iban),
                     f"{rng.randint(4000, 5399)} {rng.randint(10, 99)}XX XXXX {rng.randint(1000, 9999)}",
                     rng.randint(50000, 400000), 0)

    def new_stream(rng: random.Random) -> dict[str, str]:
        return m.stream_refs(rng, home, town)

    def link(row, st: dict[str, str], org: str, cc: str) -> None:
        kind, payee, opts = row.kind, row.payee, row.opts
        if cc not in ("DE", "FR", "AT", "LU", "NL", "IE", "GB", "BE"):
            cc = home
        if kind in ("DD", "SO", "TRF", "INC"):
            if kind in ("SO", "TRF", "INC") and "bank" not in opts:
                cc = home
                bk = m.PEOPLE_BANKS[cc][eu._h(payee) % len(m.PEOPLE_BANKS[cc])]
            else:
                banks = m.PEOPLE_BANKS.get(cc, ("DEUT",))
                bk = opts.get("bank") or banks[eu._h(org) % len(banks)]
            row.iban, row.bic = m.iban_bic(cc, bk, org)
        if kind == "DD":
            eu.sepa_mandate(row, rng, st, org, cc)
            row.cid = eu3.creditor_id(cc, org)
            row.e2e = eu._e2e(rng, org, row.date)
        elif kind in ("TRF", "SO", "INC"):
            row.e2e = "NOTPROVIDED" if kind != "INC" else eu._e2e(rng, org, row.date)
        elif kind in ("CARD", "ATM"):
            eu.card_time(row, rng)
            if bank in m.BOOKED_ON_USE:   # the day of use is the booking day
                row.tx_date = row.date

    eu.book(p, acc, rng, m.RENDER[bank], m.KINDS, new_stream, m._tokens, home, link, m.Row, city=town)


def realise(p: ed.Persona, seed: int, town: str) -> None:
    family_realise(sys.modules[__name__], "eu4", p, seed, town)


# ----------------------------------------------------------------------------------------------
# Bank layouts: helpers

def money(minor: int, thousands: str = "", sign: str = "-") -> str:
    return eu.money_comma(minor, thousands, sign)


def short_money(minor: int) -> str:
    """Postbank: thousands dots, trailing zeros of the cents left out (-1.000, -3,9, 750)."""
    s = money(minor, ".")
    if s.endswith(",00"):
        return s[:-3]
    return s[:-1] if s.endswith("0") else s


def dmy_short(d: dt.date) -> str:
    return f"{d.day}.{d.month}.{d.year}"


def translit(text: str) -> str:
    """ASCII, as MT940's character set wants it (ä -> ae, é -> e)."""
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("Ä", "Ae"), ("Ö", "Oe"), ("Ü", "Ue"), ("ß", "ss")):
        text = text.replace(a, b)
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")


def title(text: str) -> str:
    """Crédit Mutuel / CIC libellés: every word capitalised."""
    return " ".join(w[:1].upper() + w[1:].lower() for w in text.split())


def val(r: Row) -> dt.date:
    return r.tx_date or r.date


TOPICS = (("housing", ("miete", "loyer", "hausgeld", "nutzungs", "appel de fonds", "quittance", "avis d'echeance",
                       "mietvorschreibung", "bk+rl", "stellplatz", "garage", "lot ")),
          ("loan", ("darlehen", "kredit", "pret", "credit", "finanzierung", "leasing", "tilgung", "bauspar")),
          ("water", ("wasser", "eau ", "eaux", "saur")),
          ("energy", ("strom", "gas", "fernw", "energ", "electricite", "teilbetrag", "abschlag", "echeance gaz",
                      "acompte", "mensualite", "mensualisation")),
          ("tax", ("abgaben", "gebuehr", "kassenz", "dgfip", "taxe", "rundfunk", "orf-beitrag", "periscolaire")),
          ("telecom", ("telekom", "telecom", "mobile", "internet", "glasfaser", "forfait", "fibre", "aufladung",
                       "rechnung", "facture", "lebara", "blau")),
          ("insurance", ("versicherung", "vers.", "assurance", "polizze", "praemie", "mutuelle", "sante", "beitrag",
                         "cotisation")),
          ("shopping", ("amazon", "amzn", "paypal", "zalando", "ebay", "cdiscount", "fnac", "netflix", "spotify")))


def topic(r: Row) -> str:
    if r.kind == "INC":
        return "income"
    if r.kind == "ATM":
        return "cash"
    if r.kind == "INT":
        return "interest"
    text = f" {r.payee} {r.purpose} ".lower()
    for name, words in TOPICS:
        if any(w in text for w in words):
            return name
    return "card" if r.kind == "CARD" else "transfer" if r.kind in ("SO", "TRF") else "other"


class Layout(eu.Layout):
    """A bank layout; `records` gives the dated records of an export's lines (a CSV row, an MT940
    :61: with its :86:, a CAMT <Ntry>), for the self-test's overlap check."""

    def records(self, lines: list[str]) -> list[tuple[dt.date, str]]:
        return [(d, line) for line in lines if (d := self.date_of(line)) is not None]

    def date_of(self, line):
        s = line.lstrip("\ufeff").lstrip('"')
        try:
            return dt.datetime.strptime(s.split(";")[0].strip('" '), "%d.%m.%Y").date()
        except ValueError:
            return None


# ----------------------------------------------------------------------------------------------
# German layouts

class PostbankDE(Layout):
    """Postbank (and Deutsche Bank since 2023, one platform), modelled on public importers' fixtures:
    a preamble (`Umsätze`, account line, period, `Letzter Kontostand`, a note), 18 columns with
    payee, purpose, IBAN, BIC, Kundenreferenz, Mandatsreferenz, Gläubiger ID, a signed `Betrag`
    repeated in `Soll` / `Haben`, D.M.YYYY without leading zeros, amounts without trailing zeros,
    `Kontostand` footer, UTF-8 with BOM, newest first."""
    id = "postbank-de"
    encoding = "utf-8-sig"
    newest_first = True
    HEADER = ("Buchungstag;Wert;Umsatzart;Begünstigter / Auftraggeber;Verwendungszweck;IBAN / Kontonummer;BIC;"
              "Kundenreferenz;Mandatsreferenz;Gläubiger ID;Fremde Gebühren;Betrag;Abweichender Empfänger;"
              "Anzahl der Aufträge;Anzahl der Schecks;Soll;Haben;Währung")
    WORDS = {"DD": "SEPA Lastschrift", "CARD": "Kartenzahlung", "SO": "Dauerauftrag", "TRF": "SEPA Überweisung",
             "INC": "SEPA Gutschrift", "ATM": "Bargeldauszahlung", "INT": "Abschluss"}
    BANK = "Postbank"

    def payee(self, acc, r: Row) -> str:
        if r.kind == "ATM":
            return "Geldautomat"
        if r.kind == "INT":
            return ""
        return r.payee

    def purpose(self, acc, r: Row) -> str:
        if r.kind == "CARD":
            return (f"{r.tx_date.strftime('%d.%m.%Y')} {r.time} {place(r)} {cc2(r)} Debitkarte "
                    f"{acc.card[-4:]}{fx(r)}")
        if r.kind == "ATM":
            return f"{r.city} {r.tx_date.strftime('%d.%m.%Y')} {r.time} Debitkarte {acc.card[-4:]}"
        if r.kind == "INT":
            return "Rechnungsabschluss"
        return r.purpose

    def desc(self, acc, r):
        return flat(" | ".join(x for x in (self.payee(acc, r), self.purpose(acc, r)) if x))

    def date_fmt(self, d: dt.date) -> str:
        return dmy_short(d)

    def cells(self, acc, r: Row) -> list[str]:
        amount = short_money(r.minor)
        return [self.date_fmt(r.date), self.date_fmt(val(r)), self.WORDS[r.kind], flat(self.payee(acc, r)),
                flat(self.purpose(acc, r)), r.iban, r.bic, r.e2e if r.kind == "DD" else "", r.mandate, r.cid, "",
                amount, flat(r.opts.get("other", "")), "", "", amount if r.minor < 0 else "",
                amount if r.minor > 0 else "", "EUR"]

    def preamble(self, acc, rows, first, last, end) -> list[str]:
        return ["Umsätze", "Konto;Filial-/Kontonummer;IBAN;Währung", f"Girokonto;{acc.number};{acc.iban};EUR", "",
                f"{dmy_short(first)} - {dmy_short(last)}", f"Letzter Kontostand;;;;{short_money(end)};EUR",
                "Vorgemerkte und noch nicht gebuchte Umsätze sind nicht Bestandteil dieser Übersicht."]

    def lines(self, acc, rows):
        first, last = min(r.date for r in rows), max(r.date for r in rows)
        end = min(rows, key=lambda r: r.counter).balance_before + sum(r.minor for r in rows)
        out = self.preamble(acc, rows, first, last, end) + [self.HEADER]
        out += [";".join(self.cells(acc, r)) for r in rows]
        out.append(f"Kontostand;{self.date_fmt(last)};;;{self.footer_money(end)};EUR")
        return out

    def footer_money(self, minor: int) -> str:
        return short_money(minor)

    def file_name(self, p, f, k):
        return f"{p.id}-Umsatzauskunft_KtoNr{p.account.number}_{f.last.strftime('%d-%m-%Y')}.csv"


class DeutscheBankDE(PostbankDE):
    """Deutsche Bank before 2024 (public importers' parsers of `Kontoumsaetze_…_Alle.csv`): `Umsätze
    Girokonto (00);;;Kundennummer: …`, the period, `Letzter Kontostand`, a note, then the header with
    `IBAN` and `Mandatsreferenz ` (trailing space); `Betrag` empty, the amount in `Soll` (negative)
    or `Haben`, thousands dots, DD.MM.YYYY, the Umsatzart quoted, a card row's payee empty, footer
    `Kontostand;DD.MM.YYYY;;;…;EUR`, latin-1."""
    id = "deutsche-bank-de"
    encoding = "latin-1"
    HEADER = ("Buchungstag;Wert;Umsatzart;Begünstigter / Auftraggeber;Verwendungszweck;IBAN;BIC;Kundenreferenz;"
              "Mandatsreferenz ;Gläubiger ID;Fremde Gebühren;Betrag;Abweichender Empfänger;Anzahl der Aufträge;"
              "Anzahl der Schecks;Soll;Haben;Währung")
    WORDS = {"DD": "SEPA-Lastschrift von", "CARD": "Kartenzahlung", "SO": "SEPA-Dauerauftrag an",
             "TRF": "SEPA-Überweisung an", "INC": "SEPA-Gutschrift von", "ATM": "Auszahlung Geldautomat",
             "INT": "Rechnungsabschluss"}

    def payee(self, acc, r):
        return "" if r.kind in ("CARD", "ATM", "INT") else r.payee

    def purpose(self, acc, r):
        if r.kind == "CARD":
            return f"{term(r)} {r.tx_date.isoformat()}T{r.time}:00 Karte1 2028-12{fx(r)}"
        if r.kind == "ATM":
            return f"GA {r.city} {r.tx_date.strftime('%d.%m')} {r.time} Karte1"
        return super().purpose(acc, r)

    def date_fmt(self, d):
        return d.strftime("%d.%m.%Y")

    def footer_money(self, minor):
        return money(minor, ".")

    def cells(self, acc, r):
        amount = money(r.minor, ".")
        return [self.date_fmt(r.date), self.date_fmt(val(r)), f'"{self.WORDS[r.kind]}"', flat(self.payee(acc, r)),
                flat(self.purpose(acc, r)), r.iban, r.bic, r.e2e if r.kind == "DD" else "", r.mandate, r.cid, "", "",
                flat(r.opts.get("other", "")), "", "", amount if r.minor < 0 else "", amount if r.minor > 0 else "",
                "EUR"]

    def preamble(self, acc, rows, first, last, end):
        return [f"Umsätze Girokonto (00);;;Kundennummer: {eu._digits(acc.iban, 3)} {eu._digits('k' + acc.iban, 7)}",
                f"{first.strftime('%d.%m.%Y')} - {last.strftime('%d.%m.%Y')}",
                f"Letzter Kontostand;;;;{money(end, '.')};EUR",
                "Vorgemerkte und noch nicht gebuchte Umsätze sind nicht Bestandteil dieser Übersicht."]

    def file_name(self, p, f, k):
        return f"{p.id}-Kontoumsaetze_100_{p.account.number[-7:]}00_{f.last.strftime('%Y%m%d')}_Alle.csv"


class VrBankDE(Layout):
    """Volksbanken Raiffeisenbanken (Atruvia online banking, public importers' fixtures): 19 columns,
    own account first, `Name Zahlungsbeteiligter`, `Buchungstext`, the Verwendungszweck with
    `EREF: … MREF: … CRED: … IBAN: … BIC: …` appended, signed amounts without thousands, `Saldo nach
    Buchung`, a category, creditor ID and mandate; UTF-8 with BOM, DD.MM.YYYY, newest first."""
    id = "vr-bank-de"
    encoding = "utf-8-sig"
    newest_first = True
    WORDS = {"DD": "Lastschrift", "CARD": "Kartenzahlung", "SO": "Dauerauftrag", "TRF": "Überweisung",
             "INC": "Gutschrift", "ATM": "Auszahlung Geldautomat", "INT": "Abschluss"}
    CATS = {"housing": "Wohnen", "loan": "Kredite", "water": "Wohnnebenkosten", "energy": "Energie",
            "tax": "Steuern & Abgaben", "telecom": "Telefon & Internet", "insurance": "Versicherungen",
            "shopping": "Online-Shopping", "income": "Einnahmen", "cash": "Bargeld", "interest": "Bankgebühren",
            "card": "Lebenshaltung", "transfer": "Sonstige Ausgaben", "other": ""}

    def name(self, r: Row) -> str:
        return "" if r.kind in ("ATM", "INT") else r.payee

    def purpose(self, acc, r: Row) -> str:
        if r.kind == "DD":
            return f"{r.purpose} EREF: {r.e2e} MREF: {r.mandate} CRED: {r.cid} IBAN: {r.iban} BIC: {r.bic}"
        if r.kind in ("SO", "TRF"):
            return f"{r.purpose} EREF: NOTPROVIDED IBAN: {r.iban} BIC: {r.bic}"
        if r.kind == "INC":
            return f"{r.purpose} EREF: {r.e2e} IBAN: {r.iban} BIC: {r.bic}"
        if r.kind == "CARD":
            return f"{term(r)} {r.tx_date.strftime('%d.%m.%Y')} {r.time} Debitk.1 {acc.card[-4:]}{fx(r)}"
        if r.kind == "ATM":
            return f"GA NR{eu._digits(r.city, 8)} BLZ{BLZ['VBMH'][0]} 0 {r.tx_date.strftime('%d.%m')}/{r.time} {r.city}"
        return f"Abrechnung {r.date.strftime('%d.%m.%Y')}"

    def desc(self, acc, r):
        return flat(" | ".join(x for x in (self.name(r), self.purpose(acc, r)) if x))

    def lines(self, acc, rows):
        out = ["Bezeichnung Auftragskonto;IBAN Auftragskonto;BIC Auftragskonto;Bankname Auftragskonto;Buchungstag;"
               "Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;BIC (SWIFT-Code) Zahlungsbeteiligter;"
               "Buchungstext;Verwendungszweck;Betrag;Waehrung;Saldo nach Buchung;Bemerkung;Kategorie;Steuerrelevant;"
               "Glaeubiger ID;Mandatsreferenz"]
        for r in rows:
            out.append(";".join(["Girokonto", acc.iban, BLZ["VBMH"][1], BANK_NAMES["VBMH"], r.date.strftime("%d.%m.%Y"),
                                 val(r).strftime("%d.%m.%Y"), flat(self.name(r)), r.iban, r.bic, self.WORDS[r.kind],
                                 flat(self.purpose(acc, r)), money(r.minor), "EUR", money(r.balance_before + r.minor),
                                 "", self.CATS[topic(r)], "", r.cid, r.mandate]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-Umsaetze_Girokonto_{p.account.iban}_{f.last.strftime('%Y.%m.%d')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line.split(";")[4], "%d.%m.%Y").date()
        except (ValueError, IndexError):
            return None


class OutbankDE(Layout):
    """Outbank (shared/formats/outbank/outbank.csv), the app's export of a German account: `#;Account;
    Date;Value Date;Amount;Currency;Name;Number;Bank;Reason;Category;Subcategory;…;Posting Key;Posting
    Text;Purpose Code;SEPA Reference;Client Reference;Mandate Identification;Originator Identifier`,
    M/D/YY, decimal comma, texts quoted and empty cells bare, newest first (the running number is
    the account's booking number, so rows in two exports stay the same)."""
    id = "outbank-de"
    newest_first = True
    KEYS = {"DD": ("005", "Lastschrifteinzug"), "CARD": ("004", "Kartenzahlung"), "SO": ("008", "Dauerauftrag"),
            "TRF": ("020", "Überweisung"), "INC": ("051", "Überweisungsgutschrift"),
            "ATM": ("083", "Auszahlung Geldautomat"), "INT": ("805", "Abschluss")}
    CATS = {"housing": ("Household", "Rent"), "loan": ("Financials & Precautions", "Loan"),
            "water": ("Household", "Utilities"), "energy": ("Household", "Energy"), "tax": ("Household", "Fees"),
            "telecom": ("Household", "Telecommunication"), "insurance": ("Financials & Precautions", "Insurance"),
            "shopping": ("Living Expenses", "Online Shop"), "income": ("Income", "Salary"),
            "cash": ("Living Expenses", "Cash"), "interest": ("Financials & Precautions", "Fees"),
            "card": ("Living Expenses", "Groceries"), "transfer": ("Other", "Transfer"), "other": ("Other", "")}

    def name(self, r: Row) -> str:
        return "" if r.kind in ("ATM", "INT") else r.payee

    def reason(self, acc, r: Row) -> str:
        if r.kind == "CARD":
            return f"{term(r)} {r.tx_date.isoformat()}T{r.time}:00 KFN 1 VJ 2812{fx(r)}"
        if r.kind == "ATM":
            return f"GA NR{eu._digits(r.city, 8)} {r.tx_date.strftime('%d.%m')}/{r.time} {r.city}"
        if r.kind == "INT":
            return "Abschluss Zinsen/Entgelte"
        return r.purpose

    def desc(self, acc, r):
        return flat(" | ".join(x for x in (self.name(r), self.reason(acc, r)) if x), '"')

    @staticmethod
    def _mdy(d: dt.date) -> str:
        return f"{d.month}/{d.day}/{d.year % 100:02d}"

    def lines(self, acc, rows):
        out = ["#;Account;Date;Value Date;Amount;Currency;Name;Number;Bank;Reason;Category;Subcategory;Tags;Note;"
               "Ultimate Receiver Name;Original Amount;Compensation Amount;Exchange Rate;Posting Key;Posting Text;"
               "Purpose Code;SEPA Reference;Client Reference;Mandate Identification;Originator Identifier"]

        def qq(s: str) -> str:
            return f'"{flat(s, chr(34), ";")}"' if s else ""
        for r in rows:
            key, text = self.KEYS[r.kind]
            cat, sub = self.CATS[topic(r)]
            o_amt = ""
            if r.opts.get("fx"):
                o_amt = "-" + r.opts["fx"].split()[1]
            out.append(";".join([str(r.counter - 99999), acc.iban, self._mdy(r.date), self._mdy(val(r)), money(r.minor),
                                 "EUR", qq(self.name(r)), qq(r.iban), qq(r.bic), qq(self.reason(acc, r)), qq(cat),
                                 qq(sub), "", "", qq(r.opts.get("other", "")), o_amt, "", "", qq(key), qq(text), "",
                                 qq(r.e2e if r.kind == "DD" else ""), "", qq(r.mandate), qq(r.cid)]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-outbank-{f.first.strftime('%Y%m%d')}-{f.last.strftime('%Y%m%d')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line.split(";")[2], "%m/%d/%y").date()
        except (ValueError, IndexError):
            return None


class Mt940DE(Layout):
    """MT940 (`.sta`) as German banks deliver it (shared/formats/mt940/data.sta for the German `?NN`
    subfields; the DK rules for the rest): one statement a month (`:20:STARTUMSE`, `:25:BLZ/Konto`,
    `:28C:`, `:60F:`, `:61:` + `:86:` per booking, `:62F:`, `-`), `:61:` with value date, entry
    date, `DR`/`CR` and the SWIFT code (NDDT NSTO NTRF NMSC), `:86:` with the GVC, ?00 booking text,
    ?10 primanota, ?20-?29 (and ?60-?63) SEPA tags and purpose in 27-character subfields, ?30 BIC,
    ?31 IBAN, ?32/?33 name; lines up to 65 characters, broken between subfields; ASCII, CRLF."""
    id = "mt940-de"
    encoding = "ascii"
    newline = "\r\n"
    GVC = {"DD": ("105", "SEPA-BASISLASTSCHRIFT", "NDDT"), "SO": ("117", "SEPA-DAUERAUFTRAG", "NSTO"),
           "TRF": ("116", "SEPA-UEBERWEISUNG", "NTRF"), "INC": ("166", "SEPA-GUTSCHRIFT", "NTRF"),
           "CARD": ("106", "KARTENZAHLUNG", "NMSC"), "ATM": ("083", "BARGELDAUSZAHLUNG", "NMSC"),
           "INT": ("805", "ABSCHLUSS", "NMSC")}

    @staticmethod
    def clean(text: str) -> str:
        return " ".join(translit(text).replace("?", ".").split())

    def parts(self, acc, r: Row) -> tuple[list[str], str]:
        """The purpose subfields (each SEPA tag starts one, text runs on in 27-character pieces)."""
        if r.kind == "DD":
            tags = [f"EREF+{r.e2e}", f"MREF+{r.mandate}", f"CRED+{r.cid}", f"SVWZ+{r.purpose}"]
        elif r.kind in ("SO", "TRF"):
            tags = ["EREF+NOTPROVIDED", f"SVWZ+{r.purpose}"]
        elif r.kind == "INC":
            tags = [f"EREF+{r.e2e}", f"SVWZ+{r.purpose}"]
        elif r.kind == "CARD":
            tags = [f"{r.payee}//{place(r)}/{cc2(r)}", f"{r.tx_date.isoformat()}T{r.time}:00",
                    f"KFN 1 VJ 2812{fx(r)}"]
        elif r.kind == "ATM":
            tags = [f"GA NR{eu._digits(r.city, 8)} BLZ{BLZ['BEVO'][0]} 0", f"{r.tx_date.strftime('%d.%m')}/"
                    f"{r.time.replace(':', '.')}UHR {r.city.upper()}"]
        else:
            tags = ["Abschluss"]
        subs = []
        for t in tags:
            t = self.clean(t)
            subs += [t[i:i + 27] for i in range(0, len(t), 27)]
        name = "" if r.kind in ("ATM", "INT") else self.clean(r.payee)
        return subs[:14], name

    def desc(self, acc, r):
        subs, name = self.parts(acc, r)
        text = "".join(s if len(s) == 27 else s + " " for s in subs).strip()
        return " | ".join(x for x in (name, text) if x)

    def record(self, acc, r: Row) -> list[str]:
        gvc, word, code = self.GVC[r.kind]
        amount = money(r.minor).lstrip("-")
        out = [f":61:{val(r).strftime('%y%m%d')}{r.date.strftime('%m%d')}{'D' if r.minor < 0 else 'C'}R{amount}"
               f"{code}NONREF//{r.bank_ref[:16]}"]
        subs, name = self.parts(acc, r)
        fields = [f"?00{word}", f"?10{eu._digits(r.bank_ref, 4)}"]
        codes = [f"{n}" for n in range(20, 30)] + ["60", "61", "62", "63"]
        fields += [f"?{c}{s}" for c, s in zip(codes, subs)]
        if r.iban:
            fields += [f"?30{r.bic}", f"?31{r.iban}"]
        if name:
            fields += [f"?32{name[:27]}"] + ([f"?33{name[27:54]}"] if len(name) > 27 else [])
        lines, cur = [], f":86:{gvc}"
        for fld in fields:
            if len(cur) + len(fld) > 65:
                lines.append(cur)
                cur = fld
            else:
                cur += fld
        lines.append(cur)
        return out + lines

    def lines(self, acc, rows):
        base = min(r.date for r in acc.rows)
        base_m = base.year * 12 + base.month
        out: list[str] = []
        months: dict[tuple[int, int], list[Row]] = {}
        for r in rows:
            months.setdefault((r.date.year, r.date.month), []).append(r)
        blz = BLZ["BEVO"][0]
        for (y, m), group in sorted(months.items()):
            opening = group[0].balance_before
            closing = group[-1].balance_before + group[-1].minor

            def bal(minor: int, d: dt.date) -> str:
                return f"{'C' if minor >= 0 else 'D'}{d.strftime('%y%m%d')}EUR{money(minor).lstrip('-')}"
            out += [":20:STARTUMSE", f":25:{blz}/{acc.number}", f":28C:{y * 12 + m - base_m + 1:05d}/001",
                    f":60F:{bal(opening, group[0].date)}"]
            for r in group:
                out += self.record(acc, r)
            out += [f":62F:{bal(closing, group[-1].date)}", "-"]
        return out

    def records(self, lines):
        out, cur, d = [], [], None
        for line in lines:
            if line.startswith(":61:"):
                if cur:
                    out.append((d, "\n".join(cur)))
                y, mo, da = 2000 + int(line[4:6]), int(line[10:12]), int(line[12:14])
                d = dt.date(y - (1 if mo == 12 and line[6:8] == "01" else 0)
                            + (1 if mo == 1 and line[6:8] == "12" else 0), mo, da)
                cur = [line]
            elif cur and not line.startswith(":6") and not line.startswith(":2") and line != "-":
                cur.append(line)
            elif cur:
                out.append((d, "\n".join(cur)))
                cur = []
        if cur:
            out.append((d, "\n".join(cur)))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-{BLZ['BEVO'][0]}_{p.account.number}_{f.last.strftime('%Y%m%d')}.sta"


class Camt053(Layout):
    """ISO 20022 camt.053.001.02 (shared/formats/camt/camt052.xml, a German savings bank's report:
    the same <Ntry> shape with BookgDt, ValDt, AcctSvcrRef, BkTxCd (ZKA proprietary `NDDT+105`),
    Refs, RltdPties Dbtr/Cdtr with names and IBANs, the creditor id, RmtInf/Ustrd, AddtlNtryInf):
    one <Stmt> per export with opening and closing balances, entries oldest first, UTF-8."""
    id = "camt053-de"
    newest_first = False
    CC = "DE"
    CODES = {"DD": ("PMNT", "IDDT", "ESDD", "NDDT+105", "SEPA-BASISLASTSCHRIFT"),
             "SO": ("PMNT", "ICDT", "STDO", "NSTO+117", "DAUERAUFTRAG"),
             "TRF": ("PMNT", "ICDT", "ESCT", "NTRF+116", "SEPA-UEBERWEISUNG"),
             "INC": ("PMNT", "RCDT", "ESCT", "NTRF+166", "SEPA-GUTSCHRIFT"),
             "CARD": ("PMNT", "CCRD", "POSD", "NMSC+106", "KARTENZAHLUNG"),
             "ATM": ("PMNT", "CCRD", "CWDL", "NMSC+083", "BARGELDAUSZAHLUNG"),
             "INT": ("ACMT", "MDOP", "INTR", "NMSC+805", "ABSCHLUSS")}

    def own_bank(self) -> tuple[str, str]:
        bk = OWN_BANK[self.id][1]
        return bic(self.CC, bk), BANK_NAMES[bk]

    def ustrd(self, acc, r: Row) -> str:
        if r.kind == "CARD":
            return f"{term(r)} {r.tx_date.isoformat()}T{r.time}:00 Karte1 2028-12{fx(r)}"
        if r.kind == "ATM":
            return f"GA {r.city} {r.tx_date.strftime('%d.%m')} {r.time} Karte1"
        if r.kind == "INT":
            return f"Abrechnung {r.date.strftime('%d.%m.%Y')}"
        return r.purpose

    def party(self, r: Row) -> str:
        return "" if r.kind in ("ATM", "INT") else r.payee

    def desc(self, acc, r):
        return " | ".join(x for x in (self.party(r), self.ustrd(acc, r)) if x)

    def entry(self, acc, r: Row) -> list[str]:
        e = escape
        dom, fam, sub, prtry, word = self.CODES[r.kind]
        out_ = r.minor < 0
        amt = f"{abs(r.minor) // 100}.{abs(r.minor) % 100:02d}"
        x = ["      <Ntry>", f'        <Amt Ccy="EUR">{amt}</Amt>',
             f"        <CdtDbtInd>{'DBIT' if out_ else 'CRDT'}</CdtDbtInd>", "        <Sts>BOOK</Sts>",
             "        <BookgDt>", f"          <Dt>{r.date.isoformat()}</Dt>", "        </BookgDt>",
             "        <ValDt>", f"          <Dt>{val(r).isoformat()}</Dt>", "        </ValDt>",
             f"        <AcctSvcrRef>{e(r.bank_ref)}</AcctSvcrRef>", "        <BkTxCd>", "          <Domn>",
             f"            <Cd>{dom}</Cd>", "            <Fmly>", f"              <Cd>{fam}</Cd>",
             f"              <SubFmlyCd>{sub}</SubFmlyCd>", "            </Fmly>", "          </Domn>"]
        if self.CC == "DE":
            x += ["          <Prtry>", f"            <Cd>{prtry}+{eu._digits(r.bank_ref, 4)}</Cd>",
                  "            <Issr>ZKA</Issr>", "          </Prtry>"]
        x += ["        </BkTxCd>", "        <NtryDtls>", "          <TxDtls>", "            <Refs>"]
        if r.e2e:
            x.append(f"              <EndToEndId>{e(r.e2e)}</EndToEndId>")
        if r.mandate:
            x.append(f"              <MndtId>{e(r.mandate)}</MndtId>")
        x += ["            </Refs>", f'            <AmtDtls><TxAmt><Amt Ccy="EUR">{amt}</Amt></TxAmt></AmtDtls>']
        party = self.party(r)
        if party or r.iban:
            me = [f"                <Nm>{e(acc.holder)}</Nm>"]
            other = [f"                <Nm>{e(party)}</Nm>"] if party else []
            if r.cid:
                other += ["                <Id>", "                  <PrvtId>", "                    <Othr>",
                          f"                      <Id>{r.cid}</Id>",
                          "                      <SchmeNm><Prtry>SEPA</Prtry></SchmeNm>", "                    </Othr>",
                          "                  </PrvtId>", "                </Id>"]
            own_acc = [f"                <Id><IBAN>{acc.iban}</IBAN></Id>"]
            their_acc = [f"                <Id><IBAN>{r.iban}</IBAN></Id>"] if r.iban else []
            dbtr, cdtr = (me, other) if out_ else (other, me)
            dacc, cacc = (own_acc, their_acc) if out_ else (their_acc, own_acc)
            x.append("            <RltdPties>")
            x += ["              <Dbtr>"] + dbtr + ["              </Dbtr>"]
            if dacc:
                x += ["              <DbtrAcct>"] + dacc + ["              </DbtrAcct>"]
            x += ["              <Cdtr>"] + cdtr + ["              </Cdtr>"]
            if cacc:
                x += ["              <CdtrAcct>"] + cacc + ["              </CdtrAcct>"]
            if r.opts.get("other"):
                x += ["              <UltmtCdtr>", f"                <Nm>{e(r.opts['other'])}</Nm>",
                      "              </UltmtCdtr>"]
            x.append("            </RltdPties>")
            if r.bic:
                agent = "CdtrAgt" if out_ else "DbtrAgt"
                x += ["            <RltdAgts>",
                      f"              <{agent}><FinInstnId><BIC>{r.bic}</BIC></FinInstnId></{agent}>",
                      "            </RltdAgts>"]
        x += ["            <RmtInf>", f"              <Ustrd>{e(self.ustrd(acc, r))}</Ustrd>", "            </RmtInf>",
              "          </TxDtls>", "        </NtryDtls>", f"        <AddtlNtryInf>{e(self.word(r))}</AddtlNtryInf>",
              "      </Ntry>"]
        return x

    def word(self, r: Row) -> str:
        return self.CODES[r.kind][4]

    def lines(self, acc, rows):
        first, last = min(r.date for r in rows), max(r.date for r in rows)
        opening = min(rows, key=lambda r: r.counter).balance_before
        closing = opening + sum(r.minor for r in rows)
        own_bic, own_name = self.own_bank()
        base = min(r.date for r in acc.rows)
        seq = (last.year - base.year) * 12 + last.month - base.month + 1

        def bal(code: str, minor: int, d: dt.date) -> list[str]:
            return ["      <Bal>", "        <Tp>", "          <CdOrPrtry>", f"            <Cd>{code}</Cd>",
                    "          </CdOrPrtry>", "        </Tp>",
                    f'        <Amt Ccy="EUR">{abs(minor) // 100}.{abs(minor) % 100:02d}</Amt>',
                    f"        <CdtDbtInd>{'CRDT' if minor >= 0 else 'DBIT'}</CdtDbtInd>", "        <Dt>",
                    f"          <Dt>{d.isoformat()}</Dt>", "        </Dt>", "      </Bal>"]
        out = ['<?xml version="1.0" encoding="UTF-8"?>',
               '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" '
               'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
               'xsi:schemaLocation="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02 camt.053.001.02.xsd">',
               "  <BkToCstmrStmt>", "    <GrpHdr>",
               f"      <MsgId>camt53_{last.strftime('%Y%m%d')}180500_{acc.number[-6:]}</MsgId>",
               f"      <CreDtTm>{last.isoformat()}T18:05:00+01:00</CreDtTm>", "    </GrpHdr>", "    <Stmt>",
               f"      <Id>{acc.iban[-10:]}-{first.strftime('%Y%m%d')}</Id>", f"      <ElctrncSeqNb>{seq}</ElctrncSeqNb>",
               f"      <CreDtTm>{last.isoformat()}T18:05:00+01:00</CreDtTm>", "      <FrToDt>",
               f"        <FrDtTm>{first.isoformat()}T00:00:00+01:00</FrDtTm>",
               f"        <ToDtTm>{last.isoformat()}T23:59:59+01:00</ToDtTm>", "      </FrToDt>", "      <Acct>",
               "        <Id>", f"          <IBAN>{acc.iban}</IBAN>", "        </Id>", "        <Ccy>EUR</Ccy>",
               "        <Ownr>", f"          <Nm>{escape(acc.holder)}</Nm>", "        </Ownr>", "        <Svcr>",
               "          <FinInstnId>", f"            <BIC>{own_bic}</BIC>", f"            <Nm>{escape(own_name)}</Nm>",
               "          </FinInstnId>", "        </Svcr>", "      </Acct>"]
        out += bal("PRCD", opening, first - dt.timedelta(days=1)) + bal("CLBD", closing, last)
        for r in rows:
            out += self.entry(acc, r)
        out += ["    </Stmt>", "  </BkToCstmrStmt>", "</Document>"]
        return out

    def records(self, lines):
        out, cur, d, in_bookg = [], None, None, False
        for line in lines:
            s = line.strip()
            if s == "<Ntry>":
                cur, d = [s], None
                continue
            if cur is None:
                continue
            cur.append(s)
            if s == "<BookgDt>":
                in_bookg = True
            elif in_bookg and s.startswith("<Dt>"):
                d, in_bookg = dt.date.fromisoformat(s[4:14]), False
            elif s == "</Ntry>":
                out.append((d, "\n".join(cur)))
                cur = None
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-camt053_{p.account.iban}_{f.first.strftime('%Y%m%d')}_{f.last.strftime('%Y%m%d')}.xml"


# ----------------------------------------------------------------------------------------------
# Austrian layouts

class Camt053AT(Camt053):
    """camt.053.001.02 from an Austrian bank (Erste Bank / George download): as `Camt053` without
    the German proprietary codes, Austrian booking words."""
    id = "camt053-at"
    CC = "AT"
    WORDS = {"DD": "Lastschrift", "SO": "Dauerauftrag", "TRF": "Überweisung", "INC": "Gutschrift",
             "CARD": "Bezahlung Karte", "ATM": "Bargeldbehebung", "INT": "Abschluss"}

    def word(self, r):
        return self.WORDS[r.kind]

    def ustrd(self, acc, r):
        if r.kind == "CARD":
            return f"POS {money(-r.minor)} AT K1 {r.tx_date.strftime('%d.%m.')} {r.time} {r.payee} {place(r)}{fx(r)}"
        if r.kind == "ATM":
            return f"Bankomat {r.city} {r.tx_date.strftime('%d.%m.')} {r.time} K1"
        return super().ustrd(acc, r)


AT_PLACES = (("1010", "Wien"), ("4020", "Linz"), ("8010", "Graz"), ("5020", "Salzburg"), ("6020", "Innsbruck"),
             ("9020", "Klagenfurt"), ("2344", "Maria Enzersdorf"), ("3100", "St. Poelten"), ("6900", "Bregenz"))
AT_STREETS = ("Hauptstrasse", "Bahnhofstrasse", "Landstrasse", "Wiener Strasse", "Kaiserstrasse", "Industriezeile",
              "Linzer Strasse", "Schillerplatz")


def at_address(name: str) -> tuple[str, str]:
    h = eu._h("addr " + name)
    plz, city = AT_PLACES[(h // 7) % len(AT_PLACES)]
    return f"{AT_STREETS[h % len(AT_STREETS)]} {h % 180 + 1}", f"{plz} {city}"


class OberbankAT(Layout):
    """Oberbank (shared/formats/oberbank-at/oberbank.csv): `Buchungsdatum;Wertstellung;Betrag;Währung;
    Auftraggebername;Auftraggeber IBAN/Kto.Nr.;Auftraggeber BIC/BLZ;Empfängername;Empfänger IBAN/
    Kto.Nr.;Empfänger BIC/BLZ;Text;Verwendungszweck`, latin-1, DD.MM.YYYY, signed amounts. On money
    out the six party columns are empty and `Text` is `<purpose>, <payee>, <address>, <town>`; on
    money in the payer's columns are filled and `Text` is `<holder>, <purpose>`."""
    id = "oberbank-at"
    encoding = "latin-1"
    newest_first = True

    def text(self, acc, r: Row) -> str:
        if r.kind in ("DD", "SO", "TRF"):
            street, town = at_address(r.payee)
            return f"{r.purpose}, {r.payee}, {street}, {town}"
        if r.kind == "INC":
            return f"{acc.holder}, {r.purpose}"
        if r.kind == "CARD":
            return f"POS {money(-r.minor)} AT K1 {r.tx_date.strftime('%d.%m.')} {r.time} {r.payee} {place(r)}{fx(r)}"
        if r.kind == "ATM":
            return f"Bargeldbehebung Bankomat {r.city} {r.tx_date.strftime('%d.%m.')} {r.time} K1"
        return "Abschluss"

    def vzweck(self, r: Row) -> str:
        return r.purpose if r.kind == "INC" else ""

    def desc(self, acc, r):
        return flat(" | ".join(x for x in (self.text(acc, r), self.vzweck(r)) if x))

    def lines(self, acc, rows):
        out = ["Buchungsdatum;Wertstellung;Betrag;Währung;Auftraggebername;Auftraggeber IBAN/Kto.Nr.;"
               "Auftraggeber BIC/BLZ;Empfängername;Empfänger IBAN/Kto.Nr.;Empfänger BIC/BLZ;Text;Verwendungszweck"]
        own_bic = AT_BANKS["OBKL"][1]
        for r in rows:
            party = ["", "", "", "", "", ""]
            if r.kind == "INC":
                party = [flat(r.payee), r.iban, r.bic, flat(acc.holder), acc.iban, own_bic]
            out.append(";".join([r.date.strftime("%d.%m.%Y"), val(r).strftime("%d.%m.%Y"), money(r.minor), "EUR"]
                                + party + [flat(self.text(acc, r)), flat(self.vzweck(r))]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-oberbank_{p.account.number}_{f.last.strftime('%Y%m%d')}.csv"


class LivebankAT(Layout):
    """livebank (shared/formats/livebank-at/livebank.csv): `Kontonummer;Auszugsnummer;Buchungsdatum;
    Valutadatum;Umsatzzeit;Zahlungsreferenz;Waehrung;Betrag;Buchungstext;Umsatztext`, ISO dates, a DB2
    timestamp, signed amounts with thousands dots, the booking kind quoted in `Buchungstext` and the
    Umsatztext spilling over more cells than the header has (payee, purpose, references); latin-1,
    CRLF, newest first."""
    id = "livebank-at"
    encoding = "latin-1"
    newline = "\r\n"
    newest_first = True
    WORDS = {"DD": "Datenträger-Umsatz", "SO": "Dauerauftrag", "TRF": "Internetauftrag", "INC": "Datenträger-Umsatz",
             "CARD": "Bezahlung Maestro", "ATM": "Bargeldbehebung", "INT": "Abschluss"}

    def texts(self, acc, r: Row) -> list[str]:
        if r.kind == "DD":
            return [r.payee, r.purpose, f"Mandat: {r.mandate} CID: {r.cid}", f"REF: {r.e2e}"]
        if r.kind == "SO":
            return [r.payee, r.purpose]
        if r.kind == "TRF":
            return [r.purpose, r.bank_ref[:12], r.payee]
        if r.kind == "INC":
            return [r.payee, r.purpose, f"REF: {r.e2e}"]
        if r.kind == "CARD":
            return [f"{r.payee} {place(r)}".strip(), f"{r.tx_date.strftime('%d.%m.')} {r.time} K1{fx(r)}"]
        if r.kind == "ATM":
            return [f"Bankomat {r.city}", f"{r.tx_date.strftime('%d.%m.')} {r.time} K1"]
        return ["Kontoabschluss"]

    def desc(self, acc, r):
        return flat(" | ".join([self.WORDS[r.kind]] + [t for t in self.texts(acc, r) if t]), '"')

    def lines(self, acc, rows):
        base = min(r.date for r in acc.rows)
        out = ["Kontonummer;Auszugsnummer;Buchungsdatum;Valutadatum;Umsatzzeit;Zahlungsreferenz;Waehrung;Betrag;"
               "Buchungstext;Umsatztext"]
        for r in rows:
            h = eu._h(r.bank_ref)
            stamp = f"{r.date.isoformat()}-{h % 14 + 6:02d}.{h // 14 % 60:02d}.{h // 840 % 60:02d}.{h % 999999 + 1}"
            texts = [flat(t, '"') for t in self.texts(acc, r)]
            cells = [(t if i == 0 and r.kind == "DD" else f'"{t}"') for i, t in enumerate(texts)]
            stmt = (r.date.year - base.year) * 12 + r.date.month - base.month + 1
            out.append(";".join([acc.number[-8:], str(stmt), r.date.isoformat(), val(r).isoformat(), stamp, '""',
                                 "EUR", money(r.minor, "."), f'"{self.WORDS[r.kind]}"'] + cells))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-livebank_{p.account.number[-8:]}_{f.last.strftime('%Y%m%d')}.csv"

    def date_of(self, line):
        try:
            return dt.date.fromisoformat(line.split(";")[2])
        except (ValueError, IndexError):
            return None


# ----------------------------------------------------------------------------------------------
# French layouts (public importers' fixtures and parsers; no sample in shared/formats)

class FrLayout(Layout):
    encoding = "latin-1"
    newest_first = True

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line.split(";")[0].strip('"'), "%d/%m/%Y").date()
        except (ValueError, IndexError):
            return None


class BnpParibasFR(FrLayout):
    """BNP Paribas (and Hello bank!): an account line (`Compte de chèques ****1234;Solde au …`), a line
    of semicolons, then `Date operation;Categorie operation;Sous Categorie operation;Libelle operation;
    Montant operation`, DD-MM-YYYY, signed decimal-comma amounts with space thousands, the bank's
    categories, cp1252. Libellés as BNP composes them: `PRLV SEPA <CREANCIER> ECH/<ddmmyy> ID
    EMETTEUR/<ICS> MDT/<mandat> REF/<ref> LIB/<libellé>`, `VIR SEPA EMIS /MOTIF … /BEN … /REFDO …`,
    `FACTURE CARTE DU <ddmmyy> <COMMERCE> CARTE 4974XXXXXXXX1234`."""
    id = "bnp-paribas-fr"
    encoding = "cp1252"
    CATS = {"housing": ("Logement", "Loyer"), "loan": ("Banque et assurances", "Remboursement de prêt"),
            "water": ("Logement", "Energie (eau, gaz, électricité, fioul)"),
            "energy": ("Logement", "Energie (eau, gaz, électricité, fioul)"),
            "tax": ("Impôts et taxes", "Impôts et taxes - autres"),
            "telecom": ("Abonnements et Telephonie", "Téléphone"),
            "insurance": ("Banque et assurances", "Assurances"), "shopping": ("Achats et shopping", "Achats en ligne"),
            "income": ("Revenus", "Salaires et revenus d'activité"),
            "cash": ("Retraits, Chèques et Virements", "Retrait d'espèces"),
            "interest": ("Banque et assurances", "Intérêts"), "card": ("Vie Quotidienne", "Vie quotidienne - autres"),
            "transfer": ("Retraits, Chèques et Virements", "Virement émis"),
            "other": ("Non catégorisé", "Non catégorisé")}

    def libelle(self, acc, r: Row) -> str:
        up, pu = r.payee.upper(), r.purpose.upper()
        if r.kind == "DD":
            return (f"PRLV SEPA {up} ECH/{r.date.strftime('%d%m%y')} ID EMETTEUR/{r.cid} MDT/{r.mandate} "
                    f"REF/{r.e2e} LIB/{pu}")
        if r.kind == "SO":
            return f"VIR PERMANENT EMIS /MOTIF {pu} /BEN {up} /REFDO {eu._digits(r.bank_ref, 10)}"
        if r.kind == "TRF":
            return f"VIR SEPA EMIS /MOTIF {pu} /BEN {up} /REFDO {eu._digits(r.bank_ref, 10)}"
        if r.kind == "INC":
            return f"VIR SEPA RECU /DE {up} /MOTIF {pu} /REF {r.e2e}"
        if r.kind == "CARD":
            return (f"FACTURE CARTE DU {r.tx_date.strftime('%d%m%y')} {up} {place(r).upper()} CARTE "
                    f"4974XXXXXXXX{acc.card[-4:]}{fx(r)}")
        if r.kind == "ATM":
            return f"RETRAIT DAB {r.tx_date.strftime('%d/%m/%y')} {r.city.upper()} CARTE 4974XXXXXXXX{acc.card[-4:]}"
        return "INTERETS CREDITEURS"

    def desc(self, acc, r):
        return flat(self.libelle(acc, r))

    def lines(self, acc, rows):
        last = max(r.date for r in rows)
        end = min(rows, key=lambda r: r.counter).balance_before + sum(r.minor for r in rows)
        out = [f"Compte de chèques ****{acc.number[-4:]};Solde au {last.strftime('%d/%m/%Y')};{money(end, ' ')};EUR;;;",
               ";;;;;;", "Date operation;Categorie operation;Sous Categorie operation;Libelle operation;Montant operation"]
        for r in rows:
            cat, sub = self.CATS[topic(r)]
            out.append(";".join([r.date.strftime("%d-%m-%Y"), cat, sub, self.desc(acc, r), money(r.minor, " ")]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-E{p.account.number}_{f.last.strftime('%d%m%Y')}.csv"

    def date_of(self, line):
        try:
            return dt.datetime.strptime(line.split(";")[0], "%d-%m-%Y").date()
        except (ValueError, IndexError):
            return None


class CaisseEpargneFR(FrLayout):
    """Caisse d'Épargne / Banque Populaire (BPCE): `Date de comptabilisation;Libelle simplifie;
    Libelle operation;Reference;Informations complementaires;Type operation;Categorie;Sous categorie;
    Debit;Credit;Date operation;Date de valeur;Pointage operation`, DD/MM/YYYY, debits `-12,30`,
    credits `+1800,00`, the counterparty as given (`PayPal`, `EAU DE PARIS`) in the simplified label,
    `PRLV …` / `CB … FACT ddmmyy` / `VIR SEPA …` in the full one, latin-1, CRLF, newest first.
    subscan dates rows by `Date operation` (a card's day of use), the truth by the booking day: the
    family books this bank's card payments on their day of use."""
    id = "caisse-epargne-fr"
    newline = "\r\n"
    TYPES = {"DD": "Prelevement", "CARD": "Carte bancaire", "SO": "Virement permanent", "TRF": "Virement emis",
             "INC": "Virement recu", "ATM": "Retrait", "INT": "Interets"}
    CATS = {"housing": ("Logement", "Loyer"), "loan": ("Banque", "Credit immobilier"), "water": ("Logement", "Eau"),
            "energy": ("Logement", "Electricite, gaz"), "tax": ("Impots et taxes", "Impots - autre"),
            "telecom": ("Abonnements", "Telephonie - internet"), "insurance": ("Assurances", "Assurance - autre"),
            "shopping": ("Shopping et services", "Shopping - autre"), "income": ("Rentree d'argent", "Salaires"),
            "cash": ("Retrait d'especes", "Retrait"), "interest": ("Banque", "Interets"),
            "card": ("Vie quotidienne", "Vie quotidienne - autre"), "transfer": ("Virements", "Virement emis"),
            "other": ("A categoriser", "A categoriser - sortie d'argent")}

    def parts(self, acc, r: Row) -> tuple[str, str, str, str]:
        """Libellé simplifié, libellé opération, référence, informations complémentaires."""
        up = r.payee.upper()
        if r.kind == "DD":
            return r.payee, f"PRLV {up}", r.e2e[:16], f"{r.mandate}-{r.purpose}"
        if r.kind == "CARD":
            return (r.payee, f"CB {up} FACT {r.tx_date.strftime('%d%m%y')}", eu._alnum(random.Random(r.bank_ref), 7),
                    f"{r.tx_date.strftime('%d%m%y')} CB****{acc.card[-4:]}{fx(r)}")
        if r.kind == "SO":
            return r.payee, f"VIR PERMANENT {up}", r.bank_ref[:16], r.purpose
        if r.kind == "TRF":
            return r.payee, f"VIR SEPA {up}", r.bank_ref[:16], r.purpose
        if r.kind == "INC":
            return r.payee, f"VIR SEPA {up}", r.e2e[:16], f"{r.e2e} {r.purpose}"
        if r.kind == "ATM":
            return "RETRAIT DAB", f"RETRAIT DAB {r.tx_date.strftime('%d/%m')} {r.city.upper()}", "", \
                f"{r.tx_date.strftime('%d%m%y')} CB****{acc.card[-4:]}"
        return "INTERETS", "INTERETS CREDITEURS", "", ""

    def desc(self, acc, r):
        simple, full, _, info = self.parts(acc, r)
        return flat(" | ".join(x for x in (simple, full, info) if x))

    def lines(self, acc, rows):
        out = ["Date de comptabilisation;Libelle simplifie;Libelle operation;Reference;Informations complementaires;"
               "Type operation;Categorie;Sous categorie;Debit;Credit;Date operation;Date de valeur;Pointage operation"]
        for r in rows:
            simple, full, ref, info = (flat(x) for x in self.parts(acc, r))
            cat, sub = self.CATS[topic(r)]
            out.append(";".join([r.date.strftime("%d/%m/%Y"), simple, full, ref, info, self.TYPES[r.kind], cat, sub,
                                 money(r.minor) if r.minor <= 0 else "", money(r.minor, "", "+") if r.minor > 0 else "",
                                 val(r).strftime("%d/%m/%Y"), r.date.strftime("%d/%m/%Y"), "0"]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-{f.last.strftime('%d%m%Y')}_{p.account.number}.csv"


class CicFR(FrLayout):
    """CIC / Crédit Mutuel: `Date;Date de valeur;Débit;Crédit;Libellé;Solde`, DD/MM/YYYY, the debit
    negative in `Débit`, the balance after each row, libellés with every word capitalised (`Prlv
    Sepa Eau De Paris …`, `Vir De M Dupont …`, `Paiement Cb 1203 Netflix.com …`), latin-1."""
    id = "cic-fr"

    def libelle(self, acc, r: Row) -> str:
        if r.kind == "DD":
            return title(f"PRLV SEPA {r.payee} {r.purpose}")
        if r.kind == "SO":
            return title(f"VIR PERMANENT {r.payee} {r.purpose}")
        if r.kind == "TRF":
            return title(f"VIR SEPA {r.payee} {r.purpose}")
        if r.kind == "INC":
            return title(f"VIR DE {r.payee} {r.purpose}")
        if r.kind == "CARD":
            card_no = acc.card[-8:].replace(" ", "")
            return title(f"PAIEMENT CB {r.tx_date.strftime('%d%m')} {r.payee} {place(r)} CARTE {card_no}") + fx(r)
        if r.kind == "ATM":
            return title(f"RETRAIT DAB {r.tx_date.strftime('%d%m')} {r.city} CARTE {acc.card[-8:].replace(' ', '')}")
        return "Interets Crediteurs"

    def desc(self, acc, r):
        return flat(self.libelle(acc, r))

    def lines(self, acc, rows):
        out = ["Date;Date de valeur;Débit;Crédit;Libellé;Solde"]
        for r in rows:
            out.append(";".join([r.date.strftime("%d/%m/%Y"), val(r).strftime("%d/%m/%Y"),
                                 money(r.minor) if r.minor <= 0 else "", money(r.minor) if r.minor > 0 else "",
                                 self.desc(acc, r), money(r.balance_before + r.minor)]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-{p.account.number}_{f.last.strftime('%Y%m%d')}.csv"


class FortuneoFR(FrLayout):
    """Fortuneo: `Date opération;Date valeur;libellé;Débit;Crédit;`, DD/MM/YYYY, the debit negative,
    integral amounts without decimals, the libellé naming the counterparty only (`PRLV SEPA EAU DE
    PARIS`, `CARTE 24/06 NETFLIX.COM`, `VIR PERMANENT M DUPONT JEAN`), cp1252, newest first."""
    id = "fortuneo-fr"
    encoding = "cp1252"

    def libelle(self, acc, r: Row) -> str:
        up = r.payee.upper()
        if r.kind == "DD":
            return f"PRLV SEPA {up}"
        if r.kind == "SO":
            return f"VIR PERMANENT {up}"
        if r.kind == "TRF":
            return f"VIR SEPA {up}"
        if r.kind == "INC":
            return f"VIR SEPA {up}"
        if r.kind == "CARD":
            return f"CARTE {r.tx_date.strftime('%d/%m')} {up}{fx(r)}"
        if r.kind == "ATM":
            return f"RETRAIT DAB {r.tx_date.strftime('%d/%m')} {r.city.upper()}"
        return "INTERETS CREDITEURS"

    def desc(self, acc, r):
        return flat(self.libelle(acc, r))

    @staticmethod
    def amount(minor: int) -> str:
        s = money(minor)
        return s[:-3] if s.endswith(",00") else s

    def lines(self, acc, rows):
        out = ["Date opération;Date valeur;libellé;Débit;Crédit;"]
        for r in rows:
            out.append(";".join([r.date.strftime("%d/%m/%Y"), val(r).strftime("%d/%m/%Y"), self.desc(acc, r),
                                 self.amount(r.minor) if r.minor <= 0 else "",
                                 self.amount(r.minor) if r.minor > 0 else ""]))
        return out

    def file_name(self, p, f, k):
        return f"{p.id}-HistoriqueOperations_{p.account.number}_du_{f.first.strftime('%d_%m_%Y')}_au_" \
               f"{f.last.strftime('%d_%m_%Y')}.csv"


RENDER: dict[str, eu.Layout] = {c.id: c() for c in (PostbankDE, DeutscheBankDE, VrBankDE, OutbankDE, Mt940DE,
                                                     Camt053, Camt053AT, OberbankAT, LivebankAT, BnpParibasFR,
                                                     CaisseEpargneFR, CicFR, FortuneoFR)}


# ----------------------------------------------------------------------------------------------
# Writing

def write_persona(p: ed.Persona, folder: str) -> list[str]:
    return eu.write_persona(p, folder, RENDER)


def persona_truth(p: ed.Persona) -> dict[str, str]:
    """What truth.json adds to a persona of this family: its bank, language and IBAN."""
    return {"bank": p.account.bank, "language": p.lang, "iban": p.account.iban}  # type: ignore[attr-defined]


def write_all(personas: list[ed.Persona], folder: str, seed: int) -> dict[str, list[str]]:
    """Exports (bank layouts), labels and truth.json into folder; returns persona id -> export paths."""
    return eu.write_all(personas, folder, seed, "eu4", RENDER, persona_truth)


def overlap_rows(p: ed.Persona, folder: str, render: dict | None = None) -> list[list[str]]:
    """For the self-test: each export's records (`Layout.records`) dated inside the overlap, the
    layouts from `render` (this family's `RENDER` unless given: eu5 passes its own)."""
    layout = (render or RENDER)[p.account.bank]  # type: ignore[attr-defined]
    lo, hi = p.overlap()
    out = []
    for f in p.files:
        with open(os.path.join(folder, f.name), encoding=layout.encoding, newline="") as fh:
            lines = fh.read().split(layout.newline)
        out.append(sorted(text for d, text in layout.records(lines) if lo <= d <= hi))
    return out
