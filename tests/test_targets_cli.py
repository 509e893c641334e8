"""The targets data format (docs/targets.md) and the `mtgrules targets|resolve-targets|
change-targets` commands: bad input is one line naming the file and place, exit code 2; output
is deterministic. Rule expectations cite the CR."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pyengine.cards.parse import Place

from pyengine.cli.main import main
from pyengine.errors import ScenarioError
from pyengine.scenario import load_scenario_text
from pyengine.targets.targeting import Targeting
from pyengine.targets.spec import parse_count


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_count_spec_forms():
    w = Place("<t>", "count")
    assert (parse_count(2, w).min, parse_count(2, w).max) == (2, 2)
    assert (parse_count({"up_to": 3}, w).min, parse_count({"up_to": 3}, w).max) == (0, 3)
    assert parse_count("any", w).max is None
    assert parse_count("x", w).bounds(4) == (4, 4)
    with pytest.raises(ScenarioError):
        parse_count(0, w)
    with pytest.raises(ScenarioError):
        parse_count({"min": 3, "max": 1}, w)


@pytest.mark.parametrize("bad,where", [
    ("cards:\n  - {name: B, types: [instant], abilities: [{spell: {targets: [{filter: creechur}]}}]}\n", "filter"),
    ("cards:\n  - {name: B, types: [instant], abilities: [{spell: {targets: [{filter: creature, count: -1}]}}]}\n", "count"),
    ("cards:\n  - {name: B, types: [instant], abilities: [{spell: {targets: [{filter: creature, colour: red}]}}]}\n", "colour"),
    ("cards:\n  - {name: B, types: [instant], abilities: [{spell: {targets: [{filter: creature, distinct_from: [zz]}]}}]}\n", "zz"),
])
def test_bad_target_data_is_a_one_line_error(tmp_path, capsys, bad, where):
    text = "players: [alice, bob]\n" + bad + "stack:\n  - {id: s, card: B, controller: alice}\n"
    p = tmp_path / "bad.yaml"
    p.write_text(text)
    code, out, err = run(capsys, "targets", str(p))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and str(p) in err and where in err


@pytest.mark.parametrize("extra,where", [
    ("targets: {item: nope}\n", "item"),
    ("targets: {propose: {t1: [ghost]}}\n", "ghost"),
    ("targets: {propose: {t9: [bear]}}\n", "t9"),
    ("targets: {change: {how: swap, new: {t1: [bear]}}}\n", "swap"),
    ("stack_items: [{id: s, x: -2}]\n", "x"),
    ("stack_items: [{id: ab, ability_of: nobody, requirements: [creature]}]\n", "nobody"),
])
def test_bad_question_is_a_one_line_error(tmp_path, capsys, extra, where):
    text = ("players: [alice, bob]\nbattlefield:\n  - {id: bear, card: Runeclaw Bear, controller: bob}\n"
            "stack:\n  - {id: s, card: Doom Blade, controller: alice}\n" + extra)
    p = tmp_path / "bad.yaml"
    p.write_text(text)
    code, out, err = run(capsys, "targets", str(p))
    assert code == 2, err
    assert err.count("\n") == 1 and where in err


def test_nothing_on_the_stack_is_an_error():
    sc = load_scenario_text("players: [alice]\n", "<t>")
    with pytest.raises(ScenarioError, match="nothing on the stack"):
        Targeting.from_scenario(sc)


def test_cli_check_exit_codes_and_json_601_2c(capsys):
    code, out, _ = run(capsys, "targets", "targets-flagbearer", "--check", "--json")
    d = json.loads(out)
    assert code == 1 and d["check"]["legal"] is False
    assert d["check"]["violations"][0]["rule"] == "601.2c"
    code, out, _ = run(capsys, "targets", "targets-protection", "--check", "--json")
    d = json.loads(out)
    assert code == 0 and d["check"]["ward_triggers"] == [{"instance": "t1", "target": "raptor", "rule": "702.21a"}]


def test_cli_count_and_list_115_4(capsys):
    code, out, _ = run(capsys, "targets", "targets-arc-trail-redirect", "--count", "--list", "--limit", "3", "--json")
    d = json.loads(out)
    assert code == 0 and d["count"] == 12 and len(d["assignments"]) == 3     # 4 any-targets, 4 * 3
    code, out, _ = run(capsys, "targets", "targets-arc-trail-redirect", "--list", "--limit", "2")
    assert "legal target assignments: 12" in out and "... 10 more" in out


def test_cli_resolve_608_2b(capsys):
    code, out, _ = run(capsys, "resolve-targets", "targets-plague-spores")
    assert code == 0 and "RESOLVES (608.2b)" in out and "t1 arbor: ILLEGAL" in out
    code, out, _ = run(capsys, "resolve-targets", "targets-plague-spores", "--json")
    d = json.loads(out)
    assert d["resolves"] is True and d["number_of_targets"] == 2


def test_cli_change_115_7e(capsys):
    code, out, _ = run(capsys, "change-targets", "targets-arc-trail-redirect")
    assert code == 0 and "LEGAL" in out and "115.7d" in out


def test_cli_negative_limit(capsys):
    code, _, err = run(capsys, "targets", "targets-arc-trail-redirect", "--list", "--limit", "-1")
    assert code == 2 and "limit" in err


def test_json_output_is_byte_identical_across_runs():
    cmd = [sys.executable, "-m", "pyengine.cli", "targets", "targets-flagbearer", "--list", "--limit", "50", "--json"]
    a = subprocess.run(cmd, capture_output=True, text=True, check=False)
    b = subprocess.run(cmd, capture_output=True, text=True, check=False)
    assert a.returncode == 0 and a.stdout == b.stdout and a.stdout


def test_cli_115_9_asks_on_the_plague_spores_example(capsys):
    """115.9a: the Arbor chosen twice counts twice; 115.9b: current information (black creature)
    even though it's an illegal target now; 115.9c: one different object, a land."""
    code, out, _ = run(capsys, "resolve-targets", "targets-plague-spores", "--json")
    asks = json.loads(out)["asks"]
    assert [(a["rule"], a["answer"]) for a in asks] == [("115.9a", True), ("115.9b", True), ("115.9c", True)]


def test_bad_ask_is_a_one_line_error(tmp_path, capsys):
    p = tmp_path / "bad.yaml"
    p.write_text("players: [a, b]\nstack:\n  - {id: s, card: Doom Blade, controller: a}\n"
                 "targets: {asks: [{targets_mostly: creature}]}\n")
    code, _, err = run(capsys, "resolve-targets", str(p))
    assert code == 2 and "asks[0]" in err and err.count("\n") == 1


def test_cli_change_options_115_7(capsys):
    code, out, _ = run(capsys, "change-targets", "targets-arc-trail-redirect", "--options", "--json")
    assert code == 0 and json.loads(out)["options"] == {"t1": [["alice", "bob"]], "t2": [["alice", "bob"]]}
