#!/usr/bin/env bash
# The command line as a user types it: `herosim curve` values, JSON, list, plot and errors; usage errors;
# transactional renders.
set -uo pipefail
herosim=${1:-.build/debug/herosim}
work=$(mktemp -d)
passed=0
failed=0
check() { # name, expected, actual
    if [ "$2" == "$3" ]; then echo "✔ $1"; passed=$((passed + 1)); else echo "✘ $1: expected [$2], got [$3]"; failed=$((failed + 1)); fi
}
check "ease-in-out at 0.5 is 0.5" "0.5" "$("$herosim" curve 'ease-in-out' --at 0.5)"
check "linear() stops" "0.625" "$("$herosim" curve 'linear(0, 0.25 75%, 1)' --at 0.875)"
check "steps with a duration takes seconds" "0.25" "$("$herosim" curve 'steps(4, jump-end) 0.4s' --at 0.1)"
check "spring JSON has time, value, velocity" '{"time": 0.0, "value": 0.0, "velocity": 0.0}' "$("$herosim" curve 'spring(duration: 0.5, bounce: 0.3)' --at 0 --json)"
check "canonical form" "easeInOut 0.35s" "$("$herosim" curve 'ease-in-out 350ms')"
check "SwiftUI's spelling as pasted from Swift" "easeInOut 0.3s|easeInOut 0.15s" \
    "$("$herosim" curve '.easeInOut(duration: 0.3)')|$("$herosim" curve 'Animation.easeInOut(duration: 0.3).speed(2)')"
check "a duration without a unit asks for one" "Error: 'easeInOut 350': column 11: a duration needs a unit: did you mean 350ms?" \
    "$("$herosim" curve 'easeInOut 350' 2>&1)"
check "--at takes a negative number as its value" "-0.5|0.25" "$("$herosim" curve 'linear' --at -0.5,0.25 | paste -sd '|')"
check "list has all 30 Penner curves" "30" "$("$herosim" curve --list | grep -c '^ease\(In\|Out\|InOut\)\(Sine\|Quad\|Cubic\|Quart\|Quint\|Expo\|Circ\|Back\|Elastic\|Bounce\)$')"
"$herosim" curve 'snappy' --plot "$work/plot.png" >/dev/null
check "plot writes a PNG" "PNG" "$(head -c 4 "$work/plot.png" | tail -c 3)"
check "a bad curve names the column" "Error: 'cubic-bezier(0, 0, 2, 1)': column 20: x control points must lie in [0, 1], got 2" \
    "$("$herosim" curve 'cubic-bezier(0, 0, 2, 1)' --at 0.5 2>&1)"
check "export to SwiftUI" "SwiftUI (exact):|.spring(duration: 0.5, bounce: 0.3)" "$("$herosim" curve 'spring(duration: 0.5, bounce: 0.3)' --export swiftui | paste -sd '|')"
# Exports: a GIF and an MP4 that ffprobe decodes with the right frame count and size, a contact sheet.
"$herosim" render --scenario open-reverse --out "$work/export" --gif "$work/flight.gif" --mp4 "$work/flight.mp4" --contact-sheet "$work/sheet.png" >/dev/null
frames=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["frames"]))' "$work/export/trace.json")
probe() { ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames,width,height -of csv=p=0 "$1"; }
check "the GIF decodes to one frame per two at 60 fps, 640x400" "640,400,$(( (frames + 1) / 2 ))" "$(probe "$work/flight.gif")"
check "the MP4 decodes to every frame at 1280x800" "1280,800,$frames" "$(probe "$work/flight.mp4")"
check "the contact sheet is a PNG" "PNG" "$(head -c 4 "$work/sheet.png" | tail -c 3)"
check "--mp4 without ffmpeg says how to get it" "Error: --mp4 needs the ffmpeg command, which is not installed (apt-get install ffmpeg); the frames are in $work/mp4/" \
    "$(PATH=/nonexistent "$herosim" render --scenario open-reverse --out "$work/mp4" --mp4 "$work/x.mp4" 2>&1 >/dev/null)"
# Trace v2 follows docs/trace.schema.json and is byte-identical from one process to the next.
schema=$(dirname "$0")/../../docs/trace.schema.json
validate() { python3 -c '
import json, sys, jsonschema
try:
    jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))
    print("valid")
except jsonschema.ValidationError as error:
    print("invalid:", error.message)' "$1" "$schema"; }
check "trace.json follows the schema" "valid" "$(validate "$work/export/trace.json")"
"$herosim" render --scenario open-reverse --out "$work/again" >/dev/null
check "trace.json is the same in another process" "same" "$(cmp -s "$work/export/trace.json" "$work/again/trace.json" && echo same)"
printf '[{"frame": 0}]' > "$work/v1.json"
check "the schema refuses what is not a version-2 trace" "invalid: [{'frame': 0}] is not of type 'object'" "$(validate "$work/v1.json")"
# Dropped frames repeat the frame before.
"$herosim" render --scenario open-reverse --out "$work/jank" --drop-frames 20,21 >/dev/null
check "a dropped frame repeats the one before" "same|differs" \
    "$(cmp -s "$work/jank/frame-00019.png" "$work/jank/frame-00021.png" && echo same)|$(cmp -s "$work/jank/frame-00019.png" "$work/jank/frame-00022.png" || echo differs)"
check "lint finds the seed's two sources and exits 1" "frame 12 (0.200 s) two-sources [trash]: 2 views are its source|1" \
    "$("$herosim" lint --scene seed-hero | head -1)|$("$herosim" lint --scene seed-hero >/dev/null; echo $?)"
check "lint --allow lets rules through" "lint: no findings in 157 frames of 'seed-hero' on scene 'seed-hero'|0" \
    "$("$herosim" lint --scene seed-hero --allow two-sources --allow duplicate-visible)|$("$herosim" lint --scene seed-hero --allow two-sources --allow duplicate-visible >/dev/null; echo $?)"
check "the demo's transitions are clean" "lint: no findings in 85 frames of 'icon-grid' on scene 'icon-grid'|0" \
    "$("$herosim" lint)|$("$herosim" lint >/dev/null; echo $?)"
# Usage errors show the subcommand's usage; limits are refused with what was expected.
check "a usage error shows the subcommand's usage" "Usage: herosim render [--scene <scene>] [--scenario <scenario>] [--out <out>] [--fps <fps>] [--gif <gif>] [--mp4 <mp4>] [--contact-sheet <contact-sheet>] [--drop-frames <drop-frames>] [--seed <seed>] [--gallery] [--config <config>] [--size <size>] [--dark]" \
    "$("$herosim" render --fps 999 2>&1 | sed -n 2p)"
check "a spring that never settles is refused" "Error: 'spring(duration: 0.5, bounce: 1)': column 31: this spring never settles (damping fraction 0); use a bounce below 1 or some damping" \
    "$("$herosim" curve 'spring(duration: 0.5, bounce: 1)' 2>&1)"
# Renders are transactional: a failed render keeps the previous output, and says what failed in one line.
"$herosim" render --scenario open-reverse --out "$work/frames" >/dev/null
before=$(cd "$work/frames" && sha256sum * | sha256sum)
printf 'steps:\n  - wait: 0.1s\n  - tap: {id: nowhere}\n' > "$work/bad.yaml"
"$herosim" render --scenario "$work/bad.yaml" --out "$work/frames" >/dev/null 2>&1
check "a failed render keeps the previous frames" "$before" "$(cd "$work/frames" && sha256sum * | sha256sum)"
touch "$work/file"
check "a folder under a file is one clear line" "Error: cannot write frames to $work/file/out: not a directory ($work/file is a file)|1" \
    "$("$herosim" render --out "$work/file/out" 2>&1)|$(  "$herosim" render --out "$work/file/out" >/dev/null 2>&1; echo $?)"
# An interrupted render (SIGINT, SIGTERM, SIGHUP) keeps the previous output byte for byte, leaves no staging folder and
# exits with the signal's status; what a killed render (SIGKILL) leaves is swept by the next render into the same
# folder, and a live process's staging folder is not touched.
printf 'transitions:\n  present: linear 60s\n' > "$work/slow.yaml"      # every frame differs: a long render
printf 'steps:\n  - tap: {icon: 3}\n  - wait: 60s\n' > "$work/long.yaml"
"$herosim" render --scenario open-reverse --out "$work/kept" >/dev/null
before=$(cd "$work/kept" && sha256sum * | sha256sum)
staged() { ls -d "$work"/.kept.partial-* 2>/dev/null; }
start_long_render() { # starts it in the background and waits until its staging folder holds frames
    "$herosim" render --config "$work/slow.yaml" --scenario "$work/long.yaml" --out "$work/kept" >/dev/null 2>&1 &
    pid=$!
    for _ in $(seq 1 600); do ls "$work"/.kept.partial-$pid-*/frame-00010.png >/dev/null 2>&1 && break; sleep 0.1; done
}
set -m # job control: without it a script's background jobs ignore SIGINT
for signal in INT:130 TERM:143 HUP:129; do
    start_long_render
    during=$(staged | grep -c "partial-$pid-")
    kill -"${signal%:*}" "$pid"; wait "$pid" 2>/dev/null; status=$?
    check "SIG${signal%:*} mid-render exits ${signal#*:}, keeps the previous frames and leaves no staging folder" "1|${signal#*:}|$before|" \
        "$during|$status|$(cd "$work/kept" && sha256sum * | sha256sum)|$(staged)"
done
# The demo's headless fallback (no display) writes its frames the same way: interrupted, it keeps the
# previous frames and leaves no staging folder (4 s of 1600×1200 frames; stopped after the tenth).
env -u DISPLAY -u WAYLAND_DISPLAY "$herosim" demo --config "$work/slow.yaml" --size 1600x1200 --frames "$work/demo" >/dev/null
demo_before=$(cd "$work/demo" && sha256sum * | sha256sum)
env -u DISPLAY -u WAYLAND_DISPLAY "$herosim" demo --config "$work/slow.yaml" --size 1600x1200 --frames "$work/demo" >/dev/null 2>&1 &
pid=$!
for _ in $(seq 1 600); do ls "$work"/.demo.partial-$pid-*/frame-00010.png >/dev/null 2>&1 && break; sleep 0.1; done
during=$(ls -d "$work"/.demo.partial-$pid-* 2>/dev/null | wc -l)
kill -INT "$pid"; wait "$pid" 2>/dev/null; status=$?
check "SIGINT during the demo's headless fallback exits 130, keeps the previous frames and leaves no staging folder" "1|130|$demo_before|" \
    "$during|$status|$(cd "$work/demo" && sha256sum * | sha256sum)|$(ls -d "$work"/.demo.partial-* 2>/dev/null)"
start_long_render
kill -KILL "$pid"; wait "$pid" 2>/dev/null
set +m
# A display that does not answer: the fallback's frames are drawn at --scale, else at 1, whatever scale the
# desktop asks windows for (GDK_SCALE).
dead=90
while [ -e "/tmp/.X11-unix/X$dead" ] || [ -e "/tmp/.X$dead-lock" ]; do dead=$((dead + 1)); done
env -u WAYLAND_DISPLAY DISPLAY=":$dead" GDK_SCALE=2 "$herosim" demo --size 320x200 --frames "$work/dead" >/dev/null
env -u WAYLAND_DISPLAY DISPLAY=":$dead" GDK_SCALE=2 "$herosim" demo --size 320x200 --scale 2 --frames "$work/dead2" >/dev/null
check "no display answers: the fallback draws at 1 despite GDK_SCALE=2, and at --scale 2 when asked" "320x200|640x400" \
    "$(identify -format %wx%h "$work/dead/frame-00000.png")|$(identify -format %wx%h "$work/dead2/frame-00000.png")"
check "a killed render leaves its staging folder" "1" "$(staged | grep -c "partial-$pid-")"
mkdir "$work/.kept.partial-$$-1" # this shell's: a live process
"$herosim" render --scenario open-reverse --out "$work/kept" >/dev/null
check "the next render sweeps a dead process's staging folder, not a live one's" "$work/.kept.partial-$$-1" "$(staged)"
rmdir "$work/.kept.partial-$$-1"
# A full disk (a 2 MB tmpfs, where mounting is allowed): the render fails in one line, the previous run survives.
mkdir -p "$work/small"
if mount -t tmpfs -o size=2m tmpfs "$work/small" 2>/dev/null; then
    printf 'steps:\n  - wait: 0.05s\n' > "$work/short.yaml"
    "$herosim" render --scenario "$work/short.yaml" --size 320x240 --out "$work/small/frames" >/dev/null
    before=$(cd "$work/small/frames" && sha256sum * | sha256sum)
    message=$("$herosim" render --scenario open-close --out "$work/small/frames" 2>&1 >/dev/null)
    check "a full disk is one clear line" "Error: cannot write frames to $work/small/frames: no space left on device" "$message"
    check "a full disk keeps the previous frames and no staging folder" "$before|frames" \
        "$(cd "$work/small/frames" && sha256sum * | sha256sum)|$(ls -A "$work/small")"
    umount "$work/small"
else
    echo "- a full disk: skipped (mounting a tmpfs is not allowed here)"
fi
echo "cli-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
