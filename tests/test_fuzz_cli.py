"""A fuzzer for the whole command line (issue 19, part 6): hypothesis mutates bundled scenarios
and draws command-line values, runs every command in-process through `main`, and checks the
error contract (docs/errors.md):
  - never an internal error (exit 3) or an exception escaping `main`, never a traceback;
  - exit 2 comes with exactly one error line on stderr (a JSON object under --json), after
    the warnings of issue 14 (an ability a command needs but can't execute) if any;
  - a mistake that the schema or the semantic checks define is never answered (exit 2);
  - two runs of the same input give the same exit code, stdout and stderr.
MTGRULES_FUZZ_EXAMPLES=N runs N examples with a random seed (default: 60, always the same)."""
from __future__ import annotations

import contextlib
import copy
import io
import json
import os

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine.cli.main import main
from pyengine.scenario import example_path

BASES = ["humility-opalescence", "deps-blood-moon-urborg", "targets-arc-trail-redirect", "targets-protection",
         "combat-lure", "combat-trample", "replacement-shields", "replacement-skullcrack", "game-felidar-sovereign"]
DOCS = {n: yaml.safe_load(open(example_path(n), encoding="utf-8")) for n in BASES}
COMMANDS = ["layers", "deps", "targets", "resolve-targets", "change-targets", "attacks", "blocks", "damage",
            "replace", "play"]
N = int(os.environ.get("MTGRULES_FUZZ_EXAMPLES", "60"))

# values a mutation may put anywhere: the kinds a user mistypes, and the edges of the range
SCALARS = st.one_of(st.none(), st.booleans(), st.sampled_from([0, 1, -1, 2, 3, 20, 2**31 - 1, -2**31, 2**31, 10**12]),
                    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=8),
                    st.sampled_from(["alice", "bob", "creature", "Grizzly Bears", "battlefield", "{R}", "+1/+1",
                                     "flying", "first_strike", "regular", "damage", "precombat_main", "x"]))
VALUES = st.recursive(SCALARS, lambda ch: st.one_of(st.lists(ch, max_size=3),
                                                      st.dictionaries(st.sampled_from(["id", "card", "kind", "amount", "x"]),
                                                                      ch, max_size=2)), max_leaves=5)


def paths(doc, prefix=()):
    """Every place in a document, as key/index paths."""
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += paths(v, prefix + (i,))
    return out


def get(doc, path):
    for k in path:
        doc = doc[k]
    return doc


def objects(doc):
    return [(z, i) for z in ("battlefield", "hand", "graveyard", "library", "exile", "stack", "command")
            if isinstance(doc.get(z), list) for i, o in enumerate(doc[z]) if isinstance(o, dict)]


# mistakes the schema or the semantic checks define: (name, apply(doc, draw) -> doc, commands that
# read the part, None = every command)
def _obj(doc, draw):
    objs = objects(doc)
    z, i = draw(st.sampled_from(objs))
    return doc[z][i]


MISTAKES = [
    ("unknown top-level key", lambda d, draw: d.update({draw(st.sampled_from(["atackers", "player", "stepp", "zone"])): 1}), None),
    ("players not a list", lambda d, draw: d.update(players=draw(st.sampled_from([5, "alice", {"id": "a"}]))), None),
    ("unknown step", lambda d, draw: d.update(step=draw(st.sampled_from(["lunch", "combat", "Main", ""]))), None),
    ("turn below 1", lambda d, draw: d.update(turn=draw(st.integers(-5, 0))), None),
    ("number out of range", lambda d, draw: d.update(turn=draw(st.sampled_from([2**31, 10**20]))), None),
    ("negative counters", lambda d, draw: _obj(d, draw).update(counters={"+1/+1": draw(st.integers(-9, -1))}), None),
    ("negative damage", lambda d, draw: _obj(d, draw).update(damage=draw(st.integers(-9, -1))), None),
    ("empty id", lambda d, draw: _obj(d, draw).update(id=""), None),
    ("unknown object key", lambda d, draw: _obj(d, draw).update(controler="alice"), None),
    ("timestamp not finite", lambda d, draw: _obj(d, draw).update(timestamp=draw(st.sampled_from([float("inf"), float("nan")]))), None),
    ("copy of itself", lambda d, draw: (lambda o: o.update(id=o.get("id", "me"), copy_of=o.get("id", "me")))(_obj(d, draw)), None),
    ("attached to itself", lambda d, draw: (lambda o: o.update(id=o.get("id", "me"), attached_to=o.get("id", "me")))(_obj(d, draw)), None),
    ("bad mana symbol", lambda d, draw: _obj(d, draw).update(card={"name": "Odd", "mana_cost": draw(st.sampled_from(["{Q}", "{-1}", "{R", "R"])),
                                                                  "types": ["artifact"]}), None),
    ("unknown combat key", lambda d, draw: d.update(combat={"atackers": {}}), None),
    ("unknown damage step", lambda d, draw: d.update(combat={"damage": {"third_strike": {}}}), None),
    ("script: unknown player", lambda d, draw: d.update(script=["zed: pass"]), ["play"]),
    ("script: unknown action", lambda d, draw: d.update(script=["alice: fly away"]), ["play"]),
]

# command-line values: good ones and mistakes (a mistake is always exit 2)
OPTIONS = {
    "layers": [[], ["--zone", "battlefield"], ["--zone", "sideboard"]],
    "deps": [[], ["--all"], ["--layer", "4"], ["--layer", "8"]],
    "targets": [[], ["--list", "--limit", "3"], ["--count"], ["--limit", "-1"], ["--limit", "x"]],
    "resolve-targets": [[]],
    "change-targets": [[], ["--options"]],
    "attacks": [[], ["--all", "--limit", "2"], ["--summary"], ["--count-timeout", "-5"], ["--limit", "-1"]],
    "blocks": [[], ["--all", "--limit", "2"], ["--summary"], ["--count-timeout", "nan"], ["--limit", str(2**40)]],
    "damage": [[], ["--all", "--limit", "2"], ["--limit", "-1"]],
    "replace": [[], ["--max-orders", "2"], ["--max-orders", "-3"]],
    "play": [[], ["--max", "50"], ["--max", "-1"]],
}
BAD_OPTIONS = {"--zone sideboard", "--layer 8", "--limit -1", "--limit x", "--count-timeout -5",
               "--count-timeout nan", f"--limit {2**40}", "--max-orders -3", "--max -1"}


def _run(argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


@settings(max_examples=N, deadline=None, derandomize="MTGRULES_FUZZ_EXAMPLES" not in os.environ,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.data())
def test_every_command_keeps_the_error_contract(tmp_path_factory, data):
    draw = data.draw
    base = draw(st.sampled_from(BASES))
    doc = copy.deepcopy(DOCS[base])
    for _ in range(draw(st.integers(0, 2))):      # random damage anywhere
        where = draw(st.sampled_from(paths(doc)))
        if not where:
            continue
        parent, key = get(doc, where[:-1]), where[-1]
        if draw(st.booleans()):
            parent[key] = draw(VALUES)
        elif isinstance(parent, dict):
            del parent[key]
        else:
            parent.pop(key)
    mistake = None
    if isinstance(doc, dict) and draw(st.booleans()):    # and/or a defined mistake, made last
        name, apply, cmds = draw(st.sampled_from(MISTAKES))
        if objects(doc) or "_obj" not in apply.__code__.co_names:
            apply(doc, draw)
            mistake = (name, cmds)
    cmd = draw(st.sampled_from(COMMANDS))
    opts = draw(st.sampled_from(OPTIONS[cmd]))
    as_json = draw(st.booleans())
    f = tmp_path_factory.mktemp("fuzz") / "s.yaml"
    f.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    argv = [cmd, str(f), *opts] + (["--json"] if as_json else [])

    first = _run(argv)
    code, out, err = first
    assert code in (0, 1, 2), (argv, code, err)
    assert "Traceback" not in err
    if code == 2:       # one error line, last; before it only warnings (abilities not executed)
        *warnings, last = err.splitlines()
        assert all(w.startswith("warning: ") for w in warnings), err
        if as_json:
            assert json.loads(last)["exit_code"] == 2
        else:
            assert last.startswith("error: "), err
    if mistake is not None and (mistake[1] is None or cmd in mistake[1]):
        assert code == 2, (mistake[0], argv, out[:300])
    if " ".join(opts) in BAD_OPTIONS:
        assert code == 2, (argv, out[:300])
    if code in (0, 1) and as_json:
        assert json.loads(out)["schema_version"] >= 1
    assert _run(argv) == first, argv                # deterministic: the same input, the same output
