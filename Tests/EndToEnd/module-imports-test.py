#!/usr/bin/env python3
"""Floors match folders: every module of Sources/ imports what Package.swift declares for it, no more (a module
reached only through another's dependencies builds today and breaks when that one changes) and no less (a
dependency nothing imports only slows the build), and docs/ARCHITECTURE.md's import table says the same.

Usage: module-imports-test.py [PACKAGE_DESCRIPTION.json]   (default: runs `swift package describe --type json`)
"""
import json
import os
import re
import subprocess
import sys

root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../.."))
if len(sys.argv) > 1:
    description = json.load(open(sys.argv[1], encoding="utf-8"))
else:
    swift = os.environ.get("SWIFT", "swift")
    description = json.loads(subprocess.run([swift, "package", "--package-path", root, "describe", "--type", "json"],
                                            check=True, capture_output=True, text=True).stdout)

# The modules a product of another package brings, by product.
PRODUCT_MODULES = {
    "Yams": ["Yams"], "ArgumentParser": ["ArgumentParser"], "SnapshotTesting": ["SnapshotTesting"],
    "PropertyBased": ["PropertyBased"], "SwiftSyntaxMacros": ["SwiftSyntaxMacros", "SwiftSyntax"],
    "SwiftCompilerPlugin": ["SwiftCompilerPlugin"], "SwiftSyntaxMacroExpansion": ["SwiftSyntaxMacroExpansion"],
    "SwiftParser": ["SwiftParser"],
}
# Dependencies a module needs without importing them, and why.
NOT_IMPORTED = {
    ("HeroSim", "HeroSimMacros"): "a macro is named by #externalMacro(module:type:), not imported",
    ("HeroSimAssets", None): "resources only",
}
IMPORT = re.compile(r"^(?:@_exported\s+|@testable\s+|@_spi\([^)]*\)\s+|@preconcurrency\s+)*import\s+"
                    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)

targets = {t["name"]: t for t in description["targets"]}
ours = {name for name, t in targets.items() if t["path"].startswith("Sources/")}
problems = []
declared_of = {}
for name in sorted(ours):
    target = targets[name]
    declared = set(target.get("target_dependencies", []))
    for product in target.get("product_dependencies", []):
        declared.update(PRODUCT_MODULES.get(product, [product]))
    declared_of[name] = declared
    imported = set()
    for source in target.get("sources", []):
        if source.endswith(".swift"):
            text = open(os.path.join(root, target["path"], source), encoding="utf-8").read()
            imported.update(IMPORT.findall(text))
    known = set(targets) | {m for ms in PRODUCT_MODULES.values() for m in ms}
    imported &= known
    imported.discard(name)
    for module in sorted(imported - declared):
        problems.append(f"{name} imports {module}, which Package.swift does not list among its dependencies")
    if target["module_type"] == "SwiftTarget":
        for module in sorted(declared - imported):
            if (name, module) in NOT_IMPORTED or module in PRODUCT_MODULES.get("SwiftSyntaxMacros", []) and "SwiftSyntaxMacros" in imported:
                continue
            problems.append(f"{name} depends on {module} in Package.swift but imports it nowhere")

# docs/ARCHITECTURE.md: the block after "What each module imports".
architecture = open(os.path.join(root, "docs/ARCHITECTURE.md"), encoding="utf-8").read()
block = architecture.split("What each module imports", 1)[1].split("```", 2)[1]
table, current = {}, None
for line in block.strip("\n").split("\n"):
    if line.startswith(" ") and current:
        table[current] += " " + line.strip()
        continue
    names, _, deps = line.partition("  ")
    current = names.strip()
    table[current] = deps.strip()
for names, deps in table.items():
    for name in [n.strip() for n in names.split(",")]:
        if name not in declared_of:
            problems.append(f"docs/ARCHITECTURE.md lists {name}, which is no module of Sources/")
            continue
        if deps.startswith("every module above") or deps.startswith("swift-syntax"):
            continue
        listed = set() if deps == "(nothing)" else {d.strip() for d in deps.split(",")}
        if listed != declared_of[name] and not (name, None) in NOT_IMPORTED:
            problems.append(f"docs/ARCHITECTURE.md says {name} imports {', '.join(sorted(listed)) or 'nothing'}; "
                            f"Package.swift declares {', '.join(sorted(declared_of[name])) or 'nothing'}")
missing = sorted(n for n in ours if targets[n]["module_type"] == "SwiftTarget"
                 and not any(n in [x.strip() for x in k.split(",")] for k in table))
for name in missing:
    problems.append(f"docs/ARCHITECTURE.md's import table has no line for {name}")

for problem in problems:
    print("✘ " + problem)
print(f"module-imports: {len(ours)} modules, {len(problems)} problems")
sys.exit(1 if problems else 0)
