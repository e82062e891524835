# The ephemeral private panel (`/bsg hand`, "Open my panel"): it is kept up to date while Discord lets the bot edit it.
bsg-panel-live = Ten prywatny panel sam się aktualizuje po każdym ruchu przez 15 minut od chwili, gdy go otworzysz lub użyjesz. Potem użyj ponownie `/bsg hand`.
# The panel's line when the seat has no secret decision (idle, or a public decision asked in the thread).
bsg-panel-no-secret = Teraz nie masz żadnej tajnej decyzji. Jawne decyzje podejmuje się przyciskami w wątku gry: { $link }
