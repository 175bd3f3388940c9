"""Abilities granted to a permanent by a continuous effect (CR 613.1f, layer 6): "Enchanted
creature has "{T}: This creature deals 1 damage to any target."".

A granted ability is the permanent's own while the effect lasts: its controller activates
it (CR 602.2), it triggers for it (CR 603.2), and "this creature" in it means the permanent
that has it (CR 113.2c). It is kept on the permanent as a :class:`~mtgrules.state.Modifier`
carrying the ability, with the effect's id and timestamp; ``GameObject.all_activated`` and
``GameObject.all_triggers`` list the printed abilities, then the granted ones.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from mtgrules.cards.granted_abilities import AttachedGrants, Quoted, granted_parts
from mtgrules.objects import Keyword
from mtgrules.state import GameObject, GameState, Modifier


def granted_modifiers(effect: AttachedGrants, effect_id: int, timestamp: int) -> Iterator[Modifier]:
    """The modifiers of "Equipped creature gets +1/+1 and has "[ability]"": +N/+M in layer
    7c, then the quoted abilities and restrictions in layer 6."""
    if effect.power or effect.toughness:
        yield Modifier(effect_id, timestamp, effect.power, effect.toughness)
    for word in effect.keywords:  # "has menace and "..."" (CR 613.1f)
        yield Modifier(effect_id, timestamp, keyword=Keyword(word))
    yield from quoted_modifiers(effect.granted, effect_id, timestamp)


def quoted_modifiers(
    granted: Iterable[Quoted], effect_id: int, timestamp: int
) -> Iterator[Modifier]:
    """The layer-6 modifiers of quoted abilities: each activated or triggered ability,
    restriction and keyword of each (CR 613.1f)."""
    for quoted in granted:
        parts = granted_parts(quoted)
        for activated in parts.activated:
            yield Modifier(effect_id, timestamp, activated=activated)
        for triggered in parts.triggers:
            yield Modifier(effect_id, timestamp, triggered=triggered)
        for restriction in sorted(parts.restrictions):
            yield Modifier(effect_id, timestamp, restriction=restriction)
        for keyword in sorted(parts.keywords):
            yield Modifier(effect_id, timestamp, keyword=keyword)


def watch_granted(state: GameState, obj: GameObject) -> None:
    """A permanent with a granted triggered ability watches events (CR 603.2) like one with
    a printed one."""
    if any(m.triggered is not None for m in obj.modifiers):
        state.trigger_sources.add(obj.id)


__all__ = ["granted_modifiers", "quoted_modifiers", "watch_granted"]
