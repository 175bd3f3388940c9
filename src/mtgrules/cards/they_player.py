""" "They" / "them": the player of the trigger event named by a pronoun ("Whenever an opponent
draws a card, they lose 2 life.", "Whenever an opponent sacrifices an artifact, ~ deals 2 damage
to them."). The same player as "that player" (CR 603.7c: the event's player; CR 608.2c), only
the words differ: the engine resolves :data:`THEY_PLAYER` as ``pending.THAT_PLAYER``.

>>> words(THEY_PLAYER, subject=True), words(THEY_PLAYER, subject=False)
('they', 'them')
"""

from __future__ import annotations

THEY_PLAYER = -90
"""Reference: "they" (as a subject) / "them" (as an object), the trigger event's player. Far
from the other references (-1 to -14, -40s, -60s, -80s in use) and above the targets (-100 and
below)."""


def words(ref: object, *, subject: bool) -> str | None:
    """ "they" or "them" for :data:`THEY_PLAYER`, else None."""
    if ref != THEY_PLAYER:
        return None
    return "they" if subject else "them"


__all__ = ["THEY_PLAYER", "words"]
