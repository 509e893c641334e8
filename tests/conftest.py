import pytest

from pyengine.layers.driver import run_layers
from pyengine.scenario import load_scenario_text


@pytest.fixture
def layers():
    """Evaluate a scenario given as YAML text; returns the LayerResult."""
    def run(text: str):
        return run_layers(load_scenario_text(text, "<test>"))
    return run
