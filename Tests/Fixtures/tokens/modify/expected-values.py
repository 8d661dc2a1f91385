"""The colors Tokens Studio gives the tokens of `spaces.tokens.json`,
computed apart from Swatch, for `TokensStudioModifyTests`.

Tokens Studio's plugin (tokens-studio/figma-plugin,
packages/tokens-studio-for-figma/src/utils/modifyColor.ts and
utils/color/*.ts) modifies a color with colorjs.io 0.4.5, writes the result
in the modifier's space to 3 digits (a mix's color first to 5), reads it
back and writes it as an sRGB hex. This script does the same steps with
coloraide (`pip install coloraide`; 8.13 was used), whose conversions are
written apart from Swatch's, and colorjs 0.4.5's rounding (`toPrecision`,
`toFixed`, the hex's `Math.round`) written out below.

Run: python3 expected-values.py
"""
import math
from decimal import Decimal, ROUND_HALF_UP

from coloraide import Color

SPACES = {"srgb": "srgb", "hsl": "hsl", "lch": "lch", "p3": "display-p3"}

BASE = {
    "magenta": "#e20074",
    "green": "#3a7d44",
    "navy": "#1e50a0",
    "white": "#ffffff",
    "vivid-green": "#00c000",
    "blue": "#0050ff",
}

# token path: (base, type, space, amount, mix color)
CASES = {
    "lighten.srgb": ("magenta", "lighten", "srgb", 0.3, None),
    "lighten.hsl": ("magenta", "lighten", "hsl", 0.3, None),
    "lighten.lch": ("magenta", "lighten", "lch", 0.3, None),
    "lighten.p3": ("magenta", "lighten", "p3", 0.3, None),
    "darken.srgb": ("green", "darken", "srgb", 0.4, None),
    "darken.hsl": ("green", "darken", "hsl", 0.4, None),
    "darken.lch": ("green", "darken", "lch", 0.4, None),  # value "{amount.fifth} * 2"
    "darken.p3": ("green", "darken", "p3", 0.4, None),
    "mix.srgb": ("magenta", "mix", "srgb", 0.25, "navy"),  # value "{amount.quarter}", color "{base.navy}"
    "mix.hsl": ("magenta", "mix", "hsl", 0.25, "navy"),
    "mix.lch": ("magenta", "mix", "lch", 0.25, "navy"),
    "mix.p3": ("magenta", "mix", "p3", 0.25, "navy"),
    "mix.white": ("green", "mix", "lch", 0.5, "white"),  # a gray's missing hue takes the other's
    "mix.vivid": ("magenta", "mix", "lch", 0.5, "vivid-green"),  # far outside sRGB: chroma searched
    "lighten.blue": ("blue", "lighten", "lch", 0.3, None),  # just outside sRGB: clipped
    "alpha.srgb": ("green", "alpha", "srgb", 0.4, None),
    "alpha.hsl": ("magenta", "alpha", "hsl", 0.65, None),
    "alpha.lch": ("navy", "alpha", "lch", 0.1, None),
    "alpha.p3": ("magenta", "alpha", "p3", 0.5, None),
}


def js_round(x):
    return math.floor(x + 0.5)


def to_fixed(x, digits):
    # JavaScript's toFixed rounds the exact binary value, a tie away from zero.
    return float(Decimal(x).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP))


def to_precision(n, precision):
    # colorjs 0.4.5 src/util.js
    integer_length = len(str(math.floor(n)))
    if precision > integer_length:
        return to_fixed(n, precision - integer_length)
    p10 = 10 ** (integer_length - precision)
    return js_round(n / p10) * p10


def in_gamut(color, space, tolerance):
    if space == "lch":
        return True
    channels = color.convert("display-p3" if space == "p3" else "srgb").coords()
    return all(-tolerance <= c <= 1 + tolerance for c in channels)


def clipped(color, space):
    if space == "lch":
        return color
    c = color.convert(SPACES[space])
    if space == "hsl":
        c.set("saturation", min(1.0, max(0.0, c.get("saturation"))))
        c.set("lightness", min(1.0, max(0.0, c.get("lightness"))))
    else:
        for channel in ("red", "green", "blue"):
            c.set(channel, min(1.0, max(0.0, c.get(channel))))
    return c


def to_gamut(color, space):
    """colorjs 0.4.5 src/toGamut.js, method "lch.c": CIEDE2000 within 2 of the clipped color."""
    if in_gamut(color, space, 0):
        return color
    mapped = color
    if not in_gamut(color, space, 0.000075):
        clip = clipped(color, space)
        if color.delta_e(clip, method="2000") > 2:
            lch = color.convert("lch")
            low, high = 0.0, lch.get("chroma")
            while high - low > 0.01:
                if lch.delta_e(clipped(lch, space), method="2000") - 2 < 0.01:
                    low = lch.get("chroma")
                else:
                    high = lch.get("chroma")
                lch.set("chroma", (low + high) / 2)
            mapped = lch
        else:
            mapped = clip
    return mapped if in_gamut(mapped, space, 0) else clipped(mapped, space)


def written(color, space, precision):
    """The color as colorjs's toString writes it in `space` and reads it back."""
    if not in_gamut(color, space, 0.000075):
        color = to_gamut(color, space)
    coords = [0.0 if math.isnan(c) else c for c in color.convert(SPACES[space]).coords()]
    # sRGB's channels and HSL's saturation and lightness are written as percentages.
    scales = {"srgb": [100, 100, 100], "hsl": [1, 100, 100]}.get(space, [1, 1, 1])
    coords = [to_precision(c * s, precision) / s for c, s in zip(coords, scales)]
    alpha = color.alpha()
    if alpha < 1:
        alpha = to_precision(alpha, precision)
    return Color(SPACES[space], coords, alpha)


def modified(base, kind, space, amount, mix):
    color = Color(BASE[base])
    if kind in ("lighten", "darken"):
        toward = 1.0 if kind == "lighten" else 0.0
        if space in ("srgb", "p3"):
            color = color.convert(SPACES[space])
            for channel in ("red", "green", "blue"):
                value = color.get(channel)
                color.set(channel, value + amount * (toward - value))
        elif space == "hsl":
            value = color.get("hsl.lightness")
            color.set("hsl.lightness", value + amount * (toward - value))
        else:
            lightness, chroma = color.get("lch.lightness"), color.get("lch.chroma")
            color.set("lch.lightness", lightness + amount * (100 * toward - lightness))
            color.set("lch.chroma", max(0.0, chroma - amount * chroma))
    elif kind == "mix":
        start, end = to_gamut(color, space), to_gamut(Color(BASE[mix]), space)
        mixed = start.mix(end, amount, space=SPACES[space], premultiplied=False, hue="shorter")
        color = written(mixed, space, 5)
    else:
        color.set("alpha", max(0.0, min(1.0, amount)))
    final = written(color, space, 3).convert("srgb")
    if not in_gamut(final, "srgb", 0.000075):
        final = to_gamut(final, "srgb")
    channels = [js_round(min(1.0, max(0.0, c)) * 255) for c in final.coords()]
    if final.alpha() < 1:
        channels.append(js_round(final.alpha() * 255))
    return "#" + "".join("%02X" % c for c in channels)


for path, case in CASES.items():
    print(f'"{path}": "{modified(*case)}",')
