"""Words of amass (CR 701.44a; built by :mod:`mtgrules.cards.build_amass`)."""

from __future__ import annotations

from mtgrules.effects.amass import Amass, plural_of


def amass_clause(step: object) -> str | None:
    """ "amass Orcs 2", or None for another instruction."""
    if not isinstance(step, Amass):
        return None
    return f"amass {plural_of(step.subtype)} {step.count}"


__all__ = ["amass_clause"]
