"""Mana with a spending restriction or kept for the turn (CR 106.6, 106.4, 500.4, 111.10h),
compiled from real cards' Oracle text and played by the game loop (pyengine/game/mana_rules.py).
Each expected answer comes from the Comprehensive Rules, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, head, permanents, play


HEAD = head(alice=["Forest", "Plains", "Plains"])


def test_106_6_mishras_workshop_mana_pays_only_for_artifact_spells():
    """106.6: "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells." -- the three
    mana pay for Jalum Tome (an artifact spell, {3}); they can't pay for Grizzly Bears' generic
    mana, so with one Forest alice can't pay {1}{G}."""
    assert fully_compiled("Mishra's Workshop")
    base = HEAD + "battlefield:\n  - {id: ws, card: Mishra's Workshop, controller: alice}\n" + \
        permanents("Forest", ["f1"]) + """
hand:
  - {id: tome, card: Jalum Tome, owner: alice}
  - {id: bears, card: Grizzly Bears, owner: alice}
"""
    names = ["Mishra's Workshop", "Jalum Tome", "Grizzly Bears"]
    g = play(base, names, ["alice: activate ws 1"])
    assert sum(g.s.pools["alice"].values()) == 3 and not g.s.pools["alice"].get("C")
    # {C}{C}{C} can't pay for the Bears: casting them isn't offered (601.2g-h)
    assert "cast bears" not in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: cast tome", "alice: pay", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("tome").zone == "battlefield" and not any(g.s.pools["alice"].values())


def test_106_6_ancient_ziggurat_pays_for_a_creature_spell_and_not_an_instant():
    """106.6: Ancient Ziggurat's "Spend this mana only to cast a creature spell." -- its {G}
    pays Llanowar Elves' {G}; a second activation's {R} (next turn is not needed: a fresh
    Ziggurat) can't pay Lightning Bolt's {R}."""
    assert fully_compiled("Ancient Ziggurat")
    base = HEAD + "battlefield:\n" + permanents("Ancient Ziggurat", ["z1", "z2"]) + """
hand:
  - {id: elves, card: Llanowar Elves, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""
    names = ["Ancient Ziggurat", "Llanowar Elves", "Lightning Bolt"]
    g = play(base, names, ["alice: activate z1 1 G", "alice: cast elves", "alice: pay", "alice: pass", "bob: pass"])
    assert g.obj("elves").zone == "battlefield"
    run_script(g, ["alice: activate z2 1 R"], "<test>")
    assert not any(str(a).startswith("cast bolt") for a in g.legal_actions())     # 601.2g-h: can't be paid


def test_106_6_cryptic_trilobite_mana_only_for_activated_abilities():
    """106.6: Cryptic Trilobite's "Remove a +1/+1 counter from this creature: Add {C}{C}. Spend
    this mana only to activate abilities." -- the {C}{C} pay for its own "{1}, {T}: Put a +1/+1
    counter on this creature." ability (602.2b) but not for Ornithopter's... a spell: Jalum Tome's
    {3} can't be paid with {C}{C} and a Plains."""
    assert fully_compiled("Cryptic Trilobite")
    base = HEAD + "battlefield:\n" + permanents("Plains", ["p1"]) + """
  - {id: tri, card: Cryptic Trilobite, controller: alice, counters: {"+1/+1": 2}}
hand:
  - {id: tome, card: Jalum Tome, owner: alice}
"""
    names = ["Cryptic Trilobite", "Jalum Tome"]
    g = play(base, names, ["alice: activate tri 2"])
    assert sum(g.s.pools["alice"].values()) == 2
    assert "cast tome" not in [str(a) for a in g.legal_actions()]       # 601.2g-h: can't be paid
    run_script(g, ["alice: activate tri 3", "alice: pay", "alice: pass", "bob: pass"], "<test>")
    assert sum(c.count for c in g.obj("tri").counters if c.kind == "+1/+1") == 2   # 2 - 1 + 1
    assert sum(g.s.pools["alice"].values()) == 1


def test_111_10h_gixs_caress_powerstone_mana_cant_cast_a_nonartifact_spell():
    """111.10h, 106.6: Gix's Caress creates a tapped Powerstone token ("{T}: Add {C}. This mana
    can't be spent to cast a nonartifact spell."). On alice's next turn its {C} and a Forest's
    {G} in her pool can't pay Grizzly Bears' {1}{G} (the {C} is barred), but they pay Jalum
    Tome's {3}, an artifact spell, with one Swamp's {B}."""
    assert fully_compiled("Gix's Caress")
    base = HEAD + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3"]) + permanents("Forest", ["f1"]) + """
hand:
  - {id: gc, card: Gix's Caress, owner: alice}
  - {id: bears, card: Grizzly Bears, owner: alice}
  - {id: tome, card: Jalum Tome, owner: alice}
  - {id: hb, card: Plains, owner: bob}
"""
    names = ["Gix's Caress", "Grizzly Bears", "Jalum Tome"]
    g = play(base, names, ["alice: cast gc target=bob", "alice: mana s1", "alice: mana s2", "alice: mana s3",
                           "alice: pay", "alice: pass", "bob: pass"])
    ps = [o for o in g.s.objects.values() if o.token and o.card.name == "Powerstone"]
    assert len(ps) == 1 and ps[0].tapped                 # "a tapped Powerstone token" (111.10h)
    run_script(g, ["T3 precombat_main: wait", f"alice: activate {ps[0].id} 1", "alice: mana f1", "alice: cast bears"],
               "<test>")
    assert "pay" not in {a.kind for a in g.legal_actions()}        # {C}{G} in the pool, but the {C} is barred
    run_script(g, ["alice: cancel", "alice: cast tome", "alice: mana s1", "alice: pay", "alice: pass", "bob: pass"],
               "<test>")
    assert g.obj("tome").zone == "battlefield" and not any(g.s.pools["alice"].values())


def test_106_4_sakura_tribe_springcaller_mana_stays_until_end_of_turn():
    """106.4, 500.4: "At the beginning of your upkeep, add {G}. Until end of turn, you don't lose
    this mana as steps and phases end." -- the {G} added in the upkeep is still there in the
    main phase (the draw step ended in between) and pays for Llanowar Elves."""
    assert fully_compiled("Sakura-Tribe Springcaller")
    base = head("untap", alice=["Forest", "Plains", "Plains"]) + \
        "battlefield:\n  - {id: st, card: Sakura-Tribe Springcaller, controller: alice}\n" + """
hand:
  - {id: elves, card: Llanowar Elves, owner: alice}
"""
    names = ["Sakura-Tribe Springcaller", "Llanowar Elves"]
    g = play(base, names, ["T1 precombat_main: wait"])
    assert sum(g.s.pools["alice"].values()) == 1
    run_script(g, ["alice: cast elves", "alice: pay", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("elves").zone == "battlefield"


def test_106_6_castle_garenbrig_six_green_for_a_creature_spell():
    """106.1, 106.6, 605.3b: "{2}{G}{G}, {T}: Add six {G}. Spend this mana only to cast creature
    spells or activate abilities of creatures." -- four Forests pay its cost; its six {G} pay
    all of Craw Wurm's {4}{G}{G}."""
    assert fully_compiled("Castle Garenbrig")
    base = HEAD + "battlefield:\n  - {id: cg, card: Castle Garenbrig, controller: alice}\n" + \
        permanents("Forest", ["f1", "f2", "f3", "f4"]) + """
hand:
  - {id: wurm, card: Craw Wurm, owner: alice}
"""
    g = play(base, ["Castle Garenbrig", "Craw Wurm"], ["alice: activate cg 3", "alice: autopay"])
    assert sum(g.s.pools["alice"].values()) == 6 and not g.s.pools["alice"].get("G")
    run_script(g, ["alice: cast wurm", "alice: pay", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("wurm").zone == "battlefield" and not any(g.s.pools["alice"].values())


def test_602_2b_sunspring_expedition_removes_quest_counters_and_sacrifices_itself():
    """118.3, 602.2b: "Remove three quest counters from this enchantment and sacrifice it: You
    gain 8 life." -- with three quest counters alice pays both costs and gains 8; with two the
    ability can't be activated."""
    assert fully_compiled("Sunspring Expedition")
    base = HEAD + """battlefield:
  - {id: se, card: Sunspring Expedition, controller: alice, counters: {quest: 3}}
  - {id: se2, card: Sunspring Expedition, controller: alice, counters: {quest: 2}}
"""
    g = play(base, ["Sunspring Expedition"], ["alice: activate se 2", "alice: pass", "bob: pass"])
    assert g.obj("se").zone == "graveyard" and g.s.players["alice"].life == 28
    assert not any(a.kind == "activate" and a.args[0] == "se2" for a in g.legal_actions())


# ------------------------------------------------------------------ doubling counters (701.9e)
def test_701_9e_growth_curve_puts_one_then_doubles():
    """701.9e: "Put a +1/+1 counter on target creature you control, then double the number of
    +1/+1 counters on that creature." -- a creature with two counters gets one (three), then as
    many as it has (six)."""
    assert fully_compiled("Growth Curve")
    base = HEAD + "battlefield:\n" + permanents("Forest", ["f1"]) + permanents("Island", ["i1"]) + """
  - {id: bear, card: Grizzly Bears, controller: alice, counters: {"+1/+1": 2}}
hand:
  - {id: gc, card: Growth Curve, owner: alice}
"""
    g = play(base, ["Growth Curve", "Grizzly Bears"], ["alice: cast gc target=bear", "alice: autopay",
                                                       "alice: pass", "bob: pass"])
    assert counters(g, "bear") == 6 and g.ch("bear").power == 8


def test_701_9e_gilder_bairn_doubles_each_kind_of_counter():
    """701.9e: "Double the number of each kind of counter on target permanent." -- a permanent
    with two +1/+1 counters and one charge counter gets two more +1/+1 and one more charge."""
    assert fully_compiled("Gilder Bairn")
    base = HEAD + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3"]) + """
  - {id: gb, card: Gilder Bairn, controller: alice, tapped: true}
  - {id: bear, card: Grizzly Bears, controller: alice, counters: {"+1/+1": 2, charge: 1}}
"""
    g = play(base, ["Gilder Bairn", "Grizzly Bears"], ["alice: activate gb 1 target=bear", "alice: autopay",
                                                       "alice: pass", "bob: pass"])
    assert counters(g, "bear") == 4 and counters(g, "bear", "charge") == 2


# ------------------------------------------------------------------ cost changes (601.2f)
def test_601_2f_boreal_elemental_taxes_spells_targeting_it():
    """601.2c, 601.2f: "Spells your opponents cast that target this creature cost {2} more to
    cast." -- bob's Lightning Bolt at Boreal Elemental costs {2}{R} (three Mountains tapped); his
    Shock at alice costs {R} (one more)."""
    assert fully_compiled("Boreal Elemental")
    base = head(active="bob") + "battlefield:\n  - {id: be, card: Boreal Elemental, controller: alice}\n" + \
        permanents("Mountain", ["m1", "m2", "m3", "m4"], "bob") + """
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
  - {id: shock, card: Shock, owner: bob}
"""
    names = ["Boreal Elemental", "Lightning Bolt", "Shock"]
    g = play(base, names, ["bob: cast bolt target=be", "bob: autopay"])
    assert sum(g.obj(m).tapped for m in ("m1", "m2", "m3", "m4")) == 3
    run_script(g, ["bob: cast shock target=alice", "bob: autopay"], "<test>")
    assert sum(g.obj(m).tapped for m in ("m1", "m2", "m3", "m4")) == 4


def test_601_2f_elderwood_scion_makes_its_controllers_spells_cheaper():
    """601.2f: "Spells you cast that target this creature cost {2} less to cast." -- alice's
    Titanic Growth ({1}{G}) at Elderwood Scion costs only {G}: the reduction takes off the
    generic {1} and can't reduce the colored part (601.2f), so one Forest of two is tapped."""
    assert fully_compiled("Elderwood Scion")
    base = head() + "battlefield:\n  - {id: es, card: Elderwood Scion, controller: alice}\n" + \
        permanents("Forest", ["f1", "f2"]) + """
hand:
  - {id: tg, card: Titanic Growth, owner: alice}
"""
    g = play(base, ["Elderwood Scion", "Titanic Growth"], ["alice: cast tg target=es", "alice: autopay"])
    assert sum(g.obj(f).tapped for f in ("f1", "f2")) == 1


# ------------------------------------------------------------------ activation restrictions (602.5b)
def test_602_5b_dark_fortress_needs_to_have_entered_this_turn_or_a_basic_land():
    """602.5b: "{T}: Add {B} or {R}. Activate only if this land entered this turn or if you
    control a basic land." -- a Dark Fortress there since before the turn, with no basic land,
    can't add {B}; once alice plays a Swamp it can. Mirrex ("Activate only if this land entered
    this turn") played this turn can add one mana of any color."""
    assert fully_compiled("Dark Fortress") and fully_compiled("Mirrex")
    base = head() + "battlefield:\n  - {id: df, card: Dark Fortress, controller: alice}\n" + """
hand:
  - {id: sw, card: Swamp, owner: alice}
  - {id: mx, card: Mirrex, owner: alice}
"""
    g = play(base, ["Dark Fortress", "Mirrex"], [])
    assert not any(a.kind == "activate" and a.args[:2] == ("df", 2) for a in g.legal_actions())
    run_script(g, ["alice: play sw", "alice: activate df 2 B"], "<test>")
    assert g.s.pools["alice"].get("B") == 1
    g2 = play(base, ["Dark Fortress", "Mirrex"], ["alice: play mx", "alice: activate mx 2 G"])
    assert g2.s.pools["alice"].get("G") == 1


# ------------------------------------------------------------------ counters (122)
def test_122_1d_homesickness_stun_counters_keep_them_tapped_once():
    """122.1d: "Tap up to two target creatures. Put a stun counter on each of them." -- in bob's
    next untap step each Bear, instead of untapping, loses its stun counter; they untap in the
    untap step after that."""
    assert fully_compiled("Homesickness")
    base = head(bob=4) + "battlefield:\n" + permanents("Island", [f"i{n}" for n in range(1, 7)]) + \
        permanents("Grizzly Bears", ["b1", "b2"], "bob") + """
hand:
  - {id: hs, card: Homesickness, owner: alice}
"""
    g = play(base, ["Homesickness", "Grizzly Bears"], ["alice: cast hs target=bob,b1,b2", "alice: autopay",
                                                       "alice: pass", "bob: pass"])
    assert g.obj("b1").tapped and g.obj("b2").tapped and counters(g, "b1", "stun") == 1
    run_script(g, ["T2 precombat_main: wait"], "<test>")
    assert g.obj("b1").tapped and g.obj("b2").tapped and counters(g, "b1", "stun") == 0
    assert "122.1d" in [e.rule for e in g.log]
    run_script(g, ["T4 precombat_main: wait"], "<test>")
    assert not g.obj("b1").tapped and not g.obj("b2").tapped


def test_122_8_blood_hound_removes_all_its_counters_at_end_step():
    """122.8: "At the beginning of your end step, remove all +1/+1 counters from this creature."
    -- three +1/+1 counters are all gone after alice's end step."""
    assert fully_compiled("Blood Hound")
    base = head() + """battlefield:
  - {id: bh, card: Blood Hound, controller: alice, counters: {"+1/+1": 3}}
"""
    g = play(base, ["Blood Hound"], ["T1 cleanup: wait"])
    assert counters(g, "bh") == 0


def test_106_1_cradle_clearcutter_adds_green_equal_to_its_power():
    """106.1, 605.3b, 608.2h: "{T}: Add an amount of {G} equal to this creature's power." -- a
    Cradle Clearcutter (base power 3) with two +1/+1 counters adds five {G}."""
    assert fully_compiled("Cradle Clearcutter")
    base = head() + """battlefield:
  - {id: cc, card: Cradle Clearcutter, controller: alice, counters: {"+1/+1": 2}}
"""
    g = play(base, ["Cradle Clearcutter"], ["alice: activate cc 2"])
    assert g.s.pools["alice"].get("G") == g.ch("cc").power == 5
