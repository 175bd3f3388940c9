"""Abilities that trigger when their card is cycled (CR 702.29c; 2011: 702.27c).

"When you cycle [this card]" means "When you discard [this card] to pay an activation cost of a
cycling ability"; such abilities trigger from whichever zone the card ends up in after it is
cycled (its graveyard), so an instant or a sorcery has them too ("When you cycle ~, you may
gain 2 life."). Typecycling is a cycling ability (CR 702.29e; 2011: 702.27e).
"""

from __future__ import annotations

from mtgrules.cards.model import ActivatedAbility
from mtgrules.cards.pending import WhenOther
from mtgrules.events import AbilityTriggered
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameState

CYCLE_SELF = "you cycle ~"
"""The trigger event of "When you cycle ~" (cards/build_triggers.when_you_cycle)."""


def is_cycle_self(when: object) -> bool:
    """The condition is "When you cycle ~"."""
    return isinstance(when, WhenOther) and when.event == CYCLE_SELF


def is_cycling(ability: ActivatedAbility) -> bool:
    """A cycling or typecycling ability ("Cycling {2}", "Mountaincycling {2}"): activated from
    the hand with "Discard this card" in its cost (CR 702.29a, 702.29e)."""
    first = ability.text.split(" ", 1)[0].lower()
    return ability.from_hand and ability.cost.discard_self and first.endswith("cycling")


def cycled(state: GameState, ruleset: Ruleset, card: EntityId) -> list[AbilityTriggered]:
    """The "When you cycle ~" abilities of ``card``, the new object of the card that was just
    discarded to pay a cycling cost, triggering (CR 702.29c): controlled by its owner, who
    cycled it."""
    obj = state.objects[card]
    return [
        AbilityTriggered(
            source=card,
            controller=obj.owner,
            index=index,
            text=ability.text,
            rule=ruleset.rule("cycle trigger"),
        )
        for index, ability in enumerate(obj.all_triggers)
        if is_cycle_self(ability.when)
    ]
