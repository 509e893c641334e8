"""Typed game-state model: card definitions, effect descriptions, filters, objects, players.

Cards are data: a CardDef holds printed characteristics and abilities; a static ability is an
EffectDef (layer ops + affected-set filter). Nothing here knows a card by name.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ZONES = ("battlefield", "hand", "graveyard", "library", "exile", "stack", "command")
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
              "planeswalker", "sorcery", "conspiracy", "dungeon", "phenomenon", "plane", "scheme",
              "vanguard")
SUPERTYPES = ("basic", "legendary", "ongoing", "snow", "world")
COLORS = ("white", "blue", "black", "red", "green")
COLOR_LETTERS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

# Layers (613.1-613.4): index -> name used in traces.
LAYERS = ["1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"]
LAYER_INDEX = {name: i + 1 for i, name in enumerate(LAYERS)}
LAYER_RULE = {"1a": "613.2a", "1b": "613.2b", "2": "613.1b", "3": "613.1c", "4": "613.1d",
              "5": "613.1e", "6": "613.1f", "7a": "613.4a", "7b": "613.4b", "7c": "613.4c",
              "7d": "613.4d"}


@dataclass(frozen=True)
class Filter:
    """A node of the affected-set filter language.

    kind is 'all', 'any', 'not' (children) or a leaf kind with args, e.g.
    ('type', 'creature'), ('subtype', 'Goblin'), ('color', 'white'), ('controller', 'you'),
    ('other',), ('self',), ('enchanted',), ('equipped',), ('zone', 'graveyard'),
    ('mana_value', 'le', 3), ('power', 'le', 2), ('token',), ('face_down',), ('has', ability),
    ('chosen_subtype', key), ('object', id), ('name', n), ('colorless',), ('multicolored',),
    ('counters', kind or 'any', 'ge', n) (122.1), ('was_dealt_damage',) / ('dealt_damage',) this
    turn (120.1: the turn's damage events).
    """
    kind: str
    args: tuple = ()
    children: tuple["Filter", ...] = ()

    def mentions(self, kind: str) -> bool:
        return self.kind == kind or any(c.mentions(kind) for c in self.children)


@dataclass(frozen=True)
class Expr:
    """A number in an effect: ('n', 5), ('count', Filter), ('card_types', Filter),
    ('mana_value',) of the affected object, ('counters', kind), ('sum', (Expr, ...)),
    ('chosen', key), ('total', 'power' | 'toughness', Filter) (208.1: the sum of the objects' values)."""
    kind: str
    args: tuple = ()


@dataclass(frozen=True)
class Op:
    """One operation of a continuous effect; `layer` is derived from kind (613.1-613.4)."""
    kind: str
    args: tuple = ()
    layer: str = ""


# What each ability kind is in CR 113.3 terms (spell, activated, triggered, static).
ABILITY_CATEGORY = {"kw": "static", "landwalk": "static", "protection": "static", "hexproof_from": "static",
                    "mana": "activated", "static": "static", "spell": "spell", "activated": "activated",
                    "triggered": "triggered", "other": "unknown"}


@dataclass(frozen=True)
class Ability:
    """One ability of a card (CR 113): the one card model read by every feature.

    kind: 'kw', 'landwalk', 'protection', 'hexproof_from' (keywords, identified by args, e.g.
    ('kw', ('flying',)), ('protection', ('color', 'red'))); 'mana' ({T}: Add {B}.); 'static',
    'spell', 'activated', 'triggered' (identified by (card name, position)); 'other' for an
    ability of unknown kind that the engine cannot execute.
    effect: the layer effect of a static ability or CDA (613).
    parts: what the ability does for the other features, validated on load: for static abilities
    'combat' (508/509 rules), 'replacement' (614/615 effects), 'cost_modifier' (601.2f),
    'optional_untap' (502.3), 'enchant' (702.5), 'cant_be_targeted' / 'must_target' (115, 601.2c);
    for spell/activated/triggered abilities 'spec' (targets, costs, instructions; docs/cards.md)
    and 'targets' (the parsed TargetSpec).
    unsupported: clauses of the ability the engine cannot execute (reported, never ignored).
    gated: an ability printed within a level striation or under a class level bar (711.2,
    716.2a): the object has it only while the card's level static ability grants it
    (`add_abilities: [{ability: N}]`), not as part of its printed abilities."""
    kind: str
    args: tuple = ()
    text: str = ""
    effect: "EffectDef | None" = None
    parts: dict = field(default_factory=dict, hash=False, compare=False)
    unsupported: tuple[str, ...] = ()
    gated: bool = False

    @property
    def category(self) -> str:
        return ABILITY_CATEGORY.get(self.kind, "static")

    @property
    def spec(self) -> dict:
        """The raw mapping of a spell/activated/triggered ability (instructions, targets, costs)."""
        return self.parts.get("spec") or {}

    @property
    def executable(self) -> bool:
        return not self.unsupported and self.kind != "other"


@dataclass(frozen=True)
class Condition:
    """A condition an effect exists under ("as long as ...", "during your turn", 611.3a):
    kind 'count' (the number of objects satisfying `filter` compares by `cmp` 'ge'/'le' with
    `n`), 'life' (the life total of its controller, or of some player when `player` is 'any',
    `cmp` `n`), 'opponents' (how many opponents its controller has, `cmp` `n`), 'turn' (`n` 1:
    the controller's turn, 0: another player's), 'source_tapped' (`n` 1: its source is tapped,
    0: untapped), 'life_lost_this_turn' / 'life_gained_this_turn' / 'draws_this_turn' /
    'attacked_this_turn' / 'descended_this_turn' (what `player` -- you, opponent, any -- did this
    turn, counted by `cmp` `n`: the game's memory of the turn, given to the layer system)."""
    kind: str
    filter: Filter | None = None
    cmp: str = "ge"
    n: int = 1
    player: str = "you"
    # (kind 'source_attacking' / 'source_blocking': `n` 1 -- its source is attacking / blocking)


@dataclass(frozen=True)
class EffectDef:
    """A continuous effect description (a static ability, or what a resolved spell/ability does)."""
    ops: tuple[Op, ...]
    affects: Filter | None = None      # None: applies to a locked set (611.2c) or to the source
    cda: bool = False                  # characteristic-defining ability (604.3)
    text: str = ""
    functions_in: tuple[str, ...] = ("battlefield",)
    condition: tuple[Condition, ...] = ()   # all must hold for the effect to exist (611.3a)

    @property
    def layers(self) -> list[str]:
        seen: list[str] = []
        for op in self.ops:
            if op.layer not in seen:
                seen.append(op.layer)
        return sorted(seen, key=lambda x: LAYER_INDEX[x])


@dataclass(frozen=True)
class CardDef:
    name: str
    mana_cost: str = ""
    mana_value: int = 0
    colors: tuple[str, ...] = ()
    color_indicator: tuple[str, ...] | None = None
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    power_star: bool = False
    toughness_star: bool = False
    loyalty: int | None = None
    defense: int | None = None
    oracle_text: str = ""
    abilities: tuple[Ability, ...] = ()
    extra: dict = field(default_factory=dict, hash=False, compare=False)
    # 712.8: each face of a transforming double-faced card has its own characteristics. `back`:
    # the back face of the card (on its front face); `front`: on the face a permanent has while
    # transformed (pyengine.cards.faces.transformed_face, 712.8e), the front face it is the back of
    back: "CardDef | None" = field(default=None, hash=False, compare=False, repr=False)
    front: "CardDef | None" = field(default=None, hash=False, compare=False, repr=False)
    # 709, 712.3, 715: a card with faces a player chooses among as they cast (or play) it. `layout`
    # 'adventure' (faces: its Adventure, 715.2), 'split' (faces: its two halves, 709.1; the card's
    # own characteristics are the halves' combined, 709.4) or 'modal_dfc' (faces: its back face,
    # 712.3); `whole`: on a face that is up on the stack or the battlefield
    # (pyengine.cards.faces.face_up), the card it is a face of -- what the object is again once it
    # leaves (709.4, 712.8a, 715.4)
    layout: str = ""
    faces: "tuple[CardDef, ...]" = field(default=(), hash=False, compare=False, repr=False)
    whole: "CardDef | None" = field(default=None, hash=False, compare=False, repr=False)

    @property
    def key(self) -> str:
        """The name its abilities are listed under (ability terms are (key, position)): its name,
        unless a game holds another card of the same name (pyengine.cards.card.registered)."""
        return self.extra.get("key", self.name)

    def ability(self, idx) -> "Ability | None":
        """The ability at position idx (1 = the first listed; '2cda' style ids too)."""
        for a in self.abilities:
            if len(a.args) == 2 and str(a.args[1]) == str(idx) and a.args[0] == self.key:
                return a
        return None

    @property
    def spell_ability(self) -> "Ability | None":
        """The spell ability of an instant or sorcery, or of an Aura spell (its enchant target)."""
        for a in self.abilities:
            if a.kind == "spell":
                return a
        return None

    @property
    def spell(self) -> dict:
        """What casting and resolving this card does (601.2, 608.2): the spell ability's mapping,
        with an Aura's `enchant` (303.4a: an Aura spell targets what it can enchant)."""
        sa = self.spell_ability
        out = dict(sa.spec) if sa is not None else {}
        for a in self.abilities:
            ac = a.parts.get("casting") if isinstance(a.parts, dict) else None
            if isinstance(ac, dict) and ac.get("kind") == "additional_cost":    # 601.2f-h
                if "sacrifice" in ac:
                    out["additional_cost"] = {"sacrifice": ac["sacrifice"]}
                else:
                    out["costs"] = list(out.get("costs") or []) + [dict(c) for c in ac["costs"]]
            if "enchant" in a.parts:
                out.setdefault("enchant", a.parts["enchant_raw"])
                if a.parts.get("enchant_player"):
                    out.setdefault("enchant_player", True)
        return out


@dataclass
class Counter:
    kind: str
    count: int
    timestamp: float | None = None


@dataclass
class GameObject:
    id: str
    card: CardDef
    zone: str
    owner: str
    controller: str
    timestamp: float = 0
    tapped: bool = False
    counters: list[Counter] = field(default_factory=list)
    attached_to: str | None = None
    face_down: bool = False
    # 708.6: what made it face down -- morph, megamorph, disguise (702.168a: with ward {2}),
    # manifest (701.34a), cloak (701.58a: with ward {2}); None if not said
    face_down_as: str | None = None
    token: bool = False
    copy_of: str | None = None
    copy_timestamp: float | None = None
    chosen: dict[str, Any] = field(default_factory=dict)
    damage: int = 0
    summoning_sick: bool = False
    phased_out: bool = False
    # 400.7: the ids of the earlier objects this one was, oldest first (it changed zones since,
    # so it is a new object: what referred to them doesn't refer to it). A scenario states them
    # (`earlier_ids:`); each zone change in a game adds one, "ID#N".
    earlier_ids: tuple[str, ...] = ()
    # 701.28f: how many times this object has transformed (its `card` is the face that's up:
    # the back face while transformed, pyengine.cards.faces)
    transformations: int = 0
    # 903.3: the card is its owner's commander -- an attribute of the card, not a characteristic,
    # kept through zone changes (filter word `commander`, "your commander")
    commander: bool = False
    # 701.52a-b: the player whose Ring-bearer this permanent is (a designation, not copiable; it ends
    # when another creature becomes that player's Ring-bearer, another player gains control of it,
    # or it leaves the battlefield, 400.7) -- pyengine.game.ring
    ring_bearer: str | None = None
    # the timestamp it received as it entered its zone (613.7d); `timestamp` is renewed later too
    # (613.7e-g: attached, turned face up, transformed), this one only by a zone change
    entered: float | None = None

    def __post_init__(self) -> None:
        if self.entered is None:
            self.entered = self.timestamp


@dataclass
class ScenarioEffect:
    """A continuous effect from a resolved spell or ability (611.2), with its timestamp (613.7b)
    and, per 611.2c, the objects it was locked onto when created (or a filter for effects that
    don't change characteristics/control, 611.2c last sentence)."""
    id: str
    effect: EffectDef
    timestamp: float
    controller: str
    objects: tuple[str, ...] | None = None
    source: str | None = None
    duration: str = "indefinite"
    chosen: dict[str, Any] = field(default_factory=dict)


@dataclass
class Player:
    id: str
    life: int = 20
    poison: int = 0
    counters: dict[str, int] = field(default_factory=dict)   # other counters a player has (122.1: energy, 107.14)


@dataclass
class Scenario:
    players: list[Player]
    active_player: str
    objects: list[GameObject]
    effects: list[ScenarioEffect] = field(default_factory=list)
    turn: int = 1
    step: str = "precombat_main"
    name: str = ""
    description: str = ""
    file: str = "<scenario>"
    extra: dict = field(default_factory=dict)
    attacking: tuple[str, ...] = ()      # attacking creatures (506.4), read by "as long as it's attacking"
    blocking: tuple[str, ...] = ()       # blocking creatures (509.1g)

    def obj(self, oid: str) -> GameObject:
        for o in self.objects:
            if o.id == oid:
                return o
        raise KeyError(oid)
