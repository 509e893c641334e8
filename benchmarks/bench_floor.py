"""Where the time of a layer evaluation goes, against what clingo's grounder costs on this machine.

The speed targets of issues 2 and 3 (200 permanents / 60 effects <= 50 ms, 1000 / 300 <= 500 ms,
the 613.8 board <= 100 ms) are judged against these figures in the issue notes. A full
evaluation is one clingo Control grounded call by call (every decision is made by grounding,
docs/layers.md), so its time is: setting up the rules of each call (measured by replaying the
same calls on a Control with no input), matching and deriving atoms, parsing the input facts,
and Python (encoding the board, reading the shown atoms, building the result).

    python benchmarks/bench_floor.py                  # grounder costs, then the 200/60 board
    python benchmarks/bench_floor.py --board 1000 300
    python benchmarks/bench_floor.py --deps           # the 613.8 board of bench_layers --deps
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import clingo

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_layers import board, deps_board   # noqa: E402
from pyengine.layers import asp
from pyengine import layers                         # noqa: E402


def _median_call_ms(ctl: clingo.Control, part: str, calls: int = 15) -> float:
    ts = []
    for k in range(calls):
        t = time.perf_counter()
        ctl.ground([(part, [clingo.Number(k)])])
        ts.append((time.perf_counter() - t) * 1000)
    return statistics.median(ts)


def grounder_costs() -> dict[str, float]:
    """Microseconds per rule set up in a call (a rule that matches nothing), per derived atom and
    per fact parsed from program text."""
    ctl = clingo.Control(["--warn=none"])
    n = 100
    ctl.add("r", ["k"], "".join(f"h{j}(k,X,Y) :- e(X), f(X,Y), Y > {j}.\n" for j in range(n)))
    per_rule = _median_call_ms(ctl, "r") * 1000 / n
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], "p(1..100). q(1..100,1..10).")
    ctl.ground([("base", [])])
    ctl.add("d", ["k"], "h(k,X,Y) :- p(X), q(X,Y).")        # 1000 atoms per call
    per_atom = (_median_call_ms(ctl, "d") * 1000 - per_rule) / 1000
    text = "".join(f"fact{j % 7}(o{j},\"name {j}\",{j}).\n" for j in range(5000))
    ts = []
    for _ in range(5):
        ctl = clingo.Control(["--warn=none"])
        t = time.perf_counter()
        ctl.add("base", [], text)
        ctl.ground([("base", [])])
        ts.append((time.perf_counter() - t) * 1000)
    per_fact = statistics.median(ts) * 1000 / 5000
    return {"per_rule": per_rule, "per_atom": per_atom, "per_fact": per_fact}


def profile(scenario) -> dict:
    """One evaluation, instrumented: ground calls, statements set up, atoms derived, Python time."""
    layers.run_layers(scenario)                     # warm the per-process caches
    stats = {"calls": 0, "statements": 0, "ground_ms": 0.0, "encode_ms": 0.0, "read_ms": 0.0, "replay": []}
    controls: list = []
    orig_ground, orig_init = asp.LayerControl.ground, asp.LayerControl.__init__
    orig_encode, orig_shown = layers.Encoder.encode, layers._Run.shown

    def ground(self, parts):
        names = [self._parts.variant(n, a) for n, a in parts]
        stats["replay"].append(list(parts))
        t = time.perf_counter()
        orig_ground(self, parts)
        stats["ground_ms"] += (time.perf_counter() - t) * 1000
        stats["calls"] += 1
        stats["statements"] += sum(len(self._parts.parts.get(n, ())) for n in names)

    def init(self, *a, **k):
        orig_init(self, *a, **k)
        controls.append((self, a[1:], k))

    def timed(key, f):
        def w(*a, **k):
            t = time.perf_counter()
            r = f(*a, **k)
            stats[key] += (time.perf_counter() - t) * 1000
            return r
        return w

    asp.LayerControl.ground, asp.LayerControl.__init__ = ground, init
    layers.Encoder.encode, layers._Run.shown = timed("encode_ms", orig_encode), timed("read_ms", orig_shown)
    try:
        t = time.perf_counter()
        result = layers.run_layers(scenario)
        stats["total_ms"] = (time.perf_counter() - t) * 1000
    finally:
        asp.LayerControl.ground, asp.LayerControl.__init__ = orig_ground, orig_init
        layers.Encoder.encode, layers._Run.shown = orig_encode, orig_shown
    ctl = controls[-1][0].ctl
    n_input = sum(1 for sig in ctl.symbolic_atoms.signatures for a in ctl.symbolic_atoms.by_signature(*sig)
                  if sig[0] in _INPUT)
    stats["atoms"] = len(ctl.symbolic_atoms)
    stats["input_atoms"] = n_input
    stats["output_atoms"] = sum(1 for _ in ctl.symbolic_atoms.by_signature("char", 3))
    stats["objects"] = len(result.characteristics)
    # the same ground calls (same parts, variants and parameters) on a Control with no input:
    # nothing matches, so this is what setting up their statements costs
    _, kinds, kw = controls[-1]
    ts = []
    for _ in range(3):
        empty = asp.LayerControl("", *kinds, **kw)
        t = time.perf_counter()
        for parts in stats["replay"]:
            empty.ground(parts)
        ts.append((time.perf_counter() - t) * 1000)
    stats["setup_ms"] = min(ts)
    return stats


# input predicates of the layer program (pyengine/layers/facts.py), to tell input from derived atoms
_INPUT = {"obj", "base", "ctrl0", "effect", "eff_op", "eff_arg", "eff_rank", "eff_ts", "eff_cda", "eff_abil",
          "eff_zone", "eff_filter", "eff_lockset", "lockset", "lockzone", "eff_ctrl", "counter", "chosen",
          "creature_type", "land_type", "basic_land_mana", "subtype_of", "player", "facedown", "fall", "fany",
          "fleaf", "fneg", "fowner", "token", "attached", "owner", "eff_src", "zone", "nobatch"}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--board", nargs=2, type=int, metavar=("PERMANENTS", "EFFECTS"), default=(200, 60))
    ap.add_argument("--deps", action="store_true", help="the 613.8 board (bench_layers.py --deps)")
    args = ap.parse_args(argv)
    c = grounder_costs()
    print("clingo %s grounder on this machine: %.1f us to set up a plain 3-literal rule in a call, %.2f us "
          "per derived atom, %.2f us per fact parsed" % (clingo.__version__, c["per_rule"], c["per_atom"],
                                                          c["per_fact"]))
    sc = deps_board() if args.deps else board(*args.board)
    runs = [profile(sc) for _ in range(5)]
    s = min(runs, key=lambda r: r["total_ms"])
    derived = s["atoms"] - s["input_atoms"]
    name = "613.8 board" if args.deps else "%d permanents / %d effects" % tuple(args.board)
    print(f"\n{name} ({s['objects']} objects), fastest of 5 evaluations:")
    print(f"  total                  {s['total_ms']:8.1f} ms")
    print(f"  ground calls           {s['ground_ms']:8.1f} ms in {s['calls']} calls "
          f"({s['statements']} statements set up, {derived} atoms derived, {s['input_atoms']} input facts)")
    print(f"    setting up the calls {s['setup_ms']:8.1f} ms (the same calls replayed on a Control with no "
          f"input, where nothing matches)")
    print(f"    the rest             {s['ground_ms'] - s['setup_ms']:8.1f} ms (matching, deriving the atoms; "
          f"{derived * c['per_atom'] / 1000:.1f} ms at the cost per atom above)")
    print(f"  Python                 {s['total_ms'] - s['ground_ms']:8.1f} ms (encoding {s['encode_ms']:.1f}, "
          f"reading the shown atoms {s['read_ms']:.1f}; the rest: parsing the facts, building the result)")
    least = s["input_atoms"] * c["per_fact"] / 1000 + s["output_atoms"] * c["per_atom"] / 1000
    print(f"  parsing the input facts and deriving the {s['output_atoms']} char/3 atoms alone would take "
          f"{least:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
