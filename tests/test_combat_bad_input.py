"""Bad combat input is a ScenarioError (one line, exit code 2), never a traceback."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine.combat.declare import AttackQuery, BlockQuery
from pyengine.combat.damage import DamageQuery
from pyengine.errors import ScenarioError
from pyengine.scenario import scenario_from_data

leaf = st.one_of(st.none(), st.booleans(), st.integers(-3, 5), st.sampled_from(
    ["bears", "cub", "bob", "alice", "lure", "must_block", "goad", "min_blockers", "x", "", "{2}",
     "flying", "creatures", "controller"]))
junk = st.recursive(leaf, lambda c: st.one_of(st.lists(c, max_size=3),
                                               st.dictionaries(st.sampled_from(
                                                   ["kind", "objects", "by", "n", "player", "cost", "affects",
                                                    "bears", "cub", "regular", "first_strike", "keyword",
                                                    "subtype", "card", "ability", "rules"]), c, max_size=3)),
                    max_leaves=8)
combat = st.builds(lambda base, extra: {**base, **extra},
                   st.sampled_from([{}, {"attackers": {"bears": "bob"}},
                                    {"attackers": {"bears": "bob"}, "blockers": {"cub": ["bears"]}}]),
                   st.dictionaries(st.sampled_from(["attackers", "blockers", "effects", "damage",
                                                    "defending_players", "card_rules", "mana"]), junk, max_size=3))


def _scenario(c):
    return scenario_from_data({
        "players": ["alice", "bob"], "active_player": "alice",
        "cards": [{"name": "Grizzly Bears", "types": ["creature"], "power": 2, "toughness": 2}],
        "battlefield": [{"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
                        {"id": "cub", "card": "Grizzly Bears", "controller": "bob"}],
        "combat": c}, "<fuzz>")


def _regular(damage):
    return damage.get("regular", {}) if isinstance(damage, dict) else damage


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(combat)
def test_junk_combat_section_is_a_scenario_error(c):
    try:
        sc = _scenario(c)       # the schema refuses most junk on load
    except ScenarioError:
        return
    for run in (lambda: AttackQuery(sc).check(), lambda: BlockQuery(sc).check(),
                lambda: BlockQuery(sc).summary(), lambda: AttackQuery(sc).counts(),
                lambda: DamageQuery(sc).check("regular", _regular(c.get("damage")))):
        try:
            run()
        except ScenarioError:
            pass
