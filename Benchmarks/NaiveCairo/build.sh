#!/bin/sh
# Builds the naive cairo baseline: ./build.sh OUT  (needs libcairo2-dev and librsvg2-dev).
set -e
out=${1:?usage: build.sh OUTPUT_PATH}
cd "$(dirname "$0")"
case $out in /*) ;; *) out="$OLDPWD/$out" ;; esac
cc -O2 -o "$out" naive_frame.c $(pkg-config --cflags --libs cairo librsvg-2.0) -lm
