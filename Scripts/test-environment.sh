# Sourced by Scripts/test.sh and Scripts/sanitize.sh: the environment the
# test processes (and the sample processes they start) run in, the same on
# every machine whatever it has installed or set.
#  - Fonts: exactly the files of fonts-dejavu-core and fonts-liberation2
#    (Tests/Fonts/fonts.conf), not whatever else the machine has.
#  - Locale and time zone: C.UTF-8 and UTC.
#  - No display of the machine's: live tests start their own private Xvfb.
export FONTCONFIG_FILE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/Tests/Fonts/fonts.conf"
export LC_ALL=C.UTF-8 LANG=C.UTF-8 LANGUAGE= TZ=UTC
unset DISPLAY XAUTHORITY WAYLAND_DISPLAY
