"""The permission to cast a spell as though it had flash by paying more, as data (CR 601.2f;
2011: 601.2e): "You may cast ~ as though it had flash if you pay {2} more to cast it."

>>> FlashCost(cost="{2}").keyword
'flash cost'
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.casting import CastingKeyword

FLASH_COST = "flash cost"
"""Its name among the optional additional costs of a cast (``CastSpell.additional``)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class FlashCost(CastingKeyword):
    """ "You may cast ~ as though it had flash if you pay {2} more to cast it.": ``cost`` is
    the mana paid more."""

    keyword: str = FLASH_COST

    @property
    def words(self) -> str:
        return f"You may cast ~ as though it had flash if you pay {self.cost} more to cast it."


__all__ = ["FLASH_COST", "FlashCost"]
