# Lines of the BSG thread that say why something is left out or happens (presenters/bsg_folds.py, engine texts)
# Sharon Valerii's second card in the Sleeper Agent phase (the phase's own line says everyone gets one)
bsg-event-loyalty_dealt_extra = { $player } otrzymuje drugą kartę lojalności.
# a step the turn skips, and why (the Brig: bsg.md 4.3 H2 and H4; off the board: stranded, no movement or actions)
bsg-event-step_skipped = { $why ->
    [brig] { $step ->
        [movement] { $player } jest w Areszcie, więc się nie porusza.
       *[crisis] { $player } jest w Areszcie, więc w tej turze nie ma kryzysu, aktywacji statków Cylonów ani przygotowania do skoku.
    }
   *[off_board] { $player } nie jest jeszcze na planszy, więc w tej turze nie porusza się ani nie wykonuje akcji.
 }
# one player's discards at the end of a turn (limit: 10, or a character's lower limit)
bsg-event-hand_limit_discards = { $player } odrzuca z powodu limitu { $limit } kart na ręce: { $cards }.
# a launch that places nothing, and why
bsg-event-launched_none_why = Żadne statki Cylonów nie startują: { $why ->
    [no_basestar] na planszy nie ma żadnego Basestara
    [hangar_disabled] wszystkie Basestary mają unieruchomiony hangar
   *[no_supply] w zapasie nie zostały już żadne
 }.
# the thread's line for a yes/no confirmation (asked in the thread, or on the player's private panel): the player
# named, not "Do you want to do this? (you look …)"
bsg-ui-waiting-confirm = { $players } { $where ->
    [panel] na prywatnym panelu decyduje
   *[thread] decyduje
 }, czy to nastąpi: { $detail }.
bsg-ui-waiting-confirm-source = { $players } { $where ->
    [panel] na prywatnym panelu decyduje
   *[thread] decyduje
 }, czy to nastąpi ({ $source }): { $detail }.
