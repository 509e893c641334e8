"""Copy effects with exceptions (CR 707.9), compiled from Oracle text and played: the exceptions
of "enter as a copy", "create a token that's a copy" and "becomes a copy" are part of the copy's
copiable values (707.9b), applied in layer 1a (613.2a). Expected values come from the rules cited
in each test."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, permanents

from pyengine.layers.driver import run_layers
from pyengine.scenario import load_scenario_text


def _board(card: str, islands: int, forests: int = 0) -> str:
    return head() + "battlefield:\n" + permanents("Island", [f"i{k}" for k in range(islands)]) \
        + permanents("Forest", [f"f{k}" for k in range(forests)]) + f"""
  - {{id: ang, card: Serra Angel, controller: bob}}
  - {{id: bear, card: Grizzly Bears, controller: alice}}
hand:
  - {{id: new, card: "{card}", owner: alice}}
"""


def _copying(card: str, what: str, islands: int, forests: int = 0, cast: str = "cast new"):
    g = game(_board(card, islands, forests), [card, "Serra Angel", "Grizzly Bears"],
             [f"alice: {cast}", "alice: pass", "bob: pass"])
    assert g.decision.kind == "replacement"
    g.push(next(a for a in g.decision.options if str(a).endswith("@" + what)))
    return g, g.ch("new")


def test_707_9b_phyrexian_metamorph_is_an_artifact_in_addition():
    """Phyrexian Metamorph: "... enter as a copy of any artifact or creature on the battlefield,
    except it's an artifact in addition to its other types." Copying Serra Angel: an artifact
    creature named Serra Angel, 4/4 with flying and vigilance (707.9b: the exception is part of
    the copiable values; 205.1b "in addition")."""
    g, ch = _copying("Phyrexian Metamorph", "ang", 4)
    assert (ch.name, ch.types, ch.power, ch.toughness) == ("Serra Angel", ("artifact", "creature"), 4, 4)
    assert set(ch.abilities) == {"flying", "vigilance"} and ch.controller == "alice"
    assert fully_compiled("Phyrexian Metamorph")


def test_707_9b_quicksilver_gargantuan_is_7_7():
    """Quicksilver Gargantuan: "... except it's 7/7." Copying Grizzly Bears: a 7/7 Grizzly Bears
    (707.9b: the exception sets the copiable power and toughness)."""
    _g, ch = _copying("Quicksilver Gargantuan", "bear", 7)
    assert (ch.name, ch.subtypes, ch.power, ch.toughness) == ("Grizzly Bears", ("Bear",), 7, 7)


def test_707_9b_sakashimas_student_is_a_ninja_in_addition():
    """707.9b: Sakashima's Student: "... except it's a Ninja in addition to its other creature types."
    Copying Grizzly Bears: a 2/2 Bear Ninja named Grizzly Bears."""
    _g, ch = _copying("Sakashima's Student", "bear", 4)
    assert (ch.name, set(ch.subtypes), ch.power) == ("Grizzly Bears", {"Bear", "Ninja"}, 2)


def test_614_1c_altered_ego_enters_with_x_additional_counters():
    """Altered Ego: "... except it enters with X additional +1/+1 counters on it." Cast with X = 2
    copying Grizzly Bears: a Grizzly Bears with two +1/+1 counters, 4/4 (614.1c: a replacement
    effect modifying how it enters; 107.3m: X is the spell's X; 613.4c)."""
    g, ch = _copying("Altered Ego", "bear", 5, 1, "cast new x=2")
    assert ch.name == "Grizzly Bears" and counters(g, "new") == 2
    assert (ch.power, ch.toughness) == (4, 4)


def test_707_9b_phantasmal_image_has_the_sacrifice_trigger():
    """Phantasmal Image: "... except it's an Illusion in addition to its other types and it has
    'When this creature becomes the target of a spell or ability, sacrifice it.'" Copying Serra
    Angel, then bob's Lightning Bolt targets it: the granted ability triggers and resolves first
    (603.3, 405.5), the copy is sacrificed before the Bolt resolves (which then has no legal
    target, 608.2b)."""
    text = head() + "battlefield:\n" + permanents("Island", ["i1", "i2"]) + permanents("Mountain", ["m1"], "bob") + """
  - {id: ang, card: Serra Angel, controller: bob}
hand:
  - {id: new, card: Phantasmal Image, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
"""
    g = game(text, ["Phantasmal Image", "Serra Angel", "Lightning Bolt"],
             ["alice: cast new", "alice: pass", "bob: pass"])
    g.push(next(a for a in g.decision.options if str(a).endswith("@ang")))
    ch = g.ch("new")
    assert ch.name == "Serra Angel" and set(ch.subtypes) == {"Angel", "Illusion"}
    from pyengine.game.players import run_script
    run_script(g, ["alice: pass", "bob: cast bolt target=new", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("new").zone == "graveyard" and g.obj("bolt").zone == "stack"
    run_script(g, ["bob: pass", "alice: pass"], "<test>")
    assert g.obj("bolt").zone == "graveyard"


def test_707_9b_a_copy_of_the_copy_keeps_the_exceptions():
    """707.9b: the exceptions are part of the copiable values, so copying the copy copies them:
    a Clone copying an object that is a 7/7 artifact copy of a Gray Ogre (with a Spirit subtype
    added, not legendary) is that 7/7 artifact Ogre Spirit too (707.3)."""
    r = run_layers(load_scenario_text("""
players: [alice]
battlefield:
  - {id: ogre, card: Gray Ogre, timestamp: 1}
  - {id: shifter, card: Clone, timestamp: 2}
  - {id: clone, card: Clone, timestamp: 4, copy_of: shifter}
effects:
  - {id: cp, timestamp: 3, objects: [shifter], copy: ogre,
     copy_except: {add_types: [artifact], pt: [7, 7], add_subtypes: [Spirit], add_abilities: [flying]}}
""", "<test>"))
    for oid in ("shifter", "clone"):
        c = r.characteristics[oid]
        assert (c.name, c.types, set(c.subtypes), c.power, c.toughness, c.abilities) == \
            ("Gray Ogre", ("artifact", "creature"), {"Ogre", "Spirit"}, 7, 7, ("flying",))


def test_707_9b_nightmare_shepherd_token_is_a_1_1_nightmare():
    """Nightmare Shepherd: "Whenever another nontoken creature you control dies, you may exile it.
    If you do, create a token that's a copy of that creature, except it's 1/1 and it's a
    Nightmare in addition to its other types." Grizzly Bears dies to alice's Lightning Bolt:
    exiled, and a 1/1 Bear Nightmare token named Grizzly Bears is created (707.9b, 111.10)."""
    text = head() + "battlefield:\n" + permanents("Mountain", ["m1"]) + """
  - {id: shep, card: Nightmare Shepherd, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""
    g = game(text, ["Nightmare Shepherd", "Grizzly Bears", "Lightning Bolt"],
             ["alice: cast bolt target=bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: yes"])
    assert g.obj("bear").zone == "exile"
    toks = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(toks) == 1
    ch = g.ch(toks[0].id)
    assert (ch.name, set(ch.subtypes), ch.power, ch.toughness) == ("Grizzly Bears", {"Bear", "Nightmare"}, 1, 1)
