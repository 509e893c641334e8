"""An object's rules text as it is now (612.5, 701.10h): the abilities and the changeable words of
its text box after layer 3 of the layer system (613.1c) -- its printed text as changed by copy
effects (layer 1) and text-changing effects (layer 3), without what effects of later layers give
or take away (612.3: abilities granted by effects are not its text). The layer system gives it
(asp_rules/layers.lp, tval/3) for the objects asked for (extra "text_of"); an exchange of text
boxes locks it in (pyengine/game/exchange.py)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pyengine.cards.abilities import key_of_parsed
from pyengine.layers import run_layers
from pyengine.model import Ability

if TYPE_CHECKING:
    from pyengine.game.loop import Game


@dataclass(frozen=True)
class TextBox:
    """terms: the ability identities ((kind, args), as in Characteristics.ability_terms); words:
    each changeable word of the text and the word it now reads (612.2); abilities: the card-model
    abilities behind the terms that other features read (static abilities with a layer effect,
    replacement and prevention abilities)."""
    terms: tuple
    words: tuple[tuple[str, str], ...]
    abilities: tuple[Ability, ...]


def _word(x) -> str:
    return str(x)


def text_boxes(g: "Game", oids: list[str]) -> dict[str, TextBox]:
    """The rules text of each object now (after layer 3)."""
    _zones, objs, _key, extra = g.layer_input()
    res = run_layers(g.layer_scenario(objs, {**extra, "text_of": tuple(oids)}))
    out = {}
    for oid in oids:
        v = res.text_box.get(oid) or {}
        terms = tuple(sorted({key_of_parsed(a) for a in v.get("ability", [])}, key=repr))
        words = tuple(sorted({(_word(t[1]), _word(t[2])) for t in v.get("word", [])
                              if isinstance(t, tuple) and len(t) == 3}))
        abilities = []
        for kind, args in terms:
            ab = g.ability(kind, args)
            if ab is not None and (ab.effect is not None or ab.parts.get("replacement")):
                abilities.append(ab)
        out[oid] = TextBox(terms, words, tuple(abilities))
    return out
