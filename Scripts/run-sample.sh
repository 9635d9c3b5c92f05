#!/usr/bin/env bash
# Runs a sample in a release build (the main one, Petals, unless named):
# installs what is missing, builds, runs. Arguments after the name go to the
# sample (each takes --help). `Scripts/run-sample.sh --list` lists them.
#
# Release builds only: `swift run` builds debug, which draws several times
# slower. The first release build of a sample takes about 2 minutes on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."

samples=(
  "Petals|document 001's falling petal in eight explained steps: click sends it, ←/→ or 1–8 the step, M the shower (the main sample)"
  "Transitions|the image gallery with every CATransition type: ←/→ or a drag steps, T the type, S the subtype"
  "DrawnLayers|shape, gradient and text layers, each animated the way apps animate them"
  "PathFollower|layers riding paths (keyframe path with rotateAuto, values, groups): C steps calculationMode"
  "ImplicitActions|document 002's colour layer and its action search: 1–4 or M pick the mode, a click changes the colour"
  "LayerEffects|corners, borders, shadows, masks, contentsGravity, sprites, nine-slice, 3D, rasterization: a click hit-tests"
  "TimingLab|CAMediaTiming side by side (fill modes, speed, timeOffset, repeats, timing functions): a click or R restarts"
  "ViewAnimations|listings 4-1 to 4-9 of the View Programming Guide as a UIKit app: click or Space/→ next, ← back, Return replays"
  "Emitters|snow and cherry petals from two CAEmitterLayers"
  "HostedLayers|the README's hosting example: click the card to recolour it, elsewhere to move it"
  "LayerTour|the layer model of document 002 printed over time (no window)"
  "WindowSmoke|a spinning layer that keeps drawing while the main thread is blocked (--block-main)"
  "FrameBench|frame times of the live runtime: --scene sprites|cards|shapes|emitter|indicators|blur|spinner|blur-window --layers N"
)

list() {
  echo "Samples (Scripts/run-sample.sh NAME [arguments]; every sample window but WindowSmoke's and FrameBench's quits on Escape):"
  for entry in "${samples[@]}"; do
    printf '  %-16s %s\n' "${entry%%|*}" "${entry#*|}"
  done
}

sample="${1:-Petals}"
case "$sample" in
  --list|-l|--help|-h) list; exit 0 ;;
esac
known=0
for entry in "${samples[@]}"; do
  [ "${entry%%|*}" = "$sample" ] && known=1
done
if [ "$known" = 0 ]; then
  echo "run-sample.sh: no sample named \"$sample\"" >&2
  list >&2
  exit 2
fi
shift || true

# An up-to-date sample starts without SwiftPM (whose no-op build plans the
# whole package graph, about 18 s): a stamp per sample records the last
# build, and anything newer than it that a sample is built from (the
# manifest, the resolved versions, Sources, Samples, Shaders, the Swift
# toolchain; added and removed files change their folder's time) rebuilds.
# RUN_SAMPLE_REBUILD=1 rebuilds regardless.
bin=".build/release/$sample"
stamp=".build/run-sample/$sample.stamp"
toolchain=$(readlink -f "$(command -v swift)" 2>/dev/null || true)
stale() {
  [ -x "$bin" ] && [ -f "$stamp" ] || return 0
  [ -n "$(find Package.swift Package.resolved Sources Samples Shaders $toolchain -newer "$stamp" -print -quit 2>/dev/null)" ]
}
if [ "${RUN_SAMPLE_REBUILD:-0}" = 1 ] || stale; then
  Scripts/install-deps.sh
  mkdir -p "$(dirname "$stamp")"
  # Stamped before the build: an edit made while it runs is newer, and rebuilds next time.
  touch "$stamp.next"
  swift build -c release --product "$sample"
  mv "$stamp.next" "$stamp"
fi
exec "$bin" "$@"
