"""Dash (CR 702.109a, a keyword from after 2011: played under both editions by today's rule
and cited by today's number): "Dash [cost]" means "You may cast this spell by paying [cost]
rather than its mana cost." and "If this spell's dash cost was paid, it gains haste, and it's
returned from the battlefield to its owner's hand at the beginning of the next end step."

The alternative cost is one of :mod:`mtgrules.rules.alternative_casting`'s; as the dashed
permanent spell resolves and the permanent enters, :func:`dashed_enters` gives it haste (an
effect with no end: it ends when the permanent leaves, CR 400.7) and creates the delayed
triggered ability that returns it (CR 603.7; once, 603.7b; a new object after a zone change
isn't returned, 603.7c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.pending import THAT_CREATURE, AtBeginningOf
from mtgrules.effects.base import Duration, Who
from mtgrules.effects.delayed import NEXT_END_STEP
from mtgrules.effects.instructions import GrantKeyword, ReturnToHand
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.events import Event
from mtgrules.objects import Keyword
from mtgrules.stack import StackItem

if TYPE_CHECKING:
    from mtgrules.resolution import Resolution

DASH = "dash"
DASH_RULE = "702.109a"


def dashed_enters(game: Resolution, item: StackItem, permanent: int) -> list[Event]:
    """The permanent ``permanent`` the spell ``item`` became: if its dash cost was paid, it
    gains haste and returns to its owner's hand at the beginning of the next end step."""
    from mtgrules.resolution import Context
    from mtgrules.resolution_returns import create_delayed

    if DASH not in item.cast_with or not game._on_battlefield(permanent):
        return []
    ctx = Context(controller=item.controller, source=permanent)
    haste = GrantKeyword(keyword=Keyword.HASTE, on=permanent, duration=Duration.INDEFINITE)
    events = game._modify(haste, ctx)
    back = TriggeredAbility(
        when=AtBeginningOf(step="end step", whose=Who.ANY, wording=NEXT_END_STEP),
        effect=ReturnToHand(on=THAT_CREATURE),
        text="return it to its owner's hand",
    )
    return events + create_delayed(game, ctx, back, NEXT_END_STEP, permanent)


__all__ = ["DASH", "DASH_RULE", "dashed_enters"]
