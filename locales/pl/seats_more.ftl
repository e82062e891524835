### Więcej o miejscach w długich grach: gra z własnym zegarem każdej decyzji, głosowania z terminem, rezygnacja na rzecz bota.

## Własny zegar gry
shared-turn-hours-own-clock = Każda decyzja w tej grze ma własny zegar: `turn_hours` ustawia tu `{ $option }` i musi wynosić { $low }–{ $high } (nie ma opcji „brak”).

## Głosowania z terminem
shared-vote-closes = Głosowanie kończy się { $when }; wtedy wygrywa najczęściej wybierana odpowiedź (przy remisie lub braku głosów najłagodniejsza).
shared-vote-time-up = ⏰ Minął czas głosowania o miejscu gracza { $player }. { $outcome }

## Rezygnacja na rzecz bota
shared-resign-ask-bot = Na pewno chcesz na dobre zrezygnować z gry **{ $title } nr { $id }**? Twoje miejsce do końca gry przejmie bot (wszystko, co należy do miejsca, zostaje przy nim), a gra zostanie ci policzona jako przegrana, niezależnie od wyniku. Powrót nie będzie możliwy.
shared-resigned-to-bot = 🚪 { $player } opuszcza grę nr { $id }; od teraz za tego gracza gra { $bot }.
shared-resigned-to-bot-done = Rezygnacja przyjęta: za ciebie gra teraz bot.
shared-resign-last-person = Jesteś ostatnią osobą przy tym stole: rezygnacja zakończy grę bez wyniku.
