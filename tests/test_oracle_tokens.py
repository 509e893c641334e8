"""Creating tokens (111, 508.4, 111.10), compiled from real cards' Oracle text and played by the
game loop: quoted abilities and keywords a token is created with, predefined tokens, tokens that
enter tapped and attacking. Each expected answer comes from the Comprehensive Rules, cited in the
test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, head, play  # noqa: F401


def tokens(g, player: str = "alice") -> list:
    return [o for o in g.s.objects.values() if o.token and o.zone == "battlefield" and o.controller == player]


HEAD = head(alice=["Forest", "Plains", "Plains"])


def lands(kind: str, n: int, who: str = "alice", start: int = 1) -> str:
    return "".join(f"  - {{id: {kind[0].lower()}{i}, card: {kind}, controller: {who}}}\n" for i in range(start, start + n))


# ------------------------------------------------------------------ quoted abilities (111.4)
def test_111_4_call_the_scions_tokens_have_their_quoted_mana_ability():
    """111.4, 605.1a, 605.3b: "Create two 1/1 colorless Eldrazi Scion creature tokens. They have
    "Sacrifice this token: Add {C}."" -- each token has the mana ability; activating it sacrifices
    that token and adds {C} at once."""
    assert fully_compiled("Call the Scions")
    g = play(HEAD + "battlefield:\n" + lands("Forest", 3) + """
hand:
  - {id: cs, card: Call the Scions, owner: alice}
""", ["Call the Scions"], ["alice: cast cs", "alice: pass", "bob: pass"])
    toks = tokens(g)
    assert sorted(t.card.name for t in toks) == ["Eldrazi Scion", "Eldrazi Scion"]
    ch = g.ch(toks[0].id)
    assert (ch.power, ch.toughness, ch.colors) == (1, 1, ()) or (ch.power, ch.toughness, set(ch.colors)) == (1, 1, set())
    run_script(g, [f"alice: activate {toks[0].id} 1"], "<test>")
    assert len(tokens(g)) == 1 and g.s.pools["alice"].get("C") == 1


def test_111_4_eldrazi_skyspawner_it_has_names_the_token_created():
    """111.4: "create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this token:
    Add {C}."" -- "it" is the token created; the card itself gets no such ability."""
    assert fully_compiled("Eldrazi Skyspawner")
    g = play(HEAD + "battlefield:\n" + lands("Island", 3) + """
hand:
  - {id: es, card: Eldrazi Skyspawner, owner: alice}
""", ["Eldrazi Skyspawner"], ["alice: cast es", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    toks = tokens(g)
    assert [t.card.name for t in toks] == ["Eldrazi Scion"]
    run_script(g, [f"alice: activate {toks[0].id} 1"], "<test>")
    assert not tokens(g) and g.s.pools["alice"].get("C") == 1 and g.obj("es").zone == "battlefield"


def test_111_4_edgewall_pack_and_falcon_abomination_tokens_cant_block():
    """111.4, 509.1b, 702.147a: Edgewall Pack's 1/1 black Rat has "This token can't block." and
    Falcon Abomination's 2/2 black Zombie has decayed (it can't block) -- a block by either is an
    illegal declaration (rewound); with no block the Bears deal alice 2 damage."""
    assert fully_compiled("Edgewall Pack") and fully_compiled("Falcon Abomination")
    g = play(HEAD + "battlefield:\n" + lands("Mountain", 6) + lands("Island", 6) + """
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: pack, card: Edgewall Pack, owner: alice}
  - {id: fa, card: Falcon Abomination, owner: alice}
""", ["Edgewall Pack", "Falcon Abomination"],
        ["alice: cast pack", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
         "alice: cast fa", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
         "T2 declare_attackers bob: attack bear", "bob: done", "T2 declare_blockers alice: wait"])
    toks = {t.card.name: t.id for t in tokens(g)}
    assert set(toks) == {"Rat", "Zombie"}
    run_script(g, [f"alice: block {toks['Rat']} bear", "alice: done",
                   f"alice: block {toks['Zombie']} bear", "alice: done", "alice: done", "T2 end: wait"], "<test>")
    assert sum("illegal block declaration" in e.text for e in g.log) == 2
    assert g.s.players["alice"].life == 18


# ------------------------------------------------------------------ predefined tokens (111.10)
def test_111_10_biomechan_engineer_lander_token_finds_a_basic_land():
    """111.10 (the Lander token's reminder text): "{2}, {T}, Sacrifice this token: Search your
    library for a basic land card, put it onto the battlefield tapped, then shuffle." """
    assert fully_compiled("Biomechan Engineer")
    g = play(HEAD + "battlefield:\n" + lands("Forest", 2) + lands("Island", 2) + """
hand:
  - {id: be, card: Biomechan Engineer, owner: alice}
""", ["Biomechan Engineer"], ["alice: cast be", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    toks = tokens(g)
    assert [(t.card.name, g.ch(t.id).types) for t in toks] == [("Lander", ("artifact",))] or \
        [(t.card.name, set(g.ch(t.id).types)) for t in toks] == [("Lander", {"artifact"})]
    run_script(g, [f"alice: activate {toks[0].id} 1", "alice: pass", "bob: pass", "alice: find la1"], "<test>")
    assert g.obj("la1").zone == "battlefield" and g.obj("la1").tapped and not tokens(g)


def test_111_10_crustacean_commando_mutagen_token_puts_a_counter():
    """111.10 (the Mutagen token's reminder text): "{1}, {T}, Sacrifice this token: Put a +1/+1
    counter on target creature. Activate only as a sorcery." -- Crustacean Commando 0/3 becomes
    1/4."""
    assert fully_compiled("Crustacean Commando")
    g = play(HEAD + "battlefield:\n" + lands("Island", 3) + """
hand:
  - {id: cc, card: Crustacean Commando, owner: alice}
""", ["Crustacean Commando"], ["alice: cast cc", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    toks = tokens(g)
    assert [t.card.name for t in toks] == ["Mutagen"]
    run_script(g, [f"alice: activate {toks[0].id} 1 target=cc", "alice: pass", "bob: pass"], "<test>")
    assert (g.ch("cc").power, g.ch("cc").toughness) == (1, 4) and not tokens(g)


def test_111_2_flick_a_coin_you_create_a_treasure():
    """111.2, 111.10a: "Flick a Coin deals 1 damage to any target. You create a Treasure token.
    Draw a card." -- the caster creates the Treasure."""
    assert fully_compiled("Flick a Coin")
    g = play(HEAD + "battlefield:\n" + lands("Mountain", 3) + """
hand:
  - {id: fc, card: Flick a Coin, owner: alice}
""", ["Flick a Coin"], ["alice: cast fc target=bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 19 and [t.card.name for t in tokens(g)] == ["Treasure"]
    assert g.obj("la1").zone == "hand"


# ------------------------------------------------------------------ tapped and attacking (508.4)
def test_508_4_skyknight_vanguard_soldier_enters_tapped_and_attacking():
    """508.4: "Whenever this creature attacks, create a 1/1 white Soldier creature token that's
    tapped and attacking." -- the Soldier is an attacking creature (it deals its combat damage to
    bob) though it was never declared as an attacker."""
    assert fully_compiled("Skyknight Vanguard")
    g = play(HEAD + """
battlefield:
  - {id: sv, card: Skyknight Vanguard, controller: alice}
""", ["Skyknight Vanguard"], ["T1 declare_attackers alice: attack sv", "alice: done", "alice: pass", "bob: pass",
                              "T1 declare_blockers alice: wait"])
    toks = tokens(g)
    assert [t.card.name for t in toks] == ["Soldier"] and toks[0].tapped
    assert toks[0].id in g.s.attackers and g.s.attackers[toks[0].id] == "bob"
    run_script(g, ["T1 end: wait"], "<test>")
    assert g.s.players["bob"].life == 18


def test_508_4_attacking_token_chooses_its_defending_player():
    """508.4: with two defending players, the token's controller chooses, as it enters, which one
    it's attacking -- alice picks carol, who takes the Soldier's 1 damage."""
    g = play("""
players: [alice, bob, carol]
active_player: alice
step: precombat_main
battlefield:
  - {id: sv, card: Skyknight Vanguard, controller: alice}
""", ["Skyknight Vanguard"], ["T1 declare_attackers alice: attack sv bob", "alice: done", "alice: pass", "bob: pass",
                              "carol: pass"])
    assert g.decision.kind == "choose" and g.decision.rule == "508.4"
    run_script(g, ["alice: choose carol", "T1 end: wait"], "<test>")
    assert g.s.players["bob"].life == 19 and g.s.players["carol"].life == 19


# ------------------------------------------------------------------ copies (707.2) and populate (701.30)
def test_707_2_myr_propagator_token_copy_of_itself():
    """707.2, 111.1: "{3}, {T}: Create a token that's a copy of this creature." -- the token has
    Myr Propagator's copiable values: its name, its 1/1, its ability; it is a token."""
    assert fully_compiled("Myr Propagator")
    g = play(HEAD + "battlefield:\n" + lands("Plains", 3) + """
  - {id: myr, card: Myr Propagator, controller: alice}
""", ["Myr Propagator"], ["alice: activate myr 1", "alice: pass", "bob: pass"])
    toks = tokens(g)
    assert [t.card.name for t in toks] == ["Myr Propagator"]
    ch = g.ch(toks[0].id)
    assert (ch.power, ch.toughness) == (1, 1) and "artifact" in ch.types and "creature" in ch.types
    assert len(toks[0].card.abilities) == len(g.obj("myr").card.abilities)


def test_707_2_cackling_counterpart_copies_the_target_not_its_counters():
    """707.2: "Create a token that's a copy of target creature you control." -- the copy has the
    Bears' copiable values (2/2) but not its +1/+1 counter (counters aren't copied, 707.2)."""
    assert fully_compiled("Cackling Counterpart")
    g = play(HEAD + "battlefield:\n" + lands("Island", 3) + """
  - {id: bear, card: Grizzly Bears, controller: alice, counters: {+1/+1: 1}}
hand:
  - {id: cc, card: Cackling Counterpart, owner: alice}
""", ["Cackling Counterpart"], ["alice: cast cc target=bear", "alice: pass", "bob: pass"])
    toks = tokens(g)
    assert [t.card.name for t in toks] == ["Grizzly Bears"]
    assert (g.ch(toks[0].id).power, g.ch(toks[0].id).toughness) == (2, 2)
    assert (g.ch("bear").power, g.ch("bear").toughness) == (3, 3)


def test_701_30a_eyes_in_the_skies_populates_the_bird():
    """701.30a: "Create a 1/1 white Bird creature token with flying, then populate." -- the only
    creature token alice controls is the Bird, so populate creates a second Bird (a copy of it,
    with flying)."""
    assert fully_compiled("Eyes in the Skies")
    g = play(HEAD + "battlefield:\n" + lands("Plains", 4) + """
hand:
  - {id: eyes, card: Eyes in the Skies, owner: alice}
""", ["Eyes in the Skies"], ["alice: cast eyes", "alice: pass", "bob: pass"])
    toks = tokens(g)
    assert [t.card.name for t in toks] == ["Bird", "Bird"]
    assert all("flying" in str(g.ch(t.id).ability_terms) for t in toks)


def test_701_30a_growing_ranks_chooses_which_token_to_copy():
    """701.30a: populate copies a creature token the player chooses (not a target, not a
    noncreature token) -- alice chooses her Soldier over her Bird; the Treasure isn't offered."""
    assert fully_compiled("Growing Ranks") and fully_compiled("Eyes in the Skies") and fully_compiled("Flick a Coin")
    g = play(HEAD + "battlefield:\n" + lands("Plains", 7) + lands("Mountain", 7) + """
  - {id: gr, card: Growing Ranks, controller: alice}
  - {id: sv, card: Skyknight Vanguard, controller: alice}
hand:
  - {id: eyes, card: Eyes in the Skies, owner: alice}
  - {id: fc, card: Flick a Coin, owner: alice}
""", ["Growing Ranks", "Eyes in the Skies", "Flick a Coin", "Skyknight Vanguard"],
        ["alice: cast eyes", "alice: pass", "bob: pass", "alice: cast fc target=bob", "alice: pass", "bob: pass",
         "T1 declare_attackers alice: attack sv", "alice: done", "alice: pass", "bob: pass",
         "T3 upkeep: wait"])
    names = sorted(t.card.name for t in tokens(g))
    assert names == ["Bird", "Bird", "Soldier", "Treasure"]
    assert g.decision.kind == "priority"
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert g.decision.kind == "choose" and g.decision.rule == "701.30a"
    offered = {a.args[0] for a in g.decision.options}
    by_id = {t.id: t.card.name for t in tokens(g)}
    assert sorted(by_id[x] for x in offered) == ["Bird", "Bird", "Soldier"]
    soldier = next(x for x in offered if by_id[x] == "Soldier")
    run_script(g, [f"alice: choose {soldier}"], "<test>")
    assert sorted(t.card.name for t in tokens(g)) == ["Bird", "Bird", "Soldier", "Soldier", "Treasure"]


def test_707_9b_multiversal_recruitment_copy_isnt_legendary():
    """707.9b, 704.5j: "Create a token that's a copy of target creature you control, except it
    isn't legendary." -- the exception is part of the token's copiable values: the legend rule
    doesn't apply, alice keeps both Isamarus."""
    assert fully_compiled("Multiversal Recruitment")
    g = play(HEAD + "battlefield:\n" + lands("Island", 6) + """
  - {id: isa, card: "Isamaru, Hound of Konda", controller: alice}
hand:
  - {id: mr, card: Multiversal Recruitment, owner: alice}
""", ["Multiversal Recruitment", "Isamaru, Hound of Konda"], ["alice: cast mr target=isa", "alice: pass", "bob: pass"])
    toks = tokens(g)
    assert [t.card.name for t in toks] == ["Isamaru, Hound of Konda"]
    assert "legendary" not in g.ch(toks[0].id).supertypes and "legendary" in g.ch("isa").supertypes
    assert g.obj("isa").zone == "battlefield"


def test_608_2h_howl_of_the_night_pack_a_wolf_for_each_forest():
    """608.2h: "Create a 2/2 green Wolf creature token for each Forest you control." -- counted as
    the spell resolves: seven Forests (bob's Forest isn't counted), seven Wolves."""
    assert fully_compiled("Howl of the Night Pack")
    g = play(HEAD + "battlefield:\n" + lands("Forest", 7) + lands("Forest", 1, "bob", 9) + """
hand:
  - {id: howl, card: Howl of the Night Pack, owner: alice}
""", ["Howl of the Night Pack"], ["alice: cast howl", "alice: pass", "bob: pass"])
    assert [t.card.name for t in tokens(g)] == ["Wolf"] * 7


# ------------------------------------------------------------------ X/X tokens, Vehicle tokens, "you may ... It has"
def test_107_3_slime_molding_x_x_ooze():
    """107.3a, 111.4: "Create an X/X green Ooze creature token." cast with X=3 -- a 3/3 token."""
    assert fully_compiled("Slime Molding")
    g = play(HEAD + "battlefield:\n" + lands("Forest", 4) + """
hand:
  - {id: sm, card: Slime Molding, owner: alice}
""", ["Slime Molding"], ["alice: cast sm x=3", "alice: pass", "bob: pass"])
    toks = tokens(g)
    assert [t.card.name for t in toks] == ["Ooze"]
    assert (g.ch(toks[0].id).power, g.ch(toks[0].id).toughness) == (3, 3)


def test_301_7_wish_good_luck_vehicle_token_crewed():
    """301.7, 208.3, 702.122a, 111.10a-b: "Create a Food token. Create a tapped Treasure token. Create a
    3/2 colorless Vehicle artifact token with crew 1." -- the Vehicle is a noncreature artifact
    (with no power and toughness, 208.3) until crewed, then a 3/2 artifact creature."""
    assert fully_compiled("Wish Good Luck")
    g = play(HEAD + "battlefield:\n" + lands("Mountain", 1) + lands("Forest", 1) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: wgl, card: Wish Good Luck, owner: alice}
""", ["Wish Good Luck"], ["alice: cast wgl", "alice: pass", "bob: pass"])
    toks = {t.card.name: t for t in tokens(g)}
    assert sorted(toks) == ["Food", "Treasure", "Vehicle"] and toks["Treasure"].tapped
    v = toks["Vehicle"].id
    assert "creature" not in g.ch(v).types and g.ch(v).power is None        # 208.3
    run_script(g, [f"alice: activate {v} 1", "alice: crew bear", "alice: done", "alice: pass", "bob: pass"], "<test>")
    assert "creature" in g.ch(v).types and g.obj("bear").tapped
    assert (g.ch(v).power, g.ch(v).toughness) == (3, 2)


def test_111_4_awakening_zone_may_create_a_spawn_with_its_mana_ability():
    """111.4, 603.5: "At the beginning of your upkeep, you may create a 0/1 colorless Eldrazi
    Spawn creature token. It has "Sacrifice this token: Add {C}."" -- alice says yes: a 0/1 Spawn
    whose ability adds {C}."""
    assert fully_compiled("Awakening Zone")
    g = play(HEAD.replace("step: precombat_main", "step: untap") + """
battlefield:
  - {id: az, card: Awakening Zone, controller: alice}
""", ["Awakening Zone"], ["alice: pass", "bob: pass", "alice: yes", "T1 draw: wait"])
    toks = tokens(g)
    assert [t.card.name for t in toks] == ["Eldrazi Spawn"]
    assert (g.ch(toks[0].id).power, g.ch(toks[0].id).toughness) == (0, 1)
    run_script(g, [f"alice: activate {toks[0].id} 1"], "<test>")
    assert not tokens(g) and g.s.pools["alice"].get("C") == 1


# ------------------------------------------------------------------ Role tokens (111.10j-r, 303.7)
def test_704_5y_a_new_role_replaces_the_old_one():
    """111.10q, 111.10k, 303.4, 704.5y: Witch's Mark creates a Wicked Role attached to the Bears
    (+1/+1); Monstrous Rage then creates a Monster Role on them -- the older Wicked Role is put
    into the graveyard (its "each opponent loses 1 life" triggers), the Bears are 2/2 +2/+0 +1/+1
    with trample."""
    assert fully_compiled("Witch's Mark") and fully_compiled("Monstrous Rage")
    g = play(HEAD + "battlefield:\n" + lands("Mountain", 3) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: wm, card: Witch's Mark, owner: alice}
  - {id: mr, card: Monstrous Rage, owner: alice}
""", ["Witch's Mark", "Monstrous Rage"], ["alice: cast wm target=bear", "alice: pass", "bob: pass", "alice: no"])
    roles = tokens(g)
    assert [(t.card.name, t.attached_to) for t in roles] == [("Wicked", "bear")]
    assert (g.ch("bear").power, g.ch("bear").toughness) == (3, 3)
    run_script(g, ["alice: cast mr target=bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert [(t.card.name, t.attached_to) for t in tokens(g)] == [("Monster", "bear")]
    assert (g.ch("bear").power, g.ch("bear").toughness) == (5, 3)
    assert ("kw", ("trample",)) in g.ch("bear").ability_terms
    assert g.s.players["bob"].life == 19 and "704.5y" in [e.rule for e in g.log]


def test_111_2_hunted_lammasu_target_opponent_creates_the_horror():
    """111.2: "When this creature enters, target opponent creates a 4/4 black Horror creature
    token." -- the token is created under bob's control (he is its owner and controller)."""
    assert fully_compiled("Hunted Lammasu")
    g = play(HEAD + "battlefield:\n" + lands("Plains", 4) + """
hand:
  - {id: hl, card: Hunted Lammasu, owner: alice}
""", ["Hunted Lammasu"], ["alice: cast hl", "alice: pass", "bob: pass", "alice: target bob", "alice: pass", "bob: pass"])
    assert not tokens(g) and [(t.card.name, t.owner) for t in tokens(g, "bob")] == [("Horror", "bob")]
    assert (g.ch(tokens(g, "bob")[0].id).power, g.ch(tokens(g, "bob")[0].id).toughness) == (4, 4)


def test_111_1_specimen_collector_creates_two_different_tokens():
    """111.1, 111.4: "When this creature enters, create a 1/1 green Squirrel creature token and a
    0/3 blue Crab creature token." -- one instruction, two different tokens."""
    g = play(HEAD + "battlefield:\n" + lands("Island", 5) + """
hand:
  - {id: sc, card: Specimen Collector, owner: alice}
""", ["Specimen Collector"], ["alice: cast sc", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    got = sorted((t.card.name, g.ch(t.id).power, g.ch(t.id).toughness, g.ch(t.id).colors) for t in tokens(g))
    assert got == [("Crab", 0, 3, ("blue",)), ("Squirrel", 1, 1, ("green",))]


def test_111_10s_cartographers_companion_map_token_explores():
    """111.10s, 701.40a: a Map token is an artifact with "{1}, {T}, Sacrifice this artifact: Target
    creature you control explores. Activate only as a sorcery." -- the Companion explores: the
    top card of alice's library is a land (Forest), it goes to her hand."""
    assert fully_compiled("Cartographer's Companion")
    g = play(HEAD + "battlefield:\n" + lands("Plains", 4) + """
hand:
  - {id: cc, card: Cartographer's Companion, owner: alice}
""", ["Cartographer's Companion"], ["alice: cast cc", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    toks = tokens(g)
    assert [t.card.name for t in toks] == ["Map"]
    run_script(g, [f"alice: activate {toks[0].id} 1 target=cc", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("la1").zone == "hand" and not tokens(g)


# ------------------------------------------------------------------ two different tokens of one name
RATS = head(alice=4, bob=3) + """
battlefield:
  - {id: slum, card: Ogre Slumlord, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: bob}
  - {id: ogre, card: Gray Ogre, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: out, card: Rat Out, owner: alice}
"""


def test_111_4_tokens_of_one_name_keep_their_own_abilities():
    """111.4: a token has the characteristics its creating effect gives it. Ogre Slumlord's Rat
    (a 1/1 black Rat, no abilities) is created first; Rat Out's Rat has "This token can't block."
    Both are named Rat, yet only Rat Out's one can't block (509.1b) -- its ability is its own, not
    looked up by the name it shares."""
    g = play(RATS, ["Ogre Slumlord", "Lightning Bolt", "Rat Out", "Llanowar Elves", "Gray Ogre", "Mountain",
                    "Swamp"],
             ["alice: cast bolt", "alice: target elf", "alice: autopay", "alice: pass", "bob: pass",
              "alice: yes", "alice: pass", "bob: pass",
              "alice: cast out", "alice: no_target", "alice: autopay", "alice: pass", "bob: pass"])
    rats = sorted((o.timestamp, o.id) for o in g.s.objects.values() if o.token and o.zone == "battlefield")
    assert len(rats) == 2
    plain, cant = rats[0][1], rats[1][1]
    assert g.ch(plain).name == g.ch(cant).name == "Rat"
    assert not g.abilities_of(plain, "static")
    assert g.abilities_of(cant, "static")
