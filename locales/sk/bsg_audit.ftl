### Issue 24 part 3, the audit trail: a skill check's reveal and result in full, `/bsg log` pages and filters,
### the loyalty cards at the end (dealt and undealt).

bsg-audit-revealed = Odhalené.
bsg-audit-side = { $side ->
    [positive] Kladné
    [negative] Záporné
   *[zero] Za 0
 }: { $cards } = { $sum }.
bsg-audit-side-none = { $side ->
    [positive] Kladné
    [negative] Záporné
   *[zero] Za 0
 }: žiadne.
bsg-audit-turned = Vďaka { $by } sa { $count ->
    [one] počíta
    [few] počítajú
    [many] počíta
   *[other] počítajú
 } { $kind ->
    [zero] za 0
   *[positive] kladne
 }: { $card }.
bsg-audit-ability = „{ $ability }“ ({ $character })
bsg-audit-face-up = Hrané lícom nahor (Investigative Committee).
bsg-audit-destiny = { $count ->
    [0] Žiadna karta neprišla z balíčka osudu.
    [one] Z balíčka osudu prišla { $count } z týchto kariet.
    [few] Z balíčka osudu prišli { $count } z týchto kariet.
    [many] Z balíčka osudu prišlo { $count } z týchto kariet.
   *[other] Z balíčka osudu prišlo { $count } z týchto kariet.
 }
bsg-audit-sum = Spolu { $plus } − { $minus } = { $total } proti { $difficulty }.
bsg-audit-difficulty = { $final } (na karte { $base }; { $mods })
bsg-audit-mod = { $why } ju { $way ->
    [easier] znižuje
   *[harder] zvyšuje
 } o { $amount }
bsg-audit-result = Test zručností: spolu { $total } proti { $difficulty } — { $result ->
    [pass] úspech
    [partial] čiastočný úspech
   *[fail] neúspech
 }.
bsg-audit-result-against = Výsledok testu zručností proti obtiažnosti { $difficulty }: { $result ->
    [pass] úspech
    [partial] čiastočný úspech
   *[fail] neúspech
 }.

bsg-log-title = **Verejný záznam**, strana { $page } z { $pages } (1 = najnovšia)
bsg-log-only = len { $only ->
    [checks] testy zručností
    [choices] voľby
   *[actions] akcie
 }
bsg-log-no-page = Strana { $page } neexistuje: záznam má { $pages ->
    [one] { $pages } stranu
    [few] { $pages } strany
    [many] { $pages } strany
   *[other] { $pages } strán
 } (1 = najnovšia).
bsg-log-no-player = Pri tomto stole nehrá nikto s menom „{ $name }“ ({ $names }).

bsg-audit-undealt = Nikdy nerozdané (zostalo v balíčku lojality): { $cards }
bsg-audit-undealt-none = Všetky karty lojality boli rozdané.
