"""The house plan's import boundaries, and the bot's refusal to run without a token."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def imports_of(path: Path) -> set[str]:
    """Every module a file imports, at the top or inside a function (`from a import b` counts as `a` and `a.b`)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def imported_modules(folder: str) -> dict[str, set[str]]:
    return {str(path.relative_to(ROOT)): imports_of(path) for path in (ROOT / folder).rglob("*.py")}


def test_engine_imports_neither_discord_nor_pillow() -> None:
    for path, names in imported_modules("engine").items():
        bad = {n for n in names if n.split(".")[0] in ("discord", "PIL", "cogs", "renderers")}
        assert not bad, f"{path} imports {bad}"


def test_presenters_import_neither_discord_nor_pillow_nor_the_front_ends() -> None:
    for path, names in imported_modules("presenters").items():
        forbidden = ("discord", "PIL", "cogs", "renderers", "sqlite_utils", "sqlite3")
        bad = {n for n in names if n.split(".")[0] in forbidden}
        assert not bad, f"{path} imports {bad}"


def test_cogs_read_no_raw_game_state() -> None:
    """Rule questions belong to the engine, screens to the presenters: a cog never looks inside a state."""
    import re

    raw = re.compile(r"(\bstate|\.state)(\[|\.get\()")
    for path in (ROOT / "cogs").rglob("*.py"):
        hits = [n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if raw.search(line)]
        assert not hits, f"{path.relative_to(ROOT)} reads raw state at lines {hits}"


def test_renderers_import_neither_discord_nor_storage() -> None:
    for path, names in imported_modules("renderers").items():
        bad = {n for n in names if n.split(".")[0] in ("discord", "cogs", "sqlite_utils", "sqlite3")}
        bad |= {n for n in names if n.startswith("engine.store") or n.startswith("engine.tables")}
        assert not bad, f"{path} imports {bad}"


def test_engine_presenters_and_renderers_use_no_private_member_of_another_object() -> None:
    """`x._name` only on `self` or `cls`: a module asks another object through its public methods (a private one
    may change without notice), e.g. the seat rules re-plan a table's timers with `Tables.replan_timers`."""
    for folder in ("engine", "presenters", "renderers"):
        for path in (ROOT / folder).rglob("*.py"):
            hits = [
                f"{node.lineno}: {ast.unparse(node)}"
                for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                if isinstance(node, ast.Attribute)
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
            ]
            assert not hits, f"{path.relative_to(ROOT)} uses private members of other objects: {hits}"


def test_the_project_and_its_benches_stand_on_their_own_not_on_the_tests() -> None:
    """bench/, the sandbox and every package of the bot import nothing from tests/ (what a bench or the demo needs
    from a test's driver lives in `sandbox`)."""
    folders = [p.name for p in ROOT.iterdir() if (p / "__init__.py").exists() and p.name != "tests"] + ["bench"]
    files = {str(p.relative_to(ROOT)): imports_of(p) for p in ROOT.glob("*.py")}
    for folder in folders:
        files.update(imported_modules(folder))
    assert {"bench", "sandbox", "engine", "cogs"} <= set(folders), folders
    for path, names in files.items():
        bad = {n for n in names if n == "tests" or n.startswith("tests.")}
        assert not bad, f"{path} imports {bad}"


def test_no_test_module_imports_another_test_module() -> None:
    """What tests share lives in a conftest.py (fixtures) or a helper module whose name does not start with `test_`."""
    modules = list((ROOT / "tests").rglob("test_*.py"))
    assert len(modules) > 100, "the test modules were not found"
    for path in modules:
        bad = {n for n in imports_of(path) if n.split(".")[-1].startswith("test_")}
        assert not bad, f"{path.relative_to(ROOT)} imports the test modules {bad}"


def test_bot_without_token_exits_2_with_a_short_explanation() -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    run = subprocess.run([sys.executable, "bot.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert "DISCORD_TOKEN" in run.stderr and "Traceback" not in run.stderr


def class_statements(folder: str) -> list[tuple[str, str, int]]:
    """Every class statement of a folder's modules: (module file, class name, number of bases written in it)."""
    found = []
    for path in sorted((ROOT / folder).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                found.append((path.name, node.name, len(node.bases)))
    return found


def test_no_cog_class_has_more_than_two_bases() -> None:
    """Composition, not a mixin tower: a cog holds its collaborators (cogs/parts.py)."""
    tower = [(f, name, n) for f, name, n in class_statements("cogs") if n > 2]
    assert not tower, tower


def overridden(cls: type) -> dict[str, list[str]]:
    """The methods of `cls` defined in more than two classes of its chain written in cogs/ (an override of an
    override), with those classes."""
    ours = [c for c in cls.__mro__ if c.__module__.startswith("cogs.")]
    names = {name for c in ours for name, value in vars(c).items() if not name.startswith("__")}
    out = {}
    for name in names:
        owners = [c.__qualname__ for c in ours if name in vars(c) and not isinstance(vars(c)[name], type)]
        if len(owners) > 2:
            out[name] = owners
    return out


def cog_classes() -> list[type]:
    """Every class of cogs/, and every game's generated cog class (cogs/descriptor.py `make_cog`)."""
    import importlib
    import inspect

    from cogs import catalogue
    from cogs.descriptor import make_cog
    from engine.registry import KNOWN_GAMES

    classes: list[type] = []
    for path in sorted((ROOT / "cogs").glob("*.py")):
        module = importlib.import_module(f"cogs.{path.stem}")
        classes += [c for _, c in inspect.getmembers(module, inspect.isclass) if c.__module__ == module.__name__]
    return classes + [make_cog(catalogue.descriptor(name)) for name in KNOWN_GAMES]


def test_no_method_is_overridden_twice_down_a_cog_chain() -> None:
    chains = {c.__qualname__: found for c in cog_classes() if (found := overridden(c))}
    assert not chains, chains


def test_the_override_check_catches_an_override_of_an_override() -> None:
    class Base:
        def act(self) -> None: ...

    class Middle(Base):
        def act(self) -> None: ...

    class Leaf(Middle):
        def act(self) -> None: ...

    for c in (Base, Middle, Leaf):
        c.__module__ = "cogs.example"
    assert overridden(Leaf) == {
        "act": [
            "test_the_override_check_catches_an_override_of_an_override.<locals>.Leaf",
            "test_the_override_check_catches_an_override_of_an_override.<locals>.Middle",
            "test_the_override_check_catches_an_override_of_an_override.<locals>.Base",
        ]
    }
    assert overridden(Middle) == {}
