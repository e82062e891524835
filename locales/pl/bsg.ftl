### Battlestar Galactica po polsku. Pojęcia według czeskich zasad, po polsku: karta umiejętności, test umiejętności,
### trudność, umiejętności polityczne, przywódcze, taktyczne, pilotażowe, inżynieryjne (i zdrada); karta kryzysu,
### karta superkryzysu, karta Kworum, karta lojalności, karta celu podróży, karta tytułu, Prezydent, Admirał,
### talia Przeznaczenia, stos kart odrzuconych; zasoby: żywność, paliwo, morale, populacja; flota, skok, tor
### Przygotowania do skoku, odległość, Kobol, tor Abordażu, lokacja, areszt, izba chorych, lokacje Cylonów,
### strefa kosmosu, Rezerwy; statki: Viper, Raider, Ciężki Raider, Basestar, statek cywilny, Centurion,
### głowica atomowa, żeton uszkodzenia; faza uśpionego agenta, Jesteś Cylonem, Jesteś sympatykiem; kroki tury:
### otrzymanie umiejętności, ruch, akcja, kryzys, aktywacja statków Cylonów, przygotowanie do skoku.
### Nazwy kart, postaci i lokacji z danych kart (engine/games/bsg/data) zostają w wydanej angielskiej postaci.

# same-as-en: the game's published title
bsg-title = Battlestar Galactica

## odmowy

bsg-error-over = Gra się skończyła.
bsg-error-not_your_turn = Teraz nie ty decydujesz.
bsg-error-malformed = Nie rozumiem tej akcji.
bsg-error-allowed = Teraz można: { $types }.
bsg-error-not_an_option = Tego nie ma teraz wśród twoich możliwości.
bsg-error-reason-contribute = Dołóż karty z ręki albo żadnej (najwyżej jedną, jeśli jesteś w areszcie lub jesteś ujawnionym Cylonem).
bsg-error-reason-move = Nie możesz się tam przenieść: wybierz inną lokację na swoim statku albo odrzuć kartę z ręki, by przejść na drugi statek (nie do izby chorych, aresztu, lokacji Cylonów ani na zamkniętą Colonial One).
bsg-error-reason-draft = Ta postać jest zajęta albo jeszcze niedozwolona: wybierz z najrzadziej wybranych typów postaci (lub postać wsparcia).
bsg-error-reason-draw_skill = Nie możesz tu dobrać umiejętności tego typu.
bsg-error-repeated = Podałeś tę samą kartę dwa razy.
bsg-error-not_in_hand = Możesz użyć tylko kart z ręki.
bsg-error-too_many = To za dużo kart (w areszcie lub jako ujawniony Cylon możesz dołożyć najwyżej jedną; przy odrzucaniu tylko tyle, ile jeszcze zostało do odrzucenia).
bsg-error-too_few = Wybierz co najmniej jedną kartę.
bsg-error-param-card = Nie masz tej karty albo nie można jej teraz użyć.
bsg-error-param-location = Nie możesz teraz użyć tej lokacji (może być uszkodzona, zablokowana lub niedozwolona dla twojej postaci).
bsg-error-param-target = To nie jest dozwolony cel.
bsg-error-param-seat = Tego gracza nie można wybrać.
bsg-error-param-area = Ta strefa kosmosu nie jest tu dozwolona.
bsg-error-param-option = Ta możliwość nie jest dostępna.
bsg-error-param-skill = Ten typ umiejętności nie jest tu dozwolony.
bsg-error-contribution_too_long = `contribution_hours` nie może być dłuższe niż `decision_hours`.

## opcje stołu

bsg-optdesc-window_seconds = Ile sekund okno na karty (przed rzutem, wokół testu umiejętności) jest otwarte dla wszystkich (10–3600, domyślnie 90).
bsg-optdesc-decision_hours = Ile godzin gracz ma na decyzję, zanim zostanie przyjęta domyślna (1–168, domyślnie 24).
bsg-optdesc-contribution_hours = Ile godzin jest na dokładanie kart do testu umiejętności (1–168, domyślnie 12).

## wyniki

bsg-result-win = { $side ->
    [human] Ludzie wygrywają
   *[cylon] Cyloni wygrywają
 }: { $reason }.
bsg-result-nobody = Nikt nie był w tej drużynie, więc przegrywają wszyscy gracze.
bsg-result-reason-boarding = Centurion dotarł do końca toru Abordażu
bsg-result-reason-galactica_destroyed = sześć lokacji Galacticy zostało uszkodzonych
bsg-result-reason-final_jump = flota wykonała ostatni skok na Kobol, a żaden zasób nie spadł do zera
bsg-result-reason-final_jump_resources = flota dotarła na Kobol, ale skończył się któryś zasób
bsg-result-reason-resources = na koniec tury któryś zasób był na zerze
bsg-result-reason-turn_limit = gra przekroczyła bezpieczny limit tur
