"""Abilities a command would need but the engine can't execute: a warning line on stderr for each
(card, ability), listed under "unsupported" in JSON output; with --strict, an error (exit 2)."""
from __future__ import annotations

import sys

from pyengine.cards.support import unsupported_needed
from pyengine.errors import ScenarioError

# the objects whose abilities each feature reads
_ZONES = {"layers": ("battlefield", "stack"), "targets": ("battlefield", "stack"),
          "combat": ("battlefield",), "replace": None, "play": None}


def add_strict(p) -> None:
    p.add_argument("--strict", action="store_true",
                   help="an ability the engine can't execute is an error (exit 2), not a warning")


def check(sc, feature: str, args) -> list[dict]:
    zones = _ZONES[feature]
    objs = [o for o in sc.objects if zones is None or o.zone in zones]
    items = unsupported_needed(objs, feature)
    if items and getattr(args, "strict", False):
        oid, s = items[0]
        raise ScenarioError(s.warning(oid), file=sc.file, place=f"object {oid}",
                            expected="abilities the engine executes (`mtgrules cards NAME` shows what it "
                                     "executes), or no --strict")
    for oid, s in items:
        print("warning: " + s.warning(oid), file=sys.stderr)
    return [dict(s.to_json(), object=oid) for oid, s in items]
