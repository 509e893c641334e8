"""Instructions that must be done, read with "If you do, ...", "When you do, ..." or "If you
don't, ..." after them (608.2d; 603.12: a reflexive triggered ability).

`{do: [INSTRUCTIONS], when_you_do: BLOCK}`: the instructions are followed; each records in the
resolving ability's memory whether it did something (`did`, as in a "you may" instruction), which
the `{if: {did: true|false}}` check the compiler puts after them reads ("Discard a card. If you
do, draw a card.": with no card in hand, nothing is discarded and no card is drawn)."""
from __future__ import annotations


def _do(g, proc, it, ins):
    it.memory["did"] = False
    body = list(ins["do"])
    if ins.get("when_you_do"):                  # 603.12: triggers only if the instructions were done
        body.append({"_reflexive": ins["when_you_do"]})
    return body


HANDLERS = {"do": _do}
