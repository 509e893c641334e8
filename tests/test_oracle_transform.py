"""Transforming double-faced cards (CR 712) and transform (701.28) on real cards compiled from
their Oracle text: the card model holds both faces (712.8), a permanent has the characteristics
of the face that's up, transforming keeps the object (712.18), "transforms into" triggers
(701.28e), the werewolves' "last turn" conditions (603.4)."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, life, play, rules  # noqa: F401

HEAD = head(alice=4, bob=4)
LANDS = "".join(f"  - {{id: i{i}, card: Island, controller: alice}}\n" for i in range(1, 6))


def test_712_8_the_card_model_holds_both_faces():
    """712.8: each face of a transforming double-faced card has its own set of characteristics:
    Mayor of Avabruck ({1}{G} 1/1 Human Advisor Werewolf) has the back face Howlpack Alpha (3/3
    Werewolf, no mana cost), each face with its own abilities; `mtgrules cards` shows both."""
    from pyengine.cards.compiled import compile_oracle_card
    from pyengine.cards.database import oracle_db
    from pyengine.cli.cards import card_text
    c = compile_oracle_card(oracle_db().get("Mayor of Avabruck"))
    assert (c.name, c.mana_value, c.power, c.toughness) == ("Mayor of Avabruck", 2, 1, 1)
    b = c.back
    assert (b.name, b.mana_cost, b.power, b.toughness, b.subtypes) == ("Howlpack Alpha", "", 3, 3, ("Werewolf",))
    assert all(a.args[0] == "Howlpack Alpha" for a in b.abilities)
    assert len([a for a in b.abilities if "color indicator" not in (a.text or "")]) == 3
    # 204, 903.4: its color indicator isn't in the shipped Oracle data, but the card's one-color
    # identity (green) says it: Howlpack Alpha is green
    assert b.colors == ("green",)
    assert not [a.text for a in b.abilities if a.unsupported and "color indicator" in a.text]
    text = card_text(compile_oracle_card(oracle_db().get("Delver of Secrets")))
    assert "Delver of Secrets {U}" in text and "Insectile Aberration" in text and "Back face" in text


def test_701_28a_transform_keeps_the_object_counters_damage_and_tapped_status():
    """701.28a, 712.18: "{4}{U/P}: Transform this creature. Activate only as a sorcery." --
    Aetherblade Agent (1/1 deathtouch) transforms into Gitaxian Mindstinger (3/3): the same
    object, so its +1/+1 counter, its 1 damage and its tapped status stay (a 4/4 with 1 damage);
    712.8e: its mana value is still its front face's ({1}{B}: 2); it doesn't enter the
    battlefield, so nothing that triggers on entering does."""
    g = game(HEAD + "battlefield:\n" + LANDS + """  - {id: agent, card: Aetherblade Agent, controller: alice, counters: {+1/+1: 1}, damage: 1}
""", ["Aetherblade Agent"], ["alice: activate agent 2", "alice: autopay", "alice: pass", "bob: pass"])
    o, ch = g.obj("agent"), g.ch("agent")
    assert o.card.name == "Gitaxian Mindstinger" and ch.name == "Gitaxian Mindstinger"
    assert (ch.power, ch.toughness, ch.mana_value) == (4, 4, 2)
    assert counters(g, "agent") == 1 and o.damage == 1 and o.zone == "battlefield"
    assert o.earlier_ids == ()                   # 712.18: not a new object (400.7 doesn't apply)
    assert "701.28a" in rules(g) and "603.2" not in rules(g)


def test_701_28a_transformed_back_face_abilities_then_712_8a_front_face_in_graveyard():
    """712.8e: while transformed it has only the back face's abilities (Gitaxian Mindstinger has
    no transform ability of its own); 712.8a: once it leaves the battlefield the card in the
    graveyard has its front face's characteristics again (Aetherblade Agent): Lightning Bolt's 3
    damage destroys the 3/3 (704.5g)."""
    g = game(HEAD + """battlefield:
  - {id: agent, card: Aetherblade Agent, controller: alice, transformed: true}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Aetherblade Agent"])
    assert g.ch("agent").name == "Gitaxian Mindstinger" and (g.ch("agent").power, g.ch("agent").toughness) == (3, 3)
    assert not [a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == "agent"]
    run_script(g, ["alice: pass", "bob: cast bolt target=agent", "bob: autopay", "bob: pass", "alice: pass"])
    assert g.obj("agent").zone == "graveyard" and g.obj("agent").card.name == "Aetherblade Agent"
    assert g.ch("agent").name == "Aetherblade Agent"


def test_603_4_werewolf_transforms_if_no_spells_were_cast_last_turn():
    """603.4: "At the beginning of each upkeep, if no spells were cast last turn, transform this
    creature." -- no spell was cast during alice's turn 1, so at bob's upkeep Mayor of Avabruck
    transforms into Howlpack Alpha (3/3; its +1/+1 counter stays: 4/4)."""
    g = game(HEAD + """battlefield:
  - {id: mayor, card: Mayor of Avabruck, controller: alice, counters: {+1/+1: 1}}
""", ["Mayor of Avabruck"], ["T2 upkeep bob: wait"])
    assert g.obj("mayor").card.name == "Mayor of Avabruck" and len(g.s.stack) == 1
    run_script(g, ["bob: pass", "alice: pass"])
    ch = g.ch("mayor")
    assert ch.name == "Howlpack Alpha" and (ch.power, ch.toughness) == (4, 4) and counters(g, "mayor") == 1


def test_603_4_werewolf_stays_if_a_spell_was_cast_last_turn():
    """603.4: the intervening "if" is checked as the upkeep begins: alice cast a spell during turn
    1, so at bob's upkeep "if no spells were cast last turn" is false and the ability doesn't
    trigger -- Mayor of Avabruck stays front face up."""
    g = game(HEAD + "battlefield:\n" + LANDS + """  - {id: mayor, card: Mayor of Avabruck, controller: alice}
hand:
  - {id: opt, card: Opt, owner: alice}
""", ["Mayor of Avabruck"], ["alice: cast opt", "alice: autopay", "alice: pass", "bob: pass",
                             "T2 upkeep bob: wait"])
    assert g.obj("opt").zone == "graveyard"
    assert not g.s.stack and g.obj("mayor").card.name == "Mayor of Avabruck"


def test_603_4_back_face_transforms_back_if_a_player_cast_two_spells_last_turn():
    """603.4, 701.28a: Howlpack Alpha's "if a player cast two or more spells last turn, transform
    this creature" -- alice cast two spells during turn 1, so at bob's upkeep it transforms back
    into Mayor of Avabruck (1/1)."""
    g = game(HEAD + "battlefield:\n" + LANDS + """  - {id: mayor, card: Mayor of Avabruck, controller: alice, transformed: true}
hand:
  - {id: opt, card: Opt, owner: alice}
  - {id: opt2, card: Opt, owner: alice}
""", ["Mayor of Avabruck"], ["alice: cast opt", "alice: autopay", "alice: pass", "bob: pass",
                             "alice: cast opt2", "alice: autopay", "alice: pass", "bob: pass",
                             "T2 upkeep bob: wait", "bob: pass", "alice: pass"])
    ch = g.ch("mayor")
    assert ch.name == "Mayor of Avabruck" and (ch.power, ch.toughness) == (1, 1)


def test_701_28e_transforms_into_trigger():
    """701.28e: "Whenever this creature enters or transforms into Huntmaster of the Fells, create a
    2/2 green Wolf creature token and you gain 2 life." -- the transformed Huntmaster (Ravager of
    the Fells) transforms back at bob's upkeep (alice cast two spells last turn), and then has
    the ability, which triggers: alice gains 2 life and gets a Wolf."""
    g = game(HEAD + "battlefield:\n" + LANDS + """  - {id: hunt, card: Huntmaster of the Fells, controller: alice, transformed: true}
hand:
  - {id: opt, card: Opt, owner: alice}
  - {id: opt2, card: Opt, owner: alice}
""", ["Huntmaster of the Fells"], ["alice: cast opt", "alice: autopay", "alice: pass", "bob: pass",
                                  "alice: cast opt2", "alice: autopay", "alice: pass", "bob: pass",
                                  "T2 upkeep bob: wait", "bob: pass", "alice: pass"])
    assert g.ch("hunt").name == "Huntmaster of the Fells"
    run_script(g, ["bob: pass", "alice: pass"])
    assert life(g, "alice") == 22
    assert [o for o in g.s.objects.values() if o.token and o.card.name == "Wolf" and o.zone == "battlefield"]


def test_701_28c_a_permanent_that_isnt_a_double_faced_card_doesnt_transform():
    """701.28c: an instruction to transform a permanent that isn't a transforming double-faced card
    does nothing (Grizzly Bears stays Grizzly Bears)."""
    from pyengine.game import transform
    g = game(HEAD + "battlefield:\n  - {id: bear, card: Grizzly Bears, controller: alice}\n", [])
    assert not transform.transform(g, "bear")
    assert g.ch("bear").name == "Grizzly Bears" and "701.28c" in rules(g)


def _gaps(name: str) -> list[str]:
    from pyengine.cards.compiled import compile_oracle_card
    from pyengine.cards.coverage import judge
    from pyengine.cards.database import oracle_db
    return judge(compile_oracle_card(oracle_db().get(name))).gaps


def test_transform_cards_fully_compiled():
    """712.8: a transforming double-faced card is fully compiled only when both faces are. Every
    ability of Gatstaf Shepherd and Mayor of Avabruck, both faces, compiles, and their back faces'
    color comes from the card's one-color identity (903.4, 204): fully compiled. Aetherblade Agent's
    abilities all compile, but its identity is blue and black, so its back face's color isn't known
    from the shipped Oracle data: that is the one thing reported (not guessed). Huntmaster of the
    Fells has more: its back face's "... up to one target creature that player or that planeswalker's
    controller controls" is not compiled yet."""
    for name in ("Gatstaf Shepherd", "Mayor of Avabruck"):
        assert _gaps(name) == [], name
    gaps = _gaps("Aetherblade Agent")
    assert gaps and all("color indicator" in g for g in gaps)
    assert any("color indicator" not in g for g in _gaps("Huntmaster of the Fells"))


# ------------------------------------------------------------------ day and night (728), daybound (702.145)
def test_702_145d_daybound_makes_it_day_then_728_2a_night_transforms_it():
    """702.145d: a player controls a daybound permanent and it's neither day nor night: it becomes
    day. 728.2a (502.2): in bob's untap step, alice -- the previous turn's active player -- cast no
    spells during her turn 1, so day becomes night; 702.145b-c: as it becomes night, Brutal Cathar
    (front face up, daybound) transforms into Moonrage Brute (3/3 first strike)."""
    g = game(HEAD + "battlefield:\n  - {id: cat, card: Brutal Cathar, controller: alice}\n", ["Brutal Cathar"])
    assert g.s.day_night == "day" and g.ch("cat").name == "Brutal Cathar" and "702.145d" in rules(g)
    run_script(g, ["T2 upkeep bob: wait"])
    assert g.s.day_night == "night" and "728.2a" in rules(g)
    ch = g.ch("cat")
    assert ch.name == "Moonrage Brute" and (ch.power, ch.toughness) == (3, 3)
    assert ("kw", ("first_strike",)) in ch.ability_terms


def test_728_2b_night_becomes_day_after_two_spells_and_702_145f_nightbound_transforms():
    """728.2b: it's night and alice, the previous turn's active player, cast two spells during
    turn 1: in bob's untap step it becomes day, and the nightbound Moonrage Brute transforms back
    into Brutal Cathar (702.145e-f)."""
    g = game(HEAD + "day_night: night\nbattlefield:\n" + LANDS + """  - {id: cat, card: Brutal Cathar, controller: alice, transformed: true}
hand:
  - {id: opt, card: Opt, owner: alice}
  - {id: opt2, card: Opt, owner: alice}
""", ["Brutal Cathar"], ["alice: cast opt", "alice: autopay", "alice: pass", "bob: pass",
                        "alice: cast opt2", "alice: autopay", "alice: pass", "bob: pass", "T2 upkeep bob: wait"])
    assert g.s.day_night == "day" and "728.2b" in rules(g) and g.ch("cat").name == "Brutal Cathar"


def test_702_145b_a_daybound_card_enters_transformed_at_night():
    """702.145b: "If it is night and this permanent is represented by a transforming double-faced
    card, it enters transformed": Brutal Cathar cast at night resolves and enters as Moonrage
    Brute -- it doesn't transform (it entered transformed), so "Whenever this creature enters or
    transforms into Brutal Cathar" doesn't trigger."""
    g = game(HEAD + "day_night: night\nbattlefield:\n" + "".join(
        f"  - {{id: p{i}, card: Plains, controller: alice}}\n" for i in range(1, 4)) + """  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: cat, card: Brutal Cathar, owner: alice}
""", ["Brutal Cathar"], ["alice: cast cat", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("cat").zone == "battlefield" and g.ch("cat").name == "Moonrage Brute"
    assert "702.145b" in rules(g) and not g.s.stack and g.obj("bear").zone == "battlefield"


def test_702_145b_daybound_permanents_cant_transform_otherwise():
    """702.145b: "This permanent can't transform except due to its daybound ability": an
    instruction to transform Brutal Cathar (by day) does nothing."""
    from pyengine.game import transform
    g = game(HEAD + "battlefield:\n  - {id: cat, card: Brutal Cathar, controller: alice}\n", ["Brutal Cathar"])
    assert not transform.transform(g, "cat") and g.ch("cat").name == "Brutal Cathar"


# ------------------------------------------------------------------ disturb (702.146)
def test_702_146a_disturb_casts_the_back_face_from_the_graveyard():
    """702.146a-b, 712.8c: Beloved Beggar is cast from the graveyard transformed for its disturb
    cost {4}{W}{W}: on the stack it is Generous Soul with the front face's mana value (2), and it
    enters with its back face up (a 4/4 flier); 614.1a: "If Generous Soul would be put into a
    graveyard from anywhere, exile it instead" -- destroyed, it is exiled."""
    g = game(HEAD + "battlefield:\n" + "".join(f"  - {{id: p{i}, card: Plains, controller: alice}}\n"
                                               for i in range(1, 7)) + """  - {id: s1, card: Swamp, controller: bob}
  - {id: s2, card: Swamp, controller: bob}
graveyard:
  - {id: beg, card: Beloved Beggar, owner: alice}
hand:
  - {id: blade, card: Doom Blade, owner: bob}
""", ["Beloved Beggar", "Doom Blade"], ["alice: cast beg disturb", "alice: autopay"])
    assert g.obj("beg").zone == "stack" and g.ch("beg").name == "Generous Soul" and g.ch("beg").mana_value == 2
    run_script(g, ["alice: pass", "bob: pass"])
    ch = g.ch("beg")
    assert g.obj("beg").zone == "battlefield" and ch.name == "Generous Soul" and (ch.power, ch.toughness) == (4, 4)
    assert ("kw", ("flying",)) in ch.ability_terms
    assert all(g.obj(f"p{i}").tapped for i in range(1, 7))
    run_script(g, ["alice: pass", "bob: cast blade target=beg", "bob: autopay", "bob: pass", "alice: pass"])
    assert g.obj("beg").zone == "exile" and g.obj("beg").card.name == "Beloved Beggar"     # 712.8a


# ------------------------------------------------------------------ put onto the battlefield transformed (712.14a)
def test_712_14a_saga_chapter_iii_returns_it_transformed():
    """714.2b, 712.14a: "III — Exile this Saga, then return it to the battlefield transformed under
    your control." -- Behold the Unspeakable with two lore counters gets its third after alice's
    draw step (714.3b); chapter III exiles it and returns it with its back face up, Vision of the
    Unspeakable (an enchantment creature; a new object after each of its two zone changes,
    400.7, with no lore counters)."""
    g = game(head("draw", alice=4, bob=4) + """battlefield:
  - {id: saga, card: Behold the Unspeakable, controller: alice, counters: {lore: 2}}
""", ["Behold the Unspeakable"], ["alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    o, ch = g.obj("saga"), g.ch("saga")
    assert o.zone == "battlefield" and ch.name == "Vision of the Unspeakable"
    assert {"enchantment", "creature"} <= set(ch.types) and not o.counters and len(o.earlier_ids) == 2
    assert "712.14a" in rules(g)


# ------------------------------------------------------------------ craft (702.167)
def test_702_167a_craft_exiles_it_and_a_material_and_returns_it_transformed():
    """702.167a-b: "Craft with Island {3}{U}": {3}{U}, exile Waterlogged Hulk and an Island card
    from alice's graveyard (a type alone names a permanent or a card in a graveyard), as a
    sorcery; it returns transformed under its owner's control: Watertight Gondola, a new object
    (400.7: its +1/+1 counter is gone)."""
    g = game(HEAD + "battlefield:\n" + LANDS + """  - {id: hulk, card: Waterlogged Hulk, controller: alice, counters: {+1/+1: 1}}
graveyard:
  - {id: gi, card: Island, owner: alice}
""", ["Waterlogged Hulk"], ["alice: activate hulk 2"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "exile"} == {"i1", "i2", "i3", "i4", "i5", "gi"}
    run_script(g, ["alice: exile gi", "alice: autopay", "alice: pass", "bob: pass"])
    o = g.obj("hulk")
    assert o.zone == "battlefield" and g.ch("hulk").name == "Watertight Gondola" and not o.counters
    assert g.obj("gi").zone == "exile"


def test_702_167a_craft_only_as_a_sorcery():
    """702.167a: "Activate only as a sorcery": not during bob's turn."""
    g = game(head(active="bob", alice=4, bob=4) + "battlefield:\n" + LANDS + """  - {id: hulk, card: Waterlogged Hulk, controller: alice}
graveyard:
  - {id: gi, card: Island, owner: alice}
""", ["Waterlogged Hulk"], ["bob: pass"])
    assert not [a for a in g.legal_actions() if a.kind == "activate" and a.args == ("hulk", 2)]
