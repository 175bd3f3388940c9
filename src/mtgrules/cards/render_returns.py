"""The words of instructions that return cards from a graveyard (the inverse of
:mod:`mtgrules.cards.build_returns`)."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.cards.vocabulary import ordered_kinds
from mtgrules.effects.instructions import SELF, ReturnFromGraveyard
from mtgrules.effects.targets import TargetSpec
from mtgrules.rules.card_targets import CARD

WHERE = {"hand": "your hand", "battlefield": "the battlefield"}


def return_words(step: ReturnFromGraveyard, card: Callable[[], TargetSpec] | None) -> str:
    """ "return target creature card from your graveyard to your hand"; ``card`` gives the
    target spec of ``step.on`` (None when it is the object itself, ``~``)."""
    where = WHERE[step.destination] + (" tapped" if step.tapped else "")
    if step.on == SELF or card is None:
        return f"return ~ from your graveyard to {where}"
    return f"return {card_target_words(card())} from your graveyard to {where}"


def card_target_words(spec: TargetSpec) -> str:
    """ "target creature card", "target artifact or creature card with mana value 2 or
    less", "target card"."""
    words = [k.removesuffix(CARD).strip() for k in spec.kinds]
    named = ordered_kinds(frozenset(w for w in words if w))
    if set(named) == {"instant", "sorcery"}:
        named = ["instant", "sorcery"]  # "target instant or sorcery card"
    types = " or ".join(named)
    text = f"target {types} card" if types else "target card"
    if getattr(spec, "up_to_one", False):  # "up to one target card" (CR 115.1)
        text = "up to one " + text
    mana_value = getattr(spec, "mana_value", "")
    return f"{text} with mana value {mana_value}" if mana_value else text
