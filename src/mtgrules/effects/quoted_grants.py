"""A quoted ability granted by a resolving spell or ability for a time: "Until end of turn,
target creature gains trample and "Whenever this creature deals combat damage to a player,
draw that many cards"." (CR 113.2c, 611.2a, 613.1f: an ability granted in layer 6).

The permanents are those named as it resolves; a group ("creatures you control gain ...")
is locked in then (CR 611.2c). Each gets the ability as a modifier carrying it until the
effect ends (resolution_quoted_grants.py, rules/granting.quoted_modifiers)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.effects.base import Duration

if TYPE_CHECKING:
    from mtgrules.cards.granted_abilities import Quoted
    from mtgrules.effects.instructions import Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class GrantQuoted:
    """``on`` gains the ``quoted`` ability for ``duration`` (CR 611.2a, 613.1f)."""

    on: Ref
    quoted: Quoted
    duration: Duration = Duration.END_OF_TURN


__all__ = ["GrantQuoted"]
