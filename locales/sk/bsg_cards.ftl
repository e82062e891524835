## BSG: celá karta v chvíli, keď sa o nej rozhoduje (presenters/bsg_cards.py); karty nesú svoje vydané názvy
bsg-card-title = { $kind ->
    [crisis] Kríza
    [super_crisis] Veľká kríza
    [quorum] Karta quora
    [destination] Destinácia
    [discarded] Odhodené
   *[card] Karta
 }: { $name }
bsg-card-skill = { $colour } { $skill }
bsg-card-check = Test zručností
bsg-card-check-line = { $skills }, obtiažnosť { $difficulty }
bsg-card-pass = Úspech ({ $difficulty } a viac)
bsg-card-partial = Čiastočný úspech ({ $min } a viac)
bsg-card-fail = Neúspech
bsg-card-chooser = Kto volí
bsg-card-check-or = { $who } volí: test zručností, alebo namiesto neho alternatívu nižšie
bsg-card-chooses = { $who } volí jednu možnosť
bsg-card-alternative = Alternatíva (namiesto testu)
bsg-card-option = Možnosť { $letter }
bsg-card-requires = { $text } ({ $cond })
bsg-card-attack = Útok Cylonov
bsg-card-special = Zvláštne pravidlo
bsg-card-kept = { $when ->
    [pass] Pri úspechu zostáva karta v hre
    [fail] Pri neúspechu zostáva karta v hre
   *[always] Karta zostáva v hre
 }
bsg-card-after = Potom
bsg-card-jump-prep = príprava na skok: flotila postúpi o 1 na stupnici skoku
bsg-card-effect-line = Účinok: { $text }
bsg-card-destination-line = Vzdialenosť { $distance }. Účinok: { $text }
bsg-card-field-line = **{ $name }**: { $value }
bsg-card-pick-title = { $kind ->
    [crisis_pick] Tvoja kríza: ponechaj si 1 z { $count }
    [caprica_pick] Caprica: vyrieš 1 z { $count } kríz
    [roslin_quorum] Tvoja karta quora: ponechaj si 1 z { $count }
    [destination] Tvoja destinácia: vyber 1 z { $count }
    [play_super] Tvoja karta veľkej krízy
   *[quorum_play] Tvoje karty quora
 }
bsg-card-pick-secret = { $kind ->
    [crisis_pick] Tieto karty vidíš iba ty. Ponechaná sa vyhodnotí; druhá ide nevidená pod balíček kríz.
    [caprica_pick] Tieto karty vidíš iba ty. Vybraná sa vyhodnotí; druhá sa odhodí lícom nahor.
    [roslin_quorum] Tieto karty vidíš iba ty. Ponechaná sa zahrá; ostatné idú nevidené pod balíček quora.
    [destination] Tieto karty vidíš iba ty. Vybraná sa odhalí; ostatné idú nevidené pod balíček destinácií.
    [play_super] Svoju kartu veľkej krízy vidíš iba ty, kým ju nezahráš.
   *[quorum_play] Svoje karty quora vidíš iba ty, kým niektorú nezahráš.
 }
bsg-event-chose_over = { $player } volí: { $choice }. Nevybrané: { $others }.
bsg-event-kept_over = Ponechávaš si { $card }. Nevybrané, ostatní to neuvidia: { $others }.
bsg-event-contributed_none = { $player } do testu nepridá žiadnu kartu.
bsg-ui-confirm-nothing = Najprv vyber karty v ponuke
