# Stałe rozkazy i tempo stołu (issue 23)
bsg-optdesc-pace = days (domyślnie): okna reakcji nigdy nie czekają, odpowiadają stałe rozkazy graczy; live: okna pytają wszystkich i czekają.
bsg-error-order_card = Stały rozkaz dotyczy karty umiejętności, która reaguje w oknie (przed rzutem, wokół testu umiejętności).
bsg-error-order_when = Ten warunek nie pasuje do tej karty ani zdolności.
bsg-error-order_ability = Ta zdolność nie przyjmuje stałego rozkazu.
bsg-error-order_no_draw = Twoja postać nie wybiera typów umiejętności do dobrania.
bsg-error-order_draw = Preferencja dobierania musi rozdzielić dokładnie te karty, które wybiera twoja postać, między jej typy umiejętności.
bsg-event-order_dropped = Twój stały rozkaz dla { $card } przepada: karty nie ma już w twojej ręce.
bsg-orders-title = Twoje stałe rozkazy
bsg-orders-pace-days = Ten stół gra przez dni: okna reakcji nie czekają, odpowiadają za ciebie rozkazy.
bsg-orders-pace-live = Ten stół gra na żywo: okna reakcji pytają ciebie; rozkazy dobierania i dla Executive Order nadal obowiązują.
bsg-orders-none = Brak stałych rozkazów.
bsg-orders-card = { $card }: { $when }
bsg-orders-inactive = { $line } (nie ma w ręce: nieaktywny)
bsg-orders-ability = { $ability }: { $when }
bsg-orders-draw = Dobieranie w turze: { $draw }
bsg-orders-draw-part = { $count } × { $skill }
bsg-orders-eo = Gdy dostaniesz Executive Order: { $mode }
bsg-orders-eo-move_and_act = ruch i jedna akcja
bsg-orders-eo-two_actions = dwie akcje
bsg-orders-set = Stały rozkaz zapisany.
bsg-orders-stale = Ta kontrolka rozkazów jest nieaktualna; nic się nie zmieniło. Otwórz rozkazy ponownie.
bsg-orders-menu-card = Rozkaz dla karty reakcji…
bsg-orders-menu-ability = Rozkaz dla zdolności…
bsg-orders-menu-eo = Gdy dostaniesz Executive Order…
bsg-orders-button = Rozkazy
bsg-orders-when-never = nigdy
bsg-orders-when-my_roll = przed moim rzutem
bsg-orders-when-check_or_jump = przed każdym rzutem, który rozstrzyga kryzys lub skok
bsg-orders-when-human_roll = przed każdym rzutem, który pomaga ludziom
bsg-orders-when-my_viper_hit = gdy mój viper zostanie trafiony
bsg-orders-when-any_viper_hit = gdy trafiony zostanie dowolny viper
bsg-orders-when-fail_to_pass = gdy zmienia nieudany test w udany
bsg-orders-when-improves = zawsze, gdy zmienia wynik testu
bsg-orders-when-when_it_matters = zawsze, gdy inżynieria by się liczyła
bsg-orders-when-always = zawsze, gdy to możliwe
bsg-orders-when-cylon_attack = przy kryzysie, który jest atakiem Cylonów
bsg-orders-when-declare_pass = ogłosić, że test się udał
bsg-orders-when-bad_roll = przerzucić rzut niekorzystny dla ludzi
# same-as-en: a proper name, the ability as published (as on its question and button)
bsg-orders-ability-secret_destiny = Secret Destiny
# same-as-en: a proper name, the ability as published (as on its question and button)
bsg-orders-ability-mysterious_intuition = Mysterious Intuition
# same-as-en: a proper name, the ability as published (as on its question and button)
bsg-orders-ability-command_authority = Command Authority
# same-as-en: a proper name, the ability as published (as on its question and button)
bsg-orders-ability-eco_officer = ECO Officer
# same-as-en: a proper name, the ability as published (as on its question and button)
bsg-orders-ability-moral_compass = Moral Compass
# same-as-en: a proper name, the ability as published (as on its question and button)
bsg-orders-ability-alert_viper_pilot = Alert Viper Pilot
# same-as-en: a proper name, the ability as published (as on its question and button)
bsg-orders-ability-blind_devotion = Blind Devotion
bsg-orders-ability-loc_reaction = reakcja na test lokacji
bsg-cmd-orders = Twoje stałe rozkazy, które odpowiadają za ciebie, gdy cię nie ma.
bsg-cmd-orders-opt-card = Karta reakcji z twojej ręki; z warunkiem kiedy rozkaz dla niej.
bsg-cmd-orders-opt-ability = Zdolność opcjonalna; z warunkiem kiedy rozkaz dla niej.
bsg-cmd-orders-opt-when = Kiedy ją zagrać (nigdy usuwa rozkaz); bez karty lub zdolności zobaczysz swoje rozkazy.
bsg-cmd-orders-opt-eo = Gdy dostaniesz Executive Order: ruch i jedna akcja, dwie akcje lub nic.
bsg-cmd-new-opt-pace = days (domyślnie): okna reakcji nie czekają, odpowiadają stałe rozkazy; live: pytają i czekają.
