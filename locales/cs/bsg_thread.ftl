# Živý stavový příspěvek tahu (presenters/bsg_thread.py): rutinní kroky sloučené do jednoho řádku.
bsg-thread-draws = { $player } si lízne { $cards }.
bsg-thread-drawn = { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } karet
 } { $skill ->
    [politics] politiky
    [leadership] vůdcovství
    [tactics] taktiky
    [piloting] pilotáže
    [engineering] inženýrství
   *[treachery] zrady
 }
