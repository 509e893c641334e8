"""The declarative rules programs (clingo ASP), shipped as package data.

Files by CR family:
  filters.lp        the filter language over a state: the one evaluator, loaded by layers,
                    targets, replacement, and run alone for combat and the game loop
  layers.lp         613.1-613.7 the layer system, applied one effect at a time
  dependency.lp     613.8 dependency by trial (counterfactual) and the resulting order
  targets.lp        115, 601.2c-d, 608.2b targets
  combat_attack.lp  508.1 declaring attackers (restrictions, requirements, costs)
  combat_block.lp   509.1 declaring blockers
  combat_damage.lp  510 combat damage assignment
  replacement.lp    614-616 replacement and prevention effects and their order
  sba.lp            704 state-based actions
  timing.lp         117, 307, 601.2/602.5 timing and permission checks of the game loop
"""
from importlib import resources


def program_text(name: str) -> str:
    return resources.files(__name__).joinpath(name).read_text(encoding="utf-8")
