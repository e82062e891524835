### Battlestar Galactica pri stole: spoločné hodiny ťahu a hráč, ktorý odišiel.

bsg-cmd-new-opt-turn_hours = Hodiny bežného rozhodnutia, ak nie je zadané decision_hours (1–168); BSG má hodiny vždy.
bsg-table-panel-left = V hre Battlestar Galactica č. { $id } už nehráš: tvoje miesto teraz hrá niekto iný. Tento panel sa už neaktualizuje.
