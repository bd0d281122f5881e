"""The threat scanner on any text: what a memory write of it would meet."""

from __future__ import annotations

from fastapi import APIRouter

from hermem.server.errors import ApiJSONResponse
from hermem.server.models import ScanRequest
from hermem.server.routes.responses import ok
from hermem.server.runtime import TenantDep

router = APIRouter(tags=["scan"])


@router.post(
    "/scan",
    summary="Scan text for prompt injection, exfiltration, secrets, invisible characters",
    description=(
        "verdict: blocked (a memory write of this text would be refused), flagged "
        "(low-severity findings only) or clean. Findings name the span, never quote it; "
        "too_large: only the head of the text was scanned."
    ),
)
def scan_text(request: ScanRequest, tenant: TenantDep) -> ApiJSONResponse:
    from hermem.safety import MAX_SCAN_CHARS, scan

    findings = scan(request.text)
    blocked = any(f.blocks for f in findings)
    verdict = "blocked" if blocked else "flagged" if findings else "clean"
    return ok(
        {
            "verdict": verdict,
            "too_large": len(request.text) > MAX_SCAN_CHARS,
            "findings": [
                {
                    "id": f.id,
                    "category": f.category,
                    "severity": f.severity,
                    "span": [f.start, f.end],
                    "description": f.description,
                }
                for f in findings
            ],
        }
    )
