"""The `mtgrules` command. Subcommands live in the other modules of pyengine/cli/ (COMMANDS).

The error contract (docs/errors.md), the same for every command:
  exit 0    answered
  exit 1    the answer is a negative verdict (an illegal declaration, proposal or action)
  exit 2    bad input (scenario, card data, command line, an output path that can't be written,
            a number outside the engine's range): one line on stderr naming the file, the
            line, the place and what was expected
  exit 3    internal error (a bug): one line on stderr; `--debug` shows the traceback
  exit 130  interrupted (Ctrl-C): what was found so far is printed, marked as partial
Under --json the error line on stderr is a JSON object: {"error", "file", "line", "place",
"expected", "exit_code", "schema_version"}. No traceback reaches a user without --debug."""
from __future__ import annotations

import argparse
import importlib
import json
import os
import pkgutil
import re
import sys
import traceback
from pathlib import Path

from pyengine import __version__
from pyengine.errors import IllegalActionError, ScenarioError
from pyengine.schema import SCHEMA_VERSION

EXIT_OK, EXIT_VERDICT, EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_INTERRUPTED = 0, 1, 2, 3, 130


class UsageError(ScenarioError):
    """A mistake on the command line (argparse's complaint, in one line)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):          # argparse would print the usage and exit 2 itself
        m = re.fullmatch(r"argument ([^:]+): (.*)", message, re.S)
        place, message = (m.group(1), m.group(2)) if m else (None, message)
        expected = f"what `{self.prog} --help` describes"
        if ", expected " in message:         # from the checked types of pyengine.cli.common
            message, _, expected = message.partition(", expected ")
        raise UsageError(message, file="<command line>", place=place, expected=expected)


# subcommand -> the module of pyengine/cli that registers it. Only the module of the command being
# run is imported (start-up time); --help and unknown commands import them all.
# tests/test_cli_layout.py checks this table against what the modules register.
COMMANDS = {
    "layers": "layers", "examples": "layers", "deps": "deps", "loops": "loops", "cards": "cards",
    "targets": "targets", "resolve-targets": "targets", "change-targets": "targets",
    "attacks": "combat", "blocks": "combat", "damage": "combat", "replace": "replace", "play": "play",
    "import-cards": "import_cards", "schema": "schema", "selfplay": "selfplay", "coverage": "coverage",
    "deck": "deck",
}


def _modules(argv: list[str] | None) -> list[str]:
    args = [a for a in (argv if argv is not None else sys.argv[1:])]
    first = next((a for a in args if not a.startswith("-")), None)
    if first in COMMANDS and not {"-h", "--help"} & set(args[:args.index(first)]):
        return [COMMANDS[first]]
    return sorted(info.name for info in pkgutil.iter_modules([str(Path(__file__).parent)])
                  if info.name not in ("main", "__main__", "common", "report"))


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    p = _Parser(prog="mtgrules", description=(
        "Reference rules engine for Magic: The Gathering rules research. "
        "Every answer cites the Comprehensive Rules. Exit codes: 0 answered, 1 negative verdict, "
        "2 bad input, 3 internal error, 130 interrupted (partial result)."))
    p.add_argument("--version", action="version", version=f"mtgrules {__version__} (JSON schema_version {SCHEMA_VERSION})")
    p.add_argument("--debug", action="store_true", help="show the traceback of an internal error")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    for name in _modules(argv):
        mod = importlib.import_module(f"pyengine.cli.{name}")
        if hasattr(mod, "register"):
            mod.register(sub)
    return p


def _report(e: ScenarioError, as_json: bool, code: int) -> int:
    if as_json:
        d = {"schema_version": SCHEMA_VERSION, "exit_code": code, **e.to_json()}
        print(json.dumps(d, sort_keys=True, ensure_ascii=False), file=sys.stderr)
    else:
        text = e.format() if (e.file or e.place or e.line) else e.message + (
            f" (expected {e.expected})" if e.expected else "")
        text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)   # one line, whatever the input holds
        print(f"{'interrupted' if code == EXIT_INTERRUPTED else 'error'}: {text}", file=sys.stderr)
    return code


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in argv                    # accepted anywhere on the line
    argv = [a for a in argv if a != "--debug"]
    as_json = "--json" in argv
    parser = build_parser(argv)
    try:
        args = parser.parse_args(argv)
    except UsageError as e:
        return _report(e, as_json, EXIT_BAD_INPUT)
    except SystemExit as e:                      # --help, --version
        return int(e.code or 0) if isinstance(e.code, int) else EXIT_BAD_INPUT
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return EXIT_BAD_INPUT
    as_json = bool(getattr(args, "json", False))
    try:
        if getattr(args, "batch", None):        # --batch FILE.jsonl (pyengine/cli/batch.py)
            return int(args.run_batch(args))
        return int(args.func(args) or 0)
    except ScenarioError as e:
        if debug:
            traceback.print_exc()
        return _report(e, as_json, EXIT_BAD_INPUT)
    except IllegalActionError as e:
        return _report(ScenarioError(_one_line(e), file=None), as_json, EXIT_VERDICT)
    except KeyboardInterrupt:
        return _report(ScenarioError("stopped by Ctrl-C before a result was found"), as_json, EXIT_INTERRUPTED)
    except BrokenPipeError:
        # the reader went away (`mtgrules ... | head`): stop quietly, and keep Python from
        # complaining when it flushes stdout at exit
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return EXIT_OK
    except Exception as e:      # noqa: BLE001 -- the contract: no traceback without --debug
        if debug:
            traceback.print_exc()
        msg = f"internal error: {type(e).__name__}: {_one_line(e)[:300]}; this is a bug in mtgrules" + \
              ("" if debug else " (rerun with --debug for the traceback)")
        return _report(ScenarioError(msg, file=None), as_json, EXIT_INTERNAL)


if __name__ == "__main__":
    sys.exit(main())
