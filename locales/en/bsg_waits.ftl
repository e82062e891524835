# Fewer waits on people (issue 23): the draw pattern for every skill draw that lets one choose
bsg-error-order_draws = A draw pattern lists one to six skill types, in the order your draws take them.
bsg-error-order_draft = A draft ranking lists characters of the game, each at most once, best first.
bsg-orders-draws = Other draws, in this order: { $skills }
bsg-orders-draft = Character ranking: { $characters }
bsg-orders-board-order = Space areas and blind picks: in board order
bsg-orders-discards-weakest = Discards you choose: your weakest cards at once
