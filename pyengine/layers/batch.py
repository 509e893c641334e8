"""Many boards in one process (Python API): the layer program is parsed once per process and
reused by every evaluation, and the card library is loaded once.

    from pyengine.layers import run_many
    for res in run_many(["humility-opalescence", {"players": ["alice"], "battlefield": [...]}]):
        print(res.characteristics)

A board is a Scenario, a mapping in the scenario format (docs/scenario-format.md), or the name
of a scenario file or bundled example. `mtgrules layers --batch FILE.jsonl` is the same from
the command line."""
from __future__ import annotations

from typing import Any, Iterable, Iterator

from pyengine.layers.characteristics import Characteristics
from pyengine.layers.driver import LayerResult, run_layers
from pyengine.scenario import as_scenario


def run_many(boards: Iterable[Any]) -> Iterator[LayerResult]:
    """run_layers on each board, in order (a generator: boards are read as they are needed)."""
    for n, b in enumerate(boards, 1):
        yield run_layers(as_scenario(b, f"<board {n}>"))


def evaluate_many(boards: Iterable[Any]) -> Iterator[dict[str, Characteristics]]:
    """The characteristics of every object of each board (CR 613), in order."""
    for res in run_many(boards):
        yield res.characteristics
