"""The two uses of one program agree: a declaration the generator lists as legal checks legal,
and every declaration that breaks no restriction but is not listed checks illegal under
508.1d / 509.1c only (CR 508.1c-d, 509.1b-c)."""
from __future__ import annotations

import pytest

from pyengine.combat.declare import AttackQuery, BlockQuery
from pyengine.scenario import example_path, load_scenario


def _freeze(d: dict) -> tuple:
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in d.items()))


@pytest.mark.parametrize("query,example", [
    (BlockQuery, "combat-lure"),
    (AttackQuery, "combat-goad-propaganda"),
    (AttackQuery, "combat-flunkies"),
    (BlockQuery, "combat-trample"),
])
def test_check_agrees_with_generation(query, example):
    q = query(load_scenario(example_path(example)))
    legal = {_freeze(d) for d in q.legal()}
    free = q.legal(restrictions_only=True)
    assert legal <= {_freeze(d) for d in free}
    assert len(free) == q.count(restrictions_only=True)
    rule = "508.1d" if query is AttackQuery else "509.1c"
    for d in free:
        r = q.check(d)
        assert r.legal == (_freeze(d) in legal), d
        if not r.legal:
            assert [v.rule for v in r.violations] == [rule] and r.better is not None
