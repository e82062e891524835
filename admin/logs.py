"""Logging: plain text or one JSON object a line (`BOARDBOT_LOG_FORMAT=json`), and discord.py's reconnect attempts
as one line each instead of a traceback (an unreachable Discord is expected weather, not a bug)."""

from __future__ import annotations

import json
import logging
import sys
import time

TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z",
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False)


class OneLineReconnects(logging.Filter):
    """discord.py logs each gateway reconnect attempt with a traceback: keep the line, add the error, drop the rest."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and str(record.msg).startswith("Attempting a reconnect"):
            error = record.exc_info[1]
            detail = f"{type(error).__name__}: {error}".replace("%", "%%")
            record.msg = f"{record.msg} ({detail})" if error else record.msg
            record.exc_info = None
            record.exc_text = None
        return True


def setup_logging(level: str, fmt: str) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter() if fmt == "json" else logging.Formatter(TEXT_FORMAT))
    logging.basicConfig(level=level, handlers=[handler], force=True)
    quiet_reconnects()


def quiet_reconnects() -> None:
    logger = logging.getLogger("discord.client")
    if not any(isinstance(f, OneLineReconnects) for f in logger.filters):
        logger.addFilter(OneLineReconnects())
