### Warstwa wspólna: lobby, stoły, przypomnienia, odmowy, polecenia /games.

## Lobby
shared-lobby-title = { $title } — gra nr { $id }
shared-lobby-body = Gospodarz: { $host }
    Gracze ({ $count }/{ $max }, co najmniej { $min }): { $players }
    Ustawienia:
    { $options }
shared-lobby-hint = Naciśnij „Dołącz”, aby zająć miejsce. Gospodarz naciska „Rozpocznij”, gdy wszyscy są przy stole.
shared-lobby-started = Gra się rozpoczęła.
shared-lobby-abandoned = Ta gra została porzucona.
shared-thread-name = { $title } nr { $id }
shared-button-join = Dołącz
shared-button-leave = Opuść
shared-button-start = Rozpocznij
shared-button-add-bot = Dodaj bota
# same-as-en: "Bot" is Polish too
shared-bot-name = Bot { $number } ({ $level })
shared-bot-level = { $level ->
    [easy] łatwy
    [hard] trudny
   *[normal] zwykły
 }
shared-nobody = —

## Zdarzenia stołu
shared-created = Utworzono grę nr { $id }: { $link }
shared-joined = { $user } dołącza do gry nr { $id }.
shared-left = { $user } opuszcza grę nr { $id }.
shared-started = **{ $title } nr { $id } — start!** Kolejność miejsc: { $seats }
shared-seat = { $number }. { $name }
shared-player-number = Gracz { $number }
shared-abandoned = { $user } porzuca grę nr { $id }.
shared-finished = **Koniec gry.** { $summary }
shared-game-over = **Koniec gry.**
shared-winner = Zwycięstwo: { $names }.
shared-shared-win = Wspólne pierwsze miejsce: { $names }.
shared-no-winner = Nikt nie wygrywa.
shared-is-over = { $title } nr { $id } dobiegła końca.
shared-bot-added = { $bot } zajmuje miejsce w grze nr { $id }.

## Tury i wiadomości prywatne
shared-turn-prompt = Czekamy na { $mentions }.
shared-dm-welcome = Siedzisz przy grze **{ $title } nr { $id }**. Tajne informacje z tej gry będą przychodzić tutaj. { $link }
shared-dm-closed-public = { $mention }, nie mogę wysyłać ci wiadomości prywatnych. Zezwól na nie w *Ustawieniach prywatności → Wiadomości bezpośrednie* tego serwera albo użyj tutaj `/{ $game } hand`, aby zobaczyć swoje tajne informacje i grać prywatnie.
shared-reminder = ⏰ { $mention }, **{ $title } nr { $id }** czeka na ciebie — { $link }

## Odmowy i krótkie odpowiedzi
shared-no-table-here = Nie ma tu żadnej gry { $title }. Wskaż ją opcją `game` albo załóż nową poleceniem `/{ $game } new`.
shared-several-tables = Grasz w kilka gier { $title }; wskaż jedną opcją `game` ({ $ids }).
shared-no-such-table = Nie ma gry { $title } nr { $id }.
shared-no-such-table-here = Nie ma tu gry { $title } nr { $id }.
shared-not-a-player = Nie grasz w tej grze.
shared-not-in-server = Użyj tego polecenia na kanale serwera.
shared-done = Gotowe.
shared-announce-failed = Twój ruch został zapisany, ale nie udało mi się opublikować aktualizacji. Użyj `board`, aby zobaczyć grę; toczy się dalej normalnie.
shared-restarted = Bot uruchomił się ponownie, zanim zdążył to dokończyć, więc nic się nie zmieniło. Spróbuj jeszcze raz.
shared-cannot-post = Nie mogę pisać na tym kanale. Nadaj mi tu uprawnienia Wysyłanie wiadomości, Tworzenie wątków publicznych, Wysyłanie wiadomości w wątkach, Załączanie plików i Osadzanie linków, a potem spróbuj ponownie.
shared-bot-error = Przepraszam — coś poszło nie tak po mojej stronie. Gra jest bezpieczna; spróbuj ponownie.
shared-bot-error-plain = Przepraszam — coś poszło nie tak po mojej stronie. Spróbuj ponownie.
shared-no-secret = Ta gra nie ma teraz dla ciebie nic tajnego.
shared-game-not-running = Ta gra nie trwa.
shared-unknown-control = Ten przycisk nic tu nie robi.
shared-out-of-date = Ten przycisk jest nieaktualny.
shared-stale = Ten przycisk jest nieaktualny; użyj najnowszej wiadomości.
shared-other-server = Ta gra należy do innego serwera.
shared-already-made = Ten ruch został już wykonany; nic więcej się nie stało.
shared-not-stored = Przepraszam — nie udało mi się teraz zapisać twojego ruchu, więc nic się nie zmieniło. Spróbuj ponownie za chwilę.
shared-status-refusal = { $status ->
    [lobby] Ta gra jeszcze się nie rozpoczęła.
    [playing] Ta gra już się rozpoczęła.
    [finished] Ta gra dobiegła końca.
   *[abandoned] Ta gra została porzucona.
 }

## /games
shared-mine-none = Nie grasz w żadnej grze.
shared-mine-line = • { $title } nr { $id } — { $status } — { $link }
shared-mine-line-turn = • { $title } nr { $id } — { $status } — { $link } — **twój ruch**
shared-open-none = Na tym serwerze nie ma otwartych lobby. Załóż grę poleceniem `/<gra> new`.
shared-open-line = • { $title } nr { $id } — gracze { $count }/{ $max } — gospodarz { $host } — { $link }
shared-status = { $status ->
    [lobby] lobby
    [playing] w toku
    [finished] zakończona
   *[abandoned] porzucona
 }
shared-autocomplete-table = nr { $id } ({ $status }, { $count ->
    [one] { $count } gracz
    [few] { $count } graczy
    [many] { $count } graczy
   *[other] { $count } gracza
 })
shared-dms-test = Wiadomości prywatne działają: twoje tajne karty i wezwania będą przychodzić tutaj.
shared-dms-open = Udało mi się wysłać ci wiadomość prywatną, więc gry znów będą do ciebie pisać.
shared-about = **Bot do gier planszowych** { $version }: { $games }. Wolne oprogramowanie na licencji MIT. Twoje gry: `/games mine`; zasady gry: `/<game> rules`.
shared-dms-still-closed = Nadal nie mogę wysyłać ci wiadomości prywatnych. Zezwól na nie w *Ustawieniach prywatności → Wiadomości bezpośrednie* serwera, a potem ponownie uruchom `/games dms`. Tymczasem `/<gra> hand` pokaże tu twój tajny widok.
shared-language-set = Od teraz piszę do ciebie po polsku (prywatne odpowiedzi i wiadomości bezpośrednie). Wątki gier mają język swojego stołu.
shared-language-current = Twój język: { $lang }. Języki: { $langs }. Wybierz poleceniem `/games language`.
shared-language-auto = Twój język zależy teraz od twojego klienta Discorda ({ $lang }).
shared-language-unknown = Nie znam języka `{ $code }`. Języki: { $langs }.
# same-as-en: each language by its own name (endonyms)
shared-language-name = { $lang ->
    [cs] čeština
    [sk] slovenčina
    [pl] polski
   *[en] English
 }

## Ustawienia stołu, jak pokazuje je lobby
shared-option-seats-random = Miejsca: tasowane na starcie
shared-option-seats-join = Miejsca: w kolejności dołączania
shared-option-reminder = Przypomnienia: po { $hours ->
    [one] { $hours } godzinie
    [few] { $hours } godzinach
    [many] { $hours } godzinach
   *[other] { $hours } godziny
 }, potem codziennie
shared-option-bot-level = Boty grają na poziomie { $level }
shared-option-language = Język: { $lang }
shared-option-generic = { $name }: { $value }
shared-yes = tak
shared-no = nie

## Stoły: odmowy z silnika
shared-damaged = Dane tej gry są uszkodzone, więc nie może się toczyć; administrator bota został powiadomiony.
shared-no-such-game = Taka gra nie istnieje.
shared-too-many-bots = { $title } ma najwyżej { $most } miejsc: ty i najwyżej { $bots ->
    [one] { $bots } bot
    [few] { $bots } boty
    [many] { $bots } botów
   *[other] { $bots } bota
 }.
shared-bots-in-lobby = Boty dołączają w lobby; ta gra już się rozpoczęła.
shared-host-adds-bots = Tylko gospodarz może dodawać boty.
shared-full = Ta gra jest pełna (graczy: { $max }).
shared-bot-levels = Poziomy botów to easy (łatwy), normal (zwykły) i hard (trudny).
shared-not-running = Ta gra nie trwa.
shared-already-started-watch = Ta gra już się rozpoczęła; możesz ją oglądać.
shared-already-in = Już jesteś w tej grze.
shared-cannot-leave = Gra się rozpoczęła; nie możesz jej teraz opuścić. Gospodarz może ją porzucić.
shared-not-in-game = Nie jesteś w tej grze.
shared-already-started = Ta gra już się rozpoczęła.
shared-host-starts = Tylko gospodarz może rozpocząć grę.
shared-too-few = { $title } wymaga co najmniej { $min ->
    [one] { $min } gracza
    [few] { $min } graczy
    [many] { $min } graczy
   *[other] { $min } gracza
 }; dotąd dołączyło { $joined }.
shared-bots-only = Stół z samymi botami to nie gra: co najmniej jeden gracz musi być człowiekiem.
shared-already-over = Ta gra już się zakończyła.
shared-host-abandons = Grę może porzucić tylko gospodarz lub członek z uprawnieniem Zarządzanie serwerem.
shared-is-over-now = Ta gra dobiegła końca.
shared-hand-over = Gra się skończyła — wynik znajdziesz w wątku gry: { $link }
shared-hand-abandoned = Gra została porzucona — szczegóły znajdziesz w wątku gry: { $link }
shared-no-bot-here = Na tym miejscu nie gra żaden bot.
shared-invalid-move = To nie jest prawidłowy ruch.

## Ustawienia: sprawdzanie (engine/core.py)
shared-option-bool = `{ $name }` musi mieć wartość true (tak) lub false (nie).
shared-option-int = `{ $name }` musi być liczbą całkowitą.
shared-option-range = `{ $name }` musi mieścić się między { $min } a { $max }.
shared-option-choice = `{ $name }` musi być jednym z: { $allowed }.
shared-option-unknown = Nieznane ustawienie `{ $name }`. Ustawienia: { $known }.

## Ustawienia stołu: opisy
shared-optdesc-seat_order = Kolejność miejsc: tasowana na starcie lub według dołączania.
shared-optdesc-reminder_hours = Liczba godzin do pierwszego przypomnienia graczowi, który ma ruch.
shared-optdesc-bots = Boty usadzone przy tworzeniu (przycisk Dodaj bota w lobby dodaje kolejne).
shared-optdesc-bot_level = Jak dobrze grają boty.
shared-optdesc-language = Język wątku gry i obrazków planszy.

## Polecenia (nazwy zostają angielskie; opisy są przetłumaczone)
shared-cmd-join = Dołącz do lobby gry.
shared-cmd-leave = Opuść lobby gry.
shared-cmd-start = Rozpocznij grę (tylko gospodarz).
shared-cmd-board = Pokaż aktualną planszę.
shared-cmd-hand = Zobacz prywatnie swój tajny widok (i graj).
shared-cmd-rules = Podsumowanie zasad i poleceń.
shared-cmd-help = Jak grać: podsumowanie zasad i poleceń, to samo co rules.
shared-cmd-abandon = Porzuć grę (gospodarz lub członkowie z uprawnieniem Zarządzanie serwerem).
shared-cmd-opt-game = Numer gry (domyślnie gra z tego wątku).
shared-cmd-opt-seat_order = random (losowo, domyślnie) lub join (kolejność dołączania).
shared-cmd-opt-reminder_hours = Liczba godzin do pierwszego przypomnienia graczowi, który ma ruch (1–168, domyślnie 12).
shared-cmd-opt-bots = Liczba botów, które od razu zajmą miejsca (przycisk Dodaj bota w lobby dodaje kolejne).
shared-cmd-opt-level = Jak dobrze grają boty: easy (łatwo), normal (zwykle, domyślnie) lub hard (trudno).
shared-cmd-opt-language = Język wątku gry i obrazków (domyślnie: język serwera).
shared-cmd-games = Twoje gry i otwarte lobby.
shared-cmd-games-mine = Wypisz gry, w których grasz, z linkami.
shared-cmd-games-about = O tym bocie: wersja, gry i licencja.
shared-cmd-games-dms = Sprawdź, czy mogę wysyłać ci wiadomości prywatne (i spróbuj ponownie).
shared-cmd-games-open = Wypisz otwarte lobby na tym serwerze.
shared-cmd-games-language = Wybierz język, w którym do ciebie piszę (prywatne odpowiedzi i wiadomości bezpośrednie).
shared-cmd-games-language-opt-code = en, cs, sk lub pl; auto zależy od twojego klienta Discorda.
shared-choice-random = losowo
shared-choice-join = według dołączania
shared-choice-easy = łatwy
shared-choice-normal = zwykły
shared-choice-hard = trudny
shared-choice-last_placement = późniejsze ostatnie ułożenie
shared-choice-later_seat = późniejsze miejsce
shared-choice-auto = auto (twój klient Discorda)
shared-choice-off = wyłączone
