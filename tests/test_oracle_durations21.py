""""For as long as" durations of resolving spells and abilities tied to their source (611.2b),
compiled from Oracle text and played: "for as long as you control ~", "for as long as ~ remains on
the battlefield", "for as long as you control ~ and ~ remains tapped" -- on control-changing and
ability-granting effects (613.1b, 613.1f), on "doesn't untap during its controller's untap step"
(502.3) and on combat restrictions (508.1c, 509.1b). Each expected value comes from the CR rule
(or the card's official ruling) cited."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, pass_until



def _islands(n: int, who: str = "alice", tag: str = "i") -> str:
    return "".join(f"  - {{id: {tag}{k}, card: Island, controller: {who}}}\n" for k in range(1, n + 1))


def _mountains(n: int, who: str = "bob", tag: str = "m") -> str:
    return "".join(f"  - {{id: {tag}{k}, card: Mountain, controller: {who}}}\n" for k in range(1, n + 1))


SOWER = head() + """
hand:
  - {id: sower, card: Sower of Temptation, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
battlefield:
""" + _islands(4) + _mountains(1) + """  - {id: b1, card: Grizzly Bears, controller: bob}
"""
CAST_SOWER = ["alice: cast sower", "alice: autopay", "alice: pass", "bob: pass", "alice: target b1"]


def test_611_2b_sower_of_temptation_control_lasts_while_it_remains_on_the_battlefield():
    """613.1b, 611.2b: "When this creature enters, gain control of target creature for as long as
    this creature remains on the battlefield." -- alice controls bob's bear while the Sower is on
    the battlefield; when the Sower dies the effect ends and bob controls the bear again (Sower of
    Temptation ruling: 'If Sower of Temptation leaves the battlefield, you no longer control the
    creature')."""
    assert fully_compiled("Sower of Temptation")
    g = game(SOWER, ["Sower of Temptation", "Lightning Bolt"], CAST_SOWER + ["alice: pass", "bob: pass"])
    assert g.ch("b1").controller == "alice"
    run_script(g, ["alice: pass", "bob: cast bolt", "bob: target sower", "bob: autopay",
                   "bob: pass", "alice: pass"], "<test>")
    assert g.obj("sower").zone == "graveyard"
    assert g.ch("b1").controller == "bob"
    assert "611.2b" in [e.rule for e in g.log]


def test_611_2b_sower_of_temptation_leaving_before_its_trigger_resolves_does_nothing():
    """611.2b: "If the 'for as long as' duration never starts, the effect does nothing" -- the Sower
    dies in response to its enters trigger, so the trigger gains control of nothing: the bear stays
    bob's (it doesn't change control and come back)."""
    g = game(SOWER, ["Sower of Temptation", "Lightning Bolt"], CAST_SOWER + [
        "alice: pass", "bob: cast bolt", "bob: target sower", "bob: autopay", "bob: pass", "alice: pass",
        "alice: pass", "bob: pass"])
    assert g.obj("sower").zone == "graveyard" and not g.s.stack
    assert g.ch("b1").controller == "bob"
    assert not g.s.effects


def test_611_2b_ty_lee_the_creature_stays_tapped_while_you_control_ty_lee():
    """502.3, 611.2b: "When Ty Lee enters, tap up to one target creature. It doesn't untap during its
    controller's untap step for as long as you control Ty Lee." -- bob's bear stays tapped in his
    untap step while alice controls Ty Lee; once Ty Lee has died the effect is over and the bear
    untaps in bob's next untap step."""
    assert fully_compiled("Ty Lee, Chi Blocker")
    g = game(head(alice=6, bob=6) + """
hand:
  - {id: ty, card: "Ty Lee, Chi Blocker", owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
battlefield:
""" + _islands(3) + _mountains(1) + """  - {id: b1, card: Grizzly Bears, controller: bob}
""", ["Ty Lee, Chi Blocker", "Lightning Bolt"],
        ["alice: cast ty", "alice: autopay", "alice: pass", "bob: pass", "alice: target b1",
         "alice: pass", "bob: pass"])
    assert g.obj("b1").tapped
    pass_until(g, "bob", "upkeep")
    assert g.obj("b1").tapped
    run_script(g, ["bob: cast bolt", "bob: target ty", "bob: autopay", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("ty").zone == "graveyard"
    assert g.obj("b1").tapped                 # nothing untaps it now
    pass_until(g, "alice", "upkeep")
    pass_until(g, "bob", "upkeep")
    assert not g.obj("b1").tapped


def test_611_2b_willow_satyr_control_lasts_while_you_control_it_and_it_remains_tapped():
    """613.1b, 611.2b, 502.3: "You may choose not to untap this creature during your untap step." /
    "{T}: Gain control of target legendary creature for as long as you control this creature and
    this creature remains tapped." -- alice keeps the Satyr tapped through one untap step and keeps
    the legendary creature; when she lets the Satyr untap, the effect ends and bob gets it back."""
    assert fully_compiled("Willow Satyr")
    g = game(head(alice=6, bob=6) + """
battlefield:
  - {id: satyr, card: Willow Satyr, controller: alice}
  - {id: isa, card: "Isamaru, Hound of Konda", controller: bob}
""", ["Willow Satyr", "Isamaru, Hound of Konda"],
        ["alice: activate satyr 2", "alice: target isa", "alice: pass", "bob: pass"])
    assert g.ch("isa").controller == "alice" and g.obj("satyr").tapped
    pass_until(g, "alice", "untap")
    run_script(g, ["alice: keep_tapped satyr", "alice: done"], "<test>")
    assert g.ch("isa").controller == "alice"
    pass_until(g, "alice", "untap")
    run_script(g, ["alice: done"], "<test>")
    assert not g.obj("satyr").tapped
    assert g.ch("isa").controller == "bob"


def test_611_2b_aegis_angel_indestructible_ends_for_good_when_you_lose_control_of_it():
    """611.2b: "When this creature enters, another target permanent gains indestructible for as
    long as you control this creature." -- in his turn bob takes the Angel with Act of Treason
    ("gain control of target creature until end of turn"): alice no longer controls it, so the bear
    loses indestructible; when the Angel comes back to alice in the cleanup step the effect doesn't
    start again (611.2b: the duration has ended; it doesn't last again once its condition is)."""
    assert fully_compiled("Aegis Angel")
    g = game(head(alice=6, bob=6) + """
hand:
  - {id: angel, card: Aegis Angel, owner: alice}
  - {id: act, card: Act of Treason, owner: bob}
battlefield:
""" + "".join(f"  - {{id: p{k}, card: Plains, controller: alice}}\n" for k in range(1, 7))
        + _mountains(3) + """  - {id: bear, card: Grizzly Bears, controller: alice}
""", ["Aegis Angel", "Act of Treason"],
        ["alice: cast angel", "alice: autopay", "alice: pass", "bob: pass", "alice: target bear",
         "alice: pass", "bob: pass"])
    assert "indestructible" in g.ch("bear").abilities
    pass_until(g, "bob", "precombat_main")
    assert "indestructible" in g.ch("bear").abilities
    run_script(g, ["bob: cast act", "bob: target angel", "bob: autopay", "bob: pass", "alice: pass"], "<test>")
    assert g.ch("angel").controller == "bob"
    assert "indestructible" not in g.ch("bear").abilities
    pass_until(g, "alice", "upkeep")
    assert g.ch("angel").controller == "alice"
    assert "indestructible" not in g.ch("bear").abilities


def test_611_2b_possession_engine_the_stolen_creature_cant_attack_while_you_control_it():
    """613.1b, 508.1c, 611.2b: "When this Vehicle enters, gain control of target creature an
    opponent controls for as long as you control this Vehicle. That creature can't attack or block
    for as long as you control this Vehicle." -- in alice's next turn the stolen bear (no longer
    summoning sick, 302.6) may not be declared as an attacker."""
    assert fully_compiled("Possession Engine")
    g = game(head(alice=6, bob=6) + """
hand:
  - {id: pe, card: Possession Engine, owner: alice}
battlefield:
""" + _islands(5) + """  - {id: b1, card: Grizzly Bears, controller: bob}
""", ["Possession Engine"],
        ["alice: cast pe", "alice: autopay", "alice: pass", "bob: pass", "alice: target b1",
         "alice: pass", "bob: pass"])
    assert g.ch("b1").controller == "alice"
    pass_until(g, "alice", "precombat_main")
    pass_until(g, "alice", "declare_attackers")
    assert g.ch("b1").controller == "alice"
    run_script(g, ["alice: attack b1", "alice: done"], "<test>")
    assert not g.s.attackers
    assert g.log[-1].rule == "508.1" and "508.1c: b1 can't attack" in g.log[-1].text


# ------------------------------------------------------------------ "can't attack or block unless ..."
def test_508_1c_blind_spot_giant_cant_attack_unless_you_control_another_giant():
    """508.1c, 611.3a: "This creature can't attack or block unless you control another Giant." --
    alone, declaring the Giant as an attacker is illegal; with a Hill Giant beside it, it attacks."""
    assert fully_compiled("Blind-Spot Giant")
    alone = game(head("declare_attackers") + """
battlefield:
  - {id: giant, card: Blind-Spot Giant, controller: alice, summoning_sick: false}
""", ["Blind-Spot Giant"], ["alice: attack giant", "alice: done"])
    assert not alone.s.attackers
    assert alone.log[-1].rule == "508.1" and "508.1c: giant can't attack" in alone.log[-1].text
    with_giant = game(head("declare_attackers") + """
battlefield:
  - {id: giant, card: Blind-Spot Giant, controller: alice, summoning_sick: false}
  - {id: hill, card: Hill Giant, controller: alice, summoning_sick: false}
""", ["Blind-Spot Giant", "Hill Giant"], ["alice: attack giant", "alice: done"])
    assert list(with_giant.s.attackers) == ["giant"]


def test_509_1b_mindless_null_cant_block_unless_you_control_a_vampire():
    """509.1b, 611.3a: "This creature can't block unless you control a Vampire." -- bob's Null may
    not block alice's attacking bear while bob controls no Vampire; with a Vampire it may."""
    assert fully_compiled("Mindless Null")
    board = head("declare_attackers") + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: mnull, card: Mindless Null, controller: bob}
"""
    script = ["alice: attack bear", "alice: done", "alice: pass", "bob: pass", "bob: block mnull bear", "bob: done"]
    g = game(board, ["Mindless Null"], script)
    assert not g.s.blockers
    assert g.log[-1].rule == "509.1" and "509.1b" in g.log[-1].text
    g = game(board + "  - {id: vamp, card: Vampire Interloper, controller: bob}\n",
             ["Mindless Null", "Vampire Interloper"], script)
    assert g.s.blockers == {"mnull": ["bear"]}


def test_509_1b_way_of_the_thief_unblockable_as_long_as_you_control_a_gate():
    """509.1b, 611.3a: "Enchanted creature can't be blocked as long as you control a Gate." -- with
    a Gate, bob's blocker may not block the enchanted bear; once the Gate is gone, it may."""
    assert fully_compiled("Way of the Thief")
    board = head("declare_attackers") + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: way, card: Way of the Thief, controller: alice, attached_to: bear}
  - {id: wall, card: Wall of Stone, controller: bob}
"""
    script = ["alice: attack bear", "alice: done", "alice: pass", "bob: pass", "bob: block wall bear", "bob: done"]
    g = game(board + "  - {id: gate, card: Azorius Guildgate, controller: alice}\n",
             ["Way of the Thief", "Azorius Guildgate", "Wall of Stone"], script)
    assert not g.s.blockers and g.log[-1].rule == "509.1"
    g = game(board, ["Way of the Thief", "Wall of Stone"], script)
    assert g.s.blockers == {"wall": ["bear"]}


def test_611_2b_everglove_courier_pump_and_trample_while_it_remains_tapped():
    """611.2b, 613.4c, 613.1f: "{2}{G}, {T}: Target Elf creature gets +2/+2 and has trample for as
    long as this creature remains tapped." -- the Elf is 3/3 with trample while the Courier stays
    tapped; when the Courier untaps in alice's untap step the effect ends."""
    assert fully_compiled("Everglove Courier")
    g = game(head(alice=6, bob=6) + """
battlefield:
  - {id: courier, card: Everglove Courier, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: alice}
""" + "".join(f"  - {{id: f{k}, card: Forest, controller: alice}}\n" for k in range(1, 4)),
        ["Everglove Courier", "Llanowar Elves"],
        ["alice: activate courier 2", "alice: target elf", "alice: autopay", "alice: pass", "bob: pass"])
    assert (g.ch("elf").power, g.ch("elf").toughness) == (3, 3) and "trample" in g.ch("elf").abilities
    pass_until(g, "bob", "upkeep")
    assert (g.ch("elf").power, g.ch("elf").toughness) == (3, 3)
    pass_until(g, "alice", "untap")
    run_script(g, ["alice: done"], "<test>")
    assert not g.obj("courier").tapped
    assert (g.ch("elf").power, g.ch("elf").toughness) == (1, 1) and "trample" not in g.ch("elf").abilities


def test_611_2b_shield_broker_control_lasts_while_it_has_a_shield_counter():
    """611.2b, 122.1: "When this creature enters, put a shield counter on target noncommander
    creature you don't control. You gain control of that creature for as long as it has a shield
    counter on it." -- alice controls bob's bear while it has the counter; when bob's Vampire
    Hexmage removes all counters from it, the effect ends and bob controls the bear again."""
    assert fully_compiled("Shield Broker")
    g = game(head(alice=6, bob=6) + """
hand:
  - {id: broker, card: Shield Broker, owner: alice}
battlefield:
""" + _islands(5) + """  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: hex, card: Vampire Hexmage, controller: bob}
""", ["Shield Broker", "Vampire Hexmage"],
        ["alice: cast broker", "alice: autopay", "alice: pass", "bob: pass", "alice: target b1",
         "alice: pass", "bob: pass"])
    assert g.ch("b1").controller == "alice"
    run_script(g, ["alice: pass", "bob: activate hex 2", "bob: target b1", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("hex").zone == "graveyard" and not g.obj("b1").counters
    assert g.ch("b1").controller == "bob"


def test_611_2b_aquitects_will_the_land_is_an_island_while_it_has_a_flood_counter():
    """305.7, 611.2b: "Put a flood counter on target land. That land is an Island in addition to
    its other types for as long as it has a flood counter on it." -- bob's Mountain is a Mountain
    Island with the counter; once Vampire Hexmage removes the counter it is a Mountain only."""
    assert fully_compiled("Aquitect's Will")
    g = game(head(alice=6, bob=6) + """
hand:
  - {id: will, card: Aquitect's Will, owner: alice}
battlefield:
""" + _islands(1) + _mountains(1) + """  - {id: hex, card: Vampire Hexmage, controller: bob}
""", ["Aquitect's Will", "Vampire Hexmage"],
        ["alice: cast will", "alice: target m1", "alice: autopay", "alice: pass", "bob: pass"])
    assert set(g.ch("m1").subtypes) == {"Mountain", "Island"}
    run_script(g, ["alice: pass", "bob: activate hex 2", "bob: target m1", "bob: pass", "alice: pass"], "<test>")
    assert g.ch("m1").subtypes == ("Mountain",)


def test_611_2b_lightning_may_play_the_exiled_card_for_as_long_as_you_control_it():
    """601.3, 611.2b: "Whenever Lightning deals combat damage to a player, exile the top card of
    your library. You may play that card for as long as you control Lightning." -- after the
    trigger alice may play the exiled card; once bob's Lightning Bolt has killed Lightning, she no
    longer controls it and the permission is over."""
    from pyengine.game import permissions
    assert fully_compiled("Lightning, Security Sergeant")
    g = game(head("declare_attackers", alice=["Grizzly Bears", "Plains"]) + """
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
battlefield:
  - {id: li, card: "Lightning, Security Sergeant", controller: alice, summoning_sick: false}
""" + _mountains(1), ["Lightning, Security Sergeant", "Lightning Bolt", "Grizzly Bears"],
        ["alice: attack li", "alice: done"])
    for _ in range(12):
        if g.obj("la1").zone == "exile" and not g.s.stack:
            break
        d = g.decision
        run_script(g, [f"{d.player}: pass"], "<test>")
    assert g.obj("la1").zone == "exile"
    assert permissions.allowed(g, "la1", "alice")
    run_script(g, ["alice: pass", "bob: cast bolt", "bob: target li", "bob: autopay", "bob: pass", "alice: pass"],
               "<test>")
    assert g.obj("li").zone == "graveyard"
    assert not permissions.allowed(g, "la1", "alice")
