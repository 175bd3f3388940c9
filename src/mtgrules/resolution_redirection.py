"""A redirection from a source chosen as the spell or ability resolves (CR 609.7a, 614.9;
2011: the same rules): "All damage that would be dealt to target creature this turn by a
source of your choice is dealt to ~ instead." (Oracle's Attendants), "The next time a source
of your choice would deal damage to you this turn, that damage is dealt to ~ instead."
(Beacon of Destiny). The source is chosen when the effect is created (CR 608.2d); the
effect then redirects only that source's damage (effects/redirection.py)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from mtgrules.effects.base import Match
from mtgrules.effects.redirection import ChosenSourceRedirect, WordedRedirect
from mtgrules.resolution_chosen_source import choose_source

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution


def redirect_from_chosen_source(
    game: Resolution, template: ChosenSourceRedirect, ctx: Context
) -> WordedRedirect | None:
    """The redirection of ``template`` from the source chosen now, or None when there is no
    source to choose (the effect does nothing)."""
    chosen = choose_source(game, "", ctx)
    if chosen is None:
        return None
    fields = {
        f.name: getattr(template, f.name)
        for f in dataclasses.fields(WordedRedirect)
        if f.name != "from_"
    }
    return WordedRedirect(**fields, from_=Match.ids_of(chosen))


__all__ = ["redirect_from_chosen_source"]
