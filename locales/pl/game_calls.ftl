# One call to action per decision in every game (presenters/game_calls.py): the thread's decision line names the
# decision and, when the table has a clock, when its time runs out; a DM prompt says the same with the thread's link.
shared-call-waiting = Czekamy na: { $mentions } – { $decision }.
shared-call-waiting-due = Czekamy na: { $mentions } – { $decision }, czas mija { $when }.
shared-call-waiting-told = Czekamy na: { $mentions }, czas mija { $when }.
shared-call-dm = W grze **{ $title } nr { $id }** potrzebna jest twoja decyzja: { $decision }
shared-call-your-move = ruch
