# The ephemeral private panel (`/bsg hand`, "Open my panel"): it is kept up to date while Discord lets the bot edit it.
bsg-panel-live = Ten prywatny panel sam się aktualizuje po każdym ruchu przez 15 minut od chwili, gdy go otworzysz lub użyjesz. Potem użyj ponownie `/bsg hand`.
# The panel's line when the seat has no secret decision (idle, or a public decision asked in the thread).
bsg-panel-no-secret = Teraz nie masz żadnej tajnej decyzji. Jawne decyzje podejmuje się przyciskami w wątku gry: { $link }
# Over days, a reaction card held without a standing order is never played (presenters/bsg_orders.py)
bsg-panel-unordered = { $count ->
    [one] Karta { $cards } zostanie przy tym stole zagrana
    [few] Karty { $cards } zostaną przy tym stole zagrane
    [many] Karty { $cards } zostaną przy tym stole zagrane
   *[other] Karty { $cards } zostaną przy tym stole zagrane
 } tylko na podstawie stałego rozkazu (okna reakcji na nikogo nie czekają): naciśnij poniżej **Rozkazy** i ustal, kiedy.
bsg-panel-starting-hand = Twoja ręka startowa: { $cards }. Karty zostaną dobrane, gdy wszyscy wybiorą.
