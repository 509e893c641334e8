"""Error types. Every user-facing input problem becomes a ScenarioError that names the file,
the place in it and what was expected; the CLI prints it and exits with code 2."""
from __future__ import annotations


class ScenarioError(Exception):
    """A problem in a user's input (scenario file, card definition, query)."""

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

    def with_file(self, file: str) -> "ScenarioError":
        if self.file is None:
            self.file = file
            self.args = (self.format(),)
        return self


class IllegalActionError(ValueError):
    """A proposed game action or declaration is illegal under the rules."""


class EngineError(RuntimeError):
    """An internal failure of the engine (a bug or a limit reached, not bad input); the CLI
    reports it as one line naming what failed."""
