#!/usr/bin/env bash
# Packs FrameBench for a GPU machine that has no Swift toolchain (a driver,
# glibc and nothing else): a release build with the Swift runtime linked in
# statically, stripped, with every shared library it needs except glibc and
# the GL driver, in one xz tarball (about 21 MB).
#
# usage: Scripts/device-bundle.sh [out.tar.xz]      (default .build/framebench-bundle.tar.xz)
#
# On the GPU machine:
#   mkdir -p /tmp/fb && tar -xJf framebench-bundle.tar.xz -C /tmp/fb
#   LD_LIBRARY_PATH=/tmp/fb/lib /tmp/fb/FrameBench --headless --scene cards --layers 100 \
#       --seconds 3 --warmup 1 --unthrottled --json --png cards.png
#
# The GLVND dispatchers (libEGL.so.1, libGLESv2.so.2, libGLX.so.0,
# libGLdispatch.so.0) go in too: a driver-only machine may lack them, and
# they find the vendor's EGL (NVIDIA's 10_nvidia.json) by themselves. The
# build uses its own scratch folder (.build-static), so the debug and release
# builds are left alone; the first run builds everything (minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/framebench-bundle.tar.xz}
scratch=.build-static
swift build -c release --product FrameBench --static-swift-stdlib --scratch-path "$scratch"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/lib"
strip -o "$stage/FrameBench" "$scratch/release/FrameBench"
# Every library ldd resolves, less glibc's own and the GL driver's.
ldd "$stage/FrameBench" | awk '$3 ~ /^\// { print $3 }' \
  | grep -v -E '/(libc|libm|libpthread|libdl|librt|ld-linux[^/]*)\.so' \
  | grep -v -E '/lib(EGL|GLESv2|GLX|GL|GLdispatch|OpenGL)\.so' \
  | while read -r lib; do cp -L "$lib" "$stage/lib/"; done
for lib in libEGL.so.1 libGLESv2.so.2 libGLX.so.0 libGLdispatch.so.0; do
  path=$(ldconfig -p | awk -v name="$lib" '$1 == name && /x86-64/ { print $NF; exit }')
  if [ -n "$path" ]; then cp -L "$path" "$stage/lib/"; else echo "device-bundle: $lib not found; not packed" >&2; fi
done
mkdir -p "$(dirname "$out")"
tar -cJf "$out" -C "$stage" .
echo "device-bundle: $(du -h "$out" | cut -f1) in $out"
