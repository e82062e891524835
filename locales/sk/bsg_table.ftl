### Battlestar Galactica pri stole: spoločné hodiny ťahu a hráč, ktorý odišiel.

bsg-cmd-new-opt-turn_hours = Hodiny bežného rozhodnutia, ak nie je zadané decision_hours (1–168); BSG má hodiny vždy.
bsg-table-panel-left = V hre Battlestar Galactica č. { $id } už nehráš: tvoje miesto teraz hrá niekto iný. Tento panel sa už neaktualizuje.

## Anketa „ako veľmi môžeš pomôcť?“ pred testom zručností (verejná reč pri stole)
bsg-help-poll = 🗣️ **Reč pri stole pred testom zručností:** ako veľmi môžeš pomôcť? Tvoju odpoveď vidia všetci; zmeniť ju môžeš, kým nie sú pridané prvé karty.
bsg-help-poll-closed = 🗣️ **Reč pri stole pred testom zručností** (uzavreté: pridávanie kariet sa začalo).
bsg-help-line = { $answer ->
    [none] Vôbec
    [little] Trochu
   *[lot] Veľmi
 }: { $players }
bsg-help-answer = { $answer ->
    [none] Vôbec
    [little] Trochu
   *[lot] Veľmi
 }
bsg-help-noted = Tvoja odpoveď, viditeľná pre všetkých: { $answer ->
    [none] vôbec.
    [little] trochu.
   *[lot] veľmi.
 }
bsg-help-closed = Táto anketa je uzavretá: pridávanie kariet sa už začalo.
