# The ephemeral private panel (`/bsg hand`, "Open my panel"): it is kept up to date while Discord lets the bot edit it.
bsg-panel-live = This private panel updates itself after every move for 15 minutes after you open or use it. After that, use `/bsg hand` again.
# The panel's line when the seat has no secret decision (idle, or a public decision asked in the thread).
bsg-panel-no-secret = No secret decision for you right now. Decisions everyone sees are made with the buttons in the game thread: { $link }
# Over days, a reaction card held without a standing order is never played (presenters/bsg_orders.py)
bsg-panel-unordered = { $count ->
    [one] { $cards } is
   *[other] { $cards } are
 } played only by a standing order at this table (reaction windows wait for nobody): press **Orders** below to say when.
bsg-panel-starting-hand = Your starting hand: { $cards }. It is drawn once everyone has chosen.
