"""The layer system (CR 611-613): encoding, the driver over asp_rules/layers.lp and
dependency.lp, 613.8 dependency graphs, the card-pool loop search and its sweeps."""
from pyengine.layers.batch import evaluate_many, run_many
from pyengine.layers.driver import LayerResult, evaluate, run_layers

__all__ = ["LayerResult", "evaluate", "evaluate_many", "run_layers", "run_many"]
