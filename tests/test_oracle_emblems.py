"""Emblems (CR 114) compiled from Oracle text: "[player] gets an emblem with [ability]" puts an
emblem into the command zone (114.2); its abilities function there (114.4), and it is neither a
card nor a permanent (114.5), so nothing that removes permanents removes it. Each test plays real
cards compiled from the Oracle data; the expected answer comes from the CR rule cited."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, play  # noqa: F401

HEAD = head(alice=4, bob=3)

SUNS = HEAD + """
battlefield:
  - {id: els, card: "Elspeth, Sun's Champion", controller: alice, counters: {loyalty: 7}}
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: ogre, card: Gray Ogre, controller: bob}
hand:
  - {id: bears2, card: Grizzly Bears, owner: alice}
  - {id: f1, card: Forest, owner: alice}
  - {id: f2, card: Forest, owner: alice}
"""
NAMES = ["Elspeth, Sun's Champion", "Grizzly Bears", "Gray Ogre", "Forest"]
EMBLEM = ["alice: activate els 3", "alice: pass", "bob: pass"]


def test_114_2_elspeth_emblem_pumps_creatures_you_control():
    """114.2, 114.4: Elspeth, Sun's Champion's [-7] "You get an emblem with 'Creatures you control
    get +2/+2 and have flying.'": alice gets an emblem in the command zone, owned and controlled by
    her; her Grizzly Bears are 4/4 with flying, Bob's Gray Ogre stays a 2/2 without flying. Elspeth,
    at 0 loyalty, is put into her owner's graveyard (704.5i) and the emblem stays."""
    assert fully_compiled("Elspeth, Sun's Champion")
    g = play(SUNS, NAMES, EMBLEM)
    emb = [o for o in g.s.objects.values() if o.zone == "command"]
    assert len(emb) == 1 and emb[0].owner == "alice" and emb[0].controller == "alice"
    assert g.obj("els").zone == "graveyard"
    assert (g.ch("bears").power, g.ch("bears").toughness) == (4, 4)
    assert ("kw", ("flying",)) in g.ch("bears").ability_terms
    assert (g.ch("ogre").power, g.ch("ogre").toughness) == (2, 2)
    assert ("kw", ("flying",)) not in g.ch("ogre").ability_terms
    assert "114.2" in [e.rule for e in g.log]


def test_114_5_an_emblem_is_not_a_permanent_and_keeps_applying():
    """114.3, 114.5: an emblem has no types and is not a permanent: it isn't on the battlefield
    and has no creature characteristics. Its static ability keeps applying to what matches it at
    each moment (611.3a): a Grizzly Bears cast afterwards is a 4/4 too."""
    board = SUNS.replace("hand:\n", "  - {id: fa, card: Forest, controller: alice}\n"
                                      "  - {id: fb, card: Forest, controller: alice}\nhand:\n")
    g = play(board, NAMES, EMBLEM + ["alice: cast bears2", "alice: autopay", "alice: pass", "bob: pass"])
    emb = [o.id for o in g.s.objects.values() if o.zone == "command"][0]
    assert emb not in g.battlefield()
    assert not g.ch_anywhere(emb).types and g.ch_anywhere(emb).power is None
    assert g.obj("bears2").zone == "battlefield"
    assert (g.ch("bears2").power, g.ch("bears2").toughness) == (4, 4)


KOTH = HEAD + """
battlefield:
  - {id: koth, card: "Koth, Fire of Resistance", controller: alice, counters: {loyalty: 7}}
hand:
  - {id: mtn, card: Mountain, owner: alice}
"""


def test_114_4_koth_emblem_is_the_source_of_its_damage():
    """114.4: Koth, Fire of Resistance's [-7] emblem "Whenever a Mountain you control enters, this
    emblem deals 4 damage to any target." triggers from the command zone when alice plays a
    Mountain, though Koth is gone (704.5i); the emblem deals the damage (bob 20 -> 16)."""
    assert fully_compiled("Koth, Fire of Resistance")
    g = play(KOTH, ["Koth, Fire of Resistance", "Mountain"],
             ["alice: activate koth 3", "alice: pass", "bob: pass", "alice: play mtn", "alice: target bob",
              "alice: pass", "bob: pass"])
    assert g.obj("koth").zone == "graveyard"
    assert g.s.players["bob"].life == 16


ELSPETH = HEAD + """
battlefield:
  - {id: els, card: "Elspeth, Knight-Errant", controller: alice, counters: {loyalty: 8}}
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: sw, card: Swamp, controller: bob}
  - {id: sw2, card: Swamp, controller: bob}
  - {id: sw3, card: Swamp, controller: bob}
  - {id: sw4, card: Swamp, controller: bob}
hand:
  - {id: wrath, card: Damnation, owner: bob}
"""


def test_114_4_elspeth_emblem_indestructible_survives_a_wrath():
    """114.4: Elspeth, Knight-Errant's [-8] emblem "Artifacts, creatures, enchantments, and lands
    you control have indestructible." functions in the command zone: Damnation ("Destroy all
    creatures. They can't be regenerated.") doesn't destroy alice's Grizzly Bears (702.12b)."""
    assert fully_compiled("Elspeth, Knight-Errant")
    g = play(ELSPETH, ["Elspeth, Knight-Errant", "Grizzly Bears", "Swamp", "Damnation"],
             ["alice: activate els 3", "alice: pass", "bob: pass", "alice: pass",
              "T2 precombat_main bob: cast wrath", "bob: autopay", "bob: pass", "alice: pass"])
    assert g.obj("bears").zone == "battlefield"
    assert g.obj("els").zone == "graveyard"           # 0 loyalty (704.5i); the emblem stays


AJANI = HEAD + """
battlefield:
  - {id: aj, card: "Ajani, Adversary of Tyrants", controller: alice, counters: {loyalty: 7}}
"""


def test_114_4_ajani_emblem_triggers_at_your_end_step():
    """114.4: Ajani, Adversary of Tyrants' [-7] emblem "At the beginning of your end step, create
    three 1/1 white Cat creature tokens with lifelink." triggers from the command zone at alice's
    end step (513.1a) though Ajani is gone (704.5i), and not at Bob's."""
    assert fully_compiled("Ajani, Adversary of Tyrants")
    g = play(AJANI, ["Ajani, Adversary of Tyrants"], ["alice: activate aj 3", "alice: pass", "bob: pass",
                                                       "T1 cleanup: wait"])
    cats = [o for o in g.s.objects.values() if o.zone == "battlefield" and o.token]
    assert g.obj("aj").zone == "graveyard"
    assert len(cats) == 3 and all(g.ch(c.id).name == "Cat" for c in cats)
    assert all(("kw", ("lifelink",)) in g.ch(c.id).ability_terms for c in cats)
    run = play(AJANI, ["Ajani, Adversary of Tyrants"], ["alice: activate aj 3", "alice: pass", "bob: pass",
                                                         "T2 cleanup: wait"])
    assert len([o for o in run.s.objects.values() if o.zone == "battlefield" and o.token]) == 3

