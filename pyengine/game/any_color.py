"""609.4b: spending mana "as though it were mana of any color" -- "You may spend blue mana as though it
were mana of any color to pay the activation costs of this creature's abilities.", "You may spend mana
as though it were mana of any color to cast planeswalker spells.", "Players may spend mana as though it
were mana of any color." Such an effect changes only how the player may pay a cost: it doesn't change
the cost, and it doesn't change what mana was actually spent (609.4b: the symbols spent stay the mana's
own, for sunburst 702.44a or "mana spent to cast it"). A colored mana symbol of the cost ({R}) may be
paid with that mana; a colorless symbol ({C}) still needs colorless mana (107.4c), and generic mana
({1}) may be paid with any mana anyway (107.4b).

Card data: a static ability `{spend_any_color: {who: you | any, mana: SYM, for: {activate: "self" |
FILTER} | {cast: FILTER}}}` -- `who`: the permanent's controller or every player; `mana`: only mana of
that symbol (W U B R G C; all mana when absent); `for`: only the costs of activating an ability of the
permanent itself ("self") or of a permanent matching FILTER (602.2b), or of casting a spell matching
FILTER (601.2h); every payment when absent (also a cost paid while something resolves, 118.12)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.filters import matches
from pyengine.game.lookups import filt
from pyengine.game.mana import POOL_SYMS

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem

KEY = "spend_any_color"


def _applies(g: "Game", src: str, ctl: str | None, use: dict | None, it: "StackItem | None") -> bool:
    if use is None:
        return True
    if it is None:
        return False                      # a cost paid while a spell or ability resolves (118.12)
    if "activate" in use and it.kind == "activated":
        f = use["activate"]
        if f == "self":                   # "this creature's abilities": the permanent with the permission
            return it.source == src
        return it.source in g.s.objects and matches(g, filt(f), it.source, g.ch(it.source), src, ctl)
    if "cast" in use and it.kind == "spell":
        # (a card proposed for casting, not on the stack yet, is judged as that spell: 601.2g-h)
        return matches(g, filt(use["cast"]), it.id, g.ch(it.id) or g.ch_anywhere(it.id), src, ctl)
    return False


def wild(g: "Game", p: str, it: "StackItem | None") -> frozenset[str]:
    """The pool symbols p may spend as though they were mana of any color for this payment (`it`: the
    spell being cast -- or a card proposed for casting, judged as the spell it would become -- or
    the ability being activated; None: a cost asked for while something resolves)."""
    out: set[str] = set()
    for src, ctl, v in g.static_sources(KEY):
        if v.get("who", "you") == "you" and ctl != p:
            continue
        if _applies(g, src, ctl, v.get("for"), it):
            out.update([v["mana"]] if v.get("mana") else POOL_SYMS)
    return frozenset(out)
