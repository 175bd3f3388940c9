"""Modal triggered abilities as data (CR 700.2): "When ~ enters, choose one — • Destroy target
artifact or enchantment. • You gain 4 life." (Knight of Autumn has three modes).

The controller chooses the modes as the ability is put on the stack, with their targets
(CR 603.3c, 700.2a; :mod:`mtgrules.rules.modal_triggers`); a mode with no legal target can't
be chosen (CR 700.2a), and if no mode can be chosen the ability is removed from the stack
(CR 603.3c). The chosen modes' instructions are carried out in the printed order."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.model import Mode
from mtgrules.effects.triggers import TriggeredAbility


@dataclass(frozen=True, slots=True, kw_only=True)
class ModalTriggeredAbility(TriggeredAbility):
    """A triggered ability whose controller chooses ``fewest`` to ``most`` of ``modes``
    (each with its own instructions and targets) as it is put on the stack."""

    modes: tuple[Mode, ...] = ()
    fewest: int = 1
    most: int = 1


__all__ = ["ModalTriggeredAbility"]
