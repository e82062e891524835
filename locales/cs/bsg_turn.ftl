# Celý tah najednou (presenters/bsg_turn_plan.py)
bsg-plan-open = Naplánovat celý tah
bsg-plan-title = **Celý tah najednou.** V nabídkách níže vyber každý krok a pak stiskni Odeslat tah: kroky se zahrají naráz, po pořadě. Před odesláním se nic nezahraje ani nikomu neukáže. Nevratné akce zůstávají na běžném panelu, i s potvrzením.
bsg-plan-step = { $step }. { $action }
bsg-plan-next = Vyber další krok níže, nebo odešli hned.
bsg-plan-ends = { $why ->
        [hidden] Tady plán končí: tento krok lízá nebo ukazuje karty. Po jeho zahrání se panel zeptá na zbytek.
        [random] Tady plán končí: tento krok hází kostkou nebo míchá. Po jeho zahrání se panel zeptá na zbytek.
        [others] Tady plán končí: další rozhodnutí nepatří jen tobě. Po jeho zahrání hra pokračuje.
        [full] Plán má nejvýš čtyři kroky. Po jejich zahrání se panel zeptá na zbytek.
        [card] Tady plán končí: kartu, kterou se platí za přesun na jinou loď, vybereš hned potom na panelu.
       *[over] Tady plán končí: tím je akce u konce.
    }
bsg-plan-menu = Krok { $step }: vyber…
bsg-plan-submit = { $steps ->
        [one] Odeslat tah ({ $steps } krok)
        [few] Odeslat tah ({ $steps } kroky)
        [many] Odeslat tah ({ $steps } kroku)
       *[other] Odeslat tah ({ $steps } kroků)
    }
bsg-plan-back = Zpět na panel
bsg-plan-refused = { $why ->
        [owner] Tento plán je na panelu jiného hráče. Nic se nezměnilo.
        [stale] Tento plán je zastaralý: hra mezitím pokročila. Nic se nezměnilo; naplánuj tah znovu z panelu.
       *[forged] Takový plán panel nenabízí. Nic se nezměnilo.
    }
