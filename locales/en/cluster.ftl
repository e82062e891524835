### Several bot processes over one database (engine/cluster.py).

## A move whose table another process changed first (the move number's compare-and-set)
shared-table-moved-on = The game moved on while your click was on its way (another move came first). Look at the board and try again.
