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
source "$here/waits.sh"

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
preview "$copy" --render "$work/unedited" --scenario "$here/preview-tap.yaml" >/dev/null 2>&1
check "the preview's window starts as its headless first frame" \
    settles_on "$window" "$work/unedited/inbox-tabs/frame-00000.png" "$work/opened.png"
before=$(xdotool getwindowgeometry "$window" | sed -n 's/.*Position: \([0-9]*,[0-9]*\).*/\1/p')
xdotool mousemove --window "$window" 150 22 click 1
check "a click in the preview shows the headless frame of the same tap" \
    settles_on "$window" "$work/unedited/inbox-tabs/frame-00096.png" "$work/clicked.png"
sed -i 's/A preview of the message, cut/Edited while watching, cut/' "$screen"
# shown N: herosim preview --watch has shown the preview again N times, after as many rebuilds: waited for
# ten times a window's patience (a build).
shown() {
    local deadline=$((SECONDS + 10 * patience))
    until [ "$(grep -c "shown again" "$work/watch.log")" -ge "$1" ]; do
        [ "$SECONDS" -ge "$deadline" ] && { echo "  shown again $(grep -c "shown again" "$work/watch.log") times"; return 1; }
        sleep 0.2
    done
}
check "a saved edit rebuilds the package and shows the preview again" shown 1
sed -n 's/^herosim preview: \(shown again.*\)/  \1/p' "$work/watch.log"
preview "$copy" --render "$work/edited" --scenario "$here/preview-tap.yaml" >/dev/null 2>&1
check "the window opens again in the same place ($before)" positioned "name:^Preview: Inbox tabs$" "$before"
check "the reopened window shows the edit at the clicked state: the headless frame of the edited code after the tap" \
    settles_on "name:^Preview: Inbox tabs$" "$work/edited/inbox-tabs/frame-00096.png" "$work/reloaded.png"

sed -i 's/Edited while watching, cut/Edited while watching, cut" + undefinedName + "/' "$screen"
check "a build error shows in a red bar over the preview" reddens "name:^Preview: Inbox tabs$" "$work/failed.png" 4 410
check "the bar names the file and line, the terminal the error" grep -q "TabIndicatorScreen.swift:44:.*error: cannot find 'undefinedName' in scope" "$work/watch.log"
stays_open() { xdotool search --name '^Preview: Inbox tabs$' >/dev/null; }
check "the preview stays open" stays_open
sed -i 's/" + undefinedName + "//' "$screen"
check "fixing the error shows the preview again" shown 2
check "and the bar is gone: the same frame as before the error" \
    settles_on "name:^Preview: Inbox tabs$" "$work/edited/inbox-tabs/frame-00096.png" "$work/fixed.png"
xdotool key --window "$(xdotool search --name '^Preview: Inbox tabs$' | tail -1)" q 2>/dev/null
check "closing the window ends herosim preview --watch" ends "$watcher"

echo "preview-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
