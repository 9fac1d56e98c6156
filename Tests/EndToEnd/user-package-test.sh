#!/usr/bin/env bash
# HeroSim as a user gets it, in packages outside this checkout that depend on it by path:
#   1. Examples/SeedHero, copied out: its tests pass, its committed golden frames (recorded with the real
#      icons) match, so the icons are found with no HEROSIM_ASSETS; Examples/EverydayScreens, copied out:
#      ordinary SwiftUI screens build with no warning and pass their behaviour and golden tests.
#   2. The package the README's "Your own SwiftUI scene" writes, file by file from the README's Swift blocks
#      (Tests/EndToEnd/readme-files.py): it builds with no warning, its first `swift test` records the
#      goldens and says so, the second passes, and the frames it recorded are the example's; its app, which
#      uses only the HeroSim product, links neither Yams nor the seed gallery nor the studio's files.
#   3. A package of only a library with #Preview blocks (as a feature module is): `swift run herosim --help`
#      runs the dependency's command from it, and `swift run herosim preview` lists and renders its previews
#      through the preview host it builds.
#   4. SwiftUI names HeroSim does not have yet fail to compile with HeroSim's message, not a typo's, and
#      the studio's types (fuzzer, lints, recorder, config files) are not visible through `import HeroSim`.
# Both packages share one build folder (HEROSIM_USER_SCRATCH, default .build-user-packages in the checkout),
# so HeroSim is built once.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
swift=${SWIFT:-swift}
scratch=${HEROSIM_USER_SCRATCH:-$root/.build-user-packages}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset HEROSIM_ASSETS
passed=0
fail() { echo "✘ $1" >&2; exit 1; }
pass() { echo "✔ $1"; passed=$((passed + 1)); }

# The checkout, seen from beside the users' packages as ../HeroSim (the README's layout).
ln -s "$root" "$work/HeroSim"

echo "== Examples/SeedHero, outside the checkout"
mkdir "$work/SeedHero"
(cd "$root/Examples/SeedHero" && tar --exclude=.build -cf - .) | (cd "$work/SeedHero" && tar -xf -)
sed -i 's|path: "../.."|path: "../HeroSim"|' "$work/SeedHero/Package.swift"
grep -q 'path: "../HeroSim"' "$work/SeedHero/Package.swift" || fail "the example's Package.swift no longer names HeroSim by path \"../..\""
"$swift" test --package-path "$work/SeedHero" --scratch-path "$scratch" 2>&1 | tee "$work/seedhero.log" | grep -E "✔|✘|error" || true
grep -q "Test run with .* passed" "$work/seedhero.log" || fail "the example's tests failed outside the checkout (log above)"
pass "the example copied outside the checkout passes its golden test with the real icons"

echo "== Examples/EverydayScreens, outside the checkout"
mkdir "$work/EverydayScreens"
(cd "$root/Examples/EverydayScreens" && tar --exclude=.build -cf - .) | (cd "$work/EverydayScreens" && tar -xf -)
sed -i 's|path: "../.."|path: "../HeroSim"|' "$work/EverydayScreens/Package.swift"
"$swift" build --package-path "$work/EverydayScreens" --scratch-path "$scratch" --build-tests 2>&1 | tee "$work/screens-build.log" | tail -1
if grep -E "warning:|error:" "$work/screens-build.log" | grep -v "you may be able to install"; then
    fail "the everyday screens build with the warnings or errors above"
fi
"$swift" test --package-path "$work/EverydayScreens" --scratch-path "$scratch" --skip-build 2>&1 | tee "$work/screens.log" | grep -E "✘|error" || true
grep -q "Test run with .* passed" "$work/screens.log" || fail "the everyday screens' tests failed outside the checkout (log above)"
pass "the everyday screens (photo grid, settings form, tab indicator, mini player, article) build with no warning and pass their behaviour and golden tests"

echo "== The README's package"
mkdir "$work/MyHero"
python3 "$root/Tests/EndToEnd/readme-files.py" "$root/README.md" "$work/MyHero" >/dev/null
"$swift" build --package-path "$work/MyHero" --scratch-path "$scratch" --build-tests 2>&1 | tee "$work/build.log" | tail -3
if grep -E "warning:|error:" "$work/build.log" | grep -v "you may be able to install"; then
    fail "the README's package builds with the warnings or errors above"
fi
pass "the README's Swift files build as a package, with no warning"
# What `import HeroSim` links: the app (the HeroSim product alone) links neither Yams, nor the seed gallery,
# nor the studio's scenario and config files.
links=$(find "$scratch" -path "*/debug/MyHero.product/Objects.LinkFileList" | head -1)
[ -n "$links" ] || fail "no link file list for the README's app under $scratch"
if grep -E "/(Yams|CYaml|LayoutGallery|StudioFiles|Studio|HeroScenes)\.build/" "$links"; then
    fail "the README's app, which uses only the HeroSim product, links the objects above"
fi
pass "the README's app links neither Yams, nor the gallery, nor the studio's files"
if [ -x "$root/.build/debug/herosim" ]; then
    "$root/.build/debug/herosim" preview "$work/MyHero" --scratch-path "$scratch" --list > "$work/previews.txt" 2>"$work/previews.log" \
        || { cat "$work/previews.log"; fail "herosim preview could not list the README's package's previews"; }
    grep -qx "1. ContentView  MyHero/ContentView.swift:[0-9]*  390x844" "$work/previews.txt" \
        || { cat "$work/previews.txt"; fail "herosim preview does not list the README's #Preview"; }
    pass "herosim preview lists the README's #Preview"
fi
if "$swift" test --package-path "$work/MyHero" --scratch-path "$scratch" --skip-build > "$work/first.log" 2>&1; then
    fail "the first run passed, but it had no goldens to compare with"
fi
grep -q "recorded 6 golden frames and the trace into $work/MyHero/Tests/Goldens/trash-open" "$work/first.log" \
    || { cat "$work/first.log"; fail "the first run did not record the goldens as the README says"; }
pass "the first run records Tests/Goldens/trash-open and fails once to say so"
"$swift" test --package-path "$work/MyHero" --scratch-path "$scratch" --skip-build > "$work/second.log" 2>&1 \
    || { cat "$work/second.log"; fail "the second run failed"; }
pass "the second run passes"
for frame in "$root"/Examples/SeedHero/Tests/Goldens/trash-open/*.png; do
    cmp -s "$frame" "$work/MyHero/Tests/Goldens/trash-open/$(basename "$frame")" \
        || fail "$(basename "$frame") recorded by the README's package differs from the example's golden"
done
pass "the README's package recorded the example's frames, byte for byte"

echo "== A package of only a library, with previews"
mkdir -p "$work/CardViews/Sources/CardViews"
cat > "$work/CardViews/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CardViews",
    products: [.library(name: "CardViews", targets: ["CardViews"])],
    dependencies: [.package(path: "../HeroSim")],
    targets: [.target(name: "CardViews", dependencies: [.product(name: "HeroSim", package: "HeroSim")])],
    swiftLanguageModes: [.v6]
)
SWIFT
cat > "$work/CardViews/Sources/CardViews/Card.swift" <<'SWIFT'
import HeroSim

public struct Card: View {
    public init() {}
    public var body: some View {
        RoundedRectangle(cornerRadius: 12).fill(.orange).frame(width: 120, height: 80)
    }
}

#Preview("Card") { Card() }
#Preview("Badge", traits: .sizeThatFitsLayout) { Text("New").padding(6).background(.blue) }
SWIFT
"$swift" run --package-path "$work/CardViews" --scratch-path "$scratch" herosim --help > "$work/help.txt" 2>"$work/help.log" \
    || { tail -20 "$work/help.log"; fail "swift run herosim --help failed in a package that depends on HeroSim"; }
grep -q "^USAGE: herosim <subcommand>" "$work/help.txt" || { cat "$work/help.txt"; fail "swift run herosim --help did not print herosim's usage"; }
pass "swift run herosim runs HeroSim's command from a package that depends on it"
# The preview host builds in the build folder it is given (by default the package's .build), which the package's
# own build filled: HeroSim is not built again. The render after it runs `swift run` of the package once more in
# that folder, which must plan for the package again, not run the host's plan.
(cd "$work/CardViews" && "$swift" run --scratch-path "$scratch" herosim preview --scratch-path "$scratch" --list > "$work/cards.txt" 2>"$work/cards.log") \
    || { tail -20 "$work/cards.log"; fail "herosim preview could not list the previews of a library"; }
printf '1. Card   CardViews/Card.swift:10  390x844\n2. Badge  CardViews/Card.swift:11  49x33\n' | diff - "$work/cards.txt" \
    || fail "herosim preview listed the library's previews otherwise (above)"
[ -f "$scratch/herosim-preview-host/Package.swift" ] && [ ! -e "$scratch/herosim-preview-host/.build" ] \
    || fail "the preview host was not built in the package's build folder ($scratch)"
grep -q "Compiling ViewRuntime" "$work/cards.log" && { grep -m3 "Compiling" "$work/cards.log"; fail "the preview host built HeroSim again instead of using the package's build"; }
pass "herosim preview lists the previews of a package that is only a library, through its preview host, built in the package's build folder without building HeroSim again"
(cd "$work/CardViews" && "$swift" run --scratch-path "$scratch" herosim preview --scratch-path "$scratch" --render "$work/cards" > "$work/render.log" 2>&1) \
    || { tail -20 "$work/render.log"; fail "herosim preview --render failed on a library"; }
printf 'card.png\tCard\tCardViews/Card.swift:10\nbadge.png\tBadge\tCardViews/Card.swift:11\n' | diff - "$work/cards/index.txt" \
    || fail "the rendered previews' index differs (above)"
[ "$(identify -format '%wx%h' "$work/cards/badge.png")" = 49x33 ] || fail "badge.png is not the badge's 49x33 points"
[ "$(convert "$work/cards/card.png" -format '%[pixel:p{195,422}]' info:)" = "srgb(255,149,0)" ] \
    || fail "card.png has no orange card at its centre: $(convert "$work/cards/card.png" -format '%[pixel:p{195,422}]' info:)"
pass "herosim preview --render draws a library's previews: the card in orange at the centre, the badge at its own size"

echo "== SwiftUI names HeroSim does not have yet, and HeroSim's studio, which import HeroSim does not open"
checks=("$root/Tests/EndToEnd/NotYetInHeroSim.swift" "$root/Tests/EndToEnd/StudioIsNotInHeroSim.swift"
        "$root/Tests/EndToEnd/EngineIsNotInHeroSim.swift")
cp "${checks[@]}" "$work/MyHero/Sources/MyHero/"
if "$swift" build --package-path "$work/MyHero" --scratch-path "$scratch" > "$work/notyet.log" 2>&1; then
    fail "code using names HeroSim does not have, or its studio's, compiled"
fi
for check in "${checks[@]}"; do
    while IFS= read -r expected; do
        grep -qF -- "$expected" "$work/notyet.log" || { grep error: "$work/notyet.log" | head -20; fail "no error saying: $expected"; }
    done < <(sed -n 's|^.*// expect: ||p' "$check")
    pass "$(basename "$check" .swift): each name fails to compile as expected ($(grep -c '// expect: ' "$check") names)"
    rm "$work/MyHero/Sources/MyHero/$(basename "$check")"
done

echo "$passed passed"
