# The ephemeral private panel (`/bsg hand`, "Open my panel"): it is kept up to date while Discord lets the bot edit it.
bsg-panel-live = Ten prywatny panel sam się aktualizuje po każdym ruchu przez 15 minut od chwili, gdy go otworzysz lub użyjesz. Potem użyj ponownie `/bsg hand`.
