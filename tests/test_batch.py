"""Batch mode of the query commands (`--batch FILE.jsonl`: one JSON line out per scenario in, one
process) and the Python APIs for many boards (pyengine.layers.run_many, pyengine.cli.batch.answers)."""
from __future__ import annotations

import contextlib
import io
import json

from pyengine.cli.batch import answers
from pyengine.cli.main import main
from pyengine.layers import evaluate_many, run_layers, run_many
from pyengine.scenario import as_scenario

ANTHEM = {"players": ["alice", "bob"],
          "battlefield": [{"id": "anthem", "card": "Glorious Anthem", "controller": "alice"},
                          {"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
                          {"id": "ogre", "card": "Gray Ogre", "controller": "bob"}]}


def _run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(argv)
    return code, out.getvalue()


def test_layers_batch_answers_each_line_like_the_single_command(tmp_path, capsys):
    lines = [json.dumps("humility-opalescence"), "", "# a comment", json.dumps(ANTHEM),
             json.dumps({"players": ["alice"], "battlefield": [{"id": "x", "card": "No Such Card"}]}), "{not json"]
    f = tmp_path / "boards.jsonl"
    f.write_text("\n".join(lines) + "\n")
    code, text = _run(["layers", "--batch", str(f)])
    assert code == 2                                      # some line was bad input
    out = [json.loads(x) for x in text.splitlines()]
    assert [o["line"] for o in out] == [1, 4, 5, 6]
    assert [o["exit_code"] for o in out] == [0, 0, 2, 2]
    _, single = _run(["layers", "humility-opalescence", "--json"])
    assert out[0]["answer"] == json.loads(single)
    # 613.4c: "Creatures you control get +1/+1" -- the Bears (2/2) are 3/3, bob's Ogre is not
    objs = {o["id"]: o for o in out[1]["answer"]["objects"]}
    assert (objs["bears"]["power"], objs["bears"]["toughness"]) == (3, 3)
    assert (objs["ogre"]["power"], objs["ogre"]["toughness"]) == (2, 2)
    assert "No Such Card" in out[2]["error"] and f"{f}:5" in out[2]["error"]
    assert "not JSON" in out[3]["error"] and f"{f}:6" in out[3]["error"]


def test_every_query_command_has_batch_mode(tmp_path):
    f = tmp_path / "t.jsonl"
    f.write_text(json.dumps("targets-arc-trail-redirect") + "\n" + json.dumps("targets-protection") + "\n")
    code, text = _run(["targets", "--batch", str(f)])
    out = [json.loads(x) for x in text.splitlines()]
    assert len(out) == 2
    for o, name in zip(out, ("targets-arc-trail-redirect", "targets-protection")):
        c, single = _run(["targets", name, "--json"])
        assert (o["exit_code"], o["answer"]) == (c, json.loads(single))
    g = tmp_path / "r.jsonl"
    g.write_text(json.dumps("replacement-shields") + "\n")
    code, text = _run(["replace", "--batch", str(g)])
    assert code == 0 and json.loads(text)["answer"] == json.loads(_run(["replace", "replacement-shields", "--json"])[1])


def test_batch_and_a_scenario_together_is_bad_input(tmp_path, capsys):
    f = tmp_path / "x.jsonl"
    f.write_text("\n")
    assert main(["layers", "humility-opalescence", "--batch", str(f)]) == 2
    assert "--batch" in capsys.readouterr().err


def test_python_api_many_boards():
    boards = ["humility-opalescence", ANTHEM]
    many = list(run_many(boards))
    assert [r.to_json() for r in many] == [run_layers(as_scenario(b)).to_json() for b in boards]
    chars = list(evaluate_many([ANTHEM]))[0]
    assert chars["bears"].power == 3
    got = list(answers(["layers"], boards))
    assert [c for c, _ in got] == [0, 0] and got[1][1]["objects"] == many[1].to_json()["objects"]
