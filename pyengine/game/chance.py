"""Flipping a coin (CR 705) and rolling a die (706).

The game is deterministic and replayable: a flip or a roll is a pseudo-random result seeded by
the state (the turn, the decisions so far, the next object id, the player), as a shuffle is
(pyengine.game.instructions.shuffle_library), and every result is logged with its rule.

`flip_coin: true` -- the player flips a coin; whether they won the flip (705.2) is remembered by
the resolving spell or ability (`{flip: won|lost}` conditions: "If you win the flip, ...");
`until_lose: true` flips until a flip is lost ("flip a coin until you lose a flip"). Each flip is
the happening `coin_flip` ("whenever you win a coin flip").
`planar_die` (901.9) -- the face of the planar die (pyengine.game.planechase).
`roll_die: N` (+`count`) -- the player rolls an N-sided die (706.1a); the result (706.2, no
modifiers) is remembered (`{roll: [LO, HI]}` conditions, a results table 706.3a; the number
`{roll_result: true}` is "the result")."""
from __future__ import annotations

import hashlib
import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def _rng(g: "Game", p: str, what: str) -> random.Random:
    tag = g.new_id(what)                          # distinct seeds for several results in one instruction
    seed = hashlib.sha256(f"{g.s.turn}|{g.s.decisions}|{tag}|{p}|{what}".encode()).digest()
    return random.Random(seed)


def flip(g: "Game", p: str) -> bool:
    """705.2: the player flips a coin; True if they win the flip (the call and the coin are
    equally likely to match, so the result is drawn as a win or a loss)."""
    won = _rng(g, p, "flip").random() < 0.5
    g._log("705.2", f"{p} flips a coin and {'wins' if won else 'loses'} the flip", p)
    g._happen({"kind": "coin_flip", "player": p, "won": won})   # "whenever you win a coin flip"
    return won


def roll(g: "Game", p: str, sides: int) -> int:
    """706.1a, 706.2: the player rolls an N-sided die; the natural result, 1 to N."""
    n = _rng(g, p, "roll").randint(1, sides)
    g._log("706.2", f"{p} rolls a d{sides}: {n}", p)
    g._happen({"kind": "die_roll", "player": p, "sides": sides, "result": n})   # "whenever you roll a die"
    return n


def planar_die(g: "Game", p: str) -> str:
    """901.3a: the planar die's face -- one of six is the Planeswalker symbol, one the chaos symbol,
    the other four are blank: "planeswalker", "chaos" or "blank"."""
    n = _rng(g, p, "planar_die").randint(1, 6)
    return {1: "planeswalker", 2: "chaos"}.get(n, "blank")
