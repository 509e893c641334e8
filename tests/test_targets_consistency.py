"""Internal consistency of the three targeting answers on random small boards (fixed seed):
the exact count (dynamic programming over the ASP's per-target legality), the clingo enumeration,
and the check of each enumerated assignment must agree. The rules themselves are tested against
the CR in test_targets*.py; this guards the counting shortcut (601.2c, 115.3, "another target",
601.2d, 601.2c must-target maxima per announced numbers)."""
from __future__ import annotations

import itertools
import random

import pytest

from pyengine.scenario import scenario_from_data
from pyengine.targets.targeting import Targeting
from pyengine.targets.spec import question, stack_items

CARDS = ["Runeclaw Bear", "Llanowar Elves", "Gladecover Scout", "Paladin en-Vec", "Swamp",
         "Standard Bearer", "Hulking Raptor", "Argothian Enchantress"]
FILTERS = ["creature", "any target", "land", "player", ["creature", "nonblack"], {"any": ["land", "player"]}]
COUNTS = [1, {"up_to": 2}, "any", {"min": 1, "max": 2}, 2]


def random_case(rng: random.Random) -> dict:
    bf = [{"id": f"o{i}", "card": rng.choice(CARDS), "controller": rng.choice(["alice", "bob"])}
          for i in range(rng.randint(3, 6))]
    n = rng.randint(1, 3)
    insts = []
    for k in range(n):
        e = {"id": f"t{k + 1}", "filter": rng.choice(FILTERS), "count": rng.choice(COUNTS)}
        if k and rng.random() < 0.5:
            e["distinct_from"] = [f"t{rng.randint(1, k)}"]
        if rng.random() < 0.2:
            e["divide"] = 2
        insts.append(e)
    return {"players": ["alice", "bob"], "active_player": "alice",
            "cards": [{"name": "Random Spell", "mana_cost": "{R}", "types": ["sorcery"], "abilities": [{"spell": {"targets": insts}}]}],
            "battlefield": bf, "stack": [{"id": "s", "card": "Random Spell", "controller": "alice"}]}


def brute_force(t: Targeting) -> int:
    """All assignments that the ASP check calls legal, by trying every combination."""
    per = []
    for inst in t.active:
        lo, hi = t.bounds[inst.id]
        pool = sorted(t.tobjs)
        hi = len(pool) if hi is None else hi
        per.append([c for r in range(lo, min(hi, len(pool)) + 1) for c in itertools.combinations(pool, r)])
    total = 0
    for combo in itertools.product(*per):
        if t.check({i.id: c for i, c in zip(t.active, combo)}).legal:
            total += 1
    return total


@pytest.mark.parametrize("seed", range(16))
def test_count_equals_enumeration_on_random_boards(seed):
    rng = random.Random(seed)
    sc = scenario_from_data(random_case(rng), f"<random {seed}>")
    items = stack_items(sc)
    t = Targeting(sc, items[0], items, musts=question(sc, items).must_target)
    listed = t.assignments(None)
    assert len(listed) == t.count()
    for a in listed[:25]:
        assert t.check(a).legal, a


@pytest.mark.parametrize("seed", range(8))
def test_count_equals_brute_force_check_on_tiny_boards(seed):
    rng = random.Random(1000 + seed)
    case = random_case(rng)
    case["battlefield"] = case["battlefield"][:3]
    if seed % 2:          # a must-target effect binding alice (601.2c)
        case["battlefield"][0] = {"id": "o0", "card": "Standard Bearer", "controller": "bob"}
    spell = case["cards"][0]["abilities"][0]["spell"]
    spell["targets"] = spell["targets"][:2]
    for inst in spell["targets"]:
        if inst["count"] == "any":
            inst["count"] = {"up_to": 2}
    sc = scenario_from_data(case, f"<tiny {seed}>")
    items = stack_items(sc)
    t = Targeting(sc, items[0], items, musts=question(sc, items).must_target)
    assert brute_force(t) == t.count()
