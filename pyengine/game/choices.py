"""Choices an object remembers (607.2d, 614.12a) and choices made as an instruction resolves
(608.2d): a color, a creature type, a basic land type.

"As ~ enters, choose a color": the replacement effect (614.12a) marks the entering event with the
kinds to choose (Event.choices); once the permanent is on the battlefield its controller is asked
(a process of the game loop, so the choice goes through the ordinary decision mechanism) and the
value is kept in the object's `chosen` mapping, which the layer system and the filters read
(`{subtype: {chosen: creature_type}}`, `{color: {chosen: color}}`, `{chosen: color}` in layer
operations). A new object (400.7) starts with nothing chosen (see apply.py)."""
from __future__ import annotations

import json
from functools import lru_cache
from typing import TYPE_CHECKING

from pyengine.game.state import Action, Process

if TYPE_CHECKING:
    from pyengine.game.loop import Game

COLORS = ("white", "blue", "black", "red", "green")
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")

PROMPT = {"color": "a color", "creature_type": "a creature type", "basic_land_type": "a basic land type",
          "colors": "one or more colors (joined by +)", "card_name": "a card name"}


SYMBOL = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def key_of(kind: str) -> str:
    """The key the value is kept under: "color/red" ("a color other than red") is a color."""
    return kind.split("/", 1)[0]


def one_of(kind) -> list | None:
    """"Your choice of flying, vigilance, or haste" (608.2d): the values of a kind
    `{one_of: [values]}` (abilities, counter kinds), else None."""
    return list(kind["one_of"]) if isinstance(kind, dict) and "one_of" in kind else None


def label(value) -> str:
    """The answer naming one of a `one_of` kind's values, one word (an action's argument): a
    keyword's name ("first_strike", "protection_from_red"), else its data."""
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, separators=(",", ":"))
    return text.replace(" ", "_")


def value_of(kind, answer: str):
    """The value an answer names: a `one_of` kind's value whose label it is, else the answer."""
    vals = one_of(kind)
    return next(v for v in vals if label(v) == answer) if vals is not None else answer


def choice_key(kind) -> str:
    """The key `{chosen: KEY}` a choice fills: a `one_of` kind's `key`, else the kind's own."""
    return str(kind["key"]) if one_of(kind) is not None else key_of(kind)


def prompt(kind) -> str:
    """What the player is asked to choose."""
    vals = one_of(kind)
    if vals is not None:
        return "one of " + ", ".join(label(v) for v in vals)
    return PROMPT[key_of(kind)]


def options(kind) -> list[str]:
    """The values a player may choose for `kind` (105.1 colors, 205.3m creature types, 205.3i basic
    land types); "color/red": a color other than red; `{one_of: [...]}`: those values' labels."""
    vals = one_of(kind)
    if vals is not None:
        return [label(v) for v in vals]
    if kind.startswith("color/"):
        return [c for c in COLORS if c != kind.split("/", 1)[1]]
    if kind.startswith("creature_type/"):               # "a creature type other than Wall"
        return [t for t in options("creature_type") if t != kind.split("/", 1)[1]]
    if kind == "color":
        return list(COLORS)
    if kind == "colors":
        # "the color or colors of your choice" (105.1): any nonempty set of colors, "white+blue"
        import itertools
        return ["+".join(c) for n in range(1, 6) for c in itertools.combinations(COLORS, n)]
    if kind == "basic_land_type":
        return list(BASIC_LAND_TYPES)
    if kind == "creature_type":
        from pyengine.cards.parse import subtype_lists
        return sorted(subtype_lists().get("creature", []))
    if key_of(kind) == "card_name":
        return list(card_names(kind.split("/", 1)[1] if "/" in kind else ""))
    raise ValueError(f"{kind!r} {type(kind)}")


def _name_ok(quals: tuple[str, ...], types: set[str], supers: set[str]) -> bool:
    """The card's characteristics match "nonland", "artifact", "nonartifact", "not_basic_land"
    (201.4a: "a card name other than a basic land card name")."""
    for q in quals:
        if q == "not_basic_land":
            if "land" in types and "basic" in supers:
                return False
        elif q.startswith("non") and q != "nonbasic_land":
            w = q[3:].replace("_", " ")
            if w == "basic land" and "land" in types and "basic" in supers:
                return False
            if w in types:
                return False
        elif q == "nonbasic_land":
            if not ("land" in types and "basic" not in supers):
                return False
        elif q not in types:
            return False
    return True


@lru_cache(maxsize=16)
def card_names(quals: str = "") -> tuple[str, ...]:
    """201.4, 201.4a: the names a player may choose -- the name of a card in the Oracle card
    reference (each half of a split card, 201.4b, and each face's name, 201.4c-f); with
    characteristics ("nonland", "artifact"), those of the cards whose Oracle characteristics match.
    The Oracle data holds a card's front characteristics only, so a name with characteristics is
    offered for the front face and the halves of a split card (709.4a)."""
    import json
    from pyengine.cards.database import oracle_db
    want = tuple(q for q in quals.split(",") if q)
    out: set[str] = set()
    rows = oracle_db().con.execute("SELECT name, json_extract(json, '$.types'), json_extract(json, '$.supertypes'), "
                                   "json_extract(json, '$.layout') FROM cards")
    for name, types, supers, layout in rows:
        faces = [f.strip() for f in name.split("//")]
        if not want:
            out.update(faces)
            continue
        types = {str(t).lower() for t in json.loads(types or "[]")}
        supers = {str(t).lower() for t in json.loads(supers or "[]")}
        if _name_ok(want, types, supers):
            out.update(faces if layout == "split" else faces[:1])
    return tuple(sorted(out))


def entered(g: "Game", happened: list[dict], evs: list) -> None:
    """After events were applied: for each permanent that entered with choices to make (614.12a),
    a process asking its controller. It is placed below the process now running, so that process
    keeps its own decisions and the choice is asked as soon as it is done. A permanent whose
    controller declined riot's counter gains haste (702.136a), an effect locked onto it (611.2c)."""
    # 111.4, 614.12a: tokens entering with choices to make (their entering events, 616.1g)
    evs = list(evs) + [x for h in happened if h.get("kind") == "enters_many" for x in h.get("entered", ())]
    for e in evs:
        if e.kind != "zone_change" or e.to_zone != "battlefield" or not (e.choices or e.gains):
            continue
        o = g.s.objects.get(e.obj)
        if o is None or o.zone != "battlefield":
            continue
        if e.gains:
            from pyengine.game.locked import granting, lock_onto
            lock_onto(g, o.id, granting(*e.gains))
            g._log("702.136a", f"{g.name(o.id)} gains {', '.join(e.gains)} as it enters (its counter declined)")
        if not e.choices:
            continue
        proc = Process("enter_choice", {"obj": o.id, "kinds": list(e.choices), "player": o.controller,
                                        "ts": o.entered})
        g.schedule(proc)


def proc_enter_choice(g: "Game", proc: Process) -> None:
    d = proc.data
    o = g.s.objects.get(d["obj"])
    if o is None or o.zone != "battlefield" or o.entered != d["ts"]:
        g._pop(proc)                      # 400.7: it left meanwhile; the new object chose nothing
        return
    a = g._take(proc)
    kinds = d["kinds"]
    if a is not None and a.kind == "choose":
        kind = key_of(kinds.pop(0))
        o.chosen = {**o.chosen, kind: a.args[0]}
        g._log("614.12a", f"{d['player']} chooses {a.args[0]} for {g.name(o.id)} ({kind.replace('_', ' ')})", d["player"])
        g._dirty()
    if not kinds:
        g._pop(proc)
        return
    kind = kinds[0]
    g._ask("choose", d["player"], [Action("choose", (v,)) for v in options(kind)],
           f"{d['player']}: choose {PROMPT[key_of(kind)]} for {g.name(o.id)}", "614.12a")


def chosen_mana(g: "Game", oid: str, syms) -> list[str]:
    """A permanent's mana symbols with "the chosen color" replaced by the symbol of the color
    chosen for it (607.2d); with none chosen that ability produces no mana (106.5)."""
    from pyengine.cards.parse import CHOSEN_COLOR_MANA
    o = g.s.objects.get(oid)
    c = SYMBOL.get(str((o.chosen if o else {}).get("color")))
    out = []
    for s in syms:
        s = c if s == CHOSEN_COLOR_MANA else s
        if s is not None and s not in out:
            out.append(s)
    return out


def mana_options(g: "Game", source: str | None, mana: list) -> list[str]:
    """The amounts an add_mana instruction offers, "the chosen color" read from its source."""
    o = g.s.objects.get(source) if source else None
    c = SYMBOL.get(str((o.chosen if o else {}).get("color")))
    out = []
    for m in mana:
        m = c if isinstance(m, dict) and m.get("chosen") == "color" else m
        if isinstance(m, str) and m not in out:
            out.append(m)
    return out


# layer operations taking a list of values: "becomes the color of your choice" sets [that color]
_LIST_OPS = {"set_colors", "add_colors", "set_creature_types", "add_subtypes", "set_land_types",
             "add_land_types", "set_subtypes"}


def filled(x, value: str, key: str | None = None):
    """A continuous effect with each value "of your choice" ({choice: K}) replaced by the value
    chosen as the instruction resolved (608.2d)."""
    if isinstance(x, dict):
        if set(x) == {"choice"}:
            vals = one_of(x["choice"])
            if vals is not None:
                return next(v for v in vals if label(v) == value)
            if x["choice"] == "colors":
                return value.split("+")
            return [value] if key in _LIST_OPS else value
        return {k: filled(v, value, k) for k, v in x.items()}
    if isinstance(x, list):
        return [filled(v, value, key) for v in x]
    return x


def with_chosen(x, key: str, value: str, at: str | None = None):
    """Instructions with each `{chosen: KEY}` they read replaced by the value chosen as the
    ability resolved (608.2d): a filter's `{subtype: {chosen: creature_type}}` becomes
    `{subtype: Elf}`, a layer operation's list of values `[Elf]`, a mana symbol the color's."""
    if isinstance(x, dict):
        if set(x) == {"chosen"} and x["chosen"] == key:
            if at in _LIST_OPS:
                return [value]
            if at == "add_mana":
                return SYMBOL[value]
            return value
        return {k: with_chosen(v, key, value, k) for k, v in x.items()}
    if isinstance(x, list):
        return [with_chosen(v, key, value, at) for v in x]
    return x
