"""Benchmark for combat declarations (CR 508.1, 509.1): grow the board, print medians.

Targets (issue #5): 12 attackers x 12 potential blockers with 8 requirement effects -- checking
one block declaration median <= 10 ms; maximum plus every/some summaries <= 200 ms; exact count
of all legal block declarations for 8 attackers x 8 blockers <= 2 s.

    python benchmarks/bench_combat.py [--repeat N]
"""
from __future__ import annotations

import argparse
import statistics
import time

from pyengine.combat.declare import AttackQuery, BlockQuery
from pyengine.scenario import load_scenario_text

ATTACKERS = ["Serra Angel", "Boggart Brute", "Grizzly Bears", "Colossal Dreadmaw", "Gaea's Protector",
             "Bloodrock Cyclops", "Charging Rhino", "Hill Giant", "Skyhunter Patrol", "Prized Unicorn",
             "Grizzly Bears", "Hill Giant"]
BLOCKERS = ["Giant Spider", "Watchdog", "Grizzly Bears", "Wall of Wood", "Hill Giant", "Mogg Flunkies",
            "Cloud Sprite", "Iron Golem", "Goblin Raider", "Grizzly Bears", "Okk", "Night Market Guard"]


def board(n_att: int, n_blk: int, n_req: int = 8) -> str:
    """A crowded board: evasion, restrictions and up to n_req requirement effects (Lure,
    must-be-blocked, blocks-if-able, attacks-if-able ...)."""
    lines = ["players: [alice, bob]", "active_player: alice", "cards:",
             '  - {name: Grizzly Bears, mana_cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}',
             '  - {name: Hill Giant, mana_cost: "{3}{R}", types: [creature], subtypes: [Giant], power: 3, toughness: 3}',
             "battlefield:"]
    att = [f"a{i + 1}" for i in range(n_att)]
    blk = [f"b{i + 1}" for i in range(n_blk)]
    for i, a in enumerate(att):
        lines.append(f'  - {{id: {a}, card: "{ATTACKERS[i % len(ATTACKERS)]}", controller: alice}}')
    for i, b in enumerate(blk):
        lines.append(f'  - {{id: {b}, card: "{BLOCKERS[i % len(BLOCKERS)]}", controller: bob}}')
    lines.append("  - {id: lure, card: Lure, controller: alice, attached_to: a3}")
    lines.append("combat:")
    lines.append("  attackers: {" + ", ".join(f"{a}: bob" for a in att) + "}")
    # requirement effects so that there are n_req in total on the board: the cards above carry
    # Lure (a3), Gaea's Protector (a5), Prized Unicorn (a10), Watchdog (b2), Iron Golem (b8)
    have = sum(1 for i in range(n_att) if ATTACKERS[i % 12] in ("Gaea's Protector", "Prized Unicorn")) + 1 \
        + sum(1 for i in range(n_blk) if BLOCKERS[i % 12] in ("Watchdog", "Iron Golem"))
    effects = []
    for k in range(max(0, n_req - have)):
        if k % 2 == 0:
            effects.append(f"    - {{kind: must_be_blocked, objects: [{att[(2 * k + 1) % n_att]}]}}")
        else:
            effects.append(f"    - {{kind: must_block, objects: [{blk[(3 * k) % n_blk]}]}}")
    if effects:
        lines.append("  effects:")
        lines += effects
    lines.append("  blockers: {b1: [a1], b3: [a3], b4: [a2]}")
    return "\n".join(lines) + "\n"


CLOCK = time.perf_counter


def timed(fn, repeat: int) -> tuple[float, object]:
    ts, out = [], None
    for _ in range(repeat):
        t = CLOCK()
        out = fn()
        ts.append(CLOCK() - t)
    return statistics.median(ts), out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--heavy", action="store_true",
                    help="also count every declaration breaking no restriction (requirements ignored) "
                         "on 6x6 and 8x8 boards: millions of models")
    ap.add_argument("--cpu", action="store_true",
                    help="measure process CPU time instead of wall time (steadier on a busy machine)")
    args = ap.parse_args()
    global CLOCK
    if args.cpu:
        CLOCK = time.process_time
    print(f"clock: {'process CPU time' if args.cpu else 'wall time'}; medians of {args.repeat} runs")
    print(f"{'board':>8} {'setup ms':>9} {'check ms':>9} {'max+every/some ms':>18} {'max':>4} {'count s':>8} {'legal':>8}")
    for n in (4, 6, 8, 10, 12):
        sc = load_scenario_text(board(n, n), f"<bench {n}x{n}>")
        t_setup, q = timed(lambda: BlockQuery(sc), 1)
        q.maximum()
        t_check, _ = timed(lambda: q.check(), args.repeat * 3)

        def summaries():
            fresh = BlockQuery(sc, board=q.board)
            return fresh.summary()
        t_sum, s = timed(summaries, args.repeat)
        t_sum_q = t_sum
        count = "-"
        t_count = float("nan")
        if n <= 8:
            t_count, count = timed(lambda: q.count(), 3)
        print(f"{n:>4}x{n:<3} {t_setup * 1e3:9.1f} {t_check * 1e3:9.2f} {t_sum_q * 1e3:18.1f} {s.maximum:>4} "
              f"{t_count:8.3f} {count!s:>8}")
    print("setup = layer evaluation + facts + grounding (once per board); check = one declaration on the")
    print("reused Control; max+every/some includes grounding a fresh Control on the evaluated board.")
    sc = load_scenario_text(board(12, 12), "<bench attacks>")
    aq = AttackQuery(sc)
    t, m = timed(lambda: AttackQuery(sc, board=aq.board).summary(count=True), args.repeat)
    print(f"attacks 12 creatures: max+every/some+count {t * 1e3:.1f} ms, {m.count} legal declarations")
    no_lure = board(8, 8).replace("  - {id: lure, card: Lure, controller: alice, attached_to: a3}\n", "")
    q = BlockQuery(load_scenario_text(no_lure, "<bench 8x8 without Lure>"))
    q.maximum()
    t, c = timed(lambda: q.count(), 3)
    print(f"8x8 without Lure (requirements constrain less): {c} legal block declarations counted in {t:.2f} s")
    if args.heavy:
        for n in (6, 8):
            q = BlockQuery(load_scenario_text(board(n, n), f"<bench {n}x{n}>"))
            t, c = timed(lambda: q.count(restrictions_only=True), 1)
            print(f"{n}x{n}: {c} declarations break no restriction, counted in {t:.2f} s")


if __name__ == "__main__":
    main()
