"""Carrying out "[damage to target creature]. Excess damage is dealt to that creature's
controller instead." (effects/excess_damage.py).

While the damage instruction is carried out, :attr:`Resolution.excess_to` names the player
(the target's controller as it last existed, CR 608.2h); every damage event the instruction
deals passes through :func:`with_excess`:

* today (CR 120.4a): each part dealt to a creature carries ``excess_to``; the damage event's
  first step moves the excess (rules/excess.py);
* under the 2011 rules, which have no excess step (CR 2011 119.4), the card's words define
  the split (CR 101.1): lethal damage (CR 2011 119.6: damage marked at least equal to
  toughness; 702.2b: 1 from a deathtouch source) stays on the creature, counting the damage
  already marked on it and the other parts of the same event, and the rest is a part of the
  same event dealt to the player. Prevention and replacement then apply to each part (CR
  2011 119.4a), as they do after CR 120.4a today.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgrules.effects.excess_damage import ExcessDealtInstead
from mtgrules.effects.instructions import Instruction
from mtgrules.events import Event
from mtgrules.objects import Keyword
from mtgrules.proposed import DamagePart
from mtgrules.rules.excess import lethal_remaining
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameState

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

EXCESS_INSTRUCTIONS = (ExcessDealtInstead,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out the damage of ``step`` with its excess dealt to the player it names."""
    assert isinstance(step, ExcessDealtInstead)
    players = [p for p in game._refs(step.to, ctx) if p in game.state.players]
    before = game.excess_to
    game.excess_to = players[0] if players else None
    try:
        return game._carry_out_one(step.step, ctx)
    finally:
        game.excess_to = before


def _is_creature(state: GameState, recipient: EntityId) -> bool:
    obj = state.objects.get(recipient)
    return obj is not None and obj.is_creature


def with_excess(
    state: GameState, ruleset: Ruleset, parts: Sequence[DamagePart], to: EntityId
) -> list[DamagePart]:
    """The parts of one damage event with excess damage to creatures dealt to ``to``."""
    if ruleset.has_excess_damage_step:  # CR 120.4a: the event's own first step
        return [
            dataclasses.replace(p, excess_to=to) if _is_creature(state, p.recipient) else p
            for p in parts
        ]
    # CR 2011 119.6 / 702.2b: the card's split, parts without an excess clause counted first.
    split: list[DamagePart] = []
    kept: dict[EntityId, int] = {}
    for part in parts:
        target = state.objects.get(part.recipient)
        view = state.source_view(part.source)
        if target is None or not target.is_creature or view is None:
            split.append(part)
            continue
        already = kept.get(part.recipient, 0)
        lethal = lethal_remaining(target, already, view.has(Keyword.DEATHTOUCH))
        keep = min(part.amount, lethal)
        kept[part.recipient] = already + keep
        if keep:
            split.append(dataclasses.replace(part, amount=keep))
        if part.amount > keep:
            split.append(dataclasses.replace(part, recipient=to, amount=part.amount - keep))
    return split


__all__ = ["EXCESS_INSTRUCTIONS", "carry_out", "with_excess"]
