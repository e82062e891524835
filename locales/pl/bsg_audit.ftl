### Issue 24 part 3, the audit trail: a skill check's reveal and result in full, `/bsg log` pages and filters,
### the loyalty cards at the end (dealt and undealt).

bsg-audit-revealed = Odkryte.
bsg-audit-side = { $side ->
    [positive] Dodatnie
    [negative] Ujemne
   *[zero] Liczone jako 0
 }: { $cards } = { $sum }.
bsg-audit-side-none = { $side ->
    [positive] Dodatnie
    [negative] Ujemne
   *[zero] Liczone jako 0
 }: brak.
bsg-audit-turned = Dzięki { $by } { $count ->
    [one] liczy się
    [few] liczą się
    [many] liczą się
   *[other] liczą się
 } { $kind ->
    [zero] jako 0
   *[positive] dodatnio
 }: { $card }.
bsg-audit-ability = „{ $ability }” ({ $character })
bsg-audit-face-up = Test rozegrano odkrytymi kartami (Investigative Committee).
bsg-audit-destiny = { $count ->
    [0] Żadna karta nie pochodziła z talii Przeznaczenia.
    [one] Z talii Przeznaczenia pochodziła { $count } z tych kart.
    [few] Z talii Przeznaczenia pochodziły { $count } z tych kart.
    [many] Z talii Przeznaczenia pochodziło { $count } z tych kart.
   *[other] Z talii Przeznaczenia pochodziło { $count } z tych kart.
 }
bsg-audit-sum = Razem { $plus } − { $minus } = { $total } przeciw { $difficulty }.
bsg-audit-difficulty = { $final } (na karcie { $base }; { $mods })
bsg-audit-mod = { $why } { $way ->
    [easier] obniża
   *[harder] podnosi
 } ją o { $amount }
bsg-audit-result = Test umiejętności: razem { $total } przeciw { $difficulty } — { $result ->
    [pass] sukces
    [partial] częściowy sukces
   *[fail] porażka
 }.
bsg-audit-result-against = Wynik testu umiejętności przy trudności { $difficulty }: { $result ->
    [pass] sukces
    [partial] częściowy sukces
   *[fail] porażka
 }.

bsg-log-title = **Publiczny dziennik**, strona { $page } z { $pages } (1 = najnowsza)
bsg-log-only = tylko { $only ->
    [checks] testy umiejętności
    [choices] wybory
   *[actions] akcje
 }
bsg-log-no-page = Nie ma strony { $page }: dziennik ma { $pages ->
    [one] { $pages } stronę
    [few] { $pages } strony
    [many] { $pages } stron
   *[other] { $pages } strony
 } (1 = najnowsza).
bsg-log-no-player = Przy tym stole nie gra nikt o imieniu „{ $name }” ({ $names }).

bsg-audit-undealt = Nigdy nierozdane (zostały w talii lojalności): { $cards }
bsg-audit-undealt-none = Rozdano wszystkie karty lojalności.
