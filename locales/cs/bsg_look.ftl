## Battlestar Galactica: hráč spolu se svou postavou (hrací plán, panel, vlákno).
## Jméno robota už nese úroveň v závorce („Robot 1 (běžný)“), proto se postava připojuje slovem.

bsg-seat-as = { $player } jako { $character }
