"""Moving objects between zones (400.6) and how they enter the battlefield: with counters
(122.6, 614.1c), tapped, under whose control (110.2a), all at once; and the counters with rules of
their own that such cards put (122.1b keyword counters, 122.1h finality counters). Each test plays
real cards compiled from their Oracle text and checks the game against the Comprehensive Rules or
an official ruling (cited)."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, play


def lands(card: str, n: int, tag: str = "") -> str:
    t = tag or card[:2].lower()
    return "".join(f"  - {{id: {t}{i}, card: {card}, controller: alice}}\n" for i in range(1, n + 1))


# ------------------------------------------------------------------ 122.6: enters with counters
def test_122_6_persist_returns_a_creature_with_a_minus_counter():
    """122.6, 614.1c: "Return target nonlegendary creature card from your graveyard to the
    battlefield with a -1/-1 counter on it." -- Serra Angel enters with the counter: a 3/3."""
    assert fully_compiled("Persist")
    g = play(head() + "battlefield:\n" + lands("Swamp", 2) + """
graveyard:
  - {id: angel, card: Serra Angel, owner: alice}
hand:
  - {id: p, card: Persist, owner: alice}
""", ["Persist"], ["alice: cast p target=angel", "alice: pass", "bob: pass"])
    assert g.obj("angel").zone == "battlefield" and g.ch("angel").controller == "alice"
    assert counters(g, "angel", "-1/-1") == 1
    assert (g.ch("angel").power, g.ch("angel").toughness) == (3, 3)


def test_122_6_evil_reawakened_two_additional_counters():
    """122.6, 122.2: "... to the battlefield with two additional +1/+1 counters on it." -- a card
    in a graveyard has no counters, so Grizzly Bears enters with exactly two: a 4/4."""
    assert fully_compiled("Evil Reawakened")
    g = play(head() + "battlefield:\n" + lands("Swamp", 6) + """
graveyard:
  - {id: bear, card: Grizzly Bears, owner: alice}
hand:
  - {id: er, card: Evil Reawakened, owner: alice}
""", ["Evil Reawakened"], ["alice: cast er target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "battlefield"
    assert counters(g, "bear") == 2 and (g.ch("bear").power, g.ch("bear").toughness) == (4, 4)


# ------------------------------------------------------------------ 122.1b keyword counters
def test_122_1b_perennation_hexproof_and_indestructible_counters():
    """122.1b, 613.1f: "... with a hexproof counter and an indestructible counter on it." -- a
    keyword counter gives the permanent that keyword: the returned Serra Angel has hexproof and
    indestructible (as well as its own flying and vigilance)."""
    assert fully_compiled("Perennation")
    g = play(head() + "battlefield:\n" + lands("Plains", 2) + lands("Swamp", 2) + lands("Forest", 2) + """
graveyard:
  - {id: angel, card: Serra Angel, owner: alice}
hand:
  - {id: per, card: Perennation, owner: alice}
""", ["Perennation"], ["alice: cast per target=angel", "alice: pass", "bob: pass"])
    assert g.obj("angel").zone == "battlefield"
    assert counters(g, "angel", "hexproof") == 1 and counters(g, "angel", "indestructible") == 1
    terms = g.ch("angel").ability_terms
    for kw in ("hexproof", "indestructible", "flying", "vigilance"):
        assert ("kw", (kw,)) in terms


def test_122_1b_a_flying_counter_gives_flying():
    """122.1b: "A keyword counter on a permanent ... causes that object to gain that keyword":
    Grizzly Bears with a flying counter has flying; without it, it doesn't."""
    g = play(head() + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, counters: {flying: 1}}
  - {id: bear2, card: Grizzly Bears, controller: alice}
""", [], [])
    assert ("kw", ("flying",)) in g.ch("bear").ability_terms
    assert ("kw", ("flying",)) not in g.ch("bear2").ability_terms


# ------------------------------------------------------------------ 122.1h finality counters
def test_122_1h_rite_of_the_moth_then_the_creature_dies_into_exile():
    """122.1h: "If this permanent would be put into a graveyard from the battlefield, exile it
    instead." -- Rite of the Moth returns Grizzly Bears with a finality counter; destroyed by
    Murder, it is exiled instead of going to the graveyard."""
    assert fully_compiled("Rite of the Moth")
    g = play(head() + "battlefield:\n" + lands("Plains", 2) + lands("Swamp", 6) + """
graveyard:
  - {id: bear, card: Grizzly Bears, owner: alice}
hand:
  - {id: rite, card: Rite of the Moth, owner: alice}
  - {id: mur, card: Murder, owner: alice}
""", ["Rite of the Moth", "Murder"], ["alice: cast rite target=bear", "alice: pass", "bob: pass",
                                      "alice: cast mur target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "exile"
    assert "122.1h" in [e.rule for e in g.log]


def test_122_1h_finality_counter_and_lethal_damage():
    """122.1h, 704.5g: a creature with a finality counter destroyed by lethal damage as a
    state-based action is exiled, not put into its owner's graveyard; without the counter it
    goes to the graveyard."""
    g = play(head() + "battlefield:\n" + lands("Mountain", 2) + """
  - {id: bear, card: Grizzly Bears, controller: bob, counters: {finality: 1}}
  - {id: bear2, card: Grizzly Bears, controller: bob}
hand:
  - {id: s1, card: Shock, owner: alice}
  - {id: s2, card: Shock, owner: alice}
""", ["Shock"], ["alice: cast s1 target=bear", "alice: pass", "bob: pass",
                 "alice: cast s2 target=bear2", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "exile" and g.obj("bear2").zone == "graveyard"


# ------------------------------------------------------------------ 400.6: all at once
def test_400_6_splendid_reclamation_returns_all_lands_tapped():
    """400.6, 110.2a: "Return all land cards from your graveyard to the battlefield tapped." --
    both of alice's land cards enter tapped under her control; her creature card stays."""
    assert fully_compiled("Splendid Reclamation")
    g = play(head() + "battlefield:\n" + lands("Forest", 4) + """
graveyard:
  - {id: l1, card: Island, owner: alice}
  - {id: l2, card: Swamp, owner: alice}
  - {id: bear, card: Grizzly Bears, owner: alice}
  - {id: l3, card: Island, owner: bob}
hand:
  - {id: sr, card: Splendid Reclamation, owner: alice}
""", ["Splendid Reclamation"], ["alice: cast sr", "alice: pass", "bob: pass"])
    for l in ("l1", "l2"):
        assert g.obj(l).zone == "battlefield" and g.obj(l).tapped and g.ch(l).controller == "alice"
    assert g.obj("bear").zone == "graveyard" and g.obj("l3").zone == "graveyard"


def test_400_6_replenish_returns_enchantments_but_not_an_aura_with_nothing_to_enchant():
    """400.6, 303.4g: "Return all enchantment cards from your graveyard to the battlefield." --
    Replenish returns Glorious Anthem; Pacifism, an Aura with no creature to enchant, can't
    enter and stays in the graveyard (Replenish's reminder text and 303.4g)."""
    assert fully_compiled("Replenish")
    g = play(head() + "battlefield:\n" + lands("Plains", 4) + """
graveyard:
  - {id: ga, card: Glorious Anthem, owner: alice}
  - {id: pac, card: Pacifism, owner: alice}
hand:
  - {id: rep, card: Replenish, owner: alice}
""", ["Replenish"], ["alice: cast rep", "alice: pass", "bob: pass"])
    assert g.obj("ga").zone == "battlefield"
    assert g.obj("pac").zone == "graveyard"


# ------------------------------------------------------------------ 613.1b: gain control of all
def test_613_1b_brand_gain_control_of_all_permanents_you_own():
    """613.1b, 611.2c: "Gain control of all permanents you own." -- alice's Grizzly Bears that
    bob controls comes back under her control; bob's own Grizzly Bears stays his."""
    assert fully_compiled("Brand")
    g = play(head() + "battlefield:\n" + lands("Mountain", 1) + """
  - {id: mine, card: Grizzly Bears, controller: bob, owner: alice}
  - {id: his, card: Grizzly Bears, controller: bob}
hand:
  - {id: br, card: Brand, owner: alice}
""", ["Brand"], ["alice: cast br", "alice: pass", "bob: pass"])
    assert g.ch("mine").controller == "alice"
    assert g.ch("his").controller == "bob"


def test_613_1b_karrthus_gains_control_of_all_dragons_then_untaps_them():
    """613.1b, 611.2c, 608.2c: "When Karrthus enters, gain control of all Dragons, then untap all
    Dragons." -- bob's tapped Shivan Dragon becomes alice's and is untapped; his Grizzly Bears
    isn't a Dragon and stays his."""
    assert fully_compiled("Karrthus, Tyrant of Jund")
    g = play(head() + "battlefield:\n" + lands("Mountain", 3) + lands("Swamp", 2) + lands("Forest", 2) + """
  - {id: drag, card: Shivan Dragon, controller: bob, tapped: true}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: k, card: "Karrthus, Tyrant of Jund", owner: alice}
""", ["Karrthus, Tyrant of Jund"], ["alice: cast k", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("k").zone == "battlefield"
    assert g.ch("drag").controller == "alice" and not g.obj("drag").tapped
    assert g.ch("bear").controller == "bob"


# ------------------------------------------------------------------ 303.4i: "attached to"
def test_303_4i_academy_researchers_puts_an_aura_onto_itself():
    """303.4i, 303.4f: "When this creature enters, you may put an Aura card from your hand onto
    the battlefield attached to this creature." -- the effect names what Holy Strength enchants:
    Academy Researchers (2/2 with +1/+2: 3/4), not a creature alice chooses."""
    assert fully_compiled("Academy Researchers")
    g = play(head() + "battlefield:\n" + lands("Island", 3) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: ar, card: Academy Researchers, owner: alice}
  - {id: hs, card: Holy Strength, owner: alice}
""", ["Academy Researchers"], ["alice: cast ar", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                               "alice: yes", "alice: find hs"])
    assert g.obj("hs").zone == "battlefield" and g.obj("hs").attached_to == "ar"
    assert (g.ch("ar").power, g.ch("ar").toughness) == (3, 4)


def test_303_4i_academy_researchers_an_aura_that_cant_enchant_it_stays_in_hand():
    """303.4i: "If an effect attempts to put an Aura onto the battlefield attached to ... an object
    ... it can't legally enchant ..., the Aura remains in its current zone": Wild Growth (enchant
    land) is chosen and stays in alice's hand."""
    g = play(head() + "battlefield:\n" + lands("Island", 3) + """
hand:
  - {id: ar, card: Academy Researchers, owner: alice}
  - {id: wg, card: Wild Growth, owner: alice}
""", ["Academy Researchers"], ["alice: cast ar", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                               "alice: yes", "alice: find wg"])
    assert g.obj("wg").zone == "hand"


def test_303_4i_dragon_breath_returns_attached_to_the_entering_dragon():
    """303.4i, 603.6a: "When a creature with mana value 6 or greater enters, you may return this
    card from your graveyard to the battlefield attached to that creature." -- Dragon Breath, in
    alice's graveyard, returns enchanting the Shivan Dragon that entered (and gives it haste)."""
    assert fully_compiled("Dragon Breath")
    g = play(head() + "battlefield:\n" + lands("Mountain", 6) + """
graveyard:
  - {id: db, card: Dragon Breath, owner: alice}
hand:
  - {id: sd, card: Shivan Dragon, owner: alice}
""", ["Dragon Breath"], ["alice: cast sd", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                         "alice: yes"])
    assert g.obj("sd").zone == "battlefield"
    assert g.obj("db").zone == "battlefield" and g.obj("db").attached_to == "sd"
    assert ("kw", ("haste",)) in g.ch("sd").ability_terms


# ------------------------------------------------------------------ 406.2: a player exiles a card
def test_406_2_relic_of_progenitus_the_targeted_player_chooses_the_card():
    """406.2, 101.4: "{T}: Target player exiles a card from their graveyard." -- bob, the target,
    chooses which of his graveyard's cards is exiled (Serra Angel); the other stays."""
    assert fully_compiled("Relic of Progenitus")
    g = play(head() + """
battlefield:
  - {id: relic, card: Relic of Progenitus, controller: alice}
graveyard:
  - {id: angel, card: Serra Angel, owner: bob}
  - {id: bear, card: Grizzly Bears, owner: bob}
""", ["Relic of Progenitus"], ["alice: activate relic 1 target=bob", "alice: pass", "bob: pass"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "choose"} == {"angel", "bear"}
    from pyengine.game.players import run_script
    run_script(g, ["bob: choose angel"], "<test>")
    assert g.obj("angel").zone == "exile" and g.obj("bear").zone == "graveyard"


def test_406_2_yarok_s_fenlurker_each_opponent_exiles_a_card_from_hand():
    """406.2, 101.4: "When this creature enters, each opponent exiles a card from their hand." --
    bob chooses one of the two cards in his hand; alice's hand is untouched."""
    assert fully_compiled("Yarok's Fenlurker")
    g = play(head() + "battlefield:\n" + lands("Swamp", 2) + """
hand:
  - {id: yf, card: Yarok's Fenlurker, owner: alice}
  - {id: keep, card: Grizzly Bears, owner: alice}
  - {id: b1, card: Serra Angel, owner: bob}
  - {id: b2, card: Grizzly Bears, owner: bob}
""", ["Yarok's Fenlurker"], ["alice: cast yf", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                             "bob: choose b2"])
    assert g.obj("b2").zone == "exile" and g.obj("b1").zone == "hand"
    assert g.obj("keep").zone == "hand"


# ------------------------------------------------------------------ 614.1a, 121.2: draw replacements
def test_121_2_thought_reflection_each_draw_becomes_two():
    """614.1a, 121.2, 614.5: "If you would draw a card, draw two cards instead." -- Divination
    ("Draw two cards") is two draws, each replaced by two: alice draws four cards."""
    assert fully_compiled("Thought Reflection")
    g = play(head(alice=6) + "battlefield:\n" + lands("Island", 3) + """
  - {id: tr, card: Thought Reflection, controller: alice}
hand:
  - {id: div, card: Divination, owner: alice}
""", ["Thought Reflection", "Divination"], ["alice: cast div", "alice: pass", "bob: pass"])
    assert sorted(o for o in g.zone_ids("hand", "alice")) == ["la1", "la2", "la3", "la4"]


def test_614_1b_obstinate_familiar_may_skip_a_draw():
    """614.1b, 616.1: "If you would draw a card, you may skip that draw instead." -- alice applies
    it to the draw of her draw step: her hand stays empty and her library keeps its cards."""
    assert fully_compiled("Obstinate Familiar")
    g = play(head(step="upkeep", alice=3) + """
battlefield:
  - {id: of, card: Obstinate Familiar, controller: alice}
""", ["Obstinate Familiar"], ["alice: pass", "bob: pass", "alice: apply of.1"])
    assert g.zone_ids("hand", "alice") == [] and len(g.s.library["alice"]) == 3


def test_613_1b_ashiok_gains_control_of_all_creatures_the_target_opponent_controls():
    """613.1b, 611.2c, 115.1: "[−11]: Gain control of all creatures target opponent controls." --
    every creature bob controls as it resolves becomes alice's; bob's land stays his."""
    assert fully_compiled("Ashiok, Sculptor of Fears")
    g = play(head() + """
battlefield:
  - {id: ash, card: "Ashiok, Sculptor of Fears", controller: alice, counters: {loyalty: 11}}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: b2, card: Serra Angel, controller: bob}
  - {id: bl, card: Forest, controller: bob}
""", ["Ashiok, Sculptor of Fears"], ["alice: activate ash 3 target=bob", "alice: pass", "bob: pass"])
    assert g.ch("b1").controller == "alice" and g.ch("b2").controller == "alice"
    assert g.ch("bl").controller == "bob"


def test_400_6_brilliant_restoration_artifact_and_enchantment_cards():
    """400.6, 205.2a: "Return all artifact and enchantment cards from your graveyard to the
    battlefield." -- a card of either type (as "artifacts and enchantments"): Relic of
    Progenitus and Glorious Anthem return; Grizzly Bears stays."""
    assert fully_compiled("Brilliant Restoration")
    g = play(head() + "battlefield:\n" + lands("Plains", 8) + """
graveyard:
  - {id: relic, card: Relic of Progenitus, owner: alice}
  - {id: ga, card: Glorious Anthem, owner: alice}
  - {id: bear, card: Grizzly Bears, owner: alice}
hand:
  - {id: br, card: Brilliant Restoration, owner: alice}
""", ["Brilliant Restoration", "Relic of Progenitus"], ["alice: cast br", "alice: pass", "bob: pass"])
    assert g.obj("relic").zone == "battlefield" and g.obj("ga").zone == "battlefield"
    assert g.obj("bear").zone == "graveyard"
