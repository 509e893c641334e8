"""Loop-search sweeps (pyengine.layers.sweep): 613.8a pruning checked by evaluation, the results
store surviving a crash, a real Dask cluster (a `dask scheduler` and two `dask worker` processes
on 127.0.0.1) giving exactly the in-process answer, also when a worker is killed mid-sweep."""
from __future__ import annotations

import contextlib
import io
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pyengine.cards.card import parse_card
from pyengine.cards.library import CardLibrary
from pyengine.cards.parse import Place
from pyengine.cards.pool import card_pool
from pyengine.cli.common import dump_json
from pyengine.cli.main import main
from pyengine.errors import ScenarioError
from pyengine.layers.loopsearch import examine
from pyengine.layers.prune import (CDA_MISMATCH, NO_COMMON_LAYER, NO_READ_WRITE, SINGLE, combination_reason,
                                   pair_reason)
from pyengine.layers.sweep import Plan, Sweep, search

LIB = CardLibrary.bundled()


def card(name: str):
    """A card as a scenario naming it gets it: the hand-written override, else compiled."""
    return LIB.get(name, Place("<test>", name))

# 7 cards, 11 combinations to run: the Life and Limb / Yavimaya and March of the Machines /
# Titania's Song loops, Urborg and Blood Moon, and pairs that show nothing
POOL = sorted(["Life and Limb", "Yavimaya, Cradle of Growth", "Blood Moon", "Urborg, Tomb of Yawgmoth",
               "Humility", "Titania's Song", "March of the Machines"])
CLI = ["loops", "--cards", *POOL, "--json", "--quiet", "--no-store"]


def _json(res) -> dict:
    """What `mtgrules loops --json` prints for this result."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        dump_json(res.to_json())
    return json.loads(out.getvalue())


@pytest.fixture(scope="module")
def reference_text() -> str:
    """`mtgrules loops ... --json` in this process, no store, no workers: what every other way
    must give."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(CLI + ["--jobs", "1"]) == 0
    return out.getvalue()


@pytest.fixture(scope="module")
def reference(reference_text) -> dict:
    return json.loads(reference_text)


def _card(spec: dict):
    return parse_card(spec, Place("<test>", spec["name"]))


# ---------------------------------------------------------------- 613.8a pruning
def test_613_9_flying_auras_are_skipped_and_evaluation_agrees():
    """613.9 example: "Enchanted creature has flying" and "Enchanted creature loses flying": neither
    depends on the other, since nothing changes what they affect or what they do. The static
    analysis skips the pair (613.8a(b)), and running it shows no dependency."""
    gives = _card({"name": "Gift of Wings", "types": ["enchantment"], "subtypes": ["Aura"],
                   "abilities": [{"static": {"affects": "enchanted", "add_abilities": ["flying"]}}]})
    takes = _card({"name": "Clipped Wings", "types": ["enchantment"], "subtypes": ["Aura"],
                   "abilities": [{"static": {"affects": "enchanted", "remove_abilities": ["flying"]}}]})
    assert pair_reason(gives, takes) == NO_READ_WRITE
    _, deps, loops = examine((gives, takes))
    assert deps == [] and loops == []


def test_an_effect_reading_what_the_other_writes_is_never_skipped():
    """613.8a(b) existence: in layer 4 Blood Moon ("Nonbasic lands are Mountains", 305.7: they
    lose their other abilities) takes away the ability that generates Urborg's effect, so
    Urborg's effect depends on Blood Moon's whatever the timestamps (the official ruling on
    Urborg, Tomb of Yawgmoth). The pair is never skipped, and the run shows that dependency."""
    moon, urborg = card("Blood Moon"), card("Urborg, Tomb of Yawgmoth")
    assert pair_reason(moon, urborg) is None
    _, deps, _ = examine((moon, urborg))
    assert {(d.effect, d.depends_on, tuple(d.reasons)) for d in deps} == \
        {("Urborg, Tomb of Yawgmoth:1", "Blood Moon:1", ("existence",))}


def test_613_8a_c_cda_against_non_cda_is_skipped():
    """613.8a(c): a characteristic-defining ability's effect and another effect never depend on
    each other: Changeling Outcast's CDA (every creature type, layer 4) and Conspiracy (layer 4)."""
    outcast, consp = card("Changeling Outcast"), card("Conspiracy")
    assert pair_reason(outcast, consp) == CDA_MISMATCH
    _, deps, loops = examine((outcast, consp))
    assert deps == [] and loops == []


def test_skipped_pairs_really_show_no_dependency():
    """A random sample of the pairs of the whole pool that the analysis skips, for each reason,
    evaluated in both timestamp orders: none shows a dependency between the two cards."""
    cards = card_pool("all", LIB)
    by_reason: dict[str, list] = {}
    for i, x in enumerate(cards):
        for y in cards[i + 1:]:
            r = pair_reason(x, y)
            if r is not None:
                by_reason.setdefault(r, []).append((x, y))
    assert set(by_reason) == {NO_COMMON_LAYER, CDA_MISMATCH, NO_READ_WRITE}
    rng = random.Random(16)
    sample = [p for r in sorted(by_reason) for p in rng.sample(by_reason[r], 4)]
    for x, y in sample:
        runs, deps, loops = examine((x, y))
        assert runs == 2
        assert deps == [] and loops == [], (x.name, y.name, deps, loops)


def test_single_cards_and_triples():
    """A card alone is run only when two of its own effects could interact; a triple only when
    one of its pairs could."""
    lattice, humility = card("Mycosynth Lattice"), card("Humility")
    assert combination_reason((humility,)) == SINGLE
    anthem, honor = card("Glorious Anthem"), card("Honor of the Pure")
    assert combination_reason((anthem, honor, humility)) is not None
    moon, urborg = card("Blood Moon"), card("Urborg, Tomb of Yawgmoth")
    assert combination_reason((anthem, moon, urborg)) is None
    runs, _, _ = examine((lattice,))
    assert runs == 1


def test_plan_counts_every_combination_once():
    cards = card_pool("all", LIB)
    p = Plan.make(cards, 2)
    n = len(cards)
    assert p.total == n + n * (n - 1) // 2 == len(p.todo) + sum(p.skipped.values())
    assert len(set(p.todo)) == len(p.todo)


# ---------------------------------------------------------------- the pool
def test_pool_from_a_file(tmp_path):
    f = tmp_path / "pool.txt"
    f.write_text("# two cards\nHumility\nOpalescence\n")
    assert [c.name for c in card_pool(str(f), LIB)] == ["Humility", "Opalescence"]
    g = tmp_path / "pool.yaml"
    g.write_text("- Humility\n- Humilty\n")
    with pytest.raises(ScenarioError, match="did you mean 'Humility'"):
        card_pool(str(g), LIB)


def test_pool_queries():
    ench = card_pool("type:enchantment", LIB)
    assert ench and all("enchantment" in c.types for c in ench)
    assert "Humility" in [c.name for c in ench]
    assert "Humility" not in [c.name for c in card_pool("type:enchantment -name:humility", LIB)]
    assert all("4" in {ly for a in c.abilities if a.effect for ly in a.effect.layers}
               for c in card_pool("layer:4", LIB))


def test_bad_pool_is_one_line_and_exit_2(capsys):
    assert main(["loops", "--pool", "colour:red", "--no-store"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "colour:red" in err and "expected" in err
    assert main(["loops", "--cards", "Humility", "--no-store"]) == 2


# ---------------------------------------------------------------- store: stop and resume
def test_interrupted_sweep_resumes_to_the_same_answer(tmp_path, reference):
    """Ctrl-C after two results: a partial answer; the same sweep again runs only the rest and
    gives exactly the uninterrupted answer."""
    store = str(tmp_path / "loops.sqlite")
    sw = Sweep([card(n) for n in POOL], 2, store=store)

    def stop(done: int) -> None:
        if done == 2:
            raise KeyboardInterrupt
    partial = sw.run(on_result=stop)
    assert partial.interrupted and partial.evaluated == 2
    sw2 = Sweep([card(n) for n in POOL], 2, store=store)
    assert len(sw2.pending()) == len(sw2.plan.todo) - 2
    res = sw2.run()
    assert res.complete and res.from_store == 2
    assert _json(res) == reference


def test_a_combination_the_engine_fails_on_is_reported_not_stored(tmp_path, monkeypatch):
    """An internal error on one combination ends neither the sweep nor hides it: the others are
    reported, the failed one is listed (never stored), and the next sweep tries it again."""
    import pyengine.layers.sweep as sweep_mod
    real = sweep_mod.examine

    def broken(combo):
        if {c.name for c in combo} == {"Life and Limb", "Yavimaya, Cradle of Growth"}:
            raise RuntimeError("internal: simulated")
        return real(combo)
    cards = [card(n) for n in ("Blood Moon", "Life and Limb", "Yavimaya, Cradle of Growth")]
    store = str(tmp_path / "f.sqlite")
    monkeypatch.setattr(sweep_mod, "examine", broken)
    res = Sweep(cards, 2, store=store).run()
    assert not res.complete and not res.interrupted
    assert res.to_json()["failed"] == [{"cards": ["Life and Limb", "Yavimaya, Cradle of Growth"],
                                        "error": "RuntimeError: internal: simulated"}]
    assert {x.cards for x in res.dependencies} == {("Blood Moon", "Life and Limb"), ("Life and Limb", "Blood Moon"),
                                                   ("Blood Moon", "Yavimaya, Cradle of Growth"),
                                                   ("Yavimaya, Cradle of Growth", "Blood Moon")}
    monkeypatch.setattr(sweep_mod, "examine", real)
    again = Sweep(cards, 2, store=store)
    assert len(again.pending()) == 1
    res2 = again.run()
    assert res2.complete and res2.loops and res2.from_store == len(again.plan.todo) - 1


def test_killed_process_loses_nothing_finished(tmp_path, reference):
    """The command killed (SIGKILL) mid-sweep: every result it finished is in the store, and
    the same command then completes the sweep with the uninterrupted answer, byte for byte."""
    store = tmp_path / "loops.sqlite"
    cmd = [sys.executable, "-m", "pyengine", "loops", "--cards", *POOL, "--store", str(store), "--jobs", "1",
           "--json", "--quiet"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    deadline = time.time() + 60
    rows = 0
    while time.time() < deadline and proc.poll() is None:
        time.sleep(0.2)
        if store.exists():
            try:
                with sqlite3.connect(store) as db:
                    rows = db.execute("SELECT COUNT(*) FROM results").fetchone()[0]
            except sqlite3.Error:
                rows = 0
            if rows >= 3:
                break
    assert proc.poll() is None, "the sweep ended before it could be killed"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    with sqlite3.connect(store) as db:
        kept = db.execute("SELECT COUNT(*) FROM results").fetchone()[0]
    assert kept >= rows >= 3
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == reference


# ---------------------------------------------------------------- a real Dask cluster
@pytest.fixture(scope="module")
def dask_cluster(tmp_path_factory):
    """`dask scheduler` and two `dask worker` processes on 127.0.0.1; yields the address."""
    d = tmp_path_factory.mktemp("dask")
    sfile = d / "scheduler.json"
    log = open(d / "dask.log", "w")
    base = [sys.executable, "-m", "dask"]
    procs = [subprocess.Popen(base + ["scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
                                      "--scheduler-file", str(sfile)], stdout=log, stderr=log)]
    try:
        deadline = time.time() + 60
        while not sfile.exists() and time.time() < deadline:
            time.sleep(0.1)
        for _ in range(2):
            procs.append(subprocess.Popen(base + ["worker", "--scheduler-file", str(sfile), "--host", "127.0.0.1",
                                                  "--nthreads", "1", "--no-dashboard", "--memory-limit", "0"],
                                          stdout=log, stderr=log))
        from distributed import Client
        address = json.loads(sfile.read_text())["address"]
        with Client(address, timeout="30s") as c:
            c.wait_for_workers(2, timeout=60)
        yield address
    finally:
        for p in reversed(procs):
            p.send_signal(signal.SIGTERM)
        for p in procs:
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
        log.close()


def test_cluster_sweep_is_byte_identical_to_in_process(dask_cluster, reference_text):
    """The command on the cluster (--scheduler) prints exactly, byte for byte, what the same
    search prints in this process."""
    there = subprocess.run([sys.executable, "-m", "pyengine", *CLI, "--scheduler", dask_cluster, "--chunk", "2"],
                           capture_output=True, text=True, timeout=180)
    assert there.returncode == 0, there.stderr
    assert there.stdout == reference_text
    assert json.loads(there.stdout)["complete"] and json.loads(there.stdout)["loops"]


def test_worker_killed_mid_sweep_changes_nothing(dask_cluster, reference, tmp_path):
    """One of the two workers is killed (SIGKILL) after the first result: the scheduler reruns
    its tasks on the other (its nanny starts it again), and the answer is the same."""
    from distributed import Client
    with Client(dask_cluster, timeout="30s") as c:
        pids = sorted(c.run(os.getpid).values())
    assert len(pids) == 2
    killed = []

    def kill_one(done: int) -> None:
        if done == 1:
            os.kill(pids[0], signal.SIGKILL)
            killed.append(pids[0])
    sw = Sweep([card(n) for n in POOL], 2, store=str(tmp_path / "s.sqlite"))
    res = sw.run(scheduler=dask_cluster, chunk=1, on_result=kill_one)
    assert killed and res.complete
    assert _json(res) == reference
    with Client(dask_cluster, timeout="30s") as c:
        c.wait_for_workers(2, timeout=60)


# ---------------------------------------------------------------- the report
def test_report_draws_each_loop(tmp_path):
    pytest.importorskip("matplotlib")
    from pyengine.layers.sweepreport import write_report
    res = search(["Life and Limb", "Yavimaya, Cradle of Growth"], 2)
    path = write_report(res, str(tmp_path / "rep"))
    text = Path(path).read_text()
    pngs = sorted((tmp_path / "rep").glob("loop-*.png"))
    assert len(pngs) == len(res.loops) == 2
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in pngs)
    assert "Life and Limb:1 <-> Yavimaya, Cradle of Growth:1" in text and "(counts.png)" in text
