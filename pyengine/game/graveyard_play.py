"""Static permissions to play cards from one's graveyard (601.3: a player may begin to cast a spell
only if a rule or effect allows it; 305.1, 116.2a: a land played from there is the turn's land play):
"You may play lands from your graveyard.", "You may play Forests from your graveyard.", "You may play
lands and cast Insect spells from your graveyard.", "Once during each of your turns, you may cast a
creature spell from your graveyard." (the permission is used at most once each turn, and only during
its controller's turn). The card is played or cast at its normal timing, paying its costs (117.1a,
307.1, 601.2f).

Card data: a static ability `{graveyard_play: {play_lands: true|FILTER, cast: FILTER, once_each_turn:
true}}` (play_lands and/or cast); the actions are `play ID` (a land) and `cast ID graveyard`."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.filters import matches
from pyengine.game.lookups import filt
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game

ALT = "graveyard"                    # the cast action's second argument: "cast ID graveyard"


def _allows(g: "Game", v: dict, oid: str, p: str) -> bool:
    ch = g.ch_anywhere(oid)
    if ch is None:
        return False
    if "land" in ch.types:
        lands = v.get("play_lands")
        return lands is True or (lands is not None and matches(g, filt(lands), oid, ch, oid, p))
    return v.get("cast") is not None and matches(g, filt(v["cast"]), oid, ch, oid, p)


def _permissions(g: "Game", oid: str, p: str) -> list[tuple[str, int, dict]]:
    """(source, index, permission) of each unused permission of p's permanents letting p play this card
    now (the card in p's own graveyard)."""
    o = g.s.objects.get(oid)
    if o is None or o.zone != "graveyard" or o.owner != p:
        return []
    out = []
    for k, (src, ctrl, v) in enumerate(g.static_sources("graveyard_play")):     # (memoised by the game)
        if ctrl != p or not _allows(g, v, oid, p):
            continue
        if v.get("once_each_turn") and (g.s.active != p or ("graveyard_play", src, str(k)) in g.s.activated_this_turn):
            continue                      # "Once during each of your turns"
        out.append((src, k, v))
    return out


def actions(g: "Game", p: str) -> list[tuple[Action, str]]:
    """(action, kind): `play ID` for a land (116.2a), `cast ID graveyard` for a spell (601.3)."""
    out = []
    if not any(ctrl == p for _s, ctrl, _v in g.static_sources("graveyard_play")):
        return out
    for oid in g.zone_ids("graveyard", p):
        if _permissions(g, oid, p):
            if "land" in g.obj(oid).card.types:
                out.append((Action("play", (oid,)), "play_land"))
            else:
                out.append((Action("cast", (oid, ALT)), "cast_alt"))
    return out


def cost(g: "Game", oid: str) -> tuple[str, str] | None:
    """(cost, zone) of casting the card from its owner's graveyard by a permission: its mana cost."""
    o = g.s.objects.get(oid)
    if o is None or not _permissions(g, oid, o.owner):
        return None
    return str(o.card.mana_cost or ""), "graveyard"


def used(g: "Game", oid: str, p: str) -> None:
    """The card is played or cast from p's graveyard: a once-each-turn permission letting it is used
    (the first one; a permission without that limit is used first)."""
    perms = _permissions(g, oid, p)
    if not perms or any(not v.get("once_each_turn") for _s, _k, v in perms):
        return
    src, k, _v = perms[0]
    g.s.activated_this_turn.add(("graveyard_play", src, str(k)))
    g._log("601.3", f"{g.name(src)}'s permission to play a card from the graveyard is used this turn", p)
