# BSG text polish: what a player declined; a reaction window's public waiting line names the seats, not "you".
bsg-event-declined_what = { $player } nevyužije možnosť: { $what }.
bsg-event-declined_power = { $player } nevyužije schopnosť karty { $what }: { $text }.
bsg-ui-waiting-window = Čaká sa na { $players } – každý teraz môže na súkromnom paneli zahrať kartu, alebo pasovať ({ $window }).
bsg-bot-name = Robot { $number }
