# BSG text polish: what a player declined; a reaction window's public waiting line names the seats, not "you".
bsg-event-declined_what = { $player } nevyužije možnost: { $what }.
bsg-event-declined_power = { $player } nevyužije schopnost karty { $what }: { $text }.
bsg-ui-waiting-window = Čeká se na { $players } – každý teď může na soukromém panelu zahrát kartu, nebo pasovat ({ $window }).
bsg-bot-name = Robot { $number }
