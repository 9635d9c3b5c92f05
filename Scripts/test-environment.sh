# Sourced by Scripts/test.sh and Scripts/sanitize.sh: the environment the
# test processes (and the sample processes they start) run in, the same on
# every machine whatever it has installed or set.
#  - Fonts: exactly the files of fonts-dejavu-core and fonts-liberation2
#    (Tests/Fonts/fonts.conf), not whatever else the machine has.
#  - Locale and time zone: C.UTF-8 and UTC.
#  - No display of the machine's: live tests start their own private Xvfb.
#  - A light appearance, whatever the desktop's theme (GTK_THEME, XSETTINGS).
export FONTCONFIG_FILE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/Tests/Fonts/fonts.conf"
export LC_ALL=C.UTF-8 LANG=C.UTF-8 LANGUAGE= TZ=UTC
unset DISPLAY XAUTHORITY WAYLAND_DISPLAY GTK_THEME
export CA_APPEARANCE=light

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
