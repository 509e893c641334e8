"""YAML reading that remembers where each mapping and list came from (line numbers),
so error messages can point at the place in the user's file."""
from __future__ import annotations

from typing import Any

import yaml

from pyengine.errors import ScenarioError


class LDict(dict):
    """A dict that knows its source line (1-based) and the lines of its keys."""
    line: int | None = None
    key_lines: dict


class LList(list):
    line: int | None = None


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):   # libyaml's parser when PyYAML has it
    """YAML 1.2 booleans: only true/false are booleans. (YAML 1.1 also reads on/off/yes/no as
    booleans, which turned a card's instruction key `on: target` into `True: target`.)"""


import re as _re  # noqa: E402

_Loader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:bool"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}
_Loader.add_implicit_resolver("tag:yaml.org,2002:bool", _re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                              list("tTfF"))


def _construct_mapping(loader, node):
    loader.flatten_mapping(node)
    d = LDict()
    d.line = node.start_mark.line + 1
    d.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        try:
            hash(key)
        except TypeError:
            raise ScenarioError("a mapping key must be a plain value", line=key_node.start_mark.line + 1,
                                expected="a string key")
        if key in d:
            raise ScenarioError(f"duplicate key {key!r}", line=key_node.start_mark.line + 1)
        d[key] = loader.construct_object(value_node, deep=True)
        d.key_lines[key] = key_node.start_mark.line + 1
    return d


def _construct_seq(loader, node):
    lst = LList(loader.construct_object(n, deep=True) for n in node.value)
    lst.line = node.start_mark.line + 1
    return lst


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_seq)


def load_yaml_text(text: str, file: str = "<input>") -> Any:
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 (SafeLoader subclass)
    except ScenarioError as e:
        raise e.with_file(file)
    except yaml.MarkedYAMLError as e:
        line = e.problem_mark.line + 1 if e.problem_mark else None
        raise ScenarioError(f"not valid YAML: {e.problem}", file=file, line=line) from None
    except yaml.YAMLError as e:
        raise ScenarioError(f"not valid YAML: {e}", file=file) from None
    except RecursionError:
        raise ScenarioError("document nests too deeply", file=file) from None


def load_yaml_file(path: str) -> Any:
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise ScenarioError(f"cannot read file: {e.strerror}", file=path) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ScenarioError(f"file is not UTF-8 text (byte {e.start})", file=path) from None
    return load_yaml_text(text, path)


def line_of(node: Any, key: Any = None) -> int | None:
    if isinstance(node, LDict) and key is not None and key in getattr(node, "key_lines", {}):
        return node.key_lines[key]
    return getattr(node, "line", None)
