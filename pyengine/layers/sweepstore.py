"""The results store of loop searches: an SQLite file (stdlib sqlite3) holding the result of
every combination of cards ever run, written the moment it arrives.

A result is keyed by what determines it: the engine (the ASP programs and the Python that
encodes boards and reads answers), the loop-search board and the definitions of the cards in
the combination. So a rerun of an interrupted sweep finds everything it finished and runs only
the rest; another pool sharing combinations reuses them; a changed card or rule gives new
keys and nothing stale is read. Each result is committed on its own (WAL journal): a crash
of the process loses at most the combinations still being run."""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from functools import lru_cache
from pathlib import Path

from pyengine import cache
from pyengine.errors import ScenarioError
from pyengine.model import CardDef

FORMAT = 1          # bump when the stored result's shape changes

_ENGINE_FILES = ("layers/asp.py", "layers/driver.py", "layers/facts.py", "layers/depgraph.py",
                 "layers/loopsearch.py", "layers/characteristics.py", "model.py", "cards/abilities.py")


@lru_cache(maxsize=1)
def engine_fingerprint() -> str:
    """A hash of everything that decides a loop-search result besides the cards: the layer
    program, the Python that drives it and builds the board, and the subtype lists."""
    from asp_rules import program_text
    from pyengine.layers.asp import layer_program
    h = hashlib.sha256(f"loops-format-{FORMAT}\n".encode())
    h.update(layer_program().encode())
    root = Path(__file__).resolve().parent.parent
    for rel in _ENGINE_FILES:
        h.update(rel.encode())
        h.update((root / rel).read_bytes())
    h.update((root / "data" / "subtypes.yaml").read_bytes())
    h.update(program_text("filters.lp").encode())
    return h.hexdigest()[:32]




def card_fingerprint(card: CardDef) -> str:
    """A hash of what the layer system reads of a card: printed characteristics and abilities
    (kind, identity, text, layer effect)."""
    abilities = tuple((a.kind, a.args, a.text, a.effect) for a in card.abilities)
    text = repr((card.name, card.mana_cost, card.mana_value, card.colors, card.color_indicator, card.supertypes,
                 card.types, card.subtypes, card.power, card.toughness, card.power_star, card.toughness_star,
                 card.loyalty, card.defense, abilities))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def combination_key(engine: str, cards: tuple[CardDef, ...]) -> str:
    h = hashlib.sha256(engine.encode())
    for c in cards:
        h.update(b"\x00" + card_fingerprint(c).encode())
    return h.hexdigest()


def default_path() -> str | None:
    """loops.sqlite in the mtgrules cache directory (pyengine.cache: $MTGRULES_CACHE, else
    $XDG_CACHE_HOME/mtgrules or ~/.cache/mtgrules); None when it can't be written."""
    d = cache.directory()
    return str(d / "loops.sqlite") if d is not None else None


class ResultStore:
    """key -> (cards, runs, findings JSON). One writer (the process driving the sweep)."""

    def __init__(self, path: str):
        self.path = path
        try:
            d = os.path.dirname(os.path.abspath(path))
            os.makedirs(d, exist_ok=True)
            self.db = sqlite3.connect(path, isolation_level=None)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.execute("CREATE TABLE IF NOT EXISTS results (key TEXT PRIMARY KEY, cards TEXT NOT NULL, "
                            "runs INTEGER NOT NULL, findings TEXT NOT NULL)")
        except (OSError, sqlite3.Error) as e:
            raise ScenarioError(f"cannot open the results store {path}: {e}", file=path,
                                expected="a writable SQLite file (--store FILE)") from None

    def keys(self, wanted: list[str]) -> set[str]:
        """Which of these keys have a result."""
        out: set[str] = set()
        for i in range(0, len(wanted), 500):
            chunk = wanted[i:i + 500]
            q = f"SELECT key FROM results WHERE key IN ({','.join('?' * len(chunk))})"
            out.update(k for (k,) in self.db.execute(q, chunk))
        return out

    def get(self, key: str) -> tuple[int, dict] | None:
        row = self.db.execute("SELECT runs, findings FROM results WHERE key = ?", (key,)).fetchone()
        return None if row is None else (row[0], json.loads(row[1]))

    def put(self, key: str, cards: list[str], runs: int, findings: dict) -> None:
        """Write one result and commit it at once."""
        self.db.execute("INSERT OR REPLACE INTO results VALUES (?, ?, ?, ?)",
                        (key, json.dumps(cards), runs, json.dumps(findings, sort_keys=True)))

    def forget(self, keys: list[str]) -> None:
        for i in range(0, len(keys), 500):
            chunk = keys[i:i + 500]
            self.db.execute(f"DELETE FROM results WHERE key IN ({','.join('?' * len(chunk))})", chunk)

    def count(self) -> int:
        return self.db.execute("SELECT COUNT(*) FROM results").fetchone()[0]

    def close(self) -> None:
        self.db.close()
