# Żywy post stanu tury (presenters/bsg_thread.py): rutynowe kroki złączone w jeden wiersz.
bsg-thread-draws = { $player } dobiera { $cards }.
bsg-thread-drawn = { $count ->
    [one] { $count } kartę
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
 } { $skill ->
    [politics] polityki
    [leadership] przywództwa
    [tactics] taktyki
    [piloting] pilotażu
    [engineering] inżynierii
   *[treachery] zdrady
 }
