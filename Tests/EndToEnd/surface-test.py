#!/usr/bin/env python3
"""The SwiftUI surface, measured: every use in swiftui-surface.txt is type-checked through `import HeroSim` in
one file. A use that compiles works; a use the compiler rejects with "HeroSim does not have ... yet" is not
yet there (declared so in Sources/Products/HeroSim/NotYet/); any other error fails the test, so no SwiftUI
name on the list is missing without a hint. The per-area counts in README.md and the per-area lists in
WhatWorks.md are generated from the result: the test fails when they are stale, `--write` writes them.
Run after `swift build`."""
import os, re, subprocess, sys, tempfile

from swift_module_flags import build, import_flags, root, toolchain_tool

here = os.path.join(root, "Tests", "EndToEnd")
readme = os.path.join(root, "README.md")
what_works = os.path.join(root, "Sources", "Products", "HeroSim", "HeroSim.docc", "WhatWorks.md")

PRELUDE = '''import HeroSim
import Foundation

struct Item: Identifiable { let id: Int; let name: String }
@MainActor let items = [Item(id: 1, name: "one")]
@MainActor let isOn = Binding.constant(true)
@MainActor let text = Binding.constant("")
@MainActor let amount = Binding.constant(0.5)
@MainActor let day = Binding.constant(Date(timeIntervalSince1970: 0))
@MainActor let colour = Binding.constant(Color.red)
@MainActor let hero = Namespace().wrappedValue
'''


def fail(message):
    print(f"FAIL surface: {message}")
    sys.exit(1)


def read_list():
    """[(area, name, use)] in the list's order."""
    entries, area = [], None
    for number, line in enumerate(open(os.path.join(here, "swiftui-surface.txt")), 1):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("# ") or line == "#":
            continue
        if line.startswith("## "):
            area = line[3:].strip()
            continue
        if " | " not in line or area is None:
            fail(f"swiftui-surface.txt:{number}: expected `name | use` under a `## area` line")
        name, use = (part.strip() for part in line.split(" | ", 1))
        entries.append((area, name, use))
    return entries


def source(entries):
    """The file to type-check, and each entry's line range in it."""
    lines, ranges = PRELUDE.splitlines(), []
    for index, (_, _, use) in enumerate(entries):
        first = len(lines) + 1
        if use.startswith("decl:"):
            lines.append(use[len("decl:"):].strip())
        else:
            lines += [f"@MainActor @ViewBuilder func use{index}() -> some View {{", use, "}"]
        ranges.append((first, len(lines)))
    return "\n".join(lines) + "\n", ranges


def classify(entries):
    """Each entry's status: "works", "not yet", or the compiler's first other error."""
    text, ranges = source(entries)
    plugin = os.path.join(build, "HeroSimMacros-tool")
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "surface.swift")
        open(path, "w").write(text)
        run = subprocess.run([toolchain_tool("swiftc"), "-typecheck", "-module-name", "Surface", "-swift-version", "6",
                              *import_flags(), "-load-plugin-executable", f"{plugin}#HeroSimMacros", path],
                             capture_output=True, text=True, cwd=folder)
    errors = {}
    for line in (run.stdout + run.stderr).splitlines():
        match = re.match(r".*surface\.swift:(\d+):\d+: error: (.*)", line)
        if match:
            errors.setdefault(int(match.group(1)), []).append(match.group(2))
    statuses = []
    for first, last in ranges:
        found = [e for n in range(first, last + 1) for e in errors.get(n, [])]
        if not found:
            statuses.append("works")
        elif any("HeroSim does not have" in e for e in found):
            statuses.append("not yet")
        else:
            statuses.append(found[0])
    if run.returncode != 0 and not errors:
        fail("swiftc failed without errors in the file:\n" + (run.stdout + run.stderr)[-2000:])
    return statuses


def areas(entries, statuses):
    """{area: (working names, not-yet names)} in the list's order."""
    table = {}
    for (area, name, _), status in zip(entries, statuses):
        works, missing = table.setdefault(area, ([], []))
        (works if status == "works" else missing).append(name)
    return table


def readme_table(table):
    rows = ["| area | works | not yet |", "|---|---:|---:|"]
    for area, (works, missing) in table.items():
        rows.append(f"| {area} | {len(works)} | {len(missing)} |")
    total_works = sum(len(w) for w, _ in table.values())
    total_missing = sum(len(m) for _, m in table.values())
    rows.append(f"| **all {total_works + total_missing}** | **{total_works}** | **{total_missing}** |")
    return "\n".join(rows)


def docs_table(table):
    rows = ["| area | works | not yet (a compile error says so) |", "|---|---|---|"]
    for area, (works, missing) in table.items():
        code = lambda names: ", ".join(f"`{n}`" for n in names) or "—"
        rows.append(f"| {area} ({len(works)} of {len(works) + len(missing)}) | {code(works)} | {code(missing)} |")
    return "\n".join(rows)


def replace_marked(path, body):
    """`path` with the text between its surface markers replaced by `body`."""
    text = open(path).read()
    pattern = re.compile(r"(<!-- surface: generated by Tests/EndToEnd/surface-test.py --write -->\n).*?(<!-- surface: end -->)", re.S)
    if not pattern.search(text):
        fail(f"{os.path.relpath(path, root)} has no `<!-- surface: ... -->` markers")
    return text, pattern.sub(lambda m: m.group(1) + body + "\n" + m.group(2), text)


entries = read_list()
names = [name for _, name, _ in entries]
duplicated = sorted({n for n in names if names.count(n) > 1})
if duplicated:
    fail("named twice in swiftui-surface.txt: " + ", ".join(duplicated))
statuses = classify(entries)
broken = [(area, name, status) for (area, name, _), status in zip(entries, statuses) if status not in ("works", "not yet")]
if broken:
    fail("neither working nor declared \"not yet\" (declare it in Sources/Products/HeroSim/NotYet/ with SwiftUI's "
         "signature, or make it work):\n" + "\n".join(f"  {area} / {name}: {status}" for area, name, status in broken))
table = areas(entries, statuses)
stale = []
for path, body in ((readme, readme_table(table)), (what_works, docs_table(table))):
    old, new = replace_marked(path, body)
    if old != new:
        if "--write" in sys.argv:
            open(path, "w").write(new)
        else:
            stale.append(os.path.relpath(path, root))
if stale:
    fail(", ".join(stale) + " differ from the list: run `python3 Tests/EndToEnd/surface-test.py --write`")
works = statuses.count("works")
print(f"PASS surface: {works} of {len(entries)} SwiftUI names work through `import HeroSim`, "
      f"{len(entries) - works} are declared not yet; " + ", ".join(f"{a} {len(w)}/{len(w) + len(m)}" for a, (w, m) in table.items()))
