"""Game events (shared by the game loop and the replacement/prevention machinery, CR 614-616).

An Event is what the game is about to do. Before it happens it passes through replacement and
prevention effects (614, 615, 616), which may modify it, replace it by other events, or prevent it
(a replaced or prevented event never happened, 614.6 / 615.6, and triggers nothing, 603.2h)."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

EVENT_KINDS = (
    "damage",          # source deals amount damage to target (object id or player id); combat flag
    "life_gain",       # player gains amount life
    "life_loss",       # player loses amount life
    "draw",            # player draws amount cards (one event per card, 121.2)
    "zone_change",     # obj moves from_zone -> to_zone (dies = battlefield -> graveyard)
    "counters",        # amount counters of counter_kind put on target (object or player)
    "create_tokens",   # player creates amount tokens described by `token`
    "tap", "untap",    # obj becomes tapped / untapped
    "skip",            # player would skip a step / phase / turn (614.1b), named in `what`
    "discard",         # player discards obj
    "lose_game",       # player loses the game
    "regenerate",      # obj regenerates: remove all damage, tap it, remove it from combat (701.15a, 614.8)
    "remove_counters", # amount counters of counter_kind are removed from target (122.8; as many as it has)
    "remove_damage",   # all damage marked on obj is removed (umbra armor, 702.89a)
    "shuffle",         # player shuffles their library (701.20a; "shuffle it into its owner's library")
)

OPENING_HAND = "opening_hand"   # Event.what of a draw of a starting hand (103.5): no turn's draw
PAY_LIFE = "pay_life"   # Event.what of a life loss that is a payment of life (119.4)


@dataclass(frozen=True)
class Event:
    kind: str
    player: str | None = None        # the affected player (life, draw, skip, create_tokens)
    obj: str | None = None           # the affected object (zone_change, tap, discard)
    source: str | None = None        # source of damage / of the event
    target: str | None = None        # damage/counters recipient (object or player id)
    amount: int = 0
    from_zone: str | None = None
    to_zone: str | None = None
    counter_kind: str | None = None
    combat: bool = False
    what: str | None = None
    token: Any = None
    tapped: bool = False             # for zone_change to battlefield: enters tapped
    with_counters: tuple = ()        # ((kind, n), ...) it enters with
    applied: tuple[str, ...] = field(default=())   # ids of replacement effects already applied (614.5)
    # added for replacement effects (pyengine/replacement/apply.py), all optional:
    as_copy_of: str | None = None    # zone_change to battlefield: enters as a copy of this object (616.1c)
    copy_except: tuple = ()          # ... with these exceptions (707.9b; pyengine.cards.parse.parse_copy_except)
    back_face_up: bool = False       # zone_change to battlefield: enters with its back face up (616.1d)
    face_down: bool = False          # zone_change to battlefield: put onto it face down (708.3, 701.34a)
    choices: tuple[str, ...] = ()    # choices made as it enters, e.g. ("color",) (614.12a)
    gains: tuple[str, ...] = ()      # keywords it gains as it enters (702.136a riot, its counter declined)
    unpreventable: bool = False      # damage that can't be prevented (615.12)
    no_regeneration: bool = False    # "It can't be regenerated": regeneration shields don't apply (701.15c)
    x: int | None = None             # zone_change of a resolving spell: its X (107.3m), read by
                                     # "enters with X +1/+1 counters on it"
    enters_as: Any = None            # zone_change to battlefield: an EffectDef locked onto it as it enters
                                     # ("It's a Phyrexian in addition to its other types", 611.2e)
    entering: tuple = ()             # create_tokens: each token's entering event as replaced (616.1g:
                                     # tapped, with counters, as a copy, under whose control)
    excluding: tuple[str, ...] = ()  # life paid as these cards enter the battlefield from a library:
                                     # effects milling or exiling from its top ignore them (614.13c)

    @property
    def pays_life(self) -> bool:
        """Is this life loss a payment of life (119.4: paying life is losing that much life)?"""
        return self.kind == "life_loss" and self.what == PAY_LIFE

    def but(self, **kw) -> "Event":
        return replace(self, **kw)

    def to_json(self) -> dict:
        d = {"kind": self.kind}
        for k in ("player", "obj", "source", "target", "from_zone", "to_zone", "counter_kind", "what"):
            v = getattr(self, k)
            if v is not None:
                d[k] = v
        if self.amount:
            d["amount"] = self.amount
        if self.combat:
            d["combat"] = True
        if self.tapped:
            d["tapped"] = True
        if self.with_counters:
            d["with_counters"] = [list(x) for x in self.with_counters]
        if self.token is not None:
            d["token"] = self.token
        if self.as_copy_of is not None:
            d["as_copy_of"] = self.as_copy_of
        if self.back_face_up:
            d["back_face_up"] = True
        if self.choices:
            d["choices"] = list(self.choices)
        if self.gains:
            d["gains"] = list(self.gains)
        if self.unpreventable:
            d["unpreventable"] = True
        return d


def life_payment(player: str, amount: int, source: str | None = None, entering: tuple[str, ...] = ()) -> Event:
    """The one event of paying life, whatever asks for it (costs, Phyrexian mana 107.4f, "as this
    land enters, you may pay 2 life" 614.12, "you may pay N life" and "unless ... pays N life"
    effects): a life loss marked as a payment (119.4), so a replacement effect watching payments
    ("If you would pay life, ... instead", 614.1a) replaces all of them. `entering`: the cards
    entering the battlefield as it is paid (614.13c)."""
    return Event("life_loss", player=player, amount=amount, source=source, what=PAY_LIFE, excluding=entering)
