"""The mutable state of a game in progress (CR 500-514, 117, 405, 601-608) and the small
records the game loop keeps: actions, decisions, stack items, pending triggers, the log.

Everything here is plain data; State.clone() copies it so a game can be copied and undone
(python-chess style push/undo)."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Any

from pyengine.model import Counter, GameObject, Player, ScenarioEffect

# 500.1: phases and their steps, in order (500.1, 501-514)
STEPS = ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
         "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup")
PHASE_OF = {"untap": "beginning", "upkeep": "beginning", "draw": "beginning",
            "precombat_main": "precombat_main", "beginning_of_combat": "combat",
            "declare_attackers": "combat", "declare_blockers": "combat", "combat_damage": "combat",
            "end_of_combat": "combat", "postcombat_main": "postcombat_main", "end": "ending",
            "cleanup": "ending"}
STEP_RULE = {"untap": "502", "upkeep": "503", "draw": "504", "precombat_main": "505",
             "beginning_of_combat": "507", "declare_attackers": "508", "declare_blockers": "509",
             "combat_damage": "510", "end_of_combat": "511", "postcombat_main": "505",
             "end": "513", "cleanup": "514"}


@dataclass(frozen=True)
class Action:
    """One choice a player can make. str(action) is its script form, e.g. 'cast bolt',
    'target bob', 'activate endo 2', 'attack bear', 'pass'."""
    kind: str
    args: tuple = ()

    def __str__(self) -> str:
        return " ".join([self.kind] + [str(a) for a in self.args])

    @classmethod
    def parse(cls, text: str) -> "Action":
        parts = text.strip().split()
        if not parts:
            raise ValueError("empty action")
        args = tuple(int(p) if p.lstrip("-").isdigit() else p for p in parts[1:])
        return cls(parts[0].lower(), args)


@dataclass(frozen=True)
class Decision:
    """The question the game is waiting on: `player` must choose one of `options`."""
    kind: str
    player: str
    options: tuple[Action, ...]
    prompt: str
    rule: str


@dataclass
class StackItem:
    """A spell (id is the card's object id) or an ability on the stack (113.1, 405.1)."""
    id: str
    kind: str                     # spell | activated | triggered
    source: str
    controller: str
    text: str
    spec: dict                    # {'targets': [...], 'effect': [...], 'if': cond, ...}
    targets: list = field(default_factory=list)        # chosen target ids (objects or players)
    target_zones: dict = field(default_factory=dict)   # object target -> zone when chosen (608.2b)
    target_objects: dict = field(default_factory=dict)  # object target -> its number of earlier ids when chosen (400.7)
    # the choice (an index into pyengine.game.instructions.target_specs) each target was chosen for,
    # parallel to `targets`; missing entries: the j-th target was the j-th choice (601.2c)
    target_slots: list = field(default_factory=list)
    x: int = 0
    memory: dict = field(default_factory=dict)         # trigger event data, remembered objects, LKI

    def clone(self) -> "StackItem":
        return replace(self, targets=list(self.targets), target_zones=dict(self.target_zones),
                       target_objects=dict(self.target_objects), target_slots=list(self.target_slots),
                       memory=dict(self.memory))


@dataclass
class PendingTrigger:
    """A triggered ability that has triggered but isn't on the stack yet (603.2, 603.3)."""
    id: str
    source: str
    controller: str
    text: str
    spec: dict
    memory: dict = field(default_factory=dict)


@dataclass
class Process:
    """A multi-step procedure in progress: casting/activating (601.2, 602.2), putting a trigger
    on the stack (603.3), resolving (608.2), declaring attackers/blockers (508.1, 509.1)."""
    kind: str                     # cast | activate | trigger | resolve | attackers | blockers | discard
    data: dict = field(default_factory=dict)

    def clone(self, items: dict | None = None) -> "Process":
        """A copy; `items` maps id(StackItem) -> its copy in the new state, so a process working
        on an item that is on the stack keeps working on that very item."""
        d = {}
        for k, v in self.data.items():
            if isinstance(v, StackItem):
                d[k] = items[id(v)] if items and id(v) in items else v.clone()
            elif isinstance(v, (list, dict, set)) and k != "spec":
                d[k] = copy.copy(v)
            else:
                d[k] = v
        return Process(self.kind, d)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended (python-chess's Outcome): the winner (None for a draw), the
    players who lost in order, and the CR rule: 104.2a (last player remaining wins) or 104.4a
    (all remaining players lost at once: a draw)."""
    winner: str | None
    losers: tuple[str, ...]
    rule: str

    @property
    def draw(self) -> bool:
        return self.winner is None

    def result(self) -> str:
        return "draw" if self.winner is None else f"{self.winner} wins"


@dataclass(frozen=True)
class LogEntry:
    turn: int
    step: str
    rule: str
    text: str
    player: str | None = None

    def to_json(self) -> dict:
        d = {"turn": self.turn, "step": self.step, "rule": self.rule, "text": self.text}
        if self.player:
            d["player"] = self.player
        return d

    def line(self) -> str:
        return f"T{self.turn} {self.step:<19} [{self.rule}] {self.text}"


@dataclass
class State:
    players: dict[str, Player]
    order: list[str]                      # turn order (101.4 / 103)
    objects: dict[str, GameObject]
    library: dict[str, list[str]]         # player -> object ids, top first (401.1)
    effects: list[ScenarioEffect]
    active: str
    turn: int = 1
    step: str = "untap"
    stage: str = "begin"                  # begin | priority | end
    steps_left: list[str] = field(default_factory=list)
    priority: str | None = None
    passes: int = 0
    stack: list[StackItem] = field(default_factory=list)
    pending: list[PendingTrigger] = field(default_factory=list)
    delayed: list[dict] = field(default_factory=list)
    procs: list[Process] = field(default_factory=list)   # innermost last
    decision: Decision | None = None
    pools: dict[str, dict[str, int]] = field(default_factory=dict)
    lands_played: dict[str, int] = field(default_factory=dict)
    loyalty_used: set[str] = field(default_factory=set)
    activated_this_turn: set = field(default_factory=set)   # (object, ability) for "only once each turn" (602.5b)
    drew_from_empty: set[str] = field(default_factory=set)
    deathtouch_hit: set[str] = field(default_factory=set)
    attackers: dict[str, str] = field(default_factory=dict)      # attacker -> defending player
    blockers: dict[str, list[str]] = field(default_factory=dict)  # blocker -> attackers it blocks
    extra_turns: list[str] = field(default_factory=list)
    skips: list[tuple[str, str]] = field(default_factory=list)    # (player, step or 'turn')
    controlled_since: dict[str, int] = field(default_factory=dict)  # object -> turn control began
    losers: list[str] = field(default_factory=list)
    winner: str | None = None
    over: bool = False
    log: list[LogEntry] = field(default_factory=list)
    next_id: int = 1
    next_ts: float = 1000.0
    cleanup_again: bool = False
    states_seen: dict = field(default_factory=dict)   # state-trigger bookkeeping (603.8)
    decisions: int = 0
    combat_memo: dict = field(default_factory=dict)   # first-strike bookkeeping (510.4)
    replacement_effects: list = field(default_factory=list)  # from resolved spells/abilities (614.8, 615.7)
    replacement_durations: dict = field(default_factory=dict)  # effect id -> "end_of_turn" (a shield "this turn")
    combat_effects: list = field(default_factory=list)   # combat rules from resolved spells/abilities: (rule, duration)
    monarch: str | None = None                            # the player who is the monarch (722.1)
    history: dict = field(default_factory=dict)   # what happened this turn (pyengine.game.history)
    # the previous turn (500.1): its active player and the spells each player cast during it (601.2i),
    # read by "if no spells were cast last turn" (603.4) and the day/night check (728.2)
    last_turn: dict = field(default_factory=dict)
    day_night: str | None = None                  # 728.1: "day", "night" or neither (None)
    # 707.2b: objects that ceased to exist (a token, 704.5d) while a copy effect copies them: the
    # layer system still reads their copiable values there (object id -> the object as it was)
    copy_sources: dict = field(default_factory=dict)
    # 616.1: while a `replacement` decision waits, the decision and action it interrupted and the
    # answers given so far (pyengine.game.replacement_choice)
    replaying: dict | None = None
    # 901.3: each player's planar deck, face down, top first (card definitions; pyengine.game.planechase)
    planar_decks: dict = field(default_factory=dict)
    # 904.3: each archenemy's scheme deck, face down, top first (pyengine.game.archenemy)
    scheme_decks: dict = field(default_factory=dict)
    # 404.1-404.3: each player's graveyard, top first (pyengine.game.graveyard_order)
    graveyards: dict = field(default_factory=dict)

    def clone(self) -> "State":
        s = copy.copy(self)
        s.players = {k: replace(v, counters=dict(v.counters)) for k, v in self.players.items()}
        s.order = list(self.order)
        # cards in a library are shared, not copied: nothing changes a card while it is
        # there, and whatever takes one out copies it first (State.take_from_library)
        s.objects = {k: (o if o.zone == "library" else _copy_obj(o)) for k, o in self.objects.items()}
        s.library = {k: list(v) for k, v in self.library.items()}
        s.graveyards = {k: list(v) for k, v in self.graveyards.items()}
        s.effects = list(self.effects)
        s.steps_left = list(self.steps_left)
        s.stack = [x.clone() for x in self.stack]
        items = {id(old): new for old, new in zip(self.stack, s.stack)}
        s.pending = [replace(p, memory=dict(p.memory)) for p in self.pending]
        s.delayed = [dict(d) for d in self.delayed]
        s.procs = [p.clone(items) for p in self.procs]
        s.pools = {k: dict(v) for k, v in self.pools.items()}
        s.lands_played = dict(self.lands_played)
        s.loyalty_used = set(self.loyalty_used)
        s.activated_this_turn = set(self.activated_this_turn)
        s.drew_from_empty = set(self.drew_from_empty)
        s.deathtouch_hit = set(self.deathtouch_hit)
        s.attackers = dict(self.attackers)
        s.blockers = {k: list(v) for k, v in self.blockers.items()}
        s.extra_turns = list(self.extra_turns)
        s.skips = list(self.skips)
        s.controlled_since = dict(self.controlled_since)
        s.losers = list(self.losers)
        s.log = list(self.log)
        s.states_seen = dict(self.states_seen)
        s.combat_memo = dict(self.combat_memo)
        s.replacement_effects = list(self.replacement_effects)
        s.replacement_durations = dict(self.replacement_durations)
        s.combat_effects = list(self.combat_effects)
        s.copy_sources = dict(self.copy_sources)
        s.planar_decks = {k: list(v) for k, v in self.planar_decks.items()}
        s.scheme_decks = {k: list(v) for k, v in self.scheme_decks.items()}
        s.history = {k: (list(v) if isinstance(v, list) else dict(v)) for k, v in self.history.items()}
        return s


    def take_from_library(self, oid: str) -> GameObject:
        """The object of a card leaving a library, as this state's own copy (library cards are
        shared between a state and its clones, see clone)."""
        o = _copy_obj(self.objects[oid])
        self.objects[oid] = o
        return o


def _copy_obj(o: GameObject) -> GameObject:
    c = object.__new__(GameObject)
    c.__dict__.update(o.__dict__)
    if o.counters:
        c.counters = [Counter(x.kind, x.count, x.timestamp) for x in o.counters]
    else:
        c.counters = []
    if o.chosen:
        c.chosen = dict(o.chosen)
    else:
        c.chosen = {}
    return c


def new_counter(kind: str, n: int) -> Counter:
    return Counter(kind, n)


def times_activated(s: "State", oid: str, idx: str) -> int:
    """How many times this turn the object's ability was activated, for "Activate no more than
    twice each turn" (602.5b): State.activated_this_turn holds (object, ability, n) for each."""
    return sum(1 for x in s.activated_this_turn if len(x) == 3 and x[0] == oid and x[1] == idx)
