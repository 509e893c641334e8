"""Results of the replacement machinery (CR 614-616): the steps of an order of choices, the
outcomes of a query, the game loop's resolution, and their readable / JSON forms."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pyengine.events import Event
from pyengine.replacement.effects import ReplacementEffect

CONTAINED = "token enters (contained in its creation, 616.1g)"   # `what` of a token's entering


class Step:
    """One choice: `effect` applied to (or, if optional, declined for) the event `ev`, by the
    player `chooser` (616.1). `event` is the event's description."""
    __slots__ = ("effect", "ev", "chooser", "declined", "_desc")

    def __init__(self, effect: str, ev: Event, chooser: str | None, declined: bool = False):
        self.effect = effect
        self.ev = ev
        self.chooser = chooser
        self.declined = declined
        self._desc: str | None = None

    @property
    def event(self) -> str:
        if self._desc is None:
            self._desc = describe_event(self.ev)
        return self._desc

    def __str__(self) -> str:
        return f"{self.effect}{' (declined)' if self.declined else ''}"

    def __repr__(self) -> str:
        return f"Step({self.effect!r}, {self.event!r}, {self.chooser!r}, declined={self.declined})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Step) and (self.effect, self.ev, self.chooser, self.declined) == \
            (other.effect, other.ev, other.chooser, other.declined)

    def __hash__(self) -> int:
        return hash((self.effect, self.chooser, self.declined))

    def to_json(self) -> dict:
        d = {"effect": self.effect, "event": self.event, "chooser": self.chooser}
        if self.declined:
            d["declined"] = True
        return d


def _ev(ev: Event, **kw) -> Event:
    """ev.but(**kw), without dataclasses.replace's overhead (hot path of the enumeration)."""
    if not hasattr(ev, "__dict__"):
        return ev.but(**kw)
    new = object.__new__(Event)
    new.__dict__.update(ev.__dict__)
    new.__dict__.update(kw)
    return new


@dataclass
class Outcome:
    """One possible result of the choices: what happens instead of the original event(s)."""
    events: tuple[Event, ...]
    prevented: tuple[tuple[str, str, int], ...]
    cannot: tuple[tuple[str, str], ...]
    dropped: tuple[tuple[str, str], ...]
    spent: tuple[str, ...]
    shields: tuple[tuple[str, int], ...]
    n_orders: int = 0
    orders: list[tuple[Step, ...]] = field(default_factory=list)

    def to_json(self) -> dict:
        return {
            "events": [event_json(e) for e in self.events],
            "prevented": [{"effect": e, "recipient": r, "amount": n} for e, r, n in self.prevented],
            "cannot_happen": [{"event": ev, "effect": e, "rule": "614.17"} for ev, e in self.cannot],
            "nothing_happens": [{"event": ev, "why": why} for ev, why in self.dropped],
            "used_up": list(self.spent),
            "shields_left": [{"effect": e, "remaining": n} for e, n in self.shields],
            "n_orders": self.n_orders,
            "orders": [[s.to_json() for s in o] for o in self.orders],
        }


@dataclass
class Handled:
    """One of the events handled first (its chooser is first in APNAP order, 616.1)."""
    index: int
    event: Event
    chooser: str | None
    options: list[str]                       # effects watching this kind of event
    violations: dict[str, list[str]]         # option -> rules that forbid choosing it first
    first_choices: list[str]                 # options that may be applied first
    step_rule: str | None                    # 616.1a..e at the first choice
    unpreventable: bool                      # 615.12
    cannot: list[str]                        # 614.17 effects saying it can't happen
    void: bool                               # 614.7

    def to_json(self) -> dict:
        d = {"index": self.index, "event": event_json(self.event), "chooser": self.chooser,
             "options": [{"effect": o, "may_be_chosen_first": o in self.first_choices,
                          "violations": self.violations.get(o, [])} for o in self.options],
             "first_choices": self.first_choices, "step_rule": self.step_rule}
        if self.unpreventable:
            d["unpreventable"] = True
        if self.cannot:
            d["cannot_happen_because_of"] = self.cannot
        if self.void:
            d["void"] = True
        return d


@dataclass
class Query:
    """Everything about one event (or group of simultaneous events)."""
    events: tuple[Event, ...]
    effects: dict[str, ReplacementEffect]
    handled: list[Handled]
    outcomes: list[Outcome]
    n_orders: int
    nodes: int
    solves: int

    def mentioned(self) -> set[str]:
        """Ids of the effects this query's answer mentions."""
        ids = {o for h in self.handled for o in h.options} | {c for h in self.handled for c in h.cannot}
        for out in self.outcomes:
            ids |= {s.effect for o in out.orders for s in o} | {p[0] for p in out.prevented}
            ids |= {c[1] for c in out.cannot} | set(out.spent)
        return ids & set(self.effects)

    def to_json(self) -> dict:
        return {
            "events": [event_json(e) for e in self.events],
            "effects": {k: effect_json(self.effects[k]) for k in sorted(self.mentioned())},
            "handled_first": [h.to_json() for h in self.handled],
            "n_outcomes": len(self.outcomes),
            "n_orders": self.n_orders,
            "outcomes": [o.to_json() for o in self.outcomes],
        }


@dataclass
class Resolution:
    """One path through the choices (the game loop's view). `events` are what happens;
    `contained` the entering of tokens created by those events (616.1g), already passed
    through the effects that modify how they enter (tapped, counters, choices)."""
    events: list[Event]
    contained: list[Event]
    steps: list[Step]
    prevented: list[tuple[str, str, int]]
    cannot: list[tuple[str, str]]
    spent: list[str]
    shields: dict[str, int]


@dataclass(frozen=True)
class Option:
    """What a chooser is offered: apply `effect` (or decline it, if it is optional) to the
    event described by `event` (several simultaneous events may be offered, 616.1)."""
    effect: ReplacementEffect
    declined: bool = False
    event: str = ""
    ev: Event | None = field(default=None, compare=False)


# ------------------------------------------------------------------ helpers
def describe_event(ev: Event) -> str:
    k = ev.kind
    if k == "damage":
        s = f"damage {ev.amount} from {ev.source} to {ev.target}" + (" (combat)" if ev.combat else "")
    elif k in ("life_gain", "life_loss", "draw"):
        s = f"{k} {ev.player} {ev.amount}"
    elif k == "zone_change":
        who = ev.obj if ev.obj is not None else f"a card of {ev.player}"
        s = f"zone_change {who} {ev.from_zone or 'new'} -> {ev.to_zone}"
        if ev.what == CONTAINED:
            s = f"token {who} enters the battlefield (616.1g)"
        elif ev.what:
            s += f" ({ev.what})"
        extra = []
        if ev.to_zone == "battlefield":
            if ev.player:
                extra.append(f"under {ev.player}")
            if ev.tapped:
                extra.append("tapped")
            if ev.with_counters:
                extra.append("with " + ", ".join(f"{n} {c}" for c, n in ev.with_counters))
            if ev.as_copy_of:
                extra.append(f"as a copy of {ev.as_copy_of}")
            if ev.back_face_up:
                extra.append("back face up")
            if ev.choices:
                extra.append("choosing " + ", ".join(ev.choices))
            if ev.gains:
                extra.append("gaining " + ", ".join(ev.gains))
        if extra:
            s += " [" + "; ".join(extra) + "]"
    elif k == "counters":
        s = f"counters {ev.amount} {ev.counter_kind} on {ev.target}"
    elif k == "create_tokens":
        s = f"create_tokens {ev.player} {ev.amount} x {token_label(ev.token)}"
    elif k == "skip":
        s = f"skip {ev.player} {ev.what}"
    else:
        s = f"{k} {ev.obj or ev.player or ''}".strip()
    return s


def token_label(tok: Any) -> str:
    if isinstance(tok, dict):
        if "copy_of" in tok:
            return f"copy of {tok['copy_of']}"
        c = tok.get("card")
        return c.get("name", "token") if isinstance(c, dict) else str(c)
    return str(tok)


def event_json(ev: Event) -> dict:
    d = ev.to_json()
    if ev.applied:
        d["applied"] = list(ev.applied)
    return d


def effect_json(e: ReplacementEffect) -> dict:
    d = {"id": e.id, "controller": e.controller, "timestamp": e.timestamp, "watches": list(e.watches),
         "action": e.action[0], "does": e.describe()}
    if e.source:
        d["source"] = e.source
    if e.card:
        d["card"] = e.card
    for flag in ("self_replacement", "optional", "next_time"):
        if getattr(e, flag):
            d[flag] = True
    if e.text:
        d["text"] = e.text
    return d
