"""Deck construction (CR 100.2a, 100.4a; the Commander variant's 903.3-903.5 and the partner
abilities of 702.124): a deck list read from a text file (decklist.py), and the rules a deck must
follow before a game begins (construction.py), read from the one card model -- each card's
deck-construction abilities (`deck:` parts, docs/cards.md) and its color identity (903.4)."""
