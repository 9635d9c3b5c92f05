#!/usr/bin/env bash
# Checks Scripts/run-sample.sh's up-to-date test without building anything:
# a copy of it runs in a scratch tree with a stand-in `swift` that records
# each build. An up-to-date sample must start without a build; an edited,
# added or removed source file, a changed manifest, or
# RUN_SAMPLE_REBUILD=1 must rebuild; another sample builds on its own.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/Scripts" "$scratch/Sources/A" "$scratch/Samples/Petals" "$scratch/Shaders" "$scratch/bin"
cp "$here/Scripts/run-sample.sh" "$scratch/Scripts/"
printf '#!/bin/sh\n' > "$scratch/Scripts/install-deps.sh"
chmod +x "$scratch/Scripts/install-deps.sh"
echo '// manifest' > "$scratch/Package.swift"
echo 'let a = 1' > "$scratch/Sources/A/A.swift"
# The stand-in toolchain: `swift build -c release --product NAME` logs the build
# and makes .build/release/NAME, a program that says it ran.
cat > "$scratch/bin/swift" <<'SWIFT'
#!/bin/sh
echo "build $*" >> "$BUILD_LOG"
product=$(echo "$*" | sed -n 's/.*--product \([A-Za-z]*\).*/\1/p')
mkdir -p .build/release
printf '#!/bin/sh\necho "%s ran $*"\n' "$product" > ".build/release/$product"
chmod +x ".build/release/$product"
SWIFT
chmod +x "$scratch/bin/swift"
export BUILD_LOG="$scratch/builds.log" PATH="$scratch/bin:$PATH"
: > "$BUILD_LOG"

builds() { wc -l < "$BUILD_LOG" | tr -d ' '; }
expect() {  # expect DESCRIPTION BUILDS-SO-FAR [sample]
  local said
  said=$("$scratch/Scripts/run-sample.sh" "${3:-Petals}" --seconds 1)
  [ "$said" = "${3:-Petals} ran --seconds 1" ] || { echo "check-run-sample: $1: the sample said \"$said\"" >&2; exit 1; }
  [ "$(builds)" = "$2" ] || { echo "check-run-sample: $1: $(builds) builds, expected $2" >&2; cat "$BUILD_LOG" >&2; exit 1; }
}
later() { sleep 1.1; }  # file times in whole seconds on some file systems

expect "first run builds" 1
expect "an up-to-date sample starts without a build" 1
later; echo 'let a = 2' > "$scratch/Sources/A/A.swift"
expect "an edited source file rebuilds" 2
expect "and then it is up to date" 2
later; echo 'let b = 1' > "$scratch/Samples/Petals/B.swift"
expect "an added file rebuilds" 3
later; rm "$scratch/Samples/Petals/B.swift"
expect "a removed file rebuilds" 4
later; echo '// manifest 2' > "$scratch/Package.swift"
expect "a changed manifest rebuilds" 5
RUN_SAMPLE_REBUILD=1 expect "RUN_SAMPLE_REBUILD=1 rebuilds" 6
expect "another sample builds on its own" 7 Transitions
expect "the first is still up to date" 7
echo "check-run-sample: an up-to-date sample starts without SwiftPM; edits, added and removed files and the manifest rebuild"
