"""Abilities written in quotes (113.10, 111.4): abilities granted as their text by "has" / "gains",
and the quoted abilities of tokens -- "this token" in them is the object that has the ability
(201.5), a keyword written in quotes is that keyword, and another token named in them ("create a
Food token") is another token (111.10)."""
from __future__ import annotations

from pyengine.game.players import run_script

from tests.oracle_helpers import fully_compiled, play, rules

HEAD = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: la2, card: Plains, owner: alice}
  - {id: la3, card: Plains, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
  - {id: lb2, card: Plains, owner: bob}
"""


def _tokens(g, who: str = "alice") -> list:
    return [o for o in g.s.objects.values() if o.token and o.zone == "battlefield" and g.ch(o.id).controller == who]


# ------------------------------------------------------------------ a keyword written in quotes (702.21a)
HAG = HEAD + """
battlefield:
  - {id: hag, card: Hag of Mage's Doom, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_702_21a_granted_quoted_ward_pay_life_paid():
    """702.21a, 113.10: Hag of Mage's Doom gives Warlocks bob controls "Ward—Pay 2 life."; the Hag is
    a Warlock, so alice's Lightning Bolt targeting it triggers ward: she pays 2 life and the Bolt
    resolves (3 damage to the 2/2 Hag: it dies)."""
    assert fully_compiled("Hag of Mage's Doom")
    g = play(HAG, ["Hag of Mage's Doom"], ["alice: cast bolt target=hag", "alice: pass", "bob: pass",
                                          "alice: pay", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 18 and g.obj("hag").zone == "graveyard"


def test_702_21a_granted_quoted_ward_declined_counters():
    """702.21a: alice doesn't pay the 2 life: her Bolt is countered (701.5a) and the Hag lives."""
    g = play(HAG, ["Hag of Mage's Doom"], ["alice: cast bolt target=hag", "alice: pass", "bob: pass",
                                          "alice: decline"])
    assert g.obj("bolt").zone == "graveyard" and g.obj("hag").zone == "battlefield"
    assert g.s.players["alice"].life == 20 and "701.5a" in rules(g)


# ------------------------------------------------------------------ a token's quoted ability naming another token (111.10b)
def test_111_10b_wolfs_quarry_boar_dies_and_creates_a_food():
    """111.4, 111.10b: Wolf's Quarry creates three Boars with "When this token dies, create a Food
    token."; when one Boar dies (Lightning Bolt), its ability creates a Food token -- a colorless
    Food artifact, not a Boar."""
    assert fully_compiled("Wolf's Quarry")
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: alice}
  - {id: f5, card: Forest, controller: alice}
  - {id: f6, card: Forest, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: wq, card: Wolf's Quarry, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Wolf's Quarry"], ["alice: cast wq", "alice: pass", "bob: pass"])
    boars = _tokens(g)
    assert len(boars) == 3 and all(g.ch(b.id).subtypes == ("Boar",) for b in boars)
    run_script(g, ["alice: pass", f"bob: cast bolt target={boars[0].id}", "bob: pass", "alice: pass",
                   "alice: pass", "bob: pass"], "<test>")
    toks = _tokens(g)
    foods = [t for t in toks if "Food" in g.ch(t.id).subtypes]
    assert len(toks) == 3 and len(foods) == 1
    assert "artifact" in g.ch(foods[0].id).types and "creature" not in g.ch(foods[0].id).types


# ------------------------------------------------------------------ "this token" in an ability granted to a token (201.5)
def test_113_10_jaxis_copy_gains_when_this_token_dies_draw():
    """113.10, 603.10a: Jaxis's token copy gains haste and "When this token dies, draw a card.";
    it is sacrificed at the beginning of the next end step, dies, and alice draws a card."""
    assert fully_compiled("Jaxis, the Troublemaker")
    g = play(HEAD + """
battlefield:
  - {id: jaxis, card: "Jaxis, the Troublemaker", controller: alice, summoning_sick: false}
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: lions, card: Savannah Lions, owner: alice}
""", ["Jaxis, the Troublemaker"], ["alice: activate jaxis 1", "alice: target bears", "alice: discard lions",
                                   "alice: pass", "bob: pass"])
    toks = _tokens(g)
    assert len(toks) == 1 and g.ch(toks[0].id).name == "Grizzly Bears"
    hand = [o for o in g.s.objects.values() if o.zone == "hand" and o.owner == "alice"]
    assert hand == []
    run_script(g, ["T2 upkeep: wait"], "<test>")
    hand = [o for o in g.s.objects.values() if o.zone == "hand" and o.owner == "alice"]
    assert toks[0].zone != "battlefield" and [o.id for o in hand] == ["la1"]
    assert "121.1" in rules(g)


# ------------------------------------------------------------------ "can't block or be blocked by" (509.1b)
KOH = HEAD + """
battlefield:
  - {id: koh, card: Realm of Koh, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: kami, card: Kami of Ancient Law, controller: bob}
"""


def _illegal_block(g) -> bool:
    return g.log[-1].rule == "509.1" and "509.1b" in g.log[-1].text


def test_509_1b_realm_of_koh_spirit_cant_block_non_spirits():
    """509.1b: the Spirit token of Realm of Koh has "This token can't block or be blocked by
    non-Spirit creatures.": bob attacks with Grizzly Bears and Kami of Ancient Law (a Spirit); the
    token blocking the Bears is an illegal declaration, blocking the Kami is legal."""
    assert fully_compiled("Realm of Koh")
    g = play(KOH, ["Realm of Koh"], ["alice: activate koh 3", "alice: pass", "bob: pass",
                                    "T2 declare_attackers bob: attack bear", "bob: attack kami", "bob: done",
                                    "bob: pass", "alice: pass"])
    (tok,) = [o.id for o in _tokens(g)]
    g.push(f"block {tok} bear")
    g.push("done")
    assert _illegal_block(g)
    g.push(f"block {tok} kami")
    g.push("done")
    assert not _illegal_block(g)


def test_509_1b_realm_of_koh_spirit_cant_be_blocked_by_non_spirits():
    """509.1b: the token attacks in alice's next turn: bob's Grizzly Bears can't block it (an
    illegal declaration), his Kami of Ancient Law (a Spirit) can."""
    g = play(KOH, ["Realm of Koh"], ["alice: activate koh 3", "alice: pass", "bob: pass", "T3 upkeep: wait"])
    (tok,) = [o.id for o in _tokens(g)]
    run_script(g, [f"T3 declare_attackers alice: attack {tok}", "alice: done", "alice: pass", "bob: pass"], "<test>")
    g.push(f"block bear {tok}")
    g.push("done")
    assert _illegal_block(g)
    g.push(f"block kami {tok}")
    g.push("done")
    assert not _illegal_block(g)


# ------------------------------------------------------------------ crewing "as though its power were 2 greater" (702.122a, 702.171a)
ROADS = HEAD + """
battlefield:
  - {id: roads, card: Country Roads, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: crusher, card: Irontread Crusher, controller: alice}
  - {id: draco, card: Dracosaur Auxiliary, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: alice}
"""


def _pilot(g) -> str:
    (tok,) = [o.id for o in _tokens(g)]
    return tok


def test_702_122a_pilot_token_crews_as_though_its_power_were_2_greater():
    """702.122a: Crew 3 needs untapped creatures with total power 3 or greater. Country Roads' 1/1
    Pilot token "crews Vehicles as though its power were 2 greater": tapped alone it crews
    Irontread Crusher (1 + 2 = 3), which becomes an artifact creature; its own power stays 1."""
    assert fully_compiled("Country Roads")
    g = play(ROADS, ["Country Roads", "Irontread Crusher", "Dracosaur Auxiliary"],
             ["alice: activate roads 3", "alice: pass", "bob: pass"])
    tok = _pilot(g)
    assert g.ch(tok).power == 1
    g.push("activate crusher 1")
    g.push(f"crew {tok}")
    assert "done" in [str(a) for a in g.legal_actions()]
    g.push("done")
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert g.obj(tok).tapped and "creature" in g.ch("crusher").types


def test_702_122a_a_plain_1_1_doesnt_crew_3():
    """702.122a: without the bonus, Llanowar Elves (1/1) alone has total power 1, less than 3:
    "done" isn't offered, so it can't crew Irontread Crusher by itself."""
    g = play(ROADS, ["Country Roads", "Irontread Crusher", "Dracosaur Auxiliary"], [])
    g.push("activate crusher 1")
    g.push("crew elf")
    assert "done" not in [str(a) for a in g.legal_actions()]


def test_702_171a_pilot_token_saddles_as_though_its_power_were_2_greater():
    """702.171a: Saddle 3 (Dracosaur Auxiliary): the Pilot token "saddles Mounts ... as though its
    power were 2 greater", so it alone saddles the Mount (1 + 2 = 3): the Mount becomes saddled."""
    g = play(ROADS, ["Country Roads", "Irontread Crusher", "Dracosaur Auxiliary"],
             ["alice: activate roads 3", "alice: pass", "bob: pass"])
    tok = _pilot(g)
    saddle = [str(a) for a in g.legal_actions() if a.kind == "activate" and a.args[0] == "draco"]
    g.push(saddle[-1])
    g.push(f"crew {tok}")
    assert "done" in [str(a) for a in g.legal_actions()]
    g.push("done")
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert g.obj(tok).tapped and "702.171b" in rules(g)


# ------------------------------------------------------------------ a granted replacement ability (113.10, 614.1a)
GETH = HEAD + """
battlefield:
  - {id: geth, card: "Geth, Thane of Contracts", controller: alice, summoning_sick: false}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
  - {id: i1, card: Island, controller: bob}
graveyard:
  - {id: bears, card: Grizzly Bears, owner: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
  - {id: unsummon, card: Unsummon, owner: bob}
"""


def test_614_1a_geth_returned_creature_dies_exiled_instead():
    """113.10, 614.1a: Geth returns Grizzly Bears, which gains "If this creature would leave the
    battlefield, exile it instead of putting it anywhere else."; Lightning Bolt destroys it (704.5g
    after 3 damage): it is exiled instead of going to the graveyard."""
    assert fully_compiled("Geth, Thane of Contracts")
    g = play(GETH, ["Geth, Thane of Contracts"], ["alice: activate geth 2", "alice: target bears", "alice: pass",
                                                  "bob: pass"])
    assert g.obj("bears").zone == "battlefield"
    run_script(g, ["alice: pass", "bob: cast bolt target=bears", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("bears").zone == "exile"


def test_614_1a_geth_returned_creature_bounced_exiled_instead():
    """614.1a: "anywhere else" is any zone: Unsummon returning the Bears to the hand exiles them
    instead."""
    g = play(GETH, ["Geth, Thane of Contracts"], ["alice: activate geth 2", "alice: target bears", "alice: pass",
                                                  "bob: pass", "alice: pass", "bob: cast unsummon target=bears",
                                                  "bob: pass", "alice: pass"])
    assert g.obj("bears").zone == "exile"


def test_614_1a_geth_without_the_ability_a_creature_dies_normally():
    """The replacement is the returned creature's only: bob's own Grizzly Bears, bolted, goes to
    his graveyard (704.5g)."""
    g = play(GETH.replace("  - {id: i1, card: Island, controller: bob}\n",
                          "  - {id: i1, card: Island, controller: bob}\n  - {id: bb, card: Grizzly Bears, controller: bob}\n"),
             ["Geth, Thane of Contracts"], ["alice: activate geth 2", "alice: target bears", "alice: pass",
                                            "bob: pass", "alice: pass", "bob: cast bolt target=bb", "bob: pass",
                                            "alice: pass"])
    assert g.obj("bb").zone == "graveyard" and g.obj("bears").zone == "battlefield"


# ------------------------------------------------------------------ "attacks a player, if no opponent has more life than that player"
def _artisan(carol_life: int) -> str:
    return f"""
players: [alice, bob, {{id: carol, life: {carol_life}}}]
active_player: alice
step: precombat_main
library:
  - {{id: la1, card: Plains, owner: alice}}
  - {{id: lb1, card: Plains, owner: bob}}
  - {{id: lc1, card: Plains, owner: carol}}
battlefield:
  - {{id: cmd, card: Grizzly Bears, controller: alice, commander: true}}
  - {{id: ga, card: Guild Artisan, controller: alice}}
"""


def _treasures(g) -> int:
    return len([t for t in _tokens(g) if "Treasure" in g.ch(t.id).subtypes])


def test_508_1b_guild_artisan_commander_attacks_the_player_with_the_most_life():
    """603.4, 506.2: Guild Artisan gives alice's commander "Whenever this creature attacks a player,
    if no opponent has more life than that player, you create two Treasure tokens."; it attacks bob
    (20 life) while carol has 15: no opponent has more life than bob, so two Treasures."""
    assert fully_compiled("Guild Artisan")
    g = play(_artisan(15), ["Guild Artisan"], ["T1 declare_attackers alice: attack cmd bob", "alice: done",
                                               "alice: pass", "bob: pass", "carol: pass"])
    assert _treasures(g) == 2


def test_603_4_guild_artisan_no_trigger_when_another_opponent_has_more_life():
    """603.4: carol has 25 life, more than bob's 20: the intervening "if" is false, the ability
    doesn't trigger and no Treasure is created."""
    g = play(_artisan(25), ["Guild Artisan"], ["T1 declare_attackers alice: attack cmd bob", "alice: done",
                                               "alice: pass", "bob: pass", "carol: pass"])
    assert _treasures(g) == 0


def test_613_1f_guild_artisan_only_commander_creatures_have_it():
    """613.1f: only commander creatures alice owns have the ability: her other Grizzly Bears (not a
    commander) attacking bob creates no Treasure."""
    g = play(_artisan(15) + "  - {id: bear, card: Grizzly Bears, controller: alice}\n",
             ["Guild Artisan"], ["T1 declare_attackers alice: attack bear bob", "alice: done",
                                 "alice: pass", "bob: pass", "carol: pass"])
    assert _treasures(g) == 0 and g.obj("bear").tapped


# ------------------------------------------------------------------ "that player loses the game" (104.3a)
VORPAL = HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: sword, card: Vorpal Sword, controller: alice, attached_to: bear}
""" + "".join(f"  - {{id: s{i}, card: Swamp, controller: alice}}\n" for i in range(8))


def test_104_3a_vorpal_sword_that_player_loses_the_game():
    """113.10, 104.3a: Vorpal Sword gains "Whenever equipped creature deals combat damage to a
    player, that player loses the game." until end of turn; the equipped Grizzly Bears deals combat
    damage to bob: bob loses the game."""
    assert fully_compiled("Vorpal Sword")
    g = play(VORPAL, ["Vorpal Sword"], ["alice: activate sword 2", "alice: pass", "bob: pass",
                                        "T1 declare_attackers alice: attack bear", "alice: done",
                                        "T1 end: wait"])
    assert "bob" in g.s.losers and "alice" not in g.s.losers


def test_104_3a_vorpal_sword_without_the_ability_only_damage():
    """Without activating the ability, the Bears (4/2 with the Sword) only deal 4 damage (510.2)."""
    g = play(VORPAL, ["Vorpal Sword"], ["T1 declare_attackers alice: attack bear", "alice: done",
                                        "T1 end: wait"])
    assert not g.s.losers and g.s.players["bob"].life == 16


# ------------------------------------------------------------------ "dies or is put into exile from the battlefield" (700.4, 603.6c)
ASHNOD = HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
  - {id: p1, card: Plains, controller: bob}
hand:
  - {id: ai, card: Ashnod's Intervention, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
  - {id: stp, card: Swords to Plowshares, owner: bob}
"""


def test_603_6c_ashnods_intervention_dies_returns_to_hand():
    """113.10, 700.4: the Bears gain "When this creature dies or is put into exile from the
    battlefield, return it to its owner's hand."; bolted, it dies and returns to alice's hand."""
    assert fully_compiled("Ashnod's Intervention")
    g = play(ASHNOD, ["Ashnod's Intervention"], ["alice: cast ai target=bear", "alice: pass", "bob: pass",
                                                 "alice: pass", "bob: cast bolt target=bear", "bob: pass",
                                                 "alice: pass", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "hand"


def test_603_6c_ashnods_intervention_exiled_returns_to_hand():
    """603.6c: exiled by Swords to Plowshares (alice gains 4 life: the Bears were 4/2), the Bears
    also return to alice's hand from exile."""
    g = play(ASHNOD, ["Ashnod's Intervention"], ["alice: cast ai target=bear", "alice: pass", "bob: pass",
                                                 "alice: pass", "bob: cast stp target=bear", "bob: pass",
                                                 "alice: pass", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "hand" and g.s.players["alice"].life == 24


# ------------------------------------------------------------------ "When this creature is put into exile" (603.6c)
def test_603_6c_elemental_expressionist_granted_exile_and_its_trigger():
    """113.10, 614.1a, 603.6c: alice casts Lightning Bolt at her own Grizzly Bears; magecraft
    resolves first: the Bears gain "If this creature would leave the battlefield, exile it
    instead ..." and "When this creature is put into exile, create a 4/4 blue and red Elemental
    creature token."; the Bolt destroys the Bears, which are exiled instead and the token is
    created."""
    assert fully_compiled("Elemental Expressionist")
    g = play(HEAD + """
battlefield:
  - {id: ee, card: Elemental Expressionist, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Elemental Expressionist"], ["alice: cast bolt target=bear", "alice: target bear", "alice: pass", "bob: pass",
                                   "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "exile"
    toks = _tokens(g)
    assert len(toks) == 1 and (g.ch(toks[0].id).power, g.ch(toks[0].id).toughness) == (4, 4)
