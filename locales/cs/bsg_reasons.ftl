# Lines of the BSG thread that say why something is left out or happens (presenters/bsg_folds.py, engine texts)
# Sharon Valerii's second card in the Sleeper Agent phase (the phase's own line says everyone gets one)
bsg-event-loyalty_dealt_extra = { $player } dostane druhou kartu loajality.
# a step the turn skips, and why (the Brig: bsg.md 4.3 H2 and H4; off the board: stranded, no movement or actions)
bsg-event-step_skipped = { $why ->
    [brig] { $step ->
        [movement] { $player } je v Cele, takže se nepohne.
       *[crisis] { $player } je v Cele, proto v tomto tahu odpadá krize, aktivace cylonských lodí i příprava na skok.
    }
   *[off_board] { $player } zatím není na hracím plánu, takže se v tomto tahu nepohne ani nevykoná akci.
 }
# one player's discards at the end of a turn (limit: 10, or a character's lower limit)
bsg-event-hand_limit_discards = { $player } odhodí kvůli limitu { $limit } karet v ruce: { $cards }.
# a launch that places nothing, and why
bsg-event-launched_none_why = Žádné cylonské lodě nevyletí: { $why ->
    [no_basestar] na hracím plánu není žádná Basestar
    [hangar_disabled] všechny Basestar mají vyřazený hangár
   *[no_supply] v zásobě už žádné nezbyly
 }.
# the thread's line for a yes/no confirmation (asked in the thread, or on the player's private panel): the player
# named, not "Do you want to do this? (you look …)"
bsg-ui-waiting-confirm = { $players } { $where ->
    [panel] na soukromém panelu rozhoduje
   *[thread] rozhoduje
 }, zda se to stane: { $detail }.
bsg-ui-waiting-confirm-source = { $players } { $where ->
    [panel] na soukromém panelu rozhoduje
   *[thread] rozhoduje
 }, zda se to stane ({ $source }): { $detail }.
