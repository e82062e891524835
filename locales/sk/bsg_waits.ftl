# Fewer waits on people (issue 23): the draw pattern for every skill draw that lets one choose
bsg-error-order_draws = Vzor ťahov uvádza jeden až šesť typov zručností v poradí, v akom ich ťahy berú.
bsg-error-order_draft = Poradie pre výber postáv uvádza postavy tejto hry, každú najviac raz, najlepšiu prvú.
