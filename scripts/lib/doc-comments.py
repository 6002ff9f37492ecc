#!/usr/bin/env python3
"""Finds doc comments that say nothing the declaration's name does not.

A one-line `///` comment is flagged when it is
  - "Creates a X." (or "Makes", "Initializes"), the comment every initializer could have; or
  - the symbol's own name in words, after an article and at most one more word ("The text." on
    `var text`, "The shared store." on `let store`), or alone ("Page Down" on `case pageDown`).
A comment with anything but words (a key glyph, code in backticks, a link) is left alone: it
shows something the name cannot.

    scripts/lib/doc-comments.py [ROOT]    # prints each finding as FILE:LINE: ..., exits 1 on any
    scripts/lib/doc-comments.py --self-test
"""

import os
import pathlib
import re
import sys

ARTICLES = {"the", "a", "an", "its", "this"}
DECLARATION = re.compile(
    r"\b(?:func|var|let|case|class|struct|enum|protocol|actor|typealias)\s+`?([A-Za-z_][A-Za-z0-9_]*)"
)
CREATES = re.compile(r"(?:Creates|Makes|Initializes) (?:a|an|the) [A-Za-z]+\.?")
WORDS_ONLY = re.compile(r"[A-Za-z0-9 ,.'-]+")


def name_words(name: str) -> list[str]:
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name)
    spaced = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1 \2", spaced)
    return [word.lower() for word in re.split(r"[\s_]+", spaced) if word]


def declared_name(line: str) -> str | None:
    if re.search(r"\binit\b", line) and not DECLARATION.search(line.split("init")[0] + " "):
        return "init"
    match = DECLARATION.search(line)
    return match.group(1) if match else None


def restates(comment: str, declaration: str) -> bool:
    if CREATES.fullmatch(comment):
        return True
    name = declared_name(declaration)
    if name is None or name == "init" or not WORDS_ONLY.fullmatch(comment):
        return False
    words = re.findall(r"[a-z0-9]+", comment.lower())
    article = bool(words) and words[0] in ARTICLES
    while words and words[0] in ARTICLES:
        words = words[1:]
    wanted = name_words(name)
    # After an article, one word more says nothing either: "The shared store."
    return words == wanted or (article and len(words) == len(wanted) + 1 and words[1:] == wanted)


def findings(source: str):
    lines = source.split("\n")
    index = 0
    while index < len(lines):
        if not lines[index].strip().startswith("///"):
            index += 1
            continue
        start = index
        block = []
        while index < len(lines) and lines[index].strip().startswith("///"):
            block.append(lines[index].strip()[3:].strip())
            index += 1
        declaration = ""
        while index < len(lines) and lines[index].strip().startswith("@") and "(" not in lines[index]:
            index += 1
        if index < len(lines):
            declaration = lines[index].strip()
        if len(block) == 1 and restates(block[0], declaration):
            yield start + 1, block[0], declaration


def swift_files(root: pathlib.Path):
    """Every Swift file below `root`, as scripts/lint finds them: not in a folder whose name
    starts with a dot (build folders), nor in the boundary checker's fixtures, nor in a
    `Sources/*/Generated` folder (swift-openapi-generator's files, which nobody edits)."""
    fixtures = root / "Tests/BoundaryCheckerTests/Fixtures"
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = sorted(
            name for name in subfolders
            if not name.startswith(".") and pathlib.Path(folder, name) != fixtures
            and not (name == "Generated" and pathlib.Path(folder).parent.name == "Sources")
        )
        for name in sorted(files):
            if name.endswith(".swift"):
                yield pathlib.Path(folder, name)


def self_test() -> int:
    cases = [
        ("Creates a banner.", "public init(_ kind: Kind) {", True),
        ("The text.", "public var text: String", True),
        ("The shared store.", "public let store: LandmarkStore", True),
        ("Page Down", "case pageDown", True),
        ("↑↓ Move", "public static let move = KeyHint(\"↑↓\", \"Move\")", False),
        ("esc Back", "public static let back = KeyHint(\"esc\", \"Back\")", False),
        ("The server the session signs in to.", "public let baseURL: URL", False),
        ("Where the list is scrolled.", "public let scroll = ScrollPosition()", False),
        ("The landmark.", "public var landmark: Landmark.ID", True),
        ("Creates a size of `columns` by `rows`.", "public init(columns: Int, rows: Int)", False),
    ]
    failed = [case for case in cases if restates(case[0], case[1]) != case[2]]
    for comment, declaration, expected in failed:
        print(f"self-test: {comment!r} over {declaration!r} should {'' if expected else 'not '}be flagged")
    return 1 if failed else 0


def main() -> int:
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parents[2])
    count = 0
    for path in swift_files(root):
        for line, comment, declaration in findings(path.read_text()):
            count += 1
            print(f"{path.relative_to(root)}:{line}: '/// {comment}' says no more than {declaration[:60]!r}")
    if count:
        print(f"{count} doc comments restate their symbol: say what a reader cannot see from the name")
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main())
