"""Effects on how many lands a player may play in a turn (CR 305.2; 2011: the same number):
normally one; "You may play an additional land this turn." (an effect of a resolving spell or
ability until end of turn, CR 611.2) and "You may play an additional land on each of your
turns." (a static ability, CR 611.3) each allow one more (CR 305.2a: "additional" land plays
add up). :mod:`mtgrules.rules.land_plays` counts them."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect, Match


@dataclass(frozen=True, slots=True, kw_only=True)
class AdditionalLandPlay(Effect):
    """A player ``who`` matches may play one more land in each of their turns while the
    effect lasts."""

    who: Match


__all__ = ["AdditionalLandPlay"]
