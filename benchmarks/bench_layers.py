"""Layer-system benchmark (issues: core layers and 613.8 dependencies).

Grows a board of permanents with mixed continuous effects -- anthems (7c), type changers (4),
color setters (5), ability grants and removals (6), P/T setters (7b), counters (7c), switches
(7d) -- and prints the median wall time of a full evaluation (all layers, with trace).

    python benchmarks/bench_layers.py                 # growth curve + the issue targets
    python benchmarks/bench_layers.py --deps          # 613.8: board with dependency edges and a loop
    python benchmarks/bench_layers.py --one-layer     # cost vs number of effects in one layer
    python benchmarks/bench_layers.py --loop-search N # pairwise loop search over an N-card pool
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time

from pyengine.cards.parse import parse_effect, Place

from pyengine.cards.library import CardLibrary
from pyengine.layers.driver import run_layers
from pyengine.model import CardDef, GameObject, Player, Scenario, ScenarioEffect

COLORS = ["white", "blue", "black", "red", "green"]


def creature(n: int) -> CardDef:
    c = COLORS[n % 5]
    return CardDef(name=f"Bench Creature {n}", mana_cost="{2}", mana_value=2 + n % 4, colors=(c,),
                   types=("creature",), subtypes=(["Elf", "Goblin", "Human", "Zombie"][n % 4],),
                   power=1 + n % 3, toughness=1 + n % 4)


def land(n: int) -> CardDef:
    return CardDef(name=f"Bench Land {n}", types=("land",), subtypes=(["Forest", "Swamp", "Island"][n % 3],),
                   supertypes=("basic",) if n % 2 else ())


EFFECT_SPECS = [
    {"affects": ["creature", {"color": "white"}], "modify_pt": [1, 1]},                # anthem 7c
    {"affects": ["creature", {"subtype": "Goblin"}], "modify_pt": [1, 0]},
    {"affects": {"subtype": "Forest"}, "add_types": ["creature"], "set_pt": [1, 1]},    # type changer 4 + 7b
    {"affects": ["creature", {"subtype": "Zombie"}], "set_colors": ["black"]},         # color 5
    {"affects": ["creature", {"color": "red"}], "add_abilities": ["haste"]},           # abilities 6
    {"affects": ["creature", {"subtype": "Human"}], "remove_abilities": ["flying"]},
    {"affects": ["creature", {"mana_value": {"ge": 4}}], "set_pt": [3, 3]},            # setter 7b
    {"affects": ["creature", {"subtype": "Elf"}], "switch_pt": True},                  # switch 7d
    {"affects": ["land", "nonbasic"], "add_land_types": ["Swamp"]},                     # type 4
    {"affects": ["creature", {"color": "blue"}], "add_abilities": ["flying"]},
]


def board(n_perm: int, n_eff: int, extra_specs: list | None = None) -> Scenario:
    objs = []
    for i in range(n_perm):
        card = creature(i) if i % 4 else land(i)
        objs.append(GameObject(id=f"p{i}", card=card, zone="battlefield", owner="alice" if i % 2 else "bob",
                               controller="alice" if i % 2 else "bob", timestamp=i + 1,
                               counters=[] if i % 7 else []))
    # counters on every 7th creature
    from pyengine.model import Counter
    for i, o in enumerate(objs):
        if i % 7 == 1 and "creature" in o.card.types:
            o.counters = [Counter("+1/+1", 1)]
    specs = (extra_specs or []) + [EFFECT_SPECS[k % len(EFFECT_SPECS)] for k in range(n_eff - len(extra_specs or []))]
    effects = []
    for k, spec in enumerate(specs):
        eff = parse_effect(spec, Place("<bench>", f"effect {k}"))
        # half from static abilities of enchantments, half from resolved spells
        if k % 2:
            card = CardDef(name=f"Bench Anthem {k}", types=("enchantment",),
                           abilities=(__import__("pyengine.model", fromlist=["Ability"]).Ability(
                               "static", (f"Bench Anthem {k}", 1), text=str(spec), effect=eff),))
            objs.append(GameObject(id=f"e{k}", card=card, zone="battlefield", owner="alice", controller="alice",
                                   timestamp=10_000 + k))
        else:
            # a resolved effect is locked onto the objects it affected when it began (611.2c)
            locked = tuple(o.id for o in objs[k % 3::3] if o.id.startswith("p"))
            effects.append(ScenarioEffect(id=f"r{k}", effect=eff, timestamp=10_000 + k, controller="alice",
                                          objects=locked))
    return Scenario(players=[Player("alice"), Player("bob")], active_player="alice", objects=objs, effects=effects)


CPU = {}


def median_ms(sc: Scenario, repeat: int) -> float:
    """Median wall-clock ms of a full evaluation; the median CPU ms of this process (the same
    on an idle machine, unaffected by other processes on a busy one) is kept in CPU[id(sc)]."""
    times, cpu = [], []
    for _ in range(repeat):
        t, c = time.perf_counter(), time.process_time()
        run_layers(sc)
        times.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    CPU[id(sc)] = statistics.median(cpu)
    return statistics.median(times)


def deps_board(n_perm: int = 200, n_eff: int = 60) -> Scenario:
    """A board with >= 10 dependency edges and a loop: Blood Moon + Urborg + Yavimaya (existence),
    Life and Limb + Yavimaya with a Saproling (a loop), Conspiracy + Opalescence + Enchanted
    Evening (a chain), Necrotic Ooze + Yixlid Jailer."""
    lib = CardLibrary.bundled()
    sc = board(n_perm, n_eff - 12)
    names = ["Blood Moon", "Urborg, Tomb of Yawgmoth", "Yavimaya, Cradle of Growth", "Life and Limb",
             "Conspiracy", "Opalescence", "Enchanted Evening", "Necrotic Ooze", "Yixlid Jailer",
             "Painter's Servant", "Mycosynth Lattice", "March of the Machines"]
    for k, name in enumerate(names):
        sc.objects.append(GameObject(id=f"d{k}", card=lib.cards[name], zone="battlefield", owner="alice",
                                     controller="alice", timestamp=20_000 + k,
                                     chosen={"creature_type": "Elf", "color": "blue"}))
    sap = CardDef(name="Saproling", colors=("green",), types=("creature",), subtypes=("Saproling",), power=1, toughness=1)
    sc.objects.append(GameObject(id="sap", card=sap, zone="battlefield", owner="alice", controller="alice",
                                 timestamp=30_000, token=True))
    sc.objects.append(GameObject(id="gy", card=lib.cards["Shivan Dragon"], zone="graveyard", owner="bob", controller="bob"))
    return sc


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--deps", action="store_true")
    ap.add_argument("--one-layer", action="store_true")
    ap.add_argument("--loop-search", type=int, metavar="N")
    ap.add_argument("--jobs", type=int, default=1, help="processes for --loop-search")
    ap.add_argument("--quick", action="store_true", help="small sizes only")
    a = ap.parse_args(argv)
    if a.loop_search:
        from pyengine.layers.sweep import search
        lib = CardLibrary.bundled()
        pool = lib.names()[: a.loop_search]
        t = time.perf_counter()
        res = search(pool, 2, lib, jobs=a.jobs)
        print(f"pairwise loop search, pool of {len(pool)} cards: {res.runs} runs, "
              f"{sum(res.skipped.values())} combinations skipped, "
              f"{len(res.dependencies)} dependencies, {len(res.loops)} loops, {time.perf_counter() - t:.1f} s")
        return 0
    if a.deps:
        sc = deps_board()
        r = run_layers(sc)
        edges = {(lg, d.effect, d.on) for lg in ("1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")
                 for d in r.dependencies(lg)}
        loops = [x for x in r.applications if x.in_loop]
        print(f"613.8 board: {len([o for o in sc.objects if o.zone == 'battlefield'])} permanents, "
              f"{len(r.effects)} effects, {len(edges)} dependency edges, loop members applied: {len(loops)}")
        print(f"  median {median_ms(sc, a.repeat):.1f} ms wall, {CPU[id(sc)]:.1f} ms CPU per evaluation (target <= 100 ms)")
        return 0
    if a.one_layer:
        print("100 permanents; effects in layer 7c (no dependency possible: one closed-form call)")
        print("           effects   wall ms    CPU ms")
        for n in (5, 10, 20, 40, 80):
            specs = [{"affects": ["creature", {"color": COLORS[k % 5]}], "modify_pt": [1, 1]} for k in range(n)]
            sc = board(100, n, specs)
            print(f"{n:>18}   {median_ms(sc, a.repeat):8.1f}  {CPU[id(sc)]:8.1f}")
        print("100 permanents; type changers in layer 4 that read types (613.8 trials at every step)")
        print("           effects   wall ms    CPU ms")
        for n in (2, 4, 8, 16):
            specs = []
            for k in range(n):
                specs.append({"affects": ["artifact", "noncreature"] if k % 2 else ["creature"],
                              "add_types": ["artifact"] if k % 2 == 0 else ["creature"]})
            sc = board(100, n, specs)
            print(f"{n:>18}   {median_ms(sc, a.repeat):8.1f}  {CPU[id(sc)]:8.1f}")
        return 0
    sizes = [(25, 8), (50, 15), (100, 30), (200, 60)] + ([] if a.quick else [(500, 150), (1000, 300)])
    print("permanents  effects   wall ms    CPU ms   (median of a full evaluation with trace)")
    for n_perm, n_eff in sizes:
        sc = board(n_perm, n_eff)
        ms = median_ms(sc, a.repeat if n_perm <= 200 else max(1, a.repeat // 2))
        target = {200: 50, 1000: 500}.get(n_perm)
        print(f"{n_perm:>10} {n_eff:>8} {ms:9.1f} {CPU[id(sc)]:9.1f}" + (f"   (target <= {target} ms)" if target else ""))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
