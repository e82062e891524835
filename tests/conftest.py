"""Shared test setup: bots started by tests render and let bots decide in a thread (no worker pool), unless
BOARDBOT_WORKERS is set in the environment. The pool itself is tested in tests/test_workers.py and, in the running
bot, in tests/e2e/test_workers_e2e.py. (Tests that replace a renderers module's function to simulate a broken
renderer need the in-thread path: a worker process imports the module afresh.)"""

import os

import pytest

# helper modules (drivers, states, kits) check with plain `assert`: rewrite them too, for readable failures
pytest.register_assert_rewrite("tests.e2e", "tests.engine", "tests.renderers", "tests.i18n")

os.environ.setdefault("BOARDBOT_WORKERS", "0")
