# One call to action per decision in every game (presenters/game_calls.py): the thread's decision line names the
# decision and, when the table has a clock, when its time runs out (shared-call-deadline after " · ", as in the DM
# prompt and the reminder); a DM prompt says the same with the thread's link.
shared-call-waiting = Czekamy na { $mentions } – { $decision }
shared-call-waiting-told = Czekamy na { $mentions }
shared-call-dm = W grze **{ $title } nr { $id }** potrzebna jest twoja decyzja: { $decision }
shared-call-your-move = ruch
