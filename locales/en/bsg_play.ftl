## Texts fixed after a played game (issue 24 play-through)

# The lobby's options line: the table's pace (/bsg new pace:)
bsg-option-pace = { $pace ->
    [live] Pace: live (reaction windows ask and wait)
   *[days] Pace: over days (reaction windows do not wait; standing orders answer)
 }

# The movement question to a character aboard a ship (no Viper of their own to fly)
bsg-prompt-move-aboard = Movement: stay, or move (a move to the other ship costs a card).

# Repair: the location the player stands in
bsg-fx-repair-here = repair the location you are in

# The living post under its own "Skill check: …, difficulty …" line: only how many have contributed
bsg-ui-check-progress-count = Contributed so far: { $done }/{ $total }

# A panel's news: the skill cards just drawn, in one sentence
bsg-panel-drawn = You drew { $cards }.
