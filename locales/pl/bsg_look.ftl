## Battlestar Galactica: gracz razem ze swoją postacią (plansza, panel, wątek).
## Nazwa bota ma już poziom w nawiasie („Bot 1 (normalny)”), więc postać dołącza się słowem.

bsg-seat-as = { $player } jako { $character }
