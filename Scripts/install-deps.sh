#!/usr/bin/env bash
# Installs the Debian packages the project builds against, when missing.
# Safe to run repeatedly; needs root (or sudo) only when something is missing.
set -euo pipefail

# X11: window and input (libx11-dev); XTest and a private Xvfb for the live
# tests (libxtst-dev, xvfb, xauth); xdpyinfo/xwininfo (x11-utils), xwd
# (x11-apps) and ImageMagick to look at a test window by hand.
packages=(pkg-config libpng-dev libjpeg-dev
  libx11-dev libxtst-dev xvfb xauth x11-utils x11-apps imagemagick)

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
