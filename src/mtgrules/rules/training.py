"""Training (CR 702.149a; a keyword from after 2011, cited by today's number under both
rulesets): "Whenever this creature attacks with another creature with greater power, put a
+1/+1 counter on this creature." It triggers as attackers are declared (CR 508.1m, 603.2) when
another creature declared as an attacker at the same time has greater power than it then;
there is no intervening if, so nothing is checked again as it resolves. Each instance triggers
(702.149b in spirit: they are separate abilities)."""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.cards.pending import OtherKeyword
from mtgrules.effects.instructions import SELF, PutCounters
from mtgrules.effects.training import TRAINING, TRAINING_RULE, WhenAttacksWithGreaterPower
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.events import AbilityTriggered, Event
from mtgrules.objects import PLUS_ONE
from mtgrules.rulesets import Ruleset
from mtgrules.state import GameState
from mtgrules.turn_events import AttackersDeclared


def is_training(keyword: object) -> bool:
    return isinstance(keyword, OtherKeyword) and keyword.name == TRAINING and not keyword.parameter


def training_triggers(keyword: object) -> list[TriggeredAbility]:
    """The triggered ability "Training" stands for (none for other keywords)."""
    if not is_training(keyword):
        return []
    return [
        TriggeredAbility(
            when=WhenAttacksWithGreaterPower(),
            effect=(PutCounters(kind=PLUS_ONE, count=1, on=SELF),),
            text="Training",
        )
    ]


def training_triggered(state: GameState, ruleset: Ruleset, events: Sequence[Event]) -> list[Event]:
    """The training abilities of the attackers declared in ``events`` that attack with
    another creature with greater power."""
    del ruleset  # cited by today's number under both rulesets
    fired: list[Event] = []
    for event in events:
        if not isinstance(event, AttackersDeclared):
            continue
        attackers = [state.objects[a] for a, _ in event.attacks if a in state.objects]
        for obj in attackers:
            power = obj.current_power()
            if not any(o.id != obj.id and o.current_power() > power for o in attackers):
                continue
            fired += [
                AbilityTriggered(
                    source=obj.id,
                    controller=obj.controller,
                    index=index,
                    text=ability.text,
                    rule=TRAINING_RULE,
                )
                for index, ability in enumerate(obj.all_triggers)
                if isinstance(ability.when, WhenAttacksWithGreaterPower)
            ]
    return fired


__all__ = ["is_training", "training_triggered", "training_triggers"]
