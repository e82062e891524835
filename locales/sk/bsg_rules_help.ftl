## Pravidlá na požiadanie (issue 24, časť 4): `/bsg rules topic:`. Podľa shared/rules/bsg.md a českých pravidiel;
## názvy kariet a postáv zostávajú vydané (anglické), popisy sú po slovensky.

bsg-cmd-rules = Pravidlo na požiadanie: lokácia, postava, karta zručností, krok ťahu alebo pravidlo.
bsg-cmd-rules-opt-topic = Čo vysvetliť (začni písať: lokácia, postava, karta zručností, krok ťahu, titul alebo pravidlo).
bsg-cmd-rules-opt-game = Číslo hry (predvolená: hra tohto vlákna): odpoveď doplní, čo pre tému znamená jej verejný stav.

bsg-rh-label = { $kind ->
        [location] Lokácia
        [character] Postava
        [skill] Karta zručností
        [step] Krok ťahu
        [title] Titul
       *[rule] Pravidlo
    }: { $name }
bsg-rh-title = **{ $name }** ({ $kind ->
        [location] lokácia
        [character] postava
        [skill] karta zručností
        [step] krok ťahu
        [title] titul
       *[rule] pravidlo
    })
bsg-rh-unknown = Tému „{ $topic }“ nepoznám. Možno: { $near }. Začni písať do `/bsg rules topic:` a vyber si.
bsg-rh-pick = Na jednu tému sa spýtaš cez `/bsg rules topic:` (začni písať a vyber), napr. { $near }.
bsg-rh-none = žiadne
bsg-rh-now = **V tejto hre teraz:**
bsg-rh-seat = { $player } ({ $character })

## názvy tém
bsg-rh-name-step-turn = Celý ťah
bsg-rh-name-step-receive = Získanie zručností
bsg-rh-name-step-move = Pohyb
bsg-rh-name-step-action = Akcia
bsg-rh-name-step-crisis = Kríza
bsg-rh-name-step-activation = Aktivácia cylonských lodí
bsg-rh-name-step-jump_prep = Príprava na skok
bsg-rh-name-step-end = Koniec ťahu
bsg-rh-name-step-cylon_turn = Ťah odhaleného Cylona
bsg-rh-name-title-president = Prezident
bsg-rh-name-title-admiral = Admirál
bsg-rh-name-rule-secrecy = Utajenie a reči pri stole
bsg-rh-name-rule-skill_check = Testy zručností
bsg-rh-name-rule-destiny = Balíček osudu
bsg-rh-name-rule-crisis_cards = Karty krízy
bsg-rh-name-rule-loyalty = Karty lojality
bsg-rh-name-rule-reveal = Odhalenie Cylona
bsg-rh-name-rule-cylon_player = Odhalení Cylonskí hráči
bsg-rh-name-rule-cylon_locations = Cylonské lokácie
bsg-rh-name-rule-sympathizer = Sympatizant
bsg-rh-name-rule-sleeper = Fáza spiaceho agenta
bsg-rh-name-rule-jump = Skok flotily
bsg-rh-name-rule-hand_limit = Limit kariet v ruke
bsg-rh-name-rule-quorum = Karty quora
bsg-rh-name-rule-super_crisis = Karty veľkej krízy
bsg-rh-name-rule-galactica_damage = Poškodenie Galacticy
bsg-rh-name-rule-game_end = Koniec hry
bsg-rh-name-rule-execution = Popravy a cylonskí vodcovia

## kroky ťahu
bsg-rh-text-step-turn = Ťah ľudského hráča má sedem krokov: 1. získanie zručností, 2. pohyb, 3. akcia, 4. kríza, 5. aktivácia cylonských lodí, 6. príprava na skok, 7. schopnosti na konci ťahu. Potom sa kontroluje limit kariet v ruke, Cyloni vyhrávajú, ak je niektorá surovina na 0 alebo nižšie, a na ťahu je ďalší hráč v smere hodinových ručičiek. Odhalený Cylon má vlastný, kratší ťah.
bsg-rh-text-step-receive = Hráč na ťahu si ťahá presne tie karty zručností, ktoré ukazuje jeho karta postavy, bez ohľadu na počet kariet v ruke; ak karta ponúka voľbu („2 vodcovstvo alebo politika“), rozdelí si ich sám. Ťahané typy sú verejné, karty nie. Na Ošetrovni si hráč ťahá len 1 kartu, typu zo svojej sady zručností.
bsg-rh-text-step-move = Hráč môže zostať, alebo sa zadarmo presunúť do inej lokácie na tej istej lodi. Presun na druhú loď (Galactica ↔ Colonial One) stojí 1 kartu zručností podľa jeho voľby, odhodenú lícom nahor. Na Ošetrovňu, do Cely ani do cylonskej lokácie sa nikto presunúť nesmie. Pilot vo Viperi môže Viper zadarmo presunúť do susednej oblasti, alebo odhodiť 1 kartu a vrátiť sa do ktorejkoľvek lokácie. V Cele sa nikto nepohybuje.
bsg-rh-text-step-action = Hráč vykoná jednu akciu (alebo žiadnu): aktivuje lokáciu, v ktorej stojí (nie poškodenú), zahrá kartu zručností s „Akcia:“, použije akciu svojej postavy, aktivuje svoj Viper, použije akciu titulu (Prezident ťahá alebo zahrá kartu quora, Admirál odpáli atómovú bombu), alebo odhalí kartu „Si Cylon“. Niektoré efekty dávajú akcie navyše; vykonávajú sa pred krokom krízy.
bsg-rh-text-step-crisis = Hráč na ťahu ťahá vrchnú kartu krízy, prečíta ju nahlas a hneď sa vyhodnotí: test zručností (prispieť môže každý), voľba (kto volí, hovorí karta), alebo útok Cylonov (rozmiestnia sa lode). Hráč v Cele alebo Cylonský hráč tento krok aj dva nasledujúce vynecháva.
bsg-rh-text-step-activation = Ak má karta krízy symbol aktivácie (a nie je to karta útoku Cylonov), konajú cylonské lode toho typu: Raideri útočia alebo letia k civilným lodiam, Ťažkí Raideri letia ku Galactice a vysadia sa na ňu (Centurioni postupujú), Basestar útočí na Galacticu; typ bez lode na hracom pláne namiesto toho vypustí nové lode.
bsg-rh-text-step-jump_prep = Ak má karta krízy symbol skoku, posunie sa žetón flotily o 1 políčko po stupnici Príprava na skok. Keď dosiahne posledné políčko, flotila hneď skáče, bez rizika pre populáciu.
bsg-rh-text-step-end = Použijú sa schopnosti „na konci ťahu“ (Recon postavy Sharon Valerii). Karta krízy sa odhodí, ak nezostáva v hre. Každý hráč s viac ako 10 kartami zručností (alebo s nižším limitom svojej postavy) odhodí karty na limit. Ak je palivo, jedlo, morálka alebo populácia na 0 alebo nižšie, vyhrávajú Cyloni. Na ťahu je ďalší hráč v smere hodinových ručičiek.
bsg-rh-text-step-cylon_turn = Odhalený Cylonský hráč si ťahá 2 karty zručností ľubovoľných typov, môže sa zadarmo presunúť do inej cylonskej lokácie a tam vykonať jej akciu. Kroky krízy, aktivácie ani prípravy na skok v jeho ťahu nie sú; karty zručností, karty quora, tituly ani karta postavy mu už neslúžia.

## tituly
bsg-rh-text-title-president = Titul drží len ľudský hráč. Prezident drží karty quora v tajnosti (bez limitu), ako akciu môže ťahať 1 kartu quora alebo jednu zahrať, len on smie použiť Prezidentskú kanceláriu a robí každé rozhodnutie „volí Prezident“. Ak sa držiteľ stane Cylonským hráčom, titul prechádza podľa poradia nástupníctva; Úrad vlády (test politiky a vodcovstva) ho môže odovzdať niekomu inému.
bsg-rh-text-title-admiral = Titul drží len ľudský hráč. Admirál má atómové bomby (ako akciu odpáli jednu na Basestar), pri každom skoku volí destináciu (ťahá 2, jednu si tajne ponechá, druhú dá nevidenú pod balíček), umiestňuje civilné lode, keď oblasť nie je určená, a robí každé rozhodnutie „volí Admirál“. Ak ho efekt pošle do Cely alebo sa stane Cylonským hráčom, titul prechádza podľa poradia nástupníctva.

## pravidlá
bsg-rh-text-rule-secrecy = Obviniť kohokoľvek smie ktokoľvek kedykoľvek. Nesmieš ukázať karty v ruke ani povedať presnú silu karty: „trochu pomôžem“ áno, „mám pilotáž 5“ nie. Po teste zručností nikto nehovorí, ktoré karty zahral. Čo vidíš v balíčku, zostáva tajné. Čo sa dozvieš z cudzej karty lojality, si môžeš nechať pre seba, prezradiť, alebo o tom klamať. Tieto pravidlá platia aj pre odhalených Cylonov. Bot nikdy neprezradí, kto prispel ktorou kartou. Stále rozkazy sú tajné ako karty v ruke: bot nikdy neprezradí, kto má aký rozkaz, a okno, na ktoré odpovedajú rozkazy, vyzerá rovnako bez ohľadu na to, kto aké karty drží; ukáže sa len karta, ktorú rozkaz zahrá.
bsg-rh-text-rule-skill_check = Test určuje svoje typy zručností (kladné) a obtiažnosť. Do spoločnej kôpky idú 2 karty osudu; potom, počnúc hráčom naľavo od hráča na ťahu a končiac ním, každý pridá lícom nadol ľubovoľný počet kariet (verejný je len ich počet; v Cele alebo ako odhalený Cylon najviac 1). Kôpka sa zamieša a odhalí: kladné typy pripočítavajú svoju silu, všetky ostatné ju odčítavajú. Súčet ≥ obtiažnosť: úspech; karta môže mať aj čiastočný úspech; inak neúspech. Texty kariet v kôpke sa nevyhodnocujú.
bsg-rh-text-rule-destiny = 10 kariet zručností, od každého typu 2, zamiešaných. Do každého testu zručností idú nevidené 2 vrchné karty, takže žiadny test nie je istý a záporná karta nemusí byť od nikoho z hráčov. Po ťahaní poslednej karty sa balíček hneď zostaví znova.
bsg-rh-text-rule-crisis_cards = V každom ľudskom ťahu sa ťahá kríza: test zručností (prípadne s inou možnosťou, ktorú smie zvoliť ten, kto na karte volí), voľba medzi dvoma možnosťami, alebo útok Cylonov, ktorý rozmiestni lode. Jej symboly potom určia, ktoré cylonské lode sa aktivujú a či sa flotila pripravuje na skok. Laura Roslin si ťahá 2 a jednu si ponechá.
bsg-rh-text-rule-loyalty = Karty lojality sa držia lícom nadol; verejný je len ich počet u každého hráča. Kto drží akúkoľvek kartu „Si Cylon“, je Cylon, nech drží čokoľvek ďalšie. Ďalšie karty sa rozdávajú vo fáze spiaceho agenta. Efekt, ktorý dovolí pozrieť sa na kartu lojality iného hráča, ukáže jednu náhodnú, len tebe. Balíček lojality sa nikdy nemieša znova.
bsg-rh-text-rule-reveal = Odhalenie karty „Si Cylon“ je akcia. Vyhodnotí sa jej schopnosť (nie v Cele); Cylon odhodí karty zručností na 3, príde o tituly, presunie sa na Loď znovuzrodenia, ťahá si 1 kartu veľkej krízy a ťah hneď končí, bez krízy.
bsg-rh-text-rule-cylon_player = Odhalený Cylon hrá z cylonských lokácií, v každom ťahu si ťahá 2 karty ľubovoľných typov, do testu zručností pridá najviac 1 kartu a karty krízy naň nepôsobia, pokiaľ nemenujú Cylonských hráčov. Nemožno ho poslať na Ošetrovňu ani do Cely, ani vybrať kartou Executive Order alebo kartou quora. Pravidlá utajenia platia aj preňho.
bsg-rh-text-rule-cylon_locations = Odhalení Cylonskí hráči sa zadarmo pohybujú medzi štyrmi lokáciami mimo Galacticy a konajú len tam: Caprica (zahrať kartu veľkej krízy, alebo vyhodnotiť 1 z 2 kariet krízy), Letka Cylonov (aktivovať všetky cylonské lode jedného typu, alebo vypustiť lode z Basestar), Ľudská flotila (pozrieť sa hráčovi do ruky a vziať si 1 kartu zručností; potom môže hod kockou poškodiť Galacticu) a Loď znovuzrodenia (vymeniť kartu veľkej krízy; darovať neodhalené karty lojality, kým je vzdialenosť najviac 7). Ľudia sa tam nikdy nedostanú.
bsg-rh-text-rule-sympathizer = Karta Si sympatizant sa po rozdaní hneď odhalí. Ak je niektorá surovina v červenom pásme (polovica počiatočnej hodnoty alebo menej), hráč ide do Cely a počíta sa ako človek. Inak sa hráč hneď stáva Cylonským hráčom (bez schopnosti odhalenia, bez veľkej krízy, a nikdy nesmie použiť Letku Cylonov ani hrať veľké krízy). Odhalený Cylon, ktorý ju dostane, ju odovzdá inému hráčovi.
bsg-rh-text-rule-sleeper = Keď vzdialenosť prvýkrát dosiahne 4, hra sa zastaví a každý hráč dostane 1 ďalšiu kartu lojality (Sharon Valerii 2 a potom ide do Cely). Teraz sa môžu objaviť skrytí Cyloni: aj človek môže dostať kartu „Si Cylon“.
bsg-rh-text-rule-jump = Flotila skáče, keď žetón flotily dosiahne políčko automatického skoku, alebo keď niekto aktivuje Riadenie FTL motorov so žetónom na modrom políčku (3 alebo 4): najprv sa hádže kockou a pri 1–6 sa stratí 3, alebo 1 populácia. Pri skoku opustia hrací plán všetky lode, Admirál ťahá 2 destinácie a jednu si ponechá, pripočíta sa jej vzdialenosť a žetón sa vráti na začiatok. Vzdialenosť 4 prináša fázu spiaceho agenta; po dosiahnutí vzdialenosti 8 vyhráva hru ďalší skok.
bsg-rh-text-rule-hand_limit = Na konci každého ťahu odhodí každý hráč s viac ako 10 kartami zručností (Galen Tyrol: 8) karty na limit, všetci naraz; voľba je tajná, odhodené karty verejné. Karty quora, krízy, veľkej krízy a lojality sa nepočítajú. Ťahanie na počet kariet v ruke nehľadí.
bsg-rh-text-rule-quorum = Karty quora drží v tajnosti Prezident a ako akciu jednu zahrá; zahraná karta je verejná. Niektoré zostávajú v hre alebo sa dávajú hráčovi. Odhalených Cylonov nimi vybrať nemožno.
bsg-rh-text-rule-super_crisis = Cylon, ktorý sa odhalí, si ťahá 1 kartu veľkej krízy a drží ju v tajnosti. Hrá sa len z lokácie Caprica a schopnosti postáv, ktoré menia krízy, na ňu nepôsobia.
bsg-rh-text-rule-galactica_damage = Pri poškodení sa ťahá žetón poškodenia Galacticy: poškodenú lokáciu nemožno aktivovať, kým sa neopraví (karta zručností Repair); ostatné žetóny stoja surovinu. Ak je poškodených 6 lokácií naraz, Galactica je zničená a Cyloni vyhrávajú.
bsg-rh-text-rule-game_end = Ľudia vyhrávajú skokom po dosiahnutí vzdialenosti 8, ak je každá surovina nad 0. Cyloni vyhrávajú hneď, keď je Galactica zničená (6 poškodených lokácií) alebo Centurion dôjde na koniec Inváznej stupnice, a na konci každého ťahu, keď je palivo, jedlo, morálka alebo populácia na 0 alebo nižšie. Skrytí Cyloni vyhrávajú a prehrávajú s Cylonmi.
bsg-rh-text-rule-execution = Základná hra nič z toho nemá (oboje prinášajú rozšírenia). Na podozrivého má základná hra Celu: Admirálova kajuta (test vodcovstva a taktiky, obtiažnosť 7) tam vybranú postavu pošle.

## lokácie
bsg-rh-location-where = { $ship ->
        [galactica] Lokácia na Galactice
        [colonial_one] Lokácia na Colonial One
       *[cylon] Cylonská lokácia (len pre odhalených Cylonských hráčov)
    }{ $hazardous ->
        [yes] ; nebezpečná: dobrovoľne sa sem nikto presunúť nesmie
       *[no] {""}
    }{ $damageable ->
        [yes] ; môže byť poškodená (potom ju nemožno aktivovať, kým sa neopraví).
       *[no] .
    }
bsg-rh-location-does = { $kind ->
        [action] Akcia: { $text }.
       *[passive] Pravidlo: { $text }.
    }
bsg-rh-location-note-sickbay = Hráč poslaný sem si v kroku získania zručností ťahá len 1 kartu a obvykle v kroku pohybu odíde.
bsg-rh-location-note-brig = Sem hráča dostane len efekt. V Cele sa hráč nemôže pohybovať, vo svojom ťahu vynecháva krok krízy (aj dva nasledujúce), do testu zručností pridá najviac 1 kartu a Cylon, ktorý sa tu odhalí, nepoužije schopnosť odhalenia. Admirál poslaný sem prichádza o titul. Cesta von: uspieť v tomto teste, alebo efekt, ktorý to hovorí.
bsg-rh-location-note-presidents_office = Aktivovať ju smie len Prezident.
bsg-rh-location-note-ftl_control = Len so žetónom flotily na modrom políčku (3 alebo 4); krok krízy potom stále nasleduje.
bsg-rh-location-note-caprica = Po kríze vyhodnotenej tu nenasleduje aktivácia ani príprava na skok.
bsg-rh-location-note-hangar_deck = Len pre postavu, ktorá má pilotáž vo svojej sade zručností.

## postavy a karty zručností
bsg-rh-ability = – **{ $name }**{ $polarity ->
    [negative] {" "}(nevýhoda)
   *[positive] {""}
 }: { $text }
bsg-rh-skill-copies = { $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } kariet
 } sily { $strength }
bsg-rh-skill-deck = Typ { $skill }: { $copies }.
bsg-rh-skill-does = { $when ->
        [action] Akcia
        [before_cards_added_to_skill_check] Pred pridaním kariet do testu zručností
        [after_skill_check_totalled] Po sčítaní sily testu zručností
        [before_die_roll] Pred každým hodom kockou
        [after_viper_attacked] Keď je napadnutý Viper
       *[other] Keď nastane jej chvíľa
    }: { $text }.
bsg-rh-skill-check-note = V teste zručností sa počíta len jej typ a sila; jej text sa nevyhodnocuje.

## čo pre tému znamená rozohraná hra
bsg-rh-now-here = Tu: { $players }.
bsg-rh-now-damaged = { $damaged ->
        [yes] Poškodená: kým sa neopraví, nemožno ju aktivovať.
       *[no] Nepoškodená.
    }
bsg-rh-now-not-played = Túto postavu v tejto hre nikto nehrá.
bsg-rh-now-off-board = mimo hracieho plánu
bsg-rh-now-in-viper = vo Viperi v oblasti { $area }
bsg-rh-now-played-by = Hrá { $player }; kde: { $location }.
bsg-rh-now-once-used = { $used ->
        [yes] Schopnosť „raz za hru“ je použitá.
       *[no] Schopnosť „raz za hru“ je ešte k dispozícii.
    }
bsg-rh-now-skill-deck = Balíček ({ $skill }): zostáva { $deck }, v odhadzovacom balíčku { $discard } (z nich { $name }: { $these }).
bsg-rh-now-you-hold = V tvojej ruke: { $name } ×{ $count }.
bsg-rh-now-turn = Ťah { $turn }: { $player }; krok: { $step }.
bsg-rh-now-holder = { $title ->
        [president] Prezident
       *[admiral] Admirál
    }: { $player }.
bsg-rh-now-vipers = Viperov v Rezervách: { $reserves }.
bsg-rh-now-centurions = Centurioni na Inváznej stupnici (políčka): { $positions }.
bsg-rh-now-quorum = Karty quora v ruke: { $hand }; balíček quora: { $deck }.
bsg-rh-now-nukes = Zostávajúce atómové bomby: { $count }.
bsg-rh-now-jump-track = Žetón flotily je na políčku { $position } stupnice Príprava na skok; symbolov skoku do automatického skoku: { $to_auto }.
bsg-rh-now-ftl = { $ftl ->
        [loss] Riadenie FTL motorov by teraz mohlo skočiť: pri hode 1–6 klesne populácia o { $loss } (teraz { $population }).
       *[no] Riadenie FTL motorov zatiaľ skočiť nemôže (potrebuje políčko 3 alebo 4).
    }
bsg-rh-now-distance = Vzdialenosť: { $distance } (ku Kobolu zostáva { $to_kobol }).
bsg-rh-now-resource = { $resource ->
        [fuel] palivo
        [food] jedlo
        [morale] morálka
       *[population] populácia
    } { $value }
bsg-rh-now-hand = { $player }: { $count }
bsg-rh-now-resources = Suroviny: { $resources }.
bsg-rh-now-hands = Karty zručností v ruke: { $hands }.
bsg-rh-now-loyalty = Karty lojality v ruke: { $counts }; v balíčku lojality zostáva: { $deck }.
bsg-rh-now-your-loyalty = Tvoje (vidíš len ty): { $cards }.
bsg-rh-now-revealed = Odhalení Cylonskí hráči: { $players }.
bsg-rh-now-no-check = Žiadny test zručností neprebieha.
bsg-rh-now-check = Prebieha: { $skills }, obtiažnosť { $difficulty }; zatiaľ prispelo hráčov: { $done }.
bsg-rh-now-destiny = Kariet v balíčku osudu: { $count }.
bsg-rh-now-deck = Balíček kríz: { $deck }; odhadzovací balíček: { $discard }.
bsg-rh-now-sleeper = { $done ->
        [yes] Fáza spiaceho agenta už prebehla (vzdialenosť { $distance }).
       *[no] Ešte len príde: vzdialenosť je { $distance } zo 4.
    }
bsg-rh-now-damage = Poškodené lokácie: { $count } zo 6 ({ $places }); zostávajúce žetóny poškodenia: { $tokens }.
