"""`python -m sandbox.demo`: for every game, bots play a whole game through the real bot against the Discord
stand-in, and the page it writes holds the game thread with its images, each seat's DMs and the final result, with
every image beside it (nothing points at the stand-in, which is gone once the demo ends)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from engine.registry import get_game
from i18n import Msg, tr
from sandbox.demo import main
from sandbox.page import Page
from sandbox.play import GAMES

ROOT = Path(__file__).resolve().parents[2]
# one language per game, so every catalog's page texts are shown once
LANGUAGE = {"envyra": "en", "frame": "cs", "hieroglyphs": "sk", "cardline": "pl", "bsg": "en"}


@pytest.mark.parametrize("game", GAMES)
def test_demo_plays_a_whole_game_and_writes_its_page(game: str, tmp_path: Path) -> None:
    rules = get_game(game)
    lang = LANGUAGE[game]
    players = rules.min_players
    assert main([game, "--players", str(players), "--out", str(tmp_path), "--seed", "7", "--lang", lang]) == 0
    page = (tmp_path / game / "index.html").read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in page
    assert tr(Msg("shared-demo-result"), lang) in page and tr(Msg("shared-demo-thread"), lang) in page
    assert page.count('<section class="column dm">') == players, "one column of DMs per seat"
    result = page.split('<section class="result">')[1].split("</table>")[0]
    assert result.count("<tr><td>") == players, "every seat is ranked: the game was played to its end"
    assert "127.0.0.1" not in page, "every image is a file beside the page"
    sources = re.findall(r'<img class="attachment" src="([^"]+)"', page)
    thread = page.split('<section class="column thread">')[1].split("</section>")[0]
    assert re.search(r'<img class="attachment" src="images/', thread), "the thread shows the board"
    for source in set(sources):
        path = tmp_path / game / source
        assert path.is_file(), source
        with Image.open(path) as image:
            image.verify()


def test_a_wrong_argument_is_one_line_and_exit_status_2(tmp_path: Path) -> None:
    for args in (["chess"], ["envyra", "--players", "9"], ["envyra", "--lang", "de"], ["envyra", "--players", "x"]):
        run = subprocess.run(
            [sys.executable, "-m", "sandbox.demo", *args, "--out", str(tmp_path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert run.returncode == 2, (args, run.stderr)
        lines = run.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("python -m sandbox.demo: "), run.stderr
        assert not (tmp_path / "envyra").exists(), "nothing is played or written"


def test_markdown_is_drawn_as_discord_draws_it() -> None:
    class Played:
        names = {5: "Ann <b>"}
        channel_names = {9: "envyra-1"}
        lang = "en"

    page = Page(Played(), images=None)  # type: ignore[arg-type]
    drawn = page.markdown("**Game over.** <@5> wins `a*b` see https://discord.com/channels/1/9/3\n-# small")
    assert "<b>Game over.</b>" in drawn
    assert '<span class="mention">@Ann &lt;b&gt;</span>' in drawn, "names are escaped"
    assert "<code>a*b</code>" in drawn
    assert '<span class="mention">#envyra-1</span>' in drawn
    assert '<span class="sub">small</span>' in drawn
