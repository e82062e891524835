# The ephemeral private panel (`/bsg hand`, "Open my panel"): it is kept up to date while Discord lets the bot edit it.
bsg-panel-live = Tento súkromný panel sa po každom ťahu sám aktualizuje ešte 15 minút od jeho posledného otvorenia alebo použitia. Potom použi znova `/bsg hand`.
# The panel's line when the seat has no secret decision (idle, or a public decision asked in the thread).
bsg-panel-no-secret = Teraz pre teba nie je žiadne tajné rozhodnutie. Verejné rozhodnutia sa robia tlačidlami vo vlákne hry: { $link }
# Over days, a reaction card held without a standing order is never played (presenters/bsg_orders.py)
bsg-panel-unordered = { $count ->
    [one] Karta { $cards } sa pri tomto stole zahrá
    [few] Karty { $cards } sa pri tomto stole zahrajú
    [many] Karty { $cards } sa pri tomto stole zahrajú
   *[other] Karty { $cards } sa pri tomto stole zahrajú
 } len podľa stáleho rozkazu (okná reakcií na nikoho nečakajú): stlač nižšie **Rozkazy** a urči, kedy.
bsg-panel-starting-hand = Tvoja počiatočná ruka: { $cards }. Karty sa potiahnu, keď vyberú všetci.
