# Zvyšné texty (pomocník tidy, 5. sedenie).
# Názov karty lojality je veta („Nie si Cylon“): vo vete je v úvodzovkách.
bsg-loyalty-quoted = „{ $name }“
# Na koho čaká tajné rozhodnutie: najprv jeho otázka, potom kto odpovedá a kde.
bsg-ui-waiting-secret-asked = { $question } Čaká sa na odpoveď na { $count ->
    [one] súkromnom paneli
    [few] súkromných paneloch
    [many] súkromných paneloch
   *[other] súkromných paneloch
 }: { $players }
# Raptory ako efekt: jeden stratený zo zásob, alebo zničený opravený.
bsg-fx-raptors = { $way ->
    [repair] { $count ->
        [one] { $count } zničený Raptor je opravený
        [few] { $count } zničené Raptory sú opravené
        [many] { $count } zničeného Raptora je opraveného
       *[other] { $count } zničených Raptorov je opravených
    }
   *[lose] { $count ->
        [one] { $count } Raptor je zničený
        [few] { $count } Raptory sú zničené
        [many] { $count } Raptora je zničeného
       *[other] { $count } Raptorov je zničených
    }
 }
# Voliteľné efekty ako voľba (engine/games/bsg/effect_text.py MAY).
bsg-fx-may-repair-vipers = { $person ->
    [you] môžeš opraviť
   *[other] { $who } môže opraviť
 } až { $count ->
    [one] { $count } poškodený alebo zničený Viper
    [few] { $count } poškodené alebo zničené Vipery
    [many] { $count } poškodeného alebo zničeného Vipera
   *[other] { $count } poškodených alebo zničených Viperov
 }
bsg-fx-may-repair-raptors = { $person ->
    [you] môžeš opraviť
   *[other] { $who } môže opraviť
 } { $count ->
    [one] { $count } zničený Raptor
    [few] { $count } zničené Raptory
    [many] { $count } zničeného Raptora
   *[other] { $count } zničených Raptorov
 }
bsg-fx-may-reduce = { $person ->
    [you] môžeš znížiť
   *[other] { $who } môže znížiť
 } { $resource ->
    [fuel] palivo
    [food] jedlo
    [morale] morálku
   *[population] populáciu
 } o { $amount }
