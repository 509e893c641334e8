"""The on-disk cache (pyengine/cache.py): what start-up keeps between runs is rebuilt when its
inputs change, shared safely by two versions, and never needed (an unwritable directory means
no cache)."""
from __future__ import annotations

import os
import time

import pytest

from pyengine import cache, schema
from pyengine.errors import ScenarioError
from pyengine.yamlio import load_yaml_text


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("MTGRULES_CACHE", str(tmp_path))
    cache.directory.cache_clear()
    yield tmp_path
    cache.directory.cache_clear()


def test_store_and_load(cache_dir):
    cache.store("thing", "k1", {"a": 1})
    assert cache.load("thing", "k1") == {"a": 1}
    assert cache.load("thing", "k2") is None
    (cache_dir / "thing-k1.pickle").write_bytes(b"damaged")
    assert cache.load("thing", "k1") is None                 # rebuilt by the caller


def test_other_versions_entries_are_kept_until_unused_for_a_week(cache_dir):
    cache.store("thing", "old", 1)
    cache.store("thing", "mine", 2)                          # another version, used recently: kept
    assert cache.load("thing", "old") == 1
    week_ago = time.time() - cache.STALE_AFTER - 60
    os.utime(cache_dir / "thing-old.pickle", (week_ago, week_ago))
    cache.store("thing", "mine", 3)
    assert not (cache_dir / "thing-old.pickle").exists() and cache.load("thing", "mine") == 3


def test_no_cache_when_the_directory_cannot_be_made(tmp_path, monkeypatch):
    f = tmp_path / "file"
    f.write_text("")
    monkeypatch.setenv("MTGRULES_CACHE", str(f / "cache"))
    cache.directory.cache_clear()
    try:
        assert cache.directory() is None
        cache.store("thing", "k", 1)                         # nothing kept, no error
        assert cache.load("thing", "k") is None
        cache.remember("valid", "k")
        assert not cache.seen("valid", "k")
    finally:
        cache.directory.cache_clear()


GOOD = "players: [alice, bob]\nbattlefield:\n  - {id: a, card: Grizzly Bears, controller: alice}\n"
BAD = "players: [alice, bob]\nbattlefield:\n  - {id: a, card: Grizzly Bears, controler: alice}\n"


def test_a_scenario_found_valid_is_not_validated_again(cache_dir, monkeypatch):
    doc = load_yaml_text(GOOD, "good.yaml")
    schema.validate_scenario(doc, "good.yaml")
    monkeypatch.setattr(schema, "_validator", lambda kind: pytest.fail("validated again"))
    schema.validate_scenario(load_yaml_text(GOOD, "good.yaml"), "good.yaml")


def test_an_invalid_scenario_is_reported_every_time(cache_dir):
    for _ in range(2):
        with pytest.raises(ScenarioError, match="unknown key 'controler'"):
            schema.validate_scenario(load_yaml_text(BAD, "bad.yaml"), "bad.yaml")


def test_a_compiled_card_is_kept_and_not_compiled_again(cache_dir, monkeypatch):
    """A card compiled from its Oracle text on demand is kept in the cache: the next start-up
    naming it doesn't build the parser (issue 15: lookup and start-up speed)."""
    from pyengine.cards import library
    library.oracle_card.cache_clear()
    first = library.oracle_card("Glorious Anthem")
    assert first is not None and list(cache_dir.glob("card-*.pickle"))
    library.oracle_card.cache_clear()

    def no_compiling(*_a, **_k):
        raise AssertionError("compiled again")
    monkeypatch.setattr(library, "compile_oracle_card", no_compiling)
    assert library.oracle_card("Glorious Anthem") == first
    library.oracle_card.cache_clear()
