### Seats of long games: turn clocks and their votes, pauses, vacations, resigning, substitutes (cogs/seats.py,
### cogs/away.py). English is the source language.

## Table options
shared-optdesc-turn_hours = Turn clock in hours (0 = none, up to 336 = 14 days); unset: none for 2 players, 48 hours otherwise.
shared-optdesc-timeouts_allowed = Timeouts in a row before the other players vote on the seat.
shared-option-turn-auto = Turn clock: none for 2 players, else 48 hours
shared-option-turn-none = No turn clock
shared-option-turn-hours = Turn clock: { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
 }
shared-option-timeouts = Vote after { $count ->
    [one] { $count } timeout
   *[other] { $count } timeouts in a row
 }

## Timeouts and votes
shared-timed-out = ⏱️ { $player }'s time ran out: the default move was played.
shared-vote-timeout = 🗳️ { $player } let the clock run out { $count ->
    [one] once
   *[other] { $count } times in a row
 }. What now? **Skip** them until they return, let a **bot** play their seat until they return, or **end** the game (it will not count). To hand the seat to someone else, use `/{ $game } substitute`.
shared-vote-substitute = 🗳️ { $by } proposes that { $user } takes over the seat of { $player }.
shared-vote-voters = Voting: { $voters }
shared-vote-choice = { $choice ->
    [skip] Skip
    [bot] Bot plays
    [end] End the game
    [yes] Yes
   *[no] No
 }
shared-vote-decided = 🗳️ Decided: { $choice ->
    [skip] { $player } is skipped until they return (`back`).
    [bot] a bot plays the seat of { $player } until they return (`back`).
    [end] the game ends without a result.
    [yes] { $user } takes over the seat of { $player }.
   *[no] { $player } keeps their seat.
 }
shared-vote-closed = 🗳️ The vote about { $player }'s seat is closed.
shared-vote-counted = Your vote is counted ({ $count } of { $total }).
shared-vote-opened = The other players are asked to vote.
shared-vote-stale = This vote is over.
shared-vote-own-seat = You cannot vote about your own seat.
shared-vote-not-a-voter = You are not among the players who vote on this.
shared-vote-twice = You have already voted.
shared-vote-open = Another vote is open in this game; wait until it is decided.

## Coming back, substitutes
shared-back = { $user } is back and takes their seat again.
shared-back-dm = Welcome back to game #{ $id }! Your seat:
shared-back-not-away = Your seat is yours already: nobody plays it for you.
shared-substituted = { $new } takes over seat { $seat } from { $old }.
shared-substitute-dm = You now play seat { $seat } of **{ $title } #{ $id }**. Your view:
shared-substitute-not-seated = That member has no seat in this game.
shared-substitute-seated = That member already has a seat in this game.
shared-substitute-not-member = Only a member of this server can take a seat.
shared-substitute-bot = A bot account cannot take a seat.
shared-substitute-bot-seat = That seat is a bot's; there is nobody to replace.

## Resigning
shared-resign-ask = Resign from **{ $title } #{ $id }** for good? The rules decide what follows; you cannot come back.
shared-resign-ask-ends = Resign from **{ $title } #{ $id }** for good? Its rules have no resignation: the game ends at once without a result.
shared-resign-yes = Resign
shared-resign-no = Keep playing
shared-resign-cancelled = You keep playing.
shared-resigned-done = You have resigned.
shared-resigned-no-result = { $player } resigned: game #{ $id } ends without a result.

## Pauses
shared-host-pauses = Only the host can pause or resume this game.
shared-pause-already = This game is paused already.
shared-resume-not-paused = This game is not paused by its host.
shared-paused = ⏸️ { $user } paused game #{ $id }: no clock runs and nobody is reminded until it resumes.
shared-resumed = ▶️ Game #{ $id } runs again: every clock goes on with the time it had left.
shared-resumed-still-away = ▶️ The host lets game #{ $id } go on; its clocks stay paused while a player is away.

## Vacations
shared-away-notice = 🏖️ { $user } is away until { $until }: the clocks of game #{ $id } are paused and nobody is reminded.
shared-away-over-notice = ▶️ { $user } is back: the clocks of game #{ $id } run again.
shared-away-over-still-paused = { $user } is back; game #{ $id } stays paused for another reason.
shared-away-set = You are away until { $until }. { $games ->
    [one] { $games } game is paused.
   *[other] { $games } games are paused.
 } Vacation days left this year: { $left }.
shared-away-ended = Welcome back! Vacation days left this year: { $left }.
shared-away-already = You are on vacation already (end it with `/games back`).
shared-away-not-away = You are not on vacation.
shared-away-too-long = You can take 1 to { $left } days of vacation this year, not { $days } (the allowance is { $allowance }).
shared-away-none-left = You have no vacation days left this year (the allowance is { $allowance }).

## Commands
shared-cmd-pause = Pause every clock of this game (host only).
shared-cmd-resume = Let the clocks of a paused game run again (host only).
shared-cmd-resign = Resign from this game, with the rules' consequence.
shared-cmd-substitute = Hand a seat to another member of the server.
shared-cmd-substitute-opt-user = Who takes the seat.
shared-cmd-substitute-opt-player = Whose seat (default: yours). The host decides at once; other players vote.
shared-cmd-back = Take your seat again after a bot played it or it was skipped.
shared-cmd-opt-turn_hours = Turn clock in hours (0 = none, up to 336); default none for 2 players, 48 otherwise.
shared-cmd-opt-timeouts_allowed = Timeouts in a row before the others vote on the seat (1–10, default 2).
shared-cmd-games-away = Go on vacation: every clock of your games stops meanwhile.
shared-cmd-games-away-opt-days = How many days (your yearly allowance is 21 days unless the server says otherwise).
shared-cmd-games-back = End your vacation early: your games' clocks run again.
