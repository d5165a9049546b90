"""Held-out family of labelled bank histories for `scripts/eval-detect --family heldout`.

Whoever tunes the detector must not tune on this file nor on the data it writes: it exists only
to be scored, separately from the tuning family of scripts/evaldata.py. It reuses evaldata.py's
machinery (the data model, `Offer`, `_svc`, `Plan`, `Builder.build_stream`, the hard-negative
generator, the writers and every truth rule documented there) and changes only what a held-out
family needs to be new:

* two locales no tuning persona has: Germany "DE" and France "FR", both in EUR;
* their own services (about 30 per locale), written the way German and French bank exports
  print them once payee and purpose are joined into one description: SEPA direct debits with the
  creditor's legal entity name, EREF/MREF/CRED fields and customer numbers ("Telekom Deutschland
  GmbH", "Vattenfall Europe Sales GmbH", "PRLV SEPA EDF CLIENTS PARTICULIERS ECH/..."), PayPal as
  the payee with the real merchant in the purpose ("PayPal Europe S.a.r.l. et Cie S.C.A
  1043839282193 PP.3391.PP . Spotify AB, Ihr Einkauf bei Spotify AB"), card lines with the card
  date or a timestamp ("CB NETFLIX.COM 12/03", "KARTENZAHLUNG ... 2026-03-12T06:12:44"), standing
  orders ("Dauerauftrag Miete", "VIR PERMANENT LOYER"), a cleaner paid by transfer to a person;
* their own hard negatives in the same shapes (REWE SAGT DANKE, CB CARREFOUR CITY, fuel, Amazon
  orders, PayPal one-off purchases, ATM, salary "LOHN/GEHALT ... 03.2026");
* reference codes that change with every charge and codes that stay fixed per contract, through
  a second placeholder syntax `[[...]]` resolved after the persona is built (see `TOKENS`);
* services renamed mid-history on fixed calendar dates (`ERA_CUTS`): HBO NOW -> HBO MAX ->
  MAX.COM, NUMERICABLE-SFR -> SFR SA -> SFR, a gym chain rebranded.

catalogId follows evaldata.py's rule: only well-known global brands get one (the ids evaldata.py
already uses for them, plus audible, crunchyroll, hbo-max, hellofresh); telecoms, utilities,
insurers, banks, landlords, gyms and newspapers of DE/FR have catalogId null, whatever a catalog
may know about them.

Feature labels added on top of evaldata.py's: `renamed` (the stream's charges show more than one
name), `rotating-ref` (at least half of the stream's charges have a description of their own),
`processor-prefix` (also for PayPal Europe lines and card/SEPA prefixes before a processor).

Deterministic: every draw comes from `random.Random` instances seeded from the run seed and the
persona number (string seeds, hashed by `random` itself, not by Python's salted `hash`).
"""
from __future__ import annotations

import datetime as dt
import random
import re
import types

import evaldata as ed
from evaldata import _svc

FAMILY = "heldout"
LABEL = "held-out (DE, FR)"
LOCALES = {"DE": "EUR", "FR": "EUR"}
LOCALE_PATTERN = ("DE", "FR")
AS_OF_BASE = ed.AS_OF_BASE
# Renames happen on these dates for every customer (era 0 before the first, 1, 2 after the last).
ERA_CUTS = (dt.date(2025, 9, 1), dt.date(2026, 4, 1))
# Descriptor beginnings that name a payment processor or wallet rather than the merchant, once a
# card or SEPA booking prefix ("CB ", "PRLV SEPA ", "KARTENZAHLUNG ") is removed.
PROCESSOR_PREFIXES = ed.PROCESSOR_PREFIXES + ("PAYPAL EUROPE", "GOOGLE PAYMENT", "AMAZON PAYMENTS", "APPLE SERVICES")
BOOKING_PREFIXES = ("CB ", "PRLV SEPA ", "SEPA-LASTSCHRIFT ", "KARTENZAHLUNG ", "VISA ")

# PayPal as payee, the merchant in the purpose (German and French bank exports).
PP_DE = "PayPal Europe S.a.r.l. et Cie S.C.A [[N13]] PP.[[PPC]].PP . {m}, Ihr Einkauf bei {m}"
PP_FR = "PRLV SEPA PAYPAL EUROPE S.A.R.L. ET CIE S.C.A [[N13]] PP.[[PPC]].PP {m}"


def pp_de(m: str) -> str:
    return PP_DE.replace("{m}", m)


def pp_fr(m: str) -> str:
    return PP_FR.replace("{m}", m)


# ----------------------------------------------------------------------------------------------
# Services

POOLS: dict[str, list[ed.Service]] = {
    "DE": [
        _svc("Netflix", "netflix", "streaming", "digital",
             [("monthly", "4.99"), ("monthly", "13.99", "12.99"), ("monthly", "19.99", "17.99")],
             [pp_de("Netflix International B.V."), "KARTENZAHLUNG NETFLIX.COM [[ISOTS]] Debitk.1 [[VJ]]",
              "NETFLIX.COM//Amsterdam/NL [[ISOTS]]",
              "SEPA-LASTSCHRIFT Netflix International B.V. Netflix Mitgliedschaft [[N12]]"], weight=3),
        _svc("Spotify", "spotify", "music", "digital",
             [("monthly", "10.99", "9.99"), ("monthly", "17.99", "14.99"), ("monthly", "5.99")],
             [pp_de("Spotify AB"), "Spotify AB Stockholm P{hex}", "SPOTIFY//Stockholm/SE [[ISOTS]]"], weight=3),
        _svc("Apple iCloud+", "apple-icloud", "cloud", "digital",
             [("monthly", "0.99"), ("monthly", "2.99"), ("monthly", "9.99")],
             ["KARTENZAHLUNG APPLE.COM/BILL [[ISOTS]] Debitk.1 [[VJ]]", pp_de("Apple Services"),
              "APPLE.COM/BILL//ITUNES.COM/IE [[ISOTS]]"], weight=3),
        _svc("Disney+", "disney-plus", "streaming", "digital",
             [("monthly", "9.99", "8.99"), ("monthly", "13.99", "11.99"), ("yearly", "99.90")],
             [pp_de("Disney Plus"), "DisneyPlus//Amsterdam/NL [[ISOTS]]", "DISNEY PLUS [[A12]] DisneyPlus Abo"],
             weight=2),
        _svc("YouTube Premium", "youtube-premium", "streaming", "digital",
             [("monthly", "12.99", "11.99"), ("monthly", "23.99", "17.99")],
             ["Google Payment Ireland Limited [[A16]] YouTube Premium",
              "GOOGLE *YouTube Premium//g.co/helppay#/GB [[ISOTS]]", pp_de("Google Payment Ireland Limited")],
             weight=2),
        _svc("Amazon Prime", "amazon-prime", "membership", "digital", [("monthly", "8.99"), ("yearly", "89.90")],
             ["Amazon Prime*{amz} Amazon.de Prime Mitgliedschaft",
              "AMAZON EU S.A R.L., NIEDERLASSUNG DEUTSCHLAND [[N3]]-[[N7]]-[[N7]] Prime Mitgliedschaft",
              "AMZN Prime DE*{amz}"], weight=2),
        _svc("Amazon Prime Video ad-free", "amazon-prime", "streaming", "digital", [("monthly", "2.99")],
             ["Prime Video*{amz}", "Prime Video*{amz} Amazon.de werbefrei"]),
        _svc("Audible", "audible", "books", "digital", [("monthly", "9.95")],
             ["Audible*{amz}", "AUDIBLE GMBH [[N10]] Audible Abo", pp_de("Audible GmbH")]),
        _svc("Crunchyroll", "crunchyroll", "streaming", "digital", [("monthly", "6.99"), ("monthly", "9.99")],
             ["Crunchyroll [[A5]] Premium", pp_de("Crunchyroll LLC"), "CRUNCHYROLL*[[A8]]//San Francisco/US [[ISOTS]]"]),
        _svc("HBO Max", "hbo-max", "streaming", "digital", [("monthly", "9.99"), ("monthly", "13.99")],
             ["[[ERA:HBO NOW|HBO MAX|MAX.COM]]//New York/US [[ISOTS]]",
              pp_de("[[ERA:HBO Now|HBO Max|Max.com]]")]),
        _svc("Microsoft 365", "microsoft-365", "software", "digital",
             [("monthly", "10.00", "7.00"), ("yearly", "99.00")],
             ["Microsoft Ireland Operations Ltd [[N12]] Microsoft 365 Single",
              "MSFT * E0400[[A7]]//msbill.info/IE [[ISOTS]]", pp_de("Microsoft Ireland Operations Ltd")]),
        _svc("Adobe Creative Cloud", "adobe-creative-cloud", "software", "digital",
             [("monthly", "66.45", "61.95"), ("monthly", "11.89")],
             ["Adobe Systems Software Ireland Ltd [[A13]] Adobe Creative Cloud",
              pp_de("Adobe Systems Software Ireland Ltd")]),
        _svc("Google One", "google-one", "cloud", "digital",
             [("monthly", "1.99"), ("monthly", "9.99"), ("yearly", "19.99")],
             ["Google Payment Ireland Limited [[A16]] Google One", "GOOGLE *Google One//g.co/helppay#/GB [[ISOTS]]"]),
        _svc("ChatGPT Plus", "chatgpt-plus", "software", "digital", [("monthly", "18.70")],
             ["OPENAI *CHATGPT SUBSCR//SAN FRANCISCO/US [[ISOTS]] USD 20,00", pp_de("OpenAI LLC")], fx=True),
        _svc("Hanse Tageblatt digital", None, "news", "news", [("monthly", "14.99", "12.99")],
             ["Hanse Tageblatt Verlag GmbH Abo-Nr. [[KN8]] Digitalabo [[MON]]", pp_de("Hanse Tageblatt Verlag GmbH")]),
        _svc("Kraftwerk Fitness", None, "gym", "gym", [("monthly", "29.90", "27.90")],
             ["[[ERA:KRAFTWERK FITNESS GMBH|KRAFTWERK FITNESS GMBH|KW FITNESS CLUB GMBH]] MITGLIEDSBEITRAG [[MON]]"
              " MITGL.-NR. [[KN6]]",
              "SEPA-LASTSCHRIFT [[ERA:Kraftwerk Fitness GmbH|Kraftwerk Fitness GmbH|KW Fitness Club GmbH]]"
              " EREF: [[A14]] MREF: [[KA10]]"], anchor=1),
        _svc("Kraftwerk Fitness", None, "gym", "gym-annual", [("yearly", "19.90")],
             ["[[ERA:KRAFTWERK FITNESS GMBH|KRAFTWERK FITNESS GMBH|KW FITNESS CLUB GMBH]] SERVICEPAUSCHALE [[Y]]"
              " MITGL.-NR. [[KN6]]"]),
        _svc("Basic-Fit", "basic-fit", "gym", "gym", [("monthly", "24.99", "19.99")],
             ["Basic-Fit Deutschland GmbH [[N10]] Mitgliedschaft", "SEPA-LASTSCHRIFT BASIC-FIT DEUTSCHLAND GMBH [[KA12]]"]),
        _svc("Telekom Deutschland", None, "telecom", "telecom", [("monthly", "44.95", "39.95"), ("monthly", "29.95")],
             ["Telekom Deutschland GmbH Festnetz Vertragskonto [[KN10]] RG [[N10]]/[[DOT]]",
              "SEPA-LASTSCHRIFT Telekom Deutschland GmbH EREF: [[A15]] MREF: [[KA13]] CRED: DE93ZZZ00000078611"
              " SVWZ: Mobilfunk Kd-Nr. [[KN10]] RG-Nr. [[N12]]"], shift=True),
        _svc("Vodafone", "vodafone", "telecom", "telecom", [("monthly", "39.99", "34.99")],
             ["Vodafone GmbH Kundennummer [[KN9]] Rechnung [[N12]] vom [[DOT]]",
              "SEPA-LASTSCHRIFT Vodafone GmbH EREF: [[N14]] MREF: [[KA18]]"], shift=True),
        _svc("O2 (Telefonica Germany)", None, "telecom", "telecom", [("monthly", "29.99"), ("monthly", "17.99")],
             ["Telefonica Germany GmbH & Co. OHG Kd-Nr. [[KN10]] Rg-Nr. [[N12]] o2 Mobilfunk",
              "SEPA-LASTSCHRIFT Telefonica Germany GmbH & Co. OHG [[KN10]]/[[N9]]"], shift=True),
        _svc("Vattenfall Strom", None, "utility", "electric", [("monthly", "86.00", "79.00")],
             ["Vattenfall Europe Sales GmbH Abschlag Strom Vertragskonto [[KN12]] [[MON]]",
              "SEPA-LASTSCHRIFT Vattenfall Europe Sales GmbH EREF: [[A16]] MREF: [[KA12]] CRED: DE73ZZZ00000083766"
              " SVWZ: Abschlag VK [[KN12]]"], shift=True),
        _svc("E.ON Strom", None, "utility", "electric", [("monthly", "74.00", "68.00")],
             ["E.ON Energie Deutschland GmbH Abschlag [[MON]] VK [[KN11]]",
              "SEPA-LASTSCHRIFT E.ON Energie Deutschland GmbH [[KN11]] Abschlagszahlung"], shift=True),
        _svc("Stadtwerke Lindenau Wasser", None, "utility", "water", [("monthly", "38.00"), ("quarterly", "112.00")],
             ["Stadtwerke Lindenau GmbH Abschlag Wasser/Abwasser Kd-Nr. [[KN8]]",
              "SEPA-LASTSCHRIFT STADTWERKE LINDENAU GMBH [[KN8]] WASSER"], shift=True),
        _svc("Rundfunkbeitrag", None, "utility", "tv", [("quarterly", "55.08")],
             ["Rundfunk ARD, ZDF, DRadio Beitragsnummer [[KN9]] [[Y]]",
              "ARD ZDF Deutschlandradio Beitragsservice [[KN9]] Rundfunkbeitrag"], shift=True, anchor=15),
        _svc("Allianz Kfz-Versicherung", None, "insurance", "insurance",
             [("monthly", "52.30"), ("yearly", "598.00")],
             ["Allianz Versicherungs-AG Vers.-Nr. AS-[[KN10]] Beitrag [[DOT]]",
              "SEPA-LASTSCHRIFT Allianz Versicherungs-AG EREF: [[A12]] MREF: [[KA12]] SVWZ: KFZ-Versicherung"],
             shift=True),
        _svc("HUK-COBURG Haftpflicht", None, "insurance", "insurance",
             [("semiannual", "41.20"), ("yearly", "71.24")],
             ["HUK-COBURG Haftpflicht-Unterstuetzungs-Kasse kraftfahrender Beamter Deutschlands a.G. Beitrag"
              " [[KN10]]", "SEPA-LASTSCHRIFT HUK-COBURG [[KN10]] Privathaftpflicht"], shift=True),
        _svc("ERGO Zahnzusatz", None, "insurance", "insurance", [("monthly", "21.90", "19.40")],
             ["ERGO Krankenversicherung AG Vertrag [[KN9]] Beitrag [[MON]]", "SEPA-LASTSCHRIFT ERGO Krankenvers. AG"],
             shift=True),
        _svc("Miete - Stefan Brandt", None, "housing", "housing", [("monthly", "980.00", "940.00")],
             ["Dauerauftrag Miete Brandt Lindenstr. 12 3.OG", "DAUERAUFTRAG Stefan Brandt Miete inkl. NK"],
             shift=True, anchor=1),
        _svc("Sparkasse Rheinufer Baufinanzierung (mortgage)", None, "housing", "housing", [("monthly", "1184.62")],
             ["Darlehen [[KN10]] Rate Zins/Tilgung", "Sparkasse Rheinufer Darlehensrate [[KN10]] [[MON]]"],
             shift=True, anchor=31),
        _svc("Hausgeld WEG Lindenstr. 12 (community fees)", None, "housing", "community",
             [("monthly", "285.00", "260.00")],
             ["WEG Lindenstr. 12 Hausgeld [[MON]] WE 7", "Dauerauftrag Hausgeld WEG Lindenstrasse"], shift=True,
             anchor=1),
        _svc("Santander Ratenkredit", None, "loan", "loan", [("monthly", "189.37")],
             ["Santander Consumer Bank AG Kredit-Nr. [[KN10]] Rate [[MON]]",
              "SEPA-LASTSCHRIFT Santander Consumer Bank AG [[KN10]]"], shift=True, anchor=31),
        _svc("HelloFresh", "hellofresh", "food-box", "weekly", [("weekly", "59.99", "54.99")],
             ["HelloFresh Deutschland SE & Co. KG [[N10]] Box KW [[KW]]", pp_de("HelloFresh Deutschland SE & Co. KG")]),
        _svc("Anna Kowalska (cleaner)", None, "home-service", "biweekly", [("biweekly", "90.00")],
             ["ONLINE-UEBERWEISUNG Anna Kowalska Reinigung KW [[KW]]", "Anna Kowalska Putzen [[DOT]]"]),
        _svc("ADAC Mitgliedschaft", None, "membership", "membership", [("yearly", "94.00")],
             ["ADAC e.V. Mitgliedsbeitrag [[Y]] Mitgl.-Nr. [[KN9]]", "SEPA-LASTSCHRIFT ADAC e.V. [[KN9]]"], shift=True),
        _svc("Deutschlandticket", None, "transport", "transit", [("monthly", "58.00", "49.00")],
             ["DB Vertrieb GmbH Deutschlandticket Abo [[KN9]] [[MON]]",
              "SEPA-LASTSCHRIFT DB Vertrieb GmbH EREF: [[N15]] Deutschland-Ticket"], shift=True, anchor=1),
    ],
    "FR": [
        _svc("Netflix", "netflix", "streaming", "digital",
             [("monthly", "7.99", "5.99"), ("monthly", "14.99", "13.49"), ("monthly", "21.99", "19.99")],
             ["CB NETFLIX.COM [[DM]]", "CARTE X[[CARD]] [[DM]] NETFLIX.COM", pp_fr("NETFLIX INTERNATIONAL B.V.")],
             weight=3),
        _svc("Spotify", "spotify", "music", "digital",
             [("monthly", "11.12", "10.99"), ("monthly", "19.99", "17.99"), ("monthly", "15.99")],
             ["CB SPOTIFY P{hex} [[DM]]", pp_fr("SPOTIFY AB"), "CARTE X[[CARD]] [[DM]] SPOTIFY STOCKHOLM"], weight=3),
        _svc("Apple iCloud+", "apple-icloud", "cloud", "digital",
             [("monthly", "0.99"), ("monthly", "2.99"), ("monthly", "9.99")],
             ["CB APPLE.COM/BILL [[DM]]", "CARTE X[[CARD]] [[DM]] APPLE.COM/BILL ITUNES.COM"], weight=3),
        _svc("Disney+", "disney-plus", "streaming", "digital",
             [("monthly", "10.99", "9.99"), ("monthly", "6.99"), ("yearly", "109.90")],
             ["CB DISNEY PLUS [[DM]]", pp_fr("DISNEY PLUS"), "CB DISNEYPLUS [[A10]] [[DM]]"], weight=2),
        _svc("YouTube Premium", "youtube-premium", "streaming", "digital",
             [("monthly", "12.99", "11.99"), ("monthly", "23.99", "17.99")],
             ["CB GOOGLE*YOUTUBEPREMIUM [[DM]]", "CARTE X[[CARD]] [[DM]] GOOGLE *YouTube Premium"], weight=2),
        _svc("Amazon Prime", "amazon-prime", "membership", "digital", [("monthly", "6.99"), ("yearly", "69.90")],
             ["CB AMAZON PRIME FR [[DM]]", "PRLV SEPA AMAZON PAYMENTS EUROPE S.C.A. [[N3]]-[[N7]]-[[N7]] AMAZON PRIME",
              "CB Amazon Prime*{amz} [[DM]]"], weight=2),
        _svc("Audible", "audible", "books", "digital", [("monthly", "9.95")],
             ["CARTE X[[CARD]] [[DM]] AUDIBLE*{amz}", "CB Audible*{amz} [[DM]]"]),
        _svc("Crunchyroll", "crunchyroll", "streaming", "digital", [("monthly", "6.99"), ("monthly", "9.99")],
             ["CB Crunchyroll [[A5]] Premium [[DM]]", pp_fr("CRUNCHYROLL LLC")]),
        _svc("HBO Max", "hbo-max", "streaming", "digital", [("monthly", "5.99"), ("monthly", "9.99")],
             ["CB [[ERA:HBO NOW|HBO MAX|MAX.COM]] [[DM]]", "CARTE X[[CARD]] [[DM]] [[ERA:HBO NOW|HBO MAX|MAX.COM]]"]),
        _svc("Microsoft 365", "microsoft-365", "software", "digital",
             [("monthly", "10.00", "7.00"), ("yearly", "99.00")],
             ["CB MICROSOFT*365 [[DM]]", "PRLV SEPA MICROSOFT IRELAND OPERATIONS LTD [[A12]]"]),
        _svc("Dropbox", "dropbox", "cloud", "digital", [("monthly", "11.99"), ("yearly", "119.88")],
             ["CB DROPBOX*{amz} [[DM]]", "CARTE X[[CARD]] [[DM]] DROPBOX*{amz} DUBLIN"]),
        _svc("Google One", "google-one", "cloud", "digital",
             [("monthly", "1.99"), ("monthly", "2.99"), ("yearly", "19.99")],
             ["CB GOOGLE *Google One [[DM]]", "CARTE X[[CARD]] [[DM]] GOOGLE *Google Storage"]),
        _svc("Adobe Creative Cloud", "adobe-creative-cloud", "software", "digital",
             [("monthly", "66.45", "61.95"), ("monthly", "11.99")],
             ["PRLV SEPA ADOBE SYSTEMS SOFTWARE IRELAND LTD [[A13]]", "CB ADOBE *CREATIVE CLOUD [[DM]]"]),
        _svc("Le Courrier du Val numérique", None, "news", "news", [("monthly", "9.99", "7.99")],
             ["PRLV SEPA LE COURRIER DU VAL SAS ABONNEMENT NUMERIQUE [[KN8]]", "CB COURRIERDUVAL.FR [[DM]]"]),
        _svc("Basic-Fit", "basic-fit", "gym", "gym", [("monthly", "29.99", "24.99")],
             ["PRLV SEPA BASIC FIT FRANCE [[KA10]]", "PRLV SEPA BASIC-FIT FRANCE SAS COTISATION [[MONFR]]"]),
        _svc("Forme Olympe", None, "gym", "gym", [("monthly", "34.90")],
             ["PRLV SEPA SAS FORME OLYMPE COTISATION [[MONFR]]", "PRLV SEPA FORME OLYMPE [[KA8]]"], anchor=31),
        _svc("Orange", None, "telecom", "telecom", [("monthly", "42.99", "39.99"), ("monthly", "19.99")],
             ["PRLV SEPA ORANGE SA ECH/[[DDMMYY]] ID EMETTEUR/FR36ZZZ008404 MDT/[[KA14]] REF/[[N12]]",
              "PRLV SEPA ORANGE SA [[KN10]] FACTURE [[N10]]"], shift=True),
        _svc("SFR", None, "telecom", "telecom", [("monthly", "34.00", "31.00")],
             ["PRLV SEPA [[ERA:NUMERICABLE-SFR|SFR SA|SFR]] [[KN9]] FACTURE [[N10]]",
              "PRLV SEPA [[ERA:NUMERICABLE-SFR|SFR SA|SFR]] ECH/[[DDMMYY]] MDT/[[KA12]]"], shift=True),
        _svc("Free Mobile", None, "telecom", "telecom", [("monthly", "19.99"), ("monthly", "2.00")],
             ["PRLV SEPA FREE MOBILE [[KN10]] FACTURE [[MONFR]]", "PRLV SEPA FREE MOBILE SAS [[N12]]"], shift=True),
        _svc("Bouygues Telecom", None, "telecom", "telecom", [("monthly", "31.99", "28.99")],
             ["PRLV SEPA BOUYGUES TELECOM [[KN9]] FACT [[N11]]", "PRLV SEPA BOUYGUES TELECOM SA"], shift=True),
        _svc("EDF", None, "utility", "electric", [("monthly", "78.00", "71.00")],
             ["PRLV SEPA EDF CLIENTS PARTICULIERS [[KN12]] ECH/[[DDMMYY]]",
              "PRLV SEPA EDF CLIENTS PARTICULIERS MENSUALISATION [[KN12]]"], shift=True),
        _svc("Engie", None, "utility", "electric", [("monthly", "54.00", "49.00")],
             ["PRLV SEPA ENGIE [[KN12]] ECHEANCE [[MONFR]]", "PRLV SEPA ENGIE SA [[KA14]]"], shift=True),
        _svc("Veolia Eau", None, "utility", "water", [("quarterly", "96.00"), ("semiannual", "188.00")],
             ["PRLV SEPA VEOLIA EAU - CGE [[KN10]] FACTURE [[N10]]", "PRLV SEPA VEOLIA EAU [[KN10]]"], shift=True,
             var=0.15),
        _svc("MAIF assurance habitation", None, "insurance", "insurance", [("monthly", "28.52"), ("yearly", "342.20")],
             ["PRLV SEPA MAIF [[KN9]] COTISATION", "PRLV SEPA MAIF MUTUELLE ASSURANCE [[KN9]] ECH/[[DDMMYY]]"],
             shift=True),
        _svc("AXA auto", None, "insurance", "insurance", [("monthly", "46.20", "42.80")],
             ["PRLV SEPA AXA FRANCE IARD CONTRAT [[KN10]]", "PRLV SEPA AXA FRANCE IARD [[KA12]] ECH/[[DDMMYY]]"],
             shift=True),
        _svc("Harmonie Mutuelle", None, "insurance", "insurance", [("monthly", "62.40", "58.90")],
             ["PRLV SEPA HARMONIE MUTUELLE [[KN10]] COTISATION [[MONFR]]", "PRLV SEPA HARMONIE MUTUELLE"],
             shift=True),
        _svc("Loyer - M. Durand", None, "housing", "housing", [("monthly", "850.00", "820.00")],
             ["VIR PERMANENT LOYER M. DURAND", "VIR SEPA PERMANENT A M DURAND PHILIPPE LOYER"], shift=True, anchor=5),
        _svc("Prêt immobilier (mortgage)", None, "housing", "housing", [("monthly", "912.34")],
             ["ECHEANCE PRET IMMO [[KN11]]", "PRET HABITAT [[KN11]] ECHEANCE [[MONFR]]"], shift=True, anchor=10),
        _svc("Syndic copropriété Les Tilleuls (community fees)", None, "housing", "community",
             [("quarterly", "420.00")],
             ["PRLV SEPA SYNDIC COPRO RES LES TILLEULS [[KN8]] APPEL DE FONDS T[[Q]]",
              "PRLV SEPA CABINET LEMAIRE SYNDIC [[KN8]]"], shift=True, anchor=1),
        _svc("Cofidis crédit", None, "loan", "loan", [("monthly", "142.18")],
             ["PRLV SEPA COFIDIS [[KN11]] ECHEANCE", "PRLV SEPA COFIDIS SA ECH/[[DDMMYY]] [[KN11]]"], shift=True,
             anchor=31),
        _svc("DIAC LOA auto", None, "loan", "loan", [("monthly", "289.00")],
             ["PRLV SEPA DIAC SA LOA [[KN10]]", "PRLV SEPA DIAC LOCATION [[KN10]] LOYER [[MONFR]]"], shift=True),
        _svc("HelloFresh", "hellofresh", "food-box", "weekly", [("weekly", "57.99", "52.99")],
             ["CB HELLOFRESH [[DM]]", "PRLV SEPA HELLOFRESH FRANCE SAS [[N10]]"]),
        _svc("Nadia Benali (cleaner)", None, "home-service", "biweekly", [("biweekly", "72.00")],
             ["VIR INST MME NADIA BENALI MENAGE", "VIR SEPA NADIA BENALI MENAGE SEMAINE [[KW]]"]),
        _svc("Navigo (Comutitres)", None, "transport", "transit", [("monthly", "88.80", "86.40")],
             ["PRLV SEPA COMUTITRES NAVIGO ANNUEL [[KN10]]", "PRLV SEPA COMUTITRES SAS [[KN10]] [[MONFR]]"],
             shift=True, anchor=5),
    ],
}

CITIES = {
    "DE": [("Köln", "DE"), ("München", "DE"), ("Hamburg", "DE"), ("Leipzig", "DE"), ("Berlin", "DE"),
           ("Frankfurt", "DE")],
    "FR": [("PARIS", "FR"), ("LYON", "FR"), ("NANTES", "FR"), ("TOULOUSE", "FR"), ("LILLE", "FR")],
}

# Hard-negative names and amounts per locale (the keys of evaldata.NEG).
NEG: dict[str, dict] = {
    "DE": {
        "coffee": ["BACKWERK {store}//{city}/DE [[ISOTS]]", "Baeckerei Schuermann {city}", "SumUp *Cafe Milchbar",
                   "KARTENZAHLUNG Starbucks {store} [[ISOTS]] Debitk.1 [[VJ]]"],
        "coffee_menu": ["1.20", "2.40", "2.90", "3.20", "3.80", "4.50", "5.10"],
        "grocery": ["REWE SAGT DANKE {store}", "KARTENZAHLUNG EDEKA {city} [[ISOTS]] Debitk.1 [[VJ]]",
                    "LIDL DIENSTL. SAGT DANKE", "ALDI SUED {store}//{city}/DE [[ISOTS]]"],
        "grocery_amt": (20, 140),
        "ride": ["FREE NOW//Hamburg/DE [[ISOTS]]", "UBER *TRIP HELP.UBER.COM", "DB Vertrieb GmbH Fahrkarte [[N10]]",
                 "BVG Ticket [[A8]]"],
        "ride_amt": (4, 60),
        "shop_kind": "amazon",
        "shop": ["Amazon.de [[N3]]-[[N7]]-[[N7]] AMZN Mktp DE [[A16]]",
                 "AMAZON EU S.A R.L., NIEDERLASSUNG DEUTSCHLAND [[N3]]-[[N7]]-[[N7]] Amazon.de [[A16]]",
                 "AMZN Mktp DE*{amz}"],
        "shop_amt": (6, 150),
        "refund": "Amazon.de Gutschrift [[N3]]-[[N7]]-[[N7]] Erstattung",
        "digital": "Kindle Svcs*{amz}", "digital_amt": ["0.99", "2.99", "4.99", "9.99"],
        "restaurant": ["LIEFERANDO.DE [[N10]]", "Wolt [[A8]]", "Vapiano {city}", "SumUp *Doener Palast",
                       "L'Osteria {city}", "KARTENZAHLUNG Brauhaus Sion [[ISOTS]] Debitk.1 [[VJ]]"],
        "restaurant_amt": (9, 75),
        "fuel": ["ARAL Station {store}", "SHELL {store} {city}", "JET Tankstelle {city}//{city}/DE",
                 "TotalEnergies Station {store}"],
        "fuel_amt": (40, 95),
        "atm": ["BARGELDAUSZAHLUNG Sparkasse {city} [[DOT]] [[HM]]", "GA NR[[N8]] BLZ 37050198 0 [[DOT]]/[[HM]]"],
        "atm_amt": [20, 50, 100, 150, 200],
        "employers": ["LOHN/GEHALT ACME Deutschland GmbH [[MON]]", "Gehalt Globex Software GmbH [[MON]] PERS.NR. [[KN6]]",
                      "Bezuege Land Nordrhein-Westfalen LBV [[N10]]"],
        "salary_amt": (2300, 4800), "payday": [31, 30, 28, 15],
        "interest": "ABSCHLUSS Habenzinsen Tagesgeld",
        "friends": ["Lukas Becker", "Marie Schneider", "Jonas Wagner", "Sophie Hoffmann", "Felix Schulz"],
        "transfer": "ONLINE-UEBERWEISUNG {name} DATUM [[DOT]], [[HM]] UHR",
        "transfer_amt": ["10.00", "20.00", "25.00", "50.00", "15.00", "30.00", "12.50"],
        "parking": ["EasyPark DE [[N10]]", "PARK NOW {city}", "APCOA PARKING {store}"],
        "parking_amt": ["2.50", "1.80", "4.00"],
        "app": ["KARTENZAHLUNG APPLE.COM/BILL [[ISOTS]] Debitk.1 [[VJ]]", "Google Play Apps [[A10]]"],
        "app_amt": ["0.99", "1.99", "2.99", "4.99", "0.99"],
        "haircut": "Friseur Haarmonie {city}", "haircut_amt": ["24.00", "28.00", "32.00"],
        "misc": ["dm-drogerie markt {store}", "ROSSMANN {store}", "MediaMarkt {city}", "IKEA {city}",
                 "Apotheke am Markt {city}", pp_de("Zalando SE"), pp_de("eBay S.a.r.l."), pp_de("Otto GmbH & Co KG"),
                 "CinemaxX {city}"],
        "misc_amt": (3, 220),
    },
    "FR": {
        "coffee": ["CB BOULANGERIE PAUL [[DM]]", "CB CAFE DE LA GARE [[DM]]", "CB COLUMBUS CAFE {store} [[DM]]",
                   "CB LE PETIT ZINC [[DM]]"],
        "coffee_menu": ["1.10", "1.30", "2.20", "2.80", "3.50", "4.20", "5.60"],
        "grocery": ["CB CARREFOUR CITY [[DM]]", "CB MONOPRIX {store} [[DM]]", "CB E.LECLERC {city} [[DM]]",
                    "CARTE X[[CARD]] [[DM]] INTERMARCHE"],
        "grocery_amt": (20, 150),
        "ride": ["CB UBER *TRIP [[DM]]", "CB BOLT.EU [[DM]]", "CB SNCF INTERNET [[DM]]", "CB G7 TAXI [[DM]]"],
        "ride_amt": (5, 90),
        "shop_kind": "amazon",
        "shop": ["CB AMAZON PAYMENTS [[DM]]", "PRLV SEPA AMAZON PAYMENTS EUROPE S.C.A. [[N3]]-[[N7]]-[[N7]] AMAZON.FR",
                 "CB AMZN MKTP FR*{amz} [[DM]]"],
        "shop_amt": (6, 150),
        "refund": "REMBOURSEMENT CB AMAZON.FR [[DM]]",
        "digital": "CB AMZN Digital*{amz} [[DM]]", "digital_amt": ["0.99", "2.99", "5.99"],
        "restaurant": ["CB UBER EATS [[DM]]", "CB DELIVEROO [[DM]]", "CB BRASSERIE DU COMMERCE [[DM]]",
                       "CB LA PIZZ {city} [[DM]]", "CB MCDONALD'S {store} [[DM]]", "CB SUSHI SHOP [[DM]]"],
        "restaurant_amt": (9, 80),
        "fuel": ["CB TOTALENERGIES {store} [[DM]]", "CB ESSO {city} [[DM]]", "CB INTERMARCHE CARBU [[DM]]"],
        "fuel_amt": (40, 90),
        "atm": ["RETRAIT DAB [[DM]] {city}", "RETRAIT DAB [[DM]] [[HM]] {city} {store}"],
        "atm_amt": [20, 40, 50, 60, 100],
        "employers": ["VIR SEPA ACME FRANCE SAS SALAIRE [[MONFR]]", "VIREMENT GLOBEX SA PAIE [[MONFR]] [[KN6]]",
                      "VIR DRFIP TRAITEMENT [[MONFR]]"],
        "salary_amt": (1800, 3900), "payday": [28, 31, 27],
        "interest": "INTERETS CREDITEURS LIVRET",
        "friends": ["LEA MARTIN", "HUGO BERNARD", "CHLOE DUBOIS", "LUCAS THOMAS", "EMMA PETIT"],
        "transfer": "VIR INST VERS {name} REF{ref}",
        "transfer_amt": ["10.00", "20.00", "15.00", "30.00", "50.00", "25.00"],
        "parking": ["CB INDIGO {city} [[DM]]", "CB PAYBYPHONE [[DM]]", "CB SAEMES [[DM]]"],
        "parking_amt": ["3.20", "2.40", "5.80"],
        "app": ["CB APPLE.COM/BILL [[DM]]", "CB GOOGLE *Google Play [[DM]]"],
        "app_amt": ["0.99", "1.99", "2.99", "4.99", "0.99"],
        "haircut": "CB SALON COIFFURE {city} [[DM]]", "haircut_amt": ["25.00", "32.00", "38.00"],
        "misc": ["CB PHARMACIE {city} [[DM]]", "CB FNAC {store} [[DM]]", "CB DECATHLON {store} [[DM]]",
                 "CB IKEA {city} [[DM]]", "CB DARTY [[DM]]", "CB ZARA [[DM]]", pp_fr("VINTED"), pp_fr("CDISCOUNT")],
        "misc_amt": (3, 200),
    },
}


# ----------------------------------------------------------------------------------------------
# Builder: evaldata's, looking up this family's tables (its functions run with these globals)

def _rebind(fn, **names):
    """`fn` with module globals `names` replaced (evaldata itself is left untouched)."""
    g = dict(vars(ed))
    g.update(names)
    return types.FunctionType(fn.__code__, g, fn.__name__, fn.__defaults__, fn.__closure__)


class Builder(ed.Builder):
    __init__ = _rebind(ed.Builder.__init__, CITIES=CITIES)
    negatives = _rebind(ed.Builder.negatives, NEG=NEG)
    salary = _rebind(ed.Builder.salary, NEG=NEG)


# ----------------------------------------------------------------------------------------------
# `[[...]]` placeholders, resolved per transaction once the persona is built

TOKEN = re.compile(r"\[\[([^\]]+)\]\]")
ALNUM = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"
TOKENS = """
    [[N<k>]] [[A<k>]] [[H<k>]]   k fresh digits / upper-case letters and digits / hex digits, every charge
    [[KN<k>]] [[KA<k>]]          the same, fixed per owner (customer number, mandate reference)
    [[PPC]] [[CARD]] [[VJ]]      fixed per persona: PayPal code, card's last digits, card expiry
    [[DM]]                       card date dd/mm (0-2 days before the booking date)
    [[ISOTS]]                    card timestamp YYYY-MM-DDThh:mm:ss (0-1 day before the booking date)
    [[DOT]] [[DDMMYY]] [[HM]]    booking date dd.mm.yyyy / ddmmyy, a time hh.mm
    [[MON]] [[MONFR]] [[Y]] [[Q]] [[KW]]   month mm.yyyy / mm/yyyy, year, quarter, ISO week (2 digits)
    [[ERA:a|b|c]]                a before ERA_CUTS[0], b before ERA_CUTS[1], c after
"""


def era(d: dt.date) -> int:
    return sum(d >= c for c in ERA_CUTS)


def _draw(rng: random.Random, kind: str, k: int) -> str:
    chars = {"N": "0123456789", "A": ALNUM, "H": "0123456789ABCDEF"}[kind]
    return "".join(rng.choice(chars) for _ in range(k))


def resolve(p: ed.Persona, seed: int) -> None:
    """Replaces every `[[...]]` placeholder of p's transactions (in generation order)."""
    rng = random.Random(f"heldout-tokens:{seed}:{p.index}")
    persona = {"PPC": f"{rng.randint(1000, 9999)}", "CARD": f"{rng.randint(0, 9999):04d}",
               "VJ": f"20{rng.randint(27, 30)}-{rng.randint(1, 12):02d}"}
    kept: dict[tuple[str, str], str] = {}

    def one(t: ed.Txn, tok: str) -> str:
        d = t.date
        if tok in persona:
            return persona[tok]
        if tok.startswith("ERA:"):
            names = tok[4:].split("|")
            return names[min(era(d), len(names) - 1)]
        m = re.fullmatch(r"(K?)([NAH])(\d+)", tok)
        if m:
            if m.group(1):
                key = (t.owner, tok)
                if key not in kept:
                    kept[key] = _draw(rng, m.group(2), int(m.group(3)))
                return kept[key]
            return _draw(rng, m.group(2), int(m.group(3)))
        if tok == "DM":
            c = d - dt.timedelta(days=rng.choice((0, 0, 1, 1, 2)))
            return f"{c.day:02d}/{c.month:02d}"
        if tok == "ISOTS":
            c = d - dt.timedelta(days=rng.choice((0, 1)))
            return f"{c.isoformat()}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
        if tok == "DOT":
            return f"{d.day:02d}.{d.month:02d}.{d.year}"
        if tok == "DDMMYY":
            return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}"
        if tok == "HM":
            return f"{rng.randint(6, 22):02d}.{rng.randint(0, 59):02d}"
        if tok == "MON":
            return f"{d.month:02d}.{d.year}"
        if tok == "MONFR":
            return f"{d.month:02d}/{d.year}"
        if tok == "Y":
            return str(d.year)
        if tok == "Q":
            return str((d.month - 1) // 3 + 1)
        if tok == "KW":
            return f"{d.isocalendar()[1]:02d}"
        raise KeyError(tok)

    for t in p.txns:
        if "[[" in t.desc:
            t.desc = TOKEN.sub(lambda m: one(t, m.group(1)), t.desc)


def processor_prefixed(desc: str) -> bool:
    d = ed.norm_desc(desc)
    for pre in BOOKING_PREFIXES:
        if d.startswith(pre):
            d = d[len(pre):]
    d = re.sub(r"^CARTE X\d{4} \d\d/\d\d ", "", d)
    return any(d.startswith(pre.upper()) for pre in PROCESSOR_PREFIXES)


def family_features(p: ed.Persona, templates: dict[str, tuple[str, ...]]) -> None:
    """Adds `renamed`, `rotating-ref` and `processor-prefix` from the resolved descriptions."""
    for s in p.streams:
        descs = [p.txns[i].desc for i in s.txns]
        if any("[[ERA:" in tpl for tpl in templates[s.id]) and len({era(p.txns[i].date) for i in s.txns}) > 1:
            s.features.append("renamed")
        distinct = len({ed.norm_desc(x) for x in descs})
        if distinct >= 2 and 2 * distinct >= len(descs):
            s.features.append("rotating-ref")
        if "processor-prefix" not in s.features and any(processor_prefixed(x) for x in descs):
            s.features.append("processor-prefix")


# ----------------------------------------------------------------------------------------------
# Persona composition (evaldata.compose's rules with this family's groups)

def compose(rng: random.Random, locale: str, history_months: int) -> list[ed.Plan]:
    pool = POOLS[locale]
    by_group: dict[str, list[ed.Service]] = {}
    for s in pool:
        by_group.setdefault(s.group, []).append(s)
    chosen: list[ed.Service] = []

    def maybe(group: str, prob: float) -> ed.Service | None:
        if group in by_group and rng.random() < prob:
            s = rng.choice(by_group[group])
            chosen.append(s)
            return s
        return None

    maybe("housing", 0.8)
    maybe("loan", 0.3)
    maybe("electric", 0.8)
    maybe("water", 0.45)
    maybe("telecom", 0.9)
    if rng.random() < 0.35:
        maybe("telecom", 1.0)
    maybe("insurance", 0.7)
    if rng.random() < 0.35:
        maybe("insurance", 1.0)
    maybe("tv", 0.85)
    maybe("community", 0.3)
    gym = maybe("gym", 0.45)
    annual = [s for s in by_group.get("gym-annual", []) if gym and s.merchant == gym.merchant]
    if annual and rng.random() < 0.6:
        chosen.append(annual[0])
    maybe("news", 0.25)
    maybe("weekly", 0.3)
    maybe("biweekly", 0.3)
    maybe("membership", 0.25)
    maybe("transit", 0.35)
    chosen += ed.weighted_sample(rng, by_group["digital"], rng.randint(2, 7))
    chosen = list(dict.fromkeys(chosen))   # a service once (two plans are added below)

    return ed.plans_with_noise(rng, chosen, by_group, history_months)


def make_persona(seed: int, index: int) -> ed.Persona:
    """Persona `index` of run `seed` (ids h01, h02, ...); independent of the other personas."""
    rng = random.Random(f"heldout:{seed}:{index}")
    locale = LOCALE_PATTERN[index % len(LOCALE_PATTERN)]
    as_of = AS_OF_BASE + dt.timedelta(days=rng.randint(-30, 30))
    months = rng.randint(14, 26)
    start = ed.add_months(as_of, -months) + dt.timedelta(days=1)
    p = ed.Persona(f"h{index + 1:02d}", index, locale, LOCALES[locale], as_of, start, months,
                   newest_first=rng.random() < 0.5)
    b = Builder(p, rng)
    templates = {s.id: plan.svc.descs for s, plan in ed.build_streams(p, b, compose(rng, locale, months))}
    b.negatives()
    resolve(p, seed)
    family_features(p, templates)
    ed.split_exports(p, rng)
    return p


def generate(seed: int, count: int) -> list[ed.Persona]:
    return [make_persona(seed, i) for i in range(count)]


# The writers work on these personas unchanged.
rows_of = ed.rows_of
write_persona = ed.write_persona
write_labels = ed.write_labels
truth_json = ed.truth_json
write_all = ed.write_all
