### Shared long-game features: the log, the move list, the replay, spectators, rematch, stats and the leaderboard
### (cogs/history.py, cogs/stats.py, presenters/history.py, renderers/leaderboard.py).

## Commands
shared-cmd-log = What happened in a game, page by page (finished: moves, replay).
shared-cmd-log-opt-page = Page number (default: the newest page).
shared-cmd-log-opt-show = pages (default), moves (the move list as a file) or replay (an animation); the last two once over.
shared-cmd-follow = Follow a game without playing: its public posts, never a secret.
shared-cmd-follow-opt-where = thread (default: you are added to the game's thread) or dm (a copy of each public post by DM).
shared-cmd-unfollow = Stop following a game.
shared-cmd-games-stats = Games, wins and ratings in this server (yours, or a member's).
shared-cmd-games-stats-opt-user = Whose statistics (default: yours).
shared-cmd-games-leaderboard = The best rated players of a game in this server.
shared-cmd-games-leaderboard-opt-game = Which game.
shared-choice-pages = pages
shared-choice-moves = moves (text file)
shared-choice-replay = replay (animation)
shared-choice-thread = thread
shared-choice-dm = direct messages

## The log
shared-log-title = **{ $title } #{ $id }: log**, page { $page } of { $pages }
shared-log-line = `#{ $move }` { $text }
shared-log-line-private = `#{ $move }` 🔒 { $text }
shared-log-empty = Nothing has happened yet.
shared-log-first = First
shared-log-last = Newest
shared-log-button-moves = Move list (file)
shared-log-button-replay = Replay (animation)
shared-log-no-page = There is no page { $page }: the log has { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
}.
shared-history-not-over = The move list and the replay are available once the game is over.

## The move list (a text file in the reader's language)
shared-moves-title = { $title } #{ $id }: every move
shared-moves-players = Players: { $players }
shared-moves-seat = { $number }. { $name }
shared-moves-line = { $number }. { $player }: { $action } ({ $time } UTC)
shared-moves-line-clock = { $number }. { $player }: { $action } (time ran out, played by the bot; { $time } UTC)
shared-moves-line-stand-in = { $number }. { $player }: { $action } (played by a bot standing in; { $time } UTC)
shared-moves-text = Game #{ $id }: { $count ->
    [one] { $count } move
   *[other] { $count } moves
}.
shared-replay-text = { $title } #{ $id }: the board after each round ({ $frames ->
    [one] { $frames } picture
   *[other] { $frames } pictures
}).

## Spectators
shared-follow-thread = You follow { $title } #{ $id } in its thread: { $link }. You see what everyone sees, never a secret.
shared-follow-dm = You follow { $title } #{ $id } by direct message: each public post comes to you too.
shared-follow-already = You already follow { $title } #{ $id } this way.
shared-follow-player = You play in this game: you see it already.
shared-follow-dm-closed = I cannot send you direct messages. Open them (or follow in the thread) and try again.
shared-follow-welcome = You follow **{ $title } #{ $id }**. Here is the board as it is now.
shared-unfollowed = You no longer follow { $title } #{ $id }.
shared-unfollow-not = You do not follow this game.
shared-spectator-no-buttons = You follow this game as a spectator: only its players can use its buttons.

## Rematch
shared-button-rematch = Rematch
shared-rematch-not-player = Only the players of this game can ask for a rematch.
shared-rematch-opened = { $user } wants a rematch of #{ $old }: game #{ $id } is open, press **Rematch** to join it.
shared-rematch-joined = { $user } is back for game #{ $id }. Still missing: { $missing }.
shared-rematch-all-back = { $user } is back: everyone is in, game #{ $id } starts.
shared-rematch-you-joined = You are in the rematch, game #{ $id }: { $link }

## Stats and the leaderboard
shared-stats-none = { $user } has no counted games in this server yet.
shared-stats-bot = Bots have no statistics.
shared-stats-head = { $user }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}.
shared-stats-line = { $title }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, rating { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
shared-stats-line-unrated = { $title }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, not rated yet
shared-leaderboard-text = { $title }: the best rated players of this server ({ $count ->
    [one] { $count } player
   *[other] { $count } players
}).
shared-leaderboard-unknown = There is no game called “{ $game }”. Games: { $known }.
shared-render-leaderboard-title = { $game }: leaderboard
shared-render-leaderboard-rank = #
shared-render-leaderboard-player = Player
shared-render-leaderboard-rating = Rating
shared-render-leaderboard-games = Games
shared-render-leaderboard-wins = Wins
shared-render-leaderboard-empty = No rated games yet.
shared-render-leaderboard-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
