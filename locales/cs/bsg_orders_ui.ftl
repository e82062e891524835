# Rutinní stálé rozkazy na obrazovce rozkazů (presenters/bsg_orders_ui.py)
bsg-orders-ui-menu-draws = Vzor lízání: přidat další typ dovednosti…
bsg-orders-ui-menu-draft = Výběr postav: přidat další volbu…
# same-as-en: a position and a name
bsg-orders-ui-entry = { $position }. { $name }
bsg-orders-ui-draws-clear = Smazat vzor lízání (ptát se)
bsg-orders-ui-draft-clear = Smazat pořadí postav (ptát se)
bsg-orders-ui-board = { $on ->
    [true] Pořadí plánu: zapnuto (vypnout)
   *[false] Pořadí plánu: vypnuto (zapnout)
}
bsg-orders-ui-discards = { $on ->
    [true] Odhodit nejslabší: zapnuto (vypnout)
   *[false] Odhodit nejslabší: vypnuto (zapnout)
}
bsg-cmd-orders-opt-draws = Typy dovedností lízaných karet v pořadí, např. `tactics, tactics, piloting` (`none`: ptát se).
bsg-cmd-orders-opt-draft = Pořadí postav pro výběr, nejlepší první, např. `Kara Thrace, Lee Adama` (`none`: ptát se).
bsg-cmd-orders-opt-board_order = `on`: oblasti vesmíru a výběr naslepo jdou v pořadí plánu bez ptaní.
bsg-cmd-orders-opt-discards = `weakest`: odhozy podle vlastní volby berou ihned nejslabší karty; `ask`: ptát se.
