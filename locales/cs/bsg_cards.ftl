## BSG: karta celá ve chvíli, kdy se o ní rozhoduje (presenters/bsg_cards.py); karty nesou své vydané názvy
bsg-card-title = { $kind ->
    [crisis] Krize
    [super_crisis] Velká krize
    [quorum] Karta quora
    [destination] Destinace
    [discarded] Odhozeno
   *[card] Karta
 }: { $name }
bsg-card-skill = { $colour } { $skill }
bsg-card-check = Test dovedností
bsg-card-check-line = { $skills }, obtížnost { $difficulty }
bsg-card-pass = Úspěch ({ $difficulty } a více)
bsg-card-partial = Částečný úspěch ({ $min } a více)
bsg-card-fail = Neúspěch
bsg-card-chooser = Kdo volí
bsg-card-check-or = { $who } volí: test dovedností, nebo místo něj alternativu níže
bsg-card-chooses = { $who } volí jednu možnost
bsg-card-alternative = Alternativa (místo testu)
bsg-card-option = Možnost { $letter }
bsg-card-requires = { $text } ({ $cond })
bsg-card-attack = Útok Cylonů
bsg-card-special = Zvláštní pravidlo
bsg-card-kept = { $when ->
    [pass] Při úspěchu zůstává karta ve hře
    [fail] Při neúspěchu zůstává karta ve hře
   *[always] Karta zůstává ve hře
 }
bsg-card-after = Potom
bsg-card-jump-prep = příprava na skok: flotila postoupí o 1 na stupnici skoku
bsg-card-effect-line = Účinek: { $text }
bsg-card-destination-line = Vzdálenost { $distance }. Účinek: { $text }
bsg-card-field-line = **{ $name }**: { $value }
bsg-card-pick-title = { $kind ->
    [crisis_pick] Tvoje krize: ponech si 1 z { $count }
    [caprica_pick] Caprica: vyřeš 1 z { $count } krizí
    [roslin_quorum] Tvoje karta quora: ponech si 1 z { $count }
    [destination] Tvoje destinace: vyber 1 z { $count }
    [play_super] Tvoje karta velké krize
   *[quorum_play] Tvoje karty quora
 }
bsg-card-pick-secret = { $kind ->
    [crisis_pick] Tyto karty vidíš jen ty. Ponechaná se vyhodnotí; druhá jde neviděná pod balíček krizí.
    [caprica_pick] Tyto karty vidíš jen ty. Vybraná se vyhodnotí; druhá se odhodí lícem nahoru.
    [roslin_quorum] Tyto karty vidíš jen ty. Ponechaná se zahraje; ostatní jdou neviděné pod balíček quora.
    [destination] Tyto karty vidíš jen ty. Vybraná se odhalí; ostatní jdou neviděné pod balíček destinací.
    [play_super] Svou kartu velké krize vidíš jen ty, dokud ji nezahraješ.
   *[quorum_play] Své karty quora vidíš jen ty, dokud některou nezahraješ.
 }
bsg-event-chose_over = { $player } volí: { $choice }. Nevybráno: { $others }.
bsg-event-kept_over = Ponecháváš si { $card }. Nevybráno, ostatní to neuvidí: { $others }.
bsg-event-contributed_none = { $player } do testu nepřidá žádnou kartu.
bsg-ui-confirm-nothing = Nejdřív vyber karty v nabídce
