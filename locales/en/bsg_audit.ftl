### Issue 24 part 3, the audit trail: a skill check's reveal and result in full, `/bsg log` pages and filters,
### the loyalty cards at the end (dealt and undealt).

bsg-audit-revealed = Revealed.
bsg-audit-side = { $side ->
    [positive] Positive
    [negative] Negative
   *[zero] Counting 0
 }: { $cards } = { $sum }.
bsg-audit-side-none = { $side ->
    [positive] Positive
    [negative] Negative
   *[zero] Counting 0
 }: none.
bsg-audit-turned = Thanks to { $by }, { $count ->
    [one] this card counts
   *[other] these count
 } { $kind ->
    [zero] as 0
   *[positive] as positive
 }: { $card }.
bsg-audit-ability = { $character }'s { $ability }
bsg-audit-face-up = Played face up (Investigative Committee).
bsg-audit-destiny = { $count ->
    [0] No card came from the Destiny deck.
    [one] Of these cards, { $count } came from the Destiny deck.
   *[other] Of these cards, { $count } came from the Destiny deck.
 }
bsg-audit-sum = Total { $plus } − { $minus } = { $total } against { $difficulty }.
bsg-audit-difficulty = { $final } (printed { $base }; { $mods })
bsg-audit-mod = { $why } { $way ->
    [easier] lowers
   *[harder] raises
 } it by { $amount }
bsg-audit-result = Skill check: total { $total } against { $difficulty } — { $result ->
    [pass] pass
    [partial] partial
   *[fail] fail
 }.
bsg-audit-result-against = Skill check result against difficulty { $difficulty }: { $result ->
    [pass] pass
    [partial] partial
   *[fail] fail
 }.

bsg-log-title = **Public log**, page { $page } of { $pages } (1 = newest)
bsg-log-only = only { $only ->
    [checks] skill checks
    [choices] choices
   *[actions] actions
 }
bsg-log-no-page = There is no page { $page }: the log has { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
 } (1 = newest).
bsg-log-no-player = Nobody called “{ $name }” plays at this table ({ $names }).

bsg-audit-undealt = Never dealt (left in the loyalty deck): { $cards }
bsg-audit-undealt-none = Every loyalty card was dealt.
