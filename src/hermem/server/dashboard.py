"""The dashboard: static files shipped in the package, served at ``/`` and ``/static/*``.

The page holds no data: it calls the API with the token it was opened with. A strict
Content-Security-Policy keeps a stored entry from ever running as script there.
"""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from starlette.responses import HTMLResponse, Response
from starlette.staticfiles import StaticFiles

STATIC_DIR = Path(__file__).parent / "static"
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
        "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
        "form-action 'self'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-cache",
}
PLACEHOLDER = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>hermem</title></head>
<body><h1>hermem</h1>
<p>The memory service is running. The dashboard's files are not installed with this copy
of hermem; the API is at <a href="/docs">/docs</a>.</p></body></html>
"""


def index() -> Response:
    page = STATIC_DIR / "index.html"
    try:
        html = page.read_text(encoding="utf-8")
    except OSError:
        html = PLACEHOLDER
    return HTMLResponse(html, headers=SECURITY_HEADERS)


def mount_dashboard(app: FastAPI) -> None:
    app.add_api_route("/", index, methods=["GET"], include_in_schema=False)
    if STATIC_DIR.is_dir():
        app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
