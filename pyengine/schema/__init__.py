"""The published formats: the JSON Schema of scenario files (scenario.schema.json, with the card
definition in card.schema.json) and the version of every JSON output (SCHEMA_VERSION).

validate_scenario() checks a loaded YAML document against the schema with the jsonschema library
and reports the first problem as one ScenarioError naming the file, the line, the place
(`battlefield[0].counters`) and what was expected, with a "did you mean" for a mistyped key.
check_numbers() rejects numbers outside the range the engine computes in (clingo's 32-bit
integers) anywhere in the document, and numbers that are not finite."""
from __future__ import annotations

import copy
import json
import math
from functools import lru_cache
from importlib import resources
from typing import Any

from pyengine import cache
from pyengine.errors import INT_MAX, INT_MIN, NumberRangeError, ScenarioError, describe, did_you_mean
from pyengine.yamlio import line_of

# Version of the JSON the commands print (every --json output carries it as "schema_version") and
# of the scenario schema. Raise it when a field changes meaning or goes away.
SCHEMA_VERSION = 1

# Free-text keys whose content the engine never reads.
_FREE_KEYS = frozenset({"expect", "query", "notes", "note", "rulings", "description"})


@lru_cache(maxsize=None)
def _load(name: str) -> dict:
    text = resources.files("pyengine").joinpath(f"schema/{name}").read_text(encoding="utf-8")
    return json.loads(text)


def scenario_schema() -> dict:
    return copy.deepcopy(_load("scenario.schema.json"))


def card_schema() -> dict:
    return copy.deepcopy(_load("card.schema.json"))


def _rewrite_refs(node: Any, old: str, new: str) -> Any:
    if isinstance(node, dict):
        return {k: (new + v[len(old):] if k == "$ref" and isinstance(v, str) and v.startswith(old)
                    else _rewrite_refs(v, old, new)) for k, v in node.items()}
    if isinstance(node, list):
        return [_rewrite_refs(x, old, new) for x in node]
    return node


def bundled_scenario_schema() -> dict:
    """The scenario schema as one self-contained document: the card schema embedded as
    definitions/card, references rewritten to point into it (for editors that read one file)."""
    card = _rewrite_refs(card_schema(), "#/definitions/", "#/definitions/card/definitions/")
    card.pop("$schema", None)
    out = _rewrite_refs(scenario_schema(), "card.schema.json", "#/definitions/card")
    out["definitions"]["card"] = card
    return out


def schema_path(name: str) -> str:
    """The installed path of a schema file (for `# yaml-language-server: $schema=...`)."""
    return str(resources.files("pyengine").joinpath(f"schema/{name}"))


@lru_cache(maxsize=None)
def _validator(kind: str) -> "Draft7Validator":
    # imported here: jsonschema takes 0.15 s to import, more than the rest of a start-up, and a
    # document validated before is not validated again (validate)
    from jsonschema.validators import Draft7Validator
    from referencing import Registry, Resource
    sc, cd = _load("scenario.schema.json"), _load("card.schema.json")
    # the scenario schema refers to the card schema by its file name, as an editor reading the
    # installed files resolves it
    registry = Registry().with_resources([(name, Resource.from_contents(s)) for name, s in
                                          (("scenario.schema.json", sc), ("card.schema.json", cd))])
    return Draft7Validator(sc if kind == "scenario" else cd, registry=registry)


# ---------------------------------------------------------------- places and lines
def _place(path: list) -> str:
    out = ""
    for k in path:
        out += f"[{k}]" if isinstance(k, int) else (f".{k}" if out else str(k))
    return out


def _line(doc: Any, path: list) -> int | None:
    line = line_of(doc)
    node = doc
    for k in path:
        if isinstance(node, dict) and k in node:
            line = line_of(node, k) or line
            node = node[k]
        elif isinstance(node, list) and isinstance(k, int) and 0 <= k < len(node):
            node = node[k]
            line = line_of(node) or line
        else:
            break
    return line


def _error(file: str, doc: Any, path: list, message: str, expected: str | None,
           cls: type = ScenarioError) -> ScenarioError:
    return cls(message, file=file, place=_place(path) or None, line=_line(doc, path), expected=expected)


# ---------------------------------------------------------------- numbers
def check_numbers(doc: Any, file: str, path: list | None = None, root: Any = None) -> None:
    """Every number in the document lies in INT_MIN..INT_MAX and is finite (free-text keys
    such as notes are not read)."""
    path = path or []
    root = doc if root is None else root
    if isinstance(doc, bool):
        return
    if isinstance(doc, int):
        if not INT_MIN <= doc <= INT_MAX:
            raise _error(file, root, path, f"the number {doc} is outside the range the engine computes in",
                         f"an integer from {INT_MIN} to {INT_MAX}, the range of clingo's integers", NumberRangeError)
        return
    if isinstance(doc, float):
        if not math.isfinite(doc):
            raise _error(file, root, path, f"got {doc}", "a finite number", NumberRangeError)
        if not INT_MIN <= doc <= INT_MAX:
            raise _error(file, root, path, f"the number {doc:g} is outside the range the engine computes in",
                         f"a number from {INT_MIN} to {INT_MAX}", NumberRangeError)
        return
    if isinstance(doc, dict):
        for k, v in doc.items():
            if k not in _FREE_KEYS:
                check_numbers(v, file, path + [k], root)
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            check_numbers(v, file, path + [i], root)


# ---------------------------------------------------------------- schema errors
_TYPE_WORDS = {"integer": "an integer", "number": "a number", "string": "a string", "boolean": "true or false",
               "array": "a list", "object": "a mapping", "null": "nothing"}


def _expected(schema: Any) -> str | None:
    if not isinstance(schema, dict):
        return None
    if "x-expected" in schema:
        return schema["x-expected"]
    if "enum" in schema:
        return "one of " + ", ".join(str(x) for x in schema["enum"])
    t = schema.get("type")
    if isinstance(t, list):
        return " or ".join(_TYPE_WORDS.get(x, x) for x in t)
    if isinstance(t, str):
        word = _TYPE_WORDS.get(t, t)
        lo, hi = schema.get("minimum"), schema.get("maximum")
        if t in ("integer", "number") and lo is not None and hi is not None:
            return f"{word} from {lo} to {hi}"
        return word
    return None


def _branch_fits(errors: list, depth: int) -> bool:
    """Does an anyOf/oneOf branch accept the instance's kind (its errors are deeper than the
    instance itself, or about its content rather than its type or required keys)?"""
    for e in errors:
        if len(e.absolute_path) == depth and e.validator in ("type", "required", "anyOf", "oneOf", "pattern"):
            return False
    return True


def _pick(error):
    """The most telling error under an anyOf/oneOf: the one of the branch that fits the
    instance's kind, if exactly one does."""
    while error.validator in ("anyOf", "oneOf") and error.context:
        depth = len(error.absolute_path)
        branches: dict[int, list] = {}
        for sub in error.context:
            branches.setdefault(sub.schema_path[0], []).append(sub)
        fitting = [errs for errs in branches.values() if _branch_fits(errs, depth)]
        if len(fitting) != 1:
            return error
        error = min(fitting[0], key=lambda e: (-len(e.absolute_path), e.validator in ("anyOf", "oneOf")))
    return error


def schema_error(error, doc: Any, file: str) -> ScenarioError:
    """One jsonschema ValidationError as a ScenarioError in the words of the loader."""
    error = _pick(error)
    path = list(error.absolute_path)
    inst, schema, v = error.instance, error.schema, error.validator
    expected = _expected(schema)
    if v == "additionalProperties" and isinstance(inst, dict):
        allowed = set(schema.get("properties", {}))
        extra = sorted((k for k in inst if k not in allowed), key=str)
        if extra:
            k = extra[0]
            moved = schema.get("x-moved", {})
            if k in moved:
                return _error(file, doc, path + [k], f"key {k!r} is now part of an ability" if "ability" in moved[k]
                              else f"key {k!r} has moved", moved[k])
            names = sorted(a for a in allowed if a not in moved)
            return _error(file, doc, path + [k], f"unknown key {k!r}{did_you_mean(k, names)}",
                          "one of " + ", ".join(names))
    if v == "required" and isinstance(inst, dict):
        missing = [k for k in schema.get("required", []) if k not in inst]
        if missing:
            k = missing[0]
            sub = _expected(schema.get("properties", {}).get(k))
            return _error(file, doc, path, f"missing key {k!r}", f"'{k}:' with {sub}" if sub else f"a '{k}' key")
    if v == "enum":
        what = schema.get("x-what") or (path[-1] if path and isinstance(path[-1], str) else "value")
        hint = did_you_mean(inst, schema["enum"]) if isinstance(inst, str) else ""
        return _error(file, doc, path, f"unknown {what} {inst!r}{hint}" if isinstance(inst, str)
                      else f"got {describe(inst)}", expected)
    if v in ("anyOf", "oneOf"):
        # no branch fits: name what was given and what the place takes
        return _error(file, doc, path, f"got {describe(inst)}", expected)
    return _error(file, doc, path, f"got {describe(inst)}", expected)


def validate(doc: Any, file: str, kind: str = "scenario") -> None:
    """Raise the first problem of `doc` against the scenario (or card) schema, if any. A document
    found valid is remembered in the cache (pyengine.cache, keyed by the document, the schemas
    and the package code), so running the same scenario again doesn't validate it again."""
    key = cache.code_key("valid", kind, repr(doc), json.dumps([_load("scenario.schema.json"),
                                                                _load("card.schema.json")], sort_keys=True))
    if cache.seen("valid", key):
        return
    v = _validator(kind)
    errors = sorted(v.iter_errors(doc), key=lambda e: (_line(doc, list(e.absolute_path)) or 0,
                                                     [str(x) for x in e.absolute_path]))
    if errors:
        raise schema_error(errors[0], doc, file)
    cache.remember("valid", key)


def validate_scenario(doc: Any, file: str) -> None:
    check_numbers(doc, file)
    validate(doc, file, "scenario")
