## BSG: cała karta w chwili, gdy się o niej decyduje (presenters/bsg_cards.py); karty noszą swoje wydane nazwy
bsg-card-title = { $kind ->
    [crisis] Kryzys
    [super_crisis] Superkryzys
    [quorum] Karta Kworum
    [destination] Cel podróży
    [discarded] Odrzucona
   *[card] Karta
 }: { $name }
bsg-card-skill = { $colour } { $skill }
bsg-card-check = Test umiejętności
bsg-card-check-line = { $skills }, trudność { $difficulty }
bsg-card-pass = Sukces ({ $difficulty } lub więcej)
bsg-card-partial = Częściowy sukces ({ $min } lub więcej)
bsg-card-fail = Porażka
bsg-card-chooser = Kto wybiera
bsg-card-check-or = { $who } wybiera: test umiejętności albo zamiast niego alternatywę poniżej
bsg-card-chooses = { $who } wybiera jedną opcję
bsg-card-alternative = Alternatywa (zamiast testu)
bsg-card-option = Opcja { $letter }
bsg-card-requires = { $text } ({ $cond })
bsg-card-attack = Atak Cylonów
bsg-card-special = Zasada specjalna
bsg-card-kept = { $when ->
    [pass] Po sukcesie karta zostaje w grze
    [fail] Po porażce karta zostaje w grze
   *[always] Karta zostaje w grze
 }
bsg-card-after = Następnie
bsg-card-jump-prep = przygotowanie do skoku: flota przesuwa się o 1 na torze skoku
bsg-card-effect-line = Efekt: { $text }
bsg-card-destination-line = Odległość { $distance }. Efekt: { $text }
bsg-card-field-line = **{ $name }**: { $value }
bsg-card-pick-title = { $kind ->
    [crisis_pick] Twój kryzys: zatrzymaj 1 z { $count }
    [caprica_pick] Caprica: rozpatrz 1 z { $count } kryzysów
    [roslin_quorum] Twoja karta Kworum: zatrzymaj 1 z { $count }
    [destination] Twój cel podróży: wybierz 1 z { $count }
    [play_super] Twoja karta superkryzysu
   *[quorum_play] Twoje karty Kworum
 }
bsg-card-pick-secret = { $kind ->
    [crisis_pick] Tylko ty widzisz te karty. Zatrzymana zostanie rozpatrzona; druga trafia niewidziana na spód talii kryzysów.
    [caprica_pick] Tylko ty widzisz te karty. Wybrana zostanie rozpatrzona; druga zostaje odrzucona awersem do góry.
    [roslin_quorum] Tylko ty widzisz te karty. Zatrzymana zostanie zagrana; pozostałe trafiają niewidziane na spód talii Kworum.
    [destination] Tylko ty widzisz te karty. Wybrana zostanie odkryta; pozostałe trafiają niewidziane na spód talii celów podróży.
    [play_super] Tylko ty widzisz swoją kartę superkryzysu, dopóki jej nie zagrasz.
   *[quorum_play] Tylko ty widzisz swoje karty Kworum, dopóki którejś nie zagrasz.
 }
bsg-event-chose_over = { $player } wybiera: { $choice }. Niewybrane: { $others }.
bsg-event-kept_over = Zatrzymujesz { $card }. Niewybrane, inni tego nie zobaczą: { $others }.
bsg-event-contributed_none = { $player } nie dokłada do testu żadnej karty.
bsg-ui-confirm-nothing = Najpierw wybierz karty w menu
