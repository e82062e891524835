### Frame (Reiner Knizia) česky.
### Glossary (after the Polish rulebook, knizia-tiles.pl.txt, cognate where natural): dílek (żeton, tile),
### sloup (kolumna, column), rámeček (ramka, frame), pole (pole, cell), pole u rámečku (edge cell), oko (oczko, pip),
### trestné body (punkty karne), kolo (tura, opening round), partie (runda, one game of a series), série (rozgrywka,
### match), vypadnout ze hry (wypaść z gry, drop out), remíza (remis, tie), hráč (gracz, player).

# same-as-en: the game's name
frame-title = Frame

## Odmítnuté tahy
frame-error-game_over = Hra skončila.
frame-error-not_your_turn = Nejsi na tahu.
frame-error-not_a_seat = V této hře nehraješ.
frame-error-not_a_move = To není tah.
frame-error-unknown_type = Neznámý tah `{ $type }`. Tahy: place, column, dropout.
frame-error-missing = Tah potřebuje `{ $field }`.
frame-error-bad_tile = `{ $tile }` není dílek. Dílky: { $tiles }.
frame-error-tile_placed = Tvůj dílek { $tile } už leží.
frame-error-columns_first = Nejdřív postav sloup: dílky se kladou po dvou úvodních kolech se sloupy.
frame-error-bad_cells = Zadej pole jako seznam, např. c2 c3 d3.
frame-error-bad_cell = `{ $cell }` není pole: použij písmeno a číslo, např. c5.
frame-error-outside = { $cell } leží mimo rámeček { $size }×{ $size }.
frame-error-duplicate = Pole { $cell } je uvedeno dvakrát.
frame-error-cell_count = Tvůj dílek { $tile } ({ $name }) zabírá { $pips ->
    [one] { $pips } pole
    [few] { $pips } pole
    [many] { $pips } pole
   *[other] { $pips } polí
 }, ne { $count }.
frame-error-bad_shape = Tato pole netvoří tvar tvého dílku { $tile } ({ $name }).
frame-error-no_such_shape = Pole { $cells } netvoří tvar žádného dílku.
frame-error-shape_size = Dílek zabírá 2 až 5 polí, ne { $count }.
frame-error-shape_placed = Pole { $cells } tvoří tvar tvého dílku { $tile } ({ $name }), který už leží.
frame-error-no_reflection = V této hře se dílky nesmějí převracet.
frame-error-bad_rot = Otočení musí být 0, 90, 180 nebo 270.
frame-error-bad_mirror = Převrácení (zrcadlo) musí být ano, nebo ne.
frame-error-overlap = Dílek zasahuje na obsazené pole { $cell }.
frame-error-diagonal = Dílek se tvých kusů dotýká jen úhlopříčně.
frame-error-not_touching = Dílek se nedotýká žádného z tvých kusů.
frame-error-cell_taken = Pole { $cell } je už obsazené.
frame-error-column_not_border = Sloup z úvodních kol musí stát na poli u rámečku.
frame-error-column_next_to_column = Sloup nesmí stát vedle jiného sloupu ({ $cell }).
frame-error-column3_placed = Svůj třetí sloup už máš postavený.
frame-error-column3_reach = Tvůj třetí sloup se musí dotýkat rámečku nebo dílku.
frame-error-no_dropout_opening = V úvodních kolech nelze vypadnout ze hry.
frame-error-no_dropout = Ještě můžeš položit dílek, takže nemůžeš vypadnout (pasovat se nedá).
frame-error-left_already = Tento hráč už ve hře není.

## Události ve vlákně
frame-event-game_started = Frame začíná v rámečku { $size }×{ $size }. Začíná { $start }; nejdřív každý postaví dva sloupy na pole u rámečku.
frame-event-match_game_started = Partie { $game_no } z { $games_total } začíná v rámečku { $size }×{ $size }. Začíná { $start }; nejdřív každý postaví dva sloupy na pole u rámečku.
frame-event-turn_opening = { $player }: postav svůj { $column } na pole u rámečku.
frame-event-turn_tiles = { $player }: polož dílek.
frame-event-turn_tiles_or_column = { $player }: polož dílek, nebo postav třetí sloup.
frame-event-turn_lifeline = { $player } nemá místo pro žádný dílek: postav třetí sloup, nebo vypadni ze hry.
frame-event-column_placed = { $player } — { $column } na poli { $cell }.
frame-event-tile_placed = { $player } — dílek { $tile } ({ $name }, { $pips ->
    [one] { $pips } oko
    [few] { $pips } oka
    [many] { $pips } oka
   *[other] { $pips } ok
 }) na polích { $cells }.
frame-event-dropped_out_stuck = { $player } už nemůže nic položit a vypadává ze hry s { $penalty ->
    [one] { $penalty } trestným bodem
    [few] { $penalty } trestnými body
    [many] { $penalty } trestného bodu
   *[other] { $penalty } trestnými body
 }.
frame-event-dropped_out_chose = { $player } vypadává ze hry s { $penalty ->
    [one] { $penalty } trestným bodem
    [few] { $penalty } trestnými body
    [many] { $penalty } trestného bodu
   *[other] { $penalty } trestnými body
 }.
frame-event-dropped_out_left = { $player } odchází ze hry; trestné body se počítají: { $penalty }.
frame-event-game_over = Konečné pořadí: { $ranking }.
frame-event-match_game_over = Partie { $game_no } z { $games_total } skončila. { $ranking }. Součty série: { $totals }
frame-event-match_over = Série skončila. { $ranking }.
frame-event-seat = Místo { $seat }
# whole words: an abbreviation's full stop doubled the sentence's ("28 b..")
frame-event-ranking_entry = { $place }. { $player } { $points } { $points ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodů
 }
# same-as-en: a name and a number
frame-event-total_entry = { $player } { $points }

## Popisky tahů a voleb
frame-label-tile_choice = { $tile } { $name } ({ $pips ->
    [one] { $pips } oko
    [few] { $pips } oka
    [many] { $pips } oka
   *[other] { $pips } ok
 }, { $spots })
# same-as-en: an angle
frame-label-orientation_plain = { $rot }°
frame-label-orientation_flipped = { $rot }° převrácený
frame-label-action_place = Polož { $tile } ({ $name }) na pole { $cells }
frame-label-action_column = Postav { $column } na pole { $cell }
frame-label-action_dropout = Vypadni ze hry (trest { $penalty })

## Tlačítka, náhledy, odmítnutí, zprávy ve vlákně
frame-ui-ac_opening = Úvodní kola: postav sloup příkazem /frame column.
frame-ui-ac_no_game = Nehraješ tu žádnou běžící hru Frame.
frame-ui-ac_nothing_fits = Žádný dílek se nikam nevejde: použij /frame column nebo /frame dropout.
frame-ui-ac_pick_tile_first = Nejdřív vyber dílek.
frame-ui-ac_tile = { $tile } { $picture } { $name } ({ $pips ->
    [one] { $pips } oko
    [few] { $pips } oka
    [many] { $pips } oka
   *[other] { $pips } ok
 }, vejde se: { $spots })
frame-ui-ac_orientation = { $label } { $picture } — vejde se: { $spots }
frame-ui-ac_anchor = { $at } → zabere { $cells }
frame-ui-button_place = Polož dílek
frame-ui-button_column = Postav sloup
frame-ui-button_column3 = Postav třetí sloup
frame-ui-button_dropout = Vypadnout ze hry
frame-ui-button_hint = Kam můžu hrát?
frame-ui-button_confirm = Potvrdit
frame-ui-button_rotate = Otočit ⟳
frame-ui-button_flip = Převrátit ⇋
frame-ui-button_cancel = Zrušit
frame-ui-select_tile = Vyber jiný dílek
# same-as-en: a tile code, its picture and its name
frame-ui-select_tile_option = { $tile } { $picture } { $name }
frame-ui-select_tile_description = { $pips ->
    [one] { $pips } oko
    [few] { $pips } oka
    [many] { $pips } oka
   *[other] { $pips } ok
 } · vejde se: { $spots }
frame-ui-preview_tile =
    Náhled: tvůj dílek **{ $tile }** ({ $name }, { $pips ->
        [one] { $pips } oko
        [few] { $pips } oka
        [many] { $pips } oka
       *[other] { $pips } ok
    }), { $orientation }, na polích **{ $cells }**.
    { "*" }*Potvrdit** ho položí; **Otočit** / **Převrátit** mění jeho polohu; šipky ho posunou na další povolené místo.
frame-ui-preview_column =
    Náhled: tvůj **{ $column }** na poli **{ $cell }**.
    { "*" }*Potvrdit** ho postaví; šipky ho posunou na další povolené pole.
# same-as-en: only the reason
frame-ui-preview_illegal = { $reason }
frame-ui-preview_illegal_tile = Nelze — tvůj dílek **{ $tile }** ({ $name }) na polích **{ $cells }**: { $reason }
frame-ui-placed = Položeno. Nová deska je ve vlákně hry.
frame-ui-cancelled = Zrušeno — nic se nepoložilo.
frame-ui-dropped = Jsi ze hry venku.
frame-ui-orientation_flipped = { $rot }° převrácený
# same-as-en: an angle
frame-ui-orientation_plain = { $rot }°
frame-ui-hint_text = Bílé tečky: pole, která zabírá aspoň jedno povolené položení tvých dílků ({ $cells }). Dílek položíš příkazem **/frame place** nebo tlačítkem **Polož dílek**.
frame-ui-hint_columns = Kroužky: kam smíš postavit sloup ({ $cells }). Použij **/frame column**.
frame-ui-hint_nothing = Teď se nic tvého nikam nevejde.
frame-ui-hint_not_turn = (Teď je na tahu { $player }.)
frame-ui-hint_list =
    Povolená položení ({ $shown } z { $total }):
    { $lines }
frame-ui-not_your_turn = Nejsi na tahu — hraje { $player }.
frame-ui-stale = Tento náhled patří k dřívějšímu tahu; otevři nový příkazem /frame place.
frame-ui-unknown_button = Toto tlačítko neznám.
frame-ui-bad_orientation = `{ $text }` není poloha: použij 0, 90, 180 nebo 270, pro zrcadlový obraz s „flipped“.
frame-ui-fits_nowhere = Tvůj dílek { $tile } se teď nikam nevejde.
frame-ui-orientation_fits_nowhere = Tvůj dílek { $tile } se v poloze { $orientation } nikam nevejde; vyber jinou polohu.
frame-ui-no_other_rotation = Žádné jiné otočení tvého dílku { $tile } se nikam nevejde.
frame-ui-no_other_flip = Převrácený dílek { $tile } se nikam nevejde (nebo vypadá stejně).
frame-ui-no_further = Tím směrem už žádné povolené místo není.
frame-ui-no_column = Tvůj sloup teď nemůže stát nikde.
frame-ui-no_tile_fits = Žádný tvůj dílek se nikam nevejde: postav třetí sloup, nebo vypadni ze hry.
frame-ui-no_scores = Výsledky jsou na konci hry; `/frame board` ukazuje průběžné trestné body.
frame-ui-timed_out = ⏰ Hráči { $player } vypršel čas: bot hraje výchozí tah.
frame-ui-match_interim = Partie { $game_no } z { $games_total }: její konečná deska a dosavadní tabulka série.
frame-ui-match_final = Tabulka série.
frame-ui-private_text = Tvé zbývající dílky ve všech polohách. Popisky (0°, 90°, …; P = převrácený) jsou hodnoty `orientation` příkazu /frame place.
frame-ui-rules =
    { "*" }*Frame** (2–4 hráči; rámeček 10×10, 12×12 nebo 14×14 polí). Každý má 3 sloupy a 13 dílků (domino, tromina, tetromina, pentomina; oka = čtverečky).
    { "*" }*Úvod:** dvě kola; každý hráč postaví sloup na pole u rámečku — nikdy vedle jiného sloupu, ani úhlopříčně (`/frame column`).
    { "*" }*Tahy:** polož jeden dílek uvnitř rámečku na prázdná pole tak, aby se hranou dotýkal některého z tvých kusů (dotyk rohem se nepočítá). Dílky se smějí otáčet i převracet. Jednou můžeš místo dílku postavit třetí sloup na pole, které se dotýká rámečku nebo libovolného dílku (opět ne vedle sloupu).
    { "*" }*Vypadnutí:** když se nic tvého nevejde, vypadáváš (zbývá-li jen třetí sloup, můžeš ho postavit, nebo vypadnout). Hra končí, když vypadnou všichni.
    { "*" }*Body:** oka nepoložených dílků jsou trestné body; vyhrává nejnižší součet; remízu vyhrává ten, kdo táhl později. Série sčítá několik partií, každou začíná další hráč.
    { "*" }*Příkazy:** `/frame place` (dílek → poloha → pole, vše s nápovědou, pak náhled s tlačítky Potvrdit / Otočit / Převrátit / šipky / Zrušit), `/frame column`, `/frame hint`, `/frame dropout`, `/frame board`, `/frame hand` (tvé dílky ve všech polohách), `/frame scores`, `/frame rules` (nebo `/frame help`). Tlačítka pod každou deskou dělají totéž.

## Odmítnutí při zakládání hry
frame-opterror-players = Frame potřebuje 2 až 4 hráče.
frame-opterror-match_games = Série potřebuje aspoň jednu partii na hráče: { $n ->
    [one] { $n } hráč
    [few] { $n } hráči
    [many] { $n } hráče
   *[other] { $n } hráčů
 }, ale `match_games` je { $games }.
frame-opterror-start_player = `start_player` je místo { $seat }, ale u tohoto stolu hraje jen { $n ->
    [one] { $n } hráč
    [few] { $n } hráči
    [many] { $n } hráče
   *[other] { $n } hráčů
 }.
frame-opterror-match_games_without_match = `match_games` platí jen pro sérii: nastav `match` na true, nebo `match_games` vynech.

## Remízy
frame-tie-none = Žádné remízy.
frame-tie-last_placement = { $players } mají shodně { $points } b.; remízu rozhoduje pozdější poslední položení ({ $detail }).
frame-tie-later_seat = { $players } mají shodně { $points } b.; remízu vyhrává hráč, který v této hře táhl později.
frame-tie-match = { $players } mají shodně { $points } b.; remízu rozhoduje lepší umístění v poslední partii.
frame-tie-placement_detail = { $player } č. { $counter }

## Na obrázcích
# same-as-en: the game's name
frame-render-title = Frame
frame-render-game_of = Partie { $game_no } z { $games_total }
frame-render-opening = Kolo { $round }: sloupy
frame-render-tiles_phase = Kladení dílků
frame-render-over = Konec hry
frame-render-counter = č. { $counter }
frame-render-to_move = Na tahu: { $player }
frame-render-pts = { $points } b.
frame-render-out_pts = mimo hru · { $points } b.
frame-render-left_pts = odchod · { $points } b.
frame-render-penalty = Trest
frame-render-last = Posl.
frame-render-last_move = Poslední tah: { $player } · { $piece } { $cells }
frame-render-all_placed = Všechny dílky položeny
frame-render-preview = Náhled · { $player }
frame-render-pips = { $pips ->
    [one] { $pips } oko
    [few] { $pips } oka
    [many] { $pips } oka
   *[other] { $pips } ok
 }
frame-render-on_cells = na polích { $cells }
frame-render-fits = Vejde se
frame-render-confirm_hint = Stiskni Potvrdit a dílek se položí.
frame-render-not_possible = Nelze
frame-render-column_on = { $column ->
    [COL1] První sloup
    [COL2] Druhý sloup
   *[COL3] Třetí sloup
 } na { $cell }
frame-render-hint = Kam může hrát { $player }
frame-render-hint_tiles = { $count ->
    [one] Dílek se vejde na { $count } pole
    [few] Dílky se vejdou na { $count } pole
    [many] Dílky se vejdou na { $count } pole
   *[other] Dílky se vejdou na { $count } polí
 }
frame-render-hint_columns = { $count ->
    [one] Třetí sloup: { $count } pole
    [few] Třetí sloup: { $count } pole
    [many] Třetí sloup: { $count } pole
   *[other] Třetí sloup: { $count } polí
 }
frame-render-hint_opening = { $count ->
    [one] Sloup: { $count } pole u rámečku
    [few] Sloup: { $count } pole u rámečku
    [many] Sloup: { $count } pole u rámečku
   *[other] Sloup: { $count } polí u rámečku
 }
frame-render-hint_none = Žádný dílek se nikam nevejde
frame-render-hint_your_tiles = Tvé kusy (bledé: teď bez místa)
frame-render-your_pieces = Tvé kusy
frame-render-your_tiles = { $player }: tvé dílky ve všech polohách
# same-as-en: an angle and a mark
frame-render-orientation_label = { $rot }°{ $flipped }
frame-render-flipped_short = P
frame-render-hand_note = Pod tvarem: poloha pro /frame place (P = převrácený). Bledé: nevejdou se.
frame-render-score_sheet = Konečné výsledky
# same-as-en: a sign
frame-render-rank = #
frame-render-player = Hráč
frame-render-unplaced = Nepoložené
frame-render-match_table = Tabulka série
frame-render-game_col = P{ $game_no }
# same-as-en: a number
frame-render-game_no = { $game_no }
frame-render-total = Součet
frame-render-tie_note = Remíza: { $text }
frame-render-start_mark = první tah v té partii
frame-render-won_mark = zelená: vítězství v té partii

## Volby v předsálí
frame-option-match_off = Série: ne (jedna hra)
frame-option-match_games = { $count ->
    [one] Série: { $count } partie
    [few] Série: { $count } partie
    [many] Série: { $count } partie
   *[other] Série: { $count } partií
 }
frame-option-match_default = Série: jedna partie na hráče
frame-option-tie_break = Remíza: { $value }
frame-option-tie_break_last_placement = pozdější poslední položení
frame-option-tie_break_later_seat = pozdější místo v pořadí tahů
frame-option-start_player_random = Začínající hráč: náhodně
frame-option-start_player_seat = Začínající hráč: místo { $seat }
frame-option-allow_reflection = Převracení dílků: { $value }
frame-option-allowed = povoleno
frame-option-not_allowed = zakázáno
frame-option-legal_move_hints = /frame hint vypisuje povolená položení: { $value }
frame-option-yes = ano
frame-option-no = ne
frame-option-timeout = Časový limit tahu: { $value }
frame-option-hours = { $count ->
    [one] { $count } hodina
    [few] { $count } hodiny
    [many] { $count } hodiny
   *[other] { $count } hodin
 }
frame-option-minutes = { $count ->
    [one] { $count } minuta
    [few] { $count } minuty
    [many] { $count } minuty
   *[other] { $count } minut
 }
frame-option-seconds = { $count ->
    [one] { $count } sekunda
    [few] { $count } sekundy
    [many] { $count } sekundy
   *[other] { $count } sekund
 }

## Popisy voleb
frame-optdesc-match = Sehraj sérii několika partií a sečti trestné body.
frame-optdesc-match_games = Počet partií série (aspoň tolik, kolik je hráčů; výchozí: jedna na hráče).
frame-optdesc-tie_break = Jak se rozhoduje remíza: pozdější poslední položení (`last_placement`), nebo pozdější místo (`later_seat`).
frame-optdesc-start_player = Kdo začíná: náhodně, nebo číslo místa (1 = první místo).
frame-optdesc-allow_reflection = Dovolit převracet dílky (zrcadlové obrazy), nejen je otáčet.
frame-optdesc-legal_move_hints = Bot na požádání vypíše hráčova povolená položení.
frame-optdesc-decision_timeout_s = Sekundy, po kterých bot za hráče zahraje výchozí tah (prázdné: nikdy).

## Počítaná podstatná jména, názvy
frame-ui-dropout_confirm = { $count ->
    [one] Vypadnout z této hry? Tvůj { $count } nepoložený dílek dává **{ $penalty }** trestných bodů. Nelze to vrátit.
    [few] Vypadnout z této hry? Tvé { $count } nepoložené dílky dávají **{ $penalty }** trestných bodů. Nelze to vrátit.
    [many] Vypadnout z této hry? Tvých { $count } nepoloženého dílku dává **{ $penalty }** trestných bodů. Nelze to vrátit.
   *[other] Vypadnout z této hry? Tvých { $count } nepoložených dílků dává **{ $penalty }** trestných bodů. Nelze to vrátit.
 }
frame-cells = { $count ->
    [one] { $count } pole
    [few] { $count } pole
    [many] { $count } pole
   *[other] { $count } polí
 }
frame-spots = { $count ->
    [one] { $count } místo
    [few] { $count } místa
    [many] { $count } místa
   *[other] { $count } míst
 }
frame-tile = { $tile ->
    [I2] domino
    [I3] rovné tromino
    [L3] lomené tromino
    [I4] rovné tetromino
    [O4] čtvercové tetromino
    [T4] tetromino T
    [S4] tetromino S
    [L4] tetromino L
    [P5] pentomino P
    [U5] pentomino U
    [L5] pentomino L
    [T5] pentomino T
   *[V5] pentomino V
 }
frame-colour = { $colour ->
    [RED] Červený
    [BLU] Modrý
    [GRN] Zelený
   *[YEL] Žlutý
 }
frame-column = { $column ->
    [COL1] první sloup
    [COL2] druhý sloup
   *[COL3] třetí sloup
 }
frame-column-acc = { $column ->
    [COL1] první sloup
    [COL2] druhý sloup
   *[COL3] třetí sloup
 }

## Příkazy
frame-cmd = Frame: klaď dílky do rámečku; vyhrává nejméně trestných bodů.
frame-cmd-new = Založ novou hru Frame (2–4 hráči) ve vlákně tohoto kanálu.
frame-cmd-new-opt-match = Sehraj sérii partií, začínající hráč se střídá; trestné body se sčítají.
frame-cmd-new-opt-match_games = Počet partií série (2–12, aspoň tolik, kolik je hráčů; výchozí jedna na hráče).
frame-cmd-new-opt-tie_break = Remíza: pozdější poslední položení (výchozí), nebo pozdější místo v pořadí tahů.
frame-cmd-new-opt-start_player = Kdo začíná: náhodně (výchozí), nebo číslo místa.
frame-cmd-new-opt-allow_reflection = Dovolit převracet dílky, nejen je otáčet (výchozí ano).
frame-cmd-new-opt-legal_move_hints = /frame hint vypíše i tvá povolená položení jako text (výchozí ne).
frame-cmd-new-opt-turn_timeout_hours = Hodiny, po kterých bot zahraje za hráče výchozí tah (výchozí nikdy).
frame-cmd-place = Polož jeden ze svých dílků: vyber dílek, polohu a pole, pak potvrď v náhledu.
frame-cmd-place-opt-tile = Jeden z tvých zbývajících dílků (nabízejí se jen ty, které se někam vejdou).
frame-cmd-place-opt-orientation = Otočení a „flipped“ pro zrcadlový obraz (nabízejí se jen polohy, které se vejdou).
frame-cmd-place-opt-anchor = Levé dolní pole obdélníku kolem dílku (nabízejí se jen povolená pole).
frame-cmd-place-opt-cells = Nebo přesná pole, např. c2 c3 d3 e3; samotná určí dílek podle tvaru.
frame-cmd-column = Postav sloup (jeden ze dvou úvodních, nebo třetí místo dílku).
frame-cmd-column-opt-cell = Pole pro sloup (nabízejí se jen povolená pole).
frame-cmd-hint = Ukaž soukromě, kam se vejdou tvé dílky (nebo sloup).
frame-cmd-dropout = Vzdej tuto hru, když se žádný dílek nevejde, ale třetí sloup ještě ano.
frame-cmd-scores = Ukaž tabulku série (nebo konečné výsledky).
