"""Words of mana abilities adding several mana of chosen colors (CR 106.1a; built by
:mod:`mtgrules.cards.build_mana_amounts`)."""

from __future__ import annotations

from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.mana_amounts import AddManaOfColors


def mana_amount_clause(step: object) -> str | None:
    """ "add three mana of any one color", or None for another instruction."""
    if not isinstance(step, AddManaOfColors):
        return None
    kind = "of any one color" if step.one_color else "in any combination of colors"
    return f"add {number_word(step.count)} mana {kind}"


__all__ = ["mana_amount_clause"]
