#!/usr/bin/env python3
"""Follows every internal link of a DocC site over HTTP: each `references` entry of the pages'
data whose url is under /documentation/ or /tutorials/ must be served, the page (its folder's
index.html, where a static host's redirect leads) and its data (data/<path>.json) alike.

    scripts/lib/site-links.py BASE_URL SITE_FOLDER    # prints the count; exits 1 naming the broken
"""

import json
import pathlib
import sys
import urllib.error
import urllib.parse
import urllib.request


def internal_links(site: pathlib.Path) -> set[str]:
    links = set()
    for path in (site / "data").rglob("*.json"):
        references = json.loads(path.read_text()).get("references") or {}
        for reference in references.values():
            url = reference.get("url") if isinstance(reference, dict) else None
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
