"""Loop search: place every pair (or triple) of cards from a pool on a battlefield, in every
timestamp order, run the layer system and report every 613.8 dependency and loop found.

The battlefield also holds a fixed set of bystanders (a creature for each player, a basic and
a nonbasic land, a noncreature artifact, a Saproling token, and creature cards in a graveyard)
so that effects have something to apply to. Choices ("choose a creature type / color") are
Elf and blue. Combinations in which the cards' effects share no layer are skipped without a
run: effects in different layers never depend on each other (613.8a(a))."""
from __future__ import annotations

import itertools
import sys
import time
from dataclasses import dataclass, field
from typing import Callable, Iterable

from pyengine.cards.parse import Place

from pyengine.cards.library import CardLibrary
from pyengine.errors import ScenarioError
from pyengine.layers.driver import run_layers
from pyengine.model import CardDef, GameObject, Player, Scenario
from pyengine.layers.depgraph import layer_graphs

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


@dataclass
class LoopFinding:
    cards: tuple[str, ...]
    layer: str
    effects: list[str]

    def to_json(self) -> dict:
        return {"cards": list(self.cards), "layer": self.layer, "loop": self.effects}


@dataclass
class SearchResult:
    pool: list[str]
    size: int
    runs: int = 0
    skipped_no_effect: int = 0
    skipped_no_common_layer: int = 0
    dependencies: list[Finding] = field(default_factory=list)
    loops: list[LoopFinding] = field(default_factory=list)
    seconds: float = 0.0               # wall time: shown on stderr, never in the JSON (deterministic)
    combinations: int = 0              # how many combinations the pool has
    examined: int = 0                  # how many were run or skipped before the search ended
    interrupted: bool = False          # stopped by Ctrl-C: the findings cover `examined` only

    @property
    def complete(self) -> bool:
        return not self.interrupted

    def to_json(self) -> dict:
        return {"pool": self.pool, "combination_size": self.size, "runs": self.runs,
                "complete": self.complete,
                "combinations": {"total": self.combinations, "examined": self.examined},
                "skipped": {"no_continuous_effect": self.skipped_no_effect,
                            "no_common_layer_613.8a(a)": self.skipped_no_common_layer},
                "dependencies": [d.to_json() for d in self.dependencies],
                "loops": [x.to_json() for x in self.loops]}


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


def examine(combo: tuple[CardDef, ...]) -> tuple[int, list[Finding], list[LoopFinding]]:
    """Run every timestamp order of one combination; its dependencies and loops."""
    runs, deps, loops = 0, [], []
    for order in itertools.permutations(combo):
        runs += 1
        lr = run_layers(board(order))
        name_of = {f"c{n}": c.name for n, c in enumerate(order, start=1)}
        names = tuple(c.name for c in order)

        def label(effect_key: str) -> str:
            oid, _, idx = effect_key.partition(":")
            return f"{name_of.get(oid, oid)}:{idx}"
        for lg in layer_graphs(lr):
            for a, b, d in sorted(lg.graph.edges(data=True)):
                deps.append(Finding(names, lg.layer, label(a), label(b), d["reasons"],
                                    [name_of.get(o, o) for o in d["objects"]]))
            for loop in lg.loops:
                loops.append(LoopFinding(names, lg.layer, [label(x) for x in loop]))
    return runs, deps, loops


def search(pool: list[str], size: int = 2, library: CardLibrary | None = None,
           progress: Callable[[int, int, float], None] | None = None, jobs: int = 1) -> SearchResult:
    lib = library or CardLibrary.bundled()
    cards = [lib.get(n, Place("<pool>", f"card {n!r}")) for n in pool]
    if size not in (2, 3):
        raise ScenarioError(f"combination size {size}", expected="2 (pairs) or 3 (triples)")
    res = SearchResult(pool=[c.name for c in cards], size=size)
    combos = list(itertools.combinations(cards, size))
    t0 = time.perf_counter()
    todo = []
    for combo in combos:
        layers = [card_layers(c) for c in combo]
        if any(not ly for ly in layers):
            res.skipped_no_effect += 1
        elif not any(a & b for a, b in itertools.combinations(layers, 2)) and not any(
                len(c.abilities) > 1 for c in combo):
            res.skipped_no_common_layer += 1
        else:
            todo.append(combo)
    skipped = len(combos) - len(todo)
    res.combinations = len(combos)
    outs: list = []
    try:
        if jobs > 1 and len(todo) > 1:
            from concurrent.futures import ProcessPoolExecutor
            ex = ProcessPoolExecutor(max_workers=jobs)
            try:
                results = ex.map(examine, todo, chunksize=max(1, len(todo) // (jobs * 8)))
                for n, out in enumerate(results, 1):
                    outs.append(out)
                    if progress:
                        progress(skipped + n, len(combos), time.perf_counter() - t0)
            finally:
                ex.shutdown(wait=True, cancel_futures=True)
        else:
            for n, combo in enumerate(todo, 1):
                outs.append(examine(combo))
                if progress:
                    progress(skipped + n, len(combos), time.perf_counter() - t0)
    except KeyboardInterrupt:      # Ctrl-C: keep what was found, marked as partial
        res.interrupted = True
    res.examined = skipped + len(outs)
    seen_dep, seen_loop = set(), set()
    for runs, deps, loops in outs:           # in combination order: deterministic output
        res.runs += runs
        for d in deps:
            k = (d.cards, d.layer, d.effect, d.depends_on)
            if k not in seen_dep:
                seen_dep.add(k)
                res.dependencies.append(d)
        for x in loops:
            k = (x.cards, x.layer, tuple(x.effects))
            if k not in seen_loop:
                seen_loop.add(k)
                res.loops.append(x)
    if progress and not todo:
        progress(len(combos), len(combos), time.perf_counter() - t0)
    res.seconds = time.perf_counter() - t0
    return res


def stderr_progress(done: int, total: int, elapsed: float) -> None:
    if done == total or done % 10 == 0:
        eta = elapsed / done * (total - done) if done else 0
        sys.stderr.write(f"\r{done}/{total} combinations, {elapsed:.1f}s elapsed, ~{eta:.0f}s left ")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()
