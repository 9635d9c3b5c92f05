#!/usr/bin/env bash
# Builds the API documentation: one combined DocC archive of the library
# modules (each module's catalogue is Sources/<Module>/<Module>.docc, with
# its landing page and articles), into .build/docs or the folder given.
# DocC warnings (a broken link) fail the build, and so does a public symbol
# declared in Sources without a doc comment of its own (Scripts/doc-coverage.swift
# reads the symbol graphs DocC was given). CI runs it.
#
#   Scripts/docs.sh [OUT]     then open OUT/index.html through a web server,
#                             e.g. `python3 -m http.server -d OUT` and
#                             http://localhost:8000/documentation/quartzcore
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"
modules=(CoreGraphics CoreImage CoreAnimationValues QuartzCoreBase QuartzCore LayerHost UIKit)
Scripts/install-deps.sh
targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done
mkdir -p "$out"
swift package --allow-writing-to-directory "$out" generate-documentation "${targets[@]}" \
  --enable-experimental-combined-documentation --warnings-as-errors \
  --experimental-documentation-coverage --coverage-summary-level brief \
  --output-path "$out"
graphs=$(find .build -path '*/extracted-symbols/*' -name 'CoreGraphics.symbols.json' -newer Package.swift -print -quit)
[ -n "$graphs" ] || { echo "docs.sh: no symbol graphs were extracted" >&2; exit 1; }
swift Scripts/doc-coverage.swift "$(dirname "$(dirname "$graphs")")" "$PWD/Sources" "${modules[@]}"
echo "docs.sh: documentation in $out"
