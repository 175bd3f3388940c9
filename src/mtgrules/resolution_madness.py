"""Resolving the madness trigger (CR 702.35a; 2011: 702.33a): "its owner may cast it by
paying [cost] rather than paying its mana cost. If that player doesn't, they put this card
into their graveyard."

The owner chooses (a decision of kind ``madness``) one of the legal ways to cast the card
from exile for its madness cost, with its targets and optional additional costs, or to put it
into their graveyard; the spell is cast at once, while the trigger resolves (CR 702.35b:
timing permissions based on the card's type don't apply). If the card has left exile, it is a
new object (CR 400.7): nothing happens.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from mtgrules.actions import CastSpell
from mtgrules.choices import Decision
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.madness import CastWithMadness
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rules.alternative_casting import optional_choices
from mtgrules.rules.madness import madness_rule
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.engine import Game
    from mtgrules.resolution import Context, Resolution

MADNESS_INSTRUCTIONS = (CastWithMadness,)
"""The instructions :func:`carry_out` carries out."""

TO_GRAVEYARD = "put it into your graveyard"
"""The answer of a ``madness`` decision that doesn't cast the card."""


def labels(state: GameState, ways: list[Hashable], other: str) -> tuple[str, ...]:
    """Words for each way to cast ("cast Fiery Temper targeting Bob"), then ``other``."""

    def name(entity: EntityId) -> str:
        if entity in state.players:
            return state.players[entity].name
        obj = state.objects.get(entity)
        return obj.name if obj is not None else str(entity)

    words = []
    for way in ways:
        assert isinstance(way, CastSpell)
        text = f"cast {name(way.card)}"
        if way.targets:
            text += " targeting " + ", ".join(name(t) for t in way.targets)
        if way.additional:
            text += " with " + " and ".join(way.additional)
        words.append(text)
    return (*words, other)


def offer_cast(
    game: Game,
    player: EntityId,
    card: GameObject,
    how: str,
    *,
    decline: str,
    prompt: str,
    rule: str,
    kind: str | None = None,
    must: bool = False,
) -> CastSpell | None:
    """``player`` chooses one of the legal ways to cast ``card`` ``how`` (with its targets and
    optional additional costs), or ``decline`` unless ``must``; None when there is no legal way
    or the player declines. Without a chooser, the first way is taken."""
    ways: list[Hashable] = [
        way
        for extra in optional_choices(card)
        for way in game._cast_actions(player, card, how, extra)
    ]
    if not ways:
        return None
    options = tuple(ways) if must else (*ways, decline)
    answer: Hashable = ways[0]
    if game._chooser is not None and len(options) > 1:
        answer = game._chooser.ask(
            Decision(
                kind=kind or how,
                player=player,
                options=options,
                labels=labels(game.state, ways, decline)[: len(options)],
                prompt=prompt,
                rule=rule,
            )
        )
    return answer if isinstance(answer, CastSpell) else None


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """The owner of the exiled card casts it for its madness cost, or puts it into their
    graveyard."""
    from mtgrules.engine import Game  # the engine casts spells (imported here: no cycle)

    assert isinstance(step, CastWithMadness) and isinstance(game, Game)
    state = game.state
    card = state.objects.get(ctx.source)
    if card is None or card.zone is not Zone.EXILE:
        return []  # CR 400.7: it left exile, a new object the trigger doesn't know
    owner, rule = card.owner, madness_rule(game.ruleset)
    prompt = f"cast {card.name} for its madness cost, or put it into your graveyard"
    cast = offer_cast(game, owner, card, "madness", decline=TO_GRAVEYARD, prompt=prompt, rule=rule)
    if cast is not None:
        return game._cast_spell(owner, cast, resolving=True)
    move = ZoneChanged(
        object=card.id,
        new_id=state.next_id,
        origin=Zone.EXILE,
        destination=Zone.GRAVEYARD,
        rule=rule,
    )
    return game._emit([move])


__all__ = ["MADNESS_INSTRUCTIONS", "TO_GRAVEYARD", "carry_out", "labels"]
