"""613.8 dependencies (MagicCompRules-20250207): each expected value follows from the rule text
(613.8a-c, 613.6, 305.7) or the official ruling named in the test."""
import pytest

from pyengine.layers.driver import run_layers
from pyengine.layers.sweep import search
from pyengine.scenario import example_path, load_scenario


def ex(name, **swap):
    sc = load_scenario(example_path(name))
    for o in sc.objects:
        if o.id in swap:
            o.timestamp = swap[o.id]
    return run_layers(sc)


def pt(r, oid):
    c = r.characteristics[oid]
    return (c.power, c.toughness)


def deps(r, layer):
    return {(d.effect, d.on, d.reason) for d in r.dependencies(layer)}


# ------------------------------------------------------------ Blood Moon + Urborg (305.7, 613.8a)
@pytest.mark.parametrize("urborg_ts,moon_ts", [(1, 2), (2, 1)])
def test_blood_moon_urborg_both_orders(urborg_ts, moon_ts):
    """Ruling (Blood Moon / Urborg, Tomb of Yawgmoth): Urborg's effect depends on Blood Moon's
    (applying Blood Moon removes Urborg's ability: existence, 613.8a), so Blood Moon applies
    first in either order; Urborg is just a Mountain and no land is a Swamp."""
    r = ex("deps-blood-moon-urborg", urborg=urborg_ts, moon=moon_ts)
    assert ("urborg:1", "moon:1", "existence") in deps(r, "4")
    assert r.order("4") == ["moon:1"]
    assert ("4", "urborg:1") in r.dropped
    u = r.characteristics["urborg"]
    assert u.subtypes == ("Mountain",) and u.abilities == ("{T}: Add {R}.",)
    assert "Swamp" not in r.characteristics["forest"].subtypes
    assert r.characteristics["other"].subtypes == ("Mountain",)


# ------------------------------------------------------------ Humility + Opalescence
@pytest.mark.parametrize("h,o", [(1, 2), (2, 1)])
def test_humility_opalescence_no_dependency(h, o):
    """Ruling (Humility / Opalescence): neither depends on the other; timestamp order decides."""
    sc = load_scenario(example_path("humility-opalescence"))
    sc.obj("humility").timestamp, sc.obj("opalescence").timestamp = h, o
    r = run_layers(sc)
    for layer in ("4", "6", "7b"):
        assert r.dependencies(layer) == []
    assert pt(r, "humility") == ((4, 4) if h < o else (1, 1))


# ------------------------------------------------------------ the chain (613.8b, 613.8c)
def test_conspiracy_opalescence_enchanted_evening_chain():
    """Conspiracy depends on Opalescence (it makes more creatures), Opalescence on Enchanted
    Evening (it makes more enchantments): they apply Evening, Opalescence, Conspiracy -- the
    reverse of their timestamps -- and the land becomes an Elf enchantment creature."""
    r = ex("deps-conspiracy-chain")
    assert r.order("4") == ["evening:1", "opalescence:1", "conspiracy:2"]
    step1 = {(d.effect, d.on) for d in r.layer("4")[0].dependencies}
    assert step1 == {("conspiracy:2", "opalescence:1"), ("opalescence:1", "evening:1")}
    # 613.8c: re-evaluated after each application -- at step 2 Opalescence no longer waits
    step2 = {(d.effect, d.on) for d in r.layer("4")[1].dependencies}
    assert step2 == {("conspiracy:2", "opalescence:1")}
    f = r.characteristics["forest"]
    assert {"creature", "enchantment", "land"} <= set(f.types) and "Elf" in f.subtypes
    c = r.characteristics["conspiracy"]
    assert "creature" in c.types and c.subtypes == ("Elf",) and pt(r, "conspiracy") == (5, 5)
    assert "creature" not in r.characteristics["opalescence"].types     # "each other"


def test_chain_with_pure_timestamps_would_differ():
    """Sanity check of the rule's effect: without Evening, the land is not a creature."""
    sc = load_scenario(example_path("deps-conspiracy-chain"))
    sc.objects = [o for o in sc.objects if o.id != "evening"]
    r = run_layers(sc)
    assert "creature" not in r.characteristics["forest"].types


# ------------------------------------------------------------ 613.6
def test_lattice_march_humility_613_6_humility_first():
    """613.6: Lattice and March started applying in layer 4, so they keep applying after
    Humility removes their abilities in layer 6. In 7b Humility (earlier) sets 1/1, then March
    sets its layer-4 set to mana value: Humility 4/4, Lattice 6/6, March 4/4, Plains 0/0."""
    r = ex("deps-lattice-march-humility")
    assert ("march:1", "lattice:1", "applies_to") in deps(r, "4")
    assert r.order("4") == ["lattice:1", "march:1"]
    assert pt(r, "humility") == (4, 4) and pt(r, "lattice") == (6, 6)
    assert pt(r, "march") == (4, 4) and pt(r, "plains") == (0, 0) and pt(r, "bears") == (1, 1)
    for c in r.characteristics.values():
        assert c.colors == () and "artifact" in c.types and c.abilities in ((), ("{T}: Add {W}.",))
    assert r.characteristics["plains"].abilities == ()          # Humility: all creatures lose all abilities


def test_lattice_march_humility_humility_last_all_1_1():
    """613.6 / 613.7: with Humility the newest, in 7b March sets mana values first and Humility's
    1/1 applies last, so every creature is 1/1."""
    r = ex("deps-lattice-march-humility", humility=10)
    for oid in ("humility", "lattice", "march", "plains", "bears"):
        assert pt(r, oid) == (1, 1)


# ------------------------------------------------------------ layer 6
@pytest.mark.parametrize("ooze_ts,jailer_ts", [(1, 2), (2, 1)])
def test_yixlid_jailer_necrotic_ooze(ooze_ts, jailer_ts):
    """Ruling (Yixlid Jailer): Necrotic Ooze gains no abilities from cards in graveyards; its
    effect depends on the Jailer's (what it does, 613.8a)."""
    r = ex("deps-jailer-ooze", ooze=ooze_ts, jailer=jailer_ts)
    assert ("ooze:1", "jailer:1", "what_it_does") in deps(r, "6")
    assert r.order("6") == ["jailer:1", "ooze:1"]
    assert r.characteristics["ooze"].abilities == (
        "As long as this creature is on the battlefield, it has all activated abilities of all creature cards in all graveyards.",)


JAILER_LEVITATION = """
players: [alice, bob]
battlefield:
  - {id: lev, card: Levitation, controller: alice, timestamp: 1}
  - {id: ooze, card: Necrotic Ooze, controller: alice, timestamp: 3}
  - {id: jailer, card: Yixlid Jailer, controller: bob, timestamp: 4}
graveyard:
  - {id: dragon, card: Shivan Dragon, owner: bob}
  - {id: elves, card: Llanowar Elves, owner: alice}
"""


def test_an_effect_that_interacts_with_nothing_applies_in_timestamp_order_without_a_trial():
    """613.8b: effects apply in timestamp order unless one depends on another. Levitation
    ("Creatures you control have flying") can change nothing the Jailer or the Ooze reads (it
    touches battlefield creatures; they read cards in graveyards), so it applies first by
    timestamp, with no trial at that step; the Ooze still waits for the Jailer (ruling on Yixlid
    Jailer)."""
    from pyengine.scenario import load_scenario_text
    r = run_layers(load_scenario_text(JAILER_LEVITATION))
    assert r.order("6") == ["lev:1", "jailer:1", "ooze:1"]
    assert ("ooze:1", "jailer:1", "what_it_does") in deps(r, "6")
    first = r.layer("6")[0]
    assert first.rule == "613.7" and "no dependency trial was needed" in first.reason
    assert first.dependencies == []
    assert r.characteristics["ooze"].abilities == (
        "As long as this creature is on the battlefield, it has all activated abilities of all creature cards in all graveyards.",
        "flying")
    assert r.characteristics["elves"].abilities == ()      # the Jailer: cards in graveyards lose all abilities


def test_necrotic_ooze_without_jailer_gains_activated_and_mana_abilities():
    sc = load_scenario(example_path("deps-jailer-ooze"))
    sc.objects = [o for o in sc.objects if o.id != "jailer"]
    r = run_layers(sc)
    ab = r.characteristics["ooze"].abilities
    assert "{R}: This creature gets +1/+0 until end of turn." in ab   # Shivan Dragon's
    assert "{T}: Add {G}." in ab                                      # 605.1a mana abilities are activated


# ------------------------------------------------------------ Life and Limb
LL = """
players: [alice]
cards:
  - {name: Test Nonbasic Land, types: [land]}
battlefield:
  - {id: limb, card: Life and Limb, timestamp: %d}
  - {id: other, card: %s, timestamp: %d}
  - {id: wastes, card: Test Nonbasic Land, timestamp: 5}
  - {id: forest, card: Forest, timestamp: 6}
"""


@pytest.mark.parametrize("limb_ts,yav_ts", [(1, 2), (2, 1)])
def test_life_and_limb_with_yavimaya(limb_ts, yav_ts):
    """Life and Limb depends on Yavimaya (Yavimaya makes every land a Forest, changing what Life
    and Limb applies to; 613.8a), so every land ends up a 1/1 green Saproling creature Forest."""
    from pyengine.scenario import load_scenario_text
    r = run_layers(load_scenario_text(LL % (limb_ts, '"Yavimaya, Cradle of Growth"', yav_ts)))
    assert ("limb:1", "other:1", "applies_to") in deps(r, "4")
    assert r.order("4") == ["other:1", "limb:1"]
    for oid in ("other", "wastes", "forest"):
        c = r.characteristics[oid]
        assert "creature" in c.types and "Saproling" in c.subtypes and c.colors == ("green",)
        assert pt(r, oid) == (1, 1)


LL_ARBOR = """
players: [alice]
battlefield:
  - {id: limb, card: Life and Limb, timestamp: %d}
  - {id: other, card: Blood Moon, timestamp: %d}
  - {id: wastes, card: Dryad Arbor, timestamp: 5}
  - {id: forest, card: Forest, timestamp: 6}
"""


@pytest.mark.parametrize("limb_ts,moon_ts", [(1, 2), (2, 1)])
def test_life_and_limb_with_blood_moon_and_dryad_arbor(limb_ts, moon_ts):
    """Blood Moon makes Dryad Arbor (a nonbasic Forest) a Mountain, so Life and Limb depends on
    Blood Moon and applies after it: the Arbor is no longer a Forest and is not affected."""
    from pyengine.scenario import load_scenario_text
    r = run_layers(load_scenario_text(LL_ARBOR % (limb_ts, moon_ts)))
    assert ("limb:1", "other:1", "applies_to") in deps(r, "4")
    a = r.characteristics["wastes"]          # the Dryad Arbor
    assert "Forest" not in a.subtypes and "Mountain" in a.subtypes and "Saproling" not in a.subtypes
    assert a.abilities == ("{T}: Add {R}.",)


# ------------------------------------------------------------ a true loop (613.8b)
def test_true_loop_blood_moon_first():
    """Each depends on the other (loop): 613.8b applies them in timestamp order. Blood Moon
    first: the Arbor becomes a Mountain before Life and Limb, which then affects only the
    Saproling; the Saproling becomes a Forest land after Blood Moon applied, so stays a Forest."""
    r = ex("deps-loop-blood-moon-life-and-limb")
    d = deps(r, "4")
    assert ("limb:1", "moon:1", "applies_to") in d and ("moon:1", "limb:1", "applies_to") in d
    assert r.order("4") == ["moon:1", "limb:1"]
    assert r.layer("4")[0].in_loop
    assert "Saproling" not in r.characteristics["arbor"].subtypes
    s = r.characteristics["sap"]
    assert "land" in s.types and "Forest" in s.subtypes and "Mountain" not in s.subtypes


def test_true_loop_life_and_limb_first():
    """613.8b: the loop applies in timestamp order. Life and Limb first makes the Arbor and the
    Saproling green 1/1 Saproling Forest lands; then Blood Moon (305.7) makes both Mountains only;
    they stay green 1/1 Saprolings (613.6: Life and Limb's later layers keep its set)."""
    r = ex("deps-loop-blood-moon-life-and-limb", moon=3, limb=1, arbor=4, sap=5)
    assert r.order("4") == ["limb:1", "moon:1"]
    for oid in ("arbor", "sap"):
        c = r.characteristics[oid]
        assert "Mountain" in c.subtypes and "Forest" not in c.subtypes and "Saproling" in c.subtypes
        assert c.colors == ("green",) and pt(r, oid) == (1, 1)


# ------------------------------------------------------------ no dependency
def test_no_dependency_across_layers():
    """613.8a(a): Painter's Servant (layer 5) and Crusade (layer 7c) are in different layers,
    so neither depends on the other; the layer order alone makes Crusade see the new color."""
    from pyengine.scenario import load_scenario_text
    r = run_layers(load_scenario_text("""
players: [alice]
battlefield:
  - {id: crusade, card: Crusade, timestamp: 1}
  - {id: painter, card: "Painter's Servant", timestamp: 2, chosen: {color: white}}
  - {id: ogre, card: Gray Ogre, timestamp: 3}
"""))
    assert all(r.dependencies(x) == [] for x in ("5", "7c"))
    assert pt(r, "ogre") == (3, 3) and set(r.characteristics["ogre"].colors) == {"red", "white"}


def test_no_dependency_with_a_cda_changeling_under_conspiracy():
    """613.8a(c): a CDA effect (changeling, 702.73a) and a non-CDA effect never depend on each
    other; 613.3 applies the CDA first, then Conspiracy sets the chosen type: only Elf."""
    from pyengine.scenario import load_scenario_text
    r = run_layers(load_scenario_text("""
players: [alice]
battlefield:
  - {id: conspiracy, card: Conspiracy, timestamp: 1, chosen: {creature_type: Elf}}
  - {id: outcast, card: Changeling Outcast, timestamp: 2}
"""))
    assert r.dependencies("4") == []
    a = r.layer("4")
    assert a[0].effect.startswith("outcast") and "613.3" in a[0].reason
    c = r.characteristics["outcast"]
    assert c.subtypes == ("Elf",) and not c.every_creature_type


def test_changeling_alone_is_every_creature_type():
    """702.73a: a changeling is every creature type, so Elvish Champion's "Other Elf creatures get
    +1/+1" applies to it (613.4c)."""
    from pyengine.scenario import load_scenario_text
    r = run_layers(load_scenario_text("""
players: [alice]
battlefield:
  - {id: outcast, card: Changeling Outcast, timestamp: 2}
  - {id: champ, card: Elvish Champion, timestamp: 3}
"""))
    assert r.characteristics["outcast"].every_creature_type
    assert pt(r, "outcast") == (2, 2)          # "Other Elf creatures get +1/+1"


# ------------------------------------------------------------ loop search
def test_loop_search_finds_the_yavimaya_life_and_limb_loop():
    res = search(["Life and Limb", "Yavimaya, Cradle of Growth", "Humility"], 2)
    loops = {(x.cards, x.layer) for x in res.loops}
    assert (("Life and Limb", "Yavimaya, Cradle of Growth"), "4") in loops
    assert res.skipped_no_common_layer == 0 or res.runs >= 2
    assert not any("Humility" in x.cards for x in res.loops)


def test_loop_search_in_parallel_gives_the_same_answer():
    pool = ["Life and Limb", "Yavimaya, Cradle of Growth", "Blood Moon", "Urborg, Tomb of Yawgmoth"]
    a, b = search(pool, 2), search(pool, 2, jobs=2)
    strip = lambda r: {k: v for k, v in r.to_json().items() if k != "seconds"}  # noqa: E731
    assert strip(a) == strip(b)


STALE = """
players: [alice]
cards:
  - {name: Big Helper, mana_cost: "{1}{W}", types: [enchantment], abilities: [{static: {affects: [creature, {power: {ge: 3}}], modify_pt: [1, 0]}}]}
  - {name: Tough Count, mana_cost: "{R}", types: [enchantment], subtypes: [Aura], abilities: [{text: "Enchant creature"}, {static: {affects: enchanted, modify_pt: [{count: [creature, {toughness: {ge: 3}}]}, 0]}}]}
battlefield:
  - {id: ogre, card: Gray Ogre, timestamp: 1}
  - {id: bears, card: Grizzly Bears, timestamp: 2}
  - {id: helper, card: Big Helper, timestamp: 5}
  - {id: aura, card: Tough Count, timestamp: 7, attached_to: ogre}
effects:
  - {id: boost, timestamp: 4, objects: [bears], modify_pt: [0, 1]}
"""


def test_613_8c_dependency_that_appears_after_an_application():
    """613.8c: once "boost" has applied (the Bears now have toughness 3), applying the Aura would
    give the Ogre +1/+0 and so move it into Big Helper's set: Big Helper now depends on the Aura
    (613.8a), which applies first; the Ogre ends 2 + 1 + 1 = 4/2."""
    from pyengine.scenario import load_scenario_text
    r = run_layers(load_scenario_text(STALE))
    assert pt(r, "ogre") == (4, 2)
    assert r.order("7c") == ["boost", "aura:2", "helper:1"]


def test_613_8c_gained_abilities_read_objects_outside_the_set():
    """Grave Wings gives graveyard creature cards flying; the Ooze gains their abilities (so it
    flies); Sky Drill gives creatures with flying first strike, so it depends on the Ooze's
    effect and applies after it: the Ooze has flying and first strike."""
    from pyengine.scenario import load_scenario_text
    r = run_layers(load_scenario_text("""
players: [alice]
cards:
  - {name: Any Ooze, mana_cost: "{2}{B}{B}", types: [creature], subtypes: [Ooze], power: 4, toughness: 3, abilities: [{static: {gain_abilities_of: {filter: [creature, {zone: graveyard}], kind: any}}}]}
  - {name: Grave Wings, mana_cost: "{U}", types: [enchantment], abilities: [{static: {affects: [creature, {zone: graveyard}], add_abilities: [flying]}}]}
  - {name: Sky Drill, mana_cost: "{R}", types: [enchantment], abilities: [{static: {affects: [creature, {has: flying}], add_abilities: [first strike]}}]}
battlefield:
  - {id: wings, card: Grave Wings, timestamp: 1}
  - {id: drill, card: Sky Drill, timestamp: 2}
  - {id: ooze, card: Any Ooze, timestamp: 3}
graveyard:
  - {id: g1, card: Grizzly Bears, owner: alice}
"""))
    assert {"flying", "first strike"} <= set(r.characteristics["ooze"].abilities)


# ------------------------------------------------------------ 613.8c: dependencies at later steps
CAPTAIN = """
players: [alice, bob]
cards:
  - {name: Captain, types: [creature], power: 1, toughness: 1,
     abilities: [{static: {affects: [creature, {has: flying}], add_abilities: [first strike]}}]}
  - {name: Plain Bear, types: [creature], power: 2, toughness: 2}
battlefield:
  - {id: o, card: Plain Bear, controller: alice, timestamp: 1}
  - {id: s, card: Captain, controller: alice, timestamp: 2}
graveyard:
  - {id: gy, card: Captain, owner: bob}
effects:
  - {id: x, timestamp: 3, objects: [s], lose_all_abilities: true}
  - {id: g, timestamp: 4, objects: [s], gain_abilities_of: {filter: [creature, {zone: graveyard}], kind: any}}
  - {id: b, timestamp: 5, objects: [o], add_abilities: [flying]}
"""


def test_613_8c_effect_pending_again_mid_layer_is_tried_against_the_others():
    # Layer 6: x removes the Captain's ability (its effect s:1 stops existing, 611.3a), g gives
    # it back (the graveyard Captain's ability). s:1 exists again at that step and depends on b
    # (613.8a: b gives o flying, so b changes what s:1 applies to), so it waits for b (613.8b,
    # re-evaluated after each application, 613.8c): o ends with flying and first strike.
    from pyengine.scenario import load_scenario_text
    r = run_layers(load_scenario_text(CAPTAIN))
    assert r.order("6") == ["x", "g", "b", "s:1"]
    assert set(r.characteristics["o"].abilities) == {"flying", "first strike"}


CONFISCATE_CHAIN = """
players: [alice, bob]
cards:
  - {name: Seizing Aura, types: [enchantment], subtypes: [Aura],
     abilities: [{static: {affects: enchanted, control: you}}]}
battlefield:
  - {id: z, card: Grizzly Bears, controller: alice, timestamp: 0.5}
  - {id: cm2, card: Seizing Aura, controller: bob, timestamp: 2, attached_to: z}
  - {id: cm1, card: Seizing Aura, controller: bob, timestamp: 3, attached_to: cm2}
effects:
  - {id: c, timestamp: 1, objects: [cm1], control: alice}
"""


def test_613_8a_control_you_depends_on_the_effect_that_changes_its_sources_controller():
    # Layer 2, an Aura like Confiscate ("You control enchanted permanent") on another: after c
    # gives alice cm1, cm1's effect would change cm2's controller, so cm2's effect ("you" = its
    # controller, 109.5) depends on cm1's (613.8a what it does) and waits for it (613.8b):
    # alice controls cm2, so alice controls z.
    from pyengine.scenario import load_scenario_text
    r = run_layers(load_scenario_text(CONFISCATE_CHAIN))
    assert r.order("2") == ["c", "cm1:1", "cm2:1"]
    assert r.characteristics["z"].controller == "alice"
    assert r.characteristics["cm2"].controller == "alice"
