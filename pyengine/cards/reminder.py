"""Reminder text (207.2: italic parenthetical text that explains a rule and has no rules meaning)
is stripped from Oracle text before it is read. A module of its own, so that the readers of card
data don't load the Oracle compiler (pyengine.cards.oracle) only to strip it."""
from __future__ import annotations

import re

_REMINDER = re.compile(r"\s*\([^()]*\)")


def strip_reminder(text: str) -> str:
    """The text with each parenthesized reminder removed."""
    return _REMINDER.sub("", text or "").strip()
