"""What an edit rebuilds, for scripts/benchmark-build --blast-radius.

    python3 blast-radius.py [--rounds N] [--modules A,B,...]

For each module the harnesses and the app are built from, edits one of its files three ways (a
line in a function's body, a private function added, a public function added), rebuilds its
feature's harness (landmarks-preview for the shared modules) and landmarks-app in debug, and
prints, per module x edit x product, the seconds taken and the modules recompiled. Each edit is
timed twice: made, then undone (an undo is the same kind of edit). Products alternate which goes
first from round to round, and a product is brought up to date, untimed, before its edit. The
seconds are the median of every round's edit and undo. Then each module's static radius: what
depends on it, from check-boundaries' graph.

Run from the repository root, with the products built once (the first untimed builds do it).
"""

import argparse
import pathlib
import re
import statistics
import subprocess
import sys
import time

MODULES = [
    "Env", "Logger", "WireContract", "Toolkit", "DesignSystem", "LiveSession", "LaunchSupport",
    "PreviewSupport", "LandmarksApi", "LandmarksDomain", "LandmarksFeature", "ReservationsApi",
    "ReservationsDomain", "ReservationsFeature", "AppComposition",
]
EDITS = ["body", "private", "public"]
APP = "landmarks-app"
# A function that returns nothing, or an initializer, whose body opens on its declaration's line:
# a statement added there leaves no single-expression body without its implicit return.
FUNCTION = re.compile(
    r"^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|static|mutating"
    r"|nonisolated|override|final|convenience|required)\s+)*(?:func\s[^{>]*|init\??\([^{]*)\{\s*$"
)
RECOMPILED = re.compile(r"^\[\d+/\d+\] (?:Compiling|Emitting module) ([A-Za-z0-9_-]+)")


def source_folder(module):
    """The folder of a module's sources: <Package>/Sources/<module>."""
    for folder in pathlib.Path(".").glob(f"*/Sources/{module}"):
        if folder.is_dir():
            return folder
    sys.exit(f"blast-radius: no sources for module {module}")


def edit_site(module):
    """The first file (by name) with a body to edit (see FUNCTION), and the line it opens on."""
    for path in sorted(source_folder(module).rglob("*.swift")):
        for number, line in enumerate(path.read_text().splitlines()):
            if FUNCTION.match(line):
                return path, number
    sys.exit(f"blast-radius: no function body to edit in {module}")


def edited(text, line, edit):
    """The file's text with the edit made."""
    lines = text.split("\n")
    if edit == "body":
        indent = re.match(r"\s*", lines[line]).group(0)
        lines.insert(line + 1, f"{indent}    let _ = 0")
        return "\n".join(lines)
    access = "private" if edit == "private" else "public"
    return text.rstrip("\n") + f"\n\n{access} func blastRadiusProbe() {{}}\n"


def harness(module):
    """The harness a module's edits are measured on: its feature's, else landmarks-preview."""
    feature = re.match(r"^([A-Z][a-z]+)(Api|Domain|Feature)$", module)
    return f"{feature.group(1).lower()}-preview" if feature else "landmarks-preview"


def build(product):
    """Builds `product`; returns the seconds and the modules it compiled."""
    start = time.monotonic()
    run = subprocess.run(["swift", "build", "--product", product], capture_output=True, text=True)
    seconds = time.monotonic() - start
    if run.returncode != 0:
        sys.exit(f"blast-radius: building {product} failed:\n{run.stdout[-2000:]}{run.stderr[-2000:]}")
    modules = []
    for line in run.stdout.splitlines():
        match = RECOMPILED.match(line)
        if match and match.group(1) not in modules:
            modules.append(match.group(1))
    return seconds, modules


def static_radius():
    """Each module's dependents, direct or not, from check-boundaries' module graph."""
    graph = subprocess.run(
        ["swift", "run", "--quiet", "check-boundaries", "--graph", "dot"], capture_output=True, text=True, check=True
    ).stdout
    dependents = {}
    for source, target in re.findall(r'"([^"]+)" -> "([^"]+)"', graph):
        dependents.setdefault(target, set()).add(source)

    def closure(module):
        seen, stack = set(), [module]
        while stack:
            for dependent in dependents.get(stack.pop(), ()):
                if dependent not in seen:
                    seen.add(dependent)
                    stack.append(dependent)
        return seen

    return {module: closure(module) for module in MODULES}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--modules", default=",".join(MODULES))
    options = parser.parse_args()
    modules = options.modules.split(",")
    unknown = [module for module in modules if module not in MODULES]
    if unknown:
        sys.exit(f"blast-radius: no module {', '.join(unknown)}; modules: {', '.join(MODULES)}")
    if options.rounds < 1:
        sys.exit("blast-radius: --rounds takes a whole number from 1")

    results = {}  # (module, edit, product) -> ([seconds], modules recompiled)
    for module in modules:
        path, line = edit_site(module)
        original = path.read_text()
        products = [harness(module), APP]
        print(f"==> {module}: {path}, after line {line + 1}", flush=True)
        try:
            for round_number in range(options.rounds):
                order = products if round_number % 2 == 0 else products[::-1]
                for edit in EDITS:
                    for product in order:
                        build(product)  # up to date, untimed
                        cell = results.setdefault((module, edit, product), ([], []))
                        for text in [edited(original, line, edit), original]:
                            path.write_text(text)
                            seconds, recompiled = build(product)
                            cell[0].append(seconds)
                            if text != original:
                                cell[1][:] = recompiled
        finally:
            path.write_text(original)

    print()
    print(f"What an edit rebuilds (debug; median of {2 * options.rounds} timings: each round's edit and its undo)")
    print(f"{'module':<20} {'edit':<8} {'product':<21} {'seconds':>7}  recompiled")
    for module in modules:
        for edit in EDITS:
            for product in [harness(module), APP]:
                timings, recompiled = results[(module, edit, product)]
                names = ", ".join(recompiled) if recompiled else "nothing"
                print(f"{module:<20} {edit:<8} {product:<21} {statistics.median(timings):>6.2f}s  {len(recompiled)}: {names}")

    print()
    print("Static radius: the modules that depend on each, directly or not (check-boundaries --graph)")
    for module, dependents in static_radius().items():
        if module in modules:
            print(f"{module:<20} {len(dependents):>2}  {', '.join(sorted(dependents))}")

    body = [
        (statistics.median(results[(module, "body", harness(module))][0]), module)
        for module in modules
        if module.endswith(("Domain", "Feature"))
    ]
    if body:
        worst, module = max(body)
        verdict = "met" if worst <= 6 else "not met"
        print(f"\nGoal, a body edit in a Feature or Domain module rebuilds its harness in 6 s at most: "
              f"{verdict} (slowest {worst:.2f} s, {module})")


if __name__ == "__main__":
    main()
