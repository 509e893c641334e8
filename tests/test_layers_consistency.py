"""Internal consistency of the two ways the driver computes a layer (fixed seeds): step by step
(one application per ground call, the order re-evaluated after each, 613.8c) and in one call
(batch/1, used when no 613.8a trial can matter in the layer; a closed form of timestamp order),
and with no trial at a step whose first effect is quiet (quietnext/3). Both must give the same
characteristics and the same trace on every board (dependencies compared per layer). The rules themselves
are tested against the CR in test_layers_cr_examples.py, test_layers_more.py and
test_dependency.py; this guards the closed form (bsets, bsetpt, bmodpt, bswitchpt in
asp_rules/layers.lp)."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

import pyengine.layers.driver as layers
from pyengine.cards.library import CardLibrary
from pyengine.scenario import scenario_from_data

# the library's permanents with a layer effect (613), and vanilla ones for them to act on
CARDS = [c for c in CardLibrary.bundled().cards.values()
         if not set(c.types) & {"instant", "sorcery"} and (any(a.effect for a in c.abilities) or not c.abilities)]
PERMANENTS = sorted(c.name for c in CARDS if "Aura" not in c.subtypes)
AURAS = sorted(c.name for c in CARDS if "Aura" in c.subtypes)
NEEDS_CHOICE = {"Conspiracy", "Arcane Adaptation", "Xenograft", "Painter's Servant"}


def random_board(rng: random.Random) -> dict:
    bf = []
    for i in range(rng.randint(2, 7)):
        o = {"id": f"o{i}", "card": rng.choice(PERMANENTS), "controller": rng.choice(["alice", "bob"]),
             "timestamp": rng.randint(1, 20)}
        if o["card"] in NEEDS_CHOICE and rng.random() < 0.85:   # else undefined (607.5a)
            o["chosen"] = {"creature_type": rng.choice(["Elf", "Goblin", "Saproling"]),
                           "color": rng.choice(["red", "blue", "green"])}
        if rng.random() < 0.1:
            o["face_down"] = True
        if rng.random() < 0.3:
            o["counters"] = {rng.choice(["+1/+1", "-1/-1"]): rng.randint(1, 2)}
        bf.append(o)
    if rng.random() < 0.5:
        bf.append({"id": "aura", "card": rng.choice(AURAS), "controller": rng.choice(["alice", "bob"]),
                   "timestamp": rng.randint(1, 20), "attached_to": rng.choice(bf)["id"]})
    if rng.random() < 0.2:
        bf.append({"id": "copy", "card": "Clone", "controller": "alice", "timestamp": rng.randint(1, 20),
                   "copy_of": rng.choice(bf)["id"]})
    gy = [{"id": "g0", "card": rng.choice(PERMANENTS), "owner": "alice"}] if rng.random() < 0.5 else []
    return {"players": ["alice", "bob"], "battlefield": bf, "graveyard": gy}


QUIET = ("; no other effect of this layer can depend on it or it on them, so no dependency trial "
         "was needed (613.8a)")


def comparable(j: dict) -> dict:
    """The output with each layer's dependencies as one set: a step whose first effect is quiet
    (it can interact with no other effect of its layer) runs no trial in the normal path, so it
    lists no dependencies there, while the nobatch path runs a trial at every step."""
    layers_ = []
    for lay in j["layers"]:
        deps = sorted({tuple(sorted(d.items())) for a in lay["applications"] for d in a.get("dependencies", [])})
        apps = [{k: (v.replace(QUIET, "") if k == "reason" else v) for k, v in a.items() if k != "dependencies"}
                for a in lay["applications"]]
        layers_.append({**lay, "applications": apps, "dependencies": deps})
    return {**j, "layers": layers_}


def both_ways(data: dict) -> tuple[dict, dict]:
    sc = scenario_from_data(data, "<random board>")
    try:
        layers._Run.batch = True
        one_call = layers.run_layers(sc).to_json()
        layers._Run.batch = False      # also: a trial at every step, quiet effects included
        by_step = layers.run_layers(sc).to_json()
    finally:
        layers._Run.batch = True
    return one_call, by_step


@pytest.mark.parametrize("seed", range(40))
def test_batch_layers_agree_with_the_step_path(seed):
    one_call, by_step = both_ways(random_board(random.Random(seed)))
    assert comparable(one_call) == comparable(by_step)


def test_batch_layers_agree_with_the_step_path_on_numbers_that_read_the_object():
    """Numbers that read the affected object (its mana value: March of the Machines, 7b; its
    counters, 613.4c) are computed per object in a batch layer, the others once per effect."""
    data = {"players": ["alice", "bob"], "battlefield": [
        {"id": "march", "card": "March of the Machines", "controller": "alice", "timestamp": 1},
        {"id": "anthem", "card": "Glorious Anthem", "controller": "alice", "timestamp": 2},
        {"id": "lattice", "card": "Mycosynth Lattice", "controller": "alice", "timestamp": 3},
        {"id": "bear", "card": "Grizzly Bears", "controller": "alice", "timestamp": 4,
         "counters": {"+1/+1": 2}},
        {"id": "ogre", "card": "Gray Ogre", "controller": "bob", "timestamp": 5, "counters": {"-1/-1": 1}}]}
    one_call, by_step = both_ways(data)
    assert one_call == by_step
    chars = {o["id"]: o for o in one_call["objects"]}
    # 613.4b then 613.4c: the Lattice (mana value 6) is a 6/6 artifact creature, +1/+1 from the
    # anthem; the bear is 2/2 +2 counters +1 anthem
    assert (chars["lattice"]["power"], chars["lattice"]["toughness"]) == (7, 7)
    assert (chars["bear"]["power"], chars["bear"]["toughness"]) == (5, 5)
    assert (chars["ogre"]["power"], chars["ogre"]["toughness"]) == (1, 1)


def test_a_number_that_refers_to_a_choice_never_made_does_nothing_either_way():
    """607.5a: "If an ability refers to an undefined choice, that part of the ability won't do
    anything." An effect setting base P/T to the chosen number X, with no X chosen, leaves P/T
    as they were (the setter neither sets nor clears them, 613.4b); "+X/+1" with X undefined
    gives only the +1 toughness (613.4c). The same effect with X chosen (5) sets 5/5. Both the
    one-call and the step-by-step paths (the step path once cleared the values: 0/0)."""
    data = {"players": ["alice", "bob"],
            "cards": [{"name": "Odd Bear", "types": ["creature"], "subtypes": ["Bear"],
                       "power": 2, "toughness": 2}],
            "battlefield": [
                {"id": "bear", "card": "Odd Bear", "controller": "alice", "timestamp": 1},
                {"id": "bear2", "card": "Odd Bear", "controller": "alice", "timestamp": 2},
                {"id": "bear3", "card": "Odd Bear", "controller": "alice", "timestamp": 3}],
            "effects": [
                {"id": "setx", "timestamp": 5, "objects": ["bear", "bear2"],
                 "set_pt": [{"chosen": "x"}, {"chosen": "x"}]},
                {"id": "pump", "timestamp": 6, "objects": ["bear"], "modify_pt": [{"chosen": "x"}, 1]},
                {"id": "set5", "timestamp": 7, "objects": ["bear3"], "chosen": {"x": 5},
                 "set_pt": [{"chosen": "x"}, {"chosen": "x"}]}]}
    one_call, by_step = both_ways(data)
    assert comparable(one_call) == comparable(by_step)
    chars = {o["id"]: (o["power"], o["toughness"]) for o in one_call["objects"]}
    assert chars == {"bear": (2, 3), "bear2": (2, 2), "bear3": (5, 5)}


def test_a_type_or_color_change_to_a_choice_never_made_does_nothing_either_way():
    """607.5a: a Conspiracy with no creature type chosen ("Creatures you control are the chosen
    type") leaves every creature's types as they were (the removal of the old creature types is
    part of what refers to the choice), and Painter's Servant with no color chosen adds none.
    With a type chosen, Conspiracy replaces them (205.3d keeps no other creature type)."""
    def board(chosen):
        consp = {"id": "consp", "card": "Conspiracy", "controller": "alice", "timestamp": 1}
        if chosen:
            consp["chosen"] = {"creature_type": "Elf"}
        return {"players": ["alice", "bob"], "battlefield": [
            consp,
            {"id": "bear", "card": "Grizzly Bears", "controller": "alice", "timestamp": 2},
            {"id": "pain", "card": "Painter's Servant", "controller": "alice", "timestamp": 3}]}
    for chosen, bear_types in ((False, ["Bear"]), (True, ["Elf"])):
        one_call, by_step = both_ways(board(chosen))
        assert comparable(one_call) == comparable(by_step)
        chars = {o["id"]: o for o in one_call["objects"]}
        assert chars["bear"]["subtypes"] == bear_types
        assert chars["bear"]["colors"] == ["green"] and chars["pain"]["colors"] == []
