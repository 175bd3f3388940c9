"""Exert (CR 701.43; Amonkhet, 2017: under ``cr2011`` it is played by today's rules and cited
by today's number, like every keyword action printed after 2011).

* CR 701.43a: to exert a permanent, its controller chooses to have it not untap during their
  next untap step (a :class:`SkipNextUntap` effect, :mod:`mtgrules.effects.untap_skip`).
* "You may exert [this creature] as it attacks." The choice is made as attackers are declared
  (CR 508.1); "When you do, [effect]" is a reflexive triggered ability that triggers when it
  is exerted (CR 603.12), put on the stack with the attack triggers.

>>> is_exert_self(WhenOther(event=EXERT_SELF, once=True))
True
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgrules.cards.pending import CombatRule, WhenOther
from mtgrules.choices import Chooser, Decision
from mtgrules.effects.untap_skip import SkipNextUntap
from mtgrules.events import AbilityTriggered, EffectCreated, Event
from mtgrules.state import EntityId, GameObject

if TYPE_CHECKING:
    from mtgrules.game import GameActions

RULE = "701.43a"
REFLEXIVE = "603.12"  # "When you do, ...": a reflexive triggered ability
EXERT_SELF = "you exert ~ as it attacks"
"""The trigger event of "You may exert ~ as it attacks. When you do, [effect]."."""
MAY_EXERT = "may be exerted as it attacks"
"""The :class:`CombatRule` of "You may exert ~ as it attacks." alone."""


def is_exert_self(when: object) -> bool:
    """The condition is "[you may exert ~ as it attacks.] When you do"."""
    return isinstance(when, WhenOther) and when.event == EXERT_SELF


def may_exert(obj: GameObject) -> bool:
    """The creature may be exerted as it attacks."""
    return any(is_exert_self(t.when) for t in obj.all_triggers) or any(
        isinstance(s, CombatRule) and s.rule == MAY_EXERT for s in obj.statics
    )


def exert_attackers(
    game: GameActions, chooser: Chooser, attacks: Sequence[tuple[EntityId, EntityId]]
) -> list[Event]:
    """The attackers their controllers choose to exert as they attack (a ``may`` decision for
    each that may be exerted): each doesn't untap during its controller's next untap step
    (CR 701.43a), and its "When you do" abilities trigger (CR 603.12)."""
    state = game.state
    events: list[Event] = []
    ids = itertools.count(state.next_id)
    for attacker in sorted({a for a, _ in attacks}):
        obj = state.objects[attacker]
        if not may_exert(obj):
            continue
        exert = chooser.ask(
            Decision(
                kind="may",
                player=obj.controller,
                options=(True, False),
                labels=("exert", "don't exert"),
                prompt=f"exert {obj.name} as it attacks? (it won't untap during your next "
                "untap step)",
                rule=RULE,
            )
        )
        if not exert:
            continue
        effect_id = next(ids)
        effect = SkipNextUntap(
            permanent=attacker,
            controller=obj.controller,
            source=attacker,
            id=effect_id,
            timestamp=state.new_timestamp(),
            text=f"{obj.name} was exerted: it doesn't untap during its controller's next "
            "untap step",
        )
        game.created_effects[effect_id] = effect
        events.append(EffectCreated(effect=effect_id, created=effect, rule=RULE))
        events += [
            AbilityTriggered(
                source=attacker,
                controller=obj.controller,
                index=index,
                text=ability.text,
                rule=REFLEXIVE,
            )
            for index, ability in enumerate(obj.all_triggers)
            if is_exert_self(ability.when)
        ]
    return events


__all__ = ["EXERT_SELF", "MAY_EXERT", "REFLEXIVE", "RULE", "exert_attackers", "is_exert_self"]
