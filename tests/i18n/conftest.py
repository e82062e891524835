"""The fake Discord fixture, shared with the end-to-end tests."""

from tests.e2e.conftest import fake_discord

__all__ = ["fake_discord"]
