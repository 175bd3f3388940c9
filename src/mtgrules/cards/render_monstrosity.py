"""Words of monstrosity and adapt (CR 701.37a, 701.46a; built by
:mod:`mtgrules.cards.build_monstrosity`)."""

from __future__ import annotations

from mtgrules.effects.monstrosity import Adapt, Monstrosity


def monstrosity_clause(step: object) -> str | None:
    """ "monstrosity 3" / "adapt 2", or None for another instruction."""
    if isinstance(step, Monstrosity):
        return f"monstrosity {step.count}"
    if isinstance(step, Adapt):
        return f"adapt {step.count}"
    return None


__all__ = ["monstrosity_clause"]
