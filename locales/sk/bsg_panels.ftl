# The ephemeral private panel (`/bsg hand`, "Open my panel"): it is kept up to date while Discord lets the bot edit it.
bsg-panel-live = Tento súkromný panel sa po každom ťahu sám aktualizuje ešte 15 minút od chvíle, keď si ho otvoril(a) alebo použil(a). Potom použi znova `/bsg hand`.
