"""The declarative rules programs (clingo ASP), shipped as package data.

Files by CR family:
  filters.lp     affected-set / target filter evaluation over a state (used by 613, 115, 509)
  layers.lp      613.1-613.7 the layer system, applied one effect at a time
  dependency.lp  613.8 dependency by trial (counterfactual) and the resulting order
"""
from importlib import resources


def program_text(name: str) -> str:
    return resources.files(__name__).joinpath(name).read_text(encoding="utf-8")
