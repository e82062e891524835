"""The bot's version: the one place it is written (`python bot.py --version`, `/games about`, pyproject.toml)."""

VERSION = "0.5.7"
