# Sourced by the side-by-side benchmark scripts: starts a private Xvfb on
# display :$1 (1280x800, 24-bit, no TCP) logging to $2/xvfb.log, stops it when
# the script exits, and exports DISPLAY, XVFB_PID (so that each program counts
# the X server's CPU), XDG_RUNTIME_DIR (a private folder under $2) and
# QT_QPA_PLATFORM=xcb. Exits the script when the display is taken or the
# server does not start.
start_private_xvfb() {
  local display=$1 out=$2
  if [ -e "/tmp/.X11-unix/X$display" ]; then
    echo "display :$display is taken; set DISPLAY_NUMBER" >&2
    exit 1
  fi
  Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
  xvfb=$!
  trap 'kill "$xvfb" 2>/dev/null || true' EXIT
  for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
  [ -e "/tmp/.X11-unix/X$display" ] || { echo "Xvfb did not start (see $out/xvfb.log)" >&2; exit 1; }
  export DISPLAY=":$display" XVFB_PID=$xvfb
  export XDG_RUNTIME_DIR="$out/xdg" QT_QPA_PLATFORM=xcb
  mkdir -p "$XDG_RUNTIME_DIR"
  chmod 700 "$XDG_RUNTIME_DIR"
}
