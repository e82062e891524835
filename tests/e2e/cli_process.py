"""`python -m tests.e2e.cli_process PORT [ARGS…]`: the real command line (`python bot.py ARGS…`, admin/cli.py) with
discord.py pointed at a fake Discord on 127.0.0.1:PORT, configured by the environment like the real thing."""

from __future__ import annotations

import sys


def main() -> int:
    import discord.gateway
    import discord.http
    import yarl

    port = sys.argv[1]
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/")
    from admin.cli import main as cli_main

    return cli_main(sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
