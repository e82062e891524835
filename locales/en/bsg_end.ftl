# The final post of a BSG game.
bsg-end-winners = Winning team: { $names }.
