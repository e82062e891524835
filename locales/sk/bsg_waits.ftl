# Fewer waits on people (issue 23): the draw pattern for every skill draw that lets one choose
bsg-error-order_draws = Vzor ťahania uvádza jeden až šesť typov zručností v poradí, v akom sa karty ťahajú.
bsg-error-order_draft = Poradie pre výber postáv uvádza postavy tejto hry, každú najviac raz, najlepšiu prvú.
bsg-orders-draws = Ostatné ťahané karty v tomto poradí: { $skills }
bsg-orders-draft = Poradie postáv: { $characters }
bsg-orders-board-order = Oblasti vesmíru a výber naslepo: v poradí plánu
bsg-orders-discards-weakest = Odhodenia podľa vlastnej voľby: hneď najslabšie karty
