## A sealed answer changed while its decision is open; crisis choice buttons matching the card's embed (issue 24 part 5).

bsg-label-change = Zmień odpowiedź
bsg-change-default = obowiązuje twoja wcześniejsza odpowiedź
bsg-change-sealed = Twoja odpowiedź jest zapisana i pozostaje tajna, dopóki nie zacznie obowiązywać; do tego czasu możesz ją zmienić.
bsg-change-too-late = Już rozstrzygnięte: nic się nie zmieniło.
bsg-button-option = { $name }: { $text }
bsg-button-more = { $text } …
bsg-button-alternative = Alternatywa
