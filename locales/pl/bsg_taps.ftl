## Taps that forgive (issue 24 part 5): confirmations of irreversible actions, labels shown in full.

bsg-confirm-question = { $what ->
        [reveal] Ujawnić się jako Cylon? Tego nie da się cofnąć.
        [ability] Użyć zdolności jednorazowej? Tego nie da się cofnąć.
       *[super] Zagrać tę kartę superkryzysu? Tego nie da się cofnąć.
    }
    { $action }
bsg-confirm-yes = Potwierdź
bsg-confirm-no = Anuluj
bsg-confirm-cancelled = Anulowano; nic się nie zmieniło.
bsg-confirm-done = Potwierdzono.
bsg-confirm-already = { $what ->
        [reveal] Twoje ujawnienie już nastąpiło; nic się nie zmieniło.
        [ability] Twoja zdolność jednorazowa została już użyta; nic się nie zmieniło.
       *[super] Ta karta została już zagrana; nic się nie zmieniło.
    }
bsg-confirm-passed = { $waiting ->
        [yes] Ta chwila minęła: decyzja w międzyczasie się zmieniła. Nic się nie zmieniło; wybierz ponownie z aktualnych przycisków.
       *[no] Ta chwila minęła: to już nie twoja decyzja. Nic się nie zmieniło.
    }
