"""Results of combat declaration and damage queries (CR 508-510): violations with their CR
rule and a readable text, requirement texts, maximum, check and summary records."""
from __future__ import annotations

from dataclasses import dataclass, field

import clingo

@dataclass(frozen=True)
class Violation:
    rule: str          # CR rule number, e.g. "702.9b"
    detail: str        # the ASP detail term, e.g. flying("angel","bear")
    text: str          # readable explanation

    def to_json(self) -> dict:
        return {"rule": self.rule, "detail": self.detail, "text": self.text}


@dataclass
class MaxResult:
    maximum: int                      # most requirements a declaration can obey (no costs paid)
    requirements: list[str]           # every requirement in force
    witness: dict                     # a declaration obeying the maximum
    complete: bool = True             # False: the time budget ran out; `maximum` is a lower bound

    def to_json(self) -> dict:
        return {"maximum": self.maximum, "requirements": self.requirements, "witness": self.witness,
                "maximum_complete": self.complete}


@dataclass
class CountResult:
    """How many declarations: legal (509.1c / 508.1d), breaking no restriction, maximal."""
    legal: int | None
    restrictions_only: int | None
    maximal: int | None
    complete: bool                    # False: a lower bound (the time budget ran out)
    method: str                       # "structure" | "enumeration" | "none"
    how: str                          # how the count was obtained, in words
    parts: list[str] = field(default_factory=list)
    maximum: int | None = None        # the 509.1c / 508.1d maximum the legal count uses

    def get(self, restrictions_only: bool = False, maximal: bool = False) -> int | None:
        return self.restrictions_only if restrictions_only else self.maximal if maximal else self.legal

    def to_json(self) -> dict:
        return {"legal": self.legal, "restrictions_only": self.restrictions_only, "maximal": self.maximal,
                "complete": self.complete, "method": self.method, "how": self.how, "parts": self.parts}


@dataclass(frozen=True)
class Listed:
    """One declaration of a listing, with the costs it requires (508.1h, 509.1d)."""
    declaration: dict
    costs: tuple[str, ...]
    obeyed: int

    def to_json(self) -> dict:
        return {"declaration": self.declaration, "costs": list(self.costs), "obeyed": self.obeyed}


@dataclass
class CheckResult:
    declaration: dict
    legal: bool
    violations: list[Violation]
    obeyed: list[str]
    requirements: list[str]
    maximum: int
    costs: list[str]
    better: dict | None = None        # a declaration obeying more requirements (509.1c / 508.1d)
    maximum_complete: bool = True     # False: the maximum is unproven (budget), so is the verdict

    def to_json(self) -> dict:
        d = {"declaration": self.declaration, "legal": self.legal,
             "violations": [v.to_json() for v in self.violations],
             "obeyed": self.obeyed, "requirements": self.requirements,
             "obeyed_count": len(self.obeyed), "maximum": self.maximum, "costs": self.costs,
             "complete": self.maximum_complete}
        if self.better is not None:
            d["better"] = self.better
        return d


@dataclass
class Summary:
    maximum: int
    count: int | None
    every: list[tuple[str, str]]      # pairs present in every legal declaration
    some: list[tuple[str, str]]       # pairs present in some legal declaration
    count_complete: bool = True       # False: counting stopped at a timeout, count is a lower bound
    method: str = "structure"         # "structure" (exact, with per-pair counts) | "solver"
                                      # (clasp's cautious/brave consequences) | "partial"
    how: str = ""                     # how the count was obtained
    pair_counts: dict[tuple[str, str], int] | None = None   # legal declarations containing each pair
    complete: bool = True             # False: the budget ran out; every/some are not final

    def to_json(self) -> dict:
        d = {"maximum": self.maximum, "every": [list(p) for p in self.every],
             "some": [list(p) for p in self.some], "method": self.method, "complete": self.complete}
        if self.count is not None:
            d["count"] = self.count
            d["count_complete"] = self.count_complete
            d["how"] = self.how
        if self.pair_counts is not None:
            d["pair_counts"] = [[a, b, n] for (a, b), n in sorted(self.pair_counts.items())]
        return d


@dataclass
class PairExplanation:
    pair: tuple[str, str]             # (blocker, attacker) or (attacker, what it attacks)
    status: str                       # legal | legal_paying_cost | too_few | forbidden
    best: int | None                  # most requirements obeyed by a declaration containing it
    maximum: int                      # the 508.1d / 509.1c maximum
    example: dict | None              # a declaration containing the pair obeying `best`
    violations: list[Violation]       # for forbidden: what declaring it alone breaks
    complete: bool = True             # False: the budget ran out; status and best are provisional

    def to_json(self) -> dict:
        return {"pair": list(self.pair), "status": self.status, "best": self.best,
                "maximum": self.maximum, "example": self.example,
                "violations": [v.to_json() for v in self.violations], "complete": self.complete}


_TEXTS: dict[str, str] = {
    "not_a_creature": "{0} is not a creature",
    "phased_out": "{0} is phased out and is treated as though it doesn't exist",
    "not_controlled_by_active_player": "{0} is not controlled by the active player",
    "tapped": "{0} is tapped",
    "battle": "{0} is a battle",
    "summoning_sick": "{0} hasn't been controlled continuously since the turn began and has no haste",
    "not_attackable": "{0} can't attack {1}: not a defending player, or a planeswalker or battle of one",
    "attacks_twice": "{0} attacks more than once",
    "defender": "{0} has defender",
    "cant_attack": "{0} can't attack ({1})",
    "cant_attack_alone": "{0} can't attack alone ({1})",
    "cant_attack_player": "{0} can't attack {1} ({2})",
    "cant_attack_planeswalker": "{0} can't attack {1}, a planeswalker {2} controls ({3})",
    "cant_attack_unless_greater": "{0} can't attack unless a creature with greater power also attacks ({1})",
    "cant_attack_unless_controls": "{0} can't attack unless the defending player controls a {1} ({2})",
    "cant_attack_unless_defender_controls": "{0} can't attack unless the defending player controls a permanent its rule names ({1})",
    "max_attackers": "no more than {0} creature(s) can attack ({1})",
    "too_few_requirements": "obeys {0} requirement(s); {1} can be obeyed without breaking a restriction or paying a cost",
    "not_attacking": "{0} is not attacking",
    "not_defending": "{0} is not controlled by the player {1} is attacking",
    "too_many_blocked": "{0} blocks more than {1} creature(s)",
    "flying": "{0} has flying; {1} has neither flying nor reach",
    "fear": "{0} has fear; {1} is neither an artifact nor black",
    "intimidate": "{0} has intimidate; {1} is not an artifact and shares no color with it",
    "shadow": "{0} and {1} don't both have shadow",
    "horsemanship": "{0} has horsemanship; {1} doesn't",
    "landwalk": "{0} has {1}walk and the defending player controls a {1}",
    "menace": "{0} has menace and is blocked by only one creature",
    "skulk": "{0} has skulk; {1} has greater power",
    "protection": "{0} has protection from {2}; {1} has that quality",
    "cant_be_blocked": "{0} can't be blocked ({1})",
    "cant_be_blocked_by": "{0} can't be blocked by {1} ({2})",
    "greater_power": "{0} can't be blocked by creatures with greater power; {1} has greater power ({2})",
    "power_below": "{0} can't be blocked by creatures with power less than {2}'s power; {1} has less ({3})",
    "cant_block_attackers": "{0} can't block {1} ({2})",
    "min_blockers": "{0} can't be blocked except by {1} or more creatures ({2})",
    "max_blockers": "{0} can't be blocked by more than {1} creature(s) ({2})",
    "cant_block": "{0} can't block ({1})",
    "cant_block_alone": "{0} can't block alone ({1})",
    "cant_block_unless_greater": "{0} can't block unless a creature with greater power also blocks ({1})",
    "block_only_with": "{0} can block only creatures with {2}; {1} lacks it ({3})",
    "max_blocks_total": "no more than {0} creature(s) can block ({1})",
    "cant_pay": "{0} can't pay the costs: they total more than the {1} mana available",
    "wrong_total": "{0} assigns {1} combat damage; its power is {2}",
    "not_a_recipient": "{0} can't assign combat damage to {1}",
    "assigns_no_damage": "{0} assigns no combat damage (it is blocked and no creature blocks it any more)",
    "not_assigning": "{0} doesn't assign {2} combat damage to {1} in this step",
    "not_lethal": "{0} assigns damage to the player, planeswalker or battle it attacks before {1} is assigned lethal damage",
}


def _plain(sym: clingo.Symbol) -> str:
    if sym.type == clingo.SymbolType.String:
        return sym.string
    if sym.type == clingo.SymbolType.Number:
        return str(sym.number)
    if sym.type == clingo.SymbolType.Function and not sym.arguments:
        return sym.name.replace("_", " ")
    if sym.name == "landwalk":
        return _plain(sym.arguments[0]).lower()
    return str(sym)


def violation_from_symbol(sym: clingo.Symbol) -> Violation:
    rule = sym.arguments[0].string
    d = sym.arguments[1]
    tpl = _TEXTS.get(d.name)
    args = [_plain(a) for a in d.arguments]
    if d.name == "protection":
        args[2] = _plain(d.arguments[2].arguments[0]) if d.arguments[2].arguments else d.arguments[2].name
    text = tpl.format(*args) if tpl else str(d)
    return Violation(rule, str(d), text)


_REQ_TEXTS: dict[str, str] = {
    "must_attack": "{0} attacks each combat if able ({1})",
    "must_attack_player": "{0} attacks {1} if able ({2})",
    "goad_attacks": "{0} attacks each combat if able (goaded by {1}, 701.38b)",
    "goad_other_player": "{0} attacks a player other than {1} if able (goaded, 701.38b)",
    "must_block": "{0} blocks each combat if able ({1})",
    "must_block_attacker": "{0} blocks {1} if able ({2})",
    "lure": "{1} blocks {0} if able: all creatures able to block {0} do so ({2})",
    "must_be_blocked": "{0} must be blocked if able ({1})",
    "must_be_blocked_by": "{0} must be blocked by a creature {1} names if able",
}


def requirement_text(sym: clingo.Symbol) -> str:
    """Readable form of a requirement term such as lure("bears","wall","lure")."""
    tpl = _REQ_TEXTS.get(sym.name)
    return tpl.format(*[_plain(a) for a in sym.arguments]) if tpl else str(sym)
