"""Images already drawn are not drawn again (cogs/image_cache.py, through `Workers.draw`)."""

from __future__ import annotations

import copy
import json
from types import SimpleNamespace
from typing import Any

import discord

import cogs.workers
from cogs.drawings import Renderer
from cogs.image_cache import ImageCache, ShownImages, image_key
from cogs.sending import Sending
from cogs.workers import Workers, draw_images
from i18n import ListOf, Msg
from presenters.screens import Image, Screen, screen_to_json
from tests.random_games import NAMES, screen_images


def test_the_key_is_the_content_and_everything_it_is_drawn_with() -> None:
    view = {"b": [1, 2], "a": {"x": 1}}
    key = image_key("renderers.frame", "render_board", view, (), NAMES, "en")
    same = {"a": {"x": 1}, "b": [1, 2]}  # another dict, another key order
    assert image_key("renderers.frame", "render_board", same, (), NAMES, "en") == key
    assert image_key("renderers.frame", "render_board", {**view, "b": [1, 3]}, (), NAMES, "en") != key
    assert image_key("renderers.frame", "render_private", view, (), NAMES, "en") != key
    assert image_key("renderers.envyra", "render_board", view, (), NAMES, "en") != key
    assert image_key("renderers.frame", "render_board", view, (1,), NAMES, "en") != key
    assert image_key("renderers.frame", "render_board", view, (), ["Zed", *NAMES[1:]], "en") != key
    assert image_key("renderers.frame", "render_board", view, (), NAMES, "cs") != key
    assert image_key("renderers.frame", "render_board", view, (), NAMES, "en", code=1) != key  # another function
    # texts in a view count by their content; anything JSON cannot spell makes an image that is drawn every time
    titled = image_key("renderers.bsg", "panel", {"title": Msg("bsg-title")}, (), NAMES, "en")
    assert titled == image_key("renderers.bsg", "panel", {"title": Msg("bsg-title")}, (), NAMES, "en")
    assert titled != image_key("renderers.bsg", "panel", {"title": Msg("bsg-render-players")}, (), NAMES, "en")
    listed = image_key("renderers.bsg", "panel", {"who": ListOf(("a", Msg("bsg-title")))}, (), NAMES, "en")
    assert listed is not None and listed != titled
    assert image_key("renderers.bsg", "panel", {"odd": object()}, (), NAMES, "en") is None


def test_the_cache_keeps_the_most_recently_used_within_its_budget() -> None:
    cache = ImageCache(budget=10)
    cache.put(b"a", b"1234")
    cache.put(b"b", b"1234")
    assert cache.get(b"a") == b"1234"  # a is now the most recent
    cache.put(b"c", b"1234")  # 12 bytes > 10: the least recently used (b) goes
    assert b"b" not in cache and b"a" in cache and b"c" in cache
    assert cache.used == 8
    cache.put(b"big", b"x" * 11)  # larger than the whole budget: not kept, nothing else dropped
    assert b"big" not in cache and len(cache) == 2
    cache.put(b"none", None)  # an image the renderer does not draw is remembered as such
    assert b"none" in cache and cache.get(b"none") is None


async def test_an_image_drawn_before_is_not_drawn_again(monkeypatch) -> None:
    drawn: list[str] = []
    real = cogs.workers.draw_images

    def counting(renderer, images, names, lang="en"):  # noqa: ANN001, ANN202
        drawn.extend(image.filename for image in images)
        return real(renderer, images, names, lang)

    workers = Workers(0)
    monkeypatch.setattr(workers, "_run", lambda job, *args, local=None: _thread(counting, *args))
    board, private = screen_images("frame")
    first = await workers.call(draw_images, "renderers.frame", [board, private], NAMES, "en")
    assert first == draw_images("renderers.frame", [board, private], NAMES, "en")
    assert drawn == ["board.png", "me.png"]
    # the same board again (another copy of the view, another filename) and a changed view: only the change is drawn
    moved = Image("render_board", {**board.view, "turn": -1}, "moved.png")
    again = Image("render_board", copy.deepcopy(board.view), "again.png")
    second = await workers.call(draw_images, "renderers.frame", [again, moved], NAMES, "en")
    assert drawn == ["board.png", "me.png", "moved.png"]
    assert second[0] == (first[0][0], "again.png")
    assert second[1][1] == "moved.png" and second[1][0] and second[1][0].startswith(b"\x89PNG")
    # the same view in another language is another image
    await workers.call(draw_images, "renderers.frame", [again], NAMES, "cs")
    assert drawn[-1] == "again.png"
    assert workers.images.hits == 1 and workers.images.misses == 4
    # a view the cache cannot key is drawn every time (and never served from the cache)
    odd = Image("render_board", {**board.view, "odd": {1, 2}}, "odd.png")
    for _ in range(2):
        await workers.call(draw_images, "renderers.frame", [odd], NAMES, "en")
    assert drawn[-2:] == ["odd.png", "odd.png"] and workers.images.misses == 4


async def _thread(job, *args):  # noqa: ANN001, ANN202
    return job(*args)


class _Message:
    """A DM panel message: its edits as Discord's HTTP API receives them (edits go through `cogs/raw_messages.py`),
    and Discord refusing them when `refuse`."""

    def __init__(self) -> None:
        self.edits: list[dict] = []
        self.refuse = False

    async def edit_message(self, channel_id: int, message_id: int, *, params: Any) -> dict:
        if self.refuse:
            raise discord.HTTPException(SimpleNamespace(status=500, reason="down"), "down")
        self.edits.append(params.payload if params.payload is not None else json.loads(params.multipart[0]["value"]))
        return {"id": str(message_id)}


async def test_a_panel_edit_whose_images_the_message_shows_already_uploads_none() -> None:
    message = _Message()
    workers = Workers(0)
    connection = SimpleNamespace(allowed_mentions=None, prevent_view_updates_for=lambda _id: None, http=message)
    bot = SimpleNamespace(workers=workers, _connection=connection)
    host = SimpleNamespace(bot=bot, store=None, tables=None, presenter=None, renderer=Renderer("tests.toy.renderer"))
    cog = Sending(host)  # type: ignore[arg-type]

    def edit(text: str, score: list[int]) -> dict:
        image = Image("board", {"score": score, "round": 1}, "toy-panel.png")
        return {"channel": 5, "message": 9, "screen": screen_to_json(Screen(text, [image])), "names": ["A", "B"]}

    async def sent(payload: dict) -> dict:
        assert await cog.send_edit(payload) == {"channel": 5, "message": 9}
        return message.edits[-1]

    first = await sent(edit("one", [1, 2]))
    assert len(first["attachments"]) == 1 and first["content"] == "one"
    drawn = workers.images.misses
    second = await sent(edit("two", [1, 2]))  # new text, the same image: kept where it is, not drawn
    assert "attachments" not in second and second["content"] == "two" and workers.images.misses == drawn
    assert workers.images.hits == 0 and workers.shown.kept == 1
    changed = await sent(edit("two", [2, 2]))  # another image: drawn and uploaded
    assert len(changed["attachments"]) == 1 and workers.images.misses == drawn + 1
    message.refuse = True  # a failed edit: what the message shows is not known any more
    assert await cog.send_edit(edit("three", [2, 2])) == {"failed": True}
    message.refuse = False
    assert len((await sent(edit("three", [2, 2])))["attachments"]) == 1
    workers.shown.forget()  # its images changed some other way
    assert len((await sent(edit("four", [2, 2])))["attachments"]) == 1
    assert "attachments" not in await sent(edit("five", [2, 2]))


def test_shown_images_are_remembered_per_message_and_the_oldest_forgotten() -> None:
    shown = ShownImages(size=2)
    shown.shown("1:1", (b"a",))
    shown.shown("1:2", (b"b",))
    assert shown.shows("1:1", (b"a",)) and not shown.shows("1:1", (b"b",)) and not shown.shows("", (b"a",))
    shown.shown("1:3", (b"c",))  # past the size: the oldest goes
    assert not shown.shows("1:1", (b"a",)) and shown.shows("1:3", (b"c",))
    shown.shown("1:3", None)  # images without a key: not known
    assert not shown.shows("1:3", (b"c",)) and not shown.shows("1:3", None)
    shown.forget("1:2")
    assert not shown.shows("1:2", (b"b",))
