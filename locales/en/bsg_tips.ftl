# One-line tips under a call that point to what spares the next waits (presenters/bsg_tips.py)
bsg-tip-draws = { $where ->
    [button] Tip: set this once under **Orders** → Draw pattern, and the game stops asking.
   *[command] Tip: set this once with `/bsg orders` → Draw pattern, and the game stops asking.
}
bsg-tip-plan = Tip: **Plan my whole turn** below sends your move and action in one press.
bsg-tip-plan-hand = Tip: **Plan my whole turn** on your panel (`/bsg hand`) sends your move and action in one press.
