# Pozostałe teksty (pomocnik tidy, 5. sesja).
# Tytuł karty lojalności to zdanie („Nie jesteś Cylonem”): w zdaniu stoi w cudzysłowie.
bsg-loyalty-quoted = „{ $name }”
# Na kogo czeka tajna decyzja: najpierw jej pytanie, potem kto odpowiada i gdzie.
bsg-ui-waiting-secret-asked = { $question } Czekamy na odpowiedź na { $count ->
    [one] prywatnym panelu
    [few] prywatnych panelach
    [many] prywatnych panelach
   *[other] prywatnych panelach
 }: { $players }
# Raptory jako efekt: jeden stracony z rezerw albo zniszczony naprawiony.
bsg-fx-raptors = { $way ->
    [repair] { $count ->
        [one] { $count } zniszczony Raptor zostaje naprawiony
        [few] { $count } zniszczone Raptory zostają naprawione
        [many] { $count } zniszczonych Raptorów zostaje naprawionych
       *[other] { $count } zniszczonego Raptora zostaje naprawione
    }
   *[lose] { $count ->
        [one] { $count } Raptor zostaje zniszczony
        [few] { $count } Raptory zostają zniszczone
        [many] { $count } Raptorów zostaje zniszczonych
       *[other] { $count } Raptora zostaje zniszczone
    }
 }
# Opcjonalne efekty jako wybór (engine/games/bsg/effect_text.py MAY).
bsg-fx-may-repair-vipers = { $person ->
    [you] możesz naprawić
   *[other] { $who } może naprawić
 } do { $count ->
    [one] { $count } uszkodzonego lub zniszczonego Vipera
    [few] { $count } uszkodzonych lub zniszczonych Viperów
    [many] { $count } uszkodzonych lub zniszczonych Viperów
   *[other] { $count } uszkodzonego lub zniszczonego Vipera
 }
bsg-fx-may-repair-raptors = { $person ->
    [you] możesz naprawić
   *[other] { $who } może naprawić
 } { $count ->
    [one] { $count } zniszczonego Raptora
    [few] { $count } zniszczone Raptory
    [many] { $count } zniszczonych Raptorów
   *[other] { $count } zniszczonego Raptora
 }
bsg-fx-may-reduce = { $person ->
    [you] możesz obniżyć
   *[other] { $who } może obniżyć
 } { $resource ->
    [fuel] paliwo
    [food] żywność
    [morale] morale
   *[population] populację
 } o { $amount }
