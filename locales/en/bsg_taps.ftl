## Taps that forgive (issue 24 part 5): confirmations of irreversible actions, labels shown in full.

bsg-confirm-question = { $what ->
        [reveal] Reveal yourself as a Cylon? This cannot be undone.
        [ability] Use your once-per-game ability? This cannot be undone.
       *[super] Play this super crisis card? This cannot be undone.
    }
    { $action }
bsg-confirm-yes = Confirm
bsg-confirm-no = Cancel
bsg-confirm-cancelled = Cancelled; nothing changed.
bsg-confirm-done = Confirmed.
bsg-confirm-already = { $what ->
        [reveal] You have already revealed yourself; nothing changed.
        [ability] Your once-per-game ability is already used; nothing changed.
       *[super] That card has already been played; nothing changed.
    }
bsg-confirm-passed = { $waiting ->
        [yes] That moment has passed: the decision has changed since. Nothing changed; choose again from the current buttons.
       *[no] That moment has passed: it is no longer your decision. Nothing changed.
    }
