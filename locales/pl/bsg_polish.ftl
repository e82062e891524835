# BSG text polish: what a player declined; a reaction window's public waiting line names the seats, not "you".
bsg-event-declined_what = { $player } odmawia: { $what }.
bsg-ui-waiting-window = Czekamy na: { $players } – każdy może teraz zagrać kartę na prywatnym panelu albo spasować ({ $window }).
