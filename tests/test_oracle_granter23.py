"""An ability granted by an object that names that object (201.5a): "Equipped creature has '{T},
Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target.'" -- the name means the granting
Equipment only: it is what is sacrificed, unattached or tapped, and what deals the damage (608.2h: as it
last existed), while the ability's source is the creature. Each test plays real cards compiled from their
Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, life, permanents

RESOLVE = ["alice: pass", "bob: pass"]


def _torch(target: str, extra: str = ""):
    return game(head() + "battlefield:\n"
                + "  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}\n"
                + "  - {id: bt, card: Blazing Torch, controller: alice, attached_to: gb}\n" + extra,
                ["Blazing Torch"], [f"alice: activate gb g1 target={target}"] + RESOLVE)


def test_201_5a_blazing_torch_is_sacrificed_and_deals_the_damage():
    """201.5a, 608.2h: the Bears' granted ability -- {T}, sacrifice the Torch: the Torch deals 2
    damage to bob."""
    assert fully_compiled("Blazing Torch")
    g = _torch("bob")
    assert life(g, "bob") == 18
    assert g.obj("bt").zone == "graveyard" and g.obj("gb").zone == "battlefield" and g.obj("gb").tapped


def test_702_16e_the_damage_is_the_torchs_not_the_creatures():
    """201.5a, 702.16e: aimed at Tel-Jilad Chosen (protection from artifacts; the ability's source,
    the green Bears, may target it), the damage's source is Blazing Torch, an artifact: it is
    prevented and the Chosen lives."""
    g = _torch("tc", permanents("Tel-Jilad Chosen", ["tc"], "bob"))
    assert g.obj("bt").zone == "graveyard"
    assert g.obj("tc").zone == "battlefield" and g.obj("tc").damage == 0


def test_701_3d_unattach_leonin_bola():
    """201.5a, 701.3d: Leonin Bola's granted "{T}, Unattach Leonin Bola: Tap target creature." --
    the Bola is unattached (it stays on the battlefield) and bob's creature is tapped."""
    assert fully_compiled("Leonin Bola")
    g = game(head() + "battlefield:\n"
             + "  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}\n"
             + "  - {id: lb, card: Leonin Bola, controller: alice, attached_to: gb}\n"
             + permanents("Hill Giant", ["hg"], "bob"),
             ["Leonin Bola"], ["alice: activate gb g1 target=hg"] + RESOLVE)
    assert g.obj("hg").tapped
    assert g.obj("lb").zone == "battlefield" and g.obj("lb").attached_to is None
