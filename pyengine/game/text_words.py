"""Text-changing instructions (612.1-2): "Change the text of target spell or permanent by replacing
all instances of one color word with another" (and "... one basic land type with another", "... one
creature type with Vampire"). As the instruction resolves its controller chooses the word to replace
and then the new word, a word of the same kind (608.2d; "another": a different word); the result is a
text-changing effect (layer 3, 613.1c) locked onto the object (611.2c) for the stated duration
(indefinitely when none is stated), which every feature reads through pyengine/cards/text_change.py.
An effect on a permanent spell continues to apply to the permanent it becomes (400.7a).

The instruction is registered in pyengine.game.instructions, which passes its reference resolver and
continuous-effect maker (this module doesn't import it, which imports this one)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from pyengine.game import choices
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game

_KIND_OF_WORD = {"color": "color word", "basic_land_type": "basic land type", "creature_type": "creature type"}


def _words(kinds: list[str]) -> list[tuple[str, str]]:
    """(kind, word) for each word of the kinds a player may name (105.1, 205.3i, 205.3m)."""
    return [(k, w) for k in kinds for w in choices.options(k)]


def handlers(refs: Callable, continuous: Callable) -> dict[str, Callable]:
    def change_text(g: "Game", proc: Any, it: Any, ins: dict):
        d = proc.data
        pc = d["pc"]
        objs = [x for x in refs(g, it, ins["change_text"]) if x in g.s.objects]
        if not objs:
            return None                         # 608.2b: the object is gone or an illegal target
        kinds = [str(k) for k in ins["words"]]
        words = _words(kinds)
        picked = d.setdefault("text_words", {})
        a = d["answers"].pop(pc, None)
        if a is not None and a.kind == "choose":
            if pc not in picked:
                hit = next(((k, w) for k, w in words if w == a.args[0]), None)
                if hit is not None:
                    picked[pc] = hit
                    g._log("608.2d", f"{it.controller} chooses to replace the {_KIND_OF_WORD[hit[0]]} "
                                     f"{hit[1]}", it.controller)
            else:
                kind, old = picked[pc]
                if a.args[0] in choices.options(kind) and a.args[0] != old:
                    del picked[pc]
                    return _begin(g, proc, it, ins, old, str(a.args[0]))
        if pc not in picked:
            g._ask("choose", it.controller, [Action("choose", (w,)) for _k, w in words],
                   f"{it.controller}: choose the {' or '.join(_KIND_OF_WORD[k] for k in kinds)} to replace", "608.2d")
            return "wait"
        kind, old = picked[pc]
        if ins.get("to"):                       # "... with Vampire": the new word is given
            del picked[pc]
            return _begin(g, proc, it, ins, old, str(ins["to"]))
        g._ask("choose", it.controller, [Action("choose", (w,)) for w in choices.options(kind) if w != old],
               f"{it.controller}: choose the {_KIND_OF_WORD[kind]} to replace {old} with", "608.2d")
        return "wait"

    def _begin(g: "Game", proc: Any, it: Any, ins: dict, old: str, new: str):
        if old == new:
            g._log("612.2", f"{old} would be replaced with itself: the text doesn't change")
            return None
        g._log("612.2", f"every instance of {old} in the text of {', '.join(g.name(x) for x in refs(g, it, ins['change_text']) if x in g.s.objects)} "
                        f"now reads {new}")
        return continuous(g, proc, it, {"continuous": {"text_change": {"from": old, "to": new}},
                                        "on": ins["change_text"], "duration": ins.get("duration", "indefinite")})
    return {"change_text": change_text}
