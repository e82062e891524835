### Ďalšie k miestam v dlhých hrách: hra s vlastnými hodinami pre každé rozhodnutie, hlasovanie s lehotou, vzdanie sa v prospech robota.

## Vlastné hodiny hry
shared-turn-hours-own-clock = Každé rozhodnutie tejto hry má vlastné hodiny: `turn_hours` tu nastavuje `{ $option }` a musí byť { $low }–{ $high } (možnosť „žiadne“ tu nie je).

## Hlasovanie s lehotou
shared-vote-closes = Hlasovanie sa skončí { $when }; potom vyhráva najčastejšia odpoveď (pri zhode alebo bez hlasov tá najmiernejšia).
shared-vote-time-up = ⏰ Čas hlasovania o mieste hráča { $player } vypršal. { $outcome }

## Vzdanie sa v prospech robota
shared-resign-ask-bot = Naozaj sa chceš hry **{ $title } č. { $id }** natrvalo vzdať? Tvoje miesto do konca hry prevezme robot (všetko, čo k miestu patrí, mu zostane) a hra sa ti započíta ako prehra, nech dopadne akokoľvek. Vrátiť sa už nebude možné.
shared-resigned-to-bot = 🚪 { $player } odchádza z hry č. { $id }; na tomto mieste odteraz hrá { $bot }.
shared-resigned-to-bot-done = Vzdané: tvoje miesto hrá robot.
shared-resign-last-person = Pri tomto stole si posledný človek: vzdaním sa hra skončí bez výsledku.
