"""Excess damage (CR 120.4a, today's rules only): damage greater than lethal to a creature
that an effect says is dealt to another object or player instead."""

from __future__ import annotations

from mtgrules.events import DamageRedirected, Event
from mtgrules.objects import Keyword
from mtgrules.rules.damage_parts import WorkingPart
from mtgrules.state import EntityId, GameObject, GameState


def lethal_remaining(obj: GameObject, already: int, deathtouch: bool) -> int:
    """How much more damage is lethal to a creature: its toughness less damage marked on it
    and other damage dealt to it at the same time; at most 1 from a deathtouch source
    (CR 120.4a: "any damage greater than 1 is excess damage if the source ... has deathtouch")."""
    remaining = max(0, obj.current_toughness() - obj.damage - already)
    return min(remaining, 1) if deathtouch else remaining


def apply_excess(state: GameState, parts: list[WorkingPart], rule: str) -> list[Event]:
    """CR 120.4a: move each part's excess damage where its effect says. Parts without an excess
    clause count first; each part with one then keeps only the lethal damage still missing, so
    the damage moved is exactly the excess."""
    events: list[Event] = []
    kept: dict[EntityId, int] = {}
    for part in parts:
        if part.excess_to is None and part.recipient not in state.players:
            kept[part.recipient] = kept.get(part.recipient, 0) + part.amount
    extra: list[WorkingPart] = []
    for part in parts:
        target = state.objects.get(part.recipient)
        if part.excess_to is None or target is None or not target.is_creature:
            continue
        already = kept.get(part.recipient, 0)
        # Deathtouch counts for "the source dealing that damage" only (CR 120.4a).
        lethal = lethal_remaining(target, already, part.view.has(Keyword.DEATHTOUCH))
        keep = min(part.amount, lethal)
        kept[part.recipient] = already + keep
        excess = part.amount - keep
        if excess <= 0:
            continue
        part.amount = keep
        extra.append(WorkingPart(part.source, part.excess_to, excess, part.combat, None, part.view))
        events.append(
            DamageRedirected(
                source=part.source,
                original=part.recipient,
                recipient=part.excess_to,
                amount=excess,
                effect=None,
                rule=rule,
            )
        )
    parts[:] = [p for p in parts if p.amount > 0] + extra
    return events
