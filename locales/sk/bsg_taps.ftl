## Taps that forgive (issue 24 part 5): confirmations of irreversible actions, labels shown in full.

bsg-confirm-question = { $what ->
        [reveal] Odhaliť sa ako Cylon? Toto sa nedá vziať späť.
        [ability] Použiť schopnosť, ktorú možno použiť len raz za hru? Toto sa nedá vziať späť.
       *[super] Zahrať túto kartu veľkej krízy? Toto sa nedá vziať späť.
    }
    { $action }
bsg-confirm-yes = Potvrdiť
bsg-confirm-no = Zrušiť
bsg-confirm-cancelled = Zrušené; nič sa nezmenilo.
bsg-confirm-done = Potvrdené.
bsg-confirm-already = { $what ->
        [reveal] Tvoje odhalenie už prebehlo; nič sa nezmenilo.
        [ability] Tvoja jednorazová schopnosť už bola použitá; nič sa nezmenilo.
       *[super] Tá karta už bola zahraná; nič sa nezmenilo.
    }
bsg-confirm-passed = { $waiting ->
        [yes] Tá chvíľa už prešla: rozhodnutie sa medzitým zmenilo. Nič sa nezmenilo; vyber znova z aktuálnych tlačidiel.
       *[no] Tá chvíľa už prešla: už nie si na rade. Nič sa nezmenilo.
    }
