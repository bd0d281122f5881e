"""Headless Chromium for the dashboard's browser test (tests/server/test_dashboard_browser.py).

Chromium is Debian's ``chromium`` with ``chromium-driver``, driven by Selenium through an
explicit driver path, so selenium-manager never tries to download a browser or a driver (the
network is closed here). Background networking is off for the same reason.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from selenium.webdriver.remote.webdriver import WebDriver

CHROMIUM_PATHS = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
CHROMEDRIVER_PATHS = ("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver")
CHROMIUM_FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--window-size=1280,900",
)


def _first_existing(candidates: Sequence[str], name: str) -> str | None:
    for path in candidates:
        if os.access(path, os.X_OK):
            return path
    return shutil.which(name)


def missing_browser() -> str | None:
    """Why the browser test cannot run here (what to install), or None when it can."""
    problems = []
    try:
        import selenium  # noqa: F401
    except ImportError:
        problems.append("the selenium package (pip install -e '.[test]')")
    if _first_existing(CHROMIUM_PATHS, "chromium") is None:
        problems.append("Debian's chromium package (/usr/bin/chromium)")
    if _first_existing(CHROMEDRIVER_PATHS, "chromedriver") is None:
        problems.append("Debian's chromium-driver package (/usr/bin/chromedriver)")
    return "missing " + ", ".join(problems) if problems else None


def start_chromium(profile_dir: Path) -> WebDriver:
    """Headless Chromium with a throwaway profile; nothing is fetched from the network."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium = _first_existing(CHROMIUM_PATHS, "chromium")
    driver_path = _first_existing(CHROMEDRIVER_PATHS, "chromedriver")
    assert chromium is not None and driver_path is not None
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile_dir}")
    # Browser console messages, so a test can show the page's own errors when it fails.
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=driver_path)
    return webdriver.Chrome(service=service, options=options)
