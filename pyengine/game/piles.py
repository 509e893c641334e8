"""Separating revealed cards into two piles (700.3): "Reveal the top five cards of your library.
An opponent separates those cards into two piles. Put one pile into your hand and the other into
your graveyard." (Fact or Fiction) -- a `dig` instruction with `piles: opponent`.

Three steps, each one decision:
- `opponent`: the controller chooses the opponent who separates the cards (`choose PLAYER`;
  with one opponent, no question);
- `separate`: that opponent answers `pile ID ...` -- the pile holding the first revealed card
  (the other pile is the rest; 700.3a: each card in exactly one pile, 700.3d: a pile may be
  empty); the cards stay in the library meanwhile (700.3c);
- `choose`: the controller answers `pile ID ...` (or `pile` for an empty pile): that pile is
  taken (put where the dig puts taken cards), the other is "the rest"."""
from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from pyengine.game.lookups import answer as _answer
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def steps(key: str, ins: dict) -> list[dict]:
    """The instructions separating and choosing the piles of the dig remembered under `key`."""
    return [{"_dig_piles": key, "stage": s, "spec": ins} for s in ("opponent", "separate", "choose")]


def _dig_piles(g: "Game", proc, it, ins):
    key, stage = ins["_dig_piles"], ins["stage"]
    m = it.memory[key]
    p = it.controller
    cards = [c for c in m["cards"] if c in g.s.library[m.get("library", p)]]
    a = _answer(proc)
    if stage == "opponent":
        opps = [o for o in g.opponents(p) if o in g.s.players]
        if len(opps) <= 1:
            it.memory[key] = {**m, "separator": opps[0] if opps else None}
            return None
        if a is None:
            g._ask("choose", p, [Action("choose", (o,)) for o in opps],
                   f"{p}: choose the opponent who separates the cards into two piles", "700.3")
            return "wait"
        it.memory[key] = {**m, "separator": a.args[0]}
        return None
    if stage == "separate":
        who = m.get("separator")
        if who is None or not cards:
            it.memory[key] = {**m, "piles": (tuple(cards), ())}
            return None
        if a is None:
            first, others = cards[0], cards[1:]
            options = [Action("pile", (first,) + tuple(s)) for n in range(len(others) + 1)
                       for s in itertools.combinations(others, n)]
            g._ask("piles", who, options,
                   f"{who}: separate {', '.join(g.name(c) for c in cards)} into two piles: name the pile "
                   f"holding {g.name(first)} (the other cards form the other pile)", "700.3a")
            return "wait"
        one = tuple(a.args)
        two = tuple(c for c in cards if c not in one)
        g._log("700.3", f"{who} separates the cards into two piles: [{', '.join(g.name(c) for c in one)}] "
                        f"and [{', '.join(g.name(c) for c in two)}]", who)
        it.memory[key] = {**m, "piles": (one, two)}
        return None
    one, two = m.get("piles", ((), ()))
    one = tuple(c for c in one if c in cards)
    two = tuple(c for c in two if c in cards)
    if a is None:
        g._ask("piles", p, list(dict.fromkeys([Action("pile", one), Action("pile", two)])),
               f"{p}: choose the pile to put {'into your hand' if ins['spec'].get('to', 'hand') == 'hand' else 'away'}",
               "700.3")
        return "wait"
    taken = tuple(a.args)
    g._log("700.3", f"{p} chooses the pile [{', '.join(g.name(c) for c in taken)}]", p)
    it.memory[key] = {**m, "taken": taken}
    return None


HANDLERS = {"_dig_piles": _dig_piles}
