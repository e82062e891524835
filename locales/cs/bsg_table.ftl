### Battlestar Galactica u stolu: společné hodiny tahu a hráč, který odešel.

bsg-cmd-new-opt-turn_hours = Hodiny běžného rozhodnutí, není-li zadáno decision_hours (1–168); BSG má hodiny vždy.
bsg-table-panel-left = Ve hře Battlestar Galactica č. { $id } už nehraješ: tvé místo teď hraje někdo jiný. Tento panel se už neaktualizuje.
