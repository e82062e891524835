### Several bot processes over one database (engine/cluster.py).

## A move whose table another process changed first (the move number's compare-and-set)
shared-table-moved-on = Hra mezitím pokročila (jiný tah byl první). Podívej se na desku a zkus to znovu.
