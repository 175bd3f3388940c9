"""Oracle words of :class:`~mtgrules.effects.tap_chosen.TapChosen`, from the compiled data
alone: "tap an untapped non-Human creature you control", "tap another untapped Citizen you
control"."""

from __future__ import annotations

from mtgrules.effects.tap_chosen import TapChosen


def tap_chosen_clause(step: object) -> str | None:
    """The words of a :class:`TapChosen`, or None for any other instruction."""
    if not isinstance(step, TapChosen):
        return None
    article = "another" if step.another else "an"
    return f"tap {article} untapped {step.kind} you control"


__all__ = ["tap_chosen_clause"]
