### Další k místům v dlouhých hrách: hra s vlastními hodinami pro každé rozhodnutí, hlasování s lhůtou, vzdání se ve prospěch robota.

## Vlastní hodiny hry
shared-turn-hours-own-clock = Každé rozhodnutí této hry má vlastní hodiny: `turn_hours` zde nastavuje `{ $option }` a musí být { $low }–{ $high } (možnost „žádné“ tu není).

## Hlasování s lhůtou
shared-vote-closes = Hlasování skončí { $when }; pak vyhrává nejčastější odpověď (při shodě nebo bez hlasů ta nejmírnější).
shared-vote-time-up = ⏰ Čas hlasování o místě hráče { $player } vypršel. { $outcome }

## Vzdání se ve prospěch robota
shared-resign-ask-bot = Opravdu se chceš hry **{ $title } č. { $id }** natrvalo vzdát? Tvé místo do konce hry převezme robot (vše, co k místu patří, mu zůstane) a hra se ti započítá jako prohra, ať dopadne jakkoli. Vrátit se už nepůjde.
shared-resigned-to-bot = 🚪 { $player } odchází ze hry č. { $id }; na tomto místě od teď hraje { $bot }.
shared-resigned-to-bot-done = Vzdáno: tvé místo hraje robot.
shared-resign-last-person = U tohoto stolu jsi poslední člověk: vzdáním hra skončí bez výsledku.
