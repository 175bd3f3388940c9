"""Abilities of permanents that trigger whenever their controller cycles a card (CR 702.29c-d;
2011: 702.27c-d).

To cycle a card is to discard it to pay the cost of its cycling ability (CR 702.29a, 702.29c):
"Whenever you cycle a card" / "Whenever you cycle another card" trigger as that cost is paid
(rules/trigger_cycling.py does the same for the card's own "When you cycle ~"). "Whenever you
cycle or discard a card" triggers only once when a card is cycled (CR 702.29d): cycling is a
discard, so it is the "you discard a card" event (rules/trigger_zones.py, CR 701.8a).

>>> is_cycle_any("you cycle another card")
True
"""

from __future__ import annotations

from mtgrules.cards.pending import WhenOther
from mtgrules.events import AbilityTriggered
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameState

PLAYER_CYCLES = "a player cycles a card"
"""Any player's cycling (CR 702.29c): "that player" is who cycled."""
CYCLE_ANY = frozenset({"you cycle a card", "you cycle another card", PLAYER_CYCLES})
"""Trigger events of a permanent's controller cycling a card (cards/build_triggers.py)."""
CYCLE_OR_DISCARD = frozenset({"you cycle or discard a card", "you cycle or discard another card"})
"""Trigger events read as "you discard a card": once when a card is cycled (CR 702.29d)."""


def is_cycle_any(event: str) -> bool:
    """The event is "you cycle a card" or "you cycle another card"."""
    return event in CYCLE_ANY


def cycled_by(state: GameState, ruleset: Ruleset, player: EntityId) -> list[AbilityTriggered]:
    """The "Whenever you cycle [another] card" abilities of the permanents ``player`` controls
    triggering as ``player`` cycles a card (CR 702.29c). The cycled card was in the hand, so it is
    always "another" card for a permanent on the battlefield (CR 109.1)."""
    triggered: list[AbilityTriggered] = []
    for obj in state.battlefield():
        for index, ability in enumerate(obj.all_triggers):
            when = ability.when
            if not isinstance(when, WhenOther) or not is_cycle_any(when.event):
                continue
            if obj.controller == player or when.event == PLAYER_CYCLES:
                triggered.append(
                    AbilityTriggered(
                        source=obj.id,
                        controller=obj.controller,
                        index=index,
                        text=ability.text,
                        rule=ruleset.rule("cycle trigger"),
                        that_player=player,
                    )
                )
    return triggered
