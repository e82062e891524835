### Battlestar Galactica po slovensky. Pojmy podľa českých pravidiel, slovensky: karta zručností, test zručností,
### obtiažnosť, zručnosti politické, vodcovské, taktické, pilotné, inžinierske (a zrada); karta krízy, karta veľkej
### krízy, karta quora, karta lojality, karta destinácie, karta titulu, Prezident, Admirál, balíček osudu,
### odhadzovací balíček; suroviny: jedlo, palivo, morálka, populácia; flotila, skok, stupnica Príprava na skok,
### vzdialenosť, Kobol, Invázna stupnica, lokácia, cela, ošetrovňa, Cylonské lokácie, oblasť vesmíru, Rezervy;
### lode: Viper, Raider, Ťažký Raider, Basestar, civilná loď, Centurion, atómová bomba, žetón poškodenia;
### fáza spiaceho agenta, Si Cylon, Si sympatizant; kroky ťahu: krok získania zručností, krok pohybu, akčný krok,
### krok krízy, krok aktivácie cylonských lodí, krok príprava na skok.
### Mená kariet, postáv a lokácií z dát kariet (engine/games/bsg/data) zostávajú v publikovanej anglickej podobe.

# same-as-en: the game's published title
bsg-title = Battlestar Galactica

## odmietnutia

bsg-error-over = Hra sa skončila.
bsg-error-not_your_turn = Teraz nerozhoduješ ty.
bsg-error-malformed = Tejto akcii nerozumiem.
bsg-error-allowed = Teraz je možné: { $types }.
bsg-error-not_an_option = To teraz medzi tvojimi možnosťami nie je.
bsg-error-reason-contribute = Pridaj karty z ruky, alebo žiadnu (najviac jednu, ak si v cele alebo odhalený Cylon).
bsg-error-reason-move = Tam sa presunúť nemôžeš: vyber inú lokáciu na svojej lodi, alebo odhoď kartu z ruky a presuň sa na druhú loď (nie na ošetrovňu, do cely, do Cylonských lokácií ani na zatvorenú Colonial One).
bsg-error-reason-draft = Táto postava je obsadená alebo ešte nie je dovolená: vyber z najmenej zastúpených typov postáv (alebo podpornú postavu).
bsg-error-reason-draw_skill = Tento typ zručnosti si tu potiahnuť nesmieš.
bsg-error-repeated = Tú istú kartu si uviedol dvakrát.
bsg-error-not_in_hand = Môžeš použiť len karty z ruky.
bsg-error-too_many = To je priveľa kariet (v cele alebo ako odhalený Cylon môžeš pridať najviac jednu; pri odhadzovaní len toľko, koľko ešte zostáva odhodiť).
bsg-error-too_few = Vyber aspoň jednu kartu.
bsg-error-param-card = Túto kartu nemáš, alebo ju teraz nemožno použiť.
bsg-error-param-location = Túto lokáciu teraz nemôžeš použiť (môže byť poškodená, blokovaná alebo pre tvoju postavu nedovolená).
bsg-error-param-target = To nie je dovolený cieľ.
bsg-error-param-seat = Tohto hráča nemožno vybrať.
bsg-error-param-area = Táto oblasť vesmíru tu nie je dovolená.
bsg-error-param-option = Táto možnosť nie je k dispozícii.
bsg-error-param-skill = Tento typ zručnosti tu nie je dovolený.
bsg-error-contribution_too_long = `contribution_hours` nesmie byť dlhšie ako `decision_hours`.

## voľby stola

bsg-optdesc-window_seconds = Koľko sekúnd zostáva otvorené okno pre karty (pred hodom, okolo testu zručností) pre všetkých (10–3600, predvolené 90).
bsg-optdesc-decision_hours = Koľko hodín má hráč na rozhodnutie, kým sa použije predvolená voľba (1–168, predvolené 24).
bsg-optdesc-contribution_hours = Koľko hodín je na pridanie kariet do testu zručností (1–168, predvolené 12).

## výsledky

bsg-result-win = { $side ->
    [human] Ľudia víťazia
   *[cylon] Cyloni víťazia
 }: { $reason }.
bsg-result-nobody = V tomto tíme nebol nikto, takže prehrávajú všetci hráči.
bsg-result-reason-boarding = Centurion dosiahol koniec Inváznej stupnice
bsg-result-reason-galactica_destroyed = šesť lokácií Galacticy bolo poškodených
bsg-result-reason-final_jump = flotila vykonala posledný skok ku Kobolu a žiadna surovina neklesla na nulu
bsg-result-reason-final_jump_resources = flotila dosiahla Kobol, ale niektorá surovina sa minula
bsg-result-reason-resources = na konci ťahu bola niektorá surovina na nule
bsg-result-reason-turn_limit = hra prekročila bezpečnostný limit ťahov
