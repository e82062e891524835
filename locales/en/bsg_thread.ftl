# The living status post of a turn (presenters/bsg_thread.py): routine steps folded into one line.
bsg-thread-draws = { $player } draws { $cards }.
# same-as-en: a count and a skill type
bsg-thread-drawn = { $count } × { $skill }
