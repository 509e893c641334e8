"""The game loop (CR 500-514 turn structure, 117 priority, 405 the stack, 601-606 casting and
activating, 608 resolution, 603 triggered abilities, 704 state-based actions).

Python sequences the game; where the rules must decide it asks the rules programs:
characteristics come from the layer system (pyengine.layers.evaluate), state-based actions from
asp_rules/sba.lp (pyengine.game.sba), timing/permission of actions from asp_rules/timing.lp
(pyengine.game.timing). What spells and abilities do is card data interpreted by
pyengine.game.instructions; no card is known by name here.

API (python-chess style): Game(scenario) -> game.decision (who must choose what),
game.legal_actions(), game.push(action), game.pop() (= undo()), game.copy(), game.key(),
game.outcome(), game.to_json() / Game.from_json(), game.view(player); game.log is the replayable
log, each entry naming the CR rule of the step."""
from __future__ import annotations

import dataclasses
import json
import re
from typing import Callable, Iterable

from pyengine.cards.card_names import has_name
from pyengine.cards.faces import faces
from pyengine.cards.granted import granted_layer_effect, granted_terms
from pyengine.game import instructions as ins
from pyengine.layers import driver as layers
from pyengine.layers.characteristics import Characteristics
from pyengine.errors import EngineError, IllegalActionError, ScenarioError
from pyengine.events import Event
from pyengine.game.casting import CastingMixin
from pyengine.game.apply import apply_event, game_over
from pyengine.game.printed import printed_characteristics
from pyengine.game.state import PHASE_OF, STEP_RULE, STEPS, Action, Decision, LogEntry, Outcome, Process, StackItem, State
from pyengine.game import counter_rules, mana_rules, mana_triggers, no_regeneration
from pyengine.game import as_enters
from pyengine.game import card_faces
from pyengine.game import flash_timing
from pyengine.game import graveyard_order
from pyengine.game import game_start
from pyengine.game.mana import POOL_SYMS, pool_text
from pyengine.model import CardDef, Counter, Expr, Filter, GameObject, Op, Player, Scenario
from pyengine.replacement.apply import apply_to_event, once_per_event
from pyengine.scenario import load_scenario
from pyengine.game import timing
from pyengine.game.filters import matching
from pyengine.game import sba
from pyengine.game import ring
from pyengine.game import detain
from pyengine.game import archenemy, graveyard_play, land_plays_turn, planechase, untap_bans
from pyengine.game import dredge
from pyengine.game import divided
from pyengine.game import combat as game_combat
from pyengine.game import triggers
from pyengine.game import linked
from pyengine.game import durations
from pyengine.game import permissions
from pyengine.game import day_night
from pyengine.game import history as turn_history
from pyengine.game import serialize
from pyengine.game import api as game_api
from pyengine.game.api import LegalActions
from pyengine.cards.card import granted_ability
from pyengine.cards.text_change import changed_ability, changed_spec
from pyengine.game import targets as game_targets
from pyengine.game import keyword_costs
from pyengine.game import phasing
from pyengine.game import modal
from pyengine.game import choices
from pyengine.game import bestow
from pyengine.game import replacement_choice
from pyengine.cards.parse import CHOSEN_COLOR_MANA, anchor_designation
from pyengine.cards.modes import merged as merged_modes
from pyengine.game.prohibitions import prohibited

MAX_HAND = 7          # 402.2
NEXT_TURN_END = "until_end_of_your_next_turn"   # 611.2a: an effect lasting through its controller's next turn
JSON_FORMAT = "mtgrules-game/1"
MAX_AUTO_STEPS = 100000
_CHARS_CACHE: dict = {}
_KEPT: dict = {}        # id -> object for every CardDef/EffectDef used in a cache key

_CONDITIONAL: dict[int, bool] = {}


_COND_ZONES: dict[int, frozenset] = {}


def _condition_zones(card) -> frozenset:
    """The zones a condition or a number of the card's static abilities counts objects in
    (threshold: "seven or more cards in your graveyard"; Cantivore's and Maro's CDAs), those of
    the static abilities it grants included (613.1f)."""
    hit = _COND_ZONES.get(id(card))
    if hit is None:
        out: set = set()
        for ab in card.abilities:
            _effect_zones(ab.effect, out)
        hit = _COND_ZONES[id(card)] = frozenset(out)
        _KEPT.setdefault(id(card), card)
    return hit


def _effect_zones(eff, out: set) -> None:
    """The zones an effect's conditions and numbers count objects in, the graveyard when it affects
    cards there, and those of the static abilities it grants (pyengine/cards/granted.py)."""
    if eff is None:
        return
    for c in eff.condition:
        _filter_zones(c.filter, out)
    affected: set = set()                  # 613.1f: the cards it affects in a graveyard ("... has flashback")
    _filter_zones(eff.affects, affected)
    out.update(affected & {"graveyard"})
    for op in eff.ops:
        if op.kind == "full_text":           # 612.6: the full text of the top card of a graveyard (404.1)
            out.update(("graveyard", "graveyard_top"))
        for a in op.args:
            _expr_zones(a, out)
    for _term, text in granted_terms(eff):
        _effect_zones(granted_layer_effect(granted_ability(text)), out)


def _filter_zones(f, out: set) -> None:
    if f is None:
        return
    if f.kind == "zone":
        out.update(str(z) for z in f.args)
    if f.kind == "library_top":             # 401.1: the top card of a library (its only card read)
        out.add("library_top")
    if f.kind == "graveyard_top":           # 404.1: the top card of a graveyard (the order is read)
        out.update(("graveyard", "graveyard_top"))
    for c in f.children:
        _filter_zones(c, out)


def _expr_zones(x, out: set) -> None:
    if isinstance(x, Expr):
        for a in x.args:
            _expr_zones(a, out)
    elif isinstance(x, Filter):
        _filter_zones(x, out)
    elif isinstance(x, (tuple, list)):
        for a in x:
            _expr_zones(a, out)


_STATUS_LEAVES = ("tapped", "attacking", "blocking")


def _reads_state(eff) -> bool:
    """Does an effect read the game state beyond the objects' characteristics: a condition ("as
    long as", 611.3a), or a filter naming a permanent's status (110.5, 506.4: "attacking
    creatures you control get +1/+0")?"""
    if eff.condition:
        return True

    def status(x) -> bool:
        if isinstance(x, Filter):
            return any(x.mentions(k) for k in _STATUS_LEAVES)
        if isinstance(x, (Expr, Op)):
            return status(x.args)
        if isinstance(x, (tuple, list)):
            return any(status(a) for a in x)
        return False
    return status(eff.affects) or any(status(op) for op in eff.ops)


_CDA_ALL: dict[int, bool] = {}


def _has_cda(card) -> bool:
    """Has the card a characteristic-defining ability (604.3: it functions in all zones, so the
    layer system gives the card its characteristics in a hand, library or graveyard too:
    changeling, 702.73a)?"""
    hit = _CDA_ALL.get(id(card))
    if hit is None:
        hit = _CDA_ALL[id(card)] = any(ab.effect is not None and ab.effect.cda and "all" in ab.effect.functions_in
                                       for ab in card.abilities if not ab.gated)
        _KEPT.setdefault(id(card), card)
    return hit


def _has_condition(card) -> bool:
    """Has the card a static ability whose effect reads the game state (_reads_state)?"""
    hit = _CONDITIONAL.get(id(card))
    if hit is None:
        hit = _CONDITIONAL[id(card)] = any(ab.effect is not None and _reads_state(ab.effect) for ab in card.abilities)
        _KEPT.setdefault(id(card), card)
    return hit



class Game(CastingMixin):
    """A game in progress. Build with Game(scenario); the game runs until a player must decide."""

    def __init__(self, scenario: Scenario, *, _state: State | None = None):
        self.scenario = scenario
        # every face of every card (712.8: a transforming double-faced card's back face has abilities of its own)
        self.cards: dict[str, CardDef] = {f.key: f for o in scenario.objects for f in faces(o.card)}
        self.history: list[tuple[Action, str, State]] = []
        self._chars: dict[str, Characteristics] | None = None
        self._lib_chars: dict[str, Characteristics] = {}
        self.replacement: Callable[["Game", Event], list[Event]] | None = _find_replacement_hook()
        self.use_combat_program = True
        self.use_target_program = True
        self._replacement_answers: list[Action] | None = None   # 616.1 answers while an action is carried out
        self._replacement_next = 0
        if _state is not None:
            self.s = _state
            return
        order = [p.id for p in scenario.players]
        objs = {o.id: _fresh(o) for o in scenario.objects}
        library = {p: [o.id for o in scenario.objects if o.zone == "library" and o.owner == p] for p in order}
        self.s = State(players={p.id: Player(p.id, p.life, p.poison, dict(p.counters)) for p in scenario.players},
                       order=order, objects=objs, library=library, effects=list(scenario.effects),
                       active=scenario.active_player, turn=scenario.turn)
        # 404.1: a scenario lists each graveyard's cards top first (like a library)
        self.s.graveyards = {p: [o.id for o in scenario.objects if o.zone == "graveyard" and o.owner == p]
                             for p in order}
        self.s.pools = {p: {} for p in order}
        self.s.day_night = scenario.extra.get("day_night")     # 728.1
        step = scenario.step if scenario.step in STEPS else "precombat_main"
        if scenario.step == "main":
            step = "precombat_main"
        self.s.step = step
        self.s.steps_left = list(STEPS[STEPS.index(step) + 1:])
        self.s.stage = "begin"
        ts = max([o.timestamp for o in objs.values()] + [e.timestamp for e in self.s.effects] + [0])
        self.s.next_ts = float(int(ts) + 1)
        for item in _stack_items(scenario, self):
            self.s.stack.append(item)
        decks = scenario.extra.get("planar_decks") or {}       # 901.3
        schemes = scenario.extra.get("scheme_decks") or {}     # 904.3
        self.s.planar_decks = {p: list(cards) for p, cards in decks.items()}
        self.s.scheme_decks = {p: list(cards) for p, cards in schemes.items()}
        self.cards.update({f.key: f for d in (decks, schemes) for cards in d.values() for c in cards for f in faces(c)})
        if scenario.extra.get("start") is None:
            planechase.start(self)                              # 901.5, 901.6
        self._log("103", f"Game from {scenario.file}: players {', '.join(order)}; "
                         f"turn {self.s.turn}, {self.s.active} is the active player")
        if scenario.extra.get("start") is not None:             # 103.3-103.7: the game begins here
            game_start.begin(self, scenario.extra["start"])
        self.advance()

    # ------------------------------------------------------------------ public API
    @property
    def decision(self) -> Decision | None:
        return self.s.decision

    @property
    def over(self) -> bool:
        return self.s.over

    @property
    def log(self) -> list[LogEntry]:
        return self.s.log

    def outcome(self) -> Outcome | None:
        """None while the game goes on; else who won (104.2a) or a draw (104.4a)."""
        s = self.s
        if not s.over:
            return None
        return Outcome(s.winner, tuple(s.losers), "104.2a" if s.winner else "104.4a")

    def legal_actions(self) -> LegalActions:
        """The legal actions of the player to decide: a countable view (len, in, iter) over the
        decision's options, computed once when the decision was reached; nothing is copied."""
        return LegalActions(self)

    def pop(self) -> Action:
        """Take back the last action (python-chess's pop); returns it. Same as undo()."""
        if not self.history:
            raise IndexError("pop from a game with no actions taken")
        return self.undo()

    def key(self) -> str:
        """A hashable position key: equal for equal game states (the log, the decision count
        and the history of how the position was reached are left out; cards by name)."""
        d = dict(self.s.__dict__)
        for k in ("log", "decisions"):
            d.pop(k, None)
        return json.dumps(serialize.canonical(d), sort_keys=True, separators=(",", ":"))

    def to_json(self) -> dict:
        """The whole game as JSON values: the scenario it started from, the actions taken (with
        who took them) and the current state. Game.from_json rebuilds it exactly."""
        return {"format": JSON_FORMAT,
                **serialize.encode({"scenario": self.scenario,
                                    "history": [(a, p) for a, p, _ in self.history],
                                    "state": self.s})}

    @classmethod
    def from_json(cls, data: dict, replay: bool = True) -> "Game":
        """Rebuild a game saved with to_json. replay=True (default) plays the saved actions
        again from the scenario, so undo/pop and rewinding an illegal proposal (730.1) work as
        in the original, and checks that the result is the saved state; replay=False loads the
        saved state as it is (no history to undo)."""
        if not isinstance(data, dict) or data.get("format") != JSON_FORMAT:
            raise ScenarioError(f"not a saved game (expected format {JSON_FORMAT!r})", place="format")
        d = serialize.decode(data)
        sc, state = d["scenario"], d["state"]
        if replay:
            g = cls(sc)
            for a, _p in d["history"]:
                g.push(a)
            if g.key() != cls(sc, _state=state).key():
                raise EngineError("the saved game's actions don't lead to its saved state")
            g.s.log = state.log
            return g
        g = cls(sc, _state=state)
        for o in state.objects.values():
            for f in faces(o.card):
                g.cards.setdefault(f.key, f)
        return g

    def _repr_html_(self) -> str:
        return game_api.board_html(self)

    def view(self, player: str) -> dict:
        """What `player` can see: hidden information left out (library order and contents,
        opponents' hands, face-down cards they don't control)."""
        return game_api.view(self, player)

    def push(self, action: Action | str) -> None:
        """Take `action` for the player who must decide, then run the game to the next decision."""
        if isinstance(action, str):
            action = Action.parse(action)
        d = self.s.decision
        if d is None:
            raise IllegalActionError("the game is not waiting for a decision")
        if action not in d.options:
            raise IllegalActionError(f"{action} is not a legal choice for {d.player} ({d.prompt}); "
                                     f"legal: {', '.join(str(a) for a in d.options)}")
        snapshot = self.s.clone()
        self.history.append((action, d.player, snapshot))
        if d.kind in replacement_choice.REPLAYED:   # 616.1, 614.12a: take the action asked about again, with this answer
            rp = self.s.replaying
            base = snapshot.clone()
            base.decision, base.replaying, base.decisions = rp["decision"], None, rp["decisions"]
            self.s = base.clone()
            self._dirty()
            self._carry_out(rp["decision"], rp["action"], rp["answers"] + [action], base)
            return
        self._carry_out(d, action, [], snapshot)

    def _carry_out(self, d: Decision, action: Action, answers: list[Action], base: State) -> None:
        """Answer decision `d` with `action` and run the game to the next decision. Replacement
        choices met on the way (616.1) take `answers` in order; one more needed: the game goes back
        to `base` (the state where `d` was asked) and asks it (pyengine.game.replacement_choice)."""
        self._replacement_answers, self._replacement_next = answers, 0
        try:
            self.s.decision = None
            self.s.decisions += 1
            self._answer(d, action)
            self.advance()
        except replacement_choice.NeedChoice as need:
            self.s = base.clone()
            self._dirty()
            self.s.replaying = {"decision": d, "action": action, "answers": list(answers),
                                "decisions": base.decisions}
            self.s.decisions += 1
            self._ask(need.kind, need.player, need.options, need.prompt, need.rule)
        finally:
            self._replacement_answers = None

    def undo(self) -> Action:
        action, _player, snapshot = self.history.pop()
        self.s = snapshot.clone()       # snapshots may be shared with copies (Game.copy)
        self._dirty()
        return action

    def copy(self) -> "Game":
        g = Game.__new__(Game)
        g.scenario = self.scenario
        g.cards = self.cards
        g.history = list(self.history)
        g._chars = None
        g._lib_chars = {}
        g.replacement = self.replacement
        g.use_combat_program = self.use_combat_program
        g.use_target_program = self.use_target_program
        g._replacement_answers, g._replacement_next = None, 0
        g.s = self.s.clone()
        return g

    def actions_taken(self) -> list[str]:
        """The replayable list of choices made so far ("player: action")."""
        return [f"{p}: {a}" for a, p, _ in self.history]

    def run(self, agents: dict, max_decisions: int = 100000) -> int:
        """Ask each player's agent (agent.decide(game, decision) -> Action or None to stop)
        until the game ends, an agent stops, or max_decisions are made. Returns decisions made."""
        n = 0
        while self.s.decision is not None and not self.s.over and n < max_decisions:
            d = self.s.decision
            a = agents[d.player].decide(self, d)
            if a is None:
                break
            self.push(a)
            n += 1
        return n

    # ------------------------------------------------------------------ characteristics
    def _dirty(self) -> None:
        self._chars = None

    def chars(self) -> dict[str, Characteristics]:
        """Characteristics of the objects on the battlefield (and the stack, when an effect can
        reach it) after the layer system (613); printed characteristics elsewhere.
        The layer system's answer depends only on the objects' identities, zones, control,
        counters, attachments and the continuous effects -- not on tapped status, damage, life,
        the step or whose turn it is (the layer program is given no active player) -- so answers
        are memoised by that fingerprint (shared by copies of a game)."""
        if self._chars is None:
            zones, objs, key, extra = self.layer_input()
            hit = _CHARS_CACHE.get(key)
            if hit is None:
                hit = layers.evaluate(self.layer_scenario(objs, extra))
                _CHARS_CACHE[key] = hit
            # cards in hand, graveyard and exile: printed characteristics (effects that apply
            # in those zones are not modelled by the game loop yet)
            rest = [o for o in self.s.objects.values() if o.zone not in zones and o.zone != "library" and o.id not in hit]
            if rest:
                hit = dict(hit)
                for o in rest:
                    hit[o.id] = _printed(o)
                if len(_CHARS_CACHE) > 512:
                    _CHARS_CACHE.pop(next(iter(_CHARS_CACHE)))
            # 604.3: a card in a library with a characteristic-defining ability (what a search
            # looks at, ch_anywhere); the other cards of libraries aren't listed either
            self._lib_chars = {k: v for k, v in hit.items() if v.zone == "library"}
            if self._lib_chars:
                hit = {k: v for k, v in hit.items() if v.zone != "library"}
            self._chars = hit
        return self._chars

    def layer_scenario(self, objs: list, extra: dict) -> Scenario:
        """The layer system's input (613): these objects, the game's continuous effects."""
        return Scenario(players=list(self.s.players.values()), active_player=self.s.active,
                        objects=objs, effects=self.s.effects, turn=self.s.turn,
                        step=self.s.step, file=self.scenario.file,
                        attacking=tuple(sorted(self.s.attackers)), blocking=tuple(sorted(self.s.blockers)),
                        extra=extra)

    def layer_input(self) -> tuple:
        """(zones, objects, fingerprint, extra facts) the layer system reads now (chars())."""
        zones = ("battlefield", "stack") if self._effects_reach_stack() else ("battlefield",)
        # 604.3: a card with a characteristic-defining ability, in any other zone (its CDA functions there)
        cdas = [o for o in self.s.objects.values() if o.zone not in zones and not o.phased_out and _has_cda(o.card)]
        more = set().union(*(_condition_zones(o.card) for o in self.s.objects.values() if o.zone == "battlefield"),
                           *(_condition_zones(o.card) for o in cdas))
        for e in self.s.effects:             # a resolved effect granting such an ability (613.1f)
            if any(op.kind == "add_abilities" for op in e.effect.ops):
                _effect_zones(e.effect, more)
            for op in e.effect.ops:
                if op.kind == "set_text":    # the static abilities of an exchanged text box (612.5)
                    for ab in op.args[2]:
                        _effect_zones(ab.effect, more)
                elif op.kind == "copy":      # 707.2: a copy has the copied object's abilities
                    src = self.s.objects.get(str(op.args[0])) or self.s.copy_sources.get(str(op.args[0]))
                    if src is not None:
                        more |= _condition_zones(src.card)
        for o in self.s.objects.values():
            if o.zone == "battlefield" and o.copy_of and o.copy_of in self.s.objects:
                more |= _condition_zones(self.s.objects[o.copy_of].card)
        # 404.1: an ability reading a graveyard's order reads its top card ("As long as the top card
        # of your graveyard is a creature card", "the full text of that card", 612.6) -- whose own
        # conditions may count objects elsewhere
        gtops = tuple(t for t in (graveyard_order.top_card(self.s, p) for p in sorted(self.s.players))
                      if t is not None) if "graveyard_top" in more else ()
        for t in gtops:
            more |= _condition_zones(self.s.objects[t].card)
        # a condition or a CDA counts cards in graveyards or hands (611.3a, 604.3)
        zones += tuple(sorted(z for z in more if z not in zones and z not in ("library", "library_top", "graveyard_top")))
        if any(o.zone == "command" for o in self.s.objects.values()):
            zones += ("command",)            # 114.4: an emblem's static abilities function there
        objs = [o for o in self.s.objects.values() if not o.phased_out and o.zone in zones]
        # 401.1: an ability reading a library reads its top card only ("As long as the top card
        # of your library is a Goblin card, ... that card")
        tops = tuple(lib[0] for _p, lib in sorted(self.s.library.items())
                     if lib and lib[0] in self.s.objects) if "library_top" in more else ()
        objs += [self.s.objects[t] for t in tops]
        have = {o.id for o in objs}
        objs += [o for o in cdas if o.id not in have]
        # 611.2c, 613.1f: a resolved effect on a card in a graveyard ("target instant card in your
        # graveyard gains flashback until end of turn", 702.34a): the layer system gives it to that card
        have = {o.id for o in objs}
        named = sorted({i for e in self.s.effects for i in (e.objects or ()) if i not in have})
        objs += [self.s.objects[i] for i in named if i in self.s.objects and self.s.objects[i].zone == "graveyard"]
        # what a copy effect copies keeps giving its copiable values after it left the
        # battlefield (707.2b): the layer system reads it where it is now
        copied = {str(op.args[0]) for e in self.s.effects for op in e.effect.ops if op.kind == "copy"}
        if copied:
            have = {o.id for o in objs}
            objs += [self.s.objects[c] for c in sorted(copied) if c not in have and c in self.s.objects]
            objs += [self.s.copy_sources[c] for c in sorted(copied)
                     if c not in have and c not in self.s.objects and c in self.s.copy_sources]
        key = (tuple(
            (o.id, id(o.card), o.zone, o.controller, o.owner, o.timestamp, o.attached_to, o.face_down, o.face_down_as,
             o.token, o.commander, o.ring_bearer, o.copy_of, tuple((c.kind, c.count) for c in o.counters),
             tuple(sorted(o.chosen.items()))) for o in sorted(objs, key=lambda o: o.id)),
            tuple((e.id, id(e.effect), e.timestamp, e.objects, e.controller, e.source) for e in self.s.effects), gtops)
        hist: dict = {}
        desig: tuple = ()
        if any(_has_condition(o.card) for o in objs) or any(_reads_state(e.effect) for e in self.s.effects):
            # an "as long as" condition (611.3a) reads whose turn it is, life totals and
            # tapped status too (layers.lp cond(l)), and what happened this turn (the
            # counts pyengine/game/history.py keeps per player)
            hist = turn_history.per_player(self)
            desig = tuple((o.id, w) for o in objs for w in ("monstrous", "renowned", "solved")
                          if self.s.states_seen.get(f"{w}:{o.id}")) + \
                tuple((o.id, "class_level", self.s.states_seen[f"class_level:{o.id}"]) for o in objs
                      if self.s.states_seen.get(f"class_level:{o.id}")) + \
                tuple((o.id, anchor_designation(str(self.s.states_seen[f"anchor:{o.id}"]))) for o in objs
                      if self.s.states_seen.get(f"anchor:{o.id}"))            # 716.2b, 614.12b
            key = key + (self.s.active, tuple(sorted((p.id, p.life) for p in self.s.players.values())),
                         tuple(sorted(o.id for o in objs if o.tapped)), tuple(sorted(self.s.attackers)),
                         tuple(sorted(self.s.blockers)),
                         tuple(sorted((k, tuple(sorted(v.items()))) for k, v in hist.items())), desig)
        for o in objs:                       # keep keyed objects alive: ids are never reused
            _KEPT.setdefault(id(o.card), o.card)
        for e in self.s.effects:
            _KEPT.setdefault(id(e.effect), e.effect)
        # 607.2a: the cards exiled with each permanent, when an ability reads them in exile
        exiled = linked.exiled_pairs(self) if "exile" in zones else ()
        if exiled:
            key = key + (exiled,)
        extra = {**({"turn_history": hist, "designations": desig} if hist or desig else {}),
                 **({"exiled_with": exiled} if exiled else {}),
                 **({"library_tops": tops} if tops else {}),
                 **({"graveyard_tops": gtops} if gtops else {})}
        return zones, objs, key, extra

    def _effects_reach_stack(self) -> bool:
        """Could a continuous effect change a spell's characteristics? (an effect whose affected
        set names a zone, or one locked onto an object on the stack). If not, spells on the stack
        have their printed characteristics and the layer system isn't re-run for them."""
        stack_ids = {x.id for x in self.s.stack}
        if not stack_ids:
            return False
        if any(self.s.objects[i].face_down for i in stack_ids if i in self.s.objects):
            return True                          # 708.4: a face-down spell's characteristics (708.2)
        for e in self.s.effects:
            if (e.objects and stack_ids & set(e.objects)) or (e.effect.affects and e.effect.affects.mentions("zone")):
                return True
        for o in self.s.objects.values():
            if o.zone == "battlefield":
                for ab in o.card.abilities:
                    if ab.effect is not None and ab.effect.affects is not None and ab.effect.affects.mentions("zone"):
                        return True
        return False

    def ch(self, oid: str) -> Characteristics | None:
        return self.chars().get(oid)

    def ch_anywhere(self, oid: str) -> Characteristics | None:
        """Characteristics of an object in any zone: a card in a library as printed (109.3;
        what a search looks at, 701.19a)."""
        got = self.chars().get(oid) or self._lib_chars.get(oid)
        o = self.s.objects.get(oid)
        return got if got is not None or o is None else _printed(o)

    def obj(self, oid: str) -> GameObject:
        return self.s.objects[oid]

    def battlefield(self) -> list[str]:
        return sorted(o.id for o in self.s.objects.values() if o.zone == "battlefield" and not o.phased_out)

    def zone_ids(self, zone: str, player: str | None = None) -> list[str]:
        if zone == "library" and player is not None:
            return list(self.s.library[player])
        return sorted(o.id for o in self.s.objects.values()
                      if o.zone == zone and (player is None or o.owner == player))

    def opponents(self, p: str) -> list[str]:
        return [q for q in self.s.order if q != p and q not in self.s.losers]

    def alive(self) -> list[str]:
        return [p for p in self.s.order if p not in self.s.losers]

    def apnap(self) -> list[str]:
        """Players in APNAP order (101.4): active player first, then turn order."""
        order = self.alive()
        if self.s.active not in order:
            return order
        i = order.index(self.s.active)
        return order[i:] + order[:i]

    def ability(self, kind: str, args: tuple):
        """The card model's Ability behind an ability term (None for keywords and mana abilities)."""
        if len(args) != 2 or not isinstance(args[0], str):
            return None
        if args[0].startswith("granted:"):
            return granted_ability(args[0][len("granted:"):])
        card = self.cards.get(args[0])
        return card.ability(args[1]) if card is not None else None

    def abilities_of(self, oid: str, kind: str, ch: Characteristics | None = None) -> list[tuple[int, dict]]:
        """(position, data) of the object's abilities of `kind`, as it has them now (after the
        layer system): for 'activated' / 'triggered' the ability's mapping (cost, targets,
        instructions; docs/cards.md), for 'static' the static ability's parts (cost changes,
        optional untap, combat rules...). Abilities the engine can't execute are not listed here;
        pyengine.cards.support reports them."""
        ch = ch or self.ch(oid)
        out = []
        if ch is None:
            return out
        granted = 0
        # 613.1f, 113.2c: an ability gained from another card ("has all activated abilities of ...")
        # is its own ability, named Card_Name#N beside the object's own abilities (its card's, or those
        # of what it's a copy of: a card of the name it has)
        o = self.s.objects.get(oid)
        own = {ch.name, *((o.card.name, o.card.key) if o is not None else ()), *self._text_cards(oid)}

        def gained_from(key) -> bool:
            c = self.cards.get(key)
            return key not in own and (c is None or c.name != ch.name)
        for k, args in ch.ability_terms:
            ab = self.ability(k, args)
            if ab is not None and len(args) == 2 and str(args[0]).startswith("granted:"):
                granted += 1     # abilities granted as their text: g1, g2, ... (113.2c: each its own)
            if ab is None or ab.kind != kind:
                continue
            if ch.text_changes and not str(args[0]).startswith("granted:") and not gained_from(args[0]):
                ab = changed_ability(ab, ch.text_changes)   # 612.2 (612.3: not an ability it gained)
            idx = (f"g{granted}" if str(args[0]).startswith("granted:")
                   else re.sub(r"\W+", "_", str(args[0])) + f"#{args[1]}" if gained_from(args[0])
                   else int(args[1]) if str(args[1]).isdigit() else args[1])
            if kind in ("activated", "triggered") and ab.spec:
                out.append((idx, {**ab.spec, "text": ab.spec.get("text") or ab.text}))
            elif kind == "static" and ab.parts:
                out.append((idx, ab.parts))
        return out

    def _text_cards(self, oid: str) -> set[str]:
        """612.5, 701.10h: the cards whose abilities are the object's rules text through an exchange
        of text boxes (set_text effects locked onto it): its own abilities, not gained ones -- its
        text changes apply to them (612.2) and they keep their positions as its own abilities."""
        return {str(args[0]) for e in self.s.effects if e.objects and oid in e.objects
                for op in e.effect.ops if op.kind == "set_text"
                for _k, args in op.args[0] if len(args) == 2 and isinstance(args[0], str)
                and not args[0].startswith("granted:")}

    def mana_abilities(self, oid: str) -> list[str]:
        """Mana symbols a permanent can add with '{T}: Add ...' (305.6 basic land types, 605);
        memoised on the characteristics object (immutable, shared by the states that have it)."""
        ch = self.ch(oid)
        if ch is None or ch.zone != "battlefield":
            return []
        hit = ch.__dict__.get("_mana_symbols")
        if hit is None:
            hit = ch.__dict__["_mana_symbols"] = self._mana_symbols(ch)
        if CHOSEN_COLOR_MANA in hit:          # "one mana of the chosen color" (607.2d; none chosen: 106.5)
            return choices.chosen_mana(self, oid, hit)
        return list(hit)

    @staticmethod
    def _mana_symbols(ch: Characteristics) -> tuple[str, ...]:
        # (a land's basic land types give it their mana abilities in the layer system, 305.6)
        syms = [s for t in ch.ability_terms if t[0] == "mana" for s in t[1]]
        for k, args in ch.ability_terms:          # a mana ability granted as its text ('has "{T}: Add ..."')
            if len(args) == 2 and str(args[0]).startswith("granted:"):
                ab = granted_ability(str(args[0])[len("granted:"):])
                if ab.kind == "mana":
                    syms.extend(ab.args)
        return tuple(sorted(set(syms), key=lambda s: POOL_SYMS.index(s) if s in POOL_SYMS else 9))

    def is_sick(self, oid: str) -> bool:
        o = self.s.objects[oid]
        ch = self.ch(oid)
        return bool(o.summoning_sick and ch and "creature" in ch.types and ("kw", ("haste",)) not in ch.ability_terms)

    # ------------------------------------------------------------------ log
    def _log(self, rule: str, text: str, player: str | None = None) -> None:
        self.s.log.append(LogEntry(self.s.turn, self.s.step, rule, text, player))

    def name(self, oid: str | None) -> str:
        if oid is None:
            return "nothing"
        if oid in self.s.players:
            return oid
        o = self.s.objects.get(oid)
        if o is None:
            for it in self.s.stack:
                if it.id == oid:
                    return f"{it.text!r}"
            return oid
        if o.face_down:                     # 708.5: its name is hidden (the log is public)
            return f"a face-down {'spell' if o.zone == 'stack' else 'permanent' if o.zone == 'battlefield' else 'card'} ({oid})"
        return f"{o.card.name} ({oid})"

    def new_id(self, prefix: str) -> str:
        while True:
            i = f"{prefix}{self.s.next_id}"
            self.s.next_id += 1
            if i not in self.s.objects and i not in self.s.players:
                return i

    def batch_timestamp(self) -> float | None:
        """The first timestamp of the events being performed together now (an object entering
        with them gets it or a later one), or None outside `perform`."""
        return getattr(self, "_batch_first", None)

    def new_ts(self) -> float:
        self.s.next_ts += 1
        return self.s.next_ts

    def _apnap_entries(self, evs: list[Event]) -> list[Event]:
        """613.7m: objects entering zones at the same time receive their timestamps in APNAP order
        of their controllers (owners, for objects with no controller there): the events that move
        objects are performed in that order; one player's keep their order (that player's choice,
        made as the events are listed). The other events keep their places."""
        order = self.apnap()

        def who(e: Event) -> str | None:
            if e.kind in ("draw", "discard", "create_tokens"):
                return e.player
            if e.kind != "zone_change" or e.obj not in self.s.objects:
                return None
            o = self.s.objects[e.obj]
            return (e.player or o.controller or o.owner) if e.to_zone in ("battlefield", "stack") else o.owner

        slots = [(i, who(e)) for i, e in enumerate(evs)]
        slots = [(i, p) for i, p in slots if p is not None]
        if len({p for _, p in slots}) < 2:
            return evs
        moved = sorted(slots, key=lambda x: order.index(x[1]) if x[1] in order else len(order))
        out = list(evs)
        for (i, _), (j, _) in zip(slots, moved):
            out[i] = evs[j]
        return out

    def stamp_entry(self, o: GameObject) -> None:
        """613.7d: an object receives a timestamp at the time it enters a zone."""
        o.timestamp = o.entered = self.new_ts()

    # ------------------------------------------------------------------ the loop
    def advance(self) -> None:
        guard = 0
        while self.s.decision is None and not self.s.over:
            guard += 1
            if guard > MAX_AUTO_STEPS:
                raise EngineError("the game loop made no decision in too many steps")
            if self.s.procs:
                self._continue(self.s.procs[-1])
                continue
            if self.s.stage == "begin":
                self._begin_step()
            elif self.s.stage == "priority":
                self._priority_point()
            elif self.s.stage == "end":
                self._end_step()

    def _ask(self, kind: str, player: str, options: Iterable[Action], prompt: str, rule: str) -> None:
        opts = tuple(options)
        self.s.decision = Decision(kind, player, opts, prompt, rule)

    # ---------------------------------------------------------------- turn structure (500-514)
    def _begin_step(self) -> None:
        s = self.s
        step = s.step
        by_static = self._skipped_by_static(step)
        if (s.active, step) in s.skips or by_static:          # 500.11 / 614.10
            if (s.active, step) in s.skips:
                s.skips.remove((s.active, step))
            # skipping is itself an event that replacement effects may modify (614.1b, 614.10)
            done = [e for e in self.perform([Event("skip", player=s.active, what=step)]) if e.kind == "skip"]
            if done:
                self._log("500.11", f"{step.replace('_', ' ')} step is skipped")
                s.stage = "end"
                return
        self._log(STEP_RULE[step], f"{step.replace('_', ' ')} step begins ({PHASE_OF[step].replace('_', ' ')} phase)")
        s.stage = "priority"
        if step == "upkeep":                 # when each upkeep began (echo's "since your last upkeep", 702.30a)
            s.states_seen[f"prev_upkeep:{s.active}"] = s.states_seen.get(f"upkeep:{s.active}", -1)
            s.states_seen[f"upkeep:{s.active}"] = s.next_ts
        self._happen({"kind": "step", "step": step, "player": s.active})       # 500.6
        if step == "upkeep":
            keyword_costs.upkeep(self)                        # suspend's upkeep triggers (702.62a)
        if step == "untap":
            self._untap_step()
            s.stage = "end"                                   # 502.4: no priority
        elif step == "draw":
            if s.turn == 1 and self.scenario.step == "untap" and len(s.order) == 2 and s.active == self.scenario.active_player:
                # 103.8a: in a two-player game the player who plays first skips the draw of their first turn
                self._log("103.8a", f"{s.active} plays first and skips the draw of their first turn")
            else:
                self._log("504.1", f"{s.active} draws a card (turn-based action)")
                if dredge.options(self, s.active):          # 702.52a: may dredge instead
                    self.s.procs.append(Process("dredge_draw", {"player": s.active}))
                else:
                    self.perform([Event("draw", player=s.active, amount=1)])
        elif step == "precombat_main":
            sagas = [o for o in self.battlefield() if "Saga" in self.ch(o).subtypes and self.ch(o).controller == s.active]
            if sagas:                         # 714.3b: a turn-based action, not using the stack
                self._log("714.3b", f"{s.active} puts a lore counter on each Saga they control: "
                                    + ", ".join(self.name(o) for o in sagas), s.active)
                self.perform([Event("counters", target=o, counter_kind="lore", amount=1, source=o) for o in sagas])
            archenemy.main_phase_begins(self)                 # 904.9: a scheme set in motion
        elif step == "declare_attackers":
            self._start_declare_attackers()
        elif step == "declare_blockers":
            self._start_declare_blockers()
        elif step == "combat_damage":
            self._combat_damage()
        elif step == "cleanup":
            self._cleanup_step()

    def _untap_step(self) -> None:
        s = self.s
        # 502.1 phasing (702.26a: permanents with phasing phase out, simultaneously)
        out = phasing.phasing_out(self)
        back = [o for o in sorted(s.objects.values(), key=lambda o: o.id)
                if o.zone == "battlefield" and o.phased_out and o.id not in out
                and phasing.phases_in(self, o.id, s.active)]
        for o in back:
            o.phased_out = False
            self._log("502.1", f"{self.name(o.id)} phases in")
        phasing.phase_out(self, out)
        day_night.untap_check(self)                           # 502.2, 728.2
        day_night.check(self)                                 # 702.145c-g
        # 302.6: the active player has controlled their permanents since this turn began
        for o in s.objects.values():
            if o.zone == "battlefield" and o.controller == s.active:
                o.summoning_sick = False
        # 502.3 untap: the active player determines which permanents will untap ("you may choose
        # not to untap" abilities: {text: ..., optional_untap: true})
        limits = self._untap_limits()
        if limits:
            # 502.3: "Players can't untap more than one creature during their untap steps" -- the
            # active player chooses, one at a time, the limited permanents that untap
            s.procs.append(Process("untap_limited", {"limits": limits, "chosen": []}))
            return
        self._untap_optional([])

    def _untap_optional(self, keep: list[str]) -> None:
        s = self.s
        optional = [o for o in self.battlefield() if self.obj(o).tapped and self.obj(o).controller == s.active
                    and o not in keep and any(sp.get("optional_untap") for _i, sp in self.abilities_of(o, "static"))]
        if optional:
            s.procs.append(Process("untap", {"optional": optional, "keep": list(keep)}))
            return
        self._untap_all(keep)

    def _untap_limits(self) -> list[list]:
        """502.3: the untap limits binding the active player now, as [max, [the tapped permanents
        of theirs the limit covers, that nothing else keeps tapped]] -- only those with more
        permanents than the limit allows (the others ask for no choice)."""
        s = self.s
        rules = [(src, ctl, v) for src, ctl, v in self.static_sources("untap_limit")
                 if (v.get("player") == "any" or ctl == s.active)
                 and not (v.get("if_untapped") and self.obj(src).tapped)]      # 611.3a: "as long as ~ is untapped"
        if not rules:
            return []
        held = self._doesnt_untap() | {o for o, p in s.states_seen.get("untap_held", ()) if p == s.active} \
            | untap_bans.held(self, s.active)
        out = []
        for src, _ctl, v in rules:
            got = [oid for oid, ok in zip(self.battlefield(), self._untap_filter(v["filter"], src)) if ok
                   and self.obj(oid).tapped and self.obj(oid).controller == s.active and oid not in held]
            if len(got) > int(v["max"]):
                out.append([int(v["max"]), got])
        return out

    def _proc_untap_limited(self, proc: Process) -> None:
        d = proc.data
        a = self._take(proc)
        if a is not None and a.kind == "untap_one":
            d["chosen"].append(a.args[0])
            a = None
        chosen = set(d["chosen"])
        # a permanent may be chosen while every limit covering it has room left
        can = sorted({o for _n, objs in d["limits"] for o in objs if o not in chosen and all(
            o not in objs2 or len(chosen & set(objs2)) < n2 for n2, objs2 in d["limits"])})
        if a is None and can:
            self._ask("untap_limited", self.s.active, [Action("untap_one", (o,)) for o in can] + [Action("done")],
                      f"{self.s.active}: choose the permanents that untap, within the limits (then done)", "502.3")
            return
        self._pop(proc)
        limited = {o for _n, objs in d["limits"] for o in objs}
        self._untap_optional(sorted(limited - chosen))

    def _untap_all(self, keep: list[str]) -> None:
        s = self.s
        held = self._doesnt_untap()
        # "doesn't untap during your next untap step" (502.3): this untap step of that player, once
        once = s.states_seen.get("untap_held", ())
        if once:
            held |= {o for o, p in once if p == s.active}
            s.states_seen["untap_held"] = tuple(x for x in once if x[1] != s.active)
        # "Lands you control don't untap during your next untap step" (502.3, 611.2c: the lands
        # they control now): this untap step of that player, once
        held |= untap_bans.held(self, s.active)
        untap_bans.end(self, s.active)
        evs = [Event("untap", obj=o) for o in self.battlefield()
               if self.obj(o).tapped and self.obj(o).controller == s.active and o not in keep and o not in held]
        others = [Event("untap", obj=o) for o in self._untap_others() if o not in keep]
        if held & {o for o in self.battlefield() if self.obj(o).tapped and self.obj(o).controller == s.active}:
            self._log("502.3", "effects keep " + ", ".join(self.name(o) for o in sorted(held)) + " from untapping")
        self._log("502.3", f"{s.active} untaps their permanents" + (f": {', '.join(self.name(e.obj) for e in evs)}" if evs else " (none tapped)")
                  + (f"; {', '.join(self.name(k) for k in keep)} stay tapped" if keep else ""))
        if others:
            self._log("502.3", "with them, effects untap " + ", ".join(self.name(e.obj) for e in others))
        self.perform(evs + others)
        # the "next untap step" of those permanents' controller has come: those effects end
        s.skips = [(who, what) for who, what in s.skips if not (
            what == "next_untap" and (who not in s.objects or self.obj(who).zone != "battlefield"
                                      or self.obj(who).controller == s.active))]
        self._dirty()

    def _untap_others(self) -> list[str]:
        """502.3: the tapped permanents of players other than the active player that static
        abilities untap with the active player's ("Untap all permanents you control during each
        other player's untap step"), seen from each source and its controller. The effects keeping
        permanents from untapping during their controller's untap step don't apply to these."""
        out: list[str] = []
        for src, ctl, who in self.static_sources("untap_others"):
            if ctl is None or ctl == self.s.active:
                continue
            if who == "self":
                got = [src]
            else:
                got = [oid for oid, ok in zip(self.battlefield(), self._untap_filter(who, src)) if ok]
            out += [o for o in got if o not in out and self.obj(o).tapped and self.obj(o).controller != self.s.active]
        return out

    def _doesnt_untap(self) -> set[str]:
        """502.3: permanents that static abilities keep from untapping ("This artifact doesn't
        untap during your untap step", "Enchanted creature doesn't untap ...")."""
        out = set()
        for src in self.battlefield():
            for _i, parts in self.abilities_of(src, "static"):
                who = parts.get("doesnt_untap")
                if isinstance(who, Filter):     # "Nonbasic lands don't untap during their controllers' untap steps"
                    out |= {oid for oid, ok in zip(self.battlefield(), self._untap_filter(who, src)) if ok}
                    continue
                held = src if who == "self" else (self.obj(src).attached_to if who in ("enchanted", "equipped") else None)
                kind = parts.get("doesnt_untap_if_counter")      # "if it has a depletion counter on it"
                if held and kind is not None and not any(c.kind == kind and c.count > 0 for c in self.obj(held).counters):
                    continue
                if held:
                    out.add(held)
        # "That creature doesn't untap during its controller's next untap step" (a resolved
        # instruction: pyengine.game.instructions, `doesnt_untap_next`)
        out |= {who for who, what in self.s.skips if what == "next_untap" and who in self.s.objects}
        out |= durations.held(self)                  # "... for as long as you control ~" (611.2b)
        # "... for as long as ~ remains tapped" (611.2b): while the same source object stays on the
        # battlefield tapped (400.7), for the same held object
        live = []
        for who, what in self.s.skips:
            if what.startswith("while_tapped:"):
                _w, src, sgen, wgen = what.rsplit(":", 3)
                so, wo = self.s.objects.get(src), self.s.objects.get(who)
                if not (so and so.zone == "battlefield" and so.tapped and len(so.earlier_ids) == int(sgen)
                        and wo and wo.zone == "battlefield" and len(wo.earlier_ids) == int(wgen)):
                    continue
                out.add(who)
            live.append((who, what))
        self.s.skips = live
        return out

    def _untap_filter(self, f: Filter, src: str) -> list[bool]:
        """502.3: whether each permanent on the battlefield is one a static ability's filter keeps
        from untapping, seen from its source and the source's controller (pyengine.game.filters)."""
        items = [(oid, self.ch(oid)) for oid in self.battlefield()]
        got = set(matching(self, f, items, src, self.ch(src).controller))
        return [oid in got for oid, _c in items]

    def _proc_untap(self, proc: Process) -> None:
        d = proc.data
        a = self._take(proc)
        if a is not None and a.kind == "keep_tapped":
            d["keep"].append(a.args[0])
            a = None
        left = [o for o in d["optional"] if o not in d["keep"]]
        if a is None and left:
            self._ask("untap", self.s.active, [Action("keep_tapped", (o,)) for o in left] + [Action("done")],
                      f"{self.s.active}: choose permanents that won't untap (then done)", "502.3")
            return
        self._pop(proc)
        self._untap_all(d["keep"])

    def static_parts(self, key: str):
        """(controller, value) of each static ability part `key` of the permanents on the
        battlefield (rule-modifying static abilities: land plays, skipped steps, hand size)."""
        for _oid, controller, value in self.static_sources(key):
            yield controller, value

    def static_sources(self, key: str):
        """(permanent, its controller, value) of each static ability part `key` of the permanents
        on the battlefield, read as the abilities are after the layer system (an ability lost is
        no part): prohibitions on casting (601.3) and activating (602.5) name their source.
        Memoised for the same characteristics and battlefield (many rules ask at each priority)."""
        chars, bf = self.chars(), tuple(self.battlefield())
        memo = getattr(self, "_static_memo", None)
        if memo is None or memo[0] is not chars or memo[1] != bf:
            memo = (chars, bf, {})
            self._static_memo = memo
        got = memo[2].get(key)
        if got is None:
            got = []
            for oid in bf:
                ch = self.ch(oid)
                for _i, spec in self.abilities_of(oid, "static", ch):
                    if spec.get(key):
                        got.append((oid, (ch.controller if ch else None), spec[key]))
            memo[2][key] = got
        return iter(got)

    def _skipped_by_static(self, step: str) -> bool:
        """614.1b, 614.10: a static ability of a permanent the active player controls says "Skip
        your [step] step"."""
        return any(c == self.s.active and v == step for c, v in self.static_parts("skip_step"))

    def land_plays(self, p: str) -> int:
        """305.2: one land each turn, plus one for each "You may play an additional land on each of
        your turns" of a permanent p controls (305.2a)."""
        return 1 + sum(int(v.get("add", 0)) for c, v in self.static_parts("land_plays") if c == p) \
            + land_plays_turn.extra(self, p)          # "... an additional land this turn" (305.2)

    def max_hand_size(self, p: str) -> int | None:
        """402.2: seven, as changed by static abilities ("You have no maximum hand size": None;
        "Your maximum hand size is reduced by N", "Each opponent's maximum hand size ...")."""
        n: int | None = MAX_HAND
        delta = 0
        for controller, mh in self.static_parts("max_hand_size"):
            if mh.get("player", "you") != "all" and (mh.get("player", "you") == "you") != (controller == p):
                continue
            if mh.get("none"):
                n = None
            delta += int(mh.get("add", 0))
        return None if n is None else max(0, n + delta)

    def _cleanup_step(self) -> None:
        s = self.s
        hand = self.zone_ids("hand", s.active)
        limit = self.max_hand_size(s.active)
        if limit is not None and len(hand) > limit:          # 514.1
            self._log("514.1", f"{s.active} has {len(hand)} cards in hand and discards down to {limit}", s.active)
            s.procs.append(Process("discard", {"player": s.active, "count": len(hand) - limit,
                                                "rule": "514.1", "then": "cleanup2"}))
            return
        self._cleanup_rest()

    def _cleanup_rest(self) -> None:
        s = self.s
        # 514.2: damage wears off, "until end of turn" effects end (simultaneously)
        for o in s.objects.values():
            if o.damage and o.zone != "library":    # (library cards are shared with snapshots)
                o.damage = 0
        ended = [e for e in s.effects if e.duration in ("end_of_turn", "this_turn")]
        s.effects = [e for e in s.effects if e not in ended]
        if any(d == "end_of_turn" for _r, d in s.combat_effects):   # "... can't block this turn"
            s.combat_effects = [(r, d) for r, d in s.combat_effects if d != "end_of_turn"]
        gone = {k for k, v in s.replacement_durations.items() if v == "end_of_turn"}
        if gone:                                             # shields "this turn" (701.15a) end too
            s.replacement_effects = [r for r in s.replacement_effects if r.id not in gone]
            s.replacement_durations = {k: v for k, v in s.replacement_durations.items() if k not in gone}
        s.deathtouch_hit.clear()
        # "until end of turn, whenever ..." (603.7b): a delayed trigger's stated duration ends
        s.delayed = [d for d in s.delayed if d["spec"].get("until") != "end_of_turn"]
        keyword_costs.end_of_turn(self)                    # "saddled" ends (702.171b)
        self._dirty()
        self._log("514.2", "damage is removed from permanents" +
                  (f"; effects ending: {', '.join(e.id for e in ended)}" if ended else ""))
        # 514.3 / 514.3a: priority only if state-based actions or triggers happen
        if self._sba_actions() or s.pending:
            self._log("514.3a", "state-based actions or triggers in the cleanup step: players get priority, "
                                "then another cleanup step follows")
            s.cleanup_again = True
            s.stage = "priority"
        else:
            s.stage = "end"

    def _end_step(self) -> None:
        s = self.s
        # 500.4: mana empties; 500.5 "until end of" step effects
        for p in s.order:
            gone = mana_rules.empty(self, p, s.step == "cleanup")     # (106.4: mana kept until end of turn)
            if gone:
                self._log("500.4", f"{p}'s unused mana empties ({pool_text(gone)})")
        if s.step == "end_of_combat":                         # 506.4 removed from combat
            ended = [e for e in s.effects if e.duration == "end_of_combat"]      # 500.5
            if ended:
                s.effects = [e for e in s.effects if e not in ended]
                self._log("500.5", f"'until end of combat' effects end: {', '.join(e.id for e in ended)}")
                self._dirty()
            if any(d == "end_of_combat" for _r, d in s.combat_effects):    # "... this combat"
                s.combat_effects = [(r, d) for r, d in s.combat_effects if d != "end_of_combat"]
            s.attackers.clear()
            s.blockers.clear()
            s.combat_memo.clear()
            self._dirty()
        if s.step == "cleanup" and s.cleanup_again:
            s.cleanup_again = False
            s.steps_left.insert(0, "cleanup")
        s.priority = None
        s.passes = 0
        if s.steps_left:
            s.step = s.steps_left.pop(0)
            s.stage = "begin"
            return
        self._next_turn()

    def _next_turn(self) -> None:
        s = self.s
        prev = s.active
        if s.extra_turns:                                     # 500.7
            nxt = s.extra_turns.pop(0)
            self._log("500.7", f"{nxt} takes an extra turn")
        else:
            alive = self.alive()
            i = s.order.index(s.active)
            nxt = s.active
            for k in range(1, len(s.order) + 1):
                cand = s.order[(i + k) % len(s.order)]
                if cand in alive:
                    nxt = cand
                    break
        s.turn += 1
        s.active = nxt
        self._dirty()                 # "during your turn" conditions (611.3a) read the active player
        planechase.set_controller(self)                       # 901.6: the active player is the planar controller
        if (nxt, "turn") in s.skips:
            s.skips.remove((nxt, "turn"))
            self._log("500.11", f"{nxt}'s turn is skipped")
            s.active = nxt
            s.steps_left = []
            self._next_turn()
            return
        permissions.turn_begins(self, nxt)                  # "until the end of your next turn" (611.2a)
        detain.turn_begins(self, nxt)                       # 701.29a: "until your next turn"
        # 611.2a: "until the end of your next turn" -- that turn has begun: it now lasts until end of turn
        if any(e.duration == NEXT_TURN_END and e.controller == nxt for e in s.effects):
            s.effects = [dataclasses.replace(e, duration="end_of_turn")
                         if e.duration == NEXT_TURN_END and e.controller == nxt else e for e in s.effects]
        s.combat_effects = [(r, "end_of_turn" if d == NEXT_TURN_END and r.get("controller") == nxt else d)
                            for r, d in s.combat_effects]
        ended = [e for e in s.effects if e.duration == "until_your_next_turn" and e.controller == nxt]
        if ended:                                             # 611.2a: as long as stated
            s.effects = [e for e in s.effects if e not in ended]
            self._dirty()
            self._log("611.2a", f"'until your next turn' effects end: {', '.join(e.id for e in ended)}")
        gone = [r for r, d in s.combat_effects if d == "until_your_next_turn" and r.get("controller") == nxt]
        if gone:                                              # 701.38a: goad ends at the goading player's turn
            s.combat_effects = [(r, d) for r, d in s.combat_effects if not any(r is x for x in gone)]
            self._log("611.2a", "'until your next turn' combat effects end: " +
                      ", ".join(f"{r['kind']} of {', '.join(self.name(o) for o in r.get('objects', ()))}" for r in gone))
        s.lands_played = {}
        s.loyalty_used = set()
        s.activated_this_turn = set()
        s.last_turn = {"active": prev, "casts": dict(s.history.get("casts") or {})}    # 728.2, "last turn"
        s.history = {}                                        # "this turn" starts over
        s.steps_left = list(STEPS[1:])
        s.step = "untap"
        s.stage = "begin"
        self._log("500.1", f"turn {s.turn} begins; {nxt} is the active player")

    # ---------------------------------------------------------------- priority (117)
    def _priority_point(self) -> None:
        s = self.s
        day_night.check(self)            # 702.145c-d, f-g: immediately, not a state-based action
        # 117.5 / 704.3: state-based actions, then triggers, repeated until neither happens
        if self._sba_loop():
            return
        if s.over:
            return
        self._check_state_triggers()
        if s.pending:
            s.procs.append(Process("place_triggers", {}))
            return
        if s.priority is None:
            s.priority = s.active                             # 117.3a / 117.3b
        p = s.priority
        self._ask("priority", p, self._priority_options(p), f"{p} has priority", "117.3")

    def _priority_options(self, p: str) -> list[Action]:
        acts = [Action("pass")]
        acts.extend(timing.legal_priority_actions(self, p))
        return acts

    def _after_action_priority(self, p: str) -> None:
        """117.3c: after casting/activating/special action the same player gets priority."""
        self.s.priority = p
        self.s.passes = 0

    def _pass(self, p: str) -> None:
        s = self.s
        s.passes += 1
        self._log("117.3d", f"{p} passes priority", p)
        alive = self.alive()
        if s.passes >= len(alive):                            # 117.4
            s.passes = 0
            if s.stack:
                top = s.stack[-1]
                self._log("405.5", f"all players passed in succession: {self.name(top.id) if top.kind == 'spell' else repr(top.text)} resolves")
                s.procs.append(Process("resolve", {"item": top.id, "pc": 0, "instrs": None, "answers": {}}))
                s.priority = None
            else:
                self._log("117.4", f"all players passed with an empty stack: the {s.step.replace('_', ' ')} step ends")
                s.stage = "end"
            return
        i = alive.index(p)
        s.priority = alive[(i + 1) % len(alive)]

    # ---------------------------------------------------------------- answering
    def _answer(self, d: Decision, a: Action) -> None:
        s = self.s
        if d.kind == "priority":
            self._priority_action(d.player, a)
            return
        proc = s.procs[-1]
        proc.data["answer"] = a
        proc.data["answer_kind"] = d.kind

    def _priority_action(self, p: str, a: Action) -> None:
        if a.kind == "pass":
            self._pass(p)
        elif a.kind == "play":
            self._play_land(p, a.args[0], a.args[1] if len(a.args) > 1 else None)
        elif a.kind == "cast":
            self._begin_cast(p, a.args[0], a.args[1] if len(a.args) > 1 else None)
        elif a.kind == "activate":
            self._begin_activate(p, a.args[0], a.args[1], a.args[2] if len(a.args) > 2 else None)
        elif a.kind == "mana":
            self._activate_mana(p, a.args[0], a.args[1] if len(a.args) > 1 else None)
            self._after_action_priority(p)
        elif a.kind == "suspend":                              # 702.62a, 116.2f: a special action
            keyword_costs.begin_suspend(self, p, a.args[0])
        elif a.kind == "foretell":                             # 702.143a, 116.2h: a special action
            keyword_costs.begin_foretell(self, p, a.args[0])
        elif a.kind == "turn_face_up":                         # 702.37e, 701.34b, 116.2b: a special action
            from pyengine.game import face_down
            face_down.begin_turn_face_up(self, p, a.args[0], a.args[1])
        elif a.kind == "planar_die":                           # 901.9: a special action
            planechase.begin_roll(self, p)
        elif a.kind == "plot":                                 # 702.170a, 116.2k: a special action
            from pyengine.game import zone_keywords
            zone_keywords.begin_plot(self, p, a.args[0])
        else:
            raise IllegalActionError(f"unknown action {a}")

    def _play_land(self, p: str, oid: str, face: str | None = None) -> None:
        s = self.s
        if face is not None:                          # 712.12: a modal double-faced card's land face
            card_faces.play_face(self, oid, face)
        s.lands_played[p] = s.lands_played.get(p, 0) + 1
        from_zone = self.obj(oid).zone
        if from_zone == "graveyard":                  # 601.3, 305.1: by a permission to play it from there
            graveyard_play.used(self, oid, p)
        self._log("305.1", f"{p} plays {self.name(oid)}" + (f" from {from_zone}" if from_zone != "hand" else "")
                  + " (special action, 116.2a)", p)
        self.perform([Event("zone_change", obj=oid, player=p, from_zone=from_zone, to_zone="battlefield", what="play")])
        self._after_action_priority(p)

    def _activate_mana(self, p: str, oid: str, sym: str | None) -> None:
        who = prohibited(self, oid, True)
        if who is not None:
            raise IllegalActionError(f"{self.name(oid)}'s mana abilities can't be activated ({who}, 602.5)")
        syms = self.mana_abilities(oid)
        sym = sym or syms[0]
        self.perform([Event("tap", obj=oid, source=oid)])
        pool = self.s.pools[p]
        pool[sym] = pool.get(sym, 0) + 1
        self._log("605.3a", f"{p} activates the mana ability of {self.name(oid)}: adds {{{sym}}} (doesn't use the stack)", p)
        self._dirty()
        mana_triggers.tapped_for_mana(self, p, oid, sym)          # 106.12a, 605.4a

    # ---------------------------------------------------------------- processes
    def schedule(self, proc: Process) -> None:
        """Start a process that needs a player's answer: one begun by the process now running (an
        event in the middle of an instruction) is finished before that process goes on."""
        running = getattr(self, "_running_proc", None)
        if running is not None and running in self.s.procs:
            self.s.procs.insert(self.s.procs.index(running), proc)
        else:
            self.s.procs.append(proc)

    def _continue(self, proc: Process) -> None:
        handler = getattr(self, f"_proc_{proc.kind}")
        self._running_proc = proc
        try:
            handler(proc)
        finally:
            self._running_proc = None

    def _proc_game_start(self, proc: Process) -> None:
        game_start.run(self, proc)                     # 103.3-103.6: shuffles, mulligans, opening hands

    def _proc_dredge_draw(self, proc: Process) -> None:
        dredge.proc_draw(self, proc)                   # 702.52a: the draw step's draw, or dredge instead

    def as_turned_face_up(self, oid: str) -> None:
        as_enters.turned_face_up(self, oid)            # 614.1e: counters put on it as it's turned face up

    def _proc_enter_choice(self, proc: Process) -> None:
        choices.proc_enter_choice(self, proc)          # 614.12a: "as ~ enters, choose a color"

    def _proc_until_return(self, proc: Process) -> None:
        linked.proc_until_return(self, proc, ins.aura_candidates)   # 610.3c, 303.4f: an Aura exiled "until ~ leaves" returns

    def _proc_mana_trigger(self, proc: Process) -> None:
        mana_triggers.run(self, proc)                   # 605.4a: a triggered mana ability waiting for a choice

    def _proc_miracle_reveal(self, proc: Process) -> None:
        from pyengine.game import miracle
        miracle.proc_reveal(self, proc)                # 702.94a: reveal the first card drawn

    def _proc_graveyard_order(self, proc: Process) -> None:
        graveyard_order.proc(self, proc)               # 404.3: the owner arranges cards put there at once

    def _pop(self, proc: Process) -> None:
        self.s.procs.remove(proc)

    def _take(self, proc: Process) -> Action | None:
        a = proc.data.pop("answer", None)
        proc.data.pop("answer_kind", None)
        return a

    def item(self, sid: str) -> StackItem | None:
        for it in self.s.stack:
            if it.id == sid:
                return it
        return None

    def _rewind(self, proc: Process, reason: str, rule: str = "730.1") -> None:
        """730.1: an illegal proposal -- the game returns to the moment before it."""
        self._rewind_to(proc.data["rewind"], proc.data["player"], rule, reason)

    def _rewind_to(self, idx: int, p: str, rule: str, reason: str) -> None:
        """Return to the state saved before history entry `idx` (with the decision then pending),
        keeping the log (730.1)."""
        if idx >= len(self.history):
            raise IllegalActionError(f"{reason} (and there is nothing to return to)")
        _a, _p, snap = self.history[idx]
        log = list(self.s.log)
        self.s = snap.clone()
        self.s.log = log
        self._dirty()
        self._log(rule, f"illegal: {reason}; the game returns to the moment before (730.1)", p)

    # ---- resolution (608)
    def _proc_resolve(self, proc: Process) -> None:
        d = proc.data
        it = self.item(d["item"])
        if it is None:          # removed meanwhile
            self._pop(proc)
            return
        if d["instrs"] is None:
            if it.kind == "spell" and it.id in self.s.objects and self._effects_reach_stack():
                sch = self.ch(it.id)
                if sch is not None and sch.text_changes:
                    # 612.2, 608.2b-c: a spell whose text was changed on the stack resolves as its
                    # text now reads (its target requirements and instructions)
                    printed = it.memory.setdefault("_printed_spec", it.spec)
                    it.spec = changed_spec(printed, sch.text_changes)
            # 608.2a intervening "if"
            cond = it.spec.get("if")
            if cond is not None and not ins.condition(self, cond, it.source, it.controller, it.memory):
                self._log("608.2a", f"the intervening \"if\" of {it.text!r} is false: removed from the stack without effect")
                self._finish_item(it, resolved=False)
                self._pop(proc)
                return
            # 608.2b targets re-checked
            tspecs = ins.specs_of(self, it)
            if tspecs:
                legal = ins.legal_targets_now(self, it)
                bestow.check_resolving(self, it, legal)                # 702.103e, 608.3b
                it.memory["illegal_targets"] = [t for t in it.targets if t not in legal]
                if it.targets and not legal:
                    self._log("608.2b", f"all targets of {it.text} are illegal: it doesn't resolve")
                    self._finish_item(it, resolved=False)
                    self._pop(proc)
                    return
                for t in it.memory["illegal_targets"]:
                    self._log("608.2b", f"{self.name(t)} is no longer a legal target; {it.text} won't affect it")
            if it.kind in ("activated", "triggered"):
                # the times this ability of this object (400.7) has resolved this turn, this one included
                src = self.s.objects.get(it.source)
                key = f"{it.source}#{it.memory.get('_src_inc', len(src.earlier_ids) if src else 0)}#{it.spec.get('text') or it.text}"
                got = self.s.history.setdefault("resolved_abilities", {})
                got[key] = it.memory["_resolved_nth"] = got.get(key, 0) + 1
            d["instrs"] = list(it.spec.get("effect") or [])
        if not ins.follow(self, proc, it):
            return
        self._pop(proc)
        self._finish_item(it, resolved=True)

    def _finish_item(self, it: StackItem, resolved: bool) -> None:
        s = self.s
        if it in s.stack:
            s.stack.remove(it)
        s.states_seen.pop(it.memory.get("state_key"), None)
        if it.kind == "spell":
            o = self.obj(it.id)
            spell_ch = self.ch(it.id) if self._effects_reach_stack() else None
            perm = any(t in ("artifact", "creature", "enchantment", "planeswalker", "land", "battle")
                       for t in (spell_ch.types if spell_ch else o.card.types))
            if resolved and perm:
                # 608.3: a permanent spell becomes a permanent; an Aura is attached to its target (608.3c)
                att = it.targets[0] if (o.card.spell.get("enchant") is not None or bestow.bestowed(self, it.id)) \
                    and it.targets else None
                self.perform([Event("zone_change", obj=it.id, from_zone="stack", to_zone="battlefield",
                                    player=it.controller, target=att, x=it.x)])
                if self.obj(it.id).zone != "stack":
                    self._log("608.3", f"{self.name(it.id)} enters the battlefield under {it.controller}'s control" +
                              (f", attached to {self.name(att)}" if att else ""))
                if self.obj(it.id).zone == "battlefield":
                    keyword_costs.entered(self, it.id)               # dash (702.109a)
                    flash_timing.entered(self, it.id)                # sacrificed at the next cleanup step (601.3b)
                elif self.obj(it.id).zone == "stack":
                    # 608.3e: it can't be put onto the battlefield (614.17d): into its owner's graveyard
                    self.perform([Event("zone_change", obj=it.id, from_zone="stack", to_zone="graveyard")])
                    self._log("608.3e", f"{self.name(it.id)} can't enter the battlefield: it is put into its "
                                        f"owner's graveyard")
            elif o.zone == "stack":
                # 608.2n instants/sorceries; 608.2b a spell that doesn't resolve
                self.perform([Event("zone_change", obj=it.id, from_zone="stack", to_zone="graveyard",
                                    what="resolve" if resolved else None)])
                if self.obj(it.id).zone == "graveyard":     # (not when exiled instead: 702.34a, 715.3d)
                    self._log("608.2n" if resolved else "608.2b", f"{self.name(it.id)} is put into its owner's graveyard")
        elif resolved:
            self._log("608.2n", f"{it.text!r} resolved and leaves the stack")
        self._dirty()
        s.priority = None                  # 117.3b: the active player receives priority
        s.passes = 0

    # ---- putting triggered abilities on the stack (603.3)
    def _proc_place_triggers(self, proc: Process) -> None:
        s = self.s
        d = proc.data
        a = self._take(proc)
        cur = d.get("current")
        if cur is not None:
            it: StackItem = cur
            if it.spec.get("modes") and "mode" not in it.memory and "no_mode" not in it.memory:
                # 603.3c: modes chosen as it's put on the stack
                if not modal.choose(self, it, it.controller, a if a is not None and a.kind in ("mode", "done") else None,
                                    "603.3c", cancel=False):
                    return
                a = None
                if it.memory.get("no_mode"):                 # 700.2b: no mode chosen
                    self._log("700.2b", f"no mode was chosen for {it.text!r}: it is removed from the stack")
                    s.stack.remove(it)
                    s.states_seen.pop(it.memory.get("state_key"), None)
                    d["current"] = None
                    return
            tspecs = ins.specs_of(self, it)
            k = it.memory.get("_tslot", len(it.targets))    # the next choice to make (601.2c)
            if a is not None and a.kind == "target":
                ins.add_target(self, it, a.args[0], k)
                it.memory["_tslot"] = k = k + 1
                self._log("603.3d", f"{it.controller} targets {self.name(a.args[0])} with {it.text!r}", it.controller)
            if a is not None and a.kind == "no_target":     # "up to N": the rest of this instance's
                it.memory["_tslot"] = k = ins.skip_instance(tspecs, k)      # optional ones (601.2c)
            if k < len(tspecs):
                optional = isinstance(tspecs[k], dict) and tspecs[k].get("optional")
                cands = ins.next_target_candidates(self, it, tspecs, k)
                if not cands and optional:
                    it.memory["_tslot"] = ins.skip_instance(tspecs, k)
                    return
                if not cands:
                    self._log("603.3d", f"{it.text!r} has no legal target: it is removed from the stack")
                    s.stack.remove(it)
                    s.states_seen.pop(it.memory.get("state_key"), None)
                    d["current"] = None
                    return
                self._ask("target", it.controller, [Action("target", (c,)) for c in cands] +
                          ([Action("no_target")] if optional else []),
                          f"choose target {k + 1} for {it.text!r}: {ins.target_text(tspecs[k])}", "603.3d")
                return
            if tspecs and self.use_target_program:           # 603.3d: chosen as in 601.2c
                legal, why = game_targets.check(self, it, tspecs, it.targets, casting=False)
                if not legal:
                    d["retries"] = d.get("retries", 0) + 1
                    it.targets.clear()
                    it.target_zones.clear()
                    it.target_objects.clear()
                    it.target_slots.clear()
                    it.memory.pop("_tslot", None)
                    if d["retries"] > 20:                    # no legal choice found: 603.3d
                        self._log("603.3d", f"no legal targets for {it.text!r}: it is removed from the stack")
                        s.stack.remove(it)
                        d["current"] = None
                        return
                    self._log("603.3d", f"illegal targets for {it.text!r} ({'; '.join(why)}): choose again")
                    return
            if divided.announce(self, it, a, "603.3d") == "wait":   # 603.3d: the division (601.2d)
                return
            if it.memory.get("no_division"):
                self._log("603.3d", f"no legal division for {it.text!r}: it is removed from the stack")
                s.stack.remove(it)
                s.states_seen.pop(it.memory.get("state_key"), None)
                d["current"] = None
                return
            d["current"] = None
            if it.targets:
                self._became_targets(it)
            return
        if not s.pending:
            self._pop(proc)
            return
        # 603.3b: APNAP -- the active player puts all their triggers on the stack in any order,
        # then each other player in turn order
        for p in self.apnap() + [q for q in s.order if q not in self.alive()]:
            mine = [t for t in s.pending if t.controller == p]
            if not mine:
                continue
            if len(mine) > 1 and a is None:
                self._ask("order_triggers", p, [Action("trigger", (t.id,)) for t in mine],
                          f"{p}: choose the next of your triggered abilities to put on the stack "
                          f"(the first put there resolves last)", "603.3b")
                return
            pick = mine[0] if len(mine) == 1 else next(t for t in mine if t.id == a.args[0])
            s.pending.remove(pick)
            it = StackItem(id=pick.id, kind="triggered", source=pick.source, controller=p,
                           text=pick.text, spec=pick.spec, memory=pick.memory,
                           x=int(pick.memory.get("x") or 0))         # 107.3e: another object's X
            s.stack.append(it)
            self._log("603.3b", f"{p} puts {pick.text!r} ({self.name(pick.source) if pick.source is not None else 'no source'}) on the stack", p)
            d["current"] = it
            return
        self._pop(proc)

    # ---- SBA (704)
    def _sba_actions(self) -> list:
        return sba.check(self)

    def _sba_loop(self) -> bool:
        """704.3: perform all applicable state-based actions simultaneously, repeat. Returns True
        if a player must make a choice first (704.5j)."""
        last = None
        durations.expire(self)                       # 611.2b: "for as long as" durations that ended
        ring.lost_control(self)                      # 701.52a: a Ring-bearer another player controls
        for _ in range(100):
            bestow.unattached(self)                  # 702.103f: an exception to 704.5m
            facts = sba.facts(self)
            acts = sba.check(self, facts)
            if not acts:
                return False
            if facts == last:
                # the actions were performed and changed nothing (every destruction replaced by
                # an effect that leaves the state as it was): checking again would give the same
                # answer, so the check has settled (704.3)
                return False
            last = facts
            keep = self.s.states_seen.get("legend_keep", {})
            for rule, act in acts:
                if act[0] == "legend" and (act[1], act[2]) not in keep:
                    p, nm = act[1], act[2]
                    ids = [o for o in self.battlefield() if self.ch(o).controller == p and has_name(self.ch(o), nm)
                           and "legendary" in self.ch(o).supertypes]
                    self.s.procs.append(Process("legend", {"player": p, "name": nm, "ids": ids}))
                    return True
            self.s.states_seen.pop("legend_keep", None)
            sba.perform(self, acts, keep)
            if self.s.over:
                return False
            if self.s.procs:             # a choice the actions call for (404.3 graveyard order) comes first
                return True
        raise EngineError("state-based actions did not settle after 100 checks (704.3)")

    def _proc_legend(self, proc: Process) -> None:
        d = proc.data
        a = self._take(proc)
        if a is None:
            self._ask("legend_rule", d["player"], [Action("keep", (i,)) for i in d["ids"]],
                      f"{d['player']}: choose which {d['name']} to keep (legend rule)", "704.5j")
            return
        keep = dict(self.s.states_seen.get("legend_keep", {}))
        keep[(d["player"], d["name"])] = a.args[0]
        self.s.states_seen["legend_keep"] = keep
        self._pop(proc)

    # ---- discard choices (514.1, effects)
    def _proc_discard(self, proc: Process) -> None:
        # 514.1: the player chooses the cards one at a time, then discards them all at once (701.8a)
        d = proc.data
        chosen = d.setdefault("chosen", [])
        a = self._take(proc)
        if a is not None:
            chosen.append(a.args[0])
        hand = [h for h in self.zone_ids("hand", d["player"]) if h not in chosen]
        if len(chosen) < d["count"] and hand:
            self._ask("discard", d["player"], [Action("discard", (h,)) for h in hand],
                      f"{d['player']}: discard a card ({d['count'] - len(chosen)} to go)", d["rule"])
            return
        self._pop(proc)
        self.perform([Event("discard", player=d["player"], obj=c) for c in chosen])
        if d.get("then") == "cleanup2":
            self._cleanup_rest()

    # ---------------------------------------------------------------- combat (506-511)
    def _start_declare_attackers(self) -> None:
        game_combat.start_attackers(self)

    def _proc_attackers(self, proc: Process) -> None:
        game_combat.proc_attackers(self, proc)

    def _start_declare_blockers(self) -> None:
        game_combat.start_blockers(self)

    def _proc_blockers(self, proc: Process) -> None:
        game_combat.proc_blockers(self, proc)

    def _combat_damage(self) -> None:
        game_combat.combat_damage(self)

    def _proc_damage_choice(self, proc: Process) -> None:
        game_combat.proc_damage_choice(self, proc)     # 510.1c: "as though it weren't blocked"

    # ---------------------------------------------------------------- events (one entry point)
    def perform(self, events: list[Event]) -> list[Event]:
        """Perform events simultaneously. Each first passes through replacement/prevention effects
        (614-616, via the replacement module when present); then the game applies it; then
        triggered abilities that trigger on it are collected (603.2, 603.10 look back in time)."""
        if not events:
            return []
        evs: list[Event] = []
        for e in events:
            e = keyword_costs.entering(self, e)            # bloodthirst, "if kicked, enters with" (614.1c)
            e = as_enters.entering(self, e, events)         # devour, amplify, a choice of counters (614.12a)
            e = counter_rules.stun(self, e)                # 122.1d: a stun counter instead of untapping
            e = counter_rules.finality(self, e)            # 122.1h: exiled instead of put into a graveyard
            e = counter_rules.shield(self, e)              # 122.1c: a shield counter removed instead
            e = no_regeneration.destruction(self, e)       # 701.15c: "can't be regenerated this turn"
            out: list[Event] = []
            for r in (self.replacement(self, e) if self.replacement else [e]):
                r2 = as_enters.entering_copy(self, r, events)   # 707.5: a copy's own "as it enters" (614.12a)
                # 122.6: the counters it gives are counters it enters with (replacement effects see them)
                out += self.replacement(self, r2) if r2 is not r and self.replacement else [r2]
            for r in out:
                # 121.2: a draw replaced by "draw two cards instead" is two draws, each one card
                evs.extend([r.but(amount=1)] * r.amount if r.kind == "draw" and r.amount > 1 else [r])
        evs = once_per_event(evs)                        # 615.5: one prevention for simultaneous damage
        evs = self._apnap_entries(evs)                   # 613.7m: timestamps of simultaneous entries
        looks_back = any(e.kind == "zone_change" and e.from_zone == "battlefield" for e in evs)
        before = dict(self.chars()) if looks_back else None
        before_objs = {k: (v.zone, v.controller, v.token) for k, v in self.s.objects.items()} if looks_back else None
        happened = []
        outer, self._batch_first = getattr(self, "_batch_first", None), self.s.next_ts + 1
        try:
            for e in evs:
                h = apply_event(self, e)
                if h is not None:
                    happened.append(h)
        finally:
            self._batch_first = outer
        choices.entered(self, happened, evs)             # 614.12a: the choices made as it entered
        graveyard_order.after_batch(self, happened)      # 404.3: the owner arranges cards put there at once
        if any(h["kind"] == "lose_game" for h in happened):
            game_over(self)
        self._dirty()
        durations.expire(self)                           # 611.2b: "for as long as" durations that ended
        # 603.10a: every permanent that left in this event is seen as it last existed by the triggers
        # of any of them ("When enchanted creature dies" of an Aura put into a graveyard at once)
        turn_history.note_left(self, happened)
        for h in happened:
            self._happen(h, before, before_objs)
        left: dict[str, list[str]] = {}          # "whenever one or more cards leave your graveyard"
        for h in happened:
            if h["kind"] == "zone_change" and h["from"] == "graveyard" and h["obj"] in self.s.objects:
                left.setdefault(self.s.objects[h["obj"]].owner, []).append(h["obj"])
        for p, objs in left.items():
            self._happen({"kind": "left_graveyard", "player": p, "objs": objs})
        gone = [h for h in happened if h["kind"] == "zone_change" and h["from"] == "battlefield"]
        if gone:                                  # "whenever one or more creatures you control die" (603.10a)
            self._happen({"kind": "left_batch", "objs": [h["obj"] for h in gone], "tos": [h["to"] for h in gone],
                          "sacrificers": [h.get("player") if h.get("what") == "sacrifice" else None for h in gone],
                          "lkis": {h["obj"]: h.get("lki") for h in gone}, "look_back": True}, before, before_objs)
        put: dict[str, list[tuple[str, str]]] = {}     # "whenever one or more cards are put into your graveyard"
        for h in happened:
            if h["kind"] in ("zone_change", "discard") and h["obj"] in self.s.objects and \
                    self.s.objects[h["obj"]].zone == "graveyard" and h.get("from") != "graveyard":
                put.setdefault(self.s.objects[h["obj"]].owner, []).append(
                    (h["obj"], h["from"] if h["kind"] == "zone_change" else "hand"))
        for p, got in put.items():
            self._happen({"kind": "to_graveyard_batch", "player": p, "objs": [x for x, _f in got],
                          "froms": [f for _x, f in got]})
        discarded: dict[str, list[str]] = {}     # "whenever you discard one or more cards" (701.8a)
        for h in happened:
            if h["kind"] == "discard":
                discarded.setdefault(h["player"], []).append(h["obj"])
        for p, objs in discarded.items():
            self._happen({"kind": "discard_batch", "player": p, "objs": objs})
        entered = [h["obj"] for h in happened if h["kind"] == "zone_change" and h["to"] == "battlefield"]
        if entered:                               # "whenever one or more creatures you control enter"
            self._happen({"kind": "entered_batch", "objs": entered})
        back = linked.returns_after(self, happened, ins.aura_candidates)    # 610.3: "until ~ leaves the battlefield"
        if back:
            self.perform(back)
        return evs

    # ---------------------------------------------------------------- triggers (603)
    def _happen(self, h: dict, before: dict | None = None, before_objs: dict | None = None) -> None:
        """Collect the triggered abilities that trigger on happening `h` (603.2), after noting it
        in the turn's history ("this turn" conditions, "your second ... each turn")."""
        turn_history.record(self, h, before)
        triggers.collect(self, h, before)

    def _check_state_triggers(self) -> None:
        triggers.state_triggers(self)


def _printed(o: GameObject) -> Characteristics:
    """Printed characteristics of a card outside the battlefield and stack (109.3)."""
    key = (id(o.card), o.id, o.zone, o.owner, o.commander)
    _KEPT.setdefault(id(o.card), o.card)
    hit = _PRINTED.get(key)
    if hit is None:
        hit = _PRINTED[key] = printed_characteristics(o.card, o.id, o.zone, o.owner, commander=o.commander)
    return hit


_PRINTED: dict = {}


def _fresh(o: GameObject) -> GameObject:
    from dataclasses import replace
    return replace(o, counters=[Counter(c.kind, c.count, c.timestamp) for c in o.counters], chosen=dict(o.chosen))


def _stack_items(scenario: Scenario, game: "Game") -> list[StackItem]:
    """The stack a scenario starts with, bottom first: the spells of its `stack:` zone, then the
    abilities declared in `stack_items:` (docs/targets.md), with the choices made when each was
    put on the stack (601.2b-d): modes, X and chosen targets (in the order of the target
    instances)."""
    from pyengine.targets.spec import stack_items as declared_items
    has_items = bool(scenario.extra.get("stack_items"))
    chosen = {x.id: x for x in declared_items(scenario)} if has_items else {}
    objs = {o.id: o for o in scenario.objects}
    out = []
    ids = [o.id for o in scenario.objects if o.zone == "stack"] + [sid for sid in chosen if sid not in objs]
    for sid in ids:
        decl = chosen.get(sid)
        if sid in objs:
            o = objs[sid]
            spec = o.card.spell
            if spec.get("enchant") is not None and not spec.get("targets"):        # 303.4a
                f = spec["enchant"]
                spec["targets"] = [{"filter": {"any": [f, "player"]} if spec.get("enchant_player") and f != "player" else f}]
            it = StackItem(id=sid, kind="spell", source=sid, controller=o.controller, text=o.card.name, spec=spec)
        else:
            src = objs[decl.source] if decl.source in objs else None
            n = (scenario.extra["stack_items"][[str(s.get("id")) for s in scenario.extra["stack_items"]].index(sid)]
                 .get("ability"))
            ab = src.card.ability(n) if src is not None and n is not None else None
            spec = dict(ab.spec) if ab is not None and ab.spec else {}
            text = decl.text or spec.get("text") or (ab.text if ab is not None else sid)
            spec.setdefault("text", text)
            it = StackItem(id=sid, kind=decl.kind, source=decl.source or sid, controller=decl.controller,
                           text=text, spec=spec)
        if decl is not None:
            modes = it.spec.get("modes")
            if decl.modes and modes:                                 # 601.2b, 700.2
                it.memory["mode"] = decl.modes[0]
                it.spec = merged_modes(it.spec, list(decl.modes))
            if decl.x is not None:
                it.x = decl.x
            became = {e: (o, k) for o in scenario.objects for k, e in enumerate(o.earlier_ids)}
            tsp = ins.target_specs(it.spec, it.x, len(objs) + len(scenario.players))
            for ii, inst in enumerate(decl.spec.instances):          # 601.2c
                slots = [j for j, v in enumerate(tsp) if isinstance(v, dict) and v.get("inst") == ii]
                for m, t in enumerate(decl.targets.get(inst.id, ())):
                    k = None
                    if t in became:          # 400.7: targeted as the k-th earlier object of what it became
                        o, k = became[t]
                        t = o.id
                    it.target_slots.append(slots[m] if m < len(slots) else len(it.targets))
                    it.targets.append(t)
                    if t in objs:
                        it.target_zones[t] = objs[t].zone
                        it.target_objects[t] = len(objs[t].earlier_ids) if k is None else k
            if decl.divide:                                          # 601.2d: the division announced
                it.memory["division"] = {(became[t][0].id if t in became else t): n
                                         for per in decl.divide.values() for t, n in per.items()}
        out.append(it)
    return out


def _find_replacement_hook():
    """The replacement/prevention machinery (CR 614-616, pyengine/replacement/): a function
    apply_to_event(game, event) -> list[Event]."""
    return apply_to_event


def new_game(path_or_scenario, **kw) -> Game:
    sc = load_scenario(path_or_scenario) if isinstance(path_or_scenario, str) else path_or_scenario
    return Game(sc, **kw)


__all__ = ["Game", "new_game", "Action", "Decision", "ScenarioError"]
