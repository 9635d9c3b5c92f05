#!/usr/bin/env bash
# The whole test suite: installs what is missing, then runs swift test.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
# The module rules of Docs/Architecture.md (imports per module), the check itself first.
Scripts/check-module-rules.sh --self-test
Scripts/check-module-rules.sh
# run-sample.sh starts an up-to-date sample without SwiftPM and rebuilds after a change.
Scripts/check-run-sample.sh
source Scripts/test-environment.sh
swift build --build-tests
swift_test_with_failure_summary --skip-build --disable-swift-testing "$@"
