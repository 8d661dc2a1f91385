#!/usr/bin/env python3
"""Writes the Figma variables fixtures of Tests/Fixtures/figma/ in the shape of
Figma's GET /v1/files/:key/variables/local response. Deterministic: run it
again and the files are the same.

    scripts/figma-fixture.py [Tests/Fixtures/figma]
"""
import json
import os
import random
import sys


def hex_color(text, alpha=1.0):
    text = text.lstrip("#")
    # As Figma stores them: 32-bit floats, so not exactly n/255.
    def f32(value):
        import struct
        return struct.unpack("f", struct.pack("f", value))[0]
    return {"r": f32(int(text[0:2], 16) / 255), "g": f32(int(text[2:4], 16) / 255),
            "b": f32(int(text[4:6], 16) / 255), "a": alpha}


def alias(variable_id):
    return {"type": "VARIABLE_ALIAS", "id": variable_id}


class File:
    def __init__(self, prefix=1):
        self.collections = {}
        self.variables = {}
        self.prefix = prefix
        self.next_id = 1

    def new_id(self):
        self.next_id += 1
        return f"{self.prefix}:{self.next_id}"

    def collection(self, name, modes):
        cid = "VariableCollectionId:" + self.new_id()
        mode_list = [{"modeId": self.new_id(), "name": m} for m in modes]
        self.collections[cid] = {
            "id": cid, "name": name, "key": "k" + cid.split(":", 1)[1].replace(":", ""),
            "modes": mode_list, "defaultModeId": mode_list[0]["modeId"], "remote": False,
            "hiddenFromPublishing": False, "variableIds": [],
        }
        return cid

    def variable(self, cid, name, values, type_="COLOR", scopes=("ALL_SCOPES",), description=""):
        vid = "VariableID:" + self.new_id()
        collection = self.collections[cid]
        by_mode = {}
        for mode, value in zip(collection["modes"], values):
            if value is not None:
                by_mode[mode["modeId"]] = value
        self.variables[vid] = {
            "id": vid, "name": name, "key": "v" + vid.split(":", 1)[1].replace(":", ""),
            "variableCollectionId": cid, "resolvedType": type_, "valuesByMode": by_mode,
            "remote": False, "description": description, "hiddenFromPublishing": False,
            "scopes": list(scopes), "codeSyntax": {},
        }
        collection["variableIds"].append(vid)
        return vid

    def write(self, path):
        document = {"status": 200, "error": False,
                    "meta": {"variableCollections": self.collections, "variables": self.variables}}
        with open(path, "w") as out:
            json.dump(document, out, indent=2)
            out.write("\n")


def app(folder):
    """Light, dark and both high-contrast modes, a dimmed dark, aliases
    between collections, two remote aliases, numbers and strings."""
    f = File()
    prim = f.collection("Primitives", ["Value"])
    p = {}
    for name, value in [("gray/0", "FFFFFF"), ("gray/100", "F6F8FA"), ("gray/300", "D0D7DE"),
                        ("gray/500", "59636E"), ("gray/700", "424A53"), ("gray/900", "1F2328"),
                        ("gray/950", "0D1117"), ("gray/1000", "000000"), ("blue/300", "54AEFF"),
                        ("blue/500", "0969DA"), ("blue/700", "0550AE")]:
        p[name] = f.variable(prim, name, [hex_color(value)])
    f.variable(prim, "space/100", [8], type_="FLOAT", scopes=["GAP"])
    f.variable(prim, "font/body", ["Inter"], type_="STRING", scopes=["FONT_FAMILY"])
    color = f.collection("Color", ["Light", "Dark", "Light high contrast", "Dark high contrast", "Dark dimmed"])
    f.variable(color, "bgColor/default", [alias(p["gray/0"]), alias(p["gray/950"]), alias(p["gray/0"]),
                                           alias(p["gray/1000"]), hex_color("22272E")],
               scopes=["FRAME_FILL"], description="The page's background.")
    f.variable(color, "bgColor/muted", [alias(p["gray/100"]), hex_color("151B23"), alias(p["gray/100"]),
                                         hex_color("010409"), hex_color("2D333B")], scopes=["FRAME_FILL", "SHAPE_FILL"])
    f.variable(color, "fgColor/default", [alias(p["gray/900"]), hex_color("F0F6FC"), alias(p["gray/1000"]),
                                           alias(p["gray/0"]), hex_color("ADBAC7")], scopes=["TEXT_FILL"])
    f.variable(color, "fgColor/muted", [alias(p["gray/500"]), hex_color("9198A1"), alias(p["gray/700"]),
                                         hex_color("B7BDC8"), hex_color("768390")], scopes=["TEXT_FILL"])
    f.variable(color, "fgColor/accent", [alias(p["blue/500"]), alias(p["blue/300"]), alias(p["blue/700"]),
                                          hex_color("74B9FF"), hex_color("539BF5")], scopes=["TEXT_FILL"])
    f.variable(color, "borderColor/default", [alias(p["gray/300"]), hex_color("3D444D"), alias(p["gray/500"]),
                                               hex_color("B7BDC8"), hex_color("444C56")], scopes=["STROKE_COLOR"])
    # Another library's variables, which the response does not include.
    f.variable(color, "button/primary/bg", [alias("VariableID:abc123/456:7"), hex_color("238636"),
                                             alias("VariableID:abc123/456:8"), hex_color("2EA043"),
                                             hex_color("347D39")], scopes=["SHAPE_FILL"])
    f.variable(color, "highlight", [hex_color("0969DA", 0.12), hex_color("388BFD", 0.2), hex_color("0969DA", 0.2),
                                     hex_color("388BFD", 0.3), hex_color("4184E4", 0.2)], scopes=["ALL_SCOPES"])
    f.variable(color, "radius/card", [6, 6, 6, 6, 6], type_="FLOAT", scopes=["CORNER_RADIUS"])
    f.write(os.path.join(folder, "app.figma.json"))


def large(folder):
    """About 1,300 variables in 12 collections: palettes, semantic colors with
    light/dark/high-contrast modes, color-blind and dimmed modes, brands,
    numbers, strings and booleans, aliases within and across collections and
    to another library."""
    rng = random.Random(25)
    f = File(prefix=7)
    hues = ["gray", "blue", "green", "red", "orange", "purple", "pink", "teal", "yellow", "indigo"]
    palettes = {}
    for group in range(2):
        cid = f.collection(["Palette", "Palette extended"][group], ["Value"])
        for hue in hues[group * 5:(group + 1) * 5] if group else hues:
            for step in range(0, 1000, 50):
                value = "%02X%02X%02X" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))
                palettes[f"{hue}/{step}"] = f.variable(cid, f"{hue}/{step}", [hex_color(value)],
                                                       description=f"{hue} {step}" if step % 250 == 0 else "")
    keys = sorted(palettes)
    modes = [["Light", "Dark", "Light high contrast", "Dark high contrast"],
             ["Light", "Dark", "Dark dimmed"],
             ["Light", "Dark", "Light tritanopia", "Dark tritanopia"],
             ["Light", "Dark"],
             ["Acme", "Ocean", "Forest"]]
    groups = [("fgColor", ["TEXT_FILL"]), ("bgColor", ["FRAME_FILL"]), ("borderColor", ["STROKE_COLOR"]),
              ("fill", ["SHAPE_FILL"]), ("icon", ["ALL_SCOPES"])]
    for index, mode_names in enumerate(modes):
        cid = f.collection(["Semantic", "Dimmed", "Accessible", "Components", "Brand"][index], mode_names)
        for group, scopes in groups:
            for n in range(24 if index < 4 else 8):
                name = f"{group}/{['default', 'muted', 'subtle', 'emphasis'][n % 4]}{'' if n < 4 else n}"
                if index:
                    name = ["", "dimmed", "accessible", "component", "brand"][index] + "/" + name
                values = []
                for m in range(len(mode_names)):
                    choice = rng.random()
                    if choice < 0.6:
                        values.append(alias(palettes[rng.choice(keys)]))
                    elif choice < 0.63:
                        values.append(alias("VariableID:remote%d/1:%d" % (index, n)))
                    else:
                        values.append(hex_color("%02X%02X%02X" % (rng.randrange(256), rng.randrange(256),
                                                                  rng.randrange(256)), rng.choice([1, 1, 1, 0.5])))
                f.variable(cid, name, values, scopes=scopes)
    for name, type_, make in [("Spacing", "FLOAT", lambda n: n * 4), ("Radius", "FLOAT", lambda n: n),
                              ("Typography", "STRING", lambda n: f"Font {n}"),
                              ("Flags", "BOOLEAN", lambda n: n % 2 == 0),
                              ("Motion", "FLOAT", lambda n: n * 10.5)]:
        cid = f.collection(name, ["Mobile", "Desktop"])
        for n in range(60):
            f.variable(cid, f"{name.lower()}/{n}", [make(n), make(n + 1)], type_=type_, scopes=["ALL_SCOPES"])
    f.write(os.path.join(folder, "large.figma.json"))


def bad(folder):
    """Each way a file can be wrong, once: a cycle, a missing mode value,
    channels outside 0-1 and not numbers, an alias to a number, an unknown
    field, a variable of no collection."""
    f = File(prefix=3)
    cid = f.collection("Color", ["Light", "Dark"])
    a = f.variable(cid, "loop/a", [hex_color("FFFFFF"), None])
    b = f.variable(cid, "loop/b", [hex_color("FFFFFF"), alias(a)])
    f.variables[a]["valuesByMode"][f.collections[cid]["modes"][1]["modeId"]] = alias(b)
    f.variable(cid, "missing/dark", [hex_color("112233"), None])
    f.variable(cid, "out/of/range", [{"r": 1.5, "g": 0, "b": 0, "a": 1}, {"r": "0.5", "g": 0, "b": 0, "a": 1}])
    number = f.variable(cid, "size", [4, 4], type_="FLOAT")
    f.variable(cid, "aliases/number", [alias(number), hex_color("000000")])
    ok = f.variable(cid, "fgColor/ok", [hex_color("1F2328"), hex_color("F0F6FC")], scopes=["TEXT_FILL"])
    f.variables[ok]["futureField"] = True
    orphan = f.variable(cid, "orphan", [hex_color("000000"), hex_color("FFFFFF")])
    f.variables[orphan]["variableCollectionId"] = "VariableCollectionId:9:9"
    f.write(os.path.join(folder, "bad.figma.json"))


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Tests",
                                                                  "Fixtures", "figma")
    os.makedirs(folder, exist_ok=True)
    app(folder)
    large(folder)
    bad(folder)


if __name__ == "__main__":
    main()
