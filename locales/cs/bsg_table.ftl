### Battlestar Galactica u stolu: společné hodiny tahu a hráč, který odešel.

bsg-cmd-new-opt-turn_hours = Hodiny běžného rozhodnutí, není-li zadáno decision_hours (1–168); BSG má hodiny vždy.
bsg-table-panel-left = Ve hře Battlestar Galactica č. { $id } už nehraješ: tvé místo teď hraje někdo jiný. Tento panel se už neaktualizuje.

## Anketa „jak moc můžeš pomoct?“ před testem dovedností (veřejná řeč u stolu)
bsg-help-poll = 🗣️ **Řeč u stolu před testem dovedností:** jak moc můžeš pomoct? Tvou odpověď vidí všichni; změnit ji můžeš, dokud nejsou přidány první karty.
bsg-help-poll-closed = 🗣️ **Řeč u stolu před testem dovedností** (uzavřeno: přidávání karet začalo).
bsg-help-line = { $answer ->
    [none] Vůbec
    [little] Trochu
   *[lot] Hodně
 }: { $players }
bsg-help-answer = { $answer ->
    [none] Vůbec
    [little] Trochu
   *[lot] Hodně
 }
bsg-help-noted = Tvoje odpověď, viditelná pro všechny: { $answer ->
    [none] vůbec.
    [little] trochu.
   *[lot] hodně.
 }
bsg-help-closed = Tato anketa je uzavřená: přidávání karet už začalo.
