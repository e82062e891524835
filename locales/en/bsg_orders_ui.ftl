# The routine standing orders on the Orders screen (presenters/bsg_orders_ui.py)
bsg-orders-ui-menu-draws = Draw pattern: add the next skill type…
bsg-orders-ui-menu-draft = Character draft: add your next choice…
bsg-orders-ui-entry = { $position }. { $name }
bsg-orders-ui-draws-clear = Clear the draw pattern (be asked)
bsg-orders-ui-draft-clear = Clear the character ranking (be asked)
bsg-orders-ui-board = { $on ->
    [true] Board order: on (turn off)
   *[false] Board order: off (turn on)
}
bsg-orders-ui-discards = { $on ->
    [true] Discard weakest: on (turn off)
   *[false] Discard weakest: off (turn on)
}
bsg-cmd-orders-opt-draws = Your draws' skill types in order, e.g. `tactics, tactics, piloting` (`none`: be asked).
bsg-cmd-orders-opt-draft = Your character ranking for the draft, best first, e.g. `Kara Thrace, Lee Adama` (`none`: be asked).
bsg-cmd-orders-opt-board_order = `on`: space areas and blind picks go in board order without asking you.
bsg-cmd-orders-opt-discards = `weakest`: discards of your choice take your weakest cards at once; `ask`: be asked.
