# The final post of a BSG game.
bsg-end-winners = Zwycięska drużyna: { $names }.
