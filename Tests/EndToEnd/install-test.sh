#!/usr/bin/env bash
# `make install` as a user runs it: the installed `herosim` runs from any folder, through the link in
# PREFIX/bin, and draws the real icons it ships (no HEROSIM_ASSETS, no checkout nearby).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
make -C "$root" --no-print-directory install PREFIX="$prefix" CONFIG=debug >/dev/null
unset HEROSIM_ASSETS
# The icons must be installed beside the program: the render below cannot tell, since SwiftPM's
# Bundle.module falls back to the bundle in the checkout's build folder, which is still there.
installed="$prefix/lib/herosim/HeroSim_HeroSimAssets.resources/Icons"
count=0
for icon in "$root"/Assets/Icons/*.svg; do
    [ -s "$installed/$(basename "$icon")" ] || { echo "✘ make install did not install $(basename "$icon") in $installed"; exit 1; }
    count=$((count + 1))
done
[ "$count" -gt 0 ] || { echo "✘ no icons in $root/Assets/Icons to check the install against"; exit 1; }
echo "✔ make install put the $count icons in $installed"
cd "$prefix"
PATH="$prefix/bin:$PATH" herosim render --scene seed-hero --out frames 2> render.err >/dev/null \
    || { cat render.err; echo "✘ the installed herosim failed to render"; exit 1; }
if grep -q "warning" render.err; then cat render.err; echo "✘ the installed herosim warned (icons not found?)"; exit 1; fi
"$root/.build/debug/herosim" render --scene seed-hero --out reference >/dev/null 2>&1
cmp -s frames/frame-00000.png reference/frame-00000.png \
    || { echo "✘ the installed herosim's first seed-hero frame differs from the build's"; exit 1; }
echo "✔ make install: herosim on the PATH renders the seed hero with its real icons from any folder"
