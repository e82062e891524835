# Živý stavový příspěvek tahu (presenters/bsg_thread.py): rutinní kroky sloučené do jednoho řádku.
bsg-thread-draws = { $player } si lízne: { $cards }.
# same-as-en: a count and a skill type
bsg-thread-drawn = { $count } × { $skill }
