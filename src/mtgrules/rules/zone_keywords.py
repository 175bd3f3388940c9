"""Keywords that cast a card from a zone other than its owner's hand, or later (CR 702):

* jump-start (CR 702.133a, a keyword from after 2011, cited by today's number in both
  editions): "You may cast this card from your graveyard if the resulting spell is an
  instant or sorcery spell by discarding a card as an additional cost to cast it" and "If
  this card was cast using its jump-start ability, exile this card instead of putting it
  anywhere else any time it would leave the stack";
* retrace (CR 702.81a; 2011: 702.79a): "You may cast this card from your graveyard by
  discarding a land card as an additional cost to cast it";
* rebound (CR 702.88a; 2011: 702.86a): "If this spell was cast from your hand, instead of
  putting it into your graveyard as it resolves, exile it and, at the beginning of your next
  upkeep, you may cast this card from exile without paying its mana cost";
* warp (CR 702.185a, cited by today's number in both editions): "You may cast this card from
  your hand by paying [cost] rather than its mana cost" and "If this spell's warp cost was
  paid, exile the permanent this spell becomes at the beginning of the next end step. Its
  owner may cast this card after the current turn has ended for as long as it remains
  exiled."

Jump-start and retrace cast the card from the graveyard for its mana cost: their discard is
an additional cost (CR 118.8, 601.2f-h; 2011: 117.8), paid like the mandatory ones of
:mod:`mtgrules.rules.additional_costs` (:func:`costs_of`). Warp is an alternative cost from
the hand, and rebound's cast is a cast from exile without paying the mana cost, both in
:mod:`mtgrules.rules.alternative_casting`. The delayed triggered abilities (CR 603.7) are
created here: rebound's as the card is exiled (:func:`rebounds`), warp's as the permanent
enters (:func:`warped_enters`, CR 608.3g).

Dredge N (CR 702.52a; 2011: 702.50a) replaces a draw (:func:`instead_of_draw`): its owner may
mill N cards instead and return the card from their graveyard to their hand, only with at
least N cards in their library (CR 702.52b; 2011: 702.50b); a decision of kind ``dredge``
among their graveyard cards with dredge and drawing.

>>> from mtgrules.rulesets import CURRENT
>>> rule(CR2011, REBOUND), rule(CURRENT, REBOUND), rule(CR2011, JUMP_START)
('702.86a', '702.88a', '702.133a')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.pending import AtBeginningOf
from mtgrules.choices import Decision
from mtgrules.effects.base import Who
from mtgrules.effects.casting import CastingKeyword
from mtgrules.effects.delayed import NEXT_END_STEP, YOUR_NEXT_UPKEEP
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.effects.zone_keywords import CastExiledFree, Dredge, ExileWarped
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rulesets import CR2011, Ruleset
from mtgrules.stack import StackItem
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.resolution import Resolution

REBOUND, JUMP_START, RETRACE, WARP = "rebound", "jump-start", "retrace", "warp"
DREDGE = "dredge"
DRAW = "draw"
"""The answer of a ``dredge`` decision that draws the card."""
RULES = {  # keyword: (today's rule, the 2011 rule); after 2011: today's in both
    REBOUND: ("702.88a", "702.86a"),
    JUMP_START: ("702.133a", "702.133a"),
    RETRACE: ("702.81a", "702.79a"),
    WARP: ("702.185a", "702.185a"),
    DREDGE: ("702.52a", "702.50a"),
}
FROM_GRAVEYARD = frozenset({JUMP_START, RETRACE})
"""Ways to cast the card from its owner's graveyard for its mana cost and a discard."""
DISCARDS = {JUMP_START: "discard a card", RETRACE: "discard a land card"}
"""The additional cost each of them adds (CR 702.133a, 702.81a)."""


def rule(ruleset: Ruleset, keyword: str) -> str:
    """The rule that defines ``keyword`` in ``ruleset``'s edition."""
    today, in_2011 = RULES[keyword]
    return in_2011 if ruleset.name == CR2011.name else today


def costs_of(how: str) -> tuple[str, ...]:
    """The additional costs casting a card ``how`` adds: jump-start's and retrace's
    discard."""
    return (DISCARDS[how],) if how in DISCARDS else ()


def _has(game: Resolution, card: int, keyword: str) -> bool:
    obj = game.state.objects.get(card)
    return obj is not None and any(
        isinstance(s, CastingKeyword) and s.keyword == keyword for s in obj.statics
    )


def rebounds(game: Resolution, item: StackItem, resolved: bool) -> list[Event] | None:
    """The resolving spell ``item`` has rebound and was cast from its controller's hand: it
    is exiled instead of put into the graveyard, and "at the beginning of your next upkeep,
    you may cast this card from exile without paying its mana cost" is created (CR 702.88a).
    None if rebound doesn't apply (a countered spell, one cast from elsewhere)."""
    from mtgrules.resolution import Context
    from mtgrules.resolution_returns import create_delayed
    from mtgrules.rules.conditions import FROM_HAND  # conditions imports casting rules

    if not resolved or FROM_HAND not in item.cast_with or not _has(game, item.id, REBOUND):
        return None
    exiled = game.state.next_id
    moved = ZoneChanged(
        object=item.id,
        new_id=exiled,
        origin=Zone.STACK,
        destination=Zone.EXILE,
        rule=rule(game.ruleset, REBOUND),
    )
    events = game._run(lambda _: [moved])
    if exiled not in game.state.objects:
        return events
    later = TriggeredAbility(
        when=AtBeginningOf(step="upkeep", whose=Who.YOU, wording=YOUR_NEXT_UPKEEP),
        effect=(CastExiledFree(),),
        text="you may cast this card from exile without paying its mana cost",
    )
    ctx = Context(controller=item.controller, source=exiled)
    return events + create_delayed(game, ctx, later, YOUR_NEXT_UPKEEP, exiled)


def warped_enters(game: Resolution, item: StackItem, permanent: int) -> list[Event]:
    """The permanent ``permanent`` the spell ``item`` became: if its warp cost was paid, it
    is exiled at the beginning of the next end step, and its owner may cast it from exile
    after that turn (CR 702.185a; created as it enters, CR 608.3g)."""
    from mtgrules.resolution import Context
    from mtgrules.resolution_returns import create_delayed

    if WARP not in item.cast_with or not game._on_battlefield(permanent):
        return []
    exile = TriggeredAbility(
        when=AtBeginningOf(step="end step", whose=Who.ANY, wording=NEXT_END_STEP),
        effect=(ExileWarped(),),
        text="exile it. Its owner may cast this card after the current turn has ended "
        "for as long as it remains exiled",
    )
    ctx = Context(controller=item.controller, source=permanent)
    return create_delayed(game, ctx, exile, NEXT_END_STEP, permanent)


def _dredge_count(game: Resolution, card: EntityId) -> int:
    obj = game.state.objects[card]
    return max((s.count for s in obj.statics if isinstance(s, Dredge)), default=0)


def instead_of_draw(game: Resolution, player: EntityId) -> list[Event] | None:
    """``player`` would draw a card: if they choose a graveyard card with dredge N and have at
    least N cards in their library, they mill N cards and return it to their hand instead
    (CR 702.52a-b). None: they draw."""
    state = game.state
    library = state.libraries.get(player, [])
    dredgers = [
        obj.id
        for obj in state.objects.values()
        if obj.zone is Zone.GRAVEYARD
        and obj.owner == player
        and 0 < _dredge_count(game, obj.id) <= len(library)
    ]
    if not dredgers or game._chooser is None:
        return None
    why = rule(game.ruleset, DREDGE)
    answer = game._chooser.ask(
        Decision(
            kind=DREDGE,
            player=player,
            options=(*dredgers, DRAW),
            labels=(*(f"dredge {state.objects[c].name}" for c in dredgers), DRAW),
            prompt="dredge a card instead of drawing, or draw",
            rule=why,
        )
    )
    if answer not in dredgers:
        return None
    assert isinstance(answer, int)
    count = _dredge_count(game, answer)
    top = list(reversed(library[-count:]))  # the library's top is its last card
    start = state.next_id
    milled: list[Event] = [
        ZoneChanged(
            object=card,
            new_id=start + i,
            origin=Zone.LIBRARY,
            destination=Zone.GRAVEYARD,
            rule=why,
        )
        for i, card in enumerate(top)
    ]
    events = game._run(lambda _: milled)
    if answer not in state.objects or state.objects[answer].zone is not Zone.GRAVEYARD:
        return events
    back = ZoneChanged(
        object=answer,
        new_id=state.next_id,
        origin=Zone.GRAVEYARD,
        destination=Zone.HAND,
        rule=why,
    )
    return events + game._run(lambda _: [back])


__all__ = [
    "DISCARDS",
    "DRAW",
    "DREDGE",
    "FROM_GRAVEYARD",
    "JUMP_START",
    "REBOUND",
    "RETRACE",
    "RULES",
    "WARP",
    "costs_of",
    "instead_of_draw",
    "rebounds",
    "rule",
    "warped_enters",
]
