"""The start tracer (admin/start_trace.py): phases in the order reached, each once, nothing when it is off."""

from __future__ import annotations

from pathlib import Path

import pytest

from admin import start_trace


@pytest.fixture
def tracing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Tracing on, into a fresh file, as if BOARDBOT_START_TRACE had named it when the process began."""
    path = tmp_path / "start.trace"
    monkeypatch.setattr(start_trace, "_path", str(path))
    monkeypatch.setattr(start_trace, "_seen", set())
    return path


def test_phases_are_recorded_in_the_order_reached_each_once(tracing: Path) -> None:
    for phase in ("discord imported", "serving", "discord imported", "workers launched"):
        start_trace.mark(phase)
    phases = start_trace.read(tracing)
    assert [p["phase"] for p in phases] == ["interpreter up", "discord imported", "serving", "workers launched"]
    assert [p["at"] for p in phases] == sorted(p["at"] for p in phases)
    assert [p["cpu"] for p in phases] == sorted(p["cpu"] for p in phases)


def test_another_processs_phases_are_read_apart(tracing: Path) -> None:
    start_trace.mark("serving")
    with tracing.open("a") as out:  # a second process tracing into the same file
        out.write('{"phase": "interpreter up", "pid": -1, "at": 0, "cpu": 0}\n')
    assert [p["phase"] for p in start_trace.read(tracing, pid=-1)] == ["interpreter up"]
    assert len(start_trace.read(tracing)) == 3


def test_off_it_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(start_trace, "_path", None)
    monkeypatch.setattr(start_trace, "_seen", set())
    start_trace.mark("serving")
    assert not start_trace.enabled()
    assert not start_trace._seen and list(tmp_path.iterdir()) == []
