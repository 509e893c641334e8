"""Target requirements on cards (CR 115.1-115.4, 601.2c-d, 700.2): one instance per use of the
word "target", with what it accepts, how many, and which part of the effect uses it. Part of the
card model (docs/cards.md, docs/targets.md): read by the target program, `mtgrules targets` and the
game loop alike. Legality is decided by asp_rules/targets.lp, not here."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pyengine.errors import describe, did_you_mean
from pyengine.cards.parse import Place, _expect_list, _expect_str, parse_filter, permanent_card
from pyengine.model import COLORS, Filter

# ------------------------------------------------------------------ target filter words
# Words of the target filter language beyond pyengine.cards.parse_filter (CR 115.2, 115.4).
TARGET_WORDS = {
    "player": Filter("player"),
    "opponent": Filter("opponent"),
    "you": Filter("you"),
    "spell": Filter("spell"),
    "ability": Filter("ability"),
    "activated_ability": Filter("activated_ability"),
    "triggered_ability": Filter("triggered_ability"),
    "activated_or_triggered_ability": Filter("ability"),
    "any_target": Filter("any_target"),
    "card": Filter("card"),
    "with_a_single_target": Filter("single_target"),      # 115.9a
}
# leaves that let an instance choose something other than a permanent (115.2 (a)/(b))
NONPERMANENT_LEAVES = ("player", "opponent", "you", "spell", "ability", "activated_ability",
                       "triggered_ability", "zone")
UNBOUNDED = None


def _norm(s: str) -> str:
    return re.sub(r"[\s\-]+", "_", s.strip().lower())


def parse_target_filter(spec: Any, where: Place) -> Filter:
    """The target filter language: pyengine.cards.parse_filter plus the words in TARGET_WORDS
    (player, opponent, you, spell, ability, activated_ability, triggered_ability, any_target)."""
    if isinstance(spec, str):
        w = _norm(spec)
        if w in TARGET_WORDS:
            return TARGET_WORDS[w]
        if w.startswith("non") and w[3:] in COLORS:
            return Filter("not", (), (Filter("color", (w[3:],)),))
        return parse_filter(spec, where)
    if isinstance(spec, list):
        spec = permanent_card(spec)
        return Filter("all", (), tuple(parse_target_filter(x, where.at(i, spec)) for i, x in enumerate(spec)))
    if isinstance(spec, dict) and len(spec) == 1:
        (k, v), = spec.items()
        key = str(k).lower()
        w = where.at(k, spec)
        if key in ("all", "any"):
            items = _expect_list(v, w, "filters")
            return Filter(key, (), tuple(parse_target_filter(x, w.at(i, items)) for i, x in enumerate(items)))
        if key == "not":
            return Filter("not", (), (parse_target_filter(v, w),))
    return parse_filter(spec, where)


@dataclass(frozen=True)
class CountSpec:
    """How many targets an instance takes: min..max (max None = any number); 'x' = X targets;
    `up_to_x`: up to X targets ("Destroy up to X target artifacts", 601.2b-c: X is announced first)."""
    min: int = 1
    max: int | None = 1
    x: bool = False
    up_to_x: bool = False

    def bounds(self, x: int | None) -> tuple[int, int | None]:
        if self.x:
            return (x or 0, x or 0)
        if self.up_to_x:
            return (0, x or 0)
        return (self.min, self.max)

    def text(self) -> str:
        if self.x:
            return "X"
        if self.up_to_x:
            return "up to X"
        if self.max is None:
            return "any number" if self.min == 0 else f"{self.min} or more"
        if self.min == self.max:
            return str(self.min)
        if self.min == 0:
            return f"up to {self.max}"
        return f"{self.min} to {self.max}"


def parse_count(spec: Any, where: Place) -> CountSpec:
    if spec is None:
        return CountSpec()
    if isinstance(spec, bool):
        raise where.error("got a boolean", expected="a number, 'x', 'any', {up_to: N} or {min: A, max: B}")
    if isinstance(spec, int):
        if spec < 1:
            raise where.error(f"got {spec}", expected="a positive number (use {up_to: N} or 'any' for zero)")
        return CountSpec(spec, spec)
    if isinstance(spec, str):
        s = _norm(spec)
        if s == "x":
            return CountSpec(0, 0, True)
        if s in ("any", "any_number"):
            return CountSpec(0, None)
        if s.isdigit():
            return parse_count(int(s), where)
    if isinstance(spec, dict):
        bad = set(spec) - {"up_to", "min", "max"}
        if bad:
            raise where.error(f"unknown count key {sorted(bad)[0]!r}", expected="up_to, min, max")
        if set(spec) == {"up_to"} and isinstance(spec["up_to"], str) and _norm(spec["up_to"]) == "x":
            return CountSpec(0, 0, up_to_x=True)
        for k in spec:
            v = spec[k]
            if v is not None and (isinstance(v, bool) or not isinstance(v, int) or v < 0):
                raise where.at(k, spec).error(f"got {v!r}", expected="a non-negative integer")
        if "up_to" in spec:
            return CountSpec(0, spec["up_to"])
        lo = spec.get("min", 0)
        hi = spec.get("max")
        if hi is not None and hi < lo:
            raise where.error(f"max {hi} < min {lo}", expected="min <= max")
        return CountSpec(lo, hi)
    raise where.error(f"got {spec!r}", expected="a number, 'x', 'any', {up_to: N} or {min: A, max: B}")


@dataclass(frozen=True)
class TargetInstance:
    """One instance of the word "target" (115.3): what it accepts and how many."""
    id: str
    filter: Filter
    count: CountSpec = CountSpec()
    text: str = ""
    any_target: bool = False                 # 115.4 "any target"
    distinct_from: tuple[str, ...] = ()      # "another target": differs from those instances' targets
    mode: int | None = None                  # 115.8 / 700.2: exists only if this mode was chosen
    requires: str | None = None              # 601.2c: exists only if this cost was paid (kicker, ...)
    divide: int | str | None = None          # 601.2d: amount divided among this instance's targets
    effect: str = ""                         # the part of the effect that uses these targets (608.2b)
    filter_text: str = ""                    # the requirement as written, for messages

    @property
    def permanents_only(self) -> bool:
        """115.2: only permanents unless the instance says otherwise (or is any target, 115.4)."""
        return not self.any_target and not any(self.filter.mentions(k) for k in NONPERMANENT_LEAVES)


@dataclass(frozen=True)
class TargetSpec:
    """All target instances of one spell or ability, plus its untargeted parts (608.2b)."""
    instances: tuple[TargetInstance, ...] = ()
    untargeted: tuple[str, ...] = ()

    def instance(self, iid: str) -> TargetInstance:
        for i in self.instances:
            if i.id == iid:
                return i
        raise KeyError(iid)


def cost_requirement_met(requires: str, paid: Any) -> bool:
    """601.2c: a target instance that `requires` a cost ("kicker") exists only if it was paid; one
    that requires it not paid ("!kicker": the targets of what happens unkicked, replaced "instead"
    when kicked) only if it wasn't."""
    if requires.startswith("!"):
        return requires[1:] not in paid
    return requires in paid


_INSTANCE_KEYS = {"id", "filter", "count", "text", "distinct_from", "another", "mode", "requires",
                  "divide", "effect", "ability",
                  "power_below_source",     # 702.134a mentor: checked by the game loop (instructions.target_candidates)
                  "single_graveyard",       # "from a single graveyard": checked by the game loop (next_target_candidates)
                  "of_target_player",       # "target player ... target cards from their graveyard": likewise
                  "defending_player_controls",  # 506.2: "target creature defending player controls", likewise
                  "controlled_by",          # "target creature that player controls" (a player reference), likewise
                  "owned_by",               # "target card from that player's graveyard" (a player reference), likewise
                  "for_each"}               # "for each opponent, ... up to one target ... that player controls": likewise


def parse_target_spec(raw: Any, where: Place, ability: int | None = None) -> TargetSpec:
    """Parse a `targets:` list (a card's, or a stack item's `requirements:`). Entries with
    `ability: N` belong to the card's N-th ability and are kept only when `ability` is N."""
    items = _expect_list(list(raw) if isinstance(raw, tuple) else raw, where, "target instances")
    out: list[TargetInstance] = []
    untargeted: list[str] = []
    ids: set[str] = set()
    for i, spec in enumerate(items):
        w = where.at(i, items)
        if isinstance(spec, str):
            spec = {"filter": spec}
        if not isinstance(spec, dict):
            raise w.error(f"got {describe(spec)}", expected="a target instance mapping with 'filter'")
        if set(spec) == {"untargeted"} or (set(spec) <= {"untargeted", "ability"} and "untargeted" in spec):
            if spec.get("ability") == ability:
                untargeted.append(_expect_str(spec["untargeted"], w.at("untargeted", spec), "a text"))
            continue
        bad = set(spec) - _INSTANCE_KEYS
        if bad:
            k = sorted(bad, key=str)[0]
            raise w.at(k, spec).error(f"unknown target key {k!r}{did_you_mean(k, _INSTANCE_KEYS)}", expected="one of " + ", ".join(sorted(_INSTANCE_KEYS)))
        ab = spec.get("ability")
        if ab is not None and (isinstance(ab, bool) or not isinstance(ab, int)):
            raise w.at("ability", spec).error(f"got {ab!r}", expected="an ability number (1 = the first)")
        if ab != ability:
            continue
        if "filter" not in spec:
            raise w.error("target instance has no filter", expected="'filter: creature', 'filter: any target', ...")
        fw = w.at("filter", spec)
        raw_f = spec["filter"]
        any_t = isinstance(raw_f, str) and _norm(raw_f) == "any_target"
        if isinstance(raw_f, list) and any(isinstance(x, str) and _norm(x) == "any_target" for x in raw_f):
            any_t = True
            raw_f = [x for x in raw_f if not (isinstance(x, str) and _norm(x) == "any_target")] or "any"
        flt = Filter("all", (), ()) if (any_t and isinstance(raw_f, str)) else parse_target_filter(raw_f, fw)
        iid = str(spec.get("id", f"t{len(out) + 1}"))
        if iid in ids:
            raise w.at("id", spec).error(f"duplicate target id {iid!r}", expected="distinct ids")
        ids.add(iid)
        dist = spec.get("distinct_from", spec.get("another", ()))
        dist_t = tuple(str(x) for x in _expect_list(dist, w.at("distinct_from", spec), "target ids")) if dist else ()
        mode = spec.get("mode")
        if mode is not None and (isinstance(mode, bool) or not isinstance(mode, int) or mode < 1):
            raise w.at("mode", spec).error(f"got {mode!r}", expected="a mode number (1 = the first)")
        div = spec.get("divide")
        if div is not None:
            if isinstance(div, str) and _norm(div) == "x":
                div = "x"
            elif isinstance(div, bool) or not isinstance(div, int) or div < 1:
                raise w.at("divide", spec).error(f"got {div!r}", expected="a positive amount or 'x'")
        out.append(TargetInstance(
            id=iid, filter=flt, count=parse_count(spec.get("count"), w.at("count", spec)),
            text=str(spec.get("text", "")), any_target=any_t, distinct_from=dist_t, mode=mode,
            requires=str(spec["requires"]) if spec.get("requires") is not None else None,
            divide=div, effect=str(spec.get("effect", "")),
            filter_text=str(spec.get("text") or _raw_text(spec["filter"]))))
    for inst in out:
        for d in inst.distinct_from:
            if d not in ids:
                raise where.error(f"target {inst.id!r} is distinct from unknown target {d!r}",
                                  expected="one of " + ", ".join(sorted(ids)))
    return TargetSpec(tuple(out), tuple(untargeted))


def _raw_text(v: Any) -> str:
    if isinstance(v, list):
        return " ".join(_raw_text(x) for x in v)
    if isinstance(v, dict):
        return ", ".join(f"{k} {_raw_text(x)}" for k, x in v.items())
    return str(v)
