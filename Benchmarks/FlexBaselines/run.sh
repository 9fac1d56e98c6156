#!/usr/bin/env bash
# Yoga and Taffy layout times for the same card grid as layout-benchmark (see flex_layout.py).
# Usage: Benchmarks/FlexBaselines/run.sh [cards]   (default 10000)
# Installs its Python packages into .build/bench-venv on first use; when that cannot be done
# (no python3 venv, PyPI unreachable) it says so in one line and exits 0, so `make bench` goes on.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="$(cd "$here/../.." && pwd)/.build/bench-venv"
py="$venv/bin/python"
packages=(stretchable==1.1.8 poga==0.1.19)  # flex_layout.py uses their native modules directly

skip() { echo "flex-baseline: skipped, $1"; exit 0; }

if [ ! -x "$py" ]; then
    rm -rf "$venv"
    python3 -m venv "$venv" >/dev/null 2>&1 || skip "could not create a Python venv (python3 -m venv) in $venv"
fi
if ! "$py" -c 'import stretchable, poga' >/dev/null 2>&1; then
    "$py" -m pip install --quiet --disable-pip-version-check --timeout 20 --retries 1 "${packages[@]}" \
        >"$venv/pip.log" 2>&1 || skip "could not install ${packages[*]} from PyPI (offline?), see $venv/pip.log"
fi
exec "$py" "$here/flex_layout.py" "${1:-10000}"
