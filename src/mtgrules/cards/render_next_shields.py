"""Words of the shields "Prevent the next N damage ..." in the word orders other than "that
would be dealt to X this turn" (CR 615.7), built by :mod:`mtgrules.cards.build_prevention`:
"dealt this turn to X", "dealt by X this turn", and "dealt to X this turn by a source of your
choice" (CR 609.7a), and "dealt this turn to any number of targets, divided as you choose"
(CR 601.2d)."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.cards.chosen_source_prevention import ShieldFromChosenSource
from mtgrules.effects.base import Effect, Match
from mtgrules.effects.described_damage import WordedPrevention
from mtgrules.effects.divided_prevention import DIVIDED_MOST, DividedShield


def _only(match: Match | None, ref: Callable[[int], str]) -> str | None:
    """The words of the one object or player ``match`` names, or None."""
    if match is None or match.ids is None or len(tuple(match.ids)) != 1:
        return None
    (entity,) = tuple(match.ids)
    return ref(entity) if match == Match.ids_of(entity) else None


def next_shield_text(effect: Effect, ref: Callable[[int], str]) -> str | None:
    """The words of a shield in one of these word orders, or None."""
    if type(effect) is ShieldFromChosenSource and effect.amount is not None:
        to = _only(effect.to, ref)
        if to is None or effect != ShieldFromChosenSource(amount=effect.amount, to=effect.to):
            return None
        return (
            f"prevent the next {effect.amount} damage that would be dealt to {to} this turn "
            "by a source of your choice"
        )
    if type(effect) is DividedShield and effect.amount is not None:
        words = {most: words for words, most in DIVIDED_MOST.items()}.get(effect.most)
        if words is None or effect != DividedShield(amount=effect.amount, most=effect.most):
            return None
        return (
            f"prevent the next {effect.amount} damage that would be dealt this turn to "
            f"{words} targets, divided as you choose"
        )
    if type(effect) is not WordedPrevention or effect.amount is None:
        return None
    plain = WordedPrevention(
        wording=effect.wording, amount=effect.amount, to=effect.to, from_=effect.from_
    )
    if effect != plain:
        return None
    to, by = _only(effect.to, ref), _only(effect.from_, ref)
    if effect.wording == "turn_to" and to is not None and effect.from_ is None:
        return f"prevent the next {effect.amount} damage that would be dealt this turn to {to}"
    if effect.wording == "by_turn" and by is not None and effect.to is None:
        return f"prevent the next {effect.amount} damage that would be dealt by {by} this turn"
    return None


__all__ = ["next_shield_text"]
