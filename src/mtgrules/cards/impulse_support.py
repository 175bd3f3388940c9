"""Whether the engine can play "You may play that card this turn." where it stands: the
permission names the cards an "exile the top card of ..." before it in the same ability
exiled (CR 608.2c), and only cards of its controller's own library (a card of another
player's library would be cast by a player who doesn't own it: not modelled yet)."""

from __future__ import annotations

import dataclasses

from mtgrules.cards.abilities import Ability, Either, TriggeredLine, instructions
from mtgrules.cards.build_conditions import unfold
from mtgrules.cards.pending import WhenLeaves, WhenOther
from mtgrules.effects.base import Match
from mtgrules.effects.instructions import SELF
from mtgrules.effects.play_permissions import YOUR, CastSelfFromGraveyard, ExileTop, PlayExiled
from mtgrules.rules.conditions import condition_problem
from mtgrules.rules.trigger_watch import watch_of


def impulse_problem(step: object, ability: Ability) -> str | None:
    """What the engine lacks to carry out the :class:`PlayExiled` ``step`` in ``ability``,
    or None."""
    if not isinstance(step, PlayExiled):
        return None
    exiled: ExileTop | None = None
    for part in unfold(instructions(getattr(ability, "sentences", ()))):
        if part is step:
            break
        if isinstance(part, ExileTop):
            exiled = part
    if exiled is None:
        return "PlayExiled (no card exiled before it)"
    if exiled.whose != YOUR:
        return "PlayExiled (another player's card)"
    return None


def graveyard_cast_problem(effect: object) -> str | None:
    """What the engine lacks to check the condition of "You may cast ~ from your graveyard
    if ...", or None."""
    if not isinstance(effect, CastSelfFromGraveyard) or effect.condition is None:
        return None
    problem = condition_problem(effect.condition)
    return None if problem is None else f"CastSelfFromGraveyard ({problem})"


def _names_itself(when: object) -> bool:
    """The trigger condition is about the ability's own object ("When ~ dies", "Whenever ~
    attacks"): an object that isn't in the graveyard yet."""
    if isinstance(when, WhenLeaves):
        return True
    if isinstance(when, WhenOther):
        watch = watch_of(when.event)
        return watch is None or watch.own
    if isinstance(when, Match):
        return when.ids is not None and SELF in when.ids
    if dataclasses.is_dataclass(when) and not isinstance(when, type):
        return any(_names_itself(getattr(when, f.name)) for f in dataclasses.fields(when))
    return False


def graveyard_trigger_problem(ability: Ability) -> str | None:
    """A triggered ability that returns its own card from the graveyard functions there (CR
    113.6k; rules/graveyard_triggers.py), unless its trigger condition is about the card
    itself (then it would function where that event happens: not modelled)."""
    if not isinstance(ability, TriggeredLine):
        return None
    when = ability.when
    conditions = (when.first, when.second) if isinstance(when, Either) else (when,)
    if any(_names_itself(c) for c in conditions):
        return "a triggered ability of a card in a graveyard (CR 113.6k)"
    return None


__all__ = ["graveyard_cast_problem", "graveyard_trigger_problem", "impulse_problem"]
