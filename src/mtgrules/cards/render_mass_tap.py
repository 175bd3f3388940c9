"""Words of tapping or untapping every permanent of a group (CR 701 "Tap and Untap", 608.2c;
built by :mod:`mtgrules.cards.build_mass_tap`): "tap all creatures your opponents control",
"untap all lands you control"."""

from __future__ import annotations

from mtgrules.cards.render_player_instructions import group_words
from mtgrules.cards.vocabulary import PERMANENT, PERMANENT_TYPES, group_noun
from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.effects.described_groups import PermanentsGroup
from mtgrules.effects.instructions import Each, Tap, Untap


def mass_tap_clause(step: object) -> str | None:
    """ "tap all [group]" / "untap all [group]", or None for another instruction."""
    if not isinstance(step, Tap | Untap) or type(step.on) is not Each:
        return None
    verb = "tap" if isinstance(step, Tap) else "untap"
    match = step.on.match
    if isinstance(match, PermanentsGroup):
        return f"{verb} all {group_words(match)}"
    kinds = match.kinds or frozenset()
    if type(match) is not Match or match.ids is not None or not kinds or PLAYER in kinds:
        return None
    noun = PERMANENT if kinds == PERMANENT_TYPES else group_noun(kinds)
    owner = {Who.ANY: "", Who.YOU: " you control", Who.OPPONENT: " your opponents control"}
    return f"{verb} all {noun}s{owner[match.controller]}"


__all__ = ["mass_tap_clause"]
