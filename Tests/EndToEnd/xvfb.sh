# Sourced by the end-to-end tests that open windows: starts Xvfb on a free display (1280x900, 24-bit), adds its
# process to the caller's `pids` (killed on exit), exports DISPLAY and waits until the server answers.
# Needs `work` (a scratch folder for its log) set by the caller.
display=99
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x900x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
pids+=($!)
export DISPLAY=":$display"
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
