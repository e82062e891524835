# Lines of the BSG thread that say why something is left out or happens (presenters/bsg_folds.py, engine texts)
# Sharon Valerii's second card in the Sleeper Agent phase (the phase's own line says everyone gets one)
bsg-event-loyalty_dealt_extra = { $player } dostane druhú kartu lojality.
# a step the turn skips, and why (the Brig: bsg.md 4.3 H2 and H4; off the board: stranded, no movement or actions)
bsg-event-step_skipped = { $why ->
    [brig] { $step ->
        [movement] { $player } je v Cele, takže sa nepohne.
       *[crisis] { $player } je v Cele, preto v tomto ťahu odpadá kríza, aktivácia cylonských lodí aj príprava na skok.
    }
   *[off_board] { $player } zatiaľ nie je na hracom pláne, takže sa v tomto ťahu nepohne ani nevykoná akciu.
 }
# one player's discards at the end of a turn (limit: 10, or a character's lower limit)
bsg-event-hand_limit_discards = { $player } odhodí pre limit { $limit } kariet v ruke: { $cards }.
# a launch that places nothing, and why
bsg-event-launched_none_why = Žiadne cylonské lode nevyletia: { $why ->
    [no_basestar] na hracom pláne nie je žiadna Basestar
    [hangar_disabled] všetky Basestar majú vyradený hangár
   *[no_supply] v zásobe už žiadne nezostali
 }.
# the thread's line for a yes/no confirmation (asked in the thread, or on the player's private panel): the player
# named, not "Do you want to do this? (you look …)"
bsg-ui-waiting-confirm = { $players } { $where ->
    [panel] na súkromnom paneli rozhoduje
   *[thread] rozhoduje
 }, či sa to stane: { $detail }.
bsg-ui-waiting-confirm-source = { $players } { $where ->
    [panel] na súkromnom paneli rozhoduje
   *[thread] rozhoduje
 }, či sa to stane ({ $source }): { $detail }.
