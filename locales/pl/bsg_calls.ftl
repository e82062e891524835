# One call to action per decision (presenters/bsg_panels.py): the first line of a player's private panel
bsg-call-secret = **{ $title } nr { $id } — twoja decyzja:** { $question }
bsg-call-thread = **{ $title } nr { $id } — twoja decyzja, w wątku gry:** { $question }
bsg-call-hand = **{ $title } nr { $id } — twoja decyzja, na prywatnym panelu (`/bsg hand`):** { $question }
# same-as-en: the card or ability that asks
bsg-call-source = — { $source }
bsg-call-link = Wątek gry: { $link }
bsg-call-moved = ⬇️ Ten panel przesunął się niżej: twój panel to najnowsza wiadomość.
