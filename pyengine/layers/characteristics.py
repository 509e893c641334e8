"""The result of the layer system for one object (CR 109.3 characteristics after 613)."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Characteristics:
    id: str
    name: str | None
    zone: str
    owner: str
    controller: str
    mana_value: int
    types: tuple[str, ...]
    subtypes: tuple[str, ...]          # "all creature types" is reported as "*all creature types*"
    supertypes: tuple[str, ...]
    colors: tuple[str, ...]
    abilities: tuple[str, ...]         # ability identities as text, e.g. "flying", "protection from red"
    ability_terms: tuple = field(default=(), compare=False)  # the same as structured tuples
    power: int | None = None
    toughness: int | None = None
    every_creature_type: bool = False
    # 612.7: it also has the name of each nonlegendary creature card (pyengine/cards/card_names.py)
    every_nonlegendary_creature_name: bool = False
    # 612.2: the words of its text a text-changing effect changed: (printed word, word it reads)
    text_changes: tuple[tuple[str, str], ...] = ()
    commander: bool = False            # 903.3: the card is a commander (its designation, not a characteristic)
    ring_bearer: str | None = None     # 701.52b: the player whose Ring-bearer it is (a designation)

    def is_type(self, t: str) -> bool:
        return t in self.types

    def has_subtype(self, s: str, creature_types: frozenset[str] = frozenset()) -> bool:
        return s in self.subtypes or (self.every_creature_type and s in creature_types)

    def has_ability(self, text: str) -> bool:
        return text in self.abilities

    def pt(self) -> str | None:
        if self.power is None and self.toughness is None:
            return None
        return f"{self.power}/{self.toughness}"

    def to_json(self) -> dict:
        d = {"id": self.id, "name": self.name, "zone": self.zone, "owner": self.owner,
             "controller": self.controller, "mana_value": self.mana_value,
             "supertypes": list(self.supertypes), "types": list(self.types),
             "subtypes": list(self.subtypes), "colors": list(self.colors),
             "abilities": list(self.abilities)}
        if self.every_creature_type:
            d["every_creature_type"] = True
        if self.every_nonlegendary_creature_name:
            d["every_nonlegendary_creature_name"] = True
        if self.commander:
            d["commander"] = True
        if self.text_changes:
            d["text_changes"] = {a: b for a, b in self.text_changes}
        if self.power is not None or self.toughness is not None:
            d["power"] = self.power
            d["toughness"] = self.toughness
        return d
