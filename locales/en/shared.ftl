### The shared layer: lobbies, tables, reminders, refusals, the /games commands. English is the source language.

## Lobby
shared-lobby-title = { $title } — game #{ $id }
shared-lobby-body = Host: { $host }
    Players ({ $count }/{ $max }, at least { $min }): { $players }
    Options:
    { $options }
shared-lobby-hint = Press “Join” to take a seat. The host presses “Start” when everyone is in.
shared-lobby-started = The game has started.
shared-lobby-abandoned = This game was abandoned.
shared-thread-name = { $title } #{ $id }
shared-button-join = Join
shared-button-leave = Leave
shared-button-start = Start
shared-button-add-bot = Add bot
shared-bot-name = Bot { $number } ({ $level })
shared-bot-level = { $level ->
    [easy] easy
    [hard] hard
   *[normal] normal
 }
shared-nobody = —

## Table events
shared-created = Game #{ $id } created: { $link }
shared-joined = { $user } joined game #{ $id }.
shared-left = { $user } left game #{ $id }.
shared-started = **{ $title } #{ $id } has started!** Seats in order: { $seats }
shared-seat = { $number }. { $name }
shared-player-number = Player { $number }
shared-abandoned = Game #{ $id } was abandoned by { $user }.
shared-finished = **Game over.** { $summary }
shared-game-over = **Game over.**
shared-winner = Winner: { $names }.
shared-shared-win = Shared first place: { $names }.
shared-no-winner = Nobody wins.
shared-is-over = { $title } #{ $id } is over.
shared-bot-added = { $bot } takes a seat in game #{ $id }.

## Turns and direct messages
shared-turn-prompt = Waiting for { $mentions }.
shared-dm-welcome = You are seated in **{ $title } #{ $id }**. Secret information for this game will arrive here. { $link }
shared-dm-closed-public = { $mention }, I cannot send you direct messages. Allow them under this server's *Privacy Settings → Direct Messages*, or use `/{ $game } hand` here to see your secret information and act privately.
shared-reminder = ⏰ { $mention }, **{ $title } #{ $id }** is waiting for you — { $link }

## Refusals and short answers
shared-no-table-here = No { $title } game found here. Name one with the `game` option, or start one with `/{ $game } new`.
shared-several-tables = You are in several { $title } games; name one with the `game` option ({ $ids }).
shared-no-such-table = There is no { $title } game #{ $id }.
shared-no-such-table-here = There is no { $title } game #{ $id } here.
shared-not-a-player = You are not playing in this game.
shared-not-in-server = Use this command in a server channel.
shared-done = Done.
shared-announce-failed = Your move was recorded, but I could not post the update. Use `board` to see the game; it goes on normally.
shared-restarted = The bot restarted before it could finish this, so nothing changed. Please try again.
shared-cannot-post = I cannot post in this channel. Give me Send Messages, Create Public Threads, Send Messages in Threads, Attach Files and Embed Links here, then try again.
shared-bot-error = Sorry — something went wrong on my side. The game is safe; please try again.
shared-bot-error-plain = Sorry — something went wrong on my side. Please try again.
shared-no-secret = This game has nothing secret to show you right now.
shared-game-not-running = That game is not running.
shared-unknown-control = That button does nothing here.
shared-out-of-date = This button is out of date.
shared-stale = That button is out of date; use the newest message.
shared-other-server = That game belongs to another server.
shared-already-made = That move was already made; nothing more happened.
shared-not-stored = Sorry — I could not save your move just now, so nothing changed. Please try again in a moment.
shared-status-refusal = { $status ->
    [lobby] That game has not started yet.
    [playing] That game has already started.
    [finished] That game is over.
   *[abandoned] That game was abandoned.
 }

## /games
shared-mine-none = You are not in any game.
shared-mine-line = • { $title } #{ $id } — { $status } — { $link }
shared-mine-line-turn = • { $title } #{ $id } — { $status } — { $link } — **your move**
shared-open-none = No open lobbies in this server. Start one with `/<game> new`.
shared-open-line = • { $title } #{ $id } — { $count }/{ $max } players — host { $host } — { $link }
shared-status = { $status ->
    [lobby] lobby
    [playing] playing
    [finished] finished
   *[abandoned] abandoned
 }
shared-autocomplete-table = #{ $id } ({ $status }, { $count ->
    [one] { $count } player
   *[other] { $count } players
 })
shared-dms-test = Direct messages work: your secret cards and prompts will arrive here.
shared-dms-open = I could send you a direct message, so your games will DM you again.
shared-about = **Board-game bot** { $version }: { $games }. Free software under the MIT licence. Your games: `/games mine`; a game's rules: `/<game> rules`.
shared-dms-still-closed = I still cannot send you direct messages. Allow them under the server's *Privacy Settings → Direct Messages*, then run `/games dms` again. Meanwhile `/<game> hand` shows your secret view here.
shared-language-set = From now on I write to you in English (ephemeral replies and direct messages). Game threads follow their table's language.
shared-language-current = Your language: { $lang }. Languages: { $langs }. Choose one with `/games language`.
shared-language-auto = Your language now follows your Discord client ({ $lang }).
shared-language-unknown = I do not know the language `{ $code }`. Languages: { $langs }.
shared-language-name = { $lang ->
    [cs] čeština
    [sk] slovenčina
    [pl] polski
   *[en] English
 }

## Table options as the lobby shows them
shared-option-seats-random = Seats: shuffled at start
shared-option-seats-join = Seats: in the order players joined
shared-option-reminder = Reminders: after { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
 }, then daily
shared-option-bot-level = Bots play at level { $level }
shared-option-language = Language: { $lang }
shared-option-generic = { $name }: { $value }
shared-yes = yes
shared-no = no

## Tables: refusals from the engine
shared-damaged = This game's data is damaged, so it cannot go on; the bot's admin has been told.
shared-no-such-game = That game does not exist.
shared-too-many-bots = { $title } seats at most { $most } players: you and { $bots ->
    [one] { $bots } bot
   *[other] { $bots } bots
 } at the most.
shared-bots-in-lobby = Bots join in the lobby; this game has already started.
shared-host-adds-bots = Only the host can add bots.
shared-full = This game is full ({ $max } players).
shared-bot-levels = Bot levels are easy, normal and hard.
shared-not-running = This game is not running.
shared-already-started-watch = This game has already started; you can watch it.
shared-already-in = You are already in this game.
shared-cannot-leave = The game has started; you cannot leave it now. The host can abandon it.
shared-not-in-game = You are not in this game.
shared-already-started = This game has already started.
shared-host-starts = Only the host can start the game.
shared-too-few = { $title } needs at least { $min } players; { $joined } joined so far.
shared-bots-only = A table of bots only is no game: at least one player must be a person.
shared-already-over = This game is already over.
shared-host-abandons = Only the host or a member with Manage Server can abandon a game.
shared-is-over-now = This game is over.
shared-hand-over = The game is over — see the result in the game thread: { $link }
shared-hand-abandoned = The game was abandoned — see the game thread: { $link }
shared-no-bot-here = No bot plays this seat.
shared-invalid-move = That is not a valid move.

## Options: validation (engine/core.py)
shared-option-bool = `{ $name }` must be true or false.
shared-option-int = `{ $name }` must be a whole number.
shared-option-range = `{ $name }` must be between { $min } and { $max }.
shared-option-choice = `{ $name }` must be one of: { $allowed }.
shared-option-unknown = Unknown option `{ $name }`. Options: { $known }.

## Table options: descriptions
shared-optdesc-seat_order = Seat order: shuffled at start, or the order players joined.
shared-optdesc-reminder_hours = Hours before the first reminder to a player who must act.
shared-optdesc-bots = Bot players seated at creation (the lobby's Add bot button adds more).
shared-optdesc-bot_level = How well the bots play.
shared-optdesc-language = The language of the game thread and the board images.

## Slash commands (names stay English; descriptions are translated for Czech and Polish clients)
shared-cmd-join = Join a game's lobby.
shared-cmd-leave = Leave a game's lobby.
shared-cmd-start = Start the game (host only).
shared-cmd-board = Show the current board.
shared-cmd-hand = See your secret view (and act) privately.
shared-cmd-rules = A summary of the rules and the commands.
shared-cmd-help = How to play: the summary of the rules and commands, as rules.
shared-cmd-abandon = Abandon a game (host, or members with Manage Server).
shared-cmd-opt-game = Game number (defaults to the game of this thread).
shared-cmd-opt-seat_order = random (default) or join order.
shared-cmd-opt-reminder_hours = Hours before the first reminder to a player who must act (1–168, default 12).
shared-cmd-opt-bots = Bot players to seat now (the lobby's Add bot button adds more).
shared-cmd-opt-level = How well the bots play: easy, normal (default) or hard.
shared-cmd-opt-language = Language of the game thread and images (default: the server's language).
shared-cmd-games = Your games and open lobbies.
shared-cmd-games-mine = List the games you are in, with links.
shared-cmd-games-about = About this bot: its version, its games and its licence.
shared-cmd-games-dms = Check that I can send you direct messages (and try again).
shared-cmd-games-open = List the open lobbies in this server.
shared-cmd-games-language = Choose the language I use with you (ephemeral replies and direct messages).
shared-cmd-games-language-opt-code = en, cs, sk or pl; auto follows your Discord client.
shared-choice-random = random
shared-choice-join = join
shared-choice-easy = easy
shared-choice-normal = normal
shared-choice-hard = hard
shared-choice-last_placement = later last placement
shared-choice-later_seat = later seat
shared-choice-auto = auto (your Discord client)
shared-choice-off = off
