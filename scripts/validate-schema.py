#!/usr/bin/env python3
"""Validates theme files against the Swatch theme JSON Schema, as an editor does.

    scripts/validate-schema.py schema/swatch-theme.schema.json Themes/*.theme.yaml

Each theme is read as YAML 1.2 (the YAML language server's default), so that `on:`, `off`, `yes` and `no`
stay text, and validated with `jsonschema` against the schema (draft-07). One line per file:

    Themes/Acme.theme.yaml<TAB>valid
    Bad.theme.yaml<TAB>invalid<TAB>/colors/ink/role: 'lable' is not one of [...]<TAB>/colors/ink: ...

Each error is the JSON Pointer of the value it is about (`/` for the whole theme) and the validator's
message; a file that is not YAML the validator can read is one error at `(YAML)`. The exit status is 0 when
every file is valid, 1 when any is not, 2 when the arguments or the schema are wrong, and 3 when Python lacks
the modules (`scripts/test` installs them: apt-get install python3-jsonschema python3-ruamel.yaml).

Used by Tests/SwatchCompilerTests/SchemaValidatorTests.swift.
"""

import json
import reprlib
import sys

MISSING_MODULES_STATUS = 3

try:
    import jsonschema
    from ruamel.yaml import YAML
    from ruamel.yaml.constructor import ConstructorError, SafeConstructor
    from ruamel.yaml.error import YAMLError
    from ruamel.yaml.nodes import MappingNode, ScalarNode
except ImportError as error:
    print(
        f"validate-schema.py: {sys.executable} cannot import {error.name}: the schema tests need the Python "
        "modules jsonschema and ruamel.yaml; scripts/test installs them "
        "(apt-get install python3-jsonschema python3-ruamel.yaml)",
        file=sys.stderr,
    )
    sys.exit(MISSING_MODULES_STATUS)


class ThemeConstructor(SafeConstructor):
    """YAML 1.2's core schema, with the two changes that make the tree the one JSON Schema sees in an editor.

    - Keys are their text, as the compiler reads them and as JSON has them (`1024:` is the key "1024").
      A key that is a list or a mapping is an error, as it is for the compiler (YAML-complex-key), and so
      is a key given twice in one mapping (YAML-duplicate-key).
    - A timestamp is text: YAML 1.2's core schema has no timestamps (ruamel reads them in 1.2 mode too).
    """

    def construct_mapping(self, node, deep=False):
        if not isinstance(node, MappingNode):
            raise ConstructorError(None, None, f"expected a mapping, found {node.id}", node.start_mark)
        self.flatten_mapping(node)
        merged = getattr(node, "merge", None) or []
        mapping = {}
        for key_node, value_node in merged:
            mapping[self.key_text(key_node)] = self.construct_object(value_node, deep=deep)
        own = set()
        for key_node, value_node in node.value[len(merged):]:
            key = self.key_text(key_node)
            if key in own:
                raise ConstructorError(
                    "while reading a mapping", node.start_mark, f"the key '{key}' is given twice", key_node.start_mark
                )
            own.add(key)
            mapping[key] = self.construct_object(value_node, deep=deep)
        return mapping

    def key_text(self, node):
        if not isinstance(node, ScalarNode):
            raise ConstructorError(None, None, "a list or a mapping as a key", node.start_mark)
        return node.value

    def construct_text(self, node):
        return self.construct_scalar(node)


ThemeConstructor.add_constructor("tag:yaml.org,2002:timestamp", ThemeConstructor.construct_text)


def read_yaml(text):
    """The theme's tree, read as YAML 1.2."""
    yaml = YAML(typ="safe", pure=True)
    yaml.version = (1, 2)
    yaml.Constructor = ThemeConstructor
    return yaml.load(text)


def pointer(path):
    """A JSON Pointer (RFC 6901) for a path of keys and indexes."""
    if not path:
        return "/"
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in path)


def one_line(text):
    return " ".join(str(text).split())


SHORT = reprlib.Repr()
SHORT.maxlevel, SHORT.maxdict, SHORT.maxlist, SHORT.maxstring, SHORT.maxother = 3, 4, 4, 60, 60


def short(value):
    """A value as messages quote it, cut short (a theme may hold an alias that expands to millions of nodes)."""
    return one_line(SHORT.repr(value))


def small(value, budget=200):
    """True when `value` holds fewer than `budget` nodes, so that its whole repr can be made."""
    stack = [value]
    while stack:
        budget -= 1
        if budget < 0:
            return False
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return True


def branches(error):
    """The errors of each branch of an anyOf or oneOf, by the branch's index."""
    found = {}
    for sub in error.context:
        found.setdefault(sub.schema_path[0], []).append(sub)
    return found


def is_kind_failure(error):
    """True when the value is not of the kind a schema takes at all (a list where text is expected)."""
    if error.relative_path:
        return False
    if error.validator in ("anyOf", "oneOf") and error.context:
        return all(is_kind_failure(sub) for subs in branches(error).values() for sub in subs)
    return error.validator == "type"


def is_value_failure(error):
    """True when the value is of the right kind but not one the schema takes (a word not in the list)."""
    return not error.relative_path and error.validator in ("enum", "const", "pattern")


def candidates(error):
    """The branches of an anyOf the value may have been meant for, as an editor picks them: of the branches
    whose kind the value has, those with the fewest errors at the value itself (a reference with a bad alpha
    is a reference, not levels without a base)."""
    fitting = {
        index: sum(1 for sub in subs if not sub.relative_path)
        for index, subs in branches(error).items()
        if not all(is_kind_failure(sub) for sub in subs)
    }
    fewest = min(fitting.values(), default=0)
    return [index for index, count in sorted(fitting.items()) if count == fewest]


def branch_name(error, index):
    schema = error.validator_value[index]
    reference = schema.get("$ref", "") if isinstance(schema, dict) else ""
    return reference.rsplit("/", 1)[-1]


def expectation(error):
    """What a schema wanted, as a noun phrase, from the error of a value it did not take."""
    if error.validator in ("anyOf", "oneOf") and error.context:
        return " or ".join(expectation(subs[0]) for _, subs in sorted(branches(error).items()))
    if "patternErrorMessage" in error.schema:
        return error.schema["patternErrorMessage"]
    if error.validator == "enum":
        return f"one of {error.validator_value!r}"
    if error.validator == "const":
        return repr(error.validator_value)
    kinds = error.schema.get("type", "a value")
    return "of type " + " or ".join(kinds if isinstance(kinds, list) else [kinds])


def described(error):
    """(path, message) for an error; for an anyOf, the errors of the branch the value was meant for."""
    path = list(error.absolute_path)
    if error.validator in ("anyOf", "oneOf") and error.context:
        groups = branches(error)
        chosen = candidates(error)
        if len(chosen) == 1:
            return [item for sub in groups[chosen[0]] for item in described(sub)]
        if not chosen:
            names = [branch_name(error, index) for index in sorted(groups)]
            if all(names):
                return [(path, f"{short(error.instance)} is not of the form {' or '.join(names)}")]
            wanted = [expectation(subs[0]) for _, subs in sorted(groups.items())]
            return [(path, f"{short(error.instance)} is not " + " or ".join(wanted))]
        if all(is_value_failure(sub) for index in chosen for sub in groups[index]):
            wanted = [expectation(groups[index][0]) for index in chosen]
            return [(path, f"{short(error.instance)} is not " + " or ".join(wanted))]
        forms = []
        for index in chosen:
            reasons = "; ".join(dict.fromkeys(message for sub in groups[index] for _, message in described(sub)))
            forms.append(f"{branch_name(error, index) or 'form ' + str(index + 1)}: {reasons}")
        return [(path, f"{short(error.instance)} matches none of its forms ({' | '.join(forms)})")]
    if error.validator == "pattern" and "patternErrorMessage" in error.schema:
        return [(path, f"{short(error.instance)} is not {error.schema['patternErrorMessage']}")]
    message = error.message
    if small(error.instance):
        message = message.replace(repr(error.instance), short(error.instance), 1)
    return [(path, message)]


def errors_of(validator, theme):
    """(pointer, message) of each error, in the order of their paths."""
    found = []
    for error in validator.iter_errors(theme):
        found.extend(described(error))
    found.sort(key=lambda item: [str(part) for part in item[0]])
    unique = dict.fromkeys((pointer(path), message) for path, message in found)
    return list(unique)


def yaml_problem(error):
    """A YAML reader's error in one line: where and what."""
    mark = getattr(error, "problem_mark", None)
    problem = getattr(error, "problem", None)
    if mark is None or problem is None:
        return one_line(error)
    context = getattr(error, "context", None)
    return f"line {mark.line + 1}, column {mark.column + 1}: {problem}" + (f" ({context})" if context else "")


def main(arguments):
    if len(arguments) < 2 or arguments[0] in ("-h", "--help"):
        print("usage: validate-schema.py SCHEMA.json THEME.yaml…", file=sys.stderr)
        return 2
    schema_path, theme_paths = arguments[0], arguments[1:]
    try:
        with open(schema_path, encoding="utf-8") as file:
            schema = json.load(file)
        jsonschema.Draft7Validator.check_schema(schema)
    except (OSError, ValueError, jsonschema.SchemaError) as error:
        print(f"validate-schema.py: {schema_path} is not a draft-07 JSON Schema: {one_line(error)}", file=sys.stderr)
        return 2
    validator = jsonschema.Draft7Validator(schema)
    rejected = 0
    for path in theme_paths:
        try:
            with open(path, "rb") as file:
                theme = read_yaml(file.read().decode("utf-8"))
            errors = errors_of(validator, theme)
        except (OSError, UnicodeDecodeError, YAMLError) as error:
            errors = [("(YAML)", yaml_problem(error))]
        if errors:
            rejected += 1
            print("\t".join([path, "invalid"] + [f"{where}: {message}" for where, message in errors]))
        else:
            print(f"{path}\tvalid")
    return 1 if rejected else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
