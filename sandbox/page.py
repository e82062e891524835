"""A played game as one self-contained HTML page: the final result, the game thread with its images and each seat's
DMs side by side, drawn the way a Discord client shows messages (markdown, embeds, buttons, menus, images).

Images are written beside the page (`images/<hash>.png`), so the folder can be opened, zipped or served as is.
"""

from __future__ import annotations

import hashlib
import html
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from i18n import Msg, tr
from sandbox.play import PlayedGame
from sandbox.world import JSON, FakeAttachment, FakeMessage

BUTTON_STYLES = {1: "primary", 2: "secondary", 3: "success", 4: "danger", 5: "link", 6: "premium"}
SELECT_TYPES = (3, 5, 6, 7, 8)

CSS = """
* { box-sizing: border-box; }
body { margin: 0; background: #313338; color: #dbdee1; font: 15px/1.4 "gg sans", "Noto Sans", Helvetica, Arial,
  sans-serif; }
header { padding: 16px 24px; background: #2b2d31; border-bottom: 1px solid #1e1f22; }
h1 { margin: 0 0 6px; font-size: 22px; color: #f2f3f5; }
h2 { margin: 0; padding: 10px 12px; font-size: 15px; color: #f2f3f5; background: #2b2d31;
  border-bottom: 1px solid #1e1f22; position: sticky; top: 0; z-index: 1; }
.facts span { margin-right: 18px; color: #b5bac1; }
.facts b { color: #f2f3f5; }
.intro { color: #b5bac1; max-width: 980px; margin: 6px 0 0; }
.result { margin: 16px 24px; padding: 12px 16px; background: #2b2d31; border-left: 4px solid #f0b232;
  border-radius: 4px; display: flex; gap: 24px; flex-wrap: wrap; align-items: flex-start; }
.result table { border-collapse: collapse; }
.result td, .result th { padding: 3px 12px 3px 0; text-align: left; }
.result th { color: #b5bac1; font-weight: 600; }
.result .explanation { max-width: 560px; }
.columns { display: flex; gap: 12px; padding: 0 24px 24px; align-items: flex-start; overflow-x: auto; }
.column { flex: 0 0 auto; width: 600px; background: #313338; border: 1px solid #1e1f22; border-radius: 6px;
  max-height: 92vh; overflow-y: auto; }
.column.dm { width: 460px; }
.message { display: flex; gap: 10px; padding: 6px 12px; }
.message:hover { background: #2e3035; }
.avatar { flex: 0 0 36px; height: 36px; border-radius: 50%; background: #5865f2; color: #fff; font-weight: 700;
  display: flex; align-items: center; justify-content: center; }
.body { min-width: 0; flex: 1; }
.author { font-weight: 600; color: #f2f3f5; }
.tag { background: #5865f2; color: #fff; font-size: 10px; padding: 1px 4px; border-radius: 3px; margin-left: 4px;
  vertical-align: 1px; }
.time { color: #949ba4; font-size: 12px; margin-left: 6px; }
.edited { color: #949ba4; font-size: 11px; }
.content { white-space: normal; overflow-wrap: anywhere; }
.mention { background: rgba(88, 101, 242, .3); color: #c9cdfb; border-radius: 3px; padding: 0 2px; }
code { background: #2b2d31; border-radius: 3px; padding: 0 3px; font-size: 13px; }
blockquote { margin: 2px 0; padding-left: 10px; border-left: 4px solid #4e5058; }
.h1 { font-size: 20px; font-weight: 700; } .h2 { font-size: 18px; font-weight: 700; }
.h3 { font-size: 16px; font-weight: 700; } .sub { font-size: 12px; color: #949ba4; }
.spoiler { background: #1e1f22; color: #1e1f22; border-radius: 3px; }
.spoiler:hover { color: inherit; }
img.attachment { display: block; max-width: 100%; max-height: 560px; margin-top: 4px; border-radius: 6px; }
.embed { margin-top: 4px; padding: 8px 12px; background: #2b2d31; border-left: 4px solid #1e1f22;
  border-radius: 4px; max-width: 540px; }
.embed .title { font-weight: 700; color: #f2f3f5; }
.embed .field-name { font-weight: 700; margin-top: 4px; }
.embed .footer { font-size: 12px; color: #b5bac1; margin-top: 4px; }
.container { margin-top: 4px; padding: 10px 12px; background: #2b2d31; border-left: 4px solid #4e5058;
  border-radius: 6px; max-width: 540px; }
.separator { border-top: 1px solid #4e5058; margin: 8px 0; }
.row { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
.button { display: inline-block; padding: 4px 12px; border-radius: 3px; color: #fff; font-size: 14px;
  background: #4e5058; }
.button.primary { background: #5865f2; } .button.success { background: #248046; }
.button.danger { background: #da373c; } .button.link { background: #4e5058; text-decoration: underline; }
.button.disabled { opacity: .5; }
details.select { background: #1e1f22; border-radius: 4px; padding: 6px 10px; min-width: 320px; max-width: 100%; }
details.select summary { color: #b5bac1; cursor: pointer; }
details.select li { margin: 2px 0; }
.option-description { color: #949ba4; font-size: 12px; }
.empty { padding: 12px; color: #949ba4; }
"""


class Images:
    """Writes each distinct image once (named by its content) and remembers where a bot's URL points to."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.written: dict[str, str] = {}

    def save(self, attachment: FakeAttachment) -> str:
        digest = hashlib.sha1(attachment.data).hexdigest()[:16]
        if digest not in self.written:
            suffix = Path(attachment.filename).suffix.lower() or ".bin"
            name = f"images/{digest}{suffix}"
            (self.folder / "images").mkdir(parents=True, exist_ok=True)
            (self.folder / name).write_bytes(attachment.data)
            self.written[digest] = name
        return self.written[digest]


class Page:
    """Turns one played game into HTML (its texts in the game's language)."""

    def __init__(self, played: PlayedGame, images: Images) -> None:
        self.played = played
        self.images = images
        self.lang = played.lang

    def t(self, key: str, **params: Any) -> str:
        return html.escape(tr(Msg(key, **params), self.lang))

    # -- text ---------------------------------------------------------------------------------------
    def name(self, user_id: int) -> str:
        return self.played.names.get(user_id, f"user {user_id}")

    def markdown(self, text: str) -> str:
        """Discord's markdown, the subset the bot writes: mentions, timestamps, bold/italic/underline/strike,
        code, spoilers, headings, subtext, quotes and links."""
        lines = []
        for raw in text.split("\n"):
            line = self.inline(raw)
            for prefix, css in (("### ", "h3"), ("## ", "h2"), ("# ", "h1"), ("-# ", "sub")):
                if raw.startswith(prefix):
                    line = f'<span class="{css}">{self.inline(raw[len(prefix) :])}</span>'
                    break
            else:
                if raw.startswith("> "):
                    line = f"<blockquote>{self.inline(raw[2:])}</blockquote>"
            lines.append(line)
        return "<br>".join(lines).replace("</blockquote><br>", "</blockquote>")

    def inline(self, text: str) -> str:
        codes: list[str] = []

        def keep_code(found: re.Match[str]) -> str:
            codes.append(f"<code>{html.escape(found.group(1))}</code>")
            return f"\x00{len(codes) - 1}\x00"

        text = re.sub(r"`([^`]+)`", keep_code, text)
        out = html.escape(text, quote=False)
        out = re.sub(r"&lt;@[!&]?(\d+)&gt;", lambda m: chip("@" + self.name(int(m[1]))), out)
        out = re.sub(r"&lt;#(\d+)&gt;", lambda m: chip("#" + self.channel(int(m[1]))), out)
        out = re.sub(r"&lt;t:(-?\d+)(?::\w)?&gt;", lambda m: timestamp(int(m[1])), out)
        out = re.sub(r"&lt;a?:(\w+):\d+&gt;", r":\1:", out)
        out = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", out)
        out = re.sub(r"__(.+?)__", r"<u>\1</u>", out)
        out = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", out)
        out = re.sub(r"(?<!\w)_(?!\s)(.+?)(?<!\s)_(?!\w)", r"<i>\1</i>", out)
        out = re.sub(r"~~(.+?)~~", r"<s>\1</s>", out)
        out = re.sub(r"\|\|(.+?)\|\|", r'<span class="spoiler">\1</span>', out)
        out = re.sub(r"\[([^\]]+)\]\((https?://[^)\s]+)\)", r'<a href="\2">\1</a>', out)
        out = re.sub(
            r"https://discord\.com/channels/\d+/(\d+)(?:/\d+)?", lambda m: chip("#" + self.channel(int(m[1]))), out
        )
        out = re.sub(r"(?<![\"=>])(https?://[^\s<]+)", r'<a href="\1">\1</a>', out)
        return re.sub(r"\x00(\d+)\x00", lambda m: codes[int(m[1])], out)

    def channel(self, channel_id: int) -> str:
        return self.played.channel_names.get(channel_id, str(channel_id))

    # -- messages -----------------------------------------------------------------------------------
    def message(self, message: FakeMessage) -> str:
        urls: dict[str, str] = {}
        for attachment in message.attachments:
            if attachment.content_type and not attachment.content_type.startswith("image/"):
                continue
            local = self.images.save(attachment)
            urls[attachment.url] = urls[f"attachment://{attachment.filename}"] = local
        used: set[str] = set()
        parts = []
        if message.content:
            parts.append(f'<div class="content">{self.markdown(message.content)}</div>')
        parts += [self.embed(e, urls, used) for e in message.embeds]
        parts += [self.component(c, urls, used) for c in message.raw_components]
        for attachment in message.attachments:
            local = urls.get(attachment.url)
            if local is None:
                parts.append(f'<div><a href="#">{html.escape(attachment.filename)}</a></div>')
            elif local not in used:
                alt = html.escape(attachment.description or attachment.filename)
                parts.append(f'<img class="attachment" src="{local}" alt="{alt}">')
        author = self.name(message.author_id)
        tag = '<span class="tag">APP</span>' if message.author_id == self.played.bot_id else ""
        edited = f' <span class="edited">{self.t("shared-demo-edited")}</span>' if message.edited else ""
        when = message.created_at.astimezone(UTC).strftime("%H:%M:%S")
        return (
            f'<div class="message" id="m{message.id}"><div class="avatar">{html.escape(author[:1])}</div>'
            f'<div class="body"><span class="author">{html.escape(author)}</span>{tag}'
            f'<span class="time">{when}</span>{edited}{"".join(parts)}</div></div>'
        )

    def image(self, node: Any, urls: dict[str, str], used: set[str]) -> str:
        url = node.get("url") if isinstance(node, dict) else None
        local = urls.get(url or "")
        if local is None:
            return ""
        used.add(local)
        return f'<img class="attachment" src="{local}" alt="">'

    def embed(self, embed: JSON, urls: dict[str, str], used: set[str]) -> str:
        colour = f"#{embed['color']:06x}" if isinstance(embed.get("color"), int) else "#1e1f22"
        parts = []
        if embed.get("author", {}).get("name"):
            parts.append(f"<div>{self.inline(embed['author']['name'])}</div>")
        if embed.get("title"):
            parts.append(f'<div class="title">{self.inline(embed["title"])}</div>')
        if embed.get("description"):
            parts.append(f"<div>{self.markdown(embed['description'])}</div>")
        for field in embed.get("fields", []):
            parts.append(f'<div class="field-name">{self.inline(field.get("name", ""))}</div>')
            parts.append(f"<div>{self.markdown(field.get('value', ''))}</div>")
        parts.append(self.image(embed.get("image"), urls, used))
        parts.append(self.image(embed.get("thumbnail"), urls, used))
        if embed.get("footer", {}).get("text"):
            parts.append(f'<div class="footer">{self.inline(embed["footer"]["text"])}</div>')
        return f'<div class="embed" style="border-left-color:{colour}">{"".join(parts)}</div>'

    def component(self, node: JSON, urls: dict[str, str], used: set[str]) -> str:
        kind = node.get("type")
        children = "".join(self.component(c, urls, used) for c in node.get("components", []))
        if kind == 1:  # action row
            return f'<div class="row">{children}</div>'
        if kind == 2:
            return self.button(node)
        if kind in SELECT_TYPES:
            return self.select(node)
        if kind == 10:  # text display
            return f'<div class="content">{self.markdown(node.get("content", ""))}</div>'
        if kind == 12:  # media gallery
            return "".join(self.image(item.get("media"), urls, used) for item in node.get("items", []))
        if kind == 11:  # thumbnail
            return self.image(node.get("media"), urls, used)
        if kind == 13:  # file
            return self.image(node.get("file"), urls, used)
        if kind == 14:
            return '<div class="separator"></div>'
        if kind == 9:  # section: text beside an accessory
            accessory = self.component(node["accessory"], urls, used) if isinstance(node.get("accessory"), dict) else ""
            return f"<div>{children}{accessory}</div>"
        if kind == 17:  # container
            colour = node.get("accent_color")
            style = f' style="border-left-color:#{colour:06x}"' if isinstance(colour, int) else ""
            return f'<div class="container"{style}>{children}</div>'
        return children

    def button(self, node: JSON) -> str:
        emoji = (node.get("emoji") or {}).get("name") or ""
        label = " ".join(p for p in (html.escape(emoji), self.inline(node.get("label") or "")) if p)
        css = BUTTON_STYLES.get(node.get("style", 2), "secondary") + (" disabled" if node.get("disabled") else "")
        return f'<span class="button {css}">{label}</span>'

    def select(self, node: JSON) -> str:
        placeholder = self.inline(node.get("placeholder") or "…")
        items = []
        for option in node.get("options", []):
            label = self.inline(option.get("label", ""))
            description = option.get("description")
            extra = f' <span class="option-description">{self.inline(description)}</span>' if description else ""
            items.append(f"<li>{label}{extra}</li>")
        listing = f"<ul>{''.join(items)}</ul>" if items else ""
        disabled = " disabled" if node.get("disabled") else ""
        return f'<details class="select{disabled}"><summary>{placeholder}</summary>{listing}</details>'

    # -- the page -----------------------------------------------------------------------------------
    def result(self) -> str:
        played = self.played
        result = played.result
        rows = []
        if result is not None:
            for place, group in enumerate(result.ranking, 1):
                for seat in group:
                    score = result.scores.get(seat)
                    shown = html.escape(str(score)) if isinstance(score, int | float | str) else ""
                    user = played.table.seats[seat]
                    rows.append(f"<tr><td>{place}</td><td>{html.escape(self.name(user))}</td><td>{shown}</td></tr>")
        table = (
            f"<table><tr><th>{self.t('shared-demo-place')}</th><th>{self.t('shared-demo-player')}</th>"
            f"<th>{self.t('shared-demo-score')}</th></tr>{''.join(rows)}</table>"
        )
        last = next((m for m in reversed(played.thread) if m.author_id == played.bot_id), None)
        closing = f'<div class="explanation">{self.message(last)}</div>' if last is not None else ""
        return f'<section class="result"><div><h1>{self.t("shared-demo-result")}</h1>{table}</div>{closing}</section>'

    def column(self, title: str, messages: list[FakeMessage], css: str) -> str:
        body = "".join(self.message(m) for m in messages) or f'<div class="empty">{self.t("shared-demo-no-dms")}</div>'
        return f'<section class="column {css}"><h2>{title}</h2>{body}</section>'

    def render(self) -> str:
        played = self.played
        facts = [
            (self.t("shared-demo-players"), ", ".join(html.escape(self.name(s.user.id)) for s in played.seats)),
            (self.t("shared-demo-moves"), str(played.table.move_no)),
            (self.t("shared-demo-seed"), html.escape(played.seed)),
        ]
        facts_html = "".join(f"<span>{label}: <b>{value}</b></span>" for label, value in facts)
        columns = [self.column(self.t("shared-demo-thread"), played.thread, "thread")]
        for seat in played.seats:
            title = self.t("shared-demo-seat", seat=seat.number + 1, name=seat.user.name)
            columns.append(self.column(title, seat.dms, "dm"))
        title = self.t("shared-demo-title", game=played.title)
        return (
            f'<!doctype html><html lang="{played.lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>{title}</title>'
            f"<style>{CSS}</style></head><body><header><h1>{title}</h1>"
            f'<div class="facts">{facts_html}</div><p class="intro">{self.t("shared-demo-intro")}</p></header>'
            f'{self.result()}<div class="columns">{"".join(columns)}</div></body></html>\n'
        )


def chip(text: str) -> str:
    """A mention (of a user, a channel or a time) as Discord highlights it."""
    return f'<span class="mention">{html.escape(text)}</span>'


def timestamp(seconds: int) -> str:
    return chip(datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%d %H:%M UTC"))


def write_page(played: PlayedGame, folder: Path) -> Path:
    """Write `folder/index.html` and its images; return the page's path."""
    folder.mkdir(parents=True, exist_ok=True)
    for old in (folder / "images").glob("*"):  # the images of an earlier run of the demo
        old.unlink()
    page = Page(played, Images(folder))
    path = folder / "index.html"
    path.write_text(page.render(), encoding="utf-8")
    return path
