"""Mana abilities that add several mana of chosen colors, as data (CR 106.1a, 106.3, 605.1a;
:mod:`mtgrules.resolution_mana_amounts` carries them out):

* "Add three mana of any one color." -- one color is chosen, and that many mana of it are
  added (``one_color``);
* "Add two mana in any combination of colors." -- the color of each mana is chosen on its
  own.

Like "Add {G}" these make an ability a mana ability when it has no target (CR 605.1a):
it doesn't use the stack (CR 605.3a).

>>> AddManaOfColors(count=3, one_color=True).count
3
"""

from __future__ import annotations

from dataclasses import dataclass

MANA_RULE = "106.3"  # mana is added to a player's mana pool


@dataclass(frozen=True, slots=True, kw_only=True)
class AddManaOfColors:
    """ "Add N mana of any one color" (``one_color``) / "... in any combination of colors"."""

    count: int
    one_color: bool


__all__ = ["MANA_RULE", "AddManaOfColors"]
