## Taps that forgive (issue 24 part 5): confirmations of irreversible actions, labels shown in full.

bsg-confirm-question = { $what ->
        [reveal] Odhalit se jako Cylon? Tohle nejde vzít zpět.
        [ability] Použít schopnost, kterou lze použít jen jednou za hru? Tohle nejde vzít zpět.
       *[super] Zahrát tuto kartu velké krize? Tohle nejde vzít zpět.
    }
    { $action }
bsg-confirm-yes = Potvrdit
bsg-confirm-no = Zrušit
bsg-confirm-cancelled = Zrušeno; nic se nezměnilo.
bsg-confirm-done = Potvrzeno.
bsg-confirm-already = { $what ->
        [reveal] Tvoje odhalení už proběhlo; nic se nezměnilo.
        [ability] Tvoje jednorázová schopnost už byla použita; nic se nezměnilo.
       *[super] Ta karta už byla zahrána; nic se nezměnilo.
    }
bsg-confirm-passed = { $waiting ->
        [yes] Ten okamžik už minul: rozhodnutí se mezitím změnilo. Nic se nezměnilo; vyber znovu z aktuálních tlačítek.
       *[no] Ten okamžik už minul: už nejsi na řadě. Nic se nezměnilo.
    }
