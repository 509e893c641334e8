"""Loop search: place every pair (or triple) of cards from a pool on a battlefield, in every
timestamp order, run the layer system and report every 613.8 dependency and loop found.

The battlefield also holds a fixed set of bystanders (a creature for each player, a basic and
a nonbasic land, a noncreature artifact, a Saproling token, and creature cards in a graveyard)
so that effects have something to apply to. Choices ("choose a creature type / color") are
Elf and blue.

What a combination reports: the dependencies between effects of *different* cards of the
combination and the loops spanning at least two of its cards; a card alone (combination of one)
reports its own effects' dependencies and loops. So each finding is listed once, with the
smallest combination that shows it (a pair repeats neither card's own dependencies).

Combinations that 613.8a says cannot show a dependency are skipped before any run, by a static
read/write analysis of the cards' effects (pyengine.layers.prune). The sweep itself -- in this
process, on local cores or on a Dask cluster, resumable from a results store -- is
pyengine.layers.sweep, whose `search()` is the one-call API."""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Iterable

from pyengine.layers.asp import _analysed, layer_program
from pyengine.layers.depgraph import layer_graphs
from pyengine.layers.driver import run_layers
from pyengine.model import LAYER_INDEX, CardDef, GameObject, Player, Scenario

BYSTANDERS = [
    # (id, card definition, zone, controller, extra)
    ("bear_a", CardDef(name="Bystander Bear", mana_cost="{1}{G}", mana_value=2, colors=("green",),
                       types=("creature",), subtypes=("Bear",), power=2, toughness=2), "battlefield", "alice", {}),
    ("bear_b", CardDef(name="Bystander Knight", mana_cost="{1}{W}", mana_value=2, colors=("white",),
                       types=("creature",), subtypes=("Human", "Knight"), power=2, toughness=2), "battlefield", "bob", {}),
    ("basic", CardDef(name="Bystander Forest", supertypes=("basic",), types=("land",), subtypes=("Forest",)),
     "battlefield", "alice", {}),
    ("nonbasic", CardDef(name="Bystander Wastes", types=("land",)), "battlefield", "bob", {}),
    ("rock", CardDef(name="Bystander Rock", mana_cost="{2}", mana_value=2, types=("artifact",)), "battlefield", "alice", {}),
    ("sap", CardDef(name="Bystander Saproling", colors=("green",), types=("creature",), subtypes=("Saproling",),
                    power=1, toughness=1), "battlefield", "alice", {"token": True}),
    ("gy1", CardDef(name="Bystander Dragon", mana_cost="{4}{R}{R}", mana_value=6, colors=("red",),
                    types=("creature",), subtypes=("Dragon",), power=5, toughness=5), "graveyard", "bob", {}),
]
CHOICES = {"creature_type": "Elf", "color": "blue"}


@dataclass
class Finding:
    cards: tuple[str, ...]            # in timestamp order
    layer: str
    effect: str
    depends_on: str
    reasons: list[str]
    objects: list[str]

    def to_json(self) -> dict:
        return {"cards": list(self.cards), "layer": self.layer, "effect": self.effect,
                "depends_on": self.depends_on, "reasons": self.reasons, "objects": self.objects}

    @classmethod
    def from_json(cls, d: dict) -> "Finding":
        return cls(tuple(d["cards"]), d["layer"], d["effect"], d["depends_on"], list(d["reasons"]),
                   list(d["objects"]))

    def sort_key(self) -> tuple:
        return (len(self.cards), self.cards, LAYER_INDEX[self.layer], self.effect, self.depends_on)


@dataclass
class LoopFinding:
    cards: tuple[str, ...]
    layer: str
    effects: list[str]

    def to_json(self) -> dict:
        return {"cards": list(self.cards), "layer": self.layer, "loop": self.effects}

    @classmethod
    def from_json(cls, d: dict) -> "LoopFinding":
        return cls(tuple(d["cards"]), d["layer"], list(d["loop"]))

    def sort_key(self) -> tuple:
        return (len(self.cards), self.cards, LAYER_INDEX[self.layer], tuple(self.effects))


def card_layers(card: CardDef) -> set[str]:
    return {ly for ab in card.abilities if ab.effect is not None for ly in ab.effect.layers}


def board(cards: Iterable[CardDef]) -> Scenario:
    objs = []
    for n, (oid, card, zone, ctrl, extra) in enumerate(BYSTANDERS, start=1):
        objs.append(GameObject(id=oid, card=card, zone=zone, owner=ctrl, controller=ctrl, timestamp=n,
                               token=extra.get("token", False)))
    for n, card in enumerate(cards, start=1):
        objs.append(GameObject(id=f"c{n}", card=card, zone="battlefield", owner="alice", controller="alice",
                               timestamp=100 + n, chosen=dict(CHOICES)))
    return Scenario(players=[Player("alice"), Player("bob")], active_player="alice", objects=objs)


def warm_up() -> None:
    """Parse the layer program in this process, once: every later evaluation reuses it
    (pyengine.layers.asp keeps it per process)."""
    layer_program()
    _analysed()


def examine(combo: tuple[CardDef, ...]) -> tuple[int, list[Finding], list[LoopFinding]]:
    """Run every timestamp order of one combination: the number of runs, and the dependencies
    and loops it shows (between different cards; a single card's own)."""
    runs, deps, loops = 0, [], []
    need = min(2, len(combo))          # how many distinct cards a finding must span
    seen_dep, seen_loop = set(), set()
    for order in itertools.permutations(combo):
        runs += 1
        lr = run_layers(board(order))
        name_of = {f"c{n}": c.name for n, c in enumerate(order, start=1)}
        names = tuple(c.name for c in order)

        def card(effect_key: str) -> str:
            return name_of.get(effect_key.partition(":")[0], "")

        def label(effect_key: str) -> str:
            oid, _, idx = effect_key.partition(":")
            return f"{name_of.get(oid, oid)}:{idx}"
        for lg in layer_graphs(lr):
            for a, b, d in sorted(lg.graph.edges(data=True)):
                k = (names, lg.layer, label(a), label(b))
                if len({card(a), card(b)} - {""}) >= need and k not in seen_dep:
                    seen_dep.add(k)
                    deps.append(Finding(names, lg.layer, label(a), label(b), list(d["reasons"]),
                                        [name_of.get(o, o) for o in d["objects"]]))
            for loop in lg.loops:
                k2 = (names, lg.layer, tuple(label(x) for x in loop))
                if len({card(x) for x in loop} - {""}) >= need and k2 not in seen_loop:
                    seen_loop.add(k2)
                    loops.append(LoopFinding(names, lg.layer, [label(x) for x in loop]))
    return runs, deps, loops


@dataclass
class SearchResult:
    pool: list[str]
    size: int
    runs: int = 0
    total: int = 0                      # combinations of the pool (and single cards)
    evaluated: int = 0                  # combinations run (now or by an earlier, stored run)
    skipped: dict[str, int] = field(default_factory=dict)    # reason -> combinations skipped
    dependencies: list[Finding] = field(default_factory=list)
    loops: list[LoopFinding] = field(default_factory=list)
    interrupted: bool = False           # stopped before every combination was examined
    seconds: float = 0.0                # wall time: reported on stderr, never in the JSON
    from_store: int = 0                 # combinations whose result came from the store
    workers: int = 0                    # Dask workers used (0: in this process)
    failed: list = field(default_factory=list)   # [(cards, error)]: combinations the engine failed on

    @property
    def complete(self) -> bool:
        """Every combination examined, none failed."""
        return not self.interrupted and not self.failed

    @property
    def examined(self) -> int:
        return self.evaluated + sum(self.skipped.values())

    @property
    def skipped_no_effect(self) -> int:
        return self.skipped.get("no_continuous_effect", 0)

    @property
    def skipped_no_common_layer(self) -> int:
        return self.skipped.get("613.8a(a)_no_common_layer", 0)

    def counts(self) -> dict:
        per_layer: dict[str, int] = {}
        per_reason: dict[str, int] = {}
        loops_per_layer: dict[str, int] = {}
        for d in self.dependencies:
            per_layer[d.layer] = per_layer.get(d.layer, 0) + 1
            for r in d.reasons:
                per_reason[r] = per_reason.get(r, 0) + 1
        for x in self.loops:
            loops_per_layer[x.layer] = loops_per_layer.get(x.layer, 0) + 1
        return {"dependencies_per_layer": per_layer, "dependencies_per_reason": per_reason,
                "loops_per_layer": loops_per_layer}

    def to_json(self) -> dict:
        """Deterministic: the same pool gives the same JSON, however the work was spread or
        interrupted and resumed (no timings; findings sorted)."""
        return {"pool": self.pool, "combination_size": self.size, "runs": self.runs,
                "complete": self.complete,
                "combinations": {"total": self.total, "examined": self.examined, "evaluated": self.evaluated},
                "skipped": dict(sorted(self.skipped.items())),
                "failed": [{"cards": c, "error": e} for c, e in self.failed],
                "dependencies": [d.to_json() for d in self.dependencies],
                "loops": [x.to_json() for x in self.loops],
                "counts": self.counts()}
