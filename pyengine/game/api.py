"""The research-facing parts of the game API (issue 17), modelled on python-chess's Board:
a lazy, countable view of the legal actions, and a player's view of a game with hidden
information left out (library order, opponents' hands, face-down cards)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game


class LegalActions:
    """The legal actions of the player who must decide now (python-chess's legal_moves):
    iterable, countable (len, count(), bool), `action in view` accepts an Action or its script
    form ("cast bolt"), indexable, equal to a list of the same actions. It refers to the
    decision it was made for; nothing is copied."""
    __slots__ = ("_opts",)

    def __init__(self, game: "Game"):
        d = game.s.decision
        self._opts = d.options if d is not None else ()

    def __iter__(self) -> Iterator[Action]:
        return iter(self._opts)

    def __len__(self) -> int:
        return len(self._opts)

    def count(self) -> int:
        return len(self._opts)

    def __bool__(self) -> bool:
        return bool(self._opts)

    def __getitem__(self, i):
        return self._opts[i]

    def __contains__(self, a) -> bool:
        if isinstance(a, str):
            a = Action.parse(a)
        return a in self._opts

    def __eq__(self, other) -> bool:
        if isinstance(other, LegalActions):
            return self._opts == other._opts
        if isinstance(other, (list, tuple)):
            return list(self._opts) == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"<LegalActions ({', '.join(str(a) for a in self._opts)})>"


def view(g: "Game", player: str) -> dict:
    """What `player` may know of the game (400.2 hidden zones: libraries and hands; 708.2
    face-down permanents' characteristics are hidden from everyone but their controller, 708.5):
    public zones in full, library sizes only (no order, not even one's own, 401.2), the
    player's own hand in full and other hands as sizes, the pending decision's options only if
    it is this player's."""
    s = g.s
    chars = g.chars()

    def card(oid: str) -> dict:
        o = s.objects[oid]
        if o.face_down and o.controller != player:
            return {"id": oid, "face_down": True}
        ch = chars.get(oid)
        d = {"id": oid, "name": ch.name if ch else o.card.name}
        if o.face_down:                 # 708.5: its controller may look at it
            d.update(face_down=True, name=o.card.name)
        return d

    perms = []
    for oid in g.battlefield():
        o = s.objects[oid]
        d = card(oid)
        d.update({"controller": o.controller, "tapped": o.tapped, "damage": o.damage,
                  "counters": {c.kind: c.count for c in o.counters}})
        ch = chars.get(oid)
        if ch is not None and ch.power is not None and not (o.face_down and o.controller != player):
            d["pt"] = [ch.power, ch.toughness]
        if o.attached_to:
            d["attached_to"] = o.attached_to
        perms.append(d)
    players = {}
    for p in s.order:
        hand = g.zone_ids("hand", p)
        players[p] = {"life": s.players[p].life, "poison": s.players[p].poison,
                      "library_size": len(s.library[p]),
                      "hand": [card(h) for h in hand] if p == player else len(hand),
                      "graveyard": [card(x) for x in g.zone_ids("graveyard", p)],
                      "exile": [card(x) for x in g.zone_ids("exile", p)
                                if not s.objects[x].face_down or p == player],
                      "mana_pool": dict(s.pools.get(p, {}))}
    d = s.decision
    out = {"player": player, "turn": s.turn, "step": s.step, "active_player": s.active,
           "players": players, "battlefield": perms,
           "stack": [{"id": it.id, "kind": it.kind, "controller": it.controller, "text": it.text,
                      "targets": list(it.targets)} for it in s.stack],
           "over": s.over, "winner": s.winner}
    if d is not None:
        out["waiting_for"] = {"player": d.player, "kind": d.kind, "rule": d.rule}
        if d.player == player:
            out["waiting_for"]["legal_actions"] = [str(a) for a in d.options]
    return out
