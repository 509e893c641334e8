"""Helpers for the Oracle compiler tests: compile a hand-written library card from its own Oracle
text and printed characteristics, and a canonical form of an ability for comparing a compiled
ability with the hand-written one (same kind, same keyword, same layer effect, same parts, same
instructions and target requirements; texts, descriptions and the order of "all of" lists are
not part of the meaning)."""
from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

from pyengine.cards.card import parse_card
from pyengine.cards.oracle import compile_abilities
from pyengine.cards.parse import Place, parse_effect
from pyengine.cards.targets import parse_target_filter
from pyengine.cards.support import card_support
from pyengine.model import Ability, CardDef, EffectDef, Filter
from pyengine.yamlio import load_yaml_text

_TEXT_KEYS = {"text", "effect_text"}
_FILTER_KEYS = {"filter", "destroy_all", "each", "sacrifice", "spells", "affects", "source", "by"}
_PLACE = Place("<canon>", "")


HAND_WRITTEN = Path(__file__).parent / "data" / "hand-written-cards.yaml"


def shipped_specs() -> list[dict]:
    """The shipped overrides (pyengine/data/cards/library.yaml): cards the compiler can't say yet."""
    root = resources.files("pyengine").joinpath("data/cards/library.yaml")
    return list(load_yaml_text(root.read_text(encoding="utf-8"), "library.yaml"))


def hand_written_specs() -> list[dict]:
    """Hand-written definitions of cards the compiler now says: the test oracle (not shipped)."""
    return list(load_yaml_text(HAND_WRITTEN.read_text(encoding="utf-8"), str(HAND_WRITTEN)))


def library_specs() -> list[dict]:
    """Every hand-written card definition: the shipped overrides and the test oracle."""
    return shipped_specs() + hand_written_specs()


def hand_written(spec: dict) -> CardDef:
    return parse_card(spec, Place("<hand-written>", spec["name"]))


def compiled_from_library(spec: dict) -> CardDef:
    """The library card's printed characteristics with its abilities compiled from its Oracle text."""
    out = {k: v for k, v in spec.items() if k not in ("abilities", "rulings", "notes")}
    out["abilities"] = compile_abilities(str(spec.get("oracle") or ""), spec["name"], list(spec.get("types") or []))
    return parse_card(out, Place("<compiled>", spec["name"]))


def fully_executed(card: CardDef) -> bool:
    """Every ability executed by some feature, none unsupported -- and, for a hand-written card,
    an ability written for its Oracle text (a card whose text has rules but no ability listed
    says nothing)."""
    if card.oracle_text.strip() and not card.abilities and any(
            p.strip() and not p.strip().startswith("(") for p in card.oracle_text.splitlines()):
        return False
    return all(s.executed_by and not s.unsupported for s in card_support(card))


def canon_filter(f: Filter | None) -> Any:
    if f is None:
        return None
    kids = [canon_filter(c) for c in f.children]
    if f.kind in ("all", "any"):
        flat = []
        for k in kids:                        # all of (all of X) is all of X
            if isinstance(k, tuple) and k[0] == f.kind:
                flat.extend(k[2])
            else:
                flat.append(k)
        if f.kind == "all" and ("zone", ("graveyard",), ()) in flat:
            flat = [k for k in flat if k != ("card", (), ())]     # no token is in a graveyard (704.5d)
        if len(flat) == 1:
            return flat[0]
        return (f.kind, (), tuple(sorted(flat, key=repr)))
    return (f.kind, tuple(str(a) for a in f.args), tuple(kids))


def canon_effect(e: EffectDef | None) -> Any:
    if e is None:
        return None
    return (tuple(sorted((op.kind, repr(op.args), op.layer) for op in e.ops)), canon_filter(e.affects), e.cda,
            tuple(e.functions_in), tuple((c.kind, canon_filter(c.filter), c.cmp, c.n, c.player) for c in e.condition))


def canon_data(x: Any) -> Any:
    """Instructions, targets and other raw mappings without texts and descriptions; filters and
    continuous effects parsed; a reference to the only target written either way."""
    if isinstance(x, dict):
        if set(x) == {"target"} and x["target"] == 0:
            return "target"
        out = []
        for k, v in x.items():
            if k in _TEXT_KEYS:
                continue
            if k in _FILTER_KEYS and not isinstance(v, bool):
                v = canon_filter(parse_target_filter(v, _PLACE))
            elif k == "continuous":
                v = canon_effect(parse_effect(v, _PLACE))
            else:
                v = canon_data(v)
            out.append((str(k), v))
        return tuple(sorted(out))
    if isinstance(x, list):
        return tuple(canon_data(v) for v in x)
    return x


def canon_target(t: dict, ids: dict) -> Any:
    t = {k: v for k, v in t.items() if k not in ("effect", "text", "id")}
    if "distinct_from" in t:
        t["distinct_from"] = sorted(ids[x] for x in t["distinct_from"])
    return canon_data(t)


def canon_spec(spec: dict) -> Any:
    out = {}
    for k, v in spec.items():
        if k in ("text", "unsupported"):
            continue
        if k == "targets":
            ts = [t for t in v if isinstance(t, dict) and "untargeted" not in t]
            ids = {t.get("id", f"t{i + 1}"): i for i, t in enumerate(ts)}
            out[k] = tuple(canon_target(t, ids) for t in ts)
            if len(ts) == 1:
                spec = dict(spec)
        elif k == "modes":
            out[k] = tuple(canon_spec(m) for m in v)
        else:
            out[k] = canon_data(v)
    if not out.get("targets"):
        out.pop("targets", None)
    return tuple(sorted(out.items()))


def canon_ability(a: Ability) -> Any:
    parts = {}
    for k, v in a.parts.items():
        if k == "targets":
            continue
        if k == "spec":
            parts[k] = canon_spec(v)
        elif k == "replacement":
            parts[k] = tuple(canon_data(r) for r, _w in v)
        elif k == "enchant":
            parts[k] = canon_filter(v)
        elif k == "must_target":
            parts[k] = canon_filter(v)
        elif k == "combat":
            parts[k] = tuple(sorted(repr(r) for r in v))
        else:
            parts[k] = canon_data(v)
    args = a.args if a.kind not in ("static", "spell", "activated", "triggered", "other") else ()
    return (a.kind, args, canon_effect(a.effect), tuple(sorted(parts.items())), bool(a.unsupported))


# ------------------------------------------------------------------ playing compiled cards
def compiled_library(*names: str):
    """The bundled cards, with these Oracle cards compiled from their text (replacing any
    hand-written definition of the same name)."""
    from pyengine.cards.compiled import compile_oracle_card
    from pyengine.cards.database import oracle_db
    from pyengine.cards.library import CardLibrary
    lib = CardLibrary.bundled()
    for n in names:
        lib.add(compile_oracle_card(oracle_db().get(n)))
    return lib


def game(text: str, names: list[str], script: list[str] | None = None):
    """A game of a scenario given as YAML text, the named cards compiled; the script played."""
    import textwrap
    from pyengine.game.loop import Game
    from pyengine.game.players import run_script
    from pyengine.scenario import load_scenario_text
    g = Game(load_scenario_text(textwrap.dedent(text), "<test>", library=compiled_library(*names)))
    if script:
        run_script(g, script, "<test>")
    return g


def play(text: str, names: list[str], script: list[str]):
    return game(text, names, script)


def rules(g) -> list[str]:
    """The rule numbers of the game's log, in order."""
    return [e.rule for e in g.log]


# ------------------------------------------------------------------ scenario boards and queries
def fully_compiled(name: str) -> bool:
    """The Oracle card `name`, compiled, is fully compiled as `mtgrules coverage` counts it: every
    ability executed by some feature and no clause unsupported (pyengine.cards.coverage.judge)."""
    from pyengine.cards.compiled import compile_oracle_card
    from pyengine.cards.coverage import judge
    from pyengine.cards.database import oracle_db
    return judge(compile_oracle_card(oracle_db().get(name))).full


def head(step: str = "precombat_main", *, active: str = "alice", players: str = "[alice, bob]",
         alice: int | list[str] = 3, bob: int | list[str] = 2, more_library: str = "") -> str:
    """The opening of a scenario: the players, the active player, the step and small libraries
    (alice's cards la1, la2, ..., bob's lb1, ...; Plains unless named), then `more_library` lines."""
    def library(owner: str, tag: str, cards: int | list[str]) -> str:
        names = ["Plains"] * cards if isinstance(cards, int) else cards
        return "".join(f"  - {{id: {tag}{i}, card: {c}, owner: {owner}}}\n" for i, c in enumerate(names, 1))
    return (f"\nplayers: {players}\nactive_player: {active}\nstep: {step}\nlibrary:\n"
            + library("alice", "la", alice) + library("bob", "lb", bob) + more_library)


def permanents(card: str, ids: list[str] | range, who: str = "alice") -> str:
    """Battlefield lines: one `card` permanent controlled by `who` for each id."""
    return "".join(f"  - {{id: {i}, card: {card}, controller: {who}}}\n" for i in ids)


def counters(g, oid: str, kind: str = "+1/+1") -> int:
    return sum(c.count for c in g.obj(oid).counters if c.kind == kind)


def life(g, player: str) -> int:
    return g.s.players[player].life


def pass_until(g, who: str, step: str, limit: int = 300) -> None:
    """Every player passes (or is done) until `who`'s `step` comes."""
    from pyengine.game.players import run_script
    for _ in range(limit):
        if g.s.active == who and g.s.step == step:
            return
        d = g.decision
        acts = [str(a) for a in g.legal_actions()]
        run_script(g, [f"{d.player}: {'pass' if 'pass' in acts else 'done'}"], "<test>")
    raise AssertionError(f"{who}'s {step} did not come")
