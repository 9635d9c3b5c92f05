#!/usr/bin/env bash
# FrameBench beside the hand-written C/EGL/GLES 3 baseline of
# Benchmarks/CBaseline (and with PEERS=all also a Clutter and a Qt Quick
# peer), in one run on one private Xvfb: for each workload, REPS interleaved
# rounds (ours, C, Clutter, Qt, ours, ...), then the medians and our fps as a
# share of C's.
#
# usage: Scripts/framebench-vs-c.sh [out-dir]
# env:   REPS=3 WARMUP=2 MEASURE=10 DISPLAY_NUMBER=93 PEERS=c|all
#        OURS_EGL=1: also run FrameBench with CA_GL=egl in each round (the
#        window drawn through EGL, whose X11 swaps go through the socket on
#        llvmpipe; the default draws through GLX where the server offers it),
#        shown in its own column.
#        SPRITES="1000 5000 20000" CARDS="100 500"
#        PEERS_DIR=DIR (PEERS=all only, no default): the folder that holds the
#        Clutter and Qt peers' sources, clutter/clutter_bench.c (with
#        common/bench.h), qt/qtbench.cpp and qt/{sprites,cards}.qml; they are
#        not part of this repository.
# Needs a release build of FrameBench (swift build -c release --product FrameBench),
# gcc, Xvfb and the GLES/EGL/X11 development files (libegl-dev libgles-dev
# libx11-dev); PEERS=all also needs the Clutter 1.0 and Qt 6 Quick development
# packages.
# Prints a Markdown table; every raw line (FrameBench JSON, each peer's RESULT)
# is kept in out-dir.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=${1:-/tmp/framebench-vs-c}
reps=${REPS:-3}
warmup=${WARMUP:-2}
measure=${MEASURE:-10}
display=${DISPLAY_NUMBER:-93}
sprites=${SPRITES:-"1000 5000 20000"}
cards=${CARDS:-"100 500"}
peers=${PEERS:-c}
ours="$root/.build/release/FrameBench"
baseline="$root/Benchmarks/CBaseline" # gles3_baseline.c and the files beside it

case "$peers" in
  c) ;;
  all)
    if [ -z "${PEERS_DIR:-}" ]; then
      echo "PEERS=all needs PEERS_DIR: the folder with the Clutter and Qt peers" \
           "(clutter/clutter_bench.c, qt/qtbench.cpp, qt/*.qml), which this repository does not hold" >&2
      exit 1
    fi
    bench=$(cd "$PEERS_DIR" 2>/dev/null && pwd) || { echo "PEERS_DIR=$PEERS_DIR is not a folder" >&2; exit 1; }
    for f in clutter/clutter_bench.c qt/qtbench.cpp qt/sprites.qml qt/cards.qml; do
      [ -f "$bench/$f" ] || { echo "PEERS_DIR=$PEERS_DIR has no $f" >&2; exit 1; }
    done
    ;;
  *) echo "PEERS must be c or all, not '$peers'" >&2; exit 1 ;;
esac

mkdir -p "$out"
[ -x "$ours" ] || { echo "build FrameBench first: swift build -c release --product FrameBench" >&2; exit 1; }
gcc -O2 -flto -Wall -Wextra -o "$out/gles3_baseline" "$baseline"/*.c -lEGL -lGLESv2 -lX11 -lm
if [ "$peers" = all ]; then
  gcc -O2 -Wno-deprecated-declarations -o "$out/clutter_bench" "$bench/clutter/clutter_bench.c" \
      $(pkg-config --cflags --libs clutter-1.0) -lm
  g++ -O2 -std=c++17 -fPIC -o "$out/qtbench" "$bench/qt/qtbench.cpp" \
      $(pkg-config --cflags --libs Qt6Quick Qt6Qml Qt6Gui Qt6Core)
fi

. Scripts/private-xvfb.sh
start_private_xvfb "$display" "$out"
export BENCH_WARMUP_S=$warmup BENCH_MEASURE_S=$measure

raw="$out/raw.txt"
echo "# $(date -u +%FT%TZ) reps=$reps warmup=${warmup}s measure=${measure}s load-before: $(cut -d' ' -f1-3 /proc/loadavg)" >"$raw"
limit=$(awk "BEGIN { print int($warmup + $measure + 120) }")
peer() {  # label scene n rep command...
  local label=$1 scene=$2 n=$3 rep=$4 line
  shift 4
  line=$(timeout "$limit" "$@" 2>>"$out/stderr.txt" | grep '^RESULT' || true)
  echo "$label $scene $n $rep $line" >>"$raw"
}
run() {  # scene n rep
  local line
  line=$(timeout "$limit" "$ours" --scene "$1" --layers "$2" --seconds "$measure" --warmup "$warmup" \
         --unthrottled --json 2>>"$out/stderr.txt" | tail -1) || true
  echo "ours $1 $2 $3 $line" >>"$raw"
  if [ "${OURS_EGL:-0}" = 1 ]; then
    line=$(CA_GL=egl timeout "$limit" "$ours" --scene "$1" --layers "$2" --seconds "$measure" --warmup "$warmup" \
           --unthrottled --json 2>>"$out/stderr.txt" | tail -1) || true
    echo "ours-egl $1 $2 $3 $line" >>"$raw"
  fi
  peer c "$1" "$2" "$3" "$out/gles3_baseline" --scene "$1" --count "$2" --warmup "$warmup" --seconds "$measure"
  if [ "$peers" = all ]; then
    # Clutter moving actors by set_translation (cards: its baked-texture variant), and Qt
    # Quick's default threaded render loop with swap interval 1 (as a stock app runs).
    local move=(--move translation); [ "$1" = cards ] && move=()
    peer clutter "$1" "$2" "$3" "$out/clutter_bench" --workload "$1" "${move[@]}" --n "$2"
    peer qt "$1" "$2" "$3" env QTBENCH_SWAP_INTERVAL=1 "$out/qtbench" "$bench/qt/$1.qml" "$1" "$2"
  fi
  echo "rep $3 $1 $2 done" >&2
}
for rep in $(seq "$reps"); do
  for n in $sprites; do run sprites "$n" "$rep"; done
  for n in $cards; do run cards "$n" "$rep"; done
done
echo "# load-after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$raw"

python3 - "$raw" <<'EOF'
import json, re, statistics, sys
rows = {}
for line in open(sys.argv[1]):
    if line.startswith('#'):
        print(line.strip())
        continue
    who, scene, n, rep, rest = line.split(' ', 4)
    entry = rows.setdefault((scene, int(n)), {'ours': [], 'ours-egl': [], 'c': [], 'clutter': [], 'qt': []})
    if who in ('ours', 'ours-egl') and rest.strip().startswith('{'):
        entry[who].append(json.loads(rest))
    elif who in entry and 'fps=' in rest:
        entry[who].append(dict(re.findall(r'(\w+)=(\S+)', rest)))
def med(values):
    return statistics.median(values) if values else float('nan')
print('| scene | N | ours fps | C fps | ratio | ours via EGL fps | Clutter fps | Qt fps | ours build+encode / wait / present ms | C anim+submit / finish / swap ms |')
print('|---|---|---|---|---|---|---|---|---|---|')
for (scene, n), e in sorted(rows.items()):
    ours = med([r['fps'] for r in e['ours']])
    c = med([float(r['fps']) for r in e['c']])
    ob = med([r['evaluate_build_ms_per_frame'] + r['encode_ms_per_frame'] for r in e['ours']])
    ow = med([r['render_wait_ms_per_frame'] for r in e['ours']])
    op = med([r['present_ms_per_frame'] for r in e['ours']])
    cs = med([float(r['anim_ms']) + float(r['submit_ms']) for r in e['c']])
    cf = med([float(r['finish_ms']) for r in e['c']])
    cw = med([float(r['swap_ms']) for r in e['c']])
    peer = lambda who: f"{med([float(r['fps']) for r in e[who]]):.1f}" if e[who] else '-'
    runs = f"{[round(r['fps'], 1) for r in e['ours']]} vs {[float(r['fps']) for r in e['c']]}"
    print(f"| {scene} | {n} | {ours:.1f} | {c:.1f} | {ours / c * 100:.0f}% | {peer('ours-egl')} | {peer('clutter')} | {peer('qt')} | {ob:.2f} / {ow:.2f} / {op:.2f} | {cs:.2f} / {cf:.2f} / {cw:.2f} |  <!-- {runs} -->")
EOF
