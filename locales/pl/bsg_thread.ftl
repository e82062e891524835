# Żywy post stanu tury (presenters/bsg_thread.py): rutynowe kroki złączone w jeden wiersz.
bsg-thread-draws = { $player } dobiera: { $cards }.
# same-as-en: a count and a skill type
bsg-thread-drawn = { $count } × { $skill }
