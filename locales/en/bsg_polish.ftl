# BSG text polish: what a player declined; a reaction window's public waiting line names the seats, not "you".
bsg-event-declined_what = { $player } does not use { $what }.
bsg-event-declined_power = { $player } does not use the power of { $what }: { $text }.
bsg-ui-waiting-window = Waiting for { $players }: each may play a card on their private panel now, or pass ({ $window }).
bsg-bot-name = Bot { $number }
