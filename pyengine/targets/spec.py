"""Target requirements as data (CR 115, 601.2c-d, 700.2): parsing and validation.

A card's `targets:` list (CardDef.targets, raw from YAML) describes each instance of the word
"target" on the spell or on one of its abilities; the scenario's `stack_items:` list describes the
spells and abilities on the stack with their choices (modes, X, paid costs, chosen targets,
division), and the scenario's `targets:` mapping asks the question (which stack item, a proposed
assignment, a change of targets, extra "must target" effects). See docs/targets.md.

Nothing here decides legality: that is asp_rules/targets.lp, driven by pyengine/targets/targeting.py.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from pyengine.errors import did_you_mean
from pyengine.cards.parse import Place, _expect_list, _expect_str, parse_ability_term, parse_filter
from pyengine.cards.targets import (cost_requirement_met, NONPERMANENT_LEAVES, TARGET_WORDS, UNBOUNDED, CountSpec, TargetInstance,  # noqa: F401
                                    TargetSpec, _norm, _raw_text, parse_count, parse_target_filter, parse_target_spec)
from pyengine.model import COLORS, Filter, Scenario

CHANGE_KINDS = {
    "change_the_target": "115.7a", "change_the_targets": "115.7a",
    "change_a_target": "115.7b", "change_any_targets": "115.7c",
    "choose_new_targets": "115.7d",
}


# ------------------------------------------------------------------ stack items and the question
@dataclass(frozen=True)
class StackItem:
    """A spell (an object in the stack zone) or an activated/triggered ability on the stack."""
    id: str
    kind: str                               # spell | activated | triggered
    controller: str
    source: str | None                      # the spell itself, or the ability's source object
    spec: TargetSpec
    modes: tuple[int, ...] = ()
    x: int | None = None
    paid: tuple[str, ...] = ()
    targets: dict[str, tuple[str, ...]] = field(default_factory=dict)   # chosen when put on the stack
    divide: dict[str, dict[str, int]] = field(default_factory=dict)
    text: str = ""
    # 115.9b: the targets still in the zone they were in when targeted (players still in the
    # game); None: all of `targets`
    current_targets: tuple[str, ...] | None = None

    def active(self, inst: TargetInstance) -> bool:
        """601.2c / 700.2: an instance exists only for a chosen mode or a paid cost."""
        if inst.mode is not None and inst.mode not in self.modes:
            return False
        if inst.requires is not None and not cost_requirement_met(inst.requires, self.paid):
            return False
        return True

    def amount(self, inst: TargetInstance) -> int | None:
        if inst.divide is None:
            return None
        return (self.x or 0) if inst.divide == "x" else int(inst.divide)


@dataclass(frozen=True)
class MustTarget:
    """601.2c: an effect saying an object or player must be chosen as a target (Flagbearer)."""
    id: str
    filter: Filter
    controller: str          # applies to spells/abilities controlled by this player's opponents
    text: str = ""
    only_cast: bool = True   # applies while casting spells / activating abilities (not triggers)


@dataclass(frozen=True)
class Change:
    """115.7: a change of targets of the item."""
    how: str                                  # a key of CHANGE_KINDS
    new: dict[str, tuple[str, ...]]


@dataclass(frozen=True)
class TargetQuestion:
    item: str
    proposal: dict[str, tuple[str, ...]] | None = None
    divide: dict[str, dict[str, int]] | None = None
    change: Change | None = None
    must_target: tuple[MustTarget, ...] = ()
    player_abilities: dict[str, tuple[tuple, ...]] = field(default_factory=dict)
    asks: tuple["Ask", ...] = ()


@dataclass(frozen=True)
class Ask:
    """A 115.9 question about what the item targets: kind is 'targets' (115.9b), 'targets_only'
    (115.9c) or 'number_of_targets' (115.9a, with `number`)."""
    id: str
    kind: str
    filter: Filter | None = None
    number: int | None = None
    text: str = ""


_ITEM_KEYS = {"id", "ability_of", "ability", "kind", "controller", "requirements", "modes", "x",
              "paid", "targets", "divide", "text", "note"}


def _assignment(v: Any, w: Place, known: set[str]) -> dict[str, tuple[str, ...]]:
    if not isinstance(v, dict):
        raise w.error(f"got {v!r}", expected="a mapping target-id -> list of object/player ids")
    out = {}
    for k, ids in v.items():
        kw = w.at(k, v)
        lst = _expect_list(ids if ids is not None else [], kw, "object or player ids")
        out[str(k)] = tuple(str(x) for x in lst)
        for j, x in enumerate(out[str(k)]):
            if x not in known:
                raise kw.at(j, lst).error(f"unknown object or player {x!r}",
                                          expected="an object, player or stack ability id of the scenario")
    return out


def _division(v: Any, w: Place) -> dict[str, dict[str, int]]:
    if not isinstance(v, dict):
        raise w.error(f"got {v!r}", expected="a mapping target-id -> {object id: amount}")
    out = {}
    for k, m in v.items():
        kw = w.at(k, v)
        if not isinstance(m, dict):
            raise kw.error(f"got {m!r}", expected="a mapping object id -> amount")
        d = {}
        for o, n in m.items():
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise kw.at(o, m).error(f"got {n!r}", expected="a non-negative integer")
            d[str(o)] = n
        out[str(k)] = d
    return out


def _ints(v: Any, w: Place, what: str) -> tuple[int, ...]:
    items = _expect_list(v, w, what)
    for j, x in enumerate(items):
        if isinstance(x, bool) or not isinstance(x, int):
            raise w.at(j, items).error(f"got {x!r}", expected="an integer")
    return tuple(items)


def stack_items(scenario: Scenario) -> list[StackItem]:
    """All stack items: every object in the stack zone is a spell (its card's `targets:`); the
    scenario's `stack_items:` add choices for those spells and declare abilities on the stack."""
    top = Place(scenario.file, "stack_items")
    raw = scenario.extra.get("stack_items") or []
    raw = _expect_list(raw, top, "stack items")
    objs = {o.id: o for o in scenario.objects}
    pids = {p.id for p in scenario.players}
    ability_ids = set()
    for s in raw:
        if isinstance(s, dict) and "id" in s and str(s["id"]) not in objs:
            ability_ids.add(str(s["id"]))
    # 400.7: an earlier object (an id in some object's `earlier_ids`) may have been targeted
    # before it changed zones; that target is no longer there (608.2b)
    known = set(objs) | pids | ability_ids | {e for o in scenario.objects for e in o.earlier_ids}
    by_id: dict[str, dict] = {}
    places: dict[str, Place] = {}
    for i, spec in enumerate(raw):
        w = top.at(i, raw)
        if not isinstance(spec, dict) or "id" not in spec:
            raise w.error(f"got {spec!r}", expected="a stack item mapping with 'id'")
        bad = set(spec) - _ITEM_KEYS
        if bad:
            k = sorted(bad, key=str)[0]
            raise w.at(k, spec).error(f"unknown stack item key {k!r}{did_you_mean(k, _ITEM_KEYS)}", expected="one of " + ", ".join(sorted(_ITEM_KEYS)))
        sid = str(spec["id"])
        if sid in by_id:
            raise w.at("id", spec).error(f"duplicate stack item {sid!r}", expected="distinct ids")
        if sid in pids:
            raise w.at("id", spec).error(f"stack item id {sid!r} is a player id", expected="a fresh id")
        by_id[sid] = spec
        places[sid] = w
    items: list[StackItem] = []
    order = [o.id for o in scenario.objects if o.zone == "stack"]
    order += [sid for sid in by_id if sid not in objs]
    for sid in order:
        spec = by_id.get(sid, {})
        w = places.get(sid, Place(scenario.file, "stack"))
        if sid in objs:
            o = objs[sid]
            if o.zone != "stack":
                raise w.at("id", spec).error(f"object {sid!r} is in the {o.zone}, not on the stack",
                                             expected="the id of a spell in the `stack:` zone, or a new id for an ability")
            if "ability_of" in spec:
                raise w.at("ability_of", spec).error("a spell has no 'ability_of'",
                                                     expected="a fresh id for an ability on the stack")
            kind, ctrl, source = "spell", o.controller, sid
            if "requirements" in spec:
                tspec = parse_target_spec(spec["requirements"], w.at("requirements", spec))
            else:
                tspec = spell_targets(o.card)
            text = o.card.oracle_text
        else:
            kind = str(spec.get("kind", "activated")).lower()
            if kind not in ("activated", "triggered"):
                raise w.at("kind", spec).error(f"got {kind!r}", expected="activated or triggered")
            source = spec.get("ability_of")
            source = str(source) if source is not None else None
            if source is not None and source not in objs:
                raise w.at("ability_of", spec).error(f"unknown object {source!r}", expected="the id of the ability's source")
            ctrl = spec.get("controller", objs[source].controller if source else None)
            if ctrl is None or str(ctrl) not in pids:
                raise w.at("controller", spec).error(f"unknown player {ctrl!r}", expected="one of " + ", ".join(sorted(pids)))
            ctrl = str(ctrl)
            text = str(spec.get("text", ""))
            if "requirements" in spec:
                tspec = parse_target_spec(spec["requirements"], w.at("requirements", spec))
            elif source is not None and spec.get("ability") is not None:
                n = spec["ability"]
                if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                    raise w.at("ability", spec).error(f"got {n!r}", expected="an ability number (1 = the first)")
                card = objs[source].card
                ab = card.ability(n)
                if ab is None:
                    raise w.at("ability", spec).error(f"{card.name} has no ability {n}",
                                                      expected=f"1 to {len(card.abilities)}")
                tspec = ab.parts.get("targets") or TargetSpec()
                if not text:
                    text = ab.text
            else:
                raise w.error("ability has no target requirements",
                              expected="'requirements: [...]', or 'ability_of: <object>' with 'ability: N'")
        x = spec.get("x")
        if x is not None and (isinstance(x, bool) or not isinstance(x, int) or x < 0):
            raise w.at("x", spec).error(f"got {x!r}", expected="a non-negative integer")
        modes = _ints(spec.get("modes", []), w.at("modes", spec), "mode numbers") if spec.get("modes") else ()
        if kind == "spell" and "requirements" not in spec and not tspec.instances and modes:
            tspec = mode_targets(objs[sid].card, modes, w.at("modes", spec))
        paid = tuple(str(p) for p in _expect_list(spec.get("paid", []), w.at("paid", spec), "costs")) if spec.get("paid") else ()
        chosen = _assignment(spec["targets"], w.at("targets", spec), known) if spec.get("targets") else {}
        _check_ids(chosen, tspec, w.at("targets", spec))
        div = _division(spec["divide"], w.at("divide", spec)) if spec.get("divide") else {}
        _check_ids(div, tspec, w.at("divide", spec))
        items.append(StackItem(id=sid, kind=kind, controller=ctrl, source=source, spec=tspec,
                               modes=modes, x=x, paid=paid, targets=chosen, divide=div, text=text))
    return items


def spell_targets(card) -> TargetSpec:
    """The target requirements of a card cast as a spell: its spell ability's, or an Aura's
    enchant (303.4a: an Aura spell requires a target it could enchant)."""
    sa = card.spell_ability
    if sa is not None and sa.parts.get("targets") is not None and sa.parts["targets"].instances:
        return sa.parts["targets"]
    for a in card.abilities:
        if "enchant" in a.parts:
            flt = a.parts["enchant"]
            if a.parts.get("enchant_player"):
                flt = Filter("any", (), (flt, Filter("player")))
            return TargetSpec((TargetInstance("t1", flt, text=a.text, effect="the Aura enters attached to it",
                                              filter_text=a.text),))
    return sa.parts.get("targets") if sa is not None and sa.parts.get("targets") is not None else TargetSpec()


def mode_targets(card, modes: tuple[int, ...], w: Place) -> TargetSpec:
    """The targets of the chosen modes of a modal spell whose modes carry their own targets
    (`modes: [{targets, effect}, ...]`, 700.2): each target instance of the chosen modes, in
    order, numbered t1, t2, ... across them (601.2b-c: the modes are chosen, then the targets)."""
    from dataclasses import replace
    sa = card.spell_ability
    listed = (sa.spec.get("modes") if sa is not None else None) or []
    out: list[TargetInstance] = []
    for m in modes:
        if not 1 <= m <= len(listed):
            raise w.error(f"{card.name} has no mode {m}", expected=f"a mode from 1 to {len(listed)}")
        raw = listed[m - 1].get("targets") if isinstance(listed[m - 1], dict) else None
        if not raw:
            continue
        for inst in parse_target_spec(raw, w).instances:
            out.append(replace(inst, id=f"t{len(out) + 1}", mode=m))
    return TargetSpec(tuple(out))


def _check_ids(m: dict, spec: TargetSpec, w: Place) -> None:
    ids = [i.id for i in spec.instances]
    for k in m:
        if k not in ids:
            raise w.error(f"unknown target instance {k!r}", expected="one of " + (", ".join(ids) or "(none)"))


_Q_KEYS = {"item", "propose", "divide", "change", "must_target", "player_abilities", "asks", "note"}
_ASK_KINDS = ("targets", "targets_only", "number_of_targets")

# 601.2c "must be chosen as a target" effects recognised in ability text (Flagbearer wording)
_MUST_RE = re.compile(r"must choose at least one (?P<what>[A-Z][\w'-]*) on the battlefield if able")


def question(scenario: Scenario, items: list[StackItem]) -> TargetQuestion:
    """The scenario's `targets:` mapping (all keys optional)."""
    top = Place(scenario.file, "targets")
    raw = scenario.extra.get("targets") or {}
    if not isinstance(raw, dict):
        raise top.error(f"got {raw!r}", expected="a mapping with item / propose / divide / change / must_target")
    bad = set(raw) - _Q_KEYS
    if bad:
        k = sorted(bad, key=str)[0]
        raise top.at(k, raw).error(f"unknown key {k!r}{did_you_mean(k, _Q_KEYS)}", expected="one of " + ", ".join(sorted(_Q_KEYS)))
    if not items:
        raise Place(scenario.file, "").error("nothing on the stack to target with",
                                             expected="a spell in `stack:` or an ability in `stack_items:`")
    ids = [i.id for i in items]
    item_id = str(raw.get("item", ids[-1]))
    if item_id not in ids:
        raise top.at("item", raw).error(f"unknown stack item {item_id!r}", expected="one of " + ", ".join(ids))
    item = items[ids.index(item_id)]
    known = {o.id for o in scenario.objects} | {p.id for p in scenario.players} | set(ids)
    proposal = divide = change = None
    if raw.get("propose") is not None:
        proposal = _assignment(raw["propose"], top.at("propose", raw), known)
        _check_ids(proposal, item.spec, top.at("propose", raw))
    if raw.get("divide") is not None:
        divide = _division(raw["divide"], top.at("divide", raw))
        _check_ids(divide, item.spec, top.at("divide", raw))
    if raw.get("change") is not None:
        cw = top.at("change", raw)
        c = raw["change"]
        if not isinstance(c, dict) or "how" not in c or "new" not in c:
            raise cw.error(f"got {c!r}", expected="{how: choose_new_targets, new: {t1: [id]}}")
        how = _norm(str(c["how"]))
        if how not in CHANGE_KINDS:
            raise cw.at("how", c).error(f"unknown change {c['how']!r}", expected="one of " + ", ".join(CHANGE_KINDS))
        new = _assignment(c["new"], cw.at("new", c), known)
        _check_ids(new, item.spec, cw.at("new", c))
        change = Change(how, new)
    musts: list[MustTarget] = []
    if raw.get("must_target"):
        mw = top.at("must_target", raw)
        lst = _expect_list(raw["must_target"], mw, "must-target effects")
        for j, m in enumerate(lst):
            w = mw.at(j, lst)
            if not isinstance(m, dict) or "filter" not in m or "controller" not in m:
                raise w.error(f"got {m!r}", expected="{filter: F, controller: player}")
            ctrl = str(m["controller"])
            if ctrl not in {p.id for p in scenario.players}:
                raise w.at("controller", m).error(f"unknown player {ctrl!r}", expected="a player id")
            musts.append(MustTarget(str(m.get("id", f"must{j + 1}")), parse_target_filter(m["filter"], w.at("filter", m)),
                                    ctrl, str(m.get("text", "")), bool(m.get("only_cast", True))))
    pab: dict[str, tuple[tuple, ...]] = {}
    if raw.get("player_abilities"):
        pw = top.at("player_abilities", raw)
        pa = raw["player_abilities"]
        if not isinstance(pa, dict):
            raise pw.error(f"got {pa!r}", expected="a mapping player -> list of abilities")
        for p, lst in pa.items():
            if str(p) not in {x.id for x in scenario.players}:
                raise pw.at(p, pa).error(f"unknown player {p!r}", expected="a player id")
            lst = _expect_list(lst, pw.at(p, pa), "abilities")
            pab[str(p)] = tuple(parse_ability_term(a, pw.at(p, pa).at(j, lst)) for j, a in enumerate(lst))
    asks: list[Ask] = []
    if raw.get("asks"):
        aw = top.at("asks", raw)
        lst = _expect_list(raw["asks"], aw, "115.9 questions")
        for j, a in enumerate(lst):
            w = aw.at(j, lst)
            if not isinstance(a, dict) or len(a) != 1 or next(iter(a)) not in _ASK_KINDS:
                raise w.error(f"got {a!r}", expected="{targets: F} (115.9b), {targets_only: F} (115.9c) "
                                                     "or {number_of_targets: N} (115.9a)")
            (k, v), = a.items()
            if k == "number_of_targets":
                if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                    raise w.at(k, a).error(f"got {v!r}", expected="a non-negative integer")
                asks.append(Ask(f"ask{j + 1}", k, None, v, f"with {v} target(s)"))
            else:
                asks.append(Ask(f"ask{j + 1}", k, parse_target_filter(v, w.at(k, a)), None,
                                f"{k.replace('_', ' ')} {_raw_text(v)}"))
    return TargetQuestion(item_id, proposal, divide, change, tuple(musts), pab, tuple(asks))
