"""The `mtgrules` command. Subcommands live in pyengine/commands/*.py (auto-discovered)."""
from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

from . import commands
from .errors import ScenarioError


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mtgrules", description=(
        "Reference rules engine for Magic: The Gathering rules research. "
        "Every answer cites the Comprehensive Rules."))
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
        mod = importlib.import_module(f"{commands.__name__}.{info.name}")
        if hasattr(mod, "register"):
            mod.register(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except ScenarioError as e:
        print(f"error: {e.format()}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
