# One call to action per decision (presenters/bsg_panels.py): the first line of a player's private panel
bsg-call-secret = **{ $title } #{ $id } — your decision:** { $question }
bsg-call-thread = **{ $title } #{ $id } — your decision, in the game thread:** { $question }
bsg-call-hand = **{ $title } #{ $id } — your decision, on your private panel (`/bsg hand`):** { $question }
# same-as-en: the card or ability that asks
bsg-call-source = — { $source }
bsg-call-link = Game thread: { $link }
bsg-call-moved = ⬇️ This panel moved below: the newest message is your panel.
