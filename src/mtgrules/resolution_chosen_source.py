"""A source of damage chosen as a spell or ability resolves (CR 609.7a; 2011: the same rule):
"The next time a red source of your choice would deal damage to you this turn, prevent that
damage." (Circle of Protection: Red).

CR 609.7a: the player may choose a permanent, a spell on the stack, or an object referred to
by an object on the stack (the source of an ability); a source doesn't need to be able to
deal damage to be chosen; the source is chosen when the effect is created (CR 608.2d: as the
ability resolves). The effect then applies to the next damage that source would deal (to the
recipient named), whatever kind of damage it is (CR 615.8 for "the next time").
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from mtgrules.cards.pending import PreventNextFromChosenSource
from mtgrules.choices import Decision
from mtgrules.effects.base import Match
from mtgrules.effects.damage import PreventDamage
from mtgrules.objects import CardType, Zone
from mtgrules.rules import entering_choices
from mtgrules.rules.casting import has_color
from mtgrules.rules.damage_parts import describe
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution


def has_quality(view: GameObject, quality: str) -> bool:
    """The source is of ``quality``: "" (any source), "artifact", a color, or "black or red"
    (CR 105.2: an object is each of its colors)."""
    if not quality:
        return True
    if quality == "artifact":
        return CardType.ARTIFACT in view.types
    return any(has_color(view.colors, color) for color in quality.split(" or "))


def sources(state: GameState, quality: str) -> list[EntityId]:
    """The sources a player may choose (CR 609.7a): permanents, spells on the stack, and the
    sources of abilities on the stack, of ``quality``."""
    found = {o.id for o in state.objects.values() if o.zone in (Zone.BATTLEFIELD, Zone.STACK)}
    found |= {item.source for item in state.stack}
    views = ((entity, state.source_view(entity)) for entity in sorted(found))
    return [entity for entity, view in views if view is not None and has_quality(view, quality)]


def with_chosen_source(
    game: Resolution, template: PreventNextFromChosenSource, ctx: Context
) -> PreventDamage | None:
    """The prevention effect of ``template`` from the source the controller chooses now, or
    None when there is no source of that quality to choose."""
    chosen = choose_source(game, template.quality, ctx)
    if chosen is None:
        return None
    fields = {
        f.name: getattr(template, f.name)
        for f in dataclasses.fields(PreventDamage)
        if f.name != "from_"
    }
    return PreventDamage(**fields, from_=Match.ids_of(chosen))


def choose_source(game: Resolution, wanted: str, ctx: Context) -> EntityId | None:
    """The source of ``wanted`` quality the controller chooses now (CR 609.7a), or None when
    there is none to choose."""
    state = game.state
    # "of the chosen color": the color chosen as the source entered (CR 614.12)
    quality = entering_choices.resolve(state, ctx.source, wanted)
    if wanted and not quality:
        return None  # no color was chosen: no source has it
    options = sources(state, quality)
    if not options:
        return None
    chosen = options[0]
    if len(options) > 1 and game._chooser is not None:
        answer = game._chooser.ask(
            Decision(
                kind="source",
                player=ctx.controller,
                options=tuple(options),
                labels=tuple(describe(state, o) for o in options),
                prompt=f"choose a {quality + ' ' if quality else ''}source of damage",
                rule="609.7a",
            )
        )
        assert isinstance(answer, int)
        chosen = answer
    return chosen


__all__ = ["choose_source", "has_quality", "sources", "with_chosen_source"]
