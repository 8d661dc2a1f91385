#!/usr/bin/env python3
"""Writes a one-line Figma variables response of about SIZE bytes (default
1.2 MB), as Figma's API returns it: Tests/Fixtures/figma/large.figma.json with
its variables repeated under new ids and names until the size is reached,
minified. For measuring what `swatch check` prints for a long line
(docs/benchmarks.md).

    scripts/one-line-figma.py OUTPUT.figma.json [SIZE]
"""
import json
import os
import sys

output = sys.argv[1]
size = int(sys.argv[2]) if len(sys.argv) > 2 else 1_200_000
source = os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "figma", "large.figma.json")
with open(source) as file:
    document = json.load(file)
variables = document["meta"]["variables"]
originals = list(variables.items())
copy = 0
while len(json.dumps(document, separators=(",", ":"))) < size:
    copy += 1
    for key, variable in originals:
        twin = json.loads(json.dumps(variable))
        twin["id"] = f"{key}-{copy}"
        twin["name"] = f"{variable['name']} {copy}"
        variables[twin["id"]] = twin
with open(output, "w") as file:
    file.write(json.dumps(document, separators=(",", ":")))
