"""Grammar callbacks for the abilities that read a choice made as their permanent entered
(CR 614.12; the engine side is :mod:`mtgrules.rules.entering_choices`): "Creatures you
control of the chosen type get +1/+1.", "Creatures of the chosen type your opponents control
get -1/-1.", "Whenever you cast a spell of the chosen color, ...", "At the beginning of the
chosen player's upkeep, ...", "... deals that much damage to the chosen player.". The choice
itself ("As ~ enters, choose a color.") is the ``choose_as_enters`` rule of the abilities.
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.pending import (
    CHOSEN_PLAYER,
    AtBeginningOf,
    GroupHas,
    PreventNextFromChosenSource,
    WhenCast,
)
from mtgrules.effects.base import Duration, Match, Who
from mtgrules.effects.instructions import SELF, CreateEffect, DealDamage, Ref
from mtgrules.objects import CardType
from mtgrules.rules.entering_choices import CHOSEN_COLOR, CHOSEN_PLAYERS, CHOSEN_TYPE

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

    def at_chosen_players_step(self, c: list[Any]) -> AtBeginningOf:
        # "At the beginning of the chosen player's upkeep" (CR 503.1a, 614.12)
        return AtBeginningOf(step=str(c[0]), whose=Who.ANY, wording=CHOSEN_PLAYERS)

    def chosen_player_ref(self, _: list[Any]) -> Ref:
        return CHOSEN_PLAYER

    def prevent_next_chosen_color_to(self, c: list[Any]) -> Sentence:
        """ "The next time a source of your choice of the chosen color would deal damage to
        you this turn, prevent that damage." (Story Circle; CR 609.7a, 615.8, 614.12)."""
        (to,) = c
        effect = PreventNextFromChosenSource(
            next_time=True, quality=CHOSEN_COLOR, to=self._shield(to)
        )
        return (CreateEffect(effect=effect),)

    def damage_to_itself(self, c: list[Any]) -> Sentence:
        """ "{T}: ~ deals 1 damage to itself." (Stuffy Doll's other half): the source is the
        recipient (CR 120.1)."""
        source, amount = c
        if source != SELF:
            _fail("damage to itself from another source")
        return (DealDamage(amount=int(amount), to=SELF, source=SELF),)


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
