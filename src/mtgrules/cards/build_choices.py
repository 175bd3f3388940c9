"""Grammar callbacks for the abilities that read a choice made as their permanent entered
(CR 614.12; the engine side is :mod:`mtgrules.rules.entering_choices`): "Creatures you
control of the chosen type get +1/+1.", "Creatures of the chosen type your opponents control
get -1/-1.", "Whenever you cast a spell of the chosen color, ...". The choice itself ("As ~
enters, choose a color.") is the ``choose_as_enters`` rule of the abilities.
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.build_base import BuilderBase
from mtgrules.cards.pending import GroupHas, WhenCast
from mtgrules.effects.base import Duration, Match, Who
from mtgrules.objects import CardType
from mtgrules.rules.entering_choices import CHOSEN_COLOR, CHOSEN_TYPE

_CREATURES = frozenset({CardType.CREATURE.value})


def _chosen_group(controller: Who, *, other: bool = False) -> GroupHas:
    return GroupHas(
        match=Match(kinds=_CREATURES, controller=controller),
        other=other,
        subtype=CHOSEN_TYPE,
        duration=Duration.STATIC,
    )


class ChoiceRules(BuilderBase):
    """Callbacks of the rules that read a choice made as a permanent entered."""

    def lord_chosen_yours(self, _: list[Any]) -> GroupHas:
        return _chosen_group(Who.YOU)

    def lord_other_chosen_yours(self, _: list[Any]) -> GroupHas:
        return _chosen_group(Who.YOU, other=True)

    def lord_chosen_opponents(self, _: list[Any]) -> GroupHas:
        return _chosen_group(Who.OPPONENT)

    def lord_chosen_all(self, _: list[Any]) -> GroupHas:
        return _chosen_group(Who.ANY)

    def when_cast_chosen_color(self, _: list[Any]) -> WhenCast:
        return WhenCast(whose=Who.YOU, color=CHOSEN_COLOR)

    def when_player_casts_chosen_color(self, _: list[Any]) -> WhenCast:
        return WhenCast(whose=Who.ANY, color=CHOSEN_COLOR)


def chosen_group_subject(effect: GroupHas) -> str | None:
    """The words of a group "of the chosen type" (None for other groups)."""
    if effect.subtype != CHOSEN_TYPE or effect.match.kinds != _CREATURES:
        return None
    other = "other " if effect.other else ""
    if effect.match.controller is Who.YOU:
        return f"{other}creatures you control of the chosen type"
    if effect.match.controller is Who.OPPONENT:
        return f"{other}creatures of the chosen type your opponents control"
    return f"{other}creatures of the chosen type"


__all__ = ["ChoiceRules", "chosen_group_subject"]
