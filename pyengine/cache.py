"""A small on-disk cache for what is costly to rebuild at every start (the parsed card library,
the layer program's analysis): pickles in the user's cache directory, each keyed by a hash of its
inputs and of the package's code, so a change to either rebuilds it; and sets of keys (`seen`,
`remember`: the scenarios found valid). The Oracle card index (pyengine.cards.database) lives in
the same directory. `MTGRULES_CACHE` sets it; an unwritable directory means no cache (never an
error). Entries of other versions are removed once unused for a week (`prune`)."""
from __future__ import annotations

import hashlib
import os
import pickle
import time
from functools import lru_cache
from pathlib import Path
from typing import Any

_PKG = Path(__file__).resolve().parent


@lru_cache(maxsize=1)
def directory() -> Path | None:
    d = os.environ.get("MTGRULES_CACHE")
    if not d:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        d = os.path.join(base, "mtgrules")
    try:
        path = Path(d)
        path.mkdir(parents=True, exist_ok=True)
        return path if os.access(path, os.W_OK | os.X_OK) else None
    except OSError:
        return None


# entries of other versions (other code, other data) are removed only once unused this long: two
# installs sharing the directory (two virtualenvs, two checkouts) don't rebuild each other's
STALE_AFTER = 7 * 24 * 3600


def prune(keep: Path, pattern: str) -> None:
    """Remove the entries next to `keep` matching `pattern`, other than `keep`, not used for
    STALE_AFTER."""
    limit = time.time() - STALE_AFTER
    for old in keep.parent.glob(pattern):
        try:
            if old != keep and old.stat().st_mtime < limit:
                old.unlink()
        except OSError:
            pass


def touch(path: Path) -> None:
    """Mark an entry used (its modification time), at most once a day."""
    try:
        if path.stat().st_mtime < time.time() - 24 * 3600:
            os.utime(path)
    except OSError:
        pass


@lru_cache(maxsize=1)
def _code_hash() -> str:
    h = hashlib.sha256()
    for p in sorted(_PKG.rglob("*.py")):
        h.update(p.relative_to(_PKG).as_posix().encode())
        h.update(p.read_bytes())
    return h.hexdigest()


def code_key(name: str, *inputs: str | bytes) -> str:
    h = hashlib.sha256(name.encode())
    h.update(_code_hash().encode())
    for x in inputs:
        h.update(x.encode() if isinstance(x, str) else x)
    return h.hexdigest()[:32]


def load(name: str, key: str) -> Any | None:
    d = directory()
    if d is None:
        return None
    path = d / f"{name}-{key}.pickle"
    try:
        with open(path, "rb") as f:
            got = pickle.load(f)
        touch(path)
        return got
    except Exception:        # noqa: BLE001 - missing, stale or damaged: rebuilt by the caller
        return None


def store(name: str, key: str, value: Any, prune_others: bool = True) -> None:
    """Keep `value` under (name, key); other entries of `name` unused for STALE_AFTER are removed
    (`prune_others=False`: the caller prunes, e.g. once per process for many small entries)."""
    d = directory()
    if d is None:
        return
    import tempfile
    path = d / f"{name}-{key}.pickle"
    try:
        with tempfile.NamedTemporaryFile(dir=d, prefix=f".{name}", delete=False) as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(f.name, path)
    except OSError:
        return
    if prune_others:
        prune(path, f"{name}-*.pickle")


# ---------------------------------------------------------------- a set of keys (facts once checked)
_MAX_KEYS = 2000


def seen(name: str, key: str) -> bool:
    """Was `key` remembered under `name` (a check that passed for these exact inputs)?"""
    d = directory()
    return d is not None and (d / name / key).exists()


def remember(name: str, key: str) -> None:
    """Remember `key` under `name` (an empty file each; the set is emptied past _MAX_KEYS)."""
    d = directory()
    if d is None:
        return
    try:
        sub = d / name
        sub.mkdir(exist_ok=True)
        if sum(1 for _ in sub.iterdir()) >= _MAX_KEYS:
            for old in sub.iterdir():
                old.unlink(missing_ok=True)
        (sub / key).touch()
    except OSError:
        pass
