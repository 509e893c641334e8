"""Keyword abilities (CR 702) compiled from Oracle text and executed by the game loop: infect,
wither and toxic (120.3, 704.5c), flashback, affinity, convoke, improvise, delve, crew, echo,
cumulative upkeep, ward, and the "unless [a player] pays" instruction (118.12) they use. Each
test plays real cards compiled from the Oracle data; the expected answer comes from the CR rule
(or ruling) cited in its docstring."""
from __future__ import annotations

import pytest

from pyengine.game.players import run_script
from oracle_helpers import compiled_library, counters, fully_compiled, game, head, play, rules  # noqa: F401


HEAD = head(alice=4, bob=3)

ATTACK = ["T1 declare_attackers alice: attack {a}", "alice: done"]


def attack(a: str) -> list[str]:
    return [x.format(a=a) for x in ATTACK]


@pytest.mark.parametrize("name", [
    "Glistener Elf", "Boggart Ram-Gang", "Bilious Skulldweller", "Puncture Blast", "Think Twice",
    "Call of the Herd", "Ancient Grudge", "Frogmite", "Myr Enforcer", "Gather Courage", "Reverse Engineer",
    "Treasure Cruise", "Murderous Cut", "Adventurer's Airship", "Avalanche Riders", "Arctic Wolves",
    "Illusionary Wall", "Hulking Raptor", "Owlin Shieldmage", "Mana Leak", "Force Spike", "Frost Walker",
    "Darba", "Metallic Rebuke", "Phyrexian Crusader", "Goblin Ruinblaster", "Into the Roil", "Krosan Druid",
    "Heartstabber Mosquito", "Capsize", "Whispers of the Muse", "Mulldrifter", "Young Wolf", "Kitchen Finks",
    "Topan Freeblade", "Evincar's Justice", "Dregscape Zombie", "Sedraxis Specter", "Mardu Scout", "Goblin Heelcutter",
    "Benalish Cavalry", "Ministrant of Obligation", "Kami of Empty Graves", "Arcbound Worker", "Arcbound Stinger",
    "Glint-Sleeve Artisan", "Sublime Archangel", "Undying Evil", "Monastery Mentor", "Order of Sacred Dusk",
    "Silumgar Butcher", "Sidisi's Faithful", "Quilled Charger", "Gorehorn Minotaurs", "Baloth Gorger", "Wolverine Pack",
    "Craw Giant", "Academy Drake", "Blood Ogre", "Fiery Temper", "Staggershock", "Arrogant Wurm", "Basking Rootwalla",
    "Grapeshot", "Empty the Warrens", "Temporal Fissure", "Rift Bolt", "Errant Ephemeron",
    "Skinwing", "Batterskull", "Deadbridge Goliath", "Riveteers Decoy", "Fruit of Tizerus", "Voracious Typhon",
    "Underworld Charger", "Ninja of the Deep Hours", "Demon Bolt", "Mosquito Guard", "Hunting Triad",
    "Syndic of Tithes", "Gnarlid Pack", "Wolfbriar Elemental", "Khenra Eternal", "Ulamog's Crusher", "Wings of the Guard",
    "Grenzo's Cutthroat", "Gryff Rider", "Sandbar Crocodile", "Teferi's Drake", "Breezekeeper", "Merfolk Branchwalker",
    "Ixalli's Diviner", "Grim Initiate", "Raffine's Informant", "Hypnotic Grifter", "Girder Goons",
    "Thornscape Battlemage"])
def test_these_cards_are_fully_executed(name):
    """Every ability of these cards compiles to something the engine executes (no clause is left
    unsupported): the keyword lines become what 702.x says they mean."""
    assert fully_compiled(name)


# ------------------------------------------------------------------ infect, wither, toxic (120.3)
def test_702_90b_infect_damage_to_a_player_is_poison_counters():
    """702.90b / 120.3b: combat damage from Glistener Elf gives bob a poison counter and he loses
    no life."""
    g = play(HEAD + """
battlefield:
  - {id: elf, card: Glistener Elf, controller: alice, summoning_sick: false}
""", ["Glistener Elf"], attack("elf") + ["T1 end: wait"])
    assert g.s.players["bob"].poison == 1 and g.s.players["bob"].life == 20
    assert "702.90b" in rules(g)


def test_702_90c_infect_damage_to_a_creature_is_minus_counters():
    """702.90c / 120.3d: Glistener Elf blocked by Grizzly Bears puts a -1/-1 counter on the Bears
    (no damage is marked: it's a 1/1 after combat, and survives the cleanup step's damage removal
    as a 1/1); the Bears' 2 damage kills the Elf."""
    g = play(HEAD + """
battlefield:
  - {id: elf, card: Glistener Elf, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: bob}
""", ["Glistener Elf"], attack("elf") + ["bob: block bear elf", "bob: done", "T2 upkeep: wait"])
    assert counters(g, "bear", "-1/-1") == 1 and g.obj("bear").damage == 0
    assert g.ch("bear").power == 1 and g.ch("bear").toughness == 1
    assert g.obj("elf").zone == "graveyard"


def test_704_5c_ten_poison_counters_lose_the_game():
    """704.5c: a player with ten or more poison counters loses (bob has 9; the Elf's infect
    damage gives the tenth)."""
    g = play("""
players: [alice, {id: bob, poison: 9}]
active_player: alice
step: precombat_main
battlefield:
  - {id: elf, card: Glistener Elf, controller: alice, summoning_sick: false}
""", ["Glistener Elf"], attack("elf") + ["T1 end: wait"])
    assert g.over and g.outcome().winner == "alice"
    assert "704.5c" in rules(g)


def test_702_80a_wither_kills_with_minus_counters():
    """702.80a: Boggart Ram-Gang (3/3 wither) blocked by a Hill Giant (3/3) puts three -1/-1
    counters on it: its toughness is 0 and it dies (704.5f); the Ram-Gang has 3 damage marked and
    dies too (704.5g)."""
    g = play(HEAD + """
battlefield:
  - {id: gang, card: Boggart Ram-Gang, controller: alice, summoning_sick: false}
  - {id: giant, card: Hill Giant, controller: bob}
""", ["Boggart Ram-Gang"], attack("gang") + ["bob: block giant gang", "bob: done", "T1 end: wait"])
    assert g.obj("giant").zone == "graveyard" and g.obj("gang").zone == "graveyard"
    assert "120.3d" in rules(g)


def test_702_80c_wither_on_a_spell_puts_counters_on_a_creature():
    """702.80c: wither works from any zone: Puncture Blast's 3 damage to a Hill Giant is three
    -1/-1 counters; dealt to bob it's ordinary damage (loss of life, 120.3a)."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: m5, card: Mountain, controller: alice}
  - {id: m6, card: Mountain, controller: alice}
  - {id: giant, card: Craw Wurm, controller: bob}
hand:
  - {id: blast, card: Puncture Blast, owner: alice}
  - {id: blast2, card: Puncture Blast, owner: alice}
""", ["Puncture Blast"], ["alice: cast blast target=giant", "alice: pass", "bob: pass",
                          "alice: cast blast2 target=bob", "alice: pass", "bob: pass"])
    assert counters(g, "giant", "-1/-1") == 3 and g.obj("giant").damage == 0
    assert g.ch("giant").toughness == 4 - 3
    assert g.s.players["bob"].life == 17 and g.s.players["bob"].poison == 0


def test_702_164c_toxic_gives_poison_in_addition_to_damage():
    """702.164c / 120.3g: Bilious Skulldweller's combat damage makes bob lose 1 life AND get a
    poison counter (its total toxic value, 1)."""
    g = play(HEAD + """
battlefield:
  - {id: dweller, card: Bilious Skulldweller, controller: alice, summoning_sick: false}
""", ["Bilious Skulldweller"], attack("dweller") + ["T1 end: wait"])
    assert g.s.players["bob"].life == 19 and g.s.players["bob"].poison == 1
    assert "702.164c" in rules(g)


# ------------------------------------------------------------------ flashback (702.34)
FLASH = HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
graveyard:
  - {id: tt, card: Think Twice, owner: alice}
"""


def test_702_34a_flashback_casts_from_the_graveyard_then_exiles():
    """702.34a: Think Twice is cast from alice's graveyard by paying {2}{U}; it draws a card and,
    as it would leave the stack, is exiled instead of going to the graveyard."""
    g = play(FLASH, ["Think Twice"], ["alice: cast tt flashback", "alice: pass", "bob: pass"])
    assert g.obj("tt").zone == "exile"
    assert g.obj("la1").zone == "hand"
    assert all(g.obj(i).tapped for i in ("i1", "i2", "i3"))      # the flashback cost, not {1}{U}
    assert "702.34a" in rules(g)


def test_702_34a_flashback_only_from_the_graveyard():
    """702.34a: the flashback permission is for the graveyard: in hand Think Twice is cast
    normally (no flashback action); a card without flashback can't be cast from the graveyard
    (601.3)."""
    g = game(HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
hand:
  - {id: tt, card: Think Twice, owner: alice}
graveyard:
  - {id: leak, card: Mana Leak, owner: alice}
""", ["Think Twice", "Mana Leak"])
    acts = [str(a) for a in g.legal_actions()]
    assert "cast tt" in acts and "cast tt flashback" not in acts
    assert not any(a.startswith("cast leak") for a in acts)


def test_702_34a_flashback_sorcery_follows_sorcery_timing():
    """702.34a / 117.1a: casting with flashback follows the card's timing: Call of the Herd (a
    sorcery) can't be cast from the graveyard on bob's turn, and can on alice's main phase."""
    text = """
players: [alice, bob]
active_player: {who}
step: precombat_main
battlefield:
  - {{id: f1, card: Forest, controller: alice}}
  - {{id: f2, card: Forest, controller: alice}}
  - {{id: f3, card: Forest, controller: alice}}
  - {{id: f4, card: Forest, controller: alice}}
graveyard:
  - {{id: herd, card: Call of the Herd, owner: alice}}
"""
    g = game(text.format(who="bob"), ["Call of the Herd"])
    run_script(g, ["bob: pass"])
    assert g.decision.player == "alice" and "cast herd flashback" not in [str(a) for a in g.legal_actions()]
    g = play(text.format(who="alice"), ["Call of the Herd"], ["alice: cast herd flashback", "alice: pass", "bob: pass"])
    toks = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(toks) == 1 and g.ch(toks[0].id).power == 3
    assert g.obj("herd").zone == "exile"


def test_702_34a_a_countered_flashback_spell_is_exiled():
    """702.34a: "exile this card instead of putting it anywhere else any time it would leave the
    stack": Ancient Grudge cast with flashback and countered by Counterspell goes to exile, not
    the graveyard (701.5a)."""
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: ring, card: Sol Ring, controller: bob}
  - {id: i1, card: Island, controller: bob}
  - {id: i2, card: Island, controller: bob}
graveyard:
  - {id: grudge, card: Ancient Grudge, owner: alice}
hand:
  - {id: cs, card: Counterspell, owner: bob}
""", ["Ancient Grudge", "Counterspell"], ["alice: cast grudge flashback target=ring", "alice: pass",
                                          "bob: cast cs target=grudge", "bob: pass", "alice: pass"])
    assert g.obj("grudge").zone == "exile"
    assert g.obj("ring").zone == "battlefield"


def test_702_34a_ancient_grudge_with_flashback_destroys_an_artifact():
    """702.34a: paying the flashback cost {G} (an alternative cost, 118.9) casts Ancient Grudge
    from the graveyard; it destroys the target artifact and is exiled."""
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: ring, card: Sol Ring, controller: bob}
graveyard:
  - {id: grudge, card: Ancient Grudge, owner: alice}
""", ["Ancient Grudge"], ["alice: cast grudge flashback target=ring", "alice: pass", "bob: pass"])
    assert g.obj("ring").zone == "graveyard" and g.obj("grudge").zone == "exile"


# ------------------------------------------------------------------ affinity, convoke, improvise, delve
def test_702_41a_affinity_for_artifacts_reduces_the_cost():
    """702.41a: Frogmite ({4}) costs {1} less for each artifact alice controls: with four
    artifacts it costs {0} and is cast with no mana at all."""
    g = play(HEAD + """
battlefield:
  - {id: a1, card: Ornithopter, controller: alice}
  - {id: a2, card: Ornithopter, controller: alice}
  - {id: a3, card: Ornithopter, controller: alice}
  - {id: a4, card: Ornithopter, controller: alice}
hand:
  - {id: frog, card: Frogmite, owner: alice}
""", ["Frogmite"], ["alice: cast frog", "alice: pass", "bob: pass"])
    assert g.obj("frog").zone == "battlefield"
    assert "702.41a" in rules(g)


def test_702_41a_affinity_reduces_only_generic_mana_and_counts_now():
    """702.41a / 601.2f: Myr Enforcer ({7}) with two artifacts costs {5}: five lands pay it; with
    four the only choice left is to cancel the proposal (730.1)."""
    base = HEAD + """
battlefield:
  - {id: a1, card: Ornithopter, controller: alice}
  - {id: a2, card: Ornithopter, controller: alice}
LANDS
hand:
  - {id: myr, card: Myr Enforcer, owner: alice}
"""
    five = "\n".join(f"  - {{id: p{i}, card: Plains, controller: alice}}" for i in range(5))
    g = play(base.replace("LANDS", five), ["Myr Enforcer"], ["alice: cast myr", "alice: pass", "bob: pass"])
    assert g.obj("myr").zone == "battlefield"
    assert all(g.obj(f"p{i}").tapped for i in range(5))
    four = "\n".join(f"  - {{id: p{i}, card: Plains, controller: alice}}" for i in range(4))
    g = game(base.replace("LANDS", four), ["Myr Enforcer"])
    g.push("cast myr")
    assert not any(a.kind in ("pay", "autopay") for a in g.legal_actions())


def test_702_51a_convoke_taps_a_creature_of_the_spells_color():
    """702.51a: Gather Courage ({G}, convoke) is paid by tapping alice's green Grizzly Bears
    (a creature of that color pays one mana of that color, even a summoning-sick one); a white
    creature can pay only generic mana, so Savannah Lions is not offered for {G}."""
    g = game(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: true}
  - {id: lions, card: Savannah Lions, controller: alice}
hand:
  - {id: gc, card: Gather Courage, owner: alice}
""", ["Gather Courage"])
    g.push("cast gc")
    g.push("target bear")
    acts = [str(a) for a in g.legal_actions()]
    assert "convoke bear G" in acts and not any(a.startswith("convoke lions") for a in acts)
    g.push("convoke bear G")
    run_script(g, ["alice: pass", "bob: pass"])
    assert g.obj("bear").tapped and g.ch("bear").power == 4
    assert "702.51a" in rules(g)


def test_702_126a_improvise_taps_artifacts_for_generic_mana():
    """702.126a: Reverse Engineer ({3}{U}{U}, improvise): three artifacts pay {3}, two Islands
    pay {U}{U}; alice draws three cards."""
    g = game(HEAD + """
battlefield:
  - {id: a1, card: Ornithopter, controller: alice}
  - {id: a2, card: Ornithopter, controller: alice}
  - {id: a3, card: Ornithopter, controller: alice}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
hand:
  - {id: re, card: Reverse Engineer, owner: alice}
""", ["Reverse Engineer"])
    g.push("cast re")
    for a in ("a1", "a2", "a3"):
        g.push(f"improvise {a}")
    assert not any(a.kind == "improvise" for a in g.legal_actions())     # no generic mana left
    run_script(g, ["alice: pass", "bob: pass"])
    assert [g.obj(x).zone for x in ("la1", "la2", "la3")] == ["hand"] * 3
    assert all(g.obj(x).tapped for x in ("a1", "a2", "a3", "i1", "i2"))


def test_702_66a_delve_exiles_cards_from_the_graveyard():
    """702.66a: Treasure Cruise ({7}{U}, delve): seven cards exiled from alice's graveyard pay
    {7}; one Island pays {U}."""
    gy = "\n".join(f"  - {{id: g{i}, card: Plains, owner: alice}}" for i in range(7))
    g = game(HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
hand:
  - {id: tc, card: Treasure Cruise, owner: alice}
graveyard:
""" + gy + "\n", ["Treasure Cruise"])
    g.push("cast tc")
    for i in range(7):
        g.push(f"delve g{i}")
    run_script(g, ["alice: pass", "bob: pass"])
    assert all(g.obj(f"g{i}").zone == "exile" for i in range(7))
    assert g.obj("tc").zone == "graveyard" and g.obj("la3").zone == "hand"


def test_702_66a_delve_pays_only_generic_mana():
    """702.66a: delve pays generic mana only: Murderous Cut ({4}{B}) with five cards in the
    graveyard and no Swamp can't be completed -- after four cards are exiled no delve option is
    left and {B} can't be paid."""
    gy = "\n".join(f"  - {{id: g{i}, card: Plains, owner: alice}}" for i in range(5))
    g = game(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: cut, card: Murderous Cut, owner: alice}
graveyard:
""" + gy + "\n", ["Murderous Cut"])
    g.push("cast cut")
    g.push("target bear")
    for i in range(4):
        g.push(f"delve g{i}")
    assert [str(a) for a in g.legal_actions()] == ["cancel"]


# ------------------------------------------------------------------ crew (702.122)
def test_702_122a_crew_makes_the_vehicle_an_artifact_creature():
    """702.122a: Crew 2 -- tapping Grizzly Bears (power 2) makes Adventurer's Airship an
    artifact creature until end of turn (a 3/2 flier); at the cleanup step it stops being one."""
    g = play(HEAD + """
battlefield:
  - {id: ship, card: Adventurer's Airship, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: true}
""", ["Adventurer's Airship"], ["alice: activate ship 3", "alice: crew bear", "alice: done",
                                 "alice: pass", "bob: pass"])
    assert g.obj("bear").tapped
    assert "creature" in g.ch("ship").types and g.ch("ship").power == 3
    run_script(g, ["T2 upkeep: wait"])
    assert "creature" not in g.ch("ship").types


def test_702_122a_crew_needs_total_power_n():
    """702.122a: "total power N or greater": one 1/1 can't crew 2 (no "done" offered); two 1/1s
    can."""
    g = game(HEAD + """
battlefield:
  - {id: ship, card: Adventurer's Airship, controller: alice}
  - {id: o1, card: Ornithopter, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: alice}
  - {id: e2, card: Llanowar Elves, controller: alice}
""", ["Adventurer's Airship"])
    g.push("activate ship 3")
    g.push("crew elf")
    assert "done" not in [str(a) for a in g.legal_actions()]
    g.push("crew e2")
    assert "done" in [str(a) for a in g.legal_actions()]


# ------------------------------------------------------------------ echo, cumulative upkeep (118.12)
ECHO = """
players: [alice, bob]
active_player: bob
step: end
library:
  - {id: la1, card: Mountain, owner: alice}
  - {id: la2, card: Mountain, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
  - {id: lb2, card: Plains, owner: bob}
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: riders, card: Avalanche Riders, controller: alice}
"""


def test_702_30a_echo_sacrificed_unless_paid():
    """702.30a: at the beginning of alice's upkeep after Avalanche Riders came under her control,
    she may pay {3}{R}; if she doesn't, it's sacrificed."""
    g = play(ECHO, ["Avalanche Riders"], ["T2 upkeep alice: decline", "T2 draw: wait"])
    assert g.obj("riders").zone == "graveyard"
    assert "118.12" in rules(g)


def test_702_30a_echo_paid_once_only():
    """702.30a: paying the echo cost keeps it; at her next upkeep it hasn't come under her control
    since her last upkeep: echo doesn't trigger again."""
    g = play(ECHO, ["Avalanche Riders"], ["T2 upkeep alice: pay", "T4 draw: wait"])
    assert g.obj("riders").zone == "battlefield"
    assert sum(1 for e in g.log if e.rule == "118.12") == 1


def test_702_24a_cumulative_upkeep_grows_each_upkeep():
    """702.24a: Arctic Wolves (cumulative upkeep {2}) gets an age counter each upkeep, then alice
    pays {2} per counter: {2} the first time, {4} the second; unable to pay {6}, it's sacrificed."""
    lands = "\n".join(f"  - {{id: f{i}, card: Forest, controller: alice}}" for i in range(4))
    g = play("""
players: [alice, bob]
active_player: bob
step: end
library:
  - {id: la1, card: Mountain, owner: alice}
  - {id: la2, card: Mountain, owner: alice}
  - {id: la3, card: Mountain, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
  - {id: lb2, card: Plains, owner: bob}
  - {id: lb3, card: Plains, owner: bob}
battlefield:
  - {id: wolves, card: Arctic Wolves, controller: alice}
""" + lands + "\n", ["Arctic Wolves"], ["T2 upkeep alice: pay", "T4 upkeep alice: pay", "T5 draw: wait"])
    assert counters(g, "wolves", "age") == 2
    run_script(g, ["T6 draw: wait"])
    assert g.obj("wolves").zone == "graveyard"         # 3 age counters: {6} with four Forests


def test_702_24a_cumulative_upkeep_decline():
    """702.24a: Illusionary Wall: declining to pay its cumulative upkeep sacrifices it."""
    g = play("""
players: [alice, bob]
active_player: bob
step: end
library:
  - {id: la1, card: Mountain, owner: alice}
battlefield:
  - {id: wall, card: Illusionary Wall, controller: alice}
  - {id: i1, card: Island, controller: alice}
""", ["Illusionary Wall"], ["T2 upkeep alice: decline", "T2 draw: wait"])
    assert g.obj("wall").zone == "graveyard"


def test_118_12_darba_sacrifice_unless_you_pay():
    """118.12: "sacrifice this creature unless you pay {G}{G}" -- with one Forest alice can't pay
    (only "decline" is offered) and Darba is sacrificed."""
    g = game("""
players: [alice, bob]
active_player: bob
step: end
library:
  - {id: la1, card: Mountain, owner: alice}
battlefield:
  - {id: darba, card: Darba, controller: alice}
  - {id: f1, card: Forest, controller: alice}
""", ["Darba"])
    run_script(g, ["T2 upkeep: wait"])
    while g.decision and g.decision.kind not in ("may", "pay_or"):
        g.push(g.decision.options[0])
    assert "yes" not in [str(a) for a in g.legal_actions()] and "pay" not in [str(a) for a in g.legal_actions()]
    run_script(g, ["T2 draw: wait"])
    assert g.obj("darba").zone == "graveyard"


# ------------------------------------------------------------------ ward (702.21), "unless its controller pays"
WARD = HEAD + """
battlefield:
  - {id: raptor, card: Hulking Raptor, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_702_21a_ward_counters_unless_the_cost_is_paid():
    """702.21a: Lightning Bolt targeting Hulking Raptor (ward {2}) triggers ward; alice doesn't
    pay {2}: the Bolt is countered (goes to her graveyard) and the Raptor is unharmed."""
    g = play(WARD, ["Hulking Raptor"], ["alice: cast bolt target=raptor", "alice: pass", "bob: pass",
                                        "alice: decline"])
    assert g.obj("bolt").zone == "graveyard" and g.obj("raptor").damage == 0
    assert "701.5a" in rules(g)


def test_702_21a_ward_paid_the_spell_resolves():
    """702.21a: paying the ward cost {2} (with her two other Mountains): the Bolt resolves and
    deals 3 damage to the Raptor (5/3), which dies."""
    g = play(WARD, ["Hulking Raptor"], ["alice: cast bolt target=raptor", "alice: pass", "bob: pass",
                                        "alice: pay", "alice: pass", "bob: pass"])
    assert g.obj("raptor").zone == "graveyard"
    assert all(g.obj(m).tapped for m in ("m1", "m2", "m3"))


def test_702_21a_ward_only_for_opponents():
    """702.21a: "becomes the target of a spell or ability an opponent controls": bob targeting his
    own Raptor with Giant Growth doesn't trigger ward."""
    g = play((HEAD + """
battlefield:
  - {id: raptor, card: Hulking Raptor, controller: bob}
  - {id: f1, card: Forest, controller: bob}
hand:
  - {id: gg, card: Giant Growth, owner: bob}
""").replace("active_player: alice", "active_player: bob"), ["Hulking Raptor"], ["bob: cast gg target=raptor", "bob: pass", "alice: pass"])
    assert g.ch("raptor").power == 8 and "118.12" not in rules(g)


def test_702_21a_ward_pay_life():
    """702.21a: Owlin Shieldmage has "Ward—Pay 3 life": alice pays 3 life and her Bolt resolves."""
    g = play(HEAD + """
battlefield:
  - {id: owl, card: Owlin Shieldmage, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Owlin Shieldmage"], ["alice: cast bolt target=owl", "alice: pass", "bob: pass", "alice: pay",
                            "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 17 and g.obj("owl").zone == "graveyard"


def test_118_12_mana_leak_counters_unless_its_controller_pays():
    """118.12 / 701.5a: Mana Leak: bob can't pay {3} for his Grizzly Bears (no untapped land):
    countered."""
    g = play("""
players: [alice, bob]
active_player: bob
step: precombat_main
battlefield:
  - {id: f1, card: Forest, controller: bob}
  - {id: f2, card: Forest, controller: bob}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
hand:
  - {id: bear, card: Grizzly Bears, owner: bob}
  - {id: leak, card: Mana Leak, owner: alice}
""", ["Mana Leak"], ["bob: cast bear", "bob: pass", "alice: cast leak target=bear", "alice: pass", "bob: pass",
                     "bob: decline"])
    assert g.obj("bear").zone == "graveyard" and g.obj("leak").zone == "graveyard"


def test_118_12_force_spike_paid():
    """118.12: Force Spike: bob pays {1} with his third Forest; Grizzly Bears resolves."""
    g = play("""
players: [alice, bob]
active_player: bob
step: precombat_main
battlefield:
  - {id: f1, card: Forest, controller: bob}
  - {id: f2, card: Forest, controller: bob}
  - {id: f3, card: Forest, controller: bob}
  - {id: i1, card: Island, controller: alice}
hand:
  - {id: bear, card: Grizzly Bears, owner: bob}
  - {id: spike, card: Force Spike, owner: alice}
""", ["Force Spike"], ["bob: cast bear", "bob: pass", "alice: cast spike target=bear", "alice: pass", "bob: pass",
                       "bob: pay", "bob: pass", "alice: pass"])
    assert g.obj("bear").zone == "battlefield" and g.obj("f3").tapped


def test_603_frost_walker_sacrificed_when_targeted():
    """603.2: "When this creature becomes the target of a spell or ability, sacrifice it": alice's
    own Giant Growth targeting Frost Walker makes her sacrifice it (the trigger resolves first;
    Giant Growth then has no legal target and doesn't resolve, 608.2b)."""
    g = play(HEAD + """
battlefield:
  - {id: walker, card: Frost Walker, controller: alice}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: gg, card: Giant Growth, owner: alice}
""", ["Frost Walker"], ["alice: cast gg target=walker", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("walker").zone == "graveyard" and g.obj("gg").zone == "graveyard"
    assert "608.2b" in rules(g)


# ------------------------------------------------------------------ kicker (702.33)
def test_702_33a_kicker_paid_the_enters_trigger_happens():
    """702.33a, 702.33d, 603.4: Goblin Ruinblaster kicked ({2}{R} + {R}): "When this creature
    enters, if it was kicked, destroy target nonbasic land" destroys bob's Karplusan Forest."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: kf, card: Karplusan Forest, controller: bob}
hand:
  - {id: gob, card: Goblin Ruinblaster, owner: alice}
""", ["Goblin Ruinblaster"], ["alice: cast gob", "alice: kick", "alice: pass", "bob: pass",
                              "alice: pass", "bob: pass"])
    assert g.obj("gob").zone == "battlefield" and g.obj("kf").zone == "graveyard"
    assert all(g.obj(f"m{i}").tapped for i in range(1, 5))


def test_702_33d_not_kicked_no_trigger():
    """603.4: not kicked, Goblin Ruinblaster's intervening "if" is false: the ability doesn't
    trigger and the land stays; only {2}{R} is paid."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: kf, card: Karplusan Forest, controller: bob}
hand:
  - {id: gob, card: Goblin Ruinblaster, owner: alice}
""", ["Goblin Ruinblaster"], ["alice: cast gob", "alice: no_kick", "alice: pass", "bob: pass"])
    assert g.obj("gob").zone == "battlefield" and g.obj("kf").zone == "battlefield"
    assert sum(g.obj(f"m{i}").tapped for i in range(1, 5)) == 3
    assert "603.2" not in rules(g)


def test_702_33d_if_this_spell_was_kicked_draws():
    """702.33d: Into the Roil kicked: the permanent returns to its owner's hand and alice draws a
    card; unkicked, she doesn't draw."""
    text = HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: roil, card: Into the Roil, owner: alice}
"""
    g = play(text, ["Into the Roil"], ["alice: cast roil", "alice: kick", "alice: target bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "hand" and g.obj("la1").zone == "hand"
    g = play(text, ["Into the Roil"], ["alice: cast roil", "alice: no_kick", "alice: target bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "hand" and g.obj("la1").zone == "library"


def test_702_33d_kicked_status_does_not_survive_a_zone_change():
    """400.7 / 702.33d: Krosan Druid was kicked when cast; bounced and recast unkicked, it is a
    new object: its "if it was kicked" trigger doesn't happen the second time (alice gains 10
    life once)."""
    lands = "\n".join(f"  - {{id: f{i}, card: Forest, controller: alice}}" for i in range(11))
    g = play(HEAD + """
battlefield:
""" + lands + """
  - {id: i1, card: Island, controller: bob}
hand:
  - {id: druid, card: Krosan Druid, owner: alice}
  - {id: unsummon, card: Unsummon, owner: bob}
""", ["Krosan Druid"], ["alice: cast druid", "alice: kick", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                       "alice: pass", "bob: cast unsummon target=druid", "bob: pass", "alice: pass",
                       "alice: cast druid", "alice: no_kick", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 30
    assert g.obj("druid").zone == "battlefield"


# ------------------------------------------------------------------ buyback, evoke (702.27, 702.74)
CAPSIZE = HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
  - {id: i5, card: Island, controller: alice}
  - {id: i6, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: cap, card: Capsize, owner: alice}
"""


def test_702_27a_buyback_returns_the_spell_to_hand():
    """702.27a: Capsize with buyback ({1}{U}{U} + {3}): the Bears return to bob's hand and Capsize
    goes to alice's hand as it resolves (all six Islands paid)."""
    g = play(CAPSIZE, ["Capsize"], ["alice: cast cap", "alice: buyback", "alice: target bear", "alice: pass",
                                   "bob: pass"])
    assert g.obj("bear").zone == "hand" and g.obj("cap").zone == "hand"
    assert all(g.obj(f"i{i}").tapped for i in range(1, 7))


def test_702_27a_no_buyback_graveyard():
    """702.27a: without the buyback cost Capsize goes to the graveyard (608.2n)."""
    g = play(CAPSIZE, ["Capsize"], ["alice: cast cap", "alice: no_buyback", "alice: target bear", "alice: pass",
                                   "bob: pass"])
    assert g.obj("bear").zone == "hand" and g.obj("cap").zone == "graveyard"


def test_702_27a_bought_back_spell_countered_goes_to_the_graveyard():
    """702.27a: buyback works only "as it resolves": Whispers of the Muse (buyback paid) countered
    by Counterspell goes to the graveyard (701.5a)."""
    lands = "\n".join(f"  - {{id: i{i}, card: Island, controller: alice}}" for i in range(6))
    g = play(HEAD + """
battlefield:
""" + lands + """
  - {id: b1, card: Island, controller: bob}
  - {id: b2, card: Island, controller: bob}
hand:
  - {id: muse, card: Whispers of the Muse, owner: alice}
  - {id: cs, card: Counterspell, owner: bob}
""", ["Whispers of the Muse", "Counterspell"], ["alice: cast muse", "alice: buyback", "alice: pass",
                                              "bob: cast cs target=muse", "bob: pass", "alice: pass"])
    assert g.obj("muse").zone == "graveyard" and g.obj("la1").zone == "library"


def test_702_74a_evoke_draws_then_sacrificed():
    """702.74a: Mulldrifter cast for its evoke cost {2}{U} enters and is sacrificed; its "When
    this creature enters, draw two cards" still triggers (alice orders the two triggers, 603.3b):
    she draws two cards and Mulldrifter ends in the graveyard."""
    g = play(HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
hand:
  - {id: mull, card: Mulldrifter, owner: alice}
""", ["Mulldrifter"], ["alice: cast mull evoke", "alice: pass", "bob: pass", "T1 end: wait"])
    assert g.obj("mull").zone == "graveyard"
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "hand"
    assert all(g.obj(f"i{i}").tapped for i in (1, 2, 3))                  # {2}{U}, not {4}{U}


def test_702_74a_mulldrifter_hard_cast_stays():
    """702.74a: cast for its mana cost {4}{U}, Mulldrifter isn't evoked: it stays."""
    lands = "\n".join(f"  - {{id: i{i}, card: Island, controller: alice}}" for i in range(5))
    g = play(HEAD + """
battlefield:
""" + lands + """
hand:
  - {id: mull, card: Mulldrifter, owner: alice}
""", ["Mulldrifter"], ["alice: cast mull", "alice: pass", "bob: pass", "T1 end: wait"])
    assert g.obj("mull").zone == "battlefield" and g.obj("la2").zone == "hand"


# ------------------------------------------------------------------ undying, persist, renown
def test_702_93a_undying_returns_with_a_counter_once():
    """702.93a: Young Wolf (no +1/+1 counter) dies to Lightning Bolt and returns with a +1/+1
    counter (a 2/2, under its owner's control); killed again, it had a counter: it stays dead."""
    g = play(HEAD + """
battlefield:
  - {id: wolf, card: Young Wolf, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: bolt2, card: Lightning Bolt, owner: alice}
""", ["Young Wolf"], ["alice: cast bolt target=wolf", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("wolf").zone == "battlefield" and counters(g, "wolf", "+1/+1") == 1
    assert g.ch("wolf").power == 2 and g.obj("wolf").controller == "bob"
    run_script(g, ["alice: cast bolt2 target=wolf", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("wolf").zone == "graveyard"


def test_702_79a_persist_returns_with_a_minus_counter_and_enters_again():
    """702.79a: Kitchen Finks dies and returns with a -1/-1 counter (2/1); it entered again, so its
    "you gain 2 life" triggers again (bob: 20 + 2)."""
    g = play(HEAD + """
battlefield:
  - {id: finks, card: Kitchen Finks, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Kitchen Finks"], ["alice: cast bolt target=finks", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                         "alice: pass", "bob: pass"])
    assert g.obj("finks").zone == "battlefield" and counters(g, "finks", "-1/-1") == 1
    assert (g.ch("finks").power, g.ch("finks").toughness) == (2, 1)
    assert g.s.players["bob"].life == 22


def test_702_112a_renown_once():
    """702.112a-b: Topan Freeblade deals combat damage to bob: it gets a +1/+1 counter and becomes
    renowned; the next time it connects it is already renowned: no second counter."""
    g = play("""
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: la2, card: Plains, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
  - {id: lb2, card: Plains, owner: bob}
battlefield:
  - {id: blade, card: Topan Freeblade, controller: alice, summoning_sick: false}
""", ["Topan Freeblade"], attack("blade") + ["T1 end: wait"])
    assert counters(g, "blade", "+1/+1") == 1 and g.s.players["bob"].life == 18
    run_script(g, ["T3 declare_attackers alice: attack blade", "alice: done", "T3 end: wait"])
    assert counters(g, "blade", "+1/+1") == 1 and g.s.players["bob"].life == 15


# ------------------------------------------------------------------ unearth, dash, flanking
UNEARTH = HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
graveyard:
  - {id: zombie, card: Dregscape Zombie, owner: alice}
"""


def test_702_84a_unearth_returns_with_haste_then_exiled_at_end_step():
    """702.84a: Dregscape Zombie unearthed ({B}) from alice's graveyard returns with haste (it can
    attack this turn: 2 damage to bob) and is exiled at the beginning of the next end step."""
    g = play(UNEARTH, ["Dregscape Zombie"], ["alice: activate zombie 1", "alice: pass", "bob: pass"] + attack("zombie")
             + ["T1 end: wait", "T2 upkeep: wait"])
    assert g.s.players["bob"].life == 18
    assert g.obj("zombie").zone == "exile"


def test_702_84a_unearthed_creature_that_dies_is_exiled_instead():
    """702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere else":
    the unearthed Zombie destroyed by bob's Lightning Bolt goes to exile (614.1a)."""
    g = play(UNEARTH.replace("graveyard:", "  - {id: m1, card: Mountain, controller: bob}\ngraveyard:") + """
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""",
             ["Dregscape Zombie"], ["alice: activate zombie 1", "alice: pass", "bob: pass",
                                    "alice: pass", "bob: cast bolt target=zombie", "bob: pass", "alice: pass"])
    assert g.obj("zombie").zone == "exile"


def test_702_84a_unearth_only_as_a_sorcery():
    """702.84a / 602.5d: unearth can't be activated on the opponent's turn, nor from the
    battlefield."""
    g = game(UNEARTH.replace("active_player: alice", "active_player: bob"), ["Dregscape Zombie"])
    run_script(g, ["bob: pass"])
    assert g.decision.player == "alice"
    assert not any(a.kind == "activate" and a.args[0] == "zombie" for a in g.legal_actions())


def test_702_109a_dash_haste_and_return_to_hand():
    """702.109a: Mardu Scout cast for its dash cost {1}{R} has haste (attacks: bob takes 3) and
    returns to alice's hand at the beginning of the next end step."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: scout, card: Mardu Scout, owner: alice}
""", ["Mardu Scout"], ["alice: cast scout dash", "alice: pass", "bob: pass"] + attack("scout") + ["T1 end: wait",
                                                                                                  "T2 upkeep: wait"])
    assert g.s.players["bob"].life == 17 and g.obj("scout").zone == "hand"


def test_702_109a_cast_normally_no_haste_no_return():
    """702.109a: cast for its mana cost {R}{R}, Mardu Scout has no haste (it can't attack this
    turn, 302.6) and stays on the battlefield."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: scout, card: Mardu Scout, owner: alice}
""", ["Mardu Scout"], ["alice: cast scout", "alice: pass", "bob: pass", "T2 upkeep: wait"])
    assert g.obj("scout").zone == "battlefield"
    assert ("kw", ("haste",)) not in g.ch("scout").ability_terms


def test_702_25a_flanking_shrinks_a_blocker_without_flanking():
    """702.25a: Benalish Cavalry blocked by Grizzly Bears: the Bears get -1/-1 until end of turn
    (a 1/1): the Cavalry survives the Bears' 1 damage and kills them."""
    g = play(HEAD + """
battlefield:
  - {id: cav, card: Benalish Cavalry, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: bob}
""", ["Benalish Cavalry"], attack("cav") + ["bob: block bear cav", "bob: done", "T1 end: wait"])
    assert g.obj("bear").zone == "graveyard" and g.obj("cav").zone == "battlefield"
    assert g.obj("cav").damage == 1


def test_702_25a_flanking_not_against_flanking():
    """702.25a: a blocker with flanking doesn't trigger it: two Benalish Cavalry trade."""
    g = play(HEAD + """
battlefield:
  - {id: cav, card: Benalish Cavalry, controller: alice, summoning_sick: false}
  - {id: cav2, card: Benalish Cavalry, controller: bob}
""", ["Benalish Cavalry"], attack("cav") + ["bob: block cav2 cav", "bob: done", "T1 end: wait"])
    assert g.obj("cav").zone == "graveyard" and g.obj("cav2").zone == "graveyard"


# ------------------------------------------------------------------ afterlife, soulshift, modular, fabricate
def test_702_135a_afterlife_creates_spirits():
    """702.135a: Ministrant of Obligation (afterlife 2) dies: bob creates two 1/1 white and black
    Spirit creature tokens with flying."""
    g = play(HEAD + """
battlefield:
  - {id: mini, card: Ministrant of Obligation, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Ministrant of Obligation"], ["alice: cast bolt target=mini", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    toks = [o.id for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(toks) == 2
    for t in toks:
        ch = g.ch(t)
        assert ch.controller == "bob" and (ch.power, ch.toughness) == (1, 1)
        assert set(ch.colors) == {"white", "black"} and ("kw", ("flying",)) in ch.ability_terms


def test_702_46a_soulshift_returns_a_spirit_with_lesser_mana_value():
    """702.46a: Kami of Empty Graves (soulshift 3) dies: bob may return target Spirit card with
    mana value 3 or less from his graveyard -- Kami of Ancient Law (MV 2) can be targeted and
    returns to his hand; Kami of Lunacy (MV 6) can't be."""
    g = game(HEAD + """
battlefield:
  - {id: kami, card: Kami of Empty Graves, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
graveyard:
  - {id: law, card: Kami of Ancient Law, owner: bob}
  - {id: luna, card: Kami of Lunacy, owner: bob}
""", ["Kami of Empty Graves", "Kami of Lunacy"])
    run_script(g, ["alice: cast bolt target=kami", "alice: pass", "bob: pass"])
    assert g.decision.kind == "target"
    opts = [str(a) for a in g.legal_actions()]
    assert "target law" in opts and "target luna" not in opts
    run_script(g, ["bob: target law", "alice: pass", "bob: pass", "bob: yes"])
    assert g.obj("law").zone == "hand" and g.obj("luna").zone == "graveyard"


def test_702_43a_modular_enters_with_counters_and_moves_them():
    """702.43a: Arcbound Worker (0/0, modular 1) enters with a +1/+1 counter (a 1/1); when it dies
    its controller may put a +1/+1 counter on target artifact creature for each +1/+1 counter it
    had (Arcbound Stinger: 2 counters)."""
    g = play(HEAD + """
battlefield:
  - {id: a1, card: Plains, controller: alice}
  - {id: sting, card: Arcbound Stinger, controller: alice, counters: {"+1/+1": 1}}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: worker, card: Arcbound Worker, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
""",
             ["Arcbound Worker", "Arcbound Stinger"], ["alice: cast worker", "alice: pass", "bob: pass"])
    assert counters(g, "worker", "+1/+1") == 1 and g.ch("worker").power == 1
    run_script(g, ["alice: pass", "bob: cast bolt target=worker", "bob: pass", "alice: pass",
                   "alice: target sting", "alice: pass", "bob: pass", "alice: yes"])
    assert g.obj("worker").zone == "graveyard"
    assert counters(g, "sting", "+1/+1") == 2


def test_702_123a_fabricate_counters_or_servos():
    """702.123a: Glint-Sleeve Artisan (fabricate 1): choosing the counter makes it a 3/3; choosing
    not to, alice creates a 1/1 colorless Servo artifact creature token instead."""
    text = HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
hand:
  - {id: art, card: Glint-Sleeve Artisan, owner: alice}
"""
    g = play(text, ["Glint-Sleeve Artisan"], ["alice: cast art", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                                             "alice: yes"])
    assert g.ch("art").power == 3 and not any(o.token for o in g.s.objects.values())
    g = play(text, ["Glint-Sleeve Artisan"], ["alice: cast art", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                                             "alice: no"])
    toks = [o.id for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert g.ch("art").power == 2 and len(toks) == 1
    ch = g.ch(toks[0])
    assert ch.types == ("artifact", "creature") or set(ch.types) == {"artifact", "creature"}
    assert ch.colors == () or not ch.colors


# ------------------------------------------------------------------ keywords granted by effects
def test_702_83b_granted_exalted_each_instance_triggers():
    """702.83a-b: Sublime Archangel has exalted and gives exalted to alice's other creatures: when
    Grizzly Bears attacks alone, the Archangel's and the Bears' own exalted (and Savannah Lions')
    each trigger: +3/+3, 5 damage to bob."""
    g = play(HEAD + """
battlefield:
  - {id: angel, card: Sublime Archangel, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: lions, card: Savannah Lions, controller: alice}
""", ["Sublime Archangel"], attack("bear") + ["T1 end: wait"])
    assert g.s.players["bob"].life == 15
    assert sum(1 for e in g.log if e.rule == "603.2" and "Exalted" in e.text) == 3


def test_702_93a_granted_undying_until_end_of_turn():
    """702.93a: Undying Evil gives Grizzly Bears undying until end of turn; Lightning Bolt kills
    it and it returns with a +1/+1 counter (a new object without the granted undying, 400.7)."""
    g = play(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: evil, card: Undying Evil, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Undying Evil"], ["alice: cast evil target=bear", "alice: pass", "bob: pass",
                       "alice: pass", "bob: cast bolt target=bear", "bob: pass", "alice: pass", "bob: pass",
                       "alice: pass"])
    assert g.obj("bear").zone == "battlefield" and counters(g, "bear", "+1/+1") == 1
    assert g.ch("bear").power == 3


# ------------------------------------------------------------------ exploit, saddle
def test_702_110a_exploit_sacrifice_another_creature():
    """702.110a-b: Silumgar Butcher enters; alice sacrifices Grizzly Bears (it exploits them) and
    "When this creature exploits a creature, target creature gets -3/-3" kills bob's Hill Giant."""
    g = play(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
""" + "\n".join(f"  - {{id: s{i}, card: Swamp, controller: alice}}" for i in range(5)) + """
hand:
  - {id: butcher, card: Silumgar Butcher, owner: alice}
""", ["Silumgar Butcher"], ["alice: cast butcher", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                           "alice: yes", "alice: sacrifice bear", "alice: target giant", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and g.obj("giant").zone == "graveyard"
    assert "702.110b" in rules(g)


def test_702_110b_a_creature_exploiting_itself_still_triggers():
    """702.110b (ruling on Sidisi's Faithful): the creature with exploit may sacrifice itself; its
    "When this creature exploits a creature" ability still triggers: bob's Hill Giant returns to
    his hand."""
    g = play(HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
hand:
  - {id: faith, card: Sidisi's Faithful, owner: alice}
""", ["Sidisi's Faithful"], ["alice: cast faith", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                            "alice: yes", "alice: sacrifice faith", "alice: target giant", "alice: pass", "bob: pass"])
    assert g.obj("faith").zone == "graveyard" and g.obj("giant").zone == "hand"


def test_702_110a_declining_to_exploit():
    """702.110a: "you may sacrifice": declining, nothing is exploited: no trigger."""
    g = play(HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
hand:
  - {id: faith, card: Sidisi's Faithful, owner: alice}
""", ["Sidisi's Faithful"], ["alice: cast faith", "alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: no"])
    assert g.obj("faith").zone == "battlefield" and g.obj("giant").zone == "battlefield"
    assert "702.110b" not in rules(g)


def test_702_171a_saddle_then_attacks_while_saddled():
    """702.171a-b: Quilled Charger saddled by tapping Grizzly Bears (power 2, another creature)
    becomes saddled; "Whenever this creature attacks while saddled, it gets +1/+2 and gains
    menace" -- it deals 5 damage to bob."""
    g = play(HEAD + """
battlefield:
  - {id: charger, card: Quilled Charger, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: true}
""", ["Quilled Charger"], ["alice: activate charger 2", "alice: crew bear", "alice: done", "alice: pass", "bob: pass"]
             + attack("charger") + ["T1 end: wait"])
    assert g.s.players["bob"].life == 15
    assert g.obj("bear").tapped


def test_702_171a_not_saddled_no_trigger_and_only_other_creatures():
    """702.171a: the Charger can't tap itself to saddle ("other" creatures); unsaddled, its attack
    trigger doesn't trigger (bob takes 4)."""
    g = game(HEAD + """
battlefield:
  - {id: charger, card: Quilled Charger, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice}
""", ["Quilled Charger"])
    g.push("activate charger 2")
    assert "crew charger" not in [str(a) for a in g.legal_actions()]
    g.push("cancel")
    run_script(g, attack("charger") + ["T1 end: wait"])
    assert g.s.players["bob"].life == 16


def test_702_171b_saddled_ends_with_the_turn():
    """702.171b: saddled "until end of turn": on the next turn, attacking unsaddled doesn't
    trigger (bob takes 4 on turn 3)."""
    g = play(HEAD + """
battlefield:
  - {id: charger, card: Quilled Charger, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice}
""", ["Quilled Charger"], ["alice: activate charger 2", "alice: crew bear", "alice: done", "alice: pass", "bob: pass",
                          "T3 declare_attackers alice: attack charger", "alice: done", "T3 end: wait"])
    assert g.s.players["bob"].life == 16


# ------------------------------------------------------------------ bloodthirst, kicked counters, rampage
BLOOD = HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: m5, card: Mountain, controller: alice}
hand:
  - {id: mino, card: Gorehorn Minotaurs, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_702_54a_bloodthirst_after_damage_to_an_opponent():
    """702.54a: after Lightning Bolt dealt 3 damage to bob this turn, Gorehorn Minotaurs
    (bloodthirst 2) enters with two +1/+1 counters (a 5/5)."""
    g = play(BLOOD, ["Gorehorn Minotaurs"], ["alice: cast bolt target=bob", "alice: pass", "bob: pass",
                                            "alice: cast mino", "alice: pass", "bob: pass"])
    assert counters(g, "mino", "+1/+1") == 2 and g.ch("mino").power == 5


def test_702_54a_no_bloodthirst_without_damage_this_turn():
    """702.54a: no opponent was dealt damage this turn (bob was dealt damage on an earlier turn
    doesn't count): the Minotaurs enter without counters."""
    g = play(BLOOD, ["Gorehorn Minotaurs"], ["alice: cast mino", "alice: pass", "bob: pass"])
    assert counters(g, "mino", "+1/+1") == 0 and g.ch("mino").power == 3


def test_702_33d_kicked_creature_enters_with_counters():
    """702.33d / 614.1c: Baloth Gorger kicked ({2}{G}{G} + {4}) enters with three +1/+1 counters
    (7/7); unkicked it's a 4/4."""
    text = HEAD + """
battlefield:
""" + "\n".join(f"  - {{id: f{i}, card: Forest, controller: alice}}" for i in range(8)) + """
hand:
  - {id: baloth, card: Baloth Gorger, owner: alice}
"""
    g = play(text, ["Baloth Gorger"], ["alice: cast baloth", "alice: kick", "alice: pass", "bob: pass"])
    assert counters(g, "baloth", "+1/+1") == 3 and g.ch("baloth").power == 7
    g = play(text, ["Baloth Gorger"], ["alice: cast baloth", "alice: no_kick", "alice: pass", "bob: pass"])
    assert counters(g, "baloth", "+1/+1") == 0 and g.ch("baloth").power == 4


def test_702_23a_rampage_counts_blockers_beyond_the_first():
    """702.23a-b: Wolverine Pack (2/4, rampage 2) blocked by three creatures gets +4/+4 (two
    blockers beyond the first) until end of turn."""
    g = play(HEAD + """
battlefield:
  - {id: pack, card: Wolverine Pack, controller: alice, summoning_sick: false}
  - {id: b1, card: Savannah Lions, controller: bob}
  - {id: b2, card: Savannah Lions, controller: bob}
  - {id: b3, card: Savannah Lions, controller: bob}
""", ["Wolverine Pack"], attack("pack") + ["bob: block b1 pack", "bob: block b2 pack", "bob: block b3 pack", "bob: done",
                                          "alice: pass", "bob: pass"])
    assert (g.ch("pack").power, g.ch("pack").toughness) == (6, 8)


def test_702_23a_rampage_one_blocker_no_bonus():
    """702.23a: blocked by a single creature, no creature blocks it beyond the first: +0/+0."""
    g = play(HEAD + """
battlefield:
  - {id: pack, card: Wolverine Pack, controller: alice, summoning_sick: false}
  - {id: b1, card: Savannah Lions, controller: bob}
""", ["Wolverine Pack"], attack("pack") + ["bob: block b1 pack", "bob: done", "alice: pass", "bob: pass"])
    assert (g.ch("pack").power, g.ch("pack").toughness) == (2, 4)


# ------------------------------------------------------------------ madness, rebound
MADNESS = """
players: [alice, bob]
active_player: alice
step: end
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
  - {id: lb2, card: Plains, owner: bob}
battlefield:
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: temper, card: Fiery Temper, owner: alice}
""" + "\n".join(f"  - {{id: h{i}, card: Plains, owner: alice}}" for i in range(7)) + "\n"


def test_702_35a_madness_discarded_into_exile_and_cast():
    """702.35a: Fiery Temper discarded (to hand size in the cleanup step, 514.1) goes to exile
    instead of the graveyard; its madness ability triggers and alice casts it for {R}: 3 damage
    to bob; then it goes to her graveyard (608.2n)."""
    g = play(MADNESS, ["Fiery Temper"], ["alice: pass", "bob: pass", "alice: discard temper", "alice: pass",
                                        "bob: pass", "alice: yes", "alice: target bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 17
    assert g.obj("temper").zone == "graveyard" and g.obj("m1").tapped
    assert "702.35a" in rules(g)


def test_702_35a_madness_declined_goes_to_the_graveyard():
    """702.35a: "If that player doesn't, they put this card into their graveyard"."""
    g = play(MADNESS, ["Fiery Temper"], ["alice: pass", "bob: pass", "alice: discard temper", "alice: pass",
                                        "bob: pass", "alice: no"])
    assert g.obj("temper").zone == "graveyard" and g.s.players["bob"].life == 20


def test_702_35a_without_madness_a_discarded_card_goes_to_the_graveyard():
    """701.8a: a card without madness is discarded into the graveyard; nothing triggers."""
    g = play(MADNESS, ["Fiery Temper"], ["alice: pass", "bob: pass", "alice: discard h0", "T2 upkeep: wait"])
    assert g.obj("h0").zone == "graveyard" and g.obj("temper").zone == "hand"
    assert "702.35a" not in rules(g)


def test_702_88a_rebound_cast_again_at_the_next_upkeep():
    """702.88a: Staggershock cast from alice's hand deals 2 damage to bob and is exiled; at her
    next upkeep she casts it from exile without paying its mana cost (2 more damage); then it
    goes to her graveyard (it wasn't cast from her hand this time)."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
hand:
  - {id: shock, card: Staggershock, owner: alice}
""", ["Staggershock"], ["alice: cast shock target=bob", "alice: pass", "bob: pass"])
    assert g.obj("shock").zone == "exile" and g.s.players["bob"].life == 18
    run_script(g, ["T3 upkeep alice: pass", "bob: pass", "alice: yes", "alice: target bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 16 and g.obj("shock").zone == "graveyard"
    assert all(g.obj(m).tapped is False for m in ("m1", "m2", "m3"))      # untapped on turn 3: nothing paid


# ------------------------------------------------------------------ storm (702.40), copies (707.10)
STORM = HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: grape, card: Grapeshot, owner: alice}
"""


def test_702_40a_storm_copies_for_each_spell_cast_before():
    """702.40a / 707.10: Lightning Bolt then Grapeshot: one spell was cast before it this turn,
    so storm makes one copy (with Grapeshot's target, bob, left unchanged, 707.10c): bob takes
    3 + 1 + 1."""
    g = play(STORM, ["Grapeshot"], ["alice: cast bolt target=bob", "alice: pass", "bob: pass",
                                   "alice: cast grape target=bob", "alice: pass", "bob: pass", "alice: target bob",
                                   "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 15
    assert not any(o.copy_of for o in g.s.objects.values())              # the copy ceased to exist (704.5e)
    assert g.obj("grape").zone == "graveyard"


def test_707_10c_storm_copy_may_get_a_new_target():
    """707.10c: the copy's controller may choose a new legal target: the copy deals 1 damage to
    Grizzly Bears instead of bob (bob: 20 - 3 - 1)."""
    g = play(STORM, ["Grapeshot"], ["alice: cast bolt target=bob", "alice: pass", "bob: pass",
                                   "alice: cast grape target=bob", "alice: pass", "bob: pass", "alice: target bear",
                                   "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 16 and g.obj("bear").damage == 1


def test_702_40a_first_spell_of_the_turn_no_copy():
    """702.40a: Grapeshot as the first spell of the turn: storm copies it zero times."""
    g = play(STORM, ["Grapeshot"], ["alice: cast grape target=bob", "alice: pass", "bob: pass", "alice: pass",
                                   "bob: pass"])
    assert g.s.players["bob"].life == 19
    assert "707.10" not in rules(g)


# ------------------------------------------------------------------ suspend (702.62)
def test_702_62a_suspend_then_cast_free_when_the_last_counter_is_removed():
    """702.62a: alice suspends Rift Bolt (suspend 1—{R}: a special action, exiled with one time
    counter); at her next upkeep the counter is removed, and as the last one was removed she
    casts it without paying its mana cost: 3 damage to bob."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: rift, card: Rift Bolt, owner: alice}
""", ["Rift Bolt"], ["alice: suspend rift", "alice: autopay"])
    assert g.obj("rift").zone == "exile" and counters(g, "rift", "time") == 1 and g.obj("m1").tapped
    assert not g.s.stack                                  # a special action: nothing on the stack (116.2f)
    run_script(g, ["T3 upkeep alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: yes", "alice: target bob",
                   "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 17 and g.obj("rift").zone == "graveyard"
    assert not g.obj("m1").tapped                         # cast without paying its mana cost


def test_702_62a_suspend_counts_down_one_per_upkeep():
    """702.62a: Ancestral Vision (no mana cost: it can't be cast from the hand, 118.6) is suspended
    with four time counters for {U}; one is removed at each of alice's upkeeps."""
    g = game(HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
hand:
  - {id: vision, card: Ancestral Vision, owner: alice}
""", ["Ancestral Vision"])
    acts = [str(a) for a in g.legal_actions()]
    assert "suspend vision" in acts and "cast vision" not in acts
    run_script(g, ["alice: suspend vision", "alice: autopay", "T3 draw: wait"])
    assert counters(g, "vision", "time") == 3
    run_script(g, ["T5 draw: wait"])
    assert counters(g, "vision", "time") == 2 and g.obj("vision").zone == "exile"


def test_702_62a_a_creature_cast_with_suspend_has_haste():
    """702.62a: "If you cast a creature spell this way, it gains haste": Errant Ephemeron (its last
    time counter removed at alice's upkeep) attacks the turn it's cast: 4 damage to bob."""
    g = play(HEAD.replace("active_player: alice\nstep: precombat_main", "active_player: bob\nstep: end") + """
exile:
  - {id: eph, card: Errant Ephemeron, owner: alice, counters: {time: 1}}
""", ["Errant Ephemeron"], ["T2 upkeep alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: yes",
                            "alice: pass", "bob: pass", "T2 declare_attackers alice: attack eph", "alice: done",
                            "T2 end: wait"])
    assert g.obj("eph").zone == "battlefield" and g.s.players["bob"].life == 16


# ------------------------------------------------------------------ living weapon, scavenge, blitz
def test_702_92a_living_weapon_germ_carries_the_equipment():
    """702.92a: Skinwing enters: a 0/0 black Phyrexian Germ token is created and Skinwing is
    attached to it; "Equipped creature gets +2/+2 and has flying" makes it a 2/2 flier that
    survives the state-based actions."""
    g = play(HEAD + """
battlefield:
""" + "\n".join(f"  - {{id: p{i}, card: Plains, controller: alice}}" for i in range(4)) + """
hand:
  - {id: wing, card: Skinwing, owner: alice}
""", ["Skinwing"], ["alice: cast wing", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    germs = [o.id for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(germs) == 1 and g.obj("wing").attached_to == germs[0]
    ch = g.ch(germs[0])
    assert (ch.power, ch.toughness) == (2, 2) and ch.colors == ("black",) and "Germ" in ch.subtypes
    assert ("kw", ("flying",)) in ch.ability_terms


def test_702_97a_scavenge_exiles_the_card_for_counters():
    """702.97a: Deadbridge Goliath (5/5) scavenged from alice's graveyard ({4}{G}{G}, exile it):
    five +1/+1 counters on Grizzly Bears, and the card is in exile."""
    g = play(HEAD + """
battlefield:
""" + "\n".join(f"  - {{id: f{i}, card: Forest, controller: alice}}" for i in range(6)) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
graveyard:
  - {id: goliath, card: Deadbridge Goliath, owner: alice}
""", ["Deadbridge Goliath"], ["alice: activate goliath 1 target=bear", "alice: pass", "bob: pass"])
    assert g.obj("goliath").zone == "exile" and counters(g, "bear", "+1/+1") == 5


def test_702_152a_blitz_haste_draw_on_death_sacrificed_at_end():
    """702.152a: Riveteers Decoy cast for its blitz cost {3}{G} has haste (it attacks the turn it
    is cast and deals its power in damage to bob) and is sacrificed at the beginning of the next
    end step; its granted "When this creature dies, draw a card" then draws alice a card."""
    g = play(HEAD + """
battlefield:
""" + "\n".join(f"  - {{id: f{i}, card: Forest, controller: alice}}" for i in range(4)) + """
hand:
  - {id: decoy, card: Riveteers Decoy, owner: alice}
""", ["Riveteers Decoy"], ["alice: cast decoy blitz", "alice: pass", "bob: pass"] + attack("decoy")
             + ["T1 end: wait", "T2 upkeep: wait"])
    assert g.obj("decoy").zone == "graveyard"
    assert g.s.players["bob"].life == 20 - g.obj("decoy").card.power
    assert g.obj("la1").zone == "hand"                      # the granted dies trigger drew a card


# ------------------------------------------------------------------ escape (702.138)
def test_702_138a_escape_casts_from_the_graveyard_exiling_other_cards():
    """702.138a: Fruit of Tizerus cast from alice's graveyard for {3}{B} and exiling three other
    cards from it: bob loses 2 life; the card itself goes back to the graveyard (escape doesn't
    exile it)."""
    gy = "\n".join(f"  - {{id: g{i}, card: Plains, owner: alice}}" for i in range(4))
    g = play(HEAD + """
battlefield:
""" + "\n".join(f"  - {{id: s{i}, card: Swamp, controller: alice}}" for i in range(4)) + """
graveyard:
  - {id: fruit, card: Fruit of Tizerus, owner: alice}
""" + gy + "\n", ["Fruit of Tizerus"], ["alice: cast fruit escape target=bob", "alice: exile_card g0",
                                         "alice: exile_card g1", "alice: exile_card g2", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 18
    assert [g.obj(f"g{i}").zone for i in range(4)] == ["exile", "exile", "exile", "graveyard"]
    assert g.obj("fruit").zone == "graveyard"


def test_702_138c_escapes_with_counters():
    """702.138c: Voracious Typhon cast with escape enters with three +1/+1 counters (7/7); cast
    from the hand it's a 4/4."""
    gy = "\n".join(f"  - {{id: g{i}, card: Plains, owner: alice}}" for i in range(4))
    lands = "\n".join(f"  - {{id: f{i}, card: Forest, controller: alice}}" for i in range(7))
    g = play(HEAD + """
battlefield:
""" + lands + """
graveyard:
  - {id: typhon, card: Voracious Typhon, owner: alice}
""" + gy + "\n", ["Voracious Typhon"], ["alice: cast typhon escape"] + [f"alice: exile_card g{i}" for i in range(4)]
             + ["alice: pass", "bob: pass"])
    assert g.obj("typhon").zone == "battlefield" and counters(g, "typhon", "+1/+1") == 3
    assert g.ch("typhon").power == 7
    g = play(HEAD + """
battlefield:
""" + lands + """
hand:
  - {id: typhon, card: Voracious Typhon, owner: alice}
""", ["Voracious Typhon"], ["alice: cast typhon", "alice: pass", "bob: pass"])
    assert counters(g, "typhon", "+1/+1") == 0 and g.ch("typhon").power == 4


# ------------------------------------------------------------------ ninjutsu (702.49)
NINJA = HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
hand:
  - {id: ninja, card: Ninja of the Deep Hours, owner: alice}
"""


def test_702_49a_ninjutsu_swaps_an_unblocked_attacker():
    """702.49a/c: Grizzly Bears attacks and isn't blocked; in the declare blockers step alice
    activates ninjutsu ({1}{U}, returning the Bears): Ninja of the Deep Hours enters tapped and
    attacking bob, unblocked; it deals 2 combat damage and its trigger draws alice a card."""
    g = play(NINJA, ["Ninja of the Deep Hours"], attack("bear") + ["bob: done", "alice: activate ninja 1",
                                                                   "alice: return_attacker bear", "alice: pass",
                                                                   "bob: pass", "alice: pass", "bob: pass",
                                                                   "alice: pass", "bob: pass", "alice: yes"])
    assert g.obj("bear").zone == "hand" and g.obj("ninja").zone == "battlefield" and g.obj("ninja").tapped
    assert g.s.players["bob"].life == 18 and g.obj("la1").zone == "hand"


def test_702_49c_ninjutsu_only_while_a_creature_is_unblocked():
    """702.49c: before blockers are declared (or with the attacker blocked) ninjutsu can't be
    activated."""
    g = game(NINJA.replace("  - {id: i2, card: Island, controller: alice}",
                           "  - {id: i2, card: Island, controller: alice}\n  - {id: wall, card: Hill Giant, controller: bob}"),
             ["Ninja of the Deep Hours"])
    run_script(g, attack("bear"))
    assert not any(a.kind == "activate" and a.args[0] == "ninja" for a in g.legal_actions())
    run_script(g, ["alice: pass", "bob: pass", "bob: block wall bear", "bob: done"])
    assert g.s.step == "declare_blockers"
    assert not any(a.kind == "activate" and a.args[0] == "ninja" for a in g.legal_actions())


# ------------------------------------------------------------------ foretell (702.143), reinforce (702.77)
def test_702_143a_foretell_then_cast_on_a_later_turn():
    """702.143a-b: alice pays {2} and exiles Demon Bolt face down (a special action, 116.2h); she
    can't cast it the same turn; on her next turn she casts it for its foretell cost {R}: 4
    damage to bob's Hill Giant."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
hand:
  - {id: dbolt, card: Demon Bolt, owner: alice}
""", ["Demon Bolt"], ["alice: foretell dbolt", "alice: autopay"])
    assert g.obj("dbolt").zone == "exile" and g.obj("dbolt").face_down and not g.s.stack
    assert not any(a.kind == "cast" and a.args[0] == "dbolt" for a in g.legal_actions())
    run_script(g, ["T3 precombat_main alice: cast dbolt foretell target=giant", "alice: pass", "bob: pass"])
    assert g.obj("giant").zone == "graveyard" and g.obj("dbolt").zone == "graveyard"
    assert sum(g.obj(m).tapped for m in ("m1", "m2")) == 1           # {R}, not {2}{R}


def test_702_143a_foretell_only_during_your_turn():
    """702.143a: "Any time a player has priority during their turn": on bob's turn alice can't
    foretell."""
    g = game(HEAD.replace("active_player: alice", "active_player: bob") + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: dbolt, card: Demon Bolt, owner: alice}
""", ["Demon Bolt"])
    run_script(g, ["bob: pass"])
    assert g.decision.player == "alice"
    assert not any(a.kind == "foretell" for a in g.legal_actions())


def test_702_77a_reinforce_from_the_hand():
    """702.77a: Mosquito Guard's "Reinforce 1—{1}{W}" ("[Cost], Discard this card: Put a +1/+1
    counter on target creature") used from alice's hand at instant speed, on bob's turn."""
    g = play(HEAD.replace("active_player: alice", "active_player: bob") + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: guard, card: Mosquito Guard, owner: alice}
""", ["Mosquito Guard"], ["bob: pass", "alice: activate guard 2 target=bear", "alice: pass", "bob: pass"])
    assert g.obj("guard").zone == "graveyard" and counters(g, "bear", "+1/+1") == 1


# ------------------------------------------------------------------ extort (702.101), multikicker (702.33c)
def test_702_101a_extort_drains_each_opponent():
    """702.101a: with Syndic of Tithes, casting Lightning Bolt triggers extort; alice may pay {W/B}
    (either half, 107.4e: both are offered) -- she pays {W}: bob loses 1 life, alice gains 1."""
    g = game(HEAD + """
battlefield:
  - {id: syndic, card: Syndic of Tithes, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Syndic of Tithes"])
    run_script(g, ["alice: cast bolt target=bob", "alice: pass", "bob: pass"])
    assert g.decision.kind == "may_pay"
    assert {str(a) for a in g.legal_actions()} == {"pay {W}", "pay {B}", "decline"}
    run_script(g, ["alice: pay {W}", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 20 - 1 - 3 and g.s.players["alice"].life == 21
    assert g.obj("p1").tapped and not g.obj("s1").tapped


def test_702_101a_extort_declined():
    """702.101a: "you may pay": declining, nothing happens (bob takes only the Bolt's 3)."""
    g = play(HEAD + """
battlefield:
  - {id: syndic, card: Syndic of Tithes, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: p1, card: Plains, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Syndic of Tithes"], ["alice: cast bolt target=bob", "alice: pass", "bob: pass", "alice: decline",
                           "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 17 and g.s.players["alice"].life == 20


def test_702_33c_multikicker_counts_the_kicks():
    """702.33c: Gnarlid Pack ({1}{G}, multikicker {1}{G}) kicked twice (six mana) enters with a
    +1/+1 counter for each time it was kicked: two."""
    g = play(HEAD + """
battlefield:
""" + "\n".join(f"  - {{id: f{i}, card: Forest, controller: alice}}" for i in range(6)) + """
hand:
  - {id: pack, card: Gnarlid Pack, owner: alice}
""", ["Gnarlid Pack"], ["alice: cast pack", "alice: kick", "alice: kick", "alice: no_kick", "alice: pass", "bob: pass"])
    assert counters(g, "pack", "+1/+1") == 2
    assert all(g.obj(f"f{i}").tapped for i in range(6))


def test_702_33c_multikicker_tokens_for_each_kick():
    """702.33c: Wolfbriar Elemental kicked three times: "create a 2/2 green Wolf creature token for
    each time it was kicked" makes three Wolves; not kicked, none."""
    text = HEAD + """
battlefield:
""" + "\n".join(f"  - {{id: f{i}, card: Forest, controller: alice}}" for i in range(7)) + """
hand:
  - {id: wolfbriar, card: Wolfbriar Elemental, owner: alice}
"""
    g = play(text, ["Wolfbriar Elemental"], ["alice: cast wolfbriar", "alice: kick", "alice: kick", "alice: kick",
                                            "alice: no_kick", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert len([o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]) == 3
    g = play(text, ["Wolfbriar Elemental"], ["alice: cast wolfbriar", "alice: no_kick", "alice: pass", "bob: pass",
                                            "T1 end: wait"])
    assert not any(o.token for o in g.s.objects.values())


# ------------------------------------------------------------------ afflict, annihilator, melee, dethrone, training
def test_702_130a_afflict_defending_player_loses_life():
    """702.130a: Khenra Eternal (afflict 1) becomes blocked: bob, the defending player, loses 1
    life."""
    g = play(HEAD + """
battlefield:
  - {id: khenra, card: Khenra Eternal, controller: alice, summoning_sick: false}
  - {id: giant, card: Hill Giant, controller: bob}
""", ["Khenra Eternal"], attack("khenra") + ["bob: block giant khenra", "bob: done", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 19


def test_702_86a_annihilator_defending_player_sacrifices():
    """702.86a: Ulamog's Crusher (annihilator 2) attacks: bob sacrifices two permanents of his
    choice (his Plains and Grizzly Bears; the Hill Giant stays)."""
    g = play(HEAD + """
battlefield:
  - {id: crusher, card: Ulamog's Crusher, controller: alice, summoning_sick: false}
  - {id: bp, card: Plains, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: giant, card: Hill Giant, controller: bob}
""", ["Ulamog's Crusher"], attack("crusher") + ["alice: pass", "bob: pass", "bob: sacrifice bp", "bob: sacrifice bear"])
    assert g.obj("bp").zone == "graveyard" and g.obj("bear").zone == "graveyard" and g.obj("giant").zone == "battlefield"


def test_702_121a_melee_one_opponent_attacked():
    """702.121a: Wings of the Guard (1/1, melee) attacks bob: +1/+1 for the one opponent attacked
    this combat (2 damage)."""
    g = play(HEAD + """
battlefield:
  - {id: wings, card: Wings of the Guard, controller: alice, summoning_sick: false}
""", ["Wings of the Guard"], attack("wings") + ["T1 end: wait"])
    assert g.s.players["bob"].life == 18


def test_702_105a_dethrone_only_against_the_player_with_the_most_life():
    """702.105a: Grenzo's Cutthroat attacking bob at 20 life (alice at 20: tied for most) gets a
    +1/+1 counter; when bob has less life than alice, it doesn't."""
    text = """
players: [{id: alice, life: 20}, {id: bob, life: BOBLIFE}]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: cut, card: Grenzo's Cutthroat, controller: alice, summoning_sick: false}
"""
    g = play(text.replace("BOBLIFE", "20"), ["Grenzo's Cutthroat"], attack("cut") + ["alice: pass", "bob: pass"])
    assert counters(g, "cut", "+1/+1") == 1
    g = play(text.replace("BOBLIFE", "15"), ["Grenzo's Cutthroat"], attack("cut") + ["alice: pass", "bob: pass"])
    assert counters(g, "cut", "+1/+1") == 0


def test_702_149a_training_with_a_greater_power_attacker():
    """702.149a: Gryff Rider (2/1, training) attacking with Hill Giant (3/3) gets a +1/+1 counter;
    attacking with Grizzly Bears (2/2, not greater) it doesn't."""
    text = HEAD + """
battlefield:
  - {id: rider, card: Gryff Rider, controller: alice, summoning_sick: false}
  - {id: other, card: OTHER, controller: alice, summoning_sick: false}
"""
    script = ["T1 declare_attackers alice: attack rider", "alice: attack other", "alice: done", "alice: pass", "bob: pass"]
    g = play(text.replace("OTHER", "Hill Giant"), ["Gryff Rider"], script)
    assert counters(g, "rider", "+1/+1") == 1
    g = play(text.replace("OTHER", "Grizzly Bears"), ["Gryff Rider"], script)
    assert counters(g, "rider", "+1/+1") == 0


# ------------------------------------------------------------------ phasing (702.26, 502.1)
def test_702_26a_phasing_out_and_in_on_alternate_turns():
    """702.26a / 502.1: Sandbar Crocodile (phasing) phases out during alice's untap step (turn 3)
    and is treated as though it doesn't exist; at her next untap step (turn 5) it phases in."""
    g = play(HEAD + """
battlefield:
  - {id: croc, card: Sandbar Crocodile, controller: alice}
""", ["Sandbar Crocodile"], ["T3 upkeep: wait"])
    assert g.obj("croc").phased_out and "croc" not in g.battlefield()
    run_script(g, ["T4 upkeep: wait"])
    assert g.obj("croc").phased_out                          # bob's untap step: nothing changes
    run_script(g, ["T5 upkeep: wait"])
    assert not g.obj("croc").phased_out and "croc" in g.battlefield()


def test_702_26g_an_aura_phases_out_indirectly_with_it():
    """702.26g: bob's Pacifism on alice's Teferi's Drake phases out with it (indirectly) and phases
    in along with it -- still attached, not put into the graveyard by 704.5m."""
    g = play(HEAD + """
battlefield:
  - {id: drake, card: Teferi's Drake, controller: alice}
  - {id: pac, card: Pacifism, controller: bob, attached_to: drake}
""", ["Teferi's Drake"], ["T3 upkeep: wait"])
    assert g.obj("drake").phased_out and g.obj("pac").phased_out
    run_script(g, ["T5 upkeep: wait"])
    assert not g.obj("drake").phased_out and not g.obj("pac").phased_out
    assert g.obj("pac").zone == "battlefield" and g.obj("pac").attached_to == "drake"


# ------------------------------------------------------------------ explore (701.40)
EXPLORE = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: top, card: TOPCARD, owner: alice}
  - {id: la2, card: Plains, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: walker, card: Merfolk Branchwalker, owner: alice}
"""


def test_701_40a_explore_reveals_a_land_to_hand():
    """701.40a: Merfolk Branchwalker explores revealing a Plains: the land goes to alice's hand
    and the creature gets no counter."""
    g = play(EXPLORE.replace("TOPCARD", "Plains"), ["Merfolk Branchwalker"],
             ["alice: cast walker", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("top").zone == "hand" and counters(g, "walker", "+1/+1") == 0


def test_701_40a_explore_nonland_counter_and_may_mill():
    """701.40a: revealing Grizzly Bears (not a land): a +1/+1 counter on the explorer, and alice
    may put the Bears into her graveyard (she does); or leave it on top (she doesn't)."""
    text = EXPLORE.replace("TOPCARD", "Grizzly Bears")
    g = play(text, ["Merfolk Branchwalker"], ["alice: cast walker", "alice: pass", "bob: pass", "alice: pass",
                                             "bob: pass", "alice: yes"])
    assert counters(g, "walker", "+1/+1") == 1 and g.obj("top").zone == "graveyard"
    g = play(text, ["Merfolk Branchwalker"], ["alice: cast walker", "alice: pass", "bob: pass", "alice: pass",
                                             "bob: pass", "alice: no"])
    assert counters(g, "walker", "+1/+1") == 1 and g.s.library["alice"][0] == "top"


# ------------------------------------------------------------------ amass (701.44)
def test_701_44a_amass_creates_an_army_then_grows_it():
    """701.44a: Grim Initiate dies: "amass Zombies 1" -- bob controls no Army, so a 0/0 black
    Zombie Army token is created and gets a +1/+1 counter (a 1/1); the second Initiate's death
    puts the counter on that same Army (2/2), no new token."""
    g = play(HEAD + """
battlefield:
  - {id: gi1, card: Grim Initiate, controller: bob}
  - {id: gi2, card: Grim Initiate, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: bolt2, card: Lightning Bolt, owner: alice}
""", ["Grim Initiate"], ["alice: cast bolt target=gi1", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    armies = [o.id for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(armies) == 1
    ch = g.ch(armies[0])
    assert {"Zombie", "Army"} <= set(ch.subtypes) and (ch.power, ch.toughness) == (1, 1) and ch.controller == "bob"
    run_script(g, ["alice: cast bolt2 target=gi2", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert [o.id for o in g.s.objects.values() if o.token and o.zone == "battlefield"] == armies
    assert g.ch(armies[0]).power == 2


# ------------------------------------------------------------------ connive (701.47)
CONNIVE = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: drawn, card: Grizzly Bears, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: inf, card: Raffine's Informant, owner: alice}
  - {id: land, card: Plains, owner: alice}
"""


def test_701_47a_connive_discarding_a_nonland_card():
    """701.47a: Raffine's Informant connives: alice draws (Grizzly Bears) and discards it, a
    nonland card: a +1/+1 counter on the Informant."""
    g = play(CONNIVE, ["Raffine's Informant"], ["alice: cast inf", "alice: pass", "bob: pass", "alice: pass",
                                               "bob: pass", "alice: discard drawn"])
    assert g.obj("drawn").zone == "graveyard" and counters(g, "inf", "+1/+1") == 1


def test_701_47a_connive_discarding_a_land():
    """701.47a: discarding a land card (the Plains): no counter."""
    g = play(CONNIVE, ["Raffine's Informant"], ["alice: cast inf", "alice: pass", "bob: pass", "alice: pass",
                                               "bob: pass", "alice: discard land"])
    assert g.obj("land").zone == "graveyard" and g.obj("drawn").zone == "hand"
    assert counters(g, "inf", "+1/+1") == 0


def test_702_33f_two_kicker_costs_each_with_its_ability():
    """702.33b/f: Thornscape Battlemage ("Kicker {R} and/or {W}") kicked with its {R} kicker only:
    "if it was kicked with its {R} kicker, it deals 2 damage to any target" happens (bob: 18);
    the {W} kicker's ability doesn't trigger (the Sol Ring stays)."""
    g = play(HEAD + """
battlefield:
""" + "\n".join(f"  - {{id: m{i}, card: Mountain, controller: alice}}" for i in range(3)) + """
  - {id: f1, card: Forest, controller: alice}
  - {id: ring, card: Sol Ring, controller: bob}
hand:
  - {id: mage, card: Thornscape Battlemage, owner: alice}
""", ["Thornscape Battlemage"], ["alice: cast mage", "alice: kick", "alice: no_kick", "alice: pass", "bob: pass",
                                "alice: target bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 18 and g.obj("ring").zone == "battlefield"
    assert all(g.obj(x).tapped for x in ("m0", "m1", "m2", "f1"))
