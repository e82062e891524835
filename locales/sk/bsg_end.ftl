# The final post of a BSG game.
bsg-end-winners = Víťazný tím: { $names }.
