### Battlestar Galactica česky. Pojmy podle českých pravidel: karta dovedností, test dovedností, obtížnost,
### dovednosti politické, vůdcovské, taktické, pilotní, inženýrské (a zrada); karta krize, karta velké krize,
### karta quora, karta loajality, karta destinace, karta titulu, Prezident, Admirál, balíček osudu, balíček,
### odhazovací balíček; suroviny: jídlo, palivo, morálka, populace; flotila, skok, stupnice Příprava na skok,
### vzdálenost, Kobol, Invazní stupnice, lokace, cela, ošetřovna, Cylonské lokace, oblast vesmíru, Rezervy;
### lodě: Viper, Raider, Těžký Raider, Basestar, civilní loď, Centurion, atomová bomba, žeton poškození;
### fáze spícího agenta, Jsi Cylon, Jsi stoupenec; kroky tahu: krok získání dovedností, krok pohybu, akční krok,
### krok krizí, krok aktivace cylonských lodí, krok příprava na skok.
### Jména karet, postav a lokací z dat karet (engine/games/bsg/data) zůstávají v publikované anglické podobě.

# same-as-en: the game's published title
bsg-title = Battlestar Galactica

## odmítnutí

bsg-error-over = Hra skončila.
bsg-error-not_your_turn = Teď nerozhoduješ ty.
bsg-error-malformed = Této akci nerozumím.
bsg-error-allowed = Teď je možné: { $types }.
bsg-error-not_an_option = To teď mezi tvými možnostmi není.
bsg-error-reason-contribute = Přidej karty z ruky, nebo žádnou (nejvýše jednu, jsi-li v cele nebo odhalený Cylon).
bsg-error-reason-move = Tam se přesunout nemůžeš: vyber jinou lokaci na své lodi, nebo odhoď kartu z ruky a přesuň se na druhou loď (ne na ošetřovnu, do cely, do Cylonských lokací ani na uzavřenou Colonial One).
bsg-error-reason-draft = Tato postava je obsazená nebo ještě není dovolená: vyber z nejméně zastoupených typů postav (nebo podpůrnou postavu).
bsg-error-reason-draw_skill = Tento typ dovednosti si tady líznout nesmíš.
bsg-error-repeated = Tutéž kartu jsi uvedl dvakrát.
bsg-error-not_in_hand = Můžeš použít jen karty z ruky.
bsg-error-too_many = To je příliš mnoho karet (v cele nebo jako odhalený Cylon můžeš přidat nejvýše jednu; při odhazování jen tolik, kolik ještě zbývá odhodit).
bsg-error-too_few = Vyber aspoň jednu kartu.
bsg-error-param-card = Tuto kartu nemáš, nebo ji teď nelze použít.
bsg-error-param-location = Tuto lokaci teď nemůžeš použít (může být poškozená, blokovaná nebo pro tvou postavu nedovolená).
bsg-error-param-target = To není dovolený cíl.
bsg-error-param-seat = Tohoto hráče nelze vybrat.
bsg-error-param-area = Tato oblast vesmíru tady není dovolená.
bsg-error-param-option = Tato možnost není k dispozici.
bsg-error-param-skill = Tento typ dovednosti tady není dovolený.
bsg-error-contribution_too_long = `contribution_hours` nesmí být delší než `decision_hours`.

## volby stolu

bsg-optdesc-window_seconds = Kolik sekund zůstává otevřené okno pro karty (před hodem, kolem testu dovedností) pro všechny (10–3600, výchozí 90).
bsg-optdesc-decision_hours = Kolik hodin má hráč na rozhodnutí, než se použije výchozí volba (1–168, výchozí 24).
bsg-optdesc-contribution_hours = Kolik hodin je na přidání karet do testu dovedností (1–168, výchozí 12).

## výsledky

bsg-result-win = { $side ->
    [human] Lidé vítězí
   *[cylon] Cyloni vítězí
 }: { $reason }.
bsg-result-nobody = V tomto týmu nikdo nebyl, takže prohrávají všichni hráči.
bsg-result-reason-boarding = Centurion dosáhl konce Invazní stupnice
bsg-result-reason-galactica_destroyed = šest lokací Galacticy bylo poškozeno
bsg-result-reason-final_jump = flotila provedla poslední skok ke Kobolu a žádná surovina neklesla na nulu
bsg-result-reason-final_jump_resources = flotila dosáhla Kobolu, ale některá surovina došla
bsg-result-reason-resources = na konci tahu byla některá surovina na nule
bsg-result-reason-turn_limit = hra přesáhla bezpečnostní limit tahů
