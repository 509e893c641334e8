"""Static abilities granted by an effect that themselves generate a continuous effect ("Enchanted
Equipment has 'Equipped creature has flying'", "Creatures you control have '... gets +1/+1 as long
as ...'"): the effect the layer system creates for each object that has such an ability.

An object has a granted ability from layer 6 on (613.1f), so the layer system applies the effect
of a granted static ability in layer 6 (after the effect granting it: 613.8a(b), the existence
dependency) and in layers 7a-7d; an effect in an earlier layer (a type, color or text change) is
left unsupported. A granted ability isn't a characteristic-defining ability (604.3a(2)): one that
defines power and toughness sets them in layer 7b (613.4b), and like any static ability of a
permanent it functions on the battlefield only (113.6)."""
from __future__ import annotations

from dataclasses import replace

from pyengine.model import Ability, EffectDef, Op

GRANTED_LAYERS = ("6", "7a", "7b", "7c", "7d")


def granted_layer_effect(ab: Ability) -> EffectDef | None:
    """The layer effect of a granted static ability as the layer system applies it, or None
    when it has none or has a part in a layer before 6."""
    eff = ab.effect
    if ab.kind != "static" or eff is None or not eff.ops:
        return None
    if any(op.layer not in GRANTED_LAYERS for op in eff.ops) or granted_terms(eff):
        return None                # (a granted ability granting abilities by their text: not followed)
    if not eff.cda:
        return eff
    ops = tuple(Op(op.kind, op.args, "7b") if op.layer == "7a" else op for op in eff.ops)
    return replace(eff, ops=ops, cda=False, functions_in=("battlefield",))


def granted_terms(eff: EffectDef | None) -> list[tuple[tuple, str]]:
    """The abilities an effect grants by their text (add_abilities: [{text: ...}]): each as
    (its ability term on the object that has it, its text)."""
    out: list[tuple[tuple, str]] = []
    for op in (eff.ops if eff is not None else ()):
        if op.kind == "add_abilities":
            out += [(t, str(t[1][0])[len("granted:"):]) for t in op.args
                    if len(t) == 2 and isinstance(t[1], tuple) and t[1] and str(t[1][0]).startswith("granted:")]
    return out
