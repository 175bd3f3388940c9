""" "[ref] gains your choice of [keyword] or [keyword] until end of turn" (Alchemist's Gift,
Assassin Initiate): the controller chooses one of the keywords as the spell or ability
resolves (CR 608.2d: a choice the effect offers is made while applying it), then the object
gains that keyword, an ability-adding effect in layer 6 (CR 613.1f). Carried out by
:mod:`mtgrules.resolution_keyword_choice`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.effects.base import Duration

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref
    from mtgrules.objects import Keyword


@dataclass(frozen=True, slots=True, kw_only=True)
class GrantChosenKeyword:
    """ "[ref] gains your choice of [options] until end of turn": one keyword of ``options``,
    chosen by the controller on resolution (CR 608.2d), granted to every object of ``on``."""

    options: tuple[Keyword, ...]
    on: Ref
    duration: Duration = Duration.END_OF_TURN
