"""Loyalty abilities (CR 606, the same numbers in the 2011 edition and today).

An activated ability with a loyalty symbol in its cost is a loyalty ability (CR 606.2):
"[+1]: ...", "[−3]: ...", "[0]: ...".

- CR 606.3: its controller may activate it any time they have priority and the stack is
  empty during a main phase of their turn, but only if no loyalty ability of that permanent
  was activated this turn (one loyalty ability per permanent per turn, whichever it is).
- CR 606.4: the cost is to put on or remove from that permanent the number of loyalty
  counters the symbol shows ("[+2]": put two loyalty counters on it; "[0]": none).
- CR 606.5: a loyalty ability with a negative loyalty cost can't be activated unless the
  permanent has at least that many loyalty counters on it.
- "[−X]": X is chosen as the ability is activated (CR 107.3, 601.2b through 602.2b), from 0
  up to the permanent's loyalty (CR 606.5); X in the effect is that number.

Example: Chandra, Pyrogenius enters with 5 loyalty counters (CR 306.5b); "[−3]: Chandra
deals 4 damage to target creature." leaves her with 2, and neither her "[+2]" nor her
"[−3]" can be activated again that turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.model import ActivatedAbility
from mtgrules.choices import Decision
from mtgrules.events import CountersPut, CountersRemoved, Event
from mtgrules.keyword_action_events import AbilityActivated
from mtgrules.objects import LOYALTY
from mtgrules.rules.activation_limits import activations
from mtgrules.rules.casting import sorcery_timing
from mtgrules.state import GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.game import GameActions

TIMING = "606.3"
COST = "606.4"
NEGATIVE = "606.5"
ANNOUNCE_X = "601.2b"  # X is announced as the ability is activated (CR 602.2b, 107.3)


def is_loyalty_ability(ability: ActivatedAbility) -> bool:
    """CR 606.2: an ability with a loyalty symbol in its cost."""
    return ability.loyalty is not None


def loyalty_activated_this_turn(state: GameState, obj: GameObject) -> bool:
    """CR 606.3: whether any loyalty ability of ``obj`` was activated this turn."""
    return any(
        activations(state, obj.id, index) > 0
        for index, ability in enumerate(obj.all_activated)
        if is_loyalty_ability(ability)
    )


def loyalty_problem(state: GameState, obj: GameObject, index: int) -> tuple[str, str] | None:
    """Why the loyalty ability ``index`` of ``obj`` can't be activated now, as (reason,
    rule), or None (CR 606.3, 606.5)."""
    ability = obj.all_activated[index]
    assert ability.loyalty is not None
    if not sorcery_timing(state, obj.controller):
        return (
            "a loyalty ability is activated only in your main phase with an empty stack",
            TIMING,
        )
    if loyalty_activated_this_turn(state, obj):
        return (f"a loyalty ability of {obj.name} was already activated this turn", TIMING)
    if ability.loyalty < 0 and obj.counter(LOYALTY) < -ability.loyalty:
        return (
            f"{obj.name} has {obj.counter(LOYALTY)} loyalty counters, "
            f"fewer than the {-ability.loyalty} to remove",
            NEGATIVE,
        )
    return None


def choose_x(game: GameActions, obj: GameObject, index: int) -> int:
    """The X of a "[−X]" loyalty ability of ``obj``, chosen by its controller from 0 up to
    its loyalty (CR 107.3, 606.5; a decision of kind ``X``); 0 for other loyalty costs."""
    ability = obj.all_activated[index]
    if not ability.x:
        return 0
    options = tuple(range(obj.counter(LOYALTY) + 1))
    if len(options) == 1 or game._chooser is None:
        return options[0]
    answer = game._chooser.ask(
        Decision(
            kind="X",
            player=obj.controller,
            options=options,
            prompt=f"the value of X for {ability.text or obj.name} (up to {options[-1]}: "
            f"the loyalty of {obj.name})",
            rule=ANNOUNCE_X,
        )
    )
    assert isinstance(answer, int)
    return answer


def pay_loyalty(state: GameState, obj: GameObject, index: int, x: int = 0) -> list[Event]:
    """The events of activating the loyalty ability ``index`` of ``obj``: it is counted for
    CR 606.3, and its cost is paid (CR 606.4): loyalty counters put on or removed (``x`` of
    them for "[−X]")."""
    ability = obj.all_activated[index]
    assert ability.loyalty is not None
    events: list[Event] = [
        AbilityActivated(source=obj.id, index=index, turn=state.turn, rule=TIMING)
    ]
    if ability.x and x:
        events.append(CountersRemoved(permanent=obj.id, kind=LOYALTY, amount=x, rule=COST))
    elif ability.loyalty > 0:
        events.append(
            CountersPut(permanent=obj.id, kind=LOYALTY, amount=ability.loyalty, rule=COST)
        )
    elif ability.loyalty < 0:
        events.append(
            CountersRemoved(permanent=obj.id, kind=LOYALTY, amount=-ability.loyalty, rule=COST)
        )
    return events


__all__ = [
    "choose_x",
    "is_loyalty_ability",
    "loyalty_activated_this_turn",
    "loyalty_problem",
    "pay_loyalty",
]
