# Fewer waits on people (issue 23): the draw pattern for every skill draw that lets one choose
bsg-error-order_draws = Wzór dobierania podaje od jednego do sześciu typów umiejętności w kolejności, w jakiej dobierania je biorą.
bsg-error-order_draft = Kolejność wyboru postaci podaje postacie tej gry, każdą najwyżej raz, najlepszą pierwszą.
bsg-orders-draws = Pozostałe dobierania w tej kolejności: { $skills }
bsg-orders-draft = Kolejność postaci: { $characters }
bsg-orders-board-order = Obszary przestrzeni i wybór na ślepo: w kolejności planszy
bsg-orders-discards-weakest = Odrzucenia według własnego wyboru: od razu najsłabsze karty
