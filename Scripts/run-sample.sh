#!/usr/bin/env bash
# Runs a sample (the main one unless named): installs what is missing, builds, runs.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
sample="${1:-Petals}"
shift || true
swift run -c release "$sample" "$@"
