# The ephemeral private panel (`/bsg hand`, "Open my panel"): it is kept up to date while Discord lets the bot edit it.
bsg-panel-live = Tento soukromý panel se po každém tahu sám aktualizuje ještě 15 minut od jeho posledního otevření nebo použití. Potom použij znovu `/bsg hand`.
# The panel's line when the seat has no secret decision (idle, or a public decision asked in the thread).
bsg-panel-no-secret = Teď pro tebe není žádné tajné rozhodnutí. Veřejná rozhodnutí se dělají tlačítky ve vlákně hry: { $link }
# Over days, a reaction card held without a standing order is never played (presenters/bsg_orders.py)
bsg-panel-unordered = { $count ->
    [one] Karta { $cards } se u tohoto stolu zahraje
    [few] Karty { $cards } se u tohoto stolu zahrají
    [many] Karty { $cards } se u tohoto stolu zahrají
   *[other] Karty { $cards } se u tohoto stolu zahrají
 } jen podle stálého rozkazu (okna reakcí na nikoho nečekají): stiskni níže **Rozkazy** a urči, kdy.
bsg-panel-starting-hand = Tvá počáteční ruka: { $cards }. Karty se líznou, až vyberou všichni.
