"""Attachments: multipart uploads, the attachment CDN, attachment payloads and options.

A part of :class:`sandbox.server.FakeDiscord` (its state is set up in ``FakeDiscord.__init__``)."""

from __future__ import annotations

import contextlib
import io
import json
import mimetypes
from typing import Any
from urllib.parse import quote

import aiohttp
from aiohttp import web

from sandbox.protocol import (
    ATTACHMENT_SIZE_LIMIT,
    ApiError,
    Upload,
)
from sandbox.validation import form_error
from sandbox.world import (
    JSON,
    FakeAttachment,
)


class FilesApi:
    """Mixed into :class:`sandbox.server.FakeDiscord`."""

    def attachment_payload(self, a: FakeAttachment) -> JSON:
        data: JSON = {
            "id": str(a.id),
            "filename": a.filename,
            "size": a.size,
            "url": a.url,
            "proxy_url": a.url,
            "content_type": a.content_type,
            "flags": 0,
        }
        if a.description is not None:
            data["description"] = a.description
        if a.width is not None:
            data.update(width=a.width, height=a.height)
        return data

    async def _read_multipart(self, request: web.Request) -> tuple[JSON, list[Upload]]:
        reader = await request.multipart()
        payload: JSON = {}
        uploads: dict[int, Upload] = {}
        while True:
            part = await reader.next()
            if part is None:
                break
            if not isinstance(part, aiohttp.BodyPartReader):
                continue
            if part.name == "payload_json":
                payload = json.loads(await part.text())
            elif part.name and part.name.startswith("files["):
                index = int(part.name[len("files[") : -1])
                ctype = part.headers.get(aiohttp.hdrs.CONTENT_TYPE)
                uploads[index] = Upload(part.filename or f"file{index}", bytes(await part.read()), ctype)
        return payload, [uploads[i] for i in sorted(uploads)]

    def _serve_attachment(self, request: web.Request) -> web.Response:
        parts = request.path.split("/")
        try:
            attachment = self.attachments[int(parts[3])]
        except (IndexError, ValueError, KeyError):
            return web.Response(status=404)
        return web.Response(body=attachment.data, content_type=attachment.content_type or "application/octet-stream")

    def _attachments_for(
        self, channel_id: int, spec: list[JSON] | None, uploads: list[Upload], existing: list[FakeAttachment]
    ) -> list[FakeAttachment]:
        """Discord semantics: without ``attachments`` keep old + add new; with it, the list is the final set."""
        if spec is None:
            return list(existing) + [self._new_attachment(channel_id, u) for u in uploads]
        by_id = {a.id: a for a in existing}
        result = []
        for entry in spec:
            ref = int(entry["id"])
            if ref in by_id:
                result.append(by_id[ref])
            elif 0 <= ref < len(uploads):
                result.append(self._new_attachment(channel_id, uploads[ref], entry))
            else:
                raise ApiError(400, 50035, "Invalid Form Body", form_error({"attachments": f"Unknown id {ref}"}))
        return result

    def _new_attachment(self, channel_id: int, upload: Upload, spec: JSON | None = None) -> FakeAttachment:
        spec = spec or {}
        if len(upload.data) > ATTACHMENT_SIZE_LIMIT:
            raise ApiError(413, 40005, "Request entity too large")
        filename = spec.get("filename") or upload.filename
        attachment_id = self.ids.next()
        content_type = mimetypes.guess_type(filename)[0] or upload.content_type
        url = f"{self.base_url}/attachments/{channel_id}/{attachment_id}/{quote(filename)}"
        attachment = FakeAttachment(attachment_id, filename, upload.data, url, content_type, spec.get("description"))
        if content_type and content_type.startswith("image/"):
            with contextlib.suppress(Exception):
                attachment.width, attachment.height = attachment.image().size
        self.attachments[attachment_id] = attachment
        return attachment

    def _resolve_embed_urls(self, embeds: list[JSON], attachments: list[FakeAttachment]) -> list[JSON]:
        by_name = {f"attachment://{a.filename}": a for a in attachments}

        def fix(node: Any) -> Any:
            if isinstance(node, dict):
                fixed = {k: fix(v) for k, v in node.items()}
                url = node.get("url")
                if isinstance(url, str) and url in by_name:
                    fixed["url"] = fixed["proxy_url"] = by_name[url].url
                return fixed
            if isinstance(node, list):
                return [fix(v) for v in node]
            return node

        return [{"type": "rich", **fix(e)} for e in embeds]

    def resolved_attachment(self, value: Any) -> tuple[int, JSON]:
        filename, data = value if isinstance(value, tuple) else (value.filename, value.data)
        attachment = self._new_attachment(self.text_channel, Upload(filename, data))
        payload = {**self.attachment_payload(attachment), "ephemeral": True}
        return attachment.id, payload


def png_bytes(width: int = 8, height: int = 8, color: tuple[int, int, int] = (200, 40, 40)) -> bytes:
    """A small PNG for tests that upload attachments as a user."""
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (width, height), color).save(buffer, format="PNG")
    return buffer.getvalue()
