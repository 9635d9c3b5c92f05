# Sourced by Scripts/test.sh and Scripts/sanitize.sh: the environment the
# test processes (and the sample processes they start) run in, the same on
# every machine whatever it has installed or set.
#  - Fonts: exactly the files of fonts-dejavu-core and fonts-liberation2
#    (Tests/Fonts/fonts.conf), not whatever else the machine has.
#  - Locale and time zone: C.UTF-8 and UTC.
#  - No display of the machine's: live tests start their own private Xvfb.
export FONTCONFIG_FILE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/Tests/Fonts/fonts.conf"
export LC_ALL=C.UTF-8 LANG=C.UTF-8 LANGUAGE= TZ=UTC
unset DISPLAY XAUTHORITY WAYLAND_DISPLAY

# Runs `swift test` with the arguments given and, when it fails, repeats each
# failed assertion and failed test's name at the end, so a log that keeps only
# its last lines (a CI page) still says what failed.
swift_test_with_failure_summary() {
  local log status=0
  log="$(mktemp)"
  swift test "$@" 2>&1 | tee "$log" || status=$?
  if [ "$status" != 0 ]; then
    echo "== what failed (swift test exited $status):"
    grep -E ": error: |' failed \(|Fatal error|Segmentation|SUMMARY: |WARNING: ThreadSanitizer" "$log" | head -60 || true
  fi
  rm -f "$log"
  return "$status"
}

# Deletes the build products in scratch folder $1 (default .build) when they
# were made from another commit than HEAD. An incremental build across a
# change of a type's stored properties, or across deleted files, can link
# objects compiled against the old layout; a suite run on those fails in ways
# the sources do not explain. Fetched packages are kept.
discard_builds_of_other_commits() {
  local scratch="${1:-.build}" head stamp
  head="$(git rev-parse HEAD 2>/dev/null || echo unknown)"
  stamp="$scratch/.built-from-commit"
  if [ -d "$scratch" ] && [ "$(cat "$stamp" 2>/dev/null)" != "$head" ]; then
    echo "== $scratch was built from another commit; building afresh"
    rm -rf "$scratch"/*-unknown-linux-gnu "$scratch"/debug "$scratch"/release "$scratch"/*.db "$scratch"/*.yaml
  fi
  mkdir -p "$scratch"
  echo "$head" > "$stamp"
}
