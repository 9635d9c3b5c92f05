#!/usr/bin/env bash
# Builds Tests/ClientPackage, a package that depends on this checkout by path
# as a user's would, and runs its three programs: `import QuartzCore`
# (render(in:), CARenderer), `import LayerHost` (a window, or a headless
# export) and `import UIKit`. Each checks the pixels it drew. A first build
# compiles the whole library graph again (a few minutes on two cores).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
source Scripts/test-environment.sh
cd Tests/ClientPackage
swift build
for program in QuartzCoreClient LayerHostClient UIKitClient; do
  "$(swift build --show-bin-path)/$program"
done
echo "client package: every product imports, builds and draws"
