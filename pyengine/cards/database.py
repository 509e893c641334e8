"""The Oracle card database: every card's printed characteristics and Oracle text, on a fresh
machine with no network.

The package ships the Oracle data of 35,033 cards once, compressed
(pyengine/data/oracle/oracle-cards.jsonl.xz: MTGJSON-derived, MIT; see its README). On first use an
SQLite index (sqlite3, standard library) is built in the user's cache directory (pyengine.cache),
keyed by a hash of the shipped data, and rebuilt when that changes; with no writable cache it is
built in memory. Cards the user imports from a newer MTGJSON AtomicCards or Scryfall oracle-cards
file (`mtgrules cards import FILE`) are kept in a separate database there and take precedence.

Lookup is by exact name, case- and accent-insensitive ("lim-dul" finds "Lim-Dûl the Necromancer"
only by its full name; "aether" finds "Æther ..."), two-faced cards by either face, with
suggestions for a misspelling (rapidfuzz)."""
from __future__ import annotations

import hashlib
import json
import lzma
import sqlite3
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Iterable

from pyengine import cache

DATA = "data/oracle/oracle-cards.jsonl.xz"
SCHEMA = 1
# layouts whose card name is both halves' names (709.4: split cards); others are named by the face
_BOTH_NAMES = {"split", "aftermath"}


def normalize(name: str) -> str:
    """A name as looked up: accents removed (Æ -> ae), case folded, typographic apostrophes and
    spaces made plain."""
    s = name.replace("Æ", "Ae").replace("æ", "ae").replace("’", "'").replace("‘", "'")
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return " ".join(s.casefold().split())


@dataclass(frozen=True)
class OracleCard:
    """One card of the Oracle data (MTGJSON-style field names)."""
    name: str
    data: dict

    @property
    def faces(self) -> list[str]:
        return [f.strip() for f in self.name.split("//")] if "//" in self.name else [self.name]

    @property
    def card_name(self) -> str:
        """The name the card has in the game (a two-faced card's front face; both for split cards)."""
        if "//" in self.name and self.data.get("layout") not in _BOTH_NAMES:
            return self.faces[0]
        return self.name

    def to_spec(self) -> dict:
        """The card as a card mapping of the card model (docs/cards.md), without abilities: the
        compiler (pyengine.cards.compile) makes them from the Oracle text."""
        d = self.data
        spec: dict[str, Any] = {"name": self.card_name, "oracle": d.get("text") or ""}
        if d.get("manaCost"):
            spec["mana_cost"] = d["manaCost"]
        for k, key in (("types", "types"), ("supertypes", "supertypes"), ("subtypes", "subtypes")):
            if d.get(key):
                spec[k] = [x.lower() for x in d[key]] if k != "subtypes" else list(d[key])
        # early printings' "Summon <subtype>" is the creature type line (205.2a)
        spec["types"] = ["creature" if t == "summon" else t for t in spec.get("types", [])]
        for k in ("power", "toughness"):
            if d.get(k) is not None:
                spec[k] = d[k]
        if d.get("loyalty") is not None and str(d["loyalty"]).isdigit():
            spec["loyalty"] = int(d["loyalty"])
        if d.get("defense") is not None and str(d["defense"]).isdigit():
            spec["defense"] = int(d["defense"])
        return spec


def _shipped_bytes() -> bytes:
    return resources.files("pyengine").joinpath(DATA).read_bytes()


def _rows(cards: Iterable[dict], source: str):
    for c in cards:
        name = c["name"]
        faces = [f.strip() for f in name.split("//")] if "//" in name else []
        yield (normalize(name), name, json.dumps(c, ensure_ascii=False, sort_keys=True), source, faces)


def _create(con: sqlite3.Connection) -> None:
    con.executescript("""
        CREATE TABLE IF NOT EXISTS cards (key TEXT PRIMARY KEY, name TEXT NOT NULL, json TEXT NOT NULL,
                                          source TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS faces (key TEXT NOT NULL, card TEXT NOT NULL);
        CREATE INDEX IF NOT EXISTS faces_key ON faces (key);
        CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT);
    """)


def insert(con: sqlite3.Connection, cards: Iterable[dict], source: str) -> int:
    n = 0
    with con:
        for key, name, js, src, faces in _rows(cards, source):
            con.execute("INSERT OR REPLACE INTO cards VALUES (?, ?, ?, ?)", (key, name, js, src))
            con.execute("DELETE FROM faces WHERE card = ?", (key,))
            for f in faces:
                con.execute("INSERT INTO faces VALUES (?, ?)", (normalize(f), key))
            n += 1
    return n


def _build(path: str, data: bytes, digest: str) -> sqlite3.Connection:
    con = sqlite3.connect(path)
    _create(con)
    cards = (json.loads(line) for line in lzma.decompress(data).decode("utf-8").splitlines() if line)
    insert(con, cards, "bundled")
    with con:
        con.execute("INSERT OR REPLACE INTO meta VALUES ('digest', ?)", (digest,))
    return con


class OracleDB:
    """The shipped Oracle data plus the user's imported cards."""

    def __init__(self, directory: Path | None = None, data: bytes | None = None):
        data = data if data is not None else _shipped_bytes()
        digest = hashlib.sha256(data + str(SCHEMA).encode()).hexdigest()[:24]
        d = directory if directory is not None else cache.directory()
        self.directory = d
        self.con = self._open(d, data, digest)
        self.user = self._open_user(d)
        self._keys: list[str] | None = None

    @staticmethod
    def _open(d: Path | None, data: bytes, digest: str) -> sqlite3.Connection:
        if d is None:
            return _build(":memory:", data, digest)
        path = d / f"oracle-{digest}.sqlite"
        if path.exists():
            try:
                con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
                if con.execute("SELECT v FROM meta WHERE k = 'digest'").fetchone() == (digest,):
                    return con
                con.close()
            except sqlite3.Error:
                pass
        for old in d.glob("oracle-*.sqlite"):
            try:
                old.unlink()
            except OSError:
                pass
        tmp = d / f".oracle-{digest}.tmp"
        try:
            tmp.unlink(missing_ok=True)
            _build(str(tmp), data, digest).close()
            tmp.replace(path)
            return sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        except (OSError, sqlite3.Error):
            return _build(":memory:", data, digest)

    @staticmethod
    def _open_user(d: Path | None) -> sqlite3.Connection | None:
        path = d / "imported-cards.sqlite" if d is not None else None
        if path is None or not path.exists():
            return None
        try:
            return sqlite3.connect(str(path))
        except sqlite3.Error:
            return None

    def user_db(self) -> sqlite3.Connection:
        """The database of imported cards (created on first import)."""
        if self.user is None:
            if self.directory is None:
                self.user = sqlite3.connect(":memory:")
            else:
                self.user = sqlite3.connect(str(self.directory / "imported-cards.sqlite"))
            _create(self.user)
        return self.user

    # ---------------------------------------------------------------- lookup
    def _get(self, con: sqlite3.Connection | None, key: str) -> OracleCard | None:
        if con is None:
            return None
        row = con.execute("SELECT name, json FROM cards WHERE key = ?", (key,)).fetchone()
        if row is None:
            row = con.execute("SELECT c.name, c.json FROM faces f JOIN cards c ON c.key = f.card "
                              "WHERE f.key = ? ORDER BY c.key LIMIT 1", (key,)).fetchone()
        return OracleCard(row[0], json.loads(row[1])) if row else None

    def get(self, name: str) -> OracleCard | None:
        key = normalize(name)
        return self._get(self.user, key) or self._get(self.con, key)

    def keys(self) -> list[str]:
        if self._keys is None:
            ks = [r[0] for r in self.con.execute("SELECT key FROM cards")]
            ks += [r[0] for r in self.con.execute("SELECT key FROM faces")]
            if self.user is not None:
                ks += [r[0] for r in self.user.execute("SELECT key FROM cards")]
            self._keys = sorted(set(ks))
        return self._keys

    def names(self) -> list[str]:
        out = {r[0] for r in self.con.execute("SELECT name FROM cards")}
        if self.user is not None:
            out |= {r[0] for r in self.user.execute("SELECT name FROM cards")}
        return sorted(out)

    def suggestions(self, name: str, n: int = 3) -> list[str]:
        from rapidfuzz import fuzz, process
        got = process.extract(normalize(name), self.keys(), scorer=fuzz.WRatio, limit=n, score_cutoff=70)
        out = []
        for key, _score, _i in got:
            c = self._get(self.user, key) or self._get(self.con, key)
            if c is not None and c.card_name not in out:
                out.append(c.card_name)
        return out

    def __len__(self) -> int:
        n = self.con.execute("SELECT count(*) FROM cards").fetchone()[0]
        if self.user is not None:
            for (key,) in self.user.execute("SELECT key FROM cards"):
                if self.con.execute("SELECT 1 FROM cards WHERE key = ?", (key,)).fetchone() is None:
                    n += 1
        return n


@lru_cache(maxsize=1)
def oracle_db() -> OracleDB:
    return OracleDB()
