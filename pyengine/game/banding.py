"""Banding (CR 702.22) in the game loop.

- 508.1e, 702.22c-d: once the attackers are chosen, the active player announces bands, one pair
  of attacking creatures at a time (`band X Y` joins X's and Y's bands; `done`); the combat
  program checks the finished announcement with the declaration (asp_rules/combat_attack.lp).
- 702.22e-f: a band lasts for the rest of combat (kept in combat_memo["bands"]) even if banding is
  lost; a creature removed from combat is no longer in its band.
- 702.22h: a creature blocking one member of a band blocks each other member too.
- 702.22j-k: who divides a creature's combat damage: the defending player for an attacker blocked
  by a creature with banding, the active player for a blocker blocking a creature with banding
  (any division among the creatures blocking / blocked, 510.1c-d).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def has_banding(g: "Game", oid: str) -> bool:
    ch = g.ch(oid)
    return bool(ch) and ("kw", ("banding",)) in ch.ability_terms


def _band_of(bands: list[list[str]], x: str) -> list[str] | None:
    return next((b for b in bands if x in b), None)


# the "bands with other [quality]" instances in force: (the creatures having it, the [quality]
# creatures) -- pyengine.combat.rules decides both with the one filter language
Others = list[tuple[frozenset, frozenset]]


def _groups(g: "Game", among: list[str], others: Others) -> bool:
    """702.22j-k: among them a creature with banding, or both a [quality] creature with "bands
    with other [quality]" and another [quality] creature."""
    if any(has_banding(g, x) for x in among):
        return True
    return any(x in objs and x in what and any(y != x and y in what for y in among)
               for objs, what in others for x in among)


def announce(g: "Game", proc, a: Action | None, others: Others = ()) -> str | None:
    """508.1e: the active player announces which attacking creatures are banded with which
    (proc.data["bands"]: lists of two or more creatures). "wait" while asking."""
    d = proc.data
    bands: list[list[str]] = d.setdefault("bands", [])
    if d.get("band_asked") and a is not None:
        if a.kind == "done":
            return None
        if a.kind == "band":
            x, y = a.args[0], a.args[1]
            bx, by = _band_of(bands, x), _band_of(bands, y)
            merged = sorted(set(bx or [x]) | set(by or [y]))
            bands[:] = [b for b in bands if b is not bx and b is not by] + [merged]
    attackers = [x for x, _p in d["declared"]]
    if len(attackers) < 2 or not any(has_banding(g, x) or any(x in objs for objs, _w in others) for x in attackers):
        return None
    opts = [Action("band", (x, y)) for i, x in enumerate(sorted(attackers)) for y in sorted(attackers)[i + 1:]
            if y not in (_band_of(bands, x) or ())]
    d["band_asked"] = True
    g._ask("declare_bands", g.s.active, opts + [Action("done")],
           f"{g.s.active}: announce bands (band X Y puts them in one band; then done)", "508.1e")
    return "wait"


def record(g: "Game", bands: list[list[str]]) -> None:
    """702.22e: the bands announced last for the rest of combat."""
    if bands:
        g.s.combat_memo["bands"] = tuple(tuple(sorted(b)) for b in bands)
        g._log("508.1e", f"{g.s.active} announces bands: " +
               "; ".join(", ".join(g.name(x) for x in b) for b in bands), g.s.active)


def mates(g: "Game", att: str) -> list[str]:
    """The other creatures in att's band still attacking (702.22f: removed from combat, removed
    from the band)."""
    for band in g.s.combat_memo.get("bands", ()):
        if att in band:
            return [x for x in band if x != att and x in g.s.attackers and x in g.s.objects
                    and g.s.objects[x].zone == "battlefield"]
    return []


def spread_blocks(g: "Game", declared: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """702.22h: each other creature in the same band as a blocked attacker becomes blocked by that
    same blocking creature: the (blocker, attacker) pairs this adds to the declared ones."""
    have = set(declared)
    out = []
    for b, att in declared:
        for m in mates(g, att):
            if (b, m) not in have:
                have.add((b, m))
                out.append((b, m))
    return out


def attacker_divider(g: "Game", blockers: list[str], others: Others = ()) -> str | None:
    """702.22j: the defending player (who controls the creatures blocking it) divides an
    attacker's combat damage when a creature with banding is blocking it, or both a [quality]
    creature with "bands with other [quality]" and another [quality] creature (None: the rule
    doesn't apply)."""
    return g.ch(blockers[0]).controller if blockers and _groups(g, blockers, others) else None


def blocker_divider(g: "Game", blocked: list[str], others: Others = ()) -> str | None:
    """702.22k: the active player divides a blocker's combat damage when it blocks a creature with
    banding, or both a [quality] creature with "bands with other [quality]" and another [quality]
    creature (None: the rule doesn't apply)."""
    return g.s.active if _groups(g, blocked, others) else None


def divisions(n: int, k: int) -> list[tuple[int, ...]]:
    """Every way to divide n damage among k creatures, any of them getting none (510.1c-d)."""
    if k == 1:
        return [(n,)]
    return [(i,) + rest for i in range(n, -1, -1) for rest in divisions(n - i, k - 1)]
