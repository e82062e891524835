### Several bot processes over one database (engine/cluster.py).

## A move whose table another process changed first (the move number's compare-and-set)
shared-table-moved-on = Gra w międzyczasie poszła dalej (inny ruch był pierwszy). Spójrz na planszę i spróbuj ponownie.
