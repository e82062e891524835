# One call to action per decision (presenters/bsg_panels.py): the first line of a player's private panel
bsg-call-secret = **{ $title } č. { $id } — tvoje rozhodnutí:** { $question }
bsg-call-thread = **{ $title } č. { $id } — tvoje rozhodnutí, ve vlákně hry:** { $question }
bsg-call-hand = **{ $title } č. { $id } — tvoje rozhodnutí, na soukromém panelu (`/bsg hand`):** { $question }
# same-as-en: the card or ability that asks
bsg-call-source = — { $source }
bsg-call-link = Vlákno hry: { $link }
bsg-call-moved = ⬇️ Tento panel se přesunul níž: tvůj panel je nejnovější zpráva.
