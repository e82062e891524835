## Rules on demand (issue 24 part 4): `/bsg rules topic:` — engine/games/bsg/rules_topics.py, presenters/bsg_rules.py.
## Written from shared/rules/bsg.md and the rulebook; names of cards and characters stay as published.

bsg-cmd-rules = A rule on demand: a location, character, skill card, step or rule.
bsg-cmd-rules-opt-topic = What to explain (start typing: a location, character, skill card, turn step, title or rule).
bsg-cmd-rules-opt-game = Game number (defaults to the game of this thread): the answer adds what its public state means.

bsg-rh-label = { $kind ->
        [location] Location
        [character] Character
        [skill] Skill card
        [step] Turn step
        [title] Title
       *[rule] Rule
    }: { $name }
bsg-rh-title = **{ $name }** ({ $kind ->
        [location] location
        [character] character
        [skill] skill card
        [step] turn step
        [title] title
       *[rule] rule
    })
bsg-rh-unknown = No rules topic “{ $topic }”. Perhaps: { $near }. Start typing in `/bsg rules topic:` to pick one.
bsg-rh-pick = Ask about one topic with `/bsg rules topic:` (start typing to pick), e.g. { $near }.
bsg-rh-none = none
bsg-rh-now = **In this game now:**
bsg-rh-seat = { $player } ({ $character })

## topic names
bsg-rh-name-step-turn = The whole turn
bsg-rh-name-step-receive = Receive skills
bsg-rh-name-step-move = Movement
bsg-rh-name-step-action = Action
bsg-rh-name-step-crisis = Crisis
bsg-rh-name-step-activation = Activate Cylon ships
bsg-rh-name-step-jump_prep = Prepare for jump
bsg-rh-name-step-end = End of turn
bsg-rh-name-step-cylon_turn = A revealed Cylon's turn
bsg-rh-name-title-president = President
bsg-rh-name-title-admiral = Admiral
bsg-rh-name-rule-secrecy = Secrecy and table talk
bsg-rh-name-rule-skill_check = Skill checks
bsg-rh-name-rule-destiny = Destiny deck
bsg-rh-name-rule-crisis_cards = Crisis cards
bsg-rh-name-rule-loyalty = Loyalty cards
bsg-rh-name-rule-reveal = Revealing as a Cylon
bsg-rh-name-rule-cylon_player = Revealed Cylon players
bsg-rh-name-rule-cylon_locations = Cylon locations
bsg-rh-name-rule-sympathizer = The Sympathizer
bsg-rh-name-rule-sleeper = Sleeper Agent phase
bsg-rh-name-rule-jump = Jumping the fleet
bsg-rh-name-rule-hand_limit = Hand limit
bsg-rh-name-rule-quorum = Quorum cards
bsg-rh-name-rule-super_crisis = Super crisis cards
bsg-rh-name-rule-galactica_damage = Damage to Galactica
bsg-rh-name-rule-game_end = End of the game
bsg-rh-name-rule-execution = Executions and Cylon leaders

## turn steps
bsg-rh-text-step-turn = A human player's turn has seven steps: 1. Receive skills, 2. Movement, 3. Action, 4. Crisis, 5. Activate Cylon ships, 6. Prepare for jump, 7. end-of-turn abilities. Then the hand limit is checked, the Cylons win if any resource is 0 or less, and the next player clockwise takes a turn. A revealed Cylon has a shorter turn of its own.
bsg-rh-text-step-receive = The current player draws exactly the skill cards shown on the character sheet, whatever the hand size; where the sheet offers a choice ("2 leadership or politics") the player splits it. The types drawn are public, the cards are not. In Sickbay the player draws only 1 card, of a type from their skill set.
bsg-rh-text-step-move = The player may stay, or move to another location on the same ship for free. Moving to the other ship (Galactica ↔ Colonial One) costs 1 skill card of the player's choice, discarded face up. Nobody may move into Sickbay, the Brig or a Cylon location. A pilot in a viper may move the viper to an adjacent area for free, or discard 1 card to return to any location. In the Brig nobody moves.
bsg-rh-text-step-action = The player takes one action (or none): activate the current location (not if it is damaged), play an "Action:" skill card, use a character "Action:" ability, activate their own viper, use a title's action (the President draws a quorum card or plays one; the Admiral launches a nuke), or reveal a "You Are a Cylon" card. Some effects grant more actions, taken before the Crisis step.
bsg-rh-text-step-crisis = The current player draws the top crisis card and reads it aloud; it is resolved at once: a skill check (everyone may contribute), a choice (the card says who chooses), or a Cylon attack (ships are placed). A player in the Brig or a Cylon player skips this step and the next two.
bsg-rh-text-step-activation = If the crisis card shows an activation icon (and is not a Cylon attack card), the Cylon ships of that type act: raiders attack or move toward civilian ships, heavy raiders move toward Galactica and board it (centurions advance), basestars attack Galactica; a type with no ship on the board launches new ships instead.
bsg-rh-text-step-jump_prep = If the crisis card shows the jump icon, the fleet token moves 1 space along the jump preparation track. When it reaches the last space the fleet jumps at once, with no risk to the population.
bsg-rh-text-step-end = Abilities "at the end of your turn" are used (Sharon Valerii's Recon). The crisis card is discarded unless it stays in play. Every player with more than 10 skill cards (or their sheet's lower limit) discards down to it. If fuel, food, morale or population is 0 or less, the Cylons win. The next player clockwise takes a turn.
bsg-rh-text-step-cylon_turn = A revealed Cylon player draws 2 skill cards of any types, may move to any other Cylon location for free, and may use its action there. There is no Crisis, no activation and no jump preparation on a Cylon player's turn; skill cards, quorum cards, titles and the character sheet are of no use to it any more.

## titles
bsg-rh-text-title-president = Only a human player holds the title. The President keeps the quorum hand secret (no limit), may draw 1 quorum card or play one as an action, alone may use the President's Office, and makes every "President chooses" decision. The title passes down the line of succession when its holder becomes a Cylon player; Administration (a politics + leadership check) can hand it to someone else.
bsg-rh-text-title-admiral = Only a human player holds the title. The Admiral keeps the nukes (launched at a basestar as an action), chooses the destination at every jump (draws 2, keeps 1 secretly, the other goes to the bottom unseen), places civilian ships when no area is given, and makes every "Admiral chooses" decision. Sent to the Brig, or becoming a Cylon player, the Admiral loses the title down the line of succession.

## rules
bsg-rh-text-rule-secrecy = Anyone may accuse anyone at any time. You may never show your hand or name the exact strength of a card: say "I can help a little", not "I have a piloting 5". After a skill check nobody may say which cards they played. What you saw in a deck stays secret. A loyalty card you looked at you may keep to yourself, share, or lie about. Revealed Cylons keep these rules too. The bot never tells who contributed which card. Standing orders are as secret as your hand: the bot never tells who keeps which order, and a window answered by orders looks the same whoever holds which cards; only the card an order plays is shown.
bsg-rh-text-rule-skill_check = The check names its skill types (positive) and difficulty. Two destiny cards go into the pool; then, starting left of the current player and ending with them, each player adds any number of cards face down (only the count is public; in the Brig or as a revealed Cylon, at most 1). The pool is shuffled and revealed: positive types add their strength, every other type subtracts it. Total ≥ difficulty: pass; a card may also show a partial pass; otherwise fail. Card texts in the pool are ignored.
bsg-rh-text-rule-destiny = 10 skill cards, 2 of each type, shuffled. Every skill check takes the top 2 unseen into its pool, so no check is certain and a negative card may be nobody's. When the last card is drawn the deck is rebuilt at once.
bsg-rh-text-rule-crisis_cards = A crisis is drawn on each human turn: a skill check (perhaps with an alternative the card's chooser may pick instead), a choice between two options, or a Cylon attack that places ships. Its icons then tell which Cylon ships activate and whether the fleet prepares to jump. Laura Roslin draws 2 and keeps 1.
bsg-rh-text-rule-loyalty = Loyalty cards are held face down; only their number per player is public. A player holding any "You Are a Cylon" card is a Cylon, whatever else they hold. More cards are dealt in the Sleeper Agent phase. An effect that lets you look at another player's loyalty card shows you one at random, to you alone. The loyalty deck is never reshuffled.
bsg-rh-text-rule-reveal = Revealing a "You Are a Cylon" card is an action. Its power is resolved (not in the Brig); the Cylon discards down to 3 skill cards, loses any titles, moves to the Resurrection Ship, draws 1 super crisis card, and the turn ends at once without a crisis.
bsg-rh-text-rule-cylon_player = A revealed Cylon plays from the Cylon locations, draws 2 cards of any types each turn, adds at most 1 card to a skill check, and is untouched by crisis cards unless they name Cylon players. It cannot be sent to Sickbay or the Brig, nor chosen by Executive Order or quorum cards. It still keeps the secrecy rules.
bsg-rh-text-rule-cylon_locations = Revealed Cylon players move among four locations off Galactica, for free, and act only there: Caprica (play the super crisis card, or resolve 1 of 2 crisis cards), the Cylon Fleet (activate all Cylon ships of one type, or launch ships from the basestars), the Human Fleet (look at a player's hand and take 1 skill card; then a die may damage Galactica) and the Resurrection Ship (swap the super crisis card; give away unrevealed loyalty cards while the distance is 7 or less). Humans never go there.
bsg-rh-text-rule-sympathizer = The Sympathizer is revealed at once when dealt. If any resource is in its red zone (half or less of its start), the player goes to the Brig and counts as human. Otherwise the player becomes a Cylon player at once (no reveal power, no super crisis, and never the Cylon Fleet or super crises). A revealed Cylon dealt it passes it to another player.
bsg-rh-text-rule-sleeper = When the distance first reaches 4, play pauses and every player is dealt 1 more loyalty card (Sharon Valerii 2, and she then goes to the Brig). Hidden Cylons may appear now: a human can be dealt "You Are a Cylon".
bsg-rh-text-rule-jump = The fleet jumps when the fleet token reaches the auto-jump space, or when someone activates FTL Control with the token on a blue space (3 or 4): roll first, and on 1–6 lose 3 or 1 population. At a jump every ship leaves the board, the Admiral draws 2 destinations and keeps 1, its distance is added, and the token returns to the start. Distance 4 brings the Sleeper Agent phase; with distance 8 reached, the next jump wins the game.
bsg-rh-text-rule-hand_limit = At the end of every turn each player with more than 10 skill cards (Galen Tyrol: 8) discards down to the limit, all at the same time; the choice is secret, the discarded cards are public. Quorum, crisis, super crisis and loyalty cards do not count. Drawing ignores the hand size.
bsg-rh-text-rule-quorum = The President holds the quorum cards in secret and plays one as an action; the card is public once played. Some stay in play or are given to a player. Revealed Cylons cannot be chosen by them.
bsg-rh-text-rule-super_crisis = A Cylon who reveals draws 1 super crisis card and keeps it secret. It is played only from Caprica, and no character ability that changes crises affects it.
bsg-rh-text-rule-galactica_damage = Damage draws a Galactica damage token: a damaged location cannot be activated until repaired (Repair skill card); other tokens cost a resource. With 6 locations damaged at once, Galactica is destroyed and the Cylons win.
bsg-rh-text-rule-game_end = The humans win at the jump after distance 8 is reached, if every resource is above 0. The Cylons win at once when Galactica is destroyed (6 damaged locations) or a centurion reaches the end of the boarding track, and at the end of any turn with fuel, food, morale or population at 0 or less. Hidden Cylons win or lose with the Cylons.
bsg-rh-text-rule-execution = Neither exists in the base game (they come from expansions). Against a suspect the base game has the Brig: the Admiral's Quarters (a leadership + tactics check, difficulty 7) sends the chosen character there.

## locations
bsg-rh-location-where = { $ship ->
        [galactica] A location on Galactica
        [colonial_one] A location on Colonial One
       *[cylon] A Cylon location (only for revealed Cylon players)
    }{ $hazardous ->
        [yes] ; hazardous: nobody may move here by choice
       *[no] {""}
    }{ $damageable ->
        [yes] ; it can be damaged (then it cannot be activated until repaired).
       *[no] .
    }
bsg-rh-location-does = { $kind ->
        [action] Action: { $text }.
       *[passive] Rule: { $text }.
    }
bsg-rh-location-note-sickbay = A player sent here draws only 1 skill card in Receive skills and usually moves out in Movement.
bsg-rh-location-note-brig = Only an effect puts a player here. In the Brig a player cannot move, skips the Crisis step (and the next two) on their own turn, adds at most 1 card to any skill check, and a Cylon revealing here gets no reveal power. The Admiral sent here loses the title. The way out: pass this check, or an effect that says so.
bsg-rh-location-note-presidents_office = Only the President may activate it.
bsg-rh-location-note-ftl_control = Only with the fleet token on a blue space (3 or 4); the Crisis step still follows.
bsg-rh-location-note-caprica = No activation or jump preparation follows a crisis resolved here.
bsg-rh-location-note-hangar_deck = Only for a character who has piloting in their skill set.

## characters and skill cards
bsg-rh-ability = – **{ $name }**{ $polarity ->
    [negative] {" "}(a drawback)
   *[positive] {""}
 }: { $text }
bsg-rh-skill-copies = { $count ->
    [one] { $count } card
   *[other] { $count } cards
 } of strength { $strength }
bsg-rh-skill-deck = Type { $skill }: { $copies }.
bsg-rh-skill-does = { $when ->
        [action] Action
        [before_cards_added_to_skill_check] Before cards are added to a skill check
        [after_skill_check_totalled] After a skill check's strength is totalled
        [before_die_roll] Before any die roll
        [after_viper_attacked] When a viper is attacked
       *[other] When it applies
    }: { $text }.
bsg-rh-skill-check-note = Played into a skill check, only its type and strength count; its text is ignored.

## what the game at hand means for a topic
bsg-rh-now-here = Here: { $players }.
bsg-rh-now-damaged = { $damaged ->
        [yes] Damaged: it cannot be activated until repaired.
       *[no] Not damaged.
    }
bsg-rh-now-not-played = Nobody plays this character in this game.
bsg-rh-now-off-board = off the board
bsg-rh-now-in-viper = in a viper in area { $area }
bsg-rh-now-played-by = Played by { $player }; where: { $location }.
bsg-rh-now-once-used = { $used ->
        [yes] The once-per-game ability is used.
       *[no] The once-per-game ability is still available.
    }
bsg-rh-now-skill-deck = The { $skill } deck: { $deck } left, { $discard } in the discard pile ({ $name }: { $these } of them).
bsg-rh-now-you-hold = In your hand: { $name } ×{ $count }.
bsg-rh-now-turn = Turn { $turn }: { $player }; step: { $step }.
bsg-rh-now-holder = { $title ->
        [president] President
       *[admiral] Admiral
    }: { $player }.
bsg-rh-now-vipers = Vipers in the reserves: { $reserves }.
bsg-rh-now-centurions = Centurions on the boarding track (spaces): { $positions }.
bsg-rh-now-quorum = Quorum hand: { $hand }; quorum deck: { $deck }.
bsg-rh-now-nukes = Nukes left: { $count }.
bsg-rh-now-jump-track = Fleet token on space { $position } of the jump track; jump icons until the automatic jump: { $to_auto }.
bsg-rh-now-ftl = { $ftl ->
        [loss] FTL Control could jump now: on a roll of 1–6 the population drops by { $loss } (now { $population }).
       *[no] FTL Control cannot jump yet (it needs space 3 or 4).
    }
bsg-rh-now-distance = Distance: { $distance } (Kobol needs { $to_kobol } more).
bsg-rh-now-resource = { $resource ->
        [fuel] fuel
        [food] food
        [morale] morale
       *[population] population
    } { $value }
bsg-rh-now-hand = { $player }: { $count }
bsg-rh-now-resources = Resources: { $resources }.
bsg-rh-now-hands = Skill cards in hand: { $hands }.
bsg-rh-now-loyalty = Loyalty cards held: { $counts }; left in the loyalty deck: { $deck }.
bsg-rh-now-your-loyalty = Yours (only you see this): { $cards }.
bsg-rh-now-revealed = Revealed Cylon players: { $players }.
bsg-rh-now-no-check = No skill check is under way.
bsg-rh-now-check = Under way: { $skills }, difficulty { $difficulty }; players who have contributed so far: { $done }.
bsg-rh-now-destiny = Cards left in the destiny deck: { $count }.
bsg-rh-now-deck = Crisis deck: { $deck }; discard pile: { $discard }.
bsg-rh-now-sleeper = { $done ->
        [yes] The Sleeper Agent phase is behind us (distance { $distance }).
       *[no] Still ahead: the distance is { $distance } of 4.
    }
bsg-rh-now-damage = Damaged locations: { $count } of 6 ({ $places }); damage tokens left: { $tokens }.
