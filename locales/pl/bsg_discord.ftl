# Battlestar Galactica na Discordzie: wątek, prywatny panel, polecenia

## commands
bsg-cmd = Battlestar Galactica: ukryci Cyloni, tajne testy umiejętności.
bsg-cmd-new = Otwórz nową grę Battlestar Galactica (3–6 graczy) w wątku.
bsg-cmd-new-opt-window_seconds = Ile sekund każde okno reakcji pozostaje otwarte (10–3600, domyślnie 90).
bsg-cmd-new-opt-decision_hours = Ile godzin trwa zwykła decyzja, zanim zostanie zagrana domyślna (1–168, domyślnie 24).
bsg-cmd-new-opt-contribution_hours = Ile godzin gracze mają na dokładanie kart do testu umiejętności (1–168, domyślnie 24).
bsg-cmd-log = Publiczny zapis gry, najnowsza strona pierwsza; można filtrować według rodzaju lub gracza.
bsg-cmd-log-opt-only = Tylko testy umiejętności, tylko wybory (opcje kryzysów, kworum, cele skoków…) albo tylko akcje.
bsg-cmd-log-opt-player = Tylko zdarzenia tego gracza (imię przy stole).

## lobby options
bsg-option-window-seconds = Okna reakcji: { $value } s
bsg-option-decision-hours = Decyzje: { $value } godz.
bsg-option-contribution-hours = Dokładanie kart do testu umiejętności: { $value } godz.

## the thread
bsg-ui-setup-header = **Battlestar Galactica nr { $id }: przygotowanie gry**
bsg-ui-step-header = **Tura { $turn }: { $player }, { $step }**
bsg-ui-check-progress = Test umiejętności ({ $skills }, trudność { $difficulty }): dołożyło { $done }/{ $total }
bsg-ui-waiting-public = { $players } — { $source }: { $question }
bsg-ui-waiting-public-below = { $players } — { $source } (karta poniżej): { $question }
bsg-ui-waiting-public-bare = { $players }: { $question }
bsg-ui-result-loyalty = { $player }: { $cards }
bsg-ui-open-panel = Otwórz mój panel
bsg-ui-menu = Opcje { $first }–{ $last } z { $total }
bsg-ui-pick-cards = { $most ->
    [one] Wybierz { $most } kartę
    [few] Wybierz do { $most } kart
    [many] Wybierz do { $most } kart
   *[other] Wybierz do { $most } kart
 }
bsg-ui-confirm-contribute = { $count ->
    [one] Dołóż { $count } kartę zakrytą
    [few] Dołóż { $count } karty zakryte
    [many] Dołóż { $count } kart zakrytych
   *[other] Dołóż { $count } karty zakryte
 }
bsg-ui-confirm-hand_limit = { $count ->
    [one] Odrzuć { $count } kartę
    [few] Odrzuć { $count } karty
    [many] Odrzuć { $count } kart
   *[other] Odrzuć { $count } karty
 }
bsg-ui-confirm-discard = { $count ->
    [one] Odrzuć { $count } kartę
    [few] Odrzuć { $count } karty
    [many] Odrzuć { $count } kart
   *[other] Odrzuć { $count } karty
 }
bsg-ui-stale = Ten panel jest nieaktualny. Oto bieżący:
bsg-ui-not-yours = Tego przycisku może użyć tylko { $player }.
bsg-ui-played = Gotowe. Przy następnej decyzji użyj ponownie `/bsg hand`.
bsg-ui-log-empty = Jeszcze nic się nie wydarzyło.

## time limits
bsg-timeout = Graczowi { $player } skończył się czas: { $action }.
bsg-timeout-secret = Graczowi { $player } skończył się czas: użyto domyślnej odpowiedzi.
bsg-timeout-race = Czas minął: kto nie odpowiedział, dostaje domyślną odpowiedź.

## the private panel
bsg-panel-title = **Twój panel: { $title } nr { $id }** · { $character }
bsg-panel-no-character = jeszcze bez postaci
bsg-panel-team = { $team ->
    [cylon] Lojalność: jesteś **Cylonem**.
   *[human] Lojalność: jesteś **człowiekiem**.
 }
bsg-panel-hand-empty = Ręka: brak kart umiejętności.
bsg-panel-hand = { $count ->
    [one] Ręka ({ $count } karta):
    [few] Ręka ({ $count } karty):
    [many] Ręka ({ $count } kart):
   *[other] Ręka ({ $count } karty):
 }
bsg-panel-hand-group = • { $skill } ({ $kind ->
    [politics] żółta
    [leadership] zielona
    [tactics] fioletowa
    [piloting] czerwona
    [engineering] niebieska
   *[treachery] brązowa
 }, { $count }): { $cards }
# same-as-en: a card's published name and its strength
bsg-panel-card = { $name } { $strength }
# same-as-en: a card's published name and its text
bsg-panel-card-text = – { $card }: { $text }
bsg-panel-more-card-texts = – { $count ->
    [one] Co robi jeszcze jedna karta
    [few] Co robią jeszcze { $count } karty
    [many] Co robi jeszcze { $count } kart
   *[other] Co robi jeszcze { $count } karty
 }: `/bsg rules topic:` i nazwa karty.
bsg-panel-super = Superkryzys: { $cards }
bsg-panel-quorum = Karty Kworum w ręce: { $cards }
bsg-panel-seen = { $count ->
    [one] Karta lojalności gracza { $player }, którą znasz
    [few] Karty lojalności gracza { $player }, które znasz
    [many] Karty lojalności gracza { $player }, które znasz
   *[other] Karty lojalności gracza { $player }, które znasz
 }: { $card }
bsg-panel-sealed = Oddane wcześniej, zakryte: { $cards }
bsg-panel-news = Nowe dla ciebie: { $news }
bsg-panel-question = **Twoja decyzja — { $source }:** { $question }
bsg-panel-question-bare = **Twoja decyzja:** { $question }
bsg-panel-default = Gdy skończy się czas: { $action }
bsg-panel-over = Gra się skończyła — wynik znajdziesz w wątku gry: { $link }
bsg-ping = { $title } nr { $id }: twój prywatny panel czeka na ciebie (zmieniony wyżej). Wątek gry: { $link }

## /bsg rules
bsg-rules-intro = **Battlestar Galactica** (3–6 graczy): ludzie próbują dotrzeć na Kobol (odległość 8), zanim flocie skończy się paliwo, żywność, morale lub populacja; ukryci Cyloni wśród graczy chcą im w tym przeszkodzić.
bsg-rules-turn = Każda tura: otrzymanie umiejętności, ruch, akcja, rozpatrzenie kryzysu, aktywacja cylońskich statków, przygotowanie skoku. Publiczne wybory to przyciski w wątku; naciskać je może tylko gracz, który decyduje.
bsg-rules-checks = Testy umiejętności: każdy gracz może ze swojego prywatnego panelu dołożyć zakryte karty umiejętności (wybierz karty i potwierdź; możesz oddać je wcześniej, zanim przyjdzie twoja kolej). Wątek pokazuje tylko, ilu graczy dołożyło, potem przetasowane karty, sumę i wynik.
bsg-rules-secrets = Twoja ręka, karty lojalności, superkryzysy, karty Kworum, stałe rozkazy i każda tajna decyzja są na twoim prywatnym panelu: jedna prywatna wiadomość; gdy decyzja cię potrzebuje, panel przychodzi na nowo na dole twoich prywatnych wiadomości z tym, co trzeba, i z terminem. Jeśli masz zamknięte prywatne wiadomości, użyj `/bsg hand`. Przy stole grającym przez dni (`pace: days`, domyślnie) okna reakcji nigdy nie czekają na człowieka i nikogo nie pytają: od razu odpowiadają stałe rozkazy każdego gracza (`/bsg orders`) w kolejności gry i widać tylko kartę, którą zagra rozkaz. Przy stole na żywo (`pace: live`) okna reakcji pytają wszystkich naraz i pozostają otwarte tak samo długo.
bsg-rules-commands = Polecenia: `/bsg new`, `/bsg join`, `/bsg start`, `/bsg board`, `/bsg hand`, `/bsg log`, `/bsg windows`, `/bsg rules` (lub `/bsg help`), `/bsg abandon`.

## the draft roster
bsg-ui-roster-title = **Postacie** (wybór w kolejności miejsc; wybiera się z najrzadziej wybranych typów, wsparcie jest zawsze dozwolone):
bsg-ui-roster-character = **{ $character }** ({ $kind ->
    [military] dowódca wojskowy
    [pilot] pilot
    [political] przywódca polityczny
   *[support] wsparcie
 }): { $skills }; zaczyna: { $start }
bsg-ui-roster-skill = { $skill } { $count }
bsg-ui-roster-combined = { $skills } łącznie { $count }
bsg-ui-roster-viper = w Viperze (wystrzelony podczas przygotowania)
bsg-ui-roster-stranded = utknął na Caprice, w drugiej turze wchodzi do gry w lokacji { $location }

## standing answers to reaction windows
bsg-cmd-windows = Twoje stałe odpowiedzi na okna reakcji (prywatnie).
bsg-cmd-windows-opt-answer = ask: powiadamiaj mnie przy każdym oknie; playable: tylko gdy mogę zagrać kartę; never: nigdy mnie nie powiadamiaj.
bsg-ui-standing = { $answer ->
    [never] Okna reakcji nie będą cię już powiadamiać. Każde okno i tak pozostaje otwarte przez cały czas; twój panel je pokazuje, a jeśli nie odpowiesz, pasujesz.
    [playable] Okna reakcji powiadomią cię tylko wtedy, gdy możesz w nich zagrać kartę. Każde okno i tak pozostaje otwarte przez cały czas dla wszystkich.
   *[ask] Każde okno reakcji cię powiadomi.
 }
bsg-cmd-windows-opt-card = Karta okna (domyślnie: wszystkie); bez odpowiedzi zobaczysz swoje ustawienia.
bsg-ui-window-card = { $name } ({ $skill })
bsg-ui-standing-card = { $answer ->
    [never] Okna dla karty { $card } nie będą cię już powiadamiać.
    [playable] Okna dla karty { $card } powiadomią cię tylko wtedy, gdy możesz ją zagrać.
   *[ask] Każde okno dla karty { $card } cię powiadomi.
 } Każde okno i tak pozostaje otwarte przez cały czas dla wszystkich.
bsg-ui-standing-summary = **Twoje stałe odpowiedzi na okna reakcji**
bsg-ui-standing-line = { $card }: { $answer ->
    [never] nigdy nie powiadamiaj
    [playable] powiadom, tylko gdy mogę ją zagrać
   *[ask] powiadom
 }
bsg-ui-standing-note = Okno cię powiadomi, gdy pozwala na to któraś z jego kart. Okna zawsze pozostają otwarte przez cały czas; jedną kartę ustawisz przez `/bsg windows card:`.
bsg-ui-standing-days = **Ten stół gra w tempie „przez dni”: okna reakcji na nikogo nie czekają**, więc te ustawienia mają znaczenie tylko w grze na żywo. Tutaj karty reakcji zagrywasz według stałych rozkazów: ustaw je poleceniem `/bsg orders` albo przyciskiem **Rozkazy** na swoim prywatnym panelu.
bsg-ui-standing-unknown-card = „{ $card }” nie jest kartą zagrywaną w oknach reakcji. Wybierz ją z listy.
# A roster ability, its third (a character's weakness) marked as the rules help marks it.
bsg-ui-roster-ability = – { $name }{ $polarity ->
    [negative] {" "}(wada)
   *[positive] {""}
 }: { $text }
