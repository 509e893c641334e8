"""Static permissions to play cards from one's graveyard (601.3: a player may begin to cast a spell
only if a rule or effect allows it; 305.1, 116.2a: a land played from there is the turn's land play):
"You may play lands from your graveyard.", "You may play Forests from your graveyard.", "You may play
lands and cast Insect spells from your graveyard.", "Once during each of your turns, you may cast a
creature spell from your graveyard." (the permission is used at most once each turn, and only during
its controller's turn). The card is played or cast at its normal timing, paying its costs (117.1a,
307.1, 601.2f).

A resolving spell or ability gives such a permission until the end of the turn (611.2a, 514.2):
"Until end of turn, you may play lands and cast spells from your graveyard."; "You may play lands and
cast spells from other players' graveyards this turn as though those cards were in your graveyard."
(the cards of every other player's graveyard: the land played or the spell cast is its owner's card
under the player's control, 108.3, 110.2, and goes to its owner's graveyard, 400.3); and "Other players
can't play lands or cast spells from their graveyards this turn." (101.2: a "can't" beats any
permission, a card's own flashback too). Those last for the turn (`State.history`, reset as each turn
begins, 500.1).

Card data: a static ability `{graveyard_play: {play_lands: true|FILTER, cast: FILTER, once_each_turn:
true}}` (play_lands and/or cast); the instructions `graveyard_play_turn: {play_lands: true, cast: true|FILTER,
others: true, until_end_of_turn: true}` (others: the other players' graveyards, as though they were the
player's own; until_end_of_turn: ends in the cleanup step, 514.2, rather than with the turn) and
`cant_graveyard_play_turn: others`. The actions are `play ID` (a land) and `cast ID graveyard`."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.filters import matches
from pyengine.game.lookups import filt
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game

ALT = "graveyard"                    # the cast action's second argument: "cast ID graveyard"
TURN = "graveyard_play_turn"         # State.history: the permissions given this turn ({player, ...})
BANNED = "cant_graveyard_play"       # State.history: the players who can't play from their graveyards


def _allows(g: "Game", v: dict, oid: str, p: str) -> bool:
    ch = g.ch_anywhere(oid)
    if ch is None:
        return False
    if "land" in ch.types:
        lands = v.get("play_lands")
        return lands is True or (lands is not None and matches(g, filt(lands), oid, ch, oid, p))
    cast = v.get("cast")
    return cast is True or (cast is not None and matches(g, filt(cast), oid, ch, oid, p))


def banned(g: "Game", p: str, oid: str) -> bool:
    """101.2: "Other players can't play lands or cast spells from their graveyards this turn" -- p
    can't play this card (a card in p's own graveyard)."""
    o = g.s.objects.get(oid)
    return o is not None and o.zone == "graveyard" and o.owner == p and p in (g.s.history.get(BANNED) or ())


def graveyard_cards(g: "Game", p: str) -> list[str]:
    """The graveyard cards p may cast as though they were in p's graveyard (flashback 702.34a, escape
    702.138a ...): p's own, and every other player's when an effect lets p play cards from other
    players' graveyards this turn "as though those cards were in your graveyard"."""
    out = list(g.zone_ids("graveyard", p))
    if any(v["player"] == p and v.get("others") for v in g.s.history.get(TURN) or ()):
        for q in g.s.players:
            if q != p:
                out += g.zone_ids("graveyard", q)
    return out


def _permissions(g: "Game", oid: str, p: str) -> list[tuple[str, int, dict]]:
    """(source, index, permission) of each unused permission letting p play this card now: a static
    ability of a permanent p controls (the card in p's own graveyard), or an effect of this turn
    (source "turn") for p's own graveyard or the other players' graveyards."""
    o = g.s.objects.get(oid)
    if o is None or o.zone != "graveyard" or banned(g, p, oid):
        return []
    out = []
    if o.owner == p:
        for k, (src, ctrl, v) in enumerate(g.static_sources("graveyard_play")):     # (memoised by the game)
            if ctrl != p or not _allows(g, v, oid, p):
                continue
            if v.get("once_each_turn") and (g.s.active != p or ("graveyard_play", src, str(k)) in g.s.activated_this_turn):
                continue                      # "Once during each of your turns"
            out.append((src, k, v))
    for k, v in enumerate(g.s.history.get(TURN) or ()):
        if v.get("until_end_of_turn") and g.s.step == "cleanup":
            continue                          # 514.2: "until end of turn" effects end in the cleanup step
        if v["player"] == p and bool(v.get("others")) == (o.owner != p) and _allows(g, v, oid, p):
            out.append(("turn", k, v))
    return out


def _players_with(g: "Game", p: str) -> bool:
    return any(ctrl == p for _s, ctrl, _v in g.static_sources("graveyard_play")) or \
        any(v["player"] == p for v in g.s.history.get(TURN) or ())


def actions(g: "Game", p: str) -> list[tuple[Action, str]]:
    """(action, kind): `play ID` for a land (116.2a), `cast ID graveyard` for a spell (601.3)."""
    out = []
    if not _players_with(g, p):
        return out
    for q in g.s.players:
        for oid in g.zone_ids("graveyard", q):
            if _permissions(g, oid, p):
                if "land" in g.obj(oid).card.types:
                    out.append((Action("play", (oid,)), "play_land"))
                else:
                    out.append((Action("cast", (oid, ALT)), "cast_alt"))
    return out


def allowed(g: "Game", oid: str, p: str) -> bool:
    """May p play this graveyard card now by a permission (601.3, 305.1)?"""
    return bool(_permissions(g, oid, p))


def cost(g: "Game", oid: str) -> tuple[str, str] | None:
    """(cost, zone) of casting the card from a graveyard by a permission some player has: its mana
    cost (the caster's own permission is checked as the casting begins, `allowed`)."""
    o = g.s.objects.get(oid)
    if o is None or not any(_permissions(g, oid, q) for q in g.s.players):
        return None
    return str(o.card.mana_cost or ""), "graveyard"


def used(g: "Game", oid: str, p: str) -> None:
    """The card is played or cast from p's graveyard: a once-each-turn permission letting it is used
    (the first one; a permission without that limit is used first)."""
    perms = _permissions(g, oid, p)
    if not perms or any(not v.get("once_each_turn") for _s, _k, v in perms):     # (this turn's: not limited)
        return
    src, k, _v = perms[0]
    g.s.activated_this_turn.add(("graveyard_play", src, str(k)))
    g._log("601.3", f"{g.name(src)}'s permission to play a card from the graveyard is used this turn", p)


def _give(g: "Game", it, ins: dict) -> None:
    v = dict(ins["graveyard_play_turn"])
    g.s.history[TURN] = list(g.s.history.get(TURN) or ()) + [{**v, "player": it.controller}]
    g._log("601.3", f"{it.controller} may play lands and cast spells from "
                    + ("other players' graveyards" if v.get("others") else "their graveyard") + " this turn", it.controller)


def _forbid(g: "Game", it, ins: dict) -> None:
    marked = list(g.s.history.get(BANNED) or ())
    for q in g.s.players:
        if q != it.controller and q not in marked:        # "Other players": all but the controller
            marked.append(q)
            g._log("101.2", f"{q} can't play lands or cast spells from their graveyard this turn", q)
    g.s.history[BANNED] = marked


def handlers() -> dict:
    """The instructions `graveyard_play_turn` and `cant_graveyard_play_turn` (registered by
    pyengine.game.instructions)."""
    return {"graveyard_play_turn": lambda g, proc, it, ins: _give(g, it, ins),
            "cant_graveyard_play_turn": lambda g, proc, it, ins: _forbid(g, it, ins)}
