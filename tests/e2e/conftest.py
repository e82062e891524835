"""Fixtures for end-to-end tests against the fake Discord server."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from sandbox import FakeDiscord, running_bot

__all__ = ["fake_discord", "running_bot"]


@pytest.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    """A started fake Discord server with discord.py pointed at it; fails the test on fake-server bugs."""
    server = FakeDiscord()
    await server.start()
    server.install()
    try:
        yield server
    finally:
        await server.stop()
    assert not server.internal_errors, "fake Discord server crashed:\n" + "\n".join(server.internal_errors)
