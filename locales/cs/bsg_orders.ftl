# Stálé rozkazy a tempo stolu (issue 23)
bsg-optdesc-pace = days (výchozí): okna pro reakce nikdy nečekají, odpovídají stálé rozkazy hráčů; live: okna se ptají všech a čekají.
bsg-error-order_card = Stálý rozkaz se týká karty dovednosti, která reaguje v okně (před hodem, kolem testu dovedností).
bsg-error-order_when = Tato podmínka se k této kartě ani schopnosti nehodí.
bsg-error-order_ability = Tato schopnost stálý rozkaz nepřijímá.
bsg-error-order_no_draw = Tvoje postava si typy dovedností k tažení nevybírá.
bsg-error-order_draw = Přednost při tažení musí rozdělit přesně ty karty, které si tvoje postava vybírá, mezi její typy dovedností.
bsg-event-order_dropped = Tvůj stálý rozkaz pro { $card } padá: karta už není v tvé ruce.
bsg-orders-title = Tvoje stálé rozkazy
bsg-orders-pace-days = Tento stůl se hraje po dnech: okna pro reakce nečekají, odpovídají za tebe rozkazy.
bsg-orders-pace-live = Tento stůl se hraje živě: okna pro reakce se tě ptají; rozkazy pro lízání a pro Executive Order platí dál.
bsg-orders-none = Žádné stálé rozkazy.
bsg-orders-card = { $card }: { $when }
bsg-orders-inactive = { $line } (není v tvé ruce: neaktivní)
bsg-orders-ability = { $ability }: { $when }
bsg-orders-draw = Líznutí v tahu: { $draw }
bsg-orders-draw-part = { $count } × { $skill }
bsg-orders-eo = Když dostaneš Executive Order: { $mode }
bsg-orders-eo-move_and_act = pohyb a jedna akce
bsg-orders-eo-two_actions = dvě akce
bsg-orders-set = Stálý rozkaz je uložen.
bsg-orders-stale = Tento ovládací prvek rozkazů je zastaralý; nic se nezměnilo. Otevři rozkazy znovu.
bsg-orders-menu-card = Rozkaz pro reakční kartu…
bsg-orders-menu-ability = Rozkaz pro schopnost…
bsg-orders-menu-eo = Když dostaneš Executive Order…
bsg-orders-button = Rozkazy
bsg-orders-when-never = nikdy
bsg-orders-when-my_roll = před mým hodem
bsg-orders-when-check_or_jump = před každým hodem, který rozhoduje krizi nebo skok
bsg-orders-when-human_roll = před každým hodem, který pomáhá lidem
bsg-orders-when-my_viper_hit = když je zasažen můj viper
bsg-orders-when-any_viper_hit = když je zasažen kterýkoli viper
bsg-orders-when-fail_to_pass = když změní neúspěšný test v úspěšný
bsg-orders-when-improves = kdykoli změní výsledek testu
bsg-orders-when-when_it_matters = kdykoli by se strojírenství počítalo
bsg-orders-when-always = kdykoli to jde
bsg-orders-when-cylon_attack = při krizi, která je útokem Cylonů
bsg-orders-when-declare_pass = prohlásit test za úspěšný
bsg-orders-when-bad_roll = přehodit hod, který je pro lidi špatný
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
bsg-orders-ability-loc_reaction = reakce na test lokace
bsg-cmd-orders = Tvoje stálé rozkazy, které za tebe odpovídají, když tu nejsi.
bsg-cmd-orders-opt-card = Reakční karta z tvé ruky; s podmínkou kdy rozkaz pro ni.
bsg-cmd-orders-opt-ability = Volitelná schopnost; s podmínkou kdy rozkaz pro ni.
bsg-cmd-orders-opt-when = Kdy ji zahrát (nikdy rozkaz ruší); bez karty či schopnosti uvidíš své rozkazy.
bsg-cmd-orders-opt-eo = Když dostaneš Executive Order: pohyb a jedna akce, dvě akce, nebo nic.
bsg-cmd-new-opt-pace = days (výchozí): okna pro reakce nečekají, odpovídají stálé rozkazy; live: ptají se a čekají.
