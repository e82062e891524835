# Živý stavový príspevok ťahu (presenters/bsg_thread.py): rutinné kroky zlúčené do jedného riadku.
bsg-thread-draws = { $player } si potiahne: { $cards }.
# same-as-en: a count and a skill type
bsg-thread-drawn = { $count } × { $skill }
