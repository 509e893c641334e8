"""Permissions to play cards from one's graveyard (601.3: a spell may be cast only if a rule or effect
allows it; 305.1, 305.2, 116.2a: a land played from there is the turn's land play, at sorcery timing):
"You may play lands from your graveyard.", "You may play Forests from your graveyard.", "Once during
each of your turns, you may cast a creature spell from your graveyard." Each test plays real cards
compiled from their Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, permanents

CARDS = ["Crucible of Worlds", "Titania, Nature's Force", "Karador, Ghost Chieftain", "Gisa and Geralf"]


def _acts(g) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def _gy(*cards: tuple[str, str], owner: str = "alice") -> str:
    return "graveyard:\n" + "".join(f"  - {{id: {i}, card: {c}, owner: {owner}}}\n" for i, c in cards)


def test_graveyard_permissions_compile():
    """601.3, 305.1: the permissions are executed -- the cards are fully compiled."""
    for name in CARDS:
        assert fully_compiled(name), name


def test_305_1_crucible_plays_a_land_from_the_graveyard_as_the_land_play():
    """305.1, 305.2: with Crucible of Worlds alice plays a Mountain from her graveyard; it is her land
    play for the turn, so the Forest in her hand can't be played after."""
    g = game(head() + "battlefield:\n" + permanents("Crucible of Worlds", ["cw"]) + _gy(("gm", "Mountain"))
             + "hand:\n  - {id: hf, card: Forest, owner: alice}\n", CARDS)
    assert "play gm" in _acts(g) and "play hf" in _acts(g)
    run_script(g, ["alice: play gm"], "<test>")
    assert g.obj("gm").zone == "battlefield"
    assert "play hf" not in _acts(g)


def test_305_1_no_land_play_from_the_graveyard_at_instant_timing():
    """305.1, 116.2a: a land is played only in the player's main phase with an empty stack -- not in the
    upkeep, and not on the opponent's turn."""
    g = game(head("upkeep") + "battlefield:\n" + permanents("Crucible of Worlds", ["cw"]) + _gy(("gm", "Mountain")), CARDS)
    assert "play gm" not in _acts(g)
    g = game(head(active="bob") + "battlefield:\n" + permanents("Crucible of Worlds", ["cw"]) + _gy(("gm", "Mountain")), CARDS)
    for _ in range(5):
        if g.decision.player == "alice":
            break
        run_script(g, ["bob: pass"], "<test>")
    assert "play gm" not in _acts(g)


def test_601_3_titania_only_forests():
    """601.3: "You may play Forests from your graveyard." -- the Forest may be played from there, the
    Mountain may not."""
    g = game(head() + "battlefield:\n" + permanents('"Titania, Nature\'s Force"', ["ti"])
             + _gy(("gf", "Forest"), ("gm", "Mountain")), CARDS)
    assert "play gf" in _acts(g) and "play gm" not in _acts(g)


def test_601_3_karador_once_during_each_of_your_turns():
    """601.3, 601.2f: Karador lets alice cast one creature spell from her graveyard each of her turns,
    paying its mana cost: she casts Grizzly Bears ({1}{G}, two lands tapped), and the second Bears in her
    graveyard can't be cast this turn."""
    g = game(head() + "battlefield:\n" + permanents('"Karador, Ghost Chieftain"', ["ka"])
             + permanents("Forest", ["f1", "f2", "f3", "f4"]) + _gy(("b1", "Grizzly Bears"), ("b2", "Grizzly Bears")), CARDS)
    assert "cast b1 graveyard" in _acts(g) and "cast b2 graveyard" in _acts(g)
    run_script(g, ["alice: cast b1 graveyard", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("b1").zone == "battlefield"
    assert sum(g.obj(f).tapped for f in ("f1", "f2", "f3", "f4")) == 2
    assert "cast b2 graveyard" not in _acts(g)


def test_601_3_karador_not_on_the_opponents_turn():
    """601.3, 702.8a: "Once during each of your turns" -- on bob's turn alice can't cast Ambush Viper from
    her graveyard, though its flash would let her cast it then."""
    g = game(head(active="bob") + "battlefield:\n" + permanents('"Karador, Ghost Chieftain"', ["ka"])
             + permanents("Forest", ["f1", "f2"]) + _gy(("av", "Ambush Viper")), CARDS + ["Ambush Viper"])
    for _ in range(5):
        if g.decision.player == "alice":
            break
        run_script(g, ["bob: pass"], "<test>")
    assert g.decision.player == "alice"
    assert "cast av graveyard" not in _acts(g)


def test_601_3_gisa_and_geralf_only_zombie_creature_spells():
    """601.3: Gisa and Geralf's permission names a Zombie creature spell -- Gravedigger (a Zombie) may be
    cast from the graveyard, Grizzly Bears may not."""
    g = game(head() + "battlefield:\n" + permanents("Gisa and Geralf", ["gg"]) + permanents("Swamp", ["s1", "s2", "s3", "s4"])
             + _gy(("gd", "Gravedigger"), ("b1", "Grizzly Bears")), CARDS + ["Gravedigger"])
    assert "cast gd graveyard" in _acts(g) and "cast b1 graveyard" not in _acts(g)
