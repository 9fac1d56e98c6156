#!/usr/bin/env python3
"""Writes the README's complete Swift files into a package folder.

Every ```swift block of README.md must follow a marker line: `<!-- file: PATH -->` (a complete file, written
to PATH under the output folder) or `<!-- fragment -->` (part of a file, not built). A block without a
marker fails, so a new block is built or says why it is not.
Usage: readme-files.py README.md OUT_DIR
"""
import os
import re
import sys

readme, out = sys.argv[1], sys.argv[2]
lines = open(readme, encoding="utf-8").read().split("\n")
written, problems = [], []
i = 0
while i < len(lines):
    if lines[i].strip() == "```swift":
        marker = next((lines[j].strip() for j in range(i - 1, -1, -1) if lines[j].strip()), "")
        end = next(j for j in range(i + 1, len(lines)) if lines[j].strip() == "```")
        body = "\n".join(lines[i + 1:end]) + "\n"
        match = re.fullmatch(r"<!-- file: (\S+) -->", marker)
        if match:
            path = os.path.join(out, match.group(1))
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as file:
                file.write(body)
            written.append(match.group(1))
        elif marker != "<!-- fragment -->":
            problems.append(f"README.md:{i + 1}: a swift block with neither <!-- file: PATH --> nor <!-- fragment --> before it")
        i = end
    i += 1
for problem in problems:
    print(problem, file=sys.stderr)
print("\n".join(written))
sys.exit(1 if problems or not written else 0)
