"""700.9: "A permanent is modified if it has one or more counters on it (see rule 122), if it is
equipped (see rule 301.5), or if it is enchanted by an Aura that is controlled by that
permanent's controller (see rule 303.4)." -- decided where the attachments and counters are
known (the game loop, pyengine/game/filters.py; targets, pyengine/targets/targeting.py) and
given to asp_rules/filters.lp as modified/1."""
from __future__ import annotations

from typing import Iterable


def is_modified(controller: str | None, has_counters: bool,
                attached: Iterable[tuple[Iterable[str], str | None]]) -> bool:
    """attached: (subtypes, controller) of each object attached to the permanent."""
    if has_counters:
        return True
    for subtypes, ctrl in attached:
        subs = set(subtypes)
        if "Equipment" in subs or ("Aura" in subs and ctrl == controller):
            return True
    return False
