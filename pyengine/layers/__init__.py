"""The layer system (CR 611-613): encoding, the driver over asp_rules/layers.lp and
dependency.lp, 613.8 dependency graphs and the card-pool loop search."""
from pyengine.layers.driver import LayerResult, evaluate, run_layers

__all__ = ["LayerResult", "evaluate", "run_layers"]
