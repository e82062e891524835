# Živý stavový príspevok ťahu (presenters/bsg_thread.py): rutinné kroky zlúčené do jedného riadku.
bsg-thread-draws = { $player } si potiahne { $cards }.
bsg-thread-drawn = { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } kariet
 } { $skill ->
    [politics] politiky
    [leadership] vodcovstva
    [tactics] taktiky
    [piloting] pilotáže
    [engineering] inžinierstva
   *[treachery] zrady
 }
