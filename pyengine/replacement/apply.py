"""Replacement and prevention effects applied to events (CR 614, 615, 616).

Public API
  effects_in(scenario)                       every replacement/prevention effect present
  ReplacementEngine(scenario, effects=None)  one clingo.Control for the scenario's state
    .query(events) -> Query                  every order of choices and the outcome of each
    .resolve(events, chooser=None) -> Resolution
                                             one path: the choosing player's decision at each
                                             step (the game loop uses this)
  query_scenario(scenario) -> list[Query]    the scenario's `events:` key, each queried
  apply_replacements(scenario, event, effects=None, chooser=None) -> list[Event]

How it works: the choices form a tree. A node is "these events are pending, these effects were
applied to them (614.5), these shields are used". replacement.lp decides, for every node, which
event is handled (APNAP, 616.1), which effects apply to it and which may be chosen next
(616.1a-e, 614.17c, 614.9); Python applies the chosen effect to the event (it is replaced, 614.6)
and the process repeats with the effects that now apply (616.1f, 616.2) until none does. Nodes
are explored level by level, one grounding step per level; identical nodes are merged, and so are
identical outcomes, keeping every order of choices that leads to each.
"""
from __future__ import annotations

import dataclasses
import gc
from collections import Counter
from typing import Any, Callable, Iterable

from pyengine.cards.library import CardLibrary
from pyengine.layers.characteristics import Characteristics
from pyengine.errors import IllegalActionError, NumberRangeError, ScenarioError
from pyengine.events import EVENT_KINDS, Event, life_payment
from pyengine.layers.driver import evaluate
from pyengine.model import CardDef, EffectDef, GameObject, Op, Scenario, ScenarioEffect
from pyengine.filters.terms import sym
from pyengine.replacement.asp import ContentAnswer, NodeAnswer, ReplacementSolver, char_facts, content_facts
from pyengine.cards.card import granted_ability
from pyengine.cards.tokens import token_card
from pyengine.cards.text_change import changed_card
from pyengine.replacement.effects import _thaw
from pyengine.replacement.effects import (ReplacementEffect, card_effects, granted_effects, granted_replacement,
                                          may_watch, scenario_effects)
from pyengine.replacement.events import _library_for, parse_event, scenario_events
from pyengine.replacement.protection import protection_effects
from pyengine.replacement.results import (CONTAINED, Handled, Option, Outcome, Query, Resolution, Step, _ev,
                           describe_event, effect_json, event_json, token_label)

__all__ = ["ReplacementEngine", "ReplacementEffect", "Query", "Outcome", "Handled", "Resolution",
           "Option", "Step", "effects_in", "query_scenario", "apply_replacements", "apply_to_event",
           "scenario_events", "parse_event", "describe_event", "event_json", "effect_json",
           "token_label", "CONTAINED"]

ORDER_CAP = 10           # orders listed per outcome by default (all are counted)
MAX_NODES = 500_000       # distinct situations explored per query before giving up
_AMOUNT_ONLY = ("multiply", "add", "set_amount", "prevent", "shield")


class State:
    """A node of the choice tree: events still pending, events that will happen, effects used
    up, shields' remaining amounts, damage prevented, events that can't happen (614.17) or that
    were replaced by nothing. Immutable, hash computed once (states are merged by equality)."""
    __slots__ = ("pending", "done", "spent", "shields", "prevented", "cannot", "dropped", "_key", "_h", "cids")

    def __init__(self, pending: tuple[Event, ...], done: tuple[Event, ...] = (), spent: frozenset = frozenset(),
                 shields: tuple[tuple[str, int], ...] = (), prevented: tuple[tuple[str, str, int], ...] = (),
                 cannot: tuple[tuple[str, str], ...] = (), dropped: tuple[tuple[str, str], ...] = ()):
        self.pending = pending
        self.done = done
        self.spent = spent
        self.shields = shields                  # (effect, remaining) for 615.7 shields
        self.prevented = prevented              # (effect, recipient, amount) 615.5, 615.13
        self.cannot = cannot                    # (event, "can't" effect) 614.17
        self.dropped = dropped                  # (event, why): replaced by nothing, or amount 0
        self._key = (pending, done, spent, shields, prevented, cannot, dropped)
        self._h = hash(self._key)
        self.cids: tuple[int, ...] | None = None   # content ids of `pending`, when already known

    def but(self, **kw) -> "State":
        d = {k: getattr(self, k) for k in ("pending", "done", "spent", "shields", "prevented", "cannot", "dropped")}
        d.update(kw)
        return State(**d)

    def __hash__(self) -> int:
        return self._h

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self._h == other._h and self._key == other._key


def effects_in(scenario: Scenario, chars: dict[str, Characteristics] | None = None) -> list[ReplacementEffect]:
    """Replacement effects of the scenario: `replacement_effects:` entries, and the abilities of
    the replacement/prevention abilities of the objects' cards (on the battlefield, or from any zone
    for "from anywhere" abilities of the card itself; 614.12 for those that modify how it enters)."""
    chars = chars if chars is not None else evaluate(scenario)
    out = scenario_effects(scenario)
    for o in scenario.objects:
        if o.phased_out:
            continue
        ch = chars.get(o.id)
        present = _ability_check(ch, o.card.name)
        card = changed_card(o.card, ch.text_changes) if ch is not None and ch.text_changes else o.card   # 612.2
        for e in card_effects(card, o.id, o.controller, o.timestamp, o.attached_to, present):
            if e.scope == "battlefield" and o.zone == "battlefield" or e.scope == "anywhere":
                out.append(e)
        if ch is not None and o.zone == "battlefield":
            out += _exchanged_effects(scenario, o, ch)
        if ch is not None and o.zone == "battlefield":      # abilities granted as their text (113.10)
            out += granted_effects(ch.ability_terms, o.id, o.controller, o.timestamp, granted_ability)
            out += protection_effects(ch.ability_terms, o.id, o.controller, o.timestamp)   # 702.16e
    return sorted(out, key=lambda e: (e.timestamp, e.id))


def _exchanged_effects(scenario: Scenario, o: GameObject, ch: Characteristics) -> list[ReplacementEffect]:
    """612.5, 701.10h, 613.7a: the replacement abilities of the rules text an exchange of text boxes
    gave the permanent (set_text effects locked onto it), while it has them after the layer system;
    timestamped with the later of the permanent's and the exchange's, numbered <object>.x<N>.<I>.<M>."""
    out: list[ReplacementEffect] = []
    for n, se in enumerate(scenario.effects):
        if not se.objects or o.id not in se.objects:
            continue
        for op in se.effect.ops:
            if op.kind != "set_text":
                continue
            by_card: dict[str, list] = {}
            for ab in op.args[2]:
                if ab.kind == "static" and ab.parts.get("replacement") and len(ab.args) == 2:
                    by_card.setdefault(str(ab.args[0]), []).append(ab)
            for i, (key, abilities) in enumerate(sorted(by_card.items())):
                card = changed_card(CardDef(name=key, abilities=tuple(abilities)), ch.text_changes)   # 612.2
                out += card_effects(card, o.id, o.controller, max(o.timestamp, se.timestamp), o.attached_to,
                                    _ability_check(ch, key), prefix=f"x{n}.{i}.")
    return out


def _ability_check(ch: Characteristics | None, card: str):
    if ch is None:
        return None
    terms = {(str(t[1][0]), str(t[1][1])) for t in ch.ability_terms
             if isinstance(t, tuple) and len(t) == 2 and isinstance(t[1], tuple) and len(t[1]) == 2}

    def present(k: int) -> bool:
        return (card, str(k)) in terms
    return present


# ------------------------------------------------------------------ the engine
class ReplacementEngine:
    """Replacement machinery for one game state. Reuses one clingo.Control for every query."""

    def __init__(self, scenario: Scenario, effects: list[ReplacementEffect] | None = None,
                 library: CardLibrary | None = None, chars: dict[str, Characteristics] | None = None,
                 libraries: dict[str, list[str]] | None = None):
        self.scenario = scenario
        # each player's library, top first (401.1): the game's order, else the scenario's listing
        self.libraries = libraries if libraries is not None else {
            p.id: [o.id for o in scenario.objects if o.zone == "library" and o.owner == p.id] for p in scenario.players}
        self.chars = chars if chars is not None else evaluate(scenario)
        self.library = library or _library_for(scenario)
        effs = effects if effects is not None else effects_in(scenario, self.chars)
        self.effects: dict[str, ReplacementEffect] = {}
        for e in effs:
            if e.id in self.effects:
                raise ScenarioError(f"duplicate replacement effect id {e.id!r}", file=scenario.file)
            self.effects[e.id] = e
        self.players = _apnap(scenario)
        self._objs = {o.id: o for o in scenario.objects}
        base = []
        for o in scenario.objects:
            ch = self.chars.get(o.id)
            if ch is not None:
                base += char_facts(o.id, ch, token=o.token, face_down=o.face_down, attached=o.attached_to)
        base += [f"life({sym(p.id)},{p.life})." for p in scenario.players]   # read by "unless" conditions
        try:
            self.solver = ReplacementSolver(self.players, base, list(self.effects.values()))
        except ScenarioError as e:          # a filter word with no meaning in replacement effects
            raise e.with_file(scenario.file)
        self._hyp_cache: dict[tuple, tuple[Characteristics, list[ReplacementEffect], bool]] = {}
        self.copy_candidates: dict[str, list[str]] = {}   # 707.5: entering object -> what it may copy
        self._content_ids: dict[Event, int] = {}    # event content -> ASP content id
        self._cans: dict[int, ContentAnswer] = {}   # content id -> its answer
        self._node_ids: dict[tuple, int] = {}       # node signature -> ASP node id
        self._answers: dict[tuple, NodeAnswer] = {}  # node signature -> its answer

    # ---- the view of a permanent about to enter (614.12)
    def _entering(self, ev: Event) -> tuple[Characteristics, list[ReplacementEffect], bool, bool] | None:
        if ev.kind != "zone_change" or ev.to_zone != "battlefield" or ev.obj is None:
            return None
        base = self._objs.get(ev.obj)
        if ev.as_copy_of is not None:
            card = self._objs[ev.as_copy_of].card if ev.as_copy_of in self._objs else None
        elif base is not None:
            card = base.card
        elif ev.token is not None:
            try:
                card = token_card(ev.token, self.scenario, self.library)
            except ScenarioError:
                card = None
        else:
            card = None
        if card is None:
            return None
        owner = base.owner if base is not None else (ev.player or self.scenario.active_player)
        ctrl = ev.player or owner
        is_token = base.token if base is not None else True
        # 708.3: put onto the battlefield face down, or a face-down spell resolving: it enters as a
        # face-down 2/2 creature, its own abilities applying neither as nor after it enters
        fd = ev.face_down or (base is not None and base.face_down and base.zone == "stack" and ev.as_copy_of is None)
        copying = ev.as_copy_of is not None and self._is_a_copy(ev.as_copy_of)
        key = (ev.obj, card.name, ctrl, is_token, fd) + ((ev.as_copy_of, ev.copy_except) if copying else ()) + \
            ((ev.enters_as,) if ev.enters_as is not None else ())
        if key not in self._hyp_cache:
            obj = GameObject(id=ev.obj, card=card if not copying or base is None else base.card, zone="battlefield",
                             owner=owner, controller=ctrl,
                             timestamp=max([o.timestamp for o in self.scenario.objects] + [0]) + 1,
                             token=is_token, face_down=fd, commander=base is not None and base.commander)
            others = [o for o in self.scenario.objects if o.id != ev.obj]
            hyp_sc = dataclasses.replace(self.scenario, objects=others + [obj])
            if copying:
                # 707.3, 707.5: copying an object that is itself a copy -- it enters with the copiable
                # values of that object (what that copies, with its exceptions, 707.9b), not those of
                # its card: the copy effect locked onto it in the hypothetical game
                op = Op("copy", (ev.as_copy_of,) + ((ev.copy_except,) if ev.copy_except else ()), "1a")
                hyp = ScenarioEffect(id=f"{ev.obj}:entering-copy", effect=EffectDef((op,), None, False, ""),
                                     timestamp=obj.timestamp, controller=ctrl, objects=(ev.obj,))
                hyp_sc = dataclasses.replace(hyp_sc, effects=list(self.scenario.effects) + [hyp])
            if ev.enters_as is not None:
                # 611.2e: "That permanent is an enchantment in addition to its other types" applies
                # as it enters: part of what it would be on the battlefield
                hyp = ScenarioEffect(id=f"{ev.obj}:entering-as", effect=ev.enters_as, timestamp=obj.timestamp,
                                     controller=ctrl, objects=(ev.obj,))
                hyp_sc = dataclasses.replace(hyp_sc, effects=list(hyp_sc.effects) + [hyp])
            ch = evaluate(hyp_sc)[ev.obj]
            cards = [card]
            if copying:       # the cards whose abilities the copy has (707.2: its abilities' cards)
                table = {o.card.key: o.card for o in self.scenario.objects}
                cards = list({t[1][0]: table[t[1][0]] for t in ch.ability_terms
                              if isinstance(t[1], tuple) and len(t[1]) == 2 and t[1][0] in table}.values())
            local = [dataclasses.replace(e, id=f"{ev.obj}:{c.name}.{e.id.rsplit('.', 1)[1]}")
                     for c in cards
                     for e in card_effects(c, ev.obj, ctrl, obj.timestamp, None, _ability_check(ch, c.key))
                     if e.scope == "entering" and not fd]
            local = [x for e in local for x in self._copy_choices(e, ev.obj)]
            self._hyp_cache[key] = (ch, local, is_token, fd)
        return self._hyp_cache[key]

    def _is_a_copy(self, oid: str) -> bool:
        """Is the object copying another (707.3: a token copy, or a copy effect locked onto it)?"""
        o = self._objs.get(oid)
        return o is not None and (o.copy_of is not None or any(
            op.kind == "copy" and oid in (e.objects or ()) for e in self.scenario.effects for op in e.effect.ops))

    def _copy_choices(self, e: ReplacementEffect, obj: str) -> list[ReplacementEffect]:
        """707.5: "you may have ~ enter as a copy of any creature on the battlefield" -- one
        effect per permanent its controller may choose (listed by the game's hook, copy_candidates;
        none outside a game); the others stay as they are."""
        if e.copy_choice is None:
            return [e]
        return [dataclasses.replace(e, id=f"{e.id}@{t}", action=("enter_as_copy", t))
                for t in self.copy_candidates.get(obj, ())]

    def _content_facts(self, x: int, ev: Event) -> tuple[list[str], list[ReplacementEffect]]:
        facts = content_facts(x, ev)
        new_local: list[ReplacementEffect] = []
        ent = self._entering(ev)
        if ent is not None:                          # 614.12: as it would exist on the battlefield
            ch, local, is_token, fd = ent
            facts += char_facts(ev.obj, ch, token=is_token, face_down=fd, attached=None, node=x)
            for e in local:
                if e.id not in self.effects:
                    self.effects[e.id] = e
                    new_local.append(e)
                facts.append(f"here({x},{_sym(e.id)}).")
        return facts, new_local

    @staticmethod
    def _content(ev: Event) -> Event:
        """What replacement.lp reads of an event: everything but the amount (only whether it is
        positive, 614.7) and the effects already applied (given per node)."""
        if ev.applied or ev.amount not in (0, 1):
            return _ev(ev, amount=1 if ev.amount > 0 else 0, applied=())
        return ev

    def _ask(self, states: list[State], explain: bool = False) -> list[NodeAnswer]:
        """Answers for nodes; nodes with the same contents, applied effects and used-up effects
        share one answer. One grounding step for everything new."""
        contents, nodes, new_local, keys, batch = [], [], [], [], []
        for st in states:
            if not st.pending:                       # nothing left: no question to ask
                keys.append((None, ()))
                continue
            cids = st.cids
            if cids is None:
                cids = []
                for ev in st.pending:
                    c = self._content(ev)
                    x = self._content_ids.get(c)
                    if x is None:
                        x = self._content_ids[c] = len(self._content_ids) + 1
                        facts, nl = self._content_facts(x, ev)
                        contents.append((x, facts))
                        new_local += nl
                    cids.append(x)
                st.cids = cids = tuple(cids)
            sig = (tuple(zip(cids, (ev.applied for ev in st.pending))), st.spent, explain)
            keys.append((sig, cids))
            if sig not in self._answers and sig not in self._node_ids:
                nid = self._node_ids[sig] = len(self._node_ids) + 1
                facts = [f"at({nid},{i},{x})." for i, x in enumerate(cids)]
                facts += [f"applied({nid},{i},{_sym(e)})." for i, ev in enumerate(st.pending) for e in ev.applied]
                facts += [f"spent({nid},{_sym(e)})." for e in sorted(st.spent)]
                if explain:
                    facts.append(f"explain({nid}).")
                nodes.append((nid, facts))
                batch.append((sig, nid))
        if nodes or contents:
            try:
                cans, got = self.solver.ask(contents, nodes, new_local)
            except ScenarioError as e:
                raise e.with_file(self.scenario.file)
            self._cans.update(cans)
            for sig, nid in batch:
                self._answers[sig] = got[nid]
                if explain:                      # an explained answer also serves unexplained asks
                    self._answers.setdefault(sig[:-1] + (False,), got[nid])
        out = []
        for sig, cids in keys:
            if sig is None:
                out.append(NodeAnswer())
                continue
            ans = self._answers[sig]
            if ans.chooser == {} and cids:
                for i, x in enumerate(cids):
                    ca = self._cans[x]
                    if ca.chooser is not None:
                        ans.chooser[i] = ca.chooser
                    if ca.void:
                        ans.void.add(i)
                    if ca.cant:
                        ans.cant[i] = ca.cant
                    if ca.unpreventable:
                        ans.unpreventable.add(i)
                    if ca.revealable:
                        ans.revealable[i] = ca.revealable
            out.append(ans)
        return out

    # ---- transitions
    def _children(self, st: State, ans) -> list[tuple[Step | None, State]]:
        """The next steps from a node: an automatic one (an event with nothing left to apply
        happens, 616.1f; or it is void, 614.7; or it can't happen, 614.17), else one branch per
        (handled event, choosable effect), plus declining an optional effect."""
        if not ans.cur:
            return []
        choosable = {i: [eid for eid in ans.choosable.get(i) or ()
                         if not (st.pending[i].no_regeneration and self.effects[eid].action[0] == "regenerate")
                         and not (self.effects[eid].library_covers and
                                  len(self._top_cards(st, st.pending[i], None)) < st.pending[i].amount)]
                     for i in ans.cur}       # 701.15c: "can't be regenerated" -- shields don't apply
        for i in ans.cur:
            if i in ans.void or not choosable.get(i):
                ev = st.pending[i]
                rest = st.pending[:i] + st.pending[i + 1:]
                if i in ans.void:                                # 614.7, 614.7a
                    why = (describe_event(ev), "amount 0: nothing happens (614.7, 615.6)")
                    return [(None, st.but(pending=rest, dropped=tuple(sorted(st.dropped + (why,)))))]
                if ans.cant.get(i):                              # 614.17: it can't happen
                    why = (describe_event(ev), ans.cant[i][0])
                    return [(None, st.but(pending=rest, cannot=tuple(sorted(st.cannot + (why,)))))]
                contained = self._contained(ev)                  # 616.1g
                return [(None, st.but(pending=rest[:i] + tuple(contained) + rest[i:],
                                                   done=st.done + (ev,)))]
        out = []
        seen: set[Event] = set()
        for i in ans.cur:
            ev = st.pending[i]
            if len(ans.cur) > 1:
                if ev in seen:      # identical simultaneous events: choosing either is the same
                    continue
                seen.add(ev)
            rest = st.pending[:i] + st.pending[i + 1:]
            who = ans.chooser.get(i)
            for eid in choosable[i]:
                eff = self.effects[eid]
                out.append((Step(eid, ev, who), self._apply(st, i, rest, eff, i in ans.unpreventable)))
                if eff.optional and eff.decline_life:
                    # "you may pay N life; if you don't, ...": declining is paying (119.4: only a
                    # player with at least N life may pay N life); the life is lost first
                    payer = self._life_of(eff.controller)
                    if payer is not None and payer >= eff.decline_life:
                        # paying life as it enters (614.12): a payment other effects may replace
                        # (614.1a), which ignore the card entering from a library (614.13c)
                        pay = life_payment(eff.controller, eff.decline_life, eff.source,
                                           entering=self._entering_from_library(st))
                        out.append((Step(eid, ev, who, declined=True),
                                    st.but(pending=rest[:i] + (pay, _ev(ev, applied=tuple(sorted(ev.applied + (eid,))))) + rest[i:])))
                elif eff.optional and eff.reveal is not None:
                    # "you may reveal a ... card from your hand; if you don't, ...": declining is
                    # revealing one (701.16a), possible only with such a card in hand
                    if eid in ans.revealable.get(i, ()):
                        out.append((Step(eid, ev, who, declined=True),
                                    st.but(pending=rest[:i] + (_ev(ev, applied=tuple(sorted(ev.applied + (eid,)))),) + rest[i:])))
                elif eff.optional and eff.copy_choice is not None:
                    # 707.5: declining to enter as a copy declines the choice of every permanent
                    base = eid.rsplit("@", 1)[0]
                    if next(k for k in choosable[i] if k.rsplit("@", 1)[0] == base) != eid:
                        continue                             # one way to decline them all
                    mine = tuple(k for k in self.effects if k.rsplit("@", 1)[0] == eid.rsplit("@", 1)[0])
                    out.append((Step(eid, ev, who, declined=True),
                                st.but(pending=rest[:i] + (_ev(ev, applied=tuple(sorted(set(ev.applied + mine)))),) + rest[i:])))
                elif eff.optional:
                    # riot (702.136a): "If you don't, it gains haste" -- declining marks the event
                    got = _ev(ev, applied=tuple(sorted(ev.applied + (eid,))),
                              gains=ev.gains + eff.decline_gains) if eff.decline_gains else \
                        _ev(ev, applied=tuple(sorted(ev.applied + (eid,))))
                    out.append((Step(eid, ev, who, declined=True), st.but(pending=rest[:i] + (got,) + rest[i:])))
        return out

    @staticmethod
    def _entering_from_library(st: State) -> tuple[str, ...]:
        """614.13c: the cards entering the battlefield from a library in the events being applied."""
        return tuple(sorted({e.obj for e in st.pending + st.done if e.kind == "zone_change" and e.obj
                             and e.to_zone == "battlefield" and e.from_zone == "library"}))

    def _top_cards(self, st: State, ev: Event, n: int | None) -> list[str]:
        """The top n cards (all, for None) of the library of the event's player as the event is
        replaced: not those entering the battlefield as it happens (614.13c), nor those already
        leaving it in this choice of events."""
        gone = set(ev.excluding) | {e.obj for e in st.pending + st.done if e.kind == "zone_change" and e.obj
                                    and e.from_zone == "library"}
        lib = [c for c in self.libraries.get(ev.player or "", ()) if c not in gone]
        return lib if n is None else lib[:n]

    def _life_of(self, player: str) -> int | None:
        for p in self.scenario.players:
            if p.id == player:
                return p.life
        return None

    def _contained(self, ev: Event) -> list[Event]:
        """616.1g: creating tokens contains the event of each token entering the battlefield."""
        if ev.kind != "create_tokens" or ev.amount <= 0:
            return []
        base = ev.obj or "token"
        _check_expansion(ev.amount, f"{ev.player} creating {ev.amount} tokens", "token entering (616.1g)")
        return [Event("zone_change", obj=f"{base}{k}", player=ev.player, to_zone="battlefield",
                      token=ev.token, what=CONTAINED, applied=ev.applied) for k in range(1, ev.amount + 1)]

    def _apply(self, st: State, i: int, rest: tuple, eff: ReplacementEffect, unpreventable: bool) -> State:
        """The node after applying `eff` to pending event i (614.6: the event is replaced)."""
        ev = st.pending[i]
        applied = tuple(sorted(ev.applied + (eff.id,)))      # a set (614.5); sorted merges states
        name, arg = eff.action
        spent = st.spent
        shields = st.shields
        prevented = st.prevented
        dropped = st.dropped
        if name in ("multiply", "add") and ev.kind == "zone_change":
            # 122.6: a counters effect applied to a permanent entering with counters
            kind = dict(eff.attrs).get("counter_kind")
            cnt = tuple((k, max(0, n * arg if name == "multiply" else n + arg) if kind in (None, k) else n)
                        for k, n in ev.with_counters)
            new = (_ev(ev, with_counters=cnt, applied=applied),)
        elif name == "multiply":
            new = (_ev(ev, amount=ev.amount * arg, applied=applied),)
        elif name == "add":
            new = (_ev(ev, amount=max(0, ev.amount + arg), applied=applied),)
        elif name == "set_amount":
            new = (_ev(ev, amount=arg, applied=applied),)
        elif name in ("prevent", "shield"):
            if unpreventable:                                # 615.12: applied, prevents nothing
                p = 0
            elif name == "prevent":
                p = ev.amount if arg == "all" else min(arg, ev.amount)
            else:                                            # 615.7: the shield counts damage
                sh = dict(shields)
                left = sh.get(eff.id, eff.shield or 0)
                p = min(left, ev.amount)
                sh[eff.id] = left - p
                shields = tuple(sorted(sh.items()))
                if left - p == 0:
                    spent = spent | {eff.id}
            if p:
                prevented = tuple(sorted(prevented + ((eff.id, str(ev.target), p),)))
                if eff.next_time:                            # 615.8: one instance, then used up
                    spent = spent | {eff.id}
            new = (_ev(ev, amount=ev.amount - p, applied=applied),)
            for t in eff.also:                               # 615.5: immediately afterward
                once = t.get("amount") != "$prevented"       # (marked: once per simultaneous damage)
                new += tuple(e.but(what=f"{ONCE}{eff.id}") if once else e
                             # a new event, not the modified one: no effect has applied to it yet (614.5)
                             for e in _instantiate(t, ev, eff, (), self._objs, prevented=p)
                             if e.amount > 0 or e.kind not in ("counters", "remove_counters"))
        elif name == "to_zone":
            new = (_ev(ev, to_zone=arg, applied=applied),)
        elif name == "replace_with":
            lst: list[Event] = []
            for t in arg:
                lst += _instantiate(t, ev, eff, applied, self._objs)
            new = tuple(lst)
        elif name == "top_of_library":
            # "exile that many cards from the top of your library instead": one zone change per card
            new = tuple(Event("zone_change", obj=c, player=ev.player, from_zone="library", to_zone=arg,
                              applied=applied) for c in self._top_cards(st, ev, ev.amount))
        elif name == "skip":
            new = ()
        elif name == "enter_tapped":
            new = (_ev(ev, tapped=True, applied=applied),)
        elif name == "enter_with_counters":
            cnt = dict(ev.with_counters)
            for k, n in arg:
                if n == "x":              # 107.3m: the X of the spell that became this permanent, else 0
                    n = ev.x or 0
                cnt[k] = cnt.get(k, 0) + n
            new = (_ev(ev, with_counters=tuple(sorted(cnt.items())), applied=applied),)
        elif name == "enter_under_control":
            new = (_ev(ev, player=arg, applied=applied),)
        elif name == "enter_as_copy":
            extra: dict = {"tapped": True} if eff.copy_tapped else {}
            if eff.copy_counters:            # "except it enters with X additional +1/+1 counters" (614.1c)
                cnt = dict(ev.with_counters)
                for k, n in eff.copy_counters:
                    cnt[k] = cnt.get(k, 0) + (ev.x or 0 if n == "x" else n)     # 107.3m
                extra["with_counters"] = tuple(sorted(cnt.items()))
            new = (_ev(ev, as_copy_of=arg, copy_except=eff.copy_except, applied=applied, **extra),)
        elif name == "enter_back_face_up":
            new = (_ev(ev, back_face_up=True, applied=applied),)
        elif name == "enter_choice":
            new = (_ev(ev, choices=ev.choices + (arg,), applied=applied),)
        elif name == "redirect_to" and eff.shield is not None:
            # "the next N damage that would be dealt to X is dealt to Y instead" (614.9): up to the
            # amount left is dealt to Y, the rest to X; counted like a shield (615.7)
            sh = dict(shields)
            left = sh.get(eff.id, eff.shield)
            p = min(left, ev.amount)
            sh[eff.id] = left - p
            shields = tuple(sorted(sh.items()))
            if left - p == 0:
                spent = spent | {eff.id}
            new = tuple(e for e in (_ev(ev, target=arg, amount=p, applied=applied),
                                    _ev(ev, amount=ev.amount - p, applied=applied)) if e.amount > 0)
        elif name == "redirect_to":
            new = (_ev(ev, target=arg, applied=applied),)
        elif name == "regenerate":
            new = (Event("regenerate", obj=ev.obj, player=ev.player, applied=applied),)
        else:  # pragma: no cover
            raise AssertionError(name)
        if eff.next_time and name not in ("prevent", "shield"):
            spent = spent | {eff.id}
        if not new:
            dropped = tuple(sorted(dropped + ((describe_event(ev), f"replaced by nothing ({eff.id})"),)))
        child = State(rest[:i] + new + rest[i:], st.done, spent, shields, prevented, st.cannot, dropped)
        if st.cids is not None and name in _AMOUNT_ONLY and ev.kind != "zone_change" and new[0].amount > 0:
            child.cids = st.cids          # only the amount changed and it is still positive (614.7)
        return child

    # ---- exploring every choice
    def query(self, events: Event | Iterable[Event], max_orders: int = ORDER_CAP,
              max_nodes: int = MAX_NODES) -> Query:
        """Every order of choices the affected players may make, and the outcome of each (all
        orders are counted; up to max_orders are listed per outcome). Raises ScenarioError if
        the choices lead to more than max_nodes distinct situations."""
        was = gc.isenabled()
        gc.disable()          # many small acyclic objects: the cyclic collector only costs time here
        try:
            return self._query(events, max_orders, max_nodes)
        finally:
            if was:
                gc.enable()

    def _query(self, events: Event | Iterable[Event], max_orders: int, max_nodes: int) -> Query:
        evs = _normalize([events] if isinstance(events, Event) else list(events))
        root = State(pending=evs)
        solves0 = self.solver.solves
        graph: dict[State, list[tuple[Step | None, State]]] = {}
        known: dict[State, State] = {}
        frontier = [root]
        root_ans = self._ask([root], explain=True)[0]
        while frontier:
            answers = self._ask(frontier)
            nxt: dict[State, State] = {}
            for st, ans in zip(frontier, answers):
                kids = []
                for step, child in self._children(st, ans):
                    # intern: equal states become the same object (later lookups are by identity)
                    child = nxt.get(child) or known.get(child) or nxt.setdefault(child, child)
                    kids.append((step, child))
                graph[st] = kids
                known[st] = st
            frontier = [c for c in nxt if c not in graph]
            if len(graph) + len(frontier) > max_nodes:
                raise ScenarioError(f"more than {max_nodes} distinct situations while enumerating the orders "
                                    f"of {len(self.effects)} effects", file=self.scenario.file,
                                    expected="fewer applicable effects per event, or a larger max_nodes")
        outcomes, total = _collect(root, graph, max_orders)
        ans = root_ans
        handled = [Handled(index=i, event=evs[i], chooser=ans.chooser.get(i), options=ans.options.get(i, []),
                           violations=ans.violations.get(i, {}), first_choices=ans.choosable.get(i, []),
                           step_rule=ans.best.get(i), unpreventable=i in ans.unpreventable,
                           cannot=ans.cant.get(i, []), void=i in ans.void)
                   for i in ans.cur if evs[i] not in evs[:i]]
        return Query(events=evs, effects=dict(sorted(self.effects.items())), handled=handled,
                     outcomes=outcomes, n_orders=total, nodes=len(graph),
                     solves=self.solver.solves - solves0)

    # ---- one path (the game loop)
    def resolve(self, events: Event | Iterable[Event],
                chooser: Callable[[str | None, Event, list[Option]], Option] | None = None,
                only_if_it_matters: bool = False) -> Resolution:
        """Apply replacement effects to the event(s), asking `chooser(player, event, options)`
        whenever more than one option is legal (616.1); by default the first option.
        `only_if_it_matters`: don't ask when every option leads to the same outcomes (two effects
        that modify how a permanent enters, "tapped" and "with two counters", applied in either
        order); the first option is taken then."""
        evs = _normalize([events] if isinstance(events, Event) else list(events))
        st = State(pending=evs)
        steps: list[Step] = []
        while st.pending:
            ans = self._ask([st])[0]
            kids = self._children(st, ans)
            if not kids:
                break
            if len(kids) == 1:
                step, st = kids[0]
            else:
                opts = [Option(self.effects[s.effect], s.declined, s.event, s.ev) for s, _ in kids]
                who = ans.chooser.get(ans.cur[0])
                asks = chooser is not None and not (only_if_it_matters and self._same_outcomes([c for _s, c in kids]))
                pick = chooser(who, st.pending[ans.cur[0]], opts) if asks else opts[0]
                hit = [k for k, o in enumerate(opts) if o.effect.id == pick.effect.id
                       and o.declined == pick.declined and (not pick.event or o.event == pick.event)]
                if not hit:
                    raise IllegalActionError(
                        f"{'declining ' if pick.declined else ''}{pick.effect.id} is not a legal choice now "
                        f"(616.1); legal: " + ", ".join(f"{o.effect.id}{' (decline)' if o.declined else ''}"
                                                        for o in opts))
                step, st = kids[hit[0]]
            if step is not None:
                steps.append(step)
        done = [_thawed(e) for e in st.done]
        return Resolution(events=[e for e in done if e.what != CONTAINED],
                          contained=[e for e in done if e.what == CONTAINED], steps=steps,
                          prevented=list(st.prevented),
                          cannot=list(st.cannot), spent=sorted(st.spent), shields=dict(st.shields))

    def _same_outcomes(self, states: list[State], max_nodes: int = 200) -> bool:
        """Do all these states lead to the same set of possible outcomes (events that happen, in
        any order and whatever effects modified them; damage prevented; events that can't happen;
        effects used up and shields left)?
        False when unsure (too many situations to compare)."""
        memo: dict[State, frozenset] = {}
        budget = [max_nodes]

        def outcomes(st: State) -> frozenset | None:
            if st in memo:
                return memo[st]
            budget[0] -= 1
            if budget[0] < 0:
                return None
            kids = self._children(st, self._ask([st])[0]) if st.pending else []
            if not kids:
                got = frozenset({(frozenset(Counter(_ev(e, applied=()) for e in st.done).items()),
                                  frozenset(Counter(st.prevented).items()),
                                  frozenset(Counter(st.cannot).items()), st.spent, st.shields)})
            else:
                got = frozenset()
                for _step, child in kids:
                    sub = outcomes(child)
                    if sub is None:
                        return None
                    got |= sub
            memo[st] = got
            return got
        first = outcomes(states[0])
        return first is not None and all(outcomes(x) == first for x in states[1:])

    def check_choice(self, events: Event | Iterable[Event], effect_id: str) -> list[str]:
        """The rules a player would break by applying `effect_id` first (616.1, 614.5, ...)."""
        evs = _normalize([events] if isinstance(events, Event) else list(events))
        ans = self._ask([State(pending=evs)], explain=True)[0]
        if not ans.cur:
            return ["616.1f"]
        i = ans.cur[0]
        if effect_id not in ans.options.get(i, []):
            return ["616.1f"] if effect_id in self.effects else ["unknown effect"]
        return ans.violations.get(i, {}).get(effect_id, [])


def _sym(s: str) -> str:
    import clingo
    return str(clingo.String(s))


class FrozenDict(dict):
    """A hashable mapping (token descriptions inside events, which are state keys)."""
    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(sorted((k, v) for k, v in self.items())))


def _freeze(v: Any) -> Any:
    if isinstance(v, dict):
        return FrozenDict({str(k): _freeze(x) for k, x in v.items()})
    if isinstance(v, (list, tuple)):
        return tuple(_freeze(x) for x in v)
    return v


def _thawed(e: Event) -> Event:
    """Token descriptions back to plain dicts and lists (as the game loop gave them)."""
    if e.token is None or isinstance(e.token, str):
        return e
    return _ev(e, token=_thaw(e.token))


MAX_EXPANDED = 10000    # events one event may stand for (each card drawn, each token entering)


def _check_expansion(n: int, what: str, each: str) -> None:
    if n > MAX_EXPANDED:
        raise NumberRangeError(f"{what}: too many events to follow one by one",
                               expected=f"at most {MAX_EXPANDED} (one event per {each})")


def _normalize(evs: list[Event]) -> tuple[Event, ...]:
    out: list[Event] = []
    for e in evs:
        if e.token is not None and not isinstance(e.token, (str, FrozenDict)):
            e = e.but(token=_freeze(e.token))
        if e.kind not in EVENT_KINDS:
            raise ScenarioError(f"unknown event kind {e.kind!r}", expected="one of " + ", ".join(EVENT_KINDS))
        if e.kind == "draw" and e.amount > 1:        # 121.2: each card drawn is one event
            _check_expansion(e.amount, f"{e.player} drawing {e.amount} cards", "card drawn (121.2)")
            out += [e.but(amount=1) for _ in range(e.amount)]
        else:
            out.append(e)
    return tuple(out)


ONCE = "615.5 once:"


def once_per_event(evs: list[Event]) -> list[Event]:
    """615.5: a prevention effect's additional effect that doesn't count the damage happens once for
    the damage dealt to the object at one time -- several sources dealing damage to it at once (a
    creature blocked by two) are one prevention, one counter removed (the Phantom creatures'
    rulings). The extra copies (made once per damage event) are dropped."""
    seen: set = set()
    out = []
    for e in evs:
        if e.what and str(e.what).startswith(ONCE):
            key = (e.what, e.kind, e.target, e.counter_kind)
            if key in seen:
                continue
            seen.add(key)
        out.append(e)
    return out


def _instantiate(t: dict, ev: Event, eff: ReplacementEffect, applied: tuple, objs: dict,
                 prevented: int = 0) -> list[Event]:
    def val(v):
        if isinstance(v, str) and v.startswith("$"):
            ref = v[1:]
            if ref == "amount":
                return ev.amount
            if ref == "prevented":              # 615.5: "for each 1 damage prevented this way"
                return prevented
            if ref == "controller":
                return eff.controller
            if ref == "effect_source":          # the object whose ability it is ("destroy this Aura", 702.89a)
                return eff.source
            if ref == "player":
                return ev.player if ev.player is not None else (ev.target if ev.kind in ("damage", "counters") else None)
            if ref == "owner":
                o = objs.get(ev.obj or "")
                return o.owner if o else ev.player
            return getattr(ev, ref, None)
        return v
    kw = {k: val(v) for k, v in t.items()}
    kind = kw.pop("kind")
    amount = kw.pop("amount", 0)
    if not isinstance(amount, int):
        amount = 0
    e = Event(kind, amount=amount, applied=applied, **{k: v for k, v in kw.items()})
    return list(_normalize([e]))


def _outcome_of(st: State) -> tuple:
    done = Counter(_ev(e, applied=()) if e.applied else e for e in st.done)
    return (frozenset(done.items()), st.prevented, st.cannot, st.dropped, st.spent, st.shields)


def _collect(root: State, graph: dict[State, list], max_orders: int = ORDER_CAP) -> tuple[list[Outcome], int]:
    """Outcomes reachable from root, the number of orders of choices leading to each, and up to
    max_orders of those orders per outcome. The merged tree is a DAG: the orders reaching a
    node are counted forward in topological order (one addition per edge); the orders of an
    outcome are listed backward from its final nodes through their parents."""
    order: list[State] = []                        # post-order (children before parents)
    seen: set[State] = set()
    stack = [(root, False)]
    while stack:
        n, expanded = stack.pop()
        if expanded:
            order.append(n)
            continue
        if n in seen:
            continue
        seen.add(n)
        stack.append((n, True))
        stack.extend((c, False) for _, c in graph.get(n, ()) if c not in seen)
    paths_to: dict[State, int] = {root: 1}
    parents: dict[State, list] = {}
    for n in reversed(order):                      # parents before children
        p = paths_to.get(n, 0)
        for step, c in graph.get(n, ()):
            paths_to[c] = paths_to.get(c, 0) + p
            parents.setdefault(c, []).append((step, n))
    finals: dict[tuple, list[State]] = {}
    for n in order:
        if not graph.get(n):
            finals.setdefault(_outcome_of(n), []).append(n)

    def step_key(sp):
        st = sp[0]
        return (st.effect, st.event, st.declined) if st is not None else ("", "", False)

    def orders_of(ends: list[State]) -> list[tuple[Step, ...]]:
        out: list[tuple[Step, ...]] = []
        rev: list[Step] = []

        def back(n: State) -> None:
            if n is root:
                out.append(tuple(reversed(rev)))
                return
            for step, par in sorted(parents.get(n, ()), key=step_key):
                if len(out) >= max_orders:
                    return
                if step is not None:
                    rev.append(step)
                back(par)
                if step is not None:
                    rev.pop()
        for t in ends:
            if len(out) >= max_orders:
                break
            back(t)
        return sorted(out, key=lambda o: [(s.effect, s.event, s.declined) for s in o])

    outs = []
    total = 0
    for k, ends in finals.items():
        st = ends[0]
        cnt = sum(paths_to[t] for t in ends)
        total += cnt
        outs.append(Outcome(events=tuple(_ev(e, applied=tuple(sorted(e.applied))) for e in st.done),
                            prevented=st.prevented, cannot=st.cannot, dropped=st.dropped,
                            spent=tuple(sorted(st.spent)), shields=st.shields, n_orders=cnt,
                            orders=orders_of(ends) if max_orders > 0 else []))
    outs.sort(key=lambda o: (-o.n_orders, [describe_event(e) for e in o.events], o.prevented))
    return outs, total


def _apnap(scenario: Scenario) -> list[str]:
    pids = [p.id for p in scenario.players]
    k = pids.index(scenario.active_player)
    return pids[k:] + pids[:k]


def query_scenario(scenario: Scenario, engine: ReplacementEngine | None = None,
                   max_orders: int = ORDER_CAP) -> list[tuple[str, Query]]:
    eng = engine or ReplacementEngine(scenario)
    return [(name, eng.query(evs, max_orders)) for name, evs in scenario_events(scenario)]


def apply_replacements(scenario: Scenario, event: Event | Iterable[Event],
                       effects: list[ReplacementEffect] | None = None,
                       chooser: Callable[[str | None, Event, list[Option]], Option] | None = None) -> list[Event]:
    """The events that happen instead of `event` once every applicable replacement and prevention
    effect has been applied (614-616), with the affected player's choices made by `chooser`."""
    return ReplacementEngine(scenario, effects).resolve(event, chooser).events


# ------------------------------------------------------------------ the game loop's hook
def _may_watch(objs: Iterable[GameObject], kind: str, game=None) -> bool:
    if any(may_watch(o.card, kind) for o in objs):
        return True
    # a replacement ability granted as its text (113.10) to a permanent; protection prevents
    # damage (702.16e)
    return game is not None and any(_granted_watch(ch.ability_terms, kind)
                                    or (kind == "damage" and any(t[0] == "protection" for t in ch.ability_terms))
                                    for ch in game.chars().values()
                                    if ch is not None and ch.zone == "battlefield")


def _granted_watch(terms, kind: str) -> bool:
    from pyengine.cards.card import granted_ability
    for _k, args in terms:
        if isinstance(args, tuple) and len(args) == 2 and str(args[0]).startswith("granted:"):
            ab = granted_ability(str(args[0])[len("granted:"):])
            if granted_replacement(ab):
                for spec, _w in ab.parts["replacement"]:
                    w = spec.get("watches")
                    kinds = (w,) if isinstance(w, str) else tuple(w or ())
                    if kind in kinds or (kind == "discard" and "zone_change" in kinds):     # 701.8a
                        return True
    return False


def _copy_candidates(game, event: Event) -> dict[str, list[str]]:
    """707.5: the permanents an object entering the battlefield with "you may have ~ enter as a
    copy of any <filter> on the battlefield" may copy: those on the battlefield matching the filter
    seen from it and the player it enters under (asp_rules/filters.lp, via the game's filters)."""
    if event.kind != "zone_change" or event.to_zone != "battlefield" or event.obj is None:
        return {}
    o = game.s.objects.get(event.obj)
    if o is None or o.face_down or event.face_down:
        return {}
    specs = [spec for ab in o.card.abilities if ab.kind == "static"
             for spec, _w in ab.parts.get("replacement") or () if "copy_choice" in spec]
    if not specs:
        return {}
    from pyengine.game.filters import matching
    from pyengine.game.lookups import filt
    you = event.player or o.owner
    chars = game.chars()
    items = [(k, ch) for k, ch in chars.items() if k != o.id and ch is not None and ch.zone == "battlefield"
             and k in game.s.objects and not game.s.objects[k].phased_out]
    got: list[str] = []
    for spec in specs:
        got += [k for k in matching(game, filt(spec["copy_choice"]), items, o.id, you) if k not in got]
    return {o.id: got}


def _player_choice(game):
    """The game's own chooser (616.1 choices asked of the player), when it has one."""
    from pyengine.game import replacement_choice
    return lambda who, ev, opts: replacement_choice.choose(game, who, ev, opts)


def apply_to_event(game, event: Event) -> list[Event]:
    """pyengine.game's hook (Game.perform): the events that happen instead of `event`.

    Effects: the replacement abilities of the game's objects (their cards' abilities)
    and, if the game state has a list `replacement_effects` (ReplacementEffect objects from
    resolved spells and abilities), those; used-up ones are removed from that list and 615.7
    shields reduced. The affected player's choices (616.1) come from `game.replacement_chooser`
    (chooser(player, event, options) -> Option) if set, else are asked of the player
    (pyengine.game.replacement_choice)."""
    s = game.s
    objs = [o for o in s.objects.values() if not o.phased_out]
    extra = list(getattr(s, "replacement_effects", None) or [])
    # 122.6: a permanent entering with counters has counters put on it (effects watching counters)
    # (616.1g: creating tokens contains each token's entering the battlefield, a zone change)
    kinds = (event.kind, "zone_change") if event.kind == "create_tokens" else (event.kind,)
    if not extra and not any(_may_watch(objs, k, game) for k in kinds) and \
            not (event.kind == "zone_change" and event.with_counters and _may_watch(objs, "counters", game)):
        return [event]
    sc = Scenario(players=list(s.players.values()), active_player=s.active, objects=objs,
                  effects=list(s.effects), turn=s.turn, step=s.step,
                  file=getattr(game.scenario, "file", "<game>"))
    chars = game.chars()
    eng = ReplacementEngine(sc, effects=effects_in(sc, chars) + extra, chars=chars, libraries=s.library)
    for o in objs:
        eng.library.cards.setdefault(o.card.name, o.card)
    eng.copy_candidates = _copy_candidates(game, event)
    own = getattr(game, "replacement_chooser", None)
    res = eng.resolve(event, own or _player_choice(game), only_if_it_matters=own is None)
    if extra:
        left = []
        for e in s.replacement_effects:
            if e.id in res.spent:
                continue
            if e.id in res.shields:
                e = dataclasses.replace(e, shield=res.shields[e.id])
            left.append(e)
        s.replacement_effects = left
    return _with_entering(res.events, res.contained)


def _with_entering(events: list[Event], contained: list[Event]) -> list[Event]:
    """616.1g: the tokens' entering events as replaced (enters tapped, with counters, as a copy of
    an object, 614.1c) go with the one event creating them (Event.entering)."""
    made = [e for e in events if e.kind == "create_tokens"]
    if not contained or len(made) != 1:
        return events
    return [e.but(entering=tuple(contained)) if e is made[0] else e for e in events]
