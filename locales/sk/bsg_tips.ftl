# One-line tips under a call that point to what spares the next waits (presenters/bsg_tips.py)
bsg-tip-draws = { $where ->
    [button] Tip: nastav si to raz tlačidlom **Rozkazy** → Vzor ťahania a hra sa ťa na to už pýtať nebude.
   *[command] Tip: nastav si to raz príkazom `/bsg orders` → Vzor ťahania a hra sa ťa na to už pýtať nebude.
}
bsg-tip-plan = Tip: tlačidlom **Naplánovať celý ťah** nižšie zadáš pohyb aj akciu jedným stlačením.
bsg-tip-plan-hand = Tip: tlačidlom **Naplánovať celý ťah** na svojom paneli (`/bsg hand`) zadáš pohyb aj akciu jedným stlačením.
