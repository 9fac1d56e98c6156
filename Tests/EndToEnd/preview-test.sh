#!/usr/bin/env bash
# `herosim preview` on Examples/EverydayScreens (three #Previews and a PreviewProvider), as a user runs it:
#   1. --list prints every preview with its place and size;
#   2. --render writes one PNG per preview, byte-equal to Examples/EverydayScreens/Tests/PreviewGoldens, and
#      with --scenario one folder of frames per preview;
#   3. --watch under Xvfb, on a copy of the package: a click, then a saved edit: the window opens again in the
#      same place showing the edit at the clicked state, equal to the headless frame of the edited code after
#      the same tap; a build error shows in a red bar over the preview, which stays; fixing it shows it again.
# Builds share HEROSIM_USER_SCRATCH (default .build-user-packages) with user-package-test.sh.
set -uo pipefail
herosim=$(cd "$(dirname "${1:-.build/debug/herosim}")" && pwd)/$(basename "${1:-.build/debug/herosim}")
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
scratch=${HEROSIM_USER_SCRATCH:-$root/.build-user-packages}
example="$root/Examples/EverydayScreens"
work=$(mktemp -d)
passed=0
failed=0
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$work"; }
trap cleanup EXIT
check() { # name, command...
    local name=$1; shift
    if "$@"; then echo "✔ $name"; passed=$((passed + 1)); else echo "✘ $name"; failed=$((failed + 1)); fi
}
preview() { "$herosim" preview --scratch-path "$scratch" "$@"; }

echo "== herosim preview --list"
preview "$example" --list >"$work/list.txt" 2>"$work/build.log" || { cat "$work/build.log"; echo "✘ herosim preview --list failed"; exit 1; }
cat > "$work/list-expected.txt" <<'LIST'
1. Mini player, landscape  EverydayScreens/MiniPlayerScreen.swift:83    844x390
2. PhotoGridScreen         EverydayScreens/PhotoGridScreen.swift:66     390x844
3. Inbox tabs              EverydayScreens/TabIndicatorScreen.swift:56  390x420
4. ArticleScreen           EverydayScreens                              390x844
LIST
check "--list prints every preview: number, name, place and size" diff "$work/list-expected.txt" "$work/list.txt"

echo "== herosim preview --render"
preview "$example" --render "$work/rendered" >/dev/null 2>"$work/render.log" || cat "$work/render.log"
check "--render writes the index and one PNG per preview, as recorded" diff -r "$example/Tests/PreviewGoldens" "$work/rendered"
preview "$example" --render "$work/driven" --scenario "$here/preview-tap.yaml" >/dev/null 2>"$work/driven.log" || cat "$work/driven.log"
check "--render --scenario writes each preview's frames (97 at 60 fps) and trace" \
    test "$(ls "$work/driven/inbox-tabs"/frame-*.png | wc -l)" -eq 97 -a -s "$work/driven/inbox-tabs/trace.json" -a -s "$work/driven/articlescreen/trace.json"

echo "== packages herosim preview cannot show"
mkdir -p "$work/Plain/Sources/Plain" "$work/Library/Sources/Library"
printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "Plain", targets: [.executableTarget(name: "Plain")])\n' > "$work/Plain/Package.swift"
echo 'print("hello")' > "$work/Plain/Sources/Plain/main.swift"
printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "Library", targets: [.target(name: "Library")])\n' > "$work/Library/Package.swift"
echo 'let x = 1' > "$work/Library/Sources/Library/Library.swift"
"$herosim" preview "$work/Plain" --list >/dev/null 2>"$work/plain.log"
check "a program that is no HeroSim App is named, and why" grep -q "Plain ended (status 0) without showing its previews: its @main must be a HeroSim App" "$work/plain.log"
"$herosim" preview "$work/Library" --list >/dev/null 2>"$work/library.log"
check "a package with neither an executable nor a library product is told to declare its library" grep -qF 'the package has no library or executable product to preview. Declare the library your #Preview blocks are in as a product (`.library(name: "MyViews", targets: ["MyViews"])`)' "$work/library.log"
"$herosim" preview "$work/Nothing" --list >/dev/null 2>"$work/nothing.log"
check "a folder with no package says so" grep -q "no Package.swift here" "$work/nothing.log"
preview "$example" --name "Nothing like it" >/dev/null 2>"$work/noname.log"
check "an unknown preview name lists the previews" grep -q "no preview named 'Nothing like it'; the previews are: 1. Mini player, landscape, 2. PhotoGridScreen, 3. Inbox tabs, 4. ArticleScreen" "$work/noname.log"

echo "== herosim preview --watch"
source "$here/xvfb.sh"

copy="$work/Screens"
mkdir "$copy"
(cd "$example" && tar --exclude=.build -cf - .) | (cd "$copy" && tar -xf -)
sed -i "s|path: \"../..\"|path: \"$root\"|" "$copy/Package.swift"
screen="$copy/Sources/EverydayScreens/TabIndicatorScreen.swift"
preview "$copy" --name "Inbox tabs" --watch >"$work/watch.log" 2>&1 &
watcher=$!
pids+=($watcher)
window=$(timeout 300 xdotool search --sync --name '^Preview: Inbox tabs$' | head -1)
if [ -z "$window" ]; then echo "✘ the preview's window did not appear"; cat "$work/watch.log"; exit 1; fi
sleep 0.5
before=$(xdotool getwindowgeometry "$window" | sed -n 's/.*Position: \([0-9]*,[0-9]*\).*/\1/p')
xdotool mousemove --window "$window" 150 22 click 1
sleep 0.5
sed -i 's/A preview of the message, cut/Edited while watching, cut/' "$screen"
shown() { grep -c "shown again" "$work/watch.log"; }
for _ in $(seq 300); do [ "$(shown)" -ge 1 ] && break; sleep 0.2; done
check "a saved edit rebuilds the package and shows the preview again" test "$(shown)" -ge 1
sed -n 's/^herosim preview: \(shown again.*\)/  \1/p' "$work/watch.log"
sleep 2
window=$(xdotool search --name '^Preview: Inbox tabs$' | head -1)
after=$(xdotool getwindowgeometry "$window" | sed -n 's/.*Position: \([0-9]*,[0-9]*\).*/\1/p')
check "the window opens again in the same place ($before)" test "$before" = "$after"
import -window "$window" -depth 8 "$work/reloaded.png"
preview "$copy" --render "$work/edited" --scenario "$here/preview-tap.yaml" >/dev/null 2>&1
check "the reopened window shows the edit at the clicked state: the headless frame of the edited code after the tap" \
    "$herosim" compare "$work/edited/inbox-tabs/frame-00096.png" "$work/reloaded.png" --ignore-alpha --diff "$work/reloaded-diff.png"

sed -i 's/Edited while watching, cut/Edited while watching, cut" + undefinedName + "/' "$screen"
for _ in $(seq 300); do grep -q "the build failed" "$work/watch.log" && break; sleep 0.2; done
sleep 1.5
import -window "$window" -depth 8 "$work/failed.png"
red=$(convert "$work/failed.png" -format '%[fx:int(255*p{4,410}.r)] %[fx:int(255*p{4,410}.g)] %[fx:int(255*p{4,410}.b)]' info:)
isRed() { [ "$1" -gt 180 ] && [ "$2" -lt 80 ] && [ "$3" -lt 80 ]; }
check "a build error shows in a red bar over the preview (pixel $red)" isRed $red
check "the bar names the file and line, the terminal the error" grep -q "TabIndicatorScreen.swift:44:.*error: cannot find 'undefinedName' in scope" "$work/watch.log"
check "the preview stays open" xdotool search --name '^Preview: Inbox tabs$'
sed -i 's/" + undefinedName + "//' "$screen"
for _ in $(seq 300); do [ "$(shown)" -ge 2 ] && break; sleep 0.2; done
check "fixing the error shows the preview again" test "$(shown)" -ge 2
sleep 2
window=$(xdotool search --name '^Preview: Inbox tabs$' | head -1)
import -window "$window" -depth 8 "$work/fixed.png"
check "and the bar is gone: the same frame as before the error" \
    "$herosim" compare "$work/edited/inbox-tabs/frame-00096.png" "$work/fixed.png" --ignore-alpha --diff "$work/fixed-diff.png"
xdotool key --window "$window" q 2>/dev/null
for _ in $(seq 50); do kill -0 "$watcher" 2>/dev/null || break; sleep 0.1; done
check "closing the window ends herosim preview --watch" bash -c "! kill -0 $watcher 2>/dev/null"

echo "preview-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
