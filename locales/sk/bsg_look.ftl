## Battlestar Galactica: hráč spolu so svojou postavou (herný plán, panel, vlákno).
## Meno robota už nesie úroveň v zátvorke („Robot 1 (bežný)“), preto sa postava pripája slovom.

bsg-seat-as = { $player } ako { $character }
