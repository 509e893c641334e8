"""mtgrules: a reference rules engine for Magic: The Gathering rules research.

The Python side (this package) loads scenarios and cards, encodes game state as facts and
sequences the game; the declarative ASP programs in ``asp_rules`` decide the rules.
"""
from pyengine.errors import ScenarioError, IllegalActionError

__all__ = ["ScenarioError", "IllegalActionError"]
__version__ = "0.1.0"
