# Sourced by scripts/test and scripts/prove-new-feature: runs SwiftPM for several root packages in
# one build folder, so the dependencies they share compile once.
#
# SwiftPM 6.3 keeps the build plan of the last root package built in a folder, and when the next
# root's package structure looks unchanged it reuses that plan: `swift test --package-path X`
# then runs the tests of the package built before. So the plan is forgotten first, every time.
# Order matters too: a root package may remove the checkouts of dependencies only the root built
# before it needed, and a package checked out again compiles again; so a folder goes from fewer
# dependencies to more. (In scripts/test, BackendPackage removes swift-clocks, a test dependency
# of the feature packages, and the root build, which needs it, checks it out and compiles it again.)

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
