"""Moved to `sandbox.world`; this name stays for older imports."""

from sandbox.world import *  # noqa: F403
