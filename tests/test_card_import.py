"""`mtgrules cards import FILE` (issue 15, part 2) on samples of the real formats users download
(tests/data/oracle/: an MTGJSON AtomicCards file and a Scryfall oracle-cards file), and the card
database's cache: built on first use, rebuilt when the data changes, in memory when the cache
directory can't be written."""
from __future__ import annotations

import json
import lzma
import os
import stat
from pathlib import Path

import pytest

from pyengine import cache
from pyengine.cards import database, library
from pyengine.cards.database import OracleDB, oracle_db
from pyengine.cli.main import main

DATA = Path(__file__).parent / "data" / "oracle"
ATOMIC = str(DATA / "AtomicCards-sample.json")
SCRYFALL = str(DATA / "oracle-cards-sample.json")

# the records of the shipped data for these cards, as shipped (front face only, no color indicator)
SHIPPED = [
    {"layout": "normal", "manaCost": "{4}{G}{G}", "name": "Craw Wurm", "power": "6", "subtypes": ["Wurm"],
     "toughness": "4", "types": ["Creature"]},
    {"keywords": ["Suspend"], "layout": "normal", "name": "Ancestral Vision", "types": ["Sorcery"],
     "text": "Suspend 4—{U} (Rather than cast this card from your hand, pay {U} and exile it with four time "
             "counters on it. At the beginning of your upkeep, remove a time counter. When the last is "
             "removed, you may cast it without paying its mana cost.)\nTarget player draws three cards."},
]


def _xz(cards: list[dict]) -> bytes:
    return lzma.compress(("\n".join(json.dumps(c, ensure_ascii=False) for c in cards) + "\n").encode())


def _clear() -> None:
    cache.directory.cache_clear()
    oracle_db.cache_clear()
    library.oracle_card.cache_clear()


@pytest.fixture
def small_db(tmp_path, monkeypatch):
    """The card database of a fresh install whose shipped data is SHIPPED, cached in tmp_path."""
    monkeypatch.setenv("MTGRULES_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(database, "_shipped_bytes", lambda: _xz(SHIPPED))
    _clear()
    yield tmp_path / "cache"
    _clear()


def card(capsys, name: str) -> dict:
    assert main(["cards", name, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_mtgjson_atomic_cards(small_db, capsys):
    assert main(["cards", "import", ATOMIC]) == 0
    assert "imported 3 cards" in capsys.readouterr().out
    assert (small_db / database.USER_DB).exists()
    # a transform card is its front face outside the battlefield (712.8a), found by either face;
    # MTGJSON lists the faces in any order, each with its side
    for name in ("Delver of Secrets", "insectile aberration", "Delver of Secrets // Insectile Aberration"):
        c = card(capsys, name)
        assert (c["name"], c["mana_cost"], c["power"], c["toughness"]) == ("Delver of Secrets", "{U}", 1, 1)
        assert (c["subtypes"], c["colors"]) == (["Human", "Wizard"], ["blue"])
    # a battle's printed defense (310.4b)
    c = card(capsys, "Invasion of Tarkir")
    assert (c["types"], c["subtypes"], c["defense"]) == (["battle"], ["Siege"], 5)
    # accents: the name as typed without them
    assert card(capsys, "jotun grunt")["name"] == "Jötun Grunt"


def test_scryfall_oracle_cards(small_db, capsys):
    # the shipped record has no color indicator: a card without colored mana symbols is colorless (202.2b)
    assert card(capsys, "Ancestral Vision")["colors"] == []
    assert main(["cards", "import", SCRYFALL]) == 0
    # tokens and art cards are not cards a deck holds: left out
    assert "imported 3 cards" in capsys.readouterr().out
    # the newer file's color indicator: the card is blue (202.2e, 204.1)
    c = card(capsys, "Ancestral Vision")
    assert (c["colors"], c["color_indicator"]) == (["blue"], ["blue"])
    # a transform card by its back face: the front face's characteristics (712.8a)
    c = card(capsys, "Ravager of the Fells")
    assert (c["name"], c["power"], c["toughness"], c["colors"]) == ("Huntmaster of the Fells", 2, 2, ["red", "green"])
    assert c["subtypes"] == ["Human", "Werewolf"]
    # a split card by either half's name (709.4a); both halves come in: its mana value is the total
    # (709.4b), and each half is a face of its own (709.3b)
    c = card(capsys, "ice")
    assert (c["name"], c["mana_value"], c["colors"]) == ("Fire // Ice", 4, ["blue", "red"])
    assert [(f["name"], f["mana_value"]) for f in c["faces"]] == [("Fire", 2), ("Ice", 2)] and c["fully_executed"]
    assert main(["cards", "Wolf"]) == 2 and "unknown card 'Wolf'" in capsys.readouterr().err


def test_imported_cards_stay_after_the_shipped_index_is_rebuilt(small_db, monkeypatch, capsys):
    assert main(["cards", "import", SCRYFALL]) == 0
    capsys.readouterr()
    monkeypatch.setattr(database, "_shipped_bytes", lambda: _xz(SHIPPED + [{"name": "Zzz", "types": ["Land"]}]))
    _clear()
    assert card(capsys, "Ancestral Vision")["colors"] == ["blue"]
    assert card(capsys, "zzz")["types"] == ["land"]


def test_import_errors_name_the_file_and_the_card(small_db, tmp_path, capsys):
    bad = tmp_path / "cards.json"
    bad.write_text(json.dumps([{"object": "card", "name": "Ok", "type_line": "Land"},
                               {"object": "card", "type_line": "Land"}]))
    assert main(["cards", "import", str(bad)]) == 2
    err = capsys.readouterr().err
    assert f"{bad} at [1]: card has no name" in err and err.count("\n") == 1
    bad.write_text(json.dumps({"meta": {}, "data": {"X": {"name": "X"}}}))
    assert main(["cards", "import", str(bad)]) == 2
    assert "at data['X']" in capsys.readouterr().err
    bad.write_text(json.dumps({"cards": []}))
    assert main(["cards", "import", str(bad)]) == 2
    assert "not a card list" in capsys.readouterr().err
    assert main(["cards", "import", str(tmp_path / "missing.json")]) == 2
    assert "cannot read card data" in capsys.readouterr().err
    assert main(["cards", "import"]) == 2
    assert "needs a file" in capsys.readouterr().err


def _unwritable(tmp_path: Path) -> Path:
    """A cache directory no process can create: its parent is a file (root too can't)."""
    f = tmp_path / "a-file"
    f.write_text("")
    return f / "cache"


def test_no_writable_cache_directory(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MTGRULES_CACHE", str(_unwritable(tmp_path)))
    monkeypatch.setattr(database, "_shipped_bytes", lambda: _xz(SHIPPED))
    _clear()
    try:
        assert cache.directory() is None
        assert card(capsys, "craw wurm")["power"] == 6            # the index is built in memory
        assert main(["cards", "import", SCRYFALL]) == 2            # nowhere to keep imported cards: said
        assert "no writable cache directory" in capsys.readouterr().err
    finally:
        _clear()


def test_unwritable_cache_falls_back_to_memory(tmp_path):
    d = _unwritable(tmp_path)
    db = OracleDB(directory=d, data=_xz(SHIPPED))
    assert db.get("CRAW WURM").name == "Craw Wurm"
    assert not d.exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_read_only_cache_directory(tmp_path):
    ro = tmp_path / "ro"
    ro.mkdir()
    OracleDB(directory=ro, data=_xz(SHIPPED))                     # built while writable
    ro.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        assert OracleDB(directory=ro, data=_xz(SHIPPED)).get("craw wurm") is not None   # read as it is
        assert OracleDB(directory=ro, data=_xz(SHIPPED[:1])).get("craw wurm") is not None  # stale: in memory
    finally:
        ro.chmod(stat.S_IRWXU)


def test_a_damaged_index_is_rebuilt(tmp_path):
    OracleDB(directory=tmp_path, data=_xz(SHIPPED))
    (idx,) = tmp_path.glob("oracle-*.sqlite")
    idx.write_bytes(b"not a database")
    assert OracleDB(directory=tmp_path, data=_xz(SHIPPED)).get("Craw Wurm") is not None
    assert idx.read_bytes()[:15] == b"SQLite format 3"
