#!/usr/bin/env python3
"""Writes a Material Theme Builder export made by Material's own algorithm.

Material's color algorithm (the `materialyoucolor` package, a port of
material-color-utilities: `pip install materialyoucolor==3.0.4`) makes a
tonal-spot scheme from a seed, light and dark, at standard (0), medium (0.5)
and high (1.0) contrast, as Material Theme Builder does. The export is written
in Theme Builder's shape, and beside it the WCAG contrast ratio of each pair
Material's color roles state, computed here from the hex values alone, so a
test can hold Swatch's ratios to ones it did not compute:

    scripts/material-fixture.py '#6750A4' Tests/Fixtures/material/generated
"""
import json
import sys

from materialyoucolor.dynamiccolor.color_spec import COLOR_NAMES
from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors
from materialyoucolor.hct import Hct
from materialyoucolor.scheme.scheme_tonal_spot import SchemeTonalSpot

SCHEMES = {
    "light": (False, 0.0), "light-medium-contrast": (False, 0.5), "light-high-contrast": (False, 1.0),
    "dark": (True, 0.0), "dark-medium-contrast": (True, 0.5), "dark-high-contrast": (True, 1.0),
}
# The pairs Material's color roles state (docs/import.md › Material Theme Builder).
SURFACES = ["surface", "surfaceDim", "surfaceBright", "surfaceContainerLowest", "surfaceContainerLow",
            "surfaceContainer", "surfaceContainerHigh", "surfaceContainerHighest"]
PAIRS = [("onSurface", s) for s in SURFACES] + [("onSurfaceVariant", s) for s in SURFACES]
for accent in ["primary", "secondary", "tertiary", "error"]:
    cap = accent[0].upper() + accent[1:]
    PAIRS += [("on" + cap, accent), ("on" + cap + "Container", accent + "Container")]
    if accent != "error":
        PAIRS += [(t, accent + b) for t in ["on" + cap + "Fixed", "on" + cap + "FixedVariant"]
                  for b in ["Fixed", "FixedDim"]]
PAIRS += [("inverseOnSurface", "inverseSurface"), ("inversePrimary", "inverseSurface")]


ACCENT_DIMS = {"primaryDim", "secondaryDim", "tertiaryDim", "errorDim"}


def hex_of(argb):
    return "#%06X" % (argb & 0xFFFFFF)


def luminance(hex_color):
    channels = [int(hex_color[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def ratio(a, b):
    light, dark = sorted([luminance(a), luminance(b)], reverse=True)
    return (light + 0.05) / (dark + 0.05)


def main(seed, output):
    colors = MaterialDynamicColors(spec="2021")
    source = Hct.from_int(int("FF" + seed.lstrip("#"), 16))
    schemes = {}
    for name, (dark, contrast) in SCHEMES.items():
        scheme = SchemeTonalSpot(source, dark, contrast, spec_version="2021")
        # The roles Theme Builder exports: the 2025 spec's `…Dim` accents are not among them.
        schemes[name] = {role: hex_of(getattr(colors, role).get_argb(scheme)) for role in COLOR_NAMES
                         if getattr(colors, role, None) is not None and role not in ACCENT_DIMS
                         and not role.endswith("PaletteKeyColor")}
    export = {"description": "TYPE: CUSTOM\nMade by scripts/material-fixture.py " + seed + " (materialyoucolor, tonal spot)",
              "seed": seed.upper(), "coreColors": {"primary": seed.upper()}, "extendedColors": [],
              "schemes": schemes}
    with open(output + ".json", "w") as f:
        json.dump(export, f, indent=2)
        f.write("\n")
    ratios = {name: {f"{text} on {back}": round(ratio(values[text], values[back]), 4)
                     for text, back in PAIRS if text in values and back in values}
              for name, values in schemes.items()}
    with open(output + ".ratios.json", "w") as f:
        json.dump(ratios, f, indent=2, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
