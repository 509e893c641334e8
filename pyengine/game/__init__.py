"""The game loop (CR 500-514 turns, 117 priority, 405 stack, 601-608 casting and resolving,
603 triggers, 704 state-based actions)."""

from pyengine.game.loop import Game, new_game

__all__ = ["Game", "new_game"]
