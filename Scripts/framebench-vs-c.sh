#!/usr/bin/env bash
# FrameBench beside the hand-written C peer (../shared/bench/c-gles3), in one
# run on one private Xvfb: for each workload, REPS alternating runs (ours, C,
# ours, C, ...), then the medians and our fps as a share of C's.
#
# usage: Scripts/framebench-vs-c.sh [out-dir]
# env:   REPS=3 WARMUP=2 MEASURE=10 DISPLAY_NUMBER=93
#        SPRITES="1000 5000 20000" CARDS="100 500"
# Needs a release build of FrameBench (swift build -c release --product FrameBench),
# gcc, Xvfb and the GLES/EGL/X11 development files. Prints a Markdown table;
# every raw line (FrameBench JSON, the C program's RESULT) is kept in out-dir.
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
peer_source="$root/../shared/bench/c-gles3/gles3_bench.c"
ours="$root/.build/release/FrameBench"

mkdir -p "$out"
[ -x "$ours" ] || { echo "build FrameBench first: swift build -c release --product FrameBench" >&2; exit 1; }
gcc -O2 -o "$out/gles3_bench" "$peer_source" -lEGL -lGLESv2 -lX11 -lm

if [ -e "/tmp/.X11-unix/X$display" ]; then
  echo "display :$display is taken; set DISPLAY_NUMBER" >&2
  exit 1
fi
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true' EXIT
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
export DISPLAY=":$display" XVFB_PID=$xvfb BENCH_WARMUP_S=$warmup BENCH_MEASURE_S=$measure

raw="$out/raw.txt"
echo "# $(date -u +%FT%TZ) reps=$reps warmup=${warmup}s measure=${measure}s load-before: $(cut -d' ' -f1-3 /proc/loadavg)" >"$raw"
limit=$((warmup + measure + 120))
run() {  # scene n rep
  local line
  line=$(timeout "$limit" "$ours" --scene "$1" --layers "$2" --seconds "$measure" --warmup "$warmup" \
         --unthrottled --json 2>>"$out/stderr.txt" | tail -1) || true
  echo "ours $1 $2 $3 $line" >>"$raw"
  line=$(timeout "$limit" "$out/gles3_bench" --workload "$1" --n "$2" 2>>"$out/stderr.txt" | grep '^RESULT' || true)
  echo "c $1 $2 $3 $line" >>"$raw"
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
    entry = rows.setdefault((scene, int(n)), {'ours': [], 'c': []})
    if who == 'ours' and rest.strip().startswith('{'):
        entry['ours'].append(json.loads(rest))
    elif who == 'c' and 'fps=' in rest:
        entry['c'].append(dict(re.findall(r'(\w+)=(\S+)', rest)))
def med(values):
    return statistics.median(values) if values else float('nan')
print('| scene | N | ours fps | C fps | ratio | ours build+encode / wait / present ms | C anim+submit / finish / swap ms |')
print('|---|---|---|---|---|---|---|')
for (scene, n), e in sorted(rows.items()):
    ours = med([r['fps'] for r in e['ours']])
    c = med([float(r['fps']) for r in e['c']])
    ob = med([r['evaluate_build_ms_per_frame'] + r['encode_ms_per_frame'] for r in e['ours']])
    ow = med([r['render_wait_ms_per_frame'] for r in e['ours']])
    op = med([r['present_ms_per_frame'] for r in e['ours']])
    cs = med([float(r['anim_ms']) + float(r['submit_ms']) for r in e['c']])
    cf = med([float(r['finish_ms']) for r in e['c']])
    cw = med([float(r['swap_ms']) for r in e['c']])
    runs = f"{[round(r['fps'], 1) for r in e['ours']]} vs {[float(r['fps']) for r in e['c']]}"
    print(f'| {scene} | {n} | {ours:.1f} | {c:.1f} | {ours / c * 100:.0f}% | {ob:.2f} / {ow:.2f} / {op:.2f} | {cs:.2f} / {cf:.2f} / {cw:.2f} |  <!-- {runs} -->')
EOF
