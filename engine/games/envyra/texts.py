"""All player-facing English text of Envyra, as templates (translate this module only).

`describe(kind, params, names)` turns an event into a sentence; IllegalMove reasons, option descriptions
and the tie-break explanation are templates below too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .data import CARDS, THEMES, TILES

# --- option descriptions -------------------------------------------------------------------------------------
OPT_SIMPLIFIED = "Simplified variant: every player places exactly one cube per round."
OPT_EQUILIBRIUM = "EQUILIBRIUM cards: off, A (public cards), B (one secret card each) or C (both)."
OPT_START_PLAYER = "Who holds the start-player cone in round 1: random, or a seat number."
OPT_ROUND_LIMIT = "End the game after this round (0 = no limit)."
OPT_END_TILE = "Which End tile is used (only the standard one is available)."

# --- options as the lobby shows them (`EnvyraPresenter.option_text`) -------------------------------------------
OPTION_TEXT: dict[str, Any] = {
    "simplified": {True: "Cubes: 1 a round (simplified)", False: "Cubes: 1 or 2 a round"},
    "equilibrium": {
        "off": "Equilibrium: off",
        "A": "Equilibrium: A (public cards)",
        "B": "Equilibrium: B (a secret card each)",
        "C": "Equilibrium: C (public cards and a secret card each)",
    },
    "start_player": {"random": "Start player: random", "seat": "Start player: seat {seat}"},
    "round_limit": {"none": "Rounds: no limit", "limit": "Rounds: at most {n}"},
}

# --- option errors -------------------------------------------------------------------------------------------
ERR_PLAYER_COUNT = "Envyra needs 2 to 4 players, not {n}."
ERR_START_PLAYER = (
    "Seat {seat} was chosen to start, but this table has {n} players: wait for more players, "
    "or open a new game with start_player random or a seat from 1 to {n}."
)

# --- illegal moves -------------------------------------------------------------------------------------------
ERR_GAME_OVER = "The game is over."
ERR_NOT_A_SEAT = "You are not playing in this game."
ERR_NOT_YOUR_TURN = "It is not your turn."
ERR_SITTING_OUT = "You sit out this final round: no tile on the grid is open to you."
ERR_MALFORMED = "That action is not understood."
ERR_WRONG_ACTION = {
    "place": "Now is the time to place your cubes (Phase I).",
    "move": "Now choose which of your cubes moves onto the grid.",
    "remove": "Now choose a tile to remove from the grid.",
}
ERR_POSITIONS_LIST = "Give the positions for your cubes as a list, e.g. A1 or A1 B2."
ERR_POSITION_TEXT = "Give a position such as B2."
ERR_NO_CUBE = "Place at least 1 cube."
ERR_TOO_MANY = "Place at most 2 cubes."
ERR_SIMPLIFIED_ONE = "In the simplified game you place exactly 1 cube."
ERR_SUPPLY = {"one": "You have only 1 cube in your supply.", "other": "You have only {supply} cubes in your supply."}
ERR_BAD_POSITION = "{pos} is not a position on the grid ({first} to {last})."
ERR_SAME_POSITION = "Each position holds one cube: choose two different positions."
ERR_EMPTY_POSITION = "{pos} holds no tile."
ERR_NOT_MOVABLE = "{pos} is not one of your movable cubes; choose {choices}."
ERR_NOT_REMOVABLE = "{pos} cannot be removed; choose {choices}."

# --- events --------------------------------------------------------------------------------------------------
EVENTS: dict[str, str] = {
    "confirmed": "{seat} has confirmed a placement.",
    "confirmed.changed": "{seat} has changed their placement.",
    "placement": "Round {round}: your cubes go to {spots}.",
    "placement.one": "Round {round}: your cube goes to {spots}.",
    "placement.warn": "Round {round}: your cubes go to {spots}. You cannot enter {inaccessible} yet "
    "(requirement not met).",
    "placement.warn.one": "Round {round}: your cube goes to {spots}. You cannot enter {inaccessible} yet "
    "(requirement not met).",
    "reveal": "The boards are revealed: {boards}.",
    "reveal.board": "{seat} {positions}",
    "cube_moved": "{seat} moves a cube onto the {tile} at {position}.",
    "cube_moved.auto": "{seat}'s cube moves onto the {tile} at {position} (no other choice).",
    "no_move.empty_board": "{seat} has no cube left on the board.",
    "no_move.waiting": "{seat} cannot enter {positions} yet and moves nothing; the cube stays for the next pass.",
    "no_move.not_movable": "{seat} cannot move any cube this step.",
    "claimed": "{seat} claims the {tile} at {position} (cubes: {counts}).",
    "claimed.tie": "{seat} claims the {tile} at {position} (cubes: {counts}): a tie, won by the latest cube.",
    "cubes_returned.tile_claimed": "{seat}'s cube on the board at {positions} returns: the tile was claimed.",
    "cubes_returned.requirement": "{seat}'s cube at {positions} returns to supply: requirement not met.",
    "cubes_returned.one_per_step": "{seat}'s cube at {positions} returns to supply: only one cube moves per step.",
    "cubes_returned.supply_check": "{seat} had no cube in supply: all {count} cubes come back from the tiles.",
    "cubes_returned.tile_removed": "{count} of {seat}'s cubes return from the removed tile at {positions}.",
    "cubes_returned.tile_removed.one": "{seat}'s cube on the removed tile at {positions} returns to supply.",
    "card_taken": "{seat} takes the Equilibrium card {card}.",
    "round_end": "Round {round} ends.",
    "refill": "Drawn for {position}: {tile_info}.",
    "bag_empty": "The bag is empty; left empty: {positions}.",
    "end_set_aside": "The End tile is drawn for {position}, but nobody owns all three colours: it is set aside.",
    "end_returned": "The End tile goes back into the bag.",
    "end_last": "The End tile is the last tile in the bag and nobody can enter it.",
    "cone_passed": "{seat} takes the start-player cone.",
    "round_start": "Round {round} begins. Order: {order}.",
    "round_start.final": "Round {round} begins, the final round. Order: {order}. Sitting out: {sitting_out}.",
    "blocked": "No tile on the grid is open to {seats}. {chooser} must remove a tile.",
    "blocked.no_chooser": "No tile on the grid is open to {seats}.",
    "tile_removed": "{seat} removes the {tile} at {position} from the game.",
    "search_draw.helps": "Drawn for {position}: {tile_info}. Now every player can move.",
    "search_draw.useless": "Drawn: {tile_info}. It does not help and is set aside.",
    "aside_returned": "Back into the bag: {tiles}.",
    "search_failed": "No tile in the bag helps: one last round is played without the blocked players.",
    "final_round": "This is the final round; sitting out: {sitting_out}. The game ends after this round.",
    "secret_card": "Your secret Equilibrium card: **{card_name}** ({symbols}, {vp} VP). It scores at the end "
    "if you own a tile of each of these symbols.",
    "resigned": "{seat} resigns.",
    "game_over": "Game over ({reason}). {standings}.",
    "game_over.standing": "{seat} {total} VP",
    "game_over.secret": "Secret Equilibrium cards: {cards}.",
    "game_over.secret_card": "{seat} {card}",
    "game_over.secret_scored": "{name} (+{vp} VP)",
    "game_over.secret_missed": "{name} (not fulfilled)",
}
CUBES = {"one": "1 cube", "other": "{count} cubes"}  # a number of cubes, for UI texts
CONDITIONS = {
    "A": "the End tile was claimed",
    "B": "the End tile was the last tile in the bag and nobody could enter it",
    "C": "a player could not enter any tile",
    "D": "the round limit was reached",
    "R": "a player resigned",
}

# --- result explanation --------------------------------------------------------------------------------------
RESULT_WIN = "{seat} wins with {total} VP."
RESULT_SHARED_WIN = "{seats} share the win with {total} VP and {set_vp} set VP each."
RESULT_BY_SETS = "{above} ranks above {below} on equal VP ({total}) thanks to more set VP ({a} against {b})."
RESULT_BY_END = "{above} ranks above {below} on equal VP ({total}) and set VP ({set_vp}) by owning the End tile."
RESULT_SHARED = "{seats} share a place: {total} VP and {set_vp} set VP each."
RESULT_RESIGNED = "{seat} resigned and ranks last."

# --- action labels (buttons, menus, the log: `EnvyraGame.action_label`) ----------------------------------------
LABEL_PLACE = "Place on {spots}"
LABEL_MOVE = "Move to {spot}"
LABEL_REMOVE = "Remove {spot}"
LABEL_RESIGN = "Resign"
LABEL_SPOT = "{pos} ({kind}, cost {cost}, {vp} VP)"
LABEL_SPOT_SEP = " + "
LABEL_KIND = {"bonus": "Bonus", "end": "End tile"}
LABEL_THEME = "{theme} {symbol}"

JOIN_AND = " and "
JOIN_COMMA = ", "
NOBODY = "nobody"
NO_CUBES = "no cubes"
PASS_SEP = " | "
SPOT = "{pos} ({tile})"
SYMBOL_SEP = " + "


TILE_NAME_THEME = "{theme} {symbol}"
TILE_NAME = {"bonus": "bonus tile", "end": "End tile"}
TILE_INFO = "{name} (cost {cost}, {vp} VP)"
TILE_INFO_NEEDS = "{name} (cost {cost}, {vp} VP, needs {req})"
REQ_ITEM = "{colour} {n}"


def plural(forms: dict[str, str], count: int, **params: Any) -> str:
    """The English CLDR plural form ("one" or "other") of a template pair, formatted."""
    return forms["one" if count == 1 else "other"].format(count=count, **params)


def tile_name(tile_id: str | None) -> str:
    """A tile as the image shows it: "Green Leaf", "bonus tile", "End tile" (internal ids are never shown)."""
    if tile_id is None:
        return "-"
    t = TILES[tile_id]
    if t.kind == "theme":
        return TILE_NAME_THEME.format(theme=t.theme, symbol=t.symbol)
    return TILE_NAME[t.kind]


def requirement_text(tile_id: str) -> str:
    """E.g. "Orange 1, Blue 1" ("" for an open tile)."""
    t = TILES[tile_id]
    return JOIN_COMMA.join(REQ_ITEM.format(colour=c, n=n) for c, n in zip(THEMES, t.req, strict=True) if n)


def tile_info(tile_id: str | None) -> str:
    """A tile with what the image prints on it: "Green Leaf (cost 3, 3 VP, needs Blue 1)"."""
    if tile_id is None:
        return "-"
    t = TILES[tile_id]
    req = requirement_text(tile_id)
    template = TILE_INFO_NEEDS if req else TILE_INFO
    return template.format(name=tile_name(tile_id), cost=t.cost, vp=t.vp, req=req)


def card_label(card_id: str) -> str:
    c = CARDS[card_id]
    return f"{c.name} ({c.vp} VP)"


def join(items: list[str]) -> str:
    if not items:
        return NOBODY
    if len(items) == 1:
        return items[0]
    return JOIN_COMMA.join(items[:-1]) + JOIN_AND + items[-1]


def _name(names: list[str], seat: int | None) -> str:
    if seat is None:
        return NOBODY
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


def _fields(params: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """Format every known parameter into words."""
    out: dict[str, Any] = dict(params)
    for key in ("seat", "mover", "chooser"):
        if key in params:
            out[key] = _name(names, params[key])
    for key in ("seats", "sitting_out"):
        if key in params:
            out[key] = join([_name(names, s) for s in params[key]])
    if "tile" in params:
        out["tile"] = tile_name(params["tile"])
        out["tile_info"] = tile_info(params["tile"])
    if "tiles" in params:
        out["tiles"] = join([tile_name(t) for t in params["tiles"]])
    if "positions" in params and "tiles" in params and len(params["tiles"]) == len(params["positions"]):
        pairs = zip(params["positions"], params["tiles"], strict=True)
        out["spots"] = join([SPOT.format(pos=p, tile=tile_name(t)) for p, t in pairs])
    elif "positions" in params:
        out["spots"] = join(list(params["positions"]))
    for key in ("positions", "inaccessible"):
        if key in params:
            out[key] = join(list(params[key]))
    if "card" in params:
        out["card"] = card_label(params["card"])
        card = CARDS[params["card"]]
        out.update(card_name=card.name, symbols=SYMBOL_SEP.join(card.symbols), vp=card.vp)
    if "counts" in params:
        out["counts"] = JOIN_COMMA.join(f"{n} {_name(names, s)}" for s, n in params["counts"])
    if "order" in params:
        out["order"] = JOIN_COMMA.join(_name(names, s) for s in params["order"])
    if "boards" in params:
        out["boards"] = JOIN_COMMA.join(
            EVENTS["reveal.board"].format(seat=_name(names, s), positions=join(b) if b else NO_CUBES)
            for s, b in enumerate(params["boards"])
            if b is not None
        )
    return out


def _variant(kind: str, params: dict[str, Any]) -> str:
    """Which template of a kind applies."""
    variant: dict[str, Callable[[dict[str, Any]], str]] = {
        "confirmed": lambda p: "confirmed.changed" if p.get("changed") else "confirmed",
        "placement": lambda p: (
            ("placement.warn" if p.get("inaccessible") else "placement")
            + (".one" if len(p.get("positions") or ()) == 1 else "")
        ),
        "cube_moved": lambda p: "cube_moved.auto" if p.get("auto") else "cube_moved",
        "no_move": lambda p: f"no_move.{p['reason']}",
        "claimed": lambda p: "claimed.tie" if p.get("tie") else "claimed",
        "cubes_returned": lambda p: (
            f"cubes_returned.{p['reason']}" + (".one" if p["reason"] == "tile_removed" and p.get("count") == 1 else "")
        ),
        "round_start": lambda p: "round_start.final" if p.get("sitting_out") else "round_start",
        "blocked": lambda p: "blocked" if p.get("chooser") is not None else "blocked.no_chooser",
        "search_draw": lambda p: "search_draw.helps" if p.get("helps") else "search_draw.useless",
    }
    return variant[kind](params) if kind in variant else kind


def secret_cards_text(params: dict[str, Any], names: list[str]) -> str:
    """At the end the secret Equilibrium cards are public: who had which, and whether it scored."""
    cards = params.get("secret_cards") or []
    fulfilled = params.get("secret_fulfilled") or [[] for _ in cards]
    shown = []
    for seat, (mine, done) in enumerate(zip(cards, fulfilled, strict=False)):
        for i, card_id in enumerate(mine):
            card = CARDS[card_id]
            scored = i < len(done) and done[i]
            key = "game_over.secret_scored" if scored else "game_over.secret_missed"
            text = EVENTS[key].format(name=card.name, vp=card.vp)
            shown.append(EVENTS["game_over.secret_card"].format(seat=_name(names, seat), card=text))
    return EVENTS["game_over.secret"].format(cards=JOIN_COMMA.join(shown)) if shown else ""


def describe(kind: str, params: dict[str, Any], names: list[str]) -> str:
    key = _variant(kind, params)
    fields = _fields(params, names)
    if kind == "game_over":
        fields["reason"] = CONDITIONS.get(params.get("condition", ""), "")
        standings = [
            EVENTS["game_over.standing"].format(seat=_name(names, s), total=params["scores"][s])
            for group in params.get("ranking", [])
            for s in group
        ]
        fields["standings"] = JOIN_COMMA.join(standings)
    template = EVENTS.get(key)
    if template is None:
        return kind
    fields.setdefault("round", "?")
    text = template.format(**fields)
    secret = secret_cards_text(params, names) if kind == "game_over" else ""
    return f"{text} {secret}" if secret else text


# -- Discord interface (cogs/envyra.py) ------------------------------------------------------------------------------
UI: dict[str, Any] = {
    "kind": {"bonus": "Bonus", "end": "End tile", "theme": "Tile"},
    "tile_label": "{pos} · {kind} · cost {cost} · {vp} VP",
    "needs": "Needs {req}",
    "pick_one": "Choose the position for your cube",
    "pick_two": "Choose one or two positions for your cubes",
    "confirm": "Confirm {positions}",
    "confirm_empty": "Choose first, then confirm",
    "placed": "Confirmed: {positions}. You can still change it until the last player confirms.",
    "placed_all": "Confirmed: {positions}. Everyone has placed — the boards are revealed in the game thread.",
    "stale": "That button belongs to an earlier round; use the newest message.",
    "unknown_button": "That button does nothing here.",
    "private_button": "Place my cubes (private)",
    "move_button": "Move {tile}",
    "remove_button": "Remove {tile}",
    "phase1_prompt": {
        "one": "**Round {round}, Phase I**: place 1 cube secretly ({supply} in your supply). "
        "Pick its position below, then confirm.",
        "other": "**Round {round}, Phase I**: place 1 or 2 cubes secretly ({supply} in your supply). "
        "Pick positions below, then confirm.",
    },
    "planned": "Your current plan: {positions}.",
    "not_planned": "You have not placed yet.",
    "private_status": "Round {round}: your secret view.",
    "closed_revealed": {
        "one": "Round {round}, Phase I is over: your cube on {positions} was revealed in the game thread.",
        "other": "Round {round}, Phase I is over: your cubes on {positions} were revealed in the game thread.",
    },
    "closed_unrevealed": "Round {round}, Phase I is over: the boards were revealed in the game thread.",
    "closed_ended": "Round {round}: the game ended before the boards were revealed.",
    "resign_ask": "Resign from this game? It ends at once and you rank last.",
    "resign_yes": "Yes, resign",
    "resign_no": "Cancel",
    "resign_cancelled": "You did not resign.",
    "rules": (
        "**Envyra** — 2–4 players race for tiles.\n"
        "**Phase I (secret):** each player places 1 or 2 cubes from their supply on positions of their own board "
        "(by DM: pick positions, then *Confirm*; you may change until the last player confirms).\n"
        "**Phase II (public):** boards are revealed; cubes move onto the grid one at a time in snake order — "
        "first cubes clockwise from the start player, second cubes back. When you have a real choice you get "
        "buttons in the thread. A tile is claimed when its cubes reach its cost: most cubes wins, ties go to the "
        "last cube placed. Reserved tiles need owned tiles of the shown colours.\n"
        "**End:** claiming the End tile ends the game at once. Score tile VP plus sets of different symbols of "
        "one colour (1/2/3/4 symbols: 0/2/4/7 VP). Tie-breaks: set VP, then the End tile.\n"
        "Commands: `/envyra new`, `join`, `leave`, `start`, `board`, `hand` (your secret view — use it if DMs are "
        "closed), `resign`, `rules`, `abandon`."
    ),
}


def spot_label(pos: str, tile_id: str | None) -> str:
    """A grid position with its tile, e.g. "B2 (Blue Ice, cost 3, 2 VP)"."""
    if tile_id is None:
        return pos
    t = TILES[tile_id]
    kind = LABEL_THEME.format(theme=t.theme, symbol=t.symbol) if t.kind == "theme" else LABEL_KIND[t.kind]
    return LABEL_SPOT.format(pos=pos, kind=kind, cost=t.cost, vp=t.vp)


def action_label(action: dict[str, Any], grid: dict[str, str | None]) -> str | None:
    """The label of a place / move / remove / resign action (None for anything else)."""
    kind = str(action.get("type", "")).lower()
    if kind == "place" and isinstance(action.get("positions"), list):
        spots = [spot_label(str(p), grid.get(str(p))) for p in action["positions"]]
        return LABEL_PLACE.format(spots=LABEL_SPOT_SEP.join(spots))
    if kind in ("move", "remove") and isinstance(action.get("position"), str):
        spot = spot_label(action["position"], grid.get(action["position"]))
        return (LABEL_MOVE if kind == "move" else LABEL_REMOVE).format(spot=spot)
    if kind == "resign":
        return LABEL_RESIGN
    return None
