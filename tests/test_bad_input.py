"""Bad input gives one clear ScenarioError naming the file, the place and what was expected --
never a traceback; inputs are never modified; output is deterministic."""
import hashlib
import os
import subprocess
import sys

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine.cli.main import main
from pyengine.errors import ScenarioError
from pyengine.layers.driver import run_layers
from pyengine.scenario import example_path, load_scenario_text, scenario_from_data

CASES = [
    ("players: [alice\nbattlefield: {", "not valid YAML", ":2"),
    ("players: [alice]\nbattlefield:\n  - {id: x, card: Grizly Bears}\n", "did you mean 'Grizzly Bears'", "battlefield[0].card"),
    ("players: [alice]\nbattlefield:\n  - {id: x, card: Gray Ogre, timestamp: soon}\n", "expected a number", "battlefield[0].timestamp"),
    ("players: [alice]\neffects:\n  - {id: e, timestamp: 1, affects: {colour: red}, modify_pt: [1,1]}\n", "unknown filter key 'colour'", "effects[0].affects.colour"),
    ("players: [alice]\neffects:\n  - {id: e, timestamp: 1, affects: creature, set_pt: [one, 1]}\n", "unknown expression", "effects[0].set_pt[0]"),
    ("players: [alice]\nbattlefield:\n  - {id: x, card: {name: Thing, types: [creature], power: 1, toughness: 1, abilities: [flyin]}}\n", "unknown keyword ability 'flyin'", "battlefield[0].card.abilities[0]"),
    ("players: [alice]\nbattlefield:\n  - {id: x, card: Gray Ogre, controller: bob}\n", "unknown player 'bob'", "battlefield[0].controller"),
    ("players: [alice]\nbattlefield:\n  - {id: x, card: {name: Y, types: [creture]}}\n", "unknown card type 'creture'", "battlefield[0].card.types[0]"),
    ("- just a list\n", "expected a mapping", None),
    ("players: [alice]\neffects:\n  - {id: e, timestamp: 1, objects: [nope], modify_pt: [1, 1]}\n", "unknown object 'nope'", "effects[0].objects[0]"),
    ("players: [alice]\nbattlefield:\n  - {id: a, card: Gray Ogre}\n  - {id: a, card: Gray Ogre}\n", "duplicate id 'a'", "battlefield[1].id"),
]


@pytest.mark.parametrize("text,message,place", CASES)
def test_clear_error(text, message, place, tmp_path, capsys):
    f = tmp_path / "bad.yaml"
    f.write_text(text, encoding="utf-8")
    before = hashlib.sha256(f.read_bytes()).hexdigest()
    code = main(["layers", str(f)])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith("error: ") and str(f) in err and message in err
    assert "Traceback" not in err and err.count("\n") == 1
    if place:
        assert place in err
    assert hashlib.sha256(f.read_bytes()).hexdigest() == before       # never modified


def test_unknown_example_and_missing_file(capsys):
    assert main(["layers", "--example", "nope"]) == 2
    assert main(["layers", "/nonexistent/x.yaml"]) == 2
    err = capsys.readouterr().err
    assert "no bundled example 'nope'" in err and "cannot read file" in err


def test_quotes_commas_unicode_survive_into_asp_and_back():
    sc = load_scenario_text('''
players: ["al\\"ice, the 1st", "Bób"]
cards:
  - {name: "Ob\\"scure, Tést \\\\ card", types: [creature], subtypes: ["Hüman"], power: 1, toughness: 1}
  - {name: "Anthem \\"of\\" Ünity", types: [enchantment], abilities: [{static: {affects: [creature, {subtype: "Hüman"}], modify_pt: [1, 1]}}]}
battlefield:
  - {id: "we\\"ird, id", card: "Ob\\"scure, Tést \\\\ card", controller: "al\\"ice, the 1st"}
  - {id: "ánthem", card: "Anthem \\"of\\" Ünity", controller: "Bób"}
''')
    r = run_layers(sc)
    c = r.characteristics['we"ird, id']
    assert c.name == 'Ob"scure, Tést \\ card' and c.controller == 'al"ice, the 1st'
    assert c.subtypes == ("Hüman",) and (c.power, c.toughness) == (2, 2)


@given(st.recursive(st.one_of(st.integers(-10**6, 10**6), st.text(max_size=20),
                               st.sampled_from(["a", "creature", "x_1"])),
                     lambda ch: st.tuples(st.sampled_from(["f", "g", ""]), st.lists(ch, max_size=3)),
                     max_leaves=12))
@settings(max_examples=200, deadline=None)
def test_shown_atoms_are_read_as_clingo_prints_them(t):
    """The driver reads shown atoms with symbols_text (libclingo called directly): it must
    give exactly str(symbol), strings with quotes, backslashes and unicode included."""
    import clingo
    from pyengine.layers.asp import symbols_text

    def sym(x):
        if isinstance(x, int):
            return clingo.Number(x)
        if isinstance(x, str):
            return clingo.Function(x) if x in ("a", "creature", "x_1") else clingo.String(x)
        name, args = x
        return clingo.Function(name, [sym(a) for a in args]) if args or name else clingo.Tuple_([])
    s = sym(t)
    assert symbols_text([s, s]) == [str(s), str(s)]


# ------------------------------------------------------------ property-based
scalars = st.one_of(st.none(), st.booleans(), st.integers(-5, 30), st.text(max_size=12),
                    st.sampled_from(["creature", "Gray Ogre", "alice", "white", "battlefield", "self",
                                     "Humility", "+1/+1", "Swamp", "1/1", "flying"]))
keys = st.sampled_from(["players", "battlefield", "graveyard", "effects", "cards", "id", "card", "name",
                        "types", "timestamp", "affects", "modify_pt", "set_pt", "objects", "controller",
                        "abilities", "static", "subtype", "not", "all", "counters", "chosen", "copy_of",
                        "attached_to", "set_colors", "power", "toughness", "zone", "x"])
docs = st.recursive(scalars, lambda ch: st.one_of(st.lists(ch, max_size=4), st.dictionaries(keys, ch, max_size=5)),
                    max_leaves=25)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(keys, docs, max_size=6))
def test_loader_never_crashes(doc):
    try:
        scenario_from_data(doc, "<hypothesis>")
    except ScenarioError:
        pass


@settings(max_examples=200, deadline=None)
@given(docs)
def test_loader_never_crashes_on_any_document(doc):
    text = yaml.safe_dump(doc)
    try:
        load_scenario_text(text, "<hypothesis>")
    except ScenarioError:
        pass


def test_json_is_byte_identical_across_runs_and_hash_seeds():
    path = example_path("deps-conspiracy-chain")
    outs = set()
    for seed in ("1", "2", "3"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        p = subprocess.run([sys.executable, "-m", "pyengine.cli", "layers", "--json", path],
                           capture_output=True, env=env, check=True)
        outs.add(p.stdout)
    assert len(outs) == 1
