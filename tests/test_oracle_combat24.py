"""Combat clauses (CR 506-511): creatures put onto the battlefield "tapped and attacking" (508.4),
"untap it and remove it from combat" (506.4), "can't be blocked except by creatures with flying or
reach" (509.1b), costs to attack -- "Creatures can't attack you unless their controller pays {2}
for each creature they control that's attacking you" (508.1d, 508.1h-j) -- and "it can't be
blocked this combat". Each test plays real cards compiled from their Oracle text; the expected
answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, life, pass_until, permanents

from pyengine.game.players import run_script

TO_BLOCKS = ["alice: done", "alice: pass", "bob: pass"]


def _attacker(card: str, oid: str = "a") -> str:
    return f"  - {{id: {oid}, card: \"{card}\", controller: alice, summoning_sick: false}}\n"


def test_508_4_yore_tiller_returns_a_creature_tapped_and_attacking():
    """508.4, 510.2: "Whenever this creature attacks, return target creature card from your
    graveyard to the battlefield tapped and attacking." -- the Grizzly Bears enter tapped and
    attacking bob; unblocked, both deal combat damage: bob goes to 20 - 2 - 2 = 16."""
    assert fully_compiled("Yore-Tiller Nephilim")
    g = game(head("declare_attackers") + "battlefield:\n" + _attacker("Yore-Tiller Nephilim", "y")
             + "graveyard:\n  - {id: gb, card: Grizzly Bears, owner: alice}\n",
             ["Yore-Tiller Nephilim"], ["alice: attack y", "alice: done", "alice: target gb", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "battlefield" and g.obj("gb").tapped and g.s.attackers.get("gb") == "bob"
    pass_until(g, "alice", "postcombat_main")
    assert life(g, "bob") == 16


def test_508_3a_a_creature_put_onto_the_battlefield_attacking_never_attacked():
    """508.3a, 508.4: Preeminent Captain puts a second Preeminent Captain from alice's hand onto the
    battlefield tapped and attacking; that one was never declared as an attacker, so its own
    "Whenever this creature attacks" doesn't trigger -- Elite Vanguard (a Soldier) stays in hand."""
    assert fully_compiled("Preeminent Captain")
    g = game(head("declare_attackers") + "battlefield:\n" + _attacker("Preeminent Captain", "c1")
             + "hand:\n  - {id: c2, card: Preeminent Captain, owner: alice}\n"
             + "  - {id: ev, card: Elite Vanguard, owner: alice}\n",
             ["Preeminent Captain"], ["alice: attack c1", "alice: done", "alice: pass", "bob: pass"])
    acts = [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: yes"] if "yes" in acts else [], "<test>")
    run_script(g, ["alice: find c2"], "<test>")
    assert g.obj("c2").zone == "battlefield" and g.s.attackers.get("c2") == "bob"
    assert not g.s.stack and g.obj("ev").zone == "hand"


def test_508_4_jet_puts_a_card_from_among_the_top_five_onto_the_battlefield_attacking():
    """508.4, 608.2c: Jet looks at the top five cards, puts Grizzly Bears (mana value 2) onto the
    battlefield tapped and attacking; the rest go to the bottom. The Bears deal combat damage:
    bob takes 3 + 2 = 5."""
    assert fully_compiled("Jet, Rebel Leader")
    g = game(head("declare_attackers", alice=["Plains", "Grizzly Bears", "Plains", "Plains", "Plains", "Plains"])
             + "battlefield:\n" + _attacker("Jet, Rebel Leader", "j"),
             ["Jet, Rebel Leader"], ["alice: attack j", "alice: done", "alice: pass", "bob: pass", "alice: find la2"])
    assert g.obj("la2").zone == "battlefield" and g.obj("la2").tapped and g.s.attackers.get("la2") == "bob"
    pass_until(g, "alice", "postcombat_main")
    assert life(g, "bob") == 15


def test_506_4_gustcloak_runner_untaps_and_leaves_combat_when_blocked():
    """506.4, 510.1: "Whenever this creature becomes blocked, you may untap it and remove it from
    combat." -- alice does: the Runner is untapped, no longer attacking, and neither it nor the
    Hill Giant blocking it deals or is dealt combat damage."""
    assert fully_compiled("Gustcloak Runner")
    g = game(head("declare_attackers") + "battlefield:\n" + _attacker("Gustcloak Runner", "r")
             + permanents("Hill Giant", ["hg"], "bob"),
             ["Gustcloak Runner"], ["alice: attack r"] + TO_BLOCKS + ["bob: block hg r", "bob: done", "alice: pass", "bob: pass"])
    acts = [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: yes"] if "yes" in acts else [], "<test>")
    assert "r" not in g.s.attackers and not g.obj("r").tapped
    pass_until(g, "alice", "postcombat_main")
    assert g.obj("r").zone == "battlefield" and g.obj("r").damage == 0 and g.obj("hg").damage == 0
    assert life(g, "bob") == 20


def test_509_1b_signal_pest_can_be_blocked_only_by_flying_or_reach():
    """509.1b: "This creature can't be blocked except by creatures with flying or reach." -- a block
    by Grizzly Bears is illegal (the declaration is rewound); Giant Spider (reach) may block."""
    assert fully_compiled("Signal Pest")
    board = head("declare_attackers") + "battlefield:\n" + _attacker("Signal Pest", "sp") \
        + permanents("Grizzly Bears", ["gb"], "bob") + permanents("Giant Spider", ["gs"], "bob")
    g = game(board, ["Signal Pest"], ["alice: attack sp"] + TO_BLOCKS + ["bob: block gb sp", "bob: done"])
    assert "gb" not in g.s.blockers and g.decision.kind == "declare_blockers"
    run_script(g, ["bob: block gs sp", "bob: done"], "<test>")
    assert g.s.blockers.get("gs") == ["sp"]


def _prison(lands: int, card: str = "Ghostly Prison") -> str:
    return head("declare_attackers") + "battlefield:\n" \
        + permanents("Plains", [f"p{i}" for i in range(lands)]) \
        + _attacker("Grizzly Bears", "a1") + _attacker("Grizzly Bears", "a2") \
        + f"  - {{id: gp, card: \"{card}\", controller: bob}}\n"


def test_508_1h_ghostly_prison_alice_pays_two_for_each_attacker():
    """508.1h-j: "Creatures can't attack you unless their controller pays {2} for each creature
    they control that's attacking you." -- attacking with two Bears costs {4} in total: alice's
    four Plains are tapped for it and both Bears attack."""
    assert fully_compiled("Ghostly Prison")
    g = game(_prison(4), ["Ghostly Prison"], ["alice: attack a1", "alice: attack a2", "alice: done"])
    assert g.s.attackers == {"a1": "bob", "a2": "bob"}
    assert all(g.obj(f"p{i}").tapped for i in range(4))


def test_508_1_ghostly_prison_a_declaration_alice_cant_pay_for_is_illegal():
    """508.1, 508.1h: with three Plains alice can't pay {4} for two attackers: the declaration is
    illegal and rewound (nothing attacks, no land tapped); attacking with one Bears costs {2}."""
    g = game(_prison(3), ["Ghostly Prison"], ["alice: attack a1", "alice: attack a2", "alice: done"])
    assert g.s.attackers == {} and g.decision.kind == "declare_attackers"
    assert not any(g.obj(f"p{i}").tapped for i in range(3))
    run_script(g, ["alice: attack a1", "alice: done"], "<test>")
    assert g.s.attackers == {"a1": "bob"} and sum(g.obj(f"p{i}").tapped for i in range(3)) == 2


def test_508_1h_baird_costs_one_for_each_attacker():
    """508.1h: Baird, Steward of Argive -- "pays {1} for each of those creatures": two attackers,
    {2} in total; alice's two Plains pay it."""
    assert fully_compiled("Baird, Steward of Argive")
    g = game(_prison(2, "Baird, Steward of Argive"), ["Baird, Steward of Argive"],
             ["alice: attack a1", "alice: attack a2", "alice: done"])
    assert g.s.attackers == {"a1": "bob", "a2": "bob"} and g.obj("p0").tapped and g.obj("p1").tapped


def test_508_1d_a_cost_to_attack_is_never_required():
    """508.1d: Juggernaut "attacks each combat if able", but under Propaganda it can't attack unless
    alice pays {2}; she has no mana, and isn't required to pay: declaring no attackers is legal."""
    assert fully_compiled("Propaganda")
    g = game(head("declare_attackers") + "battlefield:\n" + _attacker("Juggernaut", "j")
             + "  - {id: pr, card: Propaganda, controller: bob}\n",
             ["Propaganda", "Juggernaut"], ["alice: done"])
    assert g.s.attackers == {} and any(e.rule == "508.8" for e in g.log)
    assert not any(e.rule == "508.1" and "illegal" in e.text for e in g.log)


def test_506_5_yuan_shaos_infantry_attacking_alone_cant_be_blocked_this_combat():
    """506.5, 509.1b, 511.3: "Whenever this creature attacks alone, this creature can't be blocked
    this combat." -- bob's block with Grizzly Bears is illegal; the rule is gone after combat."""
    assert fully_compiled("Yuan Shao's Infantry")
    g = game(head("declare_attackers") + "battlefield:\n" + _attacker("Yuan Shao's Infantry", "y")
             + permanents("Grizzly Bears", ["gb"], "bob"),
             ["Yuan Shao's Infantry"], ["alice: attack y", "alice: done", "alice: pass", "bob: pass",
                                        "alice: pass", "bob: pass", "bob: block gb y", "bob: done"])
    assert "gb" not in g.s.blockers
    pass_until(g, "alice", "postcombat_main")
    assert g.s.combat_effects == []


def test_508_1d_the_requirement_is_obeyed_when_paying_is_chosen():
    """508.1d, 508.1h: with two Plains alice may pay Propaganda's {2} -- Juggernaut attacks and the
    two Plains are tapped for the cost."""
    g = game(head("declare_attackers") + "battlefield:\n" + permanents("Plains", ["p0", "p1"])
             + _attacker("Juggernaut", "j") + "  - {id: pr, card: Propaganda, controller: bob}\n",
             ["Propaganda", "Juggernaut"], ["alice: attack j", "alice: done"])
    assert g.s.attackers == {"j": "bob"} and g.obj("p0").tapped and g.obj("p1").tapped


def test_508_4_warcry_phoenix_returns_from_the_graveyard_attacking():
    """508.3d, 508.4: "Whenever you attack with three or more creatures, you may pay {2}{R}. If you
    do, return this card from your graveyard to the battlefield tapped and attacking." -- alice
    attacks with three Bears and pays: the Phoenix enters tapped and attacking bob."""
    assert fully_compiled("Warcry Phoenix")
    g = game(head("declare_attackers") + "battlefield:\n" + permanents("Mountain", ["m0", "m1", "m2"])
             + _attacker("Grizzly Bears", "a1") + _attacker("Grizzly Bears", "a2") + _attacker("Grizzly Bears", "a3")
             + "graveyard:\n  - {id: wp, card: Warcry Phoenix, owner: alice}\n",
             ["Warcry Phoenix"], ["alice: attack a1", "alice: attack a2", "alice: attack a3", "alice: done",
                                  "alice: pass", "bob: pass"])
    acts = [str(a) for a in g.legal_actions()]
    run_script(g, [next(a for a in acts if a.startswith("pay") or a == "yes")], "<test>")
    assert g.obj("wp").zone == "battlefield" and g.obj("wp").tapped and g.s.attackers.get("wp") == "bob"


def _gnoll(*others: str):
    board = head("declare_attackers") + "battlefield:\n" + _attacker("Gnoll Hunter", "gh")
    board += "".join(_attacker(c, f"o{i}") for i, c in enumerate(others))
    script = ["alice: attack gh"] + [f"alice: attack o{i}" for i in range(len(others))] + ["alice: done"]
    return game(board, ["Gnoll Hunter"], script + ["alice: pass", "bob: pass"])


def test_603_4_pack_tactics_with_total_power_five_does_nothing():
    """603.4, 508.1: "Whenever this creature attacks, if you attacked with creatures with total power
    6 or greater this combat, put a +1/+1 counter on this creature." -- Gnoll Hunter (2) and Hill
    Giant (3) attack: total power 5, the ability doesn't trigger; no counter."""
    assert fully_compiled("Gnoll Hunter")
    g = _gnoll("Hill Giant")
    assert counters(g, "gh") == 0 and not g.s.stack


def test_603_4_pack_tactics_with_total_power_seven_puts_a_counter():
    """603.4, 508.1: Gnoll Hunter (2), Hill Giant (3) and Grizzly Bears (2) attack: total power 7,
    the ability triggers and resolves -- one +1/+1 counter."""
    g = _gnoll("Hill Giant", "Grizzly Bears")
    assert counters(g, "gh") == 1
