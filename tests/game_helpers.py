"""Helpers for the game-loop tests: build a game from scenario YAML text and run a script."""
from __future__ import annotations

import textwrap

from pyengine.game.loop import Game
from pyengine.game.players import run_script
from pyengine.scenario import load_scenario_text


def game_from(text: str, script: list[str] | None = None) -> Game:
    sc = load_scenario_text(textwrap.dedent(text), "<test>")
    g = Game(sc)
    lines = script if script is not None else sc.extra.get("script") or []
    run_script(g, lines, "<test>")
    return g


def rules(g: Game) -> list[str]:
    return [e.rule for e in g.log]


def texts(g: Game, rule: str) -> list[str]:
    return [e.text for e in g.log if e.rule == rule]


def zone(g: Game, oid: str) -> str:
    return g.obj(oid).zone
