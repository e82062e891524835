# Rutynowe stałe rozkazy na ekranie rozkazów (presenters/bsg_orders_ui.py)
bsg-orders-ui-menu-draws = Wzór dobierania: dodaj kolejny typ umiejętności…
bsg-orders-ui-menu-draft = Wybór postaci: dodaj kolejny wybór…
# same-as-en: a position and a name
bsg-orders-ui-entry = { $position }. { $name }
bsg-orders-ui-draws-clear = Wyczyść wzór dobierania (pytaj)
bsg-orders-ui-draft-clear = Wyczyść kolejność postaci (pytaj)
bsg-orders-ui-board = { $on ->
    [true] Kolejność planszy: włączona (wyłącz)
   *[false] Kolejność planszy: wyłączona (włącz)
}
bsg-orders-ui-discards = { $on ->
    [true] Odrzucaj najsłabsze: włączone (wyłącz)
   *[false] Odrzucaj najsłabsze: wyłączone (włącz)
}
bsg-cmd-orders-opt-draws = Typy umiejętności dobierania po kolei, np. `tactics, tactics, piloting` (`none`: pytaj).
bsg-cmd-orders-opt-draft = Kolejność postaci do wyboru, najlepsza pierwsza, np. `Kara Thrace, Lee Adama` (`none`: pytaj).
bsg-cmd-orders-opt-board_order = `on`: obszary kosmosu i wybory w ciemno idą w kolejności planszy bez pytania.
bsg-cmd-orders-opt-discards = `weakest`: odrzucenia z własnego wyboru biorą od razu najsłabsze karty; `ask`: pytaj.
