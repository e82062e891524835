## A sealed answer changed while its decision is open; crisis choice buttons matching the card's embed (issue 24 part 5).

bsg-label-change = Zmeniť odpoveď
bsg-change-default = platí tvoja skoršia odpoveď
bsg-change-sealed = Tvoja odpoveď je zadaná a zostáva tajná, kým sa neuplatní; dovtedy ju môžeš zmeniť.
bsg-change-too-late = Už je rozhodnuté: nič sa nezmenilo.
bsg-button-option = { $name }: { $text }
bsg-button-more = { $text } …
bsg-button-alternative = Alternatíva
