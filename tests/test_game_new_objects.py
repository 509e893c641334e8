"""Objects and their identity in the game loop and in scenario files (issue 17): 400.7 (an
object that changes zones is a new object: targets, attachments and effects that referred to the
old one don't find the new one), 608.2b (a target that is no longer the same object is illegal on
resolution), and target counts that depend on X (601.2b-c), found by random self-play."""
from game_helpers import game_from, texts

HEAD = """
players: [alice, bob]
active_player: alice
step: precombat_main
"""


def test_x_target_count_is_the_announced_x():
    """601.2b: X is announced before targets are chosen (601.2c), so "{X}, {T}: Untap X target
    lands" (Candelabra of Tawnos, compiled from its Oracle text) asks for exactly X targets; with
    X = 2 both chosen lands untap on resolution (608.2c). Self-play seed 5006 (40-card Oracle
    decks) raised an error here: the loop knew no count of X."""
    g = game_from(HEAD + """
battlefield:
  - {id: cand, card: Candelabra of Tawnos, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice, tapped: true}
  - {id: f4, card: Forest, controller: alice, tapped: true}
""", ["alice: activate cand 1 x=2 target=f3,f4", "alice: pass", "bob: pass"])
    assert [g.obj(f).tapped for f in ("f1", "f2", "f3", "f4")] == [True, True, False, False]
    assert g.obj("cand").tapped


def test_x_target_count_of_zero_asks_for_no_target():
    """601.2c: with X = 0 the ability has no targets; it resolves (nothing to untap) -- 608.2b
    only removes a spell or ability whose every target became illegal, and this one has none."""
    g = game_from(HEAD + """
battlefield:
  - {id: cand, card: Candelabra of Tawnos, controller: alice}
  - {id: f3, card: Forest, controller: alice, tapped: true}
""", ["alice: activate cand 1 x=0", "alice: pass", "bob: pass"])
    assert g.obj("f3").tapped and g.obj("cand").tapped
    assert not g.s.stack and not texts(g, "608.2b")


# ---------------------------------------------------------------- 400.7 in scenario files
BEAR_BLINKED = """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob, earlier_ids: [bear_before]}
"""


def test_target_of_an_earlier_object_is_illegal_on_resolution():
    """400.7 / 608.2b: Lightning Bolt targeted the bear, which then left the battlefield and came
    back (`earlier_ids: [bear_before]`): the bear now is a new object, the Bolt's only target is
    illegal, so it doesn't resolve; the bear takes no damage and the Bolt goes to the graveyard."""
    g = game_from(HEAD + BEAR_BLINKED + """
stack:
  - {id: bolt, card: Lightning Bolt, controller: alice}
stack_items:
  - {id: bolt, targets: {t1: [bear_before]}}
""", ["alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "battlefield" and g.obj("bear").damage == 0
    assert g.obj("bolt").zone == "graveyard" and not g.s.stack
    assert any("doesn't resolve" in t for t in texts(g, "608.2b"))


def test_target_of_the_object_itself_stays_legal():
    """The same board with the Bolt targeting the bear as it is now (no zone change since it was
    targeted): 3 damage, and the 2/2 is destroyed (704.5g)."""
    g = game_from(HEAD + BEAR_BLINKED + """
stack:
  - {id: bolt, card: Lightning Bolt, controller: alice}
stack_items:
  - {id: bolt, targets: {t1: [bear]}}
""", ["alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"


def test_aura_attached_to_an_earlier_object_goes_to_the_graveyard():
    """303.4c / 704.5m: Pacifism was attached to the bear before it changed zones; the object it
    was attached to no longer exists, so Pacifism is put into its owner's graveyard as
    state-based actions are checked, and the new bear can attack."""
    g = game_from(HEAD + BEAR_BLINKED + """
  - {id: paci, card: Pacifism, controller: alice, attached_to: bear_before}
""", [])
    assert g.obj("paci").zone == "graveyard"
    assert "704.5m" in [e.rule for e in g.log]


def test_equipment_attached_to_an_earlier_object_is_unattached():
    """301.5c: an Equipment that equipped a permanent which no longer exists becomes unattached
    and stays on the battlefield."""
    g = game_from(HEAD + BEAR_BLINKED + """
  - {id: bone, card: Bonesplitter, controller: bob, attached_to: bear_before}
""", [])
    assert g.obj("bone").zone == "battlefield" and g.obj("bone").attached_to is None
    assert g.ch("bear").power == 2


def test_effect_locked_onto_an_earlier_object_does_not_apply():
    """400.7 / 611.2c: "target creature gets +3/+3 until end of turn" was locked onto the bear
    before it changed zones; the new object is a plain 2/2. An effect locked onto both keeps
    applying to the object that didn't change zones."""
    g = game_from(HEAD + BEAR_BLINKED + """
  - {id: bear2, card: Grizzly Bears, controller: bob}
effects:
  - {id: gg, objects: [bear_before], modify_pt: [3, 3], timestamp: 50, duration: end_of_turn}
  - {id: both, objects: [bear_before, bear2], modify_pt: [1, 1], timestamp: 51, duration: end_of_turn}
""", [])
    assert (g.ch("bear").power, g.ch("bear").toughness) == (2, 2)
    assert (g.ch("bear2").power, g.ch("bear2").toughness) == (3, 3)


def test_earlier_ids_must_not_name_objects():
    import pytest
    from pyengine.errors import ScenarioError
    with pytest.raises(ScenarioError, match="earlier_ids"):
        game_from(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob, earlier_ids: [other]}
  - {id: other, card: Grizzly Bears, controller: bob}
""", [])


# ---------------------------------------------------------------- 400.7 in a game
BLINK = """
cards:
  - name: Test Blink
    mana_cost: "{W}"
    types: [instant]
    oracle: Exile target creature you control, then return that card to the battlefield under your control.
    abilities:
      - spell:
          targets: [{filter: creature}]
          effect: [{exile: target}, {return_to_battlefield: target, player: you}]
"""


def test_blinked_creature_is_a_new_object_for_a_spell_targeting_it():
    """400.7 / 608.2b: in response to bob's Lightning Bolt targeting her bear, alice exiles the
    bear and returns it: it left its zone and came back, a new object, so the Bolt's target is
    illegal and it doesn't resolve (the new bear takes no damage); the returned bear has a new
    identity (one more earlier id)."""
    g = game_from(HEAD + BLINK + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: paci, card: Pacifism, controller: bob, attached_to: bear}
  - {id: p1, card: Plains, controller: alice}
stack:
  - {id: bolt, card: Lightning Bolt, controller: bob}
stack_items:
  - {id: bolt, targets: {t1: [bear]}}
hand:
  - {id: blink, card: Test Blink, owner: alice}
""", ["alice: cast blink target=bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("blink").zone == "graveyard" and g.obj("bolt").zone == "graveyard" and not g.s.stack
    assert g.obj("bear").zone == "battlefield" and g.obj("bear").damage == 0
    assert len(g.obj("bear").earlier_ids) == 2          # to exile, back to the battlefield
    assert any("doesn't resolve" in t for t in texts(g, "608.2b"))
    # 303.4c / 704.5m: Pacifism was attached to the old object
    assert g.obj("paci").zone == "graveyard"
