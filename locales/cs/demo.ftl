### Ukázková stránka (sandbox/page.py): celá hra mezi boty, odehraná proti náhradě Discordu.

shared-demo-title = { $game }: celá hra mezi boty
shared-demo-intro = Všechno níže poslal skutečný bot náhradě Discordu, která běží na tomto počítači: nejdřív vlákno hry, pak soukromé zprávy každého hráče. Za každé místo hrál bot.
shared-demo-players = Hráči
shared-demo-moves = Tahy
shared-demo-seed = Semínko
shared-demo-result = Konečný výsledek
shared-demo-place = Pořadí
shared-demo-player = Hráč
shared-demo-score = Body
shared-demo-thread = Vlákno hry
shared-demo-seat = Místo { $seat }: { $name } (soukromé zprávy)
shared-demo-no-dms = Žádné soukromé zprávy.
shared-demo-edited = (upraveno)
