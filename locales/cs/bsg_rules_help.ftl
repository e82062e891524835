## Pravidla na požádání (issue 24, část 4): `/bsg rules topic:`. Podle shared/rules/bsg.md a českých pravidel;
## názvy karet a postav zůstávají vydané (anglické), popisy jsou česky.

bsg-cmd-rules = Pravidlo na požádání: lokace, postava, karta dovedností, krok tahu nebo pravidlo.
bsg-cmd-rules-opt-topic = Co vysvětlit (začni psát: lokace, postava, karta dovedností, krok tahu, titul nebo pravidlo).
bsg-cmd-rules-opt-game = Číslo hry (výchozí: hra tohoto vlákna): odpověď doplní, co pro téma znamená její veřejný stav.

bsg-rh-label = { $kind ->
        [location] Lokace
        [character] Postava
        [skill] Karta dovedností
        [step] Krok tahu
        [title] Titul
       *[rule] Pravidlo
    }: { $name }
bsg-rh-title = **{ $name }** ({ $kind ->
        [location] lokace
        [character] postava
        [skill] karta dovedností
        [step] krok tahu
        [title] titul
       *[rule] pravidlo
    })
bsg-rh-unknown = Téma „{ $topic }“ neznám. Možná: { $near }. Začni psát do `/bsg rules topic:` a vyber si.
bsg-rh-pick = Na jedno téma se zeptáš přes `/bsg rules topic:` (začni psát a vyber), např. { $near }.
bsg-rh-none = žádné
bsg-rh-now = **V této hře teď:**
bsg-rh-seat = { $player } ({ $character })

## názvy témat
bsg-rh-name-step-turn = Celý tah
bsg-rh-name-step-receive = Získání dovedností
bsg-rh-name-step-move = Pohyb
bsg-rh-name-step-action = Akce
bsg-rh-name-step-crisis = Krize
bsg-rh-name-step-activation = Aktivace cylonských lodí
bsg-rh-name-step-jump_prep = Příprava na skok
bsg-rh-name-step-end = Konec tahu
bsg-rh-name-step-cylon_turn = Tah odhaleného Cylona
bsg-rh-name-title-president = Prezident
bsg-rh-name-title-admiral = Admirál
bsg-rh-name-rule-secrecy = Utajení a řeči u stolu
bsg-rh-name-rule-skill_check = Testy dovedností
bsg-rh-name-rule-destiny = Balíček osudu
bsg-rh-name-rule-crisis_cards = Karty krizí
bsg-rh-name-rule-loyalty = Karty loajality
bsg-rh-name-rule-reveal = Odhalení Cylona
bsg-rh-name-rule-cylon_player = Odhalení Cylonští hráči
bsg-rh-name-rule-cylon_locations = Cylonské lokace
bsg-rh-name-rule-sympathizer = Stoupenec
bsg-rh-name-rule-sleeper = Fáze spícího agenta
bsg-rh-name-rule-jump = Skok flotily
bsg-rh-name-rule-hand_limit = Limit karet v ruce
bsg-rh-name-rule-quorum = Karty quora
bsg-rh-name-rule-super_crisis = Karty velkých krizí
bsg-rh-name-rule-galactica_damage = Poškození Galacticy
bsg-rh-name-rule-game_end = Konec hry
bsg-rh-name-rule-execution = Popravy a cylonští vůdci

## kroky tahu
bsg-rh-text-step-turn = Tah lidského hráče má sedm kroků: 1. získání dovedností, 2. pohyb, 3. akce, 4. krize, 5. aktivace cylonských lodí, 6. příprava na skok, 7. schopnosti na konci tahu. Potom se kontroluje limit karet v ruce, Cyloni vyhrávají, je-li některá surovina na 0 nebo níž, a na tahu je další hráč po směru hodinových ručiček. Odhalený Cylon má vlastní, kratší tah.
bsg-rh-text-step-receive = Hráč na tahu si lízne přesně ty karty dovedností, které ukazuje jeho karta postavy, bez ohledu na počet karet v ruce; nabízí-li karta volbu („2 vůdcovství nebo politika“), rozdělí si je sám. Líznuté typy jsou veřejné, karty ne. Na Ošetřovně si hráč lízne jen 1 kartu, typu ze své sady dovedností.
bsg-rh-text-step-move = Hráč může zůstat, nebo se zdarma přesunout do jiné lokace na téže lodi. Přesun na druhou loď (Galactica ↔ Colonial One) stojí 1 kartu dovedností podle jeho volby, odhozenou lícem nahoru. Na Ošetřovnu, do Cely ani do cylonské lokace se nikdo přesunout nesmí. Pilot ve Viperu může Viper zdarma přesunout do sousední oblasti, nebo odhodit 1 kartu a vrátit se do kterékoli lokace. V Cele se nikdo nepohybuje.
bsg-rh-text-step-action = Hráč provede jednu akci (nebo žádnou): aktivuje lokaci, ve které stojí (ne poškozenou), zahraje kartu dovedností s „Akce:“, použije akci své postavy, aktivuje svůj Viper, použije akci titulu (Prezident lízne nebo zahraje kartu quora, Admirál odpálí atomovou bombu), nebo odhalí kartu „Jsi Cylon“. Některé efekty dávají akce navíc; provádějí se před krokem krizí.
bsg-rh-text-step-crisis = Hráč na tahu lízne vrchní kartu krize, přečte ji nahlas a hned se vyhodnotí: test dovedností (přispět může každý), volba (kdo volí, říká karta), nebo útok Cylonů (rozmístí se lodě). Hráč v Cele nebo Cylonský hráč tento krok i dva následující vynechává.
bsg-rh-text-step-activation = Má-li karta krize symbol aktivace (a není to karta útoku Cylonů), jednají cylonské lodě toho typu: Raideři útočí nebo letí k civilním lodím, Těžcí Raideři letí ke Galactice a vysadí se na ni (Centurioni postupují), Basestar útočí na Galacticu; typ bez lodi na hracím plánu místo toho vypustí nové lodě.
bsg-rh-text-step-jump_prep = Má-li karta krize symbol skoku, posune se žeton flotily o 1 políčko po stupnici Příprava na skok. Dosáhne-li posledního políčka, flotila hned skáče, bez rizika pro populaci.
bsg-rh-text-step-end = Použijí se schopnosti „na konci tahu“ (Recon postavy Sharon Valerii). Karta krize se odhodí, pokud nezůstává ve hře. Každý hráč s více než 10 kartami dovedností (nebo s nižším limitem své postavy) odhodí karty na limit. Je-li palivo, jídlo, morálka nebo populace na 0 nebo níž, vyhrávají Cyloni. Na tahu je další hráč po směru hodinových ručiček.
bsg-rh-text-step-cylon_turn = Odhalený Cylonský hráč si lízne 2 karty dovedností libovolných typů, může se zdarma přesunout do jiné cylonské lokace a tam provést její akci. Kroky krizí, aktivace ani přípravy na skok v jeho tahu nejsou; karty dovedností, karty quora, tituly ani karta postavy mu už neslouží.

## tituly
bsg-rh-text-title-president = Titul drží jen lidský hráč. Prezident drží karty quora v tajnosti (bez limitu), jako akci může líznout 1 kartu quora nebo jednu zahrát, jen on smí použít Prezidentskou kancelář a dělá každé rozhodnutí „volí Prezident“. Stane-li se držitel Cylonským hráčem, přechází titul podle pořadí nástupnictví; Úřad vlády (test politiky a vůdcovství) ho může předat někomu jinému.
bsg-rh-text-title-admiral = Titul drží jen lidský hráč. Admirál má atomové bomby (jako akci odpálí jednu na Basestar), při každém skoku volí destinaci (lízne 2, jednu si tajně ponechá, druhou dá neviděnou pod balíček), umisťuje civilní lodě, když oblast není určena, a dělá každé rozhodnutí „volí Admirál“. Pošle-li ho efekt do Cely nebo stane-li se Cylonským hráčem, titul přechází podle pořadí nástupnictví.

## pravidla
bsg-rh-text-rule-secrecy = Obvinit kohokoli smí kdokoli kdykoli. Nesmíš ukázat karty v ruce ani říct přesnou sílu karty: „trochu pomůžu“ ano, „mám pilotáž 5“ ne. Po testu dovedností nikdo neříká, které karty zahrál. Co vidíš v balíčku, zůstává tajné. Co se dozvíš z cizí karty loajality, si můžeš nechat pro sebe, prozradit, nebo o tom lhát. Tato pravidla platí i pro odhalené Cylony. Bot nikdy neprozradí, kdo přispěl kterou kartou. Stálé rozkazy jsou tajné jako karty v ruce: bot nikdy neprozradí, kdo má jaký rozkaz, a okno, na které odpovídají rozkazy, vypadá stejně bez ohledu na to, kdo jaké karty drží; ukáže se jen karta, kterou rozkaz zahraje.
bsg-rh-text-rule-skill_check = Test určuje své typy dovedností (kladné) a obtížnost. Do společné hromádky jdou 2 karty osudu; pak, počínaje hráčem nalevo od hráče na tahu a konče jím, každý přidá lícem dolů libovolný počet karet (veřejný je jen jejich počet; v Cele nebo jako odhalený Cylon nejvýš 1). Hromádka se zamíchá a odhalí: kladné typy přičítají svou sílu, všechny ostatní ji odečítají. Součet ≥ obtížnost: úspěch; karta může mít i částečný úspěch; jinak selhání. Texty karet v hromádce se nevyhodnocují.
bsg-rh-text-rule-destiny = 10 karet dovedností, od každého typu 2, zamíchaných. Do každého testu dovedností jdou neviděné 2 vrchní karty, takže žádný test není jistý a záporná karta nemusí být od nikoho z hráčů. Po líznutí poslední karty se balíček hned sestaví znovu.
bsg-rh-text-rule-crisis_cards = V každém lidském tahu se lízne krize: test dovedností (případně s jinou možností, kterou smí zvolit ten, kdo na kartě volí), volba mezi dvěma možnostmi, nebo útok Cylonů, který rozmístí lodě. Její symboly pak určí, které cylonské lodě se aktivují a zda se flotila připravuje na skok. Laura Roslin si lízne 2 a jednu si ponechá.
bsg-rh-text-rule-loyalty = Karty loajality se drží lícem dolů; veřejný je jen jejich počet u každého hráče. Kdo drží jakoukoli kartu „Jsi Cylon“, je Cylon, ať drží cokoli dalšího. Další karty se rozdávají ve fázi spícího agenta. Efekt, který dovolí nahlédnout do karty loajality jiného hráče, ukáže jednu náhodnou, jen tobě. Balíček loajality se nikdy nemíchá znovu.
bsg-rh-text-rule-reveal = Odhalení karty „Jsi Cylon“ je akce. Vyhodnotí se její schopnost (ne v Cele); Cylon odhodí karty dovedností na 3, přijde o tituly, přesune se na Loď znovuzrození, lízne si 1 kartu velké krize a tah hned končí, bez krize.
bsg-rh-text-rule-cylon_player = Odhalený Cylon hraje z cylonských lokací, v každém tahu si lízne 2 karty libovolných typů, do testu dovedností přidá nejvýš 1 kartu a karty krizí na něj nepůsobí, pokud nejmenují Cylonské hráče. Nelze ho poslat na Ošetřovnu ani do Cely, ani vybrat kartou Executive Order nebo kartou quora. Pravidla utajení platí i pro něj.
bsg-rh-text-rule-cylon_locations = Odhalení Cylonští hráči se zdarma pohybují mezi čtyřmi lokacemi mimo Galacticu a jednají jen tam: Caprica (zahrát kartu velké krize, nebo vyhodnotit 1 ze 2 karet krizí), Letka Cylonů (aktivovat všechny cylonské lodě jednoho typu, nebo vypustit lodě z Basestar), Lidská flotila (podívat se hráči do ruky a vzít si 1 kartu dovedností; pak může hod kostkou poškodit Galacticu) a Loď znovuzrození (vyměnit kartu velké krize; darovat neodhalené karty loajality, dokud je vzdálenost nejvýš 7). Lidé se tam nikdy nedostanou.
bsg-rh-text-rule-sympathizer = Karta Jsi stoupenec se po rozdání hned odhalí. Je-li některá surovina v červeném pásmu (polovina počáteční hodnoty nebo méně), jde hráč do Cely a počítá se jako člověk. Jinak se hráč hned stává Cylonským hráčem (bez schopnosti odhalení, bez velké krize, a nikdy nesmí použít Letku Cylonů ani hrát velké krize). Odhalený Cylon, který ji dostane, ji předá jinému hráči.
bsg-rh-text-rule-sleeper = Když vzdálenost poprvé dosáhne 4, hra se zastaví a každý hráč dostane 1 další kartu loajality (Sharon Valerii 2 a pak jde do Cely). Teď se mohou objevit skrytí Cyloni: i člověk může dostat kartu „Jsi Cylon“.
bsg-rh-text-rule-jump = Flotila skáče, když žeton flotily dosáhne políčka automatického skoku, nebo když někdo aktivuje Řízení FTL motorů se žetonem na modrém políčku (3 nebo 4): nejdřív se hází kostkou a při 1–6 se ztratí 3, nebo 1 populace. Při skoku opustí hrací plán všechny lodě, Admirál lízne 2 destinace a jednu si ponechá, přičte se její vzdálenost a žeton se vrátí na začátek. Vzdálenost 4 přináší fázi spícího agenta; po dosažení vzdálenosti 8 vyhrává hru další skok.
bsg-rh-text-rule-hand_limit = Na konci každého tahu odhodí každý hráč s více než 10 kartami dovedností (Galen Tyrol: 8) karty na limit, všichni zároveň; volba je tajná, odhozené karty veřejné. Karty quora, krizí, velkých krizí a loajality se nepočítají. Lízání na počet karet v ruce nehledí.
bsg-rh-text-rule-quorum = Karty quora drží v tajnosti Prezident a jako akci jednu zahraje; zahraná karta je veřejná. Některé zůstávají ve hře nebo se dávají hráči. Odhalené Cylony jimi vybrat nelze.
bsg-rh-text-rule-super_crisis = Cylon, který se odhalí, si lízne 1 kartu velké krize a drží ji v tajnosti. Hraje se jen z lokace Caprica a schopnosti postav, které mění krize, na ni nepůsobí.
bsg-rh-text-rule-galactica_damage = Při poškození se táhne žeton poškození Galacticy: poškozenou lokaci nelze aktivovat, dokud se neopraví (karta dovedností Repair); ostatní žetony stojí surovinu. Je-li poškozeno 6 lokací najednou, Galactica je zničena a Cyloni vyhrávají.
bsg-rh-text-rule-game_end = Lidé vyhrávají skokem po dosažení vzdálenosti 8, je-li každá surovina nad 0. Cyloni vyhrávají hned, když je Galactica zničena (6 poškozených lokací) nebo Centurion dojde na konec Invazní stupnice, a na konci každého tahu, kdy je palivo, jídlo, morálka nebo populace na 0 nebo níž. Skrytí Cyloni vyhrávají a prohrávají s Cylony.
bsg-rh-text-rule-execution = Základní hra nic z toho nemá (obojí přinášejí rozšíření). Na podezřelého má základní hra Celu: Admirálova kajuta (test vůdcovství a taktiky, obtížnost 7) tam vybranou postavu pošle.

## lokace
bsg-rh-location-where = { $ship ->
        [galactica] Lokace na Galactice
        [colonial_one] Lokace na Colonial One
       *[cylon] Cylonská lokace (jen pro odhalené Cylonské hráče)
    }{ $hazardous ->
        [yes] ; nebezpečná: dobrovolně se sem nikdo přesunout nesmí
       *[no] {""}
    }{ $damageable ->
        [yes] ; může být poškozena (pak ji nelze aktivovat, dokud se neopraví).
       *[no] .
    }
bsg-rh-location-does = { $kind ->
        [action] Akce: { $text }.
       *[passive] Pravidlo: { $text }.
    }
bsg-rh-location-note-sickbay = Hráč poslaný sem si v kroku získání dovedností lízne jen 1 kartu a obvykle v kroku pohybu odejde.
bsg-rh-location-note-brig = Sem hráče dostane jen efekt. V Cele se hráč nemůže pohybovat, ve svém tahu vynechává krok krizí (i dva následující), do testu dovedností přidá nejvýš 1 kartu a Cylon, který se tu odhalí, nepoužije schopnost odhalení. Admirál poslaný sem přichází o titul. Cesta ven: uspět v tomto testu, nebo efekt, který to říká.
bsg-rh-location-note-presidents_office = Aktivovat ji smí jen Prezident.
bsg-rh-location-note-ftl_control = Jen se žetonem flotily na modrém políčku (3 nebo 4); krok krizí pak stále následuje.
bsg-rh-location-note-caprica = Po krizi vyhodnocené zde nenásleduje aktivace ani příprava na skok.
bsg-rh-location-note-hangar_deck = Jen pro postavu, která má pilotáž ve své sadě dovedností.

## postavy a karty dovedností
bsg-rh-ability = – **{ $name }**{ $polarity ->
    [negative] {" "}(nevýhoda)
   *[positive] {""}
 }: { $text }
bsg-rh-skill-copies = { $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } karet
 } síly { $strength }
bsg-rh-skill-deck = Typ { $skill }: { $copies }.
bsg-rh-skill-does = { $when ->
        [action] Akce
        [before_cards_added_to_skill_check] Před přidáním karet do testu dovedností
        [after_skill_check_totalled] Po sečtení síly testu dovedností
        [before_die_roll] Před každým hodem kostkou
        [after_viper_attacked] Když je napaden Viper
       *[other] Když nastane její chvíle
    }: { $text }.
bsg-rh-skill-check-note = V testu dovedností se počítá jen její typ a síla; její text se nevyhodnocuje.

## co pro téma znamená rozehraná hra
bsg-rh-now-here = Tady: { $players }.
bsg-rh-now-damaged = { $damaged ->
        [yes] Poškozená: dokud se neopraví, nelze ji aktivovat.
       *[no] Nepoškozená.
    }
bsg-rh-now-not-played = Tuto postavu v této hře nikdo nehraje.
bsg-rh-now-off-board = mimo hrací plán
bsg-rh-now-in-viper = ve Viperu v oblasti { $area }
bsg-rh-now-played-by = Hraje { $player }; kde: { $location }.
bsg-rh-now-once-used = { $used ->
        [yes] Schopnost „jednou za hru“ je použitá.
       *[no] Schopnost „jednou za hru“ je ještě k dispozici.
    }
bsg-rh-now-skill-deck = Balíček ({ $skill }): zbývá { $deck }, v odhazovacím balíčku { $discard } (z nich { $name }: { $these }).
bsg-rh-now-you-hold = Ve tvé ruce: { $name } ×{ $count }.
bsg-rh-now-turn = Tah { $turn }: { $player }; krok: { $step }.
bsg-rh-now-holder = { $title ->
        [president] Prezident
       *[admiral] Admirál
    }: { $player }.
bsg-rh-now-vipers = Viperů v Rezervách: { $reserves }.
bsg-rh-now-centurions = Centurioni na Invazní stupnici (políčka): { $positions }.
bsg-rh-now-quorum = Karty quora v ruce: { $hand }; balíček quora: { $deck }.
bsg-rh-now-nukes = Zbývající atomové bomby: { $count }.
bsg-rh-now-jump-track = Žeton flotily je na políčku { $position } stupnice Příprava na skok; symbolů skoku do automatického skoku: { $to_auto }.
bsg-rh-now-ftl = { $ftl ->
        [loss] Řízení FTL motorů by teď mohlo skočit: při hodu 1–6 klesne populace o { $loss } (teď { $population }).
       *[no] Řízení FTL motorů zatím skočit nemůže (potřebuje políčko 3 nebo 4).
    }
bsg-rh-now-distance = Vzdálenost: { $distance } (ke Kobolu zbývá { $to_kobol }).
bsg-rh-now-resource = { $resource ->
        [fuel] palivo
        [food] jídlo
        [morale] morálka
       *[population] populace
    } { $value }
bsg-rh-now-hand = { $player }: { $count }
bsg-rh-now-resources = Suroviny: { $resources }.
bsg-rh-now-hands = Karty dovedností v ruce: { $hands }.
bsg-rh-now-loyalty = Karty loajality v ruce: { $counts }; v balíčku loajality zbývá: { $deck }.
bsg-rh-now-your-loyalty = Tvoje (vidíš jen ty): { $cards }.
bsg-rh-now-revealed = Odhalení Cylonští hráči: { $players }.
bsg-rh-now-no-check = Žádný test dovedností neprobíhá.
bsg-rh-now-check = Probíhá: { $skills }, obtížnost { $difficulty }; zatím přispělo hráčů: { $done }.
bsg-rh-now-destiny = Karet v balíčku osudu: { $count }.
bsg-rh-now-deck = Balíček krizí: { $deck }; odhazovací balíček: { $discard }.
bsg-rh-now-sleeper = { $done ->
        [yes] Fáze spícího agenta už proběhla (vzdálenost { $distance }).
       *[no] Teprve přijde: vzdálenost je { $distance } ze 4.
    }
bsg-rh-now-damage = Poškozené lokace: { $count } ze 6 ({ $places }); zbývající žetony poškození: { $tokens }.
