"""What a feature costs as the app grows, for scripts/benchmark-scale.

    python3 scale.py [--features 2,10,25,50] [--rounds N] [--keep] [--copy PATH]

In a scratch copy of the repository (never this checkout), generates features with new-feature
(--no-prove) until there are N, and measures at each N, in debug as people work, on Landmarks
(the one feature there at every N, so each column measures the same code):

- the cold build of its harness, from its own package (`swift build --package-path
  LandmarksPackage --product landmarks-preview`, the package's build folder removed first);
- a body edit in LandmarksDomain and in LandmarksFeature, rebuilt for the harness and for the app;
- a no-op build of the harness;
- check-boundaries over the whole tree;
- preview-gallery --check --only landmarks;
- the app's start to its first frame with data (landmarks-app --headless --preset mock: it exits
  after the frame, the mock's 300 ms latency included) and its resident memory at its peak;
- swift test of LandmarksPackage (built first, untimed: the run and its no-op build);
- the registration lines the N-th feature added (new-feature --dry-run's diff of the files the
  tree already has).

Each figure is the median of the rounds, which alternate the order of the products. It prints
one table, rows the measures and columns N, with the ratio of the largest N to the smallest.
"""

import argparse
import datetime
import importlib.util
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
REPOSITORY = HERE.parent.parent
# The edits are blast-radius.py's: a line in a function's body.
_spec = importlib.util.spec_from_file_location("blast_radius", HERE / "blast-radius.py")
blast_radius = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(blast_radius)

# Names for the generated features: plural nouns whose singular is the name without its "s".
# Not "Streams": its item, Stream, is ambiguous with Foundation's class, and new-feature refuses it.
NAMES = """Trails Summits Rivers Canyons Glaciers Forests Meadows Valleys Islands Caves Bridges Castles
Temples Gardens Harbors Lighthouses Museums Palaces Ruins Springs Deserts Dunes Fjords Geysers Hills
Lagoons Cliffs Craters Ridges Reefs Peaks Ponds Brooks Towers Walls Waterfalls Woods Coves Bays Capes
Domes Gorges Knolls Mesas Plains Rapids Shores Trailheads""".split()
HAND_WRITTEN = 2  # Landmarks and Reservations


def run(arguments, cwd, check=True):
    """Runs a command; its output, or an exit naming it when it fails and `check`."""
    result = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True)
    if check and result.returncode != 0:
        sys.exit(f"benchmark-scale: {' '.join(map(str, arguments))} failed:\n{result.stdout[-3000:]}{result.stderr[-3000:]}")
    return result


def timed(arguments, cwd):
    """The seconds a command takes (it must succeed)."""
    start = time.monotonic()
    run(arguments, cwd)
    return time.monotonic() - start


def copy_repository(destination):
    """The files Git tracks or would (not ignored ones), copied to `destination`."""
    listed = run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], REPOSITORY).stdout
    for relative in filter(None, listed.split("\0")):
        source = REPOSITORY / relative
        if not source.is_file():
            continue
        target = destination / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
    run(["git", "init", "-q"], destination)


def registration_lines(generator, name, tree):
    """The lines `new-feature NAME` adds to files the tree already has, from its dry run's diff."""
    diff = run([generator, name, "--dry-run", "--root", tree], tree, check=False).stdout
    return sum(1 for line in diff.splitlines() if line.startswith("+") and not line.startswith("+++"))


def app_first_frame(binary, tree):
    """Seconds from the app's start to its exit after the first frame, and its peak RSS in MiB."""
    start = time.monotonic()
    process = subprocess.Popen(
        [binary, "--headless", "--preset", "mock"], cwd=tree,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.monotonic() - start
    if status != 0:
        sys.exit(f"benchmark-scale: landmarks-app --headless exited {status}")
    return seconds, usage.ru_maxrss / 1024


def measure(tree, rounds):
    """Each measure's samples at the tree's current size."""
    package = tree / "LandmarksPackage"
    harness = ["swift", "build", "--package-path", str(package), "--product", "landmarks-preview"]
    app = ["swift", "build", "--product", "landmarks-app"]
    bin_path = pathlib.Path(run(["swift", "build", "--show-bin-path"], tree).stdout.strip())
    # The root's products the measures run, up to date first (untimed).
    for product in ["landmarks-app", "check-boundaries", "preview-gallery"]:
        run(["swift", "build", "--product", product], tree)
    run(["swift", "build", "--package-path", str(package), "--build-tests"], tree)
    samples = {}

    def add(name, value):
        samples.setdefault(name, []).append(value)

    previous = os.getcwd()
    os.chdir(tree)  # blast-radius finds a module's sources from the current folder
    try:
        for round_number in range(rounds):
            shutil.rmtree(package / ".build", ignore_errors=True)
            add("harness: cold build (s)", timed(harness, tree))
            add("harness: no-op build (s)", timed(harness, tree))
            for module in ["LandmarksDomain", "LandmarksFeature"]:
                path, line = blast_radius.edit_site(module)
                original = path.read_text()
                products = [("harness", harness), ("app", app)]
                if round_number % 2:
                    products.reverse()
                try:
                    for label, command in products:
                        run(command, tree)  # up to date, untimed
                        path.write_text(blast_radius.edited(original, line, "body"))
                        add(f"{label}: {module} body edit (s)", timed(command, tree))
                        path.write_text(original)
                        run(command, tree)
                finally:
                    path.write_text(original)
            add("check-boundaries (s)", timed([str(bin_path / "check-boundaries"), "."], tree))
            add("preview-gallery --check --only landmarks (s)",
                timed([str(bin_path / "preview-gallery"), "--check", "--only", "landmarks"], tree))
            seconds, rss = app_first_frame(str(bin_path / "landmarks-app"), tree)
            add("app: start to first frame with data (s)", seconds)
            add("app: peak resident memory (MiB)", rss)
            run(["swift", "build", "--package-path", str(package), "--build-tests"], tree)
            add("swift test LandmarksPackage (s)", timed(["swift", "test", "--package-path", str(package)], tree))
    finally:
        os.chdir(previous)
    return {name: statistics.median(values) for name, values in samples.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--features", default="2,10,25,50")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--copy", help="a copy an earlier run kept (--keep), with its build folders, to go on in")
    options = parser.parse_args()
    try:
        counts = sorted({int(count) for count in options.features.split(",")})
    except ValueError:
        sys.exit("benchmark-scale: --features takes counts separated by commas, such as 2,10,25,50")
    if not counts or counts[0] < HAND_WRITTEN or counts[-1] > HAND_WRITTEN + len(NAMES):
        sys.exit(f"benchmark-scale: each count goes from {HAND_WRITTEN} to {HAND_WRITTEN + len(NAMES)}")
    if options.rounds < 1:
        sys.exit("benchmark-scale: --rounds takes a whole number from 1")
    generator = REPOSITORY / ".build" / "debug" / "new-feature"
    if not generator.exists():
        sys.exit("benchmark-scale: build new-feature first (swift build --product new-feature)")

    if options.copy:
        tree = pathlib.Path(options.copy).resolve()
        if not (tree / "boundaries.json").exists():
            sys.exit(f"benchmark-scale: {tree} is not a copy of the repository (no boundaries.json)")
        scratch = tree.parent
        options.keep = True  # never delete what was given
    else:
        scratch = pathlib.Path(tempfile.mkdtemp(prefix="benchmark-scale-"))
        tree = scratch / "repository"
        print(f"==> a copy of the repository in {tree}", flush=True)
        copy_repository(tree)
    # The features an earlier run generated there count.
    generated = sum(1 for name in NAMES if (tree / f"{name}Package").is_dir())
    if HAND_WRITTEN + generated > counts[0]:
        sys.exit(f"benchmark-scale: {tree} has {HAND_WRITTEN + generated} features already, more than {counts[0]}")
    columns = {}
    registered = {}
    try:
        for count in counts:
            while HAND_WRITTEN + generated < count:
                name = next(name for name in NAMES if not (tree / f"{name}Package").is_dir())
                registered[count] = registration_lines(str(generator), name, tree)
                run([str(generator), name, "--no-prove", "--root", tree], tree)
                generated += 1
            print(f"==> {count} features: measuring, {options.rounds} round(s)", flush=True)
            columns[count] = measure(tree, options.rounds)
            columns[count]["registration lines of the last feature"] = registered.get(count, 0)
            print("    " + ", ".join(f"{name} {value:.2f}" for name, value in columns[count].items()), flush=True)
    finally:
        if options.keep:
            print(f"==> kept {tree}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)

    rows = list(columns[counts[0]].keys())
    first, last = counts[0], counts[-1]
    print(f"\nThe architecture at {', '.join(map(str, counts))} features, debug, median of {options.rounds} "
          f"round(s), {datetime.date.today().isoformat()}\n")
    print("| measure | " + " | ".join(f"N={count}" for count in counts) + f" | N={last} / N={first} |")
    print("| --- |" + " ---: |" * (len(counts) + 1))
    for row in rows:
        values = [columns[count][row] for count in counts]
        ratio = f"{values[-1] / values[0]:.2f}x" if values[0] else "n/a"
        print(f"| {row} | " + " | ".join(f"{value:.2f}" if isinstance(value, float) else str(value) for value in values)
              + f" | {ratio} |")


if __name__ == "__main__":
    main()
