"""Error types and the helpers that word user-facing errors. Every input problem becomes a
ScenarioError that names the file, the place in it and what was expected; the CLI prints it on
one line (JSON under --json) and exits with code 2 (docs/errors.md)."""
from __future__ import annotations

import difflib
import math
from typing import Any, Iterable

# clingo computes with 32-bit signed integers: every number that reaches the rules programs must
# lie in this range, and so must every sum the programs compute (pyengine.layers.bounds).
INT_MIN = -2**31
INT_MAX = 2**31 - 1


class ScenarioError(Exception):
    """A problem in a user's input (scenario file, card definition, query, command line)."""

    def __init__(self, message: str, file: str | None = None, place: str | None = None,
                 line: int | None = None, expected: str | None = None):
        self.message = message
        self.file = file
        self.place = place
        self.line = line
        self.expected = expected
        super().__init__(self.format())

    def format(self) -> str:
        where = self.file or "<input>"
        if self.line is not None:
            where += f":{self.line}"
        if self.place:
            where += f" at {self.place}"
        text = f"{where}: {self.message}"
        if self.expected:
            text += f" (expected {self.expected})"
        return text

    def to_json(self) -> dict:
        return {"error": self.message, "file": self.file, "line": self.line, "place": self.place,
                "expected": self.expected}

    def with_file(self, file: str) -> "ScenarioError":
        if self.file is None:
            self.file = file
            self.args = (self.format(),)
        return self


class NumberRangeError(ScenarioError):
    """A number outside the range the engine computes in (INT_MIN..INT_MAX): given by the user, or
    grown by the rules (P/T sums, counters, damage, life, doubling). Reported, never wrapped."""


class IllegalActionError(ValueError):
    """A proposed game action or declaration is illegal under the rules."""


def did_you_mean(word: Any, choices: Iterable[Any]) -> str:
    """'; did you mean 'x'?' for the closest of `choices` (difflib), or ''."""
    names = sorted({str(c) for c in choices})
    close = difflib.get_close_matches(str(word), names, n=1, cutoff=0.6)
    if not close:
        low = {n.lower(): n for n in names}
        close = [low[str(word).lower()]] if str(word).lower() in low else []
    return f"; did you mean {close[0]!r}?" if close else ""


def unknown_key(key: Any, allowed: Iterable[Any], what: str = "key") -> tuple[str, str]:
    """(message, expected) for an unknown mapping key, with a 'did you mean'."""
    allowed = sorted({str(a) for a in allowed})
    return f"unknown {what} {key!r}{did_you_mean(key, allowed)}", "one of " + ", ".join(allowed)


def describe(v: Any) -> str:
    """A value as a user would call it, for 'got ...' messages (never an internal type name)."""
    if v is None:
        return "nothing (null)"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return f"the number {v}"
    if isinstance(v, float):
        return f"the number {v:g}" if math.isfinite(v) else f"{v}"
    if isinstance(v, str):
        return "an empty string" if not v.strip() else f"the text {v!r}"
    if isinstance(v, dict):
        return "a mapping" if v else "an empty mapping"
    if isinstance(v, (list, tuple)):
        return "a list" if v else "an empty list"
    return "a value of an unsupported kind"


def check_int(n: int, what: str, file: str | None = None, place: str | None = None) -> int:
    """n, if it lies in the engine's range; else a NumberRangeError naming `what`."""
    if not INT_MIN <= n <= INT_MAX:
        raise NumberRangeError(f"{what} would be {n}, outside the range the engine computes in",
                               file=file, place=place,
                               expected=f"numbers from {INT_MIN} to {INT_MAX}, the range of clingo's integers")
    return n
