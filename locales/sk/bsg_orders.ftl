# Stále rozkazy a tempo stola (issue 23)
bsg-optdesc-pace = days (predvolené): okná na reakcie nikdy nečakajú, odpovedajú stále rozkazy hráčov; live: okná sa pýtajú všetkých a čakajú.
bsg-error-order_card = Stály rozkaz sa týka karty zručnosti, ktorá reaguje v okne (pred hodom, okolo testu zručností).
bsg-error-order_when = Táto podmienka sa k tejto karte ani schopnosti nehodí.
bsg-error-order_ability = Táto schopnosť stály rozkaz neprijíma.
bsg-error-order_no_draw = Tvoja postava si typy zručností na ťahanie nevyberá.
bsg-error-order_draw = Prednosť pri ťahaní musí rozdeliť presne tie karty, ktoré si tvoja postava vyberá, medzi jej typy zručností.
bsg-event-order_dropped = Tvoj stály rozkaz pre { $card } padá: karta už nie je v tvojej ruke.
bsg-orders-title = Tvoje stále rozkazy
bsg-orders-pace-days = Tento stôl sa hrá po dňoch: okná na reakcie nečakajú, odpovedajú za teba rozkazy.
bsg-orders-pace-live = Tento stôl sa hrá naživo: okná na reakcie sa ťa pýtajú; rozkazy na ťahanie a pre Executive Order platia ďalej.
bsg-orders-none = Žiadne stále rozkazy.
bsg-orders-card = { $card }: { $when }
bsg-orders-inactive = { $line } (nie je v tvojej ruke: neaktívny)
bsg-orders-ability = { $ability }: { $when }
bsg-orders-draw = Ťahanie v ťahu: { $draw }
bsg-orders-draw-part = { $count } × { $skill }
bsg-orders-eo = Keď dostaneš Executive Order: { $mode }
bsg-orders-eo-move_and_act = pohyb a jedna akcia
bsg-orders-eo-two_actions = dve akcie
bsg-orders-set = Stály rozkaz je uložený.
bsg-orders-stale = Tento ovládací prvok rozkazov je zastaraný; nič sa nezmenilo. Otvor rozkazy znova.
bsg-orders-menu-card = Rozkaz pre reakčnú kartu…
bsg-orders-menu-ability = Rozkaz pre schopnosť…
bsg-orders-menu-eo = Keď dostaneš Executive Order…
bsg-orders-button = Rozkazy
bsg-orders-when-never = nikdy
bsg-orders-when-my_roll = pred mojím hodom
bsg-orders-when-check_or_jump = pred každým hodom, ktorý rozhoduje krízu alebo skok
bsg-orders-when-human_roll = pred každým hodom, ktorý pomáha ľuďom
bsg-orders-when-my_viper_hit = keď je zasiahnutý môj viper
bsg-orders-when-any_viper_hit = keď je zasiahnutý ktorýkoľvek viper
bsg-orders-when-fail_to_pass = keď zmení neúspešný test na úspešný
bsg-orders-when-improves = kedykoľvek zmení výsledok testu
bsg-orders-when-when_it_matters = kedykoľvek by sa strojárstvo počítalo
bsg-orders-when-always = kedykoľvek sa dá
bsg-orders-when-cylon_attack = pri kríze, ktorá je útokom Cylonov
bsg-orders-when-declare_pass = vyhlásiť test za úspešný
bsg-orders-when-bad_roll = prehodiť hod, ktorý je pre ľudí zlý
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
bsg-orders-ability-loc_reaction = reakcia na test lokácie
bsg-cmd-orders = Tvoje stále rozkazy, ktoré za teba odpovedajú, keď tu nie si.
bsg-cmd-orders-opt-card = Reakčná karta z tvojej ruky; s podmienkou kedy rozkaz pre ňu.
bsg-cmd-orders-opt-ability = Voliteľná schopnosť; s podmienkou kedy rozkaz pre ňu.
bsg-cmd-orders-opt-when = Kedy ju zahrať (nikdy rozkaz ruší); bez karty či schopnosti uvidíš svoje rozkazy.
bsg-cmd-orders-opt-eo = Keď dostaneš Executive Order: pohyb a jedna akcia, dve akcie, alebo nič.
bsg-cmd-new-opt-pace = days (predvolené): okná na reakcie nečakajú, odpovedajú stále rozkazy; live: pýtajú sa a čakajú.
