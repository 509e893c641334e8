"""Deck construction (`mtgrules deck`): constructed play (100.2a, 100.4a) and the Commander variant
(903.3, 903.5a-c) with the partner abilities of 702.124, read from cards compiled from their Oracle
text. Each expected verdict comes from the CR rule cited in the test's docstring."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pyengine.cards.library import CardLibrary
from pyengine.deck.construction import check
from pyengine.deck.decklist import parse_decklist
from pyengine.errors import ScenarioError
from oracle_helpers import play


def verdict(text: str, fmt: str | None = None):
    return check(parse_decklist(text, "<deck>"), CardLibrary.bundled(), fmt)


def rules_of(v) -> list[str]:
    return [x.rule for x in v.violations]


def commander_deck(*commanders: str, rest: str = "", islands: int | None = None) -> str:
    body = "Commander\n" + "".join(f"1 {c}\n" for c in commanders) + "Deck\n" + rest
    n = sum(int(line.split()[0]) for line in rest.splitlines() if line.strip())
    return body + f"{100 - len(commanders) - n if islands is None else islands} Wastes\n"


# ------------------------------------------------------------------ 100.2a, 100.4a constructed
def test_100_2a_sixty_cards_minimum():
    """100.2a: a constructed deck has at least 60 cards: 59 is illegal, 60 legal."""
    assert rules_of(verdict("4 Lightning Bolt\n55 Mountain\n")) == ["100.2a"]
    assert verdict("4 Lightning Bolt\n56 Mountain\n").legal


def test_100_2a_four_copies_except_basic_lands():
    """100.2a: no more than four of a card other than basic lands: five Lightning Bolts are illegal;
    56 Mountains are fine."""
    v = verdict("5 Lightning Bolt\n56 Mountain\n")
    assert rules_of(v) == ["100.2a"] and "Lightning Bolt" in v.violations[0].message


def test_100_2a_any_number_of_relentless_rats():
    """100.2a and Relentless Rats' "A deck can have any number of cards named Relentless Rats.":
    twenty Rats are legal; twenty Grizzly Bears aren't."""
    assert verdict("20 Relentless Rats\n40 Swamp\n").legal
    assert rules_of(verdict("20 Grizzly Bears\n40 Forest\n")) == ["100.2a"]


def test_100_4a_sideboard_limit_and_combined_copies():
    """100.4a: a sideboard has at most fifteen cards, and the four-card limit counts the deck and
    the sideboard together: three Bolts in the deck and two in the sideboard are too many."""
    assert rules_of(verdict("60 Mountain\nSideboard\n16 Plains\n")) == ["100.4a"]
    assert rules_of(verdict("3 Lightning Bolt\n57 Mountain\nSideboard\n2 Lightning Bolt\n")) == ["100.4a"]


# ------------------------------------------------------------------ 903.3, 903.5 commander
def test_903_5a_exactly_one_hundred_cards():
    """903.5a: exactly 100 cards, the commander included: 99 Wastes and Zndrsplt are legal; 98 aren't."""
    assert verdict(commander_deck("Zndrsplt, Eye of Wisdom")).legal
    assert rules_of(verdict(commander_deck("Zndrsplt, Eye of Wisdom", islands=98))) == ["903.5a"]


def test_903_5b_singleton_other_than_basic_lands():
    """903.5b: each card other than a basic land has a different English name: two Sol Rings are
    illegal (and 97 Wastes, a basic land, are fine)."""
    v = verdict(commander_deck("Zndrsplt, Eye of Wisdom", rest="2 Sol Ring\n"))
    assert rules_of(v) == ["903.5b"]


def test_903_5c_color_identity():
    """903.5c: Lightning Bolt (red) can't be in a deck whose commander is mono-blue Zndrsplt; the
    colorless Sol Ring can."""
    v = verdict(commander_deck("Zndrsplt, Eye of Wisdom", rest="1 Lightning Bolt\n1 Sol Ring\n"))
    assert rules_of(v) == ["903.5c"] and v.identity == ("blue",)


def test_903_5d_basic_land_types_within_the_color_identity():
    """903.5d: a card with a basic land type only if each color of mana it could produce is in the
    commander's color identity: Islands (blue) can't be in a deck of Raised by Giants' commander
    Lae'zel (white) and her Background (green); Forests can."""
    deck = commander_deck("Lae'zel, Vlaakith's Champion", "Raised by Giants", rest="40 Forest\n")
    assert verdict(deck).legal
    v = verdict(deck.replace("40 Forest", "40 Island"))
    assert rules_of(v) == ["903.5d"] and "Island" in v.violations[0].message


def test_903_3_commander_must_be_a_legendary_creature():
    """903.3: Jace, the Mind Sculptor (a planeswalker) can't be the commander; 903.3a: Teferi,
    Temporal Archmage can, because it says "Teferi, Temporal Archmage can be your commander"."""
    assert rules_of(verdict(commander_deck("Jace, the Mind Sculptor"))) == ["903.3"]
    assert verdict(commander_deck("Teferi, Temporal Archmage")).legal


# ------------------------------------------------------------------ 702.124 partner abilities
def test_702_124h_partner_two_commanders():
    """702.124h, 702.124c: Thrasios and Tymna both have partner: two commanders, whose combined color
    identity (white, blue, black, green) admits Swords to Plowshares."""
    v = verdict(commander_deck("Thrasios, Triton Hero", "Tymna the Weaver", rest="1 Swords to Plowshares\n"))
    assert v.legal and v.identity == ("white", "blue", "black", "green")


def test_702_124i_partner_with_only_the_named_partner():
    """702.124i: Okaun and Zndrsplt partner with each other; 702.124f: Okaun's "partner with" can't
    be combined with Thrasios's "partner"."""
    assert verdict(commander_deck("Okaun, Eye of Chaos", "Zndrsplt, Eye of Wisdom")).legal
    assert rules_of(verdict(commander_deck("Okaun, Eye of Chaos", "Thrasios, Triton Hero"))) == ["702.124"]


def test_702_124k_choose_a_background():
    """702.124k: Lae'zel (choose a Background) and Raised by Giants (a legendary Background
    enchantment) are two commanders; Raised by Giants alone can't be the commander."""
    assert verdict(commander_deck("Lae'zel, Vlaakith's Champion", "Raised by Giants")).legal
    assert rules_of(verdict(commander_deck("Raised by Giants"))) == ["702.124k"]


def test_702_124m_doctors_companion():
    """702.124m: Clara Oswald (Doctor's companion) with The Tenth Doctor (a legendary Time Lord
    Doctor creature with no other creature types) is legal; with Zndrsplt it isn't."""
    assert verdict(commander_deck("Clara Oswald", "The Tenth Doctor")).legal
    assert rules_of(verdict(commander_deck("Clara Oswald", "Zndrsplt, Eye of Wisdom"))) == ["702.124"]


def test_702_124g_never_more_than_two_commanders():
    """702.124g: no partner ability lets a player have more than two commanders."""
    v = verdict(commander_deck("Thrasios, Triton Hero", "Tymna the Weaver", "Okaun, Eye of Chaos"))
    assert "702.124g" in rules_of(v)


def test_702_124i_partner_with_trigger_searches_for_the_partner():
    """702.124i: "When this permanent enters, target player may search their library for a card
    named [name], reveal it, put it into their hand, then shuffle": Pir enters, alice targets
    herself and finds Toothy, Imaginary Friend."""
    g = play("""
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: toothy, card: "Toothy, Imaginary Friend", owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
hand:
  - {id: pir, card: "Pir, Imaginative Rascal", owner: alice}
""", ["Pir, Imaginative Rascal", "Toothy, Imaginary Friend"],
             ["alice: cast pir", "alice: pass", "bob: pass", "alice: target alice", "alice: pass", "bob: pass",
              "alice: yes", "alice: find toothy"])
    assert g.obj("toothy").zone == "hand" and g.obj("pir").zone == "battlefield"


# ------------------------------------------------------------------ the command
def test_cli_deck_verdict_and_errors(tmp_path):
    """`mtgrules deck`: exit 0 for a legal deck, 1 for an illegal one (the violations named by rule,
    JSON under --json), 2 for an unknown card name (one line, with suggestions)."""
    ok = tmp_path / "ok.txt"
    ok.write_text("4 Lightning Bolt\n56 Mountain\n")
    bad = tmp_path / "bad.txt"
    bad.write_text("5 Lightning Bolt\n56 Mountain\n")
    typo = tmp_path / "typo.txt"
    typo.write_text("4 Lightnig Bolt\n")
    run = lambda *a: subprocess.run([sys.executable, "-m", "pyengine", "deck", *a], capture_output=True, text=True)
    assert run(str(ok)).returncode == 0
    r = run(str(bad), "--json")
    assert r.returncode == 1 and json.loads(r.stdout)["violations"][0]["rule"] == "100.2a"
    r = run(str(typo))
    assert r.returncode == 2 and "Lightning Bolt" in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_decklist_bad_line_is_a_clear_error():
    """A line that is no card line names the file and the line."""
    with pytest.raises(ScenarioError) as e:
        parse_decklist("4 Lightning Bolt\n0 Mountain\n", "deck.txt")
    assert e.value.line == 2 and e.value.file == "deck.txt"
