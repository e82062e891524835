"""Moved to the `sandbox` package; this name stays for older imports."""

from sandbox import *  # noqa: F403
