# BSG text polish: what a player declined; a reaction window's public waiting line names the seats, not "you".
bsg-event-declined_what = { $player } nie korzysta z opcji: { $what }.
bsg-event-declined_power = { $player } nie korzysta ze zdolności karty { $what }: { $text }.
bsg-ui-waiting-window = Czekamy na { $players } – każdy może teraz zagrać kartę na prywatnym panelu albo spasować ({ $window }).
# same-as-en: "Bot" is the Polish word too (as in shared-bot-name)
bsg-bot-name = Bot { $number }
