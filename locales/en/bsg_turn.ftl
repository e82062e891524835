# The whole turn in one sitting (presenters/bsg_turn_plan.py)
bsg-plan-open = Plan my whole turn
bsg-plan-title = **Your turn in one go.** Choose each step in the menus below, then press Submit turn: the steps are played at once, in order. Nothing is played or shown to anyone before you submit. Irreversible actions stay on your ordinary panel, with their confirmation.
bsg-plan-step = { $step }. { $action }
bsg-plan-next = Choose the next step below, or submit now.
bsg-plan-ends = { $why ->
        [hidden] The plan ends here: this step draws or shows cards. Once it is played, your panel asks for the rest.
        [random] The plan ends here: this step rolls a die or shuffles. Once it is played, your panel asks for the rest.
        [others] The plan ends here: the next decision is not yours alone. Once it is played, the game goes on.
        [full] A plan holds at most four steps. Once they are played, your panel asks for the rest.
        [card] The plan ends here: the card you pay for changing ships is chosen next, on your panel.
       *[over] The plan ends here: that is the end of your action.
    }
bsg-plan-menu = Step { $step }: choose…
bsg-plan-submit = { $steps ->
        [one] Submit turn ({ $steps } step)
       *[other] Submit turn ({ $steps } steps)
    }
bsg-plan-back = Back to my panel
bsg-plan-refused = { $why ->
        [owner] That plan is on another player's panel. Nothing changed.
        [stale] That plan is out of date: the game has moved on since. Nothing changed; plan again from your panel.
       *[forged] That is not a plan your panel offered. Nothing changed.
    }
