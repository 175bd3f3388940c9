"""Blitz (CR 702.152a; Streets of New Capenna, 2022: today's number under both rulesets):
"Blitz [cost]" means "You may cast this card by paying [cost] rather than its mana cost," "If
this spell's blitz cost was paid, sacrifice the permanent this spell becomes at the beginning
of the next end step," and "As long as this permanent's blitz cost was paid, it has haste and
'When this permanent is put into a graveyard from the battlefield, draw a card.'"

* The alternative cost is one of :mod:`mtgrules.rules.alternative_casting`'s.
* :func:`blitzed_enters`, as the blitzed permanent spell resolves (next to dash): haste with no
  end (it ends as the permanent leaves, CR 400.7) and the delayed triggered ability that
  sacrifices it (CR 603.7).
* :func:`blitz_trigger`: the "draw a card" ability, compiled on the card with the intervening
  if "if its blitz cost was paid" (CR 603.4; checked on the permanent's last known
  information as it dies, CR 603.10a): a permanent cast another way has no such ability.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.pending import THAT_CREATURE, AtBeginningOf, WhenDies
from mtgrules.effects.base import Duration, Match, Who
from mtgrules.effects.conditions import Condition, IfCondition
from mtgrules.effects.delayed import NEXT_END_STEP
from mtgrules.effects.instructions import SELF, YOU, DrawCards, GrantKeyword, Sacrifice
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.events import Event
from mtgrules.objects import Keyword
from mtgrules.stack import StackItem

if TYPE_CHECKING:
    from mtgrules.resolution import Resolution

BLITZ = "blitz"
BLITZ_RULE = "702.152a"
BLITZED = Condition("blitzed")
"""Its blitz cost was paid (rules/conditions.py asks how the spell was cast)."""


def blitz_trigger(cost: str) -> TriggeredAbility:
    """ "When this permanent is put into a graveyard from the battlefield, draw a card.", which
    it has as long as its blitz cost was paid."""
    return TriggeredAbility(
        when=WhenDies(who=Match.ids_of(SELF)),
        effect=(IfCondition(condition=BLITZED, then=(DrawCards(count=1, who=YOU),), rule="603.4"),),
        intervening=BLITZED,
        text=f"Blitz {cost}",
    )


def blitzed_enters(game: Resolution, item: StackItem, permanent: int) -> list[Event]:
    """The permanent ``permanent`` the spell ``item`` became: if its blitz cost was paid, it
    has haste and is sacrificed at the beginning of the next end step."""
    from mtgrules.resolution import Context
    from mtgrules.resolution_returns import create_delayed

    if BLITZ not in item.cast_with or not game._on_battlefield(permanent):
        return []
    ctx = Context(controller=item.controller, source=permanent)
    haste = GrantKeyword(keyword=Keyword.HASTE, on=permanent, duration=Duration.INDEFINITE)
    events = game._modify(haste, ctx)
    sacrifice = TriggeredAbility(
        when=AtBeginningOf(step="end step", whose=Who.ANY, wording=NEXT_END_STEP),
        effect=Sacrifice(on=THAT_CREATURE),
        text="sacrifice it",
    )
    return events + create_delayed(game, ctx, sacrifice, NEXT_END_STEP, permanent)


__all__ = ["BLITZ", "BLITZED", "BLITZ_RULE", "blitz_trigger", "blitzed_enters"]
