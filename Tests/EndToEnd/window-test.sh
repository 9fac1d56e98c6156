#!/usr/bin/env bash
# The real window under Xvfb: click an icon with xdotool, let it settle, take a screenshot and compare it
# with the headless final frame of the same scenario (they must match exactly); then press Escape and
# compare with the settled grid; a mouse drag on an icon opens nothing; then quit with Q.
set -uo pipefail
herosim=${1:-.build/debug/herosim}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
passed=0
failed=0
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; }
trap cleanup EXIT
check() { # name, command...
    local name=$1; shift
    if "$@"; then echo "✔ $name"; passed=$((passed + 1)); else echo "✘ $name"; failed=$((failed + 1)); fi
}

source "$here/xvfb.sh"

source "$here/waits.sh"

open_demo() { # LOG, demo options...: starts the demo, sets `opened` (its pid) and `window` (its id) once it shows
    local log=$1; shift
    "$herosim" demo "$@" >"$log" 2>&1 &
    opened=$!
    pids+=($opened)
    window=$(timeout "$patience" xdotool search --sync --name '^HeroSim$' | head -1)
    if [ -z "$window" ]; then
        local state
        state=$(ps -o stat= -p "$opened" 2>/dev/null) || { wait "$opened"; state="ended with status $?"; }
        echo "  no window from process $opened ($state) after ${patience} s; its output:"
        sed 's/^/    /' "$log"
        return 1
    fi
}

"$herosim" render --scenario "$here/click-and-settle.yaml" --out "$work/headless" >/dev/null || { echo "✘ headless render failed"; exit 1; }
last=$(ls "$work/headless"/frame-*.png | tail -1)

"$herosim" demo --size 1280x800 >"$work/demo.log" 2>&1 &
demo=$!
pids+=($demo)
window=$(timeout "$patience" xdotool search --sync --pid "$demo" | head -1)
if [ -z "$window" ]; then echo "✘ the window did not appear"; cat "$work/demo.log"; exit 1; fi
check "the window starts as the headless first frame" settles_on "$window" "$work/headless/frame-00000.png" "$work/grid.png"

xdotool mousemove --window "$window" 640 186 click 1
check "clicked window matches the headless final frame" settles_on "$window" "$last" "$work/open.png"

xdotool key --window "$window" Escape
check "after Escape the window matches the settled grid" settles_on "$window" "$work/headless/frame-00000.png" "$work/closed.png"

# The mouse is pointer input: pressed on an icon and dragged 100 points away before the release, it is a
# drag, not a tap (the tap fails beyond 10 points), so nothing opens.
xdotool mousemove --window "$window" 640 186 mousedown 1 mousemove --window "$window" 700 220 mousemove --window "$window" 740 186 mouseup 1
check "a mouse drag on an icon is no tap: the grid stays" stays_on "$window" "$work/headless/frame-00000.png" "$work/dragged.png"

xdotool key --window "$window" q 2>/dev/null
ends "$demo"
check "Q quits with status 0" test "$status" -eq 0

# High DPI: --scale 2 draws a 640x400-point window in 1280x800 pixels, exactly the headless scale-2 frames, and
# a click at window pixel (400, 500) is the tap at point (200, 250) that opens the first card.
printf 'steps:\n  - wait: 0.2s\n  - tap: {x: 200, y: 250}\n  - wait: 1s\n' > "$work/scaled.yaml"
"$herosim" render --size 640x400 --scale 2 --scenario "$work/scaled.yaml" --out "$work/scaled" >/dev/null || { echo "✘ headless scale-2 render failed"; exit 1; }
open_demo "$work/scaled.log" --size 640x400 --scale 2
scaled=$opened
check "a --scale 2 window is 1280x800 pixels: the headless scale-2 first frame" \
    settles_on "$window" "$work/scaled/frame-00000.png" "$work/scaled-grid.png"
xdotool mousemove --window "$window" 400 500 click 1
check "a click in the scale-2 window lands at its point: the headless frame of the tap" \
    settles_on "$window" "$(ls "$work/scaled"/frame-*.png | tail -1)" "$work/scaled-open.png"
xdotool key --window "$window" q 2>/dev/null
ends "$scaled"

# The desktop's scale: with the X resource Xft.dpi at 192 (a desktop set to 200 %) a window opened without
# --scale draws at 2, exactly the headless scale-2 first frame; GDK_SCALE and --scale win over it.
# The X server forgets its root window's properties when its last client leaves, so a client stays connected
# while the windows come and go.
unset GDK_SCALE
xprop -root -spy RESOURCE_MANAGER >/dev/null &
pids+=($!)
holder=$!
xprop -root -f RESOURCE_MANAGER 8s -set RESOURCE_MANAGER "$(printf 'Xcursor.size:\t24\nXft.dpi:\t192\n')"
open_demo "$work/desktop.log" --size 640x400 --stats --exit-after 4
desktop=$opened
check "Xft.dpi 192: a window without --scale is the headless scale-2 first frame" \
    settles_on "$window" "$work/scaled/frame-00000.png" "$work/desktop-grid.png"
ends "$desktop"
check "Xft.dpi 192: --stats names the desktop's scale" grep -qx "scale: 2 pixels per point, the desktop's (Xft.dpi 192)" "$work/desktop.log"
check "--stats: frames go through X shared memory made while the window opened, not waited for" \
    grep -qx "present: X shared memory (made while the window opened), the server copying while the next frame is worked out" "$work/desktop.log"
window_size() { # the window's size in pixels after its first frame, given the demo's extra options
    # A demo that ends itself, its window read after half a second. Demos started one after another here
    # sometimes quit at their first frame, before the window can be read (status 0; cause not found): such a
    # run says nothing of the size, so it is tried again, three times at most.
    local attempt geometry
    for attempt in 1 2 3; do
        "$herosim" demo --size 640x400 --exit-after 2 "$@" >"$work/size.log" 2>&1 &
        local pid=$!
        pids+=($pid)
        local shown
        shown=$(timeout "$patience" xdotool search --sync --name '^HeroSim$' | head -1)
        sleep 0.5
        geometry=$([ -n "$shown" ] && xdotool getwindowgeometry "$shown" 2>/dev/null | sed -n 's/.*Geometry: //p')
        wait "$pid"
        [ -n "$geometry" ] && break
    done
    echo "$geometry"
}
check "Xft.dpi 192 and --scale 1: a 640x400-pixel window" test "$(window_size --scale 1)" = 640x400
check "Xft.dpi 192 and GDK_SCALE=3: lowered to 2, the largest quarter that fits the 1280x900 screen" \
    test "$(GDK_SCALE=3 window_size)" = 1280x800
xprop -root -remove RESOURCE_MANAGER
check "no Xft.dpi and no GDK_SCALE: scale 1" test "$(window_size)" = 640x400
kill "$holder" 2>/dev/null

# The seed's own hero example as a scene: the window starts as the headless first frame, a click on
# "trash" settles exactly on the headless frame of the same click, and a second click brings it back.
"$herosim" render --scene seed-hero --scenario "$here/seed-hero-open.yaml" --out "$work/seed" >/dev/null || { echo "✘ headless seed-hero render failed"; exit 1; }
seedLast=$(ls "$work/seed"/frame-*.png | tail -1)
"$herosim" demo --scene seed-hero >"$work/seed.log" 2>&1 &
seedDemo=$!
pids+=($seedDemo)
seedWindow=$(timeout "$patience" xdotool search --sync --pid "$seedDemo" | head -1)
if [ -z "$seedWindow" ]; then echo "✘ the seed-hero window did not appear"; cat "$work/seed.log"; exit 1; fi
check "seed-hero: the window starts as the headless first frame" settles_on "$seedWindow" "$work/seed/frame-00000.png" "$work/seed-grid.png"
xdotool mousemove --window "$seedWindow" 195 356 click 1
check "seed-hero: a click on trash settles on the headless frame of the same click" settles_on "$seedWindow" "$seedLast" "$work/seed-open.png"
xdotool mousemove --window "$seedWindow" 195 420 click 1
check "seed-hero: a second click flies it back to the grid" settles_on "$seedWindow" "$work/seed/frame-00000.png" "$work/seed-closed.png"
xdotool key --window "$seedWindow" q 2>/dev/null
ends "$seedDemo"
check "seed-hero: Q quits with status 0" test "$status" -eq 0

# Navigation: a click on a row pushes it and settles on the headless frame of the same click; the back
# button pops back to the first frame; "Edit" opens the sheet as headless; a mouse drag down closes it.
"$herosim" render --scene navigation --scenario "$here/navigation-push.yaml" --out "$work/nav-push" >/dev/null || { echo "✘ headless navigation render failed"; exit 1; }
"$herosim" render --scene navigation --scenario "$here/navigation-sheet.yaml" --out "$work/nav-sheet" >/dev/null || { echo "✘ headless navigation render failed"; exit 1; }
navPushed=$(ls "$work/nav-push"/frame-*.png | tail -1)
navSheet=$(ls "$work/nav-sheet"/frame-*.png | tail -1)
"$herosim" demo --scene navigation >"$work/nav.log" 2>&1 &
navDemo=$!
pids+=($navDemo)
navWindow=$(timeout "$patience" xdotool search --sync --pid "$navDemo" | head -1)
if [ -z "$navWindow" ]; then echo "✘ the navigation window did not appear"; cat "$work/nav.log"; exit 1; fi
check "navigation: the window starts as the headless first frame" settles_on "$navWindow" "$work/nav-push/frame-00000.png" "$work/nav-first.png"
xdotool mousemove --window "$navWindow" 195 118 click 1
check "navigation: a click on a row pushes it, as headless" settles_on "$navWindow" "$navPushed" "$work/nav-pushed.png"
xdotool mousemove --window "$navWindow" 40 22 click 1
check "navigation: the back button pops to the first frame" settles_on "$navWindow" "$work/nav-push/frame-00000.png" "$work/nav-popped.png"
xdotool mousemove --window "$navWindow" 357 22 click 1
check "navigation: Edit opens the sheet at its medium detent, as headless" settles_on "$navWindow" "$navSheet" "$work/nav-sheet.png"
xdotool mousemove --window "$navWindow" 195 500 mousedown 1
for y in 540 580 620 660 700 740 780; do xdotool mousemove --window "$navWindow" 195 $y; sleep 0.02; done
xdotool mouseup 1
check "navigation: dragging the sheet down past a third closes it" settles_on "$navWindow" "$work/nav-push/frame-00000.png" "$work/nav-dragged.png"
xdotool key --window "$navWindow" q 2>/dev/null
ends "$navDemo"

# The inspector: paused, a click and twelve frame steps show the flight 12 frames in; four steps back
# replay the frame 8 frames in; both match the headless frames exactly (the scene's part of the window:
# the badge is in the panel, so nothing covers the scene).
"$herosim" render --scenario "$here/inspector-step.yaml" --out "$work/steps" >/dev/null || { echo "✘ headless inspector render failed"; exit 1; }
"$herosim" demo --inspect --size 1280x700 >"$work/inspect.log" 2>&1 &
inspectDemo=$!
pids+=($inspectDemo)
inspectWindow=$(timeout "$patience" xdotool search --sync --pid "$inspectDemo" | head -1)
if [ -z "$inspectWindow" ]; then echo "✘ the inspector window did not appear"; cat "$work/inspect.log"; exit 1; fi
scene=1280x700+0+0 # the scene's part of the window
# The wide panel is 169 points: status 44, timeline 112, one 13-point hint line (InspectorPanelLayout).
check "the inspector grows the window by its panel" sized "$inspectWindow" 1280x869
check "inspector: the scene starts as the headless first frame" settles_on "$inspectWindow" "$work/steps/frame-00000.png" "$work/start-scene.png" "$scene"
xdotool key --window "$inspectWindow" p
xdotool mousemove --window "$inspectWindow" 640 186 click 1
for _ in $(seq 12); do xdotool key --window "$inspectWindow" period; sleep 0.05; done
check "inspector: twelve steps show the headless frame 12 frames into the flight" \
    settles_on "$inspectWindow" "$work/steps/frame-00018.png" "$work/step12-scene.png" "$scene"
for _ in $(seq 4); do xdotool key --window "$inspectWindow" comma; sleep 0.05; done
check "inspector: four steps back replay the headless frame 8 frames into the flight" \
    settles_on "$inspectWindow" "$work/steps/frame-00014.png" "$work/back4-scene.png" "$scene"
# Dragging the playhead: the timeline (1020 points wide beside the curve) spans 3 s ending 1 s after the
# flight (0.35 s from the click), so x = 593 is 0.1 s after the click, frame 6 of the flight: headless frame 12.
xdotool mousemove --window "$inspectWindow" 300 780 mousedown 1 mousemove --window "$inspectWindow" 450 780 mousemove --window "$inspectWindow" 593 780 mouseup 1
check "inspector: dragging the playhead shows the headless frame at that time" \
    settles_on "$inspectWindow" "$work/steps/frame-00012.png" "$work/drag-scene.png" "$scene"
xdotool key --window "$inspectWindow" q 2>/dev/null
ends "$inspectDemo"

# The inspector in a phone-sized window: the compact panel (status, timeline, curve under it, hints in
# three lines of 13 points) grows the window by 315 points; with the panel hidden, a slower speed docks the badge in a
# 28-point strip under the scene, and going back to 100 % takes it away. The scene never changes size.
"$herosim" demo --scene seed-hero --inspect >"$work/phone.log" 2>&1 &
phoneDemo=$!
pids+=($phoneDemo)
phoneWindow=$(timeout "$patience" xdotool search --sync --pid "$phoneDemo" | head -1)
if [ -z "$phoneWindow" ]; then echo "✘ the phone-sized inspector window did not appear"; cat "$work/phone.log"; exit 1; fi
check "phone: the compact panel grows the window by its height" sized "$phoneWindow" 390x1159
xdotool key --window "$phoneWindow" h
check "phone: hiding the panel gives the scene back its size" sized "$phoneWindow" 390x844
xdotool key --window "$phoneWindow" s
check "phone: at 25 % the badge docks under the scene" sized "$phoneWindow" 390x872
xdotool key --window "$phoneWindow" s
xdotool key --window "$phoneWindow" s
check "phone: back at 100 % the badge's strip goes" sized "$phoneWindow" 390x844
xdotool key --window "$phoneWindow" q 2>/dev/null
ends "$phoneDemo"

# Config live reload: a bad edit shows the red bar and keeps the last good config, a good one clears it.
printf 'overlay:\n  backdropOpacity: 0.45\n' > "$work/live.yaml"
"$herosim" demo --size 1280x800 --config "$work/live.yaml" >"$work/live.log" 2>&1 &
liveDemo=$!
pids+=($liveDemo)
liveWindow=$(timeout "$patience" xdotool search --sync --pid "$liveDemo" | head -1)
if [ -z "$liveWindow" ]; then echo "✘ the window with a config did not appear"; cat "$work/live.log"; exit 1; fi
check "live reload: the window starts as the headless first frame" settles_on "$liveWindow" "$work/headless/frame-00000.png" "$work/live-good.png"
printf 'overlay:\n  backdropOpacity: 0.45\ntransitions:\n  present: eas-in 1s\n' > "$work/live.yaml"
check "live reload: a bad config shows the error bar" leaves "$liveWindow" "$work/headless/frame-00000.png" "$work/live-bad.png"
check "live reload: the error names the file, line and key" \
    grep -q "live.yaml:4: transitions.present: 'eas-in 1s': column 1: unknown curve 'eas-in'; did you mean 'ease-in'?" "$work/live.log"
printf 'overlay:\n  backdropOpacity: 0.45\n' > "$work/live.yaml"
check "live reload: fixing the file clears the bar" settles_on "$liveWindow" "$work/headless/frame-00000.png" "$work/live-fixed.png"
xdotool key --window "$liveWindow" q 2>/dev/null
ends "$liveDemo"

# Scrolling: six wheel notches over the card list scroll it 240 points, a drag of 120 points up scrolls it
# 120 more; each settles exactly on the headless frame of the same scroll, once the scroll indicator has faded
# (half a second after the content stops, then a quarter of a second's fade).
"$herosim" render --scene card-list --scenario "$here/card-list-scroll.yaml" --out "$work/cards" >/dev/null || { echo "✘ headless card-list render failed"; exit 1; }
cardsLast=$(ls "$work/cards"/frame-*.png | tail -1)
"$herosim" demo --scene card-list >"$work/cards.log" 2>&1 &
cardsDemo=$!
pids+=($cardsDemo)
cardsWindow=$(timeout "$patience" xdotool search --sync --pid "$cardsDemo" | head -1)
if [ -z "$cardsWindow" ]; then echo "✘ the card-list window did not appear"; cat "$work/cards.log"; exit 1; fi
check "card-list: the window starts as the headless first frame" settles_on "$cardsWindow" "$work/cards/frame-00000.png" "$work/cards-first.png"
xdotool mousemove --window "$cardsWindow" 195 400
for _ in $(seq 6); do xdotool click --window "$cardsWindow" 5; sleep 0.05; done
check "card-list: six wheel notches scroll the list as the headless scroll of 240 points" \
    settles_on "$cardsWindow" "$work/cards/frame-00070.png" "$work/cards-wheel.png"
xdotool mousemove --window "$cardsWindow" 195 500 mousedown 1
for y in 490 470 440 410 390 380; do xdotool mousemove --window "$cardsWindow" 195 "$y"; sleep 0.03; done
# The finger rests before it lifts: no flick, so the content stays where the drag left it.
sleep 0.3
xdotool mouseup 1
check "card-list: a drag of 120 points scrolls 120 more, and opens no card" stays_on "$cardsWindow" "$cardsLast" "$work/cards-drag.png"
xdotool key --window "$cardsWindow" q 2>/dev/null
ends "$cardsDemo"

# An X server without MIT-SHM (one on another machine cannot map this machine's memory): frames go through
# SDL's window surface instead, with the same pixels.
shared_display=$DISPLAY
plain=$((${DISPLAY#:} + 1))
while [ -e "/tmp/.X11-unix/X$plain" ] || [ -e "/tmp/.X$plain-lock" ]; do plain=$((plain + 1)); done
Xvfb ":$plain" -screen 0 1280x900x24 -nolisten tcp -extension MIT-SHM >"$work/xvfb-plain.log" 2>&1 &
pids+=($!)
export DISPLAY=":$plain"
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
open_demo "$work/plain.log" --size 1280x800 --stats
plainDemo=$opened
check "without MIT-SHM: the window starts as the headless first frame" settles_on "$window" "$work/headless/frame-00000.png" "$work/plain-grid.png"
xdotool mousemove --window "$window" 640 186 click 1
check "without MIT-SHM: the clicked window matches the headless final frame" settles_on "$window" "$last" "$work/plain-open.png"
xdotool key --window "$window" q 2>/dev/null
ends "$plainDemo"
check "without MIT-SHM: --stats says frames go through SDL's window surface, and why" \
    grep -qx "present: SDL's window surface, waiting for the X server (the X server has no MIT-SHM extension)" "$work/plain.log"
export DISPLAY=$shared_display

[ "$failed" -gt 0 ] && echo "screenshots and diffs kept in $work"
echo "window-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
