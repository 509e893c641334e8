"""A deck list as text: one card per line, "4 Lightning Bolt" or "Lightning Bolt" (one copy), in
sections headed "Commander", "Deck" (or "Main", "Mainboard") and "Sideboard"; lines before any
header are the main deck; "#" starts a comment. Bad lines are reported with their line number."""
from __future__ import annotations

import re
from dataclasses import dataclass

from pyengine.errors import ScenarioError

SECTIONS = {"commander": "commander", "commanders": "commander", "deck": "main", "main": "main",
            "mainboard": "main", "main deck": "main", "sideboard": "sideboard"}
_LINE = re.compile(r"^(?:(\d+)x?\s+)?(\S.*?)\s*$", re.I)


@dataclass(frozen=True)
class Entry:
    count: int
    name: str
    section: str          # main, sideboard, commander
    line: int


@dataclass(frozen=True)
class DeckList:
    file: str
    entries: tuple[Entry, ...]

    def section(self, name: str) -> list[Entry]:
        return [e for e in self.entries if e.section == name]


def parse_decklist(text: str, file: str) -> DeckList:
    entries: list[Entry] = []
    section = "main"
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        head = line.rstrip(":").strip().lower()
        if head in SECTIONS:
            section = SECTIONS[head]
            continue
        m = _LINE.match(line)
        count = int(m.group(1)) if m and m.group(1) else 1
        if not m or count < 1:
            raise ScenarioError(f"got {raw.strip()!r}", file=file, line=n,
                                expected='a card line such as "4 Lightning Bolt", or a section header '
                                         '(Commander, Deck, Sideboard)')
        entries.append(Entry(count, m.group(2), section, n))
    return DeckList(file, tuple(entries))


def read_decklist(path: str) -> DeckList:
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise ScenarioError(f"can't read the deck list: {e.__class__.__name__}", file=path,
                            expected="a readable UTF-8 text file") from None
    return parse_decklist(text, path)
