"""Cost reductions of a spell from its targets and from the permanents of its caster (CR
601.2f; 2011: 601.2e): "This spell costs {2} less to cast if it targets a red creature.",
"Noncreature spells you cast cost {1} less to cast.", "Spells you cast that target a creature
cost {1} less to cast." The targets are chosen (CR 601.2c) before the total cost is
determined, so a reduction that depends on them is known for each choice of targets; like
every generic reduction it never reduces the cost below zero or its colored mana (CR 118.7d).

>>> from mtgrules.cards.mana import parse_mana_cost
>>> str(_less(parse_mana_cost("{2}{R}"), 3))
'{R}'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mtgrules.cards.mana import ManaCost, parse_mana_cost
from mtgrules.effects.spell_costs import SpellsCostLess, TargetedCostReduction
from mtgrules.rules.casting import NO_TARGET, has_color, is_legal_target
from mtgrules.rules.static_sources import permanents_with_statics
from mtgrules.state import EntityId, GameObject, GameState


def _spells_cost_less(state: GameState, player: EntityId) -> list[SpellsCostLess]:
    """The "spells you cast cost less" abilities of ``player``'s permanents."""
    return [
        static
        for obj in permanents_with_statics(state)
        if obj.controller == player
        for static in obj.statics
        if isinstance(static, SpellsCostLess)
    ]


def _of_kind(static: SpellsCostLess, spell: GameObject) -> bool:
    types = {t.value.lower() for t in spell.types}
    if static.kinds and not types & static.kinds:
        return False
    if static.non and static.non in types:
        return False
    return not static.color or has_color(spell.colors, static.color)


def from_permanents(state: GameState, player: EntityId, spell: GameObject) -> int:
    """The generic mana ``player``'s permanents take off the cost of ``spell`` ("Noncreature
    spells you cast cost {1} less to cast."), targets aside."""
    return sum(
        parse_mana_cost(static.mana).generic
        for static in _spells_cost_less(state, player)
        if not static.targets_creature and _of_kind(static, spell)
    )


def has_targeted_reduction(state: GameState, player: EntityId, obj: GameObject) -> bool:
    """Some reduction of ``obj``'s cost depends on its targets."""
    return any(isinstance(s, TargetedCostReduction) for s in obj.statics) or any(
        s.targets_creature for s in _spells_cost_less(state, player)
    )


def _less(cost: ManaCost, amount: int) -> ManaCost:
    return dataclasses.replace(cost, generic=max(cost.generic - amount, 0))


def targeted_cost(
    state: GameState,
    player: EntityId,
    obj: GameObject,
    cost: ManaCost,
    targets: Sequence[EntityId],
) -> ManaCost:
    """``cost`` less the reductions of ``obj`` whose condition one of ``targets`` meets."""
    less = 0
    for static in obj.statics:
        if isinstance(static, TargetedCostReduction) and any(
            chosen != NO_TARGET and is_legal_target(state, static.spec, chosen, player, obj.id)
            for chosen in targets
        ):
            less += parse_mana_cost(static.mana).generic
    creatures = [t for t in targets if t in state.objects and state.objects[t].is_creature]
    if creatures:  # "Spells you cast that target a creature cost {1} less to cast."
        less += sum(
            parse_mana_cost(s.mana).generic
            for s in _spells_cost_less(state, player)
            if s.targets_creature
        )
    return _less(cost, less) if less else cost


__all__ = ["from_permanents", "has_targeted_reduction", "targeted_cost"]
