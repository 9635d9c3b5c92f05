#!/usr/bin/env bash
# Builds Tests/ClientPackage, a package that depends on this checkout by path
# as a user's would, and runs its three programs: `import QuartzCore`
# (render(in:), CARenderer), `import LayerHost` (a window, or a headless
# export) and `import UIKit`. Each checks the pixels it drew. It also
# compiles the README's hosting example as written there (ReadmeExample) and
# runs it without a display: it must say why in one line and exit 1, not
# trap. A first build
# compiles the whole library graph again (a few minutes on two cores).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
source Scripts/test-environment.sh
cd Tests/ClientPackage
mkdir -p Sources/ReadmeExample
awk '/^## Hosting layers in a window/ { section = 1 }
     section && /^```swift$/ { inside = 1; next }
     inside && /^```$/ { exit }
     inside { print }' ../../README.md > Sources/ReadmeExample/main.swift
[ -s Sources/ReadmeExample/main.swift ] || { echo "README.md has no hosting example" >&2; exit 1; }
swift build
bin=$(swift build --show-bin-path)
for program in QuartzCoreClient CoreImageClient LayerHostClient UIKitClient; do
  "$bin/$program"
done
# The README's example with no X display: one line saying so, status 1.
set +e
errors=$(env -u DISPLAY "$bin/ReadmeExample" 2>&1 >/dev/null)
status=$?
set -e
if [ "$status" -ne 1 ] || [ "$(printf '%s\n' "$errors" | wc -l)" -ne 1 ] \
   || ! printf '%s' "$errors" | grep -q "^HostedLayers: Cannot open an X display"; then
  echo "the README's example without a display: status $status, said: $errors" >&2
  exit 1
fi
echo "README example without a display: $errors (status 1)"
echo "client package: every product imports, builds and draws"
