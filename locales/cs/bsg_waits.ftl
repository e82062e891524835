# Fewer waits on people (issue 23): the draw pattern for every skill draw that lets one choose
bsg-error-order_draws = Vzor lízání uvádí jeden až šest typů dovedností v pořadí, v jakém se karty lížou.
bsg-error-order_draft = Pořadí pro výběr postav uvádí postavy této hry, každou nejvýše jednou, nejlepší první.
bsg-orders-draws = Ostatní lízané karty v tomto pořadí: { $skills }
bsg-orders-draft = Pořadí postav: { $characters }
bsg-orders-board-order = Oblasti vesmíru a výběr naslepo: v pořadí plánu
bsg-orders-discards-weakest = Odhozy podle vlastní volby: ihned nejslabší karty
