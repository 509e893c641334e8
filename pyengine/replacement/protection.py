"""Protection's prevention effect (702.16e): "Any damage that would be dealt by sources that have
the stated quality to a permanent or player with protection is prevented." Each protection ability
a permanent has after the layer system (its characteristics) generates one prevention effect of
the permanent's, applied among the other replacement and prevention effects (616.1)."""
from __future__ import annotations

from pyengine.cards.abilities import protection_parts
from pyengine.cards.parse import Place, subtype_lists
from pyengine.replacement.effects import ReplacementEffect, parse_replacement

_WHERE = Place("<protection (702.16e)>", "")
# qualities named by filter words (pyengine/filters: "multicolored" sources; 105.2a monocolored:
# exactly one color -- neither colorless nor multicolored)
_QUALITY_WORDS = {"multicolored": ["multicolored"], "colorless": ["colorless"],
                  "monocolored": [{"not": "colorless"}, {"not": "multicolored"}]}


def _subtype(word: str) -> str | None:
    """'goblins' -> 'Goblin', 'arcane' -> 'Arcane': a subtype of any card type (205.3), or None."""
    forms = {t.lower(): t for ts in subtype_lists().values() for t in ts}
    w = word.strip().lower()
    for cand in (w, w[:-1] if w.endswith("s") else w, w[:-2] if w.endswith("es") else w):
        if cand in forms:
            return forms[cand]
    return None


def quality_filter(what: tuple):
    """The filter of the sources a protection term names, "" for everything (702.16j), or None
    when the quality isn't one the engine models."""
    if what[0] == "everything":
        return ""
    if what[0] in ("color", "type"):
        return [str(what[1])]
    if what[0] == "quality":
        q = str(what[1]).strip().lower()
        if q in _QUALITY_WORDS:
            return _QUALITY_WORDS[q]
        sub = _subtype(q)
        if sub is not None:
            return [{"subtype": sub}]
    return None


def protection_effects(terms, obj_id: str, controller: str, timestamp: float) -> list[ReplacementEffect]:
    """The prevention effects of a permanent's protection abilities (702.16e), numbered
    <object>.p1, ... (its ability terms as the layer system gave them)."""
    out = []
    for kind, args in terms:
        if kind != "protection" or not args:
            continue
        what, _spared = protection_parts(args)
        src = quality_filter(what)
        if src is None:
            continue
        spec = {"watches": "damage", "prevent": "all", "affected": {"object": "self"}}
        if src:
            spec["source"] = src
        out.append(parse_replacement(spec, _WHERE, eid=f"{obj_id}.p{len(out) + 1}", controller=controller,
                                     timestamp=timestamp, source=obj_id, scope="battlefield",
                                     card="<protection>", text=f"protection from {what[-1]} (702.16e)"))
    return out
