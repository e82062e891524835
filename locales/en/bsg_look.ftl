## Battlestar Galactica: a seat named together with its character (board, panel, thread). The English source.
## A bot's name already carries its level in brackets ("Bot 1 (normal)"), so the character is joined with a word.

bsg-seat-as = { $player } as { $character }
