"""Evolve's intervening "if" (CR 702.100a, a keyword from after 2011, played under both
editions by today's rule): "if that creature's power is greater than this creature's power
and/or that creature's toughness is greater than this creature's toughness". Checked as the
ability triggers and again as it resolves (CR 603.4), each creature as it last existed if it
has left the battlefield (CR 608.2h). A creature can't have a greater power or toughness than
a noncreature permanent (702.100c): either not a creature, the condition is false."""

from __future__ import annotations

from mtgrules.state import EntityId, GameState

EVOLVES = "evolves"
"""The :class:`mtgrules.effects.conditions.Condition` kind of evolve's intervening if."""


def evolves(state: GameState, source: EntityId, entered: EntityId | None) -> bool:
    """The creature ``entered`` has greater power and/or greater toughness than ``source``."""
    if entered is None:
        return False
    mine, other = state.source_view(source), state.source_view(entered)
    if mine is None or other is None or not (mine.is_creature and other.is_creature):
        return False
    return (
        other.current_power() > mine.current_power()
        or other.current_toughness() > mine.current_toughness()
    )


__all__ = ["EVOLVES", "evolves"]
