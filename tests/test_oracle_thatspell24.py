""""where X is that spell's mana value" after a token is created (603.2, 608.2h, 111.1): "that spell" is the
cast trigger's spell, never the token just created (a token is no spell). Each test plays real cards
compiled from their Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import game, head, permanents

CARDS = ["Metallurgic Summonings", "Divination"]


def test_608_2h_metallurgic_summonings_token_is_the_spells_mana_value():
    """603.2, 202.3: alice casts Divination (mana value 3) with Metallurgic Summonings -- the Construct
    token created is 3/3, the mana value of that spell (not of the token, which would be 0)."""
    g = game(head(alice=5) + "battlefield:\n" + permanents("Metallurgic Summonings", ["ms"])
             + permanents("Island", ["i1", "i2", "i3"]) + "hand:\n  - {id: dv, card: Divination, owner: alice}\n",
             CARDS, ["alice: cast dv", "alice: pass", "bob: pass"])
    tokens = [o for o in g.s.objects.values() if o.zone == "battlefield" and o.token]
    assert len(tokens) == 1
    ch = g.ch(tokens[0].id)
    assert (ch.power, ch.toughness) == (3, 3)


def test_608_2h_livaan_that_spell_is_not_the_target_creature():
    """603.2, 608.2h: Livaan -- "target creature gets +X/+0 until end of turn, where X is that spell's mana
    value": alice casts Divination (mana value 3) targeting her Grizzly Bears with the trigger: a 5/2 (the
    spell's mana value, not the Bears' 2)."""
    g = game(head(alice=5) + "battlefield:\n" + permanents('"Livaan, Cultist of Tiamat"', ["lv"])
             + permanents("Grizzly Bears", ["gb"]) + permanents("Island", ["i1", "i2", "i3"])
             + "hand:\n  - {id: dv, card: Divination, owner: alice}\n",
             CARDS + ["Livaan, Cultist of Tiamat"], ["alice: cast dv", "alice: target gb", "alice: pass", "bob: pass"])
    ch = g.ch("gb")
    assert (ch.power, ch.toughness) == (5, 2)
