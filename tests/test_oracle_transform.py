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
    assert len(b.abilities) == 3 and all(a.args[0] == "Howlpack Alpha" for a in b.abilities)
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


def test_transform_cards_fully_compiled():
    """712.8: a transforming double-faced card is fully compiled only when both faces are: Aetherblade
    Agent and Huntmaster's werewolf kin Gatstaf Shepherd are; Mayor of Avabruck isn't (its back
    face's "Each other creature you control that's a Werewolf or a Wolf gets +1/+1" is not
    compiled yet)."""
    assert fully_compiled("Aetherblade Agent") and fully_compiled("Gatstaf Shepherd")
    assert not fully_compiled("Mayor of Avabruck")
