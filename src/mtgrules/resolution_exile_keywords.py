"""Resolving suspend's triggered abilities (CR 702.62a; 2011: 702.60a;
:mod:`mtgrules.effects.exile_keywords`, triggered by :mod:`mtgrules.rules.exile_keywords`):

* "remove a time counter from it", if it is still suspended (an intervening if, CR 603.4);
* "if it's exiled, you may play it without paying its mana cost if able": a decision of kind
  ``suspend`` among the legal ways to cast it, and, under today's rules, not casting it
  (under the 2011 rules it is cast if it can be: "play it ... if able. If you can't, it
  remains exiled."). The card is cast as the ability resolves, whatever its type's timing;
* a creature spell cast this way gains haste (:func:`suspended_enters`): the permanent it
  becomes has haste for as long as it stays on the battlefield (CR 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.base import Duration
from mtgrules.effects.exile_keywords import SUSPEND, TIME, CastSuspended, RemoveTimeCounter
from mtgrules.effects.instructions import GrantKeyword, Instruction
from mtgrules.events import CountersRemoved, Event
from mtgrules.objects import Keyword, Zone
from mtgrules.resolution_madness import offer_cast
from mtgrules.rules.exile_keywords import rule
from mtgrules.rulesets import CR2011
from mtgrules.stack import StackItem

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

EXILE_KEYWORD_INSTRUCTIONS = (RemoveTimeCounter, CastSuspended)
"""The instructions :func:`carry_out` carries out."""

DONT_CAST = "don't cast it"
"""The answer of a ``suspend`` decision that leaves the card in exile."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    card = game.state.objects.get(ctx.source)
    if card is None or card.zone is not Zone.EXILE:
        return []  # CR 603.4, 400.7: it left exile
    if isinstance(step, RemoveTimeCounter):
        if card.counters.get(TIME, 0) <= 0:
            return []  # no longer suspended (CR 702.62b)
        removed = CountersRemoved(
            permanent=card.id, kind=TIME, amount=1, rule=rule(game.ruleset, SUSPEND)
        )
        return game._emit([removed])
    assert isinstance(step, CastSuspended)
    return _cast(game, card.id, card.owner)


def _cast(game: Resolution, card_id: int, player: int) -> list[Event]:
    from mtgrules.engine import Game  # the engine casts spells (imported here: no cycle)

    assert isinstance(game, Game)
    card = game.state.objects[card_id]
    must = game.ruleset.name == CR2011.name  # 2011: "play it ... if able"
    prompt = f"cast {card.name} without paying its mana cost" + ("" if must else ", or not")
    cast = offer_cast(
        game,
        player,
        card,
        SUSPEND,
        decline=DONT_CAST,
        prompt=prompt,
        rule=rule(game.ruleset, SUSPEND),
        must=must,
    )
    return [] if cast is None else game._cast_spell(player, cast, resolving=True)


def suspended_enters(game: Resolution, item: StackItem, permanent: int) -> list[Event]:
    """A creature spell cast with suspend gains haste (CR 702.62a): the permanent it became
    has haste until it leaves (CR 400.7)."""
    from mtgrules.resolution import Context

    obj = game.state.objects.get(permanent)
    if SUSPEND not in item.cast_with or obj is None or not game._on_battlefield(permanent):
        return []
    if not obj.is_creature:
        return []
    ctx = Context(controller=item.controller, source=permanent)
    haste = GrantKeyword(keyword=Keyword.HASTE, on=permanent, duration=Duration.INDEFINITE)
    return game._modify(haste, ctx)


__all__ = ["DONT_CAST", "EXILE_KEYWORD_INSTRUCTIONS", "carry_out", "suspended_enters"]
