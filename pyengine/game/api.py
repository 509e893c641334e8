"""The research-facing parts of the game API (issue 17), modelled on python-chess's Board:
a lazy, countable view of the legal actions, and a player's view of a game with hidden
information left out (library order, opponents' hands, face-down cards)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from pyengine.game import library_top
from pyengine.game import graveyard_order
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
    face-down spells' and permanents' characteristics are hidden from everyone but their
    controller, and face-down cards elsewhere (exiled face down) from everyone, 708.5, 406.3):
    public zones in full, library sizes only (no order, not even one's own, 401.2; but a library's
    top card revealed, or looked at by its owner, by a static ability, 401.5), the
    player's own hand in full and other hands as sizes, the pending decision's options only if
    it is this player's."""
    s = g.s
    chars = g.chars()

    def hidden(o) -> bool:
        # 708.5: one may look at the face-down spells and permanents one controls, at no other
        # face-down card (406.3: exiled face down, no player may examine it)
        return o.face_down and (o.controller != player or o.zone not in ("battlefield", "stack"))

    def card(oid: str) -> dict:
        o = s.objects[oid]
        if hidden(o):
            return {"id": oid, "face_down": True}
        ch = chars.get(oid)
        d = {"id": oid, "name": ch.name if ch else o.card.name}
        if o.face_down:                 # 708.5: its controller may look at it
            d.update(face_down=True, name=o.card.name)
        return d

    def stack_item(it) -> dict:
        d = {"id": it.id, "kind": it.kind, "controller": it.controller, "text": it.text,
             "targets": list(it.targets)}
        src = s.objects.get(it.source)
        if it.kind == "spell" and src is not None and hidden(src):
            d["text"] = "a face-down spell"           # 708.4: its characteristics are hidden
            d["face_down"] = True
        return d

    perms = []
    for oid in g.battlefield():
        o = s.objects[oid]
        d = card(oid)
        d.update({"controller": o.controller, "tapped": o.tapped, "damage": o.damage,
                  "counters": {c.kind: c.count for c in o.counters}})
        ch = chars.get(oid)
        if ch is not None and ch.power is not None and not hidden(o):
            d["pt"] = [ch.power, ch.toughness]
        if o.attached_to:
            d["attached_to"] = o.attached_to
        perms.append(d)
    players = {}
    for p in s.order:
        hand = g.zone_ids("hand", p)
        players[p] = {"life": s.players[p].life, "poison": s.players[p].poison,
                      **({"counters": dict(s.players[p].counters)} if any(s.players[p].counters.values()) else {}),
                      "library_size": len(s.library[p]),
                      # 401.5: the top card, if it's revealed or this player may look at it
                      **({"library_top": card(s.library[p][0])} if library_top.visible_to(g, p, player) else {}),
                      "hand": [card(h) for h in hand] if p == player else len(hand),
                      "graveyard": [card(x) for x in graveyard_order.pile(s, p)],   # top first (404.1, 404.2)
                      "exile": [card(x) for x in g.zone_ids("exile", p)],    # face down: id only (406.3)
                      "mana_pool": dict(s.pools.get(p, {}))}
    d = s.decision
    out = {"player": player, "turn": s.turn, "step": s.step, "active_player": s.active,
           "players": players, "battlefield": perms,
           "stack": [stack_item(it) for it in s.stack],
           "over": s.over, "winner": s.winner}
    if d is not None:
        out["waiting_for"] = {"player": d.player, "kind": d.kind, "rule": d.rule}
        if d.player == player:
            out["waiting_for"]["legal_actions"] = [str(a) for a in d.options]
    return out


def board_html(g: "Game") -> str:
    """A small HTML board for notebooks (Game._repr_html_): each player's life, hand and
    library sizes and permanents, the stack (top first) and who must decide what."""
    from html import escape
    s = g.s
    chars = g.chars()
    rows = []
    for p in s.order:
        perms = []
        for oid in g.battlefield():
            o = s.objects[oid]
            if o.controller != p:
                continue
            ch = chars.get(oid)
            name = (ch.name if ch and ch.name else None) or ("face-down" if o.face_down else o.card.name)
            bits = [escape(name)]
            if ch is not None and ch.power is not None:
                bits.append(f"{ch.power}/{ch.toughness}")
            if o.damage:
                bits.append(f"dmg {o.damage}")
            if o.counters:
                bits.append(", ".join(f"{c.count}×{escape(c.kind)}" for c in o.counters))
            style = "opacity:0.55;transform:rotate(3deg);" if o.tapped else ""
            perms.append(f'<span style="display:inline-block;border:1px solid #888;border-radius:4px;'
                         f'padding:2px 5px;margin:2px;{style}" title="{escape(oid)}">{" · ".join(bits)}</span>')
        pl = s.players[p]
        mark = " ▶" if p == s.active else ""
        rows.append(f"<tr><td><b>{escape(p)}{mark}</b><br>life {pl.life}"
                    + (f", poison {pl.poison}" if pl.poison else "")
                    + "".join(f", {escape(k)} {n}" for k, n in sorted(pl.counters.items()) if n)
                    + f"<br>hand {len(g.zone_ids('hand', p))}, library {len(s.library[p])}</td>"
                    f"<td>{''.join(perms) or '<i>no permanents</i>'}</td></tr>")
    stack = "".join(f"<li>{escape(it.text)} ({escape(it.controller)})"
                    + (f" → {escape(', '.join(map(str, it.targets)))}" if it.targets else "") + "</li>"
                    for it in reversed(s.stack))
    d = s.decision
    if s.over:
        oc = g.outcome()
        status = f"game over: {escape(oc.result())} ({oc.rule})"
    elif d is not None:
        status = (f"turn {s.turn}, {escape(s.step.replace('_', ' '))}: <b>{escape(d.player)}</b> — "
                  f"{escape(d.prompt)} [{escape(d.rule)}]; {len(d.options)} legal actions")
    else:
        status = f"turn {s.turn}, {escape(s.step)}"
    return (f'<div style="font-family:sans-serif;font-size:13px"><div>{status}</div>'
            f'<table style="border-collapse:collapse">{"".join(rows)}</table>'
            + (f"<div>stack (top first):<ol>{stack}</ol></div>" if stack else "") + "</div>")
