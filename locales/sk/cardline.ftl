### Cardline: Globetrotter — slovenčina.
### Glossary (after the Czech rulebook, which is also the Slovak edition's): karta, krajina, kontinent,
### charakteristika (Rozloha, Populácia, HDP, Životné prostredie = emisie CO2 na obyvateľa), os (the line), miesto na
### osi (a gap), dobrací balíček (draw pile), štartovacia karta, začínajúci hráč, kolo, ťah, umiestniť kartu správne /
### nesprávne, karta sa vracia do krabičky (removed), hráč je vyradený (out), víťaz.

# same-as-en: the game's published name
cardline-title = Cardline: Globetrotter

## Charakteristiky, kontinenty, hodnoty
cardline-characteristic = { $name ->
    [area] Rozloha
    [population] Populácia
    [gdp] HDP
   *[co2_per_capita] Životné prostredie
 }
cardline-unit = { $name ->
    [area] km², vrátane vnútrozemských vôd
    [population] obyvateľov k roku 2012
    [gdp] milióny amerických dolárov, 2011
   *[co2_per_capita] tony emisií CO2 na obyvateľa, 2011
 }
cardline-question = { $name ->
    [area] Zoraď krajiny podľa rozlohy, najmenšiu vľavo.
    [population] Zoraď krajiny podľa populácie, najmenšiu vľavo.
    [gdp] Zoraď krajiny podľa HDP, najmenšiu vľavo.
   *[co2_per_capita] Zoraď krajiny podľa emisií CO2 na obyvateľa, najmenšiu vľavo.
 }
cardline-continent = { $name ->
    [africa] Afrika
    [asia] Ázia
    [europe] Európa
    [north_america] Severná Amerika
    [oceania] Oceánia
   *[south_america] Južná Amerika
 }
# same-as-en: units and numbers only
cardline-value = { $name ->
    [area] { $value } km²
    [gdp] { $value } M$
    [co2_per_capita] { NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) } t
   *[population] { $value }
 }
cardline-number = { $name ->
    [co2_per_capita] { NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }
   *[other] { $value }
 }
cardline-seat = Miesto pri stole { $seat }
cardline-cards-each = { $count ->
    [one] { $count } karta pre každého
    [few] { $count } karty pre každého
    [many] { $count } karty pre každého
   *[other] { $count } kariet pre každého
 }

## Voľby
cardline-optdesc-characteristic = Skrytá hodnota, podľa ktorej sa os zoraďuje: area (rozloha), population (populácia), gdp (HDP) alebo co2_per_capita (životné prostredie).
cardline-optdesc-deck_size = Počet krajín v balíčku: číslo (v krabičke je 110) alebo `all` (všetky vhodné krajiny).
cardline-optdesc-hand_size = Počet kariet, s ktorými každý hráč začína (1–10; pravidlá hovoria 4, viac je ťažšie).
cardline-optdesc-start_player = Kto začína: `random` (náhodne) alebo číslo miesta pri stole (1 = prvé miesto).
cardline-error-too-few-players = Cardline potrebuje aspoň { $low } hráčov.
cardline-error-too-many-players = Cardline hrá najviac { $high } hráčov.
cardline-error-deck-size-word = `deck_size` musí byť `all` alebo celé číslo.
cardline-error-deck-too-big = `deck_size` { $deck } je priveľa: iba { $high } krajín má uvedenú { $name ->
    [area] rozlohu
    [population] populáciu
    [gdp] hodnotu HDP
   *[co2_per_capita] hodnotu emisií CO2 na obyvateľa
 }.
cardline-error-deck-too-small = `deck_size` { $deck } je primálo: aj { $players } hráči s { $each } potrebujú { $needed } kariet (hráči × `hand_size` + 1 štartovacia karta).
cardline-error-deck-too-small-for-all = Iba { $high } krajín má uvedenú { $name ->
    [area] rozlohu
    [population] populáciu
    [gdp] hodnotu HDP
   *[co2_per_capita] hodnotu emisií CO2 na obyvateľa
 }; treba { $low } kariet.
cardline-error-start-player-deck = `start_player` { $seat } vyžaduje aspoň { $players } hráčov a { $players } hráči s { $each } potrebujú { $needed } kariet, ale `deck_size` je { $deck }.
cardline-error-deck-too-small-for-table = { $players } hráči s { $each } potrebujú { $needed } kariet (hráči × `hand_size` + 1 štartovacia karta), ale balíček tejto hry má { $deck }: hrať ho môže najviac { $most } hráčov.
cardline-error-start-player-seated = `start_player` je miesto { $seat }, ale pripojilo sa iba { $players } hráčov.
cardline-error-whole-number = `{ $name }` musí byť celé číslo od { $low } do { $high }.
cardline-error-start-player-word = `start_player` musí byť `random` alebo číslo miesta pri stole.

## Odmietnutia
cardline-error-not-a-player = V tejto hre nehráš.
cardline-error-game-is-over = Hra sa skončila.
cardline-error-you-are-out = Z tejto hry si už vonku.
cardline-error-not-your-turn = Nie si na ťahu.
cardline-error-not-a-move = Taký ťah nie je platný.
cardline-error-unknown-move = Neznámy ťah. Možné ťahy: place (umiestniť), resign (vzdať sa).
cardline-error-unexpected-field = Neočakávané pole `{ $field }` v ťahu.
cardline-error-missing-card = Povedz, ktorú zo svojich kariet chceš umiestniť.
cardline-error-bad-card = Kartu urči krajinou, jej kódom alebo jej poradím vo svojej ruke.
cardline-error-not-in-hand = Túto kartu nemáš. Tvoje karty: { $cards }.
cardline-error-no-such-position = Nemáš kartu číslo { $number }; máš ich { $count }.
cardline-error-missing-gap = Povedz, na ktoré miesto osi kartu umiestniť (0–{ $last }).
cardline-error-bad-gap = Miesto musí byť celé číslo od 0 do { $last }.
cardline-error-gap-out-of-range = Miesto { $gap } neexistuje; vyber od 0 do { $last }.

## Udalosti
cardline-event-game_started = Hra sa začala.
cardline-event-start_card = Cardline podľa charakteristiky **{ $characteristic }** ({ $unit }). { $each }, { $deck } krajín v balíčku. Štartovacia karta je **{ $card }**: { $value }.
cardline-event-round_started = Kolo { $round }: { $order }.
cardline-event-turn = { $count ->
    [one] { $player }, umiestni svoju kartu na miesto od 0 do { $last }.
    [few] { $player }, umiestni jednu zo svojich { $count } kariet na miesto od 0 do { $last }.
    [many] { $player }, umiestni jednu zo svojich { $count } kariet na miesto od 0 do { $last }.
   *[other] { $player }, umiestni jednu zo svojich { $count } kariet na miesto od 0 do { $last }.
 }
cardline-event-placed-correct = { $player } umiestňuje **{ $card }** na miesto { $gap }: { $value }. Správne, karta zostáva na osi.
cardline-event-placed-wrong = { $player } umiestňuje **{ $card }** na miesto { $gap }: { $value }. Nesprávne, patrila { $where }; karta sa vracia do krabičky.
cardline-where-one-gap = na miesto { $gap }
cardline-where-gaps = na miesto { $gaps } alebo { $last }
cardline-hand-empty = { $player } už nemá žiadnu kartu!
cardline-hand-left = { $count ->
    [one] { $player } má ešte { $count } kartu.
    [few] { $player } má ešte { $count } karty.
    [many] { $player } má ešte { $count } karty.
   *[other] { $player } má ešte { $count } kariet.
 }
cardline-event-reshuffled = { $count ->
    [one] Dobrací balíček je prázdny: karta z krabičky sa stáva novým dobracím balíčkom.
    [few] Dobrací balíček je prázdny: { $count } karty z krabičky sa zamiešajú do nového dobracieho balíčka.
    [many] Dobrací balíček je prázdny: { $count } karty z krabičky sa zamiešajú do nového dobracieho balíčka.
   *[other] Dobrací balíček je prázdny: { $count } kariet z krabičky sa zamieša do nového dobracieho balíčka.
 }
cardline-event-drew-penalty = { $player } si dobiera **{ $card }**.
cardline-event-drew-continuation = { $player } si dobiera **{ $card }** a hrá ďalej.
cardline-event-continuation = Kolo { $round }: { $survivors } sa zbavili kariet v tom istom kole, hra teda pokračuje.
cardline-out = { $count ->
    [one] { $names } vypadáva z hry.
    [few] { $names } vypadávajú z hry.
    [many] { $names } vypadávajú z hry.
   *[other] { $names } vypadávajú z hry.
 }
cardline-event-resigned = { $player } sa vzdáva a vypadáva z hry.
cardline-event-game_over-sole = **{ $winners }** víťazí: v kole { $round } sa nikto iný nezbavil všetkých kariet!
cardline-event-game_over-shared = Kariet nie je dosť, aby si každý dobral: **{ $winners }** sa delia o víťazstvo.
cardline-event-game_over-last_player = **{ $winners }** víťazí: všetci ostatní hráči hru opustili.

## Výsledok
cardline-explain-sole = Víťaz sa ako jediný hráč zbavil všetkých kariet v kole { $round }; všetci ostatní prehrali.
cardline-explain-shared = V kole { $round } sa všetkých kariet zbavilo viac hráčov, ale na dobratie nezostalo dosť kariet, preto sa o víťazstvo delia; všetci ostatní prehrali.
cardline-explain-last_player = Všetci ostatní hráči sa vzdali, takže víťazí posledný hráč v hre; všetci ostatní prehrali.

## Ponuky a tlačidlá
cardline-ui-select-card = Vyberte kartu
cardline-ui-gap-page = Miesta { $first }–{ $last }
cardline-ui-gap-left = Miesto 0: vľavo od { $card }
cardline-ui-gap-right = Miesto { $gap }: vpravo od { $card }
cardline-ui-gap-between = Miesto { $gap }: { $left } | { $right }
cardline-ui-card-option-desc = { $continent } — hodnota skrytá
cardline-ui-gap-placeholder-page = Vyberte miesto ({ $first }–{ $last })
cardline-ui-button-prev = ◀ Miesta { $first }–{ $last }
cardline-ui-button-next = Miesta { $first }–{ $last } ▶
cardline-ui-button-place = Umiestniť { $card } na miesto { $gap }
cardline-ui-button-place-empty = Umiestniť (vyberte kartu a miesto)
cardline-ui-button-resign = Vzdať sa
cardline-ui-button-resign-confirm = Áno, vzdávam sa
cardline-ui-button-cancel = Zrušiť
cardline-ui-resign-confirm = Naozaj sa vzdať v hre **Cardline č. { $id }**? Hneď budeš mimo hry a tvoje karty sa odložia bokom.
cardline-ui-resigned-done = Vzdané.
cardline-ui-cancelled = Zrušené.
cardline-ui-placed-done = Umiestnené.
cardline-ui-stale = Táto ponuka je zo skoršieho ťahu; použi najnovšiu správu alebo `/cardline hand`.
cardline-ui-unknown-button = Toto tlačidlo tu nič nerobí.
cardline-ui-no-card-chosen = Najprv vyber kartu.
cardline-ui-no-gap-chosen = Najprv vyber miesto.
cardline-ui-not-your-turn = Nie si na ťahu.

## Lobby a našepkávanie
cardline-option-characteristic = Os zoradená podľa: { $name }
cardline-option-deck = Balíček: { $count } krajín
cardline-option-deck-all = Balíček: všetkých { $count } krajín
cardline-option-hand = Karty v ruke: { $cards }
cardline-option-start-random = Začínajúci hráč: náhodne
cardline-option-start-seat = Začínajúci hráč: miesto pri stole { $seat }
cardline-choice-all = všetky vhodné krajiny
cardline-choice-box = { $count } (krabička)
cardline-choice-random = náhodne
cardline-choice-seat = miesto pri stole { $seat }

## Karty v ruke
cardline-ui-line-has = { $count ->
    [one] Na osi je { $count } karta, miesta 0–{ $count }.
    [few] Na osi sú { $count } karty, miesta 0–{ $count }.
    [many] Na osi je { $count } karty, miesta 0–{ $count }.
   *[other] Na osi je { $count } kariet, miesta 0–{ $count }.
 }
cardline-ui-hand-mine = **Tvoje karty** (hodnoty skryté, aj pred tebou): { $cards }
cardline-ui-hand-none = Nemáš žiadne karty.
cardline-ui-hand-line = • { $player }: { $cards }
cardline-ui-hand-line-out = • { $player }: mimo hry
cardline-ui-hand-heading = **Karty hráčov** (predné strany vidia všetci):
cardline-ui-hand-your-turn = **Si na ťahu**: vyber nižšie kartu a miesto a stlač Umiestniť.
cardline-ui-hand-wait = Čaká sa na hráča { $player }.
cardline-ui-no-cards = žiadne karty
cardline-ui-thread-hands = Karty hráčov (hodnoty skryté): { $hands }
cardline-ui-thread-hand = **{ $player }** { $cards }

## Obrázky
cardline-render-round = Kolo { $round }
cardline-render-line = Os zoradená podľa { $name ->
    [area] rozlohy
    [population] populácie
    [gdp] HDP
   *[co2_per_capita] emisií CO2 na obyvateľa
 }
cardline-render-line-unit = najmenšia ← → najväčšia
cardline-render-draw-pile = Dobrací balíček: { $count }
cardline-render-draw-pile-empty = Dobrací balíček: prázdny
cardline-render-removed = V krabičke: { $count }
cardline-render-to-act = Na ťahu: { $player }
cardline-render-playing-now = na ťahu
cardline-render-your-hand = Tvoje karty, { $player }
cardline-render-value-hidden = hodnoty skryté, aj pred tebou
cardline-render-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } kariet
 }
cardline-render-no-cards = žiadne karty
cardline-render-out-round = mimo hry od kola { $round }
cardline-render-resigned = odstúpenie
cardline-render-emptied = v tomto kole bez kariet
cardline-render-last-move-correct = { $player }: { $card } na miesto { $gap }, správne
cardline-render-last-move-wrong = { $player }: { $card } na miesto { $gap }, nesprávne (patrila na { $right })
cardline-render-results = Konečné poradie
cardline-render-winner = Víťaz
cardline-render-lost = Prehra
cardline-render-stats = správne { $correct }, nesprávne { $wrong }
cardline-render-held = Karty na konci:
cardline-render-rounds = { $count ->
    [one] { $count } kolo
    [few] { $count } kolá
    [many] { $count } kola
   *[other] { $count } kôl
 }
cardline-render-game-over = Koniec hry

## Príkazy
cardline-cmd = Cardline: Globetrotter — umiestňuj krajiny na os podľa skrytej hodnoty.
cardline-cmd-new = Založiť novú hru Cardline (2–8 hráčov) vo vlákne tohto kanála.
cardline-cmd-place = Umiestniť jednu zo svojich kariet na miesto na osi.
cardline-cmd-resign = Nadobro opustiť hru (požiada o potvrdenie).
cardline-cmd-new-opt-characteristic = Skrytá hodnota: area (rozloha), population (populácia, predvolené), gdp (HDP) alebo co2_per_capita.
cardline-cmd-new-opt-deck_size = Počet krajín v balíčku: číslo (predvolené 110) alebo `all`.
cardline-cmd-new-opt-hand_size = Počet kariet na začiatku pre každého hráča (1–10, predvolené 4).
cardline-cmd-new-opt-start_player = Kto začína: `random` (náhodne, predvolené) alebo číslo miesta pri stole.
cardline-cmd-place-opt-card = Karta z tvojej ruky (začni písať názov krajiny).
cardline-cmd-place-opt-gap = Číslo miesta: 0 je úplne vľavo, najvyššie úplne vpravo.

## /cardline rules
cardline-rules =
    {"**"}Cardline: Globetrotter** — 2 až 8 hráčov.
    Každý hráč má pred sebou karty krajín; názvy vidia všetci, hodnoty nikto (ani ty). Jedna spoločná os je zoradená podľa skrytej charakteristiky (rozloha, populácia, HDP alebo emisie CO2 na obyvateľa), najmenšia vľavo. Vo svojom ťahu umiestniš jednu kartu na miesto na osi a jej hodnota sa odhalí. Správne (rovnaké hodnoty platia ako správne): karta zostáva na osi. Nesprávne: karta sa vracia do krabičky a dobieraš si novú.
    Hráč, ktorý sa ako jediný v kole zbaví všetkých kariet, víťazí. Ak sa to v jednom kole podarí viacerým hráčom, ostatní sú vyradení a tí, čo zostali v hre, si každý doberú jednu kartu a hrajú ďalej.

    {"**"}Príkazy**: `/cardline new` (`characteristic`, `deck_size`, `hand_size`, `start_player`), `join`, `leave`, `start`, `board`, `hand` (karty všetkých hráčov a tvoje ponuky, keď si na ťahu), `place card:<tvoja karta> gap:<číslo>`, `resign`, `rules` (alebo `help`), `abandon`.
    V tvojom ťahu nesie najnovšia správa vo vlákne ponuku kariet, ponuku miest (po 25 na dlhej osi) a tlačidlo Umiestniť.
