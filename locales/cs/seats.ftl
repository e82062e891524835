### Místa v dlouhých hrách: hodiny tahu a hlasování, pauzy, dovolené, vzdání se, náhradníci.

## Nastavení stolu
shared-optdesc-turn_hours = Hodiny tahu v hodinách (0 = žádné, nejvýše 336 = 14 dní); bez nastavení: žádné pro 2 hráče, jinak 48 hodin.
shared-optdesc-timeouts_allowed = Kolikrát po sobě smí hráči vypršet čas, než ostatní hlasují o jeho místě.
shared-option-turn-auto = Hodiny tahu: žádné pro 2 hráče, jinak 48 hodin
shared-option-turn-none = Bez hodin tahu
shared-option-turn-hours = Hodiny tahu: { $hours ->
    [one] { $hours } hodina
    [few] { $hours } hodiny
    [many] { $hours } hodiny
   *[other] { $hours } hodin
 }
shared-option-timeouts = Hlasování po { $count ->
    [one] { $count } vypršení času
    [few] { $count } vypršeních času po sobě
    [many] { $count } vypršení času po sobě
   *[other] { $count } vypršeních času po sobě
 }

## Vypršení času a hlasování
shared-timed-out = ⏱️ Hráči { $player } vypršel čas: zahrál se výchozí tah.
shared-vote-timeout = 🗳️ Hráči { $player } vypršel čas { $count ->
    [one] jednou
    [few] { $count }krát po sobě
    [many] { $count }krát po sobě
   *[other] { $count }krát po sobě
 }. Co dál? **Přeskakovat** tohoto hráče, dokud se nevrátí, nechat za něj hrát **robota**, dokud se nevrátí, nebo hru **ukončit** (nebude se počítat). Předat místo někomu jinému můžeš příkazem `/{ $game } substitute`.
shared-vote-substitute = 🗳️ { $by } navrhuje: místo hráče { $player } přebírá { $user }.
shared-vote-voters = Hlasují: { $voters }
shared-vote-choice = { $choice ->
    [skip] Přeskakovat
    [bot] Hraje robot
    [end] Ukončit hru
    [yes] Ano
   *[no] Ne
 }
shared-vote-decided = 🗳️ Rozhodnuto: { $choice ->
    [skip] tahy hráče { $player } se přeskakují, dokud se nevrátí (`back`).
    [bot] místo hráče { $player } hraje robot, dokud se nevrátí (`back`).
    [end] hra končí bez výsledku.
    [yes] místo hráče { $player } přebírá { $user }.
   *[no] { $player } si své místo ponechává.
 }
shared-vote-closed = 🗳️ Hlasování o místě hráče { $player } je uzavřeno.
shared-vote-counted = Tvůj hlas je započten ({ $count } z { $total }).
shared-vote-opened = Ostatní hráči jsou požádáni o hlasování.
shared-vote-stale = Toto hlasování už skončilo.
shared-vote-own-seat = O svém vlastním místě hlasovat nemůžeš.
shared-vote-not-a-voter = Nepatříš mezi hráče, kteří o tom hlasují.
shared-vote-twice = Tvůj hlas už je odevzdán.
shared-vote-open = V této hře už probíhá jiné hlasování; počkej, až bude rozhodnuto.

## Návrat, náhradníci
shared-back = { $user } je zpět a znovu zasedá na své místo.
shared-back-dm = Vítej zpět ve hře č. { $id }! Tvoje místo:
shared-back-not-away = Tvoje místo je tvoje: nikdo za tebe nehraje.
shared-substituted = { $new } přebírá místo { $seat } (dosud { $old }).
shared-substitute-dm = Nyní hraješ za místo { $seat } ve hře **{ $title } č. { $id }**. Tvůj pohled:
shared-substitute-not-seated = Tento člen v této hře nemá místo.
shared-substitute-seated = Tento člen už v této hře místo má.
shared-substitute-not-member = Místo může převzít jen člen tohoto serveru.
shared-substitute-bot = Účet robota nemůže zasednout ke hře.
shared-substitute-bot-seat = Na tomto místě hraje robot; není koho nahradit.

## Vzdání se
shared-resign-ask = Opravdu se chceš hry **{ $title } č. { $id }** natrvalo vzdát? Co následuje, určují pravidla; vrátit se už nepůjde.
shared-resign-ask-ends = Opravdu se chceš hry **{ $title } č. { $id }** natrvalo vzdát? Její pravidla vzdání se neznají: hra hned skončí bez výsledku.
shared-resign-yes = Vzdát se
shared-resign-no = Hrát dál
shared-resign-cancelled = Hraješ dál.
shared-resigned-done = Vzdáno.
shared-resigned-no-result = { $player } se vzdává: hra č. { $id } končí bez výsledku.

## Pauzy
shared-host-pauses = Pozastavit nebo znovu spustit tuto hru může jen zakladatel.
shared-pause-already = Tato hra už je pozastavená.
shared-resume-not-paused = Tuto hru zakladatel nepozastavil.
shared-paused = ⏸️ { $user } pozastavuje hru č. { $id }: dokud se znovu nespustí, neběží žádné hodiny a nikdo nedostává připomínky.
shared-resumed = ▶️ Hra č. { $id } znovu běží: všechny hodiny pokračují se zbývajícím časem.
shared-resumed-still-away = ▶️ Zakladatel hru č. { $id } znovu spouští; její hodiny zůstávají zastavené, dokud je některý hráč pryč.

## Dovolené
shared-away-notice = 🏖️ { $user } je pryč do { $until }: hodiny hry č. { $id } stojí a nikdo nedostává připomínky.
shared-away-over-notice = ▶️ { $user } je zpět: hodiny hry č. { $id } znovu běží.
shared-away-over-still-paused = { $user } je zpět; hra č. { $id } zůstává pozastavená z jiného důvodu.
shared-away-set = Jsi pryč do { $until }. { $games ->
    [one] Pozastavena je { $games } hra.
    [few] Pozastaveny jsou { $games } hry.
    [many] Pozastaveno je { $games } hry.
   *[other] Pozastaveno je { $games } her.
 } Zbývající dny dovolené v tomto roce: { $left }.
shared-away-ended = Vítej zpět! Zbývající dny dovolené v tomto roce: { $left }.
shared-away-already = Už jsi na dovolené (ukončíš ji příkazem `/games back`).
shared-away-not-away = Nejsi na dovolené.
shared-away-too-long = Letos si můžeš vzít 1 až { $left } dní dovolené, ne { $days } (nárok je { $allowance }).
shared-away-none-left = Letos už ti nezbývají žádné dny dovolené (nárok je { $allowance }).

## Příkazy
shared-cmd-pause = Pozastaví všechny hodiny této hry (jen zakladatel).
shared-cmd-resume = Znovu spustí hodiny pozastavené hry (jen zakladatel).
shared-cmd-resign = Vzdát se této hry s důsledky podle pravidel.
shared-cmd-substitute = Předá místo jinému členovi serveru.
shared-cmd-substitute-opt-user = Kdo místo převezme.
shared-cmd-substitute-opt-player = Čí místo (výchozí: tvoje). Zakladatel rozhodne hned; ostatní hráči hlasují.
shared-cmd-back = Znovu zasednout na své místo, když za tebe hrál robot nebo bylo přeskakováno.
shared-cmd-opt-turn_hours = Hodiny tahu v hodinách (0 = žádné, nejvýše 336); výchozí: žádné pro 2 hráče, jinak 48.
shared-cmd-opt-timeouts_allowed = Kolikrát po sobě smí vypršet čas, než ostatní hlasují o místě (1–10, výchozí 2).
shared-cmd-games-away = Jdi na dovolenou: hodiny všech tvých her mezitím stojí.
shared-cmd-games-away-opt-days = Kolik dní (roční nárok je 21 dní, pokud server neurčí jinak).
shared-cmd-games-back = Ukončí dovolenou dřív: hodiny tvých her znovu běží.
