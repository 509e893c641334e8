"""`mtgrules play`: rule fixes seen through the CLI (702.12b, 104.4a) and internal failures
reported as one line, never a traceback (issue 17)."""
import json

from pyengine.cli.main import main
from pyengine.game import loop

SCENARIO = """
players: [alice, bob]
active_player: alice
step: precombat_main
battlefield:
  - id: wall
    controller: bob
    damage: 5
    card: {name: Test Indestructible Wall, types: [creature], power: 0, toughness: 4,
           oracle: Indestructible, abilities: [indestructible]}
script: ["alice: pass", "bob: pass"]
"""


def test_play_indestructible_with_lethal_damage_runs(tmp_path, capsys):
    """702.12b: it ignores 704.5g; the scripted game goes on (no 'did not settle')."""
    f = tmp_path / "wall.yaml"
    f.write_text(SCENARIO)
    assert main(["play", str(f), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [p["id"] for p in out["state"]["battlefield"]] == ["wall"]
    assert out["state"]["step"] == "beginning_of_combat"


def test_play_both_players_at_zero_life_is_one_draw(tmp_path, capsys):
    f = tmp_path / "draw.yaml"
    f.write_text("players: [{id: alice, life: 0}, {id: bob, life: 0}]\nactive_player: alice\nstep: precombat_main\n")
    assert main(["play", str(f), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["state"]["over"] and out["state"]["winner"] is None
    assert [e["rule"] for e in out["log"] if e["rule"] in ("104.2a", "104.4a")] == ["104.4a"]


def test_play_internal_error_is_one_line(tmp_path, capsys, monkeypatch):
    """Any failure inside the game loop becomes one line on stderr naming what failed, exit 3
    (the CLI's internal-error code), never a traceback."""
    f = tmp_path / "wall.yaml"
    f.write_text(SCENARIO)

    def boom(self):
        raise KeyError("no such object 'x9'")
    monkeypatch.setattr(loop.Game, "_priority_point", boom)
    assert main(["play", str(f)]) == 3
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err and "KeyError" in err
    assert main(["play", str(f), "--json"]) == 3
    assert "KeyError" in json.loads(capsys.readouterr().err)["error"]
