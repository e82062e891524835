### The demo page (sandbox/page.py): a whole game between bots, played against the Discord stand-in.

shared-demo-title = { $game }: a whole game between bots
shared-demo-intro = Everything below was posted by the real bot to a Discord stand-in running on this computer: the game thread first, then each player's direct messages. A bot played every seat.
shared-demo-players = Players
shared-demo-moves = Moves
shared-demo-seed = Seed
shared-demo-result = Final result
shared-demo-place = Place
shared-demo-player = Player
shared-demo-score = Score
shared-demo-thread = Game thread
shared-demo-seat = Seat { $seat }: { $name } (direct messages)
shared-demo-no-dms = No direct messages.
shared-demo-edited = (edited)
