#!/usr/bin/env python3
"""`import HeroSim` gives SwiftUI's names and no engine: every top-level public name of HeroSim and of the
modules it re-exports (types, protocols, global functions and variables, macros) is either SwiftUI's
(swiftui-names.txt) or on the short, commented allow-list (public-names-allowed.txt). Underscored names are
SwiftUI's convention for what a public signature needs and its documentation hides; they are not counted.
Reads the symbol graphs of the debug build (run after `swift build`)."""
import json, os, re, subprocess, sys, tempfile

from swift_module_flags import build, import_flags, root, toolchain_tool

here = os.path.join(root, "Tests", "EndToEnd")

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
extract = toolchain_tool("swift-symbolgraph-extract")
top_kinds = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.func", "swift.var", "swift.macro"}
public = {}
with tempfile.TemporaryDirectory() as out:
    for module in modules:
        run = subprocess.run([extract, "-module-name", module, "-target", "x86_64-unknown-linux-gnu", *import_flags(),
                              "-output-dir", out, "-minimum-access-level", "public"], capture_output=True, text=True)
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
