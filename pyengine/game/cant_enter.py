"""614.17d: "Lands can't enter the battlefield." -- the static part `cant_enter: FILTER` of a permanent
on the battlefield (read as the abilities are after the layer system) forbids any object matching
FILTER from entering the battlefield, whatever tries to put it there (101.2: a "can't" beats any
"can"; 614.17: not a replacement effect). Whether it applies is checked on the object as it would
exist on the battlefield (614.17d): its face put up (712.14a), a copy effect it enters with (707.5),
the effect the ability putting it there says it enters with (611.2e), and the continuous effects
that already exist and would apply to it. An object that can't enter stays where it is (609.3: the
effect does only what it can); a permanent spell that can't enter is put into its owner's graveyard
(608.3e, Game._finish_item)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event
from pyengine.game.filters import matches
from pyengine.game.lookups import filt
from pyengine.game.copy_freeze import copying
from pyengine.model import ScenarioEffect

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.layers.characteristics import Characteristics
    from pyengine.model import GameObject

KEY = "cant_enter"


def forbidder(g: "Game", e: Event, o: "GameObject") -> str | None:
    """The name of what keeps object o from entering the battlefield by zone change e, or None."""
    rules = list(g.static_sources(KEY))
    if not rules:
        return None
    ch = entering_chars(g, e, o)
    if ch is None:
        return None
    for src, ctl, f in rules:
        if matches(g, filt(f), o.id, ch, src, ctl):
            return g.name(src)
    return None


def token_forbidder(g: "Game", tid: str) -> str | None:
    """The name of what keeps the token just put onto the battlefield (with the copy effect it
    enters with) from entering it, or None."""
    rules = list(g.static_sources(KEY))
    if not rules:
        return None
    g._dirty()
    ch = g.ch(tid)
    for src, ctl, f in rules:
        if src != tid and matches(g, filt(f), tid, ch, src, ctl):
            return g.name(src)
    return None


def entering_chars(g: "Game", e: Event, o: "GameObject") -> "Characteristics | None":
    """The object's characteristics as it would exist on the battlefield (614.17d): the layer
    system asked about the game with the object there, under the control it would enter under,
    with the effects it would enter with; the game is then as it was."""
    saved = (o.zone, o.controller, o.timestamp, o.entered, o.card, o.face_down, o.attached_to)
    effects = g.s.effects
    try:
        o.zone = "battlefield"
        o.controller = e.player or o.controller or o.owner
        o.timestamp = o.entered = g.s.next_ts
        if e.back_face_up and o.card.back is not None:
            o.card = o.card.back                               # 712.14a: transformed
        o.face_down = bool(e.face_down)                        # 708.3: a face-down 2/2 creature
        o.attached_to = None
        extra = []
        if e.as_copy_of is not None and e.as_copy_of in g.s.objects:
            # 707.5: it would enter as a copy (Clone copying Dryad Arbor, 608.3e example)
            # (the original's copiable values as they are now, 707.2b: nothing frozen for a question)
            extra.append(ScenarioEffect(id=f"{o.id}:entering-copy", effect=copying(e.as_copy_of, e.copy_except),
                                        timestamp=o.timestamp, controller=o.controller, objects=(o.id,)))
        if e.enters_as is not None:                            # 611.2e
            extra.append(ScenarioEffect(id=f"{o.id}:entering-as", effect=e.enters_as, timestamp=o.timestamp,
                                        controller=o.controller, objects=(o.id,)))
        if extra:
            g.s.effects = list(effects) + extra
        g._dirty()
        return g.ch(o.id)
    finally:
        o.zone, o.controller, o.timestamp, o.entered, o.card, o.face_down, o.attached_to = saved
        g.s.effects = effects
        g._dirty()
