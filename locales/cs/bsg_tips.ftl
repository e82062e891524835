# One-line tips under a call that point to what spares the next waits (presenters/bsg_tips.py)
bsg-tip-draws = { $where ->
    [button] Tip: nastav si to jednou tlačítkem **Rozkazy** → Vzor lízání a hra se tě na to už ptát nebude.
   *[command] Tip: nastav si to jednou příkazem `/bsg orders` → Vzor lízání a hra se tě na to už ptát nebude.
}
bsg-tip-plan = Tip: tlačítkem **Naplánovat celý tah** níže zadáš pohyb i akci jedním stisknutím.
bsg-tip-plan-hand = Tip: tlačítkem **Naplánovat celý tah** na svém panelu (`/bsg hand`) zadáš pohyb i akci jedním stisknutím.
