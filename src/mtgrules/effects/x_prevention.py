"""A prevention shield of X damage: "Prevent the next X damage that would be dealt to any
target this turn." (Festival of the Guildpact, Panacea). X is announced as the spell is cast
or the ability activated (CR 107.3, 601.2b, 602.2b) and is the same everywhere in its text
(CR 107.3a): :func:`mtgrules.rules.x_costs.fix_x` turns this template into a
:class:`~mtgrules.effects.damage.PreventDamage` shield of that many damage (CR 615.7) before
the spell or ability is put on the stack.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from mtgrules.effects.damage import PreventDamage


@dataclass(frozen=True, slots=True, kw_only=True)
class PreventNextX(PreventDamage):
    """ "Prevent the next X damage that would be dealt to [recipient] this turn.": a shield
    whose amount is the announced X (``amount`` stays None until then)."""


def with_x(effect: PreventNextX, value: int) -> PreventDamage:
    """The shield of ``value`` damage (CR 107.3a, 615.7); X = 0 prevents nothing."""
    fields = {f.name: getattr(effect, f.name) for f in dataclasses.fields(PreventDamage)}
    fields["amount"] = value
    return PreventDamage(**fields)


__all__ = ["PreventNextX", "with_x"]
