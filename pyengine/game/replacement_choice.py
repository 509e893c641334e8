"""616.1: the affected player (or the controller of the affected object) chooses which replacement
or prevention effect applies first, and whether to apply an optional one ("you may pay 2 life. If
you don't, it enters tapped", "you may have ~ enter as a copy of any creature").

Replacement effects apply while an event is being performed, in the middle of whatever process
performs it. The game asks these choices like any other decision, by replaying: when the player
must choose and the game has no answer yet, the action that led here is taken back, the game
waits on a `replacement` decision, and once it is answered the same action is taken again from the
same state with that answer (and any earlier ones) given to the replacement engine in order. The
game is deterministic (library order and random results are seeded by the state), so the replay
reaches the same choice. The decision's options:

    apply <effect>      apply that effect (first, if several apply, 616.1)
    decline <effect>    don't apply that optional effect (614.12, 707.5 ...)

where <effect> is the source object's id and the ability's key (`c1.r0`), with `@<object>` for
the permanent a copy effect would copy (707.5) and `#<n>` when one effect could apply to several
simultaneous events.

Outside an action (a game being built, a direct `Game.perform` in a program) there is nothing
to replay: the first legal option is taken and the log says so. `Game.replacement_chooser`
(chooser(player, event, options) -> Option), when set, answers instead of the player."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game

RULE = "616.1"


class NeedChoice(Exception):
    """Raised inside an action being carried out: `player` must choose among `options` first
    (a decision of `kind`, asked under `rule`)."""

    def __init__(self, player: str, options: tuple[Action, ...], prompt: str, kind: str = "replacement",
                 rule: str = RULE):
        super().__init__(prompt)
        self.player = player
        self.options = options
        self.prompt = prompt
        self.kind = kind
        self.rule = rule


# decisions asked by replaying the action that met them (the game loop's _carry_out)
REPLAYED = ("replacement", "as_enters")


def _key(opt) -> str:
    eff = opt.effect
    tail = eff.id.split(":", 1)[1].rsplit(".", 1)[-1] if ":" in eff.id else eff.id
    key = f"{eff.source}.{tail}" if eff.source and ":" in eff.id else tail
    return "".join("_" if c.isspace() else c for c in key)


def actions(opts: list) -> list[Action]:
    """One action per option, in the options' order (declining a copy choice declines it for
    every permanent, 707.5: no `@<object>` there)."""
    keys = [_key(o).split("@", 1)[0] if o.declined else _key(o) for o in opts]
    labels = []
    for i, (k, o) in enumerate(zip(keys, opts)):
        same = [j for j, (k2, o2) in enumerate(zip(keys, opts)) if k2 == k and o2.declined == o.declined]
        labels.append(k if len(same) == 1 else f"{k}#{same.index(i) + 1}")
    return [Action("decline" if o.declined else "apply", (lab,)) for lab, o in zip(labels, opts)]


def prompt(g: "Game", player: str, event, opts: list, acts: list[Action]) -> str:
    from pyengine.replacement.results import describe_event
    events = {o.event for o in opts}
    parts = []
    for a, o in zip(acts, opts):
        text = o.effect.text or o.effect.id
        text = text if len(text) <= 70 else text[:67] + "..."
        act = o.effect.action
        copy = f" as a copy of {g.name(act[1])}" if not o.declined and act and act[0] == "enter_as_copy" else ""
        if o.declined and o.effect.decline_life:        # 614.12: declining it is paying the life
            copy = f": pay {o.effect.decline_life} life instead"
        elif o.declined and o.effect.reveal is not None:  # 701.16a: declining it is revealing a card
            copy = ": reveal such a card instead"
        parts.append(f"{a} ({text!r}{copy}" + (f"; to {o.event}" if len(events) > 1 else "") + ")")
    return (f"{player}: choose how replacement effects apply to {describe_event(event)} (616.1): "
            + "; ".join(parts))


def choose(g: "Game", player: str | None, event, opts: list):
    """The chooser the replacement engine asks when more than one option is legal (616.1)."""
    acts = actions(opts)
    who = player or g.s.active
    if getattr(g, "_replacement_answers", None) is None:    # no action to replay: the first legal option
        g._log(RULE, f"{who} would choose how replacement effects apply ({acts[0]} taken: not inside a "
                     f"player's action, so no decision could be asked)", who)
        return opts[0]
    a = decide(g, who, acts, prompt(g, who, event, opts, acts), RULE, kind="replacement")
    g._log(RULE, f"{who} chooses {a}", who)
    return opts[acts.index(a)]


def decide(g: "Game", player: str, acts: list[Action], text: str, rule: str, kind: str = "as_enters") -> Action:
    """A choice made while an event is being performed, asked the same way (by replaying the
    action): "as this object enters, you may sacrifice any number of creatures" (614.12a: made
    before the permanent enters). Outside an action, the first option is taken."""
    forced = getattr(g, "_replacement_answers", None)
    if forced is None:
        g._log(rule, f"{player} would choose ({acts[0]} taken: not inside a player's action, so no "
                     f"decision could be asked)", player)
        return acts[0]
    i = g._replacement_next
    if i < len(forced):
        g._replacement_next += 1
        if forced[i] not in acts:
            from pyengine.errors import EngineError
            raise EngineError(f"replaying a choice: {forced[i]} is not an option now ({', '.join(map(str, acts))})")
        return forced[i]
    raise NeedChoice(player, tuple(acts), text, kind, rule)
