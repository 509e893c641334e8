"""A small on-disk cache for what is costly to rebuild at every start (the parsed card library,
compiled Oracle cards): pickles in the user's cache directory, each keyed by a hash of its inputs
and of the package's code, so a change to either rebuilds it. `MTGRULES_CACHE` sets the directory;
an unwritable directory means no cache (never an error)."""
from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
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
        with tempfile.NamedTemporaryFile(dir=path, prefix=".probe"):
            pass
        return path
    except OSError:
        return None


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
    try:
        with open(d / f"{name}-{key}.pickle", "rb") as f:
            return pickle.load(f)
    except Exception:        # noqa: BLE001 - missing, stale or damaged: rebuilt by the caller
        return None


def store(name: str, key: str, value: Any) -> None:
    d = directory()
    if d is None:
        return
    try:
        for old in d.glob(f"{name}-*.pickle"):
            old.unlink(missing_ok=True)
        with tempfile.NamedTemporaryFile(dir=d, prefix=f".{name}", delete=False) as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(f.name, d / f"{name}-{key}.pickle")
    except OSError:
        pass
