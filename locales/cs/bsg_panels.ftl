# The ephemeral private panel (`/bsg hand`, "Open my panel"): it is kept up to date while Discord lets the bot edit it.
bsg-panel-live = Tento soukromý panel se po každém tahu sám aktualizuje ještě 15 minut od chvíle, kdy jsi ho otevřel(a) nebo použil(a). Potom použij znovu `/bsg hand`.
# The panel's line when the seat has no secret decision (idle, or a public decision asked in the thread).
bsg-panel-no-secret = Teď pro tebe není žádné tajné rozhodnutí. Veřejná rozhodnutí se dělají tlačítky ve vlákně hry: { $link }
