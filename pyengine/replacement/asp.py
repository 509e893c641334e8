"""Driver of asp_rules/replacement.lp: encodes a scenario's objects and replacement effects once,
then answers "what may be applied next" for batches of choice-tree nodes (one multi-shot
grounding step per level of the tree, one clingo.Control per scenario)."""
from __future__ import annotations

import json
from dataclasses import dataclass, field

import clingo

from asp_rules import program_text

from pyengine.events import Event
from pyengine.filters.encode import FilterEncoder, object_facts
from pyengine.filters.program import filt_rules, filter_program, node_rules
from pyengine.filters.terms import T, sym
from pyengine.filters.words import in_context
from pyengine.errors import ScenarioError
from pyengine.layers.characteristics import Characteristics
from pyengine.replacement.effects import ReplacementEffect

S = clingo.String
F = clingo.Function
N = clingo.Number


def _c(name: str) -> clingo.Symbol:
    """A constant for a validated vocabulary word (kinds, zones, types, colors)."""
    return F(str(name).replace("-", "_").replace(" ", "_").lower())


@dataclass
class NodeAnswer:
    """What replacement.lp says about one node, by handled event index."""
    cur: list[int] = field(default_factory=list)
    chooser: dict[int, str] = field(default_factory=dict)
    void: set[int] = field(default_factory=set)
    options: dict[int, list[str]] = field(default_factory=dict)
    violations: dict[int, dict[str, list[str]]] = field(default_factory=dict)
    choosable: dict[int, list[str]] = field(default_factory=dict)
    best: dict[int, str] = field(default_factory=dict)
    cant: dict[int, list[str]] = field(default_factory=dict)
    unpreventable: set[int] = field(default_factory=set)
    revealable: dict[int, list[str]] = field(default_factory=dict)


def char_facts(oid: str, ch: Characteristics, *, token: bool, face_down: bool,
               attached: str | None, node: int | None = None) -> list[str]:
    """The object's facts as asp_rules/filters.lp reads them (pyengine/filters/encode.py): as it
    is now, or (node = content X) as it would exist on the battlefield (614.12), as the object
    new(X,O) with hypo(X,O) and viewof(new(X,O),O)."""
    pt = ch.power is not None or ch.toughness is not None
    if node is None:
        return [f"{t}." for t in object_facts(oid, ch, token=token, face_down=face_down,
                                                attached_to=attached, printed_pt=pt)]
    O = sym(oid)
    V = T(f"new({node},{O})")
    return [f"hypo({node},{O}).", f"viewof({V},{O})."] + [
        f"{t}." for t in object_facts(oid, ch, token=token, face_down=face_down, attached_to=attached,
                                      printed_pt=pt, term=V)]


def effect_facts(e: ReplacementEffect, enc: FilterEncoder, local: bool = False) -> list[str]:
    """The effect's facts, with its filters (asp_rules/filters.lp; they belong to the effect:
    "you" is its controller, "this object" its source)."""
    i = S(e.id)
    out = [f"effect({i}).", f"eff_ctrl({i},{S(e.controller)})."]
    filters: list = []
    enc.items = filters

    def root(f) -> T:
        try:
            return enc.filter(f, T(str(i)))
        except ScenarioError as err:       # a word with no meaning here (pyengine/filters/words.py)
            raise in_context(err, f"replacement effect {e.id}") from None
    if local:
        out.append(f"local({i}).")
    if e.source is not None:
        out.append(f"eff_src({i},{S(e.source)}).")
    out += [f"watches({i},{_c(k)})." for k in e.watches]
    if e.affected_object is not None:
        out.append(f"wants_obj({i},{root(e.affected_object)}).")
    if e.affected_player is not None:
        w = e.affected_player
        out.append(f"wants_player({i},{F(w) if w in ('you', 'opponent', 'any') else F('is', [S(w)])}).")
    if e.source_filter is not None:
        out.append(f"wants_src({i},{root(e.source_filter)}).")
    for a, v in e.attrs:
        val = F("true" if v else "false") if isinstance(v, bool) else (
            _c(v) if a in ("to_zone", "from_zone") else S(str(v)))
        out.append(f"wants_attr({i},{a},{val}).")
    if e.self_replacement:
        out.append(f"self_replacement({i}).")
    if e.reveal is not None:              # "you may reveal a ... card from your hand" (revealable/2)
        out.append(f"wants_reveal({i},{root(e.reveal)}).")
    for c in e.unless:                    # 614.1d: "unless ..." (replacement.lp, unless/2)
        if c.kind == "count":
            try:
                f = enc.filter(c.filter, T(str(i)), True)
            except ScenarioError as err:
                raise in_context(err, f"replacement effect {e.id}") from None
            out.append(f"wants_unless({i},cnt({f},{c.cmp},{c.n})).")
        elif c.kind == "life":
            out.append(f"wants_unless({i},life({c.cmp},{c.n},{c.player})).")
        elif c.kind == "opponents":
            out.append(f"wants_unless({i},opps({c.cmp},{c.n})).")
    name, arg = e.action
    act = {
        "multiply": lambda: F("multiply", [N(arg)]), "add": lambda: F("add", [N(arg)]),
        "set_amount": lambda: F("set_amount", [N(arg)]),
        "prevent": lambda: F("prevent", [F("all") if arg == "all" else N(arg)]),
        "shield": lambda: F("shield", [N(arg)]), "to_zone": lambda: F("to_zone", [_c(arg)]),
        "replace_with": lambda: F("replace_with"), "top_of_library": lambda: F("replace_with"),
        "skip": lambda: F("skip"),
        "enter_tapped": lambda: F("enter_tapped"), "enter_with_counters": lambda: F("enter_with_counters"),
        "enter_under_control": lambda: F("enter_control", [S(arg)]),
        "enter_as_copy": lambda: F("enter_copy", [S(arg)]), "enter_back_face_up": lambda: F("enter_back"),
        "enter_choice": lambda: F("enter_choice", [S(arg)]), "redirect_to": lambda: F("redirect", [S(arg)]),
        "regenerate": lambda: F("regenerate"), "cant": lambda: F("cant"),
        "cant_be_prevented": lambda: F("cant_be_prevented"),
    }[name]()
    out.append(f"acts({i},{act}).")
    return out + [f"{t}." for t in filters]


_EV_FIELDS = ("player", "obj", "source", "target", "counter_kind", "what")


def content_facts(x: int, ev: Event) -> list[str]:
    """The event as replacement effects see it (its amount only as 'positive', 614.7)."""
    pre = f"ev({x},"
    out = [f"{pre}kind,{_c(ev.kind)})."]
    if ev.amount > 0:
        out.append(f"{pre}amount,positive).")
    for k in _EV_FIELDS:
        v = getattr(ev, k)
        if v is not None:
            out.append(f"{pre}{k},{S(str(v))}).")
    for k in ("from_zone", "to_zone"):
        v = getattr(ev, k)
        if v is None and ev.kind == "discard":       # 701.8a: from the hand to the graveyard
            v = "hand" if k == "from_zone" else "graveyard"
        if v is not None:
            out.append(f"{pre}{k},{_c(v)}).")
    out.append(f"{pre}combat,{'true' if ev.combat else 'false'}).")
    if ev.unpreventable:
        out.append(f"{pre}unpreventable,true).")
    for k, n in ev.with_counters:            # 122.6: entering with counters is putting counters
        if n > 0:
            out.append(f"{pre}counter_kind,{S(str(k))}).")
    return out


@dataclass
class ContentAnswer:
    chooser: str | None = None
    void: bool = False
    cant: list[str] = field(default_factory=list)
    unpreventable: bool = False
    revealable: list[str] = field(default_factory=list)   # effects whose reveal its chooser can make


def _parse(text: str) -> tuple[str, list]:
    """Split a shown atom's text `name(a1,...,an)` whose arguments are integers or strings
    (clingo escapes \\, \" and \n in strings, as JSON does)."""
    k = text.index("(")
    name, body = text[:k], text[k + 1:-1]
    if '"' not in body:
        return name, [int(x) for x in body.split(",")]
    return name, json.loads("[" + body + "]", strict=False)


class ReplacementSolver:
    """One clingo.Control for a scenario: base facts once, one grounding step per batch."""

    def __init__(self, players: list[str], base_facts: list[str], effects: list[ReplacementEffect]):
        self.ctl = clingo.Control(["--warn=none"])
        self.ctl.add("base", [], program_text("replacement.lp"))
        self.enc = FilterEncoder([], "replacement")
        facts = list(base_facts)
        for k, p in enumerate(players):
            facts += [f"player({S(p)}).", f"apnap({S(p)},{k})."]
        for e in effects:
            facts += effect_facts(e, self.enc)
        self._vocab = set(self.enc.vocabulary())
        facts += [f"{t}." for t in sorted(self._vocab)]
        self.known = {e.id for e in effects}
        # asp_rules/filters.lp, without the rules of leaf kinds no effect uses yet (ask() adds
        # them when an entering permanent's ability brings one, 614.12)
        self._kinds = frozenset(self.enc.leaf_kinds) | {"@viewof"}
        self.ctl.add("base", [], filter_program(self._kinds, whole_base=True))
        self.ctl.add("base", [], node_rules())
        self._nodes = self.enc.nodes          # filter nodes made so far (f(1..n))
        self.ctl.add("base", [], "\n".join(facts))
        self.ctl.ground([("base", [])])
        self.level = 0
        self.solves = 0
        self._on: list[clingo.Symbol] = []

    def ask(self, contents: list[tuple[int, list[str]]], nodes: list[tuple[int, list[str]]],
            new_effects: list[ReplacementEffect]) -> tuple[dict[int, ContentAnswer], dict[int, NodeAnswer]]:
        """One grounding step: new contents and nodes (id, facts); new_effects are local effects
        (abilities of entering permanents) not yet declared."""
        self.level += 1
        lv = self.level
        lines = []
        for e in new_effects:
            if e.id not in self.known:
                self.known.add(e.id)
                lines += effect_facts(e, self.enc, local=True)
        kinds = frozenset(self.enc.leaf_kinds) | self._kinds
        if kinds != self._kinds:
            self.ctl.add("base", [], filt_rules(kinds, self._kinds))
            self._kinds = kinds
        new_nodes = range(self._nodes + 1, self.enc.nodes + 1)
        self._nodes = self.enc.nodes
        lines += [f"fnew({lv},f({n}))." for n in new_nodes]
        vocab = set(self.enc.vocabulary()) - self._vocab
        self._vocab |= vocab
        lines += [f"{t}." for t in sorted(vocab)]
        cans: dict[int, ContentAnswer] = {}
        for x, facts in contents:
            lines.append(f"lcontent({lv},{x}).")
            lines += facts
            cans[x] = ContentAnswer()
        answers: dict[int, NodeAnswer] = {}
        for nid, facts in nodes:
            lines.append(f"lnode({lv},{nid}).")
            lines += facts
            answers[nid] = NodeAnswer()
        part = f"lv{lv}"
        self.ctl.add(part, [], "\n".join(lines))
        parts = [(part, [])] + ([("fnodes", [N(lv)])] if new_nodes else [])
        if contents:
            parts.append(("content", [N(lv)]))
            if self.enc.nodes:           # some effect has a filter (asp_rules/filters.lp)
                parts += [("rfilt", [N(lv)]), ("filt", [N(lv), N(0)])]
        if nodes:
            parts.append(("node", [N(lv)]))
        self.ctl.ground(parts)
        for ext in self._on:
            self.ctl.release_external(ext)
        self._on = []
        if contents:
            self._on.append(F("cactive", [N(lv)]))
        if nodes:
            self._on.append(F("nactive", [N(lv)]))
        for ext in self._on:
            self.ctl.assign_external(ext, True)
        self.solves += 1

        def on_model(m: clingo.Model) -> None:
            # one C call per symbol (str) instead of several (.name/.arguments/...): see _parse
            for atom in m.symbols(shown=True):
                name, a = _parse(str(atom))
                if name == "choosable":
                    answers[a[0]].choosable.setdefault(a[1], []).append(a[2])
                elif name == "cur":
                    answers[a[0]].cur.append(a[1])
                elif name == "chooser":
                    cans[a[0]].chooser = a[1]
                elif name == "void":
                    cans[a[0]].void = True
                elif name == "cant":
                    cans[a[0]].cant.append(a[1])
                elif name == "unpreventable":
                    cans[a[0]].unpreventable = True
                elif name == "revealable":
                    cans[a[0]].revealable.append(a[1])
                elif name == "option":
                    answers[a[0]].options.setdefault(a[1], []).append(a[2])
                elif name == "violation":
                    ans = answers[a[1]]
                    ans.violations.setdefault(a[2], {}).setdefault(a[3], []).append(a[0])
                elif name == "best":
                    answers[a[0]].best[a[1]] = a[2]

        self.ctl.solve(on_model=on_model)
        for ans in answers.values():
            ans.cur.sort()
            for d in (ans.options, ans.choosable):
                for v in d.values():
                    v.sort()
            for d in ans.violations.values():
                for v in d.values():
                    v.sort()
        for c in cans.values():
            c.cant.sort()
        return cans, answers
