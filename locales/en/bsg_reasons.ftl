# Lines of the BSG thread that say why something is left out or happens (presenters/bsg_folds.py, engine texts)
# Sharon Valerii's second card in the Sleeper Agent phase (the phase's own line says everyone gets one)
bsg-event-loyalty_dealt_extra = { $player } receives a second loyalty card.
# a step the turn skips, and why (the Brig: bsg.md 4.3 H2 and H4; off the board: stranded, no movement or actions)
bsg-event-step_skipped = { $why ->
    [brig] { $step ->
        [movement] { $player } is in the Brig and cannot move.
       *[crisis] { $player } is in the Brig: no crisis, Cylon activation or jump preparation this turn.
    }
   *[off_board] { $player } is not on the board yet: no movement or actions this turn.
 }
# one player's discards at the end of a turn (limit: 10, or a character's lower limit)
bsg-event-hand_limit_discards = { $player } discards down to the hand limit of { $limit }: { $cards }.
# a launch that places nothing, and why
bsg-event-launched_none_why = No Cylon ships launch: { $why ->
    [no_basestar] there is no basestar on the board
    [hangar_disabled] every basestar's hangar is disabled
   *[no_supply] none are left in the supply
 }.
# the thread's line for a yes/no confirmation (asked in the thread, or on the player's private panel): the player
# named, not "Do you want to do this? (you look …)"
bsg-ui-waiting-confirm = { $players } decides { $where ->
    [panel] on their private panel whether
   *[thread] whether
 } to do this: { $detail }.
bsg-ui-waiting-confirm-source = { $players } decides { $where ->
    [panel] on their private panel whether
   *[thread] whether
 } to do this ({ $source }): { $detail }.
