"""What one run of the memory service is configured with (bound once, at start)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from hermem.config import HomePaths

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
DEFAULT_MAX_BODY_BYTES = 1024 * 1024
DEFAULT_RATE_LIMIT = 200.0
BURST_FACTOR = 2.0
LOCAL_TENANT = "default"
# How `hermem serve --workers N` hands the settings to its worker processes.
SETTINGS_ENV_VAR = "HERMEM_SERVE_SETTINGS"


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """``home``: where tenants live (tenant ``default`` is the home itself, any other
    tenant T is ``<home>/tenants/T/``). ``database_url``: PostgreSQL for every tenant's
    stores and the API keys ("" = the embedded default, files and SQLite).
    ``rate_limit``: requests per second per key (0 = unlimited), bursts of twice that.
    ``local_token``: a key valid only for this run, for tenant ``default`` (None = none).
    ``workers``: processes serving together; each enforces the rate limit on what it
    serves, and with more than one MCP runs stateless (any process may answer any request).
    """

    home: HomePaths
    host: str = DEFAULT_HOST
    port: int = DEFAULT_PORT
    database_url: str = ""
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES
    rate_limit: float = DEFAULT_RATE_LIMIT
    local_token: str | None = None
    workers: int = 1

    @property
    def burst(self) -> float:
        return self.rate_limit * BURST_FACTOR

    def to_json(self) -> str:
        data = asdict(self)
        data["home"] = {"root": str(self.home.root), "profile": self.home.profile}
        return json.dumps(data)

    @classmethod
    def from_json(cls, text: str) -> ServerSettings:
        data = json.loads(text)
        home = data.pop("home")
        return cls(home=HomePaths(root=Path(home["root"]), profile=home["profile"]), **data)

    @property
    def base_url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def dashboard_url(self) -> str:
        """The dashboard's address, carrying the local token in the fragment (never sent
        to the server in a request line, so it stays out of access logs)."""
        if self.local_token:
            return f"{self.base_url}/#token={self.local_token}"
        return f"{self.base_url}/"
