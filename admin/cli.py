"""`python bot.py [COMMAND]`: run the bot (no command), or an admin command. Bad arguments and bad configuration
exit 2 with one line each, no traceback, and change nothing."""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import NoReturn

from admin import dbtools
from admin.config import Config, ConfigError, db_path, load, problems, variables_table
from admin.holder import Held, Holder
from engine.version import VERSION

PROG = "python bot.py"
USAGE = """\
DISCORD_TOKEN is not set.

Set it to your bot's token (Discord Developer Portal → your application → Bot → Reset Token), e.g.
    DISCORD_TOKEN=... python bot.py
`python bot.py --help` lists the other settings and the admin commands; `python bot.py check` checks them.
"""
DEMO_MODULE = "sandbox.demo"
DESCRIPTION = "A Discord bot that hosts board games. Without a command it runs the bot."


class OneLineParser(argparse.ArgumentParser):
    """argparse, with a usage error as one line (and exit status 2)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {PROG} --help)\n")


def _known_games() -> tuple[str, ...]:
    from cogs import catalogue

    return tuple(catalogue.names())


def _demo_available() -> bool:
    """`demo` is offered when the sandbox module is there (sandbox/demo.py)."""
    try:
        return importlib.util.find_spec(DEMO_MODULE) is not None
    except ModuleNotFoundError:
        return False


def parser() -> OneLineParser:
    root = OneLineParser(
        prog=PROG,
        description=DESCRIPTION,
        epilog="configuration (environment variables):\n" + variables_table() + "\n\nSee README.md (Hosting).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    root.add_argument("--version", action="version", version=f"boardgame-bot {VERSION}")
    sub = root.add_subparsers(dest="command", metavar="COMMAND", title="commands (none: run the bot)")
    run = sub.add_parser("run", help="run the bot (the default)")
    run.set_defaults(handler=cmd_run)
    backup = sub.add_parser("backup", help="copy the database to PATH while the bot runs (read-only on the source)")
    backup.add_argument("path", type=Path, metavar="PATH")
    backup.add_argument("--force", action="store_true", help="replace PATH if it exists")
    backup.set_defaults(handler=cmd_backup)
    restore = sub.add_parser(
        "restore", help="replace the database by the backup PATH (the bot must be stopped); keeps the old file"
    )
    restore.add_argument("path", type=Path, metavar="PATH")
    restore.set_defaults(handler=cmd_restore)
    export = sub.add_parser(
        "export",
        help="copy every table of the database into TARGET (a new SQLite file or an empty postgresql:// "
        "database) and verify the copy",
    )
    export.add_argument("target", metavar="TARGET")
    export.set_defaults(handler=cmd_export)
    imports = sub.add_parser(
        "import",
        help="copy every table of SOURCE (an SQLite file or a postgresql:// URL) into the database, which "
        "must hold no games, and verify the copy",
    )
    imports.add_argument("source", metavar="SOURCE")
    imports.set_defaults(handler=cmd_import)
    migrate = sub.add_parser("migrate", help="bring the database to this version's schema (the bot must be stopped)")
    migrate.set_defaults(handler=cmd_migrate)
    check = sub.add_parser("check", help="check the configuration and the database; exit 0 when all is well, else 1")
    check.set_defaults(handler=cmd_check)
    sync = sub.add_parser("sync-commands", help="sync the slash commands to Discord now, even when unchanged")
    sync.set_defaults(handler=cmd_sync)
    if _demo_available():  # listed here; its arguments are sandbox.demo's own (see main)
        sub.add_parser("demo", help="play a game between bots without Discord and write a page of it (sandbox/demo.py)")
    return root


def _fail(lines: str, status: int = 2) -> int:
    for line in lines.splitlines():
        sys.stderr.write(f"{PROG}: {line}\n")
    return status


def _config(env: Mapping[str, str]) -> Config | int:
    try:
        return load(env, _known_games())
    except ConfigError as error:
        return _fail(str(error))


# -- commands -----------------------------------------------------------------------------------------------
def _config_with_token(env: Mapping[str, str]) -> Config | int:
    """The checked configuration of a command that talks to Discord, or the exit status (2: no token, USAGE said)."""
    config = _config(env)
    if isinstance(config, int):
        return config
    if not config.token:
        sys.stderr.write(USAGE)
        return 2
    return config


def cmd_run(args: argparse.Namespace, env: Mapping[str, str]) -> int:
    config = _config_with_token(env)
    if isinstance(config, int):
        return config
    from admin.service import serve

    # a process of a cluster (the registry refuses an overlapping start), or PostgreSQL (several processes share it)
    if config.shards.ids is not None or not isinstance(config.db_path, Path):
        return serve(config)
    try:
        with Holder(config.db_path):
            return serve(config)
    except Held as held:
        return _fail(str(held))


def _tool(action: Callable[[], str]) -> int:
    try:
        print(action())
    except dbtools.Refused as refused:
        return _fail(str(refused), refused.status)
    except ConfigError as error:
        return _fail(str(error))
    except OSError as error:
        return _fail(f"{error.strerror or error}: {error.filename or ''}".rstrip(": "), 1)
    return 0


def cmd_backup(args: argparse.Namespace, env: Mapping[str, str]) -> int:
    return _tool(lambda: dbtools.backup(db_path(env), args.path.expanduser().resolve(), force=args.force))


def cmd_restore(args: argparse.Namespace, env: Mapping[str, str]) -> int:
    return _tool(lambda: dbtools.restore(args.path.expanduser().resolve(), db_path(env)))


def cmd_export(args: argparse.Namespace, env: Mapping[str, str]) -> int:
    return _tool(lambda: dbtools.transfer(db_path(env), dbtools.target_of(args.target)))


def cmd_import(args: argparse.Namespace, env: Mapping[str, str]) -> int:
    return _tool(lambda: dbtools.transfer(dbtools.target_of(args.source), db_path(env)))


def cmd_migrate(args: argparse.Namespace, env: Mapping[str, str]) -> int:
    return _tool(lambda: dbtools.migrate(db_path(env)))


def cmd_check(args: argparse.Namespace, env: Mapping[str, str]) -> int:
    print(f"boardgame-bot {VERSION}")
    errors = problems(env, _known_games())
    if not env.get("DISCORD_TOKEN", "").strip():
        errors.insert(0, "DISCORD_TOKEN is not set (the bot cannot run without it)")
    print("configuration: " + ("ok" if not errors else f"{len(errors)} problem(s)"))
    for line in errors:
        print(f"  PROBLEM: {line}")
    if not errors:
        config = load(env, _known_games())
        print(f"  games: {', '.join(config.games)}")
        print(f"  commands: {'server ' + str(config.dev_guild) if config.dev_guild else 'global'}")
        print(f"  log: {config.log_level} {config.log_format}")
        http = f"{config.http[0]}:{config.http[1]}" if config.http else "off"
        print(f"  http: {http}")
    try:
        lines, db_ok = dbtools.report(db_path(env))
    except ConfigError as error:
        lines, db_ok = [f"database: PROBLEM: {error}"], False
    print("\n".join(lines))
    ok = not errors and db_ok
    print("all good" if ok else "problems found")
    return 0 if ok else 1


def cmd_sync(args: argparse.Namespace, env: Mapping[str, str]) -> int:
    config = _config_with_token(env)
    if isinstance(config, int):
        return config
    from admin.service import sync_once

    return sync_once(config)


def cmd_demo(rest: list[str]) -> int:
    """`python bot.py demo …`: everything after `demo` goes to `sandbox.demo.main` as it is."""
    module = importlib.import_module(DEMO_MODULE)
    return int(module.main(rest, prog=f"{PROG} demo") or 0)


def main(argv: Sequence[str] | None = None, env: Mapping[str, str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--backup"]:  # the older spelling
        args[0] = "backup"
    if args[:1] == ["demo"] and _demo_available():
        return cmd_demo(args[1:])
    namespace = parser().parse_args(args)
    handler = getattr(namespace, "handler", cmd_run)
    return handler(namespace, os.environ if env is None else env)
