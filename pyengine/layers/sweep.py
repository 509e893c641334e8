"""Loop-search sweeps over large card pools, on Dask (dask.distributed): in this process, on a
LocalCluster of worker processes, or on an existing cluster given by its scheduler address.

A sweep
1. plans: every single card and every combination of `size` cards of the pool, each either
   skipped for a 613.8a reason found by the static read/write analysis (pyengine.layers.prune)
   or to be run; cards with the same read/write signature share one decision, so planning a
   pool of thousands of cards does not test millions of pairs one by one;
2. looks up the results store (pyengine.layers.sweepstore): a combination already run (by an
   earlier, maybe interrupted, sweep) is not run again;
3. runs the rest in chunks, as Dask tasks (`client.submit`, streamed back with `as_completed`,
   a bounded number in flight); each result is written to the store the moment it arrives.
   Workers are long-lived processes: each parses the layer program once (a worker plugin does
   it as the worker starts, and pyengine.layers.asp keeps it per process) and reuses it for
   every task. A worker that dies has its tasks rerun elsewhere by the scheduler;
4. reads every result of the plan back from the store, sorted: the answer is the same however
   the work was spread, interrupted and resumed.
Ctrl-C stops the sweep: what was finished is in the store, and the result says it is partial."""
from __future__ import annotations

import itertools
import logging
import signal
import threading
import time
from dataclasses import dataclass, field
from typing import Callable

from pyengine.cards.library import CardLibrary
from pyengine.cards.parse import Place
from pyengine.errors import ScenarioError
from pyengine.layers.loopsearch import Finding, LoopFinding, SearchResult, examine, warm_up
from pyengine.layers.prune import NO_EFFECT, card_effects, combination_reason, pair_reason, single_reason
from pyengine.layers.sweepstore import ResultStore, combination_key, engine_fingerprint
from pyengine.model import CardDef

Progress = Callable[[int, int, float], None]     # (done, total to run, seconds) after each result


# ---------------------------------------------------------------- the tasks (run on workers)
def run_chunk(engine: str, cards: list[CardDef], combos: list[tuple[int, ...]]) -> tuple[str, list, float]:
    """Run each combination (indices into `cards`); (this worker's engine fingerprint, [(runs,
    findings)], CPU seconds spent), runs = -1 and findings = {"error": text} for a combination
    the engine failed on (a bug: reported, never stored, tried again by the next sweep). A
    worker with another engine runs nothing: its results would not be the same."""
    mine = engine_fingerprint()
    if mine != engine:
        return mine, [], 0.0
    cpu = time.process_time()
    out: list = []
    for combo in combos:
        try:
            runs, deps, loops = examine(tuple(cards[i] for i in combo))
        except Exception as e:          # noqa: BLE001 -- one failing combination must not end the sweep
            out.append((-1, {"error": f"{type(e).__name__}: {' '.join(str(e).split())[:300]}"}))
            continue
        out.append((runs, {"dependencies": [d.to_json() for d in deps], "loops": [x.to_json() for x in loops]}))
    return mine, out, time.process_time() - cpu


# ---------------------------------------------------------------- planning
def _signature(card: CardDef) -> tuple:
    """What the pruning analysis sees of a card (its effects' reads and writes, not its name)."""
    return tuple((e.cda, tuple(sorted(e.layers)), tuple(sorted(e.writes.items())), tuple(sorted(e.wvals.items(), key=repr)),
                  tuple(sorted(e.removes_any)), tuple(sorted(e.removes.items(), key=repr)), e.ability[0] == "static",
                  e.source_zones, e.filter_reads, e.filter_classes, e.filter_zones, e.number_reads,
                  e.number_zones, e.gains_abilities, e.control_you, e.unbounded) for e in card_effects(card))


@dataclass
class Plan:
    """Which combinations a sweep runs and which it skips (and why)."""
    cards: list[CardDef]
    size: int
    todo: list[tuple[int, ...]] = field(default_factory=list)    # indices into cards
    skipped: dict[str, int] = field(default_factory=dict)
    total: int = 0

    @classmethod
    def make(cls, cards: list[CardDef], size: int) -> "Plan":
        p = cls(list(cards), size)
        n = len(p.cards)
        for i, c in enumerate(p.cards):           # each card alone: its own effects (613.8)
            p._note((i,), single_reason(c))
        if size == 2:
            p._plan_pairs()
        else:
            for combo in itertools.combinations(range(n), size):
                p._note(combo, combination_reason(tuple(p.cards[i] for i in combo)))
        p.total = len(p.todo) + sum(p.skipped.values())
        return p

    def _note(self, combo: tuple[int, ...], reason: str | None) -> None:
        if reason is None:
            self.todo.append(combo)
        else:
            self.skipped[reason] = self.skipped.get(reason, 0) + 1

    def _plan_pairs(self) -> None:
        """Pairs grouped by read/write signature: one pruning decision per pair of groups."""
        groups: dict[tuple, list[int]] = {}
        for i, c in enumerate(self.cards):
            groups.setdefault(_signature(c), []).append(i)
        keys = list(groups)
        for a, b in itertools.combinations_with_replacement(range(len(keys)), 2):
            ga, gb = groups[keys[a]], groups[keys[b]]
            if a == b and len(ga) < 2:
                continue
            reason = pair_reason(self.cards[ga[0]], self.cards[gb[1] if a == b else gb[0]])
            if reason is None:
                pairs = itertools.combinations(ga, 2) if a == b else ((min(x, y), max(x, y)) for x in ga for y in gb)
                self.todo.extend(pairs)
            else:
                n = len(ga) * (len(ga) - 1) // 2 if a == b else len(ga) * len(gb)
                self.skipped[reason] = self.skipped.get(reason, 0) + n
        self.todo.sort(key=lambda c: (len(c), c))


# ---------------------------------------------------------------- running
class Sweep:
    """One loop search over a pool: plan, run what the store lacks, read the answer back."""

    def __init__(self, cards: list[CardDef], size: int = 2, store: str | None = None, fresh: bool = False):
        self.cards = sorted({c.name: c for c in cards}.values(), key=lambda c: c.name)
        self.size = size
        self.plan = Plan.make(self.cards, size)
        self.engine = engine_fingerprint()
        self.store = ResultStore(store or ":memory:")
        self.keys = [combination_key(self.engine, self._combo(c)) for c in self.plan.todo]
        if fresh:
            self.store.forget(self.keys)
        self.cached = self.store.keys(self.keys)
        self.workers = 0
        self.failed: dict[int, str] = {}        # position in plan.todo -> error, this run
        self.cpu_seconds = 0.0                  # CPU time the runs took (in this process or the workers)

    def _combo(self, idx: tuple[int, ...]) -> tuple[CardDef, ...]:
        return tuple(self.cards[i] for i in idx)

    def pending(self) -> list[int]:
        """Positions in plan.todo without a stored result."""
        return [k for k, key in enumerate(self.keys) if key not in self.cached]

    def _save(self, k: int, runs: int, findings: dict) -> None:
        if runs < 0:
            self.failed[k] = findings["error"]
            return
        names = [self.cards[i].name for i in self.plan.todo[k]]
        self.store.put(self.keys[k], names, runs, findings)
        self.cached.add(self.keys[k])

    def run(self, workers: int = 0, scheduler: str | None = None, progress: Progress | None = None,
            chunk: int | None = None, on_result: Callable[[int], None] | None = None,
            client=None) -> SearchResult:
        """Run what is pending: in this process (workers=0, no scheduler), on a LocalCluster of
        `workers` processes, on the cluster at `scheduler`, or with a dask.distributed Client
        the caller owns (`client`). Ctrl-C ends it with a partial result (interrupted=True)."""
        todo = self.pending()
        t0 = time.perf_counter()
        done = 0
        interrupted = False

        def got(k: int, runs: int, findings: dict) -> None:
            nonlocal done
            self._save(k, runs, findings)
            done += 1
            if progress:
                progress(done, len(todo), time.perf_counter() - t0)
            if on_result:
                on_result(done)
        try:
            if not todo:
                pass
            elif client is not None or scheduler or workers > 0:
                self._run_dask(todo, workers, scheduler, chunk, got, client)
            else:
                warm_up()
                for k in todo:
                    _, [(runs, findings)], cpu = run_chunk(self.engine, list(self._combo(self.plan.todo[k])),
                                                      [tuple(range(len(self.plan.todo[k])))])
                    self.cpu_seconds += cpu
                    got(k, runs, findings)
        except KeyboardInterrupt:
            interrupted = True
        res = self.result()
        res.interrupted = interrupted or res.evaluated + len(self.failed) < len(self.plan.todo)
        res.seconds = time.perf_counter() - t0
        res.from_store = len(self.plan.todo) - len(todo)
        res.workers = self.workers
        res.failed = sorted(([self.cards[i].name for i in self.plan.todo[k]], e) for k, e in self.failed.items())
        return res

    def _client(self, workers: int, scheduler: str | None):
        """(client, cluster or None)."""
        from distributed import Client, LocalCluster
        if scheduler:
            try:
                return Client(scheduler, timeout="15s"), None
            except (OSError, TimeoutError) as e:
                raise ScenarioError(f"cannot reach the Dask scheduler at {scheduler}: {e}", file="<command line>",
                                    place="--scheduler", expected="the address of a running `dask scheduler`, "
                                    "e.g. tcp://HOST:8786") from None
        # the workers ignore SIGINT (inherited by the processes started now): Ctrl-C reaches the
        # process group, and this process alone stops the sweep and closes the cluster
        old = signal.signal(signal.SIGINT, signal.SIG_IGN) if threading.current_thread() is threading.main_thread() else None
        try:
            cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                                   dashboard_address=":0", scheduler_kwargs={"dashboard": False},
                                   silence_logs=logging.ERROR)
        finally:
            if old is not None:
                signal.signal(signal.SIGINT, old)
        return Client(cluster), cluster

    def _run_dask(self, todo: list[int], workers: int, scheduler: str | None, chunk: int | None, got,
                  own=None) -> None:
        from distributed import as_completed

        from pyengine.layers.sweepworker import WarmUp
        client, cluster = (own, None) if own is not None else self._client(workers, scheduler)
        futures: dict = {}
        try:
            client.register_plugin(WarmUp())     # each worker parses the layer program as it starts
            self.workers = n = max(1, len(client.nthreads()) or workers)
            size = chunk or max(1, min(16, len(todo) // (n * 32)))    # small tasks: an even end
            chunks = [todo[i:i + size] for i in range(0, len(todo), size)]
            window = max(4, 3 * n)
            queue = iter(chunks)
            ac = as_completed()

            def submit(part: list[int]) -> None:
                cards: list[CardDef] = []
                index: dict[str, int] = {}
                combos = []
                for k in part:
                    idx = []
                    for c in self._combo(self.plan.todo[k]):
                        if c.name not in index:
                            index[c.name] = len(cards)
                            cards.append(c)
                        idx.append(index[c.name])
                    combos.append(tuple(idx))
                f = client.submit(run_chunk, self.engine, cards, combos, pure=False, retries=2)
                futures[f] = part
                ac.add(f)
            for part in itertools.islice(queue, window):
                submit(part)
            for f in ac:
                part = futures.pop(f)
                engine, results, cpu = f.result()
                self.cpu_seconds += cpu
                if engine != self.engine:
                    raise ScenarioError(f"a Dask worker runs another mtgrules engine ({engine[:12]}, here "
                                        f"{self.engine[:12]})", file="<command line>", place="--scheduler",
                                        expected="workers with the same mtgrules version as this command")
                for k, (runs, findings) in zip(part, results):
                    got(k, runs, findings)
                nxt = next(queue, None)
                if nxt is not None:
                    submit(nxt)
        finally:
            if futures:
                client.cancel(list(futures))
            if own is None:
                client.close()
            if cluster is not None:
                cluster.close()

    def result(self) -> SearchResult:
        """The answer from the store: every finished combination of the plan, sorted."""
        res = SearchResult(pool=[c.name for c in self.cards], size=self.size, total=self.plan.total,
                           skipped=dict(self.plan.skipped))
        deps: list[Finding] = []
        loops: list[LoopFinding] = []
        for key in self.keys:
            got = self.store.get(key) if key in self.cached else None
            if got is None:
                continue
            runs, findings = got
            res.evaluated += 1
            res.runs += runs
            deps += [Finding.from_json(d) for d in findings["dependencies"]]
            loops += [LoopFinding.from_json(x) for x in findings["loops"]]
        res.dependencies = sorted(deps, key=Finding.sort_key)
        res.loops = sorted(loops, key=LoopFinding.sort_key)
        return res


def pairs_left(cards: list[CardDef]) -> tuple[int, int, dict[str, int]]:
    """(pairs, pairs to run, skipped per reason) of a pool, counted by signature groups without
    listing the pairs."""
    groups: dict[tuple, list[CardDef]] = {}
    for c in cards:
        groups.setdefault(_signature(c), []).append(c)
    keys = list(groups)
    left = 0
    skipped: dict[str, int] = {}
    for a, b in itertools.combinations_with_replacement(range(len(keys)), 2):
        ga, gb = groups[keys[a]], groups[keys[b]]
        n = len(ga) * (len(ga) - 1) // 2 if a == b else len(ga) * len(gb)
        if n == 0:
            continue
        reason = pair_reason(ga[0], ga[1] if a == b else gb[0])
        if reason is None:
            left += n
        else:
            skipped[reason] = skipped.get(reason, 0) + n
    total = len(cards) * (len(cards) - 1) // 2
    return total, left, skipped


def resolve_pool(pool: list[str] | list[CardDef], library: CardLibrary | None = None) -> list[CardDef]:
    lib = library or CardLibrary.bundled()
    out = [c if isinstance(c, CardDef) else lib.get(c, Place("<pool>", f"card {c!r}")) for c in pool]
    return sorted({c.name: c for c in out}.values(), key=lambda c: c.name)


def search(pool: list[str] | list[CardDef], size: int = 2, library: CardLibrary | None = None,
           progress: Callable[[int, int, float], None] | None = None, jobs: int = 1,
           store: str | None = None, scheduler: str | None = None) -> SearchResult:
    """Every dependency and loop among the combinations of `size` cards of the pool (and each
    card alone). jobs=1 and no scheduler: in this process; jobs=N: a Dask LocalCluster of N
    worker processes; scheduler="tcp://host:8786": an existing Dask cluster. `store`: an SQLite
    results store (finished combinations are kept there and never run again)."""
    if size not in (2, 3):
        raise ScenarioError(f"combination size {size}", expected="2 (pairs) or 3 (triples)")
    cards = resolve_pool(pool, library)
    sw = Sweep(cards, size, store=store)
    if scheduler:
        return sw.run(scheduler=scheduler, progress=progress)
    return sw.run(workers=jobs if jobs > 1 else 0, progress=progress)


__all__ = ["Plan", "Sweep", "run_chunk", "pairs_left", "search", "NO_EFFECT"]
