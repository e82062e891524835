## A sealed answer changed while its decision is open; crisis choice buttons matching the card's embed (issue 24 part 5).

bsg-label-change = Change my answer
bsg-change-default = your earlier answer stands
bsg-change-sealed = Your answer is in and stays secret until it takes effect; you can change it until then.
bsg-change-too-late = Already resolved: nothing changed.
bsg-button-option = { $name }: { $text }
bsg-button-more = { $text } …
bsg-button-alternative = Alternative
