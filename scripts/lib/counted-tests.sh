# Sourced by scripts/test.

# counted COMMAND...: runs a `swift test`, its output shown as it comes, and fails when it ran
# no test (Swift Testing's "Test run with N tests" and XCTest's "Executed N tests", summed): a
# --filter that matches nothing in a step must not pass it.
counted() {
    local log status=0 ran
    log=$(mktemp)
    "$@" 2>&1 | tee "$log" || status=$?
    ran=$(awk 'match($0, /(Test run with|Executed) [0-9]+ test/) {
        count = substr($0, RSTART, RLENGTH); gsub(/[^0-9]/, "", count); sum += count
    } END { print sum + 0 }' "$log")
    rm -f "$log"
    [ "$status" -eq 0 ] || return "$status"
    if [ "$ran" -eq 0 ]; then
        echo "scripts/test: this step ran no test (does a --filter match nothing here?)" >&2
        return 1
    fi
}
