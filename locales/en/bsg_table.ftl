### Battlestar Galactica at the table: the shared turn clock and a player who left.

bsg-cmd-new-opt-turn_hours = Ordinary decisions' hours when decision_hours is not given (1–168); BSG always has a clock.
bsg-table-panel-left = You no longer play Battlestar Galactica #{ $id }: someone else plays your seat now. This panel is no longer updated.
