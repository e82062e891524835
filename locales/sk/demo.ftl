### Ukážková stránka (sandbox/page.py): celá hra medzi botmi, odohraná proti náhrade Discordu.

shared-demo-title = { $game }: celá hra medzi botmi
shared-demo-intro = Všetko nižšie poslal skutočný bot náhrade Discordu, ktorá beží na tomto počítači: najprv vlákno hry, potom súkromné správy každého hráča. Za každé miesto hral bot.
shared-demo-players = Hráči
shared-demo-moves = Ťahy
shared-demo-seed = Semienko
shared-demo-result = Konečný výsledok
shared-demo-place = Poradie
shared-demo-player = Hráč
shared-demo-score = Body
shared-demo-thread = Vlákno hry
shared-demo-seat = Miesto { $seat }: { $name } (súkromné správy)
shared-demo-no-dms = Žiadne súkromné správy.
shared-demo-edited = (upravené)
