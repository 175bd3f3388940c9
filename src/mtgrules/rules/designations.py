"""Players' designations and resources: energy counters (CR 107.14, 122.1) and the monarch
(CR 724). Both postdate the 2011 edition (energy: Kaladesh, 2016; the monarch: Conspiracy:
Take the Crown, 2016): under ``cr2011`` they are played by today's rules and cited by today's
numbers, like every keyword printed after 2011.

* Energy counters are counters on a player (CR 122.1); "you get {E}{E}" gives two. CR
  107.14: to pay {E}, a player removes one energy counter from themselves; a player with
  fewer can't pay (no partial payment, CR 601.2h).
* CR 724.1: the monarch is a designation a player can have; there is none until an effect
  makes a player the monarch. CR 724.3: only one player is the monarch at a time; as a
  player becomes the monarch, the monarch before ceases to be (``GameState.monarch``).
* CR 724.2: two inherent triggered abilities with no source, controlled by the monarch as
  they trigger: "At the beginning of the monarch's end step, that player draws a card." and
  "Whenever a creature deals combat damage to the monarch, its controller becomes the
  monarch." (:func:`monarch_triggers`).

>>> from mtgrules.state import GameState
>>> energy_of(GameState(), 1)
0
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from mtgrules.cards.pending import AtBeginningOf
from mtgrules.cards.triggering_controller import controller_of_triggering
from mtgrules.designation_events import BecameMonarch, EnergyGot, EnergyPaid, MonarchTriggered
from mtgrules.effects.base import Match, Who
from mtgrules.effects.designations import BecomeTheMonarch
from mtgrules.effects.instructions import YOU, DrawCards
from mtgrules.effects.triggers import PendingTrigger, TriggeredAbility, WhenDealsDamage
from mtgrules.events import DamageDealt, Event
from mtgrules.objects import Step
from mtgrules.state import EntityId, GameState
from mtgrules.turn_events import StepBegan

__all__ = [
    "DESIGNATION_COMMITS",
    "ENERGY_COST",
    "commit_became_monarch",
    "commit_energy_got",
    "commit_energy_paid",
    "commit_monarch_triggered",
    "energy_cost",
    "energy_of",
    "energy_paid",
    "monarch_triggers",
]

GET_ENERGY = "122.1"  # counters on a player
PAY_ENERGY = "107.14"  # {E}: pay by removing an energy counter from yourself
BECOME_MONARCH = "724.3"  # one monarch at a time
MONARCH_TRIGGER = "724.2"  # the monarch's inherent triggered abilities


END_STEP_TEXT = "At the beginning of the monarch's end step, that player draws a card."
COMBAT_DAMAGE_TEXT = (
    "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."
)
_THAT_CREATURES_CONTROLLER = controller_of_triggering("creature")

END_STEP_ABILITY = TriggeredAbility(
    when=AtBeginningOf(step="end step", whose=Who.YOU),
    effect=(DrawCards(count=1, who=YOU),),
    text=END_STEP_TEXT,
)
"""CR 724.2: controlled by the monarch, so "that player" is the ability's controller."""

COMBAT_DAMAGE_ABILITY = TriggeredAbility(
    when=WhenDealsDamage(
        from_=Match(kinds=frozenset({"Creature"})), combat_only=True, to_player_only=True
    ),
    effect=(BecomeTheMonarch(who=_THAT_CREATURES_CONTROLLER),),
    text=COMBAT_DAMAGE_TEXT,
)
"""CR 724.2: "its controller" is the controller of the creature that dealt the damage."""


ENERGY_COST = "pay energy"
"""The action of an extra activation cost "Pay {E}{E}" (:mod:`mtgrules.rules.costs`)."""

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
_NUMBERS |= {"nine": 9, "ten": 10}


def energy_cost(text: str) -> int | None:
    """How much energy the cost ``text`` pays ("Pay {E}{E}": 2, "Pay eight {E}": 8), or None
    if it isn't an energy cost.

    >>> energy_cost("Pay {E}{E}"), energy_cost("Pay eight {E}"), energy_cost("Pay 2 life")
    (2, 8, None)
    """
    words = text.split()
    if len(words) == 2 and words[0] == "Pay" and words[1] == "{E}" * (len(words[1]) // 3):
        return len(words[1]) // 3
    if len(words) == 3 and words[0] == "Pay" and words[2] == "{E}":
        return _NUMBERS.get(words[1])
    return None


def energy_of(state: GameState, player: EntityId) -> int:
    """How many energy counters ``player`` has (CR 122.1)."""
    return state.energy.get(player, 0)


def energy_paid(player: EntityId, amount: int) -> EnergyPaid:
    """CR 107.14: ``player`` pays ``amount`` {E}, removing that many energy counters."""
    return EnergyPaid(player=player, amount=amount, rule=PAY_ENERGY)


def monarch_triggers(state: GameState, events: Sequence[Event]) -> list[Event]:
    """The monarch's inherent abilities that trigger on ``events`` (CR 724.2): at the
    beginning of the monarch's end step, and once for each creature that deals combat damage
    to the monarch (CR 603.2c: a creature in one damage event triggers it once)."""
    monarch = state.monarch
    if monarch is None:
        return []
    fired: list[Event] = []
    seen: set[EntityId] = set()
    for event in events:
        if isinstance(event, StepBegan):
            seen.clear()
            if event.step is Step.END and event.active == monarch:
                fired.append(
                    MonarchTriggered(controller=monarch, text=END_STEP_TEXT, rule=MONARCH_TRIGGER)
                )
        elif (
            isinstance(event, DamageDealt)
            and event.combat
            and event.recipient == monarch
            and event.source not in seen
        ):
            view = state.source_view(event.source)
            if view is not None and view.is_creature:
                seen.add(event.source)
                fired.append(
                    MonarchTriggered(
                        controller=monarch,
                        text=COMBAT_DAMAGE_TEXT,
                        creature=event.source,
                        rule=MONARCH_TRIGGER,
                    )
                )
    return fired


# -- commit ---------------------------------------------------------------------------------
def commit_energy_got(state: GameState, e: EnergyGot) -> None:
    state.energy[e.player] = energy_of(state, e.player) + e.amount


def commit_energy_paid(state: GameState, e: EnergyPaid) -> None:
    state.energy[e.player] = energy_of(state, e.player) - e.amount


def commit_became_monarch(state: GameState, e: BecameMonarch) -> None:
    state.monarch = e.player  # CR 724.3: the monarch before ceases to be


def commit_monarch_triggered(state: GameState, e: MonarchTriggered) -> None:
    """It waits to be put on the stack; with no source, the player stands for it."""
    end_step = e.text == END_STEP_TEXT
    state.pending_triggers.append(
        PendingTrigger(
            source=e.controller,
            controller=e.controller,
            ability=END_STEP_ABILITY if end_step else COMBAT_DAMAGE_ABILITY,
            rule=e.rule,
            that_object=e.creature,
        )
    )


DESIGNATION_COMMITS: dict[type[Event], Callable[[GameState, Any], None]] = {
    EnergyGot: commit_energy_got,  # CR 122.1
    EnergyPaid: commit_energy_paid,  # CR 107.14
    BecameMonarch: commit_became_monarch,  # CR 724.3
    MonarchTriggered: commit_monarch_triggered,  # CR 724.2
}
"""How :mod:`mtgrules.rules.commit` applies the events of this module."""
