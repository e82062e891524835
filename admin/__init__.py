"""What a server admin runs: the command line (`admin/cli.py`), configuration from the environment
(`admin/config.py`), database tools (`admin/dbtools.py`), command-sync bookkeeping (`admin/sync.py`), the optional
health and metrics endpoint (`admin/http.py`, `admin/metrics.py`) and logging (`admin/logs.py`)."""
