#!/usr/bin/env python3
"""`import HeroSim` gives SwiftUI's names and no engine: every top-level public name of HeroSim and of the
modules it re-exports (types, protocols, global functions and variables, macros) is either SwiftUI's
(swiftui-names.txt) or on the short, commented allow-list (public-names-allowed.txt). Underscored names are
SwiftUI's convention for what a public signature needs and its documentation hides; they are not counted.
Reads the symbol graphs of the debug build (run after `swift build`)."""
import json, os, re, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
here = os.path.join(root, "Tests", "EndToEnd")
build = os.path.join(root, ".build", "debug")
swift = os.environ.get("SWIFT", "swift")

def names(path):
    found = set()
    for line in open(path):
        name = line.split("#")[0].strip()
        if name:
            found.add(name)
    return found

def fail(message):
    print(f"FAIL public names: {message}")
    sys.exit(1)

exports = open(os.path.join(root, "Sources", "Products", "HeroSim", "Exports.swift")).read()
modules = ["HeroSim"] + [m for m in re.findall(r"^@_exported import (\w+)", exports, re.M) if m not in ("Foundation", "Observation")]
if not os.path.isdir(os.path.join(build, "Modules")):
    fail(f"no debug build at {build}: run `swift build` first")
extract = os.path.join(os.path.dirname(os.path.realpath(subprocess.check_output(["which", swift], text=True).strip())), "swift-symbolgraph-extract")
# The C modules HeroSim's modules import: the shims' module maps, and the system headers they name.
includes = []
for shim in sorted(os.listdir(os.path.join(root, "Sources", "Shims"))):
    folder = os.path.join(root, "Sources", "Shims", shim)
    for sub, _, files in os.walk(folder):
        if "module.modulemap" in files:
            includes += ["-I", sub]
    generated = os.path.join(build, f"{shim}.build", "module.modulemap")   # SwiftPM's, for a target with an include folder
    if os.path.exists(generated):
        includes += ["-Xcc", f"-fmodule-map-file={generated}", "-I", os.path.join(folder, "include")]
for package in ("cairo", "librsvg-2.0", "sdl2"):
    run = subprocess.run(["pkg-config", "--cflags-only-I", package], capture_output=True, text=True)
    for flag in run.stdout.split():
        includes += ["-Xcc", flag]
top_kinds = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.func", "swift.var", "swift.macro"}
public = {}
with tempfile.TemporaryDirectory() as out:
    for module in modules:
        run = subprocess.run([extract, "-module-name", module, "-target", "x86_64-unknown-linux-gnu", "-I", os.path.join(build, "Modules"),
                              *includes, "-output-dir", out, "-minimum-access-level", "public"], capture_output=True, text=True)
        if run.returncode != 0:
            fail(f"swift-symbolgraph-extract {module}: {run.stderr.strip()[-800:]}")
        graph = json.load(open(os.path.join(out, f"{module}.symbols.json")))
        for symbol in graph["symbols"]:
            path = symbol["pathComponents"]
            if len(path) == 1 and symbol["kind"]["identifier"] in top_kinds:
                name = path[0].split("(")[0]
                if not name.startswith("_"):
                    public.setdefault(name, module)

swiftui = names(os.path.join(here, "swiftui-names.txt"))
allowed = names(os.path.join(here, "public-names-allowed.txt"))
unknown = sorted(n for n in public if n not in swiftui and n not in allowed)
if unknown:
    fail("names SwiftUI does not have: " + ", ".join(f"{n} ({public[n]})" for n in unknown)
         + ". Make each `package`, underscore it, or (rarely) add it to public-names-allowed.txt with why")
stale = sorted(n for n in allowed if n not in public)
if stale:
    fail("public-names-allowed.txt names what HeroSim no longer has: " + ", ".join(stale))
print(f"PASS public names: {len(public)} top-level public names in {', '.join(modules)}; "
      f"{len(public) - len(allowed)} are SwiftUI's, {len(allowed)} allowed (public-names-allowed.txt)")
