# The living status post of a turn (presenters/bsg_thread.py): routine steps folded into one line.
bsg-thread-draws = { $player } draws { $cards }.
bsg-thread-drawn = { $count } { $skill ->
    [politics] politics
    [leadership] leadership
    [tactics] tactics
    [piloting] piloting
    [engineering] engineering
   *[treachery] treachery
 } { $count ->
    [one] card
   *[other] cards
 }
