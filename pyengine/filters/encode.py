"""One encoding of the filter language into the facts asp_rules/filters.lp reads, used by every
feature (layers, targets, replacement, combat, the game loop).

A Filter (pyengine.model) becomes a disjunction of conjunctions of leaves (dnf), written as
fany/fall/fleaf/fneg facts over node terms f(N); nodes are shared (hash-consed) unless their
meaning depends on the context that owns the filter ("you", "other", "enchanted", chosen values),
which then owns them (fowner/2). The objects a filter is tested on become the same facts for
every feature (object_facts): their characteristics as val(State,O,Class,Value), and zone,
owner, token, face-down, printed power and toughness, attachment, and -- where the feature knows
them -- tapped, attacking and blocking (110.5, 506.4), the counters on it (122.1).

All user strings become ASP string literals (escaped by pyengine.layers.asp.quote exactly as
clingo prints them); card types, supertypes, colors, zones and comparison words are constants
from a fixed vocabulary."""
from __future__ import annotations

from typing import TYPE_CHECKING

from functools import lru_cache

from pyengine.cards.abilities import term_of
from pyengine.cards.card_names import ALL_NLC_NAMES, ASP_ALL_NLC_NAMES, is_nonlegendary_creature_name
from pyengine.cards.parse import subtype_lists
from pyengine.filters.words import check
from pyengine.filters.terms import T, const, fn, sym
from pyengine.errors import ScenarioError
from pyengine.model import Filter

if TYPE_CHECKING:
    from pyengine.layers.characteristics import Characteristics

# leaf kinds that stand for another leaf (aliases of parse_filter's words)
_ALIASES = {"nontoken": (Filter("token"), True), "permanent": (Filter("zone", ("battlefield",)), False),
            "source_controller": (Filter("controller", ("you",)), False)}


def dnf(flt: Filter) -> Filter:
    """The filter in disjunctive normal form: any(all(literal, ...), ...), a literal being a
    leaf or not(leaf). asp_rules/filters.lp evaluates that shape in three levels, none of them
    recursive (gringo scans a recursive predicate's whole domain at every ground call)."""
    def conjs(f: Filter, neg: bool) -> list[tuple]:
        k = f.kind
        if k in _ALIASES:
            g, flip = _ALIASES[k]
            return conjs(g, neg != flip)
        if k == "not":
            return conjs(f.children[0], not neg)
        if k == "anyzone":                      # every object: true
            return [()] if not neg else []
        if k in ("all", "any"):
            parts = [conjs(c, neg) for c in f.children]
            if (k == "all") != neg:             # a conjunction: distribute
                out: list[tuple] = [()]
                for p in parts:
                    out = [a + b for a in out for b in p]
                return out
            return [c for p in parts for c in p]
        return [(Filter("not", (), (f,)) if neg else f,)]
    cs: list[tuple] = []
    for c in conjs(flt, False):
        lits = tuple(dict.fromkeys(c))
        if lits not in cs:
            cs.append(lits)
    return Filter("any", (), tuple(Filter("all", (), c) for c in cs))


@lru_cache(maxsize=4096)
def ability_term(kind: str, args: tuple) -> T:
    """An ability identity (pyengine.cards.abilities) as ASP program text."""
    return sym(term_of(kind, args))


# leaf kind -> the classes of val/4 it reads (asp_rules/filters.lp, leafclass/2) and the other
# object facts it reads; a feature gives only what its filters read
LEAF_READS: dict[str, tuple[str, ...]] = {
    "type": ("type",), "subtype": ("subtype",), "chosen_subtype": ("subtype",),
    "supertype": ("supertype",), "color": ("color",), "chosen_color": ("color",),
    "colorless": ("color",), "multicolored": ("color",), "controller": ("controller",),
    "controller_is": ("controller",), "mana_value": ("mv",),
    "power": ("power", "type", "ptprinted"), "toughness": ("toughness", "type", "ptprinted"),
    "has": ("ability",), "name": ("name",), "owner": ("owner",), "owner_is": ("owner",),
    "token": ("token",), "card": ("token",), "face_down": ("facedown",), "commander": ("commander",),
    "ring_bearer": ("ringbearer", "controller"),
    "enchanted": ("attached",), "equipped": ("attached",), "attached": ("attached",),
    "attached_to_self": ("attached",), "exiled_with_self": ("exiledwith",),
    "library_top": ("librarytop",), "graveyard_top": ("graveyardtop",), "same_name_as_self": ("name",),
    "zone": ("zone",), "spell": ("zone",),
    "tapped": ("tapped",), "attacking": ("combat",), "blocking": ("combat",),
    "blocking_source": ("combat",), "blocked_by_source": ("combat",),
    "counters": ("counters",),
    "was_dealt_damage": ("history",), "dealt_damage": ("history",), "entered_this_turn": ("history",),
    "attacked_this_turn": ("history",), "dealt_damage_to_you": ("history",), "modified": ("modified",),
    "shares": ("name", "color", "type", "subtype", "mv"),
    "targets_object": ("type", "controller", "zone"),
}
CLASSES = ("type", "subtype", "supertype", "color", "controller", "mv", "power", "toughness",
           "ability", "name")


class FilterEncoder:
    """Filters -> facts appended to `items` (a list of rendered facts), for one feature
    (pyengine.filters.words: a word with no meaning there is refused)."""

    _OWNER_LEAVES = {"other", "self", "enchanted", "equipped", "attached", "attached_to_self", "exiled_with_self", "same_name_as_self", "chosen_subtype",
                     "blocking_source", "blocked_by_source",
                     "chosen_color", "source_controller", "opponent", "you", "dealt_damage_to_you",
                     "targets_player", "targets_self", "targets_object"}

    def __init__(self, items: list, feature: str, text_changes: bool = False, prefix: int | None = None) -> None:
        self.items = items
        self.feature = feature
        self.text_changes = text_changes
        self.prefix = prefix               # nodes f(prefix,N) instead of f(N)
        self._fid = 0
        self._memo: dict[tuple, T] = {}
        self.leaf_kinds: set[str] = set()
        self.subtypes: set[str] = set()      # subtype words the filters test (creature_type/1)

    def filter(self, flt: Filter, owner, default_zone: bool = False) -> T:
        """The root node of the filter, owned by context `owner` where its meaning depends on
        it. default_zone: "on the battlefield" unless the filter names a zone (611.3a)."""
        check(flt, self.feature)
        if default_zone and not flt.mentions("zone") and not flt.mentions("anyzone"):
            flt = Filter("all", (), (Filter("zone", ("battlefield",)), flt))
        return self._node(dnf(flt), owner, False)

    @property
    def nodes(self) -> int:
        """How many filter nodes were made: f(1) .. f(nodes)."""
        return self._fid

    def reads(self) -> set[str]:
        """The classes and object facts the encoded leaves read (LEAF_READS)."""
        out: set[str] = set()
        for k in self.leaf_kinds:
            out.update(LEAF_READS.get(k, ()))
        return out

    def owner_dependent(self, flt: Filter) -> bool:
        """Does the filter's meaning depend on the context it belongs to ("you", "other",
        "enchanted", chosen values, or words a text-changing effect may change)?"""
        k = flt.kind
        if k in self._OWNER_LEAVES:
            return True
        if k in ("controller", "owner") and flt.args and flt.args[0] in ("you", "opponent", "not_you"):
            return True
        if k in ("color", "subtype") and self.text_changes:
            return True
        return any(self.owner_dependent(c) for c in flt.children)

    def _new(self, owner) -> T:
        self._fid += 1
        f = fn("f", self._fid) if self.prefix is None else fn("f", self.prefix, self._fid)
        if owner is not None:
            self.items.append(fn("fowner", f, owner))
        return f

    def _node(self, flt: Filter, owner, neg: bool) -> T:
        """Filter nodes are shared (hash-consed) unless their meaning depends on the context, so
        the same sub-filter is evaluated once per state."""
        own = owner if self.owner_dependent(flt) else None
        memo_key = (flt, neg, own)
        if memo_key in self._memo:
            return self._memo[memo_key]
        f = self._node_new(flt, own, neg)
        self._memo[memo_key] = f
        return f

    def _node_new(self, flt: Filter, owner, neg: bool) -> T:
        k = flt.kind
        if k == "not":
            return self._node(flt.children[0], owner, not neg)
        if k in ("all", "any"):
            kind = k if not neg else ("any" if k == "all" else "all")
            f = self._new(owner)
            if not flt.children:
                # fall(F,none): the empty conjunction; fany(F,none): the empty disjunction
                self.items.append(fn("f" + kind, f, const("none")))
                return f
            for c in flt.children:
                child = self._node(c, owner, neg)
                self.items.append(fn("f" + kind, f, child))
            return f
        if k == "anyzone":   # objects in every zone: always true
            return self._node(Filter("all", (), ()), owner, neg)
        f = self._new(owner)
        leaf = self._leaf(flt)
        self.leaf_kinds.add(leaf.split("(", 1)[0])
        self.items.append(fn("fleaf", f, leaf))
        if flt.kind == "shares":
            # the values of the object it relates to, filled in by the game loop (fshared/2)
            self.items.extend(fn("fshared", f, v) for v in self._shared_values(flt))
        if neg:
            self.items.append(fn("fneg", f))
        return f

    def _leaf(self, flt: Filter) -> T:
        k, a = flt.kind, flt.args
        if k in ("type", "supertype", "color", "zone"):
            return fn(k, const(a[0]))
        if k == "subtype":
            self.subtypes.add(a[0])
            return fn("subtype", a[0])
        if k == "name":
            self.subtypes.add(str(a[0]))    # 612.7: nlcname/1 for it (vocabulary)
            return fn(k, str(a[0]))
        if k in ("chosen_subtype", "chosen_color", "controller_is", "owner_is", "object"):
            return fn(k, str(a[0]))
        if k in ("controller", "owner"):
            return fn(k, const(a[0]))
        if k in ("mana_value", "power", "toughness"):
            if not isinstance(a[1], int):
                # 608.2h, 107.3a: a number only the game loop computes (it fills the filter in as
                # the instruction is followed, pyengine.game.numbers); never compared unfilled
                raise ScenarioError(f"the filter compares {k} with {a[1]}, a number computed as an instruction "
                                    "is followed", expected="a filter whose numbers the game loop filled in")
            return fn(k, const(a[0]), a[1])
        if k == "counters":             # 122.1: a kind's string, or the constant any
            return fn("counters", const("any") if a[0] == "any" else str(a[0]), const(a[1]), a[2])
        if k == "has":
            return fn("has", ability_term(*a[0]))
        if k == "shares":
            self._shared_values(flt)
            return fn("shares", const(a[0]))
        if k == "targets_player":
            return fn("targets_player", const(a[0]))
        if k == "targets_object":
            return fn("targets_object", const(a[0]), const(a[1]))
        if k == "targets_self":
            return const(k)
        if k in ("other", "self", "enchanted", "equipped", "attached", "attached_to_self", "exiled_with_self",
                 "library_top", "graveyard_top", "same_name_as_self", "token", "face_down", "commander", "ring_bearer",
                 "colorless", "multicolored", "card", "spell", "ability", "activated_ability",
                 "triggered_ability", "single_target", "player", "opponent", "you",
                 "tapped", "attacking", "blocking", "blocking_source", "blocked_by_source",
                 "was_dealt_damage", "dealt_damage", "entered_this_turn",
                 "attacked_this_turn", "dealt_damage_to_you", "modified"):
            return const(k)
        raise ValueError(f"unknown filter leaf {k}")

    def _shared_values(self, flt: Filter) -> list:
        """The values of a relation leaf ("with the same name as that creature", 201.2a; "that
        shares a color with it", 105.2): those of the object it names, filled in by the game loop
        as the instruction is followed (pyengine.game.relations); never evaluated unfilled."""
        c, vals = flt.args
        if not isinstance(vals, tuple):
            raise ScenarioError(f"the filter relates objects to {vals}, an object named as an instruction "
                                "is followed", expected="a filter whose related object the game loop filled in")
        if c == "mv":
            return [int(v) for v in vals]
        if c == "subtype":
            self.subtypes.update(vals)              # creature_type/1 for those that are (205.3m)
            return [sym(v) for v in vals]
        if c in ("color", "type"):
            return [const(v) for v in vals]
        if c == "name":                             # 612.7: the set of names (nlcname/1)
            self.subtypes.update(v for v in vals if v != ALL_NLC_NAMES)
            return [const(ASP_ALL_NLC_NAMES) if v == ALL_NLC_NAMES else sym(v) for v in vals]
        return [sym(v) for v in vals]

    def vocabulary(self, chosen=()) -> list[T]:
        """creature_type/1 for the subtype words the filters test and the chosen values
        (205.3m; 702.73a: an object with every creature type has each of them)."""
        return vocabulary(self.subtypes | {str(v) for v in chosen})


def vocabulary(words) -> list[T]:
    """creature_type/1 for those of the words that are creature types (205.3m); nlcname/1 for
    those that are names of nonlegendary creature cards (612.7: the words include the names the
    filters test)."""
    creature = _creature_types()
    return [fn("creature_type", w) for w in sorted(words) if w in creature] + \
        [fn("nlcname", w) for w in sorted(words) if is_nonlegendary_creature_name(w)]


@lru_cache(maxsize=1)
def _creature_types() -> frozenset:
    return frozenset(subtype_lists()["creature"])


def controller_of(ch: Characteristics) -> str:
    """108.4a: an object that is neither a permanent nor a spell has no controller; anything
    asking for it uses its owner."""
    return ch.controller if ch.zone in ("battlefield", "stack") else ch.owner


def object_facts(oid: str, ch: Characteristics, *, token: bool = False, face_down: bool = False,
                 attached_to: str | None = None, printed_pt: bool = False, state: str = "now",
                 reads: set[str] | None = None, term: T | None = None, tapped: bool = False,
                 attacking: bool = False, blocking: bool = False, blocks: tuple[str, ...] = (),
                 counters: tuple[tuple[str, int], ...] = (), turn: tuple[str, ...] = (),
                 modified: bool = False) -> list[T]:
    """The facts of one object for asp_rules/filters.lp: val(State,O,Class,Value) for its
    characteristics (after the layer system), zone/2, owner/2, token/1, facedown/1, commander/1 (903.3), attached/2,
    ptprinted/1, counter/3 (122.1: the (kind, number) counters on it, where the feature knows
    them), thisturn/2 (what happened to it this turn: the filter words was_dealt_damage,
    dealt_damage (120.1), entered_this_turn, attacked_this_turn (508.1)), modified/1 (700.9).
    reads: only those classes and facts (FilterEncoder.reads); term: the object's term
    when it is not its id (replacement.lp, 614.12)."""
    O = term if term is not None else sym(oid)
    r = reads
    out: list[T] = []
    pre = f"val({state},{O},"

    def val(c: str, v) -> None:
        out.append(T(f"{pre}{c},{v})"))
    if r is None or "type" in r:
        for x in ch.types:
            val("type", x)
    if r is None or "subtype" in r:
        for x in ch.subtypes:
            val("subtype", sym(x))
        if ch.every_creature_type:
            val("subtype", "all_creature_types")
    if r is None or "supertype" in r:
        for x in ch.supertypes:
            val("supertype", x)
    if r is None or "color" in r:
        for x in ch.colors:
            val("color", x)
    if r is None or "controller" in r:
        val("controller", sym(controller_of(ch)))
    if r is None or "mv" in r:
        val("mv", ch.mana_value)
    if ch.power is not None and (r is None or "power" in r):
        val("power", ch.power)
    if ch.toughness is not None and (r is None or "toughness" in r):
        val("toughness", ch.toughness)
    if r is None or "ability" in r:
        for kind, args in ch.ability_terms:
            val("ability", ability_term(kind, args))
    if ch.name is not None and (r is None or "name" in r):
        val("name", sym(ch.name))
        if is_nonlegendary_creature_name(ch.name):          # 612.7 (filters.lp nlcname/1)
            out.append(fn("nlcname", ch.name))
    if ch.every_nonlegendary_creature_name and (r is None or "name" in r):
        val("name", ASP_ALL_NLC_NAMES)                       # 612.7
    if r is None or "zone" in r:
        out.append(T(f"zone({O},{ch.zone})"))
    if r is None or "owner" in r:
        out.append(T(f"owner({O},{sym(ch.owner)})"))
    if token and (r is None or "token" in r):
        out.append(T(f"token({O})"))
    if face_down and (r is None or "facedown" in r):
        out.append(T(f"facedown({O})"))
    if ch.commander and (r is None or "commander" in r):       # 903.3
        out.append(T(f"commander({O})"))
    if ch.ring_bearer and (r is None or "ringbearer" in r):    # 701.52b
        out.append(T(f"ringbearer({O},{sym(ch.ring_bearer)})"))
    if attached_to is not None and (r is None or "attached" in r):
        out.append(T(f"attached({O},{sym(attached_to)})"))
    if printed_pt and (r is None or "ptprinted" in r):
        out.append(T(f"ptprinted({O})"))
    if tapped and (r is None or "tapped" in r):
        out.append(T(f"tapped({O})"))
    if attacking and (r is None or "combat" in r):
        out.append(T(f"attacking({O})"))
    if blocking and (r is None or "combat" in r):
        out.append(T(f"blocking({O})"))
        for a in blocks:                    # 509.1a: the attacking creatures it blocks
            out.append(T(f"blocks({O},{sym(a)})"))
    if counters and (r is None or "counters" in r):
        for kind, n in counters:
            out.append(T(f"counter({O},{sym(kind)},{int(n)})"))
    if turn and (r is None or "history" in r):
        for w in turn:
            if w.startswith("dealt_damage_to:"):       # the player it dealt damage to
                out.append(T(f"dealtto({O},{sym(w.split(':', 1)[1])})"))
            else:
                out.append(T(f"thisturn({O},{w})"))
    if modified and (r is None or "modified" in r):
        out.append(T(f"modified({O})"))
    return out


def context_facts(E: T, controller: str | None, source: str | None, *, step: int = 0,
                  chosen: dict | None = None) -> list[T]:
    """The facts of a context E (the effect, spell, ability or trigger a filter belongs to):
    its controller ("you", 109.5), the object it comes from ("self", "other", "enchanted"),
    its source's chosen values."""
    out: list[T] = []
    if controller is not None:
        out.append(T(f"eplayer({step},{E},{sym(controller)})"))
    if source is not None:
        out.append(T(f"eff_src({E},{sym(source)})"))
    for k, v in sorted((chosen or {}).items()):
        out.append(T(f"echosen({E},{sym(str(k))},{const(v) if v in _COLOR_WORDS else sym(v)})"))
    return out


_COLOR_WORDS = ("white", "blue", "black", "red", "green")
