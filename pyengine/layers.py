"""Public API of the layer system (CR 613). evaluate(scenario) -> {object id: Characteristics}.

(Temporary body: printed characteristics only; the ASP-driven evaluation replaces it.)"""
from __future__ import annotations

from .abilities import ability_key, text_of
from .characteristics import Characteristics
from .model import Scenario


def printed_characteristics(scenario: Scenario) -> dict[str, Characteristics]:
    out = {}
    for o in scenario.objects:
        c = o.card
        keys = tuple(ability_key(a) for a in c.abilities)
        texts = {ability_key(a): a.text for a in c.abilities}
        out[o.id] = Characteristics(
            id=o.id, name=c.name, zone=o.zone, owner=o.owner, controller=o.controller,
            mana_value=c.mana_value, types=c.types, subtypes=c.subtypes, supertypes=c.supertypes,
            colors=c.colors, abilities=tuple(text_of(k, texts) for k in keys), ability_terms=keys,
            power=c.power if "creature" in c.types else None,
            toughness=c.toughness if "creature" in c.types else None)
    return out


def evaluate(scenario: Scenario) -> dict[str, Characteristics]:
    return printed_characteristics(scenario)
