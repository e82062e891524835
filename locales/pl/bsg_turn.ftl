# Cała tura za jednym razem (presenters/bsg_turn_plan.py)
bsg-plan-open = Zaplanuj całą turę
bsg-plan-title = **Cała tura za jednym razem.** Wybierz każdy krok w menu poniżej, a potem naciśnij Wyślij turę: kroki zostaną zagrane od razu, po kolei. Przed wysłaniem nic nie zostaje zagrane ani nikomu pokazane. Nieodwracalne akcje zostają na zwykłym panelu, razem z potwierdzeniem.
bsg-plan-step = { $step }. { $action }
bsg-plan-next = Wybierz kolejny krok poniżej albo wyślij od razu.
bsg-plan-ends = { $why ->
        [hidden] Tu plan się kończy: ten krok dobiera lub pokazuje karty. Po jego zagraniu panel zapyta o resztę.
        [random] Tu plan się kończy: ten krok rzuca kością lub tasuje. Po jego zagraniu panel zapyta o resztę.
        [others] Tu plan się kończy: kolejna decyzja nie należy tylko do ciebie. Po jego zagraniu gra toczy się dalej.
        [full] Plan ma najwyżej cztery kroki. Po ich zagraniu panel zapyta o resztę.
        [card] Tu plan się kończy: kartę płaconą za przejście na inny statek wybierasz zaraz potem na panelu.
       *[over] Tu plan się kończy: to koniec akcji.
    }
bsg-plan-menu = Krok { $step }: wybierz…
bsg-plan-submit = { $steps ->
        [one] Wyślij turę ({ $steps } krok)
        [few] Wyślij turę ({ $steps } kroki)
        [many] Wyślij turę ({ $steps } kroków)
       *[other] Wyślij turę ({ $steps } kroku)
    }
bsg-plan-back = Wróć do panelu
bsg-plan-refused = { $why ->
        [owner] Ten plan jest na panelu innego gracza. Nic się nie zmieniło.
        [stale] Ten plan jest nieaktualny: gra w międzyczasie poszła dalej. Nic się nie zmieniło; zaplanuj turę ponownie z panelu.
       *[forged] Takiego planu panel nie oferuje. Nic się nie zmieniło.
    }
