"""The `mtgrules` command. Subcommands live in the other modules of pyengine/cli/ (auto-discovered)."""
from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from pathlib import Path

from pyengine.errors import ScenarioError


# subcommand -> the module of pyengine/cli that registers it. Only the module of the command being
# run is imported (start-up time); --help and unknown commands import them all.
# tests/test_cli_layout.py checks this table against what the modules register.
COMMANDS = {
    "layers": "layers", "examples": "layers", "deps": "deps", "loops": "loops", "cards": "cards",
    "targets": "targets", "resolve-targets": "targets", "change-targets": "targets",
    "attacks": "combat", "blocks": "combat", "damage": "combat", "replace": "replace", "play": "play",
    "import-cards": "import_cards",
}


def _modules(argv: list[str] | None) -> list[str]:
    args = [a for a in (argv if argv is not None else sys.argv[1:])]
    first = next((a for a in args if not a.startswith("-")), None)
    if first in COMMANDS and not {"-h", "--help"} & set(args[:args.index(first)]):
        return [COMMANDS[first]]
    return sorted(info.name for info in pkgutil.iter_modules([str(Path(__file__).parent)])
                  if info.name not in ("main", "__main__"))


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mtgrules", description=(
        "Reference rules engine for Magic: The Gathering rules research. "
        "Every answer cites the Comprehensive Rules."))
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    for name in _modules(argv):
        mod = importlib.import_module(f"pyengine.cli.{name}")
        if hasattr(mod, "register"):
            mod.register(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    parser = build_parser(argv)
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
