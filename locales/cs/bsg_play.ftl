## Texty opravené po odehrané hře (issue 24)

# Řádek nastavení v lobby: tempo stolu (/bsg new pace:)
bsg-option-pace = { $pace ->
    [live] Tempo: živě (okna reakcí se ptají a čekají)
   *[days] Tempo: po dnech (okna reakcí nečekají; odpovídají stálé rozkazy)
 }

# Otázka na pohyb pro postavu na palubě lodi (nemá vlastní Viper, kterým by letěla)
bsg-prompt-move-aboard = Pohyb: zůstaň, nebo se přesuň (přesun na druhou loď stojí kartu).

# Repair: lokace, ve které hráč stojí; bez vedlejší věty, jež by v seznamu „…, nebo …“ chtěla čárku navíc
bsg-fx-repair-here = opravit svou současnou lokaci

# Živý příspěvek pod vlastním řádkem „Test dovedností: …, obtížnost …“: jen kolik hráčů už přispělo
bsg-ui-check-progress-count = Zatím přispělo: { $done }/{ $total }

# Novinky na panelu: právě líznuté karty dovedností v jedné větě
bsg-panel-drawn = Líznuté karty: { $cards }.
