"""Mana (CR 106, 605, 601.2g-h): triggered mana abilities adding "an additional one mana of any
color" (106.12a, 605.1b), the depletion lands' mana abilities that sacrifice the land with its last
counter (605.3b), and "the amount of mana spent to cast" a spell (601.2h). Each test plays real
cards compiled from their Oracle text; the expected answer comes from the CR rule cited in its
docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, life, play
from pyengine.game.players import run_script


def _pool(g, p: str = "alice") -> dict:
    return {k: v for k, v in g.s.pools[p].items() if v}


# ================================================================ 106.12a, 605.1b: an additional mana
def test_605_1b_fertile_ground_adds_one_mana_of_the_color_chosen():
    """106.12a, 605.1b, 605.4a: Fertile Ground ("Whenever enchanted land is tapped for mana, its
    controller adds an additional one mana of any color."): tapping the enchanted Forest adds {G},
    then the triggered mana ability resolves at once, alice choosing blue -- {G}{U}, nothing on the
    stack."""
    assert fully_compiled("Fertile Ground")
    g = play(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: fg, card: Fertile Ground, controller: alice, attached_to: f1}
""", ["Fertile Ground"], ["alice: mana f1", "alice: choose U"])
    assert _pool(g) == {"G": 1, "U": 1} and not g.s.stack


def test_106_4_fertile_ground_mana_pays_for_a_spell():
    """106.4, 601.2h: the additional mana is in alice's pool like any other: Think Twice ({1}{U})
    paid with the {U} of one enchanted Island and the {R} Fertile Ground added -- it's cast and
    resolves (a card drawn), the pool emptied."""
    g = play(head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: fg, card: Fertile Ground, controller: alice, attached_to: i1}
hand:
  - {id: tt, card: Think Twice, owner: alice}
""", ["Fertile Ground"], ["alice: mana i1", "alice: choose R", "alice: cast tt",
                          "alice: pass", "bob: pass"])
    assert g.obj("tt").zone == "graveyard" and g.obj("la1").zone == "hand" and not _pool(g)


def test_605_1b_market_festival_adds_two_mana_in_any_combination():
    """106.1b, 605.1b: Market Festival ("... adds an additional two mana in any combination of
    colors"): tapping the enchanted Plains gives {W} and the two chosen, {B}{R}."""
    assert fully_compiled("Market Festival")
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: mf, card: Market Festival, controller: alice, attached_to: p1}
""", ["Market Festival"], ["alice: mana p1", "alice: choose BR"])
    assert _pool(g) == {"W": 1, "B": 1, "R": 1}


def test_106_12a_elvish_guidance_counts_each_elf_on_the_battlefield():
    """106.12a, 608.2h: Elvish Guidance ("... adds an additional {G} for each Elf on the
    battlefield"): alice's Llanowar Elves and bob's Elvish Mystic are two Elves -- the enchanted
    Forest gives {G}{G}{G}."""
    assert fully_compiled("Elvish Guidance")
    g = play(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: eg, card: Elvish Guidance, controller: alice, attached_to: f1}
  - {id: e1, card: Llanowar Elves, controller: alice}
  - {id: e2, card: Elvish Mystic, controller: bob}
""", ["Elvish Guidance"], ["alice: mana f1"])
    assert _pool(g) == {"G": 3}


# ================================================================ 605.3b: the depletion lands
def _woodlot(n: int):
    return play(head() + f"""
battlefield:
  - {{id: hw, card: Hickory Woodlot, controller: alice, counters: {{depletion: {n}}}}}
""", ["Hickory Woodlot"], ["alice: activate hw 2"])


def test_605_3b_hickory_woodlot_keeps_the_land_with_a_counter_left():
    """605.3b, 122.8: Hickory Woodlot ("{T}, Remove a depletion counter from this land: Add {G}{G}.
    If there are no depletion counters on this land, sacrifice it.") with two counters: {G}{G}
    added at once, one counter left -- the land stays (tapped)."""
    assert fully_compiled("Hickory Woodlot")
    g = _woodlot(2)
    assert _pool(g) == {"G": 2} and g.obj("hw").zone == "battlefield" and counters(g, "hw", "depletion") == 1
    assert g.obj("hw").tapped and not g.s.stack


def test_605_3b_hickory_woodlot_sacrificed_with_its_last_counter():
    """605.3b, 701.21a: with its last depletion counter removed to pay the cost, the mana ability
    adds {G}{G} and then sacrifices the land, all as it resolves (no stack)."""
    g = _woodlot(1)
    assert _pool(g) == {"G": 2} and g.obj("hw").zone == "graveyard" and not g.s.stack


# ================================================================ 601.2h: the amount of mana spent
def test_601_2h_molten_note_deals_damage_equal_to_the_mana_spent():
    """601.2h, 107.3: Molten Note ({X}{R}{W}: "deals damage to target creature equal to the amount
    of mana spent to cast this spell") cast with X=2 -- four mana spent: Colossal Dreadmaw (6/6)
    gets 4 damage and survives; with X=4, six mana, it's destroyed (704.5g)."""
    assert fully_compiled("Molten Note")
    base = head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: w1, card: Wastes, controller: alice}
  - {id: w2, card: Wastes, controller: alice}
  - {id: w3, card: Wastes, controller: alice}
  - {id: w4, card: Wastes, controller: alice}
  - {id: cd, card: Colossal Dreadmaw, controller: bob}
hand:
  - {id: mn, card: Molten Note, owner: alice}
"""
    g = play(base, ["Molten Note"], ["alice: cast mn target=cd x=2", "alice: pass", "bob: pass"])
    assert g.obj("cd").zone == "battlefield" and g.obj("cd").damage == 4
    g = play(base, ["Molten Note"], ["alice: cast mn target=cd x=4", "alice: pass", "bob: pass"])
    assert g.obj("cd").zone == "graveyard"


def _opus(card: str, spell: str, lands: int, script_tail: list[str] | None = None):
    return play(head() + "battlefield:\n" + f"  - {{id: op, card: {card}, controller: alice}}\n"
                + "".join(f"  - {{id: i{k}, card: Island, controller: alice}}\n" for k in range(lands))
                + f"hand:\n  - {{id: sp, card: {spell}, owner: alice}}\n",
                [card], ["alice: cast sp"] + (script_tail or []))


def test_601_2h_deluge_virtuoso_small_spell_gets_plus_one():
    """601.2h, 603.2: Deluge Virtuoso's opus ("this creature gets +1/+1 until end of turn. If five
    or more mana was spent to cast that spell, this creature gets +2/+2 until end of turn
    instead."): Think Twice, two mana spent -- the 2/2 is 3/3 once the trigger resolves."""
    assert fully_compiled("Deluge Virtuoso")
    g = _opus("Deluge Virtuoso", "Think Twice", 2, ["alice: pass", "bob: pass"])
    ch = g.ch("op")
    assert (ch.power, ch.toughness) == (3, 3)


def test_601_2h_deluge_virtuoso_five_mana_spell_gets_plus_two_instead():
    """601.2h: Divine Verdict... Tidings ({3}{U}{U}, five mana spent): "+2/+2 instead" -- the 2/2
    is 4/4, not 5/5."""
    g = _opus("Deluge Virtuoso", "Tidings", 5, ["alice: pass", "bob: pass"])
    ch = g.ch("op")
    assert (ch.power, ch.toughness) == (4, 4)


def test_601_2h_aberrant_manawurm_gets_plus_x_for_the_mana_spent():
    """601.2h, 608.2h: Aberrant Manawurm ("gets +X/+0 until end of turn, where X is the amount of
    mana spent to cast that spell"): Tidings, five mana -- the 2/5 is 7/5."""
    assert fully_compiled("Aberrant Manawurm")
    g = _opus("Aberrant Manawurm", "Tidings", 5, ["alice: pass", "bob: pass"])
    ch = g.ch("op")
    assert (ch.power, ch.toughness) == (7, 5)


def test_603_4_blazing_bomb_needs_four_mana_spent():
    """603.4, 601.2h: Blazing Bomb ("Whenever you cast a noncreature spell, if at least four mana
    was spent to cast it, put a +1/+1 counter on this creature."): Think Twice (two mana) doesn't
    trigger it; Tidings (five) does -- one counter."""
    assert fully_compiled("Blazing Bomb")
    g = _opus("Blazing Bomb", "Think Twice", 2, ["alice: pass", "bob: pass"])
    assert counters(g, "op") == 0
    g = _opus("Blazing Bomb", "Tidings", 5, ["alice: pass", "bob: pass"])
    assert counters(g, "op") == 1


def test_707_10_nix_counters_a_spell_no_mana_was_spent_on():
    """601.2h, 118.9: Nix ("Counter target spell if no mana was spent to cast it.") on a spell cast
    for {0}... Ornithopter (mana cost {0}) is countered; Grizzly Bears ({1}{G}, two mana spent)
    isn't and resolves."""
    assert fully_compiled("Nix")
    base = head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: nx, card: Nix, owner: alice}
  - {id: sp, card: %s, owner: alice}
"""
    g = play(base % "Ornithopter", ["Nix"], ["alice: cast sp", "alice: cast nx target=sp", "alice: pass", "bob: pass"])
    assert g.obj("sp").zone == "graveyard"
    g = play(base % "Grizzly Bears", ["Nix"], ["alice: cast sp", "alice: cast nx target=sp", "alice: pass",
                                               "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("sp").zone == "battlefield"


# ================================================================ 106.1b, 107.3a: X mana in any combination
def _reaches(script: list[str], storage: int = 3):
    return play(head() + f"""
battlefield:
  - {{id: fr, card: Fungal Reaches, controller: alice, counters: {{storage: {storage}}}}}
""", ["Fungal Reaches"], script)


def test_106_1b_fungal_reaches_adds_x_mana_in_a_combination_of_red_and_green():
    """107.3a, 106.1b, 605.3b: Fungal Reaches ("{1}, Remove X storage counters from this land: Add
    X mana in any combination of {R} and/or {G}.") with three storage counters, X=2 announced, {1}
    paid by tapping the land itself for {C} (its other mana ability, 601.2g: the cost has no {T}):
    two counters removed, alice chooses {R} then {G} -- {R}{G} in her pool, one counter left,
    nothing on the stack."""
    assert fully_compiled("Fungal Reaches")
    g = _reaches(["alice: activate fr 3 x=2", "alice: choose R", "alice: choose G"])
    assert _pool(g) == {"R": 1, "G": 1} and counters(g, "fr", "storage") == 1 and not g.s.stack
    assert g.obj("fr").tapped


def test_106_1b_fungal_reaches_mana_all_of_one_color_casts_a_spell():
    """106.1b, 601.2h: "any combination" includes all of one color: X=3, {G}{G}{G} -- enough for
    Garruk's Companion... a Centaur Courser ({2}{G}), cast and resolved with it."""
    g = play(head() + """
battlefield:
  - {id: fr, card: Fungal Reaches, controller: alice, counters: {storage: 3}}
  - {id: w1, card: Wastes, controller: alice}
hand:
  - {id: cc, card: Centaur Courser, owner: alice}
""", ["Fungal Reaches"], ["alice: activate fr 3 x=3", "alice: choose G", "alice: choose G", "alice: choose G",
                          "alice: cast cc", "alice: pass", "bob: pass"])
    assert g.obj("cc").zone == "battlefield" and counters(g, "fr", "storage") == 0 and not _pool(g)


def test_106_6_crucible_mana_spends_only_on_dragons():
    """106.6, 601.2h: Crucible of the Spirit Dragon ("{T}, Remove X storage counters from this
    land: Add X mana in any combination of colors. Spend this mana only to cast Dragon spells or
    activate abilities of Dragons."): X=3, {R}{R}{R}, with a Mountain's {R} pays for Dragon Whelp
    ({2}{R}{R}), which resolves."""
    assert fully_compiled("Crucible of the Spirit Dragon")
    base = head() + """
battlefield:
  - {id: cr, card: Crucible of the Spirit Dragon, controller: alice, counters: {storage: 3}}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: dw, card: Dragon Whelp, owner: alice}
"""
    g = play(base, ["Crucible of the Spirit Dragon"], ["alice: activate cr 3 x=3", "alice: choose R",
                                                       "alice: choose R", "alice: choose R", "alice: cast dw",
                                                       "alice: pass", "bob: pass"])
    assert g.obj("dw").zone == "battlefield" and g.obj("m1").tapped


def test_106_1b_axebane_guardian_x_is_the_defenders_you_control():
    """608.2h, 106.1b: Axebane Guardian ("{T}: Add X mana in any combination of colors, where X is
    the number of creatures you control with defender."): itself and a Wall of Wood are two -- {W}{B}."""
    assert fully_compiled("Axebane Guardian")
    g = play(head() + """
battlefield:
  - {id: ag, card: Axebane Guardian, controller: alice}
  - {id: ww, card: Wall of Wood, controller: alice}
""", ["Axebane Guardian"], ["alice: activate ag 2", "alice: choose W", "alice: choose B"])
    assert _pool(g) == {"W": 1, "B": 1}


def test_106_6_crucible_mana_cant_pay_for_a_non_dragon():
    """106.6: the Crucible's {R} (X=1) can't pay for Shock ({R}), not a Dragon spell: the proposal
    can't be paid (601.2h), so casting Shock isn't offered -- the {R} stays in alice's pool."""
    g = play(head() + """
battlefield:
  - {id: cr, card: Crucible of the Spirit Dragon, controller: alice, counters: {storage: 3}}
hand:
  - {id: sh, card: Shock, owner: alice}
""", ["Crucible of the Spirit Dragon"], ["alice: activate cr 3 x=1", "alice: choose R"])
    assert not any(str(a).startswith("cast sh") for a in g.legal_actions())
    assert life(g, "bob") == 20 and sum(g.s.pools["alice"].values()) == 1 and g.obj("sh").zone == "hand"


# ================================================================ 605.1a, 605.3b: "add ... instead"
def _tron(lands: list[tuple[str, str]], script: list[str]):
    return play(head() + "battlefield:\n" + "".join(f"  - {{id: {i}, card: {c}, controller: alice}}\n" for i, c in lands),
                ["Urza's Mine", "Urza's Tower", "Urza's Power Plant"], script)


def test_605_3b_urzas_tower_adds_three_with_mine_and_power_plant():
    """605.1a, 605.3b, 205.3i: Urza's Tower ("{T}: Add {C}. If you control an Urza's Mine and an
    Urza's Power-Plant, add {C}{C}{C} instead.") with both: a mana ability, resolved at once --
    {C}{C}{C}, nothing on the stack. Then the Mine ("add {C}{C} instead") gives two more."""
    assert fully_compiled("Urza's Tower") and fully_compiled("Urza's Mine") and fully_compiled("Urza's Power Plant")
    g = _tron([("ut", "Urza's Tower"), ("um", "Urza's Mine"), ("up", "Urza's Power Plant")],
              ["alice: activate ut 1", "alice: activate um 1"])
    assert _pool(g) == {"C": 5} and not g.s.stack


def test_608_2c_urzas_tower_without_the_other_two_adds_one():
    """608.2c: with no Urza's Power-Plant the condition is false: the Tower adds {C} alone."""
    g = _tron([("ut", "Urza's Tower"), ("um", "Urza's Mine")], ["alice: activate ut 1"])
    assert _pool(g) == {"C": 1} and not g.s.stack


def test_605_1a_leafkin_druid_is_a_mana_ability_not_on_the_stack():
    """605.1a, 605.3b: Leafkin Druid ("{T}: Add {G}. If you control four or more creatures, add
    {G}{G} instead.") is a mana ability though its mana depends on a condition: activated, it
    resolves at once -- {G} with three creatures, nothing on the stack (it doesn't wait for
    priority passes)."""
    assert fully_compiled("Leafkin Druid")
    g = play(head() + """
battlefield:
  - {id: ld, card: Leafkin Druid, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: alice}
  - {id: b2, card: Grizzly Bears, controller: alice}
""", ["Leafkin Druid"], ["alice: activate ld 1"])
    assert _pool(g) == {"G": 1} and not g.s.stack


def test_106_1b_burnt_offering_x_is_the_sacrificed_creatures_mana_value():
    """601.2h, 608.2h, 106.1b: Burnt Offering ({B}; "As an additional cost to cast this spell,
    sacrifice a creature. Add X mana in any combination of {B} and/or {R}, where X is the
    sacrificed creature's mana value.") sacrificing Hill Giant (mana value 4): as it resolves alice
    chooses {R}, {R}, {B}, {R} -- {B}{R}{R}{R}."""
    assert fully_compiled("Burnt Offering")
    g = play(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: hg, card: Hill Giant, controller: alice}
hand:
  - {id: bo, card: Burnt Offering, owner: alice}
""", ["Burnt Offering"], ["alice: cast bo sacrifice=hg", "alice: pass", "bob: pass", "alice: choose R",
                          "alice: choose R", "alice: choose B", "alice: choose R"])
    assert g.obj("hg").zone == "graveyard" and _pool(g) == {"B": 1, "R": 3}


def test_608_2h_grand_warlord_radha_adds_mana_for_each_attacker():
    """603.2, 608.2h, 106.1b: Grand Warlord Radha ("Whenever one or more creatures you control
    attack, add that much mana in any combination of {R} and/or {G}. Until end of turn, you don't
    lose this mana as steps and phases end.") attacking with a Grizzly Bears: two attackers, two
    mana ({R}{G}), still in alice's pool in the declare blockers step (500.4 doesn't empty it)."""
    assert fully_compiled("Grand Warlord Radha")
    g = play(head("declare_attackers") + """
battlefield:
  - {id: rd, card: Grand Warlord Radha, controller: alice, summoning_sick: false}
  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}
""", ["Grand Warlord Radha"], ["alice: attack rd", "alice: attack gb", "alice: done", "alice: pass", "bob: pass",
                               "alice: choose R", "alice: choose G", "alice: pass", "bob: pass"])
    assert g.s.step == "declare_blockers" and sum(g.s.pools["alice"].values()) == 2


def test_601_2h_void_mirror_counters_a_spell_paid_without_colored_mana():
    """603.4, 601.2h, 106.1: Void Mirror ("Whenever a player casts a spell, if no colored mana was
    spent to cast it, counter that spell."): Bottle Gnomes ({3}) paid with three Wastes ({C}) is
    countered; Bottle Gnomes paid with a Forest and two Wastes resolves."""
    assert fully_compiled("Void Mirror")
    base = head() + """
battlefield:
  - {id: vm, card: Void Mirror, controller: bob}
  - {id: w1, card: Wastes, controller: alice}
  - {id: w2, card: Wastes, controller: alice}
  - {id: l3, card: %s, controller: alice}
hand:
  - {id: bg, card: Bottle Gnomes, owner: alice}
"""
    script = ["alice: cast bg", "alice: pass", "bob: pass", "alice: pass", "bob: pass"]
    g = play(base % "Wastes", ["Void Mirror"], script)
    assert g.obj("bg").zone == "graveyard"
    g = play(base % "Forest", ["Void Mirror"], script)
    assert g.obj("bg").zone == "battlefield"


def test_601_2h_vexing_bauble_counters_a_free_spell_only():
    """603.4, 601.2h: Vexing Bauble ("Whenever a player casts a spell, if no mana was spent to cast
    it, counter that spell."): Ornithopter (mana cost {0}) is countered; Bottle Gnomes, three mana
    spent (colorless counts, 106.1), isn't."""
    assert fully_compiled("Vexing Bauble")
    base = head() + """
battlefield:
  - {id: vb, card: Vexing Bauble, controller: bob}
  - {id: w1, card: Wastes, controller: alice}
  - {id: w2, card: Wastes, controller: alice}
  - {id: w3, card: Wastes, controller: alice}
hand:
  - {id: sp, card: %s, owner: alice}
"""
    script = ["alice: cast sp", "alice: pass", "bob: pass", "alice: pass", "bob: pass"]
    g = play(base % "Ornithopter", ["Vexing Bauble"], script)
    assert g.obj("sp").zone == "graveyard"
    g = play(base % "Bottle Gnomes", ["Vexing Bauble"], script)
    assert g.obj("sp").zone == "battlefield"


def test_106_12a_utopia_sprawl_triggers_on_the_enchanted_forest():
    """106.12a, 607.2d: Utopia Sprawl ("Whenever enchanted Forest is tapped for mana, its controller
    adds an additional one mana of the chosen color."), red chosen: the enchanted Forest gives
    {G}{R}; another Forest gives {G} alone."""
    assert fully_compiled("Utopia Sprawl")
    g = play(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: us, card: Utopia Sprawl, controller: alice, attached_to: f1, chosen: {color: red}}
""", ["Utopia Sprawl"], ["alice: mana f1", "alice: mana f2"])
    assert _pool(g) == {"G": 2, "R": 1}


def test_608_2c_decree_of_silence_sacrifices_itself_with_its_third_counter():
    """608.2c, 701.5a: Decree of Silence ("Whenever an opponent casts a spell, counter that spell
    and put a depletion counter on this enchantment. If there are three or more depletion counters
    on this enchantment, sacrifice it.") with two counters: alice's Grizzly Bears is countered, the
    Decree gets its third counter and is sacrificed ("it" is the Decree, not the spell)."""
    assert fully_compiled("Decree of Silence")
    g = play(head() + """
battlefield:
  - {id: ds, card: Decree of Silence, controller: bob, counters: {depletion: 2}}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: gb, card: Grizzly Bears, owner: alice}
""", ["Decree of Silence"], ["alice: cast gb", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "graveyard" and g.obj("ds").zone == "graveyard"


def test_608_2c_muse_seeker_discards_unless_five_mana_was_spent():
    """608.2c, 601.2h: Muse Seeker ("Whenever you cast an instant or sorcery spell, draw a card.
    Then discard a card unless five or more mana was spent to cast that spell."): Tidings (five
    mana) -- alice draws her top card and discards nothing; with Think Twice (two mana) she draws
    it, then discards it."""
    assert fully_compiled("Muse Seeker")
    g = _opus("Muse Seeker", "Tidings", 5, ["alice: pass", "bob: pass"])
    assert g.obj("la1").zone == "hand"
    g = _opus("Muse Seeker", "Think Twice", 2, ["alice: pass", "bob: pass", "alice: discard la1"])
    assert g.obj("la1").zone == "graveyard"


def test_106_1b_coalition_relic_adds_one_mana_of_any_color_for_each_counter():
    """122.8, 608.2h, 106.1b: Coalition Relic ("At the beginning of your first main phase, remove
    all charge counters from this artifact. Add one mana of any color for each charge counter
    removed this way.") with two charge counters: both removed, then {W}{B}, each color chosen."""
    assert fully_compiled("Coalition Relic")
    g = play(head("draw") + """
battlefield:
  - {id: cr, card: Coalition Relic, controller: alice, counters: {charge: 2}}
""", ["Coalition Relic"], ["alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: choose W",
                           "alice: choose B"])
    assert g.s.step == "precombat_main" and counters(g, "cr", "charge") == 0 and _pool(g) == {"W": 1, "B": 1}
