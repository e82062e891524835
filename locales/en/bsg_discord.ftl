# Battlestar Galactica on Discord: thread, private panel, commands (presenters/bsg.py, cogs/bsg.py)

## commands
bsg-cmd = Battlestar Galactica: hidden Cylons, secret skill checks.
bsg-cmd-new = Open a new Battlestar Galactica game (3–6 players) in a thread.
bsg-cmd-new-opt-window_seconds = Seconds every reaction window stays open (10–3600, default 90).
bsg-cmd-new-opt-decision_hours = Hours for an ordinary decision before its default is played (1–168, default 24).
bsg-cmd-new-opt-contribution_hours = Hours for a skill check's contributions (1–168, default 24).
bsg-cmd-log = The public record, newest page first; filter it by kind or player.
bsg-cmd-log-opt-only = Only skill checks, only choices (crisis options, quorum, destinations…), or only actions.
bsg-cmd-log-opt-player = Only the events of this player (their name at the table).

## lobby options
bsg-option-window-seconds = Reaction windows: { $value } s
bsg-option-decision-hours = Decisions: { $value } h
bsg-option-contribution-hours = Skill check contributions: { $value } h

## the thread
bsg-ui-setup-header = **Battlestar Galactica #{ $id }: setup**
bsg-ui-step-header = **Turn { $turn }: { $player }, { $step }**
bsg-ui-check-progress = Skill check ({ $skills }, difficulty { $difficulty }): { $done }/{ $total } contributed
bsg-ui-waiting-public = { $players } — { $source }: { $question }
bsg-ui-waiting-public-below = { $players } — { $source } (card below): { $question }
bsg-ui-waiting-public-bare = { $players }: { $question }
bsg-ui-result-loyalty = { $player }: { $cards }
bsg-ui-open-panel = Open my panel
bsg-ui-menu = Choices { $first }–{ $last } of { $total }
bsg-ui-pick-cards = { $most ->
    [one] Pick { $most } card
   *[other] Pick up to { $most } cards
 }
bsg-ui-confirm-contribute = { $count ->
    [one] Add { $count } card face down
   *[other] Add { $count } cards face down
 }
bsg-ui-confirm-hand_limit = { $count ->
    [one] Discard { $count } card
   *[other] Discard { $count } cards
 }
bsg-ui-confirm-discard = { $count ->
    [one] Discard { $count } card
   *[other] Discard { $count } cards
 }
bsg-ui-stale = This panel is out of date. Here is the current one:
bsg-ui-not-yours = This button is for { $player }.
bsg-ui-played = Done. Use `/bsg hand` again for your next decision.
bsg-ui-log-empty = Nothing has happened yet.

## time limits
bsg-timeout = Time ran out for { $player }: { $action }.
bsg-timeout-secret = Time ran out for { $player }: the default answer was used.
bsg-timeout-race = Time ran out: everyone who had not answered gets the default answer.

## the private panel
bsg-panel-title = **Your panel: { $title } #{ $id }** · { $character }
bsg-panel-no-character = no character yet
bsg-panel-team = { $team ->
    [cylon] Loyalty: you are a **Cylon**.
   *[human] Loyalty: you are **human**.
 }
bsg-panel-hand-empty = Hand: no skill cards.
bsg-panel-hand = { $count ->
    [one] Hand ({ $count } card):
   *[other] Hand ({ $count } cards):
 }
bsg-panel-hand-group = • { $skill } ({ $kind ->
    [politics] yellow
    [leadership] green
    [tactics] purple
    [piloting] red
    [engineering] blue
   *[treachery] brown
 }, { $count }): { $cards }
# same-as-en: a card's published name and its strength
bsg-panel-card = { $name } { $strength }
# same-as-en: a card's published name and its text
bsg-panel-card-text = – { $card }: { $text }
bsg-panel-more-card-texts = – { $count ->
    [one] What one more card does
   *[other] What { $count } more cards do
 }: `/bsg rules topic:` and the card's name.
bsg-panel-super = Super crisis: { $cards }
bsg-panel-quorum = Quorum hand: { $cards }
bsg-panel-seen = You have seen { $count ->
    [one] a loyalty card
   *[other] { $count } loyalty cards
 } of { $player }: { $card }
bsg-panel-sealed = Handed in early, face down: { $cards }
bsg-panel-news = New for you: { $news }
bsg-panel-question = **Your decision — { $source }:** { $question }
bsg-panel-question-bare = **Your decision:** { $question }
bsg-panel-default = If time runs out: { $action }
bsg-panel-over = The game is over — see the result in the game thread: { $link }
bsg-ping = { $title } #{ $id }: your private panel needs you (edited above). Game thread: { $link }

## /bsg rules
bsg-rules-intro = **Battlestar Galactica** (3–6 players): the humans try to reach Kobol (distance 8) before the fleet runs out of fuel, food, morale or population; hidden Cylons among the players try to stop them.
bsg-rules-turn = Each turn: receive skills, move, take an action, resolve a crisis, activate the Cylon ships, prepare the jump. Public choices are buttons in the thread; only the deciding player may press them.
bsg-rules-checks = Skill checks: every player may add skill cards face down from their private panel (pick the cards, then confirm; you may hand in before your turn in the order comes). The thread shows only how many have contributed, then the shuffled pool, the total and the outcome.
bsg-rules-secrets = Your hand, loyalty cards, super crises, quorum cards, standing orders and every secret decision are on your private panel: one DM; when a decision needs you, the panel comes anew at the bottom of your DMs with what is needed and its deadline. With DMs closed, use `/bsg hand`. At a table played over days (`pace: days`, the default) reaction windows never wait for a person and ask nobody: each player's standing orders (`/bsg orders`) answer them at once, in the order of play, and only a card an order plays is shown. At a live table (`pace: live`) reaction windows ask everyone at once and stay open for the same time.
bsg-rules-commands = Commands: `/bsg new`, `/bsg join`, `/bsg start`, `/bsg board`, `/bsg hand`, `/bsg log`, `/bsg windows`, `/bsg rules` (or `/bsg help`), `/bsg abandon`.

## the draft roster
bsg-ui-roster-title = **The characters** (draft in seat order; pick from the least chosen types, support is always allowed):
bsg-ui-roster-character = **{ $character }** ({ $kind ->
    [military] military leader
    [pilot] pilot
    [political] political leader
   *[support] support
 }): { $skills }; start: { $start }
bsg-ui-roster-skill = { $skill } { $count }
bsg-ui-roster-combined = { $skills } { $count } in total
bsg-ui-roster-viper = in a viper (launched in setup)
bsg-ui-roster-stranded = stranded on Caprica, enters at { $location } on the second turn

## standing answers to reaction windows
bsg-cmd-windows = Your standing answers to reaction windows (private).
bsg-cmd-windows-opt-answer = ask: ping me at every window; playable: only when I can play the card; never: never ping me.
bsg-ui-standing = { $answer ->
    [never] Reaction windows will not ping you any more. Each window still stays open its full time; your panel shows it, and if you do not answer you pass.
    [playable] Reaction windows will ping you only when you can play a card in them. Each window still stays open its full time for everyone.
   *[ask] Every reaction window will ping you.
 }
bsg-cmd-windows-opt-card = The window card (default: all of them); without an answer you see your settings.
bsg-ui-window-card = { $name } ({ $skill })
bsg-ui-standing-card = { $answer ->
    [never] Windows for { $card } will not ping you any more.
    [playable] Windows for { $card } will ping you only when you can play it.
   *[ask] Every window for { $card } will ping you.
 } Each window still stays open its full time for everyone.
bsg-ui-standing-summary = **Your standing answers to reaction windows**
bsg-ui-standing-line = { $card }: { $answer ->
    [never] never ping me
    [playable] ping me only when I can play it
   *[ask] ping me
 }
bsg-ui-standing-note = A window pings you when one of its cards allows it. Windows always stay open their full time; set one card with `/bsg windows card:`.
bsg-ui-standing-days = **This table plays over days: reaction windows never wait for anyone**, so these answers only matter at a live table. Here your reaction cards are played by standing orders: set them with `/bsg orders` or the **Orders** button on your private panel.
bsg-ui-standing-unknown-card = “{ $card }” is not a card played in reaction windows. Pick one from the list.
# A roster ability, its third (a character's weakness) marked as the rules help marks it.
bsg-ui-roster-ability = – { $name }{ $polarity ->
    [negative] {" "}(a drawback)
   *[positive] {""}
 }: { $text }
