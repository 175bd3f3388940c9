"""Overload (CR 702.96; Return to Ravnica, 2012: today's number under both rulesets).

702.96a: "Overload [cost]" means "You may choose to pay [cost] rather than pay this spell's
mana cost" and "If you chose to pay this spell's overload cost, change its text by replacing
all instances of the word 'target' with the word 'each.'" 702.96b: an overloaded spell has no
targets, so it affects objects that couldn't have been targeted (hexproof, shroud, protection).

The alternative cost is one of :mod:`mtgrules.rules.alternative_casting`'s. Cast with
``how="overload"``, the spell's effect is rewritten by :func:`overloaded`: its one target
("target creature you don't control") becomes the group of every object the target's words
describe ("each creature you don't control"), a :class:`~mtgrules.effects.instructions.Each`
or :class:`~mtgrules.cards.pending.FilteredEach`, and the spell has no targets. "You don't
control" is read as "an opponent controls" (the same thing in the two-player games the engine
runs); "target player" becomes "each player". A spell with no target or several, or "any
target", isn't rewritten: casting it overloaded is refused.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgrules.cards.pending import FilteredEach, FilteredTarget
from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.effects.instructions import Each, Instruction, target
from mtgrules.effects.targets import TargetSpec
from mtgrules.rules.casting import IllegalActionError

OVERLOAD = "overload"
OVERLOAD_RULE = "702.96a"

_FILTERS: tuple[str, ...] = ("state", "with_keyword", "without_keyword", "color", "not_color")
_FILTERS += ("not_type", "power", "another")


_KINDS = {
    "permanent": ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"),
    PLAYER: (PLAYER,),
}
"""The kinds of :class:`Match` a target's word stands for (by default its card type)."""


def each_of(spec: TargetSpec) -> Each | None:
    """The group "each [thing]" a target "target [thing]" becomes ("target player": "each
    player"), or None if it can't ("any target", "up to one", a mana value filter)."""
    if not spec.kinds or "any" in spec.kinds or spec.players is not Who.ANY:
        return None
    kinds = frozenset(kind for k in spec.kinds for kind in _KINDS.get(k, (k.capitalize(),)))
    controller = spec.controller
    if isinstance(spec, FilteredTarget):
        if spec.up_to_one or spec.mana_value:
            return None
        if spec.not_yours:
            if controller is not Who.ANY:
                return None
            controller = Who.OPPONENT  # "you don't control" (two players)
        match = Match(kinds=kinds, controller=controller)
        filters = {name: getattr(spec, name) for name in _FILTERS}
        if not any(filters.values()):
            return Each(match=match)
        return FilteredEach(match=match, **filters)
    return Each(match=Match(kinds=kinds, controller=controller))


def _replace(value: Any, old: int, new: Each) -> Any:
    """``value`` with every reference ``old`` replaced by ``new`` (in nested instructions)."""
    if isinstance(value, int) and not isinstance(value, bool) and value == old:
        return new
    if isinstance(value, tuple):
        return tuple(_replace(v, old, new) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {
            f.name: _replace(getattr(value, f.name), old, new)
            for f in dataclasses.fields(value)
            if f.init
        }
        return dataclasses.replace(value, **changes)
    return value


def overloaded(
    name: str, effect: tuple[Instruction, ...], specs: tuple[TargetSpec, ...]
) -> tuple[tuple[Instruction, ...], tuple[TargetSpec, ...]]:
    """The effect of the spell ``name`` cast for its overload cost, and its targets (none):
    "target" replaced with "each" (CR 702.96a-b). Raises :class:`IllegalActionError` for a
    spell that can't be rewritten."""
    group = each_of(specs[0]) if len(specs) == 1 else None
    if group is None:
        raise IllegalActionError(
            f"{name} can't be cast for its overload cost: its target can't become \"each\"",
            rule=OVERLOAD_RULE,
        )
    return tuple(_replace(step, target(0), group) for step in effect), ()


__all__ = ["OVERLOAD", "OVERLOAD_RULE", "each_of", "overloaded"]
