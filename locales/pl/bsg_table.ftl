### Battlestar Galactica przy stole: wspólny zegar tury i gracz, który odszedł.

bsg-cmd-new-opt-turn_hours = Godziny zwykłej decyzji, gdy nie podano decision_hours (1–168); BSG zawsze ma zegar.
bsg-table-panel-left = Nie grasz już w Battlestar Galactica nr { $id }: twoje miejsce gra teraz ktoś inny. Ten panel nie jest już aktualizowany.
