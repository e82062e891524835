"""Player-facing text of the shared Discord layer (lobbies, tables, reminders), in one place for translation."""

LOBBY_TITLE = "{title} — game #{id}"
LOBBY_BODY = "Host: {host}\nPlayers ({count}/{max}, at least {min}): {players}\nOptions: {options}"
LOBBY_HINT = "Press **Join** to take a seat. The host presses **Start** when everyone is in."
LOBBY_STARTED = "The game has started."
LOBBY_ABANDONED = "This game was abandoned."
THREAD_NAME = "{title} #{id}"

BUTTON_JOIN = "Join"
BUTTON_LEAVE = "Leave"
BUTTON_START = "Start"
BUTTON_ADD_BOT = "Add bot"
BUTTON_HAND = "My hand / secret view"

CREATED = "Game #{id} created: {link}"
JOINED = "{user} joined game #{id}."
LEFT = "{user} left game #{id}."
STARTED = "**{title} #{id} has started!** Seats in order: {seats}"
ABANDONED = "Game #{id} was abandoned by {user}."
FINISHED = "**Game over.** {summary}"
WINNER = "Winner: {names}."
SHARED_WIN = "Shared first place: {names}."
NO_WINNER = "Nobody wins."

TURN_PROMPT = "Waiting for {mentions}."
DM_YOUR_INPUT = "Your input is wanted in **{title} #{id}** — {link}"
DM_WELCOME = "You are seated in **{title} #{id}**. Secret information for this game will arrive here. {link}"
DM_CLOSED_PUBLIC = (
    "{mention}, I cannot send you direct messages. Allow them under this server's *Privacy Settings → Direct "
    "Messages*, or use `/{game} hand` here to see your secret information and act privately."
)
DM_CLOSED_EPHEMERAL = "I could not DM you. Use `/{game} hand` in the game thread to see your secret view."
REMINDER = "⏰ {mention}, **{title} #{id}** is waiting for you — {link}"

NO_TABLE_HERE = "No {title} game found here. Name one with the `game` option, or start one with `/{game} new`."
SEVERAL_TABLES = "You are in several {title} games; name one with the `game` option ({ids})."
NOT_A_PLAYER = "You are not playing in this game."
NOT_IN_SERVER = "Use this command in a server channel."
DONE = "Done."
RESTARTED = "The bot restarted before it could finish this, so nothing changed. Please try again."
ACCEPTED = "Accepted."
ANNOUNCE_FAILED = (
    "Your move was recorded, but I could not post the update. Use `board` to see the game; it goes on normally."
)
CANNOT_POST = (
    "I cannot post in this channel. Give me Send Messages, Create Public Threads, Send Messages in Threads, "
    "Attach Files and Embed Links here, then try again."
)
BOT_ERROR = "Sorry — something went wrong on my side. The game is safe; please try again."
NO_SECRET = "This game has nothing secret to show you right now."
GAME_NOT_RUNNING = "That game is not running."

MINE_NONE = "You are not in any game."
MINE_LINE = "• {title} #{id} — {status} — {link}{turn}"
MINE_YOUR_TURN = " — **your move**"
OPEN_NONE = "No open lobbies in this server. Start one with `/<game> new`."
OPEN_LINE = "• {title} #{id} — {count}/{max} players — host {host} — {link}"
STATUS = {"lobby": "lobby", "playing": "playing", "finished": "finished", "abandoned": "abandoned"}

RULES_FOOTER = "Full rules: {path}"
UNKNOWN_CONTROL = "That button does nothing here."
OUT_OF_DATE = "This button is out of date."
OTHER_SERVER = "That game belongs to another server."
ALREADY_MADE = "That move was already made; nothing more happened."
DMS_TEST = "Direct messages work: your secret cards and prompts will arrive here."
DMS_OPEN = "I could send you a direct message, so your games will DM you again."
DMS_STILL_CLOSED = (
    "I still cannot send you direct messages. Allow them under the server's *Privacy Settings → Direct Messages*, "
    "then run `/games dms` again. Meanwhile `/<game> hand` shows your secret view here."
)
NOT_STORED = "Sorry — I could not save your move just now, so nothing changed. Please try again in a moment."
OPTION_SEATS_RANDOM = "Seats: shuffled at start"
OPTION_SEATS_JOIN = "Seats: in the order players joined"
OPTION_REMINDER = "Reminders: after {hours} hours, then daily"
OPTION_REMINDER_ONE = "Reminders: after 1 hour, then daily"
OPTION_BOT_LEVEL = "Bots play at level {level}"
BOT_ADDED = "{bot} takes a seat in game #{id}."
