"""Triggered abilities and the clauses in them the compiler used to leave unplaced: "each creature
defending player controls" in an ability of an attacking creature (506.2, 508.5), ... Each test
plays real cards compiled from their Oracle text; the expected answer comes from the CR rule cited
in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head

from pyengine.game.players import run_script

RESOLVE = ["alice: pass", "bob: pass"]


def _settle(g, limit: int = 12):
    """Every player passes while something is on the stack (each item resolves, 608.1)."""
    for _ in range(limit):
        if not (g.s.stack or g.s.pending):
            break
        run_script(g, [f"{g.decision.player}: pass"], "<test>")
    return g


def _attack(attacker: str, extra: str = "", players: str = "[alice, bob]", more: str = "") -> str:
    return head("declare_attackers", players=players) + f"""
battlefield:
  - {{id: a, card: "{attacker}", controller: alice, summoning_sick: false{more}}}
  - {{id: mine, card: Grizzly Bears, controller: alice}}
  - {{id: b1, card: Grizzly Bears, controller: bob}}
  - {{id: b2, card: Hill Giant, controller: bob}}
{extra}"""


def test_508_5_swathcutter_giant_damages_each_creature_defending_player_controls():
    """506.2, 508.5, 608.2c: Swathcutter Giant's "Whenever this creature attacks, it deals 1 damage
    to each creature defending player controls." -- it attacks bob: bob's Grizzly Bears and Hill
    Giant are each dealt 1 damage; alice's own Bears are not."""
    assert fully_compiled("Swathcutter Giant")
    g = game(_attack("Swathcutter Giant"), ["Swathcutter Giant"], ["alice: attack a", "alice: done"] + RESOLVE)
    assert g.obj("b1").damage == 1 and g.obj("b2").damage == 1 and g.obj("mine").damage == 0


def test_508_5a_lord_of_shatterskull_pass_spares_the_player_it_doesnt_attack():
    """508.5a: in a multiplayer game "defending player" is the player the creature attacks: Lord of
    Shatterskull Pass at level 6 (711.2) attacks carol ("it deals 6 damage to each creature
    defending player controls") -- carol's Hill Giant is destroyed (704.5g); bob's creatures are
    not dealt damage."""
    assert fully_compiled("Lord of Shatterskull Pass")
    g = game(_attack("Lord of Shatterskull Pass", "  - {id: c1, card: Hill Giant, controller: carol}\n",
                     players="[alice, bob, carol]", more=", counters: {level: 6}"),
             ["Lord of Shatterskull Pass"], ["alice: attack a carol", "alice: done", "alice: pass", "bob: pass", "carol: pass"])
    assert g.obj("c1").zone == "graveyard"
    assert g.obj("b1").damage == 0 and g.obj("b2").damage == 0 and g.obj("b2").zone == "battlefield"


def test_611_2c_silumgar_shrinks_only_the_creatures_defending_player_controls_as_it_resolves():
    """611.2c, 508.5: Silumgar, the Drifting Death's "Whenever a Dragon you control attacks,
    creatures defending player controls get -1/-1 until end of turn." -- Silumgar (a Dragon)
    attacks: bob's Grizzly Bears become 1/1 and his Hill Giant 2/2; alice's Bears stay 2/2."""
    assert fully_compiled("Silumgar, the Drifting Death")
    g = game(_attack("Silumgar, the Drifting Death"), ["Silumgar, the Drifting Death"],
             ["alice: attack a", "alice: done"] + RESOLVE)
    assert (g.ch("b1").power, g.ch("b1").toughness) == (1, 1)
    assert (g.ch("b2").power, g.ch("b2").toughness) == (2, 2)
    assert (g.ch("mine").power, g.ch("mine").toughness) == (2, 2)


def test_508_5_jangling_automaton_untaps_the_defending_players_creatures():
    """508.5, 701.26b: Jangling Automaton's "Whenever this creature attacks, untap all creatures
    defending player controls." -- bob's tapped Grizzly Bears untap; alice's tapped Bears stay
    tapped."""
    assert fully_compiled("Jangling Automaton")
    g = game(head("declare_attackers") + """
battlefield:
  - {id: a, card: Jangling Automaton, controller: alice, summoning_sick: false}
  - {id: mine, card: Grizzly Bears, controller: alice, tapped: true}
  - {id: b1, card: Grizzly Bears, controller: bob, tapped: true}
""", ["Jangling Automaton"], ["alice: attack a", "alice: done"] + RESOLVE)
    assert not g.obj("b1").tapped and g.obj("mine").tapped


def test_508_5_the_defending_player_is_kept_after_the_attacker_leaves_combat():
    """508.5: "If that creature is no longer attacking, the defending player it's referring to is
    the player that creature was attacking before it was removed from combat." -- Swathcutter
    Giant's attack trigger is on the stack when alice's Unsummon returns the Giant to her hand:
    the trigger still deals 1 damage to each of bob's creatures (the Giant as it last existed,
    113.7a)."""
    g = game(_attack("Swathcutter Giant", "  - {id: i1, card: Island, controller: alice}\n"
                     "hand:\n  - {id: un, card: Unsummon, owner: alice}\n"),
             ["Swathcutter Giant"], ["alice: attack a", "alice: done", "alice: cast un target=a"] + RESOLVE + RESOLVE)
    assert g.obj("a").zone == "hand"
    assert g.obj("b1").damage == 1 and g.obj("b2").damage == 1 and g.obj("mine").damage == 0


def _favor(gain_first: bool):
    board = head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: lf, card: "Lumaret's Favor", owner: alice}
  - {id: rv, card: Revitalize, owner: alice}
"""
    first = ["alice: cast rv"] + RESOLVE if gain_first else []
    return game(board, ["Lumaret's Favor", "Revitalize"], first + ["alice: cast lf target=bear"])


def test_601_2i_lumarets_favor_cast_trigger_copies_it_after_life_was_gained():
    """603.2, 707.10: Lumaret's Favor's "Infusion — When you cast this spell, copy it if you gained
    life this turn." (an ability word, 207.2c, then a trigger of the spell on the stack): alice
    gained 3 life from Revitalize this turn, so the copy and the spell each give +2/+4 -- the
    Bears are 6/10."""
    assert fully_compiled("Lumaret's Favor")
    g = _settle(_favor(True))
    assert (g.ch("bear").power, g.ch("bear").toughness) == (6, 10)


def test_601_2i_lumarets_favor_without_life_gained_is_not_copied():
    """608.2c: "copy it if you gained life this turn" -- alice gained no life this turn: the
    trigger resolves without copying the spell; the Bears are 4/6."""
    g = _settle(_favor(False))
    assert (g.ch("bear").power, g.ch("bear").toughness) == (4, 6)


def test_603_3d_jugan_distributes_counters_when_it_dies():
    """603.3d, 601.2d, 608.2d: Jugan's "When Jugan dies, you may distribute five +1/+1 counters
    among any number of target creatures." -- the targets and the division (3 and 2) are chosen
    as the trigger is put on the stack; alice chooses to distribute as it resolves: alice's
    Grizzly Bears get three counters, bob's Hill Giant two."""
    assert fully_compiled("Jugan, the Rising Star")
    g = game(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: ju, card: "Jugan, the Rising Star", controller: alice, damage: 4}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: hg, card: Hill Giant, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Jugan, the Rising Star", "Lightning Bolt"],
             ["alice: cast bolt target=ju"] + RESOLVE + ["alice: target bear", "alice: target hg"])
    assert g.decision.kind == "divide"
    run_script(g, ["alice: divide 3 2"] + RESOLVE, "<test>")
    assert g.decision.kind == "may"
    run_script(g, ["alice: yes"], "<test>")
    assert counters(g, "bear") == 3 and counters(g, "hg") == 2


def _encore(discard: str):
    mountains = "".join(f"  - {{id: m{i}, card: Mountain, controller: alice}}\n" for i in range(5))
    return game(head() + "battlefield:\n" + mountains + """  - {id: hg, card: Hill Giant, controller: bob}
hand:
  - {id: fe, card: Fiery Encore, owner: alice}
  - {id: gi, card: Hill Giant, owner: alice}
  - {id: fo, card: Forest, owner: alice}
""", ["Fiery Encore"], ["alice: cast fe"] + RESOLVE + RESOLVE + [f"alice: discard {discard}"])


def test_603_12_fiery_encore_discarding_a_nonland_card_triggers_with_its_mana_value():
    """603.12, 608.2h: Fiery Encore's "Discard a card, then draw a card. When you discard a nonland
    card this way, Fiery Encore deals damage equal to that card's mana value to target creature
    or planeswalker." -- alice discards Hill Giant (mana value 4): the reflexive ability targets
    bob's Hill Giant and deals it 4 damage; it's destroyed (704.5g)."""
    assert fully_compiled("Fiery Encore")
    g = _encore("gi")
    assert g.decision.kind == "target"
    run_script(g, ["alice: target hg"] + RESOLVE, "<test>")
    assert g.obj("hg").zone == "graveyard" and g.obj("gi").zone == "graveyard"


def test_603_12_fiery_encore_discarding_a_land_doesnt_trigger():
    """603.12: the reflexive ability triggers only if its event -- discarding a nonland card --
    happened during the resolution: alice discards a Forest; nothing triggers, bob's Hill Giant
    is undamaged."""
    g = _encore("fo")
    assert g.obj("fo").zone == "graveyard" and not g.s.stack and not g.s.pending
    assert g.obj("hg").damage == 0


def test_603_12_dokuchi_silencers_reflexive_ability_targets_what_the_damaged_player_controls():
    """603.12, 115.1: Dokuchi Silencer's "Whenever this creature deals combat damage to a player,
    you may discard a creature card. When you do, destroy target creature or planeswalker that
    player controls." -- "that player" in the reflexive ability is the player the trigger event
    names (bob): only bob's Hill Giant can be targeted, not alice's Bears; it's destroyed."""
    assert fully_compiled("Dokuchi Silencer")
    g = game(head("declare_attackers") + """
battlefield:
  - {id: a, card: Dokuchi Silencer, controller: alice, summoning_sick: false}
  - {id: mine, card: Grizzly Bears, controller: alice}
  - {id: b1, card: Hill Giant, controller: bob, tapped: true}
hand:
  - {id: gi, card: Hill Giant, owner: alice}
""", ["Dokuchi Silencer"], ["alice: attack a", "alice: done"] + RESOLVE + ["bob: done"] + RESOLVE + RESOLVE
             + ["alice: yes", "alice: discard gi"])
    assert g.decision.kind == "target"
    assert {a.args[0] for a in g.decision.options if a.kind == "target"} == {"b1"}
    run_script(g, ["alice: target b1"] + RESOLVE, "<test>")
    assert g.obj("b1").zone == "graveyard" and g.obj("mine").zone == "battlefield" and g.obj("gi").zone == "graveyard"


def test_508_5a_armix_reflexive_ability_targets_only_the_attacked_players_creatures():
    """603.12, 508.5a: Armix's "Whenever Armix attacks, you may discard a card. When you do, target
    creature defending player controls gets -X/-X until end of turn, where X is the number of
    artifacts you control plus the number of artifact cards in your graveyard." -- Armix attacks
    carol: only carol's creature can be targeted (not bob's, not alice's); X is 1 (Armix itself,
    an artifact): carol's Grizzly Bears become 1/1."""
    assert fully_compiled("Armix, Filigree Thrasher")
    g = game(_attack("Armix, Filigree Thrasher", "  - {id: c1, card: Grizzly Bears, controller: carol}\n"
                     "hand:\n  - {id: fo, card: Forest, owner: alice}\n", players="[alice, bob, carol]"),
             ["Armix, Filigree Thrasher"],
             ["alice: attack a carol", "alice: done", "alice: pass", "bob: pass", "carol: pass", "alice: yes"])
    assert g.decision.kind == "target"
    assert {a.args[0] for a in g.decision.options if a.kind == "target"} == {"c1"}
    run_script(g, ["alice: target c1", "alice: pass", "bob: pass", "carol: pass"], "<test>")
    assert (g.ch("c1").power, g.ch("c1").toughness) == (1, 1)


def test_603_12_faebloom_trick_creates_the_tokens_then_the_reflexive_ability_taps():
    """603.12: Faebloom Trick's "Create two 1/1 blue Faerie creature tokens with flying. When you
    do, tap target creature an opponent controls." -- the tokens are created, so the reflexive
    ability triggers; its target is chosen as it's put on the stack (603.3d): bob's Hill Giant
    becomes tapped."""
    assert fully_compiled("Faebloom Trick")
    g = game(head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: b1, card: Hill Giant, controller: bob}
hand:
  - {id: ft, card: Faebloom Trick, owner: alice}
""", ["Faebloom Trick"], ["alice: cast ft"] + RESOLVE)
    faeries = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(faeries) == 2
    assert g.decision.kind == "target"
    run_script(g, ["alice: target b1"] + RESOLVE, "<test>")
    assert g.obj("b1").tapped


def _bolt_at(card: str, mountains: int, extra: str = "") -> str:
    lands = "".join(f"  - {{id: m{i}, card: Mountain, controller: bob}}\n" for i in range(mountains))
    return head(active="bob") + "battlefield:\n" + lands + f"""  - {{id: t, card: "{card}", controller: alice}}
{extra}hand:
  - {{id: bolt, card: Lightning Bolt, owner: bob}}
"""


def test_118_12a_frost_titan_counters_the_spell_unless_its_controller_pays():
    """603.2, 118.12a, 701.5a: Frost Titan's "Whenever this creature becomes the target of a spell
    or ability an opponent controls, counter that spell or ability unless its controller pays
    {2}." -- bob's Lightning Bolt targets it; bob has no mana left to pay: the Bolt is countered
    (put into bob's graveyard) and Frost Titan is dealt no damage."""
    assert fully_compiled("Frost Titan")
    g = game(_bolt_at("Frost Titan", 1), ["Frost Titan"], ["bob: cast bolt target=t", "bob: autopay"] + ["bob: pass", "alice: pass"])
    assert g.decision.kind == "pay_or" and {str(a) for a in g.legal_actions()} == {"decline"}
    run_script(g, ["bob: decline"], "<test>")
    assert g.obj("bolt").zone == "graveyard" and g.obj("t").damage == 0 and not g.s.stack


def test_118_12a_frost_titan_the_spell_resolves_if_its_controller_pays():
    """118.12a: with three Mountains bob pays {2} for the trigger; the Bolt resolves: Frost Titan
    is dealt 3 damage."""
    g = game(_bolt_at("Frost Titan", 3), ["Frost Titan"], ["bob: cast bolt target=t", "bob: autopay"] + ["bob: pass", "alice: pass"])
    assert g.decision.kind == "pay_or" and g.decision.player == "bob"
    run_script(g, ["bob: pay", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("t").damage == 3


def test_115_1_scalelord_reckoner_destroys_what_the_targeting_player_controls():
    """603.2, 115.1: Scalelord Reckoner's "Whenever a Dragon you control becomes the target of a
    spell or ability an opponent controls, destroy target nonland permanent that player
    controls." -- bob's Lightning Bolt targets the Reckoner (a Dragon): only bob's nonland
    permanents can be targeted (not alice's Bears, not bob's Mountain); bob's Bears are destroyed."""
    assert fully_compiled("Scalelord Reckoner")
    g = game(_bolt_at("Scalelord Reckoner", 1, "  - {id: mine, card: Grizzly Bears, controller: alice}\n"
                      "  - {id: bb, card: Grizzly Bears, controller: bob}\n"
                      "  - {id: bh, card: Hill Giant, controller: bob}\n"),
             ["Scalelord Reckoner"], ["bob: cast bolt target=t", "bob: autopay"])
    assert g.decision.kind == "target"
    assert {a.args[0] for a in g.decision.options if a.kind == "target"} == {"bb", "bh"}
    run_script(g, ["alice: target bb", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("bb").zone == "graveyard" and g.obj("mine").zone == "battlefield"


def test_603_2_goldspan_dragon_triggers_on_attacking_and_on_becoming_a_spells_target():
    """603.2: Goldspan Dragon's "Whenever this creature attacks or becomes the target of a spell,
    create a Treasure token." -- one ability with two trigger events: it attacks (a Treasure),
    then bob's Lightning Bolt targets it (a second Treasure)."""
    assert fully_compiled("Goldspan Dragon")
    g = game(_attack("Goldspan Dragon", "  - {id: m0, card: Mountain, controller: bob}\n"
                     "hand:\n  - {id: bolt, card: Lightning Bolt, owner: bob}\n"),
             ["Goldspan Dragon"], ["alice: attack a", "alice: done"] + RESOLVE)
    treasures = lambda: [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"
                         and "Treasure" in (g.ch(o.id).subtypes or ())]
    assert len(treasures()) == 1
    run_script(g, ["alice: pass", "bob: cast bolt target=a", "bob: autopay", "bob: pass", "alice: pass"], "<test>")
    assert len(treasures()) == 2


def test_603_2_wild_defiance_triggers_on_an_instant_targeting_your_creature():
    """603.2, 115.1: Wild Defiance's "Whenever a creature you control becomes the target of an
    instant or sorcery spell, that creature gets +3/+3 until end of turn." -- alice's Giant Growth
    (an instant) targets her Grizzly Bears: the trigger resolves first (+3/+3), then Giant Growth
    (+3/+3): the Bears are 8/8."""
    assert fully_compiled("Wild Defiance")
    g = game(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: wd, card: Wild Defiance, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: gg, card: Giant Growth, owner: alice}
""", ["Wild Defiance", "Giant Growth"], ["alice: cast gg target=bear"])
    g = _settle(g)
    assert (g.ch("bear").power, g.ch("bear").toughness) == (8, 8)


def test_115_1_fugitive_druid_draws_when_an_aura_spell_targets_it_but_not_an_instant():
    """303.4a, 115.1: an Aura spell targets the object it will enchant -- Fugitive Druid's
    "Whenever this creature becomes the target of an Aura spell, you draw a card." triggers on
    Rancor (alice draws one card), not on Giant Growth (an instant)."""
    assert fully_compiled("Fugitive Druid")
    g = game(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: fd, card: Fugitive Druid, controller: alice}
hand:
  - {id: gg, card: Giant Growth, owner: alice}
  - {id: ra, card: Rancor, owner: alice}
""", ["Fugitive Druid", "Giant Growth", "Rancor"], ["alice: cast gg target=fd"])
    g = _settle(g)
    assert g.obj("la1").zone == "library"
    run_script(g, ["alice: cast ra target=fd"], "<test>")
    g = _settle(g)
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "library"
