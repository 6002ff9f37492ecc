#!/usr/bin/env python3
"""Follows every internal link of a DocC site over HTTP: each `references` entry of the pages'
data whose url is under /documentation/ or /tutorials/ must be served, the page (its folder's
index.html, where a static host's redirect leads) and its data (data/<path>.json) alike. A
tutorials chapter has no page: its reference's url is /tutorials/<toc>/<chapter>, which DocC's
renderer links as /tutorials/<toc>/#<chapter> on the table of contents, so that is followed.

    scripts/lib/site-links.py BASE_URL SITE_FOLDER    # prints the count; exits 1 naming the broken
"""

import json
import pathlib
import sys
import urllib.error
import urllib.parse
import urllib.request


def chapters(pages: list[dict]) -> set[str]:
    """The identifiers of the chapters of every tutorials table of contents."""
    identifiers = set()
    for page in pages:
        if page.get("metadata", {}).get("role") == "overview":
            toc = page["identifier"]["url"]
            for section in page.get("sections", []):
                identifiers |= {f"{toc}/{chapter.get('name')}" for chapter in section.get("chapters", [])}
    return identifiers


def internal_links(site: pathlib.Path) -> set[str]:
    links = set()
    pages = [json.loads(path.read_text()) for path in (site / "data").rglob("*.json")]
    chapter_identifiers = chapters(pages)
    for page in pages:
        references = page.get("references") or {}
        for identifier, reference in references.items():
            url = reference.get("url") if isinstance(reference, dict) else None
            if url and identifier in chapter_identifiers:
                url = url.rsplit("/", 1)[0]  # the table of contents, where the chapter is
            if url and url.startswith(("/documentation/", "/tutorials/")):
                links.add(url.split("#", 1)[0])
    return links


def status(base: str, path: str) -> int:
    try:
        with urllib.request.urlopen(base + urllib.parse.quote(path), timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def main() -> int:
    base, site = sys.argv[1].rstrip("/"), pathlib.Path(sys.argv[2])
    links = internal_links(site)
    broken = []
    for link in sorted(links):
        page, data = status(base, link + "/"), status(base, "/data" + link.lower() + ".json")
        if page != 200 or data != 200:
            broken.append(f"{link} (page {page}, data {data})")
    print(f"{len(links)} internal links followed, {len(broken)} broken")
    for line in broken[:50]:
        print(f"broken: {line}")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
