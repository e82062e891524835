## A sealed answer changed while its decision is open; crisis choice buttons matching the card's embed (issue 24 part 5).

bsg-label-change = Změnit odpověď
bsg-change-default = platí tvoje dřívější odpověď
bsg-change-sealed = Tvoje odpověď je zadaná a zůstává tajná, dokud se neuplatní; do té doby ji můžeš změnit.
bsg-change-too-late = Už je rozhodnuto: nic se nezměnilo.
bsg-button-option = { $name }: { $text }
bsg-button-more = { $text } …
bsg-button-alternative = Alternativa
