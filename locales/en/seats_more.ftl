### More of long games' seats: a game that times every decision itself, votes with a deadline, resigning to a bot.

## A game's own clock
shared-turn-hours-own-clock = Every decision of this game has its own clock: `turn_hours` sets `{ $option }` here and must be { $low }–{ $high } (there is no "none").

## Votes with a deadline
shared-vote-closes = The vote closes { $when }; then the most chosen answer wins (a tie or no vote: the mildest).
shared-vote-time-up = ⏰ Time is up for the vote about { $player }'s seat. { $outcome }

## Resigning to a bot
shared-resign-ask-bot = Resign from **{ $title } #{ $id }** for good? A bot takes your seat for the rest of the game (whatever the seat holds stays with it) and the game counts as a loss for you, whatever the result. You cannot come back.
shared-resigned-to-bot = 🚪 { $player } has left game #{ $id }; { $bot } plays their seat from now on.
shared-resigned-to-bot-done = You have resigned: a bot plays your seat.
shared-resign-last-person = You are the last person at this table: resigning ends the game without a result.
