"""Checks on what a caller builds a game from: numbers, ids and effect data. Bad input is a
:class:`~mtgrules.errors.ConfigurationError` naming the problem, raised before anything
changes."""

from __future__ import annotations

import dataclasses
import typing

from mtgrules.effects.base import Effect, Match
from mtgrules.effects.damage import ModifyDamage, PreventDamage, RedirectDamage
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.life import LifeFloor, ModifyLifeGain
from mtgrules.effects.regeneration import RegenerationShield
from mtgrules.effects.triggers import SELF, GainLife, PutCounters, TriggeredAbility, steps
from mtgrules.errors import ConfigurationError, UnknownEntityError
from mtgrules.state import GameState

INSTRUCTION_TYPES = typing.get_args(Instruction)


def whole_number(value: object, what: str, *, minimum: int | None = None) -> int:
    """``value`` as an int, or a ConfigurationError naming ``what``."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ConfigurationError(f"{what} must be a whole number, not {value!r}")
    if minimum is not None and value < minimum:
        raise ConfigurationError(f"{what} must be at least {minimum}, not {value}")
    return value


def optional_number(value: object, what: str) -> int | None:
    return None if value is None else whole_number(value, what)


def _known(state: GameState, entity: int, printed: bool, what: str) -> None:
    if printed and entity == SELF:
        return
    if not isinstance(entity, int) or isinstance(entity, bool):
        raise ConfigurationError(f"{what} must be a player or object id, not {entity!r}")
    if entity not in state.players and state.source_view(entity) is None:
        raise UnknownEntityError(f"{what} names unknown id {entity}")


def check_effect(state: GameState, effect: object, *, printed: bool) -> Effect:
    """An effect created by a spell or ability (``printed=False``) or printed on a card as a
    static ability (``printed=True``, where ``SELF`` means the card)."""
    if not isinstance(effect, Effect):
        raise ConfigurationError(f"not an effect: {effect!r}")
    for field in dataclasses.fields(effect):
        value = getattr(effect, field.name)
        if isinstance(value, Match) and value.ids is not None:
            for entity in value.ids:
                _known(state, entity, printed, f"{effect.kind}.{field.name}")
    if isinstance(effect, PreventDamage | RedirectDamage) and effect.amount is not None:
        whole_number(effect.amount, f"{effect.kind}.amount", minimum=1)
    if isinstance(effect, RedirectDamage):
        _known(state, effect.redirect_to, printed, "RedirectDamage.redirect_to")
    if isinstance(effect, ModifyDamage | ModifyLifeGain):
        whole_number(effect.multiplier, f"{effect.kind}.multiplier", minimum=0)
        whole_number(effect.plus, f"{effect.kind}.plus")
    if isinstance(effect, LifeFloor):
        whole_number(effect.floor, "LifeFloor.floor")
    if isinstance(effect, RegenerationShield):
        _known(state, effect.permanent, printed, "RegenerationShield.permanent")
    return effect


def check_trigger(trigger: object) -> TriggeredAbility:
    if not isinstance(trigger, TriggeredAbility):
        raise ConfigurationError(f"not a triggered ability: {trigger!r}")
    for step in steps(trigger.effect):
        if not isinstance(step, INSTRUCTION_TYPES):
            raise ConfigurationError(f"not a triggered ability's effect: {step!r}")
        if isinstance(step, GainLife):
            whole_number(step.amount, "GainLife.amount", minimum=0)
        elif isinstance(step, PutCounters):
            whole_number(step.count, "PutCounters.count", minimum=0)
    return trigger
