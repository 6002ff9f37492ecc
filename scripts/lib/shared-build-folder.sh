# Sourced by scripts/test and scripts/prove-new-feature: runs SwiftPM for several root packages in
# one build folder, so the dependencies they share compile once.
#
# SwiftPM 6.3 keeps the build plan of the last root package built in a folder, and when the next
# root's package structure looks unchanged it reuses that plan: `swift test --package-path X`
# then runs the tests of the package built before. So the plan is forgotten first, every time.
# Order matters too: a root package removes the checkouts of the dependencies only the root built
# before it needed, and a package checked out again compiles again; so a folder goes from fewer
# dependencies to more. (The feature packages' test dependency swift-snapshot-testing, which the
# root does not need, is the one that comes and goes: a package's tests after the root's build
# check it out and compile it again, about 15 s.)

# forget_build_plan FOLDER...: the next build in each folder makes its plan again.
forget_build_plan() {
    local folder
    for folder in "$@"; do
        rm -f "$folder"/*/debug/description.json "$folder"/*/release/description.json
    done
}

# shared_swift FOLDER ARGUMENTS...: `swift ARGUMENTS... --scratch-path FOLDER`, with a new plan.
shared_swift() {
    local folder=$1
    shift
    forget_build_plan "$folder"
    swift "$@" --scratch-path "$folder"
}
