"""502.3, 611.2c: "Lands you control don't untap during your next untap step", "Creatures target
player controls don't untap during that player's next untap step" -- an effect of a resolving spell
or ability that changes no object's characteristics: it modifies the rules of the game (611.2c), so
it applies to the permanents of that kind the player controls as that player's next untap step
comes, those that came under their control after the effect began too. Kept in
`State.states_seen["untap_bans"]` as (player, filter as JSON) pairs; the player's next untap step
reads them (pyengine.game.loop: _untap_all, _untap_limits) and ends them."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

from pyengine.game.filters import matching
from pyengine.game.lookups import filt

if TYPE_CHECKING:
    from pyengine.game.loop import Game

KEY = "untap_bans"


def held(g: "Game", player: str) -> set[str]:
    """The permanents `player` controls that an untap ban keeps tapped during their untap step."""
    bans = [f for p, f in g.s.states_seen.get(KEY, ()) if p == player]
    if not bans:
        return set()
    items = [(oid, g.ch(oid)) for oid in g.battlefield() if g.ch(oid) is not None and g.ch(oid).controller == player]
    out: set[str] = set()
    for f in bans:
        out |= set(matching(g, filt(json.loads(f)), items, None, player))
    return out


def end(g: "Game", player: str) -> None:
    """That player's next untap step has come: their untap bans end."""
    bans = g.s.states_seen.get(KEY, ())
    if any(p == player for p, _f in bans):
        g.s.states_seen[KEY] = tuple(x for x in bans if x[0] != player)


def _ban(g: "Game", refs, it, ins) -> None:
    spec = ins["untap_ban"]
    f = spec.get("each")
    if "controlled_by" in spec:
        players = [p for p in refs(g, it, spec["controlled_by"]) if p in g.s.players]
    else:
        players = [it.controller]             # "lands you control ... your next untap step"
    for p in players:
        if p in g.s.losers:
            continue
        g.s.states_seen[KEY] = tuple(g.s.states_seen.get(KEY, ())) + ((p, json.dumps(f, sort_keys=True)),)
        g._log("502.3", f"permanents ({f}) {p} controls don't untap during {p}'s next untap step", it.controller)


def handlers(refs) -> dict:
    """The `untap_ban: {each: F, controlled_by: REF}` instruction (without `controlled_by`: the
    ability's controller; F holds no player item) (registered by pyengine.game.instructions, which
    gives its reference reader: this module doesn't import it)."""
    return {"untap_ban": lambda g, proc, it, ins: _ban(g, refs, it, ins)}
