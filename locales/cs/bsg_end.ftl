# The final post of a BSG game.
bsg-end-winners = Vítězný tým: { $names }.
