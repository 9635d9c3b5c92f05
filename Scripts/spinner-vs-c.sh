#!/usr/bin/env bash
# FrameBench's spinner screen (one 40x40 ring turning on a still 1280x720
# window, paced at 60 Hz) beside the same screen in plain C on the same
# present path (Benchmarks/CSpinner/glx_spinner.c: GLX, a scissored redraw
# of the ring's square, glXCopySubBufferMESA), and with PEERS_DIR also Qt
# Quick's spinner.qml: REPS interleaved rounds on one private Xvfb, then the
# medians of the process's and the X server's CPU per frame.
#
# usage: Scripts/spinner-vs-c.sh [out-dir]
# env:   REPS=5 WARMUP=2 MEASURE=10 DISPLAY_NUMBER=94
#        RINGS=1: rings in FrameBench's scene (the C peer always draws one)
#        PEERS_DIR=DIR (optional): the folder holding qt/qtbench.cpp and
#        qt/spinner.qml (not part of this repository); needs the Qt 6 Quick
#        development packages.
# Needs a release build of FrameBench (swift build -c release --product FrameBench),
# gcc, Xvfb and the GL/X11 development files (libgl-dev libgles-dev libx11-dev).
# Prints a Markdown table and one JSON line; every raw line is kept in out-dir.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=${1:-/tmp/spinner-vs-c}
reps=${REPS:-5}
warmup=${WARMUP:-2}
measure=${MEASURE:-10}
display=${DISPLAY_NUMBER:-94}
rings=${RINGS:-1}
ours="$root/.build/release/FrameBench"

mkdir -p "$out"
[ -x "$ours" ] || { echo "build FrameBench first: swift build -c release --product FrameBench" >&2; exit 1; }
gcc -O2 -Wall -Wextra -o "$out/glx_spinner" "$root/Benchmarks/CSpinner/glx_spinner.c" -lGL -lX11 -lm
qt=""
if [ -n "${PEERS_DIR:-}" ]; then
  bench=$(cd "$PEERS_DIR" 2>/dev/null && pwd) || { echo "PEERS_DIR=$PEERS_DIR is not a folder" >&2; exit 1; }
  for f in qt/qtbench.cpp qt/spinner.qml; do
    [ -f "$bench/$f" ] || { echo "PEERS_DIR=$PEERS_DIR has no $f" >&2; exit 1; }
  done
  g++ -O2 -std=c++17 -fPIC -o "$out/qtbench" "$bench/qt/qtbench.cpp" \
      $(pkg-config --cflags --libs Qt6Quick Qt6Qml Qt6Gui Qt6Core)
  qt="$bench/qt/spinner.qml"
fi

. Scripts/private-xvfb.sh
start_private_xvfb "$display" "$out"
export BENCH_WARMUP_S=$warmup BENCH_MEASURE_S=$measure

raw="$out/raw.txt"
echo "# $(date -u +%FT%TZ) reps=$reps warmup=${warmup}s measure=${measure}s rings=$rings load-before: $(cut -d' ' -f1-3 /proc/loadavg)" >"$raw"
limit=$(awk "BEGIN { print int($warmup + $measure + 120) }")
for rep in $(seq "$reps"); do
  line=$(timeout "$limit" "$ours" --scene spinner --layers "$rings" --seconds "$measure" --warmup "$warmup" --json \
         2>>"$out/stderr.txt" | tail -1) || true
  echo "ours $rep $line" >>"$raw"
  line=$(timeout "$limit" "$out/glx_spinner" --warmup "$warmup" --seconds "$measure" 2>>"$out/stderr.txt" \
         | grep '^RESULT') || true
  echo "c $rep $line" >>"$raw"
  if [ -n "$qt" ]; then
    line=$(QTBENCH_SWAP_INTERVAL=1 timeout "$limit" "$out/qtbench" "$qt" sprites 1 2>>"$out/stderr.txt" \
           | grep '^RESULT') || true
    echo "qt $rep $line" >>"$raw"
  fi
  echo "round $rep done" >&2
done
echo "# load-after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$raw"

python3 - "$raw" <<'EOF'
import json, re, statistics, sys
runs = {'ours': [], 'c': [], 'qt': []}
for line in open(sys.argv[1]):
    if line.startswith('#'):
        print(line.strip())
        continue
    who, rep, rest = (line.rstrip('\n').split(' ', 2) + [''])[:3]
    rest = rest.strip()
    if who == 'ours' and rest.startswith('{'):
        r = json.loads(rest)
        x = r.get('x_server_cpu_ms_per_frame')
        runs['ours'].append((r['cpu_ms_per_frame'], x, r['fps']))
    elif who in ('c', 'qt') and 'fps=' in rest:
        r = dict(re.findall(r'(\w+)=(\S+)', rest))
        x = float(r['xvfb_ms']) if r.get('xvfb_ms', 'na') != 'na' else None
        runs[who].append((float(r['cpu_ms']), x, float(r['fps'])))
def med(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None
def fmt(v):
    return '-' if v is None else f'{v:.3f}'
summary = {}
# Per frame, and per second of screen time as a share of one core (a peer
# that is not paced draws more frames a second, each one cheaper).
print('| peer | rounds | process ms | X server ms | total ms (median) | totals | fps | share of a core |')
print('|---|---|---|---|---|---|---|---|')
for who, label in (('ours', 'FrameBench spinner'), ('c', 'C, GLX copy-sub-buffer'), ('qt', 'Qt Quick spinner.qml')):
    rows = runs[who]
    if not rows:
        continue
    totals = [p + x for p, x, _ in rows if x is not None]
    s = {'process_ms': med([p for p, _, _ in rows]), 'x_server_ms': med([x for _, x, _ in rows]),
         'total_ms': med(totals), 'totals': [round(t, 3) for t in totals], 'fps': med([f for _, _, f in rows]),
         'core_share': med([(p + x) * f / 1000 for p, x, f in rows if x is not None])}
    summary[who] = s
    share = '-' if s['core_share'] is None else f"{100 * s['core_share']:.1f} %"
    totals_text = ' / '.join(f'{t:.3f}' for t in s['totals']) or '-'
    print(f"| {label} | {len(rows)} | {fmt(s['process_ms'])} | {fmt(s['x_server_ms'])} | {fmt(s['total_ms'])} | "
          f"{totals_text} | {s['fps']:.1f} | {share} |")
if summary.get('ours', {}).get('total_ms') and summary.get('c', {}).get('total_ms'):
    print(f"\nFrameBench / C: {summary['ours']['total_ms'] / summary['c']['total_ms']:.2f}x")
if summary.get('ours', {}).get('total_ms') and summary.get('qt', {}).get('total_ms'):
    print(f"Qt Quick / FrameBench: {summary['qt']['total_ms'] / summary['ours']['total_ms']:.1f}x a frame, "
          f"{summary['qt']['core_share'] / summary['ours']['core_share']:.1f}x a second")
print(json.dumps({'spinner_vs_c': summary}))
EOF
