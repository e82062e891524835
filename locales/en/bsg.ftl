## Battlestar Galactica: refusals, table options and results (the English source).
## Card, character and location names come from the card data (engine/games/bsg/data) in their published English form.

bsg-title = Battlestar Galactica

## refusals

bsg-error-over = The game is over.
bsg-error-not_your_turn = It is not your decision now.
bsg-error-malformed = That action is not understood.
bsg-error-allowed = Allowed now: { $types }.
bsg-error-not_an_option = That is not one of your options now.
bsg-error-reason-contribute = Add cards from your hand, or none (at most one if you are in the Brig or a revealed Cylon).
bsg-error-reason-move = You cannot move there: pick another location on your ship, or discard a card from your hand to change ships (not Sickbay, the Brig, Cylon locations or a closed Colonial One).
bsg-error-reason-draft = That character is taken or not allowed yet: pick from the least chosen types (or the support type).
bsg-error-reason-draw_skill = You may not draw that skill type here.
bsg-error-repeated = You named the same card twice.
bsg-error-not_in_hand = You can only use cards from your hand.
bsg-error-too_many = That is too many cards (in the Brig or as a revealed Cylon you may add at most one; a discard takes only the cards still to discard).
bsg-error-too_few = Choose at least one card.
bsg-error-param-card = You do not hold that card, or it cannot be used now.
bsg-error-param-location = You cannot use that location now (it may be damaged, blocked, or not allowed for your character).
bsg-error-param-target = That is not a legal target.
bsg-error-param-seat = That player cannot be chosen.
bsg-error-param-area = That space area is not allowed here.
bsg-error-param-option = That option is not available.
bsg-error-param-skill = That skill type is not allowed here.
bsg-error-contribution_too_long = `contribution_hours` cannot be longer than `decision_hours`.

## table options

bsg-optdesc-window_seconds = Seconds a card window (before a roll, around a skill check) stays open for everyone (10–3600, default 90).
bsg-optdesc-decision_hours = Hours a player has for a decision before its default is taken (1–168, default 24).
bsg-optdesc-contribution_hours = Hours for the contributions to a skill check (1–168, default 12).

## results

bsg-result-win = { $side ->
    [human] The humans
   *[cylon] The Cylons
 } win: { $reason }.
bsg-result-nobody = Nobody was on that team, so every player loses.
bsg-result-reason-boarding = a centurion reached the end of the boarding party track
bsg-result-reason-galactica_destroyed = six Galactica locations were damaged
bsg-result-reason-final_jump = the fleet made its final jump to Kobol with every resource above zero
bsg-result-reason-final_jump_resources = the fleet reached Kobol, but a resource had run out
bsg-result-reason-resources = a resource was at zero at the end of a turn
bsg-result-reason-turn_limit = the game ran past its safety turn limit
