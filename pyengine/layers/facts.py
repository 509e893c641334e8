"""Encode a Scenario as facts for the layer system (asp_rules/layers.lp input predicates).

All user strings become ASP string literals (escaped by asp.quote exactly as clingo prints them), so card names with quotes,
commas or unicode survive the trip. Object and player ids are Strings; card types,
supertypes, colors and zones are constants from a fixed vocabulary."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from pyengine.cards.abilities import key_of_term, term_of
from pyengine.cards.granted import granted_layer_effect, granted_terms
from pyengine.errors import ScenarioError
from pyengine.filters.encode import FilterEncoder
from pyengine.filters.words import in_context
from pyengine.cards.card_names import is_nonlegendary_creature_name
from pyengine.cards.text_change import words_in
from pyengine.layers.asp import Facts, T, const, fn, sym
from pyengine.cards.devotion import pips
from pyengine.cards.parse import _HISTORY_CONDITIONS, subtype_lists
from pyengine.model import (BASIC_LAND_MANA, LAYER_INDEX, COLORS, Ability, EffectDef, Expr, Filter, Op,
                    Scenario)


# id(card) -> (card, base values, ability texts); the card is kept, so its id is not reused
# while cached; the oldest entry goes once _CARD_VALUES_MAX cards are cached (a loop search or
# a long game meets many card definitions)
_CARD_VALUES: dict[int, tuple] = {}
_CARD_VALUES_MAX = 4096
# 122.1b: the keywords a keyword counter can be (counter kind -> the keyword's ability term)
KEYWORD_COUNTERS = {k: k.replace(" ", "_") for k in (
    "flying", "first strike", "double strike", "deathtouch", "exalted", "haste", "hexproof",
    "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance")}


def face_down_abilities(how: str | None) -> tuple:
    """The abilities the rule that made an object face down lists (708.2): ward {2} for disguise
    (702.168a) and cloak (701.58a) -- the keyword and its triggered ability (702.21a)."""
    if how not in ("disguise", "cloak"):
        return ()
    from pyengine.cards.card import granted_ability
    ward = granted_ability("Ward {2}")
    return (("kw", ("ward",)), (ward.kind, ward.args))


def _granter_named(args: tuple, granter: str | None) -> tuple:
    """201.5a: an ability granted as its text that names the granting card ("$granter", written by the
    compiler) names the object whose effect grants it: "$granter@ID", one ability per granting object
    (113.2c)."""
    if granter and len(args) == 2 and isinstance(args[0], str) and args[0].startswith("granted:") \
            and "$granter" in args[0]:
        return (re.sub(r"\$granter(?!@)", f"$granter@{granter}", args[0]), args[1])
    return args


@dataclass
class EffectInfo:
    """What the trace needs to describe an effect."""
    key: str                 # stable id used in output
    term: str
    timestamp: float
    rank: int
    kind: str                # static | granted | resolved | counters | copy | face_down
    source: str | None
    text: str
    cda: bool
    layers: list[str] = field(default_factory=list)
    grant: tuple | None = None   # kind granted: the granted ability's structured key (its source has it)


class Encoder:
    def __init__(self, scenario: Scenario) -> None:
        self.s = scenario
        self.f = Facts()
        self.granter: str | None = None          # the object whose effect's facts are being written
        self.effects: list[EffectInfo] = []
        # (granting effect, its timestamp, granted ability term, its text, its layer effect)
        self._grants: list[tuple] = []
        self._grant_of: dict[str, tuple] = {}     # a granted ability's effect term -> the ability's key
        self.by_term: dict[str, EffectInfo] = {}
        self.locked: dict[str, tuple[str, ...]] = {}   # effect term -> its non-empty locked set (611.2c)
        self._zone_of: dict[str, str] = {o.id: o.zone for o in scenario.objects}
        self._locksets: dict[tuple, str] = {}         # locked set -> its term ls(N)
        self.ability_texts: dict[tuple, str] = {}
        self._keys: dict[str, str] = {}
        self.op_kinds: set[str] = set()     # operation kinds of the effects (eff_op/3)
        # (an exchange of text boxes, 612.5, moves every changeable word of the text: they are needed too)
        self.text_changes = any(op.kind in ("text_change", "set_text") for e in scenario.effects for op in e.effect.ops) \
            or bool(scenario.extra.get("text_of")) or any(
            ab.effect is not None and any(op.kind == "text_change" for op in ab.effect.ops)
            for o in scenario.objects for ab in o.card.abilities)
        self._term_cache: dict[tuple, tuple] = {}
        self.fenc = FilterEncoder(self.f.items, "layers", self.text_changes)
        self.leaf_kinds = self.fenc.leaf_kinds
        self.has_conditions = False    # some effect has a condition (the game state it reads is encoded)
        self.devotion = False          # some condition reads devotion (700.5): pips/3 facts
        self.history = False           # some condition reads what happened this turn: turnhist/3 facts

    def aterm(self, kind: str, args: tuple):
        """(rendered ASP term, structured key) of an ability identity, cached."""
        k = (kind, args)
        if k not in self._term_cache:
            t = term_of(kind, args)
            self._term_cache[k] = (sym(t), key_of_term(t))
        return self._term_cache[k]

    # ------------------------------------------------------------ filters (pyengine/filters/encode.py)
    def filter(self, flt: Filter, owner, default_zone: bool = True):
        """An affected set defaults to the battlefield (611.3a) unless it names a zone."""
        return self.fenc.filter(flt, owner, default_zone)

    # ------------------------------------------------------------ expressions and ops
    def expr(self, x: Expr, owner):
        k, a = x.kind, x.args
        if k == "n":
            return fn("n", a[0])
        if k == "mana_value":
            return const("mv")
        if k == "count":
            return fn("count", self.filter(a[0], owner))
        if k == "card_types":
            return fn("ctypes", self.filter(a[0], owner))
        if k == "basic_land_types":                      # domain (305.6)
            return fn("bltypes", self.filter(a[0], owner))
        if k == "total":                                 # 208.1: the total power/toughness of F
            return fn("tot", const(a[0]), self.filter(a[1], owner))
        if k == "counters":
            return fn("counters", a[0])
        if k == "chosen":
            return fn("chosen", a[0])
        if k == "neg":
            return fn("neg", self.expr(a[0], owner))
        if k == "sum":
            terms = [self.expr(y, owner) for y in a]
            out = terms[0] if terms else fn("n", 0)
            for t in terms[1:]:
                out = fn("sum", out, t)
            return out
        raise ValueError(k)

    def card_values(self, c) -> tuple:
        """A card's printed values as rendered "class,value" pairs for base/3, and its abilities'
        (key, text); cached per card definition (cards are immutable; at most
        _CARD_VALUES_MAX of them)."""
        ck = (id(c), self.text_changes)
        hit = _CARD_VALUES.get(ck)
        if hit is not None and hit[0] is c:
            return hit[1], hit[2]
        vals: list[str] = []
        base = lambda C, V: vals.append(f"{C},{sym(V)}")  # noqa: E731
        if c.name:                  # (a copy of a face-down object has no name, 707.2, 708.2)
            base("name", sym(c.name))
        base("mv", c.mana_value)
        for t in c.types:
            base("type", const(t))
        for t in c.subtypes:
            base("subtype", sym(t))
        for t in c.supertypes:
            base("supertype", const(t))
        for t in c.colors:
            base("color", const(t))
        # every object has a power and toughness value to modify (0 if none is printed);
        # only creatures (and printed values off the battlefield, 208.3) are reported
        base("power", c.power if c.power is not None else 0)
        base("toughness", c.toughness if c.toughness is not None else 0)
        # 612.2: with a text change in the game, every color word and subtype of the card's text
        # (what its triggered, activated and replacement abilities read too: text_change.py)
        for w in sorted(self.words_of(c) | (words_in(c) if self.text_changes else set()), key=str):
            base("word", fn("tw", self.word(w), self.word(w)))
        texts = []
        for ab in c.abilities:
            A, akey = self.aterm(ab.kind, ab.args)
            if not ab.gated:            # a level's abilities: granted by its static ability (711.2, 716.2a)
                base("ability", A)
            texts.append((akey, ab.text))
        if len(_CARD_VALUES) >= _CARD_VALUES_MAX:
            del _CARD_VALUES[next(iter(_CARD_VALUES))]
        _CARD_VALUES[ck] = (c, tuple(vals), tuple(texts))
        return tuple(vals), tuple(texts)

    def word(self, w):
        if isinstance(w, tuple) and w and w[0] == "chosen":
            return fn("chosen", w[1])
        if w in COLORS:
            return const(w)
        return sym(w)

    def op_facts(self, e, op: Op, owner) -> None:
        layer = LAYER_INDEX[op.layer]
        self.f.items.append(fn("eff_op", e, layer, const(op.kind)))
        self.op_kinds.add(op.kind)
        k = const(op.kind)
        add = lambda x: self.f.items.append(fn("eff_arg", e, k, x))  # noqa: E731
        a = op.args
        if op.kind == "copy":
            add(sym(a[0]))
            # 707.9b: the copy effect's exceptions (layers.lp ops1: eff_arg(E,copyx,X), rules kept
            # for the boards that have such an exception, op kind "copyx")
            if len(a) > 1:
                self.op_kinds.add("copyx")
            for x in (a[1] if len(a) > 1 else ()):
                if x[0] == "ctypes":
                    t = const("ctypes")
                elif x[0] == "keep":                     # 707.9c: keeps its own value of the class
                    t = fn("keep", const(x[1]))
                elif x[0] == "set":
                    t = fn("set", const(x[1]))
                else:
                    v = x[2]
                    v = (self.aterm(*v)[0] if x[1] == "ability" else v if isinstance(v, int)
                         else const(v) if x[1] in ("type", "supertype", "color") else sym(v))
                    t = fn(x[0], const(x[1]), v)
                self.f.items.append(fn("eff_arg", e, const("copyx"), t))
        elif op.kind == "control":
            add(const("you") if a[0] == "you" else sym(a[0]))
        elif op.kind == "text_change":
            add(fn("ch", self.word(a[0]), self.word(a[1])))
        elif op.kind == "full_text":                      # 612.6 (layers.lp ops3: ftcard/5)
            add(fn("of", const(a[0])))
            for kind, args in a[1]:
                add(fn("plus", self.aterm(kind, args)[0]))
        elif op.kind == "set_name":
            add(sym(a[0]))
        elif op.kind in ("set_types", "add_types", "remove_types", "set_supertypes",
                         "add_supertypes", "remove_supertypes"):
            for t in a:
                add(const(t))
        elif op.kind in ("set_subtypes", "add_subtypes", "remove_subtypes", "set_creature_types",
                         "set_land_types", "add_land_types", "set_colors", "add_colors"):
            for t in a:
                add(self.word(t))
        elif op.kind in ("add_abilities", "remove_abilities", "cant_have", "face_down"):
            for kind, args in a:
                add(self.aterm(kind, _granter_named(args, self.granter))[0])
        elif op.kind == "gain_abilities_of":
            add(fn("gain", self.filter(a[0], owner), const(a[1])))
        elif op.kind == "set_text":                      # 612.5, 701.10h (layers.lp ops3)
            terms, words = a[0], a[1]
            for kind, args in terms:
                add(fn("ab", self.aterm(kind, args)[0]))
            for w, w2 in words:
                add(fn("tw", self.word(w), self.word(w2)))
        elif op.kind in ("set_pt", "modify_pt"):
            p, t = a
            if p is not None:
                add(fn("p", self.expr(p, owner)))
            if t is not None:
                add(fn("t", self.expr(t, owner)))

    def effect_facts(self, e, eff: EffectDef, owner_obj: str | None,
                     locked: tuple[str, ...] | None) -> None:
        self.f.items.append(fn("effect", e))
        if eff.cda:
            self.f.items.append(fn("eff_cda", e))
        self.granter = owner_obj             # 201.5a: the object whose effect grants the abilities
        for op in eff.ops:
            self.op_facts(e, op, e)
        for c in eff.condition:          # "as long as ..." (611.3a): layers.lp cond(l)
            self.has_conditions = True
            if c.kind == "count":
                self.f.items.append(fn("eff_cond", e, fn("cnt", self.filter(c.filter, e, True), const(c.cmp), c.n)))
            elif c.kind == "devotion":
                self.devotion = True
                self.f.items.append(fn("eff_cond", e, fn("devo", const(c.filter.args[0]), const(c.cmp), c.n)))
            elif c.kind == "types":
                self.f.items.append(fn("eff_cond", e, fn("ctypes", self.filter(c.filter, e, True), c.n)))
            elif c.kind == "mana_values":
                self.f.items.append(fn("eff_cond", e, fn("mvs", self.filter(c.filter, e, True), c.n)))
            elif c.kind == "life":
                self.f.items.append(fn("eff_cond", e, fn("life", const(c.cmp), c.n, const(c.player))))
            elif c.kind == "poison":                  # 122.1f
                self.f.items.append(fn("eff_cond", e, fn("poison", const(c.cmp), c.n, const(c.player))))
            elif c.kind == "opponents":
                self.f.items.append(fn("eff_cond", e, fn("opps", const(c.cmp), c.n)))
            elif c.kind == "turn":
                self.f.items.append(fn("eff_cond", e, fn("turn", const("you" if c.n else "other"))))
            elif c.kind == "source_tapped":
                self.f.items.append(fn("eff_cond", e, fn("srctapped", const("yes" if c.n else "no"))))
            elif c.kind == "source_counters" and c.cmp == "le":     # 711.2a "no more than N2"
                self.f.items.append(fn("eff_cond", e, fn("srccountersle", c.filter.args[0], c.n)))
            elif c.kind == "source_counters":
                self.f.items.append(fn("eff_cond", e, fn("srccounters", c.filter.args[0], c.n)))
            elif c.kind == "class_level":         # 716.2a (class_level/2 below; 716.2d: none is 1)
                self.history = True
                self.f.items.append(fn("eff_cond", e, fn("classlevel", c.n)))
            elif c.kind == "source_attached":
                self.f.items.append(fn("eff_cond", e, fn("srcattached", c.filter.args[0])))
            elif c.kind == "source_attacking":
                self.f.items.append(fn("eff_cond", e, fn("srcattacking", const("yes" if c.n else "no"))))
            elif c.kind == "source_blocking":
                self.f.items.append(fn("eff_cond", e, fn("srcblocking", const("yes" if c.n else "no"))))
            elif c.kind == "opponent_zone":       # an opponent's cards in a zone (owner/2, zone/2)
                self.f.items.append(fn("eff_cond", e, fn("oppzone", const(c.filter.args[0]), c.n)))
            elif c.kind == "more_in_hand":        # more cards in hand than each opponent
                self.f.items.append(fn("eff_cond", e, fn("morehand", const("yes" if c.n else "no"))))
            elif c.kind == "most_common_color":   # 105.1 (layers.lp: colors as the layer begins)
                self.f.items.append(fn("eff_cond", e, fn("mostcommon", const(c.filter.args[0]))))
            elif c.kind == "designation":         # 701.31b, 702.112b (designated/2 below)
                self.history = True
                self.f.items.append(fn("eff_cond", e, fn("desig", const(c.filter.args[0]),
                                                         const("yes" if c.n else "no"))))
            elif c.kind in _HISTORY_CONDITIONS:   # what happened this turn (turnhist/3 below)
                self.history = True
                self.f.items.append(fn("eff_cond", e, fn("hist", const(_HISTORY_CONDITIONS[c.kind]), const(c.player),
                                                         const(c.cmp), c.n)))
            else:
                raise ScenarioError(f"the condition {c.kind!r} can't be read by the layer system (611.3a): "
                                    "it is for activated abilities only",
                                    expected="controls, count, life_ge, life_le, opponents_ge, your_turn, "
                                             "source_tapped, source_attacking, source_blocking, card_types, "
                                             "source_counters, source_attached, life_lost_this_turn, "
                                             "life_gained_this_turn, draws_this_turn, attacked_this_turn, "
                                             "descended_this_turn, monstrous, renowned, most_common_color, "
                                             "opponent_graveyard_ge, more_cards_in_hand")
        if locked is not None:
            # one statement with a pool per distinct set (each fact statement costs gringo's
            # parser ~3 us); an empty locked set gives no fact (and no filter: the effect
            # affects nothing)
            if locked:
                key = self.locked[str(e)] = tuple(sorted(set(locked)))
                if key not in self._locksets:    # effects locked onto the same objects share it
                    self._locksets[key] = ls = f"ls({len(self._locksets) + 1})"
                    self.f.items.append(T(f"lockset({ls},({';'.join(map(sym, key))}))"))
                    # the zones of its objects (layers.lp, bzone/2: what an effect may change)
                    zones = sorted({self._zone_of[o] for o in key if o in self._zone_of})
                    if zones:
                        self.f.items.append(T(f"lockzone({ls},({';'.join(zones)}))"))
                self.f.items.append(T(f"eff_lockset({sym(e)},{self._locksets[key]})"))
        else:
            flt = eff.affects if eff.affects is not None else Filter("self")
            # the source itself is found wherever it is; other filters default to the battlefield
            dz = not (flt.kind == "self")
            self.f.items.append(fn("eff_filter", e, self.filter(flt, e, dz)))

    # ------------------------------------------------------------ objects
    def words_of(self, card) -> set:
        out = set()

        def walk(fl: Filter):
            if fl.kind in ("color", "subtype"):
                out.add(fl.args[0])
            for c in fl.children:
                walk(c)
        for ab in card.abilities:
            if ab.effect is None:
                continue
            if ab.effect.affects is not None:
                walk(ab.effect.affects)
            for op in ab.effect.ops:
                if op.kind in ("set_subtypes", "add_subtypes", "set_land_types", "add_land_types",
                               "set_colors", "add_colors", "set_creature_types"):
                    out.update(x for x in op.args if isinstance(x, str))
        return out

    def note_grants(self, b, ts: float, eff: EffectDef | None) -> None:
        """Record the static abilities with a layer effect that effect b grants by their text
        (pyengine/cards/granted.py), with b's timestamp (613.7a)."""
        from pyengine.cards.card import granted_ability
        for term, text in granted_terms(eff):
            g = granted_layer_effect(granted_ability(text))
            if g is not None:
                self._grants.append((b, ts, term, text, g))

    def granted_effects(self, pending: list) -> None:
        """The effects of the static abilities effects grant (613.1f): for each permanent and each
        effect granting such an ability, one effect that exists only while the permanent has the
        ability (eff_abil) and that granting effect gives it to the permanent (eff_grantby: each
        grant is an instance of the ability, 113.2c), timestamped with the later of the
        permanent's and the granting effect's timestamps (613.7a). A static ability functions on
        the battlefield (113.6)."""
        F = self.f
        for o in self.s.objects:
            if o.zone != "battlefield" or not self._grants:
                continue
            O = sym(o.id)
            for b, ts, (kind, args), text, eff in self._grants:
                A, akey = self.aterm(kind, args)
                e = fn("gs", O, A, b)
                self._keys[e] = f"{o.id}:granted:{text} (by {self._keys[b]})"
                self.ability_texts[akey] = text
                self._grant_of[str(e)] = akey
                pending.append((max(o.timestamp, ts), 1, "g:" + text, e, eff, "granted", o.id,
                                f"{text} (granted to {o.id} by {self._keys[b]})"))
                F.items.append(fn("eff_src", e, O))
                F.items.append(fn("eff_abil", e, A))
                F.items.append(fn("eff_grantby", e, b))
                F.items.append(fn("eff_zone", e, const("battlefield")))
                try:
                    self.effect_facts(e, eff, o.id, None)
                except ScenarioError as err:
                    raise in_context(err, f"{o.id}, granted ability {text!r}") from None

    def used_subtypes(self) -> set:
        """Every string that may be a subtype in this scenario (printed, in effects, chosen)."""
        out: set = set()

        def walk_filter(fl):
            if fl.kind == "subtype":
                out.add(fl.args[0])
            for c in fl.children:
                walk_filter(c)

        def walk_eff(eff):
            if eff is None:
                return
            if eff.affects is not None:
                walk_filter(eff.affects)
            for op in eff.ops:
                for a in op.args:
                    if isinstance(a, str):
                        out.add(a)
                    elif isinstance(a, Filter):
                        walk_filter(a)
                    elif isinstance(a, Expr) and a.args and isinstance(a.args[0], Filter):
                        walk_filter(a.args[0])
                if op.kind == "copy" and len(op.args) > 1:      # 707.9b: "it's a Spirit in addition ..."
                    out.update(x[2] for x in op.args[1] if x[:2] == ("add", "subtype"))
        cards = {o.card.name: o.card for o in self.s.objects}
        for c in cards.values():
            out.update(c.subtypes)
            for ab in c.abilities:
                walk_eff(ab.effect)
        for se in self.s.effects:
            walk_eff(se.effect)
            for op in se.effect.ops:
                if op.kind == "set_text":                # 612.5: the abilities and words of an exchanged text
                    for ab in op.args[2]:
                        walk_eff(ab.effect)
                    out.update(str(w) for pair in op.args[1] for w in pair if isinstance(w, str))
        for *_rest, eff in self._grants:
            walk_eff(eff)
        for o in self.s.objects:
            out.update(str(v) for v in o.chosen.values())
        for se in self.s.effects:
            out.update(str(v) for v in se.chosen.values())
        return out

    def encode(self) -> str:
        s, F = self.s, self.f
        objs = {o.id: o for o in s.objects}
        pending: list[tuple] = []   # (timestamp, order, EffectInfo-args)
        # copy effects locked onto objects (a permanent that entered as a copy, 707.5, or became
        # one, 707.4): the objects each copies, whose static abilities it may have (707.2)
        locked_copies: dict[str, list[str]] = {}
        for se in s.effects:
            for op in se.effect.ops:
                if op.kind == "copy":
                    for x in se.objects or ():
                        locked_copies.setdefault(x, []).append(str(op.args[0]))
        for p in s.players:
            F.add("player", p.id)
        # 607.2a, 406.6: the cards in exile each object's abilities exiled (pyengine/game/linked.py)
        for card, src in s.extra.get("exiled_with") or ():
            if card in objs and src in objs:
                F.add("exiledwith", card, src)
        for oid in s.extra.get("copiable_of") or ():        # 707.2: copiable values asked for (cval/3)
            if oid in objs:
                F.add("wantcval", oid)
        for oid in s.extra.get("text_of") or ():            # 701.10h: rules text asked for (tval/3)
            if oid in objs:
                F.add("wanttext", oid)
        # 612.5, 701.10h, 613.7a: the static abilities an exchange of text boxes gave each object (the
        # other's text as it was), timestamped with the later of the object's and the exchange's
        exchanged: dict[str, list] = {}
        for se in s.effects:
            for op in se.effect.ops:
                if op.kind == "set_text":
                    for x in se.objects or ():
                        exchanged.setdefault(x, []).append((se.timestamp, op.args[2]))
        for card in s.extra.get("library_tops") or ():      # 401.1: the top card of each library
            if card in objs:
                F.add("librarytop", card)
        for card in s.extra.get("graveyard_tops") or ():    # 404.1: the top card of each graveyard
            if card in objs:
                F.add("graveyardtop", card)
        for idx, o in enumerate(s.objects):
            O = sym(o.id)
            c = o.card
            F.items.append(fn("obj", O))
            F.items.append(fn("zone", O, const(o.zone)))
            F.add("owner", o.id, o.owner)
            F.add("ctrl0", o.id, o.controller)
            if o.token:
                F.add("token", o.id)
            if o.face_down:
                F.add("facedown", o.id)
            if o.commander:
                F.add("commander", o.id)
            if o.ring_bearer:
                F.add("ringbearer", o.id, o.ring_bearer)        # 701.52b
            if o.attached_to:
                F.add("attached", o.id, o.attached_to)
            for ct in o.counters:
                F.add("counter", o.id, ct.kind, ct.count)
            for k, v in sorted(o.chosen.items()):
                F.items.append(fn("chosen", O, sym(k), const(v) if v in COLORS else sym(v)))
            values, texts = self.card_values(c)
            if values:     # one statement with a pool (gringo parses a statement in ~3 us)
                F.items.append(T("base(" + ";".join(f"{O},{cv}" for cv in values) + ")"))
            for akey, text in texts:
                self.ability_texts[akey] = text
            # static abilities it may have: its own and those of what it copies (707.2)
            cards_seen, chain, cur = [], [c], o
            while cur.copy_of and cur.copy_of in objs and objs[cur.copy_of].card not in cards_seen:
                cards_seen.append(cur.card)
                cur = objs[cur.copy_of]
                chain.append(cur.card)
            todo = list(locked_copies.get(o.id, ()))
            while todo:
                t = objs.get(todo.pop())
                if t is not None and t.card not in chain:
                    chain.append(t.card)
                    todo += ([t.copy_of] if t.copy_of else []) + locked_copies.get(t.id, [])
            # 612.6: an object that may have the full text of the top card of a graveyard may have
            # that card's static abilities (each exists only while it has the ability, 611.3a)
            if any(ab.effect is not None and any(op.kind == "full_text" for op in ab.effect.ops)
                   for card in chain for ab in card.abilities):
                chain += [objs[t].card for t in s.extra.get("graveyard_tops") or ()
                          if t in objs and objs[t].card not in chain]
            seen_ab = set()
            sources = [(o.timestamp, card.abilities, card.name) for card in chain] + \
                [(max(o.timestamp, ts), abs_, "an exchanged text box") for ts, abs_ in exchanged.get(o.id, ())]
            chain_abs = {ab for card in chain for ab in card.abilities}
            for ab_ts, abilities, card_name in sources:
                for ab in abilities:
                    self.ability_texts.setdefault(self.aterm(ab.kind, ab.args)[1], ab.text)
                    if ab.effect is None or (ab.kind, ab.args) in seen_ab:
                        continue
                    seen_ab.add((ab.kind, ab.args))
                    A = self.aterm(ab.kind, ab.args)[0]
                    e = fn("s", O, A)
                    self._keys[e] = f"{o.id}:{ab.args[1]}" if ab_ts == o.timestamp and ab in chain_abs else \
                        f"{o.id}:{ab.args[0]}#{ab.args[1]}"          # (an ability from an exchanged text box)
                    pending.append((ab_ts, 1, str(ab.args[1]), e, ab.effect, "static", o.id,
                                    ab.text or ab.effect.text or f"static ability of {card_name}"))
                    F.items.append(fn("eff_src", e, O))
                    F.items.append(fn("eff_abil", e, A))
                    for z in ab.effect.functions_in:
                        F.items.append(fn("eff_zone", e, const(z)))
                    try:
                        self.effect_facts(e, ab.effect, o.id, None)
                    except ScenarioError as err:
                        raise in_context(err, f"{o.id} ({card_name}), ability {ab.args[1]}") from None
                    self.note_grants(e, ab_ts, ab.effect)
            # 613.2a copy effect, 708.2 face-down, 613.4c counters
            if o.copy_of:
                e = fn("cp", O)
                self._keys[e] = f"{o.id}:copy"
                eff = EffectDef((Op("copy", (o.copy_of,), "1a"),), None, False, f"{o.id} is a copy of {o.copy_of}")
                ts = o.copy_timestamp if o.copy_timestamp is not None else o.timestamp
                pending.append((ts, 0, "", e, eff, "copy", o.id, eff.text))
                F.items.append(fn("eff_src", e, O))
                self.effect_facts(e, eff, o.id, (o.id,))
            if o.face_down:
                e = fn("fd", O)
                self._keys[e] = f"{o.id}:face_down"
                eff = EffectDef((Op("face_down", face_down_abilities(o.face_down_as), "1b"),), None, False,
                                f"{o.id} is face down (708.2)")
                pending.append((o.timestamp, 0, "", e, eff, "face_down", o.id, eff.text))
                F.items.append(fn("eff_src", e, O))
                self.effect_facts(e, eff, o.id, (o.id,))
            # 122.1a, 613.4c: +X/+Y and -X/-Y counters (+1/+1, -1/-1, -0/-1, +1/+0, ...)
            pt_counters = [ct for ct in o.counters if PT_COUNTER.fullmatch(ct.kind)]
            if pt_counters:
                e = fn("ctr", O)
                self._keys[e] = f"{o.id}:counters"
                px, tx = _counter_pt({ct.kind for ct in pt_counters})
                eff = EffectDef((Op("modify_pt", (px, tx), "7c"),), None, False,
                                ", ".join(f"{ct.count} {ct.kind} counter(s)" for ct in pt_counters))
                ts = max((ct.timestamp if ct.timestamp is not None else o.timestamp) for ct in pt_counters)
                pending.append((ts, 2, "", e, eff, "counters", o.id, eff.text))
                F.items.append(fn("eff_src", e, O))
                self.effect_facts(e, eff, o.id, (o.id,))
            # 122.1b, 613.1f: a keyword counter gives the permanent that keyword (layer 6)
            kw_counters = [ct for ct in o.counters if ct.kind in KEYWORD_COUNTERS and ct.count > 0]
            if kw_counters:
                e = fn("kwctr", O)
                self._keys[e] = f"{o.id}:keyword_counters"
                kws = tuple(dict.fromkeys(KEYWORD_COUNTERS[ct.kind] for ct in kw_counters))
                eff = EffectDef((Op("add_abilities", tuple(("kw", (k,)) for k in kws), "6"),), None, False,
                                ", ".join(f"{ct.count} {ct.kind} counter(s)" for ct in kw_counters))
                ts = max((ct.timestamp if ct.timestamp is not None else o.timestamp) for ct in kw_counters)
                pending.append((ts, 2, "", e, eff, "counters", o.id, eff.text))
                F.items.append(fn("eff_src", e, O))
                self.effect_facts(e, eff, o.id, (o.id,))
        for se in s.effects:
            e = fn("e", sym(se.id))
            self._keys[e] = se.id
            F.items.append(fn("eff_ctrl", e, sym(se.controller)))
            if se.source:
                F.items.append(fn("eff_src", e, sym(se.source)))
            for k, v in sorted(se.chosen.items()):
                F.items.append(fn("chosen", e, sym(k), const(v) if v in COLORS else sym(v)))
            try:
                self.effect_facts(e, se.effect, se.source, se.objects)
            except ScenarioError as err:
                raise in_context(err, f"effect {se.id}") from None
            pending.append((se.timestamp, 3, se.id, e, se.effect, "resolved", se.source,
                            se.effect.text or f"effect {se.id}"))
            self.note_grants(e, se.timestamp, se.effect)
        self.granted_effects(pending)
        pending.sort(key=lambda t: (t[0], t[1], str(t[6] or ""), t[2], str(t[3])))
        for rank, (ts, _o, _k, e, eff, kind, src, text) in enumerate(pending, start=1):
            F.items.append(fn("eff_rank", e, rank))
            info = EffectInfo(key=self._keys[e], term=e, timestamp=ts, rank=rank, kind=kind,
                              source=src, text=text, cda=eff.cda, layers=eff.layers,
                              grant=self._grant_of.get(str(e)))
            self.effects.append(info)
            self.by_term[str(e)] = info
        # a permanent's status (110.5 tapped; 506.4 attacking, blocking), read by a condition or
        # by a filter ("attacking creatures you control get +1/+0")
        status = self.has_conditions or bool(self.leaf_kinds & {"tapped", "attacking", "blocking"})
        if status:
            for o in s.objects:
                if o.tapped:
                    F.add("tapped", o.id)
            for oid in s.attacking:
                F.add("attacking", oid)
            for oid in s.blocking:
                F.add("blocking", oid)
        if self.has_conditions:          # the game state conditions read (611.3a): whose turn, life totals
            F.add("active", s.active_player)
            for p in s.players:
                F.add("life", p.id, p.life)
                if p.poison > 0:
                    F.add("poisoned", p.id, p.poison)
            if self.devotion:            # 700.5: the colored mana symbols of each permanent's mana cost
                for o in s.objects:
                    if o.zone == "battlefield":
                        for col, k in pips(o.card.mana_cost).items():
                            F.add("pips", o.id, const(col), k)
            if self.history:             # the game's memory of the turn (pyengine/game/history.py)
                for key, per_player in sorted((s.extra.get("turn_history") or {}).items()):
                    for p, n in sorted(per_player.items()):
                        F.add("turnhist", const(key), p, int(n))
                for d in s.extra.get("designations") or ():
                    if d[1] == "class_level":         # 716.2b: a Class's level (oid, "class_level", N)
                        F.add("class_level", d[0], int(d[2]))
                    else:
                        F.add("designated", d[0], const(d[1]))
        # 612.7: with an effect giving all names of nonlegendary creature cards, which of the
        # names the objects have and the filters test are such names (filters.lp nlcname/1)
        if "add_nonlegendary_creature_names" in self.op_kinds:
            words = {o.card.name for o in s.objects} | self.fenc.subtypes | {
                str(op.args[0]) for e in s.effects for op in e.effect.ops if op.kind == "set_name"}
            for n in sorted(words):
                if is_nonlegendary_creature_name(n):
                    F.add("nlcname", n)
        # vocabulary (205.3), restricted to the subtypes that occur in this scenario
        used = self.used_subtypes()
        st = subtype_lists()
        for cat in ("artifact", "enchantment", "land", "planeswalker", "creature"):
            for x in st[cat]:
                if x in used:
                    F.add("subtype_of", x, const(cat))
        for x in st["spell"]:
            if x in used:
                F.add("subtype_of", x, const("instant"))
                F.add("subtype_of", x, const("sorcery"))
        for x in st["creature"]:
            if x in used:
                F.add("creature_type", x)
                F.add("subtype_of", x, const("kindred"))
        for x in st["land"]:
            if x in used:
                F.add("land_type", x)
        for x, m in BASIC_LAND_MANA.items():
            F.add("basic_land_mana", x, m)
        # 208.3: off the battlefield an object has the power and toughness printed on it (read
        # by filters.lp's power and toughness leaves only)
        if self.leaf_kinds & {"power", "toughness"}:
            for o in s.objects:
                if o.zone != "battlefield" and o.card.power is not None:
                    F.add("ptprinted", o.id)
        return F.text()


PT_COUNTER = re.compile(r"[+-]\d+/[+-]\d+")


def _counter_pt(kinds: set[str]) -> tuple[Expr, Expr]:
    """122.1a: the power and toughness a permanent's +X/+Y and -X/-Y counters add: for each kind,
    X (and Y) times the number of counters of that kind, signed."""
    p_terms: list[Expr] = []
    t_terms: list[Expr] = []
    for k in sorted(kinds):
        ps, ts = k.split("/")
        for part, terms in ((ps, p_terms), (ts, t_terms)):
            one = Expr("counters", (k,))
            terms.extend([one if part[0] == "+" else Expr("neg", (one,))] * int(part[1:]))
    return Expr("sum", tuple(p_terms)), Expr("sum", tuple(t_terms))
