"""The `mtgrules` command. Subcommands live in the other modules of pyengine/cli/ (auto-discovered)."""
from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from pathlib import Path

from pyengine.errors import ScenarioError


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mtgrules", description=(
        "Reference rules engine for Magic: The Gathering rules research. "
        "Every answer cites the Comprehensive Rules."))
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    for info in sorted(pkgutil.iter_modules([str(Path(__file__).parent)]), key=lambda m: m.name):
        if info.name in ("main", "__main__"):
            continue
        mod = importlib.import_module(f"pyengine.cli.{info.name}")
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
        if getattr(args, "batch", None):        # --batch FILE.jsonl (pyengine/cli/batch.py)
            return int(args.run_batch(args))
        return int(args.func(args) or 0)
    except ScenarioError as e:
        print(f"error: {e.format()}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
