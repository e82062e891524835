# The bot in a container: python bot.py [COMMAND] as a non-root user, the database on the volume /data.
#   docker build -t boardgame-bot .
#   docker run -d --name boardbot -e DISCORD_TOKEN=... -v boardbot-data:/data -p 127.0.0.1:8080:8080 boardgame-bot
# See README.md, "Hosting".

# 1. dependencies into a virtual environment (every one ships wheels: no compiler is installed, none is kept)
FROM python:3.11-slim AS deps
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_CACHE_DIR=1
RUN python -m venv /opt/venv
COPY requirements.txt /tmp/requirements.txt
RUN /opt/venv/bin/pip install --only-binary=:all: -r /tmp/requirements.txt

# 2. the image: the environment, the code (read-only for the bot), the database on a volume
FROM python:3.11-slim
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    BOARDBOT_DB=/data/games.db \
    BOARDBOT_HTTP=0.0.0.0:8080 \
    BOARDBOT_CACHE_DIR=/app/data/cache
RUN useradd --system --uid 10001 --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin boardbot \
    && mkdir /data && chown boardbot:boardbot /data
COPY --from=deps /opt/venv /opt/venv
WORKDIR /app
COPY . /app
# bytecode and the compiled translation catalogs made once here, so a start parses nothing (read-only at run time)
RUN python -m compileall -q /app && python -m i18n
USER boardbot
VOLUME ["/data"]
EXPOSE 8080
# /healthz answers 503 ("starting") until the bot serves: the start period covers a start's catch-up
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8080/healthz', timeout=4)"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["python", "bot.py"]
