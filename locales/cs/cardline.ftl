### Cardline: Globetrotter — čeština.
### Glossary (Czech rulebook): karta, země, kontinent, charakteristika (Plocha, Populace, HDP, Životní prostředí =
### emise CO2 na obyvatele), osa (the line), místo na ose (a gap), dobírací balíček (draw pile), startovní karta,
### začínající hráč, kolo (round), tah (turn), umístit kartu správně / nesprávně, karta je navrácena do krabičky
### (removed), hráč je vyřazen (out), vítěz.

# same-as-en: the game's published name (REXhry keep it)
cardline-title = Cardline: Globetrotter

## Charakteristiky, kontinenty, hodnoty
cardline-characteristic = { $name ->
    [area] Plocha
    [population] Populace
    [gdp] HDP
   *[co2_per_capita] Životní prostředí
 }
cardline-unit = { $name ->
    [area] km², včetně vnitrozemských vodních ploch
    [population] obyvatel k roku 2012
    [gdp] miliony amerických dolarů, 2011
   *[co2_per_capita] tuny emisí CO2 na obyvatele, 2011
 }
cardline-question = { $name ->
    [area] Seřaď země podle plochy, nejmenší vlevo.
    [population] Seřaď země podle populace, nejmenší vlevo.
    [gdp] Seřaď země podle HDP, nejmenší vlevo.
   *[co2_per_capita] Seřaď země podle emisí CO2 na obyvatele, nejmenší vlevo.
 }
cardline-continent = { $name ->
    [africa] Afrika
    [asia] Asie
    [europe] Evropa
    [north_america] Severní Amerika
    [oceania] Oceánie
   *[south_america] Jižní Amerika
 }
# same-as-en: units and numbers only (the rulebook prints km², M$ and t)
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
cardline-seat = Místo u stolu { $seat }
cardline-cards-each = { $count ->
    [one] { $count } karta pro každého
    [few] { $count } karty pro každého
    [many] { $count } karty pro každého
   *[other] { $count } karet pro každého
 }

## Volby
cardline-optdesc-characteristic = Skrytá hodnota, podle které se osa řadí: area (plocha), population (populace), gdp (HDP) nebo co2_per_capita (životní prostředí).
cardline-optdesc-deck_size = Počet zemí v balíčku: číslo (v krabičce je 110) nebo `all` (všechny vhodné země).
cardline-optdesc-hand_size = Počet karet, se kterými každý hráč začíná (1–10; pravidla říkají 4, více je těžší).
cardline-optdesc-start_player = Kdo začíná: `random` (náhodně) nebo číslo místa u stolu (1 = první místo).
cardline-error-too-few-players = Cardline potřebuje alespoň { $low } hráče.
cardline-error-too-many-players = Cardline hraje nejvýše { $high } hráčů.
cardline-error-deck-size-word = `deck_size` musí být `all` nebo celé číslo.
cardline-error-deck-too-big = `deck_size` { $deck } je příliš mnoho: jen { $high } zemí má uvedenou { $name ->
    [area] plochu
    [population] populaci
    [gdp] hodnotu HDP
   *[co2_per_capita] hodnotu emisí CO2 na obyvatele
 }.
cardline-error-deck-too-small = `deck_size` { $deck } je příliš málo: i { $players } hráči s { $each } potřebují { $needed } karet (hráči × `hand_size` + 1 startovní karta).
cardline-error-deck-too-small-for-all = Jen { $high } zemí má uvedenou { $name ->
    [area] plochu
    [population] populaci
    [gdp] hodnotu HDP
   *[co2_per_capita] hodnotu emisí CO2 na obyvatele
 }; je potřeba { $low } karet.
cardline-error-start-player-deck = `start_player` { $seat } vyžaduje alespoň { $players } hráče a { $players } hráči s { $each } potřebují { $needed } karet, ale `deck_size` je { $deck }.
cardline-error-deck-too-small-for-table = { $players } hráči s { $each } potřebují { $needed } karet (hráči × `hand_size` + 1 startovní karta), ale balíček této hry má { $deck }: hrát ho může nejvýše { $most } hráčů.
cardline-error-start-player-seated = `start_player` je místo { $seat }, ale připojilo se jen { $players } hráčů.
cardline-error-whole-number = `{ $name }` musí být celé číslo od { $low } do { $high }.
cardline-error-start-player-word = `start_player` musí být `random` nebo číslo místa u stolu.

## Odmítnutí
cardline-error-not-a-player = V této hře nehraješ.
cardline-error-game-is-over = Hra skončila.
cardline-error-you-are-out = Z této hry už jsi venku.
cardline-error-not-your-turn = Nejsi na tahu.
cardline-error-not-a-move = Takový tah není platný.
cardline-error-unknown-move = Neznámý tah. Možné tahy: place (umístit), resign (vzdát se).
cardline-error-unexpected-field = Neočekávané pole `{ $field }` v tahu.
cardline-error-missing-card = Řekni, kterou ze svých karet chceš umístit.
cardline-error-bad-card = Kartu urči zemí, jejím kódem nebo jejím pořadím ve své ruce.
cardline-error-not-in-hand = Tuto kartu nemáš. Tvoje karty: { $cards }.
cardline-error-no-such-position = Nemáš kartu číslo { $number }; máš jich { $count }.
cardline-error-missing-gap = Řekni, na které místo osy kartu umístit (0–{ $last }).
cardline-error-bad-gap = Místo musí být celé číslo od 0 do { $last }.
cardline-error-gap-out-of-range = Místo { $gap } neexistuje; vyber od 0 do { $last }.

## Události
cardline-event-game_started = Hra začala.
cardline-event-start_card = Cardline podle charakteristiky **{ $characteristic }** ({ $unit }). { $each }, { $deck } zemí v balíčku. Startovní karta je **{ $card }**: { $value }.
cardline-event-round_started = Kolo { $round }: { $order }.
cardline-event-turn = { $count ->
    [one] { $player }, umísti svou kartu na místo od 0 do { $last }.
    [few] { $player }, umísti jednu ze svých { $count } karet na místo od 0 do { $last }.
    [many] { $player }, umísti jednu ze svých { $count } karet na místo od 0 do { $last }.
   *[other] { $player }, umísti jednu ze svých { $count } karet na místo od 0 do { $last }.
 }
cardline-event-placed-correct = { $player } umisťuje **{ $card }** na místo { $gap }: { $value }. Správně, karta zůstává na ose.
cardline-event-placed-wrong = { $player } umisťuje **{ $card }** na místo { $gap }: { $value }. Nesprávně, patřila { $where }; karta je navrácena do krabičky.
cardline-where-one-gap = na místo { $gap }
cardline-where-gaps = na místo { $gaps } nebo { $last }
cardline-hand-empty = { $player } už nemá žádnou kartu!
cardline-hand-left = { $count ->
    [one] { $player } má ještě { $count } kartu.
    [few] { $player } má ještě { $count } karty.
    [many] { $player } má ještě { $count } karty.
   *[other] { $player } má ještě { $count } karet.
 }
cardline-event-reshuffled = { $count ->
    [one] Dobírací balíček je prázdný: karta z krabičky se stává novým dobíracím balíčkem.
    [few] Dobírací balíček je prázdný: { $count } karty z krabičky se zamíchají do nového dobíracího balíčku.
    [many] Dobírací balíček je prázdný: { $count } karty z krabičky se zamíchají do nového dobíracího balíčku.
   *[other] Dobírací balíček je prázdný: { $count } karet z krabičky se zamíchá do nového dobíracího balíčku.
 }
cardline-event-drew-penalty = { $player } si dobírá **{ $card }**.
cardline-event-drew-continuation = { $player } si dobírá **{ $card }** a hraje dál.
cardline-event-continuation = Kolo { $round }: { $survivors } se zbavili karet ve stejném kole, hra tedy pokračuje.
cardline-out = { $count ->
    [one] { $names } vypadává ze hry.
    [few] { $names } vypadávají ze hry.
    [many] { $names } vypadávají ze hry.
   *[other] { $names } vypadávají ze hry.
 }
cardline-event-resigned = { $player } se vzdává a vypadává ze hry.
cardline-event-game_over-sole = **{ $winners }** vítězí: v kole { $round } se nikdo jiný nezbavil všech karet!
cardline-event-game_over-shared = Karet není dost, aby si každý dobral: **{ $winners }** se dělí o vítězství.
cardline-event-game_over-last_player = **{ $winners }** vítězí: všichni ostatní hráči hru opustili.

## Výsledek
cardline-explain-sole = Vítěz se jako jediný hráč zbavil všech karet v kole { $round }; všichni ostatní prohráli.
cardline-explain-shared = V kole { $round } se všech karet zbavilo více hráčů, ale na dobrání nezbylo dost karet, proto se o vítězství dělí; všichni ostatní prohráli.
cardline-explain-last_player = Všichni ostatní hráči se vzdali, takže vítězí poslední hráč ve hře; všichni ostatní prohráli.

## Nabídky a tlačítka
cardline-ui-select-card = Vyberte kartu
cardline-ui-gap-page = Místa { $first }–{ $last }
cardline-ui-gap-left = Místo 0: vlevo od { $card }
cardline-ui-gap-right = Místo { $gap }: vpravo od { $card }
cardline-ui-gap-between = Místo { $gap }: { $left } | { $right }
cardline-ui-card-option-desc = { $continent } — hodnota skrytá
cardline-ui-gap-placeholder-page = Vyberte místo ({ $first }–{ $last })
cardline-ui-button-prev = ◀ Místa { $first }–{ $last }
cardline-ui-button-next = Místa { $first }–{ $last } ▶
cardline-ui-button-place = Umístit { $card } na místo { $gap }
cardline-ui-button-place-empty = Umístit (vyberte kartu a místo)
cardline-ui-button-resign = Vzdát se
cardline-ui-button-resign-confirm = Ano, vzdávám se
cardline-ui-button-cancel = Zrušit
cardline-ui-resign-confirm = Opravdu se vzdát ve hře **Cardline č. { $id }**? Hned budeš mimo hru a tvoje karty se odloží stranou.
cardline-ui-resigned-done = Vzdáno.
cardline-ui-cancelled = Zrušeno.
cardline-ui-placed-done = Umístěno.
cardline-ui-stale = Tato nabídka je z dřívějšího tahu; použij nejnovější zprávu nebo `/cardline hand`.
cardline-ui-unknown-button = Toto tlačítko tu nic nedělá.
cardline-ui-no-card-chosen = Nejdřív vyber kartu.
cardline-ui-no-gap-chosen = Nejdřív vyber místo.
cardline-ui-not-your-turn = Nejsi na tahu.

## Lobby a našeptávání
cardline-option-characteristic = Osa seřazená podle: { $name }
cardline-option-deck = Balíček: { $count } zemí
cardline-option-deck-all = Balíček: všech { $count } zemí
cardline-option-hand = Karty v ruce: { $cards }
cardline-option-start-random = Začínající hráč: náhodně
cardline-option-start-seat = Začínající hráč: místo u stolu { $seat }
cardline-choice-all = všechny vhodné země
cardline-choice-box = { $count } (krabička)
cardline-choice-random = náhodně
cardline-choice-seat = místo u stolu { $seat }

## Karty v ruce
cardline-ui-line-has = { $count ->
    [one] Na ose je { $count } karta, místa 0–{ $count }.
    [few] Na ose jsou { $count } karty, místa 0–{ $count }.
    [many] Na ose je { $count } karty, místa 0–{ $count }.
   *[other] Na ose je { $count } karet, místa 0–{ $count }.
 }
cardline-ui-hand-mine = **Tvoje karty** (hodnoty skryté, i před tebou): { $cards }
cardline-ui-hand-none = Nemáš žádné karty.
cardline-ui-hand-line = • { $player }: { $cards }
cardline-ui-hand-line-out = • { $player }: mimo hru
cardline-ui-hand-heading = **Karty hráčů** (přední strany vidí všichni):
cardline-ui-hand-your-turn = **Jsi na tahu**: vyber níže kartu a místo a stiskni Umístit.
cardline-ui-hand-wait = Čeká se na hráče { $player }.
cardline-ui-no-cards = žádné karty
cardline-ui-thread-hands = Karty hráčů (hodnoty skryté): { $hands }
cardline-ui-thread-hand = **{ $player }** { $cards }

## Obrázky
cardline-render-round = Kolo { $round }
cardline-render-line = Osa seřazená podle { $name ->
    [area] plochy
    [population] populace
    [gdp] HDP
   *[co2_per_capita] emisí CO2 na obyvatele
 }
cardline-render-line-unit = nejmenší ← → největší
cardline-render-draw-pile = Dobírací balíček: { $count }
cardline-render-draw-pile-empty = Dobírací balíček: prázdný
cardline-render-removed = V krabičce: { $count }
cardline-render-to-act = Na tahu: { $player }
cardline-render-playing-now = na tahu
cardline-render-your-hand = Tvoje karty, { $player }
cardline-render-value-hidden = hodnoty skryté, i před tebou
cardline-render-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } karet
 }
cardline-render-no-cards = žádné karty
cardline-render-out-round = mimo hru od kola { $round }
cardline-render-resigned = odstoupení
cardline-render-emptied = v tomto kole bez karet
cardline-render-last-move-correct = { $player }: { $card } na místo { $gap }, správně
cardline-render-last-move-wrong = { $player }: { $card } na místo { $gap }, nesprávně (patřila na { $right })
cardline-render-results = Konečné pořadí
cardline-render-winner = Vítěz
cardline-render-lost = Prohra
cardline-render-stats = správně { $correct }, nesprávně { $wrong }
cardline-render-held = Karty na konci:
cardline-render-rounds = { $count ->
    [one] { $count } kolo
    [few] { $count } kola
    [many] { $count } kola
   *[other] { $count } kol
 }
cardline-render-game-over = Konec hry

## Příkazy
cardline-cmd = Cardline: Globetrotter — umisťuj země na osu podle skryté hodnoty.
cardline-cmd-new = Založit novou hru Cardline (2–8 hráčů) ve vlákně tohoto kanálu.
cardline-cmd-place = Umístit jednu ze svých karet na místo na ose.
cardline-cmd-resign = Nadobro opustit hru (požádá o potvrzení).
cardline-cmd-new-opt-characteristic = Skrytá hodnota: area (plocha), population (populace, výchozí), gdp (HDP) nebo co2_per_capita.
cardline-cmd-new-opt-deck_size = Počet zemí v balíčku: číslo (výchozí 110) nebo `all`.
cardline-cmd-new-opt-hand_size = Počet karet na začátku pro každého hráče (1–10, výchozí 4).
cardline-cmd-new-opt-start_player = Kdo začíná: `random` (náhodně, výchozí) nebo číslo místa u stolu.
cardline-cmd-place-opt-card = Karta z tvé ruky (začni psát název země).
cardline-cmd-place-opt-gap = Číslo místa: 0 je úplně vlevo, nejvyšší úplně vpravo.

## /cardline rules
cardline-rules =
    {"**"}Cardline: Globetrotter** — 2 až 8 hráčů.
    Každý hráč má před sebou karty zemí; názvy vidí všichni, hodnoty nikdo (ani ty). Jedna společná osa je seřazená podle skryté charakteristiky (plocha, populace, HDP nebo emise CO2 na obyvatele), nejmenší vlevo. Ve svém tahu umístíš jednu kartu na místo na ose a její hodnota se odhalí. Správně (stejné hodnoty platí jako správně): karta zůstává na ose. Nesprávně: karta je navrácena do krabičky a dobíráš si novou.
    Hráč, který se jako jediný v kole zbaví všech karet, vítězí. Pokud se to v jednom kole podaří více hráčům, ostatní jsou vyřazeni a ti, kdo zůstali ve hře, si každý doberou jednu kartu a hrají dál.

    {"**"}Příkazy**: `/cardline new` (`characteristic`, `deck_size`, `hand_size`, `start_player`), `join`, `leave`, `start`, `board`, `hand` (karty všech hráčů a tvoje nabídky, když jsi na tahu), `place card:<tvoje karta> gap:<číslo>`, `resign`, `rules` (nebo `help`), `abandon`.
    Ve tvém tahu nese nejnovější zpráva ve vlákně nabídku karet, nabídku míst (po 25 na dlouhé ose) a tlačítko Umístit.
