"""The Oracle card database (issue 15, part 2): every card's printed characteristics and Oracle
text on a fresh machine, looked up by name, with suggestions; `mtgrules cards import`."""
from __future__ import annotations

import json
import lzma
import os
import stat

import pytest

from pyengine.cards.database import OracleDB, normalize, oracle_db
from pyengine.cards.library import CardLibrary
from pyengine.cards.parse import Place
from pyengine.cli.main import main
from pyengine.errors import ScenarioError
from pyengine.layers.driver import evaluate
from pyengine.scenario import load_scenario_text


def test_all_shipped_cards_are_there():
    assert len(oracle_db()) == 35033


@pytest.mark.parametrize("query, name", [
    ("Lightning Bolt", "Lightning Bolt"),
    ("lightning BOLT", "Lightning Bolt"),               # case
    ("Lim-Dul the Necromancer", "Lim-Dûl the Necromancer"),   # accents
    ("aether vial", "Aether Vial"),
    ("Dusk", "Dusk // Dawn"), ("dawn", "Dusk // Dawn"),  # either face of a two-faced card
])
def test_lookup(query, name):
    assert oracle_db().get(query).name == name


def test_misspelling_gets_suggestions():
    lib = CardLibrary.bundled()
    with pytest.raises(ScenarioError, match="did you mean 'Lightning Bolt'"):
        lib.get("Lightnig Bolt", Place("<t>", "card"))


def test_normalize():
    assert normalize("Æther  Vial") == normalize("aether vial")
    assert normalize("Urza’s Tower") == normalize("urza's tower")


def test_a_card_only_in_the_oracle_data_works_in_a_scenario():
    """Craw Wurm is a vanilla 6/4 creature (its printed characteristics, 208); Wind Drake's only
    ability is flying (702.9), compiled from its Oracle text."""
    sc = load_scenario_text("""
players: [alice, bob]
battlefield:
  - {id: wurm, card: Craw Wurm, controller: alice}
  - {id: drake, card: Wind Drake, controller: bob}
""", "<t>")
    ch = evaluate(sc)
    assert (ch["wurm"].power, ch["wurm"].toughness, ch["wurm"].colors) == (6, 4, ("green",))
    assert ("kw", ("flying",)) in ch["drake"].ability_terms


def test_a_back_face_with_no_color_identity_is_colorless():
    """A face with no mana cost gets its color from its color indicator (202.2, 204); the Oracle
    data has no color indicators, but a card whose color identity is empty (903.4 counts the colors
    of color indicators) has none: Ashmouth Blade, the back face of Neglected Heirloom, is a
    colorless Equipment with nothing left unknown. A non-artifact back face whose card has a one-color
    identity has that color's indicator (Ashmouth Dragon, red); one with two colors of identity
    (Savage Packmate, red and green) still reports that its color is unknown here."""
    blade = oracle_db().get("Ashmouth Blade")
    assert blade.unrepresentable == [] and "color_indicator" not in blade.to_spec()
    assert oracle_db().get("Ashmouth Dragon").to_spec()["color_indicator"] == ["R"]
    assert any("no color indicator" in gap for gap in oracle_db().get("Savage Packmate").unrepresentable)


def test_hand_written_library_overrides_the_compiler():
    card = CardLibrary.bundled().get("Humility", Place("<t>", "card"))
    assert any(a.effect is not None for a in card.abilities)


# ------------------------------------------------------------------ the cache
def _xz(cards: list[dict]) -> bytes:
    return lzma.compress(("\n".join(json.dumps(c) for c in cards) + "\n").encode())


CARDS = [{"name": "Alpha Test", "types": ["Creature"], "power": "1", "toughness": "1", "text": "Flying"},
         {"name": "Beta // Gamma", "types": ["Instant"], "text": "Draw a card.", "layout": "split"}]


def test_index_is_built_once_and_rebuilt_when_the_data_changes(tmp_path):
    db = OracleDB(directory=tmp_path, data=_xz(CARDS))
    assert db.get("alpha test").name == "Alpha Test" and db.get("Gamma").name == "Beta // Gamma"
    files = sorted(p.name for p in tmp_path.glob("oracle-*.sqlite"))
    assert len(files) == 1
    again = OracleDB(directory=tmp_path, data=_xz(CARDS))
    assert sorted(p.name for p in tmp_path.glob("oracle-*.sqlite")) == files and again.get("Alpha Test")
    newer = OracleDB(directory=tmp_path, data=_xz(CARDS + [{"name": "Delta", "types": ["Land"]}]))
    assert newer.get("delta") is not None
    assert sorted(p.name for p in tmp_path.glob("oracle-*.sqlite")) != files


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_unwritable_cache_falls_back_to_memory(tmp_path):
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(stat.S_IRUSR | stat.S_IXUSR)
    db = OracleDB(directory=ro, data=_xz(CARDS))
    assert db.get("Alpha Test") is not None


def test_no_cache_directory_builds_in_memory():
    db = OracleDB(directory=None, data=_xz(CARDS))
    assert db.get("beta").name == "Beta // Gamma"


# ------------------------------------------------------------------ importing newer data
MTGJSON = {"meta": {"version": "5"}, "data": {
    "Test Import Wurm": [{"name": "Test Import Wurm", "manaCost": "{3}{G}", "types": ["Creature"],
                          "subtypes": ["Wurm"], "supertypes": [], "power": "5", "toughness": "5",
                          "text": "Trample", "layout": "normal"}],
    "Lightning Bolt": [{"name": "Lightning Bolt", "manaCost": "{R}", "types": ["Instant"],
                        "text": "Lightning Bolt deals 3 damage to any target.", "layout": "normal"}]}}
SCRYFALL = [{"object": "card", "name": "Test Scry Day // Test Scry Night", "layout": "transform",
             "card_faces": [{"name": "Test Scry Day", "mana_cost": "{1}{W}", "type_line": "Creature — Human",
                             "oracle_text": "Vigilance", "power": "2", "toughness": "2"},
                            {"name": "Test Scry Night", "type_line": "Creature — Werewolf",
                             "oracle_text": "Trample", "power": "4", "toughness": "4"}]}]


@pytest.fixture
def user_cache(tmp_path, monkeypatch):
    from pyengine import cache
    from pyengine.cards import database, library
    shipped = oracle_db()                               # keep the shipped index where it is
    monkeypatch.setattr(shipped, "directory", tmp_path)
    monkeypatch.setattr(shipped, "user", None)
    monkeypatch.setattr(shipped, "_keys", None)
    library.oracle_card.cache_clear()
    yield tmp_path
    library.oracle_card.cache_clear()
    assert cache and database


def test_cards_import_mtgjson_and_scryfall(user_cache, tmp_path, capsys):
    a = tmp_path / "AtomicCards.json"
    a.write_text(json.dumps(MTGJSON))
    s = tmp_path / "oracle-cards.json"
    s.write_text(json.dumps(SCRYFALL))
    assert main(["cards", "import", str(a)]) == 0
    assert main(["cards", "import", str(s)]) == 0
    assert "imported 1 cards" in capsys.readouterr().out
    assert main(["cards", "Test Import Wurm", "--json"]) == 0
    card = json.loads(capsys.readouterr().out)
    assert (card["power"], card["toughness"], card["subtypes"]) == (5, 5, ["Wurm"])
    assert [a["text"] for a in card["abilities"]] == ["Trample"]
    assert main(["cards", "test scry night", "--json"]) == 0      # the back face finds the card
    assert json.loads(capsys.readouterr().out)["name"] == "Test Scry Day"


def test_cards_import_bad_file_is_a_clear_error(tmp_path, capsys):
    f = tmp_path / "x.json"
    f.write_text("{not json")
    assert main(["cards", "import", str(f)]) == 2
    assert "cannot read card data" in capsys.readouterr().err
