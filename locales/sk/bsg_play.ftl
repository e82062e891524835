## Texty opravené po odohratej hre (issue 24)

# Riadok nastavení v lobby: tempo stola (/bsg new pace:)
bsg-option-pace = { $pace ->
    [live] Tempo: naživo (okná reakcií sa pýtajú a čakajú)
   *[days] Tempo: po dňoch (okná reakcií nečakajú; odpovedajú stále rozkazy)
 }

# Otázka na pohyb pre postavu na palube lode (nemá vlastný Viper, ktorým by letela)
bsg-prompt-move-aboard = Pohyb: zostaň, alebo sa presuň (presun na druhú loď stojí kartu).

# Repair: lokácia, v ktorej hráč stojí; bez vedľajšej vety, ktorá by v zozname „…, alebo …“ chcela čiarku navyše
bsg-fx-repair-here = opraviť svoju súčasnú lokáciu

# Živý príspevok pod vlastným riadkom „Test zručností: …“: len koľko hráčov už prispelo
bsg-ui-check-progress-count = Zatiaľ prispelo: { $done }/{ $total }

# Novinky na paneli: práve potiahnuté karty zručností v jednej vete
bsg-panel-drawn = Potiahnuté karty: { $cards }.
