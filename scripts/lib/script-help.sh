# Sourced by the scripts before they change folder: `script_help` prints the script's header, the
# comment from its second line to its first line of code without the leading "# ", which is what
# each one's -h and --help print.
script_file="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
script_help() {
    awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$script_file"
}
