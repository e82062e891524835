"""How many of a thing Discord accepts in one place: distinct limits that happen to be equal today, each named once
so that the code says which one it meets (a select's options are not an autocomplete's choices).

Presenters cut what they offer to these; the cogs lay controls out by them (cogs/components.py) and cut every
autocomplete answer (cogs/autocomplete.py). Limits in characters live with what they limit: labels in
presenters/labels.py, control ids in presenters/controls.py."""

from __future__ import annotations

SELECT_OPTIONS = 25  # options in one select menu (and values chosen in it)
AUTOCOMPLETE_CHOICES = 25  # choices in one autocomplete answer
EMBED_FIELDS = 25  # fields in one embed
VIEW_ITEMS = 25  # components in one message, as discord.ui.View counts its children
VIEW_ROWS = 5  # rows of components in one message
ROW_WIDTH = 5  # buttons in one row; a select fills its row
