"""Words of the one filter language that read more than an object's characteristics, compiled
from Oracle text: the counters on an object (122.1: "each creature you control with a +1/+1
counter on it", "target creature with a counter on it"), read as it last existed for an ability
that looks back in time (603.10a). Each test names real cards compiled from the Oracle data and
checks the game against the Comprehensive Rules (cited)."""
from __future__ import annotations

from pyengine.cards.oracle import compile_ability
from oracle_helpers import fully_compiled, head, play  # noqa: F401


def has(g, oid: str, kw: str) -> bool:
    return ("kw", (kw,)) in g.ch(oid).ability_terms


def targets(g) -> set[str]:
    return {a.args[0] for a in g.legal_actions() if a.kind == "target"}


# ------------------------------------------------------------------ 122.1: "with a counter on it"
def test_122_1_the_counter_words_compile_into_the_filter_language():
    """122.1: "with a +1/+1 counter on it" names a counter kind; "with a counter on it" any kind;
    "with N or more KIND counters on it" a number; "with no counters on it" none."""
    got = compile_ability("Destroy target creature with a counter on it.", "X", spell=True)
    assert {"counters": "any"} in got[0]["spell"]["targets"][0]["filter"]
    got = compile_ability("Destroy target creature with three or more time counters on it.", "X", spell=True)
    assert {"counters": {"kind": "time", "ge": 3}} in got[0]["spell"]["targets"][0]["filter"]
    got = compile_ability("Destroy target creature with no counters on it.", "X", spell=True)
    assert {"not": {"counters": "any"}} in got[0]["spell"]["targets"][0]["filter"]
    assert fully_compiled("Crowned Ceratok") and fully_compiled("Hunter of Eyeblights")


_CERATOK = """
battlefield:
  - {id: ceratok, card: Crowned Ceratok, controller: alice}
  - {id: troll, card: Barkhide Troll, controller: alice, counters: {"+1/+1": 1}}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: foe, card: Grizzly Bears, controller: bob, counters: {"+1/+1": 1}}
"""


def test_122_1_crowned_ceratok_grants_trample_to_creatures_with_a_counter():
    """611.3a, 613.1f, 122.1: "Each creature you control with a +1/+1 counter on it has trample."
    -- the affected set is the creatures alice controls with a +1/+1 counter: the Troll (a
    counter) has trample, her Bears (none) and bob's Bears (not hers) don't."""
    g = play(head() + _CERATOK, ["Crowned Ceratok", "Barkhide Troll"], [])
    assert has(g, "troll", "trample")
    assert not has(g, "bear", "trample")
    assert not has(g, "foe", "trample")


_HUNTER = """
battlefield:
  - {id: hunter, card: Hunter of Eyeblights, controller: alice, summoning_sick: false}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: troll, card: Barkhide Troll, controller: bob, counters: {"+1/+1": 1}}
  - {id: bear, card: Grizzly Bears, controller: bob}
"""


def test_115_hunter_of_eyeblights_targets_only_a_creature_with_a_counter():
    """115.1, 601.2c, 122.1: "{2}{B}, {T}: Destroy target creature with a counter on it." -- a
    target must satisfy the requirement: bob's Troll (a +1/+1 counter) can be chosen, his Bears
    (no counter) can't; the ability destroys the Troll."""
    g = play(head() + _HUNTER, ["Hunter of Eyeblights", "Barkhide Troll"], ["alice: activate hunter 2"])
    assert "troll" in targets(g) and "bear" not in targets(g)
    g = play(head() + _HUNTER, ["Hunter of Eyeblights", "Barkhide Troll"],
             ["alice: activate hunter 2", "alice: target troll", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("troll").zone == "graveyard"


_JUDGE = """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: alice}
  - {id: troll, card: Barkhide Troll, controller: alice, counters: {"+1/+1": 2}}
  - {id: t2, card: Barkhide Troll, controller: alice, counters: {"+1/+1": 1}}
  - {id: bear, card: Grizzly Bears, controller: alice, counters: {"-1/-1": 1}}
  - {id: foe, card: Grizzly Bears, controller: bob, counters: {"+1/+1": 1}}
hand:
  - {id: judge, card: Armorcraft Judge, owner: alice}
"""


def test_122_1_armorcraft_judge_counts_creatures_with_a_plus_one_counter():
    """608.2c, 122.1: "When this creature enters, draw a card for each creature you control with
    a +1/+1 counter on it." -- alice's two Trolls have +1/+1 counters (the number on each doesn't
    matter); her Bears has a -1/-1 counter, another kind; bob's Bears isn't hers: 2 cards."""
    g = play(head(alice=4) + _JUDGE, ["Armorcraft Judge", "Barkhide Troll"],
             ["alice: cast judge", "alice: autopay", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("judge").zone == "battlefield"
    assert len(g.zone_ids("hand", "alice")) == 2


_CAVALRY = """
battlefield:
  - {id: cav, card: Gladehart Cavalry, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: troll, card: Barkhide Troll, controller: alice, counters: {"+1/+1": 1}}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_603_10a_gladehart_cavalry_reads_the_counters_the_creature_died_with():
    """603.10a, 122.1, 704.5g: "Whenever a creature you control with a +1/+1 counter on it dies,
    you gain 2 life." -- a leaves-the-battlefield ability looks back in time: the Troll (3/3 with
    its counter) is dealt 3 damage and dies; in the graveyard it has no counters (122.2), but as
    it last existed it had one, so alice gains 2 life."""
    g = play(head() + _CAVALRY, ["Gladehart Cavalry", "Barkhide Troll"],
             ["alice: cast bolt", "alice: target troll", "alice: autopay", "alice: pass", "bob: pass",
              "alice: pass", "bob: pass"])
    assert g.obj("troll").zone == "graveyard"
    assert g.s.players["alice"].life == 22


def test_603_10a_gladehart_cavalry_ignores_a_creature_without_a_counter():
    """603.10a, 122.1: the Bears had no +1/+1 counter as it died: no trigger, no life."""
    g = play(head() + _CAVALRY, ["Gladehart Cavalry", "Barkhide Troll"],
             ["alice: cast bolt", "alice: target bear", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert g.s.players["alice"].life == 20
    assert not g.s.stack


# ------------------------------------------------------------------ 120.1: "dealt damage this turn"
_BLOW = """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: wurm, card: Craw Wurm, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: blow, card: Fatal Blow, owner: alice}
"""


def test_120_1_fatal_blow_targets_only_a_creature_dealt_damage_this_turn():
    """115.1, 601.2c, 120.1: "Destroy target creature that was dealt damage this turn." -- before
    any damage no creature is a legal target; after Lightning Bolt dealt 3 damage to bob's Craw
    Wurm (6/4, it survives), the Wurm is a legal target and the untouched Bears isn't; Fatal Blow
    destroys the Wurm."""
    g = play(head() + _BLOW, ["Fatal Blow"], [])
    assert not any(a.kind == "cast" and a.args[0] == "blow" for a in g.legal_actions())
    g = play(head() + _BLOW, ["Fatal Blow"],
             ["alice: cast bolt", "alice: target wurm", "alice: autopay", "alice: pass", "bob: pass",
              "alice: cast blow"])
    assert g.obj("wurm").zone == "battlefield" and targets(g) == {"wurm"}
    g = play(head() + _BLOW, ["Fatal Blow"],
             ["alice: cast bolt", "alice: target wurm", "alice: autopay", "alice: pass", "bob: pass",
              "alice: cast blow", "alice: target wurm", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("wurm").zone == "graveyard" and g.obj("bear").zone == "battlefield"


_ARROW = """
battlefield:
  - {id: w1, card: Plains, controller: alice}
  - {id: w2, card: Plains, controller: alice}
  - {id: w3, card: Plains, controller: alice}
  - {id: tim, card: Prodigal Sorcerer, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: arrow, card: Avenging Arrow, owner: alice}
"""


def test_120_1_avenging_arrow_targets_the_creature_that_dealt_damage():
    """115.1, 120.1: "Destroy target creature that dealt damage this turn." -- alice's Prodigal
    Sorcerer deals 1 damage to bob: it dealt damage this turn and is a legal target; bob's Bears,
    which dealt none, is not."""
    g = play(head() + _ARROW, ["Avenging Arrow", "Prodigal Sorcerer"],
             ["alice: activate tim 1", "alice: target bob", "alice: pass", "bob: pass", "alice: cast arrow"])
    assert g.s.players["bob"].life == 19
    assert targets(g) == {"tim"}


def test_120_1_damage_words_are_not_compiled_into_a_static_ability():
    """611.3a, 120.1: the layer system isn't given the turn's damage events, so a static ability
    naming them is reported, not compiled."""
    assert compile_ability("Each creature that dealt damage this turn gets +1/+1.", "X") is None


# ------------------------------------------------------------------ 700.9: modified permanents
_CHISHIRO = """
battlefield:
  - {id: chi, card: "Chishiro, the Shattered Blade", controller: alice}
  - {id: countered, card: Grizzly Bears, controller: alice, counters: {oil: 1}}
  - {id: equipped, card: Grizzly Bears, controller: alice}
  - {id: sword, card: Bonesplitter, controller: alice, attached_to: equipped}
  - {id: blessed, card: Grizzly Bears, controller: alice}
  - {id: mine, card: Holy Strength, controller: alice, attached_to: blessed}
  - {id: cursed, card: Grizzly Bears, controller: alice}
  - {id: theirs, card: Holy Strength, controller: bob, attached_to: cursed}
  - {id: plain, card: Grizzly Bears, controller: alice}
"""


def _plus(g, oid: str) -> int:
    return sum(c.count for c in g.obj(oid).counters if c.kind == "+1/+1")


def test_700_9_chishiro_counts_counters_equipment_and_your_own_auras_as_modifications():
    """700.9, 513.1: "At the beginning of your end step, put a +1/+1 counter on each modified
    creature you control." -- a permanent is modified if it has a counter (any kind: the oil
    counter), is equipped (Bonesplitter), or is enchanted by an Aura its controller controls
    (alice's Holy Strength); bob's Holy Strength on alice's Bears doesn't make it modified, and
    the unmodified Bears and Chishiro get nothing."""
    g = play(head() + _CHISHIRO, ["Chishiro, the Shattered Blade"], ["T1 end: wait", "alice: pass", "bob: pass"])
    assert {oid: _plus(g, oid) for oid in ("countered", "equipped", "blessed", "cursed", "plain", "chi")} == \
        {"countered": 1, "equipped": 1, "blessed": 1, "cursed": 0, "plain": 0, "chi": 0}


def test_700_9_modified_is_not_compiled_into_a_static_ability():
    """611.3a, 700.9: the layer system isn't told which permanents are modified, so a static
    ability naming them is reported, not compiled."""
    assert compile_ability("Modified creatures you control have menace.", "X") is None
    assert fully_compiled("Chishiro, the Shattered Blade") and fully_compiled("Akki Ember-Keeper")


# ------------------------------------------------------------------ "that entered / attacked this turn"
_CRADLE = """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: old, card: Grizzly Bears, controller: bob}
hand:
  - {id: new, card: Grizzly Bears, owner: alice}
  - {id: cradle, card: Cradle to Grave, owner: alice}
"""


def test_115_cradle_to_grave_targets_only_a_creature_that_entered_this_turn():
    """115.1, 601.2c: "Destroy target nonblack creature that entered this turn." -- bob's Bears
    was on the battlefield as the turn began; alice's Bears entered this turn (her spell
    resolved): only it can be targeted."""
    g = play(head() + _CRADLE, ["Cradle to Grave"],
             ["alice: cast new", "alice: mana f1", "alice: mana f2", "alice: pass", "bob: pass", "alice: cast cradle"])
    assert g.obj("new").zone == "battlefield"
    assert targets(g) == {"new"}


_ARRAY = """
battlefield:
  - {id: array, card: Lightshield Array, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: home, card: Grizzly Bears, controller: alice, summoning_sick: false}
"""


def test_508_1_lightshield_array_rewards_the_creatures_that_attacked():
    """508.1, 513.1: "At the beginning of your end step, put a +1/+1 counter on each creature that
    attacked this turn." -- the Bears declared as an attacker gets a counter; the one that
    stayed home doesn't."""
    g = play(head() + _ARRAY, ["Lightshield Array"],
             ["T1 declare_attackers alice: attack bear", "alice: done", "T1 end alice: pass", "bob: pass",
              "T1 cleanup alice: wait"])
    assert _plus(g, "bear") == 1 and _plus(g, "home") == 0


_RECIPROCATE = """
battlefield:
  - {id: w1, card: Plains, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob, summoning_sick: false}
  - {id: lions, card: Savannah Lions, controller: bob, summoning_sick: false}
hand:
  - {id: rec, card: Reciprocate, owner: alice}
"""


def test_109_5_reciprocate_targets_a_creature_that_dealt_damage_to_you():
    """115.1, 120.1, 109.5: "Exile target creature that dealt damage to you this turn." -- bob's
    Bears attacked alice and dealt her combat damage; his Lions stayed home: after combat only the
    Bears can be targeted ("you" is Reciprocate's controller, alice)."""
    g = play(head(active="bob") + _RECIPROCATE, ["Reciprocate"],
             ["T1 declare_attackers bob: attack bear", "bob: done", "T1 end_of_combat bob: pass", "alice: cast rec"])
    assert g.s.players["alice"].life == 18
    assert targets(g) == {"bear"}
