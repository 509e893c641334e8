"""Modal spells and abilities (CR 700.2): how many modes are chosen, and the one block the chosen
modes make.

A modal block is `{modes: [MODE, ...], choose: {min: A, max: B, repeat: bool}}` (docs/cards.md);
without `choose` exactly one mode is chosen ("Choose one —"). Each mode is a block of its own
(`effect`, `targets`), its target references numbered within the mode. When more than one mode is
chosen, they are performed in the order they are written (608.2c), a mode chosen twice as if it
appeared twice in sequence (700.2d); `merged` renumbers each mode's targets after those of the
modes before it (a reference names an instance of "target", whatever its number of targets), so
the merged block is an ordinary one (601.2c, 608.2b).

A mode can be merged with others only if its target references can be renumbered: each names an
instance of "target" (`{target: N}`, `{targets_of: N}`; not "each target" of the whole block), no
amount is divided among its targets (601.2d: the division is the block's), and no reflexive or
delayed ability inside it has targets of its own. `mergeable` says so; the compiler reports a modal
ability whose modes aren't as unsupported when more than one mode may be chosen."""
from __future__ import annotations

from typing import Any

_NESTED = ("when_you_do", "delayed")


def bounds(spec: dict) -> tuple[int, int, bool]:
    """(fewest, most, may repeat) modes to choose (700.2, 700.2d)."""
    n = len(spec.get("modes") or ())
    c = spec.get("choose") or {}
    lo = int(c.get("min", 1))
    hi = int(c.get("max", 1)) if c.get("max") != "all" else n
    if c.get("more_if") is not None:      # "If [condition], you may choose two instead." -- at most
        hi = max(hi, int(c.get("more_max", hi)))      # (pyengine.game.modal settles it as modes are chosen)
    return lo, hi, bool(c.get("repeat"))


def choosable(spec: dict, chosen: list[int]) -> list[int]:
    """The mode numbers (1 = the first) that may be chosen next, given those chosen so far."""
    lo, hi, repeat = bounds(spec)
    if len(chosen) >= hi:
        return []
    n = len(spec.get("modes") or ())
    return [i for i in range(1, n + 1) if repeat or i not in chosen]


def may_stop(spec: dict, chosen: list[int]) -> bool:
    """Enough modes are chosen to stop choosing (at least the fewest, fewer than the most)."""
    lo, hi, _ = bounds(spec)
    return lo <= len(chosen) < hi


def _divided(mode: dict) -> bool:
    """An instance of the mode divides an amount among its targets (601.2d)."""
    return any(isinstance(req, dict) and "untargeted" not in req and req.get("divide") is not None
               for req in mode.get("targets") or [])


def _instances(mode: dict) -> int:
    """The number of instances of the word "target" in the mode (a reference names one, 115.1)."""
    return sum(1 for req in mode.get("targets") or [] if isinstance(req, dict) and "untargeted" not in req)


def _has_own_targets(x: Any) -> bool:
    if isinstance(x, dict):
        return any(k in _NESTED and _nested_targets(v) for k, v in x.items()) or \
            any(_has_own_targets(v) for v in x.values())
    if isinstance(x, list):
        return any(_has_own_targets(v) for v in x)
    return x == "each_target"


def _nested_targets(v: Any) -> bool:
    blocks = v if isinstance(v, list) else [v]
    return any(isinstance(b, dict) and b.get("targets") for b in blocks)


def mergeable(mode: dict) -> bool:
    """The mode's target references can be renumbered after other modes' (see the module doc)."""
    return not _divided(mode) and not _has_own_targets(mode.get("effect"))


def _shift(x: Any, by: int) -> Any:
    """The instructions with each target reference moved `by` places (115.1: targets in order)."""
    if x == "target":
        return {"target": by}
    if isinstance(x, dict):
        if len(x) == 1 and next(iter(x)) in ("target", "targets_of", "targets_from") and \
                isinstance(next(iter(x.values())), int):
            k = next(iter(x))
            return {k: x[k] + by}
        return {k: _shift(v, by) for k, v in x.items()}
    if isinstance(x, list):
        return [_shift(v, by) for v in x]
    return x


def merged(spec: dict, chosen: list[int]) -> dict:
    """The block the chosen modes make, performed in the order written (608.2c, 700.2d)."""
    base = {k: v for k, v in spec.items() if k not in ("modes", "choose")}
    modes = spec["modes"]
    order = sorted(chosen)
    if len(order) == 1:
        return {**base, **modes[order[0] - 1], "modes": None}
    effect: list = list(base.get("effect") or [])
    targets: list = list(base.get("targets") or [])
    at = _instances(base)
    for k, m in enumerate(order, 1):
        mode = modes[m - 1]
        rename = {}
        for req in mode.get("targets") or []:
            if isinstance(req, dict) and "id" in req:
                rename[str(req["id"])] = f"m{k}{req['id']}"
        for req in mode.get("targets") or []:
            if isinstance(req, dict):
                req = dict(req)
                if "id" in req:
                    req["id"] = rename[str(req["id"])]
                for key in ("distinct_from", "another"):
                    if isinstance(req.get(key), list):
                        req[key] = [rename.get(str(t), t) for t in req[key]]
            targets.append(req)
        effect += _shift(list(mode.get("effect") or []), at)
        at += _instances(mode)
    out = {**base, "effect": effect, "modes": None}
    if targets:
        out["targets"] = targets
    return out
