"""The importer reads the formats users download (MTGJSON AtomicCards, Scryfall) and its output
loads as cards whose printed characteristics match the Oracle data."""
import pathlib

import yaml

from pyengine.cards.parse import Place

from pyengine.cards.card import parse_card
from pyengine.cli.main import main

DATA = pathlib.Path(__file__).parent / "data"


def load(capsys, *args):
    assert main(["import-cards", *args]) == 0
    return yaml.safe_load(capsys.readouterr().out)


def test_mtgjson_atomic_cards(capsys):
    cards = {c["name"]: parse_card(c, Place("<import>", "")) for c in load(capsys, str(DATA / "mtgjson-atomic-sample.json"))}
    goyf = cards["Tarmogoyf"]
    assert goyf.mana_value == 2 and goyf.colors == ("green",) and goyf.power_star and goyf.toughness_star
    assert cards["Serra Angel"].power == 4 and {a.args for a in cards["Serra Angel"].abilities} == {("flying",), ("vigilance",)}
    assert cards["Glorious Anthem"].types == ("enchantment",)


def test_scryfall_type_line_and_color_indicator(capsys):
    cards = {c["name"]: parse_card(c, Place("<import>", "")) for c in load(capsys, str(DATA / "scryfall-sample.json"))}
    arbor = cards["Dryad Arbor"]
    assert set(arbor.types) == {"land", "creature"} and arbor.subtypes == ("Forest", "Dryad")
    assert arbor.colors == ("green",)              # 204: the color indicator
    assert cards["Urborg, Tomb of Yawgmoth"].supertypes == ("legendary",)


def test_unknown_name_is_a_clear_error(capsys):
    assert main(["import-cards", str(DATA / "scryfall-sample.json"), "Nope"]) == 2
    assert "not in the file: 'Nope'" in capsys.readouterr().err
