# Leftover texts (the tidy helper, session 5).
# A loyalty card's title is a sentence ("You Are Not a Cylon"): named in a sentence, it is quoted.
bsg-loyalty-quoted = “{ $name }”
# Whom a secret decision waits for: its question first, then who answers where (never "panel: Movement: stay").
bsg-ui-waiting-secret-asked = { $question } Waiting for { $players } on their private { $count ->
    [one] panel
   *[other] panels
 }
# Raptors as an effect: one lost from the reserves, or a destroyed one repaired.
bsg-fx-raptors = { $way ->
    [repair] { $count ->
        [one] { $count } destroyed raptor is repaired
       *[other] { $count } destroyed raptors are repaired
    }
   *[lose] { $count ->
        [one] { $count } raptor is destroyed
       *[other] { $count } raptors are destroyed
    }
 }
# Optional effects said as a choice (engine/games/bsg/effect_text.py MAY).
bsg-fx-may-repair-vipers = { $person ->
    [you] you may
   *[other] { $who } may
 } repair up to { $count } damaged or destroyed { $count ->
    [one] viper
   *[other] vipers
 }
bsg-fx-may-repair-raptors = { $person ->
    [you] you may
   *[other] { $who } may
 } repair { $count } destroyed { $count ->
    [one] raptor
   *[other] raptors
 }
bsg-fx-may-reduce = { $person ->
    [you] you may
   *[other] { $who } may
 } reduce { $resource ->
    [fuel] fuel
    [food] food
    [morale] morale
   *[population] population
 } by { $amount }
