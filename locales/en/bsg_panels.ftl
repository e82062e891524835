# The ephemeral private panel (`/bsg hand`, "Open my panel"): it is kept up to date while Discord lets the bot edit it.
bsg-panel-live = This private panel updates itself after every move for 15 minutes after you open or use it. After that, use `/bsg hand` again.
