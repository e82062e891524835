## BSG: a card in full when it is decided (presenters/bsg_cards.py); card names stay their published names
bsg-card-title = { $kind ->
    [crisis] Crisis
    [super_crisis] Super crisis
    [quorum] Quorum card
    [destination] Destination
    [discarded] Discarded
   *[card] Card
 }: { $name }
bsg-card-skill = { $colour } { $skill }
bsg-card-check = Skill check
bsg-card-check-line = { $skills }, difficulty { $difficulty }
bsg-card-pass = Pass ({ $difficulty } or more)
bsg-card-partial = Partial ({ $min } or more)
bsg-card-fail = Fail
bsg-card-chooser = Who chooses
bsg-card-check-or = { $who } chooses: the skill check, or the alternative below instead
bsg-card-chooses = { $who } chooses one option
bsg-card-alternative = Alternative (instead of the check)
bsg-card-option = Option { $letter }
bsg-card-requires = { $text } ({ $cond })
bsg-card-attack = Cylon attack
bsg-card-special = Special rule
bsg-card-kept = { $when ->
    [pass] If passed, the card stays in play
    [fail] If failed, the card stays in play
   *[always] The card stays in play
 }
bsg-card-after = Afterwards
bsg-card-jump-prep = jump preparation: the fleet advances 1 on the jump track
bsg-card-effect-line = Effect: { $text }
bsg-card-destination-line = Distance { $distance }. Effect: { $text }
bsg-card-field-line = **{ $name }**: { $value }
bsg-card-pick-title = { $kind ->
    [crisis_pick] Your crisis: keep 1 of { $count }
    [caprica_pick] Caprica: resolve 1 of { $count } crises
    [roslin_quorum] Your quorum card: keep 1 of { $count }
    [destination] Your destination: choose 1 of { $count }
    [play_super] Your super crisis card
   *[quorum_play] Your quorum hand
 }
bsg-card-pick-secret = { $kind ->
    [crisis_pick] Only you see these cards. The one you keep is resolved; the other goes to the bottom of the crisis deck unseen.
    [caprica_pick] Only you see these cards. The one you choose is resolved; the other is discarded face up.
    [roslin_quorum] Only you see these cards. The one you keep is played; the others go to the bottom of the quorum deck unseen.
    [destination] Only you see these cards. The one you choose is revealed; the others go to the bottom of the destination deck unseen.
    [play_super] Only you see your super crisis card until you play it.
   *[quorum_play] Only you see your quorum hand until a card is played.
 }
bsg-event-chose_over = { $player } chooses: { $choice }. Not chosen: { $others }.
bsg-event-kept_over = You kept { $card }. Not chosen, unseen by the others: { $others }.
bsg-event-contributed_none = { $player } added no cards.
bsg-ui-confirm-nothing = Pick cards in the menu first
