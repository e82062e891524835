"""Every event kind and every legal action has a sentence / label in every language (keys in texts.py)."""

from __future__ import annotations

import random

from hieroglyphs_helpers import GAME

from engine.core import derive_rng
from engine.games.hieroglyphs import texts
from engine.randomplayer import random_step
from i18n import LANGS, tr
from i18n.catalog import LOCALES

NAMES = ["Ann", "Bob", "Cid", "Dee"]
ALL_KINDS = {
    "game_started",
    "hand_dealt",
    "turn_started",
    "turn_hand",
    "card_dropped",
    "no_pair",
    "pairs_found",
    "explorer_choice",
    "explorer_skipped",
    "explorer_placed",
    "explorer_declined",
    "scarab_placed",
    "scarab_failed",
    "pillar_charged",
    "sarcophagus_opened",
    "sarcophagus_value",
    "cards_drawn",
    "hand_refilled",
    "curse_revealed",
    "curse_race_started",
    "curse_wrong",
    "curse_race_ended",
    "curse_found",
    "curse_victim_chosen",
    "sarcophagus_surrendered",
    "sarcophagus_received",
    "sarcophagus_given",
    "curse_discarded",
    "final_phase_started",
    "final_turn",
    "scarabs_moved",
    "final_turn_ended",
    "game_over",
    "timeout_default",
}


def test_every_event_and_action_is_described():
    seen_kinds = set()
    seen_actions = set()
    for i in range(80):
        seed = f"describe-{i}"
        chooser = random.Random(seed)
        options = {"pharaohs_curse": i % 2 == 0, "eyes_of_the_sphinx": i % 3 == 0, "decision_timeout_s": 30}
        state = GAME.setup(2 + i % 3, options, derive_rng(seed, 0))
        events = GAME.start_events(state)
        move = 0
        while True:
            for event in events:
                message = GAME.describe(event, NAMES)
                for lang in LANGS:
                    text = tr(message, lang)
                    assert text and "{" not in text and text not in (event.kind, "…"), (event, lang)
                seen_kinds.add(event.kind)
            if GAME.result(state) is not None:
                break
            for seat in GAME.to_act(state):
                assert str(GAME.phase_text(state, NAMES))
                for action in GAME.legal_actions(state, seat)[:30]:
                    label = str(GAME.action_label(state, seat, action, NAMES))
                    assert label and "{" not in label
                    seen_actions.add(action["type"])
            move += 1
            clock_actions = [a for c in GAME.clock(state) for _, a in c.defaults]
            if clock_actions and chooser.random() < 0.05:
                action = chooser.choice(clock_actions)
                seat = GAME.to_act(state)[0]
            else:
                seat, action = random_step(GAME, state, chooser)
            events = GAME.apply(state, seat, action, derive_rng(seed, move))
    assert seen_kinds == ALL_KINDS
    assert seen_actions == {
        "drop", "place_explorer", "move_explorer", "decline_explorer", "curse_submit", "curse_victim", "surrender",
        "move_scarabs", "done",
    }  # fmt: skip


def test_describe_examples():
    from engine.core import private, public

    assert (
        str(GAME.describe(public("card_dropped", seat=1, card="CAM-L-2", column=4, row=2), NAMES))
        == "Bob drops Camel (facing left) into column 4; it lands at 4,2."
    )
    text = str(
        GAME.describe(
            public(
                "pairs_found",
                seat=0,
                animal="CAM",
                pairs=[{"cell": [3, 1], "type": "same"}],
                right="DISPLACE",
                attempts=1,
            ),
            NAMES,
        )
    )
    assert "3,1 (same-facing)" in text and "Camel" in text
    assert "worth 10 points" in str(
        GAME.describe(private(0, "sarcophagus_value", sarcophagus="SAR-20", eyes=3, value=10, animal="SNK"), NAMES)
    )
    assert str(texts.join_names(["A", "B", "C"])) == "A, B, and C"  # CLDR English (the Oxford comma)
    assert tr(texts.join_names(["A", "B", "C"]), "pl") == "A, B i C"


def test_counts_are_words_not_s_hacks():
    """Issue 13 item 9: "1 pair", "2 scarab attempts", "1 card", "1 scarab" — never "(s)"."""
    from engine.core import public

    one = [{"cell": [3, 1], "type": "same"}]
    two = one + [{"cell": [5, 1], "type": "opposite"}]
    text = str(
        GAME.describe(public("pairs_found", seat=0, animal="CAM", pairs=one, right="DISPLACE", attempts=1), NAMES)
    )
    assert text.startswith("1 pair of Camel") and "1 scarab attempt." in text
    text = str(GAME.describe(public("pairs_found", seat=0, animal="CAM", pairs=two, right="OCCUPY", attempts=2), NAMES))
    assert text.startswith("2 pairs of Camel") and "2 scarab attempts." in text
    drawn = public("hand_refilled", seat=1, drawn=1, hand_size=3, stock=20)
    assert "Bob draws 1 card and holds 3" in str(GAME.describe(drawn, NAMES))
    moved = public("scarabs_moved", seat=0, source="CAM", target="MUL", count=1, source_scarabs=0, target_scarabs=3)
    assert "moves 1 scarab from" in str(GAME.describe(moved, NAMES))
    label = GAME.action_label({}, 0, {"type": "move_scarabs", "from": "CAM", "to": "MUL", "count": 2}, NAMES)
    assert str(label) == "2 scarabs: Camel → Mule"
    assert [str(texts.duration(s)) for s in (60, 7200, 90)] == ["1 minute", "2 hours", "90 seconds"]
    assert tr(texts.duration(300), "cs") == "5 minut" and tr(texts.duration(180), "pl") == "3 minuty"
    assert "(s)" not in (LOCALES / "en" / "hieroglyphs.ftl").read_text(encoding="utf-8")
