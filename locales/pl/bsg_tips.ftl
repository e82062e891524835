# One-line tips under a call that point to what spares the next waits (presenters/bsg_tips.py)
bsg-tip-draws = { $where ->
    [button] Wskazówka: ustaw to raz przyciskiem **Rozkazy** → Wzór dobierania, a gra nie będzie cię już o to pytać.
   *[command] Wskazówka: ustaw to raz poleceniem `/bsg orders` → Wzór dobierania, a gra nie będzie cię już o to pytać.
}
bsg-tip-plan = Wskazówka: przyciskiem **Zaplanuj całą turę** poniżej wyślesz ruch i akcję jednym kliknięciem.
bsg-tip-plan-hand = Wskazówka: przyciskiem **Zaplanuj całą turę** na swoim panelu (`/bsg hand`) wyślesz ruch i akcję jednym kliknięciem.
