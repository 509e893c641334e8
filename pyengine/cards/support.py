"""What the engine executes of each ability, feature by feature, and what it can't (nothing a card
says is ignored silently: an ability or clause the engine can't execute is reported whenever a
command would have needed it).

Features (the commands): `layers` (611-613: layers, deps, loops), `targets` (115, 601.2c, 608.2b),
`combat` (506-511: attacks, blocks, damage), `replace` (614-616), `play` (the game loop), `deck`
(deck construction, 100.2a and 903.5: `mtgrules deck`)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from pyengine.cards.abilities import protection_parts
from pyengine.cards.condition_keys import CONDITION_PLACES, unknown_condition_keys
from pyengine.cards.granted import granted_layer_effect
from pyengine.cards.reminder import strip_reminder
from pyengine.model import Ability, CardDef

GAME_FEATURES = ("layers", "targets", "combat", "replace", "play")
# `deck`: deck construction (100.2a, 903.5; pyengine/deck), before a game begins
FEATURES = GAME_FEATURES + ("deck",)

# keywords whose rules a feature implements (702.x); every keyword is also a characteristic the
# layer system adds and removes (613.1f)
KEYWORD_FEATURES: dict[str, tuple[str, ...]] = {
    "flying": ("combat", "play"), "reach": ("combat", "play"), "menace": ("combat", "play"),
    "fear": ("combat", "play"), "intimidate": ("combat", "play"), "shadow": ("combat", "play"),
    "horsemanship": ("combat", "play"), "skulk": ("combat", "play"), "defender": ("combat", "play"),
    "trample": ("combat", "play"), "deathtouch": ("combat", "play"), "first_strike": ("combat", "play"),
    "double_strike": ("combat", "play"), "vigilance": ("play",), "haste": ("combat", "play"),
    "lifelink": ("play",), "indestructible": ("combat", "play"), "hexproof": ("targets", "play"),
    "shroud": ("targets", "play"), "ward": ("targets",), "flash": ("play",), "changeling": ("layers",),
    "protection_from_everything": ("targets", "combat"), "can_block_additional": ("combat",),
    "can_block_any_number": ("combat",),
    # 702.22: bands announced with the attack (combat_attack.lp), a band blocked as one, who
    # divides combat damage (combat_damage.lp; pyengine/game/banding.py)
    "banding": ("combat", "play"),
    # 702.80, 702.90 (the game loop: damage as -1/-1 counters and poison counters, 120.3b/d)
    "wither": ("play",), "infect": ("play",), "phasing": ("play",),      # 702.26 (502.1)
    "daybound": ("play",), "nightbound": ("play",),    # 702.145, 728 (pyengine/game/day_night.py)
    "split_second": ("play",),          # 702.61a: no spell cast, no non-mana ability activated (timing.py)
}
# keywords the parser knows but no feature implements yet: reported
UNIMPLEMENTED_KEYWORDS = {"flanking": "702.25", "prowess": "702.108",
                          "devoid": "702.114", "undying": "702.93", "persist": "702.79"}
# keywords a feature implements only in part: (what isn't, the features that would need it)
PARTIAL_KEYWORDS = {"ward": ("702.21a: the triggered ability countering the spell or ability unless its "
                             "controller pays the ward cost", ("play",))}
PART_FEATURES = {"combat": ("combat", "play"), "replacement": ("replace", "play"),
                 "cost_modifier": ("play",), "loyalty_cost": ("play",), "optional_untap": ("play",), "enchant": ("targets", "play"),
                 "cant_be_targeted": ("targets", "play"), "must_target": ("targets", "play"),
                 "doesnt_untap": ("play",), "cant_be_countered": ("play",),
                 "toxic": ("play",), "casting": ("play",), "enters_with": ("play",), "as_enters": ("play",),
                 "face_up_counters": ("play",), "max_hand_size": ("play",),
                 "land_plays": ("play",), "skip_step": ("play",), "flash_timing": ("play",), "library_top": ("play",), "graveyard_play": ("play",), "trigger_doubler": ("play",), "spend_any_color": ("play",),
                 "player_keyword": ("targets", "play"), "cant_activate": ("play",), "cant_cast": ("play",),
                 "enlist": ("play",), "exert_attack": ("play",), "dredge": ("play",), "deck": ("deck",),
                 "crew_bonus": ("play",), "cast_only": ("play",),
                 "uncounterable": ("play",), "untap_others": ("play",), "cant_play_lands": ("play",),
                 "no_enter_triggers": ("play",), "untap_limit": ("play",), "cant_enter": ("play",), "win_lose": ("play",),
                 "no_counters": ("play",), "no_player_counters": ("play",),
                 "opening_hand": ("play",)}
_TRIGGER = re.compile(r"^(when|whenever|at)\b", re.I)
_ACTIVATED = re.compile(r"^[^:\"]{1,60}:\s")
_KEYWORD_COST = re.compile(r"^[A-Z][a-z]+(?: [a-z]+)?(?:\s*—\s*|\s+)\{")     # Equip {4}, Embalm {5}{R}, Kicker—...
_ENTERS = re.compile(r"^as .{1,40} enters\b|enters? (tapped|with)", re.I)


@dataclass(frozen=True)
class AbilitySupport:
    """One ability of a card: its kind, the features that execute it, and the clauses none can."""
    card: str
    position: str            # 1 = the first listed ability ("" for keywords)
    kind: str
    text: str
    executed_by: tuple[str, ...]
    unsupported: tuple[str, ...] = ()
    needed_by: tuple[str, ...] = ()     # the features that would need the unsupported clauses

    def to_json(self) -> dict:
        return {"card": self.card, "ability": self.position, "kind": self.kind, "text": self.text,
                "executed_by": list(self.executed_by), "unsupported": list(self.unsupported),
                "needed_by": list(self.needed_by)}

    def warning(self, obj: str | None = None) -> str:
        who = f"{self.card} ({obj})" if obj and obj != self.card else self.card
        where = f"ability {self.position}" if self.position else "keyword"
        clauses = "; ".join(f'"{c}"' for c in self.unsupported)
        return f"{who}: {where} is not executed by the engine: {clauses} (needed by {', '.join(self.needed_by)})"


def _needed_by_text(text: str, kind: str, card: CardDef) -> tuple[str, ...]:
    """Which features an ability of this kind and text would matter to (its CR category)."""
    t = strip_reminder(text)
    if kind == "spell" or (kind == "other" and {"instant", "sorcery"} & set(card.types)):
        return ("targets", "play") if "target" in t.lower() else ("play",)
    if kind in ("activated", "triggered") or _TRIGGER.match(t) or _ACTIVATED.match(t) or _KEYWORD_COST.match(t):
        return ("play",)
    if _ENTERS.search(t):
        return ("replace", "play")
    return GAME_FEATURES


def _has_keyword_trigger(card: CardDef, kw: str) -> bool:
    """A compiled "Ward {2}" / "Flanking" is the keyword and its triggered ability (702.21a,
    702.25a), which the game loop executes (the ability marked `ward: true` / `flanking: true`)."""
    return any(a.kind == "triggered" and a.spec.get(kw) for a in card.abilities)


def _grants_bare(ab: Ability, kw: str) -> bool:
    """Does this ability's continuous effect give objects the keyword (add_abilities, 613.1f)?"""
    eff = ab.effect
    return eff is not None and any(
        op.kind == "add_abilities" and any(isinstance(t, tuple) and t[:1] == ("kw",) and t[1][:1] == (kw,)
                                           for t in op.args)
        and not any(isinstance(t, tuple) and len(t) == 2 and isinstance(t[1], tuple)
                    and str(t[1][0]).lower().startswith(f"granted:{kw}") for t in op.args)
        for op in eff.ops)


def _created_tokens(x, out: list) -> list:
    """The token cards the instructions of an ability create (`create_token: CARD`), and the
    emblems it gives (`emblem: {name, abilities}`, 114.2)."""
    if isinstance(x, dict):
        for k in ("create_token", "emblem"):
            if isinstance(x.get(k), dict):
                out.append((k, x[k]))
        for v in x.values():
            _created_tokens(v, out)
    elif isinstance(x, (list, tuple)):
        for v in x:
            _created_tokens(v, out)
    return out


def _token_gaps(spec: dict) -> tuple[str, ...]:
    """What the engine can't execute of the abilities of the tokens an ability creates (111.4: a
    token has the abilities the effect gives it): reported as the creating ability's clauses."""
    from pyengine.cards.card import parse_card
    from pyengine.cards.parse import Place
    from pyengine.errors import ScenarioError
    out: list[str] = []
    for kind, tok in _created_tokens(spec, []):
        if not tok.get("abilities"):
            continue
        what = "emblem" if kind == "emblem" else f"{tok.get('name') or ''} token".strip()
        try:
            card = parse_card(tok, Place("<token>", what))
        except ScenarioError:
            out.append(f"the {what}'s abilities")
            continue
        out.extend(f"the {what}'s {c}" for s in card_support(card) for c in s.unsupported)
    return tuple(dict.fromkeys(out))


# the parts of a static ability the engine reads from whatever object has the ability now, a
# granted one included (the game loop's abilities_of, the combat and target programs'
# ability_of_term); a granted static ability's layer effect is created by the layer system when
# it is in layer 6 or 7 (pyengine/cards/granted.py, 613.1f); a granted replacement effect is
# applied where the permanent has it
GRANTED_STATIC_PARTS = {"combat", "doesnt_untap", "cant_activate", "optional_untap", "cant_be_countered",
                        "toxic", "cant_be_targeted", "max_hand_size", "land_plays", "skip_step", "cost_modifier", "loyalty_cost",
                        "casting", "flash_timing", "library_top", "crew_bonus", "uncounterable", "untap_others", "cant_play_lands", "no_enter_triggers", "untap_limit", "cant_enter"}


def _condition_gaps(x, out: list[str]) -> list[str]:
    """The conditions in an ability's data (CONDITION_PLACES) with keys the game loop's condition
    evaluator doesn't read (pyengine.cards.condition_keys): an ability the game couldn't execute."""
    if isinstance(x, dict):
        for k, v in x.items():
            if k in CONDITION_PLACES and v is not None and (k != "while" or "event" in x):
                bad = unknown_condition_keys(v, instruction=k == "if" and ("then" in x or "else" in x))
                if bad:
                    out.append(f"a condition the game can't evaluate ({', '.join(dict.fromkeys(bad))})")
            else:
                _condition_gaps(v, out)
    elif isinstance(x, (list, tuple)):
        for v in x:
            _condition_gaps(v, out)
    return out


def _granted_texts(ab: Ability) -> list[str]:
    """The abilities an ability grants as their text (add_abilities: [{text: ...}], 113.10): of a
    static ability's layer effect, or of the continuous effects its instructions create."""
    out: list[str] = []
    if ab.effect is not None:
        for op in ab.effect.ops:
            if op.kind == "add_abilities":
                out += [str(t[1][0])[len("granted:"):] for t in op.args
                        if len(t) == 2 and isinstance(t[1], tuple) and str(t[1][0]).startswith("granted:")]
            if op.kind == "full_text":          # 612.6: "and has the text ..." (its abilities' text)
                out += [str(t[1][0])[len("granted:"):] for t in op.args[1]
                        if len(t) == 2 and isinstance(t[1], tuple) and str(t[1][0]).startswith("granted:")]
    if ab.kind in ("spell", "activated", "triggered"):
        def walk(x):
            if isinstance(x, dict):
                for k, v in x.items():
                    if k == "add_abilities" and isinstance(v, list):
                        out.extend(str(a["text"]) for a in v if isinstance(a, dict) and "text" in a)
                    else:
                        walk(v)
            elif isinstance(x, (list, tuple)):
                for v in x:
                    walk(v)
        walk(ab.spec)
    return list(dict.fromkeys(out))


def _granted_gaps(card: CardDef, ab: Ability) -> tuple[str, ...]:
    """What the engine can't execute of the abilities this ability grants (reported as its own
    clauses: the object given the ability would have it, 613.1f)."""
    from pyengine.cards.card import granted_ability
    from pyengine.replacement.effects import granted_replacement
    out: list[str] = []
    for text in _granted_texts(ab):
        g = granted_ability(text)
        if granted_replacement(g):              # applied where the permanent has it (effects_in)
            pass
        elif g.kind == "static" and ((g.effect is not None and granted_layer_effect(g) is None)
                                     or set(g.parts) - GRANTED_STATIC_PARTS):
            out.append(f'the granted "{text}" (a static ability whose effect is in a layer before 6, '
                       "or one the engine reads only from printed abilities)")
            continue
        out.extend(f'the granted "{text}": {c}' for c in ability_support(card, g).unsupported)
    return tuple(out)


def ability_support(card: CardDef, ab: Ability) -> AbilitySupport:
    pos = str(ab.args[1]) if len(ab.args) == 2 and ab.args[0] == card.key else ""
    text = ab.text
    if ab.kind == "kw":
        kw = ab.args[0]
        if kw in UNIMPLEMENTED_KEYWORDS and not (kw == "flanking" and _has_keyword_trigger(card, kw)):
            return AbilitySupport(card.name, pos, "keyword", text or kw, ("layers",),
                                  (f"{kw.replace('_', ' ')} ({UNIMPLEMENTED_KEYWORDS[kw]})",), ("combat", "play"))
        feats = tuple(dict.fromkeys(("layers",) + KEYWORD_FEATURES.get(kw, ())))
        if kw in PARTIAL_KEYWORDS and not (kw == "ward" and _has_keyword_trigger(card, kw)):
            what, needed = PARTIAL_KEYWORDS[kw]
            return AbilitySupport(card.name, pos, "keyword", text or kw, feats, (what,), needed)
        return AbilitySupport(card.name, pos, "keyword", text or kw.replace("_", " "), feats)
    if ab.kind in ("landwalk", "protection", "hexproof_from"):
        feats = {"landwalk": ("combat", "play"), "protection": ("targets", "combat", "replace", "play"),
                 "hexproof_from": ("targets", "play")}[ab.kind]
        if ab.kind == "protection":
            # 702.16e: its damage prevention needs the sources of the quality as a filter
            from pyengine.replacement.protection import quality_filter
            what, _spared = protection_parts(ab.args)
            if what[0] != "chosen" and quality_filter(what) is None:
                return AbilitySupport(card.name, pos, "keyword", text or ab.kind, ("layers", "targets", "combat"),
                                      (f"protection's damage prevention from {what[-1]} (702.16e)",), ("replace",))
        return AbilitySupport(card.name, pos, "keyword", text or ab.kind, ("layers",) + feats)
    if ab.kind == "mana":
        return AbilitySupport(card.name, pos, "mana", text, ("play",))
    feats: list[str] = []
    if ab.effect is not None:
        feats += list(GAME_FEATURES)       # a layer effect changes what every feature sees
    for part, fs in PART_FEATURES.items():
        if part in ab.parts:
            feats += fs
    if ab.kind in ("spell", "activated", "triggered"):
        spec = ab.spec
        if ab.parts.get("targets") is not None and ab.parts["targets"].instances:
            feats.append("targets")
        if (spec.get("effect") or spec.get("mana")        # `mana`: a mana ability resolving at once (605.3b)
                or any(isinstance(m, dict) and m.get("effect") for m in spec.get("modes") or [])):
            feats.append("play")
    kind = {"other": "unknown", "static": "cda" if ab.effect is not None and ab.effect.cda else "static"}.get(ab.kind, ab.kind)
    needed: tuple[str, ...] = ()
    uns = ab.unsupported
    if ab.kind in ("spell", "activated", "triggered") and not uns and "play" not in feats:
        uns = ("its instructions (what it does on resolution)",)
    if ab.kind in ("spell", "activated", "triggered"):
        uns = tuple(uns) + _token_gaps(ab.spec)
    if isinstance(ab.parts.get("exert_attack"), dict):     # 701.39d: its linked reflexive ability's tokens
        uns = tuple(uns) + _token_gaps(ab.parts["exert_attack"])
    uns = tuple(uns) + _granted_gaps(card, ab)
    uns = tuple(uns) + tuple(dict.fromkeys(_condition_gaps({k: v for k, v in ab.parts.items() if k != "targets"}, [])))
    if _grants_bare(ab, "ward"):
        # a granted "ward {N}" is the keyword only: the objects given it have no ward trigger in
        # the game loop (702.21a), whatever the layer and target programs make of the keyword
        uns = tuple(uns) + (PARTIAL_KEYWORDS["ward"][0] + " (granted by this ability)",)
    if uns:
        needed = _needed_by_text(" ".join(uns), ab.kind, card)
    return AbilitySupport(card.name, pos, kind, text, tuple(dict.fromkeys(feats)), uns, needed)


def card_support(card: CardDef) -> list[AbilitySupport]:
    """Every ability of the card: of both faces of a transforming double-faced card (712.8: the
    back face's abilities are the permanent's while it's transformed), of an adventurer card's
    Adventure (715.3b) and a modal double-faced card's back face (712.8f); a split card's are its
    halves' already (709.4c)."""
    if card.layout in ("split", "aftermath"):          # each half's abilities judged on that half; the card's own clauses
        halves = {id(a) for f in card.faces for a in f.abilities}
        out = [s for f in card.faces for s in face_support(f)]
        return out + [ability_support(card, ab) for ab in card.abilities if id(ab) not in halves]
    out = face_support(card)
    if card.back is not None:
        out += face_support(card.back)
    for f in card.faces:
        out += face_support(f)
    return out


def face_support(card: CardDef) -> list[AbilitySupport]:
    """The abilities of one face."""
    return [ability_support(card, ab) for ab in card.abilities]


def unsupported_needed(objects, feature: str) -> list[tuple[str, AbilitySupport]]:
    """(object id, ability) for every ability of these objects' cards that the feature would need
    and the engine can't execute, once per card and ability."""
    out = []
    seen = set()
    for o in objects:
        card = o.card
        for s in card_support(card):
            if s.unsupported and feature in s.needed_by and (card.name, s.position, s.text) not in seen:
                seen.add((card.name, s.position, s.text))
                out.append((o.id, s))
    return out
