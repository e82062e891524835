### Strona pokazowa (sandbox/page.py): cała gra między botami, rozegrana przeciw zastępczemu Discordowi.

shared-demo-title = { $game }: cała gra między botami
shared-demo-intro = Wszystko poniżej wysłał prawdziwy bot do zastępczego Discorda działającego na tym komputerze: najpierw wątek gry, potem prywatne wiadomości każdego gracza. Każde miejsce zajmował bot.
shared-demo-players = Gracze
shared-demo-moves = Ruchy
shared-demo-seed = Ziarno
shared-demo-result = Wynik końcowy
shared-demo-place = Miejsce
shared-demo-player = Gracz
shared-demo-score = Punkty
shared-demo-thread = Wątek gry
shared-demo-seat = Miejsce { $seat }: { $name } (prywatne wiadomości)
shared-demo-no-dms = Brak prywatnych wiadomości.
shared-demo-edited = (edytowano)
