## Teksty poprawione po rozegranej grze (issue 24)

# Wiersz ustawień w lobby: tempo stołu (/bsg new pace:)
bsg-option-pace = { $pace ->
    [live] Tempo: na żywo (okna reakcji pytają i czekają)
   *[days] Tempo: przez dni (okna reakcji nie czekają; odpowiadają stałe rozkazy)
 }

# Pytanie o ruch dla postaci na pokładzie statku (bez własnego Vipera, którym mogłaby lecieć)
bsg-prompt-move-aboard = Ruch: zostań albo przejdź (przejście na drugi statek kosztuje kartę).

# Repair: lokacja, w której stoi gracz; bez zdania podrzędnego, które w wyliczeniu „… lub …” wymagałoby dodatkowego przecinka
bsg-fx-repair-here = naprawić swoją obecną lokację

# Żywy post pod własnym wierszem „Test umiejętności: …“: tylko ilu graczy już dołożyło
bsg-ui-check-progress-count = Dotąd dołożyło: { $done }/{ $total }

# Nowości na panelu: dopiero co dobrane karty umiejętności w jednym zdaniu
bsg-panel-drawn = Dobrane karty: { $cards }.
