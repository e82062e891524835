## Texty opravené po odehrané hře (issue 24)

# Řádek nastavení v lobby: tempo stolu (/bsg new pace:)
bsg-option-pace = { $pace ->
    [live] Tempo: živě (okna reakcí se ptají a čekají)
   *[days] Tempo: po dnech (okna reakcí nečekají; odpovídají stálé rozkazy)
 }
