### Battlestar Galactica at the table: the shared turn clock and a player who left.

bsg-cmd-new-opt-turn_hours = Ordinary decisions' hours when decision_hours is not given (1–168); BSG always has a clock.
bsg-table-panel-left = You no longer play Battlestar Galactica #{ $id }: someone else plays your seat now. This panel is no longer updated.

## The "how much can you help?" poll before a skill check (public table talk)
bsg-help-poll = 🗣️ **Table talk before the skill check:** how much can you help? Everyone sees your answer; you may change it until the first cards are added.
bsg-help-poll-closed = 🗣️ **Table talk before the skill check** (closed: the contributions have begun).
bsg-help-line = { $answer ->
    [none] Not at all
    [little] A little
   *[lot] A lot
 }: { $players }
bsg-help-answer = { $answer ->
    [none] Not at all
    [little] A little
   *[lot] A lot
 }
bsg-help-noted = Your answer, for everyone to see: { $answer ->
    [none] not at all.
    [little] a little.
   *[lot] a lot.
 }
bsg-help-closed = This poll is closed: the contributions have begun.
