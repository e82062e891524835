# Celý ťah naraz (presenters/bsg_turn_plan.py)
bsg-plan-open = Naplánovať celý ťah
bsg-plan-title = **Celý ťah naraz.** V ponukách nižšie vyber každý krok a potom stlač Odoslať ťah: kroky sa zahrajú naraz, po poradí. Pred odoslaním sa nič nezahrá ani nikomu neukáže. Nevratné akcie zostávajú na bežnom paneli, aj s potvrdením.
bsg-plan-step = { $step }. { $action }
bsg-plan-next = Vyber ďalší krok nižšie, alebo odošli hneď.
bsg-plan-ends = { $why ->
        [hidden] Tu sa plán končí: tento krok ťahá alebo ukazuje karty. Po jeho zahraní sa panel opýta na zvyšok.
        [random] Tu sa plán končí: tento krok hádže kockou alebo mieša. Po jeho zahraní sa panel opýta na zvyšok.
        [others] Tu sa plán končí: ďalšie rozhodnutie nepatrí len tebe. Po jeho zahraní hra pokračuje.
        [full] Plán má najviac štyri kroky. Po ich zahraní sa panel opýta na zvyšok.
        [card] Tu sa plán končí: kartu, ktorou sa platí za presun na inú loď, vyberieš hneď potom na paneli.
       *[over] Tu sa plán končí: tým je akcia na konci.
    }
bsg-plan-menu = Krok { $step }: vyber…
bsg-plan-submit = { $steps ->
        [one] Odoslať ťah ({ $steps } krok)
        [few] Odoslať ťah ({ $steps } kroky)
        [many] Odoslať ťah ({ $steps } kroku)
       *[other] Odoslať ťah ({ $steps } krokov)
    }
bsg-plan-back = Späť na panel
bsg-plan-refused = { $why ->
        [owner] Tento plán je na paneli iného hráča. Nič sa nezmenilo.
        [stale] Tento plán je zastaraný: hra medzitým pokročila. Nič sa nezmenilo; naplánuj ťah znova z panelu.
       *[forged] Taký plán panel neponúka. Nič sa nezmenilo.
    }
