"""Counted quantities that read the current game state (608.2h for instructions, 601.2f for a
spell's own cost): the basic land types among a set of lands ("domain", 305.6) and the size of a
player's party (700.8), the greatest power / toughness / mana value among permanents (208.1, 202.3),
the colors among permanents (105.1, 105.2), a player's devotion (700.5)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.cards.devotion import devotion_key, pips
from pyengine.game.filters import matching

if TYPE_CHECKING:
    from pyengine.game.loop import Game

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")     # 305.6
PARTY_ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")                     # 700.8


def devotion(g: "Game", player: str, colors) -> int:
    """700.5: the mana symbols of the color (or of either of two colors, a symbol of both counted
    once) among the mana costs of the permanents the player controls."""
    key = devotion_key(colors)
    return sum(pips(g.obj(oid).card.mana_cost).get(key, 0) for oid in g.battlefield()
               if g.ch(oid) is not None and g.ch(oid).controller == player)


def basic_land_types(g: "Game", f, source: str, controller: str, players: set | None = None) -> int:
    """305.6: how many of the five basic land types are among the permanents matching f -- a
    type counts once however many lands have it, and a land with two basic land types (a
    Plains Island) counts for both. `players`: only the permanents they control ("among lands
    they control")."""
    ids = matching(g, f, [(oid, g.ch(oid)) for oid in g.battlefield()], source, controller)
    if players is not None:
        ids = [oid for oid in ids if g.ch(oid).controller in players]
    seen = {t for oid in ids for t in BASIC_LAND_TYPES if t in g.ch(oid).subtypes}
    return len(seen)


def colors_among(g: "Game", f, source: str, controller: str) -> int:
    """105.1, 105.2: how many of the five colors are among the permanents matching f -- each color
    once however many permanents have it; a multicolored permanent counts for each of its colors,
    a colorless one for none ("the number of colors among permanents you control")."""
    ids = matching(g, f, [(oid, g.ch(oid)) for oid in g.battlefield()], source, controller)
    return len({c for oid in ids for c in g.ch(oid).colors if c in ("white", "blue", "black", "red", "green")})


def greatest(g: "Game", stat: str, f, source: str, controller: str) -> int:
    """The greatest power / toughness / mana value (208.1, 202.3) among the permanents matching f
    ("where X is the greatest power among creatures you control"); 0 if there are none."""
    ids = matching(g, f, [(oid, g.ch(oid)) for oid in g.battlefield()], source, controller)
    return max([getattr(g.ch(oid), stat) or 0 for oid in ids], default=0)


def party_size(g: "Game", player: str) -> int:
    """700.8: a player's party is up to one each of Cleric, Rogue, Warrior and Wizard among the
    creatures they control; a creature with several of those types fills only one role, chosen
    so that the party is as large as possible (700.8a) -- a maximum matching of creatures to roles."""
    roles = frozenset(PARTY_ROLES)
    cands = []
    for oid in g.battlefield():
        ch = g.ch(oid)
        if ch is None or ch.controller != player or not ch.is_type("creature"):
            continue
        rs = [r for r in PARTY_ROLES if ch.has_subtype(r, roles)]
        if rs:
            cands.append(rs)
    owner: dict[str, int] = {}

    def augment(i: int, seen: set) -> bool:
        for r in cands[i]:
            if r in seen:
                continue
            seen.add(r)
            if r not in owner or augment(owner[r], seen):
                owner[r] = i
                return True
        return False

    return sum(1 for i in range(len(cands)) if augment(i, set()))
