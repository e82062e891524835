# Calls to action (presenters/calls.py): when a decision's time runs out, as a Discord timestamp in the reader's time
shared-call-deadline = time runs out { $when }
