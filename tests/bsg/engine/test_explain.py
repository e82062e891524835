"""Decisions that explain themselves (issue 11 items 2-3): source, question, step, labelled options, visibility."""

from __future__ import annotations

import copy
import random
from collections import Counter

from bsg_testkit import GAME, new_game, run_tasks, view_json

from engine.core import derive_rng
from engine.games.bsg import effect_text, explain, texts
from engine.games.bsg.data import DATA
from i18n import LANGS, tr
from tests.conformance_hidden import bsg as mutate

HUMAN_STEPS = ["start", "receive", "move", "action", "crisis", "activation", "jump", "end"]
SEEDS = 3  # per player count


def playout_states(n: int, seed: str, every: int = 1):
    """Yield the states of a seeded random game that wait for a decision (every `every`-th one)."""
    chooser = random.Random(f"explain:{seed}")
    state = GAME.setup(n, {}, derive_rng(seed, 0))
    moves = 0
    while GAME.result(state) is None:
        if moves % every == 0:
            yield state
        seat = chooser.choice(GAME.to_act(state))
        moves += 1
        GAME.apply(state, seat, chooser.choice(GAME.legal_actions(state, seat)), derive_rng(seed, moves))


def test_every_decision_met_in_random_games_explains_itself():
    kinds: Counter[str] = Counter()
    for n in (3, 4, 5, 6):
        for i in range(SEEDS):
            for state in playout_states(n, f"explain-{n}-{i}"):
                d = state["decision"]
                kinds[d["kind"]] += 1
                assert d["kind"] in explain.VISIBILITY, f"no visibility declared for {d['kind']}"
                public = GAME.view(state, None)["decision"]
                assert public["kind"] == d["kind"] and public["seats"] == GAME.to_act(state)
                assert public["step"] in explain.STEP_NAMES and public["step_name"]
                source = public["source"]
                assert source["kind"] and source["name"], (d["kind"], source)
                assert public["question"]
                assert public["visibility"] in (explain.PUBLIC, explain.SECRET)
                assert ("options" in public) == (public["visibility"] == explain.PUBLIC)
                for seat in range(n):
                    prompt = GAME.view(state, seat)["me"]["prompt"]
                    awaited = seat in public["seats"]
                    assert (prompt is not None) == awaited
                    assert GAME.secret_input(state, seat) == (awaited and public["visibility"] == explain.SECRET)
                    if not awaited:
                        continue
                    assert [o["action"] for o in prompt["options"]] == GAME.legal_actions(state, seat)
                    default = prompt["default"]
                    assert tr(default["label"]) and default["actions"][0] in GAME.legal_actions(state, seat)
                    assert prompt["seconds"] > 0
                    for option in prompt["options"]:
                        for lang in LANGS:  # the label reads in every language
                            label = tr(option["label"], lang)
                            assert label and "{" not in label and "=" not in label, (d["kind"], lang, option)
                        label = tr(option["label"], "en")
                        assert label != str(option["action"]["type"]).replace("_", " ") or len(option["action"]) == 1
                    assert len(view_json(prompt)) > 0
    assert {"draft", "action", "move", "choose", "contribute", "skill_window"} <= set(kinds)


def test_turn_steps_follow_the_turn_order():
    """Within one human turn of the current player, the reported step never goes back."""
    for n in (3, 5):
        for i in range(SEEDS):
            last: tuple[int, int] | None = None
            for state in playout_states(n, f"steps-{n}-{i}"):
                now = explain.step(state)
                d = state["decision"]
                if d["kind"] in ("move", "move_card") and d["seat"] == state["current"]:
                    assert now == "move"
                crisis_ahead = any(t["t"] == "crisis" for t in state["stack"])  # (Alert Viper Pilot acts later)
                if d["kind"] == "action" and d["seat"] == state["current"] and crisis_ahead:
                    assert now == "action"
                if d["kind"] == "crisis_pick" or (d["kind"] == "choose" and d["src"].get("kind") == "crisis"):
                    assert now in ("crisis", "cylon_turn"), now
                if d["kind"] == "destination":
                    assert "jump" in explain.during(state)
                if now in ("setup", "cylon_turn"):
                    last = None
                    continue
                position = HUMAN_STEPS.index(now)
                # Fulfiller of Prophecy: one more crisis (BSG-A: Roslin's pick of it comes before it is in turn_crises)
                picks_extra = d["kind"] == "crisis_pick" and len(state["turn_crises"]) >= 1
                extra = now == "crisis" and (len(state["turn_crises"]) > 1 or picks_extra)
                if last is not None and last[0] == state["turn"] and not extra:
                    assert position >= last[1], (HUMAN_STEPS[last[1]], now, d["kind"])
                last = (state["turn"], position)


def test_public_explanations_do_not_change_with_hidden_values():
    """The conformance suite's BSG mutator (hands, loyalty, quorum hand, super crises, deck orders) changes nothing in
    the public explanation nor in the prompt of a seat that may not see the change."""
    sampler = random.Random("explain-secrets")
    mutations = 0
    for n in (3, 4, 5, 6):
        for i in range(2):
            for state in playout_states(n, f"secrets-{n}-{i}", every=3):
                before = {s: GAME.view(state, s) for s in [None, *range(n)]}
                mutation = mutate(state, sampler)
                if mutation is None:
                    continue
                changed, may_see = mutation
                mutations += 1
                assert GAME.view(changed, None)["decision"] == before[None]["decision"]
                for seat in range(n):
                    if seat not in may_see:
                        after = GAME.view(changed, seat)["me"]
                        assert after["prompt"] == before[seat]["me"]["prompt"], (seat, state["decision"]["kind"])
                        assert GAME.secret_input(changed, seat) == GAME.secret_input(state, seat)
    assert mutations > 200


def test_visibility_follows_the_issue_list():
    secret = ["action", "move", "contribute", "discard", "hand_limit", "skill_window", "destination", "crisis_pick"]
    secret += ["caprica_pick", "peek_deck", "peek_place", "steal_target", "steal_card", "cylon_action"]
    public = ["choose", "area_order", "pick_player", "draft", "galactica_target", "raider_target", "ship_pick"]
    for kind in secret:
        assert explain.VISIBILITY[kind] == explain.SECRET, kind
    for kind in public:
        assert explain.VISIBILITY[kind] == explain.PUBLIC, kind
    state = new_game(3)
    assert state["decision"]["kind"] in ("draw_skill", "move")
    while state["decision"]["kind"] != "move":
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0], derive_rng("vis", 1))
    assert GAME.secret_input(state, 0) and not GAME.secret_input(state, 1)
    assert "options" not in GAME.view(state, None)["decision"]
    assert str(GAME.view(state, 0)["me"]["prompt"]["options"][0]["label"]).startswith("Stay")


def test_recon_confirm_is_secret_other_confirms_public():
    recon = {"kind": "confirm", "seat": 0, "task": {"t": "ops", "ops": [{"op": "peek", "decks": ["crisis"]}]}}
    optional = {"kind": "confirm", "seat": 0, "task": {"t": "op", "op": {"op": "resource", "morale": -1}}}
    assert explain.visibility({}, recon) == explain.SECRET
    assert explain.visibility({}, optional) == explain.PUBLIC


def test_crisis_box_choice_shows_both_boxes_and_the_check():
    state = new_game(3)
    state["decision"] = None
    run_tasks(state, [{"t": "crisis_resolve", "card": "cylon_screenings", "steps": False}])
    d = state["decision"]
    assert d["kind"] == "choose"
    public = GAME.view(state, None)["decision"]
    assert public["source"] == {
        "kind": "crisis",
        "id": "cylon_screenings",
        "name": "Cylon Screenings",
        "text": effect_text.crisis_text(DATA.crises["cylon_screenings"]),  # the card's text from its effects
    }
    assert public["check"]["skills"] == ["politics", "leadership"] and public["check"]["difficulty"] == 9
    options = public["options"][str(d["seat"])]
    # the alternative's label is its effect in words (the data's "Everyone discards" is English)
    assert [str(o["label"]) for o in options] == [
        "Attempt the skill check",
        "Alternative: every player discards 2 skill cards",
    ]
    first = str(options[0]["consequence"])
    assert "difficulty 9" in first and "looks at 1 loyalty card of the President" in first
    assert str(options[1]["consequence"]) == "every player discards 2 skill cards"
    assert tr(options[1]["consequence"], "cs") == "každý hráč odhodí 2 karty dovedností"


def test_event_boxes_name_their_effects():
    state = new_game(3)
    state["nukes"] = 1
    state["decision"] = None
    run_tasks(state, [{"t": "crisis_resolve", "card": "build_cylon_detector", "steps": False}])
    options = GAME.view(state, None)["decision"]["options"][str(state["admiral"])]
    assert [(str(o["label"]), str(o["consequence"])) for o in options] == [
        ("nukes −1", "nukes −1"),  # labels from the effects ("Spend a nuke", "Morale hit" in the data)
        ("morale −1; the Admiral discards 2 skill cards", "morale −1; the Admiral discards 2 skill cards"),
    ]
    assert tr(options[1]["label"], "pl") == "morale −1; Admirał odrzuca 2 karty umiejętności"


def test_admirals_quarters_target_says_what_it_is_for():
    state = new_game(3)
    state["players"][0]["loc"] = "admirals_quarters"
    state["decision"] = None
    from engine.games.bsg import decisions as D
    from engine.games.bsg import machine as M

    ctx = M.Ctx(state, random.Random(0))
    D.activate_location(ctx, 0, "admirals_quarters")
    M.run(ctx)
    assert state["decision"]["kind"] == "pick_player"
    public = GAME.view(state, None)["decision"]
    assert str(public["source"]["name"]) == "Admiral's Quarters"
    assert "Brig" in str(public["purpose"]) and "difficulty 7" in str(public["purpose"])
    assert tr(public["source"]["name"], "cs") == "Admirálova kajuta"  # the Czech rulebook's name
    assert public["check"]["difficulty"] == 7 and public["check"]["skills"] == ["leadership", "tactics"]
    assert public["check"]["ahead"]
    labels = [str(o["label"]) for o in public["options"]["0"]]
    assert labels and all(label in {texts.char_name(p["character"]) for p in state["players"]} for label in labels)


def test_contribution_options_show_their_value_in_this_check():
    state = new_game(3)
    state["decision"] = None
    run_tasks(state, [{"t": "crisis_resolve", "card": "cylon_screenings", "steps": False}])
    seat = state["decision"]["seat"]
    GAME.apply(state, seat, {"type": "choose", "option": 0}, random.Random(1))
    while state["decision"]["kind"] != "contribute":
        s = GAME.to_act(state)[0]
        GAME.apply(state, s, {"type": "pass"}, random.Random(2))
    seat = state["check"]["order"][0]  # BSG-A: every contributor is asked at once; the first in order, as before
    prompt = GAME.view(state, seat)["me"]["prompt"]
    for option in prompt["options"]:
        if option["action"]["type"] != "contribute" or len(option["action"]["cards"]) != 1:
            continue
        info = DATA.skill_cards[option["action"]["cards"][0]]
        sign = 1 if info["skill"] in ("politics", "leadership") else -1
        assert str(option["label"]).endswith(f"({sign * info['strength']:+d} here)")
    assert GAME.secret_input(state, seat)
    assert "options" not in GAME.view(state, None)["decision"]


def test_every_op_in_the_data_has_words():
    found: set[str] = set()

    def walk(x):
        if isinstance(x, dict):
            if "op" in x:
                found.add(x["op"])
                for lang in LANGS:
                    text = tr(effect_text.op_text(x), lang)
                    assert text and "{" not in text and "…" not in text and "bsg-" not in text, (lang, x)
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    for table in (DATA.crises, DATA.super_crises, DATA.quorum, DATA.destinations, DATA.locations, DATA.characters):
        walk(table)
    walk(DATA.skill_abilities)
    walk(DATA.loyalty)
    assert found <= set(effect_text.OPS), found - set(effect_text.OPS)


def test_labels_of_the_action_menu():
    state = new_game(3)
    while state["decision"]["kind"] != "action":
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0], derive_rng("labels", 1))
    names = ["Ann", "Bob", "Cid"]
    labels = {str(GAME.action_label(state, 0, a, names)) for a in GAME.legal_actions(state, 0)}
    assert "Do nothing" in labels
    loc = state["players"][0]["loc"]
    if any(a["type"] == "activate" for a in GAME.legal_actions(state, 0)):
        assert f"Activate {DATA.locations[loc]['name']}" in labels
    pick = copy.deepcopy(state)
    pick["decision"] = {"kind": "pick_player", "seat": 0, "options": [1, 2], "optional": True, "task": None}
    assert GAME.action_label(pick, 0, {"type": "player", "seat": 1}, names) == "Bob"
    assert str(GAME.action_label(pick, 0, {"type": "player", "seat": None}, names)) == "Nobody"


SECRET_FIELDS = {  # decision kind -> the private data of its seat (hidden cards it shows only to that seat)
    "destination": ("options",),
    "crisis_pick": ("options",),
    "caprica_pick": ("options",),
    "roslin_quorum": ("options",),
    "peek_place": ("card",),
    "galactica_draw_pick": ("tokens",),
}


def test_hidden_cards_of_a_secret_decision_stay_out_of_the_public_explanation():
    seen = Counter()
    for n in (3, 4, 5, 6):
        for i in range(SEEDS):
            for state in playout_states(n, f"hidden-{n}-{i}"):
                d = state["decision"]
                fields = SECRET_FIELDS.get(d["kind"])
                if not fields:
                    continue
                secrets = [v for f in fields for v in (d[f] if isinstance(d[f], list) else [d[f]])]
                seen[d["kind"]] += 1
                public = view_json(GAME.view(state, None)["decision"])
                others = [view_json(GAME.view(state, s)["me"]["prompt"]) for s in range(n) if s != d["seat"]]
                mine = view_json(GAME.view(state, d["seat"])["me"]["prompt"])
                for secret in secrets:
                    assert f'"{secret}"' not in public and all(f'"{secret}"' not in o for o in others), d["kind"]
                    assert f'"{secret}"' in mine
    assert seen["destination"] and seen["peek_place"]
