# Sourced by the end-to-end tests that open windows: waits for the state a check checks, never for a fixed
# time, so a loaded machine slows a test but does not fail it. Each wait gives up after `patience` seconds
# and says what it last saw. Needs `herosim` (the command whose `compare` compares images).
patience=30
# settles_on WINDOW EXPECTED SHOT [CROP]: screenshots WINDOW (cut to CROP, WxH+X+Y, when given) until it is
# EXPECTED exactly; the last comparison's output and its diff image beside SHOT say what it last saw. WINDOW
# is a window id, or `name:REGEX` for the window of that title at each screenshot (one that a program closes
# and opens again).
settles_on() {
    local win=$1 expected=$2 shot=$3 crop=${4:-} deadline=$((SECONDS + patience))
    while :; do
        screenshot "$win" "$shot" "$crop" &&
            "$herosim" compare "$expected" "$shot" --ignore-alpha >/dev/null 2>&1 && return 0
        [ "$SECONDS" -ge "$deadline" ] && break
        sleep 0.2
    done
    "$herosim" compare "$expected" "$shot" --ignore-alpha --diff "${shot%.png}-diff.png"
    return 1
}
screenshot() { # WINDOW SHOT [CROP]
    local id=$1
    case $id in name:*) id=$(xdotool search --name "${id#name:}" 2>/dev/null | tail -1) ;; esac
    [ -n "$id" ] || return 1
    import -window "$id" -depth 8 "$2" 2>/dev/null || return 1
    if [ -n "${3:-}" ]; then convert "$2" -crop "$3" +repage "$2"; fi
}
# stays_on WINDOW EXPECTED SHOT: for an input that must change nothing: the window is EXPECTED, and still is
# in five more screenshots over the next second and a half.
stays_on() {
    settles_on "$1" "$2" "$3" || return 1
    for _ in 1 2 3 4 5; do
        sleep 0.3
        screenshot "$1" "$3"
        "$herosim" compare "$2" "$3" --ignore-alpha >/dev/null 2>&1 && continue
        "$herosim" compare "$2" "$3" --ignore-alpha --diff "${3%.png}-diff.png"
        return 1
    done
}
# leaves WINDOW REFERENCE SHOT: screenshots WINDOW until it differs from REFERENCE.
leaves() {
    local deadline=$((SECONDS + patience))
    while :; do
        screenshot "$1" "$3" && ! "$herosim" compare "$2" "$3" --ignore-alpha >/dev/null 2>&1 && return 0
        [ "$SECONDS" -ge "$deadline" ] && { echo "  still the same as $2 after ${patience} s"; return 1; }
        sleep 0.2
    done
}
# sized WINDOW WxH: waits until WINDOW is WxH pixels; says the size it last had.
sized() {
    local size deadline=$((SECONDS + patience))
    while :; do
        size=$(xdotool getwindowgeometry "$1" | sed -n 's/.*Geometry: //p')
        [ "$size" = "$2" ] && return 0
        [ "$SECONDS" -ge "$deadline" ] && { echo "  the window is $size, not $2"; return 1; }
        sleep 0.1
    done
}
# ends PID: waits until the process PID has ended, and sets `status` to its exit status (1 if it has not ended).
ends() {
    local deadline=$((SECONDS + patience))
    while kill -0 "$1" 2>/dev/null; do
        [ "$SECONDS" -ge "$deadline" ] && { echo "  process $1 still runs after ${patience} s"; status=1; return 1; }
        sleep 0.1
    done
    wait "$1"
    status=$?
}

# positioned WINDOW X,Y: waits until WINDOW (an id or `name:REGEX`) is at X,Y on the screen.
positioned() {
    local id at deadline=$((SECONDS + patience))
    while :; do
        id=$1
        case $id in name:*) id=$(xdotool search --name "${id#name:}" 2>/dev/null | tail -1) ;; esac
        at=$([ -n "$id" ] && xdotool getwindowgeometry "$id" 2>/dev/null | sed -n 's/.*Position: \([0-9]*,[0-9]*\).*/\1/p')
        [ "$at" = "$2" ] && return 0
        [ "$SECONDS" -ge "$deadline" ] && { echo "  the window is at ${at:-nowhere}, not $2"; return 1; }
        sleep 0.1
    done
}
# reddens WINDOW SHOT X Y: screenshots WINDOW until its pixel at X,Y is red (an error bar); says the colour it last saw.
reddens() {
    local rgb deadline=$((SECONDS + patience))
    while :; do
        rgb=$(screenshot "$1" "$2" && convert "$2" -format "%[fx:int(255*p{$3,$4}.r)] %[fx:int(255*p{$3,$4}.g)] %[fx:int(255*p{$3,$4}.b)]" info:)
        # shellcheck disable=SC2086
        set -- "$1" "$2" "$3" "$4" $rgb
        [ $# -eq 7 ] && [ "$5" -gt 180 ] && [ "$6" -lt 80 ] && [ "$7" -lt 80 ] && return 0
        [ "$SECONDS" -ge "$deadline" ] && { echo "  the pixel at $3,$4 is ${rgb:-unreadable}, not red"; return 1; }
        set -- "$1" "$2" "$3" "$4"
        sleep 0.2
    done
}
