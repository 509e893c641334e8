"""The Oracle text compiler: each ability of a card, as Oracle text, into an ability mapping of the
one card model (docs/cards.md) -- the same YAML shape hand-written cards use, which then goes
through pyengine.cards.card.parse_card like any other card.

The language is a declarative grammar (pyengine/cards/oracle.lark, lark LALR(1)); the transformer
below turns a parse tree into an ability mapping. Before parsing, reminder text is stripped and
every reference to the card itself (its name, the short name of a legendary card, "this
creature", "this Aura", ...) is written "~". What the grammar can't parse, or what the
transformer knows the engine can't execute, is kept as an explicit `unsupported` clause with its
text: nothing is dropped silently (a card is "fully compiled" only if no clause is left
unsupported).

Public entry points: `compile_ability(text, card)` (one ability's text -> mapping or None),
`compile_oracle(card_json) -> card mapping` (printed characteristics + every ability), and
`oracle_paragraphs(text)`."""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from lark import Lark, Token, Transformer, Tree, v_args
from pyengine.game import numbers as _numbers
from lark.exceptions import LarkError, VisitError

from pyengine.cards import levels
from pyengine.cards.costs import cost_text
from pyengine.cards.instruction_keys import COST_PER_KEYS, INSTRUCTION_KEYS
from pyengine.cards.modes import bounds, mergeable
from pyengine.cards.oracle_import import card_from_json
from pyengine.cards.parse import mana_value_of, subtype_lists
from pyengine.cards.reminder import _REMINDER, strip_reminder  # noqa: F401 (re-exported)
from pyengine.model import COLORS

_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
                 "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30}
# ("this token" is written only in a token's quoted ability or one granted to a token: 111.4, 113.10)
_SELF_WORDS = ("creature", "artifact", "enchantment", "land", "permanent", "spell", "card", "planeswalker",
               "Aura", "Equipment", "Vehicle", "Saga", "battle", "Class", "Case", "Room", "Siege", "Fortification",
               "token", "plane", "phenomenon", "scheme")
_SELF_REF = re.compile(r"\b[Tt]his (?:" + "|".join(_SELF_WORDS) + r")\b")
_IRREGULAR_PLURALS = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves",
                      "Fungus": "Fungi", "Mouse": "Mice", "Ox": "Oxen", "Cyclops": "Cyclopes",
                      "Homunculus": "Homunculi", "Pegasus": "Pegasi", "Hero": "Heroes"}
_SAME_PLURAL = {"Djinn", "Merfolk", "Kithkin", "Moonfolk", "Treefolk", "Sheep", "Fish", "Aurochs",
                "Starfish", "Jellyfish", "Samurai", "Eldrazi", "Astartes", "Custodes", "Plains", "Vedalken",
                "Nephilim", "Surrakar", "Thalakos", "Zubera", "Kor", "Myr", "Azra", "Lhurgoyf", "Bison",
                "Clamfolk", "Kree"}


# 122.1b: the keyword counters (pyengine/layers/facts.py KEYWORD_COUNTERS)
_KEYWORD_COUNTER_KINDS = ("flying", "first strike", "double strike", "deathtouch", "exalted", "haste", "hexproof",
                          "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance")


class Unsupported(Exception):
    """The transformer meets a clause the grammar parses but the engine can't execute."""


# ---------------------------------------------------------------- the grammar
def _plural(s: str) -> list[str]:
    if s in _IRREGULAR_PLURALS:
        return [_IRREGULAR_PLURALS[s]]
    if s in _SAME_PLURAL:
        return []
    if re.search(r"(s|x|ch|sh)$", s):
        return [s + "es"]
    if re.search(r"[^aeiou]y$", s):
        return [s[:-1] + "ies"]
    return [s + "s"]


@lru_cache(maxsize=1)
def subtype_forms() -> dict[str, tuple[str, str]]:
    """Every written form of a subtype (singular and plural) -> (subtype, its family)."""
    out: dict[str, tuple[str, str]] = {}
    for family, words in subtype_lists().items():
        if not isinstance(words, list):
            continue
        for w in words:
            fam = "creature" if family == "creature" else family
            out.setdefault(w, (w, fam))
            for p in _plural(w):
                out.setdefault(p, (w, fam))
    return out


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The LALR parser of pyengine/cards/oracle.lark, with its SUBTYPE terminal built from
    pyengine/data/subtypes.yaml (longest forms first)."""
    text = resources.files("pyengine").joinpath("cards/oracle.lark").read_text(encoding="utf-8")
    forms = sorted(subtype_forms(), key=lambda f: (-len(f), f))
    alt = "|".join(re.escape(f).replace("/", "\\/") for f in forms)
    text += f"\nSUBTYPE: /({alt})(?![\\w'-])/\n"
    # "Forest, Plains, or Island", "Bird, Cat, Dog, Goat, Ox, or Snake", "Cleric, Rogue, Warrior, and/or
    # Wizard", "Gorgons and/or Snakes" (one token: a list of subtypes, an object of any of them)
    text += f"\nSUBTYPE_LIST.3: /({alt})((, ({alt}))+,? or|(, ({alt}))*,? and\\/or) ({alt})(?![\\w'-])/\n"
    # "Skeletons and Zombies", "Krakens, Leviathans, Octopuses, and Serpents" (plural forms: each
    # object of any of these kinds; what follows, "you control", is said of all of them)
    plural = "|".join(re.escape(f).replace("/", "\\/") for f in forms if subtype_forms()[f][0] != f)
    text += f"\nSUBTYPE_AND_LIST.3: /({plural})(, ({plural}))*,? and ({plural})(?![\\w'-])/\n"
    return Lark(text, parser="lalr", start=["ability", "spell_line"], maybe_placeholders=False, cache=True,
                strict=STRICT)


STRICT = False


# ---------------------------------------------------------------- intermediate values
_SEQ = itertools.count()


@dataclass
class RevealPost:
    """The qualities after "You choose a card from it" ("with mana value 3 or less")."""
    items: list


@dataclass(eq=False)
class Tgt:
    """One instance of the word "target" (115.1): its requirement, in textual order."""
    filter: Any
    count: Any = 1
    distinct_from_previous: bool = False
    seq: int = field(default_factory=lambda: next(_SEQ))
    divide: Any = None                 # 601.2d: an amount divided among this instance's targets
    single_graveyard: bool = False     # "up to two target cards from a single graveyard"
    of_target_player: bool = False     # "target player shuffles up to four target cards from their graveyard"
    controls: bool = False             # the player of "creatures target player controls"
    for_each: str | None = None        # "for each opponent, ... up to one target creature that player controls"

    def spec(self) -> dict:
        out: dict = {"filter": self.filter}
        if self.count != 1:
            out["count"] = self.count
        if self.divide is not None:
            out["divide"] = self.divide
        if self.single_graveyard:
            out["single_graveyard"] = True
        if self.of_target_player:
            out["of_target_player"] = True
        if self.for_each is not None:
            out["for_each"] = self.for_each
        return out


@dataclass(eq=False)
class It:
    """"it" / "that creature": the last target named before it, else the triggering object or the
    source itself."""
    seq: int = field(default_factory=lambda: next(_SEQ))


# numbers and players said before the instruction that uses them, resolved by assemble(): "that
# much" / "that many" (the trigger event's amount, or an earlier instruction's result), "the life
# lost this way", "the damage dealt this way" (608.2h), "defending player" (506.2, 508.5)
THAT_MUCH = "_that_much"
ITSELF = "_itself"                     # "deals damage to itself": the damage's own source
THIS_WAY_LIFE_LOSS = "_this_way_life_loss"
THIS_WAY_DAMAGE = "_this_way_damage"
DEFENDING_PLAYER = "_defending_player"
# 506.3, 508.1b: "the player or planeswalker it's attacking" (only in an attack trigger: `attacked_by_it`)
ATTACKED_BY_IT = "_attacked_by_it"
EXILED_THIS_WAY = "_exiled_this_way"      # "that card" / "those cards" of "exile the top card ..."
MOVED_THIS_WAY = "_moved_this_way"        # "them" of "mill three cards. You may put a land card from among them ..."
EACH_ONE = "each_one"                     # the one object of a set an instruction acts on one at a time (each_own)
EACH_OF_ONE = "_each_of_one"              # "that permanent or player" of "For each of them, ..." (608.2f)
ANY_NUMBER = "any"                        # 107.1c: "any number of ...": zero or more, chosen as it resolves
# "target creature defending player controls": a filter item only a target of an attack trigger
# can say (the target requirement's `defending_player_controls`, 506.2, 508.5)
DEFENDING_CONTROLS = "_defending_player_controls"
# "target creature that player controls": a filter item naming the player said before it (a
# target player, an earlier target's controller, the trigger event's player; the target
# requirement's `controlled_by`, 115.1, 608.2b)
THAT_PLAYER_CONTROLS = "_that_player_controls"
# "the number of creatures they control": a filter item naming the player said before it (the
# instruction's own player, one each for "each player", a target player, the trigger event's
# player; assemble: _count_players)
THEY_CONTROL = "_they_control"
# "target card from that player's graveyard": a filter item naming the player said before it, who
# owns the card (404.2: a card goes to its owner's graveyard); the target requirement's
# `owned_by` (115.1, 608.2b)
THAT_PLAYER_OWNS = "_that_player_owns"
TARGET_CONTROLS = "_target_player_controls"     # {TARGET_CONTROLS: Tgt}: "creatures target player controls"
_SAID_BEFORE = (THAT_MUCH, THIS_WAY_LIFE_LOSS, THIS_WAY_DAMAGE, DEFENDING_PLAYER, EXILED_THIS_WAY,
                DEFENDING_CONTROLS, MOVED_THIS_WAY, THAT_PLAYER_CONTROLS, THEY_CONTROL, THAT_PLAYER_OWNS)


@dataclass(eq=False)
class ThatIt(It):
    """"that creature" / "that land" in a condition ("If that creature is a Zombie"): "it" whose
    word must name what it refers to -- the target named before it (a "that land" after "any
    target" names something else: the compiler doesn't guess)."""
    word: str = ""


class Them(It):
    """"those creatures": the targets named before it (never the source or the trigger's object)."""


class Attached(str):
    """"enchanted creature" / "equipped creature" in an instruction (303.4, 301.5): the object the
    source is attached to, the reference "enchanted" / "equipped" once assembled; "it" after it
    names that object ("Equipped creature can't be blocked this turn. Sacrifice it ...")."""
    seq: int

    def __new__(cls, word: str) -> "Attached":
        x = super().__new__(cls, word)
        x.seq = next(_SEQ)
        return x


def _plain(x: Any) -> Any:
    """A finished mapping with its Attached references as the plain words they stand for."""
    if isinstance(x, Attached):
        return str(x)
    if isinstance(x, dict):
        return {k: _plain(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_plain(v) for v in x]
    if isinstance(x, tuple):
        return tuple(_plain(v) for v in x)
    return x


class EachOtherPlayer(str):
    """"each other player": every player but the ability's controller -- in a game without teams
    (the engine plays none, 102.3, 810), its opponents (102.2), so the reference `each_opponent`. A
    triggered ability whose event names another player ("Whenever a player casts ..., each other
    player draws a card": other than that player) is unsupported (_said_before)."""


def _has_each_other(x: Any) -> bool:
    if isinstance(x, EachOtherPlayer):
        return True
    if isinstance(x, dict):
        return any(_has_each_other(y) for y in x.values())
    if isinstance(x, (list, tuple)):
        return any(_has_each_other(y) for y in x)
    return False


class Plural(It):
    """"them": what "it" names, but never the source alone (a plural pronoun with nothing named
    before it in a spell or activated ability names no object the compiler knows)."""


class ThemDealt(Plural):
    """"~ deals 2 damage to them": the player a trigger event names (603.2, 608.2c), the only one the
    compiler places (oracle._they_event_player); anything else it could name stays unsupported."""


@dataclass(eq=False)
class Those(ThatIt, Them):
    """"those creatures" / "each of those creatures" / "they gain ...": the targets named before
    it, whose requirement names that kind of object (an object, "they": any permanent)."""


@dataclass(eq=False)
class Made:
    """An object an instruction creates ("Create a 3/1 token ... Sacrifice it at the beginning of
    the next end step"): "it" after it names the created objects."""
    seq: int = field(default_factory=lambda: next(_SEQ))


@dataclass(eq=False)
class Chosen:
    """"a creature card from your graveyard" (no "target"): a card the ability's controller chooses
    as the instruction naming it is followed (608.2d; not targeted, 115.1). assemble() puts the
    choice (`choose_objects` in that zone) right before that instruction; "it" after it names the
    chosen card."""
    filter: Any
    zone: str = "graveyard"
    random: bool = False               # "... card at random from your graveyard"
    seq: int = field(default_factory=lambda: next(_SEQ))


@dataclass(eq=False)
class GraveyardTopPut(Made):
    """The card an instruction put onto the battlefield from the top of a graveyard ("Return the
    top creature card of your graveyard to the battlefield. That creature gains haste ..."): "it" /
    "that creature" after it names that object, as the game remembers it (608.2h:
    `{moved_this_way: true}`) -- not the top card of the graveyard now, which is another card."""


@dataclass(eq=False)
class Revealed(Made):
    """The top card a player revealed ("each player reveals the top card of their library"): "it"
    after it isn't resolved (the compiler says nothing about that card but a count of them)."""


@dataclass(eq=False)
class RevealedCard(Made):
    """The card a player revealed at random from their hand: "that card" / "it" after it names it
    (remembered as REVEALED_CARD by the reveal_random instruction)."""


REVEALED_CARD = "revealed_card"


@dataclass(eq=False)
class ExiledTop(Made):
    """The top card(s) of a library an instruction exiled ("Exile the top card of target player's
    library. If it's a land card, ..."): "it" / "that card" after it names them, as the game
    remembers them (406.1, 608.2h: `{moved_this_way: true}`)."""


@dataclass
class Phrase:
    """A noun phrase of the filter language: its filter items, the card types it names, and
    whether it also names players ("creature or player")."""
    items: list
    player: bool = False
    creature_subtype: bool = False

    def filter(self) -> Any:
        if self.player:
            raise Unsupported("a filter naming players here")
        return _flat(self.items)


def _filter_number(v: Any) -> Any:
    """A filter's comparand (107.3a, 608.2h): a number, X, or an expression the game loop computes
    as the filter is used -- one that doesn't name what was said before it ("it", a target, "that
    much": a filter's number is computed wherever the filter is used, without that context)."""
    def said_before(x: Any) -> bool:
        if isinstance(x, (It, Tgt, Made)) or (isinstance(x, str) and x in _SAID_BEFORE):
            return True
        if isinstance(x, dict):
            return any(said_before(y) for y in x.values())
        if isinstance(x, (list, tuple)):
            return any(said_before(y) for y in x)
        return False
    if isinstance(v, bool) or not isinstance(v, (int, str, dict)) or said_before(v):
        raise Unsupported("a filter comparing with a number that names something said before it")
    if isinstance(v, str) and v.lower() != "x":
        raise Unsupported(f"a filter comparing with {v!r}")
    return v


# 110.4b: a "permanent spell" is an artifact, battle, creature, enchantment or planeswalker spell (the
# filter word "permanent" alone means an object on the battlefield)
PERMANENT_SPELL = {"any": ["artifact", "battle", "creature", "enchantment", "planeswalker"]}


def _permanent_spell(f: Any) -> Any:
    """A filter of spells with "permanent" read as "permanent spell" (110.4b)."""
    if f == "permanent":
        return PERMANENT_SPELL
    if isinstance(f, list):
        return [_permanent_spell(x) for x in f]
    if isinstance(f, dict) and set(f) == {"any"} and isinstance(f["any"], list):
        return {"any": [_permanent_spell(x) for x in f["any"]]}
    return f


def _flat(items: list) -> Any:
    items = [i for i in items if i is not None]
    return items[0] if len(items) == 1 else list(items)


@dataclass
class Trigger:
    when: dict
    self_subject: bool = True


# the self_subject of a trigger condition whose events name different objects "it"
_AMBIGUOUS_IT = "_ambiguous_it"
_REFLEXIVE_AFTER_TARGET = "_reflexive_after_target"   # (assemble: "it" in a reflexive ability, 603.12)
# the subject of a delayed trigger's event that an earlier instruction named ("When that creature
# dies this turn")
_THAT_OBJECT = "_that_object"


@dataclass
class Cost:
    mana: str = ""
    tap: bool = False
    untap: bool = False              # the untap symbol {Q} (107.6): untap this permanent
    exile_self: bool = False         # "Exile ~" (the permanent itself, 118.3)
    sacrifice_self: bool = False
    sacrifice: Any = None
    extra: list = field(default_factory=list)      # the `costs:` list (pyengine/cards/costs.py)
    life: int = 0                    # "Pay N life" (119.4)
    from_zone: str = ""              # "Discard ~" (hand), "Exile ~ from your graveyard" (113.6m)
    reveal_self: bool = False        # "Reveal ~ from your hand" (forecast, 702.57b; 113.6m: from the hand)
    return_self: bool = False        # "Return ~ to its owner's hand" (the permanent itself, 118.3)


def _yours(f: Any) -> Any:
    """A cost's "a creature you control": the filter, with `controller: you` added if it lacks it."""
    items = f if isinstance(f, list) else [f]
    return f if {"controller": "you"} in items else _and(f, {"controller": "you"})


def _cost_entries(c: "Cost") -> list[dict]:
    """A cost as entries of the `costs:` list (pyengine/cards/costs.py), for an additional cost
    paid as a spell is cast (601.2f-h): {T} and the card's own moves can't be among them."""
    if c.tap or c.untap or c.sacrifice_self or c.exile_self or c.from_zone or c.reveal_self or c.return_self:
        raise Unsupported("a spell's additional cost naming the spell itself, {T} or {Q}")
    out: list[dict] = []
    if c.mana:
        out.append({"mana": c.mana})
    if c.life:
        out.append({"pay_life": c.life})
    if c.sacrifice is not None:
        out.append({"sacrifice": c.sacrifice})
    return out + list(c.extra)


def _cost_text(entries: list[dict]) -> str:
    """A cost's entries as text for an ability's `text:` ("{2}, pay 2 life", "discard 1 card")."""
    return cost_text(entries).replace(" and ", ", ")


def _pt(tok: Any) -> list[int]:
    p, t = str(tok).split("/")
    return [int(p), int(t)]


def _words(tok: Token) -> str:
    return re.sub(r"\s+", " ", str(tok).strip().lower())


_TYPE_SINGULAR = {"sorceries": "sorcery"}
_COLOR_NAMES = ("white", "blue", "black", "red", "green")    # 105.1, in WUBRG order
_EACH_COLOR = "_each_color"          # "protection from each color" (702.16h)
_COLOR_CHOICE = {"choice": "color"}        # "the color of your choice": chosen as it resolves (608.2d)
_CHOSEN_COLOR_MANA = {"chosen": "color"}     # a mana symbol: the color its source's controller chose


def _type_word(tok: Any) -> str:
    w = _words(tok)
    if w in _TYPE_SINGULAR:
        return _TYPE_SINGULAR[w]
    return w[:-1] if w.endswith("s") and w not in ("sorcery",) else w


def _subtype(tok: Any) -> tuple[str, str]:
    form = str(tok)
    if form not in subtype_forms():
        raise Unsupported(f"unknown subtype {form!r}")
    return subtype_forms()[form]


def _mana_symbols(tok: Any) -> list[str]:
    return re.findall(r"\{([^}]*)\}", str(tok))


# ---------------------------------------------------------------- the transformer
@v_args(inline=True)
class OracleTransformer(Transformer):
    """Parse tree -> raw ability mapping (targets still Tgt objects, "it" still It; assemble()
    numbers them)."""
    spell = False                        # compiling an instant's or sorcery's paragraph
    name = ""                            # the card's name

    # ------------------------------------------------ numbers
    def num(self, t):
        return int(t)

    def num_word(self, t):
        return _NUMBER_WORDS[_words(t)]

    def num_x(self):
        return "x"

    def num_that(self, _tok):
        # "that much" / "that many": resolved by assemble() (the trigger event's amount or an
        # earlier instruction's result, 608.2h)
        return THAT_MUCH

    def amount(self, n):
        return n

    def one(self, *_tok):
        return 1

    def count_cards(self, n, *_):
        return n

    # ------------------------------------------------ keywords (702)
    def kw_simple(self, t):
        w = _words(t)
        if w == "undying":
            return self.kw_undying()
        if w == "persist":
            return self.kw_persist()
        if w == "flanking":
            # 702.25a: "Whenever this creature becomes blocked by a creature without flanking, the
            # blocking creature gets -1/-1 until end of turn." (the keyword stays: blockers check it)
            return ["flanking", {"triggered": {"when": {"event": "blocked_by", "by": ["creature", {"not": {"has": "flanking"}}]},
                                               "flanking": True,
                                               "effect": [{"continuous": {"modify_pt": [-1, -1]}, "on": "it",
                                                           "duration": "end_of_turn"}]},
                                 "text": "Flanking"}]
        return [w]

    def kw_landwalk(self, t):
        return [_words(t)]

    def kw_ward(self, *args):
        # 702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent
        # controls, counter that spell or ability unless that player pays [cost]." The keyword stays
        # (the target program reports ward triggers); the triggered ability is what the game runs.
        cost = str(args[0]) if args and isinstance(args[0], Token) and args[0].type == "MANA" else {"life": int(args[-1])}
        text = f"Ward {cost}" if isinstance(cost, str) else f"Ward—Pay {cost['life']} life"
        return ["ward", {"triggered": {"when": {"event": "becomes_target", "player": "opponent", "it": "item"}, "ward": True,
                                       "effect": [{"pay_or": [{"counter": "it"}], "cost": cost,
                                                   "player": {"controller_of": "it"}}]},
                         "text": text}]

    def kw_ward_life_equal(self):
        # 702.21a, 119.4: "Ward—Pay life equal to this creature's power." -- the number taken as
        # the ward trigger resolves (608.2h)
        return ["ward", {"triggered": {"when": {"event": "becomes_target", "player": "opponent", "it": "item"}, "ward": True,
                                       "effect": [{"pay_or": [{"counter": "it"}], "cost": {"life": {"power_of": "self"}},
                                                   "player": {"controller_of": "it"}}]},
                         "text": "Ward—Pay life equal to this permanent's power"}]

    def kw_protection(self, *qs):
        qs = [q for q in qs if not (isinstance(q, Token) and q.type == "AND_FROM")]
        # 702.16h: "protection from each color" is a protection from each of the five colors
        qs = [c for q in qs for c in (_COLOR_NAMES if q == _EACH_COLOR else (q,))]
        if _COLOR_CHOICE in qs:
            if len(qs) > 1:
                raise Unsupported("protection from a quality or from the color of your choice")
            return [{"protection": {"color": dict(_COLOR_CHOICE)}}]
        if any(isinstance(q, dict) for q in qs):
            if len(qs) > 1:
                raise Unsupported("protection from a quality or from the chosen color")
            return [{"protection": {"color": dict(qs[0])}}]
        return [f"protection from {q}" for q in qs]

    def kw_protection_or(self, q1, _tok, q2):
        # 608.2d, 702.16a: "protection from artifacts or from the color of your choice" -- the
        # quality named, or one color, chosen as the instruction resolves
        if not isinstance(q1, str) or q2 != _COLOR_CHOICE:
            raise Unsupported("protection from one quality or from another")
        return [{"choice": {"one_of": [f"protection from {q1}"] + [f"protection from {c}" for c in _COLOR_NAMES]}}]

    def kw_hexproof_from(self, q):
        return [f"hexproof from {q}"]

    def kw_prowess(self):
        # 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
        return [{"triggered": {"when": {"event": "cast", "filter": "noncreature", "player": "you"},
                               "effect": [{"continuous": {"modify_pt": [1, 1]}, "on": "self",
                                           "duration": "end_of_turn"}]},
                 "text": "Prowess"}]

    def kw_devoid(self):
        # 702.114a: a characteristic-defining ability, "This object is colorless", working everywhere
        return [{"cda": {"set_colors": []}, "text": "Devoid"}]

    def cant_be_countered(self, subj="self"):
        if subj != "self":
            raise Unsupported("can't be countered, said of another object")
        return ("ability", {"cant_be_countered": True})

    # 601.3: "Cast this spell only during ... [and only if ...]" (the static part `cast_only`)
    def cast_only_line(self, *parts):
        out: dict = {}
        for k, v in (p for p in parts if not isinstance(p, Token)):
            if k == "during":
                out.setdefault("during", []).extend(x for x in v if x not in out.get("during", []))
            elif k == "if":
                if "if" in out:
                    raise Unsupported("two conditions on casting")
                out["if"] = v
            else:
                out[k] = v
        return ("ability", {"cast_only": out})

    def co_during(self, w, whose=None):
        return ("during", [w] + ([whose] if whose is not None else []))

    def co_during_before_blockers(self, w, whose):
        return ("during", [w, whose, "before_blockers"])

    def cw_before_damage(self):
        return "before_damage"

    def cw_after_combat(self):
        return "after_combat"

    def cw_before_attackers(self):
        return "before_attackers"

    def cw_before_blockers_any(self):
        return "before_blockers_any"

    def co_if(self, cond):
        return ("if", _static_cond(cond))

    def co_attacked_this_step(self):
        return ("attacked_this_step", True)

    def cw_combat(self):
        return "combat"

    def cw_before_blockers(self):
        return "before_blockers"

    def cw_after_blockers(self):
        return "after_blockers"

    def cw_declare_attackers(self):
        return "declare_attackers"

    def cw_declare_blockers(self):
        return "declare_blockers"

    def cw_your_end_step(self):
        return "your_end_step"

    def cw_opponent_upkeep(self):
        return "opponent_upkeep"

    def cw_your_turn(self):
        return "your_turn"

    def cw_opponent_turn(self):
        return "opponent_turn"

    def cant_enter(self, ph, _tok):
        # 614.17d: "Lands can't enter the battlefield." -- any attempt, from any zone (the object
        # as it would exist on the battlefield; pyengine/game/cant_enter.py)
        f = ph.filter()
        if "zone" in repr(f):
            raise Unsupported("cards in a zone that can't enter the battlefield")
        return ("ability", {"cant_enter": f})

    # 122.6, 101.2: counters that can't be put on objects or given to players (the static parts
    # `no_counters: {on: self|enchanted|equipped|FILTER, kinds: [K]}` and `no_player_counters:
    # {players: all|you|opponents, kinds: [K]}`; no `kinds`: counters of every kind;
    # pyengine/game/counter_bans.py)
    @staticmethod
    def _counter_kinds(args) -> dict:
        kinds = [str(a).lower() for a in args if isinstance(a, Token) and a.type == "COUNTER_KIND"]
        return {"kinds": kinds} if kinds else {}

    def no_counters_on(self, subj, *args):
        return ("ability", {"no_counters": {"on": subj, **self._counter_kinds(args)}})

    def no_counters_put_on(self, *args):
        ph = [a for a in args if isinstance(a, Phrase)][0]
        return ("ability", {"no_counters": {"on": ph.filter(), **self._counter_kinds(args)}})

    def no_player_counters_all(self, *args):
        return ("ability", {"no_player_counters": {"players": "all", **self._counter_kinds(args)}})

    def no_player_counters_you(self, *args):
        return ("ability", {"no_player_counters": {"players": "you", **self._counter_kinds(args)}})

    def no_player_counters_opponents(self, *args):
        return ("ability", {"no_player_counters": {"players": "opponents", **self._counter_kinds(args)}})

    def no_enter_triggers(self, ph, _tok):
        # 603.2, 603.6a: an object of that kind entering the battlefield triggers no ability
        return ("ability", {"no_enter_triggers": ph.filter()})

    @staticmethod
    def _untap_limit(who, n, ph):
        # 502.3: during the untap step of such a player, at most n of their permanents matching
        # the filter untap (the player chooses which)
        if not isinstance(n, int):
            raise Unsupported("an untap limit that isn't a number")
        return ("ability", {"untap_limit": {"player": who, "max": n, "filter": ph.filter()}})

    def untap_limit_players(self, n, ph):
        return self._untap_limit("any", n, ph)

    def untap_limit_if_untapped(self, _tok, n, ph):
        kind, spec = self._untap_limit("any", n, ph)
        spec["untap_limit"]["if_untapped"] = True          # 611.3a: while the source is untapped
        return (kind, spec)

    def untap_limit_you(self, n, ph):
        return self._untap_limit("you", n, ph)

    def cant_play_lands_you(self):
        return ("ability", {"cant_play_lands": "you"})          # 305.2, 101.2

    def cant_play_lands_players(self):
        return ("ability", {"cant_play_lands": "any"})

    def cant_play_lands_opponents(self):
        return ("ability", {"cant_play_lands": "opponent"})

    def untap_self_others(self, _tok):
        # 502.3: the permanent untaps during each untap step of a player other than its controller
        return ("ability", {"untap_others": "self"})

    def untap_all_others(self, *args):
        ph = [a for a in args if isinstance(a, Phrase)][0]
        return ("ability", {"untap_others": ph.filter()})

    def spells_cant_be_countered(self, *args):
        # 101.2, 701.5a: "Creature spells you control can't be countered" -- a spell matching the
        # filter (its characteristics and controller on the stack) isn't countered by an effect
        head = args[0] if args and isinstance(args[0], Phrase) else None
        rest = [m for m in (args[1:] if head is not None else args) if m is not None]
        f = _flat(([*head.items] if head is not None else []) + rest)
        return ("ability", {"uncounterable": f or {"type": "any"}})

    def spell_cant_be_countered(self, aff):
        if aff != ("on", "self"):
            raise Unsupported("can't be countered, said of another object")
        return ("ability", {"cant_be_countered": True})

    # 115.4-ish, 601.2c: targeting restrictions and Flagbearers
    def by_both(self):
        return "both"

    def by_spells(self):
        return "spells"

    def by_abilities(self):
        return "abilities"

    def cant_be_targeted(self, *args):
        # the subject, if any: "~", "enchanted creature", or a set of creatures (cs_filter)
        subj = [a for a in args if not (isinstance(a, str) and a in ("both", "spells", "abilities", "opponents"))]
        if subj and subj[0] != "self":
            raise Unsupported("a targeting restriction on another object")
        of = [a for a in args if a in ("both", "spells", "abilities")][0]
        return ("ability", {"cant_be_targeted": {"by": "opponents" if "opponents" in args else "anyone", "of": of}})

    def by_opponents(self):
        return "opponents"

    def must_target(self, sub):
        return ("ability", {"must_target": {"subtype": _subtype(sub)[0]}})

    def doesnt_untap(self, subj, *_):
        return ("ability", {"doesnt_untap": subj})

    def doesnt_untap_filter(self, ph, *_):
        # 502.3: the permanents the filter names, seen from the source (pyengine.game.loop)
        return ("ability", {"doesnt_untap": ph.filter()})

    def doesnt_untap_if_counter(self, subj, *args):
        # 502.3: "This land doesn't untap during your untap step if it has a depletion counter on it"
        kind = str(args[-1]).lower()
        if kind in ("a", "an", "no"):
            raise Unsupported("a counter condition")
        return ("ability", {"doesnt_untap": subj, "doesnt_untap_if_counter": kind})

    def kw_bands_with_other(self, tok):
        # 702.22c-e, 702.22j-k: "bands with other [quality]" -- a combat rule whose `what` names the
        # [quality] creatures (pyengine/game/banding.py, asp_rules/combat_attack.lp)
        quality = re.match(r"(?i:bands with other) (.+)", str(tok)).group(1)
        if quality == "legendary creatures":
            what: Any = ["legendary", "creature"]
        else:
            form = subtype_forms().get(quality)
            if form is None or form[1] != "creature":
                raise Unsupported(f"bands with other {quality}: not a creature type")
            what = ["creature", {"subtype": form[0]}]
        return [{"combat": [{"kind": "bands_with_other", "what": what}], "text": str(tok)}]

    def kw_exalted(self):
        # 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."
        return [{"triggered": {"when": {"event": "attacks_alone", "filter": ["creature", {"controller": "you"}]},
                               "effect": [{"continuous": {"modify_pt": [1, 1]}, "on": "it", "duration": "end_of_turn"}]},
                 "text": "Exalted"}]

    def kw_bushido(self, n):
        # 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
        n = int(n)
        return [{"triggered": {"when": {"any": [{"event": "blocks"}, {"event": "becomes_blocked"}]},
                               "effect": [{"continuous": {"modify_pt": [n, n]}, "on": "self", "duration": "end_of_turn"}]},
                 "text": f"Bushido {n}"}]

    def kw_equip(self, mana):
        # 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."
        return [{"activated": {"cost": str(mana), "timing": "sorcery",
                               "targets": [{"filter": ["creature", {"controller": "you"}]}],
                               "effect": [{"attach": "self", "to": "target"}], "equip": True},
                 "text": f"Equip {mana}"}]

    # ------------------------------------------------ deck construction (100.2a, 702.124, 903.3a)
    def kw_partner(self):
        return [{"deck": {"rule": "partner"}, "text": "Partner"}]                 # 702.124h

    def kw_friends_forever(self, _tok):
        return [{"deck": {"rule": "friends_forever"}, "text": "Partner—Friends forever"}]    # 702.124j

    def kw_choose_background(self, _tok):
        return [{"deck": {"rule": "choose_background"}, "text": "Choose a Background"}]     # 702.124k

    def kw_doctors_companion(self, _tok):
        return [{"deck": {"rule": "doctors_companion"}, "text": "Doctor's companion"}]     # 702.124m

    def kw_partner_with(self, tok):
        # 702.124i: a deck-construction ability and "When this permanent enters, target player may
        # search their library for a card named [name], reveal it, put it into their hand, then shuffle."
        name = re.sub(r"(?i)^partner with\s+", "", str(tok)).strip()
        if "~" in name:
            raise Unsupported("partner with a card whose name contains this card's name")
        return [{"deck": {"rule": "partner_with", "name": name}, "text": f"Partner with {name}"},
                {"triggered": {"when": {"event": "enters"}, "targets": [{"filter": "player"}],
                               "effect": [{"may": [{"search": {"filter": ["card", {"name": name}], "reveal": True,
                                                               "to": "hand"}, "player": "target"}],
                                           "player": "target", "text": f"search for {name}"}]},
                 "text": f"When ~ enters, target player may search their library for a card named {name}, reveal "
                         "it, put it into their hand, then shuffle."}]

    def deck_can_be_commander(self, _tok):
        return ("ability", {"deck": {"rule": "can_be_commander"}})              # 903.3a

    def deck_any_number(self, _tok):
        return ("ability", {"deck": {"rule": "any_number"}})                    # 100.2a's exception

    def kw_equip_quality(self, ph, mana):
        # 702.6c: "Equip [quality] [cost]": only a [quality] creature you control may be targeted
        f = ph.filter()
        items = f if isinstance(f, list) else [f]
        if _has_key(items, "commander") or "commander" in items:
            raise Unsupported("equip commander (903.3: no commanders in this engine)")
        return [{"activated": {"cost": str(mana), "timing": "sorcery",
                               "targets": [{"filter": _flat(([] if "creature" in items else ["creature"]) + items
                                                            + [{"controller": "you"}])}],
                               "effect": [{"attach": "self", "to": "target"}], "equip": True},
                 }]

    def kw_cycling(self, mana):
        # 702.29a: "[Cost], Discard this card: Draw a card." -- functions only in a player's hand
        return [{"activated": {"cost": str(mana), "zone": "hand", "discard_self": True, "effect": [{"draw": 1}],
                               "cycling": True},
                 "text": f"Cycling {mana}"}]

    def kw_typecycling(self, tok, mana):
        # 702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for
        # a [type] card, reveal it, and put it into your hand. Then shuffle your library." 702.29f:
        # a cycling ability (its discard is cycling, 702.29c-d)
        word = str(tok)[:-len("cycling")].strip()
        f = _typecycling_filter(word)
        return [{"activated": {"cost": str(mana), "zone": "hand", "discard_self": True, "cycling": True,
                               "effect": [{"search": {"filter": f, "reveal": True, "to": "hand"}}]},
                 "text": f"{word[:1].upper()}{word[1:]}cycling {mana}"}]

    def kw_transmute(self, mana):
        # 702.53a: "[Cost], Discard this card: Search your library for a card with the same mana
        # value as the discarded card, reveal that card, and put it into your hand. Then shuffle
        # your library. Activate only as a sorcery." -- the card's mana value comes from its mana
        # cost, known to compile_abilities (_transmute_ability)
        return [{"transmute_marker": str(mana), "text": f"Transmute {mana}"}]

    def kw_pass(self, kw):
        return kw

    def kw_toxic(self, n):
        # 702.164a: a static ability; its total toxic value gives poison counters (702.164c)
        return [{"toxic": int(n), "text": f"Toxic {int(n)}"}]

    def kw_flashback(self, mana):
        # 702.34a: cast from the graveyard paying the flashback cost; exiled when it would leave the stack
        return [{"casting": {"kind": "flashback", "cost": str(mana)}, "text": f"Flashback {mana}"}]

    def kw_flashback_mana_cost(self, _tok):
        # 702.34a, 118.9: flashback whose cost is the card's own mana cost, {X} and all (107.3, 601.2b);
        # a card with no mana cost can't be cast this way (118.6) -- pyengine/game/keyword_costs.py
        return [{"casting": {"kind": "flashback", "mana_cost": True}, "text": FLASHBACK_MANA_COST_TEXT}]

    def grant_flashback_mana_cost(self, t, duration, _tok):
        # 702.34a, 613.1f, 611.2a: "target instant or sorcery card in your graveyard gains flashback
        # until end of turn. The flashback cost is equal to its mana cost." -- a layer-6 effect on the
        # target card; it doesn't follow the card to another zone (400.7)
        return [_continuous(("on", t), {"add_abilities": [{"text": FLASHBACK_MANA_COST_TEXT}]}, duration)]

    def grant_flashback_each(self, tok, duration, _tok):
        # 611.2c, 702.34a: "Each instant and sorcery card in your graveyard gains flashback until end
        # of turn. ..." -- the cards in the graveyard as it resolves (a card put there later doesn't)
        words = _words(tok).split()
        f = [{"any": [words[0], words[-1]]}, "card", {"zone": "graveyard"}, {"owner": "you"}]
        return [{"continuous": {"affects": f, "add_abilities": [{"text": FLASHBACK_MANA_COST_TEXT}]},
                 "duration": duration}]

    def grant_flashback(self, t, mana, duration):
        # 702.34a, 613.1f: "... gains flashback {2}{R}{G} until end of turn"
        return [_continuous(("on", t), {"add_abilities": [{"text": f"Flashback {mana}"}]}, duration)]

    def kw_disturb(self, mana):
        # 702.146a: cast this card transformed from your graveyard paying [mana] rather than its mana cost
        return [{"casting": {"kind": "disturb", "cost": str(mana)}, "text": f"Disturb {mana}"}]

    def kw_convoke(self):
        return [{"casting": {"kind": "convoke"}, "text": "Convoke"}]          # 702.51a

    def kw_improvise(self):
        return [{"casting": {"kind": "improvise"}, "text": "Improvise"}]      # 702.126a

    def kw_delve(self):
        return [{"casting": {"kind": "delve"}, "text": "Delve"}]              # 702.66a

    def kw_affinity(self, *parts):
        # 702.41a: "This spell costs {1} less to cast for each [text] you control."
        f = self.filter_noun_phrase(*parts).filter()
        items = f if isinstance(f, list) else [f]
        return [{"casting": {"kind": "affinity", "for": _flat(items + [{"controller": "you"}])},
                 }]                    # (its text: the Oracle line)

    def kw_kicker(self, mana):
        # 702.33a: an optional additional cost; "if ~ was kicked" (702.33d) checks it was paid
        return [{"casting": {"kind": "kicker", "cost": str(mana)}, "text": f"Kicker {mana}"}]

    def kw_buyback(self, mana):
        # 702.27a: an optional additional cost; if paid, the spell goes to its owner's hand as it resolves
        return [{"casting": {"kind": "buyback", "cost": str(mana)}, "text": f"Buyback {mana}"}]

    def kw_entwine(self, mana):
        # 702.42a: "You may choose all modes of this spell instead of the number specified. If you
        # do, you pay an additional [cost]." (only with modes that can be chosen together:
        # compile_spell checks it, _entwine_checked)
        return [{"casting": {"kind": "entwine", "cost": str(mana)}, "text": f"Entwine {mana}"}]

    def kw_splice(self, sub, mana):
        # 702.47a: "You may reveal this card from your hand as you cast a [quality] spell. If you
        # do, that spell gains the text of this card's rules text and you pay [cost] as an
        # additional cost to cast that spell." (only for a spell whose text can be added to
        # another's: compile_spell checks it, _spell_keywords_checked; pyengine.game.splice)
        return [{"casting": {"kind": "splice", "onto": _subtype(sub)[0], "cost": str(mana)},
                 "text": f"Splice onto {_subtype(sub)[0]} {mana}"}]

    def kw_splice_instant_sorcery(self, mana):
        # 702.47a: "Splice onto instant or sorcery [cost]" (the quality: a card type)
        return [{"casting": {"kind": "splice", "onto": "instant_or_sorcery", "cost": str(mana)},
                 "text": f"Splice onto instant or sorcery {mana}"}]

    def kw_assist(self):
        # 702.132a: another player may pay generic mana of the spell's total cost
        # (pyengine.game.assist)
        return [{"casting": {"kind": "assist"}, "text": "Assist"}]

    def kw_escalate(self, mana):
        # 702.120a: "For each mode you choose beyond the first as you cast this spell, you pay an
        # additional [cost]." (added to the total cost as the modes are chosen, 601.2b, 601.2f)
        return [{"casting": {"kind": "escalate", "cost": str(mana)}, "text": f"Escalate {mana}"}]

    def kw_casualty(self, n):
        # 702.153a: "As an additional cost to cast this spell, you may sacrifice a creature with
        # power N or greater," and "When you cast this spell, if a casualty cost was paid for it,
        # copy it. If the spell has any targets, you may choose new targets for the copy." (the
        # game loop: casting.py, keyword_costs.became_cast; a spell with another additional cost:
        # unsupported, _spell_keywords_checked)
        return [{"casting": {"kind": "casualty", "power": int(n)}, "text": f"Casualty {int(n)}"}]

    def kw_conspire(self):
        # 702.78a: "As an additional cost to cast this spell, you may tap two untapped creatures you
        # control that each share a color with it" and "When you cast this spell, if its conspire
        # cost was paid, copy it. If the spell has any targets, you may choose new targets for the
        # copy." (the game loop: casting.py, keyword_costs.became_cast)
        return [{"casting": {"kind": "conspire"}, "text": "Conspire"}]

    def kw_evoke(self, mana):
        # 702.74a: "You may cast this spell by paying [cost] rather than paying its mana cost" and
        # "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
        return [{"casting": {"kind": "evoke", "cost": str(mana)}, "text": f"Evoke {mana}"},
                {"triggered": {"when": {"event": "enters"}, "if": {"evoked": True},
                               "effect": [{"sacrifice": "self"}]},
                 "text": f"Evoke {mana} (when it enters, if evoked, sacrifice it)"}]

    def kw_bestow(self, mana):
        # 702.103a: "As you cast this spell, you may choose to cast it bestowed. If you do, you pay
        # [cost] rather than its mana cost." -- an Aura spell with enchant creature (702.103b-f:
        # pyengine.game.bestow)
        return [{"casting": {"kind": "bestow", "cost": str(mana)}, "text": f"Bestow {mana}"}]

    def kw_dash(self, mana):
        # 702.109a: an alternative cost from the hand; the permanent has haste and returns to its
        # owner's hand at the beginning of the next end step (the game loop, as it enters)
        return [{"casting": {"kind": "dash", "cost": str(mana)}, "text": f"Dash {mana}"}]

    def kw_warp(self, mana):
        # warp (its reminder text, not yet in the CR): "You may cast this card from your hand for its
        # warp cost. Exile this [permanent] at the beginning of the next end step, then you may cast
        # it from exile on a later turn." -- an alternative cost from the hand (118.9); the game
        # loop adds the delayed exile as it enters (603.7) and the later permission
        return [{"casting": {"kind": "warp", "cost": str(mana)}, "text": f"Warp {mana}"}]

    def kw_mayhem(self, mana):
        # mayhem (its reminder text, not yet in the CR): "You may cast this card from your graveyard
        # for [cost] if you discarded it this turn. Timing rules still apply." -- an alternative
        # cost from the graveyard (118.9), for the card discarded this turn (as that object, 400.7)
        return [{"casting": {"kind": "mayhem", "cost": str(mana)}, "text": f"Mayhem {mana}"}]

    def kw_madness(self, mana):
        # 702.35a: discarded into exile, then its owner may cast it for the madness cost (the game loop)
        return [{"casting": {"kind": "madness", "cost": str(mana)}, "text": f"Madness {mana}"}]

    def kw_miracle(self, mana):
        # 702.94a: reveal it as it's drawn, the first card drawn this turn; "When you reveal this
        # card this way, you may cast it by paying [cost] rather than its mana cost." (the game
        # loop: pyengine.game.miracle)
        return [{"casting": {"kind": "miracle", "cost": str(mana)}, "text": f"Miracle {mana}"}]

    def kw_suspend(self, n, mana):
        # 702.62a: the special action (116.2f) and the two triggered abilities from exile (the game loop)
        return [{"casting": {"kind": "suspend", "time": int(n), "cost": str(mana)}, "text": f"Suspend {n}—{mana}"}]

    def kw_escape(self, mana, n):
        # 702.138a: cast from the graveyard for [mana] plus exiling N other cards from it
        return [{"casting": {"kind": "escape", "cost": str(mana), "exile_other": int(n)}}]

    def kw_ninjutsu(self, mana):
        # 702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking creature you
        # control to its owner's hand: Put this card onto the battlefield from your hand tapped and
        # attacking." (702.49c: attacking the same player as the returned creature, unblocked)
        return [{"activated": {"cost": str(mana), "zone": "hand", "return_unblocked": True,
                               "effect": [{"put_attacking": "self"}]},
                 "text": f"Ninjutsu {mana}"}]

    def kw_craft(self, ph, mana):
        return self.kw_craft_n(1, ph, mana)

    def kw_craft_n(self, n, ph, mana):
        # 702.167a: "[Cost], Exile this permanent, Exile [materials] from among permanents you control
        # and/or cards in your graveyard: Return this card to the battlefield transformed under its
        # owner's control. Activate only as a sorcery." (702.167b: a type alone names a permanent of
        # that type or a card of that type in a graveyard)
        if not isinstance(n, int) or n < 1:
            raise Unsupported("craft with a number of materials that isn't a whole number")
        return [{"activated": {"cost": str(mana), "exile_self": True, "timing": "sorcery",
                               "costs": [{"exile": ph.filter(), "count": n, "from": "battlefield_or_graveyard"}],
                               "effect": [{"return_to_battlefield": "self", "transformed": True, "player": "owner"}]}}]

    def kw_foretell(self, mana):
        # 702.143a: the special action (pay {2}, exile it face down during your turn) and casting it
        # from exile for [mana] after that turn (the game loop)
        return [{"casting": {"kind": "foretell", "cost": str(mana)}, "text": f"Foretell {mana}"}]

    def kw_morph(self, mana):
        # 702.37a: cast face down as a 2/2 creature for {3} (an alternative cost, 702.37c); turned
        # face up for [mana] by a special action (702.37e) -- pyengine/game/face_down.py
        return [_face_down_kw("morph", mana)]

    def kw_megamorph(self, mana):
        # 702.37b: morph, and a +1/+1 counter as it's turned face up for its megamorph cost
        return [_face_down_kw("megamorph", mana)]

    def kw_disguise(self, mana):
        # 702.168a: as morph, the face-down creature having ward {2}
        return [_face_down_kw("disguise", mana)]

    def kw_reinforce(self, n, mana):
        # 702.77a: "[Cost], Discard this card: Put N +1/+1 counters on target creature."
        n = int(n)
        return [{"activated": {"cost": str(mana), "zone": "hand", "discard_self": True,
                               "targets": [{"filter": "creature"}],
                               "effect": [{"counters": {"kind": "+1/+1", "amount": n}, "on": "target"}]},
                 "text": f"Reinforce {n}—{mana}"}]

    def kw_blitz(self, mana):
        # 702.152a: an alternative cost from the hand; the permanent gains haste and "When this
        # creature dies, draw a card" and is sacrificed at the beginning of the next end step
        return [{"casting": {"kind": "blitz", "cost": str(mana)}, "text": f"Blitz {mana}"}]

    def kw_scavenge(self, mana):
        # 702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal
        # to the power of the card you exiled on target creature. Activate only as a sorcery."
        return [{"activated": {"cost": str(mana), "zone": "graveyard", "exile_self": True, "timing": "sorcery",
                               "targets": [{"filter": "creature"}],
                               "effect": [{"counters": {"kind": "+1/+1", "amount": {"power_of": "self"}},
                                           "on": "target"}]},
                 "text": f"Scavenge {mana}"}]

    def kw_level_up(self, mana):
        # 702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent.
        # Activate only as a sorcery."
        return [{"activated": {"cost": str(mana), "timing": "sorcery",
                               "effect": [{"counters": {"kind": "level", "amount": 1}, "on": "self"}]},
                 "text": f"Level up {mana}"}]

    def kw_prototype(self, mana, pt):
        # 702.160a, 718.3: "Prototype {1}{B}{B} -- 3/3": the card may be cast prototyped, with
        # that mana cost, power and toughness (pyengine/game/prototype.py)
        p, t = str(pt).split("/")
        return [{"casting": {"kind": "prototype", "cost": str(mana), "power": int(p), "toughness": int(t)},
                 "text": f"Prototype {mana} — {pt}"}]

    def kw_living_weapon(self):
        # 702.92a: "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token,
        # then attach this Equipment to it."
        germ = {"name": "Phyrexian Germ", "types": ["creature"], "subtypes": ["Phyrexian", "Germ"],
                "colors": ["black"], "power": 0, "toughness": 0}
        return [{"triggered": {"when": {"event": "enters"},
                               "effect": [{"create_token": germ, "remember": "germ"},
                                          {"attach": "self", "to": {"remembered": "germ"}}]},
                 "text": "Living weapon"}]

    def kw_storm(self):
        # 702.40a: a triggered ability that functions on the stack (the game loop: copies, 707.10)
        return [{"casting": {"kind": "storm"}, "text": "Storm"}]

    def kw_cascade(self):
        # 702.85a: a triggered ability of the spell on the stack ("When you cast this spell, ...");
        # the game loop puts one trigger per instance on the stack (702.85c)
        return [{"casting": {"kind": "cascade"}, "text": "Cascade"}]

    def kw_ripple(self, n):
        # 702.60a: "When you cast this spell, you may reveal the top N cards of your library ...
        # cast any of those cards with the same name as this spell without paying their mana
        # costs ..." -- a triggered ability of the spell on the stack (pyengine.game.ripple)
        return [{"casting": {"kind": "ripple", "n": int(n)}, "text": f"Ripple {int(n)}"}]

    def kw_surge(self, mana):
        # 702.117a: an alternative cost from the hand, if you cast another spell this turn
        return [{"casting": {"kind": "surge", "cost": str(mana)}, "text": f"Surge {mana}"}]

    def kw_prowl(self, mana):
        # 702.76a: an alternative cost, allowed if a player was dealt combat damage this turn by a
        # source that was then under your control and had any of this spell's creature types
        return [{"casting": {"kind": "prowl", "cost": str(mana)}, "text": f"Prowl {mana}"}]

    def kw_freerunning(self, mana):
        # 702.173a: an alternative cost from the hand, allowed if a player was dealt combat damage
        # this turn by an Assassin creature or a commander under your control (pyengine.game.zone_keywords)
        return [{"casting": {"kind": "freerunning", "cost": str(mana)}, "text": f"Freerunning {mana}"}]

    def kw_spectacle(self, mana):
        # 702.137a: an alternative cost from the hand, if an opponent lost life this turn
        return [{"casting": {"kind": "spectacle", "cost": str(mana)}, "text": f"Spectacle {mana}"}]

    def kw_jump_start(self):
        # 702.133a: cast from the graveyard discarding a card as an additional cost; exiled instead
        # of being put into a graveyard
        return [{"casting": {"kind": "jump_start"}, "text": "Jump-start"}]

    def kw_retrace(self):
        # 702.81a: cast from the graveyard discarding a land card as an additional cost
        return [{"casting": {"kind": "retrace"}, "text": "Retrace"}]

    def kw_embalm(self, mana):
        # 702.128a: "[Cost], Exile this card from your graveyard: Create a token that's a copy of this
        # card, except it's white, it has no mana cost, and it's a Zombie in addition to its other
        # types. Activate only as a sorcery."
        return [{"activated": {"cost": str(mana), "zone": "graveyard", "exile_self": True, "timing": "sorcery",
                               "effect": [{"create_token": {"copy_of": "self",
                                                            "except": {"colors": ["white"], "no_mana_cost": True,
                                                                       "add_subtypes": ["Zombie"]}}}]},
                 "text": f"Embalm {mana}"}]

    def kw_eternalize(self, mana):
        # 702.129a: the same, "except it's black, it's 4/4, it has no mana cost, and it's a Zombie in
        # addition to its other types"
        return [{"activated": {"cost": str(mana), "zone": "graveyard", "exile_self": True, "timing": "sorcery",
                               "effect": [{"create_token": {"copy_of": "self",
                                                            "except": {"colors": ["black"], "pt": [4, 4],
                                                                       "no_mana_cost": True,
                                                                       "add_subtypes": ["Zombie"]}}}]},
                 "text": f"Eternalize {mana}"}]

    def kw_replicate(self, mana):
        # 702.56a: an additional cost paid any number of times; "When you cast this spell, if a
        # replicate cost was paid for it, copy it for each time" (the game loop, 707.10)
        return [{"casting": {"kind": "replicate", "cost": str(mana)}, "text": f"Replicate {mana}"}]

    def kw_offspring(self, mana):
        # 702.175a: "You may pay an additional [cost] as you cast this spell" and "When this
        # permanent enters, if its offspring cost was paid, create a token that's a copy of it,
        # except it's 1/1."
        return [{"casting": {"kind": "offspring", "cost": str(mana)}, "text": f"Offspring {mana}"},
                {"triggered": {"when": {"event": "enters"}, "if": {"offspring": True},
                               "effect": [{"create_token": {"copy_of": "self", "except": {"pt": [1, 1]}}}]},
                 "text": f"Offspring {mana} (when it enters, if its offspring cost was paid, a 1/1 token copy)"}]

    def kw_squad(self, mana):
        # 702.157a: "As an additional cost to cast this spell, you may pay [cost] any number of
        # times" and "When this creature enters, if its squad cost was paid, create a token that's
        # a copy of it for each time its squad cost was paid."
        return [{"casting": {"kind": "squad", "cost": str(mana)}, "text": f"Squad {mana}"},
                {"triggered": {"when": {"event": "enters"}, "if": {"squad": True},
                               "effect": [{"create_token": {"copy_of": "self"}, "amount": {"times_squad": "self"}}]},
                 "text": f"Squad {mana} (when it enters, a token copy for each time its squad cost was paid)"}]

    def kw_overload(self, mana):
        # 702.96a: an alternative cost; the spell's text with "each" for "target" (compile_abilities)
        return [{"casting": {"kind": "overload", "cost": str(mana)}, "text": f"Overload {mana}"}]

    def kw_awaken(self, n, mana):
        # 702.113a: an alternative cost, and "If this spell's awaken cost was paid, put N +1/+1
        # counters on target land you control. That land becomes a 0/0 Elemental creature with
        # haste. It's still a land." -- the spell cast that way rides on the ability (compile_abilities)
        return [{"casting": {"kind": "awaken", "cost": str(mana), "n": int(n)}, "text": f"Awaken {int(n)}—{mana}"}]

    def kw_plot(self, mana):
        # 702.170a: the special action from the hand; 702.170d: cast from exile without paying its
        # mana cost in a later turn (the game loop)
        return [{"casting": {"kind": "plot", "cost": str(mana)}, "text": f"Plot {mana}"}]

    def kw_encore(self, mana):
        # 702.141a: "[Cost], Exile this card from your graveyard: For each opponent, create a token
        # that's a copy of this card that attacks that opponent this turn if able. The tokens gain
        # haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery."
        return [{"activated": {"cost": str(mana), "zone": "graveyard", "exile_self": True, "timing": "sorcery",
                               "effect": [{"encore": "self"}]},
                 "text": f"Encore {mana}"}]

    def kw_emerge(self, mana):
        # 702.119a: an alternative cost from the hand, sacrificing a creature, reduced by its mana value
        return [{"casting": {"kind": "emerge", "cost": str(mana)}, "text": f"Emerge {mana}"}]

    def kw_rebound(self):
        # 702.88a: cast from the hand, it's exiled as it resolves and may be cast from exile without
        # paying its mana cost at the beginning of its owner's next upkeep (the game loop)
        return [{"casting": {"kind": "rebound"}, "text": "Rebound"}]

    def kw_unearth(self, mana):
        # 702.84a: "[Cost]: Return this card from your graveyard to the battlefield. It gains haste.
        # Exile it at the beginning of the next end step. If it would leave the battlefield, exile it
        # instead of putting it anywhere else. Activate only as a sorcery."
        return [{"activated": {"cost": str(mana), "zone": "graveyard", "timing": "sorcery", "effect": [
            {"return_to_battlefield": "self"},
            {"continuous": {"add_abilities": ["haste"]}, "on": "self"},
            {"delayed": {"when": {"event": "step", "step": "end", "player": "any"}, "effect": [{"exile": "self"}],
                         "text": "exile it at the beginning of the next end step (unearth)"}},
            {"replacement": {"watches": "zone_change", "from_zone": "battlefield", "to_zone": "exile",
                             "next_time": True, "text": "if it would leave the battlefield, exile it instead"},
             "on": "self"}]},
                 "text": f"Unearth {mana}"}]

    def kw_afterlife(self, n):
        # 702.135a: "When this permanent is put into a graveyard from the battlefield, create N 1/1
        # white and black Spirit creature tokens with flying."
        n = int(n)
        return [{"triggered": {"when": {"event": "dies"},
                               "effect": [{"create_token": {"name": "Spirit", "types": ["creature"], "subtypes": ["Spirit"],
                                                            "colors": ["white", "black"], "power": 1, "toughness": 1,
                                                            "abilities": ["flying"]}, "amount": n}]},
                 "text": f"Afterlife {n}"}]

    def kw_soulshift(self, n):
        # 702.46a: "When this permanent is put into a graveyard from the battlefield, you may return
        # target Spirit card with mana value N or less from your graveyard to your hand."
        n = int(n)
        return [{"triggered": {"when": {"event": "dies"},
                               "targets": [{"filter": [{"subtype": "Spirit"}, {"mana_value": {"le": n}}, "card",
                                                       {"zone": "graveyard"}, {"owner": "you"}]}],
                               "effect": [{"may": [{"return_to_hand": "target"}],
                                           "text": "you may return the Spirit card to your hand"}]},
                 "text": f"Soulshift {n}"}]

    def kw_recover(self, mana):
        # 702.59a: "When a creature is put into your graveyard from the battlefield, you may pay
        # [cost]. If you do, return this card from your graveyard to your hand. Otherwise, exile
        # this card." -- a triggered ability working only in the graveyard
        return [{"triggered": {"when": {"event": "dies", "filter": ["creature", {"owner": "you"}]}, "zone": "graveyard",
                               "effect": [{"may_pay": {"mana": str(mana)},
                                           "then": [{"return_to_hand": "self", "from": "graveyard"}],
                                           "else": [{"exile": "self", "from": "graveyard"}]}]},
                 "text": f"Recover {mana}"}]

    def kw_modular(self, n):
        # 702.43a: "This permanent enters with N +1/+1 counters on it" and "When this permanent is put
        # into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact
        # creature for each +1/+1 counter on this permanent."
        n = int(n)
        return [{"replacement": {"scope": "entering", "watches": "zone_change", "going_to": "battlefield",
                                 "affected": {"object": "self"}, "enter_with_counters": {"+1/+1": n}},
                 "text": f"Modular {n} (it enters with {n} +1/+1 counters)"},
                {"triggered": {"when": {"event": "dies"},
                               "targets": [{"filter": ["artifact", "creature"]}],
                               "effect": [{"may": [{"counters": {"kind": "+1/+1",
                                                                 "amount": {"event_lki_counters": "+1/+1"}},
                                                    "on": "target"}],
                                           "text": "you may move its +1/+1 counters"}]},
                 "text": f"Modular {n}"}]

    def kw_graft(self, n):
        # 702.58a: "This permanent enters with N +1/+1 counters on it" and "Whenever another
        # creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1
        # counter from this permanent onto that creature." (an intervening "if", 603.4; moving a
        # counter, 122.5). 702.58b: each instance works separately.
        n = int(n)
        return [{"replacement": {"scope": "entering", "watches": "zone_change", "going_to": "battlefield",
                                 "affected": {"object": "self"}, "enter_with_counters": {"+1/+1": n}},
                 "text": f"Graft {n} (it enters with {n} +1/+1 counters)"},
                {"triggered": {"when": {"event": "enters", "filter": ["creature", "other"]},
                               "if": {"source_counters": "+1/+1"},
                               "effect": [{"may": [{"move_counter": "+1/+1", "from": "self", "to": "it"}],
                                           "text": "you may move a +1/+1 counter from this permanent onto that creature"}]},
                 "text": f"Graft {n}"}]

    def kw_outlast(self, mana):
        # 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
        return [{"activated": {"cost": f"{mana}{{T}}", "timing": "sorcery",
                               "effect": [{"counters": {"kind": "+1/+1", "amount": 1}, "on": "self"}]},
                 "text": f"Outlast {mana}"}]

    def kw_fabricate(self, n):
        # 702.123a: "When this permanent enters, you may put N +1/+1 counters on it. If you don't,
        # create N 1/1 colorless Servo artifact creature tokens."
        n = int(n)
        servo = {"name": "Servo", "types": ["artifact", "creature"], "subtypes": ["Servo"], "colors": [],
                 "power": 1, "toughness": 1}
        return [{"triggered": {"when": {"event": "enters"},
                               "effect": [{"may": [{"counters": {"kind": "+1/+1", "amount": n}, "on": "self"}],
                                           "else": [{"create_token": servo, "amount": n}],
                                           "text": f"put {n} +1/+1 counters on it (else create {n} Servos)"}]},
                 "text": f"Fabricate {n}"}]

    def kw_daybound(self):
        return ["daybound"]                 # 702.145b (pyengine/game/day_night.py)

    def kw_nightbound(self):
        return ["nightbound"]               # 702.145e

    def kw_decayed(self):
        # 702.147a: "This creature can't block" and "When this creature attacks, sacrifice it at end
        # of combat."
        return [{"combat": [{"kind": "cant_block"}], "text": "Decayed (this creature can't block)"},
                {"triggered": {"when": {"event": "attacks"},
                               "effect": [{"delayed": {"when": {"event": "step", "step": "end_of_combat",
                                                                "player": "any"},
                                                       "effect": [{"sacrifice": "self"}],
                                                       "text": "sacrifice it at end of combat (decayed)"}}]},
                 "text": "Decayed"}]

    def kw_exploit(self):
        # 702.110a: "When this creature enters, you may sacrifice a creature." (702.110b: it
        # "exploits" the creature sacrificed this way: the event of "When ~ exploits a creature")
        return [{"triggered": {"when": {"event": "enters"},
                               "effect": [{"may": [{"sacrifice": "creature", "exploit": True}],
                                           "text": "you may sacrifice a creature (exploit)"}]},
                 "text": "Exploit"}]

    def kw_saddle(self, n):
        # 702.171a: "Tap any number of other untapped creatures you control with total power N or
        # greater: This permanent becomes saddled until end of turn. Activate only as a sorcery."
        n = int(n)
        return [{"activated": {"cost": "", "crew": n, "crew_other": True, "timing": "sorcery",
                               "effect": [{"designate": "saddled"}]},
                 "text": f"Saddle {n}"}]

    def champion_type(self, tok):
        t = str(tok).lower()
        if t != "creature":
            raise Unsupported("champion a permanent of a type other than creature")
        return t

    def champion_subtypes(self, *subtypes):
        subs = [{"subtype": _subtype(t)[0]} for t in subtypes]
        return subs[0] if len(subs) == 1 else {"any": subs}

    def kw_champion(self, _art, what):
        # 702.72a: "When this permanent enters, sacrifice it unless you exile another [object] you
        # control" and "When this permanent leaves the battlefield, return the exiled card to the
        # battlefield under its owner's control" -- linked abilities (702.72b, 607.2a: the card
        # exiled by the first is the one the second returns)
        f = _and(_and(what, "other"), {"controller": "you"})
        return [{"triggered": {"when": {"event": "enters"},
                               "effect": [{"may": [{"exile_own": f, "linked": True},
                                                   {"if": {"did": False}, "then": [{"sacrifice": "self"}]}],
                                           "else": [{"sacrifice": "self"}],
                                           "text": "exile another such permanent you control (else sacrifice it)"}]},
                 "text": "Champion (sacrifice it unless you exile another such permanent you control)"},
                {"triggered": {"when": {"event": "leaves"},
                               "effect": [{"return_to_battlefield": {"exiled_with": "self"}, "player": "owner"}]},
                 "text": "Champion (when it leaves the battlefield, the exiled card returns)"}]

    def kw_dredge(self, n):
        # 702.52a: a static ability functioning only while the card is in a graveyard: the draw
        # replaced by milling N cards and returning the card to the hand (pyengine.game.dredge)
        return [{"dredge": int(n), "text": f"Dredge {int(n)}"}]

    def kw_bloodthirst(self, n):
        # 702.54a: "If an opponent was dealt damage this turn, this permanent enters with N +1/+1
        # counters on it."
        n = int(n)
        return [{"enters_with": {"if": {"opponent_dealt_damage_this_turn": True}, "counters": {"+1/+1": n}},
                 "text": f"Bloodthirst {n}"}]

    def kw_devour(self, n):
        # 702.82a: "As this object enters, you may sacrifice any number of creatures. This
        # permanent enters with N +1/+1 counters on it for each creature sacrificed this way."
        # (614.12a: chosen before it enters; pyengine.game.as_enters)
        n = int(n)
        return [{"as_enters": {"devour": {"n": n}}, "text": f"Devour {n}"}]

    def devour_type(self, tok):
        return str(tok).lower().rstrip("s")

    def devour_subtype(self, tok):
        return {"subtype": _subtype(tok)[0]}

    def kw_devour_quality(self, what, n):
        # 702.82c: "Devour [quality] N": sacrifice any number of [quality] permanents
        n = int(n)
        return [{"as_enters": {"devour": {"n": n, "filter": what}}, "text": f"Devour [quality] {n}"}]

    def kw_devour_x(self, _tok):
        # 702.82a: "Devour X, where X is the number of creatures devoured this way" -- X +1/+1
        # counters for each of the X creatures sacrificed as it enters (107.3, 702.82b)
        return [{"as_enters": {"devour": {"n": "devoured"}}, "text": "Devour X"}]

    def kw_amplify(self, n):
        # 702.38a: "As this object enters, reveal any number of cards from your hand that share a
        # creature type with it. This permanent enters with N +1/+1 counters on it for each card
        # revealed this way." (702.38b: each instance separately)
        n = int(n)
        return [{"as_enters": {"amplify": n}, "text": f"Amplify {n}"}]

    def kw_riot(self):
        # 702.136a: "You may have this permanent enter with an additional +1/+1 counter on it. If
        # you don't, it gains haste." -- an optional replacement effect (614.1c); declining it
        # grants haste (an effect locked onto the permanent, pyengine.game.choices.entered).
        # 702.136b: each instance works separately (one replacement effect each).
        return [{"replacement": {"scope": "entering", "watches": "zone_change", "going_to": "battlefield",
                                 "affected": {"object": "self"}, "enter_with_counters": {"+1/+1": 1},
                                 "optional": True, "declined_gains": ["haste"]},
                 "text": "Riot"}]

    def kw_sunburst(self):
        # 702.44a: "If this object is entering as a creature, ignoring any type-changing effects
        # that would affect it, it enters with a +1/+1 counter on it for each color of mana spent
        # to cast it. Otherwise, it enters with a charge counter on it for each color of mana spent
        # to cast it." (702.44b: only entering from the stack as a resolving spell; the game loop,
        # pyengine.game.keyword_costs.entering)
        return [{"enters_with": {"if": {"all": []}, "counters": {"sunburst": "colors_spent"}}, "text": "Sunburst"}]

    def kw_ravenous(self):
        # 702.156a: "This permanent enters with X +1/+1 counters on it" and "When this permanent
        # enters, if X is 5 or more, draw a card." (107.3m: X is the spell's X; 0 if it wasn't cast)
        return [{"replacement": {"scope": "entering", "watches": "zone_change", "going_to": "battlefield",
                                 "affected": {"object": "self"}, "enter_with_counters": {"+1/+1": "x"}},
                 "text": "Ravenous (it enters with X +1/+1 counters)"},
                {"triggered": {"when": {"event": "enters"}, "if": {"number": "x", "at_least": 5},
                               "effect": [{"draw": 1}]},
                 "text": "Ravenous (when it enters, if X is 5 or more, draw a card)"}]

    def kw_reconfigure(self, mana):
        # 702.151a: "[Cost]: Attach this permanent to another target creature you control. Activate
        # only as a sorcery" and "[Cost]: Unattach this permanent. Activate only if this permanent
        # is attached to a creature and only as a sorcery." (702.151b, 301.5c: pyengine.game.reconfigure)
        return [{"activated": {"cost": str(mana), "timing": "sorcery", "reconfigure": True,
                               "targets": [{"filter": ["creature", "other", {"controller": "you"}]}],
                               "effect": [{"attach": "self", "to": "target"}]},
                 "text": f"Reconfigure {mana} (attach it to another target creature you control)"},
                {"activated": {"cost": str(mana), "timing": "sorcery",
                               "activate_if": {"count": ["creature", "attached"], "at_least": 1},
                               "effect": [{"unattach": "self"}]},
                 "text": f"Reconfigure {mana} (unattach it)"}]

    def kw_undaunted(self):
        # 702.125a: "This spell costs {1} less to cast for each opponent you have." (702.125b:
        # players who left the game aren't counted; 702.125c: each instance applies)
        return [{"cost_modifier": {"self": True, "generic": -1, "per": {"opponents": "you"}}, "text": "Undaunted"}]

    def kw_myriad(self):
        # 702.116a: "Whenever this creature attacks, for each opponent other than defending player,
        # you may create a token that's a copy of this creature that's tapped and attacking that
        # player or a planeswalker they control. If one or more tokens are created this way, exile
        # the tokens at end of combat." (pyengine.game.attack_keywords)
        return [{"triggered": {"when": {"event": "attacks"}, "effect": [{"myriad": "self"}]}, "text": "Myriad"}]

    def kw_enlist(self):
        # 702.154a: "As this creature attacks, you may tap up to one untapped creature you control
        # that you didn't choose to attack with and that either has haste or has been under your
        # control continuously since this turn began. When you do, this creature gets +X/+0 until
        # end of turn, where X is the tapped creature's power." -- an optional cost to attack
        # (508.1g, 702.154b) paid as attackers are declared (pyengine.game.attack_keywords)
        return [{"enlist": True, "text": "Enlist"}]

    def kw_backup(self, n):
        # 702.165a: a triggered ability; which abilities it grants ("the non-backup abilities of
        # this creature printed below this one") is known only from the whole card: a marker that
        # compile_abilities replaces (_backup_ability)
        return [{"backup_marker": int(n), "text": f"Backup {int(n)}"}]

    def kw_unleash(self):
        # 702.98a: "You may have this permanent enter with an additional +1/+1 counter on it" and
        # "This permanent can't block as long as it has a +1/+1 counter on it."
        return [{"replacement": {"scope": "entering", "watches": "zone_change", "going_to": "battlefield",
                                 "affected": {"object": "self"}, "enter_with_counters": {"+1/+1": 1},
                                 "optional": True},
                 "text": "Unleash (you may have it enter with a +1/+1 counter)"},
                {"combat": [{"kind": "cant_block", "while": {"source_counters": "+1/+1", "at_least": 1}}],
                 "text": "Unleash (it can't block as long as it has a +1/+1 counter on it)"}]

    def kw_rampage(self, n):
        # 702.23a-b: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each
        # creature blocking it beyond the first" (the bonus is computed as it resolves)
        n = int(n)
        bonus = {"now": {"times": [n, {"blockers_beyond_first": "self"}]}}
        return [{"triggered": {"when": {"event": "becomes_blocked"},
                               "effect": [{"continuous": {"modify_pt": [bonus, bonus]}, "on": "self",
                                           "duration": "end_of_turn"}]},
                 "text": f"Rampage {n}"}]

    def kw_renown(self, n):
        # 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, put N
        # +1/+1 counters on it and it becomes renowned."
        n = int(n)
        return [{"triggered": {"when": {"event": "damage", "source": "self", "combat": True, "to": "player"},
                               "if": {"renowned": False},
                               "effect": [{"counters": {"kind": "+1/+1", "amount": n}, "on": "self"},
                                          {"designate": "renowned"}]},
                 "text": f"Renown {n}"}]

    def _dies_return(self, kind, rule_counter, text):
        # 702.93a undying / 702.79a persist: "When this permanent is put into a graveyard from the
        # battlefield, if it had no [+1/+1 | -1/-1] counters on it, return it to the battlefield
        # under its owner's control with a [+1/+1 | -1/-1] counter on it."
        return [{"triggered": {"when": {"event": "dies"}, "if": {"had_no_counters": rule_counter},
                               "effect": [{"return_to_battlefield": "it", "player": "owner",
                                           "with_counters": {rule_counter: 1}}]},
                 "text": text}]

    def kw_undying(self):
        return self._dies_return("undying", "+1/+1", "Undying")

    def kw_persist(self):
        return self._dies_return("persist", "-1/-1", "Persist")

    def kw_kicker_two(self, a, b):
        # 702.33b: "Kicker [cost 1] and/or [cost 2]" means "Kicker [cost 1], kicker [cost 2]"
        return [{"casting": {"kind": "kicker", "cost": str(a)}, "text": f"Kicker {a}"},
                {"casting": {"kind": "kicker", "cost": str(b)}, "text": f"Kicker {b}"}]

    def kw_multikicker(self, mana):
        # 702.33c: "You may pay an additional [cost] any number of times as you cast this spell."
        return [{"casting": {"kind": "multikicker", "cost": str(mana)}, "text": f"Multikicker {mana}"}]

    def kw_extort(self):
        # 702.101a: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1
        # life and you gain life equal to the total life lost this way."
        return [{"triggered": {"when": {"event": "cast", "player": "you"},
                               "effect": [{"may_pay": "{W/B}", "then": [{"drain": 1}]}]},
                 "text": "Extort"}]

    def kw_afflict(self, n):
        # 702.130a: "Whenever this creature becomes blocked, defending player loses N life."
        n = int(n)
        return [{"triggered": {"when": {"event": "becomes_blocked"},
                               "effect": [{"lose_life": n, "player": "that_player"}]},
                 "text": f"Afflict {n}"}]

    def kw_provoke(self):
        # 702.39a: "Whenever this creature attacks, you may have target creature defending player
        # controls untap and block this creature this turn if able."
        return [{"triggered": {"when": {"event": "attacks"},
                               "effect": [{"may": [{"untap": "target"},
                                                   {"combat_rule": {"kind": "must_block_attacker", "attacker": "self"},
                                                    "on": "target", "duration": "end_of_turn"}],
                                           "text": "you may have target creature untap and block this creature"}],
                               "targets": [{"filter": "creature", "defending_player_controls": True}]},
                 "text": "Provoke"}]

    def kw_annihilator(self, n):
        # 702.86a: "Whenever this creature attacks, defending player sacrifices N permanents."
        n = int(n)
        return [{"triggered": {"when": {"event": "attacks"},
                               "effect": [{"sacrifice": "permanent", "player": "that_player"} for _ in range(n)]},
                 "text": f"Annihilator {n}"}]

    def kw_mobilize(self, n):
        # mobilize (its reminder text, not yet in the CR): "Whenever this creature attacks, create N
        # tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of
        # the next end step." (508.4: they enter attacking; 603.7: the delayed trigger)
        n = int(n)
        return [{"triggered": {"when": {"event": "attacks"},
                               "effect": [{"create_token": {"name": "Warrior", "types": ["creature"], "subtypes": ["Warrior"],
                                                            "colors": ["red"], "power": 1, "toughness": 1},
                                           "amount": n, "tapped": True, "attacking": True},
                                          {"delayed": {"when": {"event": "step", "step": "end", "player": "any"},
                                                       "effect": [{"sacrifice_these": {"created": True}}],
                                                       "text": "at the beginning of the next end step"}}]},
                 "text": f"Mobilize {n}"}]

    def kw_firebending(self, n):
        # firebending (its reminder text, not yet in the CR): "Whenever this creature attacks, add
        # N {R}. This mana lasts until end of combat." (a triggered ability that isn't a mana
        # ability, 605.1b; the mana stays in the pool until the end of combat step ends, 500.4)
        n = int(n)
        return [{"triggered": {"when": {"event": "attacks"},
                               "effect": [{"add_mana": "R" * n, "mana_keep": "combat"}]},
                 "text": f"Firebending {n}"}]

    def kw_melee(self):
        # 702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent
        # you attacked with a creature this combat." (computed as it resolves)
        n = {"now": {"opponents_attacked": "you"}}
        return [{"triggered": {"when": {"event": "attacks"},
                               "effect": [{"continuous": {"modify_pt": [n, n]}, "on": "self",
                                           "duration": "end_of_turn"}]},
                 "text": "Melee"}]

    def kw_dethrone(self):
        # 702.105a: "Whenever this creature attacks the player with the most life or tied for most
        # life, put a +1/+1 counter on this creature."
        return [{"triggered": {"when": {"event": "attacks", "while": {"defending_most_life": True}},
                               "effect": [{"counters": {"kind": "+1/+1", "amount": 1}, "on": "self"}]},
                 "text": "Dethrone"}]

    def kw_training(self):
        # 702.149a: "Whenever this creature and at least one other creature with power greater than
        # this creature's power attack, put a +1/+1 counter on this creature."
        return [{"triggered": {"when": {"event": "attacks", "while": {"attacks_with_greater_power": True}},
                               "effect": [{"counters": {"kind": "+1/+1", "amount": 1}, "on": "self"}]},
                 "text": "Training"}]

    def kw_phasing(self):
        return ["phasing"]                   # 702.26a: the game loop's untap step (502.1)

    def kw_evolve(self):
        # 702.100a: "Whenever a creature you control enters, if that creature's power is greater
        # than this creature's power and/or that creature's toughness is greater than this
        # creature's toughness, put a +1/+1 counter on this creature." (an intervening "if", 603.4)
        return [{"triggered": {"when": {"event": "enters", "filter": ["creature", {"controller": "you"}]},
                               "if": {"evolves": True},
                               "effect": [{"counters": {"kind": "+1/+1", "amount": 1}, "on": "self"}]},
                 "text": "Evolve"}]

    def kw_ingest(self):
        # 702.115a: "Whenever this creature deals combat damage to a player, that player exiles the
        # top card of their library."
        return [{"triggered": {"when": {"event": "damage", "source": "self", "combat": True, "to": "player"},
                               "effect": [{"exile_top": 1, "player": "that_player"}]},
                 "text": "Ingest"}]

    def kw_battle_cry(self, _t):
        # 702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0 until
        # end of turn." (the creatures attacking as it resolves, 611.2c)
        return [{"triggered": {"when": {"event": "attacks"},
                               "effect": [{"continuous": {"affects": ["other", "attacking", "creature"],
                                                          "modify_pt": [1, 0]}, "duration": "end_of_turn"}]},
                 "text": "Battle cry"}]

    def kw_for_mirrodin(self):
        # 702.163a: "When this Equipment enters, create a 2/2 red Rebel creature token, then attach
        # this Equipment to it."
        rebel = {"name": "Rebel", "types": ["creature"], "subtypes": ["Rebel"], "colors": ["red"],
                 "power": 2, "toughness": 2}
        return [{"triggered": {"when": {"event": "enters"},
                               "effect": [{"create_token": rebel, "remember": "rebel"},
                                          {"attach": "self", "to": {"remembered": "rebel"}}]},
                 "text": "For Mirrodin!"}]

    def kw_fading(self, n):
        # 702.32a: "This permanent enters with N fade counters on it" and "At the beginning of your
        # upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent."
        n = int(n)
        return [{"replacement": {"scope": "entering", "watches": "zone_change", "going_to": "battlefield",
                                 "affected": {"object": "self"}, "enter_with_counters": {"fade": n}},
                 "text": f"Fading {n} (it enters with {n} fade counters)"},
                {"triggered": {"when": {"event": "step", "step": "upkeep", "player": "you"},
                               "effect": [{"if": {"source_counters": "fade"},
                                           "then": [{"counters": {"kind": "fade", "amount": -1}, "on": "self"}],
                                           "else": [{"sacrifice": "self"}]}]},
                 "text": f"Fading {n}"}]

    def kw_vanishing(self, n):
        # 702.63a: "This permanent enters with N time counters on it," "At the beginning of your
        # upkeep, if this permanent has a time counter on it, remove a time counter from it," and
        # "When the last time counter is removed from this permanent, sacrifice it."
        n = int(n)
        return [{"replacement": {"scope": "entering", "watches": "zone_change", "going_to": "battlefield",
                                 "affected": {"object": "self"}, "enter_with_counters": {"time": n}},
                 "text": f"Vanishing {n} (it enters with {n} time counters)"},
                {"triggered": {"when": {"event": "step", "step": "upkeep", "player": "you"},
                               "if": {"source_counters": "time"},
                               "effect": [{"counters": {"kind": "time", "amount": -1}, "on": "self"}]},
                 "text": f"Vanishing {n} (remove a time counter at the beginning of your upkeep)"},
                {"triggered": {"when": {"event": "last_counter_removed", "kind": "time"},
                               "effect": [{"sacrifice": "self"}]},
                 "text": f"Vanishing {n} (when the last time counter is removed, sacrifice it)"}]

    def kw_umbra_armor(self):
        # 702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked on it
        # and destroy this Aura."
        return [{"replacement": {"watches": "zone_change", "cause": "destroy", "from_zone": "battlefield",
                                 "affected": {"object": "enchanted"},
                                 "replace_with": [{"kind": "remove_damage", "obj": "$obj"},
                                                  {"kind": "zone_change", "obj": "$effect_source",
                                                   "from_zone": "battlefield", "to_zone": "graveyard",
                                                   "what": "destroy"}]},
                 "text": "Umbra armor"}]

    def kw_split_second(self, _t=None):
        return ["split_second"]             # 702.61a: the game loop's priority actions (timing.py)

    def kw_mentor(self):
        # 702.134a: "Whenever this creature attacks, put a +1/+1 counter on target attacking
        # creature with power less than this creature's power."
        return [{"triggered": {"when": {"event": "attacks"},
                               "targets": [{"filter": ["attacking", "creature"], "power_below_source": True}],
                               "effect": [{"counters": {"kind": "+1/+1", "amount": 1}, "on": "target"}]},
                 "text": "Mentor"}]

    def kw_echo(self, mana):
        # 702.30a: "At the beginning of your upkeep, if this permanent came under your control since
        # the beginning of your last upkeep, sacrifice it unless you pay [cost]."
        return [{"triggered": {"when": {"event": "step", "step": "upkeep", "player": "you"},
                               "if": {"echo_due": True},
                               "effect": [{"pay_or": [{"sacrifice": "self"}], "cost": str(mana)}]},
                 "text": f"Echo {mana}"}]

    def _cumulative(self, cost, text, entries=None):
        # 702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield, put an
        # age counter on this permanent. Then you may pay [cost] for each age counter on it. If you
        # don't, sacrifice it."
        return [{"triggered": {"when": {"event": "step", "step": "upkeep", "player": "you"},
                               "if": {"source_on_battlefield": True},
                               "effect": [{"counters": {"kind": "age", "amount": 1}, "on": "self"},
                                          {"pay_or": [{"sacrifice": "self"}],
                                           **({"costs": entries} if entries else {"cost": cost}),
                                           "times": {"counters_on_self": "age"}}]},
                 "text": text}]

    def kw_cumulative_upkeep(self, mana):
        return self._cumulative(str(mana), f"Cumulative upkeep {mana}")

    def cumulative_action(self, _tok, effects):
        # 702.24a: "you may pay [cost] for each age counter on it. If you don't, sacrifice it." --
        # a cost that is an action the controller can always do (118.3: putting a counter on this
        # permanent, adding mana), done once for each age counter if they pay
        effects = effects if isinstance(effects, list) else [effects]
        ok = all(isinstance(e, dict) and ((set(e) == {"counters", "on"} and e["on"] == "self"
                                           and isinstance(e["counters"].get("amount"), int))
                                          or (set(e) == {"add_mana"} and isinstance(e["add_mana"], str)))
                 for e in effects)
        if not effects or not ok:
            raise Unsupported("a cumulative upkeep cost that is an action other than a counter on it or mana")
        text = "Cumulative upkeep—" + "; ".join(
            f"put {e['counters']['amount']} {e['counters']['kind']} counter(s) on it" if "counters" in e
            else f"add {e['add_mana']}" for e in effects)
        return ("keywords", [{"triggered": {"when": {"event": "step", "step": "upkeep", "player": "you"},
                                            "if": {"source_on_battlefield": True},
                                            "effect": [{"counters": {"kind": "age", "amount": 1}, "on": "self"},
                                                       {"pay_or": [{"sacrifice": "self"}], "pay_by": effects,
                                                        "times": {"counters_on_self": "age"}}]},
                              "text": text}])

    def kw_cumulative_upkeep_or(self, a, b):
        # 702.24a: "If [cost] has choices associated with it, each choice is made separately for
        # each age counter" -- {G} or {W} for each counter is a hybrid {G/W} paid once per counter
        # (107.4e: either half), all of them or none
        sa, sb = _mana_symbols(a), _mana_symbols(b)
        if len(sa) != 1 or len(sb) != 1 or sa[0] not in "WUBRG" or sb[0] not in "WUBRG" or sa == sb:
            raise Unsupported("cumulative upkeep with a choice of costs other than two colored mana symbols")
        return self._cumulative(f"{{{sa[0]}/{sb[0]}}}", f"Cumulative upkeep {a} or {b}")

    def kw_cumulative_upkeep_life(self, n):
        return self._cumulative({"life": int(n)}, f"Cumulative upkeep—Pay {n} life")

    def kw_crew(self, n):
        # 702.122a: "Tap any number of untapped creatures you control with total power N or greater:
        # This permanent becomes an artifact creature until end of turn."
        return [{"activated": {"cost": "", "crew": int(n),
                               "effect": [{"continuous": {"add_types": ["artifact", "creature"]}, "on": "self",
                                           "duration": "end_of_turn"}]},
                 "text": f"Crew {int(n)}"}]

    def pq_color(self, t):
        return _words(t)

    def pq_each_color(self):
        return _EACH_COLOR

    def pq_color_choice(self):
        return _COLOR_CHOICE               # 608.2d: chosen as the instruction resolves

    def pq_chosen_color(self):
        # 608.2d: "protection from the chosen color" -- the color a "Choose a color." of the same
        # instructions chose (the `_that` mark: elsewhere unsupported, _that_checked)
        return {"chosen": "color", "_that": True}

    def pq_everything(self):
        return "everything"

    def pq_type(self, t):
        return _type_word(t) + "s"

    def pq_multicolored(self):
        return "multicolored"

    def pq_monocolored(self):
        return "monocolored"

    def pq_subtype(self, t):
        sub, _fam = _subtype(t)
        return sub

    def keyword_line(self, *kws):
        out = [k for group in kws if not isinstance(group, Token) for k in group]
        if _choices_in(out):
            raise Unsupported("a keyword 'of your choice' that no instruction chooses")
        return ("keywords", out)

    def keyword_cost_line(self, tok, cost):
        # "Kicker—Sacrifice a land." (702.33a), "Buyback—Discard two cards." (702.27a),
        # "Flashback—{1}{G}, Pay 3 life." (702.34a), "Ward—Discard a card." (702.21a): the cost's
        # mana part and its other parts (pyengine/cards/costs.py), paid together (601.2h, 118.12a)
        kind = re.match(r"\w+", str(tok)).group(0).lower()
        entries = _cost_entries(cost)
        mana = "".join(str(e["mana"]) for e in entries if "mana" in e)
        rest = [e for e in entries if "mana" not in e]
        if kind == "equip":                       # 702.6a: "[Cost]: Attach ... Activate only as a sorcery."
            _k, spec = self.activated(cost, [{"attach": "self", "to": "target"}], "sorcery")
            spec["targets"] = [{"filter": ["creature", {"controller": "you"}]}]
            spec["equip"] = True                  # an equip ability (702.6a), for "Equip abilities you activate"
            return ("keywords", [{"activated": spec, "text": "Equip—" + _cost_text(entries)}])
        if kind in ("echo", "cumulative"):        # 702.30a, 702.24a: "... unless you pay [cost]"
            if kind == "echo":
                return ("keywords", [{"triggered": {"when": {"event": "step", "step": "upkeep", "player": "you"},
                                                    "if": {"echo_due": True},
                                                    "effect": [{"pay_or": [{"sacrifice": "self"}], "costs": entries}]},
                                      "text": "Echo—" + _cost_text(entries)}])
            return ("keywords", self._cumulative(None, "Cumulative upkeep—" + _cost_text(entries), entries))
        if kind == "morph":                       # 702.37a: turned face up by paying the morph cost
            kw = _face_down_kw("morph", mana)
            return ("keywords", [{"casting": {**kw["casting"], "costs": rest}, "text": "Morph—" + _cost_text(entries)}])
        if kind == "evoke":                       # 702.74a: "Evoke—Exile a red card from your hand."
            out = self.kw_evoke(mana)
            out[0] = {"casting": {**out[0]["casting"], "costs": rest}, "text": "Evoke—" + _cost_text(entries)}
            out[1] = {**out[1], "text": "Evoke (when it enters, if evoked, sacrifice it)"}
            return ("keywords", out)
        if kind == "ward":
            return ("keywords", ["ward", {"triggered": {"when": {"event": "becomes_target", "player": "opponent", "it": "item"},
                                                        "ward": True,
                                                        "effect": [{"pay_or": [{"counter": "it"}], "costs": entries,
                                                                    "player": {"controller_of": "it"}}]},
                                          "text": "Ward—" + _cost_text(entries)}])
        return ("keywords", [{"casting": {"kind": kind, "cost": mana, "costs": rest},
                              "text": f"{kind.capitalize()}—{_cost_text(entries)}"}])

    def kw_quoted(self, q):
        # 113.10: an ability granted as its text -- "this creature" in it is the object that has
        # it ("~", 113.7); the granting card's name stays written out there (201.5a) and doesn't
        # compile. It is compiled again where the object has it (pyengine.cards.card.granted_ability).
        # A quoted keyword with a cost ('have "Ward—Pay 2 life."') is that keyword: the keyword and
        # its triggered ability, granted as ward is (702.21a)
        text = _quoted_text(q)
        if self.name:
            # 201.5a: the granting card's name in the ability it grants names that object only
            for n in sorted(self_names(self.name), key=len, reverse=True):
                if n:
                    text = re.sub(r"(?<![\w'$])" + re.escape(n) + r"(?![\w])", GRANTER, text)
        got = compile_ability(text, "<granted ability>")
        if got and len(got) == 2 and isinstance(got[0], str) and (got[1].get("triggered") or {}).get("ward"):
            return got
        return [{"text": text}]

    def kw_list(self, *kws):
        out = [k for group in kws if not isinstance(group, Token) for k in group]
        # a granted ward is the keyword and its triggered ability granted as its text ("Ward {2}",
        # 702.21a), compiled again where the object has it (pyengine.cards.card._keyword_trigger), as
        # a face-down creature's ward {2} (708.2); a granted flanking stays the keyword alone
        # (702.25a); another keyword that is an ability of its own (exalted, prowess, toxic N...)
        # is granted as its text, compiled again where the object has it
        out = [k for k in out if not (isinstance(k, dict) and (k.get("triggered") or {}).get("flanking"))]
        return [k if isinstance(k, str) or _choices_in(k) or _chosen_keys(k)
                else {"text": k["text"]} if (k.get("triggered") or {}).get("ward") else _granted_keyword(k)
                for k in out]

    def kw_choice(self, _tok, *kws):
        # 608.2d: "your choice of flying, vigilance, or haste" -- one ability of those, chosen as
        # the instruction resolves; the effect says `choose` ({choice: {one_of: [...]}}, _with_choice)
        got = self.kw_list(*kws)
        if len(got) < 2 or any(not isinstance(k, (str, dict)) or (isinstance(k, dict) and "text" in k) for k in got):
            raise Unsupported("'your choice of' an ability granted as its text")
        return [{"choice": {"one_of": got}}]

    # ------------------------------------------------ enchant (702.5)
    def enchant_filter(self, ph):
        return ph.filter()

    def enchant_player(self):
        return "player"

    def enchant_line(self, what):
        if what == "player":
            return ("ability", {"enchant": "player", "player": True})
        return ("ability", {"enchant": what})

    # ------------------------------------------------ mana abilities (605)
    def mana_exact(self, t):
        syms = _mana_symbols(t)
        return ("exact", syms)

    def mana_choice(self, tok):
        options = [o for o in re.split(r",\s*(?:or\s+)?|\s+or\s+", str(tok)) if o.strip()]
        return ("choice", ["".join(_mana_symbols(o)) for o in options])

    def mana_any_color(self):
        return ("choice", ["W", "U", "B", "R", "G"])

    # 607.2d: "{T}: Add one mana of the chosen color" -- the color chosen as it entered (614.12a);
    # none chosen: no mana (106.5)
    def mana_produced_type(self, *_):
        # "one mana of any type that land produced" (106.12a): a type the tapped permanent's mana
        # ability just produced, chosen as it resolves (106.1b)
        return ("choice", [{"produced": True}])

    def mana_chosen_color(self):
        return ("choice", [dict(_CHOSEN_COLOR_MANA)])

    def mana_or_chosen_color(self, t):
        return ("choice", ["".join(_mana_symbols(t)), dict(_CHOSEN_COLOR_MANA)])

    def mana_additional(self, produce):
        # 106.12a: "adds an additional one mana of any color" -- "additional" says only that it's
        # mana besides what the land produced: the same mana as without the word
        return produce

    def mana_for_each(self, t, count):
        # 106.1, 605: "Add {G} for each Elf you control" -- the symbols, as many times as the count
        return ("for_each", _mana_symbols(t), count)

    def mana_then_additional(self, t, _then, more, count):
        # "Add {B}, then add an additional {B} for each charge counter removed this way" (106.1):
        # the symbol once and once more for each -- one count of the same symbol
        if _mana_symbols(t) != _mana_symbols(more) or len(_mana_symbols(t)) != 1:
            raise Unsupported("additional mana of another kind")
        return ("for_each", _mana_symbols(t), {"sum": [1, count]})

    def mana_times_exact(self, tok, t):
        # "Add six {G}", "add eight {C}" (106.1): that many of the symbol
        n = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten").index(str(tok).lower()) + 2
        return ("exact", _mana_symbols(t) * n)

    def mana_amount_equal(self, t, value):
        # "Add an amount of {G} equal to this creature's power" (106.1): the symbol, that many
        # times, the amount taken as the ability resolves (605.3b, 608.2h)
        return ("for_each", _mana_symbols(t), value)

    def mana_different_colors(self, tok):
        # "Add two mana of different colors" (106.1b): the colors chosen as it resolves
        n = ("two", "three", "four", "five").index(str(tok).lower()) + 2
        return ("choice", ["".join(c) for c in itertools.combinations("WUBRG", n)])

    def mana_any_one_color(self, tok):
        # "Add three mana of any one color" (106.1b): one color, chosen as it resolves (605.3b)
        n = ("two", "three", "four", "five").index(str(tok).lower()) + 2
        return ("choice", [c * n for c in "WUBRG"])

    def mana_x_one_color(self):
        # "Add X mana of any one color, where X is ..." (106.1b): one color chosen, X of it; X is
        # said by the sentence's "where X is" (608.2h, taken as the mana ability resolves)
        return ("for_each", [list("WUBRG")], "x")

    def mana_any_combination(self, tok):
        # "Add two mana in any combination of colors" (106.1b): each color chosen as it resolves
        n = ("two", "three", "four", "five").index(str(tok).lower()) + 2
        return ("choice", ["".join(c) for c in itertools.combinations_with_replacement("WUBRG", n)])

    def mana_combination_of(self, tok, *syms):
        # "Add two mana in any combination of {R} and/or {G}", "... of {U}, {B}, and/or {R}"
        n = ("two", "three", "four", "five").index(str(tok).lower()) + 2
        colors = "".join(c for t in syms for c in _mana_symbols(t))
        return ("choice", ["".join(c) for c in itertools.combinations_with_replacement(colors, n)])


    def mana_x_combination(self, *syms):
        # "Add X mana in any combination of {R} and/or {G}" / "... of colors" (106.1b): X mana,
        # each of one of these colors, chosen as it resolves; X said by the cost or "where X is"
        colors = "".join(c for t in syms for c in _mana_symbols(t)) or "WUBRG"
        if any(c not in "WUBRG" for c in colors):
            raise Unsupported("a combination of mana other than colors")
        return ("combination", colors, "x")

    def mana_any_color_each(self, count):
        # "one mana of any color for each ..." (106.1b): that many mana, each of any color
        return ("combination", "WUBRG", count)

    def mana_that_much_combination(self, _tok, *syms):
        # "add that much mana in any combination of {R} and/or {G}" (608.2h: the event's amount)
        return ("combination", "".join(c for t in syms for c in _mana_symbols(t)), THAT_MUCH)

    # ------------------------------------------------ costs
    def cost_mana(self, t):
        return Cost(mana=str(t))

    def cost_tap(self, _t):
        return Cost(tap=True)

    def cost_untap(self, _q):
        return Cost(untap=True)                     # 107.6: {Q}

    def cost_sacrifice_self(self):
        return Cost(sacrifice_self=True)

    def cost_sacrifice_granter(self, tok):
        # 201.5a: "Sacrifice Blazing Torch" in the ability the Torch grants: that Equipment (701.17a)
        return Cost(extra=[{"sacrifice": {"object": _granter_id(tok)}, "count": 1}])

    def cost_unattach_granter(self, tok):
        # 201.5a, 701.3d: "Unattach Leonin Bola": the Equipment that granted it, from this creature
        return Cost(extra=[{"unattach": _granter_id(tok)}])

    def cost_tap_granter(self, tok):
        # 201.5a: "Tap Fishing Pole" (an untapped permanent you control: that one)
        return Cost(extra=[{"tap": {"object": _granter_id(tok)}, "count": 1}])

    def cost_discard_self(self):
        # 113.6m: an ability whose cost moves the object out of the hand functions only there
        return Cost(from_zone="hand")

    def cost_exile_self(self):
        return Cost(exile_self=True)               # "Exile this artifact:" (the permanent, 118.3)

    def cost_return_self(self):
        return Cost(return_self=True)              # "Return this enchantment to its owner's hand:" (118.3)

    def cost_exert_self(self):
        # 701.39a: "Exert ~" as a cost -- it won't untap during its controller's next untap step
        return Cost(extra=[{"exert": "self"}])

    def cost_reveal_self_hand(self):
        # 702.57b, 701.16a: revealing the card from the hand: the ability functions only there (113.6m)
        return Cost(reveal_self=True)

    def cost_exile_self_graveyard(self):
        return Cost(from_zone="graveyard")         # 113.6m (as scavenge's, 702.97a)

    def cost_energy(self, *args):
        # 107.14: "Pay {E}{E}" -- remove that many energy counters from yourself
        return Cost(extra=[{"pay_energy": _energy_amount(args)}])

    def cost_life(self, n):
        if not isinstance(n, int) or n < 1:
            raise Unsupported("a life payment that isn't fixed")
        return Cost(life=n)

    def cost_sacrifice(self, _art, ph):
        return Cost(sacrifice=ph.filter())

    def cost_exile_top(self, tok):
        # 118.3: "Exile the top ten cards of your library" (payable only with that many cards there);
        # 404.1: "Exile the top card of your graveyard" (the last card put there)
        words = str(tok).lower().split()
        w = words[3]
        n = 1 if w == "card" else int(w) if w.isdigit() else _NUMBER_WORDS[w]
        return Cost(extra=[{"exile_top": n, **({"from": "graveyard"} if words[-1] == "graveyard" else {})}])

    def cost_exile_top_type(self, tok):
        # 404.1, 118.3: "Exile the top creature card of your graveyard" (the topmost such card;
        # payable only with one there)
        t = str(tok).lower().split()[3]
        return Cost(extra=[{"exile_top": 1, "from": "graveyard", "filter": [t, "card"]}])

    def cost_mill(self, tok):
        # 701.13a, 118.3: "Mill a card" / "Mill two cards" as a cost
        w = str(tok).lower().split()[1]
        return Cost(extra=[{"mill": 1 if w == "a" else int(w) if w.isdigit() else _NUMBER_WORDS[w]}])

    def cost_discard(self, n):
        return Cost(extra=[{"discard": _cost_n(n)}])

    def cost_discard_random(self, *_tok):
        # 701.8a/c: the card discarded at random is chosen by the game, not the player
        return Cost(extra=[{"discard": 1, "random": True}])

    def cost_discard_filter(self, _art, ph):
        return Cost(extra=[{"discard": 1, "filter": _and(ph.filter(), "card")}])

    def cost_remove_counters(self, amount):
        kind, n = amount
        return Cost(extra=[{"remove_counters": _cost_n(n), "kind": kind}])

    def cost_remove_any_counter(self, *_):
        # 122.8, 602.2b: "Remove a counter from this creature": a counter of any kind on it, the
        # kind chosen by the player paying the cost (118.3: none on it, it can't be paid)
        return Cost(extra=[{"remove_counters": 1, "kind": "any"}])

    def cost_remove_any_counter_from(self, _art, ph):
        # "Remove a counter from a creature you control": a permanent you control matching the
        # filter, with a counter on it, then one of its counters (122.8, 118.3)
        return Cost(extra=[{"remove_counters": 1, "kind": "any", "on": _and(ph.filter(), {"controller": "you"})}])

    def cost_remove_counters_from(self, amount, _art, ph):
        # 122.8, 118.3: "Remove a +1/+1 counter from a creature you control": a permanent you
        # control matching the filter with that many counters of that kind on it, then those counters
        kind, n = amount
        if not (isinstance(n, int) and n >= 1):
            raise Unsupported("removing a number of counters that isn't fixed from a chosen permanent")
        return Cost(extra=[{"remove_counters": n, "kind": kind, "on": _yours(ph.filter())}])

    def cost_sacrifice_either(self, _art, *phs):
        # 701.17a: "Sacrifice another creature or an artifact": one permanent you control that is
        # either ("another" says only the first kind isn't the source, 109.2)
        return Cost(sacrifice={"any": [ph.filter() for ph in phs if not isinstance(ph, Token)]})

    def cost_remove_any_number(self, kind, *_):
        # "Remove any number of storage counters from this land": the number (0 or more, at most
        # as many as there are, 118.3) chosen as the cost is paid (601.2h, 602.2b); "for each
        # counter removed this way" counts them (608.2h)
        return Cost(extra=[{"remove_counters": "any", "kind": str(kind)}])

    def cost_put_counters(self, amount):
        # 122.6, 602.2b: "Put a -1/-1 counter on this creature" (118.3: it can't be paid if the
        # counters can't be put on it, 101.2)
        kind, n = amount
        if not (isinstance(n, int) and n >= 1):
            raise Unsupported("putting a number of counters that isn't fixed as a cost")
        return Cost(extra=[{"put_counters": n, "kind": kind}])

    def cost_put_counters_on(self, amount, _art, ph):
        # "Put a -1/-1 counter on a creature you control": a permanent you control matching the
        # filter, chosen as the cost is paid (601.2h), that can have them (118.3, 101.2)
        kind, n = amount
        if not (isinstance(n, int) and n >= 1):
            raise Unsupported("putting a number of counters that isn't fixed as a cost")
        return Cost(extra=[{"put_counters": n, "kind": kind, "on": _yours(ph.filter())}])

    def cost_remove_counters_sacrifice(self, amount, _and):
        # 118.3, 602.2b: "Remove three quest counters from ~ and sacrifice it": both are costs
        # (the counters are removed before the permanent is sacrificed)
        c = self.cost_remove_counters(amount)
        c.sacrifice_self = True
        return c

    def cost_tap_untapped(self, _art, ph):
        return self.cost_tap_untapped_n(1, ph)

    def cost_tap_untapped_n(self, n, ph):
        # "Tap an untapped creature you control": the cost names untapped permanents of yours
        items = [i for i in (ph.filter() if isinstance(ph.filter(), list) else [ph.filter()])]
        if {"not": "tapped"} not in items or {"controller": "you"} not in items:
            raise Unsupported("tapping a permanent that isn't an untapped one you control")
        rest = [i for i in items if i not in ({"not": "tapped"}, {"controller": "you"})]
        c: dict = {"tap": _flat(rest) if rest else "permanent"}
        if _cost_n(n) != 1:
            c["count"] = n
        return Cost(extra=[c])

    def cost_exile_gy_any(self, *_):
        return Cost(extra=[{"exile": "card"}])

    def cost_exile_gy_any_n(self, n):
        return Cost(extra=[{"exile": "card", "count": _cost_n(n)}])

    def cost_exile_gy(self, _art, ph):
        return Cost(extra=[{"exile": _and(ph.filter(), "card")}])

    def cost_exile_gy_n(self, n, ph):
        return Cost(extra=[{"exile": _and(ph.filter(), "card"), "count": _cost_n(n)}])

    def cost_exile_hand(self, _art, ph):
        # "Exile a blue card from your hand" (406.2; a card other than the spell being cast)
        return Cost(extra=[{"exile": _and(ph.filter(), "card"), "from": "hand"}])

    def cost_exile_hand_mv_x(self, _art, ph):
        # 107.3a, 601.2b: "Exile a red card with mana value X from your hand" -- X is announced as
        # the spell is cast (601.2b), before the card is chosen and exiled (601.2h)
        return Cost(extra=[{"exile": _and(ph.filter(), "card", {"mana_value": {"eq": "x"}}), "from": "hand"}])

    def cost_exile_hand_n(self, n, ph):
        return Cost(extra=[{"exile": _and(ph.filter(), "card"), "from": "hand", "count": _cost_n(n)}])

    def cost_sacrifice_n(self, n, ph):
        # "Sacrifice two creatures" (701.17a): N permanents you control, chosen as the cost is paid
        n = _cost_n(n)
        if n == 1:
            return Cost(sacrifice=ph.filter())
        return Cost(extra=[{"sacrifice": ph.filter(), "count": n}])

    def cost_reveal(self, _art, ph):
        # "Reveal a Dragon card from your hand" (701.16a): a card of yours shown, staying in hand
        return Cost(extra=[{"reveal": _and(ph.filter(), "card")}])

    def cost_pay_mana(self, mana):
        return Cost(mana=str(mana))

    def cost_return(self, _art, ph):
        items = ph.filter() if isinstance(ph.filter(), list) else [ph.filter()]
        if {"controller": "you"} not in items:
            raise Unsupported("returning a permanent you don't control as a cost")
        return Cost(extra=[{"return_to_hand": ph.filter()}])

    def cost_return_n(self, n, ph):
        got = self.cost_return(None, ph)
        return Cost(extra=[{**got.extra[0], "count": _cost_n(n)}])

    def cost(self, *parts):
        c = Cost()
        for p in parts:
            c.extra = c.extra + p.extra
            if p.mana:
                if c.mana:
                    raise Unsupported("two mana costs")
                c.mana = p.mana
            c.tap = c.tap or p.tap
            c.untap = c.untap or p.untap
            moves = [c.exile_self, p.exile_self, c.sacrifice_self, p.sacrifice_self, c.return_self, p.return_self]
            if sum(moves) > 1:
                raise Unsupported("two costs moving the permanent itself")
            c.exile_self = c.exile_self or p.exile_self
            c.return_self = c.return_self or p.return_self
            c.life += p.life
            c.sacrifice_self = c.sacrifice_self or p.sacrifice_self
            c.reveal_self = c.reveal_self or p.reveal_self
            if p.from_zone:
                if c.from_zone:
                    raise Unsupported("two costs moving the card itself")
                c.from_zone = p.from_zone
            if p.sacrifice is not None:
                if c.sacrifice is not None:
                    raise Unsupported("two sacrifice costs")
                c.sacrifice = p.sacrifice
        return c

    def additional_cost(self, c):
        return ("spell_cost", {"sacrifice": c.sacrifice})

    def additional_extra_cost(self, c):
        # 601.2f-h: discard, pay life, exile from your graveyard, ... paid with the spell's cost
        return ("spell_cost", {"costs": _cost_entries(c)})

    def additional_life_cost(self, n):
        # 601.2f-h, 119.4: "As an additional cost to cast this spell, pay N life."
        return ("spell_cost", {"costs": [{"pay_life": _cost_n(n)}]})

    def additional_cost_choice(self, *parts):
        # 601.2b: "sacrifice a creature or pay {3}" -- one of the alternatives, chosen by the caster
        alts = [_cost_entries(p) for p in parts if isinstance(p, Cost)]
        return Cost(extra=[{"choose": alts}])

    def alternative_cost(self, _tok, parts, _rt):
        # 118.9: "You may [cost] rather than pay this spell's mana cost" -- the mana part (if any)
        # replaces the mana cost; the other parts are paid with it (601.2h)
        entries = list(parts)
        mana = "".join(str(e["mana"]) for e in entries if "mana" in e)
        rest = [e for e in entries if "mana" not in e]
        return ("ability", {"casting": {"kind": "alternative", "cost": mana, "costs": rest}})

    def cast_from_zone(self, _tok, *args):
        # 601.3, 113.6: "You may cast this card from your graveyard [if ...]" (pyengine/game/self_cast.py)
        zones = [a for a in args if isinstance(a, str)]
        cond = [a for a in args if isinstance(a, dict)]
        return ("ability", {"casting": {"kind": "from_zones", "zones": zones,
                                        **({"if": _static_cond(cond[0])} if cond else {})}})

    def scz_graveyard(self):
        return "graveyard"

    def scz_exile(self):
        return "exile"

    def cfc_if(self, cond):
        return cond

    def alternative_cost_if(self, _tok, cond, parts, rt):
        kind, raw = self.alternative_cost(None, parts, rt)
        return (kind, {"casting": {**raw["casting"], "if": _static_cond(cond)}})

    def alternative_cost_free(self, _tok, cond):
        # 118.9: casting it without paying its mana cost is an alternative cost, here with a condition
        return ("ability", {"casting": {"kind": "alternative", "cost": "", "costs": [], "if": _static_cond(cond)}})

    def alt_cost_parts(self, *parts):
        out: list[dict] = []
        for p in parts:
            if isinstance(p, Cost):
                out += _cost_entries(p)
        return out

    def spell_alternative_cost(self, x):
        return x

    def additional_choice_cost(self, c):
        return ("spell_cost", {"costs": list(c.extra)})

    def permanent_additional_cost(self, c):
        # 601.2b, 601.2f-h: a creature's, artifact's, ... additional cost, paid as it is cast
        if c.sacrifice is not None:
            return ("ability", {"casting": {"kind": "additional_cost", "sacrifice": c.sacrifice}})
        return ("ability", {"casting": {"kind": "additional_cost", "costs": _cost_entries(c)}})

    def permanent_additional_life_cost(self, n):
        return ("ability", {"casting": {"kind": "additional_cost", "costs": [{"pay_life": _cost_n(n)}]}})

    # ------------------------------------------------ activated abilities (602, 606)
    # 602.5b: "Activate only <restriction> [and only <restriction>]*." -- each part a restriction
    # the activation must meet: timing ("as a sorcery", 307.1), how often ("once each turn"; "once":
    # once for this object, 400.7), a condition checked as it's activated, a window of the turn
    def act_only_line(self, *parts):
        return ("both", tuple(p for p in parts if not isinstance(p, Token)))

    def ao_sorcery(self):
        return "sorcery"

    def ao_instant(self):
        return "instant"                   # 602.5e: the timing of an instant -- any time with priority

    def ao_once_each_turn(self):
        return "once"

    def ao_once(self):
        return "once_ever"                 # 602.5b: "Activate only once" (this object, 400.7)

    def ao_if(self, cond):
        return ("if", _activation_cond(cond))

    def ao_self_entered(self, _tok):
        return ("if", {"entered_this_turn": "self"})

    def ao_self_entered_or(self, _tok, cond):
        return ("if", {"any": [{"entered_this_turn": "self"}, _activation_cond(cond)]})

    def ao_during(self, w):
        if not isinstance(w, str):
            raise Unsupported("a window of the turn the compiler doesn't read")
        return ("window", w)

    def ao_before_attackers(self):
        # "during your turn, before attackers are declared": both windows (506.1, 508.1)
        return ("both", (("window", "your_turn"), ("window", "before_attackers")))

    def aw_your_upkeep(self):
        return "your_upkeep"

    def aw_any_upkeep(self):
        return "upkeep"

    def aw_end_of_combat(self):
        return "end_of_combat"

    def aw_your_draw(self):
        return "your_draw"

    def no_more_than(self, times):
        # 602.5b: "Activate no more than twice each turn" -- activated at most N times each turn
        w = str(times).lower().split()[0]
        return ("times", {"twice": 2, "two": 2, "three": 3, "four": 4, "five": 5}[w])

    # 602.2: "Any player may activate this ability [but only <restriction>]" (the object says
    # otherwise than "only its controller"); the activating player controls the ability (602.2a)
    # and pays its costs; "their turn" is the activating player's
    def any_player(self, _t=None):
        return "any_player"

    def any_player_only(self, _t, *parts):
        return ("both", ("any_player",) + tuple(p for p in parts if not isinstance(p, Token)))

    # 602.2b, 601.2f: "This ability costs {1} less to activate [for each ... | if ... | where X is ...]"
    # -- the ability's own cost change, as the self cost change of a spell (113.6d): the same keys
    def act_cost(self, _tok, mana, direction):
        return ("cost_mod", self.self_cost(mana, direction)[1]["cost_modifier"])

    def act_cost_if(self, _tok, mana, direction, cond):
        return ("cost_mod", self.self_cost(mana, direction, cond)[1]["cost_modifier"])

    def act_cost_each(self, _tok, mana, direction, f):
        return ("cost_mod", self.self_cost_each(mana, direction, f)[1]["cost_modifier"])

    def act_cost_where(self, _tok, mana, direction, _where, v):
        return ("cost_mod", self.self_cost_where(mana, direction, _where, v)[1]["cost_modifier"])

    def act_cost_if_targets(self, _tok, mana, direction, f):
        return ("cost_mod", self.self_cost_if_targets(mana, direction, f)[1]["cost_modifier"])

    def act_cost_your_turn(self, _tok, mana, direction):
        return ("cost_mod", {**self.self_cost(mana, direction)[1]["cost_modifier"], "if": {"your_turn": True}})

    def act_rider(self, rider):
        return rider

    def keyword_with_cost_change(self, kws, rider):
        # "Equip {3}. This ability costs {1} less to activate for each other Equipment you control."
        # (702.6a, 602.2b, 601.2f): the keyword's one activated ability with its cost change
        _k, specs = kws
        if not (isinstance(rider, tuple) and rider[0] == "cost_mod"):
            raise Unsupported("a rider after a keyword the compiler doesn't read")
        if len(specs) != 1 or not isinstance(specs[0], dict) or "activated" not in specs[0]:
            raise Unsupported("a cost change after a keyword that isn't one activated ability")
        spec = specs[0]
        if "cost_modifier" in spec["activated"] or "mana" in spec["activated"]:
            raise Unsupported("two cost changes of one ability, or of a mana ability")
        return ("keywords", [{**spec, "activated": {**spec["activated"], "cost_modifier": rider[1]}}])

    def activated(self, cost, effects, *restrictions):
        if any(isinstance(r, Tree) for r in restrictions):
            raise Unsupported("an activation rider the compiler doesn't read")
        cms = [r[1] for r in restrictions if isinstance(r, tuple) and r[0] == "cost_mod"]
        restrictions = tuple(r for r in restrictions if not (isinstance(r, tuple) and r[0] == "cost_mod"))
        if cms:
            kind, spec = self.activated(cost, effects, *restrictions)
            if kind != "activated" or "mana" in spec or len(cms) > 1:
                raise Unsupported("a cost change of a mana ability, or two cost changes")
            return (kind, {**spec, "cost_modifier": cms[0]})
        flat = _flat_restrictions(restrictions)
        if "instant" in flat and _has_key(effects, "add_mana"):
            raise Unsupported("a mana ability activated only as an instant")
        restrictions = tuple(r for r in flat if r != "instant")
        # 602.5b: "Activate only if <condition>" (checked as it is activated)
        conds = [r[1] for r in restrictions if isinstance(r, tuple) and r[0] == "if"]
        restrictions = tuple(r for r in restrictions if not (isinstance(r, tuple) and r[0] == "if"))
        # "{T}: Add {R}. ~ doesn't untap during your next untap step." (502.3, a mana ability's rider)
        hold = bool(effects) and effects[-1] == {"doesnt_untap_next": "self"} and \
            _has_key(effects[:-1], "add_mana")
        if hold:
            effects = effects[:-1]
        if len(conds) > 1:
            conds = [{"all": conds}]                # 602.5b: "only if ... and only if ..."
        # 106.6, 106.4: the rule of the mana the ability adds (the ability resolves at once, 605.3b)
        mana_rule = {k: e.pop(k) for e in effects if isinstance(e, dict) and "add_mana" in e
                     for k in ("mana_only", "mana_cant", "mana_keep") if k in e}
        kind, spec = self._activated(cost, effects, *restrictions,
                                     mana_ok=bool(conds) or bool(cost.life) or hold)
        if mana_rule:
            if kind == "ability" and "mana" in spec:
                kind, spec = "activated", {"cost": "{T}", "mana": spec["mana"]}
            if kind != "activated" or "mana" not in spec:
                raise Unsupported("a rule for the mana of an ability that isn't a mana ability")
            spec.update(mana_rule)
        if hold:
            if kind != "activated" or "mana" not in spec or not cost.tap:
                raise Unsupported("'doesn't untap during your next untap step' after an ability that isn't "
                                  "a mana ability with {T}")
            spec["hold_untap"] = True
        if cost.life:
            if kind != "activated":
                raise Unsupported("a life payment in this ability")
            spec["pay_life"] = cost.life
        if conds:
            if kind != "activated":
                spec = {"cost": "{T}", "mana": spec["mana"]}      # "{T}: Add {B}. Activate only if ..."
                kind = "activated"
            spec["activate_if"] = conds[0]
        return (kind, spec)

    def boast_activated(self, _tok, cost, effects, *restrictions):
        # 702.142a: "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this
        # creature attacked this turn and only once each turn."
        kind, spec = self.activated(cost, effects, *restrictions, "once")
        if kind != "activated" or spec.get("limit") != "once_per_turn":
            raise Unsupported("a boast ability that is a mana ability")
        spec["boast"] = True
        return (kind, spec)

    def exhaust_activated(self, _tok, cost, effects, *restrictions):
        # 702.177a: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once."
        kind, spec = self.activated(cost, effects, *restrictions)
        if kind != "activated" or spec.get("limit"):
            raise Unsupported("an exhaust ability with another activation limit, or a plain mana ability")
        spec["limit"] = "exhaust"
        return (kind, spec)

    def power_up_activated(self, _tok, cost, effects, *restrictions):
        # power-up (reminder text): activated only once (as exhaust, 702.177a), its cost reduced by
        # the permanent's mana cost if it entered this turn (keyword_costs.power_up_reduction)
        kind, spec = self.exhaust_activated(_tok, cost, effects, *restrictions)
        spec["power_up"] = True
        return (kind, spec)

    def forecast_activated(self, _tok, cost, effects, *restrictions):
        # 702.57a-b: "Forecast — [Activated ability]": activated only from its owner's hand, only
        # during their upkeep and only once each turn, revealing the card as it's activated
        if not cost.reveal_self or restrictions:
            raise Unsupported("a forecast ability without 'Reveal ~ from your hand', or with other restrictions")
        kind, spec = self.activated(cost, effects, ("both", (("window", "your_upkeep"), "once")))
        if kind != "activated" or spec.get("zone") != "hand":
            raise Unsupported("a forecast ability that is a mana ability")
        spec["forecast"] = True
        return (kind, spec)

    def activated_modal(self, cost, modes):
        # 602.2b, 601.2b, 700.2a: a modal activated ability's modes are chosen as it's activated
        if _has_key(list(modes), "add_mana") or _has_key(list(modes), "_zone"):
            raise Unsupported("a modal mana ability or a modal ability working from another zone")
        kind, spec = self._activated(cost, [])
        if kind != "activated":
            raise Unsupported("a modal mana ability")
        spec.pop("effect", None)
        return ("activated", {**spec, **modes.block()})

    def _activated(self, cost, effects, *restrictions, mana_ok=False):
        windows = [r[1] for r in restrictions if isinstance(r, tuple) and r[0] == "window"]
        windows = list(dict.fromkeys(windows))
        restriction = "sorcery" if "sorcery" in restrictions else None
        zones = {e.pop("_zone") for e in effects if isinstance(e, dict) and "_zone" in e}
        if _has_key(effects, "_zone"):
            raise Unsupported("an ability working from the graveyard, inside another instruction")
        mana = [e for e in effects if "add_mana" in e]
        if mana and _has_instance(effects, Tgt):
            # 605.1a: an ability that targets isn't a mana ability, though it adds mana ("Exile
            # target land card from a graveyard. Add one mana of any color."): it uses the stack
            mana = []
        if mana and (cost.from_zone or cost.exile_self or cost.reveal_self or cost.return_self):
            raise Unsupported("a mana ability moving the card itself out of a zone")
        if not mana and _conditional_mana(effects) and not _has_instance(effects, Tgt):
            # 605.1a: "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add
            # {C}{C} instead." -- it adds mana, without a target: a mana ability, resolving at once
            # (605.3b), its condition read then (608.2c)
            if restrictions or cost.from_zone or cost.exile_self or cost.reveal_self or cost.return_self:
                raise Unsupported("a conditional mana ability with a restriction or moving the card")
            spec = {"cost": cost.mana + ("{T}" if cost.tap else "") + ("{Q}" if cost.untap else ""),
                    "mana": {"instructions": _rider_marks_dropped(effects)}}
            if cost.sacrifice_self:
                spec["sacrifice_self"] = True
            if cost.sacrifice is not None:
                spec["sacrifice"] = cost.sacrifice
            if cost.extra:
                spec["costs"] = cost.extra
            return ("activated", spec)
        if mana:
            # 605.1a: an activated ability that adds mana, without a target, is a mana ability
            only_tap = cost.tap and not cost.mana and not cost.sacrifice_self and cost.sacrifice is None \
                and not cost.extra and not cost.life
            times = [r[1] for r in restrictions if isinstance(r, tuple) and r[0] == "times"]
            if len(effects) == 1 and {r for r in restrictions if not (isinstance(r, tuple) and r[0] == "times")} <= {"once"} \
                    and len(times) <= 1 and ("once" in restrictions or times or "mana_times" in effects[0] or mana_ok):
                # 605.1a mana abilities "Activate only once each turn" (602.5b) or adding mana for
                # each object (106.1): resolved at once, counted then (605.3b)
                e = effects[0]
                if "add_mana" in e:
                    spec = {"cost": cost.mana + ("{T}" if cost.tap else "") + ("{Q}" if cost.untap else ""),
                            "mana": e["add_mana"]}
                    if "mana_times" in e:
                        if e["mana_times"] == "x" and not _cost_has_x(cost):
                            raise Unsupported("X mana without 'where X is'")
                        spec["mana_times"] = e["mana_times"]
                    if "once" in restrictions:
                        spec["limit"] = "once_per_turn"
                    if times:
                        spec["limit_per_turn"] = times[0]          # 602.5b: "no more than three times each turn"
                    if cost.sacrifice_self:
                        spec["sacrifice_self"] = True
                    if cost.sacrifice is not None:
                        spec["sacrifice"] = cost.sacrifice
                    if cost.extra:
                        spec["costs"] = cost.extra
                    return ("activated", spec)
            chosen = any(isinstance(x, dict) for e in mana if isinstance(e["add_mana"], list) for x in e["add_mana"])
            if chosen and not (len(effects) == 1 and not restrictions and only_tap):
                raise Unsupported("mana of the chosen color from an ability with more than {T} in its cost")
            if len(effects) == 1 and not restrictions:
                e = effects[0]
                if only_tap and isinstance(e["add_mana"], list) and all(len(s) == 1 for s in e["add_mana"]):
                    return ("ability", {"mana": e["add_mana"]})
                if only_tap and isinstance(e["add_mana"], str) and len(e["add_mana"]) == 1:
                    return ("ability", {"mana": e["add_mana"]})
                if "add_mana" in e:     # other costs or several mana (605.3b)
                    spec = {"cost": cost.mana + ("{T}" if cost.tap else "") + ("{Q}" if cost.untap else ""),
                            "mana": e["add_mana"]}
                    if cost.sacrifice_self:
                        spec["sacrifice_self"] = True
                    if cost.sacrifice is not None:
                        spec["sacrifice"] = cost.sacrifice
                    if cost.extra:
                        spec["costs"] = cost.extra
                    return ("activated", spec)
            first = effects[0]
            rest = effects[1:]
            if (not restrictions and "add_mana" in first and set(first) == {"add_mana"} and rest
                    and all(_mana_rider(e) for e in rest)):
                # 605.1a, 605.3b: a mana ability that also does something else ("~ deals 1
                # damage to you", "Draw a card"): it resolves at once, all of it
                spec = {"cost": cost.mana + ("{T}" if cost.tap else "") + ("{Q}" if cost.untap else ""),
                        "mana": first["add_mana"],
                        "effect": _rider_marks_dropped(rest)}
                if cost.sacrifice_self:
                    spec["sacrifice_self"] = True
                if cost.sacrifice is not None:
                    spec["sacrifice"] = cost.sacrifice
                if cost.extra:
                    spec["costs"] = cost.extra
                return ("activated", spec)
            raise Unsupported("a mana ability with other instructions or restrictions")
        spec: dict = {"cost": cost.mana + ("{T}" if cost.tap else "") + ("{Q}" if cost.untap else "")}
        if cost.sacrifice_self:
            spec["sacrifice_self"] = True
        if cost.sacrifice is not None:
            spec["sacrifice"] = cost.sacrifice
        if cost.extra:
            spec["costs"] = cost.extra
        if restriction == "sorcery":
            spec["timing"] = "sorcery"
        if "once" in restrictions and "once_ever" in restrictions:
            raise Unsupported("'only once' and 'only once each turn'")
        if "once" in restrictions:
            spec["limit"] = "once_per_turn"            # 602.5b
        if "once_ever" in restrictions:
            spec["limit"] = "once"                     # 602.5b: "Activate only once" (this object, 400.7)
        times = [r[1] for r in restrictions if isinstance(r, tuple) and r[0] == "times"]
        if times:
            spec["limit_per_turn"] = times[0]           # 602.5b: "no more than twice each turn"
        if "any_player" in restrictions:
            spec["any_player"] = True                  # 602.2
        if windows:
            spec["window"] = windows[0] if len(windows) == 1 else windows   # 602.5b: each must hold
        if cost.reveal_self:                           # 702.57b: "Reveal ~ from your hand" (113.6m)
            if zones or cost.sacrifice_self or cost.exile_self or cost.from_zone or cost.tap or cost.untap:
                raise Unsupported("revealing the card from the hand with another cost naming it")
            spec["zone"] = "hand"
            spec["reveal_self"] = True
        if cost.from_zone:                             # 113.6m: "Discard ~", "Exile ~ from your graveyard"
            if zones or cost.sacrifice_self or cost.exile_self:
                raise Unsupported("an ability moving the card itself out of two zones")
            spec["zone"] = cost.from_zone
            spec["discard_self" if cost.from_zone == "hand" else "exile_self"] = True
        if cost.return_self:                           # "Return ~ to its owner's hand:" (118.3)
            if zones or cost.from_zone or cost.reveal_self:
                raise Unsupported("an ability moving the card itself out of two zones")
            spec["return_self"] = True
        if cost.exile_self:                            # "Exile ~:" from the battlefield
            if zones:
                raise Unsupported("an ability moving the card itself out of two zones")
            spec["exile_self"] = True
        if zones:                                      # 113.6b: "Return this card from your graveyard ..."
            if len(effects) != 1:
                raise Unsupported("an ability from the graveyard with other instructions")
            spec["zone"] = zones.pop()
        spec["effect"] = effects
        return ("activated", spec)

    def loyalty_ability(self, tok, effects):
        s = str(tok)
        if "X" in s.upper():
            raise Unsupported("a loyalty cost of X")
        return ("activated", {"loyalty": int(s), "effect": effects})

    # ------------------------------------------------ triggered abilities (603)
    def when_self_enters(self, _subj=None):
        return Trigger({"event": "enters"})

    def when_self_enters_untapped(self, _subj=None):
        # "When this land enters untapped": it entered the battlefield untapped (110.5b status)
        return Trigger({"event": "enters", "untapped": True})

    def when_enters(self, subj, _ctrl=None):
        f = subj if _ctrl is None else _and(subj, {"controller": "you"})
        return Trigger({"event": "enters", "filter": f}, self_subject=False)

    def under_your_control(self):
        return True

    def when_self_exploits(self, *args):
        return Trigger({"event": "exploits", "sacrificed": args[-1].filter()})      # 702.110b

    def when_self_monstrous(self, *_):
        return Trigger({"event": "becomes_monstrous"})      # 701.31b

    def when_self_class_level(self, *args):
        # 716.2a: "When this Class becomes level N" (pyengine/game/levels.py)
        return Trigger({"event": "becomes_class_level", "level": int(str(args[-1]).split()[1])})

    def when_self_attacks_saddled(self, _subj=None):
        return Trigger({"event": "attacks", "while": {"saddled": True}})    # 702.171b

    def when_self_dies(self, _subj=None):
        return _subject_trigger(_subj, {"event": "dies"})

    def when_dies(self, subj):
        return Trigger({"event": "dies", "filter": _not_face_down_lki(subj)}, self_subject=False)

    def when_self_attacks(self, _subj=None):
        return _subject_trigger(_subj, {"event": "attacks"})

    def when_attacks(self, subj):
        return Trigger({"event": "attacks", "filter": subj}, self_subject=False)

    def when_self_blocks(self, _s=None):
        return _subject_trigger(_s, {"event": "blocks"})

    def when_self_blocked(self, _s=None):
        return _subject_trigger(_s, {"event": "becomes_blocked"})

    def when_self_blocks_or_blocked(self, _s=None):
        return _subject_trigger(_s, {"any": [{"event": "blocks"}, {"event": "becomes_blocked"}]})

    def when_self_attacks_or_blocks(self, _s=None):
        return _subject_trigger(_s, {"any": [{"event": "attacks"}, {"event": "blocks"}]})

    def when_self_enters_or_attacks(self, _s=None):
        return Trigger({"any": [{"event": "enters"}, {"event": "attacks"}]})

    def when_self_attacks_or_targeted(self, subj, by):
        return _subject_trigger(subj, {"any": [{"event": "attacks"}, {"event": "becomes_target", **by}]})

    def when_self_enters_or_targeted(self, subj, by):
        return _subject_trigger(subj, {"any": [{"event": "enters"}, {"event": "becomes_target", **by}]})

    def when_self_attacks_blocks_or_targeted(self, subj, _tok, by):
        return _subject_trigger(subj, {"any": [{"event": "attacks"}, {"event": "blocks"},
                                               {"event": "becomes_target", **by}]})

    def when_self_leaves(self, _s=None):
        return _subject_trigger(_s, {"event": "leaves"})

    def when_you_gain_life(self):
        return Trigger({"event": "life_gain", "player": "you"})

    def when_you_expend(self, n):
        # 700.14: the mana you spent this turn to cast spells reaches N as you pay a spell's cost
        return Trigger({"event": "expend", "n": _whole(n), "player": "you"})

    def when_you_win_flip(self):
        return Trigger({"event": "coin_flip", "won": True, "player": "you"})    # 705.2

    def when_you_get_energy(self, n, tok, during=None):
        if n != 1 or str(tok) != "{E}":
            raise Unsupported("getting a number of energy counters at once")
        return Trigger({"event": "player_counters", "kind": "energy", "player": "you", **({"during": during} if during else {})})

    def when_you_get_energy_your_turn(self, n, tok):
        return self.when_you_get_energy(n, tok, "your_turn")

    def when_player_searches(self, who):
        return Trigger({"event": "search_library", "player": who})      # "that player": the searcher

    def when_you_proliferate(self):
        return Trigger({"event": "proliferate", "player": "you"})

    def when_you_search(self):
        return Trigger({"event": "search_library", "player": "you"})

    def when_you_gain_or_lose_life(self, during=None):
        d = {"during": during} if during else {}
        return Trigger({"any": [{"event": "life_gain", "player": "you", **d}, {"event": "life_loss", "player": "you", **d}]})

    def when_you_gain_or_lose_life_your_turn(self):
        return self.when_you_gain_or_lose_life("your_turn")

    def when_you_roll_die(self):
        return Trigger({"event": "die_roll", "player": "you"})          # 706.2: "the result"

    def when_you_roll_dice(self, n):
        if n != 1:
            raise Unsupported("a number of dice rolled at once")
        return Trigger({"event": "dice_rolled", "player": "you"})

    def when_you_roll_ge(self, n):
        return Trigger({"event": "die_roll", "player": "you", "result": [_int(n), None]})

    def when_you_roll_either(self, a, b):
        lo, hi = sorted((_int(a), _int(b)))
        if hi != lo + 1:
            raise Unsupported("rolling one of two results that aren't a range")
        return Trigger({"event": "die_roll", "player": "you", "result": [lo, hi]})

    def when_you_clash(self):
        return Trigger({"event": "clash", "player": "you"})                      # 701.23

    def when_you_clash_win(self):
        return Trigger({"event": "clash", "won": True, "player": "you"})         # 701.23d

    def when_you_lose_flip(self):
        return Trigger({"event": "coin_flip", "won": False, "player": "you"})

    def when_player_wins_flip(self):
        return Trigger({"event": "coin_flip", "won": True, "player": "any"})

    def when_chaos_ensues(self):
        return Trigger({"event": "chaos_ensues"})                            # 311.7

    def when_planeswalk_to_self(self):
        return Trigger({"event": "planeswalk_to", "player": "you"})          # 701.24d

    def when_planeswalk_here_or_chaos(self):
        # 603.2: one ability with two trigger events
        return Trigger({"any": [{"event": "planeswalk_to", "player": "you"}, {"event": "chaos_ensues"}]})

    def when_you_roll_planar_die(self):
        return Trigger({"event": "planar_die", "player": "you"})             # 901.9

    def when_set_in_motion_self(self):
        return Trigger({"event": "set_in_motion", "player": "you"})         # 701.25b, 904.9

    def when_encounter_self(self):
        return Trigger({"event": "encounter", "player": "you"})              # 312.5

    def when_ring_tempts_you(self, _tok):
        return Trigger({"event": "ring_tempts", "player": "you"})             # 701.52a

    def when_you_become_monarch(self):
        return Trigger({"event": "become_monarch", "player": "you"})          # 722.3

    def when_opponent_becomes_monarch(self):
        return Trigger({"event": "become_monarch", "player": "opponent"})

    def when_you_draw(self):
        return Trigger({"event": "draw", "player": "you"})

    def when_you_cast(self, _art, f):
        return _cast_trigger(f, "you")

    def when_you_cast_first(self, f):
        return self.when_player_cast_first("you", f)

    def when_opponent_cast_first(self, f):
        return self.when_player_cast_first("opponent", f)

    def when_any_player_cast_first(self, f):
        return self.when_player_cast_first("any", f)

    def when_player_cast_first(self, who, f):
        t = _cast_trigger(f, who)
        return Trigger({**t.when, "first": True}, self_subject=t.self_subject)

    def when_you_cast_or_copy(self, _art, f):
        # 707.10: copying a spell puts a copy on the stack without casting it -- a second event
        t = _cast_trigger(f, "you")
        return Trigger({"any": [t.when, {**t.when, "event": "copy"}]}, self_subject=False)

    def when_you_cast_kicked(self):
        return Trigger({**_cast_trigger(None, "you").when, "kicked": True}, self_subject=False)     # 702.33d

    def when_you_cast_x(self, _art, f, _x):
        return Trigger({**_cast_trigger(f, "you").when, "x_in_cost": True}, self_subject=False)     # 107.3

    def when_opponent_casts(self, _art, f):
        return _cast_trigger(f, "opponent")

    def when_player_casts(self, _art, f):
        return _cast_trigger(f, "any")

    # 106.12, 106.12a: a permanent tapped for mana -- a mana ability with {T} in its cost resolved
    # and produced mana (of the type named); pyengine/game/mana_triggers.py
    def tfm_you(self):
        return "you"

    def tfm_any(self):
        return "any"

    def tfm_opponent(self):
        return "opponent"

    def mw_any(self):
        return None

    def mw_type(self, t):
        syms = _mana_symbols(t)
        if len(syms) != 1 or syms[0] not in ("W", "U", "B", "R", "G", "C"):
            raise Unsupported("tapped for an amount of mana")
        return syms[0]

    def when_tapped_for_mana(self, who, *args):
        ph, what = args[-2], args[-1]
        return Trigger(_tapped_for_mana(ph.filter(), what, who), self_subject=False)

    def when_self_tapped_for_mana(self, who, what):
        return Trigger(_tapped_for_mana("self", what, who))

    def when_self_tapped_for_mana_is(self, subj, _is, what):
        return _subject_trigger(subj, _tapped_for_mana("self", what, "any"))

    def when_enchanted_sub_tapped_for_mana(self, sub, _is, what):
        # 106.12a: "Whenever enchanted Forest is tapped for mana" -- the enchanted permanent, if
        # it's a Forest
        return Trigger(_tapped_for_mana(["enchanted", {"subtype": _subtype(sub)[0]}], what, "any"),
                       self_subject=False)

    def when_filter_tapped_for_mana(self, _art, ph, _is, what):
        return Trigger(_tapped_for_mana(ph.filter(), what, "any"), self_subject=False)

    def self_or_equipped(self, subj, t):
        if subj != "self" or str(t).lower() != "creature":
            raise Unsupported("'or equipped' after a subject other than ~")
        return "self_or_equipped"

    def _self_or_equipped(self, when: dict) -> Trigger:
        # 603.2: "Whenever ~ or equipped creature attacks": the event of ~ or of the creature it
        # equips; "it" could be either object (this permanent, or the one that attacked): unsupported
        return Trigger({"any": [_subject_trigger("self", when).when, _subject_trigger("equipped", when).when]},
                       self_subject=_AMBIGUOUS_IT)

    def when_self_or_equipped_attacks(self, _s):
        return self._self_or_equipped({"event": "attacks"})

    def when_self_or_equipped_blocked(self, _s):
        return self._self_or_equipped({"event": "becomes_blocked"})

    def when_self_or_equipped_combat_damage_player(self, _s):
        return self._self_or_equipped({"event": "damage", "source": "self", "combat": True, "to": "player"})

    def when_self_combat_damage_player(self, _subj=None):
        return _subject_trigger(_subj, {"event": "damage", "source": "self", "combat": True, "to": "player"})

    def subject_self(self):
        return "self"

    def subject_enchanted(self, _t):
        return "enchanted"

    def subject_equipped(self, _t):
        return "equipped"

    def subject_that(self, *_):
        return _THAT_OBJECT

    def subj_filter(self, _art, ph):
        return ph.filter()

    def subj_your_ring_bearer(self, tok):
        return self.noun_your_ring_bearer(tok).filter()

    def subj_another(self, ph):
        return _and(ph.filter(), "other")

    def subj_self_or_another(self, _self, ph):
        return ph.filter()                   # "this creature or another creature": any creature

    def trigger_condition(self, _kw=None, event=None):
        t = event if event is not None else _kw
        if isinstance(t, Trigger) and _has_value(t.when, _THAT_OBJECT):
            raise Unsupported("'that creature' in the trigger event of an ability that isn't a delayed one")
        return t

    def trigger_both(self, first, _and, second):
        # 603.2: an ability with several trigger events triggers on each of them; "it" in it
        # names one object only if every event's "it" is the same
        if not isinstance(first, Trigger) or not isinstance(second, Trigger):
            raise Unsupported("trigger event")
        ws = [x for t in (first, second) for x in (t.when["any"] if "any" in t.when else [t.when])]
        same = first.self_subject == second.self_subject
        return Trigger({"any": ws}, self_subject=first.self_subject if same else _AMBIGUOUS_IT)

    def trigger_cast_or_enters(self, _art, f, _or, subj):
        # "Whenever you cast a blue spell or an Island you control enters" (603.2: either event)
        return self.trigger_both(_cast_trigger(f, "you"), None, self.when_enters(subj))

    def trigger_state(self, _tok, cond):
        # 603.8: the condition read as a static ability's is (611.3a: "it" is the object with it)
        if not isinstance(cond, dict) or cond.get("_it"):
            raise Unsupported("a state trigger on an object other than its source")
        return Trigger({"state": _static_cond(cond)})

    def trigger_step(self, step):
        if step.get("player") == "enchanted_controller":      # "that creature": the enchanted one
            return Trigger({"event": "step", **step}, self_subject="enchanted")
        return Trigger({"event": "step", **step})

    def step_yours(self, s):
        return {"step": s, "player": "you"}

    def step_each(self, s):
        return {"step": s, "player": "any"}

    def step_opponents(self, s):
        return {"step": s, "player": "opponent"}

    def step_your_combat(self):
        return {"step": "beginning_of_combat", "player": "you"}

    def step_opponents_combat(self):
        return {"step": "beginning_of_combat", "player": "opponent"}

    def step_each_first_main(self):
        return {"step": "precombat_main", "player": "any"}          # 505.1a: the first main phase

    def step_your_first_main(self):
        return {"step": "precombat_main", "player": "you"}

    def step_enchanted_controllers_upkeep(self, _t):
        return {"step": "upkeep", "player": "enchanted_controller"}

    def step_enchanted_controllers_end(self, _t):
        return {"step": "end", "player": "enchanted_controller"}

    def step_each_combat(self):
        return {"step": "beginning_of_combat", "player": "any"}

    def step_the_end(self):
        return {"step": "end", "player": "any"}

    def step_upkeep(self):
        return "upkeep"

    def step_end(self):
        return "end"

    def step_draw(self):
        return "draw"

    def trigger_restriction(self):
        return "once"

    def triggered_modal(self, trig, modes):
        # 603.3c: the mode is chosen as the ability is put on the stack
        if not isinstance(trig, Trigger):
            raise Unsupported("trigger event")
        return ("triggered", {"when": trig.when, **modes.block(), "_self_subject": trig.self_subject})

    def triggered_if_kicked(self, trig, effects):
        # 603.4 intervening "if", 702.33d: "When ~ enters, if it was kicked, ..."
        kind, spec = self.triggered(trig, effects)
        return (kind, {**spec, "if": {"kicked": True}})

    def triggered_if_kicked_with(self, trig, mana, effects):
        # 702.33f: "if it was kicked with its [A] kicker" (603.4)
        kind, spec = self.triggered(trig, effects)
        return (kind, {**spec, "if": {"kicked_with": str(mana)}})

    def kicked_with_sentence(self, mana, seq):
        return [{"if": {"kicked_with": str(mana)}, "then": _spell_is_it(_checked(seq))}]            # 702.33f

    def di_amount(self, src, n):
        return {"source": src, "damage": n}

    def di_to(self, src, n, to):
        return {"source": src, "damage": n, "to": to}

    def kicked_instead_sentence(self, new):
        # 702.33d, 608.2c: "If this spell was kicked, it deals 4 damage instead."
        return [{"_instead": new, "_cond": {"kicked": True}}]

    def if_instead_sentence(self, cond, new):
        return [{"_instead": new, "_cond": cond}]

    def instead_if_sentence(self, new, cond):
        return [{"_instead": new, "_cond": cond}]

    def instead_if_generic_sentence(self, new, cond):
        # 608.2c: "~ deals 5 damage to that creature instead if ..." -- the sentence before replaced
        return [{"_pump_instead": new, "_cond": cond}]

    def kicked_pump_instead_sentence(self, new, _tok=None):
        return [{"_pump_instead": new, "_cond": {"kicked": True}}]

    def if_pump_instead_sentence(self, cond, new, _tok=None):
        return [{"_pump_instead": new, "_cond": cond}]

    def kicked_sentence(self, seq):
        # 702.33d: "If this spell was kicked, ..." (608.2c: checked as it resolves); "it deals"
        # there is the spell the sentence names ("this spell"), not an earlier target (Jilt)
        return [{"if": {"kicked": True}, "then": _spell_is_it(_checked(seq))}]

    def if_else_sentence(self, cond, sent, _tok, other):
        # 608.2c: "If [condition], X. Otherwise, Y."
        return [{"if": cond, "then": _checked(sent), "else": _checked(other)}]

    def if_sentence(self, cond, sent):
        # 608.2c: "If [condition], [instruction]." -- checked as the instruction is reached; the
        # first sentence of a triggered ability is its intervening "if" (603.4, `triggered`)
        if _has_key(sent, "_difference"):
            # "if you have fewer than seven cards in hand, draw cards equal to the difference" (107.1)
            if not (isinstance(cond, dict) and set(cond) == {"hand_le"}):
                raise Unsupported("'the difference' of a condition other than a number of cards in hand")
            hand = {"count": ["card", {"zone": "hand"}, {"owner": "you"}]}
            diff = {"sum": [int(cond["hand_le"]) + 1, {"times": [-1, hand]}]}
            sent = _difference_filled(sent, diff)
        if _names_source_counters(cond):
            # "If there are no depletion counters on ~, sacrifice it": "it" is ~, named just before
            sent = _sacrifice_it_is_self(sent)
        return [{"if": cond, "then": _checked(sent), "_if_sentence": True}]

    def trailing_if_sentence(self, seq, cond):
        return [{"if": cond, "then": _checked(seq)}]

    def trailing_unless_sentence(self, seq, _unless, cond):
        # 608.2c: "X unless [condition]" is "if not [condition], X"
        before, seq = self._unless_scope(seq)
        return before + [{"if": {"not": cond}, "then": _checked(seq)}]

    def triggered(self, trig, effects, restriction=None):
        if not isinstance(trig, Trigger):
            raise Unsupported("trigger event")
        zone = None
        if _has_key(effects, "_zone"):
            # 113.6m: an ability whose effect moves the object it's on out of a zone functions only
            # in that zone -- unless its trigger condition is about the object itself (it moving there)
            zones = set()
            effects = _zone_popped(effects, zones)
            if zones == {"graveyard"} and _puts_self_into_graveyard(trig):
                pass                 # ... its trigger condition puts it there: it triggers from there (113.6k)
            elif zones != {"graveyard"} or not _not_about_self(trig):
                raise Unsupported("a triggered ability working from the graveyard")
            else:
                zone = "graveyard"
        if _has_key(effects, "_counter_event_item"):
            # 701.5a: "counter that spell or ability" -- the one whose targeting triggered it (as ward,
            # 702.21a); "... unless its controller pays {2}" (118.12a): that spell's or ability's
            # controller may pay as this resolves
            unless = len(effects) == 1 and isinstance(effects[0], dict) and \
                effects[0].get("pay_or") == [{"_counter_event_item": True}] and \
                isinstance(effects[0].get("player"), dict) and set(effects[0]["player"]) == {"controller_of"} and \
                isinstance(effects[0]["player"]["controller_of"], It) and not effects[0].get("each")
            if (effects != [{"_counter_event_item": True}] and not unless) or trig.when.get("event") != "becomes_target":
                raise Unsupported("'that spell or ability' outside a trigger on becoming a target")
            trig = Trigger({**trig.when, "it": "item"}, self_subject=False)
            effects = [{**effects[0], "pay_or": [{"counter": "it"}], "player": {"controller_of": "it"}}] if unless \
                else [{"counter": "it"}]
        if _has_key(effects, "_that_spell"):
            # "Whenever a player casts a spell, ..., counter that spell": the spell cast (the
            # trigger's object only for a cast event, 601.2i)
            if not _events(trig.when) or any(e != "cast" for e in _events(trig.when)):
                raise Unsupported("'counter that spell' in a trigger on an event other than casting")
            effects = _without_key(effects, "_that_spell")
        effects, cond = _intervening_if(effects, trig.self_subject, trig.when)
        if isinstance(cond, dict) and set(cond) == {"self_is"} and trig.self_subject is False:
            # "When an opponent casts a creature spell, if this enchantment is an enchantment, it
            # becomes a 5/5 Angel creature" (Opal Archangel): "it" names the permanent the intervening
            # "if" just named (its nearest antecedent), not the spell the event is about
            effects = _bare_it_as_self(effects)
        if _has_key(cond, "_source_in_zone") or _has_key(effects, "_self_zone"):
            # 113.6b, 113.6k, 603.4: "if this card is in your graveyard, ...": a trigger condition
            # that can only be met with the object in that zone -- the ability functions there
            effects, zone, cond = _self_zone_ability(trig, cond, effects, zone)
        if _has_key(effects, "_copy_event"):          # "copy that spell" / "copy ~" (707.10)
            effects = _copy_event_checked(effects, [w.get("event") for w in trig.when.get("any", [trig.when])])
        leaves = [w.get("event") for w in trig.when.get("any", [trig.when])] if isinstance(trig.when, dict) else []
        if any(e in ("dies", "leaves") for e in leaves) and any(_has_key(effects, k) for k in _SOURCE_CONDITION_KEYS):
            raise Unsupported("a condition on the source after it left the battlefield")      # 603.10a
        spec = {"when": trig.when, "effect": effects, "_self_subject": trig.self_subject}
        if cond is not None:
            spec["if"] = cond                 # 603.4: checked on triggering and on resolution
        if zone:
            spec["zone"] = zone
        if restriction == "once":
            spec["limit"] = "once_per_turn"          # "This ability triggers only once each turn."
        return ("triggered", spec)

    def level_band(self, tok):
        # 711.2: a level symbol "LEVEL N1-N2" / "LEVEL N3+" (a marker: pyengine/cards/levels.py
        # makes it the static ability of its striation)
        lo, _, hi = str(tok).split()[1].partition("-")
        band = [int(lo.rstrip("+")), int(hi) if hi else None]
        return ("abilities", [{"level_marker": band, "text": str(tok)}])

    def pt_box(self, tok):
        # 711.2: the power/toughness box of a leveler's striation (a marker, as level_band)
        p, t = str(tok).split("/")
        return ("abilities", [{"pt_marker": [int(p), int(t)], "text": str(tok)}])

    def class_level_bar(self, cost, tok):
        # 716.2a: "[Cost]: Level N" means "[Cost]: This Class's level becomes N. Activate only if
        # this Class is level N-1 and only as a sorcery" -- and a static ability giving the
        # abilities under the bar (pyengine/cards/levels.py adds it)
        n = int(str(tok).split()[1])
        if n < 2:
            raise Unsupported("a class level bar below level 2")
        kind, spec = self._activated(cost, [{"class_level": n}], "sorcery")
        if kind != "activated":
            raise Unsupported("a class level bar that is a mana ability")
        spec["activate_if"] = {"all": [{"class_level": n - 1}, {"not": {"class_level": n}}]}
        return ("abilities", [{"activated": spec, "class_level_marker": n}])

    def to_solve(self, _tok, cond):
        # 719.3a: "To solve — [Condition]" means "At the beginning of your end step, if
        # [condition] and this Case is not solved, this Case becomes solved."
        when = {"event": "step", "step": "end", "player": "you"}
        c = _trigger_cond(_static_cond(cond), True, when)
        return ("triggered", {"when": when, "if": {"all": [c, {"solved": False}]},
                              "effect": [{"designate": "solved"}], "_self_subject": True})

    def solved_ability(self, _tok, body):
        # 719.3c: "Solved — [Ability]" is an ability the Case has only while it is solved (a
        # marker: pyengine/cards/levels.py grants it by a static ability with that condition)
        kind, raw = body
        got = _finish(kind, raw)
        return ("abilities", [{**({"keyword": a} if isinstance(a, str) else a), "solved_marker": True}
                              for a in got])

    def chapter_ability(self, tok, effects):
        # 714.2b-c: "{rN1}, {rN2}—[Effect]" triggers when lore counters reach each N
        if _has_key(effects, "_zone"):
            raise Unsupported("a chapter ability working from the graveyard")
        return ("triggered", {"when": _chapters(tok), "effect": effects, "_self_subject": True})

    def chapter_modal(self, tok, modes):
        return ("triggered", {"when": _chapters(tok), **modes.block(), "_self_subject": True})

    def triggered_modal_if(self, trig, cond, modes):
        kind, spec = self.triggered_modal(trig, modes)
        return kind, {**spec, "if": _trigger_cond(cond, trig.self_subject, trig.when)}

    # more trigger events (603.2)
    def when_self_attached(self, s, _art, ph):
        # 701.3a: "it" / "that creature" is the object it became attached to
        if s != "self":
            raise Unsupported("an attached permanent becoming attached")
        return Trigger({"event": "attached", "filter": "self", "to": ph.filter()}, self_subject=False)

    def when_attached_to_self(self, subj):
        return Trigger({"event": "attached", "filter": subj, "to": "self"}, self_subject=False)

    def when_self_tapped(self, _s=None):
        return _subject_trigger(_s, {"event": "tapped"})

    def when_tapped(self, subj):
        return Trigger({"event": "tapped", "filter": subj}, self_subject=False)

    def when_self_untapped(self, _s=None):
        # 701.21b: "becomes untapped" -- it untaps (its untap step's untapping too, 502.3)
        return _subject_trigger(_s, {"event": "untapped"})

    def when_untapped(self, subj):
        return Trigger({"event": "untapped", "filter": subj}, self_subject=False)

    def when_self_and_n_attack(self, subj, n, ph):
        # battalion (207.2c): "Whenever ~ and at least two other creatures attack" -- attackers are
        # declared (508.1) and ~ is one of them, with N or more others the phrase names (508.3d)
        if subj not in (None, "self"):
            raise Unsupported("an attack trigger of an enchanted or equipped creature with others")
        return Trigger({"event": "attack_declared", "player": "you", "with_self": True,
                        "attackers": _and(ph.filter(), "other"), "at_least": _int(n)})

    def when_self_or_another_enters(self, _self, ph):
        # "~ or another Ally you control": ~ itself, or any other object the phrase names
        return Trigger({"event": "enters", "filter": {"any": ["self", _and(ph.filter(), "other")]}},
                       self_subject=False)

    def when_self_turned_up(self, _s=None):
        return Trigger({"event": "turned_face_up"})           # 708.8, 702.37e

    def when_turned_up(self, subj):
        # "a face-down permanent ... is turned face up": every permanent turned face up was face
        # down; the filter is read on the permanent as it is afterwards (face up), without that word
        if isinstance(subj, list) and "face_down" in subj:
            subj = [x for x in subj if x != "face_down"]
            subj = subj[0] if len(subj) == 1 else subj
        return Trigger({"event": "turned_face_up", "filter": subj}, self_subject=False)

    def when_self_enters_or_turned_up(self, _s=None):
        return Trigger({"any": [{"event": "enters"}, {"event": "turned_face_up"}]})

    # 701.28e: "When this creature transforms into [this face's name]": it transformed and has
    # this face up afterwards
    def when_self_transforms_into(self, _s=None):
        return Trigger({"event": "transformed", "into": "self"})

    def when_self_enters_or_transforms_into(self, _s=None):
        return Trigger({"any": [{"event": "enters"}, {"event": "transformed", "into": "self"}]})

    def when_self_transforms_into_or_dies(self, _s=None):
        return Trigger({"any": [{"event": "transformed", "into": "self"}, {"event": "dies"}]})

    def when_self_enters_or_other_dies(self, subj, _or, dsubj):
        # 603.2: "Whenever Carth enters or a planeswalker you control dies" -- either event
        return self.trigger_both(self.when_self_enters(subj), None, self.when_dies(dsubj))

    def when_self_enters_or_dies(self, _s=None):
        return Trigger({"any": [{"event": "enters"}, {"event": "dies"}]})

    def when_self_dies_or_exiled(self, _s=None):
        # 700.4, 603.6c: "dies or is put into exile [from the battlefield]" -- leaving the
        # battlefield for the graveyard or for exile
        return Trigger({"any": [{"event": "dies"}, {"event": "leaves", "to": "exile"}]})

    def when_self_exiled(self, _s=None):
        # 603.6c, 603.10a: "When ~ is put into exile [from the battlefield]" (a permanent's
        # leaves-the-battlefield ability, going to exile)
        return Trigger({"event": "leaves", "to": "exile"})

    def when_self_enters_or_leaves(self, _s=None):
        return Trigger({"any": [{"event": "enters"}, {"event": "leaves"}]})

    def when_self_attacks_alone(self, _s=None):
        return _subject_trigger(_s, {"event": "attacks_alone"})

    def when_attacks_alone(self, subj):
        return Trigger({"event": "attacks_alone", "filter": subj}, self_subject=False)

    def when_self_damage_opponent(self, _s=None):
        return _subject_trigger(_s, {"event": "damage", "source": "self", "to": "opponent"})

    def when_self_damage_player(self, _s=None):
        return _subject_trigger(_s, {"event": "damage", "source": "self", "to": "player"})

    def when_self_combat_damage_opponent(self, _s=None):
        return _subject_trigger(_s, {"event": "damage", "source": "self", "combat": True, "to": "opponent"})

    def when_self_dealt_damage(self, _s=None):
        return _subject_trigger(_s, {"event": "damage", "target": "self"})

    def when_damage_by(self, subj, kind, to):
        # 603.2, 120.1: "Whenever a creature you control deals combat damage to a player", "Whenever
        # a creature deals damage to you" -- "it" is the source (the event's object)
        return Trigger({"event": "damage", "source": subj, **kind, **to, **_damage_that_player(to)}, self_subject=False)

    def when_source_damage(self, *parts):
        # "Whenever a source [you control / an opponent controls] deals [noncombat] damage to ..."
        mods, kind, to = [p for p in parts[:-2] if p is not None], parts[-2], parts[-1]
        src = {"source": _flat(mods)} if mods else {}
        return Trigger({"event": "damage", **src, **kind, **to, **_damage_that_player(to)}, self_subject=False)

    def when_opponent_dealt_damage(self, kind):
        # "Whenever an opponent is dealt noncombat damage": any source
        return Trigger({"event": "damage", **kind, "to": "opponent"}, self_subject=False)

    def dk_any(self):
        return {}

    def dk_combat(self):
        return {"combat": True}

    def dk_noncombat(self):
        return {"combat": False}

    def tdmg_you(self):
        return {"to": "you"}

    def tdmg_player(self):
        return {"to": "player"}

    def tdmg_opponent(self):
        return {"to": "opponent"}

    def tdmg_self(self):
        return {"target": "self"}

    def tdmg_filter(self, _art, ph):
        return {"target": ph.filter()}

    def when_you_draw_nth(self, n):
        return Trigger({"event": "draw", "player": "you", "nth": _ORDINALS[str(n).lower()]})

    # (in "Whenever you cast your second spell each turn, put two +1/+1 counters on this creature.
    # It gains menace", "it" is the source, not the spell)
    def when_you_cast_nth(self, n):
        return Trigger({"event": "cast", "player": "you", "nth": _ORDINALS[str(n).lower()]})

    def when_opponent_cast_nth(self, n):
        return Trigger({"event": "cast", "player": "opponent", "nth": _ORDINALS[str(n).lower()]})

    def when_player_cast_nth(self, n):
        return Trigger({"event": "cast", "player": "any", "nth": _ORDINALS[str(n).lower()]})

    def tp_opponent(self):
        return "opponent"

    def tp_any(self):
        return "any"

    def tp_enchanted(self):
        return "enchanted_player"

    def when_player_draws(self, who):
        return Trigger({"event": "draw", "player": who})

    def when_player_discards(self, who):
        return Trigger({"event": "discard", "player": who})

    def when_you_discard(self):
        return Trigger({"event": "discard", "player": "you"})

    def when_player_gains_life(self, who):
        return Trigger({"event": "life_gain", "player": who})

    def when_you_sacrifice(self, _art, ph):
        return Trigger({"event": "sacrifice", "player": "you", "filter": ph.filter()}, self_subject=False)

    def when_you_sacrifice_another(self, ph):
        return Trigger({"event": "sacrifice", "player": "you", "filter": _and(ph.filter(), "other")},
                       self_subject=False)

    def when_you_attack(self):
        return Trigger({"event": "attack_declared", "player": "you"})

    def when_you_control_none(self, ph):
        return Trigger({"state": {"not": {"controls": ph.filter()}}})     # 603.8: a state trigger

    def when_damaged_by_self_dies(self, subj):
        # "Whenever a creature dealt damage by ~ this turn dies" (pyengine.game.history)
        return Trigger({"event": "dies", "filter": subj, "damaged_by": "self"}, self_subject=False)

    def when_blocked(self, subj):
        return Trigger({"event": "becomes_blocked", "filter": subj}, self_subject=False)

    def when_you_attack_with_n(self, n, ph):
        return Trigger({"event": "attack_declared", "player": "you", "attackers": ph.filter(), "at_least": _int(n)})

    def when_leaves(self, subj):
        return Trigger({"event": "leaves", "filter": _not_face_down_lki(subj)}, self_subject=False)

    def when_blocked_by(self, subj, _art, ph):
        # 509.3d: once for each creature blocking it; "that creature" is the blocker
        return Trigger({"event": "blocked_by", "filter": subj, "by": ph.filter()}, self_subject=False)

    def when_self_blocked_by(self, subj, _art, ph):
        if subj != "self":
            raise Unsupported("a trigger on the enchanted or equipped creature blocked by a creature")
        # 509.3d: once for each creature blocking it; "that creature" is the blocker
        return Trigger({"event": "blocked_by", "filter": "self", "by": ph.filter()}, self_subject=False)

    def when_self_blocked_by_n(self, subj, n, ph):
        if n != 1:
            raise Unsupported("blocked by a number of creatures")
        return _subject_trigger(subj, {"event": "becomes_blocked", "blocked_by": ph.filter()})

    def when_self_blocks_n(self, subj, n, ph):
        if n != 1:
            raise Unsupported("blocking a number of creatures")
        return _subject_trigger(subj, {"event": "blocks", "blocking": ph.filter()})

    def when_self_blocks_or_blocked_by_n(self, subj, n, ph):
        if n != 1:
            raise Unsupported("blocking or blocked by a number of creatures")
        f = ph.filter()
        return _subject_trigger(subj, {"any": [{"event": "blocks", "blocking": f},
                                               {"event": "becomes_blocked", "blocked_by": f}]})

    def when_self_blocks_a(self, subj, _art, ph):
        if subj != "self":
            raise Unsupported("a trigger on the enchanted or equipped creature blocking a creature")
        # 509.3b: once for each attacking creature it blocks; "that creature" is the attacker
        return Trigger({"event": "blocks_creature", "filter": "self", "blocked": ph.filter()}, self_subject=False)

    def when_you_cast_opponents_turn(self, _art, f):
        t = _cast_trigger(f, "you")
        return Trigger({**t.when, "during": "opponents_turn"}, self_subject=t.self_subject)

    def when_you_lose_life_your_turn(self):
        return Trigger({"event": "life_loss", "player": "you", "during": "your_turn"})

    def when_you_cycle_self(self):
        # 702.29c: "When you cycle this card" triggers from the zone the card winds up in
        return Trigger({"event": "cycle_self"})

    def when_cycle(self, who):
        # 702.29d / "whenever you cycle a card": the discard paying a cycling cost
        return Trigger({"event": "cycle", "player": who})

    def when_you_cycle(self):
        return Trigger({"event": "cycle", "player": "you"})

    def when_you_cycle_another(self, _t):
        return Trigger({"event": "cycle", "player": "you", "filter": "other"})

    def when_self_targeted(self, subj, by):
        return _subject_trigger(subj, {"event": "becomes_target", **by})

    def when_targeted(self, subj, by):
        return Trigger({"event": "becomes_target", "filter": subj, **by}, self_subject=False)

    def when_self_targeted_first(self, subj, by):
        # the first time this turn it becomes the target of such a spell or ability (pyengine.game.history)
        return _subject_trigger(subj, {"event": "becomes_target", **by, "first": True})

    def when_self_attacks_first(self, subj):
        # 508.1: the first time this turn it is declared as an attacker (a later combat phase's
        # attack is not; a new object since is a new attacker, 400.7)
        return _subject_trigger(subj, {"event": "attacks", "first": True})

    def ts_both_you(self):
        return {"by": "both", "player": "you"}

    def ts_spell_you(self):
        return {"by": "spell", "player": "you"}

    def ts_both(self):
        return {"by": "both"}

    def ts_both_opponent(self):
        return {"by": "both", "player": "opponent"}

    def ts_spell(self):
        return {"by": "spell"}

    def ts_spell_opponent(self):
        return {"by": "spell", "player": "opponent"}

    def ts_aura_spell(self):
        # the targeting spell's own characteristics, on the stack (an Aura spell targets what it
        # will enchant, 303.4a, 115.1b)
        return {"by": "spell", "spell_filter": {"subtype": "Aura"}}

    def ts_instant_sorcery_spell(self):
        return {"by": "spell", "spell_filter": {"any": ["instant", "sorcery"]}}

    def when_you_cast_targeting(self, _art, f, what):
        t = _cast_trigger(f, "you")
        return Trigger({**t.when, "targets": what})

    def tw_self(self):
        return "self"

    def tw_filter(self, _art, ph):
        return ph.filter()

    def when_you_cast_or_cycle_self(self):
        # "When you cast or cycle ~" (702.29c: from whatever zone the card is in)
        return Trigger({"any": [{"event": "cast_self"}, {"event": "cycle_self"}]})

    def when_you_cast_self(self):
        # "When you cast this spell" triggers from the stack (the spell itself)
        return Trigger({"event": "cast_self"})

    def when_self_unblocked(self, subj):
        return _subject_trigger(subj, {"event": "attacks_unblocked"})       # 509.3g

    def when_self_combat_damage_to(self, subj, _art, ph):
        # "Whenever ~ deals combat damage to a creature": "that creature" is the one dealt damage
        return _subject_trigger(subj, {"event": "damage", "source": "self", "combat": True, "target": ph.filter(),
                                       "it": "target"}, keep_it=True)

    def when_self_damage_to(self, subj, _art, ph):
        return _subject_trigger(subj, {"event": "damage", "source": "self", "target": ph.filter(), "it": "target"},
                                keep_it=True)

    def when_self_combat_damage_player_or(self, subj, t):
        if t not in ("battle", "planeswalker"):
            raise Unsupported("combat damage to a player or " + str(t))
        return _subject_trigger(subj, {"event": "damage", "source": "self", "combat": True, "to": "player_or_" + t})

    def when_self_blocks_or_blocked_by(self, subj, _art, ph):
        if subj != "self":
            raise Unsupported("a trigger on the enchanted or equipped creature blocking or blocked by a creature")
        f = ph.filter()
        return Trigger({"any": [{"event": "blocks_creature", "filter": "self", "blocked": f},
                                {"event": "blocked_by", "filter": "self", "by": f}]}, self_subject=False)

    def when_counters_on_self(self, n, kind):
        if n != 1:
            raise Unsupported("a number of counters put at once")
        return Trigger({"event": "counters_put", "kind": str(kind)})

    def when_you_activate_kind(self, _art, kind, of=None):
        # 602.2: an ability is activated once its costs are paid; boast (702.142a), exhaust
        # (702.177a) and loyalty (606.3) abilities are never mana abilities
        when = {"event": "activate", "player": "you", "ability": str(kind).lower()}
        if of is not None:
            when["source"] = of
        return Trigger(when, self_subject=False)

    def when_you_activate_nonmana(self, of, _tok):
        return Trigger({"event": "activate", "player": "you", "source": of}, self_subject=False)

    def when_player_activates_nonmana(self, who, *rest):
        # 602.2: "Whenever an opponent activates an ability [of a creature or land] that isn't a
        # mana ability": "that player" is the one who activated it
        of = rest[0] if len(rest) == 2 else None
        return Trigger({"event": "activate", "player": who, **({"source": of} if of is not None else {})},
                       self_subject=False)

    def act_of_filter(self, _art, ph):
        return ph.filter()

    def act_of_enchanted(self):
        return ["planeswalker", "enchanted"]

    def when_you_put_counters(self, n, *rest):
        # 122.6: counters put on an object by its player (the controller of the spell or ability
        # putting them, or as it enters, 122.6a); "one or more": once per object and event
        if n != 1:
            raise Unsupported("a number of counters put at once")
        kind = [str(a) for a in rest if isinstance(a, Token) and a.type == "COUNTER_KIND"]
        on = rest[-1]
        when = {"event": "counters_put", "by": "you", **({"kind": kind[0]} if kind else {})}
        if on == "self":
            return Trigger(when)
        return Trigger({**when, "filter": on}, self_subject=False)

    def co_filter(self, _art, ph):
        return ph.filter()

    def co_another(self, ph):
        return _and(ph.filter(), "other")

    def co_self(self):
        return "self"

    def when_counter_on_self(self, kind):
        return Trigger({"event": "counters_put", "kind": str(kind)})

    def when_you_dealt_damage(self):
        return Trigger({"event": "damage", "to": "you"})

    # 603.6c, 603.10a, 113.6k: a card put into a graveyard
    def when_self_to_graveyard(self, subj, into, frm):
        if frm == "battlefield":
            if into == "any":
                return self.when_self_dies(subj)
            if subj != "self" or into != "you":
                raise Unsupported("an enchanted or equipped permanent put into a particular graveyard")
            # "~ is put into your graveyard from the battlefield": a card goes to its owner's
            # graveyard (400.3) -- its owner is the ability's controller as it last existed
            return Trigger({"event": "dies", "filter": ["self", {"owner": "you"}]})
        if subj != "self":
            raise Unsupported("an enchanted or equipped permanent put into a graveyard from anywhere")
        return Trigger({"event": "to_graveyard", **({"owner": into} if into != "any" else {}),
                        **({"from": frm} if frm != "anywhere" else {})})

    def when_card_to_graveyard(self, f, into, frm):
        if frm == "battlefield":
            raise Unsupported("a card put into a graveyard from the battlefield")
        return Trigger({"event": "to_graveyard", "filter": f, **({"owner": into} if into != "any" else {}),
                        **({"from": frm} if frm != "anywhere" else {})}, self_subject=False)

    def when_filter_cards_to_graveyard(self, n, ph, into, frm):
        return self.when_cards_to_graveyard(n, into, frm, ph)

    def when_cards_to_graveyard(self, n, into, frm, ph=None):
        # "Whenever one or more land cards are put into your graveyard from anywhere": once for
        # the cards put there at once (an event, 603.2c)
        if n != 1:
            raise Unsupported("a number of cards put into a graveyard at once")
        if frm == "battlefield":
            raise Unsupported("cards put into a graveyard from the battlefield")
        f = _and(ph.filter(), "card") if ph is not None else "card"
        return Trigger({"event": "to_graveyard_batch", "filter": f, **({"owner": into} if into != "any" else {}),
                        **({"from": frm} if frm != "anywhere" else {})}, self_subject=False)

    def gi_any(self):
        return "any"

    def gf_anywhere(self):
        return "anywhere"

    def gf_library(self):
        return "library"

    def gf_battlefield(self):
        return "battlefield"

    def gyc_any(self, _art):
        return "card"

    def gyc_filter(self, _art, ph):
        return _and(ph.filter(), "card")

    def gyc_another(self):
        return ["card", "other"]

    def gyc_another_filter(self, ph):
        return _and(_and(ph.filter(), "card"), "other")

    def when_you_discard_self(self):
        # 701.8a, 113.6k: triggers from the zone the discarded card winds up in (graveyard, or exile
        # with madness, 702.35a)
        return Trigger({"event": "discard_self"})

    def when_opponent_causes_discard_self(self):
        # "that player": the opponent who controls the spell or ability that caused the discard
        return Trigger({"event": "discard_self", "cause": "opponent"})

    def when_you_discard_filter(self, _art, ph):
        return Trigger({"event": "discard", "player": "you", "filter": ph.filter()}, self_subject=False)

    def when_you_scry(self):
        return Trigger({"event": "scry", "player": "you"})

    def when_you_surveil(self):
        return Trigger({"event": "surveil", "player": "you"})

    def when_you_commit_crime(self):
        return Trigger({"event": "crime", "player": "you"})     # 700.13

    def when_batch_combat_damage(self, n, ph):
        # "Whenever one or more creatures you control deal combat damage to a player": once per
        # player dealt combat damage by them at once
        if n != 1:
            raise Unsupported("a number of creatures dealing damage")
        return Trigger({"event": "combat_damage_batch", "sources": ph.filter()})

    def when_n_attack(self, n, ph):
        return Trigger({"event": "attack_declared", "player": "any", "attackers": ph.filter(), "at_least": _int(n)})

    def when_cards_leave_graveyard(self, n):
        if n != 1:
            raise Unsupported("a number of cards leaving a graveyard")
        return Trigger({"event": "left_graveyard", "player": "you"})

    def when_you_discard_batch(self, n, ph=None):
        # 701.8a: one event for the cards a player discards at once; "that many": how many of them
        if n != 1:
            raise Unsupported("a number of cards discarded at once")
        return Trigger({"event": "discard_batch", "player": "you", **({"filter": ph.filter()} if ph is not None else {})},
                       self_subject=False)

    def when_filter_cards_leave_graveyard(self, n, ph):
        if n != 1:
            raise Unsupported("a number of cards leaving a graveyard")
        return Trigger({"event": "left_graveyard", "player": "you", "filter": ph.filter()})

    def when_you_cast_first_opponents_turn(self):
        return Trigger({"event": "cast", "player": "you", "nth": 1, "during": "opponents_turn"})

    def when_player_draw_nth(self, who, n):
        return Trigger({"event": "draw", "player": who, "nth": _ORDINALS[str(n).lower()]})

    def when_blocks(self, subj):
        return Trigger({"event": "blocks", "filter": subj}, self_subject=False)

    def when_attacks_you(self, subj):
        return Trigger({"event": "attacks", "filter": subj, "defending": "you"}, self_subject=False)

    def when_attacks_player(self, subj):
        # 506.2, 508.1b: attacking a player (not a planeswalker or battle); "that player" is the
        # defending player it attacks
        return Trigger({"event": "attacks", "filter": subj, "defending": "player"}, self_subject=False)

    def when_attacks_opponent(self, subj):
        return Trigger({"event": "attacks", "filter": subj, "defending": "opponent"}, self_subject=False)

    def when_attacks_opponent_or_theirs(self, subj):
        return Trigger({"event": "attacks", "filter": subj, "defending": "opponent_or_theirs"}, self_subject=False)

    def when_attacks_enchanted_player(self, subj):
        return Trigger({"event": "attacks", "filter": subj, "defending": "enchanted_player"}, self_subject=False)

    def when_n_attack_player(self, n, ph):
        # 508.3e: "that player" is the player they attack
        return Trigger({"event": "player_attacked", "attackers": ph.filter(), "at_least": _int(n)}, self_subject=False)

    def when_self_attacks_player(self, _subj=None):
        return _subject_trigger(_subj, {"event": "attacks", "defending": "player"})

    def when_attacks_you_or_yours(self, subj, t):
        if str(t).lower().rstrip("s") != "planeswalker":
            raise Unsupported("attacking a " + str(t))
        return Trigger({"event": "attacks", "filter": subj, "defending": "you_or_yours"}, self_subject=False)

    def when_you_attack_a_player(self):
        # 508.3e: once for each player your creatures are declared attacking; "that player" is the
        # player attacked
        return Trigger({"event": "player_attacked", "attackers": ["creature", {"controller": "you"}], "at_least": 1},
                       self_subject=False)

    def when_batch_enter(self, n, ph):
        # "Whenever one or more artifacts you control enter": once for the simultaneous event
        if n != 1:
            raise Unsupported("a number of permanents entering")
        return Trigger({"event": "entered_batch", "filter": ph.filter()})

    def when_you_sacrifice_n(self, n, ph):
        return self._batch_left(n, ph, {"sacrificed_by": "you"})

    def when_batch_die(self, n, ph):
        return self._batch_left(n, ph, {"to": "graveyard"})

    def when_batch_leave(self, n, ph):
        return self._batch_left(n, ph, {})

    def when_batch_leave_not_dying(self, n, ph):
        return self._batch_left(n, ph, {"not_to": "graveyard"})

    def when_batch_leave_your_turn(self, n, ph):
        return self._batch_left(n, ph, {"during": "your_turn"})

    def _batch_left(self, n, ph, more: dict):
        # 603.10a: leaves-the-battlefield abilities look back in time; 700.4: "dies" is put into a
        # graveyard from the battlefield; one trigger for the objects leaving in one event (603.2c)
        if n != 1:
            raise Unsupported("a number of permanents leaving the battlefield")
        return Trigger({"event": "left_batch", "filter": _not_face_down_lki(ph.filter()), **more}, self_subject=False)

    def when_you_gain_life_first(self):
        return Trigger({"event": "life_gain", "player": "you", "nth": 1})

    def when_self_combat_damage_any(self, subj):
        return _subject_trigger(subj, {"event": "damage", "source": "self", "combat": True})

    def when_self_damage_any(self, subj):
        return _subject_trigger(subj, {"event": "damage", "source": "self"})

    def ifc_cast_this_turn(self, _art, f):
        return {"cast_this_turn": f if f is not None else "spell"}

    def ifc_attacked_power(self, n):
        # 508.1: the total power of the creatures you declared as attackers this combat (not
        # those put onto the battlefield attacking, 508.4)
        if not isinstance(n, int):
            raise Unsupported("a total power that isn't a fixed number")
        return {"attacked_power_ge": n}

    def ifc_no_spell_from_hand(self):
        return {"not": {"cast_this_turn": "spell", "from": "hand"}}

    def ifc_mana_spent(self, tok, *_):
        # 207.2c adamant: the mana of that color spent to cast it (the spell, or the permanent it became)
        n, color = str(tok).lower().split()[2:4]
        sym = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}[color]
        return {"mana_spent": sym, "at_least": int(n) if n.isdigit() else _NUMBER_WORDS[n]}

    def ifc_symbol_spent(self, tok):
        # 601.2h, 106.1: "{U} was spent to cast it": at least one mana of that color was spent on its
        # costs (none for a permanent that wasn't cast, 400.7)
        syms = _mana_symbols(tok)
        if len(syms) != 1 or syms[0] not in ("W", "U", "B", "R", "G"):
            raise Unsupported("a kind of mana spent other than one colored symbol")
        return {"mana_spent": syms[0], "at_least": 1}

    def sw_self(self):
        return "self"

    def sw_it(self, *_):
        return It()

    def sw_that_spell(self):
        # "that spell": the trigger's spell, or a target spell named before it -- never another
        # target (a target player named before it: the compiler doesn't guess)
        return ThatIt(word="spell")

    def ifc_mana_spent_total(self, tok, what):
        # 601.2h: "if five or more mana was spent to cast that spell" (all its mana, any type)
        words = str(tok).lower().split()
        n = words[2] if words[0] == "at" else words[0]
        return {"mana_spent_total": what, "at_least": int(n) if n.isdigit() else _NUMBER_WORDS[n]}

    def ifc_no_mana_spent(self, tok, what):
        # 601.2h: "if no mana was spent to cast it" / "if no colored mana was spent to cast it"
        key = "colored_mana_spent" if "colored" in str(tok).lower() else "mana_spent_total"
        return {key: what, "at_least": 0, "at_most": 0}

    def value_mana_spent(self, what):
        return {"mana_spent_on": what}              # 601.2h: the total mana paid to cast it

    def ifc_that_life_le(self, n):
        return {"life_le": _int(n), "player": "that_player"}

    def ifc_no_opp_more_life_than_that(self):
        # 102.3, 119.1: no opponent of the controller has a life total greater than that player's
        return {"no_opponent_more_life_than": "that_player"}

    def ifc_that_no_spell(self):
        return {"not": {"cast_this_turn": "spell", "player": "that_player"}}

    # "last turn": the previous turn (the game's memory of it, 601.2i spells cast)
    def ifc_no_spells_last_turn(self):
        return {"not": {"casts_last_turn": "any"}}

    def ifc_player_cast_n_last_turn(self, n):
        return {"casts_last_turn": "any", "at_least": _counted(n)}

    def ifc_self_not_entered(self):
        return {"not": {"entered_this_turn": "self"}}

    def ifc_cards_exiled(self, _tok):
        # 406.3: "if a card was put into exile this turn" (pyengine/game/history.py: exiled_cards)
        return {"cards_exiled_this_turn": True}

    def ifc_descended(self):
        # 700.11: "descended this turn": a permanent card was put into your graveyard from anywhere this turn
        return {"descended_this_turn": True}

    def ifc_opponent_more(self, ph):
        return {"opponent_controls_more": ph.filter()}

    def when_dies_into(self, subj, whose):
        # "Whenever a nontoken creature is put into your graveyard from the battlefield": its owner
        return Trigger({"event": "dies", "filter": _and(_not_face_down_lki(subj), {"owner": whose})}, self_subject=False)

    def gw_you(self):
        return "you"

    def gw_opponent(self):
        return "opponent"

    def when_you_cast_from(self, _art, f, zone):
        t = _cast_trigger(f, "you")
        return Trigger({**t.when, **zone}, self_subject=t.self_subject)

    def cz_graveyard(self):
        return {"from": "graveyard"}

    def cz_hand(self):
        return {"from": "hand"}

    def cz_exile(self):
        return {"from": "exile"}

    def cz_library(self):
        # 601.2a: a spell cast from the top of its owner's library (Melek, Izzet Paragon)
        return {"from": "library"}

    def cz_not_hand(self):
        return {"from_not": "hand"}

    def trigger_end_of_combat(self):
        return Trigger({"event": "step", "step": "end_of_combat", "player": "any"})

    def step_your_nth_main(self, n):
        if str(n).lower() != "second":
            raise Unsupported("a main phase other than the second")
        return {"step": "postcombat_main", "player": "you"}

    def step_your_postcombat_main(self):
        return {"step": "postcombat_main", "player": "you"}

    def step_enchanted_player(self, st):
        return {"step": st, "player": "enchanted_player"}

    def ifc_cast_it(self):
        return {"cast_self": True}

    def ifc_cast_it_from_hand(self):
        return {"cast_self": True, "from": "hand"}

    def ifc_self_cast_from(self, zone):
        # "If this spell was cast from a graveyard" (the zone it was put on the stack from, 601.2a)
        return {"cast_self": True, **zone}

    def ifc_cast_self_main_phase(self):
        return {"cast_self": True, "during": "main_phase"}

    def ifc_self_is(self, obj, _art, ph):
        return _obj_cond(obj, {"self_is": ph.filter()})

    def ifc_died_n(self, n, ph):
        return {"died_this_turn": ph.filter(), "at_least": _int(n)}

    def ifc_hand_fewer(self, n):
        return {"hand_le": _int(n) - 1}

    def when_you_gain_life_your_turn(self):
        return Trigger({"event": "life_gain", "player": "you", "during": "your_turn"})

    def when_player_loses_life(self, who, *_):
        return Trigger({"event": "life_loss", "player": who})

    def when_you_lose_life(self):
        return Trigger({"event": "life_loss", "player": "you"})

    def when_you_pay_life(self):
        return Trigger({"event": "life_loss", "player": "you", "paid": True})

    def when_you_lose_life_first(self):
        return Trigger({"event": "life_loss", "player": "you", "nth": 1})

    def when_player_sacrifices(self, who, _art, ph):
        # 701.17a: "Whenever a player sacrifices a creature" -- the permanent as it last existed
        return Trigger({"event": "sacrifice", "player": who, "filter": ph.filter()}, self_subject=False)

    def when_self_explores(self, subj):
        return _subject_trigger(subj, {"event": "explores"})          # 701.40b

    def when_explores(self, subj):
        return Trigger({"event": "explores", "filter": subj}, self_subject=False)

    def when_player_plays(self, who, _art, ph):
        # 305.1: "Whenever an opponent plays a land" (a land played, not put onto the battlefield)
        return Trigger({"event": "play_land", "player": who, "filter": ph.filter()}, self_subject=False)

    def when_you_play(self, _art, ph):
        return self.when_player_plays("you", None, ph)

    # 603.4: intervening "if" conditions (pyengine.game.instructions.condition)
    def intervening_if(self, cond):
        return cond

    def ifc_control_both(self, *args):
        # "you control an artifact and an enchantment" (" and" before an article is AND_A)
        ph, ph2 = [a for a in args if isinstance(a, Phrase)]
        return {"all": [{"controls": ph.filter()}, {"controls": ph2.filter()}]}

    def ifc_control_none_a(self, _art, ph):
        return {"not": {"controls": ph.filter()}}

    def ifc_control_exactly(self, n, ph):
        return {"controls": ph.filter(), "at_least": _int(n), "at_most": _int(n)}

    def ifc_control_or_gy(self, _a, ph, _or, _b, ph2):
        return {"any": [{"controls": ph.filter()}, {"graveyard": ph2.filter()}]}

    def ifc_opponents_none(self, ph):
        return {"not": {"controls": ph.filter(), "player": "opponents"}}

    def ifc_none_on_battlefield(self, ph):
        return {"not": {"controls": ph.filter(), "player": "any"}}

    def ifc_hand_le(self, n):
        return {"hand_le": _int(n)}

    def ifc_that_hand_ge(self, n):
        return {"hand_ge": _int(n), "player": "that_player"}

    def ifc_that_hand_le(self, n):
        return {"hand_le": _int(n), "player": "that_player"}

    def ifc_hand_any(self):
        return {"hand_ge": 1}

    def ifc_done_this_way(self, *args):
        # "If a creature card is exiled this way": one or more of the objects the instruction
        # before exiled (sacrificed, ...) matched the filter, as they last existed (608.2h)
        ph = next(a for a in args if isinstance(a, Phrase))
        return {"done_this_way": _words(args[-1]).lower().split()[0], "filter": ph.filter()}

    def ifc_died(self, _art, ph):
        return {"died_this_turn": ph.filter()}

    def ifc_left_or_warped(self, _art, ph):
        return {"any": [{"left_this_turn": ph.filter()}, {"warped_this_turn": True}]}

    def ifc_died_yours(self, _art, ph):
        return {"died_this_turn": _and(ph.filter(), {"controller": "you"})}

    def ifc_another_died_yours(self, ph):
        return {"died_this_turn": _and(ph.filter(), "other", {"controller": "you"})}

    def ifc_opponent_lost(self):
        return {"life_lost_this_turn": "opponent"}

    # 121.1: "you've drawn two or more cards this turn" (the cards drawn this turn)
    def cond_drawn_n(self, n):
        return {"draws_this_turn": "you", "at_least": _counted(n)}

    def cond_opp_drawn_n(self, n):
        return {"draws_this_turn": "opponent", "at_least": _counted(n)}

    # 119.3, 601.2i: what an opponent did this turn (one opponent: counted for each, 603.10a)
    def ifc_opponent_gained(self):
        return {"life_gained_this_turn": "opponent"}

    def ifc_opponent_cast(self, _art, f):
        return {"cast_this_turn": f if f is not None else "spell", "player": "opponent"}

    def ifc_opponent_had_enter(self, _art, ph):
        return {"entered_this_turn": ph.filter(), "player": "opponent"}

    def ifc_opponent_had_n_enter(self, n, ph):
        return {"entered_this_turn": ph.filter(), "player": "opponent", "at_least": _int(n)}

    # 506.4, 508.1k: the attacking creatures, whoever controls them
    def cond_n_attacking(self, tok, ph):
        n = str(tok).split()[0].lower()
        return {"count": _and(ph.filter(), "attacking"),
                "at_least": int(n) if n.isdigit() else _ORDINAL_WORDS_N[n]}

    def cond_one_attacking(self, ph):
        return {"count": _and(ph.filter(), "attacking"), "at_least": 1, "at_most": 1}

    def cond_a_attacking(self, _tok, ph):
        return {"count": _and(ph.filter(), "attacking"), "at_least": 1}

    # revolt: "if a permanent left the battlefield under your control this turn" -- its controller
    # as it last existed (603.10a)
    def cond_left_yours(self, _art, ph):
        return {"left_this_turn": _and(ph.filter(), {"controller": "you"})}

    # 208.1: "you control N or more creatures with different powers" -- N distinct power values
    def cond_different_powers(self, n, ph, _t):
        return {"powers": _and(ph.filter(), {"controller": "you"}), "at_least": _counted(n)}

    # 601.2i: the spells a player cast this turn, counted
    def cond_cast_n(self, n):
        return {"casts_this_turn": "you", "at_least": _counted(n)}

    def cond_cast_n_filter(self, n, ph):
        # "you've cast four or more instant and sorcery spells this turn" (601.2i: the spells you cast)
        return {"cast_this_turn": ph.filter(), "at_least": _counted(n)}

    def cond_cast_none(self):
        return {"casts_this_turn": False}

    def ifc_player_lost_n(self, n):
        return {"life_lost_this_turn": "any", "at_least": _int(n)}

    def ifc_you_lost(self):
        return {"life_lost_this_turn": "you"}

    def ifc_gained(self):
        return {"life_gained_this_turn": "you"}

    def ifc_gained_n(self, n):
        return {"life_gained_this_turn": "you", "at_least": _int(n)}

    def ifc_attacked(self, *_a):
        return {"attacked_this_turn": True}

    def ifc_not_attacked(self, *_a):
        return {"attacked_this_turn": False}

    def ifc_opponent_lost_n(self, n):
        return {"life_lost_this_turn": "opponent", "at_least": _int(n)}

    def ifc_gained_or_lost(self):
        return {"any": [{"life_gained_this_turn": "you"}, {"life_lost_this_turn": "you"}]}

    def ifc_on_battlefield_n(self, n, ph):
        return {"controls": ph.filter(), "player": "any", "at_least": _int(n)}

    def ifc_graveyard_fewer(self, n, ph):
        return {"graveyard": ph.filter(), "at_least": 0, "at_most": _int(n) - 1}

    def ifc_entered(self, _art, ph):
        return {"entered_this_turn": _and(ph.filter(), {"controller": "you"})}

    def ifc_another_entered(self, ph):
        return {"entered_this_turn": _and(ph.filter(), "other", {"controller": "you"})}

    def ifc_entered_n(self, n, ph):
        return {"entered_this_turn": _and(ph.filter(), {"controller": "you"}), "at_least": _int(n)}

    def ifc_self_damaged_opponent(self):
        return {"dealt_damage_this_turn": "self", "to": "opponent"}

    def ifc_self_was_damaged(self):
        return {"was_dealt_damage_this_turn": "self"}

    def ifc_self_didnt_attack(self):
        return {"not": {"attacked_with_this_turn": "self"}}

    def ifc_no_land_played(self):
        return {"not": {"played_land_this_turn": True}}

    def ifc_graveyard_n(self, n, ph):
        return {"graveyard": ph.filter(), "at_least": _int(n)}

    def ifc_graveyard_cards_n(self, n):
        return {"graveyard": "card", "at_least": _int(n)}

    def ifc_graveyard_one(self, _art, ph):
        return {"graveyard": ph.filter()}

    # ------------------------------------------------ static abilities (604, 611-613)
    def ss_self(self):
        return "self"

    def ss_enchanted(self, *_):
        return "enchanted"

    def ss_equipped(self, t):
        return "equipped"

    def ss_filter(self, ph):
        return ph

    # what objects are (205.1, 305.7; layers 4, 5, 7b)
    def ss_filter_or(self, a, b):
        return (a, b)

    def ss_cards_in_graveyards(self):
        return ["card", {"zone": "graveyard"}]

    def cw_pt(self, t):
        return ("pt", _pt(t))

    def cw_color(self, t):
        return ("color", _words(t))

    def cw_colors(self, t):
        # "red and green": both colors (105.1)
        return [("color", c) for c in re.findall(r"white|blue|black|red|green", str(t).lower())]

    def cw_all_colors(self, _tok):
        return [("color", c) for c in COLORS]                # 105.1: the five colors

    def cw_colorless(self):
        return ("colorless", None)

    def cw_sub(self, t):
        return ("sub", _subtype(t))

    def cw_type(self, t):
        return ("type", _type_word(t))

    def cw_type_both(self, t):
        # "an artifact creature": both types (205.2a)
        return [("type", _type_word(w)) for w in str(t).split()]

    def cw_and(self):
        return ("and", None)

    def cw_chosen_color(self):
        return ("chosen_color", None)

    def cw_chosen_type(self):
        return ("chosen_type", None)

    def cw_that_type(self):
        return ("that_type", None)

    def cw_that_color(self):
        return ("that_color", None)

    # 608.2d: "becomes the color / creature type / basic land type of your choice" -- chosen as the
    # instruction resolves (the instruction's `choose`)
    def cw_choice_color(self):
        return ("choice", "color")

    def cw_choice_colors(self):
        # 105.1: "the color or colors of your choice" -- one or more colors
        return ("choice", "colors")

    def cw_choice_creature_type(self):
        return ("choice", "creature_type")

    def cw_choice_land_type(self):
        return ("choice", "basic_land_type")

    def cw_every_basic(self):
        return ("every_basic", None)

    def base_pt_n(self, t):
        return ("base_pt", _pt(t))

    def base_pt_mv(self):
        return ("base_pt", ["mana_value", "mana_value"])

    def still_type(self, *_):
        return ("still", None)

    def in_addition(self, *_):
        return ("in_addition", "types")

    def in_addition_colors(self, *_):
        return ("in_addition", "colors")

    def in_addition_both(self, *_):
        return ("in_addition", "both")

    def char_desc(self, *parts):
        return [w for p in parts if p is not None for w in (p if isinstance(p, list) else [p])]

    def more_base_pt(self, _and, t):
        return [("base_pt", _pt(t))]

    def more_base_pt_mv(self, _and):
        return [("base_pt", ["mana_value", "mana_value"])]

    def more_lose_all(self, _and):
        return [("lose_all", None)]

    def more_becomes(self, _and, desc):
        return desc + [("still", None)] if any(k == "type" and v == "creature" for k, v in desc) and \
            any(k == "type" and v == "artifact" for k, v in desc) else desc

    def becomes_static(self, subj, desc, *more):
        words = desc + [x for m in more for x in m]
        if any(k == "choice" for k, _v in words):
            raise Unsupported("a static ability with a value 'of your choice'")
        # "All Saprolings are ... creatures": the subtype names the objects, creatures or not
        creature_now = any(k == "type" and v == "creature" for k, v in words)
        f = _subject(subj, bare_subtypes=creature_now)
        ops = _characteristics(f, words)
        if f == "self" and set(ops) == {"set_colors"} and isinstance(ops["set_colors"], list):
            # 604.3, 604.3a: "~ is colorless", "~ is all colors" -- printed on the card, defining its
            # own colors unconditionally: a characteristic-defining ability (all zones; first in
            # layer 5, 613.3)
            return ("ability", {"cda": {"set_colors": ops["set_colors"]}})
        return ("ability", {"static": {"affects": f, **ops}})

    def lose_all_static(self, subj, *more):
        f = _subject(subj)
        ops = _characteristics(f, [("lose_all", None)] + [x for m in more for x in m])
        return ("ability", {"static": {"affects": f, **ops}})

    def anthem(self, subj, pt):
        return ("ability", {"static": {"affects": _subject(subj), "modify_pt": _pt(pt)}})

    def anthem_for_each(self, subj, pt, ph):
        # 613.4c: +1/+1 for each ... -- the count, or its negation, per side
        return self._anthem_count(subj, pt, {"count": ph.filter()})

    def anthem_for_each_bf(self, subj, pt, ph):
        # "for each other Sliver on the battlefield" said of a set of objects: "other" than each
        # of them or than the source? (counted from the source's point of view only when the
        # subject is the source or the object it's attached to)
        f = ph.filter()
        if "other" in (f if isinstance(f, list) else [f]) and _subject(subj) not in ("self", "enchanted", "equipped"):
            raise Unsupported("'each other' counted for each object of a set")
        return self.anthem_for_each(subj, pt, ph)

    def anthem_for_each_grant(self, subj, pt, ph, kws):
        # "Enchanted creature gets +1/+1 for each Plains you control and has flying": one static
        # ability, the counted bonus (613.4c) and the keywords (613.1f) to the same objects
        kind, ab = self.anthem_for_each(subj, pt, ph)
        return (kind, {"static": {**ab["static"], "add_abilities": kws}})

    def _anthem_count(self, subj, pt, count):
        # "+2/+0 for each ...": N times the count (a sum of N counts), or its negation, per side
        side = []
        for n in _pt(pt):
            if not isinstance(n, int) or abs(n) > 10:
                raise Unsupported("a multiple of a count")
            per = count if abs(n) == 1 else {"plus": [count] * abs(n)}
            side.append(0 if n == 0 else (per if n > 0 else {"minus": per}))
        return ("ability", {"static": {"affects": _subject(subj), "modify_pt": side}})

    def anthem_for_each_quantity(self, subj, pt, q):
        # 613.4c: "Domain — This creature gets +1/+0 for each basic land type among lands you
        # control" (305.6), counted continuously by the layer system (611.3a)
        if set(q) - _LAYER_QUANTITY_KEYS:
            raise Unsupported("a counted quantity the layer system can't count")
        return self._anthem_count(subj, pt, q)

    def anthem_where_x(self, subj, tok, _where, count):
        # 613.4c, 611.3a: "Equipped creature gets +X/+X, where X is the number of ..." -- X counted
        # continuously by the layer system, per side: X, -X or a fixed 0
        if set(count) - _LAYER_QUANTITY_KEYS - {"count"}:
            raise Unsupported("a counted quantity the layer system can't count")
        side = []
        for part in str(tok).split("/"):
            sign, v = part[0], part[1:]
            if v.upper() == "X":
                side.append(count if sign == "+" else {"minus": count})
            elif int(v) == 0:
                side.append(0)
            else:
                raise Unsupported("X on one side and a fixed number on the other")
        return ("ability", {"static": {"affects": _subject(subj), "modify_pt": side}})

    def anthem_for_each_attached(self, subj, pt, ph, _tok):
        # 613.4c: "This creature gets +2/+0 for each Equipment attached to it" -- the objects
        # attached to the source (301.5c, 303.4), counted by the layer system. ("Each creature
        # you control gets +2/+0 for each Equipment attached to it": "it" is each creature, not
        # yet said)
        if subj != "self":
            raise Unsupported("objects attached to each affected object")
        return self._anthem_count(subj, pt, {"count": _and(ph.filter(), "attached_to_self")})

    def anthem_for_each_gy(self, subj, pt, ph):
        # 613.4c: "+1/+1 for each creature card in your graveyard"
        return self._anthem_count(subj, pt, {"count": _and(ph.filter(), "card", {"zone": "graveyard"}, {"owner": "you"})})

    def anthem_for_each_hand(self, subj, pt):
        return self._anthem_count(subj, pt, {"count": ["card", {"zone": "hand"}, {"owner": "you"}]})

    def during_other_turns(self, eff):
        return self._cond_static(eff, {"your_turn": False})

    def cda_toughness_count(self, n):
        return ("ability", {"cda": {"set_pt": {"toughness": n}}})

    # 613.1: a static ability's effects joined by "and", each applied in its own layer: layer 4
    # ("is a Spirit"), 5 ("is black"), 6 ("has flying", "loses all abilities"), 7b/7c (base P/T,
    # "+2/+2"); a combat rule (506-509: "can't block", "is goaded", 701.38b) or "doesn't untap"
    # (502.3) is a part of the same ability
    def sp_pt(self, pt):
        return [("modify_pt", _pt(pt))]

    def sp_lose_all_other(self):
        return [("chars", [("lose_all", None)]), ("lose_all_other", True)]

    def sp_base_pt(self, t):
        # 613.4b: "has base power and toughness 1/1" (layer 7b)
        return [("chars", [("base_pt", _pt(t))])]

    def static_pred_alone(self, subj, preds):
        return ("ability", self._static_preds(subj, preds))

    def sp_lose_all(self):
        return [("chars", [("lose_all", None)])]

    def sp_grant(self, kws):
        return [("add_abilities", kws)]

    def sp_lose(self, kws):
        _no_quoted_loss(kws)
        return [("remove_abilities", kws)]

    def sp_is(self, desc):
        return [("chars", desc)]

    def sp_all_names(self, _tok):
        # 612.7: "has all names of nonlegendary creature cards in addition to its name" -- a
        # text-changing effect (layer 3, 613.1c) on the name: each such card's name is added
        return [("add_nonlegendary_creature_names", True)]

    def sp_doesnt_untap(self, *_):
        return [("doesnt_untap", True)]

    def sp_combat(self, rules):
        return [("combat", rules)]

    def sp_no_activation(self, na):
        # 602.5: "... and its activated abilities can't be activated"
        return [("cant_activate", na)]

    def sp_rest(self, *preds):
        return [x for p in preds if not isinstance(p, Token) for x in p]

    def static_preds(self, subj, first, rest):
        return ("ability", self._static_preds(subj, first + rest))

    def ce_preds(self, subj, first, rest):
        spec = self._static_preds(subj, first + rest)
        if set(spec) == {"static", "combat"} and subj in ("self", "enchanted", "equipped"):
            # "As long as ..., this creature gets +2/+2 and can't block": the restriction is an
            # ability the object has while the condition holds, as in ce_combat
            f = spec["static"]["affects"]
            rules = [{k: v for k, v in r.items() if not (k == "affects" and v == f)} for r in spec["combat"]]
            granted = self.ce_combat(subj, rules)["add_abilities"]
            return {**spec["static"], "add_abilities": list(spec["static"].get("add_abilities", [])) + granted}
        if set(spec) != {"static"}:
            raise Unsupported("a combat rule or untap rule under a condition")
        return spec["static"]

    def _static_preds(self, subj, preds) -> dict:
        f = _subject(subj)
        static: dict = {"affects": f}
        out: dict = {}
        words: list = []
        other = False
        for key, v in preds:
            if key == "chars":
                words += v
            elif key in ("add_abilities", "remove_abilities"):
                static[key] = static.get(key, []) + list(v)
            elif key == "modify_pt":
                if key in static:
                    raise Unsupported("two power/toughness changes")
                static[key] = v
            elif key == "lose_all_other":
                other = True
            elif key == "add_nonlegendary_creature_names":
                static[key] = True
            elif key == "cant_activate":
                if f not in ("self", "enchanted", "equipped"):
                    raise Unsupported("an activation prohibition on a set of objects")
                out["cant_activate"] = {"affects": f, **v}
            elif key == "doesnt_untap":
                if f not in ("self", "enchanted", "equipped"):
                    raise Unsupported("'doesn't untap' for a set of objects")
                out["doesnt_untap"] = f
            elif key == "combat":
                for r in v:
                    r = dict(r)
                    if "keyword" in r and "kind" not in r:
                        static["add_abilities"] = static.get("add_abilities", []) + [r["keyword"]]
                        continue
                    if f != "self":
                        r["affects"] = f
                    out.setdefault("combat", []).append(r)
        if words:
            for k, v in _characteristics(f, words).items():
                if k in static:
                    raise Unsupported("two statements of the same characteristic")
                static[k] = v
        if other and not static.get("add_abilities"):
            raise Unsupported("'loses all other abilities' granting no ability")
        if len(static) > 1:
            out["static"] = static
        return out

    def lose_kw(self, subj, kws):
        _no_quoted_loss(kws)
        # 613.1f: "Creatures your opponents control lose flying." (layer 6)
        return ("ability", {"static": {"affects": _subject(subj), "remove_abilities": kws}})

    # 614-615: replacement and prevention statics (pyengine/replacement/effects.py)
    def others_enter_tapped(self, ph):
        # 614.1c: "Permanents enter tapped." / "Creatures your opponents control enter tapped."
        # (whatever enters the battlefield is a permanent, 110.1: "permanents" affects every object)
        f = ph.filter()
        rep: dict = {"watches": "zone_change", "going_to": "battlefield", "enter_tapped": True}
        if f != "permanent":
            rep["affected"] = {"object": f}
        return ("ability", {"replacement": rep})

    def others_enter_as_copy(self, *args):
        # 614.1c, 707.5: "Creatures you control enter as a copy of this creature." -- a replacement
        # effect of the source on each other permanent matching the filter as it enters; the copy
        # is made as it enters (its own "enters" replacements no longer apply, 614.12, 616.1c)
        rep: dict = {"watches": "zone_change", "going_to": "battlefield", "enter_as_copy": "self"}
        f = [a for a in args if isinstance(a, Phrase)][0].filter()
        if f != "permanent":
            rep["affected"] = {"object": f}
        return ("ability", {"replacement": rep})

    def others_enter_with_counters(self, *args):
        # 614.1c, 122.6: each permanent matching the filter enters with the additional counters (the
        # counters it would enter with anyway, and these)
        ph = next(a for a in args if isinstance(a, Phrase))
        counters = next(a for a in args if isinstance(a, dict))
        rep: dict = {"watches": "zone_change", "going_to": "battlefield", "enter_with_counters": counters}
        f = ph.filter()
        if f != "permanent":
            rep["affected"] = {"object": f}
        return ("ability", {"replacement": rep})

    def dmg_combat(self):
        return True

    def dmg_noncombat(self):
        return "noncombat"

    def dp_self(self):
        return {"object": "self"}

    def dp_you(self):
        return {"player": "you"}

    def dp_enchanted(self, _t):
        return {"object": "enchanted"}

    def dp_equipped(self, _t):
        return {"object": "equipped"}

    def dp_filter(self, *args):
        return {"object": args[-1].filter()}

    def dp_you_and_filter(self, *args):
        return {"player": "you", "object": args[-1].filter()}

    # the source of the damage (609.7), as a filter of the replacement language (None: any source)
    def ds_filter(self, _art, *items):
        return _flat([i for i in items if i != "source"]) or None

    def ds_other(self, *items):
        return _flat(["other", *(i for i in items if i != "source")])

    def ds_self(self, _t):
        return "self"

    def dk_source(self):
        return "source"                       # any object (609.7)

    def dk_type(self, t):
        return _type_word(t)

    def dk_spell(self):
        return "spell"

    def ds_adj(self, t):
        # a color, "non-X" or a subtype before "source" ("a Giant source you control")
        if t.type == "COLOR_WORD":
            return _words(t)
        if t.type == "NON_WORD":
            return _non(t)
        return {"subtype": _subtype(t)[0]}

    def dsc_you(self):
        return {"controller": "you"}

    def dsc_opponent(self):
        return {"controller": "opponent"}

    # who would be dealt the damage: {object: ...} and/or {player: ...}; None: any recipient
    def dmg_to(self, party):
        return ("to", party)

    def dt_any(self, _t):
        return ("to", None)

    def dt_opp(self, _t):
        return ("to", {"player": "opponent", "object": ["permanent", {"controller": "opponent"}]})

    def dt_player(self):
        return ("to", {"player": "any"})

    def dt_opponent(self):
        return ("to", {"player": "opponent"})

    def dmg_back(self, _t):
        return ("back", None)

    def db_party(self, party):
        return ("back", party)

    def dc_double(self, *_):
        return {"multiply": 2}

    def dc_triple(self):
        return {"multiply": 3}

    def dc_plus(self, _that, n):
        if not isinstance(n, int):
            raise Unsupported("an amount of damage to add that isn't fixed")
        return {"add": n}

    def dc_minus(self, _that, n):
        if not isinstance(n, int):
            raise Unsupported("an amount of damage to subtract that isn't fixed")
        return {"add": -n}

    @staticmethod
    def _prevent(args, how: str) -> tuple:
        combat = any(a is True for a in args)
        party = [a for a in args if isinstance(a, dict)][-1]
        rep: dict = {"watches": "damage", "prevent": "all"}
        if combat:
            rep["combat"] = True
        if "noncombat" in args:                     # 510.2: combat damage; any other is noncombat
            rep["combat"] = False
        if how == "to":
            rep["affected"] = party
        else:                                       # damage dealt by the object (609.7: its source)
            if "object" not in party or "player" in party:
                raise Unsupported("damage dealt by a player")
            rep["source"] = party["object"]
        return rep

    def prevent_all_to(self, *args):
        # 615.1a: "Prevent all [combat] damage that would be dealt to ~."
        return ("ability", {"replacement": self._prevent(args, "to")})

    def prevent_all_to_also(self, *args):
        # 615.5: the prevention, then its additional effect immediately afterward
        also = args[-1]
        return ("ability", {"replacement": {**self._prevent(args[:-1], "to"), "also": also}})

    def pa_remove_self(self, amount):
        # "Remove a +1/+1 counter from this creature." (whether or not damage was prevented: the
        # effect says so whenever the damage would be dealt)
        kind, n = amount
        if not isinstance(n, int):
            raise Unsupported("a number of counters that isn't fixed")
        return [{"kind": "remove_counters", "target": "$effect_source", "counter_kind": kind, "amount": n}]

    def _pa_put(self, amount, target):
        kind, n = amount
        if n != 1:
            raise Unsupported("counters per damage prevented other than one each")
        return [{"kind": "counters", "target": target, "counter_kind": kind, "amount": "$prevented"}]

    def pa_put_self(self, amount, _tok):
        return self._pa_put(amount, "$effect_source")

    def pa_put_that(self, amount, _t, _tok):
        # "on that creature": the one the damage would have been dealt to
        return self._pa_put(amount, "$target")

    def redirect_to_attached(self, tok):
        # 614.9: a redirection of the damage that would be dealt to you to the creature the source is
        # attached to (pyengine.replacement.effects: "enchanted" is that creature)
        return ("ability", {"replacement": {"watches": "damage", "affected": {"player": "you"},
                                            "redirect_to": "enchanted"}})

    def prevent_all_by(self, *args):
        return ("ability", {"replacement": self._prevent(args, "by")})

    def prevent_all_to_by(self, *args):
        # 615.1a, 609.7: "Prevent all damage that would be dealt to ~ by artifact creatures." --
        # only damage from sources matching the filter (checked as the damage would be dealt)
        src = args[-1]
        rep = self._prevent(args[:-1], "to")
        return ("ability", {"replacement": {**rep, "source": src}})

    def bs_filter(self, ph):
        f = ph.filter()
        if any(w in repr(f) for w in ("'enchanted'", "'equipped'", "'attached'", "'other'")):
            # "enchanted creatures" here are creatures with an Aura, not the one ~ enchants (303.4)
            raise Unsupported("damage from enchanted or equipped creatures (not the ones ~ is attached to)")
        return f

    def bs_words(self, tok):
        # "artifact sources", "colorless sources", "red sources": any object with those qualities
        out = str(tok).lower().split()[:-1]
        return out[0] if len(out) == 1 else out

    def no_prevention_static(self, *args):
        # 615.12: "Damage can't be prevented." -- prevention effects still apply, and prevent nothing
        rep: dict = {"watches": "damage", "cant_be_prevented": True}
        if True in args:
            rep["combat"] = True
        if "noncombat" in args:
            rep["combat"] = False
        return ("ability", {"replacement": rep})

    def no_prevention_by(self, *args):
        # 615.12: "Damage that would be dealt by ~ can't be prevented."
        rep = self._prevent(args, "by")
        del rep["prevent"]
        return ("ability", {"replacement": {**rep, "cant_be_prevented": True}})

    def prevent_all_to_and_by(self, *args):
        # two prevention effects of one ability: to the object, and by it
        return ("abilities", [{"replacement": self._prevent(args, "to")},
                              {"replacement": self._prevent(args, "by")}])

    @staticmethod
    def _damage_event(args) -> dict:
        """The damage events a static replacement/prevention effect watches: "if [source] would deal
        [combat | noncombat] damage [to recipient], ..." (609.7: its source; 510.2: combat)."""
        src = args[0]
        rep: dict = {"watches": "damage"}
        if src is not None:
            rep["source"] = src
        if True in args[1:]:
            rep["combat"] = True
        if "noncombat" in args[1:]:
            rep["combat"] = False
        to = [a[1] for a in args if isinstance(a, tuple) and a[0] == "to"]
        if to and to[0] is not None:
            rep["affected"] = to[0]
            if "other" in (src if isinstance(src, list) else [src]) and \
                    to[0].get("object") in ("equipped", "enchanted"):
                # "another creature ... to equipped creature": other than that creature, which
                # the filter's "other" (other than the effect's source) doesn't say
                raise Unsupported("\"another\" meaning other than the equipped or enchanted creature")
        return rep

    def prevent_n_of(self, *args):
        # 615.1a, 615.10: "If a [red] source would deal damage to you, prevent 1 of that damage."
        n = args[-1]
        if not isinstance(n, int):
            raise Unsupported("a number of damage to prevent that isn't fixed")
        return ("ability", {"replacement": {**self._damage_event(args[:-1]), "prevent": n}})

    def dies_exiled_static(self, f):
        # 614.1a, 700.4: "If ~ would die, exile it instead." / "If a creature an opponent controls
        # would die, exile it instead." (the object as it last existed on the battlefield)
        if f is None or _mentions_status(f):
            raise Unsupported("a permanent's status (tapped, attacking, blocking) in a replacement effect")
        return ("ability", {"replacement": {"watches": "zone_change", "from_zone": "battlefield",
                                            "going_to": "graveyard", "affected": {"object": f}, "to_zone": "exile"}})

    def leaves_exiled_static(self):
        # 614.1a: "If ~ would leave the battlefield, exile it instead of putting it anywhere else."
        # -- any zone change from the battlefield goes to exile (one already going there is unchanged)
        return ("ability", {"replacement": {"watches": "zone_change", "from_zone": "battlefield",
                                            "affected": {"object": "self"}, "to_zone": "exile"}})

    def damage_amount_instead(self, *args):
        # 614.1a: "If a source would deal damage to a permanent or player, it deals double that
        # damage to that permanent or player instead." -- the same event with another amount (a
        # replacement effect, not a prevention effect, even for "minus 1": 615.1 vs 614.1a)
        change = [a for a in args if isinstance(a, dict) and ("multiply" in a or "add" in a)][0]
        to = [a[1] for a in args if isinstance(a, tuple) and a[0] == "to"]
        back = [a[1] for a in args if isinstance(a, tuple) and a[0] == "back"]
        if back and back[0] is not None and back[0] != (to[0] if to else None):
            raise Unsupported("damage dealt instead to another recipient")
        return ("ability", {"replacement": {**self._damage_event(args), **change}})

    def life_gain_plus(self, n):
        # 614.1a: "If you would gain life, you gain that much life plus 1 instead."
        return ("ability", {"replacement": {"watches": "life_gain", "affected": {"player": "you"}, "add": n}})

    def pay_life_from_library(self):
        # 614.1a, 119.4: a payment of life replaced by cards from the top of the payer's library,
        # only while it has at least that many (614.13c: not counting a card entering from it)
        return ("ability", {"replacement": {"watches": "life_loss", "cause": "pay_life", "affected": {"player": "you"},
                                            "top_of_library": "exile", "library_covers": True}})

    def life_gain_twice(self):
        return ("ability", {"replacement": {"watches": "life_gain", "affected": {"player": "you"}, "multiply": 2}})

    def draw_n_instead(self, n):
        # 614.1a, 121.2: each card you would draw is a draw replaced by N draws (614.5: once)
        if not isinstance(n, int) or n < 1:
            raise Unsupported("drawing a number of cards other than a fixed one instead")
        return ("ability", {"replacement": {"watches": "draw", "affected": {"player": "you"}, "multiply": n}})

    def draw_may_skip(self):
        # 614.1b, 616.1: "you may skip that draw instead" -- the drawing player may apply it or not
        return ("ability", {"replacement": {"watches": "draw", "affected": {"player": "you"}, "skip": True,
                                            "optional": True}})

    def tokens_twice(self):
        # 614.1a, 111.1: token doubling ("... it creates twice that many of those tokens instead")
        return ("ability", {"replacement": {"watches": "create_tokens", "affected": {"player": "you"},
                                            "multiply": 2}})

    def counters_twice(self, _art, ph, *_):
        # 614.1a, 122.6: "If an effect would put one or more counters on a permanent you control ..."
        return ("ability", {"replacement": {"watches": "counters", "affected": {"object": ph.filter()},
                                            "multiply": 2}})

    def _counters_kind(self, args, action: dict) -> tuple:
        kinds = {str(a) for a in args if isinstance(a, Token) and a.type == "COUNTER_KIND"}
        if len(kinds) != 1:
            raise Unsupported("counters of another kind")
        ph = [a for a in args if isinstance(a, Phrase)][0]
        return ("ability", {"replacement": {"watches": "counters", "affected": {"object": ph.filter()},
                                            "counter_kind": kinds.pop(), **action}})

    def counters_kind_twice(self, *args):
        return self._counters_kind(args, {"multiply": 2})

    def counters_kind_plus_one(self, *args):
        # Hardened Scales: "... that many plus one +1/+1 counters are put on it instead"
        return self._counters_kind(args, {"add": 1})

    def counters_kind_minus_one(self, *args):
        # Vizier of Remedies: "... that many -1/-1 counters minus one are put on it instead"
        return self._counters_kind(args, {"add": -1})

    def grant_and_combat(self, subj, kws, rules):
        _k, spec = self.static_preds(subj, [("add_abilities", kws)], [("combat", rules)])
        return ("ability", spec)

    def gain_of_filter(self, ph):
        return ph.filter()

    def gain_of_cards_gy_all(self, ph):
        # 404.1: cards in graveyards (their abilities: those the cards have there, 113.6)
        return _and(ph.filter(), "card", {"zone": "graveyard"})

    def gain_of_cards_gy_yours(self, ph):
        return _and(ph.filter(), "card", {"zone": "graveyard"}, {"owner": "you"})

    def gain_of_exiled(self, ph, _w):
        # 607.2a, 406.6: the cards in exile an ability of the source exiled
        return _and(ph.filter(), "card", {"zone": "exile"}, "exiled_with_self")

    def gain_of_other_names(self, ph, _t):
        return _and(ph.filter(), {"not": "same_name_as_self"})

    def gain_of_exiled_any(self, *_):
        return ["card", {"zone": "exile"}, "exiled_with_self"]

    def grant_all_activated_of(self, subj, _kw, f):
        # 613.1f: the activated abilities the objects have (mana abilities too, 605.1a)
        return ("ability", {"static": {"affects": _subject(subj), "gain_abilities_of": {"filter": f, "kind": "activated"}}})

    def grant_all_activated_of_self(self, _along, _kw, f):
        # 113.6: a static ability functions on the battlefield only -- "as long as ~ is on the battlefield"
        return self.grant_all_activated_of("self", _kw, f)

    def grant_all_activated_of_top(self, _tok, _art, ph, subj, _kw):
        # 401.1: the top card of its controller's library, while it is such a card (a card there
        # has its abilities, 113.6: they don't function, but they exist to be gained)
        # "a Goblin card": a card with that creature type, whatever its card types (205.3d, 308.3)
        f = _and(_subject(ph, bare_subtypes=True), "card", {"zone": "library"}, {"owner": "you"}, "library_top")
        return self.grant_all_activated_of(subj, _kw, f)

    def full_text_of_graveyard_top(self, _tok, _art, ph, subj, _ft, _has_text, q):
        # 612.6: "has the full text of that card" -- name, mana cost, color indicator, type line,
        # rules text and power/toughness (layer 3, 613.1c) -- as long as (611.3a) the top card of
        # its controller's graveyard (404.1) is such a card; "and has the text ..." (its words
        # compiled where the object has them, like a granted ability's, 113.10)
        if _subject(subj) != "self":
            raise Unsupported("the full text of a card given to another object")
        f = _and(_subject(ph, bare_subtypes=True), "card", {"zone": "graveyard"}, {"owner": "you"}, "graveyard_top")
        return ("ability", {"static": {"affects": "self",
                                       "full_text": {"of": "graveyard_top", "and_text": [_quoted_text(q)]},
                                       "condition": {"count": f, "at_least": 1}}})

    def static_sparing(self, ab, tok):
        # 702.16n: "... has protection from blue. This effect doesn't remove this Aura." -- each
        # protection the static ability grants is an instance that doesn't put that Aura (or, "...
        # doesn't remove Auras", any Aura) into its owner's graveyard
        spares = "this" if "~" in str(tok) else "auras"
        spec = ab[1] if isinstance(ab, tuple) and ab and ab[0] == "ability" else None
        static = spec.get("static") if isinstance(spec, dict) and set(spec) == {"static"} else None
        if not isinstance(static, dict) or static.get("affects") != "enchanted":
            raise Unsupported("\"this effect doesn't remove\" said of something other than an Aura's protection")
        kws = list(static.get("add_abilities") or [])
        prot = [k for k in kws if (isinstance(k, str) and k.startswith("protection from "))
                or (isinstance(k, dict) and set(k) == {"protection"})]
        if not prot:
            raise Unsupported("\"this effect doesn't remove\" with no protection granted")
        out = [({"protection": k[len("protection from "):]} if isinstance(k, str) else k) | {"spares": spares}
               if k in prot else k for k in kws]
        return ("ability", {"static": {**static, "add_abilities": out}})

    def grant(self, subj, kws):
        return ("ability", {"static": {"affects": _subject(subj), "add_abilities": kws}})

    # ------------------------------------------------ conditions (611.3a "as long as", 614.1d "unless")
    def ce_anthem(self, subj, pt):
        return {"affects": _subject(subj), "modify_pt": _pt(pt)}

    def ce_gy_flashback(self, tok, _tok):
        # 702.34a, 613.1f: the instant and sorcery cards in your graveyard have flashback for their
        # mana cost (the static ability of a permanent, 113.6: while it's on the battlefield)
        words = _words(tok).split()
        return {"affects": [{"any": [words[0], words[-1]]}, "card", {"zone": "graveyard"}, {"owner": "you"}],
                "add_abilities": [{"text": FLASHBACK_MANA_COST_TEXT}]}

    def static_gy_flashback(self, tok, _tok):
        return ("ability", {"static": self.ce_gy_flashback(tok, _tok)})

    def ce_grant(self, subj, kws):
        return {"affects": _subject(subj), "add_abilities": kws}

    def ce_combat(self, subj, rules):
        # 611.3a, 508.1c, 509.1b: a restriction in force while the condition holds -- the layer system
        # decides the condition (layers.lp cond(l)): the object has the restriction as an ability
        # (113.10), whose rule the combat program reads (pyengine/combat/rules.py)
        if subj not in ("self", "enchanted", "equipped"):
            # a rule about a set of creatures is no ability of theirs (granting one would be seen by
            # effects that count or remove abilities, 613.1f)
            raise Unsupported("a combat rule on a set of creatures under a condition")
        kws = [r["keyword"] for r in rules if set(r) == {"keyword"}]
        if kws and len(kws) == len(rules):       # "can block an additional creature each combat" (702)
            return {"affects": subj, "add_abilities": kws}
        kinds = tuple(sorted(r.get("kind", "") for r in rules))
        text = _CONDITIONAL_COMBAT.get(kinds)
        if text is None or any(set(r) != {"kind"} for r in rules):
            raise Unsupported("a combat rule under a condition")
        return {"affects": subj, "add_abilities": [{"text": f"This creature {text}."}]}

    def combat_unless(self, subj, rules, _tok, cond):
        # "~ can't attack or block unless you control another Giant": the restriction while the
        # condition is false (611.3a)
        return self._cond_static(self.ce_combat(subj, rules), _negated_condition(cond))

    def attack_tax(self, subj, rules, _unless, _pays, mana, _each):
        # 508.1d, 508.1h: a cost to attack the rule's controller ("you") [or a planeswalker they
        # control] with each such creature, paid by the creature's controller as attackers are
        # declared (asp_rules/combat_attack.lp attack_cost; the game loop pays the total)
        kinds = {"cant_attack_player": "attack_cost", "cant_attack_player_or_planeswalkers": "attack_cost_player_or_planeswalkers"}
        if len(rules) != 1 or rules[0].get("kind") not in kinds:
            raise Unsupported("a cost to attack other than 'can't attack you [or planeswalkers you control] unless'")
        if "X" in str(mana).upper() or "/P" in str(mana).upper():
            raise Unsupported("a cost to attack with {X} or Phyrexian mana")
        r = {"kind": kinds[rules[0]["kind"]], "player": "controller", "cost": str(mana)}
        if subj != "self":
            r["affects"] = subj
        return ("ability", {"combat": [r]})

    def cm_pt(self, pt):
        return {"modify_pt": _pt(pt)}

    def cm_kw(self, kws):
        return {"add_abilities": kws}

    def ce_it(self, more):
        return {"affects": "self", "_it": True, **more}

    def ce_it_combat(self, rules):
        # "As long as this creature has a +1/+1 counter on it, it can attack as though it didn't
        # have defender": "it" is the object itself (or the condition's subject, _cond_static)
        return {**self.ce_combat("self", rules), "_it": True}

    def ce_it_base(self, preds):
        return {"affects": "self", "_it": True, **_characteristics("self", preds[0][1])}

    def ce_base(self, subj, preds):
        f = _subject(subj)
        return {"affects": f, **_characteristics(f, preds[0][1])}

    def ce_it_both(self, pt, kws):
        return {"affects": "self", "_it": True, "modify_pt": _pt(pt), "add_abilities": kws}

    def cond_static(self, eff, cond):
        return self._cond_static(eff, cond)

    def cond_static_first(self, cond, eff):
        return self._cond_static(eff, cond)

    def _cond_static(self, eff, cond):
        # "As long as equipped creature is a Human, it has lifelink": "it" is the condition's
        # subject when it has one, else the object itself
        eff, cond = dict(eff), {k: v for k, v in cond.items() if k != "_it"}
        if set(cond) == {"it_is", "filter"} and isinstance(cond["it_is"], It) and type(cond["it_is"]) is It \
                and eff.get("affects") in ("self", "enchanted", "equipped") and not eff.get("_it"):
            # "Enchanted creature gets +3/+3 as long as it's a Zombie": "it" is the affected object
            if _mentions_pt(cond["filter"]):
                # its power is decided in layer 7, after the effect's own layer may need it (613.8a)
                raise Unsupported("a condition on the object's power or toughness")
            cond = {"count": _and(eff["affects"], cond["filter"])}
        cond = _layer_condition(cond)
        if set(cond) - _LAYER_CONDITION_KEYS:
            raise Unsupported("a condition the layer system can't read")
        subj = cond.pop("_subject", None)
        if eff.pop("_it", False) and subj is not None:
            eff["affects"] = subj
        return ("ability", {"static": {**eff, "condition": cond}})

    def oe_pt(self, pt):
        return {"modify_pt": _pt(pt)}

    def oe_combat(self, rules):
        return {"_combat": rules}

    def cond_static_otherwise(self, eff, cond, _tok, other):
        _k, first = self._cond_static(eff, cond)
        subj = first["static"]["affects"]
        if subj not in ("self", "enchanted", "equipped"):
            raise Unsupported("'otherwise' said of a set of objects")
        second = self.ce_combat(subj, other["_combat"]) if "_combat" in other else {"affects": subj, **other}
        neg = _negated_condition(first["static"]["condition"])
        return ("abilities", [first, {"static": {**second, "condition": neg}}])

    def cond_during_your_turn(self, eff):
        return self._cond_static(eff, {"your_turn": True})

    def during_your_turn_after(self, eff):
        return self._cond_static(eff, {"your_turn": True})

    def cond_control(self, _art, ph):
        return {"controls": ph.filter()}

    def cond_control_your_commander(self, _tok):
        return {"controls": ["commander", {"owner": "you"}]}      # 903.3d: a commander you own on the battlefield

    def cond_control_or(self, _a1, ph1, _or, ph2):
        return {"controls": {"any": [ph1.filter(), ph2.filter()]}}

    def cond_control_another(self, ph):
        return {"controls": _and(ph.filter(), "other")}

    def cond_control_n(self, n, ph):
        return {"controls": ph.filter(), "at_least": _counted(n)}

    def cond_control_le(self, n, ph):
        return {"controls": ph.filter(), "at_most": _counted(n)}

    def cond_nth_resolution(self, tok):
        # "If this is the second [or third] time this ability has resolved this turn" (the ability
        # of this object, 400.7, counting this resolution)
        nth = ["first", "second", "third", "fourth", "fifth"]
        return {"resolved_nth": [nth.index(w) + 1 for w in re.findall(r"first|second|third|fourth|fifth", str(tok).lower())]}

    def cond_control_none(self, ph):
        return {"controls": ph.filter(), "at_most": 0}

    def cond_opp_control(self, _art, ph):
        return {"count": _and(ph.filter(), {"controller": "opponent"})}

    def cond_opp_and_you_control(self, _a1, ph1, _a2, ph2):
        return {"all": [self.cond_opp_control(None, ph1), {"controls": ph2.filter()}]}

    def cond_opps_control_n(self, n, ph):
        return {"count": _and(ph.filter(), {"controller": "opponent"}), "at_least": _counted(n)}

    def cond_any_control(self, _art, ph):
        return {"count": ph.filter()}

    def cond_player_life_le(self, n):
        return {"life_le": n, "player": "any"}

    def cond_opponents_ge(self, n):
        return {"opponents_ge": n}

    def cond_life_ge(self, n):
        return {"life_ge": n}

    def cond_life_le(self, n):
        return {"life_le": n}

    def cond_graveyard_n(self, n):
        return {"count": ["card", {"zone": "graveyard"}, {"owner": "you"}], "at_least": _counted(n)}

    def cond_cards_gy(self, n, ph):
        # "there are N or more creature cards in your graveyard"; descend: "permanent cards" --
        # artifact, battle, creature, enchantment, land and planeswalker cards (110.4b)
        f = ph.filter()
        if f == "permanent" or f == ["permanent"]:
            f = {"any": ["artifact", "battle", "creature", "enchantment", "land", "planeswalker"]}
        return {"count": _and(f, "card", {"zone": "graveyard"}, {"owner": "you"}), "at_least": _counted(n)}

    def cond_two_types_gy(self, n, tok):
        # "there are two or more instant and/or sorcery cards in your graveyard" (spell mastery):
        # cards of either type counted (205.2a)
        t1, t2 = _words(tok).split()[0], _words(tok).split()[-1]
        return {"count": ["card", {"any": [t1, t2]}, {"zone": "graveyard"}, {"owner": "you"}], "at_least": _counted(n)}

    def cond_mana_values_gy(self, n):
        return {"mana_values": ["card", {"zone": "graveyard"}, {"owner": "you"}], "at_least": _counted(n)}

    def cond_delirium(self, n):
        return {"card_types": ["card", {"zone": "graveyard"}, {"owner": "you"}], "at_least": _counted(n)}

    def cond_control_colors(self, _art, c1, c2, ph):
        return {"controls": _and(ph.filter(), {"any": [_words(c1), _words(c2)]})}

    def cond_no_opp_colors(self, _art, c1, c2, ph):
        return {"count": _and(ph.filter(), {"any": [_words(c1), _words(c2)]}, {"controller": "opponent"}),
                "at_most": 0}

    def cond_opp_poison_ge(self, n):
        return {"poison_ge": n, "player": "opponent"}                     # 122.1f

    def cond_poison_ge(self, n):
        return {"poison_ge": n, "player": "you"}

    def cond_opp_life_le(self, n):
        return {"life_le": n, "player": "opponent"}

    def value_difference(self, *_):
        # "the difference": only a condition before it says between what (if_sentence)
        return {"_difference": True}

    def cobj_self(self):
        return "self"

    def cobj_it(self):
        return "it"

    def cobj_that(self, *args):
        # "that creature": the object an earlier instruction named (ThatIt, checked by assemble)
        return ("that", _type_word(args[0]) if args else "permanent")

    def cond_counters(self, obj, *args):
        kind, n = args[-1]
        return _obj_cond(obj, {"source_counters": kind, "at_least": _counted(n)})

    def cond_counters_n(self, obj, n, kind):
        return _obj_cond(obj, {"source_counters": str(kind), "at_least": _counted(n)})

    def cond_no_counters(self, obj, kind):
        return _obj_cond(obj, {"not": {"source_counters": str(kind)}})

    def cond_obj_has(self, obj, kw):
        return _obj_cond(obj, {"self_is": self.post_with(kw)})

    def cond_no_counters_self(self, kind):
        return {"not": {"source_counters": str(kind)}}

    def cond_counters_n_self(self, n, kind):
        return {"source_counters": str(kind), "at_least": _counted(n)}

    def cond_opp_graveyard_n(self, n):
        return {"opponent_graveyard_ge": _counted(n)}

    def cond_more_cards_in_hand(self):
        return {"more_cards_in_hand": True}

    def cond_hand_exactly(self, n):
        return {"all": [{"hand_ge": _counted(n)}, {"hand_le": _counted(n)}]}

    def cond_most_common_color(self, col, *_):
        # 105.1: the color the most permanents have (each permanent counted once per color it
        # has), ties included
        return {"most_common_color": _words(col)}

    def cond_self_stat_ge(self, stat, n):
        # 208.1: "Activate only if ~'s power is 4 or greater" -- the source's power now
        return {"self_is": {stat: {"ge": _counted(n)}}}

    def cond_designation(self, obj, w):
        return _obj_cond(obj, {_words(w): True})

    def cond_not_designation(self, obj, w):
        return _obj_cond(obj, {_words(w): False})

    def cond_it_is_a(self, _obj, *args):
        ph = args[-1]
        # 608.2c: "If it's a Spider, put a +1/+1 counter on it" -- the object "it" names (the last
        # target named, else the trigger's object), as it is now (608.2h); only an instruction
        # reads it (left unresolved elsewhere, the compiler doesn't place it)
        return {"it_is": _cond_it(_obj), "filter": _subject(ph, bare_subtypes=True)}

    def cond_it_is_color(self, _obj, col):
        # 608.2c, 105.2: "Counter target spell if it's blue." -- the object "it" names, its color as
        # the instruction is reached (608.2h); the target may be of any color (115.1)
        return {"it_is": _cond_it(_obj), "filter": _words(col)}

    def cond_it_was_a(self, obj, *args):
        # 608.2h: the object named, as it last existed if it left the battlefield (game: _if `it_was`)
        return {"it_was": _cond_it(obj), "filter": _subject(args[-1], bare_subtypes=True)}

    def cond_its_stat(self, f):
        # "if its power is 4 or greater": the object "it" names (608.2c)
        return {"it_is": It(), "filter": f}

    def cond_sacrificed_was(self, *args):
        # "If the sacrificed creature was a Human" -- the permanent sacrificed to pay a cost, as it
        # last existed on the battlefield (608.2h, 118.3)
        return {"sacrificed_was": _subject(args[-1], bare_subtypes=True)}

    def cond_you_controlled(self, obj=None):
        # "If you controlled that permanent" -- its controller as it last existed (608.2h)
        return {"it_was": _cond_it(obj if obj is not None else "it"), "filter": {"controller": "you"}}

    def cond_that_has(self, _obj, kw):
        # 608.2c: "If that creature has infect, ..." -- 113.1: the abilities it has now
        return {"it_is": _cond_it(_obj), "filter": self.post_with(kw)}

    def cond_that_has_counters(self, _obj, c, *_):
        # 608.2c, 122.1: "If that creature has a +1/+1 counter on it, ..."
        return {"it_is": _cond_it(_obj), "filter": c}

    def cond_equipped(self, obj):
        return _obj_cond(obj, {"source_attached": "Equipment"})

    def cond_enchanted(self, obj):
        return _obj_cond(obj, {"source_attached": "Aura"})

    def as_equipped(self, *_):
        return "equipped"

    def as_enchanted(self, *_):
        return "enchanted"

    def cond_attached_is(self, subj, _art, ph):
        # "as long as equipped creature is a Human, it ...": "it" is the equipped creature
        return {"count": _and(subj, ph.filter()), "_subject": subj}

    def cond_attached_is_or(self, subj, _art, ph1, _or, ph2):
        return {"count": [subj, {"any": [ph1.filter(), ph2.filter()]}], "_subject": subj}

    def cond_attached_color(self, subj, col):
        # 105.1: "as long as enchanted creature is blue" -- its color as the condition is read
        return {"count": [subj, _words(col)], "_subject": subj}

    def cond_attached_legendary(self, subj):
        return {"count": [subj, "legendary"], "_subject": subj}

    def cond_total_power(self, ph, n):
        # "Formidable — ... Activate only if creatures you control have total power 8 or greater"
        return {"total_power": ph.filter(), "at_least": _counted(n)}

    def cond_devotion_lt(self, cols, n):
        # 700.5: "your devotion to black [and red] is less than five"
        if not isinstance(n, int) or n < 1:
            raise Unsupported("a devotion condition that isn't fixed")
        return {"devotion": cols, "at_most": n - 1}

    def devotion_one(self, col):
        return _words(col)

    def devotion_two(self, tok):
        # 700.5: "devotion to [color 1] and [color 2]" -- the two colors
        return str(tok).lower().split()[2::2]

    def cond_isnt_type(self, cond, _art, t):
        # 205.1a, 613.1d: "As long as your devotion to black is less than five, Erebos isn't a
        # creature" -- it loses the card type while the condition holds
        return self._cond_static({"affects": "self", "remove_types": [_type_word(t)]}, cond)

    def cond_devotion_ge(self, cols, n):
        # 700.5: "if your devotion to white and black is seven or greater"
        if not isinstance(n, int):
            raise Unsupported("a devotion condition that isn't fixed")
        return {"devotion": cols, "at_least": n}

    def cond_hand_ge(self, n):
        return {"count": ["card", {"zone": "hand"}, {"owner": "you"}], "at_least": _counted(n)}

    def cond_hand_none(self):
        return {"count": ["card", {"zone": "hand"}, {"owner": "you"}], "at_most": 0}

    def cond_your_turn(self):
        return {"your_turn": True}

    def cond_your_main_phase(self, _tok):
        # 505.1: a main phase of your turn
        return {"all": [{"your_turn": True}, {"main_phase": True}]}

    def cond_a_main_phase(self, _tok):
        return {"main_phase": True}

    def cond_first_combat_phase(self, tok):
        # 506.1, 500.8: the turn's first combat phase (an additional one is not); "of your turn":
        # and the turn is yours (102.1)
        if str(tok).lower().endswith("your turn"):
            return {"all": [{"your_turn": True}, {"first_combat_phase": True}]}
        return {"first_combat_phase": True}

    # 722.1: who is the monarch, as the condition is checked (no monarch yet: nobody is)
    def cond_chose_other_ring_bearer(self, _tok):
        # 701.52a: the creature chosen as the Ring tempted you (the trigger event's object) isn't ~
        return {"ring_bearer_chosen": "other"}

    def cond_monarch_you(self):
        return {"monarch": "you"}

    def cond_monarch_not_you(self):
        return {"not": {"monarch": "you"}}

    def cond_monarch_opponent(self):
        return {"monarch": "opponent"}

    def cond_monarch_none(self):
        return {"monarch": "none"}

    def cond_not_your_turn(self):
        return {"your_turn": False}

    def cond_untapped(self, obj):
        return _obj_cond(obj, {"source_tapped": False})

    def cond_attacking(self, obj):
        return _obj_cond(obj, {"source_attacking": True})

    def cond_blocking(self, obj):
        return _obj_cond(obj, {"source_blocking": True})

    def cond_tapped(self, obj):
        return _obj_cond(obj, {"source_tapped": True})

    def cond_self_in_graveyard(self, obj):
        # 404.1: the card is in its owner's graveyard -- a condition of an ability working there
        # (113.6k; a mark until `triggered` makes the ability one: see _self_zone_ability)
        return _obj_cond(obj, {"_source_in_zone": "graveyard"})

    def control_enchanted(self, t):
        if _type_word(t) not in ("creature", "permanent", "artifact", "land", "enchantment", "planeswalker"):
            raise Unsupported("control of enchanted object")
        return ("ability", {"static": {"affects": "enchanted", "control": "you"}})

    def enters_tapped(self, *_):
        return ("ability", {"replacement": {"scope": "entering", "watches": "zone_change",
                                            "going_to": "battlefield", "affected": {"object": "self"},
                                            "enter_tapped": True}})

    def escapes_with_counters(self, amount):
        # 702.138c: "If this permanent escaped, it enters with [those counters]"
        kind, n = amount
        if not isinstance(n, int):
            raise Unsupported("a number of counters that isn't fixed")
        return ("ability", {"enters_with": {"if": {"escaped": True}, "counters": {kind: n}}})

    def multikicked_enters_with(self, amount):
        # 702.33c, 614.1c: "enters with a +1/+1 counter on it for each time it was kicked"
        kind, n = amount
        if n != 1:
            raise Unsupported("counters for each time it was kicked, more than one each")
        return ("ability", {"enters_with": {"if": {"kicked": True}, "counters": {kind: "times_kicked"}}})

    def kicked_enters_with_counters(self, *args):
        # 702.33d, 614.1c: "If this creature was kicked, it enters with N +1/+1 counters on it."
        kind, n = args[-1]
        if not isinstance(n, int):
            raise Unsupported("a number of counters that isn't fixed")
        return ("ability", {"enters_with": {"if": {"kicked": True}, "counters": {kind: n}}})
    def enters_with_counters_where_x(self, *args):
        # 614.1c, 107.3: X is a number computed as the permanent enters
        kind, n = next(a for a in args if isinstance(a, tuple))
        value = args[-1]
        if n != "x" or not isinstance(value, (int, dict)) or isinstance(value, bool):
            raise Unsupported("'where X is' without an X")
        return ("ability", {"enters_with": {"if": {"all": []}, "counters": {kind: value}}})

    def enters_with_counters_for_each(self, *args):
        # 614.1c: "This creature enters with a +1/+1 counter on it for each color of mana spent to
        # cast it" (converge, 207.2c: the colors remembered as the spell's costs were paid; none
        # for a permanent that wasn't cast) -- counted as it enters (keyword_costs.entering)
        kind, n = next(a for a in args if isinstance(a, tuple))
        per = args[-1]
        if not isinstance(n, int) or isinstance(n, bool) or not isinstance(per, dict) or \
                not set(per) <= {"colors_spent", "count", "count_in"}:
            raise Unsupported("counters for each of something not counted as the permanent enters")
        return ("ability", {"enters_with": {"if": {"all": []},
                                            "counters": {kind: per if n == 1 else {"times": [n, per]}}}})

    def enters_with_counters_if(self, *args):
        # 614.1c: "~ enters with N +1/+1 counters on it if <condition>" -- the condition is
        # read as the permanent enters (pyengine.game.keyword_costs.entering)
        cond = _static_cond(next(a for a in args if isinstance(a, dict)))
        # 122.1: "with two +1/+1 counters and a lifelink counter on it" -- each kind
        return ("ability", {"enters_with": {"if": cond, "counters": _counter_kinds(
            [a for a in args if isinstance(a, tuple)], fixed=True)}})

    def enters_tapped_unless(self, *args):
        # 614.1d: a replacement effect that doesn't apply while the condition holds
        cond = _static_cond(args[-1])
        if any(k in cond for k in ("your_turn", "source_tapped", "source_attacking", "source_blocking")) or \
                any(str(k).endswith("_this_turn") for k in cond):
            raise Unsupported("an 'enters tapped unless' condition on the turn or the source")
        return ("ability", {"replacement": {"scope": "entering", "watches": "zone_change",
                                            "going_to": "battlefield", "affected": {"object": "self"},
                                            "enter_tapped": True, "unless": cond}})

    def enters_tapped_if(self, *args):
        # 614.1d: "If you control two or more other lands, this land enters tapped." -- the
        # replacement effect applies only while the condition holds: it doesn't apply while the
        # opposite condition holds ("unless you control one or fewer other lands")
        cond = _negated_cond(_static_cond([a for a in args if isinstance(a, dict)][-1]))
        return self.enters_tapped_unless(cond)

    def enters_as_copy(self, *args):
        # 707.5, 614.1c: "You may have this creature enter as a copy of any creature on the
        # battlefield." -- a replacement effect of the entering permanent: its controller may
        # choose an object matching the filter (on the battlefield) as it enters; it enters as a
        # copy of it (a copy effect, layer 1, 613.2a). "enter tapped as a copy": tapped too.
        ph = [a for a in args if isinstance(a, Phrase)][-1]
        f = ph.filter()
        if "'zone'" in repr(f) or "entered" in repr(f):
            raise Unsupported("a copy of a card in another zone, or of what entered this turn")
        tapped = any(isinstance(a, Token) and a.type == "COPY_TAPPED" for a in args)
        # 707.9b: "..., except it's an artifact in addition to its other types" (the exceptions are
        # part of the copiable values); "except it enters with X additional +1/+1 counters" (614.1c)
        exc = dict(next((a for a in args if isinstance(a, dict)), {}))
        counters = exc.pop("_counters", None)
        if "this_ability" in exc:
            raise Unsupported("a permanent entering as a copy that has the replacement ability")
        return ("ability", {"replacement": {"scope": "entering", "watches": "zone_change",
                                            "going_to": "battlefield", "affected": {"object": "self"},
                                            "enter_as_copy": "chosen", "copy_choice": f, "optional": True,
                                            **({"copy_tapped": True} if tapped else {}),
                                            **({"copy_except": exc} if exc else {}),
                                            **({"copy_counters": counters} if counters else {})}})

    def enters_tapped_doesnt_untap(self, *_):
        # "~ enters tapped and doesn't untap during your untap step." -- a replacement effect
        # (614.1c) and a static ability changing the untap step (502.3), as two abilities
        return ("abilities", [self.enters_tapped()[1], self.doesnt_untap(self.ss_self())[1]])

    def enters_tapped_with_counters(self, *args):
        # 614.1c: "This land enters tapped with two charge counters on it." -- two replacement
        # effects of one ability, each modifying how it enters
        return ("ability", {"replacement": [self.enters_tapped()[1]["replacement"],
                                            self.enters_with_counters(*args)[1]["replacement"]]})

    def enters_tapped_unless_pay(self, *args):
        # 614.1c-d, 614.12: "As ~ enters, you may pay 2 life. If you don't, it enters tapped."
        n = args[-1]
        if not isinstance(n, int) or n < 1:
            raise Unsupported("a life payment that isn't fixed")
        return ("ability", {"replacement": {"scope": "entering", "watches": "zone_change",
                                            "going_to": "battlefield", "affected": {"object": "self"},
                                            "enter_tapped": True, "unless_paid": {"life": n}}})

    def enters_tapped_unless_reveal(self, *args):
        # 614.12, 701.16a: "As ~ enters, you may reveal a Dragon card from your hand. If you
        # don't, ~ enters tapped."
        ph = [a for a in args if isinstance(a, Phrase)][0]
        return ("ability", {"replacement": {"scope": "entering", "watches": "zone_change",
                                            "going_to": "battlefield", "affected": {"object": "self"},
                                            "enter_tapped": True, "unless_reveal": _and(ph.filter(), "card")}})

    def enters_with_counter_choice(self, *args):
        # 614.12a, 122.1b: "This creature enters with your choice of a flying counter or a first
        # strike counter on it" -- the kind chosen before it enters (pyengine.game.as_enters)
        tok = next(a for a in args if isinstance(a, Token) and a.type in ("COUNTER_CHOICE", "COUNTER_OR_CHOICE"))
        body = re.sub(r"(?i)^your choice of an? ", "", str(tok))
        kinds = [k.strip().lower() for k in re.split(r"(?i) counter or an? |,? or |, ", body) if k.strip()]
        if len(kinds) < 2 or len(set(kinds)) != len(kinds):
            raise Unsupported("a choice of counter kinds that isn't a list of kinds")
        return ("ability", {"as_enters": {"counter_choice": {"kinds": kinds, "count": 1}}})

    def enters_with_counters_from_among(self, *args):
        # 614.12a, 122.1b: "enters with your choice of two different counters on it from among
        # menace, deathtouch, and lifelink" -- two different kinds chosen before it enters
        tok = next(a for a in args if isinstance(a, Token) and a.type == "COUNTERS_FROM_AMONG")
        m = re.match(r"(?i)your choice of (two|three) different counters on it from among (.*)$", str(tok))
        count = {"two": 2, "three": 3}[m.group(1).lower()]
        kinds = [k.strip().lower() for k in re.split(r"(?i),? and |, ", m.group(2)) if k.strip()]
        if len(set(kinds)) != len(kinds) or count >= len(kinds) or \
                not set(kinds) <= set(_KEYWORD_COUNTER_KINDS):
            raise Unsupported("a choice of counters that aren't keyword counters")
        return ("ability", {"as_enters": {"counter_choice": {"kinds": kinds, "count": count}}})

    def as_enters_roll(self, tok):
        # 614.12a, 706.2: "As this creature enters, roll a six-sided die. This creature enters with a
        # number of +1/+1 counters on it equal to the result." -- rolled before it enters; "roll X
        # six-sided dice" (X of the spell, 107.3m), the total of the results
        one = re.search(r"(?i)roll a six-sided die", str(tok)) is not None
        return ("ability", {"as_enters": {"roll": {"sides": 6, "count": 1 if one else "x"}}})

    def as_enters_sac_any(self, _tok):
        # 614.12a: "you may sacrifice any number of creatures and/or planeswalkers. If you do, it
        # enters with twice that many +1/+1 counters on it." -- devour's replacement (702.82c-like)
        return ("ability", {"as_enters": {"devour": {"n": 2, "filter": {"any": ["creature", "planeswalker"]}}}})

    def as_enters_opponent_count(self, tok):
        # 614.12a: "As this creature enters, choose an opponent. This creature enters with a -1/-1
        # counter on it for each creature that player controls." (counted as it enters)
        m = re.search(r"(?i)an? (-1/-1|\+1/\+1) counter on it for each (\w+) that player", str(tok))
        return ("ability", {"as_enters": {"opponent_count": {"kind": m.group(1), "filter": m.group(2).lower()}}})

    def as_enters_return_one(self, tok):
        # 614.12a, 614.13: "you may return a nonland permanent you control to its owner's hand. If
        # you do, this creature enters with a +1/+1 counter on it."
        m = re.search(r"(?i)return an? (nonland permanent|creature|artifact|permanent) you control", str(tok))
        f = ["nonland", "permanent"] if m.group(1).lower() == "nonland permanent" else m.group(1).lower()
        return ("ability", {"as_enters": {"return_one": {"filter": f, "counters": 1}}})

    def as_enters_remove_all(self, _tok):
        # 614.12a, 122.8: "As this creature enters, remove all counters from all permanents. This
        # creature enters with a +1/+1 counter on it for each counter removed this way."
        return ("ability", {"as_enters": {"remove_all_counters": True}})

    def as_enters_discard_hand(self):
        # 614.1c, 614.13: "As this enchantment enters, discard your hand." (before it enters)
        return ("ability", {"as_enters": {"discard_hand": True}})

    def as_enters_sacrifice_all(self, tok):
        # 614.1c, 614.13: "As this enchantment enters, sacrifice all lands you control."
        t = str(tok).lower()
        t = t[:-3] + "y" if t.endswith("ies") else t[:-1]
        if t not in ("land", "creature", "artifact", "enchantment", "planeswalker"):
            raise Unsupported("sacrificing all of a kind that isn't a permanent type")
        return ("ability", {"as_enters": {"sacrifice_all": t}})

    def as_enters_exile_any(self, ph):
        # 614.1c, 614.13a: "As this creature enters, exile any number of creature cards from your
        # graveyard." -- chosen before it enters (614.12a); the cards exiled this way are "the
        # exiled cards" of its linked ability (607.2b, 614.14)
        return ("ability", {"as_enters": {"exile_from_graveyard": {"filter": _and(ph.filter(), "card"), "n": "any"}}})

    def as_enters_sacrifice_total_pt(self, ph):
        # 614.1c, 614.13a: "As this creature enters, sacrifice any number of creatures. This
        # creature's power becomes the total power of those creatures and its toughness becomes
        # their total toughness." -- the totals of the creatures as they last existed on the
        # battlefield (608.2h), set in layer 7b (613.4b) from the moment it enters (611.2e)
        f = ph.filter()
        if not (f == "creature" or (isinstance(f, list) and "creature" in f)):
            raise Unsupported("sacrificing as it enters permanents that may not be creatures, for their total power")
        return ("ability", {"as_enters": {"sacrifice_set_pt": {"filter": f}}})

    def as_enters_reveal_any(self, *args):
        # 614.12a, 701.16a: "As this creature enters, you may reveal any number of other artifact
        # cards from your hand. This creature enters with a +1/+1 counter on it for each card
        # revealed this way."
        ph = next(a for a in args if isinstance(a, Phrase))
        kind, n = next(a for a in args if isinstance(a, tuple))
        if kind != "+1/+1" or not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise Unsupported("counters other than +1/+1 for each card revealed")
        return ("ability", {"as_enters": {"reveal": {"filter": _and(ph.filter(), "card"), "n": n}}})

    def face_up_counters(self, *args):
        # 614.1e, 708.8: "As this creature is turned face up, put five +1/+1 counters on it." --
        # put on it as it's turned face up (pyengine.game.face_down.turn_face_up)
        kind, n = next(a for a in args if isinstance(a, tuple))
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise Unsupported("a number of counters that isn't fixed")
        return ("ability", {"face_up_counters": {kind: n}})

    def enters_or_face_up_counters_where_x(self, *args):
        # 614.1c, 614.1e, 107.3: "As this creature enters or is turned face up, put X +1/+1 counters
        # on it, where X is the number of other creatures you control." -- counted as it enters
        # (it enters with them) or as it's turned face up
        kind, n = next(a for a in args if isinstance(a, tuple))
        value = args[-1]
        if n != "x" or not isinstance(value, (int, dict)) or isinstance(value, bool):
            raise Unsupported("'where X is' without an X")
        return ("ability", {"enters_with": {"if": {"all": []}, "counters": {kind: value}},
                            "face_up_counters": {kind: value}})

    def enters_with_counters(self, *args):
        amounts = [a for a in args if isinstance(a, tuple)]
        return ("ability", {"replacement": {"scope": "entering", "watches": "zone_change",
                                            "going_to": "battlefield", "affected": {"object": "self"},
                                            "enter_with_counters": _counter_kinds(amounts, fixed=False)}})

    def opponents_cant_gain_life(self):
        return ("ability", {"replacement": {"watches": "life_gain", "affected": {"player": "opponent"},
                                            "cant": True}})

    def _cant_cast(self, who, what, when):
        # 601.3, 101.2: a prohibition on casting spells (pyengine/game/cast_restrictions.py)
        return ("ability", {"cant_cast": {"player": who, **what, **({"during": when} if when else {})}})

    def cant_cast_you(self, what, when=None):
        return self._cant_cast("you", what, when)

    def cant_cast_opponents(self, what, when=None):
        return self._cant_cast("opponent", what, when)

    def cant_cast_players(self, what, when=None):
        return self._cant_cast("any", what, when)

    def ccwhat_all(self):
        return {}

    def ccwhat_filter(self, ph):
        return {"filter": ph.filter()}

    def ccwhat_parity(self, *args):
        # "Your opponents can't cast spells with even mana values" (202.3)
        f = self.post_mv_parity(args[-1])
        return {"filter": _and(args[0].filter(), f) if len(args) > 1 else f}

    def ccwhat_chosen_color(self, *args):
        # 607.2d: "Your opponents can't cast spells of the chosen color" -- the source's choice
        f = self.post_chosen_color(args[-1])
        return {"filter": _and(args[0].filter(), f) if len(args) > 1 else f}

    def ccwhat_chosen_type(self, *args):
        f = self.post_chosen_type(args[-1])
        return {"filter": _and(args[0].filter(), f) if len(args) > 1 else f}

    def ccwhat_more_than_one(self):
        return {"max_per_turn": 1}

    def ccwhen_your_turn(self):
        return "your_turn"

    def ccwhen_combat(self):
        return "combat"

    def players_cant_gain_life(self):
        # 119.7: "Players can't gain life." (614.17: life gain events can't happen)
        return ("ability", {"replacement": {"watches": "life_gain", "affected": {"player": "any"}, "cant": True}})

    def you_cant_gain_life(self):
        return ("ability", {"replacement": {"watches": "life_gain", "affected": {"player": "you"}, "cant": True}})

    def optional_untap(self):
        return ("ability", {"optional_untap": True})

    def exert_as_it_attacks(self, _exert, _when, effects):
        # 701.39d: "You may exert ~ as it attacks. When you do, ..." -- an optional cost to attack
        # (508.1g: exerting it, 701.39a) and the reflexive triggered ability linked to it (603.12,
        # 607.2h), with its own targets; "it" is the exerted creature
        block = {k: v for k, v in _reflexive_block(effects).items() if k != "_reflexive"}
        return ("ability", {"exert_attack": assemble(block, "self")})

    def caster_you(self):
        return "you"

    def caster_opponents(self):
        return "opponent"

    def _cost_mod(self, spells, caster, mana, direction):
        syms = _mana_symbols(mana)
        if syms and all(x in "WUBRGC" and len(x) == 1 for x in syms) and _words(direction) == "more":
            # 601.2f: "White spells you cast cost {W} more to cast" -- colored mana added
            cm0: dict = {"symbols": "".join(syms), "caster": caster}
            if spells is not None:
                cm0["spells"] = spells
            return ("ability", {"cost_modifier": cm0})
        if _words(direction) == "less" and syms and all(x.isdigit() or x in "WUBRG" for x in syms) and \
                any(x in "WUBRG" for x in syms) and sum(1 for x in syms if x.isdigit()) <= 1:
            # 118.7b-c: "Spells you cast from your graveyard cost {U} less to cast"
            cmc: dict = {"generic": -sum(int(x) for x in syms if x.isdigit()),
                         "reduce_symbols": "".join(x for x in syms if not x.isdigit()), "caster": caster}
            if spells is not None:
                cmc["spells"] = spells
            return ("ability", {"cost_modifier": cmc})
        if len(syms) != 1 or not syms[0].isdigit():
            raise Unsupported("a cost change other than generic mana")
        n = int(syms[0]) * (-1 if _words(direction) == "less" else 1)
        cm: dict = {"generic": n, "caster": caster}
        if spells is not None:
            cm["spells"] = spells
        return ("ability", {"cost_modifier": cm})

    # 601.2f, 113.6d: "This spell costs {1} less to cast [if ...]" (it functions on the stack)
    def _self_reduction(self, mana, direction) -> dict:
        """A spell's own cost change: generic mana, or a reduction with colored mana in it (118.7b-c:
        "This spell costs {1}{U} less to cast")."""
        syms = _mana_symbols(mana)
        if _words(direction) == "less" and syms and all(x.isdigit() or x in "WUBRG" for x in syms) and \
                any(x in "WUBRG" for x in syms) and sum(1 for x in syms if x.isdigit()) <= 1:
            return {"self": True, "generic": -sum(int(x) for x in syms if x.isdigit()),
                    "reduce_symbols": "".join(x for x in syms if not x.isdigit())}
        if _words(direction) == "more" and syms and all(x.isdigit() or x in "WUBRG" for x in syms) and \
                any(x in "WUBRG" for x in syms) and sum(1 for x in syms if x.isdigit()) <= 1:
            # 601.2f: "This spell costs {2}{U} more to cast for each target beyond the first" (strive)
            return {"self": True, "generic": sum(int(x) for x in syms if x.isdigit()),
                    "symbols": "".join(x for x in syms if not x.isdigit())}
        _kind, spec = self._cost_mod(None, "you", mana, direction)
        if "generic" not in spec["cost_modifier"]:
            raise Unsupported("a spell's own colored cost change")
        return {"self": True, "generic": spec["cost_modifier"]["generic"]}

    def self_cost(self, mana, direction, cond=None):
        cm = self._self_reduction(mana, direction)
        if cond is not None:
            cm["if"] = _static_cond(cond)
        return ("ability", {"cost_modifier": cm})

    def ec_permanents(self, ph):
        return ph.filter()

    def ec_your_graveyard(self, ph):
        return _and(ph.filter(), "card", {"zone": "graveyard"}, {"owner": "you"})

    def ec_two_types_gy(self, tok):
        # "for each instant and sorcery card in your graveyard" (205.2a: a card of either type)
        return _Quantity(self.counted_two_types_gy(tok))

    def ec_counters_self(self, kind):
        # "for each +1/+1 counter on ~" (122.1): the counters on the object with the ability
        return _Quantity({"counters_on": "self", "kind": str(kind)})

    def ec_opponents(self):
        return _Quantity({"opponents": "you"})         # 102.3, 800.4a: the opponents still in the game

    def ec_targets_beyond_first(self):
        # strive (207.2c): the targets chosen for the spell (601.2c) before its total cost (601.2f)
        return _Quantity({"targets_beyond_first": True})

    def ec_quantity(self, q):
        return _Quantity(q)

    def ec_attacked_with(self, _tok):
        # 608.2i: the creatures you declared as attackers this turn (looking back in time)
        return _Quantity({"attacked_with": "you"})

    def self_cost_each(self, mana, direction, f):
        # 601.2f, 113.6d: "This spell costs {1} less to cast for each ..." (counted as the total
        # cost is determined)
        cm = self._self_reduction(mana, direction)
        per = f.q if isinstance(f, _Quantity) else {"count": f}
        return ("ability", {"cost_modifier": {**cm, "per": per}})

    def self_cost_where(self, mana, direction, _where, v):
        # 601.2f, 107.3: "This spell costs {X} less to cast, where X is your devotion to white"
        # (700.5) -- X is determined as the total cost is
        if [m.upper() for m in _mana_symbols(mana)] != ["X"] or _words(direction) != "less":
            raise Unsupported("a cost change of X other than 'costs {X} less'")
        if not isinstance(v, dict) or not set(v) & _COST_PER_KEYS or \
                (len(v) != 1 and not set(v) & {"greatest", "total"}):
            raise Unsupported("a cost reduction by a number the caster can't count")
        return ("ability", {"cost_modifier": {"self": True, "generic": -1, "per": v}})

    def self_cost_if(self, mana, direction, cond):
        return self.self_cost(mana, direction, cond)

    def self_cost_your_turn(self, mana, direction):
        # 113.6d, 102.1: "This spell costs {1} less to cast during your turn"
        kind, spec = self.self_cost(mana, direction)
        return kind, {"cost_modifier": {**spec["cost_modifier"], "if": {"your_turn": True}}}

    def self_cost_if_first(self, cond, mana, direction):
        return self.self_cost(mana, direction, cond)

    def self_cost_if_targets(self, mana, direction, f):
        # 601.2f, 113.6d: "This spell costs {3} less to cast if it targets a tapped creature" --
        # the targets are chosen (601.2c) before the total cost is determined
        kind, spec = self.self_cost(mana, direction)
        return kind, {"cost_modifier": {**spec["cost_modifier"], "targets": f}}

    def tk_object(self, _art, ph):
        return ph.filter()

    def tk_spell(self, _art, f):
        return _and(f, "spell") if f is not None else "spell"

    def tk_card(self, _art, ph, *posts):
        return _and(ph.filter(), "card", *posts)

    def cost_line(self, *args):
        phrases = [a for a in args if isinstance(a, Phrase)]
        caster, mana, direction = args[len(phrases):]
        f = phrases[0].filter() if len(phrases) == 1 else {"any": [p.filter() for p in phrases]}
        return self._cost_mod(_permanent_spell(f), caster, mana, direction)

    def cost_line_targeting(self, caster, what, mana, direction):
        # 601.2f: "Spells your opponents cast that target this creature cost {2} more to cast" --
        # the targets are chosen (601.2c) before the total cost is determined
        kind, spec = self._cost_mod(None, caster, mana, direction)
        spec["cost_modifier"]["targets"] = what
        return (kind, spec)

    def cost_line_anyone(self, ph, *rest):
        # "Noncreature spells cost {1} more to cast": whoever casts them (601.2f); "Red creature
        # spells and green creature spells cost {1} more to cast" (a spell of either kind)
        if isinstance(rest[0], Phrase):
            f: Any = {"any": [ph.filter(), rest[0].filter()]}
            rest = rest[1:]
        else:
            f = ph.filter()
        mana, direction = rest
        return self._cost_mod(f, "any", mana, direction)

    def cost_line_everyone(self, mana, direction):
        # "Spells cost {1} more to cast." (601.2f: every spell, whoever casts it)
        return self._cost_mod(None, "any", mana, direction)

    def cost_line_anyone_with(self, *args):
        # "Creature spells of the chosen type cost {2} less to cast" (601.2f: whoever casts them)
        head = args[0] if isinstance(args[0], Phrase) else None
        rest = list(args[1:] if head is not None else args)
        mana, direction = rest[-2:]
        f = _flat(([*head.items] if head is not None else []) + [m for m in rest[:-2] if m is not None])
        return self._cost_mod(f or None, "any", mana, direction)

    def cost_line_targeting_any(self, what, mana, direction):
        # "Spells that target this creature cost {2} less to cast" (601.2c: targets chosen first)
        kind, spec = self._cost_mod(None, "any", mana, direction)
        spec["cost_modifier"]["targets"] = what
        return (kind, spec)

    def cost_your_turn_each(self, clause, f):
        return self.cost_your_turn(self.cost_line_each(clause, f))

    # 702.11c, 702.18a: a player with hexproof / shroud
    def you_have_keyword(self, kw):
        return ("ability", {"player_keyword": str(kw).lower()})

    # 614.1b, 614.10: "Skip your draw step" -- each of your draw steps is skipped
    def skip_your_step(self, step):
        return ("ability", {"skip_step": str(step).lower()})

    # 305.2: "You may play an additional land on each of your turns" (305.2a: lands played this turn)
    def additional_land(self, n=1):
        if not isinstance(n, int) or n < 1:
            raise Unsupported("a number of additional land plays that isn't fixed")
        return ("ability", {"land_plays": {"add": n}})

    # 601.3b, 702.8a: "You may cast creature spells as though they had flash" -- the timing of
    # instants for the spells (cards) with those qualities, for their controller or any player
    def flash_timing_static(self, tok, f):
        who = "you" if str(tok).lower().startswith("you") else "any"
        return ("ability", {"flash_timing": {"filter": f, "player": who}})

    def fs_all(self):
        return "card"

    def fs_phrases(self, *phrases):
        fs = [p.filter() for p in phrases]
        if _has_value(fs, "other") or _has_value(fs, "self"):
            raise Unsupported("spells cast as though they had flash named relative to the source")
        return fs[0] if len(fs) == 1 else {"any": fs}

    # 401.5: "You may look at the top card of your library any time." / "Play with the top card
    # of your library revealed."; 601.3, 305.1: "You may play lands [and cast spells] from the
    # top of your library."
    def look_top_static(self, _tok):
        return ("ability", {"library_top": {"look": True}})

    def reveal_top_static(self):
        return ("ability", {"library_top": {"revealed": True}})

    def top_play_static(self, play, _tok):
        return ("ability", {"library_top": play})

    def look_and_top_play_static(self, _look, play, _tok):
        return ("ability", {"library_top": {"look": True, **play}})

    def tp_lands(self):
        return {"play_lands": True}

    def doubler_source_static(self, _tok, _art, phrase, _tok2):
        # 603.2d: the triggered abilities of permanents you control matching the filter
        f = phrase.filter() if hasattr(phrase, "filter") else phrase
        return ("ability", {"trigger_doubler": {"source": _and(f, {"controller": "you"})}})

    def doubler_event_static(self, _if, phrase, ev, _tok):
        # 603.2d: the event that causes a triggered ability of a permanent you control to trigger
        f = phrase.filter() if hasattr(phrase, "filter") else phrase
        if _has_value(f, "self"):
            raise Unsupported("an event of the doubling permanent itself")
        event = {"entering": "enters", "dying": "dies", "attacking": "attacks"}[str(ev).split()[0].lower()]
        return ("ability", {"trigger_doubler": {"event": event, "filter": f}})

    def doubler_draw_static(self, _if, _tok):
        return ("ability", {"trigger_doubler": {"event": "draw"}})           # 603.2d

    def gy_play_static(self, play, _tok):
        return ("ability", {"graveyard_play": play})                       # 601.3, 305.1

    def gy_play_once_static(self, _once, play, _tok):
        return ("ability", {"graveyard_play": {**play, "once_each_turn": True}})

    def gy_play(self, play):
        return play

    def spend_any_color_static(self, tok, use=None):
        # 609.4b: "You may spend [blue] mana as though it were mana of any color [to ...]" -- how the
        # player may pay a cost, not the cost nor the mana spent (pyengine/game/any_color.py)
        m = re.match(r"(you|players) may spend (?:(white|blue|black|red|green|colorless) )?mana", str(tok), re.I)
        who, color = m.group(1).lower(), (m.group(2) or "").lower()
        part: dict = {"who": "you" if who == "you" else "any"}
        if color:
            part["mana"] = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}[color]
        if use is not None:
            part["for"] = use
        return ("ability", {"spend_any_color": part})

    def spend_for_self(self):
        return {"activate": "self"}         # "the activation costs of this creature's abilities" (602.2b)

    def spend_for_cast(self, ph):
        return {"cast": ph.filter()}

    def spend_for_activate(self, ph):
        return {"activate": ph.filter()}

    def gp_land_types(self, tok):
        t = str(tok)
        t = "Plains" if t == "Plains" else t[:-1]                          # "Forests": Forest
        return {"play_lands": {"subtype": t}}

    def gp_cast_one(self, _art, phrase):
        f = phrase.filter() if hasattr(phrase, "filter") else phrase
        if _has_value(f, "other") or _has_value(f, "self"):
            raise Unsupported("spells cast from a graveyard named relative to the source")
        return {"cast": f}

    def tp_cast(self, f):
        return {"cast": f}

    def tp_both(self, f):
        return {"play_lands": True, "cast": f}

    # 103.6: actions from the opening hand (pyengine/game/game_start.py)
    def opening_begin(self, *_):
        return ("ability", {"opening_hand": {"begin": True}})

    def fu_any(self):
        return "any"

    def fu_yours(self):
        return "you"

    def opening_reveal(self, who, seq):
        # 103.6b, 603.7a: revealed from the opening hand, a delayed triggered ability "at the beginning
        # of the first upkeep" (the game's first; "your first upkeep": its controller's)
        block = assemble({"effect": _checked(_as_list(seq))}, "self")
        if set(block) != {"effect"}:
            raise Unsupported("targets in an opening-hand ability's delayed triggered ability")
        return ("ability", {"opening_hand": {"reveal": True, "delayed": {
            "when": {"event": "step", "step": "upkeep", "player": who}, "effect": block["effect"],
            "text": f"at the beginning of {'your' if who == 'you' else 'the'} first upkeep"}}})

    # 402.2: maximum hand size
    def no_max_hand(self):
        return ("ability", {"max_hand_size": {"none": True}})

    def no_max_hand_players(self):
        return ("ability", {"max_hand_size": {"none": True, "player": "all"}})     # 402.2: every player

    def _max_hand(self, change, n, who):
        if not isinstance(n, int):
            raise Unsupported("a hand size change that isn't fixed")
        return ("ability", {"max_hand_size": {"add": n if _words(change) == "more" else -n, "player": who}})

    def max_hand_yours(self, change, n):
        return self._max_hand(change, n, "you")

    def max_hand_opponents(self, change, n):
        return self._max_hand(change, n, "opponents")

    def cost_line_with(self, *args):
        # "Creature spells you cast with mana value 6 or greater cost {2} less to cast" (601.2f)
        head = args[0] if isinstance(args[0], Phrase) else None
        rest = list(args[1:] if head is not None else args)
        caster = rest.pop(0)
        mana, direction = rest[-2:]
        f = _flat(([*head.items] if head is not None else []) + [m for m in rest[:-2] if m is not None])
        return self._cost_mod(f or None, caster, mana, direction)

    def cost_line_with_first(self, *args):
        # "Creature spells with flying you cast cost {1} less to cast" (601.2f)
        head = args[0] if isinstance(args[0], Phrase) else None
        tok, mana, direction = args[-3:]
        kw = str(tok).split()[2].lower()
        f = _flat(([*head.items] if head is not None else []) + [{"has": kw}])
        return self._cost_mod(f, "you", mana, direction)

    def cost_nth_spell(self, tok, *args):
        f, mana, direction = (args[0].filter(), *args[1:]) if len(args) == 3 else (None, *args)
        # 601.2f: "The first instant or sorcery spell you cast each turn costs {1} less to cast":
        # it applies while its caster has cast no other such spell this turn (601.2i: the spell
        # isn't cast yet as its cost is determined)
        n = {"first": 1, "second": 2, "third": 3}[str(tok).split()[-1].lower()]
        kind, spec = self._cost_mod(f, "you", mana, direction)
        spec["cost_modifier"]["nth"] = n
        return kind, spec

    def _act_cost_other(self, f, mana, direction, *riders):
        # 602.2b, 601.2f: another object's change to activated abilities' costs (pyengine/game/ability_costs.py)
        _kind, spec = self._cost_mod(None, "any", mana, direction)
        cm = spec["cost_modifier"]
        if "generic" not in cm or "reduce_symbols" in cm:
            raise Unsupported("a colored change to activated abilities' costs")
        cm["abilities"] = f
        kinds = {str(r.type) for r in riders if isinstance(r, Token)}
        if "MIN_ONE_MANA" in kinds:
            if cm["generic"] > 0:
                raise Unsupported("a one-mana floor on a cost increase")
            cm["min_one"] = True
        if "UNLESS_MANA_ABILITIES" in kinds:
            cm["nonmana"] = True
        elif cm["generic"] > 0:
            # a {T} mana ability activated while paying (605.3a, pyengine.game.loop._activate_mana)
            # doesn't read cost changes
            raise Unsupported("a cost increase for mana abilities too")
        return ("ability", {"cost_modifier": cm})

    def loyalty_cost_more(self, tok):
        # 606.4, 606.5: the loyalty abilities of planeswalkers their controller activates cost an
        # additional [+N]: combined with the ability's own loyalty cost into one cost
        # (pyengine/game/ability_costs.py loyalty_cost)
        n = int(re.search(r"\[\+(\d+)\]", str(tok)).group(1))
        return ("ability", {"loyalty_cost": {"abilities": "planeswalker", "caster": "you", "add": n}})

    def kw_ability_cost(self, tok, mana, direction):
        # 602.2b, 601.2f: "Equip abilities you activate cost {1} less to activate", "Cycling
        # abilities you activate cost {2} less to activate", "Equip costs you pay cost {1} less."
        kind, spec = self._act_cost_other(True, mana, direction)
        spec["cost_modifier"]["keyword"] = str(tok).split()[0].lower()
        spec["cost_modifier"]["caster"] = "you"
        return kind, spec

    def kw_ability_cost_targeting(self, tok, what, mana, direction):
        # "Equip abilities you activate that target this creature cost {3} less to activate" (601.2c:
        # the targets are chosen before the total cost is determined)
        kind, spec = self.kw_ability_cost(tok, mana, direction)
        spec["cost_modifier"]["targets"] = what
        return kind, spec

    def opp_ability_cost_targeting(self, _tok, what, mana, direction):
        # "Abilities your opponents activate that target a Merfolk you control cost {2} more to
        # activate" (an ability with a target isn't a mana ability, 605.1a)
        kind, spec = self._act_cost_other(True, mana, direction, Token("UNLESS_MANA_ABILITIES", ""))
        spec["cost_modifier"]["caster"] = "opponent"
        spec["cost_modifier"]["targets"] = what
        return kind, spec

    def act_cost_of(self, ph, mana, direction, *riders):
        return self._act_cost_other(ph.filter(), mana, direction, *riders)

    def act_cost_all(self, mana, direction, *riders):
        return self._act_cost_other(True, mana, direction, *riders)

    def flash_for_line(self, _tok, mana):
        # 601.3b, 601.2f: "You may cast this spell as though it had flash if you pay {2} more to
        # cast it" -- cast at a time only flash would allow, its total cost is {2} greater
        syms = _mana_symbols(mana)
        if not syms or not all(x.isdigit() or x in "WUBRGC" for x in syms):
            raise Unsupported("a flash cost increase other than mana symbols")
        return ("ability", {"casting": {"kind": "flash_for", "cost": str(mana)}})

    def flash_sacrifice_line(self, _tok):
        # 601.3b: its own permission to be cast as though it had flash; cast when a sorcery
        # couldn't have been (307.1), the permanent it becomes is sacrificed by its controller at
        # the beginning of the next cleanup step (a delayed triggered ability, 603.7, 514.3a)
        return ("ability", {"casting": {"kind": "flash_sacrifice"}})

    def optional_life_cost_reduction(self, _tok, ph, n, mana, only):
        # 601.2b: the optional additional cost "pay N life" of the spells you cast matching the
        # filter (one for each such permanent); 601.2f, 118.7b-c: a spell for which it was paid
        # costs that colored mana less -- only that mana ("reduces only the amount of white mana")
        syms = _mana_symbols(mana)
        color = re.search(r"of (\w+) mana", str(only), re.I).group(1).lower()
        letter = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}[color]
        if syms != [letter] or not isinstance(n, int) or n < 1:
            raise Unsupported("an optional life cost reducing mana other than one symbol of the color it names")
        return ("ability", {"cost_modifier": {"generic": 0, "reduce_symbols": letter, "colored_only": True, "caster": "you",
                                              "spells": _permanent_spell(ph.filter()), "if_paid_life": n}})

    def cost_plain(self, clause):
        return clause

    def cost_colored_only(self, clause, _tok):
        # "Cleric spells you cast cost {W}{B} less to cast. This effect reduces only the amount of
        # colored mana you pay." -- no generic mana is reduced instead (118.7b-c don't apply)
        kind, spec = clause
        cm = dict(spec["cost_modifier"])
        if not cm.get("reduce_symbols") or cm.get("generic"):
            raise Unsupported("'reduces only colored mana' of a reduction without colored mana")
        cm["colored_only"] = True
        return (kind, {"cost_modifier": cm})

    def cost_line_from(self, *args):
        # 601.2f: "Spells you cast from your graveyard cost {1} less to cast" -- the zone the
        # spell was cast from (601.2a), its owner's (the caster's) graveyard
        head = args[0] if isinstance(args[0], Phrase) else None
        rest = list(args[1:] if head is not None else args)
        caster, zone, mana, direction = rest
        kind, spec = self._cost_mod(_permanent_spell(head.filter()) if head is not None else None, caster, mana, direction)
        if caster != "you":
            raise Unsupported("a cost change for spells others cast from a zone")
        spec["cost_modifier"].update(zone)
        return kind, spec

    def cfz_graveyard(self):
        return {"from": "graveyard"}

    def cfz_exile(self):
        return {"from": "exile"}

    def cfz_not_hand(self, _tok=None):
        return {"from_not": "hand"}

    def cost_line_each(self, clause, f):
        # 601.2f: "Creature spells you cast cost {1} less to cast for each +1/+1 counter on ~" --
        # counted as each spell's total cost is determined
        kind, spec = clause
        cm = dict(spec["cost_modifier"])
        if "generic" not in cm:
            raise Unsupported("a colored cost change for each ...")
        cm["per"] = f.q if isinstance(f, _Quantity) else {"count": f}
        return (kind, {"cost_modifier": cm})

    def _cost_if(self, clause, cond):
        kind, spec = clause
        cm = dict(spec["cost_modifier"])
        cm["if"] = _static_cond(cond)
        return (kind, {"cost_modifier": cm})

    def cost_your_turn(self, clause):
        return self._cost_if(clause, {"your_turn": True})

    def cost_other_turns(self, clause):
        return self._cost_if(clause, {"your_turn": False})

    def cost_as_long_as_first(self, cond, clause):
        return self._cost_if(clause, cond)

    def cost_as_long_as(self, clause, cond):
        return self._cost_if(clause, cond)

    def cost_line_all(self, caster, mana, direction):
        return self._cost_mod(None, caster, mana, direction)

    def less(self):
        return "less"

    def more(self):
        return "more"

    # "as ~ enters, choose ..." (614.12a), "exile it instead" (614.1a), CDAs (604.3)
    def the_battlefield(self):
        return None

    def choice_color(self):
        return "color"

    def choice_creature_type(self):
        return "creature_type"

    def choice_creature_type_other(self, t):
        sub = str(t)
        if sub not in subtype_lists().get("creature", []):
            raise Unsupported("'a creature type other than' a word that isn't a creature type")
        return "creature_type/" + sub       # 205.3m: any creature type but that one

    def choice_basic_land_type(self):
        return "basic_land_type"

    def choice_color_other(self, c):
        return "color/" + _words(c)          # "a color other than red" (614.12a): red isn't offered

    def choice_card_name(self, tok):
        # 201.4a: "a nonland card name", "an artifact card name", "a card name other than a basic
        # land card name": the name of a card (in the Oracle card reference) with those
        # characteristics -- "card_name/nonland", "card_name/artifact", "card_name/not_basic_land"
        w = " ".join(str(tok).lower().split())
        quals = [q.strip().replace(" ", "_") for q in w.split("card name")[0].split(",") if q.strip()]
        if w.endswith("other than a basic land card name"):
            quals.append("not_basic_land")
        return "card_name" + ("/" + ",".join(quals) if quals else "")

    def enters_choice(self, *args):
        kind = [a for a in args if isinstance(a, str)][-1]
        if kind.startswith("card_name"):
            # 607.2d: a name the permanent remembers is read by no filter of the engine's yet
            raise Unsupported("a card name chosen as a permanent enters (607.2d)")
        return ("ability", {"replacement": {"scope": "entering", "watches": "zone_change",
                                            "going_to": "battlefield", "affected": {"object": "self"},
                                            "enter_choice": kind}})

    def enters_tapped_choice(self, *args):
        # "This land enters tapped. As it enters, choose a color other than red." (614.1c, 614.12a):
        # two replacement effects modifying how it enters
        return ("abilities", [self.enters_tapped()[1], self.enters_choice(*args)[1]])

    def exile_instead(self):
        return ("ability", {"replacement": {"scope": "anywhere", "watches": "zone_change", "going_to": "graveyard",
                                            "affected": {"object": "self"}, "to_zone": "exile"}})

    def shuffle_instead(self):
        # 614.1a, 701.20a: "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it
        # into its owner's library instead." (the reveal shows the card, 701.16a: nothing to do)
        return ("ability", {"replacement": {
            "scope": "anywhere", "watches": "zone_change", "going_to": "graveyard", "affected": {"object": "self"},
            # $kind: a zone change, or a discard (701.8a), now into the library (still a discard)
            "replace_with": [{"kind": "$kind", "obj": "$obj", "player": "$player", "from_zone": "$from_zone",
                              "to_zone": "library"},
                             {"kind": "shuffle", "player": "$owner"}]}})

    def count_of(self, ph):
        return {"count": ph.filter()}

    def counted_colors_among(self, ph):
        return {"colors_among": ph.filter()}

    def value_count_plus(self, counted, value):
        # 107.1: a sum of two numbers, each computed as the instruction is followed (608.2h)
        return {"sum": [self.value_number_of(counted), value]}

    def count_of_they(self, ph, _tok):
        return {"count": _and(ph.filter(), THEY_CONTROL)}

    # cards in graveyards (404; a CDA functions in every zone, 604.3)
    def count_of_gy_all(self, ph):
        return {"count": _and(ph.filter(), "card", {"zone": "graveyard"})}

    def count_of_gy_yours(self, ph):
        return {"count": _and(ph.filter(), "card", {"zone": "graveyard"}, {"owner": "you"})}

    def count_of_cards_gy_all(self):
        return {"count": ["card", {"zone": "graveyard"}]}

    def count_of_two_types_gy(self, t1, t2):
        # "the number of instant and sorcery cards in your graveyard": cards of either type
        return {"count": ["card", {"any": [_type_word(t1), _type_word(t2)]}, {"zone": "graveyard"}, {"owner": "you"}]}

    def count_of_quantity(self, q):
        if set(q) - _LAYER_QUANTITY_KEYS:
            raise Unsupported("a counted quantity the layer system can't count")
        return q

    def count_of_cards_hand(self):
        return {"count": ["card", {"zone": "hand"}, {"owner": "you"}]}

    def count_of_cards_gy_yours(self):
        return {"count": ["card", {"zone": "graveyard"}, {"owner": "you"}]}

    def cda_pt_count(self, n):
        return ("ability", {"cda": {"set_pt": [n, n]}})

    def cda_power_count(self, n):
        return ("ability", {"cda": {"set_pt": {"power": n}}})

    def cda_total_pt_exiled(self):
        # 604.3, 208.2a: the power is the total power of the exiled cards (their power in exile,
        # as the layer system gives it: 613.4a, 604.3), the toughness their total toughness; "the
        # exiled cards" are those the linked ability exiled (607.2b, 614.14: _exiled_cards_checked)
        among = ["card", {"zone": "exile"}, "exiled_with_self"]
        return ("ability", {"cda": {"set_pt": {"power": {"total": "power", "among": among},
                                               "toughness": {"total": "toughness", "among": among}}}})

    def cda_power_count_plus(self, n, _tok, k):
        # 604.3: Tarmogoyf -- the toughness is the same number plus k
        if not isinstance(k, int):
            raise Unsupported("a toughness of that number plus a number that isn't fixed")
        return ("ability", {"cda": {"set_pt": {"power": n, "toughness": {"plus": [n, k]}}}})

    # combat (506-509; docs/combat.md)
    def cs_self(self):
        return "self"

    def cs_enchanted(self, *_):
        return "enchanted"

    def cs_equipped(self, t):
        return "equipped"

    def cs_filter_or(self, a, b):
        # "White creatures and blue creatures can't block": the creatures of either list
        return {"any": [_creatures(a), _creatures(b)]}

    def cs_filter(self, ph):
        # 508.1c, 509.1b: the creatures a restriction or requirement applies to, seen from its source
        return _creatures(ph)

    def combat_line(self, subj, *preds):
        rules = [dict(r) for p in preds for r in p]
        kws = [r["keyword"] for r in rules if "keyword" in r and "kind" not in r]
        rules = [r for r in rules if "kind" in r]
        if kws:
            if rules or len(preds) > 1:
                raise Unsupported("a combat keyword with other rules")
            return ("ability", {"static": {"affects": subj, "add_abilities": kws}} if subj != "self"
                    else {"keyword": kws[0]})
        if subj != "self":
            for r in rules:
                r["affects"] = subj
        return ("ability", {"combat": rules})

    def opponents_cant_block_with(self, _tok, ph):
        # 509.1b: "Your opponents can't block with creatures with even mana values"
        return ("ability", {"combat": [{"kind": "cant_block", "affects": _and(ph.filter(), {"controller": "opponent"})}]})

    # 602.5: "Enchanted creature can't attack or block, and its activated abilities can't be activated"
    def no_activation(self, unless=None):
        return {"except_mana": True} if unless else {}

    def no_activation_unless(self):
        return True

    def ao_enchanted(self, *_):
        return "enchanted"

    def ao_equipped(self, *_):
        return "equipped"

    # 509.1c: "All creatures able to block ~ do so" (Lure): one requirement per creature of the
    # defending player, or per creature the filter names ("All creatures with flying able to ...")
    def lure_line(self, ph, subj):
        return self.combat_line(subj, _lure_rules(ph))

    # 510.1c: a blocked creature whose controller may have it assign its combat damage as though it
    # weren't blocked (pyengine.game.combat asks; asp_rules/combat_damage.lp allows it)
    def damage_as_though_unblocked(self):
        return ("ability", {"combat": [{"kind": "damage_as_though_unblocked"}]})

    def damage_as_though_unblocked_each(self, ph, _t):
        return ("ability", {"combat": [{"kind": "damage_as_though_unblocked", "affects": _creatures(ph)}]})

    def damage_by_toughness_each(self, ph, *toks):
        # 510.1a: the amount a creature assigns is its toughness instead of its power
        greater = any(isinstance(t, Token) and t.type == "TOUGHNESS_GREATER" for t in toks)
        kind = "damage_by_toughness_if_greater" if greater else "damage_by_toughness"
        return ("ability", {"combat": [{"kind": kind, "affects": _creatures(ph)}]})

    def damage_by_toughness_attack(self, ph, _tok):
        f = _creatures(ph)
        return ("ability", {"combat": [{"kind": "damage_by_toughness", "affects": f},
                                       {"kind": "attack_despite_defender", "affects": f}]})

    def damage_by_toughness_self(self, _tok):
        return ("ability", {"combat": [{"kind": "damage_by_toughness"}]})

    # 702.122a, 702.171a: the creature's power counts N greater in the total power of the creatures
    # tapped to pay a crew (or saddle) cost; its power itself is unchanged
    def crews_as_though(self, verbs, n):
        if not isinstance(n, int) or isinstance(n, bool):
            raise Unsupported("a crew bonus that isn't a number")
        return ("ability", {"crew_bonus": {"n": n, "saddle": verbs}})

    def crew_verb_crew(self):
        return False

    def crew_verb_both(self):
        return True

    # 509.1b: "Creatures with power less than ~'s power can't block it / creatures you control"
    def power_below_cant_block_self(self, ph, _tok):
        if _creatures(ph) != "creature":
            raise Unsupported("a blocking restriction on some creatures with less power")
        return ("ability", {"combat": [{"kind": "cant_be_blocked_by_power_below_source"}]})

    def power_below_cant_block(self, ph, _tok, attackers):
        _k, spec = self.power_below_cant_block_self(ph, _tok)
        return ("ability", {"combat": [{**spec["combat"][0], "affects": _creatures(attackers)}]})

    def combat_line_no_activation(self, subj, *rest):
        _kind, spec = self.combat_line(subj, *rest[:-1])
        if "combat" not in spec:
            raise Unsupported("a combat keyword with an activation prohibition")
        return ("ability", {**spec, "cant_activate": {"affects": subj, **rest[-1]}})

    def cant_activate_own(self, subj, unless=None):
        return ("ability", {"cant_activate": {"affects": subj, **self.no_activation(unless)}})

    def cant_activate_of(self, ph, unless=None):
        # "Activated abilities of artifacts can't be activated" (permanents, 611.3a)
        return ("ability", {"cant_activate": {"affects": ph.filter(), **self.no_activation(unless)}})

    def doesnt_untap_no_activation(self, subj, *rest):
        return ("ability", {"doesnt_untap": subj, "cant_activate": {"affects": subj, **rest[-1]}})

    def cant_attack(self):
        return [{"kind": "cant_attack"}]

    def cant_block(self):
        return [{"kind": "cant_block"}]

    def cant_attack_you(self):
        # 508.1c: "you" is the controller of the rule's source
        return [{"kind": "cant_attack_player", "player": "controller"}]

    def cant_attack_you_or_pw(self):
        return [{"kind": "cant_attack_player_or_planeswalkers", "player": "controller"}]

    def cant_attack_or_block(self):
        return [{"kind": "cant_attack"}, {"kind": "cant_block"}]

    def cant_be_blocked(self):
        return [{"kind": "cant_be_blocked"}]

    def cant_be_blocked_by(self, ph):
        return [{"kind": "cant_be_blocked_by", "by": _creatures(ph)}]

    def cant_be_blocked_by_greater_power(self, _tok):
        # 509.1b: blockers whose power is greater than the attacking creature's own power, compared
        # as blocks are declared (asp_rules/combat_block.lp)
        return [{"kind": "cant_be_blocked_by_greater_power"}]

    def legendary_line(self, subj, _tok, *preds):
        # 205.4a, 613.1d: "X is legendary" adds the supertype in layer 4; "... and can't be blocked
        # by ..." is a combat rule on the same creatures (509.1b)
        subj = _subject(subj)
        _k, spec = self.combat_line(subj, *preds) if preds else ("ability", {})
        if "combat" not in spec and preds:
            raise Unsupported("a keyword after 'is legendary and'")
        return ("ability", {"static": {"affects": subj, "add_supertypes": ["legendary"]}, **spec})

    def cant_be_blocked_except(self, ph):
        f = ph.filter()
        return [{"kind": "cant_be_blocked_by", "by": ["creature", {"not": f}]}]

    def cant_block_attackers(self, ph):
        return [{"kind": "cant_block_attackers", "by": _creatures(ph)}]

    def cant_block_or_be_blocked_by(self, ph):
        # 509.1b: "can't block or be blocked by non-Spirit creatures" -- both restrictions, each
        # naming the same creatures
        return self.cant_block_attackers(ph) + self.cant_be_blocked_by(ph)

    def must_attack(self):
        return [{"kind": "must_attack"}]

    def must_block(self):
        return [{"kind": "must_block"}]

    def must_attack_or_block(self):
        return [{"kind": "must_attack"}, {"kind": "must_block"}]

    def block_only_with(self, t, kw):
        if _type_word(t) != "creature" or not isinstance(kw[0], str):
            raise Unsupported("a blocking restriction")
        return [{"kind": "block_only_with", "keyword": kw[0].replace(" ", "_")}]

    def min_blockers(self, n, t):
        return [{"kind": "min_blockers", "n": n}]

    def max_blockers(self, n, t):
        return [{"kind": "max_blockers", "n": n}]

    def block_additional(self, t):
        return [{"keyword": "can_block_additional"}]

    def block_any_number(self, t):
        return [{"keyword": "can_block_any_number"}]

    def must_be_blocked(self):
        return [{"kind": "must_be_blocked"}]

    def goaded_static(self, _tok):
        # 701.38b: goaded by the controller of the permanent that causes it, as long as it applies
        return [{"kind": "goad", "by": "controller"}]

    def cant_attack_alone(self):
        return [{"kind": "cant_attack_alone"}]

    def cant_block_alone(self):
        return [{"kind": "cant_block_alone"}]

    def cant_attack_unless_controls(self, _art, ph):
        # 508.1c: a land type (landwalk's counterpart, "unless defending player controls an
        # Island"), else any permanent the filter names ("a blue permanent", "a snow land")
        f = ph.filter()
        if isinstance(f, dict) and set(f) == {"subtype"} and isinstance(f["subtype"], str) \
                and _subtype(f["subtype"])[1] in ("basic_land", "land"):
            return [{"kind": "cant_attack_unless_controls", "subtype": f["subtype"]}]
        return [{"kind": "cant_attack_unless_defender_controls", "what": f}]

    def cant_be_blocked_if_defender_controls(self, _tok, _art, ph):
        return [{"kind": "cant_be_blocked_if_defender_controls", "what": ph.filter()}]

    def attack_despite_defender(self):
        return [{"kind": "attack_despite_defender"}]

    def cant_attack_or_block_alone(self):
        return [{"kind": "cant_attack_alone"}, {"kind": "cant_block_alone"}]

    # ------------------------------------------------ instructions (608.2c; docs/game.md)
    def effects(self, *sentences):
        out: list = []
        last: list = []
        for s in sentences:
            if any(ins.get("_no_regeneration") for ins in s):
                # 608.2c, 701.15c: "Destroy ... It/They can't be regenerated." -- the destruction
                # the sentence before says ignores regeneration shields
                prev = [i for i in last if "destroy" in i or "destroy_all" in i]
                if len(s) != 1 or not prev:
                    raise Unsupported("'can't be regenerated' without a destruction just before")
                for i in prev:
                    i["no_regeneration"] = True
                continue
            if any("_enters_is" in ins for ins in s):
                # 611.2e: "That permanent is an enchantment in addition to its other types." --
                # the permanent the ability puts onto the battlefield is that as it enters (the only
                # one: "Return target creature card ... Put a flying counter on it. It's a Spirit")
                puts = _battlefield_puts(out)
                if len(s) != 1 or len(puts) != 1:
                    raise Unsupported("'it's a ... in addition to its other types' without one permanent "
                                      "put onto the battlefield before it")
                if "enters_as" in puts[0]:
                    raise Unsupported("two characteristics statements on one entering permanent")
                puts[0]["enters_as"] = s[0]["_enters_is"]
                continue
            if any("_mana_rule" in ins for ins in s):
                # 106.6, 106.4: "Spend this mana only ...", "Until end of turn, you don't lose this
                # mana ...": a rule of the mana the sentence before adds
                prev = [i for i in last if "add_mana" in i]
                if len(s) != 1 or not prev:
                    raise Unsupported("a rule for mana without mana added just before")
                for i in prev:
                    i.update(s[0]["_mana_rule"])
                continue
            if len(s) == 1 and any(k in s[0] for k in _DID_MARKS):
                # 608.2d, 603.12: "If you do, ...", "When you do, ...", "If you don't, ...": of
                # the instruction the sentence before ends with
                new = _did_attached(last, s[0])
                if "_otherwise" in s[0]:
                    new = _did_attached(new, {"_if_you_dont": s[0]["_otherwise"]})
                out[len(out) - len(last):] = new
                last = new
                continue
            if any("_instead" in ins for ins in s) and last:
                s = _damage_instead(s, last, out)
            if any("_pump_instead" in ins for ins in s) and (last or out):
                # (the first sentence of an instant's or sorcery's paragraph changes the paragraph
                # before: compile_spell)
                s = _pump_instead(s, last, out)
            if any(ins.get("_new_targets") for ins in s):
                # 707.10c: "You may choose new targets for the copy" -- of the copies the sentence
                # before makes
                if len(s) != 1 or not _copies_new_targets(last):
                    raise Unsupported("'choose new targets for the copy' without a copy just before")
                continue
            out.extend(s)
            last = list(s)
        if _has_key(out, "_did_open"):
            raise Unsupported("'you may pay' without what paying does")
        return _choices_checked(out)

    # 101.4, 118.12: "any player may X [or Y]. If a player does [either], Z." / "... If no one does, Z."
    # -- `{any_player_may: [[X], [Y]], then: [Z]}` / `else: [Z]`; X and Y said of "_chooser", the
    # player choosing to do it (pyengine/game/any_player_may.py)
    def apm_sacrifice_a(self, _art, ph):
        return [{"sacrifice": ph.filter(), "player": "_chooser"}]

    def apm_sacrifice_n(self, n, ph):
        if not isinstance(n, int) or n < 1:
            raise Unsupported("a number of permanents to sacrifice that isn't fixed")
        return [{"sacrifice": ph.filter(), "player": "_chooser", **({"count": n} if n != 1 else {})}]

    def apm_damage(self, n):
        if not isinstance(n, int):
            raise Unsupported("an amount of damage that isn't fixed")
        return [{"damage": n, "to": "_chooser"}]

    def any_player_may_sentence(self, _tok, *args):
        opts = [a for a in args if isinstance(a, list)]
        return [{"any_player_may": opts[:-1], "then": opts[-1]}]

    def any_player_may_else_sentence(self, _tok, opt, _no, seq):
        return [{"any_player_may": [opt], "else": seq}]

    def enters_is_sentence(self, _tok, desc):
        # 611.2e, 205.1b: "It's a Phyrexian in addition to its other types" said of a permanent a
        # resolving spell or ability puts onto the battlefield: a continuous effect that applies
        # as it enters (it enters as a Phyrexian), not after (OracleTransformer.effects)
        words = [(k, v) for k, v in desc]
        if ("in_addition", "types") not in words and ("in_addition", "both") not in words:
            raise Unsupported("an entering permanent's types replaced")
        ops = _characteristics([], words)
        if not set(ops) <= _ENTERS_AS_OPS or any(isinstance(v, dict) for v in ops.values()):
            raise Unsupported("an entering permanent's characteristic other than types, colors or power/toughness")
        return [{"_enters_is": ops}]

    def no_regeneration_turn_sentence(self, tok, *_):
        # 701.15c: "It can't be regenerated this turn." -- the object named before it (a target,
        # or the trigger's object), whatever destroys it this turn
        word = str(tok).lower().split(" can't")[0]
        return [{"cant_regenerate": Them() if word in ("they", "those creatures") else It()}]

    def next_spell_uncounterable_sentence(self, _tok, *args):
        # 101.2, 601.2i: the first such spell its controller casts afterwards this turn
        ph = args[0] if args and isinstance(args[0], Phrase) else None
        return [{"uncounterable_next": {"spells": ph.filter() if ph is not None else None}}]

    def cant_gy_play_others_now(self, _tok):
        # 101.2: "Other players can't play lands or cast spells from their graveyards this turn" -- every
        # player but the controller, from their own graveyard (pyengine/game/graveyard_play.py)
        return [{"cant_graveyard_play_turn": "others"}]

    def gy_play_others_turn(self, _tok):
        # 601.3, 305.1: from every other player's graveyard this turn, as though the cards were the
        # player's own (flashback 702.34a from there too)
        return [{"graveyard_play_turn": {"play_lands": True, "cast": True, "others": True}}]

    def gy_play_own_turn(self, _tok):
        # 601.3, 305.1, 611.2a: "Until end of turn, you may play lands and cast spells from your graveyard."
        return [{"graveyard_play_turn": {"play_lands": True, "cast": True, "until_end_of_turn": True}}]

    def cant_play_lands_now(self, aff):
        # 305.2, 101.2: "Target player can't play lands this turn" -- a player named before
        on, ref = aff
        if on != "on" or isinstance(ref, dict):
            raise Unsupported("'can't play lands' said of a set of players")
        return [{"cant_play_lands_turn": ref}]

    def dealt_no_regeneration_sentence(self, *args):
        # 701.15c, 608.2h: the objects the instructions before dealt damage to that match
        ph = [a for a in args if isinstance(a, Phrase)][0]
        return [{"cant_regenerate": {"chosen": "_dealt_damage"}, "filter": ph.filter()}]

    def cant_be_regenerated_now(self, aff):
        on, ref = aff
        if on != "on" or (isinstance(ref, dict) and "each" in ref):
            raise Unsupported("'can't be regenerated' said of a set of objects")
        return [{"cant_regenerate": ref}]

    def no_regeneration_sentence(self, *_):
        return [{"_no_regeneration": True}]

    def mana_only_sentence(self, _tok, *uses):
        return [{"_mana_rule": {"mana_only": [u for u in uses if isinstance(u, dict)]}}]

    def mana_cant_sentence(self, _tok, use):
        return [{"_mana_rule": {"mana_cant": [use]}}]

    def mana_keep_sentence(self, _tok):
        return [{"_mana_rule": {"mana_keep": True}}]

    def mu_cast(self, *parts):
        f = [p for p in parts if p is not None][-1]
        return {"cast": _mana_use_filter(f.filter() if isinstance(f, Phrase) else f)}

    def mu_cast_any(self):
        return {"cast": None}

    def mu_activate_any(self):
        return {"activate": None}

    def mu_activate(self, *parts):
        ph = [p for p in parts if isinstance(p, Phrase)][0]
        return {"activate": _mana_use_filter(ph.filter())}

    def sentence(self, seq):
        return _checked([_without_words(i) for i in seq])

    def each_of_them(self, _tok):
        # "them": what was named just before ("Choose any number of target creatures ...": those
        # targets; assemble resolves it as it does "those" -- never the source or nothing)
        return Them()

    def for_each_of_them(self, them, seq):
        # 608.2c, 608.2f: "For each of them, exile the top card of your library, then ~ deals
        # damage equal to that card's mana value to that permanent or player." -- the instructions
        # are followed once for each of those objects or players, one at a time (the controller
        # choosing which is next); "that permanent or player" is the one being considered
        body = [_without_words(i) for i in _as_list(seq)]
        if not _has_value(body, EACH_OF_ONE):
            raise Unsupported("'for each of them' whose instructions don't name the one considered")
        found: list = []
        _collect(body, found)
        if any(isinstance(x, Tgt) for x in found):
            raise Unsupported("a target chosen for each of them")
        made = [x for x in found if isinstance(x, ExiledTop)]
        for x in found:
            # "that card" names the card this pass exiled; any other "it" would name something said
            # before the loop (all of them, or none of them): not said
            if isinstance(x, It) and not any(m.seq < x.seq for m in made):
                raise Unsupported("'it' in 'for each of them' naming something outside the loop")
            if isinstance(x, Made) and not isinstance(x, ExiledTop):
                raise Unsupported("an object created for each of them")
        body = _replace_value(body, EACH_OF_ONE, EACH_ONE)
        return [{"each_of": them, "each_do": _checked(body),
                 "text": "for each of them: " + "; ".join(_describe(i) for i in body)}]

    def rcp_each_of_one(self):
        return EACH_OF_ONE

    def for_each_player_target(self, tok, seq):
        # 601.2c, 115.1: "For each opponent, tap up to one target creature that player controls":
        # the instance of "target" is chosen once for each opponent (each player), among the
        # objects that player controls (checked again as it resolves, 608.2b); "that player"
        # names nothing else here
        found: list = []
        _collect(seq, found)
        ts = [t for t in found if isinstance(t, Tgt)]
        if len(ts) != 1 or ts[0].count not in ({"up_to": 1}, 1):
            raise Unsupported("'for each opponent' with other than one '[up to one] target'")
        t = ts[0]
        items = t.filter if isinstance(t.filter, list) else [t.filter]
        if THAT_PLAYER_CONTROLS not in items:
            raise Unsupported("'for each opponent' whose target isn't one 'that player controls'")
        t.filter = _flat([x for x in items if x != THAT_PLAYER_CONTROLS] or ["permanent"])
        if _has_value(seq, "that_player") or THAT_PLAYER_CONTROLS in repr(seq) or _has_value(seq, THEY_CONTROL):
            raise Unsupported("'that player' in 'for each opponent' other than its target's controller")
        if _has_key(seq, "copy_of"):
            # (the token instruction copies one object: a copy for each opponent's target isn't said)
            raise Unsupported("a token copy of the target chosen for each opponent")
        if _has_key(seq, "put_in_library"):
            raise Unsupported("several permanents put into a library at once (401.4: their owner orders them)")
        t.for_each = "player" if "player" in str(tok).lower().split(",")[0] else "opponent"
        return self.sentence(seq)

    def becomes_desc(self, *parts):
        return [w for p in parts if p is not None for w in (p if isinstance(p, list) else [p])]

    def becomes_with(self, _tok, kws):
        # "with flying", 'with "Whenever this creature attacks, ..."' (113.10: granted as its text)
        return ("with", list(kws))

    def becomes_named(self, tok):
        # 612.8: "... named Vitu-Ghazi" (a name-setting effect, layer 3)
        return [("name", str(tok)[len("named "):].strip())]

    def cw_supertype(self, tok):
        return ("supertype", _words(tok))

    def with_all_creature_types(self, _tok):
        # "with all creature types" (205.3m, 702.73a: as changeling)
        return ("with_all_types", None)

    def with_base_pt(self, t):
        return [("base_pt", _pt(t))]

    def cc_becomes(self, desc, *rest):
        # ("that's still a land", 205.1b: the new card type is added, the land keeps its types)
        rest = tuple(("still", None) if isinstance(r, Token) and r.type == "THATS_STILL_LAND" else r for r in rest)
        return list(desc) + [w for r in rest if r is not None for w in (r if isinstance(r, list) else [r])]

    def cc_lose_all(self):
        return [("lose_all", None)]

    def cc_base_pt(self, t):
        return [("base_pt", _pt(t))]

    def becomes_first(self, duration, aff, *rest):
        out = self.becomes_clause(aff, *rest, duration)
        self.__dict__.setdefault("_lead_durations", {})[id(out[0])] = out[0]     # (clause_and)
        return out

    def becomes_clause(self, aff, *rest):
        # one effect: the words of every part ("loses all abilities and becomes a Frog ...")
        words = [w for r in rest if isinstance(r, list) for w in r]
        duration = next((r for r in rest if isinstance(r, str) and not isinstance(r, Token)), None)
        desc = [(k, v) for k, v in words if k not in ("with", "with_all_types")]
        gained = [x for k, v in words if k == "with" for x in v] or None
        ops = dict(_characteristics([], desc))
        if gained:
            ops["add_abilities"] = gained
        if any(k == "with_all_types" for k, _v in words):
            ops.pop("set_creature_types", None)
            ops["add_all_creature_types"] = True
        ins = _continuous(aff, ops, duration or "indefinite")
        out = {**ins, "_words": (desc, gained, any(k == "with_all_types" for k, _v in words))}
        if duration is None:
            self.__dict__.setdefault("_no_durations", {})[id(out)] = out              # (clause_and)
        return [out]

    def is_while(self, aff, desc, duration):
        # 611.2b, 613.1d-e: "That land is an Island in addition to its other types for as long as
        # it has a flood counter on it" -- a continuous effect locked onto the object (611.2c)
        return self.becomes_clause(aff, [(k, v) for k, v in desc], duration)

    def its_while(self, desc, duration):
        return self.is_while(("on", It()), desc, duration)

    def becomes_copy(self, aff, ref, *rest):
        # 707.4, 613.2a: "~ becomes a copy of target creature [until end of turn] [, except ...]" --
        # a copy effect (layer 1a) locked onto the affected object; the copied object is read as it
        # resolves; its exceptions are part of the copiable values (707.9b)
        if isinstance(aff[1], dict) and "each" in aff[1]:
            raise Unsupported("a set of objects becoming copies")
        duration = next((r for r in rest if isinstance(r, str) and not isinstance(r, Token)), None)
        from pyengine.cards.parse import COPY_EXCEPT_KEYS
        exc = next((r for r in rest if isinstance(r, dict)), None)
        if exc is not None and not set(exc) <= set(COPY_EXCEPT_KEYS) | {"_counters"}:
            raise Unsupported("a copy effect with a duration of another kind")
        if exc and "_counters" in exc:
            raise Unsupported("an object becoming a copy with counters")
        return [_continuous(aff, {"copy": ref, **({"copy_except": exc} if exc else {})}, duration or "indefinite")]

    def becomes_copy_first(self, duration, aff, ref, exc=None):
        return self.becomes_copy(aff, ref, duration, exc)

    def unpreventable_sentence(self, seq, *_):
        # 615.12: "<~ deals N damage to ...>. The damage can't be prevented." -- the damage events of
        # the instructions before
        hits = [i for i in seq if isinstance(i, dict) and "damage" in i]
        if not hits:
            raise Unsupported("'the damage can't be prevented' after no damage")
        for i in hits:
            i["unpreventable"] = True
        return _checked(seq)

    def cd_exile(self):
        return "exile"

    def cd_top(self):
        return "library"                          # a zone change to a library puts it on top

    def cd_hand(self):
        return "hand"

    def countered_instead(self, seq, _tok, zone):
        # 614.15, 616.1a: "Counter target spell. If that spell is countered this way, exile it
        # instead of putting it into its owner's graveyard." -- a self-replacement effect of the
        # counter instruction (also inside "unless its controller pays", 118.12)
        hits = []

        def walk(x):
            if isinstance(x, dict):
                if "counter" in x:
                    hits.append(x)
                for v in x.values():
                    walk(v)
            elif isinstance(x, list):
                for v in x:
                    walk(v)
        walk(seq)
        if len(hits) != 1:
            raise Unsupported("'countered this way' after no single counter instruction")
        hits[0]["instead_zone"] = zone
        return _checked(seq)

    def still_sentence(self, seq, _tok):
        # 205.1b: "It's still a land." -- the new types are in addition to the old ones
        out = []
        for ins in seq:
            if "_words" in ins:
                desc, kws, every = ins.pop("_words")
                ops = dict(_characteristics([], list(desc) + [("still", None)]))
                if kws:
                    ops["add_abilities"] = kws
                if every:
                    ops["add_all_creature_types"] = True
                ins = {**ins, "continuous": {**({"affects": ins["continuous"]["affects"]}
                                                 if "affects" in ins["continuous"] else {}), **ops}}
            out.append(ins)
        if not any("continuous" in i for i in out):
            raise Unsupported("'still' after no change of types")
        return _checked(out)

    def reveal_discard(self, aff, *args):
        # 701.16a, 701.8a: "Target opponent reveals their hand. You choose a nonland card from it.
        # That player discards that card."
        _on, who = aff
        if isinstance(who, dict) and "each" in who:
            raise Unsupported("a set of objects where players are meant")
        ph = [a for a in args if isinstance(a, Phrase)]
        posts = [x for a in args if isinstance(a, RevealPost) for x in a.items]
        f = _and(ph[0].filter(), "card", *posts) if ph else _and("card", *posts)
        ins: dict = {"reveal_discard": f if len(f) > 1 else "card"}
        if who != "you":
            ins["player"] = who
        return [ins]

    def reveal_post(self, *items):
        return RevealPost(list(items))

    def reveal_exile(self, aff, *args):
        # 701.16a, 406.3: "Target opponent reveals their hand. You choose a nonland card from it
        # and exile that card."
        return [{**i, "chosen_exiled": True} for i in self.reveal_discard(aff, *args)]

    def next_end_step_sentence(self, seq, tok):
        return [_next_end_step(seq, tok)]

    def next_end_step_first(self, tok, seq):
        return [_next_end_step(seq, tok)]

    def end_of_combat_sentence(self, seq, _tok):
        # 603.7a, 511.2: a delayed triggered ability at the beginning of this turn's end of combat
        # step; what it names is fixed as it's created
        return [{"delayed": {"when": {"event": "step", "step": "end_of_combat", "player": "any"},
                             "effect": _checked(seq), "text": "at end of combat"}}]

    def put_from_hand(self, _art, ph, *posts, tapped=False):
        # "put a land card from your hand onto the battlefield" (the player chooses one, 110.2a;
        # an Aura enters attached to what the player chooses, 303.4f); "... with mana value 3 or
        # less ..." (202.3): the card's own filter words after "card"
        ins = {"put_from_hand": _and(ph.filter(), "card", *posts), "_made": Made()}   # "it" afterwards: that card
        if tapped:
            ins["tapped"] = True
        return [ins]

    def put_from_hand_tapped(self, _art, ph, *posts):
        return self.put_from_hand(_art, ph, *posts, tapped=True)

    def put_from_hand_attacking(self, _art, ph, *rest):
        # 508.4: "put a Soldier creature card from your hand onto the battlefield tapped and attacking"
        return [{**self.put_from_hand(_art, ph, *rest[:-1], tapped=True)[0], "attacking": True}]

    def put_from_hand_attached(self, _art, ph, *rest):
        # "you may put an Aura card from your hand onto the battlefield attached to this creature":
        # the effect names what it enchants (303.4i: if it can't, it stays in the hand); a
        # permanent that isn't an Aura or Equipment enters unattached (303.4h)
        *posts, ref = rest
        return [{**self.put_from_hand(_art, ph, *posts)[0], "attached_to": ref}]

    def return_under_owner(self, ref):
        # 110.2a: under its owner's control; an Aura among them enters attached to what that
        # player chooses as it enters (303.4f-g, the return_to_battlefield instruction asks)
        return [{"return_to_battlefield": ref, "player": {"owner_of": ref}}]

    def return_under_you(self, ref):
        return [{"return_to_battlefield": ref}]

    # "return it to the battlefield tapped under its owner's control [with a +1/+1 counter on it]"
    # (110.2a; 122.6: it enters with the counters, the return_to_battlefield instruction's
    # with_counters)
    def bf_owner(self):
        return "owner"

    def bf_you(self):
        return "you"

    def bf_counters(self, *amounts):
        # "with a hexproof counter and an indestructible counter on it": every kind named (122.6)
        out: dict = {}
        for kind, n in amounts:
            if not isinstance(n, int):
                raise Unsupported("a number of counters other than a fixed one on a returned card")
            out[str(kind)] = out.get(str(kind), 0) + n
        return out

    def return_tapped_under(self, ref, who, counters=None):
        ins = {**self.return_with_counters(ref, who, counters)[0], "tapped": True}
        return [ins]

    def return_with_counters(self, ref, who, counters=None):
        ins = {"return_to_battlefield": ref}
        if who == "owner":
            ins["player"] = {"owner_of": ref}
        if counters:
            ins["with_counters"] = counters
        return [ins]

    # 712.14a: a transforming double-faced card put onto the battlefield "transformed" (back face up)
    # (its back face is what enters: if that is an Aura, what it enchants is chosen as it enters, 303.4f)
    def return_transformed_under_you(self, ref):
        return [{"return_to_battlefield": ref, "transformed": True}]

    def return_transformed_under_owner(self, ref):
        return [{"return_to_battlefield": ref, "transformed": True, "player": {"owner_of": ref}}]

    def wl_lose(self):
        return "cant_lose"

    def wl_win(self):
        return "cant_win"

    def win_lose_static(self, mine, theirs=None):
        # 101.2, 810.8a: a player who can't lose the game / can't win the game
        if theirs == mine:
            raise Unsupported("'can't lose' (or 'can't win') said of you and your opponents")
        return ("ability", {"win_lose": {mine: "you", **({theirs: "opponents"} if theirs else {})}})

    def your_next_upkeep_sentence(self, _tok, seq):
        # 603.7a: a delayed triggered ability at the beginning of the controller's next upkeep
        return [{"delayed": {"when": {"event": "step", "step": "upkeep", "player": "you"}, "effect": _checked(seq),
                             "text": "at the beginning of your next upkeep"}}]

    def your_next_upkeep_pay_sentence(self, tok, _pay, payment, _dont, seq):
        # 603.7a, 118.12: "At the beginning of your next upkeep, pay {M}. If you don't, ..." -- the
        # delayed ability's effect is the mandatory payment, and what happens if it isn't made
        pay = self.must_pay_sentence(_pay, payment)[0]
        pay.pop("_did_open")
        return self.your_next_upkeep_sentence(tok, [{**pay, "else": _checked(_as_list(seq))}])

    def must_pay_sentence(self, _tok, payment):
        # 118.12: "Pay {M}. If you don't, ..." -- a mandatory cost paid as this resolves: mana
        # already in the pool pays it; activating mana abilities for it stays optional (118.3c)
        if "mana" not in payment or any(not re.fullmatch(r"\d+|[WUBRGC]", x) for x in _mana_symbols(payment["mana"])):
            raise Unsupported("a mandatory payment of something other than plain mana")
        return [{"may_pay": payment, "mandatory": True, "_did_open": True}]

    def next_upkeep_sentence(self, seq):
        # 603.7a: a delayed triggered ability, at the beginning of the next upkeep
        return [{"delayed": {"when": {"event": "step", "step": "upkeep", "player": "any"}, "effect": _checked(seq),
                             "text": "at the beginning of the next turn's upkeep"}}]

    # looking at the top cards and taking some (608.2c; 401)
    def dig_it(self, *_):
        return None

    def dig_them(self, *_):
        return None

    def dw_bottom_random(self):
        return "bottom_random"

    def dw_bottom_any(self):
        return "bottom_any"

    def dw_graveyard(self):
        return "graveyard"

    def dig_rest(self, _tok, where):
        return where

    def dig_rest_tail(self, where):
        return where

    # the top card put somewhere under a condition (608.2c; pyengine/game/top_card.py)
    def top_may(self, *_):
        return "may"

    def top_reveal(self, *_):
        return "reveal"

    def td_hand(self, *_):
        return {"to": "hand"}

    def td_battlefield(self, *_):
        return {"to": "battlefield"}

    def td_battlefield_tapped(self, *_):
        return {"to": "battlefield", "tapped": True}

    def td_battlefield_attacking(self, *_):
        return {"to": "battlefield", "tapped": True, "attacking": True}     # 508.4

    def td_battlefield_with(self, counters):
        # 122.6, 614.1c: it enters with the counters
        return {"to": "battlefield", "with_counters": counters}

    def td_graveyard(self, *_):
        return {"to": "graveyard"}

    def td_bottom(self, *_):
        return {"to": "bottom"}

    def top_put(self, *args):
        b = dict(args[-1])
        if "may" in args:
            b["may"] = True
        if "reveal" in args:
            b["reveal"] = True
        return b

    def te_otherwise(self, _tok, put):
        return ("otherwise", put)

    def te_not_moved(self, _tok, _dest, put):
        # "If you don't put the card into your hand, ...": whenever the card is still there --
        # whatever the reason it wasn't put (not matching, or declined)
        return ("not_moved", put)

    def tt_graveyard(self, *_):
        return {"to": "graveyard", "may": True}

    def tt_bottom(self, *_):
        return {"to": "bottom", "may": True}

    def top_card_of(self, who, branch=None):
        # 701.16e: looking at the top card of a player's library (information only, unless the
        # card is then put somewhere)
        return [{"top_card": {"reveal": False, "player": who, "branches": [branch] if branch else []}}]

    def top_card(self, tok, _art, ph, put, other=None):
        f = _and(_subject(ph, bare_subtypes=True), "card")
        branches = [{**put, "filter": f}]
        if other is not None:
            kind, b = other
            branches.append({**b, "filter": {"not": f}} if kind == "otherwise" else b)
        for b in branches:
            # 110.4c: only a permanent card can be put onto the battlefield (an Aura's object is
            # chosen as it enters, 303.4f: return_to_battlefield)
            if b["to"] == "battlefield" and not _permanent_card_filter(b.get("filter")):
                raise Unsupported("putting a card that may not be a permanent card onto the battlefield")
        return [{"top_card": {"reveal": str(tok).lower().startswith("reveal"), "branches": branches}}]

    def top_card_chosen_type(self, tok, art, ph, chosen, put, other=None):
        # 607.2d: "If it's a creature card of the chosen type, you may reveal it and put it into
        # your hand" -- the filter also reads the creature type the source chose
        got = self.top_card(tok, art, ph, put, other)
        for b in got[0]["top_card"]["branches"]:
            if b.get("filter") == _and(_subject(ph, bare_subtypes=True), "card"):
                b["filter"] = _and(b["filter"], self.post_chosen_type(chosen))
            elif b.get("filter") == {"not": _and(_subject(ph, bare_subtypes=True), "card")}:
                b["filter"] = {"not": _and(_and(_subject(ph, bare_subtypes=True), "card"), self.post_chosen_type(chosen))}
        return got

    def top_card_to_hand(self, _it, life):
        # the revealed card, remembered: "its mana value" is that card's (608.2h)
        def bind(x: Any) -> Any:
            if isinstance(x, It) and not isinstance(x, Them):
                return {"remembered": "top_card"}
            if isinstance(x, dict):
                return {k: bind(v) for k, v in x.items()}
            if isinstance(x, list):
                return [bind(v) for v in x]
            if isinstance(x, (Tgt, Them)):
                raise Unsupported("a target after revealing the top card")
            return x
        life = _as_list(life)
        if not any(_has_it(i) for i in life):
            raise Unsupported("a life change after revealing the top card that doesn't name it")
        return [{"top_card": {"reveal": True, "remember": "top_card", "branches": [{"to": "hand"}]}}] + bind(life)

    def top_card_kinship(self, _tok, _if, seq):
        # kinship: look at the top card; if it shares a creature type with this object, the
        # controller may reveal it; the instructions after "If you do" only if revealed (608.2d)
        return [{"top_card": {"reveal": False, "branches": [
                    {"shares_creature_type": "self", "may": True, "to": "reveal"}]}},
                {"if": {"did": True}, "then": _checked(seq)}]

    def dig_top(self, n, who, *where_x):
        # "the top N cards of <whose> library[, where X is ...]"
        look = {"dig": n}
        if who != "you":
            look["player"] = who
        if where_x:
            look["x"] = where_x[-1]
        return look

    def dig_look_at(self, top):
        return top

    def dig_reveal_top(self, top):
        return {**top, "revealed": True}

    def dn_exact(self, n):
        return {"count": n}

    def dn_up_to(self, n):
        return {"count": n, "up_to": True}

    def dn_any(self, *_):
        return {"count": ANY_NUMBER, "up_to": True}

    def dd_top(self, *_):
        return {"to": "top"}

    def dw_top_any(self, *_):
        return "top_any"

    def dt_may_reveal(self, what, _them, dest):
        return {**what, **dest, "up_to": True, "reveal": True}

    def dt_may_put(self, what, dest):
        return {**what, **dest, "up_to": True}

    def dt_may_put_n(self, count, _them, dest):
        return {**count, **dest, "up_to": True}

    def dt_put(self, count, _them, dest, rest=None):
        return {**count, **dest, **({"rest": rest} if rest is not None else {})}

    def dw_hand(self):
        return "hand"

    def dt_put_bare(self, n, dest, rest):
        return {"count": n, **dest, "rest": rest}

    def dt_put_exile_rest(self, count, _them, dest):
        return {**count, **dest, "rest": "exile"}

    def dt_exile_put(self, count, _them, rest):
        return {**count, "to": "exile", "rest": rest}

    def dt_put_back(self, n, rest):
        # "Put one back and the rest into that player's graveyard": the card kept stays on top
        return {"count": n, "to": "top", "rest": rest}

    def dt_all(self, ph, dest, rest):
        # "Put all Goblin cards revealed this way into your hand and the rest ..." (701.16a)
        return {"take_all": _and(_subject(ph, bare_subtypes=True), "card"), **dest, "rest": rest}

    def dt_reveal_put(self, what, _them, dest, rest):
        # "reveal up to one basic land card from among them, then put that card on top of your
        # library and the rest ..." (701.16a)
        return {**what, **dest, "reveal": True, "rest": rest}

    def may_dig_reorder(self, look):
        return [{"may": self.dig_reorder(look), "text": "you may look at the top cards of your library"}]

    def may_dig_steps(self, look, _tok, take, rest=None):
        return [{"may": self.dig_steps(look, take, rest), "text": "you may look at the top cards of your library"}]

    def dig_reorder(self, look):
        return [self._dig(look, {"count": 0}, "top_any")]

    def dig_piles(self, look, _tok):
        # 700.3: the revealed cards (still in the library, 700.3c) separated by an opponent into two
        # piles; the controller puts the pile of their choice into their hand, the other into
        # their graveyard (pyengine/game/piles.py)
        if look.get("player") or not look.get("revealed") or look.get("x") is not None:
            raise Unsupported("piles of cards other than those revealed from the top of your library")
        return [{"dig": look["dig"], "take": 0, "revealed": True, "piles": "opponent", "to": "hand",
                 "rest": "graveyard"}]

    def dig_steps(self, look, take, rest=None):
        return [self._dig(look, take, rest if rest is not None else take.get("rest"))]

    def _dig(self, look, take, rest):
        ins = {"dig": look["dig"], "take": take.get("count", 1) if "take_all" not in take else 0}
        if look.get("player"):
            ins["player"] = look["player"]
        if look.get("revealed"):
            ins["revealed"] = True
        for k in ("up_to", "filter", "reveal", "take_all", "tapped", "attacking"):
            if take.get(k) is not None:
                ins[k] = take[k]
        if ins["take"] != 0 or "take_all" in ins:
            ins["to"] = take.get("to", "hand")
        if rest is not None:
            ins["rest"] = rest
        if ins.get("to") == "battlefield":
            # 110.4c: only a permanent card can be put onto the battlefield
            if not _permanent_card_filter(ins.get("filter") or ins.get("take_all")):
                raise Unsupported("putting a card that may not be a permanent card onto the battlefield")
        if ins.get("player") and (ins.get("to") in ("hand", "battlefield") or rest == "hand"):
            raise Unsupported("taking cards from another player's library")
        if look.get("x") is not None:
            # 608.2h: "..., where X is ...": that number, in the count (X announced otherwise,
            # 107.3a: the filters' X is the announced one)
            if _has_value([ins.get("filter"), ins.get("take_all")], "x"):
                raise Unsupported("a filter comparing with X where X is a count")
            ins = _replace_value(ins, "x", look["x"])
        if not ins.get("up_to") and isinstance(ins["take"], int) and isinstance(ins["dig"], int) \
                and ins["take"] > ins["dig"]:
            raise Unsupported("taking more cards than are looked at")
        return ins

    # revealing cards until a card of a kind is revealed (701.16a; pyengine/game/instructions.py
    # _dig with `until`): the found cards are taken, the other revealed cards go where "the rest" says
    def ur_you(self, _tok, what, *where_x):
        return {"until": self._until(what, where_x)}

    def ur_player(self, aff, _tok, what):
        return {"until": self._until(what, ()), "player": _with_player({}, aff).get("player", "you")}

    def _until(self, what, where_x):
        if what.get("up_to") or what.get("count") == ANY_NUMBER or "filter" not in what:
            raise Unsupported("revealing cards until a number of cards that isn't fixed")
        u = {"filter": what["filter"], "count": what.get("count", 1)}
        if where_x:
            if _has_value(u["filter"], "x") or u["count"] != "x":
                raise Unsupported("a filter comparing with X where X is a count")
            u["count"] = where_x[-1]
        return u

    def uf_that(self, *_):
        return "found"

    def uf_those(self, *_):
        return "those"

    def uf_kind(self, ph):
        # "those land cards", "the nonland cards revealed this way": the cards found (the kind must
        # be the kind revealed until)
        return ("kind", _and(_subject(ph, bare_subtypes=True), "card"))

    def until_rest(self, what):
        return what

    def ur_where(self, *args):
        return args[-1]

    def ur_shuffle(self, *_):
        return "shuffle"

    def ur_exile(self, *_):
        return "exile"

    def ut_put(self, found, dest, rest=None):
        return {"found": found, **dest, **({"rest": rest} if rest is not None else {})}

    def ut_they_put(self, _tok, found, dest, rest=None):
        return {**self.ut_put(found, dest, rest), "by_them": True}

    def ut_all(self, dest):
        return {"found": "all", **dest}

    def ut_may_put(self, found, dest, shuffle=None):
        return {"found": found, **dest, "may": True, **({"rest": "shuffle"} if shuffle is not None else {})}

    def until_steps(self, ur, take):
        u = ur["until"]
        found = take["found"]
        if isinstance(found, tuple):
            if found[1] != u["filter"]:
                raise Unsupported("cards revealed this way of a kind other than the one revealed until")
            found = "found"
        if found == "those" and "rest" not in take:
            found = "all"                   # "until they reveal a land card, then puts those cards into ..."
        look = {"dig": 0, "revealed": True, **({"player": ur["player"]} if ur.get("player", "you") != "you" else {})}
        if take.get("may"):
            if u["count"] != 1:
                raise Unsupported("a choice among several cards revealed until")
            t = {"count": 1, "up_to": True, "filter": u["filter"]}
        else:
            t = {"take_all": u["filter"] if found != "all" else "card"}
        t.update({k: take[k] for k in ("to", "tapped", "attacking") if k in take})
        other = ur.get("player", "you") != "you"
        if take.get("by_them") and not other:
            raise Unsupported("another player putting the cards you revealed")
        if other and (take.get("rest") == "hand" or not take.get("by_them") and (t.get("to") != "graveyard" or take.get("rest"))):
            raise Unsupported("another player's revealed cards put anywhere but their graveyard")
        ins = self._dig({k: v for k, v in look.items() if k != "player"}, t, take.get("rest"))
        if other:
            ins = {**ins, "player": look["player"]}
            if take.get("by_them"):
                ins["put_by"] = "owner"        # 110.2a: onto the battlefield under that player's control
        return [{**ins, "until": u}]

    def may_until_steps(self, ur, _tok, take):
        return [{"may": self.until_steps(ur, take), "text": "you may reveal cards from the top of your library"}]

    def payment_mana(self, t):
        # plain mana; {X} (its value chosen as it's paid, 107.3) or hybrid / Phyrexian symbols
        # (how each is paid chosen then, 107.4e-f): pyengine/game/instructions.py _may_pay_chosen
        syms = _mana_symbols(t)
        if any(not re.fullmatch(r"\d+|[WUBRGC]|X|[WUBRG2]/[WUBRGP]", s) for s in syms) or \
                ("X" in syms and any("/" in s for s in syms)):
            raise Unsupported("a payment other than plain mana")
        return {"mana": str(t)}

    def payment_life(self, n):
        return {"life": _whole(n)}

    def payment_life_equal(self, n):
        # 119.4, 608.2h: "pay life equal to its power" -- counted as the instruction is followed
        return {"life": n}

    def unless_life_equal(self, n):
        # 118.12a, 119.4: "unless its controller pays life equal to its toughness" (608.2h)
        return Cost(extra=[{"pay_life": n}])

    def payment_energy(self, *args):
        return {"energy": _energy_amount(args)}

    def may_pay_alone_sentence(self, payment):
        # "You may pay {1}." -- what paying does is the sentence after it ("If you do, ...", "When
        # you do, ...", "If you don't, ..."; effects reads them with it, _did_attached)
        return [{"may_pay": payment, "_did_open": True}]

    def if_you_do_sentence(self, _tok, then):
        # 608.2d: "If you do, ..." -- read with the instruction just before (effects)
        return [{"_if_you_do": _as_list(then)}]

    def if_you_do_else_sentence(self, _tok, then, _tok2, other):
        # "If you do, ... Otherwise, ...": the other instructions when it wasn't done (608.2d)
        return [{"_if_you_do": _as_list(then), "_otherwise": _as_list(other)}]

    def if_you_do_delayed_sentence(self, _tok, then, when):
        # "You may exile target creature. If you do, return that card to the battlefield ... at
        # the beginning of the next end step." (608.2d, 603.7a: the delayed ability is created only
        # if the exile was done)
        return [{"_if_you_do": [_next_end_step(then, when)]}]

    def when_you_do_sentence(self, _tok, then):
        # 603.12: "When you do, ..." -- a reflexive triggered ability of the instruction before
        return [{"_when_you_do": _as_list(then)}]

    def when_discard_way_sentence(self, _tok, _art, *rest):
        # 603.12: "When you discard a nonland card this way, ..." -- a reflexive triggered ability
        # of the discard before it, triggering only if a card of that kind was discarded
        f = _and(rest[0].filter(), "card") if len(rest) == 3 else "card"
        return [{"_when_you_do": _as_list(rest[-1]), "_discarded": f}]

    def if_you_dont_sentence(self, _tok, then):
        # 608.2d: "If you don't, ..." -- when the instruction before wasn't done
        return [{"_if_you_dont": _as_list(then)}]

    def clause_then_may(self, a, _tok, b):
        # 608.2c, 608.2d: "Mill two cards, then you may return a creature card from your graveyard
        # to your hand." -- the optional instruction after the others
        return _joined(_as_list(a) + self.may_sentence(_joined(_as_list(b))))

    def unless_you_sentence(self, then, _tok, seq):
        # 608.2d: "Y unless you X" is "You may X. If you don't, Y."
        before, then = self._unless_scope(then)
        return before + _did_attached(self.may_sentence(seq), {"_if_you_dont": then})

    def unless_pay_sentence(self, seq, _unless, payment):
        before, seq = self._unless_scope(seq)
        return before + [{"may_pay": payment, "else": _checked(seq)}]

    def unless_pay_for_each_sentence(self, seq, _unless, mana, count):
        # 118.12a: the payment is the mana once for each (pay_or's `times`, 107.1)
        if any(not re.fullmatch(r"\d+|[WUBRGC]", s) for s in _mana_symbols(mana)):
            raise Unsupported("a payment other than plain mana")
        before, seq = self._unless_scope(seq)
        return before + [{"pay_or": _checked(seq), "cost": str(mana), "times": count}]

    def unless_player_may_sentence(self, seq, _unless, who, cost):
        return self.unless_player_sentence(self.may_sentence(seq), _unless, who, cost)

    def counter_that_item(self):
        return [{"_counter_event_item": True}]          # only a targeting trigger's whole effect (`triggered`)

    def counter_it(self):
        return [{"counter": It()}]

    def counter_that_spell(self):
        # the spell the trigger is about (or a target spell named before): never another target
        return [{"counter": ThatIt(word="spell"), "_that_spell": True}]

    def unless_player_pay_x_sentence(self, seq, _unless, who, mana, _where, x):
        # "{X}, where X is its mana value": {1} once for each (107.3, 608.2h), counted as it resolves
        if str(mana).upper() != "{X}":
            raise Unsupported("a payment with X and other symbols")
        out = self.unless_player_sentence(seq, _unless, who, [{"mana": "{1}"}])
        out[-1]["times"] = x
        return out

    def unless_player_pay_for_each_sentence(self, seq, _unless, who, mana, count):
        # 118.12a, 107.1: the mana once for each (pay_or's `times`), counted as it resolves (608.2h)
        if any(not re.fullmatch(r"\d+|[WUBRGC]", s) for s in _mana_symbols(mana)):
            raise Unsupported("a payment other than plain mana")
        if isinstance(count, _Quantity):
            count = count.q
        out = self.unless_player_sentence(seq, _unless, who, [{"mana": str(mana)}])
        out[-1]["times"] = count
        return out

    def unless_has_damage_sentence(self, seq, _unless, who, src, n):
        # 118.12a: "[player] may have [source] deal N damage to them. If they don't, X" (608.2d:
        # that player chooses; the damage is dealt by the source, 120.3)
        before, seq = self._unless_scope(seq)
        seq = _checked(_as_list(seq))
        who = self._unless_who(seq, who)
        if who in ("each_opponent", "each_player"):
            raise Unsupported("'unless they have ~ deal damage to them' said of several players")
        hit = _damage(src, n, who)
        return before + [{"may": hit, "player": who, "text": f"have it deal {n} damage to you", "else": seq}]

    def _unless_who(self, seq: list, who: Any) -> Any:
        """The player an "unless" names: "they" / "that player" the one the instructions before
        it name (_unless_subject), else the player of the trigger event ("that player")."""
        if who in ("they", "that player"):
            found = _unless_subject(seq)
            if found is None and who == "that player":
                found = "that_player"            # "you may draw a card unless that player pays {1}"
            if found is None and who == "they" and len(seq) == 1 and isinstance(seq[0].get("counter"), Tgt):
                found = {"controller_of": seq[0]["counter"]}    # "counter target spell unless they pay {1}"
            if found is None:
                raise Unsupported("'unless they ...' with no one player named before it")
            who = found
        return who

    def unless_player_countered_instead(self, seq, unless, who, cost, tok, zone):
        return self.countered_instead(self.unless_player_sentence(seq, unless, who, cost), tok, zone)

    def unless_player_sentence(self, seq, _unless, who, cost):
        # 118.12a: "X unless [a player] [does something]" is "[that player] may [do it]. If they
        # don't, X": the action is a cost paid as this resolves (118.12: it can't be chosen when
        # it can't be paid, 118.3, 608.2d); pay_or names that player. "each opponent loses 3 life
        # unless they ...": each of those players chooses, in APNAP order (101.4, 608.2e), then
        # X happens to those who didn't pay (`each`)
        before, seq = self._unless_scope(seq)
        seq = _checked(_as_list(seq))
        who = self._unless_who(seq, who)
        if any(c.get("_from_it") for c in cost):
            # the counters are removed from the ability's source (122.8): "it" must be that object
            if len(seq) != 1 or not any(seq[0].get(k) == "self" for k in ("sacrifice", "return_to_hand", "exile")):
                raise Unsupported("removing counters from an object other than the source")
            cost = [{k: v for k, v in c.items() if k != "_from_it"} for c in cost]
        ins: dict = {"pay_or": seq, "player": who}
        if who == "you":
            del ins["player"]
        if who in ("each_opponent", "each_player"):
            ins["each"] = True
        if len(cost) == 1 and set(cost[0]) == {"mana"}:
            ins["cost"] = cost[0]["mana"]
        elif len(cost) == 1 and set(cost[0]) == {"pay_life"}:
            ins["cost"] = {"life": cost[0]["pay_life"]}
        else:
            ins["costs"] = cost
        return before + [ins]

    def each_may_cost_sentence(self, tok, cost, seq):
        # 118.12: "[Each opponent] may [pay a cost]. [Each opponent who doesn't] ...": the next
        # sentence's players are those who didn't pay (pyengine/game/unless.py)
        who = "each_" + re.match(r"each (\w+)", str(tok), re.I).group(1).lower()
        marks = []
        seq = _who_didnt_filled(_checked(_as_list(seq)), who, marks)
        if not marks:
            raise Unsupported("'each player may [pay]' without 'each player who didn't' after it")
        paid = {k for c in cost for alt in (c["choose"] if "choose" in c else [[c]]) for e in alt for k in e}
        if any(not set(m.get("_verbs", ())) <= paid for m in marks):
            raise Unsupported("'each player who didn't [do something else] this way'")
        return self.unless_player_sentence(seq, None, who, cost)

    def aff_who_didnt(self, tok):
        return ("on", self.rcp_who_didnt(tok))

    def rcp_who_didnt(self, tok):
        # "each opponent who didn't [pay]": read with the "each opponent may [pay]" before it
        # (each_may_cost_sentence); a leftover mark elsewhere is a clause not placed
        verbs = set(re.findall(r"\b(sacrifice|discard)\b", str(tok).lower()))
        return {"_who_didnt": "each_" + re.match(r"each (\w+)", str(tok), re.I).group(1).lower(),
                **({"_verbs": sorted(verbs)} if verbs else {})}

    def uw_they(self):
        return "they"

    def uw_that_player(self):
        return "that player"

    def uw_controller(self, *_):
        # "its controller" / "that creature's controller": of the object named before (a target,
        # else the trigger's object, else the source)
        return {"controller_of": It()}

    def uw_target_opponent(self):
        return Tgt("opponent")

    def unless_mana_or_life(self, mana, n):
        # "unless that player pays {1} or 1 life": either, chosen as they pay (601.2b, 119.4)
        return Cost(extra=[{"choose": [_cost_entries(self.cost_pay_mana(mana)), _cost_entries(self.cost_life(n))]}])

    def uw_you(self):
        return "you"

    def unless_remove_counters_it(self, amount):
        # "sacrifice this creature unless you remove a +1/+1 counter from it": from the object the
        # instruction names, which must be the source itself (checked in unless_player_sentence)
        kind, n = amount
        return Cost(extra=[{"remove_counters": _cost_n(n), "kind": kind, "_from_it": True}])

    def uw_any_player(self):
        raise Unsupported("'unless any player pays': each player's option to pay in turn")

    def unless_cost(self, *alts):
        # one cost, or alternatives the player chooses among as they pay (601.2b)
        entries = [_cost_entries(a) for a in alts if isinstance(a, Cost)]
        if any(len(e) != 1 for e in entries):
            raise Unsupported("a cost of several parts after 'unless'")
        if len(entries) == 1:
            return entries[0]
        return [{"choose": entries}]

    def may_sentence(self, *args):
        seq = _checked(args[-1])             # (after THEN_YOU_MAY: "Then you may ...", 608.2c)
        return [{"may": seq, "text": "you may " + "; ".join(_describe(i) for i in seq)}]

    def vote_sentence(self, tok):
        # 701.32a: each player, starting with you and in turn order, votes for one of the two words
        a, b = re.fullmatch(r"(?is).*votes for ([a-z]+) or ([a-z]+)", str(tok)).groups()
        return [{"vote": [a.lower(), b.lower()], "text": f"vote for {a.lower()} or {b.lower()}"}]

    def vote_result_sentence(self, more, then, tied, other):
        # 701.32a: "If A gets more votes, X. If B gets more votes or the vote is tied, Y." -- X when
        # A got more votes than B, else Y (assemble() checks A and B are the words voted for)
        a = re.fullmatch(r"(?is)if ([a-z]+) gets more votes,", str(more)).group(1).lower()
        b = re.fullmatch(r"(?is)if ([a-z]+) gets more votes or the vote is tied,", str(tied)).group(1).lower()
        if a == b:
            raise Unsupported("a vote's two results for the same choice")
        return [{"if": {"votes_more": a, "than": b}, "then": _checked(then), "else": _checked(other)}]

    def counted_votes(self, tok):
        # "for each death vote": the votes cast for that word (701.32a)
        return {"votes": str(tok).split()[0].lower()}

    def choose_value_sentence(self, _tok, kind):
        # 608.2d: the controller chooses a color / creature type as the ability resolves; the
        # instructions after it read the value (`{chosen: KIND}`, _choices_checked)
        return [{"choose_value": kind, "text": "choose a " + kind.split("/")[0].replace("_", " ")}]

    def each_keeps_sacrifice(self, who, count, ph, _they):
        # 101.4, 701.17a: each player named chooses (APNAP order) that many permanents they
        # control, then the rest of those matching the filter are sacrificed at the same time
        return [self._keep_rest(who, count, ph, "sacrifice")]

    def each_keeps_destroy(self, who, count, ph, _they):
        # 101.4, 701.7a: "Each player chooses a creature they control. Destroy the rest."
        return [self._keep_rest(who, count, ph, "destroy")]

    @staticmethod
    def _keep_rest(who, count, ph, rest: str) -> dict:
        n, up_to = count
        if not isinstance(n, int) or n < 1:
            raise Unsupported("a number of permanents to keep that isn't fixed")
        ins = _with_player({"keep_rest": ph.filter(), "count": n, **({"up_to": True} if up_to else {}), "rest": rest,
                            "text": f"choose {'up to ' if up_to else ''}{n} to keep; {rest} the rest"}, who)
        if ins.get("player", "you") == "you":
            raise Unsupported("'chooses' with no player named")
        return ins

    def kc_one(self, *_):
        return (1, False)

    def kc_n(self, n):
        return (n, False)

    def kc_up_to(self, n):
        return (n, True)

    def choose_target_sentence(self, _tok, first, *rest):
        # 601.2c: the targets were chosen as the spell was cast; resolving, the sentence does
        # nothing more (the instructions after it act on "that creature", 608.2b)
        ts = [first] + [self.target_one(n) for n in rest if not isinstance(n, Token)]
        return [{"targets_chosen": ts, "text": "choose the targets"}]

    def may_player(self, t):
        return t

    def player_may_sentence(self, who, seq):
        # 608.2d: "Its controller may search their library for ...", "Target opponent may draw a
        # card": the player named chooses whether to, and is the player of each instruction
        # (the imperative's "you" is that player, "their library" theirs)
        _on, ref = who if isinstance(who, tuple) else (None, who)
        if not _one_player(ref):
            raise Unsupported("'may' for a set of players (101.4)")
        body = []
        for ins in _checked(seq):
            key = next(iter(ins))
            if key not in _PLAYER_MAY_INSTRUCTIONS or ins.get("player", "you") != "you":
                raise Unsupported(f"another player's optional '{key}'")
            body.append({**{k: v for k, v in ins.items() if k != "_their_search"}, "player": ref})
        return [{"may": body, "player": ref, "text": "that player may " + "; ".join(_describe(i) for i in body)}]

    def clause_seq(self, c):
        return _joined(_as_list(c))

    def clause_and(self, a, b):
        # 611.2a: "Until end of turn, all creatures become black and all lands become Swamps." -- the
        # leading duration is said of both characteristic changes
        a, b = _as_list(a), _as_list(b)
        lead = self.__dict__.get("_lead_durations", {})
        nodur = self.__dict__.get("_no_durations", {})
        if a and lead.get(id(a[-1])) is a[-1] and b and all(nodur.get(id(x)) is x for x in b):
            b = [{**x, "duration": a[-1]["duration"]} for x in b]
        return _joined(a + b)

    def clause_and3(self, a, b, c):
        return _joined(_as_list(a) + _as_list(b) + _as_list(c))

    def clause_then(self, a, b):
        out = _joined(_as_list(a) + _as_list(b))
        # "X, then Y unless ...": the "unless" is said of Y only (_unless_scope)
        self.__dict__.setdefault("_then_seqs", {})[id(out)] = (out, len(_as_list(b)))
        return out

    def choose_value_then(self, tok, kind, b):
        # 608.2d: "choose a color, then <instruction reading that color>" -- in order
        # (checked here: the pair may be the body of an "If you do, ...", 608.2d)
        return _choices_checked(_joined(self.choose_value_sentence(tok, kind) + _as_list(b)))

    def _unless_scope(self, seq: list) -> tuple[list, list]:
        """The instructions before an "unless" and those it is said of: all of "X and Y unless
        ...", only Y of "X, then Y unless ..." (608.2c: X is done first, whatever is paid)."""
        got = self.__dict__.get("_then_seqs", {}).get(id(seq))
        if got is None or got[0] is not seq:
            return [], seq
        if got[1] >= len(seq):
            raise Unsupported("'X, then Y unless ...' whose parts were merged")
        return seq[:-got[1]], seq[-got[1]:]

    # damage (120)
    def ref_self(self):
        return "self"

    def ref_granter(self, tok):
        # 201.5a, 608.2h: "Blazing Torch deals 2 damage" -- the granting object, as it exists or as it
        # last existed (sacrificed to pay the cost)
        return {"object": _granter_id(tok)}

    def ref_it(self, *_):
        return It()

    def damage_clause(self, src, n, to):
        return _damage(src, n, to)

    def power_its(self, *_):
        return {"power_of": It()}

    def power_self(self):
        return {"power_of": "self"}

    def toughness_its(self, *_):
        return {"toughness_of": It()}

    def mana_value_its(self, *_):
        return {"mana_value_of": It()}

    def mana_value_that_spell(self):
        # "that spell's mana value": the spell named (never a token created before it, 111.1)
        return {"mana_value_of": ThatIt(word="spell")}

    def power_sacrificed(self, *_):
        return {"remembered_power": "sacrificed"}          # the sacrificed object as it last existed

    def toughness_sacrificed(self, *_):
        return {"toughness_of": {"remembered": "sacrificed"}}      # as it last existed (608.2h)

    def mana_value_revealed(self, *_):
        # "the revealed card's mana value": the card revealed at random (608.2h; assemble() refuses
        # it where no card was revealed that way)
        return {"mana_value_of": {"remembered": REVEALED_CARD}}

    def mana_value_sacrificed(self, *_):
        return {"mana_value_of": {"remembered": "sacrificed"}}

    def value_life_lost(self):
        return THIS_WAY_LIFE_LOSS             # an earlier instruction's result (assemble())

    def value_damage_dealt(self):
        return THIS_WAY_DAMAGE

    def value_roll_result(self):
        return {"roll_result": True}                 # 706.2: the result of the die rolled before

    def value_devotion(self, cols):
        return {"devotion": cols}                          # 700.5: to a color, or to two colors

    def value_number_of(self, c):
        return c

    def power_target(self, t, _tok):
        # "equal to target creature's power" (608.2h: the number as the instruction is followed; a
        # target gone by then is judged by its last known information)
        return {"power_of": t}

    def toughness_target(self, t):
        return {"toughness_of": t}

    def mana_value_target(self, t):
        return {"mana_value_of": t}

    def value_greatest(self, stat, ph):
        # "the greatest power among creatures you control" (0 if there are none, 107.1)
        return {"greatest": stat, "among": ph.filter()}

    def value_greatest_they(self, stat, ph, _tok):
        # "the greatest power among creatures they control": the player said before it (608.2h;
        # _count_players names that player)
        return {"greatest": stat, "among": _and(ph.filter(), THEY_CONTROL)}

    def value_stat_of_target(self, stat, t):
        # "equal to the mana value of target artifact you control" (608.2h)
        return {f"{stat}_of": t}

    def value_stat_of_sacrificed(self, stat, *_):
        # "the mana value of the sacrificed permanent": as it last existed (608.2h)
        if stat == "power":
            return {"remembered_power": "sacrificed"}
        return {f"{stat}_of": {"remembered": "sacrificed"}}

    def value_total(self, stat, ph):
        # "the total power of creatures you control" (208.1, 202.3: the sum; 0 if there are none)
        return {"total": stat, "among": ph.filter()}

    def value_total_cards(self, stat, *args):
        # 202.3, 208.1: "the total mana value of cards you own in exile" -- the sum over the cards
        # of yours in that zone (0 if there are none)
        ph = [a for a in args if isinstance(a, Phrase)]
        return {"total": stat, "among": _and(_and(ph[0].filter(), "card") if ph else "card", {"zone": args[-1]}, {"owner": "you"})}

    def ozc_yours(self, zone):
        return zone

    def ozc_exile(self):
        return "exile"

    def counted_cards_owned_in_exile(self, *args):
        # "the number of cards you own in exile" (406.1: the exile zone is shared; the owner's cards)
        ph = [a for a in args if isinstance(a, Phrase)]
        return {"count": _and(_and(ph[0].filter(), "card") if ph else "card", {"zone": "exile"}, {"owner": "you"})}

    def value_your_life(self):
        return {"life_of": "you"}                          # 119.1: a player's life total

    def value_life_this_turn(self, change):
        # "the amount of life you gained this turn" (119.3, 119.9: the total this turn)
        return {"life_this_turn": change, "player": "you"}

    def lc_gained(self):
        return "gained"

    def lc_lost(self):
        return "lost"

    def counted_opponents(self, *_):
        # "for each opponent", "the number of opponents you have" (102.3)
        return {"opponents": "you"}

    def counted_destroyed_this_way(self, ph):
        # "for each creature destroyed this way" (608.2h: what the earlier instruction did)
        return {"destroyed_this_way": ph.filter()}

    def counted_revealed_this_way(self, *args):
        # "for each nonland card revealed this way" (608.2h: the cards the reveal_top instruction
        # revealed), "for each card revealed this way" (the cards reveal_chosen revealed)
        ph = [a for a in args if isinstance(a, Phrase)]
        return {"done_this_way": "revealed", "filter": _and(ph[0].filter(), "card") if ph else "card"}

    def reveal_any_from_hand(self, *args):
        # 107.1c, 608.2d, 701.16a: the player chooses any number of cards of that kind in their
        # hand and reveals them (pyengine/game/reveal_cards.py: remembered as revealed this way)
        ph = [a for a in args if isinstance(a, Phrase)]
        f = _and(ph[0].filter(), "card") if ph else "card"
        return [{"choose_objects": f, "zone": "hand", "up_to": ANY_NUMBER, "remember": "to_reveal"},
                {"reveal_chosen": {"chosen": "to_reveal"}}]

    def reveal_top_clause(self, aff, _tok):
        # 701.16a: the players named reveal the top card of their libraries (APNAP order, 101.4);
        # "it" / "that card" after it isn't said here (Revealed: the compiler refuses it)
        _on, who = aff if isinstance(aff, tuple) else (None, aff)
        if isinstance(who, dict) and "each" in who:
            raise Unsupported("a set of objects where players are meant")
        return [{"reveal_top": 1, "player": who, "_made": Revealed()}]

    def reveal_random_clause(self, aff, _tok):
        # 701.16a: the player reveals a card chosen at random from their hand (it stays there);
        # "that card" / "it" after it is that card (RevealedCard: the card remembered)
        _on, who = aff if isinstance(aff, tuple) else (None, aff)
        if isinstance(who, dict) or who in ("each_player", "each_opponent"):
            raise Unsupported("several players revealing a card at random")
        return [{"reveal_random": "hand", "player": who, "remember": REVEALED_CARD, "_made": RevealedCard()}]

    def counted_done_this_way(self, *args):
        # "for each permanent sacrificed this way", "for each card discarded this way" (608.2h: the
        # objects the earlier instruction acted on, as they last existed)
        ph = [a for a in args if isinstance(a, Phrase)]
        words = _words(args[-1]).lower()
        v = words.split()[0]
        f = ph[0].filter() if ph else "card"
        if " to your hand" in words:
            # "returned to your hand this way": a card goes to its owner's hand (400.3)
            f = _and(f, {"owner": "you"})
        return {"done_this_way": v, "filter": f}

    def counted_counters_removed(self, *_):
        # "for each storage counter removed this way": the counters the ability's cost removed
        # (122.8, 608.2h; pyengine/game/costs.py records them as it's paid)
        return {"counters_removed": True}

    def counted_died(self, ph):
        # "for each creature that died this turn" (700.4), judged as they last existed (608.2h)
        return {"died_this_turn": ph.filter()}

    def counted_devoured(self, _tok):
        # 702.82b: "for each creature it devoured" -- the creatures its devour ability sacrificed
        # as it entered (pyengine.game.as_enters)
        return {"devoured": "self"}

    def counted_colors_spent(self):
        # the colors of mana spent to cast this object (its spell), remembered by the game loop
        return {"colors_spent": "self"}

    def counted_cards_all_graveyards(self, *args):
        ph = [a for a in args if isinstance(a, Phrase)]
        return {"count": _and(ph[0].filter() if ph else "card", "card", {"zone": "graveyard"})}

    def counted_cards_all_graveyards_named(self, *args):
        # 201.2a: the cards with a name in common with the object "that spell" names (608.2h)
        out = self.counted_cards_all_graveyards(*args[:-1])
        return {"count": _and(out["count"], {"shares": {"name": RelIt(word=_last_word(args[-1]))}})}

    def counted_named_all_graveyards(self, *_):
        # "the number of cards named ~ in all graveyards" (201.2: cards with that name)
        return {"count": [{"name": self.name}, "card", {"zone": "graveyard"}]}

    def counted_named_your_graveyard(self, *_):
        return {"count": [{"name": self.name}, "card", {"zone": "graveyard"}, {"owner": "you"}]}

    def counted_card_types_yours(self):
        # "the number of card types among cards in your graveyard" (205.2a; a card with two card
        # types counts for both, a type counts once)
        return {"card_types_among": ["card", {"zone": "graveyard"}, {"owner": "you"}]}

    def counted_card_types_all(self):
        return {"card_types_among": ["card", {"zone": "graveyard"}]}

    def counted_blocking(self, ph, tok):
        # "for each creature blocking it" (509.1: the creatures blocking that attacker)
        ref = "self" if str(tok).split()[-1] == "~" else It()
        return {"blocking": ref, "filter": ph.filter()}

    def counted_two_types_gy(self, tok):
        # "for each instant and sorcery card in your graveyard": cards of either type (205.2a)
        words = _words(tok).split()
        t1, t2 = words[0], words[-1]
        return {"count_in": {"zone": "graveyard", "filter": ["card", {"any": [t1, t2]}]}}

    def counted_quantity(self, q):
        return q

    def counted_permanents(self, ph):
        return {"count": ph.filter()}

    def counted_they(self, ph, _tok):
        return {"count": _and(ph.filter(), THEY_CONTROL)}

    def counted_cards_in(self, *args):
        zone = args[-1]
        ph = [a for a in args if isinstance(a, Phrase)]
        f = _and(ph[0].filter(), "card") if ph else "card"
        return {"count_in": {"zone": zone, "filter": f}}

    def counted_cards_in_their_hand(self):
        # "the number of cards in that player's hand": the player named before it (608.2h) --
        # a target player, else the player of the trigger event (assemble(): _their_checked)
        return {"count_in": {"zone": "hand", "player": It(), "_their": True}}

    def counted_counters(self, kind, ref):
        # "for each +1/+1 counter on it" (122.1): on the object as it is, or as it last existed (608.2h)
        if ref != "self" and not isinstance(ref, (It, Tgt)):
            raise Unsupported("counters on something other than one object")
        return {"counters_on": ref, "kind": str(kind)}

    def q_basic_land_types(self, _tok, ph):
        # domain: "for each basic land type among lands you control" (305.6)
        return {"basic_land_types": ph.filter()}

    def q_basic_land_types_they(self, _tok, ph, _they):
        return {"basic_land_types": _and(ph.filter(), THEY_CONTROL)}

    def q_party(self, _tok):
        return {"party": "you"}                                # 700.8

    def value_half(self, v, rnd):
        # 107.1a: the card says which way to round
        return {"half": v, "round": rnd}

    def round_up(self):
        return "up"

    def round_down(self):
        return "down"

    def value_twice(self, v):
        return {"times": [2, v]}

    def value_n_minus(self, n, v):
        if not isinstance(n, int):
            raise Unsupported("X minus a number")
        return {"sum": [n, {"minus": v}]}       # 107.1b: a negative result is 0

    def value_minus_n(self, v, n):
        if not isinstance(n, int):
            raise Unsupported("a number minus X")
        return {"sum": [v, -n]}                 # 107.1b: a negative result is 0

    def value_n_plus(self, n, v):
        if not isinstance(n, int):
            raise Unsupported("X plus a number")
        return {"sum": [n, v]}

    def vz_hand(self):
        return "hand"

    def vz_graveyard(self):
        return "graveyard"

    def damage_divided(self, src, n, among):
        # 601.2d: "~ deals 3 damage divided as you choose among one, two, or three targets" -- the
        # division is announced as it's cast (after X, 601.2b); each target gets at least 1, so no
        # more targets than the amount (the target program bounds the number by the amount)
        t = _divided_target(n, among)
        # the instruction names no recipient: the damage goes to the targets as divided
        return [{k: v for k, v in ins.items() if k != "to"} | {"_divided": t} for ins in _damage(src, "divided", t)]

    def counters_divided(self, amount, among):
        # 601.2d: "Distribute two +1/+1 counters among one or two target creatures" -- divided as
        # it's cast (or put on the stack, 603.3d), each target getting at least one
        kind, n = amount
        t = _divided_target(n, among)
        return [{"counters": {"kind": kind, "amount": "divided"}, "on": t, "_divided": t}]

    def da_any(self):
        return "any target", ("any",)

    def da_range(self, *ns):
        return "any target", ("range", ns[0], ns[-1])

    def da_up_to(self, n):
        return "any target", ("up_to", n)

    def da_any_of(self, f):
        return f, ("any",)

    def da_range_of(self, *args):
        return args[-1], ("range", args[0], args[-2])

    def da_up_to_of(self, n, f):
        return f, ("up_to", n)

    def da_n_of(self, n, f):
        return f, ("n", n)

    def damage_equal(self, src, value, to):
        # "~ deals damage equal to its power to ..." (608.2h: the number as it resolves)
        return _damage(src, value, to)

    def damage_equal_after(self, src, to, value):
        return _damage(src, value, to)

    def damage_for_each(self, src, n, to, count):
        # "~ deals 2 damage to each opponent for each ..." (608.2h: counted once, as it resolves)
        return _damage(src, _per(n, count), to)

    def gain_life_equal(self, *args):
        return [_player_clause({"gain_life": args[-1]}, args)]

    def lose_life_equal(self, *args):
        return [_player_clause({"lose_life": args[-1]}, args)]

    def clause_seq_where_x(self, seq, _tok, value):
        # "..., where X is the number of creatures you control": X is that number in every
        # clause before it (608.2h), whatever sentence the clauses are in ("You may draw X
        # cards, where X is ...", "If you do, ... get +X/+X ..., where X is ...")
        found: list = []
        _collect(seq, found)
        # "destroy target creature with toughness X or less, where X is the number of Shrines you
        # control": the target's filter holds the number, computed as the target is chosen and
        # again as the ability resolves (601.2c, 608.2b; pyengine.game.numbers)
        held = [t for t in found if isinstance(t, Tgt) and _has_value(t.filter, "x")]
        if any(isinstance(t, Tgt) and _has_value(t.count, "x") for t in found) and \
                not isinstance(value, int):
            raise Unsupported("a number of targets said by 'where X is'")
        if not _has_value(seq, "x") and not held:
            raise Unsupported("'where X is' without an X")
        for t in held:
            t.filter = _replace_value(t.filter, "x", value)
        return _replace_value(seq, "x", value)

    def pump_for_each(self, aff, pt, duration, count):
        # "it gets +1/+1 until end of turn for each other attacking Ally" (608.2h: counted once)
        p, t = _pt(pt)
        vals = [0 if v == 0 else (count if v == 1 else {"times": [v, count]}) for v in (p, t)]
        return [_continuous(aff, {"modify_pt": vals}, duration)]

    def pump_x(self, aff, tok, duration=None):
        p, t = str(tok)[1:].split("/")
        signs = (str(tok)[0], str(tok).split("/")[1][0])
        vals = []
        for sign, v in zip(signs, (p, t[1:] if t[0] in "+-" else t)):
            x = "x" if v.upper() == "X" else int(v)
            vals.append(x if sign == "+" else ({"minus": x} if x == "x" else -x))
        return [_continuous(aff, {"modify_pt": vals}, duration)]

    def damage_equal_other(self, ref, value, to):
        # "Target creature you control deals damage equal to its power to ..." (the object deals it)
        if to == "that_player":
            raise Unsupported("'that player' after a target: the target's controller")
        out = _damage(ref, value, to)
        for ins in out:
            ins["_source_ref"] = True
        return out

    def damage_equal_other_after(self, ref, to, value):
        # "Target creature deals damage to itself equal to its power"
        return self.damage_equal_other(ref, value, to)

    def control_clause(self, ref, duration=None):
        # 613.1b: a control-changing effect; without a duration it lasts indefinitely (611.2a)
        return [{"continuous": {"control": "you"}, "on": ref, "duration": duration or "indefinite"}]

    def control_all(self, ph, duration=None):
        # 613.1b, 611.2c: "gain control of all Dragons" -- the objects matching as it resolves
        return [{"continuous": {"control": "you", "affects": ph.filter()}, "duration": duration or "indefinite"}]

    def control_all_of_target(self, ph, t, duration=None):
        # "gain control of all creatures target opponent controls": the objects that player
        # controls as it resolves (613.1b, 611.2c; 608.2b: none if the target is illegal)
        return [{"continuous": {"control": "you"}, "on": {"each": ph.filter(), "controlled_by": t},
                 "duration": duration or "indefinite"}]

    def control_all_to_player(self, aff, ph, duration=None):
        # "target opponent gains control of all other permanents you control" (613.1b, 608.2h)
        _on, who = aff
        ins = self.control_all(ph, duration)[0]
        if who == "you":
            return [ins]
        if isinstance(who, dict) and "each" in who or who in ("each_player", "each_opponent"):
            raise Unsupported("several players gaining control of objects")
        return [{**ins, "control_to": who}]

    def put_among_hand(self, _art, ph, *_them):
        # 608.2c: "[You may] put a land card from among them into your hand" -- a card of the
        # ones the instruction before moved (they must still be where it put them, 400.7)
        return [{"take_among": MOVED_THIS_WAY, "filter": _and(ph.filter(), "card"), "to": "hand"}]

    def control_to_player(self, aff, ref, duration=None):
        # 613.1b: a control-changing effect giving the object to the player named; that player is
        # fixed as the effect begins (608.2h)
        _on, who = aff
        ins = self.control_clause(ref, duration)[0]
        if who == "you":
            return [ins]
        if isinstance(who, dict) and "each" in who or who in ("each_player", "each_opponent"):
            raise Unsupported("several players gaining control of one object")
        return [{**ins, "control_to": who}]

    def put_on_top(self, ref):
        return [{"put_in_library": ref, "position": "top"}]

    def put_on_bottom(self, ref):
        return [{"put_in_library": ref, "position": "bottom"}]

    def wl_owner(self):
        return "owner"

    def wl_yours(self):
        return "yours"

    def wl_their(self):
        return "their"

    def _put_gy(self, t, lib, where):
        # 401.4: a card from a graveyard on top of / on the bottom of its owner's library (108.3:
        # "your library" only for a card from your graveyard); several cards put on top / on the
        # bottom at once are arranged by their owner (pyengine/game/library_several.py)
        if t.count not in (1, {"up_to": 1}) and where not in ("top", "bottom"):
            raise Unsupported("several cards put into a library at once (401.4: their owner orders them)")
        if lib == "yours" and {"owner": "you"} not in (t.filter if isinstance(t.filter, list) else [t.filter]):
            raise Unsupported("a card another player may own put into your library")
        if lib == "their" and not any(i in ({"owner": "opponent"}, THAT_PLAYER_OWNS)
                                      for i in (t.filter if isinstance(t.filter, list) else [t.filter])):
            raise Unsupported("'their library' for a card from a graveyard no player was named for")
        return [{"put_in_library": t, "position": where}]

    def hand_on_top(self, n):
        # 401.4: "put two cards from your hand on top of your library in any order" (the player
        # orders them; pyengine/game/hand_to_library.py)
        return [{"hand_to_library": _whole(n)}]

    def hand_on_bottom(self, n):
        # 401.4: "put two cards from your hand on the bottom of your library in any order"
        return [{"hand_to_library": _whole(n), "position": "bottom"}]

    def put_gy_top_on_bottom(self, _tok):
        # 404.1, 401.4: the top card of your graveyard (a card you own) on the bottom of your library
        return [{"put_in_library": {"graveyard_top": "you"}, "position": "bottom"}]

    def put_gy_top_on_top(self, _tok):
        return [{"put_in_library": {"graveyard_top": "you"}, "position": "top"}]

    def put_target_gy_top_if(self, _tok, _art, ph):
        # 404.1, 608.2c: the top card of the target player's graveyard as it resolves, put on top of
        # that player's (its owner's) library only if it is such a card
        f = _and(_subject(ph, bare_subtypes=True), "card")
        return [{"put_in_library": {"graveyard_top": Tgt("player"), "filter": f}, "position": "top"}]

    def put_gy_on_top(self, t, lib):
        return self._put_gy(t, lib, "top")

    def put_gy_on_bottom(self, t, lib):
        return self._put_gy(t, lib, "bottom")

    def shuffle_into_library(self, ref):
        # 701.20a: the object is put into its owner's library, then that library is shuffled
        return [{"put_in_library": ref, "position": "shuffle"}]

    def counter_unless(self, f, mana):
        # {X}: the X announced as the spell was cast (107.3a)
        if any(not re.fullmatch(r"\d+|[WUBRGCX]", s) for s in _mana_symbols(mana)):
            raise Unsupported("a payment other than plain mana")
        # 118.12, 701.5a: the spell's controller chooses whether to pay (the one "unless pays" instruction)
        t = Tgt(_and(f, "spell") if f is not None else "spell")
        return [{"pay_or": [{"counter": t}], "cost": str(mana), "player": {"controller_of": t}}]

    def damage_subjectless(self, *args):
        # "~ gets +1/+0 until end of turn and deals 1 damage to you": the source is the object the
        # clause before acts on (_joined)
        n, to = args[-2], args[-1]
        return [dict(d, _prev_subject=True) for d in _damage("self", n, to)]

    def damage_more(self, n, to):
        # "... deals 2 damage to X and 1 damage to Y": the same source (clause_and copies it)
        return [dict(d, _same_source=True) for d in _damage("self", n, to)]

    def rcp_target(self, t):
        return t

    def rcp_other_any(self):
        return Tgt("any target", distinct_from_previous=True)

    def rcp_each_opponent(self):
        return "each_opponent"

    def rcp_each_other_player(self, _tok=None):
        return EachOtherPlayer("each_opponent")

    def rcp_each_player(self):
        return "each_player"

    def rcp_you(self):
        return "you"

    def rcp_each(self, ph):
        return {"each": ph.filter()}

    def rcp_each_and_each_player(self, ph, _tok):
        return [{"each": ph.filter()}, "each_player"]

    def rcp_each_list(self, *parts):
        # "each creature and each planeswalker": each object of every list, once (120.2)
        phs = [p for p in parts if isinstance(p, Phrase)]
        return [{"each": ph.filter()} for ph in phs]

    def rcp_each_opponent_and_theirs(self, _tok, ph, _they):
        # "each opponent and each creature they control": the creatures the opponents control
        return ["each_opponent", {"each": _and(ph.filter(), {"controller": "opponent"})}]

    def rcp_target_and_theirs(self, t, _tok, ph, _they):
        # "target player and each creature they control" / "target player or planeswalker and each
        # creature that player or that planeswalker's controller controls": the player targeted,
        # or the targeted permanent's controller (608.2c)
        return [t, {"each": ph.filter(), "controlled_by": t}]

    def rcp_each_theirs(self, ph, _tok):
        # "1 damage to each creature that player or that planeswalker's controller controls": the
        # target named before ("target player or planeswalker")
        return {"each": ph.filter(), "controlled_by": It()}

    def rcp_each_of_target(self, t):
        # "each of up to two target creatures": every object of the one instance (115.1)
        return t

    def rcp_its_controller(self, *_):
        return {"controller_of": It()}

    def rcp_that_player(self):
        return "that_player"

    def rcp_it(self, *_):
        return It()

    def rcp_attacked(self, _tok=None):
        return ATTACKED_BY_IT

    def rcp_them(self):
        return ThemDealt()

    def rcp_itself(self):
        return ITSELF

    def rcp_each_of_n(self, n):
        # "~ deals 2 damage to each of two targets" (115.1: one instance of "target", two objects)
        if n == 1:
            return Tgt("any target")
        if not (n == "x" or isinstance(n, int)):
            raise Unsupported("a number of targets that isn't fixed")
        return Tgt("any target", count=n)

    def rcp_defending_player(self):
        return DEFENDING_PLAYER

    def rcp_self(self):
        return "self"

    def rcp_enchanted(self, t):
        return "enchanted"

    # draw, life, discard (121, 119, 701.8)
    def ps_you(self):
        return "you"

    def ps_you_and_target_opponent(self, _tok):
        # 101.4: "you and target opponent each ..." -- both players (the opponent a target, 115.1)
        return {"all_of": ["you", Tgt("opponent")]}

    def ps_each_player(self):
        return "each_player"

    def ps_each_opponent(self):
        return "each_opponent"

    def ps_each_other_player(self, _tok=None):
        return EachOtherPlayer("each_opponent")

    def ps_that_player(self):
        return "that_player"

    def ps_its_controller(self, *_):
        return {"controller_of": It()}

    def for_each(self, c):
        return c

    def draw_for_each(self, *args):
        return [_player_clause({"draw": args[-1]}, args)]

    def draw_for_each_first(self, count):
        return [_player_clause({"draw": count}, (None,))]

    def gain_life_for_each(self, *args):
        return [_player_clause({"gain_life": _per(args[-2], args[-1])}, args[:-1])]

    def lose_life_for_each(self, *args):
        return [_player_clause({"lose_life": _per(args[-2], args[-1])}, args[:-1])]

    def draw_clause(self, *args):
        return [_player_clause({"draw": args[-1]}, args)]

    def draw_equal(self, *args):
        # "draw cards equal to ..." (121.2: that many cards, one at a time; 608.2h)
        return [_player_clause({"draw": args[-1]}, args)]

    def gain_life(self, *args):
        return [_player_clause({"gain_life": args[-1]}, args)]

    def lose_life(self, *args):
        return [_player_clause({"lose_life": args[-1]}, args)]

    @staticmethod
    def _cant_gain_now(who: Any, duration: Any, on: Any = None) -> list:
        # 119.7, 614.17: no life gain event for these players while the effect lasts ("this turn",
        # or "for the rest of the game": no end, 611.2a)
        rep: dict = {"watches": "life_gain", "cant": True, "text": "can't gain life"}
        if who is not None:
            rep["affected"] = {"player": who}
        ins: dict = {"replacement": rep}
        if on is not None:
            ins["on"] = on
        if duration == "end_of_turn":
            ins["duration"] = "end_of_turn"
        return [ins]

    def players_cant_gain_life_now(self, duration):
        return self._cant_gain_now("any", duration)

    def opponents_cant_gain_life_now(self, duration):
        return self._cant_gain_now("opponent", duration)

    def cant_gain_life_now(self, aff, duration):
        _on, ref = aff
        if ref == "you":
            return self._cant_gain_now("you", duration)
        if isinstance(ref, dict) and "each" in ref:
            raise Unsupported("objects can't gain life")
        # a player named before ("target player", "that player"): one player (_replacement's `on`)
        return self._cant_gain_now(None, duration, ref)

    def cgd_game(self):
        return "game"

    def set_life(self, *args):
        # 119.5: "[player's] life total becomes N" -- gaining or losing the difference
        return [_with_player({"set_life": args[-1]}, args[0]) if len(args) == 2 else {"set_life": args[-1]}]

    def set_life_they(self, aff, ph, _tok):
        return self.set_life(aff, self.count_of_they(ph, _tok))

    def lose_half_life(self, *args):
        # "that player loses half their life, rounded up" (107.1a): half the player's life total
        # as the instruction is followed (608.2h)
        if len(args) < 2:
            who: Any = "you"
        else:
            who = args[0][1] if isinstance(args[0], tuple) else args[0]
        if isinstance(who, dict) and "each" in who or who in ("each_player", "each_opponent"):
            raise Unsupported("half the life of each of several players")
        ins = {"lose_life": {"half": {"life_of": who}, "round": args[-1]}}
        return [_with_player(ins, args[0]) if len(args) == 2 else ins]

    def discard_clause(self, *args):
        return [_player_clause({"discard": args[-1]}, args)]

    def discard_for_each(self, *args):
        # "target player discards a card for each Swamp you control" (701.8, 608.2h: counted once)
        return [_player_clause({"discard": args[-1]}, args)]

    def discard_random(self, *args):
        # 701.8b: "discard a card at random" -- the game picks the card, not the player
        args = args[:-1]                                # AT_RANDOM
        return [_player_clause({"discard": args[-1], "random": True}, args)]

    def discard_all_filter(self, *args):
        # 701.8a: "discards all nonland cards" -- every such card in the hand, at once
        ph = args[-1]
        return [_player_clause({"discard": "hand", "filter": _and(ph.filter(), "card")}, args[:-1] + (None,))]

    def discard_all_post(self, *args):
        # 701.8a: "discards all cards with that name" -- every card in the hand matching, at once
        return [_player_clause({"discard": "hand", "filter": _and("card", *args[-1])}, args[:-1] + (None,))]

    def card_posts(self, *posts):
        return list(posts)

    def look_at_hand(self, who):
        # 400.2: a hand is a hidden zone; looking at it changes nothing in the game
        return [{"look_at_hand": who}]

    def reveal_hand(self, *args):
        # 701.16a: the cards are shown to all players; they stay in the hand
        return [_player_clause({"reveal_hand": True}, args[:-1] + (None,))]

    def discard_any(self, *args):
        # 107.1c, 701.8b: "discard any number of cards" -- zero or more, chosen; "any number of
        # land cards" (only cards of that kind)
        ph = args[-1] if args and isinstance(args[-1], Phrase) else None
        rest = args[:-1] if ph is not None else args
        ins: dict = {"discard": ANY_NUMBER}
        if ph is not None:
            ins["filter"] = _and(ph.filter(), "card")
        return [_player_clause(ins, rest + (None,))]

    def discard_up_to(self, *args):
        # 701.8b: "discard up to two cards" -- the player chooses zero to N cards, discarded at once
        n = args[-1]
        if not (isinstance(n, int) and n >= 1):
            raise Unsupported("discarding up to a number that isn't fixed")
        return [_player_clause({"discard": n, "up_to": True}, args[:-1] + (None,))]

    def discard_filter(self, *args):
        # 701.8b: "discard a creature card" -- the player chooses a card of that kind
        ph = args[-1]
        return [_player_clause({"discard": 1, "filter": _and(ph.filter(), "card")}, args[:-2] + (None,))]

    def energy_clause(self, *args):
        # 107.14, 122.1: "you get {E}{E}" (two energy counters), "you get that many {E}"
        ins = {"counters": {"kind": "energy", "amount": args[-1]}, "on": "you"}
        p = _player_clause({}, args)
        if p.get("player"):
            ins["on"] = p["player"]
        return [{**ins, **({"_subjectless": True} if p.get("_subjectless") else {})}]

    def player_counters_clause(self, *args):
        # 122.1: "each opponent gets a poison counter" -- counters put on players: poison
        # (122.1f; ten or more and the player loses, 704.5c), energy (107.14), experience (122.1)
        kind, n = args[-1]
        if kind not in ("poison", "energy", "experience"):
            raise Unsupported(f"{kind} counters on a player")
        ins = {"counters": {"kind": kind, "amount": n}, "on": "you"}
        p = _player_clause({}, args)
        if p.get("player"):
            ins["on"] = p["player"]
        if isinstance(ins["on"], dict) and "each" in ins["on"]:
            raise Unsupported("counters on a set of objects where players are meant")
        return [{**ins, **({"_subjectless": True} if p.get("_subjectless") else {})}]

    def energy_amount(self, *args):
        return _energy_amount(args)

    def discard_hand(self, *args):
        # 701.8a: "discard your hand" -- every card in it, at once
        return [_player_clause({"discard": "hand"}, args + ("hand",))]

    # moving objects (701.7, 701.11, 400.6)
    def attach(self, what, to):
        if what != "self" and not isinstance(what, It):
            raise Unsupported("attaching another object")
        return [{"attach": what, "to": to}]

    def return_self_from_graveyard(self):
        return [{"return_to_hand": "self", "_zone": "graveyard"}]

    def return_self_your_hand(self, ref):
        # "return this card to your hand" -- said of a card in a zone other than the battlefield
        # (the ability works from that zone: _self_zone_ability; a mark until then)
        return [{"return_to_hand": "self", **_self_zone_mark(ref)}]

    def reanimate_self_here(self, ref):
        # "return this card to the battlefield" (as above)
        return [{"return_to_battlefield": "self", **_self_zone_mark(ref)}]

    def reanimate_self_here_tapped(self, ref):
        return [{**self.reanimate_self_here(ref)[0], "tapped": True}]

    def reanimate_self_tapped(self):
        return [{"return_to_battlefield": "self", "_zone": "graveyard", "tapped": True}]

    def reanimate_self(self):
        return [{"return_to_battlefield": "self", "_zone": "graveyard"}]

    def reanimate_self_attached(self, ref):
        # "return this card from your graveyard to the battlefield attached to that creature"
        # (303.4i: the effect names what the Aura enchants; 301.5e, 303.4h otherwise)
        return [{"return_to_battlefield": "self", "_zone": "graveyard", "attached_to": ref}]

    def reanimate_self_with(self, counters):
        # 122.6, 614.1c: "return this card from your graveyard to the battlefield with a finality
        # counter on it" -- it enters with them ("tapped" too, when said)
        return [{"return_to_battlefield": "self", "_zone": "graveyard", "with_counters": counters}]

    def reanimate_self_tapped_with(self, counters):
        return [{**self.reanimate_self_with(counters)[0], "tapped": True}]

    def reanimate_self_attacking(self, _ta, counters=None):
        # 508.4: "return this card from your graveyard to the battlefield tapped and attacking"
        # (its controller chooses what it attacks as it enters; it never "attacked", 508.3a)
        ins = {"return_to_battlefield": "self", "_zone": "graveyard", "tapped": True, "attacking": True}
        return [{**ins, "with_counters": counters} if counters else ins]

    def destroy(self, ref):
        return [{"destroy": ref}]

    def remove_from_combat(self, ref):
        # 506.4: an effect that specifically removes it from combat
        return [{"remove_from_combat": ref}]

    def destroy_two(self, a, _and, noun):
        # "Destroy target nonblack creature and target land." (two targets, 115.1; 701.7a each)
        return [{"destroy": a}, {"destroy": self.target_one(noun)}]

    def bounce_two(self, a, _and, noun):
        # "Return target creature you control and target creature you don't control to their
        # owners' hands." (two targets, 115.1; each to its owner's hand, 400.6)
        return [{"return_to_hand": a}, {"return_to_hand": self.target_one(noun)}]

    def you_win(self):
        return [{"win_game": "you"}]              # 104.2a

    def you_lose(self, _t=None):
        return [{"lose_game": "you"}]             # 104.3a

    def that_player_loses(self, _t=None):
        return [{"lose_game": "that_player"}]     # 104.3a: "that player loses the game"

    def exile(self, ref):
        return [{"exile": ref}]

    def counters_moved(self, ref):
        # "When this creature dies, put its counters on target creature you control." -- as many
        # counters of each kind as it had as it last existed on the battlefield (608.2h, 603.10a)
        # "its" is said before the target: it names what was named before that target
        return [{"counters_of": It(seq=ref.seq - 0.5) if isinstance(ref, Tgt) else It(), "on": ref}]

    def exile_self_time_counters(self, n, kind):
        # 702.62a-b: "Exile ~ with three time counters on it." -- a card with suspend exiled this
        # way is suspended (its upkeep trigger removes the counters, then it is cast)
        if str(kind) != "time":
            raise Unsupported(f"exiled with {kind} counters")
        return [{"exile": "self", "with_counters": {"time": _whole(n)}}]

    def bounce(self, ref):
        return [{"return_to_hand": ref}]

    def return_from_graveyard(self, t):
        return [{"return_to_hand": t}]

    def gy_card(self, ph):
        return Tgt(_and(ph.filter(), "card", {"zone": "graveyard"}, {"owner": "you"}))

    def gy_card_post(self, ph, *posts):
        return Tgt(_and(ph.filter(), "card", *posts, {"zone": "graveyard"}, {"owner": "you"}))

    def gy_any_graveyard(self, *args):
        ph = [a for a in args if isinstance(a, Phrase)]
        owner = args[-1]
        f = (_and(ph[0].filter(), "card") if ph else ["card"]) + [{"zone": "graveyard"}]
        if owner is not None:
            f.append(owner)
        return Tgt(f)

    def gy_a(self):
        return None

    def gy_opponents(self):
        return {"owner": "opponent"}

    def gy_that_player(self):
        return THAT_PLAYER_OWNS

    def _gy_other(self, count, args):
        # "two target cards from an opponent's graveyard": every card of the instance from the
        # one graveyard named (115.1); "that player's graveyard": the player said before (608.2c)
        ph = [a for a in args if isinstance(a, Phrase)]
        owner = args[-1]
        f = (_and(ph[0].filter(), "card") if ph else ["card"]) + [{"zone": "graveyard"}, owner]
        t = Tgt(f, count=count)
        if owner == {"owner": "opponent"} and count != 1:
            t.single_graveyard = True
        return t

    def gy_n_other(self, n, *args):
        if not isinstance(n, int) or n < 1:
            raise Unsupported("a number of target cards that isn't fixed")
        return self._gy_other(n, args)

    def gy_up_to_other(self, n, *args):
        if not isinstance(n, int) or n < 1:
            raise Unsupported("'up to N target cards' with a number that isn't fixed")
        return self._gy_other({"up_to": n}, args)

    def return_to_their_hand(self, t):
        # "their hand": the hand of the player whose graveyard the card is in -- its owner (400.3)
        items = t.filter if isinstance(t.filter, list) else [t.filter]
        if not any(i in ({"owner": "opponent"}, THAT_PLAYER_OWNS) for i in items):
            raise Unsupported("'their hand' for a card from a graveyard no player was named for")
        return [{"return_to_hand": t}]

    def reanimate_tapped(self, t):
        return [{**self.reanimate(t)[0], "tapped": True}]

    def reanimate_with(self, t, counters):
        # 122.6, 614.1c: "return target creature card from your graveyard to the battlefield with
        # a -1/-1 counter on it" -- it enters with them ("tapped" too, when said)
        return [{**self.reanimate(t)[0], "with_counters": counters}]

    def reanimate_tapped_with(self, t, counters):
        return [{**self.reanimate(t)[0], "with_counters": counters, "tapped": True}]

    def return_all_to_battlefield(self, ph, tapped=False):
        # "Return all enchantment cards from your graveyard to the battlefield": all at once, under
        # your control (400.6, 110.2a); an Aura among them enters attached to what you choose (303.4f)
        ins = {"return_to_battlefield": {"cards_in": "graveyard", "of": "you", "filter": _and(ph.filter(), "card")}}
        if tapped:
            ins["tapped"] = True
        return [ins]

    def return_all_to_battlefield_tapped(self, ph):
        return self.return_all_to_battlefield(ph, True)

    def return_all_from_graveyard(self, ph):
        # "Return all creature cards from your graveyard to your hand" (400.6: all at once)
        return [{"return_to_hand": {"cards_in": "graveyard", "of": "you", "filter": _and(ph.filter(), "card")}}]

    def return_all_gy_to_owners(self, ph, tapped=False):
        # 400.6, 110.2a: every such card in every graveyard, at once, each under its owner's
        # control; an Aura among them enchants what its owner chooses (303.4f)
        ins = {"return_to_battlefield": {"cards_in": "graveyard", "of": "each_player", "filter": _and(ph.filter(), "card")},
               "player": "owner"}
        if tapped:
            ins["tapped"] = True
        return [ins]

    def return_all_gy_to_owners_tapped(self, ph):
        return self.return_all_gy_to_owners(ph, True)

    def return_all_gy_to_hands(self, ph):
        # 400.3, 400.6: each card to its owner's hand, at once
        return [{"return_to_hand": {"cards_in": "graveyard", "of": "each_player", "filter": _and(ph.filter(), "card")}}]

    def return_all_cards_from_graveyard(self):
        # "Return all cards from your graveyard to your hand" (404.1, 400.6: all at once)
        return [{"return_to_hand": {"cards_in": "graveyard", "of": "you"}}]

    def reanimate_attacking(self, t, _ta, counters=None):
        # 508.4: "... to the battlefield tapped and attacking [with a +1/+1 counter on it]"
        ins = {"return_to_battlefield": t, "tapped": True, "attacking": True}
        return [{**ins, "with_counters": counters} if counters else ins]

    def reanimate_gy_top(self, tok):
        # 404.1, 110.2a: the topmost card of that type in your graveyard as the instruction is
        # carried out, onto the battlefield under your control
        t = str(tok).lower().split()[2]
        return [{"return_to_battlefield": {"graveyard_top": "you", "first": [t, "card"]}, "_made": GraveyardTopPut()}]

    def reanimate(self, t):
        # a card returned to the battlefield under your control (110.2a); an Aura enters attached
        # to what its player chooses as it enters (303.4f)
        return [{"return_to_battlefield": t}]

    def gy_a_or_b(self, a, b, ph, *posts):
        # "Return one or two target creature cards from your graveyard to your hand" (601.2c)
        if not (isinstance(a, int) and isinstance(b, int) and 0 < a < b):
            raise Unsupported("'N or M target' with numbers that aren't fixed")
        return Tgt(_and(ph.filter(), "card", *posts, {"zone": "graveyard"}, {"owner": "you"}),
                   count={"min": a, "max": b})

    def gy_item(self, n, ph):
        if n != 1:
            raise Unsupported("'card' after a number other than one")
        return Tgt(_and(ph.filter(), "card", {"zone": "graveyard"}, {"owner": "you"}), count={"up_to": 1})

    def gy_list(self, *items):
        return list(items)

    def return_up_to_gy(self, n, ph):
        if not isinstance(n, int) or n < 1:
            raise Unsupported("'up to N cards' with a number that isn't fixed")
        f = _and(ph.filter(), "card", {"zone": "graveyard"}, {"owner": "you"})
        return [{"choose_objects": f, "zone": "graveyard", "up_to": n, "remember": "chosen"},
                {"return_to_hand": {"chosen": "chosen"}, "did": "returned"}]

    def return_gy_list_hand(self, ts):
        # 400.6: the cards move to the hand at once (one instruction naming every instance)
        return [{"return_to_hand": list(ts)}]

    def return_gy_list_battlefield(self, ts):
        # 110.2a, 603.6a: put onto the battlefield under your control at once
        return [{"return_to_battlefield": list(ts)}]

    def gy_up_to_one(self, n, ph, *posts):
        if n != 1:
            raise Unsupported("'card' after a number other than one")
        return self.gy_up_to(1, ph, *posts)

    def gy_any(self):
        return Tgt(["card", {"zone": "graveyard"}, {"owner": "you"}])

    def gy_choice(self, _art, ph, *posts):
        # 608.2d: "return a creature card from your graveyard to your hand": chosen as it resolves
        return Chosen(_and(ph.filter(), "card", *posts, {"zone": "graveyard"}, {"owner": "you"}))

    def gy_choice_random(self, _art, ph, _tok):
        # "return a creature card at random from your graveyard to your hand": chosen at random
        return Chosen(_and(ph.filter(), "card", {"zone": "graveyard"}, {"owner": "you"}), random=True)

    def gy_card_another(self, ph, *posts):
        # "another target creature card from your graveyard": not the card with the ability (115.1)
        return Tgt(_and(ph.filter(), "card", *posts, "other", {"zone": "graveyard"}, {"owner": "you"}))

    def gy_n(self, n, ph, *posts):
        # "two target creature cards from your graveyard": exactly N targets (115.1, 601.2c); "...
        # cards with mana value 2 or less ...": the cards' own filter words after "cards"
        return Tgt(_and(ph.filter(), "card", *posts, {"zone": "graveyard"}, {"owner": "you"}), count=_target_n(n))

    def gy_n_any(self, n):
        return Tgt(["card", {"zone": "graveyard"}, {"owner": "you"}], count=_target_n(n))

    def gy_up_to_single(self, n, *args):
        # "up to two target cards from a single graveyard": any graveyard, all of them the same
        # one (the game loop offers only cards from the graveyard of the first chosen)
        t = self.gy_up_to_any(n, *args)
        t.single_graveyard = True
        return t

    def gy_up_to_any(self, n, *args):
        # "up to two target cards from graveyards" / "from a graveyard": any graveyards (115.1)
        ph = [a for a in args if isinstance(a, Phrase)]
        f = (_and(ph[0].filter(), "card") if ph else ["card"]) + [{"zone": "graveyard"}]
        return Tgt(f, count={"up_to": n})

    def gy_any_number(self, *args):
        ph = [a for a in args if isinstance(a, Phrase)]
        posts = [a for a in args if not isinstance(a, Phrase)]
        f = _and(ph[0].filter(), "card") if ph else ["card"]
        return Tgt(_and(f, *posts, {"zone": "graveyard"}, {"owner": "you"}), count=ANY_NUMBER)

    def gy_up_to(self, n, ph, *posts):
        return Tgt(_and(ph.filter(), "card", *posts, {"zone": "graveyard"}, {"owner": "you"}), count={"up_to": n})

    def destroy_all_clause(self, ph):
        return [{"destroy_all": ph.filter()}]

    def tap(self, ref):
        return [{"tap": ref}]

    def untap(self, ref):
        return [{"untap": ref}]

    def phase_out(self, aff):
        # 702.26b, 702.26g: "target creature phases out" (what is attached to it phases out
        # indirectly); it phases in during its controller's next untap step (702.26a, 502.1)
        ref = aff[1]
        if isinstance(ref, str) and ref in ("you", "each_player", "each_opponent", "that_player"):
            raise Unsupported("a player phasing out")
        return [{"phase_out": ref}]

    def turn_face_up(self, ref):
        return [{"turn_face_up": ref}]            # 708.7 (pyengine/game/face_down.py)

    def transform_ref(self, ref):
        return [{"transform": ref}]               # 701.28a (pyengine/game/transform.py)

    def tap_all(self, ph):
        return [{"tap": {"each": ph.filter()}}]

    def untap_all(self, ph):
        return [{"untap": {"each": ph.filter()}}]

    def untap_up_to(self, n, ph):
        # "Untap up to seven lands": the controller chooses them as it resolves (not targets, 115.10)
        return [{"choose_objects": ph.filter(), "up_to": n, "remember": "chosen"}, {"untap": {"chosen": "chosen"}}]

    def tap_up_to(self, n, ph):
        return [{"choose_objects": ph.filter(), "up_to": n, "remember": "chosen"}, {"tap": {"chosen": "chosen"}}]

    def tap_any(self, ph):
        # 107.1c: "tap any number of untapped creatures you control" -- chosen as it resolves; "for
        # each creature tapped this way" counts them (608.2h)
        return [{"choose_objects": ph.filter(), "up_to": ANY_NUMBER, "remember": "chosen"},
                {"tap": {"chosen": "chosen"}, "did": "tapped"}]

    def bounce_any(self, ph, *_):
        # 107.1c: "return any number of Plains you control to their owner's hand" (chosen, 608.2d)
        return [{"choose_objects": ph.filter(), "up_to": ANY_NUMBER, "remember": "chosen"},
                {"return_to_hand": {"chosen": "chosen"}, "did": "returned"}]

    def untap_next_clause(self, ref, *_):
        if isinstance(ref, str) and ref in ("you", "each_player", "each_opponent", "that_player"):
            raise Unsupported("a player where a permanent is meant")
        return [{"doesnt_untap_next": ref}]

    def extra_land_this_turn(self, *args):
        # 305.2: "You may play an additional land this turn" (pyengine/game/land_plays_turn.py)
        n = next((a for a in args if isinstance(a, int)), 1)
        return [{"extra_land_plays": n}]

    def usp_your(self, *_):
        return "your"

    def usp_their(self, *_):
        return "their"

    def untap_next_group(self, ph, who):
        # 502.3, 611.2c: "Lands you control don't untap during your next untap step" -- no object's
        # characteristics change: a rule for that player's next untap step, applying to the
        # permanents of that kind they control then (pyengine/game/untap_bans.py); the player is
        # the one whose permanents the group names ("your" with "you control", "their"/"that
        # player's" with "target player controls" / "that player controls")
        f = ph.filter()
        items = f if isinstance(f, list) else [f]
        you = {"controller": "you"}
        marks = [i for i in items if i == THAT_PLAYER_CONTROLS or (isinstance(i, dict) and set(i) == {TARGET_CONTROLS})]
        if "other" in items or any(isinstance(i, dict) and ("attached_to" in i or "relation" in i) for i in items):
            raise Unsupported("an untap ban for a group named relative to its source")
        if who == "your":
            if you not in items or marks:
                raise Unsupported("'your next untap step' for permanents other than the ones you control")
            return [{"untap_ban": {"each": _flat([i for i in items if i != you] or ["permanent"])}}]
        if len(marks) != 1 or you in items:
            raise Unsupported("'their next untap step' for permanents other than the ones that player controls")
        return [{"untap_ban": {"each": f}}]

    def untap_next_those(self, _t, *_):
        # "Tap up to two target creatures. Those creatures don't untap during their controller's
        # next untap step." -- the targets named before (nothing else: "tap all ...")
        return [{"doesnt_untap_next": Those(word="permanent")}]

    def untap_while(self, ref, *rest):
        # 502.3, 611.2b: "... doesn't untap during its controller's untap step for as long as ~
        # remains tapped" (until the source untaps or leaves the battlefield) / "for as long as you
        # control ~" (pyengine.game.durations)
        self.untap_next_clause(ref)
        if rest[-1] == "while_source_tapped":
            return [{"doesnt_untap_next": ref, "while_source_tapped": True}]
        return [{"doesnt_untap_next": ref, "while": rest[-1]}]

    def untap_while_those(self, _t, *rest):
        # "Those creatures don't untap during their controllers' untap steps for as long as you
        # control ~" -- the targets named before (as untap_next_those)
        return self.untap_while(Them(), *rest)

    def fight_clause(self, a, b):
        # 701.12a: each deals damage equal to its power to the other
        for r in (a, b):
            if isinstance(r, str) and r in ("you", "each_player", "each_opponent", "that_player"):
                raise Unsupported("a player fighting")
        return [{"fight": a, "with": b}]

    def _skipper(self, who):
        if who in ("each_player", "each_opponent") or isinstance(who, Tgt) and who.count == 1 \
                or who in ("you", "that_player"):
            return who
        raise Unsupported("a player skipping who isn't you, a target player, that player or each player")

    def skip_next_step(self, who, _tok, step):
        # 500.11, 614.10: the player's next such step is skipped
        return [{"skip": str(step).lower(), "player": self._skipper(who)}]

    def skip_next_turn(self, who, _tok, n=1):
        # 500.11, 614.10: "skip your next two turns" -- two skips of the next turn
        if not isinstance(n, int) or n < 1:
            raise Unsupported("a number of turns to skip that isn't fixed")
        return [{"skip": "turn", "player": self._skipper(who)} for _ in range(n)]

    def exchange_control(self, _tok, a, _and, noun):
        # 701.10a-b: two permanents, each a target or this object; players can't be exchanged
        b = self.target_one(noun)
        for r in (a, b):
            if not (isinstance(r, Tgt) and r.count == 1 or r == "self"):
                raise Unsupported("exchanging control of something other than a target or this permanent")
        return [{"exchange_control": [a, b]}]

    def text_change_clause(self, _tok, ref, _by, words, duration=None):
        # 612.1-2: "change the text of <object> by replacing all instances of one color word with
        # another [or one basic land type with another]" -- a text-changing effect (layer 3,
        # 613.1c) locked onto the object; the player chooses the word to replace and the new word
        # of the same kind as the instruction resolves (608.2d); "one creature type with Vampire":
        # the new word is given
        m = re.fullmatch(r"one (color word|basic land type|creature type) with (another|[A-Z][a-z]+)"
                         r"(?: or one (color word|basic land type|creature type) with another)?", str(words))
        if m is None:
            raise Unsupported("a text change of other words")
        kinds = [_TEXT_WORD_KINDS[k] for k in (m.group(1), m.group(3)) if k]
        to = None if m.group(2) == "another" else m.group(2)
        if to is not None and (len(kinds) != 1 or kinds[0] != "creature_type"
                               or to not in subtype_lists().get("creature", [])):
            raise Unsupported("a text change to a word of another kind")
        if ref in ("you", "controller", "each_player", "each_opponent", "target_player", "that_player") \
                or isinstance(ref, dict) and "each" in ref:
            raise Unsupported("a text change of something other than one object")
        return [{"change_text": ref, "words": kinds, **({"to": to} if to else {}),
                 "duration": duration or "indefinite"}]

    def exchange_text(self, _tok, ref, duration=None):
        # 612.5, 701.10h: "exchange the text boxes of those creatures" -- two objects (two targets, or
        # the targets chosen earlier in the ability); each one's rules text becomes the other's
        # previous rules text, locked in as the instruction resolves (pyengine/game/exchange.py)
        if not (isinstance(ref, Tgt) and ref.count == 2 or isinstance(ref, Those) and ref.word == "creature"):
            raise Unsupported("exchanging the text boxes of other than two target creatures")
        return [{"exchange_text": ref, "duration": duration or "indefinite"}]

    def exchange_text_first(self, duration, _tok, ref):
        return self.exchange_text(_tok, ref, duration)

    def exchange_control_pair(self, _tok, r):
        # "exchange control of two target creatures" (701.10a): one instance with two targets
        if not (isinstance(r, Tgt) and r.count == 2):
            raise Unsupported("exchanging control of other than two permanents")
        return [{"exchange_control": [r]}]

    def exile_all(self, ph):
        return [{"exile": {"each": ph.filter()}}]

    def exile_all_in_zone(self, who, zones, ph=None):
        # 400.1, 608.2c: every card (matching the filter) in the named player's zones, exiled at
        # once (the cards there as the instruction is followed)
        refs = [{"cards_in": z, "of": who, **({"filter": _and(ph.filter(), "card")} if ph is not None else {})}
                for z in zones]
        return [{"exile": refs[0] if len(refs) == 1 else refs}]

    def exile_all_in_zone_filter(self, ph, who, zones):
        return self.exile_all_in_zone(who, zones, ph)

    def exile_all_in_zones(self, zones):
        return self.exile_all_in_zone("each_player", zones)

    def exile_all_in_zones_filter(self, ph, zones):
        return self.exile_all_in_zone("each_player", zones, ph)

    def oz_graveyard(self):
        return ["graveyard"]

    def oz_hand(self):
        return ["hand"]

    def oz_library(self):
        return ["library"]

    def oz_hand_graveyard(self, _tok=None):
        return ["hand", "graveyard"]

    def exile_until(self, ref, _tok):
        # 610.3: exiled until the source leaves the battlefield, then returned to the zone it was
        # exiled from -- to the battlefield under its owner's control (610.3c), an Aura attached
        # to what its owner chooses as it enters (303.4f) (pyengine/game/linked.py)
        if not isinstance(ref, (Tgt, It, OneSet)):
            raise Unsupported("exiling something other than a target or a named object until ~ leaves the battlefield")
        return [{"exile": ref, "until_source_leaves": True}]

    def exile_all_until(self, ph, _tok):
        # "exile all creatures with power 5 or greater until ~ leaves the battlefield" (610.3)
        return [{"exile": {"each": ph.filter()}, "until_source_leaves": True}]

    def return_exiled(self, _tok):
        # 607.2a: the cards exiled by the linked ability of this object, under their owners'
        # control (110.2a); an Aura among them is attached as it enters (303.4f-g)
        return [{"return_to_battlefield": {"exiled_with": "self"}, "player": "owner"}]

    def return_exiled_filter(self, ph, _tok=None):
        # 607.2a: those of the cards the linked ability exiled that match the filter ("each
        # creature card exiled with this land"), each under its owner's control (110.2a)
        return [{"return_to_battlefield": {"exiled_with": "self", "filter": _and(ph.filter(), "card")}, "player": "owner"}]

    def return_exiled_yours(self, _tok=None):
        # 607.2a, 110.2a: "... under your control" / "put all cards exiled with it onto the battlefield"
        return [{"return_to_battlefield": {"exiled_with": "self"}, "player": "you"}]

    def return_exiled_filter_yours(self, ph, _tok=None):
        return [{"return_to_battlefield": {"exiled_with": "self", "filter": _and(ph.filter(), "card")}, "player": "you"}]

    def exiled_with_this(self, _tok):
        return "exiled_with_self"

    def put_one_exiled(self, _art, ph, _tok):
        # 607.2a, 608.2d: one card matching the filter among those the linked ability exiled, chosen
        # as it resolves, put onto the battlefield under your control (110.2a)
        return [{"choose_objects": _and(ph.filter(), "card"), "zone": "exiled_with", "count": 1, "remember": "chosen"},
                {"return_to_battlefield": {"chosen": "chosen"}, "player": "you"}]

    def return_exiled_to_hand(self, _tok):
        return [{"return_to_hand": {"exiled_with": "self"}}]

    def exile_graveyard(self, who):
        # 404.1: every card in that player's graveyard
        return [{"exile": {"cards_in": "graveyard", "of": who}}]

    def exile_all_graveyards(self):
        return [{"exile": {"cards_in": "graveyard", "of": "each_player"}}]

    def pg_target_player(self):
        return Tgt("player")

    def pg_target_opponent(self):
        return Tgt("opponent")

    def pg_each_opponent(self):
        return "each_opponent"

    def pg_that_player(self):
        return "that_player"

    def pg_you(self):
        return "you"

    def bounce_all(self, ph):
        return [{"return_to_hand": {"each": ph.filter()}}]

    def extra_combat_after(self, tok, main=None):
        # 500.8: the phases follow the phase named ("this main phase", "this combat phase", "this phase")
        m = re.match(r"after this (main |combat )?phase", str(tok), re.I)
        after = {"main ": "main", "combat ": "combat"}.get((m.group(1) or "").lower(), "phase")
        return [{"extra_phase": "combat", "after": after, "then_main": main is not None}]

    def additional_combat_after(self, _tok, main=None):
        # 500.8: "there is an additional combat phase after this phase / after this one"
        return [{"extra_phase": "combat", "after": "phase", "then_main": main is not None}]

    def extra_turn_clause(self, *args):
        who = args[0][1] if args else "you"
        if isinstance(who, dict) and "each" in who:
            raise Unsupported("a set of objects where players are meant")
        return [{"extra_turn": who}]

    def return_own_clause(self, _art, ph):
        f = ph.filter()
        items = f if isinstance(f, list) else [f]
        if {"controller": "you"} not in items:
            raise Unsupported("returning a permanent of another player's choice")
        return [{"return_own": f}]

    def return_own_another(self, ph):
        # 109.2: a permanent other than the source, chosen by its controller (400.6)
        return self.return_own_clause(None, Phrase(["other"] + list(ph.items), player=ph.player,
                                                   creature_subtype=ph.creature_subtype))

    def tap_or_untap(self, ref):
        # "tap or untap target creature": its controller chooses one as it resolves (608.2d)
        return [{"may": [{"tap": ref}], "else": [{"untap": ref}], "text": "tap or untap it (yes: tap, no: untap)"}]

    # continuous effects from resolving (611.2)
    def until_eot(self):
        return "end_of_turn"

    def until_end_of_your_next_turn(self, _tok):
        # 611.2a: it lasts until the end of its controller's next turn (pyengine/game/loop.py: as
        # that turn begins it becomes an "until end of turn" effect)
        return "until_end_of_your_next_turn"

    def until_your_next_turn(self):
        # 611.2a: until the controller's next turn begins
        return "until_your_next_turn"

    def while_source_tapped(self):
        # 611.2b: "for as long as ~ remains tapped" (ends when it untaps or leaves the battlefield)
        return "while_source_tapped"

    # 611.2b: "for as long as" durations tied to the source, stamped with it as the effect begins
    # (pyengine.game.durations)
    def while_you_control_source(self):
        return "while_you_control_source"

    def while_you_control_source_tapped(self, _tok):
        return "while_you_control_source_tapped"

    def while_source_on_battlefield(self):
        return "while_source_on_battlefield"

    def while_duration(self, d):
        return d

    def while_has_counter(self, *args):
        # 611.2b, 122.1: ends once the affected object has no such counter (pyengine.game.durations)
        kind = next(str(a) for a in args if isinstance(a, Token) and a.type == "COUNTER_KIND")
        return "while_counter:" + kind

    def aff_object(self, ref):
        return ("on", ref)

    def aff_filter(self, ph):
        return ("on", {"each": ph.filter()})          # 611.2c: the affected set is locked in

    def pump(self, aff, pt, duration=None):
        return [_continuous(aff, {"modify_pt": _pt(pt)}, duration)]

    def gain_more(self, kws, duration=None):
        # "... gets +1/+1 and gains flying until end of turn": the same objects (clause_and)
        return [_with_choice({"continuous": {"add_abilities": kws}, "on": "_same", "duration": duration})]

    def becomes_more(self, words, duration=None):
        # "... gets +1/+1 and becomes the color of your choice until end of turn": the same
        # objects (611.2a; joined by _joined)
        ins = self.becomes_clause(("on", "_same"), words, *([duration] if duration else []))[0]
        ins = {k: v for k, v in ins.items() if k != "_words"}
        return [{**ins, "duration": duration}]

    def pump_more(self, pt, duration=None):
        # "... gains trample and gets +2/+0 until end of turn": the same objects (clause_and)
        return [{"continuous": {"modify_pt": _pt(pt)}, "on": "_same", "duration": duration}]

    def pump_x_more(self, tok, duration=None):
        # "... gains trample and gets +X/+0 until end of turn, where X is ..." (608.2h)
        ins = self.pump_x(("x", "x"), tok, duration)[0]
        return [{"continuous": ins["continuous"], "on": "_same", "duration": duration}]

    def pump_for_each_more(self, pt, *rest):
        # "... gains trample and gets +1/+0 for each ..." (608.2h: counted once)
        duration = rest[0] if len(rest) > 1 else None
        ins = self.pump_for_each(("x", "x"), pt, duration, rest[-1])[0]
        return [{"continuous": ins["continuous"], "on": "_same", "duration": duration}]

    def pump_first_for_each(self, duration, aff, pt, count):
        # "Until end of turn, target creature gets +1/+1 for each creature you control"
        return self.pump_for_each(aff, pt, duration, count)

    def pump_x_first(self, duration, aff, tok):
        # "Until end of turn, target creature gets +X/+X, where X is ..." (608.2h)
        return self.pump_x(aff, tok, duration)

    def gain_kw(self, aff, kws, duration=None):
        if duration is None and not (isinstance(aff[1], dict) and "each" in aff[1]):
            # 611.2a: "It gains haste." -- for as long as the object remains (400.7)
            duration = "indefinite"
        return [_continuous(aff, {"add_abilities": kws}, duration)]

    def gain_all_activated_of(self, aff, _kw, ref, duration=None):
        # 613.1f, 608.2h: the activated abilities that object has as the effect begins
        # (pyengine/game/gained.py)
        if duration is None and not (isinstance(aff[1], dict) and "each" in aff[1]):
            duration = "indefinite"                         # 611.2a
        return [_continuous(aff, {"gain_abilities_of": {"object": ref, "kind": "activated"}}, duration)]

    def lose_kw_until(self, aff, kws, duration=None):
        # 613.1f: "Target creature loses flying until end of turn." (layer 6)
        if duration is None and not (isinstance(aff[1], dict) and "each" in aff[1]):
            duration = "indefinite"                         # 611.2a
        _no_banding_loss(kws)
        return [_continuous(aff, {"remove_abilities": kws}, duration)]

    def switch_pt(self, ref, _tok, duration=None):
        # 613.4d: "Switch target creature's power and toughness until end of turn." (layer 7d)
        return [_continuous(("on", ref), {"switch_pt": True}, duration or "indefinite")]

    def double_pt_of(self, _tok, ref, duration=None):
        return self.double_pt(ref, None, duration)

    def double_power(self, ref, *rest):
        duration = next((r for r in rest if isinstance(r, str) and not isinstance(r, Token)), None)
        # 701.9a-c: +X/+0 where X is its power as the spell or ability resolves (negative: -X/-0)
        return [_continuous(("on", ref), {"modify_pt": [{"power_of": ref}, 0]}, duration or "indefinite")]

    def double_pt(self, ref, _tok=None, duration=None):
        # 701.9b: +X/+Y, X its power and Y its toughness as it resolves
        return [_continuous(("on", ref), {"modify_pt": [{"power_of": ref}, {"toughness_of": ref}]},
                            duration or "indefinite")]

    def double_power_each(self, ph, duration=None):
        # 701.9b: each object's own power as it resolves (611.2c: the objects then), one effect each
        return [{"continuous": {"modify_pt": [{"power_of": EACH_ONE}, 0]}, "on": {"each": ph.filter()},
                 "each_own": True, "duration": duration or "indefinite"}]

    def double_pt_each(self, _tok, ph, duration=None):
        return [{"continuous": {"modify_pt": [{"power_of": EACH_ONE}, {"toughness_of": EACH_ONE}]},
                 "on": {"each": ph.filter()}, "each_own": True, "duration": duration or "indefinite"}]

    def pump_first(self, duration, aff, pt):
        return self.pump(aff, pt, duration)

    def gain_kw_first(self, duration, aff, kws):
        return self.gain_kw(aff, kws, duration)

    # counters (122)
    def one_counter(self, *args):
        kind = [a for a in args if isinstance(a, Token) and a.type == "COUNTER_KIND"][0]
        return (str(kind), 1)

    def counter_amount(self, n, kind):
        return (str(kind), n)

    def counters_choice(self, tok, ref):
        # 608.2d, 122.1b: "put your choice of a menace, trample, or lifelink counter on it" -- its
        # controller chooses the kind as the instruction resolves; one counter of that kind
        body = re.sub(r"(?i)^your choice of an? ", "", str(tok))
        kinds = [k.strip().lower() for k in re.split(r"(?i),? or |, ", body) if k.strip()]
        if len(kinds) < 2 or len(set(kinds)) != len(kinds):
            raise Unsupported("a choice of counter kinds that isn't a list of kinds")
        return [{"choose_value": {"one_of": kinds, "key": "counter_kind"},
                 "text": "choose a kind of counter: " + ", ".join(kinds)},
                {"counters": {"kind": {"chosen": "counter_kind"}, "amount": 1}, "on": ref}]

    def counters_clause(self, amount, ref):
        kind, n = amount
        return [{"counters": {"kind": kind, "amount": n}, "on": ref}]

    def counters_on_chosen(self, amount, ph):
        # 608.2d, 115.10: "put a +1/+1 counter on a creature you control" -- its controller
        # chooses one such permanent as the instruction is followed (one must be chosen if there is
        # one); only a permanent of theirs ("you control"), named relative to nothing else
        kind, n = amount
        f = ph.filter()
        items = f if isinstance(f, list) else [f]
        if {"controller": "you"} not in items or "other" in items or \
                any(isinstance(i, dict) and set(i) & {TARGET_CONTROLS, "relation", "attached_to"} for i in items):
            raise Unsupported("counters on a permanent chosen other than one you control")
        # (Chosen: assemble() puts the choice right before the instruction; "it" after it names it)
        return [{"counters": {"kind": kind, "amount": n}, "on": Chosen(f, zone="battlefield")}]

    def counters_kinds(self, *args):
        # 122.1: "put two +1/+1 counters and a flying counter on target creature": each kind on
        # the same object (the same instance of "target", 115.1)
        *amounts, ref = args
        return [i for a in amounts for i in self.counters_clause(a, ref)]

    def counters_pairs(self, *args):
        # "put a +1/+1 counter on each creature you control and a loyalty counter on each other
        # planeswalker you control" (122.1): each group of counters on its own objects, in order
        out: list = []
        amounts: list = []
        for a in args:
            if isinstance(a, Token):
                continue
            if isinstance(a, tuple):
                amounts.append(a)
                continue
            out += [i for am in amounts for i in self.counters_clause(am, a)]
            amounts = []
        return out

    def cdest_each(self, ph):
        return {"each": ph.filter()}

    def cdest_each_of(self, t):
        return t

    def counters_dest(self, ref):
        return ref

    def counters_remove(self, amount, ref):
        # 122.8: removing counters (as many as there are, at most N)
        kind, n = amount
        if not isinstance(n, int):
            raise Unsupported("removing X counters")
        return [{"counters": {"kind": kind, "amount": -n}, "on": ref}]

    def counters_remove_up_to(self, n, ref):
        # 122.8, 608.2d: "Remove up to three counters from target creature": the ability's
        # controller chooses, one counter at a time, which kinds (and so how many, up to N)
        if not (isinstance(n, int) and n >= 1):
            raise Unsupported("removing up to a number of counters that isn't fixed")
        return [{"remove_counters_chosen": n, "on": ref}]

    def counters_remove_all(self, kind, ref):
        # 122.8: "remove all +1/+1 counters from it": as many as it has, of that kind
        return [{"counters": {"kind": str(kind), "remove_all": True}, "on": ref}]

    def counters_remove_every(self, ref):
        # 122.8: "remove all counters from target permanent": every kind
        return [{"counters": {"kind": "each", "remove_all": True}, "on": ref}]

    def counters_on_them(self, amount):
        # "Tap up to two target creatures. Put a stun counter on each of them." (122.1)
        return self.counters_clause(amount, It())

    def counters_for_each(self, amount, ref, count):
        # "put a +1/+1 counter on it for each ..." (122.1, 608.2h: counted once)
        kind, n = amount
        return self.counters_clause((kind, _per(n, count)), ref)

    def counters_for_each_first(self, count, amount, ref):
        return self.counters_for_each(amount, ref, count)

    def counters_equal(self, kind, ref, value):
        # "put a number of +1/+1 counters on it equal to ..." (122.1, 608.2h)
        return self.counters_clause((str(kind), value), ref)

    def counters_each(self, amount, ph):
        return self.counters_clause(amount, {"each": ph.filter()})

    # 701.9e: doubling the counters of a kind: each object gets as many as it already has
    def counters_double(self, kind, ref):
        return [{"counters": {"kind": str(kind), "double": True}, "on": ref}]

    def counters_double_each(self, kind, ph):
        return self.counters_double(kind, {"each": ph.filter()})

    def counters_double_kinds(self, ref):
        return [{"counters": {"kind": "each", "double": True}, "on": ref}]

    # tokens (111)
    def colors(self, *cs):
        return [_words(c) for c in cs]

    def colorless(self):
        return []

    def token_with(self, kws):
        return kws

    def token_kw_list(self, *kws):
        # the token's own keywords: everything each compiles to, as on a card (702.147a decayed)
        return [k for group in kws if not isinstance(group, Token) for k in group]

    def token_with_quoted(self, *qs):
        return [a for q in qs if not isinstance(q, Token) or q.type == "QUOTED" for a in _token_quoted(q)]

    def token_with_kw_quoted(self, kws, _and, q):
        return kws + _token_quoted(q)

    def may_token_has_sentence(self, seq, _have, q):
        return self.may_sentence(self.token_has_sentence(seq, _have, q))

    def token_has_sentence(self, seq, _have, q):
        # 111.4: "Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this
        # token: Add {C}."": the quoted ability is one of the created token's
        seq = _as_list(seq)
        last = seq[-1] if seq else None
        if not (isinstance(last, dict) and isinstance(last.get("create_token"), dict)):
            raise Unsupported("'it has' after something other than creating a token")
        body = last["create_token"]
        body = {**body, "abilities": list(body.get("abilities") or []) + _token_quoted(q)}
        return seq[:-1] + [{**last, "create_token": body}]

    def token_has_kw_sentence(self, seq, _have, kws, *q):
        # 111.4: "Create a 1/1 blue Faerie creature token named Cloud Sprite. It has flying and
        # "..."": the keywords (and quoted ability) are the created token's own
        seq = self.token_has_sentence(seq, _have, q[-1]) if q else _as_list(seq)
        last = seq[-1] if seq else None
        if not (isinstance(last, dict) and isinstance(last.get("create_token"), dict)):
            raise Unsupported("'it has' after something other than creating a token")
        body = last["create_token"]
        body = {**body, "abilities": list(kws) + list(body.get("abilities") or [])}
        return seq[:-1] + [{**last, "create_token": body}]

    def token_body(self, pt, colors, *rest):
        subs = [r for r in rest if isinstance(r, Token) and r.type == "SUBTYPE"]
        types = [r for r in rest if isinstance(r, str) and not isinstance(r, Token)]
        p, t = str(pt).split("/")
        sub_names = [_subtype(s)[0] for s in subs]
        card: dict = {"name": " ".join(sub_names), "types": types, "subtypes": sub_names,
                      "colors": colors, "power": int(p), "toughness": int(t)}
        if "creature" not in types and "Vehicle" not in sub_names:
            # (a Vehicle has power and toughness, 301.7, though it isn't a creature until crewed)
            raise Unsupported("a noncreature token with power and toughness")
        return card

    def token_body_x(self, _x, colors, *rest):
        # "create an X/X green Ooze creature token": X as the instruction is followed (107.3)
        return {**self.token_body(Token("PT_TOKEN", "0/0"), colors, *rest), "_pt_x": True}

    def type_word(self, t):
        return _type_word(t)

    def en_permanent(self, *_):
        return "permanent"

    def token_tapped(self):
        return _TAPPED

    def token_tapped_attacking(self, _t=None):
        return _TAPPED_ATTACKING

    def token_attacking(self, _t=None):
        return _ATTACKING

    def token_tapped_attacking_that(self, _t=None):
        return _TAPPED_ATTACKING_THAT

    def one_token(self, *args):
        return _token_desc(1, args)

    def token_desc(self, n, *args):
        return _token_desc(n, args)

    def one_token_named(self, *args):
        return self.tokens_named(1, *args)

    def tokens_named(self, n, *args):
        # 111.4: the token's name is the one the ability gives (its subtypes stay what it says)
        name = next(str(a)[len("named "):] for a in args if isinstance(a, Token) and a.type == "TOKEN_NAMED")
        n_, body, extra = _token_desc(n, tuple(a for a in args if not (isinstance(a, Token) and a.type == "TOKEN_NAMED")))
        return (n_, {**body, "name": name}, extra)

    def one_named_token(self, *args):
        return _token_desc(1, args[:-1] + (_named_token(args[-1]),))

    def named_tokens(self, n, *args):
        return _token_desc(n, args[:-1] + (_named_token(args[-1]),))

    def role_token(self, role, sub, ref):
        # 111.10j-r, 303.4i: "create a Monster Role token attached to target creature you control"
        if _subtype(sub)[0] != "Role":
            raise Unsupported(f"a {role} {sub} token")
        name = " ".join(w.capitalize() for w in str(role).split())
        return (1, _predefined_token(f"{name} Role"), {"attach_to": ref})

    def one_copy_token_tapped(self, tapped, ref, exc=None):
        # "create a tapped [and attacking] token that's a copy of ~" (111.1, 508.4)
        n, body, extra = self.copy_tokens(1, ref, exc)
        return (n, body, {**extra, "tapped": True, **({"attacking": True} if tapped is _TAPPED_ATTACKING else {})})

    def one_copy_token(self, ref, exc=None):
        # 707.2, 111.1: a token that's a copy of an object (its copiable values as the token is created)
        return self.copy_tokens(1, ref, exc)

    def copy_tokens(self, n, ref, exc=None):
        if exc and "_counters" in exc:
            raise Unsupported("a token copy entering with counters")
        if exc and ("this_ability" in exc or "keep_color" in exc):
            raise Unsupported("a token copy that has the creating ability or keeps a color of its own")
        return (n, {"copy_of": ref, **({"except": exc} if exc else {})}, {})

    def copy_except(self, *items):
        # 707.9b: the exceptions of a copy effect, one mapping (pyengine.cards.parse.parse_copy_except)
        out: dict = {}
        for it in items:
            if isinstance(it, dict):
                for k, v in it.items():
                    if k in out and k in ("add_abilities", "add_types", "add_subtypes"):
                        out[k] = out[k] + v
                    elif k in out:
                        raise Unsupported("two exceptions of one kind in a copy effect")
                    else:
                        out[k] = v
        return out

    def copy_subj(self, *_):
        return None

    def ce_not_legendary(self, *_):
        return {"not_legendary": True}

    def ce_legendary(self, *_):
        return {"add_supertypes": ["legendary"]}

    def ce_is(self, _tok, *desc):
        # "it's an artifact in addition to its other types", "it's 7/7", "it's a 4/4 black Zombie"
        # (205.1a-b: without "in addition", a new type replaces the old ones of its kind)
        ops = _characteristics([], [w for w in desc if isinstance(w, tuple)])
        names = {"add_types": "add_types", "set_types": "set_types", "add_subtypes": "add_subtypes",
                 "set_creature_types": "set_creature_types", "set_colors": "colors", "add_colors": "add_colors",
                 "set_pt": "pt"}
        out = {}
        for k, v in ops.items():
            if k not in names or isinstance(v, dict) or (k == "set_pt" and not all(isinstance(x, int) for x in v)):
                raise Unsupported(f"a copy exception setting {k}")
            out[names[k]] = list(v)
        return out

    def ce_is_more(self, *desc):
        # "..., is an artifact in addition to its other types" (the subject of the exception before)
        return self.ce_is(None, *desc)

    def ce_keyword(self, tok):
        # a keyword of a copy exception ("it has haste and dethrone"): the keyword, or one that is
        # an ability of its own granted as its text (as kw_list grants them)
        got = compile_ability(str(tok).capitalize(), "<granted ability>")
        if not got or len(got) != 1:
            raise Unsupported("a keyword the compiler can't say")
        return [got[0] if isinstance(got[0], str) else _granted_keyword(got[0])]

    def ce_has(self, *args):
        # "it has flying", 'it has "At the beginning of ..."' (113.10: granted as its text);
        # "it has this ability" (707.9a: `this_ability`, the ability itself -- pyengine.cards.card
        # names it where the ability is loaded, so that its text is never compiled again)
        kws = [k for a in args if isinstance(a, list) for k in a]
        if any(isinstance(k, dict) and (_choices_in(k) or _chosen_keys(k)) for k in kws):
            raise Unsupported("a copy exception granting an ability with a choice")
        this = [k for k in kws if k is _THIS_ABILITY]
        kws = [k for k in kws if k is not _THIS_ABILITY]
        return {**({"add_abilities": kws} if kws else {}), **({"this_ability": True} if this else {})}

    def ce_this_ability(self, *_):
        return [_THIS_ABILITY]

    def ce_keep_color(self, *_):
        # 707.9c: "except it doesn't copy that creature's color" -- it keeps its own color
        return {"keep_color": True}

    def ce_name_self(self, *_):
        return {"name": self.name}

    def ce_enters_with(self, *args):
        n = next((a for a in args if isinstance(a, int) or a == "x"), 1)
        kind = str([a for a in args if isinstance(a, Token) and a.type == "COUNTER_KIND"][-1])
        return {"_counters": {kind: n}}

    def populate(self):
        # 701.30a: "Create a token that's a copy of a creature token you control." (chosen as the
        # instruction is carried out, not targeted; 701.30b: with none, nothing happens)
        return [{"create_token": {"copy_of": {"choose": ["creature", "token", {"controller": "you"}]}},
                 "_made": Made()}]

    def token_clause_both(self, tok, desc):
        # 101.4, 111.2: "you and target opponent each create a Treasure token" -- one for each, under
        # the control of the player creating it
        return [{**self.token_clause(desc)[0], "player": self.ps_you_and_target_opponent(tok)}]

    def token_clause_player(self, aff, desc):
        # "Its controller creates a Treasure token" (111.2: the token is created under that
        # player's control)
        _on, who = aff
        target_player = isinstance(who, Tgt) and who.filter in ("player", "opponent") and who.count == 1
        if not (isinstance(who, dict) and "controller_of" in who) and who not in ("each_player", "each_opponent") \
                and not target_player:
            raise Unsupported("creating tokens for another player")
        return [{**self.token_clause(desc)[0], "player": who}]
    def token_clause_per_kick(self, desc):
        n, body, extra = desc
        if n != 1:
            raise Unsupported("tokens for each time it was kicked, more than one each")
        return [{"create_token": body, "amount": {"times_kicked": "self"}, **extra}]         # 702.33c

    def token_clause_several(self, *descs):
        # 111.1: one instruction creating different tokens, created in the order written
        return [ins for d in descs if not isinstance(d, Token) for ins in self.token_clause(d)]

    def token_clause_for_each(self, desc, count):
        # 608.2h: "create a 1/1 ... token for each Elf you control" (counted as the instruction is
        # followed)
        n, body, extra = desc
        return self.token_clause((_per(n, count), body, extra))

    def token_clause_for_each_first(self, count, desc):
        return self.token_clause_for_each(desc, count)

    def token_clause_for_each_its_controller(self, count, desc):
        # 608.2h, 110.2: "For each creature destroyed / exiled this way, its controller creates ..."
        # -- each player creates the tokens for the objects the earlier instruction acted on that
        # they controlled as those objects last existed (`controlled_by: this_player`, counted for
        # each player before any token is created)
        if not (isinstance(count, dict) and ("destroyed_this_way" in count or count.get("done_this_way") in (
                "exiled", "sacrificed", "destroyed"))):
            raise Unsupported("'its controller creates' for each of something other than objects acted on this way")
        out = self.token_clause_for_each(desc, {**count, "controlled_by": "this_player"})
        for ins in out:
            if isinstance(ins, dict) and "create_token" in ins:
                if "player" in ins:
                    raise Unsupported("'its controller creates' a token with a player of its own")
                ins["player"] = "each_player"
        return out

    def token_number_sentence(self, body, *rest):
        # "Create a number of 1/1 ... tokens equal to the number of ..." (608.2h)
        kws = rest[0] if len(rest) > 1 else None
        return self.sentence(self.token_clause((rest[-1], _token_with(body, kws), {})))

    def token_clause(self, desc):
        n, body, extra = desc
        if isinstance(body, dict) and body.get("_pt_x"):
            body = {k: v for k, v in body.items() if k != "_pt_x"}
            extra = {**extra, "token_pt": ["x", "x"]}
        ins = {"create_token": body, "_made": Made()}
        if extra.get("attacking") == "that_player" and n == {"opponents": "you"}:
            # "for each opponent, create a token that's tapped and attacking that player": one
            # token for each opponent, attacking that opponent (508.4)
            n, extra = 1, {**extra, "attacking": "each_opponent"}
        if n != 1:
            ins["amount"] = n
        return [{**ins, **extra}]

    # mana, counter, regenerate, library, sacrifice
    def add_mana_clause(self, produce):
        how, syms = produce[0], produce[1]
        if any(c not in "WUBRGC" for s in syms if not isinstance(s, dict) for c in s):
            raise Unsupported("mana other than colored or colorless symbols")
        if how == "choice":         # one of these, chosen as it resolves (106.1b, 605.3b)
            return [{"add_mana": list(syms)}]
        if how == "combination":    # X mana, each of these colors, chosen as it resolves (106.1b)
            return [{"add_mana": {"combination": syms}, "mana_times": produce[2]}]
        if how == "for_each" and isinstance(syms[0], list):      # X mana of one color chosen
            return [{"add_mana": syms[0], "mana_times": produce[2]}]
        if how == "for_each":
            return [{"add_mana": "".join(syms), "mana_times": produce[2]}]
        return [{"add_mana": "".join(syms)}]

    def add_mana_player(self, who, produce):
        # "that player adds an additional {U}", "its controller adds ..." (106.4: to that player's pool)
        return [_with_player(i, who) for i in self.add_mana_clause(produce)]

    def amass(self, sub, n):
        if not isinstance(n, int):
            raise Unsupported("amass a number that isn't fixed")
        return [{"amass": n, "subtype": _subtype(sub)[0]}]            # 701.44a

    def connive(self, who):
        return [{"connive": who}]                 # 701.47a

    def bolster(self, n):
        return [{"bolster": n}]                   # 701.33a

    def adapt(self, n):
        # 701.43a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it."
        return [{"if": {"not": {"source_counters": "+1/+1"}},
                 "then": [{"counters": {"kind": "+1/+1", "amount": n}, "on": "self"}]}]

    def monstrosity(self, n):
        # 701.31a: "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes
        # monstrous." (701.31b: a designation)
        return [{"if": {"monstrous": False},
                 "then": [{"counters": {"kind": "+1/+1", "amount": n}, "on": "self"},
                          {"designate": "monstrous"}]}]

    def support(self, n):
        # 701.35a: "Put a +1/+1 counter on each of up to N other target creatures" (a permanent's
        # ability; an instant's or sorcery's: "up to N target creatures" -- the spell isn't a creature)
        if not isinstance(n, int):
            raise Unsupported("support a number that isn't fixed")
        f = "creature" if self.spell else ["other", "creature"]
        return [{"counters": {"kind": "+1/+1", "amount": 1}, "on": Tgt(f, count={"up_to": n})}]

    def explorer_target(self, t):
        return t                                  # "Target creature you control explores." (111.10s Map)

    def explore(self, who):
        return [{"explore": who}]                 # 701.40a

    def copy_clause(self, copied, *rest):
        # 707.10: copies of a spell on the stack, with its modes, X and targets; 707.10c: new
        # targets for them only if the effect says so ("... and may choose new targets for the copy",
        # or the sentence after, `new_targets_sentence`)
        n = next((r for r in rest if isinstance(r, int)), 1)
        of, mark = copied
        ins = {"copy_spell": n, "of": of}
        if mark:
            ins["_copy_event"] = mark        # checked by `triggered`: the spell its event is about
        if any(isinstance(r, Token) and r.type == "AND_NEW_TARGETS" for r in rest):
            ins["new_targets"] = True
        return [ins]

    def copied_target(self, f):
        return (Tgt(_and(f, "spell") if f is not None else "spell"), None)

    def copied_event(self):
        return ("it", "cast")                # the spell a "whenever you cast" trigger is about

    def copied_self(self):
        return ("self", "cast_self")         # this spell, from "when you cast ~"

    def ct_twice(self):
        return 2

    def ct_thrice(self):
        return 3

    def this_turn_cost_sentence(self, *args):
        # 601.2f, 611.2a: "Artifact spells you cast this turn cost {1} less to cast" -- each such
        # spell its controller casts this turn (pyengine/game/next_spell_cost.py, `every: true`)
        f = args[0].filter() if isinstance(args[0], Phrase) else None
        mana, direction = args[-2:]
        _kind, spec = self._cost_mod(f, "you", mana, direction)
        cm = spec["cost_modifier"]
        if "generic" not in cm or cm.get("reduce_symbols"):
            raise Unsupported("a colored change to this turn's spells' costs")
        v: dict = {"generic": cm["generic"], "this_turn": True, "every": True}
        if f is not None:
            v["spells"] = f
        return [{"next_spell_cost": v}]

    def next_spell_cost_sentence(self, _tok, *args):
        # 601.2f, 611.2a: the next spell (with these qualities) its controller casts (this turn)
        args = list(args)
        f = args.pop(0).filter() if args and isinstance(args[0], Phrase) else None
        this_turn = bool(args) and isinstance(args[0], Token) and args[0].type == "NEXT_THIS_TURN"
        if this_turn:
            args.pop(0)
        mana, direction = args
        _kind, spec = self._cost_mod(f, "you", mana, direction)
        cm = spec["cost_modifier"]
        if "generic" not in cm or cm.get("reduce_symbols"):
            raise Unsupported("a colored change to the next spell's cost")
        v: dict = {"generic": cm["generic"], "this_turn": this_turn}
        if f is not None:
            v["spells"] = f
        return [{"next_spell_cost": v}]

    def flash_timing_sentence(self, tok, f):
        # 601.3b, 611.2a: "You may cast sorcery spells this turn as though they had flash"
        if not str(tok).lower().startswith("you"):
            raise Unsupported("another player casting spells as though they had flash")
        return [{"flash_timing": {"filter": f}, "duration": "turn"}]

    def new_targets_for_sentence(self, _tok, f):
        # 115.7d: the ability's controller may change any of the target spell's targets
        return [{"new_targets_for": Tgt(_and(f, "spell") if f is not None else "spell"),
                 "text": "choose new targets for target spell"}]

    def new_targets_sentence(self, _tok):
        return [{"_new_targets": True}]

    def when_next_cast_sentence(self, _tok, _art, f, seq):
        # 603.7a, 603.7c: a delayed triggered ability, created as this resolves, that triggers the
        # next time its controller casts such a spell this turn, and only once
        seq = _copy_event_checked(_checked(seq), ("cast",))
        return [{"delayed": {"when": _cast_trigger(f, "you").when, "effect": seq, "this_turn": True,
                             "text": "when you next cast such a spell this turn"}}]

    def until_eot_whenever_sentence(self, _tok, trig, seq):
        # 603.7a-b: a delayed triggered ability with a stated duration, created as this resolves:
        # it triggers each time its event happens until end of turn; its targets and "it" (the
        # object of its event, or the source) are its own, assembled as its own block
        if not isinstance(trig, Trigger):
            raise Unsupported("trigger event")
        seq = _checked(seq)
        if _has_key(seq, "_copy_event"):          # "copy it" (the spell the event is about, 707.10)
            seq = _copy_event_checked(seq, [w.get("event") for w in trig.when.get("any", [trig.when])])
        it = trig.self_subject if isinstance(trig.self_subject, str) else ("self" if trig.self_subject else "it")
        return [{"delayed": {"when": trig.when, "effect": seq, "this_turn": True, "until": "end_of_turn",
                             "text": f"until end of turn, whenever {trig.when.get('event', 'its event happens')}: "
                                     + "; ".join(_describe(i) for i in seq),
                             "_assemble": it}}]

    def delayed_this_turn_sentence(self, _tok, trig, seq):
        # 603.7a-c: "Whenever a creature dies this turn, ..." is "Until end of turn, whenever a
        # creature dies, ..." (a stated duration: it triggers each time, 603.7b); "When that
        # creature dies this turn, ..." is about the one object "that creature" names as this
        # resolves (the target, 608.2c), and only as long as it is that object (603.7c, 400.7)
        if not isinstance(trig, Trigger):
            raise Unsupported("trigger event")
        about = _has_value(trig.when, _THAT_OBJECT)
        if about:
            trig = Trigger(_replaced_value(trig.when, _THAT_OBJECT, "self"), self_subject=False)
        out = self.until_eot_whenever_sentence(None, trig, seq)
        text = out[0]["delayed"]["text"].replace("until end of turn, whenever", "whenever", 1)
        out[0]["delayed"]["text"] = text.replace("whenever", "when that object", 1) + " (this turn)" if about \
            else text + " (this turn)"
        if about:
            out[0]["delayed"]["about"] = It()
        return out

    def counter_ability(self, tok):
        w = re.sub(r"\s+", " ", str(tok).lower())
        f = {"activated ability": "activated_ability", "triggered ability": "triggered_ability",
             "activated or triggered ability": "ability"}.get(w, {"any": ["spell", "ability"]})
        return [{"counter": Tgt(f)}]

    def change_target(self, tok):
        # 115.7a: the spell or ability's single target changed to another legal one, if any
        what = re.sub(r"\s+", " ", str(tok).lower())[len("change the target of target "):-len(" with a single target")]
        f = {"spell or ability": {"any": ["spell", "ability"]}, "activated ability": "activated_ability",
             "instant or sorcery spell": [{"any": ["instant", "sorcery"]}, "spell"],
             "instant spell": ["instant", "spell"], "sorcery spell": ["sorcery", "spell"]}.get(what, "spell")
        return [{"change_target": Tgt(_and(f, "with_a_single_target")), "text": "change the target of target " + what}]

    def counter_spell(self, f):
        return [{"counter": Tgt(_and(f, "spell") if f is not None else "spell")}]

    def counter_spell_targeting(self, *args):
        # 115.9b: "Counter target spell that targets you or a permanent you control"
        ph = args[0] if isinstance(args[0], Phrase) else None
        what = args[-1]
        f = _and(ph.filter(), "spell") if ph is not None else "spell"
        return [{"counter": Tgt(_and(f, what))}]

    def stw_you(self):
        return {"targets_player": "you"}

    def stw_player(self):
        return {"targets_player": "any"}

    def stw_self(self):
        return {"targets_self": True}

    def stw_object(self, _art, ph):
        # "a creature", "a permanent you control": one card type (or "permanent") and maybe "you control"
        items = ph.filter()
        items = items if isinstance(items, list) else [items]
        kinds = [x for x in items if x in ("permanent", "artifact", "creature", "enchantment", "land",
                                           "planeswalker", "battle")]
        rest = [x for x in items if x not in kinds]
        if len(kinds) != 1 or rest not in ([], [{"controller": "you"}]):
            raise Unsupported("a spell that targets an object described otherwise than by its type and controller")
        return {"targets_object": {"type": kinds[0], "controller": "you" if rest else "any"}}

    def stw_you_or(self, _art, ph):
        return {"any": [self.stw_you(), self.stw_object(None, ph)]}

    def counter_up_to(self, n, ph=None):
        # 115.1, 601.2c: "Counter up to two target spells": zero to N spells (701.5a each)
        f = ph.filter() if isinstance(ph, Phrase) else None
        return [{"counter": Tgt(_and(f, "spell") if f is not None else "spell", count={"up_to": n})}]


    def prevent_clause(self, n, ref):
        # 615.7: a prevention shield for this turn (it counts damage: used up only at 0, not after
        # its first use as a "next time" effect would be)
        # a set of objects named as one ("target creature and each other creature that shares a
        # color with it"): a shield for each of them (615.7)
        return [{"replacement": {"watches": "damage", "shield": n,
                                 "text": f"prevent the next {n} damage"},
                 "on": ref, "duration": "end_of_turn", **({"each_own": True} if isinstance(ref, OneSet) else {})}]

    def no_prevention(self, *args):
        # 615.12: "Damage can't be prevented this turn."
        rep: dict = {"watches": "damage", "cant_be_prevented": True, "text": "damage can't be prevented"}
        if True in args:
            rep["combat"] = True
        if "noncombat" in args:
            rep["combat"] = False
        return [{"replacement": rep, "duration": "end_of_turn"}]

    def fog(self, *args):
        # 615.1a: "Prevent all [combat] damage that would be dealt this turn."
        return [{"replacement": self._prevent_this_turn(args), "duration": "end_of_turn"}]

    @staticmethod
    def _prevent_this_turn(args) -> dict:
        # 615.1a: "prevent all [combat | noncombat] damage ..." this turn, from a resolving spell
        rep: dict = {"watches": "damage", "prevent": "all", "text": "prevent all damage"}
        if True in args:
            rep["combat"], rep["text"] = True, "prevent all combat damage"
        if "noncombat" in args:
            rep["combat"], rep["text"] = False, "prevent all noncombat damage"
        return rep

    def prevent_all(self, *args):
        return [{"replacement": self._prevent_this_turn(args), "on": args[-1], "duration": "end_of_turn"}]

    def prevent_all_by_ref(self, *args):
        # 615.1a, 609.7: damage whose source is the referenced object ("dealt by target creature")
        return [{"replacement": self._prevent_this_turn(args), "by": args[-1], "duration": "end_of_turn"}]

    def prevent_all_to_and_by_ref(self, *args):
        return self.prevent_all(*args) + self.prevent_all_by_ref(*args)

    def prevent_all_to_group(self, *args):
        # "Prevent all damage that would be dealt to creatures this turn": the objects (and
        # players) matching as each damage event happens (611.2c doesn't apply: not a
        # characteristic-changing effect)
        rep = self._prevent_this_turn(args)
        rep["affected"] = args[-1]
        if _mentions_status(args[-1]):
            raise Unsupported("a permanent's status (tapped, attacking, blocking) in a replacement effect")
        return [{"replacement": rep, "duration": "end_of_turn"}]

    def prevent_all_by_group(self, *args):
        rep = self._prevent_this_turn(args)
        rep["source"] = args[-1].filter()
        if _mentions_status(rep["source"]):
            raise Unsupported("a permanent's status (tapped, attacking, blocking) in a replacement effect")
        return [{"replacement": rep, "duration": "end_of_turn"}]

    def prevent_all_to_by_group(self, *args):
        # 615.1a: damage to the object or player named, from a source matching the filter
        ph = args[-1]
        rep = self._prevent_this_turn(args[:-1])
        rep["source"] = ph.filter()
        if _mentions_status(rep["source"]):
            raise Unsupported("a permanent's status (tapped, attacking, blocking) in a replacement effect")
        return [{"replacement": rep, "on": args[-2], "duration": "end_of_turn"}]

    def pg_filter(self, ph):
        return {"object": ph.filter()}

    def pg_players(self):
        return {"player": "any"}

    def pg_you_and(self, ph):
        return {"player": "you", "object": ph.filter()}

    # 609.7a: "a [red] source of your choice": ("soc", the filter the chosen source must match)
    def soc_any(self):
        return ("soc", None)

    def soc_color(self, _art, c):
        return ("soc", str(c).lower())

    def soc_type(self, _art, t):
        return ("soc", _type_word(t))

    def soc_color_pair(self, _art, tok):
        return ("soc", self.pre_color_pair(tok))

    def soc_chosen_color(self, _tok):
        return ("soc", self.post_chosen_color(_tok))

    def redirect_next(self, n, ref, dest):
        # 614.9, 615.7: "The next 1 damage that would be dealt to ~ this turn is dealt to target
        # creature you control instead." -- a redirection counted like a shield
        if not isinstance(n, int) and n != "x":
            raise Unsupported("a number of damage to redirect that isn't fixed or X")
        if isinstance(ref, Tgt) and isinstance(dest, Tgt) and "other" in (
                dest.filter if isinstance(dest.filter, list) else [dest.filter]):
            dest.distinct_from_previous = True     # "another target creature": not the first target
        rep = {"watches": "damage", "next_damage": n, "redirect_to": "$dest",
               "text": f"the next {n} damage is dealt to another instead"}
        return [{"replacement": rep, "on": ref, "redirect": dest, "duration": "end_of_turn"}]

    @staticmethod
    def _choose_source(soc: tuple) -> dict:
        return {"choose_source": {"filter": soc[1]} if soc[1] is not None else {}, "remember": "_chosen_source"}

    def prevent_next_time_source(self, soc, ref=None):
        # 609.7a: the source is chosen as the effect is created; 615.7-8: the next time it would
        # deal damage [to the player or object] this turn, that damage is prevented (then used up)
        rep = {"watches": "damage", "prevent": "all", "next_time": True,
               "text": "prevent the damage the chosen source would deal next"}
        return [self._choose_source(soc),
                {"replacement": rep, **({"on": ref} if ref is not None else {}),
                 "by": {"chosen": "_chosen_source"}, "duration": "end_of_turn"}]

    def prevent_all_source_choice(self, *args):
        # 609.7a, 615.1a: "Prevent all damage a source of your choice would deal [to you] this turn."
        # / "Prevent all damage that would be dealt to you this turn by a source of your choice."
        soc = [a for a in args if self._is_soc(a)][0]
        ref = [a for a in args if not self._is_soc(a) and a is not True and a != "noncombat"]
        rep = self._prevent_this_turn(args)
        rep["text"] += " from the chosen source"
        return [self._choose_source(soc),
                {"replacement": rep, **({"on": ref[0]} if ref else {}),
                 "by": {"chosen": "_chosen_source"}, "duration": "end_of_turn"}]

    def prevent_next_n_source_choice(self, n, ref, soc):
        # 615.7, 609.7a: "Prevent the next 3 damage that would be dealt to any target this turn by a
        # source of your choice." -- a shield that counts only that source's damage
        if not isinstance(n, int):
            raise Unsupported("a shield of an amount that isn't fixed")
        return [self._choose_source(soc),
                {"replacement": {"watches": "damage", "shield": n,
                                 "text": f"prevent the next {n} damage from the chosen source"},
                 "on": ref, "by": {"chosen": "_chosen_source"}, "duration": "end_of_turn"}]

    @staticmethod
    def _is_soc(x) -> bool:
        return isinstance(x, tuple) and len(x) == 2 and x[0] == "soc"

    def regenerate_clause(self, ref):
        # 701.15a, 614.8: a regeneration shield for the rest of the turn
        return [{"replacement": {"watches": "zone_change", "cause": "destroy", "regenerate": True,
                                 "next_time": True, "text": "regeneration shield"},
                 "on": ref, "duration": "end_of_turn"}]

    def investigate(self):
        # 701.36a: "create a Clue token"
        return [{"create_token": _predefined_token("Clue")}]

    def investigate_twice(self):
        # 701.36a: investigating twice is creating a Clue token twice
        return self.investigate() + self.investigate()

    def proliferate(self):
        return [{"proliferate": True}]                 # 701.27a

    def discover(self, n):
        return [{"discover": n}]                       # 701.55a (pyengine/game/zone_keywords.py)

    def incubate(self, *args):
        # 701.51a: create an Incubator token with N +1/+1 counters (pyengine/game/incubate.py)
        return [_player_clause({"incubate": args[-1]}, args)]

    def scry(self, n):
        return [{"scry": n}]

    def surveil(self, n):
        return [{"surveil": n}]

    def mill(self, *args):
        return [_player_clause({"mill": args[-1]}, args)]

    def mill_one(self, *args):
        return [_player_clause({"mill": 1}, args + (1,))]

    def manifest_top(self, *args):
        # 701.34a (pyengine/game/face_down.py); "it" afterwards: that card
        return [_player_clause({"manifest": 1, "_made": Made()}, args + (1,))]

    def manifest_top_n(self, n):
        if not isinstance(n, int):
            raise Unsupported("manifest a number of cards that isn't fixed")
        return [{"manifest": n, "_made": Made()}]     # 701.34e: one at a time

    def cloak_top(self, *args):
        # 701.56a: a manifest with ward {2}
        return [_player_clause({"manifest": 1, "cloak": True, "_made": Made()}, args + (1,))]

    def manifest_dread(self, *args):
        return [_player_clause({"manifest_dread": 1, "_made": Made()}, args + (1,))]        # 701.60a

    def exile_top(self, *args):
        # "Exile the top N cards of your library" (406.1; the cards exiled are remembered, 608.2h)
        return [_player_clause({"exile_top": args[-1], "_made": ExiledTop()}, args)]

    def exile_until_found(self, *args):
        # 406.1: "exile cards from the top of your library until you exile a nonland card"
        # (pyengine/game/exile_until.py)
        u = self._until(args[-1], ())
        ins = {"exile_until": u["filter"], "count": u["count"]}
        if len(args) == 3:
            ins = _with_player(ins, args[0])
            if ins.get("player") in ("each_player", "each_opponent"):
                raise Unsupported("each player exiling cards until ...")
        return [ins]

    def exiled_to_bottom(self, *_):
        return [{"exiled_to_bottom": True}]

    def exile_top_one(self, *args):
        return [_player_clause({"exile_top": 1, "_made": ExiledTop()}, args + (1,))]

    def exile_top_of(self, who):
        # "exile the top card of that player's library" (406.1): the cards exiled are remembered
        # ("that card", 608.2h)
        return [_with_player({"exile_top": 1, "_made": ExiledTop()}, who)]

    def exile_top_n_of(self, n, who):
        return [_with_player({"exile_top": n, "_made": ExiledTop()}, who)]

    def pl_each_player(self):
        return "each_player"

    def pl_each_opponent(self):
        return "each_opponent"

    def may_play_sentence(self, tok, until):
        # 601.3, 116.2a: a permission to play (or cast) the cards the previous instruction exiled
        return [{"may_play": EXILED_THIS_WAY, "until": until,
                 **({"cast_only": True} if " cast " in f" {str(tok).lower()} " else {})}]

    # 608.2g, 601.2a: casting a card while the effect resolves (pyengine/game/cast_now.py)
    def cast_target_card(self, t, free=None):
        if isinstance(t, Chosen):
            raise Unsupported("casting a card chosen from a graveyard (not targeted)")
        return [{"cast_card": t, **({"free": True} if free is not None else {}),
                 "text": "cast the target card" + (" without paying its mana cost" if free is not None else "")}]

    def cast_chosen_card(self, _art, f, source, *rest):
        posts = [r for r in rest if not isinstance(r, Token)]
        free = any(isinstance(r, Token) for r in rest)
        items = [x for x in ([] if f is None else f if isinstance(f, list) else [f]) + posts if x is not None]
        if any(isinstance(v, dict) and any(not isinstance(n, int) for n in v.values())
               for x in items if isinstance(x, dict) for v in x.values()):
            raise Unsupported("a spell to cast compared with a number not known until it resolves (X)")
        return [{"cast_card": {"choose": _and("card", *items), "from": source}, **({"free": True} if free else {}),
                 "text": "cast a chosen card" + (" without paying its mana cost" if free else "")}]

    def cast_that_card(self, _free):
        return [{"cast_card": {"choose": "card", "from": MOVED_THIS_WAY}, "free": True,
                 "text": "cast that card without paying its mana cost"}]

    def cs_hand(self):
        return "hand"

    def cs_graveyard(self):
        return "graveyard"

    def cs_them(self):
        return MOVED_THIS_WAY

    def may_cast_exiled_sentence(self, seq, _tok):
        # 614.1a: "If that spell would be put into your graveyard, exile it instead." -- a
        # replacement effect on the spell the instruction before casts
        seq = _checked(seq)
        if not any(isinstance(i, dict) and "cast_card" in i for i in seq):
            raise Unsupported("'if that spell would be put into a graveyard' with no spell cast before it")
        seq = [{**i, "exile_instead": True} if isinstance(i, dict) and "cast_card" in i else i for i in seq]
        return self.may_sentence(seq)

    def may_play_first(self, duration, tok):
        if duration != "end_of_turn":
            raise Unsupported("a play permission lasting other than until end of turn")
        return self.may_play_sentence(tok, "turn")

    def may_play_first_next(self, _until, tok):
        return self.may_play_sentence(tok, "next_turn")

    def put_nth_from_top(self, ref, n):
        # 401.7: "Nth from the top" (on the bottom of a library with fewer than N cards)
        return [{"put_in_library": ref, "position": n}]

    def nth2(self):
        return 2

    def nth3(self):
        return 3

    def nth4(self):
        return 4

    def nth5(self):
        return 5

    def nth6(self):
        return 6

    def nth7(self):
        return 7

    def owner_shuffles_it(self, ref):
        # 701.20a: "target creature's owner shuffles it into their library" -- the object is put
        # into its owner's library, then that library is shuffled
        if isinstance(ref, tuple):                  # an `affected` subject
            _on, ref = ref
        if isinstance(ref, dict) and "each" in ref:
            raise Unsupported("a set of objects shuffled into their owners' libraries")
        # `player`: the owner is the subject of a clause joined without one ("..., then draws two cards")
        return [{"put_in_library": ref, "position": "shuffle", "player": {"owner_of": ref}}]

    def owner_puts_top_or_bottom(self, ref, _tok):
        # 401.4: the owner chooses the top or the bottom of their library
        if isinstance(ref, tuple):                  # an `affected` subject
            _on, ref = ref
            if isinstance(ref, dict) and "each" in ref:
                raise Unsupported("a set of objects put on the top or bottom of their libraries")
        return [{"put_in_library": ref, "position": "owner_choice"}]

    def shuffle_zones(self, *args):
        # 701.20a, 401.3: "shuffle your graveyard into your library": the cards, then the library shuffled
        return [_player_clause({"shuffle_into_library": args[-1]}, args)]

    def shuffle_gy_targets(self, aff, n):
        # 701.20a: "Target player shuffles up to four target cards from their graveyard into their
        # library" -- cards of that player's graveyard (the game loop offers only those), put into
        # the library at once, then it is shuffled
        who = aff[1]
        if not (isinstance(who, Tgt) and who.filter in ("player", "opponent")):
            raise Unsupported("a player other than a target shuffling target cards")
        cards = Tgt(["card", {"zone": "graveyard"}], count={"up_to": n})
        cards.of_target_player = True
        return [{"shuffle_into_library": [], "cards": cards, "player": who}]

    def shuffle_gy_into_library(self, t):
        # 701.20a: the target cards (from your graveyard) put into your library at once, then it is
        # shuffled
        return [{"shuffle_into_library": [], "cards": t}]

    def shuffle_all_gy_into_library(self, *args):
        # "Shuffle all creature cards from target player's graveyard into that player's library"
        # (404.1, 701.20a): that player's library, the cards put into it at once
        ph = next((a for a in args if isinstance(a, Phrase)), None)
        who, back = args[-2], args[-1]
        if (who == "you") != (back == "your"):
            raise Unsupported("cards of one player's graveyard shuffled into another library")
        if not (who == "you" or isinstance(who, Tgt) or who == "that_player"):
            raise Unsupported("several players' graveyards shuffled into their libraries")
        cards = {"cards_in": "graveyard", "of": who, **({"filter": _and(ph.filter(), "card")} if ph else {})}
        return [_with_player({"shuffle_into_library": [], "cards": cards}, who)]

    def bl_your(self):
        return "your"

    def bl_their(self):
        return "their"

    def gy_up_to_plain(self, n, *_):
        # "up to one target card from your graveyard" (601.2c: zero to N targets)
        if not isinstance(n, int) or n < 1:
            raise Unsupported("'up to N target cards' with a number that isn't fixed")
        return Tgt(["card", {"zone": "graveyard"}, {"owner": "you"}], count={"up_to": n})

    def shuffle_own_library(self, *args):
        return [_player_clause({"shuffle_into_library": []}, args + ([],))]

    def sz_graveyard(self):
        return ["graveyard"]

    def sz_hand_graveyard(self):
        return ["hand", "graveyard"]

    def dies_exiled_instead(self, _tok):
        # 614.1a, 700.4: a replacement effect on the object named before, until end of turn
        return [{"replacement": {"watches": "zone_change", "from_zone": "battlefield", "going_to": "graveyard",
                                 "to_zone": "exile", "text": "if it would die this turn, exile it instead"},
                 "on": It(), "duration": "end_of_turn"}]

    def dies_exiled_filter(self, _art, ph, dealt=None):
        # 614.1a, 700.4: "If a creature [dealt damage this way] would die this turn, exile it
        # instead." -- every object matching as it would die (not locked in, 611.2c is about
        # characteristics), or only those the instructions before dealt damage to (608.2h)
        f = ph.filter()
        if _mentions_status(f):
            raise Unsupported("a permanent's status (tapped, attacking, blocking) in a replacement effect")
        ins: dict = {"replacement": {"watches": "zone_change", "from_zone": "battlefield", "going_to": "graveyard",
                                     "to_zone": "exile", "affected": {"object": f},
                                     "text": "if it would die this turn, exile it instead"}, "duration": "end_of_turn"}
        if dealt is not None:
            ins["on"] = {"chosen": "_dealt_damage"}
        return [ins]

    def pu_turn(self, *_):
        return "turn"

    def pu_next_turn(self, *_):
        return "next_turn"

    def pu_exiled(self, *_):
        return "exiled"

    def pu_while(self, d):
        # 611.2b: a permission for as long as you control ~ / ~ remains on the battlefield
        # (pyengine.game.permissions with pyengine.game.durations)
        if d not in ("while_you_control_source", "while_source_on_battlefield"):
            raise Unsupported("a play permission lasting for as long as something other than its source stays")
        return d

    # search (701.19), shuffle (701.20)
    def sw_one(self, _art, ph):
        # "a Goblin card" is any card with that subtype (a kindred card too, 205.3m)
        f = _subject(ph, bare_subtypes=True)
        return {"filter": _and(f, "card")}

    def sw_any(self, *_):
        return {}

    def sw_named_self(self, *_):
        # "a card named ~" (201.2: cards with the same English name)
        return {"filter": [{"name": self.name}, "card"]}

    def sw_named_other(self, _art, tok):
        # "a card named Ajani, Valiant Protector" (201.2: cards with that English name)
        return {"filter": [{"name": str(tok)[len("named "):].strip()}, "card"]}

    def sw_up_to_named_self(self, n):
        return {"filter": [{"name": self.name}, "card"], "count": n, "up_to": True}

    def sw_either(self, _a, ph, _b, ph2):
        # "a basic land card or a Gate card": one card with either quality (701.19b)
        return {"filter": _and({"any": [_subject(ph, bare_subtypes=True), _subject(ph2, bare_subtypes=True)]}, "card")}

    def sw_both(self, *args):
        # 701.19b: "a Zombie card and a Swamp card", "a white card, a blue card, ..., and a green
        # card": one card with each quality, found one after the other in the same search (not
        # finding one doesn't stop the search for the others)
        return {"filters": [_and(_subject(p, bare_subtypes=True), "card") for p in args if isinstance(p, Phrase)]}

    def sw_one_post(self, _art, ph, *posts):
        return {"filter": _and(ph.filter(), "card", *[_related_to(p, REL_IT) for p in posts])}

    def sw_any_post(self, _art, posts):
        return {"filter": _and("card", *[_related_to(p, REL_IT) for p in posts])}

    def sw_subtype_permanent(self, _art, sub, *posts):
        name, fam = _subtype(sub)
        if fam != "creature":
            raise Unsupported("a permanent card of a noncreature subtype")
        return {"filter": ["creature", {"subtype": name}, "card", *posts]}    # a creature type: creature cards

    def noun_subtype_list(self, tok, tw=None):
        # 205.3: a list of subtypes -- an object with any of them ("target Bat, Lizard, Rat, or
        # Squirrel card", "Skeletons, Vampires, and Zombies you control")
        forms = re.split(r",\s*(?:(?:and/or|and|or)\s+)?|\s+(?:and/or|and|or)\s+", str(tok))
        names = [_subtype(f.strip())[0] for f in forms if f.strip()]
        fams = {_subtype(f.strip())[1] for f in forms if f.strip()}
        items: list = [{"any": [{"subtype": n} for n in names]}]
        if tw is not None:
            items.insert(0, tw)
        elif fams == {"creature"}:
            items.insert(0, "creature")
        return Phrase(items)

    def search_to_top(self, what, *rest):
        # "..., reveal it, then shuffle and put that card on top" (701.19, 701.20)
        spec = dict(what)
        if "reveal" in rest:
            spec["reveal"] = True
        spec["to"] = "top"
        return [{"search": spec}]

    def sw_up_to(self, n, ph):
        return {"filter": _and(ph.filter(), "card"), "count": n, "up_to": True}

    def search_where_x(self, what, _tok, value, *rest):
        if not isinstance(what, dict) or what.get("count") != "x":
            raise Unsupported("'where X is' without an X")
        return self.search_clause({**what, "count": value}, *rest)

    def sw_any_number(self, *args):
        # 107.1c, 701.19b: "search your library for any number of Goblin cards"
        ph = args[0] if args else None
        return {"filter": _and(ph.filter(), "card") if ph is not None else "card", "count": ANY_NUMBER, "up_to": True}

    # "cards with the same name as that creature" (201.2a): the object "that creature" names (608.2c:
    # the last target named before it; 608.2h: as it last existed)
    def sw_any_number_post(self, posts):
        return {"filter": _and("card", *[_related_to(p, REL_IT) for p in posts]), "count": ANY_NUMBER, "up_to": True}

    def sw_up_to_post(self, n, posts):
        return {"filter": _and("card", *[_related_to(p, REL_IT) for p in posts]), "count": n, "up_to": True}

    def sw_all_post(self, posts):
        # "all cards with that name": every one found (701.19b: in a hidden zone the searcher
        # may still fail to find some; in a graveyard, a public zone, each one is found)
        return {"filter": _and("card", *[_related_to(p, REL_IT) for p in posts]), "count": ANY_NUMBER}

    def sw_any_number_named_self(self):
        return {"filter": [{"name": self.name}, "card"], "count": ANY_NUMBER, "up_to": True}

    def sw_n(self, n, ph):
        return {"filter": _and(ph.filter(), "card"), "count": n}

    def search_reveal(self, *_):
        return "reveal"

    def search_them(self, *_):
        return None

    def sd_hand(self):
        return {"to": "hand"}

    def sd_graveyard(self):
        return {"to": "graveyard"}

    def sd_battlefield(self):
        return {"to": "battlefield"}

    def sd_battlefield_tapped(self):
        return {"to": "battlefield", "tapped": True}

    def sd_battlefield_attacking(self, _ta=None):
        return {"to": "battlefield", "tapped": True, "attacking": True}     # 508.4

    def search_clause(self, what, *rest):
        spec = dict(what)
        for r in rest:
            if r == "reveal" or (isinstance(r, Token) and r.type == "REVEAL_THOSE_CARDS"):
                spec["reveal"] = True
            elif isinstance(r, dict):
                spec.update(r)
        if spec.get("to") == "battlefield" and "filters" in spec:
            spec["filters"] = [self._search_permanent_filter(f) for f in spec["filters"]]
        elif spec.get("to") == "battlefield":
            spec["filter"] = self._search_permanent_filter(spec.get("filter"))
        return [{"search": spec}]

    def search_split(self, what, *rest):  # (lands only: no Aura found, 303.4f)
        # "put one onto the battlefield tapped and the other into your hand": two cards found, the
        # player chooses which goes where (608.2d); only one found goes to the first place (609.3)
        dests = [r for r in rest if isinstance(r, dict)]
        if dict(what).get("count") != 2 or dict(what).get("up_to") is not True or len(dests) != 2 or \
                dests[1].get("to") == "battlefield" or "land" not in _words_in(dict(what).get("filter")):
            raise Unsupported("'put one ... and the other ...' of other than up to two cards found")
        spec = self.search_clause(what, *[r for r in rest if not isinstance(r, dict)], dests[0])[0]
        spec["search"]["other_to"] = dests[1]["to"]
        return [spec]

    @staticmethod
    def _search_permanent_filter(f):
        # a card searched for and put onto the battlefield (an Aura found enters attached to what
        # its player chooses as it enters, 303.4f)
        items = f if isinstance(f, list) else [f]
        subs = _subtypes_in(items)
        creature_types = set(subtype_lists()["creature"])
        if subs and subs <= creature_types and not {"creature", "artifact", "land", "planeswalker", "enchantment"} \
                & {w for w in items if isinstance(w, str)}:
            # 110.4c: only a permanent card can be put onto the battlefield; "a Goblin card" put
            # there is a Goblin creature card (a kindred instant would stay where it is)
            return ["creature"] + [w for w in items if w is not None]
        return f

    def search_their(self, _lib, what, *rest):
        # "search their library ...": the searcher is the player a sentence names before the
        # instruction (player_may_sentence takes the mark off); anywhere else it is unsupported
        return [{**self.search_clause(what, *rest)[0], "_their_search": True}]

    def search_zones(self, zones, what, *rest):
        # 701.19a: "search your library and/or graveyard for ..." -- the player chooses which of
        # those zones to search as the instruction is followed (608.2d); "If you search your
        # library this way, shuffle" (701.20a) is part of the same instruction
        words = re.findall(r"library|graveyard|hand", str(zones).lower())
        ins = self.search_clause(what, *[r for r in rest if not (isinstance(r, Token) and r.type == "SEARCHED_SHUFFLE")])
        ins[0]["search"]["zones"] = ["library"] + [z for z in words if z != "library"]
        return ins

    def osp_battlefield(self, *_):
        return {"to": "battlefield"}        # under the searcher's control (110.2a)

    def osp_graveyard(self, *_):
        return {"to": "graveyard"}          # that player's: the cards' owner's (400.3)

    def osp_exile(self, *_):
        return {"to": "exile"}

    def sw_n_any(self, n):
        return {"count": n}                 # 701.19d: that many cards must be found (as many as there are)

    def sw_up_to_any(self, n):
        return {"count": n, "up_to": True}

    def search_target_library(self, tok, what, *rest):
        # 701.19a, 701.20a: the ability's controller searches the target player's library; the
        # cards found go onto the battlefield under the searcher's control (110.2a), into that
        # player's graveyard or into exile; then that player shuffles
        spec = dict(what)
        if "filters" in spec:
            raise Unsupported("cards of several qualities searched for in another player's library")
        spec.update(next(r for r in rest if isinstance(r, dict)))
        if spec["to"] == "battlefield":
            if spec.get("filter") is None:
                raise Unsupported("any card of another player's library put onto the battlefield")
            spec["filter"] = self._search_permanent_filter(spec["filter"])
        spec["whose"] = Tgt("opponent" if "opponent's" in str(tok).lower() else "player")
        return [{"search": spec}]

    def search_target_library_x(self, tok, what, _w, value, *rest):
        # "for up to X cards, where X is the number of Swamps you control" (608.2h: counted as the
        # search is done)
        if not isinstance(what, dict) or what.get("count") != "x":
            raise Unsupported("'where X is' without an X")
        return self.search_target_library(tok, {**what, "count": value}, *rest)

    def search_their_zones(self, zones, what, *_and):
        # 701.19a: the ability's controller searches another player's graveyard, hand and library
        # (all three: no choice of zones), exiles the cards found; that player shuffles (701.20a)
        z = str(zones).lower()
        if z.startswith("its controller's"):       # the controller of the object named before (608.2h)
            who: Any = {"controller_of": It()}
        elif z.startswith("its owner's"):
            who = {"owner_of": It()}
        else:
            who = Tgt("opponent" if "opponent's" in z else "player")
        spec = {**dict(what), "to": "exile", "zones": ["library", "graveyard", "hand"], "all_zones": True,
                "whose": who}
        return [{"search": spec}]

    def sacrifice_self(self):
        return [{"sacrifice": "self"}]

    def sacrifice_it(self):
        # "sacrifice it": only when "it" is the source itself (checked once "it" is resolved)
        return [{"sacrifice": "self", "_it_check": It()}]

    def sacrifice_it_by(self, who):
        # 701.17a: "that creature's controller sacrifices it" -- only a permanent's controller can
        # sacrifice it: the same object, sacrificed by whoever controls it
        player = _with_player({}, who).get("player", "you")
        if not (isinstance(player, dict) and set(player) == {"controller_of"} and isinstance(player["controller_of"], It)):
            raise Unsupported("a player sacrificing an object other than the one whose controller they are")
        # "it" is the object named by "that creature's": the same reference
        return [{"sacrifice": "self", "_it_check": player["controller_of"], "_by_controller": True}]

    def sacrifice_n(self, *args):
        # 701.17a: "sacrifices two creatures" -- that many permanents, chosen, then sacrificed at once
        n = args[-2]
        if not isinstance(n, int) or n < 1:
            raise Unsupported("a number of permanents to sacrifice that isn't fixed")
        ins = self.sacrifice_a(*(args[:-2] + (None, args[-1])))[0]
        return [{**ins, "count": n} if n != 1 else ins]

    def sacrifice_any(self, *args):
        # 107.1c, 701.17a: "sacrifice any number of lands" -- zero or more, chosen, then sacrificed at once
        ins = self.sacrifice_a(*(args[:-1] + (None, args[-1])))[0] if len(args) == 2 else self.sacrifice_a(args[-1])[0]
        return [{**ins, "count": ANY_NUMBER}]

    def sacrifice_all(self, *args):
        # 701.17a: every permanent the player controls matching the filter, sacrificed at once
        args = tuple(a for a in args if not (isinstance(a, Token) and a.type == "THEY_CONTROL"))
        ins = self.sacrifice_a(*(args[:-1] + (None, args[-1])))[0] if len(args) == 2 else \
            self.sacrifice_a(None, args[-1])[0]
        return [{**ins, "all": True}]

    def exile_own_gy(self, *args):
        # 406.2: the player chooses a card of theirs in that zone matching the filter and exiles it
        return self._exile_own_card(args, "graveyard")

    def exile_own_hand(self, *args):
        return self._exile_own_card(args, "hand")

    def _exile_own_card(self, args, zone):
        ph = next((a for a in args if isinstance(a, Phrase)), None)
        f = _and(ph.filter(), "card") if ph is not None else "card"
        return [{"exile_own": f, "from": zone}]

    def exile_own_gy_player(self, aff, *args):
        # "Target player exiles a card from their graveyard", "each opponent exiles a card from
        # their hand": each player named chooses a card of theirs there (406.2, 101.4 APNAP)
        return [{**self._exile_own_card(args, "graveyard")[0], **self._exiling_player(aff)}]

    def exile_own_hand_player(self, aff, *args):
        return [{**self._exile_own_card(args, "hand")[0], **self._exiling_player(aff)}]

    @staticmethod
    def _exiling_player(aff) -> dict:
        _on, who = aff
        if isinstance(who, dict) and "each" in who:
            raise Unsupported("a set of objects where players are meant")
        return {} if who == "you" else {"player": who}

    def exile_own_a(self, aff, art, ph, _they):
        ins = self.sacrifice_a(aff, art, ph)[0]
        return [{"exile_own": ins.pop("sacrifice"), **ins}]

    def exile_own_n(self, aff, n, ph, _they):
        ins = self.sacrifice_n(aff, n, ph)[0]
        return [{"exile_own": ins.pop("sacrifice"), **ins}]

    def sacrifice_either(self, _art, *phs):
        # 701.17a: "you may sacrifice another creature or an artifact" -- one permanent of yours
        # that is either ("another" says only the first kind isn't the source, 109.2)
        return [{"sacrifice": {"any": [ph.filter() for ph in phs if isinstance(ph, Phrase)]}}]

    def sacrifice_a(self, *args):
        # 701.17a: the player chooses a permanent they control; one player only (each player
        # choosing in turn isn't said by the instruction yet)
        ph = args[-1]
        ins = {"sacrifice": ph.filter()}
        if len(args) == 3:
            _on, who = args[0]
            if isinstance(who, dict) and "each" in who:
                raise Unsupported("a set of objects where players are meant")
            if who != "you":
                ins["player"] = who
        return [ins]

    def sacrifice_a_cmp(self, *args):
        # "a creature of their choice with mana value 3 or less": the filter's words after "choice"
        k = next(i for i, a in enumerate(args) if isinstance(a, Phrase))
        ins = self.sacrifice_a(*args[:k + 1])[0]
        return [{**ins, "sacrifice": _and(ins["sacrifice"], *args[k + 1:])}]

    def combat_now_clause(self, *args):
        rules = args[-1]
        if len(rules) != 1 and not all(r["kind"] in ("cant_attack", "cant_block") for r in rules):
            raise Unsupported("combat rules")
        on = args[0][1] if len(args) == 2 else "_same"
        if isinstance(on, dict) and "each" in on:
            pass                                          # 611.2c: locked onto the objects it affects now
        # (a `by` filter names the blockers as blocks are declared, 509.1b)
        return [{"combat_rule": {k: v for k, v in r.items() if k in ("kind", "by")}, "on": on, "duration": "end_of_turn"}
                for r in rules]

    def combat_this_combat(self, *args):
        # "Whenever ~ attacks alone, it can't be blocked this combat": the rule ends as the combat
        # phase does (511.3, the end of combat step)
        return [{**i, "duration": "end_of_combat"} for i in self.combat_now_clause(*args)]

    def cant_be_blocked_except_now(self, *args):
        args = [a for a in args if not isinstance(a, Token)]
        return self.combat_now_clause(*args[:-1], self.cant_be_blocked_except(args[-1]))

    def combat_while(self, *args):
        # 508.1c, 509.1b, 611.2b: "that creature can't attack or block for as long as you control ~"
        if args[-1] == "while_source_tapped":
            raise Unsupported("a combat rule lasting for as long as its source remains tapped")
        ins = self.combat_now_clause(*args[:-1])
        return [{**i, "duration": args[-1]} for i in ins]

    # 509.1c / 508.1d requirements and 509.1b restrictions of a resolving spell or ability, until
    # end of turn (611.2c: on the objects affected now)
    def combat_now_if_able(self, *args):
        # "target creature blocks this turn if able", "... attacks this turn if able", "... must be
        # blocked this turn if able" (509.1c, 508.1d)
        (rule,) = args[-1]
        on = args[0][1] if len(args) == 2 else "_same"
        return [{"combat_rule": {"kind": rule["kind"]}, "on": on, "duration": "end_of_turn"}]

    def no_combat_damage_now(self, *args):
        # 510.1a: the creature assigns no combat damage this turn (pyengine.game.combat, combat_damage.lp)
        on = args[0][1] if args else "_same"
        return [{"combat_rule": {"kind": "no_combat_damage"}, "on": on, "duration": "end_of_turn"}]

    def attack_despite_defender_now(self, *args):
        # 702.3b: a permission until end of turn, read by combat_attack.lp
        on = args[0][1] if args else "_same"
        return [{"combat_rule": {"kind": "attack_despite_defender"}, "on": on, "duration": "end_of_turn"}]

    def block_additional_now(self, *args):
        # 509.1a, 611.2: the object has "can block an additional creature each combat" until end
        # of turn (one more block for each such effect)
        aff = [a for a in args if isinstance(a, tuple)]
        if aff:
            return [_continuous(aff[0], {"add_abilities": ["can block additional"]}, "end_of_turn")]
        return [{"continuous": {"add_abilities": ["can block additional"]}, "on": "_same", "duration": "end_of_turn"}]

    def must_block_self_now(self, aff):
        # "target creature blocks ~ this turn if able": the source is the attacker (509.1c)
        return [{"combat_rule": {"kind": "must_block_attacker", "attacker": "self"}, "on": aff[1],
                 "duration": "end_of_turn"}]

    def cant_block_self_now(self, aff):
        # "target creature can't block ~ this turn": a restriction naming the source (509.1b)
        return [{"combat_rule": {"kind": "cant_block_attackers", "by": "self"}, "on": aff[1],
                 "duration": "end_of_turn"}]

    def lure_now(self, ph, ref):
        (rule,) = _lure_rules(ph)
        return [{"combat_rule": rule, "on": ref, "duration": "end_of_turn"}]

    def goad(self, ref):
        # 701.38a-b: goaded by the controller of the spell or ability, until that player's next turn
        return [{"combat_rule": {"kind": "goad", "by": "controller"}, "on": ref, "duration": "until_your_next_turn"}]

    def goad_all(self, ph):
        return self.goad({"each": ph.filter()})           # 611.2c: the creatures goaded now

    def detain(self, ref):
        # 701.29a: until the next turn of the controller of the spell or ability, the permanent
        # can't attack or block and its activated abilities can't be activated
        return [{"detain": ref}]

    def detain_each(self, ph):
        return self.detain({"each": ph.filter()})         # 611.2c: the permanents detained now

    def flip_coin(self):
        return [{"flip_coin": True}]                 # 705.2: won or lost, remembered

    def flip_until_lose(self):
        return [{"flip_coin": True, "until_lose": True}]

    def roll_die(self, tok):
        words = {"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20}
        t = str(tok).lower()
        m = re.search(r"\bd(\d+)$", t)
        sides = int(m.group(1)) if m else words[t.split()[1].split("-")[0]]
        return [{"roll_die": sides}]                 # 706.1a

    def table_row(self, tok, *sentences):
        # 706.3a: "N1—N2 | effect" means "If the result was in this range, [effect]"
        rng = str(tok).rstrip("|").strip()
        if rng.endswith("+"):
            lo, hi = int(rng[:-1]), None
        else:
            parts = [x.strip() for x in re.split(r"[—–−-]", rng)]
            lo, hi = int(parts[0]), int(parts[-1])
        return [{"if": {"roll": [lo, hi]}, "then": self.effects(*sentences)}]

    def ifc_won_flip(self):
        return {"flip": "won"}

    def clash(self):
        return [{"clash": "opponent"}]               # 701.23b (pyengine.game.clash)

    def ifc_won_clash(self):
        return {"clash": "won"}                      # 701.23d: the clash before, or the one that triggered

    def ifc_lost_flip(self):
        return {"flip": "lost"}

    def ifc_x_ge(self, n):
        # 107.3a: the X announced (601.2b), compared as the instruction is followed (608.2h)
        return {"number": "x", "at_least": _int(n)}

    def ifc_x_le(self, n):
        return {"number": "x", "at_least": 0, "at_most": _int(n)}

    def ifc_roll_le(self, n):
        return {"roll": [1, _counted(n)]}             # 706.2: the result, N or less

    def ifc_roll_ge(self, n):
        return {"roll": [_counted(n), None]}

    def ifc_roll_is(self, n):
        return {"roll": [_counted(n), _counted(n)]}

    def emblem_clause(self, who, *qs):
        # 114.2: the player puts an emblem with the quoted abilities into the command zone
        abilities = [a for q in qs if isinstance(q, Token) and q.type == "QUOTED" for a in _emblem_quoted(q)]
        ins = _with_player({}, who)
        return [{"emblem": {"name": "Emblem", "abilities": abilities}, "player": ins.get("player", "you")}]

    def chaos_ensues_clause(self):
        return [{"chaos_ensues": True}]                                      # 311.7

    def abandon_clause(self):
        return [{"abandon_scheme": True}]                                    # 701.26

    def set_in_motion_clause(self, n=1):
        return [{"set_in_motion": int(n) if not isinstance(n, dict) else 1}]   # 701.25c

    def planeswalk_clause(self):
        return [{"planeswalk": True}]                                        # 701.24

    def ring_tempts(self, _tok):
        # 701.52a: the Ring tempts you (pyengine/game/ring.py)
        return [{"ring_tempts": "you"}]

    def monarch_clause(self, who):
        # 722.3: the player becomes the monarch (the current monarch ceases to be)
        ins = _with_player({}, who)
        return [{"become_monarch": ins.get("player", "you")}]

    # modal spells (700.2)
    def mode(self, *parts):
        return {"effect": parts[-1]}

    def modal(self, count, *modes):
        return _Modes(modes, _mode_count(count, len(modes)))

    def modal_repeat(self, count, _same, *modes):
        lo, hi = _mode_count(count, len(modes))
        return _Modes(modes, (lo, hi), repeat=True)

    def modal_more(self, count, cond, *rest):
        # 601.2b, 700.2: the condition is checked as the modes are chosen (the spell being cast:
        # "as you cast this spell"); if it holds, up to the larger number may be chosen
        modes = [m for m in rest if not isinstance(m, Token)]
        lo, hi = _mode_count(count, len(modes))
        more = " ".join(str([t for t in rest if isinstance(t, Token) and t.type == "MORE_MODES"][0]).lower().split())
        mhi = {"both": 2, "two": 2, "three": 3, "one or more": len(modes), "any number": len(modes)}[more]
        if mhi > len(modes):
            raise Unsupported("more modes than the spell has")
        return _Modes(modes, (lo, hi), more=(cond, mhi))

    def modal_more_kicked(self, count, _tok, *rest):
        # 601.2b, 702.33d: the spell's kicker is announced with its modes: kicked, more may be chosen
        return self.modal_more(count, {"kicked": True}, *rest)

    def modal_unchosen(self, tok, *modes):
        return _Modes(modes, (1, 1), unchosen="turn" if str(tok).lower().endswith("this turn") else "game")

    # ------------------------------------------------ targets and references (115)
    def obj_self(self):
        return "self"

    def obj_it(self, *_):
        return It()

    def obj_them(self):
        return Plural()

    def obj_they(self):
        # "They gain haste": the targets or the created objects named before (never the source)
        return Them()

    def obj_those(self, *toks):
        words = [str(t).lower().split()[-1] for t in toks if isinstance(t, Token) and t.type == "THOSE_KIND"]
        return Those(word=words[-1][:-1] if words else "permanent")

    def obj_granter(self, tok):
        # 201.5a: "Return Trusty Boomerang to its owner's hand" -- the granting object only
        return {"objects": [_granter_id(tok)]}

    def obj_enchanted(self, t):
        return Attached("enchanted")

    def obj_equipped(self, t):
        # 301.5: the creature the source Equipment is attached to (game: instructions.refs)
        return Attached("equipped")

    def ref(self, t):
        return t

    def tn_player(self):
        return "player"

    def tn_player_or(self, tw):
        return {"any": ["player", tw]}

    def tn_spell_or_permanent(self):
        # "target spell or permanent" (115.1: a spell on the stack or a permanent)
        return {"any": ["spell", "permanent"]}

    def tn_opponent_or(self, tw):
        # "target opponent or planeswalker" (115.1: one instance, either an opponent or an object)
        return {"any": ["opponent", tw]}

    def tn_or_player(self, *tws):
        return {"any": list(tws) + ["player"]}

    def target_one(self, f):
        return Tgt(f)

    def target_any(self):
        return Tgt("any target")

    def target_up_to(self, n, f):
        return Tgt(f, count={"up_to": n})

    def target_any_players(self, tok):
        return Tgt("opponent" if str(tok).lower().startswith("opponent") else "player", count=ANY_NUMBER)

    def target_up_to_players(self, n, tok):
        return Tgt("opponent" if str(tok).lower().startswith("opponent") else "player", count={"up_to": n})

    def target_up_to_other(self, n, f):
        # "up to one other target creature": other than the source (109.2)
        return Tgt(_and(f, "other"), count={"up_to": n})

    def target_n(self, n, f):
        if n == 1:
            return Tgt(f)
        return Tgt(f, count=n)

    def rcp_each_of_a_or_b(self, a, b):
        # "each of one or two targets": any target (115.4), at least A, at most B (601.2c)
        return self.target_a_or_b(a, b, "any target")

    def rcp_each_of_up_to(self, n):
        return Tgt("any target", count={"up_to": n})

    def target_a_or_b(self, a, b, f):
        # "one or two target creatures" (601.2c: at least A, at most B)
        if not (isinstance(a, int) and isinstance(b, int) and 0 < a < b):
            raise Unsupported("'N or M target' with numbers that aren't fixed")
        return Tgt(f, count={"min": a, "max": b})

    def target_n_or_more(self, n, f):
        # "one or more target creatures" (601.2c, 115.1: at least N, any number more)
        if not isinstance(n, int) or n < 1:
            raise Unsupported("'N or more target' with a number that isn't fixed")
        return Tgt(f, count={"min": n})

    def target_any_number(self, f):
        # "any number of target creatures": zero or more (115.6, 601.2c)
        return Tgt(f, count=ANY_NUMBER)

    def target_any_number_other(self, f):
        # "any number of other target creatures": other than the source (109.2)
        return Tgt(_and(f, "other"), count=ANY_NUMBER)

    def target_another(self, f):
        return Tgt(_and(f, "other"))

    def target_noun(self, ph):
        if ph.player:
            types = [i for i in ph.items if i != "player"]
            base = _flat(types) if types else None
            if base is None:
                return "player"
            if isinstance(base, dict) and "any" in base:
                return {"any": base["any"] + ["player"]}
            return {"any": [base, "player"]}
        return ph.filter()

    def tn_opponent(self):
        return "opponent"

    def spell_filter(self, ph):
        # the spell's own qualities; "spell" is the event's ("a white permanent spell": 110.4b)
        return _permanent_spell(ph.filter())

    def any_spell(self):
        return None

    def spell_with(self, *parts):
        # "a spell with mana value 4 or greater", "a creature spell with flying"
        items = [p for p in parts if p is not None]
        if items and isinstance(items[0], Phrase):
            items = list(items[0].items) + items[1:]
        return _flat(items)

    # ------------------------------------------------ filters
    def pre_color(self, t):
        return _words(t)

    def pre_non(self, t):
        return _non(t)

    def pre_other(self):
        return "other"

    def pre_tapped(self):
        return "tapped"                               # 110.5

    def pre_untapped(self):
        return {"not": "tapped"}

    def pre_non_pair(self, tok):
        a, b = [w.strip() for w in str(tok).split(",")]
        return {"all": [_non(Token("NON_WORD", a)), _non(Token("NON_WORD", b))]}

    def pre_color_pair(self, tok):
        a, _or, b = str(tok).lower().split()
        return {"any": [a, b]}

    def pre_attacking(self):
        return "attacking"                            # 506.4

    def pre_blocking(self):
        return "blocking"

    def pre_attacking_or_blocking(self):
        return {"any": ["attacking", "blocking"]}

    def pre_legendary(self):
        return "legendary"

    def pre_snow(self):
        return "snow"                                 # 205.4a: a supertype

    def pre_basic(self):
        return "basic"

    def pre_nontoken(self):
        return "nontoken"

    def pre_token(self):
        return "token"

    def pre_commander(self, _tok):
        return "commander"                       # 903.3

    def pre_face_down(self):
        return "face_down"                       # 708.2

    def pre_colorless(self):
        return "colorless"

    def pre_multicolored(self):
        return "multicolored"

    def pre_modified(self):
        return "modified"                        # 700.9

    def pre_historic(self):
        # 700.6: artifacts, legendaries and Sagas are historic
        return {"any": ["artifact", "legendary", {"subtype": "Saga"}]}

    def noun_types(self, *ws):
        player = "player" in ws
        types = [w for w in ws if w != "player"]
        if len(types) > 1:
            return Phrase([{"any": types}], player=player)
        return Phrase(list(types), player=player)

    def noun_subtype(self, sub, tw=None):
        name, fam = _subtype(sub)
        if tw is not None:
            return Phrase([tw, {"subtype": name}])
        if fam == "creature":
            return Phrase(["creature", {"subtype": name}], creature_subtype=True)
        return Phrase([{"subtype": name}])

    def noun_urzas_pair(self, tok):
        # 205.3i: "Urza's Tower" names two land types of one land
        second = str(tok).split(" ", 1)[1]
        return Phrase([{"subtype": "Urza's"}, {"subtype": second}])

    def noun_subtype_or(self, a, b, tw=None):
        na, fa = _subtype(a)
        nb, fb = _subtype(b)
        items = [{"any": [{"subtype": na}, {"subtype": nb}]}]
        if tw is not None:
            items.insert(0, tw)
        elif fa == fb == "creature":
            items.insert(0, "creature")
        return Phrase(items)

    def noun_type_or_subtype(self, tw, sub):
        name, _fam = _subtype(sub)
        return Phrase([{"any": [tw, {"subtype": name}]}])

    def noun_type_list(self, tok):
        words = [w for w in re.split(r"[,\s]+", str(tok).lower()) if w and w not in ("or", "and", "and/or")]
        return self.noun_types(*[_type_word(w) for w in words])

    def noun_type_both(self, tok):
        # 205.2a: "artifact creature": an object with both card types
        a, b = str(tok).lower().split()
        if a == b.rstrip("s"):
            raise Unsupported("a type said twice")
        return Phrase([_type_word(a), _type_word(b)])

    def noun_type_token(self, t):
        return Phrase([t, "token"])

    def noun_type_both_token(self, tok):
        return Phrase(self.noun_type_both(tok).filter() + ["token"])

    def token_post(self, *mods):
        return Phrase(["permanent", "token"] + [m for m in mods if m is not None])

    def noun_permanent(self):
        return Phrase(["permanent"])

    def noun_commander(self):
        return Phrase(["commander"])                      # 903.3d: in whatever zone the phrase names

    def noun_your_commander(self, _tok):
        return Phrase(["commander", {"owner": "you"}])   # 903.3: the commander of your deck

    def noun_your_ring_bearer(self, _tok):
        # 701.52e: "your Ring-bearer" -- on the battlefield under your control with the designation
        return Phrase(["ring_bearer", {"controller": "you"}])

    def noun_ring_bearer(self, _tok):
        return Phrase(["ring_bearer"])                    # 701.52b: each player's Ring-bearer

    def post_you_control(self):
        return {"controller": "you"}

    def post_you_control_named_self(self):
        return [{"controller": "you"}, {"name": self.name}]   # 201.2

    def post_you_own(self):
        return {"owner": "you"}                            # 108.3

    def post_not_you_control(self):
        return {"controller": "opponent"}

    def post_opponent_controls(self):
        return {"controller": "opponent"}

    def post_defending_player_controls(self):
        return DEFENDING_CONTROLS

    def rel_phrase(self, *parts):
        return self.filter_noun_phrase(*parts)

    def rel_subtype(self, tok):
        return Phrase([{"subtype": _subtype(tok)[0]}])

    def rel_type(self, tok):
        return Phrase([_type_word(str(tok))])

    def post_that_is(self, _t, *phrases):
        # "that's a Wolf or a Werewolf": either filter (a creature type alone names the type)
        fs = [p if isinstance(p, str) else _subject(p, bare_subtypes=True) for p in phrases
              if isinstance(p, (Phrase, str)) and not (isinstance(p, Token) and p.type == "REL_OR")]
        return fs[0] if len(fs) == 1 else {"any": fs}

    def post_that_isnt(self, _t, *phrases):
        return {"not": self.post_that_is(_t, *phrases)}

    def post_that_player_controls(self, _t):
        return THAT_PLAYER_CONTROLS

    def post_target_player_controls(self, t):
        # "each creature target player controls": the player is a target (115.1); the objects are
        # those the chosen player controls as the instruction is followed (608.2c), resolved with
        # the targets (assemble, _target_player_controls)
        return {TARGET_CONTROLS: Tgt("opponent" if "opponent" in str(t).lower() else "player", controls=True)}

    # 607.2d, 614.12a: "of the chosen type/color" -- the value chosen as the source entered (or
    # as the effect was created, 608.2d), read by the filter as {chosen: KEY}
    def post_chosen_type(self, _t):
        return {"subtype": {"chosen": "creature_type"}}

    def post_chosen_color(self, _t):
        return {"color": {"chosen": "color"}}

    # "of that type" names the value chosen by a "Choose a creature type." of the same ability
    # (608.2d); the mark `_that` is taken off by _choices_checked, else the ability is unsupported
    def post_that_type(self, _t):
        return {"subtype": {"chosen": "creature_type", "_that": True}}

    def post_not_chosen_type(self, _t):
        # "creatures that aren't of the chosen type" (607.2d / 608.2d)
        return {"not": {"subtype": {"chosen": "creature_type"}}}

    # "of the creature type of your choice" / "of the color of your choice": chosen as the
    # instruction resolves (608.2d); the `_yours` mark asks _yours_chosen for a choice before it
    def post_type_of_your_choice(self, _t):
        return {"subtype": {"chosen": "creature_type", "_yours": True}}

    def post_color_of_your_choice(self, _t):
        return {"color": {"chosen": "color", "_yours": True}}

    def post_that_color(self, _t):
        return {"color": {"chosen": "color", "_that": True}}

    def post_chosen_name(self, _t):
        # "with that name" / "with the chosen name" (201.4, 608.2d): the card name a "Choose a card
        # name." of the same instructions chose; a choice made before it is checked (_choices_checked)
        # (marked `_that` like "of that type": left anywhere else, the ability is unsupported)
        return {"name": {"chosen": "card_name", "_that": True}}

    # 122.1: "with a +1/+1 counter on it", "with a counter on it" (any kind), "with N or more
    # KIND counters on it", "with no counters on it"
    def con_kind(self, kind, *_):
        k = str(kind)
        if k.lower() == "no":
            return {"not": {"counters": "any"}}
        return {"counters": "any" if k.lower() in ("a", "an") else k}

    def con_any(self, *_):
        return {"counters": "any"}

    def con_n(self, n, kind=None, *_):
        if not isinstance(n, int) or n < 1:
            raise Unsupported("a number of counters that isn't fixed")
        k = "any" if kind is None or str(kind).lower() in ("a", "an") else str(kind)
        return {"counters": {"kind": k, "ge": n}}

    def post_counters(self, c, *_):
        return c

    # 120.1: "that was dealt damage this turn", "that dealt damage this turn" (the turn's damage)
    def post_was_dealt_damage(self, _t):
        return "was_dealt_damage"

    # 608.2c: a relation to the object named by the phrase's head (ref_and_related puts it in); the
    # `_rel` mark left anywhere else makes the ability unsupported (_that_checked)
    # (`_rel` holds the word naming the object: "that creature" -> creature, "it" -> it)
    def post_same_name(self, t):
        return {"shares": {"name": _RELATED}, "_rel": _last_word(t)}        # 201.2a

    def post_same_mana_value(self, t):
        return {"shares": {"mana_value": _RELATED}, "_rel": _last_word(t)}  # 202.3

    def post_shares_color(self, t):
        return {"shares": {"color": _RELATED}, "_rel": _last_word(t)}       # 105.2

    def post_shares_creature_type(self, t):
        return {"shares": {"creature_type": _RELATED}, "_rel": _last_word(t)}   # 205.3m

    def post_same_name_target(self, _tok, ph):
        return {"shares": {"name": Tgt(self.target_noun(ph))}}

    def post_related_sacrificed(self, tok):
        t = " ".join(str(tok).lower().split())
        cls = next(c for w, c in (("mana value", "mana_value"), ("name", "name"), ("color", "color"),
                                  ("creature type", "creature_type"), ("card type", "card_type")) if w in t)
        return {"shares": {cls: {"remembered": "sacrificed"}}}

    def ref_and_related(self, head, _tok, ph):
        # 608.2c: "target creature and each other creature with the same name as that creature": the
        # target and each permanent related to it (the target itself among them: one set, each once)
        items = ph.filter()
        items = items if isinstance(items, list) else [items]
        if not any(isinstance(i, dict) and i.get("_rel") for i in items):
            raise Unsupported("'and each other ...' without a relation to the object named before")
        if isinstance(head, Tgt) and head.count != 1:
            raise Unsupported("'and each other ...' related to several targets")
        related = [_related_to(i, head) for i in items]
        return OneSet([head, {"each": _flat(related)}])

    def return_gy_and_named(self, ph, _tok, _same, dest):
        t = Tgt(_and(ph.filter(), "card", {"zone": "graveyard"}, {"owner": "you"}))
        named = {"cards_in": "graveyard", "of": "you", "filter": ["card", {"shares": {"name": t}}]}
        if dest == "hand":
            return [{"return_to_hand": OneSet([t, named])}]
        return [{"return_to_battlefield": OneSet([t, named]), **({"tapped": True} if dest == "tapped" else {})}]

    def gnd_hand(self):
        return "hand"

    def gnd_battlefield(self):
        return "battlefield"

    def gnd_battlefield_tapped(self):
        return "tapped"

    def ref_enchanted_and_related(self, _noun, _tok, ph):
        return self.ref_and_related("enchanted", _tok, ph)

    def ref_self_and_related(self, _tok, ph):
        return self.ref_and_related("self", _tok, ph)

    def post_not_named_self(self, _t):
        return {"not": {"name": self.name}}               # 201.2

    def post_other_than_self(self, _t):
        return "other"                      # 109.2: every object but the ability's source

    def post_other_than_attached(self, tok):
        # 303.4, 301.5: every object but the one the source is attached to
        return {"not": "equipped" if "equipped" in str(tok).lower() else "enchanted"}

    def post_mv_parity(self, tok):
        # "spells with even mana values", "a creature with an odd mana value" (202.3)
        return {"mana_value": {"parity": "even" if "even" in str(tok).lower() else "odd"}}

    def post_blocking_source(self, _t):
        return "blocking_source"            # 509.1a: it blocks the ability's source

    def post_blocked_by_source(self, _t):
        return "blocked_by_source"          # 509.1a: the ability's source blocks it

    def post_blocking_or_blocked_by_source(self, _t):
        return {"any": ["blocking_source", "blocked_by_source"]}

    def post_dealt_damage(self, _t):
        return "dealt_damage"

    def post_entered_this_turn(self, _t):
        return "entered_this_turn"

    def post_dealt_damage_to_you(self, _t):
        return "dealt_damage_to_you"               # 120.1, 109.5: damage dealt to the ability's controller

    def post_attacked_this_turn(self, _t):
        return "attacked_this_turn"                # 508.1: declared as an attacker this turn

    def post_that_has_counters(self, _t, c, *_):
        return c

    def post_that_lacks_counters(self, _t, c, *_):
        return {"not": c}

    def post_no_counters(self, kind, *_):
        return {"not": {"counters": str(kind)}}

    def post_with(self, kw):
        if not isinstance(kw[0], str):
            raise Unsupported("a filter on a triggered keyword")
        return {"has": kw[0]}

    def post_with_either(self, a, _or, b):
        # "creatures with flying or reach": an object with either keyword
        return {"any": [self.post_with(a), self.post_with(b)]}

    def post_without(self, kw):
        if not isinstance(kw[0], str):
            raise Unsupported("a filter on a triggered keyword")
        return {"not": {"has": kw[0]}}

    def power(self):
        return "power"

    def toughness(self):
        return "toughness"

    def mana_value(self):
        return "mana_value"

    def post_ge(self, stat, n, *_):
        return {stat: {"ge": n}}

    def post_le(self, stat, n):
        return {stat: {"le": n}}

    # 107.3a, 608.2h: a characteristic compared with X or with a number computed as the filter
    # is used (pyengine.game.numbers fills it in)
    def post_eq(self, stat, n):
        return {stat: {"eq": _filter_number(n)}}

    def post_le_value(self, stat, v):
        return {stat: {"le": _filter_number(v)}}

    def post_lt_value(self, stat, v):
        return {stat: {"lt": _filter_number(v)}}

    def post_ge_value(self, stat, v):
        return {stat: {"ge": _filter_number(v)}}

    def post_gt_value(self, stat, v):
        return {stat: {"gt": _filter_number(v)}}

    def post_eq_value(self, stat, v):
        return {stat: {"eq": _filter_number(v)}}

    # the numbers a filter compares with (608.2h: computed as the filter is used)
    def fv_self(self, stat):
        return {f"{stat}_of": "self"}

    def fv_sacrificed(self, _tok, stat):
        # the sacrificed object as it last existed (608.2h), as power_sacrificed says it
        return {"remembered_power": "sacrificed"} if stat == "power" else {f"{stat}_of": {"remembered": "sacrificed"}}

    def fv_count(self, ph):
        return {"count": ph.filter()}

    def fv_colors_spent(self):
        return {"colors_spent": "self"}              # 601.2h, 106.1: remembered as its costs were paid

    def fv_counters_self(self, kind):
        return {"counters_on": "self", "kind": str(kind)}

    def fv_cards_in(self, tok, zone):
        words = str(tok).lower().split()
        f: Any = "card"
        if words[0] not in ("card", "cards"):
            kind = words[0]
            f = [kind, "card"]             # "nonland" is a filter word; "permanent card": 110.4b
        return {"count_in": {"zone": zone, "filter": f}}

    def fv_plus(self, n, v):
        if not isinstance(n, int):
            raise Unsupported("X plus a number")
        return {"sum": [n, v]}

    def cmp_phrase(self, *parts):
        return self.filter_noun_phrase(*parts)

    def filter_noun_phrase(self, *parts):
        pre = [p for p in parts if not isinstance(p, Phrase)]
        noun = [p for p in parts if isinstance(p, Phrase)][0]
        idx = parts.index(noun)
        before, after = list(parts[:idx]), list(parts[idx + 1:])
        return Phrase(before + noun.items + after, player=noun.player, creature_subtype=noun.creature_subtype)

    def adjectives(self, *mods):
        return Phrase(list(mods))

    def article(self, *_):
        return None

    # ------------------------------------------------ start symbols
    def ability(self, *xs):
        return xs[-1]                          # an ability word (207.2c) has no rules meaning

    def spell_ability_word(self, _word, x):
        return x                               # "Domain — ...": an ability word (207.2c) on a spell

    def spell_keywords(self, kl):
        return kl

    def spell_effects(self, effects):
        if _has_key(effects, "_zone"):
            raise Unsupported("a spell returning itself from the graveyard")
        return ("spell", {"effect": effects})

    def spell_modal(self, modes):
        return ("spell", modes.block())

    def spell_line(self, x):
        return x


_BASIC_LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
def _typecycling_filter(word: str) -> list:
    """The card a typecycling ability searches for (702.29e): a subtype ("mountain"), or card
    types and supertypes ("basic land", "artifact land")."""
    words = word.lower().split()
    if words and all(w in ("basic", "land", "artifact") for w in words) and words[-1] == "land":
        return words + ["card"]
    forms = {k.lower(): v for k, v in subtype_forms().items()}
    if word.lower() in forms:
        return [{"subtype": forms[word.lower()][0]}, "card"]
    raise Unsupported(f"{word}cycling: not a card type or subtype")


_LAND_SUBTYPES = set(_BASIC_LAND_TYPES) | {"Desert", "Gate", "Cave", "Sphere", "Town", "Lair", "Locus", "Mine",
                                           "Power-Plant", "Tower", "Urza's"}


def _no_quoted_loss(kws: list) -> None:
    """113.10: an object losing an ability written as its text (' loses "..."') -- the layer
    system removes abilities by their term, and a printed ability isn't one of a granted text."""
    if any(isinstance(k, dict) for k in kws):
        raise Unsupported("losing an ability named by its text")
    _no_banding_loss(kws)


def _no_banding_loss(kws: list) -> None:
    """702.22b: losing banding loses every "bands with other" ability too, which the layer system
    doesn't remove with it."""
    if "banding" in kws:
        raise Unsupported('losing banding, and with it all "bands with other" abilities (702.22b)')


GRANTER = "$granter"          # the granting object's name in a granted ability (201.5a)


def _granter_id(tok: Any) -> str:
    """The granting object's id of a "$granter@ID" token; "granter" before the layer system names it
    (the text as the granting card says it, compiled to judge it)."""
    m = re.fullmatch(r"\$granter@(.+)", str(tok))
    return m.group(1) if m else "granter"


# 707.9a: the mark of "it has this ability" inside a copy exception (ce_has takes it out)
_THIS_ABILITY = object()


def _granted_keyword(k: dict) -> dict:
    """A keyword that compiles to an ability of its own, granted by an effect: {text: "Exalted"}
    (pyengine.cards.card.granted_ability compiles it where the object has it)."""
    text = k.get("text")
    got = compile_ability(text, "<granted ability>") if isinstance(text, str) else None
    if not got or len(got) != 1:
        raise Unsupported("a granted ability the compiler can't say, or one that isn't one ability")
    return {"text": text}


def _creatures(ph: Phrase) -> Any:
    """A filter of creatures in combat ("red creatures", "Walls", "creatures with flying")."""
    f = ph.filter()
    items = f if isinstance(f, list) else [f]
    return f if "creature" in items else _flat(["creature"] + items)


def _lure_rules(ph: Phrase) -> list:
    """509.1c: "all creatures [with flying] able to block X do so" -- lure, or lure_by a filter."""
    f = _creatures(ph)
    return [{"kind": "lure"}] if f == "creature" else [{"kind": "lure_by", "by": f}]


def _subject(subj: Any, bare_subtypes: bool = False) -> Any:
    """The filter of a static ability's subject: "self", "enchanted", "equipped", a noun phrase,
    or two of them ("All Forests and all Saprolings"). A bare creature-type noun means creatures of
    that type ("Other Goblins get +1/+1") unless the statement makes them creatures."""
    if isinstance(subj, tuple):
        return {"any": [_subject(s, bare_subtypes) for s in subj]}
    if isinstance(subj, Phrase):
        if bare_subtypes and subj.creature_subtype:
            return _flat([i for i in subj.items if i != "creature"])
        return subj.filter()
    return subj


def _characteristics(subj: Any, words: list) -> dict:
    """Layer operations for "is/are ..." statements (205.1a: a new card type or subtype replaces
    the old ones of its kind; 205.1b: "in addition to its other types", "still a land" and "an
    artifact creature" keep them; 305.7: setting a land's subtype replaces its land types and
    their rules text)."""
    kinds = [k for k, _v in words]
    added = {v for k, v in words if k == "in_addition"}
    keep = bool(added & {"types", "both"}) or "still" in kinds
    keep_colors = bool(added & {"colors", "both"})         # 105.3: "in addition to its other colors"
    if keep_colors and not [k for k in kinds if k in ("color", "colorless", "chosen_color", "choice")]:
        raise Unsupported("'in addition to its other colors' with no color")
    types = [v for k, v in words if k == "type"]
    # 205.1b: "an artifact creature" keeps the prior types and subtypes -- but a "[creature type]
    # artifact creature" replaces the creature types
    new_creature_types = not keep and "artifact" in types and "creature" in types
    if "artifact" in types and "creature" in types:
        keep = True
    subs = [v for k, v in words if k == "sub"]
    colors = [v for k, v in words if k == "color"]
    pts = [v for k, v in words if k in ("pt", "base_pt")]
    ops: dict = {}
    implied = {w for w in (subj if isinstance(subj, list) else [subj]) if isinstance(w, str)}
    if types:
        if keep:
            new = [t for t in types if t not in implied]
            if new:
                ops["add_types"] = new
        else:
            ops["set_types"] = types
    land_subs = [s for s, fam in subs if fam in ("basic_land", "land")]
    creature_subs = [s for s, fam in subs if fam == "creature"]
    if len(land_subs) + len(creature_subs) != len(subs):
        raise Unsupported("subtypes other than land and creature types")
    if "every_basic" in kinds:
        land_subs = land_subs + _BASIC_LAND_TYPES
    if land_subs and creature_subs:
        if not keep:
            raise Unsupported("setting creature and land types at once")
        ops["add_subtypes"] = creature_subs + land_subs
    elif land_subs:
        ops["add_land_types" if keep else "set_land_types"] = land_subs
    elif creature_subs:
        if keep and not new_creature_types:
            ops["add_subtypes"] = creature_subs
        else:
            ops["set_creature_types"] = creature_subs
    if "chosen_type" in kinds:
        ops["add_subtypes" if keep else "set_creature_types"] = {"chosen": "creature_type"}
    if "that_type" in kinds:                        # 608.2d: the type a "Choose ..." before it chose
        ops["add_subtypes" if keep else "set_creature_types"] = {"chosen": "creature_type", "_that": True}
    for k, v in words:                                 # "of your choice" (608.2d)
        if k == "choice" and v == "creature_type":
            ops["add_subtypes" if keep else "set_creature_types"] = {"choice": v}
        elif k == "choice" and v == "basic_land_type":
            ops["add_land_types" if keep else "set_land_types"] = {"choice": v}
        elif k == "choice":
            ops["add_colors" if keep or keep_colors else "set_colors"] = {"choice": v}
    if "colorless" in kinds:
        if keep_colors:
            raise Unsupported("colorless in addition to other colors")
        ops["set_colors"] = []
    if colors:
        ops["add_colors" if keep_colors else "set_colors"] = colors
    if "chosen_color" in kinds:
        ops["add_colors" if keep or keep_colors else "set_colors"] = {"chosen": "color"}
    if "that_color" in kinds:
        ops["add_colors" if keep or keep_colors else "set_colors"] = {"chosen": "color", "_that": True}
    if len(pts) > 1:
        raise Unsupported("two power/toughness statements")
    if pts:
        ops["set_pt"] = pts[0]
    if "lose_all" in kinds:
        ops["lose_all_abilities"] = True
    supers = [v for k, v in words if k == "supertype"]
    if supers:                                      # "becomes a legendary ... creature": it gains it (205.4)
        ops["add_supertypes"] = supers
    names = [v for k, v in words if k == "name"]
    if len(names) > 1:
        raise Unsupported("two names")
    if names:                                       # 612.8: "named Vitu-Ghazi" -- only that name
        ops["set_name"] = names[0]
    if not ops:
        raise Unsupported("a statement about what objects are")
    if land_subs and types and not keep and "land" not in types:
        raise Unsupported("land types on a nonland")
    return ops


_ORDINALS = {"second": 2, "third": 3}
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}


def _chapters(tok: Any) -> dict:
    nums = [_ROMAN[x.strip()] for x in str(tok).rstrip("—").strip().split(",")]
    whens = [{"event": "chapter", "chapter": n} for n in nums]
    return whens[0] if len(whens) == 1 else {"any": whens}


def _not_face_down_lki(f: Any) -> Any:
    """A leaves-the-battlefield trigger's filter is read on the object as it last existed
    (603.10a); whether it was face down is not part of what the game loop remembers of it (it is
    revealed and face up once it has left, 708.9): "a face-down creature dies" isn't said."""
    if "face_down" in repr(f):
        raise Unsupported("a face-down permanent leaving the battlefield (face down as it last existed, 603.10a)")
    return f


def _face_down_kw(kind: str, mana: Any) -> dict:
    """A morph / megamorph / disguise keyword: its `casting` part (docs/cards.md)."""
    if "X" in str(mana).upper():
        raise Unsupported(f"a {kind} cost with X (702.37f)")
    return {"casting": {"kind": kind, "cost": str(mana)}, "text": f"{kind.capitalize()} {mana}"}


def _subject_trigger(subj: Any, when: dict, keep_it: bool = False) -> Trigger:
    """A trigger on ~ itself, or on the creature ~ enchants or equips ("Whenever enchanted creature
    becomes tapped", "Whenever equipped creature deals combat damage to a player"): the event's
    object is then that creature, and "it" / "that creature" means it."""
    if subj in (None, "self"):
        return Trigger(when, self_subject=not keep_it)

    def put(w: dict) -> dict:
        if "any" in w:
            return {"any": [put(x) for x in w["any"]]}
        w = dict(w)
        if w.get("event") == "damage":
            for k in ("source", "target"):
                if w.get(k) == "self":
                    w[k] = subj
            if keep_it:
                return w
        else:
            w["filter"] = subj
        return w
    return Trigger(put(when), self_subject=False)


def _damage_that_player(to: dict) -> dict:
    """In a trigger on damage dealt to you, the player "that player" can name is the source's
    controller ("Whenever a source an opponent controls deals damage to you, that player
    sacrifices a permanent")."""
    return {"that_player": "source_controller"} if to.get("to") == "you" else {}


def _int(n: Any) -> int:
    if not isinstance(n, int):
        raise Unsupported("a condition with a variable number")
    return n


def _tapped_for_mana(f: Any, what: str | None, who: str) -> dict:
    when: dict = {"event": "tapped_for_mana", "filter": f, "player": who}
    if what is not None:
        when["produced"] = what
    return when


def _cast_trigger(f: Any, who: str) -> Trigger:
    when: dict = {"event": "cast", "player": who}
    if f is not None:
        when["filter"] = f
    return Trigger(when, self_subject=False)


# Predefined tokens (111.10): each one's characteristics, its abilities written as the rule writes
# them and compiled by this compiler (a token whose ability the compiler can't say stays
# unsupported). Lander and Mutagen postdate the rules text in docs: their definition is the
# reminder text the cards print ("It's an artifact with ...").
_PREDEFINED_TOKENS: dict[str, tuple[dict, tuple[str, ...]]] = {
    "Treasure": ({"types": ["artifact"]}, ("{T}, Sacrifice this artifact: Add one mana of any color.",)),   # 111.10a
    "Food": ({"types": ["artifact"]}, ("{2}, {T}, Sacrifice this artifact: You gain 3 life.",)),           # 111.10b
    "Gold": ({"types": ["artifact"]}, ("Sacrifice this artifact: Add one mana of any color.",)),           # 111.10c
    "Walker": ({"types": ["creature"], "subtypes": ["Zombie"], "colors": ["black"], "power": 2,            # 111.10d
                "toughness": 2}, ()),
    "Shard": ({"types": ["enchantment"]}, ("{2}, Sacrifice this enchantment: Scry 1, then draw a card.",)),  # 111.10e
    "Clue": ({"types": ["artifact"]}, ("{2}, Sacrifice this artifact: Draw a card.",)),                   # 111.10f
    "Blood": ({"types": ["artifact"]}, ("{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.",)),  # 111.10g
    "Powerstone": ({"types": ["artifact"]},                                                              # 111.10h
                   ("{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.",)),
    "Map": ({"types": ["artifact"]}, ("{1}, {T}, Sacrifice this artifact: Target creature you control explores. "
                                      "Activate only as a sorcery.",)),                                  # 111.10s
    "Junk": ({"types": ["artifact"]}, ("{T}, Sacrifice this artifact: Exile the top card of your library. "
                                       "You may play that card this turn. Activate only as a sorcery.",)),  # 111.10t
    "Lander": ({"types": ["artifact"]}, ("{2}, {T}, Sacrifice this artifact: Search your library for a basic "
                                         "land card, put it onto the battlefield tapped, then shuffle.",)),
    "Mutagen": ({"types": ["artifact"]}, ("{1}, {T}, Sacrifice this artifact: Put a +1/+1 counter on target "
                                          "creature. Activate only as a sorcery.",)),
    # 111.10j-r, 303.7: Role tokens, Auras named by their role
    "Cursed Role": ({"name": "Cursed", "types": ["enchantment"], "subtypes": ["Aura", "Role"]},
                    ("Enchant creature", "Enchanted creature has base power and toughness 1/1.")),
    "Monster Role": ({"name": "Monster", "types": ["enchantment"], "subtypes": ["Aura", "Role"]},
                     ("Enchant creature", "Enchanted creature gets +1/+1 and has trample.")),
    "Royal Role": ({"name": "Royal", "types": ["enchantment"], "subtypes": ["Aura", "Role"]},
                   ("Enchant creature", "Enchanted creature gets +1/+1 and has ward {1}.")),
    "Sorcerer Role": ({"name": "Sorcerer", "types": ["enchantment"], "subtypes": ["Aura", "Role"]},
                      ("Enchant creature", "Enchanted creature gets +1/+1 and has \"Whenever this creature "
                                           "attacks, scry 1.\"")),
    "Virtuous Role": ({"name": "Virtuous", "types": ["enchantment"], "subtypes": ["Aura", "Role"]},
                      ("Enchant creature", "Enchanted creature gets +1/+1 for each enchantment you control.")),
    "Wicked Role": ({"name": "Wicked", "types": ["enchantment"], "subtypes": ["Aura", "Role"]},
                    ("Enchant creature", "Enchanted creature gets +1/+1.",
                     "When this Aura is put into a graveyard from the battlefield, each opponent loses 1 life.")),
    "Young Hero Role": ({"name": "Young Hero", "types": ["enchantment"], "subtypes": ["Aura", "Role"]},
                        ("Enchant creature", "Enchanted creature has \"Whenever this creature attacks, if its "
                                             "toughness is 3 or less, put a +1/+1 counter on it.\"")),
}
_NAMED_TOKENS: dict[str, dict] = {}


def _predefined_token(name: str) -> dict:
    """The card of a predefined token (111.10), its abilities compiled from their text."""
    if name in _NAMED_TOKENS:
        return _NAMED_TOKENS[name]
    if name not in _PREDEFINED_TOKENS:
        raise Unsupported(f"a predefined {name} token")
    chars, texts = _PREDEFINED_TOKENS[name]
    abilities = []
    for t in texts:
        got = compile_ability(t, name)
        if not got:
            raise Unsupported(f"a predefined {name} token (its ability {t!r})")
        abilities.extend(got)
    card = {"name": chars.get("name", name), "types": list(chars["types"]),
            "subtypes": list(chars.get("subtypes", [name])),
            "colors": list(chars.get("colors", [])), "abilities": abilities}
    if "power" in chars:
        card["power"], card["toughness"] = chars["power"], chars["toughness"]
    _NAMED_TOKENS[name] = card
    return card


_TAPPED = object()
_TAPPED_ATTACKING = object()
_ATTACKING = object()
_TAPPED_ATTACKING_THAT = object()      # "tapped and attacking that player"


def _token_desc(n: Any, args: tuple) -> tuple:
    """(number, token card, extras of the instruction: tapped, attacking)."""
    marks = (_TAPPED, _TAPPED_ATTACKING, _ATTACKING, _TAPPED_ATTACKING_THAT)
    extra: dict = {}
    if any(a is _TAPPED or a is _TAPPED_ATTACKING or a is _TAPPED_ATTACKING_THAT for a in args):
        extra["tapped"] = True
    if any(a is _TAPPED_ATTACKING or a is _ATTACKING for a in args):
        extra["attacking"] = True                  # 508.4
    if any(a is _TAPPED_ATTACKING_THAT for a in args):
        extra["attacking"] = "that_player"         # 508.4: the player the effect names
    rest = [a for a in args if not any(a is m for m in marks)]
    body = rest[0]
    kws = rest[1] if len(rest) > 1 else None
    return (n, _token_with(body, kws), extra)


def _named_token(sub: Any) -> dict:
    name, _fam = _subtype(sub)
    return _predefined_token(name)


def _token_quoted(q: Any) -> list:
    """A token's quoted ability (111.4), compiled as a card's ability text: "This token can't block."
    ("this token" is the token itself)."""
    text = _quoted_text(q)
    # "this token" is the token itself (normalize already wrote "~", 201.5); the name of the
    # object that created it stays written out, 201.5a, and doesn't compile. The token has no
    # name of its own here: "create a Food token" in it is another token (111.10b)
    got = compile_ability(text, "<token>")
    if not got:
        raise Unsupported("a token's quoted ability the compiler can't say")
    return [{**a, "text": text} for a in got]


def _emblem_quoted(q: Any) -> list:
    """An emblem's quoted ability (114.2), compiled as a card's ability text ("this emblem" is the
    emblem itself); it functions in the command zone (114.4)."""
    text = _quoted_text(q)
    got = compile_ability(re.sub(r"\b[Tt]his emblem\b", "~", text), "Emblem")
    if not got:
        raise Unsupported("an emblem's quoted ability the compiler can't say")
    out = [_in_command_zone(a) for a in got]
    if any(a is None for a in out):
        raise Unsupported("an emblem's ability other than a static or triggered ability (114.4)")
    return [{**a, "text": text} for a in out]


def _in_command_zone(a: Any) -> dict | None:
    """An ability that functions in the command zone (an emblem's, 114.4; a face-up plane's or
    phenomenon's, 901.7): a static ability of the layer system or a triggered ability; None for
    any other kind, which the engine doesn't execute there."""
    if isinstance(a, dict) and isinstance(a.get("static"), dict):
        return {**a, "static": {**a["static"], "functions_in": ["command"]}, **_combat_in_command(a)}
    if isinstance(a, dict) and isinstance(a.get("triggered"), dict):
        return {**a, "triggered": {**a["triggered"], "zone": "command"}}
    if isinstance(a, dict) and set(a) - {"text"} == {"combat"}:
        return {**a, **_combat_in_command(a)}
    return None


def _combat_in_command(a: dict) -> dict:
    """A static ability's combat rules (509.1b ...) functioning in the command zone (114.4)."""
    if not isinstance(a.get("combat"), list):
        return {}
    return {"combat": [{**r, "functions_in": ["command"]} for r in a["combat"]]}


def _planar(abilities: list) -> list:
    """901.7, 311.4, 312.5, 314.4: a plane's, phenomenon's or scheme's abilities function in the command
    zone while it is face up; an ability of another kind there (an activated ability, a keyword) is
    reported."""
    out = []
    for a in abilities:
        if isinstance(a, dict) and "unsupported" in a:
            out.append(a)
            continue
        got = _in_command_zone(a)
        text = a.get("text") if isinstance(a, dict) else str(a)
        out.append(got if got is not None else {"unsupported": text, "text": text})
    return out


def _token_with(body: dict, kws: Any) -> dict:
    if kws:
        body = {**body, "abilities": list(kws)}
    return body


def _non(t: Any) -> Any:
    w = _words(t)
    rest = w[3:].lstrip("-")
    if rest in ("white", "blue", "black", "red", "green"):
        return f"non{rest}"
    if rest in ("artifact", "creature", "enchantment", "land", "planeswalker", "basic", "legendary", "token"):
        return f"non{rest}"
    if rest == "snow":                                # 205.4a: "nonsnow"
        return {"not": "snow"}
    if rest == "commander":                           # 903.3: "noncommander"
        return {"not": "commander"}
    orig = str(t)[3:].lstrip("-")
    if orig in subtype_forms():
        return {"not": {"subtype": subtype_forms()[orig][0]}}
    raise Unsupported(f"the filter word {w!r}")


def _subtypes_in(x: Any) -> set:
    if isinstance(x, dict):
        return ({x["subtype"]} if isinstance(x.get("subtype"), str) else set()) | \
            set().union(*(_subtypes_in(v) for v in x.values() if isinstance(v, (list, dict))))
    if isinstance(x, list):
        return set().union(*(_subtypes_in(v) for v in x)) if x else set()
    return set()


# 611.2e: what "It's a [type] in addition to its other types" may say of an entering permanent
_ENTERS_AS_OPS = {"add_types", "add_subtypes", "add_land_types", "add_supertypes", "add_colors", "set_pt"}


def _battlefield_puts(seq: list) -> list:
    """The instructions of `seq` (nested ones included: "you may", "if it's ...", "when you do")
    that put a card onto the battlefield from another zone: `return_to_battlefield`, or a
    `top_card` branch putting the top card there."""
    found: list = []

    def walk(x: Any) -> None:
        if isinstance(x, list):
            for v in x:
                walk(v)
        elif isinstance(x, dict):
            if "return_to_battlefield" in x:
                found.append(x)
                return
            if "top_card" in x and isinstance(x["top_card"], dict):
                found.extend(b for b in x["top_card"].get("branches") or () if b.get("to") == "battlefield")
                return
            for k, v in x.items():
                if k not in ("text", "filter", "targets"):
                    walk(v)
    walk(seq)
    return found


def _merged(seq: list) -> list:
    """"Gain control of it until end of turn. That creature gains haste until end of turn": one
    continuous effect on the same object, created at once (611.2)."""
    out: list = []
    for ins in seq:
        prev = out[-1] if out else None
        if prev is not None and isinstance(ins, dict) and _same_object_effect(prev, ins):
            out[-1] = {**prev, "continuous": {**prev["continuous"], **ins["continuous"]}}
            continue
        out.append(ins)
    return out


def _same_object_effect(a: dict, b: dict) -> bool:
    """Two continuous effects from one resolving ability on the same referenced object with the
    same duration and operations of different kinds."""
    return ("continuous" in a and "continuous" in b and "on" in a and a.get("on") == b.get("on")
            and a.get("duration") == b.get("duration") and set(a) == set(b)
            and not set(a["continuous"]) & set(b["continuous"]))


# instructions that record whether they did something ("if you do", 608.2d): pyengine.game.instructions
_DID_KEYS = ("draw", "discard", "sacrifice", "exile", "destroy", "return_to_hand", "return_own", "damage", "take_among",
             "exile_own", "counters", "tap", "untap", "put_from_hand", "hand_to_library",
             # a continuous effect begun, life lost, a token created, an attachment, a card put into a
             # library, cards milled, a die rolled (pyengine/game/instructions.py records each as done)
             "continuous", "lose_life", "create_token", "attach", "put_in_library", "mill", "roll_die")


# the sentences read with the instruction before them (OracleTransformer.effects)
_DID_MARKS = ("_if_you_do", "_when_you_do", "_if_you_dont")


def _did_attached(last: list, mark: dict) -> list:
    """608.2d, 603.12: the sentence before (`last`) with "If you do, ..." (`_if_you_do`), "When
    you do, ..." (`_when_you_do`) or "If you don't, ..." (`_if_you_dont`) read with the instruction
    it ends with: an optional payment (`may_pay`: then / when_you_do / else), an optional
    instruction (`may`: the check after its instructions, which record whether they did
    something; `else` if the player declines), or instructions that must be done (`do`: the same
    check; "Discard a card. If you do, draw a card." -- with no card to discard, nothing was done)."""
    kind = next(k for k in _DID_MARKS if k in mark)
    what = {"_if_you_do": "'if you do'", "_when_you_do": "'when you do'", "_if_you_dont": "'if you don't'"}[kind]
    body = _checked(list(mark[kind]))
    if not last:
        raise Unsupported(f"{what} with no instruction before it")
    prev = dict(last[-1])
    if set(prev) == {"delayed"} and isinstance(prev["delayed"].get("effect"), list) and \
            not prev["delayed"].get("until"):
        # "At the beginning of the next end step, return that creature to its owner's hand. If you
        # do, ...": of the delayed ability's instruction, as it resolves (603.7, 608.2c)
        d = dict(prev["delayed"])
        d["effect"] = _did_attached(list(d["effect"]), mark)
        return list(last[:-1]) + [{"delayed": d}]
    if prev.get("_if_sentence") and isinstance(prev.get("then"), list) and "else" not in prev:
        # "If this card is in your graveyard, you may pay 1 life. If you do, ...": of the
        # instruction the conditional sentence ends with (608.2c)
        prev["then"] = _did_attached(prev["then"], mark)
        return list(last[:-1]) + [prev]
    if "_discarded" in mark and not ("may" in prev or "do" in prev or any("discard" in i for i in last
                                                                        if isinstance(i, dict))):
        raise Unsupported("'when you discard a card this way' with no discard before it")
    if "may_pay" in prev and isinstance(prev["may_pay"], dict):
        prev.pop("_did_open", None)
        slot = {"_if_you_do": "then", "_when_you_do": "when_you_do", "_if_you_dont": "else"}[kind]
        if prev.get(slot) is not None or (kind != "_if_you_dont" and ("then" in prev or "when_you_do" in prev)):
            raise Unsupported(f"{what} twice after one payment")
        prev[slot] = _reflexive_block(body) if kind == "_when_you_do" else body
        return list(last[:-1]) + [prev]
    if "may" in prev and "player" not in prev and isinstance(prev["may"], list):
        key, head = "may", list(prev["may"])
    elif "do" in prev:
        key, head = "do", list(prev["do"])
    else:
        # instructions that must be done: all of the sentence before (608.2c)
        key, head, prev, last = "do", list(last), {"do": list(last), "text": "; ".join(_describe(i) for i in last)}, []
    check = head.pop() if head and "if" in head[-1] and isinstance(head[-1]["if"], dict) \
        and set(head[-1]["if"]) == {"did"} else None
    if not head or not all(any(k in i for k in _DID_KEYS) for i in head):
        raise Unsupported(f"{what} after an instruction that doesn't say whether it was done")
    if kind == "_when_you_do":
        if prev.get("when_you_do") is not None:
            raise Unsupported("'when you do' twice after one instruction")
        if "_discarded" in mark:
            # 603.12: "When you discard a nonland card this way, ... that card's mana value": of
            # the one discard among the instructions; it triggers only if the card it discarded
            # is of that kind (pyengine.game: `trigger_if`); "that card" is that card
            disc = [i for i in head if isinstance(i, dict) and "discard" in i]
            if len(disc) != 1 or disc[0].get("discard") != 1 or disc[0].get("player", "you") != "you" \
                    or "random" in disc[0]:
                raise Unsupported("'when you discard a card this way' after other than one card you discard")
            block = _reflexive_block(_discarded_refs(body))
            block["trigger_if"] = {"discarded_this_way": mark["_discarded"]}
            prev["when_you_do"] = block
            prev[key] = head + ([check] if check is not None else [])
            return list(last[:-1]) + [prev]
        if len(head) == 1 and "sacrifice" in head[0]:
            # "You may sacrifice another creature. When you do, ... that creature's power": the
            # sacrificed object as it last existed (608.2h), remembered for the reflexive ability
            head = [{**head[0], "remember": "sacrificed"}]
            body = _sacrificed_refs(body)
        prev["when_you_do"] = _reflexive_block(body)
    elif kind == "_if_you_do":
        if check is not None:
            raise Unsupported("'if you do' twice after one instruction")
        check = {"if": {"did": True}, "then": body}
    else:
        if prev.get("else") is not None or (check is not None and "else" in check):
            raise Unsupported("'if you don't' twice after one instruction")
        # the player declines (`else` of may), or chooses to but the instruction does nothing
        check = {**check, "else": body} if check is not None else {"if": {"did": False}, "then": body}
        if key == "may":
            prev["else"] = body
    prev[key] = head + ([check] if check is not None else [])
    return list(last[:-1]) + [prev]


def _next_end_step(seq: list, tok: Any) -> dict:
    # 603.7a: a delayed triggered ability at the beginning of the next end step (yours: "your next
    # end step"); what it names is fixed as it's created (the targets, the created objects)
    who = "you" if "your" in str(tok).lower() else "any"
    return {"delayed": {"when": {"event": "step", "step": "end", "player": who}, "effect": _checked(seq),
                        "text": str(tok).lower()}}


def _copies_new_targets(x: Any) -> bool:
    """707.10c: mark each copy instruction in x (also inside then/may/delayed) as letting its
    controller choose new targets; whether there was one."""
    found = False
    if isinstance(x, dict):
        if "copy_spell" in x:
            x["new_targets"] = True
            found = True
        for v in x.values():
            found = _copies_new_targets(v) or found
    elif isinstance(x, list):
        for v in x:
            found = _copies_new_targets(v) or found
    return found


def _copy_event_checked(x: Any, events) -> Any:
    """x without the marks of "copy that spell" / "copy it" (the spell a cast trigger is about) and
    "copy ~" (this spell, from "when you cast ~"), each checked against the trigger's events."""
    if isinstance(x, dict):
        if "_copy_event" in x:
            if set(events) == {"cast_self"} and x["_copy_event"] == "cast":
                x = {**x, "of": "self", "_copy_event": "cast_self"}        # "when you cast ~, copy it"
            if x["_copy_event"] not in events or len(set(events)) != 1:
                raise Unsupported("copying a spell the trigger is not about")
        return {k: _copy_event_checked(v, events) for k, v in x.items() if k != "_copy_event"}
    if isinstance(x, list):
        return [_copy_event_checked(v, events) for v in x]
    return x


def _words_in(f: Any) -> set:
    """The plain words of a filter ("land" in ['basic', 'land', 'card'])."""
    if isinstance(f, str):
        return {f}
    if isinstance(f, list):
        return {w for x in f for w in _words_in(x)}
    return set()


def _without_words(ins: Any) -> Any:
    if isinstance(ins, dict) and "_words" in ins:
        return {k: v for k, v in ins.items() if k != "_words"}
    return ins


def _has_instance(x: Any, cls: type) -> bool:
    """Does the raw instruction data hold an object of class `cls` (a marker such as It, Tgt)?"""
    if isinstance(x, cls):
        return True
    if isinstance(x, dict):
        return any(_has_instance(y, cls) for y in x.values())
    if isinstance(x, list):
        return any(_has_instance(y, cls) for y in x)
    return False


def _has_it(x: Any) -> bool:
    return _has_instance(x, It)


def _spell_is_it(seq: list) -> list:
    """"If this spell was kicked, it deals 2 damage to ...": the damage's source "it" is the
    spell itself (the subject of the sentence)."""
    out = []
    for i in seq:
        if isinstance(i, dict) and "damage" in i and type(i.get("source")) is It:
            i = {k: v for k, v in i.items() if k != "source"}
        out.append(i)
    return out


def _replaced_value(x: Any, v: str, by: Any) -> Any:
    """x with every value v replaced by `by`."""
    if x == v:
        return by
    if isinstance(x, dict):
        return {k: _replaced_value(y, v, by) for k, y in x.items()}
    if isinstance(x, list):
        return [_replaced_value(y, v, by) for y in x]
    return x


def _has_value(x: Any, v: str) -> bool:
    if x == v:
        return True
    if isinstance(x, dict):
        return any(_has_value(y, v) for y in x.values())
    if isinstance(x, list):
        return any(_has_value(y, v) for y in x)
    return False


def _replace_value(x: Any, v: str, new: Any) -> Any:
    if isinstance(x, str) and x == v:
        return new
    if isinstance(x, dict):
        return {k: _replace_value(y, v, new) for k, y in x.items()}
    if isinstance(x, list):
        return [_replace_value(y, v, new) for y in x]
    return x


def _per(n: Any, count: dict) -> Any:
    """N for each ...: N times a count."""
    if not isinstance(n, int):
        raise Unsupported("X for each")
    return count if n == 1 else {"times": [n, count]}


def _cond_it(obj: Any) -> It:
    """The object a condition names: "it" (It), or "that creature" (ThatIt, with its word)."""
    return ThatIt(word=obj[1]) if isinstance(obj, tuple) and obj[0] == "that" else It()


def _names_word(f: Any, word: str) -> bool:
    """Does a target filter name objects a "that WORD" can mean (a permanent: any object word)?"""
    if word == "permanent":
        return True
    if isinstance(f, str):
        return f == word
    if isinstance(f, list):
        return any(_names_word(x, word) for x in f)
    if isinstance(f, dict) and "any" in f:
        return all(_names_word(x, word) for x in f["any"])
    return False


def _obj_cond(obj: str, c: dict) -> dict:
    """A condition on the source ("~ is tapped"); said of "it", it is marked `_it`: a static
    ability's or a self-subject trigger's "it" is the source (_static_cond), elsewhere "it" may be
    another object (an instruction can't read it: left `_it`, the compiler doesn't place it)."""
    return {**c, "_it": True} if obj == "it" else c


_SOURCE_CONDITION_KEYS = ("source_counters", "source_attached", "source_tapped", "source_attacking",
                          "source_blocking", "self_is")


def _bare_it_as_self(x: Any) -> Any:
    """The instructions with each bare "it" (no "that creature", no "them") naming the source."""
    if type(x) is It:
        return "self"
    if isinstance(x, dict):
        return {k: _bare_it_as_self(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_bare_it_as_self(v) for v in x]
    return x


def _trigger_cond(c: dict, self_subject: Any, when: Any = None) -> dict:
    """An intervening "if" (603.4): "it" there is the object the trigger event is about -- the
    source itself only in a trigger on the source's own event. After a leaves-the-battlefield
    event the source is read as it last existed (603.10a): only "if it had a [kind] counter on
    it" is (the event's last known information)."""
    events = [w.get("event") for w in (when.get("any", [when]) if isinstance(when, dict) else [])]
    if "it_was" in c:
        # "Whenever equipped creature dies, if it was a Human, ...", "When ~ dies, if it was a
        # creature, ...": the object that left the battlefield, as it last existed (603.10a)
        if isinstance(c["it_was"], ThatIt) or not isinstance(c["it_was"], It) or not events or \
                not all(e in ("dies", "leaves") for e in events):
            raise Unsupported("'if it was ...' about an object other than the one that left the battlefield")
        return {"event_was": c["filter"]}
    if "it_is" in c and set(c) == {"it_is", "filter"} and isinstance(c["it_is"], It) and \
            not isinstance(c["it_is"], ThatIt) and events:
        # "Whenever this creature attacks, if its power is 6 or greater", "Whenever a creature you
        # control enters, if its power is 3 or greater": the source in a trigger on its own event,
        # else the object the event is about -- as it last existed after it left the battlefield
        # (603.10a), else as it is now
        if self_subject is True and not any(e in ("dies", "leaves") for e in events):
            return {"self_is": c["filter"]}
        return {"event_was": c["filter"]}
    for k in _SPENT_KEYS:
        if isinstance(c.get(k), It):
            # 601.2h: "Whenever you cast a noncreature spell, if at least four mana was spent to
            # cast it": the spell the event is about (the source itself in a trigger on its own event)
            c = {**c, k: "self" if self_subject is True else "it"}
    if c.get("_it") and self_subject is not True:
        # "Whenever another creature you control dies, if it had a +1/+1 counter on it, ...": "it"
        # is the creature that died, read as it last existed (603.10a: the event's last known
        # information, which is what `had_no_counters` reads for any leaves-the-battlefield event)
        if not (set(c) == {"_it", "source_counters", "at_least"} and c["at_least"] == 1 and events
                and all(e in ("dies", "leaves") for e in events)):
            raise Unsupported("a condition on 'it' other than the object with the ability")
    c = {k: v for k, v in c.items() if k != "_it"}
    if any(k in c for k in _SOURCE_CONDITION_KEYS) and any(e in ("dies", "leaves") for e in events):
        if set(c) == {"source_counters", "at_least"} and c["at_least"] == 1 and \
                all(e in ("dies", "leaves") for e in events):
            return {"not": {"had_no_counters": c["source_counters"]}}
        raise Unsupported("a condition on the source after it left the battlefield")
    return c


# trigger events about players or steps, never about the object with the ability (a card in a
# graveyard can see them, 113.6m): "At the beginning of your upkeep", "When you gain life", ...
_NO_OBJECT_EVENTS = frozenset({"step", "life_gain", "life_loss", "draw", "discard", "scry", "surveil", "cycle",
                            "cast", "attack_declared", "crime", "proliferate", "search_library", "die_roll",
                            "dice_rolled", "player_counters", "player_attacked"})


def _puts_self_into_graveyard(trig: Trigger) -> bool:
    """Is every trigger event of the ability its object being put into a graveyard ("When you
    discard this card", 701.8a)? Such an ability may move the card out of the graveyard (113.6m)."""
    return all(isinstance(w, dict) and w.get("event") in _SELF_TO_GRAVEYARD and "filter" not in w
               for w in trig.when.get("any", [trig.when]))


_SELF_TO_GRAVEYARD = frozenset({"discard_self", "to_graveyard"})


def _not_about_self(trig: Trigger) -> bool:
    """Is the trigger condition about something other than the object with the ability (so that
    the ability may work from a graveyard, 113.6m)? An event on an object names it by a filter
    ("Whenever a creature you control dies"); a player's or a step's event names none."""
    if _has_key(trig.when, "self") or _has_value(trig.when, "self"):
        return False
    if trig.self_subject is False:
        return True
    return all(isinstance(w, dict) and (w.get("event") in _NO_OBJECT_EVENTS or "filter" in w or "sources" in w)
               for w in trig.when.get("any", [trig.when]))


def _self_zone_ability(trig: Trigger, cond: Any, effects: list, zone: Any) -> tuple[list, str, Any]:
    """A triggered ability whose intervening "if" says the object is in a zone ("if this card is
    in your graveyard, return it to your hand", 603.4): it functions only in that zone (113.6b,
    113.6k); "return it to your hand" then moves the card from that zone only (400.7)."""
    cond = _zone_cond_named(cond)
    zones = {v for v in _values_of(cond, "source_in_zone")}
    if len(zones) != 1 or not _only_conjuncts(cond, "source_in_zone") or not _not_about_self(trig):
        raise Unsupported("a triggered ability working from the graveyard")
    (z,) = zones
    if zone not in (None, z):
        raise Unsupported("a triggered ability working from the graveyard")
    if _has_key(effects, "_self_zone_it") and (trig.self_subject is not True or _has_tgt(effects)):
        # "it": the source only in an ability on no other object (no target, no event's object)
        raise Unsupported("'it' in a triggered ability working from the graveyard")
    return _self_zone_filled(effects, z), z, cond


def _targets_in(x: Any) -> set:
    """The instances of "target" (their identities) inside raw instructions."""
    found: list = []
    _collect(x, found)
    return {id(t) for t in found if isinstance(t, Tgt)}


def _has_tgt(x: Any) -> bool:
    return _has_instance(x, Tgt)


def _self_zone_mark(ref: Any) -> dict:
    """ "~" or "it" moved from the zone its ability works from (400.7): marks until `triggered`."""
    if ref == "self":
        return {"_self_zone": True}
    if type(ref) is It:
        return {"_self_zone": True, "_self_zone_it": True}
    raise Unsupported("moving an object other than this card from another zone")


def _zone_cond_named(c: Any) -> Any:
    """The mark of "~ is in your graveyard" (a condition only a triggered ability working from
    that zone may have; elsewhere it stays a mark the compiler could not place) made a condition."""
    if isinstance(c, list):
        return [_zone_cond_named(v) for v in c]
    if isinstance(c, dict):
        return {("source_in_zone" if k == "_source_in_zone" else k): _zone_cond_named(v) for k, v in c.items()}
    return c


def _names_source_counters(cond: Any) -> bool:
    """A condition about the counters on ~ itself ("there are no depletion counters on ~")."""
    if isinstance(cond, dict) and set(cond) == {"not"}:
        cond = cond["not"]
    return isinstance(cond, dict) and "source_counters" in cond and "_it" not in cond


def _sacrifice_it_is_self(x: Any) -> Any:
    """ "sacrifice it" after a condition naming ~: ~ itself (701.21a)."""
    if isinstance(x, dict):
        if x.get("sacrifice") == "self" and isinstance(x.get("_it_check"), It):
            return {k: v for k, v in x.items() if k != "_it_check"}
        return {k: _sacrifice_it_is_self(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_sacrifice_it_is_self(v) for v in x]
    return x


def _without_key(x: Any, key: str) -> Any:
    """The instructions with a compiler mark removed (nested mappings and lists included)."""
    if isinstance(x, dict):
        return {k: _without_key(v, key) for k, v in x.items() if k != key}
    if isinstance(x, list):
        return [_without_key(v, key) for v in x]
    return x


_SPENT_KEYS = ("mana_spent_on", "mana_spent_total", "colored_mana_spent")


def _values_of(x: Any, key: str) -> list:
    """Every value of `key` in the instructions (nested mappings and lists included)."""
    if isinstance(x, dict):
        return ([x[key]] if key in x else []) + [v for y in x.values() for v in _values_of(y, key)]
    if isinstance(x, list):
        return [v for y in x for v in _values_of(y, key)]
    return []


def _only_conjuncts(cond: Any, key: str) -> bool:
    """The condition is {key: ...} or all of several conditions, one of them {key: ...} (not
    under "or"/"not": then the object may be elsewhere)."""
    if isinstance(cond, dict) and key in cond:
        return True
    return isinstance(cond, dict) and set(cond) == {"all"} and any(_only_conjuncts(c, key) for c in cond["all"]) \
        and not any(_has_key(c, key) and not _only_conjuncts(c, key) for c in cond["all"])


def _self_zone_filled(x: Any, zone: str) -> Any:
    """ "return ~ to your hand" said of a card in `zone`: from that zone only (400.7)."""
    if isinstance(x, list):
        return [_self_zone_filled(v, zone) for v in x]
    if isinstance(x, dict):
        out = {k: _self_zone_filled(v, zone) for k, v in x.items() if k not in ("_self_zone", "_self_zone_it")}
        if x.get("_self_zone"):
            out["from"] = zone
        return out
    return x


def _intervening_if(effects: list, self_subject: Any, when: Any = None) -> tuple[list, Any]:
    """A triggered ability whose text starts "if [condition], ..." right after its trigger
    condition (603.4): the condition is its intervening "if", governing all its instructions."""
    first = effects[0] if effects else None
    if not (isinstance(first, dict) and first.get("_if_sentence") and "else" not in first):
        return effects, None
    return list(first["then"]) + list(effects[1:]), _trigger_cond(first["if"], self_subject, when)


def _sacrificed_refs(then: list) -> list:
    """ "that creature" in a reflexive ability after "you may sacrifice ...": the sacrificed
    object (an "it" named before any target of the reflexive ability)."""
    refs: list = []
    _collect(then, refs)
    first_target = min((r.seq for r in refs if isinstance(r, Tgt)), default=None)

    def sub(x: Any) -> Any:
        if isinstance(x, dict):
            if set(x) == {"power_of"} and isinstance(x["power_of"], It) and (
                    first_target is None or x["power_of"].seq < first_target):
                return {"remembered_power": "sacrificed"}
            return {k: sub(v) for k, v in x.items()}
        if isinstance(x, list):
            return [sub(v) for v in x]
        if isinstance(x, It) and (first_target is None or x.seq < first_target):
            raise Unsupported("'it' in a reflexive ability after a sacrifice, other than its power")
        return x
    return sub(then)


def _discarded_refs(then: list) -> list:
    """ "that card" / "it" in a reflexive ability after "When you discard a card this way": the
    discarded card (an "it" named before any target of the reflexive ability; 608.2h), which
    the game remembers as it's discarded (`discarded_card`)."""
    refs: list = []
    _collect(then, refs)
    first_target = min((r.seq for r in refs if isinstance(r, Tgt)), default=None)

    def sub(x: Any) -> Any:
        if isinstance(x, dict):
            return {k: sub(v) for k, v in x.items()}
        if isinstance(x, list):
            return [sub(v) for v in x]
        if isinstance(x, It) and (first_target is None or x.seq < first_target):
            if isinstance(x, Them) or (isinstance(x, ThatIt) and x.word not in ("", "card")):
                raise Unsupported("a reference to other than the discarded card after 'when you discard'")
            return {"remembered": "discarded_card"}
        if isinstance(x, It):
            # ("target player mills cards equal to its mana value": the discarded card's, not the
            # target's -- the compiler doesn't guess)
            raise Unsupported("'it' after a target in a reflexive ability after a discard")
        return x
    return sub(then)


def _reflexive_block(then: list) -> dict:
    """603.12: the reflexive triggered ability a "When you do, ..." sentence creates; its targets
    and "it" are assembled on their own (assemble), not as the enclosing ability's."""
    then = _checked(then)
    return {"effect": then, "text": "when you do, " + "; ".join(_describe(i) for i in then), "_reflexive": True}


def _without_own_abilities(x: Any) -> Any:
    """x without the reflexive and delayed abilities inside it (blocks of their own)."""
    if isinstance(x, list):
        return [_without_own_abilities(v) for v in x]
    if isinstance(x, dict):
        return {k: _without_own_abilities(v) for k, v in x.items() if k not in _OWN_ABILITY_KEYS}
    return x


def _reflexives_assembled(x: Any, it_default: str, when: Any = None) -> Any:
    """The reflexive triggered abilities inside instructions, each assembled as its own block. A
    reflexive ability created by a triggered ability is read with that ability's trigger event
    (`when`): the game gives it the memory of the ability that created it (603.12: "that player"
    is the event's player, "defending player" the attacked player), then drops the event."""
    if isinstance(x, list):
        return [_reflexives_assembled(i, it_default, when) for i in x]
    if not isinstance(x, dict):
        return x
    out = {}
    for k, v in x.items():
        if k == "when_you_do" and isinstance(v, dict) and v.get("_reflexive"):
            sub = {kk: vv for kk, vv in v.items() if kk != "_reflexive"}
            if when is not None:
                sub["when"] = when
            out[k] = {kk: vv for kk, vv in assemble(sub, it_default).items() if kk != "when" or when is None}
        elif k == "delayed" and isinstance(v, dict) and v.get("_assemble"):
            # 603.7b: a delayed trigger with a duration ("until end of turn, whenever ...")
            # chooses its targets each time it triggers (603.3d): a block of its own
            out[k] = assemble({kk: vv for kk, vv in v.items() if kk != "_assemble"}, v["_assemble"])
        else:
            out[k] = _reflexives_assembled(v, it_default, when)
    return out


def _flat_restrictions(restrictions: Any) -> list:
    """The parts of an activated ability's restrictions (602.5b), "both" groups opened."""
    out: list = []
    for r in restrictions:
        out += _flat_restrictions(r[1]) if isinstance(r, tuple) and r[0] == "both" else [r]
    return out


# condition heads read only while something resolves or is cast: the object's own spell (kicked,
# mana spent), the instruction before ("this way", "if you do"), a flip, a roll, a clash, a vote
_RESOLUTION_HEADS = frozenset({"done_this_way", "did", "discarded_this_way", "clash", "flip", "roll", "kicked",
                               "kicked_with", "evoked", "escaped", "offspring", "squad", "mana_spent",
                               "mana_spent_total", "colored_mana_spent", "cast_self", "number", "event_was",
                               "resolved_nth", "votes_more", "evolves", "it_is", "it_was", "sacrificed_was",
                               "target_is_other"})


def _activation_cond(c: Any) -> dict:
    """602.5b: the condition of "Activate only if ...", checked as the ability is activated: only
    one about the game's state or this turn's history (not one read while something resolves)."""
    if not isinstance(c, dict):
        raise Unsupported("an activation condition the compiler can't read")
    def heads(x: Any) -> set:
        if not isinstance(x, dict):
            return set()
        out = set(x)
        for k in ("all", "any"):
            for p in (x.get(k) if isinstance(x.get(k), list) else [x.get(k)]):
                out |= heads(p)
        return out | heads(x.get("not"))
    if heads(c) & _RESOLUTION_HEADS:
        raise Unsupported("an activation condition read only while something resolves")
    return _static_cond(c)


def _static_cond(c: dict) -> dict:
    """A condition of a static ability, an activation restriction or a cost change: there "it"
    is the object with the ability (611.3a)."""
    return {k: v for k, v in c.items() if k not in ("_subject", "_it")}


def _negated_cond(c: dict) -> dict:
    """The condition that holds exactly when `c` doesn't: one count with one bound ("two or more
    other lands" <-> "one or fewer"), or your own life total; other shapes are refused."""
    for k in ("controls", "count"):
        if k in c and set(c) <= {k, "at_least", "at_most"} and not ("at_least" in c and "at_most" in c):
            if "at_most" in c:
                return {k: c[k], "at_least": _counted(c["at_most"]) + 1}
            n = _counted(c.get("at_least", 1))
            if n < 1:
                raise Unsupported("a condition that always holds")
            return {k: c[k], "at_most": n - 1}
    if set(c) <= {"life_ge", "life_le", "player"} and len(c) == 1 + ("player" in c) and c.get("player", "you") == "you":
        (k, n), = [(k, v) for k, v in c.items() if k != "player"]
        return {"life_le": _counted(n) - 1} if k == "life_ge" else {"life_ge": _counted(n) + 1}
    raise Unsupported("the opposite of this condition")


def _counted(n: Any) -> int:
    """The number a condition counts to; X there isn't said yet."""
    if not isinstance(n, int):
        raise Unsupported("a condition counting X")
    return n


def _target_n(n: Any) -> Any:
    """How many targets "N target ..." names: a number, or X (107.3: "X target creature cards", chosen
    with the value of X as the spell is cast, 601.2b-c)."""
    return "x" if n == "x" else _whole(n)


def _whole(n: Any) -> int:
    """A number a cost names; X in a cost (107.3) isn't said yet."""
    if not isinstance(n, int):
        raise Unsupported("a cost of X")
    return n


def _cost_n(n: Any) -> Any:
    """How many objects (or how much life, how many counters) a cost of a spell or activated
    ability names: a number, or "x" -- the value its controller announces while casting or
    activating it (107.3a, 601.2b), paid with that value (pyengine.game.costs)."""
    return "x" if n == "x" else _whole(n)


# the numbers a spell's own "costs {1} less for each ..." / "{X} less, where X is ..." counts (601.2f)
_COST_PER_KEYS = COST_PER_KEYS


# the counted quantities the layer system counts (layers.lp bltypes/1); not yet the party (700.8)
_LAYER_QUANTITY_KEYS = {"basic_land_types"}


class _Quantity:
    """A counted quantity that isn't a number of objects ("basic land type among lands you
    control", "creature in your party"), where "for each" otherwise names a filter."""
    def __init__(self, q):
        self.q = q


# the condition words the layer system reads (layers.lp cond(l); pyengine.layers.facts)
# the combat restrictions a condition can switch on and off (ce_combat), as the granted text says them
_CONDITIONAL_COMBAT = {("cant_attack",): "can't attack", ("cant_block",): "can't block",
                       ("cant_attack", "cant_block"): "can't attack or block",
                       ("cant_be_blocked",): "can't be blocked",
                       ("must_attack",): "attacks each combat if able",
                       ("attack_despite_defender",): "can attack as though it didn't have defender"}


def _negated_condition(cond: dict) -> dict:
    """The condition that holds exactly when `cond` doesn't ("unless you control another Giant":
    while you control no other Giant) -- for the counts the layer system compares with a number."""
    marks = {k: v for k, v in cond.items() if k in ("_it", "_subject")}
    cond = {**_layer_condition({k: v for k, v in cond.items() if k not in marks}), **marks}
    keys = set(cond) - {"_it", "_subject"}
    for k in ("controls", "count", "source_counters", "devotion"):
        if k in keys and keys - {k} in (set(), {"at_least"}, {"at_most"}):
            out = {x: v for x, v in cond.items() if x not in ("at_least", "at_most")}
            if "at_most" in cond:
                if not isinstance(cond["at_most"], int):
                    break
                out["at_least"] = cond["at_most"] + 1
            else:
                n = cond.get("at_least", 1)
                if not isinstance(n, int) or n < 1:
                    break
                out["at_most"] = n - 1
            return out
    raise Unsupported("'unless' with a condition whose opposite the layer system can't read")


def _layer_condition(cond: dict) -> dict:
    """A game condition said as the layer system's count of cards (611.3a, 613.1: read as the
    effect's layer begins): "as long as there's a Lesson card in your graveyard" (cards in your
    graveyard matching a filter, 404.1), "as long as you have one or fewer cards in hand" (402.1)."""
    if set(cond) <= {"graveyard", "at_least", "at_most"} and "graveyard" in cond:
        return {"count": _and(cond["graveyard"], "card", {"zone": "graveyard"}, {"owner": "you"}),
                "at_least": int(cond.get("at_least", 1)), **({"at_most": cond["at_most"]} if "at_most" in cond else {})}
    if set(cond) == {"hand_le"} and isinstance(cond["hand_le"], int):
        return {"count": ["card", {"zone": "hand"}, {"owner": "you"}], "at_most": cond["hand_le"]}
    return cond


_LAYER_CONDITION_KEYS = {"controls", "count", "at_least", "at_most", "life_ge", "life_le", "player",
                         "opponents_ge", "your_turn", "source_tapped", "source_attacking", "source_blocking",
                         "card_types", "mana_values", "source_counters", "source_attached", "devotion", "_subject",
                         # what happened this turn (pyengine/layers/facts.py: the game's memory of the turn)
                         "life_lost_this_turn", "life_gained_this_turn", "draws_this_turn", "attacked_this_turn",
                         "descended_this_turn", "casts_this_turn", "monstrous", "renowned", "solved", "most_common_color",
                         "opponent_graveyard_ge", "more_cards_in_hand", "poison_ge"}


def _mana_use_filter(f: Any) -> Any:
    """The filter of a spell or source a mana restriction allows (106.6): read when the mana is
    spent, after its source may have left, so nothing read from the source ("of the chosen type")."""
    if "chosen" in repr(f):
        raise Unsupported("a mana restriction naming the choice of the mana's source")
    return f


def _conditional_mana(effects: list) -> bool:
    """605.1a: "Add {C}. If [condition], add {C}{C} instead." -- one condition about the game,
    mana added either way (nothing else, no choice but the mana's)."""
    if len(effects) != 1 or not isinstance(effects[0], dict):
        return False
    e = effects[0]
    if set(e) - {"if", "then", "else", "_if_sentence"} or not _plain_condition(e.get("if")):
        return False
    branches = [e.get("then"), e.get("else")]
    return all(isinstance(b, list) and b and all(isinstance(x, dict) and "add_mana" in x and
                                                 set(x) <= {"add_mana", "mana_times"} for x in b)
               for b in branches)


def _cost_has_x(cost: Any) -> bool:
    """107.3a: the cost of an activated ability says X ("{X}, {T}", "Remove X storage counters
    from this land"): X is announced as it's activated (601.2b), and "X mana" is that many."""
    return "{X}" in str(cost.mana or "").upper() or any(
        isinstance(c, dict) and "x" in c.values() for c in (cost.extra or []))


def _mana_rider(e: Any) -> bool:
    """An instruction a mana ability may carry after its mana that needs no choice and no target
    (605.1a; executed as the ability resolves, 605.3b): damage or life to its controller, drawing."""
    if isinstance(e, dict) and set(e) == {"if", "then", "_if_sentence"} and _plain_condition(e["if"]) and \
            isinstance(e["then"], list) and all(_mana_rider(x) for x in e["then"]):
        return True                     # "If you control a Nissa planeswalker, you gain 2 life." (608.2c)
    if isinstance(e, dict) and set(e) <= {"sacrifice", "_it_check"} and e.get("sacrifice") == "self":
        # "If there are no depletion counters on ~, sacrifice it." (701.21a; "it" is checked to be
        # the source once it's resolved)
        return True
    if not isinstance(e, dict) or any(str(k).startswith("_") and k != "_subjectless" for k in e):
        return False
    keys = set(e) - {"_subjectless"}
    if keys == {"damage", "to"} and e["to"] == "you" and isinstance(e["damage"], int):
        return True
    if keys <= {"lose_life", "gain_life", "draw", "player"} and e.get("player", "you") == "you" and \
            len(keys - {"player"}) == 1 and all(isinstance(e[k], int) for k in keys - {"player"}):
        return True
    if keys == {"counters", "on"} and e["on"] == "self" and isinstance(e["counters"], dict) and \
            isinstance(e["counters"].get("amount"), int):
        return True                     # "Put a depletion counter on this land" (the depletion lands)
    if keys == {"counters", "on"} and e["on"] == "you" and isinstance(e["counters"], dict) and \
            e["counters"].get("kind") == "poison" and isinstance(e["counters"].get("amount"), int):
        return True                     # "You get a poison counter." (122.1f)
    if keys <= {"gain_life", "lose_life", "player"} and e.get("player") in ("each_opponent", "each_player") and \
            len(keys - {"player"}) == 1 and all(isinstance(e[k], int) for k in keys - {"player"}):
        return True                     # "Each opponent gains 1 life."
    if keys == {"roll_die"} and isinstance(e["roll_die"], int):
        return True                     # "Roll a d20." (706.2: random, no choice)
    if keys == {"delayed"} and isinstance(e["delayed"], dict) and not e["delayed"].get("until") and \
            set(e["delayed"]) <= {"when", "effect", "text"} and isinstance(e["delayed"].get("effect"), list) and \
            all(_mana_rider(x) for x in e["delayed"]["effect"]):
        return True                     # "Draw a card at the beginning of the next turn's upkeep." (603.7a)
    return False


def _plain_condition(c: Any) -> bool:
    """A condition about the game that names no object of the ability (no "it", no target)."""
    return isinstance(c, dict) and not _has_instance(c, (Tgt, It)) and \
        not any(k in ("it_is", "it_was", "sacrificed_was", "did") for k in _keys_of(c))


def _keys_of(x: Any) -> list:
    if isinstance(x, dict):
        return list(x) + [k for v in x.values() for k in _keys_of(v)]
    if isinstance(x, list):
        return [k for v in x for k in _keys_of(v)]
    return []


def _rider_marks_dropped(e: Any) -> Any:
    """A mana rider's conditional sentence as an instruction (`_if_sentence` is a compiler mark)."""
    if isinstance(e, dict):
        return {k: _rider_marks_dropped(v) for k, v in e.items() if k != "_if_sentence"}
    if isinstance(e, list):
        return [_rider_marks_dropped(v) for v in e]
    return e


def _and(f: Any, *more: Any) -> Any:
    items = list(f) if isinstance(f, list) else [f]
    return items + list(more)


def _energy_amount(args: tuple) -> Any:
    """{E}{E}{E} is three; "eight {E}" is eight (107.14)."""
    if len(args) == 2:
        return _whole(args[0])
    return len(str(args[-1])) // 3


def _player_clause(ins: dict, args: tuple) -> dict:
    """A clause about players; without a subject it is the previous clause's subject when joined
    by "and" ("Target player draws two cards and loses 2 life"), else you (the imperative)."""
    if len(args) == 2:
        return _with_player(ins, args[0])
    return {**ins, "_subjectless": True}


def _joined(seq: list) -> list:
    """Clauses joined by "and": a damage clause without a subject has the previous one's source;
    "gets +1/+1 and gains flying until end of turn" is one effect on the same objects, lasting
    as the last part says (611.2a)."""
    out: list = []
    for ins in seq:
        if ins.get("_subjectless"):
            ins = {k: v for k, v in ins.items() if k != "_subjectless"}
            prev = out[-1] if out else None
            if prev is not None and "player" in prev:
                # "Target player sacrifices a creature and loses 2 life", "Each player shuffles ...,
                # then draws seven cards": the subject said before
                ins["player"] = prev["player"]
        if ins.get("on") == "_same" and "combat_rule" in ins:
            prev = out[-1] if out else None
            if prev and "continuous" in prev and "on" not in prev:
                raise Unsupported("a combat restriction on a set of objects")
            if not prev or "on" not in prev or prev["on"] == "_same":
                raise Unsupported("a combat restriction without a subject")
            if "continuous" in prev and prev.get("duration") is None:   # "gets +2/+0 and can't be blocked this turn"
                out[-1] = {**prev, "duration": ins["duration"]}
            out.append({**ins, "on": prev["on"]})
            continue
        if ins.get("on") == "_same":
            prev = out[-1] if out else None
            if not prev or "continuous" not in prev:
                raise Unsupported("gains without a subject")
            merged = dict(prev)
            if set(prev["continuous"]) & set(ins["continuous"]):
                raise Unsupported("one operation said twice in joined clauses")
            merged["continuous"] = {**prev["continuous"], **ins["continuous"]}
            if "choose" in ins:                           # "... and becomes the color of your choice" (608.2d)
                if prev.get("choose", ins["choose"]) != ins["choose"]:
                    raise Unsupported("two values of your choice in one effect")
                merged["choose"] = ins["choose"]
            merged.pop("_same_on", None)
            merged["duration"] = ins["duration"] if ins["duration"] is not None else prev["duration"]
            out[-1] = merged
            continue
        if ins.get("_prev_subject"):
            ins = {k: v for k, v in ins.items() if k != "_prev_subject"}
            prev = out[-1] if out else None
            on = prev.get("on") if prev and "continuous" in prev else None
            if on != "self" and not isinstance(on, It):
                raise Unsupported("damage dealt by what the clause before names, not one object")
            if on != "self":
                ins["source"] = on
        if ins.get("_same_source"):
            ins = {k: v for k, v in ins.items() if k != "_same_source"}
            prev = [i for i in out if "damage" in i]
            if not prev:
                raise Unsupported("damage without a source")
            if "source" in prev[-1]:
                ins["source"] = prev[-1]["source"]
        out.append(ins)
    return out


def _checked(seq: list) -> list:
    for ins in seq:
        if "continuous" in ins and ins.get("duration") is None:
            raise Unsupported("an effect from a resolving ability without a duration")
    return seq


def _as_list(c: Any) -> list:
    return c if isinstance(c, list) else [c]


# the values a resolving ability's "Choose a color / creature type." chooses (pyengine.game.choices)
_CHOICE_KEYS = ("color", "creature_type", "basic_land_type", "card_name", "counter_kind")


def _chosen_keys(x: Any) -> set:
    """The kinds of choices `{chosen: KIND}` an instruction reads."""
    if isinstance(x, dict):
        if set(x) - {"_that"} == {"chosen"} and x["chosen"] in _CHOICE_KEYS:
            return {x["chosen"]}
        return set().union(*(_chosen_keys(v) for v in x.values())) if x else set()
    if isinstance(x, list):
        return set().union(*(_chosen_keys(v) for v in x)) if x else set()
    return set()


def _yours_keys(x: Any) -> set:
    """The kinds of "... of your choice" (`{chosen: KIND, _yours: true}`) an instruction reads."""
    if isinstance(x, dict):
        if x.get("_yours") and x.get("chosen") in _CHOICE_KEYS:
            return {x["chosen"]}
        return set().union(*(_yours_keys(v) for v in x.values())) if x else set()
    if isinstance(x, list):
        return set().union(*(_yours_keys(v) for v in x)) if x else set()
    return set()


def _without_yours(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _without_yours(v) for k, v in x.items() if k != "_yours"}
    if isinstance(x, list):
        return [_without_yours(v) for v in x]
    return x


def _yours_chosen(seq: list) -> list:
    """608.2d: "Destroy all creatures of the creature type of your choice." -- the controller
    chooses the value as that instruction resolves, before it acts: a `choose_value` put in front
    of the instruction, which then reads the value chosen (`{chosen: KIND}`, choices.with_chosen).
    An instruction reading a value chosen before it ("the chosen type") besides one of its own
    choice would read the wrong one: unsupported."""
    out: list = []
    made: set = set()
    for ins in seq:
        keys = _yours_keys(ins) if isinstance(ins, dict) else set()
        if not keys:
            if _chosen_keys(ins) & made:
                # "the chosen type" after "of your choice": the source's value (607.2d), which the
                # choice made on resolution would stand for
                raise Unsupported("'the chosen ...' after a value of your choice")
            out.append(ins)
            continue
        if len(keys) > 1 or _chosen_keys(_without_yours(ins)) - keys or \
                repr(ins).count("'chosen': ") != repr(ins).count("'_yours': True"):
            raise Unsupported("'of your choice' beside another chosen value in one instruction")
        kind = next(iter(keys))
        made.add(kind)
        out.append({"choose_value": kind, "text": "choose a " + kind.replace("_", " ")})
        out.append(_without_yours(ins))
    return out


def _choices_checked(seq: list) -> list:
    """608.2d: in instructions that choose a value as they resolve ("Choose a creature type."),
    each later "the chosen type" must be a value chosen before it (else it would read a choice
    the source made as it entered, 607.2d, which isn't what the card says)."""
    seq = _yours_chosen(seq)
    if not any(isinstance(i, dict) and "choose_value" in i for i in seq):
        return seq
    made: set = set()
    out: list = []
    for ins in seq:
        out.append(ins)
        if not isinstance(ins, dict):
            continue
        if "choose_value" in ins:
            kind = ins["choose_value"]
            made.add(kind["key"] if isinstance(kind, dict) else str(kind).split("/")[0])
            continue
        if "basic_land_type" in made and "creature_type" not in made and "'creature_type'" in repr(ins):
            # 205.3i: "Choose a basic land type. Each land you control becomes that type ..." --
            # "that type" is the land type chosen (305.7)
            ins = out[-1] = _as_land_type(ins)
        if _chosen_keys(ins) - made:
            raise Unsupported("'the chosen ...' with no such choice made before it")
    return _without_that(out)


def _without_that(x: Any) -> Any:
    """Instructions with the `_that` mark of "of that type" taken off (the choice it names found)."""
    if isinstance(x, dict):
        return {k: _without_that(v) for k, v in x.items() if k != "_that"}
    if isinstance(x, list):
        return [_without_that(v) for v in x]
    return x


_REL_TRIGGER_WORDS = ("creature", "spell", "permanent", "artifact", "enchantment", "land", "planeswalker")
_RELATED = "_related"          # the object a relation post_mod relates to, put in by ref_and_related


class OneSet(list):
    """References naming one set of objects ("target creature and each other creature with the same
    name as that creature"): one instruction acts on all of them at once (damage dealt to them is
    one event each, 120.2), each once."""


REL_IT = "_rel_it"              # _related_to: the object "that creature" / "it" names (a RelIt)


@dataclass(eq=False)
class RelIt(It):
    """"that creature" / "that spell" / "it" naming the object a relation relates to ("search your
    library for a card with the same name as that creature"): the target named before it, or the
    trigger event's object when the word names what the trigger's object is (assemble refuses the
    rest: the discarded card, the source itself, ...)."""
    word: str = ""


def _last_word(tok: Any) -> str:
    return str(tok).lower().split()[-1]


def _related_to(item: Any, head: Any) -> Any:
    """A filter item with its relation's object (_RELATED) as `head` (the mark taken off); REL_IT:
    the object the relation's own words name (a RelIt)."""
    if isinstance(item, dict) and item.get("_rel"):
        (cls, _), = item["shares"].items()
        return {"shares": {cls: RelIt(word=str(item["_rel"])) if head == REL_IT else head}}
    return item


def _relation_outside(x: Any, effect: bool = False, each: bool = False) -> bool:
    """Whether a relation leaf (`shares`, "with the same name as that creature") is anywhere but in
    a set of objects an instruction names or counts as it is followed (`each` / `count` inside
    `effect`, not in a continuous effect's own filter): only there does the game loop
    fill in the object it relates to (pyengine.game.relations) -- a target requirement, a trigger
    condition or a static ability's filter would never be evaluated with it."""
    if isinstance(x, dict):
        if "shares" in x and not (effect and each):
            return True
        each = each or (effect and "cards_in" in x)        # "every card in your graveyard that ..."
        return any(_relation_outside(v, effect or k == "effect",
                                     (each or (effect and k in ("each", "count", "search", "destroy_all")))
                                     and k != "continuous")
                   for k, v in x.items())
    if isinstance(x, (list, tuple)):
        return any(_relation_outside(v, effect, each) for v in x)
    return False


def _exiled_cards_checked(abilities: list) -> list:
    """607.2b, 614.14: "the exiled cards" of a characteristic-defining ability are those the
    card's "As ~ enters, exile ..." replacement exiled. The engine links a card in exile to the
    permanent whose ability of its own exiled it (filter word exiled_with_self), so the reading is
    exact only when that replacement is the card's one ability that exiles: otherwise (or with no
    such replacement at all) the ability reading them is unsupported."""
    def reads(a) -> bool:
        return isinstance(a, dict) and "cda" in a and "'exiled_with_self'" in repr(a["cda"])

    def exiles(a) -> bool:
        return isinstance(a, dict) and "exile_from_graveyard" in (a.get("as_enters") or {})
    if not any(reads(a) for a in abilities):
        return abilities
    others = [a for a in abilities if not reads(a) and not exiles(a)]
    ok = sum(1 for a in abilities if exiles(a)) == 1 and not any("exile" in repr(a).lower() for a in others)
    if ok:
        return abilities
    return [{"unsupported": a.get("text"), "text": a.get("text")} if reads(a) else a for a in abilities]


def _that_checked(abilities: list) -> list:
    """An ability still saying "of that type" with no "Choose a creature type." before it in the
    same instructions (608.2d) names no choice the engine makes: unsupported. So is a relation to
    another object where the game loop doesn't fill that object in (_relation_outside)."""
    out = []
    for a in abilities:
        if isinstance(a, dict) and ("'_that': True" in repr(a) or "'_yours': True" in repr(a) or
                                    "'_rel':" in repr(a) or _relation_outside(a)):
            text = a.get("text")
            a = {"spell": {"unsupported": [text]}, "text": text} if "spell" in a else {"unsupported": text, "text": text}
        out.append(a)
    return out


# the instructions whose player `player` names (pyengine.game.instructions): what another player
# may do on resolution ("that player may draw a card", "its controller may search their library")
_PLAYER_MAY_INSTRUCTIONS = {"draw", "gain_life", "lose_life", "search", "discard", "sacrifice"}


def _who_didnt_filled(x: Any, who: str, marks: list) -> Any:
    """The instructions with "each opponent who didn't" (rcp_who_didnt) as the players of the
    "each opponent may" before it (`who`)."""
    if isinstance(x, dict) and "_who_didnt" in x and set(x) <= {"_who_didnt", "_verbs"}:
        if x["_who_didnt"] != who:
            raise Unsupported("'each player who didn't' after 'each opponent may' (or the reverse)")
        marks.append(x)
        return who
    if isinstance(x, dict):
        return {k: _who_didnt_filled(v, who, marks) for k, v in x.items()}
    if isinstance(x, list):
        return [_who_didnt_filled(v, who, marks) for v in x]
    return x


def _unless_subject(seq: list) -> Any:
    """The one player "they" / "that player" of "X unless they pay ..." refers to (118.12a): the
    player X names -- who loses life, sacrifices or discards (`player`), or the player X deals
    damage to (`to`); None when X names no one player (or several)."""
    found: list = []
    for ins in seq:
        for key in ("player", "to"):
            ref = ins.get(key)
            if ref is None or (key == "to" and not (_one_player(ref) or ref in ("each_opponent", "each_player"))):
                continue
            if not any(ref is f or ref == f for f in found):
                found.append(ref)
    if len(found) != 1 or found[0] == "you":
        return None
    ref = found[0]
    return ref if _one_player(ref) or ref in ("each_opponent", "each_player") else None


def _one_player(ref: Any) -> bool:
    """A reference to one player: a target player, the controller of a target, "that player",
    the defending player (not "each player", 101.4)."""
    if ref in ("that_player", DEFENDING_PLAYER) or (isinstance(ref, Tgt) and ref.filter in ("player", "opponent")
                                                   and ref.count == 1):
        return True
    return isinstance(ref, dict) and set(ref) == {"controller_of"} and \
        (isinstance(ref["controller_of"], It) or (isinstance(ref["controller_of"], Tgt) and ref["controller_of"].count == 1))


def _with_player(ins: dict, who: Any) -> dict:
    """An instruction acting on players: `who` is a reference (docs/game.md), "you" by default."""
    if isinstance(who, tuple):                    # an `affected` subject
        _on, who = who
    if isinstance(who, dict) and "each" in who:
        raise Unsupported("a set of objects where players are meant")
    if who != "you":
        ins["player"] = who
    return ins


def _damage(src: Any, n: Any, to: Any) -> list:
    tos = to if isinstance(to, list) and not isinstance(to, OneSet) else [to]
    out = []
    for t in tos:
        if t == ITSELF:                       # "target creature deals damage to itself"
            t = src
        ins: dict = {"damage": n, "to": t}
        if src != "self":
            ins["source"] = src
        out.append(ins)
    return out


def _damage_instead(s: list, last: list, out: list) -> list:
    """608.2c: "If this spell was kicked, it deals 4 damage instead." changes the damage the
    sentence before deals: that instruction becomes "if [condition], the new damage, else the
    old" (the condition checked as the instruction would be followed). Without a recipient the
    new amount goes to the same recipient, so exactly one damage instruction must be before it;
    with one ("deals 4 damage to each creature and each player instead") the new instructions
    replace every damage instruction of that sentence. Removes the replaced instructions from
    `out` and returns what the sentence adds."""
    if len(s) != 1:
        raise Unsupported("'instead' in a sentence saying more")
    new, cond = s[0]["_instead"], s[0]["_cond"]
    old = [i for i in last if isinstance(i, dict) and "damage" in i]
    if not old or len(old) != len([i for i in last if isinstance(i, dict)]):
        raise Unsupported("'deals ... instead' after a sentence that isn't only damage")
    src = new["source"]
    if src not in ("self",) and not isinstance(src, It):
        raise Unsupported("damage instead dealt by another object")
    if "to" in new:
        news = _damage("self", new["damage"], new["to"])
    else:
        if len(old) != 1 or old[0]["damage"] == "divided":
            raise Unsupported("'deals N damage instead' after several damage instructions")
        news = [{**old[0], "damage": new["damage"]}]
    for o in old:
        if "source" in o:
            raise Unsupported("'instead' changing damage dealt by another object")
    for o in old:
        out[:] = [i for i in out if i is not o]
    return [{"if": cond, "then": news, "else": old}]


def _pump_instead(s: list, last: list, out: list) -> list:
    """608.2c: "Target creature gets +2/+2 until end of turn. If this spell was kicked, that
    creature gets +5/+5 until end of turn instead.", "Destroy all lands you control. If it was
    kicked, destroy all lands instead.", "~ deals 1 damage to each creature. If it was kicked, it
    deals 2 damage to each creature instead." -- the sentence before, instructions of the same
    kinds as the new ones, becomes "if [condition], the new instructions, else the old" (the
    condition checked as they would be followed)."""
    if len(s) != 1:
        raise Unsupported("'instead' in a sentence saying more")
    new, cond = _checked(list(s[0]["_pump_instead"])), s[0]["_cond"]
    old = [i for i in (last or []) if isinstance(i, dict)]
    if not old or len(old) != len(last or []) or not new:
        raise Unsupported("'... instead' after a sentence that isn't the same kind of instruction")
    ids = {id(i) for i in old}
    if len(old) == 1 and old[0].get("_if_sentence") and isinstance(old[0].get("then"), list) and "else" not in old[0]:
        # "If you control a black or red permanent, you gain 2 life. If you control a black permanent
        # and a red permanent, you gain 4 life instead.": what the conditional sentence does is
        # changed, under its own condition (608.2c; a trigger's intervening "if" stays one, 603.4)
        changed = [{**old[0], "then": _instead_of(new, cond, list(old[0]["then"]))}]
    elif len(old) == 1 and isinstance(old[0].get("may_pay"), dict) and isinstance(old[0].get("then"), list) and \
            set(old[0]) <= {"may_pay", "then", "player", "text"}:
        # "you may pay {G/W}. If you do, put a +1/+1 counter on it. If it's a Unicorn, put two
        # +1/+1 counters on it instead.": what the "if you do" sentence says is changed (608.2c)
        changed = [{**old[0], "then": _instead_of(new, cond, list(old[0]["then"]))}]
    else:
        changed = _instead_of(new, cond, old)
    out[:] = [i for i in out if id(i) not in ids]
    return changed


def _instead_of(new: list, cond: Any, old: list) -> list:
    """608.2c: "[instructions] instead [if condition]" -- the instructions of the sentence before
    (`old`) are followed only if the condition doesn't hold; if it holds, the new ones are, in their
    place. The new ones replace the whole sentence: instructions of the same kinds, or one
    instruction in place of one ("phases out. If that permanent is black, exile it instead"); an
    effect of several parts isn't partly replaced ("gets +1/+1 and gains flying ... gets +3/+3
    instead": the flying would stay)."""
    new = _returned_instead(new, old)
    if _targets_in(new) - _targets_in(old) and _targets_in(old) and cond != {"kicked": True}:
        # "If you control a Mount, instead destroy target creature.": which targets the spell has
        # would depend on a condition not known as it's cast (601.2c; a kicker is: each instance is
        # then chosen only with or only without it, _kicker_only_targets)
        raise Unsupported("'... instead' naming targets of its own after instructions with targets")
    if _instruction_kinds(old) != _instruction_kinds(new) and not (
            len(old) == 1 and len(new) == 1 and not _COMPOUND & (set(old[0]) | set(new[0]))):
        raise Unsupported("'... instead' after a sentence that isn't the same kind of instruction")
    for o in old:
        parts = set(o.get("continuous") or {}) - {"affects"} if isinstance(o.get("continuous"), dict) else set()
        kept = [set(n.get("continuous") or {}) for n in new if isinstance(n.get("continuous"), dict)]
        if len(parts) > 1 and not any(parts <= k for k in kept):
            raise Unsupported("'... instead' replacing part of an effect")
    return [{"if": cond, "then": new, "else": old}]


# instructions made of others (an optional one, a payment, a condition, a delayed ability): "instead"
# of one of them is said of a part, not of the whole
_COMPOUND = {"may", "may_pay", "do", "each_do", "if", "then", "else", "pay_or", "delayed", "modes", "if_you_do", "when_you_do"}


def _returned_instead(new: list, old: list) -> list:
    """ "Return target creature card from your graveyard to your hand. If ..., return that card to
    the battlefield instead.": "that card" is the target, moved from the graveyard it's still in
    (the instruction before isn't followed, 608.2c)."""
    if len(new) == 1 and len(old) == 1 and new[0].get("_self_zone_it") and \
            set(new[0]) <= {"return_to_battlefield", "_self_zone", "_self_zone_it", "tapped"} and \
            set(old[0]) == {"return_to_hand"} and isinstance(old[0]["return_to_hand"], Tgt):
        ins = {k: v for k, v in new[0].items() if not k.startswith("_")}
        return [{**ins, "return_to_battlefield": old[0]["return_to_hand"]}]
    return new


def _instruction_kinds(seq: list) -> set:
    return {next((k for k in i if k in INSTRUCTION_KEYS), None) for i in seq}


def _choices_in(x: Any) -> list:
    """The kinds of "of your choice" values ({choice: K}) in a continuous effect (608.2d)."""
    if isinstance(x, dict):
        if set(x) == {"choice"}:
            return [x["choice"]]
        return [k for v in x.values() for k in _choices_in(v)]
    if isinstance(x, list):
        return [k for v in x for k in _choices_in(v)]
    return []


def _with_choice(ins: dict) -> dict:
    """A continuous-effect instruction that says "of your choice": its `choose` (608.2d)."""
    kinds = _choices_in(ins.get("continuous"))
    if len({repr(k) for k in kinds}) > 1:
        raise Unsupported("two values of your choice in one effect")
    return {**ins, "choose": kinds[0]} if kinds else ins


# 702.34a: the text of a flashback granted with "The flashback cost is equal to its mana cost" (the
# ability the card has; compiled back by kw_flashback_mana_cost)
FLASHBACK_MANA_COST_TEXT = "Flashback. The flashback cost is equal to its mana cost."


# 612.2: the kinds of words a text-changing effect replaces (pyengine/game/text_words.py)
_TEXT_WORD_KINDS = {"color word": "color", "basic land type": "basic_land_type", "creature type": "creature_type"}


def _continuous(aff: tuple, effect: dict, duration: Any) -> dict:
    _on, ref = aff
    if ref in ("you", "controller", "each_player", "each_opponent", "target_player", "that_player"):
        # "You gain protection from the color of your choice": a player isn't an object the layer
        # system changes (613); player protection (702.16) isn't modelled
        raise Unsupported("a continuous effect on a player")
    if isinstance(ref, dict) and "each" in ref:       # the affected set, locked as it resolves (611.2c)
        return _with_choice({"continuous": {"affects": ref["each"], **effect}, "duration": duration})
    return _with_choice({"continuous": effect, "on": ref, "duration": duration})


def _zone_popped(x: Any, zones: set) -> Any:
    """Instructions with their "_zone" marks turned into `from: ZONE` (the zone the object must
    still be in, 400.7), the zones collected."""
    if isinstance(x, list):
        return [_zone_popped(v, zones) for v in x]
    if isinstance(x, dict):
        out = {k: _zone_popped(v, zones) for k, v in x.items() if k != "_zone"}
        if "_zone" in x:
            zones.add(x["_zone"])
            out["from"] = x["_zone"]
        return out
    return x


def _never_aura(f: Any) -> bool:
    """A filter only a creature, artifact, land or planeswalker matches (never an Aura)."""
    if isinstance(f, str):
        return f in ("creature", "artifact", "land", "planeswalker")
    if isinstance(f, list):
        return any(_never_aura(x) for x in f)
    if isinstance(f, dict) and set(f) == {"any"} and isinstance(f["any"], list):
        return all(_never_aura(x) for x in f["any"])
    return False


def _permanent_card_filter(f: Any) -> bool:
    """A filter only a permanent card matches (110.4c: only those can be put onto the battlefield)."""
    if _never_aura(f):
        return True
    if isinstance(f, str):
        return f in ("permanent", "enchantment", "battle")
    if isinstance(f, dict) and set(f) == {"subtype"} and isinstance(f["subtype"], str):
        # an artifact, enchantment, land or planeswalker subtype (Equipment, Shrine, Forest): only
        # a card of that permanent type has it (205.3d); a creature type doesn't say so, a
        # kindred instant or sorcery has one too (205.3m)
        fam = subtype_forms().get(f["subtype"], (None, None))[1]
        return fam in ("artifact", "enchantment", "land", "basic_land", "planeswalker")
    if isinstance(f, list):
        return any(_permanent_card_filter(x) for x in f)
    if isinstance(f, dict) and set(f) == {"any"} and isinstance(f["any"], list):
        return all(_permanent_card_filter(x) for x in f["any"])
    return False


def _describe(ins: dict) -> str:
    return str(ins["text"]) if isinstance(ins.get("text"), str) else next(iter(ins))


# ---------------------------------------------------------------- assembling: targets and "it"
def _difference_filled(x: Any, diff: Any) -> Any:
    if x == {"_difference": True}:
        return diff
    if isinstance(x, dict):
        return {k: _difference_filled(v, diff) for k, v in x.items()}
    if isinstance(x, list):
        return [_difference_filled(v, diff) for v in x]
    return x


def _them_after_affected(effect: Any, named: list) -> dict[int, Any]:
    """611.2c, 608.2c: "Creatures you control get +1/+3 until end of turn. Untap them." -- "them" /
    "they" (with no target or created object named before it) right after an instruction acting on a
    group names that group (_group_of, as "those creatures" does: the same filter, read again, only
    when that instruction can't change which objects match it). {id(pronoun): {each: FILTER}}."""
    out: dict[int, Any] = {}
    if not isinstance(effect, list):
        return out
    for prev, ins in zip(effect, effect[1:]):
        group = _group_of(prev) if isinstance(ins, dict) else None
        if group is None or not group[1]:
            continue
        for v in ins.values():
            if isinstance(v, (Plural, Them)) and not any(n.seq < v.seq for n in named):
                out[id(v)] = {"each": group[0]}
    return out


def _they_event_player(effect: Any, when: Any, named: list, taken: dict) -> dict[int, Any]:
    """"Whenever an opponent draws a card, they lose 2 life." -- "they" as the player of an
    instruction, with nothing named before it, in a triggered ability whose trigger event is a
    player's: that player (as "that player" says, 603.2; 608.2c). {id(pronoun): "that_player"}."""
    out: dict[int, Any] = {}
    if not isinstance(effect, list) or when is None or not all(e in _PLAYER_EVENTS for e in _events(when)):
        return out
    for ins in effect:
        # the player of an instruction ("they lose 2 life"), or who is dealt its damage ("~ deals 2
        # damage to them")
        for v in ((ins.get("player"), ins.get("to") if "damage" in ins else None) if isinstance(ins, dict) else ()):
            if isinstance(v, (Plural, Them)) and id(v) not in taken and not any(n.seq < v.seq for n in named):
                out[id(v)] = "that_player"
    return out


def _walk(x: Any, fn) -> Any:
    if isinstance(x, (Tgt, It, Made, Chosen, Attached)):
        return fn(x)
    if isinstance(x, dict):
        return {k: _walk(v, fn) for k, v in x.items()}
    if isinstance(x, list):
        return [_walk(v, fn) for v in x]
    return x


_NESTED_INSTRUCTIONS = ("then", "else", "may", "do", "pay_or", "each_do")


def _chosen_placed(effect: Any, keys: dict, placed: set) -> Any:
    """608.2d: each card chosen as the ability resolves ("return a creature card from your
    graveyard to your hand") is chosen right before the first instruction naming it: a
    `choose_objects` of exactly one card of that zone, remembered for `{chosen: KEY}`."""
    if not isinstance(effect, list):
        return effect
    out: list = []
    for ins in effect:
        if isinstance(ins, dict):
            ins = {k: _chosen_placed(v, keys, placed) if k in _NESTED_INSTRUCTIONS else v for k, v in ins.items()}
            named: list = []
            _collect({k: v for k, v in ins.items() if k not in _NESTED_INSTRUCTIONS and k != "delayed"}, named)
            for c in named:
                if isinstance(c, Chosen) and id(c) not in placed:
                    placed.add(id(c))
                    out.append({"choose_objects": c.filter, "zone": c.zone, "count": 1, "remember": keys[id(c)],
                                **({"random": True} if c.random else {})})
        out.append(ins)
    return out


# the filter words whose truth an instruction that only puts counters on, taps, untaps, damages,
# or pumps / grants abilities to objects doesn't change (for "those creatures" after it)
_GROUP_STABLE_WORDS = {"creature", "artifact", "enchantment", "land", "planeswalker", "battle", "permanent", "token",
                       "nontoken", "other", "legendary", "nonlegendary", "white", "blue", "black", "red", "green",
                       "nonwhite", "nonblue", "nonblack", "nonred", "nongreen", "colorless", "multicolored",
                       "noncreature", "nonartifact", "nonland", "nonenchantment", "basic", "nonbasic"}


def _group_stable(f: Any, abilities_kept: bool) -> bool:
    """Is membership of filter `f` unchanged by such an instruction (608.2c: "those creatures" are the
    objects it acted on)?"""
    if isinstance(f, list):
        return all(_group_stable(x, abilities_kept) for x in f)
    if isinstance(f, str):
        return f in _GROUP_STABLE_WORDS
    if isinstance(f, dict) and len(f) == 1:
        (k, v), = f.items()
        if k == "controller":
            return v in ("you", "opponent")
        if k in ("subtype", "mana_value", "name"):
            return True
        if k in ("any", "not"):
            return _group_stable(v, abilities_kept)
        if k == "has":
            return abilities_kept
    return False


def _group_of(ins: Any) -> tuple[Any, bool] | None:
    """The objects an instruction acts on as a group ("put a +1/+1 counter on each creature you
    control", "creatures you control get +1/+1 until end of turn", "untap all creatures you
    control"): (its filter, whether that filter is stable under it), or None."""
    if not isinstance(ins, dict):
        return None
    keys = set(ins) - {"text", "duration"}
    if "counters" in keys and keys <= {"counters", "on"} and isinstance(ins.get("on"), dict) and \
            set(ins["on"]) == {"each"} and set(ins["counters"]) == {"kind", "amount"} and \
            isinstance(ins["counters"]["amount"], int) and ins["counters"]["amount"] > 0:
        # (a counter other than +N/+N or -N/-N may be a keyword counter, 122.1b: abilities change)
        keyword = not re.fullmatch(r"[+-]\d+/[+-]\d+", str(ins["counters"]["kind"]))
        return ins["on"]["each"], _group_stable(ins["on"]["each"], not keyword)
    for k in ("tap", "untap"):
        if keys == {k} and isinstance(ins[k], dict) and set(ins[k]) == {"each"}:
            return ins[k]["each"], _group_stable(ins[k]["each"], True)
    if "damage" in keys and keys <= {"damage", "to", "source"} and isinstance(ins.get("to"), dict) and \
            set(ins["to"]) == {"each"}:
        return ins["to"]["each"], _group_stable(ins["to"]["each"], True)
    if keys == {"continuous"} and isinstance(ins["continuous"], dict) and "affects" in ins["continuous"]:
        parts = set(ins["continuous"]) - {"affects", "text"}
        if parts <= {"modify_pt", "add_abilities"}:
            return ins["continuous"]["affects"], _group_stable(ins["continuous"]["affects"], "add_abilities" not in parts)
        return ins["continuous"]["affects"], False
    return None


def _those_of_group(effect: Any) -> Any:
    """608.2c: "Put a +1/+1 counter on each creature you control. Those creatures gain trample until
    end of turn." -- "those creatures" / "they" right after an instruction acting on a group are
    that group's objects: the same filter, read again right after (only when that instruction
    can't have changed which objects match it; otherwise unsupported)."""
    if not isinstance(effect, list):
        return effect
    out: list = []
    for i, ins in enumerate(effect):
        found: list = []
        _collect(ins, found)
        those = [x for x in found if isinstance(x, Those)]
        group = _group_of(effect[i - 1]) if i > 0 and those else None
        if group is not None:
            f, stable = group
            if not stable:
                raise Unsupported("'those' after a group the instruction before may have changed")
            for x in those:
                if not _names_word(f, x.word) and x.word != "permanent":
                    raise Unsupported(f"'those {x.word}s' after a group of other objects")
            ins = _walk(ins, lambda x: {"each": f} if isinstance(x, Those) else x)
        out.append(ins)
    return out


def _counter_kinds(amounts: list, fixed: bool) -> dict:
    """{kind: number} of the counters a permanent enters with (122.1, 614.1c): "two +1/+1 counters
    and a lifelink counter"; a number that isn't fixed (or X, the spell's X, 107.3m, unless
    `fixed`) is unsupported."""
    out: dict = {}
    for kind, n in amounts:
        if not (isinstance(n, int) or (n == "x" and not fixed and len(amounts) == 1)):
            raise Unsupported("a number of counters that isn't fixed")
        out[kind] = out.get(kind, 0) + n if isinstance(n, int) else n
    return out


def _collect(x: Any, out: list) -> None:
    if isinstance(x, (Tgt, It, Made, Chosen, Attached)):
        if all(y is not x for y in out):
            out.append(x)
    elif isinstance(x, dict):
        for v in x.values():
            _collect(v, out)
    elif isinstance(x, list):
        for v in x:
            _collect(v, out)


def _has_key(x: Any, key: str) -> bool:
    if isinstance(x, dict):
        return key in x or any(_has_key(v, key) for v in x.values())
    if isinstance(x, list):
        return any(_has_key(v, key) for v in x)
    return False


def _returned_from_exile(effect: list, exiled: list | None = None) -> list:
    """"Exile target creature. Return it to the battlefield at the beginning of the next end
    step.": the delayed return brings back the card that was exiled, from exile only -- a card
    the exile didn't move (it had left the battlefield, 400.7) stays where it is."""
    exiled = [] if exiled is None else exiled
    out = []
    for ins in effect:
        if not isinstance(ins, dict):
            out.append(ins)
            continue
        if "exile" in ins and not ins.get("until_source_leaves"):
            exiled.append(ins["exile"])
        ins = {k: _returned_from_exile(v, exiled) if k in ("may", "do", "then", "else") and isinstance(v, list) else v
               for k, v in ins.items()}
        if isinstance(ins.get("delayed"), dict) and exiled:
            d = ins["delayed"]
            d = {**d, "effect": [{**i, "from": "exile"} if isinstance(i, dict) and
                                 i.get("return_to_battlefield") in exiled else i for i in d.get("effect") or []]}
            ins = {**ins, "delayed": d}
        out.append(ins)
    return out


# trigger events whose object ("it") is a permanent, or a card that was one, that can be a
# source of damage ("Whenever a creature you control enters, it deals damage ...")
_PERMANENT_EVENTS = ("enters", "dies", "attacks", "blocks", "becomes_blocked", "tapped", "turned_face_up")


def _it_deals_damage(x: Any) -> bool:
    """Does an instruction (or one inside it) deal damage from "it", the trigger event's object?"""
    if isinstance(x, dict):
        return ("damage" in x and x.get("source") == "it") or any(_it_deals_damage(v) for v in x.values())
    if isinstance(x, list):
        return any(_it_deals_damage(v) for v in x)
    return False


# instructions whose players may be "you and target opponent each" (`{all_of: [...]}`, 101.4)
_ALL_OF_PLAYERS = ("draw", "create_token", "gain_life", "lose_life", "mill")


def _checked_deep(ins: Any) -> Any:
    """_source_checked on an instruction and the instructions inside it (then, else, may)."""
    if isinstance(ins, dict) and any(isinstance(v, dict) and "all_of" in v for v in ins.values()) and \
            not (isinstance(ins.get("player"), dict) and "all_of" in ins["player"] and
                 any(k in ins for k in _ALL_OF_PLAYERS)):
        raise Unsupported("'you and target opponent each' with an instruction other than "
                          "drawing, creating tokens, gaining or losing life or milling")
    if _has_value(ins, "until_end_of_your_next_turn") and not (
            isinstance(ins, dict) and ("continuous" in ins or "combat_rule" in ins)
            and ins.get("duration") == "until_end_of_your_next_turn"):
        # (the game ends it at the end of the controller's next turn for continuous effects and
        # combat rules only, pyengine/game/loop.py)
        raise Unsupported("'until the end of your next turn' on an instruction other than a continuous effect")
    ins = _source_checked(ins)
    if isinstance(ins, dict) and ins.get("_their_search"):
        raise Unsupported("searching another player's library")
    if isinstance(ins, dict) and ("_made" in ins or "_if_sentence" in ins):
        ins = {k: v for k, v in ins.items() if k not in ("_made", "_if_sentence")}
    d = ins.get("delayed") if isinstance(ins, dict) else None
    if isinstance(d, dict) and isinstance(d.get("effect"), list):
        ins = {**ins, "delayed": {**d, "effect": [_checked_deep(i) for i in d["effect"]]}}
    if isinstance(ins, dict):
        for k in ("then", "else", "may", "do", "pay_or", "each_do"):
            if isinstance(ins.get(k), list):
                ins = {**ins, k: [_checked_deep(i) for i in ins[k]]}
    return ins


def _source_checked(ins: Any) -> Any:
    """A damage instruction's source is the ability's source ("it deals" said of itself), or an
    object an instruction names ("target creature you control deals damage ..."): the game
    resolves that reference as the damage is dealt."""
    if isinstance(ins, dict) and ins.get("_it_check") == "self":
        return {k: v for k, v in ins.items() if k not in ("_it_check", "_by_controller")}
    if isinstance(ins, dict) and "_it_check" in ins and "sacrifice" in ins:
        # "sacrifice it": those very objects; "its controller sacrifices it": by their controllers
        return {"sacrifice_these": ins["_it_check"], **({"by_controller": True} if ins.get("_by_controller") else {})}
    if isinstance(ins, dict) and ins.get("_source_ref"):
        return {k: v for k, v in ins.items() if k != "_source_ref"}
    if isinstance(ins, dict) and (ins.get("source") == "target" or
                                  isinstance(ins.get("source"), dict) and set(ins["source"]) == {"target"}):
        # "Target creature you control gets +1/+0 ... It deals damage equal to its power to ...":
        # "it" is that target, the object that deals the damage (as it exists now, 608.2h)
        return ins
    if isinstance(ins, dict) and isinstance(ins.get("source"), dict) and set(ins["source"]) == {"object"}:
        # 201.5a: the object that granted the ability deals it (pyengine.game.instructions._damage)
        return ins
    if isinstance(ins, dict) and ins.get("source") in ("enchanted", "equipped"):
        # "tap enchanted creature. It deals damage to you equal to its power.": the creature the
        # source is attached to deals it (303.4, 301.5; the game reads it as the damage is dealt)
        return ins
    if isinstance(ins, dict) and ins.get("source") == "it":
        # "Whenever a Beast you control enters, ... have it deal 4 damage": the object the trigger
        # event names (the game reads it as the damage is dealt, 608.2h; assemble checks the event)
        return ins
    if isinstance(ins, dict) and "source" in ins:
        if ins["source"] != "self":
            raise Unsupported("damage dealt by another object")
        ins = {k: v for k, v in ins.items() if k != "source"}
    return ins


# the instructions whose result "that much" / "... this way" names (608.2h), by the event kind
_RESULTS = (("damage", "damage"), ("lose_life", "life_loss"), ("gain_life", "life_gain"), ("roll_die", "roll"))
# trigger events whose amount "that much" names (the damage dealt, the life lost or gained, the
# counters put, the cards discarded at once, the creatures that attacked, the permanents that
# entered at once: pyengine.game.triggers gives it as the trigger's `amount`)
_AMOUNT_EVENTS = ("damage", "life_loss", "life_gain", "counters_put", "discard_batch",
                  "attack_declared", "entered_batch")      # (how many attacked / entered)
# trigger events after which "defending player" is the player the creature attacks (506.2, 508.5)
_DEFENDING_EVENTS = ("attacks", "attacks_alone", "becomes_blocked", "attacks_unblocked")


def _events(when: Any) -> list:
    if not isinstance(when, dict):
        return [None]
    if "any" in when:
        return [e for w in when["any"] for e in _events(w)]
    return [when.get("event")]


def _moves_top_cards(ins: Any) -> bool:
    """Is the instruction (or the last one of its "you may" / "if you do" part) one moving cards from the top
    of a library (mill 701.13a, exile 406.1), whose cards the game remembers (608.2h)?"""
    if not isinstance(ins, dict):
        return False
    if "mill" in ins or "exile_top" in ins or "exile_until" in ins:
        return True
    return any(isinstance(ins.get(k), list) and ins[k] and _moves_top_cards(ins[k][-1]) for k in ("then", "may", "do"))


def _exiles_top_cards(ins: Any, keys: tuple[str, ...] = ("exile_top", "exile_until")) -> bool:
    """Is the instruction (or the last one of its "you may" / "if you do" / "then" part) one exiling
    cards from the top of a library (406.1) -- or, with `keys` ("mill",), milling them (701.13a) --,
    whose cards the game remembers (608.2h)? (If that part doesn't happen, nothing is exiled this
    way and the permission names no card.)"""
    if not isinstance(ins, dict):
        return False
    if any(k in ins for k in keys):
        return True
    if isinstance(ins.get("each_do"), list) and "exile_top" in keys:
        # "For each of them, exile the top card of your library, then ...": the cards each pass
        # exiled (pyengine/game/each_of.py gathers them)
        return any(_exiles_top_cards(i, keys) for i in ins["each_do"])
    return any(isinstance(ins.get(k), list) and ins[k] and _exiles_top_cards(ins[k][-1], keys)
               for k in ("then", "may", "do"))


def _said_before(effect: list, when: Any, last: Any, prev: Any = None) -> list:
    """Resolve the numbers and players an instruction names by what was said before it: "that
    much" is the result of the nearest earlier instruction that has one (the damage dealt, the
    life lost or gained), else the amount of the trigger event; "the life lost this way" the
    result of the earlier life-loss instruction (608.2h); "defending player" the player the
    triggering creature attacks. What has nothing before it to name is unsupported."""
    out = []
    for ins in effect:
        if isinstance(ins, dict) and any(isinstance(ins.get(k), list) for k in ("then", "else", "may", "do")):
            before = out[-1] if out else prev
            ins = {k: (_said_before(v, when, last, before) if k in ("then", "else", "may", "do") and isinstance(v, list)
                       else v) for k, v in ins.items()}
        if _has_value(ins, THAT_MUCH):
            if last == "roll":
                val: Any = {"roll_result": True}       # 706.2: "that much" after a die roll: its result
            elif last == "counters_removed":
                val = {"counters_removed": True}       # the counters the ability's cost removed (122.8)
            elif last is not None:
                val = {"this_way": last}
            elif all(e in _AMOUNT_EVENTS for e in _events(when)):
                val = {"event_amount": True}
            else:
                raise Unsupported("'that much' with no amount said before it")
            ins = _replace_value(ins, THAT_MUCH, val)
        for mark, kind in ((THIS_WAY_LIFE_LOSS, "life_loss"), (THIS_WAY_DAMAGE, "damage")):
            if _has_value(ins, mark):
                if last != kind:
                    raise Unsupported(f"'... this way' with no {kind.replace('_', ' ')} before it")
                ins = _replace_value(ins, mark, {"this_way": kind})
        if _has_value(ins, EXILED_THIS_WAY):
            # 601.3: "Mill a card. You may play that card this turn." -- a permission to play the
            # card milled, from the graveyard (pyengine/game/permissions.py)
            milled = bool(out) and _exiles_top_cards(out[-1], ("mill",)) and isinstance(ins, dict) and \
                ins.get("until") in ("turn", "next_turn")
            # "Exile target permanent card from your graveyard. You may play that card for as long
            # as it remains exiled." -- the target the instruction before exiled (608.2b: if legal)
            targeted = bool(out) and isinstance(out[-1], dict) and out[-1].get("exile") == "target" and \
                set(out[-1]) <= {"exile", "text"}
            # "That player exiles a card from their hand. You may play that card ..." -- the card
            # the player chose and exiled (remembered, 608.2h)
            own = bool(out) and isinstance(out[-1], dict) and "exile_own" in out[-1] and \
                out[-1].get("from") == "hand" and out[-1].get("count", 1) == 1
            if targeted:
                ins = _replace_value(ins, EXILED_THIS_WAY, "each_target")
            elif own:
                out[-1] = {**out[-1], "remember": True}
            elif not (out and _exiles_top_cards(out[-1])) and not milled:
                raise Unsupported("'you may play that card' with no card exiled just before it")
            ins = _replace_value(ins, EXILED_THIS_WAY, "this_way")
        if _has_value(ins, MOVED_THIS_WAY):
            # "them": the cards the instruction just before moved from the top of a library (701.13a
            # mill, 406.1 exile), as the game remembers them (608.2h)
            before = out[-1] if out else prev
            if not _moves_top_cards(before):
                raise Unsupported("'from among them' with no cards milled or exiled just before it")
            ins = _replace_value(ins, MOVED_THIS_WAY, "this_way")
        if _has_value(ins, DEFENDING_PLAYER):
            if not all(e in _DEFENDING_EVENTS for e in _events(when)):
                raise Unsupported("'defending player' outside an attack trigger")
            ins = _replace_value(ins, DEFENDING_PLAYER, "defending_player")
        if _has_each_other(ins) and when is not None and any(
                e in _PLAYER_EVENTS and (when.get("player", "you") != "you" or e in ("damage", "combat_damage_batch"))
                for e in _events(when)):
            raise Unsupported("'each other player' after a trigger event naming a player")
        if _has_value(ins, ATTACKED_BY_IT):
            if not all(e in _DEFENDING_EVENTS for e in _events(when)):
                raise Unsupported("'the player or planeswalker it's attacking' outside an attack trigger")
            ins = _replace_value(ins, ATTACKED_BY_IT, "attacked_by_it")
        out.append(ins)
        for k, kind in _RESULTS:
            if isinstance(ins, dict) and k in ins and ins[k] != {"event_amount": True}:
                # (an instruction whose amount is the event's -- "each opponent loses that much life
                # and you gain that much life" -- leaves "that much" naming that same amount)
                last = kind
        if isinstance(ins, dict) and ins.get("discard") == "hand" and \
                ins.get("player", "you") not in ("each_player", "each_opponent"):
            last = "discard"                        # "Discard your hand, then draw that many cards"
        acted = ins
        if isinstance(ins, dict) and set(ins) - {"text"} == {"may"} and isinstance(ins["may"], list) and ins["may"]:
            acted = ins["may"][-1]          # "You may discard any number of land cards. Put that many ..." (0 if not)
        if isinstance(acted, dict) and acted.get("player", "you") not in ("each_player", "each_opponent"):
            # 107.1c: "Sacrifice any number of lands, then add that much {C}", "Discard any number
            # of cards, then draw that many cards", "Tap any number of ...": the number acted on;
            # "Sacrifice all creatures you control, then create that many ..." (608.2h)
            if acted.get("discard") == ANY_NUMBER or ("discard" in acted and acted.get("up_to") is True):
                last = "discard"          # "Discard up to two cards, then draw that many cards"
            elif "sacrifice" in acted and (acted.get("count") == ANY_NUMBER or acted.get("all") is True):
                last = "sacrifice"
            elif acted.get("did") in ("tapped", "returned"):
                last = acted["did"]
    return out


# trigger events that name a player ("that player", "their"): pyengine.game.triggers' event_player
# (becomes_target: the controller of the spell or ability that targeted, 115.1)
_PLAYER_EVENTS = ("step", "damage", "cast", "draw", "discard", "life_gain", "life_loss", "combat_damage_batch", "cycle",
                  "becomes_target", "sacrifice")


def _their_checked(x: Any, targets: list, when: Any) -> Any:
    """"their hand" / "that player's hand" names a player said before it: a target player (the
    last target named before it), else the player of the trigger event; not an object."""
    if isinstance(x, list):
        return [_their_checked(v, targets, when) for v in x]
    if not isinstance(x, dict):
        return x
    if x.get("_their"):
        p = x.get("player")
        i = 0 if p in ("target", "each_target") else (p.get("target") if isinstance(p, dict) else None)
        if i is not None:
            f = targets[i].filter if i < len(targets) else None
            if f not in ("player", "opponent"):
                raise Unsupported("'their' after a target that may not be a player")
        elif when is not None and all(e in _PLAYER_EVENTS for e in _events(when)):
            p = "that_player"
        else:
            raise Unsupported("'their' with no player named before it")
        return {**{k: v for k, v in x.items() if k != "_their"}, "player": p}
    return {k: _their_checked(v, targets, when) for k, v in x.items()}


class _Modes(list):
    """The modes of a modal ability and how many are chosen (700.2)."""

    def __init__(self, modes, count: tuple[int, int], repeat: bool = False, unchosen: str | None = None,
                 more: tuple | None = None):
        super().__init__(modes)
        self.count, self.repeat, self.unchosen, self.more = count, repeat, unchosen, more

    def block(self) -> dict:
        out: dict = {"modes": list(self)}
        if self.count != (1, 1) or self.repeat or self.unchosen or self.more:
            out["choose"] = {"min": self.count[0], "max": self.count[1], **({"repeat": True} if self.repeat else {}),
                             **({"unchosen": self.unchosen} if self.unchosen else {}),
                             # "If [condition], you may choose two instead." (601.2b)
                             **({"more_if": self.more[0], "more_max": self.more[1]} if self.more else {})}
        return out


_MODE_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _mode_count(tok, n: int) -> tuple[int, int]:
    """(fewest, most) modes for "one", "two", "one or both", "one or more", "up to two" (700.2)."""
    w = " ".join(str(tok).lower().split())
    if w == "one or both":
        return 1, 2
    if w == "one or more":
        return 1, n
    if w.startswith("up to "):
        return 0, _MODE_WORDS[w[6:]]
    return _MODE_WORDS[w], _MODE_WORDS[w]


def assemble(block: dict, it_default: str) -> dict:
    """Number the targets of a spell/activated/triggered block in textual order (115.1) and
    resolve "it": the last target named before it, else `it_default`."""
    block = dict(block)
    if "modes" in block:
        block["modes"] = [assemble(m, it_default) for m in block["modes"]]
        if bounds(block)[1] > 1:
            block["modes"] = [_instance_named(m) for m in block["modes"]]
        if bounds(block)[1] > 1 and not all(mergeable(m) for m in block["modes"]):
            raise Unsupported("modes chosen together whose targets can't be numbered as one block (700.2)")
        return block
    if "effect" in block:
        outer: list = []
        _collect(_without_own_abilities(block["effect"]), outer)
        # "Return target creature card ... When you do, it fights ...": "it" with no target of
        # the reflexive ability before it may be the target of the ability that created it,
        # which the reflexive ability doesn't know (603.12: it has targets of its own)
        block["effect"] = _reflexives_assembled(
            block["effect"], _REFLEXIVE_AFTER_TARGET if any(isinstance(r, Tgt) for r in outer) else it_default,
            block.get("when"))
        block["effect"] = _those_of_group(block["effect"])
    refs: list = []
    _collect(block.get("effect"), refs)
    targets = sorted((r for r in refs if isinstance(r, Tgt)), key=lambda r: r.seq)
    if len(targets) > 1 and any(t.divide is not None for t in targets):
        # 601.2d: the game loop divides the amount among all of the item's targets
        raise Unsupported("an amount divided among targets, with other instances of 'target'")
    names: dict[int, Any] = {}
    for i, t in enumerate(targets):
        # 601.2c: each instance's targets are chosen in the order written; the game loop keeps
        # which instance each chosen target is for ({targets_of: i})
        plural = t.count != 1 or t.for_each is not None      # (one target for each opponent)
        names[id(t)] = ("each_target" if plural else "target") if len(targets) == 1 else \
            {"targets_of": i} if plural else {"target": i}

    made = [r for r in refs if isinstance(r, Made)]
    attached = [r for r in refs if isinstance(r, Attached)]
    chosen = {id(c): f"card{i + 1}" for i, c in enumerate(sorted((r for r in refs if isinstance(r, Chosen)),
                                                                   key=lambda r: r.seq))}
    votes = [v for v in _values_of(block.get("effect"), "vote")]
    for w in _values_of(block.get("effect"), "votes_more") + _values_of(block.get("effect"), "than") + \
            [v for v in _values_of(block.get("effect"), "votes") if isinstance(v, str)]:
        if len(votes) != 1 or w not in votes[0]:
            raise Unsupported("a result of a vote that isn't one of the choices voted for")
    if "revealed" in repr(block.get("effect")) and not _has_key(block.get("effect"), "reveal_top") and \
            not _has_key(block.get("effect"), "reveal_chosen") and \
            "'done_this_way': 'revealed'" in repr(block.get("effect")):
        raise Unsupported("'revealed this way' without a top card revealed before")
    if chosen:
        placed: set = set()
        block["effect"] = _chosen_placed(block["effect"], chosen, placed)
        if len(placed) != len(chosen):
            raise Unsupported("a card chosen as it resolves, named where the choice can't be placed")

    affected = _them_after_affected(block.get("effect"), targets + made)
    affected.update(_they_event_player(block.get("effect"), block.get("when"), targets + made, affected))

    def resolve(x):
        if id(x) in affected:
            return affected[id(x)]
        if isinstance(x, Tgt):
            return names[id(x)]
        if isinstance(x, Made):
            return None
        if isinstance(x, Chosen):
            return {"chosen": chosen[id(x)]}
        if isinstance(x, Attached):
            return str(x)
        before = sorted([t for t in targets + made + attached if t.seq < x.seq] +
                        [c for c in refs if isinstance(c, Chosen) and c.seq < x.seq], key=lambda t: t.seq)
        if isinstance(x, ThatIt) and x.word == "spell":
            # "create an X/X token, where X is that spell's mana value": a created token is no spell, nor
            # is a target player or creature ("target creature gets +X/+0, where X is that spell's ...")
            before = [t for t in before if not isinstance(t, Made)
                      and not (isinstance(t, Tgt) and not _names_word(t.filter, "spell"))]
        if isinstance(x, ThemDealt):
            raise Unsupported("'them' dealt damage, with no trigger event's player it names")
        if isinstance(x, Them) and not before:
            raise Unsupported("'those' with no targets named before")
        if isinstance(x, Plural) and not before and it_default == "self":
            raise Unsupported("'them' with nothing named before it")
        if before and isinstance(before[-1], Revealed):
            raise Unsupported("'it' after a revealed top card")
        if before and isinstance(before[-1], RevealedCard):
            if isinstance(x, Them):
                raise Unsupported("'those' after a card revealed at random")
            return {"remembered": REVEALED_CARD}      # the card revealed (608.2h)
        if before and isinstance(before[-1], GraveyardTopPut):
            if isinstance(x, Them):
                raise Unsupported("'those' after a card put onto the battlefield from a graveyard's top")
            return {"moved_this_way": True}           # the card just put onto the battlefield (608.2h)
        if before and isinstance(before[-1], ExiledTop) and isinstance(x, ThatIt) and \
                x.word not in ("", "card", "cards"):
            # "Exile the top card of your library, then ~ deals damage ... to that creature": the
            # creature is no card just exiled, and the compiler doesn't look further back
            raise Unsupported(f"'that {x.word}' after a card exiled from a library")
        if before and isinstance(before[-1], ExiledTop):
            return {"moved_this_way": True}           # the cards just exiled from the library (608.2h)
        if before and isinstance(before[-1], Made):
            return {"created": True}                  # the objects the last instruction created
        if before and isinstance(before[-1], Attached):
            return str(before[-1])                    # "enchanted creature ... it": that creature
        if before and isinstance(before[-1], Chosen):
            if isinstance(x, Them):
                raise Unsupported("'those' after a card chosen as it resolves")
            return {"chosen": chosen[id(before[-1])]}  # "it": the card chosen (608.2d)
        if not before and it_default == _AMBIGUOUS_IT:
            raise Unsupported("'it' in an ability whose trigger events name different objects")
        if not before and it_default == _REFLEXIVE_AFTER_TARGET:
            raise Unsupported("'it' in a reflexive ability created by an ability with targets")
        if isinstance(x, RelIt) and not (before and isinstance(before[-1], Tgt) and before[-1].count == 1) and \
                not (not before and it_default == "it" and x.word in _REL_TRIGGER_WORDS):
            # "a card with the same name as that card" after a discard, "it" meaning the source: the
            # object the relation names isn't one the compiler places
            raise Unsupported("a relation to an object named before that isn't a target or the trigger's object")
        if isinstance(x, ThatIt) and before and isinstance(before[-1], Tgt) and \
                not _names_word(before[-1].filter, x.word):
            raise Unsupported(f"'that {x.word}' after a target that isn't one")
        if before and isinstance(before[-1], Tgt) and before[-1].controls:
            # "Creatures target player controls get +2/+2 ... Untap them.": those creatures, not
            # the player (the compiler doesn't name them)
            raise Unsupported("'it'/'them' after 'target player controls'")
        return names[id(before[-1])] if before else it_default

    if _has_value(block.get("effect"), EACH_OF_ONE):
        raise Unsupported("'that permanent or player' outside a 'for each of them'")
    if "effect" in block:
        block["effect"] = _merged([_checked_deep(i) for i in _walk(block["effect"], resolve)])
        spent = [v for k in _SPENT_KEYS for v in _values_of(block["effect"], k)]
        if spent and _values_of(block["effect"], "number").count("x"):
            # "where X is the amount of mana spent to cast that spell. If X is 4 or more, ...": the X
            # of the sentence before isn't the ability's X (107.3): not said
            raise Unsupported("'X' defined by one sentence and read by a condition of another")
        for k in _SPENT_KEYS:
            if any(v not in ("self", "it", "target") and not (isinstance(v, dict) and set(v) == {"target"})
                   for v in _values_of(block["effect"], k)):
                # 601.2h: the mana spent to cast a spell -- "it" naming an object that wasn't one
                # (a token just created, a card) isn't said
                raise Unsupported("the mana spent to cast an object other than this spell, a target or the trigger's spell")
        if _it_deals_damage(block["effect"]) and not all(e in _PERMANENT_EVENTS for e in _events(block.get("when"))):
            raise Unsupported("damage dealt by another object")
        # "Remove any number of charge counters from ~: It deals that much damage": the counters the
        # cost removed (122.8, 608.2h), unless an instruction with a result comes between
        removed = any(isinstance(c, dict) and c.get("remove_counters") == "any" for c in block.get("costs") or [])
        block["effect"] = _said_before(block["effect"], block.get("when"), "counters_removed" if removed else None)
        # (the mark of a divided amount's target, 601.2d, also inside "you may ..." / "if you do, ...")
        block["effect"] = _without_divided_marks(block["effect"])
        block["effect"] = _their_checked(block["effect"], targets, block.get("when"))
        block["effect"] = _each_that_player(block["effect"], targets, block.get("when"))
        block["effect"] = _count_players(block["effect"], targets, block.get("when"))
        block["effect"] = _target_player_controls(block["effect"])
        if _attacking_source(block):
            block["effect"] = _defending_player_controls(block["effect"])
        block["effect"] = _done_this_way_linked(block["effect"])
        if block.get("when") is None:
            block["effect"] = _that_player_of_target(block["effect"], targets, names)
        if REVEALED_CARD in repr(block["effect"]) and not _has_key(block["effect"], "reveal_random"):
            raise Unsupported("'the revealed card' with no card revealed at random before")
        if _has_key(block["effect"], "reveal_random") and any(
                v != {"remembered": REVEALED_CARD} for v in _values_of(block["effect"], "mana_value_of")):
            raise Unsupported("a mana value after a card revealed at random that may not be that card's")
        block["effect"] = _returned_from_exile(block["effect"])
        if _has_key(block["effect"], "clash") and ("'that_player'" in repr(block["effect"])
                                                   or THAT_PLAYER_CONTROLS in repr(block["effect"])):
            # 701.23b: "that player" after "clash with an opponent" may be the opponent chosen
            raise Unsupported("'that player' after a clash (the opponent clashed with)")
    if targets:
        specs = []
        for i, t in enumerate(targets):
            s = t.spec()
            items = s["filter"] if isinstance(s["filter"], list) else [s["filter"]]
            if DEFENDING_CONTROLS in items and _attacking_source(block):
                # 506.2, 508.5: the player the triggering creature attacks, checked by the game
                # loop as the target is chosen and as the ability resolves (608.2b)
                s["filter"] = _flat([x for x in items if x != DEFENDING_CONTROLS] or ["permanent"])
                s["defending_player_controls"] = True
            if THAT_PLAYER_OWNS in items:
                # a card in the graveyard of the player said before (404.2), checked as the target
                # is chosen and as the ability resolves (608.2b)
                s["filter"] = _flat([x for x in items if x != THAT_PLAYER_OWNS] or ["card"])
                s["owned_by"] = _that_player(targets[:i], block.get("when"))
            if THAT_PLAYER_CONTROLS in items:
                s["filter"] = _flat([x for x in items if x != THAT_PLAYER_CONTROLS] or ["permanent"])
                s["controlled_by"] = _that_player(targets[:i], block.get("when"))
                if "other" in items and isinstance(s["controlled_by"], dict) and "controller_of" in s["controlled_by"]:
                    # "target creature an opponent controls ... another target creature that player
                    # controls": another than the first target, which that player controls too
                    t.distinct_from_previous = True
            if t.distinct_from_previous:
                if i == 0:
                    raise Unsupported("'another target' with no earlier target")
                s["id"] = f"t{i + 1}"
                s["distinct_from"] = [f"t{j + 1}" for j in range(i)]
                for j in range(i):
                    specs[j].setdefault("id", f"t{j + 1}")
            specs.append(s)
        _parts_of_instructions(block.get("effect"), specs)
        for i, req in _kicker_only_targets(block.get("effect"), len(targets)).items():
            specs[i]["requires"] = req
        block["targets"] = specs
    return block


def _without_divided_marks(x: Any) -> Any:
    if isinstance(x, list):
        return [_without_divided_marks(v) for v in x]
    if isinstance(x, dict):
        return {k: _without_divided_marks(v) for k, v in x.items() if k != "_divided"}
    return x


def _divided_target(n: Any, among: tuple) -> Tgt:
    """601.2c-d: the instance of "target" an amount `n` (a number or X) is divided among, with the
    number of targets `among` says ("one, two, or three targets", "any number of target creatures");
    each target gets at least one, so no more targets than the amount."""
    if not (n == "x" or (isinstance(n, int) and n >= 1)):
        raise Unsupported("an amount that is neither fixed nor X divided among targets")
    f, how = among
    kind, *ns = how
    if not all(isinstance(k, int) or (k == "x" and kind == "n") for k in ns):
        raise Unsupported("a division among a number of targets that isn't fixed")
    if kind == "any":                   # "any number of targets": one to the amount (601.2c)
        count: Any = {"min": 1} if n == "x" else {"min": 1, "max": n}
    elif kind == "range":
        lo, hi = ns
        if lo != 1 or hi < lo:
            raise Unsupported("a division among a number of targets that isn't fixed")
        count = {"min": 1, "max": hi if n == "x" else min(hi, n)}
    elif kind == "up_to":
        count = {"up_to": ns[0] if n == "x" else min(ns[0], n)}
    else:                                # "among X target creatures": exactly that many
        k = ns[0]
        if isinstance(k, int) and isinstance(n, int) and k > n:
            raise Unsupported("more targets than the amount divided among them")
        count = k
    return Tgt(f, count=count, divide=n)


def _instance_named(mode: dict) -> dict:
    """A mode chosen with others (700.2): its one instance of "target" with a number of targets
    named as that instance ({targets_of: 0}), not as every target of the merged block."""
    reqs = [r for r in mode.get("targets") or [] if isinstance(r, dict) and "untargeted" not in r]
    if len(reqs) != 1 or reqs[0].get("count", 1) == 1:
        return mode

    def swap(x: Any) -> Any:
        if x == "each_target":
            return {"targets_of": 0}
        if isinstance(x, dict):
            if any(k in x for k in ("when_you_do", "delayed")):
                return x                                 # a block of its own (mergeable refuses it if it has targets)
            return {k: swap(v) for k, v in x.items()}
        if isinstance(x, list):
            return [swap(v) for v in x]
        return x
    return {**mode, "effect": swap(mode.get("effect"))}


def _kicker_only_targets(effect: Any, n: int) -> dict:
    """601.2c: the targets named only in "If this spell was kicked, ..." are chosen only if the
    kicker cost is paid (as a kicked spell is cast; unkicked it has no such target); those named
    only in what happens otherwise ("Exile target artifact or enchantment. If this spell was kicked,
    exile target nonland permanent instead.") only if it isn't. Returns {instance: "kicker" |
    "!kicker"}."""
    seen: dict = {}

    def name(x: Any) -> int | None:
        if x in ("target", "each_target") and n == 1:
            return 0
        if isinstance(x, dict) and set(x) <= {"target", "targets_of"} and len(x) == 1 and \
                isinstance(next(iter(x.values())), int):
            return next(iter(x.values()))
        return None

    def walk(x: Any, branch: str | None) -> None:
        k = name(x)
        if k is not None:
            seen.setdefault(k, set()).add(branch)
            return
        if isinstance(x, dict):
            if x.get("if") == {"kicked": True}:
                walk(x.get("then"), "kicker" if branch in (None, "kicker") else "never")
                walk(x.get("else"), "!kicker" if branch in (None, "!kicker") else "never")
                for key, v in x.items():
                    if key not in ("if", "then", "else"):
                        walk(v, branch)
                return
            for v in x.values():
                walk(v, branch)
        elif isinstance(x, list):
            for v in x:
                walk(v, branch)
    walk(effect, None)
    return {k: next(iter(b)) for k, b in seen.items() if len(b) == 1 and next(iter(b)) in ("kicker", "!kicker")}


def _each_that_player(x: Any, targets: list, when: Any) -> Any:
    """"each creature that player controls" (608.2c): the objects of `each` controlled by the
    player said before -- the one target of the ability (a player, or the controller of a target an
    opponent controls), else the trigger event's player."""
    if isinstance(x, list):
        return [_each_that_player(v, targets, when) for v in x]
    if not isinstance(x, dict):
        return x
    f = x.get("each")
    items = f if isinstance(f, list) else [f]
    if THAT_PLAYER_CONTROLS in items and "controlled_by" not in x:
        if len(targets) > 1:
            raise Unsupported("'each ... that player controls' after several targets")
        if "other" in items and targets:
            # "Other creatures that player controls": other than the target (not the source)
            raise Unsupported("'other ... that player controls': other than the target named before")
        rest = _flat([i for i in items if i != THAT_PLAYER_CONTROLS] or ["permanent"])
        return {**x, "each": rest, "controlled_by": _that_player(targets, when)}
    return {k: _each_that_player(v, targets, when) for k, v in x.items()}


# the instructions that compute a count "they control" once for each of their players (the game
# loop, pyengine.game.instructions: `this_player`): the key naming those players
_PER_PLAYER_COUNTS = {"damage": "to", "lose_life": "player", "gain_life": "player", "set_life": "player"}
_COUNT_KEYS = ("count", "basic_land_types", "among")


def _count_players(x: Any, targets: list, when: Any) -> Any:
    """"the number of lands they control", "for each creature that player controls", "... defending
    player controls" in an instruction's number (608.2h: counted as the instruction is followed):
    the objects a player said before it controls -- the instruction's own player ("Target opponent
    loses life equal to the number of creatures they control"), each of its players in turn ("Each
    player loses 1 life for each creature they control", "deals damage to each opponent equal to the
    number of Islands that player controls"), else the one target player of the ability, else the
    trigger event's player ("deals damage to that player", "Whenever ~ deals combat damage to a
    player, you gain 1 life for each artifact that player controls"), or for "defending player" the
    player the triggering creature attacks (506.2, 508.5)."""
    if isinstance(x, list):
        return [_count_players(v, targets, when) for v in x]
    if not isinstance(x, dict):
        return x
    kind = next((k for k in _PER_PLAYER_COUNTS if k in x), None)
    own = x.get(_PER_PLAYER_COUNTS[kind], "you") if kind else x.get("player", "you")
    out = {}
    for k, v in x.items():
        if isinstance(v, list) and any(isinstance(i, dict) for i in v) and k in ("then", "else", "may", "do", "pay_or"):
            out[k] = _count_players(v, targets, when)
        elif isinstance(v, dict) and k in ("when_you_do", "delayed"):
            out[k] = v                                   # assembled as blocks of their own
        else:
            out[k] = _counts_resolved(v, kind, own, targets, when)
    return out


def _counts_resolved(v: Any, kind: Any, own: Any, targets: list, when: Any) -> Any:
    if isinstance(v, list):
        return [_counts_resolved(i, kind, own, targets, when) for i in v]
    if not isinstance(v, dict):
        return v
    key = next((k for k in _COUNT_KEYS if k in v), None)
    if key is not None and isinstance(v[key], list):
        items = v[key]
        marks = [m for m in (THEY_CONTROL, THAT_PLAYER_CONTROLS, DEFENDING_CONTROLS) if m in items]
        if marks:
            if len(marks) > 1 or "controlled_by" in v:
                raise Unsupported("a count naming the objects of several players")
            rest = _flat([i for i in items if i != marks[0]] or ["permanent"])
            return {**v, key: rest, "controlled_by": _count_player(marks[0], kind, own, targets, when)}
    return {k: _counts_resolved(i, kind, own, targets, when) for k, i in v.items()}


def _count_player(mark: str, kind: Any, own: Any, targets: list, when: Any) -> Any:
    """The player whose objects a count "they control" counts (see _count_players)."""
    if mark == DEFENDING_CONTROLS:
        if not all(e in _DEFENDING_EVENTS for e in _events(when)):
            raise Unsupported("'defending player' outside an attack trigger")
        return "defending_player"
    if own in ("each_player", "each_opponent"):
        if kind is None:
            raise Unsupported("a count of what each player controls in an instruction not done player by player")
        return "this_player"
    if own == "that_player":
        return own
    players = [i for i, t in enumerate(targets) if t.filter in ("player", "opponent") and t.count == 1]
    mine = 0 if own == "target" else own.get("target") if isinstance(own, dict) and set(own) == {"target"} else None
    if mine is not None and mine in players:
        return {"target": mine}                        # the instruction's own (target) player
    if len(players) == 1 and len(players) == len([t for t in targets if t.filter in ("player", "opponent")]):
        return {"target": players[0]}
    if any(t.filter in ("player", "opponent") for t in targets):
        raise Unsupported("'they control' after several target players, or a number of them")
    if when is not None and all(e in _PLAYER_EVENTS for e in _events(when)):
        return "that_player"
    raise Unsupported("'they control' with no player said before it")


_DONE_KEYS = {"returned": ("return_to_hand",), "tapped": ("tap",), "exiled": ("exile",)}   # "returned this way" (608.2h)


def _done_values(x: Any) -> set:
    if isinstance(x, dict):
        out = {x["done_this_way"]} if isinstance(x.get("done_this_way"), str) else set()
        return out.union(*(_done_values(v) for v in x.values())) if x else out
    if isinstance(x, list):
        return set().union(*(_done_values(v) for v in x)) if x else set()
    return set()


def _records(x: Any, verb: str) -> bool:
    """Some instruction in `x` records what it did as `verb` ("did": "tapped")."""
    if isinstance(x, dict):
        return x.get("did") == verb or any(_records(v, verb) for v in x.values())
    if isinstance(x, list):
        return any(_records(v, verb) for v in x)
    return False


def _done_this_way_linked(effect: Any) -> Any:
    """608.2h: "Draw a card for each card returned to your hand this way" -- the instruction
    before it that returned (tapped) them records what it did (`did`); with no such instruction
    before it, unsupported."""
    if not isinstance(effect, list):
        return effect
    out: list = []
    for ins in effect:
        for v in _done_values(ins) & set(_DONE_KEYS):
            if _records(out, v):
                continue                                 # an earlier instruction records it already
            j = next((k for k in range(len(out) - 1, -1, -1) if isinstance(out[k], dict)
                      and any(key in out[k] for key in _DONE_KEYS[v])), None)
            if j is None:
                raise Unsupported(f"'{v} this way' with nothing {v} before it")
            if out[j].get("did") not in (None, v):
                raise Unsupported(f"'{v} this way' after an instruction that records something else")
            out[j] = {**out[j], "did": v}
        out.append(ins)
    return out


def _tpc_split(f: Any) -> tuple[Any, Any] | None:
    """(the filter without the "target player controls" item, the target reference), if it has one."""
    items = f if isinstance(f, list) else [f]
    marks = [i for i in items if isinstance(i, dict) and set(i) == {TARGET_CONTROLS}]
    if len(marks) != 1:
        return None
    return _flat([i for i in items if i is not marks[0]] or ["permanent"]), marks[0][TARGET_CONTROLS]


def _target_player_controls(x: Any) -> Any:
    """"each creature target player controls", "Creatures target player controls get -1/-1",
    "Destroy all creatures target opponent controls" (608.2c): the objects of the filter controlled
    by the chosen player as the instruction is followed -- `{each: F, controlled_by: REF}`; a
    continuous effect is locked onto them (611.2c)."""
    if isinstance(x, list):
        return [_target_player_controls(v) for v in x]
    if not isinstance(x, dict):
        return x
    x = dict(x)
    if "combat_rule" in x and _has_key(x, TARGET_CONTROLS):
        # 611.2c: a rule-changing effect ("can't block this turn") also applies to creatures the
        # player gains control of later; the game loop locks it onto the creatures it names
        raise Unsupported("a combat rule for the objects a target player controls (611.2c)")
    if "each" in x and (got := _tpc_split(x["each"])) is not None and "controlled_by" not in x:
        return {**x, "each": got[0], "controlled_by": got[1]}
    c = x.get("continuous")
    if isinstance(c, dict) and "on" not in x and (got := _tpc_split(c.get("affects"))) is not None:
        return {**x, "continuous": {k: v for k, v in c.items() if k != "affects"},
                "on": {"each": got[0], "controlled_by": got[1]}}
    if set(x) == {"count"} and (got := _tpc_split(x["count"])) is not None:
        return {"count": got[0], "controlled_by": got[1]}      # "for each creature target player controls"
    if "destroy_all" in x and (got := _tpc_split(x["destroy_all"])) is not None and "controlled_by" not in x:
        return {**x, "destroy_all": got[0], "controlled_by": got[1]}
    out = {k: _target_player_controls(v) for k, v in x.items()}
    if any(k == TARGET_CONTROLS for k in out):
        raise Unsupported("'target player controls' where the instruction can't name those objects")
    return out


def _dpc_split(f: Any) -> Any:
    """The filter without its "defending player controls" item, if it has one."""
    items = f if isinstance(f, list) else [f]
    if DEFENDING_CONTROLS not in items:
        return None
    return _flat([i for i in items if i != DEFENDING_CONTROLS] or ["permanent"])


def _defending_player_controls(x: Any) -> Any:
    """"deals 1 damage to each creature defending player controls", "untap all creatures
    defending player controls", "creatures defending player controls get -1/-1 until end of turn"
    in an ability of an attacking creature (506.2, 508.5): the objects of the filter the defending
    player controls as the instruction is followed -- `{each: F, controlled_by: defending_player}`;
    a continuous effect is locked onto them (611.2c). (The caller checks the ability is one whose
    defending player is known.) Abilities of their own inside keep theirs."""
    if isinstance(x, list):
        return [_defending_player_controls(v) for v in x]
    if not isinstance(x, dict):
        return x
    x = dict(x)
    if "combat_rule" in x and _has_value(x, DEFENDING_CONTROLS):
        raise Unsupported("a combat rule for the objects defending player controls (611.2c)")
    if "each" in x and (got := _dpc_split(x["each"])) is not None and "controlled_by" not in x:
        return {**x, "each": got, "controlled_by": "defending_player"}
    c = x.get("continuous")
    if isinstance(c, dict) and "on" not in x and (got := _dpc_split(c.get("affects"))) is not None:
        return {**x, "continuous": {k: v for k, v in c.items() if k != "affects"},
                "on": {"each": got, "controlled_by": "defending_player"}}
    if "destroy_all" in x and (got := _dpc_split(x["destroy_all"])) is not None and "controlled_by" not in x:
        return {**x, "destroy_all": got, "controlled_by": "defending_player"}
    return {k: v if k in _OWN_ABILITY_KEYS else _defending_player_controls(v) for k, v in x.items()}


def _attacking_source(block: dict) -> bool:
    """Is `block` an ability of an attacking creature whose "defending player" the game knows
    (508.5): a trigger on attacking or becoming blocked (the player the triggering creature
    attacks), or an activated ability that can be activated only while its source is attacking?"""
    if "when" in block:
        return all(e in _DEFENDING_EVENTS for e in _events(block.get("when")))
    return block.get("activate_if") == {"source_attacking": True}


_OWN_ABILITY_KEYS = ("delayed", "when_you_do", "_reflexive")


def _that_player_of_target(x: Any, targets: list, names: dict) -> Any:
    """"Target opponent reveals a card at random from their hand. ~ deals damage to that player
    ...": in a spell or an activated ability there is no trigger event, and "that player" is the
    one target player named (the target, 608.2b); with no or several target players it isn't said.
    (Abilities of their own inside -- delayed and reflexive triggers -- keep theirs.)"""
    if isinstance(x, list):
        return [_that_player_of_target(v, targets, names) for v in x]
    if x == "that_player":
        # the one target: a target player, or the controller of a target an opponent controls
        if len(targets) != 1 or targets[0].count != 1:
            raise Unsupported("'that player' in a spell or activated ability without one target naming a player")
        return _that_player(targets, None)
    if not isinstance(x, dict) or "when" in x:        # (a triggered ability of its own: its event's player)
        return x
    return {k: v if k in _OWN_ABILITY_KEYS else _that_player_of_target(v, targets, names) for k, v in x.items()}


def _that_player(before: list, when: Any) -> Any:
    """The player "that player" names in "target creature that player controls": the nearest
    earlier target -- a target player or opponent, or the controller of a target an opponent
    controls ("target creature an opponent controls ... another target creature that player
    controls") --, else the trigger event's player ("Whenever ~ deals combat damage to a player,
    destroy target artifact that player controls"); a reference the game loop reads as the
    target is chosen (601.2c) and as the ability resolves (608.2b)."""
    if before:
        j, f = len(before) - 1, before[-1].filter
        if f in ("player", "opponent"):
            return {"target": j}
        items = f if isinstance(f, list) else [f]
        if {"controller": "opponent"} in items:
            return {"controller_of": {"target": j}}
        if {"owner": "opponent"} in items and {"zone": "graveyard"} in items:
            # "target creature card from an opponent's graveyard ... that player's graveyard": the
            # player whose graveyard it is, its owner (404.2)
            return {"owner_of": {"target": j}}
        raise Unsupported("'that player' after a target that names no player")
    if when is not None and all(e in _PLAYER_EVENTS for e in _events(when)):
        return "that_player"
    raise Unsupported("'that player controls' with no player said before it")


def _refs_to_targets(x: Any, n: int) -> set[int]:
    """The target instances (indexes) an instruction refers to, once "it" was resolved."""
    if x in ("target", "each_target"):
        return {0}
    if isinstance(x, dict):
        if set(x) == {"target"} and isinstance(x["target"], int):
            return {x["target"]}
        if set(x) == {"targets_from"} and isinstance(x["targets_from"], int):
            return {x["targets_from"]}
        if set(x) == {"targets_of"} and isinstance(x["targets_of"], int):
            return {x["targets_of"]}
        return set().union(*(_refs_to_targets(v, n) for v in x.values())) if x else set()
    if isinstance(x, list):
        return set().union(*(_refs_to_targets(v, n) for v in x)) if x else set()
    return set()


def _parts_of_instructions(effect: Any, specs: list[dict]) -> None:
    """608.2b: what each instance's targets undergo, and the parts no target is named in (they
    don't happen if every target is illegal) -- for the resolution report."""
    if not isinstance(effect, list):
        return
    for ins in effect:
        if not isinstance(ins, dict):
            continue
        used = _refs_to_targets(ins, len(specs))
        words = _instruction_words(ins)
        if not used:
            specs.append({"untargeted": words})
        for i in sorted(used):
            if i < len(specs) and "filter" in specs[i]:
                specs[i]["effect"] = "; ".join(x for x in (specs[i].get("effect"), words) if x)


_WORDS = {"gain_life": "you gain {} life", "lose_life": "you lose {} life", "draw": "draw {}",
          "damage": "{} damage", "mill": "mill {}", "scry": "scry {}", "surveil": "surveil {}",
          "discard": "discard {}"}


def _instruction_words(ins: dict) -> str:
    """A short description of one compiled instruction (its key and amount)."""
    key = next(iter(ins))
    v = ins[key]
    if key in _WORDS and isinstance(v, (int, str)):
        words = _WORDS[key].format(v)
        if ins.get("player") not in (None, "you") and words.startswith("you "):
            words = words[4:]                       # "Target player ... loses 2 life": not you
        return words
    return key.replace("_", " ")


# ---------------------------------------------------------------- preprocessing
def self_names(name: str) -> list[str]:
    """The ways Oracle text names the card itself: its name, each face of a split card, and the
    short name of a legendary ("Isamaru" for "Isamaru, Hound of Konda")."""
    out = []
    for face in name.split(" // "):
        out.append(face)
        if face.startswith("The ") and " // " not in name:
            out.append("the " + face[4:])            # "Whenever the Wizardly Barge attacks" (mid-sentence)
        if ", " in face:
            out.append(face.split(", ")[0])
        elif " of the " in face:
            out.append(face.split(" of the ")[0])
        elif " // " not in name:
            short = _short_name(face)
            if short:
                out.append(short)
    return sorted(set(out), key=len, reverse=True)


_SHORT_NAME = re.compile(r"^([A-Z][^ ]*(?: [A-Z][^ ]*)*?) (?:the|of) ")


def _short_name(face: str) -> str | None:
    """"Bladewing" for "Bladewing the Risen", "Tivadar" for "Tivadar of Thorn" (a legendary's short
    name, 201.5) -- unless those words are a subtype or a word of the rules text ("Storm of
    Memories" has the keyword storm)."""
    m = _SHORT_NAME.match(face)
    if m is None:
        return None
    short = m.group(1)
    words = short.split()
    if any(w in subtype_forms() for w in words) or any(w.lower() in _grammar_words() for w in words):
        return None
    return short


@lru_cache(maxsize=1)
def _grammar_words() -> frozenset:
    """The words the grammar spells out ("storm"i, "return"i, ...)."""
    text = resources.files("pyengine").joinpath("cards/oracle.lark").read_text(encoding="utf-8")
    return frozenset(w.lower() for w in re.findall(r'"([A-Za-z\'-]+)"i', text))


_QUOTED_PART = re.compile(r'("[^"]*")')
_QUOTE_ENDS_SENTENCE = re.compile(r'\."(?=\s*$|\s+[A-Z])')


def _quoted_text(q: Any) -> str:
    """The ability text inside a QUOTED token, its period back in place (normalize moved it out)."""
    text = str(q)[1:-1].strip()
    return text if text.endswith((".", "'", '"')) else text + "."


def normalize(text: str, name: str) -> str:
    """One ability's text ready for the grammar: reminder text stripped, self-references as "~",
    typographic characters normalised."""
    s = strip_reminder(text)
    names = [re.compile(r"(?<![\w'])" + re.escape(n) + r"(?![\w])") for n in self_names(name) if n]

    def named(part: str) -> str:
        for n in names:
            part = n.sub("~", part)
        return part
    # the card's name inside a quoted ability it grants names the granting object (201.5a), not
    # the object that has the ability ("this creature" there, 113.7): it stays written out
    s = "".join(p if i % 2 else named(p) for i, p in enumerate(_QUOTED_PART.split(s)))
    s = _SELF_REF.sub("~", s)
    s = s.replace("\u2212", "-").replace("\u2019", "'").replace("\u2014", "—").replace("–", "-")
    # a sentence ending in a quoted ability ends with the quote's period: written after the quote
    # ('... token with "This token can't block".') so that the sentence has its own period
    s = _QUOTE_ENDS_SENTENCE.sub('".', s)
    # "return them to their owner's hand" is the Oracle wording of some cards for what others say
    # "their owners' hands" / "under their owners' control" (each object's owner, 108.3)
    s = _THEIR_OWNERS.sub(lambda m: "their owners' " + ("hands" if m.group(1).lower() == "hand" else "control"), s)
    return re.sub(r"\s+", " ", s).strip()


# (not in "return two Islands you control to their owner's hand", the wording the cost and
# alternative-cost rules read)
_THEIR_OWNERS = re.compile(r"(?<!you control to )\btheir owner's (hand|control)\b", re.I)


_TABLE_ROW = re.compile(r"^\d+(\s*[—–−-]\s*\d+|\+)?\s*\|")
_ROLLS = re.compile(r"\broll\b", re.I)


def oracle_paragraphs(text: str) -> list[str]:
    """The abilities of an Oracle text, one per paragraph; a modal spell's bullet lines ("• ...")
    belong to the paragraph before them (700.2)."""
    out: list[str] = []
    for ln in (text or "").split("\n"):
        ln = ln.strip()
        if not ln:
            continue
        if ln.startswith("•") and out:
            out[-1] += " " + ln
        elif out and _TABLE_ROW.match(ln) and _ROLLS.search(out[-1]):
            out[-1] += " " + ln          # 706.3b: a results table is part of the ability rolling the die
        else:
            out.append(ln)
    return out


# ---------------------------------------------------------------- compiling abilities
def parse_raw(text: str, name: str, spell: bool) -> tuple[str, Any]:
    """(kind, raw value) for one ability's text, raising LarkError or Unsupported."""
    s = normalize(text, name)
    if not s:
        raise Unsupported("empty")
    tree = parser().parse(s, start="spell_line" if spell else "ability")
    try:
        tr = OracleTransformer()
        tr.spell = spell                 # an instant's or sorcery's paragraph (701.35a: support)
        tr.name = name                   # the card's name ("a card named ~", 201.2)
        return tr.transform(tree)
    except VisitError as e:
        if isinstance(e.orig_exc, Unsupported):
            raise e.orig_exc from None
        raise


def _leftover(x: Any) -> bool:
    """A compiler-internal mark left in a finished mapping (a clause it could not place)."""
    if isinstance(x, dict):
        return any(str(k).startswith("_") for k in x) or any(_leftover(v) for v in x.values())
    if isinstance(x, list):
        return any(_leftover(v) for v in x)
    return isinstance(x, (Tgt, It)) or x == "_same" or (isinstance(x, str) and x in _SAID_BEFORE)


def _finish(kind: str, raw: Any, it_default: str = "self") -> list:
    """The ability mappings for a raw transformer value (keyword lines give one per keyword)."""
    out = _plain(_finish_raw(kind, raw, it_default))
    if _leftover(out):
        raise Unsupported("a clause the compiler could not place")
    if "'copy': {'created': True}" in repr(out):
        # "If you're the monarch, you may create a token that's a copy of it. If you're not, you may
        # have ~ become a copy of it" -- the "it" of a copy effect is never the token just created
        raise Unsupported("'becomes a copy of it' after a token was created")
    return out


_STATUS_WORDS = ("tapped", "attacking", "blocking", "blocking_source", "blocked_by_source")
# the parts of a static ability whose feature is given the permanents' status (110.5, 506.4):
# the layer system (an effect's affected set, a count, a condition), the game loop (an enchant
# restriction 303.4a, a cost modifier 601.2f, the condition of an alternative cost 118.9: "If three
# or more creatures are attacking"); combat rules and replacement effects are not
_STATUS_READERS = ("static", "cda", "enchant", "cost_modifier", "text", "exert_attack", "casting")


def _mentions_status(x: Any) -> bool:
    """Does a filter inside x name a permanent's status (110.5, 506.4)? Only the game loop's
    instructions, costs and targets are given it (pyengine/filters/words.py); a static ability
    (the layer system, combat, replacement) or a trigger event (tested on the object as it last
    existed) can't read it yet."""
    if isinstance(x, str):
        return x in _STATUS_WORDS
    if isinstance(x, dict):        # (a trigger's event name -- "tapped", "becomes tapped" -- is no filter)
        return any(_mentions_status(v) for k, v in x.items() if k != "event")
    if isinstance(x, list):
        return any(_mentions_status(v) for v in x)
    return False


def _mentions_counters(x: Any) -> bool:
    """Does a filter inside x read the counters on an object (122.1)? Only the layer system, the
    game loop and targets are given them (pyengine/filters/words.py)."""
    if isinstance(x, dict):
        return _is_counter_filter(x) or any(_mentions_counters(v) for v in x.values())
    if isinstance(x, list):
        return any(_mentions_counters(v) for v in x)
    return False


def _is_counter_filter(x: dict) -> bool:
    v = x.get("counters")
    return len(x) == 1 and (isinstance(v, str) or (isinstance(v, dict) and "ge" in v))


# (and 700.9 "modified": counters, or an Equipment or its controller's Aura attached)
_HISTORY_WORDS = ("was_dealt_damage", "dealt_damage", "entered_this_turn", "attacked_this_turn",
                  "dealt_damage_to_you", "modified")


def _mentions_pt(x: Any) -> bool:
    """Does a filter inside x compare an object's power or toughness (613.4: layer 7)?"""
    if isinstance(x, dict):
        return bool({"power", "toughness"} & set(x)) or any(_mentions_pt(v) for v in x.values())
    if isinstance(x, list):
        return any(_mentions_pt(v) for v in x)
    return False


def _mentions_history(x: Any) -> bool:
    """Does a filter inside x name what happened to an object this turn (120.1)? Only the game
    loop and targets are given the turn's events (pyengine/filters/words.py)."""
    if isinstance(x, str):
        return x in _HISTORY_WORDS
    if isinstance(x, dict):
        return any(_mentions_history(v) for v in x.values())
    if isinstance(x, list):
        return any(_mentions_history(v) for v in x)
    return False


def _finish_raw(kind: str, raw: Any, it_default: str = "self") -> list:
    if kind == "keywords":           # a keyword's triggered ability: only its event is a filter of that kind
        if any(_mentions_status(k["triggered"].get("when")) if isinstance(k, dict) and "triggered" in k
               else _mentions_status(k) for k in raw):
            raise Unsupported("a permanent's status (tapped, attacking, blocking) in a static ability")
    elif kind == "ability" and isinstance(raw, dict) and any(_mentions_status(v) for k, v in raw.items()
                                                             if k not in _STATUS_READERS):
        raise Unsupported("a permanent's status (tapped, attacking, blocking) in a static ability")
    if kind == "triggered" and _mentions_status(raw.get("when")):
        raise Unsupported("a permanent's status (tapped, attacking, blocking) in a trigger event")
    if kind == "triggered" and _numbers.has_expressions(raw.get("when")):
        # 608.2h: a trigger event's filter is tested outside an instruction: the game loop doesn't
        # compute a number inside it ("a spell with mana value less than this creature's power")
        raise Unsupported("a trigger event's filter comparing with a number computed by the game")
    if kind == "ability" and isinstance(raw, dict) and _numbers.has_expressions([raw.get("combat"), raw.get("doesnt_untap")]):
        # 508.1c, 509.1b, 502.3: the combat and untap programs read their filters on the board as it
        # is; they compute no number ("power greater than the number of cards in your hand")
        raise Unsupported("a combat or untap rule's filter comparing with a number computed by the game")
    if kind == "ability" and isinstance(raw, dict) and any(_mentions_counters(raw.get(k)) for k in ("combat", "replacement")):
        raise Unsupported("the counters on an object in a combat rule or a replacement effect")
    if kind == "ability" and isinstance(raw, dict) and any(_mentions_history(raw.get(k))
                                                           for k in ("static", "cda", "combat", "replacement")):
        raise Unsupported("what happened to an object this turn, or 'modified', in a static ability")
    if kind in ("keywords", "ability", "abilities") and _choices_in(raw):
        raise Unsupported("a value 'of your choice' that no instruction chooses (608.2d)")
    if kind == "keywords":
        return list(raw)
    if kind == "ability":
        return [_static_chosen(raw)]
    if kind == "abilities":
        return list(raw)
    if kind == "activated":
        return [{"activated": assemble(raw, "self")}]
    if kind == "triggered":
        raw = dict(raw)        # 603.3d: a division is announced as it's put on the stack (game/divided.py)
        self_subject = raw.pop("_self_subject", True)
        it = self_subject if isinstance(self_subject, str) else ("self" if self_subject else "it")
        return [{"triggered": assemble(raw, it)}]
    if kind == "spell":
        if _other_after_tokens(raw.get("effect") if isinstance(raw, dict) else None):
            # Martial Coup's ruling: "destroy all other creatures" after the spell created tokens
            # means creatures other than those tokens -- not said by the filter word "other"
            # (other than the source, which is the spell)
            raise Unsupported("'other' after creating tokens (other than the tokens created)")
        return [{"spell": assemble(raw, "self")}]
    raise Unsupported(kind)


def _static_chosen(raw: Any) -> Any:
    """A permanent's static ability granting "protection from the chosen color": the color chosen
    for the permanent as it entered (614.12, 607.2d; the layer system reads the object's chosen
    values), not a choice made by instructions -- the `_that` mark (pq_chosen_color) is dropped."""
    if not (isinstance(raw, dict) and isinstance(raw.get("static"), dict)):
        return raw

    def fix(x: Any) -> Any:
        if isinstance(x, dict):
            if x.get("_that") is True and x.get("chosen") == "color" and len(x) == 2:
                return {"chosen": "color"}
            return {k: fix(v) for k, v in x.items()}
        if isinstance(x, list):
            return [fix(v) for v in x]
        return x
    st = raw["static"]
    return {**raw, "static": {**st, "add_abilities": fix(st["add_abilities"])}} if "add_abilities" in st else raw


def _other_after_tokens(effect: Any) -> bool:
    """Does an instruction after one creating tokens name "other" objects?"""
    seen = False

    def names_other(x: Any) -> bool:
        if x == "other":
            return True
        if isinstance(x, dict):
            return any(names_other(v) for k, v in x.items() if k not in ("then", "else"))
        if isinstance(x, list):
            return any(names_other(v) for v in x)
        return False

    def walk(items: Any) -> bool:
        nonlocal seen
        for i in items if isinstance(items, list) else [items]:
            if not isinstance(i, dict):
                continue
            if seen and names_other(i):
                return True
            if "create_token" in i:
                seen = True
            if walk(i.get("then") or []) or walk(i.get("else") or []):
                return True
        return False
    return walk(effect or [])


def compile_ability(text: str, name: str, spell: bool = False) -> list[dict] | None:
    """The ability mappings for one ability's Oracle text (a keyword line gives several), or None
    when the compiler can't say it. Each mapping carries its `text`."""
    try:
        kind, raw = parse_raw(text, name, spell)
        out = _finish(kind, raw)
    except (LarkError, Unsupported):
        return None
    res = []
    for a in out:
        if isinstance(a, dict) and "text" not in a:
            a = {**a, "text": text}
        res.append(a)
    return res


def _card_activated(p: str, name: str) -> tuple[str | None, Any]:
    """An instant's or sorcery's paragraph that is an activated ability of the card working from
    the hand or the graveyard (113.6b, 113.6m: forecast, 702.57a), or (None, None)."""
    try:
        kind, raw = parse_raw(p, name, False)
    except (LarkError, Unsupported):
        return None, None
    if kind == "activated" and isinstance(raw, dict) and raw.get("zone") in ("hand", "graveyard"):
        return kind, raw
    return None, None


def _spell_cda(p: str, name: str) -> tuple[str | None, Any]:
    """604.3: a characteristic-defining ability printed on an instant or sorcery ("Ghostfire is
    colorless."): it functions on the stack and in every other zone -- a static ability of the card,
    not an instruction of its spell ability."""
    try:
        kind, raw = parse_raw(p, name, False)
    except (LarkError, Unsupported):
        return None, None
    return (kind, raw) if kind == "ability" and isinstance(raw, dict) and set(raw) == {"cda"} else (None, None)


def compile_spell(paragraphs: list[str], name: str) -> tuple[list[dict], list[str]]:
    """An instant's or sorcery's paragraphs: keyword lines stay keyword abilities, the rest is one
    spell ability (113.3a) -- its additional cost, its instructions in order, or its modes.
    Returns (abilities, unsupported clauses of the spell ability)."""
    kws: list = []
    block: dict = {}
    texts: list[str] = []
    uns: list[str] = []
    last_effect: list = []
    for p in paragraphs:
        if not strip_reminder(p):                 # reminder text only: "({G/P} can be paid with ...)"
            continue
        trig = _spell_card_trigger(p, name)
        if trig is not None:                      # "When you cycle this card, ..." (702.29c)
            kws.append({**trig, "text": p})
            continue
        try:
            kind, raw = parse_raw(p, name, True)
        except (LarkError, Unsupported):
            kind, raw = _card_activated(p, name)
            if kind is None:
                kind, raw = _spell_cda(p, name)
            if kind is None:
                uns.append(strip_reminder(p) or p)
                texts.append(p)
                continue
        if kind == "keywords":
            kws.extend({"keyword": k, "text": p if len(raw) == 1 else k[:1].upper() + k[1:]}
                       if isinstance(k, str) else k for k in raw)
            continue
        if kind == "ability":                     # a static ability of the spell ("can't be countered")
            kws.append({**raw, "text": p})
            continue
        if kind == "activated" and raw.get("zone") in ("hand", "graveyard"):
            # 113.6b, 113.6m: an instant's or sorcery's activated ability working from the hand
            # (forecast, 702.57a) or the graveyard
            try:
                kws.append({"activated": assemble(raw, "self"), "text": p})
            except Unsupported:
                kws.append({"unsupported": strip_reminder(p) or p, "text": p})
            continue
        texts.append(p)
        if kind == "spell_cost" and "costs" in raw:
            block.setdefault("costs", []).extend(raw["costs"])
        elif kind == "spell_cost":
            block["additional_cost"] = raw
        elif kind == "spell":
            if "modes" in raw:
                if block.get("effect") or "modes" in block:
                    uns.append(p)
                    continue
                block["modes"] = raw["modes"]
                if "choose" in raw:
                    block["choose"] = raw["choose"]
            else:
                eff = list(raw["effect"])
                if eff and isinstance(eff[0], dict) and "_instead" in eff[0] and last_effect:
                    # "Morbid — ~ deals 5 damage instead if ..." changes the paragraph before (608.2c)
                    try:
                        eff = _damage_instead(eff[:1], last_effect, block["effect"]) + eff[1:]
                    except Unsupported:
                        uns.append(p)
                        continue
                if eff and isinstance(eff[0], dict) and "_pump_instead" in eff[0] and last_effect:
                    # "Morbid — That creature gets -13/-13 until end of turn instead if ..." (608.2c)
                    try:
                        eff = _pump_instead(eff[:1], last_effect, block["effect"]) + eff[1:]
                    except Unsupported:
                        uns.append(p)
                        continue
                block.setdefault("effect", []).extend(eff)
                last_effect = eff
        else:
            uns.append(p)
    out = list(kws)
    if texts:
        body: dict = {}
        try:
            if block and _other_after_tokens(block.get("effect")):
                raise Unsupported("'other' after creating tokens (other than the tokens created)")
            body = assemble(block, "self") if block else {}
        except Unsupported:
            uns = [strip_reminder(t) or t for t in texts]
            body = {}
        if "modes" in body and "effect" in body:
            uns.append(" ".join(texts))
        if _leftover(body):
            body, uns = {}, [strip_reminder(t) or t for t in texts]
        if uns:
            body["unsupported"] = uns
        if "effect" not in body and "modes" not in body and not uns:
            body["unsupported"] = [" ".join(texts)]
        out.append({"spell": body, "text": "\n".join(texts)})
    return _plain(_spell_keywords_checked(out)), uns


def _spell_keywords_checked(abilities: list) -> list:
    """702.42a-b: entwine chooses all the spell's modes, followed in the order written -- only
    for a modal spell whose modes can be merged into one block (700.2, pyengine.cards.modes).
    702.153a: casualty's sacrifice is the spell's one additional cost -- only for a spell without
    another one. Otherwise the keyword is unsupported."""
    spells = [a["spell"] for a in abilities if isinstance(a, dict) and "spell" in a]
    body = spells[0] if len(spells) == 1 and not spells[0].get("unsupported") else None
    modes = body.get("modes") if body else None
    # 702.47a-c splice: the card's rules text is added to another spell as one more block: one
    # without modes, X, costs of its own, whose target references can be renumbered
    ok = {"splice": body is not None and not modes and "effect" in body and mergeable(body)
          and not set(body) - {"effect", "targets"} and not _has_value(body, "x"),
          "entwine": bool(modes) and len(modes) > 1 and all(mergeable(m) for m in modes),
          "casualty": body is not None and "additional_cost" not in body and "costs" not in body}
    out = []
    for a in abilities:
        part = a.get("casting") if isinstance(a, dict) else None
        if part and not ok.get(part.get("kind"), True):
            out.append({"unsupported": strip_reminder(a.get("text") or "") or "Entwine", "text": a.get("text")})
        else:
            out.append(a)
    return out


def _with_overload(abilities: list, paras: list[str], name: str) -> list:
    """702.96a: "If you chose to pay this spell's overload cost, change its text by replacing all
    instances of the word 'target' with the word 'each'" -- the spell compiled from that changed
    text (612, a text-changing effect) rides on the overload ability; if the changed text can't be
    compiled, the overload ability is unsupported."""
    out = []
    for a in abilities:
        part = a.get("casting") if isinstance(a, dict) else None
        if not part or part.get("kind") != "overload":
            out.append(a)
            continue
        changed = [re.sub(r"\b(t|T)arget\b", lambda m: "each" if m.group(1) == "t" else "Each", p)
                   for p in paras if not _is_overload_line(p)]
        spells = [x for x in compile_spell(changed, name)[0] if isinstance(x, dict) and "spell" in x]
        body = spells[0]["spell"] if len(spells) == 1 else None
        if not body or body.get("unsupported") or "effect" not in body or body.get("targets") \
                or _has_key(body.get("effect") or [], "target"):
            out.append({"unsupported": strip_reminder(a.get("text") or "") or "Overload", "text": a.get("text")})
            continue
        out.append({**a, "casting": {**part, "spell": body}})
    return out


_AWAKEN_LINE = re.compile(r"^awaken\b", re.I)


def _with_awaken(abilities: list, paras: list[str], name: str) -> list:
    """702.113a-b: the spell cast for its awaken cost is the spell with the awaken spell ability
    after its other instructions ("put N +1/+1 counters on target land you control. That land
    becomes a 0/0 Elemental creature with haste. It's still a land.") -- compiled from that text
    with the spell's own, its target numbered after the spell's (601.2c); if that can't be
    compiled, the awaken ability is unsupported."""
    out = []
    for a in abilities:
        part = a.get("casting") if isinstance(a, dict) else None
        if not part or part.get("kind") != "awaken":
            out.append(a)
            continue
        n = int(part["n"])
        added = (f"Put {n} +1/+1 counter{'s' if n != 1 else ''} on target land you control and it becomes a 0/0 "
                 "Elemental creature with haste. It's still a land.")
        changed = [p for p in paras if not _AWAKEN_LINE.match(strip_reminder(p).strip())] + [added]
        spells = [x for x in compile_spell(changed, name)[0] if isinstance(x, dict) and "spell" in x]
        body = spells[0]["spell"] if len(spells) == 1 else None
        if not body or body.get("unsupported") or "effect" not in body:
            out.append({"unsupported": strip_reminder(a.get("text") or "") or "Awaken", "text": a.get("text")})
            continue
        out.append({**a, "casting": {k: v for k, v in part.items() if k != "n"} | {"spell": body}})
    return out


def _is_overload_line(p: str) -> bool:
    return bool(re.match(r"^overload\b", strip_reminder(p).strip(), re.I))


_ORDINAL_WORDS_N = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


# (after an ability word, 207.2c: "Infusion — When you cast this spell, ...")
_SPELL_TRIGGER = re.compile(r"^([^—.\n]{1,40} — )?(when(ever)? |at the beginning of )", re.I)


def _spell_card_trigger(p: str, name: str) -> dict | None:
    """A triggered ability of an instant or sorcery card that works where such a card is: "When
    you cycle this card" (from the graveyard, 702.29c), "When you cast this spell" (from the
    stack), one that moves the card out of its graveyard or is about it being there ("Whenever an
    opponent gains life, you may pay {R}. If you do, return this card from your graveyard to your
    hand": 113.6b, 113.6m). Other triggered abilities stay part of the spell's text (unsupported)."""
    if not _SPELL_TRIGGER.match(strip_reminder(p)):
        return None
    try:
        kind, raw = parse_raw(p, name, False)
        if kind != "triggered":
            return None
        out = _finish(kind, raw)
    except (LarkError, Unsupported):
        return None
    when = out[0]["triggered"].get("when") or {}
    if out[0]["triggered"].get("zone") == "graveyard":
        return out[0]
    ws = when.get("any", [when])
    if not ws or any(w.get("event") not in ("cycle_self", "cast_self", "discard_self", "to_graveyard") or
                     "filter" in w for w in ws):
        return None
    return out[0]


def compile_abilities(oracle: str, name: str, types: list[str], mana_cost: str | None = None) -> list:
    """Every ability of a card from its Oracle text, in order; what the compiler can't say is an
    `unsupported` entry with its text. `mana_cost`: the card's printed mana cost (transmute reads
    its mana value; without it transmute is unsupported)."""
    paras = oracle_paragraphs(oracle)
    if {"instant", "sorcery"} & {t.lower() for t in types}:
        abilities, _uns = compile_spell(paras, name)
        return _that_checked(_with_transmute(_with_awaken(_with_overload(abilities, paras, name), paras, name), mana_cost))
    got = _exiled_cards_checked(_that_checked(_with_transmute(_no_permanent_splice(_compile_permanent(paras, name)),
                                                              mana_cost)))
    if {"plane", "phenomenon", "scheme"} & {t.lower() for t in types}:
        return _planar(got)
    return got


def _no_permanent_splice(abilities: list) -> list:
    """702.47a splice adds a card's rules text to a spell: an instant's or sorcery's (a permanent
    card's splice -- "add this card's abilities to that spell" -- is another thing: unsupported)."""
    return [{"unsupported": strip_reminder(a.get("text") or "") or "Splice", "text": a.get("text")}
            if isinstance(a, dict) and (a.get("casting") or {}).get("kind") == "splice" else a for a in abilities]


def _with_transmute(abilities: list, mana_cost: str | None) -> list:
    """702.53a: transmute's search is for a card with the mana value of the discarded card -- the
    card's own, from its printed mana cost (202.3; X is 0 outside the stack, 202.3e)."""
    out = []
    for a in abilities:
        if not (isinstance(a, dict) and "transmute_marker" in a):
            out.append(a)
            continue
        if mana_cost is None:
            out.append({"unsupported": a["text"], "text": a["text"]})
            continue
        out.append({"activated": {"cost": a["transmute_marker"], "zone": "hand", "discard_self": True,
                                  "timing": "sorcery",
                                  "effect": [{"search": {"filter": [{"mana_value": mana_value_of(mana_cost)}, "card"],
                                                         "reveal": True, "to": "hand"}}]},
                    "text": a["text"]})
    return out


# 614.12b: "As this enchantment enters, choose Khans or Dragons. • Khans — [ability] • Dragons — [ability]"
_ANCHOR_RX = re.compile(r"^As (?:this [a-z]+|~) enters(?: the battlefield)?, choose ([A-Za-z][\w'.-]*) or "
                        r"([A-Za-z][\w'.-]*)\.\s*•\s*(\S+) — (.+?)\s*•\s*(\S+) — (.+)$")


def _anchor_paragraph(p: str, name: str) -> list | None:
    """614.12b: a choice of one of two anchor words made as the permanent enters (the static part
    `as_enters: {anchor: [A, B]}`) and the abilities under each word, each marked for the static
    ability granting it while that word was chosen (levels.with_levels)."""
    text = p.replace(name, "~") if name else p
    m = _ANCHOR_RX.match(strip_reminder(text).strip())
    if m is None:
        return None
    a, b, w1, t1, w2, t2 = m.groups()
    if {a.lower(), b.lower()} != {w1.lower(), w2.lower()} or a.lower() == b.lower():
        return None
    words = {w.lower(): w for w in (w1, w2)}
    out: list = [{"as_enters": {"anchor": [words[a.lower()], words[b.lower()]]},
                  "text": p.split("•", 1)[0].strip()}]
    for word, body in ((w1, t1), (w2, t2)):
        body = body.strip()
        got = compile_ability(body, name)
        if got is None:
            out.append({"unsupported": body, "text": f"{word} — {body}", "anchor_marker": word})
            continue
        for x in got:
            x = {"keyword": x, "text": body} if isinstance(x, str) else dict(x)
            out.append({**x, "text": f"{word} — {x.get('text') or body}", "anchor_marker": word})
    return out


def _compile_permanent(paras: list[str], name: str) -> list:
    out: list = []
    for k, p in enumerate(paras):
        anchored = _anchor_paragraph(p, name)
        if anchored is not None:
            out.extend(anchored)
            continue
        got = compile_ability(p, name)
        if got is not None and any(isinstance(a, dict) and "backup_marker" in a for a in got):
            got = [_backup_ability(a["backup_marker"], paras[k + 1:], name) if isinstance(a, dict) and "backup_marker" in a
                   else a for a in got]
        if got is None:
            clause = strip_reminder(p)
            if not clause:               # only reminder text: "({T}: Add {G}.)" on a basic land (305.6)
                continue
            out.append({"unsupported": clause, "text": p})
        else:
            # a keyword keeps the Oracle text it stands for ("Flying, vigilance": "Flying", "Vigilance")
            out.extend({"keyword": a, "text": p if len(got) == 1 else a[:1].upper() + a[1:]}
                       if isinstance(a, str) else a for a in got)
    if levels.has_levels(out):          # 711.2 leveler striations, 716.2a class level bars
        out = levels.with_levels(out)
    return _chosen_land_type(out)


_CHOSEN_TYPE_OPS = {"set_creature_types": "set_land_types", "add_subtypes": "add_land_types"}


def _enter_choices(x: Any) -> set:
    if isinstance(x, dict):
        got = {str(x["enter_choice"])} if "enter_choice" in x else set()
        return got.union(*(_enter_choices(v) for v in x.values()))
    if isinstance(x, list):
        return set().union(*(_enter_choices(v) for v in x)) if x else set()
    return set()


def _is_chosen_creature_type(x: Any) -> bool:
    return isinstance(x, dict) and x.get("chosen") == "creature_type" and set(x) <= {"chosen", "_that"}


def _as_land_type(x: Any, key: str | None = None) -> Any:
    """"The chosen type" / "that type" read as the basic land type chosen (205.3i): a filter's
    subtype, and the layer operation setting or adding it (305.7)."""
    if isinstance(x, dict):
        if _is_chosen_creature_type(x):
            return {**x, "chosen": "basic_land_type"}
        return {(_CHOSEN_TYPE_OPS.get(k, k) if _is_chosen_creature_type(v) else k): _as_land_type(v, k)
                for k, v in x.items()}
    if isinstance(x, list):
        return [_as_land_type(v, key) for v in x]
    return x


def _chosen_land_type(abilities: list) -> list:
    """205.3i, 607.2d: on a permanent that chooses a basic land type as it enters ("As this Aura
    enters, choose a basic land type."), "the chosen type" is that land type: "Enchanted land is
    the chosen type" sets its land types (305.7), "... in addition to their other types" adds one.
    A permanent choosing both a creature type and a land type: which one is meant isn't said."""
    kinds = _enter_choices(abilities)
    if "basic_land_type" not in kinds:
        return abilities
    if "creature_type" in kinds:
        return [{"unsupported": a.get("text"), "text": a.get("text")}
                if isinstance(a, dict) and "{'chosen': 'creature_type'}" in repr(a) else a for a in abilities]
    return [_as_land_type(a) if isinstance(a, dict) and "enter_choice" not in repr(a) else a for a in abilities]


_BACKUP_LINE = re.compile(r"^backup\s+\d+\b", re.I)


def _backup_ability(n: int, later: list[str], name: str) -> dict:
    """702.165a: "Backup N" means "When this creature enters, put N +1/+1 counters on target
    creature. If that's another creature, it also gains the non-backup abilities of this creature
    printed below this one until end of turn." The abilities are the card's printed paragraphs
    after the backup line (702.165c: only printed ones; 702.165d: fixed as the ability is put on
    the stack), granted as keywords or as their text (113.10; "this creature" in them is the
    object that has them, 113.7)."""
    grants: list = []
    for p in later:
        if _BACKUP_LINE.match(strip_reminder(p)):
            continue                                  # "non-backup abilities"
        got = compile_ability(p, name)
        if not got:
            return {"unsupported": f"Backup {n}", "text": f"Backup {n}"}
        if all(isinstance(a, str) for a in got):
            grants.extend(got)
        elif len(got) == 1:
            grants.append({"text": normalize(p, name)})
        else:
            return {"unsupported": f"Backup {n}", "text": f"Backup {n}"}
    effect: list = [{"counters": {"kind": "+1/+1", "amount": n}, "on": "target"}]
    if grants:
        effect.append({"if": {"target_is_other": True},
                       "then": [{"continuous": {"add_abilities": grants}, "on": "target", "duration": "end_of_turn"}]})
    return {"triggered": {"when": {"event": "enters"}, "targets": [{"filter": "creature"}], "effect": effect},
            "text": f"Backup {n}"}


def compile_oracle(c: dict) -> dict:
    """One MTGJSON-style card (name, manaCost, types, subtypes, supertypes, power, toughness,
    loyalty, text) -> a card mapping of the one card model, abilities compiled from its text."""
    spec = card_from_json(c)
    spec["abilities"] = compile_abilities(spec.get("oracle") or "", spec["name"], spec.get("types") or [],
                                          str(spec.get("mana_cost") or ""))
    return spec
