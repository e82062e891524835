### Battlestar Galactica przy stole: wspólny zegar tury i gracz, który odszedł.

bsg-cmd-new-opt-turn_hours = Godziny zwykłej decyzji, gdy nie podano decision_hours (1–168); BSG zawsze ma zegar.
bsg-table-panel-left = Nie grasz już w Battlestar Galactica nr { $id }: twoje miejsce gra teraz ktoś inny. Ten panel nie jest już aktualizowany.

## Ankieta „jak bardzo możesz pomóc?” przed testem umiejętności (jawna rozmowa przy stole)
bsg-help-poll = 🗣️ **Rozmowa przy stole przed testem umiejętności:** jak bardzo możesz pomóc? Twoją odpowiedź widzą wszyscy; możesz ją zmienić, dopóki nie zostaną dodane pierwsze karty.
bsg-help-poll-closed = 🗣️ **Rozmowa przy stole przed testem umiejętności** (zamknięta: dokładanie kart się zaczęło).
bsg-help-line = { $answer ->
    [none] Wcale
    [little] Trochę
   *[lot] Bardzo
 }: { $players }
bsg-help-answer = { $answer ->
    [none] Wcale
    [little] Trochę
   *[lot] Bardzo
 }
bsg-help-noted = Twoja odpowiedź, widoczna dla wszystkich: { $answer ->
    [none] wcale.
    [little] trochę.
   *[lot] bardzo.
 }
bsg-help-closed = Ta ankieta jest zamknięta: dokładanie kart już się zaczęło.
