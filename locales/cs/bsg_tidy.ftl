# Zbylé texty (pomocník tidy, 5. sezení).
# Název karty loajality je věta („Nejsi Cylon“): ve větě je v uvozovkách.
bsg-loyalty-quoted = „{ $name }“
# Na koho čeká tajné rozhodnutí: nejdřív jeho otázka, pak kdo odpovídá a kde.
bsg-ui-waiting-secret-asked = { $question } Čeká se na odpověď na { $count ->
    [one] soukromém panelu
    [few] soukromých panelech
    [many] soukromých panelech
   *[other] soukromých panelech
 }: { $players }
# Raptory jako efekt: jeden ztracený ze zásob, nebo zničený opravený.
bsg-fx-raptors = { $way ->
    [repair] { $count ->
        [one] { $count } zničený Raptor je opraven
        [few] { $count } zničené Raptory jsou opraveny
        [many] { $count } zničeného Raptoru je opraveno
       *[other] { $count } zničených Raptorů je opraveno
    }
   *[lose] { $count ->
        [one] { $count } Raptor je zničen
        [few] { $count } Raptory jsou zničeny
        [many] { $count } Raptoru je zničeno
       *[other] { $count } Raptorů je zničeno
    }
 }
# Volitelné efekty jako volba (engine/games/bsg/effect_text.py MAY).
bsg-fx-may-repair-vipers = { $person ->
    [you] můžeš opravit
   *[other] { $who } může opravit
 } až { $count ->
    [one] { $count } poškozený nebo zničený Viper
    [few] { $count } poškozené nebo zničené Vipery
    [many] { $count } poškozeného nebo zničeného Viperu
   *[other] { $count } poškozených nebo zničených Viperů
 }
bsg-fx-may-repair-raptors = { $person ->
    [you] můžeš opravit
   *[other] { $who } může opravit
 } { $count ->
    [one] { $count } zničený Raptor
    [few] { $count } zničené Raptory
    [many] { $count } zničeného Raptoru
   *[other] { $count } zničených Raptorů
 }
bsg-fx-may-reduce = { $person ->
    [you] můžeš snížit
   *[other] { $who } může snížit
 } { $resource ->
    [fuel] palivo
    [food] jídlo
    [morale] morálku
   *[population] populaci
 } o { $amount }
