#!/usr/bin/env bash
# Installs the Debian packages the project builds against, when missing.
# Safe to run repeatedly; needs root (or sudo) only when something is missing.
set -euo pipefail

# Codecs and Cairo for CoreGraphics; Pango (with fontconfig, FreeType and
# HarfBuzz) for CATextLayer's text, with the DejaVu fonts (fontconfig's default
# sans serif, and Menlo's stand-in) and Liberation 2 (metric-compatible
# stand-ins for Helvetica and the system font, Times and Courier); EGL + OpenGL ES 3 headers and Mesa (llvmpipe
# where there is no GPU) for GLESRenderer; X11 for windows and input, with XTest and
# a private Xvfb for the live tests (libxtst-dev, xvfb, xauth) and xwd (x11-apps)
# for screenshots; XCB's Present and RandR for the display clock (vsync).
# libXi for XInput 2 touch; libXext for the SYNC counter of smooth resizing;
# libXrandr for the monitors (each one's scale). Wayland: the client
# libraries the Wayland platform loads at run time (libwayland-client0 comes
# with Mesa's EGL; libwayland-egl1, libxkbcommon0), no headers; weston for
# the live Wayland tests. D-Bus: libdbus-1-3 (loaded at run time to read the
# desktop portal's light/dark setting) and dbus-daemon for its test's private bus.
packages=(pkg-config libpng-dev libjpeg-dev libcairo2-dev libpango1.0-dev fonts-dejavu-core fonts-liberation2
  libegl-dev libgles-dev libglx-dev libgl1-mesa-dri libegl-mesa0 libglx-mesa0
  libx11-dev libxcb-present-dev libxcb-randr0-dev libxext-dev libxi-dev libxrandr-dev libxtst-dev xvfb xauth x11-utils x11-apps
  libwayland-client0 libwayland-egl1 libxkbcommon0 weston libdbus-1-3 dbus-daemon)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
