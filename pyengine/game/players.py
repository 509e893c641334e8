"""Players as decision makers: every choice the game needs is asked of a player object with
decide(game, decision) -> Action (or None to stop). ScriptedPlayers follows a scenario's
`script:` list; CallbackPlayer wraps a function.

Script lines (strings):
  "alice: cast bolt target=bob"   an action for the named player (extras answer the follow-up
                                   choices: target=a,b  x=N  mode=N  pay=auto|manual  sacrifice=ID;
                                   target=none declines an optional target)
  "cast bolt"                      an action for whoever decides next
  "T3 precombat_main alice: play forest2"   anchored: until turn 3's precombat main phase,
                                   players take the default choice (pass priority, no attackers/
                                   blockers, first option for other choices, 'no' to 'may')
  "T5 end: wait"                   just wait (take defaults) until that point
A line addressed to another player makes the deciding player take the default choice."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from pyengine.errors import INT_MAX, ScenarioError, did_you_mean
from pyengine.game.state import STEPS, Action, Decision

_LINE = re.compile(r"^\s*(?:T(\d+)\s+([a-z_]+)(?:\s*:\s*|\s+))?(?:([A-Za-z0-9_\-]+)\s*:\s*)?(.+?)\s*$")


@dataclass
class ScriptLine:
    index: int
    turn: int | None
    step: str | None
    player: str | None
    action: Action
    extras: dict
    text: str


def parse_script(lines, file: str = "<script>", players: list[str] | None = None) -> list[ScriptLine]:
    """The script's lines, each naming a known step, player (of `players`, when given) and
    action kind; anything else is a ScenarioError naming the line."""
    out = []
    if lines is None:
        return out
    if not isinstance(lines, list):
        raise ScenarioError("script is not a list", file=file, place="script", expected="a list of action strings")
    for i, raw in enumerate(lines):
        if not isinstance(raw, str):
            raise ScenarioError(f"got {raw!r}", file=file, place=f"script[{i}]", expected="an action string such as 'alice: cast bolt'")
        m = _LINE.match(raw)
        if not m:
            raise ScenarioError(f"can't read {raw!r}", file=file, place=f"script[{i}]",
                                expected="'[T<turn> <step>] [player:] action [key=value ...]'")
        turn, step, player, rest = m.groups()
        if step is not None and step not in STEPS:
            raise ScenarioError(f"unknown step {step!r}", file=file, place=f"script[{i}]", expected="one of " + ", ".join(STEPS))
        if player is not None and players is not None and player not in players:
            # "T3 alice: pass" and "alice: pass" name a player; "fly away" names no one
            raise ScenarioError(f"unknown player {player!r} in {raw!r}{did_you_mean(player, players)}",
                                file=file, place=f"script[{i}]", expected="one of " + ", ".join(players))
        words, extras = [], {}
        for w in rest.split():
            if "=" in w:
                k, v = w.split("=", 1)
                extras[k] = v.split(",") if k == "target" else v
            else:
                words.append(w)
        for k, v in extras.items():
            _check_extra(k, v, raw, file, i)
        if not words:
            raise ScenarioError(f"no action in {raw!r}", file=file, place=f"script[{i}]",
                                expected="an action such as 'pass', 'cast ID', 'attack ID'")
        action = Action.parse(" ".join(words))
        if action.kind not in ACTION_KINDS:
            raise ScenarioError(f"unknown action {action.kind!r} in {raw!r}{did_you_mean(action.kind, ACTION_KINDS)}",
                                file=file, place=f"script[{i}]", expected="one of " + ", ".join(sorted(ACTION_KINDS)))
        if turn is not None and int(turn) < 1:
            raise ScenarioError(f"turn {turn} in {raw!r}", file=file, place=f"script[{i}]", expected="a turn number from 1")
        out.append(ScriptLine(i, int(turn) if turn else None, step, player, action, extras, raw))
    return out


# key=value answers to follow-up choices, and what each value must look like
EXTRAS = {"target": "ids separated by commas ('none': decline an optional target)", "x": "a non-negative integer", "mode": "a mode number (1 or more)",
          "divide": "amounts joined by '+', e.g. 2+1", "pay": "auto or manual", "sacrifice": "an object id",
          "may": "yes or no"}


def _check_extra(k: str, v, raw: str, file: str, i: int) -> None:
    def bad(msg: str):
        return ScenarioError(msg, file=file, place=f"script[{i}]", expected=f"{k}={EXTRAS.get(k, '...')}")
    if k not in EXTRAS:
        raise ScenarioError(f"unknown choice {k!r} in {raw!r}{did_you_mean(k, EXTRAS)}", file=file,
                            place=f"script[{i}]", expected="one of " + ", ".join(f"{x}=" for x in sorted(EXTRAS)))
    if k in ("x", "mode") and not (v.isdigit() and int(v) <= INT_MAX and (k == "x" or int(v) >= 1)):
        raise bad(f"got {k}={v}")
    if k == "divide" and not all(p.isdigit() and int(p) <= INT_MAX for p in v.split("+")):
        raise bad(f"got divide={v}")
    if k == "pay" and v not in ("auto", "manual"):
        raise bad(f"got pay={v}")
    if k == "may" and v not in ("yes", "no"):
        raise bad(f"got may={v}")
    if k == "target" and not all(v):
        raise bad(f"got target={','.join(v)}")


def default_action(d: Decision) -> Action:
    opts = d.options
    if d.kind == "priority":
        return Action("pass")
    if d.kind in ("declare_attackers", "declare_blockers", "declare_bands", "untap"):
        return Action("done")
    if d.kind == "may":
        return Action("no")
    if d.kind == "pay":
        for o in opts:
            if o.kind in ("pay", "autopay"):
                return o
    for o in opts:
        if o.kind != "cancel":
            return o
    return opts[0]


@dataclass
class ScriptedPlayers:
    """One object answering for every player from a shared script (the scenario's `script:`)."""
    lines: list[ScriptLine]
    file: str = "<script>"
    pos: int = 0
    prefs: dict = field(default_factory=dict)

    def decide(self, game, d: Decision) -> Action | None:
        pref = self._from_prefs(d)
        if pref is not None:
            return pref
        while self.pos < len(self.lines):
            line = self.lines[self.pos]
            if line.turn is not None and (game.s.turn, STEPS.index(game.s.step)) < (line.turn, STEPS.index(line.step)):
                return default_action(d)
            if line.action.kind == "wait":
                self.pos += 1
                continue
            if line.player is not None and line.player != d.player:
                return default_action(d)
            if line.action in d.options:
                self._check_used()
                self.pos += 1
                self.prefs = dict(line.extras)
                self.prefs_line = line
                return line.action
            if line.action.kind not in KINDS.get(d.kind, ()):
                return default_action(d)          # the line answers a later decision
            raise ScenarioError(f"{line.text!r} is not a legal choice for {d.player} now (turn {game.s.turn}, "
                                f"{game.s.step}: {d.prompt})", file=self.file, place=f"script[{line.index}]",
                                expected="one of " + ", ".join(str(o) for o in d.options))
        self._check_used()
        return None

    def _check_used(self) -> None:
        """A choice written on a script line that nothing asked for is a mistake, not ignored
        (a target= for a spell with no target, an x= for a spell without X, ...)."""
        left = {k: v for k, v in self.prefs.items() if k not in ("pay",) and v not in ([], None)}
        line = getattr(self, "prefs_line", None)
        self.prefs = {}
        if left and line is not None:
            k = sorted(left)[0]
            v = left[k]
            shown = ",".join(v) if isinstance(v, list) else v
            raise ScenarioError(f"{line.text!r}: {k}={shown} was never asked for",
                                file=self.file, place=f"script[{line.index}]",
                                expected=f"a {k}= only where the spell or ability asks for one (601.2b-c)")

    def _from_prefs(self, d: Decision) -> Action | None:
        p = self.prefs
        if not p:
            return None
        want = None
        if d.kind == "target" and p.get("target"):
            v = p["target"].pop(0)          # "none": no (more) target for this "up to N" instance (601.2c)
            want = Action("no_target") if v == "none" else Action("target", (v,))
        elif d.kind == "x" and "x" in p:
            want = Action("x", (int(p.pop("x")),))
        elif d.kind == "divide" and "divide" in p:
            want = Action("divide", tuple(int(x) for x in str(p.pop("divide")).split("+")))
        elif d.kind == "mode" and "mode" in p:
            want = Action("mode", (int(p.pop("mode")),))
        elif d.kind == "pay" and ("pay" in p or "sacrifice" in p):
            sac = p.pop("sacrifice", None)
            how = p.pop("pay", "auto")
            for o in d.options:
                if o.kind in ("autopay", "pay") and (sac is None or (o.args and o.args[0] == sac)):
                    if how == "auto" or o.kind == "pay":
                        want = o
                        break
        elif d.kind == "may" and "may" in p:
            want = Action(p.pop("may"))
        if want is not None and want not in d.options:
            raise ScenarioError(f"scripted choice {want} is not legal ({d.prompt})", file=self.file,
                                expected="one of " + ", ".join(str(o) for o in d.options))
        return want


KINDS = {
    "priority": ("pass", "cast", "activate", "play", "mana", "suspend", "foretell", "plot", "turn_face_up", "planar_die"),
    "declare_attackers": ("attack", "done"), "declare_blockers": ("block", "done"),
    "declare_bands": ("band", "done"),                            # 508.1e, 702.22c
    "target": ("target", "no_target"), "divide": ("divide", "cancel"), "pay": ("mana", "pay", "autopay", "cancel"), "mode": ("mode", "done", "cancel"),
    "x": ("x", "cancel"), "pay_with": ("pay_with", "cancel"), "may": ("yes", "no"),
    "sacrifice": ("sacrifice", "done"), "discard": ("discard", "done"), "order_triggers": ("trigger",),
    "legend_rule": ("keep",), "untap": ("keep_tapped", "done"), "untap_limited": ("untap_one", "done"),
    "scry": ("top", "bottom"), "surveil": ("top", "graveyard"), "order": ("first",),
    "crew": ("crew", "done", "cancel"), "pay_or": ("pay", "decline"), "kicker": ("no_kick", "kick", "cancel"),
    "buyback": ("no_buyback", "buyback", "cancel"), "exile_card": ("exile_card", "cancel"),
    "return_attacker": ("return_attacker", "cancel"), "may_pay": ("pay", "decline"), "choose": ("choose", "top", "bottom"),
    "cost": ("discard", "tap", "exile", "return", "sacrifice", "reveal", "remove", "put_counter", "counter_kind", "remove_n",
             "cancel"),      # 602.2b: objects for a cost (122.8: the counters a cost removes)
    "cost_choice": ("pay_cost", "cancel"),                        # 601.2b: which alternative cost
    "search": ("find", "none"),                                   # 701.19: a card found (or none)
    "proliferate": ("choose", "done"), "choose_objects": ("choose", "done"),                            # 701.27a: any number, one at a time
}
KINDS["pay"] = KINDS["pay"] + ("convoke", "improvise", "delve")      # 702.51a, 702.126a, 702.66a
KINDS["replicate"] = ("no_replicate", "replicate", "cancel")          # 702.56a (any number of times)
KINDS["offspring"] = ("no_offspring", "offspring", "cancel")          # 702.175a
KINDS["entwine"] = ("no_entwine", "entwine", "cancel")                # 702.42a
KINDS["casualty"] = ("no_casualty", "casualty", "cancel")             # 702.153a
KINDS["splice"] = ("no_splice", "splice", "cancel")                   # 702.47a
KINDS["assist"] = ("no_assist", "assist")                             # 702.132a
KINDS["assist_pay"] = ("mana", "assist_pay")                          # 702.132a
KINDS["conspire"] = ("no_conspire", "conspire", "cancel")             # 702.78a
KINDS["squad"] = ("no_squad", "squad", "cancel")                      # 702.157a (any number of times)
KINDS["enlist"] = ("enlist", "no_enlist")                             # 702.154a
KINDS["replacement"] = ("apply", "decline")                           # 616.1 (pyengine.game.replacement_choice)
KINDS["as_enters"] = ("choose", "done")                               # 614.12a (pyengine.game.as_enters)
KINDS["exert"] = ("exert", "no_exert")                                # 701.39d
KINDS["dredge"] = ("dredge", "no_dredge")                             # 702.52a
KINDS["piles"] = ("pile",)                                            # 700.3 (pyengine.game.piles)
KINDS["any_player_may"] = ("do", "decline")                           # 101.4, 118.12 (pyengine.game.any_player_may)
KINDS["mulligan"] = ("keep", "mulligan")                              # 103.5 (pyengine.game.game_start)
KINDS["bottom"] = ("bottom",)                                         # 103.5
KINDS["opening_hand"] = ("begin", "reveal", "done")                   # 103.6a-b
KINDS["optional_life"] = ("no_pay_life", "pay_life", "cancel")        # 601.2b (pyengine.game.optional_life_costs)


@dataclass
class CallbackPlayer:
    fn: Callable

    def decide(self, game, d: Decision) -> Action | None:
        return self.fn(game, d)


ACTION_KINDS = frozenset(k for kinds in KINDS.values() for k in kinds) | {"wait"}


def run_script(game, lines, file: str = "<script>", max_decisions: int = 100000) -> int:
    agent = ScriptedPlayers(parse_script(lines, file, list(game.s.order)), file)
    return game.run({p: agent for p in game.s.order}, max_decisions)
