"""Cascade (CR 702.85; 702.83 in the 2011 rules): "When you cast this spell, exile cards from
the top of your library until you exile a nonland card whose mana value is less than this
spell's mana value. You may cast that card without paying its mana cost. Then put all cards
exiled this way that weren't cast on the bottom of your library in a random order." (CR
702.85a; 2011: 702.83a, "converted mana cost"). Today's rule adds "if the resulting spell's
mana value is less than this spell's mana value" (the same card for a card with one face).

Cascade functions only while the spell is on the stack: :func:`cast_triggers` sees the spell
put on the stack and its cascade abilities trigger, each instance separately (CR 702.85c;
2011: 702.83b). The trigger resolves in :mod:`mtgrules.resolution_cascade`.

>>> from mtgrules.rulesets import CURRENT
>>> cascade_rule(CR2011), cascade_rule(CURRENT)
('702.83a', '702.85a')
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.effects.cascade import CascadeInstruction
from mtgrules.events import AbilityTriggered, Event
from mtgrules.rulesets import CR2011, Ruleset
from mtgrules.stack import ItemKind
from mtgrules.state import GameObject, GameState
from mtgrules.turn_events import PutOnStack


def cascade_rule(ruleset: Ruleset) -> str:
    """CR 702.85a (2011: 702.83a)."""
    return "702.83a" if ruleset.name == CR2011.name else "702.85a"


def cascade_indexes(obj: GameObject) -> list[int]:
    """The indexes of ``obj``'s cascade triggered abilities among its triggers."""
    return [
        index
        for index, ability in enumerate(obj.all_triggers)
        if any(
            isinstance(step, CascadeInstruction)
            for step in (ability.effect if isinstance(ability.effect, tuple) else (ability.effect,))
        )
    ]


def cast_triggers(state: GameState, ruleset: Ruleset, events: Sequence[Event]) -> list[Event]:
    """The cascade abilities of the spells cast among ``events`` (already committed): one
    trigger per instance, controlled by the spell's controller."""
    fired: list[Event] = []
    for event in events:
        if not isinstance(event, PutOnStack) or event.item.kind is not ItemKind.SPELL:
            continue
        spell = state.objects.get(event.item.id)
        if spell is None or event.rule != "601.2":  # a copy isn't cast (CR 707.10)
            continue
        fired.extend(
            AbilityTriggered(
                source=spell.id,
                controller=event.item.controller,
                index=index,
                text=spell.all_triggers[index].text,
                rule=cascade_rule(ruleset),
            )
            for index in cascade_indexes(spell)
        )
    return fired


__all__ = ["cascade_indexes", "cascade_rule", "cast_triggers"]
