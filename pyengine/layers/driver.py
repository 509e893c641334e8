"""The layer system (CR 613) driven from Python, decided by asp_rules/{filters,layers,dependency}.lp.

evaluate(scenario) -> {object id: Characteristics}
run_layers(scenario) -> LayerResult with characteristics plus a per-layer trace: every
application in order, what it applied to, why it came at that point (timestamp, CDA first,
waited for X, dependency loop), and the 613.8 dependencies found at each step.

The driver only advances the step counter; every decision is made by the ASP program. Each
evaluation uses one clingo Control, grounded incrementally step by step (multi-shot); the
program text is parsed once per process."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import clingo

from pyengine.cards.abilities import key_of_parsed, text_of
from pyengine.layers.asp import Const, LayerControl, parse_term, render, symbols_text
from pyengine.layers.bounds import check_pt_range
from pyengine.layers.characteristics import Characteristics
from pyengine.errors import ScenarioError
from pyengine.layers.facts import EffectInfo, Encoder
from pyengine.model import LAYER_INDEX, LAYER_RULE, LAYERS, Scenario
from pyengine.model import EffectDef, Op

N_LAYERS = len(LAYERS)

_STR = r'"(?:[^"\\]|\\.)*"'
_CHAR = re.compile(r'char\((' + _STR + r'),(\w+),(.*)\)$')
_TWORD = re.compile(r'tword\((' + _STR + r'),(' + _STR + r'|\w+),(' + _STR + r'|\w+)\)$')
_CVAL = re.compile(r'cval\((' + _STR + r'),(\w+),(.*)\)$')
_TVAL = re.compile(r'tval\((' + _STR + r'),(\w+),(.*)\)$')
_LIE = re.compile(r'\w+\((\d+),(\d+),(.*)\)$')
_AFFECTED = re.compile(r'affected\((\d+),(\d+),(.*),(' + _STR + r')\)$')
_BAFF = re.compile(r'baff\((\d+),(.*),(' + _STR + r')\)$')
_BLOCKED = re.compile(r'blocked\((\d+),(.*)\)$')
_SIMPLE = re.compile(r'-?\d+$|[a-z_]\w*$')


def _unquote(text: str) -> str:
    return text[1:-1].replace('\\"', '"').replace("\\n", "\n").replace("\\\\", "\\")


def _value(text: str):
    """A value term as printed by clingo: string, number, constant, or a function term."""
    if text[0] == '"':
        return _unquote(text)
    if _SIMPLE.match(text):
        return int(text) if text[0] in "-0123456789" else Const(text)
    return parse_term(text)


@dataclass
class Dependency:
    effect: str          # the dependent effect
    on: str              # the effect it depends on
    reason: str          # existence | applies_to | what_it_does
    object: str          # the object through which

    def to_json(self) -> dict:
        return {"effect": self.effect, "depends_on": self.on, "reason": self.reason, "object": self.object}


@dataclass
class Application:
    layer: str
    position: int
    effect: str
    affected: list[str]
    reason: str                       # human-readable why-now, citing the rule
    rule: str
    waited_for: list[str] = field(default_factory=list)
    in_loop: bool = False
    dependencies: list[Dependency] = field(default_factory=list)   # at this step, among pending
    pending: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        d = {"position": self.position, "effect": self.effect, "affected": self.affected,
             "reason": self.reason, "rule": self.rule}
        if self.waited_for:
            d["waited_for"] = self.waited_for
        if self.in_loop:
            d["dependency_loop"] = True
        if self.dependencies:
            d["dependencies"] = [x.to_json() for x in self.dependencies]
        return d


@dataclass
class LayerResult:
    characteristics: dict[str, Characteristics]
    applications: list[Application]
    effects: list[EffectInfo]
    dropped: list[tuple[str, str]]    # (layer, effect) effects that never applied (no longer exist)
    locked: dict[str, list[str]] = field(default_factory=dict)   # 611.2c sets locked from filters
    loops: dict[str, list[list[str]]] = field(default_factory=dict)  # layer -> dependency loops (613.8b)
    # 707.2: the copiable values (class -> values, as layers.lp's cval/3) of the objects the
    # scenario asked for (extra "copiable_of"): their values after layers 1a and 1b
    copiable: dict[str, dict[str, list]] = field(default_factory=dict)
    # 612.5, 701.10h: the rules text (abilities and changeable words after layer 3, as layers.lp's
    # tval/3) of the objects the scenario asked for (extra "text_of")
    text_box: dict[str, dict[str, list]] = field(default_factory=dict)

    def layer(self, name: str) -> list[Application]:
        return [a for a in self.applications if a.layer == name]

    def order(self, name: str) -> list[str]:
        return [a.effect for a in self.layer(name)]

    def dependencies(self, name: str | None = None) -> list[Dependency]:
        seen, out = set(), []
        for a in self.applications:
            if name is not None and a.layer != name:
                continue
            for d in a.dependencies:
                k = (a.layer, d.effect, d.on, d.reason, d.object)
                if k not in seen:
                    seen.add(k)
                    out.append(d)
        return out

    def to_json(self) -> dict:
        eff = {e.key: {"timestamp": e.timestamp, "kind": e.kind, "source": e.source, "text": e.text,
                       "layers": e.layers, "cda": e.cda} for e in self.effects}
        layers = []
        for name in LAYERS:
            apps = self.layer(name)
            if apps:
                layers.append({"layer": name, "rule": LAYER_RULE[name],
                               "applications": [a.to_json() for a in apps]})
        for k, objs in self.locked.items():
            if k in eff:
                eff[k]["locked_set"] = objs
        return {"objects": [self.characteristics[k].to_json() for k in sorted(self.characteristics)],
                "effects": {k: eff[k] for k in sorted(eff)},
                "layers": layers}


class _Run:
    batch = True      # compute layers with no possible dependency in one call (see batch/1)

    def __init__(self, scenario: Scenario):
        self.scenario = scenario
        check_pt_range(scenario)          # sums in layers.lp stay in clingo's range, or an error
        self.enc = Encoder(scenario)
        try:
            facts = self.enc.encode() + ("" if self.batch else "nobatch.\n")
        except ScenarioError as e:             # a filter word with no meaning in the layer system
            raise e.with_file(scenario.file)
        self.lc = LayerControl(facts, frozenset(self.enc.leaf_kinds), frozenset(self.enc.op_kinds))
        self.ctl = self.lc.ctl

    def _fact(self, name: str, *args) -> bool:
        a = self.ctl.symbolic_atoms[clingo.Function(name, list(args))]
        if a is None:
            return False
        if not a.is_fact:
            raise RuntimeError(f"internal: {name}{args} is not decided by grounding")
        return True

    def shown(self) -> dict[str, list[str]]:
        """The shown atoms as text, grouped by predicate name. Every shown atom must be a fact
        after grounding (the grounder decides everything; no search), so the answer set is
        unique: nothing may depend on which answer set a solver finds first."""
        sh = self.lc.shown
        if sh.undecided:
            raise RuntimeError(f"internal: {sh.undecided[0]} is not decided by grounding")
        out: dict[str, list[str]] = {}
        for s in symbols_text(sh.facts):
            out.setdefault(s[:s.index("(")], []).append(s)
        return out

    def run(self) -> None:
        N = clingo.Number
        F = clingo.Function
        self.steps: dict[int, int] = {}
        # the layers with effects, known from the encoding: leading layers without effects
        # share the base call (checked against haspart/1 once base is grounded)
        planned = {LAYER_INDEX[name] for e in self.enc.effects for name in e.layers}
        self.tail: list = [("base", [])]   # parts grounded together with the next call
        k = 1
        finished = False
        for l in range(1, N_LAYERS + 1):
            L = N(l)
            enter = ("enter", [L, N(k)])
            pss = ("pass", [L, N(k)])
            if l in planned and self.tail and self.tail[0][0] == "base":
                self.lc.ground(self.tail)
                self.tail = []
            if l not in planned:
                self.steps[l] = k = 1
                if l == 5 and not any(x < 5 for x in planned):
                    # 305.6 and 205.3d apply even when no effect changed a type; from the
                    # values the objects start with (enter0), in the same call as base
                    self.tail += [pss, ("skip", [L]), ("enter0", [])]
                    self.leave(l, k)
                elif l == 5:
                    self.call([pss, ("skip", [L]), enter, ("enterstep", [L, N(k)])])
                    self.leave(l, k)
                else:
                    self.tail += [pss, ("skip", [L])]
                continue
            if self._fact("condlayer", L):
                # conditions of the layer's effects, read at its entry (611.3a; layers.lp cond(l)),
                # in a call of their own so that the steps read them as facts
                self.call([pss, enter, ("cond", [L]), ("filt", [L, N(-1)])])
                self._refuse_conditions(l)
                pss = enter = None
            fam = self.atom_arg("family", L)
            ops = [f"ops{fam}"]
            if self._fact("numbers", L):
                ops.append("opsx" if self._fact("fullx", L) else "opsn")
            if self.batch and self._fact("batchable", L):
                end = self.atom_arg("batchend", L)
                # the last layer with an effect, in 7a-7d: the characteristics come from the
                # same call (finalb) and the layers after it need no call at all
                last = l >= 8 and not any(x > l for x in planned)
                self.call([x for x in (pss, enter) if x] + [("batch", [L]), (end, [L]), ("filt", [L, N(0)]),
                           ("opsbase", [L, N(0), F("batch")])] + [(o, [L, N(0), F("batch")]) for o in ops]
                          + ([("finalb", [L])] if last else []))
                k = self.atom_arg("done", L)
                self.steps[l] = k
                if last:
                    finished = True
                    break
                self.tail.append(("bclose", [L, N(k)]))
                self.leave(l, k)
                continue
            trials = self._fact("trials", L)
            last_trial = 0      # the last step of this layer at which trials ran (613.8c)
            i = 1
            while True:
                I = N(i)
                parts = [("step", [L, I]), ("filt", [L, I])]
                if i == 1:
                    parts += [x for x in (pss, enter) if x] + [("enterstep", [L, N(k)])]
                self.call(parts)
                if self._fact("done", L, I):
                    break
                run = self.quiet_run(l, i)     # the first effects in order are quiet (613.8b)
                if run:
                    parts = []
                    for j, e in enumerate(run):
                        J = N(i + j)
                        if j:
                            parts += [("adopt", [L, N(i + j - 1)]), ("runstep", [L, I, J, e])]
                        parts += [("apply", [L, J, e]), ("opsbase", [L, J, F("real")]), ("trans", [L, J])] \
                            + [(o, [L, J, F("real")]) for o in ops]
                    self.call(parts)
                    self.tail.append(("adopt", [L, N(i + len(run) - 1)]))
                    i += len(run)
                    continue
                order = [("order", [L, I])]
                if trials and self._fact("multi", L, I):      # 613.8a trials may matter
                    order += [("trials", [L, I, N(last_trial)]), ("cfilt", [L, I]), ("opsbase", [L, I, F("trial")])] + \
                        [(o, [L, I, F("trial")]) for o in ops]
                    last_trial = i
                self.call(order)
                e = self.applied(l, i)
                self.call([("apply", [L, I, e]), ("opsbase", [L, I, F("real")]), ("trans", [L, I])]
                          + [(o, [L, I, F("real")]) for o in ops])
                self.tail.append(("adopt", [L, I]))     # the new state, read from the next call on
                i += 1
            self.steps[l] = k = i
            self.leave(l, k)
        if not finished:
            self.call([("final", [N(k)])])
        for l in range(1, N_LAYERS + 1):
            if self._fact("haspart", N(l)) != (l in planned):
                raise RuntimeError(f"internal: layer {LAYERS[l - 1]} planned {'with' if l in planned else 'without'} effects")

    def _refuse_conditions(self, l: int) -> None:
        """An effect whose condition reads what an effect of its layer or a later one may change
        (613.8a dependency through existence; layers.lp condrefused/2) is not modelled: an
        error naming it, never a guessed answer."""
        for a in self.ctl.symbolic_atoms.by_signature("condrefused", 2):
            s = a.symbol
            if s.arguments[0].number == l:
                info = self.enc.by_term.get(str(s.arguments[1]))
                what = f"{info.key} ({info.text})" if info else str(s.arguments[1])
                raise ScenarioError(
                    f"{self.scenario.file}: the condition of {what} reads characteristics that another "
                    f"continuous effect of layer {LAYERS[l - 1]} or a later layer may change; the "
                    "engine does not model that dependency (611.3a, 613.8a)",
                    expected="a board where no other effect changes what the condition reads")

    # Parts that may share a ground call with the next one. Every call must be free of cycles
    # through negation (the grounder then decides every atom). gringo finds cycles by matching
    # atoms, and a part's parameters match anything, so: the end-of-layer corrections (leave2
    # builds lv(L) from "not exitdrop", which reads the layer's states) cannot share a call with
    # a part that builds states from earlier ones (enter, batch, step); bclose(L) cannot share
    # one with the next batch(L'), which derives bend/4 from states as well.
    _NO_MERGE = {"leave2": {"enter", "batch", "step"}, "bclose": {"batch"}}

    def call(self, parts: list) -> None:
        if self.tail:
            names = {p[0] for p in parts}
            if any(names & self._NO_MERGE.get(t[0], set()) for t in self.tail):
                self.lc.ground(self.tail)
            else:
                parts = self.tail + parts
            self.tail = []
        self.lc.ground(parts)

    def leave(self, l: int, k: int) -> None:
        """End of layers 4 and 6 (indices 5, 7): 305.6, 205.3d, "can't have" (grounded with the
        next call that allows it)."""
        if l in (5, 7):
            N = clingo.Number
            self.tail += [("leave1", [N(l), N(k)]), ("leave2", [N(l), N(k)])]

    def atom_arg(self, name: str, arg: clingo.Symbol):
        """The second argument (a number, or a constant's name) of the fact name(arg, X)."""
        for a in self.ctl.symbolic_atoms.by_signature(name, 2):
            if a.symbol.arguments[0] == arg:
                x = a.symbol.arguments[1]
                return x.number if x.type == clingo.SymbolType.Number else x.name
        raise RuntimeError(f"internal: no {name} for {arg}")

    def quiet_run(self, l: int, i: int) -> list[clingo.Symbol]:
        """The quiet effects that apply one after another from step (l, i), in order
        (quietrun/4; empty when the first effect in order is not quiet)."""
        run = []
        for a in self.ctl.symbolic_atoms.by_signature("quietrun", 4):
            s = a.symbol
            if s.arguments[0].number == l and s.arguments[1].number == i:
                if not a.is_fact:
                    raise RuntimeError("internal: a quiet run is not a fact")
                run.append((s.arguments[3], s.arguments[2]))
        return [e for _, e in sorted(run)]

    def applied(self, l: int, i: int) -> clingo.Symbol:
        for a in self.ctl.symbolic_atoms.by_signature("applied", 3):
            s = a.symbol
            if s.arguments[0].number == l and s.arguments[1].number == i:
                if not a.is_fact:
                    raise RuntimeError("internal: the choice of the next effect is not a fact")
                return s.arguments[2]
        raise RuntimeError(f"internal: layer {l} step {i} chose no effect and is not done")


def lock_resolved_sets(scenario: Scenario) -> tuple[Scenario, dict[str, list[str]]]:
    """611.2c: a continuous effect from a resolved spell or ability that modifies characteristics
    or control affects the set of objects determined when it began. An effect given in the
    scenario by a filter (no `objects:` list) is locked here: its filter is evaluated on the game
    as it was at its timestamp (objects and effects with earlier timestamps)."""
    from dataclasses import replace as dc_replace
    todo = sorted((e for e in scenario.effects if e.objects is None and e.effect.affects is not None),
                  key=lambda e: e.timestamp)
    if not todo:
        return scenario, {}
    locked: dict[str, list[str]] = {}
    effects = list(scenario.effects)
    for se in todo:
        # the game as it was: objects already there, with the counters they had then (613.7c)
        before_objs = [dc_replace(o, counters=[c for c in o.counters
                                               if (c.timestamp if c.timestamp is not None else o.timestamp) < se.timestamp])
                       for o in scenario.objects if o.timestamp < se.timestamp]
        before_effs = [e for e in effects if e.timestamp < se.timestamp and (e.objects is not None or e.effect.affects is None)]
        probe = dc_replace(se, id="__probe__", effect=EffectDef((Op("probe", (), "7d"),), se.effect.affects,
                                                              False, "611.2c probe"), objects=None)
        sub = Scenario(players=scenario.players, active_player=scenario.active_player,
                       objects=before_objs, effects=before_effs + [probe], turn=scenario.turn,
                       step=scenario.step, file=scenario.file)
        res = _run_layers(sub)
        objs = sorted({o for a in res.applications if a.effect == "__probe__" for o in a.affected})
        locked[se.id] = objs
        effects = [dc_replace(e, objects=tuple(objs)) if e.id == se.id else e for e in effects]
    return dc_replace(scenario, effects=effects), locked


def run_layers(scenario: Scenario) -> LayerResult:
    scenario, locked = lock_resolved_sets(scenario)
    res = _run_layers(scenario)
    res.locked = locked
    return res


def _run_layers(scenario: Scenario) -> LayerResult:
    r = _Run(scenario)
    r.run()
    enc = r.enc
    key = lambda e: enc.by_term[render(e)].key  # noqa: E731
    tkey = lambda text: enc.by_term[text].key  # noqa: E731  (effect term as clingo prints it)
    # characteristics
    vals: dict[str, dict[str, list]] = {o.id: {} for o in scenario.objects}
    shown = r.shown()
    for o, c, v in (_CHAR.match(t).groups() for t in shown.get("char", ())):
        vals[_unquote(o)].setdefault(c, []).append(_value(v))
    copiable: dict[str, dict[str, list]] = {}
    for o, c, v in (_CVAL.match(t).groups() for t in shown.get("cval", ())):
        copiable.setdefault(_unquote(o), {}).setdefault(c, []).append(_value(v))
    # 612.5, 701.10h: the rules text of the objects asked for (extra "text_of"): class -> values
    # after layer 3 (word values as tw(W,W2) terms)
    text_box: dict[str, dict[str, list]] = {}
    for o, c, v in (_TVAL.match(t).groups() for t in shown.get("tval", ())):
        text_box.setdefault(_unquote(o), {}).setdefault(c, []).append(_value(v))
    objs = {o.id: o for o in scenario.objects}
    # 612.2: each object's changed words (layer 3), read by every feature through
    # pyengine/cards/text_change.py
    twords: dict[str, list[tuple[str, str]]] = {}
    for o, w, w2 in (_TWORD.match(t).groups() for t in shown.get("tword", ())):
        uq = lambda x: _unquote(x) if x.startswith('"') else x  # noqa: E731
        twords.setdefault(_unquote(o), []).append((uq(w), uq(w2)))
    chars = {}
    for oid, d in vals.items():
        o = objs[oid]
        ab_keys = {key_of_parsed(a) for a in d.get("ability", [])}
        ab_pairs = sorted(((text_of(k, enc.ability_texts), k) for k in ab_keys), key=lambda x: (x[0], repr(x[1])))
        subs = d.get("subtype", [])
        every = any(isinstance(x, Const) and x == "all_creature_types" for x in subs)
        subtypes = sorted(x for x in subs if not isinstance(x, Const))
        types = sorted(str(x) for x in d.get("type", []))
        p = d.get("power", [None])[0]
        t = d.get("toughness", [None])[0]
        is_creature = "creature" in types
        printed = o.card.power is not None and o.zone != "battlefield" and d.get("name")
        if not is_creature and not printed:
            p = t = None
        colors = {str(x) for x in d.get("color", [])}
        # 612.7: the name value all_nlc_names (all names of nonlegendary creature cards)
        names = [x for x in d.get("name", []) if not (isinstance(x, Const) and x == "all_nlc_names")]
        chars[oid] = Characteristics(
            id=oid, name=names[0] if names else None, zone=o.zone, owner=o.owner,
            controller=d["controller"][0] if d.get("controller") else o.controller,
            mana_value=d["mv"][0] if d.get("mv") else 0,
            types=tuple(types), subtypes=tuple(subtypes),
            supertypes=tuple(sorted(str(x) for x in d.get("supertype", []))),
            colors=tuple(c for c in ("white", "blue", "black", "red", "green") if c in colors),
            abilities=tuple(t for t, _ in ab_pairs),
            ability_terms=tuple(k for _, k in ab_pairs),
            power=(p if p is not None else (0 if is_creature else None)),
            toughness=(t if t is not None else (0 if is_creature else None)),
            every_creature_type=every,
            every_nonlegendary_creature_name=len(names) < len(d.get("name", [])), commander=o.commander, ring_bearer=o.ring_bearer,
            text_changes=tuple(sorted(twords.get(oid, ()))))
    # trace
    applied = sorted(((int(l), int(i), e) for l, i, e in (_LIE.match(t).groups() for t in shown.get("applied", ()))), key=lambda x: (x[0], x[1]))
    affected: dict[tuple, list[str]] = {}
    for l, i, e, o in (_AFFECTED.match(t).groups() for t in shown.get("affected", ())):
        affected.setdefault((int(l), int(i)), []).append(_unquote(o))
    # a batch layer's trace, E at its position in applied/3: baff(L,E,O) E applied to O;
    # blocked(L,E) E applied to its whole locked set (611.2c), listed from the input
    pos = {(l, e): i for l, i, e in applied}
    for l, e, o in (_BAFF.match(t).groups() for t in shown.get("baff", ())):
        affected.setdefault((int(l), pos[int(l), e]), []).append(_unquote(o))
    for l, e in (_BLOCKED.match(t).groups() for t in shown.get("blocked", ())):
        affected.setdefault((int(l), pos[int(l), e]), []).extend(enc.locked[e])
    deps: dict[tuple, list[Dependency]] = {}
    for _, l, i, a, b, why, o in (parse_term(t) for t in shown.get("dep", ())):
        deps.setdefault((l, i), []).append(Dependency(key(a), key(b), str(why), o))
    pending: dict[tuple, list[str]] = {}
    for l, i, e in (_LIE.match(t).groups() for t in shown.get("pending", ())):
        pending.setdefault((int(l), int(i)), []).append(tkey(e))
    # steps whose first effect in order could interact with no other effect of its layer: it
    # applied without a 613.8a trial, so no dependencies were evaluated at that step
    quiet = {(int(l), int(i)) for l, i, _ in (_LIE.match(t).groups() for t in shown.get("quietnext", ()))}
    rank_of = {ei.key: ei.rank for ei in enc.effects}
    started_layer = {}
    apps: list[Application] = []
    # loops: strongly connected components of each step's dependency graph (613.8b)
    loop_of: dict[tuple, set] = {}          # (layer, effect) -> its loop mates (any step)
    loop_sets: dict[str, set] = {}
    if any(deps.values()):
        import networkx as nx               # (a second of start-up: only when there are dependencies)
    for (l, i), ds in deps.items():
        if not ds:
            continue
        g = nx.DiGraph((d.effect, d.on) for d in ds)
        for comp in nx.strongly_connected_components(g):
            if len(comp) > 1:
                loop_sets.setdefault(LAYERS[l - 1], set()).add(tuple(sorted(comp)))
                for x in comp:
                    loop_of.setdefault((l, x), set()).update(comp - {x})
    for (l, i, e) in applied:
        k = tkey(e)
        info = enc.by_term[e]
        lname = LAYERS[l - 1]
        dl = sorted(deps.get((l, i), []), key=lambda d: (d.effect, d.on, d.reason, d.object))
        mates = loop_of.get((l, k), set())
        # what it waited for: effects outside its loop it depended on at an earlier step
        w = sorted({d.on for (ll, ii), ds in deps.items() if ll == l and ii < i for d in ds
                    if d.effect == k and d.on not in mates})
        in_loop = bool(mates)
        pend = sorted(pending.get((l, i), []), key=lambda x: rank_of[x])
        earlier = [x for x in pend if rank_of[x] < info.rank]
        if info.cda and 3 <= l <= 7:
            reason, rule = "characteristic-defining ability applies first (613.3)", "613.3"
        elif w:
            reason = f"waited for {', '.join(w)} (613.8b)"
            rule = "613.8b"
        elif in_loop:
            reason = (f"in a dependency loop with {', '.join(sorted(mates))}; the loop applies in "
                      "timestamp order (613.8b)")
            rule = "613.8b"
        elif earlier:
            reason = (f"goes before {', '.join(earlier)}: they have earlier timestamps but wait for "
                      "effects they depend on (613.8b)")
            rule = "613.8b"
        else:
            reason = f"timestamp order (613.7): timestamp {info.timestamp:g}"
            rule = "613.7"
        if (l, i) in quiet:
            reason += ("; no other effect of this layer can depend on it or it on them, so no "
                       "dependency trial was needed (613.8a)")
        if k in started_layer and started_layer[k] != lname:
            reason += f"; same objects as in layer {started_layer[k]} (613.6)"
        started_layer.setdefault(k, lname)
        apps.append(Application(layer=lname, position=i, effect=k,
                                affected=sorted(affected.get((l, i), [])), reason=reason, rule=rule,
                                waited_for=w, in_loop=in_loop, dependencies=dl, pending=pend))
    applied_keys = {(a.layer, a.effect) for a in apps}
    dropped = []
    for ei in enc.effects:
        if ei.kind == "granted" and ei.grant not in chars[ei.source].ability_terms:
            continue            # a granted ability's effect, on an object that doesn't have it
        for lname in ei.layers:
            if (lname, ei.key) not in applied_keys:
                dropped.append((lname, ei.key))
    return LayerResult(chars, apps, enc.effects, sorted(dropped),
                       loops={k: sorted(list(x) for x in v) for k, v in loop_sets.items()}, copiable=copiable,
                       text_box=text_box)


def evaluate(scenario: Scenario) -> dict[str, Characteristics]:
    """The characteristics of every object after all continuous effects (CR 613)."""
    return run_layers(scenario).characteristics
