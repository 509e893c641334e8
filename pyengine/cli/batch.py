"""Batch mode of the query commands: `mtgrules layers --batch FILE.jsonl` (and deps, targets,
resolve-targets, change-targets, attacks, blocks, damage, replace, play) answers many scenarios
in one process, one JSON line out per line in.

A line in is a scenario: a JSON object in the scenario format (docs/scenario-format.md), or a
JSON string naming a scenario file or a bundled example. A line out is
  {"line": N, "exit_code": C, "answer": {...}}   what `COMMAND SCENARIO --json` prints, or
  {"line": N, "exit_code": 2, "error": "FILE:N at PLACE: ... (expected ...)", "error_details":
   {"error", "file", "line", "place", "expected"}}   for bad input;
blank lines and lines starting with # are skipped. The command's options apply to every line.
The programs are parsed and the card library is loaded once, for the whole file; the batch
exits 2 if some line was bad input, else 0 (each line carries its own exit code).

The same as a Python API: `answers(["targets", "--check"], scenarios)`."""
from __future__ import annotations

import contextlib
import copy
import io
import json
import sys
from typing import Any, Iterable, Iterator

from pyengine.errors import IllegalActionError, ScenarioError
from pyengine.model import Scenario
from pyengine.scenario import as_scenario


def add_batch(p) -> None:
    p.add_argument("--batch", metavar="FILE.jsonl",
                   help="answer every scenario of a JSON-lines file (- for stdin) in one process: one JSON "
                        "line out per scenario in: {\"line\", \"exit_code\", \"answer\" or \"error\"}")
    p.set_defaults(run_batch=run)


def _answer(args, sc: Scenario) -> tuple[int, Any]:
    """Run the command on one scenario with --json; (exit code, its JSON answer)."""
    a = copy.copy(args)
    a.batch = None
    a.batch_scenario = sc
    a.json = True
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = int(a.func(a) or 0)
    text = out.getvalue()
    return code, (json.loads(text) if text.strip() else None)


def answers(argv: list[str], scenarios: Iterable[Scenario | dict | str]) -> Iterator[tuple[int, Any]]:
    """Python API: the command line `argv` (without a scenario, e.g. ["targets", "--check"]) run on
    each scenario (a Scenario, a mapping in the scenario format, or a file / example name), in
    this process; yields (exit code, JSON answer). Bad input raises ScenarioError."""
    from pyengine.cli.main import build_parser
    args = build_parser(list(argv)).parse_args(list(argv))
    for n, item in enumerate(scenarios, 1):
        yield _answer(args, as_scenario(item, f"<scenario {n}>"))


def _lines(path: str) -> Iterator[tuple[int, str]]:
    if path == "-":
        yield from enumerate(sys.stdin, 1)
        return
    try:
        f = open(path, encoding="utf-8")
    except OSError as e:
        raise ScenarioError(f"cannot read {path}: {e.strerror or e}", file=path,
                            expected="a JSON-lines file of scenarios") from None
    with f:
        yield from enumerate(f, 1)


def run(args) -> int:
    """`COMMAND --batch FILE`: answer each line, writing one JSON line per scenario."""
    if getattr(args, "scenario", None) or getattr(args, "example", None):
        raise ScenarioError("both a scenario and --batch", file="<command line>", place="--batch",
                            expected="either a scenario or --batch FILE.jsonl")
    bad = False
    write = sys.stdout.write
    for n, raw in _lines(args.batch):
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        place = f"{args.batch}:{n}"
        try:
            try:
                item = json.loads(text)
            except json.JSONDecodeError as e:
                raise ScenarioError(f"not JSON: {e.msg} at column {e.colno}", file=args.batch, line=n,
                                    expected="a scenario mapping or a scenario file name, in JSON") from None
            if not isinstance(item, (dict, str)):
                raise ScenarioError(f"got a JSON {type(item).__name__}", file=args.batch, line=n,
                                    expected="a scenario mapping or a scenario file name")
            code, answer = _answer(args, as_scenario(item, place))
            out = {"line": n, "exit_code": code, "answer": answer}
        except ScenarioError as e:
            bad = True
            out = {"line": n, "exit_code": 2, "error": e.format(), "error_details": e.to_json()}
        except IllegalActionError as e:          # a negative verdict the command raised (exit 1)
            out = {"line": n, "exit_code": 1, "error": " ".join(str(e).split())}
        write(json.dumps(out, sort_keys=True, ensure_ascii=False, separators=(",", ":")) + "\n")
    sys.stdout.flush()
    return 2 if bad else 0
