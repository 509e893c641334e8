"""Mana with a restriction on how it may be spent, or that stays in the pool (CR 106.6, 106.4,
500.4).

106.6: "Spend this mana only to cast creature spells", "This mana can't be spent to cast a
nonartifact spell" (the Powerstone's, 111.10h) -- restrictions on the mana a mana ability or
instruction adds; 106.4 / 500.4: "Until end of turn, you don't lose this mana as steps and phases
end" -- that mana stays in the pool as steps end, until the end of the turn.

Such mana is kept in the player's pool under its own key `SYM|RULE` (RULE: the restriction as
JSON: `{"only": [USE, ...]}` / `{"cant": [USE, ...]}` and `"keep": true` or `"keep": "combat"`); a USE is
`{"cast": F}` (casting a spell matching F, any spell for `null`) or `{"activate": F}` (activating
an ability of a source matching F, any source for `null`). Plain mana keeps its plain key (W U B
R G C), so everything that reads only plain mana never spends restricted mana by mistake.
Paying (601.2g-h, 602.2b) uses the mana each payment may use: for a spell or an ability being
activated, `plan` chooses the restricted mana first, then plain mana, then mana kept for the turn.
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from pyengine.cards.parse import Place, parse_filter
from pyengine.game import any_color
from pyengine.game.filters import matches
from pyengine.game.mana import POOL_SYMS, ManaCost, pay_plan, split_key as split

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem


def rule_of(ins: dict) -> dict | None:
    """The rule an add_mana instruction (or a mana ability's spec) gives its mana, or None."""
    rule: dict = {}
    if ins.get("mana_only"):
        rule["only"] = ins["mana_only"]
    if ins.get("mana_cant"):
        rule["cant"] = ins["mana_cant"]
    if ins.get("mana_keep"):
        rule["keep"] = "combat" if ins["mana_keep"] == "combat" else True     # firebending: until end of combat
    return rule or None


def key(sym: str, rule: dict | None) -> str:
    return sym if not rule else f"{sym}|{json.dumps(rule, sort_keys=True, separators=(',', ':'))}"




def add(g: "Game", p: str, mana: str, ins: dict | None) -> None:
    """Add these symbols to p's pool, with the rule of the instruction or ability (106.4, 106.6)."""
    rule = rule_of(ins or {})
    pool = g.s.pools[p]
    for ch in str(mana).upper():
        k = key(ch, rule)
        pool[k] = pool.get(k, 0) + 1


_FILTERS: dict[str, Any] = {}


def filt(spec: Any):
    k = json.dumps(spec, sort_keys=True)
    if k not in _FILTERS:
        _FILTERS[k] = parse_filter(spec, Place("<mana rule>", ""))
    return _FILTERS[k]


def _use_ok(g: "Game", use: dict, it: "StackItem", p: str) -> bool:
    if "cast" in use and it.kind == "spell":
        f = use["cast"]
        # (a card proposed for casting, not on the stack yet, is judged as that spell: 601.2g-h)
        return f is None or matches(g, filt(f), it.id, g.ch(it.id) or g.ch_anywhere(it.id), it.id, p)
    if "activate" in use and it.kind == "activated":
        f = use["activate"]
        return f is None or (it.source in g.s.objects and
                             matches(g, filt(f), it.source, g.ch(it.source), it.source, p))
    return False


def usable(g: "Game", rule: dict, it: "StackItem | None", p: str) -> bool:
    """May mana with this rule pay for `it` (a spell being cast or an ability being activated;
    None: any other payment, 118 -- a cost an instruction asks for)? 106.6."""
    if "only" in rule:
        return it is not None and it.kind in ("spell", "activated") and \
            any(_use_ok(g, u, it, p) for u in rule["only"])
    if "cant" in rule:
        return it is None or it.kind not in ("spell", "activated") or \
            not any(_use_ok(g, u, it, p) for u in rule["cant"])
    return True


def _keys(g: "Game", p: str, it: "StackItem | str | None") -> list[str]:
    """The pool's keys this payment may use, in the order they're spent: restricted mana first,
    then plain mana, then mana kept until end of turn."""
    pool = g.s.pools[p]
    out = []
    for k, v in pool.items():
        if v <= 0:
            continue
        sym, rule = split(k)
        if sym in POOL_SYMS and usable(g, rule, it, p):
            out.append(k)
    return sorted(out, key=lambda k: (0 if ("only" in split(k)[1] or "cant" in split(k)[1]) else
                                      2 if split(k)[1].get("keep") else 1, k))


def merged(g: "Game", p: str, it: "StackItem | None") -> dict[str, int]:
    """The mana of p's pool this payment may use, by symbol."""
    pool = g.s.pools[p]
    out: dict[str, int] = {}
    for k in _keys(g, p, it):
        sym = split(k)[0]
        out[sym] = out.get(sym, 0) + pool[k]
    return out


def plan(g: "Game", p: str, it: "StackItem | None", mc: ManaCost) -> tuple[dict, dict] | None:
    """(symbols spent, pool keys spent) paying mc for `it`, or None if the pool can't."""
    by_sym = pay_plan(merged(g, p, it), mc, any_color.wild(g, p, it))     # 609.4b
    if by_sym is None:
        return None
    pool = g.s.pools[p]
    take: dict[str, int] = {}
    keys = _keys(g, p, it)
    for sym, n in by_sym.items():
        for k in keys:
            if n <= 0:
                break
            if split(k)[0] != sym:
                continue
            t = min(n, pool[k] - take.get(k, 0))
            if t > 0:
                take[k] = take.get(k, 0) + t
                n -= t
    return by_sym, take


def spend(g: "Game", p: str, it: "StackItem | None", mc: ManaCost) -> dict[str, int]:
    """Remove the mana paying mc for `it` from p's pool; the symbols spent (601.2h)."""
    got = plan(g, p, it, mc)
    if got is None:
        from pyengine.errors import IllegalActionError
        raise IllegalActionError("mana pool can't pay the cost")
    by_sym, take = got
    pool = g.s.pools[p]
    for k, v in take.items():
        pool[k] -= v
        if not pool[k]:
            del pool[k]
    return by_sym


_COMBAT = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage")


def empty(g: "Game", p: str, end_of_turn: bool) -> dict[str, int]:
    """500.4: mana empties from the pool as each step and phase ends, but mana that "you don't
    lose as steps and phases end" until end of turn (106.4) stays until the turn's last step
    ends, and mana that "lasts until end of combat" (firebending's reminder text) until the end
    of combat step ends (506.1). The mana left; what empties is returned."""
    pool = g.s.pools[p]

    def goes(k: str) -> bool:
        keep = split(k)[1].get("keep")
        return end_of_turn or not keep or (keep == "combat" and g.s.step not in _COMBAT)
    gone = {k: v for k, v in pool.items() if v and goes(k)}
    g.s.pools[p] = {k: v for k, v in pool.items() if v and k not in gone}
    return gone
