# One call to action per decision in every game (presenters/game_calls.py): the thread's decision line names the
# decision and, when the table has a clock, when its time runs out; a DM prompt says the same with the thread's link.
shared-call-waiting = Čeká se na: { $mentions } – { $decision }.
shared-call-waiting-due = Čeká se na: { $mentions } – { $decision }, čas vyprší { $when }.
shared-call-waiting-told = Čeká se na: { $mentions }, čas vyprší { $when }.
shared-call-dm = Ve hře **{ $title } č. { $id }** je potřeba tvoje rozhodnutí: { $decision }
shared-call-your-move = tah
