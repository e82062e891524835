# Fewer waits on people (issue 23): the draw pattern for every skill draw that lets one choose
bsg-error-order_draws = Vzor tahů uvádí jeden až šest typů dovedností v pořadí, v jakém je tahy berou.
bsg-error-order_draft = Pořadí pro výběr postav uvádí postavy této hry, každou nejvýše jednou, nejlepší první.
bsg-orders-draws = Ostatní tahy v tomto pořadí: { $skills }
bsg-orders-draft = Pořadí postav: { $characters }
bsg-orders-board-order = Oblasti vesmíru a výběr naslepo: v pořadí plánu
bsg-orders-discards-weakest = Odhozy podle vlastní volby: ihned nejslabší karty
