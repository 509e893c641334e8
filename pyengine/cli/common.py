"""What every subcommand shares: the scenario argument (a file, a bundled example's name, or
`--example NAME`), JSON output carrying its schema_version, and checked number and output-path
arguments (a value out of range is bad input, exit 2, before any work is done)."""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
from typing import Any

from pyengine.errors import INT_MAX, ScenarioError
from pyengine.model import Scenario
from pyengine.scenario import example_path, load_scenario
from pyengine.schema import SCHEMA_VERSION


# ---------------------------------------------------------------- the scenario argument
def scenario_arg(p: argparse.ArgumentParser, help: str = "scenario YAML file, or a bundled example's name") -> None:
    p.add_argument("scenario", nargs="?", help=help)
    p.add_argument("--example", "-e", metavar="NAME",
                   help="use a bundled example scenario (`mtgrules examples` lists them)")


def scenario_source(args) -> tuple[str, bool]:
    """(path, is a bundled example) for the command's scenario."""
    if getattr(args, "example", None):
        if getattr(args, "scenario", None):
            raise ScenarioError(f"both a scenario file ({args.scenario}) and --example {args.example}",
                                file="<command line>", expected="one of them")
        return example_path(args.example), True
    arg = getattr(args, "scenario", None)
    if not arg:
        raise ScenarioError("no scenario given", file="<command line>",
                            expected="a scenario file, a bundled example's name or --example NAME")
    looks_like_path = os.path.exists(arg) or arg.endswith((".yaml", ".yml")) or os.sep in arg
    return (arg, False) if looks_like_path else (example_path(arg), True)


def resolve_scenario(args) -> Scenario:
    path, bundled = scenario_source(args)
    sc = load_scenario(path)
    if bundled:
        sc.file = args.example or args.scenario        # name a bundled example, not its install path
    return sc


# ---------------------------------------------------------------- output
def dump_json(data: Any) -> None:
    """JSON on stdout: sorted keys, deterministic, with the output format's schema_version (a
    list is wrapped as {"items": [...]})."""
    if not isinstance(data, dict):
        data = {"items": data}
    data = {"schema_version": SCHEMA_VERSION, **data}
    sys.stdout.write(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n")


def open_output(path: str, mode: str = "w"):
    """An output file opened for writing; a path that can't be written is bad input (exit 2)."""
    try:
        return open(path, mode, encoding="utf-8") if "b" not in mode else open(path, mode)
    except OSError as e:
        raise ScenarioError(f"cannot write {path}: {e.strerror or e}", file="<command line>",
                            expected="a path in an existing, writable directory") from None


# ---------------------------------------------------------------- checked argument types
def _int(text: str, lo: int, hi: int, what: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"got {text!r}, expected {what}") from None
    if not lo <= n <= hi:
        raise argparse.ArgumentTypeError(f"got {n}, expected {what}")
    return n


def count_arg(text: str) -> int:
    """A number of results: 0 or more (0 means all where the option says so)."""
    return _int(text, 0, INT_MAX, f"a whole number from 0 to {INT_MAX}")


def positive_arg(text: str) -> int:
    return _int(text, 1, INT_MAX, f"a whole number from 1 to {INT_MAX}")


def seconds_arg(text: str) -> float:
    """A time budget in seconds: 0 or more, finite."""
    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"got {text!r}, expected a number of seconds (0 or more)") from None
    if not math.isfinite(x) or x < 0:
        raise argparse.ArgumentTypeError(f"got {text}, expected a number of seconds (0 or more)")
    return x


def output_path_arg(text: str) -> str:
    """A file to write: its directory must exist and be writable, and it must not be a directory."""
    if not text or os.path.isdir(text):
        raise argparse.ArgumentTypeError(f"{text!r} is a directory, expected a file path")
    d = os.path.dirname(os.path.abspath(text))
    if not os.path.isdir(d):
        raise argparse.ArgumentTypeError(f"cannot write {text}: directory {d} does not exist")
    if not os.access(d, os.W_OK) or (os.path.exists(text) and not os.access(text, os.W_OK)):
        raise argparse.ArgumentTypeError(f"cannot write {text}: permission denied")
    return text
