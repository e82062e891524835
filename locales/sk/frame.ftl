### Frame (Reiner Knizia) po slovensky.
### Glossary (after the Polish rulebook, knizia-tiles.pl.txt, cognate where natural): dielik (żeton, tile),
### stĺp (kolumna, column), rámik (ramka, frame), pole (pole, cell), pole pri rámiku (edge cell), oko (oczko, pip),
### trestné body (punkty karne), kolo (tura, opening round), partia (runda, one game of a series), séria (rozgrywka,
### match), vypadnúť z hry (wypaść z gry, drop out), remíza (remis, tie), hráč (gracz, player).

# same-as-en: the game's name
frame-title = Frame

## Odmietnuté ťahy
frame-error-game_over = Hra sa skončila.
frame-error-not_your_turn = Nie si na ťahu.
frame-error-not_a_seat = V tejto hre nehráš.
frame-error-not_a_move = To nie je ťah.
frame-error-unknown_type = Neznámy ťah `{ $type }`. Ťahy: place, column, dropout.
frame-error-missing = Ťah potrebuje `{ $field }`.
frame-error-bad_tile = `{ $tile }` nie je dielik. Dieliky: { $tiles }.
frame-error-tile_placed = Tvoj dielik { $tile } už leží.
frame-error-columns_first = Najprv postav stĺp: dieliky sa kladú po dvoch úvodných kolách so stĺpmi.
frame-error-bad_cells = Zadaj polia ako zoznam, napr. c2 c3 d3.
frame-error-bad_cell = `{ $cell }` nie je pole: použi písmeno a číslo, napr. c5.
frame-error-outside = { $cell } leží mimo rámika { $size }×{ $size }.
frame-error-duplicate = Pole { $cell } je uvedené dvakrát.
frame-error-cell_count = Tvoj dielik { $tile } ({ $name }) zaberá { $pips ->
    [one] { $pips } pole
    [few] { $pips } polia
    [many] { $pips } poľa
   *[other] { $pips } polí
 }, nie { $count }.
frame-error-bad_shape = Tieto polia netvoria tvar tvojho dielika { $tile } ({ $name }).
frame-error-no_such_shape = Polia { $cells } netvoria tvar žiadneho dielika.
frame-error-shape_size = Dielik zaberá 2 až 5 polí, nie { $count }.
frame-error-shape_placed = Polia { $cells } tvoria tvar tvojho dielika { $tile } ({ $name }), ktorý už leží.
frame-error-no_reflection = V tejto hre sa dieliky nesmú prevracať.
frame-error-bad_rot = Otočenie musí byť 0, 90, 180 alebo 270.
frame-error-bad_mirror = Prevrátenie (zrkadlo) musí byť áno, alebo nie.
frame-error-overlap = Dielik zasahuje na obsadené pole { $cell }.
frame-error-diagonal = Dielik sa tvojich kusov dotýka len uhlopriečne.
frame-error-not_touching = Dielik sa nedotýka žiadneho z tvojich kusov.
frame-error-cell_taken = Pole { $cell } je už obsadené.
frame-error-column_not_border = Stĺp z úvodných kôl musí stáť na poli pri rámiku.
frame-error-column_next_to_column = Stĺp nesmie stáť vedľa iného stĺpa ({ $cell }).
frame-error-column3_placed = Svoj tretí stĺp už máš postavený.
frame-error-column3_reach = Tvoj tretí stĺp sa musí dotýkať rámika alebo dielika.
frame-error-no_dropout_opening = V úvodných kolách nemožno vypadnúť z hry.
frame-error-no_dropout = Ešte môžeš položiť dielik, takže nemôžeš vypadnúť (pasovať sa nedá).
frame-error-left_already = Tento hráč už v hre nie je.

## Udalosti vo vlákne
frame-event-game_started = Frame sa začína v rámiku { $size }×{ $size }. Začína { $start }; najprv každý postaví dva stĺpy na polia pri rámiku.
frame-event-match_game_started = Partia { $game_no } z { $games_total } sa začína v rámiku { $size }×{ $size }. Začína { $start }; najprv každý postaví dva stĺpy na polia pri rámiku.
frame-event-turn_opening = { $player }: postav svoj { $column } na pole pri rámiku.
frame-event-turn_tiles = { $player }: polož dielik.
frame-event-turn_tiles_or_column = { $player }: polož dielik, alebo postav tretí stĺp.
frame-event-turn_lifeline = { $player } nemá miesto pre žiadny dielik: postav tretí stĺp, alebo vypadni z hry.
frame-event-column_placed = { $player } — { $column } na poli { $cell }.
frame-event-tile_placed = { $player } — dielik { $tile } ({ $name }, { $pips ->
    [one] { $pips } oko
    [few] { $pips } oká
    [many] { $pips } oka
   *[other] { $pips } ôk
 }) na poliach { $cells }.
frame-event-dropped_out_stuck = { $player } už nemôže nič položiť a vypadáva z hry s { $penalty ->
    [one] { $penalty } trestným bodom
    [few] { $penalty } trestnými bodmi
    [many] { $penalty } trestného bodu
   *[other] { $penalty } trestnými bodmi
 }.
frame-event-dropped_out_chose = { $player } vypadáva z hry s { $penalty ->
    [one] { $penalty } trestným bodom
    [few] { $penalty } trestnými bodmi
    [many] { $penalty } trestného bodu
   *[other] { $penalty } trestnými bodmi
 }.
frame-event-dropped_out_left = { $player } odchádza z hry; trestné body sa rátajú: { $penalty }.
frame-event-game_over = Konečné poradie: { $ranking }.
frame-event-match_game_over = Partia { $game_no } z { $games_total } sa skončila. { $ranking }. Súčty série: { $totals }
frame-event-match_over = Séria sa skončila. { $ranking }.
frame-event-seat = Miesto { $seat }
# whole words: an abbreviation's full stop doubled the sentence's ("28 b..")
frame-event-ranking_entry = { $place }. { $player } { $points } { $points ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodov
 }
# same-as-en: a name and a number
frame-event-total_entry = { $player } { $points }

## Popisy ťahov a volieb
frame-label-tile_choice = { $tile } { $name } ({ $pips ->
    [one] { $pips } oko
    [few] { $pips } oká
    [many] { $pips } oka
   *[other] { $pips } ôk
 }, { $spots })
# same-as-en: an angle
frame-label-orientation_plain = { $rot }°
frame-label-orientation_flipped = { $rot }° prevrátený
frame-label-action_place = Polož { $tile } ({ $name }) na polia { $cells }
frame-label-action_column = Postav { $column } na pole { $cell }
frame-label-action_dropout = Vypadni z hry (trest { $penalty })

## Tlačidlá, náhľady, odmietnutia, správy vo vlákne
frame-ui-ac_opening = Úvodné kolá: postav stĺp príkazom /frame column.
frame-ui-ac_no_game = Nehráš tu žiadnu bežiacu hru Frame.
frame-ui-ac_nothing_fits = Žiadny dielik sa nikam nezmestí: použi /frame column alebo /frame dropout.
frame-ui-ac_pick_tile_first = Najprv vyber dielik.
frame-ui-ac_tile = { $tile } { $picture } { $name } ({ $pips ->
    [one] { $pips } oko
    [few] { $pips } oká
    [many] { $pips } oka
   *[other] { $pips } ôk
 }, zmestí sa: { $spots })
frame-ui-ac_orientation = { $label } { $picture } — zmestí sa: { $spots }
frame-ui-ac_anchor = { $at } → zaberie { $cells }
frame-ui-button_place = Polož dielik
frame-ui-button_column = Postav stĺp
frame-ui-button_column3 = Postav tretí stĺp
frame-ui-button_dropout = Vypadnúť z hry
frame-ui-button_hint = Kam môžem hrať?
frame-ui-button_confirm = Potvrdiť
frame-ui-button_rotate = Otočiť ⟳
frame-ui-button_flip = Prevrátiť ⇋
frame-ui-button_cancel = Zrušiť
frame-ui-select_tile = Vyber iný dielik
# same-as-en: a tile code, its picture and its name
frame-ui-select_tile_option = { $tile } { $picture } { $name }
frame-ui-select_tile_description = { $pips ->
    [one] { $pips } oko
    [few] { $pips } oká
    [many] { $pips } oka
   *[other] { $pips } ôk
 } · zmestí sa: { $spots }
frame-ui-preview_tile =
    Náhľad: tvoj dielik **{ $tile }** ({ $name }, { $pips ->
        [one] { $pips } oko
        [few] { $pips } oká
        [many] { $pips } oka
       *[other] { $pips } ôk
    }), { $orientation }, na poliach **{ $cells }**.
    { "*" }*Potvrdiť** ho položí; **Otočiť** / **Prevrátiť** menia jeho polohu; šípky ho posunú na ďalšie povolené miesto.
frame-ui-preview_column =
    Náhľad: tvoj **{ $column }** na poli **{ $cell }**.
    { "*" }*Potvrdiť** ho postaví; šípky ho posunú na ďalšie povolené pole.
# same-as-en: only the reason
frame-ui-preview_illegal = { $reason }
frame-ui-preview_illegal_tile = Nedá sa — tvoj dielik **{ $tile }** ({ $name }) na poliach **{ $cells }**: { $reason }
frame-ui-placed = Položené. Nová doska je vo vlákne hry.
frame-ui-cancelled = Zrušené — nič sa nepoložilo.
frame-ui-dropped = Si z hry vonku.
frame-ui-orientation_flipped = { $rot }° prevrátený
# same-as-en: an angle
frame-ui-orientation_plain = { $rot }°
frame-ui-hint_text = Biele bodky: polia, ktoré zaberá aspoň jedno povolené položenie tvojich dielikov ({ $cells }). Dielik položíš príkazom **/frame place** alebo tlačidlom **Polož dielik**.
frame-ui-hint_columns = Krúžky: kam smieš postaviť stĺp ({ $cells }). Použi **/frame column**.
frame-ui-hint_nothing = Teraz sa nič tvoje nikam nezmestí.
frame-ui-hint_not_turn = (Teraz je na ťahu { $player }.)
frame-ui-hint_list =
    Povolené položenia ({ $shown } z { $total }):
    { $lines }
frame-ui-not_your_turn = Nie si na ťahu — hrá { $player }.
frame-ui-stale = Tento náhľad patrí k skoršiemu ťahu; otvor nový príkazom /frame place.
frame-ui-unknown_button = Toto tlačidlo nepoznám.
frame-ui-bad_orientation = `{ $text }` nie je poloha: použi 0, 90, 180 alebo 270, pre zrkadlový obraz s „flipped“.
frame-ui-fits_nowhere = Tvoj dielik { $tile } sa teraz nikam nezmestí.
frame-ui-orientation_fits_nowhere = Tvoj dielik { $tile } sa v polohe { $orientation } nikam nezmestí; vyber inú polohu.
frame-ui-no_other_rotation = Žiadne iné otočenie tvojho dielika { $tile } sa nikam nezmestí.
frame-ui-no_other_flip = Prevrátený dielik { $tile } sa nikam nezmestí (alebo vyzerá rovnako).
frame-ui-no_further = Týmto smerom už žiadne povolené miesto nie je.
frame-ui-no_column = Tvoj stĺp teraz nemôže stáť nikde.
frame-ui-no_tile_fits = Žiadny tvoj dielik sa nikam nezmestí: postav tretí stĺp, alebo vypadni z hry.
frame-ui-no_scores = Výsledky sú na konci hry; `/frame board` ukazuje priebežné trestné body.
frame-ui-timed_out = ⏰ Hráčovi { $player } vypršal čas: bot hrá predvolený ťah.
frame-ui-match_interim = Partia { $game_no } z { $games_total }: jej konečná doska a doterajšia tabuľka série.
frame-ui-match_final = Tabuľka série.
frame-ui-private_text = Tvoje zostávajúce dieliky vo všetkých polohách. Popisy (0°, 90°, …; P = prevrátený) sú hodnoty `orientation` príkazu /frame place.
frame-ui-rules =
    { "*" }*Frame** (2–4 hráči; rámik 10×10, 12×12 alebo 14×14 polí). Každý má 3 stĺpy a 13 dielikov (domino, tromino, tetromino, pentomino; oká = štvorčeky).
    { "*" }*Úvod:** dve kolá; každý hráč postaví stĺp na pole pri rámiku — nikdy vedľa iného stĺpa, ani uhlopriečne (`/frame column`).
    { "*" }*Ťahy:** polož jeden dielik vnútri rámika na prázdne polia tak, aby sa hranou dotýkal niektorého z tvojich kusov (dotyk rohom sa neráta). Dieliky sa smú otáčať aj prevracať. Raz môžeš namiesto dielika postaviť tretí stĺp na pole, ktoré sa dotýka rámika alebo ľubovoľného dielika (opäť nie vedľa stĺpa).
    { "*" }*Vypadnutie:** keď sa nič tvoje nezmestí, vypadávaš (ak zostáva len tretí stĺp, môžeš ho postaviť, alebo vypadnúť). Hra končí, keď vypadnú všetci.
    { "*" }*Body:** oká nepoložených dielikov sú trestné body; vyhráva najnižší súčet; remízu vyhráva ten, kto ťahal neskôr. Séria sčíta niekoľko partií, každú začína ďalší hráč.
    { "*" }*Príkazy:** `/frame place` (dielik → poloha → pole, všetko s nápovedou, potom náhľad s tlačidlami Potvrdiť / Otočiť / Prevrátiť / šípky / Zrušiť), `/frame column`, `/frame hint`, `/frame dropout`, `/frame board`, `/frame hand` (tvoje dieliky vo všetkých polohách), `/frame scores`, `/frame rules` (alebo `/frame help`). Tlačidlá pod každou doskou robia to isté.

## Odmietnutia pri zakladaní hry
frame-opterror-players = Frame potrebuje 2 až 4 hráčov.
frame-opterror-match_games = Séria potrebuje aspoň jednu partiu na hráča: { $n ->
    [one] { $n } hráč
    [few] { $n } hráči
    [many] { $n } hráča
   *[other] { $n } hráčov
 }, ale `match_games` je { $games }.
frame-opterror-start_player = `start_player` je miesto { $seat }, ale pri tomto stole hrá len { $n ->
    [one] { $n } hráč
    [few] { $n } hráči
    [many] { $n } hráča
   *[other] { $n } hráčov
 }.
frame-opterror-match_games_without_match = `match_games` platí len pre sériu: nastav `match` na true, alebo `match_games` vynechaj.

## Remízy
frame-tie-none = Žiadne remízy.
frame-tie-last_placement = { $players } majú zhodne { $points } b.; remízu rozhoduje neskoršie posledné položenie ({ $detail }).
frame-tie-later_seat = { $players } majú zhodne { $points } b.; remízu vyhráva hráč, ktorý v tejto hre ťahal neskôr.
frame-tie-match = { $players } majú zhodne { $points } b.; remízu rozhoduje lepšie umiestnenie v poslednej partii.
frame-tie-placement_detail = { $player } č. { $counter }

## Na obrázkoch
# same-as-en: the game's name
frame-render-title = Frame
frame-render-game_of = Partia { $game_no } z { $games_total }
frame-render-opening = Kolo { $round }: stĺpy
frame-render-tiles_phase = Kladenie dielikov
frame-render-over = Koniec hry
frame-render-counter = č. { $counter }
frame-render-to_move = Na ťahu: { $player }
frame-render-pts = { $points } b.
frame-render-out_pts = mimo hry · { $points } b.
frame-render-left_pts = odchod · { $points } b.
frame-render-penalty = Trest
frame-render-last = Posl.
frame-render-last_move = Posledný ťah: { $player } · { $piece } { $cells }
frame-render-all_placed = Všetky dieliky položené
frame-render-preview = Náhľad · { $player }
frame-render-pips = { $pips ->
    [one] { $pips } oko
    [few] { $pips } oká
    [many] { $pips } oka
   *[other] { $pips } ôk
 }
frame-render-on_cells = na poliach { $cells }
frame-render-fits = Zmestí sa
frame-render-confirm_hint = Stlač Potvrdiť a dielik sa položí.
frame-render-not_possible = Nedá sa
frame-render-column_on = { $column ->
    [COL1] Prvý stĺp
    [COL2] Druhý stĺp
   *[COL3] Tretí stĺp
 } na { $cell }
frame-render-hint = Kam môže hrať { $player }
frame-render-hint_tiles = { $count ->
    [one] Dielik sa zmestí na { $count } pole
    [few] Dieliky sa zmestia na { $count } polia
    [many] Dieliky sa zmestia na { $count } poľa
   *[other] Dieliky sa zmestia na { $count } polí
 }
frame-render-hint_columns = { $count ->
    [one] Tretí stĺp: { $count } pole
    [few] Tretí stĺp: { $count } polia
    [many] Tretí stĺp: { $count } poľa
   *[other] Tretí stĺp: { $count } polí
 }
frame-render-hint_opening = { $count ->
    [one] Stĺp: { $count } pole pri rámiku
    [few] Stĺp: { $count } polia pri rámiku
    [many] Stĺp: { $count } poľa pri rámiku
   *[other] Stĺp: { $count } polí pri rámiku
 }
frame-render-hint_none = Žiadny dielik sa nikam nezmestí
frame-render-hint_your_tiles = Tvoje kusy (bledé: teraz bez miesta)
frame-render-your_pieces = Tvoje kusy
frame-render-your_tiles = { $player }: tvoje dieliky vo všetkých polohách
# same-as-en: an angle and a mark
frame-render-orientation_label = { $rot }°{ $flipped }
frame-render-flipped_short = P
frame-render-hand_note = Pod tvarom: poloha pre /frame place (P = prevrátený). Bledé: nezmestia sa.
frame-render-score_sheet = Konečné výsledky
# same-as-en: a sign
frame-render-rank = #
frame-render-player = Hráč
frame-render-unplaced = Nepoložené
frame-render-match_table = Tabuľka série
frame-render-game_col = P{ $game_no }
# same-as-en: a number
frame-render-game_no = { $game_no }
frame-render-total = Súčet
frame-render-tie_note = Remíza: { $text }
frame-render-start_mark = prvý ťah v tejto partii
frame-render-won_mark = zelená: víťazstvo v tejto partii

## Voľby v predsieni
frame-option-match_off = Séria: nie (jedna hra)
frame-option-match_games = { $count ->
    [one] Séria: { $count } partia
    [few] Séria: { $count } partie
    [many] Séria: { $count } partie
   *[other] Séria: { $count } partií
 }
frame-option-match_default = Séria: jedna partia na hráča
frame-option-tie_break = Remíza: { $value }
frame-option-tie_break_last_placement = neskoršie posledné položenie
frame-option-tie_break_later_seat = neskoršie miesto v poradí ťahov
frame-option-start_player_random = Začínajúci hráč: náhodne
frame-option-start_player_seat = Začínajúci hráč: miesto { $seat }
frame-option-allow_reflection = Prevracanie dielikov: { $value }
frame-option-allowed = povolené
frame-option-not_allowed = zakázané
frame-option-legal_move_hints = /frame hint vypisuje povolené položenia: { $value }
frame-option-yes = áno
frame-option-no = nie
frame-option-timeout = Časový limit ťahu: { $value }
frame-option-hours = { $count ->
    [one] { $count } hodina
    [few] { $count } hodiny
    [many] { $count } hodiny
   *[other] { $count } hodín
 }
frame-option-minutes = { $count ->
    [one] { $count } minúta
    [few] { $count } minúty
    [many] { $count } minúty
   *[other] { $count } minút
 }
frame-option-seconds = { $count ->
    [one] { $count } sekunda
    [few] { $count } sekundy
    [many] { $count } sekundy
   *[other] { $count } sekúnd
 }

## Popisy volieb
frame-optdesc-match = Odohraj sériu niekoľkých partií a sčítaj trestné body.
frame-optdesc-match_games = Počet partií série (aspoň toľko, koľko je hráčov; predvolené: jedna na hráča).
frame-optdesc-tie_break = Ako sa rozhoduje remíza: neskoršie posledné položenie (`last_placement`), alebo neskoršie miesto (`later_seat`).
frame-optdesc-start_player = Kto začína: náhodne, alebo číslo miesta (1 = prvé miesto).
frame-optdesc-allow_reflection = Dovoliť prevracať dieliky (zrkadlové obrazy), nielen ich otáčať.
frame-optdesc-legal_move_hints = Bot na požiadanie vypíše hráčove povolené položenia.
frame-optdesc-decision_timeout_s = Sekundy, po ktorých bot za hráča zahrá predvolený ťah (prázdne: nikdy).

## Počítané podstatné mená, názvy
frame-ui-dropout_confirm = { $count ->
    [one] Vypadnúť z tejto hry? Tvoj { $count } nepoložený dielik dáva **{ $penalty }** trestných bodov. Nedá sa to vrátiť.
    [few] Vypadnúť z tejto hry? Tvoje { $count } nepoložené dieliky dávajú **{ $penalty }** trestných bodov. Nedá sa to vrátiť.
    [many] Vypadnúť z tejto hry? Tvojich { $count } nepoloženého dielika dáva **{ $penalty }** trestných bodov. Nedá sa to vrátiť.
   *[other] Vypadnúť z tejto hry? Tvojich { $count } nepoložených dielikov dáva **{ $penalty }** trestných bodov. Nedá sa to vrátiť.
 }
frame-cells = { $count ->
    [one] { $count } pole
    [few] { $count } polia
    [many] { $count } poľa
   *[other] { $count } polí
 }
frame-spots = { $count ->
    [one] { $count } miesto
    [few] { $count } miesta
    [many] { $count } miesta
   *[other] { $count } miest
 }
frame-tile = { $tile ->
    [I2] domino
    [I3] rovné tromino
    [L3] lomené tromino
    [I4] rovné tetromino
    [O4] štvorcové tetromino
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
   *[YEL] Žltý
 }
frame-column = { $column ->
    [COL1] prvý stĺp
    [COL2] druhý stĺp
   *[COL3] tretí stĺp
 }
frame-column-acc = { $column ->
    [COL1] prvý stĺp
    [COL2] druhý stĺp
   *[COL3] tretí stĺp
 }

## Príkazy
frame-cmd = Frame: klaď dieliky do rámika; vyhráva najmenej trestných bodov.
frame-cmd-new = Založ novú hru Frame (2–4 hráči) vo vlákne tohto kanála.
frame-cmd-new-opt-match = Odohraj sériu partií, začínajúci hráč sa strieda; trestné body sa sčítajú.
frame-cmd-new-opt-match_games = Počet partií série (2–12, aspoň toľko, koľko je hráčov; predvolene jedna na hráča).
frame-cmd-new-opt-tie_break = Remíza: neskoršie posledné položenie (predvolené), alebo neskoršie miesto v poradí ťahov.
frame-cmd-new-opt-start_player = Kto začína: náhodne (predvolené), alebo číslo miesta.
frame-cmd-new-opt-allow_reflection = Dovoliť prevracať dieliky, nielen ich otáčať (predvolene áno).
frame-cmd-new-opt-legal_move_hints = /frame hint vypíše aj tvoje povolené položenia ako text (predvolene nie).
frame-cmd-new-opt-turn_timeout_hours = Hodiny, po ktorých bot zahrá za hráča predvolený ťah (predvolene nikdy).
frame-cmd-place = Polož jeden zo svojich dielikov: vyber dielik, polohu a pole, potom potvrď v náhľade.
frame-cmd-place-opt-tile = Jeden z tvojich zostávajúcich dielikov (ponúkajú sa len tie, ktoré sa niekam zmestia).
frame-cmd-place-opt-orientation = Otočenie a „flipped“ pre zrkadlový obraz (ponúkajú sa len polohy, ktoré sa zmestia).
frame-cmd-place-opt-anchor = Ľavé dolné pole obdĺžnika okolo dielika (ponúkajú sa len povolené polia).
frame-cmd-place-opt-cells = Alebo presné polia, napr. c2 c3 d3 e3; samotné určia dielik podľa tvaru.
frame-cmd-column = Postav stĺp (jeden z dvoch úvodných, alebo tretí namiesto dielika).
frame-cmd-column-opt-cell = Pole pre stĺp (ponúkajú sa len povolené polia).
frame-cmd-hint = Ukáž súkromne, kam sa zmestia tvoje dieliky (alebo stĺp).
frame-cmd-dropout = Vzdaj túto hru, keď sa žiadny dielik nezmestí, ale tretí stĺp ešte áno.
frame-cmd-scores = Ukáž tabuľku série (alebo konečné výsledky).
