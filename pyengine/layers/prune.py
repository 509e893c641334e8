"""Which combinations of cards 613.8a says cannot depend on each other: a static read/write
analysis of each card's continuous effects, used by the loop search to skip combinations
before running them.

613.8a: an effect A depends on an effect B if (a) they apply in the same layer (and sublayer),
(b) applying B would change the text or the existence of A, what A applies to, or what A does
to the things it applies to, and (c) neither is from a characteristic-defining ability or both
are. So for each effect and layer this module records
  - the classes (and values) its operations there write, and whether they can take abilities
    away (the existence of another effect, 611.3a);
  - the classes (and values) its affected-set filter reads, and the zones that filter admits;
  - the classes (and values) the filters inside its numbers and "gains the abilities of" read;
  - whether it is from a CDA;
and a pair of cards can be skipped when, in every layer both act in, no effect of one can
change anything an effect of the other reads there (either way), or the CDA condition fails.

This is the same over-approximation asp_rules/layers.lp makes per board (spair/3, mayflip/3,
wval/4, rval/3, bzone/2, fzone/2) and asp_rules/dependency.lp makes per step (trialfor/5),
taken over card definitions instead of a board, so it holds on any board: a skipped
combination shows no dependency between its cards whatever the bystanders
(tests/test_sweep.py evaluates a random sample of skipped pairs to check this). It decides no
layer: the layer system itself is still decided by the ASP programs. Cards whose effects the
analysis cannot bound -- copy (613.2a) and face-down (708.2) effects, which rewrite every
characteristic, text-changing effects (612), which change the words other effects read and
write, and effects granting abilities that may generate effects of their own -- are never
skipped."""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache

from pyengine.cards.parse import subtype_lists
from pyengine.filters.encode import dnf
from pyengine.cards.granted import granted_layer_effect
from pyengine.model import ZONES, CardDef, EffectDef, Expr, Filter, Op

ANY = "*"          # a write or read of any value of a class

# the classes each layer can write (asp_rules/layers.lp wc/2; 613.1-613.4)
LAYER_WRITES = {
    "1a": {"name", "mv", "type", "subtype", "supertype", "color", "ability", "power", "toughness", "word"},
    "1b": {"name", "mv", "type", "subtype", "supertype", "color", "ability", "power", "toughness", "word"},
    "2": {"controller"}, "3": {"word", "ability", "name", "subtype"}, "4": {"type", "subtype", "supertype", "ability"},
    "5": {"color"}, "6": {"ability", "cant"},
    "7a": {"power", "toughness"}, "7b": {"power", "toughness"}, "7c": {"power", "toughness"},
    "7d": {"power", "toughness"},
}
_VALUE_CLASSES = ("type", "subtype", "supertype", "ability")   # the others: any write counts

# skip reasons, as reported (JSON keys)
NO_EFFECT = "no_continuous_effect"
NO_COMMON_LAYER = "613.8a(a)_no_common_layer"
CDA_MISMATCH = "613.8a(c)_cda_and_non_cda"
NO_READ_WRITE = "613.8a(b)_nothing_read_is_written"
SINGLE = "613.8a_single_card_effects_cannot_interact"
REASONS = {
    NO_EFFECT: "a card has no continuous effect",
    NO_COMMON_LAYER: "no two effects of different cards apply in the same layer (613.8a(a))",
    CDA_MISMATCH: "where they share a layer, one effect is from a characteristic-defining ability and "
                  "the other is not (613.8a(c))",
    NO_READ_WRITE: "where they share a layer, no effect writes a characteristic another's existence, "
                   "affected set or numbers read (613.8a(b))",
    SINGLE: "a card alone: fewer than two of its effects could interact (613.8a)",
}
_REASON_RANK = {NO_COMMON_LAYER: 0, CDA_MISMATCH: 1, NO_READ_WRITE: 2}


@dataclass(frozen=True)
class EffectRW:
    """What one continuous effect of a card reads and writes, per layer it acts in."""
    key: str                                          # "Card:index"
    cda: bool
    layers: frozenset
    writes: dict                                      # layer -> frozenset of classes (writes/3)
    wvals: dict                                       # layer -> frozenset of (class, value | ANY)
    removes_any: frozenset                            # layers where it can take any ability away
    removes: dict                                     # layer -> frozenset of abilities it removes
    ability: tuple                                    # the ability generating it (611.3a)
    source_zones: frozenset                           # where that ability works
    filter_reads: frozenset                           # (class, value | ANY) of its affected set
    filter_classes: frozenset                         # classes its affected set reads (dyn/2)
    filter_zones: frozenset                           # zones its affected set admits (bzone/fzone)
    number_reads: frozenset                           # (class, value | ANY) of the filters in its numbers
    number_zones: frozenset
    gains_abilities: frozenset                        # zones of "gains the abilities of" filters
    control_you: bool                                 # a control effect whose "you" reads its source (109.5)
    unbounded: str = ""                               # why the analysis cannot bound it ("" if it can)


@lru_cache(maxsize=1)
def _creature_types() -> frozenset:
    return frozenset(subtype_lists().get("creature", ()))


def _chosen(x) -> bool:
    return isinstance(x, tuple) and bool(x) and x[0] == "chosen"


def _op_writes(op: Op) -> tuple[set, set]:
    """(classes written, (class, value|ANY) writes) of one operation (layers.lp opw/2, wval/4, wany/3)."""
    k, a = op.kind, op.args
    if k in ("copy", "face_down"):
        cls = set(LAYER_WRITES["1a"])
        return cls, {(c, ANY) for c in cls}
    if k == "control":
        return {"controller"}, {("controller", ANY)}
    if k == "text_change":
        return {"word", "ability", "subtype"}, {("word", ANY), ("ability", ANY), ("subtype", ANY)}
    if k == "set_text":
        return {"word", "ability"}, {("word", ANY), ("ability", ANY)}
    if k == "set_name":
        return {"name"}, {("name", ANY)}
    if k == "add_nonlegendary_creature_names":
        return {"name"}, {("name", ANY)}
    if k in ("add_types", "remove_types"):
        return {"type", "subtype"}, {("type", t) for t in a}
    if k == "set_types":
        return {"type", "subtype"}, {("type", ANY)}
    if k in ("add_subtypes", "remove_subtypes", "add_land_types"):
        vals = {("subtype", ANY) if _chosen(x) else ("subtype", x) for x in a}
        return {"subtype"}, vals
    if k in ("set_subtypes", "set_creature_types", "lose_all_creature_types"):
        return {"subtype"}, {("subtype", ANY)}
    if k == "set_land_types":
        return {"subtype", "ability"}, {("subtype", ANY), ("ability", ANY)}
    if k == "add_all_creature_types":
        return {"subtype"}, {("subtype", "all_creature_types")}
    if k in ("add_supertypes", "remove_supertypes"):
        return {"supertype"}, {("supertype", x) for x in a}
    if k == "set_supertypes":
        return {"supertype"}, {("supertype", ANY)}
    if k in ("set_colors", "add_colors"):
        return {"color"}, {("color", ANY)}
    if k in ("add_abilities", "remove_abilities"):
        return {"ability"}, {("ability", x) for x in a}
    if k == "cant_have":
        return {"ability", "cant"}, {("ability", x) for x in a} | {("cant", ANY)}
    if k in ("lose_all_abilities", "gain_abilities_of"):
        return {"ability"}, {("ability", ANY)}
    if k in ("set_pt", "modify_pt", "switch_pt"):
        return {"power", "toughness"}, {("power", ANY), ("toughness", ANY)}
    # an operation this analysis does not know: it may write anything
    cls = set().union(*LAYER_WRITES.values())
    return cls, {(c, ANY) for c in cls}


def _leaves(f: Filter):
    if f.kind in ("all", "any", "not"):
        for c in f.children:
            yield from _leaves(c)
    else:
        yield f


def _leaf_reads(leaf: Filter) -> set:
    """(class, value | ANY) a filter leaf tests (filters.lp leafclass/2, layers.lp rval/3, rany/2)."""
    k, a = leaf.kind, leaf.args
    if k == "type":
        return {("type", a[0])}
    if k == "subtype":
        out = {("subtype", a[0])}
        if a[0] in _creature_types():
            out.add(("subtype", "all_creature_types"))
        return out
    if k == "chosen_subtype":
        return {("subtype", ANY)}
    if k == "supertype":
        return {("supertype", a[0])}
    if k == "has":
        return {("ability", a[0])}
    if k in ("color", "chosen_color", "colorless", "multicolored"):
        return {("color", ANY)}
    if k in ("controller", "controller_is", "source_controller"):
        return {("controller", ANY)}
    if k == "mana_value":
        return {("mv", ANY)}
    if k in ("power", "toughness"):
        return {(k, ANY), ("type", "creature")}      # 208.3: only a creature has them (filters.lp)
    if k in ("name", "same_name_as_self"):
        return {("name", ANY)}
    if k == "ring_bearer":
        return {("controller", ANY)}                # 701.52a: its controller's Ring-bearer
    if k in _NO_CLASS_LEAVES:
        return set()    # zones, owners, attachments, identities: no layer writes them
    # a leaf this analysis does not know: it may read anything
    return {(c, ANY) for c in set().union(*LAYER_WRITES.values())}


_NO_CLASS_LEAVES = {"zone", "anyzone", "other", "self", "enchanted", "equipped", "attached", "token", "face_down", "commander",
                    "exiled_with_self", "library_top", "graveyard_top", "object", "owner", "owner_is", "card", "spell", "ability", "activated_ability",
                    "triggered_ability", "single_target", "targets_player", "targets_self", "player", "opponent", "you",
                    "nontoken", "permanent"}


def _with_default_zone(f: Filter) -> Filter:
    """The filter as the encoder evaluates it: on the battlefield unless it names a zone."""
    if f.mentions("zone") or f.mentions("anyzone"):
        return f
    return Filter("all", (), (Filter("zone", ("battlefield",)), f))


def _zones(f: Filter) -> frozenset:
    """The zones a filter can admit objects in: some conjunction of its disjunctive normal form
    names no other zone (layers.lp fzone/2)."""
    out: set = set()
    for conj in dnf(f).children:
        named = {lit.args[0] for lit in conj.children if lit.kind == "zone"}
        out |= {z for z in ZONES if not (named - {z})}
    return frozenset(out)


def _expr_filters(x) -> list[Filter]:
    if isinstance(x, Expr):
        if x.kind in ("count", "card_types", "basic_land_types"):
            return [x.args[0]]
        if x.kind == "total":
            return [x.args[1]]
        return [f for y in x.args for f in _expr_filters(y)]
    if isinstance(x, tuple):
        return [f for y in x for f in _expr_filters(y)]
    return []


def _expr_totals(x) -> list[str]:
    """The classes (power, toughness) a number's totals add up (Expr('total', stat, F))."""
    if isinstance(x, Expr):
        return [x.args[0]] if x.kind == "total" else [s for y in x.args for s in _expr_totals(y)]
    if isinstance(x, tuple):
        return [s for y in x for s in _expr_totals(y)]
    return []


def _reads_of(filters: list[Filter]) -> tuple[frozenset, frozenset, frozenset]:
    reads: set = set()
    for f in filters:
        for leaf in _leaves(f):
            reads |= _leaf_reads(leaf)
    zones = frozenset().union(*(_zones(_with_default_zone(f)) for f in filters)) if filters else frozenset()
    return frozenset(reads), frozenset(c for c, _ in reads), zones


def effect_rw(key: str, ability: tuple, eff: EffectDef) -> EffectRW:
    writes: dict = {}
    wvals: dict = {}
    removes_any: set = set()
    removes: dict = {}
    numbers: list[Filter] = []
    gains: list[Filter] = []
    control_you = False
    unbounded = ""
    for op in eff.ops:
        cls, vals = _op_writes(op)
        writes.setdefault(op.layer, set()).update(cls)
        wvals.setdefault(op.layer, set()).update(vals)
        if op.kind in ("lose_all_abilities", "set_land_types", "copy", "face_down"):
            removes_any.add(op.layer)
        if op.kind in ("remove_abilities", "cant_have"):
            removes.setdefault(op.layer, set()).update(op.args)
        if op.kind in ("copy", "face_down"):
            unbounded = f"{op.kind} effects rewrite every characteristic"
        elif op.kind == "text_change":
            unbounded = "text-changing effects change the words other effects read and write (612)"
        elif op.kind == "set_text":
            unbounded = "an exchange of text boxes replaces the abilities and words of the objects (612.5)"
        elif op.kind == "add_abilities" and any(kind == "static" or _grants_layer_effect(kind, a)
                                                for kind, a in op.args):
            unbounded = "it grants an ability that may generate effects of its own"
        elif op.kind == "gain_abilities_of":
            gains.append(op.args[0])
            numbers.append(op.args[0])
        elif op.kind == "control" and op.args and op.args[0] == "you":
            control_you = True
        elif op.kind not in ("lose_all_abilities", "remove_abilities", "cant_have", "add_abilities") and \
                op.kind not in _KNOWN_OPS:
            unbounded = f"operation {op.kind!r} is not known to the read/write analysis"
        numbers += _expr_filters(op.args) if op.kind in ("set_pt", "modify_pt") else []
    affects = eff.affects if eff.affects is not None else Filter("self")
    f_reads, f_classes, _ = _reads_of([affects])
    # the source itself is found wherever it is (the encoder adds no zone to a bare "self")
    f_zones = frozenset(ZONES) if affects.kind == "self" else _zones(_with_default_zone(affects))
    n_reads, _, n_zones = _reads_of(numbers)
    # 208.1: "the total power of F" reads the power of F's objects too (layers.lp totfilter/3)
    n_reads |= frozenset((stat, ANY) for op in eff.ops if op.kind in ("set_pt", "modify_pt")
                         for stat in _expr_totals(op.args))
    _, _, g_zones = _reads_of(gains)
    return EffectRW(key=key, cda=eff.cda, layers=frozenset(eff.layers),
                    writes={k: frozenset(v) for k, v in writes.items()},
                    wvals={k: frozenset(v) for k, v in wvals.items()},
                    removes_any=frozenset(removes_any), removes={k: frozenset(v) for k, v in removes.items()},
                    ability=ability,
                    source_zones=frozenset(ZONES) if "all" in eff.functions_in else frozenset(eff.functions_in),
                    filter_reads=f_reads, filter_classes=f_classes, filter_zones=f_zones,
                    number_reads=n_reads, number_zones=n_zones, gains_abilities=g_zones,
                    control_you=control_you, unbounded=unbounded)


_KNOWN_OPS = {"copy", "face_down", "control", "text_change", "set_name", "add_nonlegendary_creature_names", "set_types", "add_types", "remove_types",
              "set_subtypes", "add_subtypes", "remove_subtypes", "set_creature_types",
              "add_all_creature_types", "lose_all_creature_types", "set_land_types", "add_land_types",
              "set_supertypes", "add_supertypes", "remove_supertypes", "set_colors", "add_colors",
              "add_abilities", "remove_abilities", "lose_all_abilities", "cant_have", "gain_abilities_of",
              "set_pt", "modify_pt", "switch_pt"}


@lru_cache(maxsize=1 << 16)
def card_effects(card: CardDef) -> tuple[EffectRW, ...]:
    """The read/write analysis of each continuous effect of a card (cached per definition)."""
    return tuple(effect_rw(f"{card.name}:{ab.args[1] if len(ab.args) == 2 else i}", (ab.kind, ab.args), ab.effect)
                 for i, ab in enumerate(card.abilities, 1) if ab.effect is not None)


def _flips(reads: frozenset, b: EffectRW, layer: str) -> bool:
    """Can B's part in `layer` change the truth of a filter leaf reading `reads` (mayflip/3)?"""
    wv = b.wvals.get(layer, frozenset())
    wr = b.writes.get(layer, frozenset())
    for c, v in reads:
        if v == ANY:
            if c in wr:
                return True
        elif (c, v) in wv or (c, ANY) in wv or (c not in _VALUE_CLASSES and c in wr):
            return True
    return False


def may_depend(a: EffectRW, b: EffectRW, layer: str) -> bool:
    """Could A depend on B in this layer on some board (613.8a)? False only when it cannot."""
    if layer not in a.layers or layer not in b.layers or a.cda != b.cda:
        return False
    b_zones = b.filter_zones
    # existence: B can take away the ability generating A from A's source (611.3a)
    if (layer in b.removes_any or a.ability in b.removes.get(layer, ())) and a.source_zones & b_zones:
        return True
    # what A applies to: A's filter reads a class this layer writes, and B can flip one of its leaves
    if a.filter_classes & LAYER_WRITES[layer] and a.filter_zones & b_zones and _flips(a.filter_reads, b, layer):
        return True
    # what A does: the filters in A's numbers, the objects whose abilities A gains
    if a.number_zones & b_zones and _flips(a.number_reads, b, layer):
        return True
    if a.gains_abilities & b_zones and "ability" in b.writes.get(layer, ()):
        return True
    if a.control_you and "controller" in b.writes.get(layer, ()) and a.source_zones & b_zones:
        return True
    return False


def pair_reason(x: CardDef, y: CardDef) -> str | None:
    """Why cards x and y cannot show a dependency between their effects, or None if they may."""
    ex, ey = card_effects(x), card_effects(y)
    if not ex or not ey:
        return NO_EFFECT
    if any(e.unbounded for e in ex + ey):
        return None
    common = [(a, b, ly) for a in ex for b in ey for ly in sorted(a.layers & b.layers)]
    if not common:
        return NO_COMMON_LAYER
    if all(a.cda != b.cda for a, b, _ in common):
        return CDA_MISMATCH
    if any(may_depend(a, b, ly) or may_depend(b, a, ly) for a, b, ly in common):
        return None
    return NO_READ_WRITE


def single_reason(card: CardDef) -> str | None:
    """Why a card alone cannot show a dependency among its own effects, or None if it may."""
    es = card_effects(card)
    if not es:
        return NO_EFFECT
    if any(e.unbounded for e in es):
        return None
    for a, b in itertools.permutations(es, 2):
        if any(may_depend(a, b, ly) for ly in a.layers & b.layers):
            return None
    return SINGLE


def combination_reason(combo: tuple[CardDef, ...]) -> str | None:
    """Why a combination cannot show a finding (see loopsearch: a single card's own dependencies,
    or dependencies between effects of different cards), or None if it must be run. A triple
    is skipped when none of its pairs may interact: a dependency is between two effects, and
    which values an effect reads and writes does not depend on the third card (text-changing
    effects, which would make it so, are never skipped)."""
    if len(combo) == 1:
        return single_reason(combo[0])
    reasons = [pair_reason(x, y) for x, y in itertools.combinations(combo, 2)]
    if NO_EFFECT in reasons:
        return NO_EFFECT
    if any(r is None for r in reasons):
        return None
    return max(reasons, key=lambda r: _REASON_RANK[r])


def _grants_layer_effect(kind: str, args: tuple) -> bool:
    """Is an ability granted by its text ({text: ...}) a static ability whose effect the layer
    system creates (pyengine/cards/granted.py)?"""
    if not (args and str(args[0]).startswith("granted:")):
        return False
    from pyengine.cards.card import granted_ability
    return granted_layer_effect(granted_ability(str(args[0])[len("granted:"):])) is not None
