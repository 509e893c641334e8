"""What happened this turn: the game's memory for intervening "if" conditions about the turn
(603.4: "if a creature died this turn", "if an opponent lost life this turn", "if you gained 3 or
more life this turn", "if you attacked this turn") and for triggers on the Nth event of a kind in a
turn ("Whenever you draw your second card each turn", "... cast your second spell each turn").

`State.history` is reset as each turn begins (500.1); Game._happen records each happening here
before triggers are collected, so a trigger on the second card drawn sees the count including it.
Keys: died [(object, its last known characteristics)] (700.4: "dies" = put into a graveyard from
the battlefield), entered [(object, its characteristics as it entered)], damaged [(source,
permanent or player)], died_counters {object: {kind: n} as it last existed}, left [(object, its last known
characteristics)] (any zone from the battlefield), attackers [object], life_lost / life_gained / draws / casts {player: n},
attacked {player: 1}, combat_damage_to_players [(source's controller, an Assassin or commander?,
its subtypes)] (702.173a, 702.76a), cast_from {spell: the zone it was cast from}, cast_main {spell: True, cast
during its caster's main phase, 505.1}, cast [(spell, its
characteristics, caster)], gains {player: n} (life gain events), warped {player: n} (spells cast for
their warp cost), targeted [(object, by a spell?, the spell's or ability's controller)], exiled_cards
[card] (each card put into exile, 406.3), combat_phases {active player: n} (the combat phases begun, 506.1)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def _add(hist: dict, key: str, player: str | None, n: int = 1) -> None:
    if player is None or n <= 0:
        return
    d = hist.setdefault(key, {})
    d[player] = d.get(player, 0) + n


def note_left(g: "Game", happened: list[dict]) -> None:
    """The last known information of the permanents that just left the battlefield together
    (608.2h, 702.100a, 603.10a), noted before any trigger of theirs is looked for (the game loop's
    perform is the only place a zone change happens)."""
    for h in happened:
        if h.get("kind") == "zone_change" and h.get("from") == "battlefield" and h.get("lki"):
            g.s.history.setdefault("left_lki", {})[h["obj"]] = h["lki"]


def record(g: "Game", h: dict, before: dict | None) -> None:
    hist = g.s.history
    k = h["kind"]
    if k == "zone_change" and h.get("to") == "battlefield":
        # 400.7: a permanent entering is a new object, not the one dealt damage (or attacking) earlier
        if hist.get("damaged"):
            hist["damaged"] = [(s_, t) for s_, t in hist["damaged"] if t != h["obj"] and s_ != h["obj"]]
        if hist.get("attackers"):
            hist["attackers"] = [x for x in hist["attackers"] if x != h["obj"]]
        if hist.get("targeted"):
            hist["targeted"] = [x for x in hist["targeted"] if x[0] != h["obj"]]
    if k == "zone_change" and h.get("from") == "battlefield" and h.get("to") == "graveyard":
        ch = (before or {}).get(h["obj"])
        if ch is not None:
            hist.setdefault("died", []).append((h["obj"], ch))
            # the counters it had as it last existed (122.1, 608.2h): "if a creature with a
            # +1/+1 counter on it died this turn"
            hist.setdefault("died_counters", {})[h["obj"]] = dict((h.get("lki") or {}).get("counters") or {})
    if k == "zone_change" and h.get("from") == "battlefield":
        ch = (before or {}).get(h["obj"])
        if ch is not None:                    # revolt: as it last existed (603.10a)
            hist.setdefault("left", []).append((h["obj"], ch))
    if k == "zone_change" and h.get("to") == "battlefield":
        hist.setdefault("entered", []).append((h["obj"], g.ch(h["obj"])))
    # ("left_lki": noted for the whole event before its triggers are looked for, note_left)
    if k == "zone_change" and h.get("to") == "graveyard" and h["obj"] in g.s.objects:
        o = g.s.objects[h["obj"]]                      # 700.11 descend: a permanent card into its owner's graveyard
        if not o.token and set(o.card.types) & {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}:
            hist.setdefault("descended", {})[o.owner] = 1
    if k == "zone_change" and h.get("to") == "exile" and h.get("from") != "exile" and h["obj"] in g.s.objects \
            and not g.s.objects[h["obj"]].token:
        # 406.3, 108.2: "if a card was put into exile this turn" (a token is no card)
        hist.setdefault("exiled_cards", []).append(h["obj"])
    if k == "step" and h.get("step") == "beginning_of_combat":
        # 506.1, 500.8: the combat phases begun this turn ("if it's the first combat phase of the turn")
        _add(hist, "combat_phases", h.get("player"))
    if k == "enters_many":
        hist.setdefault("entered", []).extend((x, g.ch(x)) for x in h["objs"])
    if k == "damage":
        hist.setdefault("damaged", []).append((h["source"], h["target"]))
        if h.get("combat") and h["target"] in g.s.players and h["amount"] > 0:
            # 702.173a freerunning: the source's controller and whether it was an Assassin
            # creature or a commander (903.3), at the time it dealt the damage; 702.76a prowl: its
            # subtypes then (its creature types among them)
            ch = g.ch(h["source"]) if h["source"] in g.s.objects else None
            if ch is not None:
                hist.setdefault("combat_damage_to_players", []).append(
                    (ch.controller, ("creature" in ch.types and "Assassin" in ch.subtypes) or ch.commander,
                     tuple(ch.subtypes)))
        if h["target"] in g.s.players:
            _add(hist, "life_lost", h["target"], h["amount"])          # 120.3a, 119.3
            if h["amount"] > 0:
                _add(hist, "losses", h["target"])                      # "for the first time each turn"
        if h.get("lifelink"):
            _add(hist, "life_gained", h["lifelink"], h["amount"])      # 702.15b
            _add(hist, "gains", h["lifelink"])
    elif k == "life_loss":
        _add(hist, "life_lost", h["player"], h["amount"])
        if h["amount"] > 0:
            _add(hist, "losses", h["player"])
    elif k == "life_gain":
        _add(hist, "life_gained", h["player"], h["amount"])
        _add(hist, "gains", h["player"])                          # "for the first time each turn"
    elif k == "draw" and not h.get("opening_hand"):        # (103.5: a starting hand isn't drawn in a turn)
        _add(hist, "draws", h["player"])
    elif k == "cast":
        _add(hist, "casts", h["player"])
        hist.setdefault("cast_from", {})[h["obj"]] = h.get("from")     # "if you cast it (from your hand)"
        if g.s.step in ("precombat_main", "postcombat_main") and g.s.active == h["player"]:
            hist.setdefault("cast_main", {})[h["obj"]] = True          # "during your main phase" (505.1)
        hist.setdefault("cast", []).append((h["obj"], g.ch(h["obj"]), h["player"]))
        if g.s.states_seen.get(f"warped:{h['obj']}"):
            _add(hist, "warped", h["player"])                         # "a spell was warped this turn"
    elif k == "becomes_target":                # "for the first time each turn": (object, by a spell?, its controller)
        hist.setdefault("targeted", []).append((h["obj"], bool(h.get("spell")), h.get("player")))
    elif k == "attacks":
        o = g.s.objects.get(h["obj"])
        if o is not None:
            hist.setdefault("attacked", {})[o.controller] = 1
            hist.setdefault("attackers", []).append(h["obj"])
            hist.setdefault("attacked_with", []).append((h["obj"], o.controller))   # (608.2i)


# the per-player counts a static ability's condition reads (611.3a; pyengine/layers/facts.py)
PER_PLAYER = ("life_lost", "life_gained", "draws", "attacked", "descended", "casts")


def per_player(g: "Game") -> dict:
    """{key: {player: n}} for the counts of PER_PLAYER that are not zero."""
    return {k: {p: int(n) for p, n in g.s.history[k].items() if n}
            for k in PER_PLAYER if g.s.history.get(k)}


def turn_words(g: "Game") -> dict[str, tuple[str, ...]]:
    """What happened to each object this turn, as the filter words of it: was_dealt_damage,
    dealt_damage (120.1), and, for a permanent, entered_this_turn, attacked_this_turn (508.1).
    A permanent that entered the battlefield since is a new object (400.7, `record`)."""
    out: dict[str, set] = {}
    for s_, t in g.s.history.get("damaged") or ():
        out.setdefault(t, set()).add("was_dealt_damage")
        out.setdefault(s_, set()).add("dealt_damage")
        if t in g.s.players:                  # "that dealt damage to you this turn": to whom
            out[s_].add("dealt_damage_to:" + t)
    for oid, _ch in g.s.history.get("entered") or ():
        o = g.s.objects.get(oid)
        if o is not None and o.zone == "battlefield":
            out.setdefault(oid, set()).add("entered_this_turn")
    for oid in g.s.history.get("attackers") or ():
        o = g.s.objects.get(oid)
        if o is not None and o.zone == "battlefield":
            out.setdefault(oid, set()).add("attacked_this_turn")
    return {k: tuple(sorted(v)) for k, v in out.items()}


def count(g: "Game", key: str, player: str) -> int:
    return int(g.s.history.get(key, {}).get(player, 0))


def was_damaged_by(g: "Game", obj: str, source: str) -> bool:
    """"a creature dealt damage by ~ this turn" (the same object since, 400.7)."""
    return (source, obj) in g.s.history.get("damaged", [])
