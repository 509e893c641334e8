"""`mtgrules replace`: text and --json output, determinism, bad input as one clear error."""
from __future__ import annotations

import json

import pytest

from pyengine.cli.main import main
from pyengine.scenario import example_names


def test_every_bundled_replacement_example_runs(capsys):
    names = [n for n in example_names() if n.startswith("replacement-")]
    assert len(names) >= 10
    for n in names:
        assert main(["replace", n]) == 0
    assert "outcome(s)" in capsys.readouterr().out


def test_json_is_deterministic_and_complete(capsys):
    assert main(["replace", "replacement-exile-or-shuffle", "--json"]) == 0
    a = capsys.readouterr().out
    assert main(["replace", "replacement-exile-or-shuffle", "--json"]) == 0
    b = capsys.readouterr().out
    assert a == b
    d = json.loads(a)
    (q,) = d["queries"]
    assert q["n_outcomes"] == 2 and q["n_orders"] == 2
    assert {o["events"][0]["to_zone"] for o in q["outcomes"]} == {"exile", "library"}
    assert q["handled_first"][0]["chooser"] == "alice"
    assert set(q["effects"]) == {"progenitus.1", "rip.1"}


BAD = [
    ("events:\n  - {kind: dmg, source: x, target: alice}\n", "unknown event kind 'dmg'", "events[0].kind"),
    ("events:\n  - {kind: damage, source: nope, target: alice, amount: 2}\n", "unknown object 'nope'", "events[0].source"),
    ("events:\n  - {kind: damage, source: x, target: alice, amount: -2}\n", "non-negative integer", "events[0].amount"),
    ("replacement_effects:\n  - {id: r, watches: damage, multiply: 2, add: 1}\nevents: []\n", "2 actions", "replacement_effects[0]"),
    ("replacement_effects:\n  - {id: r, watches: damge, multiply: 2}\nevents: []\n", "unknown event kind 'damge'", "replacement_effects[0].watches[0]"),
    ("replacement_effects:\n  - {id: r, watches: life_gain, prevent: 1}\nevents: []\n", "prevention effect watches damage", "replacement_effects[0].watches"),
    ("replacement_effects:\n  - {id: r, watches: damage, affected: {object: {colour: red}}, prevent: 1}\nevents: []\n", "unknown filter key 'colour'", "replacement_effects[0].affected.object.colour"),
    ("replacement_effects:\n  - {id: r, watches: damage, redirect_to: ghost}\nevents: []\n", "unknown object 'ghost'", "replacement_effects[0].redirect_to"),
    ("players: [alice, bob]\n", "no events", "events"),
]


@pytest.mark.parametrize("body,message,place", BAD)
def test_bad_input_is_one_line(body, message, place, tmp_path, capsys):
    text = body if body.startswith("players") else (
        "players: [alice, bob]\nbattlefield:\n  - {id: x, card: Furnace of Rath, controller: alice}\n" + body)
    f = tmp_path / "bad.yaml"
    f.write_text(text, encoding="utf-8")
    assert main(["replace", str(f)]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "Traceback" not in err
    assert message in err and place in err, err


def test_json_identical_across_processes():
    """Deterministic output: same input -> byte-identical --json, whatever the hash seed."""
    import os
    import subprocess
    import sys
    outs = set()
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        r = subprocess.run([sys.executable, "-m", "pyengine.cli", "replace", "replacement-kalitas-rest-in-peace",
                            "--json"], capture_output=True, text=True, env=env, check=True)
        outs.add(r.stdout)
    assert len(outs) == 1


def test_event_on_the_command_line(capsys):
    """--event queries an ad hoc event against the scenario's effects (614.5: 3 -> 12)."""
    assert main(["replace", "replacement-two-doublers", "--json",
                 "--event", "kind=damage source=bear target=bob amount=3 combat=true"]) == 0
    (q,) = json.loads(capsys.readouterr().out)["queries"]
    assert [o["events"][0]["amount"] for o in q["outcomes"]] == [12]
    assert main(["replace", "replacement-two-doublers", "--event", "kind=damage source=nobody target=bob"]) == 2
    assert "unknown object 'nobody'" in capsys.readouterr().err
