"""One filter language, one evaluator (asp_rules/filters.lp): the same filter selects the same
objects in the layer system, targets, replacement effects, combat and the game loop, with the
answer the Comprehensive Rules give the word; a word with no meaning in a feature is refused
there with an error naming the feature.

The board: Alice controls an Aura (the source of every filter: "self", "other", "enchanted",
"you" are seen from it) enchanting her Bear, a legendary colorless Relic, and a Vehicle (a
noncreature artifact with a printed 6/6). Bob controls a red-green Ogre 4/4, a white Spirit
token 1/1 with flying, and a face-down creature (708.2: a nameless colorless 2/2). Each filter
is one ability of the Aura, with a layer effect (+0/+0), a replacement part ("can't be tapped")
and a combat part ("can't block") that all use it, so every feature reads the same card."""
from __future__ import annotations

import pytest
import yaml

from pyengine.cards.parse import Place, parse_filter
from pyengine.cards.targets import parse_target_spec
from pyengine.cli.main import main
from pyengine.combat.rules import active_rules
from pyengine.errors import ScenarioError
from pyengine.events import Event
from pyengine.filters.evaluate import Context, Thing, evaluate
from pyengine.game import filters as game_filters
from pyengine.game.loop import Game
from pyengine.layers import run_layers
from pyengine.model import Filter
from pyengine.replacement.apply import ReplacementEngine
from pyengine.scenario import load_scenario_text
from pyengine.targets.spec import StackItem
from pyengine.targets.targeting import Targeting

OBJECTS = ("aura", "bear", "relic", "vehicle", "ogre", "spirit", "hidden")
CREATURES = {"bear", "ogre", "spirit", "hidden"}
ALL = set(OBJECTS)

# (filter, the battlefield objects it selects, the CR rule that says so)
TABLE = [
    ("creature", CREATURES, "205.2a"),
    ("noncreature", {"aura", "relic", "vehicle"}, "205.2a"),
    ("nontoken", ALL - {"spirit"}, "111.1"),
    ("token", {"spirit"}, "111.1"),
    ("card", ALL - {"spirit"}, "108.2"),                  # a token isn't a card (108.2b)
    ("multicolored", {"ogre"}, "105.4"),
    ("colorless", {"relic", "vehicle", "hidden"}, "105.2c"),  # 708.2: face down, colorless
    ("white", {"aura", "spirit"}, "105.2"),
    ("nonwhite", ALL - {"aura", "spirit"}, "105.2"),
    ("legendary", {"relic"}, "205.4d"),
    ({"power": {"ge": 4}}, {"ogre"}, "208.3"),            # the Vehicle is no creature: no power
    ({"power": {"le": 2}}, {"bear", "spirit", "hidden"}, "208.3"),
    ({"toughness": 6}, set(), "208.3"),
    ({"mana_value": {"ge": 3}}, {"relic", "vehicle", "ogre"}, "202.3"),  # face down: 0 (708.2)
    ({"controller": "opponent"}, {"ogre", "spirit", "hidden"}, "102.3"),
    ({"controller": "you"}, {"aura", "bear", "relic", "vehicle"}, "109.5"),
    ({"owner": "opponent"}, {"ogre", "spirit", "hidden"}, "108.3"),
    ("other", ALL - {"aura"}, "109.2"),
    ("self", {"aura"}, "109.2"),
    ("enchanted", {"bear"}, "303.4"),
    ("face_down", {"hidden"}, "708.2"),
    ({"subtype": "Bear"}, {"bear"}, "205.3"),
    ({"has": "flying"}, {"spirit"}, "702.9"),
    ({"name": "Test Ogre"}, {"ogre"}, "201.2"),
    ("permanent", ALL, "110.1"),
    ({"zone": "graveyard"}, set(), "400.1"),               # (the graveyard's cards are left out here)
    ({"any": ["white", {"power": {"ge": 4}}]}, {"aura", "spirit", "ogre"}, "105.2, 208.3"),
    (["creature", {"controller": "you"}], {"bear"}, "109.5"),
    ({"not": {"any": ["token", "multicolored"]}}, ALL - {"spirit", "ogre"}, "111.1, 105.4"),
]
CARDS = """
  - {name: Test Bear, mana_cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
  - {name: Test Relic, mana_cost: "{3}", supertypes: [legendary], types: [artifact]}
  - {name: Test Vehicle, mana_cost: "{3}", types: [artifact], subtypes: [Vehicle], power: 6, toughness: 6}
  - {name: Test Ogre, mana_cost: "{2}{R}{G}", types: [creature], subtypes: [Ogre], power: 4, toughness: 4}
  - {name: Test Spirit, mana_cost: "{1}{W}", types: [creature], subtypes: [Spirit], power: 1, toughness: 1, abilities: [flying]}
  - {name: Test Beast, mana_cost: "{4}{U}", types: [creature], subtypes: [Beast], power: 5, toughness: 5}
"""
BATTLEFIELD = """
battlefield:
  - {id: aura, card: Filter Probe, controller: alice, attached_to: bear}
  - {id: bear, card: Test Bear, controller: alice}
  - {id: relic, card: Test Relic, controller: alice}
  - {id: vehicle, card: Test Vehicle, controller: alice}
  - {id: ogre, card: Test Ogre, controller: bob}
  - {id: spirit, card: Test Spirit, controller: bob, token: true}
  - {id: hidden, card: Test Beast, controller: bob, face_down: true}
graveyard:
  - {id: gy_beast, card: Test Beast, owner: alice}
  - {id: gy_vehicle, card: Test Vehicle, owner: alice}
"""


def _flow(x) -> str:
    return yaml.safe_dump(x, default_flow_style=True, width=10 ** 6).strip()


def board(abilities: list) -> str:
    probe = {"name": "Filter Probe", "mana_cost": "{W}", "types": ["enchantment"], "subtypes": ["Aura"],
             "abilities": abilities}
    return ("players: [alice, bob]\nactive_player: alice\ncards:\n  - " + _flow(probe) + CARDS + BATTLEFIELD)


def probe(f) -> dict:
    return {"static": {"affects": f, "modify_pt": [0, 0]},
            "replacement": {"watches": "tap", "affected": {"object": f}, "cant": True},
            "combat": [{"kind": "cant_block", "affects": f}]}


@pytest.fixture(scope="module")
def scenario():
    return load_scenario_text(board([dict(probe(f), text=f"probe {k}") for k, (f, _, _) in enumerate(TABLE, 1)]),
                              "<filters>")


@pytest.fixture(scope="module")
def layers(scenario):
    return run_layers(scenario)


def _filter(k: int) -> Filter:
    return parse_filter(TABLE[k][0], Place("<table>", str(k)))


def _ids(k: int) -> str:
    return repr(TABLE[k][0])


@pytest.mark.parametrize("k", range(len(TABLE)), ids=_ids)
def test_layers(layers, k):
    """611.3a: a static ability's effect applies to the objects its filter selects."""
    got = {o for a in layers.applications if a.effect == f"aura:{k + 1}" for o in a.affected}
    assert got & ALL == TABLE[k][1], TABLE[k][2]


@pytest.fixture(scope="module")
def targeting(scenario, layers):
    spec = parse_target_spec([{"id": "t1", "filter": "any target"}], Place("<filters>", "targets"))
    item = StackItem(id="ab", kind="activated", controller="alice", source="aura", spec=spec)
    return Targeting(scenario, item, chars=layers.characteristics,
                     queries={f"q{k}": _filter(k) for k in range(len(TABLE))})


@pytest.mark.parametrize("k", range(len(TABLE)), ids=_ids)
def test_targets(targeting, k):
    """115.9: what an ability of the Aura on the stack would see as matching each filter."""
    got = targeting.qmatch[f"q{k}"] & ALL
    assert got == TABLE[k][1], TABLE[k][2]


@pytest.fixture(scope="module")
def replacement(scenario, layers):
    eng = ReplacementEngine(scenario, chars=layers.characteristics)
    return {o: set(eng.query(Event("tap", obj=o)).handled[0].cannot) for o in OBJECTS}


@pytest.mark.parametrize("k", range(len(TABLE)), ids=_ids)
def test_replacement(replacement, k):
    """614.17: "can't be tapped" applies to the objects its filter selects."""
    got = {o for o, effs in replacement.items() if f"aura.{k + 1}" in effs}
    assert got == TABLE[k][1], TABLE[k][2]


@pytest.fixture(scope="module")
def combat(scenario, layers):
    rules = {Filter(a) if isinstance(a := ar.rule.affects, str) else a: ar     # (self, enchanted: words)
             for ar in active_rules(scenario, layers.characteristics) if ar.source == "aura"}
    assert len(rules) == len(TABLE)
    return rules


@pytest.mark.parametrize("k", range(len(TABLE)), ids=_ids)
def test_combat(combat, k):
    """509.1b: a combat restriction applies to the creatures its filter selects."""
    ar = combat[_filter(k)]
    assert set(ar.objects) == TABLE[k][1] & CREATURES, TABLE[k][2]


@pytest.fixture(scope="module")
def game(scenario):
    game_filters.clear_cache()
    return Game(scenario)


@pytest.mark.parametrize("k", range(len(TABLE)), ids=_ids)
def test_game_loop(game, k):
    """The game loop's filters (triggers, counts, costs, instructions) seen from the Aura."""
    got = game_filters.matching(game, _filter(k), [(o, game.ch(o)) for o in OBJECTS], "aura", "alice")
    assert set(got) == TABLE[k][1], TABLE[k][2]


def test_game_loop_answers_are_remembered_not_recomputed(game):
    """The same question on the same board is answered from memory (no second clingo call)."""
    f = _filter(0)
    items = [(o, game.ch(o)) for o in OBJECTS]
    first = game_filters.matching(game, f, items, "aura", "alice")
    calls = []
    real = game_filters.evaluate
    game_filters.evaluate = lambda *a: calls.append(a) or real(*a)
    try:
        assert game_filters.matching(game, f, items, "aura", "alice") == first
    finally:
        game_filters.evaluate = real
    assert calls == []


# ---------------------------------------------------------------- off the battlefield (208.3)
def test_power_off_the_battlefield_is_the_printed_one(scenario, layers):
    """208.3: a noncreature permanent has no power, but a card off the battlefield has the power
    printed on it: the Vehicle card in the graveyard has power 6, the Vehicle permanent none."""
    f = parse_filter([{"zone": "any"}, {"power": {"ge": 4}}], Place("<t>", ""))
    expect = {"ogre", "hidden", "gy_beast", "gy_vehicle"} - {"hidden"}
    # the layer system (an effect that looks in every zone)
    sc = load_scenario_text(board([dict(probe([{"zone": "any"}, {"power": {"ge": 4}}]), text="probe")]), "<t>")
    res = run_layers(sc)
    assert {o for a in res.applications if a.effect == "aura:1" for o in a.affected} == expect
    # targets (115.9 query) and the game loop
    spec = parse_target_spec([{"id": "t1", "filter": "any target"}], Place("<t>", "targets"))
    item = StackItem(id="ab", kind="activated", controller="alice", source="aura", spec=spec)
    t = Targeting(scenario, item, chars=layers.characteristics, queries={"q": f})
    assert t.qmatch["q"] == expect
    g = Game(scenario)
    everything = [(o, g.ch(o)) for o in list(OBJECTS) + ["gy_beast", "gy_vehicle"]]
    assert set(game_filters.matching(g, f, everything, "aura", "alice")) == expect


def test_filters_lp_leaf_classes_match_the_encoder():
    """The encoder gives an object only the facts its filters read (LEAF_READS); filters.lp's
    leafclass/2 must not read a class the encoder would leave out."""
    from pyengine.filters.encode import LEAF_READS
    from pyengine.filters.program import filter_program
    import clingo
    leaves = {"type": "type(creature)", "subtype": 'subtype("Elf")', "supertype": "supertype(basic)",
              "color": "color(red)", "colorless": "colorless", "multicolored": "multicolored",
              "chosen_color": 'chosen_color("c")', "chosen_subtype": 'chosen_subtype("k")',
              "controller": "controller(you)", "controller_is": 'controller_is("p")',
              "mana_value": "mana_value(le,3)", "power": "power(ge,4)", "toughness": "toughness(eq,1)",
              "has": "has(kw(flying))", "name": 'name("N")'}
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], filter_program())
    ctl.add("base", [], "".join(f"fleaf({k},{v}).\n" for k, v in leaves.items()))
    ctl.ground([("base", [])])
    asp = {}
    for sa in ctl.symbolic_atoms.by_signature("leafclass", 2):
        f, c = sa.symbol.arguments
        asp.setdefault(f.name, set()).add(c.name)
    for kind, classes in asp.items():
        assert classes <= set(LEAF_READS[kind]), kind


# ---------------------------------------------------------------- words refused where meaningless
REFUSED = [
    ("layers", {"static": {"affects": "player", "modify_pt": [1, 1]}}, "players (102)"),
    ("layers", {"static": {"affects": "triggered_ability", "add_abilities": ["flying"]}}, "abilities on the stack"),
    ("replacement", {"replacement": {"watches": "tap", "affected": {"object": "opponent"}, "cant": True}},
     "players (102)"),
    ("replacement", {"replacement": {"watches": "damage", "source": "with a single target", "prevent": 1}},
     "115.9a"),
    ("combat", {"combat": [{"kind": "cant_block", "affects": "spell"}]}, "creatures on the battlefield"),
]


@pytest.mark.parametrize("feature,ability,why", REFUSED, ids=[f"{r[0]}-{_flow(r[1])}" for r in REFUSED])
def test_a_word_without_meaning_is_refused(feature, ability, why):
    """A filter word a feature has no notion of is an error naming the feature, never a silently
    empty set."""
    sc = load_scenario_text(board([dict(ability, text="probe")]), "<refused>")
    with pytest.raises(ScenarioError) as err:
        res = run_layers(sc)
        if feature == "replacement":
            ReplacementEngine(sc, chars=res.characteristics).query(Event("tap", obj="bear"))
        if feature == "combat":
            active_rules(sc, res.characteristics)
    msg = str(err.value)
    assert "has no meaning in" in msg and why in msg
    assert {"layers": "layer system", "replacement": "replacement", "combat": "combat rule"}[feature] in msg


def test_game_loop_refuses_players_in_an_object_filter(scenario):
    g = Game(scenario)
    with pytest.raises(ScenarioError, match="has no meaning in the game loop"):
        game_filters.matching(g, Filter("opponent"), [("bear", g.ch("bear"))], "aura", "alice")


def test_targets_accept_every_word():
    """Players and abilities on the stack are what a target can name (115.1, 115.2)."""
    th = []
    q = [(Filter(w), Context("alice")) for w in ("player", "opponent", "you", "ability", "single_target", "spell")]
    assert evaluate(q, th, "targets") == [set()] * len(q)


def test_refusal_is_one_line_with_exit_2(tmp_path, capsys):
    """Bad input gives one line naming the file and what was expected, exit 2 (no traceback)."""
    p = tmp_path / "refused.yaml"
    p.write_text(board([{"static": {"affects": "opponent", "modify_pt": [1, 1]}, "text": "probe"}]))
    assert main(["layers", str(p)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and str(p) in err[0] and "'opponent' has no meaning in the layer system" in err[0]


def test_evaluate_single_state():
    """pyengine.filters.evaluate answers several (filter, context) questions in one call."""
    from pyengine.layers.characteristics import Characteristics as C
    bear = C("b", "Bear", "battlefield", "p1", "p1", 2, ("creature",), ("Bear",), (), ("green",), (), (), 2, 2)
    elf = C("e", "Elf", "graveyard", "p2", "p2", 1, ("creature",), (), (), ("green",), (), (), 1, 1,
            every_creature_type=True)
    got = evaluate([(Filter("subtype", ("Bear",)), Context("p1")),
                    (Filter("controller", ("you",)), Context("p1")),
                    (Filter("other"), Context("p1", "b"))], [Thing("b", bear), Thing("e", elf)], "game")
    # 702.73a: every creature type includes Bear; 108.4a: a card in a graveyard is its owner's
    assert got == [{"b", "e"}, {"b"}, {"e"}]
