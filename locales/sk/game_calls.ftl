# One call to action per decision in every game (presenters/game_calls.py): the thread's decision line names the
# decision and, when the table has a clock, when its time runs out; a DM prompt says the same with the thread's link.
shared-call-waiting = Čaká sa na: { $mentions } – { $decision }.
shared-call-waiting-due = Čaká sa na: { $mentions } – { $decision }, čas vyprší { $when }.
shared-call-waiting-told = Čaká sa na: { $mentions }, čas vyprší { $when }.
shared-call-dm = V hre **{ $title } č. { $id }** je potrebné tvoje rozhodnutie: { $decision }
shared-call-your-move = ťah
