"""The error contract of every command (docs/errors.md): exit 0 answered, 1 negative verdict,
2 bad input, 3 internal error, 130 interrupted; one line on stderr (JSON under --json); no
traceback; numbers never wrapped. Each bad input found by the review in issue 19 is a case here,
with the exit code and the message it must give."""
from __future__ import annotations

import hashlib
import json
import subprocess
import sys

import pytest

from pyengine.cli.main import main
from pyengine.errors import INT_MAX
from pyengine.scenario import example_names, example_path

BEARS = "players: [alice, bob]\nbattlefield:\n  - {id: bear, card: Grizzly Bears, controller: alice}\n"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str) -> str:
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


# ------------------------------------------------------------ bad scenario files: exit 2
# (command, extra arguments, scenario text, message, place)
BAD = [
    # numbers: clingo computes with 32-bit integers; nothing is wrapped
    ("layers", [], "players: [alice]\nbattlefield:\n  - {id: big, card: {name: Big, types: [creature], power: 2147483647, toughness: 2}}\n"
     "  - {id: anthem, card: Glorious Anthem}\n", "power/toughness could reach", None),
    ("layers", [], BEARS.replace("controller: alice}", 'controller: alice, counters: {"+1/+1": 4294967296}}'),
     "the number 4294967296 is outside the range", "battlefield[0].counters.+1/+1"),
    ("layers", [], "players: [alice]\nbattlefield:\n  - {id: x, card: {name: X, types: [creature], power: 99999999999, toughness: 1}}\n",
     "the number 99999999999 is outside the range", "battlefield[0].card.power"),
    ("play", [], BEARS.replace("controller: alice}", 'controller: alice, counters: {"+1/+1": 99999999999}}'),
     "outside the range", "battlefield[0].counters"),
    ("damage", [], BEARS + "  - {id: cub, card: Grizzly Bears, controller: bob}\ncombat:\n  attackers: {bear: bob}\n"
     "  blockers: {cub: [bear]}\n  damage: {regular: {bear: {cub: 99999999999}}}\n",
     "outside the range", "combat.damage.regular.bear.cub"),
    ("layers", [], BEARS.replace("controller: alice}", "controller: alice, timestamp: .inf}"),
     "got inf", "battlefield[0].timestamp"),
    # mistakes that were accepted with exit 0
    ("layers", [], "players: 5\n", "got the number 5", "players"),
    ("layers", [], BEARS + "step: lunch\n", "unknown step 'lunch'", "step"),
    ("layers", [], BEARS + "turn: -1\n", "got the number -1", "turn"),
    ("layers", [], BEARS.replace("id: bear", "id: ''"), "got an empty string", "battlefield[0].id"),
    ("layers", [], BEARS.replace("controller: alice}", 'controller: alice, counters: {"+1/+1": -2}}'),
     "got the number -2", "battlefield[0].counters.+1/+1"),
    ("layers", [], BEARS.replace("controller: alice}", "controller: alice, damage: -1}"),
     "got the number -1", "battlefield[0].damage"),
    ("layers", [], "players: [alice]\nbattlefield:\n  - {id: x, card: {name: X, mana_cost: '{Q}{-1}', types: [artifact]}}\n",
     "got the text '{Q}{-1}'", "battlefield[0].card.mana_cost"),
    ("layers", [], BEARS.replace("controller: alice}", "controller: alice, copy_of: bear}"),
     "'bear' is a copy of itself", "battlefield[0].copy_of"),
    ("layers", [], BEARS.replace("controller: alice}", "controller: alice, copy_of: cub}") +
     "  - {id: cub, card: Grizzly Bears, controller: bob, copy_of: bear}\n", "is a copy of itself through cub", "copy_of"),
    ("layers", [], BEARS.replace("controller: alice}", "controller: alice, attached_to: bear}"),
     "'bear' is attached to itself", "battlefield[0].attached_to"),
    ("layers", [], BEARS.replace("controller: alice}", "controller: alice, attached_to: cub}") +
     "  - {id: cub, card: Grizzly Bears, controller: bob, attached_to: bear}\n", "is attached to itself through cub",
     "attached_to"),
    ("blocks", [], BEARS + "combat:\n  atackers: {bear: bob}\n", "unknown key 'atackers'; did you mean 'attackers'?",
     "combat.atackers"),
    ("damage", [], BEARS + "combat:\n  attackers: {bear: bob}\n  damage: {third_strike: {bear: {bob: 2}}}\n",
     "unknown key 'third_strike'; did you mean 'first_strike'?", "combat.damage.third_strike"),
    ("layers", [], BEARS.replace("controller: alice}", "controler: alice}"),
     "unknown key 'controler'; did you mean 'controller'?", "battlefield[0].controler"),
    ("layers", [], "players: [{id: alice, lfe: 3}]\n", "unknown key 'lfe'; did you mean 'life'?", "players[0].lfe"),
    ("layers", [], "players: [alice]\ncards:\n  - {name: X, colour: red}\n", "did you mean 'colors'?", "cards[0].colour"),
    ("replace", [], BEARS + "events:\n  - {kind: damage, source: bear, target: bob, amont: 3}\n",
     "unknown key 'amont'; did you mean 'amount'?", "events[0].amont"),
    ("layers", [], "players: [alice]\neffects:\n  - {id: e, timestamp: 1, affects: creature, modfy_pt: [1, 1]}\n",
     "did you mean 'modify_pt'?", "effects[0].modfy_pt"),
    # script lines naming an unknown player or action
    ("play", [], BEARS + 'script: ["alice: fly away"]\n', "unknown action 'fly'", "script[0]"),
    ("play", [], BEARS + 'script: ["zed: pass"]\n', "unknown player 'zed'", "script[0]"),
    ("play", [], BEARS + 'script: ["alice: cast x x=lots"]\n', "got x=lots", "script[0]"),
    ("play", [], BEARS + 'script: ["alice: pass colour=red"]\n', "unknown choice 'colour'", "script[0]"),
]


@pytest.mark.parametrize("cmd,extra,text,message,place", BAD, ids=[f"{c[0]}-{i}" for i, c in enumerate(BAD)])
def test_bad_scenario_is_exit_2_with_one_line(cmd, extra, text, message, place, tmp_path, capsys):
    f = tmp_path / "bad.yaml"
    f.write_text(text, encoding="utf-8")
    before = hashlib.sha256(f.read_bytes()).hexdigest()
    code, out, err = run(capsys, cmd, str(f), *extra)
    assert code == 2, (code, out, err)
    one_line(err)
    assert err.startswith("error: ") and str(f) in err and message in err, err
    if place:
        assert place in err.split(": ")[1], err
    assert "LDict" not in err and "LList" not in err and "NoneType" not in err
    assert hashlib.sha256(f.read_bytes()).hexdigest() == before          # inputs are never modified
    # the same mistake under --json: a JSON object on one line of stderr, same exit code
    code2, out2, err2 = run(capsys, cmd, str(f), "--json", *extra)
    assert code2 == 2 and out2 == ""
    d = json.loads(one_line(err2))
    assert d["exit_code"] == 2 and d["file"] == str(f) and message in d["error"] + (d["expected"] or "")
    assert set(d) >= {"error", "file", "line", "place", "expected", "schema_version"}


def test_game_arithmetic_out_of_range_is_reported_not_wrapped(tmp_path, capsys):
    """Alice at the top of the range gains 1 life (Soul Warden, 119.3): an error naming the
    life total, exit 2 -- never a wrapped -2147483648."""
    f = tmp_path / "g.yaml"
    f.write_text(f"""players: [{{id: alice, life: {INT_MAX}}}, bob]
active_player: alice
library:
  - {{id: l1, card: Plains, owner: alice}}
  - {{id: l2, card: Plains, owner: bob}}
battlefield:
  - {{id: warden, card: Soul Warden, controller: alice}}
  - {{id: f1, card: Forest, controller: alice}}
  - {{id: f2, card: Forest, controller: alice}}
hand:
  - {{id: bears, card: Grizzly Bears, owner: alice}}
script: ["alice: cast bears", "alice: pass", "bob: pass", "alice: pass", "bob: pass"]
""", encoding="utf-8")
    code, out, err = run(capsys, "play", str(f))
    assert code == 2 and "the life total of alice would be 2147483648" in one_line(err) and str(f) in err


def test_largest_values_are_exact(tmp_path, capsys):
    """Values at the edge of the range are answered exactly when no sum leaves it."""
    f = tmp_path / "edge.yaml"
    f.write_text(f"players: [alice]\nbattlefield:\n  - {{id: big, card: {{name: Big, types: [creature], "
                 f"power: {INT_MAX - 2}, toughness: {INT_MAX - 5}}}, counters: {{'+1/+1': 2}}}}\n", encoding="utf-8")
    code, out, err = run(capsys, "layers", str(f), "--json")
    assert code == 0, err
    c = next(o for o in json.loads(out)["objects"] if o["id"] == "big")
    assert (c["power"], c["toughness"]) == (INT_MAX, INT_MAX - 3)
    f.write_text(f.read_text().replace(f"power: {INT_MAX - 2}", f"power: {INT_MAX - 1}"), encoding="utf-8")
    code, out, err = run(capsys, "layers", str(f))
    assert code == 2 and "power/toughness could reach 2147483648" in err


# ------------------------------------------------------------ bad command lines: exit 2
@pytest.mark.parametrize("argv,message", [
    (["blocks", "combat-lure", "--all", "--limit", "-1"], "got -1"),
    (["blocks", "combat-lure", "--all", "--count-timeout", "-5"], "got -5"),
    (["attacks", "combat-lure", "--count-timeout", "nan"], "got nan"),
    (["targets", "targets-flagbearer", "--list", "--limit", "-1"], "got -1"),
    (["damage", "combat-trample", "--limit", "99999999999"], "got 99999999999"),
    (["play", "game-three-turns", "--max", "-1"], "got -1"),
    (["replace", "replacement-shields", "--max-orders", "-3"], "got -3"),
    (["layers", "--example", "humility-opalescence", "--zone", "sideboard"], "invalid choice: 'sideboard'"),
    (["loops", "--cards", "Humility", "Opalescence", "--jobs", "0"], "got 0"),
    (["deps", "--example", "deps-blood-moon-urborg", "--png", "/nonexistent/dir/x.png"], "does not exist"),
    (["deps", "--example", "deps-blood-moon-urborg", "--dot", "/nonexistent/dir/x.dot"], "does not exist"),
    (["deps", "--example", "deps-blood-moon-urborg", "--dot", "/proc/x.dot"], "cannot write /proc/x.dot"),
    (["deps", "--example", "deps-blood-moon-urborg", "--graphml", "/"], "is a directory"),
    (["replace", "replacement-shields", "--event", "kind=damage source=x amount=99999999999"], "got amount=99999999999"),
    (["layers", "humility-opalescence", "--example", "humility-opalescence"], "both a scenario file"),
    (["layers"], "no scenario given"),
    (["nosuchcommand"], "invalid choice: 'nosuchcommand'"),
])
def test_bad_command_line_is_exit_2(argv, message, capsys):
    code, out, err = run(capsys, *argv)
    assert code == 2 and message in one_line(err), err
    code, out, err = run(capsys, *argv, "--json")
    d = json.loads(one_line(err))
    assert code == 2 and d["exit_code"] == 2 and message in d["error"] + str(d["expected"])


# ------------------------------------------------------------ --example everywhere
@pytest.mark.parametrize("cmd,example,code", [
    ("layers", "humility-opalescence", 0), ("deps", "deps-blood-moon-urborg", 0),
    ("targets", "targets-arc-trail-redirect", None), ("resolve-targets", "targets-plague-spores", 0),
    ("change-targets", "targets-arc-trail-redirect", None), ("attacks", "combat-lure", None),
    ("blocks", "combat-lure", None), ("damage", "combat-trample", None),
    ("replace", "replacement-shields", 0), ("play", "game-three-turns", 0),
])
def test_example_flag_on_every_scenario_command(cmd, example, code, capsys):
    """`--example NAME` and the bare name give the same answer on every command (issue 14.5)."""
    a = run(capsys, cmd, "--example", example, "--json")
    b = run(capsys, cmd, example, "--json")
    assert a[0] == b[0] and a[1] == b[1] and a[0] in ((0, 1) if code is None else (code,)), a[2]
    assert json.loads(a[1])["schema_version"] >= 1


# ------------------------------------------------------------ small contract items
def test_version_and_python_dash_m(capsys):
    code, out, _ = run(capsys, "--version")
    assert code == 0 and out.startswith("mtgrules ")
    p = subprocess.run([sys.executable, "-m", "pyengine", "--version"], capture_output=True, text=True)
    assert p.returncode == 0 and p.stdout.startswith("mtgrules ")


def test_every_json_output_carries_schema_version(capsys):
    for argv in (["layers", "-e", "humility-opalescence"], ["deps", "-e", "deps-blood-moon-urborg"],
                 ["cards"], ["cards", "Humility"], ["examples"],
                 ["loops", "--cards", "Humility", "Opalescence"], ["blocks", "combat-lure", "--all"],
                 ["targets", "targets-flagbearer"], ["replace", "replacement-shields"],
                 ["play", "game-three-turns"], ["damage", "combat-trample"]):
        code, out, err = run(capsys, *argv, "--json")
        assert code in (0, 1), (argv, err)
        assert json.loads(out)["schema_version"] >= 1, argv


def test_loops_json_is_byte_stable_and_has_no_timing(capsys):
    outs = {run(capsys, "loops", "--cards", "Humility", "Opalescence", "Blood Moon", "--json")[1] for _ in range(2)}
    assert len(outs) == 1
    d = json.loads(outs.pop())
    assert "seconds" not in json.dumps(d) and d["complete"] is True


def test_loops_ctrl_c_keeps_the_partial_result(monkeypatch, capsys):
    """Ctrl-C during the search prints what was found so far, marked partial, exit 130."""
    from pyengine.layers import loopsearch
    real, calls = loopsearch.examine, []

    def examine(combo):
        calls.append(combo)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(combo)
    monkeypatch.setattr(loopsearch, "examine", examine)
    code, out, err = run(capsys, "loops", "--cards", "Humility", "Opalescence", "Blood Moon", "Urborg, Tomb of Yawgmoth",
                         "--json")
    d = json.loads(out)
    assert code == 130 and d["complete"] is False and 0 < d["combinations"]["examined"] < d["combinations"]["total"]
    assert "partial result" in err


def test_blocks_all_ctrl_c_keeps_the_partial_result(monkeypatch, capsys):
    from pyengine.combat.declare import _DeclarationQuery
    real = _DeclarationQuery.iter_declarations

    def iter_declarations(self, *a, **kw):  # as if Ctrl-C came after the first declaration
        yield next(real(self, *a, **kw))
        self.interrupted = True
    monkeypatch.setattr(_DeclarationQuery, "iter_declarations", iter_declarations)
    code, out, err = run(capsys, "blocks", "combat-lure", "--all")
    assert code == 130 and "interrupted: partial result" in out and "at least 1 (interrupted)" in out
    code, out, err = run(capsys, "blocks", "combat-lure", "--all", "--json")
    d = json.loads(out)
    assert code == 130 and d["complete"] is False and d["count_complete"] is False and len(d["declarations"]) == 1


def test_internal_error_is_exit_3_without_traceback(monkeypatch, capsys):
    from pyengine.cli import layers
    monkeypatch.setattr(layers, "run_layers", lambda sc: 1 / 0)
    code, out, err = run(capsys, "layers", "-e", "humility-opalescence")
    assert code == 3 and "internal error: ZeroDivisionError" in one_line(err) and "--debug" in err
    code, out, err = run(capsys, "layers", "-e", "humility-opalescence", "--debug")
    assert code == 3 and "Traceback" in err


def test_deps_says_when_no_dependency_is_possible(tmp_path, capsys):
    f = tmp_path / "one.yaml"
    f.write_text("players: [alice]\nbattlefield:\n  - {id: anthem, card: Glorious Anthem}\n"
                 "  - {id: bear, card: Grizzly Bears}\n", encoding="utf-8")
    code, out, err = run(capsys, "deps", str(f))
    assert code == 0 and "no dependencies possible (1 effect, none sharing a layer" in out


def test_schema_command_prints_a_valid_self_contained_schema(capsys):
    from jsonschema import Draft7Validator
    from pyengine.yamlio import load_yaml_file
    code, out, _ = run(capsys, "schema")
    schema = json.loads(out)
    Draft7Validator.check_schema(schema)
    assert '"$ref": "card.schema.json"' not in out          # the card schema is embedded
    v = Draft7Validator(schema)
    for name in example_names():                  # every bundled example is valid
        assert not list(v.iter_errors(load_yaml_file(example_path(name)))), name
    assert list(v.iter_errors({"players": ["a"], "cards": [{"name": "X", "colour": "red"}]}))


def test_schema_keys_match_the_loaders():
    """The published schema and the Python loaders accept the same keys."""
    from pyengine.cards.card import _CARD_KEYS
    from pyengine.cards.parse import OP_LAYERS, _EFFECT_META
    from pyengine.replacement.events import _EVENT_KEYS
    from pyengine.scenario import _OBJ_KEYS, _TOP_KEYS
    from pyengine.schema import card_schema, scenario_schema
    from pyengine.targets.spec import _ITEM_KEYS, _Q_KEYS
    sc, cd = scenario_schema(), card_schema()
    d = sc["definitions"]
    assert set(sc["properties"]) == _TOP_KEYS
    assert set(d["object"]["properties"]) == _OBJ_KEYS
    assert set(d["event"]["properties"]) == _EVENT_KEYS
    assert set(d["effect"]["properties"]) == set(OP_LAYERS) | _EFFECT_META
    assert set(sc["properties"]["stack_items"]["anyOf"][1]["items"]["properties"]) == _ITEM_KEYS
    assert set(sc["properties"]["targets"]["anyOf"][1]["properties"]) == _Q_KEYS
    assert set(cd["properties"]) == _CARD_KEYS


def test_library_cards_match_the_card_schema():
    from importlib import resources
    from pyengine.schema import validate
    from pyengine.yamlio import load_yaml_text
    root = resources.files("pyengine").joinpath("data/cards")
    for entry in root.iterdir():
        if entry.name.endswith(".yaml"):
            for i, card in enumerate(load_yaml_text(entry.read_text(encoding="utf-8"), entry.name) or []):
                validate(card, f"{entry.name}[{i}]", "card")
