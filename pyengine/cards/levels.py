"""Cards whose text is striated by levels: leveler cards (CR 711) and Class cards (716).

The grammar (oracle.lark `level_line`) turns a level symbol ("LEVEL 2-6"), a striation's
power/toughness box ("3/3") and a class level bar ("{2}{U}: Level 2") into markers; here each
marker becomes what the CR says it means, together with the abilities printed under it:

* 711.2a "{LEVEL N1-N2} [Abilities] [P/T]" means "As long as this creature has at least N1 level
  counters on it, but no more than N2 level counters on it, it has base power and toughness
  [P/T] and has [abilities]" (711.2b "N3+": no upper bound) -- one static ability: a layer
  effect on the card itself (set_pt, layer 7b; add_abilities, layer 6) with the condition
  `{source_counters: level, at_least: N1, at_most: N2}`.
* 719.3c "Solved -- [Ability]" is an ability the Case has only while it is solved: a static
  ability with the condition `{solved: true}` grants it (719.3a "To solve -- [Condition]" is the
  end step trigger making it solved, oracle.py to_solve).
* 614.12b "[Anchor word] -- [ability]" means "As long as [anchor word] was chosen as this permanent
  entered the battlefield, this permanent has [ability]": a static ability with the condition
  `{anchor: WORD}` grants it (the choice: oracle.py _anchor_paragraph, pyengine/game/as_enters.py).
* 716.2a "[Cost]: Level N -- [Abilities]" means "[Cost]: This Class's level becomes N. Activate
  only if this Class is level N-1 and only as a sorcery" and "As long as this Class is level N
  or greater, it has [abilities]" -- the activated ability (oracle.py class_level_bar) and a
  static ability with the condition `{class_level: N}`.

The abilities under a level are listed on the card like any other, and granted by the level's
static ability as `{ability: N}` (their position): the card model marks them `gated`, so the
object has them only through that static ability (pyengine.cards.card._with_own_grants), and the
layer system decides whether it does (asp_rules/layers.lp: srccounters / srccountersle /
classlevel conditions)."""
from __future__ import annotations

MARKERS = ("level_marker", "pt_marker", "class_level_marker", "solved_marker", "anchor_marker")


def has_levels(abilities: list) -> bool:
    return any(isinstance(a, dict) and any(m in a for m in MARKERS) for a in abilities)


def with_levels(abilities: list) -> list:
    """The abilities of a card with level markers, each marker made the ability it stands for."""
    out: list = []                 # entries; a level static holds the entries it grants (by identity)
    grants: dict[int, list] = {}   # id(level static) -> the entries it grants
    current: list | None = None    # the entries of the striation being read
    band_static: dict | None = None
    for a in abilities:
        if isinstance(a, dict) and "level_marker" in a:
            lo, hi = a["level_marker"]
            cond: dict = {"source_counters": "level", "at_least": lo}
            if hi is not None:
                cond["at_most"] = hi
            band_static = {"static": {"affects": "self", "condition": cond}, "text": a["text"]}
            current = grants[id(band_static)] = []
            out.append(band_static)
            continue
        if isinstance(a, dict) and "pt_marker" in a:
            if band_static is None or "condition" not in band_static["static"] or \
                    "source_counters" not in band_static["static"]["condition"] or \
                    "set_pt" in band_static["static"] or current:
                out.append({"unsupported": a["text"], "text": a["text"]})   # a P/T box outside a striation's start
                continue
            band_static["static"]["set_pt"] = list(a["pt_marker"])          # base P/T: layer 7b (711.2a)
            band_static["text"] = f"{band_static['text']} {a['text']}"
            continue
        if isinstance(a, dict) and "class_level_marker" in a:
            n = a["class_level_marker"]
            out.append({k: v for k, v in a.items() if k != "class_level_marker"})
            band_static = {"static": {"affects": "self", "condition": {"class_level": n}}, "text": a.get("text", "")}
            current = grants[id(band_static)] = []
            out.append(band_static)
            continue
        if isinstance(a, dict) and "anchor_marker" in a:
            # 614.12b: "[Anchor word] — [ability]" means "As long as [anchor word] was chosen as this
            # permanent entered the battlefield, this permanent has [ability]."
            word = a["anchor_marker"]
            a = {k: v for k, v in a.items() if k != "anchor_marker"}
            gate = {"static": {"affects": "self", "condition": {"anchor": word}}, "text": f"{word} (chosen as it entered)"}
            grants[id(gate)] = [a]
            out.append(gate)
            out.append(a)
            continue
        if isinstance(a, dict) and "solved_marker" in a:
            # 719.3c: "Solved — [Ability]": had only while the Case is solved (719.3b)
            a = {k: v for k, v in a.items() if k != "solved_marker"}
            solved = {"static": {"affects": "self", "condition": {"solved": True}}, "text": "Solved"}
            grants[id(solved)] = [a]
            out.append(solved)
            out.append(a)
            continue
        out.append(a)
        if current is not None:
            current.append(a)
    pos = {id(a): i for i, a in enumerate(out, 1)}
    final = []
    for a in out:
        got = grants.get(id(a))
        if got:
            a = {**a, "static": {**a["static"], "add_abilities": [{"ability": pos[id(x)]} for x in got]}}
        elif got is not None and "set_pt" not in a["static"]:
            # a level with nothing under it: the static ability has no effect to say
            a = {"unsupported": a.get("text") or "a level with no abilities", "text": a.get("text", "")}
        final.append(a)
    return final
