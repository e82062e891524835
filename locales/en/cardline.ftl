### Cardline: Globetrotter. English is the source language.
### Glossary (from the Czech rulebook, kept in every language): card, country, continent, characteristic (area,
### population, GDP, CO2 per person), the line (osa), a gap (místo) in the line, the draw pile, the start card, the
### start player, a round, a turn, placed correctly / wrongly, removed (back into the box), out (eliminated).

# same-as-en: the game's published name
cardline-title = Cardline: Globetrotter

## Characteristics, continents, values
cardline-characteristic = { $name ->
    [area] Area
    [population] Population
    [gdp] GDP
   *[co2_per_capita] CO2 per person
 }
cardline-unit = { $name ->
    [area] km², including inland water
    [population] inhabitants in 2012
    [gdp] million US$, 2011
   *[co2_per_capita] tonnes of CO2 per person, 2011
 }
cardline-question = { $name ->
    [area] Order the countries by area, smallest on the left.
    [population] Order the countries by population, smallest on the left.
    [gdp] Order the countries by GDP, smallest on the left.
   *[co2_per_capita] Order the countries by CO2 emissions per person, smallest on the left.
 }
cardline-continent = { $name ->
    [africa] Africa
    [asia] Asia
    [europe] Europe
    [north_america] North America
    [oceania] Oceania
   *[south_america] South America
 }
# same-as-en: units and numbers only
cardline-value = { $name ->
    [area] { $value } km²
    [gdp] { $value } M$
    [co2_per_capita] { NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) } t
   *[population] { $value }
 }
cardline-number = { $name ->
    [co2_per_capita] { NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }
   *[other] { $value }
 }
cardline-seat = Seat { $seat }
cardline-cards-each = { $count ->
    [one] { $count } card each
   *[other] { $count } cards each
 }

## Options
cardline-optdesc-characteristic = The hidden value the line is sorted by: area, population, gdp or co2_per_capita.
cardline-optdesc-deck_size = Countries in the deck: a number (the box has 110) or `all` eligible countries.
cardline-optdesc-hand_size = Cards each player starts with (1–10; the rulebook says 4, more is harder).
cardline-optdesc-start_player = Who plays first: `random`, or a seat number (1 = the first seat).
cardline-error-too-few-players = Cardline needs at least { $low } players.
cardline-error-too-many-players = Cardline takes at most { $high } players.
cardline-error-deck-size-word = `deck_size` must be `all` or a whole number.
cardline-error-deck-too-big = `deck_size` { $deck } is too big: only { $high } countries have { $name ->
    [area] an area
    [population] a population
    [gdp] a GDP
   *[co2_per_capita] a CO2 per person
 } value.
cardline-error-deck-too-small = `deck_size` { $deck } is too small: even { $players } players with { $each } need { $needed } cards (players × hand_size + 1 start card).
cardline-error-deck-too-small-for-all = Only { $high } countries have { $name ->
    [area] an area
    [population] a population
    [gdp] a GDP
   *[co2_per_capita] a CO2 per person
 } value; { $low } cards are needed.
cardline-error-start-player-deck = `start_player` { $seat } needs at least { $players } players, and { $players } players with { $each } need { $needed } cards, but `deck_size` is { $deck }.
cardline-error-deck-too-small-for-table = { $players } players with { $each } need { $needed } cards (players × hand_size + 1 start card), but this game's deck has { $deck }: at most { $most } players can play it.
cardline-error-start-player-seated = `start_player` is seat { $seat }, but only { $players } players have joined.
cardline-error-whole-number = `{ $name }` must be a whole number from { $low } to { $high }.
cardline-error-start-player-word = `start_player` must be `random` or a seat number.

## Refusals
cardline-error-not-a-player = You are not playing in this game.
cardline-error-game-is-over = The game is over.
cardline-error-you-are-out = You are out of this game.
cardline-error-not-your-turn = It is not your turn.
cardline-error-not-a-move = That is not a valid move.
cardline-error-unknown-move = Unknown move. Possible moves: place, resign.
cardline-error-unexpected-field = Unexpected field `{ $field }` in the move.
cardline-error-missing-card = Say which of your cards to place.
cardline-error-bad-card = Name the card by country, by its code or by its number in your hand.
cardline-error-not-in-hand = You do not hold that card. Your cards: { $cards }.
cardline-error-no-such-position = You have no card number { $number }; you hold { $count }.
cardline-error-missing-gap = Say in which gap to place the card (0–{ $last }).
cardline-error-bad-gap = The gap must be a whole number from 0 to { $last }.
cardline-error-gap-out-of-range = There is no gap { $gap }; choose from 0 to { $last }.

## Events
cardline-event-game_started = The game has started.
cardline-event-start_card = Cardline by **{ $characteristic }** ({ $unit }). { $each }, { $deck } countries in the deck. The start card is **{ $card }**: { $value }.
cardline-event-round_started = Round { $round }: { $order }.
cardline-event-turn = { $count ->
    [one] { $player }, place your card in a gap from 0 to { $last }.
   *[other] { $player }, place one of your { $count } cards in a gap from 0 to { $last }.
 }
cardline-event-placed-correct = { $player } placed **{ $card }** in gap { $gap }: { $value }. Correct, the card stays in the line.
cardline-event-placed-wrong = { $player } placed **{ $card }** in gap { $gap }: { $value }. Wrong, it belonged { $where }; the card is removed.
cardline-where-one-gap = in gap { $gap }
cardline-where-gaps = in gap { $gaps } or { $last }
cardline-hand-empty = { $player } has no cards left!
cardline-hand-left = { $count ->
    [one] { $player } has { $count } card left.
   *[other] { $player } has { $count } cards left.
 }
cardline-event-reshuffled = { $count ->
    [one] The draw pile is empty: the removed card becomes the new draw pile.
   *[other] The draw pile is empty: the { $count } removed cards are shuffled into a new draw pile.
 }
cardline-event-drew-penalty = { $player } draws **{ $card }**.
cardline-event-drew-continuation = { $player } draws **{ $card }** to play on.
cardline-event-continuation = Round { $round }: { $survivors } emptied their hands together, so the game goes on.
cardline-out = { $count ->
    [one] { $names } is out.
   *[other] { $names } are out.
 }
cardline-event-resigned = { $player } resigns and is out of the game.
cardline-event-game_over-sole = **{ $winners }** wins: the only player to empty their hand in round { $round }!
cardline-event-game_over-shared = There are not enough cards for everyone to draw: **{ $winners }** share the victory.
cardline-event-game_over-last_player = **{ $winners }** wins: every other player has left the game.

## Result
cardline-explain-sole = The winner was the only player to empty their hand in round { $round }; everyone else lost.
cardline-explain-shared = In round { $round } several players emptied their hands, but too few cards were left for the continuation draws, so they share the victory; everyone else lost.
cardline-explain-last_player = Every other player resigned, so the last player left wins; everyone else lost.

## Menus and buttons
cardline-ui-select-card = Choose a card
cardline-ui-gap-page = Gaps { $first }–{ $last }
cardline-ui-gap-left = Gap 0: left of { $card }
cardline-ui-gap-right = Gap { $gap }: right of { $card }
cardline-ui-gap-between = Gap { $gap }: { $left } | { $right }
cardline-ui-card-option-desc = { $continent } — value hidden
cardline-ui-gap-placeholder-page = Choose a gap ({ $first }–{ $last })
cardline-ui-button-prev = ◀ Gaps { $first }–{ $last }
cardline-ui-button-next = Gaps { $first }–{ $last } ▶
cardline-ui-button-place = Place { $card } in gap { $gap }
cardline-ui-button-place-empty = Place (choose a card and a gap)
cardline-ui-button-resign = Resign
cardline-ui-button-resign-confirm = Yes, resign
cardline-ui-button-cancel = Cancel
cardline-ui-resign-confirm = Really resign from **Cardline #{ $id }**? You are out at once and your cards are set aside.
cardline-ui-resigned-done = You resigned.
cardline-ui-cancelled = Cancelled.
cardline-ui-placed-done = Placed.
cardline-ui-stale = That menu is from an earlier turn; use the newest message or `/cardline hand`.
cardline-ui-unknown-button = That button does nothing here.
cardline-ui-no-card-chosen = Choose a card first.
cardline-ui-no-gap-chosen = Choose a gap first.
cardline-ui-not-your-turn = It is not your turn — { $player } is to play.

## Lobby and autocomplete
cardline-option-characteristic = Line sorted by: { $name }
cardline-option-deck = Deck: { $count } countries
cardline-option-deck-all = Deck: all { $count } countries
cardline-option-hand = Hand: { $cards }
cardline-option-start-random = First player: random
cardline-option-start-seat = First player: seat { $seat }
cardline-choice-all = all eligible countries
cardline-choice-box = { $count } (the box)
cardline-choice-random = random
cardline-choice-seat = seat { $seat }

## Hands (/cardline hand and the turn message)
cardline-ui-line-has = { $count ->
    [one] The line has { $count } card, gaps 0–{ $count }.
   *[other] The line has { $count } cards, gaps 0–{ $count }.
 }
cardline-ui-hand-mine = **Your cards** (values hidden, even from you): { $cards }
cardline-ui-hand-none = You hold no cards.
cardline-ui-hand-line = • { $player }: { $cards }
cardline-ui-hand-line-out = • { $player }: out
cardline-ui-hand-heading = **Hands** (everyone's faces are public):
cardline-ui-hand-your-turn = **Your turn**: choose a card and a gap below, then press Place.
cardline-ui-hand-wait = Waiting for { $player }.
cardline-ui-no-cards = no cards
cardline-ui-thread-hands = Hands (values hidden): { $hands }
cardline-ui-thread-hand = **{ $player }** { $cards }

## Images
cardline-render-round = Round { $round }
cardline-render-line = The line, sorted by { $name ->
    [area] area
    [population] population
    [gdp] GDP
   *[co2_per_capita] CO2 per person
 }
cardline-render-line-unit = smallest ← → largest
cardline-render-draw-pile = Draw pile: { $count }
cardline-render-draw-pile-empty = Draw pile: empty
cardline-render-removed = Removed: { $count }
cardline-render-to-act = { $player } to play
cardline-render-playing-now = to play now
cardline-render-your-hand = Your hand, { $player }
cardline-render-value-hidden = values hidden, even from you
cardline-render-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
 }
cardline-render-no-cards = no cards
cardline-render-out-round = out in round { $round }
cardline-render-resigned = resigned
cardline-render-emptied = emptied this round
cardline-render-last-move-correct = { $player }: { $card } in gap { $gap }, correct
cardline-render-last-move-wrong = { $player }: { $card } in gap { $gap }, wrong (it fit gap { $right })
cardline-render-results = Final standings
cardline-render-winner = Winner
cardline-render-lost = Lost
cardline-render-stats = { $correct } correct, { $wrong } wrong
cardline-render-held = Held at the end:
cardline-render-rounds = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
 }
cardline-render-game-over = Game over

## Commands
cardline-cmd = Cardline: Globetrotter — place countries on a line by a hidden value.
cardline-cmd-new = Open a new Cardline game (2–8 players) in a thread of this channel.
cardline-cmd-place = Place one of your cards into a gap of the line.
cardline-cmd-resign = Leave the game for good (asks you to confirm).
cardline-cmd-new-opt-characteristic = The hidden value: area, population (default), gdp or co2_per_capita.
cardline-cmd-new-opt-deck_size = Countries in the deck: a number (default 110) or `all`.
cardline-cmd-new-opt-hand_size = Cards each player starts with (1–10, default 4).
cardline-cmd-new-opt-start_player = Who plays first: `random` (default) or a seat number.
cardline-cmd-place-opt-card = A card from your hand (start typing a country).
cardline-cmd-place-opt-gap = The gap number: 0 is left of everything, the highest right of everything.

## /cardline rules
cardline-rules =
    {"**"}Cardline: Globetrotter** — 2 to 8 players.
    Each player holds country cards; everyone sees the names, nobody (not even you) sees the values. One shared line is sorted by a hidden value (area, population, GDP or CO2 per person), smallest on the left. On your turn place one card into a gap: the value is revealed. Right (equal values count as right): the card stays. Wrong: it is removed and you draw a new card.
    A player who is the only one to empty their hand in a round wins. If several do it in the same round, everyone else is out, the survivors draw one card each and play on.

    {"**"}Commands**: `/cardline new` (characteristic, deck_size, hand_size, start_player), `join`, `leave`, `start`, `board`, `hand` (all hands, and your menus when it is your turn), `place card:<your card> gap:<number>`, `resign`, `rules` (or `help`), `abandon`.
    On your turn the newest thread message carries a card menu, a gap menu (paged by 25 on a long line) and a Place button.
