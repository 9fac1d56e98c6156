# Sourced by the end-to-end tests that open windows: waits for the state a check checks, never for a fixed
# time, so a loaded machine slows a test but does not fail it. Each wait gives up after `patience` seconds
# and says what it last saw. Needs `herosim` (the command whose `compare` compares images).
patience=30

# poll COMMAND...: runs COMMAND every 0.2 s until it succeeds (0) or `patience` seconds have passed (1).
# COMMAND sets `seen` to what it saw, for the caller's message.
poll() {
    local deadline=$((SECONDS + patience))
    until "$@"; do
        [ "$SECONDS" -ge "$deadline" ] && return 1
        sleep 0.2
    done
}

# window_id WINDOW: a window id as given, or for `name:REGEX` the id of the window of that title now (one
# that a program closes and opens again).
window_id() {
    case $1 in
        name:*) xdotool search --name "${1#name:}" 2>/dev/null | tail -1 ;;
        *) echo "$1" ;;
    esac
}

screenshot() { # WINDOW SHOT [CROP: WxH+X+Y]
    local id
    id=$(window_id "$1")
    [ -n "$id" ] && import -window "$id" -depth 8 "$2" 2>/dev/null || return 1
    if [ -n "${3:-}" ]; then convert "$2" -crop "$3" +repage "$2"; fi
}

same() { # WINDOW EXPECTED SHOT [CROP]: a screenshot of WINDOW is EXPECTED exactly
    screenshot "$1" "$3" "${4:-}" && "$herosim" compare "$2" "$3" --ignore-alpha >/dev/null 2>&1
}

# settles_on WINDOW EXPECTED SHOT [CROP]: screenshots WINDOW (cut to CROP when given) until it is EXPECTED
# exactly; the last comparison's output and its diff image beside SHOT say what it last saw.
settles_on() {
    poll same "$@" && return 0
    "$herosim" compare "$2" "$3" --ignore-alpha --diff "${3%.png}-diff.png"
    return 1
}

# stays_on WINDOW EXPECTED SHOT: for an input that must change nothing: the window is EXPECTED, and still is
# in five more screenshots over the next second and a half.
stays_on() {
    settles_on "$1" "$2" "$3" || return 1
    for _ in 1 2 3 4 5; do
        sleep 0.3
        same "$1" "$2" "$3" && continue
        "$herosim" compare "$2" "$3" --ignore-alpha --diff "${3%.png}-diff.png"
        return 1
    done
}

differs() { ! same "$@"; }
# leaves WINDOW REFERENCE SHOT: screenshots WINDOW until it differs from REFERENCE.
leaves() {
    poll differs "$@" || { echo "  still the same as $2 after ${patience} s"; return 1; }
}

geometry_is() { # WINDOW FIELD VALUE: the window's Geometry or Position, as xdotool prints it, is VALUE
    local id
    id=$(window_id "$1")
    seen=$([ -n "$id" ] && xdotool getwindowgeometry "$id" 2>/dev/null | sed -n "s/.*$2: \([0-9x,]*\).*/\1/p")
    [ "$seen" = "$3" ]
}
# sized WINDOW WxH: waits until WINDOW is WxH pixels; says the size it last had.
sized() {
    poll geometry_is "$1" Geometry "$2" || { echo "  the window is ${seen:-gone}, not $2"; return 1; }
}
# positioned WINDOW X,Y: waits until WINDOW (an id or `name:REGEX`) is at X,Y on the screen.
positioned() {
    poll geometry_is "$1" Position "$2" || { echo "  the window is at ${seen:-nowhere}, not $2"; return 1; }
}

red_at() { # WINDOW SHOT X Y: the pixel at X,Y of a screenshot is red (an error bar)
    local r g b
    seen=$(screenshot "$1" "$2" && convert "$2" -format "%[fx:int(255*p{$3,$4}.r)] %[fx:int(255*p{$3,$4}.g)] %[fx:int(255*p{$3,$4}.b)]" info:)
    read -r r g b <<< "$seen"
    [ -n "$b" ] && [ "$r" -gt 180 ] && [ "$g" -lt 80 ] && [ "$b" -lt 80 ]
}
# reddens WINDOW SHOT X Y: screenshots WINDOW until its pixel at X,Y is red; says the colour it last saw.
reddens() {
    poll red_at "$@" || { echo "  the pixel at $3,$4 is ${seen:-unreadable}, not red"; return 1; }
}

ended() { ! kill -0 "$1" 2>/dev/null; }
# ends PID: waits until the process PID has ended, and sets `status` to its exit status (1 if it has not ended).
ends() {
    poll ended "$1" || { echo "  process $1 still runs after ${patience} s"; status=1; return 1; }
    wait "$1"
    status=$?
}
