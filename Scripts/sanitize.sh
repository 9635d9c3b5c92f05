#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer and AddressSanitizer, each
# in its own build folder (.build-tsan, .build-asan). Leak reports are off
# under ASan: the system's font and GL libraries keep process-lifetime caches
# that LeakSanitizer counts (the soak benchmark measures growth instead).
#
# usage: Scripts/sanitize.sh [thread|address|all]
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
source Scripts/test-environment.sh
which="${1:-all}"
run() {  # sanitizer scratch-path
  echo "== swift test --sanitize=$1"
  swift build --build-tests --sanitize="$1" --scratch-path "$2"
  swift_test_with_failure_summary --skip-build --sanitize="$1" --scratch-path "$2" --disable-swift-testing
}
if [ "$which" = thread ] || [ "$which" = all ]; then
  TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" run thread .build-tsan
fi
if [ "$which" = address ] || [ "$which" = all ]; then
  ASAN_OPTIONS="detect_leaks=0 halt_on_error=1" run address .build-asan
fi
