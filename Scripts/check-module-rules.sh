#!/usr/bin/env bash
# Checks the module rules of Docs/Architecture.md against the sources: for
# every row of its module table ("| `Module` | holds | may import |"), every
# `import` in Sources/<Module> must name a module that row allows (or one of
# the system modules every module may use); and the GL side never plans
# (GLESRenderer's code does not name FramePlanner). Prints each violation
# with its file and line and exits 1 when there is one.
#
# usage: Scripts/check-module-rules.sh [ROOT]      (ROOT: the checkout, default this one)
#        Scripts/check-module-rules.sh --self-test (breaks a copy on purpose; must fail)
set -euo pipefail

always="Foundation FoundationEssentials Dispatch Glibc Synchronization CoreFoundation"

check() {
  local root="$1" table violations=0 module allowed file
  table=$(awk '/^## Modules and who may import whom/ { on = 1; next } /^## / { on = 0 } on && /^\| `/' \
    "$root/Docs/Architecture.md")
  if [ -z "$table" ]; then
    echo "check-module-rules: no module table in $root/Docs/Architecture.md" >&2
    return 1
  fi
  while IFS= read -r row; do
    local modules rules
    modules=$(echo "$row" | awk -F'|' '{ print $2 }' | grep -o '`[A-Za-z0-9_]*`' | tr -d '`' || true)
    rules=$(echo "$row" | awk -F'|' '{ print $(NF - 1) }')
    case "$rules" in *anything*) continue ;; esac
    allowed="$always $(echo "$rules" | grep -o '`[A-Za-z0-9_]*`' | tr -d '`' | tr '\n' ' ' || true)"
    for module in $modules; do
      [ -d "$root/Sources/$module" ] || continue
      while IFS=: read -r file line imported; do
        [ -n "$file" ] || continue
        case " $allowed " in
          *" $imported "*) ;;
          *) echo "${file#"$root"/}:$line: $module imports $imported; Docs/Architecture.md allows: $(echo $allowed)"
             violations=$((violations + 1)) ;;
        esac
      done < <(grep -rnE '^[[:space:]]*(@_exported |@preconcurrency |package |internal |public |private |fileprivate )*import ([A-Za-z0-9_]+)' \
                 --include='*.swift' "$root/Sources/$module" 2>/dev/null \
               | sed -E 's/^([^:]*):([0-9]+):.*import ([A-Za-z0-9_]+).*/\1:\2:\3/' || true)
    done
  done <<< "$table"
  # The GL side executes plans; planning is the render server's.
  while IFS= read -r hit; do
    [ -n "$hit" ] || continue
    echo "$hit: GLESRenderer plans (names FramePlanner); the render server hands it a finished FramePlan"
    violations=$((violations + 1))
  done < <(grep -rnE 'FramePlanner[ .(]' --include='*.swift' "$root/Sources/GLESRenderer" 2>/dev/null \
             | grep -vE '^[^:]*:[0-9]+:[[:space:]]*//' | sed "s|^$root/||" || true)
  if [ "$violations" -gt 0 ]; then
    echo "check-module-rules: $violations violation(s) of the module rules" >&2
    return 1
  fi
  echo "check-module-rules: every module imports only what Docs/Architecture.md allows"
}

if [ "${1:-}" = "--self-test" ]; then
  here="$(cd "$(dirname "$0")/.." && pwd)"
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  mkdir -p "$scratch/Docs" "$scratch/Sources/CoreGraphics" "$scratch/Sources/GLESRenderer"
  cp "$here/Docs/Architecture.md" "$scratch/Docs/"
  printf 'import Foundation\nimport CoreGraphics\n' > "$scratch/Sources/GLESRenderer/Fine.swift"
  check "$scratch" > /dev/null || { echo "self-test: a tree that keeps the rules was refused" >&2; exit 1; }
  printf 'import Foundation\nimport QuartzCoreBase\n' > "$scratch/Sources/CoreGraphics/Bad.swift"
  printf 'let plan = FramePlanner(target: target)\n' > "$scratch/Sources/GLESRenderer/Plans.swift"
  if output=$(check "$scratch" 2>&1); then
    echo "self-test: a broken tree passed" >&2
    exit 1
  fi
  echo "$output" | grep -q "CoreGraphics imports QuartzCoreBase" \
    || { echo "self-test: the bad import was not named: $output" >&2; exit 1; }
  echo "$output" | grep -q "GLESRenderer plans" \
    || { echo "self-test: the planning GL side was not named: $output" >&2; exit 1; }
  echo "check-module-rules: self-test passed (a bad import and a planning GL side are caught)"
  exit 0
fi

check "$(cd "${1:-$(dirname "$0")/..}" && pwd)"
