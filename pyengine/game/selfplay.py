"""Random self-play: the game loop's fuzzer (issue 17).

Two players with random decks of cards whose abilities the engine executes
(pyengine.cards.support) -- Oracle cards compiled from their text, or the hand-written
library's -- take random legal actions (passing priority more often, so
games move on). After every action the game's invariants are checked:

* every card is in exactly one zone (400.1): each object's zone is a zone, each library lists
  exactly its owner's objects in that zone, each spell on the stack is an object in the stack
  zone and the other way round (405.1);
* life totals, poison, damage and counters are whole numbers; damage and poison aren't
  negative, counters are positive (119, 120.6, 122.1);
* when a player is to receive priority, state-based actions have settled (704.3): the SBA
  program proposes none;
* the action taken was among the legal ones (Game.push checks this), and the engine raised
  nothing.

A failing game is written as a scenario (the starting position and the actions taken as its
`script:`) that `mtgrules play` replays up to the failure."""
from __future__ import annotations

import random
import time
import traceback
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from pyengine.cards.database import oracle_db
from pyengine.cards.library import CardLibrary, oracle_card
from pyengine.cards.support import card_support
from pyengine.game import sba
from pyengine.game.loop import Game
from pyengine.model import CardDef, GameObject, Player, Scenario

ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")
BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def is_playable(c: CardDef) -> bool:
    """A nonland card with a mana cost (no planeswalker or battle, no */* P/T) whose every
    ability the game loop executes (nothing reported unsupported for `play`)."""
    if "land" in c.types or not c.mana_cost or c.power_star or c.toughness_star:
        return False
    if {"planeswalker", "battle"} & set(c.types):
        return False
    return not any(s.unsupported and "play" in s.needed_by for s in card_support(c))


def playable_cards(library: CardLibrary | None = None) -> list[CardDef]:
    """The hand-written library's playable cards (is_playable: the overrides of cards the
    compiler can't say yet), sorted by name."""
    if library is None:
        return list(_library_playable())
    return sorted((c for c in (library.get(n, None) for n in library.names()) if is_playable(c)),
                  key=lambda c: c.name)


@lru_cache(maxsize=1)
def _library_playable() -> tuple[CardDef, ...]:
    return tuple(playable_cards(CardLibrary.bundled()))


def oracle_playable(sample: int | None = None) -> tuple[CardDef, ...]:
    """The playable cards (is_playable) among the Oracle cards compiled from their text (a
    hand-written definition overriding the compiler, pyengine.cards.library.oracle_card), sorted
    by name: of every Oracle name (`sample=None`; about 6,600 of 35,000, a minute to compile), or
    of a fixed random sample of `sample` names (the same for every run: the tests' decks). Kept
    in the cache directory (pyengine.cache) keyed by the code and the card data."""
    return _oracle_playable(sample)


@lru_cache(maxsize=4)
def _oracle_playable(sample: int | None) -> tuple[CardDef, ...]:
    from pyengine import cache
    from pyengine.cards.pool import _data_key
    key = cache.code_key("selfplay-pool", _data_key(), str(sample))
    got = cache.load("selfplay-pool", key)
    if got is not None:
        return got
    names = oracle_db().names()
    if sample is not None:
        names = sorted(random.Random(SAMPLE_SEED).sample(names, min(sample, len(names))))
    out: dict[str, CardDef] = {}
    for name in names:
        c = _compiled(name)
        if c is not None and c.name not in out and is_playable(c):
            out[c.name] = c
    got = tuple(sorted(out.values(), key=lambda c: c.name))
    cache.store("selfplay-pool", key, got)
    return got


SAMPLE_SEED = 17


def _compiled(name: str) -> CardDef | None:
    from pyengine.errors import ScenarioError
    oc = oracle_db().get(name)
    if oc is None or "land" in {t.lower() for t in oc.data.get("types") or ()} or not oc.data.get("manaCost"):
        return None              # not playable whatever its text: not compiled
    try:
        return oracle_card(name)
    except ScenarioError:        # a card the card model rejects (`mtgrules cards NAME` says why)
        return None


POOLS = ("library", "oracle")


_BY_COLORS: dict[tuple[int, tuple[str, ...]], tuple[tuple, list[CardDef]]] = {}


def _of_colors(cards: tuple[CardDef, ...], colors: tuple[str, ...]) -> list[CardDef]:
    """The cards of these colours or colourless (memoised per pool and pair of colours)."""
    got = _BY_COLORS.get((id(cards), colors))
    if got is None or got[0] is not cards:
        got = (cards, [c for c in cards if {COLOR_LETTER.get(x, x) for x in c.colors} <= set(colors)])
        if len(_BY_COLORS) > 64:
            _BY_COLORS.clear()
        _BY_COLORS[(id(cards), colors)] = got
    return got[1]


def random_scenario(rng: random.Random, deck_size: int = 20, hand: int = 7,
                    library: CardLibrary | None = None, pool: str = "library",
                    sample: int | None = None) -> Scenario:
    """Two players, each with a two-colour deck: 40 % basic lands, the rest random playable
    cards of those colours (and colourless) -- from the hand-written library (`pool="library"`)
    or from the Oracle cards compiled from their text (`pool="oracle"`, `sample` as in
    oracle_playable) -- shuffled; `hand` cards drawn; turn 1, untap step."""
    if pool not in POOLS:
        raise ValueError(f"unknown card pool {pool!r} (one of {', '.join(POOLS)})")
    lib = library or CardLibrary.bundled()
    every = (_library_playable() if library is None else tuple(playable_cards(library))) if pool == "library" \
        else oracle_playable(sample)
    objects: list[GameObject] = []
    for p in ("p1", "p2"):
        colors = rng.sample(sorted(BASICS), 2)
        lands = int(deck_size * 0.4)
        deck = [lib.get(BASICS[colors[i % 2]], None) for i in range(lands)]
        cards = _of_colors(every, tuple(colors))
        deck += [rng.choice(cards) for _ in range(deck_size - lands)]
        rng.shuffle(deck)
        for i, c in enumerate(deck):
            zone = "hand" if i < hand else "library"
            objects.append(GameObject(id=f"{p}c{i + 1}", card=c, zone=zone, owner=p, controller=p,
                                      timestamp=len(objects) + 1))
    return Scenario(players=[Player("p1"), Player("p2")], active_player="p1", objects=objects,
                    turn=1, step="untap", file="<selfplay>")


def check_invariants(g: Game) -> list[str]:
    """The broken invariants of the game now (empty: all hold)."""
    s = g.s
    bad = []
    for oid, o in s.objects.items():
        if o.zone not in ZONES:
            bad.append(f"400.1: {oid} is in no zone ({o.zone!r})")
        if not isinstance(o.damage, int) or o.damage < 0:
            bad.append(f"120.6: {oid} has damage {o.damage!r}")
        for c in o.counters:
            if not isinstance(c.count, int) or c.count <= 0:
                bad.append(f"122.1: {oid} has {c.count!r} {c.kind} counters")
    for p, ids in s.library.items():
        if len(ids) != len(set(ids)):
            bad.append(f"400.1: a card is twice in {p}'s library")
        want = {oid for oid, o in s.objects.items() if o.zone == "library" and o.owner == p}
        if set(ids) != want:
            bad.append(f"400.1: {p}'s library lists {sorted(set(ids) ^ want)} wrongly")
    for p in s.players:                                  # 404.1: each graveyard card once in its pile
        ids = [x for x in s.graveyards.get(p, ()) if x in s.objects]
        want = {oid for oid, o in s.objects.items() if o.zone == "graveyard" and o.owner == p}
        if len(ids) != len(set(ids)) or set(ids) != want:
            bad.append(f"404.1: {p}'s graveyard order lists {ids}, the cards there are {sorted(want)}")
    spells = {it.id for it in s.stack if it.kind == "spell"}
    on_stack = {oid for oid, o in s.objects.items() if o.zone == "stack"}
    if spells != on_stack:
        bad.append(f"405.1: stack zone {sorted(on_stack)} but spells on the stack {sorted(spells)}")
    for p, pl in s.players.items():
        if not isinstance(pl.life, int) or not isinstance(pl.poison, int) or pl.poison < 0:
            bad.append(f"119/122.1f: {p} has life {pl.life!r}, poison {pl.poison!r}")
    d = s.decision
    if d is not None and d.kind == "priority" and not s.over:
        left = sba.check(g)
        if left:
            bad.append(f"704.3: {d.player} receives priority with state-based actions unperformed: {left}")
    if d is None and not s.over:
        bad.append("the game waits on no decision but isn't over")
    return bad


def choose(rng: random.Random, g: Game, pass_bias: float = 0.5):
    """A random legal action, weighted so that games move on: a land is played when one can
    be (80 %), a payment is made automatically when it can be (70 %), a spell cast, an ability
    activated, an attacker or blocker declared when one can be (60 %), a proposal is rarely
    cancelled (5 %), priority is passed with probability pass_bias; otherwise uniform."""
    opts = list(g.legal_actions())
    by_kind: dict[str, list] = {}
    for a in opts:
        by_kind.setdefault(a.kind, []).append(a)
    r = rng.random()
    if "play" in by_kind and r < 0.8:
        return rng.choice(by_kind["play"])
    if "autopay" in by_kind and r < 0.7:
        return by_kind["autopay"][0]
    act = by_kind.get("cast", []) + by_kind.get("activate", []) + by_kind.get("attack", []) + by_kind.get("block", [])
    if act and rng.random() < 0.6:
        return rng.choice(act)
    if "pass" in by_kind and r < pass_bias:
        return by_kind["pass"][0]
    rest = [a for a in opts if a.kind != "cancel"]
    if "cancel" in by_kind and (not rest or rng.random() < 0.05):
        return by_kind["cancel"][0]
    return rest[rng.randrange(len(rest))]


@dataclass
class GameResult:
    seed: int
    actions: int
    turns: int
    outcome: str                # "p1 wins" | "draw" | "unfinished"
    seconds: float
    failure: str | None = None
    saved: str | None = None
    key: str | None = None           # the position key where it failed
    trace: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"seed": self.seed, "actions": self.actions, "turns": self.turns, "outcome": self.outcome,
                "seconds": round(self.seconds, 3), "failure": self.failure, "saved": self.saved}


def play_one(seed: int, *, deck_size: int = 20, max_actions: int = 200, max_turns: int = 12,
             out_dir: str | Path | None = None, check: bool = True, pool: str = "library",
             sample: int | None = None) -> GameResult:
    """Play one random game from `seed`; on a broken invariant or an engine error stop, and
    (with out_dir) save the failure as a replayable scenario."""
    rng = random.Random(seed)
    t0 = time.perf_counter()
    sc = random_scenario(rng, deck_size, pool=pool, sample=sample)
    failure = None
    g = None
    n = 0
    try:
        g = Game(sc)
        if check:
            bad = check_invariants(g)
            if bad:
                failure = "; ".join(bad)
        while failure is None and not g.over and g.decision is not None and n < max_actions and g.s.turn <= max_turns:
            a = choose(rng, g)
            g.push(a)
            n += 1
            if check:
                bad = check_invariants(g)
                if bad:
                    failure = f"after action {n} ({a}): " + "; ".join(bad)
    except Exception as e:       # an engine error is a finding, not a crash of the fuzzer
        failure = f"after action {n}: {type(e).__name__}: {e}"
        tb = traceback.format_exc().strip().splitlines()
    else:
        tb = []
    dt = time.perf_counter() - t0
    oc = g.outcome() if g is not None else None
    res = GameResult(seed, n, g.s.turn if g is not None else 0,
                     oc.result() if oc else "unfinished", dt, failure, trace=tb[-6:])
    if failure and g is not None:
        res.key = g.key()
    if failure and out_dir is not None and g is not None:
        res.saved = str(save_failure(sc, g, failure, seed, Path(out_dir)))
    return res


def scenario_yaml(sc: Scenario, script: list[str], description: str) -> dict:
    """A scenario file (docs/scenarios) for a self-play start position and its actions."""
    zones: dict[str, list] = {}
    for o in sc.objects:
        zones.setdefault(o.zone, []).append({"id": o.id, "card": o.card.name, "owner": o.owner,
                                             "timestamp": o.timestamp})
    return {"description": description, "players": [p.id for p in sc.players],
            "active_player": sc.active_player, "turn": sc.turn, "step": sc.step,
            **zones, "script": script}


def save_failure(sc: Scenario, g: Game, failure: str, seed: int, out_dir: Path) -> Path:
    import yaml
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"selfplay-{seed}.yaml"
    data = scenario_yaml(sc, g.actions_taken(), f"mtgrules selfplay, seed {seed}: {failure}")
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100))
    return path


def run(games: int, seed: int, **kw) -> list[GameResult]:
    """Games with seeds seed, seed+1, ..."""
    return [play_one(seed + i, **kw) for i in range(games)]
