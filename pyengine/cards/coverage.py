"""How much of Magic the engine executes: every Oracle card compiled (pyengine.cards.compiled),
each ability judged by pyengine.cards.support, and the unsupported clauses grouped into shapes
ranked by how many cards each would unlock -- the roadmap (the idea of phase.rs's parser gap
analyzer: a card whose only gaps are of one shape is unlocked by that shape alone).

A card is *fully compiled* when every ability compiles to something at least one feature
executes and no clause is left unsupported."""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Iterable

from pyengine.cards.compiled import compile_oracle_card
from pyengine.cards.database import OracleCard
from pyengine.cards.oracle import normalize, subtype_forms
from pyengine.cards.support import FEATURES, card_support
from pyengine.model import CARD_TYPES, CardDef

_MANA = re.compile(r"(\{[^}]+\})+")
_PT = re.compile(r"(?<![\w/])([+-]?)(\d+|X)/([+-]?)(\d+|X)(?![\w/])")
_NUMBER = re.compile(r"\b(\d+|X|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\b", re.I)
_COLOR = re.compile(r"\b(white|blue|black|red|green)\b", re.I)
_TYPE = re.compile(r"\b(" + "|".join(t for t in CARD_TYPES) + r")(s)?\b", re.I)
_CAP_WORD = re.compile(r"\b[A-Z][\w'-]*\b")


def clause_shape(text: str, name: str) -> str:
    """A clause with its particulars made placeholders: the card's name (and "this creature")
    "~", mana symbols {M}, numbers N, colors COLOR, card types TYPE, subtypes SUBTYPE; the rest
    lowercased, the final period dropped."""
    s = normalize(text, name)
    s = _MANA.sub("\x00m\x00", s)
    s = _PT.sub(lambda m: f"{m.group(1) and '+'}\x00n\x00/{m.group(3) and '+'}\x00n\x00", s)
    s = _NUMBER.sub("\x00n\x00", s)
    s = _COLOR.sub("\x00color\x00", s)
    s = _TYPE.sub(lambda m: "\x00type\x00" + ("s" if m.group(2) else ""), s)
    forms = subtype_forms()
    s = _CAP_WORD.sub(lambda m: "\x00subtype\x00" if m.group(0) in forms else m.group(0), s)
    s = s.rstrip(".").lower()
    for k, v in _PLACEHOLDERS.items():
        s = s.replace(f"\x00{k}\x00", v)
    return s


_PLACEHOLDERS = {"m": "{M}", "n": "N", "color": "COLOR", "type": "TYPE", "subtype": "SUBTYPE"}


@dataclass
class CardResult:
    name: str
    full: bool
    kinds: list[tuple[str, bool]] = field(default_factory=list)       # (ability kind, executed)
    features: list[tuple[tuple[str, ...], bool, tuple[str, ...]]] = field(default_factory=list)
    gaps: list[str] = field(default_factory=list)                     # unsupported clauses


def judge(card: CardDef) -> CardResult:
    """One compiled card: is every ability executed, and what isn't."""
    sup = card_support(card)
    res = CardResult(card.name, True)
    for s in sup:
        ok = bool(s.executed_by) and not s.unsupported
        res.kinds.append((s.kind, ok))
        res.features.append((s.executed_by, ok, s.needed_by))
        if not ok:
            res.full = False
            res.gaps.extend(s.unsupported or (s.text,))
    return res


def judge_oracle(c: OracleCard) -> CardResult:
    return judge(compile_oracle_card(c))


@dataclass
class Coverage:
    total: int = 0
    full: int = 0
    by_kind: dict = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    by_feature: dict = field(default_factory=lambda: {f: [0, 0] for f in FEATURES})
    shapes: dict = field(default_factory=lambda: defaultdict(lambda: {"cards": 0, "unlocks": 0, "examples": []}))
    full_names: list = field(default_factory=list)

    def add(self, r: CardResult, card_name: str) -> None:
        self.total += 1
        if r.full:
            self.full += 1
            self.full_names.append(r.name)
        for kind, ok in r.kinds:
            k = self.by_kind[kind]
            k[0] += 1
            k[1] += ok
        for executed_by, ok, needed_by in r.features:
            for f in FEATURES:
                if ok and f in executed_by:
                    self.by_feature[f][0] += 1
                if not ok and f in needed_by:
                    self.by_feature[f][1] += 1
        shapes = list(dict.fromkeys(clause_shape(g, card_name) for g in r.gaps))
        for sh in shapes:
            e = self.shapes[sh]
            e["cards"] += 1
            if len(e["examples"]) < 3:
                e["examples"].append(card_name)
            if len(shapes) == 1:
                e["unlocks"] += 1

    def ranking(self, n: int = 50) -> list[dict]:
        items = sorted(self.shapes.items(), key=lambda kv: (-kv[1]["unlocks"], -kv[1]["cards"], kv[0]))
        return [{"shape": k, "unlocks": v["unlocks"], "cards": v["cards"], "examples": list(v["examples"])}
                for k, v in items[:n]]

    def to_json(self, top: int = 50) -> dict:
        return {"cards": self.total, "fully_compiled": self.full,
                "percent": round(100.0 * self.full / self.total, 2) if self.total else 0.0,
                "by_kind": {k: {"abilities": v[0], "executed": v[1]} for k, v in sorted(self.by_kind.items())},
                "by_feature": {f: {"abilities_executed": v[0], "abilities_needing_it_unsupported": v[1]}
                               for f, v in self.by_feature.items()},
                "top_gaps": self.ranking(top)}


def sample(cards: list, n: int | None) -> list:
    """n cards spread evenly over the list (deterministic), or all of them."""
    if not n or n >= len(cards):
        return list(cards)
    step = len(cards) / n
    return [cards[int(i * step)] for i in range(n)]


def measure(cards: Iterable[OracleCard], progress=None) -> Coverage:
    cov = Coverage()
    for c in cards:
        cov.add(judge_oracle(c), c.name)
        if progress is not None:
            progress.update(1)
    return cov
