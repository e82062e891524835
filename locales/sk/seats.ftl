### Miesta v dlhých hrách: hodiny ťahu a hlasovanie, prestávky, dovolenky, vzdanie sa, náhradníci.

## Nastavenia stola
shared-optdesc-turn_hours = Hodiny ťahu v hodinách (0 = žiadne, najviac 336 = 14 dní); bez nastavenia: žiadne pre 2 hráčov, inak 48 hodín.
shared-optdesc-timeouts_allowed = Koľkokrát po sebe smie hráčovi vypršať čas, kým ostatní hlasujú o jeho mieste.
shared-option-turn-auto = Hodiny ťahu: žiadne pre 2 hráčov, inak 48 hodín
shared-option-turn-none = Bez hodín ťahu
shared-option-turn-hours = Hodiny ťahu: { $hours ->
    [one] { $hours } hodina
    [few] { $hours } hodiny
    [many] { $hours } hodiny
   *[other] { $hours } hodín
 }
shared-option-timeouts = Hlasovanie po { $count ->
    [one] { $count } vypršaní času
    [few] { $count } vypršaniach času po sebe
    [many] { $count } vypršania času po sebe
   *[other] { $count } vypršaniach času po sebe
 }

## Vypršanie času a hlasovanie
shared-timed-out = ⏱️ Hráčovi { $player } vypršal čas: zahral sa predvolený ťah.
shared-vote-timeout = 🗳️ Hráčovi { $player } vypršal čas { $count ->
    [one] raz
    [few] { $count }-krát po sebe
    [many] { $count }-krát po sebe
   *[other] { $count }-krát po sebe
 }. Čo ďalej? **Preskakovať** tohto hráča, kým sa nevráti, nechať zaňho hrať **robota**, kým sa nevráti, alebo hru **ukončiť** (nebude sa počítať). Odovzdať miesto niekomu inému môžeš príkazom `/{ $game } substitute`.
shared-vote-substitute = 🗳️ { $by } navrhuje: miesto hráča { $player } preberá { $user }.
shared-vote-voters = Hlasujú: { $voters }
shared-vote-choice = { $choice ->
    [skip] Preskakovať
    [bot] Hrá robot
    [end] Ukončiť hru
    [yes] Áno
   *[no] Nie
 }
shared-vote-decided = 🗳️ Rozhodnuté: { $choice ->
    [skip] ťahy hráča { $player } sa preskakujú, kým sa nevráti (`back`).
    [bot] za hráča { $player } hrá robot, kým sa nevráti (`back`).
    [end] hra končí bez výsledku.
    [yes] miesto hráča { $player } preberá { $user }.
   *[no] { $player } si svoje miesto ponecháva.
 }
shared-vote-closed = 🗳️ Hlasovanie o mieste hráča { $player } je uzavreté.
shared-vote-counted = Tvoj hlas je započítaný ({ $count } z { $total }).
shared-vote-opened = Ostatní hráči sú požiadaní o hlasovanie.
shared-vote-stale = Toto hlasovanie sa už skončilo.
shared-vote-own-seat = O svojom vlastnom mieste hlasovať nemôžeš.
shared-vote-not-a-voter = Nepatríš medzi hráčov, ktorí o tom hlasujú.
shared-vote-twice = Tvoj hlas už je odovzdaný.
shared-vote-open = V tejto hre už prebieha iné hlasovanie; počkaj, kým sa rozhodne.

## Návrat, náhradníci
shared-back = { $user } je späť a znova zasadá na svoje miesto.
shared-back-dm = Vitaj späť v hre č. { $id }! Tvoje miesto:
shared-back-not-away = Tvoje miesto je tvoje: nikto za teba nehrá.
shared-substituted = { $new } preberá miesto { $seat } (doteraz { $old }).
shared-substitute-dm = Teraz hráš za miesto { $seat } v hre **{ $title } č. { $id }**. Tvoj pohľad:
shared-substitute-not-seated = Tento člen v tejto hre nemá miesto.
shared-substitute-seated = Tento člen už v tejto hre miesto má.
shared-substitute-not-member = Miesto môže prevziať len člen tohto servera.
shared-substitute-bot = Účet robota nemôže zasadnúť k hre.
shared-substitute-bot-seat = Na tomto mieste hrá robot; nie je koho nahradiť.

## Vzdanie sa
shared-resign-ask = Naozaj sa chceš hry **{ $title } č. { $id }** natrvalo vzdať? Čo nasleduje, určujú pravidlá; vrátiť sa už nebude možné.
shared-resign-ask-ends = Naozaj sa chceš hry **{ $title } č. { $id }** natrvalo vzdať? Jej pravidlá vzdanie sa nepoznajú: hra sa hneď skončí bez výsledku.
shared-resign-yes = Vzdať sa
shared-resign-no = Hrať ďalej
shared-resign-cancelled = Hráš ďalej.
shared-resigned-done = Vzdané.
shared-resigned-no-result = { $player } sa vzdáva: hra č. { $id } končí bez výsledku.

## Prestávky
shared-host-pauses = Pozastaviť alebo znova spustiť túto hru môže len zakladateľ.
shared-pause-already = Táto hra je už pozastavená.
shared-resume-not-paused = Túto hru zakladateľ nepozastavil.
shared-paused = ⏸️ { $user } pozastavuje hru č. { $id }: kým sa znova nespustí, nebežia žiadne hodiny a nikto nedostáva pripomienky.
shared-resumed = ▶️ Hra č. { $id } znova beží: všetky hodiny pokračujú so zostávajúcim časom.
shared-resumed-still-away = ▶️ Zakladateľ hru č. { $id } znova spúšťa; jej hodiny zostávajú zastavené, kým je niektorý hráč preč.

## Dovolenky
shared-away-notice = 🏖️ { $user } je preč do { $until }: hodiny hry č. { $id } stoja a nikto nedostáva pripomienky.
shared-away-over-notice = ▶️ { $user } je späť: hodiny hry č. { $id } znova bežia.
shared-away-over-still-paused = { $user } je späť; hra č. { $id } zostáva pozastavená z iného dôvodu.
shared-away-set = Si preč do { $until }. { $games ->
    [one] Pozastavená je { $games } hra.
    [few] Pozastavené sú { $games } hry.
    [many] Pozastavených je { $games } hry.
   *[other] Pozastavených je { $games } hier.
 } Zostávajúce dni dovolenky v tomto roku: { $left }.
shared-away-ended = Vitaj späť! Zostávajúce dni dovolenky v tomto roku: { $left }.
shared-away-already = Už si na dovolenke (ukončíš ju príkazom `/games back`).
shared-away-not-away = Nie si na dovolenke.
shared-away-too-long = Tento rok si môžeš vziať 1 až { $left } dní dovolenky, nie { $days } (nárok je { $allowance }).
shared-away-none-left = Tento rok ti už nezostávajú žiadne dni dovolenky (nárok je { $allowance }).

## Príkazy
shared-cmd-pause = Pozastaví všetky hodiny tejto hry (len zakladateľ).
shared-cmd-resume = Znova spustí hodiny pozastavenej hry (len zakladateľ).
shared-cmd-resign = Vzdať sa tejto hry s dôsledkami podľa pravidiel.
shared-cmd-substitute = Odovzdá miesto inému členovi servera.
shared-cmd-substitute-opt-user = Kto miesto prevezme.
shared-cmd-substitute-opt-player = Čie miesto (predvolené: tvoje). Zakladateľ rozhodne hneď; ostatní hráči hlasujú.
shared-cmd-back = Znova zasadnúť na svoje miesto, keď za teba hral robot alebo bolo preskakované.
shared-cmd-opt-turn_hours = Hodiny ťahu v hodinách (0 = žiadne, najviac 336); predvolené: žiadne pre 2 hráčov, inak 48.
shared-cmd-opt-timeouts_allowed = Koľkokrát po sebe smie vypršať čas, kým ostatní hlasujú o mieste (1–10, predvolené 2).
shared-cmd-games-away = Choď na dovolenku: hodiny všetkých tvojich hier medzitým stoja.
shared-cmd-games-away-opt-days = Koľko dní (ročný nárok je 21 dní, ak server neurčí inak).
shared-cmd-games-back = Ukončí dovolenku skôr: hodiny tvojich hier znova bežia.
