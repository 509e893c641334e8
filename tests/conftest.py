import pytest

from pyengine.layers.driver import run_layers
from pyengine.scenario import load_scenario_text


@pytest.fixture
def layers():
    """Evaluate a scenario given as YAML text; returns the LayerResult."""
    def run(text: str):
        return run_layers(load_scenario_text(text, "<test>"))
    return run


def _compiled_library_mode() -> None:
    """MTGRULES_COMPILED_LIBRARY=1: every hand-written library card that the Oracle compiler fully
    covers is replaced by the card compiled from its Oracle text (issue 15: the suite must give the
    same answers with covered cards taken from the compiler). Scenarios that name a hand-written
    card's target instances ("first", "creature") can't run then: compiled instances are t1, t2."""
    import os
    if os.environ.get("MTGRULES_COMPILED_LIBRARY") != "1":
        return
    from functools import lru_cache

    import pyengine.cards.library as library
    from oracle_helpers import compiled_from_library, fully_executed, library_specs

    original = library._bundled_cards

    @lru_cache(maxsize=1)
    def compiled() -> tuple:
        specs = {s["name"]: s for s in library_specs()}
        out = []
        for name, card in original():
            new = compiled_from_library(specs[name])
            out.append((name, new if new.abilities and fully_executed(new) else card))
        return tuple(out)

    library._bundled_cards = compiled


_compiled_library_mode()
