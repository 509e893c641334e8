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
import os
import re
import sqlite3
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Iterable

from pyengine import cache
from pyengine.errors import ScenarioError
from pyengine.model import CARD_TYPES, SUPERTYPES

DATA = "data/oracle/oracle-cards.jsonl.xz"
USER_DB = "imported-cards.sqlite"
SCHEMA = 2
# layouts whose card name is both halves' names (709.4: split cards); others are named by the face
_BOTH_NAMES = {"split", "aftermath"}
# printed P/T the card model holds: an integer (a Vanguard's "+1" too) or a form a CDA defines (604.3)
_PT = re.compile(r"[+-]?\d+|.*\*.*|\?|∞|X")


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
        compiler (pyengine.cards.compile) makes them from the Oracle text. What the model can't
        hold (see `unrepresentable`) is left out of it."""
        return self._spec_and_gaps()[0]

    @property
    def unrepresentable(self) -> list[str]:
        """What is printed on the card but has no place in the card model, each as a clause to
        report as unsupported: a card type or supertype the rules don't have (205.2a, 205.4a; the
        joke sets), a P/T or loyalty that is no integer (107.1), a split card's other half, which
        the shipped data lacks (709.4)."""
        return self._spec_and_gaps()[1]

    def _spec_and_gaps(self) -> tuple[dict, list[str]]:
        d = self.data
        gaps: list[str] = []
        spec: dict[str, Any] = {"name": self.card_name, "oracle": d.get("text") or ""}
        if d.get("manaCost"):
            spec["mana_cost"] = d["manaCost"]
        raw = [str(t) for t in d.get("types") or []]
        # early printings' "Summon <subtype>" is the creature type line (205.2a, 205.3m)
        summon = any(t.lower() == "summon" for t in raw)
        types: list[str] = []
        subtypes = [str(x) for x in d.get("subtypes") or []]
        for t in raw:
            low = {"summon": "creature", "tribal": "kindred"}.get(t.lower(), t.lower())
            if low in CARD_TYPES:
                if low not in types:
                    types.append(low)
            elif summon:
                subtypes.append(t)
            else:
                gaps.append(f"printed card type {t!r}, not a card type (205.2a)")
        supertypes = []
        for t in d.get("supertypes") or []:
            if str(t).lower() in SUPERTYPES:
                supertypes.append(str(t).lower())
            else:
                gaps.append(f"printed supertype {t!r}, not a supertype (205.4a)")
        if types:
            spec["types"] = types
        if supertypes:
            spec["supertypes"] = supertypes
        if subtypes:
            spec["subtypes"] = subtypes
        for k in ("power", "toughness"):
            v = d.get(k)
            if v is None:
                continue
            if _PT.fullmatch(str(v).strip()):
                spec[k] = str(v).strip()
            else:
                gaps.append(f"printed {k} {v}, not an integer (107.1)")
        for k, rule in (("loyalty", "306.5b"), ("defense", "310.4b")):
            v = d.get(k)
            if v is None or v == "":
                continue
            if re.fullmatch(r"\d+", str(v).strip()):
                spec[k] = int(str(v).strip())
            else:
                gaps.append(f"printed {k} {v}, not a number ({rule})")
        ident = d.get("colorIdentity", d.get("color_identity"))
        if isinstance(ident, list):             # 903.4 (Commander deck construction, 903.5c)
            spec["color_identity"] = list(ident)
        ci = d.get("colorIndicator") or d.get("color_indicator")
        if ci:
            spec["color_indicator"] = list(ci)
        elif (not d.get("manaCost") and not d.get("mana_cost") and _color_from_indicator(d)
              and _indicator_from_identity(d, ident)):
            # 903.4: a card's color identity includes the colors of its color indicator (204), so a face
            # with one color of identity has either that color's indicator or none; a face with no
            # indicator and no mana cost is colorless (202.2), which only artifacts are among these
            spec["color_indicator"] = list(ident)
        elif not d.get("manaCost") and not d.get("mana_cost") and _color_from_indicator(d) and ident != []:
            # (an empty color identity, 903.4, has the colors of no color indicator: colorless, 202.2)
            # 202.2, 204: with no mana cost, its color comes from a color indicator, which the shipped
            # Oracle data doesn't hold: the card would be colorless here, maybe wrongly (a back face,
            # a suspend card such as Ancestral Vision)
            gaps.append("its color: no mana cost and no color indicator in the Oracle data (202.2, 204; "
                        "`mtgrules cards import` of an MTGJSON or Scryfall file gives it)")
        if d.get("layout") in _BOTH_NAMES and len(self.faces) > 1 and not d.get("faces"):
            gaps.append(f"the other half, {' // '.join(self.faces[1:])}, missing from the Oracle data (a "
                        "split card has the combined characteristics of its halves, 709.4b; `mtgrules cards import` a "
                        "Scryfall or MTGJSON file gives it)")
        return spec, gaps

    def printed_pt(self) -> tuple[str | None, str | None]:
        """Power and toughness as printed ("*", "1+*", "7-*")."""
        return tuple(None if self.data.get(k) is None else str(self.data[k]) for k in ("power", "toughness"))


# card types of cards outside the main game (Planechase, Archenemy, Vanguard, Conspiracy, joke sets):
# what they add is reported as a layout or type gap already
_NOT_MAIN_GAME = {"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy", "Stickers", "Hero"}


def _color_from_indicator(d: dict) -> bool:
    """Would a card with no mana cost have its color from a color indicator (204)? A land or an
    artifact with no other type is colorless (202.2; no color indicator is printed on them outside
    double-faced cards); a face of a double-faced card, or any other card, may have one."""
    types = set(d.get("types") or [])
    if "Land" in types or types & _NOT_MAIN_GAME or d.get("layout") in ("planar", "scheme", "vanguard"):
        return False
    return d.get("layout") in ("transform", "meld", "modal_dfc", "flip") or not types <= {"Artifact"}


def _indicator_from_identity(d: dict, ident) -> bool:
    """Can a face with no mana cost take its color indicator from its color identity (903.4)? Only when the
    identity is one color and the face isn't an artifact: an artifact face may be colorless with no
    indicator while its other face or its rules text gives the identity its color."""
    return (isinstance(ident, list) and len(ident) == 1 and str(ident[0]).upper() in "WUBRG"
            and "Artifact" not in (d.get("types") or []))


def _shipped_bytes() -> bytes:
    return resources.files("pyengine").joinpath(DATA).read_bytes()


def _record_rows(cards: Iterable[dict]):
    for c in cards:
        name = c.get("name") if isinstance(c, dict) else None
        if not isinstance(name, str) or not name.strip():
            raise ScenarioError(f"a card record without a name: {str(c)[:60]}", expected="a 'name' string")
        yield name, json.dumps(c, ensure_ascii=False, sort_keys=True)


def _create(con: sqlite3.Connection) -> None:
    con.executescript("""
        CREATE TABLE IF NOT EXISTS cards (key TEXT PRIMARY KEY, name TEXT NOT NULL, json TEXT NOT NULL,
                                          source TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS faces (key TEXT NOT NULL, card TEXT NOT NULL);
        CREATE INDEX IF NOT EXISTS faces_key ON faces (key);
        CREATE INDEX IF NOT EXISTS faces_card ON faces (card);
        CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT);
    """)


def insert(con: sqlite3.Connection, rows: Iterable[tuple[str, str]], source: str) -> int:
    """(name, record as JSON) rows into a card database; a card already there is replaced."""
    cards, faces = [], []
    for name, js in rows:
        key = normalize(name)
        cards.append((key, name, js, source))
        if "//" in name:
            faces.extend((normalize(f), key) for f in name.split("//") if f.strip())
    with con:
        con.executemany("DELETE FROM faces WHERE card = ?", [(c[0],) for c in cards])
        con.executemany("INSERT OR REPLACE INTO cards VALUES (?, ?, ?, ?)", cards)
        con.executemany("INSERT INTO faces VALUES (?, ?)", faces)
    return len(cards)


def _shipped_rows(data: bytes):
    """(name, JSON line) of each card of the shipped data (its lines are kept as they are)."""
    import lzma                 # only when the index is built
    for line in lzma.decompress(data).decode("utf-8").splitlines():
        if line:
            yield json.loads(line)["name"], line


def _build(path: str, data: bytes, digest: str) -> sqlite3.Connection:
    con = sqlite3.connect(path)
    _create(con)
    insert(con, _shipped_rows(data), "bundled")
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
                    cache.touch(path)
                    return con
                con.close()
            except sqlite3.Error:
                pass
        import tempfile
        try:                    # built under a name of its own, then renamed: another process
            fd, tmp = tempfile.mkstemp(dir=d, prefix=".oracle-", suffix=".tmp")   # may be building it too
            os.close(fd)
        except OSError:
            return _build(":memory:", data, digest)
        try:
            _build(tmp, data, digest).close()
            os.replace(tmp, path)
        except (OSError, sqlite3.Error):
            _unlink(tmp)
            return _build(":memory:", data, digest)
        cache.prune(path, "oracle-*.sqlite")           # indexes of other versions of the data
        try:
            return sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        except sqlite3.Error:
            return _build(":memory:", data, digest)

    @staticmethod
    def _open_user(d: Path | None) -> sqlite3.Connection | None:
        path = d / USER_DB if d is not None else None
        if path is None or not path.exists():
            return None
        try:
            return sqlite3.connect(str(path))
        except sqlite3.Error:
            return None

    def add(self, records: Iterable[dict], source: str) -> int:
        """Cards (Oracle records, MTGJSON field names) into the user's card database in the cache
        directory, where they take precedence over the shipped data; returns how many."""
        if self.directory is None:
            raise ScenarioError("no writable cache directory to keep imported cards in",
                                expected="a writable directory in MTGRULES_CACHE (or XDG_CACHE_HOME)")
        rows = list(_record_rows(records))
        try:
            if self.user is None:
                self.user = sqlite3.connect(str(self.directory / USER_DB))
                _create(self.user)
            n = insert(self.user, rows, source)
        except sqlite3.Error as e:
            raise ScenarioError(f"cannot write the card database: {e}", file=str(self.directory / USER_DB)) from None
        self._keys = None
        return n

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


def _unlink(path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


@lru_cache(maxsize=1)
def oracle_db() -> OracleDB:
    return OracleDB()
