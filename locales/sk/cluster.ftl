### Several bot processes over one database (engine/cluster.py).

## A move whose table another process changed first (the move number's compare-and-set)
shared-table-moved-on = Hra medzitým pokročila (iný ťah bol prvý). Pozri sa na dosku a skús to znova.
