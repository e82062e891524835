"""The README and docs/ explain the repository from inside it: every link points at a file of the checkout."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_links_stay_inside_the_repository(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert not re.search(r"\bhttps?://", text), f"{page.name} names an address outside the repository"
    for target in LINK.findall(text):
        path = target.split("#", 1)[0]
        if not path:
            continue  # a heading of the same page
        resolved = (page.parent / path).resolve()
        assert resolved.is_relative_to(ROOT), f"{page.name} links outside the repository: {target}"
        assert resolved.exists(), f"{page.name} links to a missing file: {target}"
