"""Keyword abilities about casting, costs and abilities that work from other zones (CR 702, 601.2,
602, 113.6): typecycling, cascade, ... Each test plays real cards compiled from the Oracle data;
the expected answer comes from the CR rule (or ruling) cited in its docstring."""
from __future__ import annotations

from oracle_helpers import game, head, play, rules  # noqa: F401

HEAD = head(alice=["Island", "Plains", "Swamp"])


# ------------------------------------------------------------------ typecycling (702.29e-f)
def test_702_29e_basic_landcycling_searches_for_a_basic_land():
    """702.29e: "Basic landcycling {1}" means "{1}, Discard this card: Search your library for a
    basic land card, reveal it, and put it into your hand. Then shuffle." Ash Barrens, discarded
    from alice's hand, finds her Plains (not the top card: no draw)."""
    g = play(HEAD + """
battlefield:
  - {id: w1, card: Plains, controller: alice}
hand:
  - {id: ash, card: Ash Barrens, owner: alice}
""", ["Ash Barrens"], ["alice: activate ash 2", "alice: pass", "bob: pass", "alice: find la2"])
    assert g.obj("ash").zone == "graveyard"
    assert g.obj("la2").zone == "hand" and g.obj("la1").zone == "library"
    assert g.obj("w1").tapped
    assert "701.19a" in rules(g) and "701.20a" in rules(g)


def test_702_29e_plainscycling_finds_only_a_plains():
    """702.29e: Plainscycling searches for a Plains card: the Island and the Swamp can't be found."""
    g = play(HEAD + """
battlefield:
  - {id: w1, card: Plains, controller: alice}
  - {id: w2, card: Plains, controller: alice}
hand:
  - {id: host, card: Alabaster Host Intercessor, owner: alice}
""", ["Alabaster Host Intercessor"], ["alice: activate host 2", "alice: pass", "bob: pass"])
    acts = [str(a) for a in g.legal_actions()]
    assert "find la2" in acts and "find la1" not in acts and "find la3" not in acts


def test_702_29f_typecycling_is_cycling_for_cycle_triggers():
    """702.29f: a typecycling ability is a cycling ability: Drannith Healer's "Whenever you cycle
    another card, you gain 1 life" triggers when alice forestcycles Balamb T-Rexaur."""
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: heal, card: Drannith Healer, controller: alice}
hand:
  - {id: rex, card: Balamb T-Rexaur, owner: alice}
""", ["Balamb T-Rexaur", "Drannith Healer"], ["alice: activate rex 3", "alice: pass", "bob: pass",
                                                "alice: pass", "bob: pass"])
    assert g.obj("rex").zone == "graveyard"
    assert g.s.players["alice"].life == 21


# ------------------------------------------------------------------ cascade (702.85)
CASCADE = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: c1, card: Forest, owner: alice}
  - {id: c2, card: Lightning Bolt, owner: alice}
  - {id: c3, card: Swamp, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: bbe, card: Bloodbraid Elf, owner: alice}
"""


def test_702_85a_cascade_exiles_to_a_cheaper_nonland_card_and_casts_it_free():
    """702.85a: casting Bloodbraid Elf (mana value 4), its cascade trigger exiles the Forest (a
    land) and then Lightning Bolt (nonland, mana value 1 < 4); alice casts the Bolt without paying
    its mana cost at bob, and the Forest goes to the bottom of her library. The Bolt resolves
    before the Elf (it's above it on the stack)."""
    g = play(CASCADE, ["Bloodbraid Elf", "Lightning Bolt"],
             ["alice: cast bbe", "alice: autopay", "alice: pass", "bob: pass", "alice: yes", "alice: target bob",
              "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 17
    assert g.obj("c2").zone == "graveyard"
    assert g.s.library["alice"] == ["c3", "c1"]            # the Forest on the bottom
    assert g.obj("bbe").zone == "stack"                    # the Elf hasn't resolved yet
    assert "702.85a" in rules(g)


def test_702_85a_cascade_declined_puts_all_exiled_cards_on_the_bottom():
    """702.85a: "You may cast that card": if alice declines, the Bolt and the Forest both go to the
    bottom of her library (in a random order), under the Swamp."""
    g = play(CASCADE, ["Bloodbraid Elf", "Lightning Bolt"],
             ["alice: cast bbe", "alice: autopay", "alice: pass", "bob: pass", "alice: no"])
    assert g.s.players["bob"].life == 20
    assert g.s.library["alice"][0] == "c3" and sorted(g.s.library["alice"][1:]) == ["c1", "c2"]


def test_702_85c_two_cascades_trigger_separately():
    """702.85c: Maelstrom Wanderer ("Cascade, cascade") has two instances of cascade: both trigger
    when it's cast (two cascade triggers above it on the stack)."""
    lands = "\n".join(f"  - {{id: l{i}, card: {c}, controller: alice}}"
                      for i, c in enumerate(["Island", "Mountain", "Forest"] + ["Forest"] * 5))
    g = play(CASCADE.split("battlefield:")[0] + "battlefield:\n" + lands + """
hand:
  - {id: mw, card: Maelstrom Wanderer, owner: alice}
""", ["Maelstrom Wanderer", "Lightning Bolt"], ["alice: cast mw", "alice: autopay"])
    texts = [it.text for it in g.s.stack] + [t.text for t in g.s.pending]
    assert texts.count("cascade of Maelstrom Wanderer") == 2


# ------------------------------------------------------------------ costs moving the card itself (113.6m)
def test_113_6m_channel_discard_this_card_works_from_the_hand():
    """113.6m: "Channel — {3}{R}, Discard this card: It deals 4 damage to target creature" moves
    the card out of the hand, so it functions only in the hand: alice discards Ghost-Lit Raider
    and it deals 4 damage to bob's Bears (207.2c: "channel" is an ability word)."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: bears, card: Grizzly Bears, controller: bob}
hand:
  - {id: raider, card: Ghost-Lit Raider, owner: alice}
""", ["Ghost-Lit Raider"], ["alice: activate raider 2 target=bears", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("raider").zone == "graveyard"
    assert g.obj("bears").zone == "graveyard"


def test_113_6m_channel_does_not_function_on_the_battlefield():
    """113.6m: on the battlefield Ghost-Lit Raider's channel ability (its second) can't be
    activated; its first ability ("{2}{R}, {T}: This creature deals 2 damage to target creature") can."""
    g = game(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: raider, card: Ghost-Lit Raider, controller: alice}
""", ["Ghost-Lit Raider"])
    acts = [a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == "raider"]
    assert acts and all(str(a.args[1]) == "1" for a in acts)


def test_113_6m_exile_this_card_from_your_graveyard_works_from_the_graveyard():
    """113.6m: "{3}{U}, Exile this card from your graveyard: Draw a card" (Cobbled Lancer) works
    from the graveyard: the card is exiled as a cost and alice draws."""
    g = play(HEAD + """
battlefield:
""" + "\n".join(f"  - {{id: i{i}, card: Island, controller: alice}}" for i in range(4)) + """
graveyard:
  - {id: lancer, card: Cobbled Lancer, owner: alice}
""", ["Cobbled Lancer"], ["alice: activate lancer 2", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("lancer").zone == "exile"
    assert g.obj("la1").zone == "hand"


def test_113_6m_bloodrush_pumps_an_attacking_creature():
    """Bloodrush (207.2c, an ability word): Rubblebelt Maaka's "{R}, Discard this card: Target
    attacking creature gets +3/+3 until end of turn" from alice's hand: her attacking Bears deal 5
    combat damage."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: bears, card: Grizzly Bears, controller: alice}
hand:
  - {id: maaka, card: Rubblebelt Maaka, owner: alice}
""", ["Rubblebelt Maaka"], ["T1 declare_attackers alice: attack bears", "alice: done",
                            "alice: activate maaka 1 target=bears", "alice: autopay", "alice: pass", "bob: pass",
                            "T1 end: wait"])
    assert g.obj("maaka").zone == "graveyard"
    assert g.ch("bears").power == 5
    assert g.s.players["bob"].life == 15                   # 5 combat damage (510.2)


# ------------------------------------------------------------------ "Any player may activate this ability" (602.2)
OGRE = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Island, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
  - {id: lb2, card: Plains, owner: bob}
battlefield:
  - {id: ogre, card: Flailing Ogre, controller: alice}
  - {id: exc, card: Excavation, controller: alice}
  - {id: bm1, card: Mountain, controller: bob}
  - {id: bm2, card: Mountain, controller: bob}
  - {id: bm3, card: Mountain, controller: bob}
"""


def test_602_2_any_player_may_activate_an_opponents_ability():
    """602.2: only an object's controller may activate its abilities "unless the object
    specifically says otherwise": bob, with priority, activates the -1/-1 ability of alice's
    Flailing Ogre (3/3), paying {1} from his own lands; it becomes 2/2."""
    g = play(OGRE, ["Flailing Ogre", "Excavation"],
             ["alice: pass", "bob: activate ogre 2", "bob: autopay", "bob: pass", "alice: pass"])
    assert g.ch("ogre").power == 2 and g.ch("ogre").toughness == 2
    assert sum(1 for m in ("bm1", "bm2", "bm3") if g.obj(m).tapped) == 1


def test_602_2a_the_activating_player_controls_the_ability_and_pays_its_costs():
    """602.2a: the player who activates an ability controls it: bob activates alice's Excavation
    ("{1}, Sacrifice a land: Draw a card. Any player may activate this ability."): he sacrifices
    one of his own lands and he draws the card (701.17a: a player can sacrifice only their own
    permanents)."""
    g = play(OGRE, ["Flailing Ogre", "Excavation"], ["alice: pass", "bob: activate exc 1"])
    sac = {a.args[0] for a in g.legal_actions() if a.kind in ("pay", "autopay") and a.args}
    assert sac and sac <= {"bm1", "bm2", "bm3"}                  # bob's lands only
    g = play(OGRE, ["Flailing Ogre", "Excavation"],
             ["alice: pass", "bob: activate exc 1", "bob: autopay bm3", "bob: pass", "alice: pass"])
    assert g.obj("bm3").zone == "graveyard"
    assert g.obj("lb1").zone == "hand" and g.obj("la1").zone == "library"


def test_602_2_an_ordinary_ability_is_only_for_its_controller():
    """602.2: bob can't activate abilities of alice's permanents that don't say so (Ghost-Lit
    Raider's "{2}{R}, {T}: ..." is alice's only)."""
    g = game(OGRE.replace("Flailing Ogre", "Ghost-Lit Raider"), ["Ghost-Lit Raider", "Excavation"],
             ["alice: pass"])
    acts = [a for a in g.legal_actions() if a.kind == "activate"]
    assert acts and all(a.args[0] == "exc" for a in acts)


# ------------------------------------------------------------------ surge, spectacle (118.9)
SURGE = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Island, owner: alice}
  - {id: la2, card: Island, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: ca, card: Comparative Analysis, owner: alice}
"""


def test_702_117a_surge_needs_another_spell_cast_this_turn():
    """702.117a: "You may cast this spell by paying [cost] rather than its mana cost if you ...
    cast another spell this turn": before alice casts anything, Comparative Analysis has no surge
    action; after her Lightning Bolt she casts it for {2}{U} (three lands, not four) and draws two
    cards."""
    g = game(SURGE, ["Comparative Analysis", "Lightning Bolt"])
    assert "cast ca surge" not in [str(a) for a in g.legal_actions()]
    g = play(SURGE, ["Comparative Analysis", "Lightning Bolt"],
             ["alice: cast bolt target=bob", "alice: mana m1", "alice: pay", "alice: pass", "bob: pass",
              "alice: cast ca surge target=alice", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 17
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "hand"
    assert g.obj("ca").zone == "graveyard"
    assert "702.117a" in rules(g)


def test_702_137a_spectacle_needs_an_opponent_to_have_lost_life():
    """702.137a: spectacle -- "if an opponent lost life this turn": Skewer the Critics ({2}{R},
    spectacle {R}) can't be cast for {R} until alice's Lightning Bolt hit bob; then she casts it
    for {R}, and three of her lands stay untapped."""
    text = SURGE.replace("Comparative Analysis", "Skewer the Critics").replace("card: Island, controller",
                                                                              "card: Mountain, controller")
    g = game(text, ["Skewer the Critics", "Lightning Bolt"])
    assert "cast ca spectacle" not in [str(a) for a in g.legal_actions()]
    g = play(text, ["Skewer the Critics", "Lightning Bolt"],
             ["alice: cast bolt target=bob", "alice: mana m1", "alice: pay", "alice: pass", "bob: pass",
              "alice: cast ca spectacle target=bob", "alice: mana i1", "alice: pay", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 14
    assert not g.obj("i2").tapped and not g.obj("i3").tapped


# ------------------------------------------------------------------ jump-start, retrace (601.2f-h)
GY = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Island, owner: alice}
  - {id: la2, card: Island, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
  - {id: lb2, card: Plains, owner: bob}
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
hand:
  - {id: h1, card: Grizzly Bears, owner: alice}
  - {id: h2, card: Forest, owner: alice}
graveyard:
  - {id: idea, card: Radical Idea, owner: alice}
  - {id: crime, card: Raven's Crime, owner: alice}
"""


def test_702_133a_jump_start_casts_from_the_graveyard_discarding_a_card_then_exiles():
    """702.133a: alice casts Radical Idea from her graveyard paying {1}{U} and discarding a card
    (any card) as an additional cost; she draws; then it's exiled instead of going to her
    graveyard."""
    g = play(GY, ["Radical Idea", "Raven's Crime"],
             ["alice: cast idea jump_start", "alice: discard h1", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("h1").zone == "graveyard"
    assert g.obj("la1").zone == "hand"
    assert g.obj("idea").zone == "exile"
    assert "702.133a" in rules(g)


def test_702_81a_retrace_discards_a_land_card_and_the_card_returns_to_the_graveyard():
    """702.81a: Raven's Crime is cast from alice's graveyard by discarding a land card (the Forest;
    the Bears can't be chosen); bob discards a card; the spell goes back to her graveyard (retrace
    doesn't exile it)."""
    g = play(GY, ["Radical Idea", "Raven's Crime"], ["alice: cast crime retrace target=bob"])
    assert {str(a) for a in g.legal_actions() if a.kind == "discard"} == {"discard h2"}
    g = play(GY.replace("hand:\n", "hand:\n  - {id: bh, card: Plains, owner: bob}\n"), ["Radical Idea", "Raven's Crime"],
             ["alice: cast crime retrace target=bob", "alice: discard h2", "alice: autopay", "alice: pass", "bob: pass",
              "bob: discard bh"])
    assert g.obj("h2").zone == "graveyard"
    assert g.obj("crime").zone == "graveyard"
    assert g.obj("bh").zone == "graveyard"


# ------------------------------------------------------------------ embalm, eternalize (707.9b)
def _tokens(g):
    return [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]


def test_702_128a_embalm_creates_a_white_zombie_token_copy_without_mana_cost():
    """702.128a: Sacred Cat's "Embalm {W}": alice exiles it from her graveyard and creates a token
    copy -- white, no mana cost (mana value 0), a Zombie Cat, with lifelink (707.9b: the exceptions
    are part of the copy)."""
    g = play(HEAD + """
battlefield:
  - {id: w1, card: Plains, controller: alice}
graveyard:
  - {id: cat, card: Sacred Cat, owner: alice}
""", ["Sacred Cat"], ["alice: activate cat 2", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("cat").zone == "exile"
    (tok,) = _tokens(g)
    ch = g.ch(tok.id)
    assert ch.name == "Sacred Cat" and ch.colors == ("white",) and ch.mana_value == 0
    assert set(ch.subtypes) == {"Cat", "Zombie"}
    assert (ch.power, ch.toughness) == (1, 1)
    assert ("kw", ("lifelink",)) in ch.ability_terms


def test_702_128a_embalm_only_as_a_sorcery():
    """702.128a: "Activate only as a sorcery": not with a spell on the stack, nor in bob's turn."""
    g = game(HEAD.replace("active_player: alice", "active_player: bob") + """
battlefield:
  - {id: w1, card: Plains, controller: alice}
graveyard:
  - {id: cat, card: Sacred Cat, owner: alice}
""", ["Sacred Cat"], ["bob: pass"])
    assert not any(a.kind == "activate" and a.args[0] == "cat" for a in g.legal_actions())
    g = game(HEAD + """
battlefield:
  - {id: w1, card: Plains, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
graveyard:
  - {id: cat, card: Sacred Cat, owner: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Sacred Cat", "Lightning Bolt"], ["alice: cast bolt target=bob", "alice: mana m1", "alice: pay"])
    assert g.s.stack                                        # alice holds priority with a spell on the stack
    assert not any(a.kind == "activate" and a.args[0] == "cat" for a in g.legal_actions())    # 307.5


def test_702_129a_eternalize_creates_a_4_4_black_zombie_token_copy():
    """702.129a: Adorned Pouncer (1/1 double strike), eternalized for {3}{W}{W}: the token is a 4/4
    black Zombie Cat with double strike and no mana cost."""
    g = play(HEAD + """
battlefield:
""" + "\n".join(f"  - {{id: w{i}, card: Plains, controller: alice}}" for i in range(5)) + """
graveyard:
  - {id: pouncer, card: Adorned Pouncer, owner: alice}
""", ["Adorned Pouncer"], ["alice: activate pouncer 2", "alice: autopay", "alice: pass", "bob: pass"])
    (tok,) = _tokens(g)
    ch = g.ch(tok.id)
    assert (ch.power, ch.toughness) == (4, 4) and ch.colors == ("black",) and ch.mana_value == 0
    assert "Zombie" in ch.subtypes and ("kw", ("double_strike",)) in ch.ability_terms


# ------------------------------------------------------------------ boast (702.142a), exhaust (702.177a)
MOB = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Island, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: mob, card: Hagi Mob, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
"""


def test_702_142a_boast_only_after_the_creature_attacked_and_once_each_turn():
    """702.142a: "Boast — {1}{R}: This creature deals 1 damage to any target" can be activated
    only if Hagi Mob attacked this turn, and only once each turn: not in the main phase before
    combat; once after it attacked (bob takes 1); not a second time."""
    g = game(MOB, ["Hagi Mob"])
    assert not any(a.kind == "activate" and a.args[0] == "mob" for a in g.legal_actions())
    g = play(MOB, ["Hagi Mob"], ["T1 declare_attackers alice: attack mob", "alice: done",
                                 "alice: activate mob 1 target=bob", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 19
    assert not any(a.kind == "activate" and a.args[0] == "mob" for a in g.legal_actions())


GUARDIAN = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Island, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: gg, card: Greenbelt Guardian, controller: alice}
""" + "\n".join(f"  - {{id: f{i}, card: Forest, controller: alice}}" for i in range(8)) + "\n"


def test_702_177a_exhaust_activates_only_once():
    """702.177a: "Exhaust — {3}{G}: Put three +1/+1 counters on this creature" means "... Activate
    only once": after Greenbelt Guardian's exhaust ability resolved, alice (with four untapped
    Forests left) can't activate it again (its other ability she still can)."""
    g = play(GUARDIAN, ["Greenbelt Guardian"], ["alice: activate gg 2", "alice: autopay", "alice: pass", "bob: pass"])
    assert sum(c.count for c in g.obj("gg").counters if c.kind == "+1/+1") == 3
    assert not any(a.kind == "activate" and a.args[0] == "gg" and str(a.args[1]) == "2" for a in g.legal_actions())
    assert any(a.kind == "activate" and a.args[0] == "gg" and str(a.args[1]) == "1" for a in g.legal_actions())


# ------------------------------------------------------------------ replicate (702.56a), offspring (702.175a)
def _islands(n: int, prefix: str = "i", card: str = "Island") -> str:
    return "\n".join(f"  - {{id: {prefix}{i}, card: {card}, controller: alice}}" for i in range(n))


def test_702_56a_replicate_paid_twice_makes_two_copies():
    """702.56a: Train of Thought ({1}{U}, replicate {1}{U}) with its replicate cost paid twice:
    "When you cast this spell, if a replicate cost was paid for it, copy it for each time" -- the
    trigger makes two copies (707.10), so alice draws three cards."""
    g = play(HEAD + "battlefield:\n" + _islands(8) + """
hand:
  - {id: tot, card: Train of Thought, owner: alice}
""", ["Train of Thought"], ["alice: cast tot", "alice: replicate", "alice: replicate", "alice: no_replicate",
                           "alice: autopay"] + ["alice: pass", "bob: pass"] * 4)
    assert all(g.obj(i).zone == "hand" for i in ("la1", "la2", "la3"))
    assert "702.56a" in rules(g)


def test_702_56a_replicate_not_paid_no_copy():
    """702.56a: the trigger's condition: with no replicate cost paid there's no copy."""
    g = play(HEAD + "battlefield:\n" + _islands(4) + """
hand:
  - {id: tot, card: Train of Thought, owner: alice}
""", ["Train of Thought"], ["alice: cast tot", "alice: no_replicate", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "library"
    assert "702.56a" not in rules(g)


def test_702_175a_offspring_paid_creates_a_1_1_token_copy():
    """702.175a: Finch Formation ({2}{U} 2/2 flying, offspring {3}) cast paying {3} more: when it
    enters, alice creates a token copy of it, except it's 1/1 (a flying Bird Scout)."""
    g = play(HEAD + "battlefield:\n" + _islands(6) + """
hand:
  - {id: ff, card: Finch Formation, owner: alice}
""", ["Finch Formation"], ["alice: cast ff", "alice: offspring", "alice: autopay", "alice: pass", "bob: pass"])
    for _ in range(12):                      # the two enters triggers: order, target, resolve
        if _tokens(g):
            break
        acts = list(g.legal_actions())
        g.push(next((a for a in acts if a.kind != "cancel"), acts[0]))
    (tok,) = _tokens(g)
    ch = g.ch(tok.id)
    assert ch.name == "Finch Formation" and (ch.power, ch.toughness) == (1, 1)
    assert ("kw", ("flying",)) in ch.ability_terms and "Bird" in ch.subtypes


def test_702_175a_offspring_not_paid_no_token():
    """702.175a: "if its offspring cost was paid": cast for {2}{U} only, no token."""
    g = play(HEAD + "battlefield:\n" + _islands(6) + """
hand:
  - {id: ff, card: Finch Formation, owner: alice}
""", ["Finch Formation"], ["alice: cast ff", "alice: no_offspring", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("ff").zone == "battlefield"
    assert not _tokens(g)


# ------------------------------------------------------------------ "Discard a card at random" as a cost (701.8b)
def test_701_8b_a_card_discarded_at_random_for_a_cost_is_not_chosen_by_the_player():
    """701.8b / 602.2b: Frenetic Ogre's "{R}, Discard a card at random: This creature gets +3/+0
    until end of turn": alice is not asked which card -- one of her two cards is discarded, the
    other stays -- and the 2/3 Ogre becomes 5/3."""
    g = play(HEAD + """
battlefield:
  - {id: ogre, card: Frenetic Ogre, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: h1, card: Grizzly Bears, owner: alice}
  - {id: h2, card: Forest, owner: alice}
""", ["Frenetic Ogre"], ["alice: activate ogre 1", "alice: autopay", "alice: pass", "bob: pass"])
    assert sorted(g.obj(h).zone for h in ("h1", "h2")) == ["graveyard", "hand"]
    assert g.ch("ogre").power == 5
    assert not any(e.rule == "601.2h" and "choose what to discard" in e.text for e in g.log)


def test_701_8b_discard_at_random_needs_a_card_in_hand():
    """602.2b / 118.3: with an empty hand the cost can't be paid: no activation."""
    g = game(HEAD + """
battlefield:
  - {id: ogre, card: Frenetic Ogre, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
""", ["Frenetic Ogre"])
    assert not any(a.kind == "activate" and a.args[0] == "ogre" for a in g.legal_actions())


# ------------------------------------------------------------------ overload (702.96)
OVERLOAD = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Island, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: mine, card: Raging Goblin, controller: alice}
  - {id: b1, card: Raging Goblin, controller: bob}
  - {id: b2, card: Llanowar Elves, controller: bob}
hand:
  - {id: ek, card: Electrickery, owner: alice}
"""


def test_702_96a_overload_replaces_target_with_each():
    """702.96a-b: Electrickery cast for its overload cost {1}{R}: its text reads "deals 1 damage to
    each creature you don't control" -- no target; both of bob's 1/1s die, alice's Goblin lives."""
    g = play(OVERLOAD, ["Electrickery"], ["alice: cast ek overload", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("b1").zone == "graveyard" and g.obj("b2").zone == "graveyard"
    assert g.obj("mine").zone == "battlefield"
    assert g.obj("m1").tapped and g.obj("m2").tapped
    assert "601.2c" not in rules(g)                      # no target chosen


def test_702_96a_without_overload_it_targets_one_creature():
    """702.96a: cast normally for {R}, Electrickery targets one creature alice doesn't control."""
    g = play(OVERLOAD, ["Electrickery"], ["alice: cast ek target=b1", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("b1").zone == "graveyard" and g.obj("b2").zone == "battlefield"


# ------------------------------------------------------------------ plot (702.170)
PLOT = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Island, owner: alice}
  - {id: la2, card: Island, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
  - {id: lb2, card: Plains, owner: bob}
battlefield:
""" + _islands(4) + """
hand:
  - {id: djinn, card: Djinn of Fool's Fall, owner: alice}
"""


def test_702_170a_plot_is_a_special_action_then_cast_free_in_a_later_turn():
    """702.170a/d, 116.2k: alice plots Djinn of Fool's Fall (exiling it and paying {3}{U}, a
    special action: nothing goes on the stack); she can't cast it the same turn; in her next turn
    she casts it from exile without paying its mana cost (her Islands stay untapped)."""
    g = play(PLOT, ["Djinn of Fool's Fall"], ["alice: plot djinn", "alice: autopay"])
    assert g.obj("djinn").zone == "exile" and not g.s.stack
    assert all(g.obj(f"i{i}").tapped for i in range(4))
    assert not any(a.kind == "cast" and a.args[0] == "djinn" for a in g.legal_actions())
    g = play(PLOT, ["Djinn of Fool's Fall"], ["alice: plot djinn", "alice: autopay",
                                              "T3 precombat_main alice: cast djinn plot", "alice: pass", "bob: pass"])
    assert g.s.turn == 3 and g.obj("djinn").zone == "battlefield"
    assert not any(g.obj(f"i{i}").tapped for i in range(4))
    assert "702.170d" in rules(g)


def test_702_170a_plot_only_in_your_main_phase_with_an_empty_stack():
    """702.170a: not during bob's turn, nor in alice's upkeep."""
    g = game(PLOT.replace("step: precombat_main", "step: upkeep"), ["Djinn of Fool's Fall"])
    assert not any(a.kind == "plot" for a in g.legal_actions())
    g = game(PLOT.replace("active_player: alice", "active_player: bob"), ["Djinn of Fool's Fall"], ["bob: pass"])
    assert not any(a.kind == "plot" for a in g.legal_actions())


# ------------------------------------------------------------------ encore (702.141a)
def _pilferer() -> str:
    return HEAD + "battlefield:\n" + _islands(4, "m", "Mountain") + """
graveyard:
  - {id: pil, card: Impulsive Pilferer, owner: alice}
"""


def test_702_141a_encore_token_has_haste_and_must_attack_that_opponent():
    """702.141a: Impulsive Pilferer's encore {3}{R}: exiled from alice's graveyard, it makes a
    token copy for her one opponent; the token has haste, and a declaration without it attacking
    bob is illegal (508.1d: it attacks that opponent this turn if able)."""
    g = play(_pilferer(), ["Impulsive Pilferer"], ["alice: activate pil 2", "alice: autopay", "alice: pass",
                                                   "bob: pass", "T1 declare_attackers alice: done"])
    assert g.obj("pil").zone == "exile"
    (tok,) = _tokens(g)
    assert ("kw", ("haste",)) in g.ch(tok.id).ability_terms
    assert "508.1" in rules(g)                       # the declaration without it was rejected
    assert g.s.step == "declare_attackers" and not g.s.attackers


def test_702_141a_encore_token_is_sacrificed_at_the_next_end_step():
    """702.141a: "Sacrifice them at the beginning of the next end step": the token attacks bob (1
    damage), then at the end step it's sacrificed -- and, being a copy, its "When this creature
    dies, create a Treasure token" triggers."""
    g = play(_pilferer(), ["Impulsive Pilferer"], ["alice: activate pil 2", "alice: autopay", "alice: pass",
                                                   "bob: pass", "T1 declare_attackers alice: attack tok2",
                                                   "alice: done", "T2 upkeep bob: pass"])
    assert g.s.players["bob"].life == 19
    assert not [t for t in _tokens(g) if t.card.name == "Impulsive Pilferer"]
    assert [t for t in _tokens(g) if t.card.name == "Treasure"]


# ------------------------------------------------------------------ emerge (702.119)
MAW = HEAD + "battlefield:\n" + _islands(3, "s", "Swamp") + """
  - {id: giant, card: Hill Giant, controller: alice}
hand:
  - {id: maw, card: Abundant Maw, owner: alice}
"""


def test_702_119a_emerge_sacrifices_a_creature_and_reduces_the_cost_by_its_mana_value():
    """702.119a/c: Abundant Maw cast for its emerge cost {6}{B}, sacrificing Hill Giant (mana
    value 4): the total cost is {2}{B} (alice's three Swamps pay it); the Giant is sacrificed as
    the cost is paid."""
    g = play(MAW, ["Abundant Maw"], ["alice: cast maw emerge", "alice: sacrifice giant", "alice: autopay"])
    assert g.obj("giant").zone == "graveyard"
    assert all(g.obj(f"s{i}").tapped for i in range(3))
    assert any(e.rule == "601.2f" and "{2}{B}" in e.text for e in g.log)
    assert "702.119c" in rules(g)


def test_702_119a_no_emerge_without_a_creature_to_sacrifice():
    """702.119a: emerge needs a creature to sacrifice: with only lands, no emerge action."""
    g = game(MAW.replace("  - {id: giant, card: Hill Giant, controller: alice}\n", ""), ["Abundant Maw"])
    assert "cast maw emerge" not in [str(a) for a in g.legal_actions()]


def test_107_4e_a_hybrid_spell_is_castable_with_either_color():
    """107.4e: "A hybrid mana symbol is also a colored mana symbol ... {B/R} can be paid with
    either {B} or {R}" -- Rakdos Cackler ({B/R}) is offered with only a Mountain, and cast."""
    from oracle_helpers import head, play
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: rc, card: Rakdos Cackler, owner: alice}
""", ["Rakdos Cackler"], [])
    assert any(a.kind == "cast" and a.args[0] == "rc" for a in g.legal_actions())
