### Issue 24 part 3, the audit trail: a skill check's reveal and result in full, `/bsg log` pages and filters,
### the loyalty cards at the end (dealt and undealt).

bsg-audit-revealed = Odhaleno.
bsg-audit-side = { $side ->
    [positive] Kladné
    [negative] Záporné
   *[zero] Za 0
 }: { $cards } = { $sum }.
bsg-audit-side-none = { $side ->
    [positive] Kladné
    [negative] Záporné
   *[zero] Za 0
 }: žádné.
bsg-audit-turned = Díky { $by } se { $count ->
    [one] počítá
    [few] počítají
    [many] počítá
   *[other] počítají
 } { $kind ->
    [zero] za 0
   *[positive] kladně
 }: { $card }.
bsg-audit-ability = „{ $ability }“ ({ $character })
bsg-audit-face-up = Hráno lícem nahoru (Investigative Committee).
bsg-audit-destiny = { $count ->
    [0] Žádná karta nepřišla z balíčku osudu.
    [one] Z balíčku osudu přišla { $count } z těchto karet.
    [few] Z balíčku osudu přišly { $count } z těchto karet.
    [many] Z balíčku osudu přišlo { $count } z těchto karet.
   *[other] Z balíčku osudu přišlo { $count } z těchto karet.
 }
bsg-audit-sum = Celkem { $plus } − { $minus } = { $total } proti { $difficulty }.
bsg-audit-difficulty = { $final } (na kartě { $base }; { $mods })
bsg-audit-mod = { $why } ji { $way ->
    [easier] snižuje
   *[harder] zvyšuje
 } o { $amount }
bsg-audit-result = Test dovedností: celkem { $total } proti { $difficulty } — { $result ->
    [pass] úspěch
    [partial] částečný úspěch
   *[fail] neúspěch
 }.
bsg-audit-result-against = Výsledek testu dovedností proti obtížnosti { $difficulty }: { $result ->
    [pass] úspěch
    [partial] částečný úspěch
   *[fail] neúspěch
 }.

bsg-log-title = **Veřejný záznam**, strana { $page } z { $pages } (1 = nejnovější)
bsg-log-only = jen { $only ->
    [checks] testy dovedností
    [choices] volby
   *[actions] akce
 }
bsg-log-no-page = Strana { $page } neexistuje: záznam má { $pages ->
    [one] { $pages } stranu
    [few] { $pages } strany
    [many] { $pages } strany
   *[other] { $pages } stran
 } (1 = nejnovější).
bsg-log-no-player = U tohoto stolu nehraje nikdo jménem „{ $name }“ ({ $names }).

bsg-audit-undealt = Nikdy nerozdáno (zůstalo v balíčku loajality): { $cards }
bsg-audit-undealt-none = Všechny karty loajality byly rozdány.
