# Rutinné stále rozkazy na obrazovke rozkazov (presenters/bsg_orders_ui.py)
bsg-orders-ui-menu-draws = Vzor ťahania: pridať ďalší typ zručnosti…
bsg-orders-ui-menu-draft = Výber postáv: pridať ďalšiu voľbu…
# same-as-en: a position and a name
bsg-orders-ui-entry = { $position }. { $name }
bsg-orders-ui-draws-clear = Zmazať vzor ťahania (pýtať sa)
bsg-orders-ui-draft-clear = Zmazať poradie postáv (pýtať sa)
bsg-orders-ui-board = { $on ->
    [true] Poradie plánu: zapnuté (vypnúť)
   *[false] Poradie plánu: vypnuté (zapnúť)
}
bsg-orders-ui-discards = { $on ->
    [true] Odhodiť najslabšie: zapnuté (vypnúť)
   *[false] Odhodiť najslabšie: vypnuté (zapnúť)
}
bsg-cmd-orders-opt-draws = Typy zručností ťahaných kariet v poradí, napr. `tactics, tactics, piloting` (`none`: pýtať sa).
bsg-cmd-orders-opt-draft = Poradie postáv pre výber, najlepšia prvá, napr. `Kara Thrace, Lee Adama` (`none`: pýtať sa).
bsg-cmd-orders-opt-board_order = `on`: oblasti vesmíru a výber naslepo idú v poradí plánu bez pýtania.
bsg-cmd-orders-opt-discards = `weakest`: odhodenia podľa vlastnej voľby berú hneď najslabšie karty; `ask`: pýtať sa.
